"""Donne faussée, match par équipes — Lois 87 et 86.

A fouled board (87A) is scored by groups in pairs (87B) and by 86B2 in teams (87C). In a team match
the director also meets 86A (no substitute board once the match result could be known) and 86B (the
result at the other table decides between an assigned and an artificial score). 86B2 is one function,
reached from a fouled board and from an adjusted score alike: the same facts give the same ruling.
"""

from __future__ import annotations

from dataclasses import replace

from rules.model import AdjustedKind, AdjustedScore, ChooserRole, Option, Question, Ruling
from rules.topic import Facts, Topic, questions
from rules.topics.common import yes_no

# When it happens, as the values of rules.topic.Phase (issue 24 §2: the first menu).
PHASES = ("apres",)

QUESTIONS = questions(
    Question(
        "case",
        "De quoi s'agit-il ?",
        (
            Option(
                "fouled",
                "Donne faussée : carte déplacée dans l'étui, ou donneur ou vulnérabilité différents d'une copie "
                "à l'autre",
            ),
            Option("redeal", "Match par équipes : faut-il faire rejouer une donne (donne de remplacement) ?"),
            Option("team_adjust", "Match par équipes : une marque ajustée, et le résultat de l'autre table"),
        ),
        "Donne faussée : Loi 87. Match par équipes : Loi 86 (une donne jouée par erreur dans le mauvais étui, "
        "en équipes, relève aussi de 86B).",
    ),
    # Review, missing 8: 87A defines a fouled board by the forms compared, not by the error itself.
    yes_no(
        "same_form",
        "Les concurrents qui devaient être comparés ont-ils tous joué la donne sous la même forme (même erronée) ?",
        "Une donne n'est faussée que si des concurrents comparés l'ont jouée sous des formes différentes (87A) ; "
        "jouée partout sous la même forme, même avec une carte déplacée, elle se marque normalement.",
    ),
    Question(
        "event",
        "Quelle est la forme de l'épreuve ?",
        (
            Option("pairs", "Tournoi par paires ou individuel"),
            Option("teams", "Match par équipes"),
        ),
        "En paires, on classe à part chaque forme de la donne (87B) ; en équipes, Loi 86B2 (87C).",
    ),
    Question(
        "other_table",
        "Qu'a donné cette donne à l'autre table, entre les mêmes équipes ?",
        (
            Option("single_clear", "Un seul résultat, nettement favorable à un camp"),
            Option(
                "multiple",
                "Plusieurs résultats non comparables, aucun résultat, ou plusieurs marques ajustées à donner",
            ),
            Option("not_clear", "Un résultat, qui ne favorise nettement aucun camp"),
        ),
        "Un résultat nettement favorable : marque de remplacement (86B1). Plusieurs résultats non comparables, "
        "ou aucun résultat à l'autre table (il faut alors une marque ajustée aux deux tables) : 86B2.",
    ),
    Question(
        "fault",
        "Qui est en faute ?",
        (
            Option("none", "Aucun des deux camps"),
            Option(
                "third_party",
                "Un tiers : les joueurs d'un autre match, un caddie, l'arbitre ou l'organisateur (aucun des deux "
                "camps de ce match)",
            ),
            Option("one", "Un seul camp"),
            Option("both", "Les deux camps"),
        ),
        "86B2 : sans faute, donne annulée ; un seul fautif, le meilleur pour l'autre camp ; deux fautifs, "
        "donne annulée. Une donne faussée par un tiers : aucun camp de ce match n'est en faute.",
    ),
    yes_no(
        "result_known",
        "Un concurrent pourrait-il connaître le résultat final du match sans cette donne ?",
        "Dans ce cas, pas de donne de remplacement : l'arbitre attribue une marque ajustée (86A).",
    ),
)

REGULATION_86B3 = (
    "Pour une donne jouée à une seule table, l'organisme responsable peut prévoir d'autres marques ; sans "
    "règlement, on applique 86B2 (86B3)."
)


# Recheck round 3, play Missing 8: a wrong board played in team play is Law 15, scored under 86B.
WRONG_BOARD_15 = (
    "Un étui joué par erreur (la mauvaise donne, ou une main d'un autre étui) relève de la Loi 15 : thème "
    "« Mauvais étui » ; en match par équipes, la marque ajustée qui en résulte suit 86B (15B)."
)
THIRD_PARTY = (
    "La donne a été faussée par un tiers, pas par un camp de ce match : aucun des deux camps n'est en faute "
    "(86B2a). Si ce tiers est un concurrent d'un autre match (cartes remises dans le mauvais étui), il "
    "s'expose à une pénalité de procédure (90B6), qui ne change rien à la marque de ce match (90A)."
)


def team_fault_86B2(fault: str) -> Ruling:
    if fault == "third_party":
        # Issue 38 §5: a third party fouled the board: neither contestant of this match is at fault.
        ruling = team_fault_86B2("none")
        return replace(
            ruling,
            id=f"{ruling.id}.tiers",
            laws=(*ruling.laws, "90B6", "90A"),
            now=(THIRD_PARTY, *ruling.now),
        )
    if fault == "one":
        return Ruling(
            id="donne_faussee.86B2b",
            title="Équipes, plusieurs résultats, un seul camp fautif : le meilleur pour le non fautif",
            laws=("86B2b", "12C2b", "12C1a", "86B3"),
            now=(
                "Pour chaque donne en cause, le camp non fautif reçoit la plus favorable de deux marques : la "
                "moyenne plus (12C2b : +3 IMP) ou une marque ajustée de remplacement (86B2b).",
                "Le camp fautif reçoit le complément de la marque du non fautif (86B2b).",
            ),
            chooser_role=ChooserRole.NONE,
            adjusted_score=AdjustedScore(
                AdjustedKind.SPLIT, ("86B2b", "12C2b"), unit="IMP", foreseen=True, ordered=True
            ),
            notes=(REGULATION_86B3, WRONG_BOARD_15),
            script=(
                "Le camp non fautif reçoit la meilleure des deux marques possibles, le camp fautif son complément.",
            ),
        )
    law = "86B2a" if fault == "none" else "86B2c"
    # Review C8: 12C2a read to the letter gives average plus to a contestant in no way at fault.
    none_at_fault = (
        (
            "Interprétation retenue : à la lettre de 12C2a, un concurrent sans aucune faute reçoit la moyenne "
            "plus ; sans faute de part et d'autre, chaque équipe reçoit +3 IMP (12C2b), sauf si le règlement de "
            "l'épreuve prévoit autre chose (86B3, 12C2b).",
        )
        if fault == "none"
        else ()
    )
    return Ruling(
        id=f"donne_faussee.{law}",
        title=(
            "Équipes, plusieurs résultats, aucun fautif : donne annulée, marques artificielles ou donne de "
            "remplacement"
            if fault == "none"
            else "Équipes, plusieurs résultats, deux camps fautifs : donne annulée, marques artificielles"
        ),
        laws=(law, "12C2a", "12C2b", *(("86A",) if fault == "none" else ()), "86B3"),
        now=(
            "La donne est annulée et vous attribuez des marques ajustées artificielles, selon la responsabilité "
            f"de chacun (12C2a, 12C2b en IMP) ({law}).",
            *(
                (
                    "Si le temps le permet, vous pouvez plutôt faire jouer une donne de remplacement, sauf si un "
                    "concurrent pourrait connaître le résultat du match sans elle (86B2a, 86A).",
                )
                if fault == "none"
                else ()
            ),
        ),
        chooser_role=ChooserRole.NONE,
        adjusted_score=AdjustedScore(AdjustedKind.ARTIFICIAL, (law, "12C2a"), unit="IMP"),
        notes=(*none_at_fault, REGULATION_86B3, WRONG_BOARD_15),
        script=("Cette donne est annulée ; je vous donne une marque ajustée.",),
    )


def fouled_pairs_87B() -> Ruling:
    return Ruling(
        id="donne_faussee.87B",
        title="Donne faussée en paires : chaque forme de la donne est classée à part",
        laws=("87A", "87B", "90B6", "12C2a"),
        now=(
            "La donne n'a pas été jouée partout sous la même forme : elle est faussée (87A).",
            "Séparez au mieux les marques obtenues sur la forme correcte et sur chaque forme modifiée, et classez "
            "chaque groupe à part selon le règlement de l'épreuve ; s'il ne dit rien, choisissez votre méthode et "
            "annoncez-la (87B).",
            "Si une paire a remis des cartes dans une mauvaise poche, une pénalité de procédure est possible "
            "(90B6).",
            "Un groupe qui ne compte qu'une marque ne se classe pas : le règlement de l'épreuve dit quoi faire ; "
            "à défaut, marque ajustée artificielle selon la responsabilité (12C2a).",
        ),
        chooser_role=ChooserRole.NONE,
        script=("Cette donne a été faussée : elle sera classée par groupes.",),
    )


def not_fouled_87A() -> Ruling:
    return Ruling(
        id="donne_faussee.87A.pas_faussee",
        title="Donne jouée partout sous la même forme : elle n'est pas faussée, les résultats restent",
        laws=("87A", "13A1", "13D"),
        now=(
            "Les concurrents comparés ont tous joué la donne sous la même forme : elle n'est pas faussée (87A), "
            "et les résultats obtenus se comparent normalement.",
            "Corrigez l'étui pour la suite. Si une main avait plus de 13 cartes, voyez le thème « Nombre de "
            "cartes incorrect » (13A1, 13D).",
        ),
        chooser_role=ChooserRole.NONE,
        script=("La donne a été jouée partout de la même façon : les résultats restent.",),
    )


def fouled_board_87(facts: Facts) -> Ruling:
    if facts.is_("same_form", "yes"):
        return not_fouled_87A()
    if facts.ask("event") == "pairs":
        return fouled_pairs_87B()
    ruling = team_fault_86B2(facts.ask("fault"))
    return replace(
        ruling,
        id=ruling.id.replace("donne_faussee.", "donne_faussee.87C_", 1),
        laws=("87A", "87C", *ruling.laws),
        now=(
            "La donne n'a pas été jouée sous la même forme aux deux tables : elle est faussée (87A), et en "
            "équipes elle se marque selon 86B2 (87C).",
            *ruling.now,
        ),
    )


def substitute_board_86A(known: bool) -> Ruling:
    if known:
        return Ruling(
            id="donne_faussee.86A.pas_de_remplacement",
            title="Résultat du match connaissable : pas de donne de remplacement, marque ajustée",
            laws=("86A", "86B2", "86B3"),
            now=(
                "Un concurrent pourrait connaître le résultat final du match sans cette donne : vous ne la faites "
                "pas redonner, vous attribuez une marque ajustée (86A).",
            ),
            chooser_role=ChooserRole.NONE,
            adjusted_score=AdjustedScore(
                AdjustedKind.SPLIT, ("86A", "86B2"), unit="IMP", foreseen=True, ordered=True
            ),
            notes=(
                "Sans résultat à l'autre table, la marque suit 86B2 selon les fautes : sans faute, marques "
                "artificielles ; un seul camp fautif, le non fautif reçoit le meilleur de la moyenne plus et "
                "d'une marque de remplacement, le fautif le complément (86B2b) ; sauf règlement de l'organisme "
                "responsable pour une donne jouée à une seule table (86B3). Si l'autre table a un résultat "
                "nettement favorable à un camp, choisissez plutôt « le résultat de l'autre table » (86B1).",
            ),
            script=("Cette donne ne sera pas rejouée : je vous donne une marque ajustée.",),
        )
    return Ruling(
        id="donne_faussee.86A.remplacement_possible",
        title="Résultat du match inconnu : une donne de remplacement est possible",
        laws=("86A", "6D3"),
        now=(
            "Personne ne peut encore connaître le résultat final du match sans cette donne : vous pouvez faire "
            "redonner (6D3), la restriction de 86A ne s'applique pas.",
        ),
        chooser_role=ChooserRole.NONE,
        script=("Cette donne sera remplacée par une nouvelle donne.",),
    )


def assigned_86B1() -> Ruling:
    """86B1, shared with the « Marque ajustée » topic."""
    return Ruling(
        id="donne_faussee.86B1",
        title="Équipes : l'autre table a un résultat nettement favorable à un camp : marque de remplacement",
        laws=("86B1", "12C1a", "12C1b", "12C1c"),
        now=(
            "Le résultat de l'autre table entre les mêmes équipes est nettement favorable à un camp : vous "
            "attribuez une marque ajustée de remplacement, pas une marque artificielle (86B1, 12C1a), "
            "éventuellement pondérée entre plusieurs résultats possibles (12C1c).",
        ),
        chooser_role=ChooserRole.NONE,
        adjusted_score=AdjustedScore(
            AdjustedKind.ASSIGNED, ("86B1", "12C1a"), unit="IMP", foreseen=True, ordered=True
        ),
        script=("Compte tenu du résultat de l'autre table, je vous attribue une marque de remplacement.",),
    )


def other_table_86B(facts: Facts) -> Ruling:
    other = facts.ask("other_table")
    if other == "single_clear":
        return assigned_86B1()
    if other == "multiple":
        return team_fault_86B2(facts.ask("fault"))
    return Ruling(
        id="donne_faussee.86B.regle_generale",
        title="Équipes : l'autre table ne décide rien, la marque ajustée suit la Loi 12",
        laws=("86B1", "86B3", "12C1a", "12C1d", "12C2a"),
        now=(
            "L'autre table n'a pas de résultat nettement favorable à un camp : 86B1 ne s'applique pas. La marque "
            "ajustée suit la Loi 12 : de remplacement si un résultat probable existe (12C1a), sinon artificielle "
            "(12C1d, 12C2a). Thème « Marque ajustée ».",
            REGULATION_86B3,
        ),
        chooser_role=ChooserRole.NONE,
        script=("Je vais calculer la marque ajustée selon la règle générale.",),
    )


def fouled_board(facts: Facts) -> Ruling:
    case = facts.ask("case")
    if case == "fouled":
        return fouled_board_87(facts)
    if case == "redeal":
        return substitute_board_86A(facts.is_("result_known", "yes"))
    return other_table_86B(facts)


TOPIC = Topic(
    id="donne_faussee",
    title="Donne faussée, match par équipes",
    summary="Donne faussée en paires et en équipes (87), donne de remplacement (86A), résultat de l'autre table (86B).",
    laws=("86", "87"),
    questions=QUESTIONS,
    procedure=fouled_board,
    phases=PHASES,
)
ORDER = 72

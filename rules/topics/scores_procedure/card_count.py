"""Nombre de cartes incorrect, carte manquante — Lois 13 et 14A (14C).

The director asks what is wrong (a hand of more than 13 cards, a card from outside the deal, a card
missing) and when it was found: before a player with a wrong hand has called, after, or after play
(13A, 13B, 13D); before or after the opening lead is faced (14A, 14B). 14B stays in the revoke topic,
where a restored card may make a revoke: this topic sends the director there.
"""

from __future__ import annotations

from dataclasses import replace

from rules.model import AdjustedKind, AdjustedScore, ChooserRole, Option, Question, Ruling
from rules.regulations import Regulation
from rules.topic import Facts, HandOver, Topic, questions
from rules.topics.common import yes_no

# When it happens, as the values of rules.topic.Phase (issue 24 §2: the first menu).
PHASES = ("avant", "encheres", "jeu", "apres")

# F20: who answers for the wrong hands, for the artificial score that follows responsibility (12C2a).
WRONG_HANDS = Question(
    "wrong_hands",
    "Où étaient les deux mains fausses (celle de plus de 13 cartes et celle de moins) ?",
    (
        Option("ns", "Toutes deux à Nord-Sud"),
        Option("ew", "Toutes deux à Est-Ouest"),
        Option("both", "Une dans chaque camp"),
    ),
    "Chaque joueur compte ses cartes en prenant sa main (7B2) : le camp dont une main était fausse ne l'a "
    "pas fait et répond de l'irrégularité ; la marque artificielle suit cette responsabilité (12C2a).",
)


QUESTIONS = questions(
    Question(
        "problem",
        "Qu'a-t-on trouvé ?",
        (
            Option("too_many", "Une main avait dès le départ plus de 13 cartes (et une autre moins)"),
            Option("surplus", "Une carte en trop, étrangère à la donne (d'un autre jeu)"),
            Option("missing", "Une main de moins de 13 cartes, aucune n'en ayant plus"),
            # Tester18 R2: all had 13 at the start; one hand has a card more than the others during or after the
            # play: that player omitted to play to a trick (67), not Law 13.
            Option(
                "one_more_in_play",
                "En cours de jeu ou à la fin, une main a une carte de plus que les autres (toutes en avaient 13 au "
                "départ)",
            ),
        ),
        "Plus de 13 cartes : Loi 13. Une carte manquante : Loi 14. Pendant le jeu, un écart né d'une levée où "
        "un joueur a fourni deux cartes ou aucune est une levée défectueuse (67) : thème « Renonce ». Une main "
        "qui a une carte de plus que les autres en cours de jeu (Est 12 cartes, les autres 11) alors que chacun "
        "avait compté 13 cartes : ce joueur n'a pas fourni à une levée (67).",
    ),
    Question(
        "when_13",
        "Quand l'a-t-on découvert ?",
        (
            Option("no_call", "Avant qu'un joueur ayant un nombre incorrect de cartes ait déclaré"),
            Option("after_call", "Pendant les enchères ou le jeu, après une déclaration d'un tel joueur"),
            Option("after_play", "Après la fin du jeu"),
        ),
        "13A : aucun joueur à la main incorrecte n'a déclaré ; 13B : l'un d'eux a déclaré ; 13D : jeu terminé.",
    ),
    yes_no(
        "card_seen",
        "Un joueur a-t-il vu une ou plusieurs cartes de la main d'un autre joueur ?",
        "Sans carte vue, la donne se joue normalement (13A1) ; sinon elle se joue et compte, et l'arbitre "
        "ajuste si l'information a pesé sur le résultat (13A2).",
    ),
    yes_no(
        "correctable",
        "Jugez-vous que la donne peut être corrigée et jouée ?",
        "Oui : on joue sans changer de déclaration (13B1). Non : marque ajustée (13B2).",
    ),
    yes_no(
        "played_to_trick",
        "Cette carte en trop a-t-elle été jouée dans une levée déjà retournée ?",
        "Une carte étrangère à la donne est retirée sans rectification ; une marque ajustée n'est possible que "
        "si elle a été jouée dans une levée retournée (13C).",
    ),
    # Review P10: the adjusted score of 13D depends on the form of the event (86B in teams).
    Question(
        "event",
        "Quelle est la forme de l'épreuve ?",
        (
            Option("pairs", "Tournoi par paires ou individuel"),
            Option("teams", "Match par équipes"),
        ),
        "En paires, marque ajustée selon la Loi 12 ; en équipes, la Loi 86B tient compte de l'autre table.",
    ),
    yes_no(
        "lead_faced",
        "L'entame était-elle déjà retournée face visible ?",
        "Avant l'entame retournée : Loi 14A, on complète la main et tout continue. Après : Loi 14B (thème "
        "« Renonce »), une renonce est possible.",
    ),
    yes_no(
        "card_found_14A",
        "La carte manquante a-t-elle été retrouvée ?",
        "Retrouvée, elle est remise dans la main (14A1) ; sinon, la donne est reconstituée avec un autre jeu "
        "(14A2).",
    ),
    WRONG_HANDS,
)

PENALTY_90 = (
    "Vous pouvez infliger une pénalité de procédure au fautif (90A, 90B7) : compter ses cartes est un devoir."
)
# Review P10: 12A sends team play to 86B whenever a score is adjusted.
TEAMS_86B = (
    "En match par équipes, la marque ajustée tient compte de l'autre table (86B) : thème « Donne faussée, match "
    "par équipes »."
)
# Review P11: the partner's knowledge of the replaced card is unauthorised (14C).
END_14C = (
    "En fin de coup, si le partenaire a utilisé cette information et que l'autre camp en a été lésé : marque "
    "ajustée (16C3)."
)
INFO_14C = (
    "Savoir qu'une carte a été remise est une information non autorisée pour le partenaire du joueur dont "
    "la main était incomplète (14C)."
)


def no_call_13A(seen: bool) -> Ruling:
    if not seen:
        return Ruling(
            id="nombre_de_cartes.13A1",
            title="Main de plus de 13 cartes, personne n'a déclaré ni vu de carte : on corrige et on joue",
            laws=("13A1", "6D1"),
            now=(
                "Aucun joueur ayant un nombre incorrect de cartes n'a déclaré, et personne n'a vu la carte d'un "
                "autre : rétablissez les mains (13 cartes chacune) et faites jouer la donne normalement (13A1).",
                "Si les cartes viennent d'être distribuées à la table et que l'erreur est constatée avant le "
                "début des enchères, on rebat et on redistribue (6D1).",
            ),
            chooser_role=ChooserRole.NONE,
            script=("Les mains sont rétablies : jouez la donne normalement.",),
        )
    return Ruling(
        id="nombre_de_cartes.13A2",
        title="Main de plus de 13 cartes, une carte d'un autre vue : la donne se joue, ajustement possible",
        laws=("13A2", "12C1b", "16D1", "90A", "90B7", "7B2", "86B"),
        now=(
            "Rétablissez les mains. Un joueur a vu une ou plusieurs cartes d'une autre main : la donne se joue "
            "et son résultat compte (13A2).",
            "Notez ce qui a été vu : c'est une information étrangère (16D1).",
            PENALTY_90,
            TEAMS_86B,
        ),
        end_of_play=(
            "À la fin du coup, si l'information a pesé sur le résultat, ajustez le score (13A2, 12C1b).",
        ),
        chooser_role=ChooserRole.NONE,
        equity_may_apply=True,
        adjusted_score=AdjustedScore(AdjustedKind.ASSIGNED, ("13A2", "12C1b"), foreseen=True),
        script=(
            "Les mains sont rétablies, la donne se joue ; je reviendrai à la fin si la carte vue a compté.",
        ),
    )


def after_call_13B(correctable: bool) -> Ruling:
    if correctable:
        return Ruling(
            id="nombre_de_cartes.13B1",
            title="Main incorrecte découverte après une déclaration : la donne est corrigée et jouée",
            laws=("13B1", "12C1b", "90A", "90B7", "7B2", "86B"),
            now=(
                "Vous jugez que la donne peut être corrigée et jouée : rétablissez les mains, elle se joue sans "
                "changer aucune déclaration (13B1).",
                PENALTY_90,
                TEAMS_86B,
            ),
            end_of_play=("À la fin du coup, vous pouvez attribuer une marque ajustée (13B1, 12C1b).",),
            chooser_role=ChooserRole.NONE,
            equity_may_apply=True,
            adjusted_score=AdjustedScore(AdjustedKind.ASSIGNED, ("13B1", "12C1b"), foreseen=True),
            script=("Les mains sont rétablies ; les enchères restent ce qu'elles sont, et le jeu continue.",),
        )
    return Ruling(
        id="nombre_de_cartes.13B2",
        title="Main incorrecte découverte après une déclaration, donne impossible à corriger : marque ajustée",
        laws=("13B2", "12C1b", "12C1d", "12C2a", "90A", "90B7", "7B2", "86B"),
        now=(
            "Une déclaration a été faite avec un nombre incorrect de cartes et la donne ne peut pas être "
            "corrigée : vous attribuez une marque ajustée (13B2, 12C1b) ; si les résultats possibles sont trop "
            "incertains, une marque artificielle (12C1d, 12C2a).",
            PENALTY_90,
            TEAMS_86B,
        ),
        notes=(
            "Interprétation retenue : 13B2 renvoie à 12C1b, une marque de remplacement, le résultat probable de "
            "la donne correcte ; la marque artificielle (12C2a) ne vient que si ce résultat ne se dégage pas "
            "(12C1d). Lecture contraire : aucun résultat ne pouvant être obtenu, marque artificielle d'emblée.",
        ),
        chooser_role=ChooserRole.NONE,
        adjusted_score=AdjustedScore(AdjustedKind.ASSIGNED, ("13B2", "12C1b"), foreseen=True, ordered=True),
        script=("Cette donne ne peut pas être jouée correctement : je vais attribuer une marque ajustée.",),
    )


def after_play_13D(teams: bool, regulation: Regulation | None = None, hands: str | None = None) -> Ruling:
    ruling = _after_play_13D(teams)
    if teams:
        return ruling  # 86B decides the kind of score in team play
    if hands is None or regulation is None:
        return ruling
    minus, mean, plus = (
        regulation.average_minus_percent,
        regulation.average_percent,
        regulation.average_plus_percent,
    )
    ns, ew = {"ns": (minus, plus), "ew": (plus, minus), "both": (mean, mean)}[hands]
    said = {
        "ns": f"Nord-Sud, directement responsable, {minus} % ; Est-Ouest, sans faute, {plus} %",
        "ew": f"Est-Ouest, directement responsable, {minus} % ; Nord-Sud, sans faute, {plus} %",
        "both": f"chaque camp, en partie responsable, {mean} %",
    }[hands]
    return replace(
        ruling,
        id=f"{ruling.id}.{hands}",
        laws=ruling.laws if "7B2" in ruling.laws else (*ruling.laws, "7B2"),  # review N6: once
        now=(
            *ruling.now,
            f"Marque artificielle en paires (12C2a) : {said} (feuille de marque de l'incident : « {ns}/{ew} »).",
        ),
        adjusted_score=AdjustedScore(
            AdjustedKind.ARTIFICIAL, ("13D", "12C2a"), unit="%", figures=(("NS", ns), ("EO", ew))
        ),
        notes=(
            *ruling.notes,
            "Interprétation retenue : un joueur dont la main était fausse ne l'a pas comptée (7B2) ; son camp "
            "est directement responsable, et une main fausse dans chaque camp les rend chacun en partie "
            "responsables. Si l'étui a été mal refait ailleurs, c'est votre jugement.",
        ),
    )


def _after_play_13D(teams: bool) -> Ruling:
    """Review P10: in team play the other table decides the kind of score (86B), so no kind is fixed here."""
    fouled = (
        "Si la donne a été jouée sous d'autres formes à d'autres tables, elle est aussi faussée (87) : thème "
        "« Donne faussée »."
    )
    penalty = (
        "Le concurrent fautif s'expose à une pénalité de procédure (13D, 90A, 90B7) ; la faute peut remonter à "
        "une table précédente (90B6), et chacun des deux joueurs à la main incorrecte a manqué à son devoir de "
        "compter ses cartes (7B2)."
    )
    if teams:
        return Ruling(
            id="nombre_de_cartes.13D.equipes",
            title="Main de plus de 13 cartes découverte après le jeu, en équipes : résultat annulé, Loi 86B",
            laws=("13D", "86B1", "86B2", "86B3", "87A", "90A", "90B7", "90B6", "7B2"),
            now=(
                "Le jeu est terminé et une main avait plus de 13 cartes (une autre moins) : le résultat est annulé "
                "et vous attribuez une marque ajustée (13D).",
                "En match par équipes, l'autre table décide de sa nature : son résultat est nettement favorable à "
                "un camp, marque de remplacement (86B1) ; sinon, ou sans résultat, Loi 86B2 (86B3 si un règlement "
                "le prévoit). Thème « Donne faussée, match par équipes ».",
                fouled,
                penalty,
            ),
            chooser_role=ChooserRole.NONE,
            script=(
                "Une main avait trop de cartes : le résultat est annulé, je vais attribuer une marque ajustée.",
            ),
        )
    return Ruling(
        id="nombre_de_cartes.13D",
        title="Main de plus de 13 cartes découverte après le jeu : résultat annulé, marque ajustée",
        laws=("13D", "12C2a", "87A", "90A", "90B7", "90B6", "7B2"),
        now=(
            "Le jeu est terminé et une main avait plus de 13 cartes (une autre moins) : le résultat est annulé "
            "et vous attribuez une marque ajustée (13D).",
            fouled,
            penalty,
            "Dites où étaient les deux mains fausses : la marque artificielle suit la responsabilité de chaque "
            "camp (12C2a).",
        ),
        chooser_role=ChooserRole.NONE,
        adjusted_score=AdjustedScore(AdjustedKind.ARTIFICIAL, ("13D", "12C2a")),
        notes=(
            "Interprétation retenue : le résultat annulé n'en laisse aucun de valable ; en paires la marque est "
            "artificielle et suit la responsabilité de chacun (12C2a). Une marque de remplacement reste possible "
            "si le résultat de la donne correcte ne fait aucun doute : c'est à vous d'en juger.",
        ),
        script=(
            "Une main avait trop de cartes : le résultat est annulé, je vais attribuer une marque ajustée.",
        ),
    )


def surplus_card_13C(played: bool) -> Ruling:
    if not played:
        return Ruling(
            id="nombre_de_cartes.13C.retiree",
            title="Carte étrangère à la donne : retirée, sans rectification",
            laws=("13C",),
            now=(
                "La carte en trop n'appartient pas à la donne : retirez-la. Enchères et jeu continuent sans "
                "rectification, et aucune marque ajustée n'est possible (13C), même si on la découvre après le "
                "jeu.",
            ),
            chooser_role=ChooserRole.NONE,
            script=("Cette carte ne fait pas partie de la donne : je la retire, le jeu continue.",),
        )
    return Ruling(
        id="nombre_de_cartes.13C.jouee",
        title="Carte étrangère à la donne jouée dans une levée : retirée, marque ajustée possible",
        laws=("13C", "12C1b", "67B1a"),
        now=(
            "La carte en trop a été jouée dans une levée retournée : retirez-la ; si le coup est en cours, le "
            "jeu continue sans autre rectification (13C).",
            "Le joueur qui l'a jouée a maintenant une carte de trop en main : il place une de ses cartes (de la "
            "couleur jouée à cette levée s'il en a) parmi ses cartes jouées, à la place de la carte retirée ; la "
            "levée reste à celui qui l'a gagnée, et ce n'est ni une renonce ni un transfert.",
            "C'est le seul cas où une marque ajustée est possible (13C, 12C1b).",
        ),
        notes=(
            "Interprétation retenue : 13C ne dit pas comment rétablir la levée ; par analogie avec 67B1, le "
            "joueur y place une de ses cartes, sans changer le gagnant de la levée ni créer de renonce (13C : "
            "pas d'autre rectification).",
        ),
        end_of_play=(
            "À la fin du coup (tout de suite si on l'a découverte après le jeu), ajustez le score si cette "
            "carte a faussé le résultat (13C, 12C1b).",
        ),
        chooser_role=ChooserRole.NONE,
        equity_may_apply=True,
        adjusted_score=AdjustedScore(AdjustedKind.ASSIGNED, ("13C", "12C1b"), foreseen=True),
        script=(
            "Cette carte ne fait pas partie de la donne : je la retire. Je reviendrai à la fin du coup.",
        ),
    )


def missing_before_lead_14A(found: bool) -> Ruling:
    restored = "14A1" if found else "14A2"
    return Ruling(
        id=f"nombre_de_cartes.{restored}",
        title=(
            "Carte manquante retrouvée avant l'entame : remise dans la main, tout continue"
            if found
            else "Carte manquante introuvable avant l'entame : donne reconstituée avec un autre jeu"
        ),
        laws=(restored, "14A3", "14C", "16C3"),
        now=(
            (
                "La carte retrouvée est remise dans la main incomplète (14A1)."
                if found
                else "La carte est introuvable : reconstituez la donne avec un autre jeu (14A2)."
            ),
            "Enchères et jeu continuent sans changer aucune déclaration ; la main est réputée avoir toujours eu "
            "ses 13 cartes (14A3).",
            INFO_14C,
        ),
        chooser_role=ChooserRole.NONE,
        end_of_play=(END_14C,),
        equity_may_apply=True,
        unauthorised_for=("partenaire du joueur à la main incomplète",),
        # No revoke is possible before the opening lead: nothing to transfer or correct (as « Renonce »'s
        # « sans renonce »), whichever topic reached this ruling.
        tricks_transferred=0,
        corrected=False,
        script=("La main est complétée ; les enchères restent ce qu'elles sont, on continue.",),
    )


def missing_after_lead_14B() -> Ruling:
    return Ruling(
        id="nombre_de_cartes.14B_renvoi_renonce",
        title="Carte manquante découverte après l'entame : thème « Renonce » (14B)",
        laws=("14B1", "14B2", "14B3", "14B4", "14C", "16C3"),
        now=(
            "L'entame est retournée : la Loi 14B s'applique. Une carte retrouvée parmi les cartes jouées relève "
            "de la levée défectueuse (14B1) ; retrouvée ailleurs, elle est remise dans la main (14B2) ; "
            "introuvable, la donne est reconstituée (14B3).",
            "La carte est réputée avoir toujours été dans la main : elle peut devenir carte pénalisée, et ne pas "
            "l'avoir jouée peut être une renonce (14B4). Ouvrez le thème « Renonce », cas « Une carte manquante "
            "a été retrouvée ».",
            INFO_14C,
        ),
        chooser_role=ChooserRole.NONE,
        end_of_play=(END_14C,),
        equity_may_apply=True,
        unauthorised_for=("partenaire du joueur à la main incomplète",),
        script=("Je cherche la carte ; je vous dirai ensuite s'il y a une renonce.",),
    )


def defective_trick_67() -> Ruling:
    """Tester18 R2: a hand with one card more than the others during the play, every hand of 13 at the start: its
    player omitted to play to a trick, a defective trick (67B: found from a hand with too many cards and a
    matching count of played cards). Ruled under « Renonce » (levée défectueuse), where 67 is: handed over."""
    return Ruling(
        id="nombre_de_cartes.67_renvoi_renonce",
        title="Une carte de plus en cours de jeu : levée défectueuse, thème « Renonce » (67)",
        laws=("67A1", "67B", "67B1"),
        now=(
            "Chaque main avait 13 cartes au départ : celle qui a une carte de plus que les autres en cours de jeu "
            "n'a pas fourni à une levée. Vérifiez les cartes jouées (une levée où il manque sa carte) : c'est une "
            "levée défectueuse (67B), non une main de plus de 13 cartes.",
            "Avant que chaque camp ait joué à la levée suivante, le joueur complète la levée avec une carte qu'il "
            "peut légalement jouer (67A1) ; ensuite, il place une carte parmi ses cartes jouées et il est réputé "
            "avoir renoncé sur cette levée (67B1).",
            "Ouvrez le thème « Renonce », cas « Levée défectueuse », le joueur n'ayant fourni aucune carte.",
        ),
        chooser_role=ChooserRole.NONE,
        script=("Il manque une carte à l'une des levées : je regarde les cartes jouées.",),
    )


def card_count(facts: Facts) -> Ruling:
    problem = facts.ask("problem")
    if problem == "one_more_in_play":
        return defective_trick_67()
    if problem == "surplus":
        return surplus_card_13C(facts.is_("played_to_trick", "yes"))
    if problem == "missing":
        if facts.is_("lead_faced", "yes"):
            return missing_after_lead_14B()
        return missing_before_lead_14A(facts.is_("card_found_14A", "yes"))
    when = facts.ask("when_13")
    if when == "no_call":
        return no_call_13A(facts.is_("card_seen", "yes"))
    if when == "after_call":
        return after_call_13B(facts.is_("correctable", "yes"))
    teams = facts.is_("event", "teams")
    return after_play_13D(teams, facts.regulation, None if teams else facts.offer("wrong_hands"))


TOPIC = Topic(
    id="nombre_de_cartes",
    title="Nombre de cartes incorrect, carte manquante",
    summary="14 cartes et 12, carte étrangère à la donne, carte manquante avant l'entame (13, 14A).",
    laws=("13", "14"),
    questions=QUESTIONS,
    procedure=card_count,
    phases=PHASES,
    # Issue 38 §1 (13, 14B4): a hand found deficient after the opening lead, its card found; the same
    # player's failure to play that card is then a revoke (14B4: the card belonged to his hand all along),
    # ruled by « Renonce », case « Une carte manquante a été retrouvée ». The fact passes.
    handovers=(
        # Tester18 R2 (67): the hand with a card more in play is a defective trick, ruled under « Renonce »: the
        # same incident under its law (`o1`), the facts said here pass (no card played to the trick).
        HandOver(
            "Une carte de plus en cours de jeu : levée défectueuse, aucune carte fournie (67)",
            {"problem": "one_more_in_play"},
            "renonce",
            {"situation": "defective_trick", "defect_kind": "missing"},
            same=True,
        ),
        HandOver(
            "Carte manquante après l'entame, puis la renonce sur cette carte (14B4)",
            {"problem": "missing", "lead_faced": "yes"},
            "renonce",
            {
                "situation": "missing_card",
                "lead_faced": "yes",
            },  # tester14 W1: the revoke asks it too (14A/14B)
            second=True,
        ),
        # Issue 38 §1 (13C): a card foreign to the deal played to a quitted trick, then a revoke alleged. At
        # that trick the player's own card is put back without further rectification (13C, the interpretation
        # of nombre_de_cartes.13C.jouee): no revoke there, only 13C's adjusted score. A revoke at another
        # trick is any revoke. Nothing to answer: one line under the revoke's ruling.
        HandOver(
            "Carte étrangère à la donne jouée dans une levée (13C), puis une renonce alléguée",
            {"problem": "surplus", "played_to_trick": "yes"},
            "renonce",
            {},
            second=True,
            note="Si cette renonce est alléguée à la levée où la carte étrangère de l'incident #{first} a été "
            "jouée, ce n'en est pas une : le joueur y replace une de ses cartes sans autre rectification, et "
            "seule la marque ajustée de 13C répare (13C, 12C1b). À une autre levée, la renonce se règle ainsi.",
        ),
    ),
)
ORDER = 67

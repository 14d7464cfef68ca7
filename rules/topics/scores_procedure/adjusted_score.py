"""Marque ajustée — Loi 12 : quand ajuster, marque de remplacement, pondérée ou artificielle.

The director's questions in his order: why an adjustment is considered (no result at all,
damage, a wrong rectification), whether the non-offending side was damaged, whether the
probable result(s) can be named, and whether part of the damage is self-inflicted. For an
artificial score: the form of scoring, then the responsibility of each side, then, in
matchpoints, the session exception of 12C2c. The numbers come from `rules.scores.adjusted` and
the regulation; the weighted score needs figures, so it is computed by `arbitre marque`.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.model import AdjustedKind, AdjustedScore, Option, Question, Ruling
from rules.scores.adjusted import (
    ArtificialScore,
    Responsibility,
    ScoringForm,
    artificial_score,
    balanced,
    format_imps,
    format_percent,
    knockout_scores,
)
from rules.topic import Facts, HandOver, Topic, questions
from rules.topics.common import yes_no
from rules.topics.scores_procedure import fouled_board as fouled

SIDES = (("ns", "Nord-Sud"), ("ew", "Est-Ouest"))
# Team play where the other table decides the form of the adjusted score (86B1, 86B2).
TEAMS_CLEAR = "teams_other_table_clear"
TEAMS_SEVERAL = "teams_several_results"

RESPONSIBILITY_OPTIONS = (
    Option(
        Responsibility.DIRECTLY_AT_FAULT.value, "Entièrement fautif (responsable de l'absence de résultat)"
    ),
    Option(Responsibility.PARTLY_AT_FAULT.value, "Partiellement fautif"),
    Option(Responsibility.NOT_AT_FAULT.value, "Totalement non fautif"),
)
RESPONSIBILITY_HELP = (
    "Chaque camp reçoit sa propre marque selon sa part de responsabilité (12C2a) : moyenne moins si "
    "entièrement fautif, moyenne s'il l'est partiellement, moyenne plus s'il n'y est pour rien."
)


def _three_way(question_id: str, prompt: str, help_text: str) -> Question:
    return Question(
        question_id,
        prompt,
        (
            Option("no", "Non"),
            Option("yes", "Oui"),
            Option("unknown", "Pas encore connu (la séance n'est pas finie)"),
        ),
        help_text,
    )


# The figure itself, offered once the director has said the exception applies (12C2c), by half
# points: above 60 % for the side without fault, below 40 % for the side at fault (80 options each,
# within what every chat can show). Other decimals: arbitre marque --pourcentage-seance.
def _percent_options(first_tenths: int, last_tenths: int) -> tuple[Option, ...]:
    return tuple(
        Option(f"{tenths / 10:g}", f"{tenths / 10:g} %".replace(".", ","))
        for tenths in range(first_tenths, last_tenths + 1, 5)
    )


def _session_questions(side: str, name: str) -> tuple[Question, ...]:
    of_name = f"d'{name}" if name[0] in "AEIOU" else f"de {name}"
    return (
        _three_way(
            f"{side}_session_above_60",
            f"{name}, totalement non fautif, obtient-il plus de 60 % sur les autres donnes de la séance ?",
            "Un concurrent totalement non fautif qui dépasse 60 % sur ses autres donnes reçoit ce pourcentage "
            "au lieu de la moyenne plus (12C2c).",
        ),
        _three_way(
            f"{side}_session_below_40",
            f"{name}, fautif, obtient-il moins de 40 % sur les autres donnes de la séance ?",
            "Un concurrent entièrement fautif sous 40 % sur ses autres donnes reçoit ce pourcentage plus "
            "bas au lieu de la moyenne moins (12C2c).",
        ),
        Question(
            f"{side}_session_high",
            f"Pourcentage {of_name} sur les autres donnes de la séance ?",
            _percent_options(605, 1000),
            "Ce pourcentage, au-dessus de 60 %, devient la marque de la donne du camp sans faute (12C2c).",
            branching=False,
        ),
        Question(
            f"{side}_session_low",
            f"Pourcentage {of_name} sur les autres donnes de la séance ?",
            _percent_options(0, 395),
            "Ce pourcentage, sous 40 %, devient la marque de la donne du camp fautif (12C2c).",
            branching=False,
        ),
    )


QUESTIONS = questions(
    Question(
        "situation",
        "Pourquoi envisagez-vous une marque ajustée ?",
        (
            Option(
                "no_result",
                "Aucun résultat ne peut être obtenu sur la donne (donne non jouée ou jeu normal impossible)",
            ),
            Option(
                "damage",
                "Une infraction a pu léser le camp non fautif (une loi prévoit l'ajustement, ou ne prévoit "
                "aucune rectification)",
            ),
            Option("wrong_rectification", "Une irrégularité a été mal rectifiée"),
            Option(
                "rectification_seems_unfair",
                "La rectification prévue par les Lois paraît trop sévère ou trop douce",
            ),
        ),
        "Marque ajustée : le résultat de la table est remplacé par un résultat attribué par l'arbitre "
        "(de remplacement, éventuellement pondéré) ou par un pourcentage (marque artificielle) (Loi 12).",
    ),
    yes_no(
        "damaged",
        "Le camp non fautif a-t-il obtenu à la table moins que ce qu'il pouvait attendre sans l'infraction ?",
        "C'est la définition du dommage (12B1) : sans dommage, il n'y a rien à réparer.",
    ),
    Question(
        "assigned_possible",
        "Pouvez-vous dire quel aurait été le résultat sans l'infraction ?",
        (
            Option("one", "Oui : un résultat probable"),
            Option("several", "Plusieurs résultats possibles, chacun avec sa probabilité"),
            Option("unclear", "Non : les possibilités sont trop nombreuses ou peu claires"),
        ),
        "On préfère toujours une marque de remplacement (un vrai résultat de bridge) ; elle peut être "
        "pondérée entre plusieurs résultats obtenables légalement (12C1a, 12C1c).",
    ),
    Question(
        "self_inflicted",
        "Après l'infraction, le camp non fautif a-t-il aggravé lui-même son dommage ?",
        (
            Option("no", "Non"),
            Option("serious_error", "Oui : par une erreur extrêmement grave, sans rapport avec l'infraction"),
            Option(
                "gambling",
                "Oui : par une action aventureuse, tentée en comptant sur l'arbitre pour l'annuler en cas d'échec",
            ),
        ),
        "Le dommage que le camp non fautif s'est infligé lui-même n'est pas réparé ; le camp fautif, lui, "
        "ne profite pas de cette erreur (12C1e).",
    ),
    Question(
        "scoring_form",
        "Comment la donne est-elle marquée ?",
        (
            Option(ScoringForm.PAIRS.value, "Tournoi par paires (points de match, en %)"),
            Option(ScoringForm.INDIVIDUAL.value, "Tournoi individuel (points de match, en %)"),
            Option(
                ScoringForm.IMP.value,
                "En IMP (paires en IMP, patton, ou match par quatre sans résultat utile à l'autre table)",
            ),
            Option(
                ScoringForm.KNOCKOUT.value,
                "Match à élimination directe (KO), en IMP, sans résultat utile à l'autre table",
            ),
            Option(
                TEAMS_CLEAR,
                "Match par équipes dont l'autre table a un résultat nettement favorable à un camp",
            ),
            Option(
                TEAMS_SEVERAL,
                "Match par équipes avec plusieurs résultats non comparables (donne faussée, plusieurs marques)",
            ),
        ),
        "La moyenne plus et la moyenne moins valent 60 % et 40 % en points de match, +3 et -3 IMP en "
        "IMP (12C2a, 12C2b), sauf autre valeur du règlement. En match par équipes, le résultat de l'autre "
        "table décide de la forme de la marque (86B).",
    ),
    Question(
        "fault_side",
        "Quel camp est fautif (directement responsable de l'absence de résultat) ?",
        (
            Option("ew", "Est-Ouest"),
            Option("ns", "Nord-Sud"),
            Option("none", "Aucun camp n'est entièrement fautif"),
        ),
        "Le camp fautif reçoit la moyenne moins ; l'autre camp reçoit la moyenne plus s'il n'y est pour "
        "rien, la moyenne s'il est partiellement fautif (12C2a).",
    ),
    Question(
        "ns_responsibility",
        "Quelle est la responsabilité de Nord-Sud ?",
        RESPONSIBILITY_OPTIONS,
        RESPONSIBILITY_HELP,
    ),
    Question(
        "ew_responsibility",
        "Quelle est la responsabilité d'Est-Ouest ?",
        RESPONSIBILITY_OPTIONS,
        RESPONSIBILITY_HELP,
    ),
    fouled.QUESTIONS["fault"],  # 86B2, asked as in « Donne faussée »
    *_session_questions("ns", "Nord-Sud"),
    *_session_questions("ew", "Est-Ouest"),
)


def appeal_note(facts: Facts) -> str:
    regulation = facts.regulation
    return (
        f"Règlement {regulation.name} : un joueur peut demander une marque ajustée, ou faire appel, "
        f"jusqu'à {regulation.appeal_minutes} minutes après la publication des résultats officiels (92B)."
    )


# --- 12C2: the artificial adjusted score -------------------------------------------------


@dataclass(frozen=True)
class _SideScore:
    score: ArtificialScore  # the 12C2a/b value, or the session figure when 12C2c applies
    session: bool  # 12C2c applies (figure known or not)
    figure_known: bool  # False: 12C2c applies but the figure is still to be entered
    pending: bool  # the session percentage is not known yet: provisional score
    line: str  # for the director, with the law
    spoken: str  # for the table


def _responsibility(facts: Facts, side: str) -> Responsibility:
    """Who is at fault is asked first (« le camp fautif »), then the other side's share (12C2a)."""
    fault = facts.ask("fault_side")
    if fault == side:
        return Responsibility.DIRECTLY_AT_FAULT
    return Responsibility(facts.ask(f"{side}_responsibility"))


def _side_score(facts: Facts, side: str, name: str, form: ScoringForm) -> _SideScore:
    """The artificial score of one side and the French lines that announce it."""
    responsibility = _responsibility(facts, side)
    score = artificial_score(responsibility, form, facts.regulation)
    label = f"{name} ({responsibility.label})"
    if not form.in_imps and responsibility is not Responsibility.PARTLY_AT_FAULT:
        above = responsibility is Responsibility.NOT_AT_FAULT
        answer = facts.ask(f"{side}_session_above_60" if above else f"{side}_session_below_40")
        limit = "dépasse 60 %" if above else "est inférieur à 40 %"
        if answer == "unknown":
            return _SideScore(
                score,
                False,
                False,
                True,
                f"{label} : {score.text} pour l'instant ; à la fin de la séance, si son pourcentage sur les "
                f"autres donnes {limit}, il reçoit ce pourcentage à la place (12C2c).",
                f"{name} reçoit pour l'instant la {score.text}, à revoir en fin de séance.",
            )
        if answer == "yes":
            figure = facts.offer(f"{side}_session_high" if above else f"{side}_session_low")
            if figure is not None:
                with_session = artificial_score(responsibility, form, facts.regulation, float(figure))
                if with_session.session_applied:
                    shown = format_percent(with_session.value)
                    return _SideScore(
                        with_session,
                        True,
                        True,
                        False,
                        f"{label} : {shown}, son pourcentage sur les autres donnes de la séance, au lieu de "
                        f"la {responsibility.average_name} de {format_percent(score.value)} (12C2c).",
                        f"{name} reçoit {shown}, son pourcentage des autres donnes de la séance.",
                    )
                return _SideScore(
                    score,
                    False,
                    True,
                    False,
                    f"{label} : {score.text} ; le pourcentage donné ({format_percent(float(figure))}) ne "
                    f"{'dépasse pas 60 %' if above else 'est pas inférieur à 40 %'}, l'exception de séance "
                    "ne s'applique pas (12C2c).",
                    f"{name} reçoit la {score.text}.",
                )
            return _SideScore(
                score,
                True,
                False,
                False,
                f"{label} : son pourcentage obtenu sur les autres donnes de la séance, qui {limit}, au lieu "
                f"de la {responsibility.average_name} de {format_percent(score.value)} (12C2c).",
                f"{name} reçoit son pourcentage des autres donnes de la séance.",
            )
    law = "12C2b" if form.in_imps and responsibility is not Responsibility.PARTLY_AT_FAULT else "12C2a"
    return _SideScore(
        score, False, True, False, f"{label} : {score.text} ({law}).", f"{name} reçoit la {score.text}."
    )


def team_play_86B(facts: Facts, other: str) -> Ruling:
    """86B: in team play the other table's result decides the form of the adjusted score. The rulings
    are the « Donne faussée » topic's (one function per law, the same facts give the same ruling)."""
    if other == TEAMS_CLEAR:
        return fouled.assigned_86B1()
    return fouled.team_fault_86B2(facts.ask("fault"))


def artificial_12C2(facts: Facts, via_12C1d: bool = False) -> Ruling:
    answer = facts.ask("scoring_form")
    if answer in (TEAMS_CLEAR, TEAMS_SEVERAL):
        return team_play_86B(facts, answer)
    form = ScoringForm(answer)
    ns_side, ew_side = (_side_score(facts, side, name, form) for side, name in SIDES)
    ns, ew = ns_side.score, ew_side.score
    laws: list[str] = ["12C1d"] if via_12C1d else ["12A2"]
    laws.append("12C2a")
    if form.in_imps:
        laws.append("12C2b")
    exact = not (ns_side.session or ew_side.session)
    if not exact or ns_side.pending or ew_side.pending:
        laws.append("12C2c")
    laws.append("12C2d")
    why = (
        "Les résultats possibles sont trop nombreux ou trop incertains : l'arbitre attribue une marque "
        "ajustée artificielle (12C1d)."
        if via_12C1d
        else "Aucun résultat ne peut être obtenu sur cette donne : l'arbitre attribue une marque ajustée "
        "artificielle, selon la responsabilité de chaque camp (12A2, 12C2a)."
    )
    now = [why, ns_side.line, ew_side.line]
    script = [f"Cette donne reçoit une marque artificielle. {ns_side.spoken} {ew_side.spoken}"]
    if not balanced(ns, ew) and (exact or (ns_side.figure_known and ew_side.figure_known)):
        now.append("Les deux marques ne se compensent pas : c'est permis (12C2a).")
    if form is ScoringForm.KNOCKOUT and not balanced(ns, ew):
        laws.append("12C4")
        ns_ko, ew_ko = knockout_scores(ns.value, ew.value)
        ko = (
            "Match à élimination directe : les marques ne se compensent pas, on calcule celle de chaque "
            "camp séparément et chacun reçoit la moyenne des deux, vue de son côté : "
            f"Nord-Sud {format_imps(ns_ko)}, Est-Ouest {format_imps(ew_ko)} (12C4)."
        )
        now.append(ko)
        script.append(
            f"Au total, pour ce match : Nord-Sud {format_imps(ns_ko)}, Est-Ouest {format_imps(ew_ko)}."
        )
    notes = [
        f"Plusieurs donnes sans résultat dans la même séance (12C2d) : {facts.regulation.multiple_boards_rule}",
        "Interprétation retenue : l'exception de séance (12C2c) ne touche que la moyenne plus et la moyenne "
        "moins ; un concurrent partiellement fautif reçoit toujours la moyenne.",
    ]
    if form.in_imps:
        notes.append(
            "En IMP, l'équivalent de l'exception de séance (12C2c) est celui que fixe l'organisme responsable : "
            f"{facts.regulation.imp_session_rule or 'voir son règlement.'}"
            + (
                " Calcul sur la feuille de marque de l'incident : « forme=imp +3/-3 seance-ns=<IMP par donne> »."
                if facts.regulation.imp_session_equivalent
                else ""
            )
        )
        notes.append(
            "Match par équipes : la forme de la marque a été vérifiée avec le résultat de l'autre table (86B)."
        )
    if form is ScoringForm.PAIRS:
        notes.append(
            "Pour calculer la marque d'un camp avec son pourcentage de séance : feuille de marque de "
            "l'incident, « 60/40 seance-ns=… seance-eo=… »."
        )
    if form is ScoringForm.INDIVIDUAL and facts.answered("fault_side") != "none":
        laws.append("12C3")
        now.append(
            "Tournoi individuel : les deux joueurs du camp fautif reçoivent la même marque, même si un seul "
            "est responsable ; le partenaire qui n'y est pour rien ne reçoit pas de pénalité de procédure (12C3)."
        )
        notes.append(
            "Interprétation retenue : en individuel, chaque joueur est un concurrent ; l'exception de séance "
            "(12C2c) s'applique à chacun selon son propre pourcentage (feuille de marque : seance-ns=, seance-eo=)."
        )
    suffix = {
        ScoringForm.PAIRS: "paires",
        ScoringForm.INDIVIDUAL: "individuel",
        ScoringForm.IMP: "imp",
        ScoringForm.KNOCKOUT: "ko",
    }[form]
    if ns_side.pending or ew_side.pending:
        now.append(
            "Marque provisoire : reprenez-la à la fin de la séance, quand les pourcentages des autres donnes "
            "sont connus (12C2c)."
        )
    figures = tuple(
        (side_name, side.score.value)
        for side_name, side in (("NS", ns_side), ("EO", ew_side))
        if side.figure_known
    )
    return Ruling(
        id=f"marque_ajustee.{'resultats_incertains' if via_12C1d else 'artificielle'}.{suffix}",
        adjusted_score=AdjustedScore(
            AdjustedKind.ARTIFICIAL,
            tuple(law for law in laws if law.startswith("12")),
            unit="IMP" if form.in_imps else "%",
            figures=figures,
        ),
        title="Marque ajustée artificielle",
        laws=tuple(laws),
        now=tuple(now),
        notes=tuple(notes),
        script=tuple(script),
    )


# --- 12C1: the assigned adjusted score ---------------------------------------------------


def no_damage_12B1() -> Ruling:
    return Ruling(
        id="marque_ajustee.pas_de_dommage",
        title="Pas de dommage : le résultat de la table est maintenu",
        laws=("12B1",),
        now=(
            "Une marque ajustée répare un dommage : le camp non fautif n'a pas obtenu moins que ce qu'il "
            "pouvait attendre sans l'infraction, il n'y a donc rien à réparer (12B1).",
            "Le résultat de la table est maintenu.",
        ),
        notes=(
            "Une pénalité de procédure reste possible si l'infraction la justifie (Loi 90).",
            "Vérifiez aussi que le camp fautif n'a tiré aucun avantage de son infraction (12B1).",
        ),
        script=("Vous n'avez pas été lésés par l'infraction : le résultat obtenu à la table est maintenu.",),
    )


def assigned_12C1b(facts: Facts) -> Ruling:
    return Ruling(
        id="marque_ajustee.remplacement",
        adjusted_score=AdjustedScore(AdjustedKind.ASSIGNED, ("12C1a", "12C1b")),
        title="Marque ajustée de remplacement : le résultat probable sans l'infraction",
        laws=("12B1", "12C1a", "12C1b", "92B"),
        now=(
            "L'arbitre attribue une marque ajustée de remplacement : un vrai résultat de bridge, qui prend "
            "la place du résultat de la table (12C1a).",
            "Il retient le résultat le plus probable de la donne si l'infraction n'avait pas eu lieu (12C1b), "
            "pour réparer le dommage du camp non fautif et retirer l'avantage du camp fautif (12B1).",
        ),
        notes=(
            "Pour la marque d'un contrat : feuille de marque de l'incident, « 4♠=:100 » (ou la marque "
            "elle-même, « 420:100 »).",
            appeal_note(facts),
        ),
        script=(
            "Sans l'infraction, le résultat probable aurait été celui-ci : il remplace le résultat de la table.",
        ),
    )


def weighted_12C1c(facts: Facts) -> Ruling:
    if not facts.regulation.weighted_scores_allowed:
        return Ruling(
            id="marque_ajustee.ponderation_non_admise",
            adjusted_score=AdjustedScore(AdjustedKind.ASSIGNED, ("12C1b",)),
            title="Plusieurs résultats possibles, pondération non admise par le règlement",
            laws=("12C1a", "12C1b", "92B"),
            now=(
                f"Règlement {facts.regulation.name} : la marque de remplacement n'est pas pondérée ; l'arbitre "
                "retient un seul résultat, le plus probable sans l'infraction (12C1b).",
            ),
            notes=(
                "Interprétation retenue : la Loi 12C1c de 2017 ne prévoit pas que l'organisme responsable "
                "interdise la pondération (c'était le texte de 2007) ; ce refus vient du seul règlement.",
                appeal_note(facts),
            ),
            script=(
                "Je retiens le résultat le plus probable sans l'infraction ; il remplace celui de la table.",
            ),
        )
    return Ruling(
        id="marque_ajustee.ponderee",
        adjusted_score=AdjustedScore(AdjustedKind.WEIGHTED, ("12C1c",)),
        title="Marque ajustée de remplacement pondérée",
        laws=("12B1", "12C1a", "12C1b", "12C1c", "92B"),
        now=(
            "L'arbitre attribue une marque ajustée de remplacement pondérée : chaque résultat possible reçoit "
            "un poids selon sa probabilité, les poids totalisant 100 % (12C1c).",
            "Seuls comptent des résultats qui pouvaient être obtenus de façon légale, sans l'infraction (12C1c).",
            "Calcul : feuille de marque de l'incident, par ex. « 420:60,-50:40 » (marques de Nord-Sud, ou "
            "contrats comme « 4♠= » et « EO 5♥X-2 », avec leur poids).",
        ),
        notes=(
            "En points de match, on classe chaque résultat comme s'il avait été obtenu, puis on pondère les "
            "pourcentages obtenus ; on ne classe pas la moyenne pondérée des points.",
            "En IMP, on convertit chaque résultat en IMP contre l'autre table (ou le datum), puis on pondère "
            "les IMP : ajoutez ref=<marque de Nord-Sud à l'autre table> à la ligne de la feuille de marque.",
            appeal_note(facts),
        ),
        script=(
            "Plusieurs résultats étaient possibles sans l'infraction : chacun compte pour sa probabilité "
            "dans votre marque.",
        ),
    )


def self_inflicted_12C1e(facts: Facts, kind: str, several: bool) -> Ruling:
    cause = (
        "une erreur extrêmement grave, sans rapport avec l'infraction"
        if kind == "serious_error"
        else "une action aventureuse qu'il comptait faire annuler par l'arbitre en cas d'échec"
    )
    laws = ("12B1", "12C1b", *(("12C1c",) if several else ()), "12C1e", "92B")
    return Ruling(
        id="marque_ajustee.dommage_auto_inflige",
        adjusted_score=AdjustedScore(AdjustedKind.SPLIT, ("12C1e",)),
        title="Dommage en partie auto-infligé : marques différentes pour les deux camps",
        laws=laws,
        now=(
            f"Le camp non fautif a aggravé son dommage par {cause} (12C1e).",
            "Le camp fautif reçoit la marque ajustée qui découle de la rectification de son infraction, "
            "comme si cette erreur n'avait pas eu lieu (12C1e).",
            "Le camp non fautif n'est pas dédommagé de la part du dommage qu'il s'est infligée : il ne "
            "reçoit réparation que pour la part due à l'infraction (12C1e).",
        ),
        notes=(
            "Interprétation retenue : si tout le dommage vient de sa propre erreur, le camp non fautif garde "
            "le résultat de la table ; sinon, il reçoit la marque ajustée diminuée de ce que son erreur lui a coûté.",
            "Calcul : feuille de marque de l'incident, « fautif=ns|eo obtenu=<résultat de la table> "
            "sans-erreur=<résultat sans son erreur> <marque ajustée>:100 » (avec ref= en IMP, terrain= en "
            "points de match).",
            "Les deux marques ne se compensent pas ; en match à élimination directe, chaque camp reçoit la "
            "moyenne des deux (12C4).",
            appeal_note(facts),
        ),
        script=(
            "Le camp fautif ne garde pas l'avantage de son infraction. Le camp non fautif, lui, n'est pas "
            "dédommagé de ce que lui a coûté sa propre erreur.",
        ),
    )


def damage_12C1(facts: Facts) -> Ruling:
    if facts.is_("damaged", "no"):
        return no_damage_12B1()
    possible = facts.ask("assigned_possible")
    if possible == "unclear":
        return artificial_12C2(facts, via_12C1d=True)
    kind = facts.ask("self_inflicted")
    if kind != "no":
        return self_inflicted_12C1e(facts, kind, several=possible == "several")
    if possible == "several":
        return weighted_12C1c(facts)
    return assigned_12C1b(facts)


# --- 12A3 and 12B2 ----------------------------------------------------------------------


def wrong_rectification_12A3() -> Ruling:
    return Ruling(
        id="marque_ajustee.rectification_erronee",
        adjusted_score=AdjustedScore(AdjustedKind.ASSIGNED, ("12A3",), foreseen=True),
        title="Irrégularité mal rectifiée : marque ajustée possible",
        laws=("12A3", "10B"),
        now=(
            "Si les joueurs ont appliqué eux-mêmes une rectification, l'arbitre peut la maintenir ou l'annuler "
            "(10B).",
            "Quand une irrégularité a été mal rectifiée et que la bonne rectification ne peut plus être "
            "appliquée, l'arbitre peut attribuer une marque ajustée (12A3).",
        ),
        notes=(
            "Erreur de l'arbitre lui-même : si la donne ne peut plus être marquée normalement, la marque "
            "ajustée traite les deux camps comme non fautifs (Loi 82C).",
        ),
        script=(
            "La rectification appliquée n'était pas la bonne. Si on ne peut plus la corriger, j'attribuerai "
            "une marque ajustée.",
        ),
    )


def rectification_stands_12B2() -> Ruling:
    return Ruling(
        id="marque_ajustee.rectification_maintenue",
        title="Rectification prévue par les Lois : pas d'ajustement pour la corriger",
        laws=("12B2",),
        now=(
            "L'arbitre n'ajuste pas le score au motif que la rectification prévue par les Lois paraît trop "
            "sévère ou trop favorable à l'un des camps (12B2).",
            "La rectification s'applique telle quelle.",
        ),
        notes=(
            "Les Lois prévoient elles-mêmes certains rattrapages d'équité (par exemple la Loi 64C quand le "
            "transfert de levées ne compense pas la renonce) : ceux-là s'appliquent.",
        ),
        script=(
            "La rectification est celle que prévoient les Lois : elle s'applique, même si elle paraît sévère.",
        ),
    )


# --- the topic --------------------------------------------------------------------------


def decide(facts: Facts) -> Ruling:
    situation = facts.ask("situation")
    if situation == "no_result":
        return artificial_12C2(facts)
    if situation == "damage":
        return damage_12C1(facts)
    if situation == "wrong_rectification":
        return wrong_rectification_12A3()
    return rectification_stands_12B2()


ORDER = 70

TOPIC = Topic(
    id="marque_ajustee",
    title="Marque ajustée",
    summary="Marque de remplacement, pondérée ou artificielle (moyenne plus / moins), dommage auto-infligé (Loi 12).",
    laws=("12",),
    questions=QUESTIONS,
    procedure=decide,
    handovers=(
        HandOver(
            "Match par équipes, l'autre table a un résultat nettement favorable à un camp (86B1)",
            {"situation": "no_result", "scoring_form": TEAMS_CLEAR},
            "donne_faussee",
            {"case": "team_adjust", "other_table": "single_clear"},
        ),
        *(
            HandOver(
                f"Match par équipes, plusieurs résultats non comparables, faute : {fault} (86B2)",
                {"situation": "no_result", "scoring_form": TEAMS_SEVERAL, "fault": fault},
                "donne_faussee",
                {"case": "team_adjust", "other_table": "multiple", "fault": fault},
            )
            for fault in ("none", "one", "both")
        ),
    ),
    phases=("apres",),
)

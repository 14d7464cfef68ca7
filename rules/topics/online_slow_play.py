"""En ligne : donne non terminée dans les temps — Loi 12C2 (et 12C1 quand le résultat est clair).

The clock ends the board. The director first asks whose fault the delay was, because the
artificial score follows responsibility (12C2a): average minus to a side directly at fault,
average to one partly at fault, average plus to one in no way at fault; ±3 IMP in teams (12C2b).
If the play was far enough to see the result, he assigns it instead (12C1). Repeated slow play
may add a procedural penalty under the event's regulation (90A).
"""

from __future__ import annotations

from rules.model import AdjustedKind, AdjustedScore, ChooserRole, Option, Question, Ruling
from rules.topic import Facts, Topic, questions
from rules.topics.common import yes_no

QUESTIONS = questions(
    Question(
        "result_clear",
        "Le jeu était-il assez avancé pour dire quel aurait été le résultat ?",
        (
            Option("yes", "Oui : le résultat probable est clair (ou quelques résultats, avec leur poids)"),
            Option("no", "Non : aucun résultat ne peut être retenu"),
        ),
        "Quand la fin du coup ne laisse guère de doute, l'arbitre attribue le résultat probable (12C1b) "
        "ou une marque pondérée (12C1c) plutôt qu'une marque artificielle.",
    ),
    Question(
        "fault",
        "À qui la faute du retard ?",
        (
            Option("one_side", "À un seul camp, qui a joué trop lentement"),
            Option("both_fully", "Aux deux camps, chacun directement"),
            Option("both_partly", "Aux deux camps, chacun en partie"),
            Option("neither", "À aucun des deux (incident technique, arbitre retenu ailleurs…)"),
        ),
        "La marque artificielle suit la responsabilité de chaque camp (12C2a).",
    ),
    yes_no(
        "repeated",
        "Ce camp a-t-il déjà été en retard pendant l'épreuve ?",
        "Un retard répété peut valoir une pénalité de procédure en plus de la marque (90A).",
    ),
)

# (side, % in pairs, IMP in teams) for each answer about fault: Law 12C2a and 12C2b.
_ARTIFICIAL = {
    "one_side": (
        (("camp en retard", 40.0), ("autre camp", 60.0)),
        "moyenne moins au camp en retard, moyenne plus à l'autre",
    ),
    "both_fully": ((("NS", 40.0), ("EO", 40.0)), "moyenne moins aux deux camps"),
    "both_partly": ((("NS", 50.0), ("EO", 50.0)), "moyenne aux deux camps"),
    "neither": ((("NS", 60.0), ("EO", 60.0)), "moyenne plus aux deux camps"),
}
_IMPS = {40.0: "-3 IMP", 50.0: "0 IMP", 60.0: "+3 IMP"}


def assigned_12C1(facts: Facts) -> Ruling:
    return Ruling(
        id="online.slow.assigned",
        title="Donne non terminée : l'arbitre attribue le résultat probable",
        laws=("12C1a", "12C1b", "12C1c"),
        now=(
            "Le jeu était assez avancé : attribuez le résultat le plus probable (12C1b), ou une marque "
            "pondérée entre les résultats possibles (12C1c : « arbitre marque » ou « /marque »).",
        ),
        chooser="l'arbitre",
        chooser_role=ChooserRole.DIRECTOR,
        equity_may_apply=True,
        adjusted_score=AdjustedScore(AdjustedKind.ASSIGNED, ("12C1b",), foreseen=True),
        notes=(
            "Interprétation retenue : la marque artificielle est réservée au cas où aucun résultat ne peut "
            "être retenu (12C1d, 12C2a) ; un résultat clair est attribué comme pour une revendication.",
        ),
        script=("La donne n'est pas finie ; je vous attribue le résultat le plus probable.",),
    )


def artificial_12C2(facts: Facts) -> Ruling:
    fault = facts.ask("fault")
    figures, words = _ARTIFICIAL[fault]
    repeated = fault in ("one_side", "both_fully") and facts.is_("repeated", "yes")
    lines = [
        f"Aucun résultat ne peut être retenu : marque artificielle, {words} (12C2a).",
        "En paires : " + ", ".join(f"{side} {value:.0f} %" for side, value in figures) + ".",
        "En IMP : " + ", ".join(f"{side} {_IMPS[value]}" for side, value in figures) + " (12C2b).",
        "Un camp dont la moyenne de la séance sur les autres donnes dépasse 60 % (non fautif) ou reste sous "
        "40 % (fautif) reçoit ce pourcentage à la place (12C2c) : le thème « Marque ajustée » le calcule.",
    ]
    laws = ["12A2", "12C2a", "12C2b", "12C2c"]
    notes = []
    if repeated:
        lines.append(facts.regulation.online_slow_play_text)
        laws.append("90A")
    elif fault in ("one_side", "both_fully"):
        notes.append("Premier retard : un avertissement suffit en général ; notez-le dans l'incident.")
    return Ruling(
        id=f"online.slow.artificial.{fault}" + (".repeated" if repeated else ""),
        title="Donne non terminée dans les temps : marque artificielle",
        laws=tuple(laws),
        now=tuple(lines),
        chooser_role=ChooserRole.NONE,
        adjusted_score=AdjustedScore(AdjustedKind.ARTIFICIAL, ("12C2a",), unit="%", figures=figures),
        notes=tuple(notes),
        script=(f"La donne n'a pas été terminée à temps : {words}.",),
    )


def slow_play(facts: Facts) -> Ruling:
    if facts.is_("result_clear", "yes"):
        return assigned_12C1(facts)
    return artificial_12C2(facts)


TOPIC = Topic(
    id="en_ligne_retard",
    title="En ligne : donne non terminée à temps",
    summary="Temps écoulé avant la fin de la donne : résultat probable, ou marque artificielle selon la faute (12C2).",
    laws=("12", "90"),
    questions=QUESTIONS,
    procedure=slow_play,
    phases=("en_ligne",),
    keywords=(
        "retard",
        "donne non terminée",
        "pas fini",
        "temps dépassé",
        "jeu lent",
        "lenteur",
    ),
)
ORDER = 110

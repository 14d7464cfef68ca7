"""En ligne : donne non terminée dans les temps — Loi 12C2 (et 12C1 quand le résultat est clair).

The clock ends the board. If the play was far enough to see the result, the director assigns
it (12C1); otherwise the artificial score follows responsibility (12C2a): average minus to a side
directly at fault, average to one partly at fault, average plus to one in no way at fault, with
the regulation's figures in pairs and in IMPs (12C2b) and the session exception (12C2c). Either
way he asks whose fault the delay was: repeated slow play may add a procedural penalty under the
event's regulation (90A).
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.model import AdjustedKind, AdjustedScore, ChooserRole, Option, ProceduralPenalty, Question, Ruling
from rules.regulations import Regulation
from rules.scores.adjusted import Responsibility
from rules.topic import Facts, Topic, questions
from rules.topics.common import yes_no
from rules.topics.online.scores import artificial
from rules.topics.scores_procedure.after_ruling import procedural_penalty_90

# When it happens, as the values of rules.topic.Phase (issue 24 §2: the first menu).
PHASES = ("en_ligne",)

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
        "Le camp en retard a-t-il déjà été averti pour retard dans la séance ?",
        "Un retard répété vaut une pénalité de procédure en plus de la marque, selon le barème du "
        "règlement (90A, 90B2).",
    ),
)

D, P, N = Responsibility.DIRECTLY_AT_FAULT, Responsibility.PARTLY_AT_FAULT, Responsibility.NOT_AT_FAULT
# Each side's responsibility (12C2a) for each answer about fault, and the ruling's words.
_SIDES = {
    "one_side": (
        (("camp en retard", D), ("autre camp", N)),
        "moyenne moins au camp en retard, moyenne plus à l'autre",
    ),
    "both_fully": ((("NS", D), ("EO", D)), "moyenne moins aux deux camps"),
    "both_partly": ((("NS", P), ("EO", P)), "moyenne aux deux camps"),
    "neither": ((("NS", N), ("EO", N)), "moyenne plus aux deux camps"),
}


def _clock(regulation: Regulation) -> str:
    minutes, seconds = divmod(regulation.online_seconds_per_board, 60)
    return f"{minutes} min {seconds:02d} s" if seconds else f"{minutes} min"


@dataclass(frozen=True)
class _Penalty:
    """Law 90 for a side at fault that was already slow: the procedural penalty of the « Après la
    décision » topic (90B2, on the regulation's scale), recorded apart from the score."""

    lines: tuple[str, ...] = ()
    laws: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()
    penalty: ProceduralPenalty | None = None


def _penalty(regulation: Regulation, fault: str | None, repeated: str | None) -> _Penalty:
    if fault not in ("one_side", "both_fully"):
        return _Penalty()
    if repeated != "yes":
        return _Penalty(
            notes=("Premier retard : un avertissement suffit en général ; notez-le dans l'incident.",)
        )
    shared = procedural_penalty_90("90B2", "warned", regulation)
    return _Penalty(
        lines=(regulation.online_slow_play_text, *shared.now),
        laws=shared.laws,
        notes=shared.notes,
        penalty=shared.procedural_penalty,
    )


def assigned_12C1(facts: Facts) -> Ruling:
    """The result is assigned; whose fault and a repeated delay are offered as a follow-up (90A),
    so that the ruling itself needs only the one answer."""
    fault = facts.offer("fault")
    repeated = facts.offer("repeated") if fault in ("one_side", "both_fully") else None
    penalty = _penalty(facts.regulation, fault, repeated)
    notes = penalty.notes
    if fault is None:
        notes = (
            "Un camp déjà en retard pendant l'épreuve peut recevoir en plus une pénalité de procédure (90A, "
            "90B2) : répondez à la question proposée.",
        )
    return Ruling(
        id="online.slow.assigned" + (".repeated" if penalty.penalty else ""),
        title="Donne non terminée : l'arbitre attribue le résultat probable",
        laws=("12C1a", "12C1b", "12C1c", *penalty.laws),
        now=(
            "Le jeu était assez avancé : attribuez le résultat le plus probable (12C1b), ou une marque "
            "pondérée entre les résultats possibles (12C1c : feuille de marque de l'incident).",
            f"Temps prévu par donne : {_clock(facts.regulation)}, selon {facts.regulation.name}.",
            *penalty.lines,
        ),
        chooser="l'arbitre",
        chooser_role=ChooserRole.DIRECTOR,
        equity_may_apply=True,
        adjusted_score=AdjustedScore(AdjustedKind.ASSIGNED, ("12C1b",), foreseen=True),
        procedural_penalty=penalty.penalty,
        notes=(
            *notes,
            "Interprétation retenue : la marque artificielle est réservée au cas où aucun résultat ne peut "
            "être retenu (12C1d, 12C2a). Les Lois ne disent pas en faveur de qui trancher un doute sur la fin "
            "du coup (par exemple contre le camp en retard) : c'est au règlement de l'épreuve de le dire ; "
            "à défaut, pondérez les résultats possibles (12C1c).",
        ),
        script=("La donne n'est pas finie ; je vous attribue le résultat le plus probable.",),
    )


def artificial_12C2(facts: Facts) -> Ruling:
    fault = facts.ask("fault")
    sides, words = _SIDES[fault]
    figures, score_lines = artificial(sides, facts.regulation)
    repeated = facts.ask("repeated") if fault in ("one_side", "both_fully") else None
    penalty = _penalty(facts.regulation, fault, repeated)
    laws = ["12A2", "12C2a", "12C2b"]
    if any("12C2c" in line for line in score_lines):
        laws.append("12C2c")
    return Ruling(
        id=f"online.slow.artificial.{fault}" + (".repeated" if penalty.penalty else ""),
        title="Donne non terminée dans les temps : marque artificielle",
        laws=(*laws, *penalty.laws),
        now=(
            f"Aucun résultat ne peut être retenu : marque artificielle, {words} (12C2a).",
            *score_lines,
            f"Temps prévu par donne : {_clock(facts.regulation)}, selon {facts.regulation.name}.",
            *penalty.lines,
        ),
        chooser_role=ChooserRole.NONE,
        adjusted_score=AdjustedScore(AdjustedKind.ARTIFICIAL, ("12C2a",), unit="%", figures=figures),
        procedural_penalty=penalty.penalty,
        notes=penalty.notes,
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
    phases=PHASES,
)
ORDER = 110

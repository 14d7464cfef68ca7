"""En ligne : donne non terminée dans les temps — Loi 12C2 (et 12C1 quand le résultat est clair).

The clock ends the board. If the play was far enough to see the result, the director assigns
it (12C1); otherwise the artificial score follows responsibility (12C2a): average minus to a side
directly at fault, average to one partly at fault, average plus to one in no way at fault, with
the regulation's figures in pairs and in IMPs (12C2b) and the session exception (12C2c). Either
way he asks whose fault the delay was: repeated slow play may add a procedural penalty under the
event's regulation (90A).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from rules.model import AdjustedKind, AdjustedScore, ChooserRole, Option, ProceduralPenalty, Question, Ruling
from rules.regulations import Regulation
from rules.scores.adjusted import Responsibility
from rules.topic import Facts, Topic, questions
from rules.topics.common import yes_no
from rules.topics.online.scores import PLATFORM_SCORE, with_platform_score
from rules.topics.proprieties.conduct import PENALTY_CHOICES
from rules.topics.scores_procedure.adjusted_score.sides import (
    artificial,
    at_fault,
    responsibilities,
    side_question,
)
from rules.topics.scores_procedure.after_ruling.law90_91 import procedural_penalty_90

# When it happens, as the values of rules.topic.Phase (issue 24 §2: the first menu).
PHASES = ("en_ligne",)

QUESTIONS = questions(
    Question(
        "fault",
        "À qui la faute du retard ?",
        (
            Option("one_side", "À un seul camp, qui a joué trop lentement"),
            Option("both_fully", "Aux deux camps, chacun directement"),
            Option("both_partly", "Aux deux camps, chacun en partie"),
            Option("neither", "À aucun des deux (incident technique, arbitre retenu ailleurs…)"),
            Option(
                "stalling",
                "À un camp qui a fait traîner exprès, avant un choix encore ouvert (une impasse à deviner…)",
            ),
        ),
        "La marque artificielle suit la responsabilité de chaque camp (12C2a) ; faire traîner exprès pour "
        "éviter un choix ne doit rien rapporter (12C1c).",
        director_only=True,
    ),
    side_question("slow_side", "Quel camp a joué trop lentement ?"),
    Question(
        "result_clear",
        "Le jeu était-il assez avancé pour dire quel aurait été le résultat ?",
        (
            Option("yes", "Oui : le résultat probable est clair (ou quelques résultats, avec leur poids)"),
            Option("no", "Non : aucun résultat ne peut être retenu"),
        ),
        "Quand la fin du coup ne laisse guère de doute, l'arbitre attribue le résultat probable (12C1b) "
        "ou une marque pondérée (12C1c) plutôt qu'une marque artificielle.",
        director_only=True,
    ),
    yes_no(
        "repeated",
        "Le camp en retard (ou, si les deux le sont, l'un d'eux) a-t-il déjà été averti pour retard dans la "
        "séance ?",
        "Un retard répété vaut une pénalité de procédure en plus de la marque, selon le barème du "
        "règlement (90A, 90B2).",
    ),
    PLATFORM_SCORE,
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


def clock_line(regulation: Regulation) -> str:
    """Review S14: name who set the time per board; a federation's regulation without an [online]
    section sets none, and Arbitre's default must not be attributed to it."""
    if "seconds_per_board" in dict(regulation.policy):
        by = f" ({regulation.policy_by})" if regulation.policy_by else ""
        source = f"selon les conditions de l'organisateur{by}"
    elif regulation.online_clock_from_file:
        source = f"selon {regulation.name}"
    else:
        source = "durée par défaut d'Arbitre (ce règlement n'en fixe aucune)"
    return f"Temps prévu par donne : {_clock(regulation)}, {source}."


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
        # Review Missing 7: the warning is recorded, so the next incident's « déjà averti » rests on it.
        warning = procedural_penalty_90("90B2", "none", replace(regulation, procedural_warning_first=True))
        return _Penalty(
            notes=("Premier retard : un avertissement, enregistré avec l'incident (90B2).",),
            penalty=warning.procedural_penalty,
        )
    shared = procedural_penalty_90("90B2", "warned", regulation)
    return _Penalty(
        lines=(regulation.online_slow_play_text, *shared.now),
        laws=shared.laws,
        notes=shared.notes,
        penalty=shared.procedural_penalty,
    )


def assigned_12C1(facts: Facts, fault: str | None) -> Ruling:
    """The result is assigned; a repeated delay is offered as a follow-up (90A), so that the ruling
    itself needs only whose fault and whether the result is clear."""
    repeated = facts.offer("repeated") if fault in ("one_side", "both_fully") else None
    penalty = _penalty(facts.regulation, fault, repeated)
    notes = penalty.notes
    return Ruling(
        id="online.slow.assigned" + (".repeated" if penalty.penalty and not penalty.penalty.warning else ""),
        title="Donne non terminée : l'arbitre attribue le résultat probable",
        laws=("12C1a", "12C1b", "12C1c", "84D", *penalty.laws),
        now=(
            "Le jeu était assez avancé : attribuez le résultat le plus probable (12C1b), ou une marque "
            "pondérée entre les résultats possibles (12C1c : feuille de marque de l'incident).",
            clock_line(facts.regulation),
            *penalty.lines,
        ),
        chooser="l'arbitre",
        chooser_role=ChooserRole.DIRECTOR,
        equity_may_apply=True,
        adjusted_score=AdjustedScore(AdjustedKind.ASSIGNED, ("12C1b",), foreseen=True, ordered=True),
        procedural_penalty=penalty.penalty,
        notes=(
            *notes,
            "Interprétation retenue : la marque artificielle est réservée au cas où aucun résultat ne peut "
            "être retenu (12C1d, 12C2a). Quand un seul camp est responsable du retard (90B2), un point douteux "
            "sur la fin du coup se tranche en faveur de l'autre camp (84D) ; sans camp fautif, pondérez les "
            "résultats possibles (12C1c).",
        ),
        script=("La donne n'est pas finie ; je vous attribue le résultat le plus probable.",),
    )


def stalling_12C1c() -> Ruling:
    """Issue 29 §3: a side that stalls on purpose so that the clock ends the board before a pending
    guess must gain nothing: weighted score between the guess's outcomes, doubts against it, and the
    procedural penalty on offer (90B2)."""
    return Ruling(
        id="online.slow.stalling",
        title="Temps écoulé après un retard voulu avant un choix encore ouvert : marque pondérée entre ses issues",
        laws=("12C1b", "12C1c", "84D", "74B4", "74C7", "90A", "90B2", "91A"),
        now=(
            "Un camp a fait traîner exprès pour que le temps finisse avant un choix encore ouvert (une impasse "
            "à deviner…) : ce retard ne doit rien lui rapporter, et la marque artificielle qu'il visait n'est "
            "pas donnée, que la fin du coup soit claire ou non.",
            "Attribuez une marque pondérée entre les issues de ce choix, comme si la donne avait été finie "
            "(12C1b, 12C1c) ; un point douteux se tranche en faveur de l'autre camp (84D). Feuille de marque "
            "de l'incident : par exemple « 4♠=:50,4♠-1:50 ».",
            "Faire traîner le jeu exprès pour gêner l'adversaire est un manquement voulu (74B4, 74C7) : ce "
            "n'est pas le simple premier retard qu'un avertissement règle (90B2). Infligez une pénalité de "
            "procédure (90A) et, selon la gravité, une sanction disciplinaire (91A) : thème « Après la "
            "décision ».",
        ),
        chooser="l'arbitre",
        chooser_role=ChooserRole.DIRECTOR,
        choices=PENALTY_CHOICES,
        equity_may_apply=True,
        adjusted_score=AdjustedScore(AdjustedKind.WEIGHTED, ("12C1c",), foreseen=True, ordered=True),
        notes=(
            "Interprétation retenue : les issues pondérées sont celles du choix que le retard a évité, avec la "
            "probabilité que vous leur donnez ; le camp qui a fait traîner ne garde pas le bénéfice du doute.",
        ),
        script=(
            "Le temps a été laissé filer avant le choix : je vous attribue une marque pondérée entre ses issues.",
        ),
    )


def artificial_12C2(facts: Facts, fault: str) -> Ruling:
    sides, words = _SIDES[fault]
    if fault == "one_side":  # tester7 T19: the sides named, so that the sheet can refuse an inverted mark
        sides, words = at_fault(facts.ask("slow_side"), D, "en retard")
    figures, score_lines = artificial(sides, facts.regulation)
    repeated = facts.ask("repeated") if fault in ("one_side", "both_fully") else None
    penalty = _penalty(facts.regulation, fault, repeated)
    laws = ["12A2", "12C2a", "12C2b", "86B1", "86B2"]
    if any("12C2c" in line for line in score_lines):
        laws.append("12C2c")
    return Ruling(
        id=f"online.slow.artificial.{fault}"
        + (".repeated" if penalty.penalty and not penalty.penalty.warning else ""),
        title="Donne non terminée dans les temps : marque artificielle",
        laws=(*laws, *penalty.laws),
        now=(
            f"Aucun résultat ne peut être retenu : marque artificielle, {words} (12C2a).",
            *score_lines,
            clock_line(facts.regulation),
            *penalty.lines,
        ),
        chooser_role=ChooserRole.NONE,
        adjusted_score=AdjustedScore(
            AdjustedKind.ARTIFICIAL,
            ("12C2a",),
            unit="%",
            figures=figures,
            responsibilities=responsibilities(sides),
        ),
        procedural_penalty=penalty.penalty,
        notes=penalty.notes,
        script=(f"La donne n'a pas été terminée à temps : {words}.",),
    )


def slow_play(facts: Facts) -> Ruling:
    """Whose fault first (review D14): deliberate stalling is ruled the same whether the end of the
    board is clear or not, so the clock question is asked only for an ordinary delay."""
    fault = facts.ask("fault")
    if fault == "stalling":
        return with_platform_score(facts, stalling_12C1c())
    if facts.is_("result_clear", "yes"):
        return with_platform_score(facts, assigned_12C1(facts, fault))
    return with_platform_score(facts, artificial_12C2(facts, fault))


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

"""12C2a by responsibility when the ruling names the sides: which side is at fault (asked, or read
from the words), each side's artificial adjusted score from the regulation's [adjusted_scores]
through `rules.scores.adjusted` (the function the « Marque ajustée » topic and `arbitre marque` use),
the lines that state it in pairs and in IMPs with the session exception of 12C2c as the condition it
is (review J11), and the responsibilities the scorer's sheet checks a mark against (tester7 T19).

Shared by every ruling whose artificial score follows one side's fault: the online topics (board not
finished in time, disconnection) and the wrong board (15A2a, 15A3, tester8 T3).
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.model import SIDE_NAMES, Option, Question
from rules.regulations import Regulation
from rules.scores.adjusted import (
    SESSION_HIGH_PERCENT,
    SESSION_LOW_PERCENT,
    Responsibility,
    ScoringForm,
    artificial_score,
    format_imps,
    format_percent,
)

Figures = tuple[tuple[str, float], ...]
Sides = tuple[tuple[str, Responsibility], ...]
NOT_AT_FAULT = Responsibility.NOT_AT_FAULT


def side_question(question_id: str, prompt: str) -> Question:
    """Which side the fault is on, asked when only one side is at fault (tester7 T19): the ruling then
    names Nord-Sud and Est-Ouest, and the scorer's sheet refuses a mark that inverts them (12C2a)."""
    return Question(
        question_id,
        prompt,
        (Option("ns", "Nord-Sud"), Option("eo", "Est-Ouest")),
        "La moyenne moins va à ce camp, la moyenne plus à l'autre (12C2a) : la décision les nomme, et la "
        "feuille de marque refuse une marque qui les inverse.",
    )


def at_fault(side: str, its: Responsibility, why: str) -> tuple[Sides, str]:
    """Each side's responsibility, Nord-Sud first, `side` (« ns » or « eo ») being the one at fault and
    the other in no way at fault, and the ruling's words (« moyenne moins à Nord-Sud (en retard),
    moyenne plus à Est-Ouest »)."""
    ns, eo = (its, NOT_AT_FAULT) if side == "ns" else (NOT_AT_FAULT, its)
    other = "eo" if side == "ns" else "ns"
    words = (
        f"{its.average_name} à {SIDE_NAMES[side.upper()]} ({why}), "
        f"{NOT_AT_FAULT.average_name} à {SIDE_NAMES[other.upper()]}"
    )
    return (("NS", ns), ("EO", eo)), words


def responsibilities(sides: Sides) -> tuple[tuple[str, str], ...]:
    """The ruling's responsibilities for the sheet's check, when the sides are named (NS, EO)."""
    named = dict(sides)
    return (("NS", named["NS"].value), ("EO", named["EO"].value)) if set(named) == {"NS", "EO"} else ()


def artificial(
    sides: Sequence[tuple[str, Responsibility]], regulation: Regulation
) -> tuple[Figures, list[str]]:
    """Each side's percentage in pairs (the ruling's figures) and the lines that state them in pairs,
    in IMPs and with the 12C2c condition, for this regulation."""
    pairs = tuple((side, artificial_score(who, ScoringForm.PAIRS, regulation).value) for side, who in sides)
    imps = [(side, artificial_score(who, ScoringForm.IMP, regulation).value) for side, who in sides]
    lines = [
        "En paires : " + ", ".join(f"{side} {format_percent(value)}" for side, value in pairs) + " (12C2a).",
        "En IMP : " + ", ".join(f"{side} {format_imps(value)}" for side, value in imps) + " (12C2b).",
    ]
    lines.append(TEAMS_86B)
    session = _session_condition(sides, dict(pairs))
    if session:
        lines.append(session)
    return pairs, lines


# Review R4: in team play the other table's result comes first (86B1), and no result there is 86B2.
TEAMS_86B = (
    "En match par équipes, si le résultat de l'autre table entre les mêmes équipes est nettement favorable "
    "à un camp, la marque est de remplacement, pas artificielle (86B1) ; sans résultat à l'autre table, "
    "86B2 (thème « Donne faussée, match par équipes »)."
)


def _session_condition(sides: Sequence[tuple[str, Responsibility]], pairs: dict[str, float]) -> str:
    """12C2c, only for the sides it can concern: a side in no way at fault whose session is above
    60 %, or a side directly at fault whose session is below 40 %, receives its session percentage."""
    clauses = []
    for side, who in sides:
        if who is Responsibility.NOT_AT_FAULT:
            clauses.append(
                f"{side}, s'il a plus de {SESSION_HIGH_PERCENT:.0f} % sur les autres donnes de la séance"
            )
        elif who is Responsibility.DIRECTLY_AT_FAULT:
            clauses.append(
                f"{side}, s'il a moins de {SESSION_LOW_PERCENT:.0f} % sur les autres donnes de la séance"
            )
    if not clauses:
        return ""
    return (
        "En paires, reçoit à la place son pourcentage de la séance (12C2c) : "
        + " ; ".join(dict.fromkeys(clauses))
        + f". La feuille de marque de l'incident le calcule : {_line(pairs)}."
    )


def _line(pairs: dict[str, float]) -> str:
    """The ruling's own percentages as the worksheet's line, Nord-Sud first (tester5 L6: « 60/40 » was
    printed whatever the figures, and 40 % / 40 % copied from it gave one side average plus)."""

    def figure(value: float) -> str:
        return f"{value:g}".replace(".", ",")

    def line(ns: float, eo: float) -> str:
        return f"« {figure(ns)}/{figure(eo)} seance-ns=… seance-eo=… »"

    if "NS" in pairs and "EO" in pairs:
        return line(pairs["NS"], pairs["EO"])
    if len(pairs) != 2:
        return "« NS/EO seance-ns=… seance-eo=… » (le pourcentage de Nord-Sud, puis celui d'Est-Ouest)"
    (first, one), (_, other) = pairs.items()  # « camp en retard », « autre camp »
    if one == other:  # tester6 T33: the same line either way is said once
        return line(one, other)
    return f"{line(one, other)} si Nord-Sud est le {first}, {line(other, one)} sinon"

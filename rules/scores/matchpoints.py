"""Matchpoints for a weighted adjusted score in pairs (Law 12C1c with Law 78A).

In a pairs event a weighted score is not the weighted total of points: each possible result is
matchpointed against the other tables' scores as if it had been obtained, and the percentages
are weighted. `field` holds Nord-Sud's scores at the other tables on the board.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.errors import RulesError, shown
from rules.scores.adjusted import Outcome, french_number


def matchpoint_percent(ns_score: int, field: Sequence[int]) -> float:
    """Nord-Sud's percentage for `ns_score` against the field: a point for each score beaten, half
    a point for each tie, over the number of comparisons (78A)."""
    if not field:
        raise RulesError(
            "Donnez les marques de Nord-Sud aux autres tables pour calculer les points de match."
        )
    beaten = sum(1 for other in field if ns_score > other)
    tied = sum(1 for other in field if ns_score == other)
    return 100.0 * (beaten + tied / 2) / len(field)


@dataclass(frozen=True)
class WeightedMatchpoints:
    percents: tuple[float, ...]  # Nord-Sud's percentage for each outcome, in the outcomes' order
    ns: float  # the weighted percentage for Nord-Sud
    ew: float  # and for Est-Ouest

    def to_dict(self) -> dict[str, object]:
        return {"percents": list(self.percents), "ns": self.ns, "ew": self.ew}


def weighted_matchpoints(outcomes: Sequence[Outcome], field: Sequence[int]) -> WeightedMatchpoints:
    """Each outcome matchpointed against the field, then weighted; the weights must total 100."""
    total = sum(o.weight for o in outcomes)
    if not outcomes or abs(total - 100.0) > 0.01:
        raise RulesError(f"Les poids doivent totaliser 100 % ; leur total est de {french_number(total)} %.")
    percents = tuple(matchpoint_percent(o.score, field) for o in outcomes)
    # Divided by the weights' own sum (within the tolerance), as for the points (review, section 4).
    ns = sum(p * o.weight for p, o in zip(percents, outcomes, strict=True)) / total
    return WeightedMatchpoints(percents, ns, 100.0 - ns)


def parse_field(text: str) -> tuple[int, ...]:
    """« 420, 450, -50 » → (420, 450, -50): Nord-Sud's scores at the other tables."""
    values: list[int] = []
    for part in text.replace(";", ",").split(","):
        part = part.strip()
        if not part:
            continue
        if not part.lstrip("+-").isascii() or not part.lstrip("+-").isdigit() or len(part) > 6:
            raise RulesError(
                f"Marque invalide dans le terrain : « {shown(part, 20)} » (par exemple 420 ou -50)."
            )
        value = int(part)
        if value % 10 or abs(value) > 7600:
            raise RulesError(
                f"Marque impossible au bridge duplicate : {value} (un multiple de 10, au plus 7 600)."
            )
        values.append(value)
    if not values:
        raise RulesError("Le terrain est vide : donnez au moins une marque d'une autre table.")
    return tuple(values)


def session_percent(
    boards: Sequence[Sequence[tuple[str, str, int]]], side: str, pair: str
) -> tuple[float, int] | None:
    """Law 12C2c's session percentage of one pair: the mean of its matchpoint percentages (78A) on the boards
    given, each board its rows (Nord-Sud pair, Est-Ouest pair, score for Nord-Sud), `side` « ns » or « eo »;
    with the number of boards it played there. None when it played none of them (or alone on a board)."""
    percents = []
    for rows in boards:
        for row in rows:
            if row[0 if side == "ns" else 1] != pair:
                continue
            field = [other[2] for other in rows if other is not row]
            if field:
                ns = matchpoint_percent(row[2], field)
                percents.append(ns if side == "ns" else 100.0 - ns)
    return (sum(percents) / len(percents), len(percents)) if percents else None

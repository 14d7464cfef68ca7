"""Law 12C1e computed: each side's own figure when the non-offending side added to its damage.

12C1e(i): the offending side receives the score that rectifies its infraction — the adjusted score
(12C1b, or weighted, 12C1c). 12C1e(ii): the non-offending side gets no relief for the part of its
damage it inflicted on itself.

Retained interpretation (review C3, recorded in tests/scenarios/README.md): the part of the damage
that is self-inflicted is what its own error cost it, measured at the table: the score it would have
obtained after the infraction without that error (E), less the table score (T). It receives the
adjusted score (A) less that cost, and never less than the table result: max(T, A − max(0, E − T)).
All of this is done in the unit the contest is scored in — points, IMPs against the other table (or
cross-IMPs against the field), or matchpoints against the field — because IMPs and matchpoints are
not linear in points.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from rules.errors import RulesError
from rules.scores.adjusted import Outcome, imps, weighted_score
from rules.scores.matchpoints import matchpoint_percent, weighted_matchpoints


class Side(StrEnum):
    NS = "NS"
    EW = "EO"

    @property
    def name_fr(self) -> str:
        return "Nord-Sud" if self is Side.NS else "Est-Ouest"


class Unit(StrEnum):
    POINTS = "points"
    IMP = "IMP"
    CROSS_IMP = "IMP (cross-IMP)"
    MATCHPOINTS = "%"


def cross_imps(ns_score: float, field: Sequence[int]) -> float:
    """Cross-IMPs: the result against each other table's score in IMPs, then averaged (78B)."""
    if not field:
        raise RulesError("Donnez les marques de Nord-Sud aux autres tables pour calculer les cross-IMP.")
    return sum(imps(ns_score - other) for other in field) / len(field)


def weighted_cross_imps(outcomes: Sequence[Outcome], field: Sequence[int]) -> float:
    """12C1c in cross-IMPs: each outcome cross-IMPed against the field, then weighted."""
    weighted_score(outcomes)  # the weights' checks, in French
    total = sum(o.weight for o in outcomes)
    return sum(cross_imps(o.score, field) * o.weight for o in outcomes) / total


@dataclass(frozen=True)
class SplitFigures:
    """One unit: the figures seen from Nord-Sud, and each side's own score."""

    unit: Unit
    adjusted: float  # A, for Nord-Sud: the offending side's score (12C1e(i))
    table: float  # T, for Nord-Sud
    without_error: float  # E, for Nord-Sud
    offender: Side

    def _for(self, value: float, side: Side) -> float:
        """A Nord-Sud figure seen from `side`."""
        if side is Side.NS:
            return value
        return 100.0 - value if self.unit is Unit.MATCHPOINTS else -value

    @property
    def non_offender(self) -> Side:
        return Side.EW if self.offender is Side.NS else Side.NS

    @property
    def cost_of_error(self) -> float:
        """What the non-offending side's own error cost it, in its own view (never negative)."""
        side = self.non_offender
        return max(0.0, self._for(self.without_error, side) - self._for(self.table, side))

    @property
    def offending_score(self) -> float:
        return self._for(self.adjusted, self.offender)

    @property
    def non_offending_score(self) -> float:
        side = self.non_offender
        return max(self._for(self.table, side), self._for(self.adjusted, side) - self.cost_of_error)

    def score_of(self, side: Side) -> float:
        return self.offending_score if side is self.offender else self.non_offending_score

    def to_dict(self) -> dict[str, object]:
        return {
            "unit": self.unit.value,
            "offending_side": self.offender.value,
            "adjusted_ns": self.adjusted,
            "table_ns": self.table,
            "without_error_ns": self.without_error,
            "cost_of_error": self.cost_of_error,
            "NS": self.score_of(Side.NS),
            "EO": self.score_of(Side.EW),
        }


def split_12C1e(
    offender: Side,
    adjusted: Sequence[Outcome],
    table: int,
    without_error: int,
    *,
    reference: float | None = None,
    field: Sequence[int] | None = None,
    cross_imp: bool = False,
) -> tuple[SplitFigures, ...]:
    """Each side's figure in points, and in IMPs (with a reference, or cross-IMPs over a field) or in
    matchpoints (with a field)."""
    figures = [
        SplitFigures(Unit.POINTS, weighted_score(adjusted).total_points, table, without_error, offender)
    ]
    if reference is not None:
        weighted = weighted_score(adjusted, reference).weighted_imps
        assert weighted is not None
        figures.append(
            SplitFigures(
                Unit.IMP, weighted, imps(table - reference), imps(without_error - reference), offender
            )
        )
    if field is not None and cross_imp:
        figures.append(
            SplitFigures(
                Unit.CROSS_IMP,
                weighted_cross_imps(adjusted, field),
                cross_imps(table, field),
                cross_imps(without_error, field),
                offender,
            )
        )
    elif field is not None:
        figures.append(
            SplitFigures(
                Unit.MATCHPOINTS,
                weighted_matchpoints(adjusted, field).ns,
                matchpoint_percent(table, field),
                matchpoint_percent(without_error, field),
                offender,
            )
        )
    return tuple(figures)

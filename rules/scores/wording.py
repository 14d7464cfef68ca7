"""The score's words, common to `arbitre marque`, `/marque` and the incident's worksheet.

Below bot/incidents/render.py and rules/scores/line.py on purpose: it knows numbers and French, nothing of
incidents, so the worksheet can use it without an import cycle.
"""

from __future__ import annotations

from rules.regulations import Regulation
from rules.scores.adjusted import WeightedScore, format_imps, format_percent, french_number
from rules.scores.matchpoints import WeightedMatchpoints
from rules.scores.split import SplitFigures, Unit


def _points(value: float) -> str:
    sign = "+" if value > 0 else ""
    return f"{sign}{french_number(value, 1)}"


def weighted_text(
    result: WeightedScore,
    regulation: Regulation,
    matchpoints: WeightedMatchpoints | None = None,
    in_imps: bool = False,
    sides_differ: bool = False,
) -> str:
    """`in_imps`: the event is scored in IMPs (a team event, cross-IMPs): no matchpoints advice (tester6 T2).
    `sides_differ`: each side gets its own figure (12C1e, 82C's two lists), said after this text: no line
    here names a mark for both sides (tester6 T9, T16: « Marque : +620 pour Nord-Sud » then « Nord-Sud
    +370 » in one output; « Est-Ouest 34,17 % », nobody's mark, before Est-Ouest's own 51,67 %)."""
    if len(result.outcomes) == 1 and result.weighted_imps is None and matchpoints is None:
        # One result at 100 %: a corrected result (64A) or an assigned score, never a weighting (F19).
        outcome = result.outcomes[0]
        contract = outcome.label and outcome.label != _points(outcome.score)
        what = f"{outcome.label} : {_points(outcome.score)}" if contract else _points(outcome.score)
        lines = [f"Résultat retenu — règlement {regulation.label}", f"  {what}, vu de Nord-Sud."]
        if not sides_differ:
            lines.append(
                f"Marque : {_points(result.total_points)} pour Nord-Sud ; elle se classe comme un résultat "
                "obtenu à la table."
            )
        return "\n".join(lines)
    lines = [
        f"Marque ajustée pondérée (Loi 12C1c) — règlement {regulation.label}",
        "Marques vues de Nord-Sud :",
    ]
    if sides_differ:  # tester16 T15: two different scores (12C1e, 82C), not one weighted score for both sides
        lines = [
            f"Marque ajustée pondérée (Loi 12C1c), puis une marque différente pour chaque camp (ci-dessous) — "
            f"règlement {regulation.label}",
            "Marques vues de Nord-Sud :",
        ]
    for index, outcome in enumerate(result.outcomes):
        contract = outcome.label and outcome.label != _points(outcome.score)
        what = f"{outcome.label} : {_points(outcome.score)}" if contract else _points(outcome.score)
        line = f"  {format_percent(outcome.weight)} × {what}"
        if result.imps:
            line += f" ({format_imps(result.imps[index])} contre {_points(result.reference or 0)})"
        if matchpoints is not None:
            line += f" ({format_percent(matchpoints.percents[index])} en points de match)"
        lines.append(line)
    lines.append(f"Marque pondérée en points : {_points(result.total_points)} pour Nord-Sud.")
    if result.weighted_imps is not None:
        lines.append(
            f"IMP pondérés : {format_imps(result.weighted_imps)} pour Nord-Sud (chaque résultat converti en IMP, "
            "puis pondéré)."
        )
    if matchpoints is not None:
        ew_part = "" if sides_differ else f", Est-Ouest {format_percent(round(matchpoints.ew, 2))}"
        lines.append(
            f"Points de match pondérés : Nord-Sud {format_percent(round(matchpoints.ns, 2))}{ew_part} (chaque "
            "résultat classé contre les autres tables, puis pondéré)."
        )
    elif result.weighted_imps is None and not in_imps:
        lines.append(
            "En points de match : classez chaque résultat comme s'il avait été obtenu, puis pondérez les "
            "pourcentages (terrain= avec les marques des autres tables) ; ne classez pas la marque pondérée en points."
        )
    lines.append("Seuls comptent les résultats qui pouvaient être obtenus légalement (12C1c).")
    return "\n".join(lines)


def points_text(value: float) -> str:
    """Total points, signed, with a French decimal comma when a weighting leaves one (« +172,5 points »)."""
    return f"{_points(value)} points"


def unit_figure(unit: Unit, value: float) -> str:
    """One side's figure in the contest's unit: points, matchpoint percentage or IMPs."""
    if unit is Unit.MATCHPOINTS:
        return format_percent(round(value, 2))
    if unit is Unit.POINTS:
        return points_text(value)
    return format_imps(round(value, 2))


def self_inflicted_text(all_figures: tuple[SplitFigures, ...]) -> str:
    """Law 12C1e computed: the offending side's figure and the non-offending side's, in each unit."""
    first = all_figures[0]
    offender, other = first.offender, first.non_offender
    lines = [
        "Marques différentes (12C1e), calculées :",
        f"  {offender.name_fr}, camp fautif, reçoit la marque qui rectifie son infraction (12C1e i).",
        f"  {other.name_fr}, camp non fautif, reçoit cette marque diminuée de ce que sa propre erreur lui a "
        "coûté, sans descendre sous le résultat de la table (12C1e ii, interprétation retenue).",
    ]
    units = {figures.unit for figures in all_figures}
    in_imps = units & {Unit.IMP, Unit.CROSS_IMP}
    for figures in all_figures:
        if in_imps and figures.unit is Unit.POINTS:
            # Tester17 S6: at IMP the non-offenders' cost is taken off in IMP; their figure in points (the table
            # score less the cost in points) does not convert to that IMP figure, and a scorer could copy it.
            continue
        cost = unit_figure(figures.unit, figures.cost_of_error).lstrip("+")
        lines.append(
            f"  En {figures.unit.value} : {offender.name_fr} {unit_figure(figures.unit, figures.offending_score)} ; "
            f"{other.name_fr} {unit_figure(figures.unit, figures.non_offending_score)} "
            f"(coût de son erreur : {cost})."
        )
    lines.append("Les deux marques ne s'équilibrent pas : c'est permis (12C1e).")
    if in_imps:
        last = next(f for f in reversed(all_figures) if f.unit in in_imps)
        lines.append(
            f"  La marque de la rencontre est en IMP : reportez {offender.name_fr} "
            f"{unit_figure(last.unit, last.offending_score)} et {other.name_fr} "
            f"{unit_figure(last.unit, last.non_offending_score)} tels quels ; le coût de l'erreur est retiré en "
            "IMP, il n'y a pas de marque en points à convertir."
        )
    if Unit.MATCHPOINTS in units and Unit.POINTS in units:  # tester8 T12: which figure the sheet keeps
        points = next(f for f in all_figures if f.unit is Unit.POINTS)
        percent = next(f for f in all_figures if f.unit is Unit.MATCHPOINTS)
        lines.append(
            f"  La marque de la séance est en points de match : {other.name_fr} "
            f"{unit_figure(Unit.MATCHPOINTS, percent.non_offending_score)}, son coût retiré en pourcentage. "
            f"Ne classez pas {unit_figure(Unit.POINTS, points.non_offending_score)} contre le terrain : ce "
            "chiffre en points ne dit que le coût de son erreur en points."
        )
    return "\n".join(lines)

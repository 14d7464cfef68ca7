"""The score worksheet: one line typed by the director, each side's score computed (Law 12).

One parser and one computation, shared by `arbitre marque LIGNE`, the chats' `/marque` and the
score recorded inside an incident (bot/incidents/incident.py, action « score »):

    420:60,-50:40                               weighted (12C1c), points for Nord-Sud
    vul=tous ref=620 4♠=:60,4♠-1:40             … and IMPs against the other table
    terrain=420,450,-50 4♠=:60,4♠-1:40          … and matchpoints against the field
    forme=imp terrain=420,450 4♠=:100           … cross-IMPs against the field
    fautif=eo obtenu=170 sans-erreur=420 620:100     12C1e: each side's own figure
    420:70,-50:30 eo=420:40,-50:60              82C: each side its own list of results (non-balancing)
    60/40   50/50   +3/-3                       artificial (12C2): Nord-Sud's figure / Est-Ouest's
    obtenu=-100                                 the score at the table before the change (for the sheet)

The numbers come from rules/scores/adjusted.py, rules/scores/matchpoints.py and rules/scores/split.py; nothing
is computed twice. Results are seen from Nord-Sud.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field, replace
from typing import Any

from rules.errors import RulesError
from rules.regulations import DEFAULT_REGULATION
from rules.regulations import load as load_regulation
from rules.scores.adjusted import (
    ArtificialScore,
    ScoringForm,
    WeightedScore,
    artificial_score,
    format_imps,
    format_percent,
    knockout_scores,
    parse_outcomes,
    weighted_score,
)
from rules.scores.boards import VULNERABILITY_LABELS, conditions
from rules.scores.duplicate import scores_at
from rules.scores.line_syntax import Request, WorksheetError, check_request, parse_line
from rules.scores.matchpoints import WeightedMatchpoints, weighted_matchpoints
from rules.scores.split import Side, SplitFigures, Unit, split_12C1e, weighted_cross_imps
from rules.scores.wording import points_text, self_inflicted_text, unit_figure, weighted_text


@dataclass(frozen=True)
class Board:
    """What is known of the board before the director's line: the regulation in force and, when the board
    is recorded, its vulnerability, dealer, form of scoring and field. The line's own settings (vul=,
    forme=, terrain=) fill what the board leaves open."""

    regulation: str = DEFAULT_REGULATION
    vulnerability: str | None = None
    dealer: str | None = None
    form: ScoringForm | None = None
    field: tuple[int, ...] | None = None
    number: int | None = None  # the board's number, when its vulnerability comes from it (Law 2)

    @classmethod
    def numbered(cls, regulation: str, number: int, **others: Any) -> Board:
        """A recorded board: its number fixes dealer and vulnerability (Law 2, rules/scores/boards.py)."""
        found = conditions(number)
        return cls(
            regulation, vulnerability=found.vulnerability, dealer=found.dealer, number=number, **others
        )


@dataclass(frozen=True)
class Sheet:
    """What the worksheet computed: each side's figure, the laws, and the full French text."""

    kind: str  # « marque pondérée », « marque artificielle », « résultat retenu », « marques différentes (12C1e) »
    laws: tuple[str, ...]
    ns: str
    ew: str
    before: str  # the table's score for Nord-Sud, « » when not given
    text: str
    data: dict[str, Any] = field(default_factory=dict)
    # The computed objects behind the figures, for a caller that lays them out its own way (`arbitre
    # marque`'s options): the same numbers as the line's, never computed apart.
    parts: Parts | None = field(default=None, compare=False, repr=False)


@dataclass(frozen=True)
class Parts:
    """What `compute` computed: the artificial scores (Nord-Sud, Est-Ouest), or the weighted score with its
    matchpoints or cross-IMPs, Est-Ouest's own list's (two lists, 82C / 12C1e) and the 12C1e figures."""

    artificial: tuple[ArtificialScore, ArtificialScore] | None = None
    weighted: WeightedScore | None = None
    matchpoints: WeightedMatchpoints | None = None
    cross: float | None = None
    ew_weighted: WeightedScore | None = None
    ew_matchpoints: WeightedMatchpoints | None = None
    split: tuple[SplitFigures, ...] | None = None


def _single(text: str, vulnerability: str, key: str) -> int:
    if ":" in text:
        raise WorksheetError(f"{key}= attend un seul résultat, sans poids (170 ou 4♥=).")
    return parse_outcomes(f"{text}:100", vulnerability)[0].score


def _on_board(request: Request, text: str, board: Board) -> Request:
    """The line's settings over what the board leaves open."""
    given = {key.split("=")[0].lower() for key in text.split() if "=" in key}
    changes: dict[str, Any] = {}
    explicit = bool(given & set(_VUL_KEYS))
    if board.vulnerability is not None and explicit and request.vulnerability != board.vulnerability:
        # F1: a recorded board and the line's vul= disagree; one of them is wrong, say which.
        where = f"la donne {board.number}" if board.number is not None else "la donne enregistrée"
        raise WorksheetError(
            f"vul={request.vulnerability} contredit {where} ({VULNERABILITY_LABELS[board.vulnerability]}"
            f"{f', donneur {board.dealer}' if board.dealer else ''}). Retirez vul= (la vulnérabilité de la "
            "donne s'applique) ou corrigez le numéro de la donne."
        )
    if board.vulnerability is not None and not explicit:
        changes["vulnerability"] = board.vulnerability
    if board.form is not None and request.form is None:
        changes["form"] = board.form
    if (
        board.field is not None
        and request.field is None
        and request.reference is None
        and not table_result(request)
    ):
        # Matchpoints for a weighting (12C1c) or a split (12C1e); one result is a score the scorer
        # enters and his program ranks (tester4 F2): the board's field only informs it.
        changes["field"] = board.field
    if not changes:
        return request
    updated = replace(request, **changes)
    check_request(updated)
    return updated


def _check_at_vulnerability(request: Request, board: Board, text: str) -> None:
    """Tester6 T37: with the vulnerability known (the board recorded, or vul= typed), a score in points no
    contract gives there (+420 when both sides are vulnerable) is refused, as a score no contract gives
    at all is: it is almost always a score copied from another board. A contract is scored at the
    board's vulnerability, so it always fits."""
    explicit = any(key.split("=")[0].lower() in _VUL_KEYS for key in text.split() if "=" in key)
    if board.vulnerability is None and not explicit:
        return
    vulnerability = request.vulnerability
    where = (
        f"la donne {board.number}"
        if board.number is not None and not explicit
        else "la donne enregistrée"
        if not explicit
        else f"vul={vulnerability}"
    )
    check_scores_at(
        [request.outcomes, request.ew_outcomes],
        [request.obtained, request.without_error],
        vulnerability,
        where,
    )


def check_scores_at(
    lists: list[str | None], singles: list[str | None], vulnerability: str, where: str
) -> None:
    """Every score in points of these result lists (« 420:60,-50:40 ») and single results is one some
    contract gives at this vulnerability, else WorksheetError in French (tester6 T37): shared by the
    one-line worksheet and `arbitre marque`'s options."""
    texts = [t for t in lists if t]
    texts += [f"{t}:100" for t in singles if t and ":" not in t]
    possible = scores_at(vulnerability)
    for item in texts:
        for outcome in parse_outcomes(item, vulnerability):
            if outcome.score not in possible:
                raise WorksheetError(
                    f"Marque impossible à cette vulnérabilité : {outcome.score:+d} pour Nord-Sud n'est le "
                    f"résultat d'aucun contrat ({where} : {VULNERABILITY_LABELS[vulnerability]}). Une marque "
                    "recopiée d'une autre donne ? Donnez la marque de cette donne, ou le contrat et son résultat "
                    "(4♠=, EO 3SA-1) : Arbitre le marque à la vulnérabilité de la donne."
                )


_VUL_KEYS = ("vul", "vulnerabilite", "vulnérabilité")


def vulnerability_refusal(text: str, board: Board) -> str | None:
    """Why the line gives a score impossible at the board's vulnerability (tester6 T37), or None (a line
    that cannot be read at all is compute's to refuse)."""
    try:
        request = _on_board(parse_line(text), text, board)
        _check_at_vulnerability(request, board, text)
    except WorksheetError as error:
        return str(error) if str(error).startswith("Marque impossible à cette vulnérabilité") else None
    except RulesError:
        return None
    return None


def others_text(count: int) -> str:
    """« les 6 autres résultats », « l'autre résultat » (tester6 T13: never « les 1 autres »)."""
    return "l'autre résultat" if count == 1 else f"les {count} autres résultats"


def table_result(request: Request) -> bool:
    """One result at 100 % for both sides, no split: a score as obtained at a table (a corrected
    result 64A, a claim's tricks 69-71, an assigned score 12C1b), entered by the scorer in points and
    ranked by his program like any other table's; never a percentage (tester4 F2)."""
    return (
        request.artificial is None
        and request.ew_outcomes is None
        and request.offender is None
        and "," not in request.outcomes
    )


# The single result ranked as information (`_field_information`): its caller says which tables the field holds.
FIELD_INFORMATION = "À titre d'information, contre"


def _field_information(request: Request, board: Board) -> str | None:
    """The single result ranked against the session's field, as information only (tester4 F2)."""
    if board.field is None or request.field is not None or request.reference is not None:
        return None
    if not table_result(request):
        return None
    matchpoints = weighted_matchpoints(parse_outcomes(request.outcomes, request.vulnerability), board.field)
    return (
        f"{FIELD_INFORMATION} {others_text(len(board.field))} de la séance importée : "
        f"Nord-Sud {format_percent(round(matchpoints.ns, 2))}, Est-Ouest {format_percent(round(matchpoints.ew, 2))}. "
        "Le marqueur entre la marque en points ; son logiciel la classe avec les autres tables."
    )


def gain_over_table(sheet: Sheet) -> tuple[str, int, int] | None:
    """The side a replacing result (one or weighted, 12C1b, 12C1c) favours over the table's score, with the
    table's and the new score for Nord-Sud in points: an adjustment only redresses the damage of the side
    that did not offend (12B1), so that side must be the one favoured. None when the line gives no table's
    score, is artificial or split (12C1e checks its own sides), or changes nothing."""
    weighted = sheet.data.get("weighted")
    if not sheet.before or weighted is None or sheet.kind not in ("marque pondérée", "résultat retenu"):
        return None
    table, adjusted = int(sheet.before.split()[0]), round(weighted["total_points"])
    if adjusted == table:
        return None
    return ("ns" if adjusted > table else "eo"), table, adjusted


def compute(text: str, board: Board | None = None, *, checked: bool = True) -> Sheet:
    """The one entry point: the director's line, read and computed on the board's context; a French
    RulesError (WorksheetError) when it cannot be. `checked=False` recomputes a line recorded before
    (a replay, a board recorded after it): a score impossible at the board's vulnerability is then
    said by the caller (`vulnerability_refusal`), never a reason to refuse the board."""
    board = board or Board()
    request = _on_board(parse_line(text), text, board)
    if checked:
        _check_at_vulnerability(request, board, text)
    regulation = load_regulation(board.regulation)
    before = ""
    obtained = None
    if request.obtained is not None:
        obtained = _single(request.obtained, request.vulnerability, "obtenu")
        before = points_text(obtained)
    if request.artificial is not None:
        ns_resp, ew_resp, in_imps = request.artificial
        form = request.form or ScoringForm.PAIRS  # « forme=ko +3/-3 »: the scores are the knockout's
        if in_imps != form.in_imps:
            form = ScoringForm.IMP if in_imps else ScoringForm.PAIRS
        ns = artificial_score(ns_resp, form, regulation, request.session[0])
        ew = artificial_score(ew_resp, form, regulation, request.session[1])
        laws = tuple(dict.fromkeys((*ns.laws, *ew.laws)))
        lines = [
            f"Marque ajustée artificielle ({', '.join(laws)}) — règlement {regulation.label}",
            f"  Nord-Sud ({ns.responsibility.label}) : {ns.text}",
            f"  Est-Ouest ({ew.responsibility.label}) : {ew.text}",
        ]
        ns_value, ew_value = ns.value, ew.value
        data: dict[str, Any] = {"NS": ns.to_dict(), "EO": ew.to_dict()}
        if in_imps and request.form is ScoringForm.KNOCKOUT:
            # Review S9: in a knockout, non-balancing scores become their average for each side (12C4).
            ns_value, ew_value, laws = _knockout(ns.value, ew.value, laws, lines, data)
        return Sheet(
            "marque artificielle",
            laws,
            _value(ns_value, in_imps or form.in_imps),
            _value(ew_value, in_imps or form.in_imps),
            before,
            "\n".join(lines),
            data,
            Parts(artificial=(ns, ew)),
        )
    outcomes = parse_outcomes(request.outcomes, request.vulnerability)
    if len(outcomes) > 1 and not regulation.weighted_scores_allowed:
        raise WorksheetError(
            f"Le règlement {regulation.name} n'admet pas de marque pondérée : donnez un seul résultat."
        )
    result = weighted_score(outcomes, request.reference)
    cross = request.field is not None and request.form is not None and request.form.in_imps
    matchpoints = (
        weighted_matchpoints(outcomes, request.field) if request.field is not None and not cross else None
    )
    in_imps = request.form is not None and request.form.in_imps
    sides_differ = request.offender is not None or request.ew_outcomes is not None
    text_out = [weighted_text(result, regulation, matchpoints, in_imps, sides_differ)]
    if (information := _field_information(request, board)) is not None:
        text_out.append(information)
    if _uses_contracts(request):
        text_out.append(_vulnerability_line(request, board, text))
    # The laws of the computation itself; the ruling's own laws (64A, 12C1b, 70…) come with the incident.
    laws: tuple[str, ...] = ("12C1c",) if len(outcomes) > 1 else ()
    ns_text, ew_text = points_text(result.total_points), points_text(-result.total_points)
    data: dict[str, Any] = {"weighted": result.to_dict()}
    if result.weighted_imps is not None:
        ns_text, ew_text = (
            format_imps(round(result.weighted_imps, 2)),
            format_imps(round(-result.weighted_imps, 2)),
        )
    if matchpoints is not None:
        ns_text, ew_text = format_percent(round(matchpoints.ns, 2)), format_percent(round(matchpoints.ew, 2))
        data["matchpoints"] = matchpoints.to_dict()
    parts = Parts(weighted=result, matchpoints=matchpoints)
    if cross:
        assert request.field is not None
        value = weighted_cross_imps(outcomes, request.field)
        ns_text, ew_text = format_imps(round(value, 2)), format_imps(round(-value, 2))
        text_out.append(f"Cross-IMP pondérés : {ns_text} pour Nord-Sud.")
        data["cross_imps"] = value
        parts = replace(parts, cross=value)
    kind = "marque pondérée" if len(outcomes) > 1 else "résultat retenu"
    if request.ew_outcomes is not None:
        return _two_lists(request, outcomes, parts, cross, ns_text, laws, before, text_out, data)
    if request.offender is not None:
        assert request.without_error is not None and obtained is not None
        without = _single(request.without_error, request.vulnerability, "sans-erreur")
        non_offender = -1 if request.offender is Side.NS else 1  # the non-offending side's sign, from NS
        if non_offender * obtained >= non_offender * result.total_points:
            # Review S11: the table result is at least the adjusted one for the non-offenders: no damage.
            raise WorksheetError(
                "Le camp non fautif a obtenu à la table au moins la marque ajustée : il n'y a pas de dommage, "
                "donc pas de marque ajustée (12B1) ; la marque de la table reste."
            )
        figures: tuple[SplitFigures, ...] = split_12C1e(
            request.offender,
            outcomes,
            obtained,
            without,
            reference=request.reference,
            field=request.field,
            cross_imp=cross,
        )
        text_out.append(self_inflicted_text(figures))
        last = figures[-1]  # the contest's unit: matchpoints or IMPs when given, else points
        ns_text = unit_figure(last.unit, last.score_of(Side.NS))
        ew_text = unit_figure(last.unit, last.score_of(Side.EW))
        laws = (*laws, "12C1e")
        kind = "marques différentes (12C1e)"
        data["split"] = [f.to_dict() for f in figures]
        if request.form is ScoringForm.KNOCKOUT and last.unit in (Unit.IMP, Unit.CROSS_IMP):
            # Review N1: 12C1e scores are non-balancing too; in a knockout each side gets their average.
            ns_value, ew_value, laws = _knockout(
                last.score_of(Side.NS), last.score_of(Side.EW), laws, text_out, data
            )
            ns_text, ew_text = format_imps(ns_value), format_imps(ew_value)
        parts = replace(parts, split=figures)
    return Sheet(kind, laws, ns_text, ew_text, before, "\n".join(text_out), data, parts)


def _uses_contracts(request: Request) -> bool:
    """A contract's score depends on the vulnerability; a score typed as points does not."""
    texts = [item.rpartition(":")[0] for item in request.outcomes.split(",")]
    texts += [t for t in (request.obtained, request.without_error) if t]
    return any(t.strip() and not re.fullmatch(r"[+-]?[0-9]+", t.strip()) for t in texts)


def _vulnerability_line(request: Request, board: Board, text: str) -> str:
    """Which vulnerability the contracts were scored at, and where it came from (F1)."""
    label = VULNERABILITY_LABELS[request.vulnerability]
    if board.vulnerability is not None and board.number is not None:
        return f"Vulnérabilité : {label} (donne {board.number}, donneur {board.dealer})."
    if board.vulnerability is not None:
        return f"Vulnérabilité : {label} (donne enregistrée)."
    if any(key.split("=")[0].lower() in ("vul", "vulnerabilite", "vulnérabilité") for key in text.split()):
        return f"Vulnérabilité : {label} (vul=)."
    return (
        f"Vulnérabilité : {label}, par défaut : enregistrez la donne (d, /donne) ou ajoutez "
        "vul=ns|eo|tous si ce n'est pas le cas."
    )


def _two_lists(
    request: Request,
    outcomes: list[Any],
    parts: Parts,
    cross: bool,
    ns_text: str,
    laws: tuple[str, ...],
    before: str,
    text_out: list[str],
    data: dict[str, Any],
) -> Sheet:
    """82C (review S4): Nord-Sud's figure from its list, Est-Ouest's from its own; they need not balance."""
    assert request.ew_outcomes is not None and parts.weighted is not None
    result, matchpoints = parts.weighted, parts.matchpoints
    ew_outcomes = parse_outcomes(request.ew_outcomes, request.vulnerability)
    ew_result = weighted_score(ew_outcomes, request.reference)
    ew_text = points_text(-ew_result.total_points)
    if ew_result.weighted_imps is not None:
        ew_text = format_imps(round(-ew_result.weighted_imps, 2))
    ew_mp = None
    if matchpoints is not None:
        assert request.field is not None
        ew_mp = weighted_matchpoints(ew_outcomes, request.field)
        ew_text = format_percent(round(ew_mp.ew, 2))
        data["matchpoints_eo"] = ew_mp.to_dict()
    if cross:
        assert request.field is not None
        ew_text = format_imps(round(-weighted_cross_imps(ew_outcomes, request.field), 2))
    if len(ew_outcomes) > 1 and "12C1c" not in laws:
        laws = (*laws, "12C1c")
    data["weighted_eo"] = ew_result.to_dict()
    text_out.append(
        f"Est-Ouest, d'après sa propre liste ({request.ew_outcomes}) : {ew_text}. Deux marques différentes : "
        "elles n'ont pas à se compenser."
    )
    ns_imps, ew_imps = result.weighted_imps, ew_result.weighted_imps
    if cross:
        assert request.field is not None
        ns_imps = weighted_cross_imps(outcomes, request.field)
        ew_imps = weighted_cross_imps(ew_outcomes, request.field)
    if request.form is ScoringForm.KNOCKOUT and ns_imps is not None and ew_imps is not None:
        # Review N1: an 82C pair of lists in a knockout: each side gets the average of the two (12C4).
        ns_value, ew_value, laws = _knockout(ns_imps, -ew_imps, laws, text_out, data)
        ns_text, ew_text = format_imps(ns_value), format_imps(ew_value)
    parts = replace(parts, ew_weighted=ew_result, ew_matchpoints=ew_mp)
    return Sheet("marques différentes", laws, ns_text, ew_text, before, "\n".join(text_out), data, parts)


def _knockout(
    ns_imps: float, ew_imps: float, laws: tuple[str, ...], lines: list[str], data: dict[str, Any]
) -> tuple[float, float, tuple[str, ...]]:
    """Law 12C4: in a knockout, two non-balancing IMP scores (each seen from its own side) become their
    average for each side; balancing scores are left as they are."""
    if math.isclose(ns_imps + ew_imps, 0.0, abs_tol=1e-9):
        return ns_imps, ew_imps, laws
    ns_value, ew_value = (round(value, 2) + 0.0 for value in knockout_scores(ns_imps, ew_imps))
    lines.append(
        f"Match à élimination directe : ces marques ne se compensent pas ({format_imps(round(ns_imps, 2))} "
        f"et {format_imps(round(ew_imps, 2))}) ; chaque équipe reçoit leur moyenne (12C4) : "
        f"Nord-Sud {format_imps(ns_value)}, Est-Ouest {format_imps(ew_value)}."
    )
    data["knockout"] = {"NS": ns_value, "EO": ew_value}
    return ns_value, ew_value, (*laws, "12C4")


def _value(value: float, in_imps: bool) -> str:
    return format_imps(value) if in_imps else format_percent(value)

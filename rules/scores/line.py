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

from rules.errors import shown
from rules.model import RulesError
from rules.regulations import DEFAULT_REGULATION
from rules.regulations import load as load_regulation
from rules.scores.adjusted import (
    VULNERABILITIES,
    Responsibility,
    ScoringForm,
    artificial_score,
    format_imps,
    format_percent,
    knockout_scores,
    parse_outcomes,
    weighted_score,
)
from rules.scores.boards import VULNERABILITY_LABELS, conditions
from rules.scores.matchpoints import parse_field, weighted_matchpoints
from rules.scores.split import Side, SplitFigures, split_12C1e, weighted_cross_imps
from rules.scores.wording import points_text, self_inflicted_text, unit_figure, weighted_text

SYNTAX = (
    "Une ligne : RÉSULTAT:POIDS,… (marques de Nord-Sud ou contrats : 420:60,-50:40 ; 4♠=:60,4♠-1:40), "
    "avec au besoin vul=personne|ns|eo|tous, ref=MARQUE (IMP contre l'autre table), terrain=420,450,-50 "
    "(points de match ; avec forme=imp : cross-IMP), obtenu=MARQUE (résultat de la table), pour 12C1e "
    "fautif=ns|eo sans-erreur=MARQUE, pour deux marques différentes (82C) eo=RÉSULTAT:POIDS,… (la liste "
    "d'Est-Ouest). obtenu=, sans-erreur= et eo= prennent aussi un contrat d'Est-Ouest (obtenu=EO 4♥-2). "
    "Marque artificielle (12C2) : 60/40, 40/60, 50/50, 60/60… en paires, +3/-3, -3/+3, 0/0… en IMP "
    "(Nord-Sud / Est-Ouest ; forme=ko : 12C4), avec au besoin seance-ns=63,5 seance-eo=35 (12C2c)."
)

# Quick choices, Nord-Sud's figure first: the figure names the responsibility (12C2a), the
# regulation gives the value (an organiser may set other averages than 60/50/40).
_PAIRS = {
    "60": Responsibility.NOT_AT_FAULT,
    "50": Responsibility.PARTLY_AT_FAULT,
    "40": Responsibility.DIRECTLY_AT_FAULT,
}
_IMPS = {
    "+3": Responsibility.NOT_AT_FAULT,
    "3": Responsibility.NOT_AT_FAULT,
    "0": Responsibility.PARTLY_AT_FAULT,
    "-3": Responsibility.DIRECTLY_AT_FAULT,
}
QUICK_CHOICES = ("60/40", "40/60", "50/50", "+3/-3", "-3/+3")


MAX_LINE = 500  # characters, as /marque #N and the terminal's m already cut
MAX_TOKEN = 80  # the longest setting a director types: terrain= with a dozen scores


class WorksheetError(RulesError):
    """A line the worksheet cannot read; the message is French."""


@dataclass(frozen=True)
class Request:
    """A worksheet line, read."""

    outcomes: str = ""
    vulnerability: str = "personne"
    reference: float | None = None
    field: tuple[int, ...] | None = None
    form: ScoringForm | None = None
    artificial: tuple[Responsibility, Responsibility, bool] | None = None  # NS, EO, in IMPs
    offender: Side | None = None
    obtained: str | None = None
    without_error: str | None = None
    session: tuple[float | None, float | None] = (None, None)  # 12C2c: each side's session figure
    ew_outcomes: str | None = None  # 82C: Est-Ouest's own results (seen from Nord-Sud), non-balancing


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
        return cls(regulation, vulnerability=found.vulnerability, dealer=found.dealer, number=number, **others)


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


def _number(value: str, key: str) -> float:
    try:
        number = float(value.strip().replace(",", "."))
    except ValueError:
        raise WorksheetError(f"{key}= attend une marque de Nord-Sud, pas « {value} ».") from None
    if not math.isfinite(number) or abs(number) > 7600:
        raise WorksheetError(f"{key}= attend une marque de Nord-Sud (au plus 7600), pas « {value} ».")
    return number


def artificial_choice(token: str) -> tuple[Responsibility, Responsibility, bool] | None:
    ns, sep, ew = token.partition("/")
    if not sep:
        return None
    ns, ew = ns.strip().rstrip("%"), ew.strip().rstrip("%").removesuffix("IMP").removesuffix("imp")
    if ns in _PAIRS and ew in _PAIRS:
        return _PAIRS[ns], _PAIRS[ew], False
    if ns in _IMPS and ew in _IMPS:
        return _IMPS[ns], _IMPS[ew], True
    raise WorksheetError(
        f"Marque artificielle inconnue : « {token} ». En paires : 60/40, 40/60, 50/50, 60/60, 40/40 ; "
        "en IMP : +3/-3, -3/+3, 0/0, +3/+3 (Nord-Sud / Est-Ouest)."
    )


_KEYS = {
    "vul": "vul",
    "vulnerabilite": "vul",
    "vulnérabilité": "vul",
    "ref": "ref",
    "réf": "ref",
    "reference": "ref",
    "référence": "ref",
    "terrain": "terrain",
    "forme": "forme",
    "fautif": "fautif",
    "obtenu": "obtenu",
    "avant": "obtenu",
    "sans-erreur": "sans-erreur",
    "sans_erreur": "sans-erreur",
    "seance-ns": "seance-ns",
    "séance-ns": "seance-ns",
    "seance-eo": "seance-eo",
    "séance-eo": "seance-eo",
    "eo": "eo",
}
FORMS = {
    "paires": ScoringForm.PAIRS,
    "individuel": ScoringForm.INDIVIDUAL,
    "imp": ScoringForm.IMP,
    "ko": ScoringForm.KNOCKOUT,
}


# A contract's declaring side written before it (« EO 4♥-2 »): inside a key's value, the space that
# follows it does not end the value (review S12).
_SIDE_PREFIX = re.compile(r"(?:^|[=,])(?:eo|ew|ns|e|o|w|n|s)$", re.IGNORECASE)
_RESULT_KEYS = ("obtenu", "avant", "sans-erreur", "sans_erreur", "eo")


def _tokens(text: str) -> list[str]:
    """The line's tokens; a result key's value that ends with a side prefix takes the next token."""
    out: list[str] = []
    for token in text.split():
        last = out[-1] if out else ""
        if last.partition("=")[0].lower() in _RESULT_KEYS and "=" in last and _SIDE_PREFIX.search(last):
            out[-1] = f"{out[-1]} {token}"
        else:
            out.append(token)
    return out


def parse_line(text: str) -> Request:
    """Read one worksheet line; a French WorksheetError for anything it cannot read."""
    text = (text or "").strip()
    if not text:
        raise WorksheetError(SYNTAX)
    if len(text) > MAX_LINE:
        raise WorksheetError(f"La ligne de marque est trop longue ({MAX_LINE} caractères au plus).")
    for token in text.split():
        if len(token) > MAX_TOKEN:  # T13: no number of thousands of digits, nor its echo
            raise WorksheetError(f"« {shown(token, 20)} » est trop long pour une ligne de marque. {SYNTAX}")
    given: dict[str, Any] = {}
    rest: list[str] = []
    seen: set[str] = set()
    artificial = None
    for token in _tokens(text):
        key, sep, value = token.partition("=")
        name = _KEYS.get(key.lower()) if sep else None
        if sep and name is None and re.fullmatch(r"[a-zà-ÿ_-]+", key.lower()):
            raise WorksheetError(f"Réglage inconnu : « {key}= ». {SYNTAX}")
        if name is None:
            found = artificial_choice(token) if ":" not in token else None
            if found is not None:
                artificial = found
            else:
                rest.append(token)
            continue
        if name in seen:  # review S10: the line's key names, whatever field they fill
            raise WorksheetError(f"« {key}= » est donné deux fois.")
        seen.add(name)
        if name == "vul":
            value = value.strip().lower()
            if value not in VULNERABILITIES:
                raise WorksheetError(
                    f"Vulnérabilité inconnue : « {value} ». Valeurs possibles : {', '.join(VULNERABILITIES)}."
                )
            given["vulnerability"] = value
        elif name == "ref":
            number = _number(value, "ref")
            # A Butler datum may be any figure (172,5 or 175), as with the CLI's --reference (review).
            given["reference"] = int(number) if number == int(number) else number
        elif name == "terrain":
            given["field"] = parse_field(value)
        elif name == "forme":
            form = FORMS.get(value.strip().lower())
            if form is None:
                raise WorksheetError(f"Forme inconnue : « {value} ». Valeurs possibles : {', '.join(FORMS)}.")
            given["form"] = form
        elif name == "fautif":
            offender = {"ns": Side.NS, "eo": Side.EW, "ew": Side.EW}.get(value.strip().lower())
            if offender is None:
                raise WorksheetError(f"Camp fautif inconnu : « {value} ». Valeurs possibles : ns, eo.")
            given["offender"] = offender
        elif name == "obtenu":
            given["obtained"] = value.strip()
        elif name == "eo":
            if not value.strip():
                raise WorksheetError("eo= attend les résultats d'Est-Ouest : eo=420:40,-50:60.")
            given["ew_outcomes"] = value.strip()
        elif name in ("seance-ns", "seance-eo"):
            try:
                figure = float(value.strip().rstrip("%").replace(",", "."))
            except ValueError:
                raise WorksheetError(
                    f"{key}= attend un pourcentage (ou des IMP par donne), pas « {value} »."
                ) from None
            ns_eo = list(given.get("session", (None, None)))
            ns_eo[0 if name == "seance-ns" else 1] = figure
            given["session"] = tuple(ns_eo)
            continue
        else:
            given["without_error"] = value.strip()
    outcomes = " ".join(rest)
    if outcomes and ":" not in outcomes and "," not in outcomes:
        outcomes += ":100"  # one result, no weight: the corrected or assigned result itself
    request = Request(outcomes=outcomes, artificial=artificial, **given)
    _check(request)
    return request


def _check(request: Request) -> None:
    if request.artificial is not None and request.outcomes:
        raise WorksheetError(
            "Choisissez une marque artificielle (60/40…) ou des résultats pondérés, pas les deux."
        )
    if request.artificial is None and not request.outcomes:
        raise WorksheetError(SYNTAX)
    if request.artificial is None and request.session != (None, None):
        raise WorksheetError(
            "seance-ns= et seance-eo= (12C2c) ne servent qu'à une marque artificielle (60/40…)."
        )
    split = (request.offender, request.without_error)
    if any(v is not None for v in split) and (None in split or request.obtained is None):
        raise WorksheetError(
            "Le calcul 12C1e demande les trois : fautif=ns|eo, obtenu=MARQUE (le résultat de la table) et "
            "sans-erreur=MARQUE (ce que le camp non fautif aurait obtenu sans sa propre erreur)."
        )
    if request.ew_outcomes is not None and (request.offender is not None or not request.outcomes):
        raise WorksheetError(
            "eo= donne la liste d'Est-Ouest à côté de celle de Nord-Sud (deux marques différentes, 82C) ; "
            "elle ne va ni avec une marque artificielle ni avec le calcul 12C1e (fautif=)."
        )
    if request.field is not None and request.reference is not None:
        raise WorksheetError(
            "Choisissez terrain= (points de match ou cross-IMP) ou ref= (IMP), pas les deux."
        )
    in_matchpoints = request.form in (ScoringForm.PAIRS, ScoringForm.INDIVIDUAL)
    if in_matchpoints and request.reference is not None:
        raise WorksheetError(
            "En points de match, on ne convertit pas en IMP : donnez terrain= (les marques de Nord-Sud aux "
            "autres tables) pour classer chaque résultat."
        )


def _single(text: str, vulnerability: str, key: str) -> int:
    if ":" in text:
        raise WorksheetError(f"{key}= attend un seul résultat, sans poids (170 ou 4♥=).")
    return parse_outcomes(f"{text}:100", vulnerability)[0].score


def _on_board(request: Request, text: str, board: Board) -> Request:
    """The line's settings over what the board leaves open."""
    given = {key.split("=")[0].lower() for key in text.split() if "=" in key}
    changes: dict[str, Any] = {}
    explicit = bool(given & {"vul", "vulnerabilite", "vulnérabilité"})
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
    if board.field is not None and request.field is None and request.reference is None:
        changes["field"] = board.field
    if not changes:
        return request
    updated = replace(request, **changes)
    _check(updated)
    return updated


def compute(text: str, board: Board | None = None) -> Sheet:
    """The one entry point: the director's line, read and computed on the board's context; a French
    RulesError (WorksheetError) when it cannot be."""
    board = board or Board()
    request = _on_board(parse_line(text), text, board)
    regulation = load_regulation(board.regulation)
    before = ""
    obtained = None
    if request.obtained is not None:
        obtained = _single(request.obtained, request.vulnerability, "obtenu")
        before = points_text(obtained)
    if request.artificial is not None:
        ns_resp, ew_resp, in_imps = request.artificial
        form = ScoringForm.IMP if in_imps else (request.form or ScoringForm.PAIRS)
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
        if in_imps and request.form is ScoringForm.KNOCKOUT and not math.isclose(ns.value + ew.value, 0.0):
            # Review S9: in a knockout, non-balancing scores become their average for each side (12C4).
            ns_value, ew_value = knockout_scores(ns.value, ew.value)
            laws = (*laws, "12C4")
            lines.append(
                f"Match à élimination directe : ces marques ne se compensent pas ; chaque équipe reçoit leur "
                f"moyenne (12C4) : Nord-Sud {format_imps(ns_value)}, Est-Ouest {format_imps(ew_value)}."
            )
            data["knockout"] = {"NS": ns_value, "EO": ew_value}
        return Sheet(
            "marque artificielle",
            laws,
            _value(ns_value, in_imps or form.in_imps),
            _value(ew_value, in_imps or form.in_imps),
            before,
            "\n".join(lines),
            data,
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
    text_out = [weighted_text(result, regulation, matchpoints)]
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
    if cross:
        assert request.field is not None
        value = weighted_cross_imps(outcomes, request.field)
        ns_text, ew_text = format_imps(round(value, 2)), format_imps(round(-value, 2))
        text_out.append(f"Cross-IMP pondérés : {ns_text} pour Nord-Sud.")
        data["cross_imps"] = value
    kind = "marque pondérée" if len(outcomes) > 1 else "résultat retenu"
    if request.ew_outcomes is not None:
        return _two_lists(
            request, outcomes, result, matchpoints, cross, ns_text, laws, before, text_out, data
        )
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
    return Sheet(kind, laws, ns_text, ew_text, before, "\n".join(text_out), data)


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
    result: Any,
    matchpoints: Any,
    cross: bool,
    ns_text: str,
    laws: tuple[str, ...],
    before: str,
    text_out: list[str],
    data: dict[str, Any],
) -> Sheet:
    """82C (review S4): Nord-Sud's figure from its list, Est-Ouest's from its own; they need not balance."""
    assert request.ew_outcomes is not None
    ew_outcomes = parse_outcomes(request.ew_outcomes, request.vulnerability)
    ew_result = weighted_score(ew_outcomes, request.reference)
    ew_text = points_text(-ew_result.total_points)
    if ew_result.weighted_imps is not None:
        ew_text = format_imps(round(-ew_result.weighted_imps, 2))
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
    return Sheet("marques différentes", laws, ns_text, ew_text, before, "\n".join(text_out), data)


def _value(value: float, in_imps: bool) -> str:
    return format_imps(value) if in_imps else format_percent(value)

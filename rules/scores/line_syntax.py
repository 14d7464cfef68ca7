"""The score worksheet's line read (Law 12): the syntax, the settings, the checks; computed by line.py."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Any

from rules.errors import shown
from rules.model import RulesError, Ruling
from rules.scores.adjusted import (
    VULNERABILITIES,
    Responsibility,
    ScoringForm,
    vulnerability_named,
)
from rules.scores.matchpoints import parse_field
from rules.scores.split import Side

SYNTAX = (
    "Une ligne : RÉSULTAT:POIDS,… (marques de Nord-Sud ou contrats avec leur camp : 420:60,-50:40 ; NS 4♠=:60,EO 3SA-1:40), "
    "avec au besoin vul=personne|ns|eo|tous, ref=MARQUE (IMP contre l'autre table), terrain=420,450,-50 "
    "(points de match ; avec forme=imp : cross-IMP), obtenu=MARQUE (résultat de la table), pour 12C1e "
    "fautif=ns|eo sans-erreur=MARQUE, pour deux marques différentes (82C) eo=RÉSULTAT:POIDS,… (la liste "
    "d'Est-Ouest). obtenu=, sans-erreur= et eo= prennent aussi un contrat d'Est-Ouest (obtenu=EO 4♥-2). "
    "Marque artificielle (12C2) : 60/40, 40/60, 50/50, 60/60… en paires, +3/-3, -3/+3, 0/0… en IMP "
    "(Nord-Sud / Est-Ouest ; forme=ko : 12C4), avec au besoin seance-ns=63,5 seance-eo=35 (12C2c) et fautif=ns|eo "
    "(le camp fautif, quand la décision ne le note pas)."
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
_PAIR_NAMES = {responsibility.value: figure for figure, responsibility in _PAIRS.items()}
_IMP_NAMES = {"not_at_fault": "+3", "partly_at_fault": "0", "directly_at_fault": "-3"}
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
    beyond = _beyond_averages(ns, ew)
    if beyond is not None:
        raise WorksheetError(f"« {token} » : {beyond}")
    raise WorksheetError(
        f"Marque artificielle non comprise : « {token} ». En paires : 60/40, 40/60, 50/50, 60/60, 40/40 ; "
        "en IMP : +3/-3, -3/+3, 0/0, +3/+3 (Nord-Sud / Est-Ouest)."
    )


def _figure(text: str) -> float | None:
    try:
        value = float(text.replace(",", "."))
    except ValueError:
        return None
    return value if math.isfinite(value) else None


def _beyond_averages(ns: str, ew: str) -> str | None:
    """Tester18 R10: figures that are percentages or IMPs, but not the averages of 12C2 (« 70/30 », « 65/35 »,
    « +4/-4 »): what Arbitre accepts and why, never « inconnue »; None when they are no figures at all."""
    signed = ns[:1] in "+-" or ew[:1] in "+-"
    a, b = _figure(ns), _figure(ew)
    if a is None or b is None:
        return None
    if signed or max(abs(a), abs(b)) < 10:
        return (
            "en IMP, la marque artificielle est moyenne plus +3 IMP, moyenne 0, moyenne moins -3 IMP (Loi 12C2b) : "
            "tapez +3/-3, -3/+3, 0/0, +3/+3… (Nord-Sud / Est-Ouest). Seul l'organisateur, avec l'accord de "
            "l'autorité réglementaire, peut fixer d'autres valeurs. Une marque ajustée attribuée (12C1) se calcule "
            "depuis les résultats : 420:100 ref=-50 forme=imp."
        )
    if not (0 <= a <= 100 and 0 <= b <= 100):
        return None
    return (
        "la marque artificielle en paires suit la responsabilité (Loi 12C2a) : moyenne plus (au moins 60 %) au "
        "camp en rien fautif, moyenne (50 %) au camp en partie fautif, moyenne moins (au plus 40 %) au camp "
        "directement fautif ; le règlement de l'épreuve fixe ces valeurs (FFB : 60 %, 50 %, 40 %). Tapez la "
        "responsabilité : 60/40, 40/60, 50/50, 60/60, 40/40 (Nord-Sud / Est-Ouest). Plus de 60 % ou moins de 40 % "
        "ne vient que du pourcentage du camp sur les autres donnes de la séance (12C2c) : par exemple 60/40 "
        "seance-ns=70. Pour une marque ajustée pondérée entre plusieurs résultats (12C1c), donnez-les avec leurs "
        "poids : 420:70,-50:30."
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


def settings_in(line: str) -> set[str]:
    """The settings a line gives, by their own names (« vul », « ref », « forme », « eo »…), whatever
    spelling was typed (« référence= », « vulnerabilite= »): `arbitre marque` refuses an option that
    repeats one of them."""
    found = set()
    for word in line.split():
        key, sep, _ = word.partition("=")
        if sep and key.lower() in _KEYS:
            found.add(_KEYS[key.lower()])
    return found


# A contract's declaring side written before it (« EO 4♥-2 »): inside a key's value, the space that
# follows it does not end the value (review S12).
_SIDE_PREFIX = re.compile(r"(?:^|[=,])(?:eo|ew|ns|e|o|w|n|s)$", re.IGNORECASE)
_RESULT_KEYS = ("obtenu", "avant", "sans-erreur", "sans_erreur", "eo")


def artificial_token(ns: Responsibility, ew: Responsibility, in_imps: bool) -> str:
    """The sheet's quick choice for these responsibilities (Nord-Sud / Est-Ouest): the inverse of
    artificial_choice, so that a ruling says what to type (« 40/60 » when Nord-Sud is at fault)."""
    names = _IMP_NAMES if in_imps else _PAIR_NAMES
    return f"{names[ns.value]}/{names[ew.value]}"


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
            named = vulnerability_named(value)
            if named is None:
                raise WorksheetError(
                    f"Vulnérabilité inconnue : « {value.strip()} ». Valeurs possibles : {', '.join(VULNERABILITIES)}."
                )
            given["vulnerability"] = named
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
    check_request(request)
    return request


def check_request(request: Request) -> None:
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
    if request.artificial is not None and request.without_error is not None:
        raise WorksheetError(
            "sans-erreur= sert au calcul 12C1e (deux marques ajustées), pas à une marque artificielle (12C2)."
        )
    if request.artificial is not None and request.offender is not None:
        offender = request.artificial[0 if request.offender is Side.NS else 1]
        if offender is Responsibility.NOT_AT_FAULT:  # tester22 P10: the offenders' moyenne plus (12C2a)
            name = "Nord-Sud" if request.offender is Side.NS else "Est-Ouest"
            raise WorksheetError(
                f"Cette marque donne à {name}, le camp fautif (fautif=), la {offender.average_name}, réservée au "
                "camp totalement non fautif (12C2a) : le camp fautif reçoit la moyenne moins (directement "
                "fautif) ou la moyenne (en partie fautif)."
            )
    split = (request.offender, request.without_error)
    if (
        request.artificial is None
        and any(v is not None for v in split)
        and (None in split or request.obtained is None)
    ):
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


def artificial_disagreement(line: str, responsibilities: tuple[tuple[str, str], ...]) -> str | None:
    """Why an artificial mark typed on the sheet contradicts the ruling's responsibilities (12C2a),
    in French, or None (tester6 T17: « 60/40 » typed for a ruling that put Nord-Sud at fault gave the
    offenders the moyenne plus on the scorer's sheet). Lines that are not artificial pass."""
    try:
        typed = parse_line(line).artificial
    except WorksheetError:
        return None  # the worksheet says why when it computes the line
    ruled = dict(responsibilities)
    if typed is None or set(ruled) != {"NS", "EO"}:
        return None
    ns_typed, ew_typed, in_imps = typed
    ns_ruled, ew_ruled = Responsibility(ruled["NS"]), Responsibility(ruled["EO"])
    if (ns_typed, ew_typed) == (ns_ruled, ew_ruled):
        return None
    said = ", ".join(
        f"{name} {typed_side.average_name} ({typed_side.label})"
        for name, typed_side in (("Nord-Sud", ns_typed), ("Est-Ouest", ew_typed))
    )
    decided = ", ".join(
        f"{name} {ruled_side.label}" for name, ruled_side in (("Nord-Sud", ns_ruled), ("Est-Ouest", ew_ruled))
    )
    return (
        f"Cette marque donne {said} ; la décision dit {decided}. Tapez « "
        f"{artificial_token(ns_ruled, ew_ruled, in_imps)} » (Nord-Sud / Est-Ouest, avec seance-ns= et "
        "seance-eo= au besoin), ou changez d'abord la décision (r)."
    )


def artificial_unit_disagreement(line: str, in_imps: bool) -> str | None:
    """Tester21 P8: an artificial mark in the other unit than the event's (« +3/+3 » in IMP, 12C2b, on a pairs
    event scored in matchpoints, 12C2a; or a percentage in a teams match), in French; None when it agrees or
    the line is no artificial mark."""
    try:
        typed = parse_line(line).artificial
    except WorksheetError:
        return None
    if typed is None or typed[2] == in_imps:
        return None
    ns, ew, _ = typed
    unit, other = (
        ("en IMP (12C2b)", "en pourcentage (12C2a)")
        if in_imps
        else ("en pourcentage (12C2a)", "en IMP (12C2b)")
    )
    return (
        f"L'épreuve se marque {unit} d'après l'incident ; cette marque est {other}. Tapez « "
        f"{artificial_token(ns, ew, in_imps)} », ou changez d'abord la forme de l'épreuve (r). Rien n'est enregistré."
    )


CLAIM_LAWS = ("69", "70", "71")


def rules_a_result(ruling: Ruling) -> bool:
    """A claim or concession ruled (69-71), whether or not its total of tricks is known: the board has
    a result, scored with the contract and the tricks ruled; an artificial mark (12C2, for a board that
    cannot be scored) does not apply (tester6 T22), and the mark keeps the declaring side (T28)."""
    return ruling.tricks_awarded is not None or any(law.startswith(CLAIM_LAWS) for law in ruling.laws)

"""Adjusted scores (Law 12): the artificial score by responsibility, and the weighted score.

Pure functions, no I/O. The values a federation may change (average plus and minus, in
percent and in IMPs) come from the regulation; the thresholds of Law 12C2c (60 % and 40 %)
are fixed by the Law itself.

What is computed, and what is not:

* `artificial_score` applies 12C2a (pairs: average minus / average / average plus), 12C2b
  (IMPs: ±3 by default) and the session exception of 12C2c (pairs only: the « equivalent in
  IMPs » of 12C2c is left to the organiser, so it is not computed).
* `knockout_scores` applies 12C4 to two non-balancing IMP scores.
* `weighted_score` applies 12C1c: given the legally achievable results (scores for Nord-Sud,
  or contracts and results scored with `rules.scores.duplicate`) and their weights in percent, it
  returns the weighted total-point score, and — when a reference score is given (the other
  table of a team match, or the datum) — the IMPs of each result and their weighted average.
  At matchpoints the weighted score is obtained by matchpointing each result against the
  field and weighting the percentages: rules/scores/matchpoints.py does it when the director gives
  the other tables' scores (`arbitre marque --terrain`).
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from functools import cache

from rules.errors import shown
from rules.model import RulesError
from rules.regulations import Regulation
from rules.scores.duplicate import Contract, Doubling, Strain, score

# Law 12C2c: the session percentages beyond which a contestant keeps his own percentage.
SESSION_HIGH_PERCENT = 60.0
SESSION_LOW_PERCENT = 40.0


class Responsibility(StrEnum):
    """Law 12C2a: how far a contestant is responsible for the board having no result."""

    DIRECTLY_AT_FAULT = "directly_at_fault"
    PARTLY_AT_FAULT = "partly_at_fault"
    NOT_AT_FAULT = "not_at_fault"

    @property
    def label(self) -> str:
        return {
            "directly_at_fault": "entièrement fautif",
            "partly_at_fault": "partiellement fautif",
            "not_at_fault": "totalement non fautif",
        }[self.value]

    @property
    def average_name(self) -> str:
        return {
            "directly_at_fault": "moyenne moins",
            "partly_at_fault": "moyenne",
            "not_at_fault": "moyenne plus",
        }[self.value]


class ScoringForm(StrEnum):
    PAIRS = "pairs"  # matchpoints, in percent of the top
    INDIVIDUAL = "individual"  # matchpoints too; Law 12C3 for the two members of a side
    IMP = "imp"  # teams, or pairs scored in IMPs
    KNOCKOUT = "knockout"  # IMPs, knockout match: Law 12C4 for non-balancing scores

    @property
    def in_imps(self) -> bool:
        return self in (ScoringForm.IMP, ScoringForm.KNOCKOUT)

    @property
    def label(self) -> str:
        return {
            "pairs": "tournoi par paires (points de match)",
            "individual": "tournoi individuel (points de match)",
            "imp": "marque en IMP",
            "knockout": "match à élimination directe (IMP)",
        }[self.value]


def ambiguous_c(written: str, *, card: bool = False) -> str:
    """The one refusal of the letter C, cœur to a French director and clubs in English (the score line,
    the contracts to evaluate, a claim's trump and cards). A card cannot take T or CO (T is the ten)."""
    advice = (
        "Écrivez ♣ pour trèfle, ♥ ou H pour cœur."
        if card
        else "Écrivez ♣ ou T pour trèfle, ♥ ou CO pour cœur."
    )
    return f"« {written} » est ambigu : « C » peut être trèfle (anglais) ou cœur (français). {advice}"


def french_number(value: float, decimals: int = 2) -> str:
    """60.0 → « 60 », 62.5 → « 62,5 », -1.25 → « -1,25 » (no trailing zeros)."""
    text = f"{value:.{decimals}f}".rstrip("0").rstrip(".") if decimals else f"{value:.0f}"
    if text in ("-0", ""):
        text = "0"
    return text.replace(".", ",")


def format_percent(value: float) -> str:
    return f"{french_number(value)} %"


def format_imps(value: float) -> str:
    sign = "+" if value > 0 else ""
    return f"{sign}{french_number(value)} IMP"


@dataclass(frozen=True)
class ArtificialScore:
    """The artificial adjusted score of one contestant."""

    responsibility: Responsibility
    form: ScoringForm
    value: float  # percent of the top (pairs, individual) or IMPs
    base: float  # the value of 12C2a / 12C2b, before the session exception
    session_applied: bool  # 12C2c replaced the base by the session percentage
    laws: tuple[str, ...]

    @property
    def text(self) -> str:
        shown = format_imps(self.value) if self.form.in_imps else format_percent(self.value)
        if self.session_applied:
            return f"{shown} (son pourcentage sur les autres donnes de la séance, au lieu de la {self.responsibility.average_name})"
        return f"{self.responsibility.average_name} : {shown}"

    def to_dict(self) -> dict[str, object]:
        return {
            "responsibility": self.responsibility.value,
            "form": self.form.value,
            "value": self.value,
            "unit": "IMP" if self.form.in_imps else "%",
            "base": self.base,
            "session_applied": self.session_applied,
            "laws": list(self.laws),
            "text": self.text,
        }


def check_session_percent(session_percent: float | None) -> None:
    if session_percent is None:
        return
    if math.isnan(session_percent) or not 0 <= session_percent <= 100:
        raise RulesError(
            f"Pourcentage de séance invalide : {shown(french_number(session_percent), 20)} ; il doit être compris entre 0 et 100."
        )


def artificial_score(
    responsibility: Responsibility | str,
    form: ScoringForm | str,
    regulation: Regulation,
    session_percent: float | None = None,
) -> ArtificialScore:
    """Law 12C2a-c for one contestant.

    `session_percent` is the contestant's percentage on the other boards of the session
    (pairs and individual only). It matters only for a contestant in no way at fault (above
    60 % he keeps it) or directly at fault (below 40 % he keeps it); interpretation: a
    contestant only partly at fault always gets the average.
    """
    responsibility = Responsibility(responsibility)
    form = ScoringForm(form)
    if not form.in_imps:
        check_session_percent(session_percent)
    if form.in_imps:
        if session_percent is not None and not regulation.imp_session_equivalent:
            raise RulesError(
                "Le pourcentage de séance (12C2c) ne s'applique qu'aux tournois en points de match ; "
                "en IMP, l'équivalent est à fixer par l'organisateur et n'est pas calculé par Arbitre."
            )
        base = {
            Responsibility.DIRECTLY_AT_FAULT: float(regulation.imp_average_minus),
            Responsibility.PARTLY_AT_FAULT: 0.0,
            Responsibility.NOT_AT_FAULT: float(regulation.imp_average_plus),
        }[responsibility]
        laws = ("12C2a", "12C2b")
        if session_percent is not None:
            # The regulation's IMP equivalent of 12C2c: here `session_percent` is the IMP average.
            if responsibility is Responsibility.NOT_AT_FAULT and session_percent > base:
                return ArtificialScore(responsibility, form, session_percent, base, True, (*laws, "12C2c"))
            if responsibility is Responsibility.DIRECTLY_AT_FAULT and session_percent < base:
                return ArtificialScore(responsibility, form, session_percent, base, True, (*laws, "12C2c"))
        return ArtificialScore(responsibility, form, base, base, False, laws)
    base = float(
        {
            Responsibility.DIRECTLY_AT_FAULT: regulation.average_minus_percent,
            Responsibility.PARTLY_AT_FAULT: regulation.average_percent,
            Responsibility.NOT_AT_FAULT: regulation.average_plus_percent,
        }[responsibility]
    )
    laws: tuple[str, ...] = ("12C2a",)
    if form is ScoringForm.INDIVIDUAL:
        laws = (*laws, "12C3")
    if session_percent is not None:
        if responsibility is Responsibility.NOT_AT_FAULT and session_percent > SESSION_HIGH_PERCENT:
            return ArtificialScore(responsibility, form, session_percent, base, True, (*laws, "12C2c"))
        if responsibility is Responsibility.DIRECTLY_AT_FAULT and session_percent < SESSION_LOW_PERCENT:
            return ArtificialScore(responsibility, form, session_percent, base, True, (*laws, "12C2c"))
    return ArtificialScore(responsibility, form, base, base, False, laws)


def balanced(first: ArtificialScore, second: ArtificialScore) -> bool:
    """Do the two scores of a board add up (100 % in pairs, 0 IMP at IMPs)?"""
    total = first.value + second.value
    return math.isclose(total, 0.0 if first.form.in_imps else 100.0, abs_tol=1e-9)


def knockout_scores(first_imps: float, second_imps: float) -> tuple[float, float]:
    """Law 12C4: each side's non-balancing score is computed separately, and both get the
    average of the two, seen from their side: (a − b) / 2 and (b − a) / 2."""
    net = (first_imps - second_imps) / 2
    return net, -net


# --- 12C1c: the weighted assigned score ----------------------------------------------------

# Law 78B: the IMP scale (upper bound of each band of point difference → IMPs).
_IMP_SCALE = (
    (10, 0), (40, 1), (80, 2), (120, 3), (160, 4), (210, 5), (260, 6), (310, 7), (360, 8),
    (420, 9), (490, 10), (590, 11), (740, 12), (890, 13), (1090, 14), (1290, 15), (1490, 16),
    (1740, 17), (1990, 18), (2240, 19), (2490, 20), (2990, 21), (3490, 22), (3990, 23),
)  # fmt: skip


def imps(difference: float) -> int:
    """Convert a point difference into IMPs (positive for the side that gained). The difference may
    be fractional: an unrounded Butler datum is not a multiple of 10 (review, missing 11)."""
    size = abs(difference)
    value = next((imp for bound, imp in _IMP_SCALE if size <= bound), 24)
    return value if difference >= 0 else -value


@dataclass(frozen=True)
class Outcome:
    """One legally achievable result and its weight, scored for Nord-Sud."""

    score: int  # for Nord-Sud (negative when Nord-Sud lose points)
    weight: float  # percent
    label: str = ""

    def to_dict(self) -> dict[str, object]:
        return {"label": self.label or str(self.score), "score": self.score, "weight": self.weight}


@dataclass(frozen=True)
class WeightedScore:
    outcomes: tuple[Outcome, ...]
    total_points: float  # Σ score × weight / Σ weight, for Nord-Sud
    reference: float | None = None  # Nord-Sud's score at the other table, or the datum
    imps: tuple[int, ...] = ()  # IMPs of each outcome against the reference
    weighted_imps: float | None = None

    def to_dict(self) -> dict[str, object]:
        return {
            "outcomes": [
                {**o.to_dict(), **({"imps": self.imps[i]} if self.imps else {})}
                for i, o in enumerate(self.outcomes)
            ],
            "total_points": self.total_points,
            "reference": self.reference,
            "weighted_imps": self.weighted_imps,
        }


WEIGHT_TOLERANCE = 0.01


def weighted_score(outcomes: Sequence[Outcome], reference: float | None = None) -> WeightedScore:
    """Law 12C1c: the weighted total-point score for Nord-Sud and, with a reference score,
    the weighted IMPs (each result is converted into IMPs first, then weighted)."""
    if not outcomes:
        raise RulesError("Donnez au moins un résultat possible, avec son poids en pourcentage.")
    for outcome in outcomes:
        if math.isnan(outcome.weight) or not 0 < outcome.weight <= 100:
            raise RulesError(
                f"Poids invalide pour le résultat {outcome.label or outcome.score} : "
                f"{french_number(outcome.weight)} % (chaque poids doit être compris entre 0 exclu et 100)."
            )
    total_weight = sum(o.weight for o in outcomes)
    if not math.isclose(total_weight, 100.0, abs_tol=WEIGHT_TOLERANCE):
        raise RulesError(
            f"Les poids doivent totaliser 100 % ; leur total est de {french_number(total_weight)} %."
        )
    # Divided by the weights' own sum, not by 100: a set within the tolerance (33,33 × 3) stays exact.
    total = sum(o.score * o.weight for o in outcomes) / total_weight
    if reference is None:
        return WeightedScore(tuple(outcomes), total)
    each = tuple(imps(o.score - reference) for o in outcomes)
    weighted = sum(i * o.weight for i, o in zip(each, outcomes, strict=True)) / total_weight
    return WeightedScore(tuple(outcomes), total, reference, each, weighted)


# --- parsing the results typed by a director ------------------------------------------------

_STRAINS = {
    "♣": Strain.CLUBS,
    "T": Strain.CLUBS,
    "♦": Strain.DIAMONDS,
    "K": Strain.DIAMONDS,
    "CA": Strain.DIAMONDS,
    "D": Strain.DIAMONDS,
    "♥": Strain.HEARTS,
    "CO": Strain.HEARTS,
    "H": Strain.HEARTS,
    "♠": Strain.SPADES,
    "P": Strain.SPADES,
    "S": Strain.SPADES,
    "SA": Strain.NOTRUMP,
    "NT": Strain.NOTRUMP,
}
# The declaring side before the contract (« EO 4♠= », « N 4♥= »), or the declarer's seat as a traveller notes it,
# after the strain (« 4♥N= », « 3SA E -1 ») or after the result (« 4♥= N »).
_CONTRACT = re.compile(
    r"^(?:(?P<side>NS|EO|EW|N|S|E|O|W)\s+)?(?P<level>[1-7])\s*"
    r"(?P<strain>SA|NT|CO|CA|♣|♦|♥|♠|T|K|D|H|P|S|C)\s*(?P<doubling>XX|X)?\s*(?P<seat>N|S|E|O|W)?\s*"
    r"(?P<result>=|[+-]\s*[0-9]{1,2})(?:\s*(?P<after>NS|EO|EW|N|S|E|O|W))?$"
)
_EAST_WEST = ("EO", "EW", "E", "O", "W")


def _typed_side(match: re.Match[str], text: str) -> str | None:
    """« NS », « EO » or None: the side the contract's words name, wherever they name it; a French RulesError
    when they name both (« NS 4♥E= »)."""
    named = {
        ("EO" if found in _EAST_WEST else "NS")
        for found in (match["side"], match["seat"], match["after"])
        if found
    }
    if len(named) > 1:
        raise RulesError(f"Deux camps pour un même contrat : « {text.strip()} ». {FORMAT_HELP}")
    return named.pop() if named else None


_INTEGER = re.compile(r"^[+-]?[0-9]+$")
_WEIGHT = re.compile(r"^[+-]?[0-9]+(?:\.[0-9]+)?$|^[+-]?\.[0-9]+$")
_FRACTION = re.compile(r"^([0-9]{1,3})\s*/\s*([0-9]{1,3})$")  # « 1/3 »: a share of the whole, not a percent
MIN_WEIGHT = 0.01  # percent: a smaller weight would print as 0 % and change nothing

VULNERABILITIES = ("personne", "ns", "eo", "tous")
# The other words a director types for them (tester13 Z13: « aucun » as often as « personne »).
_VULNERABILITY_WORDS = {
    **{word: "personne" for word in ("aucun", "aucune", "nul", "sans", "none")},
    **{word: "ns" for word in ("n-s", "nord-sud", "nordsud")},
    **{word: "eo" for word in ("e-o", "est-ouest", "estouest", "ew", "e-w")},
    **{word: "tous" for word in ("tout", "toutes", "les deux", "all", "both")},
}


def vulnerability_named(text: str) -> str | None:
    """The vulnerability code (« personne », « ns », « eo », « tous ») a director's word names, or None."""
    word = " ".join(text.strip().lower().split())
    return word if word in VULNERABILITIES else _VULNERABILITY_WORDS.get(word)


FORMAT_HELP = (
    "Chaque résultat s'écrit RÉSULTAT:POIDS, séparés par des virgules. RÉSULTAT est la marque de "
    "Nord-Sud (420, -50) ou un contrat et son résultat (4♠=, 3SA-1, 4PX+1, « EO 5♥X-2 » ou « 5♥XE-2 » pour un "
    "contrat joué par Est-Ouest) ; POIDS est un pourcentage (60, 62,5, 33 %), une part (0,33) ou une fraction "
    "(1/3), les poids faisant 100 % en tout. Exemple : « 420:60,-50:40 »."
)


@cache
def achievable_scores() -> frozenset[int]:
    """Every duplicate score a contract can give its declaring side (Law 77), in absolute value."""
    found = {0}
    for level in range(1, 8):
        for strain in Strain:
            for doubling in Doubling:
                for vulnerable in (False, True):
                    contract = Contract(level, strain, doubling, vulnerable)
                    found.update(abs(score(contract, tricks)) for tricks in range(14))
    return frozenset(found)


def contract_tricks(text: str) -> tuple[str | None, int, int] | None:
    """« EO 4♠-5 » → ("EO", 4, 5): the side typed before the contract (« NS », « EO » or None when
    none), its level, and the declarer's tricks; None for a score typed in points or unreadable."""
    match = _CONTRACT.match(text.strip().upper())
    if match is None:
        return None
    typed = _typed_side(match, text)
    raw = match["result"].replace(" ", "")
    level = int(match["level"])
    return typed, level, level + 6 + (0 if raw == "=" else int(raw))


def contract_doubling(text: str) -> str | None:
    """« 4♥X-1 » → "doubled" (« none », « doubled », « redoubled »: the result questions' values); None
    for a score typed in points or unreadable."""
    match = _CONTRACT.match(text.strip().upper())
    if match is None:
        return None
    return {None: "none", "X": "doubled", "XX": "redoubled"}[match["doubling"]]


def contract_named(text: str) -> tuple[int, str] | None:
    """« EO 4♠-5 » → (4, "S"): the contract's level and strain (`Strain`'s value); None otherwise."""
    match = _CONTRACT.match(text.strip().upper())
    return (int(match["level"]), _STRAINS[match["strain"]].value) if match is not None else None


def parse_outcome(text: str, vulnerability: str = "personne") -> Outcome:
    """« 420:60 », « 4♠=:60 », « EO 5♥X-2:40 » → an Outcome; a French RulesError otherwise."""
    if vulnerability not in VULNERABILITIES:
        raise RulesError(f"Vulnérabilité inconnue : {vulnerability!r} ({', '.join(VULNERABILITIES)}).")
    result, sep, weight_text = text.strip().rpartition(":")
    if not sep or not result.strip():
        raise RulesError(f"Résultat sans poids : « {text.strip()} ». {FORMAT_HELP}")
    cleaned = weight_text.strip().rstrip("%").strip().replace(",", ".")
    fraction = _FRACTION.match(cleaned)
    if fraction is not None and int(fraction[2]) > 0:  # tester19 Q13e: « 1/3 » is a third, 33.33… %
        weight = 100 * int(fraction[1]) / int(fraction[2])
    # Plain decimals only: « 1e2 », « inf » or « nan » are no weights a director writes (review, section 4).
    elif not _WEIGHT.match(cleaned):
        raise RulesError(f"Poids illisible dans « {text.strip()} ». {FORMAT_HELP}")
    else:
        weight = float(cleaned)
    if 0 < weight < MIN_WEIGHT:
        raise RulesError(
            f"Poids trop petit dans « {text.strip()} » : un résultat compte pour au moins "
            f"{french_number(MIN_WEIGHT)} %, sinon retirez-le."
        )
    result = result.strip()
    if _INTEGER.match(result):
        value = int(result)
        if value % 10:
            raise RulesError(f"Marque impossible au bridge : {value} (une marque est un multiple de 10).")
        if abs(value) not in achievable_scores():
            # Review M6: « 60:50,40:50 » is match-point percentages, not scores; say so rather than
            # weigh them as +60 and +40 points.
            raise RulesError(
                f"Marque impossible au bridge : {value} (aucun contrat ne la donne). Des pourcentages de points "
                "de match ne se pondèrent pas ici : donnez des marques (420, -50) ou des contrats (4♠=)."
            )
        return Outcome(value, weight, f"{value:+d}" if value else "0")
    match = _CONTRACT.match(result.upper())
    if not match:
        if re.match(r"^(?:\S+\s+)?[1-7]\s*C(?!O|A)", result.upper()):
            raise RulesError(ambiguous_c(result))
        raise RulesError(f"Résultat illisible : « {result} ». {FORMAT_HELP}")
    if match["strain"] == "C":
        raise RulesError(ambiguous_c(result))
    by_ew = _typed_side(match, result) == "EO"
    vulnerable = vulnerability == "tous" or vulnerability == ("eo" if by_ew else "ns")
    doubling = {None: Doubling.NONE, "X": Doubling.DOUBLED, "XX": Doubling.REDOUBLED}[match["doubling"]]
    contract = Contract(int(match["level"]), _STRAINS[match["strain"]], doubling, vulnerable)
    raw = match["result"].replace(" ", "")
    tricks = contract.level + 6 + (0 if raw == "=" else int(raw))
    if not 0 <= tricks <= 13:
        raise RulesError(f"Résultat impossible : « {result} » ferait {tricks} levées.")
    points = score(contract, tricks)
    side = "Est-Ouest" if by_ew else "Nord-Sud"
    label = f"{contract.result(tricks)} par {side}{' (vulnérable)' if vulnerable else ''}"
    return Outcome(-points if by_ew else points, weight, label)


def parse_outcomes(text: str, vulnerability: str = "personne") -> list[Outcome]:
    if len(text) > 2000:
        raise RulesError("Trop de résultats : 2 000 caractères au plus.")
    items = _decimal_commas([item for item in text.split(",") if item.strip()])
    for item in items:
        if len(item.strip()) > 40:  # T13: a result of thousands of digits is refused, never echoed whole
            raise RulesError(f"Résultat illisible : « {shown(item.strip(), 20)} ». {FORMAT_HELP}")
    if not items:
        raise RulesError(f"Aucun résultat donné. {FORMAT_HELP}")
    for item in items:
        if ":" not in item:
            raise RulesError(f"« {item.strip()} » n'a pas de poids. {FORMAT_HELP}")
    return _as_percents([parse_outcome(item, vulnerability) for item in items])


_WHOLE_WEIGHT = re.compile(r":\s*([0-9]+)\s*$")
_DECIMALS = re.compile(r"^\s*[0-9]{1,2}\s*%?\s*$")


def _decimal_commas(items: list[str]) -> list[str]:
    """Tester19 Q13e: a weight written with a decimal comma (« 420:62,5 », « 420:0,33 ») is split by the list's
    commas; the piece after it, one or two digits without « : » (or any digits after a weight of 0, which weighs
    nothing), is its decimals. A score left without a weight (« 420:60,450 ») stays a piece of its own."""
    out: list[str] = []
    for item in items:
        whole = _WHOLE_WEIGHT.search(out[-1]) if out else None
        if whole is not None and ":" not in item and (_DECIMALS.match(item) or int(whole[1]) == 0):
            out[-1] = f"{out[-1].rstrip()}.{item.strip()}"
        else:
            out.append(item)
    return out


def _as_percents(outcomes: list[Outcome]) -> list[Outcome]:
    """Tester19 Q13e: weights given as shares of the whole (« 0.33,0.67 », « 0,5 ») rather than percents: every
    weight at most 1 and their sum 1 → percents. Shares that do not make 1 are refused here, in their own terms
    (as percents they would read as « a total of 1 % »)."""
    weights = [o.weight for o in outcomes]
    if not weights or max(weights) > 1:
        return outcomes
    total = sum(weights)
    if math.isclose(total, 1.0, abs_tol=WEIGHT_TOLERANCE / 100):
        return [replace(o, weight=o.weight * 100) for o in outcomes]
    raise RulesError(
        f"Les poids, donnés comme parts (0,33 pour un tiers), doivent totaliser 1 ; leur total est de "
        f"{french_number(total)}. Tapez par exemple « 420:0.33,-50:0.67 », « 420:1/3,-50:2/3 » ou "
        "« 420:33,-50:67 » (en %)."
    )

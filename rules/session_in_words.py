"""A side's percentage on the session's other boards, as the director says it (12C2c: « NS font 64 % sur les
autres donnes de la séance »): above 60 % or below 40 %, and the figure itself. Pure: words in, answers out.

Only a side named by its letters or its name (« NS », « Est-Ouest »), never « ils »; only in a clause said plainly
(no question, supposition or denial just before); a figure the questions cannot take (« 64,3 % ») gives only
whether it is above 60 % or below 40 %.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

_SIDE = r"(NS|N-S|Nord-Sud|Nord Sud|EO|E-O|Est-Ouest|Est Ouest)"
_PERCENT = re.compile(
    # the side's apposition between (« Nord-Sud, seuls fautifs (ils ont mélangé les cartes), font 34 % … »)
    rf"(?<![\w-]){_SIDE}(?:\s*,[^.;:!?,]{{1,120}}?,)?\s+(?:font|ont|obtiennent|réalisent|realisent|totalisent|sont\s+à|sont\s+a)\s+"
    r"(\d{1,3}(?:[,.]\d{1,2})?)\s*%\s+(?:sur|de|dans)\s+"
    r"(?:les\s+autres\s+donnes|leurs\s+autres\s+donnes|le\s+reste\s+de\s+la\s+s[ée]ance|la\s+s[ée]ance)",
    re.IGNORECASE,
)
# A question, a supposition or a denial in the clause before the figure: not a fact.
_DOUBT = re.compile(
    r"\b(?:si|s['’]ils?|ne|n['’]|pas|jamais|peut-être|peut-etre|sinon|pourraient|devraient)\b|\?",
    re.IGNORECASE,
)
_CLAUSE = re.compile(r"[.;:!?\n]")


def session_percentages(description: str) -> Iterator[tuple[str, str, str]]:
    """(question, answer, the words) for each side whose percentage on the other boards the words state."""
    if "?" in description:
        return
    seen: dict[str, str] = {}
    for match in _PERCENT.finditer(description):
        start = max((m.end() for m in _CLAUSE.finditer(description, 0, match.start())), default=0)
        if _DOUBT.search(description, start, match.end()):
            continue
        side = "ns" if match[1].upper().startswith("N") else "ew"
        if seen.setdefault(side, match[2]) != match[2]:
            return  # two figures for one side: asked
    for match in _PERCENT.finditer(description):
        side = "ns" if match[1].upper().startswith("N") else "ew"
        if side not in seen or seen[side] != match[2]:
            continue
        value = float(match[2].replace(",", "."))
        half = value * 2 == int(value * 2)
        figure = f"{value:g}"
        if value > 60:
            yield f"{side}_session_above_60", "yes", match[0]
            if half:
                yield f"{side}_session_high", figure, match[0]
        elif value < 40:
            yield f"{side}_session_below_40", "yes", match[0]
            if half:
                yield f"{side}_session_low", figure, match[0]
        else:
            yield f"{side}_session_above_60", "no", match[0]
            yield f"{side}_session_below_40", "no", match[0]
        del seen[side]

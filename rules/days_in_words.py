"""Whether a description dates the incident to another session than today's (tester24 P5): « hier », « la semaine
dernière », « lundi dernier », « au tournoi de samedi ». The board it names is then not today's imported board: the
same number, other cards (Law 2 fixes only the dealer and vulnerability by the number). Pure: words in, words out."""

from __future__ import annotations

import re

_DAY = r"(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)"
_ANOTHER_DAY = re.compile(
    rf"(?<![\w-])(?:hier|avant[-\s]hier|l['’]\s*autre\s+jour|la\s+semaine\s+(?:derni[èe]re|pass[ée]e)"
    rf"|le\s+mois\s+(?:dernier|pass[ée])|{_DAY}\s+(?:dernier|pass[ée])|(?:au|du|le)\s+tournoi\s+(?:de\s+)?{_DAY}"
    rf"|(?:[àa]|de)\s+la\s+(?:derni[èe]re|pr[ée]c[ée]dente)\s+s[ée]ance|(?:au|du)\s+(?:dernier|pr[ée]c[ée]dent)\s+tournoi)"
    rf"(?![\w-])",
    re.IGNORECASE,
)


def another_day(description: str) -> str | None:
    """The words that date the incident to an earlier session (« hier »), or None."""
    found = _ANOTHER_DAY.search(description)
    return found[0] if found is not None else None

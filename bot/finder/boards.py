"""The board to rule, when the words first tell another one for context (reviewer29 S-11).

« Sur la donne précédente, Ouest avait renoncé … Sur celle-ci, Ouest a fait une enchère insuffisante » — the earlier
board's irregularity was settled; the director asks about this board's. `this_board` gives the words from the mark of
this board (« sur celle-ci », « sur cette donne-ci », « maintenant sur la 13 », « cette fois », « ici ») when another
board (« la donne précédente / d'avant », « la donne 12 », « l'étui précédent », « hier ») was named before it; the
search then puts first what those words rank first, if the whole message already proposed it (bot/finder/topics.py).
"""

from __future__ import annotations

import re

from bot.finder.head import WINDOW

# Another board named: the previous one, one by its number, another one, another day.
_OTHER_BOARD = re.compile(
    r"\b(?:donne\s+(?:pr[ée]c[ée]dente|d['’]\s*avant|(?P<number>\d+))|autre\s+donne|[ée]tui\s+(?:pr[ée]c[ée]dent|d['’]\s*avant)"
    r"|hier|la\s+veille)\b",
    re.IGNORECASE,
)
# This board marked at the start of a clause (never « pas sur celle-ci »).
_THIS_BOARD = re.compile(
    r"(?:^|[,;:.!?]\s*|\b(?:et|mais|or)\s+)(?:l[àa]\s*,?\s*|maintenant\s*,?\s*)?"
    r"(?P<mark>sur\s+(?:celle-ci|cette\s+donne(?:-ci)?|la\s+(?:donne\s+)?(?P<number>\d+))|cette\s+fois(?:-ci)?|ici)\b",
    re.IGNORECASE,
)


def this_board(text: str) -> str | None:
    """The words from the first mark of this board that follows another board named, or None. A board named by its
    number (« la donne 12 ») is another only when this one is marked by another number (« maintenant sur la 13 »).
    Both are looked for in the first WINDOW characters, where the ranking reads (bot/finder/head.py `told`): a 100 KB
    message costs what a letter does (issue 37 §5; the whole message took 14 ms here when read afresh)."""
    head = text[:WINDOW]
    other = _OTHER_BOARD.search(head)
    if other is None:
        return None
    here = _THIS_BOARD.search(head, other.end())
    if here is None or (other["number"] and other["number"] == (here["number"] or other["number"])):
        return None
    return text[here.start("mark") :].strip() or None

"""A player's call in his own words (issue 30 T8, newcomer F2): « /appel table 12 donne 5 il a
hésité », « Table 7 : … », « t9 d14 … », « la table 7 appelle », « 12 5 hésitation ».

The table and the board are read wherever the words « table N », « t N », « donne N », « d N » put
them; without those words, a leading number is the table and a second number the board (also
after an opening « t7 » or « table 7 »). A word is
never taken for a table: when no table number can be read, the caller is asked for it. Pure.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_NUMBER = r"n?°?\s*[:#.]?\s*([0-9]{1,4})(?![0-9A-Za-zÀ-ÿ])"
_TABLE = re.compile(r"(?<![A-Za-zÀ-ÿ0-9'’])(?:table|tab|t)\.?\s*" + _NUMBER, re.IGNORECASE)
_BOARD = re.compile(r"(?<![A-Za-zÀ-ÿ0-9'’])(?:donne|étui|etui|board|d)\.?\s*" + _NUMBER, re.IGNORECASE)
# « 12 », « A3 », « 12b », and « la 2 » (the way players name their table, tester10 W11)
_LEADING = re.compile(r"\s*(?:la\s+)?([A-Za-z]?[0-9]{1,4}[A-Za-z]?)(?=$|[\s,;:.!?)])", re.IGNORECASE)
_SECOND = re.compile(r"\s*(\S+?)(?=$|[\s,;:.!?)])")
_SEPARATORS = " ,;:.-–—/()"


@dataclass(frozen=True)
class CallWords:
    table: str | None  # None: no table number could be read (ask the caller)
    board: str | None
    reason: str


def read_call(text: str) -> CallWords:
    """The table, the board and the reason a player typed, in any of the orders players use."""
    text = " ".join((text or "").split())
    spans: list[tuple[int, int]] = []
    table = board = None
    found = _TABLE.search(text)
    if found:
        table, spans = found[1], [found.span()]
    found_board = _BOARD.search(text)
    if found_board and not (
        found and found_board.start() < found.end() and found_board.end() > found.start()
    ):
        board = found_board[1]
        spans.append(found_board.span())
    if table is None:
        lead = _LEADING.match(text)
        second = _SECOND.match(text, lead.end()) if lead else None
        if lead and second and second[1].isdigit() and found_board and found_board.start() >= second.end():
            # « 9 4 pas le temps de finir la donne 4 » (tester10 W11): the two numbers opening the call
            # are its table and board; the « donne 4 » further on belongs to the reason.
            board, spans = None, []
            found_board = None
        if lead and not (found_board and lead.start(1) == found_board.start()):
            table = lead[1]
            spans.append((lead.start(), lead.end(1)))  # « la 2 » whole: « la » is not the reason
            if board is None:
                second = _SECOND.match(text, lead.end())
                # Any digits, even « ٣ », « ² » or « 0 »: the board is then refused in French (T14),
                # never dropped into the reason.
                if second and second[1].isdigit():
                    board = second[1]
                    spans.append(second.span(1))
    elif found and board is None and not text[: found.start()].strip(_SEPARATORS):
        # « T7 5 hésitation » as « 7 5 hésitation » (reliability trial 2026-11-29, U9): the number
        # right after the opening table is the board, never the start of the reason.
        second = _SECOND.match(text, found.end())
        if second and second[1].isdigit():
            board = second[1]
            spans.append(second.span(1))
    return CallWords(_plain(table), _board(board), _reason(text, spans))


def _board(number: str | None) -> str | None:
    """« 05 » is board 5; anything else stays as typed, for the call desk to accept or refuse."""
    if number is not None and number.isascii() and number.isdigit() and int(number) > 0:
        return str(int(number))
    return number


def _plain(number: str | None) -> str | None:
    """« 07 » is table 7, « A3 » table A3; table 0 is no table at all (T14)."""
    if number is None or not number.isdigit():
        return number
    return str(int(number)) if int(number) > 0 else None


def _reason(text: str, spans: list[tuple[int, int]]) -> str:
    """The words after the table and board when they open the message; the whole message when they
    sit inside a sentence (« on a besoin de l'arbitre table 3 ») so that it still reads."""
    position = 0
    for start, end in sorted(spans):
        if text[position:start].strip(_SEPARATORS):
            return text
        position = end
    return text[position:].strip(_SEPARATORS) or text[position:].strip()

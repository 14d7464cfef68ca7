"""Deals and positions (issue 32): the cards of a board, read from PBN, LIN, a BBO hand-viewer
link or typed; double dummy and par through endplay, imported only when a deal is solved.

    from rules.deals import Deal, read_text, read_pbn, board_conditions
    deal = Deal.read("N:AK7.QJ2.T98.6543 …", board=5)   # dealer and vulnerability of board 5
    print(deal.diagram())
    from rules.deals.double_dummy import analyse        # imports endplay on first call
    table, par = analyse(deal)

Everything here is pure (no I/O); the chats run the solver off their event loop.
"""

import importlib
from typing import Any

# Names and the module that defines them: loaded on first use (PEP 562), so that an incident's
# board (rules.deals.model) does not pay for the LIN and link readers at start-up.
_WHERE = {
    "USAGE": "lin",
    "read_file": "lin",
    "read_lin": "lin",
    "read_link": "lin",
    "read_text": "lin",
    "MAX_FILE_BYTES": "pbn",
    "Board": "pbn",
    "HandRecord": "pbn",
    "Result": "pbn",
    "decode": "pbn",
    "read_pbn": "pbn",
    "span": "pbn",
}


def __getattr__(name: str) -> Any:
    module = _WHERE.get(name, "model")
    try:
        return getattr(importlib.import_module(f"rules.deals.{module}"), name)
    except AttributeError:
        raise AttributeError(f"module 'rules.deals' has no attribute {name!r}") from None


__all__ = [
    "MAX_FILE_BYTES",
    "SEATS",
    "SUITS",
    "SUIT_SYMBOLS",
    "USAGE",
    "VULNERABILITIES",
    "VULNERABILITY_TEXT",
    "Board",
    "Card",
    "Deal",
    "DealError",
    "Hand",
    "HandRecord",
    "Position",
    "Result",
    "Seat",
    "board_conditions",
    "board_dealer",
    "board_vulnerability",
    "decode",
    "diagram",
    "read_file",
    "read_hands",
    "read_lin",
    "read_link",
    "read_pbn",
    "read_text",
    "span",
]


def __dir__() -> list[str]:
    return sorted(__all__)

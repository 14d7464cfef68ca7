"""Deals and positions (issue 32): the cards of a board, read from PBN, LIN, a BBO hand-viewer
link or typed; double dummy and par through endplay, imported only when a deal is solved.

    from rules.deals import Deal, read_text, read_pbn, board_conditions
    deal = Deal.read("N:AK7.QJ2.T98.6543 …", board=5)   # dealer and vulnerability of board 5
    print(deal.diagram())
    from rules.deals.double_dummy import analyse        # imports endplay on first call
    table, par = analyse(deal)

Everything here is pure (no I/O); the chats run the solver off their event loop.
"""

from rules.deals.lin import USAGE, read_lin, read_link, read_text
from rules.deals.model import (
    SEATS,
    SUIT_SYMBOLS,
    SUITS,
    VULNERABILITIES,
    VULNERABILITY_TEXT,
    Card,
    Deal,
    DealError,
    Hand,
    Position,
    Seat,
    board_conditions,
    board_dealer,
    board_vulnerability,
    diagram,
    read_hands,
)
from rules.deals.pbn import MAX_FILE_BYTES, Board, HandRecord, Result, decode, read_pbn, span

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
    "read_hands",
    "read_lin",
    "read_link",
    "read_pbn",
    "read_text",
    "span",
]

"""Double dummy through endplay (DDS): the table, the par score, and the contracts a director
names, on deals whose answer can be counted by hand."""

from __future__ import annotations

import pytest

from rules.deals import Deal, DealError, Seat

pytest.importorskip("endplay")

from rules.deals.double_dummy import analyse, name_contracts, starting_line

# Each hand a whole suit: North ♠, East ♥, South ♦, West ♣.
SUITS_DEAL = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"


def test_whole_suits_table_counted_by_hand() -> None:
    table, par = analyse(Deal.read(SUITS_DEAL, board=1))
    # North in spades: East leads a heart, dummy (South) has none but no trumps either; North
    # ruffs and draws: 13. In no trump the opening leader runs his suit: 0 for every declarer.
    assert table.get("S", Seat.NORTH) == 13
    assert table.get("S", Seat.SOUTH) == 13  # West leads a club, dummy North ruffs
    assert table.get("D", Seat.NORTH) == 13
    assert all(table.get("NT", seat) == 0 for seat in Seat)
    assert table.get("H", Seat.EAST) == 13 and table.get("H", Seat.NORTH) == 0
    # Dealer North bids 7♠ first; 7SA is East-West's only higher call and takes no trick.
    assert par.score_ns == 1510  # board 1: nobody vulnerable
    assert "7♠= par Nord" in par.contracts


def test_par_follows_the_vulnerability() -> None:
    _, par = analyse(Deal.read(SUITS_DEAL, board=2))  # Nord-Sud vulnerable
    assert par.score_ns == 2210


def test_table_text_and_round_trip() -> None:
    table, _ = analyse(Deal.read(SUITS_DEAL, board=1))
    lines = table.text().splitlines()
    assert lines[0].split() == ["♣", "♦", "♥", "♠", "SA"]
    assert lines[1].split() == ["Nord", "0", "13", "0", "13", "0"]
    assert type(table).from_dict(table.to_dict()) == table


def test_named_contracts_give_the_worksheets_starting_line() -> None:
    table, _ = analyse(Deal.read(SUITS_DEAL, board=1))
    named = name_contracts("N 4♠, EO 3SA, O 5♥X", table)
    assert [c.outcome for c in named] == ["NS 4♠+3", "EO 3SA-9", "EO 5♥X+2"]
    assert named[1].best_of_side and named[1].text().startswith("3SA par Est (le mieux placé du camp)")
    assert starting_line(named) == "NS 4♠+3:34,EO 3SA-9:33,EO 5♥X+2:33"
    assert starting_line(named[:1]) == "NS 4♠+3"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "Contrats à évaluer"),
        ("4♠", "Contrat illisible"),
        ("N 8♠", "Contrat illisible"),
        ("N 4C", "ambigu"),
        (",".join(["N 1♠"] * 7), "Six contrats au plus"),
    ],
)
def test_named_contracts_refused_in_french(text: str, message: str) -> None:
    table, _ = analyse(Deal.read(SUITS_DEAL, board=1))
    with pytest.raises(DealError, match=message):
        name_contracts(text, table)

"""The claim's double dummy through DDS's binding alone (rules/deals/claim/double_dummy.py): the counts
endplay's own solve_board gives, the current trick's cards included, without loading endplay's package
(its deal generator imports matplotlib: 0.8 s of CPU per fresh process, claims34)."""

from __future__ import annotations

import json
import random
import subprocess
import sys

import pytest

from rules.deals.claim import double_dummy as claim_dd
from rules.deals.claim.double_dummy import double_dummy
from rules.deals.count import count_claim, read_claim
from rules.deals.layout import NO_TRUMP, SUIT_MASK, Layout, cards_of
from tests.rules.deals.corpus import FILES, cases

pytest.importorskip("endplay")


def _by_endplay(position: Layout, claimer: int) -> int:
    """The count as endplay's package gives it (the code before session 22): every card's score."""
    from endplay.dds import solve_board
    from endplay.types import Card, Deal, Denom, Player

    hands = list(position.hands)
    for i, c in enumerate(position.played):
        hands[(position.leader + i) % 4] |= 1 << c
    suits = [
        ".".join("".join("23456789TJQKA"[c % 13] for c in cards_of(h & SUIT_MASK[s])) for s in range(4))
        for h in hands
    ]
    deal = Deal("N:" + " ".join(suits))
    deal.trump = (Denom.spades, Denom.hearts, Denom.diamonds, Denom.clubs, Denom.nt)[position.trump]
    deal.first = (Player.north, Player.east, Player.south, Player.west)[position.leader]
    for c in position.played:
        deal.play(Card("SHDC"[c // 13] + "23456789TJQKA"[c % 13]))
    best = max(score for _, score in solve_board(deal))
    return best if position.to_play() % 2 == claimer % 2 else position.tricks_left - best


def _random_position(draw: random.Random) -> Layout:
    cards = draw.randint(1, 8)
    hands = [0, 0, 0, 0]
    for i, c in enumerate(draw.sample(range(52), 4 * cards)):
        hands[i % 4] |= 1 << c
    leader = draw.randrange(4)
    played: list[int] = []
    for i in range(draw.randrange(4) if cards > 1 else 0):  # part of the current trick played
        seat = (leader + i) % 4
        legal = hands[seat] & SUIT_MASK[played[0] // 13] if played else 0
        c = draw.choice(list(cards_of(legal or hands[seat])))
        hands[seat] ^= 1 << c
        played.append(c)
    return Layout(
        (hands[0], hands[1], hands[2], hands[3]), draw.choice([0, 1, 2, 3, NO_TRUMP]), leader, tuple(played)
    )


def test_the_binding_counts_as_endplay_counts() -> None:
    draw = random.Random(36)
    for _ in range(300):
        position = _random_position(draw)
        claimer = draw.randrange(4)
        assert double_dummy(position, claimer) == _by_endplay(position, claimer), position


def test_the_corpus_positions_count_as_with_endplay() -> None:
    """Every published claim of the corpus (tests/rules/deals/*.toml: up to 13 cards a hand, tricks played,
    the current trick begun): the binding's count is endplay.dds's."""
    for path in FILES.values():
        for case in cases(path):
            claim = read_claim(str(case["position"]))
            expected = _by_endplay(claim.position, claim.claimer)
            assert double_dummy(claim.position, claim.claimer) == expected, case["name"]


def test_a_hand_counted_by_hand() -> None:
    # North ♠A-K, South ♠D-V, East ♥A-R, West ♦A-R at no trump, East on lead: East cashes his two
    # hearts, nobody else holds one: 0 for North-South, 2 for East-West.
    position = Layout((0b11 << 11, 0b11 << 24, 0b11 << 9, 0b11 << 37), NO_TRUMP, 1)
    assert double_dummy(position, 0) == 0 and double_dummy(position, 1) == 2
    # Spades trumps: North-South, void in hearts, ruff both: 2 for them.
    assert double_dummy(Layout(position.hands, 0, 1), 2) == 2


def test_the_count_does_not_load_endplays_package() -> None:
    code = (
        "import sys, json; from rules.deals.count import count_claim, read_claim; "
        "c = count_claim(read_claim('rev=S atout=SA main=S cartes=N:32.2.. JT9... AKQ... 87.T..')); "
        "print(json.dumps([c.double_dummy, sorted(m for m in sys.modules if m.split('.')[0] in "
        "('endplay', 'matplotlib', 'numpy'))]))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True
    )
    assert json.loads(done.stdout) == [3, ["endplay._dds"]]


def test_endplay_imported_afterwards_shares_the_binding() -> None:
    double_dummy(Layout((1, 2, 4, 8), NO_TRUMP, 0), 0)  # loaded (or already there)
    import endplay._dds
    import endplay.dds.solve

    assert endplay._dds is sys.modules["endplay._dds"] and endplay.dds.solve._dds is endplay._dds


def test_without_endplay_the_count_stands_without_its_double_dummy(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delitem(sys.modules, "endplay._dds", raising=False)
    monkeypatch.setattr(claim_dd.importlib.util, "find_spec", lambda name: None)
    with pytest.raises(ImportError):
        double_dummy(Layout((1, 2, 4, 8), NO_TRUMP, 0), 0)
    count = count_claim(read_claim("rev=S atout=SA main=S cartes=N:32.2.. JT9... AKQ... 87.T.."))
    assert count.double_dummy is None and count.unaware.tricks == 3

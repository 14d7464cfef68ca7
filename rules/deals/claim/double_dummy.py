"""A claim's position solved double dummy (DDS through endplay), for comparison with the normal-play count."""

from __future__ import annotations

from rules.deals.layout import (
    SUIT_MASK,
    Layout,
    cards_of,
)


def double_dummy(position: Layout, claimer: int) -> int:
    """The claimer's side's tricks with best play by all four: DDS through endplay, imported here
    (the first claim counted pays its import, not Arbitre's start)."""
    from endplay.dds import solve_board
    from endplay.types import Card, Deal, Denom, Player

    hands = list(position.hands)
    for i, c in enumerate(position.played):  # back in the hands: endplay plays them itself
        hands[(position.leader + i) % 4] |= 1 << c
    deal = Deal("N:" + " ".join(_pbn(h) for h in hands))
    deal.trump = (Denom.spades, Denom.hearts, Denom.diamonds, Denom.clubs, Denom.nt)[position.trump]
    deal.first = (Player.north, Player.east, Player.south, Player.west)[position.leader]
    for c in position.played:
        deal.play(Card(_endplay_name(c)))
    best = max(score for _, score in solve_board(deal))
    on_play = position.to_play()
    return best if on_play % 2 == claimer % 2 else position.tricks_left - best


def _pbn(mask: int) -> str:
    return ".".join("".join("23456789TJQKA"[c % 13] for c in cards_of(mask & SUIT_MASK[s])) for s in range(4))


def _endplay_name(c: int) -> str:
    return "SHDC"[c // 13] + "23456789TJQKA"[c % 13]

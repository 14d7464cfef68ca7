"""The tricks a claim's position recorded (`levees=`, tester24 P4), trick by trick, and a revoke said at one of
them checked against them. Pure.

A revoke is a failure to follow the suit led while holding a card of it (61A). The words say « Sud a renoncé à
carreau à la 3e levée »; when the tricks recorded on the board say otherwise — trick 3 was a club, or Sud
followed, or he held no diamond by then — one of the two is wrong. Arbitre only says so: the director rules on
the facts he finds (10A), the tricks typed may be the mistake as well as the words.
"""

from __future__ import annotations

from rules.cards_in_words import SUIT_NAMES
from rules.deals.claim.position import ClaimPosition, Trick
from rules.deals.layout import SEAT_NAMES, card_text, cards_of, suit_of

_SUITS = "SHDC"  # suit_of's order


def _held(claim: ClaimPosition, tricks: tuple[Trick, ...], seat: int, number: int) -> list[int]:
    """The cards `seat` held when trick `number` (from 1) began: those left at the claim and those he played from it."""
    later = [c for trick in tricks[number - 1 :] for s, c in trick if s == seat]
    current = [c for i, c in enumerate(claim.position.played) if (claim.position.leader + i) % 4 == seat]
    return [*cards_of(claim.position.hands[seat]), *later, *current]


def _of(seat: int) -> str:
    name = SEAT_NAMES[seat]
    return f"d'{name}" if name[0] in "EO" else f"de {name}"


# 61A: a revoke is also failing to lead or play a card or suit the Laws or a rectification require (a penalty card,
# 50D; a lead restriction, 26B/50D2): a trick he led or followed is no revoke unless such a card or suit was required
# (reviewer25 P-4).
_UNLESS_REQUIRED = (
    ", pas de renonce à cette levée (61A) — sauf si une carte ou une couleur lui était imposée (carte pénalisée, "
    "restriction d'entame : 50D, 26B)."
)


def revoke_disagrees(claim: ClaimPosition, seat: int, suit: str, number: int) -> str | None:
    """What the recorded tricks say against « `seat` revoked in `suit` at trick `number` », in French, or None
    when they agree or do not reach that trick."""
    tricks = claim.tricks
    if not 1 <= number <= len(tricks):
        return None
    trick = tricks[number - 1]
    shown = " ".join(card_text(c) for _, c in trick)
    led = suit_of(trick[0][1])
    played = next(c for s, c in trick if s == seat)
    name, asked = SEAT_NAMES[seat], SUIT_NAMES[suit]
    head = f"la {number}e levée enregistrée (levees=) est {shown}, entamée par {SEAT_NAMES[trick[0][0]]}"
    if trick[0][0] == seat:
        return f"{head[0].upper()}{head[1:]} : {name} l'a entamée{_UNLESS_REQUIRED}"
    if suit_of(played) == led:
        return f"{head[0].upper()}{head[1:]} : {name} a fourni ({card_text(played)}){_UNLESS_REQUIRED}"
    if _SUITS[led] != suit:
        return f"{head[0].upper()}{head[1:]} : une levée à {SUIT_NAMES[_SUITS[led]]}, pas à {asked}."
    if not any(suit_of(c) == led for c in _held(claim, tricks, seat, number) if c != played):
        return (
            f"{head[0].upper()}{head[1:]} : {name} n'avait plus de {asked} ({card_text(played)} {_of(seat)}), "
            "ce n'est pas une renonce (61A)."
        )
    return None

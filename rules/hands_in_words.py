"""The two hands of a wrong count of cards, read from the seats (« Nord a 14 cartes et Sud 12 »): the topic
« Nombre de cartes incorrect » (13), question `wrong_hands` (both hands of one side, or one of each). Pure:
words in, an answer out; used by `rules.vocabulary._evidence`.

One seat is said to hold 14 cards and another 12, each seat named just before its number (« Est avait 14
cartes au départ et Ouest 12 », « c'est Est qui en a 14, et Ouest qui en a 12 », « Nord 14, Sud 12 »).
Nothing when a number is denied (« Nord n'a pas 14 cartes »), is not a count of cards (« 14 points », « la
donne 12 »), when two seats claim one number, or the words ask or suppose (« ? », « si »).
"""

from __future__ import annotations

import re
import unicodedata

_SIDE = {"nord": "ns", "sud": "ns", "est": "ew", "ouest": "ew", "n": "ns", "s": "ns", "e": "ew", "o": "ew"}
_SEAT_OF = {"n": "nord", "s": "sud", "e": "est", "o": "ouest"}
# The words between a seat and its count: a verb of holding, « en », « que », « qui », a bid opened with them.
_BETWEEN = frozenset(
    "a avait compte comptait en que qui n seulement avec au depart des le ouvert 1 2 3 4 5 6 7 c est".split()
)
_DENIED = frozenset("pas plus aucun aucune ni jamais sans".split())
# What a number counts when it is not cards: points, tricks, a board, a table, a round.
_NOT_CARDS = frozenset(
    "points point pts pt h hcp levees levee plis pli donne donnes etui etuis table tables tour tours ans min".split()
)
_HYPOTHESIS = re.compile(r"\b(?:si|suppos\w*|peut-[êe]tre|imaginons)\b", re.IGNORECASE)
_TOKEN = re.compile(r"[A-Za-z]+|\d+|[,;.:!?()«»\"]")


def _plain(text: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFD", text) if not unicodedata.combining(c))


def _seat(token: str) -> str | None:
    """A seat as typed: the full word (« Est » capitalised, the verb « est » is not a seat), or its
    capital initial alone (« N a 14 cartes »)."""
    if token in ("N", "S", "E", "O"):
        return _SEAT_OF[token.lower()]
    if token.lower() in ("nord", "sud", "ouest") or token == "Est":
        return token.lower()
    return None


def wrong_hands(description: str) -> tuple[str, str] | None:
    """The `wrong_hands` answer (« ns », « ew », « both ») and the words it comes from, or None."""
    plain = _plain(description)
    if "?" in plain or _HYPOTHESIS.search(plain):
        return None
    tokens = [(m.group(), m.start(), m.end()) for m in _TOKEN.finditer(plain)]
    holders: dict[str, set[str]] = {"14": set(), "12": set()}
    spans: dict[str, tuple[int, int]] = {}
    for at, (token, _, end) in enumerate(tokens):
        if token not in holders:
            continue
        following = tokens[at + 1][0].lower() if at + 1 < len(tokens) else ""
        if following in _NOT_CARDS:
            return None  # « 14 points », « la donne 12 »: not a count of cards, and the words are unsure
        seat = None
        for back in range(at - 1, max(-1, at - 8), -1):
            word = tokens[back][0]
            if (seat := _seat(word)) is not None:
                break
            if word.lower() in _DENIED:
                return None  # « Nord n'a pas 14 cartes »
            if word.lower() not in _BETWEEN and word not in (",",):
                break
        if seat is None:
            continue
        holders[token].add(seat)
        spans[token] = (tokens[back][1], end)
    if len(holders["14"]) != 1 or len(holders["12"]) != 1 or holders["14"] == holders["12"]:
        return None
    (long,), (short,) = holders["14"], holders["12"]
    start = min(spans["14"][0], spans["12"][0])
    stop = max(spans["14"][1], spans["12"][1])
    sides = {_SIDE[long], _SIDE[short]}
    return (sides.pop() if len(sides) == 1 else "both"), description[start:stop]

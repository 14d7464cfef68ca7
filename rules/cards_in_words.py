"""A card the words put in a seat's hand (tester20 P17): « Ouest a fait tomber le roi de pique », « N a
montré le ♥3 », « Est a entamé du 10 de carreau ». Pure: words in, (seat, card) pairs out.

The engine checks them against the board's stored deal (Law 2: the board's cards count, players misname
seats): a card that lies in another hand is said to the director before he rules, since who exposed,
led or revoked decides the law (48A: declarer's exposed card is no penalty card; 49, 54, 61). Only a
plain clause counts: no denial, question, « si » or doubt, and no card of the dummy played by declarer
(« Sud a joué le ♠R du mort »).
"""

from __future__ import annotations

import re

from rules.deals.model import SUIT_SYMBOLS, Card
from rules.folding import fold_accents
from rules.seats_in_words import SEAT_PATTERN, seat_name

SUIT_NAMES = {"S": "pique", "H": "cœur", "D": "carreau", "C": "trèfle"}  # what a director calls each suit
_SUIT_OF = {fold_accents(name): suit for suit, name in SUIT_NAMES.items()}  # « coeur », « trefle » too
_SYMBOL_OF = {symbol: suit for suit, symbol in SUIT_SYMBOLS.items()}
_RANK_WORDS = {"as": "A", "roi": "R", "dame": "D", "valet": "V", "dix": "10"}  # as Card.read writes them

_RANK = r"(?:as|roi|dame|valet|dix|10|[2-9]|[ARDV])"
_SUIT_WORD = r"(?:piques?|c(?:oe|œ)urs?|carreaux?|tr[eè]fles?)"
_ARTICLE = r"(?:du|de\s+l['’]|de\s+la|de\s+son|de\s+sa|d['’]|le|la|l['’]|l\s(?=as\b)|un|une|son|sa)\s*"
# A card with its article: « le roi de pique », « du 10 de carreau », « le 3♥ », « ♠R ». Without the article,
# « 4 cœurs » or « 4♥ » is a contract or a bid (« Sud joue 4 cœurs »), never read as a card.
_CARD = (
    rf"(?:{_ARTICLE}(?P<rank>{_RANK})\s+(?:de\s+|à\s+|a\s+)?(?P<suit>{_SUIT_WORD})(?![\w])"
    rf"|(?:{_ARTICLE})?(?P<sym>[♠♥♦♣])\s*(?P<rank2>{_RANK})(?![\w])"
    rf"|{_ARTICLE}(?P<rank3>{_RANK})\s*(?P<sym2>[♠♥♦♣]))"
)
# What puts a card of one's own on the table: dropped, shown or exposed (`shown`), or played (led, followed,
# discarded: the declarer also plays the dummy's cards, so a played card in partner's hand is not told).
_ACT = (
    r"(?:a\s+|avait\s+)?(?:(?P<shown>fait\s+tomber|laiss[ée]\s+tomber|montr[ée]|expos[ée]|[ée]tal[ée]|l[âa]ch[ée])"
    r"|pos[ée]|entam[ée]|attaqu[ée]|jou[ée]|fourni|d[ée]fauss[ée]|sorti)"
)
_SEAT_CARD = re.compile(
    rf"(?<![-\w'’])(?P<seat>{SEAT_PATTERN})(?![-\w])\s+{_ACT}\s+{_CARD}",
)
_UNSAID = re.compile(
    r"[?]|\b(?:ne|n['’]|pas|jamais|si|croi\w*|pens\w*|peut-[êe]tre|selon|d['’]apr[eè]s|pr[ée]tend\w*|mort)\b",
    re.IGNORECASE,
)


def _clause(text: str, start: int, end: int) -> str:
    begin = max(text.rfind(mark, 0, start) for mark in ".;:!?,") + 1
    stops = [at for at in (text.find(mark, end) for mark in ".;:!?,") if at != -1]
    return text[begin : min(stops, default=len(text))]


def _suit(word: str) -> str:
    """« piques », « Cœur » → « S », « H »."""
    return _SUIT_OF[fold_accents(word).rstrip("sx")]


def _card(match: re.Match[str]) -> Card | None:
    """The card named, None when a letter rank has no symbol beside it (« A pique » reads as a preposition
    more often than as the ace)."""
    if match["suit"]:
        rank, suit = match["rank"], _suit(match["suit"])
        if len(rank) == 1 and rank.isalpha():
            return None
    else:
        rank, suit = match["rank2"] or match["rank3"], _SYMBOL_OF[match["sym"] or match["sym2"]]
    return Card.read(SUIT_SYMBOLS[suit] + _RANK_WORDS.get(rank.lower(), rank))


def seat_cards(description: str) -> list[tuple[str, Card, str, bool]]:
    """(seat « Ouest », the card, the words, whether only shown) for each card the words plainly say a
    seat put on the table: shown (dropped, exposed: from his own hand) or played (his or, for declarer,
    the dummy's)."""
    found: list[tuple[str, Card, str, bool]] = []
    for match in _SEAT_CARD.finditer(description):
        card = _card(match)
        seat = seat_name(match["seat"])
        if card is None or _UNSAID.search(_clause(description, match.start(), match.end())):
            continue
        found.append((seat.capitalize(), card, match[0], match["shown"] is not None))
    return found


# « Ouest a renoncé à pique », « N n'a pas fourni à cœur », « … sur le carreau »: the suit a seat is
# said to have failed to follow. A seat void in it from the start cannot have revoked in it (61A).
# Not « a défaussé sur … »: a void player discards legally (44D), the words may tell it as context (reviewer20 #4).
_FAILED = r"(?:a\s+|avait\s+)?renonc[ée]\w*|(?:n['’]\s*|n\s+)?a\s+pas\s+fourni|n['’]\s*avait\s+pas\s+fourni"
_SUIT_LED = rf"(?:(?P<suit>{_SUIT_WORD})(?![\w])|(?P<sym>[♠♥♦♣])(?![\w\d]))"
_SEAT_FAILED = re.compile(
    rf"(?:(?<![-\w'’])|(?<=\bqu['’]))(?P<seat>{SEAT_PATTERN})(?![-\w])\s+(?:{_FAILED})\s+(?:à|a|sur|au)\s+(?:(?:le|la|du)\s+)?"
    rf"{_SUIT_LED}"
)
_DOUBT = re.compile(
    r"[?]|\b(?:si|croi\w*|pens\w*|peut-[êe]tre|selon|d['’]apr[eè]s|pr[ée]tend\w*|affirm\w*|contest\w*|aurait)\b"
    r"|\bdit\s+qu",
    re.IGNORECASE,
)


def seat_failed_suits(description: str) -> list[tuple[str, str, str]]:
    """(seat « Ouest », suit « S », the words) for each seat the words plainly say failed to follow a suit."""
    found: list[tuple[str, str, str]] = []
    for match in _SEAT_FAILED.finditer(description):
        suit = _suit(match["suit"]) if match["suit"] else _SYMBOL_OF[match["sym"]]
        seat = seat_name(match["seat"])
        if _DOUBT.search(_clause(description, match.start(), match.end())):
            continue
        found.append((seat.capitalize(), suit, match[0]))
    return found


# tester24 P4: the trick a revoke is said at, right after its words (« Sud a renoncé à carreau à la 3e levée »,
# « …, à la levée 3 ») or right before its seat (« À la troisième levée, Sud n'a pas fourni à cœur »); never a
# trick said farther away (« à la 11e levée on s'aperçoit qu'Est a renoncé » is when it was found).
_ORDINALS = (
    "premiere", "deuxieme", "troisieme", "quatrieme", "cinquieme", "sixieme", "septieme", "huitieme", "neuvieme",
    "dixieme", "onzieme", "douzieme", "treizieme",
)  # fmt: skip
_TRICK = (
    rf"(?:a|au)\s+la\s+(?:(?P<n>1[0-3]|[1-9])\s*(?:e|eme|ieme|er|ere|re)?\s+levee|levee\s+(?P<m>1[0-3]|[1-9])(?!\d)"
    rf"|(?P<o>{'|'.join(_ORDINALS)})\s+levee)"
)
# « à la 2e levée de cœur » is the suit's second round, not the board's second trick
_TRICK_AFTER = re.compile(
    rf"\s*,?\s*{_TRICK}\b(?!\s+(?:de\s+|a\s+|d['’]\s*)(?:pique|coeur|carreau|trefle|atout|[♠♥♦♣]))"
)
_TRICK_BEFORE = re.compile(rf"{_TRICK}\s*,?\s*$")
_CLAUSE_ENDS = re.compile(
    r"\s*(?:[.;!?)]|$)"
)  # a trick after a comma is the revoke's only when the clause ends there


def _trick_number(match: re.Match[str] | None) -> int | None:
    if match is None:
        return None
    return int(match["n"] or match["m"]) if match["n"] or match["m"] else _ORDINALS.index(match["o"]) + 1


def seat_failed_tricks(description: str) -> list[tuple[str, str, int, str]]:
    """(seat « Sud », suit « D », trick 3, the words) for each revoke the words plainly say with its trick."""
    found: list[tuple[str, str, int, str]] = []
    for match in _SEAT_FAILED.finditer(description):
        if _DOUBT.search(_clause(description, match.start(), match.end())):
            continue
        following = fold_accents(description[match.end() : match.end() + 60]).lower()
        said_after = _TRICK_AFTER.match(following)
        if (
            said_after is not None
            and "," in said_after[0]
            and not _CLAUSE_ENDS.match(following, said_after.end())
        ):
            said_after = None  # « …, à la 10e levée Est s'en est aperçu »: when it was found (reviewer25 P-4)
        after = _trick_number(said_after)
        before = _trick_number(_TRICK_BEFORE.search(fold_accents(description[: match.start()][-40:]).lower()))
        if (trick := after or before) is not None:
            suit = _suit(match["suit"]) if match["suit"] else _SYMBOL_OF[match["sym"]]
            found.append((seat_name(match["seat"]).capitalize(), suit, trick, match[0]))
    return found

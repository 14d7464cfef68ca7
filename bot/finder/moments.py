"""The moment a description places its incident in (issue 37 §4), and whether it is played online, for
the ranking: the moments' own words (« pendant les enchères », `[moments]` in
rules/data/vocabulary/_commun.toml), a bid said as the moment (« après 1SA de Sud »), a trick
(« après la 3e levée »), the declarer or the dummy named; the online words (`en_ligne`).
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from functools import cache, lru_cache

from rules import vocabulary as vocab
from rules.bids_told import levels
from rules.spoken_in_words import CHAT_TIME
from rules.topic import Phase

_Markers = tuple[dict[str, tuple[str, ...]], tuple[str, ...]]


def _by_first_word(phrases: Sequence[str]) -> _Markers:
    """The padded phrases filed under their first word (a phrase is said whole only where its first word is),
    and those with no word, always tried."""
    by_first: dict[str, list[str]] = {}
    for phrase in phrases:
        if phrase.split():
            by_first.setdefault(phrase.split()[0], []).append(phrase)
    return {word: tuple(found) for word, found in by_first.items()}, tuple(
        p for p in phrases if not p.split()
    )


def _said(words: Collection[str], folded: str, markers: _Markers) -> bool:
    """Is one of the phrases (each padded with a space each side) said whole in the words? Only those whose first
    word is among the words can be (issue 37 §5: a search asks it of every moment's phrases for each text it ranks)."""
    by_first, wordless = markers
    padded = f" {folded} "
    return any(p in padded for word in by_first.keys() & words for p in by_first[word]) or any(
        p in padded for p in wordless
    )


@cache
def _online_markers() -> tuple[str, ...]:
    return tuple(f" {' '.join(vocab.words(p))} " for p in vocab.common()["en_ligne"])


@cache
def _moment_markers() -> dict[Phase, tuple[str, ...]]:
    return {
        Phase(key): tuple(f" {' '.join(vocab.words(p))} " for p in phrases)
        for key, phrases in vocab.common()["moments"].items()
    }


@cache
def _moments_by_first_word() -> tuple[tuple[Phase, _Markers], ...]:
    return tuple((phase, _by_first_word(markers)) for phase, markers in _moment_markers().items())


@lru_cache(maxsize=256)  # asked of one text by every reading of a search (issue 37 §5): read once
def online(text: str) -> bool:
    """Do the words say the game is played online (« en ligne », BBO, RealBridge, clic…), or are they a chat's
    lines, each stamped with its time (« [21:02] lulu75 (N): TD svp »: the platform's chat with its director)?"""
    words = vocab.words(text)
    said, folded = set(words), " ".join(words)
    if "ecran" in said and _said(said, folded, _table_screen()):
        # reviewer29 S-1: the table's screen (« derrière l'écran », the tray), not a computer's
        said.discard("ecran")
    return (
        _said(said, folded, _online_by_first_word())
        or len(_CHAT_TIME.findall(text)) >= 2
        or _CHAT_NICK.match(text) is not None
    )


@cache
def _table_screen() -> _Markers:
    """`ecran_de_table` of _commun.toml: the words that make « écran » the table's screen."""
    return _by_first_word(tuple(f" {' '.join(vocab.words(p))} " for p in vocab.common()["ecran_de_table"]))


# A chat line's time stamp as a platform writes it, « [21:02] »; two of them: a chat log (a club table has none).
_CHAT_TIME = CHAT_TIME
# s45b: a chat line opened by its writer's nickname in angle brackets (« <Zorro44> arbitre svp : … »), as platforms and
# their logs print it; a club message never starts so.
_CHAT_NICK = re.compile(r"\s*<[^<>\s]{2,24}>\s")


@cache
def _online_by_first_word() -> _Markers:
    return _by_first_word(_online_markers())


def after_the_play(folded: str) -> bool:
    """Do these folded words name the time after the play (`[moments] apres`: « fin du coup », « après le jeu »…)?"""
    words = folded.split()
    return _said(set(words), folded, dict(_moments_by_first_word())[Phase.AFTER_PLAY])


def moments(text: str) -> set[Phase]:
    """The moments the words name (« pendant les enchères »); without one, a bid said as the moment
    (« après 1SA de Sud », « 2♥ sur 2♠ ») and no word of the play says the auction, the declarer or
    the dummy named says the play (at the club: online, a click or a timer may come at any moment)."""
    words = vocab.words(text)
    folded = " ".join(words)
    said = set(words)
    found = {phase for phase, markers in _moments_by_first_word() if _said(said, folded, markers)}
    if not found and (_after_a_bid(words) or _a_call_said(words)):
        found = {Phase.AUCTION}
    if not found and _A_TRICK.search(folded):
        found = {Phase.PLAY}  # « après la 3e levée », « à la levée 5 »: a trick is the play's
    if not found and _PLAYERS_OF_THE_PLAY & set(words) and not online(text):
        found = {Phase.PLAY}  # the declarer and the dummy exist once the auction is over (« le décla »)
    return found


_PLAYERS_OF_THE_PLAY = frozenset({"declarant", "mort"})
_A_TRICK = re.compile(
    r"\b(?:a|apres|avant|sur|pendant|des) (?:la|les) (?:[0-9]+|derniere|premiere|\w+ieme) levees?\b"
    r"|\blevee [0-9]+\b|\b(?:apres|des) [0-9]+ levees\b"
)


# Words of the play: with one of them, a bid named is the contract or the auction's past, not the moment.
_PLAY = re.compile(
    r"^(?:jou|contrat|entam|attaqu|leve|pli|fourni|defauss|coup|mort|declarant|defens|revendi)"
)


# Said just before a bid, these words make it a call; with whose turn it was or when (« Est a dit 2♣ au
# tour d'Ouest », « Ouest dit 1♠ juste après »), the auction is the moment, and a bid is never a card
# played (tester15 V4, V9; 31). A call said alone (« Nord a dit 2♥ puis s'est repris ») places nothing.
_SAYS = frozenset({"dit", "dire", "disant", "annonce", "annoncait", "declare", "nomme"})
_WHEN = frozenset({"tour", "apres", "avant"})


def _a_call_said(words: Sequence[str]) -> bool:
    if any(map(_PLAY.match, words)) or not (_WHEN & set(words)):
        return False  # « Sud joue 4♠ … »: the contract, the play
    bids, _ = levels(words)
    return any(at > 0 and words[at - 1] in _SAYS for at in bids)


def _after_a_bid(words: Sequence[str]) -> bool:
    if any(map(_PLAY.match, words)) or not ({"apres", "sur"} & set(words)):
        return False
    bids, _ = levels(words)
    # « après 1SA de Sud », « sur 2♠ », « après l'ouverture 1♥ de Sud »; « après l'ouverture de Nord »
    # names no bid, and says the auction all the same (tester15 V15)
    opened = [at for at, word in enumerate(words) if word == "ouverture"]
    return any({"apres", "sur"} & set(words[max(0, at - 3) : at]) for at in (*bids, *opened))

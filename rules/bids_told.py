"""The bids a description tells, in the order they were made: the one reading of them (issue 37), for
the facts (`rules.bids_in_words`) and the finder's ranking (`bot.finder.calls`). Pure: folded words
in (`rules.vocabulary.words`), (level, strain rank) out.

« 1♥ après 1♠ » and « 2♦ sur 2♥ » name the later bid first. A card is not a bid: « Est a montré le
8♠ », « Ouest joue le 7♦ puis le 2♦ », « il entame du 5♠ » name cards (a play verb before it, or an
article between such a verb and it); « Sud joue 4♠ » (no article) and « sur le 1SA » (no play verb)
stay bids.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache
from itertools import pairwise

STRAINS = ("trefle", "carreau", "coeur", "pique", "sansatout")
_LEVEL = re.compile(r"[1-9]|1[0-5]")  # past seven too: an inadmissible bid is still a bid (38)

_ARTICLES = frozenset(
    {"le", "la", "du", "un", "son", "sa", "ce", "mon", "ton", "leur", "petit", "seul", "dernier"}
)
# A card follows these verbs at once (« entame 5♠ », « montré 8♠ »)…
_PLAYS_AT_ONCE = re.compile(r"^(?:entam|attaqu|montr|fourni|defauss|coup|expos)")
# …or after an article (« joue le 7♦ », « a laissé tomber le 8♥ »): « Sud joue 4♠ » is the contract.
# A card held is a card too (« alors qu'il avait le 8♥ », « il lui restait le 9♠ »).
_PLAYS = re.compile(
    r"^(?:entam|attaqu|montr|fourni|defauss|coup|expos|jou|pos|tomb|laiss|vu|voir|pris|prend"
    r"|avai|ayant|gard|restai|tenai)"
)
_THEN = frozenset({"puis", "et", "ou", "ensuite"})
_SWAPPED = (["sur"], ["apres"], ["au", "dessus", "de"], ["sur", "le"], ["sur", "son"], ["apres", "le"])
# finder69 (s25-s29): the earlier bid named after a verb and « sur » / « par-dessus » and whose it was (« a sorti le carton
# 1♥ sur notre 1♠ », « a mis 1♦ sur l'ouverture 1♥ de ma partenaire », « posé par-dessus le 1SA »): a few words of one
# clause (no « puis », « et » between), the last ones « sur » (« après », « dessus ») and at most three of these
# (s38: « une enchère de 2♣ après mon ouverture de 2♦ »).
_OVER = frozenset({"sur", "apres", "dessus"})
_WHOSE = frozenset(
    "le l la son sa notre votre leur mon ma ton ta du de ouverture intervention enchere".split()
)
_NEW_CLAUSE = frozenset({"puis", "et", "ensuite", "mais", "alors", "ou", "donc"})


# s41: the earlier bid told after, in the pluperfect (« a dit 1♦ alors que l'adversaire avait dit 1♥ », « alors qu'Ouest avait
# ouvert d'1♥ »)
_BEFORE_IT = frozenset({"avait", "avaient"})
_SAID_BEFORE = frozenset({"dit", "ouvert", "annonce", "mis", "sorti", "encheri", "pose"})


def _told_before(gap: list[str]) -> bool:
    said = gap[:-1] if gap[-1:] in (["d"], ["de"]) else gap
    return (
        len(gap) <= 8
        and gap[:1] == ["alors"]
        and gap[1:2] in (["que"], ["qu"])
        and bool(_BEFORE_IT & set(gap))
        and said[-1] in _SAID_BEFORE
    )


def _swapped(gap: list[str], again: bool) -> bool:
    """Do these words between two bids make the second the earlier one (« 2♦ sur 2♥ », `_SWAPPED`, or told in the
    pluperfect after « alors que », `_told_before`)? `again`: the second was told before (« Nord 2♠, …, Sud 2♥ — à son
    tour, insuffisant sur 2♠ »): named again, in its place already."""
    if gap in _SWAPPED or (not again and _told_before(gap)):
        return True
    if again or not gap or len(gap) > 6 or _NEW_CLAUSE & set(gap):
        return False
    tail = next((at for at in range(len(gap) - 1, max(-1, len(gap) - 5), -1) if gap[at] in _OVER), None)
    return tail is not None and all(word in _WHOSE for word in gap[tail + 1 :])


def is_card(words: Sequence[str], at: int, cards: frozenset[int] = frozenset()) -> bool:
    """Is the level and strain at `at` a card played or shown rather than a bid? A play verb right
    before it, or an article between such a verb (three words back at most) and it; or an article
    after another card and « puis » (`cards`: their positions; « joue le 7♦ puis le 2♦ », but « montré
    le 8♠ après le 1♥ » names a bid)."""
    if at + 1 < len(words) and words[at + 1].startswith("sansatout"):
        return False
    if at >= 1 and _PLAYS_AT_ONCE.match(words[at - 1]):
        return True
    if at >= 1 and words[at - 1] == "le" and int(words[at]) > 7:
        return True  # « le 8♥ »: nobody bids eight with an article
    if at >= 1 and words[at - 1] in _ARTICLES:
        if at >= 4 and words[at - 2] in _THEN and at - 4 in cards:
            return True
        return any(_PLAYS.match(word) for word in words[max(0, at - 4) : at - 1])
    return False


def levels(words: Sequence[str]) -> tuple[list[int], set[int]]:
    """The positions of the bids (a level and a strain) among these folded words, and those of the
    cards (`is_card`). Read once per words (`_levels`): a search asks it of the same words a dozen
    times (the frame, the moments, the calls, the bids told; issue 37 §5); the caller gets its own copies."""
    found, cards = _levels(tuple(words))
    return list(found), set(cards)


@lru_cache(maxsize=256)
def _levels(words: tuple[str, ...]) -> tuple[tuple[int, ...], frozenset[int]]:
    found: list[int] = []
    cards: set[int] = set()
    for at in range(len(words) - 1):
        if _LEVEL.fullmatch(words[at]) and words[at + 1].rstrip("sx") in STRAINS:
            if is_card(words, at, frozenset(cards)):
                cards.add(at)
            else:
                found.append(at)
    return tuple(found), frozenset(cards)


def told_bids(words: Sequence[str]) -> list[tuple[int, int]]:
    """The bids the folded words name, in the order they were made, as (level, strain rank). « X sur
    Y » and « X après Y » name the later bid first: « 2♦ sur 2♥ » → [(2, 2), (2, 1)]. Cards are not
    bids (`is_card`)."""
    found, _ = levels(words)
    found = [at for n, at in enumerate(found) if not _believed(words, at, found[n + 1 : n + 2])]
    made = [(int(words[at]), STRAINS.index(words[at + 1].rstrip("sx"))) for at in found]
    for n in range(len(found) - 1):
        if _swapped(list(words[found[n] + 2 : found[n + 1]]), made[n + 1] in made[:n]):
            made[n], made[n + 1] = made[n + 1], made[n]
    return made


# s42 (tuning): a bid believed made, then the one that was (« Sud croyait que son partenaire avait ouvert 1♥ alors que
# c'était 1♦ ; il a dit 2♥ »): only the second was made, the first is no bid of the auction.
_BELIEVED = frozenset({"croyait", "croyais", "pensait", "pensais", "cru", "croit", "pense"})
_WAS_IN_FACT = (
    ("alors", "que", "c", "etait"),
    ("mais", "c", "etait"),
    ("alors", "qu", "en", "fait", "c", "etait"),
)


def _believed(words: Sequence[str], at: int, next_bid: Sequence[int]) -> bool:
    if not next_bid or not _BELIEVED.intersection(words[max(0, at - 8) : at]):
        return False
    return tuple(words[at + 2 : next_bid[0]]) in _WAS_IN_FACT


def not_higher(bids: Sequence[tuple[int, int]]) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """(the bid, the bid before it) for each bid told that is not higher than the one before it: an
    insufficient bid (27) when the words tell the auction."""
    return [(made, before) for before, made in pairwise(bids) if made <= before]

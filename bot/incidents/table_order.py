"""Which of two linked irregularities came first at the table, as the director's words tell it (tester13 Z1).

A second irregularity opened with « + » may be earlier at the table than the first incident (a lead out of
turn entered first, the honour exposed during the auction after it: issue 38 D2), or later. What the earlier
one establishes for the later (a call at the turn of a player obliged to pass, a penalty card already on
the table) holds only in that order: a later insufficient bid's 27B2 obligation says nothing of a call
made before it. The words often say the order:
- the second's own words open on a succession (« ensuite Est a dit 2♠ … », « puis … »): after; they say
  « avant ça », « auparavant », « plus tôt »: before;
- one description names both, cut where the search cuts it (bot.finder.parts): the part of the later one
  in the text follows « puis », « ensuite », « plus tard », « après ça » (after, in the text's order) or
  says « avant ça », « auparavant » (before: told second, happened first).
« de plus », « et aussi », a comma: the words do not say, and nothing is decided from them.
"""

from __future__ import annotations

import re
from enum import Enum

from bot.finder.head import clipped
from bot.incidents.described import description_of
from bot.incidents.incident import Incident


class Order(Enum):
    BEFORE = "before"  # the second irregularity came first at the table
    AFTER = "after"


# On lower-case words without accents (`vocab.words`), one space between them.
_EARLIER = re.compile(
    r"(?<!\w)(?:avant ca|avant cela|auparavant|plus tot|precedemment|juste avant|un peu avant)(?!\w)"
)
_LATER_START = re.compile(
    r"^(?:et )?(?:puis|ensuite|plus tard|par la suite|apres ca|apres cela|apres quoi)(?!\w)"
)
_LATER_END = re.compile(r"(?<!\w)(?:puis|ensuite|plus tard|par la suite|apres ca|apres cela|et alors)$")


def _folded(text: str) -> str:
    from rules import vocabulary as vocab  # the words load with the first description (start-up speed)

    return " ".join(vocab.words(text))


def _own(words: str) -> Order | None:
    """The second's own words, naming only it: the succession they open on, or « avant ça »."""
    folded = _folded(words)
    if _EARLIER.search(folded):
        return Order.BEFORE
    return Order.AFTER if _LATER_START.match(folded) else None


def _both(words: str, first: str, second: str) -> Order | None:
    """One description naming both topics, in parts: where the later part in the text stands."""
    from bot.finder import index  # loaded with the first description, never before the first menu
    from bot.finder.parts import split

    head = clipped(words)
    named = index.irregular_parts(head)
    at = {topic.id: rank for rank, topic in reversed(named)}  # each topic's first part
    if first not in at or second not in at or at[first] == at[second]:
        return None
    pieces = split(head, joined=False)
    if pieces is None:
        return None
    later = max(at[first], at[second])
    start = head.find(pieces[later])
    before = head.find(pieces[later - 1]) + len(pieces[later - 1]) if start > 0 else -1
    if start < 0 or before < 0:
        return None
    if _EARLIER.search(_folded(pieces[later])):
        in_text = Order.BEFORE  # told later, happened earlier
    elif _LATER_END.search(_folded(head[before:start])):
        in_text = Order.AFTER
    else:
        return None
    second_later_in_text = at[second] > at[first]
    if second_later_in_text:
        return in_text
    return Order.AFTER if in_text is Order.BEFORE else Order.BEFORE


def second_came(first: Incident, second: Incident) -> Order | None:
    """When the second irregularity (opened with « + » on `first`) happened, as the words tell it; None
    when they do not (the director is then told that a fact holds only in one order)."""
    if first.topic is None or second.topic is None or first.topic == second.topic:
        return None
    told = description_of(first)
    own = description_of(second)
    if own and own != told:
        from bot.finder import index

        named = {t.id for _, t in index.irregular_parts(clipped(own))}
        found = _both(own, first.topic, second.topic) if first.topic in named else _own(own)
        if found is not None:
            return found
    return _both(told, first.topic, second.topic) if told else None

"""The topics spelt closest to words that match nothing (bot/finder/topics.py `nearest`): every phrase a
topic is known by, folded once (in the warm-up's thread), compared with rapidfuzz. Split from
bot/finder/index.py, whose index and lock it uses."""

from __future__ import annotations

from bot.finder import index
from bot.finder.head import NEAREST, clipped
from bot.finder.moments import online
from rules import vocabulary as vocab
from rules.topic import Phase, Topic

CANDIDATES = 120  # spellings `nearest` weighs closely, out of some 900
WORD = 25  # letters of a word `nearest` compares (« anticonstitutionnellement »)


_folded: tuple[index.Index, tuple[tuple[str, int], ...]] | None = None  # the index they were folded from


def spellings() -> tuple[tuple[str, int], ...]:
    """Every phrase a topic is known by (title, vocabulary), folded, with its topic's document; folded
    again when the index is rebuilt (the list of topics changed)."""
    global _folded
    with index._LOCK:
        built = index.index()
        if _folded is None or _folded[0] is not built:
            out: list[tuple[str, int]] = []
            for doc, topic in enumerate(built.topics):
                words = vocab.vocabularies().get(topic.id)
                for phrase in (topic.title, *topic.keywords, *(words.phrases if words else ())):
                    out.append((" ".join(vocab.words(phrase)), doc))
            _folded = (built, tuple(out))
        return _folded[1]


def warm_up() -> None:
    """Build the index, load rapidfuzz and fold the spellings `nearest` compares, now, e.g. in a thread
    while the first menu is read: the first message that matches nothing no longer pays them (8 ms)."""
    with index._LOCK:
        index.warm_up()
        spellings()


def nearest(text: str, count: int = 3) -> list[Topic]:
    """The topics whose words are spelt closest to these (for words that match nothing): never
    empty, club topics first unless the words say the game is online. Reads the first NEAREST
    characters only."""
    with index._LOCK:
        return _nearest(clipped(text, NEAREST), count)


def _nearest(text: str, count: int) -> list[Topic]:
    fuzz, process = index._rapidfuzz()
    built = index.index()
    spelt = spellings()
    # Words only, each cut to WORD letters: digits spell nothing, and no topic's word is longer (a 120-
    # letter « xxxx… » cost rapidfuzz 2.5 ms for nothing). No word at all: the first club topics.
    folded = " ".join(w[:WORD] for w in vocab.words(text) if not w.isdigit())
    if not folded:
        return [t for t in built.topics if set(t.phases or ()) != {Phase.ONLINE}][:count]
    written = [s for s, _ in spelt]
    # WRatio against every spelling costs 5 to 9 ms: the cheap token-set score picks the candidates,
    # WRatio orders them (the same first topic as WRatio on all for 478 of the 488 tuning descriptions).
    candidates = process.extract(folded, written, scorer=fuzz.token_set_ratio, limit=CANDIDATES)
    best: dict[int, float] = {}
    for _, _, position in candidates:
        score = fuzz.WRatio(folded, written[position])
        doc = spelt[position][1]
        best[doc] = max(best.get(doc, 0.0), score)
    is_online = online(text)
    order = sorted(
        best,
        key=lambda doc: (
            not is_online and set(built.topics[doc].phases or ()) == {Phase.ONLINE},
            -best[doc],
            doc,
        ),
    )
    return [built.topics[doc] for doc in order[:count]]

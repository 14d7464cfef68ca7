"""Finding the topic: by when it happened (the first menu), or from a description (issue 31).

Shared by the terminal, Telegram and Discord, so that the same words find the same topics
everywhere. Each topic declares its phases in its own module and its words in
rules/data/vocabulary/<topic>.toml; nothing here lists topics.

A description is read by bot/finder/index.py (BM25 over each topic's words, French stems, typos):
every topic its known words point to is proposed, best first, and an unknown word never cancels a
known one. A club incident never gets an online-only topic first unless the words say it is
online. When nothing matches, `nearest` still names the two or three closest topics, so that the
director is never left without a choice (§4).
"""

from __future__ import annotations

import re
import threading
import unicodedata
from types import ModuleType

import rules
from bot.finder.boards import this_board
from bot.finder.head import clipped, told
from rules.topic import Phase, Topic

PHASES: tuple[Phase, ...] = tuple(Phase)
SPREAD = 0.3  # a topic scoring below this share of the best one is not proposed
LIMIT = 6
ONLINE_REGULATION = "ffb_en_ligne"  # bot/events/policy.py DEFAULT_EVENT_REGULATION

# The index module brings the vocabulary and its regular expressions (a few hundredths of a second):
# loaded on the first search or by `warm_up`, not before the terminal's first screen (issue 35 §5).
# One lock, because `warm_up` runs in a thread while the director may already be typing.
_LOADING = threading.Lock()


def _index() -> ModuleType:
    with _LOADING:
        from bot.finder import index

        return index


_NOT_WORD = re.compile(r"[^\w]+")


def fold(text: str) -> str:
    """Lower case without accents or punctuation."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    letters = "".join(c for c in decomposed if not unicodedata.combining(c))
    return " ".join(_NOT_WORD.sub(" ", letters).split())


def topics_in(phase: Phase) -> tuple[Topic, ...]:
    """The topics of this phase, in menu order; a topic that declares no phase is in all."""
    return tuple(t for t in rules.topics() if phase in t.phases or not t.phases)


def phases_of(topic: Topic) -> tuple[Phase, ...]:
    return topic.phases or PHASES


_LAW = re.compile(r"\bloi ([0-9]{1,2})([a-z0-9]*)")
# « loi » once folded: l, o, i with only accents between them (they are no word characters), then a digit
# after a space or punctuation. Words without it (most descriptions) need no folding (`cited`).
_LAW_LOOSE = re.compile(r"l\W*o\W*i\W+\d")


_LAW_NUMBER = re.compile(r"[0-9]+")
_LAW_SAID = re.compile(r"\b[Ll]\W*[Oo]\W*[Ii]\s+[0-9]{1,2}[A-Za-z0-9]*")  # « loi 64 », « Loi 16B1 », as typed


def cited(query: str) -> list[Topic]:
    """« loi 64 », « loi 45c4b »: the topics that cover that law."""
    if not _LAW_LOOSE.search(unicodedata.normalize("NFKD", query.casefold())):
        return []
    found = _LAW.search(fold(query))
    if found is None:
        return []
    return [t for t in rules.topics() if found[1] in {_LAW_NUMBER.match(law)[0] for law in t.laws}]  # type: ignore[index]


def search(query: str, limit: int = LIMIT, online: bool = False) -> list[Topic]:
    """The topics this description points to, best first; empty when no word of it is known.
    `online`: the incident comes from an online event (`online_event`), whatever the words say."""
    found = _search(query, limit, online)
    # reviewer29 S-11: another board told first for context (« Sur la donne précédente, Ouest avait renoncé … Sur
    # celle-ci, … »): what this board's words rank first comes first, when the whole message proposed it already
    here = this_board(query) if len(found) > 1 else None
    if here is not None and (mine := _search(here, IN_VIEW, online)) and mine[0] in found[1:IN_VIEW]:
        return [mine[0], *(topic for topic in found if topic != mine[0])]
    return found


def _search(query: str, limit: int, online: bool) -> list[Topic]:
    from rules.shorthand_in_words import as_typed_in_full  # at the first description, not at start

    query = told(query)  # every reading works on the head, a long letter's on its story (bot/finder/head.py)
    # « ren E lev 5 », « dit un cœur »: abbreviations and dictated bids read in full (rules/shorthand_in_words.py)
    query = as_typed_in_full(query)
    index = _index()
    # « Lead out of turn by East »: the English words said in the French the vocabulary knows (english.py)
    query = index.in_french(query)
    by_law = cited(query)
    scored = index.ranked(index.without_board(query), online)  # « donne 13 table 1 » says where, not what
    best = scored[0][0] if scored else 0.0
    kept = [topic for value, topic in scored if value >= best * SPREAD]
    if by_law:
        # the law's topics first; then what the rest of the words name, as a law quoted wrongly (« selon la loi 64 …,
        # je sais plus le numéro » of a lead from the wrong hand: 55, not 64) never hides the incident they tell (s25)
        first = by_words(by_law, scored)
        rest = index.ranked(index.without_board(_LAW_SAID.sub(" ", query)), online)
        named = [topic for value, topic in rest if value >= rest[0][0] * SPREAD] if rest else []
        if rest and not_the_law_s(by_law, rest):
            # issue 37 §4: the incident's own words outrank the law a player cites for it (« l'adversaire invoque la
            # Loi 27 pour l'entame hors tour »): what they name comes first, the law's topics next
            first = _put_first(rest[0][1], first)
        return [*first, *(topic for topic in named if topic not in first)][:limit]
    noted = noted_laws(query, online)
    if not scored and not noted:
        return []
    if noted:
        # the law's topics the words name come first, in their order; those they do not name come after the rest
        named = {topic.id for _, topic in scored}
        first = [topic for topic in by_words(noted, scored) if topic.id in named]
        if scored and not_the_law_s(
            noted, scored
        ):  # a law noted wrongly, as one cited (« …, 64A je crois ? »)
            first = _put_first(scored[0][1], first)
        kept = [*first, *(t for t in kept if t not in first), *(t for t in noted if t.id not in named)]
    return _online_variant(query, index.chosen_first(query, kept), online)[:limit]


IN_VIEW = 3  # the topics the director sees first (bot/finder/index.py)


def _online_variant(query: str, found: list[Topic], online: bool) -> list[Topic]:
    """Issue 37 §4: words that point to fewer than IN_VIEW topics leave a place free; when they do not say the game
    is online, the online variant of the first (`[variantes_en_ligne]` of rules/data/vocabulary/_commun.toml, 80B2)
    takes it, so that a director of an online event whose words forgot to say it finds it. Nothing found moves."""
    if not found or len(found) >= IN_VIEW or online or _index().online(query):
        return found
    from rules.folding import common  # at the first description, not on the first menu's path

    variant = common()["variantes_en_ligne"].get(found[0].id)
    if variant is None or any(topic.id == variant for topic in found):
        return found
    return [*found, rules.get_topic(variant)]


# A law noted as directors note it, without « loi »: « 64A », « L64A1 », « 20F5 », « 54D / 50 »: two digits and the
# capital of one of its sections (A to G). A contract or a bid has one digit (« 3SA », « 4H »), a count of points
# is followed by « + » (« 16H+ »). A law noted in brackets is an aside about the story (« l'enchère insuffisante avait été
# remplacée (27B1a) ; maintenant … »), not the incident.
_NOTED = re.compile(r"(?<![\w/(])L?([1-9][0-9])[A-G](?:[0-9]{1,2}[a-z]?)?(?![\w+)])")


def noted_laws(query: str, online: bool = False) -> list[Topic]:
    """The topics that cover the first law the words note without « loi » (« renonce consommée, 64A »); an
    online-only one when the incident is online only (the event's, or the words say so)."""
    found = _NOTED.search(query)
    if found is None:
        return []
    online = online or _index().online(query)
    return [
        t
        for t in rules.topics()
        if found[1] in {_LAW_NUMBER.match(law)[0] for law in t.laws}  # type: ignore[index]
        and (online or set(t.phases) != {Phase.ONLINE})
    ]


def _put_first(topic: Topic, topics: list[Topic]) -> list[Topic]:
    return [topic, *(other for other in topics if other != topic)]


# The share of the best score the words give a topic of the law cited, below which they tell another incident;
# and what telling one clearly takes: a score of WORDS_TELL at least, CLEAR_LEAD times the next topic's (« C'est un
# 27B1b, il n'y a rien d'autre », « 62B1 : il s'en aperçoit avant que la levée soit retournée »: the law decides).
LAW_OUTRANKED = 0.5
WORDS_TELL = 5.0
CLEAR_LEAD = 1.25


def not_the_law_s(by_law: list[Topic], rest: list[tuple[float, Topic]]) -> bool:
    """Do the words, the law cited left out, name first a topic that does not cover it, and the law's own
    topics at less than half its score, and clearly (WORDS_TELL)? Then the law was cited wrongly (« d'après la Loi 16, la renonce … »,
    « Loi 29 : enchère insuffisante … »); a law the words agree with keeps its place (« Loi 9 : le mort a attiré
    l'attention sur une renonce »: procedure stays first)."""
    ids = {topic.id for topic in by_law}
    top, best = rest[0][0], rest[0][1]
    second = rest[1][0] if len(rest) > 1 else 0.0
    if best.id in ids or top < WORDS_TELL or top < second * CLEAR_LEAD:
        return False
    law_best = max((value for value, topic in rest if topic.id in ids), default=0.0)
    return law_best < top * LAW_OUTRANKED


def by_words(by_law: list[Topic], scored: list[tuple[float, Topic]]) -> list[Topic]:
    """The topics that cover a law the words cite, in the order the rest of the words rank them (« loi 16B1 :
    hésitation … » puts the unauthorised information before the withdrawn calls that cite 16 too); those the
    words do not point to keep the laws' order, after them. An appeal or a director's error the words rank
    first comes before them: the law cited is the one of the ruling it is about (« appel sur la loi 27 »)."""
    rank = {topic.id: at for at, (_, topic) in enumerate(scored)}
    ordered = sorted(by_law, key=lambda topic: rank.get(topic.id, len(rank)))
    follow_up = _index().FOLLOW_UP
    if scored and scored[0][1].id == follow_up and all(topic.id != follow_up for topic in by_law):
        return [scored[0][1], *ordered]
    return ordered


def forget() -> None:
    """Forget what the searches read (each text is ranked once, bot/finder/index.py `_read_once`): the
    next search of any text is cold, as the bench times it."""
    _index().forget()


def online_event(regulation: str) -> bool:
    """Does an incident ruled under this regulation come from an online event (its organiser's
    conditions, bot/events/policy.py), or follow the online regulation itself?"""
    try:
        found = rules.load_regulation(regulation)
    except rules.RulesError:
        return False
    return found.from_event or found.id == ONLINE_REGULATION


def irregularities(query: str) -> list[Topic]:
    """The topics of the irregularities a description names one after the other, in its order
    (« renonce puis attaque hors tour »); empty when it names one."""
    return _index().irregularities(query)


def named_parts(query: str) -> list[Topic]:
    """The irregularities a description's parts name each in their own words, in its order, when it names two
    or more (looser than `irregularities`: for the `+` offer only, issue 37 §4); empty otherwise."""
    index = _index()
    return index.named_parts(index.without_board(clipped(query)))


def nearest(query: str, count: int = 3) -> list[Topic]:
    """The two or three topics closest to words that matched nothing (by spelling), never empty."""
    _index()
    from bot.finder import nearest as spelt

    return spelt.nearest(query, count)


ECHO = 80  # characters of the director's words quoted back above the topics found
_WORD = re.compile(r"\S+")  # \s is str.isspace(), the whitespace str.split() cuts at


def echoed(words: str, limit: int = ECHO) -> str:
    """The director's words quoted back: whole when short, else cut after the last whole word
    that fits, with « … » (G16: never « la 5e lev »). Only the words up to the limit are joined: a
    100 KB message costs what a short one does (issue 37 §5)."""
    kept, size = [], -1
    for word in _WORD.finditer(words):  # as words.split(), which a 100 KB message would pay whole
        kept.append(word[0])
        size += len(word[0]) + 1
        if size > limit:
            break
    words = " ".join(kept)
    if len(words) <= limit:
        return words
    cut = words[: limit - 1]
    if words[limit - 1] != " " and " " in cut:
        cut = cut.rsplit(" ", 1)[0]
    return cut.rstrip(" ,;:.") + "…"


def no_match(query: str) -> str:
    """The French answer when no topic matches: the nearest topics follow, and the moment menu."""
    shown = echoed(query)
    return (
        f"Aucun thème ne correspond à « {shown} ». Voici les plus proches ; ou choisissez le moment de "
        "l'incident, ou décrivez-le autrement (« il n'a pas fourni », « il a hésité », « carte tombée »…)."
    )


def warm_up() -> None:
    """Build the index now (a few hundredths of a second) and load rapidfuzz, e.g. in a thread while
    the first menu is read, so that the first search pays for neither (safe against a search that
    runs meanwhile: both wait for the same lock)."""
    _index()
    from bot.finder import nearest as spelt
    from bot.finder import parts

    spelt.warm_up()
    parts.warm_up()

"""What a search costs (issue 37 §5): one message is ranked once, whichever of the finder's readings asks
first — its topics (`search`), its irregularities (`irregularities`) and their parts (`irregular_parts`) —
and a forgotten message is read again, to the same answer."""

from __future__ import annotations

import pytest

from bot.finder import index
from bot.finder import topics as finder

TWO = "Ouest a renoncé à cœur à la 5e levée, puis Est a entamé hors tour à la levée suivante"


@pytest.fixture
def rankings(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The texts ranked afresh (not read from what the finder keeps)."""
    seen: list[str] = []
    original = index._ranked_once

    def counted(text: str, facts: bool, online_event: bool) -> list[tuple[float, object]]:
        seen.append(text)
        return original(text, facts, online_event)  # type: ignore[return-value]

    monkeypatch.setattr(index, "_ranked_once", counted)
    finder.forget()
    return seen


def test_one_message_is_ranked_once_for_its_topics_its_irregularities_and_their_parts(
    rankings: list[str],
) -> None:
    found = [t.id for t in finder.search(TWO)]
    first = len(rankings)
    assert first >= 2  # the whole message, then each of its parts
    assert found[:2] == ["renonce", "attaque"]  # a lead at a later trick (tester20 P11)
    assert [t.id for t in finder.irregularities(TWO)] == ["renonce", "attaque"]
    assert [t.id for _, t in index.irregular_parts(TWO)] == ["renonce", "attaque"]
    assert [t.id for t in finder.search(TWO)] == found
    assert len(rankings) == first  # nothing ranked again


def test_a_forgotten_message_is_ranked_again_to_the_same_topics(rankings: list[str]) -> None:
    found = [t.id for t in finder.search(TWO)]
    first = len(rankings)
    finder.forget()
    assert [t.id for t in finder.search(TWO)] == found
    assert len(rankings) == 2 * first  # the bench's timed() forgets before each search: a cold search


def test_an_online_event_is_ranked_apart_from_a_club_incident(rankings: list[str]) -> None:
    """« il a hésité » at an online event is the online hesitation (tester7 T9): the two readings are kept
    apart, never one served for the other."""
    club = [t.id for t in finder.search("il a hésité")]
    online = [t.id for t in finder.search("il a hésité", online=True)]
    assert club[0] == "information_non_autorisee"
    assert online[0] != club[0]
    assert [t.id for t in finder.search("il a hésité")] == club


def test_the_kept_readings_are_bounded() -> None:
    finder.forget()
    for number in range(3 * index.READINGS):
        finder.search(f"renonce à la levée {number % 13 + 1} table {number}")
    assert len(index.index().readings) <= index.READINGS


# A search asks the same reading of one text in several ways (`read(t, stated_only=True)` here,
# `read(t, stated_only=True, allegations=False)` there): each is computed once (issue 37 §5, finder34).
READ = "Sud joue 4♠ ; Ouest n'a pas fourni à cœur, il en avait un"


def test_the_words_are_read_once_however_the_reading_is_asked() -> None:
    from rules import words_matching

    words_matching._read.cache_clear()
    first = words_matching.read(READ, stated_only=True)
    assert words_matching.read(READ, True, False) is first
    assert words_matching.read(READ, stated_only=True, allegations=False) is first
    assert words_matching._read.cache_info().misses == 1


def test_the_acts_are_read_once_however_they_are_asked() -> None:
    from bot.finder import acts

    acts.forget()
    folded = "le mort dit au declarant qu il a renonce"
    told = acts.acts(folded)
    assert told and acts.acts(folded, False, False) is told
    assert acts._acts.cache_info().misses == 1


def test_the_bids_are_found_once_and_each_caller_gets_its_own_copy() -> None:
    from rules import bids_told

    bids_told._levels.cache_clear()
    words = ("sud", "ouvre", "1", "coeur", "nord", "dit", "2", "pique", "puis", "joue", "le", "8", "carreau")
    found, cards = bids_told.levels(words)
    assert (found, cards) == ([2, 6], {11})
    found.append(99)
    cards.add(99)
    assert bids_told.levels(list(words)) == ([2, 6], {11})
    assert bids_told._levels.cache_info().misses == 1


def test_every_pattern_of_the_vocabulary_stays_known() -> None:
    """`needed` keeps what each vocabulary pattern needs: bounded below their number, a search computed
    them again every time (4,488 patterns against 4,096 places)."""
    from rules import vocabulary
    from rules.words_matching import needed

    patterns = {
        pattern
        for found in vocabulary.vocabularies().values()
        for fact in found.facts
        for pattern in (*fact.when, *fact.unless, *fact.also)
    }
    for pattern in patterns:  # (known already, unless a bench or a test cleared them)
        needed(pattern)
    before = needed.cache_info()
    for pattern in patterns:
        needed(pattern)
    assert needed.cache_info().misses == before.misses


def test_the_declarers_readings_are_scanned_once_for_the_seat_and_the_contract() -> None:
    """`declarer_seat` and `final_contract` read the same matches of the declarer's readings (finder37): one
    scan of the words, the same seat and contract as before."""
    from rules import seats_in_words

    for cached in (
        seats_in_words._declarer_words,
        seats_in_words.declarer_seat,
        seats_in_words.final_contract,
    ):
        cached.cache_clear()
    said = "Sud joue 4♠ contré, Ouest n'a pas fourni à cœur"
    contract = seats_in_words.final_contract(said)
    assert seats_in_words.declarer_seat(said) == "sud"
    assert contract is not None and (contract.level, contract.strain, contract.doubling) == (
        "4",
        "S",
        "doubled",
    )
    assert seats_in_words._declarer_words.cache_info().misses == 1
    # a contract said alone in its clause, and an auction that makes it a bid
    assert seats_in_words.declarer_seat("3SA de Nord, Est a défaussé un pique") == "nord"
    assert seats_in_words.declarer_seat("1♥ de Nord, contre d'Est") is None


def test_the_words_a_typo_may_stand_for_are_filed_by_the_index_once() -> None:
    """The known words by their first letter (`_spelt_from`) are filed when the index is built, in their order:
    a new message no longer sorts them out again (finder37; the bench's cold search cleared them each time)."""
    from bot.finder import bm25

    built = bm25.index()
    every = sorted(word for word in built.known if len(word) >= 4 and not word.isdigit())
    for initial in {word[0] for word in every}:
        assert bm25._spelt_from(initial) == tuple(word for word in every if word[0] == initial)
    assert bm25._spelt_from("é") == tuple(word for word in every if word[0] == "é")
    assert bm25._spelt_from("♠") == ()
    assert "hesitation" in bm25._spelt_from("h")

"""The moments' and the online words' phrases are tried only where their first word is (bot/finder/moments.py
`_said`, issue 37 §5): the same answer as trying every phrase in turn, on every description of the sets."""

from __future__ import annotations

from bot.finder import moments
from rules import vocabulary as vocab
from tests.bot.finder.descriptions import DEVELOPMENT, HELD_OUT, TUNING_SETS, read


def _every_phrase(folded: str, phrases: tuple[str, ...]) -> bool:
    padded = f" {folded} "
    return any(phrase in padded for phrase in phrases)


def test_a_phrase_is_found_where_its_first_word_is_as_by_trying_them_all() -> None:
    texts = [item.text for item in read(DEVELOPMENT) + read(HELD_OUT) + read(TUNING_SETS["24"])]
    texts += ["", "en ligne", "pendant les enchères", "Après l'entame, en ligne sur BBO, il a mal cliqué"]
    sets = [moments._online_markers(), *moments._moment_markers().values()]
    kinds = [moments._by_first_word(phrases) for phrases in sets]
    found = 0
    for text in texts:
        words = vocab.words(text)
        folded = " ".join(words)
        for phrases, markers in zip(sets, kinds, strict=True):
            said = moments._said(set(words), folded, markers)
            assert said == _every_phrase(folded, phrases), (text, phrases[:3])
            found += said
    assert found > 100  # the sets say moments and online words often: the comparison is not all « no »


def test_a_phrase_of_no_word_is_said_only_of_no_words() -> None:
    markers = moments._by_first_word(("  ", " en ligne "))
    assert moments._said(set(), "", markers)
    assert not moments._said({"il", "joue"}, "il joue", markers)
    assert moments._said({"en", "ligne"}, "en ligne", markers)
    assert not moments._said({"ligne", "en"}, "ligne en", markers)  # the words in their order

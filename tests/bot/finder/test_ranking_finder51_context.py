"""Issue 37 §4 (finder51, s25): context never outranks the incident. The director being called (« on a appelé
l'arbitre à la fin ») is how the story reached him, not an appeal (92) nor a procedure (9B) — unless the call was
not made or is asked about (« sans appeler l'arbitre »: 9A, 9B); and words that point to one or two topics
without saying the game is online leave the third place to the online variant of the first (80B2). My own
sentences."""

from __future__ import annotations

import pytest

from bot.finder import topics as finder
from bot.finder.frame import framed


def _ids(text: str, online: bool = False) -> list[str]:
    return [topic.id for topic in finder.search(text, online=online)]


@pytest.mark.parametrize(
    "text",
    [
        "On a appelé l'arbitre à la fin du coup.",
        "La table d'à côté appellera l'arbitre après la donne.",
        "Est appelle le TD.",
    ],
)
def test_the_director_called_is_no_word_of_the_incident(text: str) -> None:
    assert not {"appele", "appellera", "appelle", "td"} & set(word for word in framed(text) if word)


@pytest.mark.parametrize(
    "text",
    [
        "Nord a déclaré par-dessus sans appeler l'arbitre.",
        "Au lieu d'appeler l'arbitre, ils ont réglé ça entre eux.",
        "Il faut appeler l'arbitre ?",
        "Ils font appel de ma décision.",
    ],
)
def test_a_call_not_made_asked_about_or_an_appeal_keeps_its_words(text: str) -> None:
    assert {"appeler", "appel"} & set(word for word in framed(text) if word)


def test_a_hesitation_told_with_the_call_of_the_director_is_the_hesitation() -> None:
    # 16B: a hesitation, then the partner's call; the director called at the end is the story's frame
    found = _ids(
        "Ouest a réfléchi longtemps avant de passer, et Est a ensuite dit 4♠. On a rappelé l'arbitre à la fin."
    )
    assert found[0] == "information_non_autorisee"


def test_the_online_variant_fills_a_free_third_place() -> None:
    # 40B / 20F (a forgotten alert, explication erronée) — online, the self-alert's topic (80B2) is offered too
    found = _ids("Ils n'ont pas alerté leur 2♦ Texas.")
    assert found[0] == "explication_erronee" and "en_ligne_alerte" in found[:3]


def test_the_online_variant_never_takes_a_found_topic_s_place() -> None:
    text = "Sud a hésité avant de passer, Nord a ensuite contré, et Est a joué une carte hors tour."
    found = _ids(text)
    assert len(found) >= 3 and "en_ligne_hesitation" not in found[:3]


def test_words_that_say_online_keep_the_online_ranking() -> None:
    found = _ids("Sur BBO, ils n'ont pas alerté leur 2♦ Texas.")
    assert found[0] == "en_ligne_alerte"

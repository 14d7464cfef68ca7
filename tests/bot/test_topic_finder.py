"""Finding the topic (issue 24 §2): by when it happened, and by a few French words.

Data-driven: a topic added by anyone is checked by what it declares (its phases, and its words in
rules/data/vocabulary/<topic>.toml), so a new topic only adds its vocabulary file. The table of real phrases below names
today's topics; a phrase that a new topic declares must find that topic too.
"""

from __future__ import annotations

import pytest

import rules
from bot.finder import index as finder_index
from bot.finder import topics as finder
from rules import vocabulary
from rules.topic import Phase

# What directors type → topics of today that must be among the results (empty: none today).
PHRASES: dict[str, set[str]] = {
    "carte du mort": {"carte_du_mort"},
    "le mort a averti le déclarant": {"procedure"},
    "14 cartes": {"nombre_de_cartes"},
    "il a vu une carte de la table voisine": {"information_etrangere"},
    "il a hésité": {"information_non_autorisee"},
    "Il a HESITE longtemps": {"information_non_autorisee"},
    "téléphone": {"tempo_comportement"},  # 74
    "xylophone quantique": set(),  # nothing: said so in French
    "renonse": {"renonce"},  # a typo
    "n'a pas fourni": {"renonce"},
    "entame hors tour": {"entame"},
    "enchère insufisante": {"enchere_insuffisante"},
    "mauvais etui": {"mauvais_etui"},
    "déconnecté": {"en_ligne_deconnexion"},
    "mauvais clic": {"en_ligne_clic"},
    "revendique le reste": {"revendication"},
    "carte tombée": {"cartes_penalisees"},
    "alerte oubliée": {"explication_erronee"},
    "loi 64": {"renonce"},
}


def declaring(query: str) -> set[str]:
    """The topics that declare this very phrase in their vocabulary (an online topic, when the
    phrase says the game is online: a club incident never gets one first)."""
    folded = finder.fold(query)
    words = vocabulary.vocabularies()
    return {
        t.id
        for t in rules.topics()
        if any(finder.fold(k) == folded for k in (*t.keywords, *words[t.id].phrases))
        and (set(t.phases) != {Phase.ONLINE} or finder_index.online(query))
    }


@pytest.mark.parametrize("query", sorted(PHRASES))
def test_typed_words_find_the_topic(query: str) -> None:
    found = [t.id for t in finder.search(query)]
    known = {t.id for t in rules.topics()}
    expected = (PHRASES[query] & known) | declaring(query)
    assert expected <= set(found), (query, found)
    if not expected:
        assert found == [] and finder.no_match(query).startswith(f"Aucun thème ne correspond à « {query}")


def test_numbers_count_only_beside_their_word() -> None:
    assert finder.search("14 cartes")[0].id == "nombre_de_cartes"
    assert finder.search("renonce à la 14e levée")[0].id == "renonce"  # « 14 » alone names no topic


def test_nothing_typed_finds_nothing() -> None:
    assert finder.search("") == [] and finder.search("  il a  ") == []


@pytest.mark.parametrize("topic", rules.topics(), ids=lambda t: t.id)
def test_every_word_of_every_topic_finds_it_even_misspelt(topic: rules.Topic) -> None:
    """Its title and its vocabulary (rules/data/vocabulary/<topic>.toml); an online topic's words
    are said with « en ligne », as a club incident never gets an online topic first."""
    own = vocabulary.vocabularies()[topic.id]
    online = set(topic.phases) == {Phase.ONLINE}
    for said in (topic.title, *topic.keywords, *own.phrases):
        phrase = f"{said} en ligne" if online else said
        assert topic in finder.search(phrase), phrase
        folded = finder.fold(phrase)
        longest = max(folded.split(), key=len)
        if len(longest) >= 7:  # one letter dropped from its longest word: a typo
            typo = folded.replace(longest, longest[:3] + longest[4:], 1)
            assert topic in finder.search(typo), (phrase, typo)


@pytest.mark.parametrize("topic", rules.topics(), ids=lambda t: t.id)
def test_every_topic_is_reachable_in_two_choices(topic: rules.Topic) -> None:
    assert any(topic in finder.topics_in(phase) for phase in Phase)
    for phase in finder.phases_of(topic):
        assert topic in finder.topics_in(phase)


def test_every_phase_offers_topics_and_the_online_ones_are_online() -> None:
    for phase in Phase:
        assert finder.topics_in(phase), phase
    online = {t.id for t in finder.topics_in(Phase.ONLINE) if t.phases}
    assert {"en_ligne_clic", "en_ligne_retard", "en_ligne_deconnexion"} <= online


def test_a_misspelt_phase_fails_where_it_is_declared() -> None:
    topic = rules.get_topic("renonce")
    with pytest.raises(ValueError):
        rules.Topic(
            id="x",
            title="X",
            summary="x",
            laws=("1",),
            questions={},
            procedure=topic.procedure,
            phases=("jeux",),
        )

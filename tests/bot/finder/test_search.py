"""The kinds of failure issue 31 saw (« Why »), each as directors typed it."""

from __future__ import annotations

import pytest

from bot.finder import calls
from bot.finder import topics as finder
from rules.topic import Phase


def first(text: str) -> str:
    found = finder.search(text)
    assert found, text
    return found[0].id


# Context (seat, suit, trick, moment) around a known word never cancels it (newcomer review F3).
@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("Est a entamé alors que c'était à Ouest", "entame"),
        ("Ouest n'a pas fourni à coeur", "renonce"),
        ("Ouest a longuement hésité puis son partenaire a dit 5 coeurs", "information_non_autorisee"),
        ("le déclarant a revendiqué mais il reste un atout", "revendication"),
        ("il a étalé son jeu", "revendication"),
        ("il a dit 1 pique sur 1 sans atout", "enchere_insuffisante"),
        ("Est-Ouest veulent faire appel de ma décision", "suites_decision"),
        ("Nord avait 14 cartes et Est 12, découvert après le jeu à la 13e levée", "nombre_de_cartes"),
        ("renonce", "renonce"),
        (
            "Sud joue 4♠ contré vulnérable, à la 7e levée Ouest n'a pas fourni à ♥ alors qu'il avait la dame",
            "renonce",
        ),
    ],
)
def test_unknown_words_never_cancel_a_known_one(text: str, topic: str) -> None:
    assert first(text) == topic


# What players say instead of the Code's terms.
@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("il a coupé alors qu'il avait du pique", "renonce"),
        ("pas fourni", "renonce"),
        ("explication fausse", "explication_erronee"),
        ("il a joué avant son tour", "jeu_premature"),
        ("il a hésité", "information_non_autorisee"),
        ("le portable a sonné", "tempo_comportement"),
    ],
)
def test_everyday_words_find_the_topic(text: str, topic: str) -> None:
    assert first(text) == topic


def test_a_dropped_card_offers_the_penalty_card() -> None:
    assert "cartes_penalisees" in [t.id for t in finder.search("carte tombée")[:3]]


# Slow play in a club: the procedural penalty, never an online topic first (newcomer review F4).
@pytest.mark.parametrize(
    "text",
    [
        "jeu lent",
        "lenteur",
        "ils jouent trop lentement",
        "ils sont en retard",
        "la paire 12 joue trop lentement",
    ],
)
def test_slow_play_in_a_club_finds_the_procedural_penalty(text: str) -> None:
    assert first(text) == "suites_decision"


@pytest.mark.parametrize(
    "text", ["il a réfléchi longtemps", "jeu lent", "temps écoulé", "il a mis longtemps avant de passer"]
)
def test_a_club_incident_never_gets_an_online_topic_first(text: str) -> None:
    assert set(finder.search(text)[0].phases) != {Phase.ONLINE}


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("jeu lent sur BBO", "en_ligne_retard"),
        ("il a réfléchi longtemps en ligne", "en_ligne_hesitation"),
        ("j'ai cliqué 2♥ au lieu de 2♠ sur RealBridge", "en_ligne_clic"),
    ],
)
def test_online_words_bring_the_online_topic_first(text: str, topic: str) -> None:
    assert first(text) == topic


def test_typos_and_missing_accents() -> None:
    assert first("renonse consomée") == "renonce"
    assert first("enchere insufisante") == "enchere_insuffisante"
    assert first("hesitation") == "information_non_autorisee"
    assert first("revandication") == "revendication"


def test_a_law_number_opens_the_topics_that_cite_it() -> None:
    assert [t.id for t in finder.search("loi 64")] == ["renonce"]


def test_nothing_found_still_names_the_nearest_topics() -> None:
    assert finder.search("xylophone quantique") == []
    nearest = finder.nearest("xylophone quantique")
    assert 2 <= len(nearest) <= 3
    assert all(set(t.phases) != {Phase.ONLINE} for t in nearest)  # a club incident, as far as we know
    assert finder.no_match("xylophone quantique").startswith(
        "Aucun thème ne correspond à « xylophone quantique »"
    )


def test_the_readme_examples_hold() -> None:
    """docs/topics.md's table « Décrire l'incident »: each description's first topic, as promised."""
    from pathlib import Path

    readme = (Path(__file__).resolve().parents[3] / "docs" / "topics.md").read_text(encoding="utf-8")
    section = readme.split("## Décrire l'incident", 1)[1].split("\n## ", 1)[0]
    rows = [line.split(" | ") for line in section.splitlines() if line.startswith("| ") and "---" not in line]
    assert len(rows) >= 6
    for text, topic, _ in rows[1:]:
        text = text.removeprefix("| ")
        assert finder.search(text)[0].title.startswith(topic.split(" (")[0]), text


def test_a_bid_not_higher_than_the_one_before_is_insufficient() -> None:
    assert calls.bids("2♦ sur 2♥") == [(2, 2), (2, 1)]  # « X sur Y »: Y came first
    assert calls.bids("1SA - 1♠") == [(1, 4), (1, 3)]
    assert calls.signals("il a dit 2 trèfles sur 2 carreaux") == {"enchere_insuffisante": calls.SIGNAL}
    assert calls.signals("il a dit 2 carreaux sur 2 trèfles") == {}  # sufficient
    assert calls.signals("il a dit 8 SA") == {
        "declaration_inadmissible": 2 * calls.SIGNAL
    }  # no bid above seven is meant (38)

"""reviewer28 R-8 and R-19 (session 29): words typed in a hurry or dictated — abbreviations (« ren E lev 5 »,
« 3 der. lev », « O a 14 c. ») and numbers said in words where they are bids or contracts (« dit un cœur », « Sud joue
quatre piques contrés ») — read as the words they stand for (rules/shorthand_in_words.py), never a count of
something else nor a card of the play."""

from __future__ import annotations

import pytest

from bot.finder import topics as finder
from rules.shorthand_in_words import as_typed_in_full
from tests.bot.finder.descriptions import engine_facts


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("ren E lev 5, conso", "renonce E levée 5, consommée"),
        ("S revendique 3 der. lev, O conteste", "S revendique 3 dernières levées, O conteste"),
        ("la der. lev", "la dernière levée"),
        ("Décl S a touché le roi", "Déclarant S a touché le roi"),
        ("O a 14 c., S 12 c., avant la 1ère enchère", "O a 14 cartes, S 12 cartes, avant la 1ère enchère"),
    ],
)
def test_abbreviations_read_as_their_words(typed: str, read: str) -> None:
    assert as_typed_in_full(typed) == read


@pytest.mark.parametrize(
    "typed",
    [
        "il veut lever la main",  # « lev » inside a word
        "le temps relevé par BBO",
        "Nord a 4 c. en main",  # below 8, « c. » may be « cœur » (4♥): left as typed
        "Sud 4 c, Ouest passe",
    ],
)
def test_words_that_are_no_abbreviation_stay(typed: str) -> None:
    assert as_typed_in_full(typed) == typed


def test_a_sentence_s_last_dot_stays_after_an_abbreviation() -> None:
    assert as_typed_in_full("Est a renoncé lev. Ensuite Sud a revendiqué") == (
        "Est a renoncé levée. Ensuite Sud a revendiqué"
    )


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("sud ouvre d'un sans atout et ouest dit un cœur", "sud ouvre 1 sans atout et ouest dit 1 cœur"),
        ("Nord a ouvert d'un trèfle, Est a passé", "Nord a ouvert 1 trèfle, Est a passé"),
        ("sud a dit un carreau sur un pique à son tour", "sud a dit 1 carreau sur 1 pique à son tour"),
        ("ouest a dit un cœur sur le un pique de nord", "ouest a dit 1 cœur sur le 1 pique de nord"),
        (
            "Nord un cœur, Est passe, Sud deux piques et Ouest trois trèfles",
            "Nord 1 cœur, Est passe, Sud 2 piques et Ouest 3 trèfles",
        ),
        ("sud joue quatre piques contrés", "sud joue 4 piques contrés"),
        ("Nord joue trois sans atout", "Nord joue 3 sans atout"),
        ("contrat : quatre cœurs par Ouest", "contrat : 4 cœurs par Ouest"),
        ("l'ouverture d'un sans-atout de Nord", "l'ouverture de 1 sans-atout de Nord"),
        ("il a quand même dit trois piques", "il a quand même dit 3 piques"),
    ],
)
def test_bids_and_contracts_said_in_words_read_as_digits(typed: str, read: str) -> None:
    assert as_typed_in_full(typed) == read


@pytest.mark.parametrize(
    "typed",
    [
        "Ouest a défaussé un cœur, il avait deux cartes",  # a card, a count of cards
        "le déclarant dit un cœur au mort",  # a designation of dummy's card (46B)
        "Sud dit un cœur au mort",
        "Est a joué un cœur sur un pique",
        "il reste à Sud deux cœurs.",  # a holding, not a call
        "un joueur a deux piques de plus",
        "Sud a joué deux piques puis un carreau",  # cards played, not a contract
    ],
)
def test_numbers_that_are_no_bid_stay_as_typed(typed: str) -> None:
    assert as_typed_in_full(typed) == typed


def test_a_dictated_contract_gives_its_facts() -> None:
    facts = engine_facts("renonce", "sud joue quatre piques contrés ouest a renoncé à cœur c'est consommé")
    assert (facts.get("contract_level"), facts.get("contract_strain"), facts.get("doubling")) == (
        "4",
        "S",
        "doubled",
    )
    assert facts.get("declarer_side") == "ns"


@pytest.mark.parametrize(
    "over", ["il a fait deux de mieux", "il a fait 2 de mieux", "Sud a fait deux levées de mieux"]
)
def test_overtricks_said_in_words_give_the_tricks_made(over: str) -> None:
    """4♥ + 2 overtricks: 12 tricks (the level + 6 + the overtricks)."""
    assert (
        engine_facts("renonce", f"Sud joue quatre cœurs, Ouest a renoncé, c'est consommé, {over}").get(
            "tricks_taken"
        )
        == "12"
    )


@pytest.mark.parametrize(
    "elsewhere",
    [
        "à l'autre table ils ont fait 2 de mieux",
        "s'il avait fait deux de mieux",
        "il aurait fait deux de mieux",
    ],
)
def test_overtricks_of_another_table_or_supposed_are_not_read(elsewhere: str) -> None:
    assert "tricks_taken" not in engine_facts("renonce", f"Sud joue 4♥, Ouest a renoncé. {elsewhere}")


def test_an_auction_in_rotation_from_the_dealer_is_an_insufficient_bid_not_a_call_out_of_turn() -> None:
    """27 (the bid lower than the one before it), not 28-32: every call was made at its turn."""
    for text in (
        "Ouest donneur. O passe, N passe, E passe, S 1SA, O 1♥",
        "Ouest donneur. Ouest passe, Nord passe, Est passe, Sud dit un sans atout, Ouest dit un cœur",
    ):
        assert finder.search(text)[0].id == "enchere_insuffisante"
        assert engine_facts("enchere_insuffisante", text).get("in_rotation") == "yes"


def test_an_auction_opened_by_another_seat_than_the_dealer_keeps_the_call_out_of_turn_first() -> None:
    assert (
        finder.search("Nord donneur. O passe, N passe, E passe, S 1SA, O 1♥")[0].id == "declaration_hors_tour"
    )


def test_dictated_bids_name_the_insufficient_bid() -> None:
    assert finder.search("sud ouvre d'un sans atout et ouest dit un cœur")[0].id == "enchere_insuffisante"


def test_abbreviations_give_the_facts() -> None:
    assert engine_facts("revendication", "S revendique 3 der. lev, O conteste").get("claimed") == "3"
    assert (
        engine_facts("nombre_de_cartes", "O a 14 c., S 12 c., avant 1ère enchère").get("problem")
        == "too_many"
    )
    assert engine_facts("levees", "fin du coup, NS comptent 9 lev, EO 8").get("case") == "disagreement"


def test_overtricks_are_no_count_of_the_tricks_made() -> None:
    """« le déclarant a fait 2 levées de mieux » pre-filled 2 tricks made (a count of overtricks read as the count)."""
    text = "Sud joue 4♥, Ouest a renoncé, le déclarant a fait 2 levées de mieux"
    assert engine_facts("renonce", text).get("tricks_taken") == "12"


def test_a_dictated_auction_reads_east_as_the_seat() -> None:
    """« nord passe est passe sud dit … »: « est » between two calls, or before a call and its bid, is the seat."""
    text = "ouest donneur il passe nord passe est passe sud dit un sans atout ouest dit un cœur"
    assert finder.search(text)[0].id == "enchere_insuffisante"
    assert engine_facts("enchere_insuffisante", text).get("in_rotation") == "yes"


@pytest.mark.parametrize(
    "said", ["le temps est passé, Sud a revendiqué", "tout est dit un peu vite", "il est passe nord"]
)
def test_est_the_verb_stays_the_verb(said: str) -> None:
    from rules.cased_words import cased

    assert cased(said) == said

"""Issue 37, round 5 session 4: the general readings (rules/vocabulary_readings.py: the contract) and the doubts
that cancel a fact; the tests of the readings split from it moved with them (tests/rules/test_results_in_words.py,
test_revoke_roles_in_words.py, test_leads_in_words.py, test_penalty_in_words.py). Each sentence was written for
the rule it tests, the traps beside the facts."""

from __future__ import annotations

import pytest

from rules import vocabulary
from rules.seats_in_words import final_contract


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Sud joue 4♠, Ouest n'a pas fourni", ("4", "S", "sud", None, None)),
        ("3SA non contré joué par Est, 9 levées", ("3", "NT", "est", "none", None)),
        ("4♥X vulnérable joué par Ouest", ("4", "H", "ouest", "doubled", "yes")),
        ("Sud joue 4♠ contré, Ouest a renoncé", ("4", "S", "sud", "doubled", None)),
        ("t9 étui 3, 2♦ joué par Nord, Est a renoncé", ("2", "D", "nord", None, None)),
        ("Arbitre : 3SA de Nord, Est a défaussé sur le carreau", ("3", "NT", "nord", None, None)),
        ("l'ouverture 1♠ de Nord, puis Sud joue 4♥", ("4", "H", "sud", None, None)),
        # an opening bid, a card, two contracts, a contract corrected: no contract
        ("l'ouverture 1♠ de Nord, Est a renoncé", None),
        ("Sud a joué le 4♥ et Ouest a coupé", None),
        ("Sud joue 4♠ ; Nord joue 3SA", None),
        ("Sud joue 4♠, ou plutôt 5♠, Ouest a renoncé", None),
        ("Nord a ouvert 1♥ et Est a contré", None),
    ],
)
def test_the_final_contract_is_read_with_its_declarer(text: str, expected: tuple[str, ...] | None) -> None:
    contract = final_contract(text)
    got = (
        None
        if contract is None
        else (contract.level, contract.strain, contract.declarer, contract.doubling, contract.vulnerable)
    )
    assert got == expected


def test_the_contract_answers_the_revokes_score_questions() -> None:
    facts = vocabulary.facts("renonce", "4♥X vulnérable joué par Ouest, 9 levées à la table, Nord a renoncé")
    assert facts["contract_level"] == "4" and facts["contract_strain"] == "H"
    assert facts["declarer_side"] == "eo" and facts["doubling"] == "doubled" and facts["vulnerable"] == "yes"
    assert facts["tricks_taken"] == "9" and facts["offender"] == "defender"
    said = vocabulary.evidence("renonce", "3SA non contré joué par Est, Nord a renoncé")
    assert said["doubling"].value == "none" and said["doubling"].words == "3SA non contré joué par Est"


@pytest.mark.parametrize(
    "text",
    [
        "si Sud joue 4♠, que se passe-t-il quand Ouest renonce ?",  # a supposition
        "Sud joue 4♠ ? je ne sais plus",  # a question, and unsure
        "Nord pense que Sud joue 4♠",  # a claim
    ],
)
def test_a_contract_in_a_question_or_a_claim_is_not_read(text: str) -> None:
    assert not vocabulary.facts("renonce", text).keys() & {
        "contract_level",
        "contract_strain",
        "declarer_side",
    }


def test_a_revoke_only_alleged_is_not_a_revoke() -> None:
    # That he had the suit is only what Nord thinks: no « not followed » (the director asks).
    assert "situation" not in vocabulary.facts(
        "renonce", "Ouest n'a pas fourni à cœur, Nord pense qu'il avait du cœur"
    )
    assert (
        vocabulary.facts("renonce", "Ouest n'a pas fourni à cœur alors qu'il en avait")["situation"]
        == "not_followed"
    )


@pytest.mark.parametrize(
    ("topic", "text"),
    [
        ("entame", "Ouest a entamé face visible ou il a seulement montré la carte"),
        ("entame", "Ouest a entamé face visible, ou alors il a juste montré sa carte"),
        ("renonce", "le mort a renoncé ou pas, on se dispute"),
        ("renonce", "le mort n'a pas fourni ou il n'avait plus de pique"),
    ],
)
def test_two_readings_offered_state_neither(topic: str, text: str) -> None:
    assert vocabulary.facts(topic, text) == {}


def test_ou_typed_for_where_is_not_an_alternative() -> None:
    assert vocabulary.facts("renonce", "le mort a renoncé au moment ou il a défaussé")["offender"] == "dummy"


@pytest.mark.parametrize(
    ("text", "turn", "call"),
    [
        ("Nord donneur, Sud a ouvert 1♥ avant que Nord ait parlé", "partner", "bid"),
        ("Nord ouvre 1♥ et Ouest contre avant qu'Est ait parlé", "partner", "double"),  # Ouest, not Nord
        ("Est donneur, Sud passe avant lui", "rho", "pass"),
        ("Ouest donneur, Sud a passé en premier", "lho_first", "pass"),
        ("N 1♦, E passe, S 1♠, puis Sud redit 3♠ alors que c'était à Ouest", "lho_later", "bid"),
        # a pass said to be conventional or strong is an artificial pass (30C), never a natural one; whose
        # turn it was still is
        (
            "Nord donneur, Sud a passé avant lui, chez eux un passe d'entrée est un passe fort",
            "partner",
            "artificial_pass",
        ),
        ("Est donneur, Sud a passé avant lui, un passe conventionnel", "rho", "artificial_pass"),
        # denied, asked, or no seat whose turn it was
        ("Nord donneur, Sud n'a pas ouvert avant lui", None, None),
        ("Sud a-t-il ouvert 1♥ avant que Nord ait parlé ?", None, None),
        ("Sud a ouvert 1♥ avant que j'arrive", None, None),
        ("Nord donneur, Nord a ouvert 1♥ en premier", None, None),  # the dealer: his own turn
    ],
)
def test_whose_turn_and_what_call_from_the_seats(text: str, turn: str | None, call: str | None) -> None:
    facts = vocabulary.facts("declaration_hors_tour", text)
    assert (facts.get("turn"), facts.get("call")) == (turn, call)


def test_words_spoken_are_not_a_card_let_go() -> None:
    said = "pendant le jeu Est (défense) lâche « de toute façon j'ai le roi de cœur », en parlant de sa main"
    # A card named as being in his hand (49), not a card let go (session 7).
    assert vocabulary.facts("cartes_penalisees", said).get("how_exposed") == "named"
    dropped = vocabulary.facts("cartes_penalisees", "Est (défense) a lâché le roi de cœur sur la table")
    assert dropped["how_exposed"] == "unintentional"


def test_nobody_else_is_a_negation() -> None:
    text = "Ouest n'a que 12 cartes ; personne d'autre n'en a 14"
    assert vocabulary.facts("nombre_de_cartes", text).get("problem") != "too_many"
    # Fourteen alone is asked (tester20 P5: a surplus card, 13C, reads the same); with the short hand, taken.
    assert vocabulary.facts("nombre_de_cartes", "Ouest en a 14").get("problem") is None
    assert vocabulary.facts("nombre_de_cartes", "Ouest en a 14 et Est 12")["problem"] == "too_many"


@pytest.mark.parametrize(
    ("text", "situation"),
    [
        (
            "Sud (décla) attaque ♥ de sa main, et Est pose sa carte avant qu'Ouest ait fourni",
            "defender_before_partner",
        ),
        (
            "le décla (Sud) attaque ♠ du mort, Est fournit, et Ouest pose son as avant que Sud ait joué",
            "defender_at_rho_turn",
        ),
        (
            "Sud joue 4♠, Est a joué avant que Nord ait joué",
            "defender_at_rho_turn",
        ),  # Nord, the dummy, is his RHO
        # no declarer named (the seats have no roles), a denial, a question
        ("Est pose sa carte avant qu'Ouest ait fourni", None),
        ("Sud joue 4♠, Est n'a pas joué avant qu'Ouest ait fourni", None),
        ("Sud joue 4♠, Est a-t-il joué avant qu'Ouest ait fourni ?", None),
    ],
)
def test_who_played_before_whose_turn_from_the_seats(text: str, situation: str | None) -> None:
    assert vocabulary.facts("jeu_premature", text).get("situation") == situation


@pytest.mark.parametrize(
    ("text", "established"),
    [
        ("la renonce est consommée", "yes"),
        ("la renonce n'est pas consommée", "no"),
        ("Nord le signale tout de suite, personne n'a encore joué à la levée d'après", "no"),
        ("la renonce est-elle consommée ?", None),
        ("la renonce est consommée par la revendication du déclarant", None),  # another answer: « claim »
        ("les deux camps ont renoncé, la renonce n'est pas consommée", None),
    ],
)
def test_established_said_in_words(text: str, established: str | None) -> None:
    assert vocabulary.facts("renonce", text).get("established") == established


@pytest.mark.parametrize(
    ("text", "situation"),
    [
        ("Sud (défense) a renoncé à carreau, le déclarant a pris la levée", "not_followed"),
        ("Sud n'a pas renoncé à carreau", None),
        ("Est dit que Sud a renoncé à trèfle", None),  # only Est says so
        ("Sud a-t-il renoncé à carreau ?", None),
        (
            "le décla a renoncé à ♥ à la 2e levée et Ouest (défense) a renoncé à ♣, les deux camps ont rejoué",
            "two_revokes",  # reviewer28 R-17: a role's revoke and a seat's are two (64B7), never one
        ),
        (
            "le déclarant a interdit pique à Sud, et Sud a renoncé à pique",
            None,
        ),  # a requirement, not the suit led
    ],
)
def test_revoked_in_a_suit_is_not_following(text: str, situation: str | None) -> None:
    assert vocabulary.facts("renonce", text).get("situation") == situation


@pytest.mark.parametrize(
    "text",
    [
        "Sud a entamé le 5♣ face visible, puis Nord (c'était son tour) a posé le R♠ face visible lui aussi",
        "Est a entamé face cachée alors que c'était à Ouest, et Ouest a posé sa carte lui aussi",
    ],
)
def test_both_defenders_leading_is_not_one_wrong_lead(text: str) -> None:
    assert vocabulary.facts("entame", text).get("situation") not in (
        "wrong_defender_faced",
        "wrong_defender_face_down",
    )


@pytest.mark.parametrize(
    ("text", "in_rotation"),
    [
        ("Nord ouvre 1SA, Est dit 1♠ en posant son carton", "yes"),
        ("Nord a ouvert 1♣, Est 1♥, Sud 2♦, et Ouest dit 2♣", "yes"),
        ("après 1♥ d'Ouest, Nord dit 1♦", "yes"),
        # out of order, a gap in the rotation, whose turn said, a card half out, a supposition
        ("Ouest a dit 1♣ après le 1♥ de Nord", None),
        ("Nord ouvre 1SA, Sud dit 1♠", None),
        ("Sud a dit 1♦ sur le 1♥ d'Ouest, et c'était au tour de Nord", None),
        ("derrière le 1♥ de Nord, le carton 1♣ d'Est a juste été à moitié sorti de la boîte", "not_made"),
        ("si Nord ouvre 1SA et Est dit 1♠, que faire ?", None),
    ],
)
def test_an_insufficient_bid_in_rotation_from_the_auction_told(text: str, in_rotation: str | None) -> None:
    assert vocabulary.facts("enchere_insuffisante", text).get("in_rotation") == in_rotation


@pytest.mark.parametrize(
    ("text", "case"),
    [
        ("le décla a laissé tomber le V♣ de sa main, face visible sur la table", "declarer_hand"),
        ("Sud (déclarant) a posé la D♦ face visible sur la table devant lui", "declarer_hand"),
        # denied, the dummy's card, a card played then taken back
        ("le déclarant n'a pas fait tomber sa carte", None),
        ("le mort a fait tomber une carte", None),
        ("le déclarant a joué le valet de sa main, puis il a laissé tomber le 2", None),
    ],
)
def test_the_declarers_card_let_go(text: str, case: str | None) -> None:
    assert vocabulary.facts("carte_jouee", text).get("case") == case

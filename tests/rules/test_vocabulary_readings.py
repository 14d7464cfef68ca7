"""Issue 37, round 5 session 4: the general readings (rules/vocabulary_readings.py) and the doubts that
cancel a fact. Each sentence was written for the rule it tests, the traps beside the facts."""

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


@pytest.mark.parametrize(
    ("text", "tricks"),
    [
        ("Sud joue 4♠, 9 levées à la table, Ouest a renoncé", "9"),
        ("Sud joue 4♠, le déclarant a fait 10 levées", "10"),
        # counts of another kind
        ("Sud joue 4♠, il restait 2 levées quand Ouest a renoncé", None),
        ("Sud joue 4♠, le déclarant a fait 2 levées de plus", None),
        ("Sud joue 4♠, Ouest a renoncé 2 levées plus tard", None),
        ("Sud joue 4♠, le déclarant n'a pas fait 10 levées", None),
        ("Sud joue 4♠, le déclarant aurait fait 10 levées sans la renonce", None),
        ("Sud joue 4♠, 9 ou 10 levées à la table", None),
    ],
)
def test_the_tricks_made_are_read_only_as_such(text: str, tricks: str | None) -> None:
    assert vocabulary.facts("renonce", text).get("tricks_taken") == tricks


@pytest.mark.parametrize(
    ("text", "offender"),
    [
        (
            "3SA de Nord, Est a défaussé un trèfle sur le carreau alors qu'il a encore le 7 de carreau",
            "defender",
        ),
        (
            "Contrat 2♠ joué par Sud. A la levée 7 Est prend de la dame, et Sud a mis un carreau de sa main"
            " alors qu'il avait encore un petit pique",
            "declarer",
        ),
        ("Sud joue 4♠, Nord a coupé alors qu'il avait encore du cœur", "dummy"),
        # the role is not the revoke's subject, or is denied, or alleged: nothing from the shape
        ("Sud joue 4♠, le mort dit que le défenseur a coupé alors qu'il avait du cœur", None),
        ("Sud joue 4♠, Nord dit qu'Est a coupé alors qu'il avait du cœur", None),
        ("Sud joue 4♠, sur l'attaque du déclarant Est a coupé alors qu'il avait du cœur", None),
        ("Sud joue 4♠, Est a coupé le carreau de Sud alors qu'il avait du carreau", "defender"),
        ("Sud joue 4♠, Est n'a jamais renoncé", None),
        ("Sud joue 4♠, Est a vu que son partenaire avait encore du cœur", None),
    ],
)
def test_the_revokes_offender_is_the_subject_of_its_clause(text: str, offender: str | None) -> None:
    assert vocabulary.facts("renonce", text).get("offender") == offender


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
    assert vocabulary.facts("nombre_de_cartes", "Ouest en a 14")["problem"] == "too_many"


@pytest.mark.parametrize(
    ("text", "who"),
    [
        ("Sud joue 4♠, Ouest a attaqué alors que le mort avait fait la levée", "defender_declarer_turn"),
        (
            "Sud déclarant, le mort avait fait la levée, mais Ouest attaque un trèfle",
            "defender_declarer_turn",
        ),
        (
            "4♠ par Nord : Est a attaqué cœur mais c'est son partenaire Ouest qui avait fait la levée",
            "defender_partner_turn",
        ),
        ("le déclarant a attaqué du mort alors que c'était à la défense", "declarer_defender_turn"),
        ("le décla (Sud) attaque du mort alors qu'il était en main", "declarer_wrong_hand"),
        (
            "le déclarant a attaqué de sa main alors que la levée d'avant avait été gagnée par le mort",
            "declarer_wrong_hand",
        ),
        # two leads, a denied lead, no role for the seats: nothing
        ("Sud joue 4♠, Ouest a attaqué alors qu'Est avait pris la levée, et Est a attaqué lui aussi", None),
        ("Sud joue 4♠, Ouest n'a pas attaqué alors que le mort avait fait la levée", None),
        ("Est a attaqué alors que c'est son partenaire qui avait fait la levée", None),  # Est may be declarer
    ],
)
def test_who_led_out_of_turn_from_the_roles(text: str, who: str | None) -> None:
    assert vocabulary.facts("attaque", text).get("who_led") == who


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


def test_the_trick_after_is_not_hearsay_and_a_denied_role_is_not_an_offender() -> None:
    assert vocabulary.facts("renonce", "d'après Nord, Est a renoncé") == {}
    text = "4♥ par Nord. Ce n'est pas le mort qui a renoncé : c'est Ouest qui a défaussé alors qu'il avait du trèfle"
    assert vocabulary.facts("renonce", text)["offender"] == "defender"


@pytest.mark.parametrize(
    ("text", "owner"),
    [
        ("le 6♣ d'Ouest (défense), tombé par mégarde, était sa seule carte pénalisée", "defender"),
        ("Nord (défense) étale ses cartes en disant « je vous donne le reste »", "defender"),
        ("Est (défense) a joué deux cartes collées, le 2♦ et le 5♠", "defender"),
        # two roles tied to a card, or none: the words do not say whose
        ("Sud joue 4♠, le mort a montré sa dame, Est (défense) a fait tomber son roi", None),
        ("Ouest a fait tomber le 6 de pique face visible", None),  # no role for Ouest
    ],
)
def test_whose_card_from_the_roles(text: str, owner: str | None) -> None:
    assert vocabulary.facts("cartes_penalisees", text).get("owner") == owner


@pytest.mark.parametrize(
    ("text", "situation"),
    [
        ("Sud (défense) a renoncé à carreau, le déclarant a pris la levée", "not_followed"),
        ("Sud n'a pas renoncé à carreau", None),
        ("Est dit que Sud a renoncé à trèfle", None),  # only Est says so
        ("Sud a-t-il renoncé à carreau ?", None),
        (
            "le décla a renoncé à ♥ à la 2e levée et Ouest (défense) a renoncé à ♣, les deux camps ont rejoué",
            None,
        ),
        (
            "le déclarant a interdit pique à Sud, et Sud a renoncé à pique",
            None,
        ),  # a requirement, not the suit led
    ],
)
def test_revoked_in_a_suit_is_not_following(text: str, situation: str | None) -> None:
    assert vocabulary.facts("renonce", text).get("situation") == situation


def test_another_subject_before_the_revoke_is_not_the_offender() -> None:
    assert "offender" not in vocabulary.facts(
        "renonce", "le décla a exigé l'attaque pique et Est a renoncé à pique"
    )


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
    ("text", "tricks"),
    [
        ("Sud joue 4♠ et fait 11 levées, Ouest avait renoncé", "11"),
        ("Ouest a renoncé, Sud déclarant a fait 10 levées", "10"),
        ("Sud joue 4♠ et fait 2 levées de plus", None),
    ],
)
def test_the_tricks_made_said_with_the_contract(text: str, tricks: str | None) -> None:
    assert vocabulary.facts("renonce", text).get("tricks_taken") == tricks


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

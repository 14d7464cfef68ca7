"""What the words tell about calls and boards (tester5's M2, M7, M12, M13; the 2017 Laws 19A1, 27B1a,
36, 42B2, 43B2a)."""

import pytest

from rules import vocabulary
from rules.where import board_and_table


@pytest.mark.parametrize(
    ("description", "board"),
    [
        # « au lieu de » a call or a card: the one board named stays.
        (
            "donne 5 table 4 ns=4 eo=11 Nord joue 1♥, Est a mal expliqué le contre (punitif au lieu d'appel)",
            "5",
        ),
        ("table 4 donne 5 : Est a mis le ♥R au lieu du ♥2, le mort a renoncé", "5"),
        ("donne 8, il a dit 2♠ au lieu de 2♥", "8"),
        # Another board named by its number: which one is the incident's is the director's to say.
        ("donne 12 table 3, ils ont joué l'étui 12 au lieu du 14", None),
        ("table 3 : la donne 7 a été jouée au lieu de la 8", None),
    ],
)
def test_instead_of_drops_the_board_only_for_another_board(description, board):
    where = board_and_table(description)
    assert where is not None and where.board == board


@pytest.mark.parametrize(
    "description",
    [
        # Prevented, or about to happen: nothing was led (42B2, 43B2a: the topic « Procédure »).
        "le mort, qui était allé voir le jeu du déclarant, l'a prévenu de ne pas jouer de la mauvaise main",
        "le mort a empêché le déclarant de jouer de la mauvaise main",
        "Nord, le mort, a dit à Sud qu'il allait jouer de la mauvaise main",
    ],
)
def test_a_lead_from_the_wrong_hand_prevented_is_no_lead(description):
    assert vocabulary.facts("attaque", description) == {}


def test_a_lead_from_the_wrong_hand_that_happened_is_read():
    facts = vocabulary.facts("attaque", "Sud joue 4♠, le déclarant a attaqué de sa main au lieu du mort")
    assert facts["situation"] == "lead_out_of_turn" and facts["who_led"] == "declarer_wrong_hand"


@pytest.mark.parametrize(
    ("description", "expected"),
    [
        # 27B1a: the lowest sufficient bid in the same denomination, from the bids told in order too.
        ("1♥ sur 1♠, il corrige en 2♥", "lowest_same_denomination"),
        (
            "Nord ouvre 1SA, Est dit 1♥ naturel, Sud refuse, il corrige en 2♥ naturel",
            "lowest_same_denomination",
        ),
        ("Ouest ouvre 1♥, Nord dit 1♣, il corrige en 2♣", "lowest_same_denomination"),
        ("Nord ouvre 1♥, Est dit 1♠, Sud dit 1♦, il corrige en 2♦", "lowest_same_denomination"),
        ("Nord ouvre 1SA, Est dit 1♥, Sud refuse, il corrige en 2SA", "other_sufficient_bid"),
        ("Nord ouvre 1SA, Est dit 1♥, il corrige en 1♠", "another_insufficient_bid"),
        # Two bids lower than the one before: which one is insufficient is not told.
        ("Nord ouvre 2♥, Est dit 1♠, Sud dit 1♦, il corrige en 2♦", None),
    ],
)
def test_the_replacement_of_an_insufficient_bid(description, expected):
    assert vocabulary.facts("enchere_insuffisante", description).get("replacement") == expected


@pytest.mark.parametrize(
    ("description", "expected"),
    [
        # 19A1: a double only of an opponent's bid; a double of partner's is inadmissible (36).
        ("Nord ouvre 1♥, Sud contre alors que c'était à Est", "inadmissible_double"),
        ("Nord ouvre 1♥, Est passe, Sud contre alors que c'était à Ouest", "inadmissible_double"),
        ("Nord ouvre 1♥, Ouest contre alors que c'était à Est", "double"),
        ("Nord ouvre 1♥, Est dit 2♣, Nord contre alors que c'était à Sud", "double"),
        ("Sud a contré alors que c'était à Est", "double"),
    ],
)
def test_a_double_of_partners_bid_is_inadmissible(description, expected):
    assert vocabulary.facts("declaration_hors_tour", description).get("call") == expected


@pytest.mark.parametrize(
    "description",
    [
        "le mort a empêché le déclarant de jouer de la mauvaise main",
        "le mort, qui était allé voir le jeu du déclarant, l'a prévenu de ne pas jouer de la mauvaise main",
        "Nord, le mort, a dit à Sud qu'il allait jouer de la mauvaise main",
    ],
)
def test_dummy_preventing_a_lead_from_the_wrong_hand_is_the_procedure_case(description):
    assert vocabulary.facts("procedure", description) == {
        "situation": "prevent",
        "prevented": "dummy_wrong_hand",
    }

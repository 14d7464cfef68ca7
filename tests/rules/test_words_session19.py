"""Round 5 session 19: the wrong pre-fills auditor21 found on the nineteenth blind set, in other words.

- Seeing the dummy means the opening lead is faced: a wrong explanation found « en voyant le mort » came to
  light during the play (20F5, the option's own « au vu du mort »), never during the auction.
- « une renonce à cœur puis une autre à trèfle »: two revokes (64B2, 64B… both counted), never one.
- The presumed dummy who puts a card down « pour entamer » is the declaring side (54 does not apply; 24, 41
  and 50 do), never the wrong defender.
- The seats make the leader the declarer (« Est a entamé alors que c'était à Sud ») while the words speak of
  « le déclarant » as a third player: two readings, asked.
- An insufficient bid replaced at once, before the opponent's choice (« remplacée tout de suite … avant
  qu'on ait dit quoi que ce soit »), then refused: the other answer (27A2/27B), asked — never the plain refusal.
- A bidding card half pulled out with no intent is no call: never « a call after the final pass » because the
  card's name (« contre ») is said (asked: whether a call was made is the director's finding).
- A comparable call (23A) admitted for a call out of turn: the information comes from a withdrawn call (16C),
  never the partner's hesitation (16B).
"""

from __future__ import annotations

import pytest

from rules import vocabulary


@pytest.mark.parametrize(
    "text",
    [
        "en voyant le mort, Est comprend qu'il a mal expliqué le 2♦ de son partenaire",
        "Au vu du mort, Sud se rend compte qu'il a mal expliqué l'enchère",
        "quand le mort est étalé, Nord s'aperçoit qu'il a mal expliqué le contre",
    ],
)
def test_a_wrong_explanation_seen_with_the_dummy_is_during_the_play(text: str) -> None:
    assert vocabulary.facts("explication_erronee", text).get("situation") == "during_play"


def test_a_wrong_explanation_found_alone_without_a_time_stays_the_auction() -> None:
    text = "Nord se rend compte tout seul qu'il a mal expliqué, les enchères continuent"
    assert vocabulary.facts("explication_erronee", text).get("situation") == "auction_own"


@pytest.mark.parametrize(
    "text",
    [
        "Ouest renonce à cœur puis une autre à pique deux levées plus loin",
        "une renonce à carreau de Nord, et une autre à trèfle à la 9e",
    ],
)
def test_a_second_revoke_said_une_autre_is_two_revokes(text: str) -> None:
    assert vocabulary.facts("renonce", text).get("situation") == "two_revokes"


def test_one_revoke_stays_one() -> None:
    assert (
        vocabulary.facts("renonce", "Est a renoncé à pique à la levée 3").get("situation") == "not_followed"
    )


@pytest.mark.parametrize(
    "text",
    [
        "le futur mort a posé le roi de trèfle sur la table pour entamer",
        "Le futur déclarant a posé sa carte face visible en croyant devoir entamer",
    ],
)
def test_the_presumed_dummy_putting_a_card_down_to_lead_is_the_declaring_side(text: str) -> None:
    assert vocabulary.facts("entame", text).get("situation") == "declaring_side"


def test_the_presumed_dummy_spreading_his_hand_is_no_lead() -> None:
    text = "le futur mort a posé ses cartes sur la table avant l'entame"
    assert vocabulary.facts("entame", text).get("situation") is None


def test_seats_making_the_leader_declarer_against_words_naming_the_declarer_are_asked() -> None:
    text = "Ouest a entamé la dame de pique alors que c'était à Nord. Le déclarant hésite sur son choix"
    assert vocabulary.facts("entame", text).get("situation") is None
    assert vocabulary.facts("entame", "Ouest a entamé la dame de pique alors que c'était à Nord").get(
        "situation"
    ) == ("declaring_side")


@pytest.mark.parametrize(
    "text",
    [
        "enchère insuffisante, il l'a remplacée tout de suite par 2♥ avant qu'Ouest ait parlé, et Ouest refuse",
        "1♠ sur 1SA, remplacé aussitôt par 2♠, Nord n'accepte pas",
    ],
)
def test_a_bid_replaced_at_once_then_refused_is_not_the_plain_refusal(text: str) -> None:
    assert vocabulary.facts("enchere_insuffisante", text).get("lho_accepts") is None


def test_a_plain_refusal_is_taken() -> None:
    assert vocabulary.facts("enchere_insuffisante", "enchère insuffisante de Nord, Est refuse").get(
        "lho_accepts"
    ) == ("refuses")


@pytest.mark.parametrize(
    "text",
    [
        "après le dernier passe, le carton de contre d'Ouest est à moitié sorti, il n'avait pas l'intention de contrer",
        "Sud a touché le carton de 2♠ puis l'a remis dans la boîte, sans intention de déclarer",
    ],
)
def test_a_card_half_pulled_out_without_intent_is_no_call_after_the_final_pass(text: str) -> None:
    assert vocabulary.facts("declaration_inadmissible", text).get("kind") != "after_final_pass"


def test_a_double_said_after_the_final_pass_is_a_call() -> None:
    text = "après le dernier passe, Ouest a dit contre"
    assert vocabulary.facts("declaration_inadmissible", text).get("kind") == "after_final_pass"


def test_a_comparable_call_is_a_withdrawn_call_not_the_partner() -> None:
    text = "fin du coup : j'ai admis une enchère comparable après l'ouverture hors tour, EO contestent le 3SA"
    assert vocabulary.facts("information_non_autorisee", text).get("situation") == "withdrawn_after"
    text = "fin du coup : EO contestent le 3SA après l'hésitation de Nord"
    assert vocabulary.facts("information_non_autorisee", text).get("situation") == "partner_after"


@pytest.mark.parametrize(
    "text",
    [
        "on a trouvé 14 cartes dans la main de Nord en fin de donne",
        "Est a 14 cartes",
        "il y a une carte de trop dans la main de Sud",
    ],
)
def test_fourteen_cards_alone_do_not_say_another_hand_was_short(text: str) -> None:
    """tester20 P5: a deal wrongly sorted (another hand short, 13A, 13B, 13D) and a card of no hand of the board
    (13C, removed) rule differently; fourteen cards alone say neither."""
    assert vocabulary.facts("nombre_de_cartes", text).get("problem") is None


@pytest.mark.parametrize(
    "text",
    [
        "Nord a 14 cartes et Sud 12",
        "14 cartes à Est et 12 à Nord",
        "Ouest avait 14 cartes, il en manquait une à Est",
        "un joueur a 14 cartes et son partenaire 12, après les enchères",
    ],
)
def test_fourteen_cards_and_a_short_hand_are_a_deal_wrongly_sorted(text: str) -> None:
    assert vocabulary.facts("nombre_de_cartes", text).get("problem") == "too_many"


@pytest.mark.parametrize(
    ("text", "board"),
    [
        ("table 3 donne 5 paire 7 contre paire 12, Ouest a hésité puis Est a contré", "5"),
        ("donne 5 paires", None),  # a count, not a board
        ("il donne 5 paires de cartes", None),
    ],
)
def test_a_pairs_number_after_the_board_leaves_the_board(text: str, board: str | None) -> None:
    """tester20 P9: « donne 5 paire 7 » names board 5 (the pair's number follows « paire »); « 5 paires » counts."""
    from rules.where import board_and_table

    where = board_and_table(text)
    assert (where.board if where else None) == board

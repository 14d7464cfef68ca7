"""finder72 (session 30, issue 37 §1): the blind set s30's wrong pre-fills (W1–W10), fixed in general words.

Each reading with a right case and its traps, in our own words: the side's coming role dating the present after
the auction (20F5b), two defenders leading together (54), a withdrawn call as the source of the information (16C),
« au tour de X » naming whose turn it was (31, 32), a choice left to the left-hand opponent (27A1), the stage settled
after the exposure (24), a hand of fourteen cards (13A2), the later board (15A3), a regular lead (41), a card
touched then another wanted (45C3)."""

from __future__ import annotations

import pytest

from rules import vocabulary as vocab


@pytest.mark.parametrize(
    "text",
    [
        "Mon partenaire a mal expliqué mon 2♣. Je me suis tu pendant les enchères. Maintenant qu'on va être "
        "déclarant, je fais quoi ?",
        "Ma partenaire a expliqué mon 2♦ comme un Texas pendant les enchères ; à présent que nous allons jouer le "
        "coup, dois-je corriger ?",
    ],
)
def test_w1_the_sides_coming_role_dates_the_present_after_the_auction(text: str) -> None:
    assert vocab.facts("explication_erronee", text).get("situation") == "before_lead"


@pytest.mark.parametrize(
    "text",
    [
        # still in the auction, no coming role said: the partner knows during the auction (20F5a)
        "Mon partenaire a mal expliqué mon 2♣ ; les enchères continuent, je dis quoi ?",
    ],
)
def test_w1_the_auction_still_on_stays_auction_partner(text: str) -> None:
    assert vocab.facts("explication_erronee", text).get("situation") == "auction_partner"


@pytest.mark.parametrize(
    "text",
    [
        # the side defends, the lead made, the play begun: never before the lead by the declaring side
        "Mon partenaire a mal expliqué mon 2♣. Maintenant qu'on va être en défense, je dis quoi ?",
        "Mon partenaire a mal expliqué mon 2♣. Maintenant qu'on va être déclarant… non, l'entame est faite.",
        "Mon partenaire a mal expliqué mon 2♣. Maintenant qu'on va jouer le coup, à la 3e levée, je dis quoi ?",
    ],
)
def test_w1_traps(text: str) -> None:
    assert vocab.facts("explication_erronee", text).get("situation") not in ("before_lead", "auction_partner")


@pytest.mark.parametrize(
    "text",
    [
        "Contrat 3SA par O. N et S entament ensemble.",
        "Contrat 4♥ par Ouest ; Nord et Sud entament en même temps, chacun une carte.",
        "Sud joue 2♠. Ouest et Est ont entamé tous les deux.",
    ],
)
def test_w2_two_defenders_leading_together(text: str) -> None:
    assert vocab.facts("entame", text).get("situation") == "both_defenders"


@pytest.mark.parametrize(
    "text",
    [
        # two seats that are not partners: one is the declarer or the dummy (24, 54E), asked
        "Contrat 3SA par O. N et E entament ensemble.",
        # one seat only, out of turn
        "Contrat 3SA par Ouest. Sud entame face visible alors que c'était à Nord.",
    ],
)
def test_w2_traps(text: str) -> None:
    assert vocab.facts("entame", text).get("situation") != "both_defenders"


@pytest.mark.parametrize(
    "text",
    [
        "L'enchère insuffisante d'Est a été remplacée. À la fin, NS contestent l'enchère d'Ouest qui a profité de "
        "l'information.",
        "Nord a dit 1♠ puis l'a changé pour 1SA. Le contrat est joué, EO contestent à la fin l'enchère de Sud.",
    ],
)
def test_w3_a_withdrawn_or_replaced_call_named_as_the_source(text: str) -> None:
    assert vocab.facts("information_non_autorisee", text).get("situation") == "withdrawn_after"


@pytest.mark.parametrize(
    "text",
    [
        # a hesitation told too: which source is the director's (asked)
        "L'enchère insuffisante d'Est a été remplacée, puis Ouest a hésité. À la fin, NS contestent.",
        # the end of the auction is no call at the end of the play
        "À la fin des enchères, Nord a changé son 1♠ pour 1SA.",
        # nobody contests
        "L'enchère de Nord a été remplacée ; à la fin, personne ne conteste.",
    ],
)
def test_w3_traps(text: str) -> None:
    assert vocab.facts("information_non_autorisee", text).get("situation") not in (
        "withdrawn_after",
        "partner_after",
    )


@pytest.mark.parametrize(
    ("text", "turn"),
    [
        # the log-book notation: a seat's call « HT » (hors tour) « au tour de X », X whose turn it was
        ("Passe HT de S au tour d'E.", "rho"),
        ("Contre HT d'O au tour de S, N accepte.", "rho"),
        ("Passe HT de N au tour de S.", "partner"),
    ],
)
def test_w4_au_tour_de_names_whose_turn_it_was(text: str, turn: str) -> None:
    assert vocab.facts("declaration_hors_tour", text).get("turn") == turn


@pytest.mark.parametrize(
    "text",
    [
        "Passe HT de S au tour d'E ?",  # a question
        "Passe HT de S, je ne sais pas à qui c'était le tour.",
    ],
)
def test_w4_traps(text: str) -> None:
    assert vocab.facts("declaration_hors_tour", text).get("turn") is None


@pytest.mark.parametrize(
    "text",
    [
        "Mon partenaire a fait une enchère insuffisante. Je l'ai refusée… enfin, c'est à l'adversaire de gauche de "
        "décider, il n'a rien dit encore.",
        "Enchère insuffisante de Nord ; son adversaire de gauche n'a pas encore choisi.",
    ],
)
def test_w5_the_left_hand_opponent_has_not_chosen(text: str) -> None:
    assert vocab.facts("enchere_insuffisante", text).get("lho_accepts") == "not_chosen"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the left-hand opponent refused; another player (the offender) has said nothing yet
        (
            "Nord fait une enchère insuffisante. Est, son adversaire de gauche, refuse ; Nord n'a encore rien dit.",
            "refuses",
        ),
        # someone else has said nothing: never « not chosen » against an acceptance
        (
            "Nord fait une enchère insuffisante. Est, à sa gauche, l'a acceptée. Sud n'a encore rien dit.",
            None,
        ),
    ],
)
def test_w5_traps(text: str, expected: str | None) -> None:
    assert vocab.facts("enchere_insuffisante", text).get("lho_accepts") == expected


@pytest.mark.parametrize(
    "text",
    [
        "Pendant les enchères ma partenaire a montré une carte, la dame de pique. Finalement c'est nous qui avons "
        "gagné les enchères, elle est déclarant.",
        "Pendant les enchères Est a laissé voir un pique, les enchères continuent. Au final il est devenu le mort.",
    ],
)
def test_w6_the_stage_settled_after_the_exposure(text: str) -> None:
    assert vocab.facts("carte_exposee_encheres", text).get("auction_over") == "declaring_side"


@pytest.mark.parametrize(
    "text",
    [
        "Pendant les enchères Est a laissé voir un pique ; les enchères continuent. S'il est déclarant, que faire ?",
        "Pendant les enchères Est a laissé voir un pique. Finalement il est en défense.",
        "Pendant les enchères Est a laissé voir un pique. Il sera peut-être déclarant.",
    ],
)
def test_w6_traps(text: str) -> None:
    assert vocab.facts("carte_exposee_encheres", text).get("auction_over") != "declaring_side"


@pytest.mark.parametrize(
    "text",
    [
        "Sud a vu une carte d'Ouest. Est avait 14 cartes, personne n'avait parlé.",
        "Avant les enchères, Nord a aperçu le roi de pique d'Est, qui avait une carte de trop ; personne n'avait parlé.",
    ],
)
def test_w7_a_card_seen_while_a_hand_held_fourteen(text: str) -> None:
    assert vocab.facts("information_etrangere", text).get("when_16D") == "wrong_count"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the fourteen cards found after their holder opened: asked, never « before any call » alone
        (
            "Sud a vu une carte d'Ouest avant les enchères ; on a découvert qu'Est avait 14 cartes après qu'il a ouvert.",
            None,
        ),
        # no wrong count: before any call
        ("Sud a vu une carte d'Ouest avant les enchères, personne n'avait parlé.", "before_call"),
    ],
)
def test_w7_traps(text: str, expected: str | None) -> None:
    assert vocab.facts("information_etrangere", text).get("when_16D") == expected


@pytest.mark.parametrize(
    "text",
    [
        "Nord a ouvert 1♥ avec les cartes de l'étui 12 sur la donne 11. Plus tard, sur l'étui 12, il passe avec ses "
        "propres cartes. Comment ajuster ?",
        "Sur l'étui 11, Nord a ouvert 1♥ avec les cartes de l'étui 12. Plus tard, sur l'étui 12, il passe.",
    ],
)
def test_w8_the_later_board_told(text: str) -> None:
    assert vocab.facts("mauvais_etui", text).get("case") == "wrong_cards_later"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the question is about the later board: asked, never the call made with its cards
        ("Sur l'étui 11, Nord a ouvert 1♥ avec les cartes de l'étui 12. Sur l'étui 12, que faire ?", None),
        (
            "Nord a ouvert 1♥ avec les cartes de l'étui 12. Est-ce que plus tard, sur l'étui 12, il a passé ?",
            None,
        ),
        # nothing told of a later board: the call made with another board's cards (15A)
        (
            "Sur l'étui 11, Nord a ouvert 1♥ avec les cartes de l'étui 12. On arrête, je change les cartes.",
            "wrong_cards",
        ),
    ],
)
def test_w8_traps(text: str, expected: str | None) -> None:
    assert vocab.facts("mauvais_etui", text).get("case") == expected


@pytest.mark.parametrize(
    "text",
    [
        "Contrat 4♠ par Sud. Est a entamé face visible alors que c'était… pardon, c'était bien à Ouest d'entamer ; "
        "l'entame est régulière. Une carte d'Est a été vue.",
        "Sud joue 4♠. E entame le roi de cœur alors que c'était à… non, c'était bien à E. Entame normale, mais Ouest "
        "a laissé tomber une carte.",
    ],
)
def test_w9_a_regular_lead_is_no_lead_out_of_turn(text: str) -> None:
    assert vocab.facts("entame", text).get("situation") not in (
        "wrong_defender_faced",
        "wrong_defender_face_down",
    )


@pytest.mark.parametrize(
    "text",
    [
        "Contrat 4♠ par Sud. Est a entamé face visible alors que c'était à Ouest.",
        # the lead said irregular, the turn confirmed without a correction
        "Contrat 4♠ par Sud. Est a entamé face visible. L'entame n'est pas régulière, c'était à Ouest.",
        "Contrat 4♠ par Sud. Est a entamé face visible ; c'était bien à Ouest d'entamer.",
    ],
)
def test_w9_traps_the_lead_out_of_turn_stays(text: str) -> None:
    assert vocab.facts("entame", text).get("situation") == "wrong_defender_faced"


@pytest.mark.parametrize(
    "text",
    [
        "Le déclarant toucha délibérément le roi de pique du mort, puis voulut jouer une autre carte.",
        "Le déclarant a touché délibérément la dame de cœur du mort, puis il a voulu jouer une autre carte.",
    ],
)
def test_w10_a_card_touched_then_another_wanted(text: str) -> None:
    assert vocab.facts("carte_du_mort", text).get("case") == "touched"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a card named then another: a change of designation (46B)
        ("Le déclarant a nommé le roi du mort, puis a dit non, la dame.", "changed"),
        # a defender's touch is no 45C3
        ("Ouest, en défense, a touché délibérément la dame de cœur du mort.", None),
    ],
)
def test_w10_traps(text: str, expected: str | None) -> None:
    assert vocab.facts("carte_du_mort", text).get("case") == expected


@pytest.mark.parametrize(
    "text",
    [
        "le déclarant Sud a laissé tomber une carte",
        "le déclarant Nord a montré une carte",
        "Pendant les enchères, le déclarant Sud a laissé tomber une carte",
    ],
)
def test_v2_a_declarer_named_without_contract_or_role_clause_does_not_crash(text: str) -> None:
    """reviewer31 V-2: the declarer named only beside the exposure (no contract, no « X est déclarant ») made
    `auction_over_by_roles` index an empty list; the search crashed on the words. The seat named as declarer
    where it exposed places it."""
    assert vocab.facts("carte_exposee_encheres", text).get("auction_over") in (None, "declaring_side")

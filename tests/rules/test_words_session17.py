"""Round 5 session 17: the wrong pre-fills auditor19 found on the seventeenth blind set and tester18 at the
terminal, in other words.

- A card found again among a hand's quitted tricks, its owner having played with 12 cards, is a missing card
  (14B; found in a played trick, 67 then applies): not a revoke because the card's name follows « retrouvé ».
- A revoke alleged against one player, denied, and then found to be his partner's (« en fait c'est Ouest qui… »)
  is no longer a disputed revoke: the denial was settled by the facts (63, 64 apply to the real offender).
"""

from __future__ import annotations

import pytest

from rules import vocabulary


@pytest.mark.parametrize(
    "text",
    [
        "on a retrouvé le 8 de carreau dans les levées de Nord, il a joué toute la donne avec 12 cartes",
        "Sud jouait avec 12 cartes sans le savoir : on a retrouvé sa dame de pique sous une levée",
        "en comptant, Est n'avait que 12 cartes ; on a retrouvé le valet de cœur dans l'étui",
    ],
)
def test_a_card_found_again_with_a_hand_of_12_is_a_missing_card(text: str) -> None:
    assert vocabulary.facts("renonce", text).get("situation") == "missing_card"


@pytest.mark.parametrize(
    "text",
    [
        # The card named after « retrouve » is the revoke card still in hand: a revoke.
        "Ouest a renoncé à pique, il retrouve le 5 de pique dans sa main à la levée suivante",
    ],
)
def test_the_revoke_card_found_in_hand_is_still_a_revoke(text: str) -> None:
    assert vocabulary.facts("renonce", text).get("situation") == "not_followed"


@pytest.mark.parametrize(
    "text",
    [
        "Nord croit que Sud a renoncé, Sud dit que non, et en fait c'est Est qui n'avait pas fourni à cœur",
        "le décla accuse Ouest d'avoir renoncé, Ouest dit que non ; en réalité c'est Est qui n'a pas fourni",
    ],
)
def test_a_denial_settled_by_the_facts_is_not_a_disputed_revoke(text: str) -> None:
    assert vocabulary.facts("renonce", text).get("situation") != "disputed"


def test_a_denial_left_open_is_still_disputed() -> None:
    assert (
        vocabulary.facts("renonce", "Sud dit qu'Est a renoncé à carreau, Est dit que non").get("situation")
        == "disputed"
    )


# --- tester18 R6: « avant que les mains soient remises dans l'étui » dates the discovery (62D1) ----------------


@pytest.mark.parametrize(
    "text",
    [
        "Sud joue 4♠. À la 12e levée, Est a défaussé un cœur alors qu'il avait encore un pique ; Nord le voit "
        "avant que les mains soient remises dans l'étui",
        "Renonce de Nord à la 12e levée, vue juste avant de remettre les cartes dans l'étui",
        "Renonce d'Ouest à la douzième levée, les mains n'ont pas encore été remises dans l'étui",
    ],
)
def test_a_revoke_seen_before_the_hands_go_back_is_not_too_late(text: str) -> None:
    facts = vocabulary.facts("renonce", text)
    assert facts.get("hands_returned") == "no"
    assert "card_found" not in facts  # « remettre … dans l'étui » is not a card found in the board


@pytest.mark.parametrize(
    "text",
    [
        "Renonce d'Ouest à la 12e levée ; personne n'a rien dit avant que les mains soient remises dans l'étui",
        "Renonce d'Est à la 12e levée, découverte après que les mains ont été remises dans l'étui",
    ],
)
def test_a_revoke_seen_once_the_hands_went_back_is_never_read_as_before(text: str) -> None:
    assert vocabulary.facts("renonce", text).get("hands_returned") != "no"


# --- tester18 R4: a convention named leaves 27B1a's « same denomination » to the director -----------------------


@pytest.mark.parametrize(
    "text",
    [
        # The insufficient bid artificial, the replacement natural: 27B1a compares what they show (27B1b/27B2).
        "Sud ouvre 1♠, Ouest dit 1♦ artificiel (il n'avait pas vu l'ouverture), Nord refuse, Ouest remplace par 2♦ naturel",
        "Est ouvre 1♥ ; Sud dit 1♣ Précision, Ouest refuse, Sud corrige en 2♣",
        "Nord ouvre 1♠, Est dit 1♣ fort, Sud n'accepte pas, Est remplace par 2♣",
        # The reverse: a natural insufficient bid replaced by a bid that would be a transfer.
        "Nord ouvre 1SA, Est dit 1♥ naturel ; Sud refuse ; Est remplace par 2♥ qui serait un transfert pour les piques",
    ],
)
def test_a_convention_named_is_never_read_as_the_same_denomination(text: str) -> None:
    assert vocabulary.facts("enchere_insuffisante", text).get("replacement") != "lowest_same_denomination"


@pytest.mark.parametrize(
    "text",
    [
        "Nord ouvre 1♥, Est dit 1♣ ; Sud refuse ; Est remplace par 2♣",
        "Nord ouvre 1SA, Est dit 1♦ naturel, Sud refuse, Est remplace par 2♦ naturel",
    ],
)
def test_plain_or_natural_bids_keep_the_same_denomination(text: str) -> None:
    assert vocabulary.facts("enchere_insuffisante", text).get("replacement") == "lowest_same_denomination"


# --- tester18 R11: a moment one did not wait for is not the moment of the discovery (63A) --------------------


@pytest.mark.parametrize(
    "text",
    [
        "Nord joue 3SA. Est a renoncé à pique à la 4e levée ; on n'a pas attendu la fin du coup, Nord l'a signalé "
        "avant qu'Ouest joue à la levée suivante",
        "Nord joue 3SA. Est a renoncé à pique à la 4e levée ; le décla l'a signalé sans attendre la fin du jeu",
        "Nord joue 3SA. Est a renoncé à pique à la 4e levée ; pas besoin d'attendre la fin du coup, Nord l'a vu aussitôt",
    ],
)
def test_a_revoke_pointed_out_without_waiting_for_the_end_is_not_after_play(text: str) -> None:
    facts = vocabulary.facts("renonce", text)
    assert facts.get("when") != "after_play"
    assert facts.get("discovered") != "after_play"
    assert facts.get("established") != "yes"


def test_a_revoke_found_at_the_end_is_still_after_play() -> None:
    text = "Nord joue 3SA. Est a renoncé à pique à la 4e levée, découvert à la fin du coup"
    assert vocabulary.facts("renonce", text).get("when") == "after_play"


# --- tester18 R12: the player never came back, but a robot or a substitute finished the board ----------------


@pytest.mark.parametrize(
    "text",
    [
        "Sur BBO, Ouest a été déconnecté à la 4e levée ; il n'est jamais revenu mais un robot a fini la donne",
        "En ligne, Sud déconnecté, jamais revenu ; le robot de la plateforme a terminé la donne",
        "Sur RealBridge, Nord a été déconnecté ; il n'est pas revenu, mais le remplaçant est arrivé à temps",
    ],
)
def test_a_robot_or_substitute_who_finished_the_board_is_back_in_time(text: str) -> None:
    assert vocabulary.facts("en_ligne_deconnexion", text).get("back_in_time") == "yes"


@pytest.mark.parametrize(
    "text",
    [
        "Sur BBO, Est a été déconnecté ; il n'est pas revenu et aucun remplaçant n'a pris sa place",
        "Sur BBO, Est a été déconnecté ; il n'est jamais revenu, et si le robot avait fini la donne ?",
    ],
)
def test_no_robot_no_substitute_is_never_read_as_back(text: str) -> None:
    assert vocabulary.facts("en_ligne_deconnexion", text).get("back_in_time") != "yes"


# --- tester18 R14: a correction he should have made before the lead and did not make -------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Sud aurait dû corriger avant l'entame l'explication fausse de Nord, mais il ne l'a pas fait ; on le voit à "
        "la 6e levée",
        "le futur mort n'a pas corrigé l'explication de son partenaire avant l'entame ; on l'apprend à la 3e levée",
    ],
)
def test_a_correction_not_made_before_the_lead_is_not_before_lead(text: str) -> None:
    assert vocabulary.facts("explication_erronee", text).get("situation") != "before_lead"


def test_a_correction_made_before_the_lead_is_still_read() -> None:
    text = "Le déclarant a corrigé l'explication de son partenaire après la dernière passe, avant l'entame"
    assert vocabulary.facts("explication_erronee", text).get("situation") == "before_lead"


# --- tester18 R15: the left-hand opponent refused after he had already called over the call (29A) ------------


@pytest.mark.parametrize(
    "text",
    [
        "Est a contré hors tour au tour d'Ouest ; Sud n'accepte pas, mais il a déjà dit 3♣ par-dessus",
        "Nord a passé hors tour, Est refuse, mais il avait déjà dit 1♠ par-dessus",
    ],
)
def test_a_refusal_after_calling_over_it_is_never_read_as_no(text: str) -> None:
    facts = vocabulary.facts("declaration_hors_tour", text)
    assert facts.get("lho_accepts") != "no"
    assert facts.get("rho_pass_outcome") != "cancelled"


def test_a_plain_refusal_is_still_no() -> None:
    text = "Est a contré hors tour au tour d'Ouest ; Sud n'accepte pas"
    assert vocabulary.facts("declaration_hors_tour", text).get("lho_accepts") == "no"


# --- tester18 R3: a trick count one side states and the other disputes is the director's (79B) ---------------


@pytest.mark.parametrize(
    "text",
    [
        "Nord joue 4♥ contré. Est a renoncé à pique à la 5e levée, vu à la fin du coup ; Nord a gagné 10 levées mais "
        "EO disent 9",
        "Nord joue 4♥. Est a renoncé à pique, vu à la fin du coup ; le déclarant a fait 10 levées, EO contestent le "
        "nombre de levées",
    ],
)
def test_a_disputed_trick_count_is_never_pre_filled(text: str) -> None:
    assert "tricks_taken" not in vocabulary.facts("renonce", text)


@pytest.mark.parametrize(
    "text",
    [
        "Nord joue 4♥. Est a renoncé à pique, vu à la fin du coup ; Nord a fait 10 levées, Est dit qu'il n'avait plus "
        "de pique",
        # A bid said with « dit » is no count in dispute.
        "Nord ouvre 1♥, Est dit 1♠, Nord joue 4♥. Est a renoncé à carreau, vu à la fin du coup ; Nord a fait 10 levées",
    ],
)
def test_an_undisputed_trick_count_is_still_read(text: str) -> None:
    assert vocabulary.facts("renonce", text).get("tricks_taken") == "10"

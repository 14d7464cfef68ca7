"""reviewer29's MEDIUM entries taken by finder61 (session 29): each in general words, a right case and its traps."""

from __future__ import annotations

import pytest

from bot.finder import topics as finder
from bot.finder.moments import online
from tests.bot.finder.descriptions import engine_facts


# S-1: « écran » is also the table's screen (the paravent): behind it, across it, the tray under it.
@pytest.mark.parametrize(
    "text",
    [
        "Derrière l'écran, Nord a expliqué le 2♦ de son partenaire comme multi ; de l'autre côté, Sud l'a expliqué "
        "comme faible en carreau.",
        "Côté écran de Nord-Ouest, Nord a alerté le 2♣ mais Sud de son côté ne l'a pas alerté.",
        "Le plateau est revenu de l'autre côté de l'écran avec un carton 2♣ d'Est.",
    ],
)
def test_the_table_s_screen_is_no_online_play(text: str) -> None:
    assert not online(text)


@pytest.mark.parametrize(
    "text",
    [
        "les deux enchères ne sont pas voisines à l'écran, il a demandé l'annulation",
        "Est a juste eu un écran figé",
        "BBO : il dit qu'il avait alerté, mais l'adversaire ne l'a pas vu à l'écran",
    ],
)
def test_a_computer_s_screen_is_still_online_play(text: str) -> None:
    assert online(text)


def test_two_explanations_across_the_screen_are_a_misexplanation() -> None:
    text = (
        "Derrière l'écran, Nord a expliqué le 2♦ de son partenaire comme multi ; de l'autre côté, Sud l'a expliqué "
        "comme faible en carreau. Le contrat est 4♥ joué par Nord."
    )
    assert finder.search(text)[0].id == "explication_erronee"


@pytest.mark.parametrize(
    "text",
    [
        "Le plateau est resté bloqué 3 minutes de l'autre côté de l'écran avant de revenir avec le passe de Nord.",
        "Le plateau a mis longtemps à revenir, puis Sud a contré",
    ],
)
def test_a_tray_that_comes_back_late_is_a_tempo_question(text: str) -> None:
    """Behind screens the break in tempo shows as the tray's delay (16B1, 73D1)."""
    assert finder.search(text)[0].id == "information_non_autorisee"


# S-2: the left-hand opponent's choice said as his word, or with his place at the offender's left.
@pytest.mark.parametrize(
    "text",
    [
        "Elle a ouvert d'1♠ alors que c'était à son partenaire ; Ouest, qui était à sa gauche, a dit qu'il acceptait "
        "l'enchère.",
        "Nord a ouvert 1♠ alors que c'était à Sud ; Est a dit qu'il acceptait.",
        "Le donneur était Sud ; c'est Est qui a parlé le premier en disant 1♣, et Sud a dit qu'il acceptait.",
    ],
)
def test_the_left_hand_opponent_s_acceptance_said_as_his_word(text: str) -> None:
    """29A: the offender's left-hand opponent may accept the call out of rotation."""
    assert engine_facts("declaration_hors_tour", text).get("lho_accepts") == "yes"


def test_a_dealer_named_and_another_seat_speaking_first_is_the_lho_s_turn() -> None:
    """Sud deals, Est calls first: it was his left-hand opponent's turn, Est had not called (31B)."""
    text = (
        "Le donneur était Sud ; c'est Est qui a parlé le premier en disant 1♣, et Sud a dit qu'il acceptait."
    )
    assert engine_facts("declaration_hors_tour", text).get("turn") == "lho_first"


def test_a_refusal_said_as_his_word() -> None:
    text = "Nord a ouvert 1♠ alors que c'était à Sud ; Est a dit qu'il ne l'acceptait pas."
    assert engine_facts("declaration_hors_tour", text).get("lho_accepts") == "no"


@pytest.mark.parametrize(
    "text",
    [
        # another seat than the offender's left-hand opponent: whose choice it was is the director's
        "Nord a ouvert 1♠ alors que c'était à Sud ; Ouest, qui était à sa gauche, a dit qu'il acceptait.",
        # not said, only supposed or asked
        "Elle a ouvert d'1♠ alors que c'était à son partenaire ; Ouest, qui était à sa gauche, a dit qu'il accepterait.",
        "Elle a ouvert d'1♠ alors que c'était à son partenaire ; Ouest, qui était à sa gauche, se demande s'il accepte.",
        # the refusal of a seat named only by its place: whether the partner has called since is asked (29B, 30-32)
        "Elle a ouvert 1♠ alors que c'était à son partenaire ; Ouest, qui était à sa gauche, a dit qu'il refusait.",
    ],
)
def test_a_choice_not_plainly_the_left_hand_opponent_s_is_asked(text: str) -> None:
    assert "lho_accepts" not in engine_facts("declaration_hors_tour", text)


# S-3: the declarer's choice after an opening lead out of turn refused (54D, 56, 50D2), the suit without its article.
_LED = "Nord est déclarant à 3SA. Est a entamé le roi de pique alors que c'était à Ouest. "


@pytest.mark.parametrize(
    ("choice", "said"),
    [
        ("forbid_suit", "Le déclarant refuse l'entame et interdit pique à Ouest."),
        ("require_suit", "Le déclarant a refusé l'entame et exige pique."),
        (
            "free_lead",
            "Le déclarant a refusé l'entame et a demandé à Ouest d'entamer, sans interdire de couleur.",
        ),
        ("free_lead", "Le déclarant a refusé l'entame, Ouest entame ce qu'il veut."),
    ],
)
def test_the_declarer_s_choice_after_refusing_the_opening_lead(choice: str, said: str) -> None:
    assert engine_facts("entame", _LED + said).get("declarer_choice") == choice


@pytest.mark.parametrize(
    "said",
    [
        "Le déclarant a refusé l'entame et exige pique, Ouest entame ce qu'il veut dans la couleur.",
        "Le déclarant n'a pas refusé l'entame, il hésite ; il n'interdit pas pique.",
        "Ouest entame ce qu'il veut.",  # no refusal said: the declarer may still accept (54A, 54B)
    ],
)
def test_a_free_lead_not_plainly_chosen_is_asked(said: str) -> None:
    assert engine_facts("entame", _LED + said).get("declarer_choice") != "free_lead"


def test_an_opening_lead_out_of_turn_with_its_card_named_is_the_opening_lead_s_topic() -> None:
    """« entamé le roi de pique alors que c'était à Ouest », no trick played: 54, not 53-56."""
    text = _LED + "Le déclarant refuse l'entame et interdit pique à Ouest."
    assert finder.search(text)[0].id == "entame"


def test_a_choice_hesitated_between_is_not_made() -> None:
    text = _LED + "Le déclarant hésite entre refuser et exiger cœur, il n'a pas encore choisi."
    assert engine_facts("entame", text).get("declarer_choice") == "not_yet"


# S-4: a revoke told by its proof — the card of the suit he still had, or played later (a hand gains no card: 61A).
@pytest.mark.parametrize(
    "text",
    [
        "Mon adversaire de droite a défaussé un pique sur mon carreau, il lui restait un carreau.",
        "Est a défaussé un pique sur l'entame carreau ; à la levée suivante il a fourni carreau.",
        "Ouest a coupé le deuxième tour de trèfle, puis au tour d'après il a fourni un trèfle.",
    ],
)
def test_a_revoke_told_by_its_proof(text: str) -> None:
    assert engine_facts("renonce", text).get("situation") == "not_followed"


@pytest.mark.parametrize(
    "text",
    [
        "Est a défaussé un pique sur carreau, on ne sait pas encore s'il lui restait un carreau.",
        "Est a défaussé un pique sur carreau ; s'il lui restait un carreau, c'est une renonce ?",
        "Ouest a coupé le deuxième tour de trèfle, puis au tour d'après Est a fourni un trèfle.",  # another player
        "Ouest a coupé le deuxième tour de trèfle, puis au tour d'après il a fourni un carreau.",  # another suit
    ],
)
def test_no_proof_of_a_revoke(text: str) -> None:
    assert engine_facts("renonce", text).get("situation") != "not_followed"


# S-5: a score written wrong, or the tricks disputed, is « Levées » (79A-C).
@pytest.mark.parametrize(
    "text",
    [
        "Le score noté est 420, mais tout le monde convient que c'était 4♠ contré, donc 590.",
        "On a inscrit 4♠ fait au lieu de 4♠ -1 ; les quatre joueurs sont d'accord que le déclarant a fait 9 levées.",
        "Le capitaine adverse conteste la marque de la donne 9 : ils ont noté 620 alors que c'était 650.",
        "L'équipe de Dupont signale, deux heures après la fin du match, une erreur de marque sur la donne 3.",
        "La feuille de marque indique 3SA +1 pour Nord-Sud, alors qu'à la table le déclarant a chuté.",
        "Nord-Sud disent avoir fait 10 levées, Est-Ouest 9 ; les cartes ont été remises dans l'étui.",
    ],
)
def test_a_score_written_wrong_or_the_tricks_disputed_is_the_tricks_topic(text: str) -> None:
    assert finder.search(text)[0].id == "levees"


@pytest.mark.parametrize(
    "text",
    [
        "Ouest a hésité, il a marqué un temps au lieu de passer tout de suite.",
        "Je pondère entre 4♠ fait et 4♠ -1 : 60 % et 40 %.",
        "Nord-Sud disent avoir fait 10 levées, Est-Ouest 20 secondes de réflexion.",
    ],
)
def test_no_score_written_wrong(text: str) -> None:
    assert finder.search(text)[0].id != "levees"


@pytest.mark.parametrize(
    ("case", "text"),
    [
        (
            "score_error",
            "On a inscrit 4♠ fait au lieu de 4♠ -1 ; les quatre joueurs sont d'accord que le déclarant a fait 9 levées.",
        ),
        (
            "score_error",
            "Le score noté est 420, mais tout le monde convient que c'était 4♠ contré, donc 590.",
        ),
        (
            "after_round",
            "Le tour est terminé ; Est-Ouest contestent le nombre de levées noté sur la donne 4.",
        ),
    ],
)
def test_the_tricks_case_stated(case: str, text: str) -> None:
    assert engine_facts("levees", text).get("case") == case


# S-6: a bid said over its right-hand opponent's is made at its turn: the insufficient bid, not a call out of rotation.
@pytest.mark.parametrize(
    "text",
    [
        "Sur 1♥ de son adversaire de droite, Ouest a dit 1♦.",
        "Sur 1♥ de son adversaire de droite, Ouest a dit 1♦ ; Nord, à sa gauche, a dit « pas de problème » et a passé.",
    ],
)
def test_a_bid_over_the_right_hand_opponent_s_is_an_insufficient_bid(text: str) -> None:
    assert finder.search(text)[0].id == "enchere_insuffisante"


def test_the_left_hand_opponent_placed_by_his_words_calls_over_the_insufficient_bid() -> None:
    """27A1: any call by the offender's left-hand opponent accepts the insufficient bid."""
    text = "Sur 2♠ d'Est, Sud a dit 2♥ et Ouest, son adversaire de gauche, a contré."
    assert engine_facts("enchere_insuffisante", text).get("lho_accepts") == "accepts"


@pytest.mark.parametrize(
    "text",
    [
        "Sur 2♠ d'Est, Sud a dit 2♥ et Nord, son adversaire de gauche, a contré.",  # Nord is his partner
        "Sur 2♠ d'Est, Sud a dit 2♥ ; Ouest, son adversaire de gauche, a-t-il passé ?",
    ],
)
def test_a_call_over_it_not_plainly_the_left_hand_opponent_s_is_asked(text: str) -> None:
    assert "lho_accepts" not in engine_facts("enchere_insuffisante", text)


# S-7: who won the trick, said with its number, still says whose lead it was (55A, 56).
@pytest.mark.parametrize(
    "text",
    [
        "Le mort avait fait la levée 3, mais le déclarant a attaqué de sa main.",
        "Le mort avait fait la 3e levée, mais le déclarant a attaqué de sa main.",
    ],
)
def test_the_trick_won_with_its_number_says_whose_lead_it_was(text: str) -> None:
    assert engine_facts("attaque", text).get("who_led") == "declarer_wrong_hand"


def test_the_declarer_who_won_the_trick_and_leads_from_his_hand_leads_in_turn() -> None:
    assert "who_led" not in engine_facts(
        "attaque", "Le déclarant avait fait la levée 3, mais le déclarant a attaqué de sa main."
    )

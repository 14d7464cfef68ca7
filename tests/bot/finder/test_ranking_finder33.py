"""The nineteenth set's misses (issue 37 §4, round 5 session 20), in other words than its writer's.

- 59: a suit required or forbidden that the player cannot play, told before the requirement (« il n'avait plus de
  pique, il n'a pas pu jouer pique comme le déclarant le demandait ») or as the only suit he holds of a
  forbidden one (« … interdit cœur, il n'a que du cœur »).
- 60A: a card played on an irregular one before anybody spoke (« avant qu'on dise quoi que ce soit ») or before
  the director was called, the call told first (« avant qu'on appelle l'arbitre, Ouest a mis sa carte dessus »);
  the declarer's lead from the wrong hand (« de sa main au lieu du mort ») is such an irregular card (55).
- 60B: declarer must lead again from the right hand, and a defender plays first, the turn told first
  (« avant qu'il rejoue du mort, Ouest a déjà posé une carte »).
- 58B: two cards the declarer let go onto the trick at once are played simultaneously; dropped, they are his
  dropped cards first (48A).
- 67: two cards put on one trick, found at the end when the player is a card short: a defective trick.
- 38: a bid above seven typed glued (« 8T », « 9sa ») is read as a bid, as « 4p » is.
- 68A: « X revendique » is the claim act, unless a revoke came before it or the claim shows one (63A3), or what is
  claimed is no trick (a penalty card, a revoke).
- 36: a redouble with no double to redouble is an inadmissible call; 46: the declarer naming a card of the dummy.
- 82C: « l'arbitre a dit que … alors que … » is the director's error (tester21 P14); 16B1a: a remark « à voix haute »
  (tester21 P17), an alert by mistake (P11); a card played then changed (45C4b, P4); a penalty card put down (50D, P5);
  online, the board on another screen (16D) and a private message to partner (73B1) (P18).
"""

from __future__ import annotations

import pytest

from bot.finder import topics as finder
from rules import vocabulary as vocab


def found(text: str) -> list[str]:
    return [t.id for t in finder.search(text)]


@pytest.mark.parametrize(
    "text",
    [
        "il n'avait plus de pique, il n'a donc pas pu jouer pique comme le déclarant le demandait en l'exigeant",
        "il n'avait plus de carreau quand le déclarant a exigé carreau",
        "le déclarant a interdit cœur à Est, or il n'a que du cœur",
        "le déclarant interdit trèfle mais Est n'a que du trèfle en main",
    ],
)
def test_a_requirement_he_cannot_follow_is_law_59(text: str) -> None:
    """59: the required suit he has none of, or a forbidden suit he holds alone."""
    assert found(text)[0] == "jeu_apres_irregularite"


@pytest.mark.parametrize(
    "text",
    [
        "le déclarant a joué de sa main au lieu du mort, et Nord a mis sa carte dessus avant qu'on dise quoi que ce soit",
        "Sud a attaqué hors tour et avant qu'on appelle l'arbitre Ouest a fourni dessus",
        "attaque de la mauvaise main par le déclarant, puis le défenseur à sa gauche a joué dessus avant mon arrivée",
    ],
)
def test_a_card_played_on_an_irregular_one_before_anyone_spoke_is_law_60(text: str) -> None:
    """60A (and 53A, 55): the next player played to the irregular card before the director came."""
    assert found(text)[0] == "jeu_apres_irregularite"


def test_a_defender_playing_before_the_declarer_leads_again_from_the_right_hand_is_law_60() -> None:
    """60B: the declarer's lead from the wrong hand taken back, a defender played before his new lead."""
    text = "le décla a joué de la mauvaise main, il doit reprendre, et avant qu'il rejoue du mort Ouest a déjà posé une carte"
    assert found(text)[0] == "jeu_apres_irregularite"


@pytest.mark.parametrize(
    "text",
    [
        "le déclarant a laissé tomber deux cartes de sa main sur le tapis en même temps",
        "le décla a échappé deux cartes à la fois",
    ],
)
def test_two_cards_the_declarer_dropped_are_his_dropped_cards_then_simultaneous_plays(text: str) -> None:
    """48A (reviewer20 #2): the declarer is not required to play a card he dropped accidentally, two as one;
    58B (two cards played at once) comes next."""
    assert found(text)[:2] == ["carte_jouee", "jeu_premature"]


def test_two_cards_the_declarer_let_go_onto_the_trick_are_played_simultaneously() -> None:
    """58B: two cards put onto the trick at once, the declarer's as anyone's."""
    assert found("le déclarant a lâché 2 cartes sur la levée en même temps")[0] == "jeu_premature"


def test_a_trick_with_two_cards_found_when_a_player_is_a_card_short_is_defective() -> None:
    """67: the two cards put on one trick come to light at the end, the player a card short (the revoke's topic)."""
    text = "Est a fourni 2 cartes collées à la levée 3 ; à la dernière levée il n'a plus de carte alors que les autres en ont une"
    assert found(text)[0] == "renonce"


def test_a_bid_above_seven_typed_glued_is_read_as_a_bid() -> None:
    """« 8K », « 9sa » typed as « 4p » is: a level and a strain, so the level above seven is seen (38)."""
    assert vocab.words("il sort 8K puis 9sa") == ("il", "sort", "8", "carreau", "puis", "9", "sansatout")


@pytest.mark.parametrize("text", ["Ouest a annoncé 8K, pour rire", "il a mis le carton 9P sur la table"])
def test_a_bid_above_seven_typed_glued_is_an_inadmissible_call(text: str) -> None:
    """38: a bid of more than seven tricks, however typed."""
    assert found(text)[0] == "declaration_inadmissible"


def test_a_misclick_named_is_the_misclick_whatever_call_was_meant() -> None:
    """Online, a call clicked for another (25A as the platform applies it, 80B2): the player who means another call
    tells his misclick, not a change of mind (25A at the club)."""
    assert found("misclic : j'ai appuyé sur 4♥ alors que je voulais dire 4♠, mon partenaire a déjà reparlé")[
        0
    ] == ("en_ligne_clic")


@pytest.mark.parametrize(
    "text",
    [
        "RealBridge : j'ai tapé « misclick » dans le chat aussitôt, 2♦ au lieu de 2♥, mon partenaire n'avait pas encore parlé",
        "Sud a écrit misclick dans le chat de la table, puis son partenaire a passé",
    ],
)
def test_a_misclick_written_in_the_table_chat_is_the_misclick_then_what_partner_read(text: str) -> None:
    """The misclick first (25A online); partner read the word in the table's chat, a remark he may not use (16B1a,
    reviewer20 #5): the unauthorised information's topic stays offered, second."""
    assert found(text)[:2] == ["en_ligne_clic", "information_non_autorisee"]


def test_words_that_say_online_put_the_online_variant_first_as_an_online_event_does() -> None:
    """80B2: « sur BBO » says the game is online as an online event's call does; the online topic nearly as close
    as the best is the one that applies there (here a think time recorded, 85A1)."""
    text = "sur BBO, le chrono montre 1 min 40 avant que mon adversaire passe sur 4♥ ; son partenaire a ensuite contré"
    assert found(text)[0] == "en_ligne_hesitation"


@pytest.mark.parametrize(
    "text",
    [
        "sur BBO le déclarant a revendiqué et Est a refusé à l'écran",
        "RealBridge : la déclarante a revendiqué 10 levées, Nord a refusé à l'écran",
    ],
)
def test_a_claim_told_by_its_verb_and_subject_is_the_claim(text: str) -> None:
    """68A: « X revendique » is the claim itself, though « revendiquer » is said of revokes and penalty cards too;
    online, a claim refused on the screen is a contested claim (70), no misclick."""
    assert found(text)[0] == "revendication"


@pytest.mark.parametrize(
    "text",
    [
        "Nord a renoncé à trèfle, puis le décla revendique le reste et la défense accepte",
        "le décla revendique le reste ; on voit alors qu'il lui restait encore un pique",
    ],
)
def test_a_claim_after_a_revoke_or_showing_one_leaves_the_revoke_first(text: str) -> None:
    """63A3: a claim after the revoke establishes it, and a claim that shows a card of the suit he did not follow
    reveals one: the revoke's topic stays first (64)."""
    assert found(text)[0] == "renonce"


@pytest.mark.parametrize(
    "text",
    [
        "Est a revendiqué une carte pénalisée : la dame de cœur de Sud était tombée",
        "Nord revendique une renonce de Sud à carreau",
    ],
)
def test_a_card_or_a_revoke_claimed_is_no_claim_of_tricks(text: str) -> None:
    """68A: a claim is a statement about tricks; « revendiquer » a penalty card or a revoke is no claim
    (reviewer20 #6)."""
    assert found(text)[0] != "revendication"


@pytest.mark.parametrize(
    "text",
    [
        "Ouest surcontre alors que personne n'avait contré",
        "Est a surcontré hors tour alors qu'aucun joueur n'avait contré",
    ],
)
def test_a_redouble_with_no_double_is_an_inadmissible_call(text: str) -> None:
    """19B, 35A, 36: a redouble with no double to redouble, even out of turn (36B)."""
    assert found(text)[0] == "declaration_inadmissible"


@pytest.mark.parametrize(
    "text",
    [
        "le déclarant demande « le roi » alors que le mort a le roi de trèfle et le roi de carreau",
        "la déclarante a dit le 9 au mort, puis elle a voulu le valet",
    ],
)
def test_the_declarer_naming_a_card_of_the_dummy_is_the_dummy_card(text: str) -> None:
    """46A, 46B: the declarer names the dummy's card (incompletely, or changed): the dummy's card topic."""
    assert found(text)[0] == "carte_du_mort"


@pytest.mark.parametrize(
    "text",
    [
        "l'arbitre avait décidé que l'entame n'était pas hors tour alors qu'elle l'était, table 4",
        "l'arbitre a jugé que l'enchère était suffisante alors qu'elle ne l'était pas",
    ],
)
def test_what_the_director_said_against_the_facts_is_his_error(text: str) -> None:
    """82C (tester21 P14): the director's ruling told, then the facts against it: the follow-up topic first."""
    assert found(text)[0] == "suites_decision"


def test_a_remark_said_aloud_is_information_for_partner() -> None:
    """16B1a, 73B1 (tester21 P17): « à voix haute », « tout haut » say a remark partner heard, not the dummy's card."""
    assert (
        found("Ouest a dit à voix haute « quelle main ! » pendant les enchères")[0]
        == "information_non_autorisee"
    )


@pytest.mark.parametrize(
    "text",
    [
        "le décla a joué du mort le 5 de trèfle puis a voulu changer",
        "le déclarant joue une carte du mort et veut la changer",
    ],
)
def test_a_card_of_the_dummy_played_then_changed_is_the_dummy_card(text: str) -> None:
    """45C4b, 46 (tester21 P4): a card of the dummy's played then changed, no lead from the wrong hand (55)."""
    assert found(text)[0] == "carte_du_mort"


def test_a_penalty_card_put_down_is_the_penalty_card() -> None:
    """50D (tester21 P5): the card put down is the penalty card, not a card played taken back (47)."""
    assert (
        found("Sud a posé sa carte pénalisée et ensuite son partenaire a gagné la levée")[0]
        == "cartes_penalisees"
    )


def test_an_alert_by_mistake_is_information_for_partner() -> None:
    """16B1a (tester21 P11): an alert made wrongly tells partner something; nothing of a revoke."""
    assert found("alerte par erreur de son partenaire sur mon 1♣, Ouest n'avait rien demandé")[0] == (
        "information_non_autorisee"
    )


def test_a_board_seen_on_another_screen_online_is_extraneous_information() -> None:
    """16D (tester21 P18): online, the board seen elsewhere; no misclick."""
    assert (
        found("en ligne, Sud a consulté la donne sur un deuxième écran pendant le jeu")[0]
        == "information_etrangere"
    )


def test_a_private_message_to_partner_online_is_information_for_partner() -> None:
    """73B1, 16B (tester21 P18): a message to partner outside the calls and plays, in a private chat."""
    assert (
        found("sur BBO, Est a envoyé par message privé à sa partenaire « j'ai l'as »")[0]
        == "information_non_autorisee"
    )

"""Session 20: tester21's P1–P3 and the wrong pre-fills auditor23 found on the twentieth blind set, in other words.

- P1: « alors que Sud était le déclarant » names the (presumed) declarer, so Nord leading is the declaring side
  (24, 41A), never a defender; « Est a entamé face visible, ce n'était pas son tour » does not say Est defends: asked.
- P2: a phone ringing in the room, a spectator's, is not a player's at the table (76): nothing taken; a lone
  « spectateur » is no online spectator's window.
- P3: « Nord avait 2 cartes de Sud, découvert pendant les enchères » says no information was received (13, not 16D).
- Two revokes named by their nouns one after the other (« renonce d'Est …, puis renonce du déclarant ») are two
  revokes (64B2), with no single offender; « on retrouvera son 7 plus tard » is the revoke's card, no missing card.
- A regular opening lead then the declarer spreading is not a lead out of turn; two cards dropped by the leader
  and both defenders leading are not one wrong defender's lead (54, 58B).
- « petit pique » to the dummy names the card (46B1a); « il passe » is the replacement of an insufficient bid
  (27B3); a poll already made is not still to make (16B1b); a prearranged code is not tempo deception (73B2);
  the future opening leader is a defender (20F5b); a card pointed wrong inside a count disagreement after a
  claim is the disagreement (79); « 1 min alors que son tempo habituel est de 3 s » is no normal tempo (16B1).
"""

from __future__ import annotations

import pytest

from rules import vocabulary


def test_the_declarer_named_with_etait_makes_his_partners_lead_the_declaring_sides() -> None:
    found = vocabulary.facts("entame", "Sud a entamé face visible alors que Nord était le déclarant")
    assert found.get("situation") == "declaring_side"


def test_the_declarer_named_makes_the_other_side_a_defender() -> None:
    found = vocabulary.facts("entame", "Ouest a entamé face visible alors que Nord était le déclarant")
    assert found.get("situation") == "wrong_defender_faced"  # Est leads against Nord: Ouest is his partner


@pytest.mark.parametrize(
    "text",
    [
        "Ouest a entamé face visible, ce n'était pas son tour",
        "Nord entame face visible, trop tôt",
    ],
)
def test_a_seat_leading_face_up_without_its_side_is_asked(text: str) -> None:
    assert "situation" not in vocabulary.facts("entame", text)


def test_a_lead_by_the_seat_before_the_rightful_leader_is_the_declaring_sides() -> None:
    # Est leads against Nord (41A): Nord is the presumed declarer, whatever the card's face (tester23 P14, session 21)
    found = vocabulary.facts("entame", "Nord a entamé face visible alors que c'était à Est")
    assert found.get("situation") == "declaring_side"


@pytest.mark.parametrize(
    "text",
    ["un portable a sonné dans la salle, celui d'un spectateur", "le téléphone d'un spectateur a sonné"],
)
def test_a_phone_in_the_room_or_a_spectators_is_no_players(text: str) -> None:
    found = vocabulary.facts("tempo_comportement", text)
    assert "conduct_kind" not in found and "case" not in found
    assert "when_16D" not in vocabulary.facts("information_etrangere", text)


def test_a_players_phone_stays_a_players() -> None:
    found = vocabulary.facts("tempo_comportement", "le portable d'Ouest a sonné pendant le jeu")
    assert (found.get("case"), found.get("conduct_kind")) == ("conduct", "phone")


def test_a_spectator_online_is_the_online_window() -> None:
    text = "sur BBO un spectateur a écrit dans le chat"
    assert vocabulary.facts("information_etrangere", text).get("when_16D") == "online"


def test_cards_of_another_hand_found_in_the_auction_are_no_information_received() -> None:
    text = "Est avait 2 cartes appartenant à Ouest dans sa main, vu pendant les enchères"
    assert "when_16D" not in vocabulary.facts("information_etrangere", text)


def test_information_heard_in_the_auction_is_after_the_first_call() -> None:
    text = "Sud a entendu le résultat de la donne pendant les enchères"
    assert vocabulary.facts("information_etrangere", text).get("when_16D") == "after_call"


def test_two_revokes_named_one_after_the_other_have_no_single_offender() -> None:
    text = "Renonce de Nord à pique vers la 3e levée, puis renonce du déclarant à cœur, les deux consommées"
    found = vocabulary.facts("renonce", text)
    assert found.get("situation") == "two_revokes" and "offender" not in found


def test_one_revoke_named_by_its_noun_keeps_its_offender() -> None:
    found = vocabulary.facts("renonce", "Sud joue 4♠, renonce du déclarant à cœur, il a gagné la levée")
    assert (found.get("situation"), found.get("offender")) == ("not_followed", "declarer")


def test_the_revoke_card_found_later_is_no_missing_card() -> None:
    text = "Ouest a renoncé à trèfle à la levée 4 (on retrouvera son 5 de trèfle plus tard)"
    assert vocabulary.facts("renonce", text).get("situation") != "missing_card"
    assert (
        vocabulary.facts(
            "renonce", "il manquait une carte à Ouest, on retrouve le 5 de trèfle par terre"
        ).get("situation")
        == "missing_card"
    )


@pytest.mark.parametrize(
    "text",
    [
        "Entame régulière de Nord face visible, puis Ouest, le déclarant, étale son jeu comme s'il était le mort",
        "Sud entame et deux cartes tombent face visible, le roi de pique et le 3 de cœur",
        "Nord (pas son tour) entame le valet de trèfle face visible, puis Sud, dont c'était le tour, pose le 4",
    ],
)
def test_a_regular_lead_two_cards_or_two_leaders_are_not_one_wrong_defenders_lead(text: str) -> None:
    found = vocabulary.facts("entame", text)
    assert found.get("situation") != "wrong_defender_faced" and "declarer_action" not in found


def test_a_small_card_of_a_suit_named_to_the_dummy_is_no_incomplete_designation() -> None:
    text = "Il a demandé « petit carreau » au mort, puis veut le roi. C'est un changement d'avis"
    assert vocabulary.facts("carte_du_mort", text).get("case") != "incomplete"
    assert vocabulary.facts("carte_du_mort", "le déclarant a juste dit « petit » au mort").get("case") == (
        "incomplete"
    )


def test_il_passe_is_a_replacement_not_pending() -> None:
    refused = "L'enchère insuffisante est refusée, "
    assert vocabulary.facts("enchere_insuffisante", refused + "il ne veut rien remplacer, il passe").get(
        "replacement"
    ) != ("pending")
    assert vocabulary.facts("enchere_insuffisante", refused + "il n'a rien remplacé encore").get(
        "replacement"
    ) == ("pending")


def test_a_poll_made_is_not_still_to_make() -> None:
    assert "logical_alternative" not in vocabulary.facts(
        "information_non_autorisee", "J'ai consulté 4 joueurs de son niveau, 2 passent"
    )
    assert vocabulary.facts("information_non_autorisee", "je vais consulter 5 joueurs avant de décider").get(
        "logical_alternative"
    ) == ("poll")


def test_a_prearranged_code_is_not_tempo_deception() -> None:
    text = "ils ont un code convenu : le crayon posé à gauche veut dire singleton"
    assert vocabulary.facts("tempo_comportement", text).get("case") != "deception"
    assert vocabulary.facts(
        "tempo_comportement", "il a hésité avec un singleton pour tromper le déclarant"
    ).get("case") == ("deception")


def test_the_future_opening_leader_correcting_is_no_declarers_side() -> None:
    text = "Après le dernier passe, Nord (qui va entamer) corrige l'explication de son partenaire"
    assert vocabulary.facts("explication_erronee", text).get("situation") != "before_lead"
    text = "Après le dernier passe, le futur mort corrige l'explication de son partenaire"
    assert vocabulary.facts("explication_erronee", text).get("situation") == "before_lead"


def test_a_card_pointed_wrong_inside_a_count_disagreement_after_a_claim_is_not_pointed_wrong() -> None:
    text = "Sud a revendiqué, accepté, puis ils ne sont plus d'accord sur le nombre de levées, une carte mal orientée"
    assert vocabulary.facts("levees", text).get("case") != "pointed_wrong"
    text = "j'ai vu que ma carte était mal orientée, on n'a pas encore joué à la levée suivante"
    assert vocabulary.facts("levees", text).get("case") == "pointed_wrong"


def test_a_think_time_against_the_usual_tempo_is_not_normal() -> None:
    text = "Est a mis 1 min avant de passer alors que son tempo habituel est de 3 s"
    assert vocabulary.facts("en_ligne_hesitation", text).get("think_time") != "normal"
    text = "le logiciel montre qu'il a pris 8 s, son tempo habituel"
    assert vocabulary.facts("en_ligne_hesitation", text).get("think_time") == "normal"


# reviewer20 (session 20): #1, #3, #9, #11 of the review of this session's commits, in other words.
@pytest.mark.parametrize(
    "text",
    [
        "EHT du valet de pique, pas encore retournée",
        "Est a entamé hors tour la dame de cœur mais ne l'a pas retournée",
        "Est a entamé hors tour la dame de cœur, la carte posée face en bas",
        "Sud a entamé hors tour la dame de cœur, Sud devait être le mort",
        "Est a entamé hors tour la dame de cœur alors que Sud n'avait pas encore passé",
    ],
)
def test_a_named_card_not_turned_or_by_the_presumed_dummy_or_in_the_auction_is_not_faced(text: str) -> None:
    assert vocabulary.facts("entame", text).get("situation") != "wrong_defender_faced"  # 41A, 24


@pytest.mark.parametrize(
    "text",
    [
        "La dame de cœur, carte pénalisée, était tombée de la main d'Est à la levée 2 ; à la levée 4 il a joué autre chose",
        "La dame de cœur est tombée de la main d'Est à la levée 2 ; à la levée 4 Est a défaussé un pique",
        "La dame de cœur est tombée de la main d'Est tout à l'heure ; Ouest a la main",
    ],
)
def test_a_card_fallen_at_an_earlier_trick_is_not_just_exposed(text: str) -> None:
    assert vocabulary.facts("cartes_penalisees", text).get("situation") != "new_card"  # 50D, 52


@pytest.mark.parametrize(
    "text",
    [
        "Nord revendique à la levée 11 les 2 levées restantes",  # 3 left at the 11th: one of the two is wrong
    ],
)
def test_a_claim_trick_that_disagrees_or_belongs_to_another_act_is_asked(text: str) -> None:
    assert "claim_trick" not in vocabulary.facts("revendication", text)


def test_a_claim_of_some_of_the_last_tricks_keeps_both() -> None:
    found = vocabulary.facts("revendication", "il revendique 2 des 3 dernières à la levée 11")
    assert (found.get("claimed"), found.get("claim_trick")) == ("2", "11")


@pytest.mark.parametrize(
    "text",
    [
        "Est, croyant que Nord était le déclarant, a entamé face visible",
        "Nord serait déclarant si Ouest n'avait pas contré",
        "Ouest pense que Nord était le déclarant",
    ],
)
def test_a_declarer_believed_or_supposed_is_not_the_contracts(text: str) -> None:
    assert vocabulary.declarer_seat(text) is None

"""Session 25: the wrong pre-fills auditor29 confirmed on a blind set's start (s25), each fixed in general words, with
the words that must still fill.

- The director's own plan for later (« je continue après le tour ») is not when a revoke was seen (61, 64).
- « Le bon défenseur a entamé … » is the rightful leader's lead: never one wrong defender's faced lead (54).
- Told in writing that it was his turn (« le déclarant lui a écrit « your lead » ») is 47E1's case, not a plain lead
  out of turn (53).
- A penalty card already ruled, then not played at a later trick, is no newly exposed card (50, 52).
- Hedges typed as in a text message (« jcrois », « jsp ») leave the facts to the director.
- A call only foreseen (« ils appelleront l'arbitre en fin de donne ») is not the call at the end of play (16B).
"""

from __future__ import annotations

import pytest

from rules import vocabulary


@pytest.mark.parametrize(
    "text",
    [
        "Deux renonces d'Ouest, à cœur puis à pique, toutes deux consommées. Je continue après le tour.",
        "Sud a renoncé à trèfle, la renonce est consommée ; je reviens à la fin du tour pour la rectification.",
        "Est n'a pas fourni à carreau. On verra ça après le tour, je dois finir la table 4.",
    ],
)
def test_the_directors_plan_is_not_when_the_revoke_was_seen(text: str) -> None:
    facts = vocabulary.facts("renonce", text)
    assert "discovered" not in facts and "when" not in facts


@pytest.mark.parametrize(
    "text",
    [
        "Est a renoncé à trèfle, on s'en est aperçu à la fin du tour.",
        "Est a renoncé à trèfle ; je m'en suis aperçu après le tour, en comparant les feuilles.",
    ],
)
def test_a_revoke_seen_after_the_round_still_fills(text: str) -> None:
    facts = vocabulary.facts("renonce", text)
    assert facts.get("discovered") == "after_round" and facts.get("when") == "after_round"


@pytest.mark.parametrize(
    "text",
    [
        "Le bon défenseur a entamé le 7♥ face visible, puis son partenaire a posé le roi de pique par-dessus.",
        "C'est le bon joueur qui a entamé face visible ; l'autre défenseur a retourné une carte ensuite.",
    ],
)
def test_the_rightful_leaders_lead_is_not_a_wrong_defenders(text: str) -> None:
    assert vocabulary.facts("entame", text).get("situation") not in (
        "wrong_defender_faced",
        "wrong_defender_face_down",
    )


def test_a_wrong_defenders_faced_lead_still_fills() -> None:
    text = "Est a entamé face visible alors que c'était à son partenaire."
    assert vocabulary.facts("entame", text).get("situation") == "wrong_defender_faced"


@pytest.mark.parametrize(
    "text",
    [
        "En ligne, il a joué hors tour parce que le déclarant lui a écrit « your lead » dans le chat.",
        "Ouest a attaqué hors tour : le déclarant lui a écrit « à vous » sur la table virtuelle.",
    ],
)
def test_told_in_writing_it_was_his_turn(text: str) -> None:
    assert vocabulary.facts("attaque", text).get("situation") == "told_his_turn"


@pytest.mark.parametrize(
    "text",
    [
        # his partner's word is not an opponent's (47E1): neither value is stated
        "Ouest a attaqué hors tour parce que son partenaire lui a écrit « your lead » dans le chat.",
        # the writing denied: the director asks
        "Il a attaqué hors tour ; le déclarant ne lui a rien écrit, il s'est trompé seul.",
    ],
)
def test_told_by_a_partner_or_denied_is_not_47e1(text: str) -> None:
    assert vocabulary.facts("attaque", text).get("situation") != "told_his_turn"


def test_a_plain_lead_out_of_turn_still_fills() -> None:
    assert (
        vocabulary.facts("attaque", "Est a joué hors tour, c'était au mort.").get("situation")
        == "lead_out_of_turn"
    )


def test_a_penalty_card_already_ruled_then_not_played_is_no_new_card() -> None:
    text = (
        "Au 2e pli ma partenaire, en défense, laisse tomber la dame de pique ; l'arbitre dit que c'est une carte "
        "pénalisée principale et qu'elle devra la jouer à la première occasion. Au 4e pli elle fournit un petit pique "
        "en laissant la dame sur la table."
    )
    assert vocabulary.facts("cartes_penalisees", text).get("situation") != "new_card"


def test_a_card_dropped_still_fills_a_new_card() -> None:
    text = "Est, en défense, a fait tomber la dame de cœur face visible."
    assert vocabulary.facts("cartes_penalisees", text).get("situation") == "new_card"


@pytest.mark.parametrize(
    "text",
    [
        "mon part s'est fait déco, il est revenu au bout de 4 min, c dans les temps jcrois ?",
        "il est revenu au bout de 5 min, jsp si c'est dans le délai",
    ],
)
def test_a_hedge_typed_as_a_text_message_leaves_the_fact_asked(text: str) -> None:
    assert "back_in_time" not in vocabulary.facts("en_ligne_deconnexion", text)


def test_a_return_in_time_still_fills() -> None:
    text = "Nord s'est déconnecté, il est revenu dans le délai."
    assert vocabulary.facts("en_ligne_deconnexion", text).get("back_in_time") == "yes"


def test_jsp_about_the_ruling_is_no_doubt_on_the_facts() -> None:
    text = "Nord s'est déconnecté, il est revenu dans le délai. jsp quoi faire"
    assert vocabulary.facts("en_ligne_deconnexion", text).get("back_in_time") == "yes"


def test_a_call_only_foreseen_is_not_the_call_at_the_end() -> None:
    text = (
        "Nord réfléchit longuement et passe ; son partenaire dit 5♦ aussitôt. Les adversaires appelleront "
        "l'arbitre en fin de donne, c'est sûr."
    )
    assert vocabulary.facts("information_non_autorisee", text).get("situation") != "partner_after"


def test_a_call_at_the_end_of_play_still_fills() -> None:
    text = "Nord a hésité longuement puis passé, Sud a dit 5♦. Les adversaires m'ont appelé en fin de donne."
    assert vocabulary.facts("information_non_autorisee", text).get("situation") == "partner_after"

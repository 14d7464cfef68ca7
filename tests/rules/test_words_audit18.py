"""Round 5 session 16: the wrong pre-fills auditor18 found on the sixteenth blind set, in other words.
43A2/43B3: a dummy who left his seat to watch and then first pointed out a defender's revoke is the 43B3
case, not a plain revoke (the Laws: 43B3, no rectification of the revoke; checked against the 2017 text)."""

from __future__ import annotations

import pytest

from rules import vocabulary


@pytest.mark.parametrize(
    "text",
    [
        "le mort s'est levé pour regarder jouer le décla, et c'est lui qui a signalé le premier la renonce d'Est à cœur",
        "Le mort est venu derrière son partenaire pour voir le jeu ; c'est lui qui a signalé la renonce d'Ouest",
    ],
)
def test_dummy_who_watched_and_pointed_out_first_is_43B3(text: str) -> None:
    # « c'est lui » holds « est », never read as the seat Est reporting.
    assert vocabulary.facts("renonce", text).get("situation") == "pointed_out_by_dummy"


@pytest.mark.parametrize(
    "text",
    [
        "le mort s'est levé pour regarder le jeu du décla, puis Est a signalé qu'Ouest avait renoncé",
        "le mort était debout derrière le déclarant ; c'est le déclarant qui a renoncé, le mort l'a signalé",
    ],
)
def test_another_reporter_or_the_declarers_revoke_is_not_43B3(text: str) -> None:
    assert vocabulary.facts("renonce", text).get("situation") != "pointed_out_by_dummy"


# --- The other wrong pre-fills auditor18 judged, in other words -----------------------------------------------


def test_lho_refuses_but_the_offenders_partner_had_already_called() -> None:
    text = "Est ouvre 1♠ hors tour, Sud refuse, mais entre-temps Ouest avait déjà parlé à son tour"
    assert vocabulary.facts("declaration_hors_tour", text).get("lho_accepts") == "partner_called"
    # Another seat than the offender's partner: the plain refusal.
    other = "Est ouvre 1♠ hors tour, Sud refuse ; Nord a déjà parlé"
    assert vocabulary.facts("declaration_hors_tour", other).get("lho_accepts") == "no"


def test_a_card_played_then_taken_back_is_a_withdrawn_card() -> None:
    text = "Fin du coup : la carte que Ouest avait jouée puis reprise (entame hors tour refusée) a aidé Est"
    assert vocabulary.facts("information_non_autorisee", text).get("situation") == "withdrawn_after"


def test_bidding_out_of_partners_double_is_not_a_withdrawn_call() -> None:
    text = "Nord a soupiré quand Sud a contré, puis Sud a retiré le contre en 4♥ ; on m'appelle tout de suite"
    assert vocabulary.facts("information_non_autorisee", text).get("situation") not in (
        "withdrawn_now",
        "withdrawn_after",
    )


def test_all_four_playing_on_despite_the_contest_is_all_four_agreeing() -> None:
    text = "revendication contestée, puis les quatre ont voulu continuer à jouer quand même"
    assert vocabulary.facts("revendication", text).get("situation") == "continued_by_all"
    alone = (
        "revendication contestée, Sud a continué à jouer quand même, les 3 autres voulaient appeler l'arbitre"
    )
    assert vocabulary.facts("revendication", alone).get("situation") == "continued_not_all"


def test_a_cleft_denial_of_a_defender_names_another_owner() -> None:
    text = "Ce n'est pas un défenseur qui a laissé voir la carte, c'est le mort, en rangeant son jeu"
    assert vocabulary.facts("cartes_penalisees", text).get("owner") != "defender"


def test_two_breaches_named_are_asked_and_one_is_taken() -> None:
    both = "les cartes de la donne 4 ont été remises dans la mauvaise poche, et cette paire avait comparé ses marques"
    assert "offence" not in vocabulary.facts("suites_decision", both)
    assert (
        vocabulary.facts("suites_decision", "Ouest a remis ses cartes dans la mauvaise poche").get("offence")
        == "90B6"
    )

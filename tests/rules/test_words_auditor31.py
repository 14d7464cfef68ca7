"""auditor31's wrong pre-fills on the blind set s27 (session 27), fixed in general words: each case in our own words.

Each fact is pre-filled only when the words state it without doubt (issue 37 §1); otherwise the director is asked.
"""

from __future__ import annotations

import pytest

from tests.bot.finder.descriptions import engine_facts


@pytest.mark.parametrize(
    "fell", ["la dame de pique est partie toute seule", "le roi est tombé tout seul sur la table"]
)
def test_a_card_that_fell_by_itself_says_nothing_of_who_told_him_to_lead(fell: str) -> None:
    """54 (a faced lead by the wrong defender): whether the declaring side told him to lead is asked."""
    assert "told_to_lead" not in engine_facts("entame", f"Est a entamé avant son partenaire, {fell}.")


def test_a_defender_who_led_on_his_own_still_reads() -> None:
    assert (
        engine_facts("entame", "Est a entamé tout seul, c'était à Ouest d'entamer.").get("told_to_lead")
        == "no"
    )


@pytest.mark.parametrize("pulled", ["Ouest a ensuite retiré en 3♦", "Ouest a retiré à 3♦"])
def test_a_double_pulled_to_a_bid_is_no_call_withdrawn(pulled: str) -> None:
    """16B1 (partner's hesitation), not 16C (a withdrawn call): « retirer en 3♦ » pulls the double."""
    text = f"Est a hésité avant de passer le contre, {pulled}, on m'appelle à la fin du coup."
    assert engine_facts("information_non_autorisee", text).get("situation") != "withdrawn_after"


def test_a_call_withdrawn_still_reads() -> None:
    text = "Nord a retiré son enchère, Sud a ensuite choisi 4♠ ; on m'appelle à la fin du coup."
    assert engine_facts("information_non_autorisee", text).get("situation") == "withdrawn_after"


def test_a_board_fouled_in_the_other_room_is_not_read_as_this_ones() -> None:
    """86B (a team match's adjustment) against 87 (a fouled board): the other room's board is asked."""
    text = (
        "Dans l'autre salle la donne a été jouée faussée, chez nous pas jouée : plusieurs marques à donner."
    )
    assert engine_facts("donne_faussee", text).get("case") != "fouled"


def test_his_usual_tempo_said_to_compare_is_no_normal_tempo() -> None:
    """16B1 / 73C: « son tempo habituel c'est 2 s » compares a longer pause with it; the tempo is not normal."""
    text = "West: 48 s before Pass. Son tempo habituel c'est deux ou trois secondes. On m'appelle à la fin du coup."
    assert engine_facts("en_ligne_hesitation", text).get("think_time") != "normal"


def test_his_usual_tempo_said_of_the_call_still_reads() -> None:
    text = "Ouest a passé dans son tempo habituel, rien d'anormal ; on m'appelle à la fin du coup."
    assert engine_facts("en_ligne_hesitation", text).get("think_time") == "normal"


@pytest.mark.parametrize(
    ("text", "topic", "question"),
    [
        ("Enchère insuffisante 2♣ sur 2♦, refusée, remplacée par contre... non pas contre, par 3♣.", "enchere_insuffisante",
         "replacement"),
        ("Est a fourni, non pas renoncé : il avait un cœur.", "renonce", "situation"),
    ],
)  # fmt: skip
def test_words_denied_by_non_pas_are_no_evidence(text: str, topic: str, question: str) -> None:
    """« non pas X » takes back the fact read in words with X: asked."""
    facts = engine_facts(topic, text)
    assert question not in facts, facts


# The five left at the end of session 27, fixed in session 28 (in other words than the set's).
def test_a_card_taken_from_the_dummy_is_not_the_declarers_revoke() -> None:
    """64B3 (the dummy's revoke) against 64A: a card « pris au mort » is the dummy's, so whose revoke is asked."""
    text = "Le déclarant a pris un trèfle au mort alors qu'il restait un petit cœur sur la table."
    assert engine_facts("renonce", text).get("offender") != "declarer"


def test_the_declarers_own_revoke_still_reads() -> None:
    text = "Le déclarant a défaussé un trèfle de sa main alors qu'il avait encore un cœur."
    assert engine_facts("renonce", text).get("offender") == "declarer"


def test_passes_in_a_row_thought_a_passed_out_board_ask_the_call() -> None:
    """29A (one pass out of turn) or 34 / 17D3 (three passes, one out of turn): which one is asked."""
    text = "Ouest était donneur, Nord a passé d'abord, puis Est, puis Sud : Nord avait passé hors tour."
    assert "call" not in engine_facts("declaration_hors_tour", text)


def test_one_pass_out_of_turn_still_reads() -> None:
    assert (
        engine_facts("declaration_hors_tour", "Sud a passé hors tour, c'était à Ouest.").get("call") == "pass"
    )


def test_the_board_played_for_real_later_is_the_later_case() -> None:
    """15C, not 15A: the call made earlier with another board's cards was cancelled; now that board is played."""
    text = "Au premier tour Est avait ouvert avec les cartes de l'étui 3, on avait annulé ; ce soir sa table joue la 3 pour de vrai."
    assert engine_facts("mauvais_etui", text).get("case") == "wrong_cards_later"


def test_an_error_learnt_at_the_end_is_not_dated_by_another_irregularitys_moment() -> None:
    """20F / 21B / 40B: when the wrong explanation came to light is asked, not read from the other one's « pendant le jeu »."""
    text = "Fausse explication du 3♣, découverte à la fin, et pendant le jeu le mort a joué une carte de lui-même."
    assert engine_facts("explication_erronee", text).get("situation") != "during_play"


def test_appel_said_for_calling_the_director_is_no_appeal() -> None:
    """92A: a player who says « appel » meaning he calls the director makes no appeal."""
    text = "Il a crié « appel » mais il voulait dire qu'il appelait l'arbitre pour le retard de la table."
    assert engine_facts("suites_decision", text).get("case") != "appeal"

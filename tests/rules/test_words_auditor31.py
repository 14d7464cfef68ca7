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

"""Four wrong pre-fills an auditor who never read the code found on the tenth description set (session
10), written here in other words. Each must give the fact the words state, or nothing — never the other
answer."""

from __future__ import annotations

import pytest

from rules import vocabulary


@pytest.mark.parametrize(
    "text",
    [
        "Ouest contre hors tour le 1♥ de son propre partenaire, c'était à Sud",
        "Nord a contré hors tour le 2♣ de son propre partenaire",
    ],
)
def test_a_double_of_partners_bid_is_never_a_plain_double(text: str) -> None:
    assert vocabulary.facts("declaration_hors_tour", text).get("call") != "double"


@pytest.mark.parametrize(
    "text",
    [
        "4♠ par Sud : Ouest et Est ont chacun posé une carte face cachée",
        "Le joueur qui devait entamer a retourné le 3 de cœur ; son partenaire avait déjà posé une carte face cachée",
        "2SA par Nord, Est et Ouest ont posé une carte face cachée en même temps",
    ],
)
def test_two_defenders_leading_is_never_one_defenders_face_down_card(text: str) -> None:
    assert vocabulary.facts("entame", text).get("situation") in (None, "both_defenders")


def test_each_defender_putting_a_card_down_is_both_defenders() -> None:
    text = "3SA par Est : Sud et Nord ont chacun posé une carte face cachée"
    assert vocabulary.facts("entame", text).get("situation") == "both_defenders"


def test_one_wrong_defender_face_down_still_reads() -> None:
    text = "4♥ par Sud : Est a posé sa carte d'entame face cachée alors que c'était à Ouest"
    assert vocabulary.facts("entame", text).get("situation") == "wrong_defender_face_down"


@pytest.mark.parametrize(
    "text",
    [
        "Nord revendique : « plus d'atout dehors, le reste est maître ». Il reste la dame d'atout chez Est.",
        "le décla dit plus d'atout dehors, mais il reste le valet d'atout chez Ouest",
    ],
)
def test_the_claimers_no_trump_out_then_the_trump_left_named(text: str) -> None:
    assert vocabulary.facts("revendication", text).get("trump_out") == "yes"


def test_no_trump_out_said_plainly_still_reads() -> None:
    text = "Sud revendique, il n'y a plus d'atout chez personne"
    assert vocabulary.facts("revendication", text).get("trump_out") == "no"


def test_another_irregularitys_trick_is_no_claim_of_the_rest() -> None:
    """ops14: « à la 5e levée » of a revoke before « revendique le reste » claimed 9 (14 − 5)."""
    facts = vocabulary.facts(
        "revendication", "Est a renoncé à cœur à la 5e levée, puis Nord a revendiqué le reste"
    )
    assert "claimed" not in facts and "claim_trick" not in facts


def test_the_claims_own_trick_still_gives_the_rest() -> None:
    facts = vocabulary.facts("revendication", "Nord joue 4♠, à la 9e levée il revendique le reste")
    assert (facts.get("claimed"), facts.get("claim_trick")) == ("5", "9")

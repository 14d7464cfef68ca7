"""The call made out of turn, said by whose turn it was (session 37; issue 37 §1): « a contré au tour de son adversaire
de droite », « a passé à mon tour », « ouvre 1♦ alors que Nord était donneur ». « au tour de son partenaire » says
whose turn it was (31B), never whose bid was doubled (36, 19A1); a double that may be of partner's bid (« … le 1♥ de
son partenaire ») is asked, never a plain double."""

from __future__ import annotations

import pytest

from tests.bot.finder.descriptions import engine_facts


@pytest.mark.parametrize(
    ("text", "call"),
    [
        ("Est a contré au tour de son adversaire de droite.", "double"),
        ("Est a contré au tour de son partenaire.", "double"),
        ("il a contré alors que c'était pas à lui mais à son partenaire", "double"),
        ("Mon partenaire a passé à mon tour, c'était à moi.", "pass"),
        ("Est a passé au tour de Nord.", "pass"),
        ("Ouest ouvre 1♦ alors que Nord était donneur et n'avait pas parlé.", "bid"),
        ("J'ai dit « deux piques » alors que c'était au joueur à ma droite.", "bid"),
        ("N contre hors tour le 2♥ de son partenaire", "inadmissible_double"),
    ],
)
def test_the_call_out_of_turn(text: str, call: str) -> None:
    assert engine_facts("declaration_hors_tour", text).get("call") == call


def test_a_double_that_may_be_of_partner_s_bid_is_asked() -> None:
    # the bid doubled named after the turn: partner's (36) — once read as a plain double
    assert "call" not in engine_facts(
        "declaration_hors_tour", "Ouest a contré au tour de Nord le 1♥ de son partenaire"
    )


def test_the_partner_s_turn_is_no_double_of_partner_s_bid() -> None:
    facts = engine_facts("declaration_inadmissible", "Est a contré au tour de son partenaire")
    assert "kind" not in facts and "contrary_to_19" not in facts
    facts = engine_facts("declaration_inadmissible", "N a contré le 1SA de son partenaire")
    assert facts.get("kind") == "double_19" and facts.get("contrary_to_19") == "yes"

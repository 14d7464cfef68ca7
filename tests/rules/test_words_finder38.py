"""Session 21 (finder38): wrong pre-fills of issue 37 §1 — a fact is pre-filled only when the words state it.

- Two seats named as the two leaders, or as « les deux défenseurs », that are not partners (« les deux défenseurs
  ont entamé, Nord et Est »): one of them is the presumed declarer or dummy (24, 54E), so neither « les deux
  joueurs de la défense » nor one wrong defender is taken; partners named so still are.
- « Le mort, qui avait regardé la main d'Est, signale que Ouest a renoncé »: a dummy who looked at a defender's cards
  or left his seat (43A1) and is then the first to draw attention to a defender's irregularity is ruled by 43B3
  (no rectification now, the defenders' gain taken away at the end), the breach told in a relative clause as well
  as in a sentence of its own. A breach denied or supposed, the dummy's own cards, the declarer's revoke, or
  somebody else drawing attention: not read.
"""

from __future__ import annotations

import pytest

from rules import vocabulary
from rules.players_in_words import dummy_breach_then_attention, leaders_not_partners


@pytest.mark.parametrize(
    "text",
    [
        "Les deux défenseurs ont entamé en même temps : Nord et Est.",
        "Nord et Est, les deux défenseurs, ont posé leur carte d'entame.",
        "les défenseurs (Sud et Ouest) ont entamé tous les deux",
        "Contrat 4♠ par Sud. Les deux défenseurs ont entamé, Nord et Est.",
        "Deux entames en même temps, celles de Nord et d'Est",
        "Sud joue 3SA ; Nord et Est ont entamé en même temps",
    ],
)
def test_two_leaders_named_as_a_pair_who_are_not_partners_say_nothing_of_the_defenders(text: str) -> None:
    assert leaders_not_partners(text)
    assert vocabulary.facts("entame", text).get("situation") not in (
        "both_defenders",
        "wrong_defender_faced",
        "wrong_defender_face_down",
    )


@pytest.mark.parametrize(
    "text",
    [
        "Les deux défenseurs ont entamé en même temps : Ouest et Est.",
        "Sud joue 4♠, les deux défenseurs ont entamé, Est et Ouest",
        "Deux entames en même temps, celles de Nord et de Sud",
    ],
)
def test_partners_named_as_the_two_leaders_are_both_defenders(text: str) -> None:
    assert not leaders_not_partners(text)
    assert vocabulary.facts("entame", text).get("situation") == "both_defenders"


@pytest.mark.parametrize(
    "text",
    [
        # a pair named in another act than the lead, with no word of two leads: one leader stays
        "Est a entamé face visible alors que c'était à Ouest, Nord et Sud ont appelé l'arbitre",
        "Ouest a entamé le roi de pique alors que c'était à Est ; Nord et Est se sont disputés",
    ],
)
def test_a_pair_named_outside_the_lead_is_not_two_leaders(text: str) -> None:
    assert not leaders_not_partners(text)


@pytest.mark.parametrize(
    "text",
    [
        "Le mort, qui avait regardé la main d'Est pendant le coup, signale à la fin que Ouest a renoncé à cœur.",
        "Le mort, qui avait jeté un coup d'œil sur les cartes d'Ouest, fait remarquer que Est a renoncé",
        "Le mort, qui s'était levé pour regarder le jeu, a signalé la renonce d'Ouest à trèfle",
        "Le mort, qui avait quitté sa place, signale après le coup que Est n'a pas fourni à carreau",
        "Le mort a regardé la main d'Est pendant le coup, il signale à la fin que Ouest a renoncé à cœur.",
    ],
)
def test_the_dummy_who_broke_43A1_then_pointed_out_a_defenders_revoke(text: str) -> None:
    assert vocabulary.facts("renonce", text).get("situation") == "pointed_out_by_dummy"


@pytest.mark.parametrize(
    "text",
    [
        "Le mort, qui n'avait pas regardé la main d'Est, signale à la fin que Ouest a renoncé à cœur.",
        "Le mort, qui aurait regardé la main d'Est, signale à la fin que Ouest a renoncé à cœur.",
        "Le mort, qui avait regardé ses cartes, signale à la fin que Ouest a renoncé à cœur.",
        "Le mort, qui avait regardé la main d'Est, signale que le déclarant a renoncé à cœur.",
        "Le mort, qui avait regardé la main d'Est, n'a rien dit ; c'est Sud qui signale que Ouest a renoncé",
        "Le mort, qui avait regardé la main d'Est, signale-t-il que Ouest a renoncé ?",
        "Selon Est, le mort, qui avait regardé la main d'Est, signale que Ouest a renoncé à cœur.",
        "Si le mort, qui avait regardé la main d'Est, signale que Ouest a renoncé, que faire",
        "Le mort signale à la fin du jeu que Ouest a renoncé à cœur.",  # 42: his right once play is over
    ],
)
def test_no_breach_stated_or_not_a_defenders_revoke_is_not_43B3(text: str) -> None:
    assert vocabulary.facts("renonce", text).get("situation") != "pointed_out_by_dummy"


def test_the_breach_in_a_relative_clause_is_quoted_whole() -> None:
    said = dummy_breach_then_attention(
        "Le mort, qui avait regardé la main d'Est, signale que Ouest a renoncé"
    )
    assert said == "Le mort, qui avait regardé la main d'Est, signale"

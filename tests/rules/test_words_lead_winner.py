"""finder50 (issue 37 §1): a lead out of turn told by who won the trick before (44D: the winner of a trick leads to
the next) — another player than the one who led — is `lead_out_of_turn`; never denied, asked, supposed, one
player's word, the leader himself or his own side's hand, or a count of tricks."""

from __future__ import annotations

import pytest

from rules import vocabulary


@pytest.mark.parametrize(
    "text",
    [
        "Mon partenaire a attaqué la levée suivante alors que c'était moi qui avais fait la levée.",
        "Mon partenaire a attaqué trèfle mais c'était moi qui avais fait la levée.",
        "Le déclarant a rejoué atout alors que c'est la défense qui venait de gagner la levée.",
        "Le déclarant a attaqué du mort alors que la levée était à la défense.",
        "j'ai attaqué le 10 de cœur, alors que mon partenaire avait fait la levée.",
        "Sud a attaqué alors que c'est Est qui avait fait la levée.",
    ],
)
def test_a_lead_after_another_player_won_the_trick_is_out_of_turn(text: str) -> None:
    assert vocabulary.facts("attaque", text).get("situation") == "lead_out_of_turn"


@pytest.mark.parametrize(
    "text",
    [
        "Il attaque alors que c'est lui qui avait fait la levée.",  # the leader won it: his turn
        "J'ai attaqué alors que c'était moi qui avais fait la levée.",
        "Le déclarant a attaqué du mort alors que la levée était au mort.",  # his own hand's lead
        "Il n'a pas attaqué alors que c'est elle qui avait fait la levée.",  # denied
        "Il a attaqué alors que ce n'est pas elle qui avait fait la levée.",
        "Nord dit que Sud a attaqué alors que c'est Est qui avait fait la levée.",  # one player's word
        "Si Sud a attaqué alors que c'est Est qui avait fait la levée, que faire ?",  # supposed
        "Sud a-t-il attaqué alors que c'est Est qui avait fait la levée ?",  # asked
        "Sud a attaqué alors que c'est Est qui avait fait la levée, je crois.",  # doubted
        "Sud a attaqué alors que Est avait fait 3 levées.",  # a count, not the trick before
    ],
)
def test_no_lead_out_of_turn_read_from_the_leader_s_own_trick_or_words_not_plain(text: str) -> None:
    assert vocabulary.facts("attaque", text).get("situation") != "lead_out_of_turn"


def test_the_player_told_it_was_his_turn_keeps_that_answer() -> None:
    # 47E1's « told his turn » is the situation said; the trick's winner does not add a second one (s11, s17)
    text = "Le mort a dit à Ouest que c'était à lui de jouer, Ouest a attaqué, alors que la main était à Est."
    assert vocabulary.facts("attaque", text).get("situation") != "lead_out_of_turn"

"""A room of a team match named alone is where the incident happened (session 37; issue 37 §1, take what is stated).

« Capitaine EO : en salle ouverte, 3SA par Sud … notre Ouest a renoncé »: the contract is this table's, its seats give
the roles. The room is the other table only when the words set the rooms against each other — both named, « ici » or
« à notre table » against one, or the teammates' room — as rules/elsewhere_in_words.py reads them for the results."""

from __future__ import annotations

import pytest

from tests.bot.finder.descriptions import engine_facts


def test_one_room_named_alone_is_this_table() -> None:
    facts = engine_facts(
        "renonce",
        "Capitaine EO : en salle ouverte, 3SA par Sud, 8 levées. Notre Ouest a renoncé à carreau (il en avait un).",
    )
    assert facts["offender"] == "defender"
    assert (facts["contract_level"], facts["contract_strain"], facts["declarer_side"]) == ("3", "NT", "ns")


@pytest.mark.parametrize(
    "text",
    [
        # « ici » sets this table against the room named
        "En salle fermée, 4♠ par Nord ; ici Ouest a renoncé à cœur.",
        # the teammates play the other room
        "En salle fermée nos coéquipiers ont joué 4♠ par Nord. Ouest a renoncé à cœur.",
        # both rooms named: which one is this table's is not said
        "En salle ouverte, 4♠ par Nord, en salle fermée 3SA par Sud. Ouest a renoncé à cœur.",
    ],
)
def test_a_room_set_against_this_table_is_another_table(text: str) -> None:
    facts = engine_facts("renonce", text)
    assert "contract_level" not in facts
    assert "offender" not in facts  # Ouest's role is not known from another table's declarer

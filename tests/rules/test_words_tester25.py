"""tester25's wrong « Compris » (session 23), in our own words: a fact the words do not state is asked."""

import pytest

from rules import vocabulary


@pytest.mark.parametrize(
    "text",
    [
        "Nord s'est déconnecté à la 4e levée, il n'est pas revenu, ses adversaires attendent depuis 3 minutes.",
        "Ouest a perdu la connexion pendant les enchères et n'est pas revenu ; on l'attend.",
    ],
)
def test_a_table_still_waiting_has_not_seen_the_delay_run_out(text: str) -> None:
    """Not back *yet*: whether the regulation's delay ran out (online conditions, 80B2) is asked."""
    assert vocabulary.facts("en_ligne_deconnexion", text).get("back_in_time") is None


def test_a_player_who_never_came_back_is_still_read() -> None:
    text = "Sud s'est déconnecté à la 6e levée et n'est jamais revenu, le délai est dépassé."
    assert vocabulary.facts("en_ligne_deconnexion", text).get("back_in_time") == "no"

"""finder90 (issue 37 §1): two revokes on one board told in one description. Each clause keeps its own revoke: who made
the other one (the same player, his partner, the other side: 64A, 64B2, 64B7) is filled where the words state it,
never a single revoke's « not followed » from the first clause, and nothing the two clauses contradict."""

from __future__ import annotations

import pytest

from rules import vocabulary


def _facts(text: str) -> dict[str, str]:
    return vocabulary.facts("renonce", text)


@pytest.mark.parametrize(
    ("text", "second"),
    [
        # the blind s32 audit's line 432 (V-56): the same player, the second revoke told without its verb
        (
            "Donne 2, même joueur, Sud en défense : renonce à pique à la 3e levée, puis à carreau à la 8e. "
            "On découvre tout à la fin.",
            "same_player_other_suit",
        ),
        ("Nord, en défense, a renoncé à trèfle et plus tard à carreau.", "same_player_other_suit"),
        ("Ouest a renoncé à pique à la 5e levée, puis encore à pique à la 8e.", "same_player_same_suit"),
        (
            "Ouest n'a pas fourni à pique à la 5e levée, puis de nouveau à pique à la 9e.",
            "same_player_same_suit",
        ),
        # two seats: partners or opponents, whoever declares
        (
            "Donne 11 : Est a renoncé à cœur à la 4e levée, puis son partenaire Ouest a renoncé à trèfle à la 9e.",
            "partner",
        ),
        (
            "Est renonce à trèfle, puis Ouest, son partenaire, renonce à cœur deux levées plus loin.",
            "partner",
        ),
        ("Nord renonce à pique à la levée 3, puis Est renonce à carreau à la levée 8.", "other_side"),
        (
            "Double renonce : Nord a renoncé à cœur à la levée 4, et le déclarant Est a renoncé à trèfle.",
            "other_side",
        ),
        ("Le déclarant a renoncé à cœur à la 3e levée, puis le mort a renoncé à pique à la 7e.", "partner"),
        ("Est (def) a renoncé à pique, et plus tard le décla Sud a renoncé à carreau.", "other_side"),
        # both sides, said of the sides (V-36: a fault of both sides, no one offender)
        (
            "Les deux camps ont renoncé sur cette donne : Sud à carreau levée 3, Ouest à pique levée 9.",
            "other_side",
        ),
        ("Chaque camp a renoncé une fois sur la donne.", "other_side"),
    ],
)
def test_the_other_revoke_is_read_from_its_own_clause(text: str, second: str) -> None:
    facts = _facts(text)
    assert facts["situation"] == "two_revokes"
    assert facts["second_revoke"] == second


def test_a_fault_of_both_sides_names_no_offender() -> None:
    facts = _facts("Les deux camps ont renoncé sur la donne, le déclarant a renoncé à cœur.")
    assert facts["second_revoke"] == "other_side" and "offender" not in facts


@pytest.mark.parametrize(
    "text",
    [
        # the clauses contradict each other: « même joueur », two seats
        "Même joueur : Nord a renoncé à pique, puis Est a renoncé à carreau.",
        # a seat and a role, the seat's side not said (Est may be the dummy)
        "Est a renoncé à cœur, puis le déclarant a renoncé à pique.",
    ],
)
def test_who_made_the_other_revoke_is_asked_when_the_words_do_not_tell_it(text: str) -> None:
    facts = _facts(text)
    assert facts.get("situation") == "two_revokes"
    assert "second_revoke" not in facts


@pytest.mark.parametrize(
    "text",
    [
        "Sud a renoncé à pique à la 3e levée, puis à carreau Ouest a coupé.",  # another act in the second clause
        "Est a renoncé à pique à la levée 3 puis à cœur à la levée 5, mais il a corrigé la seconde.",
        "Est a renoncé à cœur à la 4e levée, puis à la 6e il a attaqué hors tour.",
        "Nord renonce à pique puis corrige aussitôt.",
    ],
)
def test_one_revoke_stays_one(text: str) -> None:
    facts = _facts(text)
    assert facts.get("situation") != "two_revokes"
    assert "second_revoke" not in facts


@pytest.mark.parametrize(
    "text",
    ["Les deux camps ont renoncé à faire appel.", "Les deux camps ont renoncé à la revendication."],
)
def test_sides_that_gave_something_up_revoked_nothing(text: str) -> None:
    assert "second_revoke" not in _facts(text) and "situation" not in _facts(text)


@pytest.mark.parametrize(
    "text",
    [
        # reviewer34 H-96: the other « revoke » is at another table, or a player who gave something up (61A)
        "Est a renoncé à la levée 3. À une autre table, Ouest a renoncé aussi.",
        "Est a renoncé à la levée 3 ; Ouest renonce à contester.",
        "Est a renoncé à la levée 3 ; Sud a renoncé à faire l'impasse à la levée 7.",
    ],
)
def test_one_revoke_on_this_board_stays_one(text: str) -> None:
    facts = _facts(text)
    assert facts["situation"] == "not_followed" and "second_revoke" not in facts


@pytest.mark.parametrize(
    "text",
    [
        "Est a renoncé à la levée 3 ; les deux camps ont renoncé à faire appel.",
        "Est a renoncé à la levée 3 ; c'est sa deuxième renonce du tournoi.",  # the other on another board
    ],
)
def test_no_second_revoke_on_this_board(text: str) -> None:
    facts = _facts(text)
    assert facts.get("situation") != "two_revokes" and "second_revoke" not in facts


def test_a_revoke_stated_beside_another_denied_is_not_the_disputed_one() -> None:
    # reviewer34 H-96d: Est's revoke is stated; only Ouest's, alleged by Sud, is denied (85A): which is ruled is asked
    assert "situation" not in _facts(
        "Est a renoncé à la levée 3 ; Sud dit qu'Ouest a aussi renoncé, Ouest nie."
    )
    assert _facts("Sud dit qu'Ouest a renoncé, Ouest nie.")["situation"] == "disputed"

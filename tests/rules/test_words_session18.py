"""Session 18 (finder28): facts the words state, taken; never one they do not.

- A contest with no claim said (« Le déclarant dit qu'Est a renoncé, Est conteste ») is not a claim contested
  (68B): the contest words alone were read as the claim's refusal in « Revendication ».
"""

from __future__ import annotations

import pytest

from rules import vocabulary


@pytest.mark.parametrize(
    "text",
    [
        "Le déclarant dit qu'Est a renoncé, Est conteste",
        "Le déclarant dit qu'Est a renoncé, Est proteste",
        "Sud accuse Ouest d'une hésitation, Ouest conteste",
        "la défense conteste le score",
        "Nord dit que le mort a touché une carte, la défense conteste",
    ],
)
def test_a_contest_without_a_claim_is_not_a_claim_contested(text: str) -> None:
    assert vocabulary.facts("revendication", text).get("situation") != "contested"


@pytest.mark.parametrize(
    "text",
    [
        "le decla a étalé en disant « le reste est à moi », Est conteste",
        "Sud revendique les 4 dernières, Ouest proteste",
        "Sud claim le reste, la défense conteste",
        "il a dit « plus d'atout dehors » alors qu'Ouest avait encore la dame, Est conteste",
        "à la 9e levée le décla réclame les trois dernières, je conteste",
    ],
)
def test_a_contest_with_the_claim_said_is_a_claim_contested(text: str) -> None:
    assert vocabulary.facts("revendication", text).get("situation") == "contested"


# --- tester18 R3's low half: the declarer's tricks from the result said another way -------------------------
_BOARD = "Sud joue 4♠ contré, NS vulnérables. Ouest a renoncé à carreau à la 6e levée, découvert à la fin du coup ; "


@pytest.mark.parametrize(
    ("said", "tricks"),
    [
        ("la défense a fait 5 levées", "8"),  # 13 − 5
        ("EO ont fait 5 levées", "8"),
        ("Est-Ouest ont fait 4 levées", "9"),
        ("NS ont fait 9 levées", "9"),
        ("Sud a chuté de deux", "8"),  # 4 + 6 − 2
        ("Sud a chuté d'une levée", "9"),
        ("il est dedans de deux", "8"),
        ("2 de chute", "8"),
        ("une de chute", "9"),
        ("4♠ -2", "8"),
        ("4♠X-1", "9"),
        ("4♠ =", "10"),
        ("4♠ +1", "11"),
    ],
)
def test_the_result_said_gives_the_declarers_tricks(said: str, tricks: str) -> None:
    assert vocabulary.facts("renonce", _BOARD + said).get("tricks_taken") == tricks


def test_a_no_trump_contract_down_one() -> None:
    text = "Table 3 : Est joue 3SA. Sud a renoncé à trèfle, vu à la fin ; 3SA -1"
    assert vocabulary.facts("renonce", text).get("tricks_taken") == "8"


@pytest.mark.parametrize(
    "text",
    [
        _BOARD + "Sud a chuté de deux mais EO disent trois",  # disputed (79B)
        _BOARD + "la défense a fait 5 levées, Sud dit 9",
        _BOARD + "s'il avait joué atout, il aurait chuté de deux",  # a hypothesis
        _BOARD + "Sud n'a pas chuté de deux",
        _BOARD + "Sud a chuté de deux ou de trois ?",
        _BOARD + "Est a chuté de deux",  # not the declarer
        _BOARD + "à l'autre table, Sud a chuté de deux",  # another table
        _BOARD + "avec le transfert, Sud chute de 1",  # after the transfer
        _BOARD + "Sud chute de 1, transfert compris",
        _BOARD + "4♠ -2 après transfert",
        _BOARD + "3♥ -2",  # another contract
        _BOARD + "la défense a fait 5 levées avec la renonce",
        # No contract with its declarer: an opening bid and a raise are not the final contract.
        "Nord a ouvert 1♠, Sud a dit 4♠. Ouest a renoncé ; Sud a chuté de deux",
        "Ouest a renoncé à cœur ; 2 de chute",
    ],
)
def test_no_count_from_a_result_not_stated_of_this_table(text: str) -> None:
    assert "tricks_taken" not in vocabulary.facts("renonce", text)


def test_the_other_tables_result_leaves_this_ones() -> None:
    text = _BOARD + "4♠ -2 ; à l'autre table 4♠ ="
    assert vocabulary.facts("renonce", text).get("tricks_taken") == "8"


# --- tester18 R8: « les deux camps vulnérables » is the board's vulnerability, not two offending sides --------
@pytest.mark.parametrize(
    "text",
    [
        "Est joue 4♥ non contré, les deux camps vulnérables. Sud a renoncé à pique, vu à la fin du coup",
        "Est joue 4♥ non contré, les deux vulnérables. Sud a renoncé à pique, vu à la fin du coup",
    ],
)
def test_both_sides_vulnerable_leaves_the_revoke_read(text: str) -> None:
    facts = vocabulary.facts("renonce", text)
    assert facts.get("situation") == "not_followed" and facts.get("offender") == "defender"


def test_both_sides_revoking_is_still_two_revokes() -> None:
    text = "Sud joue 4♠. Est a renoncé à cœur, et Nord a aussi renoncé : les deux camps ont renoncé"
    assert vocabulary.facts("renonce", text).get("situation") != "not_followed"

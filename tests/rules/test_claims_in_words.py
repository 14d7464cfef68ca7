"""The tricks a claim asks for, read from the words (issue 36 §5; tester7 T1): « les 5 dernières
levées », or « le reste » when the words say how many tricks are left. A bare number of tricks may be
the contract's total, a concession keeps the others: neither is read."""

from __future__ import annotations

import pytest

from rules.vocabulary import facts


@pytest.mark.parametrize(
    ("words", "claimed"),
    [
        ("Est joue 6♥, il revendique les 5 dernières levées, Sud conteste", "5"),
        ("4♠ par Sud, le déclarant réclame les trois dernières levées, Ouest n'est pas d'accord", "3"),
        ("3SA par Nord, il reste 4 cartes, le déclarant revendique le reste, Est conteste", "4"),
        ("Sud joue 4♥ ; à la 9e levée il étale ses cartes : le reste est à moi. Ouest conteste", "5"),
        ("Sud joue 4♥, il revendique toutes les levées, il reste 6 cartes, Est conteste", "6"),
    ],
)
def test_the_tricks_claimed_are_read_from_the_words(words: str, claimed: str) -> None:
    assert facts("revendication", words).get("claimed") == claimed


@pytest.mark.parametrize(
    "words",
    [
        "Sud joue 3SA, à la 4e levée il revendique 9 levées, Est conteste",  # 9: the contract's total?
        "Sud joue 4♠, il revendique le reste, Est conteste",  # how many are left: not said
        "Sud joue 4♠, il concède les 2 dernières levées",  # a concession: he keeps the others
        "Sud joue 4♠, il ne revendique pas les 3 dernières levées",  # a negation
        "Sud revendique les 3 dernières levées ? Est dit que non, les 4 dernières",  # a question
    ],
)
def test_no_count_is_read_where_the_words_do_not_say_it_plainly(words: str) -> None:
    assert "claimed" not in facts("revendication", words)


@pytest.mark.parametrize(
    "words",
    [
        # tester13 Z12: the trick given away is said before « le reste » (68A, 69, 70A: the claim
        # concedes it; « le reste » is not the count claimed)
        "Sud joue 4♥ ; à la 4e levée il revendique en disant « je vous donne le roi d'atout, le reste est à moi »",
        "Sud joue 4♥, à la 4e levée il dit : une levée pour vous, le reste est à moi",
        "Sud joue 4♥, à la 4e levée il revendique le reste, il donne juste l'as d'atout",
        "Sud joue 4♥, à la 4e levée il revendique le reste, l'as de pique étant pour la défense",
        "Sud joue 4♥, à la 4e levée il revendique le reste, à part l'as de trèfle",
        "Sud joue 4♠ ; à la 9e levée : « vous avez l'as de cœur, le reste est à moi »",
        "Sud joue 4♠ ; à la 9e levée il vous laisse le ♠A et revendique le reste",
        "Sud joue 4♠ ; à la 9e levée il cède une levée de carreau et revendique toutes les levées",
    ],
)
def test_a_trick_given_away_in_any_order_leaves_the_count_to_the_director(words: str) -> None:
    assert "claimed" not in facts("revendication", words)


@pytest.mark.parametrize(
    ("words", "claimed"),
    [
        # « donne » the board, not a gift; « pour moi » the claimer's own
        ("donne 7 table 4, Sud joue 4♥ ; à la 9e levée il revendique le reste, EO contestent", "5"),
        ("Sur la donne 12, Nord joue 3SA ; à la 10e levée il étale : le reste est à moi", "4"),
    ],
)
def test_the_board_word_donne_is_not_a_trick_given_away(words: str, claimed: str) -> None:
    assert facts("revendication", words).get("claimed") == claimed


@pytest.mark.parametrize(
    ("words", "claimed", "trick"),
    [
        # tester13 Z9: « après 5 levées » is the 6th trick; « 6 des 8 dernières » is 6 claimed of 8 left
        ("Sud joue 4♥, après 5 levées le décla revendique le reste, EO contestent", "8", "6"),
        ("Sud joue 3SA, à la 6e levée Nord revendique 6 des 8 dernières, EO contestent", "6", "6"),
        ("Sud joue 4♥, il revendique trois des cinq dernières levées, Est conteste", "3", "9"),
    ],
)
def test_the_count_and_trick_of_a_claim_said_in_other_words(words: str, claimed: str, trick: str) -> None:
    found = facts("revendication", words)
    assert (found.get("claimed"), found.get("claim_trick")) == (claimed, trick)


def test_after_n_tricks_of_another_act_is_not_the_claims_trick() -> None:
    found = facts(
        "revendication", "Sud joue 4♥, Ouest a renoncé après 3 levées ; à la 9e levée Sud revendique le reste"
    )
    assert found.get("claim_trick") == "9" and found.get("claimed") == "5"

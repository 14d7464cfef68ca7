"""The tricks the declarer made, read as such (rules/results_in_words.py `tricks_taken`, moved there from
rules/vocabulary_readings.py with these tests): never another count, nor one said with a transfer."""

from __future__ import annotations

import pytest

from rules import vocabulary


@pytest.mark.parametrize(
    ("text", "tricks"),
    [
        ("Sud joue 4♠, 9 levées à la table, Ouest a renoncé", "9"),
        ("Sud joue 4♠, le déclarant a fait 10 levées", "10"),
        # counts of another kind
        ("Sud joue 4♠, il restait 2 levées quand Ouest a renoncé", None),
        ("Sud joue 4♠, le déclarant a fait 2 levées de plus", None),
        ("Sud joue 4♠, Ouest a renoncé 2 levées plus tard", None),
        ("Sud joue 4♠, le déclarant n'a pas fait 10 levées", None),
        ("Sud joue 4♠, le déclarant aurait fait 10 levées sans la renonce", None),
        ("Sud joue 4♠, 9 ou 10 levées à la table", None),
    ],
)
def test_the_tricks_made_are_read_only_as_such(text: str, tricks: str | None) -> None:
    assert vocabulary.facts("renonce", text).get("tricks_taken") == tricks


@pytest.mark.parametrize(
    ("text", "tricks"),
    [
        ("Sud joue 4♠ et fait 11 levées, Ouest avait renoncé", "11"),
        ("Ouest a renoncé, Sud déclarant a fait 10 levées", "10"),
        ("Sud joue 4♠ et fait 2 levées de plus", None),
    ],
)
def test_the_tricks_made_said_with_the_contract(text: str, tricks: str | None) -> None:
    assert vocabulary.facts("renonce", text).get("tricks_taken") == tricks

"""/marque's one-line syntax, shared by the chat adapters."""

from __future__ import annotations

import pytest

from bot.scores.marque import marque_reply


def test_weighted_score_from_scores() -> None:
    text, ok = marque_reply("420:60,-50:40")
    assert ok and "+232 pour Nord-Sud" in text and "10A" in text


def test_a_butler_datum_that_is_no_bridge_score_is_accepted() -> None:
    """ref= like --reference: a datum (an average of the field) need not be a multiple of ten;
    420 against 625 is -205 points, -5 IMP (170-210)."""
    text, ok = marque_reply("ref=625 420:100")
    assert ok and "-5 IMP" in text


def test_vulnerability_and_reference_for_contracts() -> None:
    text, ok = marque_reply("vul=tous ref=620 4♠=:60,4♠-1:40")
    assert ok
    assert "+620" in text and "-100" in text  # vulnerable: 4♠= is 620, one down is -100
    assert "IMP pondérés : -4,8 IMP" in text


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("", "RÉSULTAT:POIDS"),
        ("vul=parfois 420:100", "Vulnérabilité inconnue"),
        ("ref=abc 420:100", "ref= attend"),
        ("ref=99999 420:100", "au plus 7600"),  # a datum need not be a multiple of 10 (review S-§5)
        ("420:50,-50:40", "totaliser 100 %"),
        ("bonjour", "illisible"),
    ],
)
def test_bad_lines_get_a_french_explanation(line: str, expected: str) -> None:
    text, ok = marque_reply(line)
    assert not ok and expected in text

"""tester12's two wrong pre-fills of a count (session 11), checked against the 2017 text.

Y8: « il revendique le reste sauf l'as de pique » claims the tricks left but one. Conceding a trick is
part of the claim (68A, 68B): « le reste » is not its count, and the number is asked. Y9: « le décla a
fait 10 levées avec le transfert » is the count after the revoke's transfer (64A); the question asks
the tricks made at the table, before any transfer: it is asked, never filled with 10."""

from __future__ import annotations

from pathlib import Path

import pytest

from rules.vocabulary import facts
from tests.bot.test_terminal import session

CLAIM = "Sud joue 6♥, à la 5e levée "


@pytest.mark.parametrize(
    "claim",
    [
        "il revendique le reste sauf l'as de pique, Est conteste",
        "il réclame le reste moins une levée",
        "il concède une levée et revendique le reste, Ouest conteste",
        "il revendique toutes les levées sauf une",
        "il revendique le reste en concédant le ♠R",
        "il revendique le reste, il rend un atout",
        "il revendique tout sauf un pique, Est n'est pas d'accord",
        "il annonce le reste excepté le roi de trèfle",
    ],
)
def test_y8_a_claim_that_keeps_back_a_trick_is_not_read_as_the_rest(claim: str) -> None:
    assert "claimed" not in facts("revendication", CLAIM + claim)


@pytest.mark.parametrize(
    ("claim", "claimed"),
    [
        ("il revendique le reste, Est conteste", "9"),  # 13 - 4 tricks played
        ("il revendique les 3 dernières levées", "3"),
    ],
)
def test_y8_a_whole_claim_is_still_read(claim: str, claimed: str) -> None:
    assert facts("revendication", CLAIM + claim).get("claimed") == claimed


REVOKE = "Sud joue 4♠, Est a renoncé à cœur à la 3e levée, découvert à la fin du coup, "


@pytest.mark.parametrize(
    "made",
    [
        "le décla a fait 10 levées avec le transfert",
        "le décla a fait 10 levées transfert compris",
        "le décla a fait 10 levées, transfert compris",
        "le déclarant a fait 10 levées en comptant la renonce",
        "le décla a fait 10 levées, pénalité comprise",
    ],
)
def test_y9_a_count_after_the_transfer_is_not_the_tricks_at_the_table(made: str) -> None:
    assert "tricks_taken" not in facts("renonce", REVOKE + made)


@pytest.mark.parametrize("made", ["le décla a fait 10 levées", "10 levées à la table"])
def test_y9_the_tricks_at_the_table_are_still_read(made: str) -> None:
    assert facts("renonce", REVOKE + made).get("tricks_taken") == "10"


TRICKS = "Combien de levées le déclarant a-t-il faites à la table (avant transfert) ?"


async def test_y9_the_terminal_asks_the_tricks_at_the_table(tmp_path: Path) -> None:
    """The whole of Y9 in the terminal: 2 tricks transferred (64A1), the score computed; the count is
    asked, and 8 at the table gives 10 after the transfer: 4♠ made, +620 vulnerable (Law 77)."""
    words = (
        REVOKE.replace("découvert", "Est a gagné la levée, découvert")
        + "le décla a fait 10 levées avec le transfert"
    )
    code, out, store = await session(tmp_path, f"{words}\n\n1\n1\n1\n1\n8\n\n")
    assert code == 0, out
    assert f"Compris : {TRICKS}" not in out and f"— {TRICKS}" in out
    assert "8 levées à la table, 10 après transfert" in out and "+620" in out
    await store.close()

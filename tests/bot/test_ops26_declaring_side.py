"""A question never offers a value that it then refuses (ops26, after tester24 P1 and tester15 V3).

« Quel camp a joué le contrat ? » decides who gets a revoke's transfer (64A1, 64A2). When the incident already fixes
it — the words' revoking seat (« Est a renoncé ») with the offender's role, or the contract the words name with its
declarer — the question offers only that side, with why: answered as settled (« Compris : … → Nord-Sud (seule réponse
possible : …) — r pour corriger »), offered alone after « r ». The other side, typed, is refused with the reason.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.bot.test_cards_against_deal import _imported
from tests.bot.test_newcomer_round5 import session

# Board 3 of the example session (dealer Sud, E-W vulnerable). Est revoked in spades at trick 6 and won that trick;
# the answers: the offender (3 = a defender, 1 = the declarer), established (3), 2 tricks (1), score wanted (1),
# 3♦ undoubled (3, 2, 1).
EAST_REVOKED = (
    "donne 3 table 2 ns=2 eo=14 à la 11e levée on s'aperçoit qu'Est a renoncé à pique à la 6e levée, il a remporté "
    "la levée de la renonce\n\n{offender}\n3\n1\n1\n3\n2\n1\n"
)
QUESTION = "Quel camp a joué le contrat ? (selon la donne 3, donneur Sud : Est-Ouest vulnérables)"


@pytest.mark.parametrize(
    ("offender", "role", "named", "score"),
    [
        # A defender revoked: N-S played 3♦ (not vulnerable), 8 tricks + 2 transferred = 10, 3♦+1, +130 (64A1).
        (
            "3",
            "un joueur de la défense",
            "Nord-Sud",
            "Résultat : 3♦ +1 ; marque du camp du déclarant : +130.",
        ),
        # The declarer revoked: E-W played 3♦ (vulnerable), 8 − 2 = 6 tricks, 3♦-3, −300 (64A1, 77).
        ("1", "le déclarant", "Est-Ouest", "Résultat : 3♦ -3 ; marque du camp du déclarant : -300."),
    ],
    ids=["defender", "declarer"],
)
async def test_the_revoker_s_seat_and_role_settle_the_side_that_played(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, offender: str, role: str, named: str, score: str
) -> None:
    _imported(tmp_path, monkeypatch)
    out = await session(tmp_path, EAST_REVOKED.format(offender=offender) + "8\nq\n")
    assert (
        f"Compris : {QUESTION} → {named} (seule réponse possible : La description dit « Est a renoncé » et le "
        f"fautif est {role} : le contrat était joué par {named}) — r pour corriger"
    ) in out
    assert f"Question 8 — {QUESTION}" not in out  # never asked: nothing to choose
    assert score in out.rsplit("> 8\n", 1)[1]


async def test_after_r_only_the_side_that_played_is_offered_and_the_other_typed_says_why(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _imported(tmp_path, monkeypatch)
    out = await session(tmp_path, EAST_REVOKED.format(offender="3") + "r\nest-ouest\n2\n1\n8\nq\n")
    asked = out.split("> r\n", 1)[1]
    offered = asked.split(f"Question 8 — {QUESTION}\n", 1)[1].split("> ", 1)[0]
    assert "1. Nord-Sud" in offered and "Est-Ouest" not in offered
    refused = asked.split("> est-ouest\n", 1)[1].split("> ", 1)[0]
    assert (
        "Réponse impossible : la description dit « Est a renoncé » et le fautif est un joueur de la défense (« Qui "
        "est le joueur fautif ? ») : le contrat était joué par Nord-Sud. Répondez Nord-Sud"
    ) in refused
    assert "Réponse non comprise" in asked.split("> 2\n", 1)[1].split("> ", 1)[0]  # no second answer to take
    assert "Résultat : 3♦ +1 ; marque du camp du déclarant : +130." in asked.rsplit("> 8\n", 1)[1]


@pytest.mark.parametrize(
    "correction",
    # reviewer26 P-1: « enfin non » is emptied by the stated clauses: the correction is read before them
    ["non, en fait c'est Sud", "enfin non, c'était Sud"],
)
async def test_words_that_correct_their_revoker_settle_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, correction: str
) -> None:
    """« Est a renoncé … non, en fait c'est Sud » names two revokers: the side is asked, both offered."""
    _imported(tmp_path, monkeypatch)
    words = EAST_REVOKED.format(offender="3").replace("levée, il a", f"levée, {correction}, il a")
    out = await session(tmp_path, words.replace("\n3\n2\n1\n", "\n1\n3\n2\n1\n") + "q\n")  # Q4 asked: 1
    assert "seule réponse possible : La description dit" not in out
    offered = out.split(f"Question 8 — {QUESTION}\n", 1)[1].split("> ", 1)[0]
    assert "1. Nord-Sud" in offered and "2. Est-Ouest" in offered


async def test_a_revoke_only_believed_settles_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """reviewer23 #14: « Ouest a cru qu'Est avait renoncé » names no revoker (85A): the side is asked, both offered."""
    _imported(tmp_path, monkeypatch)
    words = EAST_REVOKED.format(offender="3").replace(
        "on s'aperçoit qu'Est a renoncé", "Ouest a cru qu'Est avait renoncé"
    )
    out = await session(tmp_path, words.replace("\n3\n2\n1\n", "\n1\n3\n2\n1\n") + "q\n")
    assert "seule réponse possible : La description dit" not in out
    offered = out.split(f"Question 8 — {QUESTION}\n", 1)[1].split("> ", 1)[0]
    assert "Nord-Sud" in offered and "Est-Ouest" in offered

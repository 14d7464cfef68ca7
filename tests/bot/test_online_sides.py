"""Tester7 T19: an online board not finished in time (or a disconnection) whose fault is one side's.
The ruling said « moyenne moins au camp en retard » without naming it, and the sheet recorded
« 60/40 » — Nord-Sud, who had played slowly, « totalement non fautif » with the moyenne plus. Now the
side is asked (or read from the words, « NS ont joué très lentement »), the ruling names Nord-Sud and
Est-Ouest, and an inverted mark is refused (12C2a: average minus to a side directly at fault, average
plus to a side in no way at fault)."""

from __future__ import annotations

from pathlib import Path

import pytest

import rules
from rules import vocabulary
from tests.bot.test_tester4_scores import session


async def test_a_slow_side_named_in_words_gets_the_average_minus_and_the_inverse_is_refused(
    tmp_path: Path,
) -> None:
    words = "en ligne, donne 6 table 4 non terminée à temps, NS ont joué très lentement, EO normalement"
    # One side at fault and the slow side are read (finder17); 2: no result can stand; 2: not warned before.
    text, [incident] = await session(tmp_path, f"{words}\n\n2\n2\nm 60/40\nm 40/60\n\nq\n")
    assert (
        "À qui la faute du retard ? → À un seul camp, qui a joué trop lentement (« NS ont joué très lentement »)"
        in text
    )
    assert "Quel camp a joué trop lentement ? → Nord-Sud (« NS ont joué très lentement »)" in text
    assert "moyenne moins à Nord-Sud (en retard), moyenne plus à Est-Ouest (12C2a)" in text
    assert "En paires : NS 40 %, EO 60 %" in text
    assert "la décision dit Nord-Sud entièrement fautif" in text and "Tapez « 40/60 »" in text
    assert len(incident.scores) == 1 and incident.score is not None and incident.score.ns.startswith("40")


async def test_the_disconnected_side_is_asked_and_names_the_ruling(tmp_path: Path) -> None:
    words = "en ligne, donne 4 table 2, un joueur a été déconnecté et n'est pas revenu"
    # « pas revenu » is understood (session 16); 2: no result; 1: his side responsible; which side: 2 (Est-Ouest).
    text, [incident] = await session(tmp_path, f"{words}\n\n2\n1\n2\nm 40/60\n\nq\n")
    assert "Le joueur est-il revenu" in text and "→ Non (« n'est pas revenu »)" in text
    assert "Quel est le camp du joueur déconnecté ?" in text
    assert "moyenne moins à Est-Ouest (camp déconnecté), moyenne plus à Nord-Sud" in text
    assert "la décision dit Nord-Sud totalement non fautif" in text and incident.scores == ()


@pytest.mark.parametrize(
    ("topic", "text", "expected"),
    [
        ("en_ligne_retard", "temps écoulé, Est-Ouest trop lents", "eo"),
        ("en_ligne_retard", "NS jouent lentement depuis trois donnes, EO attendent", "ns"),
        ("en_ligne_retard", "NS n'ont pas joué lentement, c'est EO qui ont traîné", "eo"),
        ("en_ligne_deconnexion", "Ouest s'est déconnecté à la donne 3", "eo"),
        # Traps: both sides slow, a denial, a seat the contract turned into a role: nothing is read.
        ("en_ligne_retard", "NS et EO ont joué lentement", None),
        ("en_ligne_retard", "les deux camps ont joué lentement, NS surtout", None),
        ("en_ligne_deconnexion", "Nord n'a pas été déconnecté, c'est Est", None),
        # reviewer26 P-11: one side's complaint is its word (85A), like « EO disent que NS jouent lentement »
        ("en_ligne_retard", "EO se plaignent que NS jouent lentement", None),
    ],
)
def test_the_side_is_read_only_when_the_words_name_one(topic: str, text: str, expected: str | None) -> None:
    question = "slow_side" if topic == "en_ligne_retard" else "disconnected_side"
    assert vocabulary.facts(topic, text).get(question) == expected


def test_both_sides_slow_keep_their_named_sides_for_the_sheet() -> None:
    ruling = rules.next_step(
        "en_ligne_retard", {"fault": "both_fully", "result_clear": "no", "repeated": "no"}
    ).ruling
    assert ruling is not None and ruling.adjusted_score is not None
    assert dict(ruling.adjusted_score.responsibilities) == {
        "NS": "directly_at_fault",
        "EO": "directly_at_fault",
    }

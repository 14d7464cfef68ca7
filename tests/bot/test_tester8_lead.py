"""Tester8's findings the lead fixed (round 5, session 8), from the tester's own commands.

- T3 (HIGH): wrong board, 15A2a: « Est a pris ses cartes dans l'étui 6 » gave a ruling that named no
  side, and `m 40/60` gave Nord-Sud the moyenne moins for Est's mistake. The offender's side is read from
  the words (or asked), the ruling names both sides (12C2a: directly at fault / in no way at fault), and
  the sheet refuses a mark that inverts them.
- T21 (HIGH): « Est joue 6♣ », then `m 5♣+1` for the 12C1b score gave Nord-Sud +620 (the worksheet's
  default side) instead of -420; the same after a revoke answered « Est-Ouest a joué le contrat ». A
  contract of the table's strain is now written for the side that played it; another contract, or a
  weighted line, must say its side.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from rules import next_step
from tests.bot.test_newcomer_round5 import session as terminal
from tests.bot.test_tester4_scores import session as scored

WRONG_CARDS = "table 4, Est a pris ses cartes dans l'étui 6 au lieu du 5, il a ouvert 1♥, Sud a passé, puis Ouest a dit 2♥\n\n1\n"


async def test_t3_the_wrong_board_ruling_names_the_offending_side_and_the_sheet_holds_it(
    tmp_path: Path,
) -> None:
    said = await terminal(tmp_path, WRONG_CARDS + "m 40/60\nm 60/40\n\n")
    assert "Quel camp a déclaré avec les cartes d'un autre étui (le camp du fautif) ? → Est-Ouest" in said
    assert "moyenne moins à Est-Ouest (cartes d'un autre étui), moyenne plus à Nord-Sud (12C2a)" in said
    assert "En paires : NS 60 %, EO 40 % (12C2a)." in said
    refused = said.split("> m 40/60", 1)[1].split("> m 60/40", 1)[0]
    assert "la décision dit Nord-Sud totalement non fautif, Est-Ouest entièrement fautif" in refused
    assert "Marque enregistrée" not in refused
    assert "Marque enregistrée" in said.split("> m 60/40", 1)[1]


@pytest.mark.parametrize(
    ("answers", "ruling_id"),
    [
        ({"case": "wrong_cards", "partner_called": "yes"}, "mauvais_etui.15A2a"),
        ({"case": "wrong_cards_later", "repeated": "different"}, "mauvais_etui.15A3_ajustee"),
    ],
)
@pytest.mark.parametrize(("side", "ns", "eo"), [("ns", 40.0, 60.0), ("eo", 60.0, 40.0)])
def test_t3_each_artificial_wrong_board_ruling_asks_the_side_and_scores_it(
    answers: dict[str, str], ruling_id: str, side: str, ns: float, eo: float
) -> None:
    step = next_step("mauvais_etui", answers, "ffb")
    assert step.question is not None and step.question.id == "offending_side"
    ruling = next_step("mauvais_etui", {**answers, "offending_side": side}, "ffb").ruling
    assert ruling is not None and ruling.id == ruling_id
    score = ruling.adjusted_score
    assert score is not None and dict(score.figures) == {"NS": ns, "EO": eo}
    offender, other = ("NS", "EO") if side == "ns" else ("EO", "NS")
    ruled = dict(score.responsibilities)
    assert (ruled[offender], ruled[other]) == ("directly_at_fault", "not_at_fault")


HESITATION_12 = (
    "donne 12 table 6 ns=6 eo=13, Ouest a hésité longuement avant de dire 5♣, Est a dit 6♣, Est joue 6♣, "
    "12 levées\n\n2\n1\n1\n1\n1\n1\n"
)


async def test_t21_a_contract_without_side_is_scored_for_the_side_the_words_name(tmp_path: Path) -> None:
    said, [incident] = await scored(tmp_path, HESITATION_12 + "m 5♣+1\n\nq\n")
    assert "5♣ +1 par Est-Ouest : -420, vu de Nord-Sud." in said  # board 12: E-W not vulnerable
    assert incident.score is not None and (incident.score.line, incident.score.ns) == (
        "EO 5♣+1",
        "-420 points",
    )


async def test_t21_a_weighted_line_without_sides_is_refused_when_east_west_played(tmp_path: Path) -> None:
    said, [incident] = await scored(tmp_path, HESITATION_12 + "m 5♣+1:60,6♣=:40\n\nq\n")
    assert "« 5♣+1 » : quel camp a joué ce contrat ?" in said and "Rien n'est enregistré." in said
    assert incident.score is None


async def test_t21_after_a_revoke_answered_east_west_the_mark_follows_them(tmp_path: Path) -> None:
    """Board 4 (all vulnerable, Law 2): E plays 3SA, N revokes and wins the trick with a ruff, 9 tricks +
    2 transferred (64A1) = 11: 3SA+2 by E-W is -660 for N-S, not the +660 the default side gave."""
    revoke = (
        "d 4 t2 Est joue 3SA, Nord a renoncé à pique à la 3e levée en coupant, découvert à la fin du coup\n\n"
    )
    said, incidents = await scored(tmp_path, revoke + "1\n1\n1\n9\nm 3SA+2\n\nq\n")
    incident = incidents[-1]
    assert incident.score is not None and incident.score.line.startswith("EO 3SA+2"), said[-3000:]
    assert incident.score.ns == "-660 points"

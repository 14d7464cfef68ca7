"""Round 5, session 6 (ops6): tester5's leftovers, each through the front end the director uses."""

from __future__ import annotations

from pathlib import Path

import rules
from bot.incidents.render import ruling_text
from bot.reports import scorer_sheet
from tests.bot.test_tester5_ops5 import sessions


async def test_m5_an_adjusted_score_awarded_before_its_form_is_chosen_still_waits_for_its_mark(
    tmp_path: Path,
) -> None:
    # 21B3 with damage: « attribuez une marque ajustée »; the director closes before naming its form.
    ruled = "d 5 table=4 ns=4 eo=11\nexplication erronée du contre\n\n5\n1\n1\n\n"
    out, [incident] = await sessions(tmp_path / "arbitre.sqlite3", ruled, "")
    assert "Marque ajustée attribuée (21B3, 75D3) : à enregistrer sur la feuille" in out
    assert "Marque ajustée encore possible" not in out
    assert "Incident #1 enregistré ; en attente : marque ajustée à enregistrer (21B3, 75D3)" in out
    assert "terminé et enregistré" not in out
    [row] = scorer_sheet.rows([incident])
    assert row["quoi"].startswith("Marque à faire") and row["table"] == "4"


def test_m5_an_adjustment_the_law_only_allows_is_read_out_as_possible_not_as_awarded() -> None:
    # 12A1: the director « may » adjust after a player's conduct damaged the other side.
    step = rules.next_step(
        "tempo_comportement", {"case": "conduct", "conduct_kind": "phone", "damaged": "yes"}
    )
    assert step.ruling is not None and step.ruling.adjusted_score is not None
    assert not step.ruling.adjusted_score.awarded
    assert "Marque ajustée attribuée" not in ruling_text(step.ruling)


async def test_t24_a_claim_s_mark_is_set_aside_when_r_changes_the_tricks_awarded(tmp_path: Path) -> None:
    claim = "donne 9 table 2 ns=2 eo=13, Est joue 6♥, il revendique les 5 dernières levées, Sud conteste\n"
    ruled = f"{claim}\n2\n1\n7\n4\nm 6♥-1\n\n"  # 11 tricks to East-West: 6♥-1 is right
    _, [marked] = await sessions(tmp_path / "arbitre.sqlite3", ruled)
    assert marked.score is not None and "6♥-1" in marked.score.line
    _, [changed] = await sessions(tmp_path / "arbitre.sqlite3", "v 1\nr\n5\n\n")  # now 12 tricks
    assert changed.score is None
    assert changed.set_aside == (
        "marque enregistrée sous l'ancienne décision : à refaire (alors : 11 levées attribuées au camp du "
        "revendiquant)"
    )
    [row] = scorer_sheet.rows([changed])
    assert row["quoi"].startswith("Marque à refaire") and not row.get("apres_ns")


async def test_t28_a_claim_whose_total_is_unknown_is_scored_for_the_side_that_played_it(
    tmp_path: Path,
) -> None:
    claim = "Est joue 6♥, il revendique les 5 dernières levées, Sud conteste\n\n2\n1\nje ne sais pas\n4\n"
    out, [incident] = await sessions(tmp_path / "arbitre.sqlite3", f"{claim}m 6♥-1\nm NS 6♥=\n\n")
    assert "6♥ -1 par Est-Ouest : +50, vu de Nord-Sud." in out
    assert (
        "« NS 6♥= » fait jouer le contrat par Nord-Sud ; d'après l'incident, il est joué par Est-Ouest."
        in out
    )
    assert incident.score is not None and incident.score.ns == "+50 points"

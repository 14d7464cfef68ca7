"""Tester25 P15: `d` alone at the first menu gives the syntax of the board (README's key table), never a
search for « d »; `d 5 table=2` at the list of unfinished incidents is kept for the new incident."""

from __future__ import annotations

from pathlib import Path

from tests.bot.test_tester5_ops5 import sessions


async def test_d_alone_at_the_first_menu_gives_the_board_syntax(tmp_path: Path) -> None:
    out, incidents = await sessions(tmp_path / "arbitre.sqlite3", "d\ndonne\nq\n")
    assert out.count("d <donne> : Donne, table et paires : « 12 table=3 ns=4 eo=11 »") == 2
    assert "Aucun thème ne correspond" not in out and incidents == []


async def test_a_board_typed_at_the_unfinished_list_goes_to_the_new_incident(tmp_path: Path) -> None:
    unfinished = "explication erronée du contre\n\nq\n"  # opened, left at its first question
    out, incidents = await sessions(
        tmp_path / "arbitre.sqlite3", unfinished, "d\nd 5 table=2\n0\nexplication erronée du contre\n\nq\n"
    )
    assert "Tapez un numéro" not in out and "Tapez 0" not in out
    assert "d <donne> : Donne, table et paires" in out
    assert "Noté : donne 5, table 2, pour l'incident que vous allez ouvrir" in out
    first, second = incidents
    assert (
        first.deal is None
        and second.deal is not None
        and (second.deal.board, second.deal.table) == ("5", "2")
    )


async def test_a_board_typed_at_the_unfinished_list_is_dropped_when_an_incident_is_resumed(
    tmp_path: Path,
) -> None:
    unfinished = "explication erronée du contre\n\nq\n"
    out, [incident] = await sessions(tmp_path / "arbitre.sqlite3", unfinished, "d 5 table=2\n1\nq\n")
    assert "La donne notée valait pour un nouvel incident : effacée" in out and incident.deal is None

"""Tester3's reproductions (round 5, session 3), through the terminal harness: a ruling that waits for
the end of the hand is offered again after the director leaves it (H1), `v N` reopens a ruling, « donne 5
table 3 … » at the first menu is a description (M2), an appeal described in words asks « quel
incident ? » when two decisions exist (M1), and no English reaches the user (L2, L3)."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from bot import logs
from bot.adapters.terminal.menu import deal_line
from bot.cli import main
from bot.incidents.incident import State
from tests.bot.test_terminal import session

# H1: the README's revoke, ruled at trick 6 (a defender, consumed, the trick won by the non-offenders).
MID_HAND = "Sud joue 4♥, Ouest n'a pas fourni à carreau à la 5e levée\n\n3\n3\n"
WAITING = "en attente : fin du coup, Fin du coup : après la levée de la renonce"


@pytest.mark.parametrize("leave", ["q\n", "\n", ""], ids=["q", "entree", "end_of_input"])
async def test_a_ruling_waiting_for_the_end_of_the_hand_is_offered_again(tmp_path: Path, leave: str) -> None:
    _, out, store = await session(tmp_path, MID_HAND + leave)
    assert "DÉCISION — Renonce consommée : transfert calculé à la fin du coup" in out
    if leave == "q\n":
        assert "L'incident #1 reste ouvert ; relancez « arbitre » pour le reprendre." in out
    if leave == "\n":
        assert "Incident #1 enregistré ; en attente : fin du coup" in out
    await store.close()
    # Relaunch: the incident is listed; 1 resumes it at its ruling; 1 answers « Oui » at the end of the hand.
    _, out, store = await session(tmp_path, "1\n1\n\n")
    assert "Incidents non terminés :" in out and WAITING in out
    assert "DÉCISION — Renonce consommée : transfert d'une levée" in out
    [incident] = await store.list()  # the same incident, never a duplicate
    assert dict(incident.answers)["later_tricks"] == "yes"
    await store.close()
    _, out, store = await session(tmp_path, "")  # the transfer known, its corrected result waits (tester4 F1)
    assert "en attente : résultat corrigé à calculer (1 levée transférée, 64A)" in out
    await store.close()


async def test_v_reopens_a_finished_ruling_and_its_score_sheet(tmp_path: Path) -> None:
    _, out, store = await session(tmp_path, "renonce\n1\n3\n3\n2\nq\n")
    # Tester4 F1: the transfer is known, its corrected result is not: the incident waits for it.
    assert "L'incident #1 reste ouvert ; relancez « arbitre » pour le reprendre." in out
    await store.close()
    _, out, store = await session(tmp_path, "v 9\nv 1\nm 60/40\n\n")
    assert "Aucun incident #9 dans ce journal" in out
    assert "DÉCISION — Renonce consommée : transfert d'une levée" in out
    [incident] = await store.list()
    assert incident.score is not None and incident.state is State.RULED
    await store.close()


async def test_a_description_that_starts_with_its_board_is_a_description(tmp_path: Path) -> None:
    _, out, store = await session(tmp_path, "donne 5 table 3 le mort a renoncé\n\n")
    assert "Trop de numéros" not in out
    assert "Thèmes trouvés pour « donne 5 table 3 le mort a renoncé »" in out
    [incident] = await store.list()
    assert incident.topic == "renonce"
    assert incident.deal is not None and (incident.deal.board, incident.deal.table) == ("5", "3")
    await store.close()


async def test_donne_5_table_3_and_d_8_t5_set_the_board(tmp_path: Path) -> None:
    _, out, store = await session(tmp_path, "donne 5 table 3\nd 8 t5\nrenonce\n")
    assert "Noté : donne 5, table 3, pour l'incident" in out
    assert "Noté : donne 8, table 5, pour l'incident" in out
    [incident] = await store.list()
    assert incident.deal is not None and (incident.deal.board, incident.deal.table) == ("8", "5")
    await store.close()


@pytest.mark.parametrize(
    ("line", "fields"),
    [
        ("d 5 table=3", "5 table=3"),
        ("donne 5 table 3", "5 table=3"),
        ("d 8 t5 ns=2 eo 14", "8 table=5 ns=2 eo=14"),
        ("donne 5 table 3 le mort a renoncé", None),
        ("d 5 le mort", None),
        ("dd 5", None),
    ],
)
def test_deal_line(line: str, fields: str | None) -> None:
    assert deal_line(line) == fields


RULED_REVOKE = "renonce\n1\n3\n3\n2\n\n"


async def test_an_appeal_in_words_asks_which_decision_when_there_are_two(tmp_path: Path) -> None:
    _, out, store = await session(tmp_path, RULED_REVOKE * 2 + "je me suis trompé\n\n\n")
    assert "Incident #3 — quel incident ?" in out
    assert "Incident #3 rattaché à l'incident #2" in out
    third = await store.get("3")
    assert third is not None and third.follows == "2"
    await store.close()


async def test_an_appeal_naming_a_board_with_two_decisions_asks_which(tmp_path: Path) -> None:
    on_board = "d 3 table=2\n" + RULED_REVOKE
    script = on_board * 2 + "Nord-Sud font appel de ma décision sur la donne 3 table 2\n\n2\n"
    _, out, store = await session(tmp_path, script)
    assert "Incident #3 — quel incident ?" in out
    third = await store.get("3")
    assert third is not None and third.follows == "1"
    await store.close()


def test_bad_json_and_a_non_database_are_refused_in_french(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit):
        main(["decide", "renonce", "--answers", "{bad json"])
    err = capsys.readouterr().err
    assert "n'est pas du JSON valide" in err and "Expecting" not in err
    source = tmp_path / "passwd"
    source.write_text("root:x:0:0:root:/root:/bin/bash\n" * 40)
    with pytest.raises(SystemExit):
        main(["--data-dir", str(tmp_path / "d"), "restore", str(source), "--oui"])
    err = capsys.readouterr().err
    assert "n'est pas une base SQLite lisible" in err and "file is not a database" not in err


def test_the_terminal_logs_plain_french_lines() -> None:
    record = logging.LogRecord("arbitre.solver", logging.WARNING, "", 0, "%s : calcul arrêté", ("dds",), None)
    assert logs.PlainFormatter().format(record) == "arbitre : dds : calcul arrêté"


async def test_score_keys_at_the_first_menu_point_to_v_n_and_words_after_a_board_are_not_lost(
    tmp_path: Path,
) -> None:
    _, out, store = await session(tmp_path, "mn\ndd\nrenonce\ndonne 5 table 3 le mort a renoncé\n")
    assert out.count("« v N » rouvre celle de l'incident N") == 2
    assert "Attaque hors tour" not in out  # « mn » is not searched as words
    assert "Cette ligne décrit un incident : « / » suivi des mots l'ouvre" in out
    [incident] = await store.list()
    assert incident.deal is None
    await store.close()

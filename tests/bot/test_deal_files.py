"""Issue 35 §2–§4 (reliability trial 2026-11-29): the same caps for every deal format (U2, U6),
the file's text cleaned before it is shown (U8), the imported files' pairs and Event tag reached by
`anonymiser` and `purge` (U5), « T7 5 hésitation » read as table 7 board 5 (U9), and the files
read in the reader process."""

from __future__ import annotations

import sqlite3
from contextlib import closing
from pathlib import Path

import pytest

from bot.cli import main
from bot.events.phrasing import read_call
from bot.incidents import incident as inc
from bot.incidents.engine import Engine
from bot.incidents.incident import Actor
from bot.incidents.store import Store
from bot.scores.deal_files import read_deals_file, read_deals_text
from rules.deals import DealError, HandRecord, read_file, read_pbn
from rules.deals import lin as lin_module
from rules.deals import pbn as pbn_module
from rules.deals.pbn import MAX_RESULTS, clean

SESSION = Path(__file__).parents[1] / "data" / "session36.pbn"
DIRECTOR = Actor("terminal:test", "Test", is_director=True)
DEAL_5 = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"


def _lin_deal(board: int) -> str:
    return f"md|3SAKQJHT98D765C432,ST98H765D432CAKQJ,S765H432DAKQJCT98,|ah|Board {board}|"


def _board(number: int, rows: list[str], event: str = "Club") -> str:
    table = "\n".join(rows)
    return (
        f'[Event "{event}"]\n[Board "{number}"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "{DEAL_5}"]\n'
        '[ScoreTable "PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R;Score_NS\\5R"]\n'
        f"{table}\n\n"
    )


def test_a_lin_file_is_held_to_the_boards_cap() -> None:
    # A match's LIN gives each board twice; past twice the cap it is refused before reading on.
    many = "".join(_lin_deal(1 + n % 150) for n in range(lin_module.MAX_LIN_DEALS + 1))
    with pytest.raises(DealError, match="Plus de 400 donnes dans ce LIN"):
        lin_module.read_lin(many)
    distinct = "".join(_lin_deal(n) for n in range(1, pbn_module.MAX_BOARDS + 2))
    with pytest.raises(DealError, match="Plus de 200 donnes dans ce LIN"):
        lin_module.read_lin(distinct)
    assert len(lin_module.read_lin("".join(_lin_deal(n) for n in range(1, 11)) * 2).boards) == 10


def test_a_pbn_board_repeated_past_the_cap_and_its_results_are_refused(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    rows = [f"{n} {n + 100} 4S S 10 420" for n in range(1, MAX_RESULTS + 2)]
    with pytest.raises(DealError, match=f"plus de {MAX_RESULTS} lignes dans la table"):
        read_pbn(_board(5, rows))
    # The same board once per table: the results add up, to the same cap.
    halves = _board(5, rows[:200]) + _board(5, rows[200:])
    with pytest.raises(DealError, match=f"plus de {MAX_RESULTS} résultats pour la donne 5"):
        read_pbn(halves)
    assert len(read_pbn(_board(5, rows[:MAX_RESULTS])).board(5).results) == MAX_RESULTS
    monkeypatch.setattr(pbn_module, "MAX_DEALS", 3)
    with pytest.raises(DealError, match="plus de 3 donnes"):
        read_pbn("".join(_board(5, rows[n : n + 1]) for n in range(4)))


def test_tags_are_read_in_one_pass_and_capped(monkeypatch: pytest.MonkeyPatch) -> None:
    # Several tags and a comment on one line: each read where the previous one ended.
    one_line = f'[Event "A"] {{note}} [Board "5"] [Dealer "N"][Vulnerable "None"] [Deal "{DEAL_5}"] ; fin\n'
    record = read_pbn(one_line)
    assert record.event == "A" and record.board(5).deal.board == 5
    monkeypatch.setattr(pbn_module, "MAX_TAGS", 4)
    with pytest.raises(DealError, match="plus de 4 étiquettes"):
        read_pbn(one_line)


def test_the_files_text_is_cleaned_before_it_is_shown() -> None:
    hostile = "\u202eCLUB\u2066 @everyone\x1b[31m <b>x</b>" + "A" * 2000
    record = read_pbn(_board(5, ["1 11 4S S 10 420"], event=hostile))
    assert record.event.startswith("CLUB @everyone [31m <b>x</b>")
    assert len(record.event) == pbn_module.MAX_TAG_VALUE and record.event.endswith("…")
    assert not any(c in record.event for c in "\u202e\u2066\x1b")
    assert clean("  a\u200f\tb\n ") == "a b"


async def test_files_and_texts_are_read_in_the_reader_process() -> None:
    record = await read_deals_file(SESSION.read_bytes())
    assert isinstance(record, HandRecord) and len(record.boards) == 36
    refused = await read_deals_file(b"bonjour")
    assert isinstance(refused, str) and "n'est pas du PBN" in refused
    typed = await read_deals_text(f"5 {DEAL_5}")
    assert isinstance(typed, HandRecord) and typed.numbers == (5,)
    assert "Fichier trop gros" in str(await read_deals_file(b" " * 2_000_001))


def test_call_words_t7_5_is_table_7_board_5() -> None:
    for typed, table, board, reason in (
        ("T7 5 hésitation", "7", "5", "hésitation"),
        ("table 7 12 renonce", "7", "12", "renonce"),
        ("t7 d12 x", "7", "12", "x"),
        ("table 7 appelle", "7", None, "appelle"),
        ("T7 hésitation 5", "7", None, "hésitation 5"),
    ):
        words = read_call(typed)
        assert (words.table, words.board, words.reason) == (table, board, reason), typed


MARKERS = ("MKFILE", "MKEVENT", "MKPAIRNS", "MKPAIREW")


def _markers_left(database: Path) -> list[str]:
    """Every text of every table, searched for the markers (the trial's privacy script)."""
    found = []
    with closing(sqlite3.connect(database)) as conn:
        tables = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
        for table in tables:
            for row in conn.execute(f'SELECT * FROM "{table}"'):
                text = " ".join(str(value) for value in row)
                found += [f"{table}:{m}" for m in MARKERS if m in text]
    return found


async def _session_with_markers(database: Path) -> None:
    store = await Store(database).open()
    engine = Engine(store)
    rows = ["MKPAIRNS MKPAIREW 4S S 10 420", "2 12 4S S 9 -50"]
    record = read_file(_board(5, rows, event="Coupe MKEVENT").encode())
    await engine.deals.save("terminal", record, "fichier", "SeanceMKFILE.pbn", DIRECTOR)
    opened = await engine.open(DIRECTOR, "terminal", "renonce")
    assert opened.incident is not None
    reply = await engine.act(opened.incident.id, DIRECTOR, inc.deal("5"))
    assert reply.ok and reply.incident is not None and reply.incident.deal is not None
    await engine.act(opened.incident.id, DIRECTOR, inc.abandon())
    await store.close()


@pytest.mark.parametrize("action", ["anonymiser", "purge"])
async def test_anonymise_and_purge_leave_no_marker_of_an_imported_file(
    tmp_path: Path, action: str, capsys: pytest.CaptureFixture[str]
) -> None:
    database = tmp_path / "arbitre.sqlite3"
    await _session_with_markers(database)
    assert sorted({m.split(":")[1] for m in _markers_left(database)}) == sorted(MARKERS)
    with closing(sqlite3.connect(database)) as conn, conn:
        for table, column in (
            ("deal_sessions", "imported_at"),
            ("incidents", "updated_at"),
            ("events", "at"),
        ):
            conn.execute(f"UPDATE {table} SET {column} = {column} - 400 * 86400")
    with pytest.raises(SystemExit) as exited:
        main(["--data-dir", str(tmp_path), "incidents", action, "--avant", "maintenant", "--oui"])
    assert exited.value.code == 0, capsys.readouterr()
    assert _markers_left(database) == []
    if action == "anonymiser":  # the cards, the contracts, the scores and numbered pairs stay
        with closing(sqlite3.connect(database)) as conn:
            (board,) = conn.execute("SELECT data FROM deals").fetchone()
        assert '"ns": "2"' in board and '"ew": "12"' in board and '"score_ns": 420' in board

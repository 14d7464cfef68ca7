"""Issue 32 in the terminal and the store: `arbitre donnes importer`, a revoke and a hesitation on a
board of the imported session (diagram, double dummy, worksheet from the deal's vulnerability and
the session's field), `incidents show` and the export printing the deal, and the imports covered
by backup, restore, doctor, anonymise and purge. Bad files store nothing."""

from __future__ import annotations

import asyncio
import io
import sqlite3
from contextlib import closing
from dataclasses import replace
from pathlib import Path

import pytest

from bot.adapters.terminal.session import Terminal
from bot.cli import main
from bot.events.desk import CallDesk
from bot.incidents import incident as inc
from bot.incidents import transition, updates
from bot.incidents.deals import SESSION_HOURS, DealBook, Found
from bot.incidents.engine import Engine
from bot.incidents.incident import Actor
from bot.incidents.migrations import MIGRATIONS
from bot.incidents.sheet import make_deal, score_entry
from bot.incidents.store import Store
from bot.privacy import retention as privacy
from bot.scores import double_dummy as dd
from rules.deals import read_file
from tests.bot.conftest import Clock
from tests.bot.solver_tasks import hang, missing
from tests.bot.test_worksheet_terminal import typed

SESSION = Path(__file__).parents[1] / "data" / "session36.pbn"
DIRECTOR = Actor("terminal:test", "Test", is_director=True)


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    with pytest.raises(SystemExit) as exit_info:
        main(list(argv))
    out, err = capsys.readouterr()
    return int(exit_info.value.code or 0), out, err


def count(database: Path, table: str = "deal_sessions") -> int:
    with closing(sqlite3.connect(database)) as conn:
        return int(conn.execute(f"SELECT COUNT(*) FROM {table}").fetchone()[0])


def test_import_from_the_command_line_and_bad_files(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = ["--data-dir", str(tmp_path)]
    bad = tmp_path / "mauvais.pbn"
    bad.write_bytes(SESSION.read_bytes().replace(b'[Board "7"]', b'[Board "6"]'))
    code, _, err = run(capsys, *data, "donnes", "importer", str(bad))
    assert code == 2 and "la donne 6 est deux fois dans le fichier" in err
    big = tmp_path / "gros.pbn"
    big.write_bytes(b" " * 20_000_000)
    code, _, err = run(capsys, *data, "donnes", "importer", str(big))
    assert code == 2 and "Fichier trop gros (20.0 Mo)" in err
    code, _, err = run(capsys, *data, "donnes", "importer", str(tmp_path / "absent.pbn"))
    assert code == 2 and "Fichier introuvable" in err
    code, out, _ = run(capsys, *data, "donnes")
    assert code == 0 and "Aucune donne importée ici" in out
    code, out, _ = run(capsys, *data, "donnes", "importer", str(SESSION))
    assert code == 0 and "importée pour le terminal : donnes 1 à 36, 36 avec les résultats" in out
    code, out, _ = run(capsys, *data, "donnes")
    assert "n° 1 « Tournoi de régularité » — donnes 1 à 36" in out
    assert count(tmp_path / "arbitre.sqlite3") == 1 and count(tmp_path / "arbitre.sqlite3", "deals") == 36
    typed = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"
    code, _, err = run(capsys, *data, "donnes", "ajouter", "40", typed + "5")
    assert code == 2 and "Le ♣5 est donné deux fois dans la main de Ouest" in err
    code, out, _ = run(capsys, *data, "donnes", "ajouter", "40", *typed.split())
    assert code == 0 and "importée pour le terminal : donne 40" in out


async def test_terminal_revoke_and_hesitation_show_the_deal_and_start_from_double_dummy(
    tmp_path: Path,
) -> None:
    pytest.importorskip("endplay")
    store = await Store(tmp_path / "db.sqlite3").open()
    await DealBook(store).save("terminal", read_file(SESSION.read_bytes()), "fichier", "seance.pbn", DIRECTOR)
    # The board recorded after the corrected result: the side that played is asked (Nord-Sud), then the
    # tricks; the board's vulnerability stands (issue 38 §3).
    revoke = typed("renonce", lambda r: r.score is not None) + "d 5 table=2 ns=2 eo=12\n1\n2\n\n"
    hesitation = (
        typed("information_non_autorisee", lambda r: r.adjusted_score is not None)
        + "d 5 table=2 ns=2 eo=12\ndd S 4♠, N 3SA\nm NS 4♠-2:50,NS 3SA-5:50\n\nq\n"
    )
    out = io.StringIO()
    assert await Terminal(Engine(store), DIRECTOR, io.StringIO(revoke + hesitation), out).run() == 0
    text = out.getvalue()
    assert text.count("Donne 5 : les cartes de la séance importée (donneur Nord, Nord-Sud vulnérables)") == 2
    assert "Donne 5 — donneur Nord, Nord-Sud vulnérables\n          Nord\n          ♠ V 9 8 4 3 2" in text
    assert "Double mort — Donne 5 — donneur Nord, Nord-Sud vulnérables" in text
    assert "Marque par : -140 pour Nord-Sud (3♥= par Est, 3♥= par Ouest)." in text
    assert "Point de départ de la feuille : m NS 4♠-2:50,NS 3SA-5:50" in text
    # The deal's vulnerability (Nord-Sud) and the other five tables of the session as the field.
    assert "4♠ -2 par Nord-Sud (vulnérable) : -200" in text
    assert "Points de match pondérés" in text
    assert (
        "Terrain : les 5 autres résultats de la donne 5 dans la séance importée" in text
    )  # pairs 2 / 12 out
    assert "(la table de l'incident, reconnue à ses paires, en est retirée)" in text
    revoke_incident, hesitation_incident = sorted(await store.list(), key=lambda i: int(i.id))
    for found in (revoke_incident, hesitation_incident):
        assert found.deal is not None and found.deal.cards is not None and found.deal.cards.board == 5
    assert hesitation_incident.score is not None and hesitation_incident.score.ns.endswith("%")
    # Replayed from its events alone (no lookup), the incident is the same.
    events = await store.events(hesitation_incident.id)
    rebuilt = transition.replay([(e.actor, e.action, e.at) for e in events], hesitation_incident.id)
    assert rebuilt == hesitation_incident
    await store.close()


def test_show_export_and_the_appeal_follow_up_print_the_deal(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = ["--data-dir", str(tmp_path)]
    assert run(capsys, *data, "donnes", "importer", str(SESSION))[0] == 0

    async def record() -> None:
        store = await Store(tmp_path / "arbitre.sqlite3").open()
        engine = Engine(store)
        opened = await engine.open(DIRECTOR, "terminal", "renonce")
        assert opened.incident is not None
        await engine.act(opened.incident.id, DIRECTOR, inc.deal("12", "4"))
        await store.close()

    asyncio.run(record())
    code, out, _ = run(capsys, *data, "incidents", "show", "1")
    assert code == 0 and "Donne 12 — donneur Ouest, Nord-Sud vulnérables" in out
    assert "donne 12, table 4 (avec ses cartes)" in out
    code, out, _ = run(capsys, *data, "incidents", "export", "--format", "md")
    assert "## Donnes des incidents" in out and "```\nDonne 12 — donneur Ouest" in out
    code, out, _ = run(capsys, *data, "incidents", "export", "--format", "csv")
    assert "(donneur Ouest, Nord-Sud vulnérables)" in out


async def test_a_follow_up_and_an_appeal_carry_the_cards(tmp_path: Path) -> None:
    store = await Store(tmp_path / "db.sqlite3").open()
    engine = Engine(store)
    await engine.deals.save("terminal", read_file(SESSION.read_bytes()), "fichier", "s.pbn", DIRECTOR)
    opened = await engine.open(DIRECTOR, "terminal", "en_ligne_retard")
    assert opened.incident is not None
    first = opened.incident.id
    reply = await engine.act(first, DIRECTOR, inc.deal("3"))
    while reply.step is not None and reply.step.question is not None:
        question = reply.step.question
        reply = await engine.act(first, DIRECTOR, inc.answer(question.id, question.options[0].value))
    follow = await engine.follow_up(first, DIRECTOR)
    assert follow.ok and follow.incident is not None and follow.incident.follows == first
    assert follow.incident.deal is not None
    assert follow.incident.deal.cards is not None and follow.incident.deal.cards.board == 3
    await store.close()


async def test_the_scope_window_and_the_online_event(tmp_path: Path) -> None:
    store = await Store(tmp_path / "db.sqlite3").open()
    clock = Clock()
    book = DealBook(store, clock)
    record = read_file(SESSION.read_bytes())
    await book.save("telegram:-1", record, "fichier", "s.pbn", DIRECTOR)
    assert await book.find("telegram:-1", 5) is not None
    assert await book.find("telegram:-2", 5) is None  # another chat's session is not this one's
    clock.now += SESSION_HOURS * 3600 + 1
    assert await book.find("telegram:-1", 5) is None  # yesterday's session lends nothing today
    await store.close()


async def test_an_online_event_shares_its_deals_between_its_two_chats(tmp_path: Path) -> None:
    store = await Store(tmp_path / "db.sqlite3").open()
    clock = Clock()
    opened = await CallDesk(store, clock=clock).open_tournament(
        DIRECTOR, "telegram:-10", "Tournoi du soir", directors_chat="telegram:-20", directors_actor=DIRECTOR
    )
    assert not opened.refused
    book = DealBook(store, clock)
    imported = await book.save("telegram:-20", read_file(SESSION.read_bytes()), "fichier", "s.pbn", DIRECTOR)
    assert imported.scope.startswith("tournoi:") and "pour le tournoi en ligne" in imported.text()
    clock.now += 3 * SESSION_HOURS * 3600  # an event's deals serve for as long as it is open
    assert await book.find("telegram:-10", 5) is not None  # the players' chat finds them too
    await store.close()


def _aged_import(database: Path, days: float) -> None:
    with closing(sqlite3.connect(database)) as conn, conn:
        conn.execute("UPDATE deal_sessions SET imported_at = imported_at - ?", (days * 86_400,))


def test_backup_restore_doctor_anonymise_and_purge_cover_the_imports(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = ["--data-dir", str(tmp_path)]
    database = tmp_path / "arbitre.sqlite3"
    assert run(capsys, *data, "donnes", "importer", str(SESSION))[0] == 0
    copy = tmp_path / "copie.sqlite3"
    assert run(capsys, *data, "backup", "--output", str(copy))[0] == 0
    with closing(sqlite3.connect(database)) as conn, conn:
        conn.execute("DELETE FROM deals")
        conn.execute("DELETE FROM deal_sessions")
    assert run(capsys, *data, "restore", str(copy), "--oui")[0] == 0
    assert count(database) == 1 and count(database, "deals") == 36
    code, out, _ = run(capsys, *data, "doctor")
    assert "schéma à jour" in out  # the new tables are part of the schema doctor and restore check
    with closing(sqlite3.connect(database)) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == len(MIGRATIONS)

    _aged_import(database, 400)
    code, out, _ = run(capsys, *data, "incidents", "anonymiser", "--avant", "01/01/2026", "--oui")
    assert code == 0 and "1 import(s) de donnes" in out
    with closing(sqlite3.connect(database)) as conn:
        who, info = conn.execute("SELECT actor_name, data FROM deal_sessions").fetchone()
    assert who == "Personne" and '"name": ""' in info
    code, out, _ = run(capsys, *data, "incidents", "purge", "--avant", "01/01/2026", "--oui")
    assert code == 0 and count(database) == 0 and count(database, "deals") == 0


async def test_retention_at_start_anonymises_old_imports(tmp_path: Path) -> None:
    store = await Store(tmp_path / "db.sqlite3").open()
    clock = Clock()
    await DealBook(store, clock).save(
        "terminal", read_file(SESSION.read_bytes()), "fichier", "Dupont.pbn", DIRECTOR
    )
    outcome = await asyncio.to_thread(privacy.anonymise_before, store, clock.now + 1, 3600.0, clock.now)
    assert outcome.deal_imports == 1
    await store.close()


def test_the_migration_is_idempotent() -> None:
    conn = sqlite3.connect(":memory:")
    for script in MIGRATIONS:
        conn.executescript(script)
    ours = next(script for script in MIGRATIONS if "deal_sessions" in script)
    conn.executescript(ours)  # run twice: « IF NOT EXISTS » leaves it as it was
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert {"deal_sessions", "deals"} <= tables


async def test_the_solver_answers_in_french_when_too_slow_or_missing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with pytest.raises(dd.SolveTimeout, match=r"dépasse 0\.2 s : il a été arrêté"):
        await dd.solve(hang, 30.0, limit=0.2)  # never answers within the limit: the process is killed
    store = await Store(tmp_path / "db.sqlite3").open()
    engine = Engine(store)
    await engine.deals.save("terminal", read_file(SESSION.read_bytes()), "fichier", "s.pbn", DIRECTOR)
    opened = await engine.open(DIRECTOR, "terminal", "renonce")
    assert opened.incident is not None
    bare = await dd.double_dummy(opened.incident)
    assert isinstance(bare, str) and "n'a pas les cartes de sa donne" in bare
    reply = await engine.act(opened.incident.id, DIRECTOR, inc.deal("5"))
    assert reply.incident is not None

    monkeypatch.setattr(dd, "compute", missing)
    assert "Le double mort demande endplay" in str(await dd.double_dummy(reply.incident))
    await store.close()


def test_field_without_the_incidents_pairs_keeps_every_table_and_says_so() -> None:
    board = read_file(SESSION.read_bytes()).board(5)
    found = Found(board.deal, board.results, 1)
    anonymous = make_deal({"board": "5", **found.payload()})
    entry = score_entry("4♠=:60,4♠-1:40", "ffb", "Test", 0.0, "r", anonymous)
    assert "Terrain : les 6 autres résultats de la donne 5" in entry.text
    assert "n'y est pas reconnue : notez ses paires (d 5 ns=… eo=…)" in entry.text
    own = score_entry("terrain=420,-100 4♠=:60,4♠-1:40", "ffb", "Test", 0.0, "r", anonymous)
    assert "Terrain :" not in own.text  # the director's own field stands


async def test_an_import_sent_again_after_a_restart_is_stored_once(tmp_path: Path) -> None:
    store = await Store(tmp_path / "db.sqlite3").open()
    book = DealBook(store)
    record = read_file(SESSION.read_bytes())
    with updates.handling("telegram:42"):
        first = await book.save("telegram:-1", record, "fichier", "s.pbn", DIRECTOR)
    with updates.handling("telegram:42"):  # the same Telegram update, handled again
        again = await book.save("telegram:-1", record, "fichier", "s.pbn", DIRECTOR)
    assert again == first and again.numbers == tuple(range(1, 37)) and again.with_results == 36
    with updates.handling("telegram:43"):  # another update, the same file: said imported (tester3 L15)
        same = await book.save("telegram:-1", record, "fichier", "s.pbn", DIRECTOR)
    assert same.session_id == first.session_id and same.already
    with updates.handling("telegram:43"):  # and that update handled again answers the same
        assert await book.save("telegram:-1", record, "fichier", "s.pbn", DIRECTOR) == same
    with updates.handling("telegram:44"):  # another file: another import
        other = await book.save("telegram:-1", replace(record, event="Autre"), "fichier", "t.pbn", DIRECTOR)
    assert other.session_id != first.session_id and not other.already
    await store.close()
    assert count(tmp_path / "db.sqlite3") == 2
    with closing(sqlite3.connect(tmp_path / "db.sqlite3")) as conn:
        keys = conn.execute("SELECT COUNT(*) FROM handled_updates WHERE kind = 'deals'").fetchone()[0]
    assert keys == 2


def test_a_row_with_an_impossible_number_of_tricks_is_set_aside_and_said() -> None:
    """Tester6 T13: a ScoreTable row of 15 tricks was kept in the field and changed the matchpoints."""
    text = SESSION.read_text(encoding="utf-8")
    row = " 6 16 3SX  S  10   630     -"
    text = text.replace(row, " 6 16 3SX  S  15   630     -", 1)
    board = read_file(text.encode("utf-8")).board(1)
    assert [r.aside for r in board.results].count("impossible") == 1
    found = Found(board.deal, board.results, 1)
    deal = make_deal({"board": "1", **found.payload()})
    field = deal.field()
    assert field is not None and len(field[0]) == 5  # the 6 other rows less the impossible one
    assert deal.set_aside() == " (1 ligne au nombre de levées impossible écartée du terrain)"


def test_two_pairs_that_never_met_leave_the_field_whole_and_are_said() -> None:
    """Tester6 T36: ns=4 eo=15 (the file has 4 v 14 and 5 v 15) took both rows out of the field and
    said « reconnue à ses paires »; the table is only recognised by a row with both its pairs."""
    board = read_file(SESSION.read_bytes()).board(1)
    found = Found(board.deal, board.results, 1)
    apart = make_deal({"board": "1", "ns": "4", "ew": "15", **found.payload()})
    field = apart.field()
    assert field is not None and len(field[0]) == 6 and field[1] is False
    assert apart.pairs_apart() == (
        " : aucune ligne de la donne 1 n'a Nord-Sud 4 et Est-Ouest 15 (Nord-Sud 4 y joue contre Est-Ouest 14, "
        "Est-Ouest 15 contre Nord-Sud 5) ; vérifiez les paires"
    )
    entry = score_entry("4♠=:60,4♠-1:40", "ffb", "Test", 0.0, "r", apart)
    assert "n'y est pas reconnue : aucune ligne de la donne 1 n'a Nord-Sud 4 et Est-Ouest 15" in entry.text
    met = make_deal({"board": "1", "ns": "4", "ew": "14", **found.payload()})
    assert met.field() is not None and met.field()[1] is True and len(met.field()[0]) == 5
    assert met.pairs_apart() == ""
    one = make_deal({"board": "1", "ns": "4", **found.payload()})  # one pair noted: found by it alone
    assert one.field() is not None and one.field()[1] is True and len(one.field()[0]) == 5


def test_the_field_says_which_rows_of_the_score_table_it_set_aside() -> None:
    """C9 (review 2026-11-29 cards-claims): an artificial adjusted score (A60) and a table with no score
    are left out of the field, as matchpointing requires, and the note says so instead of counting them
    silently among « les autres résultats »."""
    text = SESSION.read_text(encoding="utf-8")
    row = " 6 16 3SX  S  10   630     -"
    board_one = text.index(row)
    text = (
        text[:board_one]
        + row
        + "\n 7 17 -    -   -   A60   A40\n 8 18 -    -   -     -     -"
        + text[board_one + len(row) :]
    )
    board = read_file(text.encode("utf-8")).board(1)
    assert [r.aside for r in board.results].count("") == 6
    found = Found(board.deal, board.results, 1)
    entry = score_entry(
        "4♠=:60,4♠-1:40", "ffb", "Test", 0.0, "r", make_deal({"board": "1", **found.payload()})
    )
    assert (
        "Terrain : les 6 autres résultats de la donne 1 dans la séance importée "
        "(1 score ajusté artificiel et 1 table sans marque écartés du terrain)"
    ) in entry.text
    # Stored and read back, the rows keep why they were set aside.
    again = make_deal({"board": "1", **Found(board.deal, board.results, 1).payload()})
    assert again.set_aside() == " (1 score ajusté artificiel et 1 table sans marque écartés du terrain)"

"""Peer polls (16B1b): started and closed by the incident's director, anonymous, one vote per
player, closed by the deadline, the tally added to the incident's record."""

from __future__ import annotations

import asyncio
import sqlite3
from contextlib import closing
from pathlib import Path

import pytest

from bot.incidents.engine import Engine
from bot.incidents.incident import Actor
from bot.incidents.store import Store
from bot.polls import model as pl
from bot.polls.desk import PollDesk
from tests.bot.conftest import Clock

DIRECTOR = Actor("discord:1", "Anne", is_director=True)
OTHER_DIRECTOR = Actor("discord:2", "Bruno", is_director=True)
PLAYER = Actor("discord:9", "Paul")
CANDIDATES = ["Passe", "4♠", "Contre"]
HAND = "♠ K1098 ♥ 7 ♦ AQ54 ♣ J32 ; 1♥ - 1♠ - 2♥ - ? (après une longue hésitation) ; que dites-vous ?"


async def _incident(engine: Engine) -> str:
    reply = await engine.open(DIRECTOR, "discord:100:200", "information_non_autorisee")
    assert reply.incident is not None
    return reply.incident.id


async def test_only_the_incident_director_starts_and_closes(engine: Engine, clock: Clock) -> None:
    desk = PollDesk(engine, clock=clock)
    incident_id = await _incident(engine)
    for who in (PLAYER, OTHER_DIRECTOR):
        refused = await desk.start(incident_id, who, "discord:1:3", HAND, CANDIDATES, "30")
        assert refused.refused and "Seul l'arbitre" in (refused.message or "")
    started = await desk.start(incident_id, DIRECTOR, "discord:1:3", HAND, CANDIDATES, "30")
    assert not started.refused and started.poll is not None
    assert (await desk.close(started.poll.id, OTHER_DIRECTOR)).refused
    again = await desk.start(incident_id, DIRECTOR, "discord:1:3", HAND, CANDIDATES, "30")
    assert again.refused and "déjà ouvert" in (again.message or "")


@pytest.mark.parametrize(
    ("text", "options", "minutes", "words"),
    [
        ("", CANDIDATES, "30", "Écrivez la main"),
        (HAND, ["Passe"], "30", "de 2 à 8"),
        (HAND, ["Passe", "passe"], "30", "identiques"),
        (HAND, CANDIDATES, "0", "Durée invalide"),
        (HAND, CANDIDATES, "²", "Durée invalide"),
        (HAND, ["x" * 40, "Passe"], "30", "trop longue"),
    ],
)
async def test_bad_polls_are_refused_in_french(
    engine: Engine, clock: Clock, text: str, options: list[str], minutes: str, words: str
) -> None:
    desk = PollDesk(engine, clock=clock)
    result = await desk.start(await _incident(engine), DIRECTOR, "c", text, options, minutes)
    assert result.refused and words in (result.message or "")


async def test_votes_are_anonymous_one_per_player_and_change_until_the_deadline(
    engine: Engine, clock: Clock, database: Path
) -> None:
    desk = PollDesk(engine, clock=clock)
    poll = (await desk.start(await _incident(engine), DIRECTOR, "c", HAND, CANDIDATES, "30")).poll
    assert poll is not None
    await desk.vote(poll.id, "discord:11", "Passe", ["4♠"])
    await desk.vote(poll.id, "discord:12", "4♠", [])
    await desk.vote(poll.id, "discord:12", "Passe", ["4♠"])  # changed his mind: still one vote
    result = await desk.vote(poll.id, "discord:13", "4♠", ["Passe", "4♠"])
    assert result.poll is not None and result.poll.voters == 3
    tally = {t.option: (t.considered, t.selected) for t in result.poll.tally}
    assert tally == {"Passe": (3, 2), "4♠": (3, 1), "Contre": (0, 0)}
    with closing(sqlite3.connect(database)) as conn:
        stored = " ".join(str(row) for row in conn.execute("SELECT * FROM poll_votes"))
    assert "discord:1" not in stored  # voters are kept as hashes only
    assert (await desk.vote(poll.id, "discord:14", "Dormir", [])).refused
    clock.advance(31 * 60)
    late = await desk.vote(poll.id, "discord:15", "Passe", [])
    assert late.refused and "clos" in (late.message or "")


async def test_the_deadline_closes_it_once_and_the_tally_joins_the_incident(
    tmp_path: Path, clock: Clock
) -> None:
    database = tmp_path / "arbitre.sqlite3"
    store = await Store(database).open()
    engine = Engine(store, clock=clock)
    desk = PollDesk(engine, clock=clock)
    incident_id = await _incident(engine)
    poll = (await desk.start(incident_id, DIRECTOR, "c", HAND, CANDIDATES, "10")).poll
    assert poll is not None
    await desk.vote(poll.id, "telegram:5", "Passe", ["4♠"])
    await store.close()
    # Restart mid-poll: the poll and its votes are still there, and the deadline still closes it.
    store = await Store(database).open()
    engine = Engine(store, clock=clock)
    desk = PollDesk(engine, clock=clock)
    assert await desk.due() == []
    clock.advance(10 * 60)
    closed = await desk.due()
    assert len(closed) == 1 and closed[0].poll is not None and closed[0].poll.voters == 1
    assert await desk.due() == []
    incident = await store.get(incident_id)
    assert incident is not None
    assert any("Sondage (16B1b), 1 joueur(s) consulté(s)" in n.text for n in incident.notes)
    await store.close()


async def test_the_terminal_enters_the_tally_by_hand(engine: Engine, clock: Clock) -> None:
    desk = PollDesk(engine, clock=clock)
    incident_id = await _incident(engine)
    poll = (await desk.start(incident_id, DIRECTOR, "terminal", HAND, CANDIDATES, "60")).poll
    assert poll is not None
    bad = await desk.close(poll.id, DIRECTOR, manual_tally="8/5, 6")
    assert bad.refused and "envisagée/choisie" in (bad.message or "")
    done = await desk.close(poll.id, DIRECTOR, manual_tally="8/5, 6/3, 1/0")
    assert not done.refused and done.poll is not None and done.poll.manual
    assert done.message == (
        "Sondage (16B1b), 8 joueur(s) consulté(s) (décompte saisi par l'arbitre) : Passe envisagée par 8/8, "
        "choisie par 5 ; 4♠ envisagée par 6/8, choisie par 3 ; Contre envisagée par 1/8, choisie par 0."
    )


def test_tally_from_votes() -> None:
    tally, voters = pl.tally_votes(("A", "B"), [("A", []), ("B", ["A"]), ("A", ["B"])])
    assert voters == 3 and tally == (pl.Tally("A", 3, 2), pl.Tally("B", 2, 1))


async def test_concurrent_votes_are_all_counted(engine: Engine, clock: Clock) -> None:
    desk = PollDesk(engine, clock=clock)
    poll = (await desk.start(await _incident(engine), DIRECTOR, "c", HAND, CANDIDATES, "30")).poll
    assert poll is not None
    await asyncio.gather(*(desk.vote(poll.id, f"telegram:{n}", "Passe", []) for n in range(25)))
    final = await desk.get(poll.id)
    assert final is not None and final.voters == 25


def test_the_terminal_command(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from bot.app import terminal_actor
    from bot.cli import main

    monkeypatch.setenv("ARBITRE_DATA_DIR", str(tmp_path))

    async def make() -> str:
        store = await Store(tmp_path / "arbitre.sqlite3").open()
        reply = await Engine(store).open(terminal_actor(), "terminal:x", "information_non_autorisee")
        await store.close()
        assert reply.incident is not None
        return reply.incident.id

    incident_id = asyncio.run(make())

    def run(*argv: str) -> tuple[int, str, str]:
        with pytest.raises(SystemExit) as exit_info:
            main(list(argv))
        out, err = capsys.readouterr()
        return int(exit_info.value.code or 0), out, err

    code, _, err = run(
        "sondage", incident_id, "--texte", HAND, "--candidates", "Passe, 4♠", "--decompte", "8/9, 1/0"
    )
    assert code == 2 and "8" in err
    code, out, _ = run("incidents", "show", incident_id)
    assert "Sondage" not in out  # a refused tally stores nothing
    code, out, _ = run(
        "sondage", incident_id, "--texte", HAND, "--candidates", "Passe, 4♠", "--decompte", "8/5, 6/3"
    )
    assert code == 0 and "Passe envisagée par 8/8, choisie par 5" in out
    code, out, _ = run("incidents", "show", incident_id)
    assert "Sondage (16B1b)" in out


async def test_a_hand_tally_with_more_considering_than_consulted_is_refused(
    engine: Engine, clock: Clock
) -> None:
    """Review J9: « 10/2, 3/1, 0/0 » would file « envisagée par 10/3 »."""
    desk = PollDesk(engine, clock=clock)
    poll = (await desk.start(await _incident(engine), DIRECTOR, "terminal", HAND, CANDIDATES, "60")).poll
    assert poll is not None
    bad = await desk.close(poll.id, DIRECTOR, manual_tally="10/2, 3/1, 0/0")
    assert bad.refused and "3 seulement ont été consultés" in (bad.message or "")
    assert (await desk.get(poll.id)).state is pl.PollState.OPEN  # type: ignore[union-attr]


async def test_native_counts_never_give_a_proportion_above_all_players(engine: Engine, clock: Clock) -> None:
    """Review J9: the « considered » poll may have more voters than the « selected » one."""
    desk = PollDesk(engine, clock=clock)
    poll = (await desk.start(await _incident(engine), DIRECTOR, "telegram:1", HAND, CANDIDATES, "60")).poll
    assert poll is not None
    await desk.record_counts(poll.id, selected=[2, 1, 0], voters=3)
    result = await desk.record_counts(poll.id, considered=[5, 2, 0])
    assert result.poll is not None and result.poll.voters == 5
    assert all(t.considered <= result.poll.voters for t in result.poll.tally)


async def test_a_misinformation_incident_may_carry_a_poll(engine: Engine, clock: Clock) -> None:
    """Review missing 9: the 75A unauthorised information is judged with the same poll."""
    from bot.polls.desk import POLL_TOPICS

    assert "explication_erronee" in POLL_TOPICS
    reply = await engine.open(DIRECTOR, "discord:100:200", "explication_erronee")
    assert reply.incident is not None
    started = await PollDesk(engine, clock=clock).start(
        reply.incident.id, DIRECTOR, "terminal", HAND, CANDIDATES, "60"
    )
    assert not started.refused

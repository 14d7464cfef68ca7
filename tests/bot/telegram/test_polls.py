"""The peer poll (16B1b) end to end through the fake Bot API: start, anonymous votes, a stranger,
a restart mid-poll, the deadline, and the tally in the incident's record."""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import Callable
from contextlib import closing
from pathlib import Path

from bot.adapters.telegram.handlers import TelegramBot
from bot.incidents.store import Store
from tests.bot.telegram.conftest import ALICE, DOMINIQUE, GROUP_ID, Driver
from tests.bot.telegram.fake_telegram import FakeTelegram, polling

HAND = "♠K1098 ♥7 ♦AQ54 ♣J32 — 1♥ 1♠ 2♥ ? après une longue hésitation du partenaire : que dites-vous ?"


def _polls(fake: FakeTelegram) -> list[dict]:
    return [m for m in fake.sent(GROUP_ID) if "poll" in m]


async def _stored_voters(database: Path, fake: FakeTelegram, expected: int) -> None:
    """Recording a count calls no API, so the fake is not woken: look at the store until it shows."""

    def counted() -> bool:
        with closing(sqlite3.connect(database)) as conn:
            row = conn.execute("SELECT data FROM polls ORDER BY id DESC LIMIT 1").fetchone()
        return row is not None and f'"voters": {expected}' in row[0]

    for _ in range(200):
        if counted():
            return
        await asyncio.sleep(0.05)
    raise AssertionError(f"{expected} voter(s) never recorded")


async def test_a_poll_from_start_to_the_incident_record(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], tmp_path: Path
) -> None:
    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    director = Driver(fake, group, DOMINIQUE)
    player = Driver(fake, group, ALICE)
    database = tmp_path / "arbitre.sqlite3"
    async with polling(bot_factory().build()):
        (opened,) = await director.send("/arbitre information_non_autorisee")
        assert "Incident #1" in opened["text"]
        refused = (await player.send(f"/sondage 1 30 | Passe, 4♠, Contre | {HAND}"))[0]
        assert "Seul l'arbitre qui a ouvert cet incident" in refused["text"]
        (usage,) = await director.send("/sondage 1 30 Passe 4♠")
        assert "Usage : /sondage" in usage["text"]
        posted = await director.send(f"/sondage 1 30 | Passe, 4♠, Contre | {HAND}", new=4)
        assert (
            "Consultation de l'arbitre (sondage n°1, anonyme)" in posted[0]["text"]
            and HAND in posted[0]["text"]
        )
        consider, select = (m["poll"] for m in posted[1:3])
        assert consider["allows_multiple_answers"] and consider["is_anonymous"] and consider["members_only"]
        assert not select["allows_multiple_answers"] and [o["text"] for o in select["options"]] == [
            "Passe",
            "4♠",
            "Contre",
        ]
        assert "Sondage n°1 publié" in posted[3]["text"]
        await fake.vote(consider["id"], 0, 1)
        await fake.vote(consider["id"], 0)
        await fake.vote(select["id"], 0)
        await fake.vote(select["id"], 1)
        assert not await fake.vote(select["id"], 2, member=False)  # Telegram refuses a non-member
        await _stored_voters(database, fake, 2)
        (stranger,) = await player.send("/sondage clore 1")
        assert "Seul l'arbitre" in stranger["text"]
        closed = await director.send("/sondage clore 1")
        assert "Sondage n°1 clos" in closed[0]["text"]
        assert (
            "Passe envisagée par 2/2, choisie par 1 ; 4♠ envisagée par 1/2, choisie par 1"
            in closed[0]["text"]
        )
    assert all(m["poll"]["is_closed"] for m in _polls(fake))
    store = Store(database).open_sync()
    try:
        incident = store.get_sync("1")
    finally:
        store.close_sync()
    assert incident is not None and any("Sondage (16B1b), 2 joueur(s)" in n.text for n in incident.notes)


async def test_votes_after_a_restart_still_count_and_the_deadline_closes_it(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], tmp_path: Path
) -> None:
    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    director = Driver(fake, group, DOMINIQUE)
    database = tmp_path / "arbitre.sqlite3"
    async with polling(bot_factory().build()):
        await director.send("/arbitre information_non_autorisee")
        posted = await director.send(f"/sondage 1 10 | Passe, 5♥ | {HAND}", new=4)
        consider, select = (m["poll"] for m in posted[1:3])
        await fake.vote(select["id"], 1)
        await _stored_voters(database, fake, 1)
    restarted = bot_factory()
    async with polling(restarted.build()):
        await fake.vote(select["id"], 0)
        await _stored_voters(database, fake, 2)
        with closing(sqlite3.connect(database)) as conn, conn:
            conn.execute(
                "UPDATE polls SET deadline = 0, data = json_set(data, '$.deadline', 0)"
            )  # time passes
        assert await restarted.polls.close_due() == 1
        assert await restarted.polls.close_due() == 0
    assert consider["id"] in fake.polls and fake.polls[consider["id"]]["poll"]["is_closed"]
    assert "Sondage n°1 clos" in fake.sent(GROUP_ID)[-1]["text"]

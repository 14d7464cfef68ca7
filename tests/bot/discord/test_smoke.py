"""Smoke tests: the real discord.py client, run by `serve` as in production, against the local
fake Discord (REST + gateway on 127.0.0.1). A slash command, its buttons, the ruling; a button
pressed after a restart; a stranger's press; SIGTERM; the command sync.
"""

from __future__ import annotations

import asyncio
import logging
import os
import signal
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from bot import config as config_module
from bot.adapters.discord.command import serve
from bot.incidents.engine import Engine
from bot.incidents.incident import Actor
from bot.incidents.store import Store
from tests.bot.discord.fake_discord import APP_ID, DIRECTOR_ROLE_ID, Call, FakeDiscord, member

ALICE = member(100, "Alice")
BOB = member(200, "Bob")
DOMINIQUE = member(300, "Dominique", DIRECTOR_ROLE_ID)


@pytest.fixture
async def fake(monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[FakeDiscord]:
    monkeypatch.delenv("DISCORD_DIRECTOR_ROLE", raising=False)
    previous = signal.getsignal(signal.SIGTERM)
    server = FakeDiscord()
    await server.start()
    server.patch(monkeypatch)
    yield server
    await server.stop()
    signal.signal(signal.SIGTERM, previous)  # serve's removal leaves SIG_DFL behind


class Bot:
    """`serve` in a task, stopped by SIGTERM like under systemd."""

    def __init__(self, fake: FakeDiscord, data_dir: Path) -> None:
        self.fake = fake
        self.config = config_module.load(str(data_dir))
        self.task: asyncio.Task[int] | None = None

    async def start(self) -> None:
        mark = len(self.fake.calls)
        self.task = asyncio.create_task(
            serve(self.config, self.fake.token, client_options={"guild_ready_timeout": 0.05})
        )
        await self.fake.wait_for(lambda c: c.path == "IDENTIFY", after=mark)

    async def stop(self) -> int:
        assert self.task is not None
        if self.task.done():  # never send SIGTERM without serve's handler: it would end pytest
            raise AssertionError(f"the bot stopped by itself: {self.task.result()!r}")
        mark = len(self.fake.calls)
        os.kill(os.getpid(), signal.SIGTERM)
        code = await asyncio.wait_for(self.task, 10)
        await self.fake.wait_for(lambda c: c.path == "CLOSED", after=mark)
        return code


def webhook(token: str, call: Call) -> bool:
    return call.path.startswith(f"webhooks/{APP_ID}/{token}")


def callback(token: str, call: Call) -> bool:
    return call.path.endswith(f"/{token}/callback")


async def private_answer(fake: FakeDiscord, token: str, mark: int) -> dict[str, Any]:
    """An answer only its author sees: the press acknowledged first (type 6, before any store
    access, issue 30 T10), then a followup with flag 64 (ephemeral)."""
    ack = await fake.wait_for(lambda c: callback(token, c), after=mark)
    assert ack.body["type"] == 6, ack.body
    sent = await fake.wait_for(
        lambda c: webhook(token, c) and c.method == "POST" and c.body.get("flags") == 64, after=mark
    )
    return dict(sent.body)


def custom_ids(message: dict[str, Any]) -> list[str]:
    return [c["custom_id"] for row in message["components"] for c in row["components"] if "custom_id" in c]


async def open_incident(fake: FakeDiscord, topic: str, number: int = 1) -> dict[str, Any]:
    """/arbitre sujet:<topic> as Alice; returns the question message the bot posted in the thread."""
    mark = len(fake.calls)
    token = await fake.slash("arbitre", ALICE, sujet=topic)
    deferred = await fake.wait_for(lambda c: callback(token, c), after=mark)
    assert deferred.body["type"] == 5  # « réfléchit… », well within the 3 seconds
    announce = await fake.wait_for(lambda c: webhook(token, c) and c.method == "POST", after=mark)
    assert f"Incident #{number} ouvert par Alice" in announce.body["content"]
    await fake.wait_for(lambda c: c.path.endswith("/threads"), after=mark)
    posted = await fake.wait_for(
        lambda c: (
            c.status == 200
            and c.path.startswith("channels/")
            and c.path.endswith("/messages")
            and bool(c.body.get("components"))
        ),
        after=mark,
    )
    thread_id = posted.path.split("/")[1]
    return next(
        m for m in reversed(fake.messages.values()) if m["channel_id"] == thread_id and m["components"]
    )


async def test_slash_command_buttons_ruling_and_a_stranger(fake: FakeDiscord, tmp_path: Path) -> None:
    bot = Bot(fake, tmp_path)
    await bot.start()
    try:
        message = await open_incident(fake, "entame")
        assert custom_ids(message)[0].startswith("arb:a:1:1:situation:")

        # A stranger presses: refused privately (type 4, flag 64), nothing recorded.
        mark = len(fake.calls)
        token = await fake.click(message["id"], custom_ids(message)[0], BOB)
        refusal = await private_answer(fake, token, mark)
        assert refusal["content"].startswith("Désolé Bob")

        # Alice answers with the first option each time until the ruling comes.
        ruling_posted = False
        for _ in range(30):
            mark = len(fake.calls)
            answer = next(i for i in custom_ids(message) if i.startswith(("arb:a:", "arb:s:")))
            values = ["0"] if answer.startswith("arb:s:") else None
            token = await fake.click(message["id"], answer, ALICE, values)
            ack = await fake.wait_for(lambda c, t=token: callback(t, c), after=mark)
            assert ack.body["type"] == 6  # deferred update, then the edit
            edit = await fake.wait_for(lambda c, t=token: webhook(t, c) and c.method == "PATCH", after=mark)
            titles = [e.get("title", "") for e in edit.body.get("embeds", [])]
            if any(t.startswith("DÉCISION — ") for t in titles):
                # One live message: the question became the answers and the ruling, buttons under it.
                fields = [f["name"] for e in edit.body["embeds"] for f in e.get("fields", [])]
                assert "À lire à la table" in fields and "Lois citées" in fields
                assert any(
                    i.startswith("arb:c:1:")
                    for row in edit.body["components"]
                    for i in [c["custom_id"] for c in row["components"]]
                )
                ruling_posted = True
                break
            message = fake.messages[message["id"]]
        assert ruling_posted
        delays = fake.ack_delays()
        assert len(delays) == len(fake.injected_at) >= 3  # every interaction was answered
        assert max(delays.values()) < 3.0, delays  # Discord's limit for the first response
    finally:
        assert await bot.stop() == 0
    with_store = await Store(bot.config.database).open()
    try:
        incident = await with_store.get("1")
        assert incident is not None and incident.state.value == "ruled" and incident.ruling_id
        events = await with_store.events("1")
        assert {e.actor.id for e in events} == {"discord:100"}  # Bob's press recorded nothing
    finally:
        await with_store.close()


async def test_a_button_pressed_after_a_restart(
    fake: FakeDiscord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    closed: list[Store] = []
    close = Store.close

    async def counting_close(self: Store) -> None:
        closed.append(self)
        await close(self)

    monkeypatch.setattr(Store, "close", counting_close)
    first = Bot(fake, tmp_path)
    await first.start()
    message = await open_incident(fake, "entame")
    assert await first.stop() == 0
    assert len(closed) == 1  # SIGTERM closed the client (gateway CLOSED, awaited in stop) and the store

    second = Bot(fake, tmp_path)  # a new process: new client, engine and store, same database
    await second.start()
    try:
        mark = len(fake.calls)
        button = next(i for i in custom_ids(message) if i.startswith("arb:a:"))
        token = await fake.click(message["id"], button, DOMINIQUE)  # the director role may answer
        edit = await fake.wait_for(lambda c: webhook(token, c) and c.method == "PATCH", after=mark)
        unversioned = ("arb:n:", "arb:d:")  # « Noter un fait », « 2e irrégularité »
        versioned = [
            i for i in custom_ids(edit.body) if i.startswith("arb:") and not i.startswith(unversioned)
        ]
        assert versioned and all(":1:2:" in i for i in versioned)  # version 2 now
        assert "arb:n:1" in custom_ids(edit.body)  # « Noter un fait » needs no version
        assert "arb:d:1" in custom_ids(edit.body)  # nor « 2e irrégularité » (issue 29 §2)
        assert fake.identified == 2
    finally:
        assert await second.stop() == 0
    store = await Store(second.config.database).open()
    try:
        events = await store.events("1")
        assert [(e.action.kind.value, e.actor.id, e.actor.is_director) for e in events][-1] == (
            "answer",
            "discord:300",
            True,
        )
    finally:
        await store.close()


async def test_sync_publishes_the_french_commands_on_one_guild(
    fake: FakeDiscord, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    config = config_module.load(str(tmp_path))
    assert await serve(config, fake.token, sync=True, guild=1) == 0
    (put,) = [c for c in fake.calls if c.method == "PUT"]
    assert put.path == f"applications/{APP_ID}/guilds/1/commands"
    names = [c["name"] for c in put.body]
    assert names[0] == "arbitre" and "loi" in names and "incidents" in names
    arbitre = put.body[0]
    assert arbitre["description_localizations"]["fr"] == arbitre["description"]
    assert f"{len(names)} commandes publiées sur le serveur 1" in capsys.readouterr().out
    assert fake.identified == 0  # syncing needs no gateway connection


async def test_rate_limits_and_reconnects_are_left_to_discord_py(fake: FakeDiscord, tmp_path: Path) -> None:
    """We add no retry logic of our own: discord.py waits out a 429 and resumes the gateway."""
    bot = Bot(fake, tmp_path)
    await bot.start()
    try:
        fake.rate_limit_once(r"channels/\d+/messages")
        message = await open_incident(fake, "entame")  # the question itself was rate limited once
        thread_posts = [c for c in fake.calls if c.path == f"channels/{message['channel_id']}/messages"]
        assert [c.status for c in thread_posts] == [429, 200]
        assert thread_posts[0].body == thread_posts[1].body

        mark = len(fake.calls)
        await fake.reconnect()
        await fake.wait_for(lambda c: c.path == "RESUME", after=mark)
        token = await fake.slash("loi", BOB, numero="64")
        law = await fake.wait_for(lambda c: webhook(token, c) and c.method == "POST", after=mark)
        assert law.body["embeds"][0]["title"].startswith("Loi 64 — ")
        assert fake.identified == 1  # resumed, not identified again
    finally:
        assert await bot.stop() == 0


async def test_a_refused_token_is_a_french_usage_error(fake: FakeDiscord, tmp_path: Path) -> None:
    from bot.errors import UsageError

    config = config_module.load(str(tmp_path))
    with pytest.raises(UsageError, match="Discord refuse le jeton"):
        await serve(config, "mauvais-jeton")
    assert [c.status for c in fake.calls if c.path == "users/@me"] == [401]
    assert fake.identified == 0


async def test_a_press_naming_another_chats_incident_is_refused(fake: FakeDiscord, tmp_path: Path) -> None:
    """F9 through the real client: a director's press whose custom_id names a Telegram incident
    (placed on the clicked message, as the trial's forged client did) is refused, nothing recorded."""
    bot = Bot(fake, tmp_path)
    store = await Store(bot.config.database).open()
    try:
        telegram = await Engine(store).open(Actor("telegram:5001", "Tg"), "telegram:-100", "renonce")
        assert telegram.incident is not None and telegram.incident.id == "1"
    finally:
        await store.close()
    await bot.start()
    try:
        message = await open_incident(fake, "entame", number=2)
        forged = {"type": 2, "style": 4, "label": "Annuler", "custom_id": "arb:c:1:1:abandon"}
        message["components"] = [*message["components"], {"type": 1, "components": [forged]}]
        mark = len(fake.calls)
        token = await fake.click(message["id"], "arb:c:1:1:abandon", DOMINIQUE)
        refusal = await private_answer(fake, token, mark)
        assert "aucun incident de ce salon" in refusal["content"]
    finally:
        assert await bot.stop() == 0
    store = await Store(bot.config.database).open()
    try:
        incident = await store.get("1")
        assert incident is not None and incident.state.value == "asking"
        assert [e.action.kind.value for e in await store.events("1")] == ["start"]
    finally:
        await store.close()


async def test_one_french_line_at_start_and_no_voice_warning(
    fake: FakeDiscord,
    tmp_path: Path,
    caplog: pytest.LogCaptureFixture,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    import discord

    # As in a fresh process without PyNaCl: discord.py would warn that voice is not supported.
    monkeypatch.setattr(discord.voice_client.VoiceClient, "warn_nacl", True)
    caplog.set_level(logging.INFO)
    bot = Bot(fake, tmp_path)
    await bot.start()
    assert await bot.stop() == 0
    lines = [r for r in caplog.records if "Arbitre démarre sur Discord" in r.getMessage()]
    # G21: a normal start is no WARNING: INFO in the JSON log, and one plain French line on stderr.
    assert len(lines) == 1 and lines[0].levelno == logging.INFO
    text = lines[0].getMessage()
    assert capsys.readouterr().err.count(text + "\n") == 1
    assert f"base {tmp_path / 'arbitre.sqlite3'}" in text
    assert "règlement FFB (Fédération Française de Bridge)" in text
    assert not [r for r in caplog.records if "PyNaCl" in r.getMessage()]


async def test_a_poll_button_pressed_after_a_restart_still_counts(fake: FakeDiscord, tmp_path: Path) -> None:
    """/sondage through the real client; the bot restarts; a player's press still counts (16B1b)."""
    from bot.incidents.engine import Engine as _Engine
    from bot.polls.desk import PollDesk

    first = Bot(fake, tmp_path)
    await first.start()
    try:
        mark = len(fake.calls)
        token = await fake.slash("arbitre", DOMINIQUE, sujet="information_non_autorisee")
        await fake.wait_for(lambda c: webhook(token, c) and c.method == "POST", after=mark)
        mark = len(fake.calls)
        token = await fake.slash(
            "sondage", DOMINIQUE, action="lancer", numero="1", appels="Passe, 4♠", minutes="30", texte="Main…"
        )
        posted = await fake.wait_for(
            lambda c: webhook(token, c) and c.method == "POST" and bool(c.body.get("components")), after=mark
        )
    finally:
        assert await first.stop() == 0
    assert custom_ids(posted.body) == ["arbp:v:1:0", "arbp:v:1:1"]
    message = next(m for m in reversed(fake.messages.values()) if "arbp:v:1:1" in str(m["components"]))

    second = Bot(fake, tmp_path)
    await second.start()
    try:
        mark = len(fake.calls)
        token = await fake.click(message["id"], "arbp:v:1:1", BOB)
        answer = await private_answer(fake, token, mark)
        assert "vous choisiriez 4♠" in answer["content"]
    finally:
        assert await second.stop() == 0
    store = await Store(second.config.database).open()
    try:
        poll = await PollDesk(_Engine(store)).get("1")
        assert poll is not None and poll.voters == 1 and poll.tally[1].selected == 1
    finally:
        await store.close()


async def test_the_note_button_opens_a_modal_whose_text_is_recorded(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    bot = Bot(fake, tmp_path)
    await bot.start()
    try:
        message = await open_incident(fake, "entame")
        assert "arb:n:1" in custom_ids(message)
        mark = len(fake.calls)
        token = await fake.click(message["id"], "arb:n:1", ALICE)
        modal = await fake.wait_for(lambda c: callback(token, c), after=mark)
        assert modal.body["type"] == 9 and modal.body["data"]["custom_id"] == "arb:nm:1"
        field = modal.body["data"]["components"][0]["components"][0]
        assert field["max_length"] == 2000
        mark = len(fake.calls)
        submit = {
            "custom_id": "arb:nm:1",
            "components": [
                {"type": 1, "components": [{"type": 4, "custom_id": field["custom_id"], "value": "Table 4."}]}
            ],
        }
        token = await fake.interact(submit, ALICE, kind=5, channel_id=int(message["channel_id"]))
        await fake.wait_for(lambda c: webhook(token, c) and c.method == "POST", after=mark)
    finally:
        assert await bot.stop() == 0
    store = await Store(bot.config.database).open()
    try:
        incident = await store.get("1")
        assert incident is not None and [n.text for n in incident.notes] == ["Table 4."]
    finally:
        await store.close()

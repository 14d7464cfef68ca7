"""Who may act on an event and its incidents on Telegram (issue 30 §1): an administrator of the
players' group who is not a director of the event (T3), people posting « as a channel » or as an
anonymous administrator (T5), and a group that Telegram upgrades to a supergroup (T4)."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

from bot.adapters.telegram.handlers import TelegramBot
from bot.incidents import transition
from bot.incidents.store import Store
from tests.bot.telegram.conftest import ALICE, DOMINIQUE, GROUP_ID, Driver
from tests.bot.telegram.fake_telegram import FakeTelegram, polling
from tests.bot.telegram.test_queue import ANNE, BRUNO, DIRECTORS_ID, bot_factory, open_event  # noqa: F401

PAUL = FakeTelegram.user(250, "Paul")  # administrator of the players' group, not a director


def events(database: Path) -> list[tuple[str, int, str]]:
    conn = sqlite3.connect(database)
    try:
        return conn.execute("SELECT state, version, data FROM tournaments ORDER BY id").fetchall()
    finally:
        conn.close()


async def test_a_players_group_admin_who_is_not_a_director_of_the_event_changes_nothing(
    fake: FakeTelegram,
    bot_factory: Callable[..., TelegramBot],  # noqa: F811
    tmp_path: Path,
) -> None:
    """T3: Paul administers the players' group but not the directors' one: conditions, export and
    closing are refused him; Bruno, a director of the event's directors' group only, may change
    the conditions from there."""
    players = fake.group_chat(GROUP_ID, "Simultané", admins=(DOMINIQUE, PAUL))
    directors = fake.group_chat(DIRECTORS_ID, "Arbitres", admins=(ANNE, BRUNO, DOMINIQUE))
    paul, bruno = Driver(fake, players, PAUL), Driver(fake, directors, BRUNO)
    async with polling(bot_factory().build()):
        await open_event(Driver(fake, players, DOMINIQUE))
        before = events(tmp_path / "arbitre.sqlite3")
        for command, what in (
            ("/tournoi reglage temps=12", "changer ses conditions"),
            ("/tournoi export", "exporter ses appels"),
            ("/tournoi fermer", "le fermer"),
        ):
            (refused,) = await paul.send(command)
            assert refused["text"].startswith("Seul un arbitre du tournoi « Simultané du jeudi »"), command
            assert what in refused["text"]
        assert events(tmp_path / "arbitre.sqlite3") == before
        assert fake.count("sendDocument") == 0
        (changed,) = await bruno.send("/tournoi reglage temps=9")
        assert "Conditions du tournoi « Simultané du jeudi » enregistrées" in changed["text"]
    ((state, version, _),) = events(tmp_path / "arbitre.sqlite3")
    assert state == "open" and version == before[0][1] + 1


CHANNEL_BOT = {"id": 136817688, "is_bot": True, "first_name": "Channel", "username": "Channel_Bot"}


def as_channel(
    chat: dict[str, object], message_id: int, update_id: int, text: str, channel: int
) -> dict[str, object]:
    """A message posted « as a channel » in a group (Telegram's Channel_Bot, the author in sender_chat)."""
    word = text.split()[0]
    return {
        "update_id": update_id,
        "message": {
            "message_id": message_id,
            "date": 1_800_000_000,
            "chat": chat,
            "from": CHANNEL_BOT,
            "sender_chat": {"id": channel, "type": "channel", "title": f"Chaîne {channel}"},
            "text": text,
            "entities": [{"type": "bot_command", "offset": 0, "length": len(word)}],
        },
    }


async def test_messages_sent_as_a_channel_or_an_anonymous_admin_are_refused(
    fake: FakeTelegram,
    bot_factory: Callable[..., TelegramBot],  # noqa: F811
    tmp_path: Path,
) -> None:
    """T5: everyone posting « as a channel » reaches the bot as one user; none may open, note on,
    abandon or score an incident, nor call: a French refusal, nothing stored. /aide still answers."""
    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    alice = Driver(fake, group, ALICE)
    async with polling(bot_factory().build()):
        (live,) = await alice.send("/arbitre renonce")
        assert "Incident #1" in live["text"]
        for number, text in enumerate(
            ["/arbitre entame", "/note Mallory dit", "/annuler", "/marque #1 60/40"]
        ):
            before = len(fake.sent(GROUP_ID))
            await fake.deliver(as_channel(group, 9000 + number, 90000 + number, text, -100777))
            (refused,) = (await fake.wait_sent(GROUP_ID, before + 1))[before:]
            assert refused["text"].startswith(
                "Arbitre ne répond pas aux messages envoyés au nom d'une chaîne"
            )
        anonymous_admin = as_channel(group, 9100, 91000, "/arbitre appel", GROUP_ID)
        anonymous_admin["message"]["from"] = {"id": 1087968824, "is_bot": True, "first_name": "Group"}  # type: ignore[index]
        before = len(fake.sent(GROUP_ID))
        await fake.deliver(anonymous_admin)
        (refused,) = (await fake.wait_sent(GROUP_ID, before + 1))[before:]
        assert "administrateur anonyme" in refused["text"]
        await fake.deliver(as_channel(group, 9200, 92000, "/aide", -100777))
        await fake.wait(lambda: len(fake.sent(GROUP_ID)) > before + 1 or None, chat_id=GROUP_ID)
        assert "Arbitre ne répond pas" not in fake.sent(GROUP_ID)[-1]["text"]
    conn = sqlite3.connect(tmp_path / "arbitre.sqlite3")
    try:
        rows = conn.execute("SELECT id, state, version, owner_id FROM incidents").fetchall()
    finally:
        conn.close()
    assert rows == [("1", "asking", 1, "telegram:101")]


def migration(chat: dict[str, object], update_id: int, **field: int) -> dict[str, object]:
    """Telegram's service message of a group upgraded to a supergroup."""
    message = {"message_id": update_id, "date": 1_800_000_000, "chat": chat, "from": DOMINIQUE, **field}
    return {"update_id": update_id, "message": message}


async def test_a_group_upgraded_to_a_supergroup_keeps_its_event_calls_and_incidents(
    fake: FakeTelegram,
    bot_factory: Callable[..., TelegramBot],  # noqa: F811
    tmp_path: Path,
) -> None:
    """T4: the players' group, then the directors' group, become supergroups (new ids) during an
    event: calls go on, the incident follows with a « move » in its log, no second event opens, and
    the directors take calls from their new group."""
    old_players, new_players, old_directors, new_directors = -4001110, -1004001110, -4002220, -1004002220
    players = fake.group_chat(old_players, "Simultané", admins=(DOMINIQUE,))
    directors = fake.group_chat(old_directors, "Arbitres", admins=(ANNE, DOMINIQUE))
    upgraded = fake.group_chat(new_players, "Simultané", admins=(DOMINIQUE,))
    upgraded_directors = fake.group_chat(new_directors, "Arbitres", admins=(ANNE, DOMINIQUE))
    database = tmp_path / "arbitre.sqlite3"
    async with polling(bot_factory().build()):
        (opened,) = await Driver(fake, players, DOMINIQUE).send(f"/tournoi ouvrir Simultané {old_directors}")
        assert "ouvert" in opened["text"]
        await Driver(fake, players, ALICE).send("/arbitre renonce")
        await Driver(fake, players, ALICE).send("/appel 12 5 hésitation")
        # Both service messages arrive (the old group's and the new one's): one move.
        await fake.deliver(migration(players, 70001, migrate_to_chat_id=new_players))
        await fake.deliver(migration(upgraded, 70002, migrate_from_chat_id=old_players))
        alice, dominique = Driver(fake, upgraded, ALICE), Driver(fake, upgraded, DOMINIQUE)
        (status,) = await dominique.send("/tournoi etat")
        assert "Tournoi « Simultané »" in status["text"]
        (again,) = await dominique.send(f"/tournoi ouvrir Doublon {old_directors}")
        assert "Un tournoi est déjà ouvert ici" in again["text"]
        (called,) = await alice.send("/appel 3 2 renonce")
        assert "Appel enregistré : table 3" in called["text"]
        (note,) = await alice.send("/note étui vérifié")
        assert "Fait noté sur l'incident #1" in note["text"]
        await fake.deliver(migration(directors, 70003, migrate_to_chat_id=new_directors))
        await fake.deliver(migration(upgraded_directors, 70004, migrate_from_chat_id=old_directors))
        anne = Driver(fake, upgraded_directors, ANNE)
        (changed,) = await anne.send("/tournoi reglage temps=9")
        assert "Conditions du tournoi « Simultané » enregistrées" in changed["text"]
        board = {"message_id": 1, "date": 0, "chat": upgraded_directors, "text": "board"}
        answer = await anne.press(board, "c:1:bt")
        assert not answer.get("show_alert"), answer
    conn = sqlite3.connect(database)
    try:
        assert conn.execute("SELECT chat, directors_chat, state FROM tournaments").fetchall() == [
            (f"telegram:{new_players}", f"telegram:{new_directors}", "open")
        ]
        calls = conn.execute(
            "SELECT state, json_extract(data, '$.caller_chat') FROM calls ORDER BY id"
        ).fetchall()
        assert calls == [("taken", f"telegram:{new_players}"), ("waiting", f"telegram:{new_players}")]
        assert conn.execute("SELECT chat FROM incidents").fetchall() == [(f"telegram:{new_players}",)]
        kinds = [k for (k,) in conn.execute("SELECT kind FROM events ORDER BY version")]
    finally:
        conn.close()
    assert kinds == ["start", "move", "note"]
    store = await Store(database).open()
    try:
        stored = await store.get("1")
        events = await store.events("1")
    finally:
        await store.close()
    assert transition.replay([(e.actor, e.action, e.at) for e in events], "1") == stored

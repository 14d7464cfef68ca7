"""Issue 37 §3 on Telegram, through the fake Bot API: a follow-up described in words (« ils contestent ma
décision sur la 13 », « je me suis trompé »), its topic chosen from the menu the words found, is attached
to the decision of the board they name, or « quel incident ? » is asked, the most recent first, with no
decision taken by default."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import rules
from bot.adapters.telegram.handlers import TelegramBot
from bot.incidents.store import Store
from tests.bot.telegram.conftest import DOMINIQUE, GROUP_ID, Driver
from tests.bot.telegram.fake_telegram import FakeTelegram, polling
from tests.bot.telegram.test_flow import REVOKE

SUITES = rules.get_topic("suites_decision").title


async def ruled_revokes(director: Driver, *boards: str) -> None:
    for board in boards:
        live, _said = await director.send(f"/arbitre renonce donne {board} table 1", new=2)
        await director.answer_live("renonce", REVOKE, live)


async def choose_follow_up(fake: FakeTelegram, director: Driver, words: str) -> int:
    """The words to /arbitre, then the follow-up topic pressed on the menu they found; the count of
    messages before the press."""
    before = len(director.messages())
    await fake.user_sends(director.chat, director.user, f"/arbitre {words}")
    menu = await director.wait_keyboard(before)
    assert next(t for t, _ in FakeTelegram.buttons(menu)) == SUITES  # the words' topic, first
    before = len(director.messages())
    await director.press(menu, next(d for t, d in FakeTelegram.buttons(menu) if t == SUITES))
    return before


async def follows(database: Path, incident_id: str) -> str | None:
    store = await Store(database).open()
    try:
        found = await store.get(incident_id)
        assert found is not None
        return found.follows
    finally:
        await store.close()


async def test_a_contested_decision_on_a_board_is_attached_from_the_menu(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], tmp_path: Path
) -> None:
    # The topic pressed by the director who opened it: his words attach it (a director's act).
    director = Driver(fake, fake.group_chat(GROUP_ID, admins=(DOMINIQUE,)), DOMINIQUE)
    async with polling(bot_factory().build()):
        await ruled_revokes(director, "13", "14")
        before = await choose_follow_up(fake, director, "ils contestent ma décision sur la 13")
        attached = await fake.wait(
            lambda: next((m for m in director.messages()[before:] if "rattaché" in m["text"]), None),
            chat_id=director.chat_id,
        )
        assert "Incident #3 rattaché à l'incident #1" in attached["text"]
        assert not any("quel incident ?" in m["text"] for m in director.messages()[before:])
    assert await follows(tmp_path / "arbitre.sqlite3", "3") == "1"


async def test_a_directors_error_without_a_board_asks_which_decision_most_recent_first(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], tmp_path: Path
) -> None:
    director = Driver(fake, fake.group_chat(GROUP_ID, admins=(DOMINIQUE,)), DOMINIQUE)
    async with polling(bot_factory().build()):
        await ruled_revokes(director, "13", "14")
        before = await choose_follow_up(fake, director, "je me suis trompé")
        asked = await fake.wait(
            lambda: next((m for m in director.messages()[before:] if "quel incident ?" in m["text"]), None),
            chat_id=director.chat_id,
        )
        assert "Incident #3 — quel incident ?" in asked["text"]
        choices = FakeTelegram.buttons(asked)
        assert [t.split(" ·")[0] for t, _ in choices] == ["#2", "#1"]  # the most recent first, no « aucun »
        assert await follows(tmp_path / "arbitre.sqlite3", "3") is None  # nothing taken by default
        before = len(director.messages())
        await director.press(asked, choices[1][1])
        attached = await fake.wait(
            lambda: next((m for m in director.messages()[before:] if "rattaché" in m["text"]), None),
            chat_id=director.chat_id,
        )
        assert "Incident #3 rattaché à l'incident #1" in attached["text"]
    assert await follows(tmp_path / "arbitre.sqlite3", "3") == "1"

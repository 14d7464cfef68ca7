"""Round 5, session 6 (ops6), through the fake Bot API: tester5's M8 on Telegram."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from bot.adapters.telegram.handlers import TelegramBot
from bot.incidents.store import Store
from tests.bot.telegram.fake_telegram import FakeTelegram, polling
from tests.bot.telegram.test_queue import bot_factory, call_from, data_of, open_event, rooms

__all__ = ["bot_factory"]


async def test_m8_a_board_named_in_the_words_keeps_the_table_of_the_call(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], tmp_path: Path
) -> None:
    dominique, alice, anne, _ = rooms(fake)
    async with polling(bot_factory().build()):
        await open_event(dominique)
        posted = await call_from(alice, anne, "/appel 12 renonce contestée")
        before = len(anne.messages())
        assert not (await anne.press(posted, data_of(posted, "inc"))).get("show_alert")
        menu = await anne.wait_keyboard(before)
        before = len(anne.messages())
        await fake.user_sends(
            anne.chat, anne.user, "donne 11 Sud joue 3SA, Est n'a pas fourni à pique", reply_to=menu
        )
        said = await fake.wait(
            lambda: next((m for m in anne.messages()[before:] if "donne 11" in m["text"]), None),
            chat_id=anne.chat_id,
        )
        assert "Compris : donne 11 (« donne 11 »).\nGardé de l'appel : table 12." in said["text"]
    store = await Store(tmp_path / "arbitre.sqlite3").open()
    [incident] = await store.list()
    await store.close()
    assert incident.deal is not None and (incident.deal.board, incident.deal.table) == ("11", "12")


async def test_w23_a_board_in_the_words_that_differs_from_the_call_s_is_said(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], tmp_path: Path
) -> None:
    """Tester10 W23: the call said board 8, the director's words say board 9: the call's board stays,
    and the director is told how to correct it (the board fixes the vulnerability, Law 2)."""
    dominique, alice, anne, _ = rooms(fake)
    async with polling(bot_factory().build()):
        await open_event(dominique)
        posted = await call_from(alice, anne, "/appel 12 8 hésitation")
        before = len(anne.messages())
        assert not (await anne.press(posted, data_of(posted, "inc"))).get("show_alert")
        menu = await anne.wait_keyboard(before)
        before = len(anne.messages())
        await fake.user_sends(
            anne.chat,
            anne.user,
            "donne 9 table 12, Sud a hésité longuement puis Nord a dit 4♠",
            reply_to=menu,
        )
        said = await fake.wait(
            lambda: next((m for m in anne.messages()[before:] if "donne 9" in m["text"]), None),
            chat_id=anne.chat_id,
        )
        assert "La description dit donne 9 ; l'incident a la donne 8" in said["text"]
        assert "/donne 9" in said["text"]
    store = await Store(tmp_path / "arbitre.sqlite3").open()
    [incident] = await store.list()
    await store.close()
    assert incident.deal is not None and incident.deal.board == "8"

"""Ops22 (note17) on Telegram, end to end through the fake Bot API: after `o1` from an insufficient bid made out of
turn (27A2), « À qui était-ce le tour ? » offers only the turns out of rotation (28A, 33)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from bot.adapters.telegram import render as tr
from bot.adapters.telegram.handlers import TelegramBot
from bot.incidents.store import Store
from tests.bot.telegram.conftest import BOB, DOMINIQUE, GROUP_ID, Driver, press_data, presses, topic_button
from tests.bot.telegram.fake_telegram import FakeTelegram, polling
from tests.bot.telegram.test_worksheet import answer
from tests.bot.test_tester18_ops22 import IN_TURN, OUT_OF_TURN


async def test_note17_on_telegram_the_o1_button_offers_the_turns_out_of_rotation_across_a_restart(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], tmp_path: Path
) -> None:
    """The same through the Telegram fake: a stranger's « ➜ Ouvrir » press is refused; the director's opens
    Déclaration hors tour whose turn buttons are the six out of rotation, still after a restart."""
    turn = tr.short_hash("turn")

    def turn_buttons(driver: Driver, since: int = 0) -> list[str] | None:
        for message in reversed(driver.messages()[since:]):
            labels = [
                text
                for text, data in FakeTelegram.buttons(message)
                if data and (p := tr.decode(data)) is not None and p.kind == "a" and p.ref == turn
            ]
            if labels:
                return labels
        return None

    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    dominique, bob = Driver(fake, group, DOMINIQUE), Driver(fake, group, BOB)
    async with polling(bot_factory().build()):
        (live,) = await dominique.send("/arbitre")
        data = await topic_button(dominique, live, "enchere_insuffisante")
        edits = live["edits"]
        assert not (await dominique.press(live, data)).get("show_alert")
        await fake.wait(lambda: live["edits"] > edits, chat_id=dominique.chat_id)
        await answer(dominique, "enchere_insuffisante", "in_rotation", "no")
        ruling = await fake.wait(
            lambda: next(
                (m for m in reversed(dominique.messages()) if any(p.kind == "o" for p in presses(m))), None
            ),
            chat_id=dominique.chat_id,
        )
        assert (await bob.press(ruling, press_data(ruling, "o"))).get("show_alert")  # a stranger's press
        assert not (await dominique.press(ruling, press_data(ruling, "o"))).get("show_alert")
        labels = await fake.wait(lambda: turn_buttons(dominique), chat_id=dominique.chat_id)
    async with polling(bot_factory().build()):  # a restart mid-walk
        before = len(dominique.messages())
        await dominique.send("/incidents 2")
        again = await fake.wait(lambda: turn_buttons(dominique, before), chat_id=dominique.chat_id)
    for shown in (labels, again):
        assert len(shown) == len(OUT_OF_TURN), shown
        assert not any(label.startswith(IN_TURN) for label in shown), shown
    store = await Store(tmp_path / "arbitre.sqlite3").open()
    second = await store.get("2")
    assert (
        second is not None
        and second.topic == "declaration_hors_tour"
        and second.answers_dict() == {"call": "bid"}
    )
    await store.close()

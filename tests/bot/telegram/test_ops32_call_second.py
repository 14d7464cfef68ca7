"""Ops32 (bugs between two features), on Telegram: an incident opened from a call's button, then its second
irregularity. The second incident keeps the call's board and table, is the director's (his judgements on it accepted,
81C), and names the first."""

from __future__ import annotations

from collections.abc import Callable

from bot.adapters.telegram.handlers import TelegramBot
from bot.incidents.store import Store
from tests.bot.telegram.conftest import press_data, topic_button
from tests.bot.telegram.fake_telegram import FakeTelegram, polling
from tests.bot.telegram.test_ops13_call_pairs import latest
from tests.bot.telegram.test_queue import bot_factory, call_from, data_of, open_event, rooms  # noqa: F401
from tests.bot.telegram.test_worksheet import answer
from tests.bot.test_worksheet import path_where

TOPIC = "information_non_autorisee"


async def test_an_incident_from_a_call_then_its_second_irregularity(
    fake: FakeTelegram,
    bot_factory: Callable[..., TelegramBot],  # noqa: F811
    store: Store,
) -> None:
    dominique, alice, anne, _ = rooms(fake)
    path = path_where(TOPIC, lambda r: r.adjusted_score is not None)
    async with polling(bot_factory(rate_limit=False).build()):
        await open_event(dominique)
        posted = await call_from(alice, anne, "/appel 12 5 hésitation en Nord")
        assert not (await anne.press(posted, data_of(posted, "take"))).get("show_alert")
        before = len(anne.messages())
        assert not (await anne.press(posted, data_of(posted, "inc"))).get("show_alert")
        menu = await latest(anne, "Thèmes trouvés", before)
        await anne.press(menu, await topic_button(anne, menu, TOPIC))
        for question_id, value in path:
            await answer(anne, TOPIC, question_id, value)
        ruled = await latest(anne, "DÉCISION")
        said, second = await anne.press_and_wait(ruled, press_data(ruled, "d"), new=2)
        assert "Incident #2 ouvert : deuxième irrégularité" in said["text"]
        await anne.press(second, await topic_button(anne, second, TOPIC))
        for (
            question_id,
            value,
        ) in path:  # her judgements among them (ui_exists, logical_alternative, damaged…)
            await answer(anne, TOPIC, question_id, value)
    first, two = await store.get("1"), await store.get("2")
    assert first is not None and two is not None
    assert two.opened_by_director and two.second_of == "1" and two.answers_dict() == dict(path)
    assert two.deal is not None and first.deal is not None
    assert (two.deal.board, two.deal.table) == (first.deal.board, first.deal.table) == ("5", "12")

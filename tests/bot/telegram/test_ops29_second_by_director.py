"""Ops29 (found with tester24 P4's test): in a Telegram group a director who opened an incident himself and then its
second irregularity (« ➕ 2e irrégularité », /deuxieme, or a ruling's « ➜ Ouvrir … ») was taken for a player for the
new incident — his directorship is looked up only for someone else's incident — so it was recorded as opened by a
player (« ⚖️ Jugement de l'arbitre : seul un arbitre y répond ») and his own judgements on it were refused (81C).
The opener of a new incident is now looked up: the second irregularity is his to judge."""

from __future__ import annotations

from collections.abc import Callable

from bot.adapters.telegram.handlers import TelegramBot
from bot.incidents.store import Store
from tests.bot.telegram.conftest import DOMINIQUE, GROUP_ID, Driver, press_data, topic_button
from tests.bot.telegram.fake_telegram import FakeTelegram, polling
from tests.bot.telegram.test_ops16_two_revokes import FIRST
from tests.bot.telegram.test_worksheet import answer
from tests.bot.test_worksheet import path_where

TOPIC = "information_non_autorisee"


async def test_a_director_s_second_irregularity_is_his_to_judge(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], store: Store
) -> None:
    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    director = Driver(fake, group, DOMINIQUE)
    path = path_where(TOPIC, lambda r: r.adjusted_score is not None)
    async with polling(bot_factory().build()):
        (live,) = await director.send("/renonce")
        await director.answer_live("renonce", FIRST, live)
        _said, menu = await director.press_and_wait(live, press_data(live, "d"), new=2)
        await director.press(menu, await topic_button(director, menu, TOPIC))
        await fake.wait(
            lambda: "Jugement de l'arbitre" not in menu["text"] and "Question" in menu["text"],
            chat_id=GROUP_ID,
        )
        for (
            question_id,
            value,
        ) in path:  # his judgements among them (ui_exists, logical_alternative, damaged…)
            await answer(director, TOPIC, question_id, value)
    second = await store.get("2")
    assert second is not None and second.opened_by_director
    assert second.ruling_id is not None and second.answers_dict() == dict(path)

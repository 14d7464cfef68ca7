"""Ops32 on Telegram: a second irregularity took the first incident's penalty card (offered « d'après l'incident #1 »
and chosen), then the first is abandoned with /annuler 1: the reply names the second incident and the fact it keeps
(the engine's twin, with the negative case: tests/bot/test_ops32_abandoned_source.py)."""

from __future__ import annotations

from collections.abc import Callable

from bot.adapters.telegram.handlers import TelegramBot
from bot.incidents.store import Store
from tests.bot.telegram.conftest import DOMINIQUE, GROUP_ID, Driver, press_data, topic_button
from tests.bot.telegram.fake_telegram import FakeTelegram, polling
from tests.bot.telegram.test_worksheet import answer
from tests.bot.test_ops32_abandoned_source import SAID
from tests.bot.test_second_irregularity import PENALTY_CARD, REFUSED_LEAD


async def test_abandoning_the_first_incident_names_the_facts_the_second_took_on_telegram(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], store: Store
) -> None:
    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    director = Driver(fake, group, DOMINIQUE)
    async with polling(bot_factory(rate_limit=False).build()):
        (live,) = await director.send("/arbitre")
        edits = live["edits"]
        await director.press(live, await topic_button(director, live, "cartes_penalisees"))
        await fake.wait(lambda: live["edits"] > edits, chat_id=GROUP_ID)
        for question_id, value in PENALTY_CARD:
            await answer(director, "cartes_penalisees", question_id, value)
        _said, menu = await director.press_and_wait(live, press_data(live, "d"), new=2)
        await director.press(menu, await topic_button(director, menu, "attaque"))
        await fake.wait(lambda: "Question" in menu["text"], chat_id=GROUP_ID)
        for question_id, value in [*REFUSED_LEAD, ("already_penalty_card", "yes")]:
            await answer(director, "attaque", question_id, value)
        said = "\n".join(m["text"] for m in await director.send("/annuler 1"))
    assert SAID in said, said
    first, second = await store.get("1"), await store.get("2")
    assert first is not None and second is not None and ("already_penalty_card", "yes") in second.answers

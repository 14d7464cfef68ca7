"""Two irregularities at one table on one board, from a call of the online event's queue (ops13 §2): the
call's incident is the refused opening lead out of turn (54D); « ➕ 2e irrégularité » adds the same
defender's honour exposed during the auction (24E). The lead's incident is offered the earlier penalty card
(« d'après l'incident #2 »), said in the directors' group; confirmed, it rules with Law 51 as in the usual
order; « Réglé » then tells the caller both rulings, the combined one first."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

from bot.adapters.telegram.handlers import TelegramBot
from bot.adapters.telegram.settings import CALL_MESSAGES
from bot.incidents.store import Store
from tests.bot.telegram.conftest import GROUP_ID, Driver, press_data, topic_button
from tests.bot.telegram.fake_telegram import FakeTelegram, polling
from tests.bot.telegram.test_queue import call_from, data_of, open_event, rooms
from tests.bot.telegram.test_worksheet import answer
from tests.bot.test_ops13_pairs_order import COMBINED, HONOUR, LEAD


async def latest(driver: Driver, words: str, after: int = 0) -> dict[str, Any]:
    def found() -> dict[str, Any] | None:
        return next((m for m in reversed(driver.messages()[after:]) if words in m["text"]), None)

    return await driver.fake.wait(found, chat_id=driver.chat_id)


async def test_a_calls_lead_then_the_honour_added_with_plus(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], store: Store
) -> None:
    dominique, alice, anne, _ = rooms(fake)
    async with polling(bot_factory(rate_limit=False, call_layout=CALL_MESSAGES).build()):
        await open_event(dominique)
        posted = await call_from(alice, anne, "/appel 12 5 entame hors tour en Ouest")
        assert not (await anne.press(posted, data_of(posted, "take"))).get("show_alert")
        before = len(anne.messages())
        assert not (await anne.press(posted, data_of(posted, "inc"))).get("show_alert")
        menu = await latest(anne, "Thèmes trouvés", before)
        await anne.press(menu, await topic_button(anne, menu, "entame"))
        for question_id, value in LEAD.items():
            await answer(anne, "entame", question_id, value)
        ruled = await latest(anne, "DÉCISION")
        assert "54D" in ruled["text"] and "51B2c" not in ruled["text"]
        said, second = await anne.press_and_wait(ruled, press_data(ruled, "d"), new=2)
        assert "Incident #2 ouvert : deuxième irrégularité" in said["text"]
        before = len(anne.messages())
        await anne.press(second, await topic_button(anne, second, "carte_exposee_encheres"))
        for question_id, value in HONOUR.items():
            await answer(anne, "carte_exposee_encheres", question_id, value)
        offered = await latest(anne, "l'incident #2 y établit", before)
        assert offered["text"].startswith(
            "Incident #1 (même donne) : s'il a eu lieu avant, à la table, l'incident #2 y établit"
        )
        first = await store.get("1")
        assert first is not None and first.ruling_id != COMBINED  # offered, not applied
        await answer(anne, "entame", "already_penalty_card", "yes")
        for _ in range(100):  # the press is answered before the live message is edited
            first = await store.get("1")
            if first is not None and first.ruling_id == COMBINED:
                break
            await asyncio.sleep(0.1)
        assert first is not None and first.ruling_id == COMBINED
        told = len(alice.messages())
        assert not (await anne.press(posted, data_of(posted, "close"))).get("show_alert")
        (settled,) = (await fake.wait_sent(GROUP_ID, told + 1))[told:]
    text = settled["text"]
    assert "Décision (incident #1)" in text and "Décision (incident #2)" in text
    assert "51B" in text and text.index("incident #1") < text.index("incident #2")

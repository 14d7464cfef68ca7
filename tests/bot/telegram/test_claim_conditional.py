"""Issue 36 §1 on Telegram: /position reads the claimer's conditional line as the terminal does
(tests/bot/discord/test_claim_conditional.py), and refuses in French a condition it cannot read."""

from __future__ import annotations

from collections.abc import Callable

from bot.adapters.telegram.handlers import TelegramBot
from bot.incidents.store import Store
from tests.bot.telegram.conftest import ALICE, DOMINIQUE, GROUP_ID, Driver, topic_button
from tests.bot.telegram.fake_telegram import FakeTelegram, polling
from tests.bot.telegram.test_worksheet import answer
from tests.rules.deals.test_claim_conditional import SHOWS_OUT


async def test_position_reads_a_conditional_line_and_refuses_one_it_cannot_read(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], store: Store
) -> None:
    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    alice, director = Driver(fake, group, ALICE), Driver(fake, group, DOMINIQUE)
    async with polling(bot_factory().build()):
        (live,) = await alice.send("/arbitre")
        data = await topic_button(alice, live, "revendication")
        edits = live["edits"]
        assert not (await alice.press(live, data)).get("show_alert")
        await fake.wait(lambda: live["edits"] > edits, chat_id=alice.chat_id)
        await answer(alice, "revendication", "situation", "contested")
        (refused,) = await director.send(f"/position {SHOWS_OUT} ligne=♠A, si Ouest a le roi, ♥2 ♥D")
        assert "la ligne sait lire une condition" in refused["text"]
        assert "Rien n'a été compté." in refused["text"]
        stored = await store.get("1")
        assert stored is not None and stored.claim is None
        count = len(alice.messages())
        await director.send(
            f"/position {SHOWS_OUT} ligne=je tire les piques, s'ils ne sont pas partagés ♥2 ♥D"
        )
        # The count runs in the solver process (started on the first count): a loaded machine is slow.
        await fake.wait(lambda: len(alice.messages()) > count, timeout=60.0, chat_id=alice.chat_id)
        texts = "\n".join(m["text"] for m in alice.messages())
        assert "le camp du revendiquant en fait au moins 1." in texts
    incident = await store.get("1")
    assert incident is not None and incident.claim is not None

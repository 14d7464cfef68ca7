"""tester10 W7: a player who opened an incident in the players' group states the facts; the questions
the Laws leave to the director's judgement (81C, 16B1, 12A, 70) are refused her, nothing changes,
and the director answers them on the same message."""

from __future__ import annotations

from collections.abc import Callable

from bot.adapters.telegram.handlers import TelegramBot
from bot.incidents.store import Store
from tests.bot.telegram.conftest import ALICE, DOMINIQUE, GROUP_ID, Driver, press_data
from tests.bot.telegram.fake_telegram import FakeTelegram, polling
from tests.bot.telegram.test_worksheet import answer

TOPIC = "en_ligne_hesitation"


async def test_a_player_never_answers_the_directors_judgement_in_a_group(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], store: Store
) -> None:
    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    alice, director = Driver(fake, group, ALICE), Driver(fake, group, DOMINIQUE)
    async with polling(bot_factory().build()):
        await alice.send(f"/{TOPIC}")
        await answer(alice, TOPIC, "think_time", "unusual_after")  # a fact: hers to state
        live = next(m for m in reversed(alice.messages()) if m.get("reply_markup"))
        assert "renseigner le partenaire" in live["text"]
        assert "seul un arbitre y répond (Loi 81C)" in live["text"]  # said before anyone presses
        before = await store.get("1")
        refused = await alice.press(live, press_data(live, "a", 0))  # « Oui »: a judgement
        assert refused.get("show_alert")
        assert "jugement de l'arbitre" in refused["text"] and "81C" in refused["text"]
        assert await store.get("1") == before
        # The director answers on the same message, and the walk goes on.
        edits = live["edits"]
        assert not (await director.press(live, press_data(live, "a", 0))).get("show_alert")
        await fake.wait(lambda: live["edits"] > edits, chat_id=GROUP_ID)
    after = await store.get("1")
    assert after is not None and after.answers == (("think_time", "unusual_after"), ("ui_exists", "yes"))
    assert after.ruling_id is None

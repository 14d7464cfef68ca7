"""« Réglé » pressed before the linked incident's ruling (tester7 T10), end to end through the fake
Bot API: nothing changes without a confirmation, and a call closed anyway sends its caller the
ruling when it comes, once."""

from __future__ import annotations

from collections.abc import Callable

import rules
from bot.adapters.telegram.handlers import TelegramBot
from bot.events.model import CallState
from tests.bot.telegram.conftest import GROUP_ID, topic_button
from tests.bot.telegram.fake_telegram import FakeTelegram, polling
from tests.bot.telegram.test_flow import REVOKE
from tests.bot.telegram.test_queue import DIRECTORS_ID, bot_factory, call_from, data_of, open_event, rooms

__all__ = ["bot_factory"]  # the fixture, shared with test_queue.py


async def test_closing_a_call_before_its_ruling_asks_and_the_caller_gets_the_ruling_later(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]
) -> None:
    dominique, alice, anne, _ = rooms(fake)
    bot = bot_factory()
    async with polling(bot.build()):
        await open_event(dominique)
        posted = await call_from(alice, anne, "/appel 12 5 renonce en Est")
        before = len(anne.messages())
        await anne.press(posted, data_of(posted, "inc"))
        menu = await anne.wait_keyboard(before)
        told, edits = len(alice.messages()), posted["edits"]
        # « Réglé » while the incident has no ruling: refused in French, the call stays taken.
        answer = await anne.press(posted, data_of(posted, "close"))
        assert answer.get("show_alert") and "L'incident #1" in answer["text"]
        assert "n'a pas encore de décision : rien n'a changé" in answer["text"]
        call = await bot.calls.desk.get_call("1")
        assert call is not None and call.state is CallState.TAKEN
        await fake.wait(lambda: posted["edits"] > edits, chat_id=DIRECTORS_ID)
        labels = [text for text, _ in FakeTelegram.buttons(posted)]
        assert "⚠️ Régler sans décision" in labels and "✅ Réglé" not in labels
        assert len(alice.messages()) == told
        # Closed anyway: the caller is told the ruling will follow.
        answer = await anne.press(posted, data_of(posted, "cok"))
        assert not answer.get("show_alert"), answer
        (closed,) = (await fake.wait_sent(GROUP_ID, told + 1))[told:]
        assert closed["text"] == (
            "Table 12 : l'appel est réglé par Anne. Incident #1 : la décision vous sera envoyée ici dès "
            "qu'elle sera rendue."
        )
        # The ruling, given afterwards, reaches the caller once.
        topic = await topic_button(anne, menu, "renonce")
        edits = menu["edits"]
        await anne.press(menu, topic)
        await fake.wait(lambda: menu["edits"] > edits, chat_id=DIRECTORS_ID)
        ruled = await anne.answer_live("renonce", REVOKE, menu)
        assert "DÉCISION" in ruled["text"]
        (ruling_sent,) = (await fake.wait_sent(GROUP_ID, told + 2))[told + 1 :]
        # tester10 W5: the ruling foresees a mark; recorded, it reaches the caller too, once.
        await anne.send("/marque #1 EO 4♠-1")
        (mark_sent,) = (await fake.wait_sent(GROUP_ID, told + 3))[told + 2 :]
        await anne.send("/marque #1 EO 4♠-2")  # a second mark: the caller is not told again
    assert mark_sent["text"].startswith("Table 12 : Décision (incident #1)")
    assert "Marque : Nord-Sud +50 points ; Est-Ouest -50 points" in mark_sent["text"]
    ruling = rules.next_step("renonce", REVOKE).ruling
    assert ruling is not None
    assert (
        ruling_sent["text"]
        == f"Table 12 : Décision (incident #1) : {ruling.title} ({', '.join(ruling.laws)}). Appel possible jusqu'à "
        f"{rules.load_regulation('ffb_en_ligne').appeal_minutes} min après la publication des résultats officiels "
        "(Loi 92B)."
    )
    assert len(alice.messages()) == told + 3

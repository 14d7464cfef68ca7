"""Tester7 T9: an incident opened from an online event's call is described without « en ligne » in
the words (« il a hésité avant de passer ») — it is online all the same, and the online topic (the
think time recorded, 85A1) comes first; a club incident's same words keep the club topic. End to end
through the fake Bot API."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import rules
from bot.adapters.telegram.handlers import TelegramBot
from bot.adapters.telegram.settings import CALL_MESSAGES
from tests.bot.telegram.conftest import ALICE, Driver, make_bot
from tests.bot.telegram.fake_telegram import FakeTelegram, polling
from tests.bot.telegram.test_queue import call_from, data_of, open_event, rooms

WORDS = "Nord a longuement hésité avant de passer sur 3♠, Sud a dit 4♥"


@pytest.fixture
def bot_factory(fake: FakeTelegram, tmp_path: Path) -> Callable[..., TelegramBot]:
    def build(**overrides: Any) -> TelegramBot:
        return make_bot(fake, tmp_path / "arbitre.sqlite3", **{"call_layout": CALL_MESSAGES, **overrides})

    return build


def first_button(message: dict[str, Any]) -> str:
    return next(title for title, _ in FakeTelegram.buttons(message))


async def test_words_for_an_incident_opened_from_an_online_call_find_the_online_topic_first(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]
) -> None:
    dominique, alice, anne, _ = rooms(fake)
    async with polling(bot_factory().build()):
        await open_event(dominique)
        posted = await call_from(alice, anne, "/appel 12 5 hésitation en Nord")
        before = len(anne.messages())
        answer = await anne.press(posted, data_of(posted, "inc"))
        assert not answer.get("show_alert"), answer
        menu = await anne.wait_keyboard(before)
        before = len(anne.messages())
        await fake.user_sends(anne.chat, anne.user, WORDS, reply_to=menu)
        found = await anne.wait_keyboard(before)
    assert "Thèmes trouvés" in found["text"]
    assert first_button(found) == rules.get_topic("en_ligne_hesitation").title


async def test_the_same_words_at_the_club_find_the_club_topic(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]
) -> None:
    alice = Driver(fake, fake.private_chat(ALICE), ALICE)
    async with polling(bot_factory().build()):
        (menu,) = await alice.send(WORDS)
    assert first_button(menu) == rules.get_topic("information_non_autorisee").title

"""Tester24 P11 on Telegram: a long claim count (10 cards a hand) never holds the director's own answers. The chat's
updates are handled one at a time; /position used to await the count (up to 8 minutes on a loaded machine), so a
press waited for it. The count now runs on its own: the director's answer is taken at once and the count is
abandoned (never recorded after his answers, 10A)."""

from __future__ import annotations

import time
from collections.abc import Callable

import pytest

import rules.deals.count
from bot.adapters.telegram.handlers import TelegramBot
from bot.incidents.store import Store
from tests.bot.solver_tasks import slow_count
from tests.bot.telegram.conftest import ALICE, DOMINIQUE, GROUP_ID, Driver, topic_button
from tests.bot.telegram.fake_telegram import FakeTelegram, polling
from tests.bot.telegram.test_worksheet import answer
from tests.bot.test_ops26_count_keys import TEN


async def test_the_director_answers_during_a_long_count_and_it_gives_way(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(rules.deals.count, "count_claim", slow_count)  # 120 s in the solver's process
    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    alice, director = Driver(fake, group, ALICE), Driver(fake, group, DOMINIQUE)
    async with polling(bot_factory().build()):
        (live,) = await alice.send("/arbitre")
        data = await topic_button(alice, live, "revendication")
        edits = live["edits"]
        assert not (await alice.press(live, data)).get("show_alert")
        await fake.wait(lambda: live["edits"] > edits, chat_id=alice.chat_id)
        await answer(alice, "revendication", "situation", "contested")
        count = len(alice.messages())
        await director.send(f"/position {TEN}")
        notice = await fake.wait(
            lambda: next((m for m in alice.messages()[count:] if "Comptage en cours" in m["text"]), None),
            timeout=60.0,
            chat_id=alice.chat_id,
        )
        assert "8 minutes au plus si la machine est chargée" in notice["text"]
        assert "Si vous répondez vous-même aux questions de l'incident pendant ce temps" in notice["text"]
        started = time.monotonic()
        await answer(director, "revendication", "trump_out", "no")  # not held by the count
        await fake.wait(
            lambda: any("Comptage abandonné" in m["text"] for m in alice.messages()[count:]),
            timeout=30.0,
            chat_id=alice.chat_id,
        )
        assert time.monotonic() - started < 30  # not the 120 s of the stand-in
    incident = await store.get("1")
    assert incident is not None and incident.claim is None
    assert incident.answers_dict().get("trump_out") == "no"

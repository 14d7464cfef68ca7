"""Tester24 P4 on Telegram, through the fake Bot API: a revoke described with its trick (« Ouest a renoncé à
carreau à la 2e levée »), then its board's claim opened with « ➕ 2e irrégularité » and its tricks typed
(/position … levees=): trick 2 as typed is ♣A ♣2 ♣9 ♣6, Ouest following, and the chat says so — a warning,
the claim goes on. The group's director who opened the claim himself counts it (/position is a director's act,
looked up for its opener as /marque is). The same engine check as the terminal's (tests/bot/test_ops29_revoke_trick.py)."""

from __future__ import annotations

from collections.abc import Callable

import rules
from bot.adapters.telegram.handlers import TelegramBot
from tests.bot.telegram.conftest import DOMINIQUE, GROUP_ID, Driver, press_data, topic_button
from tests.bot.telegram.fake_telegram import FakeTelegram, polling
from tests.bot.telegram.test_deals import document
from tests.bot.telegram.test_worksheet import answer
from tests.bot.test_ops29_revoke_trick import DEAL_FILE, TRICKS, WARNED


async def test_a_revoke_s_trick_against_the_claim_s_tricks_on_telegram(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]
) -> None:
    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    director = Driver(fake, group, DOMINIQUE)
    async with polling(bot_factory(rate_limit=False).build()):
        assert "importée pour ce salon" in await document(director, "t4.pbn", DEAL_FILE.read_bytes())
        (menu,) = await director.send("/arbitre")
        before = len(director.messages())
        await fake.user_sends(
            group,
            DOMINIQUE,
            "donne 1 table 1 Sud joue 7 piques. Ouest a renoncé à carreau à la 2e levée",
            reply_to=menu,
        )
        title = rules.get_topic("renonce").title
        found = await fake.wait(
            lambda: next(
                (m for m in director.messages()[before:] if title in dict(FakeTelegram.buttons(m))), None
            ),
            chat_id=GROUP_ID,
        )
        await director.press(found, dict(FakeTelegram.buttons(found))[title])
        live = await fake.wait(
            lambda: next((m for m in director.messages() if "Où en est le jeu" in m["text"]), None),
            chat_id=GROUP_ID,
        )
        _said, second = await director.press_and_wait(live, press_data(live, "d"), new=2)
        await director.press(second, await topic_button(director, second, "revendication"))
        await fake.wait(lambda: "Que s'est-il passé" in second["text"], chat_id=GROUP_ID)
        await answer(director, "revendication", "situation", "contested")
        count = len(director.messages())
        await director.send(f"/position rev=S atout=♠ main=O levees={TRICKS}")
        await fake.wait(
            lambda: any("Position enregistrée" in m["text"] for m in director.messages()[count:]),
            timeout=60.0,
            chat_id=GROUP_ID,
        )
        said = "\n".join(m["text"] for m in director.messages()[count:])
    assert WARNED.format(claim=2) in said, said

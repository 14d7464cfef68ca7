"""Tester24 P1 on Telegram, end to end through the fake Bot API: « Est a renoncé » described in the club group, Est
a defender (« Qui est le joueur fautif ? »); the Est-Ouest button at « Quel camp a joué le contrat ? » is refused
with why (the 64A1 transfer would go to the offenders), Nord-Sud is taken: 3♦ by N-S, 8 + 2 tricks, +130."""

from __future__ import annotations

from collections.abc import Callable

import rules
from bot.adapters.telegram import render as tr
from bot.adapters.telegram.handlers import TelegramBot
from tests.bot.telegram.conftest import DOMINIQUE, GROUP_ID, Driver
from tests.bot.telegram.fake_telegram import FakeTelegram, polling
from tests.bot.telegram.test_worksheet import answer

WORDS = (
    "donne 3 table 2 ns=2 eo=14 à la 11e levée on s'aperçoit qu'Est a renoncé à pique à la 6e levée, il a remporté "
    "la levée de la renonce"
)
ANSWERS = {
    "offender": "defender",
    "when": "played",
    "later_tricks": "yes",
    "score_wanted": "yes",
    "contract_level": "3",
    "contract_strain": "D",
    "doubling": "none",
}


async def test_the_defending_revoker_s_side_is_refused_as_the_declaring_side(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]
) -> None:
    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    dominique = Driver(fake, group, DOMINIQUE)
    async with polling(bot_factory().build()):
        (menu,) = await dominique.send("/arbitre")
        await fake.user_sends(group, DOMINIQUE, WORDS, reply_to=menu)
        title = rules.get_topic("renonce").title
        found = await fake.wait(
            lambda: next((m for m in dominique.messages() if title in dict(FakeTelegram.buttons(m))), None),
            chat_id=GROUP_ID,
        )
        topic = next(d for t, d in FakeTelegram.buttons(found) if t == title)
        assert not (await dominique.press(found, topic)).get("show_alert")
        for question_id, value in ANSWERS.items():
            await answer(dominique, "renonce", question_id, value)
        ref = tr.short_hash("declarer_side")
        asking = await fake.wait(
            lambda: next(
                (
                    m
                    for m in reversed(dominique.messages())
                    if any(
                        (p := tr.decode(d)) is not None and p.kind == "a" and p.ref == ref
                        for _, d in FakeTelegram.buttons(m)
                    )
                ),
                None,
            ),
            chat_id=GROUP_ID,
        )
        east_west = next(d for t, d in FakeTelegram.buttons(asking) if t.endswith("Est-Ouest"))
        refused = await dominique.press(asking, east_west)
        assert refused.get("show_alert"), refused
        assert "le fautif est un joueur de la défense" in refused["text"]
        assert "le contrat était joué par Nord-Sud" in refused["text"]
        await answer(dominique, "renonce", "declarer_side", "ns")
        await answer(dominique, "renonce", "tricks_taken", "8")
        await fake.wait(
            lambda: (
                "marque du camp du déclarant : +130" in "\n".join(m["text"] for m in dominique.messages())
            ),
            chat_id=GROUP_ID,
        )

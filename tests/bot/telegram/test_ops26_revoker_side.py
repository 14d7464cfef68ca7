"""Tester24 P1 and ops26 on Telegram, end to end through the fake Bot API: « Est a renoncé » described in the club
group, Est a defender (« Qui est le joueur fautif ? »): « Quel camp a joué le contrat ? » is settled, Nord-Sud, said
with why (« Compris : … seule réponse possible … »); no Est-Ouest button is ever offered (it would give the 64A1
transfer to the offenders), also after « ↩ Retour »; 3♦ by N-S, 8 + 2 tricks, +130."""

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


async def test_the_defending_revoker_s_side_is_never_offered_as_the_declaring_side(
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
        said = await fake.wait(
            lambda: next(
                (m["text"] for m in dominique.messages() if "Quel camp a joué le contrat ?" in m["text"]),
                None,
            ),
            chat_id=GROUP_ID,
        )
        assert (
            "→ Nord-Sud (seule réponse possible : La description dit « Est a renoncé » et le fautif est"
            in said
        )
        ref = tr.short_hash("declarer_side")
        offered = [
            t
            for m in dominique.messages()
            for t, d in FakeTelegram.buttons(m)
            if (p := tr.decode(d)) is not None and p.kind == "a" and p.ref == ref
        ]
        assert not any("Est-Ouest" in t for t in offered), offered
        await dominique.send("/retour", new=0)  # the settled answer taken back: asked, Nord-Sud alone offered
        asking = await fake.wait(
            lambda: next(
                (
                    m
                    for m in reversed(dominique.messages())
                    if any(
                        (p := tr.decode(d)) is not None and p.ref == ref for _, d in FakeTelegram.buttons(m)
                    )
                ),
                None,
            ),
            chat_id=GROUP_ID,
        )
        sides = [
            t
            for t, d in FakeTelegram.buttons(asking)
            if (p := tr.decode(d)) is not None and p.kind == "a" and p.ref == ref
        ]
        assert len(sides) == 1 and sides[0].endswith("Nord-Sud"), sides
        await answer(dominique, "renonce", "declarer_side", "ns")
        await answer(dominique, "renonce", "tricks_taken", "8")
        await fake.wait(
            lambda: (
                "marque du camp du déclarant : +130" in "\n".join(m["text"] for m in dominique.messages())
            ),
            chat_id=GROUP_ID,
        )

"""Tester19 Q13d through the fake Bot API: a peer poll (16B1b) only on an incident whose topic asks the
logical-alternative judgement — refused in French on a revoke, taken on an online hesitation."""

from __future__ import annotations

from collections.abc import Callable

from bot.adapters.telegram.handlers import TelegramBot
from tests.bot.telegram.conftest import DOMINIQUE, GROUP_ID, Driver
from tests.bot.telegram.fake_telegram import FakeTelegram, polling

HAND = "♠K1098 ♥7 ♦AQ54 ♣J32 — 1♥ 1♠ 2♥ ? après une longue hésitation du partenaire : que dites-vous ?"


async def test_no_poll_on_a_revoke_and_one_on_an_online_hesitation(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]
) -> None:
    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    director = Driver(fake, group, DOMINIQUE)
    async with polling(bot_factory().build()):
        (opened,) = await director.send("/arbitre renonce")
        assert "Incident #1" in opened["text"]
        (refused,) = await director.send(f"/sondage 1 30 | Passe, 4♠, Contre | {HAND}")
        assert "Le sondage sert à juger une alternative logique (Loi 16B1b)" in refused["text"]
        assert "l'incident #1 (Renonce) ne demande pas ce jugement" in refused["text"]
        assert not [m for m in fake.sent(GROUP_ID) if "poll" in m]
        (online,) = await director.send("/arbitre en_ligne_hesitation")
        assert "Incident #2" in online["text"]
        posted = await director.send(f"/sondage 2 30 | Passe, 4♠, Contre | {HAND}", new=4)
        assert "Sondage n°1 publié" in posted[3]["text"]

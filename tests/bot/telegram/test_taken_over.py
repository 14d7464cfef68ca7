"""Tester10 W19, W20 (HIGH): once a director has acted on an incident a player opened, the player may
read it and add notes, but not go back over its answers nor abandon it (81C): Paul replaced the 8 tricks
the director's mark rested on by 11, and `/annuler` withdrew the director's mark."""

from __future__ import annotations

from collections.abc import Callable

from bot.adapters.telegram.handlers import TelegramBot
from tests.bot.telegram.conftest import ALICE, DOMINIQUE, GROUP_ID, Driver, answer_press
from tests.bot.telegram.fake_telegram import FakeTelegram, polling


async def test_a_player_cannot_undo_or_abandon_what_a_director_answered(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]
) -> None:
    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    alice, dominique = Driver(fake, group, ALICE), Driver(fake, group, DOMINIQUE)
    async with polling(bot_factory().build()):
        (live,) = await alice.send("/renonce@arbitre_bot")
        first = answer_press("renonce", live, {"situation": "not_followed"})
        assert first is not None
        await dominique.press(live, first)  # the director answers: he has the incident in hand
        await fake.wait(lambda: "Question 2 — " in live["text"], chat_id=GROUP_ID)
        (back,) = await alice.send("/retour")
        assert (
            "Un arbitre a pris en main l'incident #1" in back["text"]
            and "Rien n'a été modifié" in back["text"]
        )
        (cancel,) = await alice.send("/annuler")
        assert "Un arbitre a pris en main l'incident #1" in cancel["text"]
        (note,) = await alice.send("/note Est dit qu'il n'avait plus de trèfle")
        assert "Un arbitre a pris" not in note["text"]
        assert "Question 2 — " in live["text"]  # nothing moved
        await dominique.send("/retour", new=0)  # the director still may: the live message goes back
        await fake.wait(lambda: "Question 1 — " in live["text"], chat_id=GROUP_ID)

"""Tester15 V10 on Telegram, end to end through the fake Bot API: the revoke described in words in the club
group (« Sud joue 4♠ contré … Le décla a renoncé »), answered with the buttons, a restart between the ruling
and the mark; the sheet's buttons offer only « Résultat corrigé, déclarant NS »; a stranger's press is
refused; the Est-Ouest button of a message from before the side was known is refused with why; the
director's press records Nord-Sud -200, +790 at the table (64A2, 77)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import rules
from bot.adapters.telegram import render as tr
from bot.adapters.telegram.handlers import TelegramBot
from bot.incidents.store import Store
from bot.scores.offer import QUICK_CHOICES
from tests.bot.telegram.conftest import BOB, DOMINIQUE, GROUP_ID, Driver, press_data
from tests.bot.telegram.fake_telegram import FakeTelegram, polling
from tests.bot.telegram.test_worksheet import answer
from tests.bot.test_ops19_v10 import V10

ANSWERS = {
    "when": "played",
    "score_wanted": "yes",
    # « vulnérable ? » and who won the revoke trick (« c'est le mort qui a pris la levée »): answered by the
    # words (tester16 T7, T5)
    "tricks_taken": "10",
}
NS, EO = "Résultat corrigé, déclarant NS", "Résultat corrigé, déclarant EO"


async def test_v10_on_telegram_only_the_declarer_s_side_is_offered_and_recorded(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], tmp_path: Path
) -> None:
    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    dominique, bob = Driver(fake, group, DOMINIQUE), Driver(fake, group, BOB)
    async with polling(bot_factory().build()):
        (menu,) = await dominique.send("/arbitre")
        before = len(dominique.messages())
        await fake.user_sends(group, DOMINIQUE, V10, reply_to=menu)
        (found,) = (await fake.wait_sent(dominique.chat_id, before + 1))[before:]
        topic = next(d for t, d in FakeTelegram.buttons(found) if t == rules.get_topic("renonce").title)
        before = len(dominique.messages())
        assert not (await dominique.press(found, topic)).get("show_alert")
        for question_id, value in ANSWERS.items():  # each on whichever message carries its question
            await answer(dominique, "renonce", question_id, value)
        await fake.wait(
            lambda: "Résultat : 4♠ X" in "\n".join(m["text"] for m in dominique.messages()), chat_id=GROUP_ID
        )
        said = "\n".join(m["text"] for m in dominique.messages())
        assert "Quel camp a joué le contrat ? → Nord-Sud (« Sud joue 4♠ contré »)" in said, said
        assert "Résultat : 4♠ X -1 ; marque du camp du déclarant : -200." in said
    async with polling(bot_factory().build()):  # a restart between the ruling and the mark
        labels = [label for m in dominique.messages() for label, _ in FakeTelegram.buttons(m)]
        assert NS in labels and EO not in labels
        sheet = next(
            m for m in reversed(dominique.messages()) if any(t == NS for t, _ in FakeTelegram.buttons(m))
        )
        data = press_data(sheet, "s", len(QUICK_CHOICES))
        assert (await bob.press(sheet, data)).get("show_alert")  # a stranger's press: refused
        # The Est-Ouest button, as a message shown before the side was known carried it: refused, with why.
        shown = tr.decode(data)
        assert shown is not None
        other = tr.encode(tr.Press("s", shown.incident_id, shown.version, None, len(QUICK_CHOICES) + 1))
        refused = await dominique.press(sheet, other)
        assert refused.get("show_alert") and "Le contrat a été joué par Nord-Sud" in refused.get("text", "")
        assert "choisissez « Résultat corrigé, déclarant NS »" in refused["text"]
        (recorded,) = await dominique.press_and_wait(sheet, data)
        assert "Nord-Sud -200 points" in recorded["text"], recorded["text"]
    store = await Store(tmp_path / "arbitre.sqlite3").open()
    revoke = await store.get("1")
    assert revoke is not None and revoke.score is not None and len(revoke.scores) == 1
    assert (revoke.score.ns, revoke.score.before) == ("-200 points", "+790 points")
    await store.close()

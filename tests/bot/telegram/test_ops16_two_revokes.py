"""Directors together on Telegram, end to end through the fake Bot API (ops16): a second revoke opened with
« ➕ 2e irrégularité » on the first, in the club group. « Quelle est l'autre renonce ? » shows only what the two
offenders allow (two defenders: never « l'autre camp »), a stranger's press is refused, a restart keeps the
buttons, two directors pressing at once record one answer, the one its button showed, and « retour » brings
the same three choices back."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from bot.adapters.telegram import render as tr
from bot.adapters.telegram.handlers import TelegramBot
from bot.incidents.store import Store
from tests.bot.telegram.conftest import ALICE, BOB, DOMINIQUE, GROUP_ID, Driver, press_data, topic_button
from tests.bot.telegram.fake_telegram import FakeTelegram, polling
from tests.bot.telegram.test_worksheet import answer

FIRST = {
    "situation": "not_followed",
    "offender": "defender",
    "when": "after_play",
    "transfer_tricks": "partner",
}
OTHER = "Quelle est l'autre renonce ?"
SHOWN = ["Le même joueur a renoncé", "Le même joueur, dans une autre couleur", "Son partenaire"]


def answer_buttons(message: dict) -> list[tuple[str, str, int]]:
    return [
        (text, data, p.index or 0)
        for text, data in FakeTelegram.buttons(message)
        if (p := tr.decode(data)) is not None and p.kind == "a"
    ]


async def test_the_other_revoke_in_the_club_group(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], store: Store
) -> None:
    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    alice, bob, dominique = (
        Driver(fake, group, ALICE),
        Driver(fake, group, BOB),
        Driver(fake, group, DOMINIQUE),
    )
    async with polling(bot_factory().build()):
        (live,) = await alice.send("/renonce")
        await alice.answer_live("renonce", FIRST, live)
        assert "DÉCISION" in live["text"]
        second = press_data(live, "d")
        assert (await bob.press(live, second)).get("show_alert")  # a stranger's press: refused
        _said, menu = await alice.press_and_wait(live, second, new=2)
        await alice.press(menu, await topic_button(alice, menu, "renonce"))
        await fake.wait(lambda: "Qui est le joueur fautif" in menu["text"], chat_id=GROUP_ID)
        await answer(alice, "renonce", "offender", "defender")
        await answer(alice, "renonce", "when", "after_play")
        await fake.wait(lambda: OTHER in menu["text"], chat_id=GROUP_ID)
        shown = answer_buttons(menu)
        assert [
            text.split(". ", 1)[-1][: len(s)] for (text, _, _), s in zip(shown, SHOWN, strict=True)
        ] == SHOWN
        assert not any("autre camp" in text for text, _, _ in shown)
        refused = await bob.press(menu, shown[2][1])  # a stranger's press on a good button
        assert refused.get("show_alert")
    async with polling(bot_factory().build()):  # a restart: the buttons on screen still work
        partner, other_suit = shown[2][1], shown[1][1]
        edits = menu["edits"]
        first, then = await asyncio.gather(
            alice.press(menu, partner), dominique.press(menu, other_suit)
        )  # two directors at once: one is recorded, the other told the question moved on
        alerts = [a for a in (first, then) if a.get("show_alert")]
        assert len(alerts) == 1, (first, then)
        taken = "partner" if not first.get("show_alert") else "same_player_other_suit"
        await fake.wait(lambda: menu["edits"] > edits, chat_id=GROUP_ID)
        incident = await store.get("2")
        assert incident is not None and incident.answers_dict()["second_revoke"] == taken
        edits = menu["edits"]
        await alice.press(menu, press_data(menu, "b"))  # « retour »: the same three choices again
        await fake.wait(lambda: menu["edits"] > edits and f"— {OTHER}" in menu["text"], chat_id=GROUP_ID)
        assert [t for t, _, _ in answer_buttons(menu)] == [t for t, _, _ in shown]

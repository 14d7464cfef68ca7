"""tester10 W13: in a group, the incident's live message always shows the question its buttons
answer — the next follow-up after a follow-up answered under a ruling, and the question a board
recorded with /donne leads to (never the buttons of a question the walk no longer asks)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bot.adapters.telegram import render as tr
from bot.adapters.telegram.handlers import TelegramBot
from tests.bot.telegram.conftest import ALICE, DOMINIQUE, GROUP_ID, Driver, presses, topic_button
from tests.bot.telegram.fake_telegram import FakeTelegram, polling
from tests.bot.telegram.test_worksheet import answer

REVOKE = {"situation": "not_followed", "offender": "defender", "when": "played", "revoke_trick": "offender"}


def asking(driver: Driver, question_id: str) -> list[dict[str, Any]]:
    """The messages whose buttons answer `question_id`."""
    ref = tr.short_hash(question_id)
    return [m for m in driver.messages() if any(p.kind == "a" and p.ref == ref for p in presses(m))]


async def test_each_set_of_buttons_comes_with_its_question(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]
) -> None:
    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    alice, dominique = Driver(fake, group, ALICE), Driver(fake, group, DOMINIQUE)
    async with polling(bot_factory().build()):
        (live,) = await alice.send("/renonce")
        await alice.answer_live("renonce", REVOKE, live)
        assert "au moins une levée" in live["text"]  # 64A1 waits for the end of the hand
        await answer(alice, "renonce", "later_tricks", "yes")
        (shown,) = asking(alice, "score_wanted")
        assert "Calculer le résultat corrigé et sa marque ?" in shown["text"]
        await answer(alice, "renonce", "score_wanted", "yes")
        for question_id, value in (("contract_level", "4"), ("contract_strain", "H"), ("doubling", "none")):
            await answer(alice, "renonce", question_id, value)
        (vulnerable,) = asking(alice, "vulnerable")
        # The board recorded now answers « vulnérable ? »: the same message asks the side instead.
        edits = vulnerable["edits"]
        (said,) = await dominique.send("/donne 3 table=2 ns=4 eo=7")
        assert "donne 3, table 2" in said["text"]
        await fake.wait(lambda: vulnerable["edits"] > edits, chat_id=GROUP_ID)
        assert asking(alice, "vulnerable") == []
        (side,) = asking(alice, "declarer_side")
        assert side is vulnerable and "Quel camp a joué le contrat ?" in side["text"]


async def test_a_stale_topic_button_names_the_topic_chosen(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]
) -> None:
    """W4: the topic button pressed again once the walk has gone on says which topic was chosen, by
    whom and how to change it, never an answer given since (« Enregistré à la place … → Oui »)."""
    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    alice = Driver(fake, group, ALICE)
    async with polling(bot_factory().build()):
        (live,) = await alice.send("/arbitre")
        data = await topic_button(alice, live, "en_ligne_hesitation")
        edits = live["edits"]
        assert not (await alice.press(live, data)).get("show_alert")
        await fake.wait(lambda: live["edits"] > edits, chat_id=GROUP_ID)
        await answer(alice, "en_ligne_hesitation", "think_time", "unusual_after")
        again = await alice.press(live, data)  # her own choice, pressed again
        other = await alice.press(live, data, as_user=DOMINIQUE)  # a director's stale press
    assert again.get("show_alert") and "il est déjà enregistré (thème choisi : « En ligne" in again["text"]
    assert other.get("show_alert") and "n'a PAS été enregistrée" in other["text"]
    assert (
        "Le thème est déjà choisi : « En ligne : hésitation" in other["text"]
        and "(par Alice" in other["text"]
    )
    assert "Enregistré à la place" not in again["text"] + other["text"]

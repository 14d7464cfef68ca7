"""Directors together on Telegram, end to end through the fake Bot API (ops17): a contested claim described
in words in the club group (« Sud joue 4♥ contré »), corrected with « retour » mid-claim, a stranger's press,
a restart between two answers, two directors pressing at once; then its mark: « 4♥+1 » (undoubled) refused
in French, nothing recorded (tester13 Z11), « 4♥X+1 » recorded at the vulnerability given; and a revoke
opened with « ➕ 2e irrégularité », whose answers write no « Ne vaut plus » on the claim."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

import rules
from bot.adapters.telegram import render as tr
from bot.adapters.telegram.handlers import TelegramBot
from bot.incidents.store import Store
from tests.bot.telegram.conftest import ALICE, BOB, DOMINIQUE, GROUP_ID, Driver, answer_press, press_data
from tests.bot.telegram.fake_telegram import FakeTelegram, polling

WORDS = "donne 5 table 2 : Sud joue 4♥ contré ; à la 9e levée Sud revendique le reste, EO contestent"
CLAIM = {"situation": "contested", "trump_out": "no", "line_needed": "no", "tricks_before": "6"}
TITLE = rules.get_topic("revendication").title


def asked(message: dict[str, Any]) -> str | None:
    """The id of the question the message's answer buttons answer, if any."""
    for _, data in FakeTelegram.buttons(message):
        press = tr.decode(data)
        if press is not None and press.kind == "a":
            question = tr.find_question("revendication", press.ref or "")
            return question.id if question is not None else None
    return None


def revoke_asks(message: dict[str, Any]) -> bool:
    """The message carries a question of the revoke, incident #2 (answer buttons of « renonce »)."""
    for _, data in FakeTelegram.buttons(message):
        press = tr.decode(data)
        if press is not None and press.kind == "a" and press.incident_id == "2":
            return tr.find_question("renonce", press.ref or "") is not None
    return False


async def test_a_claim_corrected_restarted_pressed_twice_then_marked(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], store: Store
) -> None:
    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    alice, bob, dominique = (
        Driver(fake, group, ALICE),
        Driver(fake, group, BOB),
        Driver(fake, group, DOMINIQUE),
    )
    async with polling(bot_factory().build()):
        (menu,) = await alice.send("/arbitre")
        before = len(alice.messages())
        await fake.user_sends(group, ALICE, WORDS, reply_to=menu)
        (found,) = (await fake.wait_sent(alice.chat_id, before + 1))[before:]
        topic = next(d for t, d in FakeTelegram.buttons(found) if t == TITLE)
        before = len(alice.messages())
        assert not (await alice.press(found, topic)).get("show_alert")
        live = await fake.wait(
            lambda: next((m for m in alice.messages()[before - 1 :] if asked(m) is not None), None),
            chat_id=GROUP_ID,
        )
        said = "\n".join(m["text"] for m in alice.messages()[before - 1 :])
        assert "Compris : " in said and "(« contestent »)" in said, said  # the words' facts, not asked
        first = asked(live)
        assert first is not None and first != "situation", first
        assert await alice.press_on(live, answer_press("revendication", live, CLAIM) or "")
        second = asked(live)
        assert second is not None and second != first
        # « retour » mid-claim: the situation is asked again, answered again.
        assert not (await alice.press_on(live, press_data(live, "b"))).get("show_alert")
        assert asked(live) == first
        assert not (await alice.press_on(live, answer_press("revendication", live, CLAIM) or "")).get(
            "show_alert"
        )
        assert asked(live) == second
        # A stranger's press is refused privately, nothing recorded.
        version = (await store.get("1")).answers_version  # type: ignore[union-attr]
        stranger = await bob.press(live, answer_press("revendication", live, CLAIM) or "")
        assert stranger.get("show_alert")
        assert (await store.get("1")).answers_version == version  # type: ignore[union-attr]
        pending = answer_press("revendication", live, CLAIM)
        assert pending is not None
    async with polling(bot_factory().build()):  # a restart: the buttons on screen still work
        one, two = await asyncio.gather(alice.press(live, pending), dominique.press(live, pending))
        alerts = [a for a in (one, two) if a.get("show_alert")]
        assert len(alerts) == 1, (one, two)  # two directors at once: one answer recorded
        await fake.wait(lambda: asked(live) != second, chat_id=GROUP_ID)
        await alice.answer_live("revendication", CLAIM, live)
        claim = await store.get("1")
        assert claim is not None and claim.ruling_id == "claim.contested.accepted", claim.ruling_id
        # 6 won + the 5 claimed: 11 tricks, 4♥ doubled +1. Undoubled, the mark contradicts the words.
        (refused,) = await dominique.send("/marque #1 4♥+1 vul=ns")  # the director marks
        assert (
            "« 4♥+1 » est non contré ; la description dit « Sud joue 4♥ contré » (contré)" in refused["text"]
        )
        assert (await store.get("1")).score is None  # type: ignore[union-attr]
        (taken,) = await dominique.send("/marque #1 4♥X+1 vul=ns")
        marked = await store.get("1")
        assert marked is not None and marked.score is not None and marked.score.ns == "+990 points", taken[
            "text"
        ]
        # A revoke of the same board opened from the claim: answering it writes no « Ne vaut plus » on #1.
        ruled = next(
            m
            for m in reversed(alice.messages())
            if any((p := tr.decode(d)) is not None and p.kind == "d" for _, d in FakeTelegram.buttons(m))
        )
        _said, second_menu = await alice.press_and_wait(ruled, press_data(ruled, "d"), new=2)
        renonce = rules.get_topic("renonce").title
        pick = next((d for t, d in FakeTelegram.buttons(second_menu) if t == renonce), None)
        if pick is None:
            from tests.bot.telegram.conftest import topic_button

            pick = await topic_button(alice, second_menu, "renonce")
        assert not (await alice.press(second_menu, pick)).get("show_alert")
        # ops19: wait for the revoke's first question itself, not for « Incident #2 » (the menu says it before
        # it becomes the question): answered or not depended on which came first, a race under load.
        question = await fake.wait(
            lambda: next((m for m in reversed(alice.messages()) if revoke_asks(m)), None), chat_id=GROUP_ID
        )
        revoke = await store.get("2")
        assert revoke is not None and revoke.second_of == "1"
        await alice.answer_live(
            "renonce",
            {
                "situation": "not_followed",
                "offender": "defender",
                "when": "after_play",
                "transfer_tricks": "offender_only",
            },
            question,
        )
        revoke = await store.get("2")
        assert revoke is not None and revoke.ruling_id is not None, revoke.answers  # 64A1: one trick
        claim = await store.get("1")
        assert claim is not None and any(
            n.text.startswith("Renonce de cette donne ouverte à part") for n in claim.notes
        )
        assert not any(n.text.startswith("Ne vaut plus") for n in claim.notes)

"""tester14 W12 on Telegram, end to end through the fake Bot API (ops18): a revoke and a claim of one board
described in words in the club group. The revoke is ruled first (1 trick transferred, 64A1), the claim opened
from its ruling (« ➜ Ouvrir « Revendication ou concession » »): a stranger's press refused, the claim reads the
words, offers at most 6 tricks already won (Ouest won the revoke trick), « retour » mid-claim, a restart
between two answers; then one result for the table: « 4♥+3 » (12 awarded, 70, then the transfer) recorded on
the claim, +510, the revoke's own mark refused, one « Résultat retenu » on the scorer's sheet."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import rules
from bot.adapters.telegram import render as tr
from bot.adapters.telegram.handlers import TelegramBot
from bot.incidents.store import Store
from bot.reports.scorer_sheet import rows
from tests.bot.telegram.conftest import ALICE, BOB, DOMINIQUE, GROUP_ID, Driver, answer_press, press_data
from tests.bot.telegram.fake_telegram import FakeTelegram, polling

WORDS = (
    "donne 5 table 2 : Sud joue 4♥, à la 8e levée Sud a revendiqué le reste, EO contestent ; Ouest avait "
    "renoncé à ♣ à la 4e levée et pris la levée"
)
REVOKE = {"when": "claim", "transfer_tricks": "offender_only"}
CLAIM = {"trump_out": "no", "line_needed": "no", "tricks_before": "6", "claimed": "6"}


def asked(message: dict[str, Any], topic: str) -> str | None:
    """The id of the question the message's answer buttons answer, if any."""
    for _, data in FakeTelegram.buttons(message):
        press = tr.decode(data)
        if press is not None and press.kind == "a":
            question = tr.find_question(topic, press.ref or "")
            return question.id if question is not None else None
    return None


def labels(message: dict[str, Any]) -> list[str]:
    return [text for text, _ in FakeTelegram.buttons(message)]


async def test_the_revoke_then_its_claim_one_table_one_result(
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
        revoke_title = rules.get_topic("renonce").title
        pick = next(d for t, d in FakeTelegram.buttons(found) if t == revoke_title)
        before = len(alice.messages())
        assert not (await alice.press(found, pick)).get("show_alert")
        live = await fake.wait(
            lambda: next((m for m in alice.messages()[before - 1 :] if asked(m, "renonce")), None),
            chat_id=GROUP_ID,
        )
        ruled = await alice.answer_live("renonce", REVOKE, live)
        assert "DÉCISION" in ruled["text"] and "64A1" in ruled["text"]
        opener = next(d for t, d in FakeTelegram.buttons(ruled) if t.startswith("➜ Ouvrir « Revendication"))
        refused = await bob.press(ruled, opener)  # a stranger's press: nothing opened
        assert refused.get("show_alert")
        assert await store.get("2") is None
        before = len(alice.messages())
        assert not (await alice.press(ruled, opener)).get("show_alert")
        claim_live = await fake.wait(
            lambda: next((m for m in alice.messages()[before - 1 :] if asked(m, "revendication")), None),
            chat_id=GROUP_ID,
        )
        said = "\n".join(m["text"] for m in alice.messages()[before - 1 :])
        assert "(« contestent »)" in said, said  # the claim reads its own words, opened from the ruling
        assert asked(claim_live, "revendication") == "trump_out"
        assert not (
            await alice.press_on(claim_live, answer_press("revendication", claim_live, CLAIM) or "")
        ).get("show_alert")
        # « retour » mid-claim: the trump is asked again.
        assert not (await alice.press_on(claim_live, press_data(claim_live, "b"))).get("show_alert")
        assert asked(claim_live, "revendication") == "trump_out"
        await alice.press_on(claim_live, answer_press("revendication", claim_live, CLAIM) or "")
        assert asked(claim_live, "revendication") == "line_needed"
    async with polling(bot_factory().build()):  # a restart between two answers: the buttons still answer
        await alice.press_on(claim_live, answer_press("revendication", claim_live, CLAIM) or "")
        await fake.wait(lambda: asked(claim_live, "revendication") == "tricks_before", chat_id=GROUP_ID)
        offered = labels(claim_live)
        assert "6" in offered and "7" not in offered, (
            offered
        )  # Ouest won the revoke trick, one of the 7 played
        await alice.answer_live("revendication", CLAIM, claim_live)
        claim = await store.get("2")
        assert claim is not None and claim.ruling_id is not None
        assert ("revoke_transfer", "1") in claim.answers and claim.answers_dict()["tricks_before"] == "6"
        assert "il fait 13 levées sur la donne" in claim_live["text"]
        (refused_mark,) = await dominique.send("/marque #2 4♥+1")
        assert "écrivez le résultat de la table, 4♥+3" in refused_mark["text"]
        (taken,) = await dominique.send("/marque #2 4♥+3")
        assert "Résultat de la table : 12 levées au déclarant d'après la revendication (70)" in taken["text"]
        claim = await store.get("2")
        assert claim is not None and claim.score is not None and claim.score.ns == "+510 points"
        (second,) = await dominique.send("/marque #1 4♥+3")
        assert "La revendication liée (incident #2) enregistre déjà le résultat de la table" in second["text"]
    revoke, claim = await store.get("1"), await store.get("2")
    assert revoke is not None and claim is not None and revoke.score is None
    retained = [row["incident"] for row in rows([revoke, claim]) if row["quoi"].startswith("Résultat retenu")]
    assert retained == ["#2"]

"""Issue 32 §3 on Telegram: /position gives a claim's cards, Arbitre counts and proposes the
tricks, the director confirms with a button and the ruling carries the count."""

from __future__ import annotations

from collections.abc import Callable

from bot.adapters.telegram.handlers import TelegramBot
from bot.incidents.store import Store
from tests.bot.telegram.conftest import ALICE, DOMINIQUE, GROUP_ID, Driver, topic_button
from tests.bot.telegram.fake_telegram import FakeTelegram, polling
from tests.bot.telegram.test_worksheet import answer
from tests.bot.test_claim_position import POSITION


async def test_a_claim_counted_from_the_cards_in_a_group(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], store: Store
) -> None:
    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    alice, director = Driver(fake, group, ALICE), Driver(fake, group, DOMINIQUE)
    async with polling(bot_factory().build()):
        (live,) = await alice.send("/arbitre")
        data = await topic_button(alice, live, "revendication")
        edits = live["edits"]
        assert not (await alice.press(live, data)).get("show_alert")
        await fake.wait(lambda: live["edits"] > edits, chat_id=alice.chat_id)
        await answer(alice, "revendication", "situation", "contested")
        # A count is the director's (issue 36 §3): the player who called opens, the director counts.
        (refused,) = await director.send("/position rev=S")
        assert "Il manque « atout= »" in refused["text"]
        count = len(alice.messages())
        await director.send(f"/position {POSITION}")
        # The count runs in the solver process (started on the first count): a loaded machine is slow.
        await fake.wait(lambda: len(alice.messages()) > count, timeout=60.0, chat_id=alice.chat_id)
        texts = "\n".join(m["text"] for m in alice.messages())
        assert "Position enregistrée : 4 levée(s) à jouer" in texts
        # The facts are the player's; the judgements (70C3, the tricks awarded) the director's
        # (tester10 W7: a defender answered « combien attribuez-vous ? »).
        for driver, question_id, value in (
            (alice, "claimed", "4"),
            (alice, "trump_said", "nothing"),
            (director, "trump_maybe_forgotten", "yes"),
            (alice, "tricks_before", "9"),
            (director, "tricks_of_remaining", "2"),
        ):
            await answer(driver, "revendication", question_id, value)
    incident = await store.get("1")
    assert incident is not None and incident.claim is not None
    step = incident.step()
    assert step is not None and step.ruling is not None and step.ruling.tricks_awarded == 11
    assert any("Compté sur les cartes" in m["text"] for m in alice.messages())


async def test_a_claim_on_an_imported_board_in_a_group(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], store: Store
) -> None:
    from tests.bot.telegram.test_deals import SESSION, document
    from tests.bot.test_claim_position import PLAYED

    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    alice, director = Driver(fake, group, ALICE), Driver(fake, group, DOMINIQUE)
    async with polling(bot_factory(rate_limit=False).build()):
        assert "importée pour ce salon" in await document(director, "seance.pbn", SESSION.read_bytes())
        (live,) = await alice.send("/arbitre")
        data = await topic_button(alice, live, "revendication")
        edits = live["edits"]
        assert not (await alice.press(live, data)).get("show_alert")
        await fake.wait(lambda: live["edits"] > edits, chat_id=alice.chat_id)
        await director.send("/donne 5 table=2 ns=2 eo=12")  # the deal is the director's (issue 30 T1)
        await answer(alice, "revendication", "situation", "contested")
        count = len(alice.messages())
        await director.send(f"/position rev=S atout=♠ main=O levees={PLAYED}")
        # The count runs in the solver process (started on the first count): a loaded machine is slow.
        await fake.wait(lambda: len(alice.messages()) > count, timeout=60.0, chat_id=alice.chat_id)
        for question_id, value in (("claimed", "5"), ("trump_said", "nothing")):
            await answer(alice, "revendication", question_id, value)
        # Tester18 R10: the tricks already won have one answer, counted from the tricks played: said, not asked.
        await fake.wait(
            lambda: (
                "Compris : Combien de levées le camp du revendiquant avait-il déjà gagnées avant la revendication ? → 6 (seule réponse possible : Arbitre en compte 6 sur les levées jouées que vous avez données)"
                in "\n".join(m["text"] for m in alice.messages())
            ),
            chat_id=alice.chat_id,
        )
    incident = await store.get("1")
    assert incident is not None and incident.claim_count is not None
    assert incident.claim_count.claim.won_before == 6 and incident.deal is not None
    assert incident.answers_dict()["tricks_before"] == "6"

"""Ops35 on Telegram, through the fake Bot API: features met one after the other."""

from __future__ import annotations

from collections.abc import Callable

from bot.adapters.telegram.handlers import TelegramBot
from bot.incidents.store import Store
from tests.bot.telegram.conftest import DOMINIQUE, GROUP_ID, Driver
from tests.bot.telegram.fake_telegram import FakeTelegram, polling
from tests.bot.test_ops35_between import DOUBTED


async def test_a_board_taken_back_in_the_words_is_not_recorded_and_said(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], store: Store
) -> None:
    """Reviewer26 P-5: « Donne 17, enfin non 18 » records no board; the director is told, /donne 18 is taken."""
    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    director = Driver(fake, group, DOMINIQUE)
    async with polling(bot_factory().build()):
        _question, said = await director.send(
            "/arbitre renonce Donne 17, enfin non 18 : le mort n'a pas fourni", new=2
        )
        assert DOUBTED in said["text"] and "Compris : donne 17" not in said["text"], said["text"]
        incident = await store.get("1")
        assert incident is not None and incident.deal is None
        await director.send("/donne 18 table=3")
    incident = await store.get("1")
    assert incident is not None and incident.deal is not None and incident.deal.board == "18"


async def test_an_import_offers_its_board_and_donnes_joindre_takes_it(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], store: Store
) -> None:
    """A mark, then the session imported: the import says what taking the board would change and nothing changes;
    /donnes joindre records it again (the import's result for these pairs said), the mark kept (the terminal's twin:
    tests/bot/test_ops35_between.py)."""
    from tests.bot.telegram.test_deals import document
    from tests.bot.telegram.test_worksheet import ruled
    from tests.bot.test_ops32_between import AGAIN, PLAYED
    from tests.bot.test_tester5_ops5 import SAMPLE

    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    director = Driver(fake, group, DOMINIQUE)
    async with polling(bot_factory(rate_limit=False).build()):
        await ruled(director, "explication_erronee", lambda r: r.id == "mi.adjust.weighted")
        await director.send("/donne #1 5 table=1 ns=1 eo=15")
        await director.send("/marque #1 60/40")
        said = await document(director, "seance.pbn", SAMPLE.read_bytes())
        assert AGAIN in said and "/donnes joindre" in said and "il prendrait les cartes" in said, said
        incident = await store.get("1")
        assert incident is not None and incident.deal is not None and incident.deal.cards is None
        (joined,) = await director.send("/donnes joindre")
        assert (
            "#1 (donne 5, table 1, Nord-Sud paire 1, Est-Ouest paire 15) : donne importée jointe."
            in joined["text"]
        )
        assert PLAYED in joined["text"], joined["text"]
        (again,) = await director.send("/donnes joindre")
        assert "Aucun incident de ce salon n'attend la donne importée" in again["text"]
    incident = await store.get("1")
    assert incident is not None and incident.deal is not None and incident.deal.cards is not None
    assert incident.score is not None and incident.score.line == "60/40"


async def test_an_appeal_with_its_topic_and_two_decisions_on_its_board_asks_which(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], store: Store
) -> None:
    """Two decisions on board 13, then « /arbitre suites_decision Nord-Sud font appel de ma décision sur la donne 13 »:
    the words attach it to neither, and « quel incident ? » was never asked (the follow-up stayed attached to nothing,
    where the terminal asks): now asked, the most recent first; a press attaches it."""
    from tests.bot.telegram.test_flow import REVOKE

    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    director = Driver(fake, group, DOMINIQUE)
    async with polling(bot_factory().build()):
        for table in ("1", "2"):
            live, _said = await director.send(f"/arbitre renonce donne 13 table {table}", new=2)
            await director.answer_live("renonce", REVOKE, live)
        before = len(director.messages())
        await fake.user_sends(
            group, DOMINIQUE, "/arbitre suites_decision Nord-Sud font appel de ma décision sur la donne 13"
        )
        asked = await fake.wait(
            lambda: next((m for m in director.messages()[before:] if "quel incident ?" in m["text"]), None),
            chat_id=GROUP_ID,
        )
        labels = [label for label, _ in FakeTelegram.buttons(asked)]
        assert labels[0].startswith("#2") and labels[1].startswith("#1"), labels
        await director.press(asked, FakeTelegram.buttons(asked)[1][1])
        await fake.wait(lambda: director.messages()[-1] is not asked, chat_id=GROUP_ID)
    follow = await store.get("3")
    assert follow is not None and follow.follows == "1"

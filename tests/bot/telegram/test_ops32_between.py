"""Ops32 (the brief: « the worst bugs lived between two features each tested alone »), on Telegram through the fake
Bot API: two features one after the other on one incident."""

from __future__ import annotations

from collections.abc import Callable

from bot.adapters.telegram.handlers import TelegramBot
from bot.incidents.store import Store
from tests.bot.telegram.conftest import ALICE, BOB, DOMINIQUE, GROUP_ID, Driver, press_data
from tests.bot.telegram.fake_telegram import FakeTelegram, polling
from tests.bot.telegram.test_deals import document
from tests.bot.telegram.test_worksheet import ruled
from tests.bot.test_ops32_between import AGAIN, PLAYED
from tests.bot.test_tester5_ops5 import SAMPLE


async def test_a_note_mid_question_then_back(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], store: Store
) -> None:
    """A note between two answers, then « retour »: the answer is taken back, the note stays, the buttons work."""
    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    alice = Driver(fake, group, ALICE)
    async with polling(bot_factory().build()):
        (live,) = await alice.send("/renonce")
        first = live["text"]
        assert not (await alice.press_on(live, press_data(live, "a", 0))).get("show_alert")
        (noted,) = await alice.send("/note Est dit avoir eu un cœur.")
        assert "Fait noté sur l'incident #1" in noted["text"]
        back = await alice.press_on(live, press_data(live, "b"))
        assert not back.get("show_alert"), back
        assert live["text"].split("\n")[:3] == first.split("\n")[:3], live["text"]
        assert not (await alice.press_on(live, press_data(live, "a", 0))).get("show_alert")
    incident = await store.get("1")
    assert incident is not None and [n.text for n in incident.notes][-1] == "Est dit avoir eu un cœur."
    assert len(incident.answers) == 1


async def test_a_restart_mid_question_then_a_stranger_s_press(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], store: Store
) -> None:
    """After a restart, the old message's buttons: a stranger's press refused, nothing recorded; the owner's taken."""
    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    alice = Driver(fake, group, ALICE)
    async with polling(bot_factory().build()):
        (live,) = await alice.send("/renonce")
        assert not (await alice.press_on(live, press_data(live, "a", 0))).get("show_alert")
    async with polling(bot_factory().build()):
        refused = await alice.press(live, press_data(live, "a", 0), as_user=BOB)
        assert refused.get("show_alert") and "Alice" in refused["text"], refused
        incident = await store.get("1")
        assert incident is not None and len(incident.answers) == 1
        assert not (await alice.press_on(live, press_data(live, "a", 0))).get("show_alert")
    incident = await store.get("1")
    assert incident is not None and len(incident.answers) == 2


async def test_a_score_then_the_deal_imported(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], store: Store
) -> None:
    """An artificial mark, then the session imported and /donne again: the import's result for these pairs is said
    (the terminal's twin: tests/bot/test_ops32_between.py)."""
    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    director = Driver(fake, group, DOMINIQUE)
    weighted = lambda r: r.id == "mi.adjust.weighted"  # noqa: E731
    async with polling(bot_factory(rate_limit=False).build()):
        await ruled(director, "explication_erronee", weighted)
        await director.send("/donne #1 5 table=1 ns=1 eo=15")
        marked = "\n".join(m["text"] for m in await director.send("/marque #1 60/40"))
        assert PLAYED not in marked
        said = await document(director, "seance.pbn", SAMPLE.read_bytes())
        assert "importée pour ce salon" in said and AGAIN in said and "#1 (donne 5, table 1" in said, said
        again = "\n".join(m["text"] for m in await director.send("/donne #1 5 table=1 ns=1 eo=15"))
    assert PLAYED in again, again
    incident = await store.get("1")
    assert incident is not None and incident.score is not None and incident.score.line == "60/40"

"""`/incidents` lists the rulings that still wait, as the terminal does at launch (round 5, session 4):
the end of the hand, and a mark set aside (« MARQUE À REFAIRE ») after its board changed; `/incidents N`
shows the ruling again with its score sheet and the flag. Seeded through the engine, read through the
fake Telegram."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from bot.adapters.telegram.handlers import TelegramBot
from bot.incidents import incident as inc
from bot.incidents.engine import Engine
from bot.incidents.store import Store
from tests.bot.telegram.conftest import ALICE, Driver
from tests.bot.telegram.fake_telegram import FakeTelegram, polling

CONSUMED = [("situation", "not_followed"), ("offender", "defender"), ("when", "after_play")]
MID_HAND = [*CONSUMED[:2], ("when", "played"), ("revoke_trick", "non_offenders")]


async def seed(engine: Engine, chat: str, actor: inc.Actor) -> None:
    """#1 ruled on board 17 with a mark, then moved to board 5 (the mark set aside); #2 ruled mid-hand;
    #3 marked, then ruled again with another answer (the mark set aside)."""
    first = await engine.open(actor, chat, "renonce")
    assert first.incident is not None
    for question, value in [*CONSUMED, ("transfer_tricks", "partner")]:
        await engine.act(first.incident.id, actor, inc.answer(question, value))
    await engine.act(first.incident.id, actor, inc.deal("17", "1"))
    assert (await engine.act(first.incident.id, actor, inc.score("60/40"))).ok
    moved = await engine.act(first.incident.id, actor, inc.deal("5"))
    assert moved.incident is not None and moved.incident.set_aside is not None
    second = await engine.open(actor, chat, "renonce")
    assert second.incident is not None
    for question, value in MID_HAND:
        await engine.act(second.incident.id, actor, inc.answer(question, value))
    third = await engine.open(actor, chat, "renonce")  # H2: the ruling changed by `r` under its mark
    assert third.incident is not None
    for question, value in [*CONSUMED, ("transfer_tricks", "partner")]:
        await engine.act(third.incident.id, actor, inc.answer(question, value))
    assert (await engine.act(third.incident.id, actor, inc.score("60/40"))).ok
    await engine.act(third.incident.id, actor, inc.back())
    changed = await engine.act(third.incident.id, actor, inc.answer("transfer_tricks", "offender_and_later"))
    assert changed.incident is not None and changed.incident.set_aside is not None


async def test_incidents_lists_the_waiting_rulings_and_the_mark_to_redo(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], tmp_path: Path
) -> None:
    chat = fake.private_chat(ALICE)
    alice = Driver(fake, chat, ALICE)
    engine = Engine(await Store(tmp_path / "arbitre.sqlite3").open())
    await seed(engine, f"telegram:{chat['id']}", inc.Actor("telegram:101", "Alice", True))
    await engine.store.close()
    async with polling(bot_factory().build()):
        listing = "\n".join(m["text"] for m in await alice.send("/incidents"))
        assert "Décisions en attente" in listing
        assert "#2 Renonce — en attente : fin du coup, Fin du coup : après la levée de la renonce" in listing
        assert "(/incidents 2)" in listing
        assert (
            "#1 Renonce — en attente : MARQUE À REFAIRE, marque enregistrée sur la donne 17, pas sur la donne 5"
            in listing
        )
        assert "(/marque #1 <ligne>)" in listing
        assert (
            "#3 Renonce — en attente : MARQUE À REFAIRE, marque enregistrée sous l'ancienne décision"
            in listing
        )
        shown = await alice.send("/incidents 1", new=2)
        text = "\n".join(m["text"] for m in shown)
        assert "MARQUE À REFAIRE : « 60/40 »" in text  # the ruling's score sheet carries the flag
        assert "mn / me" not in text  # the terminal's keys stay in the terminal


async def test_the_end_of_the_hand_in_words_points_to_the_waiting_ruling(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], tmp_path: Path
) -> None:
    chat = fake.private_chat(ALICE)
    alice = Driver(fake, chat, ALICE)
    engine = Engine(await Store(tmp_path / "arbitre.sqlite3").open())
    await seed(engine, f"telegram:{chat['id']}", inc.Actor("telegram:101", "Alice", True))
    await engine.store.close()
    async with polling(bot_factory().build()):
        (said,) = await alice.send("fin du coup, 10 levées")
        assert said["text"].startswith("L'incident #2 attend la fin du coup : tapez « /incidents 2 »")
    store = await Store(tmp_path / "arbitre.sqlite3").open()
    assert len(await store.list()) == 3  # no incident opened
    await store.close()


async def test_an_end_of_hand_call_described_with_its_board_continues_the_hesitation_noted_at_the_table(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], tmp_path: Path
) -> None:
    """Tester4 F17: the hesitation ruled « les faits notés, le jeu continue » on board 9 table 2 waits for
    the end of the hand; the call described then points to it, its words noted there, nothing opened."""
    chat = fake.private_chat(ALICE)
    alice = Driver(fake, chat, ALICE)
    engine = Engine(await Store(tmp_path / "arbitre.sqlite3").open())
    actor = inc.Actor("telegram:101", "Alice", True)
    opened = await engine.open(actor, f"telegram:{chat['id']}", "information_non_autorisee")
    assert opened.incident is not None
    for question, value in (("situation", "partner_now"), ("facts_agreed", "yes")):
        await engine.act(opened.incident.id, actor, inc.answer(question, value))
    await engine.act(opened.incident.id, actor, inc.deal("9", "2"))
    await engine.store.close()
    call = "donne 9 table 2, à la fin du coup Est-Ouest contestent le 5♥ de Nord après l'hésitation de Sud"
    async with polling(bot_factory().build()):
        listing = "\n".join(m["text"] for m in await alice.send("/incidents"))
        assert "#1 Information non autorisée (hésitation, remarque) — en attente : fin du coup" in listing
        (said,) = await alice.send(call)
        assert said["text"].startswith("C'est l'appel de fin du coup de l'incident #1")
        assert "tapez « /incidents 1 »" in said["text"] and "Aucun incident n'est ouvert." in said["text"]
    store = await Store(tmp_path / "arbitre.sqlite3").open()
    [incident] = await store.list()  # no incident opened
    assert incident.notes[-1].text == f"Rappel à la fin du coup : {call}"
    await store.close()

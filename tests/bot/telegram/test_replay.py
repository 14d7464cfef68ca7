"""Every update once (issue 30 T2): Telegram sends an update again when the bot stopped before
confirming it (a SIGKILL, or a clean stop while its reply was on its way). Every update of a club
session — an incident opened and answered, a note, a score by command and by button, « retour »,
an event opened, a call taken, an export — is delivered a second time to a restarted bot on the
same database: each is answered, none changes anything again."""

from __future__ import annotations

import copy
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bot.adapters.telegram import pages as tp
from bot.adapters.telegram.calls_render import decode_call
from bot.adapters.telegram.handlers import TelegramBot
from bot.adapters.telegram.settings import CALL_MESSAGES
from bot.events.desk import CallDesk
from bot.incidents.incident import Actor
from bot.incidents.store import Store
from bot.scores.offer import QUICK_CHOICES
from tests.bot.telegram.conftest import ALICE, DOMINIQUE, GROUP_ID, Driver, make_bot, press_data
from tests.bot.telegram.fake_telegram import FakeTelegram, polling
from tests.bot.telegram.test_queue import DIRECTORS_ID, open_event, rooms
from tests.bot.telegram.test_worksheet import ruled, with_button


def snapshot(database: Path) -> dict[str, Any]:
    conn = sqlite3.connect(database)
    try:
        incidents = conn.execute("SELECT id, version, data FROM incidents ORDER BY seq").fetchall()
        return {
            "incidents": [(i, v) for i, v, _ in incidents],
            "events": conn.execute("SELECT count(*) FROM events").fetchone()[0],
            "tournaments": conn.execute("SELECT id, state, version FROM tournaments").fetchall(),
            "calls": conn.execute("SELECT id, state, version FROM calls").fetchall(),
            "call_events": conn.execute("SELECT count(*) FROM call_events").fetchone()[0],
            "data": [d for _, _, d in incidents],
        }
    finally:
        conn.close()


async def test_every_update_handled_again_after_a_restart_changes_nothing(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], tmp_path: Path
) -> None:
    database = tmp_path / "arbitre.sqlite3"
    delivered: list[dict[str, Any]] = []
    deliver = fake.deliver

    async def recording(update: dict[str, Any]) -> None:
        delivered.append(copy.deepcopy(update))
        await deliver(update)

    fake.deliver = recording  # type: ignore[method-assign]
    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    alice, dominique = Driver(fake, group, ALICE), Driver(fake, group, DOMINIQUE)
    async with polling(bot_factory(rate_limit=False).build()):
        await ruled(alice, "renonce", lambda r: r.score is not None)
        await dominique.send("/note étui 12 vérifié")
        await dominique.send("/marque #1 60/40")
        scores = with_button(alice, "s")
        await dominique.press_and_wait(scores, press_data(scores, "s", len(QUICK_CHOICES)))
        await dominique.send("/retour", new=0)  # the live message changes in place (a director: W19)
        (opened,) = await dominique.send("/tournoi ouvrir Replay")
        assert "ouvert" in opened["text"]
        before = len(dominique.messages())
        await alice.send("/appel 7 3 hésitation", new=0)
        posted = await fake.wait(
            lambda: next((m for m in dominique.messages()[before:] if "hésitation" in m["text"]), None),
            chat_id=GROUP_ID,
        )
        take = next(d for _, d in fake.buttons(posted) if (c := decode_call(d)) and c[1] in ("take", "bt"))
        await dominique.press(posted, take)
        await dominique.send("/tournoi export", new=2)
    documents = fake.count("sendDocument")
    stored = snapshot(database)
    assert len(stored["incidents"]) == 1 and stored["tournaments"] and stored["calls"]
    first = stored["data"][0]
    assert first.count("étui 12 vérifié") == 1 and first.count("60/40") == 1

    fake.deliver = deliver  # type: ignore[method-assign]
    answered = len(fake.sent(GROUP_ID))
    async with polling(bot_factory(rate_limit=False).build()):
        for update in delivered:  # the same update ids, as Telegram sends them again
            await fake.deliver(copy.deepcopy(update))
        # /aide is handled after every repeat (one chat's updates are handled in order).
        await fake.user_sends(group, DOMINIQUE, "/aide")
        help_start = tp.help_messages()[0][:40]
        await fake.wait(
            lambda: any(m["html"].startswith(help_start) for m in fake.sent(GROUP_ID)[answered:]) or None,
            chat_id=GROUP_ID,
        )
    assert snapshot(database) == stored
    assert fake.count("sendDocument") == documents
    texts = [m["text"] for m in fake.sent(GROUP_ID)[answered:]]
    assert any("Export déjà envoyé" in t for t in texts)
    assert any("Fait noté sur l'incident #1" in t for t in texts)  # answered, not recorded again


async def test_a_crash_in_a_burst_leaves_one_recap_and_no_call_posted_whole_twice(
    fake: FakeTelegram, tmp_path: Path
) -> None:
    """Issue 30 T11, the per-call layout: the process stopped during a burst, with 30 calls stored
    and never shown to the directors, two of them being posted at that moment. The restart lists
    them on one recap (not 30 posts at the group's pace ahead of the directors' presses); the two
    whose post may have gone show no reason there; the directors take calls at once."""
    database = tmp_path / "arbitre.sqlite3"
    dominique, _, anne, _ = rooms(fake)
    async with polling(make_bot(fake, database, call_layout=CALL_MESSAGES, rate_limit=False).build()):
        await open_event(dominique)
    store = await Store(database).open()
    desk = CallDesk(store)
    for table in range(1, 31):
        player = Actor(f"telegram:{5000 + table}", f"Joueur {table}")
        result = await desk.call(player, f"telegram:{GROUP_ID}", str(table), "2", f"rafale-{table}")
        assert result.call is not None
    await desk.mark_posting("1")  # killed between « under way » and « posted »
    await desk.mark_posting("2")
    await store.close()
    before = len(fake.sent(DIRECTORS_ID))
    async with polling(make_bot(fake, database, call_layout=CALL_MESSAGES, rate_limit=False).build()):
        (recap,) = (await fake.wait_sent(DIRECTORS_ID, before + 1))[before:]
        assert recap["text"].startswith("🔔 Appels reçus pendant l'arrêt d'Arbitre")
        assert (
            "rafale-3" in recap["text"]
            and "rafale-1 " not in recap["text"]
            and "rafale-2 " not in recap["text"]
        )
        assert recap["text"].count("annonce peut-être déjà faite") == 2
        for table in ("1", "5", "30"):
            take = next(d for t, d in fake.buttons(recap) if t == f"🏃 {table}")
            answer = await anne.press(recap, take)
            assert not answer.get("show_alert"), answer
        # The callers are answered after the directors' recap (their own group, its own pace).
        await fake.wait(
            lambda: sum(m["text"].startswith("Appel enregistré") for m in fake.sent(GROUP_ID)) >= 30 or None,
            chat_id=GROUP_ID,
        )
    assert len([m for m in fake.sent(DIRECTORS_ID)[before:] if "rafale" in m["text"]]) <= 4  # recap + 3 taken
    conn = sqlite3.connect(database)
    try:
        taken = conn.execute("SELECT count(*) FROM calls WHERE state = 'taken'").fetchone()[0]
        unposted = conn.execute("SELECT count(*) FROM calls WHERE posted_at IS NULL").fetchone()[0]
    finally:
        conn.close()
    assert taken == 3 and unposted == 0

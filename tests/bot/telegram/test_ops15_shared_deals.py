"""A deal file posted in a Telegram directors' group serving two online events: Arbitre asks whose boards
they are (one button per event, most recent first), as for a call, and stores nothing before the choice;
another director's press is refused; the file goes to the event chosen, not to the most recent by default.
A group serving one event imports at once, as before. The commands waiting for the choice are stored: a
restart between the question and the press forgets neither the file nor « /tournoi etat »."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from contextlib import closing
from pathlib import Path

from bot.adapters.telegram.handlers import TelegramBot
from bot.adapters.telegram.settings import CALL_MESSAGES
from bot.events.tournaments import TournamentDesk
from bot.incidents.store import Store
from tests.bot.telegram.conftest import DOMINIQUE, Driver
from tests.bot.telegram.fake_telegram import FakeTelegram, polling
from tests.bot.telegram.test_ops13_shared_directors import CHOOSE, OTHER_GROUP_ID, answered, asked, choice
from tests.bot.telegram.test_queue import DIRECTORS_ID, open_event, rooms
from tests.bot.test_deal_files import _board


def _scopes(database: Path) -> list[str]:
    with closing(sqlite3.connect(database)) as conn:
        return [row[0] for row in conn.execute("SELECT scope FROM deal_sessions ORDER BY id")]


async def test_a_deal_file_in_a_shared_directors_group_asks_which_event(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], store: Store, tmp_path: Path
) -> None:
    dominique, _alice, anne, bruno = rooms(fake)
    other = Driver(fake, fake.group_chat(OTHER_GROUP_ID, "Patton", admins=(DOMINIQUE,)), DOMINIQUE)
    database = tmp_path / "arbitre.sqlite3"
    pbn = _board(5, ["1 11 4S S 10 420"]).encode()
    async with polling(bot_factory(rate_limit=False, call_layout=CALL_MESSAGES).build()):
        await open_event(dominique, "Simultané du jeudi")
        before = len(anne.messages())
        await fake.user_sends_document(anne.chat, anne.user, "jeudi.pbn", pbn)  # one event served: at once
        done = (await fake.wait_sent(DIRECTORS_ID, before + 1))[before]
        assert "donne 5" in done["text"]
        (opened,) = await other.send(f"/tournoi ouvrir Patton du soir reglement=ffb {DIRECTORS_ID}")
        assert "Tournoi « Patton du soir » ouvert" in opened["text"]

        before = len(anne.messages())
        later = _board(6, ["1 11 3N N 9 400"]).encode()  # another file (the same one is stored once)
        await fake.user_sends_document(anne.chat, anne.user, "jeudi2.pbn", later)
        question = await fake.wait(
            lambda: next((m for m in anne.messages()[before:] if m["text"].startswith(CHOOSE)), None),
            chat_id=DIRECTORS_ID,
        )
        assert "ces donnes sont celles de quel tournoi ?" in question["text"]
        assert [t.split(" · ")[0] for t, _ in FakeTelegram.buttons(question)] == [
            "« Patton du soir »",
            "« Simultané du jeudi »",
        ]
        assert len(_scopes(database)) == 1  # nothing stored before the choice
        status = await asked(anne, "/tournoi etat")  # another command waiting across the restart too

    async with polling(bot_factory(rate_limit=False, call_layout=CALL_MESSAGES).build()):  # a restart
        before = len(anne.messages())
        assert (await answered(anne, status, "Patton du soir"))["text"].startswith(
            "Tournoi « Patton du soir »"
        )
        refused = await bruno.press(question, choice(question, "Simultané du jeudi"))  # not his file
        assert refused.get("show_alert") and "Rien n'a été fait" in refused["text"]
        assert len(_scopes(database)) == 1
        before = len(anne.messages())
        answer = await anne.press(question, choice(question, "Simultané du jeudi"))
        assert not answer.get("show_alert"), answer.get("text")
        done = (await fake.wait_sent(DIRECTORS_ID, before + 1))[before]
        assert "donne 6" in done["text"]
    desk = TournamentDesk(store)
    events = {t.name: t.id for t in await desk.open_events()}
    # Both imports are the Thursday event's, the older one: never the most recent by default.
    assert _scopes(database) == [f"tournoi:{events['Simultané du jeudi']}"] * 2

"""Nobody takes over an event's call queue on Telegram (issue 22 §1 R1): the review's attack
(2026-11-24-reliability.md, scenario S1), replayed through the fake Bot API."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from bot.adapters.telegram.calls_render import call_data
from bot.adapters.telegram.handlers import TelegramBot
from bot.adapters.telegram.settings import CALL_MESSAGES
from bot.events.desk import NOT_FROM_HERE
from tests.bot.telegram.conftest import DOMINIQUE, GROUP_ID, Driver, make_bot
from tests.bot.telegram.fake_telegram import FakeTelegram, polling
from tests.bot.telegram.test_queue import DIRECTORS_ID, call_from, open_event, rooms

MALLORY = FakeTelegram.user(666, "Mallory")
OWN_GROUP = -1006666666666  # Mallory's own group: he is its administrator, hence a « director » there
OTHER_GROUP = -1007777777777  # another group where Dominique is an administrator


@pytest.fixture
def per_call_bot(fake: FakeTelegram, tmp_path: Path) -> Callable[..., TelegramBot]:
    """The attack follows each call's own message: the per-call layout."""
    return lambda: make_bot(fake, tmp_path / "arbitre.sqlite3", call_layout=CALL_MESSAGES)


def _state(database: Path) -> list[tuple[str, str, str]]:
    with sqlite3.connect(database) as conn:
        return conn.execute(
            "SELECT t.chat, c.state, json_extract(t.data, '$.name') FROM calls c "
            "JOIN tournaments t ON t.id = c.tournament_id"
        ).fetchall()


async def test_a_stranger_s_own_group_cannot_take_over_the_queue(
    fake: FakeTelegram, per_call_bot: Callable[..., TelegramBot], tmp_path: Path
) -> None:
    dominique, alice, anne, _ = rooms(fake)
    own = fake.group_chat(OWN_GROUP, "Chez Mallory", admins=(MALLORY,))
    mallory = Driver(fake, own, MALLORY)
    async with polling(per_call_bot().build()):
        await open_event(dominique, "Vrai")
        # He names the players' group, then the directors' group, as his directors' chat: he
        # directs neither, so nothing opens.
        for target in (GROUP_ID, DIRECTORS_ID):
            (refused,) = await mallory.send(f"/tournoi ouvrir Evil {target}")
            assert refused["text"].startswith("Vous n'êtes pas arbitre du groupe des arbitres nommé")
        # An event of his own in his own group is his business; it changes nothing for « Vrai ».
        (opened,) = await mallory.send("/tournoi ouvrir Evil")
        assert "Tournoi « Evil » ouvert" in opened["text"]
        posted = await call_from(alice, anne)  # posted in the real directors' group
        assert not [m for m in fake.sent(GROUP_ID) if "Appel : table 12" in m["text"]]
        (status,) = await dominique.send("/tournoi etat")
        assert "Tournoi « Vrai »" in status["text"]
        # A forged « Réglé » from his group, on the bot's message there: refused, nothing recorded.
        call_id = call_data("1", "close")
        answer = await mallory.press(fake.sent(OWN_GROUP)[-1], call_id)
        assert answer.get("show_alert") and answer["text"] == NOT_FROM_HERE
        # Even a director of both groups cannot take or close a call from the players' group.
        answer = await dominique.press(fake.sent(GROUP_ID)[0], call_data("1", "take"))
        assert answer.get("show_alert") and answer["text"] == NOT_FROM_HERE
        assert posted["edits"] == 0
        assert not [m for m in fake.sent(GROUP_ID) if "réglé par" in m["text"]]
        # The real director's /tournoi fermer closes the real event (its call still waits: confirmed).
        (closed,) = await dominique.send("/tournoi fermer confirmer")
        assert closed["text"].startswith("Tournoi « Vrai » fermé.")
    assert _state(tmp_path / "arbitre.sqlite3") == [(f"telegram:{GROUP_ID}", "waiting", "Vrai")]


async def test_a_director_of_both_cannot_reuse_an_event_s_players_group(
    fake: FakeTelegram, per_call_bot: Callable[..., TelegramBot]
) -> None:
    dominique, _, _, _ = rooms(fake)
    other = Driver(fake, fake.group_chat(OTHER_GROUP, "Autre club", admins=(DOMINIQUE,)), DOMINIQUE)
    async with polling(per_call_bot().build()):
        await open_event(dominique, "Vrai")
        # The players' group of an open event is never another event's directors' group…
        (refused,) = await other.send(f"/tournoi ouvrir Second {GROUP_ID}")
        assert "est le groupe des joueurs du tournoi ouvert « Vrai »" in refused["text"]
        # …and the directors' group of an open event is never another event's players' group.
        directors = Driver(fake, fake.chats[DIRECTORS_ID], DOMINIQUE)
        (refused,) = await directors.send("/tournoi ouvrir Second")
        assert "reçoit les appels du tournoi ouvert « Vrai »" in refused["text"]

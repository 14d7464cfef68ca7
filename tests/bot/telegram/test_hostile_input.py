"""Issue 30 T13, T14: hostile numbers and odd values get a French message on Telegram, never
« Erreur inattendue », and change nothing (through the fake Bot API)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from bot.adapters.telegram.handlers import TelegramBot
from bot.incidents.store import Store
from tests.bot.telegram.conftest import DOMINIQUE, GROUP_ID, Driver
from tests.bot.telegram.fake_telegram import FakeTelegram, polling
from tests.bot.telegram.test_queue import bot_factory, open_event, rooms
from tests.bot.telegram.test_worksheet import ruled
from tests.bot.test_worksheet import late_neither_at_fault

__all__ = ["bot_factory"]

DIGITS = "9" * 5000


async def test_hostile_numbers_and_bidi_get_french_usage_errors(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]
) -> None:
    dominique, alice, _, _ = rooms(fake)
    async with polling(bot_factory().build()):
        await open_event(dominique)
        for setting in ("temps=²s", f"temps={DIGITS}s", "temps=٣"):
            (answer,) = await dominique.send(f"/tournoi reglage {setting}")
            assert answer["text"].startswith("Temps par donne"), answer["text"]
            assert "inattendue" not in answer["text"] and len(answer["text"]) < 300
        (bidi,) = await alice.send("/appel 12 5 hésitation \u202edroN ne")
        assert "inversent le sens d'écriture" in bidi["text"]
        (player,) = await alice.send("/tournoi fermer")
        assert "peut le fermer" in player["text"] and "prendre ou régler un appel" not in player["text"]
        (state,) = await dominique.send("/tournoi etat")
        assert "0 appel(s) ouvert(s)" in state["text"]


async def test_donne_refuses_boards_that_are_not_numbers(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], tmp_path: Path
) -> None:
    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    director = Driver(fake, group, DOMINIQUE)
    async with polling(bot_factory().build()):
        await ruled(director, "en_ligne_retard", late_neither_at_fault)
        for board in (
            "0",
            "-1",
            "٣",
            "#abc",
            "12 table=3 bis",
            "12 ns=Dupont eo=Martin",
            "donne=12 donne=13",
        ):
            (refused,) = await director.send(f"/donne #1 {board}")
            assert "invalide" in refused["text"] or "deux fois" in refused["text"], (board, refused["text"])
        (score,) = await director.send(f"/marque #1 {DIGITS}:100")
        assert "trop long" in score["text"] and len(score["text"]) < 1200
        (note,) = await director.send("/note #1 la table \u202e7 renonce")
        assert "inversent le sens d'écriture" in note["text"]
    store = await Store(tmp_path / "arbitre.sqlite3").open()
    incident = await store.get("1")
    await store.close()
    assert incident is not None and incident.deal is None and incident.scores == () and incident.notes == ()

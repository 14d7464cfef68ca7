"""Issue 35 §2 on Telegram, through the fake Bot API (reliability trial 2026-11-29): a document
whose size is announced falsely or not at all is stopped at the limit while it downloads (U7), a
LIN past the boards cap is refused (U2), the reply never echoes the file's text unfiltered (U8),
and a player's /position on a director's claim is refused before any count (U3)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from bot.adapters.telegram.handlers import TelegramBot
from bot.incidents.store import Store
from tests.bot.telegram.conftest import ALICE, DOMINIQUE, GROUP_ID, Driver, topic_button
from tests.bot.telegram.fake_telegram import FakeTelegram, polling
from tests.bot.telegram.test_deals import imports
from tests.bot.telegram.test_worksheet import answer
from tests.bot.test_claim_position import POSITION
from tests.bot.test_deal_files import _board, _lin_deal

TOO_BIG = b'[Event "x"]\n' + b" " * 2_100_000


async def _sent(driver: Driver, name: str, data: bytes, **size: object) -> str:
    before = len(driver.messages())
    await driver.fake.user_sends_document(driver.chat, driver.user, name, data, **size)  # type: ignore[arg-type]
    return (await driver.fake.wait_sent(driver.chat_id, before + 1))[before]["text"]


async def test_a_file_without_a_true_size_stops_at_the_limit_and_the_reply_is_clean(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], tmp_path: Path
) -> None:
    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    director = Driver(fake, group, DOMINIQUE)
    database = tmp_path / "arbitre.sqlite3"
    async with polling(bot_factory(rate_limit=False).build()):
        false_size = await _sent(director, "seance.pbn", TOO_BIG, announced_size=1_000)
        assert "Fichier trop gros (plus de 2 Mo)" in false_size
        no_size = await _sent(director, "seance.pbn", TOO_BIG, size_known=False)
        assert "Fichier trop gros (plus de 2 Mo)" in no_size
        many = "".join(_lin_deal(n) for n in range(1, 202)).encode()
        assert "Plus de 200 donnes dans ce LIN" in await _sent(director, "match.lin", many)
        assert imports(database) == 0

        hostile = "\u202eCLUB\u2066 @everyone " + "A" * 2000
        name = "\u202eseance\u2066.pbn"
        done = await _sent(director, name, _board(5, ["1 11 4S S 10 420"], event=hostile).encode())
        assert "Séance « CLUB @everyone AAA" in done and "importée pour ce salon : donne 5" in done
        first = done.split("\nÀ vérifier :")[0]  # then the boards contrary to Law 2 (tester6 T4)
        assert "\u202e" not in done and "\u2066" not in done and len(first) < 400 and len(done) < 2000
        bad = await _sent(director, name, b"bonjour")
        assert bad.startswith("seance.pbn : ") and "\u202e" not in bad
    assert imports(database) == 1


async def test_a_players_position_on_the_directors_claim_is_refused_at_once(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], store: Store
) -> None:
    """U3: the check comes before the count; nothing is counted or stored for the player."""
    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    alice, director = Driver(fake, group, ALICE), Driver(fake, group, DOMINIQUE)
    async with polling(bot_factory(rate_limit=False).build()):
        (live,) = await director.send("/arbitre")
        data = await topic_button(director, live, "revendication")
        edits = live["edits"]
        assert not (await director.press(live, data)).get("show_alert")
        await fake.wait(lambda: live["edits"] > edits, chat_id=director.chat_id)
        await answer(director, "revendication", "situation", "contested")
        (refused,) = await alice.send(f"/position #1 {POSITION}")
        assert (
            "Seul un arbitre peut faire compter une revendication sur les cartes de l'incident #1"
            in refused["text"]
        )
    incident = await store.get("1")
    assert incident is not None and incident.claim is None

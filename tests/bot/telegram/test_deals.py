"""Issue 32 on Telegram, through the fake Bot API: a director sends the session's PBN file, a revoke
and a hesitation on a board of that session show its diagram, the hesitation's worksheet starts
from the double-dummy figures and is matchpointed against the session's field; bad files and
players are refused and store nothing."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from bot.adapters.telegram.handlers import TelegramBot
from tests.bot.telegram.conftest import ALICE, DOMINIQUE, GROUP_ID, Driver
from tests.bot.telegram.fake_telegram import FakeTelegram, polling
from tests.bot.telegram.test_worksheet import answer, ruled, taken_back
from tests.bot.test_worksheet import AFTER_BOARD

pytest.importorskip("endplay")

SESSION = Path(__file__).parents[2] / "data" / "session36.pbn"
LIN = "pn|a,b,c,d|st||md|3SAKQJHT98D765C432,ST98H765D432CAKQJ,S765H432DAKQJCT98,|rh||ah|Board 40|sv|b|"


def imports(database: Path) -> int:
    with sqlite3.connect(database) as conn:
        return int(conn.execute("SELECT COUNT(*) FROM deal_sessions").fetchone()[0])


async def document(driver: Driver, name: str, data: bytes, announced: int | None = None) -> str:
    before = len(driver.messages())
    await driver.fake.user_sends_document(driver.chat, driver.user, name, data, announced_size=announced)
    return (await driver.fake.wait_sent(driver.chat_id, before + 1))[before]["text"]


async def test_a_session_imported_from_a_file_gives_the_incidents_their_deal(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], tmp_path: Path
) -> None:
    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    alice, director = Driver(fake, group, ALICE), Driver(fake, group, DOMINIQUE)
    database = tmp_path / "arbitre.sqlite3"
    data = SESSION.read_bytes()
    # Many messages in one group: without the group's 20-a-minute limit, or the test waits on it.
    async with polling(bot_factory(rate_limit=False).build()):
        assert "Seul un arbitre importe les donnes" in await document(alice, "seance.pbn", data)
        too_big = await document(director, "seance.pbn", b"", announced=20_000_000)
        assert "Fichier trop gros (20.0 Mo)" in too_big
        twice = data.replace(b"N:732.T952.3.A7532", b"N:732.T952.3.A7533", 1)
        assert "le ♣3 est donné deux fois" in await document(director, "seance.pbn", twice)
        assert "n'est pas du PBN" in await document(director, "notes.pbn", b"bonjour")
        assert imports(database) == 0  # nothing stored by any of them

        done = await document(director, "seance.pbn", data)
        assert "Séance « Tournoi de régularité » importée pour ce salon : donnes 1 à 36" in done

        # A revoke on board 5: the diagram comes with the board.
        await ruled(alice, "renonce", lambda r: r.score is not None)
        deal, *_ = await director.send("/donne #1 5 table=2 ns=2 eo=12")
        assert (
            "Donne 5 : les cartes de la séance importée (donneur Nord, Nord-Sud vulnérables)" in deal["text"]
        )
        assert "<pre>Donne 5 — donneur Nord, Nord-Sud vulnérables" in deal["html"]
        assert "♠ V 9 8 4 3 2" in deal["text"]
        for question_id, value in AFTER_BOARD["renonce"]:  # the board fixes the vulnerability (G2)
            await answer(alice, "renonce", question_id, value)
        await taken_back(alice)  # tester6 T20: the tricks answered before the board stand again

        # A hesitation on the same board: double dummy, then the worksheet from its figures.
        await ruled(alice, "information_non_autorisee", lambda r: r.adjusted_score is not None, director)
        await director.send("/donne #2 5 table=2 ns=2 eo=12")
        (refused,) = await alice.send("/dd #2")
        assert "réservé aux arbitres" in refused["text"]
        (figures,) = await director.send("/dd #2 S 4♠, N 3SA")
        assert "Marque par : -140 pour Nord-Sud" in figures["text"]
        assert "4♠ par Sud : 8 levées, NS 4♠-2" in figures["text"]
        assert "Point de départ de la feuille : /marque #2 NS 4♠-2:50,NS 3SA-5:50" in figures["text"]
        (recorded,) = await director.send("/marque #2 NS 4♠-2:50,NS 3SA-5:50")
        # North-South vulnerable from the deal; matchpointed against the other five tables.
        assert "50 % × 4♠ -2 par Nord-Sud (vulnérable) : -200" in recorded["text"]
        assert "Marque pondérée en points : -350 pour Nord-Sud" in recorded["text"]
        assert "Points de match pondérés" in recorded["text"]

        # A LIN pasted after /donnes: one more board for this chat.
        (lin,) = await director.send(f"/donnes {LIN}")
        assert "importée pour ce salon : donne 40" in lin["text"]
        (listed,) = await director.send("/donnes")
        assert "donnes 1 à 36" in listed["text"] and "donne 40" in listed["text"]
    assert imports(database) == 2

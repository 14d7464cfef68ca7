"""Ops32 (the brief: a question never offers a value that it then questions): under a ruling that awards no
adjusted score — a penalty card (50B), whose adjustment comes, if at all, at the end of play from the probable
result (50E4, 12C1b/c) — the sheet offered « une marque artificielle (60/40, 50/50, +3/-3) » and « m 60/40 »,
which the mark's reply then says to check (ops29: 12C1d, 12C2a). The sheet now says the same thing instead of the
offer; where the ruling awards an adjusted score, the artificial marks are offered as before. Telegram's and
Discord's buttons: tests/bot/telegram/test_ops32_artificial_offer.py, tests/bot/discord/test_ops32_artificial_offer.py."""

from __future__ import annotations

import io
from pathlib import Path

from bot.adapters.terminal.session import Terminal
from bot.incidents import incident as inc
from bot.incidents.engine import Engine
from bot.incidents.store import Store
from bot.scores.offer import QUICK_CHOICES, hint, quick_choices
from tests.bot.test_ops29_artificial_unadjusted import DIRECTOR, SAID, WORDS
from tests.bot.test_worksheet import path_where

OFFER = "ou une marque artificielle (60/40, 50/50, +3/-3)"
REASON = SAID.removeprefix("À vérifier : la décision")


async def test_the_sheet_under_a_penalty_card_ruling_says_why_instead_of_offering_60_40(
    tmp_path: Path,
) -> None:
    store = await Store(tmp_path / "db.sqlite3").open()
    out = io.StringIO()
    script = "\n".join([WORDS, "", "1", "", "q"]) + "\n"
    assert await Terminal(Engine(store), DIRECTOR, io.StringIO(script), out).run() == 0
    said = out.getvalue()
    [incident] = await store.list()
    assert incident.ruling_id == "cartes_penalisees.50B.principale_honneur"
    assert OFFER not in said and "m 60/40" not in said
    assert f"saisissez le résultat retenu et ses poids. La décision{REASON}" in said
    assert "m <ligne> : enregistrer la marque (m NS 4♠=:60,NS 4♠-1:40)" in said
    await store.close()


async def test_a_ruling_that_awards_an_adjusted_score_still_offers_them(tmp_path: Path) -> None:
    store = await Store(tmp_path / "db.sqlite3").open()
    engine = Engine(store)
    opened = await engine.open(DIRECTOR, "terminal", "information_non_autorisee")
    assert opened.incident is not None
    reply = None
    for question, value in path_where("information_non_autorisee", lambda r: r.adjusted_score is not None):
        reply = await engine.act(opened.incident.id, DIRECTOR, inc.answer(question, value))
    assert reply is not None and reply.incident is not None and reply.step is not None
    ruling = reply.step.ruling
    assert ruling is not None and ruling.adjusted_score is not None and ruling.adjusted_score.awarded
    assert OFFER in hint(ruling, reply.incident.id, reply.incident)
    assert quick_choices(ruling, reply.incident) == tuple(range(len(QUICK_CHOICES)))
    await store.close()

"""Tester24 (P15's minor), through the terminal: « m 60/40 » under a penalty-card decision (50B) was recorded as an
artificial adjusted score (12C2a) without a word, though that ruling awards none: a penalty card's adjustment comes,
if at all, once the play is over and the non-offending side was damaged (50E4), from the probable result (12C1); an
artificial score is for possible results too many or unclear (12C1d, reviewer24 #5) or a board that cannot be scored
(12C2a); under a ruling that foresees no adjustment at all, only the latter. The mark is accepted as typed (the director's, 10A)
and the reply says so; the table's result under the same ruling says nothing, nor does an artificial mark under a
ruling that may leave the board without a result (a fouled board, 86B: tests/bot/test_ops27_other_table.py's 60/40
under 12C2, pinned by the unit case below)."""

from __future__ import annotations

import io
from pathlib import Path

from bot.adapters.terminal.session import Terminal
from bot.incidents.artificial_mark import unadjusted_text
from bot.incidents.engine import Engine
from bot.incidents.incident import Actor
from bot.incidents.store import Store

DIRECTOR = Actor("terminal:test", "Test", is_director=True)
WORDS = "pendant le jeu Est a laissé tomber la dame de trèfle face visible, c'est un défenseur, Sud joue 3 sans atout"
SAID = (
    "À vérifier : la décision de l'incident #1 n'attribue pas de marque ajustée ; la donne se marque au résultat "
    "obtenu à la table. La Loi en prévoit une si vous jugez le camp non fautif lésé (50E4, 12C1b) : elle part du "
    "résultat probable, un seul ou plusieurs pondérés (12C1b, 12C1c ; par ex. « m S 4♠=:60,S 4♠-1:40 ») ; une marque "
    "artificielle n'y sert que si les résultats possibles sont trop nombreux ou pas clairs (12C1d), ou si la donne ne "
    "peut pas être marquée (12C2a)."
)


async def _marked(tmp_path: Path, line: str) -> tuple[str, Store]:
    store = await Store(tmp_path / "db.sqlite3").open()
    script = "\n".join([WORDS, "", "1", f"m {line}", "", "q"]) + "\n"
    out = io.StringIO()
    assert await Terminal(Engine(store), DIRECTOR, io.StringIO(script), out).run() == 0
    return out.getvalue(), store


async def test_an_artificial_mark_under_a_penalty_card_ruling_is_recorded_and_said(tmp_path: Path) -> None:
    out, store = await _marked(tmp_path, "60/40")
    [incident] = await store.list()
    assert incident.ruling_id == "cartes_penalisees.50B.principale_honneur"
    assert incident.score is not None and incident.score.kind == "marque artificielle"  # accepted as typed
    assert SAID in out and "« 60/40 » est enregistrée telle que vous l'avez tapée" in out
    # not also « la décision ajuste la marque … sans noter quel camp est fautif »: it adjusts nothing
    assert "sans noter quel camp est fautif" not in out
    assert unadjusted_text(incident) is not None
    await store.close()


async def test_the_table_s_result_under_the_same_ruling_says_nothing(tmp_path: Path) -> None:
    out, store = await _marked(tmp_path, "S 3SA=")
    # the sheet says it before any mark (ops32: instead of offering 60/40); the mark's reply does not
    assert "À vérifier : la décision de l'incident #1 n'attribue pas de marque ajustée" not in out
    assert "La décision de l'incident #1 n'attribue pas de marque ajustée" in out
    await store.close()


async def test_an_artificial_mark_where_the_board_may_have_no_result_says_nothing(tmp_path: Path) -> None:
    from bot.incidents import incident as inc
    from tests.bot.test_worksheet import path_where

    store = await Store(tmp_path / "db.sqlite3").open()
    engine = Engine(store)
    opened = await engine.open(DIRECTOR, "terminal", "donne_faussee")
    assert opened.incident is not None
    for question, value in path_where("donne_faussee", lambda r: r.id == "donne_faussee.86B.regle_generale"):
        await engine.act(opened.incident.id, DIRECTOR, inc.answer(question, value))
    reply = await engine.act(opened.incident.id, DIRECTOR, inc.score("60/40"))
    assert (
        reply.ok
        and reply.incident is not None
        and reply.incident.ruling_id == "donne_faussee.86B.regle_generale"
    )
    assert "n'attribue pas de marque ajustée" not in (reply.message or "")
    assert unadjusted_text(reply.incident) is None
    await store.close()


async def test_under_a_ruling_that_foresees_no_adjustment_only_12c2a_is_said(tmp_path: Path) -> None:
    from bot.incidents import incident as inc
    from tests.bot.test_worksheet import path_where

    store = await Store(tmp_path / "db.sqlite3").open()
    engine = Engine(store)
    opened = await engine.open(DIRECTOR, "terminal", "levees")
    assert opened.incident is not None
    for question, value in path_where("levees", lambda r: r.id == "levees.66A"):
        await engine.act(opened.incident.id, DIRECTOR, inc.answer(question, value))
    reply = await engine.act(opened.incident.id, DIRECTOR, inc.score("60/40"))
    assert reply.ok and reply.incident is not None and reply.incident.ruling_id == "levees.66A"
    said = reply.message or ""
    assert "n'attribue pas de marque ajustée" in said and "12C1d" not in said
    assert "Une marque artificielle (12C2a) ne sert que pour une donne qui ne peut pas être marquée." in said
    await store.close()

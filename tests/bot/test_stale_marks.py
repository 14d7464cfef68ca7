"""Tester3 H2, H3, M3: a mark recorded under a ruling or on a board that has changed since never stands
silently (it is set aside, kept in the history, flagged wherever the mark shows); a board that suspends
a ruling says so. The tester's own scripts, through the terminal, then the scorer's sheet."""

from __future__ import annotations

import io
from pathlib import Path

from bot.adapters.terminal.session import Terminal
from bot.incidents.engine import Engine
from bot.incidents.incident import Actor, Incident, State
from bot.incidents.store import Store
from bot.reports import scorer_sheet
from bot.scores.offer import sheet_lines

DIRECTOR = Actor("terminal:test", "Test", is_director=True)
REVOKE = "donne 17 table 1 : Sud joue 4♥, Ouest n'a pas fourni à la 5e levée\n\n3\n3\n1\n1\n1\n9\nmn\n"


async def run(tmp_path: Path, script: str) -> tuple[str, Incident]:
    store = await Store(tmp_path / "db.sqlite3").open()
    out = io.StringIO()
    assert await Terminal(Engine(store), DIRECTOR, io.StringIO(script), out).run() == 0
    [incident] = await store.list()
    await store.close()
    return out.getvalue(), incident


async def test_back_to_another_trick_count_sets_the_old_mark_aside(tmp_path: Path) -> None:
    """H2: `r` → 10 tricks after `mn` at 9: the 420-based mark no longer stands, and says so."""
    text, incident = await run(tmp_path, REVOKE + "r\n10\n\n")
    assert "Résultat : 4♥ +1 ; marque du camp du déclarant : +450." in text
    assert incident.score is None and incident.scores[-1].line == "obtenu=-50 420"  # kept in the history
    assert "marque enregistrée sous l'ancienne décision : à refaire" in (incident.set_aside or "")
    flag = "MARQUE À REFAIRE : « obtenu=-50 420 »"
    assert flag in text and any(flag in line for line in sheet_lines(incident))
    [row] = scorer_sheet.rows([incident])
    assert row["quoi"].startswith("Marque à refaire") and not row.get("apres_ns") and flag in row["detail"]
    assert flag in scorer_sheet.score_text(incident)


async def test_the_same_answer_again_keeps_the_mark(tmp_path: Path) -> None:
    """`r` then the same 9 tricks: the ruling is the one the mark was recorded under; it stands."""
    _, incident = await run(tmp_path, REVOKE + "r\n9\n\n")
    assert incident.set_aside is None and incident.score is not None
    assert incident.score.line == "obtenu=-50 420"


async def test_a_mark_recorded_again_after_the_change_stands(tmp_path: Path) -> None:
    _, incident = await run(tmp_path, REVOKE + "r\n10\nmn\n\n")
    assert incident.set_aside is None and incident.score is not None
    assert (
        incident.score.line == "obtenu=420 450"
    )  # 10 tricks at the table: 4♥ = and len(incident.scores) == 2


async def test_another_board_sets_the_mark_aside_and_says_so(tmp_path: Path) -> None:
    """H3: `d 5` after the mark on board 17: never re-ranked on board 5, flagged, noted."""
    text, incident = await run(tmp_path, REVOKE + "d 5 table=1\nq\n")
    assert incident.score is None and incident.scores[-1].ns == "+420 points"  # as recorded on 17
    assert "marque enregistrée sur la donne 17, pas sur la donne 5" in (incident.set_aside or "")
    assert "La marque enregistrée (« obtenu=-50 420 ») est mise de côté" in incident.notes[-1].text
    assert "MARQUE À REFAIRE" in text
    [row] = scorer_sheet.rows([incident])
    assert row["donne"] == "5" and row["quoi"].startswith("Marque à refaire") and not row.get("apres_ns")


async def test_a_board_that_suspends_the_ruling_says_so(tmp_path: Path) -> None:
    """M3: a typed « vulnérable » gives way to board 5: without the side that played (nothing names it), the
    ruling is suspended, the screen says why, and the tricks answered before stand once it is answered (T20)."""
    # Défense, consommée, the non-offenders won the revoke trick, a later one to the offenders; 4♥ non contré,
    # « non vulnérable », 9 tricks.
    script = "Ouest n'a pas fourni à carreau à la 5e levée\n\n3\n3\n3\n1\n1\n4\n3\n1\n2\n9\nd 5 table=3\n1\n"
    text, incident = await run(tmp_path, script)
    after = text.split("> d 5 table=3", 1)[1]
    assert (
        "reposait sur la réponse donnée à « vulnérable ? »" in after and "la décision est suspendue" in after
    )
    assert after.index("la décision est suspendue") < after.index("Quel camp a joué le contrat ?")
    assert "Réponse reprise (donnée avant la donne)" in after
    assert "Résultat : 4♥ = ; marque du camp du déclarant : +620." in after  # 64A2: 10 tricks, vulnerable
    assert incident.state is State.RULED


async def test_a_board_after_the_words_side_recomputes_without_suspending(tmp_path: Path) -> None:
    """Tester15 V10: the words said who played (« Sud joue 4 cœurs »), the ruling carries it: board 5 only
    changes the vulnerability, said, and nothing is asked again."""
    script = (
        "Sud joue 4 cœurs, Ouest n'a pas fourni à carreau à la 5e levée\n\n3\n3\n1\n1\n1\n2\n9\nd 5 table=3\n"
    )
    text, incident = await run(tmp_path, script)
    after = text.split("> d 5 table=3", 1)[1]
    assert (
        "La donne 5 fixe la vulnérabilité (Loi 2) : le résultat corrigé (4♥ =, +420 pour le déclarant, non "
        "vulnérable) devient 4♥ =, +620 pour le déclarant." in after
    )
    assert "suspendue" not in after and "Quel camp a joué le contrat ?" not in after
    assert incident.state is State.RULED

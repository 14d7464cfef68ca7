"""The terminal adapter, driven line by line as a director (or a script) would."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from bot.adapters.terminal.session import Terminal
from bot.engine import Engine
from bot.incident import Actor, State
from bot.store import Store

DIRECTOR = Actor("terminal:test", "Test", is_director=True)


async def session(tmp_path: Path, script: str) -> tuple[int, str, Store]:
    store = await Store(tmp_path / "db.sqlite3").open()
    out = io.StringIO()
    code = await Terminal(Engine(store), DIRECTOR, io.StringIO(script), out).run()
    return code, out.getvalue(), store


async def test_a_full_revoke_ruling(tmp_path: Path) -> None:
    # Renonce ; n'a pas fourni ; défense ; pendant le jeu ; consommée ; levées 1-11 ; pas d'autre ; partenaire.
    code, out, store = await session(tmp_path, "1\n1\n3\n1\n2\n1\n1\n2\n\n")
    assert code == 0
    assert "DÉCISION — Renonce consommée : transfert de 1 levée" in out
    assert "64A2" in out and "À lire à la table" in out and "10A" in out
    [incident] = await store.list()
    assert incident.state is State.RULED and incident.ruling_id == "renonce.transfert.64A2_une"
    await store.close()


async def test_bad_input_gets_a_french_message_and_the_same_question(tmp_path: Path) -> None:
    code, out, store = await session(tmp_path, "1\nbonjour\n9\n?\n1\n")
    assert code == 0
    assert out.count("Réponse non comprise") == 2
    assert "Aide : Renonce" in out
    assert out.count("Question 1 — Que s'est-il passé ?") == 4  # asked again after each bad line and the help
    assert "Question 2 — Qui est le joueur fautif ?" in out
    assert "Traceback" not in out
    await store.close()


async def test_back_and_abandon(tmp_path: Path) -> None:
    code, out, store = await session(tmp_path, "1\n1\nr\n4\n\n1\na\n")
    assert code == 0
    assert "Pas de renonce" in out  # after going back, the first answer was changed
    [abandoned, ruled] = await store.list()
    assert ruled.ruling_id == "renonce.pas_de_renonce"
    assert abandoned.state is State.ABANDONED
    await store.close()


async def test_notes_are_kept_and_unfinished_incidents_resume(tmp_path: Path) -> None:
    code, out, store = await session(tmp_path, "1\nn Table 4, étui 12, 4♠ par Sud\n1\n3\nq\n")
    assert code == 0 and "Note enregistrée." in out and "reste ouvert" in out
    await store.close()
    code, out, store = await session(tmp_path, "1\n1\n")
    assert "Reprendre l'incident #1" in out
    # It resumes at the third question: the two answers given before are kept.
    assert out.rstrip().splitlines()[-1] == "Au revoir." and "Question 3 — Quand l'attention" in out
    [incident] = await store.list()
    assert incident.notes[0].text == "Table 4, étui 12, 4♠ par Sud"
    assert incident.answers == (
        ("situation", "not_followed"),
        ("offender", "defender"),
        ("discovered", "during_play"),
    )
    await store.close()


async def test_end_of_input_ends_the_session_cleanly(tmp_path: Path) -> None:
    code, out, store = await session(tmp_path, "1\n1\n")
    assert code == 0
    assert "Fin de la saisie" in out
    await store.close()


def test_piped_session_in_a_real_process(tmp_path: Path) -> None:
    """The 'done when' of issue 2: a director rules a revoke through `arbitre` fed by a pipe."""
    env = {**os.environ, "ARBITRE_DATA_DIR": str(tmp_path)}
    done = subprocess.run(
        [sys.executable, "-m", "bot.cli"],
        input="1\n1\n2\n1\n1\n",
        text=True,
        capture_output=True,
        env=env,
        timeout=60,
    )
    assert done.returncode == 0
    assert "Renonce non consommée du mort" in done.stdout
    assert "Traceback" not in done.stdout + done.stderr
    assert (tmp_path / "arbitre.sqlite3").exists()


@pytest.mark.parametrize("answer", ["0", "-1", "99", "1.5", "x"])
async def test_out_of_range_numbers_are_refused(tmp_path: Path, answer: str) -> None:
    _, out, store = await session(tmp_path, f"1\n{answer}\n")
    assert "Réponse non comprise" in out
    [incident] = await store.list()
    assert incident.answers == ()
    await store.close()

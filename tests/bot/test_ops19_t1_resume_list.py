"""Tester16 T1 (MEDIUM): at the list of unfinished incidents, « a » (the « annuler » key everywhere else) was
taken for a description and silently left the list for the first menu, where « 1 » (shown « Reprendre
l'incident #1 ») opened « Avant les enchères » and « 0 » (shown « Nouvel incident ») was refused. A key or a
stray letter keeps the list and says what it offers; « 1 » then resumes #1, « 0 » opens a new incident; a real
description still opens a new incident from the list (issue 31 §3)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.bot.test_terminal import session

HINT = "Tapez un numéro entre 0 et 1 (la ligne : 1 reprend l'incident #1, 0 ouvre un nouvel incident)"


async def _one_unfinished(tmp_path: Path) -> None:
    code, out, store = await session(tmp_path, "renonce\nq\n")
    assert code == 0 and "Incident #1 ouvert : Renonce." in out, out
    await store.close()


@pytest.mark.parametrize("key", ["a", "r", "x", "m"])
async def test_a_key_keeps_the_list_and_1_resumes_the_incident(tmp_path: Path, key: str) -> None:
    await _one_unfinished(tmp_path)
    code, out, store = await session(tmp_path, f"{key}\n1\nq\n")
    assert code == 0, out
    after = out.split(f"> {key}\n", 1)[1]
    assert after.startswith(HINT), after[:300]
    assert "Question 1 — Que s'est-il passé ?" in after  # #1 resumed, not « Avant les enchères »
    assert "Avant les enchères — quel incident ?" not in out
    assert len(await store.list()) == 1
    await store.close()


async def test_a_key_then_0_opens_a_new_incident(tmp_path: Path) -> None:
    await _one_unfinished(tmp_path)
    code, out, store = await session(tmp_path, "a\n0\nq\n")
    assert code == 0, out
    assert HINT in out and "Réponse non comprise" not in out
    assert "Quand l'incident a-t-il eu lieu ?" in out.split("> 0\n", 1)[1]
    await store.close()


async def test_a_description_from_the_list_still_opens_a_new_incident(tmp_path: Path) -> None:
    await _one_unfinished(tmp_path)
    code, out, store = await session(tmp_path, "le mort a renoncé\n\nq\n")
    assert code == 0, out
    assert "Thèmes trouvés pour « le mort a renoncé »" in out and HINT not in out
    await store.close()

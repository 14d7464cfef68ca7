"""`?` under a ruling at the terminal (session 37): every « Réponse non comprise » offers « ? : aide », so the
ruling screen answers it with what its keys do, and changes nothing (the standards: a prompt never offers a
value it then refuses)."""

from __future__ import annotations

import io
from pathlib import Path

from bot.adapters.terminal.session import Terminal
from bot.incidents.engine import Engine
from bot.incidents.store import Store
from tests.bot.test_terminal import DIRECTOR

# A faced opening lead out of turn, accepted by declarer who plays the hand (54B): a ruling in five lines.
TO_RULING = "Est a entamé hors tour face visible le roi de pique, contrat 4♥ par Sud\n1\n2\n1\n2\n"


async def _run(tmp_path: Path, script: str) -> tuple[str, Store]:
    store = await Store(tmp_path / "db.sqlite3").open()
    out = io.StringIO()
    assert await Terminal(Engine(store), DIRECTOR, io.StringIO(script), out).run() == 0
    return out.getvalue(), store


async def test_a_question_mark_under_a_ruling_gets_its_help_not_a_refusal(tmp_path: Path) -> None:
    text, store = await _run(tmp_path, TO_RULING + "xyz\n?\n\nq\n")
    refused, helped = text.split("\n> xyz\n", 1)[1].split("\n> ?\n", 1)
    assert "? : aide" in refused  # what the refusal offers…
    assert helped.startswith("Aide : la décision est prise.")  # …is answered
    assert "Réponse non comprise" not in helped.split("\n> \n", 1)[0]
    assert "Décision de l'incident #1 inchangée" in helped  # nothing changed, the ruling still there
    assert "Incident #1 terminé et enregistré." in helped  # Entrée then ends it as before
    stored = await store.get("1")
    assert stored is not None and stored.topic == "entame"
    await store.close()

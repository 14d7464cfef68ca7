"""Tester24 P4 in the terminal: a revoke said at a trick against the tricks a claim of the same board recorded
(`levees=`). Board 1 of tests/data/claim_trick4.pbn, 7♠ by Sud, Ouest leads: trick 2 as typed is ♣A ♣2 ♣9 ♣6, led
by Sud, Ouest following with the ♣2. « Ouest a renoncé à carreau à la 2e levée » is said to be contradicted, in
either order of opening (the claim's position first, or the revoke first); a warning, never a refusal (10A):
the revoke goes on to its questions. Words beyond the tricks recorded, or not said plainly, say nothing (the branches:
tests/rules/deals/test_tricks_played.py)."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from bot.adapters.terminal.session import Terminal
from bot.incidents.deals import DealBook
from bot.incidents.engine import Engine
from bot.incidents.incident import Actor
from bot.incidents.store import Store
from rules.deals import read_file

DIRECTOR = Actor("terminal:test", "Test", is_director=True)
DEAL_FILE = Path(__file__).parents[1] / "data" / "claim_trick4.pbn"
# Seven tricks, all Sud's: ♥A, ♣A, ♦A, then the trumps (Ouest discards two hearts); six cards a hand are left.
TRICKS = "♥2 ♥9 ♥5 ♥A  ♣A ♣2 ♣9 ♣6  ♦A ♦2 ♦8 ♦5  ♠A ♠2 ♠8 ♠4  ♠R ♠3 ♠9 ♠5  ♠D ♥3 ♠10 ♠6  ♠V ♥4 ♥10 ♠7"
POSITION = f"p rev=S atout=♠ main=O levees={TRICKS}"
CLAIM_WORDS = "donne 1 table 1 Sud joue 7 piques, à la 8e levée il revendique le reste"
WARNED = (
    "À vérifier : la description place une renonce à la 2e levée (« Ouest a renoncé à carreau ») ; selon la "
    "position de la revendication (incident #{claim}), la 2e levée enregistrée (levees=) est ♣A ♣2 ♣9 ♣6, entamée "
    "par Sud : Ouest a fourni (♣2), pas de renonce à cette levée (61A) — sauf si une carte ou une couleur lui était "
    "imposée (carte pénalisée, restriction d'entame : 50D, 26B)."
)


async def _run(tmp_path: Path, *runs: list[str]) -> str:
    """Each run is a fresh start of the terminal on the same data (a restart between two)."""
    store = await Store(tmp_path / "db.sqlite3").open()
    await DealBook(store).save("terminal", read_file(DEAL_FILE.read_bytes()), "fichier", "t4.pbn", DIRECTOR)
    await store.close()
    said = []
    for lines in runs:
        store = await Store(tmp_path / "db.sqlite3").open()
        out = io.StringIO()
        assert await Terminal(Engine(store), DIRECTOR, io.StringIO("\n".join(lines) + "\n"), out).run() == 0
        await store.close()
        said.append(out.getvalue())
    return "\n".join(said)


async def test_a_revoke_opened_after_the_claim_s_tricks_is_checked_against_them(tmp_path: Path) -> None:
    text = await _run(
        tmp_path, [CLAIM_WORDS, "", "1", POSITION, "+", "Ouest a renoncé à carreau à la 2e levée", "", "q"]
    )
    assert WARNED.format(claim=1) in text
    # A warning only: the revoke's questions go on, its words' facts taken as before.
    after = text.split(WARNED.format(claim=1), 1)[1]
    assert "Où en est le jeu quand l'attention est attirée sur la renonce ?" in after


async def test_the_claim_s_tricks_typed_after_the_revoke_and_a_restart_are_checked_too(
    tmp_path: Path,
) -> None:
    words = "donne 1 table 1 Sud joue 7 piques. Ouest a renoncé à carreau à la 2e levée"
    text = await _run(
        tmp_path,
        [words, "", "+", "Sud revendique le reste à la 8e levée", "", "q"],
        ["1", "1", POSITION, "q"],  # after a restart: « Reprendre l'incident #2 », the claim
    )
    warned = WARNED.format(claim=2)
    assert warned in text
    assert text.index("Position enregistrée : 6 levée(s) à jouer") < text.index(warned)


@pytest.mark.parametrize(
    "words",
    [
        "Ouest a renoncé à pique à la 9e levée",  # beyond the seven tricks recorded
        "Ouest a peut-être renoncé à carreau à la 2e levée",  # not said plainly
    ],
)
async def test_words_the_tricks_do_not_contradict_say_nothing(tmp_path: Path, words: str) -> None:
    text = await _run(tmp_path, [CLAIM_WORDS, "", "1", POSITION, "+", words, "", "q"])
    assert "levees=) est" not in text

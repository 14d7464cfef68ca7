"""Tester23 P13: a description typed again after `r` (the menu by moment) chose the topic and its « Compris », but
the incident kept only the first words: the dossier and the appeal file did not show the words the pre-filled
answer quotes (92, 93). The words typed again are kept as a note, once."""

from __future__ import annotations

from pathlib import Path

from bot.incidents.store import Store
from bot.incidents.words import RETOLD_PREFIX
from tests.bot.test_newcomer_round5 import session

FIRST = (
    "un joueur belge de la table 9 me signale que son adversaire en Ouest a changé son 2♥ en 2♠ après avoir vu "
    "son erreur, le partenaire n a pas encore parlé"
)
AGAIN = "Ouest a changé son 2♥ en 2♠ aussitôt, il dit que c était un lapsus, son partenaire n a pas parlé"


async def _notes(tmp_path: Path) -> list[str]:
    store = await Store(tmp_path / "arbitre.sqlite3").open()
    try:
        incident = await store.get("1")
    finally:
        await store.close()
    assert incident is not None
    return [note.text for note in incident.notes]


async def test_words_typed_again_after_r_are_kept_beside_the_first(tmp_path: Path) -> None:
    out = await session(tmp_path, f"{FIRST}\n\nr\n{AGAIN}\n\n1\nq\n")
    assert "(« partenaire n a pas parlé »)" in out  # the « Compris » quotes the words typed again
    assert await _notes(tmp_path) == [f"Description : {FIRST}", f"{RETOLD_PREFIX}{AGAIN}"]


async def test_the_same_words_typed_again_are_kept_once(tmp_path: Path) -> None:
    await session(tmp_path, f"{FIRST}\n\nr\n{FIRST}\n\nr\n{AGAIN}\n\nr\n{AGAIN}\n\n1\nq\n")
    assert await _notes(tmp_path) == [f"Description : {FIRST}", f"{RETOLD_PREFIX}{AGAIN}"]

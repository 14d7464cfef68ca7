"""Review 2026-11-24 N7 and issue 21 §2: what the play topics show the director and read at the table.

Internal review ids never reach a user; « de le » is always « du »; the words read out give the real
singular or plural (never « levée(s) »); a ruling cites each law once."""

from __future__ import annotations

import re

import pytest

from rules.topics import BY_ID
from tests.walks import WALKS, paths

pytestmark = WALKS  # the topics' walks, shared with the other modules that walk them

PLAY_TOPICS = ("renonce", "cartes_penalisees", "entame", "attaque", "jeu_premature", "procedure")
REVIEW_ID = re.compile(r"\b[Rr]evue [A-Z]\d|\bissue \d", re.IGNORECASE)
DE_LE = re.compile(r"\b(de|à) (le|les)\b")


def _texts_of_questions(topic_id: str) -> list[str]:
    texts: list[str] = []
    for question in BY_ID[topic_id].questions.values():
        texts += [question.prompt, question.help, *(o.label for o in question.options)]
    return texts


@pytest.mark.parametrize("topic_id", PLAY_TOPICS)
def test_no_internal_review_id_and_no_de_le_in_what_a_director_reads(topic_id: str) -> None:
    for text in _texts_of_questions(topic_id):
        assert not REVIEW_ID.search(text), text
        assert not DE_LE.search(text), text
    # Each distinct ruling once (frozen, and the checks read only the ruling): the revoke topic's
    # 22,200 paths end in 10,200 of them.
    for ruling in dict.fromkeys(path.ruling for path in paths(topic_id, "ffb")):
        for line in (ruling.title, *ruling.now, *ruling.end_of_play, *ruling.script, *ruling.notes):
            assert not REVIEW_ID.search(line), (ruling.id, line)
            assert not DE_LE.search(line), (ruling.id, line)
        assert not any("(s)" in line for line in ruling.script), ruling.id
        assert len(set(ruling.laws)) == len(ruling.laws), (ruling.id, ruling.laws)


def test_the_checks_can_fail() -> None:
    assert REVIEW_ID.search("sans rectification (revue D8)")
    assert not REVIEW_ID.search("la levée suivante (Loi 55)")
    assert DE_LE.search("L'entame face cachée de le joueur") and not DE_LE.search(
        "l'autre camp garde le résultat"
    )

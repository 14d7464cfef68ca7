"""The law list of a ruling names every law its text relies on (issue 29 §3).

Every path of every topic is checked in tests/rules/test_paths.py (one walk for both checks); here,
what a law named in a text is, and that the ruling's list is completed from its text."""

from __future__ import annotations

import pytest

import rules
from rules.laws import covered, named_in
from rules.model import Ruling
from rules.regulations import load
from tests.walks import WALKS, paths

pytestmark = WALKS  # the topics' walks, shared with the other modules that walk them


def test_laws_named_in_a_french_text() -> None:
    text = (
        "La Loi 90 ne chiffre rien ; 12C1e(i) ; une carte pénalisée (50E1) ; 80B2f ; les exceptions de 64B ; "
        "4♠=:60,4♠-1:40 ; 60 % ; 7 min 30 s ; +3 IMP ; la 12e levée"
    )
    assert named_in(text) == ("90", "12C1e", "50E1", "80B2f", "64B")


@pytest.mark.parametrize(
    ("law", "cited", "expected"),
    [
        ("64B3", ("64B",), True),  # a parent citation covers its sub-paragraphs
        ("71", ("71A",), True),  # « la Loi 71 » is covered by a citation of 71A
        ("12C1b", ("12C1c",), False),
        ("1", ("12C1",), False),  # Law 1 is not Law 12
    ],
)
def test_a_named_law_is_covered_by_the_same_law_its_parent_or_child(
    law: str, cited: tuple[str, ...], expected: bool
) -> None:
    assert covered(law, cited) is expected


def test_a_ruling_whose_text_names_an_uncited_law_is_found() -> None:
    ruling = Ruling(
        id="essai",
        title="Essai",
        laws=("45C4b",),
        now=(
            "La carte désignée est jouée (45C4a) ; le déclarant corrige un lapsus (45C4b) ; la Loi 16C ne "
            "s'applique pas, sans restriction 26B.",
        ),
        notes=("Une note renvoie au thème « Carte pénalisée » (50E1).",),
        script=("Votre carte est jouée.",),
    )
    assert ruling.uncited_laws() == ("45C4a",)  # not 16C nor 26B (not applied), not 50E1 (a note)


@pytest.mark.parametrize(
    ("topic", "answers", "law"),
    [
        # The examples of the issue: a law the text relies on and the list used to omit.
        ("tempo_comportement", {"case": "conduct", "conduct_kind": "looking", "damaged": "no"}, "16D1"),
        ("revendication", {"situation": "continued_by_all"}, "68D2a"),
        ("en_ligne_clic", {"what": "card", "card_policy": "none"}, "45C4a"),
    ],
)
def test_examples_found_by_the_walk_now_cite_their_law(topic: str, answers: dict[str, str], law: str) -> None:
    ruling = rules.get_topic(topic).step(answers, load("ffb")).ruling
    assert ruling is not None and law in ruling.laws


def test_the_known_uncited_list_only_shrinks() -> None:
    """known_uncited_laws.txt only shrinks, and is empty since issue 38: each line would have to still occur
    (else remove it); every ruling is checked in test_paths.py."""
    from pathlib import Path

    listed = {
        tuple(line.split()[:2])
        for line in (Path(__file__).parent / "known_uncited_laws.txt")
        .read_text(encoding="utf-8")
        .splitlines()
        if line.strip() and not line.startswith("#")
    }
    topics = {rid.split(".")[0] for rid, _ in listed}
    found = {
        (path.ruling.id, law)
        for topic in topics
        for path in paths(topic, "ffb")
        for law in path.ruling.uncited_laws()
    }
    assert listed <= found, f"déjà corrigés, à retirer de la liste : {sorted(listed - found)}"
    # Issue 38: the list is empty now; a ruling that names an uncited law is fixed, never listed.
    assert not listed, f"known_uncited_laws.txt doit rester vide : {sorted(listed)}"

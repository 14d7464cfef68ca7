"""tester16 T3: during the play, a defender has already told the table that his partner's explanation was
wrong (« à la 3e levée, Est dit que son partenaire avait mal expliqué son 2♦ »). Checked against the 2017
text: 20F5b(i) — a defender corrects only at the end of the play, so the remark is itself too early; what it
tells the explainer is unauthorised information from partner (16B1a), judged at the end (16B3, 12C1); the
misinformation's own remedies (a card taken back, 47E2; the adjustment for damage, 21B3) stand, and with a
mistaken call (75C) there was no misinformation to correct."""

from __future__ import annotations

import pytest

import rules

BASE = {"situation": "during_play", "play_corrector": "partner_defender_said"}


def ruled(**answers: str) -> rules.Ruling:
    step = rules.next_step("explication_erronee", {**BASE, **answers})
    assert step.ruling is not None, step.question
    return step.ruling


def test_the_remark_is_too_early_and_partners_information() -> None:
    ruling = ruled(card_played="none", evidence="explanation_wrong")
    assert {"20F5b", "16B1a", "21B3"} <= set(ruling.laws)
    assert ruling.now[0].startswith("Le joueur de la défense a dit pendant le jeu")
    assert "le déclarant a désormais la bonne explication" in ruling.now[0]
    # the waiting partner's ruling said nothing was corrected and the explainer learnt nothing: not here
    assert not any("ne corrige rien pendant le jeu" in line for line in ruling.now)
    assert not any("n'apprend rien d'interdit" in line for line in ruling.now)
    assert any("interdite" in line and "explicateur" in line for line in ruling.script)
    assert "explicateur (joueur de la défense)" in ruling.unauthorised_for


def test_a_card_played_on_the_misexplanation_may_still_be_taken_back() -> None:
    ruling = ruled(card_played="retractable", evidence="explanation_wrong")
    assert "47E2a" in ruling.laws and "20F5b" in ruling.laws


def test_a_mistaken_call_corrected_nothing() -> None:
    ruling = ruled(card_played="none", evidence="call_wrong")
    assert "75C" in ruling.laws and "20F5b" in ruling.laws
    assert "bonne explication" not in ruling.now[0]


@pytest.mark.parametrize("corrector", ["explainer", "partner_defender"])
def test_the_other_answers_are_unchanged(corrector: str) -> None:
    step = rules.next_step(
        "explication_erronee",
        {
            "situation": "during_play",
            "play_corrector": corrector,
            "card_played": "none",
            "evidence": "explanation_wrong",
        },
    )
    assert step.ruling is not None and "20F5b(i)) La correction" not in " ".join(step.ruling.now)
    assert not step.ruling.id.endswith("defender_in_play")

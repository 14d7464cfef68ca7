"""The organiser's online conditions as a regulation (issue 22 §2) and the online topics' scores,
which follow the regulation's [adjusted_scores] rather than fixed figures (review Missing 10)."""

from __future__ import annotations

from dataclasses import replace

import pytest

import rules
from rules.model import RulesError
from rules.regulations import load, with_policy


def test_an_event_s_conditions_survive_a_restart_as_a_spec() -> None:
    event = with_policy(load("ffb_en_ligne"), {"card_undo": "yes", "undo_until": "trick_end"}, "Coupe")
    again = load(event.spec)  # what an incident stores, read back after a restart
    assert again == event
    assert again.online_card_undo and again.online_undo_until == "trick_end" and again.from_event
    assert "« Coupe »" in again.label and "tant que la levée n'est pas complète" in again.label


def test_a_choice_equal_to_the_file_s_drops_out_of_the_spec() -> None:
    event = with_policy(load("ffb_en_ligne"), {"card_undo": "yes"}, "Coupe")
    back = with_policy(event, {"card_undo": "no"})
    assert back.policy == () and back.spec == "ffb_en_ligne?by=Coupe"


def test_the_default_online_regulation_allows_no_card_undo() -> None:
    """Review C5: taking back a played card is the organiser's explicit choice, never the default."""
    assert not load("ffb_en_ligne").online_card_undo
    assert load("ffb_en_ligne").online_call_undo


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("ffb_en_ligne?card_undo=peut-etre", "ni oui ni non"),
        ("ffb_en_ligne?undo_until=jamais", "inconnu"),
        ("ffb_en_ligne?seconds_per_board=5", "de 60 à 3600 secondes"),
        ("ffb_en_ligne?colour=blue", "Condition inconnue"),
        ("ffb_en_ligne?card_undo", "illisibles"),
        ("inconnu?card_undo=yes", "Règlement inconnu"),
    ],
)
def test_a_bad_spec_is_refused_in_french(spec: str, message: str) -> None:
    with pytest.raises(RulesError, match=message):
        load(spec)


def _other_figures() -> rules.Regulation:
    return replace(
        load("ffb"),
        average_minus_percent=35,
        average_percent=50,
        average_plus_percent=65,
        imp_average_plus=2,
        imp_average_minus=-2,
    )


def test_slow_play_uses_the_regulation_s_artificial_scores() -> None:
    answers = {"result_clear": "no", "fault": "one_side", "slow_side": "ns", "repeated": "no"}
    ruling = rules.get_topic("en_ligne_retard").step(answers, _other_figures()).ruling
    assert ruling is not None and ruling.adjusted_score is not None
    assert ruling.adjusted_score.figures == (("NS", 35.0), ("EO", 65.0))
    text = " ".join(ruling.now)
    assert "NS -2 IMP, EO +2 IMP" in text


def test_disconnection_uses_the_regulation_s_artificial_scores_and_12C2c_is_a_condition() -> None:
    """Review J11: 12C2c is cited, and stated only as the condition it is."""
    answers = {"back_in_time": "no", "result_clear": "no", "responsibility": "not_at_all"}
    ruling = rules.get_topic("en_ligne_deconnexion").step(answers, _other_figures()).ruling
    assert ruling is not None and ruling.adjusted_score is not None
    assert ruling.adjusted_score.figures == (("camp déconnecté", 65.0), ("autre camp", 65.0))
    assert "12C2c" in ruling.laws
    assert "s'il a plus de 60 % sur les autres donnes de la séance" in " ".join(ruling.now)
    partly = rules.next_step("en_ligne_retard", {"result_clear": "no", "fault": "both_partly"}, "ffb").ruling
    assert partly is not None and "12C2c" not in partly.laws  # 12C2c concerns no side partly at fault


def test_french_yes_no_values_are_read_as_directors_type_them() -> None:
    """Session 1's note: `claim_line=non` was refused (only `no`). French values are what directors type;
    the spec keeps the canonical yes/no, so the same conditions give the same regulation."""
    typed = load("ffb_en_ligne?claim_line=non&call_undo=Oui")
    assert typed.online_claim_line_required is False
    assert typed == load("ffb_en_ligne?claim_line=no&call_undo=yes")
    assert "claim_line=no" in typed.spec and "non" not in typed.spec
    with pytest.raises(RulesError, match="ni oui ni non"):
        load("ffb_en_ligne?claim_line=nan")


def test_a_disconnection_nobody_caused_says_its_single_worksheet_line_once() -> None:
    """Tester6 T33: « 60/60 … » if Nord-Sud is the disconnected side, « 60/60 … » otherwise: one line."""
    answers = {
        "back_in_time": "no",
        "result_clear": "no",
        "responsibility": "not_at_all",
        "platform_score": "no",
    }
    ruling = rules.get_topic("en_ligne_deconnexion").step(answers, load("ffb_en_ligne")).ruling
    text = " ".join(ruling.now) if ruling is not None else ""
    assert text.count("« 60/60 seance-ns=… seance-eo=… »") == 1 and " sinon" not in text, text


@pytest.mark.parametrize(
    ("fault", "line"),
    [
        ("both_fully", "« 40/40 seance-ns=… seance-eo=… »"),
        ("one_side", "« 60/40 seance-ns=… seance-eo=… »"),  # Est-Ouest slow (tester7 T19)
    ],
)
def test_the_worksheet_line_a_late_board_ruling_gives_carries_its_own_percentages(
    fault: str, line: str
) -> None:
    """Tester5 L6: both sides at fault get 40 % each (12C2a); the line to type said « 60/40 » whatever the
    figures, and copied it gave one side average plus."""
    answers = {
        "fault": fault,
        "slow_side": "eo",
        "result_clear": "no",
        "repeated": "no",
        "platform_score": "no",
    }
    ruling = rules.get_topic("en_ligne_retard").step(answers, load("ffb_en_ligne")).ruling
    assert ruling is not None and line in " ".join(ruling.now)

"""tester16 T8: a defender's revoke first pointed out by a dummy who had forfeited his rights (43A2: hands
exchanged, seat left to watch the declarer, a defender's hand looked at). Checked against the 2017 text of
43B3: no rectification at once, play goes on as if nothing had happened; at the end, only the defenders'
score is adjusted to take away what the irregularity gained them, and the declaring side keeps its table
result — so no automatic transfer of Law 64. Under Renonce and under Procédure the ruling is the same one."""

from __future__ import annotations

import rules
from rules import vocabulary


def test_the_revoke_topic_rules_43B3_not_a_transfer() -> None:
    step = rules.next_step("renonce", {"situation": "pointed_out_by_dummy"})
    assert step.ruling is not None, step.question
    assert "43B3" in step.ruling.laws
    assert step.ruling.tricks_transferred == 0 and step.ruling.corrected is False  # 64 gives way to 43B3
    assert any("pas de rectification immédiate" in line for line in step.ruling.now)


def test_the_same_ruling_by_either_route() -> None:
    by_revoke = rules.next_step("renonce", {"situation": "pointed_out_by_dummy"}).ruling
    by_procedure = rules.next_step(
        "procedure",
        {
            "situation": "attention_drawn",
            "period": "play",
            "drawn_by": "dummy",
            "irregularity_by": "defender",
            "dummy_left_seat": "yes",
        },
    ).ruling
    assert by_revoke is not None and by_procedure is not None
    for field in ("id", "laws", "now", "end_of_play", "adjusted_score", "script", "equity_may_apply"):
        assert getattr(by_revoke, field) == getattr(by_procedure, field), field


def test_the_words_say_it() -> None:
    text = "Sud joue 3SA. Le mort est allé voir le jeu du déclarant, puis il a signalé qu'Est avait renoncé à pique"
    assert vocabulary.facts("renonce", text).get("situation") == "pointed_out_by_dummy"


def test_another_player_pointed_it_out() -> None:
    for text in (
        "le mort s'est levé pour regarder jouer le déclarant ; c'est Est qui a signalé la renonce d'Ouest",
        "le mort s'est levé pour regarder jouer Sud, puis il a signalé que le déclarant avait renoncé",
        "le mort est resté à sa place et a signalé qu'Ouest avait renoncé",
    ):
        assert vocabulary.facts("renonce", text).get("situation") != "pointed_out_by_dummy", text

"""Issue 37 §1, round 5 session 15: the revoke's facts said plainly, each beside the traps that must not fire.
Sentences written for the rule they test; the answers checked against the 2017 Laws: 43B2b (dummy who
left his seat to watch the declarer, first to ask him about a revoke), 61B (who may ask « plus de … ? »),
63A1 (a revoke established once the offender or his partner plays to the next trick)."""

from __future__ import annotations

import pytest

from rules import vocabulary

# --- 43B2b: dummy watched the declarer play, then asked him first ------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "le mort s'est levé pour regarder jouer Sud, et c'est lui qui a demandé « pas de cœur ? » quand Sud a défaussé",
        "Le mort avait quitté sa place pour voir le jeu du déclarant ; c'est lui qui lui demande « plus de pique ? »",
        "le mort était debout derrière le déclarant et lui a demandé s'il n'avait plus de carreau, il en avait un",
        "le mort avait échangé sa main avec le déclarant, puis c'est lui qui dit « pas de trèfle ? »",
    ],
)
def test_dummy_who_watched_the_declarer_and_asked_first(text: str) -> None:
    assert vocabulary.facts("renonce", text).get("dummy_asked") == "yes"


@pytest.mark.parametrize(
    "text",
    [
        # somebody else asked
        "le mort s'était levé pour regarder jouer le déclarant, mais c'est Ouest qui lui a demandé « plus de pique ? »",
        # dummy asked from his seat: 61B2a allows it (no 43A2 act said)
        "le mort demande au déclarant « plus de carreau ? », le déclarant en retrouve un",
        # dummy watched but asked nothing
        "le mort s'était levé pour regarder jouer le déclarant, il n'a rien demandé, le déclarant a défaussé",
    ],
)
def test_dummy_asked_yes_needs_both_halves(text: str) -> None:
    assert vocabulary.facts("renonce", text).get("dummy_asked") != "yes"


def test_nobody_asked_the_declarer() -> None:
    text = "personne n'a rien dit au déclarant, ni le mort ni les défenseurs ; il avait défaussé un pique sur cœur avec un cœur"
    assert vocabulary.facts("renonce", text).get("dummy_asked") == "no"


# --- 61B: a defender's partner asked him (« plus de … ? ») --------------------------------------------------


def test_a_defenders_partner_asked() -> None:
    text = "Nord défausse sur carreau, son partenaire lui demande « plus de carreau ? », Nord retrouve le 4"
    assert vocabulary.facts("renonce", text).get("partner_asked") == "yes"


@pytest.mark.parametrize(
    "text",
    [
        "le déclarant défausse sur carreau, son partenaire lui demande « plus de carreau ? »",
        "Nord défausse sur carreau, son partenaire ne lui demande rien",
    ],
)
def test_partner_asked_is_a_defenders_question_said_plainly(text: str) -> None:
    assert vocabulary.facts("renonce", text).get("partner_asked") != "yes"


# --- the offender speaks for himself --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "je suis en défense et j'ai pas fourni à trèfle alors qu'il m'en restait un",
        "j'ai renoncé à pique, je suis en flanc, je viens de m'en rendre compte",
    ],
)
def test_a_defender_who_tells_his_own_revoke(text: str) -> None:
    assert vocabulary.facts("renonce", text).get("offender") == "defender"


@pytest.mark.parametrize(
    "text",
    [
        "je suis en défense et le déclarant a renoncé à pique",
        "je suis en défense, le mort n'a pas fourni à carreau",
    ],
)
def test_a_defender_who_tells_anothers_revoke(text: str) -> None:
    assert vocabulary.facts("renonce", text).get("offender") != "defender"


# --- 63A1: the offender (or his partner) played to the next trick --------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Ouest a coupé un cœur alors qu'il en avait, et il a rejoué à la levée suivante",
        "Est renonce à pique à la 4e levée et son partenaire a attaqué la levée suivante",
    ],
)
def test_played_to_the_next_trick_establishes_the_revoke(text: str) -> None:
    facts = vocabulary.facts("renonce", text)
    assert facts.get("established") == "yes"
    assert "when" not in facts  # when it was seen (during the play or after) is not said


@pytest.mark.parametrize(
    "text",
    [
        # the other side played on
        "Est a renoncé à pique, puis le déclarant a joué à la levée suivante",
        "Ouest renonce à cœur, Nord fait la levée et il a rejoué à la levée suivante",
        # a question, not a fact
        "Est a renoncé à pique ; il a rejoué à la levée suivante ? je ne sais pas",
        # nobody of his side played again
        "Est a renoncé à pique, personne n'a encore rejoué",
    ],
)
def test_no_play_of_the_offending_side_said(text: str) -> None:
    assert vocabulary.facts("renonce", text).get("established") != "yes"

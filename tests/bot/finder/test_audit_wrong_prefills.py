"""The wrong pre-fills the audit of the fresh blind set found (HELPERS news 06:03, in the lead's words, here in
other words) and tester12's Y3, Y12: each now asks; the same facts said plainly are still taken."""

from __future__ import annotations

import pytest

from bot.finder import parts
from bot.finder import topics as finder
from bot.incidents.described import words_dealer
from rules import vocabulary


@pytest.mark.parametrize(
    ("topic", "text", "question"),
    [
        # (a) the player who points out a revoke is not its offender; another irregularity's seat neither
        (
            "renonce",
            "le décla a défaussé sur carreau, c'est Ouest qui a signalé la renonce ; Ouest avait aussi joué hors "
            "tour plus tôt",
            "offender",
        ),
        ("renonce", "Sud joue 4♠, Est a relevé la renonce", "offender"),
        # (b) « hors tour », « avant son tour » said of another seat than the bidder, in its clause
        (
            "enchere_insuffisante",
            "Nord fait une enchère insuffisante, Est parle avant son tour",
            "in_rotation",
        ),
        # (d) an intention is not an appeal
        ("suites_decision", "ils envisagent de faire appel, mais ne l'ont pas encore demandé", "case"),
        ("suites_decision", "EO pensent faire appel, ils n'ont rien demandé encore", "case"),
        # doubtful: when a 14-card hand was found says nothing of its player's call
        ("nombre_de_cartes", "une main de 14 cartes découverte pendant les enchères", "when_13"),
        # Y3: « avant le donneur, Nord accepte »: Nord accepts, the words name no dealer
        ("declaration_hors_tour", "Sud a ouvert 1♠ avant le donneur, Nord accepte", "turn"),
    ],
)
def test_the_audit_s_wrong_pre_fills_are_asked(topic: str, text: str, question: str) -> None:
    assert question not in vocabulary.facts(topic, text)


@pytest.mark.parametrize(
    ("topic", "text", "question", "value"),
    [
        ("nombre_de_cartes", "Nord a 14 cartes, Est 12", "problem", "too_many"),
        # (c) a denied count of cards is never too_many; with the short hand said it is the missing card (finder72, 13D)
        ("nombre_de_cartes", "aucune main n'a 14 cartes, Nord en a 12", "problem", "missing"),
        ("suites_decision", "EO font appel de ma décision sur la donne 12", "case", "appeal"),
        ("enchere_insuffisante", "Est a dit 1♦ sur le 1♥ de Nord, pas à son tour", "in_rotation", "no"),
        ("declaration_hors_tour", "donneur Nord, Sud a ouvert 1♠", "turn", "partner"),
        # the one discard on a suit the words tell is the revoke they name (session 12's brief, 1a)
        (
            "renonce",
            "le déclarant a jeté un pique sur le cœur, Est a relevé la renonce",
            "offender",
            "declarer",
        ),
        (
            "renonce",
            "Sud joue 4♥, le décla défausse sur trèfle alors qu'il en avait, Ouest le signale",
            "offender",
            "declarer",
        ),
    ],
)
def test_the_same_facts_said_plainly_are_taken(topic: str, text: str, question: str, value: str) -> None:
    assert vocabulary.facts(topic, text).get(question) == value


def test_a_denied_fourteenth_card_leaves_the_missing_one() -> None:
    assert (
        vocabulary.facts("nombre_de_cartes", "personne n'en a 14, Est n'a que 12 cartes")["problem"]
        == "missing"
    )


def test_a_seat_that_does_something_else_is_not_the_dealer() -> None:
    assert words_dealer("Sud a ouvert 1♠ avant le donneur, Nord accepte") is None
    assert words_dealer("le donneur, Nord, a passé") == "Nord"
    assert words_dealer("donneur : Est") == "Est"


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("ent HT de Est", "entame"),
        ("carte pen d'Ouest", "cartes_penalisees"),
        ("rnc d'Est à pique", "renonce"),
    ],
)
def test_abbreviations_y12(text: str, topic: str) -> None:
    assert next(t.id for t in finder.search(text)) == topic


@pytest.mark.parametrize(
    "text",
    [
        # another player's call told in a later step: that step's fact (bot.finder.parts, one place)
        "Nord fait une enchère insuffisante, puis Sud parle hors tour",
        "Ouest dit 1♦ sur le 1♥ de Nord, ensuite Est, surpris, a dit 2♣ avant son tour",
        # the brief's 1b: « et du coup », « et là », « et alors » before another seat's act cut there too
        "Sud dit 1♣ après le 1♦ d'Ouest, et du coup Nord a dit 1SA avant son tour",
        "Est met 2♥ sur le 2♠ de Sud ; et là Ouest, qui n'a rien compris, annonce 3♣ hors tour",
        "enchère insuffisante d'Ouest sur le 1SA de Nord et alors Sud passe avant son tour",
    ],
)
def test_another_step_s_turn_is_not_the_insufficient_bid_s(text: str) -> None:
    assert "in_rotation" not in parts.evidence(text, "enchere_insuffisante")
    assert len(parts.split(text) or ()) == 2


@pytest.mark.parametrize(
    "text",
    [
        # said before anything else, or before no seat's act: what followed, not another step
        "Est a fait une enchère insuffisante et là il s'en aperçoit tout seul",
        "Ouest a renoncé à pique et du coup il a voulu reprendre sa carte",
    ],
)
def test_et_la_before_no_new_seat_cuts_nothing(text: str) -> None:
    from bot.finder.frame import THEN

    assert THEN.search(parts._plain(text)) is None

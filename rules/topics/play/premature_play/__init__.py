"""Le jeu prématuré et les cartes jouées simultanément — Lois 57 et 58.

The director first names what happened; for a defender who played before his partner he
checks the two exceptions of 57C before the rectification of 57A, whose four options are
the declarer's (the ruling either explains them all, or, once declarer has chosen, says
exactly what the partner must do). Simultaneous plays by two players (58A) are routed to
the same functions once the director has said whose card counts as the later one.
One function per rectification; its law is in its name. Explanations are in our own words.
"""

from __future__ import annotations

from rules.model import Ruling
from rules.topic import Facts, Topic
from rules.topics.play.premature_play.law57 import (
    declarer_early_57C3,
    defender_at_rho_turn_57D,
    defender_before_partner,
    illegal_premature_card_62,
    major_penalty_card_57A,
    no_rectification_57C1,
    no_rectification_57C2,
)
from rules.topics.play.premature_play.law58 import several_cards_58B, simultaneous_players_58A
from rules.topics.play.premature_play.questions import QUESTIONS
from rules.topics.play.premature_play.wording import LEAD_RESTRICTION_50D2, MAJOR_CARD_DUTIES, OFFENDER

__all__ = [
    "LEAD_RESTRICTION_50D2",
    "MAJOR_CARD_DUTIES",
    "OFFENDER",
    "QUESTIONS",
    "TOPIC",
    "declarer_early_57C3",
    "defender_at_rho_turn_57D",
    "defender_before_partner",
    "illegal_premature_card_62",
    "major_penalty_card_57A",
    "no_rectification_57C1",
    "no_rectification_57C2",
]


# --- the topic --------------------------------------------------------------------------


def decide(facts: Facts) -> Ruling:
    situation = facts.ask("situation")
    if situation == "defender_before_partner":
        return defender_before_partner(facts)
    if situation == "defender_at_rho_turn":
        return defender_at_rho_turn_57D(facts)
    if situation == "declarer_early":
        return declarer_early_57C3(facts)
    if situation == "two_players":
        return simultaneous_players_58A(facts)
    return several_cards_58B(facts)


ORDER = 40

TOPIC = Topic(
    id="jeu_premature",
    title="Jeu prématuré et cartes jouées simultanément",
    summary="Un joueur a joué avant son tour, ou plusieurs cartes ont été jouées en même temps (Lois 57 et 58).",
    laws=("57", "58"),
    questions=QUESTIONS,
    legacy=frozenset({"dummy_prompted"}),
    procedure=decide,
    phases=("jeu",),
)

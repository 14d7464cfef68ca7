"""L'attaque hors tour pendant le jeu — Lois 53, 55 et 56, avec 47E et 60.

The director's order: what happened (a lead out of turn, a lead made because an opponent
said it was the player's turn, a card played on a mistaken explanation); trick 13 first
(always retracted); then who led out of turn; has anyone already played to it (acceptance
by play, 53A; proper lead, 53B; wrong defender, 53C); otherwise the options, chosen by the
defenders (55A) or by declarer (56). One function per rectification; its law is in its name.
Every explanation is written in our own words.
"""

from __future__ import annotations

from rules.model import Ruling
from rules.topic import Facts, Topic
from rules.topics.play.lead_out_of_turn.declarer import declarer_led_55
from rules.topics.play.lead_out_of_turn.defender import defender_led_56
from rules.topics.play.lead_out_of_turn.misinformed import (
    misexplanation_47E2,
    thirteenth_trick_53A,
    told_his_turn_47E1,
)
from rules.topics.play.lead_out_of_turn.questions import QUESTIONS

# --- the topic --------------------------------------------------------------------------


def decide(facts: Facts) -> Ruling:
    situation = facts.ask("situation")
    if situation == "told_his_turn":
        return told_his_turn_47E1()
    if situation == "misexplanation":
        return misexplanation_47E2(facts, "retractable" if facts.is_("card_after", "no") else "too_late")
    who_led = facts.ask("who_led")
    if who_led == "trick_thirteen":
        return thirteenth_trick_53A()
    if who_led == "declarer_wrong_hand":
        return declarer_led_55(facts, "wrong_hand")
    if who_led == "declarer_defender_turn":
        return declarer_led_55(facts, "defender_turn")
    if who_led == "defender_declarer_turn":
        return defender_led_56(facts, "declarer_side")
    return defender_led_56(facts, "partner")


ORDER = 30

TOPIC = Topic(
    id="attaque",
    title="Attaque hors tour",
    summary="Pendant le jeu, le déclarant ou un joueur de la défense a attaqué hors tour, ou a joué sur une "
    "information erronée (Lois 53, 55, 56, 47E).",
    laws=("53", "55", "56", "47"),
    questions=QUESTIONS,
    procedure=decide,
    legacy=frozenset({"dummy_prompted"}),
    phases=("jeu",),
)

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
from rules.topic import Facts, HandOver, Topic
from rules.topics.common import DECLARER, DEFENDER, DUMMY
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

# Issue 29 §2: a lead out of turn, then a revoke found at an earlier trick of the same board. Once both
# sides have played to this lead, legal or not, any revoke of an earlier trick is established (63A1):
# the revoke topic receives it. (With 47E1, « told_his_turn », it would not be: not declared.)
BOTH_SIDES_PLAYED: tuple[tuple[str, dict[str, str]], ...] = (
    (
        "le déclarant de la mauvaise main, suivi par la défense",
        {"who_led": "declarer_wrong_hand", "followed_wrong_hand": "lho"},
    ),
    (
        "le déclarant de la mauvaise main, la défense a joué",
        {"who_led": "declarer_wrong_hand", "followed_wrong_hand": "rho"},
    ),
    (
        "le déclarant au tour de la défense, suivi par elle",
        {"who_led": "declarer_defender_turn", "followed_defender_turn": "lho"},
    ),
    (
        "le déclarant au tour de la défense, la défense a joué",
        {"who_led": "declarer_defender_turn", "followed_defender_turn": "rho"},
    ),
    (
        "la défense au tour du déclarant, qui a joué dessus",
        {"who_led": "defender_declarer_turn", "followed_declarer_turn": "next_hand"},
    ),
    (
        "la défense au tour du partenaire, le déclarant a joué dessus",
        {"who_led": "defender_partner_turn", "followed_partner_turn": "next_hand"},
    ),
    # Both sides have led to the next trick: the declarer's lead out of turn, then the defender's proper lead
    # (53B), or the other way round.
    (
        "le déclarant au tour de la défense, qui a ensuite attaqué régulièrement",
        {"who_led": "declarer_defender_turn", "followed_defender_turn": "proper_lead"},
    ),
    (
        "la défense au tour du déclarant, qui a ensuite attaqué régulièrement",
        {"who_led": "defender_declarer_turn", "followed_declarer_turn": "proper_lead"},
    ),
)
# Issue 38 §1 (55, 56, 63A1), beyond A8: only the side that led out of turn has played to the next trick. Its
# lead, legal or not, establishes a revoke of its own side (63A1: « the offender or his partner »), so
# « played » is offered once the revoke is known to be that side's; never the other side's: that one is
# established only if its side has played since (a revoke at an earlier trick), which the first incident
# cannot tell (review 3, 55/63A1): nothing is marked, a line says how to tell.
DECLARING_SIDE, DEFENDING_SIDE = (DECLARER, DUMMY), (DEFENDER,)
LEADING_SIDE = {
    "declarer_wrong_hand": DECLARING_SIDE,
    "declarer_defender_turn": DECLARING_SIDE,
    "defender_declarer_turn": DEFENDING_SIDE,
    "defender_partner_turn": DEFENDING_SIDE,
}
OTHER_SIDE = {
    who: DEFENDING_SIDE if side == DECLARING_SIDE else DECLARING_SIDE for who, side in LEADING_SIDE.items()
}
ONE_SIDE_PLAYED: tuple[tuple[str, dict[str, str]], ...] = (
    (
        "le déclarant de la mauvaise main, personne n'a joué dessus",
        {"who_led": "declarer_wrong_hand", "followed_wrong_hand": "no"},
    ),
    (
        "le déclarant au tour de la défense, personne n'a joué dessus",
        {"who_led": "declarer_defender_turn", "followed_defender_turn": "no"},
    ),
    (
        "la défense au tour du déclarant, personne n'a joué dessus",
        {"who_led": "defender_declarer_turn", "followed_declarer_turn": "no"},
    ),
    (
        "la défense au tour du partenaire, personne n'a joué dessus",
        {"who_led": "defender_partner_turn", "followed_partner_turn": "no"},
    ),
    (
        "la défense au tour du partenaire, qui a attaqué à son tour",
        {"who_led": "defender_partner_turn", "followed_partner_turn": "partner_led_too"},
    ),
)
REVOKE_ESTABLISHED = (
    *(
        HandOver(
            f"Attaque hors tour ({name}), puis une renonce d'une levée précédente",
            {"situation": "lead_out_of_turn", **answers},
            "renonce",
            {"when": "played"},
            second=True,
        )
        for name, answers in BOTH_SIDES_PLAYED
    ),
    *(
        HandOver(
            f"Attaque hors tour ({name}), puis une renonce de son camp à une levée précédente",
            {"situation": "lead_out_of_turn", **answers},
            "renonce",
            {"when": "played"},
            second=True,
            ask=True,
            only_if=("offender", LEADING_SIDE[answers["who_led"]]),
            note="L'attaque hors tour de l'incident #{first}, même refusée ou reprise, a été faite par le camp de "
            "cette renonce : elle la consomme (63A1).",
        )
        for name, answers in ONE_SIDE_PLAYED
    ),
    *(
        HandOver(
            f"Attaque hors tour ({name}), puis une renonce de l'autre camp à une levée précédente",
            {"situation": "lead_out_of_turn", **answers},
            "renonce",
            {},
            second=True,
            ask=True,
            only_if=("offender", OTHER_SIDE[answers["who_led"]]),
            note="L'attaque hors tour de l'incident #{first} a été faite par l'autre camp : elle ne consomme pas "
            "cette renonce (63A1 demande que le fautif ou son partenaire joue à une levée suivante). Renonce à la "
            "levée juste avant cette attaque : elle n'est pas consommée, elle se corrige (62A), sans transfert. "
            "Renonce plus ancienne : son camp a joué depuis, elle est consommée.",
        )
        for name, answers in ONE_SIDE_PLAYED
    ),
)
# …and the penalty card that a refused defender's lead leaves on the table (56B), for a second exposure by
# the same defender.
PENALTY_CARD_LEFT = tuple(
    HandOver(
        "Attaque hors tour d'un joueur de la défense refusée, puis une autre carte exposée par lui",
        {
            "situation": "lead_out_of_turn",
            "who_led": who_led,
            followed: "no",
            "declarer_choice": "refuse",
        },
        "cartes_penalisees",
        {"count": "several"},
        second=True,
        # D4 (A4): declarer may since have required or forbidden the suit (50D2a), or the card been played:
        # either picks it up. Asked there, « deux ou plus » offered.
        ask=True,
    )
    for who_led, followed in (
        ("defender_declarer_turn", "followed_declarer_turn"),
        ("defender_partner_turn", "followed_partner_turn"),
    )
)
SECOND_IRREGULARITIES = (*REVOKE_ESTABLISHED, *PENALTY_CARD_LEFT)

TOPIC = Topic(
    id="attaque",
    title="Attaque hors tour",
    summary="Pendant le jeu, le déclarant ou un joueur de la défense a attaqué hors tour, ou a joué sur une "
    "information erronée (Lois 53, 55, 56, 47E).",
    laws=("53", "55", "56", "47"),
    questions=QUESTIONS,
    procedure=decide,
    legacy=frozenset({"dummy_prompted"}),
    handovers=SECOND_IRREGULARITIES,
    phases=("jeu",),
)

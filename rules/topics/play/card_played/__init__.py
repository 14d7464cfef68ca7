"""Carte jouée — Lois 45, 47 : quand une carte est jouée, la cinquième carte, la reprise d'une carte.

One module per law (law45, law46, law47); dummy's cards have their own topic (rules/topics/play/dummy_card.py)
built on the same functions. A defender's card held so that partner could see it (45C1) has its
ruling in the penalty-card topic, called here; 47E (misinformed player) lives with the lead out of
turn, called from law47.
"""

from __future__ import annotations

from rules.model import Option, Question, Ruling
from rules.topic import Facts, HandOver, Topic, questions
from rules.topics.play.card_played.law45 import (
    QUESTIONS_45,
    declarer_card_45C2,
    fifth_card_45E,
    named_card_45C4a,
    turned_early_45G,
)
from rules.topics.play.card_played.law47 import QUESTIONS_47, retraction_47
from rules.topics.play.penalty_cards.exposure import card_held_seen_45C1

# When it happens, as the values of rules.topic.Phase (issue 24 §2: the first menu).
PHASES = ("jeu",)

QUESTIONS = questions(
    Question(
        "case",
        "Que s'est-il passé ?",
        (
            Option(
                "defender_shown", "Un joueur de la défense a tenu une carte que son partenaire pouvait voir"
            ),
            Option("declarer_hand", "Le déclarant a montré ou lâché une carte de sa main"),
            Option("named", "Un joueur a nommé ou désigné la carte qu'il joue (« je joue le Roi »)"),
            Option("fifth_card", "Une cinquième carte a été fournie à une levée"),
            Option("turned_early", "Une carte a été retournée avant que les quatre aient joué"),
            Option("retract", "Un joueur veut reprendre une carte jouée"),
        ),
        "Quand une carte est jouée (45), ce que devient une carte de trop (45E), quand une carte jouée se "
        "reprend (47). Pour une carte du mort, ouvrez le thème « Carte du mort ».",
    ),
    *[q for q in QUESTIONS_45 if q.id in ("declarer_position", "fifth_by", "deemed_led", "fifth_kind")],
    *[q for q in QUESTIONS_45 if q.id in ("next_play", "slip")],
    *QUESTIONS_47,
)


def card_played(facts: Facts) -> Ruling:
    case = facts.ask("case")
    if case == "defender_shown":
        return card_held_seen_45C1()
    if case == "declarer_hand":
        return declarer_card_45C2(facts)
    if case == "named":
        return named_card_45C4a()
    if case == "fifth_card":
        return fifth_card_45E(facts)
    if case == "turned_early":
        return turned_early_45G()
    return retraction_47(facts)


# Issue 38 §1 (47F2, 49, 50B): a played card its player wanted to take back (a change of mind, the wrong card
# pulled) stays played (47F2); a second card he faced to replace it is exposed outside the normal course of play:
# a defender's is a penalty card (49), major since it was faced in an attempt to play it (50B); declarer's goes
# back to his hand (48A). Offered (D4): the first incident does not say whether a second card was faced, nor
# whose (its ruling says it when « substituted » is answered, tester8 T20; the penalty card's own topic carries
# its play and the declarer's options, 50D).
SECOND_CARD = (
    HandOver(
        "Carte jouée qui ne peut pas être reprise (47F2), puis la carte montrée pour la remplacer",
        {"case": "retract", "retract_reason": "changed_mind"},
        "cartes_penalisees",
        {"situation": "new_card", "how_exposed": "deliberate"},
        second=True,
        ask=True,
        note="La carte jouée à l'incident #{first} reste jouée (47F2) : celle qu'un joueur de la défense a montrée "
        "pour la remplacer est une carte pénalisée (49), principale parce qu'il l'a jouée délibérément (50B) ; "
        "une carte du déclarant retourne dans sa main (48A).",
    ),
)

TOPIC = Topic(
    id="carte_jouee",
    title="Carte jouée, reprise d'une carte",
    summary="Quand une carte est jouée, la cinquième carte, la carte retournée, la reprise d'une carte (45, 47).",
    laws=("45", "47"),
    questions=QUESTIONS,
    procedure=card_played,
    handovers=SECOND_CARD,
    phases=PHASES,
)
ORDER = 42

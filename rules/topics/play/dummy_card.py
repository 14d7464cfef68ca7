"""Carte du mort — Lois 45B, 45C3, 45C4b, 45D, 45F et 46.

Declarer's designations (a card touched, a slip of the tongue, an incomplete designation and its
default meanings) and dummy's own irregularities (a card not named, a card indicated). The
rulings are those of rules/topics/play/card_played (law45, law46): the « Carte jouée » topic reaches
the same ruling for a designation changed.
"""

from __future__ import annotations

from rules.model import Option, Question, Ruling
from rules.topic import Facts, Topic, questions
from rules.topics.play.card_played.law45 import (
    QUESTIONS_45,
    designation_changed_45C4b,
    dummy_indicates_45F,
    dummy_placed_45D,
    dummy_touched_45C3,
)
from rules.topics.play.card_played.law46 import QUESTIONS_46, incomplete_designation_46B

# When it happens, as the values of rules.topic.Phase (issue 24 §2: the first menu).
PHASES = ("jeu",)

QUESTIONS = questions(
    Question(
        "case",
        "Que s'est-il passé avec la carte du mort ?",
        (
            Option("touched", "Le déclarant a touché une carte du mort"),
            Option("changed", "Le déclarant a nommé une carte du mort, puis en nomme une autre"),
            Option(
                "incomplete",
                "Désignation incomplète ou invalide (« petit », « haut », couleur ou hauteur seule…)",
            ),
            Option("dummy_placed", "Le mort a posé une carte que le déclarant n'a pas nommée"),
            Option(
                "dummy_indicates",
                "Le mort a touché ou montré une carte sans instruction du déclarant (sauf pour ranger ses cartes)",
            ),
        ),
        "Le déclarant nomme la carte du mort, couleur et hauteur, et le mort la joue (45B, 46A) ; le mort ne "
        "touche ni n'indique aucune carte de lui-même (45F).",
    ),
    *[
        q
        for q in QUESTIONS_45
        if q.id in ("touch_purpose", "next_play", "slip", "next_trick_played", "dummy_end")
    ],
    *QUESTIONS_46,
)


def dummy_card(facts: Facts) -> Ruling:
    case = facts.ask("case")
    if case == "touched":
        return dummy_touched_45C3(facts)
    if case == "changed":
        return designation_changed_45C4b(facts)
    if case == "incomplete":
        return incomplete_designation_46B(facts)
    if case == "dummy_placed":
        return dummy_placed_45D(facts)
    return dummy_indicates_45F(facts)


TOPIC = Topic(
    id="carte_du_mort",
    title="Carte du mort",
    summary="Carte du mort touchée, nommée par lapsus, mal désignée (« petit », « haut »), posée ou montrée par le mort (45, 46).",
    laws=("45", "46"),
    questions=QUESTIONS,
    procedure=dummy_card,
    phases=PHASES,
)
ORDER = 43

"""Procédure : qui signale, qui appelle, qui décide — Lois 9, 10 et 11.

The director's first questions when the incident is about procedure rather than about a
card: who drew attention and when (9A), what was done before he arrived (9B2, 9C, 10B,
11A), how the options are chosen (10C). The rectification of the irregularity itself
belongs to its own topic; this one says whether it still applies and who may act.
Every explanation is written in our own words; the official text is linked by `arbitre loi`.
"""

from __future__ import annotations

from rules.model import Ruling
from rules.topic import Facts, Topic
from rules.topics.scores_procedure.procedure.law9 import attention_drawn_9A, own_side_9A5, prevent_9A3
from rules.topics.scores_procedure.procedure.law10_11 import players_acted_10B_11A, premature_correction_9C
from rules.topics.scores_procedure.procedure.law10c import (
    offender_profits_10C4,
    options_10C1,
    options_partner_consulted_10C2,
)
from rules.topics.scores_procedure.procedure.questions import QUESTIONS

# --- the topic --------------------------------------------------------------------------


def decide(facts: Facts) -> Ruling:
    situation = facts.ask("situation")
    if situation == "attention_drawn":
        return attention_drawn_9A(facts)
    if situation == "prevent":
        return prevent_9A3(facts)
    if situation == "own_side":
        return own_side_9A5()
    if situation == "offender_corrected":
        return premature_correction_9C()
    if situation in ("players_rectified", "non_offenders_acted"):
        return players_acted_10B_11A(facts)
    if situation == "option_choice":
        if facts.is_("partner_consulted", "yes"):
            return options_partner_consulted_10C2()
        return options_10C1()
    return offender_profits_10C4()


ORDER = 60

TOPIC = Topic(
    id="procedure",
    title="Procédure : qui signale, qui appelle, qui décide",
    summary=(
        "Signaler une irrégularité (même de son propre camp), appeler l'arbitre, choisir une option, perte du droit à"
        " rectification (Lois 9 à 11, 72B)."
    ),
    laws=("9", "10", "11", "72"),
    questions=QUESTIONS,
    procedure=decide,
    phases=("avant", "encheres", "jeu", "apres"),
)

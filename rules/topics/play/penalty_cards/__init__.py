"""La carte pénalisée — Lois 48 à 52.

The director first settles whose card it is (48A: never declarer's or dummy's), then what
he has to rule now: the kind of a card just exposed (50B), what its owner must play (50C,
50D1, 51A), the declarer's options when the owner's partner gets the lead (50D2, 51B),
a penalty card not played (52, the same ruling as in the revoke topic), or what the
players may do with the information it gives (50E, as rewritten in 2017).
One function per rectification; its law is in its name. Explanations are in our own words.
"""

from __future__ import annotations

from rules.model import Ruling
from rules.topic import Facts, Topic
from rules.topics.common import DECLARER, DUMMY
from rules.topics.play.penalty_cards.exposure import classify_50B, never_penalty_card_48A
from rules.topics.play.penalty_cards.information import information_50E, penalty_card_not_played_52
from rules.topics.play.penalty_cards.owner_plays import owner_to_play
from rules.topics.play.penalty_cards.partner_leads import partner_to_lead
from rules.topics.play.penalty_cards.questions import QUESTIONS

# --- the topic --------------------------------------------------------------------------


def decide(facts: Facts) -> Ruling:
    owner = facts.ask("owner")
    if owner in (DECLARER, DUMMY):
        return never_penalty_card_48A(owner)
    situation = facts.ask("situation")
    if situation == "new_card":
        return classify_50B(facts)
    if situation == "owner_to_play":
        return owner_to_play(facts)
    if situation == "partner_to_lead":
        return partner_to_lead(facts)
    if situation == "not_played":
        return penalty_card_not_played_52(facts)
    return information_50E(facts)


ORDER = 50

TOPIC = Topic(
    id="cartes_penalisees",
    title="Carte pénalisée",
    summary="Carte exposée par un joueur de la défense : nature, obligations, options du déclarant (Lois 48 à 52).",
    laws=("48", "49", "50", "51", "52"),
    questions=QUESTIONS,
    procedure=decide,
    legacy=frozenset({"discovered", "established", "unplayed_kind"}),
    phases=("jeu",),
)

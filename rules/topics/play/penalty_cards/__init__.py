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
from rules.topic import Facts, HandOver, Topic
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

# Issue 29 §2: while a defender's penalty card is on the table, a second irregularity of his on the same
# board (a lead out of turn, cards played together) is ruled knowing it: two penalty cards or more are all
# major (50B) and Law 51 governs them. The answers that leave a defender's penalty card on the table:
ON_THE_TABLE: tuple[tuple[str, dict[str, str]], ...] = (
    ("carte jouée délibérément", {"owner": "defender", "situation": "new_card", "how_exposed": "deliberate"}),
    (
        "carte exposée par mégarde",
        {"owner": "defender", "situation": "new_card", "how_exposed": "unintentional"},
    ),
    ("carte nommée", {"owner": "defender", "situation": "new_card", "how_exposed": "named"}),
    ("son propriétaire doit jouer", {"owner": "defender", "situation": "owner_to_play"}),
    ("son partenaire doit attaquer", {"owner": "defender", "situation": "partner_to_lead"}),
)
SECOND_IRREGULARITIES = tuple(
    HandOver(
        f"Carte pénalisée sur la table ({name}), puis {then}",
        answers,
        target,
        {"already_penalty_card": "yes"},
        second=True,
        # D4 (A5): the topic does not say which defender holds the card, nor whether it is still on the
        # table when the second irregularity happens: asked there, this answer offered.
        ask=True,
    )
    for name, answers in ON_THE_TABLE
    for target, then in (
        ("attaque", "une attaque hors tour du même joueur"),
        ("jeu_premature", "plusieurs cartes jouées ensemble par le même joueur"),
    )
)
# Issue 38 §1 (45E, 49, 50, 51): a penalty card on the table, then a fifth card to a trick by a defender:
# the fifth card is a penalty card too, and with the earlier one Law 51 governs (45E1, 50B). Offered (D4):
# the same defender? his card still on the table?
FIFTH_CARD = tuple(
    HandOver(
        f"Carte pénalisée sur la table ({name}), puis une cinquième carte fournie par un joueur de la défense",
        answers,
        "carte_jouee",
        {"fifth_kind": "already_penalty"},
        second=True,
        ask=True,
    )
    for name, answers in ON_THE_TABLE
)

TOPIC = Topic(
    id="cartes_penalisees",
    title="Carte pénalisée",
    summary="Carte exposée par un joueur de la défense : nature, obligations, options du déclarant (Lois 48 à 52).",
    laws=("48", "49", "50", "51", "52"),
    questions=QUESTIONS,
    procedure=decide,
    legacy=frozenset({"discovered", "established", "unplayed_kind"}),
    handovers=(
        *SECOND_IRREGULARITIES,
        *FIFTH_CARD,
        HandOver(
            "Concession d'un joueur de la défense aussitôt contestée par son partenaire (68B2)",
            {
                "owner": "defender",
                "situation": "new_card",
                "how_exposed": "not_penalty",
                "not_penalty_case": "concession_objected",
            },
            "revendication",
            {"situation": "defender_objected"},
        ),
    ),
    phases=("jeu",),
)

"""L'entame hors tour — Lois 54 et 41, avec 47E1, 24 (54E), 50D et 58A.

The director's order: what happened (one defender, both, face down, the declaring side);
was the lead suggested by the declaring side (47E1, nothing to rectify); could declarer
see dummy (54C, no choice left); did declarer already expose a card (54A); otherwise the five
options of 54 and 50D, chosen by declarer alone. One function per rectification; its law
is in its name. Every explanation is written in our own words.

Roles are named, not seats: « le joueur qui devait entamer » is declarer's left-hand
opponent; « le joueur fautif » is his partner, who faced a card out of turn.
"""

from __future__ import annotations

from dataclasses import replace

from rules.model import PenaltyCard, PenaltyKind, Ruling
from rules.topic import Facts, Topic
from rules.topics.play.opening_lead.before_the_options import (
    declarer_exposed_card_54A,
    declarer_played_card_53A_54B1,
    declarer_spread_54A,
    must_accept_54C,
    suggested_47E1,
)
from rules.topics.play.opening_lead.options import (
    accept_and_become_dummy_54A,
    accept_and_declare_54B1,
    accepted_dummy_card_called_54B2,
    options_54,
    refuse_54D_forbid_suit_50D2a,
    refuse_54D_major_penalty_card_50D2b,
    refuse_54D_require_suit_50D2a,
)
from rules.topics.play.opening_lead.other_cases import (
    both_face_down_41A,
    card_exposed_before_lead_24,
    declarer_spread_after_legal_lead_48,
    declaring_side_54E_24,
    face_down_out_of_turn_41A,
    misexplained_lead_47E2,
    right_lead_faced_other_face_down_41A,
    second_card_57D,
    two_cards_one_hand_58B,
)
from rules.topics.play.opening_lead.questions import LEGACY, QUESTIONS, Context
from rules.topics.play.penalty_cards.several import several_penalty_cards_51

# --- the topic --------------------------------------------------------------------------


def faced_lead_out_of_turn_54(facts: Facts, ctx: Context) -> Ruling:
    legacy = facts.answered("suggested")  # stored under the older, wider question (review I3)
    told = legacy == "yes" if legacy is not None else facts.is_("told_to_lead", "yes")
    if told:
        ruling = suggested_47E1(ctx)
        # Review 3 (outside the matrix): a card exposed during the auction (24E) stays a penalty card after
        # the 47E1 retraction, which cancels only the rectification of the lead: before his partner's lead,
        # declarer's 50D2 choice comes first. Offered as under 54D (same player? card still there?).
        if facts.offer("already_penalty_card") == "yes":
            return penalty_card_stays_50D2(ruling)
        return ruling
    action = facts.ask("declarer_action")
    if action == "dummy_exposed":  # 54C comes before whatever declarer did (see the question's help)
        return must_accept_54C(facts, ctx)
    if action == "spread_hand":
        return declarer_spread_54A(facts, ctx)
    if action == "played_from_hand":
        # Review I1: the FFB practice (he becomes dummy) under the FFB regulations; the Laws' literal
        # reading (acceptance by play, he stays declarer) under any other regulation (WBF).
        if facts.regulation.declarer_card_on_lead_makes_dummy:
            return declarer_exposed_card_54A(facts, ctx)
        return declarer_played_card_53A_54B1(facts, ctx)
    if action == "accepted_called_dummy":
        return accepted_dummy_card_called_54B2(facts, ctx)
    choice = facts.ask("declarer_choice")
    if choice == "accept_declare":
        return accept_and_declare_54B1(facts, ctx)
    if choice == "accept_dummy":
        return accept_and_become_dummy_54A(facts, ctx)
    if choice == "require_suit":
        refused = refuse_54D_require_suit_50D2a(ctx)
    elif choice == "forbid_suit":
        refused = refuse_54D_forbid_suit_50D2a(ctx)
    elif choice == "free_lead":
        refused = refuse_54D_major_penalty_card_50D2b(ctx)
    else:
        refused = options_54(ctx)
    # Issue 38 D2 (G1): a card this defender exposed during the auction is a penalty card already (24E);
    # with the refused lead he has two, all major (50B), and 51B replaces 50D2 for his partner's lead.
    # Offered under the ruling (optional: rare at the opening lead), so that the exposed card entered
    # after this incident gives the same ruling as before it; from the exposed-card incident, its answer
    # is marked there (D4: the same player? the card still on the table?).
    if facts.offer("already_penalty_card") == "yes":
        chosen = {"require_suit": "require", "forbid_suit": "forbid", "free_lead": "free"}.get(choice)
        return several_penalty_cards_51(refused, "la carte entamée hors tour", choice != "not_yet", chosen)
    return refused


PENALTY_CARD_47E1 = (
    "Le fautif avait déjà une carte pénalisée sur la table (avant l'entame, c'est une carte exposée pendant les "
    "enchères, principale : 24, 50B) : la reprise de l'entame (47E1) n'y change rien, elle reste pénalisée. Avant que son partenaire "
    "entame, le déclarant choisit seul : exiger ou interdire la couleur de cette carte (elle est alors reprise), "
    "ou laisser l'entame libre (elle reste sur la table) (50D2a, 50D2b, 10C1)."
)


def penalty_card_stays_50D2(ruling: Ruling) -> Ruling:
    return replace(
        ruling,
        id=f"{ruling.id}.carte_penalisee_deja",
        laws=(*ruling.laws, "24", "50B", "50D2a", "50D2b", "10C1"),
        now=(*(line for line in ruling.now if "la carte de son choix" not in line), PENALTY_CARD_47E1),
        penalty_cards=(
            PenaltyCard(
                "le joueur de la défense fautif",
                PenaltyKind.MAJOR,
                "la carte pénalisée qu'il avait déjà sur la table (reprise si le déclarant exige ou interdit sa "
                "couleur, 50D2a)",
            ),
        ),
        script=(
            *ruling.script,
            "Votre carte pénalisée reste sur la table. Déclarant, avant l'entame, choisissez seul : exiger sa "
            "couleur, l'interdire (elle est alors reprise), ou laisser l'entame libre.",
        ),
    )


def decide(facts: Facts) -> Ruling:
    situation = facts.ask("situation")
    if situation == "other":
        situation = facts.ask("other_case")
    if situation == "declaring_side":
        return declaring_side_54E_24()
    if situation == "wrong_defender_face_down":
        return face_down_out_of_turn_41A()
    if situation == "declarer_spread_after_legal_lead":
        return declarer_spread_after_legal_lead_48()
    if situation == "two_cards_one_hand":
        return two_cards_one_hand_58B(facts)
    if situation == "card_exposed_not_led":
        return card_exposed_before_lead_24(facts)
    if situation == "misexplained":
        return misexplained_lead_47E2(facts)
    ctx = Context()
    if situation == "both_defenders":
        how = facts.ask("both_how")
        if how == "both_face_down":
            return both_face_down_41A()
        if how == "right_faced_wrong_face_down":
            return right_lead_faced_other_face_down_41A()
        if how in ("right_first", "simultaneous"):
            return second_card_57D(facts, simultaneous=how == "simultaneous")
        ctx = Context(
            face_down_returned=how == "wrong_faced_right_face_down", second_card=how == "wrong_first"
        )
    return faced_lead_out_of_turn_54(facts, ctx)


ORDER = 20

TOPIC = Topic(
    id="entame",
    title="Entame hors tour",
    summary="Le mauvais joueur a entamé, ou les deux joueurs de la défense, ou le camp du déclarant "
    "(Lois 54, 41, 47E1, 24, 58A).",
    laws=("54", "41", "47", "24", "50", "58"),
    questions=QUESTIONS,
    procedure=decide,
    legacy=LEGACY,
    phases=("jeu",),
)

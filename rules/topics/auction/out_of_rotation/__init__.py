"""Déclaration hors tour — Lois 28 à 34 (avec 17D3, 23, 26 et 29).

The director's order: what was called out of rotation (a pass, an artificial pass, a bid, a
double or redouble; or the two special situations 33 and 34), at whose turn, then whether the
right to rectification was lost before he ruled (28B: the player whose turn it was called; 29A:
the LHO called over it, accepting it), and only then the branch of Law 30, 31 or 32. The 23A
comparable-call question is asked only on the branches whose outcome depends on it (30B1b,
31A2, 31B2, 32A2, 32B2). Simultaneous calls (33) are folded into « whose turn »: the call deemed
subsequent lands at a known turn, and the same branches follow.
"""

from __future__ import annotations

from rules.model import Ruling
from rules.topic import Facts, HandOver, Topic
from rules.topics.auction.common import (
    COMPARABLE_VALUES,
    NOT_MADE,
    by_comparable,
    call_not_made,
    foresees_16C3,
)
from rules.topics.auction.out_of_rotation.in_rotation import (
    accepted_29A,
    change_of_call_25,
    forfeited_28B,
    inadmissible_double_36,
    lho_may_accept_29A,
    partner_called_first,
    rho_required_to_pass_28A,
    simultaneous_in_rotation_33,
    three_passes_34,
)
from rules.topics.auction.out_of_rotation.law30_31_32 import (
    bid_at_partner_or_lho_turn_31B,
    bid_at_rho_turn_rho_called_31A2,
    bid_at_rho_turn_rho_passed_31A1,
    double_at_partner_turn_32B,
    double_at_rho_turn_rho_called_32A2,
    double_at_rho_turn_rho_passed_32A1,
    pass_at_partner_or_lho_turn_30B1,
    pass_at_rho_turn_30A,
)
from rules.topics.auction.out_of_rotation.questions import (
    DOUBLE,
    INADMISSIBLE_DOUBLE,
    LHO_FIRST,
    NOT_CHOSEN,
    PARTNER,
    PARTNER_CALLED,
    PASS,
    QUESTIONS,
    RHO,
    THREE_PASSES,
)
from rules.topics.auction.pending import PENDING, branch_ruling

EFFECTIVE_TURN = {
    RHO: RHO,
    PARTNER: PARTNER,
    LHO_FIRST: LHO_FIRST,
    "with_partner": RHO,
    "with_lho": PARTNER,
}


def call_out_of_rotation(facts: Facts) -> Ruling:
    call = facts.ask("call")
    if call == NOT_MADE:
        return call_not_made()
    if call == THREE_PASSES:
        return three_passes_34()
    if call == INADMISSIBLE_DOUBLE:
        return inadmissible_double_36(facts, first_call=False)
    turn = facts.ask("turn")
    if turn == "rho_must_pass":
        return rho_required_to_pass_28A(call)
    if turn == "with_rho":
        return simultaneous_in_rotation_33()
    if turn == "lho_later":
        return change_of_call_25(call)
    simultaneous = turn.startswith("with_")
    turn = EFFECTIVE_TURN[turn]
    if call == DOUBLE and turn == LHO_FIRST:
        # The offender's LHO is the dealer: a double as the auction's first call doubles nothing.
        return inadmissible_double_36(facts, first_call=True)
    if turn == RHO:
        return _at_rho_turn(facts, call, simultaneous)
    acceptance = facts.ask("lho_accepts")
    if acceptance == "yes":
        return accepted_29A(call, turn, simultaneous)
    # Not chosen yet: the offender has not replaced his call either, so both outcomes of 23A are read.
    answer = PENDING if acceptance == NOT_CHOSEN else facts.ask("comparable")
    if call == PASS:
        ruling = by_comparable(answer, lambda a: pass_at_partner_or_lho_turn_30B1(turn, simultaneous, a))
    elif call == DOUBLE:
        ruling = by_comparable(answer, lambda a: double_at_partner_turn_32B(simultaneous, a))
    else:
        ruling = by_comparable(answer, lambda a: bid_at_partner_or_lho_turn_31B(call, turn, simultaneous, a))
    if acceptance == PARTNER_CALLED:
        return partner_called_first(ruling, turn)
    if acceptance == NOT_CHOSEN:
        return lho_may_accept_29A(call, turn, simultaneous, ruling)
    return ruling


def _at_rho_turn(facts: Facts, call: str, simultaneous: bool) -> Ruling:
    if call == PASS:
        # 30A does not depend on what the RHO does next: only acceptance or forfeiture matter.
        outcome = facts.ask("rho_pass_outcome")
        if outcome == "lho_accepts":
            return accepted_29A(call, RHO, simultaneous)
        if outcome == "rho_called_first":
            return forfeited_28B(call, simultaneous)
        if outcome == NOT_CHOSEN:
            return lho_may_accept_29A(call, RHO, simultaneous, pass_at_rho_turn_30A(simultaneous))
        return pass_at_rho_turn_30A(simultaneous)
    action = facts.ask("rho_action")
    if action == "lho_accepts":
        return accepted_29A(call, RHO, simultaneous)
    if action == "rho_called_first":
        return forfeited_28B(call, simultaneous)
    if action == "rho_passes":
        return _rho_passed(call, simultaneous)
    if action in (PENDING, NOT_CHOSEN):
        # The director rules before RHO calls: both outcomes, the second one before the offender's choice.
        cancelled = branch_ruling(
            "rotation.31A_32A.a_venir",
            "Déclaration hors tour au tour de l'adversaire de droite : la suite dépend de ce qu'il fera",
            "La suite dépend de ce que fera l'adversaire de droite à son tour (31A, 32A) : expliquez les "
            "deux cas maintenant (10C1).",
            [
                ("S'il passe :", _rho_passed(call, simultaneous)),
                ("S'il enchérit, contre ou surcontre :", _rho_called(call, simultaneous, PENDING)),
            ],
        )
        if action == NOT_CHOSEN:
            return lho_may_accept_29A(call, RHO, simultaneous, cancelled)
        return cancelled
    return _rho_called(call, simultaneous, facts.ask("comparable"))


def _rho_passed(call: str, simultaneous: bool) -> Ruling:
    if call == DOUBLE:
        return double_at_rho_turn_rho_passed_32A1(simultaneous)
    return bid_at_rho_turn_rho_passed_31A1(call, simultaneous)


def _rho_called(call: str, simultaneous: bool, answer: str) -> Ruling:
    if call == DOUBLE:
        return by_comparable(answer, lambda a: double_at_rho_turn_rho_called_32A2(simultaneous, a))
    return by_comparable(answer, lambda a: bid_at_rho_turn_rho_called_31A2(call, simultaneous, a))


# Issue 38 §1 (28A, 37, 29 to 32): the call out of rotation cancelled, a player must pass at his next turn: the
# offender after his pass at his RHO's turn (30A), or the offender's partner after a replacement that is not
# comparable (30B1b(ii), 31A2b, 31B2, 32A2b, 32B2). Then a call at that turn by his left-hand opponent is in
# rotation (28A); a call by the player himself violates his obligation (37). Asked, the answer offered: the
# first incident does not say whose the second call is, nor whether it is at that next turn (the obligation
# of 30 to 32 is for one turn only, not throughout as 27B2's).
# Review 3 (37A): the left-hand opponent called before the ruling, so the call stands; the obligation was for
# one turn only, so nothing is left of it; 37A's « no 26B » is the inadmissible call's, not the restriction the
# first irregularity may have created (30B1b(ii), 31A2b, 32A2b; not 30A).
ONE_TURN_37A = (
    "L'obligation de passer de l'incident #{first} ne valait que pour ce tour-là (30A) : la déclaration reste "
    "(37A) et le fautif n'a plus d'obligation de passer.",
    "L'obligation de passer de l'incident #{first} ne valait que pour ce tour-là (30B1b(ii), 31A2b, 32A2b) : la "
    "déclaration reste (37A) et le joueur n'a plus d'obligation de passer. La restriction d'entame 26B née de "
    "l'incident #{first} peut toujours s'appliquer : 37A n'écarte que celle qui viendrait de la déclaration "
    "inadmissible.",
)
MUST_PASS_NEXT = (
    ("le fautif doit passer à son prochain tour (30A)", {"call": PASS, "rho_pass_outcome": "cancelled"}),
    ("le partenaire du fautif doit passer à son prochain tour", {"comparable": "not_comparable"}),
)
SECOND_CALL = tuple(
    HandOver(
        f"Déclaration hors tour annulée, {name}, puis une déclaration à ce tour-là",
        answers,
        target,
        target_answers,
        second=True,
        ask=True,
    )
    for name, answers in MUST_PASS_NEXT
    for target, target_answers in (
        ("declaration_hors_tour", {"turn": "rho_must_pass"}),
        ("declaration_inadmissible", {"kind": "must_pass"}),
    )
) + tuple(
    HandOver(
        f"Déclaration hors tour annulée, {name}, puis une déclaration à ce tour-là que l'adversaire de gauche a "
        "suivie (37A)",
        answers,
        "declaration_inadmissible",
        {},
        second=True,
        ask=True,
        note=note,
        only_if=("lho_called", ("yes",)),
    )
    for (name, answers), note in zip(MUST_PASS_NEXT, ONE_TURN_37A, strict=True)
)
# Issue 38 §1 (16C, 23): the call out of rotation cancelled (29B), then a question of information from it. The
# offender's replacement comparable (30B1b(i), 31A2a, 31B2, 32A2a, 32B2): 16C2 does not apply, 23C governs;
# not comparable: the cancelled call is unauthorised for the offender's side (16C2). At the partner's or the
# LHO's turn, the partner's own call before the replacement stays under 16C2 (30B1a, 31B1, 32B1).
PARTNER_CALLS_FIRST = (PARTNER, LHO_FIRST, "with_lho")
WITHDRAWN_CALL = tuple(
    HandOver(
        "Déclaration hors tour annulée puis remplacée, puis l'information de la déclaration annulée",
        {"turn": turn, "comparable": comparable},
        "information_non_autorisee",
        {"comparable_call": "yes" if comparable in COMPARABLE_VALUES else "no"},
        second=True,
        ask=True,  # the information may come from another withdrawn call: offered (D4)
        note=(
            "La déclaration annulée de l'incident #{first} a été faite au tour du partenaire du fautif (ou de son "
            "adversaire de gauche) : la déclaration que ce partenaire a faite ensuite à son tour, avant le "
            "remplacement, reste soumise à 16C2 (30B1a, 31B1, 32B1), même si le remplacement est comparable."
            if turn in PARTNER_CALLS_FIRST
            else ""
        ),
    )
    for turn in (RHO, "with_partner", *PARTNER_CALLS_FIRST)
    for comparable in (*COMPARABLE_VALUES, "not_comparable")
)

TOPIC = Topic(
    id="declaration_hors_tour",
    title="Déclaration hors tour",
    summary="Passe, enchère, contre ou surcontre hors tour ; déclarations simultanées ; trois passes "
    "dont un hors tour (Lois 28 à 34).",
    laws=("17", "28", "29", "30", "31", "32", "33", "34"),
    questions=QUESTIONS,
    procedure=foresees_16C3(call_out_of_rotation),
    handovers=(*SECOND_CALL, *WITHDRAWN_CALL),
    phases=("encheres",),
)
ORDER = 62

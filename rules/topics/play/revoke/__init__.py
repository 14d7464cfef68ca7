"""La renonce — Lois 61 à 64, avec la carte manquante (14B) et la levée défectueuse (67).

The procedure follows the director's questions in his order: what happened, who, when
attention was drawn, is it established; then the exceptions of 64B before the count of
64A, and 64C last. One function per rectification; its law is in its name.
Every explanation is written in our own words; the official text is linked by `arbitre loi`.
"""

from __future__ import annotations

from dataclasses import replace

from rules.model import Ruling
from rules.topic import Facts, HandOver, Topic
from rules.topics.play.revoke.correction import no_revoke_61A_59
from rules.topics.play.revoke.disputed import QUESTIONS_DISPUTED, disputed_revoke
from rules.topics.play.revoke.established import revoke
from rules.topics.play.revoke.other_cases import QUESTIONS_OTHER, defective_trick_67, missing_card_14B
from rules.topics.play.revoke.penalty_card import LEGACY_52, QUESTIONS_52, penalty_card_not_played_52
from rules.topics.play.revoke.questions import LEGACY, QUESTIONS
from rules.topics.scores_procedure.procedure.law9 import dummy_43B3_after_leaving_seat

# --- the topic --------------------------------------------------------------------------


def decide(facts: Facts) -> Ruling:
    situation = facts.ask("situation")
    if situation == "could_not_comply":
        return no_revoke_61A_59()
    if situation == "penalty_card_not_played":
        return penalty_card_not_played_52(facts)
    if situation == "missing_card":
        return missing_card_14B(facts)
    if situation == "defective_trick":
        return defective_trick_67(facts)
    if situation == "disputed":
        return disputed_revoke(facts)
    if situation == "pointed_out_by_dummy":
        # The same rectification as under Procédure (43B3): the revoke is not corrected and no trick is
        # transferred (64 gives way); the defenders' gain, if any, is taken away at the end.
        return replace(dummy_43B3_after_leaving_seat(), corrected=False, tricks_transferred=0)
    return revoke(facts)


ORDER = 10

# Issue 38 D3: a second revoke on the same board is ruled with the first, under « Deux renonces » (64B2 for
# the same player in the same suit, 64B7 when both sides revoked, 64C2): the fact passes, and the first
# incident is told that its own transfer gives way.
TWO_REVOKES = tuple(
    HandOver(
        "Renonce, puis une deuxième renonce sur la même donne",
        {"situation": situation},
        "renonce",
        {"situation": "two_revokes"},
        second=True,
        # Review 3 (A10): written before the kind of the second revoke is known; it says when the transfer
        # gives way (64B2, 64B7) and when it stands (64A), not that it always does.
        first_note="Deuxième renonce sur cette donne (incident #{second}) : les deux se règlent ensemble, sous « Deux "
        "renonces » de l'incident #{second}. Même joueur, même couleur : seule la première renonce donne un "
        "transfert (64B2, 64C2a) ; les deux camps ont renoncé, renonces consommées : aucun transfert automatique, ni ici ni là (64B7, "
        "64C2b) ; sinon chaque renonce garde son transfert (64A).",
        rules_both=True,
    )
    for situation in ("not_followed", "requirement_ignored")
)
# Tester7 T12: a revoke, then a lead out of turn at a later trick opened with « + »: made by the revoke's
# side, even refused or taken back, the lead establishes the revoke (63A1: « any such play, legal or
# illegal »); made by the other side, it does not. The revoke's incident is told when the lead's is opened.
LEAD_AFTER = tuple(
    HandOver(
        "Renonce, puis une attaque hors tour",
        {"situation": situation},
        "attaque",
        {},
        second=True,
        first_note="Attaque hors tour sur cette donne (incident #{second}) : faite par le camp de cette renonce, "
        "même refusée ou reprise, elle la consomme (63A1) : à « Où en est le jeu quand l'attention est attirée "
        "sur la renonce ? », ce n'est plus « avant que le camp fautif joue à la levée suivante » ; faite par "
        "l'autre camp, elle ne la consomme pas.",
    )
    for situation in ("not_followed", "requirement_ignored")
)
# Issue 38 D15: a claim after an established revoke (63A1, 63A2): no question of the claim carries it, one
# line under the claim's ruling does (64A counts the tricks the offending side wins after the revoke, and
# the tricks a claim's ruling gives it are won tricks, 69, 70).
CLAIM_AFTER = tuple(
    HandOver(
        "Renonce consommée, puis une revendication ou une concession",
        {"situation": situation, "when": when},
        "revendication",
        {
            "revoke_linked": "yes"
        },  # tester7 T3: the claim's ruling does not send the director to open it again
        second=True,
        note="La renonce de l'incident #{first} est consommée (63A) : les levées que cette décision attribue au "
        "camp fautif comptent parmi celles qu'il a gagnées après la renonce, pour le transfert (64A) ; "
        "celui-ci s'applique au résultat attribué ici (69, 70).",
    )
    for situation in ("not_followed", "requirement_ignored")
    # The revoke found during the claim, established by it (63A3), is established just the same.
    for when in ("played", "claim")
)

TOPIC = Topic(
    id="renonce",
    title="Renonce",
    summary="Un joueur n'a pas fourni, ou n'a pas respecté une obligation (Lois 61 à 64, 14B, 67).",
    laws=("61", "62", "63", "64", "14", "67"),
    # QUESTIONS_OTHER adds 14B/67 follow-ups and one answer to `defect_kind` (67B3).
    questions={**QUESTIONS, **QUESTIONS_52, **QUESTIONS_OTHER, **{q.id: q for q in QUESTIONS_DISPUTED}},
    procedure=decide,
    legacy=LEGACY | LEGACY_52,
    handovers=(*TWO_REVOKES, *CLAIM_AFTER, *LEAD_AFTER),
    phases=("jeu", "apres"),
)

"""Which side played a revoke's contract, when the incident already says it (tester15 V3, tester24 P1, ops26).

« Quel camp a joué le contrat ? » decides who gets the transfer (64A1, 64A2): with the wrong side, the tricks go
to the offenders. Two things on the incident fix it: the final contract its words name with its declarer
(« Ouest joue 5♥ contré », its own or its first incident's), else the one seat its words say revoked (« Est a
renoncé ») with the answer to « Qui est le joueur fautif ? » (a defender's partnership defended; the declarer's
or the dummy's played). Then the question offers only that side, with why (`offered`), so that it never offers a
value it then refuses; the engine answers it as settled (« Compris : … → Nord-Sud (seule réponse possible : …) —
r pour corriger »). `refusal` stays as the guard for an answer typed against it (a command, a stale button).
Words that correct their revoker (« …, en fait c'est Sud ») fix nothing: the question is asked.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Protocol

from bot.incidents import board_words
from bot.incidents.board_words import Noted
from rules.model import Step, side_name
from rules.topics.common import DECLARER, DEFENDER, DUMMY

REVOKE_TOPIC = "renonce"
QUESTION = "declarer_side"
ROLES = {DECLARER: "le déclarant", DUMMY: "le mort", DEFENDER: "un joueur de la défense"}
SEAT_SIDES = {"nord": "ns", "sud": "ns", "est": "eo", "ouest": "eo"}


class Incident(Protocol):
    """What this module reads of an incident (bot.incidents.incident.Incident, which calls `offered`)."""

    @property
    def topic(self) -> str | None: ...
    @property
    def notes(self) -> Sequence[Noted]: ...
    def answers_dict(self) -> dict[str, str]: ...


@dataclass(frozen=True)
class Known:
    """The side that played (« ns », « eo ») and why, in French, from the words quoted."""

    side: str
    why: str
    refused: str  # the refusal of the other side, French


def known(incident: Incident) -> Known | None:
    """The side that played the revoke's contract as the incident fixes it, or None when it does not."""
    if incident.topic != REVOKE_TOPIC:
        return None
    contract = board_words.described_contract(incident.notes)
    side = SEAT_SIDES.get(contract.declarer) if contract is not None else None
    if contract is not None and side is not None:
        named = side_name(side)
        return Known(
            side,
            f"la description (« {contract.words} ») fait jouer le contrat par {named}",
            f"Réponse impossible : la description (« {contract.words} ») fait jouer le contrat par {named} : "
            f"répondez {named} (avec l'autre camp, le transfert irait au camp fautif, 64A). Si la description se "
            "trompe de déclarant, annulez l'incident (a) et décrivez-le à nouveau. Rien n'a été enregistré.",
        )
    return _from_revoker(incident)


def _from_revoker(incident: Incident) -> Known | None:
    """Tester24 P1: with no contract in the words, the one seat they say revoked and the offender's role."""
    role = incident.answers_dict().get("offender")
    own = board_words.own_words(incident.notes)
    if not own or role not in ROLES:
        return None
    from rules.cased_words import cased
    from rules.players_in_words import revoker_corrected, revoking_seats  # not on the first screen's path
    from rules.relations_in_words import related
    from rules.words_matching import believed, stated_clauses

    # reviewer23 #14, reviewer24 #10: a revoke someone only believed, suspected, alleged or hedged (« Ouest a cru qu'Est
    # avait renoncé, mais c'est le mort… », « Est a renoncé, je pense ») names no revoker: the side is asked.
    # finder48: « l'adversaire de droite de Nord a renoncé » names Ouest (Sud declaring) or no seat, never Nord.
    # reviewer26 P-1: the correction is read before stated_clauses, which empties « enfin non, c'était Sud ».
    told = related(cased(own[0]))
    seats = revoking_seats(stated_clauses(told))
    if len(seats) != 1 or revoker_corrected(told) or believed(own[0]):
        return None
    seat, said = next(iter(seats.items()))
    seat_side = SEAT_SIDES[seat]
    side = seat_side if role != DEFENDER else ("eo" if seat_side == "ns" else "ns")
    named = side_name(side)
    return Known(
        side,
        f"la description dit « {said} » et le fautif est {ROLES[role]} : le contrat était joué par {named}",
        f"Réponse impossible : la description dit « {said} » et le fautif est {ROLES[role]} (« Qui est le joueur "
        f"fautif ? ») : le contrat était joué par {named}. Répondez {named} (avec l'autre camp, le transfert irait "
        "au camp fautif, 64A1). Si c'est le rôle du fautif qui est faux, revenez-y (r). Rien n'a été enregistré.",
    )


def offered(incident: Incident, step: Step) -> Step:
    """The step with « Quel camp a joué le contrat ? » offering only the side the incident fixes, and why."""
    question = step.question
    if question is None or question.id != QUESTION or incident.topic != REVOKE_TOPIC:
        return step
    fixed = known(incident)
    kept = tuple(o for o in question.options if fixed is not None and o.value == fixed.side)
    if fixed is None or not kept or len(kept) == len(question.options):
        return step
    narrowed = replace(
        question, options=kept, legacy=(), help=f"{question.help} {fixed.why[0].upper()}{fixed.why[1:]}."
    )
    return replace(step, question=narrowed)


def refusal(incident: Incident, question_id: str, value: str) -> str | None:
    """An answer to « Quel camp a joué le contrat ? » against the side the incident fixes: why, in French."""
    if question_id != QUESTION or value.lower() not in ("ns", "eo"):
        return None
    fixed = known(incident)
    return fixed.refused if fixed is not None and value.lower() != fixed.side else None

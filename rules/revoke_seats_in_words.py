"""The revoke's offender read from the seats (61A, 64A): a seat beside the declarer named by his role (session 17,
finder26), a seat whose side does not hold the contract (finder67). Moved out of rules/revoke_in_words.py (its 650
lines) along its family; called by its `revoke_facts` with the facts found so far, which it completes. Pure."""

from __future__ import annotations

import re

from rules.players_in_words import revoking_seats
from rules.seats_in_words import SEAT_PATTERN, declarer_seat, partner_of, seat_name

_SENTENCE_BREAK = re.compile(r"[.;:!?]")
REVOKES = frozenset(("not_followed", "requirement_ignored", "penalty_card_not_played", "defective_trick"))
_REVOKES = REVOKES


# Session 17 (finder26): the revoker named by his seat, the declarer by his role (« Ouest défausse au lieu de
# fournir, le déclarant prend la levée », « Est a coupé le valet de cœur du déclarant alors qu'il avait encore
# un cœur »): the seat is a defender — when every revoke word's actor is that seat, no other seat is named but
# his partner, and the dummy is never named (he may be the seat).
_ACTOR = re.compile(
    rf"(?<![-\w'’])(?P<seat>{SEAT_PATTERN})(?![-\w])|\b(?P<role>d[ée]clarant|d[ée]cla|mort|d[ée]fenseur|d[ée]fense)\b",
    re.IGNORECASE,
)
_REVOKE_WORD = re.compile(
    r"\b(?:renon[cç]\w*|fourni\w*|d[ée]fauss\w*|coup[ée]\w*|coupe|jet[ée]\w*|suivi)\b", re.IGNORECASE
)
_DECLARER_ROLE = re.compile(r"\b(?:d[ée]clarant|d[ée]cla)\b", re.IGNORECASE)
_APPOSED = re.compile(r"\s*[,(]?\s*(?:(?:assis\s+)?en\s+)?", re.IGNORECASE)


_DUMMY_WORD = re.compile(r"\bmort\b", re.IGNORECASE)
_SEAT_SAID = re.compile(rf"(?<![-\w'’]){SEAT_PATTERN}(?![-\w])")


def seat_beside_the_declarer(description: str, found: dict[str, dict[str, str]]) -> None:
    if "offender" in found or not found.get("situation", {}).keys() & _REVOKES or "?" in description:
        return
    if declarer_seat(description) is not None or not _DECLARER_ROLE.search(description):
        return
    if _DUMMY_WORD.search(description):
        return  # « le partenaire du déclarant, Nord, » reads « Nord (mort) » (rules.relations_in_words)
    seats = {seat_name(m[0]) for m in _SEAT_SAID.finditer(description)}
    revokers: set[str] = set()
    for sentence in _SENTENCE_BREAK.split(description):
        for word in _REVOKE_WORD.finditer(sentence):
            actors = list(_ACTOR.finditer(sentence, 0, word.start()))
            if not actors:
                return  # a revoke word with no actor before it: whose?
            last = actors[-1]
            if last["seat"] is None:
                return  # the declarer's (or the dummy's) word: not this reading
            if (
                len(actors) > 1
                and actors[-2]["role"]
                and _APPOSED.fullmatch(sentence, actors[-2].end(), last.start())
            ):
                return  # auditor30 (s26): « le déclarant, en Sud, n'a pas fourni »: the seat is the role's
            revokers.add(seat_name(last["seat"]))
    if len(revokers) != 1:
        return
    (revoker,) = revokers
    if not seats <= {revoker, partner_of(revoker)}:
        return
    found["offender"] = {"defender": next(iter(found["situation"].values()))}


def side_not_declaring(description: str, found: dict[str, dict[str, str]]) -> None:
    """A revoke stated of one seat (« renonce d'Est », « Est a renoncé ») when the words give the contract's side but
    not its declarer (« 6♥ NS non vul », « 4P NS »: rules.contracts_in_words): a seat of the other side defends (the
    declarer and the dummy are the side that holds the contract, 22). Never a seat of the declaring side (declarer or
    dummy, asked), two seats, or a revoke only reported."""
    sides = found.get("declarer_side", {})
    if (
        "offender" in found
        or not found.get("situation", {}).keys() & REVOKES
        or len(sides) != 1
        or "?" in description
    ):
        return
    if declarer_seat(description) is not None:
        return  # the roles said it already, or the words disagree
    seats = revoking_seats(description)
    seats.update({seat_name(m[1]): m[0] for m in _REVOKE_OF.finditer(description)})
    if len(seats) != 1:
        return
    ((seat, said),) = seats.items()
    if ("ns" if seat in ("nord", "sud") else "eo") != next(iter(sides)):
        found["offender"] = {"defender": said}


_REVOKE_OF = re.compile(rf"\b[Rr]enonces?\s+(?:de\s+|d['’]\s*)({SEAT_PATTERN})(?![-\w])")

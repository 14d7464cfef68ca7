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


# finder67: who won the revoke's trick told in the passive (« levée prise par le mort », « la levée a été gagnée par le
# déclarant », « levée de la renonce gagnée par NS », « lev 5 gagné par NS », « prise par O »), right after the revoke
# (no other trick, « ensuite », « puis » between) or naming it (« la levée de la renonce »): its winner against the
# revoker, by role, seat or side (64A).
_WON_BY = re.compile(
    r"\b(?:[Ll]ev[ée]e|[Ll]ev|[Pp]li)?(?P<its>\s+de\s+la\s+renonce)?(?:\s+(?:n°\s*)?[0-9]{1,2})?\s*,?\s*(?:a\s+[ée]t[ée]\s+|est\s+|"
    r"[ée]tait\s+|avait\s+[ée]t[ée]\s+)?(?:gagn[ée]e?|prise?|remport[ée]e?)\s+par\s+(?:le\s+|la\s+)?"
    rf"(?:(?P<role>d[ée]clarant|d[ée]cla|mort)\b|(?P<side>NS|EO|N-S|E-O)(?![-\w/])|(?P<seat>{SEAT_PATTERN})(?![-\w]))"
)
# The revoke's own trick, said between its words and the passive (« renoncé à trèfle à la levée 3, levée prise … »).
_ITS_TRICK = re.compile(
    r"\b(?:à|a|sur)\s+la\s+(?:lev[ée]e\s+)?[0-9]{1,2}\s*(?:e|è|ème|eme|ieme|ième)?(?:\s+lev[ée]e)?|\blev(?:[ée]e|\.)?\s*[0-9]{1,2}"
)
_REVOKE_WORD = re.compile(r"\b(?:ren|renon\w*|pas\s+fourni|d[ée]fauss\w*|coup[ée]\w*)\b", re.IGNORECASE)
_DENIED = re.compile(r"\b(?:pas|jamais|ni|si|plus)\b|\bn['’]", re.IGNORECASE)
_BETWEEN = re.compile(
    r"\b(?:suivante?|ensuite|plus\s+tard|puis|apr[eè]s|autre|lev\w*|plis?|tours?)\b", re.IGNORECASE
)
_NUMBER = re.compile(r"[0-9]{1,2}")
# A trick named by its rank right before the passive (« la 12e levée a été gagnée par … », « la dernière levée »).
_RANK_BEFORE = re.compile(
    r"(?:\b[0-9]{1,2}\s*(?:e|è|ème|eme|ieme|ième|re|ère)|\b\w+i[èe]me|\bderni[èe]re|\bpremi[èe]re)\s+$",
    re.IGNORECASE,
)
_SIDE_OF = {"nord": "ns", "sud": "ns", "est": "eo", "ouest": "eo"}


def passive_winner(description: str, found: dict[str, dict[str, str]]) -> None:
    if "revoke_trick" in found or not found.get("situation", {}).keys() & REVOKES or "?" in description:
        return
    won = list(_WON_BY.finditer(description))
    seats = revoking_seats(description)
    seats.update({seat_name(m[1]): m[0] for m in _REVOKE_OF.finditer(description)})
    offenders = found.get("offender", {})
    if len(won) != 1 or len(seats) > 1 or len(offenders) > 1 or not (seats or offenders):
        return
    match = won[0]
    revoked = next(iter(seats.values()), next(iter(offenders.values()), ""))
    at = description.find(revoked)
    if at < 0 and (first := _REVOKE_WORD.search(description)) is not None:
        at, revoked = (
            first.start(),
            first[0],
        )  # the words read in the roles' text (« renonce S » for « ren S »)
    between = _ITS_TRICK.sub(" ", description[max(0, at) + len(revoked) : match.start()])
    if not match["its"] and (at < 0 or at > match.start() or _BETWEEN.search(between)):
        return  # the passive before the revoke, or another trick between them
    its = {
        int(n[0])
        for m in _ITS_TRICK.finditer(description, max(0, at), match.start())
        for n in _NUMBER.finditer(m[0])
    }
    if its and any(int(n[0]) not in its for n in _NUMBER.finditer(match[0])):
        return  # « renoncé à la levée 3, la levée 5 a été gagnée par le mort »: another trick
    if (rank := _RANK_BEFORE.search(description, 0, match.start())) and not its & set(
        map(int, _NUMBER.findall(rank[0]))
    ):
        return  # reviewer31 V-18: « Ouest a renoncé. La 12e levée a été gagnée par le déclarant »: a trick by its rank
    clause = description[
        max(description.rfind(mark, 0, match.start()) for mark in ",;.:!?(") + 1 : match.end()
    ]
    if _DENIED.search(clause):
        return  # « la levée n'a pas été gagnée par le mort »
    declarer = declarer_seat(description)
    roles = {declarer: "declarer", partner_of(declarer): "dummy"} if declarer else {}
    revoker = next(iter(seats), None)
    offender = next(iter(offenders), None) or (
        roles.get(revoker, "defender") if revoker and declarer else None
    )
    if match["side"]:
        side = "ns" if match["side"].upper().startswith("N") else "eo"
        mine = _SIDE_OF.get(revoker or "") or next(iter(found.get("declarer_side", {})), None)
        if mine is not None and offender == "defender" and revoker is None:
            mine = "eo" if mine == "ns" else "ns"  # the declaring side's word, the defender of the other
        answer = "non_offenders" if mine is not None and mine != side else None
    elif match["seat"] and revoker is not None:
        seat = seat_name(match["seat"])
        answer = (
            "offender" if seat == revoker else "partner" if seat == partner_of(revoker) else "non_offenders"
        )
    else:
        winner = (
            ("declarer" if "cla" in match["role"] else "dummy")
            if match["role"]
            else roles.get(seat_name(match["seat"]), "defender" if declarer else None)
        )
        answer = _WINNER_AGAINST.get((winner, offender)) if winner else None
    if answer is not None:
        found["revoke_trick"] = {answer: match[0].strip(" ,")}


_WINNER_AGAINST = {
    ("declarer", "declarer"): "offender",
    ("dummy", "dummy"): "offender",
    ("declarer", "dummy"): "partner",
    ("dummy", "declarer"): "partner",
    ("declarer", "defender"): "non_offenders",
    ("dummy", "defender"): "non_offenders",
    ("defender", "declarer"): "non_offenders",
    ("defender", "dummy"): "non_offenders",
}


# finder76 (issue 37 T-18): after an opening lead out of turn the presumed declarer's partner may become declarer
# (54A: « il étale son jeu, c'est le partenaire qui joue »), or dummy and declarer are swapped: the seats and the
# contract then no longer say who is dummy. Roles come from who plays; two readings that disagree pre-fill nothing.
_OUT_OF_TURN = re.compile(r"\bhors\s+(?:de\s+son\s+)?tour\b|\b54\s*A\b", re.IGNORECASE)
_SWAPPED = re.compile(
    r"\b(?:mort|d[ée]clarant)\b[^.;!?]{0,40}\b(?:invers\w*|[ée]chang\w*|permut\w*)\b"
    r"|\b(?:invers\w*|[ée]chang\w*|permut\w*)\s+(?:les\s+)?(?:r[ôo]les|places)\b",
    re.IGNORECASE,
)
_PARTNER_DECLARES = re.compile(
    r"\bc['’]\s*est\s+(?:le|son)\s+partenaire\s+(?:du\s+d[ée]clarant\s+)?qui\s+(?:joue|jouera|d[ée]clare)\b"
    r"|\b(?:devenu|devient|nouveau|deviendra|est\s+donc)\s+(?:le\s+)?d[ée]clarant\b"
    r"|\bd[ée]clarant\s+(?:pr[ée]sum[ée]\s+)?(?:a\s+)?(?:donc\s+)?[ée]tal\w*\s+(?:son\s+jeu|ses\s+cartes|sa\s+main)\b"
    r"|\bil\s+(?:a\s+)?[ée]tal\w*\s*(?:son\s+jeu|ses\s+cartes|sa\s+main)?\s*[,;]\s*c['’]\s*est\s+(?:le|son)\s+partenaire\b",
    re.IGNORECASE,
)
_PLAYS_THE_HAND = re.compile(
    rf"(?<![-\w'’])({SEAT_PATTERN})(?![-\w])\s*,?\s*(?:qui\s+)?joue\s+(?:le\s+coup|le\s+contrat|[1-7])",
    re.IGNORECASE,
)
_CLAIMED = re.compile(r"\brevendi\w*|\bconc[ée]d\w*", re.IGNORECASE)


def roles_swapped(description: str, roles_text: str) -> str | None:
    """The words saying that the declarer's partner plays the hand after a lead out of turn (54A), or that dummy and
    declarer were swapped; None when they say neither."""
    if swapped := _SWAPPED.search(description):
        return swapped[0]
    if not _OUT_OF_TURN.search(description) or _CLAIMED.search(description):
        return None
    if declares := _PARTNER_DECLARES.search(description) or _PARTNER_DECLARES.search(roles_text):
        return declares[0]
    seats = {seat_name(match[1]): match[0] for match in _PLAYS_THE_HAND.finditer(description)}
    return " … ".join(seats.values()) if len(seats) > 1 else None

"""The players the words say revoked, each with his words (issue 37): by his seat and verb (`revoking_seats`), by his
role, by the noun (« renonce d'Est …, puis renonce du déclarant »), told without the verb again (« … et Ouest à la
levée 6 »), or by the card kept (« O défausse sur ♦ en ayant encore le ♦4 »). Read by `rules.revoke_in_words` for
two revokes on one board (64B). Pure."""

from __future__ import annotations

import re

from rules.players_in_words import REVOKED, revoking_seats, taken_back_after
from rules.regex_start import starting_with
from rules.seats_in_words import SEAT_PATTERN as _SEAT
from rules.seats_in_words import declarer_seat, partner_of
from rules.seats_in_words import seat_name as _seat

# « renonce d'Est à carreau, puis renonce du déclarant à trèfle » (auditor23, s20): each revoke named by its noun,
# one after the other (« puis », « ensuite », « plus loin »): the declarer or the dummy by his seat when the words
# name the contract's declarer, by his role otherwise.
_REVOKE_NOUN = re.compile(
    rf"\b[Rr]enonces?\s+(?:de\s+|d['’]\s*)({_SEAT})(?![-\w])|\b[Rr]enonces?\s+du\s+(d[ée]clarant|d[ée]cla|mort)\b"
)
_THEN = re.compile(r"\b(?:puis|ensuite|plus\s+tard|plus\s+loin)\b")
# reviewer28 R-17: a role's revoke told by its verb beside a seat's (« Est a renoncé à la levée 4 et le déclarant a
# renoncé à la levée 7 »): two revokers, never one; never « le déclarant a renoncé à jouer l'impasse ».
_ROLE_REVOKED = re.compile(
    r"\b[Ll]e\s+(d[ée]clarant|d[ée]cla|mort)\s+(?:a\s+|avait\s+)?(?:aussi\s+|lui\s+aussi\s+|ensuite\s+|encore\s+)?"
    r"(?:renonc\w*+(?!\s+[àa]\s+(?:jouer|demander|appeler|revendiquer|faire|signaler|contester|r[ée]clamer|lui\b|le\s+lui|"
    r"l['’]\s*(?:impasse|entame)))|n['’]\s*a\s+pas\s+fourni)"
)


# reviewer28 R-17 (widened): the second revoker told without the verb again (« Le mort a renoncé à la levée 3 et Ouest à la
# levée 6 », « … puis Ouest au 3e tour de cœur »): the seat or role, then the trick, round or suit of its own revoke.
_ELLIPTIC_REVOKER = re.compile(
    r"[^.;!?]{0,60}?(?:,\s*|\s+)(?:et|puis|ensuite)\s+(?:(?:le|la)\s+(d[ée]clarant|d[ée]cla|mort)|"
    rf"(?<![-\w'’])({_SEAT}))\s+(?:aussi\s+|lui\s+aussi\s+|ensuite\s+)?"
    r"(?:[àa]\s+la\s+(?:\d+\s*\w*\s+)?lev[ée]e|[àa]\s+la\s+\d+|au\s+(?:\d+\s*\w*|premier|deuxi[èe]me|troisi[èe]me)\s+(?:tour|pli)"
    r"|[àa]\s+(?:pique|c[oœ]eur|carreau|tr[eè]fle)\b|[àa]\s+[♠♥♦♣])"
)


# « … et Ouest à la 5e levée a pris la levée »: a verb of its own after the trick is another act, not a second revoke.
_CLAUSE_REST = re.compile(r"[^,;.!?()]*")
_OWN_VERB = re.compile(
    r".*\b(?:a|avait|est|ont|fait|pris|prend|gagn\w*|jou\w*|demand\w*|dit|coup\w*|fourni\w*)\b"
)


def _key(role: str, declarer: str | None) -> str:
    """A role's key: his seat when the words name the declarer, the role itself otherwise."""
    return role if declarer is None else declarer if role == "declarer" else partner_of(declarer)


# s38 L91: a revoke told by the card played instead and the card kept (« Lev 3 : S défausse un ♠ sur ♣ alors qu'il
# avait le ♣9 … Lev 9 : O défausse sur ♦ en ayant encore le ♦4 »), in one clause; never trumps kept (« coupé alors
# qu'il avait encore de l'atout », finder50). Read only where it makes a second revoker: one such clause alone is
# the offender's reading (`revoke_in_words`), not this one's.
_DISCARDED_HOLDING = re.compile(
    starting_with(
        "ENOSnos",
        rf"(?<![-\w])({_SEAT})\s+(?:a\s+|avait\s+)?(?:aussi\s+|lui\s+aussi\s+|ensuite\s+)?"
        r"(?:d[ée]fauss\w*|coup[ée]\w*|coupe|jet[ée]\w*|jette)\b[^,;.:!?]{0,40}?"
        r"(?:alors\s+qu['’]\s*(?:il|elle)\s+(?:en\s+)?(?:avait|poss[ée]dait|d[ée]tenait)(?:\s+encore)?"
        r"|en\s+(?:ayant|gardant|poss[ée]dant)\s+encore|alors\s+qu['’]\s*il\s+lui\s+en\s+restait)"
        r"(?!(?:\s+encore)?\s+(?:de\s+l['’]\s*|un\s+|des\s+|d['’]\s*|du\s+|l['’]\s*)?atouts?\b)",
    )
)


def revokers_named(description: str) -> dict[str, str]:
    """`revoking_seats`, with the revokes named by their noun one after the other (« renonce d'Est …, puis renonce
    du déclarant »): a role is a key of its own (« declarer », « dummy ») when the words name no declarer."""
    found = revoking_seats(description)
    holding = {}
    for match in _DISCARDED_HOLDING.finditer(description):
        if not taken_back_after(description, match.end(), None):
            holding.setdefault(_seat(match[1]), match[0])
    if len(found.keys() | holding.keys()) > 1:
        for seat, words in holding.items():
            found.setdefault(seat, words)
    declarer = declarer_seat(description)
    for match in _ROLE_REVOKED.finditer(description):
        if not taken_back_after(description, match.end(), None):
            found.setdefault(_key("dummy" if match[1] == "mort" else "declarer", declarer), match[0])
    for told in [*REVOKED.finditer(description), *_ROLE_REVOKED.finditer(description)] if found else []:
        more = _ELLIPTIC_REVOKER.match(description, told.end())
        if (
            more is not None
            and not _OWN_VERB.match(_CLAUSE_REST.match(description, more.end())[0])
            and not taken_back_after(description, more.end(), None)
        ):
            key = _seat(more[2]) if more[2] else _key("dummy" if more[1] == "mort" else "declarer", declarer)
            found.setdefault(key, more[0].strip(" ,"))
    named = list(_REVOKE_NOUN.finditer(description))
    if len(named) < 2 or not _THEN.search(description, named[0].end(), named[-1].start()):
        return found
    for match in named:
        key = _seat(match[1]) if match[1] else _key("dummy" if match[2] == "mort" else "declarer", declarer)
        found.setdefault(key, match[0])
    return found

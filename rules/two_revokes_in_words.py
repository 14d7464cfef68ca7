"""Two revokes on one board told in one description (issue 37 §1, finder90): each revoke keeps its own clause.

« Est a renoncé à cœur à la 4e levée, puis son partenaire Ouest a renoncé à trèfle à la 9e » states two revokes
and who made the second: the partner (64A for each); « Nord …, puis Est … » the other side (64B7); « Sud en
défense : renonce à pique à la 3e levée, puis à carreau à la 8e » the same player in another suit (64A), « puis
encore à pique » the same suit (64B2); « les deux camps ont renoncé » both sides. A second revoke is never read
as the first one's facts (`situation` not_followed), and what the two clauses contradict (« même joueur » and two
seats) is filled by nobody: the facts found twice with two values are left to the director (`_evidence`).

Called by `rules.revoke_in_words.revoke_facts` with the revokers it named and the facts found so far. Pure."""

from __future__ import annotations

import re

from rules.elsewhere_in_words import other_tables
from rules.seats_in_words import defender_seats, partner_of

_SUIT = r"(?:piques?|c(?:œ|oe)urs?|carreaux?|tr[èe]fles?|♠|♥|♦|♣)"
# the first revoke, with its suit: « renonce à pique », « a renoncé en cœur », « n'a pas fourni (à) carreau »
_FIRST = re.compile(
    rf"(?<![\w'’])(?:renon[cç]\w*|(?:n['’]\s*)?(?:a|avait)\s+pas\s+fourni|ne\s+fournit\s+pas)\s+(?:(?:à|a|en)\s+)?"
    rf"(?P<suit>{_SUIT})",
    re.IGNORECASE,
)
# the second told without its verb, the subject left out (the same player): « …, puis (encore) à carreau à la 8e »
_AGAIN = re.compile(
    rf"\s*,?\s*(?:puis|ensuite|et\s+plus\s+tard|plus\s+tard|et\s+ensuite|et\s+puis)\s+(?:(?P<seat>nord|sud|est|ouest)\s+)?"
    rf"(?:(?:encore(?:\s+une\s+fois)?|de\s+nouveau|à\s+nouveau|a\s+nouveau|une\s+(?:2e|seconde|nouvelle|autre)\s+fois)\s+)?"
    rf"(?:à|a|en)\s+(?P<suit>{_SUIT})",
    re.IGNORECASE,
)
# after the second suit, its clause says only where it was (a verb there tells another act: « puis à cœur Ouest a coupé »)
_WHERE_ONLY = re.compile(
    r"(?:\s|,|(?:à|a|au)\s+la\s+(?:lev[ée]e\s+)?\d+\s*(?:e|è|ème|eme|ieme|ième)?(?:\s+lev[ée]e)?|(?:au\s+)?\d+\s*(?:e|ème|eme)\s+tour"
    r"|plus\s+tard|plus\s+loin|ensuite|aussi|(?:quelques|deux|trois|\d+)\s+lev[ée]es\s+plus\s+(?:tard|loin))*"
    r"(?:$|[.;!?)]|\s+et\s)",
    re.IGNORECASE,
)
# both sides revoked, said of the sides (64B7): « les deux camps ont renoncé », « chaque camp a renoncé »
_BOTH_SIDES = re.compile(
    r"(?<![\w'’])(?:les\s+(?:deux|2)\s+(?:camps|c[ôo]t[ée]s|paires|lignes)|chaque\s+camp|chaque\s+c[ôo]t[ée])\s+"
    r"(?:ont|avaient|a|avait)\s+(?:(?:donc|tous\s+les\s+deux|chacun|aussi|bien|tous\s+deux)\s+)?"
    r"(?:renonc[ée]|commis\s+une\s+renonce|fait\s+une\s+renonce)",
    re.IGNORECASE,
)
# « a renoncé à faire appel », « au contre », « à la revendication »: to give something up, no revoke (61A)
_GIVEN_UP = re.compile(
    rf"\s*(?:à|a|au|aux)\s+(?!(?:la|sa|leur)\s+(?:\d|levée|levee|m[êe]me|premi|deuxi|derni|\w+e\s+levée)|\d|{_SUIT}"
    r"|(?:son|leur)\s+tour|m[êe]me|pli|tour)\w",  # « renonce à son tour », « au même pli »: a revoke (reviewer34 H-96g)
    re.IGNORECASE,
)
# words of the other clause that say the opposite (« même joueur » and two seats; « son partenaire » and one player)
_SAME_PLAYER = re.compile(r"m[êe]me\s+(?:joueur|joueuse|d[ée]fenseur|gars|personne|type)", re.IGNORECASE)
_TWO_PLAYERS = re.compile(
    r"partenaire|(?:deux|2)\s+(?:camps|joueurs|défenseurs|defenseurs)|chaque\s+camp|m[êe]me\s+camp|corrig|rectifi",
    re.IGNORECASE,
)
_CLAUSE_END = re.compile(r"[.;!?]")
_ROLES = {"declarer", "dummy"}
SEATS = frozenset({"nord", "est", "sud", "ouest"})  # the keys of `revokers_named`


def _suit(word: str) -> str:
    folded = word.lower().replace("œ", "oe").replace("è", "e")
    return next(s for s, names in _SUITS.items() if folded.startswith(names) or folded in names)


_SUITS = {"S": ("piq", "♠"), "H": ("coe", "cur", "♥"), "D": ("carr", "♦"), "C": ("tref", "♣")}


def relation(revokers: dict[str, str], description: str) -> str | None:
    """Who made the other revoke, from the two revokers named (seats or roles): his partner (« Est …, puis Ouest »,
    « le déclarant, puis le mort »), or the other side (« Nord …, puis Est », « Est (défense) …, puis le déclarant »);
    None when the words do not tell it (a seat and a role, the seat's side not said)."""
    if len(revokers) != 2 or _SAME_PLAYER.search(description):
        return None
    one, other = revokers
    if one in SEATS and other in SEATS:
        return "partner" if partner_of(one) == other else "other_side"
    if {one, other} == _ROLES:
        return "partner"
    seat = one if one in SEATS else other
    if seat in SEATS and (one in _ROLES or other in _ROLES) and seat in defender_seats(description):
        return "other_side"  # a defender and the declarer (or dummy)
    return None


def same_player_again(description: str, revokers: dict[str, str]) -> tuple[str, str] | None:
    """The same player's second revoke told without its verb (« Sud … renonce à pique à la 3e levée, puis à carreau à
    la 8e »): (second_revoke's value, words); None when the words tell no such second revoke, or another player, or
    a revoke corrected (62)."""
    if _TWO_PLAYERS.search(description):
        return None
    for first in _FIRST.finditer(description):
        clause_end = _CLAUSE_END.search(description, first.end())
        stop = clause_end.start() if clause_end else len(description)
        for again in _AGAIN.finditer(description, first.end(), stop):
            if description[first.end() : again.start()].count(",") > 2:
                break
            seat = (again["seat"] or "").lower()
            if seat and (len(revokers) != 1 or seat not in revokers):
                break  # « puis Ouest à carreau »: another player
            if len(revokers) > 1 or not _WHERE_ONLY.match(description, again.end()):
                break
            same = _suit(first["suit"]) == _suit(again["suit"])
            value = "same_player_same_suit" if same else "same_player_other_suit"
            return value, description[first.start() : again.end()]
    return None


def both_sides(description: str) -> str | None:
    """The words saying both sides revoked (64B7), not a side that gave something up (« ont renoncé à faire appel »)."""
    for match in _BOTH_SIDES.finditer(description):
        if not _GIVEN_UP.match(description, match.end()):
            return match[0]
    return None


def given_up(description: str) -> bool:
    """« Les deux camps ont renoncé à faire appel »: the sides gave something up, no revoke (61A)."""
    return any(_GIVEN_UP.match(description, match.end()) for match in _BOTH_SIDES.finditer(description))


def this_boards_revokers(description: str, revokers: dict[str, str]) -> dict[str, str]:
    """The revokers named on this board: not one at another table (« À une autre table, Ouest a renoncé aussi »: 64 is
    one board), nor one who gave something up (« Ouest renonce à contester », 61A) (reviewer34 H-96)."""
    if len(revokers) < 2:
        return revokers
    elsewhere = other_tables(description)
    kept = {}
    for seat, words in revokers.items():
        at = description.find(words)
        if at >= 0 and description.find(words, at + 1) < 0:
            if any(start <= at < end for start, end in elsewhere):
                continue
            if _GIVEN_UP.match(description, at + len(words)):
                continue
        kept[seat] = words
    return kept


_SEAT_WORD = re.compile(r"(?<![\w'’])(nord|sud|est|ouest)(?![\w'’])", re.IGNORECASE)


def _another_denies(words: str, revokers: dict[str, str]) -> bool:
    """reviewer34 H-96d: « Est a renoncé à la levée 3 ; Sud dit qu'Ouest a aussi renoncé, Ouest nie »: the words of the
    dispute name a player other than the revoker the writer states."""
    seats = {seat.lower() for seat in _SEAT_WORD.findall(words)}
    return bool(revokers) and bool(seats) and not seats & revokers.keys()


def read_two_revokes(description: str, revokers: dict[str, str], found: dict[str, dict[str, str]]) -> None:
    """Complete `found` with two revokes and the other one's author, from the words of each clause."""
    situation = found.get("situation", {})
    if situation.keys() == {"disputed"} and _another_denies(situation["disputed"], revokers):
        found.pop("situation")  # H-96d: the revoke stated is not the one denied; which one is ruled: asked
        return
    if situation.keys() - {"not_followed", "two_revokes"}:
        return  # disputed, a missing card, a defective trick…: another story
    if given_up(description) and both_sides(description) is None:
        found.get("second_revoke", {}).pop(
            "other_side", None
        )  # the vocabulary's « les deux camps ont renonc… »
        if not found.get("second_revoke", True):
            found.pop("second_revoke")
    said: dict[str, str] = {}
    if (value := relation(revokers, description)) is not None and "two_revokes" in situation:
        said[value] = " … ".join(revokers.values())
    if (again := same_player_again(description, revokers)) is not None:
        said[again[0]] = again[1]
    if (sides := both_sides(description)) is not None:
        said.setdefault("other_side", sides)
    if not said:
        if "two_revokes" in situation and len(found.get("second_revoke", {})) == 1:
            # the other revoke's author read in the vocabulary's words (« a renoncé trois fois à trèfle »: 64B2): two
            # revokes, not the first one's « not followed » (auditor46)
            found["situation"] = {"two_revokes": situation["two_revokes"]}
        _stage_of_the_other(description, found)
        return
    for value, words in said.items():
        found.setdefault("second_revoke", {}).setdefault(value, words)
    # the second revoke stated: two revokes, never the first one's « not followed » alone (64A, 64B2, 64B7)
    if "two_revokes" not in situation:
        for question in ("revoke_trick", "transfer_tricks"):
            found.pop(question, None)  # whose trick, of which revoke: asked
    if sides is not None and len(revokers) < 2:
        # a fault of both sides: no one side's offender (the named revoke is asked)
        found.pop("offender", None)
    # (a `second_revoke` found twice, « même joueur » and two seats, is contradicted: `_evidence` leaves it asked)
    found["situation"] = {"two_revokes": situation.get("two_revokes") or next(iter(said.values()))}
    _stage_of_the_other(description, found)


_FULL_STOP = re.compile(r"[.!?\n]")
_REVOKED = re.compile(r"renon[cç]|pas\s+fourni", re.IGNORECASE)
_STAGES = ("when", "discovered", "established")


def _stage_of_the_other(description: str, found: dict[str, dict[str, str]]) -> None:
    """reviewer34 H-79: two revokes told in two sentences, the moment said in the second one's sentence only (« Est
    renonce à la levée 4 ; on s'en aperçoit à la levée 7. À la fin du coup, Ouest renonce aussi. »): that revoke's, not
    the first one's (63A, 64B); asked."""
    if "two_revokes" not in found.get("situation", {}):
        return
    first = _REVOKED.search(description)
    if first is None:
        return
    first_end = next((m.end() for m in _FULL_STOP.finditer(description, first.end())), len(description))
    for question in _STAGES:
        for value, words in list(found.get(question, {}).items()):
            at = description.find(words)
            if at < first_end or description.find(words, at + 1) >= 0:
                continue  # in the first revoke's sentence or before it, or said twice
            # its own sentence, « ; » too (« À la fin du coup, on s'en aperçoit ; Ouest avait aussi renoncé »: Q-51)
            start = max((m.end() for m in _CLAUSE_END.finditer(description, 0, at)), default=0)
            stop = next((m.start() for m in _CLAUSE_END.finditer(description, at)), len(description))
            if _REVOKED.search(description, start, stop):
                found[question].pop(value)
        if not found.get(question, True):
            found.pop(question)

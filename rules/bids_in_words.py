"""Bids in a description (issue 37): what an insufficient bid was replaced by, computed from the bids
the words name. Pure: folded words in (`rules.vocabulary.words`), an answer out.

« 1♥ sur 1SA, il le remplace par 2♥ » (or the bids told in order, « Nord ouvre 1SA, Est dit 1♥ ») → the lowest sufficient bid in the same denomination (27B1a);
« … par 2SA » another sufficient bid; « … par passe » a pass; « … par contre » a double. Only when the
words name one insufficient bid, the bid it was made over, and one replacement; nothing otherwise.
"""

from __future__ import annotations

import re

from rules.bids_told import STRAINS, not_higher, told_bids

_BID = r"([1-7]) (trefle|carreau|coeur|pique|sansatout)s?"
# « 1 coeur sur 1 sansatout », « 2 trefle sur le 2 carreau », « 2 trefle apres 2 coeur »
_OVER = re.compile(
    rf"\b{_BID}(?: \w+){{0,2}}? (?:sur|apres|au dessus de|derriere)(?: le| son| l| un)? {_BID}\b"
)
_REPLACED = re.compile(
    r"\b(?:remplac\w*|corrig\w*)\b(?: \w+){0,5}? (?:par|en) (?:un |une )?"
    rf"(?:{_BID}\b|(passe)\b|(contre|surcontre)\b|(autre enchere insuffisante)\b)"
)
# « Sud refuse, Est passe à la place », « Est dit 2♠ naturel à la place »: the call made instead (same
# groups as `_REPLACED`).
_INSTEAD = re.compile(
    rf"\b(?:dit |met |annonce )?(?:un |une )?(?:{_BID}|(passe)|(contre|surcontre))(?: naturel\w*)? a la place\b(?! d)()"
)
_AGAIN = re.compile(r"\bencore insuffisante?\b")
# « le gauche refuse et Est met passe », « Sud n accepte pas, Est veut contrer » (tester15 V7): after the
# refusal, the call the insufficient bid's own bidder makes (27B: his replacement), said by his seat.
_AFTER_REFUSAL = re.compile(
    r"\b(?:refus\w*|accepte pas|pas accepte\w*)\b(?: \w+){0,3}? (nord|sud|est|ouest|le fautif)"
    r"((?: \w+){0,2}?) (passe|contre|contrer|surcontre|surcontrer)\b(?! hors| par dessus)"
)
_NOT_MADE = frozenset("ne n pas plus jamais si s peut pourrait doit devrait aurait voudrait".split())


_NOTRUMP = STRAINS.index("sansatout")
_NATURAL = re.compile(r"\b(?:naturel\w*|natural)\b")
_ARTIFICIAL = re.compile(
    r"\b(?:conventio\w*|artificiel\w*|landy|cappelletti|multi|michaels|stayman|texas|transfert\w*|bicolore\w*"
    r"|relais|cue\w*|splinter|roudi|drury|lebensohl|precision|trefle fort|sans rapport avec"
    # an ace-ask is the commonest artificial notrump (auditor27, s23): « demande d'as », Blackwood, RKCB, Gerber
    r"|demandes? d (?:as|cles?|controles?|rois?)|blackwood|rkcb|gerber|interrogati\w*)\b"
)


def _rank(level: str, strain: str) -> tuple[int, int]:
    return int(level), STRAINS.index(strain)


def _told_in_order(auction: str) -> tuple[tuple[int, int], tuple[int, int]] | None:
    """(the insufficient bid, the bid before it) when the words tell the bids in order (« Nord ouvre
    1SA, Est dit 1♥ ») and exactly one is not higher than the one before it; None otherwise."""
    low = not_higher(told_bids(auction.split()))
    return low[0] if len(low) == 1 else None


# « remplacé par 2♥, non par 3♥ »: the bid corrected again.
_CORRECTED_AGAIN = re.compile(rf"\b(?:non|plutot|pardon)\b(?: \w+){{0,3}}? (?:par |en )?{_BID}")


# A bid someone believed he heard or saw (« sur 2SA (il croyait 1SA), le partenaire a dit 2♣ »): no bid of the auction.
_BELIEVED = re.compile(
    rf"\b(?:il|elle|j|je) (?:croyait|croyais|pensait|pensais|a cru|avait cru|ai cru|avais cru)(?: que)?(?: c etait)?"
    rf"(?: voir| entendre| avoir entendu| avoir vu)?(?: un| une| le| l)? {_BID}"
)


def replacement(folded: str, plain: str, bidder: str | None = None) -> tuple[str, str] | None:
    """(`replacement`'s answer, the words) for the topic « Enchère insuffisante », or None: the bids
    from all the `folded` words, the replacement from the `plain` ones only (the clauses that are no
    question, supposition or denial); `bidder`, the insufficient bid's seat, for a call said after the
    refusal (`_AFTER_REFUSAL`)."""
    folded, plain = _BELIEVED.sub(" ", folded), _BELIEVED.sub(" ", plain)
    over = list(_OVER.finditer(folded))
    replaced = list(_REPLACED.finditer(plain)) + list(_INSTEAD.finditer(plain))
    said = list(_REPLACED.finditer(folded)) + list(_INSTEAD.finditer(folded))
    if not said and bidder is not None:
        if (bid := _bid_after_refusal(folded, plain, bidder)) is None:
            return _after_refusal(folded, plain, bidder)
        found_bid, words, at = bid  # « Nord refuse ; Ouest dit 2♠ » (tester18 R8)
    else:
        if len(said) != len(replaced) or len(replaced) != 1:
            return None  # none, two, or another said in a question or denied: doubt
        found = replaced[0]
        if found[3]:
            return "pass", found[0]
        if found[4]:
            return "double_or_redouble", found[0]
        if found[5] or _AGAIN.search(plain[found.end() : found.end() + 30]):
            return "another_insufficient_bid", found[0]
        found_bid, words, at = (found[1], found[2]), found[0], folded.find(found[0])
    if _CORRECTED_AGAIN.search(folded):
        return None  # « remplacé par 2♥, non par 3♥ »: corrected again
    if len(over) == 1:
        made, before = _rank(over[0][1], over[0][2]), _rank(over[0][3], over[0][4])
    elif over or (told := _told_in_order(folded[:at])) is None:
        return None
    else:
        made, before = told
    if made > before:
        return None  # not insufficient: the words say something else
    new = _rank(*found_bid)
    lowest = (before[0] + (made[1] <= before[1]), made[1])
    if new == lowest:
        # 27B1a (2017) compares the denominations the two bids specify, not the strains they name (tester11 X2):
        # the same strain's name says so only when the words do, or over a suit bid with no convention named;
        # over a notrump (Landy,
        # Cappelletti, multi…) the director asks what the bid shows. A convention named anywhere (« 1♣ fort
        # artificiel … remplacé par 2♣ naturel », tester18 R4) leaves the denominations to the director: 27B1a
        # compares what the two bids show, and one of them may show another suit (27B1b or 27B2).
        if _ARTIFICIAL.search(folded):
            return None
        if _NATURAL.search(folded) or before[1] != _NOTRUMP:
            return "lowest_same_denomination", words
        return None
    if new > before:
        return "other_sufficient_bid", words
    return "another_insufficient_bid", words


# « Nord n'accepte pas, Ouest dit 3♣ », « Nord refuse ; Ouest dit 2♠ » (tester18 R8): after the refusal, the bid the
# insufficient bid's own bidder makes, said by his seat (27B: his replacement).
_BID_AFTER = re.compile(
    r"\b(?:refus\w*|accepte pas|pas accepte\w*)\b(?: \w+){0,3}? (?:nord|sud|est|ouest|le fautif)"
    rf" (?:dit|annonce|met|a dit|dit alors|corrige en|remplace par) {_BID}\b(?! hors| par dessus| a la place d)"
)


_BIDDER = re.compile(r"(nord|sud|est|ouest|le fautif) \S+(?: \S+)? [1-7] ")


def _bid_after_refusal(folded: str, plain: str, bidder: str) -> tuple[tuple[str, str], str, int] | None:
    """((level, strain), the words, where they start) of the one bid the bidder makes after the refusal."""
    found = list(_BID_AFTER.finditer(folded))
    if len(found) != 1:
        return None
    seat = _BIDDER.search(found[0][0])
    if seat is None or seat[1] not in (bidder, "le fautif"):
        return None  # another seat's bid (« Nord refuse et dit 2♠ »): asked
    words = folded[seat.start() + found[0].start() : found[0].end()]
    if _NOT_MADE & set(words.split()) or f" {words} " not in f" {plain} ":
        return None  # denied, supposed or asked: asked
    return (found[0][1], found[0][2]), words, found[0].start() + seat.start()


def _after_refusal(folded: str, plain: str, bidder: str) -> tuple[str, str] | None:
    found = list(_AFTER_REFUSAL.finditer(folded))
    if len(found) != 1 or found[0][1] not in (bidder, "le fautif"):
        return None  # another seat's call (« Sud refuse et passe »), or two: asked
    words = folded[found[0].start(1) : found[0].end()]
    if _NOT_MADE & set(folded[found[0].start() : found[0].end()].split()) or f" {words} " not in f" {plain} ":
        return None  # denied, supposed or asked (« si Est passe, … ? »): asked
    return ("pass" if found[0][3] == "passe" else "double_or_redouble"), words


# The insufficient bid replaced before its left-hand opponent chose (« il avait déjà changé son 1♣ en 2♣,
# et l'adversaire de gauche n'accepte pas le 1♣ »: 27A, refuses_already_replaced), on folded words: a
# replacement said before the refusal, with a word that puts it first (« déjà », « tout seul », « avant que »).
_SWAPPED = re.compile(
    rf"\b(?:remplac\w*|corrig\w*|chang\w*(?: \w+){{0,3}}? en {_BID}|mis {_BID}|puis (?:tout de suite )?{_BID})"
)
# The refusal of the insufficient bid itself, named (« refuse le 1♣ », « ne veut pas du 2♥ », « n'accepte pas
# l'insuffisante »): « il l'a remplacée et l'adversaire refuse » does not say what he refuses.
_REFUSAL = re.compile(
    r"\b(?:refus\w*|accepte pas|veut pas|voulait pas|accepter pas)(?: \w+){0,2}? (?:le |l |du |son )?"
    rf"(?:enchere insuffisante|insuffisante|{_BID})"
)
_FIRST = re.compile(r"\b(?:deja|tout seul|toute seule|tout de suite|direct|avant qu\w*|sans attendre)\b")


_BIDS = re.compile(_BID)


def replaced_before_refusal(folded: str) -> str | None:
    """The folded words of the replacement, when the words say the bid was replaced before its left-hand
    opponent refused it; None otherwise (a replacement after the refusal is 27B's, another answer)."""
    swapped, refused = _SWAPPED.search(folded), _REFUSAL.search(folded)
    if swapped is None or refused is None or swapped.start() > refused.start():
        return None
    if not _FIRST.search(folded[: refused.start()]) or _REFUSAL.search(folded[: swapped.start()]):
        return None
    made = _BIDS.findall(swapped[0])
    if refused[1] and made and (refused[1], refused[2]) == made[-1]:
        return None  # he refuses the replacement, not the insufficient bid: another question
    return swapped[0]


# An insufficient bid said over its right-hand opponent's by a seat named from the writer's chair (« mon adversaire de
# gauche a dit 1 cœur sur mon 1SA », « l'adv de g a dit 2♣ sur mon 2♠ », « sur mon 1SA, mon adversaire de gauche dit
# 1♠ ») or from the bidder's (« Thomas a dit 1♠ sur le 2♥ de son adversaire de droite », « j'ai dit 1♠ sur le 2♥ de mon
# adversaire de droite »): the call before it was his right-hand opponent's, so it was his turn (27A). Never when the
# words also say whose turn it was, or when the bid named is not insufficient. The finder's signal reads it too
# (bot/finder/calls.py: an insufficient bid in turn).
_CALLS = r"(?:a |avait |j ai |je )?(?:dit|dis|annonce|enchere|encheri|mis|met|pose|intervenu|intervient|ouvert|sorti)"
_LEFT = r"(?:(?:mon|ma|l) )?(?:adversaire|adv|opposant|voisin|voisine) de (?:gauche|g)"
_MINE = rf"(?:sur|apres) (?:mon|ma) (?:ouverture (?:de |d )?)?{_BID}"
_RIGHT = r"(?:son|sa|mon|ma) (?:adversaire|adv|opposant|opposante|voisin|voisine) de (?:droite|d)"
_RELATIVE_OVER = (
    re.compile(rf"\b{_LEFT} {_CALLS} (?:a )?{_BID}(?: juste)? {_MINE}\b"),
    re.compile(rf"\b{_MINE} {_LEFT} {_CALLS} (?:a )?{_BID}\b"),
    re.compile(rf"\b(?:{_CALLS} (?:a )?)?{_BID} (?:sur|apres) (?:le |l |son )?{_BID} (?:de |d ){_RIGHT}\b"),
    re.compile(
        rf"\b(?:sur|apres) (?:le |l |son )?{_BID} (?:de |d ){_RIGHT} (?:\w+ ){{0,2}}?{_CALLS} (?:a )?{_BID}\b"
    ),
)
_BID_OVER_IT_SECOND = (_RELATIVE_OVER[1], _RELATIVE_OVER[3])  # the bid it is over said first
_WHOSE_TURN = re.compile(
    r"\b(?:c etait (?:a|au)|(?:au|le|pas son|pas mon) tour|(?<!\ba )(?:son|mon) tour|devait parler|hors tour|a la place|avant que|avant qu"
    r"|si|s il|selon|d apres|pretend\w*|pense\w*|croi\w*)\b"
)


# The writer's own right-hand opponent: the bid over it is in turn only when the writer made it.
_MY_RIGHT = re.compile(r"\b(?:mon|ma) (?:adversaire|adv|opposant|opposante|voisin|voisine) de (?:droite|d)\b")
_I_BID = re.compile(r"\b(?:je|j)\b")


def over_right_hand_opponent(folded: str) -> str | None:
    """The words of an insufficient bid said over its right-hand opponent's, the seats named from a chair
    (`_RELATIVE_OVER`): `in_rotation`'s « yes »; None otherwise, or when the words say whose turn it was."""
    if _WHOSE_TURN.search(folded):
        return None
    found = [match for pattern in _RELATIVE_OVER for match in pattern.finditer(folded)]
    if len(found) != 1:
        return None
    match = found[0]
    if _MY_RIGHT.search(match[0]) and not _I_BID.search(match[0]):
        # auditor44 (s41): « sur le 1♥ de mon adversaire de droite, mon partenaire a dit 1♣ »: the writer's right-hand
        # opponent is his partner's left-hand one, so whose turn it was is not said
        return None
    bids = [group for group in match.groups() if group is not None]
    made, before = _rank(bids[0], bids[1]), _rank(bids[2], bids[3])
    # « sur mon 1SA, mon adversaire de gauche dit 1♠ », « sur 1SA de son adversaire de droite, Sud annonce 1♥ »
    if match.re in _BID_OVER_IT_SECOND:
        made, before = before, made
    return match[0] if made <= before else None

"""The tricks a claim asks for, read from the director's words (issue 36 §5): « il revendique les 5
dernières levées » is 5 of the tricks left; « il revendique le reste » (« toutes les levées »,
« le reste est à moi ») is every trick left, when the words also say how many are left (« il
reste 5 cartes », « à la 9e levée »). A number of tricks without « dernières » (« il revendique 9
levées ») may be the contract's total: not read. Only plain clauses count (no question,
supposition, someone's claim or negation: the finder leaves their words out)."""

from __future__ import annotations

import re

from rules.folding import fold_accents
from rules.seats_in_words import SEAT_PATTERN, declarer_seat, partner_of, seat_name

Text = tuple[tuple[str, str], ...]  # rules.vocabulary.read: (folded word, stem), clause breaks « | »
Span = tuple[int, int]

_NUMBER = {
    "une": 1, "un": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "six": 6, "sept": 7, "huit": 8,
    "neuf": 9, "dix": 10, "onze": 11, "douze": 12, "treize": 13,
}  # fmt: skip
_N = r"(1[0-3]|[1-9]|" + "|".join(_NUMBER) + ")"
_CLAIM = r"(?:revendiqu\w*|reclam\w*|annonc\w*)"
# « il réclame les 4 dernières (levées) », « les 4 dernières sont à moi », « réclame les 7 levées restantes », « les 5
# qui restent » (finder30): a count of the last tricks, said so.
# « il revendique à la levée 10 les 4 restantes » (finder35): the claim's trick between the verb and the count.
_AT = r"(?:a la (?:levee [0-9]+|[0-9]+ levee) )?"
_LAST = re.compile(
    rf"\b{_CLAIM} (?:\w+ )?{_AT}(?:les )?{_N} dernieres(?: levees)?\b"
    rf"|\b{_CLAIM} (?:\w+ )?{_AT}les {_N} (?:levees restantes|levees qui restent|qui restent|restantes)\b"
    rf"|\bles {_N}(?: dernieres)?(?: levees)? (?:sont )?(?:a|pour) (?:moi|lui|nous|eux)\b"
)
_REST = re.compile(
    rf"\b{_CLAIM} (?:\w+ )?(?:le reste|tout le reste|toutes les levees|toutes les levees restantes|tout)\b"
    r"|\ble reste est a (?:moi|lui|nous|eux)\b|\btoutes les levees sont a (?:moi|lui|nous|eux)\b"
    r"|\b(?:c est )?tout (?:est )?pour (?:moi|lui|nous|eux)\b"
)
# reviewer28 R-1: « revendique le reste (4 levées) », « le reste, soit 4 levées »: the count of « le reste », said.
_REST_COUNT = re.compile(rf"^\W*(?:soit |donc |c est a dire |a savoir )?{_N} levees?$")
# « il en réclame 2 de plus », « il en revendique 3 »: a count claimed, said with « en » (reviewer28 R-1: against « le
# reste », two counts, asked).
_EN_COUNT = re.compile(rf"\ben (?:revendiqu\w*|reclam\w*) {_N}\b(?! (?:ligne|carte|fois|autre|seule)\b)")
# « il restait 4 cartes, il revendique les 4 » (finder30): « les N » ending the clause, N the cards left.
_THE_LEFT = re.compile(rf"\b{_CLAIM} (?:\w+ )?les {_N}$")
# « il revendique 6 des 8 dernières » (tester13 Z9): 6 claimed of the 8 left.
# « 4 levées sur les 4 qui restent » (finder30) too.
_OF_LAST = re.compile(
    rf"\b{_CLAIM} (?:\w+ )?{_N} (?:levees )?(?:des|sur les) {_N} (?:dernieres levees|dernieres|levees|restantes|qui restent)\b"
)
# « après 5 levées, le décla revendique » (Z9): the claim comes at the next trick.
_AFTER_TRICKS = re.compile(r"\bapres (1[0-2]|[1-9]|" + "|".join(_NUMBER) + r") levees\b")
# reviewer30 T-14: a suit's cards still out (« il restait 2 cartes de pique dehors », « 3 cartes d'atout chez les
# adversaires », « 2 cartes maîtresses à Est ») are no count of the cards left in each hand.
_SUIT_OUT = (
    r"(?! (?:de |d |en )?(?:piques?|coeurs?|carreaux?|trefles?|atouts?|maitresses?|dehors|chez|adverses?|hautes?"
    r"|gagnantes?|aux adversaires|a (?:nord|sud|est|ouest|l adversaire|les adversaires|la defense))\b)"
)
_LEFT = re.compile(
    rf"\b(?:il |qu il )?(?:lui )?rest\w* {_N} cartes\b{_SUIT_OUT}|\b{_N} cartes restantes\b|\ba {_N} cartes de la fin\b"
)
# reviewer28 R-1: « il restait 4 levées » (to play), never « 4 levées à faire » (tricks needed); only beside a claim
# stated plainly (« il restait 3 levées, mais il n'a rien revendiqué » is none).
_TRICKS_LEFT = re.compile(rf"\b(?:il |qu il )?rest\w* {_N} levees\b(?! (?:a faire|a gagner|pour))")
# « 9e » folds to « 9 »; « à la levée 9 » (finder35, s19) names the trick too, never a count (« la levée » is one)
# finder76 (issue 37 T-15): « à la 2e levée de cœur », « la 3e levée d'atout » is a suit's round, no trick number.
_AT_TRICK = re.compile(
    r"\ba la (?:(1[0-3]|[1-9])(?:e|eme|ieme)? levee(?! (?:de|d) (?:piques?|coeurs?|carreaux?|trefles?|atouts?)\b)"
    r"|levee (1[0-3]|[1-9])(?! levee))\b"
    # s41: « au début de la 9e levée », « au moment de la 8e levée »
    r"|\b(?:au debut|au moment|lors|au cours) de la (1[0-3]|[1-9])(?:e|eme|ieme)? levee\b"
    # s45b: « au début de la levée 10 »
    r"|\b(?:au debut|au moment|lors|au cours) de la levee (1[0-3]|[1-9])\b"
)
_NEGATED = frozenset({"pas", "plus", "jamais", "ni", "sans", "non", "aucun", "aucune", "rien"})
# « le reste sauf l'as de pique », « toutes les levées moins une »: the claim keeps back a trick, so
# « le reste » is not its count (tester12 Y8; 68A: conceding a trick is part of the claim).
_EXCEPT = re.compile(r"^\W*(?:\w+ )?(?:sauf|moins|excepte\w*|hormis|a part|a l exception)\b")
# A trick conceded with the claim, in any clause: « il concède une levée et revendique le reste »,
# « …le reste, il rend un atout », « en abandonnant le ♠R ».
# Said before « le reste » as often as after it (tester13 Z12): « je vous donne le roi d'atout, le
# reste est à moi », « une levée pour vous », « l'as de pique étant pour la défense », « à part l'as ».
# A false alarm only leaves the count to the director (asked), so the net is wide.
_CONCEDES = re.compile(
    r"\b(?:conced\w*|concession\w*|rend|rends|rendant|rendra|rendre|abandonn\w*"
    r"|(?:laiss\w*|perd\w*|donn\w*|ced\w*|offr\w*|lach\w*) (?:juste |seulement |quand meme )?"
    r"(?:une|un|la|le|l|les)"
    r"|(?:vous|leur|lui) (?:donn|ced|laiss|offr|lach|abandonn|rend)\w*"
    r"|pour (?:vous|la defense|les defenseurs|l adversaire|les adversaires|eo|ns|est ouest|nord sud)"
    r"|(?:est|sont|etant) (?:a|pour) (?:vous|la defense|eux)"
    r"|vous (?:avez|aurez|faites|ferez|gagnez|prenez)"
    r"|sauf|hormis|excepte\w*|mis a part|a part|en dehors)\b"
)


def _value(word: str) -> int:
    return int(word) if word.isdigit() else _NUMBER[word]


# « les 3 dernières levées », « 6 des 8 dernières », « les 4 levées restantes »: the tricks left these words imply.
_LEFT_SAID = re.compile(rf"\b{_N} (?:levees )?(?:dernieres|restantes)\b")


def tricks_left_said(words: str) -> int | None:
    """The tricks left that a claim's words imply (the number right before « dernières » or « restantes »), or
    None: checked against the position typed (tester21 P15)."""
    match = _LEFT_SAID.search(" ".join(fold_accents(words).replace("'", " ").split()))
    return _count(match) if match is not None else None


def _count(match: re.Match[str]) -> int:
    """The number a pattern of several forms read (its one group that matched)."""
    return _value(next(group for group in match.groups() if group))


def _plain_clauses(text: Text) -> list[tuple[int, str]]:
    """(index of its first word, its words joined) for each clause stated plainly."""
    found = []
    start = 0
    for at in range(len(text) + 1):
        if at < len(text) and text[at][0] != "|":
            continue
        clause = tuple(word for word, _ in text[start:at])
        if (
            "sans" in clause
        ):  # « il revendique les 4 dernières sans rien dire »: « sans » denies what follows it
            clause = clause[: clause.index("sans")]
        # « 2 de plus » is a count, no negation (« il en réclame 2 de plus »); what he said (« en disant « il n'y a plus
        # d'atout » ») is his statement's, which denies nothing of the claim (s45)
        own = clause[: clause.index("disant")] if "disant" in clause else clause
        told = {word for at, word in enumerate(own) if not (word == "plus" and at and own[at - 1] == "de")}
        if clause and "" not in clause and not _NEGATED & told:
            found.append((start, " ".join(clause)))
        start = at + 1
    return found


def _span(start: int, joined: str, match: re.Match[str]) -> Span:
    return start + len(joined[: match.start()].split()), start + len(joined[: match.end()].split())


def _rest_counts(clauses: list[tuple[int, str]]) -> list[tuple[int, Span]]:
    """The counts said with « le reste » (reviewer28 R-1): in the same clause after it, or as the next clause
    alone (« le reste (4 levées) »). They bound the tricks left, so the claim's trick too."""
    out: list[tuple[int, Span]] = []
    for at, (start, joined) in enumerate(clauses):
        if (match := _REST.search(joined)) is None:
            continue
        after = joined[match.end() :]
        if after.strip() and (count := _REST_COUNT.match(after)) is not None:
            out.append((_count(count), _span(start, joined, match)))
        elif at + 1 < len(clauses):  # « le reste (4 levées) », « le reste à la levée 10 (donc 3 levées) »
            following_start, following = clauses[at + 1]
            if following_start == start + len(joined.split()) + 1 and (count := _REST_COUNT.match(following)):
                out.append((_count(count), (following_start, following_start + len(following.split()))))
    return out


# V-65: a defender's counter-claim (« Est contre-revendique », « sa contre-revendication ») is another count than the claim's
_COUNTER_CLAIM = re.compile(r"\bcontre[- ]?(?:revendi|reclam)")


# reviewer33 H-22: a seat and its claim's verb (« Est revendique », « Sud, le déclarant, réclame », « Ouest (en défense)
# revendique »)
_SEAT_CLAIMS = re.compile(
    rf"(?<![-\w])({SEAT_PATTERN})(?![-\w])\s*(?:,[^,;.:!?]{{0,30}},\s*|\([^)]{{0,30}}\)\s*)?"
    r"(?:a\s+|avait\s+)?(?:aussi\s+|lui[- ]m[êe]me\s+)?(?:revendiqu|r[ée]clam)"
)


def claimed_by_two(description: str) -> bool:
    """Whether two seats are said to claim (a claim and a counter-claim): the count is then the director's to say."""
    return len({seat_name(match[1]) for match in _SEAT_CLAIMS.finditer(description)}) > 1


def claimed_tricks(text: Text) -> tuple[str, Span] | None:
    """(the tricks claimed among those left, the words' span), or None when the words do not say
    it plainly and once (two different counts: None)."""
    clauses = _plain_clauses(text)
    if _COUNTER_CLAIM.search(" ".join(word for word, _ in text)):
        return None  # V-65: « mais Est contre-revendique : les deux dernières sont pour lui »: whose count?
    found: dict[int, Span] = {}
    left: set[int] = set()
    rest: Span | None = None
    every: dict[int, Span] = {}  # « les N », counted when N cards are left
    claimed = _claimed_plainly(clauses)
    for start, joined in clauses:
        for match in _THE_LEFT.finditer(joined):
            every.setdefault(_count(match), _span(start, joined, match))
        for match in _LAST.finditer(joined):
            if not _EXCEPT.match(joined[match.end() :]):
                found.setdefault(_count(match), _span(start, joined, match))
        for match in _LEFT.finditer(joined):
            left.add(_count(match))
        for match in _TRICKS_LEFT.finditer(joined) if claimed else ():
            left.add(_count(match))
        for match in _OF_LAST.finditer(joined):
            if _value(match[1]) <= _value(match[2]):
                found.setdefault(_value(match[1]), _span(start, joined, match))
                left.add(_value(match[2]))
        for match in _EN_COUNT.finditer(joined):
            found.setdefault(_count(match), _span(start, joined, match))
        if rest is None and (match := _REST.search(joined)) is not None:
            if _EXCEPT.match(joined[match.end() :]):
                return None
            rest = _span(start, joined, match)
    if any(_CONCEDES.search(joined) for _, joined in clauses):
        return None  # part conceded: the count claimed is the director's to take (asked)
    # « le reste » at the Nth trick: the claim's own trick only, never another irregularity's (ops14:
    # « Ouest a renoncé à la 5e levée, puis Sud revendique le reste » is no claim of 9).
    left.update(14 - trick for trick, _ in _claim_tricks(clauses))
    for number, span in _rest_counts(clauses):
        found.setdefault(number, span)
        left.add(number)
    if rest is not None and len(left) == 1:
        found.setdefault(next(iter(left)), rest)
    if len(left) == 1 and (number := next(iter(left))) in every:
        found.setdefault(number, every[number])
    if len(found) != 1:
        return None
    number, span = next(iter(found.items()))
    return (str(number), span) if 0 < number <= 13 else None


# (s41: the claim said by its words or its gesture: « Nord dit « le reste » », « a abattu son jeu », « il a « claimed » »)
_CLAIM_VERB = re.compile(
    r"\b(?:revendiqu\w*|revendication\w*|reclam\w*|conced\w*|concession\w*|etal\w*|abatt?\w*|claim\w*"
    r"|(?:dit|annonce|j ai) le reste|pos\w* (?:son jeu|sa main)"  # s45b: « il pose son jeu »
    r"|dernieres sont (?:a|pour) (?:nous|moi))\b"  # s45: « les deux dernières sont pour nous »
)
# Another irregularity told in the claim's clause (« la revendication après la renonce à la 5e levée »): the
# trick may be that one's, so none is read (finder35). A ruff, a discard or a lead told as the claimer's line
# (« en disant qu'il coupe un pique », « en défaussant ») is the claim itself, not another act (tester21 P19).
_OTHER_ACT = re.compile(r"\b(?:renon\w*|entam\w*|hors tour|pas fourni|rien fourni)\b")
# A card's act told before the trick in the same clause (reviewer20 #10): the trick is that act's — the ruff of
# the claimer's line (« revendique en disant qu'il coupe un pique à la levée 11 ») or another player's act before
# the claim (« Est a coupé à la levée 9 et Sud revendique ») — not the claim's. Never « joue », the contract's
# verb. A trick told before the act, or with the claim's verb alone (« revendique à la levée 10 en disant qu'il
# coupe »), is the claim's.
# reviewer21 #1: also a trick won, overruffed, cashed or a card played by another player (« Est a gagné / surcoupé / fait
# sa dame / tiré l'as à la levée 9 et Sud revendique le reste »: 4 are left, not 5), and « jusqu'à la levée 9 » (that
# many played).
_ACT_BEFORE = re.compile(
    r"\b(?:(?:sur)?coup\w*|defauss\w*|fourni\w*|attaqu\w*|pris|prend\w*|gagn\w*|tir\w*|encaiss\w*|jusqu"
    r"|fait (?:sa|son|ses|la|le|les|l)|a jou\w+ (?:le|la|l|les|son|sa|ses|un|une))\b"
)


def _claim_tricks(clauses: list[tuple[int, str]]) -> list[tuple[int, Span]]:
    """The tricks « à la Ne levée » names in the claim's clause, or alone just before it."""
    out: list[tuple[int, Span]] = []
    for at, (start, joined) in enumerate(clauses):
        verb = _CLAIM_VERB.search(clauses[at + 1][1]) if at + 1 < len(clauses) else None
        # « À la levée 9, Sud étale et revendique »; never « À la levée 9, Est coupe et Sud revendique » (reviewer21 #1)
        follows = verb is not None and _ACT_BEFORE.search(clauses[at + 1][1], 0, verb.start()) is None
        # « à la 6e levée » is the 6th; « après 5 levées » the 6th too
        for pattern, after in ((_AT_TRICK, 0), (_AFTER_TRICKS, 1)):
            for match in pattern.finditer(joined):
                alone = match.group(0) == joined
                if (
                    _OTHER_ACT.search(joined) is None
                    and _ACT_BEFORE.search(joined, 0, match.start()) is None
                    and (_CLAIM_VERB.search(joined) is not None or (alone and follows))
                ):
                    out.append((_count(match) + after, _span(start, joined, match)))
    return out


def _claimed_plainly(clauses: list[tuple[int, str]]) -> bool:
    """Is a claim (or a concession) told in a clause stated plainly (not denied, not asked)?"""
    return any(_CLAIM_VERB.search(joined) for _, joined in clauses)


def claim_trick(text: Text) -> tuple[str, Span] | None:
    """(the trick of the claim, the words' span) when the words say it plainly and once: « à la 10e
    levée » in the clause of the claim (or alone just before it: « À la 9e levée, Sud étale et
    revendique »), or « il reste 4 cartes » (the 10th); it bounds the tricks already won and those
    left (tester11 X19). The trick of another irregularity (« Ouest a renoncé à la 5e levée, puis
    Sud revendique ») is not read. Two different tricks: None."""
    clauses = _plain_clauses(text)
    found: dict[int, Span] = {}
    for trick, span in _claim_tricks(clauses):
        found.setdefault(trick, span)
    for number, span in _rest_counts(clauses):
        found.setdefault(14 - number, span)
    claimed = _claimed_plainly(clauses)
    for start, joined in clauses:
        for match in _LEFT.finditer(joined):
            found.setdefault(14 - _count(match), _span(start, joined, match))
        for match in _TRICKS_LEFT.finditer(joined) if claimed else ():
            found.setdefault(14 - _count(match), _span(start, joined, match))
        for match in _OF_LAST.finditer(joined):
            if _value(match[1]) <= _value(match[2]):
                found.setdefault(14 - _value(match[2]), _span(start, joined, match))
    if len(found) != 1:
        return None
    trick, span = next(iter(found.items()))
    return (str(trick), span) if 1 <= trick <= 13 else None


def part_of_the_last(text: Text) -> bool:
    """Whether the words claim some of the last tricks (« 6 des 8 dernières », « 3 sur les 4 qui restent »)."""
    return any(_OF_LAST.search(joined) for _, joined in _plain_clauses(text))


# reviewer22 #1: a trump named by its holder's seat (« l'atout d'Ouest », « Ouest a encore un atout ») is a 70C trump only
# in an opponent's hand: not the claimer's own or his partner's. The claimer is the seat said to claim (« Sud revendique »,
# « revendication de Nord »), else the declarer of the contract the words give (« Sud joue 4♠ … il étale »).
_CLAIMER = re.compile(
    rf"(?<![-\w])({SEAT_PATTERN})(?![-\w])\s*(?:\([^)]{{0,20}}\)\s*)?(?:a\s+|avait\s+)?revendiqu"
    rf"|\brevendication\s+(?:de\s+|d['’]\s*)({SEAT_PATTERN})(?![-\w])"
)
_HOLDER = re.compile(rf"(?<![-\w])({SEAT_PATTERN})(?![-\w])")


def _claimers(description: str) -> set[str]:
    """The seats the words say claim (« Sud revendique », « la revendication d'Est »)."""
    return {seat_name(match[1] or match[2]) for match in _CLAIMER.finditer(description)}


_THE_TRUMP_OF = re.compile(r"^l['’]\s*atout\s+d", re.IGNORECASE)


# issue 37 V-60: where the trump is, said right after « il reste un atout »: « au mort », « chez le déclarant », « dans sa
# main », « en main », « en face » (reviewer33 H-21c), or a seat (« chez Nord »).
_PLACE = re.compile(
    r"\s*(?:(?:au|chez|dans|en|a|à)\s+(?:(?:le|la|sa|son)\s+)?(?:main\s+(?:du\s+|de\s+|d['’]\s*)?)?)"
    rf"(?:(?P<seat>{SEAT_PATTERN})(?![-\w])|(?P<side>mort|d[ée]clarant)\b|(?P<own>main|partenaire|face)\b)",
    re.IGNORECASE,
)
_DEFENDER_CLAIMS = re.compile(r"\b(?:d[ée]fenseurs?|d[ée]fense)\s+(?:\w+\s+){0,2}?revendiqu", re.IGNORECASE)


def trump_holder_not_an_opponent(said: str, description: str) -> bool:
    """Whether the words a trump out was read from name its holder by seat (« l'atout de Nord ») and that seat is not
    an opponent of the claimer — his own or partner's; with no claimer known, « l'atout d'<seat> » alone says no side.
    A place said right after them counts too (V-60): the claimer's hand or partner (« dans sa main », « en main », « chez
    son partenaire »), the dummy or
    the declarer when no defender is said to claim (« il reste un atout au mort »), a seat (« chez Nord »)."""
    holders = {seat_name(match[1]) for match in _HOLDER.finditer(said)}
    at = description.find(said)
    # the place counts only when the words name no holder (« Est a encore un atout en main » is Est's)
    place = _PLACE.match(description, at + len(said)) if said and at >= 0 and not holders else None
    if (
        place is not None
        and (place["own"] or place["side"])
        and _opponent_holds_another(description, place.end())
    ):
        return (
            False  # reviewer33: « il reste un atout au mort et un atout chez Ouest »: Ouest's is a trump out
        )
    if place is not None and place["own"]:
        return True
    if place is not None and place["side"]:
        return _DEFENDER_CLAIMS.search(description) is None and not _a_defender_claims(description)
    if place is not None and place["seat"]:
        holders.add(seat_name(place["seat"]))
    if not holders:
        return False
    claimers = _claimers(description)
    if not claimers and (declarer := declarer_seat(description)) is not None:
        claimers = {declarer}
    if len(claimers) != 1:
        return bool(_THE_TRUMP_OF.search(said))
    (claimer,) = claimers
    return any(holder in (claimer, partner_of(claimer)) for holder in holders)


_ANOTHER_TRUMP = re.compile(
    rf"\b(?:atouts?|un|une|deux)\s+(?:chez|à|a|dans\s+la\s+main\s+(?:de\s+|d['’]\s*))\s*({SEAT_PATTERN})(?![-\w])"
)
_SENTENCE_END = re.compile(r"[.!?\n]")


def _opponent_holds_another(description: str, after: int) -> bool:
    """Whether the sentence goes on with another trump at a seat (« … et un atout chez Ouest ») that is an opponent
    of the one seat said to claim (else of the declarer)."""
    stop = next((m.start() for m in _SENTENCE_END.finditer(description, after)), len(description))
    seats = {seat_name(match[1]) for match in _ANOTHER_TRUMP.finditer(description, after, stop)}
    claimers = _claimers(description)
    if not claimers and (declarer := declarer_seat(description)) is not None:
        claimers = {declarer}
    if len(claimers) != 1 or not seats:
        return False
    (claimer,) = claimers
    return any(seat not in (claimer, partner_of(claimer)) for seat in seats)


def _a_defender_claims(description: str) -> bool:
    """Whether the one seat said to claim is not the declarer's side (both known)."""
    claimers = _claimers(description)
    declarer = declarer_seat(description)
    return len(claimers) == 1 and declarer is not None and not claimers & {declarer, partner_of(declarer)}


# reviewer29 S-12: « rien dit », « sans rien dire » said of another player than the claimer (« Est n'a rien dit », « le
# mort n'a rien dit »): no word of what the claimer said of the trump (70C1). The silent player is the last one named in
# the clause before those words; a pronoun or no name leaves him unknown (read as before).
_SILENCE = re.compile(
    r"\brien\s+dit\b|\brien\s+dire\b|\bpas\s+parl[ée]|\bpas\s+mentionn|\bsans\s+(?:le\s+)?mentionner"
)
_CLAUSE_START = re.compile(r"[,;:.!?«»()]|\b(?:et|mais|puis)\b")
# finder75 (reviewer30 T-31): « son partenaire n'a rien dit » names a player as the subject of its verb (never the object,
# « en regardant son partenaire sans rien dire »); « …à Ouest, qui n'a rien dit »: the relative stands for the one before
_NAMED = re.compile(
    rf"(?<![-\w])({SEAT_PATTERN})(?![-\w])"
    r"|\b(mort|d[ée]cla(?:rant)?|il|elle|(?:partenaire|adversaire|d[ée]fenseur)s?(?:\s+de\s+(?:gauche|droite))?"
    r"(?=\s*,|\s+(?:n['’]\s*(?:a|avait|ont|avaient)|a|avait|ont|avaient|ne)\b)|d[ée]fense(?=\s+n['’]\s*a\b))\b"
)
_RELATIVE = re.compile(r"\s*qui\b", re.IGNORECASE)
_VERB_FIRST = re.compile(r"\s*(?:n['’]\s*|ne\s+)?(?:a|avait|ont|avaient)\b", re.IGNORECASE)
_PARTNER_CLAIMS = re.compile(
    r"\b(?:partenaire|adversaire|d[ée]fenseur)s?\s+(?:[\w'’]+\s+){0,3}?revendiqu", re.IGNORECASE
)
_TONIC = re.compile(r"\s*(?:lui|elle|eux)\s*", re.IGNORECASE)
_ROLE_CLAIMS = re.compile(
    r"\bd[ée]cla(?:rant)?\s+(?:\w+\s+){0,4}?(?:revendiqu|r[ée]clam)", re.IGNORECASE
)  # « le déclarant montre ses cartes et réclame »


def _silent_one(description: str, at: int) -> str | None:
    """The player named last before `at` in its clause: a seat, « dummy », « declarer »; None for a pronoun or none.
    A clause opened by « et / mais / puis » that names no one shares the subject of the clause before (finder70:
    « le déclarant avait encore un atout et n'a rien dit »): the first player named there."""
    starts = list(_CLAUSE_START.finditer(description, 0, at))
    named = list(_NAMED.finditer(description, starts[-1].end() if starts else 0, at))
    tonic = len(starts) - 1
    # reviewer30 T-8: « Est, lui, a dit … »: a tonic pronoun alone between commas stands for the player named before it
    while (
        not named
        and tonic > 0
        and _TONIC.fullmatch(description[starts[tonic - 1].end() : starts[tonic].start()])
    ):
        tonic -= 1
    if tonic < len(starts) - 1:
        before = starts[tonic - 1].end() if tonic > 0 else 0
        named = list(_NAMED.finditer(description, before, starts[tonic].start()))[-1:]
    elif not named and starts and starts[-1][0] == "," and _RELATIVE.match(description, starts[-1].end()):
        named = list(
            _NAMED.finditer(description, starts[-2].end() if len(starts) > 1 else 0, starts[-1].start())
        )[-1:]
    elif (
        not named
        and len(starts) > 1
        and starts[-1][0] == starts[-2][0] == ","
        and _VERB_FIRST.match(description, starts[-1].end())
    ):
        # « Ouest, qui avait encore un atout, n'a rien dit », « Son partenaire, le mort, n'a rien dit »: the subject
        # stands before the words set between commas
        named = list(
            _NAMED.finditer(description, starts[-3].end() if len(starts) > 2 else 0, starts[-2].end())
        )[:1]
    elif not named and starts and starts[-1][0].isalpha():
        named = list(
            _NAMED.finditer(description, starts[-2].end() if len(starts) > 1 else 0, starts[-1].start())
        )[:1]
    if not named or named[-1][2] in ("il", "elle"):
        return None
    last = named[-1]
    if last[1]:
        return seat_name(last[1])
    if last[2] in ("mort", "il", "elle") or (last[2].startswith("d") and last[2][1:5] in ("ecla", "écla")):
        return "dummy" if last[2] == "mort" else "declarer"
    return "partner"  # someone's partner, an opponent, the defence: named by role


def silent_not_the_claimer(description: str) -> bool:
    """Are all the silences the words tell (« n'a rien dit ») another player's than the claimer's: the dummy's (he never
    claims, 68), or a seat or the declarer known not to be the claimer?"""
    silences = [m.start() for m in _SILENCE.finditer(description)]
    if not silences:
        return False
    claimers = _claimers(description)
    declarer = declarer_seat(description)
    if not claimers and declarer is not None and _ROLE_CLAIMS.search(description):
        claimers = {declarer}
    for at in silences:
        silent = _silent_one(description, at)
        if silent == "dummy":
            continue
        if silent == "partner":
            if _PARTNER_CLAIMS.search(description):
                return False  # « son partenaire a revendiqué sans rien dire »: the partner is the claimer
            continue  # someone's partner, never the claimer himself (« le déclarant a revendiqué et son partenaire … »)
        if silent == "declarer":
            if declarer is None and len(claimers) == 1:
                continue  # reviewer29 S-12: « Est a revendiqué … le déclarant n'a rien dit »: is Est the declarer? asked
            silent = declarer
        if silent is not None and not claimers and declarer is None and _ROLE_CLAIMS.search(description):
            continue  # reviewer33 H-11: « le déclarant réclame …, Ouest n'a rien dit »: is Ouest the declarer? asked
        if silent is None or len(claimers) != 1 or silent in claimers:
            return False
    return True


# reviewer30 T-8: what a player other than the claimer said of the trump (« Est a revendiqué le reste ; le déclarant a dit
# « il n'y a plus d'atout » », « Le déclarant a revendiqué. Est, lui, a dit « je tire les atouts » »): no word of the
# claimer's (70C). The speaker is found as the silent one is; a pronoun or no name is read as the claimer, as before.
_TRUMP_SPEECH = re.compile(
    r"\b(?:dit|disant|dire|annon[cç]\w*|affirm\w*)\b(?=[^.;!?]{0,60}\batouts?\b)", re.IGNORECASE
)


def trump_words_not_the_claimers(description: str) -> bool:
    """Are all the words said about the trump (« a dit « plus d'atout » », « disant qu'il tire les atouts ») said by
    another player than the claimer — or by a player the words do not show to be him?"""
    speeches = [m.start() for m in _TRUMP_SPEECH.finditer(description)]
    if not speeches:
        return False
    claimers = _claimers(description)
    declarer = declarer_seat(description)
    role_claims = _ROLE_CLAIMS.search(description) is not None
    for at in speeches:
        speaker = _silent_one(description, at)
        if speaker is None:
            return False
        if speaker == "dummy":
            continue  # the dummy never claims (68)
        if speaker == "partner" and _PARTNER_CLAIMS.search(description):
            return False
        if speaker == "declarer":
            if role_claims or (not claimers and declarer is None):
                return False  # « le déclarant a revendiqué … le déclarant a dit »: his own words
            speaker = declarer
        if claimers and speaker in claimers and len(claimers) == 1:
            return False
        if not claimers and not role_claims:
            return False  # nobody named as the claimer: as read before
        if not claimers and speaker is not None and speaker == declarer:
            return False  # « le déclarant a revendiqué » and the declarer's seat speaks
    return True


# finder75 (reviewer30 T-44, T-31): a silence about the trump taken back for a statement, or a statement for a silence, in
# the same breath (« sans parler de l'atout... enfin, il a dit « je purge d'abord » », « sans rien dire... enfin, il a dit
# « tout est maître » », « en disant qu'il tirait les atouts, enfin non, il n'a rien dit »): what the claimer said is the
# director's finding (70C1 against 70D), asked.
_SAID_OR_SILENT = r"\b(?:dit|dire|disant|annon[cç]\w*|parl\w*|mentionn\w*|pr[ée]cis\w*)\b"
_SAYING_TAKEN_BACK = re.compile(
    _SAID_OR_SILENT + r"[^!?]{0,80}?(?<![\w'’])"
    r"(?:(?:enfin|en\s+fait|pardon|finalement)(?:\s*[,;:!…]*\s*(?:non|si)\b)?|(?:ah\s+|mais\s+|euh\s+)?(?:non|si)(?=\s*[,:!…]))"
    r"\s*[,;:!…]*\s*(?:[\w'’]+\s+){0,3}?(?:n['’]\s*)?(?:(?:a|avait)\s+)?(?:rien\s+|pas\s+|bien\s+)?"
    + _SAID_OR_SILENT,
    re.IGNORECASE,
)


def trump_saying_taken_back(description: str) -> bool:
    """Do the words take back what the claimer said (or did not say) for another saying, in the same sentence?"""
    return _SAYING_TAKEN_BACK.search(description) is not None


# reviewer29 S-13: a claim the words never make (« aurait dû revendiquer à la levée 8 », « Est pense que Sud voulait
# revendiquer », « a failli revendiquer », « sans revendiquer »): nothing of a claim is told (68).
_CLAIM_WORD = re.compile(r"\brevendi\w*", re.IGNORECASE)
_UNMADE = re.compile(
    r"\b(?:aurai(?:t|ent)\s+(?:d[ûu]|pu)|voulai(?:t|ent)|a\s+voulu|(?:a|avait)\s+failli|allai(?:t|ent)|comptai(?:t|ent)"
    r"|pensai(?:t|ent)|s['’]\s*appr[êe]tai(?:t|ent)\s+[àa]|sur\s+le\s+point\s+de|au\s+lieu\s+de|sans"
    # reviewer33 H-45: « Sud compte revendiquer », « pense revendiquer », « va revendiquer », « a l'intention de »
    r"|compte(?:nt)?|pense(?:nt)?|va|vont|l['’]\s*intention\s+de|envisage\w*\s+de|pr[ée]voi\w*\s+de)\s+(?:\w+\s+)?$",
    re.IGNORECASE,
)


_FUTURE_CLAIM = re.compile(r"revendiqu(?:era|erai|eras|erons|erez|eront|erait|eraient)\b", re.IGNORECASE)


def claim_not_made(description: str) -> bool:
    """Is every claim the words name one not made (`_UNMADE` just before it)?"""
    said = [m.start() for m in _CLAIM_WORD.finditer(description)]
    return bool(said) and all(
        _UNMADE.search(description, max(0, at - 40), at) or _FUTURE_CLAIM.match(description, at)
        for at in said
    )


# The tricks the claimer's side had already won (69, 70: the claim's total is theirs plus those claimed): « le décla en
# avait déjà fait 7 », « Sud avait déjà 7 levées », « avec 7 levées faites », « (10 faites) », « après six levées (quatre
# pour le déclarant) ». Never the defence's (« la défense avait fait 3 levées »), tricks left or to make (« 3 levées à
# jouer »), a trick's number (« la 7e levée »), nor a contract's total (« il revendique 10 levées »).
_HAD_WON = re.compile(
    rf"\b(?:en )?(?:avait|a|avaient|ont|avais|ai|avions|avons) (?:deja )?(?:fait |gagne |remporte |pris |encaisse )?"
    rf"(?:que )?(?:ses |leurs |mes |nos )?{_N} levees\b(?! (?:de chute|a faire|a jouer|a gagner|restantes|dernieres"
    r"|de plus|sur|des|qui restent|pour|de (?:pique|coeur|carreau|trefle|atout)s?|d atouts?))"
    rf"|\ben (?:avait|avaient|avais|avions|a|ont) (?:deja )?(?:fait|gagne|remporte|pris|encaisse) (?:que )?{_N}(?: levees)?$"
    rf"|\ben (?:avait|avaient|avais|avions) deja {_N}$"
    rf"|\b{_N} levees (?:deja )?(?:faites|gagnees|remportees|encaissees|dans la poche|en poche)\b"
    rf"|^{_N} faites$|^{_N} pour (?:le declarant|le decla|lui)$"
    rf"|\bdeclarant avec {_N} levees\b"
)
_NOT_THE_CLAIMERS = re.compile(r"\b(?:defense|defenseurs?|adversaires?|ils ont fait contre|la def)\b")


def tricks_won_before(text: Text, trick: tuple[str, Span] | None) -> tuple[str, Span] | None:
    """(the tricks the claimer's side had won before the claim, the words' span) when a plain clause says it once
    (`_HAD_WON`); None otherwise, or when it exceeds the tricks played before the claim's trick (`trick`, as
    `claim_trick` read it) or before any trick the words number."""
    clauses = _plain_clauses(text)
    if not _claimed_plainly(clauses):
        return None
    found: dict[int, Span] = {}
    for start, joined in clauses:
        if _NOT_THE_CLAIMERS.search(joined):
            continue
        for match in _HAD_WON.finditer(joined):
            before = joined[: match.start()].split()[-1:]
            if before and _CLAIM_VERB.fullmatch(before[0]):
                continue  # « le décla a claim à 8 lev »: « à » the preposition, when he claimed, not what he had
            found.setdefault(_count(match), _span(start, joined, match))
    if len(found) != 1:
        return None
    number, span = next(iter(found.items()))
    # any trick the words number bounds it (« À la 5e levée, Sud, qui avait déjà fait 7 levées, … »: one is wrong)
    tricks = {_count(match) for _, joined in clauses for match in _AT_TRICK.finditer(joined)}
    if trick is not None:
        tricks.add(int(trick[0]))
    if number > 12 or any(number >= played for played in tricks):
        return None
    return str(number), span

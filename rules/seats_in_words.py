"""Seats in a description (issue 37): once the final contract's declarer is named, a seat is a role
(« Sud joue 4♠, Ouest n'a pas fourni » → « le défenseur n'a pas fourni »). Pure: words in, words out.

Only what the words state without doubt: the declarer comes from the final contract (« contrat 4♥ par
Est », « Sud joue 4♠ », « 3SA de Nord, … »), never from a bid (« l'ouverture 1♠ de Nord ») nor a card
(« le 4♥ »), and none when two readings disagree.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from rules.asked_in_words import CORRECTING, OTHER_BOARD
from rules.elsewhere_in_words import other_table_before
from rules.regex_start import starting_with

SEATS = ("Nord", "Est", "Sud", "Ouest")
# « Est » the seat, not « est » the verb: a seat is capitalised, or typed in a bid's company.
_SEAT = r"(?:\b(?:[Nn]ord|[Ss]ud|[Oo]uest|NORD|SUD|OUEST|EST)\b|\bEst\b|\b[NSEO](?![\w'’°/-])(?!\.\w))"  # « N a pas fourni »
_STRAIN_WORD = r"(?:♠|♥|♦|♣|SA|sa|[Pp]iques?|[Cc]oeurs?|[Cc]œurs?|[Cc]arreaux?|[Tt]r[eè]fles?|[Ss]ans[- ]atouts?|P|C|K|T)"
# « vulnérable », « non vul », « non-vuln » (finder30: the short forms directors type).
_VULNERABLE = r"(?:non[- ]?)?(?:vuln[ée]rables?|vulne|vuln|vul)(?![\w])"
# A contract, not a card: « le 4♥ », « du 2♠ », « son 3♣ » are cards.
_CONTRACT = (
    r"(?<!\ble )(?<!\bla )(?<!\bdu )(?<!\bun )(?<!\bson )(?<!\bsa )(?<!\bmon )(?<!\bma )(?<!\bce )"
    rf"(?:[1-7]\s*{_STRAIN_WORD}(?:(?![\w])|(?=[xX]{{1,2}}(?![\w]))))"  # « 4♥X »: the X is read after
)
# « 4♠ contré par Ouest »: Ouest doubled, not the declarer (who is named another way: « Sud joue 4♠ contré »).
_DOUBLED = r"(?!\s*(?:x{1,2}|contr[ée]e?s?|surcontr[ée]e?s?)\s+(?:par|de|pour)\b)"
# « 4♥X vulnérable joué par Ouest », « 4♥X-1 par E » (`_RESULT`, finder62): its state or its result, then who plays it.
_STATE = (
    rf"(?:\s*(?:x{{1,2}}|X{{1,2}}|(?:non\s+)?contr[ée]e?s?|surcontr[ée]e?s?))?(?:\s+{_VULNERABLE})?(?=\s+jou)"
)
_RESULT = r"(?:\s*(?:x{1,2}|X{1,2}|contr[ée]e?))?\s*(?:=|[+-]\s*\d{1,2}\b|juste\s+fait)(?=\s+(?:par|jou))"
# Only the final contract names the declarer (« contrat 4♥ par Est », « Sud joue 4♠ »), never a bid nor a card.
_DECLARER = (
    re.compile(
        starting_with(
            "ENOSnos",
            rf"(?<![-\w])({_SEAT})(?:\s+|\s*,\s*(?=(?:le\s+)?d[ée]clarant\s))(?:qui\s+)?(?:donc\s+)?(?:joue|jouait|va jouer|est au contrat de|(?:est\s+|le\s+)?(?:déclarant|declarant) (?:à|a|de))"
            rf"\s+(?:donc\s+)?(?:à\s+|a\s+|le\s+contrat\s+de\s+)?{_CONTRACT}",
        )
    ),
    re.compile(rf"\b(?:[Dd]éclarant|[Dd]eclarant|[Dd][ée]cla)\s*(?:=|:|en|est|c'est|c’est|\()?\s*({_SEAT})"),
    re.compile(
        starting_with(
            "1234567",
            # (s41: the score sheet's « 4♠X par Est », the X glued: doubled, played by Est; « 4♠ X par Ouest » spaced, or
            # « contré par Ouest », names the doubler)
            rf"{_CONTRACT}(?:[xX]{{1,2}}(?=\s+par\b))?(?:{_DOUBLED}|{_STATE}|{_RESULT})\s+(?:par|joué par|joue par|jou[ée]e?s? par|joué en|joue en)\s+({_SEAT})(?![-\w])",
        )
    ),
    # Finder23 (stated facts): « 3SA contré, joué par Nord », « 3SA en Nord, 9 levées », « 4♥ de Sud contré par
    # Ouest » (the doubler named after the declarer).
    re.compile(
        starting_with(
            "1234567",
            rf"{_CONTRACT}(?:\s*(?:x{{1,2}}|X{{1,2}}|(?:non\s+)?contr[ée]e?|surcontr[ée]e?))?(?:\s*,?\s+{_VULNERABLE})?"
            rf"\s*,\s*(?:joué|jouée|joue|jouee)\s+(?:par|en)\s+({_SEAT})(?![-\w])",
        )
    ),
    re.compile(rf"(?:^|[,;.:!?(\n]\s*){_CONTRACT}\s+en\s+({_SEAT})(?=\s*[,;.:!?)\n]|\s*$)"),
    re.compile(
        rf"(?:^|[,;.:!?(\n]\s*){_CONTRACT}\s+(?:de\s+|d['’]\s*)({_SEAT})\s+(?:contr[ée]e?|x|X)\s+(?:par|de)\s+{_SEAT}"
    ),
    re.compile(rf"\b[Cc]ontrat\s+(?:de\s+)?{_CONTRACT}{_DOUBLED}\s+(?:en|par|de|pour)\s+({_SEAT})"),
    # s38: the declarer typed before the contract (« Contrat N 2♥. »), the defence against it (« en défense (Est) contre
    # 2♥ de Nord »), the contract the play is in (« renonce E ds 3SA de S »), the declarer's contract in apposition
    # (« Sud, à 5♣, a appelé … »); never « sur le 3SA de Sud » (a bid over another) nor a bare « contre » (a double)
    re.compile(rf"\b[Cc]ontrat\s*:?\s*({_SEAT})\s+{_CONTRACT}(?=\s*(?:[xX]{{1,2}})?\s*(?:[,;.:!?)\n]|$))"),
    re.compile(
        rf"\b(?:[Ee]n\s+)?(?:d[ée]fense|d[ée]f|flanc)(?:\s*\([^()]{{0,20}}\))?\s+contre\s+{_CONTRACT}(?:\s*[xX]{{1,2}})?"
        rf"\s+(?:de\s+|d['’]\s*|par\s+)({_SEAT})(?![-\w])"
    ),
    re.compile(
        rf"\b(?:[Dd]ans|[Dd]s)\s+(?:le\s+)?{_CONTRACT}(?:\s*[xX]{{1,2}})?\s+(?:de\s+|d['’]\s*|par\s+)({_SEAT})(?![-\w])"
    ),
    re.compile(
        starting_with("ENOSnos", rf"(?<![-\w])({_SEAT})\s*,\s*(?:à|a)\s+{_CONTRACT}(?:\s*[xX]{{1,2}})?\s*,")
    ),
    # « Sud décla, … », « S décla », « Sud le décla » (tester11 X18): « décla » as directors write it
    # tester21 P1: « alors que Sud était le déclarant », « Sud sera déclarant » (the presumed declarer)
    re.compile(
        rf"(?<![-\w])({_SEAT})\s+(?:(?:est|était|etait|sera)\s+)?(?:le\s+)?(?:déclarant|declarant|[Dd][ée]cla)\b"
    ),
    # « Sud (déclarant) », « Sud, le déclarant, », « S (décla) »
    re.compile(
        starting_with(
            "ENOSnos", rf"(?<![-\w])({_SEAT})\s*\(\s*(?:le\s+|en\s+)?(?:déclarant|declarant|[Dd][ée]cla)\b"
        )
    ),
    re.compile(
        starting_with(
            "ENOSnos", rf"(?<![-\w])({_SEAT})\s*,\s*(?:le\s+)?(?:déclarant|declarant|[Dd][ée]cla)\s*(?:,|$)"
        )
    ),
    # reviewer23 P-1: « Le déclarant, Sud, a renoncé » (not « après le déclarant, Sud a joué »); « déclarant » its own
    # noun, not « le partenaire / l'adversaire de gauche du déclarant, Ouest, » (reviewer24 #1).
    re.compile(
        rf"(?:^|[.;:!?(]\s*|(?<![\w'’])[Ll]e\s+)(?:[Dd]éclarant|[Dd]eclarant|[Dd][ée]cla)\s*,\s*({_SEAT})\s*,"
    ),
)
# Words that make what follows a bid of the auction, not the contract.
_BIDDING = re.compile(
    r"(?:ouvert|ouvre|ouverture|enchéri|encheri|enchère|enchere|annonc|intervention|intervient|répon|repon|nomm|montr)"
    r"[^\s,;.:!?]*\s*(?:[^\s,;.:!?]+\s*){0,2}$"
)
_CONTRACT_FIRST = 2  # the reading of _DECLARER that starts at the contract
# « 3SA de Nord, Est a défaussé… », « t9 étui 22, 4♠ de S, il reste 5 cartes »: a contract said alone
# as a clause is the final one, when nothing else in the words is a bid: no other level and strain,
# no word of the auction (« 1♥ de Nord, contre d'Est » is an auction).
_BARE = re.compile(
    # (s46: after « contrat » too: « Contrat 4♠ N, renonce d'Est », « le contrat est 3SA S »)
    rf"(?:^|[,;.:!?(\n]\s*|\b[Cc]ontrat\s+(?:est\s+|final\s+|:\s*)?)[1-7]\s*{_STRAIN_WORD}"
    rf"(?:\s*(?:x{{1,2}}|X{{1,2}}|(?:non\s+)?contr[ée]e?|surcontr[ée]e?))?"
    rf"(?:\s+{_VULNERABLE})?\s+(?:de\s+|d['’]\s*)?({_SEAT})(?:\s+{_VULNERABLE})?(?:\s*(?:=|[+-]\s*\d{{1,2}}))?"
    r"\s*(?=[,;.:!?)\n]|$)"  # « 4♥ S, … », « 3SA E -1 » too
)
_ANY_CONTRACT = re.compile(rf"(?<![\w])[1-7]\s*{_STRAIN_WORD}(?:[xX]{{1,2}})?(?![\w])")
# « sur le carreau », « après la levée »: the play, not the auction (« sur le 1SA »).
_PLAY_WORDS = (
    r"carreaux?|c[oœ]e?urs?|piques?|tr[eè]fles?|atouts?|roi|dame|valet|as|dix|lev[ée]e|entame|attaque|mort|"
    r"d[ée]clarant|d[ée]fenseur|(?:[2-9]|10)\s+de"
)
_AUCTION = re.compile(
    rf"\b(?:ouv\w*|ench[eé]r\w*|annon\w*|intervention|intervient|r[ée]pon\w*|alert\w*|pass[eé]s?|contre|surcontre|"
    rf"transfert|stayman|texas|landy|multi|barrage|(?:sur|apr[eè]s) (?:l[ea]|son)\b(?!\s+(?:(?:{_PLAY_WORDS})\b|[♠♥♦♣](?!\s*[1-7]))))",
    re.IGNORECASE,
)
_PARTNER = {"nord": "sud", "sud": "nord", "est": "ouest", "ouest": "est"}

# « Ouest (défense) », « Est, en défense », « N (défenseur) », « Est, qui est en défense, » (finder70): a seat said to defend.
_WHO_IS = r"qui\s+(?:est|était|etait|sera|va\s+être|va\s+etre|allait\s+être|allait\s+etre)"
_DEFENDER = re.compile(
    starting_with(
        "ELNOSelmnos",
        rf"(?<![-\w])({_SEAT})\s*(?:\(\s*(?:en\s+)?|,\s*(?:en\s+|le\s+|un\s+|{_WHO_IS}\s+en\s+)?|\s+(?:est\s+|était\s+|etait\s+)?en\s+)(?:d[ée]fense|d[ée]fenseur|d[ée]f|flanc)\b(?!\s*\?)"
        # « en déf Est a pas fourni », « en flanc, Ouest a… »: the tag said first
        rf"|\b[Ee]n\s+(?:d[ée]fense|d[ée]f|flanc)(?:\s+(?:contre|sur)\s+[1-7]\s*{_STRAIN_WORD}(?![\w]))?\s*,?\s+({_SEAT})(?![-\w])"
        # « le défenseur en Est », « la déf en Ouest »: the role said first, then the seat
        rf"|\b(?:[Ll]e\s+d[ée]fenseur\s+(?:en\s+)?|[Ll]a\s+d[ée]f(?:ense)?\s+en\s+)({_SEAT})(?![-\w])"
        # Session 17 (finder26): « Nord renonce à trèfle (il est en défense) », « du même défenseur Est »
        rf"|(?<![-\w])({_SEAT})\s+[^()]{{0,40}}\(\s*(?:il|elle)\s+(?:est|était|etait)\s+en\s+(?:d[ée]fense|d[ée]f|flanc)\s*\)"
        rf"|\b(?:même|meme)\s+d[ée]fenseur\s+({_SEAT})(?![-\w])"
        # s42: « Ouest, qui défend contre 3SA, … », « Ouest fait tomber sa dame, il défend contre 3SA »
        rf"|(?<![-\w])({_SEAT})\s*,?\s*qui\s+d[ée]fend(?:ait)?\s+contre\b"
        rf"|(?<![-\w])({_SEAT})\s+[^.;:!?()]{{0,60}}?,\s*(?:il|elle)\s+d[ée]fend(?:ait)?\s+contre\b"
        # s46b: the seat holding a penalty card (« Ouest avait le 10♦ comme carte pénalisée », « Est a une carte pénalisée »):
        # only a defender's card is one (48A, 50)
        rf"|(?<![-\w])({_SEAT})\s+(?:a|avait)\s+(?:encore\s+|toujours\s+|maintenant\s+)?(?:une|la|le|l['’]|sa|son|ses|des|deux)"
        r"\s*[^.;:!?()]{0,30}?\bcartes?\s+p[ée]nalis[ée]e?s?\b(?![^.;:!?]*\b(?:d[ée]clarant|d[ée]cla|mort)\b)",
    )
)
_TAG = re.compile(
    r"\s*\(\s*(?:en\s+|le\s+)?(?:d[ée]fense|d[ée]fenseur|d[ée]f\.?|flanc|d[ée]clarant|d[ée]cla|d[ée]cl\.?|mort)"
    # finder67: « Sud (déclarant en 2♠) a défaussé … »: the contract in the tag goes with it
    rf"(?:\s+(?:en|à|a|de)\s+[1-7]\s*{_STRAIN_WORD}(?![\w]))?\s*\)"
    rf"|(?<=\w),\s*(?:{_WHO_IS}\s+)?(?:le\s+)?(?:d[ée]clarant|d[ée]cla|mort),|(?<=\w),\s*(?:le\s+)?d[ée]clarant\s+(?:à|a|de)\s+[1-7]\s*{_STRAIN_WORD}(?![\w])[^,;.:!?()]{{0,30}},"
)
# « Sud, en défense, a défaussé… »: the tag goes once the seat reads « le défenseur », so no comma cuts it from its verb.
_DEFENCE_TAG = re.compile(rf"(?<![-\w])({_SEAT})\s*,\s*((?:{_WHO_IS}\s+)?en\s+(?:d[ée]f(?:ense)?|flanc))\s*,")
# « le mort (Nord) », « le déclarant (Sud) »: the seat in brackets after its role says nothing more.
_ROLE_SEAT = re.compile(rf"\b((?:[Mm]ort|[Dd][ée]clarant|[Dd][ée]cla|[Dd][ée]fenseur))\s*\(\s*{_SEAT}\s*\)")
# finder67: « le déclarant Sud en 4♥ a renoncé », « le défenseur Est a coupé »: the role's own seat said after it, bare
# (`_own_seat_after_role`), says nothing more either — after its article only (« déclarant Ouest interdit trèfle » is
# read by its seat), never another seat (« sur le cœur du déclarant Est a coupé »).
_ROLE_THEN_SEAT = re.compile(
    rf"(?<=\b[LlDdAa][eu]\s)([Mm]ort|[Dd][ée]clarant|[Dd][ée]cla|[Dd][ée]fenseur)\s+({_SEAT})(?![-\w])"
)
# « Nord (mort) », « le mort (Nord) », « Nord, le mort, », « Nord, qui allait être le mort, »: the dummy's seat.
_DUMMY = (
    re.compile(starting_with("ENOSnos", rf"(?<![-\w])({_SEAT})\s*\(\s*(?:le\s+)?mort\s*\)")),
    re.compile(rf"\b[Mm]ort\s*\(\s*({_SEAT})\s*\)"),
    re.compile(starting_with("ENOSnos", rf"(?<![-\w])({_SEAT})\s*,\s*(?:{_WHO_IS}\s+)?le\s+mort\s*,")),
)
_OF = re.compile(r"(?<![\w])(de|d['’]|à)\s*$", re.IGNORECASE)  # « de N », « d'Est », « à Sud »
_ELIDED = re.compile(r"(?<![\w])((?:lors|puis|jus)?qu)['’]$", re.IGNORECASE)  # « qu'Ouest », « lorsqu'Est »
_SEAT_NAMES = {"n": "nord", "s": "sud", "e": "est", "o": "ouest"}


def _seat(typed: str) -> str:
    return _SEAT_NAMES.get(typed.casefold(), typed.casefold())


SEAT_PATTERN = _SEAT  # a seat as typed (« Est » the seat, not « est » the verb)
seat_name = _seat  # a seat as typed → its folded name (« N » → « nord »)
SEAT_WORD = re.compile(rf"(?<![-\w]){_SEAT}(?![-\w])")  # a seat as a word of its own (not « Est-Ouest »)


def partner_of(seat: str) -> str:
    return _PARTNER[seat]


def defender_seats(description: str) -> set[str]:
    """The seats the words say defend (« Ouest (en défense) »), whoever the declarer is."""
    return {_seat(next(seat for seat in match.groups() if seat)) for match in _DEFENDER.finditer(description)}


# A belief or a supposition just before the declarer's words (« croyant que », « il pense que », « si »).
_BELIEF = re.compile(r"\b(?:croy\w*|croi\w*|pens\w*|imagin\w*|si|comme si)\b[^.;:!?]*$", re.IGNORECASE)
_RELATED = re.compile(  # « le partenaire / le joueur qui suit le déclarant Nord »: another (reviewer25 P-2, finder48)
    r"(?:gauche|droite?|partenaire|co[ée]quipi[eè]re?|associ[ée]e?|adversaire|opposant|face|suivante?|pr[ée]c[ée]dente?|lho"
    r"|rho)\s+(?:du|de\s+la|de|d['’])\s*$|(?:suit|pr[ée]c[èeé]de|apr[eè]s|avant)\s+(?:le|la|l['’])\s*$",
    re.IGNORECASE,
)


@lru_cache(maxsize=256)
def _declarer_words(
    description: str,
) -> tuple[tuple[tuple[int, re.Match[str]], ...], tuple[re.Match[str], ...]]:
    """The matches of `_DECLARER` (number, match), and the contracts said alone (`_BARE`) if the words name one
    only; none of another board or table. Scanned once for `declarer_seat` and `final_contract` (issue 37 §5)."""
    read = tuple(
        (number, match)
        for number, pattern in enumerate(_DECLARER)
        for match in pattern.finditer(description)
        if not OTHER_BOARD.match(description, match.end())
        and not other_table_before(description, max(0, match.start() - 90), match.start())
    )
    bare = tuple(
        match  # finder82 (reviewer31 V-38): « résultat de la table voisine : 4♠ N +1 » is not this table's contract
        for match in (_BARE.finditer(description) if len(_ANY_CONTRACT.findall(description)) == 1 else ())
        if not other_table_before(description, max(0, match.start() - 90), match.start())
    )
    return read, bare


@lru_cache(maxsize=256)  # asked several times of one description (the seats, the facts of each topic)
def declarer_seat(description: str) -> str | None:
    """The declarer's seat when the words name the final contract's declarer (« Sud joue 4♠ », « 3SA par Ouest »,
    « contrat 4♥ par Est », « déclarant Est », « 4♥X-1 par E »); None when they do not, or two readings disagree."""
    found: set[str] = set()
    read, alone = _declarer_words(description)
    for number, match in read:
        before = description[max(0, match.start() - 30) : match.start()]
        if number == _CONTRACT_FIRST and _BIDDING.search(before):
            continue  # « l'ouverture 1♠ par Nord »: a bid
        if _BELIEF.search(before) or (number == 1 and _RELATED.search(before)):
            continue  # « croyant que Sud était le déclarant » (reviewer20 #11): a belief, not the contract
        found.add(_seat(match[1]))
    found |= {_PARTNER[_seat(match[1])] for pattern in _DUMMY for match in pattern.finditer(description)}
    bare = {_seat(match[1]) for match in alone}  # one contract said in the words, alone in its clause
    if bare and not _AUCTION.search(description):
        found |= bare
    return found.pop() if len(found) == 1 else None


# The strain of a contract as typed → `contract_strain`'s option. « C » alone is ambiguous (tester8 T25): not read.
_STRAIN_CODES = (
    (re.compile(r"♠|pique|^p$", re.IGNORECASE), "S"),
    (re.compile(r"♥|c[oœ]e?ur", re.IGNORECASE), "H"),
    (re.compile(r"♦|carreau|^k$", re.IGNORECASE), "D"),
    (re.compile(r"♣|tr[eè]fle|^t$", re.IGNORECASE), "C"),
    (re.compile(r"^sa$|sans", re.IGNORECASE), "NT"),
)
_LEVEL_STRAIN = re.compile(rf"([1-7])\s*({_STRAIN_WORD})")
# What follows the contract in its own words: « 4♥X vulnérable », « 3SA non contré », « 4♠ contré ».
_AFTER = re.compile(
    r"\s*(?P<doubling>XX|xx|X|x(?![a-z])|surcontr[ée]e?|non[- ]contr[ée]e?|contr[ée]e?(?!\s+(?:par|de|pour)\b))?"
    rf"\s*(?P<vulnerable>{_VULNERABLE})?"
)


def doubling_said(typed: str | None) -> str | None:
    """`doubling`'s option for the contract's state as typed (`_AFTER`'s group: « X », « XX », « non contré »…)."""
    if not typed:
        return None
    typed = typed.casefold()
    if typed.startswith("non"):
        return "none"
    return "redoubled" if typed == "xx" or typed.startswith("sur") else "doubled"


def vulnerable_said(typed: str | None) -> str | None:
    """`vulnerable`'s option for the vulnerability as typed (« vul », « non vulnérable »…)."""
    return None if not typed else "no" if typed.casefold().startswith("non") else "yes"


def contract_state(description: str, at: int) -> tuple[str | None, str | None]:
    """(`doubling`, `vulnerable`) said right after a contract's words ending at `at` (« 4♠X », « 3SA non contré vul »)."""
    state = _AFTER.match(description, at)
    return doubling_said(state["doubling"]), vulnerable_said(state["vulnerable"])


# Finder30: the vulnerability said right after the declarer (« 4♠ non contré de Nord, vulnérable », « 4♠X d'Est non vul »).
_ONLY_VULNERABLE = re.compile(rf"(?:\s+{_VULNERABLE})?\s*")
_VULNERABLE_AFTER = re.compile(
    rf"\s*,?\s*(?P<vulnerable>{_VULNERABLE})(?=\s*(?:[,;.:!?)\n]|$))", re.IGNORECASE
)


# « Sud joue 4♠, ou plutôt 5♠ », « 4♥ pardon 4♠ », « 4♠, pardon, 5♠ » (reviewer26 P-10): said twice, corrected or in doubt.
_CORRECTED = re.compile(
    rf"\b(?:plut[oô]t|pardon|enfin|ou|non|voire|{CORRECTING})\b\s*[,;:.]?\s*[^,;.:!?]{{0,15}}?(?<![\w])[1-7]\s*{_STRAIN_WORD}(?![\w])",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Contract:
    """The final contract as the words name it with its declarer (`final_contract`)."""

    level: str  # « 1 » to « 7 »
    strain: str  # `contract_strain`'s option: C, D, H, S, NT
    declarer: str  # the seat, folded (« sud »)
    doubling: str | None  # none, doubled, redoubled; None when the words do not say
    vulnerable: str | None  # yes, no; None when the words do not say
    words: str  # the words it was read from


def _strain(typed: str) -> str | None:
    return next((code for pattern, code in _STRAIN_CODES if pattern.search(typed.strip())), None)


STRAIN_WORD, strain_code = (
    _STRAIN_WORD,
    _strain,
)  # a strain as typed, and its option (rules.contracts_in_words)


@lru_cache(maxsize=256)  # asked by several readings of one description (a frozen answer)
def final_contract(description: str) -> Contract | None:
    """The final contract when the words name it with its declarer (« Sud joue 4♠ », « 3SA non contré
    joué par Est », « contrat 2♠ par Sud »): one declarer (`declarer_seat`), and one level and strain
    said that way; None otherwise: a bid (« l'ouverture 1♠ »), a card (« le 4♥ »), two contracts."""
    declarer = declarer_seat(description)
    if declarer is None:
        return None
    found: dict[tuple[str, str], tuple[str, str | None, str | None]] = {}
    read, alone = _declarer_words(description)
    matches = [match for _, match in read] + list(alone)
    for match in matches:
        if _BIDDING.search(description[max(0, match.start() - 30) : match.start()]):
            continue
        said = _LEVEL_STRAIN.search(match[0])
        strain = _strain(said[2]) if said else None
        if said is None or strain is None or _seat(match[1]) != declarer:
            continue
        end = match.start() + said.end()
        state = _AFTER.match(description, end)
        words = match[0].strip()
        if state is not None and state.end() > match.end():
            words = description[match.start() : state.end()].strip()
        doubling = doubling_said(state["doubling"]) if state is not None else None
        vulnerable = vulnerable_said(state["vulnerable"]) if state is not None else None
        if vulnerable is None and (
            after := _vulnerable_after(description, match, state.end() if state else end)
        ):
            vulnerable = vulnerable_said(after["vulnerable"])
            words = description[match.start() : after.end()].strip()
        found.setdefault((said[1], strain), (words.lstrip(",;.:!?( "), doubling, vulnerable))
    if len(found) != 1 or _CORRECTED.search(description):
        return None
    (((level, strain), (words, doubling, vulnerable)),) = found.items()
    return Contract(level, strain, declarer, doubling, vulnerable, words)


def _vulnerable_after(description: str, match: re.Match[str], contract_end: int) -> re.Match[str] | None:
    """The vulnerability said right after the contract's words, when they end with the declarer (« 4♠ de Nord,
    vulnérable », « 4♠X d'Est non vul ») or with the contract (« Sud joue 4♠, vulnérable »); None otherwise."""
    for last in (match.end(1), contract_end):
        if last >= match.start() and _ONLY_VULNERABLE.fullmatch(description, last, max(last, match.end())):
            return _VULNERABLE_AFTER.match(description, last)
    return None


def with_roles(description: str) -> str:
    """The description with each seat said as its role once the declarer is named (« Sud joue 4♠ »: « Ouest n'a
    pas fourni » reads « le défenseur n'a pas fourni », « Nord » « le mort »); a side (« Nord-Sud ») stays one."""
    return roles(description)[0]


@lru_cache(maxsize=256)
def roles(description: str) -> tuple[str, dict[int, str]]:
    """`with_roles`, and each role's words by their position in the new text → the seat typed."""
    declarer = declarer_seat(description)
    defenders = defender_seats(description)
    if any(_PARTNER[seat] not in defenders for seat in defenders if len(defenders) > 1):
        return description, {}  # two seats of different sides said to defend: doubt
    roles: dict[str, str] = {seat: "le défenseur" for seat in defenders}
    if declarer is not None:
        if declarer in defenders or _PARTNER[declarer] in defenders:
            return description, {}  # the declarer's side said to defend: doubt
        roles = {declarer: "le déclarant", _PARTNER[declarer]: "le mort"}
        roles.update({seat: "le défenseur" for seat in _PARTNER if seat not in roles})
    if not roles:
        return description, {}
    # « Ouest (en défense) a renoncé », « le mort (Nord) a renoncé »: the role says it
    description = _DEFENCE_TAG.sub(r"\1", _TAG.sub("", _ROLE_SEAT.sub(r"\1", description)))
    description = _ROLE_THEN_SEAT.sub(lambda m: _own_seat_after_role(m, roles), description)
    out: list[str] = []
    typed_as: dict[int, str] = {}
    done = 0
    for match in SEAT_WORD.finditer(description):
        role = roles.get(_seat(match[0]))
        if role is None:  # a seat whose role the words do not say: as typed
            continue
        before = description[done : match.start()]
        article, noun = role.split(" ")
        glued = _OF.search(before)  # « la renonce d'Ouest » → « la renonce du défenseur », not « d'le »
        shown = ""  # « le »: the seat is said once, for the role's noun
        if glued:
            before, shown = before[: glued.start()], glued[1]
            article = "du" if glued[1].casefold().startswith("d") else "au"
        elided = None if glued else _ELIDED.search(before)
        if (
            elided is not None
        ):  # tester16 T15: « alors que le défenseur », quoted « alors qu'Ouest », not « qu'le »
            before = f"{before[: elided.start()]}{elided[1]}e "
        out.append(before)
        at = sum(len(p) for p in out)
        typed_as[at] = shown
        typed_as[at + len(article) + 1] = match[0]
        if elided is not None:  # the typed « qu'Ouest » shown once, on the conjunction's word
            typed_as[at - len(elided[1]) - 2] = f"{elided[0]}{match[0]}"
            typed_as[at + len(article) + 1] = ""
        out.append(f"{article} {noun}")
        done = match.end()
    out.append(description[done:])
    return "".join(out), typed_as


def _own_seat_after_role(match: re.Match[str], roles: dict[str, str]) -> str:
    """The role alone when the seat after it is that role's (`_ROLE_THEN_SEAT`), the words as typed otherwise."""
    role = roles.get(_seat(match[2]), "")
    noun = match[1].casefold().replace("é", "e")
    return (
        match[1]
        if role.replace("é", "e").endswith(" " + ("declarant" if "decla" in noun else noun))
        else match[0]
    )


# Clockwise: N, E, S, O.
_ROTATION = ("nord", "est", "sud", "ouest")
ROTATION = _ROTATION  # the seats in playing order (rules.faced_leads_in_words)
_DENIED = re.compile(r"\b(?:pas|jamais|plus|ne|n['’]|rien)\b", re.IGNORECASE)
# « Est donneur, Sud passe avant lui », « Ouest donneur, Sud a passé en premier »: the dealer's turn.
_DEALER = re.compile(
    starting_with(
        "DENOSdnos",
        rf"(?<![-\w])({_SEAT})\s*,?\s*(?:est\s+|[ée]tait\s+|etait\s+|étant\s+|etant\s+)?(?:le\s+)?donneur\b"
        rf"|\b[Dd]onneur\s*(?:[:=]\s*|est\s+|c['’]\s*est\s+|c['’]\s*[ée]tait\s+|[ée]tait\s+|etait\s+)?({_SEAT})(?![-\w])"  # « donneur Ouest », « Donneur : Est »
        # « donneur, Ouest » only as a tag: « avant le donneur, Nord accepte » names Nord as the one who
        # accepts, not the dealer (tester12 Y3).
        rf"|\b[Dd]onneur\s*,\s*({_SEAT})(?=\s*(?:[,;.:!?)]|$))",
    )
)


# « Nord a ouvert 1SA alors que c'était à Est de parler »: the first bid of the auction made when the words say
# it was another seat's turn to speak (tester23 P5): that seat is the dealer the words take for granted.
_OPENING_TURN = re.compile(
    rf"(?<![-\w])({_SEAT})\s+(?:a\s+|avait\s+)?ouv(?:ert|re)\b[^.;!?]{{0,60}}?c['’]?\s*(?:[ée]tait|etait|est)\s+"
    rf"(?:à|a)\s+({_SEAT})(?![-\w])(?!\s+d['’]\s*entam|\s+de\s+jouer)"  # tester24 P9: « c'était à Ouest » alone too
)


def opening_turn_named(description: str) -> str | None:
    """The seat whose turn the words say it was when another opened the auction (« Nord a ouvert … alors que
    c'était à Est de parler » → est), folded; None when they say none, or the same seat."""
    found = _OPENING_TURN.search(description)
    if found is None or _seat(found[1]) == _seat(found[2]):
        return None
    return _seat(found[2])


def dealers_named(description: str) -> set[str]:
    """The seats the words name as the dealer (« Est donneur », « le donneur était Ouest », « donneur :
    N »), folded (« est »); « avant le donneur, Nord accepte » names none (tester12 Y3). The engine's
    check of the stored deal's dealer (tester11 X6) reads the same."""
    return {_seat(m[1] or m[2] or m[3]) for m in _DEALER.finditer(description)}

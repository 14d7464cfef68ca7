"""The declarer's tricks, said as such (`tricks_taken`: « 9 levées à la table », « le déclarant a fait 9
levées », never another count; split from rules/vocabulary_readings.py), or from the result said another way
(tester18 R3): « la défense a fait 5 levées » (13 − 5), « Sud a chuté de deux », « 2 de chute », « deux de mieux », « 4♠ -2 »,
« 4♠ = », « 4♠ +1 » (the contract's level + 6, less the undertricks or plus the overtricks). Pure: words in,
counts out.

Only when the final contract and its declarer are named without doubt (`rules.seats_in_words.final_contract`),
in a clause stated plainly (the caller gives only those), and the result is the one of this board at this
table: never a count said of another table or board, after a transfer or a correction, nor one said of a
seat that is not the declarer's side. The caller drops every count when the words say it is disputed (79B).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator

from rules.folding import words
from rules.plain_clauses import Clause, Span, Text, clauses, span
from rules.seats_in_words import Contract, final_contract

_NUMBER = r"(1[0-3]|[0-9]|une?)"
# Another board, another table, another room, or a result the director computes: not this table's count.
_ELSEWHERE = re.compile(
    r"\b(?:autres?|precedente?|suivante?|salle|ailleurs|partout|face|transfer\w*|corrig\w*|rectifi\w*|ajust\w*|"
    r"apres|compris|comptant|penalite\w*|arbitre|marque\w*|aurai\w*|serai\w*|devrai\w*|pourrai\w*|"
    r"fallait|aller|allait|si|sinon|avec)\b"
)
# The same, said in the clause before or after (« à l'autre table, Sud a chuté de deux »).
_NEAR = re.compile(
    r"\b(?:autres?|precedente?|suivante?|salle|ailleurs|transfer\w*|corrig\w*|rectifi\w*|ajust\w*|compris|comptant|"
    r"aurai\w*|serai\w*|devrai\w*|pourrai\w*)\b"
)
_SIDE_WORDS = {
    "ns": r"(?:ns|nord sud|n s)",
    "eo": r"(?:eo|est ouest|e o)",
}
_DEFENCE_SIDE = {"nord": "eo", "sud": "eo", "est": "ns", "ouest": "ns"}
_MADE_VERB = r"(?:a |ont )?(?:fait|realise|gagne|remporte|pris)"
# « 2 de chute », « deux levées de chute », « 2 dedans »: by itself, or after the declarer (« il fait »).
_DOWN_AFTER = r"(?:levees? )?(?:de chute|dedans)"
_DOWN_BEFORE = r"(?:chute|chutent|est dedans)(?: de| d)? "


def _number(said: str) -> int:
    return 1 if said in ("un", "une") else int(said)


def _patterns(contract: Contract) -> tuple[tuple[re.Pattern[str], Callable[[int], int]], ...]:
    """(pattern, the declarer's tricks from its number) for the counts said of this contract."""
    level = int(contract.level)
    defence_made, declarer_made, down_before, down_after, over = _BY_DEFENCE[_DEFENCE_SIDE[contract.declarer]]
    return (
        (defence_made, lambda n: 13 - n),
        (declarer_made, lambda n: n),
        (down_before, lambda n: level + 6 - n),
        (down_after, lambda n: level + 6 - n),
        (over, lambda n: level + 6 + n),
    )


def _side_patterns(defence_side: str) -> tuple[re.Pattern[str], ...]:
    """The patterns of `_patterns` for a contract defended by this side."""
    defence = _SIDE_WORDS[defence_side]
    declaring = _SIDE_WORDS["ns" if defence_side == "eo" else "eo"]
    # The declarer, or the contract itself, as the subject: « le déclarant », « il », « NS », « 4♠ ».
    subject = rf"(?:le declarant|il|{declaring}|[1-7] (?:pique|coeur|carreau|trefle|sansatout)(?: contre| x| xx| surcontre)?)"
    return (
        re.compile(rf"^(?:la defense|les defenseurs|{defence}) {_MADE_VERB} {_NUMBER} levees?$"),
        re.compile(rf"^{declaring} {_MADE_VERB} {_NUMBER} levees?$"),
        re.compile(rf"^(?:{subject} (?:a |ont )?)?{_DOWN_BEFORE}{_NUMBER}(?: levees?)?$"),
        re.compile(rf"^(?:{subject} (?:a |ont )?(?:fait |fini a |termine a )?)?{_NUMBER} {_DOWN_AFTER}$"),
        # reviewer28 R-8: « il a fait deux de mieux », « 2 levées de mieux » (the overtricks, by themselves)
        re.compile(
            rf"^(?:{subject} (?:a |ont )?(?:fait |realise |gagne )?)?{_NUMBER} (?:levees? )?de mieux$"
        ),
    )


# Compiled once, at import (issue 37 §5: not through re's own cache, which the project's patterns overflow).
_BY_DEFENCE = {side: _side_patterns(side) for side in _SIDE_WORDS}


# reviewer27 R-9: a part of the play (« après la renonce Sud a fait 6 levées », « ensuite », « au retour de la
# renonce, … ») told before the count, in its clause or in a clause that frames it: the tricks of that part only, not
# the count at the table the score needs (77, 64A's transfer is added to it).
_PART_OF_THE_PLAY = re.compile(
    r"\b(?:apres|ensuite|puis|par la suite|au retour|a partir|depuis|jusque la|jusqu ici|jusqu alors)\b"
)


def _part_or_elsewhere(words: Clause, start: int, head: str) -> bool:
    """Does the count at `start` (its clause's words before it: `head`) tell a part of the play or another table's:
    the head says a part (`_PART_OF_THE_PLAY`), or the clause before it only frames it so (« au retour de la
    renonce, … »), or names another table or room (`_NEAR`: « à l'autre table, … »)?"""
    parts = " ".join(words[:start]).split("|")
    before = parts[-2].strip() if len(parts) > 1 else ""
    return bool(_PART_OF_THE_PLAY.search(head) or _NEAR.search(before) or _PART_OF_THE_PLAY.match(before))


def _around(words: Clause, start: int, end: int) -> str:
    """The clause before `start` and the one after `end` in `words` (clause breaks « | »)."""
    before = " ".join(words[:start]).rsplit("|", 2)[-2:]
    after = " ".join(words[end:]).split("|", 2)[:2]
    return " ".join((*before, *after))


def result_tricks(
    contract: Contract | None, clauses: Iterable[tuple[int, Clause]], every: Clause
) -> Iterator[tuple[str, int, Clause]]:
    """(the declarer's tricks, index of the clause's first word, the clause) for each clause that states
    the result in so many words: the clause is the whole statement (« Sud a chuté de deux »), nothing else;
    `every` is the description's words (« | » between clauses), for the clauses around it (« à l'autre
    table, … », « avec le transfert, … »)."""
    if contract is None:
        return
    patterns = _patterns(contract)
    for start, clause in clauses:
        joined = " ".join(clause)
        if (
            _ELSEWHERE.search(joined)
            or _NEAR.search(_around(every, start, start + len(clause)))
            or _part_or_elsewhere(every, start, "")
        ):
            continue
        for pattern, tricks in patterns:
            if (match := pattern.match(joined)) is not None:
                if 0 <= (count := tricks(_number(match[1]))) <= 13:
                    yield str(count), start, clause
                break


# « 4♠ -2 », « 4♠X-1 », « 3SA = », « 4♥ +1 »: the traveller's notation, for the contract the words name.
# finder67: the sheet's other forms — a letter strain (« 4P N= », « 3SA E -1 »: its declarer's seat between), « contré »
# for X, « juste fait » for « = » (« 2♥ contré +1 par Sud », « 3♣ contré juste fait »). « C » alone is no strain (cœur?).
_NOTATION = re.compile(
    r"(?<![\w/])([1-7])\s*(♠|♥|♦|♣|SA|sa|Sa|P|K|T)\s*(?:XX|xx|X|x|\s(?:sur)?contr[ée]e?)?(?:\s+(?P<seat>[NSEO]|Nord|Sud|Est|Ouest))?"
    r"\s*(?:(-|\+)\s*([1-9]|1[0-3])|(=|juste\s+fait))(?![\w=+-])"
)
_SEATS = {"N": "nord", "S": "sud", "E": "est", "O": "ouest"}
_SYMBOLS = {"♠": "S", "♥": "H", "♦": "D", "♣": "C", "sa": "NT", "p": "S", "k": "D", "t": "C"}


_BREAK_BEFORE = re.compile(r"[.;:!?,(]")  # the clause around a score said
_BREAK_AFTER = re.compile(r"[.;:!?,)]")


def notation_tricks(
    contract: Contract | None, description: str, plain: Callable[[str], bool]
) -> Iterator[tuple[str, str]]:
    """(the declarer's tricks, the words) for each « 4♠ -2 » of the contract the words name, in a clause
    `plain` calls stated and that says nothing of another table, a transfer or a correction."""
    if contract is None:
        return
    for match in _NOTATION.finditer(description):
        if match[1] != contract.level or _SYMBOLS[match[2].casefold()] != contract.strain:
            continue
        if match["seat"] and _SEATS.get(match["seat"][0]) != contract.declarer:
            continue  # « 4♠ S -1 » of another declarer: another table's
        clause = _BREAK_BEFORE.split(description[: match.start()])[-1]
        clause += _BREAK_AFTER.split(description[match.start() :])[0]
        if not plain(match[0].strip()) or _ELSEWHERE.search(" ".join(words(clause))):
            continue
        base = int(contract.level) + 6
        count = base if match[6] else base - int(match[5]) if match[4] == "-" else base + int(match[5])
        if 0 <= count <= 13:
            yield str(count), match[0].strip()


# « 9 levées à la table », « 9 levées faites à la table », « le déclarant a fait 9 levées »: what the
# declarer made. A count of another kind (« il restait 2 levées », « 2 levées de plus », « a fait 2
# levées de chute ») is not read.
_MADE = (
    re.compile(
        # auditor30 (s26): « à la 8e / Levées à la table : 9 » — a trick's rank (« la 8e ») is no count
        r"(?:^| )(?<!la )(1[0-3]|[0-9]) levees? (?:faites |realisees |gagnees )?(?:a la table|au total)(?= |$)"
    ),
    re.compile(
        r"(?:^| )le declarant (?:declarant )?(?:joue [1-7] [a-z]+ (?:contre )?et )?(?:a )?(?:fait|realise|gagne|remporte)"
        r" (1[0-3]|[0-9]) levees?(?= |$)"
    ),
)
_NOT_MADE = re.compile(
    r"\b(?:de plus|en plus|de trop|de mieux|supplementaires?|de chute|de moins|en moins|restai\w*|reste\w*|plus tard|apres|avant|au lieu|sur|des|"
    r"jusque la|jusqu ici|jusqu alors|jusqu a present|ensuite|par la suite"
    # finder73 (reviewer30 T-1): a count in one suit (« 3 levées à pique »), never the tricks made in all (64A, 79A)
    r"|(?:a|en|de|dans) (?:pique|coeur|carreau|trefle)s?|d atouts?|a l atout|dans (?:la|cette|chaque|une) couleur)\b"
)


# « 10 levées avec le transfert », « transfert compris », « en comptant la renonce »: a count after the
# revoke's transfer, not the tricks made at the table (tester12 Y9). Anywhere in the clause: the
# question asks the count before any transfer, and a clause that ties the count to one says otherwise.
_WITH_TRANSFER = re.compile(
    r"\b(?:transfer\w*|compris|en comptant|penalite\w*|avec (?:la|sa|les) renonce\w*)\b"
)


# « Sud a gagné 9 levées mais EO disent 8 » (tester18 R3): a count one side states and the other disputes is
# the director's to establish (79B), never pre-filled.
_COUNT_DISPUTED = re.compile(
    r"\b(?:disent|dit|pretend\w*|affirme\w*|soutien\w*|compte\w*|annonce\w*)\s+(?:qu (?:il|ils|elle|elles|on) (?:a|ont|avait|avaient)"
    r" (?:fait |gagne |realise )?|avoir (?:fait |gagne )?|en avoir (?:fait )?)?(?:1[0-3]|[0-9])\b"
    r"(?! ?(?:trefle|carreau|coeur|pique|sansatout|sa|sans)s?\b)"  # « Est dit 1♠ » is a bid, not a count
    r"|\b(?:contest\w*|desaccord sur|pas d accord sur|discut\w*)\s+(?:le|les|la|ce|du)\s+(?:nombre|compte|levees|score|marque|resultat)\b"
)


# reviewer29 S-22: the same on the words as typed (« Est-Ouest disent de deux », « mais Est dit que c'est 4♠ = », « La
# feuille indique 4♠ -1 ; Nord-Sud contestent »), where the stated clauses left out what a player says.
_NUMBER_WORD = r"(?:un|une|deux|trois|quatre|cinq|six|sept|1[0-3]|[1-9])"
_SAYS = r"\b(?:disent|dit|pr[ée]tend\w*|affirm\w*|soutien\w*)\s+"
_RESULT_DISPUTED = re.compile(
    rf"{_SAYS}de\s+{_NUMBER_WORD}\b(?!\s*(?:cartes?|lev[ée]es?\s+(?:restantes|à\s+faire)))"
    rf"|{_SAYS}(?:que\s+|qu['’]\s*)(?:c['’]\s*(?:est|[ée]tait)|ça\s+fait|il\s+a\s+fait|ils\s+ont\s+fait)\s+"
    rf"(?:[1-7]\s*(?:♠|♥|♦|♣|SA\b|sans|pique|c[oœ]+eur|carreau|tr[eè]fle)|{_NUMBER_WORD}\s+(?:de\s+chute|de\s+mieux|lev[ée]es?|dedans))"
    r"|(?<!pas\s)(?<!jamais\s)\bcontest\w*\s*(?:[.;,!?]|$|\b(?:le|la|les|ce|cette)\s+(?:r[ée]sultat|marque|feuille|score|"
    r"nombre|compte|lev[ée]es))",
    re.IGNORECASE,
)


_LEFT_BEFORE = re.compile(r"\b(?:restai\w*|reste\w*|sur)\s*$")


def tricks_taken(
    text: Text, description: str = "", plain: Callable[[str], bool] = lambda said: False
) -> Iterator[tuple[str, Span | str]]:
    """(number, span or words) for each statement of the tricks the declarer made, in the plain clauses:
    as a count, or as the result of the contract the words name (`rules.results_in_words`)."""
    if _COUNT_DISPUTED.search(" ".join(word for word, _ in text if word != "|")) or _RESULT_DISPUTED.search(
        description
    ):
        return
    contract = final_contract(description) if description else None
    contract = contract if contract is not None and plain(contract.words) else None
    for count, start, clause in result_tricks(contract, clauses(text), tuple(word for word, _ in text)):
        yield count, (start, start + len(clause))  # « la défense a fait 5 levées », « Sud a chuté de deux »
    yield from notation_tricks(contract, description, plain)  # « 4♠ -2 »
    every = tuple(word for word, _ in text)
    for start, clause in clauses(text):
        joined = " ".join(clause)
        # the clause, and the next few words past its end (« 10 levées, transfert compris »)
        beyond = " ".join(
            word for word, _ in text[start + len(clause) : start + len(clause) + 5] if word != "|"
        )
        if _WITH_TRANSFER.search(joined) or _WITH_TRANSFER.search(beyond):
            continue
        for pattern in _MADE:
            for match in pattern.finditer(joined):
                after = joined[match.end() :].strip()
                if (
                    _NOT_MADE.match(after)
                    or _LEFT_BEFORE.search(joined[: match.start()])
                    or _part_or_elsewhere(every, start, joined[: match.start()])
                ):
                    continue
                yield (
                    match[1],
                    span(start, clause, match.start() + (joined[match.start()] == " "), match.end()),
                )


# auditor24 (s21): « NS disent 10 levées, EO disent 10 aussi, c'est la marque qui était fausse »: the counts each side
# says, all the same — the sides agree on the tricks (no 79A disagreement); two different counts disagree.
_SAID_COUNT = re.compile(
    r"\b(?:disent|dit|comptent|compte|r[ée]clament|r[ée]clame|annoncent|annonce)\s+(?:avoir\s+fait\s+|en\s+avoir\s+fait\s+)?"
    r"(1[0-3]|[1-9])\b(?!\s*%)",
    re.IGNORECASE,
)


def same_count_said_twice(description: str) -> bool:
    """Do the words give a trick count said twice or more, always the same (« NS disent 10, EO disent 10 aussi »)?"""
    counts = [int(said[1]) for said in _SAID_COUNT.finditer(description)]
    return len(counts) > 1 and len(set(counts)) == 1


# finder78 (s25-s30): the 79B disagreement said with the two counts — « pas d'accord, 9 ou 10 », « désaccord 8 ou 9
# levées », « se disputent sur 8 ou 9 levées » (an « ou » the readers take as a doubt, so the vocabulary never reads
# it), or each side's count side by side, « NS 9 lev, EO 8 », « on dit 8 levées, eux 9 », « NS disent 10, EO 9 ». Two
# counts making 13 are a result (« NS 9, EO 4 »), not a disagreement; a count past the round (« tour », the score
# written) is another case (79C), asked.
_DISAGREE = re.compile(
    r"(?<!pas de )(?<!aucun )\b(?:pas\s+d['’]\s?accord|d[ée]saccord|se\s+disputent|ne\s+s['’]entendent\s+(?:plus|pas))\b",
    re.IGNORECASE,
)
_EITHER = re.compile(
    r"\b(1[0-3]|[1-9])\s+ou\s+(1[0-3]|[1-9])\b(?!\s*(?:%|cartes?|points?|secondes?|minutes?|min\b))"
)
_SIDE = r"(?:NS|N-S|EO|E-O|nous|eux|on)"
_EACH_SIDE = re.compile(
    rf"\b({_SIDE})\b[^.;:!?\d]{{0,25}}?\b(1[0-3]|[1-9])\b(?:\s*(?:lev\w*\.?|plis?))?\s*,\s*(?:et\s+|mais\s+)?"
    rf"({_SIDE}|les\s+adversaires)\b[^.;:!?\d]{{0,12}}?\b(1[0-3]|[1-9])\b(?!\s*(?:%|cartes?|points?))"
)
_PAST_THE_ROUND = re.compile(
    r"\btour\b|\binscri|\baffich|\bbridgemate|\bfeuille|\bclassement|\bmarque\b|\brang[ée]|\bétui|\betui",
    re.IGNORECASE,
)


def _close(first: str, second: str) -> bool:
    a, b = int(first), int(second)
    return a != b and abs(a - b) <= 3 and a + b != 13


_SUPPOSED = re.compile(r"\bsi\b|\bs['’]ils?\b", re.IGNORECASE)
_CLAUSE_MARK = re.compile(r"[,;:]")
_SENTENCE_END = re.compile(r"(?<=[.!?\n])")


def _asked(sentence: str, disagree: re.Match[str]) -> bool:
    """Is the disagreement asked (its clause ends the sentence with « ? ») or supposed (« s'ils ne sont pas d'accord »)?"""
    start = max(sentence.rfind(mark, 0, disagree.start()) for mark in ",;:")
    return (sentence.rstrip().endswith("?") and not _CLAUSE_MARK.search(sentence, disagree.end())) or bool(
        _SUPPOSED.search(sentence, start + 1, disagree.start())
    )


def counts_disputed(description: str) -> str | None:
    """The words that give the sides' two trick counts at the end of the hand (79B), or None."""
    if _PAST_THE_ROUND.search(description):
        return None
    for sentence in _SENTENCE_END.split(description):
        either = _EITHER.search(sentence)
        disagree = _DISAGREE.search(sentence)
        if either and disagree and _close(either[1], either[2]) and not _asked(sentence, disagree):
            return either[0]
        each = _EACH_SIDE.search(sentence)
        if each and each[1].lower() != each[3].lower() and _close(each[2], each[4]):
            return each[0]
    return None

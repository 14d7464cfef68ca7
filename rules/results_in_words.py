"""The declarer's tricks from the result said another way (tester18 R3): « la défense a fait 5 levées »
(13 − 5), « Sud a chuté de deux », « 2 de chute », « 4♠ -2 », « 4♠ = », « 4♠ +1 » (the contract's level + 6,
less the undertricks or plus the overtricks). Pure: words in, counts out.

Only when the final contract and its declarer are named without doubt (`rules.seats_in_words.final_contract`),
in a clause stated plainly (the caller gives only those), and the result is the one of this board at this
table: never a count said of another table or board, after a transfer or a correction, nor one said of a
seat that is not the declarer's side. The caller drops every count when the words say it is disputed (79B).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator

from rules.folding import words
from rules.seats_in_words import Contract

Clause = tuple[str, ...]  # the folded words of a clause stated plainly (`rules.vocabulary_readings`)

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
    defence = _SIDE_WORDS[_DEFENCE_SIDE[contract.declarer]]
    declaring = _SIDE_WORDS["ns" if _DEFENCE_SIDE[contract.declarer] == "eo" else "eo"]
    # The declarer, or the contract itself, as the subject: « le déclarant », « il », « NS », « 4♠ ».
    subject = rf"(?:le declarant|il|{declaring}|[1-7] (?:pique|coeur|carreau|trefle|sansatout)(?: contre| x| xx| surcontre)?)"
    return (
        (
            re.compile(rf"^(?:la defense|les defenseurs|{defence}) {_MADE_VERB} {_NUMBER} levees?$"),
            lambda n: 13 - n,
        ),
        (re.compile(rf"^{declaring} {_MADE_VERB} {_NUMBER} levees?$"), lambda n: n),
        (
            re.compile(rf"^(?:{subject} (?:a |ont )?)?{_DOWN_BEFORE}{_NUMBER}(?: levees?)?$"),
            lambda n: level + 6 - n,
        ),
        (
            re.compile(rf"^(?:{subject} (?:a |ont )?(?:fait |fini a |termine a )?)?{_NUMBER} {_DOWN_AFTER}$"),
            lambda n: level + 6 - n,
        ),
    )


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
        if _ELSEWHERE.search(joined) or _NEAR.search(_around(every, start, start + len(clause))):
            continue
        for pattern, tricks in patterns:
            if (match := pattern.match(joined)) is not None:
                if 0 <= (count := tricks(_number(match[1]))) <= 13:
                    yield str(count), start, clause
                break


# « 4♠ -2 », « 4♠X-1 », « 3SA = », « 4♥ +1 »: the traveller's notation, for the contract the words name.
_NOTATION = re.compile(
    r"(?<![\w/])([1-7])\s*(♠|♥|♦|♣|SA|sa|Sa)\s*(?:XX|xx|X|x)?\s*(?:(-|\+)\s*([1-9]|1[0-3])|(=))(?![\w=+-])"
)
_SYMBOLS = {"♠": "S", "♥": "H", "♦": "D", "♣": "C", "sa": "NT"}


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
        clause = re.split(r"[.;:!?,(]", description[: match.start()])[-1]
        clause += re.split(r"[.;:!?,)]", description[match.start() :])[0]
        if not plain(match[0].strip()) or _ELSEWHERE.search(" ".join(words(clause))):
            continue
        base = int(contract.level) + 6
        count = base if match[5] else base - int(match[4]) if match[3] == "-" else base + int(match[4])
        if 0 <= count <= 13:
            yield str(count), match[0].strip()

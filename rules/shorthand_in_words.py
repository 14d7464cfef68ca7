"""Words typed in a hurry or dictated (issue 37 §1, §4; reviewer28 R-8, R-19), read as the words they stand for
before any other reading:

- a director's abbreviations (« ren E lev 5, conso », « S revendique 3 der. lev », « décl S »): the table of
  rules/data/vocabulary/_abreviations.toml, each where it is a word by itself; « c. » as « cartes » only after a
  count no bid can have (« O a 14 c. »: 8 or more), as « c. » is also « cœur »;
- numbers said in words where they are bids or contracts (« Sud ouvre d'un sans atout, Ouest dit un cœur », « sud joue
  quatre piques contrés ») as digits, as the readers of bids and contracts read them (« 1 sans atout », « 4 piques »);
  never a count of something else (« deux cartes », « un joueur »), nor a card (« il a défaussé un cœur »,
  « il joue un pique »): « un », « une » only after a call's verb (« dit », « ouvre d' », « annonce »), in a list of
  calls (« Nord un cœur, »), over a bid (« 1 carreau sur un pique ») or before « sans atout », never in a clause of
  the play (« le déclarant dit un cœur au mort » designates a card, 46B).

Pure: text in, text out; rules/vocabulary.py `_as_said` (the facts) and bot/finder (the search, the parts of a
description) read every description through `as_typed_in_full`.
"""

from __future__ import annotations

import re
import tomllib
from functools import lru_cache

from rules.files import DATA
from rules.regex_start import starting_with

_BOUNDARY_BEFORE = r"(?<![\w'’-])"
_BOUNDARY_AFTER = r"(?![\w'’-])"
# An abbreviation's own dot: before a comma, a lower-case word, a digit or the end — never a sentence's last dot
# before the next sentence's capital.
# A seat's capital after it too (« ren. E ♥ », finder96): a note's abbreviation and its seat, no sentence's end.
_OWN_DOT = r"(?:\.(?=\s*[,;:)]|\s+(?-i:[a-zà-ÿ0-9♠♥♦♣])|\s+(?-i:[NSEO])(?![\w'’])|\s*$))?"
_PLURAL_BEFORE = frozenset(
    "les des ces ses mes tes nos vos leurs plusieurs deux trois quatre cinq six sept huit neuf dix onze douze treize "
    "dernières dernieres premières premieres".split()
)
_LAST_WORD = re.compile(r"([\w'’]+)\W*$")


def _table() -> tuple[re.Pattern[str], dict[str, tuple[str, str]]]:
    """The abbreviations of `_abreviations.toml` (folded to lower case) → (singular, plural), and their pattern."""
    data = tomllib.loads((DATA / "vocabulary" / "_abreviations.toml").read_text(encoding="utf-8"))
    table: dict[str, tuple[str, str]] = {}
    for short, full in data["mots"].items():
        forms = (full, full) if isinstance(full, str) else (full[0], full[1])
        table[short.casefold()] = (str(forms[0]), str(forms[1]))
    names = "|".join(re.escape(short) for short in sorted(table, key=len, reverse=True))
    firsts = "".join(sorted({c for short in table for c in (short[0], short[0].upper())}))
    return (
        re.compile(
            starting_with(firsts, rf"{_BOUNDARY_BEFORE}({names}){_BOUNDARY_AFTER}{_OWN_DOT}"), re.IGNORECASE
        ),
        table,
    )


# Read and compiled once, at import (the first description's, never a search's: tests/bot/finder/test_compiled_once.py).
_ABBREVIATED, _TABLE = _table()


def _plural(before: str) -> bool:
    """Is the word before an abbreviation plural (« 3 », « les »), or itself an abbreviation after one (« 3 der. »)?"""
    last = _LAST_WORD.search(before)
    if last is None:
        return False
    word = last[1].casefold()
    if word in _TABLE:
        return _plural(before[: last.start()])
    return (word.isdigit() and int(word) > 1) or word in _PLURAL_BEFORE


def _in_full(text: str) -> str:
    def full(match: re.Match[str]) -> str:
        singular, plural = _TABLE[match[1].casefold()]
        said = plural if _plural(text[: match.start()]) else singular
        # « HT », a notation in capitals, reads as lower-case words (« passe HT » → « passe hors tour »)
        capital = match[1][0].isupper() and not (len(match[1]) > 1 and match[1].isupper())
        return said[0].upper() + said[1:] if capital else said

    return _ABBREVIATED.sub(full, text)


# « O a 14 c., S 12 c. »: a count of cards no bid can be (a level is 1 to 7), « c. » or « c » before a comma.
_CARDS_COUNTED = re.compile(r"(?<![\w,.])(8|9|1[0-9]|20)\s*c(?:\.|(?=\s*[,;)])|(?=\s*$))(?![\w'’])")

_NUMBERS = {
    "un": "1",
    "une": "1",
    "deux": "2",
    "trois": "3",
    "quatre": "4",
    "cinq": "5",
    "six": "6",
    "sept": "7",
}
_NUM = r"(?P<num>[Uu]ne?|[Dd]eux|[Tt]rois|[Qq]uatre|[Cc]inq|[Ss]ix|[Ss]ept)"
_HIGHER = r"(?P<num>[Dd]eux|[Tt]rois|[Qq]uatre|[Cc]inq|[Ss]ix|[Ss]ept)"
_NO_TRUMP = r"(?:[Ss]ans[- ]?[Aa]touts?|SA)"
_SUIT = r"(?:[Pp]iques?|[Cc](?:œ|oe)urs?|[Cc]arreaux?|[Tt]r[èe]fles?|[♠♥♦♣])"
_STRAIN = rf"(?:{_NO_TRUMP}|{_SUIT})"
_SEAT = r"(?:[Nn]ord|[Ss]ud|[Oo]uest|NORD|SUD|OUEST|EST|Est)"
# A call's verb, then the bid it makes (« dit un cœur », « a ouvert d'un trèfle », « l'ouverture d'un carreau »).
_CALL_VERB = (
    r"(?:dit|dis|disait|dire|disant|redit|annon[cç]\w*|ouvr\w*|ouvert\w*|ench[ée]ri\w*|surench[ée]ri\w*|r[ée]pon\w*|"
    # (the passé simple too: « annonça un carreau », « intervint à deux trèfles », s45b)
    r"intervien\w*|intervenu\w*|intervin\w*|nomm[ée]\w*)"
)
# Where a number said in words is a bid or a contract, each pattern with its number (`num`), and whether « un », « une »
# there may still be a card of the play (`_PLAY`).
_NUMBER_BIDS = tuple(
    (re.compile(pattern), play_checked)
    for pattern, play_checked in (
        # a call's verb (« dit un cœur », « ouvre d'un pique », « a quand même dit trois piques »)
        (
            rf"{_BOUNDARY_BEFORE}{_CALL_VERB}(?:\s+(?:quand\s+m[êe]me|alors|ensuite|aussit[ôo]t|aussi|directement))?"
            rf"\s+(?P<of>d['’]\s*|de\s+|[àa]\s+)?{_NUM}(?=\s+{_STRAIN}{_BOUNDARY_AFTER})",
            True,
        ),
        # a level before « sans atout »: always a bid or a contract (no card is « sans atout »; « d'un » as « de 1 »)
        (
            rf"(?:(?P<elided>\b[Dd]['’]\s*)|{_BOUNDARY_BEFORE}){_NUM}(?=\s+{_NO_TRUMP}{_BOUNDARY_AFTER})",
            False,
        ),
        # a bid named as such (« sur le un pique de Nord »)
        (rf"{_BOUNDARY_BEFORE}[Ll]e\s+{_NUM}(?=\s+{_SUIT}{_BOUNDARY_AFTER})", True),
        # a list of calls, each after its seat (« Nord un cœur, Est passe »)
        (
            rf"(?:^|[,;.:]\s*|\s(?:et|puis)\s+){_SEAT}\s+{_NUM}(?=\s+{_SUIT}\s*(?:[,;.]|\s+(?:et|puis)\s|$))",
            True,
        ),
        # a contract said with its declarer (« Sud joue quatre piques ») or as the contract (« contrat : trois cœurs »)
        (
            starting_with(
                "NSOEnso",
                rf"{_BOUNDARY_BEFORE}{_SEAT}\s+(?:joue|jouait|jouent|jouaient|va\s+jouer)\s+(?:en\s+)?{_HIGHER}"
                rf"(?=\s+{_SUIT}{_BOUNDARY_AFTER})",
            ),
            False,
        ),
        # s41: its player told by a name or a pronoun, in the imperfect (« mon partenaire jouait quatre cœurs », « j'ai
        # conclu à quatre cœurs »): the contract, never « joue » or « a joué trois piques », which may count cards played
        (
            rf"{_BOUNDARY_BEFORE}(?:jouait|jouaient|conclu\s+[àa])"
            rf"\s+(?:en\s+)?{_HIGHER}(?=\s+{_SUIT}{_BOUNDARY_AFTER})",
            False,
        ),
        (
            rf"{_BOUNDARY_BEFORE}[Cc]ontrat\s*(?:[:=]\s*|(?:est|[ée]tait)\s+(?:de\s+)?|de\s+)?{_HIGHER}"
            rf"(?=\s+{_SUIT}{_BOUNDARY_AFTER})",
            False,
        ),
        # a bid doubled or played by a seat (« quatre piques contrés », « trois cœurs par Ouest »)
        (
            rf"{_BOUNDARY_BEFORE}{_NUM}(?=\s+{_SUIT}\s*(?:[Xx]{{1,2}}{_BOUNDARY_AFTER}|(?:sur)?contr[ée]e?s?"
            rf"{_BOUNDARY_AFTER}|(?:jou[ée]e?s?\s+)?par\s+{_SEAT}{_BOUNDARY_AFTER}))",
            False,
        ),
    )
)
# A bid said over the bid before it (« 1 carreau sur un pique »): after the bids above are read.
_OVER = re.compile(
    rf"(?P<keep>(?<![\w])[1-7]\s*{_STRAIN}\s+(?:sur|apr[èe]s|par[- ]dessus)\s+(?:le\s+|l['’]\s*|son\s+|un\s+)?)"
    rf"{_NUM}(?=\s+{_STRAIN}{_BOUNDARY_AFTER})"
)
# The play: « un », « une » there is a card (« le déclarant dit un cœur au mort », 46B), never a bid.
_PLAY = re.compile(
    r"\b(?:d[ée]clarant|mort|lev[ée]e|entam\w*|attaqu\w*|jou\w*|fourni\w*|d[ée]fauss\w*|coup[ée]\w*|carte)\b",
    re.IGNORECASE,
)
_FROM_DUMMY = re.compile(rf"\s+{_SUIT}\s+(?:au|du)\s+mort\b", re.IGNORECASE)
_CLAUSE_START = re.compile(r"[^.;:!?,]*$")
# The cheap test first: a number said in words before a strain's word, or nothing to read.
_GATE = re.compile(
    starting_with(
        "uUdDtTqQcCsS",
        r"(?:[Uu]ne?|[Dd]eux|[Tt]rois|[Qq]uatre|[Cc]inq|[Ss]ix|[Ss]ept)\s+"
        r"(?:[Ss]ans|SA\b|[Pp]ique|[Cc](?:œ|oe)ur|[Cc]arreau|[Tt]r[èe]fle|[♠♥♦♣])",
    )
)


def _digits(text: str) -> str:
    for pattern, play_checked in _NUMBER_BIDS:

        def said(match: re.Match[str], checked: bool = play_checked, whole: str = text) -> str:
            number = match["num"]
            if checked and number.casefold() in ("un", "une") and _in_the_play(whole, match):
                return match[0]  # a card of the play (« le déclarant dit un cœur au mort »)
            kept = match[0][: match.start("num") - match.start()]
            if "of" in match.re.groupindex and match["of"] is not None:
                kept = kept[: len(kept) - len(match["of"])]
            if "elided" in match.re.groupindex and match["elided"] is not None:
                kept = match["elided"][0] + "e "
            return kept + _NUMBERS[number.casefold()]

        text = pattern.sub(said, text)
    return _OVER.sub(lambda m: m["keep"] + _NUMBERS[m["num"].casefold()], text)


def _in_the_play(text: str, match: re.Match[str]) -> bool:
    """Does the clause of « un »/« une » tell the play (`_PLAY` before it, or « au mort » after its suit)?"""
    clause = _CLAUSE_START.search(text, 0, match.start("num"))
    before = text[clause.start() if clause else 0 : match.start("num")]
    return bool(_PLAY.search(before) or _FROM_DUMMY.match(text, match.end()))


# s45: « s'il vous plaît » is politeness, never the « s'il » of a supposition (« arbitre s'il vous plaît quatre cœurs contré
# … »: every fact after it was read as supposed); read as the short form a text message types.
_PLEASE = re.compile(r"\bs['’ ]\s*il\s+(vous|te)\s+pla[iî]t\b", re.IGNORECASE)


_SLASH = re.compile(r"\s+/\s+")


@lru_cache(maxsize=1024)
def as_typed_in_full(text: str) -> str:
    """`text` with its abbreviations as their words and the bids said in words as digits (see the module's doc);
    unchanged when it has none."""
    if "la" in text:
        text = _PLEASE.sub(lambda please: "svp" if please[1].lower() == "vous" else "stp", text)
    if " / " in text:
        text = _SLASH.sub(
            ", ", text
        )  # s46: notes typed « d12 / 3SA S / renonce E lev 5 »: each between slashes a clause
    text = _in_full(text)
    if "c" in text:
        text = _CARDS_COUNTED.sub(r"\1 cartes", text)
    if _GATE.search(text):
        text = _digits(text)
    return text


# finder70: a seat typed as its capital letter (« N a accepté en disant 2♥ », « refusée par N »), read as its name by the
# facts: the vocabulary's patterns are folded, and a folded « n » is the « n' » of a negation (« [siege] a accepte » never
# read « N a accepté »). The seat readers already read the letter; `rules/cased_words.py` has lowered the letters of a
# line of capitals that elide (« N A PAS » → « n a pas »), so a capital letter left alone is a seat.
_SEAT_LETTER = re.compile(r"(?<![-\w/'’.°])([NSEO])(?![\w'’°/.=+-])")
_SEAT_NAMES = {"N": "Nord", "S": "Sud", "E": "Est", "O": "Ouest"}


# « JE N AI QUE DU PIQUE » (cased: « je N ai que du pique »): after a subject pronoun, « N » is the « n' » of a negation.
_SUBJECT_BEFORE = re.compile(
    r"\b(?:je|j|tu|il|elle|on|ils|elles|nous|vous|ce|qui|ça|ca|cela)\s+$", re.IGNORECASE
)


def seats_in_full(text: str) -> str:
    """`text` with each seat typed as its capital letter written as its name."""

    def name(match: re.Match[str]) -> str:
        if _SUBJECT_BEFORE.search(text, max(0, match.start() - 8), match.start()):
            return match[0]
        return _SEAT_NAMES[match[1]]

    return _SEAT_LETTER.sub(name, text)


# reviewer30 T-13: a phone's yes/no marks — a fragment followed by ❌ (« rien dit ❌ », « E accepte ❌ ») is denied: its
# words state nothing (taken out, as a denied clause is); ✅ only closes its fragment.
_DENIED_FRAGMENT = re.compile(r"[^,;.:!?()\n✅✔✓❌✗✘🚫]*[❌✗✘🚫]")


def without_denied_marks(text: str) -> str:
    """`text` without the fragments a ❌ (✗, ✘, 🚫) denies."""
    if not any(mark in text for mark in "❌✗✘🚫"):
        return text
    return _DENIED_FRAGMENT.sub(" ; ", text)

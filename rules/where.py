"""The board and the table a description names (issue 37 §2): « donne 5 table 12 », « t12 d5 », « sur la
18 », « étui 7 ». Pure: words in, numbers out.

Only what the words state without doubt: a number that counts something (« il donne 5 levées », « la
5e levée ») is no board, and two different boards (« l'étui 12 au lieu du 14 ») give none.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from rules.asked_in_words import CORRECTING
from rules.hedged_in_words import UNSURE
from rules.regex_start import starting_with

# tester24 P8 (session 22): a number dictated as words (« table sept donne dix huit »), 2 to 39 (never « un », « une »:
# « la donne un peu bizarre »); read only after « la donne », « table 7 donne », the text's start or a mark (`_SPELLED_AFTER`),
# never after a subject (« il donne deux coups d'atout »).
_UNITS = ("deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf")
_SPELLED_VALUES = {
    **{word: n for n, word in enumerate(_UNITS, start=2)},
    **{
        word: n
        for n, word in enumerate(("dix", "onze", "douze", "treize", "quatorze", "quinze", "seize"), start=10)
    },
    **{f"dix {word}": n for n, word in ((17, "sept"), (18, "huit"), (19, "neuf"))},
    **{tens: base for tens, base in (("vingt", 20), ("trente", 30))},
    **{f"{tens} et un": base + 1 for tens, base in (("vingt", 20), ("trente", 30))},
    **{
        f"{tens} {word}": base + n
        for tens, base in (("vingt", 20), ("trente", 30))
        for n, word in enumerate(_UNITS, 2)
    },
}
_SPELLED = "|".join(r"[\s-]+".join(key.split()) for key in sorted(_SPELLED_VALUES, key=len, reverse=True))
_NUMBER = rf"(?:n°|nº|no\.?|num[ée]ro|#)?\s*(\d{{1,3}}|{_SPELLED})"
_SPELLED_AFTER = re.compile(
    # Not « et », « puis », « à », « de »: « Sud prend et donne deux coups d'atout » is the verb (reviewer22 #7).
    rf"(?:^|[,;:.!?(«»\"]|(?<![\w-])(?:la|le|l['’]|sur|du|pour|dans|en|arbitre|table|donne|[ée]tui|board|\d+|{_SPELLED}))$",
    re.IGNORECASE,
)
# What a count is followed by: « donne 5 levées », « table 3 joueurs », an ordinal « 5e ».
# « paire » only as a count (« 5 paires »), not a pair's own number after it (« donne 5 paire 7 », tester20 P9).
_NOT_A_NUMBER = (
    r"(?![\d\w]|\s*(?:e\b|è|ème|eme|lev[ée]|pli|carte|point|imp|%|fois|minute|joueur|paires?(?!\s*\d)"
    r"|coups?\b|tours?\b|atouts?\b|honneurs?\b|mains?\b|couleurs?\b))"  # « donne 2 coups d'atout », « donne trois tours de carreau » (reviewer22 #7)
)
_BOARD = re.compile(
    starting_with(
        "bdesé",
        rf"(?<![\w-])(?P<word>donne|[ée]tui|board|dn)\s*[:=]?\s*{_NUMBER}{_NOT_A_NUMBER}"
        rf"|(?<![\w-])d(?P<glued>\d{{1,3}})(?![\w])"
        rf"|(?<![\w-])sur la (?P<on>\d{{1,3}}){_NOT_A_NUMBER}",
    ),
    re.IGNORECASE,
)
_TABLE = re.compile(
    starting_with(
        "t",
        rf"(?<![\w-])(?P<word>table|tab)\s*[:=]?\s*{_NUMBER}{_NOT_A_NUMBER}|(?<![\w-])t(?P<glued>\d{{1,3}})(?![\w])",
    ),
    re.IGNORECASE,
)
# « d 3 t 5 : … » typed with spaces, the way `d` is typed (tester6 T11): only opening the description.
_LEAD_BOARD = re.compile(rf"^\s*(?:t\s*\d{{1,3}}\s*[,;]?\s*)?(d\s+(\d{{1,3}})){_NOT_A_NUMBER}", re.IGNORECASE)
_LEAD_TABLE = re.compile(rf"^\s*(?:d\s*\d{{1,3}}\s*[,;]?\s*)?(t\s+(\d{{1,3}})){_NOT_A_NUMBER}", re.IGNORECASE)
# « ns=3 eo=17 », « NS 3 » as `d` takes them (tester3 L14): only after the pair's own keys.
_PAIR = re.compile(rf"(?<![\w-])(?P<side>ns|eo|ew)\s*[:=]?\s*(\d{{1,4}}){_NOT_A_NUMBER}", re.IGNORECASE)
# « il donne 5 levées », « je lui donne 2 » : the verb, not the board.
_VERB = re.compile(
    r"(?:\b(?:il|elle|on|je|j|qui|ne|n|lui|leur|me|m|te|t|se|s|nous|vous|ils|elles)\W*)$", re.IGNORECASE
)
# A call or a card after the number (« au lieu de 2♠ », « au lieu du 3 de pique », tester25 P13): no board.
_NOT_A_CARD = r"(?!\s*(?:[♠♥♦♣]|sa\b|sans|(?:de\s+|d['’]\s*)?(?:pique|c(?:oe|œ)ur|carreau|tr[eè]fle|atout)))"
# « au lieu du 14 »: another board named by its number — not « au lieu d'appel », « au lieu du ♥2 », « au
# lieu de 2♠ » (a call or a card: the board named stays, tester5's M2).
_INSTEAD = re.compile(
    r"\b(?:au lieu|[àa] la place) (?:du|de la|de l['’]|de)\s*(?:(?:donne|[ée]tui|board)\s*)?\d{1,3}"
    rf"{_NOT_A_NUMBER}{_NOT_A_CARD}",
    re.IGNORECASE,
)
# « l'étui 12 au lieu du 14 »: a board, and another named by its number alone.
# A board played at a table it was not for (tester14 W7): the board and the tables are what happened.
_OTHER_TABLES_BOARD = re.compile(
    starting_with(
        "bdeé",
        r"\b(?:donne|[ée]tui|board)\s*\d{1,3}\b[^,;.:!?]{0,12}\bqui (?:[ée]tait|est|devait [êe]tre) "
        r"(?:pr[ée]vue? |destin[ée]e? )?(?:pour|[àa]) la table\s*\d{1,3}\b",
    ),
    re.IGNORECASE,
)
_INSTEAD_OF_BOARD = re.compile(
    r"\b(?:donne|[ée]tui|board)\s*\d{1,3}\b[^,;.:!?\d]{0,25}"  # « la donne 7 a été jouée au lieu de la 8 »
    r"\b(?:au lieu|[àa] la place) (?:du|de la|de l['’]|de)\s*(?:(?:donne|[ée]tui|board)\s*)?\d{1,3}"
    rf"{_NOT_A_NUMBER}{_NOT_A_CARD}",  # « au lieu de 2♠ »: a bid
    re.IGNORECASE,
)

# finder64 (s28): the board played at a table named, instead of another or by mistake (« étui 5 joué à la table 2 au
# lieu du 15 », « étui 22 joué par erreur à la table 8 », « donne 17 jouée à la 2e table par erreur »): what happened
# (15A, 15B), not where.
_PLAYED_BY_MISTAKE = re.compile(
    r"\b(?:donne|[ée]tui|board)\s*\d{1,3}\s+(?:a [ée]t[ée] )?jou[ée]e?s?\s+"
    r"(?:[àa] la (?:table\s*\d{1,3}|\d{1,2}\s*e\s+table)\s+)?"
    r"(?:par erreur\b|(?:au lieu|[àa] la place) (?:du|de la|de l['’]|de)\s*(?:(?:donne|[ée]tui|board)\s*)?\d{1,3}"
    rf"{_NOT_A_NUMBER}{_NOT_A_CARD})",
    re.IGNORECASE,
)
# reviewer29 S-31 (finder66): the board played, and the one due named by its number (« ils ont joué l'étui 12 alors qu'ils
# devaient jouer le 14 »): what happened (15B), not where. Never a card (« … alors qu'on devait jouer le 4♠ »).
_INSTEAD_OF_DUE = re.compile(
    r"\b(?:donne|[ée]tui|board)\s*\d{1,3}\b[^,;.:!?\d]{0,25}\balors\s+qu['’]\s*(?:ils|on|elles|nous)\s+"
    r"(?:devaient|devait|devions|auraient\s+d[uû]|aurait\s+d[uû]|aurions\s+d[uû])\s+jouer\s+(?:le|la|l['’])\s*"
    rf"(?:(?:donne|[ée]tui|board)\s*)?\d{{1,3}}{_NOT_A_NUMBER}{_NOT_A_CARD}",
    re.IGNORECASE,
)
# s41: a board played that was due at another table first (« notre table a joué l'étui 5 alors qu'il devait d'abord aller
# à l'autre table »): what happened (15), not where.
_DUE_AT_ANOTHER_TABLE = re.compile(
    r"\b(?:donne|[ée]tui|board)\s*\d{1,3}\b[^,;.:!?\d]{0,25}\balors\s+qu['’]\s*(?:il|elle)\s+"
    r"(?:devait|aurait\s+d[uû])\s+(?:d['’]abord\s+)?(?:aller|[êe]tre\s+jou[ée]e?|passer)\s+"
    r"(?:[àa]\s+(?:l['’]\s*autre|une\s+autre|la)|par\s+(?:l['’]\s*autre|une\s+autre|la))\s+table",
    re.IGNORECASE,
)
# « l'étui 12 qui n'est pas de ce tour »: a board played in the wrong round is what happened (15B), not where.
_NOT_THIS_ROUNDS_BOARD = re.compile(
    r"\b(?:donne|[ée]tui|board)\s*\d{1,3}\b[^,;.:!?\d]{0,12}\b(?:qui )?n['’ ]?(?:est|[ée]tait) pas "
    r"(?:du tout |vraiment )?(?:de|du|pour|pr[ée]vue? (?:[àa]|pour)) (?:ce|cette|le|la) (?:tour|position|ronde)\b",
    re.IGNORECASE,
)
# s37 (tuning): a board brought or handed by mistake (« on nous a apporté l'étui 5 par erreur »), the hand of another
# board (« Sud jouait avec la main de l'étui 12 »): what happened (15A, 15B), not where.
_BROUGHT_BY_MISTAKE = re.compile(
    r"\b(?:apport|donn|pos|distribu|re[çc]u|pass)[ée]e?s?\s+(?:l['’]\s*|la\s+|le\s+)?(?:donne|[ée]tui|board)\s*\d{1,3}\s+"
    r"par erreur\b"
    r"|\b(?:avec|pris|prend|prenait|sorti)\s+(?:par\s+erreur\s+)?(?:la\s+main|les\s+cartes|le\s+jeu)\s+(?:de\s+l['’]\s*|de\s+la\s+|du\s+)"
    r"(?:donne|[ée]tui|board)\s*\d{1,3}\b",
    re.IGNORECASE,
)
# « la paire 3 a joué la donne 14 deux fois », « deux fois l'étui 8 »: a board played again is what happened (15B).
_BOARD_TWICE = re.compile(
    r"\b(?:donne|[ée]tui|board)\s*\d{1,3}\b[^,;.:!?\d]{0,20}\bdeux fois\b"
    r"|\bdeux fois (?:la |l['’])?(?:donne|[ée]tui|board)\s*\d{1,3}\b",
    re.IGNORECASE,
)


# Reviewer26 P-5: a board or table said with a doubt or taken back is no board (table): « Donne 17, enfin non 18 »,
# « donne 17 (ou peut-être 18) », « Table 4, en fait 5 », « Donne 17 selon Nord, 18 selon Est », « Donne 17 je crois »,
# « Je ne sais plus si c'était la donne 17 ». Each read next to the number only, so that « Est a renoncé je crois »
# later in the words leaves the board stated before it.
_OTHER_NUMBER = (
    rf"(?:(?:la|le|l['’])\s*)?(?:{{kind}}\s*)?(?:n°|#)?\s*(?:\d{{{{1,3}}}}|{_SPELLED}){_NOT_A_NUMBER}"
)
_TAKEN_BACK = (
    # reviewer26 P-5b: « ; non, c'est la 18 », « ... ah non, 18 », « je me suis trompé, c'est la 18 », « ou était-ce
    # la 18 ? », « (18 ?) »
    rf"^[\s,;(.…]*(?:ou(?:\s+(?:peut[\s-]*[êe]tre|bien|alors))?|{CORRECTING}|(?:ah\s+|oh\s+|euh\s+)?non"
    rf"|je\s+me\s+suis\s+tromp[ée]e?)\s*[,:]?\s*(?:c['’]\s*(?:est|[ée]tait)\s+|[ée]tait[\s-]*ce\s+)?{_OTHER_NUMBER}"
    rf"|^\s*\(\s*(?:\d{{{{1,3}}}}|{_SPELLED})\s*\?"
    r"|^\s*,?\s*(?:selon|d['’]apr[èe]s)\s+[\w’']+"
)
_BOARD_TAKEN_BACK = re.compile(_TAKEN_BACK.format(kind=r"(?:donne|[ée]tui|board)"), re.IGNORECASE)
_TABLE_TAKEN_BACK = re.compile(_TAKEN_BACK.format(kind=r"table"), re.IGNORECASE)
_HEDGE = (
    rf"(?:{UNSURE.pattern}|\b(?:je ne sais plus|j[e’']?\s*sais plus|je ne suis plus s[uû]re?|peut[\s-]*[êe]tre"
    r"|normalement|sauf erreur|je pense|pas s[uû]re?|probablement|sans doute)\b)"  # P-5b
)
# The hedge is about the board itself: « je ne sais plus si c'était la donne 17 », « probablement la donne 17 », not
# « je crois que l'arbitre s'est trompé sur la 8 » nor « on ne sait plus qui était donneur sur la 23 » (the board is
# sure, the rest is not).
_HEDGE_BEFORE = re.compile(
    rf"{_HEDGE}\s*,?\s*(?:si|que|qu['’])\s*(?:c['’]\s*(?:est|[ée]tait)|ce\s+soit)\s+(?:bien\s+)?(?:sur\s+)?"
    r"(?:(?:la|le|l['’])\s*)?$"
    r"|\b(?:probablement|sans doute|peut[\s-]*[êe]tre)\s+(?:sur\s+)?(?:(?:la|le|l['’])\s*)?$",
    re.IGNORECASE,
)
# « donne 17 je crois », « donne 17 (pas sûr) », « donne 17 ? »; not « sur la 5, je crois qu'il voulait dire 3♣ » (a
# doubt on what follows)
_HEDGE_AFTER = re.compile(rf"^\s*[,(]?\s*{_HEDGE}(?!\s*(?:si|que|qu['’])\b)|^\s*\?", re.IGNORECASE)
_CLAUSE_END = re.compile(r"[,;.!?()\n:]")


def _doubted(description: str, match: re.Match[str], taken_back: re.Pattern[str]) -> tuple[int, int] | None:
    """Is this board (table) said with a doubt or taken back (reviewer26 P-5)? The words right after it offer
    another number or a source (`taken_back`), or a hedge stands next to it in its clause: their span, or None."""
    after = description[match.end() :]
    if (other := taken_back.search(after)) or (
        (hedged := _HEDGE_AFTER.search(after)) is not None and hedged[0].strip() != "?"
    ):
        return match.start(), match.end() + (other or hedged).end()  # type: ignore[union-attr]
    before = description[: match.start()]
    ends = list(_CLAUSE_END.finditer(before))
    clause_start = ends[-1].end() if ends else 0
    if (hedge := _HEDGE_BEFORE.search(before, clause_start)) is not None:
        return hedge.start(), match.end()
    if hedged is not None and not before[clause_start:].strip():  # « Donne 17 ? », not « pour la donne 17 ? »
        return match.start(), match.end() + hedged.end()
    return None


def _doubt(description: str, pattern: re.Pattern[str], taken_back: re.Pattern[str]) -> str | None:
    for match in pattern.finditer(description):
        if (span := _doubted(description, match, taken_back)) is not None:
            said = " ".join(description[span[0] : span[1]].strip(" ,;(").split())
            return f"{said})" if said.count("(") > said.count(")") else said
    return None


def doubted(description: str) -> str | None:
    """The words that name a board or table with a doubt (« Donne 17, enfin non 18 »), or None: that board (table) is
    not taken from the words (`board_and_table`), the director notes it."""
    return _doubt(description, _BOARD, _BOARD_TAKEN_BACK) or _doubt(description, _TABLE, _TABLE_TAKEN_BACK)


@dataclass(frozen=True)
class Where:
    board: str | None
    table: str | None
    words: str  # the words they were read from, for « Compris : donne 5, table 12 »
    ns: str | None = None
    ew: str | None = None

    @property
    def text(self) -> str:
        parts = [
            f"donne {self.board}" if self.board else "",
            f"table {self.table}" if self.table else "",
            f"Nord-Sud paire {self.ns}" if self.ns else "",
            f"Est-Ouest paire {self.ew}" if self.ew else "",
        ]
        return ", ".join(p for p in parts if p)


_SPACE_OR_HYPHEN = re.compile(r"[\s-]+")  # « dix-huit », « dix huit »


def _value(number: str | None, description: str, match: re.Match[str]) -> int | None:
    """The number a board's or table's match gives: its digits, or its words when said where a board is named
    (`_SPELLED_AFTER`), never after an abbreviation (« dn », « tab »: typed, so in digits)."""
    if not number:
        return None
    if number.isdigit():
        return int(number)
    before = description[: match.start()]
    if match["word"].lower() in ("dn", "tab") or not _SPELLED_AFTER.search(before.rstrip()):
        return None
    return _SPELLED_VALUES.get(" ".join(_SPACE_OR_HYPHEN.split(number.lower())))


# finder77 (reviewer T-22): a board or table of another event told first for context (« La semaine dernière, sur la
# donne 4, Est avait renoncé ; ce soir … », « Hier, donne 12, même problème ; aujourd'hui … »), or named as a comparison
# (« comme à la donne 3 »): not this incident's. Another time in its sentence and this time in a later one.
_ANOTHER_TIME = re.compile(
    r"\b(?:la\s+semaine\s+(?:derni[èe]re|pass[ée]e)|le\s+mois\s+(?:dernier|pass[ée])|l['’]\s*ann[ée]e\s+(?:derni[èe]re|pass[ée]e)"
    r"|l['’]\s*an\s+dernier|la\s+derni[èe]re\s+fois|la\s+fois\s+(?:d['’]\s*avant|pr[ée]c[ée]dente|derni[èe]re)"
    r"|(?:au|lors\s+du)\s+(?:dernier|pr[ée]c[ée]dent)\s+(?:tournoi|match|festival|simultan[ée]|interclubs?)"
    r"|l['’]\s*autre\s+(?:jour|soir)|(?:avant[\s-])?hier|(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\s+dernier"
    r"|il\s+y\s+a\s+(?:\w+\s+)?(?:jours?|semaines?|mois|ans))\b",
    re.IGNORECASE,
)
_THIS_TIME = re.compile(
    r"\b(?:ce\s+soir|aujourd['’]\s*hui|cette\s+fois(?:-ci)?|ce\s+coup-ci|cette\s+semaine|cet\s+apr[èe]s-midi|ce\s+matin"
    r"|maintenant|ici|[àa]\s+notre\s+table|sur\s+celle-ci|cette\s+donne-ci)\b",
    re.IGNORECASE,
)
# The earlier event told as such (« avait renoncé », « déjà », « même problème »), never a past told plainly: « Hier,
# table 4 donne 12 : Ouest a renoncé. Aujourd'hui NS contestent ma décision » is the board of the appeal (93).
_EARLIER = re.compile(
    r"\b(?:avai(?:t|ent)|[ée]tai(?:t|ent)|d[ée]j[àa]|aussi|m[êe]me|pareil|[ée]galement)\b", re.IGNORECASE
)
_SENTENCE_END = re.compile(r"[.;!?\n]")
_COMPARED = re.compile(
    r"\b(?:comme|pareil\s+qu['’]|m[êe]me\s+chose\s+qu['’]|de\s+m[êe]me\s+qu['’])\s*(?:[àa]\s+|sur\s+|pour\s+|dans\s+|lors\s+de\s+)?"
    r"(?:la\s+|l['’]\s*|le\s+)?$",
    re.IGNORECASE,
)


def _another_events(description: str, match: re.Match[str]) -> bool:
    """Is this board (table) another event's: told as earlier in a sentence dated another time, this time said in a
    later sentence, or named as a comparison (« comme à la donne 3 »)?"""
    if _COMPARED.search(description[: match.start()]):
        return True
    ends = [end.start() for end in _SENTENCE_END.finditer(description)]
    start = max((end + 1 for end in ends if end < match.start()), default=0)
    stop = min((end for end in ends if end >= match.end()), default=len(description))
    sentence = description[start:stop]
    other = _ANOTHER_TIME.search(sentence)
    if (
        other is not None
        and start + other.start() > match.end()
        and ":" in description[match.end() : start + other.start()]
    ):
        return False  # « Table 3 : le mois dernier à la table 5 … » heads this incident
    return (
        other is not None
        and _EARLIER.search(sentence) is not None
        and _THIS_TIME.search(sentence) is None
        and _THIS_TIME.search(description, stop) is not None
    )


def _boards(description: str) -> list[tuple[str, str]]:
    found: list[tuple[str, str]] = []
    for match in _BOARD.finditer(description):
        number = _value(match[2] or match["glued"] or match["on"], description, match)
        if match["word"] and match["word"].lower() == "donne" and _VERB.search(description[: match.start()]):
            continue
        if _another_events(description, match):
            continue
        if number and 0 < number <= 999:
            found.append((str(number), match[0].strip()))
    if (lead := _LEAD_BOARD.match(description)) is not None and 0 < int(lead[2]) <= 999:
        found.append((str(int(lead[2])), lead[1]))
    return found


def _tables(description: str) -> list[tuple[str, str]]:
    found: list[tuple[str, str]] = []
    for match in _TABLE.finditer(description):
        number = _value(match[2] or match["glued"], description, match)
        if _another_events(description, match):
            continue
        if number and 0 < number <= 999:
            found.append((str(number), match[0].strip()))
    if (lead := _LEAD_TABLE.match(description)) is not None and 0 < int(lead[2]) <= 999:
        found.append((str(int(lead[2])), lead[1]))
    return found


# ops29: another table named as context, not where the incident happened — a player or a remark from it (« un joueur
# de la table 3 », « depuis la table 5 »), the next table (« la table voisine (table 6) »), or a table denied (« pas à
# la table 3 », « ni la table 4 »).
_CONTEXT_TABLE = re.compile(
    r"(?:\b(?:de|depuis|venant\s+de|vers)\s+la|\b(?:pas|ni|non)\s+(?:[àa]\s+)?la|\bvoisine\s*\(|\(\s*pas\s+la)\s*$",
    re.IGNORECASE,
)
# The head's own table denied later (« pas ceux de la table 5 », « ce n'est pas la table 5 »): the head is not sure.
_DENIED_TABLE = re.compile(r"\b(?:pas|ni|non)\b[^.;:!?]{0,20}\bla\s*$", re.IGNORECASE)
# What may come before the incident's own table at the head of the words: its board, « à la », « sur la ».
_BEFORE_HEAD_TABLE = re.compile(
    r"(?:(?:donne|[ée]tui|board|dn)\s*[:=]?\s*\d{1,3}|d\d{1,3}|d\s+\d{1,3}|[,;:\s]|[àa]\s+la|sur\s+la|la)*",
    re.IGNORECASE,
)


def _head_table(description: str) -> tuple[str, tuple[int, int]] | None:
    """Ops29: the table that opens the description (« table 5 donne 8 : … », « donne 8 à la table 5, … »), when every
    other table it names is context (`_CONTEXT_TABLE`): (its number, its span); None otherwise (« table 3 ou table 5 »,
    « Sud de la table 3 est venu à la table 5 … »: asked)."""
    matches = [m for m in _TABLE.finditer(description) if _value(m[2] or m["glued"], description, m)]
    if (
        len(matches) < 2
        or matches[0].start() > 40
        or not _BEFORE_HEAD_TABLE.fullmatch(description[: matches[0].start()])
    ):
        return None
    head = str(_value(matches[0][2] or matches[0]["glued"], description, matches[0]))
    for other in matches[1:]:
        number = str(_value(other[2] or other["glued"], description, other))
        if number == head and _DENIED_TABLE.search(description[max(0, other.start() - 40) : other.start()]):
            return None  # reviewer24 #8: « … de la table 3 qui ont renoncé, pas ceux de la table 5 »
        if number != head and not _CONTEXT_TABLE.search(
            description[max(0, other.start() - 40) : other.start()]
        ):
            return None
    return head, matches[0].span()


# « … on s'en aperçoit à la donne 6 », « pendant la donne suivante »: another board named as the moment
# something happened, not as the incident's board.
_MOMENT_BOARD = re.compile(
    r"\b(?:[àa]|pendant|avant|apr[èe]s|durant|d[èe]s|au d[ée]but de)\s+la\s+(?:donne|board)\s*\d{1,3}\b",
    re.IGNORECASE,
)


_MOMENT_NUMBER = re.compile(r"(\d{1,3})\b")


def _head_board(description: str, boards: list[tuple[str, str]]) -> str | None:
    """The board that opens the description (« d5 t2 … », « donne 5 table 2, … »), when every other board
    it names is only a moment (tester8 T9: « d5 t2 …, on s'en aperçoit à la donne 6 » lost both)."""
    head = _BOARD.search(description)
    lead = _LEAD_BOARD.match(description)
    start = lead.start(1) if lead is not None else head.start() if head is not None else None
    if start is None:
        return None
    before = description[:start].strip(" ,;:")
    if before and not _TABLE.fullmatch(before):  # only a table may come before it
        return None
    first = str(int(lead[2])) if lead is not None else boards[0][0]
    moments = {str(int(m)) for m in _MOMENT_NUMBER.findall(" ".join(_MOMENT_BOARD.findall(description)))}
    others = {b for b, _ in boards} - {first}
    return first if others and others <= moments else None


def boards_named(description: str) -> list[str]:
    """Tester22 P8: the distinct boards the words name as incidents' boards (not as a moment, `_MOMENT_BOARD`),
    in their order: two of them are two incidents (`+` is a second irregularity of the same board)."""
    wrong_board = (
        _INSTEAD,
        _OTHER_TABLES_BOARD,
        _INSTEAD_OF_BOARD,
        _NOT_THIS_ROUNDS_BOARD,
        _BOARD_TWICE,
        _INSTEAD_OF_DUE,
    )
    if any(found.search(description) for found in wrong_board):
        return []  # one incident about a board played in the wrong place (15), whatever boards it names
    moments = {str(int(m)) for m in _MOMENT_NUMBER.findall(" ".join(_MOMENT_BOARD.findall(description)))}
    out: list[str] = []
    for board, _ in _boards(description):
        if board not in out and board not in moments:
            out.append(board)
    return out


# A board that heads its part: at the start, or after a clause's mark (« Donne 7 : … Donne 8 : … », « d7 …, d8 … »,
# « sur la donne 7, … ; sur la donne 8, … »), never inside a clause (« les cartes de l'étui 6 »).
_HEADING = re.compile(
    r"(?:^|[.;:,!?\n(—–-])\s*(?:(?:et|puis|mais|ensuite)\s+)?(?:(?:sur|[àa]|pour|dans)\s+)?(?:la\s+|l['’]\s*|le\s+)?$",
    re.IGNORECASE,
)


def board_parts(description: str) -> list[str]:
    """reviewer27 R-5: the words of each board when they tell incidents on several boards (`boards_named`, none
    opening the description with the others as moments, no board in doubt): each part from its board's first
    word to the next board's, the words before the first board (shared context) opening each. One part — the whole
    description — otherwise. Each board is its own incident: a fact of one is never another's (64B2 needs both
    revokes on one board)."""
    boards = boards_named(description)
    if len(boards) < 2 or doubted(description) is not None:
        return [description]
    where = board_and_table(description)
    if where is not None and where.board is not None:
        return [description]
    starts: list[int] = []
    current = None
    for match in _BOARD.finditer(description):
        number = _value(match[2] or match["glued"] or match["on"], description, match)
        if number is None or str(number) not in boards or str(number) == current:
            continue
        if not _HEADING.search(description[: match.start()]):
            continue  # « avec les cartes de l'étui 6 », « ouvert 1♥ sur la donne 15 »: named inside a clause
        if match["word"] and match["word"].lower() == "donne" and _VERB.search(description[: match.start()]):
            continue
        starts.append(match.start())
        current = str(number)
    if len(starts) < 2:
        return [description]
    shared = description[: starts[0]]
    return [shared + description[start:end] for start, end in zip(starts, [*starts[1:], None], strict=False)]


def _quoted(description: str, words: list[str]) -> str:
    """The words as the director typed them, in his order (tester24 P10b: « table 6 donne 14 » was quoted « donne 14
    table 6 »): pieces next to each other quoted as one span, others joined by « … »."""
    found = sorted((at, at + len(piece)) for piece in words if (at := description.find(piece)) >= 0)
    if len(found) != len(words):
        return " ".join(words)
    spans: list[list[int]] = []
    for start, end in found:
        if spans and not description[spans[-1][1] : start].strip(" ,;:-"):
            spans[-1][1] = max(spans[-1][1], end)
        else:
            spans.append([start, end])
    return " … ".join(description[start:end] for start, end in spans)


def board_and_table(description: str) -> Where | None:
    """The board and table the words name, each only when named once (or always the same), or a board
    that opens the description when the others are moments; None when they name neither."""
    boards, tables = _boards(description), _tables(description)
    if _doubt(description, _BOARD, _BOARD_TAKEN_BACK) is not None:  # reviewer26 P-5: said with a doubt, asked
        boards = []
    if _doubt(description, _TABLE, _TABLE_TAKEN_BACK) is not None:
        tables = []
    board = boards[0][0] if boards and len({b for b, _ in boards}) == 1 else None
    if board is None and boards:
        board = _head_board(description, boards)
    if board is not None and _INSTEAD.search(description):
        board = None  # « l'étui 12 au lieu du 14 »: which one is the incident's?
    table = tables[0][0] if tables and len({t for t, _ in tables}) == 1 else None
    if table is None and (head := _head_table(description)) is not None:
        table = head[0]  # ops29: « table 5 : … un joueur de la table 3 … » happened at table 5
    if board is None and table is None:
        return None
    words = [w for n, w in boards[:1] if board] + [w for n, w in tables[:1] if table]
    pairs: dict[str, list[tuple[str, str]]] = {"ns": [], "ew": []}
    for match in _PAIR.finditer(description):
        pairs["ns" if match["side"].lower() == "ns" else "ew"].append((str(int(match[2])), match[0].strip()))
    one = {side: found[0] for side, found in pairs.items() if len({n for n, _ in found}) == 1}
    words += [one[side][1] for side in ("ns", "ew") if side in one]
    return Where(
        board,
        table,
        _quoted(description, words),
        one["ns"][0] if "ns" in one else None,
        one["ew"][0] if "ew" in one else None,
    )


# finder69 (s29): a side's count of tricks (« NS annoncent 9 levées, EO 8 », « NS disent 10, EO 9 »): the other side's
# number after it is its count (79), not a pair's number.
_SIDES_COUNT = re.compile(
    r"(?=[nNeE])(?<![\w-])(?:ns|eo|ew|nord[- ]sud|est[- ]ouest)\s+(?:\w+\s+){0,3}?\d{1,2}\b(?:\s*lev\w*)?\s*[,;]\s*(?:et\s+)?(?:ns|eo|ew)\s+\d{1,2}\b",
    re.IGNORECASE,
)


def without_board(description: str) -> str:
    """The description without the words naming its board and table: they say where, never what
    happened (« donne 13 table 1 : … » must not pull the search towards « donne » topics). Two
    different boards named (« la donne 7 jouée avec l'étui 8 », « l'étui 12 au lieu du 14 ») are what
    happened, a wrong board (Law 15): their words stay for the search (tester4's F18)."""
    found = _boards(description)
    boards = {b for b, _ in found}
    two = (len(boards) > 1 and _head_board(description, found) is None) or (
        boards
        and any(
            found.search(description)
            for found in (
                _INSTEAD_OF_BOARD,
                _NOT_THIS_ROUNDS_BOARD,
                _BOARD_TWICE,
                _PLAYED_BY_MISTAKE,
                _INSTEAD_OF_DUE,
                _BROUGHT_BY_MISTAKE,
                _DUE_AT_ANOTHER_TABLE,
            )
        )
    )
    patterns = (_TABLE, _PAIR) if two else (_BOARD, _TABLE, _PAIR)
    if _OTHER_TABLES_BOARD.search(description):
        patterns = (_PAIR,)  # « la table 4 a joué la donne 12 qui était pour la table 5 »: what happened (15)
    # ops29: two tables named: the incident's own (`_head_table`) says where; the other is context (« un joueur de la
    # table 3 »), or what happened when none is the incident's (« depuis la table 5, et la table 9 a joué le 17 »)
    several = len({t for t, _ in _tables(description)}) > 1
    head = _head_table(description) if several else None
    found_spans = [
        (m.span(), pattern is _PAIR)
        for pattern in patterns
        for m in pattern.finditer(description)
        if (pattern is _PAIR or m[2] is None or m[2].isdigit() or _value(m[2], description, m) is not None)
        and (pattern is not _TABLE or not several or (head is not None and m.span() == head[1]))
    ]  # a number in words read as no board (« il donne deux coups d'atout ») stays
    # « NS annoncent 9 levées, EO 8 »: a count, no pair's number (asked only when a pair's number is found)
    counted = any(pair for _, pair in found_spans) and _SIDES_COUNT.search(description)
    spans = [span for span, pair in found_spans if not (pair and counted)]
    spans += [m.span(1) for lead in (_LEAD_BOARD, _LEAD_TABLE) if (m := lead.match(description)) and not two]
    out, done = [], 0
    for start, end in sorted(spans):
        if start >= done:
            out.append(description[done:start])
            done = end
    out.append(description[done:])
    return " ".join("".join(out).split())

"""The final contract's level and strain when the words name no declarer's seat with it (finder67, issue 37 §1).

`rules.seats_in_words.final_contract` reads the contract with its declarer (« Sud joue 4♠ », « 3SA par Est »). The
s25–s29 writers often say it otherwise: its player by a name or a pronoun (« Pierre joue 4♠ », « ma partenaire
jouait 4♥ », « il a fait 9 levées en 3SA »), its defenders (« on défendait 3SA », « on joue contre 4♠ »), the role
(« je suis le déclarant en 3SA », « Sud (déclarant en 2♠) »), the contract itself (« le contrat final était 3♥ »,
« puis 3SA final »), or the score sheet's side (« 4P NS », « 6♥ NS non vul »). The level and the strain are then
stated all the same (the declaring side too, in the sheet's notation); the declarer's seat stays asked.

Only a contract, never a bid or a card: the contract words come right after a verb of playing or defending it, a
role, « contrat », or before « final » or a side; never after an article (« joue le 4♥ » is a card), never a bid
of the auction (« ouvre 1♥ »), never another table's or board's. One level and strain, or nothing. Pure."""

from __future__ import annotations

import re
from typing import NamedTuple

from rules.asked_in_words import OTHER_BOARD
from rules.elsewhere_in_words import other_table_before
from rules.seats_in_words import STRAIN_WORD, contract_state, strain_code

# The contract as typed: « 4♥ », « 3SA », « 4 cœurs », « 2 piques »; « 4P » only glued (« 4 P » is no contract).
_C = rf"(?P<level>[1-7])\s*(?P<strain>{STRAIN_WORD})(?![\w])"
# What may follow a contract that is not a card: the clause's end, its state, its seat, a link.
_ENDS = r"(?=\s*(?:[,;.:!?)\n]|$|—|-\s|\s(?:en|contr\w*|surcontr\w*|non|vul\w*|x{1,2}|X{1,2}|mais|puis|par|final|et\s+(?:il|elle)\b)))"
_SAID = tuple(
    re.compile(pattern)
    for pattern in (
        # its player, a name or a pronoun: « Pierre joue 4♠, … », « ils jouaient 5♦ non vulnérables », « ont joué 6♣ »
        rf"\b(?:joue|jouait|jouent|jouaient|a\s+jou[ée]|ont\s+jou[ée]|avait\s+jou[ée]|avaient\s+jou[ée])\s+{_C}{_ENDS}",
        # its defenders: « on défendait 3SA », « nous avons défendu contre leur 3SA », « on joue contre 4♠ »
        rf"\b(?:d[ée]fend\w*(?:\s+contre)?|jou\w*\s+contre)\s+(?:(?:leur|le|son)\s+)?{_C}{_ENDS}",
        # a role or the tricks made in it: « le déclarant en 3SA », « (déclarant en 2♠) », « 9 levées en 3SA »
        rf"\b(?:d[ée]clarant|d[ée]cla|d[ée]clarent|lev[ée]es)\s*,?\s+en\s+{_C}",
        # the contract named: « le contrat final était 3♥ », « Contrat : 4♥ X par Sud »
        rf"\b[Cc]ontrat\s+(?:final\s+)?(?:(?:est|était|etait|:)\s*)?{_C}",
        rf"(?<![\w]){_C}\s+final\b",  # « puis 3SA final »
        # the score sheet's side: « 4P NS, 10 levées », « 6♥ NS non vul »
        rf"(?:^|[,;.:!?(\n—]\s*){_C}\s*(?P<side>(?i:NS|EO|N-S|E-O|N/S|E/O))(?![\w/-])",
        # the side that played it (s44 tuning): « 4♠ contré joué par EO », « Contrat 3SA par Nord-Sud »; after a doubling
        # only with « joué » (« 4♠ contré par EO » may name the doublers, as `seats_in_words._AFTER` reads it)
        rf"(?:^|[,;.:!?(\n—]\s*|\b[Cc]ontrat\s+(?:de\s+|d['’]\s*)?){_C}"
        rf"(?:\s*(?:x{{1,2}}|X{{1,2}}|(?:non\s+)?contr[ée]e?|surcontr[ée]e?)\s*,?\s+jou[ée]e?|\s*,?\s+jou[ée]e?|)"
        rf"\s+par\s+(?:les\s+)?(?P<side>(?i:NS|EO|N-S|E-O|N/S|E/O|Nord[- ]Sud|Est[- ]Ouest))(?![\w/-])",
    )
)
# Its state said after it (« 6♥ NS non vul », « 4♠ X »): part of its words, so that « non » is no denial of the clause.
_STATE = re.compile(
    r"(?:\s*(?:x{1,2}|X{1,2}|(?:non\s+)?contr[ée]e?|surcontr[ée]e?))?(?:\s+(?:non[- ]?)?(?:vuln[ée]rables?|vulne|vuln|vul)(?![\w]))?"
)
_BID = re.compile(
    r"\b(?:ouv\w*|ench[eè]r\w*|annon\w*|r[ée]pon\w*|intervi\w*|intervention|pass\w*)\s*$", re.IGNORECASE
)
_SIDES = {
    "ns": "ns",
    "n-s": "ns",
    "n/s": "ns",
    "eo": "eo",
    "e-o": "eo",
    "e/o": "eo",
    "nord-sud": "ns",
    "nord sud": "ns",
    "est-ouest": "eo",
    "est ouest": "eo",
}


class Played(NamedTuple):
    level: str
    strain: str  # `contract_strain`'s option
    side: str | None  # `declarer_side`'s option when the sheet's side is said
    words: str
    # `doubling`'s and `vulnerable`'s options when the contract's state is said with it (« 4♠ contré joué par EO »,
    # « 6♥ NS non vul »)
    doubling: str | None = None
    vulnerable: str | None = None


def contract_without_seat(description: str) -> Played | None:
    """The one level and strain the words state as the final contract (`_SAID`); None for none, two, or a bid."""
    if not any(ch.isdigit() for ch in description):
        return None  # the cheap gate: no contract without its level
    found: dict[tuple[str, str], Played] = {}
    for match in (match for pattern in _SAID for match in pattern.finditer(description)):
        strain = strain_code(match["strain"])
        before = description[max(0, match.start() - 90) : match.start()]
        if (
            strain is None
            or _BID.search(before[-30:])
            or other_table_before(description, max(0, match.start() - 90), match.start())
        ):
            continue
        if OTHER_BOARD.match(description, match.end()):
            continue
        side = _SIDES.get(match["side"].casefold()) if "side" in match.re.groupindex else None
        end = _STATE.match(description, match.end()).end()  # always matches (all optional)
        words = description[match.start() : end].strip(" ,;.:!?(\n—")
        # its state after the strain (« 4♠ contré joué par EO »), or after the side (« 6♥ NS non vul »)
        doubling, vulnerable = contract_state(description, match.end("strain"))
        after_side = contract_state(description, match.end())
        said = Played(
            match["level"], strain, side, words, doubling or after_side[0], vulnerable or after_side[1]
        )
        known = found.setdefault((said.level, said.strain), said)
        if known is not said:  # « Contrat 3SA joué par Nord-Sud »: one contract, what each reading of it says
            found[(said.level, said.strain)] = known._replace(
                side=known.side or said.side,
                doubling=known.doubling or said.doubling,
                vulnerable=known.vulnerable or said.vulnerable,
                words=said.words if len(said.words) > len(known.words) else known.words,
            )
    if len(found) != 1:
        return None
    return next(iter(found.values()))

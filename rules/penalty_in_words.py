"""Whose turn it is beside a penalty card (issue 37, round 5 session 6): the topic « Carte pénalisée »,
question `situation`, read from the seats. Pure: words in, an answer out; used by
`rules.vocabulary._evidence`.

A penalty card lies before its owner (« la dame de carreau de Nord est pénalisée », « Ouest a le R♠
pénalisé », « c'est Nord qui a la carte pénalisée »). When the words then say who must lead now, the
seats tell the case: the owner himself (« c'est à Nord d'attaquer et il a… »: he must play it, 50D1)
or his partner (« c'est à Sud d'attaquer », « son partenaire doit attaquer »: the declarer's options,
50D2); a declarer leading a suit while the card lies there (« le décla attaque cœur ») puts the owner
to play. Only a clause stated plainly counts (no question, « si », denial): « c'est Nord qui a la
carte pénalisée, pas Sud » names Nord; two cases, or a card taken back or not played, say nothing.

Whose card was exposed (question `owner`) read from the roles (`card_owner`), on the words
`rules.vocabulary.read` gives, for `rules.vocabulary_readings` (split from it).
"""

from __future__ import annotations

import re

from rules.plain_clauses import ARTICLE, OPENERS, Span, Text, clauses, span
from rules.players_in_words import defenders_only
from rules.regex_start import starting_with
from rules.seats_in_words import (
    SEAT_PATTERN,
    declarer_seat,
    defender_seats,
    final_contract,
    partner_of,
    seat_name,
)
from rules.words_matching import stated_clauses

_CARD = r"(?:carte|cartes|[2-9]|10|[RDVA]|roi|dame|valet|as|dix|[2-9]\s*[♠♥♦♣]|10\s*[♠♥♦♣]|[RDVA]\s*[♠♥♦♣])"
_PENALISED = r"p[ée]nalis[ée]e?s?"
# Who holds it: « Nord a (une carte | le R♠) pénalisé(e) », « la carte pénalisée de Nord », « la dame de
# carreau de Nord est pénalisée », « c'est Nord qui a la carte pénalisée ».
_HOLDERS = (
    re.compile(
        rf"(?<![-\w])({SEAT_PATTERN})\s*(?:\([^)]*\)\s*)?(?:,\s*en\s+d[ée]fense,\s*)?(?:qui\s+)?(?:a|avait)\s+"
        rf"(?:maintenant\s+|encore\s+|toujours\s+)?(?:une|la|le|l['’]|sa|son|ses|des|deux|2|trois|3)\s*[^,;.:!?()]{{0,25}}?\b{_PENALISED}"
    ),
    re.compile(rf"\b{_PENALISED}\s+(?:de\s+|d['’]\s*)({SEAT_PATTERN})(?![-\w])"),
    re.compile(
        rf"\b{_CARD}\s+(?:de\s+\w+\s+)?(?:de\s+|d['’]\s*)({SEAT_PATTERN})\s*(?:\([^)]*\)\s*)?(?:est|était|etait)\s+{_PENALISED}"
    ),
    re.compile(rf"\b[Cc]['’]\s*est\s+({SEAT_PATTERN})\s+qui\s+a\s+(?:la|une)\s+cartes?\s+{_PENALISED}"),
)
# Who must lead now: « c'est à Sud d'attaquer », « c'est Sud qui prend la main et doit attaquer »,
# « c'est à son partenaire Est d'attaquer », « Sud son partenaire qui doit attaquer ».
_PARTNER_WORDS = r"son\s+partenaire"
_TURN = (
    re.compile(
        rf"\b[Cc]['’]\s*est\s+(?:à|a|au\s+tour\s+de)\s+(?:({_PARTNER_WORDS})(?:\s+{SEAT_PATTERN})?|({SEAT_PATTERN}))"
        r"\s*(?:\([^)]*\)\s*)?(?:de\s+jouer|d['’]\s*attaquer|d['’]\s*entamer|de\s+rejouer)\b"
    ),
    re.compile(
        rf"\b[Cc]['’]\s*est\s+(?:({_PARTNER_WORDS})(?:\s+{SEAT_PATTERN})?|({SEAT_PATTERN})(?:\s+{_PARTNER_WORDS})?)\s+qui\s+"
        r"(?:a\s+(?:repris\s+|pris\s+)?la\s+main|prend\s+la\s+main|reprend\s+la\s+main|vient\s+de\s+prendre\s+la\s+main|doit\s+attaquer)\b"
    ),
    re.compile(rf"(?:^|[,;]\s*|\bet\s+)({_PARTNER_WORDS})(?:\s+{SEAT_PATTERN})?\s+doit\s+attaquer\b()"),
    # « c'est Ouest, son partenaire, qui doit attaquer », « S doit attaquer »: the seat who must lead now
    re.compile(
        rf"\b[Cc]['’]\s*est\s+()({SEAT_PATTERN})\s*,\s*son\s+partenaire\s*,\s+qui\s+doit\s+(?:attaquer|entamer|jouer)\b"
    ),
    re.compile(rf"(?:^|[,;]\s*|\bet\s+)()({SEAT_PATTERN})\s+doit\s+(?:attaquer|entamer)\b"),
    # « Nord a une carte pénalisée, Sud prend la main »: a seat taking the lead, its clause's subject; « son partenaire
    # a pris la main » (finder66) once a seat holds the card
    re.compile(
        rf"(?:^|[,;]\s*|\bet\s+)(?:({_PARTNER_WORDS})(?:\s+{SEAT_PATTERN})?|({SEAT_PATTERN}))\s+(?:prend|a\s+pris|reprend|a\s+repris|vient\s+de\s+prendre)\s+la\s+main\b"
    ),
)
# « …, et c'est à lui de fournir »: the holder himself (he is the clause's only player).
# reviewer29 S-38 (finder66): also elided (« c'est à lui d'attaquer », « d'entamer »).
_HIS_TURN = re.compile(
    r"\b[Cc]['’]\s*est\s+(?:à|a)\s+lui\s+(?:de\s+|d['’]\s*)(?:jouer|fournir|attaquer|rejouer|entamer)\b"
)
# « c'est à Sud d'attaquer et il a le roi de cœur pénalisé »: the one who leads holds the card.
# finder66: « lui » is the holder only when nobody else is named, and no trick or lead taken, after the holder.
_ANOTHER_PLAYER = re.compile(
    rf"(?<![-\w]){SEAT_PATTERN}(?![-\w])|(?i:\b(?:partenaire|d[ée]clarant|mort|d[ée]fenseur|joueur|joueuse|adversaire"
    r"|main|lev[ée]e|pli)\b)"
)
_LEADER_HOLDS = re.compile(
    rf"\b[Cc]['’]\s*est\s+(?:à|a)\s+{SEAT_PATTERN}\s*(?:\([^)]*\)\s*)?(?:d['’]\s*attaquer|de\s+jouer)\s+et\s+(?:il|elle)\s+a\s+"
    rf"[^,;.:!?()]{{0,30}}?\b{_PENALISED}"
)
# The declarer (or dummy) leads while the card lies there: its owner must play to that trick.
_DECLARER_LEADS = re.compile(
    r"\b(?:le\s+)?(?:d[ée]cla(?:rant)?|mort)\s+(?:attaque|rejoue|joue)\s+(?:du\s+mort\s+)?(?:[àa]\s+)?"
    r"(?:pique|c[oœ]e?ur|carreau|tr[eè]fle|atout|[♠♥♦♣])"
)
# Words after which the card's case is another: taken back (50E), not played (52), the declarer's choice
# disobeyed (another topic), a card just exposed.
_OTHER = re.compile(
    starting_with(
        "2adlmopqrst",
        r"\b(?:repris\w*|reprend\w*|reprenant|remis\w*|pas\s+(?:été\s+|ete\s+)?jou\w*|laiss\w*|au\s+lieu|quand\s+m[êe]me|"
        r"tomb\w*|montr\w*|oubli\w*|si|s['’]il|(?:deux|2)\s+cartes(?!\s+p[ée]nalis))\b",
    ),
    re.IGNORECASE,
)
# finder66: also in another's mouth (« Ouest dit que c'est à lui d'attaquer »: whose lead it is, the director's to see).
_DOUBT = re.compile(
    r"[?]|\b(?:ne|n['’]|jamais|plus|selon|d['’]apr[eè]s|pr[ée]tend|croi\w*|pense\w*|dit|disent|affirm\w*|soutien\w*"
    r"|assur\w*)\b",
    re.IGNORECASE,
)
_CLAUSE = re.compile(r"[^,;.:!?()]*(?:\([^)]*\)[^,;.:!?()]*)*")


def _plain_clause(description: str, start: int, end: int) -> bool:
    """Is the text from `start` to `end` stated plainly: no doubt from its sentence's start, no « ? » ending its clause?"""
    begin = max(description.rfind(mark, 0, start) for mark in ".;:!?") + 1
    stop = min(
        (at for at in (description.find(mark, end) for mark in ",.;:!?") if at != -1),
        default=len(description),
    )
    return (
        not _DOUBT.search(description[begin:start])
        and "?" not in description[end : stop + 1]
        and not _DOUBT.search(description[start:end])
    )


_PENALISED_WORD = re.compile(rf"\b{_PENALISED}")


def penalty_situation(description: str) -> tuple[str, str] | None:
    """(`situation`'s answer, the words): « owner_to_play » or « partner_to_lead » when the seats say
    whose lead it is beside the penalty card; None when the words do not say, or say two cases."""
    if _OTHER.search(description):
        return None
    found: set[tuple[str, str]] = set()
    held = [
        match
        for pattern in _HOLDERS
        for match in pattern.finditer(description)
        if _plain_clause(description, match.start(), match.end())
    ]
    holders = {seat_name(match[1]) for match in held}
    for match in _LEADER_HOLDS.finditer(description):
        if _plain_clause(description, match.start(), match.end()):
            found.add(("owner_to_play", match[0]))
    if len(holders) == 1:
        (holder,) = holders
        for match in _HIS_TURN.finditer(
            description
        ):  # « Ouest a le 10♦ pénalisé, et c'est à lui de fournir »
            last = max((h.end() for h in held if h.end() <= match.start()), default=None)
            if last is None or _ANOTHER_PLAYER.search(description, last, match.start()):
                continue  # « Sud a une carte pénalisée. Nord a pris la main : c'est à lui d'attaquer »: Nord's
            if _plain_clause(description, match.start(), match.end()):
                found.add(("owner_to_play", match[0]))
        for pattern in _TURN:
            for match in pattern.finditer(description):
                if not _plain_clause(description, match.start(), match.end()):
                    continue
                if match[1]:  # « son partenaire »
                    found.add(("partner_to_lead", match[0].strip(" ,;")))
                elif (seat := seat_name(match[2])) == holder:
                    found.add(("owner_to_play", match[0].strip(" ,;")))
                elif seat == partner_of(holder):
                    found.add(("partner_to_lead", match[0].strip(" ,;")))
    elif not holders and not found:
        for pattern in _TURN[:1] + _TURN[2:-1]:  # not « son partenaire a pris la main »: whose partner?
            for match in pattern.finditer(description):
                if (
                    match[1]
                    and _plain_clause(description, match.start(), match.end())
                    and _PENALISED_WORD.search(description[: match.start()])
                ):
                    found.add(
                        ("partner_to_lead", match[0].strip(" ,;"))
                    )  # « le partenaire de la carte pénalisée doit attaquer »
    if holders and not any(pattern.search(description) for pattern in _TURN):
        for match in _DECLARER_LEADS.finditer(description):
            if _plain_clause(description, match.start(), match.end()):
                found.add(("owner_to_play", match[0]))
    answers = {answer for answer, _ in found}
    return min(found) if len(answers) == 1 else None


# A card shown, dropped, held, named or penalised: without one of these words the owner is not read.
_CARD_SHOWN = re.compile(
    starting_with(
        "cdejlmptvé",
        r"tomb|montr|expos|[ée]tal|l[âa]ch|[ée]chapp|p[ée]nalis|\bvu\b|voir|\bdit\b|tenai|tient|j['’]\s*ai|visible|carte",
    ),
    re.IGNORECASE,
)
# The declaring side named by its role (« le décla », « le mort », « déclarant »): the card may be theirs.
_DECLARING_ROLE = re.compile(r"\b(?:d[ée]cla\w*|mort)\b", re.IGNORECASE)
# A defender named by his role only (« le défenseur », « en déf », « (défense) »).
_DEFENDER_ROLE = re.compile(
    r"\b(?:d[ée]fenseurs?|en\s+d[ée]f(?:ense)?|en\s+flanc|un\s+joueur\s+de\s+la\s+d[ée]fense)\b"
    r"|\(\s*(?:en\s+)?(?:d[ée]f(?:ense|enseur)?|flanc)\s*\)",
    re.IGNORECASE,
)
_ANY_SEAT = re.compile(rf"(?<![-\w'’])({SEAT_PATTERN})(?![-\w])")
_UNSAID = re.compile(
    r"[?]|\b(?:ne|n['’]|pas|jamais|selon|d['’]apr[eè]s|pr[ée]tend\w*|croi\w*|pense\w*|dit\s+que)\b"
    r"|(?:^|[,;]|\bet|\bmais)\s*s(?:i|['’]il)\b",  # « si Est montre… », never « si bas »
    re.IGNORECASE,
)


def defender_owner(description: str) -> str | None:
    """The words naming the exposed card's owner as a defender, when every player the words name defends:
    seats said to defend (« Nord (défense) a dit "j'ai l'as de cœur" »), their partners, the defenders of
    the final contract, or a defender by his role alone (« carte tombée en déf »), said in a plain clause
    (no question, « si », denial before it). A word of the declaring side (« le décla », « le mort », a
    seat of his side) says the card may be theirs: None, the director is asked (48A, 49)."""
    if not _CARD_SHOWN.search(description) or _DECLARING_ROLE.search(description):
        return None  # no card shown, tied or named (the cheap test first), or the declaring side named
    contract = final_contract(description)  # « Sud joue 4♠ »: the declarer named as such owns no card here
    whole = description.replace(contract.words, " " * len(contract.words), 1) if contract else description
    if _ANY_SEAT.search(whole) is None:
        named = _DEFENDER_ROLE.search(whole)
    elif (seat := defenders_only(whole, defender_seats(description), declarer_seat(description))) is None:
        return None
    else:
        named = next(m for m in _ANY_SEAT.finditer(whole) if m[1] == seat)
    if named is None:
        return None
    begin = max(description.rfind(mark, 0, named.start()) for mark in ".;:!?") + 1
    stop = min(
        (at for at in (description.find(mark, named.end()) for mark in ",.;:!?") if at != -1),
        default=len(description),
    )
    if _UNSAID.search(description[begin : stop + 1]):
        return None  # « si Est (défense) montre… », « Est (défense) n'a rien montré », « … ? »
    return named[0]


# The card written as on a score sheet, its suit's symbol beside its rank (« le ♥3 », « le 3♥ », « le R♠ », « l'A♠ »;
# tester9 T10): an honour is A, K, Q, J or 10 (the 2017 Laws' definition).
_SHEET_CARD = re.compile(
    r"(?:\b(?:le|la|son|sa)\s+|\bl['’]\s*)(?:[♠♥♦♣]\s*(10|[2-9RDVA])(?![\w])|(10|[2-9RDVA])\s*[♠♥♦♣])",
    re.IGNORECASE,
)


# finder85 (reviewer33 H-9, H-27): a card let fall on or under another (« laisse tomber le R♥ sur le V♥ du déclarant », « le
# R♠ sous l'As d'Ouest »), or a bare honour felled (« fait tomber la D♠ sèche »): played to the trick (45A), no penalty card.
PLAYED_ON_ANOTHER = re.compile(
    r"\btomb\w*\s+(?:[^.;:!?]{0,30}?\s)?(?:sur|sous)\s+(?:l['’]\s*|le\s+|la\s+|son\s+|sa\s+)"
    r"(?:[ARDVKQJ]\s*[♠♥♦♣]|[♠♥♦♣]\s*[ARDVKQJ]\b|as\b|roi\b|dame\b|valet\b)"
    r"|\btomb\w*\s+(?:l['’]\s*|le\s+|la\s+|son\s+|sa\s+)\S+(?:\s+de\s+\w+)?\s+s(?:è|e)che?\b",
    re.IGNORECASE,
)


def sheet_card_honour(description: str) -> tuple[str, str] | None:
    """(`honour`'s answer, the words) when the words name one card written with its suit's symbol; None
    when they name none, or several of different kinds, or a card played on or under another (`PLAYED_ON_ANOTHER`)."""
    if PLAYED_ON_ANOTHER.search(description):
        return None
    found = {
        ("no" if (m[1] or m[2]) in "23456789" else "yes", m[0]) for m in _SHEET_CARD.finditer(description)
    }
    return min(found) if len({answer for answer, _ in found}) == 1 else None


# « Est a 2 cartes pénalisées, le ♥R et le ♥3 », « deux cartes pénalisées sur la table, un pique et un carreau »
# (tester18 R8): how many, and in how many suits when the cards are named right after.
_SEVERAL = re.compile(
    r"(?<![\w-])(?:deux|2|trois|3|quatre|4|plusieurs)\s+cartes\s+p[ée]nalis[ée]es\b([^.;:!?]*)", re.IGNORECASE
)
_SUIT_NAMES = (
    ("S", re.compile(r"♠|\bpiques?\b", re.IGNORECASE)),
    ("H", re.compile(r"♥|\bc(?:oe|œ)urs?\b", re.IGNORECASE)),
    ("D", re.compile(r"♦|\bcarreaux?\b", re.IGNORECASE)),
    ("C", re.compile(r"♣|\btr[eè]fles?\b", re.IGNORECASE)),
)
_COUNT_DOUBT = re.compile(
    r"[?]|\b(?:ne|n['’]|pas|jamais|plus|si|s['’]il|selon|d['’]apr[eè]s|pr[ée]tend\w*|croi\w*|pense\w*|avait|avaient|"
    r"reste|restait|rejou\w*|reprise?s?|reprend\w*|jou[ée]e?s?|une\s+seule)\b",
    re.IGNORECASE,
)


# another count told apart (« … ; Est n'en a qu'une », « Est a une carte pénalisée »): the count asked is of one player
_ANOTHER_COUNT = re.compile(
    r"\bn['’]\s*en\s+a\s+(?:qu['’]|que\s)|\ben\s+a\s+(?:une|un|deux|trois|[1-9])\b|\b(?:une|1)\s+(?:seule\s+)?cartes?\s+p[ée]nalis",
    re.IGNORECASE,
)
_ONE_CARD = re.compile(r"\b(?:le|la|l['’]|un|une)\s")  # an article: one card named


def several_penalty_cards(description: str) -> dict[str, tuple[str, str]]:
    """{question: (answer, the words)}: `count` « several » when the words say one player has two or more
    penalty cards now, and `suits` when they then name them (« le ♥R et le ♥3 »: one suit); {} when they say
    it of the past, ask, deny, or tell a card played or taken back since."""
    found = list(_SEVERAL.finditer(description))
    if len(found) != 1:
        return {}
    match = found[0]
    begin = max(description.rfind(mark, 0, match.start()) for mark in ".;:!?") + 1
    end = min(
        (at for at in (description.find(m, match.end()) for m in ".;:!?") if at != -1),
        default=len(description),
    )
    if _COUNT_DOUBT.search(description[begin:end]) or "?" in description[end : end + 1]:
        return {}
    if _ANOTHER_COUNT.search(description[:begin] + " " + description[end:]):
        return {}  # reviewer33 H-39: « Ouest a deux cartes pénalisées ; Est, qui doit jouer, n'en a qu'une »: whose?
    words = match[0].split(",")[0].strip()
    out = {"count": ("several", words)}
    named = match[1]
    suits = [code for code, pattern in _SUIT_NAMES for _ in pattern.finditer(named)]
    cards = len(_ONE_CARD.findall(named))
    if len(set(suits)) > 1:
        out["suits"] = ("several_suits", match[0].strip())
    elif len(suits) >= 2 and len(suits) == cards:
        out["suits"] = ("one_suit", match[0].strip())
    return out


# Whose card was exposed (`cartes_penalisees`, question `owner`), read from the roles: the role that
# opens a clause whose verb exposes a card (« Ouest (défense) a fait tomber… »), or owns the card
# (« la carte pénalisée d'Ouest (défense) »). Two roles so tied say nothing.
_EXPOSES = re.compile(
    r"\b(?:fait tomber|laisse tomber|tombe\w*|montr\w*|expos\w*|etal\w*|lach\w*|tenai\w*|tenu|corrig\w*|joue|jouee|pose|"
    r"fourni|nomme|penalise\w*)\b"
)
# A defender's lead out of turn (« le défenseur a attaqué hors tour »): refused, its card stays a penalty card (50, 54D,
# 56). Only a defender's: the declarer's lead from the wrong hand leaves none (55), his plain lead exposes nothing.
_LED_EARLY = re.compile(r"\b(?:attaque|entame) (?:hors tour|trop tot|avant son tour)\b")
_OWNS = re.compile(
    r"\b(?:carte|cartes|[2-9]|10|roi|dame|valet|as|r|d|v) (?:[a-z]+ ){0,3}?(?:du|de le) (declarant|decla|mort|defenseur)\b"
)
# Another subject before the verb: « un défenseur a vu le roi que Nord a montré » is Nord's card; a role that only saw,
# asked or corrected (« la défense a vu tomber la dame du déclarant », reviewer23 #2) exposed nothing.
_OTHER_SUBJECT = re.compile(r"\b(?:nord|sud|ouest|que|qu|partenaire|vu|voit|demande|exige|regarde|corrige)\b")
_OWNER_ROLES = {"declarant": "declarer", "decla": "declarer", "mort": "dummy", "defenseur": "defender"}


def card_owner(text: Text) -> tuple[str, Span] | None:
    """(`owner`'s answer, span) when one role is tied to the exposed card; None otherwise."""
    found: dict[str, Span] = {}
    for start, clause in clauses(text):
        at = 0
        while at < len(clause) and clause[at] in OPENERS:
            at += 1
        if clause[at : at + 2] == ("c", "est"):
            at += 2
        article = at < len(clause) and clause[at] in ARTICLE
        at += article
        if at < len(clause) and clause[at] in _OWNER_ROLES:
            rest = " ".join(clause[at + 1 :])
            verb = _EXPOSES.search(rest) or (
                _LED_EARLY.search(rest) if _OWNER_ROLES[clause[at]] == "defender" else None
            )
            if verb is not None and verb.start() < 40 and not _OTHER_SUBJECT.search(rest[: verb.start()]):
                end = at + 1 + len(rest[: verb.end()].split())
                found.setdefault(_OWNER_ROLES[clause[at]], (start + at - article, start + end))
        joined = " ".join(clause)
        for owns in _OWNS.finditer(joined):
            found.setdefault(_OWNER_ROLES[owns[1]], span(start, clause, owns.start(), owns.end()))
    # Only a defender's card can be a penalty card (48A): the declarer's or the dummy's exposed card is
    # another topic's words (« le mort a montré du doigt la carte »), left to the patterns and the director.
    return ("defender", found["defender"]) if found.keys() == {"defender"} else None


# The partner's lead still to come beside the declarer's choice (50D2: he requires or forbids a suit, the card is
# picked up), told as what happens now (« Ouest va prendre la main, le déclarant exige carreau, la dame est reprise en
# main »): the picking up is the choice's consequence, not a question on the information the card gave (50E) — unless
# the words go on to its later use (« plus tard il en a tenu compte », « peut-il se servir de ce qu'il a vu ? »).
_LEAD_TO_COME = re.compile(
    r"\b(?:va\s+(?:prendre\s+la\s+main|attaquer|entamer|rejouer)|a\s+la\s+main|pr[ie]nd\s+la\s+main"
    r"|doit\s+(?:attaquer|entamer|rejouer)|c['’]\s*est\s+[àa]\s+(?:son\s+partenaire|lui)\s+d['’]\s*(?:attaquer|entamer|jouer))",
    re.IGNORECASE,
)
_LATER_USE = re.compile(
    r"\b(?:informations?|tenir\s+compte|tenu\s+compte|tient\s+compte|plus\s+tard|en\s+fonction|profit\w*|utilis\w*"
    r"|servir|se\s+sert|servi|sachant|savait|savoir|connaissance"
    r"|(?:peu[tx]|peuvent|pourrai\w*|doi[st]|doivent)\s+en\s+faire)\b",  # « il demande ce qu'il peut en faire »
    re.IGNORECASE,
)


# finder65 (A5, a doubt): the declarer's choice told as made (« interdiction de la couleur », « il exige trèfle ») beside the
# card picked up: what is left to settle — the partner's lead under that choice (50D2) or what the card told (50E) — is
# not said unless the words go on to its later use (`_LATER_USE`): asked.
_CHOICE_TOLD = re.compile(r"\b(?:exig\w*|interdi\w*)", re.IGNORECASE)


def picked_up_by_the_choice(description: str) -> bool:
    """Do the words tell the penalty card's partner about to lead or the declarer's choice made (50D2), and nothing of
    the use made later of what it showed (auditor24, s21)?"""
    return bool(
        _LEAD_TO_COME.search(description) or _CHOICE_TOLD.search(description)
    ) and not _LATER_USE.search(description)


# reviewer28 R-7: the exposed card named with its owner after it (« a fait tomber la dame de cœur d'Ouest », « une carte de
# la main d'Ouest », « le valet de cœur du mort », « la dame d'Est est tombée »): that player owns it, whoever dropped it —
# a declarer's or dummy's card is never a penalty card (48A), a defender's is 49's.
_EXPOSING = r"(?:fait\s+tomber|laiss[ée]e?\s+tomber|fait\s+voir|laiss[ée]e?\s+voir|montr[ée]e?|expos[ée]e?|l[âa]ch[ée]e?|retourn[ée]e?)"
_OWNED_CARD = (
    # reviewer29 S-40 (finder65): also several cards or the whole hand (« les cartes d'Est », « deux cartes d'Ouest », « la
    # main d'Est »): that player's, whoever dropped them.
    r"(?:(?:[Ll]es|[Dd]es|[Dd]eux|[Tt]rois|[Qq]uelques|[2-9])\s+cartes|(?:[Ll]a|[Tt]oute\s+la)\s+main|[Ll]e\s+jeu"
    r"|(?:[Ll]a|[Ll]e|[Ll]['’]|[Uu]ne|[Uu]n)\s*(?:carte|[2-9]|10|roi|dame|valet|as|dix|[RDVA]\s*[♠♥♦♣]|[♠♥♦♣]\s*(?:10|[2-9RDVA])"
    r"|(?:10|[2-9])\s*[♠♥♦♣]))(?![\w])(?:\s+(?:de|d['’])\s*(?:pique|c(?:œ|oe)ur|carreau|tr[eè]fle|atout)\b)?"
    rf"\s*(?:de\s+la\s+main\s+|du\s+jeu\s+|des\s+cartes\s+)?(?:(?:de|d['’])\s*(?P<seat>{SEAT_PATTERN})(?![-\w])"
    r"|du\s+(?P<role>mort|d[ée]clarant)\b|(?:de|d['’])\s*(?P<other>son\s+partenaire|son\s+adversaire|l['’]\s*adversaire))"
)
_CARD_AND_OWNER = re.compile(
    starting_with(
        "fFlLmMeErRuUdDtTqQ23456789",
        rf"(?:(?P<verb>\b{_EXPOSING}\s+)|(?<![\w'’])){_OWNED_CARD}"
        r"(?P<after>\s+(?:est|a\s+[ée]t[ée]|[ée]tait)\s+(?:tomb|montr|expos)\w*)?",
    ),
)

_OWN_CARD_EXPOSED = re.compile(rf"\b{_EXPOSING}\s+(?:sa|son|ses)\b")


def owner_named_with_the_card(description: str) -> tuple[str | None, str] | None:
    """(`owner`'s answer, or None when the words do not tell his role, and the words) when the exposed card is named
    with its owner after it (`_CARD_AND_OWNER`); None when no such card is named."""
    named = [match for match in _CARD_AND_OWNER.finditer(description) if match["verb"] or match["after"]]
    if not named:
        return None
    said = stated_clauses(description)  # a clause not stated plainly is emptied (« si », « ? », « pas »)
    if any(match[0] not in said for match in named):
        return None, named[0][0]  # the card's owner in a question, a supposition, a denial: asked
    roles = {_named_role(match, description) for match in named}
    if _OWN_CARD_EXPOSED.search(description):
        roles.add(None)  # « une carte du mort est tombée, et Ouest a fait tomber son roi »: two cards, asked
    return (roles.pop() if len(roles) == 1 else None), named[0][0]


def _named_role(match: re.Match[str], description: str) -> str | None:
    if match["role"]:
        return "dummy" if match["role"] == "mort" else "declarer"
    if match["other"]:
        return None  # whose partner or opponent: asked
    seat, declarer = seat_name(match["seat"]), declarer_seat(description)
    if declarer is not None:
        return "declarer" if seat == declarer else "dummy" if seat == partner_of(declarer) else "defender"
    return "defender" if {seat, partner_of(seat)} & defender_seats(description) else None


# reviewer29 S-29 (finder65): a card exposed during the auction (24), the auction then over with the roles said (« Sud est
# le mort », « son partenaire Nord est devenu déclarant », « Ouest a fini déclarant à 4♥ », « contrat final 3SA par
# Nord »): the card's owner, one seat named exposing it, is in the declaring side (the card goes back: 24 end) or defends
# (a penalty card: 24, 50).
_EXPOSED_IN_AUCTION = re.compile(
    rf"(?<![-\w])({SEAT_PATTERN})(?![-\w])\s+(?:a|avait)\s+(?:fait\s+tomber|laiss[ée]\s+tomber|montr[ée]|expos[ée]|l[âa]ch[ée])\b"
)
_ROLE_SAID = re.compile(
    rf"(?<![-\w])(?P<seat>{SEAT_PATTERN})(?![-\w])\s+(?:(?:est|était|etait|a\s+été)\s+(?:devenu\s+)?(?:le\s+)?|est\s+devenu\s+|a\s+fini\s+)"
    r"(?P<role>mort|d[ée]clarant)\b"
)


def auction_over_by_roles(description: str) -> tuple[str, str] | None:
    """(`auction_over`'s answer « declaring_side » or « defender », the words) when one seat is said to expose the card and
    the words state the final declarer (`declarer_seat`) or a seat's role after the auction (`_ROLE_SAID`, stated plainly,
    never asked); None otherwise."""
    if "?" in description:
        return None
    exposures = list(_EXPOSED_IN_AUCTION.finditer(description))
    exposers = {seat_name(m[1]) for m in exposures}
    said = stated_clauses(description)
    declarers = {
        seat_name(m["seat"]) if m["role"].startswith("d") else partner_of(seat_name(m["seat"]))
        for m in _ROLE_SAID.finditer(said)
    }
    roles = [m[0] for m in _ROLE_SAID.finditer(said)]
    if (declarer := declarer_seat(description)) is not None:
        declarers.add(declarer)
    if len(exposers) != 1 or len(declarers) != 1 or (not roles and declarer is None):
        return None
    (exposer,), (declarer,) = exposers, declarers
    contract = final_contract(description)
    # the words that placed the declarer: a role said, the contract, else the seat named as declarer where it exposed
    words = roles[0] if roles else contract.words if contract is not None else exposures[0][0]
    return ("declaring_side" if exposer in (declarer, partner_of(declarer)) else "defender"), words


# finder76 (issue 37 T-20): an honour of another hand or of another act (« quand le mort a joué l'as », « sur l'as du
# déclarant », « l'as qui a gagné la levée était au mort ») is not the exposed card: only the card's own rank tells a
# major penalty card (50B, the 2017 Laws' honours A K Q J 10).
_HONOUR_NAMED = re.compile(
    r"(?<![\w])(?:(?:l['’]\s*|un\s+|son\s+|cet\s+)as|(?:le|la|un|une|son|sa|ce|cette)\s+(?:roi|dame|valet|dix|10)"
    r"|(?:un|son|cet|l['’])\s*honneur"
    r"|(?:le|la|son|sa)\s+(?:[♠♥♦♣]\s*(?:10|(?-i:[RDVA]))|(?:10|(?-i:[RDVA]))\s*[♠♥♦♣]))(?![\w])",
    re.IGNORECASE,
)
_SUIT_WORD = r"(?:piques?|c(?:oe|œ)urs?|carreaux?|tr[eè]fles?|atouts?|[♠♥♦♣])"
_ANOTHERS_AFTER = re.compile(
    rf"\s*(?:de\s+{_SUIT_WORD}\s*|d['’]\s*atout\s*)?(?:du\s+(?:mort|d[ée]clarant|d[ée]cla)\b|de\s+(?:son\s+)?partenaire\b"
    r"|qui\s+(?:a\s+|avait\s+)?(?:gagn|fait|remport|pris|pass)|a\s+(?:gagn|fait\s+la\s+lev|remport|pris\s+la)"
    r"|(?:qui\s+)?(?:[ée]tait\s+)?au\s+mort\b)",
    re.IGNORECASE,
)
_PLAYS = r"(?:jou\w*|tir\w*|pos\w*|encaiss\w*|mis|met\w*|prend\w*|pris|fourni\w*|gagn\w*|coup\w*|fait|appel\w*|demand\w*)"
_THEN = r"\s+(?:(?:encore|d[ée]j[àa]|ensuite|alors|aussi|bien)\s+)?(?:(?:de\s+)?(?:sa|la)\s+main\s+)?$"
# Dummy's or the declarer's card, held or played; another seat's card played (« quand Est a joué l'as »), never held
# (« Ouest a l'as de pique, qui est pénalisé » may be the exposed card's owner).
_ANOTHERS_BEFORE = re.compile(
    r"(?:\bsur|\bpar|\bapr[eè]s)\s*$|\b(?:gagn\w*|pris|prend\w*|remport\w*|fait)\s+(?:la\s+lev[ée]e\s+|le\s+pli\s+)?avec\s*$"
    rf"|\b(?:mort|d[ée]clarant|d[ée]cla|partenaire)\b[^,.;:!?]{{0,20}}?\b(?:{_PLAYS}|avai\w*|a){_THEN}"
    rf"|\b(?:d[ée]fenseur|adversaire|Nord|Sud|Est|Ouest)\b[^,.;:!?]{{0,20}}?\b{_PLAYS}{_THEN}",
    re.IGNORECASE,
)


# The honour said exposed right after it (« mon partenaire a sa dame de cœur pénalisée »): the exposed card itself.
_EXPOSED_AFTER = re.compile(r"[^,.;:!?]{0,25}?\b(?:p[ée]nalis|expos|tomb|montr|l[âa]ch)", re.IGNORECASE)


def honours_of_other_hands(roles_text: str) -> bool:
    """Whether the words name an honour, and every honour they name is another hand's card or another act's (played,
    led, held by dummy or the declarer, or the card that won the trick), never the exposed card."""
    named = list(_HONOUR_NAMED.finditer(roles_text))
    return bool(named) and all(
        not _EXPOSED_AFTER.match(roles_text, match.end())
        and (
            _ANOTHERS_AFTER.match(roles_text, match.end())
            or _ANOTHERS_BEFORE.search(roles_text[: match.start()][-40:])
        )
        for match in named
    )


# Two cards or more named or counted (« deux cartes tombent, le 2♦ et l'A♠ »): several penalty cards, all major (50B)
_MORE_THAN_ONE = re.compile(
    r"(?<![\w'’])(?:deux|2|trois|3|plusieurs)\s+cartes\b"
    r"|(?<![\w'’])(?:et|puis)\s+(?:le|la|l['’]|un|une)\s*(?:[2-9]|10|[RDVA]|roi|dame|valet|as|dix|[♠♥♦♣])",
    re.IGNORECASE,
)


# The kind said in the words (« carte pénalisée secondaire » of a 10): theirs, the vocabulary's reading; when the law
# refuses it (an honour said minor) the director decides, never the law's kind read over the words
_KIND_SAID = re.compile(r"\b(?:secondaire|principale|mineure|majeure)s?\b", re.IGNORECASE)


def kind_by_law_50(found: dict[str, dict[str, str]], description: str) -> tuple[str, str] | None:
    """(`kind`'s answer, the words) the facts already read give by Law 50B, for one defender's single card: an honour
    is a major penalty card, however exposed; a card below an honour exposed by accident a minor one, exposed
    deliberately a major one. None when the owner is not a defender, when the card is no penalty card (49, 68B2),
    when he has or the words name several cards (all major, the question's « several »), or when a fact is missing or
    read two ways (s43, auditor46's right flags)."""
    if (
        "kind" in found
        or found.get("owner", {}).keys() != {"defender"}
        or "several" in found.get("count", {})
    ):
        return None
    if (
        "not_penalty_case" in found
        or "not_penalty" in found.get("how_exposed", {})
        or _MORE_THAN_ONE.search(description)
        or _KIND_SAID.search(description)
    ):
        return None
    honour = found.get("honour", {})
    if honour.keys() == {"yes"}:
        return "major", honour["yes"]
    exposed = found.get("how_exposed", {})
    if honour.keys() == {"no"} and exposed.keys() == {"unintentional"}:
        return "minor", honour["no"]
    if honour.keys() == {"no"} and exposed.keys() == {"deliberate"}:
        return "major", exposed["deliberate"]
    return None

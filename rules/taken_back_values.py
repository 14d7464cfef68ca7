"""More of the values a correction in the same breath takes back (reviewer30 T-27), read by rules/asked_in_words.py
`taken_back`: the words right after « enfin non », « pardon, c'est … » name another side or seat (« NS font appel, enfin
non, EO », « NS trop lents, enfin non, c'étaient EO », « Sud a pris ses cartes …, enfin non, c'est Est »), another purpose
of a touch (« pour ranger les cartes, enfin non, il voulait le jouer »), another player whose card was seen (« de son
partenaire, enfin non, d'un adversaire »), the other side of the dummy (« avant le mort... non, après le mort »): the
value first said is no evidence, the question is asked. Pure: patterns only.
"""

from __future__ import annotations

import re

from rules.folding import fold_accents

# finder85 (reviewer33 H-23, H-38): more of the writer's own corrections (« erreur de ma part, c'était la levée 10 »,
# « je reprends : … », « erratum : il l'accepte »; never « lapsus », the
# unintended call of 25A): what he said before them is taken back.
SELF_CORRECTING = r"erreur\s+de\s+ma\s+part|je\s+reprends|je\s+recommence|erratum|mauvaise\s+info\w*|je\s+m['’]\s*embrouille"
# finder85 (reviewer33 H-23): a trick by its number alone after « à la » (« je me suis trompé, c'était à la 10 »)
TRICK_NUMBER_ALONE = r"(?i:(?:à|a)\s+la\s+)\d{1,2}(?![\d\w])"

# finder85 (reviewer33 H-41, H-42): an irregularity a player believed in, contradicted in the same sentence (« Le déclarant
# croyait à une renonce d'Est, mais Est n'avait plus de carreau », « Le mort croyait à une attaque hors tour d'Est, mais Est
# avait bien la main »): nothing the words tell is a fact (61A, 54, 55).
MISTAKEN_BELIEF = re.compile(
    r"\b(?:croyai(?:t|ent)|pensai(?:t|ent)|(?:a|avait|ont|avaient)\s+cru)\s+(?:à|a)\s+(?:une?|la|le|l['’])\s*"
    r"[^.;!?]{0,80}?\s+mais\s",
    re.IGNORECASE,
)

SIDE_QUESTIONS = (
    "appealing_side",
    "slow_side",
    "offending_side",
    "fault_side",
    "disconnected_side",
    "one_side_mixed",
)
# A seat alone, corrected before anything is said of it (« Sud, pardon, Est s'est déconnecté »): the seat named after the
# correction is the subject of the act, its side is stated (reviewer27's disconnected side); nothing to take back.
_BARE_SEAT_BEFORE = re.compile(
    r"(?:^|[.;:!?]\s+|\n)(?:N-?S|E-?O|Nord|Sud|Est|Ouest|[NSEO])\s*(?:,|\.\.\.|…)?\s*$"
)


def bare_seat_before(description: str, start: int) -> bool:
    """Whether the words before `start` (a correction) end with a seat alone opening its sentence."""
    return _BARE_SEAT_BEFORE.search(description, 0, start) is not None


# (questions, the words after the correction that take their value back, anywhere in its clause)
MORE_TAKEN_BACK_VALUES: tuple[tuple[tuple[str, ...], re.Pattern[str], bool], ...] = (
    (
        SIDE_QUESTIONS,
        re.compile(
            # never the answer to a question (« NS lents ? non, EO lents »: the first side only asked about, s28:653)
            r"(?<!\? non, )(?<!\?non, )(?<!\? non )"
            r"(?<![\w'’])(?:N-?S|E-?O|Nord[- ]?Sud|Est[- ]?Ouest|Nord|Sud|Est|Ouest|[NSEO])(?![\w'’])"
        ),
        True,
    ),
    (("touch_purpose",), re.compile(r"(?i:\bjou\w*|\brang\w*|\bvoul\w*|\bexpr[èe]s|\bm[ée]garde)"), True),
    (("seen_what",), re.compile(r"(?i:\bpartenaire|\badversaire|\bmort\b|\bd[ée]clarant)"), True),
    (("declarer_played_both",), re.compile(r"(?i:\b(?:avant|apr[èe]s)\s+(?:le\s+)?mort\b)"), True),
    # finder73 (reviewer30 T-38): the contract right after (« le contrat final était 3♥... non, 4♥ », « ils jouaient 4♠ ;
    # non, pardon, c'était 4♥ »): its level and strain make the score after a revoke's transfer (64A, 77)
    (("contract_level", "contract_strain"), re.compile(r"[1-7]\s*(?:[♠♥♦♣]|(?i:sa|nt)\b)"), False),
    # finder73 (reviewer30 T-41): a count of tricks won later right after (« son camp fait encore une levée plus tard...
    # non, aucune », « …, pardon, deux »): 64A2's later trick
    (
        ("later_tricks",),
        re.compile(r"(?i:aucune|aucun|rien|pas\s+une|[0-9]{1,2}|une?|deux|trois|quatre|cinq)\b"),
        False,
    ),
    # finder74 (reviewer30 T-40): « personne n'a joué depuis... non, mon partenaire a joué »: whether a card was played
    # since the one played on the wrong explanation (47E2a against 47E2b) is asked
    (
        ("card_played",),
        re.compile(r"(?i:\b(?:a|ont|avait|avaient)\s+(?:d[ée]j[àa]\s+)?(?:re)?jou[ée])"),
        True,
    ),
)

# finder75 (reviewer30 T-37): a call told by its verb, then unsaid in its own clause for another kind of call (« Nord a
# passé hors tour... non, il a dit 1♥ hors tour », « a contré hors tour, pardon, c'était un passe »): which call came out
# of turn (30, 31, 32) is asked. Tied to the two clauses around the correction, never to a « X dit » elsewhere (finder70);
# the same kind said again (« Ouest a ouvert… non, Ouest a dit 2♣ »: a bid both times) is no other call.
_CALL_VERB_BEFORE = re.compile(
    r"(?i:\b(pass[ée]|contr[ée]|surcontr[ée]|ouvert|ench[ée]ri|annonc[ée])\b)(?:[^.!?…]|\.{3}|…){0,30}$"
)
_CALL_SAID_AFTER = re.compile(
    r"(?i:(?:(?:il|elle|nord|sud|est|ouest)\s+)?(?:a|avait)\s+(dit|ouvert|pass[ée]|contr[ée]|surcontr[ée]|annonc[ée]|ench[ée]ri)\b"
    r"(?:\s+(?:un\s+|une\s+)?([1-7]|(?:passe|contre|surcontre)\b))?"
    r"|c['’]\s*(?:est|[ée]tait)\s+(?:(?:un|une|le|la)\s+)?(passe|contre|surcontre|ench[èe]re|ouverture|[1-7])"
    # the other call alone (« … non, 1♥ hors tour », « pardon, un contre »)
    r"|([1-7])(?=\s*(?:[♠♥♦♣]|sa\b|nt\b|sans|pique|c(?:œ|oe)ur|carreau|tr[eè]fle))|(?:un\s+)?(passe|contre|surcontre)\b)"
)


def _kind(word: str | None) -> str | None:
    """pass, double or bid for a call's verb or word; None for a verb that says no kind (« dit », « annoncé »)."""
    word = (word or "").lower()
    if word.startswith("pass"):
        return "pass"
    if word.startswith(("contr", "surcontr")):
        return "double"
    if word.startswith(("ouv", "ench")) or word[:1].isdigit():
        return "bid"
    return None


def call_taken_back(description: str, start: int, end: int) -> bool:
    """Does the correction between `start` and `end` unsay the call told by its verb just before it for another kind
    of call, or for a call whose kind the words leave open?"""
    after = _CALL_SAID_AFTER.match(description, end)
    if after is None:
        return False
    before = _CALL_VERB_BEFORE.search(description, max(0, start - 45), start)
    if before is None:
        return False
    said = next((kind for word in after.groups()[1:] if (kind := _kind(word))), None) or _kind(after[1])
    return said is None or said != _kind(before[1])


# reviewer30 T-21: a universal negative with its exception said next (« personne n'a joué à la levée suivante, sauf son
# partenaire », « il n'a rien joué depuis, sauf le petit de sa main », « Personne n'a rejoué, enfin si, … ») is no
# evidence that nobody played (63A1, 53A, 45C): whatever was read from it is asked.
# finder85 (issue 37 W-3, reviewer33 H-8, H-16, H-36): any denial is taken back by its exception said next (« n'ont pas
# été lésés, sauf que sans le 4♠ ils jouaient 3♥ », « pas de dommage, si ce n'est … », « pas de revendication, sauf une
# concession »): the exception states what was denied (a damage, 12B1; a concession, 68B).
_UNIVERSAL = re.compile(r"\b(?:personne|aucune?|rien|nulle?|pas|jamais)\b")
_EXCEPTION_NEXT = re.compile(
    r"[^.;!?]{0,60}?(?:\bsauf\b|\ba\s+part\b|\bexcepte|\bhormis\b|\benfin\s+si\b|\bmais\s+si\b"
    r"|\bsi\s+ce\s+n'est\b|\ba\s+(?:ceci|cela|ca)\s+pres\b|\bencore\s+qu|\bquoiqu)"
)


def excepted(description: str, said: str) -> bool:
    """Whether the words `said` deny (for everyone or at all) and the description names an exception right after them."""
    words = fold_accents(said).replace("’", "'").strip(" «»\"'")
    if not _UNIVERSAL.search(words):
        return False
    text = fold_accents(description).replace("’", "'")
    at = text.find(words)
    return at >= 0 and _EXCEPTION_NEXT.match(text, at + len(words)) is not None


# reviewer29 S-30 (finder65): the double said replaced, withdrawn or cancelled (« le contre avait été remplacé par passe », « le
# contre d'Est a été retiré », « il a annulé son contre »): the contract written « contré » may no longer be (25A, 77): asked.
DOUBLE_WITHDRAWN = re.compile(
    r"\b(?:sur)?contre\b(?:\s+(?:d['’]\s*|de\s+|du\s+)\w+)?\s+(?:a|avait)\s+(?:[ée]t[ée]\s+)?(?:remplac|retir|annul|repris)\w*"
    r"|\b(?:remplac|retir|annul|repris|reprend)\w*\s+(?:son|le|sa|leur)\s+(?:sur)?contre\b",
    re.IGNORECASE,
)

# reviewer31 V-57: whose turn it is, said and then corrected (« c'est à Ouest de jouer, pardon, à Est d'attaquer », « c'est à
# lui d'attaquer... non, à Ouest », « Est doit attaquer... non, c'est son partenaire qui a la main »): the owner of a
# penalty card on lead (50D1) or his partner (50D2), the defender whose turn it was (54) are asked.
_TURN = r"(?:de\s+jouer|d['’]\s*(?:attaquer|entamer|ouvrir|jouer)|a\s+la\s+main|doit\s+(?:jouer|attaquer|entamer))"
_TURN_BEFORE = re.compile(r"(?i:" + _TURN + r")[\s,;:.…!]*$")
_WHOSE_TURN_AFTER = re.compile(
    r"[\s,;:.…!]*(?i:c['’]\s*(?:est|[ée]tait)\s+)?(?i:(?:à|a)\s+)?"
    r"(?:(?<![-\w])(?:Nord|Sud|Est|Ouest|[NSEO])(?![-\w])|(?i:lui|elle|son\s+partenaire|sa\s+partenaire))\b"
)


def turn_taken_back(description: str, start: int, end: int) -> bool:
    """Does the correction between `start` and `end` name another player on turn than the words just before it?"""
    return _TURN_BEFORE.search(description, max(0, start - 40), start) is not None and (
        _WHOSE_TURN_AFTER.match(description, end) is not None
    )

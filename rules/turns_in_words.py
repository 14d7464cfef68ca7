"""Whose turn it was when a call was made out of rotation (the topic « Déclaration hors tour », 28-32),
read in the words: « Est a ouvert 1♥ alors que c'était à Nord », « Nord a passé au tour de Sud », « donneur
Ouest, Nord ouvre 1♣ »; the call made (`call`) and whose turn it was (`turn`), seen from the offender. Split
from rules/seats_in_words.py (the seats and roles), which it reads. Pure: words in, words out.
"""

from __future__ import annotations

import re

from rules.asked_in_words import CORRECTING
from rules.calls_by_verb_in_words import (
    _NOT_NATURAL,
    _PARTNERS_CALL,
    _TOGETHER,
    call_by_its_verb,
)
from rules.regex_start import starting_with
from rules.relations_in_words import writer_seat
from rules.rotation_in_words import last_bidder as _last_bidder
from rules.seats_in_words import (
    _ANY_CONTRACT,
    _DEALER,
    _DENIED,
    _PARTNER,
    _ROTATION,
    _SEAT,
    _STRAIN_WORD,
    dealers_named,
)
from rules.seats_in_words import seat_name as _seat

# « Est a ouvert 1♥ alors que c'était à Nord », « Nord a passé au tour de Sud »: whose turn it was,
# seen from the offender (the topic « Déclaration hors tour », question `turn`). Clockwise: N, E, S, O.
_CALLED = (
    r"(?:dit|redit|ouvert|ouvre|pass[ée]|passe|contr[ée]|contre|surcontr[ée]|annonc[ée]|ench[ée]rit|enchéri|encheri|déclaré|declare|"
    r"lanc[ée]|"
    r"parlé|parle|reparlé|reparle)"
)
# Between the call and whose turn it was, no other seat: « Nord ouvre 1♥ et Ouest contre avant qu'Est
# ait parlé » is Ouest's call before Est.
_NO_SEAT = rf"(?:(?!{_SEAT})[^,;.:!?()]){{{{0,40}}}}?"
_OUT_OF_TURN = re.compile(
    starting_with(
        "ENOSnos",
        # s42 (tuning): a relative clause between the seat and his call (« Ouest, qui n'avait pas encore parlé, ouvre »),
        # a comma before « alors que » (« Est ouvre alors 1♠, alors que c'était à Nord »)
        # (never one that says he had to pass: « Sud, qui devait passer, a dit 1♠ » is 28A's, `_rho_had_to_pass`)
        rf"(?<![-\w])({_SEAT})(?:\s*,\s*qui\s+(?![^,]*\b(?:devai|oblig|contrain|forc|tenu))[^,;.:!?()]{{0,40}},)?"
        rf"\s+(?:qui\s+)?(?:a\s+|avait\s+)?{_CALLED}\b"
        rf"({_NO_SEAT.format()})(?:,\s*(?=alors que|mais c|or c|sans attendre))?"
        # s46b: « c etait » typed without its apostrophe; the dealer said with his seat (« au donneur Est »)
        rf"\b(?:(?:alors que|mais|or) c(?:['’]\s*|\s+)[ée]tait\s+(?:à|a|au tour de|le tour de|au donneur)|au tour de|au tour d['’]|"
        r"à la place de|a la place de|"
        # « sans attendre que son partenaire Ouest ait parlé »
        r"sans attendre(?:\s+que\s+|\s+qu['’]\s*)?(?:\s*(?:son|sa)\s+partenaire\s*,?)?|"
        rf"à la place d['’]|a la place d['’]|"
        # « c'était à Sud d'ouvrir », « avant son partenaire Ouest »
        # (never « … et avant que Sud ait pu parler, Nord contre »: « et » opens the next call's clause, s46b)
        rf"(?<!\bet\s)avant\s+(?:que\s+|qu['’]\s*)?(?:son\s+partenaire\s*,?\s*)?)\s*({_SEAT})(?:\s+d['’]\s*ouvrir\b)?",
    )
)
# Whose turn it was said after « hors tour » and a comma (« Nord a ouvert 1♠ hors tour, c'était au tour d'Ouest »),
# or after the call said as a noun (« ouverture hors tour de Sud au tour d'Est »): the same statement. Without
# « hors tour », « Nord a ouvert 1♠, c'était à Est de parler » tells the next turn, not the offender's.
_WHOSE = (
    r"(?:(?:alors que|mais|or)\s+)?c['’]\s*[ée]tait\s+(?:donc\s+)?(?:à|a|au tour de|au tour d['’]|le tour de)"
)
_OUT_OF_TURN_SAID = re.compile(
    starting_with(
        "ENOSnos",
        rf"(?<![-\w])({_SEAT})\s+(?:a\s+|avait\s+)?{_CALLED}\b({_NO_SEAT.format()})\bhors\s+tour"
        # Tester16 T11: the call doubled named after « hors tour » (« Est a contré hors tour le 1♥ de Sud, c'était à
        # Ouest de parler »): the seat that bid it is not the turn.
        rf"(?:\s+(?:le|sur\s+le)\s+[1-7]\s*{_STRAIN_WORD}(?:\s+(?:de\s+|d['’]\s*){_SEAT})?)?\s*,\s*{_WHOSE}\s*({_SEAT})",
    )
)
_CALL_NOUN = re.compile(
    r"\b(?:[Oo]uverture|[Ee]nch[èe]re|[Pp]asse|[Cc]ontre|[Ss]urcontre)(?:\s+(?:de\s+|d['’]\s*)?[1-7]\s*"
    rf"{_STRAIN_WORD})?\s+hors\s+tour\s+(?:de\s+|d['’]\s*|du\s+)({_SEAT})(?![-\w])(?:\s*\([^)]{{0,20}}\))?"
    rf"({_NO_SEAT.format()})(?:\b|,\s*)(?:au\s+tour\s+de|au\s+tour\s+d['’]|{_WHOSE})\s*({_SEAT})"
)
# Whose turn it was said first: « c'était à Nord d'ouvrir et Est a passé », « au tour de Sud (donneur), Est
# ouvre 1♦ » (round 5 session 8); at the start of a sentence too (s40: « C'était à Ouest de parler, Nord a dit 1SA »).
_TURN_THEN_CALL = re.compile(
    rf"(?:\b[Cc]['’]\s*[ée]tait\s+(?:à|a|au\s+tour\s+de)|\b[Aa]u\s+tour\s+de|\b[Aa]u\s+tour\s+d['’])\s*({_SEAT})(?![-\w])(?:\s*\([^)]{{0,20}}\))?"
    rf"(?:\s+d['’]\s*ouvrir|\s+de\s+parler|\s+d['’]\s*ench[ée]rir|\s+de\s+d[ée]clarer)?\s*,?\s+(?:et\s+|mais\s+|puis\s+)?"
    rf"(({_SEAT})\s+(?:a\s+|avait\s+)?{_CALLED}\b[^,;.:!?()]{{0,20}})"
)
# s40: the rightful caller's turn said first in a clause of its own (« Donneur Nord ; avant que Nord ouvre, Est dit
# « passe » », « … et, avant qu'Est ait dit quoi que ce soit, Ouest a passé »).
_BEFORE_THEN_CALL = re.compile(
    rf"(?:^|[.;:!?]\s*|\bet\s*,?\s*)[Aa]vant\s+qu(?:e\s+|['’]\s*)({_SEAT})\s+(?:n['’]\s*)?(?:ait\s+|eut\s+)?(?:pu\s+)?"
    r"(?:ouvr\w*|parl\w*|dit|d[ée]clar\w*|ench[ée]ri\w*|annonc\w*)[^,;.:!?()]{0,40}?,\s*"
    rf"(({_SEAT})\s+(?:a\s+|avait\s+)?{_CALLED}\b[^,;.:!?()]{{0,20}})"
)
# « c'est Ouest qui a ouvert alors que Nord était donneur ».
_CALL_THEN_DEALER = re.compile(
    starting_with(
        "ENOScnos",
        rf"(?<![-\w])(?:c['’]\s*est\s+)?(({_SEAT})\s+(?:qui\s+)?(?:a\s+|avait\s+)?(?:ouvert|ouvre)\b[^,;.:!?()]{{0,20}}?)\s*,?\s*"
        rf"alors\s+qu(?:e\s+|['’]\s*)({_SEAT})\s+(?:était|etait|est)\s+(?:le\s+)?donneur\b",
    )
)
# reviewer29 S-2: « c'est Est qui a parlé le premier » too.
_BEFORE_DEALER = re.compile(
    rf"(?<![-\w])({_SEAT})\s+(?:qui\s+)?(?:a\s+|avait\s+)?{_CALLED}\b({_NO_SEAT.format()})"
    r"\b(?:avant\s+(?:lui|le\s+donneur|tout\s+le\s+monde)|(?:en|le)\s+premier|d['’]\s*entr[ée]e)\b"
)
# « donneur Ouest, Nord ouvre 1♣ »: the first call the words tell, an opening by another seat than the
# dealer, nothing said before it (« Ouest passe, Nord ouvre » is in turn) nor after it (« après le passe »).
_OPENS = re.compile(rf"(?<![-\w])({_SEAT})\s+(?:a\s+|avait\s+)?(?:ouvre|ouvert)\b[^,;.:!?()]*")
_CALL_BEFORE = re.compile(
    rf"{_CALLED}\b|\bpass\w*|\bcontr\w*|(?<![\w])[1-7]\s*{_STRAIN_WORD}(?![\w])", re.IGNORECASE
)
_AFTER_CALL = re.compile(r"\b(?:apr[eè]s|derri[eè]re|sur\s+(?:le|son)\s+passe)\b", re.IGNORECASE)
_OPENED = re.compile(
    r"\b(?:ouvert|ouvre|ouverture|ouvrir|en premier|avant tout le monde|d['’]\s*entr[ée]e)\b", re.IGNORECASE
)
_BEFORE_PARTNER = re.compile(r"\bavant\s+(?:que\s+|qu['’]\s*)?son\s+partenaire\b")
_AGAIN = re.compile(
    r"\b(?:redit|reparl[ée]|reparle|de nouveau|à nouveau|a nouveau|encore|encha[iî]n\w*)\b", re.IGNORECASE
)
# What was called out of turn (`call`), from the offender's own verb: never a pass said to be
# conventional (« passe fort », « passe artificiel »: another rule, 30C), never a double of the partner.
_CALL_KIND = (
    (re.compile(r"^\s*(?:a\s+|avait\s+)?(?:pass[ée]|passe)\b", re.IGNORECASE), "pass"),
    (
        # (s46b: the call said as a word, « Nord lance « contre » »)
        re.compile(
            r"^\s*(?:a\s+|avait\s+)?(?:(?:lanc[ée]|dit)\s+[«\"“]?\s*)?(?:contr[ée]|contre|surcontr[ée]|surcontre)\b",
            re.IGNORECASE,
        ),
        "double",
    ),
    (
        re.compile(
            r"^\s*(?:a\s+|avait\s+)?(?:ouvert|ouvre|dit|redit|annonc[ée]|enchéri|encheri)\s+(?:de\s+)?[1-7]\s*"
            rf"{_STRAIN_WORD}(?![\w])|^\s*(?:qui\s+)?(?:a\s+)?(?:ouvert|ouvre|dit|annonc[ée])\s+(?:de\s+|d['’]\s*)?[1-7]\s*{_STRAIN_WORD}(?![\w])"
            r"|^\s*(?:ench[ée]rit|a\s+ench[ée]ri)\b",
            re.IGNORECASE,
        ),
        "bid",
    ),
)


# finder62: the writer's own call before his turn, his seat said (« J'ai passé avant mon tour, c'était à Sud. Je suis
# Ouest. », « j'ai passé alors que c'était à Ouest … Je suis Nord »). Never « si j'avais passé », never « je n'ai pas ».
_I_CALLED = re.compile(
    rf"(?<![\w'’])(?<!\bsi\s)[Jj]['’]\s*ai\s+{_CALLED}\b({_NO_SEAT.format()})"
    rf"\b(?:(?:alors que|mais|or)\s+c['’]\s*[ée]tait\s+(?:à|a|au tour de)|,\s*c['’]\s*[ée]tait\s+(?:à|a|au tour de))\s*({_SEAT})(?![-\w])"
)


_RELATIVE = re.compile(r",\s*qui\s+[^,;.:!?()]{0,40},")


def _statements(description: str, whole: str = "") -> list[tuple[str, str, str]]:
    """(offender, seat whose turn it was, words) for each call said to come before its turn (`whole`: all the words,
    where the writer's seat and its doubts are read)."""
    out = [
        (_seat(m[1]), _seat(m[3]), m[0])
        for pattern in (_OUT_OF_TURN, _OUT_OF_TURN_SAID, _CALL_NOUN)
        for m in pattern.finditer(description)
    ]
    if "'ai " in description or "’ai " in description:
        if (writer := writer_seat(whole or description)) is not None:
            out += [(writer, _seat(m[2]), m[0]) for m in _I_CALLED.finditer(description)]
    said = [
        m.span()
        for pattern in (_OUT_OF_TURN, _OUT_OF_TURN_SAID, _CALL_NOUN)
        for m in pattern.finditer(description)
    ]
    if not _TOGETHER.search(description):  # two calls at once: the topic's own case (with_partner…)
        out += [
            (_seat(m[3]), _seat(m[1]), m[2].strip())
            for m in _TURN_THEN_CALL.finditer(description)
            # finder56: « Nord a dit 2♣ alors que c'était à Ouest, et Est a enchéri par-dessus »: Est called after
            if not any(start <= m.start() < end for start, end in said)
        ]
        out += [(_seat(m[2]), _seat(m[3]), m[1].strip()) for m in _CALL_THEN_DEALER.finditer(description)]
        out += [(_seat(m[3]), _seat(m[1]), m[2].strip()) for m in _BEFORE_THEN_CALL.finditer(description)]
    out += _in_his_place(description)
    dealers = dealers_named(description)
    if len(dealers) == 1:
        (dealer,) = dealers
        out += [
            (_seat(m[1]), dealer, m[0]) for m in _BEFORE_DEALER.finditer(description) if _seat(m[1]) != dealer
        ]
        first = _OPENS.search(description)
        if (
            first is not None
            and _seat(first[1]) != dealer
            and not _CALL_BEFORE.search(_DEALER.sub(" ", description[: first.start()]))
            and not _AFTER_CALL.search(first[0])
            and all(offender != _seat(first[1]) for offender, _, _ in out)  # said already, in other words
        ):
            out.append((_seat(first[1]), dealer, first[0]))
    return [
        (offender, turn, words)
        for offender, turn, words in out
        if offender != turn
        and not _DENIED.search(_RELATIVE.sub(" ", words))  # « Ouest, qui n'avait pas encore parlé, ouvre »
        and (turn == _PARTNER[offender] or not _BEFORE_PARTNER.search(words))  # « avant son partenaire Nord »
    ]


calls_out_of_turn = (
    _statements  # (offender, whose turn it was, words) for each call said to come before its turn
)


# Right after « c'était à Est »: that player had to pass anyway (an earlier rectification: 28A, the call then
# counts as made in turn). Said of the offender or elsewhere, it is no answer (auditor15 F12).
_TURN_MUST_PASS = re.compile(
    r"^[^.;:!?]{0,45}?\b(?:oblig[ée]e?s?|contraint\w*|forc[ée]e?s?|tenue?s?)\s+(?:de\s+|[àa]\s+)passer\b"
    r"|^[^.;:!?]{0,45}?\b(?:devait|doit|devaient)\s+(?:(?:de\s+)?toute\s+fa[çc]on\s+|forc[ée]ment\s+)?passer\b",
    re.IGNORECASE,
)


_SUPPOSED_IN = re.compile(r"\b(?:si|s['’]\s*ils?|m[êe]me\s+si)\b", re.IGNORECASE)
_ANOTHER_PLAYER = re.compile(rf"{_SEAT}|\bpartenaire\b|\bfautif\b", re.IGNORECASE)


def _rho_had_to_pass(description: str, words: str, turn: str) -> bool:
    """The words right after the turn's seat say that player had to pass: no other player named between
    (« …, Nord devait passer de toute façon » said of Nord, whose turn it was, counts)."""
    at = description.find(words)
    if at < 0:
        return False
    tail = description[at + len(words) :]
    said = _TURN_MUST_PASS.search(tail)
    if said is None or _SUPPOSED_IN.search(tail[: said.end()]):
        return False  # finder80: « …, si Est devait passer, … » is a supposition
    named = _ANOTHER_PLAYER.findall(tail[: said.end()])
    return all(_seat(name) == turn for name in named) if named else True


# Tester17 S3: the player obliged to pass named as the subject of his own clause, before the call (« Nord
# devait passer ; Est a dit 2♥ à sa place », « Sud, qui devait passer jusqu'à la fin, … : Ouest a dit 2♠ à sa
# place », « Nord était obligé de passer mais Est a enchéri 2♥ avant lui »). Never a denial (« Nord ne devait
# pas passer »: the seat is not followed by the obligation).
_OBLIGED_SUBJECT = re.compile(
    starting_with(
        "ENOSnos",
        rf"(?<![-\w])({_SEAT})(?:\s*\([^)]{{0,20}}\))?\s*,?\s*(?:qui\s+)?"
        r"(?:(?:devait|doit|devra)\s+(?:(?:de\s+)?toute\s+fa[çc]on\s+|forc[ée]ment\s+)?passer"
        r"|(?:était|etait|est)\s+(?:oblig[ée]e?|contrainte?|tenue?|forc[ée]e?)\s+(?:de|[àa])\s+passer"
        r"|avait\s+l['’]\s*obligation\s+de\s+passer"
        r"|oblig[ée]e?\s+de\s+passer)\b",
    )
)
# A call said with its caller (a seat, or « il », « elle »: his own call, or nobody can tell whose).
_CALLER = re.compile(
    rf"(?<![-\w])({_SEAT}|[Ii]l|[Ee]lle)\s+(?:a\s+|avait\s+)?(?:quand\s+m[êe]me\s+|tout\s+de\s+m[êe]me\s+|"
    rf"aussit[ôo]t\s+|alors\s+)?{_CALLED}\b[^,;.:!?()]{{0,40}}"
)
# The other seat's call made at the obliged player's turn: « à sa place », « avant lui », « avant qu'il passe ».
_IN_HIS_PLACE = re.compile(r"\b(?:[àa]\s+sa\s+place|avant\s+lui|avant\s+qu['’]\s*il)\b", re.IGNORECASE)


def obliged_then_other_caller(description: str) -> tuple[str, str, str] | None:
    """(caller, the seat obliged to pass, the call's words) when the words name a player obliged to pass
    and the next call they tell is another seat's, the obliged player's own call never said after it
    (« Nord devait passer ; Est a dit 2♥ à sa place »: Est called, not Nord; 28A when Nord was Est's RHO)."""
    if "?" in description:
        return None
    for obligation in _OBLIGED_SUBJECT.finditer(description):
        obliged = _seat(obligation[1])
        calls = list(_CALLER.finditer(description, obligation.end()))
        if not calls or calls[0][1].casefold() in ("il", "elle") or _seat(calls[0][1]) == obliged:
            continue
        if any(_seat(call[1]) == obliged or call[1].casefold() in ("il", "elle") for call in calls[1:]):
            continue  # the obliged player (or someone) called too
        return _seat(calls[0][1]), obliged, calls[0][0]
    return None


# The obliged player's own call, its verb right after the apposition that says he had to pass (« Sud, obligé de passer à
# cause de la rectification, a dit 2♠ »).
_OWN_CALL_AFTER = re.compile(
    rf"[^,;.:!?]{{0,45}}?,\s*(?:a\s+|avait\s+)?(?:quand\s+m[êe]me\s+|tout\s+de\s+m[êe]me\s+)?(?P<verb>{_CALLED})\b"
)
_PASSED = re.compile(r"^\S+\s+(?:a\s+|avait\s+)?(?:quand\s+m[êe]me\s+)?(?:pass[ée]|passe)\b", re.IGNORECASE)


# finder80 (reviewer31 V-3): a call told with its caller after an apposition or in a cleft (« c'est Sud, son partenaire, qui
# a contré », « c'est Est qui a enchéri »), or with an adverb (« Nord a ensuite dit 4♥ »).
_ANY_CALLER = re.compile(
    rf"(?<![-\w])({_SEAT}|[Ii]l|[Ee]lle)(?:\s*,[^,;.:!?()]{{0,30}},)?\s+(?:qui\s+)?(?:a\s+|avait\s+)?"
    rf"(?:quand\s+m[êe]me\s+|tout\s+de\s+m[êe]me\s+|aussit[ôo]t\s+|alors\s+|ensuite\s+|puis\s+|de\s+nouveau\s+|"
    rf"encore\s+)?{_CALLED}\b[^,;.:!?()]{{0,40}}"
)
# The obliged player's own call told without its subject (« Sud devait passer et a dit 3♣ », « … mais a contré »).
_OWN_VERB_AFTER = re.compile(
    rf"[^,;.:!?]{{0,45}}?\b(?:et|mais)\s+(?:a\s+|avait\s+)?(?:quand\s+m[êe]me\s+|tout\s+de\s+m[êe]me\s+)?"
    rf"(?P<verb>{_CALLED})\b"
)


def another_called_for_obliged(description: str) -> bool:
    """The words name a player obliged to pass and another seat's call, before or after, never a call of his but a pass
    (« Nord devait passer ; Est a dit 2♥ à sa place », « Est a enchéri ; son partenaire Ouest était obligé de passer »):
    the call told is not the obliged player's (37 is not his), whoever made it."""
    if "?" in description:
        return False
    for obligation in _OBLIGED_SUBJECT.finditer(description):
        obliged = _seat(obligation[1])
        if (
            (said := _OWN_CALL_AFTER.match(description, obligation.end()))
            or (said := _OWN_VERB_AFTER.match(description, obligation.end()))
        ) and not said["verb"].startswith("pass"):
            continue  # « Sud, obligé de passer, a dit 2♠ ; Ouest a passé ensuite »: his own call (reviewer29 S-26)
        before = _ANY_CALLER.finditer(description[: obligation.start()])
        calls = [c for c in before if c[1].casefold() not in ("il", "elle")] + [
            *_ANY_CALLER.finditer(description, obligation.end())
        ]
        own = [
            c
            for c in calls
            if _seat(c[1]) == obliged or (c.start() >= obligation.end() and c[1].casefold() in ("il", "elle"))
        ]
        if any(_seat(c[1]) != obliged for c in calls if c not in own) and all(
            _PASSED.match(c[0]) for c in own
        ):
            return True
    return False


def _turn_obliged_said(description: str, turn: str) -> bool:
    """The player whose turn it was said obliged to pass as the subject of his own clause or sentence, anywhere
    (« Sud a passé alors que c'était à Est ; Est était obligé de passer », reviewer31 V-4): 28A, the call counts as
    made in rotation. Never in a question, a supposition, or said of another seat."""
    if "?" in description:
        return False
    return any(
        _seat(m[1]) == turn and not _SUPPOSED_IN.search(description[max(0, m.start() - 12) : m.start()])
        for m in _OBLIGED_SUBJECT.finditer(description)
    )


def _obliged_before(description: str, offender: str, turn: str) -> bool:
    """The seat whose turn it was is named before the offender's call as obliged to pass (tester17 S3)."""
    found = obliged_then_other_caller(description)
    return found is not None and found[:2] == (offender, turn)


def _in_his_place(description: str) -> list[tuple[str, str, str]]:
    """(offender, turn, words) for « Nord devait passer ; Est a dit 2♥ à sa place »: the pronoun is the
    obliged player, the only one the words named before."""
    found = obliged_then_other_caller(description)
    if found is None or not _IN_HIS_PLACE.search(found[2]):
        return []
    return [(found[0], found[1], found[2])]


# finder56: the offender named as not having called yet (« … ; Ouest n'avait encore rien dit ») or as having called
# already (« … et Ouest avait déjà passé avant »): his left-hand opponent's turn was the first or a later one (31A).
_NOT_CALLED_YET = re.compile(
    rf"(?<![-\w])({_SEAT})\s*,?\s+(?:qui\s+)?n['’]\s*(?:avait|a)\s+(?:encore\s+rien\s+dit|rien\s+dit|pas\s+encore\s+"
    r"(?:parl[ée]|d[ée]clar[ée]|dit|ench[ée]ri)|encore\s+rien\s+d[ée]clar[ée])\b"
)
_CALLED_ALREADY = re.compile(
    rf"(?<![-\w])({_SEAT})\s*,?\s+(?:qui\s+)?avait\s+d[ée]j[àa]\s+(?:pass[ée]|ouvert|d[ée]clar[ée]|dit|parl[ée]|ench[ée]ri|contr[ée])\b"
)


def _offender_had_called(description: str, offender: str) -> bool | None:
    """Whether the words say the offender, named by his seat, had called before (True), had not (False); None when
    they say neither, or both."""
    said = {
        called
        for called, pattern in ((False, _NOT_CALLED_YET), (True, _CALLED_ALREADY))
        for m in pattern.finditer(description)
        if _seat(m[1]) == offender
    }
    return said.pop() if len(said) == 1 else None


def _dealers_first_turn(description: str, words: str, turn: str) -> bool:
    """tester17 S4: « Ouest a passé alors que c'était au tour de Nord, le donneur »: the turn was the dealer's
    (the only dealer named), and no call is told before this one: the auction's first turn (lho_first)."""
    at = description.find(words)
    return (
        at >= 0
        and dealers_named(description) == {turn}
        and not _CALL_BEFORE.search(_DEALER.sub(" ", description[:at]))
    )


# Whose turn it was, said twice or corrected (reviewer25 P-9: « … alors que c'était à Nord ; en fait c'était à Sud »):
# the seats disagree, 31A and 31B differ, the director asks.
_TURN_SAID = re.compile(
    rf"\bc['’]\s*(?:était|etait|est)\s+(?:à|a|au\s+tour\s+(?:de|d['’]))\s*(?:son\s+partenaire\s+)?({_SEAT})(?![-\w])",
    re.IGNORECASE,
)
# reviewer26 P-2: the corrected seat also comes bare (« c'était à Nord ; non, à Sud », « au tour de Nord ; pardon,
# de Sud », « je me suis trompé, c'est Sud qui devait parler »).
_TURN_CORRECTED = re.compile(
    rf"(?<![\w'’])(?:{CORRECTING})\b"
    r"[^.;!?]{0,25}?(?:\bc['’]\s*(?:était|etait|est)\s+(?:à|a|au\s+tour)\b"
    rf"|(?<![\w'’])(?:à|au\s+tour\s+de|de|d['’])\s*{_SEAT}(?![-\w])|\bc['’]\s*(?:était|etait|est)\s+{_SEAT}\s+qui\s+(?:devait|aurait\s+d[uû])\s+(?:parler|ouvrir|annoncer|ench[ée]rir))",
    re.IGNORECASE,
)
# reviewer26 P-2: a player's own word on whose turn it was (« Sud dit que c'était à lui ») is one side's: 85A, asked.
_TURN_DISPUTED = re.compile(
    rf"(?<![-\w]){_SEAT}\s+(?:dit|disait|pense|affirme|soutient|pr[ée]tend|estime|r[ée]pond|conteste|croi\w*|proteste|jure|assure)"
    r"\s*,?\s*(?:qu['’]\s*|que\s+)?(?:non\s*,?\s*)?c['’]\s*(?:était|etait|est)\s+(?:à|a|au\s+tour)\b"
    # reviewer26 P-2b: « selon Sud c'était à lui », « Sud affirme que non », « Sud n'est pas d'accord », « Sud conteste »
    rf"|\bselon\s+{_SEAT}\s*,?\s*c['’]\s*(?:était|etait|est)\s+(?:à|a|au\s+tour)\b"
    rf"|(?<![-\w]){_SEAT}\s+(?:affirme|dit|soutient|pr[ée]tend)\s+que\s+non\b|(?<![-\w]){_SEAT}\s+n['’]\s*est\s+pas\s+d['’]\s*accord"
    rf"|(?<![-\w]){_SEAT}\s+conteste\b"
)


# finder65 (A2): the dealer taken back, even sentences after the call (« Nord ouvre 1♥ alors que Sud est donneur. … Non :
# c'est Est qui était donneur », « pardon, le donneur était Ouest », « euh non, donneur Nord »): whose turn it was was
# built on the dealer first said, so it is asked (31 or 29A on whose turn; 85A the director's finding).
_DEALER_CORRECTED = re.compile(
    rf"(?<![\w'’])(?i:{CORRECTING})\b[^.;!?]{{0,25}}?(?:\b[Cc]['’]\s*(?:était|etait|est)\s+{_SEAT}\s+qui\s+(?:était|etait|est)\s+"
    rf"(?:le\s+)?donneur\b|\b[Dd]onneur\s*(?:[:=]\s*|(?:était|etait|est|c['’]\s*(?:était|etait|est))\s+){_SEAT}(?![-\w])"
    rf"|(?<![-\w]){_SEAT}\s+(?:était\s+|etait\s+|est\s+)?(?:le\s+)?donneur\b)"
)


def turn_contradicted(description: str) -> bool:
    """Do the words say whose turn it was twice with two seats, correct it, or report a player's word against it
    (« … alors que c'était à Ouest ; Ouest dit que c'était à Est »), or take the dealer back (`_DEALER_CORRECTED`)? The
    turn is then the director's to establish (85A): asked (31, 53, 56)."""
    seats = {_seat(m[1]) for m in _TURN_SAID.finditer(description)}
    return (
        len(seats) > 1
        or _TURN_CORRECTED.search(description) is not None
        or _TURN_DISPUTED.search(description) is not None
        or ("onneur" in description and _DEALER_CORRECTED.search(description) is not None)
    )


def turn_relation(description: str, whole: str = "") -> tuple[str, str] | None:
    """(`turn`'s answer, the words) when the words say who called and whose turn it was: his partner's
    (« partner »), his right-hand opponent's (« rho »), or his left-hand opponent's, for an opening
    (« lho_first ») or a call again (« lho_later »); None otherwise, or when two readings disagree."""
    if turn_contradicted(whole or description):
        return None
    found: set[tuple[str, str]] = set()
    for offender, turn, words in _statements(description, whole):
        step = (_ROTATION.index(turn) - _ROTATION.index(offender)) % 4
        if step == 2:
            found.add(("partner", words))
        elif step == 3:
            # `whole`: the description before its clauses were sifted (« lequel devait passer » is kept)
            obliged = (
                _rho_had_to_pass(whole or description, words, turn)
                or _obliged_before(whole or description, offender, turn)
                or _turn_obliged_said(whole or description, turn)
            )
            found.add(("rho_must_pass" if obliged else "rho", words))
        again = (
            _AGAIN.search(_RELATIVE.sub(" ", words)) or len(_ANY_CONTRACT.findall(words)) > 1
        )  # « ouvre 1♣ et enchaîne avec 1♠ »; « Ouest, qui n'avait pas encore parlé, ouvre »: his first call
        had_called = _offender_had_called(whole or description, offender) if step == 1 else None
        if (
            step == 1
            and not again
            and had_called is not True
            and (
                _OPENED.search(words)
                or _dealers_first_turn(whole or description, words, turn)
                or had_called is False
            )
        ):
            found.add(("lho_first", words))
        elif (
            step == 1
            and (again or had_called)
            and (not _OPENED.search(words) or len(_ANY_CONTRACT.findall(words)) > 1)
        ):
            found.add(("lho_later", words))
    answers = {answer for answer, _ in found}
    return next(iter(found)) if len(answers) == 1 and len(found) == 1 else None


def dealers_partner_called(description: str) -> tuple[str, str] | None:
    """Tester11 X7: (`turn`'s answer « partner », the words) when the words say the dealer's partner called
    before the dealer had spoken; read in the whole description (« n'avait pas parlé » is the fact, not a
    denial), never in a question."""
    said = _DEALERS_PARTNER.search(description)
    if said is None or "?" in description or _DENIED.search(said["call"]):
        return None
    return "partner", said[0]


# « le partenaire du donneur a ouvert 1♥ alors que le donneur n'avait pas parlé », « … avant le donneur ».
_DEALERS_PARTNER = re.compile(
    rf"\b(?:le\s+)?partenaire\s+du\s+donneur\s+(?P<call>(?:a\s+|avait\s+)?{_CALLED})\b[^,;.:!?()]{{0,20}}?"
    r"(?:,\s*)?(?:alors\s+que\s+le\s+donneur\s+n['’]\s*(?:avait|a)\s+(?:pas|rien)\s+(?:encore\s+)?(?:parl[ée]|dit|d[ée]clar[ée])"
    r"|avant\s+(?:le\s+donneur|que\s+le\s+donneur)\b)",
    re.IGNORECASE,
)


# Session 17 (finder26): a bid said « hors tour » without whose turn it was (« Nord a dit 1♦ hors tour », « Sud ouvre
# hors tour 1♠ », « 1♦ hors tour d'Est », « l'ouverture de Sud était hors tour »): the call is a bid (an opening is
# one), whatever the turn.
_BID_WORDS = r"(?:[1-7]\s*" + _STRAIN_WORD + r"(?![\w]))"
_BID_OUT_OF_TURN = re.compile(
    starting_with(
        "!(,.1234567:;?ENOSlnosu",
        rf"(?<![-\w])(?:{_SEAT})\s+(?:a\s+|avait\s+)?(?:ouvert|ouvre|dit|annonc[ée]|ench[ée]ri|pos[ée]|sorti)\s+"
        rf"(?:de\s+|d['’]\s*)?{_BID_WORDS}\s+hors\s+tour\b"
        rf"|(?<![-\w])(?:{_SEAT})\s+(?:a\s+|avait\s+)?(?:ouvert|ouvre|dit|annonc[ée]|ench[ée]ri|pos[ée]|sorti)\s+hors\s+tour\s+"
        rf"(?:de\s+|d['’]\s*)?{_BID_WORDS}"
        rf"|(?:^|[,;.:!?(]\s*|\b(?:un|le|son)\s+){_BID_WORDS}\s+hors\s+tour\b"
        r"|\b[Oo]uverture\s+hors\s+tour\b|\bl['’]\s*ouverture\s+(?:de\s+|d['’]\s*)?(?:\S+\s+)?(?:était|etait|est|a\s+été)\s+hors\s+tour\b",
    )
)


_OVER_IT = re.compile(r"\bpar[- ]dessus\b|\bau[- ]dessus\b|\bderri[èe]re\b", re.IGNORECASE)


_SEAT_FIRST = re.compile(rf"(?<![-\w]){_SEAT}")  # the seat the call's words start with


def call_out_of_turn(description: str) -> tuple[str, str] | None:
    """(`call`'s answer, the words): what the one call said to come before its turn was, a natural
    pass, a double or a bid; None when the words do not say, say two, or the pass may be conventional."""
    found: set[tuple[str, str]] = set()
    for said in _BID_OUT_OF_TURN.finditer(description):
        if not _DENIED.search(said[0]):
            found.add(("bid", said[0].lstrip(",;.:!?( ")))
    # « …, et Est a enchéri par-dessus » is the call over the one out of turn (its acceptance, 29A), not that call;
    # two seats' calls out of turn left: whose is asked.
    statements = [said for said in _statements(description) if not _OVER_IT.search(said[2])]
    if len({offender for offender, _, _ in statements}) > 1:
        return None
    for offender, _, words in statements:
        if (seat := _SEAT_FIRST.match(words)) is None:
            continue  # the call said as a noun (« ouverture hors tour de Sud »): its own patterns read it
        said = words[len(seat[0]) :]
        kind = next((kind for pattern, kind in _CALL_KIND if pattern.search(said)), None)
        if kind == "double" and _last_bidder(description[: description.find(words)]) in (
            offender,
            _PARTNER[offender],
        ):
            kind = (
                "inadmissible_double"  # « Nord ouvre 1♥, Sud contre »: no opponent's bid to double (19A1, 36)
            )
        if kind is not None:
            found.add((kind, words))
    if not found:
        return call_by_its_verb(description)  # no seat's statement: the call in its out-of-turn clause
    if len({kind for kind, _ in found}) != 1 or _NOT_NATURAL.search(description):
        return None
    if any(kind == "double" for kind, _ in found) and _PARTNERS_CALL.search(description):
        return None  # « a contré au tour de Nord le 1♥ de son partenaire »: maybe partner's bid doubled (36), asked
    return min(found)

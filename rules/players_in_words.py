"""Who did what, read from the seats typed (issue 37 §1, round 5 session 7): two defenders leading, the
seats that revoked, the seat disconnected, the next player after a click. Pure: words in, seats out.
The seats and roles themselves are `rules/seats_in_words.py`'s."""

from __future__ import annotations

import re

from rules.asked_in_words import CORRECTING
from rules.regex_start import starting_with
from rules.seats_in_words import SEAT_PATTERN as _SEAT
from rules.seats_in_words import declarer_seat, defender_seats, partner_of
from rules.seats_in_words import seat_name as _seat
from rules.words_matching import stated_clauses

_ROTATION = ("nord", "est", "sud", "ouest")


# A defender putting a card on the table as a lead (« Ouest a entamé », « puis Est, qui devait entamer, a
# posé le R♠ »), or his partner doing so after him (« son partenaire a posé une carte lui aussi »).
_LEAD_ACT = (
    r"(?:entam[ée]e?|entame(?!r)|pos[ée]e?|pose(?!r)|retourn[ée]e?|retourne(?!r)|mis|met|sorti|sort(?!ir))\b"
)
_PUTS_DOWN = re.compile(
    # « c'est Nord qui a entamé »: the seat, then « qui » and a past act (« c'est Sud qui entame » says whose turn)
    # auditor25 (s22): « puis Est (qui devait entamer) pose … »: an aside in brackets as between commas.
    starting_with(
        "ENOSlnos",
        rf"(?<![-\w])({_SEAT}|[Ss]on\s+partenaire|l['’]autre\s+d[ée]fenseur)(?:\s*,[^,;.:!?]{{0,40}},|\s*\([^()]{{0,40}}\))?"
        rf"(?:\s+qui(?=\s+(?:a|avait)\b))?"
        rf"\s+(?:(?:a|avait|aussi|lui\s+aussi|elle\s+aussi|ensuite|à\s+son\s+tour|alors|a\s+aussi|a\s+ensuite|"
        # auditor17 (s15): « et Est a également sorti une carte tout de suite après », « Est, aussitôt, pose… »
        rf"[ée]galement|aussit[ôo]t|tout\s+de\s+suite|de\s+son\s+c[ôo]t[ée]|en\s+m[êe]me\s+temps)\s+){{0,2}}{_LEAD_ACT}",
    )
)


def two_leaders(description: str) -> bool:
    """Whether the words put two players' cards down as a lead (two seats, or one and « son partenaire »):
    both defenders led (54, `both_defenders`), or the words are unclear; never one wrong defender."""
    leaders = {
        _seat(m[1]) if _A_SEAT.fullmatch(m[1]) else "partner" for m in _PUTS_DOWN.finditer(description)
    }
    leaders |= {
        _seat(seat) for m in _BOTH_PUT_DOWN.finditer(description) for seat in m.groups()
    }  # one act, two seats
    if (declarer := declarer_seat(description)) is not None:
        leaders -= {declarer, partner_of(declarer)}  # the declarer's or the dummy's card is no lead
    return len(leaders) > 1


# « Nord et Est ont entamé en même temps », « Ouest et Nord ont tous les deux posé une carte »: two seats, one act.
# finder72 (W2): the present too (« N et S entament ensemble », « Nord et Sud posent chacun une carte »).
_BOTH_PUT_DOWN = re.compile(
    rf"(?<![-\w])({_SEAT})\s+et\s+({_SEAT})(?![-\w])\s+(?:(?:ont|avaient)\s+(?:(?:tous\s+les\s+(?:deux|2)|chacun|"
    rf"aussi|ensemble|en\s+m[êe]me\s+temps)\s+)?{_LEAD_ACT}|(?:entament|posent|retournent|mettent|sortent)\b)"
)


# « les deux défenseurs ont entamé, Nord et Est », « Nord et Est, les deux défenseurs, ont entamé », « deux entames en
# même temps : Nord et Est »: a pair of seats in the sentence of a lead that names two leaders.
_LEAD_SENTENCE = re.compile(r"[^.;!?\n]+")
_LEAD_WORD = re.compile(r"\b(?:entam\w*|entame)\b", re.IGNORECASE)
_DEFENDERS = re.compile(r"\bd[ée]fenseurs\b", re.IGNORECASE)
_TWO_OF_THEM = re.compile(r"\b(?:deux|2|ensemble|chacun|en\s+m[êe]me\s+temps)\b", re.IGNORECASE)
_A_SEAT = re.compile(_SEAT)
_SEAT_PAIR = re.compile(rf"(?<![-\w])({_SEAT})\s+et\s+(?:d['’]\s*|de\s+)?({_SEAT})(?![-\w])")


def leaders_not_partners(description: str) -> bool:
    """Whether two seats the words put a lead down for are not partners (« Nord a entamé puis Est a entamé aussi »):
    they cannot both defend, one is the presumed declarer or dummy (24, 54E), so never `both_defenders` (tester21
    P13); the director asks who is the declarer."""
    pairs = [match.groups() for match in _BOTH_PUT_DOWN.finditer(description)]
    pairs += [
        match.groups()
        for sentence in _LEAD_SENTENCE.findall(description)
        if _LEAD_WORD.search(sentence) and (_DEFENDERS.search(sentence) or _TWO_OF_THEM.search(sentence))
        for match in _SEAT_PAIR.finditer(sentence)
    ]
    if any(_seat(second) not in (_seat(first), partner_of(_seat(first))) for first, second in pairs):
        return True  # « Nord et Est ont entamé », « les deux défenseurs, Nord et Est »: one act, whoever declares
    seats = {_seat(m[1]) for m in _PUTS_DOWN.finditer(description) if _A_SEAT.fullmatch(m[1])}
    if (declarer := declarer_seat(description)) is not None:
        seats -= {declarer, partner_of(declarer)}  # their cards played to it are no lead
    return any(other not in (seat, partner_of(seat)) for seat in seats for other in seats)


# tester24 P12 (session 22, finder42): a seat saying the lead was his (« Ouest a dit attends c'est moi qui entame »,
# « Est proteste : c'est à moi d'entamer »): the rightful opening leader by his own account.
_CLAIMS_THE_LEAD = re.compile(
    rf"(?<![-\w])({_SEAT})\s+(?:a\s+|avait\s+)?(?:dit|dis|disait|crie|cri[ée]|proteste|protest[ée]|r[ée]agi\w*|lanc[ée]|lance|"
    rf"fait\s+remarquer|signal[ée]|signale|r[ée]clam[ée]|r[ée]clame|objecte|object[ée]|s['’]\s*est\s+exclam[ée]|intervient|"
    rf"est\s+intervenu)\b[^.;!?]{{0,40}}?\bc['’]\s*(?:est|[ée]tait)\s+(?:à\s+|a\s+)?moi\b"
)


def lead_claimed_by_an_opponent(description: str) -> bool:
    """Whether a seat says the opening lead was his while the words put a lead down by a seat that is neither he nor
    his partner (« Sud a entamé face cachée puis Ouest a dit c'est moi qui entame »): if he is right, the card is the
    presumed dummy's or declarer's (41A, 54E → 24), not a defender's; his word against the card, the director asks."""
    claimants = {_seat(m[1]) for m in _CLAIMS_THE_LEAD.finditer(description)}
    leaders = {_seat(m[1]) for m in _PUTS_DOWN.finditer(description) if _A_SEAT.fullmatch(m[1])} - claimants
    return any(leader not in (claimant, partner_of(claimant)) for leader in leaders for claimant in claimants)


# « Est a renoncé à cœur, puis Ouest a renoncé à trèfle »: each seat the words say revoked.
REVOKED = re.compile(
    starting_with(
        "ENOSnos",
        # auditor30 (s26): the seat with an apposition (« Ouest, son partenaire, renonce à cœur »)
        rf"(?<![-\w])({_SEAT})(?:\s*\([^)]{{0,20}}\)|\s*,\s*[^,;.:!?()]{{1,30}}?,)?\s+(?:a\s+|avait\s+)?(?:aussi\s+|lui\s+aussi\s+|encore\s+|ensuite\s+)?"
        rf"(?:renonc\w*|n['’]\s*a\s+pas\s+fourni|a\s+pas\s+fourni|pas\s+fourni)",
    )
)


# reviewer22 #4, ops26: words that correct their revoker after naming him (« Est a renoncé ; non, en fait c'est Sud »,
# « c'est en fait Sud qui n'a pas fourni », « en réalité c'est le déclarant qui avait encore du cœur »).
_CORRECTED = re.compile(
    # reviewer26 P-1b: also a bare seat after the correction (« je corrige : Sud », « euh non, Sud »)
    rf"\b(?:(?i:{CORRECTING}|euh\s+non|non\s+pardon)\s*[,:]?\s*(?:c['’]\s*(?:est|[ée]tait))?"
    r"|c['’]\s*(?:est|[ée]tait)\s+(?:en\s+fait|en\s+r[ée]alit[ée]|plut[ôo]t|finalement))\s*"
    rf"(?:(?<![-\w]){_SEAT}(?![-\w])|(?:le|la)\s+(?:d[ée]clarant|d[ée]cla|mort)\b|son\s+partenaire\b|"
    r"l['’]\s*autre\s+d[ée]fenseur\b)"
)


_SENTENCE_END = re.compile(
    r"(?<!\.)\.(?!\.)|[!?\n]"
)  # (an ellipsis « ... » goes on: « Sud... non, pardon, Est »)


def taken_back_after(description: str, end: int, until: int | None = None) -> bool:
    """Do the words take back the player named just before `end` for another (`_CORRECTED`, in the same sentence and
    before `until`: « Est a renoncé, non attends, Ouest a renoncé », « Est a entamé, non attends, c'était Ouest »)?
    The player first named is then no evidence (85A: the writer's own word withdrawn), reviewer27 R-4, R-10."""
    correction = _CORRECTED.search(description, end)
    return (
        correction is not None
        and correction.start() < (len(description) if until is None else until)
        and not _SENTENCE_END.search(description, end, correction.start())
    )


def revoker_corrected(description: str) -> bool:
    """Whether the words, after naming a seat that revoked, say it was in fact another player (« non, en fait c'est
    Sud »): the seat first named is then no evidence of the offender (64A1 against 64A2)."""
    first = REVOKED.search(description)
    return first is not None and _CORRECTED.search(description, first.end()) is not None


def revoker_taken_back(description: str) -> bool:
    """Whether a seat the words say revoked with its role in brackets (« Est (déf.) renonce pique, enfin non, c'est le
    mort ») is taken back for another in its sentence (`taken_back_after`): the role is the tag's, not the seat's, so
    who revoked is asked (reviewer30 T-28). A bare seat taken back is `revoking_seats`' (the seat named after)."""
    return any(
        "(" in told[0] and taken_back_after(description, told.end()) for told in REVOKED.finditer(description)
    )


def revoking_seats(description: str) -> dict[str, str]:
    """The seats the words name as revoking (« Est a renoncé », « Ouest n'a pas fourni »), each with its words; a
    seat the writer takes back (`taken_back_after`, before the next revoke told) is no revoker (reviewer27 R-4: one
    revoke told, 64A, never two, 64B2)."""
    found: dict[str, str] = {}
    told = list(REVOKED.finditer(description))
    for match, after in zip(told, [*told[1:], None], strict=False):
        if not taken_back_after(description, match.end(), None if after is None else after.start()):
            found.setdefault(_seat(match[1]), match[0])
    return found


# A revoke one player only reports (« le déclarant signale que Ouest a renoncé », « Nord dit : attendez, Est
# a renoncé ! », « le mort signale une renonce d'Est »): an allegation, not a revoke the director found or
# the players agreed (66C, 85A1). A reporting verb, then what it reports: « que … », « : … », « « … », or the
# revoke itself as its object. « on », « je », « l'arbitre » report what everybody saw: not one player's word.
REPORTS = re.compile(
    r"(?<![\w'’])(?:signal(?:e|ent|é|ait|aient)|a\s+signalé|ont\s+signalé|(?:fait|font|a\s+fait|ont\s+fait)\s+"
    r"(?:remarquer|observer|savoir)|remarque|remarquent|a\s+remarqué|ont\s+remarqué|indique|indiquent|annonce|"
    r"annoncent|crie|crient|s['’]\s*(?:é|e)crie|s['’]\s*exclame|proteste|protestent|réclame|reclame|réclament|"
    r"reclament|explique|expliquent|raconte|racontent|prévient|previent|rapporte|rapportent|déclare|declare|"
    r"précise|precise|assure|assurent|certifie|estime|estiment|trouve|trouvent|dit|disent|affirme|affirment|"
    r"prétend|pretend|prétendent|soutient|soutiennent|accuse|accusent|pense|pensent|croit|croient|jure|jurent|"
    r"plaint|plaignent|plaignait|plaignaient|"  # finder50: a complaint is one side's word
    r"reproche|reprochent|reprochait|reprochaient|a\s+reproché|ont\s+reproché|"  # reviewer26 P-11b: a reproach too
    r"(?:vient|viennent|venu|venus)\s+(?:me\s+|m['’]\s*)?dire)"
    r"(?![\w'’])"
)
_REPORTED = re.compile(
    r"^\s*(?:(?:à|a|au|aux)\s+(?:l['’]\s*arbitre|son\s+partenaire|[\w'’]+(?:\s+[\w'’]+)?)\s+)?"
    r"(?:que\b|qu['’]|:|«|\"|(?:une|la|sa|cette|la\s+)?\s*renonce\b|d['’]\s*avoir\b)"  # « reproche à Est d'avoir … »
)
_EVERYONE = re.compile(
    r"(?<![\w'’])(?:on|je|j['’]|nous|l['’]\s*arbitre|tout\s+le\s+monde|tous|personne)(?![\w'’])"
)
_REVOKE_WORDS = re.compile(r"renon[cç]|fourni|alors\s+qu['’]|en\s+ayant|avait\s+encore|lui\s+restait")
# The revoke said by the director himself, outside any report (« Est a renoncé à cœur ; Nord le signale »).
_REVOKE_SAID = re.compile(
    starting_with(
        "anor",
        r"(?<![\w'’])(?:a|avait|ont|avaient)\s+(?:\w+\s+)?renonc|(?:n['’]\s*)?(?:a|avait)\s+pas\s+fourni|"
        r"(?<![\w'’])renonce\s+(?:à|a)\s+(?:pique|c(?:œ|oe)ur|carreau|trèfle|trefle|♠|♥|♦|♣)|"
        r"alors\s+qu['’]\s*(?:il|elle)\s+(?:avait|a|lui\s+restait)",
    )
)
# Words that say the revoke is agreed or shown: then the report is the fact (« …, Ouest reconnaît »).
_AGREED = re.compile(
    r"(?<![\w'’])(?:reconna\w*|admet\w*|avou\w*|confirm\w*|acquiesc\w*|v[ée]rifi\w*|tout\s+le\s+monde\s+(?:est\s+)?d['’]\s*accord|"
    r"(?<!pas )(?<!pas\s)d['’]\s*accord|on\s+(?:le\s+)?voit|on\s+constate|l['’]\s*arbitre\s+constate|les\s+cartes\s+montrent|on\s+retrouve)"
)


def revoke_agreed(description: str) -> bool:
    """Do the words say the revoke is agreed or shown to all (`_AGREED`: « Ouest reconnaît », « on voit qu'il avait
    encore le 8 »)? Then one player's report of it is the fact."""
    return _AGREED.search(description.lower()) is not None


_SENTENCE = re.compile(r"[.!?\n]+")
# A player's words quoted after his name and a colon (« Nord : « il a renoncé à trèfle » »): his report.
_SPEAKER = re.compile(
    rf"(?:^|[.;!?\n]\s*)(?:{_SEAT}|[Ll]e\s+mort|[Ll]e\s+d[ée]cla\w*)\s*:\s*[«\"“]([^»\"”]*)[»\"”]?"
)
_QUOTED = re.compile(r"[«\"“][^»\"”]*[»\"”]")


def reported_revoke(description: str) -> str | None:
    """The words by which one player only reports the revoke (`REPORTS`), when the director's own words
    state it nowhere else and nothing says it is agreed; None otherwise."""
    text = description.lower()
    if _AGREED.search(text):
        return None
    quoted = next((m for m in _SPEAKER.finditer(description) if _REVOKE_WORDS.search(m[1].lower())), None)
    if quoted is not None and not _REVOKE_SAID.search(_QUOTED.sub(" ", text)):
        return quoted[0].strip(" .;!?\n")  # « Nord : « il a renoncé » » and nothing more: his word only
    said_outside = False
    report: str | None = None
    for sentence in _SENTENCE.split(text):
        start = 0
        for verb in REPORTS.finditer(sentence):
            clause_start = max(sentence.rfind(mark, 0, verb.start()) for mark in ",;:(") + 1
            if _EVERYONE.search(sentence[clause_start : verb.start()]):
                continue
            if (told := _REPORTED.match(sentence[verb.end() :])) is None:
                continue
            if _REVOKE_SAID.search(sentence[start : verb.start()]):
                said_outside = True
            content = sentence[verb.end() :]
            if _REVOKE_WORDS.search(content):
                report = report or (verb[0] + told[0].rstrip())
            start = len(sentence)
            break
        if _REVOKE_SAID.search(sentence[start:]):
            said_outside = True
    return report if report is not None and not said_outside else None


# « en défense Sud a défaussé… », « Sud, en défense, … », « Est (déf) … »: a seat said to defend.
_IN_DEFENCE = re.compile(rf"\b[Ee]n\s+(?:d[ée]fense|d[ée]f|flanc)\s*,?\s+({_SEAT})(?![-\w])")
_ANY_SEAT = re.compile(rf"(?<![-\w'’])({_SEAT})(?![-\w])")


def defenders_only(description: str, tagged: set[str], declarer: str | None) -> str | None:
    """The defending seat the words name, when every seat they name defends: said to defend (`tagged`,
    « Ouest (défense) », « en défense Sud »), his partner, or either defender of the final contract
    (`declarer`); None when a seat of the declaring side is named, or none defends (the revoke of a
    clause whose subject is « il » is then a defender's, whoever he is)."""
    tagged = tagged | {_seat(m[1]) for m in _IN_DEFENCE.finditer(description)}
    if declarer is not None:
        if declarer in tagged or _ROTATION[(_ROTATION.index(declarer) + 2) % 4] in tagged:
            return None  # the words contradict themselves: ask
        tagged = tagged | {seat for seat in _ROTATION if seat not in (declarer, _opposite(declarer))}
    if not tagged:
        return None
    defenders = tagged | {_opposite(seat) for seat in tagged}
    named = [(_seat(m[1]), m[0]) for m in _ANY_SEAT.finditer(description)]
    if not named or any(seat not in defenders for seat, _ in named):
        return None
    return named[0][1]


def _opposite(seat: str) -> str:
    return _ROTATION[(_ROTATION.index(seat) + 2) % 4]


# A call on the next board (64B4): « EO avaient déjà ouvert 1SA sur l'étui suivant quand on a vu la renonce
# de Nord », « quand Nord avait déjà passé sur la donne suivante ». The caller is a seat or a pair.
_PAIR = r"(?:NS|EO|N-S|E-O|N/S|E/O|Nord-Sud|Est-Ouest|les\s+NS|les\s+EO)"
_CALLER = re.compile(
    rf"(?<![-\w'’])({_SEAT}|{_PAIR}|le\s+camp\s+non\s+fautif)(?![-\w/])\s+(?:avai(?:en)?t\s+|a\s+|ont\s+|avaient\s+)?(?:d[ée]j[àa]\s+)?"
    r"(?:ouvert|ouvre|ouvrent|pass[ée]|passe|passent|contr[ée]|ench[ée]ri|d[ée]clar[ée]|dit\s+[1-7]|parl[ée])\b"
)
_NEXT_BOARD = re.compile(r"\b(?:donne|[ée]tui|board)\s+suivante?\b|\bla\s+suivante\b", re.IGNORECASE)
_NOT_DONE = re.compile(r"\b(?:pas|jamais|rien|ne|n['’]|si|avant)\b|[?]", re.IGNORECASE)
_REVOKE_OF = re.compile(
    rf"\brenonces?\s+(?:de\s+|d['’]\s*)({_SEAT})(?![-\w])(?:\s+et\s+(?:de\s+|d['’]\s*)?({_SEAT})(?![-\w]))?"
    rf"|(?<![-\w'’])({_SEAT})\s+(?:a\s+)?(?:avou[ée]|reconnu|admis)\s+sa\s+renonce"
)
_SIDE = {"nord": "ns", "sud": "ns", "est": "eo", "ouest": "eo"}


_CLAUSE_BREAK = re.compile(r"[,;.:!?()]")
_NOTE_IN_BRACKETS = re.compile(r"\s*\([^()]{0,25}\)")


def next_board_call(description: str) -> str | None:
    """The words of a call on the next board by the side that did not revoke (64B4: « after a call by the
    non-offending side on the next board »), said in the clause that names the next board; None when the
    words name no revoker, two, a call of the offending side, or say it only as a question, a denial, « avant »."""
    if not _NEXT_BOARD.search(description):
        return None  # the cheap test first: most descriptions name no next board
    offenders = set(revoking_seats(description))
    offenders |= {_seat(seat) for m in _REVOKE_OF.finditer(description) for seat in m.groups() if seat}
    if len({_SIDE[seat] for seat in offenders}) != 1:
        return None
    side = _SIDE[offenders.pop()]
    said: set[str] = set()
    # « Sud (non fautif) a ouvert … »: the note in brackets is no clause of its own
    for clause in _CLAUSE_BREAK.split(_NOTE_IN_BRACKETS.sub("", description)):
        if not _NEXT_BOARD.search(clause):
            continue
        for match in _CALLER.finditer(clause):
            caller = match[1]
            if caller.startswith("le"):  # « le camp non fautif avait ouvert 1SA »
                caller_side = "eo" if side == "ns" else "ns"
            else:
                caller_side = (
                    _SIDE[_seat(caller)] if _A_SEAT.fullmatch(caller) else ("ns" if "N" in caller else "eo")
                )
            if caller_side == side or _NOT_DONE.search(clause):
                return None  # the offending side's own call (another case), or not said plainly: ask
            said.add(match[0])
    return min(said) if said else None


# The revoke shown by a later card of the same suit (61A, 63A1): « Sud (déf) a défaussé un pique sur le
# carreau, …, et à la levée suivante Sud a fourni le 4 de carreau », « … il a défaussé, et deux levées plus tard
# il fournit un cœur ». The suit led when he discarded or ruffed, then a card of that suit from him at a later
# trick; no other seat named as its player.
_SUIT = r"(pique|c[oœ]e?ur|carreau|tr[eè]fle|♠|♥|♦|♣)"
_DISCARDED = re.compile(
    rf"(?<![-\w'’])({_SEAT}|il|elle|le\s+d[ée]cla\w*|le\s+mort)(?:\s*\([^)]{{0,25}}\))?\s+(?:a\s+)?(?:d[ée]fauss\w*|coup\w*)\b"
    rf"(?:[^.;:!?]{{0,40}}?\bsur\s+(?:le\s+|la\s+|l['’]\s*|un\s+|une\s+|son\s+)?(?:\w+\s+){{0,3}}?(?:(?:de|du|d['’])\s*)?{_SUIT}"
    # reviewer29 S-4: the round ruffed (« a coupé le deuxième tour de trèfle »)
    rf"|\s+(?:le\s+)?(?:\w+\s+)?tour\s+(?:de\s+|d['’]\s*){_SUIT})",
    re.IGNORECASE,
)
_LATER = re.compile(
    r"\b(?:plus\s+tard|suivante?|d['’]\s*apr[eè]s|ensuite|apr[eè]s)\b[^.;!?]{0,30}?"
    rf"(?<![-\w'’])({_SEAT}|il|elle)\s+(?:a\s+)?(?:fourni\w*|fournit|jou[ée]|joue|sorti|sort|mis|met)\s+"
    rf"(?:(?:un|une|le|la|l['’]|du|son|sa)\s*(?:\w+\s+){{0,2}}?(?:(?:de|du|d['’])\s*)?|(?=[^\W\d_]))(?<![\w'’]){_SUIT}",
    re.IGNORECASE,
)
_LATER_WORD = re.compile(starting_with("aeps", r"plus\s+tard|suivant|apr[eè]s|ensuite"), re.IGNORECASE)
_SUITS = {"p": "S", "c": "H", "♥": "H", "♠": "S", "♦": "D", "♣": "C", "t": "C"}


def _suit(word: str) -> str:
    folded = word.casefold()
    return "D" if folded.startswith("carr") or folded == "♦" else _SUITS.get(folded[0], "?")


_NONE_OR_SUPPOSED = re.compile(r"\b(?:pas|plus\s+de|jamais|aucun|si|ne|n['’])\b", re.IGNORECASE)


def shown_by_a_later_card(description: str) -> str | None:
    """The words of the later card that shows the revoke (the same suit as the trick he discarded or ruffed on,
    played by him at a later trick), when the words say so plainly; None otherwise."""
    if "?" in description or not _LATER_WORD.search(description):
        return None  # the cheap test first: no later moment said
    discards = list(_DISCARDED.finditer(description))
    if len(discards) != 1:
        return None
    first = discards[0]
    suit = first[2] or first[3]  # on the trick's suit, or the round's
    later = _LATER.search(description, first.end())
    if later is None or _suit(later[2]) != _suit(suit) or _suit(suit) == "?":
        return None
    subject, player = first[1].casefold(), later[1].casefold()
    if player not in ("il", "elle") and player != subject:
        return None  # another player's card: says nothing of the revoke
    between = description[first.start() : later.end()]
    if _NONE_OR_SUPPOSED.search(between):
        return None  # « il n'avait plus de cœur… », a supposition: asked
    return later[0]


# The offender or his partner playing to the next trick (63A1): « E a renoncé …, O a fourni à la suivante ».
_NEXT_TRICK_PLAY = re.compile(
    rf"(?<![-\w'’])({_SEAT})(?:\s*\([^)]{{0,25}}\))?\s+(?:a\s+|avait\s+)?(?:d[ée]j[àa]\s+)?"
    r"(?:fourni|jou[ée]|rejou[ée]|attaqu[ée]|entam[ée]|mis\s+une\s+carte)\b[^,;.:!?]{0,20}?"
    r"\b(?:[àa]|sur)\s+la\s+(?:lev[ée]e\s+)?(?:suivante|d['’]\s*apr[eè]s)\b"
)


# The revoker said as « il » (« Ouest a défaussé … alors qu'il en avait, et il a déjà rejoué à la levée d'après »):
# his own card to the next trick when the last player named before it is he.
_HE_PLAYED_NEXT = re.compile(
    r"(?<![-\w'’])(?:il|elle)\s+(?:a\s+|avait\s+)?(?:d[ée]j[àa]\s+|ensuite\s+|aussit[ôo]t\s+)?"
    r"(?:fourni|jou[ée]|rejou[ée]|attaqu[ée]|mis\s+une\s+carte)\b[^,;.:!?]{0,20}?"
    r"\b(?:[àa]|sur)\s+la\s+(?:lev[ée]e\s+)?(?:suivante|d['’]\s*apr[eè]s)\b",
    re.IGNORECASE,
)
_NAMED = re.compile(
    rf"(?<![-\w'’])({_SEAT})|\b(?:d[ée]clarant|d[ée]cla|mort|partenaire|d[ée]fenseurs?|adversaires?)\b"
)


def _he_played_next(description: str, offender: str) -> str | None:
    plays = list(_HE_PLAYED_NEXT.finditer(description))
    if len(plays) != 1 or _SUPPOSING.search(description, 0, plays[0].start()):
        return None
    named = list(_NAMED.finditer(description, 0, plays[0].start()))
    if not named or named[-1][1] is None or _seat(named[-1][1]) != offender:
        return None  # « Sud a pris la levée et il a rejoué … »: another player's card
    return plays[0][0]


_NOT_OR_SUPPOSED = re.compile(r"\b(?:pas|jamais|ni|si|ne|n['’])\b", re.IGNORECASE)
# « s'il avait joué à la levée suivante, la renonce serait consommée » (reviewer24 P-4): a supposition just before
# the play, « s'il », « si il », « s il » as typed; or 63A1 told as the rule (reviewer25 P-5: « la renonce n'est
# consommée que quand il joue à la levée suivante », « dès que son partenaire joue »).
_SUPPOSING = re.compile(
    r"(?:\bsi?(?:['’]\s*|\s+)|\b(?:quand|lorsqu['’]?|lorsque|d[èe]s\s+qu['’]?|d[èe]s\s+que|une\s+fois\s+qu['’]?|"
    r"une\s+fois\s+que)\s*)(?:il|elle|ils|son|sa|le|la|lui|leur)?\s*$",
    re.IGNORECASE,
)


def offending_side_played_next(description: str) -> str | None:
    """The words of a card the revoker or his partner played to the next trick, when one seat revoked and the
    words say it plainly; None otherwise (the other side's play does not establish the revoke)."""
    if "?" in description or not _LATER_WORD.search(description):
        return None  # the cheap test first: no next trick said
    revokers = set(revoking_seats(description))
    if len(revokers) != 1:
        return None
    (offender,) = revokers
    plays = list(_NEXT_TRICK_PLAY.finditer(description))
    if not plays and (his := _he_played_next(description, offender)) is not None:
        supposed = _SUPPOSING.search(description, 0, max(description.find(his), 0))
        return None if _NOT_OR_SUPPOSED.search(his) or supposed else his
    if len(plays) != 1 or _seat(plays[0][1]) not in (
        offender,
        _ROTATION[(_ROTATION.index(offender) + 2) % 4],
    ):
        return None
    if _NOT_OR_SUPPOSED.search(plays[0][0]) or _SUPPOSING.search(description, 0, plays[0].start()):
        return None
    return plays[0][0]


# Two calls made at once (33): « Est et Sud ont posé leur carton en même temps, c'était à Est », « Ouest (c'était
# son tour) et Nord ont parlé en même temps », « Nord, donneur, et Sud ont posé un carton en même temps ». The
# offender is the one whose turn it was not; the answer is where the other sits from him.
_TOGETHER = re.compile(
    starting_with(
        "ENOScnos",
        rf"(?<![-\w])(?P<a>{_SEAT})(?P<a_turn>\s*\(c['’]\s*(?:é|e)tait son tour\)|\s*,\s*donneur\s*,)?\s+et\s+(?P<b>{_SEAT})"
        r"(?![-\w])[^.;:!?]{0,60}?\ben\s+m[êe]me\s+temps\b"
        r"|c['’]\s*(?:é|e)tait\s+(?:à|a|au\s+tour\s+de)\s+(?P<t1>"
        + _SEAT
        + r")(?![-\w])[^.;:!?]{0,20}?\bet\s+(?P<c>"
        + _SEAT
        + r")(?![-\w])[^.;:!?]{0,40}?\ben\s+m[êe]me\s+temps\b",
    ),
    re.IGNORECASE,
)
_WHOSE_TURN = re.compile(
    rf"c['’]\s*(?:é|e)tait\s+(?:à|a|au\s+tour\s+(?:de\s+|d['’]\s*)|le\s+tour\s+(?:de\s+|d['’]\s*))\s*(?P<t>{_SEAT})(?![-\w])",
    re.IGNORECASE,
)
_TURN_ORDER = ("nord", "est", "sud", "ouest")
_TOGETHER_WITH = {1: "with_lho", 2: "with_partner", 3: "with_rho"}


def simultaneous_turn(description: str) -> tuple[str, str] | None:
    """(`turn`'s answer « with_lho », « with_partner » or « with_rho », the words) when the words tell two
    seats calling at once and whose turn it was; None otherwise, or in a question."""
    if "?" in description:
        return None
    found = list(_TOGETHER.finditer(description))
    if len(found) != 1:
        return None
    said = found[0]
    if said["t1"]:
        turn, other = _seat(said["t1"]), _seat(said["c"])
        pair = {turn, other}
    else:
        pair = {_seat(said["a"]), _seat(said["b"])}
        if said["a_turn"]:
            turn = _seat(said["a"])
        else:
            whose = {_seat(m["t"]) for m in _WHOSE_TURN.finditer(description)}
            if len(whose) != 1:
                return None
            turn = next(iter(whose))
        other = next(iter(pair - {turn}), None)
    if (
        len(pair) != 2
        or turn not in pair
        or other is None
        or turn not in _TURN_ORDER
        or other not in _TURN_ORDER
    ):
        return None
    step = (_TURN_ORDER.index(turn) - _TURN_ORDER.index(other)) % 4
    return _TOGETHER_WITH[step], said[0]


# « Le mort, qui avait regardé la main d'Est, signale… », « le mort a jeté un œil sur les cartes d'Ouest ; il signale… »: the
# dummy's breach of 43A2 — (a) hands exchanged with declarer, (b) his seat left to watch the play, (c) the face of a card
# in a defender's hand looked at — then his drawing attention to an irregularity (43B3), also told in a relative clause
# (a vocabulary pattern never reads across its commas). Looking at the declarer's (his partner's) cards, leaving the
# table for another reason or seeing a card by accident is no breach (reviewer21 #2); a breach denied or supposed
# (« qui n'avait pas regardé », « qui aurait regardé ») is not read.
_DUMMY_BREACH = re.compile(
    r"\b[Ll]e\s+mort\s*(?:,\s*)?(?P<breach>(?:qui\s+)?(?:avait|a|était|etait|est|s['’]\s*(?:était|etait|est))\s+(?:d[ée]j[àa]\s+)?"
    r"(?:(?:regard[ée]|jet[ée]\s+un\s+(?:coup\s+d['’]\s*)?(?:œil|oeil)\s+(?:sur|[àa]|dans))\s+"
    r"(?:la\s+main|les\s+mains|les\s+cartes|le\s+jeu|une\s+carte|la\s+carte|les\s+jeux)\s+"
    r"(?P<owner>d['’]\s*un\s+\w+|d['’]\s*\w+|de\s+la\s+\w+|de\s+\w+|du\s+\w+|des\s+\w+)"
    r"|(?:lev[ée]|quitt[ée]\s+sa\s+place|all[ée]|parti|venu)\s+(?:pour\s+)?(?:regarder|voir|se\s+mettre\s+derri[èe]re"
    r"|derri[èe]re)\s+(?:le\s+jeu|la\s+main|les\s+cartes|jouer|le\s+d[ée]clarant|(?:d['’]\s*|de\s+)\w+)"
    r"|[ée]chang[ée]\s+sa\s+main)"
    r"[^,;.!?]*)[,;.]\s*(?:et\s+|puis\s+|ensuite\s+)?(?:(?:[\w'’]+\s+){0,4}?il\s+|le\s+mort\s+|c['’]\s*est\s+lui\s+qui\s+)?"
    r"(?:a\s+|avait\s+)?(?:ensuite\s+)?(?:(?:été|ete|est|était|etait)\s+(?:le\s+premier|la\s+premi[èe]re)\s+[àa]\s+)?"
    r"(?:signal\w*|fait\s+remarquer|attir\w*\s+l['’]\s*attention|rel[èe]v\w*"
    # auditor30 (s26): « c'est lui qui a dit le premier « Ouest a renoncé ! » » — the dummy's own words quoted
    r"|dit\s+(?:le\s+premier\s+|en\s+premier\s+)?[«\"]|s['’]\s*est\s+exclam\w*)"
)
_NO_BREACH = re.compile(
    r"\b(?:par\s+(?:accident|hasard|m[ée]garde)|tomb\w*|toilettes?|WC|t[ée]l[ée]phone)\b", re.IGNORECASE
)
_DEFENDING_ROLE = re.compile(r"(?:d[ée]fenseurs?|d[ée]fense|adversaires?|flanc)$", re.IGNORECASE)


def _a_defenders(owner: str, description: str) -> bool:
    """Is the hand of these words (« d'Est », « d'un défenseur », « des adversaires ») a defender's, by the words?"""
    last = owner.split()[-1].split("'")[-1].split("’")[-1]
    if _DEFENDING_ROLE.search(last):
        return True
    if not _A_SEAT.fullmatch(last):
        return False  # « du déclarant », « de son partenaire », « de Paul »: not a defender's by the words
    seat, declarer = _seat(last), declarer_seat(description)
    if declarer is not None:
        return seat not in (declarer, partner_of(declarer))
    return bool({seat, partner_of(seat)} & defender_seats(description))


def dummy_breach_then_attention(description: str) -> str | None:
    """The words by which the dummy, after a breach of 43A2, drew attention to an irregularity, or None (also in a
    question, or when the breach is not stated plainly)."""
    if "?" in description or (found := _DUMMY_BREACH.search(description)) is None:
        return None
    if _NO_BREACH.search(found["breach"]) or (
        found["owner"] and not _a_defenders(found["owner"], description)
    ):
        return None
    return (
        found[0] if found["breach"] in stated_clauses(description) else None
    )  # « selon Est, le mort, qui … »


# tester22 P7: a concession the partner objects to is 68B2's only when a defender conceded — the words must say his side:
# a defender's word (« le défenseur », « Ouest (défense) »), the seat against the declarer the words name, or the
# tricks given « au déclarant ». « Est a concédé deux levées, Ouest a protesté » alone may be the declarer's (68B1).
_CONCEDER = re.compile(
    rf"(?<![-\w])({_SEAT})(?![-\w])\s*(?:\([^)]{{0,20}}\)\s*)?,?\s*(?:(?:a|avait|aussitôt|alors)\s+)*(?:conc[èée]d|dit\b)"
)
_TO_THE_DECLARER = re.compile(r"\bconc[èée]d\w*\s+[^.;!?]{0,30}?\bau\s+d[ée]cla\w*", re.IGNORECASE)
_DEFENDER_WORD = re.compile(r"\b(?:d[ée]fenseurs?|d[ée]fense|d[ée]f|flanc)\b", re.IGNORECASE)


def conceder_defends(description: str) -> bool:
    """Do the words say the player who conceded is a defender?"""
    if _DEFENDER_WORD.search(description) or _TO_THE_DECLARER.search(description):
        return True
    said = _CONCEDER.search(description)
    declarer = declarer_seat(description)
    return (
        said is not None and declarer is not None and _seat(said[1]) not in (declarer, partner_of(declarer))
    )

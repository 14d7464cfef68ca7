"""Who took the left-hand opponent's choice after a call out of turn (issue 37, tester8 T6): the topic
« Déclaration hors tour », read from the seats. Pure: words in, answers out; used by
`rules.vocabulary._evidence`.

The offender's left-hand opponent may accept a call out of turn, by calling over it or by saying so, or
refuse it (29A): « Ouest contre alors que c'était à Sud, Nord refuse le contre », « passe hors tour de
Nord, Est dit 1♥ par-dessus ». The offender is the one seat the words say called out of turn; the choice
counts only when its seat is his left-hand opponent (another seat's « j'accepte » decides nothing: the
director is asked), said in a plain clause (no question, « si », « peut-il »), and only one way.
"""

from __future__ import annotations

import re

from rules.regex_start import starting_with
from rules.seats_in_words import SEAT_PATTERN, SEAT_WORD, partner_of, seat_name
from rules.turns_in_words import calls_out_of_turn
from rules.words_matching import stated_clauses

_ROTATION = ("nord", "est", "sud", "ouest")
_STRAIN = r"(?:♠|♥|♦|♣|SA|sa|[Pp]iques?|[Cc]oeurs?|[Cc]œurs?|[Cc]arreaux?|[Tt]r[eè]fles?)"
# « passe hors tour de Nord », « l'enchère hors tour de Sud », « le 1♥ hors tour de N », « Est a contré hors tour ».
_OUT_OF_TURN = (
    re.compile(
        rf"\b(?:[Pp]asse|[Ee]nch[èe]re|[Dd][ée]claration|[Cc]ontre|[Ss]urcontre|[Oo]uverture|[1-7]\s*{_STRAIN})\s+hors\s+tour\s+"
        rf"(?:de\s+|d['’]\s*)({SEAT_PATTERN})(?![-\w])"
    ),
    re.compile(
        rf"(?<![-\w])({SEAT_PATTERN})\s+(?:a\s+|avait\s+)?(?:pass[ée]|passe|contr[ée]|contre|surcontr[ée]|"
        rf"ouvert|ouvre|dit|ench[ée]ri|d[ée]clar[ée])\b(?:\s+(?:de\s+)?[1-7]\s*{_STRAIN})?\s+hors\s+tour\b"
    ),
)
# A call of the seat: a bid, a pass, a double (« Est a déjà dit 1♠ derrière », « Nord a passé derrière »).
_CALL_OVER = re.compile(
    rf"(?<![-\w])({SEAT_PATTERN})\s*(?:\([^)]{{0,20}}\)\s*)?,?\s*(?:a\s+|avait\s+)?(?:d[ée]j[àa]\s+|aussit[ôo]t\s+|ensuite\s+)?"
    rf"(?:(?:dit|ouvre|ouvert|ench[ée]ri|annonc[ée]|d[ée]clar[ée])\s+(?:de\s+)?[1-7]\s*{_STRAIN}(?![\w])|"
    r"pass[ée]|passe|contr[ée]|contre|surcontr[ée]|surcontre|ench[ée]ri|d[ée]clar[ée])"
    r"(?=[^,;.:!?()]{0,25}?\b(?:par[- ]dessus|derri[eè]re|juste\s+apr[eè]s|juste\s+derri[eè]re)\b)"
)
_REDOUBLED = re.compile(
    rf"(?<![-\w])({SEAT_PATTERN})\s+(?:a\s+)?(?:aussit[ôo]t\s+|ensuite\s+)?surcontr[ée]\b"
)
# The seat says he accepts or refuses (« Nord refuse le contre », « Sud, son adversaire de gauche, ne
# l'accepte pas », « Ouest n'accepte pas »).
# reviewer29 S-2: his choice said as his word (« a dit qu'il acceptait »), and the seat placed at the offender's left
# (« Ouest, qui était à sa gauche, », « Ouest (à sa gauche) »: group `left`).
_SAYS = re.compile(
    rf"(?<![-\w])({SEAT_PATTERN})\s*(?:\((?P<left_bracket>\s*(?:à|a)\s+sa\s+gauche\s*)?[^)]{{0,30}}\)\s*)?"
    r"(?:,\s*(?P<left>(?:son|l['’])\s*adversaire\s+de\s+gauche|(?:qui\s+(?:était|etait|est)\s+)?(?:à|a)\s+sa\s+gauche)\s*,\s*)?"
    r"(?:(?:a\s+)?dit\s+qu['’]\s*(?:il|elle)\s+(?:(?=l['’]\s*accept|accept)|(?=refus|ne\s+l['’]\s*accept|n['’]\s*accept)))?"
    r"(?:(?P<accepts>accepte|acceptait|l['’]\s*accept(?:e|ait)|a\s+accept[ée]|l['’]\s*a\s+accept[ée])|"
    r"(?P<refuses>refuse|refusait|a\s+refus[ée]|l['’]\s*a\s+refus[ée]|n['’]\s*accept(?:e|ait)\s+pas|ne\s+l['’]\s*accept(?:e|ait)\s+pas|"
    r"n['’]\s*a\s+pas\s+accept[ée]|ne\s+veut\s+pas\s+(?:l['’]\s*)?accepter))\b"
)
# A clause that does not state the choice: a question, a supposition, a choice not yet made.
_UNSAID = re.compile(
    r"[?]|(?:^|[,;]|\bet|\bmais|\bque)\s*s(?:i|['’]il)\b|\b(?:peut|peuvent|pourrait|veut-il|doit|hésite|hesite|"
    r"encore\s+rien|pas\s+encore|va\s+(?:accepter|refuser)|voudrait|aimerait)\b",
    re.IGNORECASE,
)
# Someone else decides it, or the call was replaced: « l'arbitre a dit… », « il a remplacé son passe ».
_ELSE = re.compile(r"\b(?:arbitre|remplac\w*)\b", re.IGNORECASE)
# Every refusal and acceptance said, whoever says it: « Nord accepte puis refuse » is both.
_REFUSED = re.compile(r"\brefus\w*|\baccept(?:e|ait)\s+pas\b|\bpas\s+accept\w*|\bveut\s+pas\b", re.IGNORECASE)
_ACCEPTED = re.compile(r"\baccept\w*(?!\s+pas\b)", re.IGNORECASE)


# « Nord n'accepte pas, mais il a déjà dit 2♠ par-dessus » (tester18 R15): the refusing seat had already called
# over the call out of turn, which is acceptance (29A); his words afterwards do not undo it.
_HE_CALLED_OVER = re.compile(
    r"\b(?:il|elle)\s+(?:l['’]\s*)?(?:a|avait)\s+(?:d[ée]j[àa]\s+)?(?:(?:dit|ouvert|ench[ée]ri|annonc[ée]|d[ée]clar[ée])"
    rf"(?:\s+(?:de\s+)?[1-7]\s*{_STRAIN})?|pass[ée]|contr[ée]|surcontr[ée])"
    r"(?=[^,;.:!?()]{0,25}?\b(?:par[- ]dessus|derri[eè]re|juste\s+apr[eè]s)\b)",
    re.IGNORECASE,
)


_ANY_CHOICE = re.compile(
    starting_with("adjrsv", r"accept|refus|dessus|derri[eè]re|juste\s+apr[eè]s|veut\s+pas|surcontr"),
    re.IGNORECASE,
)


def _placed_at_the_left(description: str) -> str | None:
    """The one seat whose choice the words tell with its place at the offender's left (« Ouest, qui était à sa
    gauche, a dit qu'il acceptait »), when they name the offender by no seat (« Elle a ouvert … »); None otherwise."""
    seats = {seat_name(m[1]) for m in _SAYS.finditer(description) if m["left"] or m["left_bracket"]}
    return seats.pop() if len(seats) == 1 else None


def _offender(description: str) -> str | None:
    seats = {offender for offender, _, _ in calls_out_of_turn(description)}
    seats |= {seat_name(m[1]) for pattern in _OUT_OF_TURN for m in pattern.finditer(description)}
    return seats.pop() if len(seats) == 1 else None


def _clause(description: str, start: int, end: int) -> str:
    begin = max(description.rfind(mark, 0, start) for mark in ".;:!?") + 1
    stop = min(
        (at for at in (description.find(mark, end) for mark in ".;:!?") if at != -1),
        default=len(description),
    )
    return description[begin : stop + 1]


_A_DOUBLE = re.compile(r"\bcontr[ée]|\bcontre\b", re.IGNORECASE)


def lho_choice(description: str) -> dict[str, tuple[str, str]]:
    """{question: (answer, the words)} for the left-hand opponent's choice the words state after the one
    call out of turn they tell; {} when they state none, or two, or another seat's."""
    if not _ANY_CHOICE.search(description):
        return {}  # the cheap test first: no choice said at all
    offender = _offender(description)
    if _ELSE.search(description):
        return {}
    if offender is not None:
        lho = _ROTATION[(_ROTATION.index(offender) + 1) % 4]
    elif (lho := _placed_at_the_left(description)) is None:
        return {}
    found: set[tuple[str, str]] = set()
    for match in _CALL_OVER.finditer(description):
        seat = seat_name(match[1])
        if seat == offender:
            continue  # his own call out of turn, « Sud passe avant lui »
        if seat != lho or _UNSAID.search(_clause(description, match.start(), match.end())):
            return {}  # another seat called over it, or not plainly: whose choice it was is the director's
        found.add(("called", match[0]))
    doubles = [
        description.find(words) + len(words)
        for seat, _, words in calls_out_of_turn(description)
        if seat == offender and words in description and _A_DOUBLE.search(words)
    ]
    for match in _REDOUBLED.finditer(description, doubles[0]) if len(doubles) == 1 else ():
        # Session 17 (tester17 S4): « Ouest a contré au tour d'Est ; Nord a surcontré »: a redouble of that
        # double is a call over it (29A)
        if seat_name(match[1]) != lho or _UNSAID.search(_clause(description, match.start(), match.end())):
            return {}
        found.add(("called", match[0]))
    for match in _SAYS.finditer(description):
        if seat_name(match[1]) != lho or _UNSAID.search(_clause(description, match.start(), match.end())):
            return {}
        found.add(("accepts" if match["accepts"] else "refuses", match[0]))
    kinds = {kind for kind, _ in found}
    said = {"refuses"} if _REFUSED.search(description) else set()
    said |= {"accepts"} if _ACCEPTED.search(_REFUSED.sub(" ", description)) else set()
    if not found or ("refuses" in kinds and kinds - {"refuses"}) or (said and said != kinds - {"called"}):
        return {}  # none, accepted and refused, or a choice said of nobody the words name: ask
    if "refuses" in kinds and _HE_CALLED_OVER.search(description):
        return {}  # refused after calling over it: accepted by his call (29A), which the director confirms
    words = min(found)[1]
    if "refuses" in kinds and offender is None:
        return {}  # reviewer29 S-2: whether the offender's partner had called since is the director's to find
    if "refuses" in kinds and (called := _partner_already_called(description, offender)) is not None:
        # auditor18 (s16): the offender's partner had meanwhile called in turn: 29B2 / 30–32 as the topic rules it
        return {"lho_accepts": ("partner_called", called)}
    if "refuses" in kinds:
        return {"lho_accepts": ("no", words), "rho_pass_outcome": ("cancelled", words)}
    out = {
        "lho_accepts": ("yes", words),
        "rho_action": ("lho_accepts", words),
        "rho_pass_outcome": ("lho_accepts", words),
    }
    if "called" in kinds:
        out["lho_called"] = ("yes", next(said for kind, said in sorted(found) if kind == "called"))
    return out


# --- a claim contested (« Revendication », question `situation`: 68B, 68D) ----------------------------------

# The claim itself, said (« revendique », « table », « étale », « le reste est à moi »).
_CLAIMED = re.compile(
    # « table » only as a verb (« il table », « Sud a tablé »): never « sur la table », « table 5 » (tester15 V13:
    # « il a jeté ses cartes sur la table, Est proteste » read as a claim contested)
    starting_with(
        "ENOSacdeilmnoqrsté",
        rf"\b(?:revendi\w*|revendic|tablé|(?:il|elle|a|qui|et|d[ée]cla\w*|{SEAT_PATTERN})\s+table|[ée]tal[ée]|[ée]tale|"
        r"le\s+reste\s+est\s+[àa]\s+moi|claim\w*|montr\w*\s+(?:son\s+jeu|ses\s+(?:\w+\s+)?derni[èe]res\s+cartes))\b"
        # s30 L8: « a montré toutes ses cartes en disant que le reste était pour lui »
        r"|\bmontr\w*\s+toutes\s+ses\s+cartes\b|\ble\s+reste\s+(?:est|[ée]tait)\s+pour\s+(?:lui|elle|moi)\b"
        # « il réclame les 4 dernières » (finder20): tricks claimed, not a score asked for
        r"|\br[ée]clam\w*\s+(?:les|le\s+reste|tout|toutes|[0-9]{1,2}|deux|trois|quatre|cinq|six|sept|huit|neuf|dix)\b",
    ),
    re.IGNORECASE,
)
# Its opponents refusing it: a player, a side, « la défense », « on », then a refusal (« conteste », « refuse »,
# « dit non », « n'est pas d'accord », « n'accepte pas »; « pas d accord » typed without its apostrophe, tester25 P9).
_CONTESTS = re.compile(
    rf"(?:(?<![-\w'’])(?:{SEAT_PATTERN}|NS|EO|N-S|E-O|Nord-Sud|Est-Ouest)(?![-\w/])|\b(?:la\s+d[ée]f(?:ense)?|les\s+adversaires|"
    r"(?:l['’]\s*|mon\s+|son\s+)adversaire(?:\s+de\s+(?:gauche|droite))?|on|ils|elle|je|j['’]\s*ai|ma\s+partenaire|mon\s+partenaire|"
    r"le\s+d[ée]cla(?:rant)?|personne|(?:le|l['’]\s*autre|les|les\s+deux)\s+d[ée]fenseurs?)\b)"
    # reviewer27 R-13: never the conditional (« Est contesterait »): a supposition, no claim refused
    r"\s+(?:(?:le|la|l['’])\s*)?(?:conteste(?!\w*rai)\w*|refuse(?!\w*rai)\w*|a\s+contest[ée]|a\s+refus[ée]|ont\s+contest[ée]|ont\s+refus[ée]|"
    # finder68 (s25–s29): « j'ai refusé » (never « refusé l'entame », « refusé de … »), « Est a dit « non » », « ne l'accepte
    # pas », « personne n'était d'accord »
    r"contest[ée]|refus[ée]|n['’]\s*(?:est|était|etait)\s+d(?:['’]|\s)\s*accord|"
    r"(?:a|ont)\s+(?:aussit[ôo]t\s+|tout\s+de\s+suite\s+)?dit\s+«?\s*non|ne\s+l['’]\s*(?:accepte|acceptent)\s+pas|"
    r"dit\s+non|disent\s+non|"
    r"proteste(?!\w*rai)\w*|n['’]\s*(?:est|sont|était|etait|étaient|etaient)\s+pas\s+d(?:['’]|\s)\s*accord|(?:est|sont)\s+pas\s+d(?:['’]|\s)\s*accord|"
    r"ne\s+(?:sont|sont\s+toujours|est)\s+pas\s+d(?:['’]|\s)\s*accord|pas\s+d(?:['’]|\s)\s*accord(?!\s+(?:sur|pour)\s+(?:le\s+nombre|rejouer|continuer))|"
    r"n['’]\s*(?:accepte|acceptent)\s+pas)\b"
    # finder68: another refusal (« le déclarant a refusé l'entame », « j'ai refusé de … »), no claim's
    r"(?!\s+(?:l['’]\s*(?:entame|attaque|explication|arbitre)|la\s+carte|de\b|d['’]))",
    re.IGNORECASE,
)
# Another situation, or the contest not said plainly: accepted, play continued, taken back later, the count
# disputed, a concession withdrawn; a question, a supposition, « personne ».
_OTHER_SITUATION = re.compile(
    starting_with(
        "?acdjmnprsv",
        # finder80 (reviewer31 V-5, s31 F4): play resumed (« ils reprennent le jeu », 68D2), the count argued after play
        # (« après le jeu, on n'est pas d'accord »: 69, 79 or 70, asked)
        # s37: the hand played out by all after it (« ils ont tous les quatre joué la fin du coup »: 68D2)
        r"\b(?:reprenn\w*|reprise|apr[eè]s\s+(?:le|la\s+fin\s+du)\s+jeu|jou[ée]\w*\s+(?:la\s+fin|le\s+reste)|"
        r"jeu\s+(?:[ée]tait\s+)?(?:termin[ée]|fini))\b|"
        r"\b(?:continu\w*|rejou\w*|repris|reprendre|reprend|revien\w*|revenu\w*|suivante?|nombre\s+de\s+lev[ée]es|marque\w*|"
        r"personne(?!\s+n['’]\s*(?:est|était|etait)\s+d['’]\s*accord)|si|s['’]il|peut|peuvent|pourrait|voudrai\w*|veulent|veut|selon|d['’]\s*apr[eè]s|para[iî]t|semble)\b|\?|(?<!n['’])(?<!n['’] )\baccept(?!\w*\s+pas)\w*"
        # finder74 (reviewer30 T-35): a « non » that accepts (« non, non, allez-y, c'est bon », « non, rien à dire, c'est
        # juste », « non, vas-y »), agreement after it (« « non » puis, après explication, « d'accord » »), a refusal
        # thought better of (« s'est ravisé »): the claim stands (69A)
        r"|\bnon\b[^»\".;]{0,30}?(?:allez[- ]y|vas[- ]y|c['’]\s*est\s+(?:bon|juste|correct|ok)|rien\s+[àa]\s+dire"
        r"|(?<!pas\s)d['’]\s*accord|pas\s+de\s+(?:probl[èe]me|souci)|aucun\s+(?:probl[èe]me|souci))\b|\bravis[ée]\w*"
        r"|\bpuis\b[^.;!?]{0,40}?(?<!pas\s)(?<!plus\s)d['’]\s*accord\b"
        # finder95: a refusal announced, even misspelt (« Est va contesté »): not made yet (68B)
        r"|\b(?:va|vont|allait|allaient)\s+(?:contest|refus|protest)\w*",
    ),
    re.IGNORECASE,
)


# « revendication à la 11e levée, il réclame les 3 dernières, contestée », « rev contestée »: the claim said contested.
_CONTESTED_CLAIM = re.compile(
    r"\b(?:revendication|rev|revendiqu\w*|r[ée]clam\w*)\b[^.;:!?]{0,60}?[\s,(]contest[ée]e?\b(?!\s+par\s+(?:personne|aucun))",
    re.IGNORECASE,
)


# tester22 P14: « …, contestée » closing the description, after the claim and its statement (« Sud revendique en disant
# « je n'ai pas besoin de tirer l'atout », Est a encore la dame d'atout, contestée »).
_CONTESTED_LAST = re.compile(r"[,;:—–]\s*(?:et\s+)?(?:contest[ée]e|refus[ée]e)\s*[.!]?\s*$", re.IGNORECASE)


def claim_contested(description: str) -> str | None:
    """The words by which the claim's opponents refuse it, when the words say a claim and its refusal plainly;
    None otherwise (accepted, play continued, taken back, the count disputed: other situations, or asked)."""
    if _CLAIMED.search(description) is None or _OTHER_SITUATION.search(description):
        return None
    contests = (
        list(_CONTESTS.finditer(description))
        or [said for said in _CONTESTED_CLAIM.finditer(description) if not _NOT.search(said[0])]
        or list(_CONTESTED_LAST.finditer(description))
    )
    return contests[0][0] if contests else None


_NOT = re.compile(
    r"\b(?:pas|jamais|non|ni|sans|n['’]|ne|personne|aucun\w*|aurai\w*|pourrai\w*)\b", re.IGNORECASE
)


_ALREADY_CALLED = re.compile(
    rf"\b(?:(?P<seat>{SEAT_PATTERN})|son partenaire|sa partenaire|le partenaire du fautif)\s+(?:avait|a)\s+d[eé]j[aà]\s+"
    r"(?:parl[eé]|d[eé]clar[eé]|dit|r[eé]pondu|ench[eé]ri|pass[eé])",
    re.IGNORECASE,
)


def _partner_already_called(description: str, offender: str) -> str | None:
    """The words that say the offender's partner had already called (at his turn), or None."""
    partner = _ROTATION[(_ROTATION.index(offender) + 2) % 4]
    for match in _ALREADY_CALLED.finditer(description):
        if match["seat"] is None or seat_name(match["seat"]) == partner:
            return match[0]
    return None


# --- the offender's left-hand opponent said silent since an inadmissible call (36, 37, 39) -------------------

# A call told with its caller (« Sud a dit 2♠ », « puis Ouest a contré », « Nord, qui devait passer, a dit 2♥ »).
_CALLED_BY = re.compile(
    rf"(?<![-\w])({SEAT_PATTERN})\s*(?:,\s*qui\s+[^,;.:!?]{{0,60}},\s*)?(?:a\s+|avait\s+)?(?:quand\s+m[êe]me\s+|aussi\s+)?"
    rf"(?:dit\s+(?:[1-7]\s*{_STRAIN}|contre|surcontre)|ouvert|ench[ée]ri\w*|annonc[ée]\s+[1-7]|contr[ée]|surcontr[ée]|"
    rf"d[ée]clar[ée])(?![\w])"
)
# « il a dit 2♠ » after « Sud devait passer »: the obliged player's own call.
_OBLIGED = re.compile(
    rf"(?<![-\w])({SEAT_PATTERN})\s*,?\s*(?:qui\s+)?(?:devait|était\s+oblig[ée]\s+de|etait\s+oblig[ée]\s+de)\s+passer\b"
    r"[^.;?!]{0,60}?\b(?:mais|et)\s+il\s+a\s+(?:quand\s+m[êe]me\s+)?(?:dit|ench[ée]ri|annonc[ée]|contr[ée]|surcontr[ée])\b"
)
# « Ouest n'a pas encore parlé », « Nord n'a rien dit depuis », « Est n'a pas encore déclaré ».
_SILENT = re.compile(
    rf"(?<![-\w])({SEAT_PATTERN})\s+n['’]\s*a\s+(?:pas\s+(?:encore\s+)?(?:parl[ée]|d[ée]clar[ée]|dit\s+un\s+mot)|"
    r"(?:encore\s+)?rien\s+(?:encore\s+)?(?:dit|d[ée]clar[ée]))\b"
)


def lho_silent(description: str) -> tuple[str, str] | None:
    """(`lho_called`'s answer « no », the words) when the words tell one player's inadmissible call and say
    that his left-hand opponent has not called since (« Sud devait passer, mais il a dit 2♠ ; Ouest n'a pas
    encore parlé », « … puis Ouest a contré ; Nord n'a rien dit depuis »); None when the caller is not one
    seat, the silent seat is another, or the words ask."""
    if "?" in description or _UNSAID_SILENCE.search(description):
        return None
    silent = list(_SILENT.finditer(description))
    if len(silent) != 1:
        return None
    callers = {seat_name(m[1]) for m in _CALLED_BY.finditer(description, 0, silent[0].start())}
    callers |= {seat_name(m[1]) for m in _OBLIGED.finditer(description, 0, silent[0].start())}
    if len(callers) != 1 or _CALLED_BY.search(description, silent[0].end()):
        return None  # two callers, or a call told after the silence: whose, and when?
    (caller,) = callers
    if seat_name(silent[0][1]) != _ROTATION[(_ROTATION.index(caller) + 1) % 4]:
        return None
    return "no", silent[0][0]


# reviewer29 S-26 (finder65): the left-hand opponent's call told after the call of a player obliged to pass (« Sud devait
# passer, mais il a dit 2♠ ; Ouest a passé ensuite »): he called before the rectification (37A: a pass is a call). Never one told as earlier
# (« avait », « avant », « déjà »), denied or asked.
_CALLED_OVER = re.compile(
    rf"(?<![-\w])({SEAT_PATTERN})\s+(?:a\s+)?(?:ensuite\s+|alors\s+|aussit[ôo]t\s+|tout\s+de\s+suite\s+)?"
    rf"(?:pass[ée]|passe|dit\s+(?:[1-7]\s*{_STRAIN}|contre|surcontre|passe)|contr[ée]|surcontr[ée]|ench[ée]ri\w*|annonc[ée]\s+[1-7])"
    r"(?![\w])[^,;.:!?]{0,30}"
)
_MUST_PASS = re.compile(
    r"\b(?:devait|doit|oblig[ée]e?|tenue?|contrainte?)\s+(?:de\s+|[àa]\s+)?passer\b", re.IGNORECASE
)
_EARLIER = re.compile(r"\b(?:avant|d[ée]j[àa]|auparavant)\b", re.IGNORECASE)


def lho_called_since(description: str) -> tuple[str, str] | None:
    """(`lho_called`'s answer « yes », the words) when the words tell one obliged player's call (37), then his left-hand
    opponent's call (`_CALLED_OVER`), stated plainly; None otherwise."""
    if "?" in description:
        return None
    said = stated_clauses(description)
    for over in _CALLED_OVER.finditer(description):
        before = description[: over.start()]
        callers = {seat_name(m[1]) for m in _CALLED_BY.finditer(before) if _MUST_PASS.search(m[0])} | {
            seat_name(m[1]) for m in _OBLIGED.finditer(before)
        }  # the obliged player's call (37A), never the first call of an auction told in order
        if len(callers) != 1 or _EARLIER.search(over[0]) or over[0] not in said:
            continue
        (caller,) = callers
        if seat_name(over[1]) == _ROTATION[(_ROTATION.index(caller) + 1) % 4]:
            return "yes", over[0].strip()
    return None


_UNSAID_SILENCE = re.compile(r"(?:^|[,;]|\bet|\bmais|\bque)\s*s(?:i|['’]il)\b", re.IGNORECASE)


# --- the left-hand opponent's choice over a changed call (25B1) ---------------------------------------------

_CHANGED = re.compile(
    r"\b(?:a\s+chang[ée]\s+d['’]\s*avis|change\s+d['’]\s*avis|s['’]\s*est\s+ravis[ée]|a\s+voulu\s+changer|veut\s+changer|"
    r"a\s+chang[ée]\s+(?:sa|son)\s+(?:d[ée]claration|ench[èe]re))\b",
    re.IGNORECASE,
)
_OVER_IT = re.compile(
    rf"(?<![-\w])({SEAT_PATTERN})\s+(?:a\s+)?(?:aussit[ôo]t\s+|ensuite\s+)?(?:contr[ée]|surcontr[ée]|pass[ée]|"
    rf"dit\s+[1-7]\s*{_STRAIN}|annonc[ée]\s+[1-7]\s*{_STRAIN}|ench[ée]ri)(?![\w])"
)


# A negation, « avant », a refusal in the clause of the call over it.
_NOT_SO = re.compile(r"\bn['’]|\bpas\b|\bavant\b|\brefus", re.IGNORECASE)


def lho_over_changed_call(description: str) -> tuple[str, str] | None:
    """(`lho_accepts`' answer « yes », the words) when one player changed his call (25B) and the words then
    tell his left-hand opponent's call over the new one (« Sud a dit 2♥, puis a changé d'avis et dit 3♥ ; Ouest
    a contré le 3♥ »): calling over it accepts it (25B1). None when another seat is named before the change,
    the call told is not the LHO's, or the words ask or deny."""
    if "?" in description:
        return None
    change = _CHANGED.search(description)
    if change is None:
        return None
    seats = {seat_name(m[0]) for m in SEAT_WORD.finditer(description[: change.start()])}
    if len(seats) != 1:
        return None
    (changer,) = seats
    over = list(_OVER_IT.finditer(description, change.end()))
    if len(over) != 1 or seat_name(over[0][1]) != _ROTATION[(_ROTATION.index(changer) + 1) % 4]:
        return None
    clause = _clause(description, over[0].start(), over[0].end())
    if _UNSAID.search(clause) or _NOT_SO.search(clause):
        return None
    return "yes", over[0][0]


# --- the offender's partner silent since a call made with another board's cards (15A) -------------------------

_TOOK_CARDS = re.compile(
    rf"(?<![-\w])({SEAT_PATTERN})\s+(?:a\s+)?(?:sorti|pris)\s+(?:sa\s+main|ses\s+cartes|la\s+main|les\s+cartes)\s+"
    r"(?:de\s+l['’]\s*|dans\s+l['’]\s*)[ée]tui\b"
)


def partner_silent_after_wrong_cards(description: str) -> tuple[str, str] | None:
    """(`partner_called`'s answer « no », the words) for « Sud a sorti sa main de l'étui 8 au lieu du 7 et a
    ouvert 1♠ ; Nord n'a pas encore parlé » (tester17 S8): the seat who took the cards named, his partner said
    not to have called since."""
    if "?" in description:
        return None
    took = {seat_name(m[1]) for m in _TOOK_CARDS.finditer(description)}
    silent = list(_SILENT.finditer(description))
    if len(took) != 1 or len(silent) != 1 or silent[0].start() < description.find("tui"):
        return None
    (offender,) = took
    if seat_name(silent[0][1]) != _ROTATION[(_ROTATION.index(offender) + 2) % 4]:
        return None
    return "no", silent[0][0]


# --- the board whose cards were taken, played later (15A3, 15C) -----------------------------------------------------

# « … avec les cartes de l'étui 9 », « les cartes de la donne 9 »: the board a hand was taken from, by its number.
_CARDS_OF_BOARD = re.compile(
    r"\bcartes\s+(?:de\s+l['’]\s*[ée]tui|de\s+la\s+donne|du\s+board)\s+(\d{1,2})\b", re.IGNORECASE
)
# « on joue l'étui 9 », « l'étui 9 arrive », « la donne 9 est jouée »: a board played at the table.
_BOARD_PLAYED = re.compile(
    r"\b(?:on\s+(?:joue|jouait|a\s+jou[ée]|rejoue)|(?:ils|elles?)\s+(?:jouent|ont\s+jou[ée])|arrive)\s+"
    r"(?:l['’]\s*[ée]tui|la\s+donne|le\s+board)\s+(\d{1,2})\b"
    r"|\b(?:l['’]\s*[ée]tui|la\s+donne)\s+(\d{1,2})\s+(?:arrive|est\s+jou[ée]e?|a\s+[ée]t[ée]\s+jou[ée]e?)\b"
    # finder72 (W8): « plus tard, sur l'étui 12, il passe »: what happened on a board, told by its number
    r"|\bsur\s+(?:l['’]\s*[ée]tui|la\s+donne|le\s+board)\s+(\d{1,2})\b(?=\s*,?\s*[^\W\d_])",
    re.IGNORECASE,
)
_ROUND = re.compile(r"\b(?:au\s+)?tour\s+(\d{1,2})\b", re.IGNORECASE)
_LATER = re.compile(
    r"\b(?:plus\s+tard|au\s+tour\s+suivant|tour\s+d['’]\s*apr[èe]s|ensuite|puis)\b", re.IGNORECASE
)


def board_taken_played_later(description: str) -> tuple[str | None, str] | None:
    """(`case`'s answer « wrong_cards_later », the words) for « Au tour 2, Est a ouvert avec les cartes de l'étui 9.
    Au tour 4, on joue l'étui 9 » (finder59): the board whose cards were taken is played later at that table (15A3,
    the call then made is 15C's). Later by a round numbered higher than the one said before, or by « plus tard »,
    « ensuite », « puis »; the same board, by its number. Nothing in a question, a supposition or a denial: only the
    stated clauses are read (finder72 W8: « Plus tard, sur l'étui 12, il passe. Comment ajuster ? » states the later
    board; « Est-ce que, sur l'étui 12, il a passé ? » does not)."""
    said = stated_clauses(description)
    taken = _CARDS_OF_BOARD.search(said)
    if taken is None:
        return None
    for played in _BOARD_PLAYED.finditer(said, taken.end()):
        if (played[1] or played[2] or played[3]) != taken[1]:
            continue
        before, between = said[: taken.start()], said[taken.end() : played.start()]
        rounds_before = [int(m[1]) for m in _ROUND.finditer(before)]
        rounds_between = [int(m[1]) for m in _ROUND.finditer(between)]
        later = _LATER.search(between) or (
            rounds_before and rounds_between and rounds_between[-1] > rounds_before[-1]
        )
        if later:
            return "wrong_cards_later", played[0]
    # finder72 (W8): the board taken from named again after it in a question (« Sur l'étui 12, que faire ? »): the
    # writer asks about the later board, not the call made with its cards (15A3 or 15A): asked
    first = _CARDS_OF_BOARD.search(description)
    again = _BOARD_NAMED.search(description, first.end()) if first is not None else None
    if "?" in description and again is not None and again[1] == taken[1]:
        return None, again[0]
    return None


_BOARD_NAMED = re.compile(r"\b(?:l['’]\s*[ée]tui|la\s+donne|le\s+board)\s+(\d{1,2})\b", re.IGNORECASE)


# --- whether the changer's partner has called since (25A1, 25A4, 25A5) -------------------------------------

# What tells the call changed: a slip (« au lieu de », « lapsus », « s'est repris ») or a change of mind.
_CHANGE_TOLD = re.compile(
    r"\bau\s+lieu\s+d(?:e|u|['’])|\blapsus\b|\bpuis\s+(?:[^\s,;.!?]+\s+){0,5}?(?:il\s+)?(?:a\s+)?(?:voulu|veut)\s+(?:mettre|dire|changer)\b|\bs['’]\s*est\s+repris\b|\bmauvais\s+carton\b|\bcarton\s+d['’]\s*[àa]\s+c[ôo]t[ée]\b|"
    + _CHANGED.pattern,
    re.IGNORECASE,
)
_SEATS_SILENT = re.compile(
    rf"(?<![-\w])({SEAT_PATTERN})\s+n['’]\s*a\s+(?:pas\s+encore|encore\s+rien|pas)\s+"
    r"(?:parl[ée]|d[ée]clar[ée]|ench[ée]ri|dit|rien\s+dit)\b"
)
_SEATS_CALLED = re.compile(
    rf"(?<![-\w])({SEAT_PATTERN}(?:\s*(?:,|et)\s*{SEAT_PATTERN})*)\s+(?:a|ont)\s+(?:d[ée]j[àa]\s+)?"
    r"(?:pass[ée]|parl[ée]|d[ée]clar[ée]|ench[ée]ri|contr[ée]|r[ée]pondu|reparl[ée])(?![\w])"
)
# A seat told to have called since (« Est a déjà dit 3♠ »), and the partner told so in words (« son partenaire avait déjà
# passé »; never « n'avait pas parlé »).
_SEATS_SAID = re.compile(
    rf"(?<![-\w])({SEAT_PATTERN})\s+(?:a|avait)\s+(?:d[ée]j[àa]\s+)?(?:dit|r[ée]pondu|reparl[ée]|pass[ée]|parl[ée]|"
    r"d[ée]clar[ée]|ench[ée]ri|contr[ée])(?![\w])"
)
_PARTNER_CALLED = re.compile(
    r"\bpartenaire\s+(?:a|avait)\s+(?:d[ée]j[àa]\s+)?(?:dit|r[ée]pondu|reparl|pass|parl|d[ée]clar|ench[ée]ri|contr)",
    re.IGNORECASE,
)
# The call made by the slip is a bid (« a dit 3♣ au lieu de 3♦ », « sorti « 2 piques » au lieu de … »): the
# auction ends only after three passes, the changer's partner's among them.
_BID_INSTEAD = re.compile(
    rf"\b[1-7]\s*{_STRAIN}\s*[»\"”]?\s*(?:par\s+lapsus\s+)?au\s+lieu\s+d", re.IGNORECASE
)
_AUCTION_OVER = ("last_call_before_lead", "after_lead")


_SUPPOSED = re.compile(r"\bsi\b|\bs['’]il\b|\bsais?\b|\bcroi", re.IGNORECASE)


def changed_call_timing(description: str, read: str | None) -> tuple[str, str] | None:
    """Changement de déclaration's `timing`, checked against the seats (tester19 Q8, Q10). `read` is what the
    words' patterns gave. Returns (the answer, the words) to take instead, ("", "") when the reading must be
    asked, None when the seats say nothing against it.

    - « Nord a déjà passé » when Nord is the changer's partner: he has called since (25A4), whatever else.
    - « Est n'a pas encore parlé » read as the partner's silence while Est is not the partner: asked.
    - The slip made a bid and the auction is read as over « sans que le partenaire reparle »: impossible (three
      passes follow a bid, the partner's among them): asked."""
    if "?" in description:
        return None
    told = list(_CHANGE_TOLD.finditer(description))
    if not told:
        return None
    # The changer is the one seat named up to the call changed (« lapsus de Sud : il a dit 3♣ au lieu de 3♦ »).
    change = next((m for m in told if m[0].lower().startswith("au")), told[0])
    before = description[: change.start()]
    named = {seat_name(m[0]) for m in SEAT_WORD.finditer(before)}
    if len(named) != 1:
        return None
    (changer,) = named
    partner = partner_of(changer)
    after = description[change.end() :]
    for called in _SEATS_CALLED.finditer(after):
        clause = _clause(after, called.start(), called.end())
        # What precedes the call in its clause: « si Nord a passé… », « personne ne sait si Nord a passé ».
        opening = clause[: clause.find(called[0])]
        seats = {seat_name(m[0]) for m in SEAT_WORD.finditer(called[1])}
        if partner in seats and not _SUPPOSED.search(opening):
            return "partner_acted", called[0]
    if read == "partner_acted" and not _PARTNER_CALLED.search(description):
        # finder59: « … ; Est a déjà dit 3♠ par-dessus le 3♥ » — a seat named as having called since, never the
        # partner, is no partner's call (the LHO's call over the new one accepts it, 25B1): asked.
        callers = {seat_name(m[0]) for c in _SEATS_SAID.finditer(after) for m in SEAT_WORD.finditer(c[1])}
        if callers and partner not in callers:
            return "", ""
    if read == "in_time":
        silent = {seat_name(m[1]) for m in _SEATS_SILENT.finditer(description)}
        # The left-hand opponent calls before the partner: his silence is the partner's too.
        lho = _ROTATION[(_ROTATION.index(changer) + 1) % 4]
        if silent and not silent & {partner, lho} and "partenaire" not in description.lower():
            return "", ""
    if read in _AUCTION_OVER and _BID_INSTEAD.search(description):
        return "", ""
    return None


# --- the left-hand opponent called over the insufficient bid (27A1) -------------------------------------------

# « Sud a dit 2♥ derrière sans rien remarquer » (tester18 R8): a call said right after it, by its seat.
# reviewer29 S-6: or with his place said (« Ouest, son adversaire de gauche, a contré »): the next call, over it.
_CALLED_BEHIND = re.compile(
    rf"(?<![-\w])({SEAT_PATTERN})(?:\s+|(?P<left>\s*,\s*(?:son|l['’])\s*adversaire\s+de\s+gauche\s*,\s*))"
    r"(?:a\s+|avait\s+)?(?:d[ée]j[àa]\s+|ensuite\s+|aussit[ôo]t\s+)?"
    rf"(?:dit\s+[1-7]\s*{_STRAIN}|annonc[ée]\s+[1-7]\s*{_STRAIN}|contr[ée]|pass[ée]|passe)"
    r"(?:\s+(?:derri[eè]re|par[- ]dessus|juste\s+apr[eè]s)(?![\w])|(?(left)(?![\w])|(?!)))",
    re.IGNORECASE,
)


def lho_called_over(description: str, bidder: str | None) -> tuple[str, str] | None:
    """(`lho_accepts`' answer « accepts », the words) when the words tell the insufficient bid's left-hand
    opponent calling right over it (« Sud a dit 2♥ derrière »): calling accepts it (27A1). None when the bidder
    is unknown, another seat or two calls are told so, or the words ask, suppose, deny or refuse."""
    if bidder is None or "?" in description:
        return None
    over = list(_CALLED_BEHIND.finditer(description))
    if len(over) != 1 or seat_name(over[0][1]) != _ROTATION[(_ROTATION.index(bidder) + 1) % 4]:
        return None
    clause = _clause(description, over[0].start(), over[0].end())
    if _UNSAID.search(clause) or _NOT_SO.search(clause):
        return None
    return "accepts", over[0][0]

"""Who led out of turn, and whose lead it was, read from the seats (issue 37 §1, round 5 session 8): the
topic « Attaque hors tour » (54, 55, 56), question `who_led`. Pure: words in, an answer out; used by
`rules.vocabulary._evidence`.

One seat leads (« Est (défense) a attaqué pique », « c'est Ouest qui attaque la 8 ») and one other seat
had the lead (« alors que c'était à Ouest », « alors qu'Est avait pris la levée », « c'est Ouest qui avait
fait la levée »). Their sides come from the words only: a seat said to defend (« (défense) », « en
défense ») and his partner, or the final contract's declarer. Partners on defence: the defender led
instead of his partner; a defender instead of the declaring side, or the declaring side instead of a
defender. Two leaders, two holders, a side the words do not give, a question or a denial: nothing.

The same question read from the roles (`who_led`: « le mort a attaqué alors que c'était au défenseur »), on
the words `rules.vocabulary.read` gives, for `rules.vocabulary_readings` (split from it).
"""

from __future__ import annotations

import re

from rules.faced_leads_in_words import lead_faced
from rules.plain_clauses import NEGATED, Span, Text
from rules.regex_start import starting_with
from rules.seats_in_words import SEAT_PATTERN as _SEAT
from rules.seats_in_words import declarer_seat, defender_seats, partner_of
from rules.seats_in_words import seat_name as _seat

_ROTATION = ("nord", "est", "sud", "ouest")
_LEADS = r"(?:attaqu\w*|rejou\w*|rejoue|entam\w*)"
_BRACKET = r"(?:\s*\([^)]{0,25}\))?(?:\s*,\s*(?:en\s+d[ée]fense|son\s+partenaire|le\s+d[ée]fenseur)\s*,)?"
# « Est (défense) a attaqué », « c'est Ouest qui attaque la 8 », « et c'est Est qui a rejoué ».
_LEADER = re.compile(
    rf"(?<![-\w'’])(?:c['’]\s*est\s+)?({_SEAT}){_BRACKET}\s+(?:qui\s+)?(?:a\s+|avait\s+)?(?:tout\s+de\s+suite\s+|ensuite\s+|alors\s+)?{_LEADS}\b"
)
_WON = r"(?:fait|faire|pris|prendre|gagn[ée]|gagner|remport[ée]|remporter)\s+la\s+(?:levée|levee|main|[0-9]{1,2}e?\b)"
# Whose lead it was, in the lead's sentence: « alors que c'était à (son partenaire) Ouest », « alors qu'Est
# avait pris la levée », « alors que c'est Ouest (, son partenaire,) qui avait fait la levée », « la levée
# 7 a été gagnée par Est », « c'est Ouest qui a pris la levée ».
_WON_ROLE = (
    r"(?:fait|pris|gagn[ée]|remport[ée])\s+(?:la\s+(?:levée|levee|main)|du\s+\w+|de\s+l[ae]\s+\w+|avec\s+\w+)"
)
_PARTNER = "son partenaire"
_DECLARING = "le camp du déclarant"
_ROLE = r"(?:le\s+)?(?:mort|d[ée]clarant|d[ée]cla)"
_HOLDER = (
    re.compile(
        rf"\balors\s+qu['’]?\s*(?:e\s+)?c['’]\s*(?:était|etait|est)\s+(?:à|a|au\s+tour\s+de)\s+(son\s+partenaire)(?!\s+{_SEAT})\b"
    ),
    re.compile(
        rf"\b[Cc]['’]\s*(?:était|etait|est)\s+(son\s+partenaire)\s+qui\s+(?:avait|a|venait\s+de)\s+{_WON}"
    ),
    re.compile(
        rf"(?:^|[;:,]\s*|\bet\s+|\bmais\s+|\bquand\s+)({_ROLE})(?:\s+\w+){{0,3}}?\s+(?:avait|a)\s+{_WON_ROLE}"
    ),
    re.compile(rf"\balors\s+qu(?:e\s+|['’]\s*)({_ROLE})\s+(?:avait|a|venait\s+de)\s+{_WON}"),
    re.compile(
        rf"\balors\s+qu['’]?\s*(?:e\s+)?c['’]\s*(?:était|etait|est)\s+(?:à|a|au\s+tour\s+de)\s+(?:son\s+partenaire\s+)?({_SEAT})(?![-\w])"
    ),
    re.compile(rf"\balors\s+qu(?:e\s+|['’]\s*)({_SEAT}){_BRACKET}\s+(?:avait|a|venait\s+de)\s+{_WON}"),
    re.compile(
        rf"\b[Cc]['’]\s*(?:était|etait|est)\s+({_SEAT}){_BRACKET}\s+qui\s+(?:avait|a|venait\s+de)\s+{_WON}"
    ),
    re.compile(rf"\bgagn[ée]e\s+par\s+({_SEAT})(?![-\w])"),
    re.compile(rf"\bà\s+la\s+place\s+(?:de\s+|d['’]\s*)({_SEAT})(?![-\w])"),
    re.compile(rf"(?:\bmais\s+|\(\s*)c['’]\s*(?:était|etait|est)\s+(?:à|a)\s+({_SEAT})(?![-\w])"),
    re.compile(rf"\b[Cc]['’]\s*(?:était|etait|est)\s+({_SEAT})\s+qui\s+devait\b"),
    # « c'était à Ouest d'entamer, mais Sud a posé une carte » (tester23 P14): whose lead, said first
    re.compile(
        rf"(?:^|[;.:]\s*)[Cc]['’]\s*(?:était|etait)\s+(?:à|a|au\s+tour\s+de)\s+({_SEAT})\s+d['’]\s*entamer\b"
    ),
    re.compile(rf"(?:^|[;.]\s*)({_SEAT}){_BRACKET}\s+(?:avait|a|venait\s+de)\s+{_WON}\s*[;.,]"),
    # « alors que le mort avait la main », « alors que c'était au mort » (finder28, s17)
    re.compile(rf"\balors\s+qu(?:e\s+|['’]\s*)({_ROLE}|{_SEAT})\s+(?:avait|a)\s+la\s+main\b"),
    re.compile(
        r"\balors\s+qu['’]?\s*(?:e\s+)?c['’]\s*(?:était|etait|est)\s+(?:au|à\s+la\s+main\s+du|a\s+la\s+main\s+du)\s+(mort)\b"
    ),
    # « alors que la main était au mort / au déclarant », « à la place de son partenaire » (finder56)
    re.compile(r"\balors\s+que\s+la\s+main\s+(?:était|etait)\s+au\s+(mort|d[ée]cla(?:rant)?)\b"),
    re.compile(rf"\b(?:(?:à|a)\s+la\s+place|au\s+lieu)\s+de\s+(son\s+partenaire)\b(?!\s*,?\s*{_SEAT})"),
)
_DOUBT = re.compile(
    r"(?<![\w'’])(?:si|ne|n['’]|pas|jamais|selon|d['’]apr[eè]s|pr[ée]tend\w*|dit\s+que|dit\s+qu['’]|pense|croi\w*|ou)(?![\w'’])",
    re.IGNORECASE,
)
_TWO = re.compile(
    r"\b(?:lui\s+aussi|elle\s+aussi|aussi\s+attaqu\w*|tous\s+les\s+deux|en\s+m[êe]me\s+temps)\b",
    re.IGNORECASE,
)
_CLAIM_WORDS = r"(?<![\w'’])(?:selon|d['’]apr[eè]s|pr[ée]tend\w*|affirm\w*|soutien\w*|dit|disent|dixit|pense\w*|croi\w*|contest\w*|nie|nient)(?![\w'’])"
_CLAIMS = re.compile(starting_with("acdnps", _CLAIM_WORDS), re.IGNORECASE)


# A claim about the lead or whose it was, anywhere (« Ouest dit que c'était à lui », « Est prétend qu'il avait la main »);
# one about something else in another sentence (s42: « Le déclarant … dit qu'il refuse cette attaque ») leaves the lead told.
_CLAIMED_TURN = re.compile(
    starting_with(
        "acdnps",
        _CLAIM_WORDS
        + r"(?:\s+\S+){0,6}?\s+(?:c['’]\s*(?:était|etait|est)|qui\s+avait|(?:avait|a)\s+la\s+main"
        r"|son\s+tour|hors\s+tour)",
    ),
    re.IGNORECASE,
)


_SIDE_DEFENDS = re.compile(
    r"\b(NS|EO|N-S|E-O|N/S|E/O)\s+(?:sont\s+)?en\s+d[ée]fense\b|\ben\s+d[ée]fense\s*,?\s+(NS|EO|N-S|E-O|N/S|E/O)\b"
)


_DECLARING_WORD = re.compile(r"mort|cla")
# The declarer chooses what becomes of the lead (« le déclarant refuse l'attaque », « le décla accepte », « le
# déclarant hésite »): only a defender's lead out of turn is his to accept or refuse (55A, 56); the defenders choose
# after his own (55A, 53A). Or he is still to play to it (« le déclarant n'a encore rien joué dessus »): not its leader.
_DECLARER_CHOOSES = re.compile(
    r"(?<![-\w'’])(?:le\s+)?d[ée]cla(?:rant)?\s+(?:(?:l['’]\s*|la\s+|les\s+)?(?:accepte|refuse|h[ée]site)|(?:a\s+)?(?:accepté|accepte|refusé|refuse)"
    r"\s+(?:l['’]\s*attaque|la\s+carte|l['’]\s*entame)|n['’]\s*a\s+(?:encore\s+rien|rien\s+encore|rien|pas\s+encore)\s+jou[ée]"
    r"(?:\s+(?:dessus|sur\s+cette\s+attaque|sur\s+l['’]\s*attaque))?\s*(?:[,;.]|$))",
    re.IGNORECASE,
)


def _holder(typed: str) -> str:
    folded = typed.casefold()
    if folded.startswith("son"):
        return _PARTNER
    if _DECLARING_WORD.search(folded):
        return _DECLARING
    return _seat(typed)


_SENTENCE = re.compile(r"[.!?\n]+")
_IN_DEFENCE = re.compile(
    rf"\b[Ee]n\s+d[ée]fense\s*,?\s+({_SEAT})(?![-\w])|(?<![-\w])({_SEAT})\s*,\s*en\s+d[ée]fense\b"
)


# « le decla a attaqué du mort », « le mort a rejoué »: the declaring side led.
_ROLE_LEADER = re.compile(
    r"(?<![-\w'’])(?:le\s+)?(d[ée]cla(?:rant)?|mort)\s+(?:a\s+|avait\s+)?(?:attaqu\w*|rejou\w*)\b(?!\s+de\s+la\s+mauvaise)"
)


def lead_turn(description: str) -> tuple[str, str] | None:
    """(`who_led`'s answer, the words) when one seat led and the words say which other seat had the lead,
    the sides known; None otherwise."""
    found: set[tuple[str, str]] = set()
    for leader, holder, said in _leads(description, _LEADER):
        answer = _answer(description, leader, holder)
        if answer is None:
            return None
        found.add((answer, said))
    return found.pop() if len({answer for answer, _ in found}) == 1 else None


_OPENING = re.compile(
    starting_with(
        "ENOScnos",
        rf"(?<![-\w'’])(?:c['’]\s*est\s+)?({_SEAT}){_BRACKET}\s+(?:qui\s+)?(?:a\s+|avait\s+)?(?:tout\s+de\s+suite\s+|alors\s+)?entam\w*\b",
    )
)
_FACE_DOWN = re.compile(
    starting_with("fv", r"\bface\s+(?:cach[ée]e?|contre|en\s+dessous)|\bverso\b"), re.IGNORECASE
)


def opening_lead_turn(description: str) -> tuple[str, str] | None:
    """(`entame`'s `situation`, the words) when one seat made the opening lead and the words say whose it was:
    his partner's (the other defender's: `wrong_defender_faced`, when the words say the card was faced, never
    from « a entamé » alone: 41A, tester21 P10), or an opponent's (the leader is then of the declaring side: `declaring_side`); None otherwise."""
    if _FACE_DOWN.search(description):
        # Face down, or turned over: the patterns' other answers — unless the seats put the card in the declaring
        # side's hand (tester23 P14: « Nord a entamé face cachée alors que c'était à Est », « c'était à Ouest
        # d'entamer, mais Sud a posé une carte face cachée »: the presumed declarer or dummy, 54E, never a defender).
        return _declaring_side_face_down(description)
    declarer = declarer_seat(description)
    rightful = None if declarer is None else _ROTATION[(_ROTATION.index(declarer) + 1) % 4]
    if rightful is not None and any(holder != rightful for _, holder, _ in _leads(description, _OPENING)):
        return None  # « Sud joue 4♠, Ouest a entamé alors que c'était à Est »: the words contradict the seats
    if rightful is not None and any(leader == rightful for leader, _, _ in _leads(description, _OPENING)):
        return None  # « Nord joue 3SA et Est entame … » : Est is the rightful leader (session 12's audit)
    found = {
        ("wrong_defender_faced" if holder == partner_of(leader) else "declaring_side", said)
        for leader, holder, said in _leads(description, _OPENING)
        if holder != _DECLARING and (holder != partner_of(leader) or lead_faced(description))
    }
    if (
        declarer is None
        and any(answer == "declaring_side" for answer, _ in found)
        and _DECLARER_NAMED.search(description)
    ):
        # « Est a entamé alors que c'était à Sud. Le déclarant ne sait pas quoi faire » (auditor21, s19 l.45): the
        # seats make Est the declarer, the words a third player: two readings, the director asks.
        return None
    return found.pop() if len({answer for answer, _ in found}) == 1 else None


# A card put down as a lead, face down (« Sud a posé une carte face cachée », « Nord, le futur déclarant, a mis une carte »).
_PUT_DOWN = re.compile(
    rf"(?<![-\w'’])({_SEAT})(?:\s*,[^,;.:!?]{{0,30}},)?\s+(?:a\s+|avait\s+)?(?:pos[ée]e?|pose|mis|met|sorti|sort)\s+"
    r"(?:une|sa|la)\s+carte"
)


def _declaring_side_face_down(description: str) -> tuple[str, str] | None:
    """(`declaring_side`, the words) when a card was put down face down by a seat that is not the partner of the seat
    whose lead it was, nor that seat; None otherwise (the patterns' answers, then)."""
    declarer = declarer_seat(description)
    rightful = None if declarer is None else _ROTATION[(_ROTATION.index(declarer) + 1) % 4]
    leads = _leads(description, _OPENING) + _leads(description, _PUT_DOWN)
    if rightful is not None and any(holder not in (rightful, _DECLARING) for _, holder, _ in leads):
        return None  # the words contradict the seats
    found = {
        ("declaring_side", said)
        for leader, holder, said in leads
        if holder not in (leader, partner_of(leader))
    }
    if len(found) != 1 or any(holder == partner_of(leader) for leader, holder, _ in leads):
        return None
    return found.pop()


_DECLARER_NAMED = re.compile(r"(?<![-\w'’])d[ée]cla(?:rant)?\b", re.IGNORECASE)


def _leads(description: str, leads: re.Pattern[str]) -> list[tuple[str, str, str]]:
    """(leader, holder, the leader's words) for each sentence where one seat leads and one other seat had the
    lead, plainly; nothing at all when a sentence says two leaders or two holders, a denial or a claim."""
    if "?" in description or _CLAIMED_TURN.search(description):
        return []
    out: list[tuple[str, str, str]] = []
    for sentence in _SENTENCE.split(description):
        leaders = {_seat(m[1]): m for m in leads.finditer(sentence)}
        if leads is _LEADER and (role := _ROLE_LEADER.search(sentence)) is not None:
            leaders[_DECLARING] = role  # the declarer or the dummy: one side
        if not leaders:
            continue
        if _CLAIMS.search(sentence):
            return []  # another's word in the lead's sentence
        held = [(_holder(m[1]), m) for pattern in _HOLDER for m in pattern.finditer(sentence)]
        holders = {holder for holder, _ in held} - leaders.keys()
        if len(leaders) != 1 or len(holders) != 1 or _TWO.search(sentence):
            return []
        (leader, said), (holder,) = next(iter(leaders.items())), holders
        spans = [said.span(), *(m.span() for h, m in held if h == holder)]
        if _DOUBT.search(sentence[min(a for a, _ in spans) : max(b for _, b in spans)]):
            return []  # a denial or a claim between the lead and whose lead it was
        if holder == _PARTNER:
            if leader == _DECLARING:
                return []  # the declarer's partner is the dummy: a lead from the wrong hand, another answer
            holder = partner_of(leader)
        out.append((leader, holder, said[0].removeprefix("c'est ").removeprefix("c’est ")))
    return out


def _answer(description: str, leader: str, holder: str) -> str | None:
    """The case, from the two seats and the sides the words give."""
    defenders = defender_seats(description) | {_seat(m[1] or m[2]) for m in _IN_DEFENCE.finditer(description)}
    for side in _SIDE_DEFENDS.finditer(description):
        defenders |= {"nord", "sud"} if (side[1] or side[2]).upper().startswith("N") else {"est", "ouest"}
    declarer = declarer_seat(description)
    if declarer is not None:
        if defenders & {declarer, partner_of(declarer)}:
            return None  # the words contradict themselves
        defenders = {
            seat for seat in ("nord", "est", "sud", "ouest") if seat not in (declarer, partner_of(declarer))
        }
    if not defenders and declarer is None and leader != _DECLARING and _DECLARER_CHOOSES.search(description):
        defenders = {leader}  # « Ouest attaque à la place de son partenaire, le déclarant refuse » (55A, 56)
    defenders |= {partner_of(seat) for seat in defenders}
    if leader == _DECLARING:
        return "declarer_defender_turn" if holder in defenders else None
    if holder == _DECLARING:
        return "defender_declarer_turn" if leader in defenders else None
    if not defenders:
        return None
    if holder == partner_of(leader):
        return "defender_partner_turn" if leader in defenders else None
    if leader in defenders:
        return "defender_declarer_turn"
    return "declarer_defender_turn" if holder in defenders else None


# « Ouest (défense) a entamé hors tour le roi de carreau », « l'entame hors tour de Sud, en défense »,
# « entame hors tour visible de N (défense) »: an opening lead out of turn by a seat the words say defends.
_LED_OUT = (
    re.compile(
        rf"(?<![-\w'’])({_SEAT}){_BRACKET}\s+(?:a\s+|avait\s+)?entam\w*\s+(?:[^,;.:!?()]{{0,30}}?\s)?hors\s+tour\b"
    ),
    re.compile(
        rf"\b[Ee]ntame\s+hors\s+tour\s+(?:visible\s+|face\s+visible\s+)?(?:de\s+|d['’]\s*)({_SEAT})(?![-\w])"
    ),
)


def defender_led_out_of_turn(description: str) -> tuple[str, str] | None:
    """(`entame`'s `situation`, the words) when one seat the words say defends made the opening lead out of
    turn and the words say the card was faced (`lead_faced`); None otherwise."""
    if "?" in description or _CLAIMS.search(description) or _FACE_DOWN.search(description):
        return None
    led = {_seat(m[1]): m[0] for pattern in _LED_OUT for m in pattern.finditer(description)}
    if len(led) != 1 or _DOUBT.search(next(iter(led.values()))):
        return None
    ((seat, said),) = led.items()
    defenders = defender_seats(description) | {_seat(m[1] or m[2]) for m in _IN_DEFENCE.finditer(description)}
    declarer = declarer_seat(description)
    if declarer is not None:
        if seat in (declarer, partner_of(declarer)) or seat == _ROTATION[(_ROTATION.index(declarer) + 1) % 4]:
            return None  # the declaring side, or the rightful leader: the words say otherwise
        defenders.add(seat)
    return ("wrong_defender_faced", said) if seat in defenders and lead_faced(description) else None


def rightful_opening_leader(description: str) -> tuple[str, str] | None:
    """Tester20 P13: (declarer, leader) when the words name the final contract's declarer and one seat that
    made the opening lead « out of turn » who is in fact the declarer's left-hand opponent, the rightful opening
    leader (41A: « 3SA joué par Ouest, Nord a entamé hors tour »); None otherwise (a question, a claim, two
    leaders, no declarer)."""
    if "?" in description or _CLAIMS.search(description):
        return None
    declarer = declarer_seat(description)
    leaders = {_seat(m[1]) for m in _OPENING.finditer(description)}
    if declarer is None or len(leaders) != 1:
        return None
    (leader,) = leaders
    return (declarer, leader) if leader == _ROTATION[(_ROTATION.index(declarer) + 1) % 4] else None


# Who led out of turn and whose lead it was (`attaque`, question `who_led`), read from the roles: the
# leader is the role before the verb « attaque », whose turn it was the role after « alors que c'était
# à », « alors que le mort avait fait la levée », « la main était au mort ». One leader only: two leads
# (« … et Est a attaqué lui aussi ») say nothing by their shape.
_ROLE_LEADS = re.compile(
    r"(?:^|[|] |(?:mais|et|puis|alors|ensuite|c est|la) )(?:le |un )?(declarant|decla|mort|defenseur)"  # « là le décla… »
    r" (?:a |avait |vient d )?(?:(?:aussitot|deja|tout de suite|immediatement|directement|ensuite|alors) )?"
    r"(?:attaque|attaquer|rejoue|entame|(?P<played>joue)(?= hors tour| de sa main| du mort))\b(?P<rest>[^|~]*)"
)
_ROLE_HOLDS = (
    # « alors qu'il avait pris au mort », « alors qu'il était au mort »: the declarer's lead was the dummy's
    re.compile(
        r"\balors (?:que|qu) (?:il|le declarant|le decla) (?:avait pris|avait gagne|etait|est|avait la main) (?:au )?(mort)\b"
    ),
    # session 40 (s39): « alors qu'il avait fait la levée précédente au mort », « alors que la déf avait la main »,
    # « alors que c'était son partenaire Est qui avait fait la dernière levée »
    re.compile(
        r"\balors (?:que|qu) (?:il|le declarant|le decla) (?:avait|a) (?:fait|pris|gagne|remporte) la levee"
        r"(?: precedente| d avant| d)? au (mort)\b"
    ),
    re.compile(
        r"\balors (?:que|qu) (?:la |le )?(mort|declarant|decla|defenseur|defense|def) (?:avait|a) la main\b"
    ),
    re.compile(
        r"\balors (?:que|qu) c (?:etait|est) (son partenaire)(?: le defenseur| nord| sud| est| ouest)? qui (?:avait|a|venait d|venait de)"
        r" (?:fait|pris|gagne|remporte|faire|prendre|gagner|remporter) la (?:derniere |precedente )?(?:levee|main)\b"
    ),
    re.compile(
        r"\balors (?:que|qu) c (?:etait|est) (?:a|au|le tour de) (?:(son partenaire)|(?:le |la |l |un )?(mort|declarant|decla|defenseur|defense|adversaire))\b"
    ),
    re.compile(
        r"\balors (?:que|qu) (?:(son partenaire)|(?:le |la |l |un )?(mort|declarant|decla|defenseur))(?: [a-z]+)? (?:avait|a) (?:fait|pris|gagne|remporte) la (?:levee|main)\b"
    ),
    re.compile(
        r"\balors (?:que|qu) la (?:main|levee) (?:d avant |precedente )?(?:etait|avait ete gagnee par|a ete gagnee par) (?:au |le |du |la |a la )?(?:(son partenaire)|(mort|declarant|decla|defenseur|defense))\b"
    ),
    # « alors que c'était la défense qui avait fait la levée » (finder56)
    re.compile(
        # session 37: « qui venait de gagner la levée »
        r"\balors (?:que|qu) c (?:etait|est) (?:le |la )?(mort|declarant|decla|defenseur|defense) qui (?:avait|a|venait d|venait de)"
        r" (?:fait|pris|gagne|remporte|faire|prendre|gagner|remporter) la (?:levee|main)\b"
    ),
    re.compile(
        r"\bc est (?:(son partenaire)(?: le defenseur)?|le (mort|declarant|defenseur)) qui (?:avait|a) (?:fait|pris|gagne|remporte) la levee\b"
    ),
)
# The clause just before the lead says who won the trick: « Sud déclarant, le mort avait fait la levée, mais… ».
_WON_BEFORE = re.compile(
    r"(?:^|[|] )(?:(son partenaire)|(?:le )?(mort|declarant|decla|defenseur)) (?:avait|a) (?:fait|pris|gagne|remporte)"
    # reviewer29 S-7: the trick's number said (« avait fait la levée 3 », « la 3e levée »)
    r"(?: la (?:[0-9]{1,2} )?levee(?: (?:[a-z]+|[0-9]{1,2})){0,3})?(?: [|])? $"
)
_IN_HAND = re.compile(r"\balors (?:que|qu) (?:il|le declarant) (?:etait|est) en main\b")
_DEFENCE = frozenset({"defenseur", "defense", "def", "adversaire"})


# Another lead said before the declarer's « joue »: his card is played to that trick, not led (57C3).
_LED_BEFORE = re.compile(r"\b(?:attaqu|entam|rejou)\w*")
_BOTH_LED = re.compile(r"\b(?:lui aussi|aussi attaque|egalement|tous les deux|en meme temps)\b")
_WHOSE_LEAD = re.compile(r"\b(?:la main|la levee) (?:d avant |precedente )?(?:etait|avait|a ete)\b")
_FROM_THE_DUMMY = re.compile(r"(?: [a-z]+){0,3} du mort\b")
_FROM_HIS_HAND = re.compile(r"(?: [a-z]+){0,3} de sa main\b")


def who_led(text: Text) -> tuple[str, Span] | None:
    """(`who_led`'s answer, span) when one lead out of turn is said with its leader and whose turn it
    was, in words stated plainly; None otherwise."""
    words = [word if word else "~" for word, _ in text]
    joined = " ".join(words)
    leads = list(_ROLE_LEADS.finditer(joined))
    if len(leads) != 1 or _BOTH_LED.search(joined):
        return None
    lead = leads[0]
    leader = "declarer" if lead[1] in ("declarant", "decla", "mort") else "defender"
    rest = lead["rest"]
    if lead["played"] and not (_WHOSE_LEAD.search(rest) or _ROLE_HOLDS[0].search(rest)):
        return None  # tester11 X10: « a joué hors tour » is a lead only when the words say who had the lead
    if lead["played"] and _LED_BEFORE.search(joined[: lead.start()]):
        return None  # reviewer28: « Est attaque ; le déclarant joue de sa main alors qu'il était au mort » is a play (57C3)
    from_dummy = lead[1] == "mort" or _FROM_THE_DUMMY.match(rest) is not None
    if NEGATED & set(lead[0].split()):
        return None
    holders = {h for pattern in _ROLE_HOLDS for m in pattern.finditer(rest) for h in m.groups() if h}
    before = _WON_BEFORE.search(joined[: lead.start()])
    if before is not None and lead[0].lstrip("| ").startswith(("mais", "et")):
        holders.add(before[1] or before[2])  # « le mort avait fait la levée, mais Ouest attaque »
    answer: str | None = None
    if _IN_HAND.search(rest) and leader == "declarer" and from_dummy and not holders:
        answer = "declarer_wrong_hand"
    elif len(holders) == 1:
        (holder,) = holders
        if leader == "defender":
            answer = (
                "defender_partner_turn"
                if holder in ("son partenaire", "defenseur")
                else ("defender_declarer_turn" if holder in ("mort", "declarant", "decla") else None)
            )
        elif holder in _DEFENCE:
            answer = "declarer_defender_turn"
        elif holder in ("mort", "son partenaire") and not from_dummy and _FROM_HIS_HAND.match(rest):
            answer = "declarer_wrong_hand"
    if answer is None:
        return None
    first = len(joined[: lead.start(1)].split()) - (joined[: lead.start(1)].rstrip().endswith(" le"))
    end = len(joined[: lead.end()].split())
    return answer, (first, end)


# 47E1 withdraws a lead out of turn without rectification only when an opponent told him it was his turn (reviewer25
# P-7): told by his partner, a kibitzer or « on », it is 53/56's lead out of turn. The teller is the clause's last words
# before « lui a dit / écrit » or « a dit à … »: the declarer, the dummy, an opponent, or a seat of the other side than
# the leader's.
_TELL = re.compile(
    r"\b(?:lui|leur)\s+(?:(?:a|avait|ont|avaient)\s+)?(?:dit|[ée]crit|annonc[ée]|indiqu[ée])\b"
    r"|\b(?:(?:a|avait)\s+)?(?:dit|[ée]crit)\s+(?:à|a)\s+",
    re.IGNORECASE,
)
_CLAUSE_MARK = re.compile(r"[,;:.!?«»\"“”()]")
_PARTNER_WORD = re.compile(r"\bpartenaire\b(?!\s+du\s+(?:d[ée]cla|mort))", re.IGNORECASE)
_OPPONENT_WORD = re.compile(
    r"\b(?:d[ée]cla\w*|mort|adversaires?|opposants?|rho|lho)\b|\bpartenaire\s+du\s+(?:d[ée]cla|mort)",
    re.IGNORECASE,
)
_SEAT_LEADS = re.compile(
    rf"(?<![-\w'’])({_SEAT})(?![-\w])(?:\s*\([^)]{{0,25}}\))?\s+(?:a|avait)\s+(?:attaqu|jou|entam|rejou)\w*",
    re.IGNORECASE,
)
_SEAT_WORD = re.compile(rf"(?<![-\w'’])({_SEAT})(?![-\w])")
# The declarer led (« le déclarant a joué de sa main au lieu du mort »): the dummy is his partner, not an opponent
# (reviewer25 P-16) — only a defender, « un adversaire » or a seat of the other side tells him as 47E1 needs.
_DECLARER_LED = re.compile(r"\bd[ée]cla\w*\s+(?:a|avait)\s+(?:attaqu|jou|entam|rejou)\w*", re.IGNORECASE)
_DECLARING_SIDE_WORD = re.compile(r"\b(?:mort|d[ée]cla\w*|partenaire)\b", re.IGNORECASE)
_DEFENDER_WORD = re.compile(r"\b(?:d[ée]fenseurs?|d[ée]fense|adversaires?|opposants?)\b", re.IGNORECASE)


def told_by_an_opponent(description: str) -> bool:
    """Whether every « told it was his turn » in the words comes from an opponent of the player who led (47E1)."""
    tells = list(_TELL.finditer(description))
    if not tells:
        return False
    leader = _SEAT_LEADS.search(description)
    declarer_led = _DECLARER_LED.search(description) is not None
    for tell in tells:
        clause = _CLAUSE_MARK.split(description[: tell.start()])[-1]
        teller = " ".join(clause.split()[-4:])
        if declarer_led:
            closest = " ".join(clause.split()[-2:])  # « le mort », « un défenseur », « du déclarant »
            if _DECLARING_SIDE_WORD.search(closest) or not _DEFENDER_WORD.search(closest):
                return False  # his partner, himself, or a seat whose side the words do not give
            continue
        if _PARTNER_WORD.search(teller):
            return False
        if _OPPONENT_WORD.search(teller):
            continue
        seat = _SEAT_WORD.search(teller)
        if seat is None or leader is None:
            return False  # « on », « le kibitz », « quelqu'un », or a seat whose side the words do not give
        if _seat(seat[1]) in (_seat(leader[1]), partner_of(_seat(leader[1]))):
            return False
    return True

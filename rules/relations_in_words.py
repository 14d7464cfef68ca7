"""Players named by their relation to another (finder48, issue 37 §1): « l'adversaire de gauche du mort », « le
partenaire du déclarant, Nord, », « le joueur à droite de Sud », « le LHO du déclarant », « mon partenaire ».

The seat readers take a seat or a role from the words next to a verb: in « l'adversaire de gauche du mort n'a pas
fourni », « mort n'a pas fourni » read the dummy's revoke, and « le partenaire de Sud a renoncé » Sud's. One reader
for all of them, run before every reader (`rules.vocabulary`) and the revoke's side (`bot.incidents.revoker_side`):
each relation is rewritten as the player it names when the words fix him —
- by the role of the player it starts from: the declarer's partner is the dummy, his opponents (of the left or the
  right) defenders; the dummy's partner is the declarer; the opening leader is the declarer's left-hand opponent
  (41A), so his partner defends, his left-hand opponent is the dummy and his right-hand one the declarer;
- by the seat of that player (« de Sud »), or of the declarer when the words name him (`declarer_seat`): the partner
  sits opposite, the left-hand opponent next in the rotation (N, E, S, O);
- by the seat said beside it (« le partenaire du déclarant, Nord, »), when it agrees with the relation;
and as « un joueur », which no seat reader takes, when nothing fixes him (« l'adversaire de l'entameur », « le
joueur à ma gauche ») or when the seat beside it says another. « Du déclarant Ouest » without commas may be the
declarer's seat or the player's: only what both readings share (the role) is kept. « Mon partenaire » is left as
typed unless the writer's seat is said (« je suis Sud »): no seat reader takes it.
"""

from __future__ import annotations

import re
from functools import lru_cache

from rules.asked_in_words import CORRECTING
from rules.hedged_in_words import UNSURE
from rules.players_in_words import REPORTS
from rules.seats_in_words import ROTATION, SEAT_PATTERN, declarer_seat, seat_name

_SEAT = SEAT_PATTERN
_ROLE_ANCHOR = r"d[ée]clarante?|d[ée]cla|morte?|entameur|entameuse"
_SIDE = r"(?:(?:de|à|a)\s+(?:la\s+)?)?(?P<side>gauche|droite|droit)"
# The seat said beside the relation: between commas or brackets; or alone after a role (« du déclarant Ouest »).
_BESIDE = rf"(?:\s*,\s*(?P<comma>{_SEAT})\s*(?:,|$)|\s*\(\s*(?P<bracket>{_SEAT})\s*\)|\s+(?P<bare>{_SEAT})(?![-\w]))?"
# « le/la/l'/un/une », or a preposition with its article (« du », « au », « de l' », « à l' ») kept in the rewriting.
_LEAD = r"(?P<lead>\b(?:[Dd]u|[Aa]u|[Dd]e\s+l['’]|[Àà]\s+l['’]|[Aa]\s+l['’]|[Ll]e|[Ll]a|[Ll]['’]|[Ll](?=\s+[aAoO])|[Uu]ne?)\s*)?"
_OF = r"\s+(?:du\s+|de\s+la\s+|de\s+l['’]\s*|de\s+l\s+(?=entam)|de\s+|d['’]\s*)"
# reviewer25 P-12: the seat a relation starts from may carry its own role (« à gauche de Sud, le déclarant, »).
_ANCHOR = (
    rf"(?:(?P<role>{_ROLE_ANCHOR})|(?P<seat>{_SEAT})|(?P<self>moi|lui|elle))(?![-\w])"
    r"(?:\s*,\s*(?:le\s+|la\s+)?(?P<own>d[ée]clarante?|d[ée]cla|morte?)\s*,|\s*\(\s*(?:le\s+)?(?P<own2>d[ée]clarante?|d[ée]cla|morte?)\s*\))?"
)
_PLACED = r"(?:assise?\s+|plac[ée]e?\s+)?"
# Not `starting_with`: a scoped case (« Partenaire du déclarant ») is past its check; `_CUE` screens the words first.
_RELATION = re.compile(
    rf"(?<![\w'’]){_LEAD}"
    rf"(?:(?P<partner>(?i:partenaire|co[ée]quipi[eè]re?|associ[ée]e?)|(?i:joueur|joueuse)\s+{_PLACED}en\s+face)"
    rf"|(?P<opponent>(?i:adversaire|opposant))(?:\s+{_SIDE})?"
    rf"|(?i:joueur|joueuse|voisin|voisine)\s+{_PLACED}{_SIDE.replace('side', 'near')}"
    rf"|(?P<lho>LHO|lho|(?i:suivante?))|(?P<rho>RHO|rho|(?i:pr[ée]c[ée]dente?)))"
    rf"{_OF}{_ANCHOR}{_BESIDE}"
)
# « le joueur qui suit le déclarant », « le joueur avant le mort »: his left-hand opponent, or his right-hand one.
_SEQUENCE = re.compile(
    rf"(?<![\w'’]){_LEAD}(?i:joueur|joueuse)\s+(?:(?P<lho>qui\s+(?:le\s+)?suit|(?:juste\s+)?apr[eè]s)"
    rf"|(?P<rho>qui\s+(?:le\s+)?pr[ée]c[èeé]de|(?:juste\s+)?avant))\s+(?:le\s+|la\s+|l['’]\s*)?{_ANCHOR}{_BESIDE}"
)
# « À droite du déclarant, Est, a renoncé »: the place as the subject, at the start of a clause.
_PLACE = re.compile(
    rf"(?:^|(?<=[.;:!?]\s)|(?<=[.;:!?]))\s*(?P<lead>)[Àà]\s+(?:la\s+)?(?P<side>gauche|droite)"
    rf"{_OF}{_ANCHOR}{_BESIDE}"
)
# The writer's seat: « je suis Sud », « j'étais en Ouest », « moi, Nord, ».
_WRITER = re.compile(
    rf"\b(?:[Jj]e\s+suis|[Jj]['’]\s*[ée]tais|[Jj]e\s+jouais|[Mm]oi\s*,?)\s*(?:en\s+|assise?\s+en\s+)?({_SEAT})(?![-\w])"
)
# finder62: the role said beside a player named from the writer (« mon adversaire de droite, le déclarant, »).
_ROLE_BESIDE = (
    r"(?:\s*,\s*(?:le\s+|la\s+)?(?P<role_comma>d[ée]cla(?:rante?)?|morte?)\s*,"
    r"|\s*\(\s*(?:le\s+|la\s+)?(?P<role_bracket>d[ée]cla(?:rante?)?|morte?)\s*\))"
)
_MINE = re.compile(
    rf"(?<![\w'’])(?P<lead>)(?:[Mm]on\s+(?:(?P<partner>partenaire)|adversaire(?:\s+{_SIDE})?|(?P<lho>LHO)|(?P<rho>RHO))"
    rf"|[Mm]a\s+(?:partenaire(?P<partner2>)|voisine\s+{_SIDE.replace('side', 'near')})"
    rf"|(?<![\w'’])[Ààa]\s+ma\s+(?P<place>gauche|droite))(?P<self>)(?:{_ROLE_BESIDE}|{_BESIDE})"
)
# The writer says he is the declarer: « je joue 3SA », « je joue à 4♠ », « je suis (le) déclarant », « j'étais déclarant à
# 4 piques ». reviewer25 P-14: « je joue 2♣ » is as often a card: a suit contract only with « à » or « le contrat de ».
_WRITER_DECLARES = re.compile(
    r"\bje\s+(?:joue|jouais)\s+(?:(?:à|a|le\s+contrat\s+de)\s+[1-7]\s*(?:♠|♥|♦|♣|pique|c[oœ]eur|carreau|tr[eè]fle|SA\b|sans)"
    r"|[1-7]\s*(?:SA\b|sans))|\b(?:je\s+suis|j['’]\s*[ée]tais)\s+(?:le\s+|la\s+)?d[ée]cla(?:rant|rante)?\b",
    re.IGNORECASE,
)
# Words that say the writer defends or leads, a belief or a supposition before his role, or another player's contract:
# then « mon partenaire » is not the dummy.
_WRITER_DEFENDS = re.compile(
    r"en\s+d[ée]fense|je\s+d[ée]fends|j['’]\s*(?:ai\s+)?entam|je\s+fournis|je\s+d[ée]fauss|mon\s+adversaire\s+"
    r"(?:joue|jouait|d[ée]clare)|(?:\bsi|pens\w*|croy\w*|croi\w*|imagin\w*)\s+(?:que\s+|qu['’]\s*)?(?:je|j['’])",
    re.IGNORECASE,
)
# reviewer25 P-13: an opening lead out of turn said (41A names no « entameur » then): hors tour, the wrong defender.
_LEAD_OUT_OF_TURN = re.compile(
    r"hors[- ]tour|mauvais\s+(?:d[ée]fenseur|joueur|c[oô]t[ée])|pas\s+(?:à|a)\s+(?:lui|elle)\s+d['’]\s*entamer"
    r"|(?:à|a)\s+la\s+place\s+d|c['’]\s*[ée]tait\s+(?:à|a)\s+(?:son\s+partenaire|sa\s+partenaire|[NSEO])",
    re.IGNORECASE,
)
_ORDER_WORD = re.compile(r"suiv|pr[ée]c", re.IGNORECASE)  # « suivant », « précédent »
_CUE = re.compile(
    r"partenaire|adversaire|opposant|joueu|voisin|lho|rho|gauche|droite|quipi|associ|suivant|c[ée]dent",
    re.IGNORECASE,
)

# Where each player sits, counted from the declarer in the rotation: 0 the declarer, 1 his left-hand opponent (the
# opening leader), 2 the dummy, 3 his right-hand opponent.
_FROM_DECLARER = {"declarer": 0, "leader": 1, "dummy": 2}
_ROLE_WORDS = {0: "le déclarant", 2: "le mort", 1: "le défenseur", 3: "le défenseur"}
_TAGS = {0: "déclarant", 2: "mort", 1: "défense", 3: "défense"}
NOBODY = "un joueur"


def _anchor_role(typed: str) -> str:
    folded = typed.casefold()
    return "dummy" if folded.startswith("mort") else "leader" if folded.startswith("entam") else "declarer"


def _steps(match: re.Match[str]) -> set[int]:
    """The places the relation may name, counted clockwise from the player it starts from."""
    groups = match.groupdict()
    side = groups.get("side") or groups.get("near") or groups.get("place")
    if groups.get("partner") is not None or groups.get("partner2") is not None:
        return {2}
    if groups.get("lho") or side == "gauche":
        return {1}
    if groups.get("rho") or side in ("droite", "droit"):
        return {3}
    return {1, 3}  # « l'adversaire du mort »: either of his opponents


def _beside(match: re.Match[str]) -> tuple[str | None, bool]:
    """The seat said beside the relation, folded, and whether it stands alone after it (« du déclarant Ouest »)."""
    if match["comma"] or match["bracket"]:
        return seat_name(match["comma"] or match["bracket"]), False
    return (seat_name(match["bare"]), True) if match["bare"] else (None, False)


def _from_own_role(steps: set[int], role: str | None) -> str | None:
    """The role of the player `steps` away from a player of `role` (the writer's), when every place he may sit at
    gives the same (finder62): a defender's partner defends, the dummy's is the declarer, the declarer's is the dummy;
    a defender's opponent of the left is the dummy or the declarer (None)."""
    if role is None:
        return None
    places = {1, 3} if role == "defender" else {_FROM_DECLARER[role]}
    named = {_ROLE_WORDS[(place + step) % 4] for place in places for step in steps}
    return named.pop() if len(named) == 1 else None


def _named(
    match: re.Match[str],
    declarer: str | None,
    writer: str | None,
    front: str | None,
    declares: bool = False,
    role_said: str | None = None,
) -> str | None:
    """The words for the player the relation names (a seat, a role, a seat with its role, or `NOBODY`); None to keep
    the words as typed. `front`: the seat the relation stands beside, said before it (« Sud, le partenaire de
    Nord, »); `declares`: the writer says he is the declarer (« je joue 3SA »), so his partner is the dummy;
    `role_said`: the writer's role otherwise said (`writer_role`: « nous étions en défense », « je suis le mort »)."""
    steps = _steps(match)
    beside, bare = _beside(match)
    if not match["lead"] and _ORDER_WORD.match(match[0]):
        return None  # « la levée suivante du mort »: a trick, not a player
    if front is not None:
        if beside is not None and beside != front:
            return NOBODY
        beside, bare = front, False
    groups = match.groupdict()
    role = groups.get("role")
    if role is not None:
        if bare:
            declarer = None  # « du déclarant Ouest »: Ouest may be either, only the role is sure
        if _anchor_role(role) == "leader" and _LEAD_OUT_OF_TURN.search(match.string):
            return (
                NOBODY  # « Est a entamé hors tour … l'adversaire de gauche de l'entameur »: not 41A's leader
            )
        places = {(_FROM_DECLARER[_anchor_role(role)] + step) % 4 for step in steps}
        roles = {_ROLE_WORDS[place] for place in places}
        if len(roles) != 1:
            return NOBODY  # « l'adversaire de l'entameur »: the declarer or the dummy
        if declarer is not None:
            seats = {ROTATION[(ROTATION.index(declarer) + place) % 4] for place in places}
            if beside is not None and beside not in seats:
                return NOBODY  # the seat beside says another player
            if len(seats) == 1:
                return seats.pop().capitalize()
        if beside is not None and not bare:
            return f"{beside.capitalize()} ({_TAGS[places.pop()]})"
        if _anchor_role(role) == "leader":
            return None  # « le partenaire de l'entameur a entamé »: who should have led, as typed (entame)
        return roles.pop()
    mine = groups.get("self") in ("", "moi")  # « mon partenaire », « à gauche de moi »; not « de lui »
    start = seat_name(groups["seat"]) if groups.get("seat") else writer if mine else None
    if (
        said := _role_beside(match)
    ) is not None:  # « mon adversaire de droite, le déclarant, »: that role, if no other
        known = _from_own_role(steps, "declarer" if declares else role_said)
        if start is not None and declarer is not None:
            seats = {ROTATION[(ROTATION.index(start) + step) % 4] for step in steps}
            known = (
                _ROLE_WORDS[(ROTATION.index(seats.pop()) - ROTATION.index(declarer)) % 4]
                if len(seats) == 1
                else None
            )
        words = _ROLE_WORDS[_FROM_DECLARER[said]]
        return words if known in (None, words) else NOBODY
    if start is None:
        if beside is not None:
            return beside.capitalize()  # « mon partenaire Est »: Est
        if (
            mine
            and not groups.get("place")
            and (named := _from_own_role(steps, "declarer" if declares else role_said))
        ):
            return named
        return NOBODY
    seats = {ROTATION[(ROTATION.index(start) + step) % 4] for step in steps}
    own = groups.get("own") or groups.get("own2")
    if own is not None and len(seats) == 1 and (beside is None or beside in seats):
        place = (_FROM_DECLARER[_anchor_role(own)] + steps.pop()) % 4  # « à gauche de Sud, le déclarant, »
        return f"{seats.pop().capitalize()} ({_TAGS[place]})"
    if beside is not None and beside not in seats and not groups.get("seat"):
        return None  # « je suis Ouest … mon partenaire Sud »: the seat typed, not the writer's slip, as typed
    if len(seats) != 1 or (beside is not None and beside not in seats):
        return NOBODY
    return seats.pop().capitalize()


# The seat a relation stands beside, said before it: « Sud, le partenaire de Nord, », « Nord (adversaire de droite
# d'Est) », « c'est Sud mon partenaire qui… ».
_FRONT = re.compile(rf"(?<![-\w])({_SEAT})\s*(?:(?P<comma>,)|(?P<bracket>\()|(?P<space>))\s*$")
_CLOSING = {"comma": re.compile(r"\s*(?:,|$)"), "bracket": re.compile(r"\s*\)"), "space": re.compile(r"")}


def _role_beside(match: re.Match[str]) -> str | None:
    """The role said beside a relation (`_ROLE_BESIDE`): « declarer » or « dummy »; None when none is."""
    said = match.groupdict().get("role_comma") or match.groupdict().get("role_bracket")
    return None if said is None else "dummy" if said.casefold().startswith("mort") else "declarer"


def _front(description: str, match: re.Match[str]) -> tuple[str, int, int] | None:
    """(the seat said before the relation, where the seat starts, where the relation's apposition ends)."""
    if match["lead"] and match["lead"].casefold().startswith(("du", "au", "de", "à", "a ")):
        return None
    if match["comma"] or match["bracket"] or match["bare"] or _role_beside(match):
        return None
    found = _FRONT.search(description, max(0, match.start() - 12), match.start())
    if found is None:
        return None
    kind = "comma" if found["comma"] else "bracket" if found["bracket"] else "space"
    closing = _CLOSING[kind].match(description, match.end())
    if closing is None:
        return None
    return seat_name(found[1]), found.start(), closing.end()


_WITH_ME = re.compile(r"\s+(?:ou|et|ni)\s+moi\b", re.IGNORECASE)
_GLUED = re.compile(
    r"(?<![\w'’])([Dd]e|[àÀ])\s+$"
)  # the preposition before a relation typed without its article


def _with_lead(lead: str, named: str) -> str:
    """`named` after the preposition the relation's words started with: « du mort », « à Ouest », « d'un joueur »."""
    folded = " ".join(lead.casefold().split()).replace("’", "'")
    if folded in ("", "le", "la", "l'", "l", "un", "une"):
        return named[0].upper() + named[1:] if lead[:1].isupper() else named
    to = folded.startswith(("au", "à", "a "))
    if named.startswith("le "):
        return ("au " if to else "du ") + named[3:]
    if named == NOBODY:
        return ("à " if to else "d'") + named
    if to:
        return f"à {named}"
    return f"d'{named}" if named[0] in "EOeo" else f"de {named}"


@lru_cache(maxsize=256)
def related(description: str) -> str:
    """`description` with each relation between players rewritten as the player it names, or as « un joueur »
    when the words do not fix him; unchanged when it holds none."""
    return _related(description)[0]


def rewritten_words(description: str) -> tuple[tuple[str, str], ...]:
    """Each relation `related` rewrote: (the words it now reads, the director's own words), in their order."""
    return _related(description)[1]


@lru_cache(maxsize=256)
def _related(description: str) -> tuple[str, tuple[tuple[str, str], ...]]:
    if not _CUE.search(description):
        return description, ()
    found = [
        *_RELATION.finditer(description),
        *_SEQUENCE.finditer(description),
        *_PLACE.finditer(description),
    ]
    writer_said = {seat_name(m[1]) for m in _WRITER.finditer(description)}
    writer = writer_said.pop() if len(writer_said) == 1 else None
    declares = _WRITER_DECLARES.search(description) is not None and not _WRITER_DEFENDS.search(description)
    mine = list(_MINE.finditer(description))
    # finder62: the writer's role said otherwise (« nous étions en défense », « je suis le mort »), for the player named
    # from him whose role it fixes (« mon partenaire »: a defender's defends, the dummy's declares)
    role_said = None if writer is not None or declares or not mine else writer_role(description)

    def _own_role_fixes(m: re.Match[str]) -> bool:  # « mon partenaire ou moi »: the pair, as typed
        if m["place"]:
            return False
        return declares or (
            _from_own_role(_steps(m), role_said) is not None and not _WITH_ME.match(description, m.end())
        )

    mine = [
        m
        for m in mine
        if writer is not None or _beside(m)[0] is not None or _role_beside(m) or _own_role_fixes(m)
    ]
    if not found and not mine:
        return description, ()
    spans = sorted([*found, *mine], key=lambda m: m.start())
    declarer = declarer_seat(
        _rewritten(description, spans, None, None, neutral=True)
    )  # no relation read in it
    if declares and writer is None:
        writer = declarer  # « je joue 4♠ en Sud »: the writer is Sud
    replaced: list[tuple[str, str]] = []
    text = _rewritten(
        description,
        spans,
        declarer,
        writer,
        declares and writer in (None, declarer),
        False,
        replaced,
        role_said,
    )
    return text, tuple(replaced)


def _rewritten(
    description: str,
    spans: list[re.Match[str]],
    declarer: str | None,
    writer: str | None,
    declares: bool = False,
    neutral: bool = False,
    replaced: list[tuple[str, str]] | None = None,
    role_said: str | None = None,
) -> str:
    """`description` with each relation of `spans` as the player it names (`neutral`: as `NOBODY`); `replaced`
    collects (the words written instead, the words typed); `role_said`: the writer's role (`_named`)."""
    out: list[str] = []
    done = 0
    for match in spans:
        start, end = match.start(), match.end()
        if start < done:
            continue  # overlapping readings: the first one
        front = _front(description, match)
        named = (
            NOBODY
            if neutral
            else _named(match, declarer, writer, front[0] if front else None, declares, role_said)
        )
        if named is None:
            continue
        if front is not None:
            start, end = front[1], front[2]
            words = named
        else:
            words = _with_lead(match["lead"] or "", named)
            if not match["lead"] and match[0][:1].isupper():
                words = words[0].upper() + words[1:]  # « Partenaire du déclarant Nord a renoncé »
            elif (
                not match["lead"]
                and named.startswith("le ")
                and (glued := _GLUED.search(description, 0, start))
            ):
                start = (
                    glued.start()
                )  # « des mains de ma partenaire »: « des mains du défenseur », not « de le »
                words = ("au " if glued[1] in "àÀ" else "du ") + named[3:]
        out.append(description[done:start] + words)
        if replaced is not None:
            replaced.append((words, description[start:end].strip(" ,")))
        done = end
    out.append(description[done:])
    return "".join(out)


# The writer says he defends (« nous étions en défense », « en défense, j'ai… », « je défendais », « on a défendu »),
# or that he is the dummy (« je suis le mort »).
_WRITER_IN_DEFENCE = re.compile(
    r"\b(?:nous\s+(?:[ée]tions|sommes)|on\s+(?:[ée]tait|est)|j['’]\s*[ée]tais|je\s+suis|moi)\s+(?:en\s+)?d[ée]fense\b"
    r"|\ben\s+d[ée]fense\s*,\s*(?:j['’]|je\b|moi\b)"
    r"|\b(?:je|nous|on)\s+d[ée]fend(?:s|ais|ait|ions|ons)?\b|\b(?:j['’]\s*ai|nous\s+avons|on\s+a)\s+d[ée]fendu\b",
    re.IGNORECASE,
)
_WRITER_DUMMY = re.compile(r"\b(?:je\s+suis|j['’]\s*[ée]tais)\s+(?:le\s+|la\s+)?morte?\b", re.IGNORECASE)
_BELIEVED = re.compile(
    r"\b(?:si|pens\w*|croy\w*|croi\w*|cru|imagin\w*|comme\s+si)\s+(?:que\s+|qu['’]\s*)?(?:je|j['’]|nous|on)\b",
    re.IGNORECASE,
)
# reviewer26 P-12: the role's sentence believes it (« je pensais être en défense »), asks it, dates it to another board.
_NOT_THIS_ROLE = re.compile(
    r"\?|\b(?:pens\w*|croy\w*|croi\w*|cru|imagin\w*|suppos\w*)\b|\bdonne\s+(?:pr[ée]c[ée]dente|d['’]\s*avant)\b"
    r"|\b(?:hier|autre\s+donne)\b",
    re.IGNORECASE,
)
_SENTENCE_END = re.compile(r"[.;!?…]")
_TAKEN_BACK = re.compile(rf"(?:{CORRECTING})|\.\.\.|…\s*non\b", re.IGNORECASE)
# reviewer26 P-12b: the role hedged in its clause (« je suis le mort (pas sûr) », « je crois »: `UNSURE`), or in another's
# mouth (« Est dit que je suis le mort », « selon Est, », « d'après lui »): one player's word, not the writer's fact.
_HEDGED = re.compile(r"\bpas\s+(?:s[uû]re?|certaine?)\b|\bsans\s+certitude\b", re.IGNORECASE)
_IN_ANOTHERS_WORDS = re.compile(
    rf"(?:{REPORTS.pattern})\s+(?:(?:à|a)\s+\S+\s+)?(?:que\b|qu['’]|:)|\b(?i:selon|d['’]\s*apr[èe]s)\b"
)


def _role_in_doubt(description: str, match: re.Match[str]) -> bool:
    """Is the writer's role said at `match` believed, asked, of another board, or taken back in its sentence or the
    next (« je suis le déclarant, enfin non, le mort », « Je suis le déclarant ? Non. »)?"""
    starts = [m.end() for m in _SENTENCE_END.finditer(description, 0, match.start())]
    start = starts[-1] if starts else 0
    ends = [m.end() for m in _SENTENCE_END.finditer(description, match.end())]
    end = ends[0] if ends else len(description)
    after = ends[1] if len(ends) > 1 else len(description)
    return bool(
        _NOT_THIS_ROLE.search(description, start, end)
        or _TAKEN_BACK.search(description, match.end(), after)
        or _HEDGED.search(description, start, end)
        or UNSURE.search(description[start:end])
        or _IN_ANOTHERS_WORDS.search(description, start, match.start())
    )


# reviewer27 R-6: the writer sits at the table — « moi, le mort », « je suis (le) mort », « j'étais le déclarant »,
# « je suis Nord », « nous étions en défense », « je joue 4♠ » —, whatever his role's doubts.
_MOI_ROLE = re.compile(r"\bmoi\s*,?\s*(?:le\s+|la\s+)?(?:morte?|d[ée]clarant\w*)\b", re.IGNORECASE)


def writer_at_table(description: str) -> bool:
    """Do the words say the writer is a player of the board? What he tells of another's act is then one player's
    word, evidence for the director (85A), never the finding itself — as « le mort dit que … » is (reviewer27 R-6)."""
    return any(
        pattern.search(description)
        for pattern in (_MOI_ROLE, _WRITER_DUMMY, _WRITER_DECLARES, _WRITER_IN_DEFENCE, _WRITER)
    )


def writer_seat(description: str) -> str | None:
    """The writer's one seat, said plainly (« je suis Ouest »): None when he says none, two, or says it in doubt,
    believed, in another's mouth or taken back (« je suis Ouest, non, Nord »: `_role_in_doubt`)."""
    said = list(_WRITER.finditer(description))
    if any(_role_in_doubt(description, m) for m in said):
        return None
    seats = {seat_name(m[1]) for m in said}
    return seats.pop() if len(seats) == 1 else None


def writer_seats(description: str) -> set[str]:
    """The seats the writer says are his (« je suis Est », « moi, Ouest »)."""
    return {seat_name(m[1]) for m in _WRITER.finditer(description)}


@lru_cache(maxsize=256)
def writer_role(description: str) -> str | None:
    """The writer's own role when the words say it: « defender » (« nous étions en défense », « en défense, j'ai… »),
    « declarer » (« je joue 3SA », « je suis le déclarant »), « dummy » (« je suis le mort »), or his seat said with the
    contract's declarer (« je suis Ouest », « Sud joue 4♠ »); None when they do not, when two readings disagree, or
    when the writer only believes or supposes it (« je pensais que j'étais déclarant »)."""
    if _BELIEVED.search(description):
        return None
    said = [
        m
        for pattern in (_WRITER_IN_DEFENCE, _WRITER_DECLARES, _WRITER_DUMMY, _WRITER)
        for m in pattern.finditer(description)
    ]
    if any(_role_in_doubt(description, m) for m in said):
        return None
    found: set[str] = set()
    defends = _WRITER_IN_DEFENCE.search(description) is not None
    if _WRITER_DECLARES.search(description) and (defends or not _WRITER_DEFENDS.search(description)):
        found.add("declarer")  # (with « en défense » too: two roles said, none kept)
    if defends:
        found.add("defender")
    if _WRITER_DUMMY.search(description):
        found.add("dummy")
    seats = {seat_name(m[1]) for m in _WRITER.finditer(description)}
    declarer = declarer_seat(description)
    if len(seats) == 1 and declarer is not None:
        (seat,) = seats
        at = (ROTATION.index(seat) - ROTATION.index(declarer)) % 4
        found.add({0: "declarer", 2: "dummy"}.get(at, "defender"))
    return found.pop() if len(found) == 1 else None


# The writer's own call or click (« j'ai dit 1♥ », « j'ai cliqué 3SA », « j'ai fait une enchère insuffisante »).
_WRITER_CALLED = re.compile(
    r"\b(?:j['’]\s*(?:ai|avais)\s+(?:\w+\s+)?(?:dit|cliqu\w*|annonc\w*|ouvert|ench[ée]ri|mis|pos[ée]|sorti|fait|chang\w*"
    r"|rectifi\w*|corrig\w*|remplac\w*)|je\s+(?:dis|clique|mets|pose|sors|change|corrige|remplace))\b",
    re.IGNORECASE,
)
# A player named from the writer (« mon partenaire », « ma partenaire », « mon adversaire de gauche », « à ma gauche »).
WRITER_RELATIVE = re.compile(
    r"\b(?:mon|ma)\s+(?:partenaire|partner|adversaire|voisine?)\b|\b[àa]\s+ma\s+(?:gauche|droite)\b",
    re.IGNORECASE,
)


def writer_called(description: str) -> bool:
    """Do the words say the writer made the call (or click) the incident is about? Then a player named from him
    (« mon partenaire ») stands where the facts read him from the offender (reviewer26 P-7)."""
    return _WRITER_CALLED.search(description) is not None


def in_typed_words(description: str, quote: str) -> str:
    """`quote` (words read in `description` once `related` rewrote it) with each rewritten relation shown as the
    director typed it (reviewer25: « Est n'a pas fourni » quoted where he wrote « L'adversaire de gauche du mort n'a
    pas fourni »). Only where the words written instead are his nowhere else: a seat he also typed himself stays."""
    for words, typed in rewritten_words(description):
        bare = words if words == NOBODY else words.split("'")[-1].split(" ")[-1]
        for shown in dict.fromkeys((words, words.replace("'", "' "), bare)):  # « d' Est »: the quote's tokens
            at = _word_at(quote, shown)
            if at >= 0 and _word_at(description, shown) < 0:
                quote = quote[:at] + typed + quote[at + len(shown) :]
                break
    return quote


def _word_at(text: str, word: str) -> int:
    """Where `word` stands in `text` as a whole word (not inside « Ouest » nor after an elision), or -1."""
    at = text.find(word)
    while at >= 0:
        before = text[at - 1 : at]
        after = text[at + len(word) : at + len(word) + 1]
        if not (before.isalnum() or (before in "'’-" and before)) and not (after.isalnum() or after == "-"):
            return at
        at = text.find(word, at + 1)
    return -1


# finder65 (A3): a player named from another (« mon partenaire », « son adversaire », « le donneur », « un joueur ») as the
# actor of an act out of turn that names no bid: another player's call out of turn (31), nothing of an insufficient bid's
# rotation — never a player the words name as the owner of a call (« le 1♦ de mon partenaire »).
_RELATIVE_ACTOR = re.compile(
    r"(?<![\w'’])(?<!de )(?<!du )(?:mon|ma|son|sa|notre|votre|leur|le|la|l['’]|un)\s*"
    r"(?:partenaire|adversaire|donneur|d[ée]clarant|mort|joueur)\b(?:\s+de\s+(?:gauche|droite))?"
    r"(?=\s*,?\s+(?:a|avait|aussi|qui|lui|alors|ensuite|est|était|etait)\b)",
    re.IGNORECASE,
)
_BID_OR_INSUFFICIENT = re.compile(
    r"(?<![\w])[1-7]\s*(?:♠|♥|♦|♣|SA|sa|NT|[TKCP]\b)|\binsuffisant", re.IGNORECASE
)


def another_players_act(window: str) -> bool:
    """Does `window` (an act « hors tour ») name no bid and, as its actor, a player named from another
    (`_RELATIVE_ACTOR`)?"""
    return not _BID_OR_INSUFFICIENT.search(window) and _RELATIVE_ACTOR.search(window) is not None

"""General readings of a description (issue 37, round 5 session 4): facts read from the shape of the
words rather than from a topic's pattern list. Pure: words in, answers out; used by
`rules.vocabulary._evidence`, which keeps only what the words state plainly and drops a question
stated two ways.

- the final contract (`rules.seats_in_words.final_contract`): level, strain, declarer's side, and
  doubled or vulnerable when the contract's own words say so (« 4♥X vulnérable joué par Ouest »);
- the tricks the declarer made, said as such (« 9 levées à la table », « le déclarant a fait 9
  levées »), never another count (« il restait 2 levées », « 2 levées de plus »);
- the revoke's offender from the subject of the clause that states the revoke (« Sud joue 4♠, …, et
  Ouest a défaussé un carreau alors qu'il avait encore du cœur » → a defender): the role must open the
  clause, alone, before its verb.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from rules.claims_in_words import claim_trick, claimed_tricks
from rules.results_in_words import notation_tricks, result_tricks
from rules.seats_in_words import final_contract

Clause = tuple[str, ...]  # the folded words of a clause stated plainly

_SIDES = {"nord": "ns", "sud": "ns", "est": "eo", "ouest": "eo"}


def contract_facts(description: str, plain: Callable[[str], bool]) -> Iterator[tuple[str, str, str]]:
    """(question, answer, words) for the final contract, when the words name it with its declarer in a
    clause `plain` calls stated (no question, supposition or denial)."""
    contract = final_contract(description)
    if contract is None or not plain(contract.words):
        return
    yield "contract_level", contract.level, contract.words
    yield "contract_strain", contract.strain, contract.words
    yield "declarer_side", _SIDES[contract.declarer], contract.words
    if contract.doubling is not None:
        yield "doubling", contract.doubling, contract.words
    if contract.vulnerable is not None:
        yield "vulnerable", contract.vulnerable, contract.words


Text = tuple[tuple[str, str], ...]  # `rules.vocabulary.read`: (folded word, stem), clause breaks « | »
Span = tuple[int, int]


def _clauses(text: Text) -> Iterator[tuple[int, Clause]]:
    """(index of its first word, its folded words) for each clause of `text` stated plainly: a clause
    with a word left out (a question, a supposition, a claim) or a negation is skipped whole."""
    start = 0
    for at in range(len(text) + 1):
        if at < len(text) and text[at][0] != "|":
            continue
        clause = tuple(word for word, _ in text[start:at])
        if clause and "" not in clause and not _NEGATED & set(clause):
            yield start, clause
        start = at + 1


_NEGATED = frozenset(
    {"pas", "plus", "jamais", "ni", "sans", "non", "aucun", "aucune", "rien", "personne", "nullement"}
)


def _span(clause_start: int, clause: Clause, char_start: int, char_end: int) -> Span:
    """The words of `clause` covering characters `char_start` to `char_end` of `" ".join(clause)`."""
    first = len(" ".join(clause)[:char_start].split())
    last = len(" ".join(clause)[:char_end].split())
    return clause_start + first, clause_start + last


# « 9 levées à la table », « 9 levées faites à la table », « le déclarant a fait 9 levées »: what the
# declarer made. A count of another kind (« il restait 2 levées », « 2 levées de plus », « a fait 2
# levées de chute ») is not read.
_MADE = (
    re.compile(
        r"(?:^| )(1[0-3]|[0-9]) levees? (?:faites |realisees |gagnees )?(?:a la table|au total)(?= |$)"
    ),
    re.compile(
        r"(?:^| )le declarant (?:declarant )?(?:joue [1-7] [a-z]+ (?:contre )?et )?(?:a )?(?:fait|realise|gagne|remporte)"
        r" (1[0-3]|[0-9]) levees?(?= |$)"
    ),
)
_NOT_MADE = re.compile(
    r"\b(?:de plus|en plus|de trop|supplementaires?|de chute|de moins|en moins|restai\w*|reste\w*|plus tard|apres|avant|au lieu|sur|des)\b"
)


# « 10 levées avec le transfert », « transfert compris », « en comptant la renonce »: a count after the
# revoke's transfer, not the tricks made at the table (tester12 Y9). Anywhere in the clause: the
# question asks the count before any transfer, and a clause that ties the count to one says otherwise.
_WITH_TRANSFER = re.compile(
    r"\b(?:transfer\w*|compris|en comptant|penalite\w*|avec (?:la|sa|les) renonce\w*)\b"
)


# « Sud a gagné 9 levées mais EO disent 8 » (tester18 R3): a count one side states and the other disputes is
# the director's to establish (79B), never pre-filled.
_COUNT_DISPUTED = re.compile(
    r"\b(?:disent|dit|pretend\w*|affirme\w*|soutien\w*|compte\w*|annonce\w*)\s+(?:qu (?:il|ils|elle|elles|on) (?:a|ont|avait|avaient)"
    r" (?:fait |gagne |realise )?|avoir (?:fait |gagne )?|en avoir (?:fait )?)?(?:1[0-3]|[0-9])\b"
    r"(?! ?(?:trefle|carreau|coeur|pique|sansatout|sa|sans)s?\b)"  # « Est dit 1♠ » is a bid, not a count
    r"|\b(?:contest\w*|desaccord sur|pas d accord sur|discut\w*)\s+(?:le|les|la|ce|du)\s+(?:nombre|compte|levees|score|marque|resultat)\b"
)


def tricks_taken(
    text: Text, description: str = "", plain: Callable[[str], bool] = lambda said: False
) -> Iterator[tuple[str, Span | str]]:
    """(number, span or words) for each statement of the tricks the declarer made, in the plain clauses:
    as a count, or as the result of the contract the words name (`rules.results_in_words`)."""
    if _COUNT_DISPUTED.search(" ".join(word for word, _ in text if word != "|")):
        return
    contract = final_contract(description) if description else None
    contract = contract if contract is not None and plain(contract.words) else None
    for count, start, clause in result_tricks(contract, _clauses(text), tuple(word for word, _ in text)):
        yield count, (start, start + len(clause))  # « la défense a fait 5 levées », « Sud a chuté de deux »
    yield from notation_tricks(contract, description, plain)  # « 4♠ -2 »
    for start, clause in _clauses(text):
        joined = " ".join(clause)
        # the clause, and the next few words past its end (« 10 levées, transfert compris »)
        beyond = " ".join(
            word for word, _ in text[start + len(clause) : start + len(clause) + 5] if word != "|"
        )
        if _WITH_TRANSFER.search(joined) or _WITH_TRANSFER.search(beyond):
            continue
        for pattern in _MADE:
            for match in pattern.finditer(joined):
                after = joined[match.end() :].strip()
                if _NOT_MADE.match(after) or re.search(
                    r"\b(?:restai\w*|reste\w*|sur)\s*$", joined[: match.start()]
                ):
                    continue
                yield (
                    match[1],
                    _span(start, clause, match.start() + (joined[match.start()] == " "), match.end()),
                )


_ROLES = {"declarant": "declarer", "decla": "declarer", "mort": "dummy", "defenseur": "defender"}
_OPENERS = frozenset("et mais puis alors donc car ensuite ici enfin bref".split())
_ARTICLE = frozenset(("le", "un"))
# The clause states a revoke by its subject (he had the suit, did not follow, revoked).
_REVOKE = re.compile(
    r"\b(?:renonc\w*(?! a (?:jouer|l impasse|demander|appeler|revendiquer|faire)\b)|oublie de fournir|alors qu (?:il|elle) (?:en )?(?:avait|a|lui restait|restait)"
    r"(?! (?:fait|pris|gagne|remporte|ete|joue|attaque|entame|dit|demande|deja|la main|la levee|en main)\b)"
    r"|en ayant encore|en ayant (?:un|une|le|la|du|l) (?!main\b|levee\b)\w+|avec (?:un|une|le|la|sa|son) (?:\w+ ){0,3}en main"
    r"|qu (?:il|elle) a encore (?:un|une|le|la|du|l)|au lieu de fournir)\b"
)
# Words after which the clause's revoke is someone else's: « le mort dit que… », « le déclarant voit
# que… », « le défenseur demande à son partenaire… ».
_NOT_THE_SUBJECT = re.compile(
    r"\b(?:dit|dis|voit|vu|remarque|signale|demande|pense|croit|accuse|conteste|nie|appelle|constate|"
    r"aussi|egalement|partenaire|qui|que|qu)\b"
)


# The declarer calling a card from the dummy: the card, and the revoke, are the dummy's.
_FROM_DUMMY = re.compile(
    r"\b(?:appel\w*|demand\w*|fait jouer|nomm\w*)\b.*\b(?:du|au) mort\b"
    r"|\b(?:defauss\w*|coup\w*|fourni\w*|jou\w*|mis|met|tir\w*)\s+(?:\w+\s+){0,3}?du mort\b"  # « a défaussé du mort »
)
_DENIED_ROLE = frozenset({"pas", "ni", "jamais", "non"})
# Another subject before the revoke's words: « le décla a exigé pique et Est a renoncé à pique ».
_NEW_SUBJECT = re.compile(
    r"\b(?:nord|sud|ouest|et est|mais est|puis est|est a|est avait|(?:et|mais|puis|donc|car|quand|lorsque) (?!a |avait |il |elle ))"
)
_ALSO = re.compile(r"\b(?:aussi|egalement|non plus|pareil)\b")


def named_with_a_revoke(text: Text) -> set[str]:
    """Every role the words, all of them (claims and denials too), tie to a revoke: before a revoke's
    words or « aussi » in its clause (« c'est le déclarant qui a renoncé », « le mort aussi »), or
    just after « renonce » (« la renonce du mort »)."""
    roles: set[str] = set()
    clause: list[str] = []
    for word, _ in (*text, ("|", "|")):
        if word != "|":
            clause.append(word)
            continue
        for at, role in enumerate(clause):
            if role not in _ROLES or _DENIED_ROLE & set(clause[max(0, at - 3) : at]):
                continue  # « ce n'est pas le déclarant qui a renoncé, ni le mort »
            if (
                at
                and clause[at - 1] in ("du", "au")
                and not any(w.startswith("renon") for w in clause[max(0, at - 3) : at])
            ):
                continue  # « sur le trèfle du mort alors qu'il avait… »: the dummy's card, not who revoked
            rest = " ".join(clause[at + 1 :])
            if (other := _NEW_SUBJECT.search(rest)) is not None and other.start() > 0:
                rest = rest[
                    : other.start()
                ]  # « le décla a exigé carreau et Ouest a attaqué cœur alors qu'il… »
            if _REVOKE.search(rest) or "pas fourni" in rest or _ALSO.search(rest):
                roles.add(_ROLES[role])
            if any(w.startswith("renon") for w in clause[max(0, at - 3) : at]):
                roles.add(_ROLES[role])
        clause = []
    return roles


def _moment(clause: Clause) -> int:
    """How many words open the clause with the trick it happened at (« à la 3e levée », « au 2e tour »)."""
    for shape in (
        ("a", "la", "#", "levee"),
        ("a", "la", "#"),
        ("sur", "la", "#", "levee"),
        ("au", "#", "tour"),
    ):
        got = clause[: len(shape)]
        if len(got) == len(shape) and all(
            w == m or (m == "#" and w.isdigit()) for w, m in zip(got, shape, strict=True)
        ):
            return len(shape)
    return 0


_JOINS = frozenset(("et", "mais", "puis"))


def _parts(text: Text) -> Iterator[tuple[int, Clause]]:
    """Each plain clause, and what follows each « et », « mais », « puis » in it (« le décla a exigé
    carreau et Ouest a attaqué cœur alors qu'il avait du carreau »: the second part has its own subject)."""
    for start, clause in _clauses(text):
        yield start, clause
        for at, word in enumerate(clause[1:], start=1):
            rest = clause[at + 1 :]
            if word not in _JOINS or not rest or clause[at - 1] in _SUBJECTS or _PLURAL & set(rest):
                continue  # « Est et le déclarant ont tous les deux renoncé »: one subject of two players
            yield start + at + 1, rest


_SUBJECTS = frozenset(
    ("nord", "sud", "est", "ouest", "declarant", "decla", "mort", "defenseur", "defense", "partenaire")
)
_PLURAL = frozenset(("ont", "deux", "2", "tous", "avaient", "sont"))


def revoke_subject(text: Text, whole: Text) -> tuple[str, Span] | None:
    """(`offender`'s answer, span) from the plain clauses of `text` that state a revoke by a role
    opening the clause (« le défenseur a défaussé … alors qu'il avait … »); None when none does, or
    when the `whole` words tie another role to a revoke (« …, le mort aussi », « non, c'est le
    déclarant qui a renoncé »)."""
    found: dict[str, Span] = {}
    for start, clause in _parts(text):
        at = _moment(clause)
        while at < len(clause) and clause[at] in _OPENERS:
            at += 1
        cleft = clause[at : at + 2] == ("c", "est")  # « c'est Ouest qui a défaussé… »
        at += 2 * cleft
        article = at < len(clause) and clause[at] in _ARTICLE
        at += article
        if at >= len(clause) or clause[at] not in _ROLES:
            continue
        rest = " ".join(clause[at + 1 + (cleft and clause[at + 1 : at + 2] == ("qui",)) :])
        revoke = _REVOKE.search(rest)
        if (
            revoke is None
            or _NOT_THE_SUBJECT.search(rest[: revoke.start()])
            or _NEW_SUBJECT.search(rest[: revoke.start()])
        ):
            continue
        if _ROLES[clause[at]] == "declarer" and _FROM_DUMMY.search(rest):
            continue  # « le décla a appelé un cœur du mort alors qu'il restait un carreau au mort »: the dummy's card
        if any(
            word in _ROLES and clause[at + i - 1] not in ("du", "au", "de")
            for i, word in enumerate(clause[at + 1 :], start=1)
        ):
            continue  # another role in the clause (« du mort » is a card's, not a player): whose revoke it is, its shape does not say
        end = at + 1 + len(rest[: revoke.end()].split())
        found.setdefault(_ROLES[clause[at]], (start + at - article, start + end))
    if len(found) != 1 or len(named_with_a_revoke(whole) | found.keys()) != 1:
        return None
    return next(iter(found.items()))


# The declarer's revoke from his own hand (« le décla n'a pas fourni à carreau de sa main alors qu'il avait le
# 4 », « Sud joue le R♣ du mort et défausse un pique de sa main alors qu'il avait le 2♣ », « …, et de sa main il
# défausse un cœur alors qu'il avait le 4 de carreau »): « de sa main » says whose card it was, whatever the
# dummy did before (« du mort »); its own part of the clause names no other player.
_OWN_HAND = re.compile(r"\bde sa main\b")
_FAILED = re.compile(r"\b(?:n a pas fourni|a pas fourni|oublie de fournir)\b")
_SEATS = frozenset(("nord", "sud", "est", "ouest"))


def declarer_from_hand(text: Text) -> Span | None:
    """The span of the declarer's revoke from his own hand in the plainly stated `text`; None otherwise."""
    if not any(text[at][0] == "main" and text[at - 1][0] == "sa" for at in range(1, len(text))):
        return None  # no « sa main »: the cheap test first
    start = 0
    subject = ""
    found: list[Span] = []
    for at in range(len(text) + 1):
        if at < len(text) and text[at][0] != "|":
            continue
        clause = tuple(word for word, _ in text[start:at])
        head = [w for w in clause[_moment(clause) :][:3] if w not in _OPENERS and w not in _ARTICLE]
        if head and (head[0] in _ROLES or head[0] in _SEATS):
            subject = head[0]
        elif head and head[0] not in ("de", "il", "puis"):
            subject = (
                ""  # another subject (« Est prend de la dame »): a later « de sa main » is not the declarer's
            )
        joined = " ".join(clause)
        parts = re.split(r"\b(?:et|puis|mais)\b", joined)
        if "" not in clause and _ROLES.get(subject) == "declarer":
            for part in parts:
                told = _FAILED.sub(" ", part)
                if (
                    _OWN_HAND.search(part)
                    and (_REVOKE.search(part) or _FAILED.search(part))
                    and "mort" not in part
                    and not _NEGATED & set(told.split())
                    and not _SEATS & set(part.split())
                ):
                    found.append((start, at))
        start = at + 1
    return found[0] if len(found) == 1 else None


# Who won the revoke trick (`renonce`, question `revoke_trick`, 64A), read after the revoke's own words:
# « …, le déclarant a pris la levée » (a role), « … et il fait la levée » or « … et fait la levée » (the
# revoker, his clause going on), « la renonce a fait la levée ». Only in the revoke's clause or the next
# one with no other trick said between (« à la 7e c'est Nord qui… » is another trick), or anywhere as
# « la levée de la renonce ». A defender's revoke and « le défenseur a fait la levée » say nothing (which
# defender?); two revokes, or two winners, say nothing.
_WON = re.compile(
    r"(?:^|(?<=\| )|(?<= )(?=et |mais |puis |alors |c est ))(?:et |mais |puis |alors )?(?:c est )?"
    r"(?:(?:le |la |un )?(?P<role>declarant|decla|mort|defenseur|defense)(?: qui)? |(?P<pronoun>il |elle )"
    r"|(?P<card>(?:la |sa )(?:renonce|coupe) ))?(?:a |avait )?(?P<verb>pris|prend|fait|gagne|remporte)"
    r"(?P<object> la levee de la renonce| cette levee(?: la)?| la levee)?(?= [|]|$| avec| et | puis | mais | de sa coupe| grace)"
)
_TRICK_NUMBER = re.compile(
    r"\b(?:(?:a |de )?la [0-9]{1,2}\b(?! de )|levee [0-9]{1,2}\b|[0-9]{1,2} (?:levee|tour|pli)\b)"
)
_OTHER_TRICK = re.compile(
    r"\b(?:suivante|d apres|precedente|prochaine|autre levee|tour suivant|ensuite|plus tard)\b"
)
_SIDE = {
    "declarant": "declarer",
    "decla": "declarer",
    "mort": "dummy",
    "defenseur": "defender",
    "defense": "defender",
}
# A clause that only says the revoke is established (« …, consommée ; c'est le mort qui a pris la levée »):
# not another trick between the revoke and its winner, so not counted as a clause between them.
_ESTABLISHED_ONLY = re.compile(r"\| (?:(?:la renonce |elle )?(?:est |a ete |etait )?)consommee (?=\|)")
_TWO_REVOKES = re.compile(r"\b(?:2|deux|autre|seconde|2e) renonces?\b|\brenonc\w* (?:2|deux) fois\b")


def revoke_trick(text: Text, offender: str | None) -> tuple[str, Span] | None:
    """(`revoke_trick`'s answer, span) when the words say who won the revoke's trick: the revoker
    himself, his partner (declarer and dummy), or the other side; None otherwise (`offender`: the
    revoker's role when the words gave one)."""
    words = [word if word else "~" for word, _ in text]
    joined = " ".join(words)
    if _TWO_REVOKES.search(joined):
        return None
    revokes = [m for m in _REVOKE.finditer(joined) if "~" not in joined[: m.start()].rsplit("|", 1)[-1]]
    revokes += [m for m in re.finditer(r"\b(?:pas fourni|renonce)\b", joined)]
    if not revokes:
        return None
    after = min(m.end() for m in revokes)
    clause_start = joined.rfind("|", 0, after) + 1
    found: dict[str, Span] = {}
    for won in _WON.finditer(joined, after):
        between = joined[after : won.start()]
        said = won[0]
        if "~" in joined[joined.rfind("|", 0, won.start()) + 1 : won.start()] or _NEGATED & set(said.split()):
            continue
        if (won["verb"] in ("fait", "gagne", "remporte") or won["pronoun"] or won["card"]) and not won[
            "object"
        ]:
            continue  # « il a fait 9 levées », « elle a fait » alone: not the trick
        explicit = won["object"] in (" la levee de la renonce",) or (won["object"] or "").startswith(" cette")
        region = joined[clause_start : won.start()]
        next_break = region.find("|", after - clause_start)
        numbers = list(_TRICK_NUMBER.finditer(region))
        later = len(numbers) > 1 or any(next_break != -1 and n.start() > next_break for n in numbers)
        breaks = _ESTABLISHED_ONLY.sub("", between).count("|")
        if not explicit and (breaks > 1 or later or _OTHER_TRICK.search(between)):
            continue  # « Nord renonce à la 6e levée ; à la 7e c'est Nord qui fait la levée »: another trick
        if won["card"]:
            answer = "offender"
        elif won["role"]:
            if re.search(r"\b(?:declarant|decla|mort|defenseur|defense|nord|sud|ouest)\b", between):
                continue  # another player between the revoke and the trick: whose move is it?
            winner = _SIDE[won["role"]]
            if offender is None or (winner == offender == "defender"):
                continue
            answer = (
                "offender"
                if winner == offender
                else "partner"
                if {winner, offender} == {"declarer", "dummy"}
                else "non_offenders"
            )
        else:  # the revoker's clause going on: « … alors qu'il avait du cœur, et il fait la levée »
            if re.search(
                r"\b(?:declarant|decla|mort|defenseur|defense|nord|sud|ouest|est|partenaire)\b", between
            ):
                continue
            if (
                len(
                    re.findall(
                        r"(?<!du )(?<!au )(?<!de )\b(?:declarant|decla|mort|defenseur|defense)\b",
                        joined[clause_start:after],
                    )
                )
                > 1
            ):
                continue  # two players in the revoke's clause (« du mort » is the card's, not a player)
            answer = "offender"
        first = len(joined[: won.start()].split())
        found.setdefault(answer, (first, first + len(said.split())))
    return next(iter(found.items())) if len(found) == 1 else None


# Who led out of turn and whose lead it was (`attaque`, question `who_led`), read from the roles: the
# leader is the role before the verb « attaque », whose turn it was the role after « alors que c'était
# à », « alors que le mort avait fait la levée », « la main était au mort ». One leader only: two leads
# (« … et Est a attaqué lui aussi ») say nothing by their shape.
_LEADER = re.compile(
    r"(?:^|[|] |(?:mais|et|puis|alors|ensuite|c est|la) )(?:le |un )?(declarant|decla|mort|defenseur)"  # « là le décla… »
    r" (?:a |avait |vient d )?(?:(?:aussitot|deja|tout de suite|immediatement|directement|ensuite|alors) )?"
    r"(?:attaque|attaquer|rejoue|entame|(?P<played>joue)(?= hors tour))\b(?P<rest>[^|~]*)"
)
_HOLDER = (
    # « alors qu'il avait pris au mort », « alors qu'il était au mort »: the declarer's lead was the dummy's
    re.compile(
        r"\balors (?:que|qu) (?:il|le declarant|le decla) (?:avait pris|avait gagne|etait|est) (?:au )?(mort)\b"
    ),
    re.compile(
        r"\balors (?:que|qu) c (?:etait|est) (?:a|au|le tour de) (?:(son partenaire)|(?:le |la |l |un )?(mort|declarant|decla|defenseur|defense|adversaire))\b"
    ),
    re.compile(
        r"\balors (?:que|qu) (?:(son partenaire)|(?:le |la |l |un )?(mort|declarant|decla|defenseur))(?: [a-z]+)? (?:avait|a) (?:fait|pris|gagne|remporte) la (?:levee|main)\b"
    ),
    re.compile(
        r"\balors (?:que|qu) la (?:main|levee) (?:d avant |precedente )?(?:etait|avait ete gagnee par|a ete gagnee par) (?:au |le |du )?(?:(son partenaire)|(mort|declarant|decla|defenseur))\b"
    ),
    re.compile(
        r"\bc est (?:(son partenaire)(?: le defenseur)?|le (mort|declarant|defenseur)) qui (?:avait|a) (?:fait|pris|gagne|remporte) la levee\b"
    ),
)
# The clause just before the lead says who won the trick: « Sud déclarant, le mort avait fait la levée, mais… ».
_WON_BEFORE = re.compile(
    r"(?:^|[|] )(?:(son partenaire)|(?:le )?(mort|declarant|decla|defenseur)) (?:avait|a) (?:fait|pris|gagne|remporte)"
    r"(?: la levee(?: [a-z]+){0,3})?(?: [|])? $"
)
_IN_HAND = re.compile(r"\balors (?:que|qu) (?:il|le declarant) (?:etait|est) en main\b")
_DEFENCE = frozenset({"defenseur", "defense", "adversaire"})


def who_led(text: Text) -> tuple[str, Span] | None:
    """(`who_led`'s answer, span) when one lead out of turn is said with its leader and whose turn it
    was, in words stated plainly; None otherwise."""
    words = [word if word else "~" for word, _ in text]
    joined = " ".join(words)
    leads = list(_LEADER.finditer(joined))
    if len(leads) != 1 or re.search(
        r"\b(?:lui aussi|aussi attaque|egalement|tous les deux|en meme temps)\b", joined
    ):
        return None
    lead = leads[0]
    leader = "declarer" if lead[1] in ("declarant", "decla", "mort") else "defender"
    rest = lead["rest"]
    if lead["played"] and not re.search(
        r"\b(?:la main|la levee) (?:d avant |precedente )?(?:etait|avait|a ete)\b", rest
    ):
        return None  # tester11 X10: « a joué hors tour » is a lead only when the words say who had the lead
    from_dummy = lead[1] == "mort" or re.match(r"(?: [a-z]+){0,3} du mort\b", rest) is not None
    if _NEGATED & set(lead[0].split()):
        return None
    holders = {h for pattern in _HOLDER for m in pattern.finditer(rest) for h in m.groups() if h}
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
        elif (
            holder in ("mort", "son partenaire")
            and not from_dummy
            and re.match(r"(?: [a-z]+){0,3} de sa main\b", rest)
        ):
            answer = "declarer_wrong_hand"
    if answer is None:
        return None
    first = len(joined[: lead.start(1)].split()) - (joined[: lead.start(1)].rstrip().endswith(" le"))
    end = len(joined[: lead.end()].split())
    return answer, (first, end)


# Whose card was exposed (`cartes_penalisees`, question `owner`), read from the roles: the role that
# opens a clause whose verb exposes a card (« Ouest (défense) a fait tomber… »), or owns the card
# (« la carte pénalisée d'Ouest (défense) »). Two roles so tied say nothing.
_EXPOSES = re.compile(
    r"\b(?:fait tomber|laisse tomber|tombe\w*|montr\w*|expos\w*|etal\w*|lach\w*|tenai\w*|tenu|corrig\w*|joue|jouee|pose|"
    r"fourni|nomme|penalise\w*)\b"
)
_OWNS = re.compile(
    r"\b(?:carte|cartes|[2-9]|10|roi|dame|valet|as|r|d|v) (?:[a-z]+ ){0,3}?(?:du|de le) (declarant|decla|mort|defenseur)\b"
)
# Another subject before the verb: « un défenseur a vu le roi que Nord a montré » is Nord's card.
_OTHER_SUBJECT = re.compile(r"\b(?:nord|sud|ouest|que|qu|partenaire)\b")
_OWNER_ROLES = {"declarant": "declarer", "decla": "declarer", "mort": "dummy", "defenseur": "defender"}


def card_owner(text: Text) -> tuple[str, Span] | None:
    """(`owner`'s answer, span) when one role is tied to the exposed card; None otherwise."""
    found: dict[str, Span] = {}
    for start, clause in _clauses(text):
        at = 0
        while at < len(clause) and clause[at] in _OPENERS:
            at += 1
        if clause[at : at + 2] == ("c", "est"):
            at += 2
        article = at < len(clause) and clause[at] in _ARTICLE
        at += article
        if at < len(clause) and clause[at] in _OWNER_ROLES:
            rest = " ".join(clause[at + 1 :])
            verb = _EXPOSES.search(rest)
            if verb is not None and verb.start() < 40 and not _OTHER_SUBJECT.search(rest[: verb.start()]):
                end = at + 1 + len(rest[: verb.end()].split())
                found.setdefault(_OWNER_ROLES[clause[at]], (start + at - article, start + end))
        joined = " ".join(clause)
        for owns in _OWNS.finditer(joined):
            found.setdefault(_OWNER_ROLES[owns[1]], _span(start, clause, owns.start(), owns.end()))
    # Only a defender's card can be a penalty card (48A): the declarer's or the dummy's exposed card is
    # another topic's words (« le mort a montré du doigt la carte »), left to the patterns and the director.
    return ("defender", found["defender"]) if found.keys() == {"defender"} else None


# The topics whose questions these readings answer.
BY_SHAPE = frozenset({"renonce", "attaque", "cartes_penalisees", "revendication"})
# The questions whose answers are the deal's context, not the incident (the search does not rank by them):
# the contract, and a moment any topic's words may say (« pendant les enchères »).
CONTEXT = frozenset(
    {"contract_level", "contract_strain", "declarer_side", "doubling", "vulnerable", "tricks_taken", "period"}
)


def by_shape(
    topic: str, description: str, text: Text, whole: Text, plain: Callable[[str], bool]
) -> Iterator[tuple[str, str, str | Span]]:
    """(question, answer, the words or their span in `text`) for each fact these readings take: `text`
    is the description with its roles, as stated (`rules.vocabulary.read`), `whole` all its words."""
    if topic == "cartes_penalisees":
        if (owner := card_owner(text)) is not None:
            yield "owner", *owner
        return
    if topic == "revendication":  # a no-trump contract: no trump left to forget (70C; tester6 T3)
        if (claimed := claimed_tricks(text)) is not None:  # « les 5 dernières levées » (issue 36 §5)
            yield "claimed", *claimed
        if (trick := claim_trick(text)) is not None:  # « à la 10e levée » bounds the counts (tester11 X19)
            yield "claim_trick", *trick
        for question, value, said in contract_facts(description, plain):
            if question == "contract_strain" and value == "NT":
                yield "trump_out", "no", said
                yield "outstanding_trump", "none", said  # « Non (ou contrat à sans-atout) »
        return
    if topic == "attaque":
        if (led := who_led(text)) is not None:
            yield "who_led", *led
            # Whose turn it was and who led instead: a lead out of turn (the words' other readings, « on
            # lui a dit que c'était à lui », give another answer, and the question is then asked).
            yield "situation", "lead_out_of_turn", led[1]
        return
    yield from contract_facts(description, plain)
    for number, span in dict(tricks_taken(text, description, plain)).items():
        yield "tricks_taken", number, span
    if (subject := revoke_subject(text, whole)) is not None:
        yield "offender", *subject
    elif (own := declarer_from_hand(text)) is not None and named_with_a_revoke(whole) <= {"declarer"}:
        yield "offender", "declarer", own

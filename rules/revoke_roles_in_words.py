"""The revoke read from the roles (issue 37, round 5 session 4): who revoked, from the subject of the clause
that states the revoke (« Sud joue 4♠, …, et Ouest a défaussé un carreau alors qu'il avait encore du cœur » →
a defender; the role must open the clause, alone, before its verb), or from « de sa main » (the declarer); every
role the words tie to a revoke; and who won the revoke's trick. Split from rules/vocabulary_readings.py, which
calls them for the topic « renonce », as rules/revoke_in_words.py does. Pure: words in, answers out."""

from __future__ import annotations

import re
from collections.abc import Iterator
from itertools import pairwise

from rules.folding import common
from rules.plain_clauses import ARTICLE, NEGATED, OPENERS, Clause, Span, Text, clauses, every_clause

# finder95: what « renoncer à » gives up (« à sa demande », « au recours »), written once in `[listes] abandon` of
# rules/data/vocabulary/_commun.toml: after it, the verb states no revoke (61A).
GIVEN_UP_AFTER = (
    "(?:" + "|".join(re.escape(p.split(" ", 1)[1]) for p in common()["listes"]["abandon"]) + r")\b"
)
_ROLES = {"declarant": "declarer", "decla": "declarer", "mort": "dummy", "defenseur": "defender"}
# The clause states a revoke by its subject (he had the suit, did not follow, revoked).
_REVOKE = re.compile(
    r"\b(?:renonc\w*+(?! a (?:lui|le lui)\b| "
    + GIVEN_UP_AFTER
    + r")|oublie de fournir|alors qu (?:il|elle) (?:en )?(?:avait|a|lui restait|restait)"
    r"(?! (?:fait|pris|gagne|remporte|ete|joue|attaque|entame|dit|demande|deja|la main|la levee|en main)\b)"
    r"|en ayant encore|en ayant (?:un|une|le|la|du|l) (?!main\b|levee\b)\w+|avec (?:un|une|le|la|sa|son) (?:\w+ ){0,3}en main"
    r"|qu (?:il|elle) a encore (?:un|une|le|la|du|l)|au lieu de fournir)\b"
)
# Words after which the clause's revoke is someone else's: « le mort dit que… », « le déclarant voit
# que… », « le défenseur demande à son partenaire… ».
_NOT_THE_SUBJECT = re.compile(
    r"\b(?:dit|dis|voit|vu|remarque|signale|demande|pense|croit|accuse|conteste|nie|appelle|constate|"
    r"aussi|egalement|partenaire|qui|que|qu|"
    # reviewer25 P-10: who calls the director, draws attention, claims or complains about « la renonce »
    r"appele|appelee|attire|attiree|reclame|reclamee|reclament|plaint|plaignent)\b"
)


# reviewer25 P-15: « la renonce » after an article, a possessive or a preposition is the noun, whatever the verb before
# it (« exige deux levées pour la renonce », « a soulevé le problème de la renonce »); « a fait une renonce » is his act.
_THE_NOUN = re.compile(r"(?<!\bfait )\b(?:la|une|sa|cette|de|pour|sur|du|d|l)\s+renonc$")


# The declarer calling a card from the dummy: the card, and the revoke, are the dummy's.
_FROM_DUMMY = re.compile(
    r"\b(?:appel\w*|demand\w*|fait jouer|nomm\w*)\b.*\b(?:du|au) mort\b"
    r"|\b(?:defauss\w*|coup\w*|fourni\w*|jou\w*|mis|met|tir\w*)\s+(?:\w+\s+){0,3}?du mort\b"  # « a défaussé du mort »
    # auditor31 (s27 l.10): « il a pris un carreau dans la main au mort alors qu'il restait un pique »
    r"|\b(?:pris|prend|pioch\w*|sort\w*)\s+(?:\w+\s+){0,5}?(?:du|au) mort\b"
    # reviewer28 R-21: « a renoncé avec une carte du mort », « a renoncé au mort », « la carte venait du mort » (64B3)
    r"|\brenon\w*\s+(?:\w+\s+){0,4}?(?:du|au) mort\b|\bcartes?\s+(?:\w+\s+){0,3}?du mort\b|\bvena\w*\s+du mort\b"
)
# reviewer28 R-21: the revoking card said to be the dummy's anywhere (« c'est le déclarant qui a renoncé, mais la carte
# venait du mort »): 64B3's case, never the declarer's own hand.
_DUMMYS_CARD = re.compile(
    r"\bvena\w*\s+du mort\b|\brenon\w*\s+(?:avec\s+)?(?:une\s+|la\s+|sa\s+)?carte\s+du mort\b"
)


def _joined(whole: Text) -> str:
    return " ".join(word for word, _ in whole)


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


# The negation that is the revoke itself (« le déclarant n'a pas mis de trèfle alors qu'il en avait un », « n'a pas
# suivi à cœur alors qu'il en avait »): a suit not followed, its « pas » no denial; never a ruff not made (« n'a pas
# mis d'atout », « n'a pas coupé »: no law makes him ruff).
_NOT_FOLLOWED = re.compile(
    r"\bn a pas (?:fourni|suivi|(?:mis|joue|pose)(?! (?:d |de l |l |un |son |sa )?atouts?\b))\b"
)


def _failed_to_follow(text: Text) -> Iterator[tuple[int, Clause]]:
    """The clauses of `text` whose only negation is a suit not followed (`_NOT_FOLLOWED`), and that say he had
    the suit (`_REVOKE`): a revoke stated, which `clauses` skips for its « pas »."""
    for start, clause in every_clause(text):
        joined = " ".join(clause)
        if (
            NEGATED & set(clause) == {"pas"}
            and clause.count("pas") == 1
            and (failed := _NOT_FOLLOWED.search(joined)) is not None
            and _REVOKE.search(joined, failed.end())
        ):
            yield start, clause


def _parts(text: Text) -> Iterator[tuple[int, Clause]]:
    """Each plain clause, and what follows each « et », « mais », « puis » in it (« le décla a exigé
    carreau et Ouest a attaqué cœur alors qu'il avait du carreau »: the second part has its own subject);
    a clause that fails to follow, its negation the revoke itself, too (`_failed_to_follow`)."""
    for start, clause in (*clauses(text), *_failed_to_follow(text)):
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
        while at < len(clause) and clause[at] in OPENERS:
            at += 1
        cleft = clause[at : at + 2] == ("c", "est")  # « c'est Ouest qui a défaussé… »
        at += 2 * cleft
        article = at < len(clause) and clause[at] in ARTICLE
        at += article
        if at >= len(clause) or clause[at] not in _ROLES:
            continue
        rest = " ".join(clause[at + 1 + (cleft and clause[at + 1 : at + 2] == ("qui",)) :])
        revoke = _REVOKE.search(rest)
        if (
            revoke is None
            or _NOT_THE_SUBJECT.search(rest[: revoke.start()])
            or _THE_NOUN.search(rest[: revoke.start()] + revoke[0][:6])
            or _NEW_SUBJECT.search(rest[: revoke.start()])
        ):
            continue
        if _ROLES[clause[at]] == "declarer" and (
            _FROM_DUMMY.search(rest) or _DUMMYS_CARD.search(_joined(whole))
        ):
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


# A revoker the words name by a name or a noun and tag « en défense » (« un cadet en défense a coupé un cœur alors qu'il en
# avait encore un », « Gilles, en défense, a mis un pique sur le trèfle alors qu'il avait … », « c'est toi, en défense, qui
# n'as pas fourni cœur »): a defender (61A), as « Ouest, en défense, … » reads once the seat is « le défenseur ». The tag
# belongs to the clause's subject: the revoke's words follow it within one more clause, no other player named between
# (« mon partenaire, en défense, m'a demandé … » is a question, « en défense avec moi, le déclarant … » another subject).
_DEFENCE_TAG = re.compile(
    r"(?:^|\| )(?:(?:et|mais|puis|alors|donc|bref) )?(?:c est )?(?P<subject>(?:[a-z]+ ){0,3}?[a-z]+) (?:\| )?"
    r"(?:(?:qui |il |elle )?(?:est |etait |etant )?en (?:defense|def|flanc)) (?:\| )?(?:qui )?"
    r"(?P<rest>[^|]+(?:\| [^|]+)?)"
)
# Who is no revoker named by a noun: the writer's side (« nous étions en défense »), and a seat or a role, whose tag
# `rules.seats_in_words.roles` reads (and doubts: « Sud joue 4♠. Nord, en défense, … »); not its seat (« ma
# partenaire, en Sud et en défense, »).
_IN_A_SEAT = re.compile(r"\ben \w+")
_DID_NOT_FOLLOW = re.compile(
    r"\b(?:n a pas|n as pas) fourni\b"
)  # « c'est toi, en défense, qui n'as pas fourni cœur »
_NOT_A_SUBJECT = frozenset(
    "on nous je j moi vous ils elles etions etait etaient sommes suis avec nord sud est ouest n s e o declarant decla"
    " mort".split()
)
_PLAYER = re.compile(
    r"(?<!\bdu )(?<!\bau )(?<!\bde )(?<!\bd )(?<!\bsur )(?<!\bcontre )"
    r"\b(?:nord|sud|est|ouest|declarant|decla|mort|partenaire|adversaire)\b"
)


def defender_tagged_revoke(text: Text, whole: Text) -> Span | None:
    """The span of a revoke whose player the words tag « en défense » (`_DEFENCE_TAG`) in the plainly stated `text`;
    None when none does, or when the `whole` words tie a role other than a defender to a revoke."""
    words = [word if word else "~" for word, _ in text]
    joined = " ".join(words)
    if "en" not in words or named_with_a_revoke(whole) - {"defender"}:
        return None
    if _TWO_REVOKES.search(" ".join(word for word, _ in whole)):
        return None
    found: list[Span] = []
    for match in _DEFENCE_TAG.finditer(joined):
        subject, rest = _IN_A_SEAT.sub("", match["subject"]).split(), match["rest"]
        revoke = _REVOKE.search(rest) or _DID_NOT_FOLLOW.search(rest)
        if (
            revoke is None
            or set(subject) & _NOT_A_SUBJECT
            or "~" in rest[: revoke.end()]
            or _NOT_THE_SUBJECT.search(rest[: revoke.start()])
            or _PLAYER.search(rest[: revoke.start()])
        ):
            continue
        start = len(joined[: match.start("subject")].split())
        said = joined[match.start("subject") : match.start("rest") + revoke.end()]
        found.append((start, start + len(said.split())))
    return found[0] if len(found) == 1 else None


# The declarer's revoke from his own hand (« le décla n'a pas fourni à carreau de sa main alors qu'il avait le
# 4 », « Sud joue le R♣ du mort et défausse un pique de sa main alors qu'il avait le 2♣ », « …, et de sa main il
# défausse un cœur alors qu'il avait le 4 de carreau »): « de sa main » says whose card it was, whatever the
# dummy did before (« du mort »); its own part of the clause names no other player.
_OWN_HAND = re.compile(r"\bde sa main\b")
_FAILED = re.compile(r"\b(?:n a pas fourni|a pas fourni|oublie de fournir)\b")
_SEATS = frozenset(("nord", "sud", "est", "ouest"))


_LINK = re.compile(r"\b(?:et|puis|mais)\b")


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
        head = [w for w in clause[_moment(clause) :][:3] if w not in OPENERS and w not in ARTICLE]
        if head and (head[0] in _ROLES or head[0] in _SEATS):
            subject = head[0]
        elif head and head[0] not in ("de", "il", "puis"):
            subject = (
                ""  # another subject (« Est prend de la dame »): a later « de sa main » is not the declarer's
            )
        joined = " ".join(clause)
        parts = _LINK.split(joined)
        if "" not in clause and _ROLES.get(subject) == "declarer":
            for part in parts:
                told = _FAILED.sub(" ", part)
                if (
                    _OWN_HAND.search(part)
                    and (_REVOKE.search(part) or _FAILED.search(part))
                    and "mort" not in part
                    and not NEGATED & set(told.split())
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


_REVOKE_WORDS = re.compile(r"\b(?:pas fourni|renonce)\b")
_ANOTHER_PLAYER = re.compile(r"\b(?:declarant|decla|mort|defenseur|defense|nord|sud|ouest)\b")
_ANY_PLAYER = re.compile(r"\b(?:declarant|decla|mort|defenseur|defense|nord|sud|ouest|est|partenaire)\b")
_ROLE_SUBJECT = re.compile(r"(?<!du )(?<!au )(?<!de )\b(?:declarant|decla|mort|defenseur|defense)\b")


def revoke_trick(text: Text, offender: str | None) -> tuple[str, Span] | None:
    """(`revoke_trick`'s answer, span) when the words say who won the revoke's trick: the revoker
    himself, his partner (declarer and dummy), or the other side; None otherwise (`offender`: the
    revoker's role when the words gave one)."""
    words = [word if word else "~" for word, _ in text]
    joined = " ".join(words)
    if _TWO_REVOKES.search(joined):
        return None
    revokes = [m for m in _REVOKE.finditer(joined) if "~" not in joined[: m.start()].rsplit("|", 1)[-1]]
    revokes += [m for m in _REVOKE_WORDS.finditer(joined)]
    if not revokes:
        return None
    after = min(m.end() for m in revokes)
    clause_start = joined.rfind("|", 0, after) + 1
    found: dict[str, Span] = {}
    for won in _WON.finditer(joined, after):
        between = joined[after : won.start()]
        said = won[0]
        if "~" in joined[joined.rfind("|", 0, won.start()) + 1 : won.start()] or NEGATED & set(said.split()):
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
            if _ANOTHER_PLAYER.search(between):
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
            if _ANY_PLAYER.search(between):
                continue
            if len(_ROLE_SUBJECT.findall(joined[clause_start:after])) > 1:
                continue  # two players in the revoke's clause (« du mort » is the card's, not a player)
            answer = "offender"
        first = len(joined[: won.start()].split())
        found.setdefault(answer, (first, first + len(said.split())))
    return next(iter(found.items())) if len(found) == 1 else None


# finder67: the revoke told of « il » or « elle » right after the words that name the contract's player (« ma partenaire
# jouait 4♥ ; elle n'a pas fourni à carreau … », « c'est Pierre qui joue 3SA, et il a renoncé », « il a fait 9 levées en
# 3SA mais il a renoncé », « le déclarant, en Est, joue 4♥ ; à la levée 6 il ne fournit pas … »): the pronoun is that
# player, the declarer. Only when the contract ends the part just before (a card, « joue le 4♥ », is no contract), and
# the next part opens (after its moment) with the pronoun and says the revoke; no other player, negation or word left
# out in either part.
_PLAYS_THE_CONTRACT = re.compile(
    r"\b(?:joue|jouait|jouant|a joue|avait joue|fait [0-9]{1,2} levees? en) [1-7] (?:pique|coeur|carreau|trefle|sansatout)s?"
    r"(?: contre| surcontre)?(?: (?:non )?vulnerables?)?$"
)
_PRONOUN_REVOKED = re.compile(
    r"^(?:il|elle) (?:(?:n |ne )?a pas fourni|ne fourni\w* pas|(?:a |avait )?renonce\b(?! a (?:jouer|l impasse|demander|appeler|revendiquer|faire)\b))"
)
_OTHER_ONE = re.compile(
    r"\b(?:mort|defenseurs?|defense|nord|sud|est|ouest|partenaire|adversaires?|je|j|on|nous)\b"
)


def declarer_by_pronoun(text: Text) -> Span | None:
    """The span of the declarer's revoke told of a pronoun after his contract (`_PLAYS_THE_CONTRACT`); None otherwise."""
    words = tuple(word for word, _ in text)
    parts: list[tuple[int, tuple[str, ...]]] = []
    start = 0
    for at in range(len(words) + 1):
        if at == len(words) or words[at] == "|":
            clause = words[start:at]
            cut = [i for i, w in enumerate(clause) if w in _JOINS and 0 < i < len(clause) - 1]
            bounds = [0, *cut, len(clause)]
            for first, end in pairwise(bounds):
                skip = first > 0  # the « et », « mais », « puis » itself
                parts.append((start + first + skip, clause[first + skip : end]))
            start = at + 1
    found: list[Span] = []
    for (_, before), (at, part) in pairwise(parts):
        if "" in before or "" in part or not _PLAYS_THE_CONTRACT.search(" ".join(before)):
            continue
        head = _moment(part) or 4 * (
            part[:3] == ("a", "la", "levee") and part[3:4] != () and part[3].isdigit()
        )
        while head < len(part) and part[head] in OPENERS:
            head += 1
        said = _PRONOUN_REVOKED.search(" ".join(part[head:]))
        if said is None:
            continue
        rest = " ".join(part[head:])
        if _OTHER_ONE.search(rest) or NEGATED & set(rest[said.end() :].split()):
            continue
        found.append((at + head, at + head + len(said[0].split())))
    return found[0] if len(found) == 1 else None

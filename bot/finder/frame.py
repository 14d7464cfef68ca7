"""The frame of a description (issue 37 §4, newcomer G6): the words that place the incident without
naming it (a moment, a place or a count, the contract or the opening), taken out before the search
weighs the rest, so that they never outrank the incident's own words. Its words are in
rules/data/vocabulary/_commun.toml (`cadre`, `moments`, `classes`, `mots_vides`).
"""

from __future__ import annotations

import re
from collections import defaultdict
from functools import cache, lru_cache

from bot.finder.head import WINDOW
from rules import vocabulary as vocab
from rules.bids_told import STRAINS, levels
from rules.regex_start import starting_with


@cache
def small_words() -> frozenset[str]:
    return frozenset(vocab.fold(vocab.common()["mots_vides"]).split())


@cache
def context_words() -> frozenset[str]:
    """Seats, suits, honours: they place the incident but name no topic — a word that is a topic's phrase by itself
    (« entameur », a defender who names the opening lead) is not one."""
    found: set[str] = set()
    for members in vocab.common()["classes"].values():
        for item in members:
            found.update(vocab.words(item))
    named = {
        words[0]
        for own in vocab.vocabularies().values()
        for phrase in own.phrases
        if len(words := vocab.words(phrase)) == 1
    }
    return frozenset(found - named)


@cache
def frame_words() -> dict[str, frozenset[str]]:
    return {key: frozenset(vocab.fold(" ".join(v)).split()) for key, v in vocab.common()["cadre"].items()}


@cache
def _moment_sequences() -> dict[str, tuple[tuple[str, ...], ...]]:
    """The moments' phrases as words, by their first word (one pass over a description finds them)."""
    by_first: dict[str, set[tuple[str, ...]]] = defaultdict(set)
    for phrases in vocab.common()["moments"].values():
        for phrase in phrases:
            sequence = vocab.words(phrase)
            by_first[sequence[0]].add(sequence)
    return {first: tuple(sorted(found, key=len, reverse=True)) for first, found in by_first.items()}


# « Est (défense) », « Sud (décla) », « Ouest (en défense) »: the role noted after a seat.
_ROLE_NOTE = re.compile(
    r"\(\s*(?:en\s+)?(?:d[ée]f(?:ense|enseur)?|d[ée]cla(?:rant)?|mort)\s*\)", re.IGNORECASE
)


_LEFT = frozenset({"reste", "restent", "restait", "restaient", "restantes", "restant", "restera"})


_OWNED = frozenset({"ouverture", "contrat"})
# A bid doubled or redoubled as the contract is written (« 4♠ contré », « 5♦XX », « 3SA contré par Ouest »):
# the score's frame, never the double of an auction's incident (« contre hors tour » keeps its words).
_DOUBLED = frozenset({"contre", "contree", "contres", "surcontre", "surcontree", "x", "xx"})
_SMALL = frozenset({"petit", "petite", "petits", "petites"})


def _suit(word: str) -> bool:
    return word.rstrip("sx") in STRAINS[:4]


_SEATS = tuple([seat] for seat in ("nord", "sud", "est", "ouest", "ns", "eo"))


# s41: one word set between a player and his verb by commas (« Le mort, impatient, a posé le valet »): the act is the
# player's and its verb's, the word between only colours it; a role said there (« Sud, le déclarant, fournit »), or longer
# words (« Est, obligé de passer, a dit 3♥ », « Ouest, hors tour, dit 1♥ »), stay.
_APPOSITION = re.compile(
    r"(?=[LlNSEOMm])\b((?:[Ll]e\s+(?:mort|d[ée]clarant)|Nord|Sud|Est|Ouest|[MmSs](?:on|a)\s+partenaire))\s*,\s*"
    r"(?![^,]{0,40}\b(?:d[ée]cla|mort|d[ée]fen|partenaire|donneur|entam|adversaire|nord|sud|est|ouest)\w*)"
    r"(?!oblig|alert|press)[\wÀ-ÿ’-]+\s*,\s*"
    r"(?=(?:a|avait|ont|est|[ée]tait|pose|joue|dit|fournit|met|attaque|entame)\b)"
)


@lru_cache(maxsize=1024)  # one search reads the same words in several places (issue 37 §5)
def unnoted(text: str) -> str:
    """The description without the roles noted in brackets after a seat (« Est (défense) a joué »), nor a short
    apposition between a player and his verb (« Le mort, impatient, a posé »)."""
    noted = _ROLE_NOTE.sub(" ", text)
    # only where the finder reads (bot/finder/head.py): a 100 KB message's tail is never read, and scanning it costs ms
    return _APPOSITION.sub(r"\1 ", noted[:WINDOW]) + noted[WINDOW:]


def framed(text: str, denied: frozenset[int] = frozenset()) -> list[str | None]:
    """The query's words with the frame taken out (None: a gap no pair crosses). The frame places the
    incident without naming it, and must never outrank the incident's own words (newcomer G6):
    - a moment (« pendant le jeu », « après l'entame »): it only favours that moment's topics (`moments`);
    - a place or a count (« à la 5e levée », « donne 12 », « 10 levées »): the number and its noun;
    - the contract or the opening (« Sud joue 4♠ », « après l'ouverture 1SA de Nord »): the verb and the bid;
    - a seat's role noted in brackets (« Est (défense) a joué »): who he is, not what he did (`unnoted`,
      before the words are folded);
    - the words a negation denies (`denied`: their positions among the folded words, a gap each).
    """
    words = list(vocab.words(text))
    frame = frame_words()
    gone = [False] * len(words)
    found, cards = levels(words)
    bid = set(found)  # a card (« montré le 8♥ ») is the verb's object: dropped, the verb kept, no gap
    card = {n for at in cards for n in (at, at + 1)}
    # « a fourni petit trèfle »: a small card of the suit, the verb's object (not the instruction « petit »)
    card |= {
        n
        for at, word in enumerate(words[:-1])
        if word in _SMALL and _suit(words[at + 1])
        for n in (at, at + 1)
    }
    moments = _moment_sequences()
    for at in denied:
        if at < len(words):
            gone[at] = True
    _vulnerability(words, gone)
    _robot_seat(words, gone)
    _scoring_form(words, gone)
    _director_called(words, gone)
    _when_played(" ".join(words), gone)
    for at, word in enumerate(words):
        for sequence in moments.get(word, ()):
            n = len(sequence)
            if tuple(words[at : at + n]) == sequence:
                gone[at : at + n] = [True] * n
    for at, word in enumerate(words):
        if word in frame["places"]:
            for near in (at - 1, at + 1):
                if 0 <= near < len(words) and (words[near].isdigit() or words[near] in frame["rangs"]):
                    # « les 4 dernières levées » is what was claimed or mixed: the rank goes, the tricks stay
                    several = words[near] in frame["rangs"] and words[near].endswith("s")
                    gone[at] = gone[at] or not several
                    gone[near] = (
                        True  # the rank, and the number: « après la 3e levée » is no « après 3 passes »
                    )
        if word.isdigit() and at + 1 < len(words) and words[at + 1].startswith("carte"):
            # « il reste 5 cartes », « 5 cartes restantes »: a count of the hands, never a 5th card
            # « à 5 cartes de la fin » (reviewer29 S-42): the moment of a claim, the cards left in each hand
            if (
                (at and words[at - 1] in _LEFT)
                or (at + 2 < len(words) and words[at + 2] in _LEFT)
                or words[at + 2 : at + 5] in (["de", "la", "fin"], ["avant", "la", "fin"])
            ):
                gone[at] = gone[at + 1] = True
        if word in frame["contrat"] and any(at + k in bid for k in (1, 2, 3)):
            gone[at] = True
        if word in _OWNED and words[at + 1 : at + 2] in (["de"], ["d"]) and words[at + 2 : at + 3] in _SEATS:
            gone[at] = True  # « après l'ouverture d'Ouest », « le contrat de Sud »: whose, not what
        if at in bid:
            gone[at] = gone[at + 1] = True
            if words[at + 2 : at + 3] and words[at + 2] in _DOUBLED and words[at + 3 : at + 4] != ["hors"]:
                gone[at + 2] = (
                    True  # « 4♠ contré, Sud déclarant »: the contract's doubling, no call (tester18 R13)
                )
    small = small_words()
    out: list[str | None] = []
    for at, (word, drop) in enumerate(zip(words, gone, strict=True)):
        if at in card:
            continue
        if drop:
            if out and out[-1] is not None:
                out.append(None)
        elif word not in small:
            out.append(word)
    return out


# Online, a robot is who plays a seat (« son partenaire est un robot », « tournoi avec robots », « Nord (le robot) a
# hésité »): it names no incident (tester25 P11). Only a robot put in a player's place, or one a side complains of,
# is the disconnection's substitute (80B2, 12B1): « remplacé par un robot », « le robot mis à la place d'Ouest », « NS se
# plaignent du robot », « joueur déconnecté, le robot a pris la main ».
# The director called (« on a appelé l'arbitre à la fin », « la table adverse appellera l'arbitre », « Est appelle le
# TD »): how the story reached him, never an appeal (92) nor a procedure (9B) — unless the call was not made or is
# asked about (« sans appeler l'arbitre », « au lieu d'appeler l'arbitre », « il faut appeler l'arbitre ? »: 9A, 9B).
_CALLED = frozenset({"arbitre", "td", "directeur"})
_NOT_CALLED = frozenset(
    {
        "sans",
        "pas",
        "n",
        "ne",
        "jamais",
        "lieu",
        "faut",
        "fallait",
        "faudrait",
        "doit",
        "dois",
        "devait",
        "devais",
        "aurait",
        "auraient",
        "aurais",
        "aurions",
        "peut",
        "peux",
        "pouvait",
        "avant",
        "plutot",
        "oublie",
    }
)


def _director_called(words: list[str], gone: list[bool]) -> None:
    for at, word in enumerate(words):
        if not word.startswith(("appel", "rappel")) or word in ("appel", "appels"):
            continue  # (« appel », the noun, is the appeal's word)
        after = words[at + 1 : at + 3]
        if not _CALLED & set(after) or _NOT_CALLED & set(words[max(0, at - 3) : at]):
            continue
        gone[at] = True
        for near in range(at + 1, at + 3):
            if near < len(words) and words[near] in _CALLED:
                gone[near] = True
                break


_ROBOTS = frozenset({"robot", "robots", "bot", "bots"})
_SUBSTITUTE = re.compile(
    r"\b(?:remplac\w*|place|deconn\w*|deco|connexion|plaign\w*|plaint\w*|plaindre|pris la main|reconnect\w*)\b"
)


def _robot_seat(words: list[str], gone: list[bool]) -> None:
    if _ROBOTS.isdisjoint(words) or _SUBSTITUTE.search(" ".join(words)):
        return
    for at, word in enumerate(words):
        if word in _ROBOTS:
            gone[at] = True


# The form of contest said as the deal's frame (« Match par équipes. », « en tournoi par paires »): the score's
# (77, 78), never a fouled board's (87) nor a wrong board's (15) words (tester17 S5, V12's family).
# A pairs event stays a word of the adjusted score (12C: « tournoi par paires » weighs its forms).
_FORMS = (
    ("match", "par", "equipes"),
    ("match", "par", "4"),
    ("tournoi", "par", "equipes"),
    ("par", "equipes"),
)


def _scoring_form(words: list[str], gone: list[bool]) -> None:
    if "par" not in words:
        return  # (every form says it)
    for at in range(len(words)):
        for form in _FORMS:
            if tuple(words[at : at + len(form)]) == form:
                gone[at : at + len(form)] = [True] * len(form)
                break


_COLOURS = frozenset({"rouge", "rouges", "vert", "verts"})
_SIDED = frozenset({"tous", "personne", "ns", "eo", "nord", "sud", "est", "ouest"})


def _vulnerability(words: list[str], gone: list[bool]) -> None:
    """The vulnerability said with the deal (`cadre.vulnerabilite`: « Sud joue 4♠ vulnérable », « EO non
    vulnérables », « rouge contre vert », « tous verts »): the score's frame (77), never a topic's word —
    « vulnérable » is no misspelt « vulnérabilité » (tester15 V12: a fouled board needs copies that differ,
    86-87). A colour counts only beside another, or after « tous » or a side (« rouge » alone may be a card's)."""
    said = frame_words().get("vulnerabilite", frozenset())
    for at, word in enumerate(words):
        if word not in said:
            continue
        if word in _COLOURS:
            pair = words[at + 1 : at + 3]
            if len(pair) == 2 and pair[0] == "contre" and pair[1] in _COLOURS:
                gone[at : at + 3] = [True] * 3  # « rouge contre vert »: « contre » is no double
            elif not (at and words[at - 1] in _SIDED) and not (
                at and gone[at - 1] and words[at - 1] == "contre"
            ):
                continue
        gone[at] = True
        if at and words[at - 1] in ("non", "pas"):
            gone[at - 1] = True  # « non vulnérables »


# « quand le décla a joué », « lorsque son partenaire jouait », « au moment où Sud a joué sa dame »: when the
# incident happened, not what it was (tester15 V11: « le mort a fait une grimace quand le décla a joué » is the
# dummy's gesture, 43A1c, never a lead out of turn). The clause goes; the play is still the moment (`moments`).
_WHEN_PLAYED = re.compile(
    r"\b(?:quand|lorsque|lorsqu|pendant que|pendant qu|au moment ou|tandis que|tandis qu) "
    r"(?:(?:le|son|sa) )?(?:declarant|decla|mort|partenaire|nord|sud|est|ouest|il|elle|j|je|on) "
    r"(?:(?:a|ai|avait) (?:joue|rejoue|fourni)|jouait|joue|fournissait)\b"
)


def _when_played(folded: str, gone: list[bool]) -> None:
    for found in _WHEN_PLAYED.finditer(folded):
        first = folded.count(" ", 0, found.start())
        gone[first : first + len(found[0].split())] = [True] * len(found[0].split())


# « et du coup », « et là », « et alors » before another seat's act (« …, et du coup Est a parlé avant son tour »,
# « et là Sud, qui avait tout vu, a sorti 1SA »): a second step, cut there like « puis » (issue 37, the
# brief's 1b). Said before anything else (« et là il s'en aperçoit »), they only join what followed.
THEN = re.compile(
    r"(?<!\w)et[\W_]+(?:du[\W_]+coup|la|alors)[\W_]+"
    r"(?=(?:nord|sud|est|ouest|le[\W_]+declarant|le[\W_]+decla|le[\W_]+mort|son[\W_]+partenaire)[\W_]+"
    r"(?:qui|lui|aussi|a|avait|ont|fait|dit|parle|passe|joue|entame|attaque|sort|ouvre|contre|renonce|coupe|"
    r"defausse|met|pose|annonce|declare)(?!\w))"
)


# A sentence that ends (« ; », « . ») before another seat's claim, revoke or act out of turn (« …, insuffisant ;
# à la 9e levée Sud revendique le reste », tester13 Z8): a second step, cut there like « puis ». Read on the
# words as typed or lower-cased without accents (bot.finder.parts cuts the same places).
NEXT_ACT = re.compile(
    starting_with(
        "+.;",
        r"[;.](?=[\W_]*(?:et[\W_]+)?(?:(?:a|à)[\W_]+la[\W_]+\d{1,2}[\W_]*(?:e|è|ème|eme|ieme|ième)?[\W_]+lev[ée]e[\W_]+)?"
        r"(?:nord|sud|est|ouest|le[\W_]+d[ée]clarant|le[\W_]+d[ée]cla|le[\W_]+mort)[\W_]+(?:a[\W_]+|avait[\W_]+)?"
        r"(?:revendiqu\w*|renonc\w*|(?:entam|attaqu|ouv[er]|parl)\w*[\W_]+hors[\W_]+tour)(?!\w))"
        # « contre hors tour de O, d7 t3, + E a montré une carte »: a « + » alone adds an irregularity (never « 4♠ +1 »)
        r"|(?<![\w+])\+(?=\s+[^\W\d_])",
    ),
    re.IGNORECASE,
)

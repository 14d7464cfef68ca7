"""Questions, suppositions and claims in a description (issue 37): which words of a clause state a
fact the director tells, and which only ask, suppose or report (« peut-il exiger… », « s'il avait
fourni », « Est prétend que… », « à la donne précédente »). Pure: folded words in, a count out; used by
`rules.vocabulary.read`.
"""

from __future__ import annotations

import re
import tomllib
from functools import cache, lru_cache
from pathlib import Path

from rules import taken_back_values as taken
from rules.regex_start import starting_with

# Words that make the rest of their clause a question, a supposition or someone's claim, not a fact the
# director states (« peut-il exiger… », « s'il avait fourni », « Est prétend qu'Ouest a renoncé »), another
# deal, an attribution: vocabulary, in rules/data/vocabulary/_marques.toml. A word ending in `*` stands for
# every word it begins.
_MARKS_FILE = Path(__file__).parent / "data" / "vocabulary" / "_marques.toml"


@cache
def _lists() -> dict[str, tuple[tuple[str, ...], ...]]:
    """The mark lists of `_MARKS_FILE`, each mark as its folded words; read once."""
    data = tomllib.loads(_MARKS_FILE.read_text(encoding="utf-8"))
    return {name: tuple(tuple(mark.split()) for mark in marks) for name, marks in data.items()}


# The marks of a player's own word (reviewer27 R-8) that are the director's when he says them (« je suis sûr que »,
# « on m'appelle pour une renonce d'Est »: the table calls, nobody's allegation), and « pour lui » only as the view that
# opens a clause (« Est proteste, pour lui Sud a renoncé », not « une levée de plus pour lui »).
_NOT_ONE_PLAYER = frozenset("je j on nous ils elles joueurs table tous monde suis sommes arbitre".split())


# What follows « si » when it means « so » (« elle tenait ses cartes si bas que… »); any other word
# makes it « if » (« si le déclarant… », « si renonce à la 12e levée, que faire »).
_SO = frozenset(
    "bas haut vite lentement lent lente longtemps fort forte peu tard tot souvent mal bien rapidement "
    "petit petite grand grande proche loin evident evidente clair claire facile enorme gros grosse".split()
)
_TOLD = {(who, "a") for who in ("lui", "leur", "m", "t", "nous", "vous")} | {("a", "lui"), ("ai", "lui")}


@cache
def _marks(allegations: bool) -> tuple[dict[str, tuple[tuple[str, ...], ...]], tuple[tuple[str, ...], ...]]:
    """The question and supposition marks by their first word, and those that begin with a prefix."""
    by_first: dict[str, list[tuple[str, ...]]] = {}
    prefixed: list[tuple[str, ...]] = []
    lists = _lists()
    for mark in (*lists["questions"], *lists["si" if allegations else "suppositions"]):
        if mark[0].endswith("*"):
            prefixed.append(mark)
        else:
            by_first.setdefault(mark[0], []).append(mark)
    return {first: tuple(found) for first, found in by_first.items()}, tuple(prefixed)


@cache
def _prefixes(allegations: bool) -> tuple[str, ...]:
    return tuple(mark[0][:-1] for mark in _marks(allegations)[1])


def _starts(folded: tuple[str, ...], at: int, allegations: bool) -> bool:
    """Does a question or supposition mark start at word `at`?"""
    by_first, prefixed = _marks(allegations)
    word = folded[at]
    marks = by_first.get(word, ())
    if word.startswith(_prefixes(allegations)):
        marks = (*marks, *(m for m in prefixed if word.startswith(m[0][:-1])))
    for mark in marks:
        got = folded[at : at + len(mark)]
        if len(got) == len(mark) and all(
            w == m or (m == "que" and w == "qu") or (m.endswith("*") and w.startswith(m[:-1]))
            for w, m in zip(got, mark, strict=True)
        ):  # « pense qu'Est » is « pense que » elided
            return True
    return False


# Words that put the clause on another deal or another day (« ailleurs »: « à la donne précédente », « la
# dernière fois »). What happened there is not this incident's fact.
@cache
def _elsewhere_first() -> frozenset[str]:
    return frozenset(mark[0] for mark in _lists()["ailleurs"])


def elsewhere(folded: tuple[str, ...]) -> bool:
    return any(
        folded[at : at + len(mark)] == mark
        for at, word in enumerate(folded)
        if word in _elsewhere_first()
        for mark in _lists()["ailleurs"]
    )


def _chooses(after: tuple[str, ...]) -> bool:
    """« qu'il accepte », « qu'ils refusent »: a choice said, not a conditional (« accepterait »)."""
    return (
        len(after) == 3
        and after[0] in ("qu", "que")
        and after[1] in ("il", "elle", "ils", "elles")
        and after[2].startswith(("accept", "refus"))
        and not after[2].endswith(("rait", "raient"))
    )


# reviewer27 R-13: a verb of a choice or an act in the conditional (« Sud accepterait », « il voudrait étaler », « Est
# contesterait ») tells a wish or a supposition, no act done (27A1, 54A, 68D). Named verbs only: folded without accents,
# « suggérait », « considérait » (imperfects) end as a conditional does.
_CONDITIONAL = re.compile(
    r"(?:re)?(?:accept|refus|contest|aim|etal|demand|exig|jou|revendiqu|conced|pass|continu|remplac|corrig|renonc"
    r"|entam|prefer|souhait|reclam|appel|appell|retir|protest|signal|arret|chang|pos|montr|expos)er(?:ait|aient)"
    r"|(?:chois|fourn|fin)ir(?:ait|aient)|(?:vou|repren|pren|atten)dr(?:ait|aient)|(?:re)?(?:mett|permett)r(?:ait|aient)"
)


def _conditional(word: str) -> bool:
    """Is the folded word one of `_CONDITIONAL`'s verbs in the conditional?"""
    return word.endswith(("ait", "aient")) and _CONDITIONAL.fullmatch(word) is not None


_NEXT = frozenset(
    {"levee", "levees", "tour", "donne", "coup", "pli", "carte", "celle", "celui", "fois", "jour"}
)


def stated_part(folded: tuple[str, ...], question: bool, allegations: bool = False) -> int:
    """How many of the clause's first words state something: all, or those before its question or
    supposition marker (0 for a clause ending in « ? », or one about another deal)."""
    if question or elsewhere(folded):
        return 0
    by_first, prefixes = _marks(allegations)[0], _prefixes(allegations)
    for at in range(len(folded)):
        if _conditional(folded[at]):
            return at  # reviewer27 R-13: « Sud accepterait »
        if folded[at] not in by_first and not folded[at].startswith(prefixes):
            continue  # no mark starts with this word (`_starts`, without its cost at every word)
        if folded[at] in ("dit", "dis") and folded[max(0, at - 2) : at] in _TOLD:
            continue  # « le mort lui a dit que c'était à lui »: what was said to him is the fact
        if folded[at] in ("dit", "disent") and _chooses(folded[at + 1 : at + 4]):
            continue  # « le déclarant dit qu'il accepte »: saying his choice is making it
        if folded[at] == "si" and at + 1 < len(folded) and folded[at + 1] in _SO:
            continue  # « si bas », « si vite »: « so », not « if » (« si renonce… » is « if »)
        if folded[at] in ("aurait", "auraient") and folded[at + 1 : at + 2] == ("du",):
            continue  # « il aurait dû fournir »: what he failed to do is the fact
        if folded[at : at + 2] == ("d", "apres") and at and folded[at - 1] in _NEXT:
            continue  # « la levée d'après »: the next one, not « according to »
        if folded[at] in ("selon", "d") and documented(folded, at):
            continue  # « d'après leur carte de conventions »: a record read, not a player's claim
        if _said_by_at_the_end(folded, at):
            return 0  # finder66: « l'enchère n'a pas été acceptée selon Nord »: the whole clause is his word
        if _not_one_players(folded, at):
            continue
        if _starts(folded, at, allegations) or (not allegations and _says_later(folded, at)):
            return at
    return len(folded)


def _said_by_at_the_end(folded: tuple[str, ...], at: int) -> bool:
    """Does « selon X » / « d'après X » at `at` close its clause (three words at most after it), so that it attributes
    the words before it, not only those after?"""
    mark = 1 if folded[at] == "selon" else 2 if folded[at : at + 2] == ("d", "apres") else 0
    source = folded[at + mark :]
    return (
        bool(mark)
        and at > 0
        and len(source) <= 3
        # a player's word (« selon Nord », « d'après le mort »), never the rule quoted (« selon la 64A ») nor a record
        and any(word in _PLAYERS for word in source)
    )


_PLAYERS = frozenset(
    "nord sud est ouest ns eo lui elle eux elles moi mort declarant declarante defenseur defenseurs partenaire"
    " adversaire adversaires joueur joueuse joueurs".split()
)


def _not_one_players(folded: tuple[str, ...], at: int) -> bool:
    """Is the mark at `at` (reviewer27 R-8) the director's or the whole table's words, not one player's: « je suis
    sûr que », « on m'appelle pour… », « l'arbitre est appelé pour… » (no player calls), « pour lui » inside a clause?"""
    word = folded[at]
    if word == "pour":
        return at > 0  # « pour lui », « pour Est »: a view only where it opens the clause
    if word.startswith(("reclam", "appel")):
        if word not in _CALLS and folded[at - 1 : at] not in (("a",), ("ont",), ("avait",), ("avaient",)):
            return True  # « appelé pour une renonce d'Est »: the director was called, nobody's allegation
    elif not word.startswith(("persuad", "convaincu")) and word not in ("sur", "sure"):
        return False
    return bool(set(folded[max(0, at - 3) : at]) & _NOT_ONE_PLAYER)


_CALLS = frozenset("reclame reclament reclamait reclamaient appelle appellent appelait appelaient".split())


# What the director reads rather than hears: « d'après leur carte de conventions », « selon le log ».
_DOCUMENTS = frozenset(
    "carte cartes systeme systemes accord accords convention conventions log logs historique feuille feuilles "
    "bridgemate reglement enregistrement video fiche".split()
)
_DETERMINERS = frozenset("le la l les leur leurs son sa ses du de des notre votre".split())


def documented(folded: tuple[str, ...], at: int) -> bool:
    """Does « selon » / « d'après » at `at` introduce a document (the convention card, the log)?"""
    after = at + 1 if folded[at] == "selon" else at + 2
    if folded[at] == "d" and folded[at + 1 : at + 2] != ("apres",):
        return False
    while after < len(folded) and folded[after] in _DETERMINERS:
        after += 1
    return after < len(folded) and folded[after] in _DOCUMENTS


# « Est dit à la fin des enchères que son 4♥ était un mauvais carton »: « dit », a circumstance, then
# « que »: what he says (not « Sud a dit 2♠ alors que… », whose « que » belongs to « alors que »).
_CIRCUMSTANCE = frozenset("a au aux en pendant apres lors ensuite tout maintenant plus avant".split())
_SAYING = frozenset(("dit", "disent", "dis", "explique", "expliquent", "affirme", "raconte"))
_CONJUNCTIONS = frozenset(
    "alors avant parce bien apres pendant sans tandis pour afin depuis des lors".split()
)


def _says_later(folded: tuple[str, ...], at: int) -> bool:
    if folded[at] not in _SAYING or folded[at + 1 : at + 2] == () or folded[at + 1] not in _CIRCUMSTANCE:
        return False
    for later in range(at + 2, min(len(folded), at + 9)):
        if folded[later] in ("que", "qu"):
            return folded[later - 1] not in _CONJUNCTIONS
    return False


# A clause that only says who told the clause before it (« …, enfin c'est ce que dit Est », « …, selon
# Nord », « …, d'après le mort »): the clause before is a claim, not a fact the director states.
_FILLERS = frozenset("enfin du moins mais bon en tout cas et".split())
FILLERS = _FILLERS  # rules.words_matching: a clause of these passes the attribution on
_SAYS = ("dit", "disent", "pretend", "affirm", "soutien", "racont", "pens", "croi")
_SAID_BY = frozenset(
    ("dit", "disent", "affirme", "affirment", "pretend", "pretendent", "soutient", "assure", "jure", "dixit")
)
_CALLED = frozenset(
    ("passe", "contre", "surcontre", "que", "qu", "a", "au", "aux")
)  # « dit passe », « dit à Est que… »


def attribution(folded: tuple[str, ...]) -> bool:
    """Is the clause only an attribution of what the clause before it said?"""
    at = 0
    while at < len(folded) and folded[at] in _FILLERS:
        at += 1
    rest = folded[at:]
    if rest[:1] == ("c",):
        rest = rest[1:]
    if rest[:1] == ("est",) and rest[1:2] == ("ce",):
        rest = rest[1:]
    if rest[:2] in (("ce", "que"), ("ce", "qu")):
        verb = 3 if rest[2:3] in (("il",), ("elle",), ("ils",), ("elles",)) else 2
        return len(rest) > verb and rest[verb].startswith(_SAYS) and len(rest) <= verb + 4
    if (
        rest[:1]
        and rest[0] in _SAID_BY
        and 2 <= len(rest) <= 4
        and not _CALLED & set(rest[1:2])
        and not rest[1].isdigit()
    ):
        return True  # « …, dit le déclarant », « …, affirme Est »
    return (
        any(rest[: len(mark)] == mark for mark in _lists()["oui_dire"])
        and len(rest) <= 5
        and not documented(rest, 0)
    )


# reviewer26 P-12b: what follows a role or a contract in its clause dates it to another board (« Nord, déclarant à 3SA sur
# la donne précédente, », « Sud jouait 4♠ hier »).
OTHER_BOARD = re.compile(  # finder73 (reviewer30 T-29): or to the other table (« Nord jouait 4♠ à l'autre table »)
    r"[^,;.:!?()]{0,40}\b(?:donne\s+(?:pr[ée]c[ée]dente|d['’]\s*avant|suivante)|autre\s+donne|hier|la\s+veille"
    r"|autre\s+table|autre\s+salle)\b",
    re.IGNORECASE,
)
# finder62: the words before a contract in its sentence set it at the other table of a match (« À l'autre table, nos
# coéquipiers ont fait 4♠= par Est »): the same board, another declarer. reviewer29 S-20: or on another board (« Sur la
# donne précédente, Sud jouait 4♠. »), unless this board is named between (« … et sur celle-ci Sud joue 4♠ »).
OTHER_TABLE = (
    re.compile(  # (a room of a team match: elsewhere_in_words.other_table_before, which reads this too)
        r"\b(?:autres?\s+tables?|autre\s+salle|tables?\s+voisines?)\b[^.;!?]{0,70}$"
        r"|\b(?:donne\s+(?:pr[ée]c[ée]dente|d['’]\s*avant)|autre\s+donne|hier|la\s+veille)\b"
        r"(?:(?!celle-ci|cette\s+donne|\bici\b|maintenant|chez\s+nous)[^.;!?]){0,70}$",
        re.IGNORECASE,
    )
)


# Words that take back what was just told (« Est a renoncé ; non, en fait c'est Sud », « c'était à Nord ; enfin non,
# à Sud »): the seat named before them is no evidence (players_in_words, turns_in_words).
# reviewer26 P-1/P-2: also « non, … », « ah non », « je me suis trompé », « rectification », « je corrige ».
# reviewer27 R-3: « euh non », « oups », « au temps pour moi », « après réflexion », « correction : », « rectif : »,
# « erreur, », « enfin à la 8e ».
CORRECTING = (
    r"en\s+fait|en\s+r[ée]alit[ée]|finalement|plut[ôo]t|enfin\s+non|non\s+attends|pardon|je\s+me\s+trompe|"
    r"je\s+me\s+suis\s+tromp[ée]e?|rectification|je\s+corrige|(?:ah\s+|mais\s+|euh\s+)?non(?=\s*[,:!]|\s+(?:à|a|la|le|l['’]|\d))|"
    r"euh\s+non|oups|au\s+temps\s+pour\s+moi|autant\s+pour\s+moi|apr[èe]s\s+r[ée]flexion|"
    r"(?:correction|rectif\w*|erreur)(?=\s*[,:!])|(?:enfin|euh)(?=\s*,?\s+(?:à|a|la|le|l['’]|\d|sur|contr|vul))|"
    + taken.SELF_CORRECTING
)

# Finder30 (issue 37 §1): « je ne sais pas si passer était une alternative logique, je vais consulter des joueurs »:
# the director's doubt is the very question his poll answers (16B1b), no doubt on the facts he tells. That
# clause is set aside (`without_polled_doubt`); the rest is read as usual, the poll a fact of its own.
_POLLED_DOUBT = re.compile(
    r"\b(?:je ne sais pas|je sais pas|j sais pas)\s+(?:encore\s+)?si\s+[^,;.:!?]*?\b(?:alternatives?|options?)\b[^,;.:!?]*",
    re.IGNORECASE,
)
_POLL = re.compile(
    r"\b(?:consult\w*|sond\w*|interrog\w*)\s+(?:\S+\s+){0,2}?joueurs\b|\bsondage\s+aupr[èe]s\b", re.IGNORECASE
)


def without_polled_doubt(description: str) -> str:
    """The description without the doubt a poll of players answers (« je ne sais pas si passer était une
    alternative logique »), when the words say the director polls; as it is otherwise."""
    if not _POLL.search(description):
        return description
    return _POLLED_DOUBT.sub(" ", description)


# « X ou Y »: two readings offered, neither stated (« il a entamé ou il a seulement montré la carte »,
# « fourni ou pas »). « où » typed without its accent after a moment or a place is not « or ».
ALTERNATIVE = re.compile(
    starting_with(
        "Oo",
        r"(?<!moment )(?<!levée )(?<!levee )(?<!fois )(?<!tour )(?<!instant )(?<!là )(?<!cas )(?<!endroit )"
        r"\b[Oo]u\s+(?:bien|pas|non|alors|plut[oô]t|si|s['’]|il|elle|ils|elles|on|est|c['’]|[ée]tait|avait|a|seulement|juste|simplement|peut[- ][êe]tre|[0-9]{1,2}(?:e|è|ème|eme)?)(?![\w])",
    )
)


# Words by which nobody knows who won the last trick, or whose turn it was (« personne ne sait qui avait
# fait la levée », « on ne sait pas à qui c'était d'attaquer »): a lead is then not known to be out of turn.
UNKNOWN_TURN = re.compile(
    starting_with(
        "anpqrsà",
        r"\b(?:ne\s+|n['’]\s*)?(?:sai[st]|savent|savait|souvien\w*|rappell?\w*)\s+(?:pas\s+|plus\s+)?"
        r"(?:trop\s+|vraiment\s+|exactement\s+|bien\s+)?(?:qui|à\s+qui|a\s+qui|de\s+qui|quel\s+camp|quelle\s+main)\b|"
        r"\bpas\s+(?:s[uû]rs?|certains?|d['’]\s*accord)\s+(?:de|sur)\s+(?:qui|à\s+qui|a\s+qui|quel\s+camp)\b|"
        r"\b(?:qui|à\s+qui|a\s+qui)\s+(?:avait|a|était|etait|c['’]\s*[ée]tait)\s+[^.?!]{0,30}\?",
    ),
    re.IGNORECASE,
)


# reviewer26 P-10: a value said, then taken back for another of its kind (« Sud joue 4♠ contré, enfin non, pas contré »,
# « 9 levées, enfin non, 10 », « à la 7e levée ; pardon, à la 8e »): the value first said is no evidence — the score's
# inputs (77: level, doubling, vulnerability, tricks made) and a claim's moment (70, 71) are asked.
# reviewer27 R-3: also offered as another (« à la 7e, ou à la 8e »), said by a player (« Est dit à la 8e »), taken
# back with nothing after (« contré, enfin non. », « contré (ou pas ?) »), the new value a few words on (« je me suis
# trompé, il n'y a pas eu de contre »). R-11: a card, honour or not (« le roi de cœur, non, le 2 »: 24A/24B, 50).
# The correcting words, then what they take back (each kind tried only where such words stand: one reading of the
# text, on the path of every description's facts).
_TAKEN_BACK = re.compile(
    starting_with(
        "acefjmnoprsNSEO",
        rf"(?<![\w'’])(?:{CORRECTING}|ou\s+plut[ôo]t|ou|(?:Nord|Sud|Est|Ouest)\s+(?:dit|pense|affirme|soutient)(?:\s+que)?"
        r"|selon\s+(?:Nord|Sud|Est|Ouest))\b\s*[,;:.!]?\s*(?:c['’]\s*(?:est|[ée]tait)\s+)?"
        r"(?:si\s*[,;:!]\s*)?",  # « en fait si, je l'ai averti » (reviewer28 R-9)
    ),
    re.IGNORECASE,
)
_NUMBER = r"(?:\d{1,2}|un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|treize)"
_RANK = r"(?:\d{1,2}\s*(?:e|[èe]me|i[èe]me)|premi[èe]re|deuxi[èe]me|troisi[èe]me|\w+i[èe]me)\b"
# reviewer29 S-28 (finder65): a trick named by its number after the word (« à la levée 8... non, à la levée 9 »)
_TRICK_NUMBERED = r"(?i:lev[ée]e|pli)\s+(?:n°\s*)?\d{1,2}(?![\d\w])"
_DOUBLING = r"(?:(?<![A-Za-z])X{1,2}\b|(?i:(?:sur)?contr[ée]s?|doubl[ée]s?)\b)"
_CARD = (
    r"(?i:(?:le|la|l['’])\s*(?:[2-9]|10|as|roi|dame|valet|dix|deux|trois|quatre|cinq|six|sept|huit|neuf)\b"
    r"|[AKQJRDV]\s*[♠♥♦♣]|[♠♥♦♣]\s*(?:[2-9]|10|[AKQJRDV])\b)"  # « 4♠ » is as often a contract
)
_CARD_QUESTIONS = ("cards", "honour", "exposed_cards", "other_visible")
# reviewer31 V-35: attaque's « trick_thirteen » is a trick number too (« à la 13e levée... non, à la 11e »)
_TRICK_QUESTIONS = ("claim_trick", "trick_twelve", "claimed", "who_led")
# reviewer28 R-4: a trump said outstanding, then taken back (« Est a encore un atout, non je me trompe, Est n'a plus
# d'atout », « il reste un atout chez Est… non, c'est sans-atout »): whether one is outstanding, and what the claimer said
# of it, decide a trick (70C): asked.
_TRUMP_QUESTIONS = ("trump_out", "outstanding_trump", "trump_said")
_TRUMP = re.compile(r"(?i:\batouts?\b)")
# (questions, the value right after the words, or anywhere in their clause when `anywhere`)
_TAKEN_BACK_VALUES = (
    (("doubling",), re.compile(_DOUBLING), True),
    (("vulnerable",), re.compile(r"(?i:\bvul\w*)"), True),
    (
        ("tricks_taken", "claimed", "claim_trick"),
        # reviewer28 R-9: also after its article (« les 4 dernières levées, pardon les 3 dernières »)
        re.compile(
            r"(?:(?i:les|la|le)\s+)?" + _NUMBER + r"(?![\w♠♥♦♣])(?!\s*(?:[♠♥♦♣]|SA\b|sa\b|e\b|[èe]me\b))"
        ),
        False,
    ),
    (
        _TRICK_QUESTIONS,
        re.compile(
            rf"(?i:(?:(?:à|a)\s+)?(?:la\s+)?)(?:{_RANK}|{_TRICK_NUMBERED})|{taken.TRICK_NUMBER_ALONE}"
        ),
        False,
    ),
    (_CARD_QUESTIONS, re.compile(_CARD), False),
    (_TRUMP_QUESTIONS, _TRUMP, True),
    # reviewer28 R-9: « jamais été averti ; en fait si, je l'ai averti » (90B2, 91A: a warning before or not)
    # (s32 L519: « déjà avertis... non, c'est la première fois »: the correction says none before)
    (
        ("history", "repeated"),
        re.compile(r"(?i:\bavert\w*|\bavertissements?\b|\bpremi[èe]re\s+fois\b)"),
        True,
    ),
    *taken.MORE_TAKEN_BACK_VALUES,  # reviewer30 T-27: a side, a seat, a touch's purpose … (rules/taken_back_values.py)
    # reviewer29 S-25: when a revoke was found (« à la fin du coup suivant... non, de la levée suivante »: 63A, 64B5);
    # finder73 (reviewer30 T-39): or a trick by its number (« constaté lev. 8... non, lev. 6 »)
    (
        ("when", "discovered", "established"),
        re.compile(
            r"(?i:(?:(?:à|a)\s+)?(?:la\s+fin\b|(?:(?:de\s+la|du|de\s+l['’]|la|le)\s+)?(?:lev[ée]e|tour|coup|donne|jeu)\s+"
            r"(?:suivante?|d['’]\s*apr[èe]s|pr[ée]c[ée]dente?|d['’]\s*avant)))"
            r"|(?i:(?:(?:à|a)\s+)?(?:la\s+)?)" + _TRICK_NUMBERED
        ),
        False,
    ),
)
_CLAUSE_END = re.compile(r"[,.;:!?()]")
# finder65 (A1): a call said, then unsaid for the call that replaces it (« remplacé par un contre, non, par 2SA », « par
# contre… enfin non, 3♣ », « 2♥, pardon, 2♠ »): the call first said is no evidence — what the insufficient bid was replaced
# by (27B) and what was called out of turn (31, 32) are asked. The call stands right before the unsaying words and the
# other right after them (« par », « en », an article between), never a call named elsewhere in the story.
_CALL_WORDS = (
    r"(?:(?<![\w])[1-7]\s*(?:[♠♥♦♣]|(?i:sa|nt|sans[- ]?atouts?|piques?|c(?:œ|oe)urs?|carreaux?|tr[eè]fles?)\b)"
    r"|(?i:(?<![\w'’])(?:passe|contre|surcontre)\b)|(?<![\w'’])X{1,2}\b)"
)
_CALL_QUESTIONS = ("replacement", "call")
_CALL_UNSAYING = re.compile(
    starting_with("acefjmnoprs", rf"(?<![\w'’])(?:{CORRECTING}|ou\s+plut[ôo]t)\b\s*[,;:.!…]*\s*"),
    re.IGNORECASE,
)
_CALL_RIGHT_AFTER = re.compile(r"(?i:(?:par|en)\s+)?(?i:(?:un|une|le|la)\s+)?" + _CALL_WORDS)
_CALL_RIGHT_BEFORE = re.compile(_CALL_WORDS + r"[\s,;:.…!]*$")
# A value taken back with nothing after (« contré, enfin non. », « vulnérable, en fait non », « contré (ou pas ?) »)…
_BARE_CORRECTION = re.compile(
    r"[,;(]\s*(?:(?:en\s+fait|enfin|euh|ah|oh|mais)\s+)?(?:non(?:\s+pardon)?|pardon|oups|je\s+me\s+suis\s+tromp[ée]e?"
    r"|au\s+temps\s+pour\s+moi|autant\s+pour\s+moi|ou\s+(?:pas|non))\s*\??\s*\)?\s*(?=[.;!?]|$)",
    re.IGNORECASE,
)
# …and the value it takes back, just before it.
_VALUE_BEFORE = (
    (("doubling",), re.compile(_DOUBLING + r"\s*$")),
    (("vulnerable",), re.compile(r"(?i:\bvul\w*)\s*$")),
    (("tricks_taken", "claimed"), re.compile(r"(?i:\b" + _NUMBER + r"\s+lev[ée]es?)\s*$")),
    (_TRICK_QUESTIONS, re.compile(r"(?i:" + _RANK + r"(?:\s+lev[ée]e)?|" + _TRICK_NUMBERED + r")\s*$")),
    (_CARD_QUESTIONS, re.compile(r"(?:" + _CARD + r")(?i:\s+de\s+\w+)?\s*$")),
    (_TRUMP_QUESTIONS, re.compile(r"(?i:\batouts?\b(?:\s+\w+){0,2})\s*$")),
    (
        _CALL_QUESTIONS,
        re.compile(r"(?:(?i:par|en)\s+)(?i:(?:un|une)\s+)?" + _CALL_WORDS + r"\s*$"),
    ),  # « remplacé par contre, enfin non. »
)
# A trick's rank said to be a player's word or preferred to another (« (8e selon Est) », « la 8e plutôt »).
_RANK_SAID_BY = re.compile(r"(?i:" + _RANK + r"(?:\s+lev[ée]e)?\s+(?:selon|plut[ôo]t)\b)")


@lru_cache(maxsize=256)  # read for each topic weighed, the same description
def taken_back(description: str) -> frozenset[str]:
    """The questions whose value the words take back, doubt or give as a player's word (`_TAKEN_BACK_VALUES`,
    `_BARE_CORRECTION`, `_RANK_SAID_BY`): asked, never filled."""
    asked: set[str] = set()
    for correction in _TAKEN_BACK.finditer(description):
        at = correction.end()
        end = _CLAUSE_END.search(description, at)
        clause_end = min(end.start() if end else len(description), at + 40)
        for questions, value, anywhere in _TAKEN_BACK_VALUES:
            if questions is taken.SIDE_QUESTIONS and taken.bare_seat_before(description, correction.start()):
                continue  # « Sud, pardon, Est s'est déconnecté »: Est's act
            if value.search(description, at, clause_end) if anywhere else value.match(description, at):
                asked.update(questions)
    for correction in _CALL_UNSAYING.finditer(description):
        if _CALL_RIGHT_AFTER.match(description, correction.end()) and _CALL_RIGHT_BEFORE.search(
            description, max(0, correction.start() - 30), correction.start()
        ):
            asked.update(_CALL_QUESTIONS)
        elif taken.call_taken_back(description, correction.start(), correction.end()):
            asked.update(_CALL_QUESTIONS)
        if taken.turn_taken_back(description, correction.start(), correction.end()):
            asked.add("situation")  # reviewer31 V-57: whose turn it is decides 50D1 against 50D2
    if "ontre" in description and taken.DOUBLE_WITHDRAWN.search(description):
        asked.add("doubling")
    for bare in _BARE_CORRECTION.finditer(description):
        for questions, value in _VALUE_BEFORE:
            if value.search(description, max(0, bare.start() - 40), bare.start()):
                asked.update(questions)
    if _RANK_SAID_BY.search(description):
        asked.update(_TRICK_QUESTIONS)
    return frozenset(asked)


# reviewer28 R-9: a choice said, then taken back as not made yet (« Le déclarant refuse l'attaque, enfin non, il n'a pas
# encore choisi », « Sud n'accepte pas l'enchère insuffisante… enfin il n'a pas encore décidé », « ah non attendez, il ne
# s'est pas encore prononcé »): the choice first said is no evidence, the options are still the non-offender's (10C1,
# 27A1, 53A, 54). The correcting words (`CORRECTING`, or « enfin », « attendez ») stand just before the « not yet ».
_NOT_YET_CHOSEN = re.compile(
    starting_with(
        "nNhHrR",
        r"(?:n['’]\s*(?:a|ont|avait|avaient)|ne\s+s['’]\s*(?:est|[ée]tait)|ne\s+se\s+sont)\s+"
        r"(?:pas\s+encore|encore\s+rien|rien\s+encore|toujours\s+pas|encore\s+pas|rien)\s+"
        r"(?:choisi|d[ée]cid[ée]|tranch[ée]|r[ée]pondu|prononc[ée]e?s?|fait\s+(?:son|leur|de)\s+choix)\b"
        r"|h[ée]site(?:nt)?\s+encore\b|r[ée]fl[ée]chi(?:t|ssent)\s+encore\b",
    ),
    re.IGNORECASE,
)
_CORRECTION_JUST_BEFORE = re.compile(
    rf"(?<![\w'’])(?:{CORRECTING}|enfin|euh|attend(?:s|ez))\s*[,:;!.…]*\s*(?:[\w'’]+\s+){{0,3}}$",
    re.IGNORECASE,
)


# reviewer28 R-9 (widened): a choice said, then unsaid for another (« Le déclarant a accepté l'attaque ; ah non, il l'a
# refusée »): the words that unsay (« non », « pardon », « je me trompe »…, never « finalement » or « en fait », which
# tell the choice made at last: « il hésite, finalement il refuse »), then the choice verb a few words on.
_CHOICE_VERB = re.compile(
    starting_with(
        "aAeEiIlLoOrR", r"(?<![\w'’])(?:l['’]\s*|les\s+)?(?:a\s+|ont\s+)?(?:accept|refus|exig|interdi)\w*"
    ),
    re.IGNORECASE,
)
_UNSAYING_JUST_BEFORE = re.compile(
    # « non » with its punctuation (« ah non, il l'a refusée »), never the denial « non accepté »
    r"(?<![\w'’])(?:(?:(?:ah|mais|euh|enfin|oh)\s+)?non\s*[,:;!.…]+|(?:pardon|oups|je\s+me\s+trompe|"
    r"je\s+me\s+suis\s+tromp[ée]e?|au\s+temps\s+pour\s+moi|autant\s+pour\s+moi|rectification|je\s+corrige|"
    rf"{taken.SELF_CORRECTING}|erreur|correction(?=\s*[,:!]))"
    r"\s*[,:;!.…]*)\s*(?:[\w'’]+\s+){0,2}$",
    re.IGNORECASE,
)


# reviewer29 S-33 (finder65): a choice denied, then the denial taken back (« Ouest ne l'a pas acceptée... enfin si », « il
# n'a rien exigé, en fait si, il a exigé pique »): « si » after correcting words, a choice verb just before them — the
# choice is then the director's to establish (27A1, 54, 50D2): asked.
_DENIAL_TAKEN_BACK = re.compile(
    starting_with(
        "aemos",
        r"(?<![\w'’])(?:(?:enfin|en\s+fait|ah|oh|mais|euh)\s*[,…]*\s*si|si\s*,\s*si)(?=\s*(?:[,;:.!…]|$))",
    ),
    re.IGNORECASE,
)


@lru_cache(maxsize=256)  # asked for each topic weighed, the same description
def choice_withdrawn(description: str) -> bool:
    """Do the words take a choice back, as not made yet (`_NOT_YET_CHOSEN` just after correcting words) or unsaid for
    another (`_CHOICE_VERB` just after unsaying words), or deny it and take the denial back (`_DENIAL_TAKEN_BACK`)?"""
    return (
        any(
            _CORRECTION_JUST_BEFORE.search(description, max(0, said.start() - 50), said.start())
            for said in _NOT_YET_CHOSEN.finditer(description)
        )
        or any(
            _UNSAYING_JUST_BEFORE.search(description, max(0, said.start() - 50), said.start())
            for said in _CHOICE_VERB.finditer(description)
        )
        or any(
            _CHOICE_VERB.search(description, max(0, back.start() - 40), back.start())
            for back in _DENIAL_TAKEN_BACK.finditer(description)
        )
    )


# reviewer27 R-1 (was six copies of one `sauf` list in information_non_autorisee.toml, reviewer26 P-8): the words of a
# player of the board — his own call or play (« j'ai mis 4♠ », « je passe »), his partner or opponents (« mon
# partenaire », « mes adversaires »), his side (« notre camp », « nous avons été lésés »), his seat or role (« je suis
# Nord », « moi, le mort ») — or a player's verdict quoted (« « aucune alternative », dit Ouest »).
# a call, not a result the director assigns (« je mets 3♠ fait »)
_CALL = r"(?:[1-7]\s*(?:[♠♥♦♣]|SA\b|sa\b|[PCKTS]\b)(?!\s*(?:X{1,2}\s*)?(?:fait|chut|=|[+-]\s*\d))|passe\b|contre\b|surcontre\b)"
_SEAT_OR_ROLE = r"(?:en\s+)?(?:le\s+|la\s+)?(?:morte?|d[ée]clarante?|d[ée]fense|Nord|Sud|Est|Ouest)\b"
_PLAYER_WRITES = re.compile(
    starting_with(
        'jJmMnNoOpPcCsS1234567«»"”',
        r"\bj['’]\s*ai\s+(?:dit|mis|pass[ée]|contr[ée]|surcontr[ée]|ench[ée]ri|annonc[ée]|jou[ée]|saut[ée]|choisi|ouvert"
        r"|r[ée]pondu|soutenu|nomm[ée]|fait\s+(?=[1-7]|passe|contre))\b"
        rf"|\bje\s+(?:passe|contre|surcontre)\b|\bje\s+(?:mets|dis|saute\s+(?:à|a)|choisis|nomme|joue|ouvre(?:\s+de)?|r[ée]ponds)\s+{_CALL}"
        r"|\b(?:mon|ma)\s+(?:partenaire|partner|pote|co[ée]quipi[èe]re?)\b|\bmes\s+adversaires\b|\bmon\s+adversaire\b"
        r"|\bnotre\s+camp\b|\bma\s+main\b|\b(?:nous\s+avons|on\s+a)\s+[ée]t[ée]\b|\bje\s+n['’]\s*avais\b"
        rf"|\b(?:je\s+suis|j['’]\s*[ée]tais|moi\s*,)\s*{_SEAT_OR_ROLE}"
        rf"|{_CALL}\s+pour\s+moi\b"
        r"|[»\"”]\s*,?\s*(?:dit|affirme|soutient|pr[ée]tend|estime|jure|r[ée]pond|ajoute|proteste)\s+"
        r"(?:Nord|Sud|Est|Ouest|le\s+mort|le\s+d[ée]clarant|l['’]\s*adversaire|son\s+partenaire|le\s+joueur)\b",
    ),
    re.IGNORECASE,
)
# The director's findings a player's word never settles: a logical alternative (16B1a), what the information could
# suggest (16B1a), whether the other side was damaged (12B1) — his judgement, with a poll of players where he wants one.
DIRECTORS_JUDGEMENT = frozenset(("logical_alternative", "suggests", "damaged"))


@lru_cache(maxsize=256)
def player_writes(description: str) -> bool:
    """Is the writer a player of the board, or is a player's verdict quoted (`_PLAYER_WRITES`)? Then his view of the
    director's findings (`DIRECTORS_JUDGEMENT`) is his side's word (85A1): asked, never filled."""
    return _PLAYER_WRITES.search(description) is not None


# finder94: « Lorsque le mort renonce à trèfle, que faire ? », « Quand un joueur passe avant son tour, que faire ? »: a clause
# opened by « quand » / « lorsque » in the present, in a sentence that asks, puts a case to the director, no fact of his
# board. A past tense tells what happened (« Quand le mort a renoncé, que faire ? », « quand on a recompté… »): kept.
_CASE_OPENS = re.compile(r"\s*(?:et\s+|mais\s+)?(?:quand|lorsqu['’e]?)\b", re.IGNORECASE)
_HAPPENED = re.compile(
    r"\b(?i:a|ai|as|ont|avons|avez|avait|avaient|eu|eut|sont|[ée]tait|[ée]taient|fut|furent|[ée]t[ée])\b"
    r"|\best\b"  # the verb; « Est » is the seat
    r"|\b\w{2,}(?i:ait|aient)\b",  # an imperfect (« quand Sud jouait »); « fait » is the present
)
_CASE_GOES_ON = re.compile(r"\s*(?:et|ou|puis|mais)\s+(?:que|qu['’])", re.IGNORECASE)


def case_put(part: str, goes_on: bool = False) -> bool:
    """Does the clause put a case in the present (`_CASE_OPENS`), or, with `goes_on`, carry on the one before
    (« …, et que Ouest l'accepte »)?"""
    opens = _CASE_OPENS.match(part) is not None or (goes_on and _CASE_GOES_ON.match(part) is not None)
    return opens and _HAPPENED.search(part) is None

"""How a pattern of words is found in a description (the finder's reading, issue 31): the clauses,
the words a negation, a question, a supposition or an allegation leaves unstated, and the director's
own words for what was found. The patterns and the facts they state live in `rules/vocabulary.py`.

Pure: no chat, no storage."""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from functools import cache, lru_cache

from rules.asked_in_words import ALTERNATIVE, FILLERS, attribution, case_put, elsewhere, stated_part
from rules.folding import common, stem, words
from rules.spoken_in_words import CHAT_TIME as CHAT_TIME  # re-exported: the finder's online reading
from rules.spoken_in_words import spoken as spoken

GAP = 3  # words a `*` may stand for


@cache
def _classes() -> dict[str, frozenset[str]]:
    return {
        name: frozenset(stem(w) for item in members for w in words(item))
        for name, members in common()["classes"].items()
    }


def _token_matches(token: str, word: tuple[str, str]) -> bool:
    """`word` is (folded word, its stem). A plain token is a stem, tried first (most are): no stem starts
    with « [ », « { », « = » or « ^ »."""
    if token == word[1]:
        return True
    kind = token[:1]
    if kind == "[":
        return word[1] in _classes().get(token[1:-1], frozenset())
    if kind == "{":
        low, high = _range(token)
        return word[0].isdigit() and low <= int(word[0]) <= high
    if kind == "=":
        return token[1:] == word[0]
    if kind == "^":
        return word[0].startswith(token[1:])
    return False


@lru_cache(maxsize=256)
def _range(token: str) -> tuple[int, int]:
    low, high = (int(x) for x in token[1:-1].split("-"))
    return low, high


Text = tuple[tuple[str, str], ...]  # (folded word, stem) for each word of a description
BREAK = ("|", "|")  # between two clauses (« , ; . : ! ? ( ) »): a `*` never skips it
# A fact whose words follow one of these (within NEGATION_REACH words, same clause), or whose `*`
# skipped one, is denied, not stated: « ce n'était pas un honneur », « elle n'a pas encore été
# avertie », « le défenseur n'a pas renoncé ». Words a pattern spells itself (« pas fourni ») are
# the fact.
NEGATIONS = frozenset(
    {"pas", "plus", "jamais", "ni", "sans", "non", "aucun", "aucune", "rien", "personne", "nullement"}
)
NEGATION_REACH = 3


def _spans(
    pattern: tuple[str, ...], text: Text, at: int, skipped: tuple[int, ...]
) -> Iterator[tuple[int, tuple[int, ...]]]:
    """Each way the pattern matches from word `at`: (the word after it, the words a `*` skipped)."""
    if not pattern:
        yield at, skipped
        return
    head, rest = pattern[0], pattern[1:]
    if head == "*":
        for skip in range(GAP + 1):
            if at + skip > len(text) or (skip and text[at + skip - 1] == BREAK):
                return
            yield from _spans(rest, text, at + skip, skipped + tuple(range(at, at + skip)))
        return
    if at < len(text) and text[at] != BREAK and _token_matches(head, text[at]):
        yield from _spans(rest, text, at + 1, skipped)


# Between a negation and the words it denies, only these may stand (« pas encore été avertie », « pas
# un honneur »); a word with a meaning of its own ends the negation's reach (« n'a pas fourni à la 9e
# levée » denies « fourni », not the trick).
LIGHT = frozenset(
    (
        "un une le la les l d de du des encore ete eu etre vraiment tout a en y ce c etait est ete fait du tout n ne "
        "son sa ses mon ma mes leur leurs dit faite faits faites besoin"
    ).split()
)


_PRONOUNS = frozenset("la le les l lui leur y en me m te t se s".split())

# A negation governs a participle and its direct complement: « n'a pas entamé face cachée », « ne l'a
# pas posée face cachée » deny the face-down lead (not so a circumstance after a preposition: « n'a pas
# fourni à la 9e levée »). Folded participles end so (« entamé », « posée », « fourni », « vu »).
_PARTICIPLE = re.compile(r"\w{2,}(?:e|ee|es|ees|i|ie|is|ies|u|ue|us|ues)")
# Between a negation and the moment it denies: « ce n'est pas après la fin du jeu ».
_MOMENT_LINKS = frozenset({"apres", "pendant", "durant", "lors"})
# « avant la fin du jeu » is the opposite of the moment it names.
_BEFORE = frozenset({"avant"})
_ARTICLES = frozenset("la le les l du de d".split())


def governed(between: list[str], near: bool) -> bool:
    """Do the words between a negation and a match leave the match under it: light words only (within
    NEGATION_REACH), or a participle and its direct object just before it (« pas posé sa carte »)?"""
    content = [n for n, w in enumerate(between) if w not in LIGHT and w not in _MOMENT_LINKS]
    if not content:
        return near
    verb = content[0]
    if (
        between[verb] in _WAITING
        and len(content) == 1
        and all(w in _DETERMINERS for w in between[verb + 1 :])
    ):
        return True  # « on n'a pas attendu la fin du coup », « sans attendre la fin du jeu » (tester18 R11)
    # « n'a pas pris les cartes d'un autre étui »: the participle, its article, then the match (session 23).
    if (
        len(content) == 1
        and _PARTICIPLE.fullmatch(between[verb])
        and all(w in _DETERMINERS for w in between[verb + 1 :])
    ):
        return True
    if not _PARTICIPLE.fullmatch(between[verb]) or content[-1] != len(between) - 1 or len(content) > 2:
        return False
    if len(content) == 1:
        return True  # « pas entamé face cachée »
    linking = between[verb + 1 : -1]  # « pas posé sa carte face cachée »: an article or a possessive
    return bool(linking) and all(w in _DETERMINERS for w in linking)


_DETERMINERS = frozenset("la le les l un une son sa ses mon ma mes leur leurs ce cette".split())
# Waiting for a moment, denied, denies the moment: it came before (« pas besoin d'attendre la fin du coup »).
_WAITING = frozenset({"attendu", "attendre", "attendue"})


_SUBJECT_NEGATIONS = frozenset({"aucun", "aucune", "personne", "rien", "nul", "nulle"})
# The auxiliary of a compound tense, between « ne » and the participle matched.
_TENSE_AUXILIARIES = frozenset({"a", "ont", "est", "sont", "etait", "etaient", "avait", "avaient"})


def _denied(text: Text, start: int, skipped: tuple[int, ...], end: int, cleft: bool = True) -> bool:
    """Is the match from `start` to `end` (with these words skipped by `*`) under a negation? Also
    « ne VERBE pas »: « ils ne contestent pas », « le mort ne renonce pas »."""
    inside = [text[index][0] for index in range(start, end)]
    before = start - 1
    while before >= 0 and text[before][0] in _PRONOUNS:  # « ils ne la contestent pas »
        before -= 1
    if (
        end < len(text)
        and text[end][0] in NEGATIONS
        and ("ne" in inside or "n" in inside or (before >= 0 and text[before][0] in ("ne", "n")))
        and not NEGATIONS & set(inside)
    ):
        return True
    verb = before
    # « personne ne s'est plaint » (auditor28, s24): « ne », a pronoun, the auxiliary, then the match.
    while verb >= 0 and text[verb][0] in _PRONOUNS | _TENSE_AUXILIARIES:
        verb -= 1
    if verb >= 0 and text[verb][0] in ("ne", "n") and not NEGATIONS & set(inside):
        # « aucune main n'en a 14 », « personne ne l'a vu »: the subject is the negation, « ne » before the verb
        for index in range(verb - 1, max(verb - 4, 0) - 1, -1):
            if text[index] == BREAK:
                break
            if text[index][0] in _SUBJECT_NEGATIONS:
                return True
    for index in range(start - 1, max(start - NEGATION_REACH - 4, 0) - 1, -1):
        if text[index] == BREAK:
            break
        between = [text[j][0] for j in range(index + 1, start)]
        if between[:2] == ["d", "autre"]:  # « personne d'autre n'en a 14 », « rien d'autre »
            between = between[2:]
        elif between[:2] == ["du", "tout"]:  # auditor45 (s42): « n'a pas du tout le même sens »
            between = between[2:]
        near = len(between) < NEGATION_REACH
        if text[index][0] == "non" and between and between[0] not in LIGHT:
            continue  # s45: « non vulnérable le déclarant a défaussé … » (dictated): « non » denies its own word only
        if text[index][0] in NEGATIONS and governed(between, near=near):
            return True
        if text[index][0] in _BEFORE and all(w in _ARTICLES for w in between):
            return True
    for index in skipped:
        if text[index][0] in NEGATIONS:
            return True  # « Ouest n'a pas attaqué alors que… »: a `*` never skips a denial
    return cleft and _cleft_denied(text, start)


_CLEFT = frozenset({"est", "etait", "c"})  # « c'est », « c'était », « c » as typed (« c pas le decla qui… »)


def _cleft_denied(text: Text, start: int) -> bool:
    """« c'est pas le décla qui a touché la carte du mort » (a finder17 wrong pre-fill): the act after
    « qui » is denied of the player named, whatever its distance from « pas » — the words name another
    player for it (« c'est le mort lui-même »), read on its own clause."""
    for at in range(start - 1, max(start - 4, 0) - 1, -1):  # « qui [a] [l a] touché »
        if text[at] == BREAK:
            return False
        if text[at][0] == "qui":
            return any(
                text[i][0] == "pas" and text[i - 1][0] in _CLEFT
                for i in range(
                    at - 2, max(at - 5, 1) - 1, -1
                )  # « pas le décla qui », « pas son partenaire qui »
                if BREAK not in text[i:at]
            )
    return False


@lru_cache(maxsize=64)
def positions(text: Text) -> dict[str, tuple[int, ...]]:
    """Where each stem stands in the text, in order, and each word as a pattern's `=word`."""
    found: dict[str, list[int]] = {}
    for at, (word, stemmed) in enumerate(text):
        found.setdefault(stemmed, []).append(at)
        found.setdefault(f"={word}", []).append(at)
    return {key: tuple(at) for key, at in found.items()}


@cache  # the vocabulary's patterns only (4,488 in 2026-12; a bound of 4,096 made every search compute them again)
def needed(pattern: tuple[str, ...]) -> frozenset[str]:
    """The pattern's plain stems and `=words`: a text without one of them cannot state it."""
    return frozenset(t for t in pattern if t != "*" and not t.startswith(("[", "{", "^")))


def find(
    pattern: tuple[str, ...], text: Text, negation: bool = True, cleft: bool = True
) -> tuple[int, int] | None:
    """Where the stemmed text states the pattern (its first and past-last word), or None; with
    `negation`, a denied match does not count (with `cleft` too, an act denied of the player named in
    « c'est pas X qui … »: without it, the act said of another player counts)."""
    at = positions(text)
    if not needed(pattern) <= at.keys():
        return None  # a word of the pattern is missing: no need to try every start
    return found_at(pattern, text, at, negation, cleft)


def found_at(
    pattern: tuple[str, ...],
    text: Text,
    at: Mapping[str, tuple[int, ...]],
    negation: bool = True,
    cleft: bool = True,
) -> tuple[int, int] | None:
    """`find`, once the text is known to hold every plain word of the pattern (`at`: `positions`)."""
    head = pattern[0] if pattern else "*"
    # A plain first word (or `=word`): only where it stands can the pattern start (as `_spans` would find).
    starts = at[head] if head in needed(pattern) else range(len(text))
    for start in starts:
        if head != "*" and (
            start >= len(text) or text[start] == BREAK or not _token_matches(head, text[start])
        ):
            continue  # `_spans` would find nothing from here: no generator for it
        for end, skipped in _spans(pattern, text, start, ()):
            if not negation or not _denied(text, start, skipped, end, cleft):
                return start, end
    return None


def says(pattern: tuple[str, ...], text: Text) -> bool:
    """Does the stemmed text state the pattern (not denied)?"""
    return find(pattern, text) is not None


CLAUSE = re.compile(r"[,;.!?:()\n]+")


def clauses(description: str) -> list[str]:
    return [part for part in CLAUSE.split(description) if part.strip()]


def _ends(description: str) -> list[str]:
    """Each clause's closing punctuation (« ? » makes it a question), in the order of `clauses`."""
    out: list[str] = []
    at = 0
    for match in CLAUSE.finditer(description):
        if description[at : match.start()].strip():
            out.append(match[0])
        at = match.end()
    if description[at:].strip():
        out.append("")
    return out


NOTHING = ("", "")  # a word kept in place (the spans still map to the typed words) that states nothing


def read(description: str, stated_only: bool = False, allegations: bool = False) -> Text:
    """`_read`, one reading per text and way of reading it, however it is asked: an lru_cache keys
    `read(t, stated_only=True)` and `read(t, stated_only=True, allegations=False)` apart, and read the
    same words twice (issue 37 §5: a tenth of a search's cost)."""
    return _read(description, stated_only, allegations)


@lru_cache(maxsize=256)
def _read(description: str, stated_only: bool, allegations: bool) -> Text:
    """The description as (folded word, stem), clause breaks marked. With `stated_only`, the words of a
    question (« la renonce est-elle consommée ? ») or a supposition (« s'il avait fourni », « Est
    prétend que… ») are kept as NOTHING: a fact is never read from them. A clause that only introduces
    a claim (« selon Est, ») doubts the next one too. With `allegations` too, only questions and « if »
    are left out: what a player claims or denies is kept (the facts of a disputed revoke)."""
    out: list[tuple[str, str]] = []
    doubt_next = False
    before = ""  # the punctuation that closed the clause before
    filler_before = False  # the clause before held only « enfin », « du moins »…
    parts, ends = clauses(description), _ends(description)
    in_case = False  # a case put in the present goes on (`case_put`)
    for index, (part, end) in enumerate(zip(parts, ends, strict=True)):
        if out:
            out.append(BREAK)
        folded = words(part)
        keep = len(folded) if not stated_only else _stated(part, folded, "?" in end, allegations)
        in_case = stated_only and case_put(part, goes_on=in_case) and _asks(ends[index:])
        if stated_only and (doubt_next or in_case):
            keep = 0
        if stated_only and (alternative := _alternative(part)) is not None:
            keep = 0  # « il a entamé ou il a seulement montré la carte »: neither is stated
            if not part[:alternative].strip() and out:
                _doubt_last_clause(out)  # « il a entamé, ou il a seulement montré la carte »
        # « selon Est, … », « d'après le mort, … », « à la donne précédente, … »: a short clause that only
        # frames the next one (an article does not count: the roles make « Nord » « le mort »)
        claimed = [w for w in folded[keep:] if w not in _ARTICLES]
        doubt_next = (
            stated_only
            and not allegations
            and keep < len(folded)
            and (len(claimed) <= 3 or (keep == 0 and len(folded) <= 6 and elsewhere(folded)))
            and "?" not in end
            # s46b: « Hier, le déclarant avait exigé … » dates the whole story told, not another deal's
            and not (
                (index == 0 or any(mark in before for mark in ".!?\n"))
                and folded
                and folded[0] == "hier"
                and set(folded) <= _YESTERDAY
            )
        )
        if stated_only and not allegations and out and attribution(folded) and not _opens(before, end):
            _doubt_last_clause(out)  # « …, enfin c'est ce que dit Est »
            if filler_before and out.count(BREAK) > 1:
                _doubt_last_clause(out, 2)  # finder73 (reviewer30 T-28): « …, enfin, c'est ce que dit Ouest »
        if stated_only and out and "?" in end and folded in _TAG_QUESTIONS:
            _doubt_last_clause(out)  # « la renonce est consommée, non ? » asks it (reviewer25 P-9)
        out.extend(_unnegated(_stemmed(folded))[:keep])
        out.extend([NOTHING] * (len(folded) - keep))
        before = end
        filler_before = bool(folded) and FILLERS.issuperset(folded)
    return tuple(out)


_YESTERDAY = frozenset(("hier", "soir", "matin", "apres", "midi", "au", "club", "en", "tournoi"))


def _asks(ends: list[str]) -> bool:
    """Does the sentence, from the clause whose end comes first in `ends`, end by asking?"""
    return next(("?" in end for end in ends if any(mark in end for mark in ".!?;\n")), False)


# A question tagged on the clause before (« …, non ? », « …, hein ? », « …, n'est-ce pas ? »): that clause is asked.
_TAG_QUESTIONS = frozenset(
    (
        ("non",),
        ("hein",),
        ("n", "est", "ce", "pas"),
        ("pas", "vrai"),
        ("c", "est", "ca"),
        ("oui", "ou", "non"),
        ("si",),
    )
)

# « plus tard », « plus tôt »: a moment, never « ne … plus ».
_NOT_DENYING = frozenset(
    ("tard", "tot", "loin", "haut", "bas", "vite", "fort", "grand", "petit", "gros", "court")
)


@lru_cache(maxsize=1024)
def _unnegated(clause: Text) -> Text:
    """The clause with « plus » before a moment or a measure (« plus tard ») kept as its stem only: its word is
    no longer a negation's (`NEGATIONS`), its stem still matches the patterns (« 2 levées plus tard »)."""
    if "plus" not in (word for word, _ in clause):
        return clause
    return tuple(
        ("plus-", stemmed)
        if word == "plus" and at + 1 < len(clause) and clause[at + 1][0] in _NOT_DENYING
        else (word, stemmed)
        for at, (word, stemmed) in enumerate(clause)
    )


def _opens(before: str, end: str) -> bool:
    """Does an attribution clause open a new sentence and frame the clause after it (« Est conteste ; d'après
    Est, Sud n'avait pas vu l'atout »), rather than close the clause before (« …, d'après Est ») ?"""
    return any(mark in before for mark in ".;:!") and "," in end


@lru_cache(maxsize=256)
def doubts(description: str) -> Text:
    """Every word but another deal's: what cancels a fact counts even asked or claimed (« est-il artificiel ? »)."""
    out: list[tuple[str, str]] = []
    for part in clauses(description):
        folded = words(part)
        out.extend(
            [
                *([BREAK] if out else []),
                *(_stemmed(folded) if not elsewhere(folded) else [NOTHING] * len(folded)),
            ]
        )
    for at in range(1, len(out)):  # « les deux camps vulnérables » is the board's, not two offending sides
        if out[at][0] in ("camp", "camps") and out[at - 1][0] in ("deux", "2") and _vulnerable(out, at + 1):
            out[at] = NOTHING
        elif out[at][0] in ("deux", "2") and out[at - 1][0] == "les" and _vulnerable(out, at + 1):
            out[at] = NOTHING  # « les deux vulnérables »
    return tuple(out)


def _vulnerable(text: list[tuple[str, str]], at: int) -> bool:
    return at < len(text) and text[at][0] in ("vulnerable", "vulnerables", "vul", "vuln", "vulne", "rouges")


# A question quoted at the end of a clause (« Est lui demande "plus de trèfle ?" »): only the quoted
# words ask; what the clause tells before the quote is stated.
_QUOTE = re.compile(r"[«\"“]")


def _stated(part: str, folded: tuple[str, ...], question: bool, allegations: bool) -> int:
    """`stated_part`, the words before a quoted question read as a statement."""
    quote = None if not question else next((m for m in reversed(list(_QUOTE.finditer(part)))), None)
    if quote is None:
        return stated_part(folded, question, allegations)
    before = len(words(part[: quote.start()]))
    return stated_part(folded[:before], False, allegations) if before else 0


@lru_cache(maxsize=1024)
def _stemmed(folded: tuple[str, ...]) -> Text:
    """A clause's words with their stems (once per clause, whichever way it is read)."""
    return tuple((w, stem(w)) for w in folded)


@lru_cache(maxsize=1024)
def _alternative(part: str) -> int | None:
    """Where « X ou Y » begins in the clause (`ALTERNATIVE`), once per clause."""
    found = ALTERNATIVE.search(part)
    return None if found is None else found.start()


def _doubt_last_clause(out: list[tuple[str, str]], back: int = 1) -> None:
    """Blank the words of the clause before the break `out` ends with (`back`: that many clauses back)."""
    at = len(out) - 2
    for _ in range(back - 1):
        while at >= 0 and out[at] != BREAK:
            at -= 1
        at -= 1
    while at >= 0 and out[at] != BREAK:
        out[at] = NOTHING
        at -= 1


_AUXILIARIES = frozenset({"n", "a", "est", "etait", "avait", "ai", "as", "ont", "sont", "ne"})
_PIECE = re.compile(r"[,;.!?:()\n]+|[^\s,;.!?:()\n]+")


@lru_cache(maxsize=256)
def _typed(text: str) -> tuple[tuple[tuple[int, str], ...], frozenset[int]]:
    """The typed tokens of `text` aligned on the words of `read(text)`: (position in `text`, token) per
    word (« » for the later words of one token, « | » between clauses), and the indexes of those later
    words (« l'accepte » → l, accepte)."""
    typed: list[tuple[int, str]] = []
    inner: set[int] = set()
    for piece in _PIECE.finditer(text):
        token = piece[0]
        if CLAUSE.fullmatch(token):
            if typed and typed[-1][1] != "|":
                typed.append((piece.start(), "|"))
            continue
        count = len(words(token))
        if count:
            inner.update(range(len(typed) + 1, len(typed) + count))
            typed.extend([(piece.start(), token)] + [(piece.start(), "")] * (count - 1))
    while typed and typed[-1][1] == "|":
        typed.pop()
    return tuple(typed), frozenset(inner)


def quoted(text: str, span: tuple[int, int], typed_as: Mapping[int, str] | None = None) -> str:
    """The director's own words for the span of `read(text)`: the typed tokens when they map one to
    one (`typed_as`: a seat the roles replaced, by its position in `text`), the folded words otherwise."""
    pieces, inner = _typed(text)
    typed = [(typed_as or {}).get(at, token) if token not in ("", "|") else token for at, token in pieces]
    folded = read(text)
    start = span[0]
    while (
        start
        and start > span[0] - 3
        and folded[start - 1][0] in _AUXILIARIES
        and folded[span[0]][0] in NEGATIONS
    ):
        start -= 1  # « n'a pas fourni », not « pas fourni »
    span = (start, span[1])
    if len(typed) != len(folded):
        return " ".join(w for w, _ in folded[span[0] : span[1]])
    while span[0] in inner:  # « pas » read in « ne l'accepte pas »: show the whole token
        span = (span[0] - 1, span[1])
    return " ".join(t for t in typed[span[0] : span[1]] if t).strip(" «»\"'")


# --- the clauses a description states plainly (for the facts computed from the whole description) ---


def claimed(description: str) -> bool:
    """Do the words report someone's claim (« Nord pense que… », « selon Est »), beyond a question or
    an « if »?"""
    return read(description, stated_only=True) != read(description, stated_only=True, allegations=True)


# A negation word that denies nothing the clause states (session 17: « Est ouvre 1SA sans attendre Sud » is
# the call out of turn itself): the word after it, as read.
# The words after which a negation denies nothing of the clause: « sans attendre », « non vulnérable » (s45, a state)
_NOT_A_DENIAL = {"sans": frozenset({"attendre"}), "non": frozenset({"vulnerable", "vulnerables"})}


def said_clauses(description: str) -> list[Text | None]:
    """Each clause as read, or None when it is not plainly stated (a question, a supposition, a claim,
    a framing clause before it, a denial)."""
    out: list[Text | None] = []
    current: list[tuple[str, str]] = []
    for word in (*read(description, stated_only=True), BREAK):
        if word != BREAK:
            current.append(word)
            continue
        plain = all(
            w != NOTHING
            and (
                w[0] not in NEGATIONS
                or (len(current) > i + 1 and current[i + 1][0] in _NOT_A_DENIAL.get(w[0], ()))
            )
            for i, w in enumerate(current)
        )
        out.append(tuple(current) if plain else None)
        current = []
    return out


def plain_sentence(description: str) -> bool:
    """No question, no supposition (a denial may be the fact: « il ne veut pas du 1♣ »)."""
    return "?" not in description and NOTHING not in read(description, stated_only=True)


def all_plain(description: str) -> bool:
    """Words that state everything they say: no question, no supposition, no denial (for the facts
    computed from the whole description: whose turn, the replacement of an insufficient bid)."""
    return "?" not in description and not any(
        word == NOTHING or word[0] in NEGATIONS for word in read(description, stated_only=True)
    )


@lru_cache(maxsize=256)  # asked by several readings of one description
def stated_clauses(description: str) -> str:
    """The description with each clause that is not plainly stated (a question, a supposition, a claim,
    a denial: `said_clauses`) emptied, its punctuation kept: « Sud donneur, Est a dit 1♠, Sud avait
    encore rien dit » keeps what it states and leaves out what it denies."""
    parts = CLAUSE.split(description)
    said = iter(said_clauses(description))
    # a clause of no word before the first word (« ». Est a renoncé », « 😡. Il a … ») is no clause `read` breaks at:
    # it takes no reading (finder64: it took the first clause's, and the last clause's `next` raised StopIteration)
    leading = next((at for at, part in enumerate(parts) if words(part)), len(parts))
    kept = [
        part if at < leading or not part.strip() or next(said) is not None else ""
        for at, part in enumerate(parts)
    ]
    marks = CLAUSE.findall(description)
    return "".join(part + (marks[i] if i < len(marks) else "") for i, part in enumerate(kept))


# reviewer23 #14 (was bot/incidents/revoker_side._BELIEVED): a belief, a suspicion, an accusation or a hedge, in any
# tense and any clause (« Ouest a cru qu'Est avait renoncé », « Est a renoncé, je pense », « il me semble »).
_BELIEVED = re.compile(
    r"\b(?:cru|croy\w*|croi(?:s|t|ent)|pens\w*|soup[cç]onn\w*|accus\w*|suppos\w*|pr[ée]tend\w*|sembl\w*)\b",
    re.IGNORECASE,
)


def believed(description: str) -> bool:
    """Do the words tell, anywhere, what someone believed, suspected or alleged, or hedge what they tell (« Est a
    renoncé, je pense »)? For the readings that settle an answer from a player named as having done something
    (reviewer24 #10: a hedge in its own clause doubts the whole sentence, so a clause-by-clause reading is not
    enough): then nothing is settled, the director is asked."""
    return _BELIEVED.search(description) is not None

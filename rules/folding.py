"""French as people type it (issue 31): folded (no case, no accents, no punctuation, suit symbols as
words), numbers as digits, and the French Snowball stem of each word. Pure; the finder's words
(`rules.vocabulary`) and the search (bot/finder) read every description through these.
"""

from __future__ import annotations

import re
import threading
import tomllib
import unicodedata
from functools import cache, lru_cache
from typing import Any

from rules.files import DATA

SUIT_SYMBOLS = {
    "♠": " pique ",
    "♥": " coeur ",
    "♡": " coeur ",
    "♦": " carreau ",
    "♢": " carreau ",
    "♣": " trefle ",
}


@cache
def common() -> dict[str, Any]:
    """`_commun.toml`: small words, word classes, number words, online and moment markers."""
    path = DATA / "vocabulary" / "_commun.toml"
    return tomllib.loads(path.read_text(encoding="utf-8"))


@cache
def _numbers() -> dict[str, str]:
    """Number words and ordinals, folded, to their digits: « douzieme » → « 12 »."""
    data = common()["nombres"]
    return {fold_accents(word): str(value) for word, value in data.items()}


_ORDINAL = re.compile(r"^([0-9]{1,2})(?:e|eme|ieme|er|ere|em|è|ème|°)$")


def fold_accents(text: str) -> str:
    """Lower case without accents (« Cœur » → « coeur »). Each character's decomposition is its own
    (NFKD only reorders the combining marks dropped here), so it is computed once per character."""
    folded = text.casefold()
    if folded.isascii():
        return folded
    return "".join([_FOLDED.get(c) or _fold_char(c) for c in folded])


_FOLDED: dict[str, str] = {}


def _fold_char(char: str) -> str:
    decomposed = unicodedata.normalize("NFKD", char)
    out = "".join(c for c in decomposed if not unicodedata.combining(c)).replace("œ", "oe").replace("æ", "ae")
    if len(_FOLDED) < 4096:  # a bounded memo: a message of rare characters cannot grow it for ever
        _FOLDED[char] = out
    return out


_SUITS_AS_WORDS = str.maketrans(SUIT_SYMBOLS)
_NOT_WORD = re.compile(r"[^\w]+")


def fold(text: str) -> str:
    """Lower case, no accents, no punctuation; suit symbols as words (« 4♠ » → « 4 pique »)."""
    letters = fold_accents(text.translate(_SUITS_AS_WORDS))
    return " ".join(_NOT_WORD.sub(" ", letters).replace("_", " ").split())


@lru_cache(maxsize=8192)
def words(text: str) -> tuple[str, ...]:
    """The folded words, numbers as digits (« 12e », « douzième » → « 12 »), « sans atout » and « 3SA »
    as « sansatout »."""
    numbers = _numbers()
    out: list[str] = []
    for word in fold(text).split():
        ordinal = _ORDINAL.match(word)
        if ordinal:
            out.append(str(int(ordinal[1])))
            continue
        glued = _GLUED.fullmatch(word)
        if glued:  # « 4p », « 3sa »
            out.extend((glued[1], _STRAIN.get(glued[2], glued[2])))
            continue
        out.append(numbers.get(word, _ABBREVIATIONS.get(word, word)))
    joined = " ".join(out)
    padded = f" {joined} "
    if " t " in padded or " g " in padded or " tel " in padded:
        # a text message's « c t à lui », « g dit passe », « il a sorti son tel » (s45b); never « l'adv de g » (gauche)
        joined = _PHONE.sub(r"\1 telephone", _I_HAVE.sub("j ai", _WAS.sub("c etait", joined)))
    if "sa" in joined:
        joined = _NO_TRUMP.sub("sansatout", joined)
        joined = _LEVEL_NO_TRUMP.sub(r"\1 sansatout", joined)  # « 3 SA »; a lone « sa » is « his »
    if "haut" in joined:
        # « dit tout haut », « à voix haute »: aloud, never the dummy's card « haut » (46B1a, tester21 P17); one
        # word for one word, so that the words still map to the typed ones
        joined = _ALOUD.sub(lambda m: _HIGH.sub("avoixhaute", m[0]), joined)
    return tuple(joined.split())


_WAS = re.compile(r"\bc t\b")
_I_HAVE = re.compile(r"(?<!\bde )(?<!\bd )(?<!\ba )\bg(?= \w+(?:e|es|i|is|it|u)\b)")
_PHONE = re.compile(r"\b(son|mon|ton|le|leur) tel\b")  # (never « un tel cas »: such)
_ALOUD = re.compile(r"\b(?:tout|voix) haute?\b|\bhaute? voix\b")
_HIGH = re.compile(r"\bhaute?\b")
# The first words `words` reads with the next one into another (« sans atout » → « sansatout », « haute voix » →
# « avoixhaute »): any other first word stays the first word of whatever words follow it (issue 37 §5:
# rules/topics_in_words.py `as_typed` skips the stretches of a description that cannot fold to its words).
JOINED_FIRST = {
    "sans": frozenset({"sansatout"}),
    "haut": frozenset({"avoixhaute"}),
    "haute": frozenset({"avoixhaute"}),
}


_GLUED = re.compile(r"([1-9])(sa|p|c|k|t)")  # « 8p »: a bid above seven is still a bid (38)
_NO_TRUMP = re.compile(r"\bsans atouts?\b")
_LEVEL_NO_TRUMP = re.compile(r"\b([1-9]) sa\b")
_ABBREVIATIONS = {
    "decla": "declarant", "declas": "declarant", "decl": "declarant",
    # the short forms directors type in a hurry (« rnce d'Ouest », « revendic contestée », « lvée 4 »)
    "rnce": "renonce", "rnces": "renonces", "revendic": "revendication", "lvee": "levee", "lvees": "levees",
    # tester12 Y12: « rnc d'Est », « carte pen », « ent HT de Est »
    "rnc": "renonce", "pen": "penalisee", "ht": "hors tour", "ent": "entame",
    # tester19: « CP » is how directors write « carte pénalisée » (« Ouest a une CP »)
    "cp": "carte penalisee", "cps": "cartes penalisees",
    # session 20 (finder35, s19): « EHT » is how directors write « entame hors tour » (« EHT de Nord, refusée »)
    "eht": "entame hors tour",
    # a time as typed (« 1 min 30 », « 10 sec »): the online hesitation is told in minutes and seconds
    "min": "minutes", "mn": "minutes", "mns": "minutes", "mins": "minutes", "sec": "secondes", "secs": "secondes",
    # s45b: a text message's (« g dit passe », « pdt la donne », « pr envoyer un msg », « pk », « on fait koi »)
    "pdt": "pendant", "pr": "pour", "msg": "message", "msgs": "messages", "pk": "pourquoi", "pq": "pourquoi",
    "koi": "quoi", "qd": "quand", "tjs": "toujours", "tjrs": "toujours", "bcp": "beaucoup", "ds": "dans",
}  # fmt: skip
_STRAIN = {"p": "pique", "c": "coeur", "k": "carreau", "t": "trefle", "sa": "sansatout"}


@lru_cache(maxsize=16384)
def stem(word: str) -> str:
    """The French Snowball stem of a folded word (« renoncé », « renoncer » → « renonc »); digits as they are."""
    if word.isdigit() or len(word) <= 2:
        return word
    # A Snowball stemmer is not thread-safe: the finder's index is built in a thread (issue 37 §5).
    with _STEMMING:
        return _stemmer().stemWord(word)


_STEMMING = threading.RLock()


@cache
def _stemmer() -> Any:
    import Stemmer  # PyStemmer, the Snowball project's own binding; lazily: a terminal that never searches never loads it

    return Stemmer.Stemmer("french")


def stems(text: str) -> tuple[str, ...]:
    return tuple(stem(w) for w in words(text))

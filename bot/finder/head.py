"""How much of a message the finder reads (issue 37 §5, reliability review U4): its first READ characters.

Every reading of the finder works on the same head: the words the search weighs (index.py), the acts
the grammar tells (acts.py), the moment (moments.py), the frame (frame.py), the bids (calls.py), the
facts that weigh a topic, and the parts of a description that names two irregularities. So a 100 KB
message costs what a 300-character one does, and its tail can never outrank what its head says.

Why 300: a director names the incident in the first sentence or two. The longest of the 2,134
descriptions of the tuning sets is 406 characters, and 2 of them are longer than 300. Reading the
first 250, 300 or 400 characters gives the same ranking on every set (finder10, finder12), and the
first reading of a new message (the facts that weigh a topic) costs about a fifth less on 300 than on
400 (4.8 against 5.8 ms of CPU on a loaded machine). Reading 600 found nothing more.

The facts a description pre-fills are read in `whole_sentences` of that head: a sentence the head cuts may
take its fact back after the cut (« … laisse tomber le valet : l'arbitre vient, dit que c'est une carte »
— « … pénalisée principale, elle devra la jouer » came after: auditor29, s25), so it is never read.

A longer message is often a letter whose incident comes after a preamble (« Bonjour, je suis à l'école de bridge
depuis septembre… Pardonnez la longueur… »: s25, 35 of its 310 even lines are longer than 300 characters and 14 of
them had the expected topic outside the first three). The ranking (`told`) reads, of its first WINDOW characters, the
sentences that speak of the table — a player, a seat, a card, a call, an act of the game, online play: the words
`[recit] table` of rules/data/vocabulary/_commun.toml — up to READ characters. The facts and the parts of two
irregularities (`+`) still read `whole_sentences`: what is pre-filled is read where the words are first.

`nearest` (the spelling fallback, when no word is known) compares only the first NEAREST characters of
that head, its words only (bot/finder/index.py): rapidfuzz's cost grows with the square of the length,
and ten words are enough to spell.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache

READ = 300  # characters of a message every reading of the finder works on
NEAREST = 120  # characters of the head `nearest` compares by spelling
BEAT = 40  # a sentence this short, once the story has begun, is one of its beats (« Je n'avais pas encore parlé. »)
WINDOW = 4 * READ  # characters of a long message in which `told` looks for the sentences of the table


def clipped(text: str, limit: int = READ) -> str:
    """The message's first `limit` characters, cut after a whole word (at the character when the head
    has no space in its second half, « xxxx… »)."""
    if len(text) <= limit:
        return text
    head = text[:limit]
    cut = head.rfind(" ")
    return head[:cut] if cut > limit // 2 else head


# A chat's time stamp (« [20:42] Marc : … ») starts a message: the one before it ended there (s41).
_SENTENCE_END = re.compile(r"[.!?;\n]|\s(?=\[\d{1,2}[:h]\d{2}\])")


def whole_sentences(text: str, limit: int = READ) -> str:
    """The head the facts are read in: the whole message when it fits, else its head up to the last sentence
    the head holds whole (nothing when it holds none — the facts are then asked)."""
    head = clipped(text, limit)
    if head == text:
        return text
    ends = [m.end() for m in _SENTENCE_END.finditer(head)]
    return head[: ends[-1]] if ends else ""


_SENTENCE = re.compile(r"[^.!?;\n]+[.!?;\n]*")
# A suit's symbol, « Est » the seat written so (« c'est », « est-ce » are no seat), N, S, E, O alone (not « S'il »)
_SEAT = re.compile(r"[♠♥♦♣♡♢]|\b(?:Est\b(?!-ce)|[NSEO]\b(?!['’]))")
_PLAIN_WORD = re.compile(r"[a-z0-9]+")
_BID = re.compile(r"[1-7](?:sa|nt|[pckt])")  # « 3SA », « 4P » glued


@cache
def _table_words() -> frozenset[str]:
    """`[recit] table`, the seats (but « est »), suits, honours and the defence's words of `[classes]`, the words of
    online play (one-word ones: the others are said with one of them, « en ligne » aside), folded."""
    from rules.folding import common, fold  # at the first long description, not on the first menu's path

    data = common()
    words = [*data["recit"]["table"], *(w for ws in data["classes"].values() for w in ws), "ligne"]
    words += [w for w in data["en_ligne"] if " " not in w]
    return frozenset(fold(word) for word in words if fold(word) != "est")


def _at_the_table(sentence: str) -> bool:
    # the words folded as `fold` does, in C (a letter's 1,200 characters: 150 µs in `fold`'s loop)
    plain = unicodedata.normalize("NFKD", sentence.casefold().replace("œ", "oe").replace("æ", "ae"))
    said = _PLAIN_WORD.findall(plain.encode("ascii", "ignore").decode())
    return (
        not _table_words().isdisjoint(said)
        or _SEAT.search(sentence) is not None
        or any(_BID.fullmatch(word) for word in said)
    )


def told(text: str) -> str:
    """The head the ranking reads: the message itself when it fits in READ characters; else, of its first WINDOW
    characters, the sentences that speak of the table (`_at_the_table`), up to READ characters — the head
    (`clipped`) when none does."""
    if len(text) <= READ:
        return text
    kept: list[str] = []
    for sentence in _SENTENCE.findall(text[:WINDOW]):
        if _at_the_table(sentence) or (kept and len(sentence.strip()) <= BEAT):
            kept.append(sentence.strip())
    return clipped(" ".join(kept)) if kept else clipped(text)

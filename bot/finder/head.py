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

`nearest` (the spelling fallback, when no word is known) compares only the first NEAREST characters of
that head, its words only (bot/finder/index.py): rapidfuzz's cost grows with the square of the length,
and ten words are enough to spell.
"""

from __future__ import annotations

import re

READ = 300  # characters of a message every reading of the finder works on
NEAREST = 120  # characters of the head `nearest` compares by spelling


def clipped(text: str, limit: int = READ) -> str:
    """The message's first `limit` characters, cut after a whole word (at the character when the head
    has no space in its second half, « xxxx… »)."""
    if len(text) <= limit:
        return text
    head = text[:limit]
    cut = head.rfind(" ")
    return head[:cut] if cut > limit // 2 else head


_SENTENCE_END = re.compile(r"[.!?;\n]")


def whole_sentences(text: str, limit: int = READ) -> str:
    """The head the facts are read in: the whole message when it fits, else its head up to the last sentence
    the head holds whole (nothing when it holds none — the facts are then asked)."""
    head = clipped(text, limit)
    if head == text:
        return text
    ends = [m.end() for m in _SENTENCE_END.finditer(head)]
    return head[: ends[-1]] if ends else ""

"""Words spoken at the table or in a chat (issue 37 §1): a speaker's verb and its colon, a transcript's speaker, an
online chat's header and time stamps. Each makes what follows one player's word (85A), read as « X dit que … »; pure
text in, text out, used by `rules.words_matching` before the words are read.
"""

from __future__ import annotations

import re

from rules.regex_start import starting_with

# A speaker's verb and the colon that opens his words (« il étale en disant : plus d'atout dehors », « il
# dit : "j'ai l'as" », « annonce : … »): what follows is what he said (70C: the claimer's statement), read
# as the same words quoted after the verb (« en disant « plus d'atout dehors » »), never a clause of its own
# that the director states (tester14 W17). Not « déclarant » (the declarer), not a call (« dit : 1♠ » reads
# « dit 1♠ » as before).
_SPOKEN = re.compile(
    starting_with(
        "acdelpré",
        r"(?<!\w)((?:disant|dit|dis|disait|annon[cç]\w*|d[ée]clare|d[ée]clar[ée]|affirm\w*|pr[ée]cis(?:e|ant|[ée])|"
        r"expliqu\w*|ajout(?:e|ant|[ée])|revendiqu\w*|[ée]tal(?:e|ant|[ée]|ait)|r[ée]clam(?:e|ant|[ée])|claim\w*|"
        r"conc[èe]d\w*|lance|lan[cç]ant|[ée]crit|[ée]crivant)"
        r"(?:\s+(?:simplement|seulement|juste|bien|alors|aussi|encore|aussit[oô]t|tout\s+de\s+suite))?)\s*:\s*",
    ),
    re.IGNORECASE,
)


# reviewer26 P-6: a chat or a table's exchange pasted as « Sud : … », « « Est : non » »: a seat opening the words, a
# sentence or a quote, then a colon, is a speaker and his words, read as « Sud dit que … » (one player's word, 85A).
# reviewer26 P-6b: or a pseudonym as online chats show it: three letters then a digit or « _ » (« Zorro75 », never a board
# or table « t15 », « d7 »), a seat in brackets after
# it (« Mimi (Ouest) »), or in square brackets (« [Zorro75] »), the colon after it optional for the bracketed one.
# reviewer26 P-6c: also after « Dans le chat, » / « Chat : », and with « écrit » before the colon.
# reviewer27 R-2: any chat header (« Dans le chat BBO, », « Chat RealBridge : », read as a sentence's end by
# `_CHAT_HEADER`), « a tapé », « a dit », « dans le chat » before the colon, « Message d'Est : », and a first name with
# its seat in apposition (« Jacqueline, en Est : »).
_CHAT_HEADER = re.compile(
    starting_with(
        "dsDSctCT",
        r"(?:^|(?<=[.;!?\n]\s)|(?<=[.;!?\n]))(?:(?:dans|sur)\s+le\s+)?t?chat(?:\s+(?!(?:Nord|Sud|Est|Ouest)\b)[\w-]+)?\s*[,:]",
    ),
    re.IGNORECASE,
)
# A chat line's time stamp as a platform writes it, « [21:02] » (bot/finder/moments.py: two of them, a chat log)…
CHAT_TIME = re.compile(r"\[[0-2]?[0-9][:h][0-5][0-9](?::[0-5][0-9])?\]")
# …or copied as « (21:02) », « 21:02 », « 21h02 »: each starts a line, its speaker after it (reviewer27 R-20).
_STAMP = re.compile(
    rf"\s*(?:{CHAT_TIME.pattern}|\[\s*[0-2]?\d[:h][0-5]\d(?::[0-5]\d)?\s*\]|\(\s*[0-2]?\d[:h][0-5]\d\s*\)"
    r"|(?<![\w:,.])[0-2]?\d[:h][0-5]\d(?![\w:]))\s*"
)
# A transcript line's words, from its speaker to the line's end (« lulu75 (N) : Est s'est déconnecté, il est revenu à
# temps »: both his): marked while read, each comma in it read as « et que » — the report goes on.
_LINE = "\x00"
_LINE_SAID = re.compile(r"\x00[^.;!?\n\x00]*")


def _line_said(line: re.Match[str]) -> str:
    """A transcript line with its commas read as « et que », but a quote (« non, c'est moi ») kept as typed."""
    return line[0] if any(mark in line[0] for mark in _OPENING) else line[0].replace(", ", " et que ")


# An attribution in brackets (« contré (selon Est) », « (d'après Sud) ») belongs to the words before it.
_BRACKETED_ATTRIBUTION = re.compile(
    r"\s*\(\s*((?:selon|d['’]\s*apr[èe]s|dixit|dit)\s+[^()]{1,30}?)\s*\)", re.IGNORECASE
)
_SPEAKER = (
    r"(Nord|Sud|Est|Ouest|NORD|SUD|EST|OUEST|[NSEO]|NS|EO|N-S|E-O|Nord-Sud|Est-Ouest|"  # a side speaks too (finder52)
    r"(?:[Ll]e\s+)?[Mm]ort|"  # the dummy too (reviewer27: « Mort : Est a renoncé »); not the declarer, whose words are his designation (« Déclarant : « joue n'importe quoi » », 46B)
    r"[A-Za-z]{3,}[\w-]*[\d_][\w-]*"
    r"(?:\s*\(\s*(?:Nord|Sud|Est|Ouest|[NSEO])\s*\))?|[A-Za-z][\w-]*\s*\(\s*(?:Nord|Sud|Est|Ouest|[NSEO])\s*\)"
    r"|[A-Z][\w-]*\s*,\s*en\s+(?:Nord|Sud|Est|Ouest))"
)
_TRANSCRIPT = re.compile(
    rf"(?:^|(?<=[.;!?«\"“\n/])|(?<=chat,)|(?<=chat :)|(?<=chat:)|(?<=Chat,)|(?<=Chat :)|(?<=Chat:))(\s*){_SPEAKER}"
    r"(?:\s+(?:a\s+)?(?:[ée]crit|tap[ée]|tape|dit)|\s+dans\s+le\s+t?chat)?\s*:\s*"
    r"|(?:^|(?<=[.;!?«\"“\n/]))(\s*)\[([\w-]+)\]\s*:?\s*"
    rf"|(?:^|(?<=[.;!?«\"“\n/]))(\s*)(?:[Mm]essage|[Mm]ail|SMS)\s+(?:de\s+|d['’]\s*){_SPEAKER}\s*:\s*"
)


# reviewer27: a player complaining or telling the director, then a colon (« Est râle : Sud a renoncé ! »,
# « Est m'appelle : … », « le mort m'écrit : … », « Nord me dit : … »): what follows is his word (85A), read as
# « … dit que … » like a transcript's line — never the director's finding.
_PLAYER_TELLS = re.compile(
    starting_with(
        "ELNOSlnos",
        r"(?<![\w'’])((?:Nord|Sud|Est|Ouest|[Ll]e\s+mort|[Ll]e\s+d[ée]clarant|[Ll]a\s+d[ée]fense)(?:\s*\([^()]{0,20}\))?\s+"
        r"(?:(?:r[âa]le|rouspète|rousp[èe]te|proteste|s['’]\s*[ée]nerve|crie|hurle|appelle\s+l['’]\s*arbitre|"
        r"s['’]\s*exclame)|(?:me\s+|m['’]\s*)(?:a\s+)?(?:appel(?:le|[ée])|[ée]crit|dit)))\s*:\s*",
    )
)


def spoken(description: str) -> str:
    """The description with the colon after a speaker's verb made a quote (`_SPOKEN`): his words stay in
    his clause, as when they are quoted right after the verb (« dit : « … » » keeps its own quote); a seat and
    its colon (`_TRANSCRIPT`) are a speaker's verb."""
    if "(" in description:  # reviewer27 R-17: « 4♠ contré (selon Est) » is « 4♠ contré selon Est »
        description = _BRACKETED_ATTRIBUTION.sub(r" \1", description)
    if ":" not in description and "[" not in description:
        return description
    description = _STAMP.sub(lambda m: ". " if m.start() else "", description)
    description = _PLAYER_TELLS.sub(lambda m: f"{m[1]} et dit que ", description)
    description = _CHAT_HEADER.sub("Dans le chat.", description)
    description = _TRANSCRIPT.sub(
        lambda m: f"{m[1] or m[3] or m[5] or ''}{m[2] or m[4] or m[6]} dit{_LINE} que ", description
    )
    if _LINE in description:  # reviewer27 R-20: the whole line is the speaker's, not its first clause
        description = _LINE_SAID.sub(_line_said, description).replace(_LINE, "")
    return _SPOKEN.sub(
        lambda m: m[1] + (" " if description[m.end() : m.end() + 1] in _OPENING else " « "), description
    )


_OPENING = frozenset('«"“')

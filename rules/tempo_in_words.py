"""The time a player took, said in the words (the topic « Hésitation en ligne », 16B1): two times compared with his usual
tempo decide whether it was unusual, and when the director was called. Moved out of rules/topics_in_words.py (finder71),
which reads it; pure: words in, answers out.
"""

from __future__ import annotations

import re

# A time said in seconds or minutes (« 45 s », « 3 secondes », « 1'20 », « 2 min »): two different ones compare the time
# taken with another (his usual tempo), so the time taken is not his usual one (auditor24, s21).
_DURATION = re.compile(
    r"(?<![\w,.])(\d{1,3})\s*(?:(?:s|sec|secs|secondes?|\'\')(?![\w'])|(?:min|mins|mn|minutes?)(?!\w)|'\s*(\d{1,2})?)"
)


def _durations(description: str) -> list[int]:
    """The times the words name, in seconds, in their order."""
    found: list[int] = []
    for said in _DURATION.finditer(description):
        minutes = ("'" in said[0] and "''" not in said[0]) or "m" in said[0][len(said[1]) :]
        found.append(int(said[1]) * 60 + int(said[2] or 0) if minutes else int(said[1]))
    return found


# reviewer21 #3: the time taken compared with his usual one (16B1: an unmistakable hesitation or unwonted speed). Two
# times and a word of his habit: clearly apart (twice as long, or 10 s more) is unusual — when the director was called
# says which (now, or at the end with an action contested) —, equal is his tempo; a range (« 3 à 5 s ») or times close
# together are the director's judgement: asked.
_USUAL = re.compile(
    r"\b(?:d['’]\s*habitude|habituel\w*|habituellement|normalement|en\s+g[ée]n[ée]ral|toujours|tempo\s+normal)\b",
    re.IGNORECASE,
)
_RANGE = re.compile(r"\b(\d{1,3})\s*(?:à|a|-|ou)\s*(\d{1,3})\s*(?:s|sec|secondes?)\b", re.IGNORECASE)
_CALLED_NOW = re.compile(
    r"\b(?:tout\s+de\s+suite|imm[ée]diat\w*|sur\s+le\s+moment|aussit[ôo]t|direct\w*)\b", re.IGNORECASE
)
_CALLED_AFTER = re.compile(
    r"\b(?:fin\s+du\s+coup|fin\s+de\s+(?:la\s+)?donne|[àa]\s+la\s+fin|contest\w*)\b", re.IGNORECASE
)

# auditor30 (s26): the director called at once only foresees the end (« je note, continuez ; on voit à la fin si
# quelque chose est contesté »): no call at the end, nothing contested yet.
_ONLY_FORESEEN = re.compile(
    r"\b(?:on\s+(?:voit|verra|regarde(?:ra)?)\s+[àa]\s+la\s+fin|si\s+(?:quelque\s+chose|qqch)\s+est\s+contest\w*)",
    re.IGNORECASE,
)


def compare_tempo(description: str, found: dict[str, dict[str, str]]) -> None:
    """Two times said (« BBO affiche 45 s alors qu'il met 3 s d'habitude »): the comparison decides `think_time`."""
    times = _durations(description)
    if len(set(times)) > 1 or _quick_as_usual(description, times):
        found.pop("think_time", None)
    if (compared := _tempo_compared(description, times)) is not None:
        found["think_time"] = dict([compared])


_QUICK = re.compile(
    r"\b(?:vite|rapidement|tr[èe]s\s+vite|sans\s+r[ée]fl[ée]chir|du\s+tac\s+au\s+tac)\b", re.IGNORECASE
)


def _quick_as_usual(description: str, times: list[int]) -> bool:
    """« Il a passé vite, d'habitude il met 2 s » (reviewer21 #3's residual): quick against a usual time that is itself
    quick is no unwonted speed said; the director judges it (16B1)."""
    return (
        len(times) == 1 and times[0] <= 5 and bool(_USUAL.search(description) and _QUICK.search(description))
    )


def _tempo_compared(description: str, times: list[int]) -> tuple[str, str] | None:
    """(`think_time`'s answer, the words) from two times the words compare, or None."""
    usual = _USUAL.search(description)
    if len(times) != 2 or usual is None or "?" in description:
        return None
    if (said := _RANGE.search(description)) is not None:  # « 45 s alors qu'il joue en 3-4 s d'habitude »
        low, high = int(said[1]), int(said[2])
        taken = times[0] if times[1] == high else times[1]
        if low <= taken <= high or not (taken >= 2 * high or taken - high >= 10 or 2 * taken <= low):
            return None  # within his usual range, or close to it: the director's judgement
    else:
        low, high = sorted(times)
        if low == high:
            return "normal", usual[0]
        if high < 2 * low and high - low < 10:
            return None
    now, after = _CALLED_NOW.search(description), _CALLED_AFTER.search(_ONLY_FORESEEN.sub(" ", description))
    if bool(now) == bool(after):
        return None
    return ("unusual_now", usual[0]) if now else ("unusual_after", usual[0])

"""The words by which the director says he is not sure of what he tells (`UNSURE`), and the sentences they doubt
(`without_hedged_sentences`): split from rules/asked_in_words.py (the words that ask or take back). Pure: words in,
words out."""

from __future__ import annotations

import re

from rules.regex_start import starting_with

# Words by which the director says he is not sure of what he tells: then the words state no fact.
UNSURE = re.compile(
    # « je ne sais pas quoi faire / comment régler »: a doubt about the ruling asked for, not about the facts told
    starting_with(
        "acdeijopsà,(",
        # auditor29 (s25): the same hedges typed as in a text message (« c dans les temps jcrois ? », « jsp »)
        r"\b(?:jcrois|j crois|j'crois|ou alors|on ne sait plus|on sait plus|"
        r"(?:je ne sais pas|je sais pas|j sais pas|jsais pas|jsp|chais pas)"
        r"(?!\s+(?:quoi|comment)\s+(?:faire|d[ée]cider|r[ée]gler|proc[ée]der|arbitrer)\b)|suis pas s[uû]re?|"
        r"est pas s[uû]re?|pas s[uû]re? que|pas s[uû]re? de|pas certaine?|je crois|il me semble|à vérifier|a verifier|"
        # finder46: a memory hedged (« si je me souviens bien », « si je me rappelle bien »)
        r"si je me souviens bien|si je me rappelle bien|si je me souviens|si je me rappelle|si j ai bonne m[ée]moire|"
        r"si j'ai bonne m[ée]moire|si j’ai bonne m[ée]moire|"
        # reviewer27 R-7: a hedge or hearsay anywhere (« sauf erreur », « de mémoire », « sous réserve »)…
        r"sauf erreur|a priori|de m[ée]moire|sous r[ée]serve|à confirmer|a confirmer|d'après ce qu'on m'a dit|"
        r"d’après ce qu’on m’a dit)\b"
        # …or said aside after what it doubts (« Est a renoncé à cœur, je ne sais plus. », « …, je pense. »): not
        # « je ne sais plus si c'était la 7e », « je pense retirer des points », « il paraît que … » (its clause only).
        r"|[,(]\s*(?:je ne sais plus|je sais plus|j sais plus|j'sais plus|j’sais plus|je ne me souviens plus|"
        r"je me souviens plus|je pense|je suppose|je dirais|probablement|apparemment|semble-t-il|semble t il|"
        r"me semble-t-il|il semble|il para[iî]t|para[iî]t-il|para[iî]t il|on m'a dit|on m’a dit|on me dit|"
        r"je n'ai pas vu|je n’ai pas vu)\s*(?=[.;!?),…]|$)",
    ),
    re.IGNORECASE,
)


# Session 40 (tuning sets): a hedge doubts its own sentence (« …, c'est une carte mineure je crois ? », « 4♠ contré, je
# ne sais plus, par Sud. »), not the sentences that say other things plainly. A hedge said alone in a short sentence
# (« Je ne sais pas qui croire. », « Je crois. ») may doubt any of them: then nothing is stated, as before.
# « ; » does not end a sentence here: it joins what a hedge doubts (« je ne sais pas si Nord a hésité ; EO contestent »)
_SENTENCE = re.compile(r"[^.!?\n]+[.!?\n]*")
_WORD = re.compile(r"\w+")
# Words besides the hedge: a sentence with no more says only the hedge (« Je ne sais pas qui croire. »).
_ALONE = 2


def without_hedged_sentences(description: str) -> str | None:
    """The description without its sentences a hedge doubts (`UNSURE`); None when the hedge may doubt them all."""
    if UNSURE.search(description) is None:
        return description
    kept: list[str] = []
    for sentence in _SENTENCE.finditer(description):
        if UNSURE.search(sentence[0]) is None:
            kept.append(sentence[0])
        elif len(_WORD.findall(UNSURE.sub(" ", sentence[0]))) <= _ALONE:
            return None
        else:
            kept.append(" " * len(sentence[0]))  # in place: the words kept where they were typed
    out = "".join(kept)
    return out if out.strip() else None

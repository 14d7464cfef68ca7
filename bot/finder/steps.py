"""The order of the irregularities a description names (issue 37 §4): one told as settled at the table
(« Est avait passé hors tour (accepté), et à la 6e levée il renonce », « le déclarant a d'abord attaqué du
mauvais côté (accepté par la défense), puis … il revendique le reste ») is the context of the next one, the
incident the director was called for: that one is proposed first; the settled one still follows (`+`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")

# Settled at the table, on the folded words: accepted by the opponent, told as done (« accepté par la défense »,
# « Sud a accepté l'entame », « EO ont accepté »: 29A, 53A, 54A, 68B); never a choice still to make (« veut
# accepter », « accepte-t-il ? ») nor a refusal, which the irregularity's own rectification follows.
# s44 (tuning): a call out of turn already cancelled (« Est a ouvert 1♠ hors tour, déclaration annulée, puis … »).
_SETTLED = re.compile(
    r"\baccepte\w* par\b|\b(?:a|ont|avait|avaient) (?:deja )?accepte\w*"
    # (told as done, never the call named later: « l'entame vient de l'enchère annulée »)
    r"|(?<!\bl )(?<!\bla )(?<!\bde )(?<!\bson )(?<!\bsa )\b(?:declaration|enchere|ouverture)"
    r" (?:a ete |avait ete |aussitot |tout de suite )?annulee\b"
    r"|\b(?:je l ai|je l avais|l arbitre l a|l arbitre l avait|on l a|on l avait) fait annuler\b"  # s45b
)
_NOT = re.compile(r"\b(?:pas|jamais|ni|ne|n|sans)\b")


def settled(part: str) -> bool:
    """Do these folded words tell their irregularity settled (« accepté par Sud », « EO ont accepté »)?"""
    found = _SETTLED.search(part)
    return found is not None and not _NOT.search(part[max(0, found.start() - 12) : found.start()])


def settled_last(parts: Sequence[str], named: Sequence[tuple[int, T]]) -> list[T]:
    """The topics `named` (part index, topic), in order, those of a settled part after the others; the order as
    told when every part, or none, is settled."""
    late = [topic for at, topic in named if at < len(parts) and settled(parts[at])]
    out = [topic for _, topic in named]
    if late and len(late) < len(named):
        out = [topic for topic in out if all(topic is not t for t in late)] + late
    return [topic for at, topic in enumerate(out) if all(topic is not t for t in out[:at])]


# The irregularity the director says he rules first, on a sentence's folded words (« je commence par l'entame »,
# « je note d'abord les cartes tombées », « j'ai traité l'explication d'abord », « D'abord le passe. », « Le
# commentaire d'abord stp »): its words, never a question's (« on règle quoi d'abord ? », « je prends laquelle ? »)
# nor a wish that is no irregularity (« il veut d'abord voir le classement »: no « je », no « on »).
_CHOSEN = re.compile(
    r"\b(?:je|j|on) (?:vais |va |ai |a )?(?:m occuper?|occupe|noter?|traiter?|regler?|prends|prendre|commencer?"
    r"|commencons) (?:d abord |en premier )?(?:par |de |du |des )?(?P<told>(?:\w+ ){0,5}?\w+?)"
    r"(?: d abord\b| en premier\b|$| puis\b| ensuite\b| et\b| mais\b| bien sur\b)"
    r"|^d abord (?P<first>(?:le|la|l|les) (?:\w+ ){0,3}\w+)$"
    r"|^(?P<last>(?:le|la|l|les) (?:\w+ ){0,3}?\w+) d abord(?: stp| svp| s il vous plait)?$"
)
_FIRST = re.compile(r"\bd abord\b|\ben premier\b|\bcommenc")
_ASKED = frozenset({"quoi", "laquelle", "lequel", "lesquelles", "lesquels", "qui", "quel", "quelle", "ou"})


def chosen(sentences: Sequence[str]) -> str | None:
    """The words of the irregularity the director says he rules first (`_CHOSEN`), in these folded sentences."""
    for sentence in sentences:
        found = _CHOSEN.search(sentence) if _FIRST.search(sentence) else None
        if found is None:
            continue
        told = found["told"] or found["first"] or found["last"]
        if _ASKED.isdisjoint(sentence.split()) and " est ce " not in f" {sentence} " and "abord" not in told:
            return told
    return None

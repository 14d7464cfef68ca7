"""Finding the topic: by when it happened (the first menu), or by a few French words.

Shared by the terminal, Telegram and Discord, so that the same words find the same topics
everywhere. Each topic declares its phases and its keywords in its own module
(`rules.topic.Topic.phases`, `.keywords`); nothing here lists topics.

Matching (issue 24 §2): words are compared without case, accents or punctuation, short words
(« il », « a », « du ») are ignored, and a word matches another when they are equal, when one
starts the other (« hésit » and « hésitation »), or when they differ by a typo (difflib's ratio,
from the standard library: a few hundred short phrases need no compiled dependency). A keyword
phrase scores by how much of it the query covers and how much of the query it covers (F1);
numbers must be equal (« 14 cartes » is not « 12 cartes »).
"""

from __future__ import annotations

import re
import unicodedata
from difflib import SequenceMatcher
from functools import lru_cache

import rules
from rules.topic import Phase, Topic

PHASES: tuple[Phase, ...] = tuple(Phase)

# Words that say nothing about the incident.
_STOP = frozenset(
    "a à au aux ce ces d de des du en et est il ils elle elles j je l la le les leur lui m me mon n ne "
    "on ou par pas pour qu que qui s sa se ses son sur t ta te un une y c ca ça été avoir fait "
    "dans avec mais plus tres très".split()
)
SIMILAR = 0.8  # two words this close are the same word with a typo
SHOWN = 0.6  # a topic below this score is not proposed
SPREAD = 0.3  # nor one this far below the best


def fold(text: str) -> str:
    """Lower case without accents or punctuation."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    letters = "".join(c for c in decomposed if not unicodedata.combining(c))
    return " ".join(re.sub(r"[^\w]+", " ", letters).split())


@lru_cache(maxsize=4096)
def words(text: str) -> tuple[str, ...]:
    return tuple(w for w in fold(text).split() if w not in _STOP)


@lru_cache(maxsize=65536)
def _similar(a: str, b: str) -> float:
    if a == b:
        return 1.0
    if a.isdigit() or b.isdigit():
        return 0.0  # « 14 » is never « 12 »
    shorter, longer = sorted((a, b), key=len)
    stem = shorter[:-1] if len(shorter) >= 6 else shorter
    if len(shorter) >= 4 and longer.startswith(stem):
        return 0.9  # « hesite » and « hesitation », « fourni » and « fournir »; not « carte », « carton »
    ratio = SequenceMatcher(None, a, b).ratio()
    return ratio if ratio >= SIMILAR and len(shorter) >= 4 else 0.0


def _phrase_score(query: tuple[str, ...], phrase: tuple[str, ...]) -> float:
    if not query or not phrase:
        return 0.0
    precision = sum(max(_similar(p, q) for q in query) for p in phrase) / len(phrase)
    recall = sum(max(_similar(q, p) for p in phrase) for q in query) / len(query)
    if precision + recall == 0:
        return 0.0
    return 2 * precision * recall / (precision + recall)


def topics_in(phase: Phase) -> tuple[Topic, ...]:
    """The topics of this phase, in menu order; a topic that declares no phase is in all."""
    return tuple(t for t in rules.topics() if phase in t.phases or not t.phases)


def phases_of(topic: Topic) -> tuple[Phase, ...]:
    return topic.phases or PHASES


_LAW = re.compile(r"loi ([0-9]{1,2})([a-z0-9]*)")


def _cites(topic: Topic, query: str) -> bool:
    """« loi 64 », « loi 45c4b »: the topic covers that law."""
    found = _LAW.search(fold(query))
    return found is not None and found[1] in {re.match(r"[0-9]+", law)[0] for law in topic.laws}  # type: ignore[index]


def score(query: str, topic: Topic) -> float:
    asked = words(query)
    phrases = (topic.title, topic.id.replace("_", " "), *topic.keywords)
    best = max(_phrase_score(asked, words(phrase)) for phrase in phrases)
    return max(best, 0.95) if _cites(topic, query) else best


def search(query: str, limit: int = 6) -> list[Topic]:
    """The topics these words describe, best first; empty when none is close enough."""
    if not words(query):
        return []
    scored = [(score(query, topic), index, topic) for index, topic in enumerate(rules.topics())]
    scored = [item for item in scored if item[0] >= SHOWN]
    if not scored:
        return []
    best = max(s for s, _, _ in scored)
    kept = sorted((item for item in scored if item[0] >= best - SPREAD), key=lambda i: (-i[0], i[1]))
    return [topic for _, _, topic in kept[:limit]]


def no_match(query: str) -> str:
    """The French answer when no topic matches."""
    shown = query.strip()[:60]
    return (
        f"Aucun thème ne correspond à « {shown} ». Choisissez le moment de l'incident, "
        "ou essayez d'autres mots (« renonce », « il a hésité », « carte exposée »…)."
    )

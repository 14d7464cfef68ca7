"""Arbitre's ruling core: pure, synchronous, no I/O, no chat library.

from rules import next_step
step = next_step("renonce", {"situation": "not_followed", "offender": "defender"})
step.question  # the next question to ask, or None
step.ruling    # the ruling, once nothing is missing
"""

from __future__ import annotations

from collections.abc import Mapping

from rules.model import BoardFacts, RulesError, Step, UnknownTopic
from rules.regulations import DEFAULT_REGULATION, Regulation, load
from rules.regulations import load as load_regulation
from rules.topic import Topic
from rules.topics import registry
from rules.topics.common import DISCLAIMER

__all__ = [
    "ALL",
    "DEFAULT_REGULATION",
    "DISCLAIMER",
    "RulesError",
    "Step",
    "Topic",
    "get_topic",
    "load_regulation",
    "next_step",
    "topics",
]


def __getattr__(name: str) -> object:
    """`rules.ALL`: the topics, found on first use (rules/topics/__init__.py)."""
    if name == "ALL":
        return registry()[0]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def topics() -> tuple[Topic, ...]:
    return registry()[0]


def get_topic(topic_id: str) -> Topic:
    by_id = registry()[1]
    topic = by_id.get(topic_id)
    if topic is None:
        known = ", ".join(by_id)
        raise UnknownTopic(f"Thème inconnu : {topic_id!r}. Thèmes disponibles : {known}.")
    return topic


def next_step(
    topic_id: str,
    answers: Mapping[str, str],
    regulation: Regulation | str | None = None,
    evidence: object = None,
    board: BoardFacts | None = None,
) -> Step:
    """The next question to ask for these answers, or the ruling when nothing is missing;
    `evidence` is what Arbitre computed from the cards (rules/deals: a claim's count); `board`, what
    the recorded board fixes (vulnerability, dealer), never asked then."""
    if regulation is None or isinstance(regulation, str):
        regulation = load(regulation or DEFAULT_REGULATION)
    return get_topic(topic_id).step(answers, regulation, evidence, board)

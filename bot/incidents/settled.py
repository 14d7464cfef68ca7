"""Tester18 R10: a question the facts settle (one answer possible, counted from the cards: « Combien de levées le
camp du revendiquant avait-il déjà gagnées ? — 4, seule réponse possible ») is no question of the director's. The
engine answers it and says so, as it says a fact read from the words (« Compris : … → 4 (seule réponse possible :
Arbitre en compte 4 …) — r pour corriger »), so that the terminal, Telegram and Discord agree. « r » takes it back
like any answer: the question is then asked, its one answer offered (nothing is answered again behind his back).
"""

from __future__ import annotations

from typing import Protocol

import rules
from bot.incidents import incident as inc
from bot.incidents.described import UNDO
from bot.incidents.incident import Action, Actor, Incident, Kind
from bot.incidents.reply import Reply
from rules.model import Question


class Engine(Protocol):
    """What this module uses of bot.incidents.engine.Engine (which imports this module)."""

    async def _act_locked(self, incident_id: str, actor: Actor, action: Action, key: str | None) -> Reply: ...


# What the director does to move on: a question a fact settles after it is answered at once. Not « r » (he goes
# back to it), nor what only notes or closes.
MOVES = frozenset({Kind.ANSWER, Kind.CHOOSE_TOPIC, Kind.CLAIM, Kind.DEAL})


def one_answer(incident: Incident, question: Question) -> str | None:
    """The one value `question` offers, when the facts narrowed it to one (its topic offers more), else None."""
    if incident.topic is None or len(question.options) != 1:
        return None
    defined = rules.get_topic(incident.topic).questions.get(question.id)
    if defined is None or len(defined.options) < 2:
        return None
    return question.options[0].value


def said(incident: Incident, question: Question, value: str) -> str:
    """« Compris : {question} → {label} (seule réponse possible : {why}) — r pour corriger »."""
    assert incident.topic is not None
    option = question.option(value)
    label = option.label if option is not None else value
    defined = rules.get_topic(incident.topic).questions[question.id]
    why = question.help.removeprefix(defined.help).strip().rstrip(".")
    return (
        f"Compris : {question.prompt} → {label} (seule réponse possible{f' : {why}' if why else ''}) — {UNDO}"
    )


async def take(engine: Engine, reply: Reply, actor: Actor, action: Action) -> Reply:
    """`reply`, with each question the facts now settle answered and said."""
    if action.kind not in MOVES:
        return reply
    lines: list[str] = [reply.message] if reply.message else []  # what the director's own action said, first
    first = len(lines)
    while (
        reply.ok and reply.incident is not None and reply.step is not None and reply.step.question is not None
    ):
        incident, question = reply.incident, reply.step.question
        value = one_answer(incident, question)
        if value is None:
            break
        after = await engine._act_locked(
            incident.id, actor, inc.answer(question.id, value, incident.answers_version), None
        )
        if not after.ok:
            break
        lines += [said(incident, question, value), *([after.message] if after.message else [])]
        reply = after
    return reply if len(lines) == first else Reply(reply.incident, reply.step, "\n".join(lines))

"""What a second irregularity tells the first incident of its board (issue 38), pure reading of the two
incidents; bot.incidents.linked records it and says it.

- `first_notes`: what the second changes in the first, recorded on the first when its topic is chosen
  (D3: « Deuxième renonce sur cette donne … »); `lapsed`: those notes once they stop holding (M4);
- `back_facts`, `back_lines`: the other order (D2), the later irregularity entered first: the facts the
  earlier one, opened with « + », establishes for it, offered there for the director to confirm; never
  when the words say the « + » one came after (bot.incidents.table_order).
"""

from __future__ import annotations

import rules
from bot.incidents import links
from bot.incidents.handover import second_declared
from bot.incidents.incident import Incident, State
from bot.incidents.links import Received
from bot.incidents.table_order import Order, second_came


def first_notes(source: Incident, topic: str, second: str) -> list[str]:
    """Issue 38 D3: what the second irregularity changes in the first, recorded on the first."""
    if source.topic is None:
        return []
    found = second_declared(source.answers, source.topic, topic)
    return list(dict.fromkeys(h.first_note.replace("{second}", second) for h in found if h.first_note))


def back_facts(second: Incident, first: Incident) -> tuple[Received, ...]:
    """Issue 38 D2, the other order: the later irregularity was entered first (a lead out of turn), the
    earlier one with « + » (the honour exposed during the auction, 24E). The facts the earlier declares
    for the later's topic are offered to the later incident, its answer marked, for the director to
    confirm: a ruled incident never changes silently. None when the first incident's topic declares the
    pair itself (then it came first at the table), when the words say the second came after it (tester13
    Z1: « Nord a ouvert hors tour …, puis Sud a dit 1♥ insuffisant »: a later 27B2 obligation says nothing
    of the earlier call), nor from an abandoned incident (nor to a follow-up ruling the director's error:
    the caller's test, bot.incidents.linked)."""
    if (
        first.topic is None
        or second.topic is None
        or second.state is State.ABANDONED
        or second_declared(first.answers, first.topic, second.topic)
        or second_came(first, second) is Order.AFTER
    ):
        return ()
    wanted = rules.get_topic(first.topic).questions
    out: dict[Received, None] = {}
    for h in second_declared(second.answers, second.topic, first.topic):
        only_if = f"{h.only_if[0]}={'|'.join(h.only_if[1])}" if h.only_if else ""
        for q, v in h.target_answers.items():
            if q in wanted:
                out[Received(q, v, second.id, links.PROPOSE, only_if)] = None
        if h.note:
            out[Received("", h.note.replace("{first}", second.id), second.id, links.NOTE, only_if)] = None
    return tuple(out)


def back_lines(first: Incident, second: Incident, facts: tuple[Received, ...]) -> list[str]:
    """What the director reads when the facts offered to the first incident change."""
    second_id = second.id
    if not facts:
        return [f"Incident #{first.id} (même donne) : l'incident #{second_id} ne lui propose plus de fait."]
    topic = rules.get_topic(first.topic) if first.topic else None
    given = dict(first.answers)
    earlier = second_came(first, second) is Order.BEFORE
    out = []
    for fact in facts:
        if fact.mode == links.NOTE:
            out.append(f"Incident #{first.id} (même donne), noté sous sa décision : {fact.value}")
            continue
        question = topic.questions.get(fact.question) if topic else None
        if question is None:
            continue
        option = question.option(fact.value)
        label = option.label if option else fact.value
        # The inference holds only if that irregularity came first at the table (tester13 Z1: an
        # insufficient bid told after a call out of turn obliges nobody at the earlier call): said as the
        # words tell the order, else as a condition.
        when = (
            f"l'incident #{second_id}, antérieur à la table d'après la description,"
            if earlier
            else f"s'il a eu lieu avant, à la table, l'incident #{second_id}"
        )
        head = f"Incident #{first.id} (même donne) : {when} y établit « {question.prompt} » — {label}"
        if given.get(fact.question) == fact.value:
            continue  # already its answer there: nothing changes
        if fact.question in given:
            other = question.option(given[fact.question])
            out.append(
                f"{head} ; la réponse donnée là est « {other.label if other else given[fact.question]} » : "
                "revenez-y (r) pour la changer."
            )
        else:
            out.append(f"{head}. Proposé là, réponse marquée, à confirmer : sa décision en dépend.")
    return out


def lapsed(source: Incident, incident: Incident) -> list[str]:
    """Tester M4: the notes a second irregularity (`incident`) wrote on its first (`source`, D3,
    « Deuxième renonce ») that stop holding, as the flags to record there: the second abandoned,
    restarted, or answered into another situation; notes are a record, so the first is told, not
    rewritten. (« r » alone flags nothing: the director may give the same answer.)"""
    assert source.topic is not None
    written = {n.text for n in source.notes}
    answers = dict(incident.answers)
    flags: list[str] = []
    for h in rules.get_topic(source.topic).handovers:
        text = h.first_note.replace("{second}", incident.id) if h.first_note else ""
        if not text or text not in written:
            continue
        # A fact only offered (`ask`: « la renonce découverte pendant la revendication ? ») is no premise of
        # the note: another answer there, or none yet, leaves it true (the revoke is still opened apart and
        # linked). An imposed fact lapses it once answered otherwise, never by the second's first answers
        # given before its question was reached (noticed in session 12: answering the revoke's situation).
        imposed = {} if h.ask else h.target_answers
        holds = (
            incident.state is not State.ABANDONED
            and incident.topic == h.target
            and all(answers.get(q, v) == v for q, v in imposed.items())
        )
        flag = (
            f"Ne vaut plus : la note « {text.split(' : ')[0]} » — l'incident #{incident.id} a été abandonné ou "
            f"ne règle plus cette situation ; la décision de l'incident #{source.id} s'applique seule."
        )
        if holds or flag in written:
            continue
        written.add(flag)
        flags.append(flag)
    return flags

"""Two directors on one incident (tester4 F19): the one whose answer came second is told that it was
NOT recorded, what was recorded instead, by whom and when, and how to change it.

The refusal itself is the transition's (an action computed on an older screen: `Overtaken`); this
reads the incident's history to name the change that overtook it. Pure reading, no write.
"""

from __future__ import annotations

from collections.abc import Sequence

import rules
from bot.incidents import transition
from bot.incidents.described import UNDO
from bot.incidents.incident import Action, Actor, Incident, Kind
from bot.incidents.render import topic_title, when
from bot.incidents.rows import Event

# The actions that move the questions (the others, a note, a mark, the board, leave a screen valid).
MOVES = (Kind.CHOOSE_TOPIC, Kind.ANSWER, Kind.BACK, Kind.RESTART, Kind.ABANDON, Kind.CLAIM, Kind.EXPIRE)


def _answer_label(incident: Incident, question_id: str, value: str) -> tuple[str, str]:
    """(question prompt, answer label), raw ids for a question the rules no longer know."""
    try:
        question = rules.get_topic(incident.topic or "").questions.get(question_id)
    except rules.RulesError:
        question = None
    if question is None:
        return question_id, value
    option = question.option(value)
    return question.prompt, option.label if option is not None else value


def _change(incident: Incident, event: Event) -> str:
    """What one event did, in French: « « Question ? » → « Réponse » »…"""
    action = event.action
    if action.kind is Kind.ANSWER:
        prompt, label = _answer_label(
            incident, str(action.payload.get("question")), str(action.payload.get("value"))
        )
        return f"« {prompt} » → « {label} »"
    if action.kind is Kind.CHOOSE_TOPIC:
        return f"thème choisi : « {topic_title(str(action.payload.get('topic') or ''))} »"
    return {
        Kind.BACK: "retour à la question précédente",
        Kind.RESTART: "incident recommencé (thème à choisir)",
        Kind.ABANDON: "incident annulé",
        Kind.CLAIM: "position de la revendication enregistrée",
        Kind.EXPIRE: "incident clos après inactivité",
        Kind.NOTE: "un fait noté",
        Kind.SCORE: "une marque",
        Kind.DEAL: "la donne et la table",
        Kind.LINK: "un lien vers un autre incident",
    }.get(action.kind, action.kind.value)


def _deciding(incident: Incident, action: Action, events: Sequence[Event], same_time: bool) -> Event | None:
    """The change that overtook `action`: the answer recorded to the question it answered, if that
    question is answered now; else the last change of the questions (`same_time`, a write that
    raced with it: the last change of any kind)."""
    moves = list(events) if same_time else [e for e in events if e.action.kind in MOVES]
    if action.kind is Kind.CHOOSE_TOPIC and incident.topic is not None:  # W4: the topic's own choice
        chosen = [e for e in events if e.action.kind is Kind.CHOOSE_TOPIC]
        if chosen:
            return chosen[-1]
    question = action.payload.get("question") if action.kind is Kind.ANSWER else None
    if question is not None and question in dict(incident.answers):
        same = [
            e for e in moves if e.action.kind is Kind.ANSWER and e.action.payload.get("question") == question
        ]
        if same:
            return same[-1]
    return moves[-1] if moves else None


def overtaken(
    incident: Incident, actor: Actor, action: Action, events: Sequence[Event], same_time: bool = False
) -> str:
    """The French refusal: not recorded, what was recorded instead (by whom, when), how to change it;
    the current question last. The same answer pressed twice by the same person: already recorded."""
    event = _deciding(incident, action, events, same_time)
    where = f"La question en cours est {transition.current_question_text(incident)}."
    done = f"{_change(incident, event)}, le {when(event.at)}" if event is not None else ""
    if event is not None and event.actor.id == actor.id and event.action.payload == action.payload:
        return f"Ce choix n'est plus d'actualité : il est déjà enregistré ({done}).\n{where}"
    what = (
        "votre réponse n'a PAS été enregistrée"
        if action.kind is Kind.ANSWER
        else "votre action n'a PAS été enregistrée"
    )
    lines = [f"Ce choix n'est plus d'actualité : {what}, l'incident #{incident.id} a avancé entre-temps."]
    if action.kind is Kind.CHOOSE_TOPIC and incident.topic is not None and event is not None:
        # tester10 W4: a stale topic button is answered with the topic chosen, never a later answer.
        lines.append(
            f"Le thème est déjà choisi : « {topic_title(incident.topic)} » (par {event.actor.name}, le "
            f"{when(event.at)}). Pour en changer : « Retour » jusqu'au choix du thème."
        )
    elif event is not None:
        lines.append(f"Enregistré à la place par {event.actor.name} : {done}.")
        if incident.state.is_open and incident.answers:
            lines.append(f"Pour le changer, revenez à sa question — {UNDO}")
    lines.append(where)
    return "\n".join(lines)

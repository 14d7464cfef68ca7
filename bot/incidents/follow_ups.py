"""Incidents opened from a ruled one, on top of the engine: the topic a ruling hands over to
(« ouvrez le thème … », bot.incidents.handover), the follow-ups of a decision (penalties 90-91, 79B-C,
the director's error 82, appeals 92-93), and what every linked incident takes from its source (the
notes, the board, table and pairs: `carry_board`). bot.incidents.linked does the second irregularity
and the attachment of a follow-up opened on its own.
"""

from __future__ import annotations

import rules
from bot.incidents import incident as inc
from bot.incidents import links, transition
from bot.incidents.deals import carried_cards
from bot.incidents.handover import carried, handovers, narrowed, opened_from, opened_note
from bot.incidents.incident import Actor, Incident, State
from bot.incidents.linked import FOLLOW_UP_TOPIC, Engine, facts_for, received_lines
from bot.incidents.reply import Reply
from bot.incidents.words import HANDED_OVER, NOTE_PREFIX, copied_description

FOLLOW_UP_WHAT = "ouvrir les suites (pénalité, erreur de l'arbitre, appel)"


async def linked_topics(engine: Engine, incident: Incident) -> dict[str, str]:
    """The topics of the other irregularities of this board linked to it (`+`, either way, not
    abandoned): topic → incident id. A ruling's hand-over to one of them is that incident (tester12 Y7)."""
    out: dict[str, str] = {}
    for link in incident.links:
        other = await engine.store.get(link.incident) if link.relation == links.SECOND else None
        if other is not None and other.topic is not None and other.state is not State.ABANDONED:
            out.setdefault(other.topic, other.id)
    return out


async def hand_over(engine: Engine, incident_id: str, actor: Actor, topic: str) -> Reply:
    """The topic a ruling sends the director to, opened as a new incident linked to it."""
    shown = await engine.show(incident_id)
    source = shown.incident
    if source is None:
        return shown
    refusal = transition.owner_refusal(source, actor, "ouvrir le thème que propose sa décision")
    if refusal is not None:
        return Reply(source, shown.step, refusal, refused=True)
    ruling = shown.step.ruling if shown.step is not None else None
    offered = handovers(ruling, source.topic, source.answers) if ruling is not None and source.topic else []
    if topic not in {t.id for t in offered}:
        return Reply(
            source,
            shown.step,
            f"La décision de l'incident #{source.id} ne renvoie pas à ce thème.",
            refused=True,
        )
    assert source.topic is not None
    opened = opened_note(rules.get_topic(topic).title)
    earlier = opened_from(source, rules.get_topic(topic))
    if earlier is not None:  # a second press, or a second director: one incident per hand-over, shown
        return await _existing(
            engine,
            earlier,
            f"Ce thème est déjà ouvert depuis l'incident #{source.id} : incident #{earlier}.",
            shown,
        )
    if (other := (await linked_topics(engine, source)).get(topic)) is not None:  # tester12 Y7: no duplicate
        # The press (a chat's button) leads to that incident, as « v N » does: pointed to, never refused.
        return await _existing(
            engine,
            other,
            f"Ce thème est déjà l'incident #{other}, lié à celui-ci (même donne) : le voici (« v {other} »). "
            "Rien n'a été ouvert.",
            shown,
        )
    follow = topic == FOLLOW_UP_TOPIC  # G10: opened from a decision, it is that decision's follow-up
    # Tester7 T3: linked as `+` links it, it receives what `+` gives (a claim opened from its revoke knows it).
    received = () if follow else await facts_for(engine, source, topic)
    # Ops22 (note17): this very irregularity under another law (27A2 → 31): the values it rules out are not offered.
    received += tuple(
        links.Received(q, "|".join(values), source.id, links.ONLY)
        for q, values in narrowed(source.answers, source.topic, topic).items()
    )
    reply = await engine.open(
        actor, source.chat, topic, source.place, follows=source.id if follow else None, received=received
    )
    if reply.incident is None or reply.refused:
        return reply
    new_id = reply.incident.id
    await engine.act(source.id, actor, inc.note(f"{opened}{new_id}."))
    if follow:
        await engine.act(source.id, actor, inc.link(new_id, links.FOLLOW_UP))
        await engine.act(new_id, actor, inc.link(source.id, links.FOLLOWS))
    else:  # tester7 T14: another irregularity of the board, linked as `+` links it (show, dossier, export)
        await engine.act(source.id, actor, inc.link(new_id, links.SECOND))
        await engine.act(new_id, actor, inc.link(source.id, links.SECOND))
    facts = carried(source.answers, source.topic, topic)
    title = rules.get_topic(source.topic).title
    reply = await engine.carry_board(source, new_id, actor, f"{HANDED_OVER}{source.id} ({title}).")
    taken: list[str] = []  # Tester17 S10: each answer carried is said, never silently
    told: list[str] = []
    while reply.ok and reply.step is not None and reply.step.question is not None:
        asked, value = reply.step.question, facts.pop(reply.step.question.id, None)
        if value is None:
            break
        reply = await engine.act(new_id, actor, inc.answer(asked.id, value))
        if reply.ok:
            option = asked.option(value)
            label = option.label if option is not None else value
            taken.append(
                f"Réponse reprise de l'incident #{source.id} : « {asked.prompt} » — {label} (r pour la changer)."
            )
            told.extend(filter(None, [reply.message]))  # what the words answered next (« Compris : … »)
    if reply.refused:
        return reply
    # A fact the source establishes for this topic (a second irregularity's, as `+` gives it) stands as an answer:
    # counted and said, as `+` says it.
    standing = (
        links.used(reply.incident.received, reply.incident.answers) if reply.incident is not None else []
    )
    said = [*taken, *(received_lines(reply.incident, standing) if reply.incident is not None else []), *told]
    return Reply(
        reply.incident,
        reply.step,
        "\n".join(
            [
                f"Incident #{new_id} ouvert depuis la décision de l'incident #{source.id} "
                f"({len(taken) + len(standing)} réponse(s) reprise(s), {len(source.notes)} fait(s) noté(s) recopié(s)).",
                *said,
            ]
        ),
    )


async def _existing(engine: Engine, incident_id: str, message: str, source: Reply) -> Reply:
    """The incident a hand-over already is, shown with `message`; the source's refusal if it is gone."""
    found = await engine.show(incident_id)
    if found.incident is None:
        return Reply(source.incident, source.step, message, refused=True)
    return Reply(found.incident, found.step, message)


async def carry_board(engine: Engine, source: Incident, new_id: str, actor: Actor, intro: str) -> Reply:
    """What a linked incident takes from `source`: a note naming it, the facts noted there (they
    hold here too), and the board, table and pairs (for the scorer's sheet)."""
    reply = await engine.act(new_id, actor, inc.note(intro))
    for noted in source.notes:
        # tester3 L4: the author once (« Note (root) : root : … » doubled it); another's name is kept.
        text = noted.text
        if text.startswith(NOTE_PREFIX):  # tester5 M10: the source's words, named so; this one keeps its own
            text = f"{copied_description(source.id)}{text.removeprefix(NOTE_PREFIX)}"
        text = text if noted.author == actor.name else f"{noted.author} : {text}"
        reply = await engine.act(new_id, actor, inc.note(text[:2000]))
    if source.deal is not None:  # a director recorded it: Arbitre copies it, whoever opens the link
        d = source.deal
        copied = await engine.act(
            new_id, inc.SYSTEM, inc.deal(d.board, d.table, d.ns, d.ew, carried_cards(d))
        )
        reply = copied if copied.ok else reply  # a deal stored before its fields were checked stays behind
    return reply


async def follow_up(engine: Engine, incident_id: str, actor: Actor) -> Reply:
    """« Suites de la décision »: one incident of `suites_decision` linked to the ruled one."""
    shown = await engine.show(incident_id)
    source = shown.incident
    if source is None:
        return shown
    refusal = transition.director_refusal(source, actor, FOLLOW_UP_WHAT)
    if refusal is not None:
        return Reply(source, shown.step, refusal, refused=True)
    if source.ruling_id is None or source.state is State.ABANDONED:
        return Reply(
            source,
            shown.step,
            f"L'incident #{source.id} n'a pas de décision : ses suites s'ouvrent une fois la décision rendue.",
            refused=True,
        )
    pending = await engine.store.list(chat=source.chat, open_only=True, limit=None)
    for other in pending:
        if other.follows == source.id and other.state in (State.CHOOSING_TOPIC, State.ASKING):
            return Reply(
                other,
                transition.safe_step(other)[0],
                f"Les suites de l'incident #{source.id} sont déjà ouvertes : incident #{other.id}.",
            )
    received = await _event_form(engine, source)
    reply = await engine.open(
        actor, source.chat, FOLLOW_UP_TOPIC, source.place, follows=source.id, received=received
    )
    if reply.incident is None or reply.refused:
        return reply
    new_id = reply.incident.id
    await engine.act(source.id, actor, inc.note(f"Suites de la décision : incident #{new_id}."))
    await engine.act(source.id, actor, inc.link(new_id, links.FOLLOW_UP))
    await engine.act(new_id, actor, inc.link(source.id, links.FOLLOWS))
    if source.deal is not None:
        d = source.deal
        copied = await engine.act(new_id, actor, inc.deal(d.board, d.table, d.ns, d.ew, carried_cards(d)))
        reply = copied if copied.ok else reply  # a deal stored before its fields were checked stays behind
    title = rules.get_topic(source.topic).title if source.topic else ""
    return Reply(
        reply.incident,
        reply.step,
        f"Incident #{new_id} ouvert : suites de la décision de l'incident #{source.id} ({title}).",
    )


# Tester17 S4: the form of the event, said in the ruled incident, is not asked again in its follow-up (the director's
# error, 82C; a procedural penalty, 90). Its own « forme de l'épreuve » (a follow-up followed up) or the adjusted
# score's « Comment la donne est-elle marquée ? » give it; « paires » / « équipes » of a fouled board, a wrong board
# or a card count leave two answers each (individual or pairs, IMP or knockout): only those are offered.
EVENT_FORM = "event_form"
SAME_FORM = frozenset({"pairs", "individual", "imp", "knockout"})
FORMS_OF = {"pairs": "pairs|individual", "teams": "imp|knockout"}
TEAMS = frozenset({"teams_other_table_clear", "teams_several_results"})


async def _event_form(engine: Engine, source: Incident) -> tuple[links.Received, ...]:
    """What the follow-up of `source` receives for « Quelle est la forme de l'épreuve ? », from `source` or the
    ruled incident it follows itself."""
    for incident in (source, await engine.store.get(source.follows) if source.follows else None):
        if incident is None:
            continue
        given = incident.answers_dict()
        form = given.get(EVENT_FORM) or given.get("scoring_form")
        if form in SAME_FORM:
            return (links.Received(EVENT_FORM, form, incident.id),)
        if form in TEAMS:
            return (links.Received(EVENT_FORM, FORMS_OF["teams"], incident.id, links.ONLY),)
        if given.get("event") in FORMS_OF:
            return (links.Received(EVENT_FORM, FORMS_OF[given["event"]], incident.id, links.ONLY),)
    return ()

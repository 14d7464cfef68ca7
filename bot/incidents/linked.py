"""Incidents of one board (issue 29 §2), on top of the engine: a second irregularity, and a follow-up
(an appeal, a correction) attached to the ruled incident it is about, closed or not.

- `second_irregularity`: from any question or ruling, a new incident on the same board, linked both
  ways (« voir aussi l'incident #N »), with the notes, the board, table and pairs, and the facts the
  first established for the second topic (`Topic.handovers` with `second`, bot.incidents.handover),
  received pre-answered and said on screen (bot.incidents.links).
- What one incident of the board changes in the other (issue 38: `after_action`).
Who may: a second irregularity, whoever may act on the first (as for a note). Attaching a follow-up
opened on its own (« quel incident ? ») is bot.incidents.attach.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Protocol

import rules
from bot.incidents import incident as inc
from bot.incidents import links, told_first, transition, two_revokes
from bot.incidents.deals import stale_position
from bot.incidents.handover import second_declared
from bot.incidents.incident import Action, Actor, Incident, State
from bot.incidents.links import Received
from bot.incidents.render import topic_title
from bot.incidents.reply import Reply
from bot.incidents.store import Store
from rules.errors import RulesError
from rules.scores.adjusted import contract_doubling, contract_tricks
from rules.scores.line import table_result
from rules.scores.line_syntax import parse_line

FOLLOW_UP_TOPIC = "suites_decision"


class Engine(Protocol):
    """What this module uses of bot.incidents.engine.Engine (which imports this module)."""

    store: Store

    async def show(self, incident_id: str) -> Reply: ...
    async def act(self, incident_id: str, actor: Actor, action: Action) -> Reply: ...
    async def open(
        self,
        actor: Actor,
        chat: str,
        topic: str | None = None,
        place: str | None = None,
        *,
        regulation: str | None = None,
        follows: str | None = None,
        second_of: str | None = None,
        received: tuple[Received, ...] = (),
        relation: str = links.SECOND,
    ) -> Reply: ...
    async def carry_board(self, source: Incident, new_id: str, actor: Actor, intro: str) -> Reply: ...


def reply_on(incident: Incident | None, message: str, refused: bool = False) -> Reply:
    """A reply on `incident` at its current step (shared with bot.incidents.attach)."""
    step = transition.safe_step(incident)[0] if incident is not None else None
    return Reply(incident, step, message, refused)


def rules_director_error(incident: Incident) -> bool:
    """A follow-up that rules the director's error (82), attached to the incident it corrects."""
    return (
        incident.topic == FOLLOW_UP_TOPIC
        and incident.follows is not None
        and (incident.ruling_id or "").startswith(("suites_decision.82B", "suites_decision.82C"))
    )


def rectifies_now(incident: Incident) -> bool:
    """82B: the board can still be scored normally; what follows is the right rectification, applied now
    (no adjusted score, no two lists: review D5)."""
    return rules_director_error(incident) and (incident.ruling_id or "").startswith("suites_decision.82B")


def _corrects(incident: Incident) -> str | None:
    return next((link.incident for link in incident.links if link.relation == links.CORRECTS), None)


def _on_82c(source: Incident | None) -> bool:
    return source is not None and rules_director_error(source) and not rectifies_now(source)


def marked_on_82c(incident: Incident, incidents: list[Incident]) -> str | None:
    """The follow-up ruling the director's error under 82C whose mark is this table's, when `incident` is the
    ruling that should have been made there (`+`): it takes no mark, so it waits for none and the scorer's
    sheet asks none of it (tester25 P2). None otherwise."""
    corrects = _corrects(incident)
    source = next((i for i in incidents if i.id == corrects), None) if corrects else None
    return source.id if source is not None and _on_82c(source) else None


async def scored_on_82c(engine: Engine, incident: Incident) -> str | None:
    """Why the ruling that should have been made takes no mark, in French (tester6 T42): under 82C the
    board's mark is the adjusted score of the follow-up that rules the error, one per table; None when
    this incident is no such ruling (82B's right rectification is scored normally, here)."""
    corrects = _corrects(incident)
    source = await engine.store.get(corrects) if corrects is not None else None
    if source is None or not _on_82c(source):
        return None
    return (
        f"La marque de cette table se note sur l'incident #{source.id} (82C : marque ajustée, les deux camps "
        "traités comme non fautifs, une liste par camp avec eo=) ; la décision qui aurait dû être rendue "
        f"(incident #{incident.id}) montre la rectification, pas la marque. Rien n'a été enregistré."
    )


def offers_second(incident: Incident) -> bool:
    """`+` on a topic's incident, and on the follow-up that rules the director's error (the right ruling);
    not on an appeal, a penalty or another follow-up (review D16)."""
    return incident.topic != FOLLOW_UP_TOPIC or rules_director_error(incident)


def second_label(incident: Incident) -> str:
    """What `+` does here, in the words of each front end's help line."""
    if rectifies_now(incident):
        return "la bonne rectification, à appliquer maintenant (82B)"
    if rules_director_error(incident):
        return "la décision qui aurait dû être rendue (82C)"
    return "deuxième irrégularité sur la même donne"


async def facts_for(engine: Engine, source: Incident, topic: str) -> tuple[Received, ...]:
    """What the new incident receives. From a follow-up ruling the director's error, the ruling that
    should have been made: in the topic of the incident whose ruling was wrong, its answers, for the
    director to walk back (« r ») to the one that changes; else what the first irregularity declares."""
    if rules_director_error(source):
        assert source.follows is not None
        wrong = await engine.store.get(source.follows)
        if wrong is None or wrong.topic != topic:
            return ()
        # Review D7: all but the last answer, so the new incident stops at a question (the last one, or
        # « r » to an earlier one) instead of opening on the wrong ruling itself.
        return tuple(Received(q, v, wrong.id) for q, v in wrong.answers[:-1])
    if source.topic is None:
        return ()
    wanted = rules.get_topic(topic).questions
    out: dict[tuple[str, ...], Received] = {}
    notes: list[Received] = []
    for h in second_declared(source.answers, source.topic, topic):
        mode = links.PROPOSE if h.ask else links.ANSWER
        only_if = f"{h.only_if[0]}={'|'.join(h.only_if[1])}" if h.only_if else ""
        out.update(
            {
                (q, only_if): Received(q, v, source.id, mode, only_if)
                for q, v in h.target_answers.items()
                if q in wanted
            }
        )
        if h.note:
            notes.append(Received("", h.note.replace("{first}", source.id), source.id, links.NOTE, only_if))
    if "tricks_taken" in wanted and (tricks := claim_tricks(source)) is not None:
        out[("tricks_taken", "")] = Received("tricks_taken", str(tricks), source.id)
    if source.topic == topic == two_revokes.REVOKE_TOPIC:  # tester12 Y2: the first revoke's facts
        out.update({(f.question, f.only_if, f.mode): f for f in two_revokes.facts_from_first(source)})
    return (*out.values(), *dict.fromkeys(notes))


def _claim_contract(claim: Incident) -> str | None:
    """The single contract a claim's mark records (« 4♥X-1 »), None otherwise."""
    if claim.topic != transition.CLAIM_TOPIC or claim.score is None or claim.state is State.ABANDONED:
        return None
    try:
        request = parse_line(claim.score.line)
    except RulesError:
        return None
    return request.outcomes.rpartition(":")[0].strip() if table_result(request) else None


def claim_tricks(claim: Incident) -> int | None:
    """Tester11 X16: the declarer's tricks a claim's mark gives (« 4♥-1 »: 9), the table's tricks before
    any transfer (64A, counted after the claim, 69-71); None without a single contract marked."""
    contract = _claim_contract(claim)
    found = contract_tricks(contract) if contract is not None else None
    if found is not None and claim.answers_dict().get("revoke_transfer"):
        # Tester14 W12: a mark of the table's result (70, then the revoke's transfer, 64A) is not the tricks
        # at the table: those are its ruling's (bot.incidents.claim_revoke.table_tricks, exact).
        step = transition.safe_step(claim)[0]
        awarded = step.ruling.tricks_awarded if step is not None and step.ruling is not None else None
        if awarded is not None and found[2] not in (awarded, 13 - awarded):
            return None
    return found[2] if found is not None else None


def claim_doubling(claim: Incident) -> str | None:
    """Tester13 Z4: the double of the contract a claim's mark records (« 4♥+1 »: none), for its linked
    revoke's corrected result; None without a single contract marked."""
    contract = _claim_contract(claim)
    return contract_doubling(contract) if contract is not None else None


async def marked_claim(engine: Engine, claim: Incident) -> list[str]:
    """A claim marked after its linked revoke was opened: the revoke receives the declarer's tricks at
    the table (X16), said on screen, so its question never accepts a count the claim contradicts."""
    said: list[str] = []
    for link in claim.links:
        second = await engine.store.get(link.incident) if link.relation == links.SECOND else None
        if second is None or second.second_of != claim.id or second.topic is None:
            continue
        now = await facts_for(engine, claim, second.topic)
        if set(now) == {f for f in second.received if f.source == claim.id}:
            continue
        await engine.act(second.id, inc.SYSTEM, inc.link(claim.id, links.SECOND, [f.to_list() for f in now]))
        given = dict(second.answers).get("tricks_taken")
        if (tricks := claim_tricks(claim)) is not None and given is not None and given != str(tricks):
            said.append(
                f"Incident #{second.id} (même donne) : la marque de la revendication donne {tricks} levées au "
                "déclarant ; la renonce compte ses levées à la table autrement : revoyez-la (r)."
            )
        elif tricks is not None and given is None:
            said.append(
                f"Incident #{second.id} (même donne) : ses levées à la table (avant transfert) seront celles de "
                f"cette marque, {tricks}."
            )
    return said


async def with_received(engine: Engine, current: Incident, action: Action) -> Action:
    """The topic chosen for a second irregularity: the action carries what it receives (stored with
    the event, so a replay gives the same answers)."""
    assert current.second_of is not None
    source = await engine.store.get(current.second_of)
    topic = str(action.payload.get("topic", ""))
    if source is None or topic not in {t.id for t in rules.topics()}:
        return action
    received = await facts_for(engine, source, topic)
    if not received:
        return action
    return replace(action, payload={**action.payload, "received": [f.to_list() for f in received]})


def received_lines(incident: Incident, facts: list[Received]) -> list[str]:
    topic = rules.get_topic(incident.topic) if incident.topic else None
    out = []
    for fact in facts:
        question = topic.questions.get(fact.question) if topic else None
        option = question.option(fact.value) if question else None
        prompt = question.prompt if question else fact.question
        label = option.label if option else fact.value
        if fact.source == incident.id:  # its own answer, kept across the board recorded (tester6 T20)
            out.append(
                f"Réponse reprise (donnée avant la donne) : « {prompt} » — {label} (r pour la changer)."
            )
        else:
            out.append(
                f"Fait repris de l'incident #{fact.source} : « {prompt} » — {label} ({_how(incident, fact)})."
            )
    return out


def _how(incident: Incident, fact: Received) -> str:
    """How the director changes a fact taken from another incident: « r » drops it, unless « r » goes over
    it (the ruling only reads it, or the facts leave it alone): then on its own incident (tester13 Z17)."""
    answer = (fact.question, fact.value)
    if answer in incident.answers and incident.topic is not None:
        try:
            over = transition.read_only_fact(incident, incident.answers[: incident.answers.index(answer) + 1])
        except RulesError:
            over = False
        if over:
            return f"pour le changer, corrigez l'incident #{fact.source}"
    return "r pour le changer"


async def abandoned_source(engine: Engine, abandoned: Incident) -> str | None:
    """Ops32 (a second irregularity, then the first abandoned): the board's other incidents whose answers stand on a
    fact taken from the one just abandoned (given, or offered « d'après l'incident #N » and chosen) keep it; each is
    named with those facts, for the director to check them (nothing changes on its own, 10A). None when none."""
    if abandoned.state is not State.ABANDONED:
        return None
    said = []
    for other in await engine.store.list(chat=abandoned.chat, limit=None):
        if other.id == abandoned.id or other.state is State.ABANDONED or other.topic is None:
            continue
        topic = rules.get_topic(other.topic)
        kept = dict.fromkeys(
            (f.question, f.value)
            for f in other.received
            if f.source == abandoned.id and (f.question, f.value) in other.answers
        )
        facts = []
        for question_id, value in kept:
            question = topic.questions.get(question_id)
            option = question.option(value) if question is not None else None
            facts.append(
                f"« {question.prompt if question else question_id} » — {option.label if option else value}"
            )
        if facts:
            said.append(
                f"Attention : les réponses de l'incident #{other.id} gardent des faits repris de l'incident "
                f"#{abandoned.id}, qui vient d'être abandonné ({' ; '.join(facts)}). Vérifiez-les : s'ils ne "
                f"tiennent plus, reprenez l'incident #{other.id} et changez-les (r)."
            )
    return "\n".join(said) or None


def received_message(before: Incident, after: Incident) -> str | None:
    """Never silently: each received fact is said when it answers its question."""
    if not after.received:  # most incidents: nothing received, nothing to say
        return None
    earlier = set(links.used(before.received, before.answers)) if before.topic == after.topic else set()
    new = [f for f in links.used(after.received, after.answers) if f not in earlier]
    return "\n".join(received_lines(after, new)) or None


async def second_irregularity(engine: Engine, incident_id: str, actor: Actor, topic: str | None) -> Reply:
    shown = await engine.show(incident_id)
    source = shown.incident
    if source is None:
        return shown
    refusal = transition.owner_refusal(source, actor, "ajouter une deuxième irrégularité sur sa donne")
    if refusal is not None:
        return reply_on(source, refusal, refused=True)
    if source.state is State.ABANDONED or source.topic is None:
        return reply_on(
            source,
            f"L'incident #{source.id} n'a pas de thème (ou il est abandonné) : choisissez d'abord le thème de la "
            "première irrégularité.",
            refused=True,
        )
    if topic is not None and topic not in {t.id for t in rules.topics()}:
        return reply_on(source, f"Thème inconnu : « {topic} ».", refused=True)
    if not offers_second(source):
        return reply_on(
            source,
            f"L'incident #{source.id} est une suite de décision (pénalité, appel…) : la deuxième irrégularité "
            f"s'ouvre depuis l'incident de la donne{f' (#{source.follows})' if source.follows else ''}.",
            refused=True,
        )
    correcting = rules_director_error(source)
    if correcting and not actor.is_director:
        return reply_on(
            source, "Seul un arbitre donne la décision qui aurait dû être rendue (82C).", refused=True
        )
    if (
        pending := await _second_pending(engine, source, topic)
    ) is not None:  # ops35: a double press opens one
        return reply_on(
            pending,
            f"La deuxième irrégularité de l'incident #{source.id} est déjà ouverte : incident #{pending.id}, "
            "son thème reste à choisir. Rien de plus n'a été ouvert.",
        )
    received = await facts_for(engine, source, topic) if topic else ()
    reply = await engine.open(
        actor,
        source.chat,
        topic,
        source.place,
        second_of=source.id,
        received=received,
        regulation=source.regulation,
        relation=links.CORRECTS if correcting else links.SECOND,
    )
    if reply.incident is None or reply.refused:
        return reply
    new = reply.incident
    await engine.act(source.id, actor, inc.link(new.id, links.CORRECT if correcting else links.SECOND))
    if correcting:
        return await _correct_ruling(engine, source, new, actor, topic)
    if topic is not None:
        await after_action(engine, new, actor, inc.Kind.CHOOSE_TOPIC)
    title = topic_title(source.topic)
    reply = await engine.carry_board(
        source, new.id, actor, f"Deuxième irrégularité sur la donne de l'incident #{source.id} ({title})."
    )
    if reply.incident is None or reply.refused:
        return reply
    board = f", {reply.incident.deal.text}" if reply.incident.deal is not None else ""
    lines = [
        f"Incident #{new.id} ouvert : deuxième irrégularité sur la même donne que l'incident #{source.id} "
        f"({title}{board}). Chaque décision renverra à l'autre."
    ]
    if topic is None:
        lines.append("Choisissez le thème de cette deuxième irrégularité.")
    lines += received_lines(reply.incident, links.used(reply.incident.received, reply.incident.answers))
    return reply_on(reply.incident, "\n".join(lines))


async def _second_pending(engine: Engine, source: Incident, topic: str | None) -> Incident | None:
    """The second irregularity of `source` just opened, its topic not yet chosen, when none is asked: a second press
    of « Deuxième irrégularité » (two at once) finds it rather than opening another untitled one. One whose topic is
    chosen (or named by the words) may be followed by a third irregularity, chosen by the director."""
    if topic is not None:
        return None
    for other in await engine.store.list(chat=source.chat, open_only=True, limit=None):
        if other.second_of == source.id and other.state is State.CHOOSING_TOPIC and other.topic is None:
            return other
    return None


async def _correct_ruling(
    engine: Engine, source: Incident, new: Incident, actor: Actor, topic: str | None
) -> Reply:
    """82C: the ruling that should have been made, opened from the follow-up that rules the error."""
    assert source.follows is not None
    wrong = await engine.store.get(source.follows)
    title = topic_title(wrong.topic if wrong else None)
    reply = await engine.carry_board(
        source,
        new.id,
        actor,
        f"Décision qui aurait dû être rendue pour l'incident #{source.follows} ({title}) : erreur de l'arbitre, "
        f"incident #{source.id}.",
    )
    if reply.incident is None or reply.refused:
        return reply
    if rectifies_now(source):
        # 82B (review D5): the board is scored normally, after the right rectification; no adjusted score.
        lines = [
            f"Incident #{new.id} ouvert : la bonne rectification pour l'incident #{source.follows} ({title}), "
            "à appliquer maintenant (82B) ; la donne se marque ensuite selon elle (le résultat de la table, ou la "
            "marque ajustée qu'elle prévoit)."
        ]
    else:
        lines = [
            f"Incident #{new.id} ouvert : la décision qui aurait dû être rendue pour l'incident "
            f"#{source.follows} ({title}). Elle montre la rectification et son camp fautif ; la marque ajustée, "
            f"elle, traite les deux camps comme non fautifs (82C) et se note sur la feuille de l'incident "
            f"#{source.id}, une liste par camp (eo=)."
        ]
    if topic is None:
        lines.append(
            f"Choisissez son thème : « {title} » reprend les réponses de l'incident #{source.follows} sauf la "
            "dernière, qui est reposée (r pour revenir à une réponse antérieure) ; un autre thème part de zéro."
        )
    lines += received_lines(reply.incident, links.used(reply.incident.received, reply.incident.answers))
    return reply_on(reply.incident, "\n".join(lines))


async def same_as_wrong(engine: Engine, incident: Incident) -> str | None:
    """Review D7: the ruling that should have been made, reached with the very answers of the wrong one,
    is said so, never shown silently under that heading."""
    corrects = next((link.incident for link in incident.links if link.relation == links.CORRECTS), None)
    if corrects is None or incident.ruling_id is None:
        return None
    error = await engine.store.get(corrects)
    wrong = await engine.store.get(error.follows) if error is not None and error.follows else None
    if wrong is None or wrong.topic != incident.topic or wrong.answers != incident.answers:
        return None
    return (
        f"Attention : ce sont les réponses et la décision de l'incident #{wrong.id}, celle qui était fausse. "
        "Revenez (r) à la réponse qui était erronée et donnez la bonne."
    )


# --- issue 38: what one incident of the board changes in the other ---------------------------------


async def after_action(engine: Engine, incident: Incident, actor: Actor, kind: inc.Kind) -> list[str]:
    """After an action on `incident`: a second irregularity's topic chosen tells the first what it
    changes there (D3); a first incident ruled again with other facts flags each second irregularity
    whose received facts no longer match (D19). The lines to add to the reply."""
    said: list[str] = []
    if kind is inc.Kind.CHOOSE_TOPIC and incident.second_of and incident.topic:
        source = await engine.store.get(incident.second_of)
        if source is not None and not rules_director_error(source):
            known = {n.text for n in source.notes}
            for text in told_first.first_notes(source, incident.topic, incident.id):
                if text not in known:
                    await engine.act(source.id, actor, inc.note(text))
                    said.append(f"Noté sur l'incident #{source.id} : {text}")
    said += await lapsed_first_notes(engine, incident, actor, kind)
    said += await offered_back(engine, incident, kind)
    if kind is inc.Kind.SCORE and incident.topic == transition.CLAIM_TOPIC:
        said += await marked_claim(engine, incident)
    if kind is inc.Kind.DEAL and incident.deal is not None:
        said += await same_board(engine, incident)
    if kind in (inc.Kind.ANSWER, inc.Kind.BACK) and incident.ruling_id is not None:
        for link in incident.links:
            if link.relation != links.SECOND:
                continue
            second = await engine.store.get(link.incident)
            if second is None or second.second_of != incident.id or second.topic is None:
                continue
            # Tester11 X16: what a claim and its revoke keep in step (bot.incidents.claim_revoke) is no fact
            # the second took from the first at its opening.
            now = {
                f
                for f in await facts_for(engine, incident, second.topic)
                if f.question not in links.BOARD_SYNCED
            }
            before = {
                f for f in second.received if f.source == incident.id and f.question not in links.BOARD_SYNCED
            }
            if now == before:
                continue
            text = (
                f"L'incident #{incident.id} a été corrigé depuis l'ouverture de celui-ci : les faits qu'il en a "
                "repris ne correspondent plus à sa décision actuelle. Revoyez ces réponses (r) avant d'appliquer "
                "cette décision."
            )
            if text not in {n.text for n in second.notes}:
                await engine.act(second.id, actor, inc.note(text))
                said.append(
                    f"Attention, incident #{second.id} (même donne) : ses faits repris de #{incident.id} ne valent plus, à revoir."
                )
    return said


async def offered_back(engine: Engine, incident: Incident, kind: inc.Kind) -> list[str]:
    """A second irregularity answered, restarted or abandoned: what it now offers its first incident
    (`told_first.back_facts`), recorded there when it changed, and said."""
    if not incident.second_of or kind not in (
        inc.Kind.ABANDON,
        inc.Kind.ANSWER,
        inc.Kind.BACK,
        inc.Kind.RESTART,
        inc.Kind.CHOOSE_TOPIC,
    ):
        return []
    first = await engine.store.get(incident.second_of)
    if first is None:
        return []
    facts = () if rules_director_error(first) else told_first.back_facts(incident, first)
    # Tester11 X16: the facts a claim and its revoke keep in step (bot.incidents.claim_revoke) stay.
    synced = tuple(f for f in first.received if f.source == incident.id and f.question in links.BOARD_SYNCED)
    before = tuple(f for f in first.received if f.source == incident.id and f not in synced)
    if set(facts) == set(before):
        return []
    reply = await engine.act(
        first.id, inc.SYSTEM, inc.link(incident.id, links.SECOND, [f.to_list() for f in (*facts, *synced)])
    )
    if not reply.ok or reply.incident is None:
        return []
    return told_first.back_lines(reply.incident, incident, facts)


async def same_board(engine: Engine, incident: Incident) -> list[str]:
    """A ruled incident's board, table or pairs corrected: the incidents on « la même donne » take them
    too — its second irregularities (tester3 L17: two boards never stay linked as one), its follow-ups
    (appeal, penalty, the director's error) and the ruling that should have been given (82C): a follow-up is
    about the board and table of the decision it follows, and its mark goes to those pairs (tester24 P15).
    Each moved incident passes it on to its own in turn (`after_action` runs on it)."""
    said: list[str] = []
    d = incident.deal
    assert d is not None
    for link in incident.links:
        other = await _on_the_same_board(engine, incident, link)
        if other is None:
            continue
        if other.deal is not None and (other.deal.board, other.deal.table, other.deal.ns, other.deal.ew) == (
            d.board,
            d.table,
            d.ns,
            d.ew,
        ):
            continue
        moved = await engine.act(other.id, inc.SYSTEM, inc.deal(d.board, d.table, d.ns, d.ew))
        why = {
            links.SECOND: "même donne",
            links.FOLLOW_UP: f"suite de #{incident.id}",
            links.CORRECT: f"la décision qui aurait dû être rendue, ouverte de #{incident.id}",
        }[link.relation]
        if moved.ok:
            said.append(f"Incident #{other.id} ({why}) : {d.text} aussi.")
            # What it passed on in turn (the 82C ruling opened from a follow-up), said here too.
            said += [
                x
                for x in (moved.message or "").split("\n")
                if x.startswith("Incident #") and x.endswith(" aussi.")
            ]
        if moved.ok and moved.incident is not None and (stale := stale_position(moved.incident)):
            # Tester9 T11: its claim was counted on the other board's cards: said now, and noted there.
            await engine.act(other.id, inc.SYSTEM, inc.note(stale))
            said.append(f"Attention : {stale[0].lower()}{stale[1:]}")
    return said


async def _on_the_same_board(engine: Engine, incident: Incident, link: links.Link) -> Incident | None:
    """The incident `link` names when it is on `incident`'s board by that link: its second irregularity,
    its follow-up, or the ruling that should have been given (82C) opened from it — each pointing back."""
    if link.relation not in (links.SECOND, links.FOLLOW_UP, links.CORRECT):
        return None
    other = await engine.store.get(link.incident)
    if other is None:
        return None
    back = {
        links.SECOND: other.second_of == incident.id,
        links.FOLLOW_UP: other.follows == incident.id,
        links.CORRECT: links.Link(incident.id, links.CORRECTS) in other.links,
    }
    return other if back[link.relation] else None


async def lapsed_first_notes(engine: Engine, incident: Incident, actor: Actor, kind: inc.Kind) -> list[str]:
    """Tester M4: the note a second irregularity wrote on the first stops holding (`told_first.lapsed`):
    recorded on the first, and said."""
    if not incident.second_of or kind not in (
        inc.Kind.ABANDON,
        inc.Kind.ANSWER,
        inc.Kind.RESTART,
        inc.Kind.CHOOSE_TOPIC,
    ):
        return []
    source = await engine.store.get(incident.second_of)
    if source is None or source.topic is None:
        return []
    said: list[str] = []
    for flag in told_first.lapsed(source, incident):
        await engine.act(source.id, actor, inc.note(flag))
        said.append(f"Noté sur l'incident #{source.id} : {flag}")
    return said

"""An incident's transition: `create`, `apply` an action, and `replay` stored events (who may act:
bot.incidents.authority, re-exported here)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import rules
from bot.incidents import links as lk
from bot.incidents.authority import (
    DIRECTED,
    DIRECTORS_ACTS,
    director_refusal,
    directs,
    judgement_refusal,
    owner_refusal,
    taken_over,
)
from bot.incidents.authority import may_act as may_act
from bot.incidents.incident import (
    DIRECTOR_ONLY,
    SYSTEM,
    Action,
    Actor,
    Incident,
    Kind,
    Note,
    Overtaken,
    Refused,
    State,
    board_facts,
    check_free_text,
    claim_from_json,
    next_step,
)
from bot.incidents.links import Link
from bot.incidents.sheet import Deal, ScoreEntry, impossible_score, make_deal, rescored, score_entry
from rules.model import RulesError, ScoreLine, Step


def _topic_title(topic_id: str) -> str:
    return rules.get_topic(topic_id).title


def current_question_text(incident: Incident) -> str:
    if incident.state is State.CHOOSING_TOPIC:
        return "le choix du thème"
    step = incident.step()
    if step is None or step.question is None:
        return "la décision (déjà rendue)"
    return f"« {step.question.prompt} »"


def _with_step(incident: Incident, answers: tuple[tuple[str, str], ...], **changes: Any) -> Incident:
    """Set answers (and `changes`) and derive the state and ruling id from the core (never stored apart)."""
    topic = changes.get("topic", incident.topic)
    assert topic is not None
    claim = changes.get("claim", incident.claim)
    received = changes.get("received", incident.received)
    # Issue 38 §3 (G2): the recorded board fixes the vulnerability of every score question.
    board = board_facts(changes["deal"], incident.regulation) if "deal" in changes else incident.board
    if received:  # facts of the first irregularity answer their question when the walk reaches it
        answers = lk.fill(
            answers, received, lambda given: next_step(topic, given, incident.regulation, claim, board)
        )
    step = next_step(topic, answers, incident.regulation, claim, board)
    state = State.RULED if step.ruling is not None else State.ASKING
    ruling_id = step.ruling.id if step.ruling else None
    return incident.evolve(answers=answers, state=state, ruling_id=ruling_id, **changes)


def with_answers(incident: Incident, answers: tuple[tuple[str, str], ...]) -> Incident:
    """The incident walked again with these answers (bot.incidents.reread)."""
    return _with_step(incident, answers)


def read_only_fact(incident: Incident, answers: tuple[tuple[str, str], ...]) -> bool:
    """Is the last of `answers` a fact received from a linked incident that the walk reads without asking
    it (the ruling stands without it, and `lk.fill` gives it back there), or the only value its question
    would offer?"""
    last = answers[-1]
    if not any(f.mode == lk.ANSWER and (f.question, f.value) == last for f in incident.received):
        return False
    assert incident.topic is not None
    step = next_step(incident.topic, answers[:-1], incident.regulation, incident.claim, incident.board)
    if step.question is None or step.question.id != last[0]:
        return True
    # Tester12 Y2: a fact the linked incident settles (its question would offer it alone) is no question
    # of the director's either: « r » goes back to his own answer that it follows from.
    return lk.only_one(lk.offered(step, incident.received, answers[:-1])) == last[1]


def create(incident_id: str, actor: Actor, action: Action, now: float) -> Incident:
    """The first event of an incident: `start`."""
    if action.kind is not Kind.START:
        raise Refused("Un incident commence toujours par son ouverture.")
    incident = Incident(
        id=incident_id,
        chat=str(action.payload.get("chat") or ""),
        owner_id=actor.id,
        owner_name=actor.name,
        regulation=str(action.payload.get("regulation") or rules.DEFAULT_REGULATION),
        created_at=now,
        updated_at=now,
        version=1,
        place=str(action.payload["place"]) if action.payload.get("place") else None,
        follows=str(action.payload["follows"]) if action.payload.get("follows") else None,
        opened_by_director=actor.is_director and actor != SYSTEM,
    )
    if action.payload.get("second_of"):
        source = str(action.payload["second_of"])
        incident = incident.evolve(
            second_of=source,
            links=(Link(source, str(action.payload.get("relation") or lk.SECOND)),),
            received=lk.received_from(action.payload.get("received")),
        )
    elif action.payload.get("received"):  # tester7 T3: a topic opened from a ruling (`o1`) receives them too
        incident = incident.evolve(received=lk.received_from(action.payload.get("received")))
    rules.load_regulation(incident.regulation)  # refuse an unknown regulation now, in French
    topic = action.payload.get("topic")
    if topic:
        rules.get_topic(str(topic))
        incident = _with_step(incident.evolve(topic=str(topic)), ())
    return incident


def apply(
    incident: Incident, actor: Actor, action: Action, now: float, *, authority: bool = True
) -> Incident:
    """The next incident after `action`, or Refused with a French message. Pure. `authority`
    False (the replay of stored events) skips who-may-do-what: those events were accepted under
    the rules of their time."""
    after = _apply(incident, actor, action, now, authority=authority)
    if after.directed or actor == SYSTEM or action.kind not in DIRECTORS_ACTS:
        return after
    return after.evolve(directed=True) if directs(incident, actor) else after


def _apply(incident: Incident, actor: Actor, action: Action, now: float, *, authority: bool) -> Incident:
    kind = action.kind
    if kind is Kind.START:
        raise Refused("Cet incident est déjà ouvert.")
    if kind is Kind.MOVE:
        if actor != SYSTEM and authority:
            raise Refused("Seul Arbitre déplace un incident (un groupe devenu supergroupe).")
        chat = str(action.payload.get("chat") or "")
        if not chat:
            raise Refused("Déplacement sans discussion : rien n'est modifié.")
        # Not an activity: the idle clock and the retention keep counting from the last action.
        return incident.evolve(
            chat=chat, version=incident.version + 1, side_actions=incident.side_actions + 1
        )
    if kind is Kind.EXPIRE:
        if actor != SYSTEM:  # only the engine's idle expiry closes an incident this way
            raise Refused("Seul Arbitre clôt un incident inactif ; utilisez « annuler » pour l'abandonner.")
        if not incident.state.is_open:
            raise Refused("Cet incident est déjà clos.")
        return incident.evolve(state=State.EXPIRED, version=incident.version + 1, updated_at=now)
    if authority and (refusal := owner_refusal(incident, actor, "agir sur cet incident")) is not None:
        raise Refused(f"{refusal} Vous pouvez le consulter.")
    if authority and kind in DIRECTOR_ONLY:
        refusal = director_refusal(incident, actor, DIRECTOR_ONLY[kind])
        if refusal is not None:
            raise Refused(refusal)
    if authority and kind in DIRECTED and (refusal := taken_over(incident, actor)) is not None:
        raise Refused(refusal)
    if kind is Kind.NOTE:
        text = str(action.payload.get("text", "")).strip()
        if not text:
            raise Refused(
                "La note est vide : écrivez le fait à consigner (table, étui, contrat, positions…)."
            )
        if len(text) > 2000:
            raise Refused("La note est trop longue (2 000 caractères au plus).")
        check_free_text(text)
        return incident.evolve(
            notes=(*incident.notes, Note(now, actor.name, text)),
            version=incident.version + 1,
            side_actions=incident.side_actions + 1,
            updated_at=now,
        )
    if kind is Kind.DEAL:
        deal = _deal(action.payload)
        if authority and actor != SYSTEM:
            _same_board_as_first(incident, deal)
            _claim_on_board(incident, deal)
        recorded = incident.evolve(
            deal=deal,
            scores=_rescored(incident, deal),
            version=incident.version + 1,
            side_actions=incident.side_actions + 1,
            updated_at=now,
        )
        if (
            incident.topic is not None
            and incident.state.is_open
            and incident.state is not State.CHOOSING_TOPIC
        ):
            recorded = _board_recorded(incident, recorded)
        return _board_note(incident, recorded, now)
    if kind is Kind.LINK:
        return _linked(incident, action.payload, now)
    if kind is Kind.SCORE:
        if action.expected_version is not None and action.expected_version != incident.answers_version:
            raise Refused(
                f"Ce choix n'est plus d'actualité (l'incident #{incident.id} a changé depuis cette décision)."
            )
        return incident.evolve(
            scores=(
                *incident.scores,
                _score_entry(incident, actor, str(action.payload.get("line", "")), now),
            ),
            version=incident.version + 1,
            side_actions=incident.side_actions + 1,
            updated_at=now,
        )
    if not incident.state.is_open:
        raise Refused(
            f"L'incident #{incident.id} est {incident.state.label} : il ne peut plus être modifié. "
            "Ouvrez un nouvel incident si nécessaire."
        )
    if action.expected_version is not None and action.expected_version != incident.answers_version:
        raise Overtaken(
            f"Ce choix n'est plus d'actualité (l'incident #{incident.id} a avancé). "
            f"La question en cours est {current_question_text(incident)}."
        )
    # One evolve() per action (it is the costliest part of a step): the bump goes with the change.
    bump: dict[str, Any] = {"version": incident.version + 1, "updated_at": now}

    if kind is Kind.ABANDON:
        return incident.evolve(state=State.ABANDONED, **bump)
    if kind is Kind.RESTART:
        return incident.evolve(
            state=State.CHOOSING_TOPIC, topic=None, answers=(), ruling_id=None, received=(), **bump
        )
    if kind is Kind.CHOOSE_TOPIC:
        if incident.state is not State.CHOOSING_TOPIC:
            raise Refused(
                f"Le thème est déjà choisi ({_topic_title(incident.topic or '')}). "
                "Recommencez l'incident pour en changer."
            )
        topic = str(action.payload.get("topic", ""))
        rules.get_topic(topic)
        received = lk.received_from(action.payload.get("received"))
        return _with_step(incident, (), topic=topic, received=received, **bump)
    if kind is Kind.BACK:
        if incident.state is State.CHOOSING_TOPIC:
            raise Refused("Il n'y a pas de question précédente : choisissez un thème.")
        if _position_is_last(incident):
            # Tester11 X11: the position typed with `p` stands in the path where the walk read it; « r »
            # just after it takes it back (said by the engine), never goes past it leaving it counted.
            return _with_claim(incident, None, bump)
        if not incident.answers:
            return incident.evolve(
                state=State.CHOOSING_TOPIC, topic=None, ruling_id=None, received=(), **bump
            )
        # Answers always equal the current path, so going back drops the last one; a received fact
        # dropped so is the director's to give now (it would otherwise answer again at once).
        answers = incident.answers
        while len(answers) > 1 and read_only_fact(incident, answers):
            # Tester9 T6: a fact of the linked incident the ruling only reads (« la renonce est déjà
            # l'incident lié ») is no question of the director's: « r » goes back over it to his last
            # answer, and the fact comes back with the ruling (`lk.fill`), never dropped in silence.
            answers = answers[:-1]
        dropped = answers[-1]
        received = tuple(
            f for f in incident.received if f.mode != lk.ANSWER or (f.question, f.value) != dropped
        )
        return _with_step(incident, answers[:-1], received=received, **bump)
    if kind is Kind.CLAIM:
        return _with_claim(incident, str(action.payload.get("count", "")), bump)
    if kind is Kind.ANSWER:
        if incident.state is State.CHOOSING_TOPIC:
            raise Refused("Choisissez d'abord le thème de l'incident.")
        if action.payload.get("stated"):  # tester15 V10: a fact of the words the walk reads unasked
            question_id, value = str(action.payload.get("question", "")), str(action.payload.get("value", ""))
            answers = stated_answers(incident, question_id, value, check=authority)
            if answers is None:
                raise Refused(
                    "Ce fait de la description ne change rien à l'incident : rien n'est enregistré."
                )
            return _with_step(incident, answers, **bump)
        step = incident.step()
        assert step is not None
        # After the ruling, the only question still open is the optional follow-up, if any.
        question = step.question or step.optional
        if question is None:
            raise Refused("La décision est déjà rendue. Utilisez « retour » pour modifier une réponse.")
        question_id = str(action.payload.get("question", ""))
        value = str(action.payload.get("value", ""))
        if question_id != question.id:
            raise Refused(
                f"Cette réponse ne correspond pas à la question en cours, qui est « {question.prompt} »."
            )
        if authority and question.director_only and not directs(incident, actor):
            raise Refused(judgement_refusal(incident, question))
        if question.option(value) is None:
            choices = " / ".join(o.label for o in question.options)
            raise Refused(f"Réponse impossible à « {question.prompt} ». Réponses possibles : {choices}.")
        # Keep only the answers on the current path: an answer given on a branch abandoned by
        # « retour » must never silently answer a question of the new branch.
        given = incident.answers_dict()
        path = tuple((qid, given[qid]) for qid in step.asked)
        return _with_step(incident, (*path, (question_id, value)), **bump)
    raise Refused("Action inconnue.")


CLAIM_TOPIC = "revendication"


def stated_answers(
    incident: Incident, question_id: str, value: str, *, check: bool = True
) -> tuple[tuple[str, str], ...] | None:
    """Tester15 V10: the answers with a fact the words state for a question the walk reads without asking
    it (without a board, the corrected result reads which side played the contract: « Sud joue 4♠ »), in
    the walk's order, so that « r » takes back the last question asked, as ever. None when the question is
    answered already, the value is not one of its options, or (`check`) the walk does not read it or it
    changes nothing yet (tried again at the next step: the ruling it completes). A replay (`check` False)
    places the fact as it was recorded."""
    if incident.topic is None or question_id in incident.answers_dict():
        return None
    question = rules.get_topic(incident.topic).questions.get(question_id)
    if question is None or question.option(value) is None:
        return None
    answers = (*incident.answers, (question_id, value))
    try:
        step = next_step(incident.topic, answers, incident.regulation, incident.claim, incident.board)
        before = next_step(
            incident.topic, incident.answers, incident.regulation, incident.claim, incident.board
        )
    except RulesError:
        return None
    if check and (
        question_id not in step.asked
        or (step.question, step.ruling, step.optional) == (before.question, before.ruling, before.optional)
    ):
        return None
    given = dict(answers)
    walked = tuple((q, given[q]) for q in step.asked if q in given)
    return (*walked, *(a for a in answers if a[0] not in step.asked))


def _position_is_last(incident: Incident) -> bool:
    """Is the claim's position (`p`) the last thing given on the path: no answer after the place where
    the walk read it (`Step.evidence_at`, as `render.numbered_answers` numbers it)?"""
    if incident.claim is None or incident.topic != CLAIM_TOPIC:
        return False
    step, _ = safe_step(incident)
    if step is None or step.evidence_at is None:
        return False
    given = incident.answers_dict()
    place = sum(question in given for question in step.asked[: step.evidence_at])
    return len(incident.answers) <= place


def _with_claim(incident: Incident, count: str | None, bump: dict[str, Any]) -> Incident:
    """The claim's position and count (None: taken back): the answers are kept as far as they still fit
    the new figures (a count asked again with the cards is asked again), the rest dropped."""
    if incident.topic != CLAIM_TOPIC:
        raise Refused(
            "La position d'une revendication ne s'enregistre que sur un incident « Revendication ou "
            "concession »."
        )
    try:
        if count is not None:
            claim_from_json(count)
    except (ValueError, KeyError, TypeError, RulesError):
        raise Refused("Position de revendication illisible : rien n'est enregistré.") from None
    answers = incident.answers
    old, new = incident.claim_count, claim_from_json(count) if count is not None else None
    if old is not None and new is not None and old.tricks_left != new.tricks_left:
        # Tester12 Y4: the tricks claimed were given for the other position: asked again from there.
        at = next((i for i, (q, _) in enumerate(answers) if q == "claimed"), len(answers))
        answers = answers[:at]
    while True:
        try:
            step = next_step(CLAIM_TOPIC, answers, incident.regulation, count, incident.board)
        except RulesError:
            answers = answers[:-1]
            continue
        used = tuple((qid, value) for qid, value in answers if qid in step.asked)
        if used == answers:
            break
        answers = used
    return _with_step(incident, answers, claim=count, **bump)


# The score walk's question the recorded board answers (rules/topics/scores_procedure/result.py).
VULNERABLE_QUESTION = "vulnerable"


def _board_recorded(before: Incident, recorded: Incident) -> Incident:
    """Issue 38 §3 (G2): a board recorded on a topic's incident fixes the vulnerability from now on. A
    « vulnérable ? » typed before gives way to it (the walk asks which side played the contract
    instead); `_board_note` says what that changed."""
    answers = tuple((q, v) for q, v in recorded.answers if q != VULNERABLE_QUESTION)
    if answers != recorded.answers:  # the walk changed: the buttons on screen no longer act
        recorded = recorded.evolve(side_actions=before.side_actions)
    try:
        after = _with_step(recorded, answers)
        step = after.step()
        if (
            step is not None
            and (path := tuple(a for a in after.answers if a[0] in step.asked)) != after.answers
        ):
            # Answers past the new question (« which side played ») wait for it: each is given again
            # when the walk asks its question (tester6 T20: the tricks made at the table were asked
            # again), said then and undone with « r » like any received fact.
            waiting = tuple(
                lk.Received(q, v, recorded.id)
                for q, v in after.answers
                if (q, v) not in path and not any(f.question == q for f in recorded.received)
            )
            after = _with_step(recorded, path, received=(*recorded.received, *waiting))
    except RulesError as error:
        raise Refused(f"Donne non enregistrée : {error}") from None
    return after


def _board_note(before: Incident, after: Incident, now: float) -> Incident:
    """What a board recorded changed, said in one note (never silently, M3, H3): a corrected result
    that the board's vulnerability changes (G2), a ruling suspended until a question is answered again,
    a recorded mark set aside (kept in the history: `Incident.set_aside` says why)."""
    said: list[str] = []
    board = after.deal.board if after.deal is not None else ""
    old, new = _corrected(before), _corrected(after)
    if old is not None and (new is None or (new.result, new.score) != (old.result, old.score)):
        what = (
            f"devient {new.result}, {new.score:+d} pour le déclarant"
            if new is not None
            else "reposait sur la réponse donnée à « vulnérable ? » : dites quel camp a joué le contrat pour le "
            "recalculer ; d'ici là, la décision est suspendue"
        )
        was = "vulnérable" if old.vulnerable else "non vulnérable"
        said.append(
            f"La donne {board} fixe la vulnérabilité (Loi 2) : le résultat corrigé ({old.result}, "
            f"{old.score:+d} pour le déclarant, {was}) {what}."
        )
    elif before.state is State.RULED and after.state is not State.RULED:
        step, _ = safe_step(after)
        question = f" : répondez à « {step.question.prompt} »" if step and step.question else ""
        said.append(f"La donne {board} fixe la vulnérabilité (Loi 2) : la décision est suspendue{question}.")
    if said and (again := _asked_again(before, after)):
        said.append(again)
    if (
        after.score is not None
        and after.deal is not None
        and (impossible := impossible_score(after.score.line, after.regulation, after.deal)) is not None
    ):  # tester6 T37: a mark typed before the board, impossible at its vulnerability
        said.append(f"La marque enregistrée (« {after.score.line} ») : {impossible}")
    if before.score is not None and after.set_aside is not None:
        said.append(
            f"La marque enregistrée (« {before.score.line} ») est mise de côté (gardée dans l'historique) : "
            f"{after.set_aside}. Enregistrez-la à nouveau sous la décision actuelle (feuille de marque)."
        )
    if not said:
        return after
    return after.evolve(notes=(*after.notes, Note(now, SYSTEM.name, " ".join(said))))


def _asked_again(before: Incident, after: Incident) -> str:
    """The answers the board made wait for its new question, with what was answered (tester6 T20: the
    tricks made at the table wait for « which side played », then stand again, said so)."""
    kept = set(after.answers)
    dropped = [(q, v) for q, v in before.answers if (q, v) not in kept and q != VULNERABLE_QUESTION]
    if not dropped or after.topic is None:
        return ""
    questions = rules.get_topic(after.topic).questions
    told = []
    for qid, value in dropped:
        question = questions.get(qid)
        option = question.option(value) if question is not None else None
        if question is not None and option is not None:
            told.append(f"« {question.prompt} » (vous aviez répondu : {option.label})")
    return f"Repris dès que cette question a sa réponse : {' ; '.join(told)}." if told else ""


def _corrected(incident: Incident) -> ScoreLine | None:
    step, _ = safe_step(incident)
    ruling = step.ruling if step is not None else None
    return ruling.score if ruling is not None else None


def _score_entry(incident: Incident, actor: Actor, line: str, now: float) -> ScoreEntry:
    """The worksheet's computation, refused in French when the line cannot be read. Pure: the
    same line under the same regulation gives the same figures, so a replay rebuilds them."""
    if incident.ruling_id is None or incident.state is State.ABANDONED:
        raise Refused(
            f"L'incident #{incident.id} n'a pas de décision : la marque s'enregistre une fois la décision rendue."
        )
    line = line.strip()
    if len(line) > 500:
        raise Refused("La ligne de marque est trop longue (500 caractères au plus).")
    try:
        return score_entry(
            line, incident.regulation, actor.name, now, incident.ruling_id, incident.deal, incident.mark_basis
        )
    except RulesError as error:
        raise Refused(str(error)) from None


def _rescored(incident: Incident, deal: Deal) -> tuple[ScoreEntry, ...]:
    try:
        return rescored(incident.scores, incident.regulation, deal)
    except RulesError as error:
        raise Refused(f"Donne non enregistrée : {error}") from None


def _linked(incident: Incident, payload: dict[str, Any], now: float) -> Incident:
    other, relation = str(payload.get("incident", "")), str(payload.get("relation", ""))
    if not other or other == incident.id or relation not in lk.RELATIONS:
        raise Refused("Lien impossible : donnez le numéro d'un autre incident.")
    follows = incident.follows
    if relation == lk.FOLLOWS:
        if follows not in (None, other):
            raise Refused(f"L'incident #{incident.id} est déjà la suite de l'incident #{follows}.")
        follows = other
    received = incident.received
    if "received" in payload:  # issue 38 D2, the other order: what the other incident offers here, anew
        given = lk.received_from(payload.get("received"))
        # Only a claim's mark sends facts that answer (tester11 X16: the revoke's tricks at the table, said
        # when its walk reaches them); the other order (D2) only offers them.
        received = (*(f for f in received if f.source != other), *given)
        changed = {f.question for f in set(incident.received) ^ set(received)} & lk.READ_AT_RULING
        if changed and incident.topic is not None and incident.state in (State.ASKING, State.RULED):
            # Tester11 X16: a fact only the ruling reads (a linked revoke's transfer) changed: the ruling
            # reads the new one, the same answers otherwise.
            answers = tuple((q, v) for q, v in incident.answers if q not in changed)
            linked = incident.evolve(
                links=lk.add_link(incident.links, Link(other, relation)),
                follows=follows,
                version=incident.version + 1,
                side_actions=incident.side_actions + 1,
                updated_at=now,
            )
            return _with_step(linked, answers, received=received)
        if {f.question for f in set(incident.received) ^ set(received)} & lk.ANSWERED_NOW:
            # Tester12 Y18: the claim's tricks reach a revoke asking its tricks at the table now: answered
            # at once (the answers change: the buttons on screen are stale, so not a side action).
            if incident.topic is not None and incident.state is State.ASKING:
                linked = incident.evolve(
                    links=lk.add_link(incident.links, Link(other, relation)),
                    follows=follows,
                    version=incident.version + 1,
                    updated_at=now,
                )
                walked = _with_step(linked, incident.answers, received=received)
                if walked.answers != incident.answers:
                    return walked
    return incident.evolve(
        links=lk.add_link(incident.links, Link(other, relation)),
        follows=follows,
        received=received,
        version=incident.version + 1,
        side_actions=incident.side_actions + 1,
        updated_at=now,
    )


def _same_board_as_first(incident: Incident, deal: Deal) -> None:
    """A second irregularity is on its first incident's board (its « même donne » link, the facts it
    took from it): another board or table is refused there (tester3 L17), corrected on the first,
    whose board its second irregularities then take."""
    were = incident.deal
    if incident.second_of is None or were is None or (deal.board, deal.table) == (were.board, were.table):
        return
    raise Refused(
        f"L'incident #{incident.id} est une deuxième irrégularité sur la donne de l'incident "
        f"#{incident.second_of} ({were.text}) : sa donne est celle de #{incident.second_of}. Si c'est la "
        f"donne de #{incident.second_of} qui est fausse, corrigez-la là (elle passe ici aussi) ; si "
        "l'incident est sur une autre donne, ouvrez-en un séparé. Rien n'est noté."
    )


def _claim_on_board(incident: Incident, deal: Deal) -> None:
    """A claim already counted from typed cards, then its board recorded with the session's cards:
    a card the deal puts elsewhere means the board or the position is wrong, and the count with it
    (tester6 T46). Refused, nothing noted: the director says which is wrong."""
    count = incident.claim_count
    if count is None or deal.cards is None:
        return
    misfit = count.misfit(deal.cards.pbn, "sur cette donne")
    if misfit is None:
        return
    raise Refused(
        f"Donne non notée : la position de la revendication, déjà comptée, ne tient pas sur la {deal.text} "
        f"— {misfit}. Si c'est la bonne donne, retapez d'abord la position (p …), puis notez la donne ; "
        "sinon notez la bonne donne. Rien n'est noté."
    )


def _deal(payload: dict[str, Any]) -> Deal:
    try:
        return make_deal(payload)
    except RulesError as error:
        raise Refused(str(error)) from None


def replay(events: list[tuple[Actor, Action, float]], incident_id: str) -> Incident:
    """Rebuild an incident from its stored events (the first is `start`)."""
    actor, action, at = events[0]
    incident = create(incident_id, actor, action, at)
    for actor, action, at in events[1:]:
        # The button's version was checked when the event was recorded (by the rule of that
        # time: before issue 21 §4, notes counted in it), so it is not checked again here.
        incident = apply(incident, actor, replace(action, expected_version=None), at, authority=False)
    return incident


def safe_step(incident: Incident) -> tuple[Step | None, str | None]:
    """The step, or a French message if the core refuses (e.g. a topic removed since)."""
    try:
        return incident.step(), None
    except RulesError as error:
        return None, str(error)

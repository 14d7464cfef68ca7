"""The incident engine: states, actions, who may act, versions, expiry and resume (issue 3)."""

from __future__ import annotations

import threading
from pathlib import Path

import rules
from bot.incidents import incident as inc
from bot.incidents.engine import DEFAULT_IDLE_EXPIRY, Engine, Reply
from bot.incidents.incident import Action, Actor, Incident, Kind, State
from bot.incidents.storage import BACKSTOP_CHECKPOINT_PAGES
from bot.incidents.store import Store
from tests.bot.conftest import (
    DIRECTOR,
    OTHER_OWNER,
    OWNER,
    STRANGER,
    TOPIC,
    Clock,
    path_to_ruling,
    prompt_of,
    raw_events,
)

PATH = path_to_ruling()
FIRST_QUESTION, FIRST_VALUE = PATH[0]


async def opened(
    engine: Engine, actor: Actor = OWNER, chat: str = "salle", topic: str | None = TOPIC
) -> Incident:
    reply = await engine.open(actor, chat, topic)
    assert reply.ok, reply.message
    assert reply.incident is not None
    return reply.incident


async def answered(engine: Engine, incident: Incident, count: int, actor: Actor = OWNER) -> Reply:
    """Answer the first `count` questions of PATH, each with the version just seen."""
    reply = await engine.show(incident.id)
    for question, value in PATH[:count]:
        assert reply.incident is not None
        reply = await engine.act(
            incident.id, actor, inc.answer(question, value, reply.incident.answers_version)
        )
        assert reply.ok, reply.message
    return reply


def kinds(database: Path, incident_id: str) -> list[str]:
    return [kind for _, kind, _ in raw_events(database, incident_id)]


# --- states and actions -----------------------------------------------------------------


async def test_start_without_topic_waits_for_the_topic(engine: Engine, database: Path) -> None:
    reply = await engine.open(OWNER, "salle")
    assert reply.ok and reply.message is None
    assert reply.incident is not None
    assert reply.incident.state is State.CHOOSING_TOPIC
    assert reply.incident.topic is None and reply.step is None
    assert reply.incident.version == 1
    assert raw_events(database, reply.incident.id) == [(1, "start", OWNER.id)]


async def test_start_with_topic_asks_the_first_question(engine: Engine) -> None:
    incident = await opened(engine)
    reply = await engine.show(incident.id)
    assert incident.state is State.ASKING
    assert reply.step is not None and reply.step.question is not None
    assert reply.step.question.id == FIRST_QUESTION


async def test_start_with_an_unknown_topic_is_refused_in_french(engine: Engine, database: Path) -> None:
    reply = await engine.open(OWNER, "salle", "belote")
    assert reply.refused and reply.incident is None
    assert reply.message is not None and "Thème inconnu" in reply.message
    with_store = Store(database).open_sync()
    try:
        assert with_store.list_sync() == []
    finally:
        with_store.close_sync()


async def test_choose_topic_then_answers_lead_to_the_ruling(engine: Engine, database: Path) -> None:
    incident = await opened(engine, topic=None)
    reply = await engine.act(incident.id, OWNER, inc.choose_topic(TOPIC, incident.answers_version))
    assert reply.ok and reply.incident is not None
    assert reply.incident.state is State.ASKING and reply.incident.version == 2
    reply = await answered(engine, reply.incident, len(PATH))
    assert reply.incident is not None
    assert reply.incident.state is State.RULED
    assert reply.step is not None and reply.step.ruling is not None
    assert reply.incident.ruling_id == reply.step.ruling.id
    assert reply.incident.answers == tuple(PATH)
    assert kinds(database, incident.id) == ["start", "choose_topic", *["answer"] * len(PATH)]
    # A ruled incident is still open: no more answers, but back works.
    again = await engine.act(incident.id, OWNER, inc.answer(FIRST_QUESTION, FIRST_VALUE))
    assert again.refused and again.message is not None and "décision est déjà rendue" in again.message
    assert reply.step.optional is None
    back = await engine.act(incident.id, OWNER, inc.back(reply.incident.answers_version))
    assert back.ok and back.incident is not None and back.incident.state is State.ASKING
    assert back.step is not None and back.step.question is not None
    assert back.step.question.id == PATH[-1][0]


async def test_the_follow_up_offered_with_a_ruling_may_be_answered(engine: Engine) -> None:
    first_ruling = path_to_ruling(follow_up=False)
    incident = await opened(engine)
    reply = await answered(engine, incident, len(first_ruling))
    assert reply.incident is not None and reply.incident.state is State.RULED
    assert reply.step is not None and reply.step.ruling is not None
    follow_up = reply.step.optional
    assert follow_up is not None, "the revoke ruling offers the corrected score as a follow-up"
    forged = await engine.act(
        incident.id, OWNER, inc.answer(follow_up.id, "peut-être", reply.incident.answers_version)
    )
    assert forged.refused and forged.message is not None
    assert forged.message.startswith(f"Réponse impossible à « {follow_up.prompt} »")
    taken = await engine.act(
        incident.id,
        OWNER,
        inc.answer(follow_up.id, follow_up.options[0].value, reply.incident.answers_version),
    )
    assert taken.ok and taken.incident is not None
    assert taken.incident.answers[-1] == (follow_up.id, follow_up.options[0].value)


async def test_choose_topic_refusals(engine: Engine) -> None:
    blank = await opened(engine, topic=None)
    unknown = await engine.act(blank.id, OWNER, inc.choose_topic("belote"))
    assert unknown.refused and unknown.message is not None and "Thème inconnu" in unknown.message
    early = await engine.act(blank.id, OWNER, inc.answer(FIRST_QUESTION, FIRST_VALUE))
    assert early.refused and early.message == "Choisissez d'abord le thème de l'incident."
    chosen = await opened(engine)
    twice = await engine.act(chosen.id, OWNER, inc.choose_topic(TOPIC))
    assert twice.refused and twice.message is not None and "déjà choisi" in twice.message
    for reply in (unknown, early, twice):
        assert reply.incident is not None and reply.incident.version == 1


async def test_back_drops_the_last_answer_then_returns_to_the_topic(engine: Engine) -> None:
    incident = await opened(engine)
    reply = await answered(engine, incident, 2)
    assert reply.incident is not None and reply.incident.answers == tuple(PATH[:2])
    reply = await engine.act(incident.id, OWNER, inc.back(reply.incident.answers_version))
    assert reply.incident is not None and reply.incident.answers == tuple(PATH[:1])
    assert reply.step is not None and reply.step.question is not None
    assert reply.step.question.id == PATH[1][0]
    reply = await engine.act(incident.id, OWNER, inc.back())
    reply = await engine.act(incident.id, OWNER, inc.back())
    assert reply.incident is not None and reply.incident.state is State.CHOOSING_TOPIC
    assert reply.incident.topic is None
    refused = await engine.act(incident.id, OWNER, inc.back())
    assert refused.refused and refused.message is not None and "pas de question précédente" in refused.message


async def test_restart_clears_topic_and_answers(engine: Engine) -> None:
    incident = await opened(engine)
    reply = await answered(engine, incident, 3)
    assert reply.incident is not None
    reply = await engine.act(incident.id, OWNER, inc.restart(reply.incident.answers_version))
    assert reply.ok and reply.incident is not None
    assert reply.incident.state is State.CHOOSING_TOPIC
    assert reply.incident.topic is None and reply.incident.answers == ()


async def test_abandon_closes_and_refuses_answers(engine: Engine, database: Path) -> None:
    incident = await opened(engine)
    reply = await answered(engine, incident, 1)
    assert reply.incident is not None
    reply = await engine.act(incident.id, OWNER, inc.abandon(reply.incident.answers_version))
    assert reply.ok and reply.incident is not None and reply.incident.state is State.ABANDONED
    before = raw_events(database, incident.id)
    for action in (inc.answer(*PATH[1]), inc.back(), inc.restart(), inc.abandon(), inc.choose_topic(TOPIC)):
        refused = await engine.act(incident.id, OWNER, action)
        assert refused.refused
        assert refused.message is not None and "abandonné" in refused.message
        assert "ne peut plus être modifié" in refused.message
    assert raw_events(database, incident.id) == before
    shown = await engine.show(incident.id)
    assert shown.ok and shown.incident is not None and shown.incident.answers == tuple(PATH[:1])


async def test_notes_are_recorded_with_their_author(engine: Engine, clock: Clock) -> None:
    incident = await opened(engine)
    clock.advance(5)
    reply = await engine.act(incident.id, OWNER, inc.note("  Table 7, étui 12 : Sud a renoncé à cœur.  "))
    assert reply.ok and reply.incident is not None and reply.incident.version == 2
    reply = await engine.act(incident.id, DIRECTOR, inc.note("Arrivé à la table à 15 h 02."))
    assert reply.incident is not None
    assert [(n.author, n.text, n.at) for n in reply.incident.notes] == [
        ("Alice", "Table 7, étui 12 : Sud a renoncé à cœur.", clock.now),
        ("Dominique", "Arrivé à la table à 15 h 02.", clock.now),
    ]
    # A note never moves the conversation.
    assert reply.step is not None and reply.step.question is not None
    assert reply.step.question.id == FIRST_QUESTION
    empty = await engine.act(incident.id, OWNER, inc.note("   "))
    assert empty.refused and empty.message is not None and "note est vide" in empty.message
    long = await engine.act(incident.id, OWNER, inc.note("x" * 2001))
    assert long.refused and long.message is not None and "trop longue" in long.message
    stranger = await engine.act(incident.id, STRANGER, inc.note("Je n'étais pas là."))
    assert stranger.refused
    shown = await engine.show(incident.id)
    assert shown.incident is not None and len(shown.incident.notes) == 2 and shown.incident.version == 3


async def test_a_note_after_the_ruling_is_kept(engine: Engine) -> None:
    incident = await opened(engine)
    ruled = await answered(engine, incident, len(PATH))
    assert ruled.incident is not None and ruled.incident.state is State.RULED
    reply = await engine.act(incident.id, OWNER, inc.note("Décision lue à la table."))
    assert reply.ok and reply.incident is not None and reply.incident.state is State.RULED
    assert reply.step is not None and reply.step.ruling is not None


async def test_start_as_an_action_is_refused(engine: Engine) -> None:
    incident = await opened(engine)
    reply = await engine.act(incident.id, OWNER, inc.start("salle", TOPIC))
    assert reply.refused and reply.message == "Cet incident est déjà ouvert."


# --- several incidents in one chat ----------------------------------------------------------


async def test_several_incidents_in_one_chat_are_independent(engine: Engine) -> None:
    first = await opened(engine, OWNER, "club")
    second = await opened(engine, OTHER_OWNER, "club")
    third = await opened(engine, OWNER, "club", topic=None)
    assert len({first.id, second.id, third.id}) == 3
    await answered(engine, first, 3)
    await answered(engine, second, 1, actor=OTHER_OWNER)
    shown = {i.id: (await engine.show(i.id)).incident for i in (first, second, third)}
    assert shown[first.id] is not None and shown[first.id].answers == tuple(PATH[:3])
    assert shown[second.id] is not None and shown[second.id].answers == tuple(PATH[:1])
    assert shown[third.id] is not None and shown[third.id].state is State.CHOOSING_TOPIC
    listed = await engine.open_incidents(chat="club")
    assert [i.id for i in listed] == [third.id, second.id, first.id]
    assert [i.id for i in await engine.open_incidents(chat="club", owner_id=OWNER.id)] == [third.id, first.id]
    assert await engine.open_incidents(chat="ailleurs") == []


# --- who may act ----------------------------------------------------------------------------


async def test_a_stranger_is_refused_in_french_but_may_read(engine: Engine, database: Path) -> None:
    incident = await opened(engine)
    before = raw_events(database, incident.id)
    for action in (
        inc.answer(FIRST_QUESTION, FIRST_VALUE, incident.answers_version),
        inc.back(),
        inc.restart(),
        inc.abandon(),
        inc.note("Bob passait par là."),
    ):
        reply = await engine.act(incident.id, STRANGER, action)
        assert reply.refused
        assert reply.message == (
            f"Seul Alice, qui a ouvert l'incident #{incident.id}, ou un arbitre peut agir sur cet incident. "
            "Vous pouvez le consulter."
        )
        assert reply.incident is not None and reply.incident.version == 1
    assert raw_events(database, incident.id) == before
    shown = await engine.show(incident.id)
    assert shown.ok and shown.incident is not None
    assert shown.step is not None and shown.step.question is not None


async def test_a_director_may_act_on_anyone_s_incident(engine: Engine, database: Path) -> None:
    incident = await opened(engine)
    reply = await engine.act(
        incident.id, DIRECTOR, inc.answer(FIRST_QUESTION, FIRST_VALUE, incident.answers_version)
    )
    assert reply.ok and reply.incident is not None and reply.incident.version == 2
    reply = await engine.act(incident.id, DIRECTOR, inc.abandon(reply.incident.answers_version))
    assert reply.ok and reply.incident is not None and reply.incident.state is State.ABANDONED
    assert raw_events(database, incident.id)[1:] == [(2, "answer", DIRECTOR.id), (3, "abandon", DIRECTOR.id)]
    assert reply.incident.owner_id == OWNER.id  # acting does not take the incident over


async def test_nobody_but_the_system_may_expire(engine: Engine) -> None:
    incident = await opened(engine)
    for actor in (STRANGER, OWNER, DIRECTOR):
        reply = await engine.act(incident.id, actor, inc.expire())
        assert reply.refused and reply.message is not None
        assert reply.incident is not None and reply.incident.state is State.ASKING


# --- optimistic versions --------------------------------------------------------------------


async def test_an_old_button_is_refused_naming_the_current_question(engine: Engine, database: Path) -> None:
    incident = await opened(engine)
    reply = await answered(engine, incident, 2)
    assert reply.incident is not None and reply.incident.version == 3
    stale = await engine.act(incident.id, OWNER, inc.answer(FIRST_QUESTION, FIRST_VALUE, expected_version=1))
    assert stale.refused
    current_prompt = prompt_of(TOPIC, PATH[:2])
    # The same answer, pressed again by the one who gave it: already recorded, said as such (F19).
    first_prompt = prompt_of(TOPIC, [])
    assert stale.message is not None and stale.message.startswith(
        f"Ce choix n'est plus d'actualité : il est déjà enregistré (« {first_prompt} » → "
    )
    assert stale.message.endswith(f"La question en cours est « {current_prompt} ».")
    assert stale.incident is not None and stale.incident.version == 3
    assert len(raw_events(database, incident.id)) == 3


async def test_a_double_press_is_recorded_once(engine: Engine, database: Path) -> None:
    incident = await opened(engine)
    action = inc.answer(FIRST_QUESTION, FIRST_VALUE, incident.answers_version)
    first = await engine.act(incident.id, OWNER, action)
    second = await engine.act(incident.id, OWNER, action)
    assert first.ok and second.refused
    assert second.message is not None and f"« {prompt_of(TOPIC, PATH[:1])} »" in second.message
    assert kinds(database, incident.id) == ["start", "answer"]
    for stale in (inc.back(1), inc.restart(1), inc.abandon(1), inc.choose_topic(TOPIC, 1)):
        refused = await engine.act(incident.id, OWNER, stale)
        assert refused.refused and refused.message is not None and "plus d'actualité" in refused.message
    assert kinds(database, incident.id) == ["start", "answer"]


async def test_an_old_button_on_the_topic_choice_names_the_topic_choice(engine: Engine) -> None:
    incident = await opened(engine, topic=None)
    chosen = await engine.act(incident.id, OWNER, inc.choose_topic(TOPIC, 1))
    assert chosen.ok
    back = await engine.act(incident.id, OWNER, inc.back(2))  # back to the topic choice
    assert back.ok and back.incident is not None and back.incident.topic is None
    stale = await engine.act(incident.id, OWNER, inc.choose_topic(TOPIC, 1))
    assert stale.refused and stale.message is not None and "le choix du thème" in stale.message


async def test_a_note_leaves_the_buttons_on_screen_valid(engine: Engine) -> None:
    """Issue 21 §4: a note bumps the stored version, not the one the buttons carry."""
    incident = await opened(engine, topic=None)
    noted = await engine.act(incident.id, OWNER, inc.note("Table 3."))
    assert noted.ok and noted.incident is not None
    assert noted.incident.version == 2 and noted.incident.answers_version == 1
    chosen = await engine.act(incident.id, OWNER, inc.choose_topic(TOPIC, 1))  # shown before the note
    assert chosen.ok and chosen.incident is not None and chosen.incident.topic == TOPIC
    await engine.act(incident.id, DIRECTOR, inc.note("Nord confirme."))
    answered = await engine.act(incident.id, OWNER, inc.answer(FIRST_QUESTION, FIRST_VALUE, 2))
    assert answered.ok, answered.message
    again = await engine.act(incident.id, OWNER, inc.answer(FIRST_QUESTION, FIRST_VALUE, 2))
    assert again.refused and again.message is not None and "plus d'actualité" in again.message


# --- bad input ------------------------------------------------------------------------------


async def test_an_unknown_incident_id(engine: Engine) -> None:
    for reply in (
        await engine.act("999", OWNER, inc.answer(FIRST_QUESTION, FIRST_VALUE)),
        await engine.show("999"),
        await engine.act("'; DROP TABLE incidents; --", DIRECTOR, inc.abandon()),
    ):
        assert reply.refused and reply.incident is None
        assert reply.message is not None and reply.message.startswith("Aucun incident #")
        assert "Vérifiez le numéro" in reply.message


async def test_a_forged_option_value_or_question_is_refused(engine: Engine, database: Path) -> None:
    incident = await opened(engine)
    question = rules.next_step(TOPIC, {}).question
    assert question is not None
    forged = await engine.act(
        incident.id, OWNER, inc.answer(FIRST_QUESTION, "grand_chelem", incident.answers_version)
    )
    assert forged.refused and forged.message is not None
    assert forged.message.startswith(f"Réponse impossible à « {question.prompt} »")
    assert question.options[0].label in forged.message
    wrong_question = await engine.act(
        incident.id, OWNER, inc.answer(PATH[1][0], PATH[1][1], incident.answers_version)
    )
    assert wrong_question.refused and wrong_question.message is not None
    assert "ne correspond pas à la question en cours" in wrong_question.message
    junk = Action(Kind.ANSWER, {"question": None, "value": ["x"], "extra": 1}, incident.version)
    assert (await engine.act(incident.id, OWNER, junk)).refused
    assert kinds(database, incident.id) == ["start"]


# --- idle expiry ----------------------------------------------------------------------------


async def test_idle_incidents_expire_after_24_hours_and_stay_readable(
    engine: Engine, clock: Clock, database: Path
) -> None:
    assert DEFAULT_IDLE_EXPIRY == 24 * 3600
    incident = await opened(engine)
    await answered(engine, incident, 2)
    clock.advance(DEFAULT_IDLE_EXPIRY)  # exactly 24 h: not yet
    reply = await engine.act(incident.id, OWNER, inc.answer(*PATH[2]))
    assert reply.ok and reply.incident is not None and reply.incident.version == 4
    clock.advance(DEFAULT_IDLE_EXPIRY + 1)
    late = await engine.act(incident.id, OWNER, inc.answer(*PATH[3]))
    assert late.refused and late.message is not None
    assert late.message.startswith(f"L'incident #{incident.id} a expiré après 24 h sans activité")
    assert late.incident is not None and late.incident.state is State.EXPIRED
    assert raw_events(database, incident.id)[-1] == (5, "expire", "system")
    assert late.incident.answers == tuple(PATH[:3])  # nothing lost, the late answer not recorded
    shown = await engine.show(incident.id)
    assert shown.ok and shown.incident is not None and shown.incident.state is State.EXPIRED
    again = await engine.act(incident.id, OWNER, inc.back())
    assert again.refused and again.message is not None and "expiré" in again.message
    assert len(raw_events(database, incident.id)) == 5


async def test_expire_idle_closes_only_idle_incidents(engine: Engine, clock: Clock, database: Path) -> None:
    old = await opened(engine)
    ruled = await opened(engine, OTHER_OWNER)
    await answered(engine, ruled, len(PATH), actor=OTHER_OWNER)
    abandoned = await opened(engine)
    await engine.act(abandoned.id, OWNER, inc.abandon())
    clock.advance(DEFAULT_IDLE_EXPIRY - 10)
    fresh = await opened(engine)
    clock.advance(20)
    assert await engine.expire_idle() == 2
    states = {i.id: (await engine.show(i.id)).incident for i in (old, ruled, abandoned, fresh)}
    assert {k: v.state for k, v in states.items() if v is not None} == {
        old.id: State.EXPIRED,
        ruled.id: State.EXPIRED,
        abandoned.id: State.ABANDONED,
        fresh.id: State.ASKING,
    }
    assert await engine.expire_idle() == 0
    assert [i.id for i in await engine.open_incidents()] == [fresh.id]
    with_store = Store(database).open_sync()
    try:
        assert len(with_store.list_sync(limit=None)) == 4  # closed, never deleted
    finally:
        with_store.close_sync()


async def test_the_idle_expiry_is_configurable(store: Store, clock: Clock) -> None:
    engine = Engine(store, clock=clock, idle_expiry=90 * 60)
    incident = await opened(engine)
    clock.advance(90 * 60 + 1)
    reply = await engine.act(incident.id, OWNER, inc.answer(FIRST_QUESTION, FIRST_VALUE))
    assert reply.refused and reply.message is not None and "a expiré après 1.5 h" in reply.message


async def test_a_note_on_an_idle_incident_is_kept_after_the_expiry(
    engine: Engine, clock: Clock, database: Path
) -> None:
    incident = await opened(engine)
    clock.advance(DEFAULT_IDLE_EXPIRY + 1)
    reply = await engine.act(incident.id, OWNER, inc.note("Joueurs partis avant ma décision."))
    assert reply.ok and reply.incident is not None
    assert reply.incident.state is State.EXPIRED
    assert [n.text for n in reply.incident.notes] == ["Joueurs partis avant ma décision."]
    assert reply.message is not None and "a expiré" in reply.message
    assert kinds(database, incident.id) == ["start", "expire", "note"]


# --- resume -----------------------------------------------------------------------------------


async def test_a_new_engine_on_the_same_file_resumes_every_open_incident(
    database: Path, clock: Clock
) -> None:
    store = await Store(database).open()
    engine = Engine(store, clock=clock)
    first = await opened(engine, OWNER, "salle")
    second = await opened(engine, OTHER_OWNER, "club")
    blank = await opened(engine, OWNER, "club", topic=None)
    closed = await opened(engine, OWNER, "salle")
    await answered(engine, first, 3)
    await answered(engine, second, 1, actor=OTHER_OWNER)
    await engine.act(second.id, OTHER_OWNER, inc.note("Étui 4."))
    await engine.act(closed.id, OWNER, inc.abandon())
    before = {i.id: (await engine.show(i.id)) for i in (first, second, blank, closed)}
    await store.close()

    clock.advance(3600)
    store = await Store(database).open()
    try:
        engine = Engine(store, clock=clock)
        resumed = await engine.open_incidents()
        assert {i.id for i in resumed} == {first.id, second.id, blank.id}
        for incident_id, old in before.items():
            now = await engine.show(incident_id)
            assert now.incident == old.incident
            assert now.step == old.step
        # And the conversation goes on where it stopped.
        after = await engine.show(first.id)
        assert after.incident is not None
        reply = await engine.act(first.id, OWNER, inc.answer(*PATH[3], after.incident.answers_version))
        assert reply.ok and reply.incident is not None and reply.incident.answers == tuple(PATH[:4])
    finally:
        await store.close()


async def test_peek_reads_the_engine_s_copy_and_a_stale_copy_cannot_slip_an_action_through(
    database: Path, clock: Clock
) -> None:
    """Adapters peek before acting (one read less per press); the version check still decides."""
    stores = [await Store(database).open() for _ in range(2)]
    try:
        here, elsewhere = (Engine(store, clock=clock) for store in stores)
        incident = await opened(here)
        reads: list[str] = []
        real_get = stores[0].get

        async def counting_get(incident_id: str) -> Incident | None:
            reads.append(incident_id)
            return await real_get(incident_id)

        stores[0].get = counting_get  # type: ignore[method-assign]
        peeked = await here.peek(incident.id)
        assert peeked.incident == incident and reads == []
        assert peeked.step is not None and peeked.step.question is not None
        assert peeked.step.question.id == FIRST_QUESTION

        # Another process answers the first question: this engine's copy is now one version old.
        moved = await elsewhere.act(
            incident.id, OWNER, inc.answer(FIRST_QUESTION, FIRST_VALUE, incident.answers_version)
        )
        assert moved.ok
        stale = await here.peek(incident.id)
        assert stale.incident is not None and stale.incident.version == incident.version
        again = await here.act(
            incident.id, OWNER, inc.answer(FIRST_QUESTION, FIRST_VALUE, incident.answers_version)
        )
        assert again.refused and again.message is not None
        assert kinds(database, incident.id) == ["start", "answer"]  # the stale press was not recorded

        # An incident this engine never saw is read from the store.
        other = await opened(elsewhere, OTHER_OWNER, "club")
        assert (await here.peek(other.id)).incident == other and reads[-1] == other.id
        assert (await here.peek("999")).refused
    finally:
        for store in stores:
            await store.close()


# --- the store's background checkpoint --------------------------------------------------------


async def test_the_wal_is_checkpointed_in_the_background_and_stopped_on_close(database: Path) -> None:
    def checkpointers() -> int:
        return sum(t.name == "arbitre-checkpoint" and t.is_alive() for t in threading.enumerate())

    before = checkpointers()
    store = await Store(database).open()
    try:
        assert checkpointers() == before + 1
        # The writer checkpoints itself only as a backstop, far beyond SQLite's default of 1,000 pages.
        pages = store.run_sync(lambda: store.db.conn.execute("PRAGMA wal_autocheckpoint").fetchone()[0])
        assert pages == BACKSTOP_CHECKPOINT_PAGES > 1000
    finally:
        await store.close()
    assert checkpointers() == before
    assert not database.with_name(database.name + "-wal").exists()  # the last close checkpointed all

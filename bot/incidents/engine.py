"""The incident engine: one state machine per incident, stored durably, safe under concurrency.

Adapters hand it actions with the actor who made them and render what it returns. It knows
nothing of Telegram or Discord. For each action: take the incident's lock, read its state (the
copy kept from its last action, which the commit checks against the stored version), apply the
pure transition (bot.incidents.incident), commit state and event, then answer. A refusal
comes back as a Reply with a French message; no exception escapes to the adapter.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Awaitable, Callable
from contextlib import AbstractAsyncContextManager

import rules
from bot.finder import head
from bot.incidents import (
    attach,
    checks,
    claim_count,
    claim_revoke,
    consequences,
    follow_ups,
    linked,
    links,
    race,
    revoke_trick,
    settled,
    transition,
    updates,
    words,
)
from bot.incidents import incident as inc
from bot.incidents.claim_count import CLAIM_TIME_LIMIT
from bot.incidents.deals import DealBook
from bot.incidents.described import Descriptions, understood
from bot.incidents.incident import Action, Actor, Incident, Kind, Overtaken, Refused, State
from bot.incidents.links import Received
from bot.incidents.locks import KeyedLocks
from bot.incidents.reply import Reply
from bot.incidents.rows import Conflict
from bot.incidents.solver import SOLVER, load_claim_search
from bot.incidents.storage import StorageError
from bot.incidents.store import Store
from rules.model import RulesError

log = logging.getLogger("arbitre.engine")

DEFAULT_IDLE_EXPIRY = 24 * 3600.0
FOLLOW_UP_TOPIC = linked.FOLLOW_UP_TOPIC  # penalties (90, 91), 79B-C, the director's error (82C), appeals
FOLLOW_UP_WHAT = follow_ups.FOLLOW_UP_WHAT


def _unexpected(error: Exception) -> Reply:
    """The last net: a bug or a closed store becomes a French refusal, never an exception."""
    log.warning("unexpected error in the engine: %r", error)  # no traceback for the user's terminal
    log.debug("unexpected error in the engine", exc_info=error)
    return Reply(
        None,
        message=f"Action non enregistrée : erreur inattendue ({type(error).__name__}). "
        "Rien de ce qui était déjà enregistré n'est perdu ; réessayez ou relancez Arbitre.",
        refused=True,
    )


# What moves an incident's questions on: done during its claim count, the count gives way (tester24 P11).
ANSWERING = frozenset({Kind.ANSWER, Kind.BACK, Kind.RESTART, Kind.CHOOSE_TOPIC, Kind.ABANDON})


class Engine:
    def __init__(
        self,
        store: Store,
        *,
        clock: Callable[[], float] = time.time,
        idle_expiry: float = DEFAULT_IDLE_EXPIRY,
        regulation: str = rules.DEFAULT_REGULATION,
        cache_size: int = 20_000,
    ) -> None:
        self.store = store
        self.clock = clock
        self.idle_expiry = idle_expiry
        self.regulation = regulation
        # One lock per incident being acted on, with the number of callers holding or awaiting
        # it; dropped when that falls to zero, so the dict does not grow with every incident.
        self._locks = KeyedLocks()
        # The last state this engine read or wrote of each open incident, to skip a read per
        # action. Never trusted blindly: a commit goes through only if the stored version is
        # still the one it was computed from, and a refusal computed from it is decided again on
        # the stored state (another process may have moved the incident).
        self._cache: dict[str, Incident] = {}
        self._described = Descriptions()  # the words of incidents opened from a description
        self._seconds = words.SecondOffers()  # the second irregularity those words name
        self._cache_size = cache_size
        self.claim_time_limit = CLAIM_TIME_LIMIT
        self._counting: set[str] = set()  # the chats with a claim count in flight: one each (U3)
        # Tester24 P11: the claim count in flight for an incident, abandoned once its director answers himself.
        self._count_stops: dict[str, threading.Event] = {}
        self.warm_solver = False  # start the solver when a director opens a claim (bot/app.py sets it)
        self.deals = DealBook(store, clock)  # the sessions' imported deals: a recorded board takes its cards
        # Told of each incident that reaches its ruling, and of each mark recorded (the call desk sends
        # them to a caller: T10, tester10 W5).
        self.ruled_hooks: list[Callable[[Incident], Awaitable[None]]] = []

    def _remember(self, incident: Incident) -> None:
        if not incident.state.is_open:
            self._cache.pop(incident.id, None)
            return
        known = self._cache.get(incident.id)
        if known is not None and known.version > incident.version:
            return  # a read that raced with an action (show() takes no lock): keep the newer state
        if known is None and len(self._cache) >= self._cache_size:
            self._cache.pop(next(iter(self._cache)))  # the oldest entry
        self._cache[incident.id] = incident

    def cached(self, incident_id: str) -> Incident | None:
        """This engine's last copy of the incident, without reading the store (None if it has
        none): for a check that must answer before any store access (a Discord modal)."""
        return self._cache.get(incident_id)

    def forget(self, incident_ids: tuple[str, ...] | list[str]) -> None:
        """Drop these incidents' copies: they were changed in the store by another path (a chat
        that moved, bot/events/moves.py)."""
        for incident_id in incident_ids:
            self._cache.pop(incident_id, None)

    def _lock(self, incident_id: str) -> AbstractAsyncContextManager[None]:
        return self._locks.hold(incident_id)

    def _opening(self, source_id: str) -> AbstractAsyncContextManager[None]:
        """Held while an incident linked to `source_id` is opened (« Suites », second irregularity, hand-over): two
        clicks at once find the first one's incident instead of opening two (ops35). Not the incident's own lock,
        which the opening takes to link both."""
        return self._locks.hold(f"opening:{source_id}")

    @staticmethod
    def _reply(incident: Incident, message: str | None = None, refused: bool = False) -> Reply:
        step, problem = transition.safe_step(incident)
        return Reply(incident, step, problem or message, refused or problem is not None)

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
        description: str | None = None,
        relation: str = links.SECOND,
        keep_words: bool = True,
    ) -> Reply:
        """Open a new incident, optionally with its topic already chosen; `place` names the chat;
        `regulation` (an online event's, with its organiser's policy) replaces the bot's own;
        `follows` links it to the ruled incident it follows up; `second_of` makes it a second
        irregularity on that incident's board, with the facts it `received` from it; `description`,
        the director's words, answers the questions whose facts they state (issue 31 §2), now or once
        the topic is chosen, and (`keep_words`: not a call's reason, which the call desk notes itself)
        is kept as the first note, with the board and table it names (issue 37 §2)."""
        try:
            reply = await self._open(
                actor, chat, topic, place, regulation, follows, second_of, received, relation
            )
            if description and reply.ok and reply.incident is not None:
                # The facts are read in the words' head only, its whole sentences (bot/finder/head.py, issue 37 §5): a 100 KB
                # message costs what its first READ characters do; the note keeps more of them (`record`).
                self._described.remember(reply.incident.id, head.whole_sentences(description))
                said = await words.record(self, reply.incident, actor, description) if keep_words else []
                reply = await self._prefill(await self.show(reply.incident.id), actor, said)
            return reply
        except Exception as error:
            return _unexpected(error)

    async def _open(
        self,
        actor: Actor,
        chat: str,
        topic: str | None,
        place: str | None,
        regulation: str | None,
        follows: str | None = None,
        second_of: str | None = None,
        received: tuple[Received, ...] = (),
        relation: str = links.SECOND,
    ) -> Reply:
        action = inc.start(
            chat, topic, regulation or self.regulation, place, follows, second_of, received, relation
        )
        now = self.clock()
        key = updates.next_key()  # the chat update asking, if any: the same update opens one incident
        try:
            created = await self.store.create(
                lambda new_id: transition.create(new_id, actor, action, now), actor, action, now, key
            )
        except (Refused, RulesError) as error:
            return Reply(None, message=str(error), refused=True)
        except StorageError as error:
            return Reply(None, message=str(error), refused=True)
        # T17: no platform user id at INFO (a private chat's id is its user's): the log outlives the
        # retention that anonymises the incident. DEBUG, for a diagnosis, says who and where.
        if created.created_at == now:
            log.info("incident %s opened", created.id)
            log.debug("incident %s opened by %s in %s", created.id, actor.id, chat)
        else:  # the chat update that opened it, handled again after a restart
            log.info("incident %s: its opening update came again, nothing opened", created.id)
        self._remember(created)
        self._warm_solver(created, actor)
        return self._reply(created)

    async def act(self, incident_id: str, actor: Actor, action: Action) -> Reply:
        """Apply one action; the reply says what happened, in French when refused."""
        # The chat update asking, if any (bot/incidents/updates.py): asked again after a restart,
        # the action finds its change stored and is answered from it, not applied twice.
        key = updates.next_key() if action.kind is not Kind.EXPIRE else None
        if actor.is_director and action.kind in ANSWERING and (stop := self._count_stops.get(incident_id)):
            stop.set()  # tester24 P11: his own answers go on; the count is abandoned, never recorded after them
        try:
            reply = await settled.take(
                self, await self._act_locked(incident_id, actor, action, key), actor, action
            )
            if (
                action.kind in (Kind.ANSWER, Kind.CHOOSE_TOPIC)
                and incident_id not in self._described
                and reply.incident is not None
                and (stored := words.description_of(reply.incident)) is not None
            ):  # tester5 M6: after a restart, the stored description still answers what it states
                # Tester15 V3: a second irregularity's own words, read with the contract its first named.
                first = await self.store.get(reply.incident.second_of) if reply.incident.second_of else None
                self._described.remember(incident_id, words.with_first_contract(stored, first))
            elif (
                action.kind is Kind.ANSWER
                and incident_id not in self._described
                and reply.incident is not None
                and (copied := words.second_words(reply.incident)) is not None
            ):  # tester14 W17: a second irregularity (`+`, `o1`) reads its part of the first's words after a restart
                self._described.remember_second(
                    incident_id, head.whole_sentences(copied), words.handed_over(reply.incident)
                )
            # A board recorded may ask a new question the words answer (« Nord joue 4♥ »: which side
            # played, tester6 T20).
            board_asks = (  # the board recorded under answers asked a new question (not the words' own board)
                action.kind is Kind.DEAL
                and reply.incident is not None
                and reply.incident.received
                and any(f.source == incident_id for f in reply.incident.received)
            )
            if incident_id in self._described and (
                action.kind in (Kind.ANSWER, Kind.CHOOSE_TOPIC) or board_asks
            ):
                told = reply.message if action.kind is Kind.DEAL and reply.ok else None
                reply = await self._prefill(reply, actor)
                if told and told not in (reply.message or ""):  # what the board changed, said first
                    reply = Reply(reply.incident, reply.step, "\n".join(filter(None, (told, reply.message))))
            if reply.ok and reply.incident is not None and (reply.incident.second_of or reply.incident.links):
                said = await linked.after_action(self, reply.incident, actor, action.kind)
                said += await claim_revoke.after_action(self, reply.incident, actor, action.kind)
                said += await revoke_trick.after_action(self, reply.incident, action.kind)  # tester24 P4
                if said:
                    reply = Reply(reply.incident, reply.step, "\n".join(filter(None, [reply.message, *said])))
            if reply.ok and reply.incident is not None and action.kind is Kind.CHOOSE_TOPIC:
                self._warm_solver(reply.incident, actor)
            return reply
        except Exception as error:
            self._cache.pop(incident_id, None)
            return _unexpected(error)

    def _warm_solver(self, incident: Incident, actor: Actor) -> None:
        """A claim opened by its director: start the solver while he types the position (only his
        counts may use it: a player's claim costs no CPU, U3)."""
        if incident.topic == transition.CLAIM_TOPIC and self.warm_solver:
            if transition.director_refusal(incident, actor, "") is None:
                SOLVER.warm(load_claim_search)

    async def describe(self, incident_id: str, actor: Actor, text: str) -> list[str]:
        """The director's words for an incident whose topic is not chosen yet: once it is, they answer
        the questions whose facts they state; kept as a note, their board recorded (the lines to say)."""
        shown = await self.show(incident_id)
        # Tester11 X4: a second irregularity's words read with the board's contract its first incident named.
        first = (
            await self.store.get(shown.incident.second_of)
            if shown.incident and shown.incident.second_of
            else None
        )
        self._described.remember(incident_id, words.with_first_contract(text, first))
        return await words.record(self, shown.incident, actor, text) if shown.incident is not None else []

    async def _prefill(self, reply: Reply, actor: Actor, said: list[str] | None = None) -> Reply:
        """Answer, as ordinary answers said on screen, the questions the description already settles;
        a follow-up described with its board is first attached to the ruled incident of that board."""
        said = list(said or ())
        text = self._described.text(reply.incident.id) if reply.incident is not None else None
        attached = None
        if text is not None and reply.ok and reply.incident is not None:
            attached = await words.attach_by_words(self, reply.incident, actor, text)
            reply = attached or reply
        while reply.ok and reply.incident is not None and reply.step is not None and reply.step.question:
            question, incident = reply.step.question, reply.incident
            if (conflict := self._described.conflict(incident, question)) is not None:
                said.append(conflict)  # tester11 X6, tester20 P13: the board's dealer, 41A's leader
                break
            stated = self._described.take(incident, question)
            if stated is None:
                break
            after = await self._act_locked(  # no update key: derived from words kept in memory only
                incident.id, actor, inc.answer(question.id, stated.value, incident.answers_version), None
            )
            if not after.ok:
                break
            said.append(understood(question, stated.value, stated.words))
            reply = after
        if reply.ok and reply.incident is not None:  # tester15 V10: a fact the walk reads but never asks
            reply = await self._unasked(reply, actor, said)
        first_words = reply.incident is not None and self._described.second(reply.incident.id)
        offered = self._seconds.offer(reply.incident, text) if reply.ok and not first_words else None
        if offered:  # « … puis il a entamé hors tour »: the second topic, one key away (issue 37 §4)
            said.append(offered)
        set_aside = self._described.set_aside(reply.incident) if reply.ok and reply.incident else []
        if reply.incident is not None and not reply.incident.state.is_open:
            self._described.forget(reply.incident.id)
        if attached is not None and attached.message:  # last: a chat shows the « Compris » lines first
            said.append(attached.message)
        if not said and not set_aside:
            return reply
        return Reply(  # what the board overrode in the words comes last: it qualifies the score
            reply.incident,
            reply.step,
            "\n".join([*said, *([reply.message] if reply.message else []), *set_aside]),
        )

    async def _unasked(self, reply: Reply, actor: Actor, said: list[str]) -> Reply:
        """The words' facts of the deal's context that the walk reads without asking them (« Sud joue 4♠ »:
        the side that played, read by a corrected result without a board), recorded once they change the
        step and said like the others; tried again at each step until then."""
        assert reply.incident is not None
        for question, stated in self._described.unasked(reply.incident):
            incident = reply.incident
            if transition.stated_answers(incident, question.id, stated.value) is None:
                continue
            after = await self._act_locked(
                incident.id, actor, inc.stated(question.id, stated.value, incident.answers_version), None
            )
            if not after.ok or after.incident is None:
                continue
            self._described.drop(incident.id, question.id)
            said.append(understood(question, stated.value, stated.words))
            reply = after
        return reply

    async def _act_locked(self, incident_id: str, actor: Actor, action: Action, key: str | None) -> Reply:
        async with self._lock(incident_id):
            cached = self._cache.get(incident_id)
            if cached is not None:
                reply, recheck = await self._act(cached, actor, action, key)
                if not recheck:
                    return reply
                self._cache.pop(incident_id, None)  # refused on the copy: decide on the stored state
            try:
                current = await self.store.get(incident_id)
            except StorageError as error:
                return Reply(None, message=str(error), refused=True)
            if current is None:
                return Reply(
                    None, message=f"Aucun incident #{incident_id}. Vérifiez le numéro.", refused=True
                )
            self._remember(current)
            reply, _ = await self._act(current, actor, action, key)
            return reply

    async def _act(
        self, current: Incident, actor: Actor, action: Action, key: str | None = None
    ) -> tuple[Reply, bool]:
        """The reply, and whether it is a refusal that `current` alone decided (nothing stored)."""
        incident_id = current.id
        now = self.clock()
        expired: str | None = None
        if action.kind is not Kind.EXPIRE and self._idle(current, now):
            try:
                current = await self._commit(current, inc.SYSTEM, inc.expire(), now)
            except StorageError as error:
                return self._reply(current, str(error), refused=True), False
            except Conflict:
                return await self._conflict(incident_id, actor, action), True
            hours = self.idle_expiry / 3600
            expired = (
                f"L'incident #{incident_id} a expiré après {hours:g} h sans activité ; il est clos et reste "
                "consultable. Ouvrez un nouvel incident si nécessaire."
            )
            if action.kind not in (Kind.NOTE, Kind.SCORE, Kind.DEAL):  # still recorded on a closed incident
                return self._reply(current, expired, refused=True), False
        ready = await checks.before_commit(self, current, actor, action, now)
        if isinstance(ready, str):
            return self._reply(current, ready, refused=True), expired is None
        action = ready.action
        try:
            updated = await self._commit(current, actor, action, now, key)
        except updates.Repeated:
            # This update's change is stored already (it came again after a restart): answer
            # from what is stored, change nothing.
            self._cache.pop(incident_id, None)
            return await self._show(incident_id), False
        except Overtaken:  # another director answered first: say what he recorded (F19)
            return self._reply(
                current, await self._overtaken(current, actor, action), refused=True
            ), expired is None
        except (Refused, RulesError) as error:
            return self._reply(current, str(error), refused=True), expired is None
        except StorageError as error:
            return self._reply(current, str(error), refused=True), False
        except Conflict:
            return await self._conflict(incident_id, actor, action), expired is None
        message = await consequences.said(self, current, updated, action, ready, expired)
        return self._reply(updated, message), False

    async def _conflict(self, incident_id: str, actor: Actor, action: Action) -> Reply:
        """Another process moved the incident first: refuse, naming what it recorded and where the
        incident now stands."""
        try:
            latest = await self.store.get(incident_id)
        except StorageError as error:
            return Reply(None, message=str(error), refused=True)
        if latest is None:
            return Reply(None, message=f"Aucun incident #{incident_id}. Vérifiez le numéro.", refused=True)
        return self._reply(latest, await self._overtaken(latest, actor, action, same_time=True), refused=True)

    async def _overtaken(
        self, latest: Incident, actor: Actor, action: Action, same_time: bool = False
    ) -> str:
        """Not recorded: what another director recorded instead, by whom and when (tester4 F19)."""
        try:
            events = await self.store.events(latest.id)
        except StorageError:
            events = []
        return race.overtaken(latest, actor, action, events, same_time)

    async def _commit(
        self, current: Incident, actor: Actor, action: Action, now: float, key: str | None = None
    ) -> Incident:
        updated = transition.apply(current, actor, action, now)
        try:
            await self.store.commit(current, updated, actor, action, now, key)
        except Conflict:
            self._cache.pop(current.id, None)
            raise
        self._remember(updated)
        ruled = updated.state is State.RULED and current.state is not State.RULED
        if ruled or (action.kind is Kind.SCORE and updated.score != current.score):  # the mark too (W5)
            for hook in self.ruled_hooks:
                try:
                    await hook(updated)
                except Exception:  # the ruling is stored: a failed notice must not undo the answer
                    log.exception("ruling notice for incident %s failed", updated.id)
        return updated

    def _idle(self, incident: Incident, now: float) -> bool:
        return incident.state.is_open and now - incident.updated_at > self.idle_expiry

    async def claim_position(
        self,
        incident_id: str,
        actor: Actor,
        text: str,
        notice: Callable[[str], Awaitable[object]] | None = None,
        stop: threading.Event | None = None,
    ) -> Reply:
        """The position at a claim, typed by the director: Arbitre counts the tricks from the cards
        in a worker thread, with a time limit, so that the chat never waits on the search; the
        count is then recorded with the position (a replay never counts again). `notice`: how the
        adapter says that a long count has started; `stop`, set, abandons it (claim_count.count_position)."""
        try:
            return await self._claim_position(incident_id, actor, text, notice, stop)
        except Exception as error:
            return _unexpected(error)

    async def _claim_position(
        self,
        incident_id: str,
        actor: Actor,
        text: str,
        notice: Callable[[str], Awaitable[object]] | None = None,
        stop: threading.Event | None = None,
    ) -> Reply:
        before = (await self.peek(incident_id)).incident
        reply, summary = await claim_count.count_position(self, incident_id, actor, text, notice, stop)
        if summary is None:
            return reply
        if before is not None and reply.incident is not None:  # tester15 V8: the words' answers it took away
            self._described.restore(
                reply.incident, set(before.answers_dict()) - set(reply.incident.answers_dict())
            )
        said = None
        if (
            incident_id not in self._described
            and reply.incident is not None
            and (stored := words.description_of(reply.incident)) is not None
        ):  # tester12 Y5: after a restart, the stored description still says « le reste »
            first = await self.store.get(reply.incident.second_of) if reply.incident.second_of else None
            self._described.remember(incident_id, words.with_first_contract(stored, first))  # tester15 V3
        if incident_id in self._described:  # the words may say the next figure: « les 5 dernières levées »
            reply = await self._prefill(Reply(reply.incident, reply.step), actor)
            said = reply.message
        return Reply(reply.incident, reply.step, "\n".join(filter(None, (summary, said))))

    async def show(self, incident_id: str) -> Reply:
        """Anyone may read an incident."""
        try:
            return await self._show(incident_id)
        except Exception as error:
            return _unexpected(error)

    async def peek(self, incident_id: str) -> Reply:
        """The incident as this engine last saw it, else as stored: for an adapter that reads an
        incident just before acting on it. Saves a read per press; safe because the action that
        follows is checked against the stored version (act() refuses, with where the incident now
        stands, if another process moved it meanwhile)."""
        cached = self._cache.get(incident_id)
        return self._reply(cached) if cached is not None else await self.show(incident_id)

    async def _show(self, incident_id: str) -> Reply:
        try:
            found = await self.store.get(incident_id)
        except StorageError as error:
            return Reply(None, message=str(error), refused=True)
        if found is None:
            return Reply(None, message=f"Aucun incident #{incident_id}. Vérifiez le numéro.", refused=True)
        self._remember(found)
        return self._reply(found)

    async def hand_over(self, incident_id: str, actor: Actor, topic: str) -> Reply:
        """The topic a ruling sends the director to (« ouvrez le thème … »), opened as a new
        incident in the same place, with a note linking both and the facts that map already
        answered (bot.incidents.handover): one press instead of a new incident typed again."""
        try:
            source = (await self.peek(incident_id)).incident
            known = {link.incident for link in source.links} if source is not None else set()
            async with self._opening(incident_id):
                reply = await follow_ups.hand_over(self, incident_id, actor, topic)
            if reply.incident is None or reply.incident.id in known or reply.incident.follows:
                return (
                    reply  # refused, an incident already opened (shown), or a follow-up (no words of its own)
                )
            # Tester14 W17: opened from the ruling (`o1`), another irregularity of the board reads its own part
            # of the words (« EO contestent », « à la 8e levée »), as one opened with `+` does.
            return await self._second_words(incident_id, reply, actor, handed=True)
        except Exception as error:
            return _unexpected(error)

    async def carry_board(self, source: Incident, new_id: str, actor: Actor, intro: str) -> Reply:
        """What a linked incident takes from `source` (bot.incidents.follow_ups)."""
        return await follow_ups.carry_board(self, source, new_id, actor, intro)

    async def second_irregularity(self, incident_id: str, actor: Actor, topic: str | None = None) -> Reply:
        """Issue 29 §2: a second irregularity on the board of this incident (bot.incidents.linked)."""
        try:
            named = None if topic else self._seconds.named(incident_id)  # the one the words named, if any
            if not topic and named is None:  # after a restart: the stored description still names it
                named = self._seconds.recall((await self.peek(incident_id)).incident)
            async with self._opening(incident_id):
                reply = await linked.second_irregularity(self, incident_id, actor, topic or named)
            if named and not reply.refused:  # a refused press (a stranger's) leaves the offer standing
                self._seconds.take(incident_id)
            return await self._second_words(incident_id, reply, actor)
        except Exception as error:
            return _unexpected(error)

    async def _second_words(self, first_id: str, reply: Reply, actor: Actor, handed: bool = False) -> Reply:
        """Tester11 X9 (finder18): the second irregularity reads its own part of the first incident's
        words (« …, puis Ouest a renoncé à pique à la 4e levée »), now or once its topic is chosen."""
        new = reply.incident
        if (
            reply.refused
            or new is None
            or (new.second_of != first_id and links.Link(first_id, links.SECOND) not in new.links)
        ):
            return reply
        first = await self.store.get(first_id)
        stored = words.description_of(first) if first else None
        text = self._described.text(first_id) or (head.whole_sentences(stored) if stored else None)
        if not text:
            return reply
        self._described.remember_second(new.id, text, handed)
        after = await self._prefill(Reply(new, reply.step, None), actor)
        if after.message is None:
            return reply
        if after.incident is not None and after.incident.answers != new.answers:  # what the first now gets
            said = await linked.after_action(self, after.incident, actor, inc.Kind.ANSWER)
            after = Reply(after.incident, after.step, "\n".join([after.message, *said]))
        return Reply(after.incident, after.step, "\n".join(filter(None, [reply.message, after.message])))

    async def attach(self, incident_id: str, actor: Actor, source_id: str) -> Reply:
        """Issue 29 §2 (F8): a follow-up opened on its own (an appeal after the session) attached to
        the ruled incident it is about, closed or not (bot.incidents.linked)."""
        try:
            return await attach.attach(self, incident_id, actor, source_id)
        except Exception as error:
            return _unexpected(error)

    async def follow_up(self, incident_id: str, actor: Actor) -> Reply:
        """« Suites de la décision »: the topic `suites_decision` (penalty 90/91, 79B-C, 82C,
        appeal 92-93) opened in one press as a new incident linked to the ruled one, with its
        board, table and pairs; a second press while that follow-up is unfinished finds it."""
        try:
            async with self._opening(incident_id):
                return await follow_ups.follow_up(self, incident_id, actor)
        except Exception as error:
            return _unexpected(error)

    async def open_incidents(self, *, chat: str | None = None, owner_id: str | None = None) -> list[Incident]:
        """Unfinished incidents (not ruled, not closed), most recent first, after expiring idle ones."""
        await self.expire_idle()
        # No limit in the query: ruled incidents count as open too, and must not push older
        # unfinished ones out of a fixed-size page.
        found = await self.store.list(chat=chat, owner_id=owner_id, open_only=True, limit=None)
        return [i for i in found if i.state in (State.CHOOSING_TOPIC, State.ASKING)][:20]

    async def expire_idle(self) -> int:
        """Close every open incident idle for longer than the expiry; returns how many."""
        now = self.clock()
        count = 0
        for candidate in await self.store.list(open_only=True, limit=None):
            if self._idle(candidate, now):
                reply = await self.act(candidate.id, inc.SYSTEM, inc.expire())
                count += reply.incident is not None and reply.incident.state is State.EXPIRED
        return count

"""The tricks of a claim counted on the cards (Law 70): the director's position, read, checked against
the incident, then counted by the solver in its own process with a time limit, one count per chat.

The engine (bot.incidents.engine) records the count with the position and says the figures the
director's words already gave; this module owns the counting itself.
"""

from __future__ import annotations

import asyncio
import importlib
import threading
from collections.abc import Awaitable, Callable
from functools import partial
from typing import Protocol

from bot.incidents import claim_typed, transition
from bot.incidents import incident as inc
from bot.incidents.incident import Action, Actor
from bot.incidents.reply import Reply
from bot.incidents.solver import SOLVER, WALL_FACTOR, Busy, Stopped, TooSlow, WorkerDied
from rules.model import RulesError

CLAIM_TIME_LIMIT = 30.0  # seconds of the solver's CPU (120 of wall at most); past it the process is killed
CLAIM_COUNTING = (
    "Arbitre compte déjà une position dans cette discussion : attendez sa réponse, puis renvoyez la vôtre. "
    "Rien n'a été enregistré."
)
CLAIM_TOO_LONG = "Position trop longue à compter pour Arbitre : comptez les levées vous-même."
ANSWER_STOPS = (
    "Si vous répondez vous-même aux questions de l'incident pendant ce temps, le comptage est abandonné."
)
CLAIM_STOPPED = (  # tester24 P11: the director answered himself during the count
    "Comptage abandonné : la position n'est pas enregistrée. Comptez les levées vous-même (votre nombre est "
    "la décision, Loi 10A), ou retapez la position (p …) pour la faire compter."
)
# What a count imports in the bot's own process (the solver's process loads its own): the position's reader,
# and the contract said in the words (bot.incidents.claim_typed) the position is checked against.
CLAIM_MODULES = ("rules.deals.count", "rules.seats_in_words", "rules.claims_in_words", "rules.words_matching")


def _load_claim_modules() -> None:
    for name in CLAIM_MODULES:
        importlib.import_module(name)


POSITION_TAKEN_BACK = (  # tester11 X11: « r » just after the position
    "Retour : la position de la revendication (p) est retirée ; Arbitre ne compte plus sur ces cartes. "
    "Retapez-la (p …) ou répondez à la question."
)


class Engine(Protocol):
    """What this module uses of bot.incidents.engine.Engine (which imports this module)."""

    claim_time_limit: float
    _counting: set[str]  # the chats with a claim count in flight: one each (U3)
    _count_stops: dict[
        str, threading.Event
    ]  # the count in flight of an incident: its director's answer stops it

    async def show(self, incident_id: str) -> Reply: ...
    async def act(self, incident_id: str, actor: Actor, action: Action) -> Reply: ...


async def count_position(
    engine: Engine,
    incident_id: str,
    actor: Actor,
    text: str,
    notice: Callable[[str], Awaitable[object]] | None = None,
    stop: threading.Event | None = None,
) -> tuple[Reply, str | None]:
    """The reply once the count is recorded, with the count's summary; a refusal comes with None.
    `notice`: how the adapter tells the director, before a long count starts, that it runs (issue 36
    §3: up to 12 cards a hand a count is never refused for its length, and may take a minute). `stop`,
    once set, abandons the count (the solver's process is killed) and nothing is recorded (tester24 P11); the
    director's own answer on the incident meanwhile sets it too (Engine.act): his answers stand (10A)."""
    shown = await engine.show(incident_id)
    incident = shown.incident
    if incident is None:
        return shown, None
    # Who may count comes first, and only the incident's director may (issue 36 §3, reliability U3):
    # a count is seconds of the one solver, so a player's position costs no CPU.
    refusal = transition.director_refusal(incident, actor, "faire compter une revendication sur les cartes")
    if refusal is not None:
        return Reply(incident, shown.step, refusal + " Rien n'a été compté.", refused=True), None
    # The claim search loads with the first claim, not at start-up (issue 35 §5), off the event loop (issue 36
    # §3): the first `p` compiled the words' patterns on it, 0.3-1.3 s during which no chat was answered.
    await asyncio.to_thread(_load_claim_modules)
    from rules.deals.count import count_claim, count_seconds, counting_notice, read_claim

    stored = incident.deal
    try:
        claim = read_claim(
            text, stored.cards.pbn if stored is not None and stored.cards is not None else None
        )
    except RulesError as error:
        # Tester12 Y4: what stands is said, as for every refused position.
        kept = (
            " La position déjà enregistrée reste celle qui compte."
            if incident.claim_count is not None
            else ""
        )
        # tester13 Z13: a refusal that already says « Rien n'a été compté » is not told twice
        said = str(error) if "Rien n'a été" in str(error) else f"{error} Rien n'a été enregistré."
        return Reply(incident, shown.step, f"{said}{kept}", refused=True), None
    if incident.topic != transition.CLAIM_TOPIC:  # refused before counting, in French
        return await engine.act(incident_id, actor, inc.Action(inc.Kind.CLAIM, {"count": ""})), None
    if (contrary := claim_typed.position_refusal(incident, claim)) is not None:
        return Reply(incident, shown.step, contrary, refused=True), None
    claim = claim_typed.with_known_declarer(incident, claim)
    if incident.chat in engine._counting:
        return Reply(incident, shown.step, CLAIM_COUNTING, refused=True), None
    engine._counting.add(incident.chat)
    stop = stop or threading.Event()
    engine._count_stops[incident.id] = stop
    try:
        limit = count_seconds(claim, engine.claim_time_limit)
        if notice is not None and (said := counting_notice(claim, limit, limit * WALL_FACTOR)) is not None:
            await notice(said)
        # The careful alternative stops before the solver's limit: a strict count found late is kept.
        count = await SOLVER.run(partial(count_claim, stopped_after=limit), claim, limit=limit, stop=stop)
        if stop.is_set():  # answered by the director as it ended: his answers stand
            raise Stopped(CLAIM_STOPPED)
    except RulesError as error:
        return Reply(incident, shown.step, str(error), refused=True), None
    except (TooSlow, WorkerDied):
        return Reply(incident, shown.step, CLAIM_TOO_LONG, refused=True), None
    except Stopped:
        return Reply(incident, shown.step, CLAIM_STOPPED, refused=True), None
    except Busy as error:
        return Reply(incident, shown.step, str(error), refused=True), None
    finally:
        engine._counting.discard(incident.chat)
        engine._count_stops.pop(incident.id, None)
    before = incident.claim_count
    reply = await engine.act(incident_id, actor, inc.claim_position(count, text))
    if not reply.ok:
        return reply, None
    taken = _taken_back(incident, reply.incident)
    trick = claim_typed.trick_warning(incident, claim)  # tester22 P12
    if before is None:
        return reply, "\n".join(
            filter(None, (taken, trick, count.summary(), reply.message))
        )  # R10: what it settles
    # Tester12 Y4: a position replacing another says so; the tricks claimed are asked again (or read
    # again from the words) when the tricks left changed (`transition._with_claim`).
    replaced = f"Position remplacée : la précédente ({before.tricks_left} levée(s) à jouer) ne compte plus."
    if before.tricks_left != count.tricks_left:
        replaced += " Le nombre de levées réclamées est à redonner pour celle-ci."
    return reply, "\n".join(filter(None, (replaced, taken, trick, count.summary(), reply.message)))


def _taken_back(before: inc.Incident, after: inc.Incident | None) -> str | None:
    """Tester12 Y11: « levées déjà gagnées » answered before the position, which its tricks played (`levees=`)
    contradict, is taken back with the answers after it (`transition._with_claim`), said, and asked again."""
    given = before.answers_dict().get("tricks_before", "")
    count = after.claim_count if after is not None else None
    won = count.claim.won_before if count is not None else None
    if after is None or won is None or not given.isdigit() or int(given) == won:
        return None
    later = " et les réponses qui la suivaient" if before.answers[-1][0] != "tricks_before" else ""
    return (
        f"Réponse retirée{later} : « Levées déjà gagnées » — {given}, alors que les levées jouées de cette "
        f"position en donnent {won} au camp du revendiquant. La question est reposée."
    )

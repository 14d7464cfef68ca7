"""Online events on Telegram: which event, in a directors' group that serves several.

One directors' group may receive the calls of two open events (two players' groups). A command there that
needs an event (/tournoi etat, reglage, export, fermer, /appels, an incident opened in the group, whose
conditions of play are its event's, a deal file or /donnes: whose boards they are) never picks one silently: it asks with one button per event, most
recent first, and runs once the director who typed it presses one. A group serving one event, and every
players' group, go on at once as before. The command waits in memory: after a restart, or when another
director presses, the choice asks for the command again.
"""

from __future__ import annotations

import re
import time
from collections.abc import Awaitable, Callable
from html import escape
from typing import Any

from telegram import CallbackQuery

from bot.adapters.telegram.out import Where
from bot.adapters.telegram.queue_host import QueueHost
from bot.events.choices import EventChoices
from bot.events.desk import CallDesk
from bot.events.model import EventState
from bot.events.tournaments import same_chat

CHOICE_DATA = re.compile(r"e:(?P<eid>[0-9]{1,12}):(?P<what>[a-z]{1,10})")
WHAT = {
    "etat": "l'état de quel tournoi",
    "reglage": "les conditions de quel tournoi",
    "export": "l'export de quel tournoi",
    "fermer": "quel tournoi fermer",
    "appels": "les appels de quel tournoi",
    "incident": "cet incident relève de quel tournoi (ses conditions de jeu)",
    "donnes": "ces donnes sont celles de quel tournoi",
}
KEEP = 200  # commands waiting for their event at most (the oldest is forgotten first)

Then = Callable[[str], Awaitable[None]]


def decode_choice(data: str | None) -> tuple[str, str] | None:
    match = CHOICE_DATA.fullmatch(data or "")
    return (match["eid"], match["what"]) if match and match["what"] in WHAT else None


class EventChoice:
    """Mixed into CallQueue."""

    bot: QueueHost
    desk: CallDesk
    _choices: dict[tuple[str, int, str], Then]

    @property
    def waiting(self) -> EventChoices:
        return EventChoices(self.bot.engine.store)

    async def event_key(
        self, where: Where, user_id: int, what: str, then: Then, redo: dict[str, Any] | None = None
    ) -> str | None:
        """The chat key by which the command finds its event: this chat's own, or, in a directors' group
        serving several open events, the chosen event's players' group — None after asking which (the
        command runs as `then(key)` once chosen). `redo`: the command as data, stored, so that a press
        after a restart runs it too (`redo_choice`)."""
        served = await self.desk.served(where.key)
        if len(served) < 2:
            return where.key
        self._choices.pop((where.key, user_id, what), None)
        self._choices[(where.key, user_id, what)] = then
        if redo is not None:
            await self.waiting.remember(where.key, str(user_id), what, redo)
        while len(self._choices) > KEEP:
            self._choices.pop(next(iter(self._choices)))
        rows = [
            [
                {
                    "text": f"« {t.name} » · ouvert le {time.strftime('%d/%m à %H:%M', time.localtime(t.opened_at))}",
                    "callback_data": f"e:{t.id}:{what}",
                }
            ]
            for t in served
        ]
        await self.bot.out.send(
            where,
            escape(
                f"Ce groupe des arbitres reçoit les appels de {len(served)} tournois ouverts : "
                f"{WHAT[what]} ? (du plus récent au plus ancien ; rien n'est fait avant votre choix)"
            ),
            {"inline_keyboard": rows},
        )
        return None

    async def choose(self, query: CallbackQuery, event_id: str, what: str) -> None:
        """A button of `event_key`: the waiting command runs for that event (its presser's only)."""
        if query.message is None:
            await self.bot.out.answer(query, "Ce bouton ne correspond à aucun tournoi.")
            return
        where = Where.of(query.message)
        event = await self.desk.tournament(event_id)
        if (
            event is None
            or event.state is not EventState.OPEN
            or not same_chat(where.key, event.directors_chat)
        ):
            await self.bot.out.answer(query, "Ce tournoi n'est plus ouvert ici : retapez la commande.")
            return
        then = self._choices.pop((where.key, query.from_user.id, what), None)
        stored = await self.waiting.take(where.key, str(query.from_user.id), what)
        if then is None and stored is not None:  # typed before a restart: run from what was stored
            user = query.from_user

            async def again(key: str) -> None:
                await self.redo_choice(where, user, stored, key)

            then = again
        if then is None:
            await self.bot.out.answer(
                query,
                "Ce choix attend la commande de l'arbitre qui l'a tapée (ou d'avant un redémarrage) : tapez la "
                "vôtre, vous choisirez le tournoi à votre tour. Rien n'a été fait.",
            )
            return
        await self.bot.out.answer(query, None)
        await self.bot.out.edit(
            where,
            query.message.message_id,
            escape(f"Tournoi choisi : « {event.name} »."),
        )
        await then(event.chat)

    async def redo_choice(self, where: Where, user: Any, payload: dict[str, Any], key: str) -> None:
        """A stored command run again for the event chosen after a restart: the event commands here, an
        incident or a deal import by the bot (`QueueHost.redo_choice`)."""
        kind = payload.get("kind")
        if kind == "tournoi":
            args = [str(a) for a in payload.get("args") or []]
            await self._on_event(where, user, str(payload.get("action")), args, key)  # type: ignore[attr-defined]
        elif kind == "appels":
            await self._list_calls(where, key)  # type: ignore[attr-defined]
        else:
            await self.bot.redo_choice(where, user, payload, key)

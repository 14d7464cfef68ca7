"""Online events on Discord: /tournoi, /appel, /appels, and the « Je prends » / « Réglé » buttons.

A director opens the event in the players' channel and names the directors' channel; a player's
/appel is posted there with its buttons; the caller is told who is coming and when the call is
closed (with the ruling of the incident opened from it, if any). The buttons carry the call's id
(`arb:call:12:take`), so they work after a restart; the call desk decides who wins a race.
"""

from __future__ import annotations

import asyncio
import io
import logging
import re
import time
from typing import Any

import discord
from discord import app_commands, ui
from discord.app_commands import locale_str
from discord.ext import tasks

from bot.adapters.discord import render as layout
from bot.adapters.discord.board import BOARD_TAKE, DiscordBoardSink
from bot.adapters.discord.out import SEND_ERRORS, Out
from bot.events.board import LiveBoard
from bot.events.desk import NOT_FROM_HERE, CallDesk, call_rulings, carry_call, waiting_text
from bot.events.export import export_files
from bot.events.model import Call, CallState, Tournament
from bot.events.policy import DEFAULT_EVENT_REGULATION, describe, event_spec, spec_of
from bot.events.policy import USAGE as POLICY_USAGE
from bot.events.tournaments import Result, same_chat
from bot.incidents.incident import Incident, Refused

log = logging.getLogger("arbitre.discord.queue")

CALL_BUTTON = re.compile(r"arb:call:(?P<cid>[0-9]{1,12}):(?P<what>take|close|incident|board|closeok|closeas)")
CLOSE_UNRULED = "closeok"  # « Réglé » confirmed while the linked incident has no ruling yet (tester7 T10)
CLOSE_INSTEAD = "closeas"  # « Réglé » confirmed on a call another director took (tester10 W2)
OWED = "la décision vous sera envoyée ici dès qu'elle sera rendue."
# An event's calls in the directors' channel (issue 22 §3): BOARD, one live board of the open
# calls (DISCORD_CALLS_LAYOUT=tableau, the default); CALL_MESSAGES, a message per call.
BOARD, CALL_MESSAGES = "tableau", "messages"
REMINDER_PERIOD = 30.0  # seconds between two looks at the waiting calls
COLOUR = {CallState.WAITING: 0xE67E22, CallState.TAKEN: 0x3498DB, CallState.CLOSED: 0x2ECC71}


def key_of_channel(guild_id: int | None, channel_id: int | None) -> str:
    return f"discord:{guild_id or 0}:{channel_id or 0}"


def channel_id_of(key: str) -> int | None:
    parts = key.split(":")
    return int(parts[2]) if len(parts) == 3 and parts[0] == "discord" and parts[2].isdigit() else None


def _guild_id(channel: Any) -> int | None:
    """The server of a channel (None for a private channel, or when the library does not say)."""
    guild = getattr(channel, "guild", None)
    value = getattr(guild, "id", None)
    return value if isinstance(value, int) else None


def call_embed(call: Call, tournament: Tournament | None, now: float) -> discord.Embed:
    board = f", donne {call.board}" if call.board is not None else ""
    embed = discord.Embed(
        title=layout.clip(f"Appel : table {call.table}{board}", 256),
        description=layout.clip(call.reason, 1000),
        colour=COLOUR[call.state],
    )
    embed.add_field(name="Appelant", value=layout.clip(call.caller_name, 100))
    embed.add_field(name="Appelé à", value=time.strftime("%H:%M", time.localtime(call.created_at)))
    if call.state is CallState.WAITING:
        embed.add_field(name="Attente", value=waiting_text(call, now))
    else:
        embed.add_field(name="Pris par", value=layout.clip(call.taken_by or "?", 100))
    if call.incident_id:
        embed.add_field(name="Incident", value=f"#{call.incident_id}")
    status = {CallState.WAITING: "En attente", CallState.TAKEN: "Pris", CallState.CLOSED: "Réglé"}[call.state]
    footer = f"{status} · appel n°{call.id}" + (f" · {tournament.name}" if tournament else "")
    embed.set_footer(text=layout.clip(footer, 2000))
    return embed


def call_view(call: Call, *, confirm: bool = False, instead: bool = False) -> ui.View | None:
    """`confirm`: « Réglé » was pressed before the linked incident's ruling: the button now closes
    the call anyway, the ruling to follow to the caller (T10). `instead`: pressed on a call another
    director took: the button now settles it in the presser's name (tester10 W2, as on Telegram)."""
    if call.state is CallState.CLOSED:
        return None
    view = ui.View(timeout=None)
    take = ui.Button(
        label="Je prends",
        style=discord.ButtonStyle.primary,
        custom_id=f"arb:call:{call.id}:take",
        disabled=call.state is CallState.TAKEN,
    )
    close = (
        ui.Button(
            label="Régler à sa place",
            style=discord.ButtonStyle.danger,
            custom_id=f"arb:call:{call.id}:{CLOSE_INSTEAD}",
        )
        if instead
        else ui.Button(
            label="Régler sans décision",
            style=discord.ButtonStyle.danger,
            custom_id=f"arb:call:{call.id}:{CLOSE_UNRULED}",
        )
        if confirm
        else ui.Button(
            label="Réglé", style=discord.ButtonStyle.success, custom_id=f"arb:call:{call.id}:close"
        )
    )
    incident = ui.Button(
        label="Ouvrir un incident",
        style=discord.ButtonStyle.secondary,
        custom_id=f"arb:call:{call.id}:incident",
        disabled=call.incident_id is not None,
    )
    view.add_item(take)
    view.add_item(close)
    view.add_item(incident)
    return view


class CallButton(ui.DynamicItem[ui.Button[Any]], template=CALL_BUTTON.pattern):
    """« Je prends » and « Réglé », rebuilt from the custom_id after a restart."""

    def __init__(self, call_id: str, what: str) -> None:
        label = {
            "take": "Je prends",
            "close": "Réglé",
            "incident": "Ouvrir un incident",
            "board": "🏃",
            CLOSE_UNRULED: "Régler sans décision",
            CLOSE_INSTEAD: "Régler à sa place",
        }[what]
        super().__init__(ui.Button(label=label, custom_id=f"arb:call:{call_id}:{what}"))
        self.call_id = call_id
        self.what = what

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: ui.Item[Any], match: re.Match[str], /
    ) -> CallButton:
        return cls(match["cid"], match["what"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        queue: QueueHandlers = interaction.client.arbitre_queue  # type: ignore[attr-defined]
        await queue.press(interaction, self.call_id, self.what)


class QueueHandlers:
    """The queue's handlers, testable with mocked interactions like the incident handlers."""

    def __init__(
        self, adapter: Any, desk: CallDesk, client: discord.Client | None = None, layout: str = BOARD
    ) -> None:
        self.adapter = adapter  # DiscordAdapter: who is a director, the actor of an interaction
        self.desk = desk
        self.client = client
        self.board = LiveBoard(desk, DiscordBoardSink(self._channel)) if layout == BOARD else None
        # discord.ext.tasks runs the reminders' turn (per-call layout: the board shows the waits).
        self._reminders = tasks.loop(seconds=REMINDER_PERIOD)(self._remind_turn)
        self._resuming: asyncio.Task[int] | None = None
        adapter.engine.ruled_hooks.append(self.send_owed_rulings)  # T10: a ruling owed to a caller

    def _touch(self, tournament_id: str | None) -> None:
        if self.board is not None and tournament_id is not None:
            self.board.touch(tournament_id)

    # --- commands ------------------------------------------------------------------------

    async def tournoi(
        self,
        interaction: discord.Interaction[Any],
        action: str,
        nom: str | None,
        salon_arbitres: discord.abc.GuildChannel | None,
        rappel_minutes: int | None,
        resultats_officiels: str | None = None,
        conditions: str | None = None,
    ) -> None:
        out = Out(interaction)
        await out.ack(thinking=True)  # before the store (issue 30 T10)
        here = key_of_channel(interaction.guild_id, interaction.channel_id)
        actor = self.adapter.actor(interaction)
        if action == "export":
            await self._export(out, here, actor, resultats_officiels or "")
            return
        if action == "reglage":
            await self._settings(out, here, actor, (conditions or "").split())
            return
        if action == "ouvrir":
            if salon_arbitres is not None and _guild_id(salon_arbitres) != interaction.guild_id:
                await out.refuse(
                    "Le salon des arbitres doit être un salon de ce serveur : rien n'a été ouvert."
                )
                return
            directors = key_of_channel(interaction.guild_id, salon_arbitres.id) if salon_arbitres else here
            # Roles are the server's: a director here is a director of its directors' channel.
            try:  # the organiser's conditions of play (Law 80B2e), ffb_en_ligne's by default
                regulation = event_spec(DEFAULT_EVENT_REGULATION, (conditions or "").split(), nom or "")
            except Refused as error:
                await out.refuse(str(error))
                return
            result = await self.desk.open_tournament(
                actor,
                here,
                nom or "",
                regulation=regulation,
                directors_chat=directors,
                directors_actor=actor,
                reminder_minutes=float(rappel_minutes or 3),
            )
            self._touch(result.tournament.id if result.tournament else None)
        elif action in ("fermer", CLOSE_ANYWAY):
            result = await self.desk.close_tournament(
                actor,
                here,
                confirmed=action == CLOSE_ANYWAY,
                again=f"/tournoi action:« {CLOSE_ANYWAY_NAME} »",
            )
            self._touch(result.tournament.id if result.tournament else None)
        else:
            await self._status(out, here)
            return
        await self._answer(out, result)

    async def _export(self, out: Out, here: str, actor: Any, published_text: str) -> None:
        """`/tournoi export`: the event's calls as CSV (Excel) and Markdown files, posted in the
        directors' channel; with the official results time, the 92B appeal deadline is dated."""
        if not actor.is_director:
            await out.refuse("Seul un arbitre peut exporter les appels du tournoi.")
            return
        result = await export_files(self.desk, here, published_text)
        if isinstance(result, str):
            await out.refuse(result)
            return
        tournament, files, count = result
        sent = await self._send_to(
            tournament.directors_chat,
            f"Appels du tournoi « {tournament.name} » : {count} appel(s).",
            files=[discord.File(io.BytesIO(data), filename=name) for name, data in files],
        )
        if sent is None:
            await out.refuse("L'export n'a pas pu être envoyé dans le salon des arbitres : réessayez.")
            return
        await out.send(content="Export envoyé dans le salon des arbitres.")

    async def _settings(self, out: Out, here: str, actor: Any, settings: list[str]) -> None:
        """`/tournoi reglage [conditions]`: the event's conditions of play, shown or changed (by a
        director); incidents opened from then on are ruled under them."""
        current = await self.desk.current(here)
        if current is None:
            await out.refuse("Aucun tournoi ouvert ici. Un arbitre l'ouvre avec /tournoi ouvrir.")
            return
        if not settings:
            text = f"Règlement : {describe(current.regulation)}\n\n{POLICY_USAGE}"
            await out.send(content=layout.clip(text, layout.CONTENT_MAX))
            return
        if not actor.is_director:
            await out.refuse("Seul un arbitre peut changer les conditions du tournoi.")
            return
        try:
            regulation = event_spec(current.regulation, settings, current.name)
        except Refused as error:
            await out.refuse(str(error))
            return
        result = await self.desk.set_regulation(actor, here, regulation)
        if result.refused or result.tournament is None:
            await self._answer(out, result)
            return
        text = f"{result.message} Règlement : {describe(result.tournament.regulation)}"
        await out.send(content=layout.clip(text, layout.CONTENT_MAX))

    async def _status(self, out: Out, here: str) -> None:
        current = await self.desk.current(here)
        if current is None:
            await out.refuse("Aucun tournoi ouvert ici. Un arbitre l'ouvre avec /tournoi ouvrir.")
            return
        waiting = await self.desk.open_calls(current.id)
        lines = [
            f"Tournoi « {current.name} », ouvert par {current.opened_by}.",
            f"Règlement : {describe(current.regulation)}",
            f"{len(waiting)} appel(s) ouvert(s).",
        ]
        await out.send(content=layout.clip("\n".join(lines), layout.CONTENT_MAX))

    async def appel(
        self, interaction: discord.Interaction[Any], table: str, raison: str, donne: str | None
    ) -> None:
        out = Out(interaction)
        await out.ack(thinking=True)
        here = key_of_channel(interaction.guild_id, interaction.channel_id)
        event_chat = here
        channel = interaction.channel
        if isinstance(channel, discord.Thread) and await self.desk.current(here) is None:
            # A call from a table's thread belongs to the event of the thread's channel; the caller
            # is answered, and the ruling posted, in the thread.
            event_chat = key_of_channel(interaction.guild_id, channel.parent_id)
        result = await self.desk.call(
            self.adapter.actor(interaction), event_chat, table, donne, raison, caller_chat=here
        )
        if result.refused or result.call is None:
            await out.refuse(result.message or "Appel refusé.")
            return
        if result.joined:  # T23: the table's open call has it; its board shows the words added
            self._touch(result.call.tournament_id)
            await out.send(content=result.message)
            return
        if self.board is not None and result.tournament is not None:  # on the board a moment later
            self.board.touch(result.tournament.id)
            await out.send(content=f"Appel enregistré : table {result.call.table}. Un arbitre arrive.")
            await self.desk.mark_acked(result.call.id)
            return
        posted = await self._post_call(result)
        where = "" if posted else " (le salon des arbitres n'a pas pu être prévenu : appelez-les ici)"
        await out.send(content=f"Appel enregistré : table {result.call.table}. Un arbitre arrive.{where}")

    async def appels(self, interaction: discord.Interaction[Any]) -> None:
        out = Out(interaction)
        await out.ack(thinking=True)  # before the store (issue 30 T10)
        here = key_of_channel(interaction.guild_id, interaction.channel_id)
        current = await self.desk.current(here)
        if current is None:
            await out.refuse("Aucun tournoi ouvert ici.")
            return
        waiting = await self.desk.open_calls(current.id)
        now = time.time()
        if not waiting:
            await out.send(content="Aucun appel en attente.")
            return
        lines = [
            f"n°{c.id} · table {c.table}"
            + (f" donne {c.board}" if c.board is not None else "")
            + f" · {c.state.label} · {waiting_text(c, now)}"
            + (f" · {c.taken_by}" if c.taken_by else "")
            + f" · {c.reason}"
            for c in waiting
        ]
        await out.send(
            content=layout.clip("Appels ouverts, du plus ancien :\n" + "\n".join(lines), layout.CONTENT_MAX)
        )

    # --- buttons -------------------------------------------------------------------------

    async def press(self, interaction: discord.Interaction[Any], call_id: str, what: str) -> None:
        out = Out(interaction)
        await out.ack()  # before the store (issue 30 T10)
        actor = self.adapter.actor(interaction)
        here = key_of_channel(interaction.guild_id, interaction.channel_id)
        if what == "incident":
            await self.open_incident(interaction, out, call_id, actor)
            return
        # Only from the event's directors' channel (the desk checks it): never from the players'
        # channel, another channel or another server (R1).
        if what in ("close", CLOSE_UNRULED, CLOSE_INSTEAD):
            result = await self.desk.close(  # « sans décision » comes after « à sa place », if asked
                call_id,
                actor,
                chat=here,
                confirmed=what == CLOSE_UNRULED,
                instead=what in (CLOSE_INSTEAD, CLOSE_UNRULED),
            )
        else:
            result = await self.desk.take(call_id, actor, chat=here)
        if (result.confirm or result.instead) and result.call is not None:  # T10, W2: asked first
            await out.edit(None, call_view(result.call, confirm=result.confirm, instead=result.instead))
            await out.refuse(result.message or "")
            return
        if result.refused or result.call is None:
            await out.refuse(result.message or "Action refusée.")
            return
        self._touch(result.call.tournament_id)
        if what == BOARD_TAKE:  # from the board: the call gets its own message now
            await self._post_call(result)
            await self._tell_caller(result)
            return
        if not await out.edit(
            [call_embed(result.call, result.tournament, time.time())], call_view(result.call)
        ):
            await out.send(content=result.message)
        await self._tell_caller(result)

    async def open_incident(
        self, interaction: discord.Interaction[Any], out: Out, call_id: str, actor: Any
    ) -> None:
        """« Ouvrir un incident »: a director opens an incident (topic menu, in its thread), linked
        to the call; taking the call first if nobody had."""
        call = await self.desk.get_call(call_id) if call_id.isascii() and call_id.isdigit() else None
        if call is None:
            await out.refuse("Ce bouton ne correspond à aucun appel.")
            return
        if not actor.is_director:
            await out.refuse("Seuls les arbitres du tournoi peuvent ouvrir un incident depuis un appel.")
            return
        if call.incident_id is not None:
            await out.refuse(f"L'incident #{call.incident_id} est déjà lié à cet appel.")
            return
        here = key_of_channel(interaction.guild_id, interaction.channel_id)
        event = await self.desk.tournament(call.tournament_id)
        if event is None or not same_chat(here, event.directors_chat):
            await out.refuse(NOT_FROM_HERE)
            return
        if call.state is CallState.WAITING:
            taken = await self.desk.take(call_id, actor, chat=here)
            if taken.refused:
                await out.refuse(taken.message or "Appel déjà pris.")
                return
            await self._tell_caller(taken)
        incident = await self.adapter.open(
            interaction, None, regulation=spec_of(event), description=call.reason, keep_words=False
        )  # carry_call notes the reason and the call's board
        if incident is None:
            return
        await carry_call(self.adapter.engine, incident.id, actor, call)  # F21: board, table, reason
        linked = await self.desk.link(call_id, actor, incident.id, chat=here)
        self._touch(call.tournament_id)
        if linked.refused:
            log.warning("incident %s not linked to call %s: %s", incident.id, call_id, linked.message)

    async def _tell_caller(self, result: Result) -> None:
        call = result.call
        assert call is not None
        if call.state is CallState.TAKEN:
            text = f"Table {call.table} : {call.taken_by} arrive."
        else:
            text = f"Table {call.table} : l'appel est réglé par {call.settled_by}."
            if call.ruling_owed:
                text += f" Incident #{call.incident_id} : {OWED}"
            elif call.incident_id:
                text += await self._ruling_line(call.incident_id)
        await self._send_to(call.caller_chat, text)

    async def send_owed_rulings(self, incident: Incident) -> None:
        """The incident has just been ruled: each call closed before it owes its caller the ruling (T10)."""
        for call in await self.desk.owed_rulings(incident.id):
            await self._send_to(
                call.caller_chat, f"Table {call.table} :{await self._ruling_line(incident.id)}"
            )

    async def _ruling_line(self, incident_id: str) -> str:
        return await call_rulings(
            self.adapter.engine, incident_id, f" Incident #{incident_id}."
        )  # W21: the linked rulings too

    # --- posting -------------------------------------------------------------------------

    async def _channel(self, key: str) -> Any:
        channel_id = channel_id_of(key)
        if self.client is None or channel_id is None:
            return None
        channel = self.client.get_channel(channel_id)
        if channel is None:
            try:
                channel = await self.client.fetch_channel(channel_id)
            except SEND_ERRORS as error:
                log.warning("channel %s unreachable: %s", key, error)
                return None
        guild = _guild_id(channel)
        if guild is not None and key.split(":")[1] != str(guild):
            log.warning("channel %s belongs to another server (%s): nothing sent", key, guild)
            return None
        return channel

    async def _send_to(self, key: str, text: str, **kwargs: Any) -> Any:
        channel = await self._channel(key)
        if channel is None:
            return None
        try:
            return await channel.send(content=layout.clip(text, layout.CONTENT_MAX), **kwargs)
        except SEND_ERRORS as error:
            log.warning("message to %s not sent: %s", key, error)
            return None

    async def _post_call(self, result: Result) -> bool:
        assert result.call is not None and result.tournament is not None
        call, tournament = result.call, result.tournament
        view = call_view(call)
        message = await self._send_to(
            tournament.directors_chat,
            f"Arbitre demandé à la table {call.table}.",
            embed=call_embed(call, tournament, time.time()),
            **({"view": view} if view else {}),
        )
        if message is not None:
            await self.desk.mark_posted([call.id])
        return message is not None

    async def remind_once(self) -> int:
        """Post a reminder for each call waiting past its event's threshold; each only once."""
        due = await self.desk.due_reminders()
        for tournament, call in due:
            view = call_view(call)
            await self._send_to(
                tournament.directors_chat,
                f"Rappel : la table {call.table} attend un arbitre depuis {waiting_text(call, time.time())}.",
                embed=call_embed(call, tournament, time.time()),
                **({"view": view} if view else {}),
            )
        return len(due)

    async def _remind_turn(self) -> None:
        try:
            await self.remind_once()
        except Exception:  # a bad turn must not stop the reminders for good
            log.exception("reminder turn failed")

    def start_reminders(self) -> None:
        """From setup_hook: the board's minute tick, or the reminders' loop; and every call
        stored but never shown (a crash between storing and posting) is shown now."""
        if self.board is not None:
            self.board.start()
        elif not self._reminders.is_running():
            self._reminders.start()
        self._resuming = asyncio.get_running_loop().create_task(self._resume_logged())

    async def _resume_logged(self) -> int:
        try:
            return await self.resume()
        except Exception:  # a background task: the calls stay stored, /appels lists them
            log.exception("showing the stored calls at start-up failed")
            return 0

    async def resume(self) -> int:
        pending = await self.desk.unannounced()
        if self.board is not None:  # a fresh board for every open event
            for tournament in await self.desk.open_events():
                self.board.touch(tournament.id)
        else:
            for tournament, call, _, shown in pending:
                if not shown:
                    await self._post_call(Result(tournament=tournament, call=call))
        return len(pending)

    async def stop(self) -> None:
        self._reminders.cancel()
        if self._resuming is not None:
            self._resuming.cancel()
        if self.board is not None:
            await self.board.stop()

    async def _answer(self, out: Out, result: Result) -> None:
        if result.refused:
            await out.refuse(result.message or "Refusé.")
        else:
            await out.send(content=layout.clip(result.message or "C'est fait.", layout.CONTENT_MAX))


CLOSE_ANYWAY, CLOSE_ANYWAY_NAME = "fermer_confirme", "fermer malgré les appels ouverts"  # tester5 M9
ACTIONS = [
    app_commands.Choice(name="ouvrir", value="ouvrir"),
    app_commands.Choice(name="fermer", value="fermer"),
    app_commands.Choice(name=CLOSE_ANYWAY_NAME, value=CLOSE_ANYWAY),
    app_commands.Choice(name="état", value="etat"),
    app_commands.Choice(name="export", value="export"),
    app_commands.Choice(name="conditions de jeu (réglage)", value="reglage"),
]


def build_queue_commands(tree: app_commands.CommandTree[Any], queue: QueueHandlers) -> None:
    @app_commands.describe(
        action=locale_str("ouvrir, fermer, l'état du tournoi, ou l'export de ses appels"),
        nom=locale_str("Le nom du tournoi (pour ouvrir)"),
        salon_arbitres=locale_str("Le salon où les appels sont postés (par défaut : celui-ci)"),
        rappel_minutes=locale_str("Rappel d'un appel en attente après ce nombre de minutes (3 par défaut)"),
        resultats_officiels=locale_str("Pour l'export : heure des résultats officiels, JJ/MM/AAAA HH:MM"),
        conditions=locale_str("Pour ouvrir ou reglage : par exemple cartes=suivant temps=7:30 ligne=oui"),
    )
    @app_commands.choices(action=ACTIONS)
    async def tournoi(
        interaction: discord.Interaction[Any],
        action: str,
        nom: str | None = None,
        salon_arbitres: discord.TextChannel | None = None,
        rappel_minutes: app_commands.Range[int, 1, 120] | None = None,
        resultats_officiels: str | None = None,
        conditions: str | None = None,
    ) -> None:
        await queue.tournoi(
            interaction, action, nom, salon_arbitres, rappel_minutes, resultats_officiels, conditions
        )

    tree.add_command(
        app_commands.Command(
            name="tournoi",
            description=locale_str("Tournoi en ligne : ouvrir, fermer, état, export, conditions de jeu"),
            callback=tournoi,
        )
    )

    @app_commands.describe(
        table=locale_str("Votre table (numéro ou nom)"),
        raison=locale_str("Pourquoi vous appelez, en quelques mots"),
        donne=locale_str("Le numéro de la donne"),
    )
    async def appel(
        interaction: discord.Interaction[Any], table: str, raison: str, donne: str | None = None
    ) -> None:
        await queue.appel(interaction, table, raison, donne)

    tree.add_command(
        app_commands.Command(
            name="appel", description=locale_str("Appeler l'arbitre du tournoi"), callback=appel
        )
    )

    async def appels(interaction: discord.Interaction[Any]) -> None:
        await queue.appels(interaction)

    tree.add_command(
        app_commands.Command(
            name="appels", description=locale_str("Les appels ouverts, du plus ancien"), callback=appels
        )
    )

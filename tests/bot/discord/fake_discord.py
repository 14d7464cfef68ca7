"""A small local fake of Discord (REST + gateway) that the real discord.py client talks to.

Checked against discord.py 2.7 only (see the canary in test_render.py). It relies on two
internals: `discord.http.Route.BASE` (REST, webhooks and interaction callbacks share it)
and `discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY`; and on the payload keys 2.7 reads.

The gateway says HELLO, answers IDENTIFY with READY and one GUILD_CREATE (roles, one text
channel), acknowledges heartbeats, and injects INTERACTION_CREATE events: type 2 (slash
command) and type 3 (component, with the message as the bot last wrote it). REST records
every call and keeps the messages, so a test can press a button the bot sent.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import re
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

import discord
import yarl
from aiohttp import WSMsgType, web

APP_ID = 4000
GUILD_ID = 1
CHANNEL_ID = 10
DIRECTOR_ROLE_ID = 555
TIMESTAMP = "2026-11-21T20:00:00.000000+00:00"


def user(user_id: int, name: str, bot: bool = False) -> dict[str, Any]:
    return {
        "id": str(user_id),
        "username": name,
        "global_name": name,
        "discriminator": "0",
        "avatar": None,
        "bot": bot,
    }


BOT_USER = user(APP_ID, "Arbitre", bot=True)


@dataclass
class Call:
    method: str
    path: str
    query: dict[str, str]
    body: Any
    status: int = 200
    at: float = field(default_factory=time.monotonic)


@dataclass
class FakeDiscord:
    token: str = "jeton-de-test"
    calls: list[Call] = field(default_factory=list)
    messages: dict[str, dict[str, Any]] = field(default_factory=dict)
    sockets: list[web.WebSocketResponse] = field(default_factory=list)

    def __post_init__(self) -> None:
        self._ids = itertools.count(900_000)
        self._seq = itertools.count(1)
        self._changed = asyncio.Condition()
        self._runner: web.AppRunner | None = None
        self.identified = 0
        self.port = 0
        self.originals: dict[str, str] = {}  # interaction token -> message id of its response
        self._clicked: dict[str, str] = {}  # interaction id -> message whose component was used
        self.threads: dict[str, dict[str, Any]] = {}
        self.injected_at: dict[str, float] = {}  # interaction token -> when it was sent
        self.rate_limited: list[str] = []  # path patterns answered once with 429

    # --- server ----------------------------------------------------------------------------

    async def start(self) -> None:
        app = web.Application()
        app.router.add_get("/", self._gateway)
        app.router.add_route("*", "/api/v10/{path:.*}", self._rest)
        self._runner = web.AppRunner(app)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        self.port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]

    def patch(self, monkeypatch: Any) -> None:
        monkeypatch.setattr(discord.http.Route, "BASE", f"http://127.0.0.1:{self.port}/api/v10")
        monkeypatch.setattr(
            discord.gateway.DiscordWebSocket, "DEFAULT_GATEWAY", yarl.URL(f"ws://127.0.0.1:{self.port}/")
        )

    async def stop(self) -> None:
        for socket in list(self.sockets):
            await socket.close()
        if self._runner is not None:
            await self._runner.cleanup()

    async def _record(self, call: Call) -> None:
        async with self._changed:
            self.calls.append(call)
            self._changed.notify_all()

    async def wait_for(
        self, predicate: Callable[[Call], bool], timeout: float = 10.0, after: int = 0
    ) -> Call:
        """The first call (from index `after`) matching the predicate, waiting for it to come."""

        def found() -> Call | None:
            return next((c for c in self.calls[after:] if predicate(c)), None)

        async with self._changed:
            await asyncio.wait_for(self._changed.wait_for(lambda: found() is not None), timeout)
        result = found()
        assert result is not None
        return result

    # --- gateway ---------------------------------------------------------------------------

    async def _gateway(self, request: web.Request) -> web.WebSocketResponse:
        socket = web.WebSocketResponse()
        await socket.prepare(request)
        self.sockets.append(socket)
        await socket.send_json({"op": 10, "d": {"heartbeat_interval": 45000}})
        async for frame in socket:
            if frame.type is not WSMsgType.TEXT:
                continue
            payload = json.loads(frame.data)
            if payload["op"] == 1:
                await socket.send_json({"op": 11})
            elif payload["op"] == 6:  # RESUME after a RECONNECT: same session, no new READY
                await self._dispatch(socket, "RESUMED", {})
                await self._record(Call("GATEWAY", "RESUME", {}, payload["d"]))
            elif payload["op"] == 2:
                await self._dispatch(socket, "READY", self._ready())
                await self._dispatch(socket, "GUILD_CREATE", self._guild())
                self.identified += 1
                await self._record(Call("GATEWAY", "IDENTIFY", {}, payload["d"]))
        self.sockets.remove(socket)
        await self._record(Call("GATEWAY", "CLOSED", {}, None))
        return socket

    async def _dispatch(self, socket: web.WebSocketResponse, event: str, data: dict[str, Any]) -> None:
        await socket.send_json({"op": 0, "t": event, "s": next(self._seq), "d": data})

    def _ready(self) -> dict[str, Any]:
        return {
            "v": 10,
            "user": BOT_USER,
            "guilds": [{"id": str(GUILD_ID), "unavailable": True}],
            "session_id": "session",
            "resume_gateway_url": f"ws://127.0.0.1:{self.port}/",
            "application": {"id": str(APP_ID), "flags": 0},
        }

    def _guild(self) -> dict[str, Any]:
        return {
            "id": str(GUILD_ID),
            "name": "Club de bridge",
            "owner_id": "1",
            "roles": [
                {"id": str(GUILD_ID), "name": "@everyone", "permissions": "0", "position": 0, "color": 0},
                {
                    "id": str(DIRECTOR_ROLE_ID),
                    "name": "Arbitre",
                    "permissions": "0",
                    "position": 1,
                    "color": 0,
                },
            ],
            "channels": [
                {
                    "id": str(CHANNEL_ID),
                    "type": 0,
                    "name": "incidents",
                    "position": 0,
                    "permission_overwrites": [],
                }
            ],
            "threads": [],
            "members": [],
            "member_count": 3,
            "emojis": [],
            "stickers": [],
            "features": [],
            "preferred_locale": "fr",
        }

    async def reconnect(self) -> None:
        """Gateway opcode 7: Discord asks the client to reconnect and resume."""
        await self.sockets[-1].send_json({"op": 7, "d": None})

    def rate_limit_once(self, pattern: str) -> None:
        self.rate_limited.append(pattern)

    async def interact(self, data: dict[str, Any], member: dict[str, Any], *, kind: int, **extra: Any) -> str:
        """Inject an INTERACTION_CREATE; returns its token (to find the bot's answers)."""
        interaction_id = str(next(self._ids))
        token = f"tok{interaction_id}"
        channel_id = extra.pop("channel_id", CHANNEL_ID)
        if "message" in extra:
            self._clicked[interaction_id] = extra["message"]["id"]
        payload = {
            "id": interaction_id,
            "application_id": str(APP_ID),
            "type": kind,
            "data": data,
            "guild_id": str(GUILD_ID),
            "channel": self.threads.get(str(channel_id), {"id": str(channel_id), "type": 0}),
            "channel_id": str(channel_id),
            "member": member,
            "token": token,
            "version": 1,
            "app_permissions": str(discord.Permissions.all().value),
            "locale": "fr",
            "guild_locale": "fr",
            "attachment_size_limit": 8 * 1024 * 1024,
            "entitlements": [],
            "authorizing_integration_owners": {},
            "context": 0,
            **extra,
        }
        self.injected_at[token] = time.monotonic()
        await self._dispatch(self.sockets[-1], "INTERACTION_CREATE", payload)
        return token

    def ack_delays(self) -> dict[str, float]:
        """Seconds from each injected interaction to the bot's first callback (Discord allows 3)."""
        delays = {}
        for token, sent in self.injected_at.items():
            first = next((c for c in self.calls if c.path.endswith(f"/{token}/callback")), None)
            if first is not None:
                delays[token] = first.at - sent
        return delays

    async def slash(self, name: str, member: dict[str, Any], **options: str) -> str:
        data = {
            "id": "7000",
            "name": name,
            "type": 1,
            "options": [{"name": k, "type": 3, "value": v} for k, v in options.items()],
        }
        return await self.interact(data, member, kind=2)

    async def click(
        self, message_id: str, custom_id: str, member: dict[str, Any], values: list[str] | None = None
    ) -> str:
        message = self.messages[message_id]
        component = next(
            c for row in message["components"] for c in row["components"] if c.get("custom_id") == custom_id
        )
        data: dict[str, Any] = {"custom_id": custom_id, "component_type": component["type"]}
        if values is not None:
            data["values"] = values
        return await self.interact(
            data, member, kind=3, message=message, channel_id=int(message["channel_id"])
        )

    # --- REST ------------------------------------------------------------------------------

    def _message(
        self, channel_id: str, body: dict[str, Any], message_id: str | None = None
    ) -> dict[str, Any]:
        message_id = message_id or str(next(self._ids))
        previous = self.messages.get(message_id, {})
        message = {
            "id": message_id,
            "channel_id": str(channel_id),
            "guild_id": str(GUILD_ID),
            "author": BOT_USER,
            "content": body.get("content", previous.get("content")) or "",
            "timestamp": TIMESTAMP,
            "edited_timestamp": None,
            "tts": False,
            "mention_everyone": False,
            "mentions": [],
            "mention_roles": [],
            "attachments": [],
            "embeds": body.get("embeds", previous.get("embeds", [])),
            "components": body.get("components", previous.get("components", [])),
            "pinned": False,
            "type": 0,
            "flags": body.get("flags", 0) or 0,
            "application_id": str(APP_ID),
        }
        self.messages[message_id] = message
        return message

    @staticmethod
    async def _body(request: web.Request) -> Any:
        """JSON, or a message with files (multipart: payload_json and the files, kept as `uploads`)."""
        if not request.can_read_body:
            return None
        if not request.content_type.startswith("multipart/"):
            return await request.json()
        form = await request.post()
        body = json.loads(str(form["payload_json"]))
        body["uploads"] = {
            field.filename: field.file.read() for name, field in form.items() if name.startswith("files[")
        }
        return body

    async def _rest(self, request: web.Request) -> web.Response:
        path = request.match_info["path"]
        body = await self._body(request)
        call = Call(request.method, path, dict(request.query), body)
        for pattern in self.rate_limited:
            if re.fullmatch(pattern, path):
                self.rate_limited.remove(pattern)
                await self._record(replace(call, status=429))
                limited = {"message": "You are being rate limited.", "retry_after": 0.01, "global": False}
                # discord.py only trusts a 429 that came through Discord's proxy (Via header).
                return web.Response(
                    status=429, body=json.dumps(limited).encode(), content_type="application/json",
                    headers={"Via": "1.1 google"},
                )  # fmt: skip
        if path == "users/@me" and request.headers.get("Authorization") != f"Bot {self.token}":
            await self._record(replace(call, status=401))
            unauthorized = {"code": 0, "message": "401: Unauthorized"}
            return web.Response(
                status=401, body=json.dumps(unauthorized).encode(), content_type="application/json"
            )
        result = self._route(request.method, path, body or {})
        if result is None:
            await self._record(replace(call, status=204))
            return web.Response(status=204)
        if isinstance(result, int):
            await self._record(replace(call, status=result))
            error = {"code": 0, "message": f"fake: no route {request.method} {path}"}
            return web.Response(
                status=result, body=json.dumps(error).encode(), content_type="application/json"
            )
        await self._record(call)  # recorded once answered: what a test waits for is in place
        # discord.py parses JSON only when Content-Type is exactly application/json.
        return web.Response(body=json.dumps(result).encode(), content_type="application/json")

    def _route(self, method: str, path: str, body: dict[str, Any]) -> Any:
        if path == "users/@me":
            return BOT_USER
        if path == "oauth2/applications/@me":
            return {
                "id": str(APP_ID), "name": "Arbitre", "description": "", "icon": None, "bot_public": False,
                "bot_require_code_grant": False, "owner": user(1, "Présidente"), "verify_key": "k", "flags": 0,
            }  # fmt: skip
        if re.fullmatch(rf"applications/{APP_ID}(/guilds/\d+)?/commands", path) and method == "PUT":
            return [
                {
                    **c,
                    "id": str(7000 + i),
                    "application_id": str(APP_ID),
                    "version": "1",
                    "default_member_permissions": None,
                }
                for i, c in enumerate(body)  # type: ignore[arg-type]
            ]
        if m := re.fullmatch(r"interactions/(\d+)/([^/]+)/callback", path):
            return self._callback(m[1], m[2], body)
        if m := re.fullmatch(rf"webhooks/{APP_ID}/([^/]+)", path):
            message = self._message(str(CHANNEL_ID), body)
            if body.get("flags", 0) & 64 == 0 and m[1] not in self.originals:
                self.originals[m[1]] = message["id"]
            return message
        if m := re.fullmatch(rf"webhooks/{APP_ID}/([^/]+)/messages/@original", path):
            original = self.originals.get(m[1])
            if original is None:
                return 404
            if method == "DELETE":
                del self.originals[m[1]]
                return None
            return self._message(self.messages[original]["channel_id"], body, original)
        if m := re.fullmatch(r"channels/(\d+)/messages", path):
            return self._message(m[1], body)
        if m := re.fullmatch(r"channels/(\d+)/messages/(\d+)/threads", path):
            self.threads[m[2]] = {
                "id": m[2], "guild_id": str(GUILD_ID), "parent_id": m[1], "owner_id": str(APP_ID),
                "name": body["name"], "type": 11, "last_message_id": None, "rate_limit_per_user": 0,
                "message_count": 0, "member_count": 1,
                "thread_metadata": {"archived": False, "auto_archive_duration": 1440,
                                    "archive_timestamp": TIMESTAMP, "locked": False},
            }  # fmt: skip
            return self.threads[m[2]]
        return 404

    def _callback(self, interaction_id: str, token: str, body: dict[str, Any]) -> dict[str, Any]:
        kind = body["type"]
        data = body.get("data") or {}
        message: dict[str, Any] | None = None
        if kind in (4, 5):  # a message, or « réfléchit… » that the first followup will fill
            message = self._message(str(CHANNEL_ID), data)
            if data.get("flags", 0) & 64 == 0:
                self.originals[token] = message["id"]
        elif kind in (6, 7):  # the component's message is the original response
            clicked = self._clicked.get(interaction_id)
            if clicked is not None:
                self.originals[token] = clicked
                if kind == 7:
                    message = self._message(self.messages[clicked]["channel_id"], data, clicked)
        interaction = {"id": interaction_id, "type": 2, "response_message_loading": kind == 5}
        if message is not None:
            interaction["response_message_id"] = message["id"]
        return {"interaction": interaction, "resource": {"type": kind, "message": message}}


def member(user_id: int, name: str, *role_ids: int) -> dict[str, Any]:
    return {
        "user": user(user_id, name),
        "roles": [str(r) for r in role_ids],
        "joined_at": TIMESTAMP,
        "deaf": False,
        "mute": False,
        "nick": None,
        "flags": 0,
        "permissions": str(discord.Permissions.all().value),
    }

"""A local fake of the Telegram Bot API, on aiohttp, for the real python-telegram-bot Application.

It serves POST /bot<token>/<method> on 127.0.0.1, answers in Telegram's JSON envelope and
checks Telegram's limits the way Telegram does: callback data of 1-64 bytes, messages of
at most 4,096 characters after HTML parsing, HTML it can parse, « message is not
modified », a callback query answered once with at most 200 characters. Updates are
served by long polling (getUpdates) or, once setWebhook was called, POSTed to the bot's
webhook with the secret token header. Faults (429 with retry_after, 502) can be queued
per method. Everything waits on a condition, never on a sleep.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import re
import socket
import time
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from html.parser import HTMLParser
from typing import Any

import aiohttp
from aiohttp import web
from telegram.ext import Application

from bot.adapters.telegram.handlers import ALLOWED_UPDATES

STRING_FIELDS = {"text", "callback_query_id", "url", "secret_token", "parse_mode", "data", "caption"}
HTML_TAGS = {
    "b",
    "strong",
    "i",
    "em",
    "u",
    "ins",
    "s",
    "strike",
    "del",
    "a",
    "code",
    "pre",
    "span",
    "tg-spoiler",
    "blockquote",
}
COMMAND = re.compile(r"^[a-z0-9_]{1,32}$")
# `FakeTelegram.wait`: how many times its `timeout` a wait may last while the bot keeps working.
PATIENCE = 12


class ApiError(Exception):
    def __init__(self, code: int, description: str, parameters: dict[str, Any] | None = None) -> None:
        super().__init__(description)
        self.code = code
        self.description = description
        self.parameters = parameters


def bad_request(what: str) -> ApiError:
    return ApiError(400, f"Bad Request: {what}")


class _Html(HTMLParser):
    """Telegram's HTML: known tags, properly nested; yields the visible text."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.text: list[str] = []
        self.stack: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag not in HTML_TAGS:
            raise bad_request(f'can\'t parse entities: unsupported start tag "{tag}"')
        self.stack.append(tag)

    def handle_endtag(self, tag: str) -> None:
        if not self.stack or self.stack.pop() != tag:
            raise bad_request(f'can\'t parse entities: unexpected end tag "{tag}"')

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def visible_text(text: str, parse_mode: str | None) -> str:
    if (parse_mode or "").upper() != "HTML":
        return text
    parser = _Html()
    parser.feed(text)
    parser.close()
    if parser.stack:
        raise bad_request(f'can\'t parse entities: unclosed tag "{parser.stack[-1]}"')
    return "".join(parser.text)


def check_markup(markup: Any) -> dict[str, Any] | None:
    if markup in (None, ""):
        return None
    if isinstance(markup, str):
        markup = json.loads(markup)
    for row in markup.get("inline_keyboard", []):
        for button in row:
            data = button.get("callback_data")
            if data is not None and not 1 <= len(str(data).encode("utf-8")) <= 64:
                raise bad_request("BUTTON_DATA_INVALID")
            if not button.get("text"):
                raise bad_request("BUTTON_TEXT_EMPTY")
    return markup


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class FakeTelegram:
    def __init__(self, token: str = "4242:fake-token", username: str = "arbitre_bot") -> None:
        self.token = token
        self.me = {"id": 4242, "is_bot": True, "first_name": "Arbitre", "username": username}
        self.calls: list[tuple[str, dict[str, Any]]] = []
        self.work = 0  # API calls other than getUpdates: the bot's progress (`wait`)
        self.updates: list[dict[str, Any]] = []
        self.messages: dict[tuple[int, int], dict[str, Any]] = {}  # bot's messages: (chat, id) -> stored
        self.by_chat: dict[int, list[dict[str, Any]]] = {}  # the same, per chat, in order
        self.chats: dict[int, dict[str, Any]] = {}
        self.admins: dict[int, list[dict[str, Any]]] = {}
        self.commands: dict[str, list[dict[str, Any]]] = {}
        self.answers: dict[str, dict[str, Any]] = {}  # callback query id -> answerCallbackQuery params
        self.polls: dict[str, dict[str, Any]] = {}  # native poll id -> the stored message holding it
        self.pressed: set[str] = set()
        self.webhook: dict[str, Any] | None = None
        self.faults: dict[str, list[ApiError]] = {}
        self.files: dict[str, bytes] = {}  # file_id -> the bytes a user sent (getFile, then download)
        self.announced: dict[str, int | None] = {}  # file_id -> the size announced (None: none)
        self.base_url = ""
        self._update_ids = itertools.count(1)
        self._message_ids = itertools.count(1000)
        self._query_ids = itertools.count(1)
        self._changed = asyncio.Condition()  # any API call
        # One chat's calls: a director waiting for his chat is not woken by the other chats'
        # (with one condition for all, 200 waiting chats made the fake quadratic).
        self._chat_changed: dict[int, asyncio.Condition] = {}
        self._query_chats: dict[str, int] = {}
        self._closing = False
        self._runner: web.AppRunner | None = None
        self._client: aiohttp.ClientSession | None = None

    # --- server ----------------------------------------------------------------------

    async def start(self) -> str:
        app = web.Application()
        app.router.add_route("*", "/bot{token}/{method}", self._dispatch)
        app.router.add_route("GET", "/file/bot{token}/{path:.*}", self._download)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
        self.base_url = f"http://127.0.0.1:{port}/bot"
        return self.base_url

    async def stop(self) -> None:
        self._closing = True
        await self._notify()  # wake the long polls, or teardown waits for their timeout
        if self._client is not None:
            await self._client.close()
        if self._runner is not None:
            await self._runner.cleanup()

    def _condition(self, chat_id: int | None) -> asyncio.Condition:
        if chat_id is None:
            return self._changed
        return self._chat_changed.setdefault(chat_id, asyncio.Condition())

    async def _notify(self, chat_id: int | None = None) -> None:
        async with self._changed:
            self._changed.notify_all()
        if chat_id is not None and chat_id in self._chat_changed:
            condition = self._chat_changed[chat_id]
            async with condition:
                condition.notify_all()

    def _chat_of(self, params: dict[str, Any]) -> int | None:
        """The chat an API call is about, if it is about one."""
        if "callback_query_id" in params:
            return self._query_chats.get(str(params["callback_query_id"]))
        try:
            return int(params["chat_id"])
        except (KeyError, TypeError, ValueError):
            return None

    async def _dispatch(self, request: web.Request) -> web.Response:
        method = request.match_info["method"]
        if request.match_info["token"] != self.token:
            return web.json_response(
                {"ok": False, "error_code": 401, "description": "Unauthorized"}, status=401
            )
        params: dict[str, Any] = {}
        # PTB sends strings raw and every other value JSON-encoded, in a form or a JSON body.
        raw = await request.json() if request.content_type == "application/json" else await request.post()
        for key, value in raw.items():
            if key in STRING_FIELDS or not isinstance(value, str):
                params[key] = value
                continue
            try:
                params[key] = json.loads(value)
            except ValueError:
                params[key] = value
        self.calls.append((method, params))
        if method != "getUpdates":
            self.work += 1
        chat_id = self._chat_of(params)
        await self._notify(chat_id)  # a long poll only answers later: tell the waiters it began
        try:
            queued = self.faults.get(method)
            if queued:
                raise queued.pop(0)
            handler = getattr(self, f"api_{method}", None)
            if handler is None:
                raise ApiError(404, f"fake Telegram: method {method} not implemented")
            result = await handler(params)
        except ApiError as error:
            body: dict[str, Any] = {"ok": False, "error_code": error.code, "description": error.description}
            if error.parameters:
                body["parameters"] = error.parameters
            response = web.json_response(body, status=error.code)
        else:
            response = web.json_response({"ok": True, "result": result})
        await self._notify(chat_id)
        return response

    def fail_next(self, method: str, error: ApiError, times: int = 1) -> None:
        self.faults.setdefault(method, []).extend([error] * times)

    # --- waiting ---------------------------------------------------------------------

    async def wait(
        self, predicate: Callable[[], Any], timeout: float = 10.0, chat_id: int | None = None
    ) -> Any:
        """Wait until predicate() is truthy, checked after every API call (about `chat_id` only,
        when given); return its value.

        `timeout` bounds the bot's silence, not the wait: while the bot keeps calling the API (its long
        polls aside) it is working — on other chats, on a machine other processes load — and the wait
        goes on, up to PATIENCE times `timeout` in all. A bot that stopped answering fails after
        `timeout` as before (the known load-flakes: 60 directors at once, a child process starting)."""
        condition = self._condition(chat_id)
        loop = asyncio.get_running_loop()
        deadline = loop.time() + PATIENCE * timeout
        async with condition:
            while True:
                worked = self.work
                try:
                    await asyncio.wait_for(condition.wait_for(predicate), timeout)
                except TimeoutError:
                    if self.work == worked or loop.time() >= deadline:
                        raise
                else:
                    break
        return predicate()

    def count(self, method: str) -> int:
        return sum(1 for m, _ in self.calls if m == method)

    def sent(self, chat_id: int) -> list[dict[str, Any]]:
        return self.by_chat.get(chat_id, [])

    async def wait_sent(self, chat_id: int, count: int, timeout: float = 10.0) -> list[dict[str, Any]]:
        """The bot's messages in this chat, once there are at least `count` of them."""
        await self.wait(lambda: len(self.sent(chat_id)) >= count, timeout, chat_id)
        return list(self.sent(chat_id))

    async def wait_answer(self, query_id: str, timeout: float = 10.0) -> dict[str, Any]:
        return await self.wait(lambda: self.answers.get(query_id), timeout, self._query_chats.get(query_id))

    # --- users -----------------------------------------------------------------------

    @staticmethod
    def user(user_id: int, name: str) -> dict[str, Any]:
        return {"id": user_id, "is_bot": False, "first_name": name, "language_code": "fr"}

    def private_chat(self, user: dict[str, Any]) -> dict[str, Any]:
        chat = {"id": user["id"], "type": "private", "first_name": user["first_name"]}
        self.chats[chat["id"]] = chat
        return chat

    def group_chat(
        self, chat_id: int, title: str = "Club", forum: bool = False, admins: tuple[dict[str, Any], ...] = ()
    ) -> dict[str, Any]:
        chat: dict[str, Any] = {"id": chat_id, "type": "supergroup", "title": title}
        if forum:
            chat["is_forum"] = True
        self.chats[chat_id] = chat
        self.admins[chat_id] = [{"status": "creator", "user": a, "is_anonymous": False} for a in admins]
        return chat

    async def deliver(self, update: dict[str, Any]) -> None:
        if self.webhook is not None:
            status = await self.post_webhook(update, self.webhook.get("secret_token"))
            assert status == 200, f"webhook answered {status}"
            return
        self.updates.append(update)
        await self._notify()

    async def post_webhook(self, update: dict[str, Any], secret: str | None) -> int:
        assert self.webhook is not None
        if self._client is None:
            self._client = aiohttp.ClientSession()
        headers = {"X-Telegram-Bot-Api-Secret-Token": secret} if secret else {}
        # python-telegram-bot calls setWebhook before its server listens; like Telegram,
        # keep delivering until the server answers (bounded: 10 s).
        for attempt in itertools.count():
            try:
                async with self._client.post(self.webhook["url"], json=update, headers=headers) as response:
                    return response.status
            except aiohttp.ClientConnectorError:
                if attempt >= 200:
                    raise
                await asyncio.sleep(0.05)
        raise AssertionError("unreachable")

    async def user_sends(
        self,
        chat: dict[str, Any],
        user: dict[str, Any],
        text: str,
        thread_id: int | None = None,
        reply_to: dict[str, Any] | None = None,
    ) -> dict[str, Any]:
        message: dict[str, Any] = {
            "message_id": next(self._message_ids),
            "date": int(time.time()),
            "chat": chat,
            "from": user,
            "text": text,
        }
        if reply_to is not None:  # a reply to one of the bot's messages (a ForceReply prompt)
            message["reply_to_message"] = self._public(reply_to)
        if text.startswith("/"):
            word = text.split()[0]
            message["entities"] = [{"type": "bot_command", "offset": 0, "length": len(word)}]
        if thread_id is not None:
            message["message_thread_id"] = thread_id
            message["is_topic_message"] = True
        update = {"update_id": next(self._update_ids), "message": message}
        await self.deliver(update)
        return update

    async def user_sends_document(
        self,
        chat: dict[str, Any],
        user: dict[str, Any],
        name: str,
        data: bytes,
        *,
        announced_size: int | None = None,
        size_known: bool = True,
    ) -> dict[str, Any]:
        """A file sent to the chat (a PBN session); `announced_size` is the size Telegram says it has
        (a 20 MB file need not be built to be refused from its size)."""
        file_id = f"file{next(self._message_ids)}"
        self.files[file_id] = data
        # The size Telegram announces, in the message and in getFile alike (a self-hosted server may
        # announce a false one, or none: size_known=False).
        self.announced[file_id] = (
            (len(data) if announced_size is None else announced_size) if size_known else None
        )
        message: dict[str, Any] = {
            "message_id": next(self._message_ids),
            "date": int(time.time()),
            "chat": chat,
            "from": user,
            "document": {
                "file_id": file_id,
                "file_unique_id": f"u{file_id}",
                "file_name": name,
                "mime_type": "application/octet-stream",
            },
        }
        if self.announced[file_id] is not None:
            message["document"]["file_size"] = self.announced[file_id]
        update = {"update_id": next(self._update_ids), "message": message}
        await self.deliver(update)
        return update

    async def _download(self, request: web.Request) -> web.Response:
        if request.match_info["token"] != self.token:
            return web.Response(status=401)
        file_id = request.match_info["path"].removeprefix("documents/")
        data = self.files.get(file_id)
        if data is None:
            return web.Response(status=404)
        # Streamed in chunks, without a length: a reader must stop by itself past its limit.
        response = web.StreamResponse(headers={"Content-Type": "application/octet-stream"})
        await response.prepare(request)
        try:
            for start in range(0, len(data), 256 * 1024):
                await response.write(data[start : start + 256 * 1024])
        except (ConnectionResetError, RuntimeError):  # the bot stopped reading
            return response
        await response.write_eof()
        return response

    async def api_getFile(self, params: dict[str, Any]) -> dict[str, Any]:
        file_id = str(params.get("file_id", ""))
        if file_id not in self.files:
            raise bad_request("invalid file_id")
        found = {"file_id": file_id, "file_unique_id": f"u{file_id}", "file_path": f"documents/{file_id}"}
        if self.announced.get(file_id, len(self.files[file_id])) is not None:
            found["file_size"] = self.announced.get(file_id, len(self.files[file_id]))
        return found

    async def user_presses(self, message: dict[str, Any], user: dict[str, Any], data: str) -> str:
        """A press on a button of a bot's message (data need not be one of its buttons)."""
        query_id = f"cq{next(self._query_ids)}"
        self.pressed.add(query_id)
        self._query_chats[query_id] = int(message["chat"]["id"])
        query = {
            "id": query_id,
            "from": user,
            "chat_instance": f"ci{message['chat']['id']}",
            "data": data,
            "message": self._public(message),
        }
        await self.deliver({"update_id": next(self._update_ids), "callback_query": query})
        return query_id

    @staticmethod
    def buttons(message: dict[str, Any]) -> list[tuple[str, str]]:
        markup = message.get("reply_markup") or {}
        return [
            (b["text"], b.get("callback_data", "")) for row in markup.get("inline_keyboard", []) for b in row
        ]

    # --- the API ---------------------------------------------------------------------

    def _public(self, stored: dict[str, Any]) -> dict[str, Any]:
        out = {k: v for k, v in stored.items() if k not in ("html", "edits")}
        # Like Telegram, a message shows only an inline keyboard (not a ForceReply it was sent with).
        if not (out.get("reply_markup") or {}).get("inline_keyboard"):
            out.pop("reply_markup", None)
        return out

    def _chat(self, chat_id: Any) -> dict[str, Any]:
        chat = self.chats.get(int(chat_id))
        if chat is None:
            raise bad_request("chat not found")
        return chat

    def _stored(self, params: dict[str, Any]) -> dict[str, Any]:
        stored = self.messages.get((int(params["chat_id"]), int(params["message_id"])))
        if stored is None:
            raise bad_request("message to edit not found")
        return stored

    @staticmethod
    def _checked_text(params: dict[str, Any]) -> tuple[str, str]:
        html = str(params.get("text", ""))
        text = visible_text(html, params.get("parse_mode"))
        if not text.strip():
            raise bad_request("message text is empty")
        if len(text) > 4096:
            raise bad_request("message is too long")
        return html, text

    async def api_getMe(self, params: dict[str, Any]) -> dict[str, Any]:
        return self.me

    async def api_deleteWebhook(self, params: dict[str, Any]) -> bool:
        self.webhook = None
        return True

    async def api_setWebhook(self, params: dict[str, Any]) -> bool:
        self.webhook = {"url": params["url"], "secret_token": params.get("secret_token")}
        return True

    async def api_setMyCommands(self, params: dict[str, Any]) -> bool:
        commands = params["commands"]
        if not 0 < len(commands) <= 100:
            raise bad_request("BOT_COMMANDS_TOO_MUCH")
        for command in commands:
            if not COMMAND.match(command["command"]):
                raise bad_request("BOT_COMMAND_INVALID")
            if not 1 <= len(command["description"]) <= 256:
                raise bad_request("BOT_COMMAND_DESCRIPTION_INVALID")
        scope = (params.get("scope") or {"type": "default"})["type"]
        self.commands[scope] = commands
        return True

    async def api_getUpdates(self, params: dict[str, Any]) -> list[dict[str, Any]]:
        if self.webhook is not None:
            raise ApiError(409, "Conflict: can't use getUpdates method while webhook is active")
        offset = int(params.get("offset") or 0)
        timeout = float(params.get("timeout") or 0)
        self.updates = [u for u in self.updates if u["update_id"] >= offset]
        if not self.updates and timeout and not self._closing:
            async with self._changed:
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(
                        self._changed.wait_for(lambda: self.updates or self._closing), timeout
                    )
        return self.updates[: int(params.get("limit") or 100)]

    async def api_sendMessage(self, params: dict[str, Any]) -> dict[str, Any]:
        chat = self._chat(params["chat_id"])
        html, text = self._checked_text(params)
        markup = check_markup(params.get("reply_markup"))
        stored: dict[str, Any] = {
            "message_id": next(self._message_ids),
            "date": int(time.time()),
            "chat": chat,
            "from": self.me,
            "text": text,
            "html": html,
            "reply_markup": markup,
            "edits": 0,
        }
        if params.get("message_thread_id") is not None:
            stored["message_thread_id"] = int(params["message_thread_id"])
            stored["is_topic_message"] = True
        self.messages[(chat["id"], stored["message_id"])] = stored
        self.by_chat.setdefault(chat["id"], []).append(stored)
        return self._public(stored)

    async def api_sendDocument(self, params: dict[str, Any]) -> dict[str, Any]:
        """A file (an export): kept with its name and bytes in `documents`, and shown in the
        chat's messages as its caption."""
        chat = self._chat(params["chat_id"])
        upload = params.get("document")
        if not hasattr(upload, "file"):
            raise bad_request("there is no document in the request")
        data = upload.file.read()
        stored: dict[str, Any] = {
            "message_id": next(self._message_ids),
            "date": int(time.time()),
            "chat": chat,
            "from": self.me,
            "text": str(params.get("caption", "")),
            "html": str(params.get("caption", "")),
            "reply_markup": None,
            "edits": 0,
            "document": {"file_name": upload.filename, "data": data},
        }
        self.messages[(chat["id"], stored["message_id"])] = stored
        self.by_chat.setdefault(chat["id"], []).append(stored)
        public = self._public(stored)
        public.pop("document", None)
        return public

    async def api_editMessageText(self, params: dict[str, Any]) -> dict[str, Any]:
        stored = self._stored(params)
        html, text = self._checked_text(params)
        markup = check_markup(params.get("reply_markup"))
        if html == stored["html"] and markup == stored["reply_markup"]:
            raise bad_request(
                "message is not modified: specified new message content and reply markup are exactly "
                "the same as a current content and reply markup of the message"
            )
        stored.update(html=html, text=text, reply_markup=markup, edits=stored["edits"] + 1)
        return self._public(stored)

    async def api_editMessageReplyMarkup(self, params: dict[str, Any]) -> dict[str, Any]:
        stored = self._stored(params)
        markup = check_markup(params.get("reply_markup"))
        if markup == stored["reply_markup"]:
            raise bad_request("message is not modified")
        stored.update(reply_markup=markup, edits=stored["edits"] + 1)
        return self._public(stored)

    async def api_answerCallbackQuery(self, params: dict[str, Any]) -> bool:
        query_id = params["callback_query_id"]
        if query_id not in self.pressed or query_id in self.answers:
            raise bad_request("query is too old and response timeout expired or query ID is invalid")
        if len(str(params.get("text", ""))) > 200:
            raise bad_request("MESSAGE_TOO_LONG")
        self.answers[query_id] = params
        return True

    # --- native polls (the peer poll of Law 16B1b) -------------------------------------------

    async def api_sendPoll(self, params: dict[str, Any]) -> dict[str, Any]:
        chat = self._chat(params["chat_id"])
        options = params["options"]
        if isinstance(options, str):
            options = json.loads(options)
        texts = [o if isinstance(o, str) else o["text"] for o in options]
        question = str(params["question"])
        if (
            not 1 <= len(question) <= 300
            or not 2 <= len(texts) <= 10
            or any(not 1 <= len(t) <= 100 for t in texts)
        ):
            raise bad_request("POLL_OPTION_INVALID")
        poll_id = f"poll{next(self._message_ids)}"
        anonymous = params.get("is_anonymous", True) not in (False, "false")
        multiple = params.get("allows_multiple_answers", False) in (True, "true")
        poll = {
            "id": poll_id,
            "question": question,
            "options": [
                {"text": t, "voter_count": 0, "persistent_id": f"{poll_id}-{i}"} for i, t in enumerate(texts)
            ],
            "total_voter_count": 0,
            "is_closed": False,
            "is_anonymous": anonymous,
            "type": "regular",
            "allows_multiple_answers": multiple,
            "allows_revoting": params.get("allows_revoting", False) in (True, "true"),
            "members_only": params.get("members_only", False) in (True, "true"),
        }
        stored: dict[str, Any] = {
            "message_id": next(self._message_ids),
            "date": int(time.time()),
            "chat": chat,
            "from": self.me,
            "poll": poll,
            "text": "",
            "html": "",
            "reply_markup": None,
            "edits": 0,
        }
        self.messages[(chat["id"], stored["message_id"])] = stored
        self.by_chat.setdefault(chat["id"], []).append(stored)
        self.polls[poll_id] = stored
        public = {k: v for k, v in stored.items() if k not in ("html", "edits", "text", "reply_markup")}
        return public

    async def api_stopPoll(self, params: dict[str, Any]) -> dict[str, Any]:
        stored = self._stored(params)
        if "poll" not in stored:
            raise bad_request("message with poll to stop not found")
        if stored["poll"]["is_closed"]:
            raise bad_request("poll has already been closed")
        stored["poll"]["is_closed"] = True
        return stored["poll"]

    async def vote(self, poll_id: str, *option_indexes: int, member: bool = True) -> bool:
        """One person votes (anonymously): the bot receives the poll's new counts, as Telegram sends
        them. Like Telegram, a closed poll or, on a members-only poll, a non-member gets nothing counted."""
        poll = self.polls[poll_id]["poll"]
        if poll["is_closed"] or (poll["members_only"] and not member):
            return False
        for index in option_indexes:
            poll["options"][index]["voter_count"] += 1
        poll["total_voter_count"] += 1
        await self.deliver({"update_id": next(self._update_ids), "poll": json.loads(json.dumps(poll))})
        return True

    async def api_getChatAdministrators(self, params: dict[str, Any]) -> list[dict[str, Any]]:
        return self.admins.get(int(self._chat(params["chat_id"])["id"]), [])

    async def api_getChatMember(self, params: dict[str, Any]) -> dict[str, Any]:
        for member in self.admins.get(int(params["chat_id"]), []):
            if member["user"]["id"] == int(params["user_id"]):
                return member
        return {"status": "member", "user": self.user(int(params["user_id"]), "Membre")}


@asynccontextmanager
async def polling(app: Application[Any, Any, Any, Any, Any, Any]) -> AsyncIterator[None]:
    """What run_polling does, without owning the event loop or the signals."""
    await app.initialize()
    try:
        if app.post_init is not None:
            await app.post_init(app)
        assert app.updater is not None
        await app.updater.start_polling(poll_interval=0, timeout=10, allowed_updates=ALLOWED_UPDATES)
        await app.start()
        yield
    finally:
        await _stop(app)


@asynccontextmanager
async def webhook(app: Application[Any, Any, Any, Any, Any, Any], secret: str) -> AsyncIterator[str]:
    """What run_webhook does; yields the webhook URL."""
    port = free_port()
    url = f"http://127.0.0.1:{port}/telegram"
    await app.initialize()
    try:
        if app.post_init is not None:
            await app.post_init(app)
        assert app.updater is not None
        await app.updater.start_webhook(
            listen="127.0.0.1",
            port=port,
            url_path="telegram",
            webhook_url=url,
            secret_token=secret,
            allowed_updates=ALLOWED_UPDATES,
        )
        await app.start()
        yield url
    finally:
        await _stop(app)


async def _stop(app: Application[Any, Any, Any, Any, Any, Any]) -> None:
    if app.updater is not None and app.updater.running:
        await app.updater.stop()
    if app.running:
        await app.stop()
        # As run_polling/run_webhook do: post_stop runs while the HTTP client is still up, so the
        # bot's pending posts (queue, counts, polls, mirrors) are sent, not retried against a closed client.
        if app.post_stop is not None:
            await app.post_stop(app)
    await app.shutdown()
    if app.post_shutdown is not None:
        await app.post_shutdown(app)

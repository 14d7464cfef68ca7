"""The Telegram transport: proxies, the JSON body Outbox sends, and what getUpdates trims."""

from __future__ import annotations

import json

import pytest
from telegram import Update
from telegram.error import BadRequest, RetryAfter
from yarl import URL

from bot.adapters.telegram.http import AiohttpRequest, JsonBody, UpdatesRequest
from tests.bot.telegram.fake_telegram import ApiError, FakeTelegram


async def test_proxies_come_from_the_environment_once_per_host(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HTTPS_PROXY", "http://proxy.club.example:3128")
    monkeypatch.setenv("NO_PROXY", "127.0.0.1,localhost")
    monkeypatch.setenv("no_proxy", "127.0.0.1,localhost")
    request = AiohttpRequest()
    proxy, _ = await request._proxy_for(URL("https://api.telegram.org/bot1:x/getMe"))
    assert proxy == URL("http://proxy.club.example:3128")
    assert await request._proxy_for(URL("http://127.0.0.1:8081/bot1:x/getMe")) == (None, None)

    # Read once: a later change of the environment is not looked up again for the same host.
    monkeypatch.delenv("HTTPS_PROXY")
    proxy, _ = await request._proxy_for(URL("https://api.telegram.org/bot1:x/sendMessage"))
    assert proxy == URL("http://proxy.club.example:3128")


def test_a_json_body_is_encoded_once_and_still_reads_as_request_data() -> None:
    keyboard = {"inline_keyboard": [[{"text": "Oui", "callback_data": "a:1:1:abcdef:0"}]]}
    body = JsonBody({"chat_id": 42, "text": "Renonce — <b>question</b>", "reply_markup": keyboard})
    assert json.loads(body.json_payload) == {
        "chat_id": 42,
        "text": "Renonce — <b>question</b>",
        "reply_markup": keyboard,
    }
    # Another BaseRequest (a form, say) gets Telegram's usual JSON-encoded fields.
    assert body.json_parameters == {
        "chat_id": "42",
        "text": "Renonce — <b>question</b>",
        "reply_markup": json.dumps(keyboard),
    }
    assert not body.contains_files


def test_get_updates_drops_only_what_a_press_never_reads() -> None:
    user = FakeTelegram.user(7, "Alice")
    chat = {"id": -100123, "type": "supergroup", "title": "Club"}
    keyboard = {"inline_keyboard": [[{"text": "Oui", "callback_data": "a:1:1:abcdef:0"}]]}
    pressed = {
        "message_id": 55,
        "date": 1,
        "chat": chat,
        "message_thread_id": 77,
        "is_topic_message": True,
        "text": "Incident #1 — Renonce",
        "entities": [{"type": "bold", "offset": 0, "length": 11}],
        "reply_markup": keyboard,
    }
    command = {
        "message_id": 56,
        "date": 1,
        "chat": chat,
        "from": user,
        "text": "/renonce@arbitre_bot",
        "entities": [{"type": "bot_command", "offset": 0, "length": 20}],
    }
    payload = {
        "ok": True,
        "result": [
            {
                "update_id": 1,
                "callback_query": {
                    "id": "q",
                    "from": user,
                    "chat_instance": "c",
                    "data": "x",
                    "message": pressed,
                },
            },
            {"update_id": 2, "message": command},
        ],
    }
    parsed = UpdatesRequest().parse_json_payload(json.dumps(payload).encode())
    press, sent = (Update.de_json(u, None) for u in parsed["result"])
    assert press is not None and press.callback_query is not None
    message = press.callback_query.message
    assert message is not None and message.reply_markup is None and not message.entities
    assert (message.message_id, message.chat.id, message.message_thread_id) == (55, -100123, 77)
    assert message.is_topic_message  # the answer stays in its forum topic
    # A command keeps its entities: that is how CommandHandler recognises it.
    assert sent is not None and sent.message is not None and sent.message.entities[0].type == "bot_command"


async def test_telegram_s_refusals_keep_python_telegram_bot_s_errors(fake: FakeTelegram) -> None:
    request = AiohttpRequest()
    await request.initialize()
    try:
        fake.private_chat(FakeTelegram.user(9, "Alice"))
        url = f"{fake.base_url}{fake.token}/sendMessage"
        sent = await request.post(url, JsonBody({"chat_id": 9, "text": "Bonjour"}))
        assert isinstance(sent, dict) and sent["text"] == "Bonjour"
        with pytest.raises(BadRequest, match=r"(?i)chat not found"):
            await request.post(url, JsonBody({"chat_id": 404, "text": "Bonjour"}))
        fake.fail_next("sendMessage", ApiError(429, "Too Many Requests: retry after 3", {"retry_after": 3}))
        with pytest.raises(RetryAfter):
            await request.post(url, JsonBody({"chat_id": 9, "text": "Bonjour"}))
    finally:
        await request.shutdown()

"""The Telegram transport: the library's HTTPXRequest, and an update it cannot parse (F5)."""

from __future__ import annotations

import json
import logging
from collections.abc import Callable

import pytest
from telegram import Update

from bot.adapters.telegram.handlers import TelegramBot
from bot.adapters.telegram.http import SkippingUpdatesRequest
from tests.bot.telegram.conftest import ALICE, Driver
from tests.bot.telegram.fake_telegram import FakeTelegram, polling

USER = FakeTelegram.user(7, "Alice")
CHAT = {"id": 7, "type": "private", "first_name": "Alice"}
# The two shapes of the reliability trial (F5): a poll answer without the field Bot API 9.6
# made required, and a message without its date.
OLD_POLL_ANSWER = {"poll_answer": {"poll_id": "p", "user": USER, "option_ids": [0]}}
UNDATED = {"message": {"message_id": 15, "chat": CHAT, "from": USER, "text": "/aide"}}


@pytest.mark.parametrize("bad", [OLD_POLL_ANSWER, UNDATED])
def test_an_unparsable_update_is_kept_as_its_bare_id(bad: dict[str, object]) -> None:
    with pytest.raises(Exception):  # noqa: B017 - what the library raises is its own business
        Update.de_json({"update_id": 5, **bad}, None)
    good = {
        "update_id": 6,
        "message": {"message_id": 16, "date": 1, "chat": CHAT, "from": USER, "text": "hi"},
    }
    payload = json.dumps({"ok": True, "result": [{"update_id": 5, **bad}, good]}).encode()
    parsed = SkippingUpdatesRequest().parse_json_payload(payload)
    assert parsed["result"] == [{"update_id": 5}, good]
    updates = Update.de_list(parsed["result"], None)  # what the updater does next: no error
    assert [u.update_id for u in updates] == [5, 6] and updates[0].effective_message is None


@pytest.mark.parametrize("bad", [OLD_POLL_ANSWER, UNDATED])
async def test_an_unparsable_update_does_not_stall_polling(
    bad: dict[str, object],
    fake: FakeTelegram,
    bot_factory: Callable[..., TelegramBot],
    caplog: pytest.LogCaptureFixture,
) -> None:
    """F5 through the fake: the bad update, then a normal one, which gets its answer; the bad
    one is logged once and never asked for again."""
    alice = Driver(fake, fake.private_chat(ALICE), ALICE)
    caplog.set_level(logging.ERROR, logger="arbitre.telegram")
    async with polling(bot_factory().build()):
        bad_id = next(fake._update_ids)  # in sequence with what the users send next
        await fake.deliver({"update_id": bad_id, **bad})
        (reply,) = await alice.send("/aide")
        assert reply["text"].startswith("Arbitre")
        (question,) = await alice.send("/renonce")
        assert "Que s'est-il passé ?" in question["text"]
    skipped = [r for r in caplog.records if f"update {bad_id} skipped" in r.getMessage()]
    assert len(skipped) == 1
    # Polling moved past it: later getUpdates asked from a higher offset, and few were made.
    offsets = [int(p.get("offset") or 0) for m, p in fake.calls if m == "getUpdates"]
    assert max(offsets) > bad_id
    assert fake.count("getUpdates") < 20

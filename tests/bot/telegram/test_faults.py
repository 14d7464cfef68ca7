"""What goes wrong on Telegram: forged or stale buttons, strangers, double presses, restarts,
flood control, network errors, messages that can no longer be edited, webhook secrets."""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest
from telegram import Bot, InlineKeyboardButton, InlineKeyboardMarkup
from telegram.error import BadRequest

import rules
from bot.adapters.telegram import render as tr
from bot.adapters.telegram.handlers import TelegramBot
from bot.adapters.telegram.out import INVALID_BUTTON, Where
from tests.bot.telegram.conftest import ALICE, BOB, DOMINIQUE, GROUP_ID, Driver, events, press_data
from tests.bot.telegram.fake_telegram import ApiError, FakeTelegram, polling, webhook


def alert(answer: dict[str, object]) -> str:
    assert answer.get("show_alert") is True, answer
    text = str(answer.get("text", ""))
    assert 0 < len(text) <= 200
    return text


@pytest.fixture
def database(tmp_path: Path) -> Path:
    return tmp_path / "arbitre.sqlite3"


async def test_forged_and_stale_presses_are_refused(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], database: Path
) -> None:
    alice = Driver(fake, fake.private_chat(ALICE), ALICE)
    bob = Driver(fake, fake.private_chat(BOB), BOB)
    async with polling(bot_factory().build()):
        (question,) = await alice.send("/renonce")
        good = press_data(question, "a", 0)
        ref = tr.decode(good).ref  # type: ignore[union-attr]
        assert alert(await alice.press(question, "n'importe quoi")) == INVALID_BUTTON
        assert alert(await alice.press(question, "a:1:1")) == INVALID_BUTTON
        assert "ne correspond pas à la question en cours" in alert(
            await alice.press(question, "a:1:1:ffffff:0")
        )
        assert "Réponse impossible" in alert(await alice.press(question, f"a:1:1:{ref}:99"))
        assert "plus d'actualité" in alert(await alice.press(question, f"a:1:7:{ref}:0"))
        assert "Aucun incident #999" in alert(await alice.press(question, f"a:999:1:{ref}:0"))
        assert "thème est déjà choisi" in alert(await alice.press(question, "t:1:1:ffffff"))
        # Alice's button data on a message of another chat (forged): refused.
        (bobs,) = await bob.send("/aide")
        assert alert(await bob.press(bobs, good)) == INVALID_BUTTON
        # In Alice's chat, a stranger's press is refused by the engine.
        assert "Seul Alice" in alert(await alice.press(question, good, as_user=BOB))
        # An oversized callback (Telegram never sends one, a forger might).
        assert alert(await alice.press(question, "a:1:1:" + "0" * 70)) == INVALID_BUTTON
        # The real button still works afterwards.
        (second,) = await alice.press_and_wait(question, good)
        assert "Qui est le joueur fautif ?" in second["text"]
    assert [kind for _, kind, _ in events(database)] == ["start", "answer"]
    assert len(fake.answers) == len(fake.pressed)  # every press answered, once


async def test_telegram_limits_are_enforced_by_the_fake(fake: FakeTelegram) -> None:
    """The fake refuses what Telegram refuses, so the flow tests prove we stay inside."""
    fake.private_chat(ALICE)
    async with Bot(fake.token, base_url=fake.base_url) as bot:
        oversized = InlineKeyboardMarkup([[InlineKeyboardButton("x", callback_data="a" * 65)]])
        with pytest.raises(BadRequest, match=r"(?i)button_data_invalid"):
            await bot.send_message(ALICE["id"], "question", reply_markup=oversized)
        with pytest.raises(BadRequest, match=r"(?i)too long"):
            await bot.send_message(ALICE["id"], "x" * 4097)
        with pytest.raises(BadRequest, match=r"(?i)can't parse entities"):
            await bot.send_message(ALICE["id"], "a < b <c>", parse_mode="HTML")
        sent = await bot.send_message(ALICE["id"], "<b>même texte</b>", parse_mode="HTML")
        with pytest.raises(BadRequest, match=r"(?i)not modified"):
            await bot.edit_message_text("<b>même texte</b>", ALICE["id"], sent.message_id, parse_mode="HTML")
    for encoded in [tr.encode(tr.Press("a", "9" * 12, 999_999_999, "abcdef", 999))]:
        assert len(encoded.encode()) <= 64
    with pytest.raises(ValueError):
        tr.encode(tr.Press("a", "9" * 40, 1, "abcdef", 1))


async def test_a_strangers_press_is_refused_and_a_director_may_answer(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], database: Path
) -> None:
    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    alice = Driver(fake, group, ALICE)
    async with polling(bot_factory().build()):
        (question,) = await alice.send("/renonce")
        data = press_data(question, "a", 0)
        for _ in range(2):
            refusal = alert(await alice.press(question, data, as_user=BOB))
            assert "Seul Alice" in refusal
        assert fake.count("getChatAdministrators") == 1  # cached
        answer = await alice.press(question, data, as_user=DOMINIQUE)
        assert not answer.get("show_alert")
        await fake.wait(lambda: question["edits"] == 1, chat_id=GROUP_ID)  # the live message
        assert "(Dominique)" in question["text"]
    assert [(kind, actor) for _, kind, actor in events(database)] == [
        ("start", "telegram:101"),
        ("answer", "telegram:103"),
    ]


async def test_configured_directors(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], database: Path
) -> None:
    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    alice = Driver(fake, group, ALICE)
    bot = bot_factory(director_ids=frozenset({BOB["id"]}), admins_are_directors=False)
    async with polling(bot.build()):
        (question,) = await alice.send("/renonce")
        data = press_data(question, "a", 0)
        assert "Seul Alice" in alert(await alice.press(question, data, as_user=DOMINIQUE))
        assert not (await alice.press(question, data, as_user=BOB)).get("show_alert")
    assert fake.count("getChatAdministrators") == 0
    assert events(database)[-1][2] == "telegram:102"


async def test_a_double_press_is_recorded_once(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], database: Path
) -> None:
    alice = Driver(fake, fake.private_chat(ALICE), ALICE)
    async with polling(bot_factory().build()):
        (question,) = await alice.send("/renonce")
        data = press_data(question, "a", 0)
        first = await fake.user_presses(question, ALICE, data)
        second = await fake.user_presses(question, ALICE, data)
        answers = [await fake.wait_answer(first), await fake.wait_answer(second)]
    assert not answers[0].get("show_alert")
    assert "plus d'actualité" in alert(answers[1])
    assert [kind for _, kind, _ in events(database)] == ["start", "answer"]


async def test_restart_between_two_answers(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], database: Path
) -> None:
    alice = Driver(fake, fake.private_chat(ALICE), ALICE)
    async with polling(bot_factory().build()):
        (question,) = await alice.send("/renonce")
        stale = press_data(question, "a", 1)  # kept by a client that did not see the edit
        (second,) = await alice.press_and_wait(question, press_data(question, "a", 0))
    # post_shutdown closed the store: SQLite removed its write-ahead log on the last close.
    assert database.exists() and not Path(f"{database}-wal").exists()
    async with polling(bot_factory().build()):  # a new Application and a new Store, same file
        (third,) = await alice.press_and_wait(second, press_data(second, "a", 2))
        assert "Question 3" in third["text"]
        assert "➜ Un joueur de la défense" in second["text"]
        # A button of the first run that is now stale is refused, not replayed.
        assert "plus d'actualité" in alert(await alice.press(question, stale))
    assert [kind for _, kind, _ in events(database)] == ["start", "answer", "answer"]


async def test_flood_control_retry_after_is_waited_for(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]
) -> None:
    alice = Driver(fake, fake.private_chat(ALICE), ALICE)
    fake.fail_next("sendMessage", ApiError(429, "Too Many Requests: retry after 1", {"retry_after": 1}))
    async with polling(bot_factory().build()):
        (question,) = await alice.send("/renonce")
    assert "Que s'est-il passé ?" in question["text"]
    assert fake.count("sendMessage") == 2  # refused once, sent after the wait, never dropped


async def test_network_errors_are_retried(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]
) -> None:
    alice = Driver(fake, fake.private_chat(ALICE), ALICE)
    async with polling(bot_factory().build()):
        (question,) = await alice.send("/renonce")
        fake.fail_next("editMessageText", ApiError(502, "Bad Gateway"), times=2)
        fake.fail_next("sendMessage", ApiError(500, "Internal Server Error"))
        (second,) = await alice.press_and_wait(question, press_data(question, "a", 0))
        assert "Qui est le joueur fautif ?" in second["text"]
        assert "➜" in question["text"]
    assert fake.count("editMessageText") == 3


async def test_a_message_that_cannot_be_edited_gets_a_fresh_one(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]
) -> None:
    alice = Driver(fake, fake.private_chat(ALICE), ALICE)
    tbot = bot_factory()
    async with polling(tbot.build()):
        (question,) = await alice.send("/renonce")
        del fake.messages[(ALICE["id"], question["message_id"])]  # deleted by the user meanwhile
        fresh, following = await alice.press_and_wait(question, press_data(question, "a", 0), new=2)
        assert "➜ Un joueur n'a pas fourni" in fresh["text"]
        assert "Qui est le joueur fautif ?" in following["text"]
        # « message is not modified » is not an error and sends nothing.
        where = Where(ALICE["id"], None, "private")
        before = len(alice.messages())
        await tbot.out.edit(where, following["message_id"], following["html"], None)
        await tbot.out.edit(where, following["message_id"], following["html"], None)
        assert len(alice.messages()) == before


async def test_help_button(fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]) -> None:
    """A short help is an alert (at most 200 characters); a longer one comes as a message."""
    short = rules.get_topic("renonce").questions["situation"].help
    assert len(short) <= 200
    firsts = [(t.id, rules.next_step(t.id, {}).question) for t in rules.topics()]
    long_ones = [(topic, q) for topic, q in firsts if q is not None and len(q.help) > 200]
    alice = Driver(fake, fake.private_chat(ALICE), ALICE)
    async with polling(bot_factory().build()):
        (question,) = await alice.send("/renonce")
        assert alert(await alice.press(question, press_data(question, "h"))) == short
        if not long_ones:
            pytest.skip("no topic opens with a help longer than an alert")
        topic, long_question = long_ones[0]
        (first,) = await alice.send(f"/arbitre {topic}")
        answer = await alice.press(first, press_data(first, "h"))
        assert not answer.get("show_alert")
        help_message = (await fake.wait_sent(ALICE["id"], 3))[-1]
        assert help_message["text"] == f"Aide — {long_question.prompt}\n{long_question.help}"


async def test_webhook_mode_with_a_secret_token(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], database: Path
) -> None:
    alice = Driver(fake, fake.private_chat(ALICE), ALICE)
    async with webhook(bot_factory().build(), secret="s3cret-token") as url:
        assert fake.webhook == {"url": url, "secret_token": "s3cret-token"}
        forged = {
            "update_id": 999,
            "message": {
                "message_id": 1,
                "date": 0,
                "chat": alice.chat,
                "from": BOB,
                "text": "/renonce",
                "entities": [{"type": "bot_command", "offset": 0, "length": 8}],
            },
        }
        assert await fake.post_webhook(forged, "wrong") == 403
        assert await fake.post_webhook(forged, None) == 403
        (question,) = await alice.send("/renonce")  # delivered by POST, with the right secret
        (second,) = await alice.press_and_wait(question, press_data(question, "a", 0))
        assert "Qui est le joueur fautif ?" in second["text"]
    with sqlite3.connect(database) as conn:
        assert conn.execute("SELECT COUNT(*) FROM incidents").fetchone() == (1,)
    assert fake.count("getUpdates") == 0


async def test_concurrent_chats_do_not_mix(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]
) -> None:
    users = [FakeTelegram.user(500 + n, f"Arbitre {n}") for n in range(8)]
    drivers = [Driver(fake, fake.private_chat(u), u) for u in users]

    async def one(driver: Driver) -> str:
        (question,) = await driver.send("/renonce")
        (second,) = await driver.press_and_wait(question, press_data(question, "a", 0))
        return second["text"]

    async with polling(bot_factory(rate_limit=False).build()):
        texts = await asyncio.gather(*(one(d) for d in drivers))
    ids = sorted(t.split("Incident #")[1].split(" ")[0] for t in texts)
    assert ids == sorted(str(n) for n in range(1, 9))


async def test_a_group_that_became_a_supergroup(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]
) -> None:
    old = fake.group_chat(-4242)
    fake.group_chat(-1004242)
    fake.fail_next(
        "sendMessage",
        ApiError(
            400, "Bad Request: group chat was upgraded to a supergroup chat", {"migrate_to_chat_id": -1004242}
        ),
    )
    async with polling(bot_factory().build()):
        await fake.user_sends(old, ALICE, "/aide")
        (moved,) = await fake.wait_sent(-1004242, 1)
    assert moved["text"].startswith("Arbitre")


async def test_an_unexpected_error_is_answered_in_french(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], monkeypatch: pytest.MonkeyPatch
) -> None:
    alice = Driver(fake, fake.private_chat(ALICE), ALICE)
    tbot = bot_factory()
    async with polling(tbot.build()):
        (question,) = await alice.send("/arbitre renonce")
        assert "Que s'est-il passé ?" in question["text"]

        async def broken(*args: object) -> None:
            raise RuntimeError("disque débranché")

        monkeypatch.setattr(tbot.engine, "peek", broken)
        assert "Erreur inattendue" in alert(await alice.press(question, press_data(question, "a", 0)))
        monkeypatch.setattr(tbot.engine, "open", broken)
        (message,) = await alice.send("/renonce")
        assert "Erreur inattendue" in message["text"]

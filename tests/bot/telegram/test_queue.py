"""The online event's call queue on Telegram, end to end through the fake Bot API (issue 17 §2, §4)."""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import Callable
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

import rules
from bot.adapters.telegram import pages as tp
from bot.adapters.telegram import render as tr
from bot.adapters.telegram.calls_render import call_data, decode_call
from bot.adapters.telegram.handlers import TelegramBot
from bot.adapters.telegram.settings import CALL_MESSAGES
from bot.cli import build_parser
from tests.bot.conftest import Clock
from tests.bot.telegram.conftest import ALICE, BOB, DOMINIQUE, GROUP_ID, Driver, make_bot, topic_button
from tests.bot.telegram.fake_telegram import FakeTelegram, polling
from tests.bot.telegram.test_flow import REVOKE

ANNE = FakeTelegram.user(201, "Anne")  # directors: administrators of the directors' group
BRUNO = FakeTelegram.user(202, "Bruno")
DIRECTORS_ID = -1009876543210


def rooms(fake: FakeTelegram) -> tuple[Driver, Driver, Driver, Driver]:
    """Dominique (admin of both groups: he opens the event), Alice (a player), Anne and Bruno
    (directors' group)."""
    players = fake.group_chat(GROUP_ID, "Simultané", admins=(DOMINIQUE,))
    directors = fake.group_chat(DIRECTORS_ID, "Arbitres", admins=(ANNE, BRUNO, DOMINIQUE))
    return (
        Driver(fake, players, DOMINIQUE),
        Driver(fake, players, ALICE),
        Driver(fake, directors, ANNE),
        Driver(fake, directors, BRUNO),
    )


@pytest.fixture
def bot_factory(fake: FakeTelegram, tmp_path: Path) -> Callable[..., TelegramBot]:
    """These tests follow each call's own message: the per-call layout (the board has
    test_board.py)."""

    def build(**overrides: Any) -> TelegramBot:
        return make_bot(fake, tmp_path / "arbitre.sqlite3", **{"call_layout": CALL_MESSAGES, **overrides})

    return build


def bot_with_clock(bot_factory: Callable[..., TelegramBot], clock: Clock) -> TelegramBot:
    bot = bot_factory()
    bot.calls.clock = clock
    return bot


async def open_event(dominique: Driver, name: str = "Simultané du jeudi") -> None:
    (opened,) = await dominique.send(f"/tournoi ouvrir {name} {DIRECTORS_ID}")
    assert f"Tournoi « {name} » ouvert" in opened["text"]
    fake = dominique.fake
    notice = "les appels des joueurs seront postés ici"
    await fake.wait(lambda: any(notice in m["text"] for m in fake.sent(DIRECTORS_ID)), chat_id=DIRECTORS_ID)


async def call_from(
    alice: Driver, anne: Driver, text: str = "/appel 12 5 hésitation en Nord"
) -> dict[str, Any]:
    """Alice calls; return the call's message in the directors' group."""
    before = len(anne.messages())
    (answer,) = await alice.send(text)
    assert "Appel enregistré : table 12. Un arbitre arrive." in answer["text"]
    # Posted to the directors at the same time as the caller is answered.
    return (await anne.fake.wait_sent(anne.chat_id, before + 1))[before]


def data_of(message: dict[str, Any], what: str) -> str:
    for _, data in FakeTelegram.buttons(message):
        decoded = decode_call(data)
        if decoded and decoded[1] == what:
            return data
    raise AssertionError(f"no {what} button on {message['text']!r}")


async def test_a_call_is_posted_to_the_directors_and_taken(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]
) -> None:
    dominique, alice, anne, _ = rooms(fake)
    clock = Clock()  # the waiting time shown does not depend on the machine's load
    async with polling(bot_with_clock(bot_factory, clock).build()):
        await open_event(dominique)
        assert "les appels des joueurs seront postés ici" in anne.messages()[0]["text"]
        assert "« 🏃 » (je prends l'appel)" in anne.messages()[0]["text"]  # tester5 L3: the board's button
        posted = await call_from(alice, anne)
        assert "Appel : table 12, donne 5" in posted["text"]
        assert "hésitation en Nord" in posted["text"] and "Alice" in posted["text"]
        assert "En attente" in posted["text"]
        labels = [text for text, _ in FakeTelegram.buttons(posted)]
        assert labels == ["🏃 Je prends", "✅ Réglé", "📋 Ouvrir un incident"]
        assert all(len(d.encode()) <= 64 for _, d in FakeTelegram.buttons(posted))
        clock.advance(95)
        before = len(alice.messages())
        answer = await anne.press(posted, data_of(posted, "take"))
        assert not answer.get("show_alert")
        (told,) = (await fake.wait_sent(GROUP_ID, before + 1))[before:]  # sent after the edit
        assert told["text"] == "Table 12 : Anne arrive."
        assert "Pris par Anne" in posted["text"] and posted["edits"] == 1
        assert [t for t, _ in FakeTelegram.buttons(posted)] == ["✅ Réglé", "📋 Ouvrir un incident"]
        # /appels in the directors' group: the call, with its state and waiting time.
        clock.advance(600)  # the wait stops when a director takes the call
        (listing,) = await anne.send("/appels")
        assert "n°1 · table 12 donne 5 · pris · 1 min 35 s · Anne · hésitation en Nord" in listing["text"]


async def test_two_directors_pressing_at_once_exactly_one_wins(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]
) -> None:
    dominique, alice, anne, bruno = rooms(fake)
    async with polling(bot_factory().build()):
        await open_event(dominique)
        posted = await call_from(alice, anne)
        take = data_of(posted, "take")
        queries = await asyncio.gather(
            fake.user_presses(posted, ANNE, take), fake.user_presses(posted, BRUNO, take)
        )
        answers = [await fake.wait_answer(q) for q in queries]
        refused = [a for a in answers if a.get("show_alert")]
        assert len(refused) == 1
        winner = "Bruno" if answers[0] is refused[0] else "Anne"
        assert refused[0]["text"] == f"L'appel de la table 12 est déjà pris par {winner}."
        await fake.wait(lambda: len(alice.messages()) >= 3, chat_id=GROUP_ID)
        told = [m["text"] for m in alice.messages() if m["text"].startswith("Table 12")]
        assert told == [f"Table 12 : {winner} arrive."]  # the caller is told once
        del bruno


async def test_a_stranger_can_neither_take_nor_close(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], tmp_path: Path
) -> None:
    dominique, alice, anne, _ = rooms(fake)
    async with polling(bot_factory().build()):
        await open_event(dominique)
        posted = await call_from(alice, anne)
        for what in ("take", "close", "inc"):
            answer = await anne.press(posted, data_of(posted, what), as_user=BOB)
            assert answer.get("show_alert") and "Seuls les arbitres du tournoi" in answer["text"], answer
        # A forged button, or one naming a call that does not exist.
        answer = await anne.press(posted, call_data("999", "take"))
        assert answer["text"] == "Ce bouton ne correspond à aucun appel."
        assert posted["edits"] == 0
    with sqlite3.connect(tmp_path / "arbitre.sqlite3") as conn:
        assert conn.execute("SELECT state FROM calls").fetchall() == [("waiting",)]


async def test_buttons_still_work_after_a_restart(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]
) -> None:
    dominique, alice, anne, _ = rooms(fake)
    async with polling(bot_factory().build()):
        await open_event(dominique)
        first = await call_from(alice, anne)
        second = await call_from(alice, anne, "/appel 12 7 temps dépassé")
    async with polling(bot_factory().build()):  # a new process: nothing in memory
        answer = await anne.press(first, data_of(first, "take"))
        assert not answer.get("show_alert"), answer
        await fake.wait(lambda: first["edits"] == 1, chat_id=DIRECTORS_ID)
        assert "Pris par Anne" in first["text"]
        answer = await anne.press(second, data_of(second, "close"))
        assert not answer.get("show_alert"), answer
        await fake.wait(lambda: second["edits"] == 1, chat_id=DIRECTORS_ID)
        assert "Réglé par Anne" in second["text"] and not second.get("reply_markup")
        closed = "Table 12 : l'appel est réglé par Anne."
        await fake.wait(lambda: closed in [m["text"] for m in alice.messages()], chat_id=GROUP_ID)
        (listing,) = await dominique.send("/appels")
        assert "n°1 · table 12 donne 5 · pris" in listing["text"] and "n°2" not in listing["text"]


async def test_a_waiting_call_is_reminded_once(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]
) -> None:
    dominique, alice, anne, _ = rooms(fake)
    clock = Clock()
    bot = bot_with_clock(bot_factory, clock)
    async with polling(bot.build()):
        await open_event(dominique)
        await call_from(alice, anne)
        clock.advance(60)
        assert await bot.calls.remind_once() == 0  # under the event's 3 minutes
        clock.advance(150)
        before = len(anne.messages())
        assert await bot.calls.remind_once() == 1
        (reminder,) = (await fake.wait_sent(DIRECTORS_ID, before + 1))[before:]
        assert "Rappel : la table 12 attend un arbitre depuis 3 min 30 s" in reminder["text"]
        assert data_of(reminder, "take") == "c:1:take"  # the same buttons as the call
        clock.advance(600)
        assert await bot.calls.remind_once() == 0  # once only
        # The background task is running, and stops with the application.
        assert bot.calls._reminders is not None and not bot.calls._reminders.done()
    assert bot.calls._reminders is None


async def test_an_incident_opened_from_a_call_gives_the_caller_its_ruling(
    fake: FakeTelegram,
    bot_factory: Callable[..., TelegramBot],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    dominique, alice, anne, _ = rooms(fake)
    async with polling(bot_factory().build()):
        await open_event(dominique)
        posted = await call_from(alice, anne, "/appel 12 5 renonce en Est")
        before = len(anne.messages())
        answer = await anne.press(posted, data_of(posted, "inc"))
        assert not answer.get("show_alert"), answer
        menu = await anne.wait_keyboard(before)
        # The topics the caller's words describe, offered at once (tester10 W6).
        assert "Thèmes trouvés pour « renonce en Est »" in menu["text"]
        assert "Pris par Anne" in posted["text"] and "Incident #1" in posted["text"]
        assert "Table 12 : Anne arrive." in [m["text"] for m in alice.messages()]
        topic = await topic_button(anne, menu, "renonce")
        edits = menu["edits"]
        await anne.press(menu, topic)
        await fake.wait(lambda: menu["edits"] > edits, chat_id=DIRECTORS_ID)
        ruled = await anne.answer_live("renonce", REVOKE, menu)
        assert "DÉCISION" in ruled["text"]
        before = len(alice.messages())
        answer = await anne.press(posted, data_of(posted, "close"))
        assert not answer.get("show_alert"), answer
        (told,) = (await fake.wait_sent(GROUP_ID, before + 1))[before:]
        # The export from the chat itself: a director gets the CSV and the Markdown files.
        csv_file, md_file = await anne.send("/tournoi export 22/11/2026 23:00", new=2)
        (refused,) = await alice.send("/tournoi export")
    assert refused["text"].startswith("Seul un arbitre du tournoi « ")
    assert "peut exporter ses appels" in refused["text"]
    assert csv_file["document"]["file_name"] == "appels-tournoi-1.csv"
    assert md_file["document"]["file_name"] == "appels-tournoi-1.md"
    assert "Appels du tournoi « Simultané du jeudi » : 1 appel(s)." == csv_file["text"]
    csv_text = csv_file["document"]["data"].decode("utf-8")
    assert csv_text.startswith("\ufeffAppel;Appelé le;Table")  # Excel's BOM and separator
    assert "renonce en Est" in csv_text and ";Anne;" in csv_text and "Alice" in csv_text
    minutes = rules.load_regulation("ffb_en_ligne").appeal_minutes
    deadline = datetime(2026, 11, 22, 23, 0) + timedelta(minutes=minutes)
    assert f"{deadline:%d/%m/%Y %H:%M} (Loi 92B)" in csv_text
    md_text = md_file["document"]["data"].decode("utf-8")
    assert md_text.startswith("# Appels à l'arbitre — Simultané du jeudi")
    assert "| renonce en Est |" in md_text
    ruling = rules.next_step("renonce", REVOKE).ruling
    assert ruling is not None
    assert told["text"] == (
        f"Table 12 : l'appel est réglé par Anne. Décision (incident #1) : {ruling.title} "
        f"({', '.join(ruling.laws)}). Appel possible jusqu'à {minutes} min après la publication des résultats "
        "officiels (Loi 92B)."
    )
    assert "64A2" in told["text"]
    assert "Réglé par Anne" in posted["text"] and not posted.get("reply_markup")
    # The event's export (`arbitre tournoi export`) lists the Telegram call with its ruling.
    args = build_parser().parse_args(
        ["--data-dir", str(tmp_path), "tournoi", "export", "1", "--format", "csv"]
    )
    capsys.readouterr()
    assert await asyncio.to_thread(args.func, args) == 0  # the command runs its own event loop
    exported = capsys.readouterr().out
    assert "hésitation" not in exported and "renonce en Est" in exported
    assert "Anne" in exported and "Alice" in exported and ruling.title in exported


async def test_bad_input_is_answered_in_french(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]
) -> None:
    dominique, alice, anne, _ = rooms(fake)
    async with polling(bot_factory().build()):
        (no_event,) = await alice.send("/appel 12 5 hésitation")
        assert "Aucun tournoi n'est ouvert dans ce salon" in no_event["text"]
        (not_director,) = await alice.send("/tournoi ouvrir Mon tournoi")
        assert not_director["text"] == "Seul un arbitre peut ouvrir un tournoi."
        (usage,) = await dominique.send("/tournoi")
        assert usage["text"].startswith("Usage : /tournoi ouvrir")
        await open_event(dominique)
        (twice,) = await dominique.send("/tournoi ouvrir Autre")
        assert "Un tournoi est déjà ouvert ici : « Simultané du jeudi »" in twice["text"]
        (unknown,) = await alice.send("/appel !!! 5 renonce")
        assert "Je ne trouve pas votre numéro de table dans « !!! 5 renonce »" in unknown["text"]
        (no_reason,) = await alice.send("/appel 12 5")
        assert no_reason["text"].startswith("Dites en quelques mots pourquoi")
        (bare,) = await alice.send("/appel")
        assert bare["text"].startswith("🔔 Appel à l'arbitre (Alice) : répondez à ce message")
        before = len(alice.messages())
        await fake.user_sends(alice.chat, ALICE, "   ", reply_to=bare)
        await fake.user_sends(alice.chat, ALICE, "12", reply_to=bare)
        empty, reasonless = (await fake.wait_sent(GROUP_ID, before + 2))[before:]
        assert empty["text"].startswith("Usage : /appel TABLE [DONNE] raison")
        assert reasonless["text"].startswith("Dites en quelques mots pourquoi")
        (state,) = await alice.send("/tournoi etat")
        assert "Simultané du jeudi" in state["text"] and "0 appel(s) ouvert(s)" in state["text"]
        private = Driver(fake, fake.private_chat(ALICE), ALICE)
        (alone,) = await private.send("/appel 12 5 renonce")
        assert "depuis le groupe du tournoi" in alone["text"]
        (closed,) = await dominique.send("/tournoi fermer")
        assert closed["text"] == "Tournoi « Simultané du jeudi » fermé."
        (again,) = await dominique.send("/tournoi fermer")
        assert "Aucun tournoi ouvert ici : il est peut-être déjà fermé" in again["text"]
        (late,) = await alice.send("/appel 12 5 hésitation")
        assert "Aucun tournoi n'est ouvert" in late["text"]
    assert not anne.messages()[1:]  # nothing but the opening notice reached the directors


async def test_an_event_without_a_directors_group_posts_calls_in_its_own_group(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]
) -> None:
    dominique, alice, _, _ = rooms(fake)
    async with polling(bot_factory().build()):
        (opened,) = await dominique.send("/tournoi ouvrir Tournoi du club")
        assert "ouvert" in opened["text"]
        both = await alice.send("/appel 3 carte exposée", new=2)
        (posted,) = [m for m in both if "Appel : table 3" in m["text"]]
        (answer,) = [m for m in both if "Un arbitre arrive" in m["text"]]
        assert [t for t, _ in FakeTelegram.buttons(answer)] == []
        taken = await dominique.press(posted, data_of(posted, "take"))
        assert not taken.get("show_alert")


async def test_the_export_s_bad_input_is_answered_in_french(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]
) -> None:
    dominique, _, _, _ = rooms(fake)
    async with polling(bot_factory().build()):
        (nothing,) = await dominique.send("/tournoi export")
        assert nothing["text"] == "Aucun tournoi n'a été ouvert ici : rien à exporter."
        await open_event(dominique)
        (bad_date,) = await dominique.send("/tournoi export demain soir")
        assert bad_date["text"].startswith("Heure des résultats officiels : date invalide")
        await dominique.send("/tournoi fermer")
        # From the players' group, once the event is closed: the files go to the directors.
        (sent,) = await dominique.send("/tournoi export")
        assert sent["text"] == "Export envoyé dans le groupe des arbitres."
        csv_file, md_file = (await fake.wait_sent(DIRECTORS_ID, 3))[1:]
    assert "Aucun appel." in md_file["document"]["data"].decode("utf-8")
    assert "min après les résultats officiels (Loi 92B)" not in csv_file["document"]["data"].decode("utf-8")


async def test_the_call_button_asks_the_player_and_the_reply_is_the_call(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]
) -> None:
    dominique, alice, anne, _ = rooms(fake)
    async with polling(bot_factory().build()):
        (opened,) = await dominique.send(f"/tournoi ouvrir Simultané {DIRECTORS_ID}")
        assert [t for t, _ in FakeTelegram.buttons(opened)] == ["🔔 Appeler l'arbitre"]
        ((_, ask),) = FakeTelegram.buttons(opened)
        before = len(alice.messages())
        answer = await alice.press(opened, ask)
        assert not answer.get("show_alert")
        (prompt,) = (await fake.wait_sent(GROUP_ID, before + 1))[before:]
        assert prompt["text"].startswith("🔔 Appel à l'arbitre (Alice)")
        assert prompt["reply_markup"] == {
            "force_reply": True,
            "selective": True,
            "input_field_placeholder": "12 5 hésitation en Nord",
        }
        posted_before = len(anne.messages())
        before = len(alice.messages())
        await fake.user_sends(alice.chat, ALICE, "7 3 entame contestée", reply_to=prompt)
        (answer_msg,) = (await fake.wait_sent(GROUP_ID, before + 1))[before:]
        assert answer_msg["text"] == "Appel enregistré : table 7. Un arbitre arrive."
        (posted,) = (await fake.wait_sent(DIRECTORS_ID, posted_before + 1))[posted_before:]
        assert "Appel : table 7" in posted["text"] and "entame contestée" in posted["text"]
        assert data_of(posted, "take")
        await dominique.send("/tournoi fermer confirmer")  # table 7 still waits
        late = await alice.press(opened, ask)
        assert late["text"] == "Ce tournoi est fermé : plus d'appel possible ici."


async def test_each_message_of_a_call_goes_out_only_once_the_call_is_committed(
    fake: FakeTelegram,
    bot_factory: Callable[..., TelegramBot],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Both messages of a call leave the per-chat order (background tasks): each must still
    follow the commit, so a crash after a post never loses a call the players were told of."""
    dominique, alice, anne, _ = rooms(fake)
    seen: list[tuple[int, str, int]] = []
    send = fake.api_sendMessage

    async def recording(params: dict[str, Any]) -> dict[str, Any]:
        text = str(params.get("text", ""))
        if "table 12" in text or "Table 12" in text:
            with sqlite3.connect(
                tmp_path / "arbitre.sqlite3"
            ) as conn:  # another connection: committed rows only
                (count,) = conn.execute("SELECT COUNT(*) FROM calls WHERE data LIKE '%\"12\"%'").fetchone()
            seen.append((int(params["chat_id"]), text, count))
        return await send(params)

    monkeypatch.setattr(fake, "api_sendMessage", recording)
    async with polling(bot_factory().build()):
        await open_event(dominique)
        await call_from(alice, anne)
    chats = sorted(chat for chat, _, _ in seen)
    assert chats == [DIRECTORS_ID, GROUP_ID]  # the directors' post and the caller's answer
    assert all(count == 1 for _, _, count in seen), seen


def test_the_queue_commands_are_in_the_menu_and_the_help() -> None:
    names = [name for name, _ in tr.command_list()]
    assert {"tournoi", "appel", "appels", "note"} <= set(names)
    help_text = "\n".join(tp.help_messages())
    assert "/tournoi ouvrir" in help_text and "/appel 12 5" in help_text and "/note texte" in help_text


async def test_an_unreachable_directors_group_is_said_and_the_call_kept(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], tmp_path: Path
) -> None:
    dominique, alice, _, _ = rooms(fake)
    async with polling(bot_factory().build()):
        # A group the bot is not in: nobody can be seen to direct it, so nothing opens (R1).
        (refused,) = await dominique.send("/tournoi ouvrir Simultané -1005555555555")
        assert refused["text"].startswith("Vous n'êtes pas arbitre du groupe des arbitres nommé")
        await open_event(dominique)
        del fake.chats[DIRECTORS_ID]  # the bot is removed from the directors' group
        answer, warned = await alice.send("/appel 12 5 hésitation", new=2)
        assert "Appel enregistré : table 12" in answer["text"]
        assert (
            warned["text"] == "⚠ Table 12 : le groupe des arbitres n'a pas pu être prévenu, appelez-les ici."
        )
    with sqlite3.connect(tmp_path / "arbitre.sqlite3") as conn:
        assert conn.execute("SELECT state FROM calls").fetchall() == [("waiting",)]  # nothing lost

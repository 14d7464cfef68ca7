"""/note and « 📝 Noter un fait » on Telegram (issue 14 §4), and the start-up line (issue 14 §2)."""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path

import pytest

import rules
from bot.adapters.telegram import keyboards as tk
from bot.adapters.telegram.handlers import TelegramBot
from bot.config import Config
from bot.reports.incidents_log import show_incident
from tests.bot.telegram.conftest import ALICE, BOB, DOMINIQUE, GROUP_ID, Driver, events, link_of
from tests.bot.telegram.fake_telegram import FakeTelegram, polling


def note_data(message: dict[str, object]) -> str:
    return next(d for t, d in FakeTelegram.buttons(message) if t == tk.NOTE_BUTTON)  # type: ignore[arg-type]


def show(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> str:
    config = Config(tmp_path, rules.DEFAULT_REGULATION, 6.0, None)
    assert show_incident(config, "1") == 0
    return capsys.readouterr().out


async def test_note_command_records_a_fact_on_the_current_incident(
    fake: FakeTelegram,
    bot_factory: Callable[..., TelegramBot],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    alice = Driver(fake, group, ALICE)
    dominique = Driver(fake, group, DOMINIQUE)
    bob = Driver(fake, group, BOB)
    async with polling(bot_factory().build()):
        (none,) = await alice.send("/note table 4, donne 7")
        assert none["text"].startswith("Aucun incident en cours pour vous")
        await alice.send("/renonce")
        (noted,) = await alice.send("/note Table 4, donne 7 : Est dit avoir eu un cœur.")
        assert noted["text"] == "📝 Fait noté sur l'incident #1 (1 note(s) ; /incidents)."
        (by_director,) = await dominique.send("/note Nord-Sud confirment.")  # a director, not the owner
        assert "incident #1 (2 note(s)" in by_director["text"]
        (stranger,) = await bob.send("/note je n'y étais pas")
        assert stranger["text"].startswith("Aucun incident en cours pour vous")
        (empty,) = await alice.send("/note   ")
        assert empty["text"].startswith("La note est vide")
        (long,) = await alice.send("/note " + "x" * 2001)
        assert long["text"] == "La note est trop longue (2 000 caractères au plus)."
    kinds = [kind for _, kind, _ in events(tmp_path / "arbitre.sqlite3")]
    assert kinds == ["start", "note", "note"]
    shown = show(tmp_path, capsys)
    assert "Faits notés :" in shown
    assert "Alice : Table 4, donne 7 : Est dit avoir eu un cœur." in shown
    assert "Dominique : Nord-Sud confirment." in shown


async def test_note_button_asks_for_the_text_and_records_the_reply(
    fake: FakeTelegram,
    bot_factory: Callable[..., TelegramBot],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    alice = Driver(fake, group, ALICE)
    async with polling(bot_factory().build()):
        (live,) = await alice.send("/renonce")
        stranger = await alice.press(live, note_data(live), as_user=BOB)
        assert stranger.get("show_alert") and "peut y noter un fait" in stranger["text"]
        before = len(alice.messages())
        answer = await alice.press(live, note_data(live))
        assert not answer.get("show_alert"), answer
        (prompt,) = (await fake.wait_sent(GROUP_ID, before + 1))[before:]
        assert prompt["text"].startswith("📝 Incident #1 : écrivez le fait à noter en réponse à ce message")
        assert prompt["reply_markup"]["force_reply"] is True and prompt["reply_markup"]["selective"] is True
        assert 'href="tg://user?id=101"' in prompt["html"]  # the selective reply aims at Alice
        before = len(alice.messages())
        await fake.user_sends(group, ALICE, "Étui 7 retourné, Sud a vu la carte.", reply_to=prompt)
        (noted,) = (await fake.wait_sent(GROUP_ID, before + 1))[before:]
        assert noted["text"] == "📝 Fait noté sur l'incident #1 (1 note(s) ; /incidents)."
        # A stranger replying to the prompt is refused; nothing is recorded.
        before = len(alice.messages())
        await fake.user_sends(group, BOB, "je note aussi", reply_to=prompt)
        (refused,) = (await fake.wait_sent(GROUP_ID, before + 1))[before:]
        assert refused["text"].startswith("Seul Alice, qui a ouvert l'incident #1")
        # A reply to any other message of the bot is no note (and, in a group, no answer).
        before = len(alice.messages())
        await fake.user_sends(group, ALICE, "merci", reply_to=live)
        (listing,) = await alice.send("/incidents")  # updates of one chat are handled in order
        assert len(alice.messages()) == before + 1 and "Incidents récents" in listing["text"]
    kinds = [kind for _, kind, _ in events(tmp_path / "arbitre.sqlite3")]
    assert kinds == ["start", "note"]
    assert "Alice : Étui 7 retourné, Sud a vu la carte." in show(tmp_path, capsys)


async def test_the_bot_says_in_french_which_bot_which_data_which_regulation(
    fake: FakeTelegram,
    bot_factory: Callable[..., TelegramBot],
    tmp_path: Path,
    caplog: pytest.LogCaptureFixture,
    capsys: pytest.CaptureFixture[str],
) -> None:
    with caplog.at_level(logging.INFO, logger="arbitre.telegram"):
        async with polling(bot_factory().build()):
            pass
    lines = [r.getMessage() for r in caplog.records if r.getMessage().startswith("Arbitre démarre")]
    assert lines == [
        f"Arbitre démarre sur Telegram : bot @arbitre_bot, données {tmp_path / 'arbitre.sqlite3'}, "
        f"règlement {rules.DEFAULT_REGULATION}."
    ]
    # G21: a normal start is no WARNING: INFO in the JSON log, and one plain French line on stderr.
    assert [r.levelno for r in caplog.records if r.getMessage() == lines[0]] == [logging.INFO]
    assert capsys.readouterr().err.count(lines[0] + "\n") == 1


async def test_a_director_notes_a_fact_from_the_private_chat(
    fake: FakeTelegram,
    bot_factory: Callable[..., TelegramBot],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """« Répondre en privé » shows « Noter un fait » too; the note is judged as in the group."""
    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    alice = Driver(fake, group, ALICE)
    dominique = Driver(fake, fake.private_chat(DOMINIQUE), DOMINIQUE)
    async with polling(bot_factory().build()):
        (live,) = await alice.send("/renonce")
        payload = (link_of(live) or "").rsplit("start=", 1)[1]
        _, private = await dominique.send(f"/start {payload}", new=2)
        before = len(dominique.messages())
        answer = await dominique.press(private, note_data(private))
        assert not answer.get("show_alert"), answer
        (prompt,) = (await fake.wait_sent(DOMINIQUE["id"], before + 1))[before:]
        assert prompt["text"].startswith("📝 Incident #1 : écrivez le fait")
        before = len(dominique.messages())
        await fake.user_sends(dominique.chat, DOMINIQUE, "Vu la table 4 : Est confirme.", reply_to=prompt)
        (noted,) = (await fake.wait_sent(DOMINIQUE["id"], before + 1))[before:]
        assert noted["text"].startswith("📝 Fait noté sur l'incident #1")
    assert [(k, a) for _, k, a in events(tmp_path / "arbitre.sqlite3")] == [
        ("start", "telegram:101"),
        ("note", "telegram:103"),
    ]
    assert "Dominique : Vu la table 4 : Est confirme." in show(tmp_path, capsys)

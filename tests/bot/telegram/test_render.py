"""Telegram layout: every question and every ruling of every topic fits Telegram's limits."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pytest

import rules
from bot.adapters.telegram import keyboards as tk
from bot.adapters.telegram import pages as tp
from bot.adapters.telegram import render as tr
from bot.adapters.telegram.handlers import TelegramBot
from bot.finder import topics as finder
from bot.incidents.incident import Incident, State
from bot.incidents.render import Section
from rules.model import Ruling
from tests.bot.telegram.conftest import ALICE, Driver
from tests.bot.telegram.fake_telegram import COMMAND, FakeTelegram, check_markup, polling, visible_text
from tests.walks import WALKS, walked

REGULATION = rules.load_regulation("ffb")
REVOKE_ANSWERS = {
    "situation": "not_followed",
    "offender": "defender",
    "when": "after_play",
    "transfer_tricks": "partner",
}
pytestmark = WALKS  # the topics' walks, shared with the other modules that walk them


def incident(topic: str | None, incident_id: str = "123456", version: int = 987) -> Incident:
    return Incident(
        id=incident_id,
        chat="telegram:-1001234567890:77",
        owner_id="telegram:1",
        owner_name="Alice <admin> & co",
        regulation="ffb",
        created_at=0.0,
        updated_at=0.0,
        state=State.ASKING if topic else State.CHOOSING_TOPIC,
        topic=topic,
        version=version,
    )


def fits(html: str) -> str:
    """Valid Telegram HTML of at most 4,096 characters; returns the visible text."""
    text = visible_text(html, "HTML")
    assert 0 < len(text) <= tr.MAX_MESSAGE
    return text


@pytest.mark.parametrize("topic", [t.id for t in rules.topics()])
def test_every_question_and_ruling_of_a_topic_fits(topic: str) -> None:
    """Each question (at each depth it is asked) and each distinct ruling on every path."""
    current = incident(topic)
    seen_questions: set[tuple[str, int]] = set()
    seen_rulings: set[str] = set()
    walk = walked(topic, "ffb")  # REGULATION; each step below is the one the topic gives these answers
    assert REGULATION == rules.load_regulation("ffb")
    for path in walk.paths:
        for depth, (question_id, _) in enumerate(path.answers):
            if (question_id, depth) in seen_questions:
                continue
            seen_questions.add((question_id, depth))
            step = walk.topic.at(path.answers[:depth])
            question = step.question or step.optional
            assert question is not None and question.id == question_id
            fits(tp.question_html(current, step, question))
            markup = tk.question_keyboard(current, question)
            check_markup(markup)  # 1-64 bytes of callback data, no empty label
            for row in markup["inline_keyboard"]:
                for button in row:
                    press = tr.decode(button["callback_data"])
                    assert press is not None and press.incident_id == current.id
            for option in question.options:
                fits(tp.answered_html(current, step, question, option, "Dominique"))
            # The group's live message: the answers so far above the question, and its keyboard
            # with « Répondre en privé » (a link: no callback data to count).
            so_far = replace(current, answers=tuple(path.answers[:depth]))
            if step.question is not None:
                live = fits(tp.live_question_html(so_far, step, question, "Dominique"))
                assert live.count("✓ ") == depth
                check_markup(tk.with_link(markup, tk.private_link("arbitre_bot", so_far)))
        if path.ruling.id in seen_rulings:
            continue
        seen_rulings.add(path.ruling.id)
        texts = [fits(m) for m in tp.ruling_html(current, path.ruling)]
        assert path.ruling.title in texts[0]
        assert rules.DISCLAIMER in texts[-1]
        final = walk.topic.at(path.answers)
        if final.ruling is not None:
            pages = [fits(m) for m in tp.live_ruling_pages(current, final, None, "Dominique")]
            assert path.ruling.title in pages[0] and rules.DISCLAIMER in "".join(pages)
            if final.optional is not None:
                assert "Suite possible" in pages[-1]
                answered = (final.optional, final.optional.options[-1])
                fits(tp.live_ruling_pages(current, final, answered, "Dominique")[-1])
    assert seen_rulings


def test_the_live_message_stays_under_the_limit_however_many_answers() -> None:
    """Answers so far give way, oldest first, rather than the question or the limit."""
    topic = rules.get_topic("renonce")
    step = rules.next_step("renonce", {})
    question = step.question
    assert question is not None
    long_answers = tuple(("x" * 60 + str(n), "y" * 60) for n in range(200))  # unknown ids: shown raw
    crowded = replace(incident("renonce"), answers=long_answers)
    text = fits(tp.live_question_html(crowded, step, question, "Dominique"))
    assert question.prompt in text and "plus tôt" in text
    assert topic.title in text


def test_the_private_link_is_a_valid_start_payload() -> None:
    """Telegram's deep links take at most 64 characters of [A-Za-z0-9_-] after start=."""
    link = tk.private_link("arbitre_bot", incident("renonce", incident_id="9" * 12))
    payload = link.rsplit("start=", 1)[1]
    assert len(payload) <= 64 and payload.replace("_", "").isalnum() and payload.isascii()
    assert tk.decode_relay(payload) == "9" * 12
    for bad in ("r", "r1\n", "x1", "r١", "r1_2"):
        assert tk.decode_relay(bad) is None


def test_topic_menu_and_commands() -> None:
    menu = incident(None)
    fits(tp.topic_menu_html(menu))
    check_markup(tk.topic_keyboard(menu))
    first = [tr.decode(b["callback_data"]) for row in tk.topic_keyboard(menu)["inline_keyboard"] for b in row]
    phases = [p.index for p in first if p is not None and p.kind == "p"]
    assert phases == list(range(len(finder.PHASES)))  # when it happened, first
    reached: set[str] = set()
    for index in phases:
        chosen = tk.phase_topics(index or 0)
        assert chosen is not None
        fits(tp.topic_menu_html(menu, *chosen))
        keyboard = tk.topic_keyboard(menu, chosen[1])
        check_markup(keyboard)
        presses = [tr.decode(b["callback_data"]) for row in keyboard["inline_keyboard"] for b in row]
        reached |= {
            t.id for p in presses if p is not None and p.kind == "t" and (t := tr.find_topic(p.ref or ""))
        }
        assert any(p is not None and p.kind == "p" and p.index == tk.PHASE_MENU for p in presses)
    assert reached == {t.id for t in rules.topics()}  # every topic in two presses
    names = [name for name, _ in tr.command_list()]
    assert len(names) == len(set(names)) <= 100
    assert all(COMMAND.match(name) for name in names)
    assert all(1 <= len(text) <= 256 for _, text in tr.command_list())
    assert all(fits(m) for m in tp.help_messages())


def test_command_names_are_derived_from_topic_ids() -> None:
    assert tr.command_name("renonce") == "renonce"
    assert tr.command_name("Jeu-Prématuré") == "jeu_pr_matur_"
    assert tr.command_name("aide") is None  # a fixed command wins
    assert tr.command_name("x" * 40) == "x" * 32


def test_callback_data_round_trip() -> None:
    for press in (
        tr.Press("a", "1", 1, "abcdef", 0),
        tr.Press("t", "42", 3, "012345"),
        tr.Press("b", "7", 9),
        tr.Press("x", "7", 9),
        tr.Press("h", "7", 9, "fedcba"),
    ):
        assert tr.decode(tr.encode(press)) == press
    for bad in (
        "",
        "a",
        "a:1:1:abcdef",
        "b:1:1:abcdef",
        "z:1:1",
        "a:1:1:ABCDEF:0",
        "a:-1:1:abcdef:0",
        "é" * 40,
    ):
        assert tr.decode(bad) is None


def test_callback_data_is_matched_whole() -> None:
    """F16: a valid press with a trailing newline, or with non-ASCII digits, is not a press."""
    valid = tr.encode(tr.Press("a", "1", 1, "abcdef", 0))
    assert tr.decode(valid) is not None
    for bad in (f"{valid}\n", f"{valid}\r\n", f"\n{valid}", "a:1:1:abcdef:\u0663", "b:\u00b2:1", f"{valid} "):
        assert tr.decode(bad) is None, repr(bad)
    with pytest.raises(ValueError):
        tr.encode(tr.Press("b", "1\n", 1))


def test_user_text_is_escaped() -> None:
    text = tp.answered_html(
        incident("renonce"),
        rules.next_step("renonce", {}),
        rules.get_topic("renonce").questions["situation"],
        rules.get_topic("renonce").questions["situation"].options[0],
        "<b>Bob</b> & <script>",
    )
    assert "&lt;b&gt;Bob&lt;/b&gt; &amp; &lt;script&gt;" in text
    fits(text)


def test_a_long_ruling_is_split_without_breaking_html() -> None:
    ruling = Ruling(
        id="test.long",
        title="Très longue décision <avec> des & partout",
        laws=("64A1",),
        now=tuple(f"Ligne {n} : " + "mot & <chose> " * 40 for n in range(40)),
        script=("« " + "à lire " * 900 + "»",),
    )
    messages = tp.ruling_html(incident("renonce"), ruling)
    assert len(messages) >= 3
    texts = [fits(m) for m in messages]
    assert "Très longue décision <avec> des & partout" in texts[0]
    whole = "".join(texts)
    assert whole.count("mot & <chose>") == 40 * 40
    assert rules.DISCLAIMER in texts[-1]


def test_split_blocks_keeps_small_messages_whole() -> None:
    assert tr.split_blocks(["<b>a</b>", "b"]) == ["<b>a</b>\n\nb"]
    parts = tr.split_blocks(["<i>" + "x" * 5000 + "</i>"], limit=1000)
    assert all(len(p) <= 1000 and p.startswith("<i>") and p.endswith("</i>") for p in parts)
    assert "".join(p[3:-4] for p in parts) == "x" * 5000


async def test_a_long_ruling_is_sent_in_several_messages(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], monkeypatch: pytest.MonkeyPatch
) -> None:
    """End to end: the parts arrive in order, each under the limit, the buttons on the last."""
    real = tp.ruling_sections

    def long_sections(ruling: Ruling) -> list[Section]:
        return [Section("Maintenant", tuple("détail & <précision> " * 30 for _ in range(40))), *real(ruling)]

    monkeypatch.setattr(tp, "ruling_sections", long_sections)
    answers = {
        "situation": "not_followed",
        "offender": "defender",
        "when": "after_play",
        "transfer_tricks": "partner",
    }
    alice = Driver(fake, fake.private_chat(ALICE), ALICE)
    async with polling(bot_factory().build()):
        (first,) = await alice.send("/renonce")
        await alice.answer_all("renonce", answers, first)
    messages = alice.messages()
    start = next(i for i, m in enumerate(messages) if m["text"].startswith("DÉCISION"))
    parts = messages[start:-1]  # the last message is the follow-up question
    assert len(parts) >= 3
    assert all(len(m["text"]) <= 4096 for m in parts)
    assert not any(m.get("reply_markup") for m in parts)
    assert rules.DISCLAIMER in parts[-1]["text"]


def test_a_long_block_is_cut_between_lines_kept_together() -> None:
    block = "\n".join(f"ligne {n} " + "x" * 50 for n in range(100))
    parts = tr.split_blocks(["<b>Titre</b>", block], limit=1000)
    assert all(len(p) <= 1000 for p in parts)
    assert "\n\n" not in "".join(parts[1:])  # the lines of one block stay one under the other
    assert "\n".join(parts).replace("\n\n", "\n").count("ligne ") == 100


def test_the_topic_menu_stays_one_message(monkeypatch: pytest.MonkeyPatch) -> None:
    many = tuple(rules.topics()) * 30
    monkeypatch.setattr(tr.rules, "topics", lambda: many)
    text = tp.topic_menu_html(incident(None))
    assert len(text) <= tr.MAX_MESSAGE
    fits(text)


async def test_a_long_ruling_replaces_the_live_message_in_several_parts(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], monkeypatch: pytest.MonkeyPatch
) -> None:
    """In a group: the first part takes the live message's place, the others follow, each under
    the limit, the buttons (the follow-up) on the last."""
    real = tp.ruling_sections

    def long_sections(ruling: Ruling) -> list[Section]:
        return [Section("Maintenant", tuple("détail & <précision> " * 30 for _ in range(40))), *real(ruling)]

    monkeypatch.setattr(tp, "ruling_sections", long_sections)
    group = fake.group_chat(-100555)
    alice = Driver(fake, group, ALICE)
    async with polling(bot_factory().build()):
        (live,) = await alice.send("/renonce")
        await alice.answer_live("renonce", REVOKE_ANSWERS, live)
        await fake.wait(lambda: len(fake.sent(-100555)) >= 3, chat_id=-100555)
    parts = fake.sent(-100555)
    assert parts[0] is live and live["text"].startswith("DÉCISION")  # the ruling took its place
    assert "DÉCISION" in live["text"] and len(parts) >= 3
    assert all(len(m["text"]) <= 4096 for m in parts)
    assert [bool(m.get("reply_markup")) for m in parts] == [False] * (len(parts) - 1) + [True]
    assert "Suite possible" in parts[-1]["text"] and rules.DISCLAIMER in "".join(m["text"] for m in parts)

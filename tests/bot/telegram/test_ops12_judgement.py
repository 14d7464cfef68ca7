"""tester10 W7: a player who opened an incident in the players' group states the facts; the questions
the Laws leave to the director's judgement (81C, 16B1, 12A, 70) are refused her, nothing changes,
and the director answers them on the same message."""

from __future__ import annotations

from collections.abc import Callable

from bot.adapters.telegram.handlers import TelegramBot
from bot.incidents.store import Store
from tests.bot.telegram.conftest import ALICE, DOMINIQUE, GROUP_ID, Driver, press_data
from tests.bot.telegram.fake_telegram import FakeTelegram, polling
from tests.bot.telegram.test_worksheet import answer

TOPIC = "en_ligne_hesitation"


async def test_a_player_never_answers_the_directors_judgement_in_a_group(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], store: Store
) -> None:
    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    alice, director = Driver(fake, group, ALICE), Driver(fake, group, DOMINIQUE)
    async with polling(bot_factory().build()):
        await alice.send(f"/{TOPIC}")
        await answer(alice, TOPIC, "think_time", "unusual_after")  # a fact: hers to state
        live = next(m for m in reversed(alice.messages()) if m.get("reply_markup"))
        assert "renseigner le partenaire" in live["text"]
        assert "seul un arbitre y répond (Loi 81C)" in live["text"]  # said before anyone presses
        before = await store.get("1")
        refused = await alice.press(live, press_data(live, "a", 0))  # « Oui »: a judgement
        assert refused.get("show_alert")
        assert "jugement de l'arbitre" in refused["text"] and "81C" in refused["text"]
        assert await store.get("1") == before
        # The director answers on the same message, and the walk goes on.
        edits = live["edits"]
        assert not (await director.press(live, press_data(live, "a", 0))).get("show_alert")
        await fake.wait(lambda: live["edits"] > edits, chat_id=GROUP_ID)
    after = await store.get("1")
    assert after is not None and after.answers == (("think_time", "unusual_after"), ("ui_exists", "yes"))
    assert after.ruling_id is None


async def test_words_typed_where_a_button_waits_answer_it_or_say_which_question_waits(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], store: Store
) -> None:
    """W3: in private, « oui je pense » at a yes/no question answers it, as the terminal reads the
    first letters of an answer; words that answer nothing (« bonjour ») say which question waits,
    with its buttons again, and never run the finder (no « Je ne reconnais aucun incident »)."""
    alice = Driver(fake, fake.private_chat(ALICE), ALICE)
    async with polling(bot_factory(director_ids=frozenset({int(ALICE["id"])})).build()):
        await alice.send(f"/{TOPIC}")
        await answer(alice, TOPIC, "think_time", "unusual_after")
        await fake.wait(
            lambda: any("Question 2" in m["text"] and m.get("reply_markup") for m in alice.messages()),
            chat_id=alice.chat_id,
        )
        said = await alice.send("oui je pense", new=2)
        assert "Question 2 — Le temps relevé a-t-il pu renseigner le partenaire" in said[0]["text"]
        assert "➜ Oui" in said[0]["text"] and "Question 3" in said[1]["text"]
        before = await store.get("1")
        waits = await alice.send("bonjour", new=2)
        assert waits[0]["text"].startswith("L'incident #1 attend votre réponse à la Question 3")
        assert "Je ne reconnais aucun incident" not in waits[0]["text"]
        assert waits[1].get("reply_markup") and "Question 3" in waits[1]["text"]
        assert await store.get("1") == before
    incident = await store.get("1")
    assert incident is not None and incident.answers == (
        ("think_time", "unusual_after"),
        ("ui_exists", "yes"),
    )

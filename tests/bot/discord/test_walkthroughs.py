"""Director walk-throughs on Discord: the real discord.py client, run by `serve`, against the
local fake Discord (issue 21 §4).

Each mixes what a director really does during one call — a fact noted in the middle of a
question (by /note and by the « Noter un fait » modal), « Retour », a restart, a stranger's press,
two directors pressing at once — and ends at a ruling whose laws and chooser it asserts.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import rules
from bot.finder import topics as finder
from bot.incidents.store import Store
from tests.bot.conftest import path_to_ruling
from tests.bot.discord.fake_discord import FakeDiscord
from tests.bot.discord.test_smoke import (  # noqa: F401  (fake is a fixture)
    ALICE,
    BOB,
    DOMINIQUE,
    Bot,
    callback,
    custom_ids,
    fake,
    open_incident,
    webhook,
)

LEAD = {
    "situation": "wrong_defender_faced",
    "told_to_lead": "no",
    "declarer_action": "nothing",
    "declarer_choice": "not_yet",
}


def answer_id(
    message: dict[str, Any], topic: str = "entame", answers: dict[str, str] = LEAD
) -> tuple[str, list[str] | None]:
    """The custom_id answering the question on `message` from `answers`, and the select's values."""
    for custom_id in custom_ids(message):
        if custom_id.startswith("arb:a:"):
            _, _, _, _, question, index = custom_id.split(":")
            option = rules.get_topic(topic).questions[question].options[int(index)]
            if option.value == answers[question]:
                return custom_id, None
        if custom_id.startswith("arb:s:"):
            question = custom_id.split(":")[4]
            values = rules.get_topic(topic).questions[question].values()
            return custom_id, [str(values.index(answers[question]))]
    raise AssertionError(f"no answer on {custom_ids(message)}")


async def click(
    server: FakeDiscord,
    message: dict[str, Any],
    custom_id: str,
    who: dict[str, Any],
    values: list[str] | None = None,
) -> tuple[bool, str]:
    """Click; return whether the press was taken (the message edited) and the refusal's text."""
    mark = len(server.calls)
    token = await server.click(message["id"], custom_id, who, values)
    ack = await server.wait_for(lambda c: callback(token, c), after=mark)
    if ack.body["type"] == 4:  # refused at once, privately
        assert ack.body["data"]["flags"] == 64
        return False, str(ack.body["data"]["content"])
    assert ack.body["type"] == 6, ack.body
    then = await server.wait_for(lambda c: webhook(token, c) and c.method in ("PATCH", "POST"), after=mark)
    if then.method == "POST":  # deferred, then refused by an ephemeral follow-up
        assert then.body.get("flags", 0) & 64
        return False, str(then.body.get("content"))
    return True, ""


async def answer(server: FakeDiscord, message: dict[str, Any], who: dict[str, Any] = ALICE) -> None:
    custom_id, values = answer_id(message)
    taken, refusal = await click(server, message, custom_id, who, values)
    assert taken, refusal


async def slash_note(server: FakeDiscord, thread_id: str, who: dict[str, Any], text: str) -> str:
    mark = len(server.calls)
    data = {"id": "7001", "name": "note", "type": 1, "options": [{"name": "texte", "type": 3, "value": text}]}
    token = await server.interact(data, who, kind=2, channel_id=int(thread_id))
    sent = await server.wait_for(
        lambda c: (callback(token, c) and c.body["type"] == 4) or (webhook(token, c) and c.method == "POST"),
        after=mark,
    )
    body = sent.body.get("data", sent.body)
    return str(body.get("content"))


async def modal_note(server: FakeDiscord, message: dict[str, Any], who: dict[str, Any], text: str) -> None:
    mark = len(server.calls)
    token = await server.click(message["id"], "arb:n:1", who)
    modal = await server.wait_for(lambda c: callback(token, c), after=mark)
    assert modal.body["type"] == 9
    field = modal.body["data"]["components"][0]["components"][0]
    submit = {
        "custom_id": "arb:nm:1",
        "components": [
            {"type": 1, "components": [{"type": 4, "custom_id": field["custom_id"], "value": text}]}
        ],
    }
    mark = len(server.calls)
    token = await server.interact(submit, who, kind=5, channel_id=int(message["channel_id"]))
    await server.wait_for(lambda c: webhook(token, c) and c.method == "POST", after=mark)


async def test_notes_back_stranger_restart_and_two_directors_end_at_the_ruling(
    fake: FakeDiscord,  # noqa: F811
    tmp_path: Path,
) -> None:
    first = Bot(fake, tmp_path)
    await first.start()
    try:
        message = await open_incident(fake, "entame")
        thread_id = message["channel_id"]
        await answer(fake, message)
        message = fake.messages[message["id"]]
        noted = await slash_note(fake, thread_id, ALICE, "Table 4, étui 7 : Est a entamé le Roi de pique.")
        assert "Fait noté sur l'incident #1" in noted
        await answer(fake, message)  # the buttons shown before the note still answer
        message = fake.messages[message["id"]]
        await modal_note(fake, message, DOMINIQUE, "Sud n'a rien montré.")
        taken, refusal = await click(fake, message, answer_id(message)[0], BOB, answer_id(message)[1])
        assert not taken and refusal.startswith("Désolé Bob")
        back = next(i for i in custom_ids(message) if i.startswith("arb:c:") and i.endswith(":back"))
        assert (await click(fake, message, back, ALICE))[0]
        message = fake.messages[message["id"]]
        await answer(fake, message)  # question 2 again
        message = fake.messages[message["id"]]
    finally:
        assert await first.stop() == 0
    second = Bot(fake, tmp_path)  # a new process on the same database
    await second.start()
    try:
        custom_id, values = answer_id(message)
        acks = await asyncio.gather(
            click(fake, message, custom_id, ALICE, values), click(fake, message, custom_id, DOMINIQUE, values)
        )
        assert sorted(taken for taken, _ in acks) == [False, True], acks  # exactly one is recorded
        refusal = next(text for taken, text in acks if not taken)
        assert "plus d'actualité" in refusal or "au même moment" in refusal, refusal
        message = fake.messages[message["id"]]
        await answer(fake, message, DOMINIQUE)  # the director gives the last answer
        message = fake.messages[message["id"]]
    finally:
        assert await second.stop() == 0
    ruling = rules.next_step("entame", LEAD).ruling
    assert ruling is not None and ruling.id == "entame.options_du_declarant"
    titles = [e.get("title", "") for e in message["embeds"]]
    assert f"DÉCISION — {ruling.title}" in titles
    shown = str(message["embeds"])
    assert "le déclarant" in shown and "54A" in shown and "10C2" in shown
    store = await Store(second.config.database).open()
    try:
        events = await store.events("1")
        assert [e.action.kind.value for e in events] == [
            "start", "answer", "note", "answer", "note", "back", "answer", "answer", "answer",
        ]  # fmt: skip
        incident = await store.get("1")
        assert incident is not None and incident.ruling_id == ruling.id
    finally:
        await store.close()


async def test_words_then_when_then_what_lead_to_the_ruling(
    fake: FakeDiscord,  # noqa: F811
    tmp_path: Path,
) -> None:
    """/arbitre mots:… proposes the topics the words describe; « Quand ? » and a phase lead there
    too; a stranger cannot move the menu; the walk ends at the ruling (issue 24 §2)."""
    topic = "information_non_autorisee"
    path = dict(path_to_ruling(topic, 0, follow_up=False))
    bot = Bot(fake, tmp_path)
    await bot.start()
    try:
        mark = len(fake.calls)
        await fake.slash("arbitre", ALICE, mots="il a hésité")
        posted = await fake.wait_for(
            lambda c: (
                c.path.startswith("channels/")
                and c.path.endswith("/messages")
                and bool(c.body.get("components"))
            ),
            after=mark,
        )
        message = next(m for m in reversed(fake.messages.values()) if m["components"])
        assert (
            "Thèmes trouvés pour « il a hésité » : quel incident ?" in posted.body["embeds"][0]["description"]
        )
        assert f"arb:t:1:1:{topic}" in custom_ids(message)
        back = "arb:w:1:1:menu"
        taken, refusal = await click(fake, message, back, BOB)
        assert not taken and refusal.startswith("Désolé Bob")
        assert (await click(fake, message, back, ALICE))[0]
        message = fake.messages[message["id"]]
        assert [i for i in custom_ids(message) if i.startswith("arb:w:")] == [
            f"arb:w:1:1:{p.value}" for p in finder.PHASES
        ]
        assert (await click(fake, message, "arb:w:1:1:jeu", ALICE))[0]
        message = fake.messages[message["id"]]
        assert (await click(fake, message, "arb:ts:1:1:0", ALICE, [topic]))[0]
        message = fake.messages[message["id"]]
        while not any(e.get("title", "").startswith("DÉCISION") for e in message["embeds"]):
            custom_id, values = answer_id(message, topic, path)
            taken, refusal = await click(fake, message, custom_id, ALICE, values)
            assert taken, refusal
            message = fake.messages[message["id"]]
    finally:
        assert await bot.stop() == 0
    ruling = rules.next_step(topic, path).ruling
    assert ruling is not None
    assert f"DÉCISION — {ruling.title}" in [e.get("title", "") for e in message["embeds"]]
    assert all(law in str(message["embeds"]) for law in ruling.laws)


async def test_a_ruling_that_names_another_topic_opens_it_in_one_press(
    fake: FakeDiscord,  # noqa: F811
    tmp_path: Path,
) -> None:
    premature = {"situation": "defender_before_partner", "declarer_played_both": "yes", "card_legal": "yes"}
    bot = Bot(fake, tmp_path)
    await bot.start()
    try:
        message = await open_incident(fake, "jeu_premature")
        while not any(e.get("title", "").startswith("DÉCISION") for e in message["embeds"]):
            custom_id, values = answer_id(message, "jeu_premature", premature)
            taken, refusal = await click(fake, message, custom_id, ALICE, values)
            assert taken, refusal
            message = fake.messages[message["id"]]
        assert "arb:o:1:attaque" in custom_ids(message)
        # The button says what a press does (ops17): a new incident on that topic.
        labels = {c["custom_id"]: c.get("label") for row in message["components"] for c in row["components"]}
        assert labels["arb:o:1:attaque"] == "➜ Ouvrir « Attaque hors tour »"
        mark = len(fake.calls)
        token = await fake.click(message["id"], "arb:o:1:attaque", DOMINIQUE)  # a director
        posted = await fake.wait_for(lambda c: webhook(token, c) and c.method == "POST", after=mark)
        assert posted.body["content"].startswith("Incident #2 ouvert depuis la décision de l'incident #1")
        assert any(
            i.startswith("arb:a:2:")
            for row in posted.body["components"]
            for i in [c["custom_id"] for c in row["components"]]
        )
        # A second press (ops16): incident #2 is shown again, with where it came from; none opened twice.
        mark = len(fake.calls)
        token = await fake.click(message["id"], "arb:o:1:attaque", ALICE)
        again = await fake.wait_for(lambda c: webhook(token, c) and c.method == "POST", after=mark)
        assert not again.body.get("flags", 0) & 64
        assert "déjà ouvert depuis l'incident #1 : incident #2" in again.body["content"]
    finally:
        assert await bot.stop() == 0
    store = await Store(bot.config.database).open()
    try:
        second = await store.get("2")
        assert second is not None and second.topic == "attaque" and second.owner_name == "Dominique"
    finally:
        await store.close()

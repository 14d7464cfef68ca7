"""Issue 29 §2 on Discord, end to end: the real client against the fake Discord. A penalty card on the
table and a note; a stranger's press on « 2e irrégularité » refused; the owner's press opens the lead
out of turn as a linked incident below; the fact from the first is offered (D4); « Retour » over it; a restart,
the old buttons still working; the ruling names the first incident; then /suites for an appeal."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from bot.incidents.links import FOLLOW_UP, SECOND, Link
from bot.incidents.store import Store
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
from tests.bot.discord.test_walkthroughs import answer_id, click, slash_note

PENALTY_CARD = {"owner": "defender", "situation": "new_card", "how_exposed": "deliberate", "count": "one"}
REFUSED_LEAD = {
    "situation": "lead_out_of_turn",
    "who_led": "defender_declarer_turn",
    "followed_declarer_turn": "no",
    "declarer_choice": "refuse",
}


def ruled(message: dict[str, Any]) -> bool:
    return any(e.get("title", "").startswith("DÉCISION") for e in message["embeds"])


async def walk(
    server: FakeDiscord, message: dict[str, Any], topic: str, answers: dict[str, str]
) -> dict[str, Any]:
    """Answer from `answers` until the ruling (or a question `answers` leaves to the director)."""
    while not ruled(message):
        try:
            custom_id, values = answer_id(message, topic, answers)
        except KeyError:
            return message
        taken, refusal = await click(server, message, custom_id, ALICE, values)
        assert taken, refusal
        message = server.messages[message["id"]]
    return message


def latest_with(server: FakeDiscord, prefix: str) -> dict[str, Any]:
    return next(
        m for m in reversed(server.messages.values()) if any(i.startswith(prefix) for i in custom_ids(m))
    )


async def test_a_second_irregularity_on_discord(fake: FakeDiscord, tmp_path: Path) -> None:  # noqa: F811
    first = Bot(fake, tmp_path)
    await first.start()
    try:
        message = await open_incident(fake, "cartes_penalisees")
        noted = await slash_note(fake, message["channel_id"], ALICE, "Ouest a montré le ♥7")
        assert "Fait noté sur l'incident #1" in noted
        message = await walk(fake, message, "cartes_penalisees", PENALTY_CARD)
        assert "arb:d:1" in custom_ids(message)
        taken, refusal = await click(fake, message, "arb:d:1", BOB)  # a stranger's press
        assert not taken and refusal.startswith("Désolé Bob")
        mark = len(fake.calls)
        token = await fake.click(message["id"], "arb:d:1", ALICE)
        posted = await fake.wait_for(lambda c: webhook(token, c) and c.method == "POST", after=mark)
        assert posted.body["content"].startswith(
            "Incident #2 ouvert : deuxième irrégularité sur la même donne que l'incident #1"
        )
        menu = latest_with(fake, "arb:w:2:")
        phase = next(i for i in custom_ids(menu) if i.startswith("arb:w:2:") and i.endswith(":jeu"))
        assert (await click(fake, menu, phase, ALICE))[0]
        menu = fake.messages[menu["id"]]
        select = next(i for i in custom_ids(menu) if i.startswith("arb:ts:2:"))
        assert (await click(fake, menu, select, ALICE, ["attaque"]))[0]
        lead = fake.messages[menu["id"]]
        mark = len(fake.calls)
        lead = await walk(fake, lead, "attaque", REFUSED_LEAD)
        # D4 (A5): the penalty-card incident cannot tell whether the lead is the same defender's, nor
        # whether his card is still there: the question is asked, the first incident's answer marked.
        assert not ruled(lead) and "Oui (d'après l'incident #1)" in str(lead["components"])
        lead = await walk(fake, lead, "attaque", {"already_penalty_card": "yes"})
        assert ruled(lead) and "il avait déjà une carte pénalisée" in str(lead["embeds"])
        assert "Voir aussi l'incident #1 (autre irrégularité sur la même donne)" in str(lead["embeds"])
        back = next(i for i in custom_ids(lead) if i.startswith("arb:c:2:") and i.endswith(":back"))
        mark = len(fake.calls)
        assert (await click(fake, lead, back, ALICE))[0]
        await fake.wait_for(lambda c: ":already_penalty_card:" in str(c.body), after=mark)
        question = latest_with(fake, "arb:a:2:")
        assert "already_penalty_card" in " ".join(custom_ids(question))
    finally:
        assert await first.stop() == 0
    second = Bot(fake, tmp_path)  # a restart: the buttons posted before still answer
    await second.start()
    try:
        question = await walk(fake, question, "attaque", {"already_penalty_card": "yes"})
        assert ruled(question)
        mark = len(fake.calls)
        token = await fake.slash("suites", DOMINIQUE, numero="1")
        posted = await fake.wait_for(lambda c: webhook(token, c) and c.method == "POST", after=mark)
        assert "suites de la décision de l'incident #1" in posted.body["content"]
        # G12: the appeal's dossier as a file, for a director only.
        mark = len(fake.calls)
        token = await fake.slash("dossier", ALICE, numero="3")
        refused = await fake.wait_for(lambda c: callback(token, c), after=mark)
        assert "Seul un arbitre établit le dossier d'appel" in str(refused.body)
        mark = len(fake.calls)
        token = await fake.slash("dossier", DOMINIQUE, numero="3")
        sent = await fake.wait_for(lambda c: webhook(token, c) and c.method == "POST", after=mark)
        assert "Dossier d'appel de l'incident #3 : 3 incident(s)" in sent.body["content"]
        text = sent.body["uploads"]["dossier-appel-incident-3.txt"].decode("utf-8")
        assert "DOSSIER D'APPEL — incident #3" in text and "Alice : Ouest a montré le ♥7" in text
    finally:
        assert await second.stop() == 0
    store = await Store(second.config.database).open()
    try:
        one, two, three = await store.get("1"), await store.get("2"), await store.get("3")
        assert one is not None and two is not None and three is not None
        assert Link("2", SECOND) in one.links and Link("3", FOLLOW_UP) in one.links
        assert two.second_of == "1" and three.follows == "1"
        assert "Ouest a montré le ♥7" in [n.text for n in two.notes]  # its author once (tester3 L4)
        assert two.ruling_id == "attaque.defense.refusee.au_declarant.deja_une_carte_penalisee"
    finally:
        await store.close()

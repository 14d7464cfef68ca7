"""Issue 38 §1 on Discord, a second pair of the matrix end to end against the fake Discord (the first is the
penalty card then the refused lead, test_second_irregularity.py): a hand found short after the opening lead
and its card found (14B), then « 2e irrégularité » for the revoke on that card (14B4). A stranger's press
refused; the fact received and said; a restart in the middle, the buttons posted before still working; the
ruling cites 14B4 and names the first incident."""

from __future__ import annotations

from pathlib import Path

from bot.incidents.store import Store
from tests.bot.discord.fake_discord import FakeDiscord
from tests.bot.discord.test_second_irregularity import latest_with, ruled, walk
from tests.bot.discord.test_smoke import (  # noqa: F401  (fake is a fixture)
    ALICE,
    BOB,
    Bot,
    custom_ids,
    fake,
    open_incident,
    webhook,
)
from tests.bot.discord.test_walkthroughs import click
from tests.bot.telegram.test_pairs_end_to_end import AT_THE_SILENCED_TURN, CARD_COUNT, OUT_OF_ROTATION, REVOKE


async def test_a_missing_card_then_the_revoke_on_it_on_discord(fake: FakeDiscord, tmp_path: Path) -> None:  # noqa: F811
    first = Bot(fake, tmp_path)
    await first.start()
    try:
        message = await open_incident(fake, "nombre_de_cartes")
        message = await walk(fake, message, "nombre_de_cartes", CARD_COUNT)
        assert ruled(message) and "14B4" in str(message["embeds"])
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
        mark = len(fake.calls)
        assert (await click(fake, menu, select, ALICE, ["renonce"]))[0]
        said = await fake.wait_for(lambda c: "Fait repris de l'incident #1" in str(c.body), after=mark)
        assert "Une carte manquante a été retrouvée" in str(said.body)
        revoke = fake.messages[menu["id"]]
        revoke = await walk(
            fake, revoke, "renonce", {k: REVOKE[k] for k in ("card_found", "should_have_played")}
        )
        assert not ruled(revoke)
    finally:
        assert await first.stop() == 0
    second = Bot(fake, tmp_path)  # a restart in the middle: the buttons posted before still answer
    await second.start()
    try:
        question = latest_with(fake, "arb:a:2:")
        revoke = await walk(fake, question, "renonce", REVOKE)
        assert ruled(revoke) and "14B4" in str(revoke["embeds"]) and "64A2" in str(revoke["embeds"])
        assert "Voir aussi l'incident #1 (autre irrégularité sur la même donne)" in str(revoke["embeds"])
    finally:
        assert await second.stop() == 0
    store = await Store(tmp_path / "arbitre.sqlite3").open()
    try:
        incident = await store.get("2")
        assert incident is not None and incident.second_of == "1"
        assert ("situation", "missing_card") in incident.answers and incident.ruling_id is not None
    finally:
        await store.close()


async def test_a_call_out_of_rotation_then_a_call_at_the_silenced_turn_on_discord(
    fake: FakeDiscord,  # noqa: F811
    tmp_path: Path,
) -> None:
    """Issue 38 §1 (31A2b, 28A): the partner of the offender must pass at his next turn; a call at that turn
    by his LHO is in rotation. The turn is offered, marked from incident #1; a restart before answering it."""
    first = Bot(fake, tmp_path)
    await first.start()
    try:
        message = await open_incident(fake, "declaration_hors_tour")
        message = await walk(fake, message, "declaration_hors_tour", OUT_OF_ROTATION)
        assert ruled(message) and "31A2b" in str(message["embeds"])
        taken, refusal = await click(fake, message, "arb:d:1", BOB)  # a stranger's press
        assert not taken and refusal.startswith("Désolé Bob")
        mark = len(fake.calls)
        token = await fake.click(message["id"], "arb:d:1", ALICE)
        posted = await fake.wait_for(lambda c: webhook(token, c) and c.method == "POST", after=mark)
        assert posted.body["content"].startswith(
            "Incident #2 ouvert : deuxième irrégularité sur la même donne que l'incident #1"
        )
        menu = latest_with(fake, "arb:w:2:")
        phase = next(i for i in custom_ids(menu) if i.startswith("arb:w:2:") and i.endswith(":encheres"))
        assert (await click(fake, menu, phase, ALICE))[0]
        menu = fake.messages[menu["id"]]
        select = next(i for i in custom_ids(menu) if i.startswith("arb:ts:2:"))
        assert (await click(fake, menu, select, ALICE, ["declaration_hors_tour"]))[0]
        second = await walk(fake, fake.messages[menu["id"]], "declaration_hors_tour", {"call": "bid"})
        assert not ruled(second)
        assert "obligé de passer (d'après l'incident #1)" in str(fake.messages[second["id"]])
    finally:
        assert await first.stop() == 0
    restarted = Bot(fake, tmp_path)  # a restart in the middle: the buttons posted before still answer
    await restarted.start()
    try:
        question = fake.messages[second["id"]]
        ruling = await walk(fake, question, "declaration_hors_tour", AT_THE_SILENCED_TURN)
        assert ruled(ruling) and "28A" in str(ruling["embeds"]) and "31A2b" not in str(ruling["embeds"])
        assert "Voir aussi l'incident #1 (autre irrégularité sur la même donne)" in str(ruling["embeds"])
    finally:
        assert await restarted.stop() == 0
    store = await Store(tmp_path / "arbitre.sqlite3").open()
    try:
        incident = await store.get("2")
        assert incident is not None and incident.second_of == "1"
        assert incident.ruling_id == "rotation.28A_in_rotation"
    finally:
        await store.close()

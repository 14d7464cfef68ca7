"""Issue 29 §2 on Telegram, end to end through the fake Bot API: in the club group, a penalty card on
the table, a note and the board; a stranger's press on « ➕ 2e irrégularité » refused; the owner's
press opens the lead out of turn as a linked incident, whose fact from the first is offered (D4);
« retour » over it; a restart; the ruling names the first incident; then /suites N and « quel
incident ? » for an appeal after the first incident is ruled."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from bot.adapters.telegram.handlers import TelegramBot
from bot.incidents.links import FOLLOW_UP, SECOND, Link
from bot.incidents.store import Store
from tests.bot.telegram.conftest import ALICE, BOB, DOMINIQUE, GROUP_ID, Driver, press_data, topic_button
from tests.bot.telegram.fake_telegram import FakeTelegram, polling
from tests.bot.telegram.test_worksheet import answer

PENALTY_CARD = {"owner": "defender", "situation": "new_card", "how_exposed": "deliberate", "count": "one"}
REFUSED_LEAD = {
    "situation": "lead_out_of_turn",
    "who_led": "defender_declarer_turn",
    "followed_declarer_turn": "no",
    "declarer_choice": "refuse",
}


async def test_a_second_irregularity_in_the_club_group(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], tmp_path: Path
) -> None:
    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    alice = Driver(fake, group, ALICE)
    bob = Driver(fake, group, BOB)
    dominique = Driver(fake, group, DOMINIQUE)
    async with polling(bot_factory().build()):
        (live,) = await alice.send("/cartes_penalisees")
        await alice.send("/note Ouest a montré le ♥7")
        await dominique.send("/donne 7 table=3 ns=4 eo=11")  # the deal is the director's (issue 30 T1)
        await alice.answer_live("cartes_penalisees", PENALTY_CARD, live)
        assert "DÉCISION — Carte pénalisée principale" in live["text"]
        second = press_data(live, "d")
        refused = await bob.press(live, second)  # a stranger's press
        assert refused.get("show_alert") and "Seul Alice" in refused["text"]
        said, menu = await alice.press_and_wait(live, second, new=2)
        assert (
            "Incident #2 ouvert : deuxième irrégularité sur la même donne que l'incident #1" in said["text"]
        )
        assert "donne 7, table 3" in said["text"]
        await alice.press(menu, await topic_button(alice, menu, "attaque"))
        await fake.wait(lambda: "Question 1" in menu["text"], chat_id=GROUP_ID)
        for question_id, value in REFUSED_LEAD.items():
            await answer(alice, "attaque", question_id, value)
        # D4 (A5): the penalty-card incident does not say whether the lead is the same defender's, nor
        # whether his card is still there: the question is asked, the first incident's answer marked.
        await fake.wait(
            lambda: "Ce joueur avait-il déjà une carte pénalisée" in menu["text"], chat_id=GROUP_ID
        )
        assert "Oui (d'après l'incident #1)" in str(menu.get("reply_markup"))
        await answer(alice, "attaque", "already_penalty_card", "yes")
        await fake.wait(lambda: "DÉCISION" in menu["text"], chat_id=GROUP_ID)
        assert "il avait déjà une carte pénalisée" in menu["text"]
        assert "Voir aussi l'incident #1 (autre irrégularité sur la même donne)" in menu["text"]
        # « retour » over the received fact: the question comes back, for the director to answer
        edits = menu["edits"]
        await alice.press(menu, press_data(menu, "b"))
        await fake.wait(lambda: menu["edits"] > edits, chat_id=GROUP_ID)
        assert (
            "Ce joueur avait-il déjà une carte pénalisée sur la table (la sienne, pas celle de son partenaire) ?"
            in menu["text"]
        )

    async with polling(bot_factory().build()):  # a restart: the old buttons still work
        edits = menu["edits"]
        await alice.press(menu, press_data(menu, "a", 0))  # Oui, given by hand this time
        await fake.wait(lambda: menu["edits"] > edits, chat_id=GROUP_ID)
        assert "il avait déjà une carte pénalisée" in menu["text"]
        # An appeal after the ruling: a player may not open it; the director names the incident.
        (listing,) = await dominique.send("/suites")
        assert "Quel incident ?" in listing["text"]
        assert "#1 · donne 7, table 3" in str(listing.get("reply_markup"))
        said, follow = await dominique.send("/suites 1", new=2)
        assert "suites de la décision de l'incident #1" in said["text"]
        assert "Que faut-il traiter après la décision ?" in follow["text"]
        (nothing,) = await dominique.send("/suites donne 99")
        assert "Aucun incident jugé" in nothing["text"]
        # G12: the appeal's dossier, a document for the committee; a player may not have it.
        (denied,) = await alice.send("/dossier 3")
        assert "Seul un arbitre établit le dossier d'appel" in denied["text"]
        (document,) = await dominique.send("/dossier 3")
        assert "Dossier d'appel de l'incident #3 : 3 incident(s)" in document["text"]
        stored = fake.messages[(GROUP_ID, document["message_id"])]["document"]
        text = stored["data"].decode("utf-8")
        assert (
            stored["file_name"] == "dossier-appel-incident-3.txt" and "DOSSIER D'APPEL — incident #3" in text
        )
        assert "Alice : Ouest a montré le ♥7" in text and "Carte pénalisée principale" in text

    store = await Store(tmp_path / "arbitre.sqlite3").open()
    try:
        first, two, three = await store.get("1"), await store.get("2"), await store.get("3")
        assert first is not None and two is not None and three is not None
        assert Link("2", SECOND) in first.links and Link("3", FOLLOW_UP) in first.links
        assert two.second_of == "1" and two.deal == first.deal and three.follows == "1"
        assert "Ouest a montré le ♥7" in [n.text for n in two.notes]  # its author once (tester3 L4)
    finally:
        await store.close()

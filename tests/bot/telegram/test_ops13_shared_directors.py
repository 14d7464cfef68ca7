"""One Telegram directors' group serving two online events (two players' groups): a command that needs an
event asks which, one button per event, most recent first, and does nothing before the choice; the
director who typed it chooses, another's press is refused; a group serving one event answers at once."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bot.adapters.telegram.handlers import TelegramBot
from bot.adapters.telegram.settings import CALL_MESSAGES
from bot.events.policy import spec_of
from bot.events.tournaments import TournamentDesk
from bot.incidents.store import Store
from tests.bot.telegram.conftest import DOMINIQUE, GROUP_ID, Driver
from tests.bot.telegram.fake_telegram import FakeTelegram, polling
from tests.bot.telegram.test_queue import DIRECTORS_ID, call_from, open_event, rooms

OTHER_GROUP_ID = -1001111111111
CHOOSE = "Ce groupe des arbitres reçoit les appels de 2 tournois ouverts"


def choice(message: dict[str, Any], name: str) -> str:
    return next(data for text, data in FakeTelegram.buttons(message) if f"« {name} »" in text)


async def asked(driver: Driver, command: str) -> dict[str, Any]:
    """The « which event? » question `command` gets, and nothing else said meanwhile."""
    before = len(driver.messages())
    await driver.fake.user_sends(driver.chat, driver.user, command)

    def found() -> dict[str, Any] | None:
        return next((m for m in driver.messages()[before:] if m["text"].startswith(CHOOSE)), None)

    question = await driver.fake.wait(found, chat_id=driver.chat_id)
    assert [m for m in driver.messages()[before:] if m["text"].startswith(("Tournoi", "Aucun", "<b>"))] == []
    return question


async def answered(driver: Driver, question: dict[str, Any], name: str) -> dict[str, Any]:
    """The first message after choosing `name`."""
    before = len(driver.messages())
    answer = await driver.press(question, choice(question, name))
    assert not answer.get("show_alert"), answer.get("text")
    return (await driver.fake.wait_sent(driver.chat_id, before + 1))[before]


async def test_a_group_serving_two_events_asks_which_and_never_guesses(
    fake: FakeTelegram,
    bot_factory: Callable[..., TelegramBot],
    store: Store,
) -> None:
    dominique, alice, anne, bruno = rooms(fake)
    other = Driver(fake, fake.group_chat(OTHER_GROUP_ID, "Patton", admins=(DOMINIQUE,)), DOMINIQUE)
    async with polling(bot_factory(rate_limit=False, call_layout=CALL_MESSAGES).build()):
        await open_event(dominique, "Simultané du jeudi")
        # One event served: the group answers at once, as before.
        (status,) = await anne.send("/tournoi etat")
        assert "Tournoi « Simultané du jeudi »" in status["text"]
        (opened,) = await other.send(f"/tournoi ouvrir Patton du soir reglement=ffb {DIRECTORS_ID}")
        assert "Tournoi « Patton du soir » ouvert" in opened["text"]
        await call_from(alice, anne, "/appel 12 5 hésitation en Nord")

        # /tournoi etat: the most recent first; nothing said before the choice.
        question = await asked(anne, "/tournoi etat")
        assert [t.split(" · ")[0] for t, _ in FakeTelegram.buttons(question)] == [
            "« Patton du soir »",
            "« Simultané du jeudi »",
        ]
        refused = await bruno.press(question, choice(question, "Patton du soir"))  # not his command
        assert refused.get("show_alert") and "Rien n'a été fait" in refused["text"]
        status = await answered(anne, question, "Patton du soir")
        assert "Tournoi « Patton du soir »" in status["text"] and "0 appel(s) ouvert(s)" in status["text"]
        assert question["text"] == "Tournoi choisi : « Patton du soir »."

        # /appels: the calls of the event chosen, only.
        question = await asked(anne, "/appels")
        listed = await answered(anne, question, "Simultané du jeudi")
        assert "table 12" in listed["text"]
        question = await asked(anne, "/appels")
        listed = await answered(anne, question, "Patton du soir")
        assert listed["text"] == "Aucun appel en attente."

        # /tournoi reglage with its settings: for the event chosen, the other untouched.
        question = await asked(anne, "/tournoi reglage temps=8")
        changed = await answered(anne, question, "Simultané du jeudi")
        assert "Conditions du tournoi « Simultané du jeudi » enregistrées" in changed["text"]

        # An incident opened in the group: ruled under the conditions of the event chosen.
        question = await asked(anne, "/renonce")
        await answered(anne, question, "Patton du soir")

        # /tournoi fermer: asked too, then refused or done for that event only.
        question = await asked(anne, "/tournoi fermer")
        closed = await answered(anne, question, "Patton du soir")
        assert "Patton du soir" in closed["text"]
        (status,) = await anne.send("/tournoi etat")  # one event served again: at once
        assert "Tournoi « Simultané du jeudi »" in status["text"]
    desk = TournamentDesk(store)
    events = {t.name: t for t in await desk.open_events()}
    assert set(events) == {"Simultané du jeudi"}
    incident = await store.get("1")
    patton = next(
        t for t in [await desk.tournament(str(i)) for i in range(1, 3)] if t and t.name == "Patton du soir"
    )
    assert incident is not None and incident.regulation == spec_of(patton)
    assert spec_of(patton) != spec_of(events["Simultané du jeudi"])
    # In the players' groups, nothing is asked: each is one event's.
    assert not any(m["text"].startswith(CHOOSE) for m in fake.sent(GROUP_ID) + fake.sent(OTHER_GROUP_ID))

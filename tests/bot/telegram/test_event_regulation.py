"""An online event's regulation and its organiser's conditions reach the incidents opened in its
context (issue 22, F2 and §2), end to end through the fake Bot API."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from bot.adapters.telegram.handlers import TelegramBot
from bot.adapters.telegram.settings import CALL_MESSAGES
from tests.bot.telegram.conftest import ALICE, GROUP_ID, Driver, make_bot, topic_button
from tests.bot.telegram.fake_telegram import FakeTelegram, polling
from tests.bot.telegram.test_queue import DIRECTORS_ID, call_from, data_of, rooms


@pytest.fixture
def bot_factory(fake: FakeTelegram, tmp_path: Path) -> Callable[..., TelegramBot]:
    """These tests open an incident from a call's own message: the per-call layout."""

    def build(**overrides: Any) -> TelegramBot:
        return make_bot(fake, tmp_path / "arbitre.sqlite3", **{"call_layout": CALL_MESSAGES, **overrides})

    return build


CARD_MISCLICK = {
    "what": "card",
    "card_timing": "next_not_played",
    "evidence": "adjacent_and_immediate",
    "director_satisfied": "yes",
}


async def ruling_from_call(fake: FakeTelegram, alice: Driver, anne: Driver, answers: dict[str, str]) -> str:
    """Alice calls, Anne opens an incident from the call and answers the online misclick topic."""
    posted = await call_from(alice, anne, "/appel 12 5 carte cliquée par erreur")
    before = len(anne.messages())
    answer = await anne.press(posted, data_of(posted, "inc"))
    assert not answer.get("show_alert"), answer
    menu = await anne.wait_keyboard(before)
    topic = await topic_button(anne, menu, "en_ligne_clic")  # the menu asks « when » first
    edits = menu["edits"]
    await anne.press(menu, topic)
    await fake.wait(lambda: menu["edits"] > edits, chat_id=DIRECTORS_ID)
    ruled = await anne.answer_live("en_ligne_clic", answers, menu)
    assert "DÉCISION" in ruled["text"], ruled["text"]
    return str(ruled["text"])


async def test_an_incident_from_a_call_is_ruled_under_the_event_s_conditions(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]
) -> None:
    """F2: the bot runs under FFB; the event allows card undo until the next player has played.
    The card misclick opened from its call is taken back, and the ruling names the event."""
    dominique, alice, anne, _ = rooms(fake)
    async with polling(bot_factory().build()):  # the bot's own regulation: ffb
        (opened,) = await dominique.send(f"/tournoi ouvrir Simultané du jeudi cartes=suivant {DIRECTORS_ID}")
        assert "Tournoi « Simultané du jeudi » ouvert" in opened["text"]
        await fake.wait(lambda: len(fake.sent(DIRECTORS_ID)) >= 1, chat_id=DIRECTORS_ID)
        (status,) = await anne.send("/tournoi etat")
        text = await ruling_from_call(fake, alice, anne, CARD_MISCLICK)
    assert "Règlement : FFB en ligne" in status["text"] and "ffb_en_ligne" not in status["text"]
    assert "tant que le joueur suivant n'a pas joué" in status["text"]
    assert "reprise autorisée par l'organisateur" in text
    assert "« Simultané du jeudi »" in text  # the organiser's rule, by name
    assert "FFB en ligne" in text  # the regulation of the event, not the bot's FFB


async def test_by_default_an_event_s_card_misclick_stays_played_and_a_director_changes_it(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]
) -> None:
    """Review C5: the default conditions allow no card undo; `/tournoi reglage cartes=levee`
    changes it for the incidents opened after; a player cannot change it; bad input is French."""
    dominique, alice, anne, _ = rooms(fake)
    async with polling(bot_factory().build()):
        await dominique.send(f"/tournoi ouvrir Coupe en ligne {DIRECTORS_ID}")
        await fake.wait(lambda: len(fake.sent(DIRECTORS_ID)) >= 1, chat_id=DIRECTORS_ID)
        refused_text = await ruling_from_call(fake, alice, anne, {"what": "card"})
        (player,) = await alice.send("/tournoi reglage cartes=levee")
        (bad,) = await anne.send("/tournoi reglage cartes=toujours")
        (bad_time,) = await anne.send("/tournoi reglage temps=90")
        (changed,) = await anne.send("/tournoi reglage cartes=levee temps=8")
        (shown,) = await anne.send("/tournoi reglage")
        allowed_text = await ruling_from_call(
            fake, alice, anne, {**CARD_MISCLICK, "card_timing": "next_played"}
        )
    assert "Annulation refusée" in refused_text and "47F2" in refused_text
    assert "« Coupe en ligne »" in refused_text
    assert player["text"].startswith("Seul un arbitre du tournoi « Coupe en ligne »")
    assert "cartes= attend non, suivant ou levee" in bad["text"]
    assert "de 1 à 60 minutes" in bad_time["text"]
    assert "Conditions du tournoi « Coupe en ligne » enregistrées." in changed["text"]
    assert "tant que la levée n'est pas complète" in changed["text"] and "8 min par donne" in changed["text"]
    assert "cartes=non|suivant|levee" in shown["text"]
    assert "reprise autorisée par l'organisateur" in allowed_text and "47D" in allowed_text


async def test_an_incident_opened_in_the_event_s_group_uses_the_event_s_regulation(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]
) -> None:
    """F2, any incident in the event's context: /arbitre in the directors' group."""
    dominique, _, anne, _ = rooms(fake)
    bot = bot_factory()
    async with polling(bot.build()):
        await dominique.send(f"/tournoi ouvrir Simultané du jeudi cartes=suivant {DIRECTORS_ID}")
        await fake.wait(lambda: len(fake.sent(DIRECTORS_ID)) >= 1, chat_id=DIRECTORS_ID)
        await anne.send("/arbitre")
        elsewhere = Driver(fake, fake.group_chat(-100555, "Club", admins=(ALICE,)), ALICE)
        await elsewhere.send("/arbitre")
        stored = await bot.engine.store.list(open_only=True, limit=None)
    by_chat: dict[str, Any] = {incident.chat: incident.regulation for incident in stored}
    assert by_chat[f"telegram:{DIRECTORS_ID}"].startswith("ffb_en_ligne?card_undo=yes")
    assert by_chat["telegram:-100555"] == "ffb"
    assert GROUP_ID != -100555

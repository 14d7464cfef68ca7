"""Ops32 on Telegram: under a penalty-card decision (50B, no adjusted score awarded) the sheet shows no 60/40 …
button and says why (12C1d, 12C2a), as the terminal does (tests/bot/test_ops32_artificial_offer.py); a 60/40 press
(an older message's, or forged) is refused with the same reason, and nothing is recorded."""

from __future__ import annotations

from collections.abc import Callable

from bot.adapters.telegram import render as tr
from bot.adapters.telegram.handlers import TelegramBot
from bot.incidents.store import Store
from bot.scores.offer import QUICK_CHOICES
from tests.bot.telegram.conftest import DOMINIQUE, GROUP_ID, Driver
from tests.bot.telegram.fake_telegram import FakeTelegram, polling
from tests.bot.telegram.test_ops29_artificial_unadjusted import RULING
from tests.bot.telegram.test_worksheet import ruled

REASON = "n'attribue pas de marque ajustée ; la donne se marque au résultat obtenu à la table"
REFUSED = (
    "La décision n'attribue pas de marque ajustée : la donne se marque au résultat de la table (marque "
    "artificielle : 12C1d, 12C2a, voir la feuille). Rien n'a été enregistré."
)


async def test_no_60_40_button_under_a_penalty_card_ruling_and_a_press_is_refused(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], store: Store
) -> None:
    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    director = Driver(fake, group, DOMINIQUE)
    async with polling(bot_factory(rate_limit=False).build()):
        await ruled(director, "cartes_penalisees", lambda r: r.id == RULING)
        sheet = next(m for m in reversed(director.messages()) if "Feuille de marque" in (m.get("text") or ""))
        labels = [label for m in director.messages() for label, _ in FakeTelegram.buttons(m)]
        assert not set(QUICK_CHOICES) & set(labels), labels
        assert REASON in sheet["text"] and "(60/40, 50/50, +3/-3)" not in sheet["text"]
        incident = await store.get("1")
        assert incident is not None and incident.ruling_id == RULING
        forged = tr.encode(tr.Press("s", "1", incident.answers_version, None, QUICK_CHOICES.index("60/40")))
        answer = await director.press(sheet, forged)
    assert answer.get("show_alert") and answer["text"] == REFUSED
    incident = await store.get("1")
    assert incident is not None and incident.score is None

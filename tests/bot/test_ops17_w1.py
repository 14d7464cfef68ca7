"""tester14 W1 (ruling half): a missing card found before the opening lead is faced is Law 14A's — the hand
completed, the auction and play continue — not 14B's, even when the director opened « Renonce »: its branch
« Une carte manquante a été retrouvée » asks whether the lead was faced before asking whether the card should
have been played (a question that has no sense before any trick)."""

from __future__ import annotations

from pathlib import Path

from bot.incidents import incident as inc
from bot.incidents.engine import Engine
from bot.incidents.store import Store
from tests.bot.test_terminal import DIRECTOR

WORDS = "Sud s'aperçoit qu'il a 12 cartes avant d'enchérir, la carte manquante est par terre"
# Without the moment, the question is asked (with it, the words answer it: test_the_words_give_the_moment).
NO_MOMENT = "Sud s'aperçoit qu'il a 12 cartes, la carte manquante est par terre"


async def test_a_card_found_before_the_lead_is_ruled_under_14A(tmp_path: Path) -> None:
    store = await Store(tmp_path / "db.sqlite3").open()
    engine = Engine(store)
    reply = await engine.open(DIRECTOR, "c", "renonce", description=NO_MOMENT)
    assert reply.incident is not None and reply.step is not None and reply.step.question is not None
    assert reply.step.question.id == "lead_faced"  # not « aurait-il dû jouer cette carte plus tôt ? »
    ruled = await engine.act(
        reply.incident.id, DIRECTOR, inc.answer("lead_faced", "no", reply.incident.answers_version)
    )
    assert ruled.step is not None and ruled.step.ruling is not None
    ruling = ruled.step.ruling
    assert ruling.id == "nombre_de_cartes.14A1"
    assert {"14A1", "14A3", "14C"} <= set(ruling.laws) and not any(
        law.startswith("14B") for law in ruling.laws
    )
    assert ruling.tricks_transferred == 0 and ruling.corrected is False
    await store.close()


async def test_after_the_lead_the_14B_questions_follow(tmp_path: Path) -> None:
    store = await Store(tmp_path / "db.sqlite3").open()
    engine = Engine(store)
    reply = await engine.open(
        DIRECTOR, "c", "renonce", description=WORDS.replace("avant d'enchérir", "à la 5e levée")
    )
    assert reply.incident is not None
    after = await engine.act(
        reply.incident.id, DIRECTOR, inc.answer("lead_faced", "yes", reply.incident.answers_version)
    )
    assert after.step is not None and after.step.question is not None
    assert after.step.question.id == "should_have_played"
    await store.close()


async def test_the_words_give_the_moment(tmp_path: Path) -> None:
    """tester14 W1's own words: « avant d'enchérir » answers « L'entame était-elle déjà retournée ? » (Non):
    the ruling comes at once, 14A, with the fact shown as taken from the words."""
    store = await Store(tmp_path / "db.sqlite3").open()
    engine = Engine(store)
    reply = await engine.open(DIRECTOR, "c", "renonce", description=WORDS)
    assert reply.step is not None and reply.step.ruling is not None
    assert reply.step.ruling.id == "nombre_de_cartes.14A1"
    assert reply.incident is not None and ("lead_faced", "no") in reply.incident.answers
    await store.close()

"""Issue 30 §5 on Telegram, through the fake Bot API: the newcomer's frictions a chat shows."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from bot.adapters.telegram.handlers import TelegramBot
from tests.bot.telegram.conftest import Driver
from tests.bot.telegram.fake_telegram import FakeTelegram, polling
from tests.bot.telegram.test_queue import DIRECTORS_ID, bot_factory, rooms

__all__ = ["bot_factory"]


async def test_f9_aide_lists_donne_and_marque_on_an_incident(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]
) -> None:
    _, alice, _, _ = rooms(fake)
    async with polling(bot_factory().build()):
        messages = await alice.send("/aide")
    text = "\n".join(m["text"] for m in messages)
    assert "/donne 18 table=4 ns=7 eo=3" in text and "/marque #12" in text and "/id" in text


async def test_f14_id_gives_the_group_id_and_a_short_id_is_refused(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]
) -> None:
    dominique, _, anne, _ = rooms(fake)
    async with polling(bot_factory().build()):
        (given,) = await anne.send("/id")
        assert f"Identifiant de ce groupe : {DIRECTORS_ID}" in given["text"]
        assert f"/tournoi ouvrir Nom {DIRECTORS_ID}" in given["text"]
        (short,) = await dominique.send("/tournoi ouvrir Simultané du jeudi -2002")
        assert "« -2002 » n'est pas l'identifiant d'un groupe" in short["text"] and "/id" in short["text"]
        (state,) = await dominique.send("/tournoi etat")
        assert "Aucun tournoi" in state["text"]  # nothing opened under « Simultané du jeudi -2002 »
        private = Driver(fake, fake.private_chat(dominique.user), dominique.user)
        (alone,) = await private.send("/id")
        assert "Tapez /id dans le groupe des arbitres" in alone["text"]


async def test_f19_a_revoke_s_corrected_result_is_not_called_a_weighted_score(tmp_path: Path) -> None:
    from bot.adapters.telegram import pages as tp
    from bot.incidents import incident as inc
    from bot.incidents.engine import Engine
    from bot.incidents.store import Store
    from bot.scores.offer import revoke_line
    from rules.scores.split import Side
    from tests.bot.conftest import DIRECTOR
    from tests.bot.test_worksheet import ruled

    store = await Store(tmp_path / "arbitre.sqlite3").open()
    engine = Engine(store)
    incident = await ruled(engine, "renonce", lambda r: r.score is not None)
    step = incident.step()
    assert step is not None and step.ruling is not None and step.ruling.score is not None
    reply = await engine.act(incident.id, DIRECTOR, inc.score(revoke_line(step.ruling.score, Side.NS)))
    await store.close()
    assert reply.ok and reply.incident is not None
    html = tp.recorded_html(reply.incident)
    assert "pondérée" not in html and "12C1c" not in html and "classez chaque résultat" not in html
    assert "Résultat retenu" in html and "se classe comme un résultat obtenu à la table" in html


async def test_f21_an_incident_opened_from_a_call_keeps_its_board_table_and_reason(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], tmp_path: Path
) -> None:
    from bot.incidents.store import Store
    from tests.bot.telegram.test_queue import call_from, data_of, open_event

    dominique, alice, anne, _ = rooms(fake)
    async with polling(bot_factory().build()):
        await open_event(dominique)
        posted = await call_from(alice, anne, "/appel table 12 donne 5 déconnexion de Sud")
        before = len(anne.messages())
        answer = await anne.press(posted, data_of(posted, "inc"))
        assert not answer.get("show_alert"), answer
        await anne.wait_keyboard(before)
    store = await Store(tmp_path / "arbitre.sqlite3").open()
    [incident] = await store.list()
    await store.close()
    assert incident.deal is not None and incident.deal.text == "donne 5, table 12"
    assert [note.text for note in incident.notes] == ["Appel de la table 12 : déconnexion de Sud"]

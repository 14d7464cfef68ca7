"""A question never offers a value it then refuses (HELPERS « Bad input »; tester12 Y2, Y11).

- « Quelle est l'autre renonce ? » (a second revoke opened with `+`): for every pair of offenders' roles,
  each choice the question shows is accepted, none the roles exclude is shown, and `r` over an answer the
  roles settle goes back to the director's own answer (the offender), never to a question offering one
  value or a value it then refuses.
- « Levées déjà gagnées » once the position's tricks played (`levees=`) give the count: only that count is
  offered; an answer given before the position that contradicts it is taken back, said, and asked again;
  one stored so by an older Arbitre is taken back when the incident is read (a restart does not stumble).
"""

from __future__ import annotations

import io
import json
import sqlite3
from pathlib import Path

import pytest

from bot.adapters.terminal.session import Terminal
from bot.incidents import incident as inc
from bot.incidents import two_revokes
from bot.incidents.deals import DealBook
from bot.incidents.engine import Engine
from bot.incidents.reply import Reply
from bot.incidents.store import Store
from rules.deals import read_file
from tests.bot.test_claim_trick4 import CLAIM, DEAL_FILE
from tests.bot.test_terminal import DIRECTOR

ROLES = ("declarer", "dummy", "defender")


async def _walk(engine: Engine, reply: Reply, given: dict[str, str], stop: str = "") -> Reply:
    """Answer each question with `given`, else its first option, up to the question `stop` or the ruling."""
    while reply.step is not None and reply.step.question is not None and reply.step.question.id != stop:
        question = reply.step.question
        assert reply.incident is not None
        value = given.get(question.id, question.options[0].value)
        reply = await engine.act(
            reply.incident.id, DIRECTOR, inc.answer(question.id, value, reply.incident.answers_version)
        )
        assert not reply.refused, reply.message
    return reply


async def _second_revoke(engine: Engine, chat: str, one: str, two: str) -> Reply:
    """A first revoke by `one`, ruled; its second by `two`, opened with `+`, up to « l'autre renonce »."""
    first = await _walk(
        engine, await engine.open(DIRECTOR, chat, "renonce"), {"situation": "not_followed", "offender": one}
    )
    assert first.incident is not None and first.incident.ruling_id is not None
    second = await engine.second_irregularity(first.incident.id, DIRECTOR, "renonce")
    return await _walk(engine, second, {"situation": "two_revokes", "offender": two}, stop="second_revoke")


@pytest.mark.parametrize("one", ROLES)
@pytest.mark.parametrize("two", ROLES)
async def test_the_other_revoke_offers_only_what_it_accepts(tmp_path: Path, one: str, two: str) -> None:
    store = await Store(tmp_path / "db.sqlite3").open()
    engine = Engine(store)
    reply = await _second_revoke(engine, "c", one, two)
    allowed = two_revokes.allowed(one, two)
    assert reply.incident is not None
    if len(allowed) == 1:  # the roles settle it: received, said, never asked
        assert dict(reply.incident.answers)["second_revoke"] == allowed[0]
        assert reply.step is not None and (
            reply.step.question is None or reply.step.question.id != "second_revoke"
        )
        back = await engine.act(reply.incident.id, DIRECTOR, inc.back(reply.incident.answers_version))
        assert not back.refused and back.step is not None and back.step.question is not None
        while back.step.question.id not in (
            "offender",
            "second_revoke",
        ):  # the ruling's later questions, if any
            assert back.incident is not None
            back = await engine.act(back.incident.id, DIRECTOR, inc.back(back.incident.answers_version))
            assert back.step is not None and back.step.question is not None
        assert back.step.question.id == "offender"  # `r` goes back to the director's own answer
        await store.close()
        return
    assert reply.step is not None and reply.step.question is not None
    shown = reply.step.question.values()
    assert set(shown) == set(allowed)
    for value in shown:  # every choice shown is taken; then « r » brings the question back, the same
        assert reply.incident is not None
        taken = await engine.act(
            reply.incident.id, DIRECTOR, inc.answer("second_revoke", value, reply.incident.answers_version)
        )
        assert not taken.refused, (value, taken.message)
        assert taken.incident is not None
        while taken.incident is not None and "second_revoke" in dict(taken.incident.answers):
            taken = await engine.act(taken.incident.id, DIRECTOR, inc.back(taken.incident.answers_version))
            assert not taken.refused, taken.message
        assert taken.step is not None and taken.step.question is not None
        assert taken.step.question.values() == shown
        reply = taken
    await store.close()


async def test_an_answer_outside_the_roles_is_refused_and_changes_nothing(tmp_path: Path) -> None:
    """Typed anyway (a stale button, a typed value): refused in French, nothing recorded."""
    store = await Store(tmp_path / "db.sqlite3").open()
    engine = Engine(store)
    reply = await _second_revoke(engine, "c", "defender", "defender")
    assert reply.incident is not None
    refused = await engine.act(
        reply.incident.id, DIRECTOR, inc.answer("second_revoke", "other_side", reply.incident.answers_version)
    )
    assert refused.refused and "Réponse impossible" in (refused.message or "")
    stored = await store.get(reply.incident.id)
    assert stored is not None and "second_revoke" not in dict(stored.answers)
    await store.close()


async def test_r_over_the_received_other_side_goes_back_to_the_director_s_answer_at_the_terminal(
    tmp_path: Path,
) -> None:
    """Tester12 Y2 at the terminal: `r` under the ruling goes over « l'autre camp » (which the two offenders
    settle) to the director's own last answer (« Où en est le jeu ? »); « Quelle est l'autre renonce ? » is
    never asked with choices the first incident contradicts, and the fact comes back, said again."""
    from tests.bot.test_ops15_two_revokes import DECLARER_TOO, FIRST

    store = await Store(tmp_path / "db.sqlite3").open()
    out = io.StringIO()
    script = FIRST + DECLARER_TOO + "r\n1\n\n\nq\n"
    assert await Terminal(Engine(store), DIRECTOR, io.StringIO(script), out).run() == 0
    text = out.getvalue().split("\n> r\n", 1)[1]
    assert text.startswith("Retour : la réponse « Après la fin du jeu")
    assert "Question 3 — Où en est le jeu quand l'attention est attirée sur la renonce ?" in text
    assert "Quelle est l'autre renonce ? »" in text  # said as taken from #1 again…
    assert "— Quelle est l'autre renonce ?" not in text  # …never asked
    assert "Le même joueur a renoncé deux fois dans la même couleur" not in text
    assert "Décision de l'incident #2 inchangée" in text  # 64B7, as before `r`
    # Tester13 Z17: the fact says how it changes — on #1, since « r » goes over it.
    assert "— L'autre camp a aussi fait une renonce" in text
    assert "(pour le changer, corrigez l'incident #1)." in text
    second = await store.get("2")
    assert second is not None and dict(second.answers)["second_revoke"] == "other_side"
    await store.close()


# --- « Levées déjà gagnées » and the tricks played (tester12 Y11) -------------------------------------


async def _claim_store(tmp_path: Path) -> Store:
    store = await Store(tmp_path / "db.sqlite3").open()
    await DealBook(store).save("terminal", read_file(DEAL_FILE.read_bytes()), "fichier", "t4.pbn", DIRECTOR)
    return store


async def _terminal(store: Store, script: str) -> str:
    out = io.StringIO()
    assert await Terminal(Engine(store), DIRECTOR, io.StringIO(script), out).run() == 0
    return out.getvalue()


# The claim at trick 4: « contestée », no trump out, a card that wins anyway, trick 4.
BEFORE = ["Revendication ou concession", "d 1 table=1", "1", "2", "3", "4"]


async def test_only_the_count_of_the_tricks_played_is_offered(tmp_path: Path) -> None:
    store = await _claim_store(tmp_path)
    out = await _terminal(
        store,
        "\n".join(
            ["Revendication ou concession", "d 1 table=1", "1", f"p {CLAIM}", "10", "2", "1", "r", "2", "3"]
        )
        + "\nq\n",
    )
    # Tester18 R10: the one count possible is taken and said; « r » asks it, offered alone.
    taken, asked = out.split("> r\n", 1)
    assert "avait-il déjà gagnées avant la revendication ? → 3 (seule réponse possible" in taken
    asked = asked.split("Combien de levées le camp du revendiquant avait-il déjà gagnées", 1)[1]
    assert "Tapez 3 : 3, seule réponse possible ici" in asked
    assert "je ne sais pas" not in asked.split("\n> ", 1)[0]  # tester13 Z5: the cards know
    assert "de 0 à 3" not in asked.split("\n> ", 1)[0]
    assert "Réponse impossible : 2 ne va pas avec les réponses déjà données" in asked
    assert "tapez 3, ou r : retour" in asked
    (incident,) = await store.list(limit=None)
    assert dict(incident.answers)["tricks_before"] == "3"
    step = incident.step()
    assert step is not None
    await store.close()


async def test_an_answer_given_before_the_position_that_contradicts_it_is_asked_again(tmp_path: Path) -> None:
    store = await _claim_store(tmp_path)
    out = await _terminal(store, "\n".join([*BEFORE, "2", f"p {CLAIM}", "10", "2", "1", "3"]) + "\nq\n")
    assert (
        "Réponse retirée : « Levées déjà gagnées » — 2, alors que les levées jouées de cette position en donnent 3 "
        "au camp du revendiquant. La question est reposée." in out
    )
    (incident,) = await store.list(limit=None)
    assert dict(incident.answers).get("tricks_before") == "3"
    await store.close()


async def test_an_old_contradicting_answer_is_taken_back_when_read(tmp_path: Path) -> None:
    """An incident stored by an Arbitre that took « 2 » against `levees=` (before Y11): read again after a
    restart, the answer is taken back with a note, « Levées déjà gagnées » offers 3 alone, and 3 is taken."""
    store = await _claim_store(tmp_path)
    await _terminal(
        store,
        "\n".join(
            ["Revendication ou concession", "d 1 table=1", "1", f"p {CLAIM}", "10", "2", "1", "2", "3", "9"]
        )
        + "\nq\n",
    )
    (incident,) = await store.list(limit=None)
    assert incident.ruling_id is not None and dict(incident.answers)["tricks_before"] == "3"
    await store.close()
    # What an older Arbitre could store: « 2 » over the position's 3.
    with sqlite3.connect(tmp_path / "db.sqlite3") as conn:
        (data,) = conn.execute("SELECT data FROM incidents WHERE id = '1'").fetchone()
        stored = json.loads(data)
        stored["answers"] = [[q, "2" if q == "tricks_before" else v] for q, v in stored["answers"]]
        conn.execute("UPDATE incidents SET data = ? WHERE id = '1'", (json.dumps(stored),))
    store = await Store(tmp_path / "db.sqlite3").open()
    engine = Engine(store)
    shown = await engine.show("1")
    assert not shown.refused, shown.message
    assert shown.incident is not None and "tricks_before" not in dict(shown.incident.answers)
    assert any("Réponse retirée : « Levées déjà gagnées » — 2" in note.text for note in shown.incident.notes)
    await _walk(engine, shown, {}, stop="tricks_before")
    again = await engine.show("1")
    assert again.step is not None and again.step.question is not None
    assert again.step.question.id == "tricks_before"
    assert again.step.question.values() == ("3",)
    assert again.incident is not None
    taken = await engine.act("1", DIRECTOR, inc.answer("tricks_before", "3", again.incident.answers_version))
    assert not taken.refused, taken.message
    await store.close()


@pytest.mark.parametrize(("one", "two"), [("defender", "defender"), ("declarer", "declarer")])
async def test_each_telegram_button_records_the_answer_it_shows(tmp_path: Path, one: str, two: str) -> None:
    """A narrowed question's buttons are numbered in the list it offers; a press is read in that same list
    (read in the topic's full list, « Son partenaire » was recorded as « le même joueur, autre couleur »)."""
    from bot.adapters.telegram import render as tr
    from bot.adapters.telegram.keyboards import question_keyboard
    from bot.adapters.telegram.presses import Presses

    store = await Store(tmp_path / "db.sqlite3").open()
    reply = await _second_revoke(Engine(store), "c", one, two)
    assert reply.incident is not None and reply.step is not None and reply.step.question is not None
    question = reply.step.question
    pressed = 0
    for row in question_keyboard(reply.incident, question)["inline_keyboard"]:
        for button in row:
            press = tr.decode(button.get("callback_data"))
            if press is None or press.kind != "a":
                continue
            action, _ = Presses._action(reply.incident, press)
            shown = question.options[pressed]  # the buttons, in the order of the options offered
            assert button["text"].split(". ", 1)[-1].rstrip("…") in shown.label
            assert action.payload["value"] == shown.value
            pressed += 1
    assert pressed == len(question.options) == len(two_revokes.allowed(one, two))
    await store.close()

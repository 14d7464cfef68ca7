"""Issue 36 §1: the claimer's conditional line (`ligne=♠ sinon ♥2 ♥D`, « s'ils ne sont pas partagés, … ») is
read alike on every surface — the terminal's `p`, Discord's /position, Telegram's /position
(tests/bot/telegram/test_claim_conditional.py) and `arbitre revendication` — and a condition the line cannot
read is refused in French, nothing stored (the counts and their hand check:
tests/rules/deals/test_claim_conditional.py, SHOWS_OUT: East discards on the ♠A, the stated finesse loses, 1 of
3; the double dummy 3)."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from bot.adapters.discord.adapter import DiscordAdapter
from bot.adapters.terminal.session import Terminal
from bot.cli import main
from bot.incidents.engine import Engine
from bot.incidents.store import Store
from tests.bot.discord.test_adapter import (
    DOMINIQUE,
    Channel,
    adapter,  # noqa: F401  (fixture)
    answer_current,
    interaction,
    open_incident,
)
from tests.bot.discord.test_worksheet import posted_text
from tests.bot.test_claim_position import DIRECTOR
from tests.rules.deals.test_claim_conditional import SHOWS_OUT

LINES = ("♠ sinon ♥2 ♥D", "je tire les piques ; s'ils ne sont pas partagés, ♥2 ♥D")
COUNTED = "le camp du revendiquant en fait au moins 1."
READING = "Interprétation retenue pour la ligne conditionnelle (68C, 70D1)"
UNREADABLE = "ligne=♠A, si Ouest a le roi, ♥2 ♥D"


@pytest.mark.parametrize("line", LINES)
async def test_the_terminal_p_line_counts_the_conditional_line(tmp_path: Path, line: str) -> None:
    script = "\n".join(["Revendication ou concession", "1", f"p {SHOWS_OUT} ligne={line}", "q"])
    store = await Store(tmp_path / "db.sqlite3").open()
    out = io.StringIO()
    assert await Terminal(Engine(store), DIRECTOR, io.StringIO(script + "\n"), out).run() == 0
    assert COUNTED in out.getvalue()
    [incident] = await store.list()
    assert incident.claim is not None
    await store.close()


async def test_the_ruling_says_how_the_conditional_line_was_read(tmp_path: Path) -> None:
    # claimed 3, 10 tricks won before, Arbitre's 1 of the 3 left confirmed
    answers = ["3", "10", "1", "", "q"]
    script = "\n".join(["Revendication ou concession", "1", f"p {SHOWS_OUT} ligne={LINES[0]}", *answers])
    store = await Store(tmp_path / "db.sqlite3").open()
    out = io.StringIO()
    assert await Terminal(Engine(store), DIRECTOR, io.StringIO(script + "\n"), out).run() == 0
    text = out.getvalue()
    assert READING in text
    assert "dès qu'un adversaire ne fournit pas à ♠ (70E1" in text
    [incident] = await store.list()
    step = incident.step()
    assert step is not None and step.ruling is not None and step.ruling.tricks_awarded == 11
    await store.close()


async def test_a_condition_the_terminal_cannot_read_stores_nothing(tmp_path: Path) -> None:
    script = "\n".join(["Revendication ou concession", "1", f"p {SHOWS_OUT} {UNREADABLE}", "q"])
    store = await Store(tmp_path / "db.sqlite3").open()
    out = io.StringIO()
    assert await Terminal(Engine(store), DIRECTOR, io.StringIO(script + "\n"), out).run() == 0
    text = out.getvalue()
    assert "la ligne sait lire une condition" in text and "Rien n'a été compté." in text
    [incident] = await store.list()
    assert incident.claim is None
    await store.close()


@pytest.mark.parametrize("line", LINES)
async def test_discord_position_counts_the_conditional_line(
    adapter: DiscordAdapter,  # noqa: F811
    store: Store,
    line: str,
) -> None:
    channel = Channel()
    await open_incident(adapter, channel, "revendication")
    await answer_current(adapter, channel, 0)  # contestée
    given = interaction(adapter, channel, DOMINIQUE)
    await adapter.claim_position(given, f"{SHOWS_OUT} ligne={line}", "1")
    calls = [*given.response.send_message.await_args_list, *given.followup.send.await_args_list]
    shown = " ".join([posted_text(channel), *(str(c.args) + str(c.kwargs.get("content")) for c in calls)])
    assert COUNTED in shown


async def test_discord_refuses_a_condition_it_cannot_read(
    adapter: DiscordAdapter,  # noqa: F811
    store: Store,
) -> None:
    channel = Channel()
    await open_incident(adapter, channel, "revendication")
    await answer_current(adapter, channel, 0)  # contestée
    given = interaction(adapter, channel, DOMINIQUE)
    await adapter.claim_position(given, f"{SHOWS_OUT} {UNREADABLE}", "1")
    calls = [*given.response.send_message.await_args_list, *given.followup.send.await_args_list]
    shown = " ".join([posted_text(channel), *(str(c.args) + str(c.kwargs.get("content")) for c in calls)])
    assert "la ligne sait lire une condition" in shown
    [incident] = await store.list()
    assert incident.claim is None


@pytest.mark.parametrize("line", LINES)
def test_arbitre_revendication_counts_the_conditional_line(
    capsys: pytest.CaptureFixture[str], line: str
) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["revendication", f"{SHOWS_OUT} ligne={line}", "--json"])
    assert not exit_.value.code
    found = json.loads(capsys.readouterr().out)
    assert (found["tricks"], found["unaware"], found["aware"], found["double_dummy"]) == (1, 1, None, 3)
    assert found["conditional"].startswith(READING)
    assert "S ♥2 (carte annoncée, ligne de repli)" in found["line"]["text"][1]
    assert "sinon (un adversaire ne fournit pas à ♠) : ♥2, ♥D" in found["facts"][0]


def test_arbitre_revendication_says_the_reading_in_its_text(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["revendication", f"{SHOWS_OUT} ligne=♠"])
    assert not exit_.value.code
    assert READING not in capsys.readouterr().out
    with pytest.raises(SystemExit) as exit_:
        main(["revendication", f"{SHOWS_OUT} ligne={LINES[0]}"])
    assert not exit_.value.code
    assert READING in capsys.readouterr().out


def test_a_condition_it_cannot_read_exits_2_with_the_reason(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["revendication", f"{SHOWS_OUT} {UNREADABLE}"])
    assert exit_.value.code == 2
    assert "la ligne sait lire une condition" in capsys.readouterr().err

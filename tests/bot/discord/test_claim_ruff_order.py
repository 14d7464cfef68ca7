"""Issue 36 §1: a ruff stated before the rest of the line is counted in its order on every surface —
the terminal's `p`, Discord's /position and `arbitre revendication` agree (the position and its hand
check: tests/rules/deals/test_claim_ruff_order.py, ORDER: ruff first 4 of 4, trumps first 3)."""

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
from tests.rules.deals.test_claim_ruff_order import ORDER

LINES = [("coupe♦ puis atouts", 4), ("atouts coupe♦", 3)]


def said(tricks: int) -> str:
    return (
        f"le camp du revendiquant en fait au moins {tricks}, qu'il ait tenu compte de l'atout adverse ou non"
    )


@pytest.mark.parametrize(("line", "tricks"), LINES)
async def test_the_terminal_p_line_counts_the_stated_ruff_in_its_order(
    tmp_path: Path, line: str, tricks: int
) -> None:
    script = "\n".join(["Revendication ou concession", "1", f"p {ORDER} ligne={line}", "q"])
    store = await Store(tmp_path / "db.sqlite3").open()
    out = io.StringIO()
    assert await Terminal(Engine(store), DIRECTOR, io.StringIO(script + "\n"), out).run() == 0
    assert said(tricks) in out.getvalue()
    await store.close()


async def test_the_ruling_says_how_the_stated_ruff_was_read(tmp_path: Path) -> None:
    # claimed 4, accounted for the trump, 9 tricks won before, Arbitre's 4 confirmed
    answers = ["4", "1", "9", "4", "", "q"]
    script = "\n".join(["Revendication ou concession", "1", f"p {ORDER} ligne=coupe♦ puis atouts", *answers])
    store = await Store(tmp_path / "db.sqlite3").open()
    out = io.StringIO()
    assert await Terminal(Engine(store), DIRECTOR, io.StringIO(script + "\n"), out).run() == 0
    text = out.getvalue()
    assert (
        "Interprétation retenue pour la coupe annoncée (68C, 70D1) : « coupe♦ » dite avant la suite" in text
    )
    assert "du plus petit atout qui prend la levée (il n'a pas dit lequel" in text
    [incident] = await store.list()
    step = incident.step()
    assert step is not None and step.ruling is not None and step.ruling.tricks_awarded == 13
    await store.close()


@pytest.mark.parametrize(("line", "tricks"), LINES)
async def test_discord_position_counts_the_stated_ruff_in_its_order(
    adapter: DiscordAdapter,  # noqa: F811
    store: Store,
    line: str,
    tricks: int,
) -> None:
    channel = Channel()
    await open_incident(adapter, channel, "revendication")
    await answer_current(adapter, channel, 0)  # contestée
    given = interaction(adapter, channel, DOMINIQUE)
    await adapter.claim_position(given, f"{ORDER} ligne={line}", "1")
    calls = [*given.response.send_message.await_args_list, *given.followup.send.await_args_list]
    shown = " ".join([posted_text(channel), *(str(c.args) + str(c.kwargs.get("content")) for c in calls)])
    assert said(tricks) in shown


@pytest.mark.parametrize(("line", "tricks"), LINES)
def test_arbitre_revendication_counts_the_stated_ruff_in_its_order(
    capsys: pytest.CaptureFixture[str], line: str, tricks: int
) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["revendication", f"{ORDER} ligne={line}", "--json"])
    assert not exit_.value.code
    found = json.loads(capsys.readouterr().out)
    assert (found["tricks"], found["unaware"], found["aware"], found["double_dummy"]) == (
        tricks,
        tricks,
        tricks,
        4,
    )


def test_an_impossible_stated_ruff_exits_2_with_the_reason(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["revendication", f"{ORDER} ligne=coupe♣ puis atouts"])
    assert exit_.value.code == 2
    assert "ni Nord ni Sud n'est chicane à ♣ avec un atout" in capsys.readouterr().err

"""The terminal's first menu (issue 24 §2): when, then what; words typed at the first prompt;
arrow keys there (issue 23 F5)."""

from __future__ import annotations

import io
import textwrap
from pathlib import Path

import pytest

import rules
from bot.adapters.terminal.console import NO_ARROWS
from bot.adapters.terminal.session import Terminal
from bot.finder import topics as finder
from bot.incidents.engine import Engine
from bot.incidents.store import Store
from rules.topic import Phase
from tests.bot.test_terminal import DIRECTOR, session


async def test_the_first_menu_fits_a_24_row_terminal_at_80_columns(tmp_path: Path) -> None:
    _, out, store = await session(tmp_path, "")
    await store.close()
    before_prompt = out.split("> ")[0]
    rows = [part for line in before_prompt.splitlines() for part in (textwrap.wrap(line, 80) or [""])]
    assert len(rows) <= 24 - 1, rows  # and one row left for the prompt
    assert "Quand l'incident a-t-il eu lieu ?" in before_prompt
    for phase in Phase:
        assert phase.label in before_prompt
    assert "le mort a renoncé" in before_prompt  # the director learns he may describe the incident
    assert rules.get_topic("renonce").summary not in before_prompt  # descriptions are behind « ? »


@pytest.mark.parametrize("topic", rules.topics(), ids=lambda t: t.id)
async def test_every_topic_is_two_choices_away(tmp_path: Path, topic: rules.Topic) -> None:
    phase = finder.phases_of(topic)[0]
    when = list(Phase).index(phase) + 1
    what = finder.topics_in(phase).index(topic) + 1
    _, out, store = await session(tmp_path, f"{when}\n{what}\n")
    [incident] = await store.list()
    assert incident.topic == topic.id, out
    await store.close()


@pytest.mark.parametrize(
    ("typed", "topic"),
    [
        ("il a hésité", "information_non_autorisee"),
        ("le mort a joué une carte", "carte_du_mort"),
        ("renonse", "renonce"),
    ],
)
async def test_words_at_the_first_prompt_find_the_topic(tmp_path: Path, typed: str, topic: str) -> None:
    found = finder.search(typed)
    number = [t.id for t in found].index(topic) + 1
    _, out, store = await session(tmp_path, f"{typed}\n{number}\n")
    assert f"Thèmes trouvés pour « {typed} » — quel incident ?" in out
    [incident] = await store.list()
    assert incident.topic == topic
    await store.close()


async def test_no_match_says_so_and_asks_again_then_back_and_descriptions(tmp_path: Path) -> None:
    _, out, store = await session(tmp_path, "xylophone quantique\nr\n3\n?\nr\n?\nren\n")
    assert "Aucun thème ne correspond à « xylophone quantique »" in out
    assert "Les plus proches — quel incident ?" in out  # never a dead end (issue 31 §4); r: the menu
    assert f"  1. Renonce — {rules.get_topic('renonce').summary}" in out  # « ? » in « Pendant le jeu »
    assert out.count("Quand l'incident a-t-il eu lieu ?") == 4  # back after each « r », again after « ? »
    assert "En ligne :" in out  # « ? » at the first menu: every topic by phase, with its summary
    [incident] = await store.list()
    assert incident.topic == "renonce"  # the first letters of a title still open it
    await store.close()


async def test_an_arrow_key_in_plain_input_is_explained_not_misread(tmp_path: Path) -> None:
    _, out, store = await session(tmp_path, "\x1b[B\x1b[B\n3\n1\n")
    assert NO_ARROWS in out and "Réponse non comprise" not in out
    [incident] = await store.list()
    assert incident.topic == finder.topics_in(Phase.PLAY)[0].id
    await store.close()


async def test_arrows_at_the_very_first_menu_wait_for_the_picker(tmp_path: Path) -> None:
    """Issue 23 F5: the picker loads in the background; the first menu waits for it instead of
    handing ESC [ B to the plain input."""
    from prompt_toolkit.application import create_app_session
    from prompt_toolkit.input import create_pipe_input
    from prompt_toolkit.output import DummyOutput

    from bot.adapters.terminal import picker

    store = await Store(tmp_path / "db.sqlite3").open()
    out = io.StringIO()
    with create_pipe_input() as keys, create_app_session(input=keys, output=DummyOutput()):
        picker._session = None
        terminal = Terminal(Engine(store), DIRECTOR, io.StringIO(""), out, arrows=True)
        keys.send_text("\x1b[B\x1b[B\x1b[B\r")  # at once: « Pendant le jeu »
        keys.send_text("\x1b[B\x1b[B\r")  # the second topic of play
        keys.send_text("\x04")
        assert await terminal.run() == 0
        picker._session = None
    assert "Réponse non comprise" not in out.getvalue()
    [incident] = await store.list()
    assert incident.topic == finder.topics_in(Phase.PLAY)[1].id
    await store.close()


async def test_back_from_the_first_question_reaches_the_same_two_step_menu(tmp_path: Path) -> None:
    _, out, store = await session(tmp_path, "renonce\nr\n5\n2\n")
    assert "Incident #1 — quand a-t-il eu lieu ?" in out
    [incident] = await store.list()
    assert incident.topic == finder.topics_in(Phase.ONLINE)[1].id
    await store.close()

"""Discord's limits: embeds, messages, custom_ids, components. Pure functions, no client."""

from __future__ import annotations

import argparse
from dataclasses import replace

import discord
import pytest

import rules
from bot.adapters.discord import command as command
from bot.adapters.discord import render as layout
from bot.adapters.discord.views import (
    DYNAMIC_ITEMS,
    AnswerButton,
    AnswerSelect,
    ControlButton,
    TopicSelect,
    matches_any,
    question_view,
    ruled_view,
    topics_view,
)
from bot.incidents.incident import Incident, State
from rules.laws import lookup
from rules.model import Option, Question

BIG_ID = "999999999"  # a club would need a billion incidents to go past this


def incident(**changes: object) -> Incident:
    base = Incident(BIG_ID, "discord:1:10", "discord:100", "Alice", "ffb", 0.0, 0.0, State.ASKING, "renonce")
    return replace(base, version=99999, **changes)  # type: ignore[arg-type]


def check_embed(embed: discord.Embed) -> None:
    assert len(embed.title or "") <= 256
    assert len(embed.description or "") <= 4096
    assert len(embed.fields) <= 25
    for field in embed.fields:
        assert len(field.name or "") <= 256 and 0 < len(field.value or "") <= 1024
    assert len(embed.footer.text or "") <= 2048
    assert len(embed) <= 6000


def check_messages(embeds: list[discord.Embed]) -> list[list[discord.Embed]]:
    batches = layout.messages(embeds)
    assert [e for b in batches for e in b] == embeds
    for batch in batches:
        assert 1 <= len(batch) <= 10 and sum(len(e) for e in batch) <= 6000
        for embed in batch:
            check_embed(embed)
    return batches


def every_ruling() -> list[rules.model.Ruling]:
    """Rulings reached by taking the first or the last option everywhere, for every topic."""
    found = []
    for topic in rules.topics():
        for pick in (0, -1):
            answers: dict[str, str] = {}
            for _ in range(60):
                step = rules.next_step(topic.id, answers)
                if step.ruling is not None:
                    found.append(step.ruling)
                    break
                assert step.question is not None
                answers[step.question.id] = step.question.options[pick].value
    return found


def test_every_ruling_fits_and_keeps_laws_script_and_disclaimer() -> None:
    rulings = every_ruling()
    assert len(rulings) >= len(rules.topics())
    for ruling in rulings:
        embeds = layout.ruling_embeds(incident(state=State.RULED), ruling)
        check_messages(embeds)
        text = "\n".join(f"{f.name}\n{f.value}" for e in embeds for f in e.fields)
        assert all(law in text for law in ruling.laws)
        assert all(line in text for line in ruling.script)
        assert rules.DISCLAIMER in (embeds[-1].footer.text or "")


def test_a_huge_ruling_is_split_across_embeds_and_messages_without_losing_a_line() -> None:
    base = every_ruling()[0]
    lines = tuple(f"ligne {i} " + "x" * 180 for i in range(150))  # ~28 000 characters
    ruling = replace(base, now=lines, script=lines[:40], notes=("n" * 3000,))
    embeds = layout.ruling_embeds(None, ruling)
    batches = check_messages(embeds)
    assert len(batches) >= 5
    text = "".join(f.value for e in embeds for f in e.fields)
    assert all(line in text for line in lines)
    assert text.count("n") >= 3000
    assert embeds[1].title.endswith("(suite)")


def test_chunks_never_lose_text() -> None:
    lines = ["a" * 2500, "b", "c" * 10]
    blocks = layout.chunks(lines, 1024)
    assert all(len(b) <= 1024 for b in blocks)
    assert "".join(blocks).replace("\n", "") == "".join(lines)


def test_custom_ids_fit_for_every_question_of_every_topic() -> None:
    for topic in rules.topics():
        for question in topic.questions.values():
            view = question_view(incident(topic=topic.id), question)
            for child in view.children:
                assert len(child.custom_id) <= 100
                assert matches_any(child.custom_id), child.custom_id
            assert len(view.children) <= 25
            if len(question.options) <= 5:
                assert sum(isinstance(c, AnswerButton) for c in view.children) == len(question.options)
            else:
                selects = [c for c in view.children if isinstance(c, AnswerSelect)]
                assert sum(len(s.item.options) for s in selects) == len(question.options)
                assert all(len(s.item.options) <= 25 for s in selects)
    for view in (topics_view(incident(state=State.CHOOSING_TOPIC, topic=None)), ruled_view(incident())):
        assert all(len(c.custom_id) <= 100 and matches_any(c.custom_id) for c in view.children)


def test_more_than_25_options_take_several_selects() -> None:
    question = Question("tricks", "Combien ?", tuple(Option(str(i), str(i)) for i in range(40)), "aide")
    selects = [c for c in question_view(incident(), question).children if isinstance(c, AnswerSelect)]
    assert [len(s.item.options) for s in selects] == [25, 15]
    assert selects[1].item.options[0].value == "25"  # values are indexes into the whole question


def test_templates_are_distinct_and_reject_forgeries() -> None:
    ids = [
        "arb:a:1:2:situation:3",
        "arb:s:1:2:situation:0",
        "arb:t:1:2:renonce",
        "arb:ts:1:2:0",
        "arb:c:1:2:back",
    ]
    for custom_id in ids:
        assert sum(bool(f.__discord_ui_compiled_template__.fullmatch(custom_id)) for f in DYNAMIC_ITEMS) == 1
    for forged in ("arb:c:1:2:delete", "arb:a:x:2:q:1", "arb:a:1:2:q:1:extra", "inc:1:q:a", ""):
        assert not matches_any(forged)
    assert ControlButton("1", 2, "abandon").item.style is discord.ButtonStyle.danger
    assert TopicSelect("1", 2, 0).custom_id == "arb:ts:1:2:0"


def test_a_custom_id_over_100_characters_is_a_programming_error() -> None:
    with pytest.raises(ValueError, match="100"):
        AnswerButton("1", 1, "q" * 100, 0)


def test_law_embeds() -> None:
    citation = lookup("64")
    (embed,) = layout.law_embeds(citation)
    check_embed(embed)
    assert embed.fields[0].name == "Paragraphes résumés"


def test_discord_py_is_the_version_the_fake_was_checked_against() -> None:
    """Canary: tests/bot/discord/fake_discord.py relies on discord.py internals (Route.BASE,
    DiscordWebSocket.DEFAULT_GATEWAY, the payload keys this version reads)."""
    major, minor = (int(part) for part in discord.__version__.split(".")[:2])
    assert (major, minor) == (2, 7), (
        f"discord.py {discord.__version__} is installed, but the fake Discord of the smoke tests "
        "(tests/bot/discord/fake_discord.py) was checked against 2.7 only: re-check its patch points "
        "and payloads against the new version, then update this canary and the pin in pyproject.toml."
    )


def test_register_adds_the_discord_subcommand() -> None:
    parser = argparse.ArgumentParser()
    sub = parser.add_subparsers(dest="command")
    command.register(sub)
    args = parser.parse_args(["discord", "--sync", "--guild", "42"])
    assert (args.sync, args.guild, args.func) == (True, 42, command.run_default)
    args = parser.parse_args(["discord"])
    assert (args.sync, args.guild) == (False, None)


def test_run_default_needs_a_token(monkeypatch: pytest.MonkeyPatch) -> None:
    from bot.errors import UsageError

    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    with pytest.raises(UsageError, match="DISCORD_TOKEN"):
        command.run_default(argparse.Namespace())
    monkeypatch.setenv("DISCORD_TOKEN", "jeton")
    with pytest.raises(UsageError, match="--guild s'utilise avec --sync"):
        command.run_default(argparse.Namespace(sync=False, guild=3))

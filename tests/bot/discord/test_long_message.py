"""Issue 37 §5 on Discord: `mots` as long as Discord lets them be (6,000 characters) is read in its first
READ characters, as the finder reads it — the facts it pre-fills are its head's, never read past it."""

from __future__ import annotations

import discord
import pytest

from bot.adapters.discord.adapter import DiscordAdapter
from bot.adapters.discord.client import ArbitreClient
from bot.finder import parts
from bot.finder.head import READ, whole_sentences
from bot.incidents.engine import Engine
from bot.incidents.store import Store
from tests.bot.discord.test_adapter import DOMINIQUE, Channel, interaction

WORDS = "Sud joue 4♠. Ouest a renoncé à cœur à la 5e levée, le déclarant a gagné la levée."
LONG = (WORDS + " bla" * 1_500)[:6_000]  # Discord's longest option


async def test_long_words_pre_fill_what_their_head_states(
    engine: Engine, store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    read: list[int] = []  # the length of the words each reading of the facts is handed
    original = parts.evidence

    def counted(text: str, topic: str, second: bool = False) -> object:
        read.append(len(text))
        return original(text, topic, second)

    monkeypatch.setattr(parts, "evidence", counted)
    command = ArbitreClient(engine).tree.get_command("arbitre")
    assert isinstance(command, discord.app_commands.Command)
    for words in (whole_sentences(LONG), LONG):
        await command.callback(  # type: ignore[call-arg]
            interaction(DiscordAdapter(engine), Channel(), DOMINIQUE), sujet="renonce", mots=words
        )
    short, long = await store.get("1"), await store.get("2")
    assert short is not None and long is not None
    assert long.answers == short.answers and dict(long.answers)["situation"] == "not_followed"
    assert read and max(read) <= READ

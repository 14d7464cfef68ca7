"""Issue 37 §3 on Discord: a follow-up described in words, its topic pressed on the menu the words found,
is attached to the decision of the board they name; without one, « quel incident ? » lists the ruled
incidents of the channel, the most recent first, and none is taken by default."""

from __future__ import annotations

import rules
from bot.adapters.discord.adapter import DiscordAdapter
from bot.adapters.discord.attach import ATTACH_BUTTON
from bot.incidents import incident as inc
from bot.incidents.engine import Engine
from bot.incidents.store import Store
from tests.bot.conftest import DIRECTOR
from tests.bot.discord.test_adapter import ALICE, DOMINIQUE, Channel, find, interaction, press
from tests.bot.discord.test_described import arbitre_command
from tests.bot.telegram.test_flow import REVOKE

SUITES = rules.get_topic("suites_decision").title


async def two_ruled_revokes(engine: Engine, channel: Channel) -> None:
    command = arbitre_command(engine)
    for number, board in (("1", "13"), ("2", "14")):
        await command.callback(  # type: ignore[call-arg]
            interaction(DiscordAdapter(engine), channel, DOMINIQUE),
            sujet="renonce",
            mots=f"donne {board} table 1",
        )
        for question, value in REVOKE.items():
            await engine.act(number, DIRECTOR, inc.answer(question, value))


async def described_follow_up(adapter: DiscordAdapter, channel: Channel, words: str, user: object) -> None:
    await adapter.open(interaction(adapter, channel, user), None, words)
    await press(adapter, channel, find(channel.views()[-1], "arb:t:", SUITES), user)


async def test_a_contested_decision_on_a_board_is_attached_from_the_menu(
    engine: Engine, store: Store
) -> None:
    channel = Channel()
    await two_ruled_revokes(engine, channel)
    adapter = DiscordAdapter(engine, "Arbitre")
    await described_follow_up(adapter, channel, "ils contestent ma décision sur la 13", DOMINIQUE)
    appeal = await store.get("3")
    assert appeal is not None and appeal.follows == "1"
    assert not any(ATTACH_BUTTON.fullmatch(c.custom_id) for v in channel.views() for c in v.children)


async def test_a_directors_error_without_a_board_asks_which_decision_most_recent_first(
    engine: Engine, store: Store
) -> None:
    channel = Channel()
    await two_ruled_revokes(engine, channel)
    adapter = DiscordAdapter(engine, "Arbitre")
    await described_follow_up(adapter, channel, "je me suis trompé", DOMINIQUE)
    asked = channel.views()[-1]
    buttons = [c for c in asked.children if ATTACH_BUTTON.fullmatch(c.custom_id)]
    assert [b.item.label.split(" ·")[0] for b in buttons] == ["#2", "#1"]  # the most recent first
    error = await store.get("3")
    assert error is not None and error.follows is None  # nothing taken by default
    await press(adapter, channel, buttons[1], DOMINIQUE)
    error = await store.get("3")
    assert error is not None and error.follows == "1"


async def test_a_player_is_not_asked_to_attach(engine: Engine, store: Store) -> None:
    # Attaching a follow-up to a decision is a director's act: a player's follow-up is not asked.
    channel = Channel()
    await two_ruled_revokes(engine, channel)
    adapter = DiscordAdapter(engine, "Arbitre")
    await described_follow_up(adapter, channel, "je me suis trompé", ALICE)
    assert not any(ATTACH_BUTTON.fullmatch(c.custom_id) for v in channel.views() for c in v.children)

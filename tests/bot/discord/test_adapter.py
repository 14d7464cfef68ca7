"""Discord handlers with mocked interactions: the logic and the stored state, not discord.py.

Each interaction is a MagicMock shaped like discord.Interaction (user, guild_id, channel,
response.defer/send_message, followup.send, edit_original_response, data). Components are
pressed the way discord.py dispatches a DynamicItem: template match, from_custom_id,
interaction_check, callback.
"""

from __future__ import annotations

import asyncio
import itertools
from pathlib import Path
from typing import Any
from unittest.mock import AsyncMock, MagicMock

import discord
import pytest

import rules
from bot.adapters.discord import client as adapter_module
from bot.adapters.discord import tree as tree_module
from bot.adapters.discord.adapter import DiscordAdapter
from bot.adapters.discord.attach import AttachButton
from bot.adapters.discord.client import ArbitreClient
from bot.adapters.discord.messages import state_messages
from bot.adapters.discord.out import chat_key
from bot.adapters.discord.views import DYNAMIC_ITEMS
from bot.finder import topics as finder
from bot.incidents.engine import Engine
from bot.incidents.incident import Actor, State
from bot.incidents.store import Store
from rules.topic import Phase
from tests.bot.conftest import Clock, raw_events
from tests.bot.discord.refusals import refusal_call, refusal_count

GUILD = 1
CHANNEL = 10
_ids = itertools.count(1000)


def member(user_id: int, name: str, *roles: str) -> MagicMock:
    user = MagicMock(spec=discord.Member)
    user.id = user_id
    user.display_name = name
    user.mention = f"<@{user_id}>"
    role_mocks = []
    for role_name in roles:
        role = MagicMock(spec=discord.Role)
        role.name = role_name
        role_mocks.append(role)
    user.roles = role_mocks
    return user


ALICE = member(100, "Alice")
BOB = member(200, "Bob")
DOMINIQUE = member(300, "Dominique", "@everyone", "arbitre")


class Channel:
    """A text channel (or a thread, or a channel without thread rights) recording what is posted."""

    def __init__(
        self, kind: type = discord.TextChannel, channel_id: int = CHANNEL, parent_id: int | None = None
    ):
        self.mock = MagicMock(spec=kind)
        self.mock.id = channel_id
        if parent_id is not None:
            self.mock.parent_id = parent_id
        self.posted: list[dict[str, Any]] = []
        self.threads: list[MagicMock] = []
        self.mock.send = AsyncMock(side_effect=self._send("channel"))
        self.mock.create_thread = AsyncMock(side_effect=self._thread)

    def _send(self, where: str) -> Any:
        async def send(content: str | None = None, **kwargs: Any) -> MagicMock:
            self.posted.append({"where": where, "content": content, **kwargs})
            kwargs.setdefault("content", content)
            message = MagicMock(spec=discord.WebhookMessage)
            message.id = next(_ids)
            return message

        return send

    async def _thread(self, *, name: str, message: Any = None, **kwargs: Any) -> MagicMock:
        assert message is not None, "a thread per incident starts from the announce message"
        thread = MagicMock(spec=discord.Thread)
        thread.name = name
        thread.send = AsyncMock(side_effect=self._send("thread"))
        self.threads.append(thread)
        return thread

    def views(self) -> list[discord.ui.View]:
        return [p["view"] for p in self.posted if p.get("view") is not None]

    def embeds(self) -> list[discord.Embed]:
        return [e for p in self.posted for e in p.get("embeds") or ()]


def interaction(
    adapter: DiscordAdapter,
    channel: Channel,
    user: MagicMock = ALICE,
    *,
    data: dict[str, Any] | None = None,
    permissions: discord.Permissions | None = None,
    guild_id: int | None = GUILD,
) -> MagicMock:
    inter = MagicMock(spec=discord.Interaction)
    inter.id = next(_ids)
    inter.user = user
    inter.guild_id = guild_id
    inter.channel = channel.mock
    inter.channel_id = channel.mock.id
    inter.type = discord.InteractionType.component if data else discord.InteractionType.application_command
    inter.data = data or {}
    inter.app_permissions = permissions or discord.Permissions(
        send_messages=True, create_public_threads=True, send_messages_in_threads=True
    )
    inter.response = AsyncMock(spec=discord.InteractionResponse)
    # As discord.py: one first response (defer, message or modal); a second raises.
    answered: list[tuple[tuple[Any, ...], dict[str, Any]]] = []

    async def first_response(*args: Any, **kwargs: Any) -> None:
        if answered:
            raise discord.InteractionResponded(inter)
        answered.append((args, kwargs))

    for method in ("defer", "send_message", "send_modal"):
        setattr(inter.response, method, AsyncMock(side_effect=first_response))
    inter.response.is_done = MagicMock(side_effect=lambda: bool(answered))
    inter.answered = answered
    inter.followup = AsyncMock(spec=discord.Webhook)
    inter.followup.send = AsyncMock(side_effect=channel._send("followup"))
    edits: list[dict[str, Any]] = []

    async def edit(**kwargs: Any) -> None:
        edits.append(kwargs)
        channel.posted.append({"where": "edit", **kwargs})

    inter.edit_original_response = AsyncMock(side_effect=edit)
    inter.delete_original_response = AsyncMock()
    inter.client = MagicMock()
    inter.client.arbitre = adapter
    inter.edits = edits
    return inter


async def press(
    adapter: DiscordAdapter,
    channel: Channel,
    item: Any,
    user: MagicMock = ALICE,
    *,
    values: list[str] | None = None,
    inter: MagicMock | None = None,
) -> MagicMock:
    """Press a component the way discord.py dispatches a DynamicItem (see ViewStore)."""
    custom_id = item.custom_id
    data: dict[str, Any] = {"custom_id": custom_id, "component_type": item.item.type.value}
    if values is not None:
        data["values"] = values
    inter = inter or interaction(adapter, channel, user, data=data)
    inter.data = data
    items = (*DYNAMIC_ITEMS, AttachButton)  # as the client registers them
    (factory,) = [f for f in items if f.__discord_ui_compiled_template__.fullmatch(custom_id)]
    match = factory.__discord_ui_compiled_template__.fullmatch(custom_id)
    rebuilt = await factory.from_custom_id(inter, item.item, match)
    rebuilt._refresh_state(inter, data)
    if await rebuilt.interaction_check(inter):
        await rebuilt.callback(inter)
    return inter


def find(view: discord.ui.View, prefix: str, label: str | None = None) -> Any:
    for child in view.children:
        if child.custom_id.startswith(prefix) and (
            label is None or getattr(child.item, "label", None) == label
        ):
            return child
    raise AssertionError(f"no {prefix} {label or ''} in {[c.custom_id for c in view.children]}")


@pytest.fixture
def adapter(engine: Engine) -> DiscordAdapter:
    return DiscordAdapter(engine, "Arbitre")


async def open_incident(
    adapter: DiscordAdapter, channel: Channel, topic: str | None = "renonce"
) -> MagicMock:
    inter = interaction(adapter, channel)
    await adapter.open(inter, topic)
    return inter


async def answer_current(
    adapter: DiscordAdapter, channel: Channel, index: int = 0, user: MagicMock = ALICE
) -> Any:
    """Answer the question on the latest components with option `index` (button or select)."""
    view = channel.views()[-1]
    answers = [c for c in view.children if c.custom_id.startswith(("arb:a:", "arb:s:"))]
    assert answers, "no question on the latest message"
    if answers[0].custom_id.startswith("arb:s:"):
        return await press(adapter, channel, answers[0], user, values=[str(index)])
    return await press(adapter, channel, answers[index], user)


# --- opening ------------------------------------------------------------------------------


async def test_arbitre_opens_an_incident_in_its_own_thread(adapter: DiscordAdapter, store: Store) -> None:
    channel = Channel()
    inter = await open_incident(adapter, channel)

    inter.response.defer.assert_awaited_once_with(thinking=True)
    announce = channel.posted[0]
    assert announce["where"] == "followup"
    assert "Incident #1 ouvert par Alice : Renonce" in announce["content"]
    (thread,) = channel.threads
    assert thread.name == "Incident #1 — Renonce"
    question = channel.posted[1]
    assert question["where"] == "thread"
    assert "situation" in question["view"].children[0].custom_id
    incident = await store.get("1")
    assert incident is not None
    assert (incident.chat, incident.owner_id, incident.owner_name) == ("discord:1:10", "discord:100", "Alice")
    assert (incident.topic, incident.state) == ("renonce", State.ASKING)
    inter.response.send_message.assert_not_awaited()  # nothing ephemeral when all is well


async def test_without_thread_rights_the_question_is_a_normal_message(adapter: DiscordAdapter) -> None:
    channel = Channel()
    inter = interaction(adapter, channel, permissions=discord.Permissions(send_messages=True))
    await adapter.open(inter, "entame")
    assert channel.threads == []
    (message,) = channel.posted
    assert message["where"] == "followup"
    assert "Incident #1 ouvert par Alice : Entame hors tour" in message["content"]
    assert message["view"] is not None and message["embeds"]


async def test_a_thread_that_refuses_messages_falls_back_to_the_channel(
    adapter: DiscordAdapter, store: Store
) -> None:
    channel = Channel()
    forbidden = discord.Forbidden(
        MagicMock(status=403, reason="Forbidden"), {"code": 50001, "message": "Missing Access"}
    )
    real_thread = channel._thread

    async def thread_refusing(**kwargs: Any) -> MagicMock:
        thread = await real_thread(**kwargs)
        thread.send = AsyncMock(side_effect=forbidden)
        return thread

    channel.mock.create_thread = AsyncMock(side_effect=thread_refusing)
    await open_incident(adapter, channel, "entame")
    announce, question = channel.posted
    assert "Les questions suivent dans le fil" in announce["content"]
    assert question["where"] == "followup" and question["view"] is not None
    assert question["content"] == "Impossible d'écrire dans le fil : les questions suivent ici."
    incident = await store.get("1")
    assert incident is not None and incident.state is State.ASKING


async def test_inside_a_thread_no_new_thread_and_the_chat_is_the_parent_channel(
    adapter: DiscordAdapter, store: Store
) -> None:
    channel = Channel(discord.Thread, channel_id=55, parent_id=CHANNEL)
    inter = interaction(adapter, channel)
    assert chat_key(inter) == "discord:1:10"
    await adapter.open(inter, "renonce")
    assert channel.threads == []
    incident = await store.get("1")
    assert incident is not None and incident.chat == "discord:1:10"


async def test_unknown_topic_and_private_messages_are_refused_ephemerally(
    adapter: DiscordAdapter, store: Store
) -> None:
    channel = Channel()
    inter = interaction(adapter, channel)
    await adapter.open(inter, "bridge-chinois")
    assert refusal_count(inter) == 1
    text = refusal_call(inter).args[0]
    assert "Thème inconnu" in text and "Renonce" in text
    assert refusal_call(inter).kwargs == {"ephemeral": True}
    private = interaction(adapter, channel, guild_id=None)
    await adapter.open(private, "renonce")
    assert "pas en message privé" in refusal_call(private).args[0]
    assert await store.list() == []


async def test_without_topic_the_topics_come_from_the_core(adapter: DiscordAdapter, store: Store) -> None:
    channel = Channel()
    await open_incident(adapter, channel, None)
    first = channel.views()[-1]
    phases = [c.custom_id for c in first.children if c.custom_id.startswith("arb:w:")]
    assert phases == [f"arb:w:1:1:{p.value}" for p in finder.PHASES]  # when, first (issue 24 §2)
    await press(adapter, channel, find(first, "arb:w:", "Pendant le jeu"))
    view = channel.views()[-1]
    offered = [o.value for c in view.children if c.custom_id.startswith("arb:ts:") for o in c.item.options]
    assert offered == [t.id for t in finder.topics_in(Phase.PLAY)]
    assert find(view, "arb:w:", "Quand ?")
    assert (await store.get("1")).version == 1  # type: ignore[union-attr]  # nothing recorded
    select = find(view, "arb:ts:")
    await press(adapter, channel, select, values=["entame"])
    incident = await store.get("1")
    assert incident is not None and (incident.topic, incident.state) == ("entame", State.ASKING)


# --- the conversation -----------------------------------------------------------------------


async def test_buttons_and_select_lead_to_the_ruling_with_laws_and_script(
    adapter: DiscordAdapter, store: Store
) -> None:
    channel = Channel()
    await open_incident(adapter, channel)
    first = channel.views()[-1]
    assert first.children[0].custom_id.startswith("arb:s:1:1:situation:")  # 6 options: a select
    for _ in range(40):
        incident = await store.get("1")
        assert incident is not None
        if incident.state is State.RULED:
            break
        inter = await answer_current(adapter, channel)
        assert inter.answered == [
            ((), {"thinking": False})
        ]  # acknowledged first, as an update (no « réfléchit »)
        assert refusal_count(inter) == 0
    incident = await store.get("1")
    assert incident is not None and incident.state is State.RULED
    expected = rules.next_step("renonce", incident.answers_dict()).ruling
    assert expected is not None and incident.ruling_id == expected.id
    titles = [e.title for e in channel.embeds()]
    assert f"DÉCISION — {expected.title}" in titles
    fields = {f.name: f.value for e in channel.embeds() for f in e.fields}
    assert "À lire à la table" in fields and "Lois citées" in fields
    assert expected.laws[0] in fields["Lois citées"]
    # One live message: the question message became the record of the answers and the ruling,
    # with the buttons under it; nothing new was posted for the ruling.
    last_edit = channel.posted[-1]
    assert last_edit["where"] == "edit" and "Décision rendue" in last_edit["embeds"][0].description
    assert last_edit["embeds"][1].title == f"DÉCISION — {expected.title}"
    assert any(c.custom_id.startswith("arb:c:1:") for c in last_edit["view"].children)
    assert [p["where"] for p in channel.posted].count("thread") == 1  # the first question only


async def test_buttons_for_five_options_or_fewer(adapter: DiscordAdapter, store: Store) -> None:
    channel = Channel()
    await open_incident(adapter, channel, "entame")  # 5 options
    view = channel.views()[-1]
    answers = [c for c in view.children if c.custom_id.startswith("arb:a:")]
    question = rules.next_step("entame", {}).question
    assert question is not None
    labels = [b.item.label for b in answers]
    assert len(labels) == len(question.options) == 5
    assert all(len(label) <= 80 for label in labels)
    if any(len(o.label) > 80 for o in question.options):  # listed in full in the embed, numbered
        listed = channel.posted[-1]["embeds"][0].fields[0]
        assert listed.name == "Réponses possibles"
        assert all(o.label in listed.value for o in question.options)
        assert labels[1].startswith("2. ")
    else:
        assert labels == [o.label for o in question.options]
    await press(adapter, channel, answers[1])
    incident = await store.get("1")
    assert incident is not None and incident.answers == (("situation", question.options[1].value),)


async def test_back_and_abandon(adapter: DiscordAdapter, store: Store, database: Path) -> None:
    channel = Channel()
    await open_incident(adapter, channel, "entame")
    await answer_current(adapter, channel)
    await press(adapter, channel, find(channel.views()[-1], "arb:c:", "Retour"))
    incident = await store.get("1")
    assert incident is not None and incident.answers == () and incident.state is State.ASKING
    inter = await press(adapter, channel, find(channel.views()[-1], "arb:c:", "Annuler l'incident"))
    incident = await store.get("1")
    assert incident is not None and incident.state is State.ABANDONED
    assert inter.edits[-1]["view"] is None
    assert "abandonné par Alice" in inter.edits[-1]["embeds"][0].description
    assert [kind for _, kind, _ in raw_events(database, "1")] == ["start", "answer", "back", "abandon"]


async def test_back_under_a_ruling_keeps_the_ruling_and_asks_again_below(
    adapter: DiscordAdapter, store: Store
) -> None:
    channel = Channel()
    await open_incident(adapter, channel, "cartes_penalisees")
    while (incident := await store.get("1")) is not None and incident.state is not State.RULED:
        await answer_current(adapter, channel)
    posted = len(channel.posted)
    inter = await press(adapter, channel, find(channel.views()[-1], "arb:c:", "Retour"))
    assert inter.edits == [{"view": None}]  # the ruling message stays, without its buttons
    incident = await store.get("1")
    assert incident is not None and incident.state is State.ASKING
    assert channel.posted[posted + 1]["view"] is not None  # the question again, as a new message


async def test_the_optional_follow_up_is_offered_under_the_ruling(
    adapter: DiscordAdapter, store: Store
) -> None:
    channel = Channel()
    await open_incident(adapter, channel, "renonce")
    while (incident := await store.get("1")) is not None and incident.state is not State.RULED:
        await answer_current(adapter, channel)
    step = rules.next_step("renonce", incident.answers_dict())
    assert step.optional is not None  # first options everywhere: « calculer la marque ? »
    under_ruling = channel.views()[-1]
    follow_up = [c for c in under_ruling.children if c.custom_id.startswith("arb:a:")]
    assert [b.item.label for b in follow_up] == [o.label for o in step.optional.options]
    assert f":{step.optional.id}:" in follow_up[0].custom_id
    assert any(step.optional.prompt in (e.description or "") for e in channel.embeds())
    inter = await press(adapter, channel, follow_up[0])
    assert inter.edits == [{"view": None}]  # the ruling stays, its buttons go
    incident = await store.get("1")
    assert incident is not None and incident.answers[-1] == (step.optional.id, step.optional.options[0].value)


async def test_change_topic_under_the_ruling_offers_the_topics_again(
    adapter: DiscordAdapter, store: Store
) -> None:
    channel = Channel()
    await open_incident(adapter, channel, "cartes_penalisees")
    while (incident := await store.get("1")) is not None and incident.state is not State.RULED:
        await answer_current(adapter, channel)
    await press(adapter, channel, find(channel.views()[-1], "arb:c:", "Changer de thème"))
    incident = await store.get("1")
    assert incident is not None and incident.state is State.CHOOSING_TOPIC and incident.topic is None
    assert find(channel.views()[-1], "arb:w:", "Pendant le jeu")


async def test_five_topics_or_fewer_are_buttons(
    adapter: DiscordAdapter, store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    two = rules.topics()[:2]
    monkeypatch.setattr(rules, "topics", lambda: two)
    channel = Channel()
    await open_incident(adapter, channel, None)
    phase = finder.phases_of(two[1])[0]
    await press(adapter, channel, find(channel.views()[-1], "arb:w:", phase.label))
    button = find(channel.views()[-1], "arb:t:", two[1].title)
    await press(adapter, channel, button)
    incident = await store.get("1")
    assert incident is not None and incident.topic == two[1].id


async def test_an_idle_incident_expires_and_loses_its_buttons(
    adapter: DiscordAdapter, store: Store, clock: Clock
) -> None:
    channel = Channel()
    await open_incident(adapter, channel, "entame")
    clock.advance(adapter.engine.idle_expiry + 1)
    inter = await answer_current(adapter, channel)
    assert "a expiré" in inter.followup.send.await_args.args[0]
    assert inter.edits == [{"view": None}]
    incident = await store.get("1")
    assert incident is not None and incident.state is State.EXPIRED and incident.answers == ()


# --- who may answer -----------------------------------------------------------------------


async def test_a_stranger_is_refused_politely_and_nothing_changes(
    adapter: DiscordAdapter, store: Store
) -> None:
    channel = Channel()
    await open_incident(adapter, channel, "entame")
    before = await store.get("1")
    inter = await answer_current(adapter, channel, user=BOB)
    assert refusal_count(inter) == 1
    text = refusal_call(inter).args[0]
    assert text.startswith("Désolé Bob") and "Alice" in text and "« Arbitre »" in text
    assert refusal_call(inter).kwargs == {"ephemeral": True}
    assert inter.answered == [((), {"thinking": False})]  # acknowledged before the store was read (T10)
    assert await store.get("1") == before


async def test_the_director_role_may_answer(adapter: DiscordAdapter, store: Store, database: Path) -> None:
    channel = Channel()
    await open_incident(adapter, channel, "entame")
    await answer_current(adapter, channel, user=DOMINIQUE)
    assert raw_events(database, "1")[-1] == (2, "answer", "discord:300")
    incident = await store.get("1")
    assert incident is not None and len(incident.answers) == 1


def test_director_role_name_from_the_environment(monkeypatch: pytest.MonkeyPatch, engine: Engine) -> None:
    monkeypatch.delenv("DISCORD_DIRECTOR_ROLE", raising=False)
    assert adapter_module.director_role_from_env() == "Arbitre"
    monkeypatch.setenv("DISCORD_DIRECTOR_ROLE", "TD")
    assert adapter_module.director_role_from_env() == "TD"
    club = DiscordAdapter(engine, "TD")
    assert club.is_director(member(1, "x", "td")) and not club.is_director(DOMINIQUE)


# --- stale, forged, expired -----------------------------------------------------------------


async def test_an_old_button_is_refused_with_the_current_question(
    adapter: DiscordAdapter, store: Store
) -> None:
    channel = Channel()
    await open_incident(adapter, channel, "entame")
    old = channel.views()[-1]
    await answer_current(adapter, channel)
    moved = await store.get("1")
    inter = await press(adapter, channel, find(old, "arb:a:"))
    inter.followup.send.assert_awaited_once()
    text = inter.followup.send.await_args.args[0]
    assert "n'est plus d'actualité" in text and "La question en cours" in text
    assert inter.followup.send.await_args.kwargs == {"ephemeral": True}
    assert await store.get("1") == moved


async def test_a_forged_button_for_an_unknown_incident(adapter: DiscordAdapter) -> None:
    channel = Channel()
    await open_incident(adapter, channel, "entame")
    button = find(channel.views()[-1], "arb:a:")
    forged = type(button)("999", 1, "situation", 0, "x")
    inter = await press(adapter, channel, forged)
    assert "Aucun incident #999" in refusal_call(inter).args[0]


async def test_an_unrecognised_custom_id_gets_a_french_answer(engine: Engine) -> None:
    client = ArbitreClient(engine)
    channel = Channel()
    inter = interaction(client.arbitre, channel, data={"custom_id": "arb:a:1:x", "component_type": 2})
    await client.on_interaction(inter)
    assert "n'est pas reconnu" in refusal_call(inter).args[0]
    ours = interaction(client.arbitre, channel, data={"custom_id": "arb:c:1:1:back", "component_type": 2})
    await client.on_interaction(ours)  # a DynamicItem handles this one
    ours.response.send_message.assert_not_awaited()


def _not_found(code: int) -> discord.NotFound:
    response = MagicMock(status=404, reason="Not Found")
    return discord.NotFound(response, {"code": code, "message": "Unknown interaction"})


async def test_an_expired_interaction_gets_a_fresh_message_in_the_channel(
    adapter: DiscordAdapter, store: Store
) -> None:
    channel = Channel()
    await open_incident(adapter, channel, "entame")
    button = find(channel.views()[-1], "arb:a:")
    inter = interaction(adapter, channel, data={"custom_id": button.custom_id})
    inter.response.defer.side_effect = _not_found(10062)
    await press(adapter, channel, button, inter=inter)
    incident = await store.get("1")
    assert incident is not None and len(incident.answers) == 1  # the answer is recorded
    inter.edit_original_response.assert_not_awaited()
    inter.followup.send.assert_not_awaited()
    fresh = channel.posted[-1]
    assert fresh["where"] == "channel" and fresh["view"] is not None


async def test_an_interaction_already_answered_goes_on_with_followups(
    adapter: DiscordAdapter, store: Store
) -> None:
    channel = Channel()
    inter = interaction(adapter, channel)
    inter.response.defer.side_effect = discord.InteractionResponded(inter)
    await adapter.open(inter, "renonce")
    assert channel.posted[0]["where"] == "followup"
    assert await store.get("1") is not None


async def test_an_expired_slash_command_still_opens_in_the_channel(
    adapter: DiscordAdapter, store: Store
) -> None:
    channel = Channel()
    inter = interaction(adapter, channel)
    inter.response.defer.side_effect = _not_found(10062)
    await adapter.open(inter, "renonce")
    assert channel.posted[0]["where"] == "channel"
    assert "Incident #1 ouvert" in channel.posted[0]["content"]
    assert channel.posted[1]["where"] == "thread"


async def test_a_refusal_after_the_thinking_placeholder_stays_private(
    adapter: DiscordAdapter, monkeypatch: pytest.MonkeyPatch
) -> None:
    channel = Channel()
    inter = interaction(adapter, channel)

    async def broken(*args: Any, **kwargs: Any) -> Any:
        raise RuntimeError("disque plein")

    monkeypatch.setattr(adapter.engine, "open", broken)
    await adapter.open(inter, "renonce")
    inter.delete_original_response.assert_awaited_once()
    assert "Erreur inattendue" in inter.followup.send.await_args.args[0]
    assert inter.followup.send.await_args.kwargs == {"ephemeral": True}


# --- restart --------------------------------------------------------------------------------


async def test_a_button_sent_before_a_restart_works_after_it(database: Path, clock: Clock) -> None:
    store = await Store(database).open()
    first = DiscordAdapter(Engine(store, clock=clock))
    channel = Channel()
    await open_incident(first, channel, "entame")
    button = find(channel.views()[-1], "arb:a:")
    await store.close()

    store = await Store(database).open()  # a new process: new store, engine, adapter
    try:
        second = DiscordAdapter(Engine(store, clock=clock))
        await press(second, channel, button)
        incident = await store.get("1")
        assert incident is not None and incident.version == 2 and len(incident.answers) == 1
    finally:
        await store.close()


# --- /loi and /incidents ----------------------------------------------------------------------


async def test_loi(adapter: DiscordAdapter) -> None:
    channel = Channel()
    inter = interaction(adapter, channel)
    await adapter.law(inter, "64A1")
    embed = inter.followup.send.await_args.kwargs["embeds"][0]
    assert embed.title.startswith("Loi 64 — ")
    assert embed.fields[0].name == "Loi 64A1"
    assert any("bridgecode2017" in f.value for f in embed.fields)
    wrong = interaction(adapter, channel)
    await adapter.law(wrong, "abc")
    assert "n'est pas un numéro de loi" in refusal_call(wrong).args[0]
    assert refusal_call(wrong).kwargs == {"ephemeral": True}


async def test_marque_computes_a_weighted_score_or_explains_itself(adapter: DiscordAdapter) -> None:
    channel = Channel()
    inter = interaction(adapter, channel)
    await adapter.marque(inter, "420:60,-50:40")
    embed = inter.followup.send.await_args.kwargs["embeds"][0]
    assert embed.title == "Marque ajustée pondérée"
    assert "+232 pour Nord-Sud" in embed.fields[0].value
    assert "10A" in embed.footer.text
    usage = interaction(adapter, channel)
    await adapter.marque(usage, None)
    assert "RÉSULTAT:POIDS" in refusal_call(usage).args[0]
    assert refusal_call(usage).kwargs == {"ephemeral": True}
    wrong = interaction(adapter, channel)
    await adapter.marque(wrong, "420:50,-50:40")
    assert "totaliser 100 %" in refusal_call(wrong).args[0]


async def test_incidents_lists_this_channel_and_shows_one_again(adapter: DiscordAdapter) -> None:
    channel = Channel()
    await open_incident(adapter, channel, "entame")
    elsewhere = Channel(channel_id=11)
    await open_incident(adapter, elsewhere, "renonce")
    inter = interaction(adapter, channel)
    await adapter.incidents(inter, None)
    listing = inter.followup.send.await_args.kwargs["embeds"][0].description
    assert "#1" in listing and "Entame hors tour" in listing and "#2" not in listing

    again = interaction(adapter, channel)
    await adapter.incidents(again, "#1")
    view = again.followup.send.await_args.kwargs["view"]
    assert find(view, "arb:a:1:1:situation:")

    other_guild = interaction(adapter, channel, guild_id=2)
    await adapter.incidents(other_guild, "1")
    assert "Aucun incident #1 sur ce serveur" in refusal_call(other_guild).args[0]


# --- the command tree -------------------------------------------------------------------------


def test_commands_are_french_and_topics_come_from_the_core(
    engine: Engine, monkeypatch: pytest.MonkeyPatch
) -> None:
    client = ArbitreClient(engine)
    names = {c.name for c in client.tree.get_commands()}
    assert {"arbitre", "loi", "incidents"} <= names
    assert "marque" in names
    for topic in rules.topics():
        assert tree_module.command_name(topic.id) in names
    sujet, mots = client.tree.get_command("arbitre").parameters  # type: ignore[union-attr]
    assert mots.name == "mots" and not mots.choices and not mots.required
    if len(rules.topics()) <= 25:
        assert [c.value for c in sujet.choices] == [t.id for t in rules.topics()]
    else:  # Discord's limit: beyond 25 topics, autocompletion (test_beyond_25_topics_…)
        assert sujet.choices == [] and sujet.autocomplete
    for command in client.tree.get_commands():
        assert len(command.description) <= 100

    extra = rules.topics()[0]
    more = (*rules.topics(), type(extra)(**{**extra.__dict__, "id": "nouveau", "title": "Nouveau thème"}))
    monkeypatch.setattr(rules, "topics", lambda: more)
    grown = ArbitreClient(engine)
    assert grown.tree.get_command("nouveau") is not None
    sujet, _ = grown.tree.get_command("arbitre").parameters  # type: ignore[union-attr]
    if len(more) <= 25:
        assert sujet.choices[-1].name == "Nouveau thème"
    else:
        assert sujet.autocomplete


async def test_beyond_25_topics_the_topic_is_autocompleted(
    engine: Engine, monkeypatch: pytest.MonkeyPatch
) -> None:
    base = rules.topics()[0]
    many = tuple(type(base)(**{**base.__dict__, "id": f"t{i}", "title": f"Thème {i}"}) for i in range(30))
    monkeypatch.setattr(rules, "topics", lambda: many)
    client = ArbitreClient(engine)
    command = client.tree.get_command("arbitre")
    assert isinstance(command, discord.app_commands.Command)
    sujet = next(p for p in command.parameters if p.name == "sujet")
    assert sujet.choices == [] and sujet.autocomplete
    found = await command._params["sujet"].autocomplete(MagicMock(), "thème 2")  # type: ignore[misc]
    assert [c.value for c in found] == ["t2", *[f"t{i}" for i in range(20, 30)]]
    everything = await command._params["sujet"].autocomplete(MagicMock(), "")  # type: ignore[misc]
    assert len(everything) == 25

    crowd = tuple(type(base)(**{**base.__dict__, "id": f"t{i}", "title": f"Thème {i}"}) for i in range(120))
    monkeypatch.setattr(rules, "topics", lambda: crowd)
    names = [c.name for c in ArbitreClient(engine).tree.get_commands()]
    essentials = [
        "arbitre",
        "loi",
        "marque",
        "incidents",
        "note",
        "sondage",
        "tournoi",
        "appel",
        "appels",
        "donne",
        "deuxieme",
        "suites",
    ]
    assert (
        len(names) == 100 and names[: len(essentials)] == essentials
    )  # Discord's limit: the shortcuts give way


async def test_the_translator_gives_french_to_french_clients() -> None:
    translator = adapter_module.FrenchTranslator()
    text = discord.app_commands.locale_str("Ouvrir un incident")
    context = MagicMock()
    assert await translator.translate(text, discord.Locale.french, context) == "Ouvrir un incident"
    assert await translator.translate(text, discord.Locale.american_english, context) is None


def test_minimal_intents(engine: Engine) -> None:
    client = ArbitreClient(engine)
    assert client.intents.guilds
    assert not client.intents.message_content and not client.intents.members
    assert client.intents.value == discord.Intents(guilds=True).value


def test_state_messages_of_a_closed_incident_have_no_components(adapter: DiscordAdapter) -> None:
    from bot.incidents.engine import Reply
    from bot.incidents.incident import Incident

    closed = Incident("7", "discord:1:10", "discord:100", "Alice", "ffb", 0.0, 0.0, State.EXPIRED, "renonce")
    ((embeds, view),) = state_messages(Reply(closed, None, "expiré"))
    assert view is None and "expiré" in (embeds[0].description or "")


async def test_two_presses_at_once_record_one_answer(
    adapter: DiscordAdapter, store: Store, database: Path
) -> None:
    channel = Channel()
    await open_incident(adapter, channel, "entame")
    view = channel.views()[-1]
    buttons = [c for c in view.children if c.custom_id.startswith("arb:a:")]
    first, second = await asyncio.gather(
        press(adapter, channel, buttons[0]), press(adapter, channel, buttons[1], DOMINIQUE)
    )
    incident = await store.get("1")
    assert incident is not None and incident.version == 2 and len(incident.answers) == 1
    assert [kind for _, kind, _ in raw_events(database, "1")] == ["start", "answer"]
    refused = [i for i in (first, second) if i.followup.send.await_count]
    assert len(refused) == 1
    assert refused[0].followup.send.await_args.kwargs == {"ephemeral": True}


def test_plain_arbitre_runs_discord_when_its_token_is_set(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from bot import cli
    from bot.adapters.discord import command as command

    seen: dict[str, Any] = {}

    async def fake_serve(config: Any, token: str, **options: Any) -> int:
        seen.update(config=config, token=token, **options)
        return 0

    monkeypatch.delenv("TELEGRAM_TOKEN", raising=False)
    monkeypatch.setenv("DISCORD_TOKEN", "jeton")
    monkeypatch.setenv("ARBITRE_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(command, "serve", fake_serve)
    with pytest.raises(SystemExit) as exit_:
        cli.main([])
    assert exit_.value.code == 0
    assert (seen["token"], seen["sync"], seen["guild"]) == ("jeton", False, None)
    assert seen["config"].data_dir == tmp_path
    with pytest.raises(SystemExit) as exit_:
        cli.main(["discord", "--sync", "--guild", "42"])
    assert exit_.value.code == 0 and (seen["sync"], seen["guild"]) == (True, 42)


# --- reliability trial: forged presses (issue 12 F9, F13) -----------------------------------------


async def test_a_press_from_another_channel_or_server_is_refused(
    adapter: DiscordAdapter, store: Store, engine: Engine
) -> None:
    """F9: a member of a role « Arbitre » elsewhere cannot act on this channel's incident, nor on
    a Telegram or terminal incident, even if the custom_id reached the bot."""
    here = Channel()
    await open_incident(adapter, here, "entame")
    view = channel_view = here.views()[-1]
    elsewhere = Channel(channel_id=CHANNEL + 1)
    telegram = await engine.open(Actor("telegram:5001", "Tg"), "telegram:-100", "renonce")
    assert telegram.incident is not None
    for target, guild in (("1", GUILD), ("1", GUILD + 1), (telegram.incident.id, GUILD)):
        before = await store.get(target)
        abandon = type(find(view, "arb:c:", "Annuler l'incident"))(target, 1, "abandon")
        inter = interaction(adapter, elsewhere if guild == GUILD else here, DOMINIQUE, guild_id=guild)
        await press(adapter, elsewhere, abandon, DOMINIQUE, inter=inter)
        text = refusal_call(inter).args[0]
        assert "aucun incident de ce salon" in text
        assert refusal_call(inter).kwargs == {"ephemeral": True}
        assert await store.get(target) == before
    assert channel_view is view


@pytest.mark.parametrize("value", ["²", "٣", "999", "-1", "1" * 5000, "", "0x1"])
async def test_a_select_value_that_is_not_an_option_gets_a_french_answer(
    adapter: DiscordAdapter, store: Store, value: str
) -> None:
    """F13: values Discord would never send still get an answer, in French, and change nothing."""
    channel = Channel()
    await open_incident(adapter, channel, "renonce")  # six answers: a select
    before = await store.get("1")
    select = find(channel.views()[-1], "arb:s:")
    inter = await press(adapter, channel, select, values=[value])
    sent = inter.followup.send.await_args
    assert sent is not None and sent.kwargs == {"ephemeral": True}
    assert "réponse" in sent.args[0].lower(), sent.args[0]
    after = await store.get("1")
    assert before is not None and after is not None and after.answers == before.answers == ()


async def test_a_ruling_too_long_for_the_live_message_continues_below(
    adapter: DiscordAdapter, store: Store, engine: Engine, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The live message holds at most 10 embeds: the rest follows, the buttons under the last."""
    channel = Channel()
    await open_incident(adapter, channel, "cartes_penalisees")
    while (incident := await store.get("1")) is not None and incident.state is not State.RULED:
        await answer_current(adapter, channel)
    reply = await engine.show("1")
    many = [discord.Embed(title=f"DÉCISION — partie {i}", description="x" * 100) for i in range(12)]
    monkeypatch.setattr(tree_module.layout, "ruling_embeds", lambda incident, ruling: many)
    batches = state_messages(reply)
    assert [len(embeds) for embeds, _ in batches] == [10, 4]
    assert "Décision rendue" in (batches[0][0][0].description or "")  # the answers stay on top
    assert batches[0][1] is None and batches[1][1] is not None

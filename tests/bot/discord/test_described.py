"""Describing the incident on Discord (issue 31 §3): the slash command's `sujet` autocompleted from the
words typed, the free-text option `mots`, a `sujet` typed without picking a proposal; the facts the
words state are answered and shown; nothing found offers the nearest topics and « Quand ? »."""

from __future__ import annotations

import discord
import pytest

import rules
from bot.adapters.discord.adapter import DiscordAdapter
from bot.adapters.discord.client import ArbitreClient
from bot.adapters.discord.messages import menu_message
from bot.finder import topics as finder
from bot.incidents import incident as inc
from bot.incidents.engine import Engine
from bot.incidents.store import Store
from tests.bot.conftest import DIRECTOR
from tests.bot.discord.test_adapter import DOMINIQUE, Channel, find, interaction, press
from tests.bot.telegram.test_flow import REVOKE


@pytest.fixture
def adapter(engine: Engine) -> DiscordAdapter:
    return DiscordAdapter(engine, "Arbitre")


def arbitre_command(engine: Engine) -> discord.app_commands.Command:
    command = ArbitreClient(engine).tree.get_command("arbitre")
    assert isinstance(command, discord.app_commands.Command)
    return command


async def test_the_topic_is_autocompleted_from_a_description(engine: Engine) -> None:
    complete = arbitre_command(engine)._params["sujet"].autocomplete
    assert complete is not None
    found = await complete(None, "le mort a renoncé à la 5e levée")  # type: ignore[misc]
    assert found[0].value == "renonce"
    assert (await complete(None, "jeu lent"))[0].value == "suites_decision"  # type: ignore[misc]
    assert (await complete(None, "ren"))[0].value == "renonce"  # type: ignore[misc]  # a title's letters
    assert len(await complete(None, "")) == 25  # type: ignore[misc]


async def test_words_in_mots_answer_what_they_state_once_the_topic_is_chosen(
    adapter: DiscordAdapter, store: Store
) -> None:
    channel = Channel()
    await adapter.open(
        interaction(adapter, channel), None, "le mort a renoncé à la 5e levée, il n'a pas fourni"
    )
    menu = channel.views()[-1]
    assert "Thèmes trouvés pour « le mort a renoncé" in channel.embeds()[-1].description  # type: ignore[operator]
    await press(adapter, channel, find(menu, "arb:t:", rules.get_topic("renonce").title))
    question = channel.embeds()[-1].description or ""
    assert (
        "Compris : Qui est le joueur fautif ? → Le mort (carte du mort) (« le mort a renoncé ») — « Retour » pour corriger"
        in question
    )
    incident = await store.get("1")
    assert incident is not None and dict(incident.answers) == {
        "situation": "not_followed",
        "offender": "dummy",
    }


async def test_a_topic_with_words_and_a_typed_sujet(engine: Engine, store: Store) -> None:
    command = arbitre_command(engine)
    channel = Channel()
    await command.callback(  # type: ignore[call-arg]
        interaction(DiscordAdapter(engine), channel),
        sujet="nombre_de_cartes",
        mots="14 cartes et 12 à Sud après les enchères",
    )
    said = channel.embeds()[-1].description or ""
    assert said.count("Compris :") == 2
    await command.callback(interaction(DiscordAdapter(engine), channel), sujet="il a hésité")  # type: ignore[call-arg]
    assert "Thèmes trouvés pour « il a hésité »" in (channel.embeds()[-1].description or "")
    listed = sorted(await store.list(), key=lambda i: int(i.id))
    assert [i.topic for i in listed] == ["nombre_de_cartes", None]


async def test_nothing_found_offers_the_nearest_topics_and_the_phases(adapter: DiscordAdapter) -> None:
    channel = Channel()
    await adapter.open(interaction(adapter, channel), None, "xylophone quantique")
    assert "Aucun thème ne correspond à « xylophone quantique »" in (channel.embeds()[-1].description or "")
    view = channel.views()[-1]
    for topic in finder.nearest("xylophone quantique"):
        assert find(view, "arb:t:", topic.title)
    assert find(view, "arb:w:", "Quand ?")


async def test_the_board_in_mots_is_recorded_on_discord(engine: Engine, store: Store) -> None:
    # Issue 37 §2: the director's words name the board and table; the description is kept as a note.
    command = arbitre_command(engine)
    channel = Channel()
    await command.callback(  # type: ignore[call-arg]
        interaction(DiscordAdapter(engine), channel, DOMINIQUE),
        sujet="renonce",
        mots="donne 5 table 12 : le mort n'a pas fourni",
    )
    said = channel.embeds()[-1].description or ""
    assert "Compris : donne 5, table 12 (« donne 5 table 12 »)." in said
    incident = await store.get("1")
    assert incident is not None and incident.deal is not None and incident.deal.board == "5"
    assert incident.notes[0].text == "Description : donne 5 table 12 : le mort n'a pas fourni"


async def test_an_appeal_in_words_is_attached_to_the_decision_of_its_board_on_discord(
    engine: Engine, store: Store
) -> None:
    # Issue 37 §3 (G3): the board and table in `mots` find the decision appealed.
    command = arbitre_command(engine)
    channel = Channel()
    await command.callback(  # type: ignore[call-arg]
        interaction(DiscordAdapter(engine), channel, DOMINIQUE), sujet="renonce", mots="donne 13 table 1"
    )
    for question, value in REVOKE.items():
        await engine.act("1", DIRECTOR, inc.answer(question, value))
    ruled = await store.get("1")
    assert ruled is not None and ruled.ruling_id is not None
    await command.callback(  # type: ignore[call-arg]
        interaction(DiscordAdapter(engine), channel, DOMINIQUE),
        sujet="suites_decision",
        mots="Nord-Sud font appel de ma décision sur la donne 13 table 1",
    )
    appeal = await store.get("2")
    assert appeal is not None and appeal.follows == "1"
    said = channel.embeds()[-1].description or ""
    assert "Compris : donne 13, table 1" in said and "rattaché à l'incident #1" in said


async def test_a_second_irregularity_the_words_name_is_offered_and_opened(
    adapter: DiscordAdapter, store: Store
) -> None:
    # Issue 37 §4 on Discord: the words name a revoke then a lead out of turn (a later trick's: Attaque hors tour,
    # tester20 P11); once Renonce is chosen the
    # second is offered with the chat's key, and « 2e irrégularité » opens it with its topic chosen.
    channel = Channel()
    await adapter.open(
        interaction(adapter, channel), None, "Ouest a renoncé à la 3e levée puis il a entamé hors tour"
    )
    await press(adapter, channel, find(channel.views()[-1], "arb:t:", rules.get_topic("renonce").title))
    question = channel.embeds()[-1].description or ""
    assert (
        f"La description nomme aussi une deuxième irrégularité : {rules.get_topic('attaque').title} — "
        "« 2e irrégularité » pour l'ouvrir sur la même donne." in question
    )
    await press(adapter, channel, find(channel.views()[-1], "arb:d:", "2e irrégularité"))
    second = await store.get("2")
    assert second is not None and second.topic == "attaque" and second.second_of == "1"


async def test_words_for_an_online_events_incident_find_the_online_topic_first(engine: Engine) -> None:
    """Tester7 T9 on Discord: the incident of an online event's call (its organiser's conditions) is
    online, whatever its words say; the same words at the club keep the club topic."""
    words = "Nord a longuement hésité avant de passer sur 3♠, Sud a dit 4♥"
    online = await engine.open(DIRECTOR, "salon", regulation="ffb?card_undo=oui&by=Coupe")
    club = await engine.open(DIRECTOR, "salon")
    assert online.incident is not None and club.incident is not None
    online_hesitation = f"**{rules.get_topic('en_ligne_hesitation').title}**"
    unauthorised = f"**{rules.get_topic('information_non_autorisee').title}**"
    (embed,), _ = menu_message(online.incident, words=words)
    listed = embed.description or ""
    assert "Thèmes trouvés" in listed and listed.index(online_hesitation) < listed.index(unauthorised)
    (club_embed,), _ = menu_message(club.incident, words=words)
    club_listed = club_embed.description or ""
    assert (
        club_listed.index(unauthorised) < club_listed.find(online_hesitation)
        or online_hesitation not in club_listed
    )

"""The call desk of an online event: durable calls, one director per call, reminders once."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from bot.events.desk import NOT_FROM_HERE, CallDesk
from bot.events.model import CallState
from bot.incidents.incident import Actor
from bot.incidents.store import Store
from tests.bot.conftest import Clock

ANNE = Actor("discord:1", "Anne", is_director=True)
BRUNO = Actor("discord:2", "Bruno", is_director=True)
PLAYER = Actor("discord:9", "Paul")
EVENT = "discord:100:200"
DIRECTORS = "discord:100:300"


@pytest.fixture
async def desk(store: Store, clock: Clock) -> CallDesk:
    desk = CallDesk(store, clock=clock)
    opened = await desk.open_tournament(
        ANNE, EVENT, "Simultané du jeudi", directors_chat=DIRECTORS, directors_actor=ANNE
    )
    assert not opened.refused, opened.message
    return desk


async def test_only_a_director_opens_and_only_once_per_channel(store: Store, clock: Clock) -> None:
    desk = CallDesk(store, clock=clock)
    refused = await desk.open_tournament(PLAYER, EVENT, "Tournoi")
    assert refused.refused and "arbitre" in (refused.message or "")
    assert not (await desk.open_tournament(ANNE, EVENT, "Tournoi du soir")).refused
    twice = await desk.open_tournament(BRUNO, EVENT, "Autre")
    assert (
        twice.refused
        and "déjà ouvert" in (twice.message or "")
        and "Tournoi du soir" in (twice.message or "")
    )


async def test_a_player_calls_and_the_call_is_posted_for_the_directors(desk: CallDesk) -> None:
    result = await desk.call(PLAYER, EVENT, "12", "5", "hésitation en Nord")
    assert not result.refused and result.call is not None and result.tournament is not None
    assert result.tournament.directors_chat == "discord:100:300"
    assert (result.call.table, result.call.board, result.call.state) == ("12", 5, CallState.WAITING)
    # The directors' channel finds the same event.
    assert (await desk.current("discord:100:300")) is not None


@pytest.mark.parametrize(
    ("table", "board", "reason", "words"),
    [
        ("", "5", "renonce", "table"),
        ("12; DROP TABLE", "5", "renonce", "Table inconnue"),
        ("12", "0", "renonce", "donne invalide"),
        ("12", "²", "renonce", "donne invalide"),
        ("12", "5", "   ", "pourquoi"),
        ("12", "5", "x" * 400, "trop longue"),
    ],
)
async def test_bad_calls_get_a_french_answer(
    desk: CallDesk, table: str, board: str, reason: str, words: str
) -> None:
    result = await desk.call(PLAYER, EVENT, table, board, reason)
    assert result.refused and words in (result.message or "")


async def test_a_call_in_a_channel_without_an_event(store: Store, clock: Clock) -> None:
    result = await CallDesk(store, clock=clock).call(PLAYER, "telegram:-1", "3", None, "renonce")
    assert result.refused and "Aucun tournoi" in (result.message or "")


async def test_two_directors_take_at_once_exactly_one_gets_it(desk: CallDesk) -> None:
    call = (await desk.call(PLAYER, EVENT, "7", None, "revendication contestée")).call
    assert call is not None
    first, second = await asyncio.gather(desk.take(call.id, ANNE), desk.take(call.id, BRUNO))
    winners = [r for r in (first, second) if not r.refused]
    losers = [r for r in (first, second) if r.refused]
    assert len(winners) == 1 and len(losers) == 1
    winner = winners[0].call
    assert winner is not None and winner.taken_by in ("Anne", "Bruno")
    assert f"déjà pris par {winner.taken_by}" in (losers[0].message or "")


async def test_two_processes_cannot_both_take_a_call(tmp_path: Path, clock: Clock) -> None:
    database = tmp_path / "arbitre.sqlite3"
    one, two = await Store(database).open(), await Store(database).open()
    try:
        desk_one, desk_two = CallDesk(one, clock=clock), CallDesk(two, clock=clock)
        await desk_one.open_tournament(ANNE, EVENT, "Tournoi")
        call = (await desk_one.call(PLAYER, EVENT, "4", "9", "clic erroné")).call
        assert call is not None
        results = await asyncio.gather(desk_one.take(call.id, ANNE), desk_two.take(call.id, BRUNO))
        assert sorted(r.refused for r in results) == [False, True]
        stored = await desk_two.get_call(call.id)
        assert stored is not None and stored.version == 2
    finally:
        await one.close()
        await two.close()


async def test_a_stranger_cannot_take_or_close(desk: CallDesk) -> None:
    call = (await desk.call(PLAYER, EVENT, "2", None, "retard")).call
    assert call is not None
    for result in (await desk.take(call.id, PLAYER), await desk.close(call.id, PLAYER)):
        assert result.refused and "Seuls les arbitres" in (result.message or "")


async def test_close_then_close_again(desk: CallDesk) -> None:
    call = (await desk.call(PLAYER, EVENT, "2", None, "retard")).call
    assert call is not None
    closed = await desk.close(call.id, BRUNO)
    assert not closed.refused and closed.call is not None and closed.call.state is CallState.CLOSED
    assert closed.call.taken_by == "Bruno"  # closing a waiting call records who handled it
    again = await desk.close(call.id, ANNE)
    assert again.refused and "déjà réglé" in (again.message or "")


async def test_forged_call_ids(desk: CallDesk) -> None:
    for forged in ("999", "abc", "1" * 40, ""):
        result = await desk.take(forged, ANNE)
        assert result.refused and "aucun appel" in (result.message or "")


async def test_open_calls_oldest_first_and_a_restart_keeps_them(database: Path, clock: Clock) -> None:
    store = await Store(database).open()
    desk = CallDesk(store, clock=clock)
    await desk.open_tournament(ANNE, EVENT, "Tournoi")
    for table in ("3", "1", "2"):
        await desk.call(PLAYER, EVENT, table, None, "question")
        clock.advance(10)
    await store.close()
    reopened = await Store(database).open()
    try:
        desk = CallDesk(reopened, clock=clock)
        tournament = await desk.current(EVENT)
        assert tournament is not None
        calls = await desk.open_calls(tournament.id)
        assert [c.table for c in calls] == ["3", "1", "2"]
        assert not (await desk.take(calls[0].id, ANNE)).refused  # its button still works
    finally:
        await reopened.close()


async def test_a_waiting_call_is_reminded_once_even_across_restarts(database: Path, clock: Clock) -> None:
    store = await Store(database).open()
    desk = CallDesk(store, clock=clock)
    await desk.open_tournament(ANNE, EVENT, "Tournoi", reminder_minutes=3)
    waiting = (await desk.call(PLAYER, EVENT, "5", None, "hésitation")).call
    taken = (await desk.call(PLAYER, EVENT, "6", None, "hésitation")).call
    assert waiting and taken
    await desk.take(taken.id, ANNE)
    clock.advance(120)
    assert await desk.due_reminders() == []
    clock.advance(61)
    due = await desk.due_reminders()
    assert [call.table for _, call in due] == ["5"]
    assert await desk.due_reminders() == []
    await store.close()
    reopened = await Store(database).open()
    try:
        assert await CallDesk(reopened, clock=clock).due_reminders() == []
    finally:
        await reopened.close()


async def test_link_an_incident_and_the_history(desk: CallDesk) -> None:
    call = (await desk.call(PLAYER, EVENT, "8", "14", "explication erronée")).call
    assert call is not None
    await desk.take(call.id, ANNE)
    linked = await desk.link(call.id, ANNE, "42")
    assert linked.call is not None and linked.call.incident_id == "42"
    await desk.close(call.id, ANNE)
    kinds = [what for _, _, _, what in await desk.history(call.id)]
    assert kinds == ["call", "take", "link", "close"]


async def test_close_the_event_twice(desk: CallDesk) -> None:
    first = await desk.close_tournament(ANNE, EVENT)
    assert not first.refused and "fermé" in (first.message or "")
    second = await desk.close_tournament(ANNE, EVENT)
    assert second.refused and "Aucun tournoi ouvert" in (second.message or "")
    late = await desk.call(PLAYER, EVENT, "1", None, "renonce")
    assert late.refused


async def test_naming_a_directors_chat_needs_its_director(store: Store, clock: Clock) -> None:
    """R1: the opener must direct both chats; the players' role wins a chat's lookup."""
    desk = CallDesk(store, clock=clock)
    stranger = Actor("telegram:666", "Mallory", is_director=True)  # director of his own group only
    mallory = Actor("telegram:666", "Mallory", is_director=False)  # as judged in the named chat
    refused = await desk.open_tournament(
        stranger, "telegram:-66", "Evil", directors_chat=EVENT, directors_actor=mallory
    )
    assert refused.refused and "arbitre du groupe des arbitres nommé" in (refused.message or "")
    assert (await desk.open_tournament(stranger, "telegram:-66", "Evil", directors_chat=EVENT)).refused
    assert await desk.current(EVENT) is None


async def test_a_players_chat_is_never_another_event_s_directors_chat(desk: CallDesk) -> None:
    for chat, directors, words in (
        ("discord:100:400", EVENT, "groupe des joueurs du tournoi ouvert « Simultané du jeudi »"),
        (DIRECTORS, DIRECTORS, "reçoit les appels du tournoi ouvert « Simultané du jeudi »"),
    ):
        result = await desk.open_tournament(
            ANNE, chat, "Second", directors_chat=directors, directors_actor=ANNE
        )
        assert result.refused and words in (result.message or ""), result.message
    # A Telegram forum topic is its group: naming the group of an event opened in a topic fails too.
    assert not (await desk.open_tournament(ANNE, "telegram:-5:7", "Sujet")).refused
    clash = await desk.open_tournament(
        ANNE, "telegram:-8", "Autre", directors_chat="telegram:-5", directors_actor=ANNE
    )
    assert clash.refused and "« Sujet »" in (clash.message or "")


async def test_a_directors_chat_serving_two_events_prefers_the_players_role(
    store: Store, clock: Clock
) -> None:
    desk = CallDesk(store, clock=clock)
    shared = "telegram:-300"
    first = await desk.open_tournament(
        ANNE, "telegram:-100", "Un", directors_chat=shared, directors_actor=ANNE
    )
    second = await desk.open_tournament(
        ANNE, "telegram:-200", "Deux", directors_chat=shared, directors_actor=ANNE
    )
    assert not first.refused and not second.refused
    one = await desk.current("telegram:-100")
    assert one is not None and one.name == "Un"  # its players' chat, not the newer event's directors'


async def test_a_call_changes_only_from_its_directors_chat(desk: CallDesk) -> None:
    call = (await desk.call(PLAYER, EVENT, "4", None, "renonce")).call
    assert call is not None
    for chat in (EVENT, "discord:999:300", "telegram:-1"):
        for act in (desk.take, desk.close):
            result = await act(call.id, ANNE, chat=chat)
            assert result.refused and result.message == NOT_FROM_HERE
    assert not (await desk.take(call.id, ANNE, chat="telegram:42", private=True)).refused
    assert not (await desk.close(call.id, ANNE, chat=DIRECTORS)).refused


async def test_the_same_update_stores_one_call(desk: CallDesk) -> None:
    """R2: Telegram sends an unconfirmed update again after a crash; it is stored once."""
    first = await desk.call(PLAYER, EVENT, "12", "5", "renonce", source="telegram:41")
    again = await desk.call(PLAYER, EVENT, "12", "5", "renonce", source="telegram:41")
    assert first.call is not None and again.call is not None
    assert again.repeated and not first.repeated and again.call.id == first.call.id
    assert len(await desk.all_calls(first.call.tournament_id)) == 1
    # Stored but never announced: the start-up finds it, until the caller and directors are told.
    assert [(c.id, a, p) for _, c, a, p in await desk.unannounced()] == [(first.call.id, False, False)]
    await desk.mark_acked(first.call.id)
    await desk.mark_posted([first.call.id])
    assert await desk.unannounced() == []


async def test_closing_with_calls_still_waiting_names_their_tables(desk: CallDesk) -> None:
    """Tester5 M9: the closing message, read where the players are, says which tables still wait and that
    they are not forgotten; the calls stay open in the log."""
    assert not (await desk.call(PLAYER, EVENT, "3", "2", "déconnexion de Sud")).refused
    asked = await desk.close_tournament(ANNE, EVENT, again="/tournoi fermer confirmer")
    assert asked.refused and asked.message is not None  # nothing closed without confirmation
    assert asked.message.startswith("1 appel(s) encore ouverts : table 3 (donne 2). Le tournoi reste ouvert")
    assert asked.message.endswith(" : /tournoi fermer confirmer.")
    assert (await desk.current(EVENT)) is not None
    closed = await desk.close_tournament(ANNE, EVENT, confirmed=True)
    assert not closed.refused and closed.message is not None
    assert "1 appel(s) encore ouverts, restés au journal : table 3 (donne 2)." in closed.message
    assert "un arbitre vient les régler" in closed.message

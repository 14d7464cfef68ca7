"""Ops32 (ops29's « left alone »): on Telegram, /suites N opened the follow-up with the source's own opener taken for
a player — his directorship is looked up only for someone else's incident — so a director who had opened and ruled
an incident himself got a follow-up recorded as opened by a player, and the follow-up's own follow-up (an appeal
against the penalty) was refused to him (81C), as d4c7b846 found for the second irregularity. The opener of the
new incident is now looked up; a player's /suites is still refused. The other ways of opening an incident already
looked him up (/arbitre with or without words and its choice after a restart: no owner to skip; a call's button: in
the directors' group; « Suites » under a ruling and the follow-up's topic: directing=True); a reply to the menu
describes an incident already opened. Discord reads the role on every interaction: no such gap."""

from __future__ import annotations

from collections.abc import Callable

from bot.adapters.telegram.handlers import TelegramBot
from bot.incidents.store import Store
from tests.bot.telegram.conftest import ALICE, DOMINIQUE, GROUP_ID, Driver
from tests.bot.telegram.fake_telegram import FakeTelegram, polling
from tests.bot.telegram.test_worksheet import answer, ruled
from tests.bot.test_worksheet import path_where

TOPIC = "information_non_autorisee"


async def test_a_director_s_follow_up_by_suites_is_his(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], store: Store
) -> None:
    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    director, alice = Driver(fake, group, DOMINIQUE), Driver(fake, group, ALICE)
    async with polling(bot_factory().build()):
        await ruled(director, TOPIC, lambda r: r.adjusted_score is not None)  # his judgements among them
        (refused,) = await alice.send("/suites 1")
        assert "Seul un arbitre" in refused["text"]
        said, _follow = await director.send("/suites 1", new=2)
        assert "suites de la décision de l'incident #1" in said["text"]
        for question_id, value in path_where("suites_decision", lambda r: True):
            await answer(director, "suites_decision", question_id, value)
        said, _again = await director.send("/suites 2", new=2)  # the follow-up's own follow-up: his too
        assert "suites de la décision de l'incident #2" in said["text"], said["text"]
    follow = await store.get("2")
    assert follow is not None and follow.opened_by_director and follow.ruling_id is not None
    again = await store.get("3")
    assert again is not None and again.follows == "2" and again.opened_by_director

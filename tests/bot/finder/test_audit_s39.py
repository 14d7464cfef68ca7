"""Session 39: the wrong pre-fills auditor41 (who never read the code) found among blind set s39's flags.

A claimer's words quoted right after « a dit » are his statement (70C), not the state of the hands; a poll already
taken is no poll still to take (16B1); a call the convention card shows was the mistake owed no alert (21B1b, 75)."""

from __future__ import annotations

import pytest

from tests.bot.finder.descriptions import engine_facts


@pytest.mark.parametrize(
    ("topic", "text", "question", "value"),
    [
        (
            "revendication",
            "Le déclarant a dit « il n'y a plus d'atout dehors » et a revendiqué, mais Ouest a toujours le 10 d'atout.",
            "trump_out",
            "yes",
        ),
        (
            "en_ligne_alerte",
            "Sur BBO, son 2♥ n'a pas été alerté ; leur carte de conventions dit 2♥ naturel : c'est lui qui s'est trompé "
            "d'ouverture.",
            "alert_due",
            "call_wrong",
        ),
    ],
)
def test_the_words_state_it(topic: str, text: str, question: str, value: str) -> None:
    assert engine_facts(topic, text).get(question) == value


@pytest.mark.parametrize(
    ("topic", "text", "question", "never"),
    [
        # the claimer's quoted words alone: his statement, asked for the hands
        (
            "revendication",
            "Le déclarant a dit « il n'y a plus d'atout dehors » et a revendiqué.",
            "trump_out",
            "no",
        ),
        # a poll already taken, its result given: not « je consulte »
        (
            "information_non_autorisee",
            "Nord a hésité puis passé, Sud a contré. J'ai fait un petit sondage auprès de six joueurs : quatre passent.",
            "logical_alternative",
            "poll",
        ),
        (
            "en_ligne_alerte",
            "Il a « oublié d'alerter » son 1SA faible, mais sur leur carte c'est écrit 15-17 : c'est lui qui s'est trompé "
            "d'ouverture.",
            "alert_due",
            "due",
        ),
    ],
)
def test_the_words_do_not_state_it(topic: str, text: str, question: str, never: str) -> None:
    assert engine_facts(topic, text).get(question) != never


def test_a_poll_still_to_take_is_still_read() -> None:
    assert (
        engine_facts(
            "information_non_autorisee", "Nord a hésité puis passé ; je vais sonder des joueurs."
        ).get("logical_alternative")
        == "poll"
    )


def test_the_director_finding_no_trump_left_is_still_read() -> None:
    assert (
        engine_facts("revendication", "Plus d'atout dehors, le déclarant revendique le reste.").get(
            "trump_out"
        )
        == "no"
    )

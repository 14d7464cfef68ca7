"""tester13 Z2, Z14, Z15 and the session-12 audit: a fact told of another seat — in an act of its own
(« avant ça Nord avait ouvert hors tour », « et pendant ce temps Est … hors tour », « puis Nord, pas à
son tour, … ») or in a relative clause (« la levée du mort, qui avait renoncé », « au tour de Sud, qui
devait passer ») — is never pre-filled for the player the topic is about: it is asked."""

from __future__ import annotations

import pytest

from bot.finder import parts


def facts(text: str, topic: str) -> dict[str, str]:
    return {question: stated.value for question, stated in parts.evidence(text, topic).items()}


@pytest.mark.parametrize(
    "words",
    [
        "t3 d18, Sud a dit 1♥ sur le 1♠ de Nord, insuffisant ; avant ça Nord avait ouvert hors tour, Est avait accepté",
        "Donne 4 : Nord dit 2♣ sur le 2♦ d'Est, Sud refuse — et pendant ce temps Est avait déjà sorti son carton 3♣ hors tour.",
        "EI de Sud (2♦ sur 2♥), Ouest refuse ; puis Nord, pas à son tour, sort un carton 3♦.",
    ],
)
def test_out_of_turn_of_another_act_says_nothing_of_the_insufficient_bid(words: str) -> None:
    assert "in_rotation" not in facts(words, "enchere_insuffisante")


@pytest.mark.parametrize(
    "words",
    [
        "Nord fait une enchère insuffisante hors tour, 1♥ sur 1♠",
        "Enchère insuffisante hors tour : 1♥ sur le 1♠ d'Est",
    ],
)
def test_out_of_turn_said_of_the_bid_itself_is_still_taken(words: str) -> None:
    assert facts(words, "enchere_insuffisante")["in_rotation"] == "no"


@pytest.mark.parametrize(
    "words",
    [
        "ensuite Ouest a dit 2♥ au tour de Sud, qui devait passer",  # 28A: in rotation, no irregularity
        "Est a dit 2♥ au tour de Nord, qui était obligé de passer",
        "Est a dit 2♥ à la place de Nord, obligé de passer après son enchère insuffisante",
    ],
)
def test_the_obligation_of_the_seat_just_named_is_not_the_callers(words: str) -> None:
    assert facts(words, "declaration_inadmissible").get("kind") != "must_pass"


@pytest.mark.parametrize(
    "words",
    [
        "Nord devait passer mais il a dit 2♥",
        "Nord, obligé de passer après son enchère insuffisante, a dit 2♥",
    ],
)
def test_a_caller_obliged_to_pass_is_still_read(words: str) -> None:
    assert facts(words, "declaration_inadmissible")["kind"] == "must_pass"


@pytest.mark.parametrize(
    "words",
    [
        "Sud joue 4♠ ; Ouest a coupé la levée du mort, qui avait renoncé à cœur, découvert à la fin du coup",
        "Sud joue 4♠ ; Est a fourni sur le ♥A du décla, qui avait renoncé à trèfle la levée d'avant",
        "Sud joue 4♠ ; Ouest a gagné la levée du mort qui n'avait pas fourni à cœur",
        "Sud joue 4♠ ; Est a surcoupé le décla, qui avait renoncé à carreau",
    ],
)
def test_a_revoke_told_in_a_relative_clause_asks_who_revoked(words: str) -> None:
    assert "offender" not in facts(words, "renonce")


def test_a_revoke_told_of_the_subject_still_names_him() -> None:
    words = "Sud joue 4♠ ; Ouest a renoncé à cœur à la 5e levée, découvert à la fin du coup"
    assert facts(words, "renonce")["offender"] == "defender"


@pytest.mark.parametrize(
    ("topic", "words", "question"),
    [
        # the rightful leader (declarer's left-hand opponent) led: nobody of the declaring side did
        (
            "entame",
            "Ouest joue 4♥ et Nord entame le 2 de trèfle ; Est proteste : entame hors tour",
            "situation",
        ),
        # « haut » said: an incomplete designation (46B1(a)), not a card the declarer did not name
        ("carte_du_mort", "Le déclarant n'a pas dit petit, il a dit haut, et le mort a mis le roi.", "case"),
        # nobody called the director back at the end: nothing contested
        (
            "information_non_autorisee",
            "venu pendant les enchères pour une longue réflexion ; à la fin du coup personne ne m'a rappelé",
            "situation",
        ),
    ],
)
def test_session_12_audit_f_g_h_pre_fill_nothing(topic: str, words: str, question: str) -> None:
    assert question not in facts(words, topic)


def test_a_lead_by_the_presumed_dummy_is_still_read() -> None:
    assert facts("Sud joue 4♠, Nord a entamé le ♥2", "entame")["situation"] == "declaring_side"

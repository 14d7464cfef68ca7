"""tester17 (session 16's report), read in session 17 (finder26): the facts the words state, each beside the
traps that must not fire. Answers checked against the 2017 Laws (28A: a call at the turn of a right-hand
opponent obliged to pass is in rotation; 37B is the obliged player's own call)."""

from __future__ import annotations

import pytest

import rules
from bot.finder import parts


def facts(text: str, topic: str) -> dict[str, str]:
    return {question: stated.value for question, stated in parts.evidence(text, topic).items()}


# --- S3: the player obliged to pass named as the subject of his own clause, another seat's call after -------

OTHER_SEAT_CALLED = [
    "Nord devait passer ; Est a dit 2♥ à sa place",
    "Nord était obligé de passer mais Est a enchéri 2♥ avant lui",
    "Sud, qui devait passer jusqu'à la fin après l'enchère insuffisante de Nord, n'a pas eu le temps de passer : "
    "Ouest a dit 2♠ à sa place",
    "Nord devait passer ; Est a dit 2♥ au tour de Nord",
    "Nord devait passer ; Est a dit 2♥ à la place de Nord",
    "Nord, obligé de passer, n'a pas eu le temps : Est a annoncé 2♥ avant lui",
    "N devait passer ; E a dit 2♥ à sa place",
]


@pytest.mark.parametrize("words", OTHER_SEAT_CALLED)
def test_another_seats_call_is_never_the_obliged_players(words: str) -> None:
    assert facts(words, "declaration_inadmissible").get("kind") != "must_pass"


@pytest.mark.parametrize("words", OTHER_SEAT_CALLED)
def test_the_call_at_the_obliged_rhos_turn_is_28A(words: str) -> None:
    said = facts(words, "declaration_hors_tour")
    assert said["turn"] == "rho_must_pass"
    assert said["call"] == "bid"


def test_the_ruling_is_the_call_in_rotation() -> None:
    topic = rules.get_topic("declaration_hors_tour")
    answers = facts("Nord devait passer ; Est a dit 2♥ à sa place", topic.id)
    step = topic.step(answers, rules.load_regulation(rules.DEFAULT_REGULATION))
    assert step.question is None and step.ruling is not None
    assert step.ruling.laws == ("28A",)  # in rotation: no 37B for Est-Ouest, no lead restriction


@pytest.mark.parametrize(
    "words",
    [
        "Nord devait passer mais il a dit 2♥",
        "Nord, obligé de passer après son enchère insuffisante, a dit 2♥",
        "Nord devait passer ; Est a contré, puis Nord a dit 2♥",  # Nord's own call is told too
        "Ouest devait passer (suite à l'enchère insuffisante refusée de son partenaire) et il a dit 2♠",
        "Après l'ouverture hors tour de Nord, Sud devait passer une fois, mais il a dit 2♠ ; Ouest n'a pas encore parlé",
    ],
)
def test_the_obliged_players_own_call_is_still_37(words: str) -> None:
    assert facts(words, "declaration_inadmissible")["kind"] == "must_pass"
    assert facts(words, "declaration_hors_tour").get("turn") != "rho_must_pass"


@pytest.mark.parametrize(
    "words",
    [
        "Nord ne devait pas passer ; Est a dit 2♥ à sa place",  # a denial
        "Nord devait passer ? Est a dit 2♥ à sa place",  # a question
        "Si Nord devait passer, Est a dit 2♥ à sa place",  # a supposition
        "Nord devait passer ; Ouest a dit 2♥ à sa place",  # Ouest is Nord's RHO: not 28A
        "Nord devait passer jusqu'à la fin ; Est a contré et il a dit 2♥",  # « il »: whose call?
    ],
)
def test_no_call_in_rotation_unless_said(words: str) -> None:
    assert facts(words, "declaration_hors_tour").get("turn") != "rho_must_pass"


# --- issue 37 §1 (session 17): a revoke said another way, each beside its traps ------------------------------


@pytest.mark.parametrize(
    ("words", "offender"),
    [
        ("Sud joue 4♥ ; Est ne fournit pas à trèfle", "defender"),
        ("Sud joue 4♥ ; Est n'a pas suivi à trèfle", "defender"),
        ("Sud joue 4♥ ; le décla (Sud) n'a pas suivi à trèfle", "declarer"),
        ("Sud joue 4♥ ; le mort n'a pas suivi à trèfle", "dummy"),
        ("Nord en défense ne fournit pas à trèfle, son partenaire lui dit « plus de trèfle ? »", "defender"),
        (
            "Sud joue 4♥ ; Est a tout simplement défaussé un pique sur carreau avec encore deux carreaux en main",
            "defender",
        ),
    ],
)
def test_a_revoke_said_another_way(words: str, offender: str) -> None:
    said = facts(words, "renonce")
    assert said["situation"] == "not_followed"
    assert said["offender"] == offender


@pytest.mark.parametrize(
    "words",
    [
        "Sud joue 4♥ ; Est a suivi à trèfle",
        "Sud joue 4♥ ; Est a bien suivi à trèfle, pas de renonce",
        "Sud joue 4♥ ; Est n'a pas suivi",  # no suit: « suivi » may be anything
        "Sud joue 4♥ ; si Est n'a pas suivi à trèfle, que faire",
        "Sud joue 4♥ ; Est ne fournit pas à trèfle ? il dit qu'il n'en avait plus",
        "Sud joue 4♥ ; Est a défaussé un pique sur carreau, il n'avait plus de carreau",
    ],
)
def test_no_revoke_unless_said(words: str) -> None:
    assert facts(words, "renonce").get("situation") != "not_followed"


@pytest.mark.parametrize(
    "words",
    [
        "Nord renonce à trèfle (il est en défense), c'est le mort qui prend la levée",
        "en défense contre 2♠, Sud renonce à trèfle, et son partenaire Nord revendique le reste",
        "t3 e14 : 4♥ d'Ouest, Nord a defaussé un ♣ sur le ♦ alors qu'il avait encore la dame de ♦",
        "Enchères : 1♥ Nord, 1♠ Est, 2♥ Sud, 4♠ Ouest, contre de Nord, tout le monde passe. Est joue donc 4♠ "
        "contré, fait 10 levées, et Nord avoue une renonce à trèfle trois levées avant la fin",
    ],
)
def test_the_revoker_said_to_defend(words: str) -> None:
    assert facts(words, "renonce")["offender"] == "defender"


@pytest.mark.parametrize(
    "words",
    [
        "Nord renonce à trèfle (il est en défense ?), c'est le mort qui prend la levée",
        "en défense contre 2♠, Sud a vu que Nord, le déclarant, avait renoncé",
        "4♥ d'Ouest : Est a défaussé un ♣ sur le ♦ alors qu'il avait encore la dame de ♦",  # Est is the dummy
    ],
)
def test_no_defender_revoker_unless_said(words: str) -> None:
    assert facts(words, "renonce").get("offender") != "defender"


# --- a call out of turn: a bid said « hors tour », « sans attendre » (29-32) ----------------------------------


@pytest.mark.parametrize(
    "words",
    [
        "table 7 donne 3 : Nord a dit 1♦ hors tour, Est a déjà parlé derrière",
        "Sud ouvre hors tour 1♠, annulée ; ensuite son partenaire joue à pique",
        "1♦ hors tour d'Est, annulé ; Nord a ensuite ouvert 1♠ à son tour.",
        "on s'aperçoit après l'entame que l'ouverture de Nord était hors tour",
        "Ouest enchérit alors que c'était à Nord (son adversaire de gauche)",
    ],
)
def test_a_bid_out_of_turn(words: str) -> None:
    assert facts(words, "declaration_hors_tour")["call"] == "bid"


@pytest.mark.parametrize(
    "words",
    [
        "Nord n'a pas dit 1♦ hors tour, il a passé hors tour",
        "Nord a passé hors tour puis Sud a dit 1♦ hors tour",  # two calls: which?
        "Est a contré hors tour",
        "Est n'a pas enchéri alors que c'était à Nord",
    ],
)
def test_no_bid_out_of_turn_unless_said(words: str) -> None:
    assert facts(words, "declaration_hors_tour").get("call") != "bid"


@pytest.mark.parametrize(
    ("words", "turn"),
    [
        ("Sud donneur, Est ouvre 1SA sans attendre Sud", "lho_first"),
        ("Donneur Nord, Nord passe et Sud ouvre 1♥ sans attendre Est. Table 9.", "rho"),
        (
            "Sud n'a pas passé hors tour : c'est Est qui a dit 1♠ avant que Nord ait parlé, donneur Nord",
            "rho",
        ),
    ],
)
def test_whose_turn_it_was(words: str, turn: str) -> None:
    assert facts(words, "declaration_hors_tour")["turn"] == turn


def test_sans_attendre_denies_nothing_but_a_denial_still_does() -> None:
    assert "turn" not in facts(
        "Sud donneur, Est n'a pas ouvert 1SA sans attendre Sud", "declaration_hors_tour"
    )

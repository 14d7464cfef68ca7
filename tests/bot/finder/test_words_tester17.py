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


# --- S4: facts said plainly and asked again --------------------------------------------------------------------


@pytest.mark.parametrize(
    "words",
    [
        "Après l'ouverture hors tour de Nord, Sud devait passer une fois, mais il a dit 2♠ ; Ouest n'a pas encore parlé",
        "Les enchères étaient finies (4♠ par Sud), puis Ouest a contré ; Nord n'a rien dit depuis",
        "Nord a contré le 1SA de son partenaire ; Est n'a pas encore parlé",
    ],
)
def test_the_lho_silent_since_the_inadmissible_call(words: str) -> None:
    assert facts(words, "declaration_inadmissible")["lho_called"] == "no"


@pytest.mark.parametrize(
    "words",
    [
        "Nord a contré le 1SA de son partenaire ; Ouest n'a pas encore parlé",  # Ouest is Nord's RHO
        "Nord a contré le 1SA de son partenaire et Sud a dit 2♠ ; Est n'a pas encore parlé",  # two callers
        "Nord a contré le 1SA de son partenaire ; est-ce qu'Est a parlé ?",
    ],
)
def test_no_silence_of_another_seat(words: str) -> None:
    assert "lho_called" not in facts(words, "declaration_inadmissible")


def test_the_lho_calls_over_a_changed_call() -> None:  # 25B1
    said = facts(
        "Sud a dit 2♥, puis a changé d'avis et dit 3♥ ; Ouest a contré le 3♥", "changement_declaration"
    )
    assert said["lho_accepts"] == "yes"


@pytest.mark.parametrize(
    "words",
    [
        "Sud a dit 2♥, puis a changé d'avis et dit 3♥ ; Est a contré le 3♥",  # Est is Sud's RHO
        "Sud a dit 2♥, Ouest a contré, puis Sud a changé d'avis et dit 3♥",  # before the change
        "Sud a dit 2♥, puis a changé d'avis et dit 3♥ ; Ouest n'a pas contré",
        "Sud a dit 2♥, puis a changé d'avis et dit 3♥ ; si Ouest a contré le 3♥ ?",
        "Sud a dit 2♥, puis a changé d'avis et dit 3♥ ; Ouest refuse et a passé",
    ],
)
def test_no_acceptance_of_a_changed_call_unless_the_lho_called_over_it(words: str) -> None:
    assert facts(words, "changement_declaration").get("lho_accepts") != "yes"


def test_the_lho_redoubles_the_double_out_of_turn() -> None:  # 29A: calling over it accepts it
    assert (
        facts("Ouest a contré au tour d'Est ; Nord a surcontré", "declaration_hors_tour")["lho_accepts"]
        == "yes"
    )


@pytest.mark.parametrize(
    "words",
    [
        "Sud a contré au tour de Nord ; Est accepte le contre",  # Est is Sud's RHO, not his LHO (Ouest)
        "Ouest a contré au tour d'Est ; Sud a surcontré",
        "Ouest a contré au tour d'Est ; Nord n'a pas surcontré",
        "Ouest a dit 1♥ au tour d'Est ; Nord a surcontré",  # no double to redouble
        "Nord a surcontré, puis Ouest a contré au tour d'Est",  # before it
        "Ouest a contré au tour d'Est ; Nord a surcontré ?",
    ],
)
def test_no_acceptance_by_another_seat_or_before(words: str) -> None:
    assert "lho_accepts" not in facts(words, "declaration_hors_tour")


@pytest.mark.parametrize(
    "words",
    [
        "Ouest a passé alors que c'était au tour de Nord, le donneur ; Nord n'accepte pas",
        "Nord donneur. Ouest a passé alors que c'était au tour de Nord",
    ],
)
def test_a_call_at_the_dealers_turn_is_before_the_offender_called(words: str) -> None:  # 30B1
    assert facts(words, "declaration_hors_tour")["turn"] == "lho_first"


def test_a_later_round_at_the_dealers_turn_is_asked() -> None:
    words = "Nord donneur a ouvert 1♣, Est passe, Sud passe, Ouest a passé alors que c'était au tour de Nord"
    assert "turn" not in facts(words, "declaration_hors_tour")


def test_a_call_with_another_boards_cards_partner_silent() -> None:  # 15A (S8)
    said = facts(
        "Sud a sorti sa main de l'étui 8 au lieu du 7 et a ouvert 1♠ ; Nord n'a pas encore parlé",
        "mauvais_etui",
    )
    assert said["case"] == "wrong_cards"
    assert said["partner_called"] == "no"


@pytest.mark.parametrize(
    "words",
    [
        "Sud a sorti sa main de l'étui 8 au lieu du 7 et a ouvert 1♠ ; Est n'a pas encore parlé",
        "Sud n'a pas sorti sa main de l'étui 8 au lieu du 7, il a ouvert 1♠",
    ],
)
def test_no_partner_silence_of_another_seat(words: str) -> None:
    assert "partner_called" not in facts(words, "mauvais_etui")


@pytest.mark.parametrize(
    "words",
    [
        "Est accuse Sud d'avoir renoncé à cœur à la 3e levée, Sud jure qu'il a fourni.",
        "Nord affirme qu'Ouest a renoncé à carreau, Ouest jure qu'il a fourni, ça chauffe à la table 9",
        "Le déclarant dit qu'Est a renoncé, Est conteste : il affirme qu'il n'avait plus de trèfle à ce moment-là.",
    ],
)
def test_a_revoke_alleged_and_denied(words: str) -> None:
    assert facts(words, "renonce")["situation"] == "disputed"


@pytest.mark.parametrize(
    "words",
    [
        "Sud joue 4♥, Est a renoncé à trèfle, Est ne conteste pas",
        "Sud joue 4♥, Est a renoncé à trèfle ; il jure qu'il a fourni ?",
    ],
)
def test_no_dispute_unless_denied(words: str) -> None:
    assert facts(words, "renonce").get("situation") != "disputed"


def test_showing_out_is_no_revoke() -> None:
    words = "le mort a demandé au déclarant qui ne fournissait pas à carreau : « plus de carreau ? »"
    assert "situation" not in facts(words, "renonce")


@pytest.mark.parametrize(
    ("words", "value"),
    [
        ("La table 3 a joué l'étui 12 au lieu du 13 ; personne à la table n'avait joué le 12", "no"),  # 15B2
        ("La table 3 a joué l'étui 12 au lieu du 13 ; aucun des joueurs n'avait encore joué le 12", "no"),
        ("La table 3 a joué l'étui 12 au lieu du 13 ; un des quatre avait déjà joué le 12", "yes"),
    ],
)
def test_the_board_played_before(words: str, value: str) -> None:
    assert facts(words, "mauvais_etui")["played_before"] == value


def test_the_board_played_before_unknown_is_asked() -> None:
    words = (
        "La table 3 a joué l'étui 12 au lieu du 13 ; on ne sait pas si un des quatre avait déjà joué le 12"
    )
    assert "played_before" not in facts(words, "mauvais_etui")


@pytest.mark.parametrize(
    "words",
    [
        "Sud joue 4♠. Le décla a attaqué de sa main, Est a joué sa carte avant son partenaire Ouest",
        "Sud joue 4♠. Le décla a attaqué de sa main, Ouest a fourni, puis Est a joué avant que le mort ait joué",
    ],
)
def test_declarer_had_not_played_both_hands(words: str) -> None:  # 57C1 does not apply
    assert facts(words, "jeu_premature")["declarer_played_both"] == "no"


@pytest.mark.parametrize(
    "words",
    [
        "Sud joue 4♠. Le décla a attaqué de sa main, le mort a joué, puis Est a joué sa carte avant son partenaire Ouest",
        "Sud joue 4♠. Le décla a attaqué de sa main et du mort, Est a joué avant son partenaire",
    ],
)
def test_dummys_card_said_leaves_it_asked(words: str) -> None:
    assert "declarer_played_both" not in facts(words, "jeu_premature")


@pytest.mark.parametrize(
    "words",
    [
        "Ouest défausse au lieu de fournir, le déclarant prend la levée de l'As et fait toutes les levées suivantes",
        "Est a coupé le valet de cœur du déclarant alors qu'il avait encore un cœur, il a remporté cette levée",
        "Est n'a pas fourni à cœur et son partenaire ne lui a rien demandé, c'est le déclarant qui a remarqué à la fin",
    ],
)
def test_the_revoker_by_his_seat_beside_the_declarer_by_his_role(words: str) -> None:
    assert facts(words, "renonce")["offender"] == "defender"


@pytest.mark.parametrize(
    "words",
    [
        "le décla a jeté un pique sur carreau en ayant encore un carreau ; Ouest l'a vu",  # the declarer's
        "Le mort, Est, n'a pas fourni à cœur, le déclarant l'a vu",  # the dummy named
        "Est n'a pas fourni à cœur, Sud l'a vu, le déclarant proteste",  # another seat named: who declares?
    ],
)
def test_no_defender_when_the_seat_may_be_another_role(words: str) -> None:
    assert facts(words, "renonce").get("offender") != "defender"


@pytest.mark.parametrize(
    "words",
    [
        "Sud joue 4♠. À la 11e levée, Est a étalé son jeu en disant « les trois dernières sont à nous », le décla conteste",
        "Deux irrégularités sur la 12 : Sud a revendiqué (contestée par Ouest) et entre-temps Est a exposé une carte.",
    ],
)
def test_a_claim_contested(words: str) -> None:  # 68B (S4)
    assert facts(words, "revendication")["situation"] == "contested"


@pytest.mark.parametrize(
    "words",
    [
        "Sud joue 4♠. À la 11e levée, Est a étalé son jeu, le décla ne conteste pas",
        "Sud a revendiqué (contestée par personne)",
    ],
)
def test_no_claim_contested_unless_said(words: str) -> None:
    assert facts(words, "revendication").get("situation") != "contested"

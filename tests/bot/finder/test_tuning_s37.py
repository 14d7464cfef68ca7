"""Session 38: what the tuning set s37 (written blind, measured blind in session 37) showed.

Three wrong pre-fills (issue 37 §1): an agreed claim whose count is then disputed is no agreed claim to go back on
(69B) but a count disputed (79); a contested claim the four then played out is 68D2's case, not a claim to adjudicate;
« rien ne prouve qu'elle devait être alertée » doubts the duty to alert, it does not state it. And a board told as what
happened (15A, 15B) is not a frame: « on nous a apporté l'étui 5 par erreur », « avec la main de l'étui 12 »."""

from __future__ import annotations

import pytest

from bot.finder import topics as finder
from tests.bot.finder.descriptions import engine_facts


def _ids(text: str) -> list[str]:
    return [topic.id for topic in finder.search(text)]


@pytest.mark.parametrize(
    ("topic", "text", "question", "value"),
    [
        # contested, then played out by all four (68D2)
        (
            "revendication",
            "Revendication de Sud contestée par Est ; ils ont tous les quatre joué la fin du coup sans m'appeler.",
            "situation",
            "continued_by_all",
        ),
        # the duty to alert doubted (80B2, the event's rules): no evidence either way
        (
            "en_ligne_alerte",
            "Pas d'alerte sur le 2♦ ; leur système déclaré ne dit rien sur cette enchère, rien ne prouve qu'elle devait être alertée.",
            "alert_due",
            "no_evidence",
        ),
    ],
)
def test_the_words_answer_what_they_state(topic: str, text: str, question: str, value: str) -> None:
    assert engine_facts(topic, text).get(question) == value


@pytest.mark.parametrize(
    ("topic", "text", "question", "value"),
    [
        # the claim agreed, then the total disputed (79A: the tricks, or asked), not 69B's agreed claim gone back on
        (
            "revendication",
            "Revendication acceptée, puis désaccord sur le total des levées.",
            "situation",
            "agreed",
        ),
        (
            "revendication",
            "Revendication acceptée par les quatre, mais ensuite désaccord sur le total : 8 ou 9 levées ?",
            "situation",
            "agreed",
        ),
        (
            "revendication",
            "Revendication contestée, puis ils ont tous les quatre joué la fin.",
            "situation",
            "contested",
        ),
        (
            "revendication",
            "La revendication a été contestée, puis ils ont tous les quatre joué la fin du coup sans m'appeler.",
            "situation",
            "contested",
        ),
        ("en_ligne_alerte", "Rien ne prouve qu'elle devait être alertée.", "alert_due", "due"),
    ],
)
def test_a_doubted_or_overtaken_answer_is_not_taken(topic: str, text: str, question: str, value: str) -> None:
    assert engine_facts(topic, text).get(question) != value


@pytest.mark.parametrize(
    ("topic", "text", "question", "value"),
    [
        # counter-examples: the plain statements stay taken
        (
            "revendication",
            "Revendication acceptée par tout le monde ; Ouest veut revenir dessus.",
            "situation",
            "agreed",
        ),
        (
            "revendication",
            "Revendication contestée par la défense, j'arrive à la table.",
            "situation",
            "contested",
        ),
        (
            "en_ligne_alerte",
            "D'après leur carte de conventions c'est un multi : il fallait l'alerter.",
            "alert_due",
            "due",
        ),
    ],
)
def test_the_plain_statements_stay_taken(topic: str, text: str, question: str, value: str) -> None:
    assert engine_facts(topic, text).get(question) == value


@pytest.mark.parametrize(
    "text",
    [
        "On nous a apporté l'étui 9 par erreur, et nous l'avions déjà joué contre une autre paire.",
        "En match par quatre, Est a joué toute la donne avec la main de l'étui 7 au lieu de la sienne.",
        "La table 6 a joué l'étui 21 qui n'était pas du tout prévu à ce tour.",
    ],
)
def test_a_board_told_as_what_happened_finds_the_wrong_board(text: str) -> None:
    assert _ids(text)[0] == "mauvais_etui"


def test_a_board_said_as_where_stays_a_frame() -> None:
    # counter-example: « donne 9 table 6 » tells where a revoke happened, no wrong board
    assert _ids("Donne 9 table 6 : Est a renoncé à cœur, il lui restait le 4♥.")[0] == "renonce"


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        # a player drumming on the table to unsettle an opponent who thinks (74A2, 74B)
        (
            "Ouest tapote sans arrêt sur la table quand mon partenaire réfléchit, pour le déstabiliser.",
            "tempo_comportement",
        ),
        # the result of a board sent by a kibitzer before it is played (16D)
        (
            "En ligne, un spectateur a envoyé en message privé le résultat de la donne à un joueur.",
            "information_etrangere",
        ),
        # back after the cut, online (the event's rules on disconnection)
        (
            "Sur BBO, mon partenaire est de retour après la coupure, au bout de 5 minutes. On reprend ?",
            "en_ligne_deconnexion",
        ),
        # a sigh at partner's opening, then a pass with a strong hand (16B1)
        (
            "Madame la présidente, l'adversaire a soupiré à l'ouverture de son partenaire, qui a passé ensuite.",
            "information_non_autorisee",
        ),
    ],
)
def test_the_incident_s_own_words_find_its_topic_in_view(text: str, topic: str) -> None:
    assert topic in _ids(text)[:3]


def test_play_continued_by_two_after_a_claim_is_stated() -> None:
    text = "Revendication de Sud contestée : deux joueurs ont continué à jouer, les deux autres ont refusé."
    assert engine_facts("revendication", text).get("situation") == "continued_not_all"
    # counter-example: all four agreed to go on (68D2), never « not all »
    agreed = "Revendication de Sud contestée, puis tous les quatre d'accord pour continuer."
    assert engine_facts("revendication", agreed).get("situation") != "continued_not_all"


def test_the_defence_seeing_the_revoke_is_not_its_revoke() -> None:
    # « la défense voit la renonce »: the noun after the defence's verb, as « le déclarant a prouvé la renonce »
    text = "Le déclarant renonce à pique à la 5e levée ; la défense voit la renonce deux levées plus tard."
    assert engine_facts("renonce", text).get("offender") == "declarer"
    # counter-example: the defender who revokes stays the offender
    assert (
        engine_facts("renonce", "Le défenseur a renoncé à pique à la 5e levée.").get("offender") == "defender"
    )


def test_a_penalty_card_the_declarer_leads_against_is_a_defender_s() -> None:
    # the declarer named as the other party (he leads against it, 50D): the card is a defender's (48A, 50)
    text = (
        "C'est à Est de jouer et il a le 10 de pique pénalisé sur la table, le déclarant a attaqué carreau."
    )
    assert engine_facts("cartes_penalisees", text).get("owner") == "defender"
    # counter-example: the declarer's own card (48A: never a penalty card)
    assert (
        engine_facts("cartes_penalisees", "Le déclarant a laissé tomber le 10 de pique.").get("owner")
        != "defender"
    )


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        # whose turn it was, said after « en fait » / « en réalité »: a lead out of turn (53-56, 47E1)
        (
            "Ouest a donc attaqué, alors qu'en fait c'était au mort de commencer la levée. Peut-il reprendre sa carte ?",
            "attaque",
        ),
        ("Le déclarant a dit à Est « à vous », Est a entamé, mais en réalité c'était à Ouest.", "entame"),
    ],
)
def test_whose_turn_said_after_en_fait_tells_the_act(text: str, topic: str) -> None:
    assert _ids(text)[0] == topic


def test_a_double_said_after_the_final_pass_is_a_call_after_it() -> None:
    # « a dit "contre" » after three passes: a call after the auction's end (39), no call out of turn
    assert _ids("Après trois passes (contrat 4♥ d'Est), Sud, qui allait entamer, a dit « contre ».")[0] == (
        "declaration_inadmissible"
    )
    # counter-example: « après la dernière passe » alone, no call said: a moment, not Law 39's call
    assert _ids("Après la dernière passe, Sud a entamé hors tour.")[0] != "declaration_inadmissible"


def test_the_declarer_s_option_the_player_cannot_obey() -> None:
    # 57A's option (« sa plus haute carte ») asked, and the player has no card of the suit: 59 (cannot comply)
    text = "Le déclarant exige la plus haute carte d'Est à pique, mais Est n'a plus de carte de la couleur."
    assert _ids(text)[0] == "jeu_apres_irregularite"
    assert engine_facts("jeu_apres_irregularite", text).get("case") == "cannot_comply"
    # counter-example: no option asked, a plain discard is no impossibility (nothing stated)
    assert (
        engine_facts("jeu_apres_irregularite", "Est n'a pas de carte de la couleur, il défausse.").get("case")
        is None
    )


def test_a_player_who_also_revoked_leaves_the_offender_asked() -> None:
    # « le déclarant avait lui aussi renoncé »: two revokes (64, 61), whose first is the director's finding
    text = "J'ai renoncé à trèfle en Est, en défense ; en fin de coup on voit que le déclarant avait lui aussi renoncé, à cœur."
    assert engine_facts("renonce", text).get("offender") is None
    # counter-example: one revoke, its player named
    assert (
        engine_facts("renonce", "Le déclarant a renoncé à pique à la levée 5.").get("offender") == "declarer"
    )
    # counter-example: the second irregularity's own words, typed after « + » (« Sud (le décla) a aussi renoncé »)
    second = "Sud (le décla) a aussi renoncé à trèfle à la 8e levée."
    assert engine_facts("renonce", second).get("offender") == "declarer"


def test_a_card_found_in_the_board_afterwards_is_no_plain_revoke() -> None:
    # « a été retrouvée dans l'étui »: a missing card (14B), its revoke the flow's question, not « not followed »
    text = "Le 9 de pique de Nord a été retrouvé dans l'étui après la donne ; Nord n'avait pas fourni pique à la levée 3."
    assert engine_facts("renonce", text).get("situation") != "not_followed"


def test_the_wrong_board_played_afterwards_and_a_count_noted_by_seat() -> None:
    # the board whose cards were taken, played afterwards (15A3): not the first case (15A1), asked or told
    later = "Est avait ouvert avec les cartes de l'étui 9 ; sur l'étui 9, joué ensuite, il a refait la même ouverture 1♥."
    assert engine_facts("mauvais_etui", later).get("case") != "wrong_cards"
    # the director's note « O 14 cartes »: the wrong count (13A2, 13B), never « before any call » alone
    noted = "T3 D5 O 14 cartes ; E a vu une carte, avant toute déclaration."
    assert engine_facts("information_etrangere", noted).get("when_16D") == "wrong_count"


def test_two_cards_at_once_said_alone_leaves_whose_asked() -> None:
    # « deux cartes en même temps »: one player's two cards (58B) or two players' (58A): asked
    assert engine_facts("jeu_premature", "deux cartes en même temps").get("situation") is None
    # counter-example: the player named, one hand's two cards (58B)
    named = "Est a posé deux cartes en même temps sur la levée."
    assert engine_facts("jeu_premature", named).get("situation") == "several_cards"


def test_the_dummy_crying_out_at_the_lead_is_not_his_lead() -> None:
    # « Sud (le mort) crie à l'entame hors tour »: the noun after his verb, no lead of the declaring side (54)
    text = "Nord joue 4♠ et Est entame le 3 de cœur ; Sud crie à l'entame hors tour."
    assert engine_facts("entame", text).get("situation") != "declaring_side"
    # counter-example: the presumed dummy who leads
    assert (
        engine_facts("entame", "Nord joue 4♠ et Sud, le mort, entame le 3 de cœur.").get("situation")
        == "declaring_side"
    )


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # the hand's count said with a word between (« avait d'ailleurs 14 cartes »): the wrong count (13A2, 13B)
        ("Est a vu une carte de Sud avant les enchères ; Sud avait d'ailleurs 14 cartes.", "wrong_count"),
        # the past anterior of a careful writer (« après qu'il eut ouvert »): the offender had called, asked
        (
            "Est avait 14 cartes ; on l'a découvert après qu'il eut ouvert, Sud avait vu une de ses cartes.",
            None,
        ),
    ],
)
def test_a_card_seen_while_a_hand_had_fourteen(text: str, value: str | None) -> None:
    assert engine_facts("information_etrangere", text).get("when_16D") == value

"""Session 44's readings of stated facts (issue 37 §1): what auditor46 judged wrong or doubtful on blind set s43.

- Two revokes of one player in one suit (64B2) said « puis encore une fois à carreau à la levée 7 », or by their count
  (« a renoncé trois fois à trèfle ! Bon, en fait deux fois »): two revokes, never the first one's « not followed ».
- A trick of three cards, the player who gave none (« n'a pas fourni de carte du tout : la levée n'a que trois cartes »):
  a defective trick (67), not a revoke (61A).
- The cards of another board found only at the end of the session (« en fin de tournoi on découvre que Nord avait joué
  la donne 15 avec les cartes de l'étui 16 »): both boards may have been played since, so which stage of 15A is ruled
  is asked.
- A call « sorti au lieu de » another, seen only once the auction is over (« avant l'entame je me rends compte que j'ai
  sorti passe au lieu de contre »): nothing says it was unintended when made (25A), asked unless the mechanical error is
  said (auditor46's doubt).
- The kind of one defender's penalty card by Law 50B once the words state its rank and how it was exposed (an honour
  major; a small card dropped by accident minor), never for two cards, a card of the current trick, or the declarer's;
  « l'A♠ » is an honour.
- Typed in lower case, as on a phone: the seat « est » where the verb cannot stand (before its role in brackets, a card
  act in the present, what he holds, in a dictated auction after a comma, opening a sentence)."""

from __future__ import annotations

import pytest

from rules.cased_words import cased
from tests.bot.finder.descriptions import asked_of as _asked_of
from tests.bot.finder.descriptions import engine_facts


@pytest.mark.parametrize(
    ("text", "situation", "second"),
    [
        (
            "Nord joue 4♥. Il n'a pas fourni à carreau à la levée 4, puis encore une fois à carreau à la levée 7.",
            "two_revokes",
            "same_player_same_suit",
        ),
        (
            "Notre adversaire de gauche a renoncé trois fois à trèfle ! Bon, en fait deux fois, levée 2 et levée 5.",
            "two_revokes",
            "same_player_same_suit",
        ),
        (
            "Est a renoncé à pique à la levée 3, puis une nouvelle fois à cœur à la levée 8.",
            "two_revokes",
            "same_player_other_suit",
        ),
        # counter-examples: one revoke; another player's second act
        (
            "Nord n'a pas fourni à carreau à la levée 4, on s'en aperçoit à la fin du coup.",
            "not_followed",
            None,
        ),
        (
            "Est a renoncé à pique à la levée 3, puis le déclarant a joué encore une fois carreau.",
            "not_followed",
            None,
        ),
    ],
)
def test_two_revokes_of_one_player(text: str, situation: str | None, second: str | None) -> None:
    facts = engine_facts("renonce", text)
    assert facts.get("situation") == situation
    assert facts.get("second_revoke") == second


@pytest.mark.parametrize(
    ("text", "situation"),
    [
        (
            "On voit qu'à la levée 7 Ouest n'a pas fourni de carte du tout : la levée n'a que trois cartes.",
            "defective_trick",
        ),
        ("À la levée 8 Nord n'a fourni aucune carte, il lui reste 6 cartes au lieu de 5.", "defective_trick"),
        # a revoke: he gave a card, of another suit
        ("À la levée 7 Ouest n'a pas fourni à carreau alors qu'il avait le 5 de carreau.", "not_followed"),
    ],
)
def test_trick_of_three_cards(text: str, situation: str) -> None:
    assert engine_facts("renonce", text).get("situation") == situation


@pytest.mark.parametrize(
    ("text", "case"),
    [
        (
            "Bonsoir, en fin de tournoi on découvre qu'à la table 4, Nord avait joué la donne 15 avec les cartes de l'étui 16.",
            None,
        ),
        (
            "À la table 4, Nord a ouvert 1♠ avec les cartes de l'étui 16 au lieu de la donne 15.",
            "wrong_cards",
        ),
    ],
)
def test_cards_of_another_board_found_at_the_end(text: str, case: str | None) -> None:
    assert engine_facts("mauvais_etui", text).get("case") == case


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        (
            "Le passe final était le mien, et avant l'entame je me rends compte que j'ai sorti passe au lieu de contre.",
            None,
        ),
        # seen at once, or the mechanical error said: a slip (25A1)
        ("Ouest a sorti 1♠ au lieu de 1SA, il s'en aperçoit tout de suite, Est n'a pas parlé.", "slip"),
        (
            "Le déclarant s'aperçoit après l'entame qu'il a sorti 6♣ au lieu de 6♦ par erreur mécanique.",
            "slip",
        ),
    ],
)
def test_a_call_pulled_instead_of_another_seen_after_the_auction(text: str, intent: str | None) -> None:
    assert engine_facts("changement_declaration", text).get("intent") == intent


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        (
            "En triant son jeu pendant le coup, Ouest (en défense) a laissé tomber sa Dame de pique face visible.",
            "major",
        ),
        ("Sud déclarant. Est fait tomber le 6♣ face visible en jouant sa carte.", "minor"),
        ("Ouest a le V♥ en carte pénalisée. Est prend la main et attaque carreau.", "major"),
        # two cards fell: several, all major (50B), never read from one of them
        ("Deux cartes tombent des mains d'Est (défense), le 2♦ et l'A♠.", None),
        # shown on the current trick only: no penalty card (68B2's « je prends celle-ci »)
        (
            "Est, en défense, a montré l'As de pique en disant « je prends celle-ci » sur la levée en cours.",
            None,
        ),
        # the declarer's card is never a penalty card (48A)
        ("Le déclarant a laissé tomber la Dame de pique face visible.", None),
    ],
)
def test_the_penalty_card_kind_by_law_50(text: str, kind: str | None) -> None:
    facts = engine_facts("cartes_penalisees", text)
    assert facts.get("kind") == kind
    if "A♠" in text:
        assert facts.get("honour") != "no"


@pytest.mark.parametrize(
    ("topic", "text", "question", "value"),
    [
        # the card clicked written with its symbol; the next hand named as having played after him (80B2 online, 45C4b)
        (
            "en_ligne_clic",
            "Funbridge, en défense j'ai cliqué le 2♠ au lieu du 3♠, le mort a déjà joué après moi.",
            "what",
            "card",
        ),
        (
            "en_ligne_clic",
            "Funbridge, en défense j'ai cliqué le 2♠ au lieu du 3♠, le mort a déjà joué après moi.",
            "card_timing",
            "next_played",
        ),
        (
            "en_ligne_clic",
            "BBO : j'ai cliqué 3♦ au lieu de 3♥, les deux boutons sont collés, je l'ai dit immédiatement.",
            "evidence",
            "adjacent_and_immediate",
        ),
        # a seat disconnected, a negation after it in the sentence (« et n'est jamais revenu »)
        (
            "en_ligne_deconnexion",
            "Funbridge : Est s'est déconnecté au milieu de la donne et n'est jamais revenu.",
            "disconnected_side",
            "eo",
        ),
        (
            "en_ligne_deconnexion",
            "Selon EO, Nord s'est déconnecté et n'est pas revenu.",
            "disconnected_side",
            None,
        ),
        ("en_ligne_deconnexion", "Ce n'est pas Nord qui s'est déconnecté.", "disconnected_side", None),
        # two seats of two sides, a negation after them: whose fault it was is asked (reviewer27 R-12)
        (
            "en_ligne_deconnexion",
            "Sur Funbridge, Nord s'est déconnecté, puis Est, et aucun n'est revenu à temps.",
            "disconnected_side",
            None,
        ),
        # the wrong number of cards found before the first call, or after the board (13A, 13C)
        (
            "nombre_de_cartes",
            "Avant la première enchère, Ouest compte 12 cartes et Est 14.",
            "when_13",
            "no_call",
        ),
        (
            "nombre_de_cartes",
            "Après le coup, Nord s'aperçoit qu'il n'avait que 12 cartes.",
            "when_13",
            "after_play",
        ),
        # a call once the auction was over (39)
        (
            "declaration_inadmissible",
            "Nord ouvre 1SA, passe, passe, passe. Puis Est annonce 2♣ alors que les enchères étaient terminées.",
            "kind",
            "after_final_pass",
        ),
        # both defenders led at once (58B2)
        (
            "entame",
            "Ouest et Est ont entamé en même temps, les deux cartes face visible.",
            "both_how",
            "simultaneous",
        ),
    ],
)
def test_facts_said_in_other_words(topic: str, text: str, question: str, value: str | None) -> None:
    assert engine_facts(topic, text).get(question) == value


@pytest.mark.parametrize(
    ("topic", "text", "facts"),
    [
        (
            "tempo_comportement",
            "Est soupire et lève les yeux au ciel à chaque carte jouée par son partenaire.",
            {"case": "conduct", "conduct_kind": "attitude_to_play"},
        ),
        (
            "tempo_comportement",
            "Ouest tapote sur la table et fredonne à chaque fois que je réfléchis, ça me déconcentre.",
            {"case": "conduct", "conduct_kind": "disconcert"},
        ),
        # a sigh before a card with nothing to think about misleads (73D2): no conduct read from it
        (
            "tempo_comportement",
            "Est a soupiré longuement avant de fournir un petit pique alors qu'il était singleton.",
            {"conduct_kind": None},
        ),
        (
            "marque_ajustee",
            "La donne 23 n'a pas pu être jouée, uniquement à cause de la lenteur de Nord-Sud.",
            {"fault_side": "ns"},
        ),
        (
            "marque_ajustee",
            "La donne 4 n'a pas été jouée à la table 6, personne n'est en cause.",
            {"fault_side": "none"},
        ),
        # their slowness said by the other side: one side's word (85A)
        (
            "marque_ajustee",
            "EO disent que la donne n'a pas été jouée à cause de la lenteur de Nord-Sud.",
            {"fault_side": None},
        ),
    ],
)
def test_conduct_and_fault_said_plainly(topic: str, text: str, facts: dict[str, str | None]) -> None:
    assert _asked_of(topic, text, facts) == facts


@pytest.mark.parametrize(
    ("topic", "text", "facts"),
    [
        (
            "information_non_autorisee",
            "Nord a mis très longtemps avant de passer sur 4♠, et Sud a ensuite dit 5♥. Nord reconnaît avoir beaucoup réfléchi.",
            {"facts_agreed": "yes"},
        ),
        (
            "information_non_autorisee",
            "EO disent que Nord a hésité avant de passer, Nord affirme qu'il n'a PAS hésité du tout.",
            {"facts_agreed": "no", "ui_exists": "disputed"},
        ),
        (
            "revendication",
            "La revendication a été contestée et on a continué à jouer les cartes tous les quatre sans appeler l'arbitre.",
            {"situation": "continued_by_all"},
        ),
        # one player played on, the others did not agree (68D2b)
        (
            "revendication",
            "La revendication a été contestée, Est a continué à jouer quand même, Ouest voulait appeler l'arbitre.",
            {"situation": "continued_not_all"},
        ),
    ],
)
def test_what_the_players_agree(topic: str, text: str, facts: dict[str, str | None]) -> None:
    assert _asked_of(topic, text, facts) == facts


@pytest.mark.parametrize(
    ("topic", "text", "facts"),
    [
        (
            "levees",
            "À la fin du coup je m'aperçois que ma carte de la cinquième levée était retournée dans le mauvais sens.",
            {"case": "pointed_wrong", "pointed_when": "late"},
        ),
        # a board played the wrong way round is no card pointed wrong (tester21 P12)
        ("levees", "On a joué la donne 7 dans le mauvais sens, NS ont joué les cartes d'EO.", {"case": None}),
        (
            "levees",
            "Fin de la donne : NS disent 9 levées, EO disent 8. Les quatre joueurs ont déjà ramassé et mélangé leurs cartes.",
            {"case": "disagreement", "mixed_by": "both"},
        ),
        (
            "explication_erronee",
            "En défense, à la levée 4, Ouest se rend compte que l'explication qu'il a donnée du contre de son partenaire"
            " était fausse.",
            {"play_corrector": "explainer"},
        ),
    ],
)
def test_tricks_and_explanations_said_plainly(topic: str, text: str, facts: dict[str, str | None]) -> None:
    assert _asked_of(topic, text, facts) == facts


@pytest.mark.parametrize(
    ("topic", "text", "facts"),
    [
        # typed without accents, as on a phone: the same facts
        (
            "renonce",
            "Nord joue 4♥. Il n'a pas fourni a carreau a la levee 4, puis encore une fois a carreau a la levee 7.",
            {"situation": "two_revokes", "second_revoke": "same_player_same_suit"},
        ),
        (
            "declaration_hors_tour",
            "Sud avait deja ouvert 1♣, puis il dit 1♠ a la place de son adversaire de gauche",
            {"call": "bid"},
        ),
    ],
)
def test_the_same_facts_typed_without_accents(topic: str, text: str, facts: dict[str, str | None]) -> None:
    assert _asked_of(topic, text, facts) == facts


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        # the seat typed in lower case where the verb « est » cannot stand (a phone's lower case)
        ("est (défense) a renoncé", "Est (défense) a renoncé"),
        ("sud attaque, est fournit avant ouest", "sud attaque, Est fournit avant ouest"),
        ("avant qu'est ait parlé", "avant qu'Est ait parlé"),
        ("c'est est qui devait entamer", "c'est Est qui devait entamer"),
        ("nord a 14 cartes et est a 12 cartes", "nord a 14 cartes et Est a 12 cartes"),
        ("est a le roi de trèfle pénalisé", "Est a le roi de trèfle pénalisé"),
        ("le décla (est) a défaussé", "le décla (Est) a défaussé"),
        ("nord 1♦, est 1♥, sud dit 1♣", "nord 1♦, Est 1♥, sud dit 1♣"),
        ("donneur sud. est passe avant tout le monde", "donneur sud. Est passe avant tout le monde"),
        # the verb stays the verb
        ("Le contrat est 4♠ par Sud.", "Le contrat est 4♠ par Sud."),
        ("le contrat est joue par Sud", "le contrat est joue par Sud"),
        ("il est coupe", "il est coupe"),
        ("le pique est coupé", "le pique est coupé"),
        ("est-ce grave ?", "est-ce grave ?"),
        ("qu'est-ce que je fais ?", "qu'est-ce que je fais ?"),
    ],
)
def test_the_seat_est_typed_in_lower_case(typed: str, read: str) -> None:
    assert cased(typed) == read


def test_a_lower_case_description_gives_the_same_facts() -> None:
    text = "sud (décla) attaque ♥ de sa main, et est pose sa carte avant qu'ouest ait fourni"
    assert engine_facts("jeu_premature", text).get("situation") == "defender_before_partner"


def test_a_bracket_after_the_verb_is_no_seat() -> None:
    # the writer's aside in brackets after the verb « est » (« le contrat est (je crois) 4♠ »): the verb
    assert cased("le contrat est (je crois) 4♠") == "le contrat est (je crois) 4♠"
    assert cased("la donne est (selon eux) faussée") == "la donne est (selon eux) faussée"


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        # the score sheet's « 4♠X par Est »: 4♠ doubled, played by Est (the X glued to the contract)
        (
            "4♠X par Est, EO vulnérables, 9 levées à la table. Nord a coupé le 2e ♥ alors qu'il avait encore un ♥.",
            {
                "contract_level": "4",
                "contract_strain": "S",
                "declarer_side": "eo",
                "doubling": "doubled",
                "offender": "defender",
            },
        ),
        # « contré par Ouest » names the doubler: no declarer read from it
        ("4♠ contré par Ouest. Nord a coupé le 2e ♥ alors qu'il avait encore un ♥.", {"declarer_side": None}),
    ],
)
def test_a_doubled_contract_on_the_score_sheet(text: str, facts: dict[str, str | None]) -> None:
    assert _asked_of("renonce", text, facts) == facts


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        # the contract in words, doubled in the plural, then its declarer
        (
            "Cinq trèfles contrés vulnérables joués par Sud, onze levées faites. Ouest voit que Sud a défaussé un cœur sur"
            " pique alors qu'il lui restait le valet de pique.",
            {"contract_level": "5", "contract_strain": "C", "doubling": "doubled", "declarer_side": "ns"},
        ),
        # its player by a pronoun, in the past
        (
            "Mon partenaire, qui jouait quatre cœurs, avait omis de fournir à pique alors qu'il en avait.",
            {"contract_level": "4", "contract_strain": "H"},
        ),
        # the present may count cards played: no contract
        (
            "Le déclarant joue trois piques maîtres, puis Ouest défausse un cœur sur pique.",
            {"contract_level": None},
        ),
    ],
)
def test_the_contract_said_in_words(text: str, facts: dict[str, str | None]) -> None:
    assert _asked_of("renonce", text, facts) == facts

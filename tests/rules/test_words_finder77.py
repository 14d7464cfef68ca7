"""Session 31 (finder77, issue 37 §1): wrong pre-fills left from the last review, each with the words that must not
fill it.

- T-22: a trick (or a board, a table) of another event told in the same message. « À la levée 3 il avait déjà
  hésité… ensuite il a renoncé » dates the hesitation, not the revoke: whether the revoke came before the 12th trick
  (64B2) is asked. A board or table told as earlier (« la semaine dernière, sur la donne 4, Est avait déjà renoncé ;
  ce soir … », « comme à la donne 3 ») is not this incident's; a past told plainly (« Hier, table 4 donne 12 : Ouest a
  renoncé. Aujourd'hui NS contestent ») is.
- T-26: online, a « 2♠ » clicked during the play (« pendant le jeu », « à la levée 3 », « en défense ») is no call
  (25A is the auction's); during the auction it is.
- T-33: the wrong number of cards (13, 14): the moment the hand was counted right (« avant les enchères il en avait
  13 ») is not when the wrong count was discovered (« pendant le jeu il lui manque une carte »): 13A/13B/14 asked.
"""

from __future__ import annotations

import pytest

from rules.where import board_and_table, boards_named
from tests.bot.finder.descriptions import engine_facts


@pytest.mark.parametrize(
    "text",
    [
        "À la levée 3 Ouest avait déjà hésité longuement ; ensuite il a renoncé à cœur",
        "Sud joue 4♠. À la levée 2 le déclarant avait déjà demandé une explication. Plus tard Est a renoncé à trèfle",
        "Ouest a renoncé à cœur ; au 3e pli il avait déjà hésité",
        "Est a renoncé à carreau ; à la levée 4 il avait déjà fait tomber une carte",
        "À la levée 3 Ouest avait hésité, puis il a renoncé à cœur",
    ],
)
def test_another_acts_trick_is_no_revokes_trick(text: str) -> None:
    assert "trick_twelve" not in engine_facts("renonce", text)


@pytest.mark.parametrize(
    "text",
    [
        "Ouest a renoncé à la levée 7",
        "Est avait renoncé à la levée 4, on s'en aperçoit à la levée 9",
        "À la levée 3 Ouest avait hésité ; il a renoncé à la levée 8",
        "lev. 7 E renonce ♣ ; constatée lev. 9",
    ],
)
def test_the_revokes_own_trick_is_still_read(text: str) -> None:
    assert engine_facts("renonce", text)["trick_twelve"] == "before_12"


@pytest.mark.parametrize(
    "text",
    [
        "La semaine dernière, sur la donne 4, Est avait déjà renoncé ; ce soir Nord n'a pas fourni à cœur",
        "Hier, donne 12, même problème ; aujourd'hui Ouest a entamé hors tour",
        "Au dernier tournoi, donne 9, Est avait déjà fait une enchère insuffisante. Ce soir il recommence",
        "Comme à la donne 3, Ouest a entamé hors tour",
    ],
)
def test_another_events_board_is_not_this_incidents(text: str) -> None:
    where = board_and_table(text)
    assert where is None or where.board is None
    assert boards_named(text) == []


@pytest.mark.parametrize(
    ("text", "board", "table"),
    [
        ("Hier soir, donne 12, Ouest a renoncé à cœur ; le déclarant a appelé", "12", None),
        ("Hier, table 4 donne 12 : Ouest a renoncé. Aujourd'hui NS contestent ma décision", "12", "4"),
        ("La semaine dernière, donne 4, Est avait renoncé ; ce soir, donne 8, entame hors tour", "8", None),
        ("Donne 5 ; même chose qu'à la donne 3 : Ouest a entamé hors tour", "5", None),
        (
            "Table 3 : le mois dernier à la table 5 il y avait eu une renonce ; ici, entame hors tour",
            None,
            "3",
        ),
    ],
)
def test_this_incidents_board_and_table_stay(text: str, board: str | None, table: str | None) -> None:
    where = board_and_table(text)
    assert where is not None
    assert (where.board, where.table) == (board, table)


@pytest.mark.parametrize(
    "text",
    [
        "En ligne, pendant le jeu, il a cliqué 2♠ par erreur, il voulait 2♥",
        "Sud joue 4♠ ; à la levée 3 Est a cliqué sur 2♠ au lieu de 2♥",
        "Sur RealBridge Ouest a cliqué 2♠ au lieu de 2♥ en défense",
        "Mauvais clic sur 2♠ en défense, il voulait le 2♥",
        "misclick sur 2♠ pendant le jeu",
        "Ouest a cliqué 2♠ à la place de 2♥ à la 5e levée",
    ],
)
def test_a_click_during_the_play_is_no_call(text: str) -> None:
    assert engine_facts("en_ligne_clic", text).get("what") != "call"


@pytest.mark.parametrize(
    "text",
    [
        "Funbridge, il a cliqué 3♣ au lieu de 3♦ pendant les enchères",
        "En ligne, il a cliqué 3♣ au lieu de 3♦",
        "mauvais clic sur ma dernière enchère, l'entame n'est pas faite",
    ],
)
def test_a_click_during_the_auction_is_still_a_call(text: str) -> None:
    assert engine_facts("en_ligne_clic", text)["what"] == "call"


@pytest.mark.parametrize(
    "text",
    [
        "Avant les enchères il avait bien 13 cartes ; pendant le jeu il s'aperçoit qu'il lui manque une carte",
        "Ouest avait compté ses 13 cartes avant les enchères, mais à la levée 5 il lui manque une carte",
        "Avant toute enchère Ouest avait 13 cartes ; au cours du jeu il s'aperçoit qu'il en a une de moins",
        "En sortant ses cartes Nord avait 13 cartes, au deuxième tour d'enchères il en trouve une 14e",
        "Avant les enchères tout le monde avait 13 cartes. À la fin du coup, Nord a une carte de trop",
    ],
)
def test_the_count_before_the_auction_is_not_when_the_wrong_count_was_found(text: str) -> None:
    assert engine_facts("nombre_de_cartes", text).get("when_13") != "no_call"


@pytest.mark.parametrize(
    "text",
    [
        "Avant toute enchère, Est s'est aperçu qu'il n'avait que 12 cartes, personne n'en a 14",
        "En sortant ses cartes, Est en compte 14",
        "Personne n'a encore parlé : Nord découvre 14 cartes",
    ],
)
def test_a_wrong_count_found_before_any_call_is_still_read(text: str) -> None:
    assert engine_facts("nombre_de_cartes", text)["when_13"] == "no_call"


# reviewer31 V-18: the 12th trick told as when the revoke was seen, or as the trick another player won or showed, is no
# revoke on the 12th trick (62D); the revoke's own trick is asked (63, 64A).
@pytest.mark.parametrize(
    "text",
    [
        "le défenseur Est a renoncé ; à la levée 12, le déclarant s'en aperçoit",
        "Ouest a renoncé à cœur ; à la douzième levée, Est s'en rend compte",
        "Renonce d'Est découverte à l'avant-dernière levée",
        "Renonce d'Ouest. À la levée 12, Ouest a montré qu'il avait encore un carreau",
        "Ouest a renoncé à pique. La 12e levée a été gagnée par le déclarant",
        "Renonce du déclarant. Le mort a gagné la 12e levée",
        "Nord a renoncé à trèfle, le déclarant a fait la 12e levée avec son atout",
        "Est a renoncé à carreau ; la levée 12 a été gagnée par le mort",
    ],
)
def test_the_twelfth_trick_of_another_act_is_no_revoke_on_it(text: str) -> None:
    facts = engine_facts("renonce", text)
    assert "twelfth" not in (
        facts.get("trick_twelve"),
        facts.get("revoke_trick"),
        facts.get("transfer_tricks"),
    )
    assert facts.get("revoke_trick") != "non_offenders"


@pytest.mark.parametrize(
    "text",
    [
        "Ouest a renoncé à la 12e levée",
        "À la 12e levée, Ouest n'a pas fourni à cœur",
        "Sud a défaussé un cœur à la levée 12 alors qu'il avait un pique",
        "À l'avant-dernière levée, Est a coupé alors qu'il avait encore du carreau",
        "Est a renoncé à la 12e levée et le déclarant l'a vu tout de suite",
        "Donne 23, table 7 : à la douzième levée, ma partenaire a défaussé alors qu'elle avait encore un carreau.",
    ],
)
def test_a_revoke_on_the_twelfth_trick_is_still_read(text: str) -> None:
    assert engine_facts("renonce", text)["trick_twelve"] == "twelfth"


# reviewer31 V-51: a card of the suit found in the player's own hand was never missing (61A, 63A), not 14B.
@pytest.mark.parametrize(
    "text",
    [
        "Le déclarant joue carreau, Ouest défausse ; à la fin on retrouve un carreau dans sa main",
        "Le déclarant joue trèfle du mort, Est défausse ; on retrouve un trèfle dans sa main à la fin",
        "Sud a défaussé sur pique ; on a retrouvé le 3 de pique dans ses cartes à la fin du coup",
    ],
)
def test_a_card_found_in_his_own_hand_is_no_missing_card(text: str) -> None:
    assert engine_facts("renonce", text).get("situation") != "missing_card"


@pytest.mark.parametrize(
    "text",
    [
        "À la fin du coup, on retrouve une carte d'Est sous la table ; Est n'avait que 12 cartes",
        "Ouest n'avait que 12 cartes, on retrouve le valet de trèfle par terre sous sa chaise",
        "On a retrouvé la carte manquante de Nord dans l'étui",
    ],
)
def test_a_card_found_elsewhere_is_still_a_missing_card(text: str) -> None:
    assert engine_facts("renonce", text)["situation"] == "missing_card"

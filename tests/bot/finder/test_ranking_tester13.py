"""tester13 Z10: a call made that was not the one intended (« a mis passe alors qu'il voulait contrer »)
is a change of call (25A; too late once partner has called, 25A1), proposed first."""

from __future__ import annotations

import pytest

from bot.finder import steps
from bot.finder import topics as finder


@pytest.mark.parametrize(
    "words",
    [
        "Nord a mis passe alors qu'il voulait contrer ; il s'en aperçoit après que son partenaire a parlé",
        "Ouest a dit 2♥ alors qu'il voulait annoncer 2♠, son partenaire n'a pas encore parlé",
    ],
)
def test_the_call_not_intended_finds_the_change_of_call_first(words: str) -> None:
    assert finder.search(words)[0].id == "changement_declaration"


@pytest.mark.parametrize(
    "words",
    [
        "Est a dit 1♥ sur le 1♠ de Sud ; personne n'a parlé hors tour",
        "Est a dit 1♥ sur le 1♠ de Sud, pas hors tour, à son tour",
        "Est a dit 1♥ sur le 1♠ de Sud ; Ouest dit qu'Est a parlé hors tour mais c'est faux",
    ],
)
def test_a_denied_out_of_turn_leaves_the_insufficient_bid_first(words: str) -> None:
    """Z19: « hors tour » denied names no call out of turn (27, not 31)."""
    assert finder.search(words)[0].id == "enchere_insuffisante"


def test_an_out_of_turn_stated_still_counts() -> None:
    found = [t.id for t in finder.search("Est a dit 1♥ sur le 1♠ de Sud, il a parlé hors tour")]
    assert "declaration_hors_tour" in found[:2]


@pytest.mark.parametrize(
    "words",
    [
        "à la table 3, la donne 8 a été jouée à la place de la 7, qu'ils avaient déjà jouée",
        "table 5 : l'étui 12 a été joué au lieu du 13",
    ],
)
def test_one_board_played_for_another_in_the_passive_is_the_wrong_board(words: str) -> None:
    """tester12 Y6 (variant): the passive of « ils ont joué la donne 7 au lieu de la 8 » (15)."""
    assert finder.search(words)[0].id == "mauvais_etui"


@pytest.mark.parametrize(
    ("words", "named"),
    [
        (
            "t2 d7 : Sud joue 4♠, Est a entamé hors tour, Sud a accepté l entame ; ensuite Nord, le mort, a "
            "renoncé à cœur à la 4e levée, découvert à la fin du coup",
            ["entame", "renonce"],
        ),
        (
            "donne 5 t2 ns=2 eo=16 : Sud joue 4♥, Est a renoncé à trèfle à la 3e levée ; à la 9e levée Sud "
            "revendique le reste",
            ["renonce", "revendication"],
        ),
        (
            "donne 3 : Sud joue 4♥, Est a entamé hors tour, Sud a étalé son jeu ; à la 6e levée Nord "
            "revendique 6 des 8 dernières",
            ["entame", "revendication"],
        ),
        (
            "sur la 18 table 3, Sud a dit 1♥ sur le 1♠ d'Ouest, insuffisant ; avant ça Nord avait ouvert hors tour",
            ["enchere_insuffisante", "declaration_hors_tour"],
        ),
    ],
)
def test_the_second_irregularity_of_four_common_forms_is_named(words: str, named: list[str]) -> None:
    """Z8: a sentence that ends before another seat's claim or revoke, « avant ça », and a first step whose
    own grammar tells its act: both irregularities are named (the engine then offers « + »)."""
    assert [t.id for t in finder.irregularities(words)] == named


def test_a_settled_first_irregularity_is_proposed_after_the_next_one() -> None:
    """Z8 (first form): the lead out of turn accepted (54A) is the context of the revoke the director was
    called for (64B3): Renonce first, the lead still offered with « + »."""
    words = (
        "t2 d7 : Sud joue 4♠, Est a entamé hors tour, Sud a accepté l entame ; ensuite Nord, le mort, a renoncé "
        "à cœur à la 4e levée, découvert à la fin du coup"
    )
    assert [t.id for t in finder.search(words)][:2] == ["renonce", "entame"]
    told = "Nord a ouvert 1♠ hors tour, puis Sud a dit 1♥ insuffisant"  # nothing settled: the order told
    assert [t.id for t in finder.search(told)][:2] == ["declaration_hors_tour", "enchere_insuffisante"]


@pytest.mark.parametrize(
    ("words", "done"),
    [
        ("ei d est acceptee par sud", True),
        ("le decla a revendique eo ont accepte", True),
        ("sud a accepte l entame", True),
        ("est veut accepter l attaque et ouest veut qu il la reprenne", False),
        ("le decla accepte l entame hors tour d est", False),  # the choice the ruling asks about
        ("l enchere insuffisante n a pas ete acceptee par sud", False),
        ("enchere insuffisante refusee le fautif remplace par passe", False),
    ],
)
def test_an_irregularity_told_settled(words: str, done: bool) -> None:
    assert steps.settled(words) is done


@pytest.mark.parametrize(
    "words",
    [
        "Est a dit au décla : prenez le reste, mais Ouest a aussitôt protesté, il a l'as d'atout",
        "Est dit au décla « c'est bon, prenez tout »",
        "Ouest dit au déclarant que le reste est pour vous, Est n'est pas d'accord",
    ],
)
def test_a_concession_in_everyday_words_is_a_concession(words: str) -> None:
    """tester14 W6: no card shown, a concession said (68A, 68B2): Revendication ou concession first."""
    assert finder.search(words)[0].id == "revendication"


def test_giving_a_card_to_the_dummy_is_no_concession() -> None:
    assert finder.search("le déclarant dit au mort : prends le roi")[0].id != "revendication"

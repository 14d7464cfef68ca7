"""Tester20 P17 (session 20): a card the words put in one seat's hand that the board's stored deal puts in
another's is said before the director rules. The board counts (Law 2); who exposed or played the card
decides the law (48A: declarer's exposed card is no penalty card; 49, 50 for a defender's)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.cli import main
from rules.cards_in_words import seat_cards
from tests.bot.test_newcomer_round5 import session

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(
    ("words", "expected"),
    [
        ("A la 5e levée Ouest a fait tomber le roi de pique face visible", [("Ouest", "SK", True)]),
        ("N a montré le ♥3 à tout le monde", [("Nord", "H3", True)]),
        ("Est a entamé du 10 de carreau", [("Est", "DT", False)]),
        ("Ouest a fait tomber le 3♥", [("Ouest", "H3", True)]),
        ("Nord a joué l as de trèfle", [("Nord", "CA", False)]),
        (
            "Sud a joué la dame de cœur, Est a défaussé le 2 de trèfle",
            [("Sud", "HQ", False), ("Est", "C2", False)],
        ),
        # Not a card in a hand: a contract or a bid, the dummy's card, a denial, a supposition, no card named.
        ("Sud joue 4 coeurs", []),
        ("Sud a joué 4♥", []),
        ("Sud a joué le ♠R du mort", []),
        ("Ouest n'a pas fait tomber le roi de pique", []),
        ("si Ouest a joué la dame de coeur, il a renoncé", []),
        ("Ouest a entamé d'un petit pique", []),
        ("Est croit qu'Ouest a montré le roi de pique", []),
    ],
)
def test_the_cards_the_words_put_in_a_seats_hand(words: str, expected: list[tuple[str, str, bool]]) -> None:
    assert [(seat, card.pbn, shown) for seat, card, _, shown in seat_cards(words)] == expected


def _imported(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ARBITRE_DATA_DIR", str(tmp_path))
    with pytest.raises(SystemExit) as imported:
        main(["donnes", "importer", str(ROOT / "docs" / "exemple-seance.pbn")])
    assert imported.value.code == 0


async def test_a_card_dropped_by_a_seat_that_does_not_hold_it_is_said_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Board 7 of the example session: the ♠R is East's. « Ouest a fait tomber le roi de pique » is checked; the
    contract « 4 coeurs » is no card; said once, not again at the next answer."""
    _imported(tmp_path, monkeypatch)
    text = (
        "donne 7 table 3 Sud joue 4 coeurs. A la 5e levée Ouest a fait tomber le roi de pique face visible\n"
    )
    out = await session(tmp_path, text + "\n1\n1\nq\n")
    warning = "À vérifier : selon la donne 7 enregistrée, le ♠R est dans la main d'Est, pas d'Ouest"
    assert out.count(warning) == 1, out
    assert "L'étui fait foi (Loi 2)" in out
    assert "le ♥4" not in out  # « 4 coeurs » is the contract


async def test_a_card_in_the_named_hand_or_played_from_the_dummy_says_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Board 7: West holds the ♣R, North (South's partner) the ♦R: South may have played it from the dummy."""
    _imported(tmp_path, monkeypatch)
    out = await session(tmp_path, "donne 7 table 3 Ouest a fait tomber le roi de trèfle\n\nq\n")
    assert "Incident #1 ouvert" in out and "À vérifier : selon la donne" not in out
    out = await session(tmp_path, "donne 7 table 3 Sud a joué le roi de carreau, Ouest n'a pas fourni\n\nq\n")
    assert "Incident #2 ouvert" in out and "À vérifier : selon la donne" not in out


async def test_without_a_stored_deal_nothing_is_checked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ARBITRE_DATA_DIR", str(tmp_path))
    out = await session(tmp_path, "Ouest a fait tomber le roi de pique\n\nq\n")
    assert "Incident #1 ouvert" in out and "À vérifier : selon la donne" not in out


async def test_a_revoke_in_a_suit_the_seat_never_held_and_no_offender_win_at_no_trump(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Tester21 P7, board 3 of the example session: West holds no spade (61A: no revoke in spades possible), and at
    3SA the revoker discarded, so « le fautif l'a gagnée » is not offered (44E); the strain comes from the words."""
    _imported(tmp_path, monkeypatch)
    text = (
        "donne 3 table 1 ns=1 eo=13 Sud joue 3SA, Ouest a renoncé à pique à la 6e levée, découvert à la fin\n"
    )
    out = await session(tmp_path, text + "\n1\nq\n")
    assert out.count("À vérifier : selon la donne 3 enregistrée, Ouest n'a aucun pique") == 1, out
    assert "il n'a pas pu renoncer à pique (61A)" in out
    assert "Compris : Dénomination du contrat ? → SA Sans-atout (« Sud joue 3SA »)" in out
    question = out.split("La levée de la renonce, et les suivantes ?", 1)[1].split(">", 1)[0]
    assert "Le fautif l'a gagnée" not in question and "Son partenaire l'a gagnée" in question
    out = await session(tmp_path, "donne 3 table 1 Sud joue 3SA, Est a renoncé à pique\n\nq\n")
    assert "Incident #2 ouvert" in out and "n'a aucun pique" not in out  # East held five spades


def test_a_discard_told_as_context_is_no_failure_to_follow() -> None:
    """Reviewer20 #4: a void player discards legally (44D); only « renoncé » and « n'a pas fourni » tell a revoke's
    suit, never « a défaussé sur le pique » nor « en pique » (the suit he threw)."""
    from rules.cards_in_words import seat_failed_suits

    told = "Ouest a défaussé sur le pique à la levée 3 ; à la levée 5 il n'a pas fourni à cœur alors qu'il en avait"
    assert seat_failed_suits(told) == []
    assert seat_failed_suits("Est a renoncé en pique") == []
    assert [s[:2] for s in seat_failed_suits("Ouest n'a pas fourni à cœur")] == [("Ouest", "H")]

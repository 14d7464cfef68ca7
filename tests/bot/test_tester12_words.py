"""tester12's two wrong pre-fills of a count (session 11), checked against the 2017 text.

Y8: « il revendique le reste sauf l'as de pique » claims the tricks left but one. Conceding a trick is
part of the claim (68A, 68B): « le reste » is not its count, and the number is asked. Y9: « le décla a
fait 10 levées avec le transfert » is the count after the revoke's transfer (64A); the question asks
the tricks made at the table, before any transfer: it is asked, never filled with 10."""

from __future__ import annotations

from pathlib import Path

import pytest

from rules.vocabulary import facts
from tests.bot.test_terminal import session

CLAIM = "Sud joue 6♥, à la 5e levée "


@pytest.mark.parametrize(
    "claim",
    [
        "il revendique le reste sauf l'as de pique, Est conteste",
        "il réclame le reste moins une levée",
        "il concède une levée et revendique le reste, Ouest conteste",
        "il revendique toutes les levées sauf une",
        "il revendique le reste en concédant le ♠R",
        "il revendique le reste, il rend un atout",
        "il revendique tout sauf un pique, Est n'est pas d'accord",
        "il annonce le reste excepté le roi de trèfle",
        "il revendique le reste mais laisse le ♠A",
        "il revendique le reste, il perd juste le ♠A",
    ],
)
def test_y8_a_claim_that_keeps_back_a_trick_is_not_read_as_the_rest(claim: str) -> None:
    assert "claimed" not in facts("revendication", CLAIM + claim)


@pytest.mark.parametrize(
    ("claim", "claimed"),
    [
        ("il revendique le reste, Est conteste", "9"),  # 13 - 4 tricks played
        # « à la 5e levée » leaves 9, « les 3 dernières » says 3: both asked (reviewer20 #9, session 20)
        ("il revendique les 3 dernières levées", None),
    ],
)
def test_y8_a_whole_claim_is_still_read(claim: str, claimed: str | None) -> None:
    assert facts("revendication", CLAIM + claim).get("claimed") == claimed


REVOKE = "Sud joue 4♠, Est a renoncé à cœur à la 3e levée, découvert à la fin du coup, "


@pytest.mark.parametrize(
    "made",
    [
        "le décla a fait 10 levées avec le transfert",
        "le décla a fait 10 levées transfert compris",
        "le décla a fait 10 levées, transfert compris",
        "le déclarant a fait 10 levées en comptant la renonce",
        "le décla a fait 10 levées, pénalité comprise",
    ],
)
def test_y9_a_count_after_the_transfer_is_not_the_tricks_at_the_table(made: str) -> None:
    assert "tricks_taken" not in facts("renonce", REVOKE + made)


@pytest.mark.parametrize("made", ["le décla a fait 10 levées", "10 levées à la table"])
def test_y9_the_tricks_at_the_table_are_still_read(made: str) -> None:
    assert facts("renonce", REVOKE + made).get("tricks_taken") == "10"


TRICKS = "Combien de levées le déclarant a-t-il faites à la table (avant transfert) ?"


async def test_y9_the_terminal_asks_the_tricks_at_the_table(tmp_path: Path) -> None:
    """The whole of Y9 in the terminal: 2 tricks transferred (64A1), the score computed; the count is
    asked, and 8 at the table gives 10 after the transfer: 4♠ made, +620 vulnerable (Law 77)."""
    words = (
        REVOKE.replace("découvert", "Est a gagné la levée, découvert")
        + "le décla a fait 10 levées avec le transfert"
    )
    code, out, store = await session(tmp_path, f"{words}\n\n1\n1\n1\n1\n8\n\n")
    assert code == 0, out
    assert f"Compris : {TRICKS}" not in out and f"— {TRICKS}" in out
    assert "8 levées à la table, 10 après transfert" in out and "+620" in out
    await store.close()


@pytest.mark.parametrize(
    "words",
    [
        "Sud joue 4♠, Est a renoncé à cœur à la 3e levée puis à trèfle à la 6e, découvert à la fin du coup",
        "Sud joue 4♠, Est a renoncé à cœur et Ouest aussi à carreau",
        "Sud joue 4♠, Est a renoncé à cœur à la 3e levée, et encore à cœur à la 7e",
        "Sud joue 4♠, Est a renoncé à cœur puis à nouveau à la 6e",
        "3SA par Nord. Ouest a renoncé à pique, et Est aussi à carreau, Sud l'a vu",
    ],
)
def test_y13_two_revokes_told_in_one_sentence_are_two(words: str) -> None:
    """Y13: each revoke is ruled (64A for each; 64B2 only for the same player in the same suit), so two
    revokes named, whatever the words between them, are never pre-filled as one."""
    assert facts("renonce", words).get("situation") == "two_revokes"


@pytest.mark.parametrize(
    "words",
    [
        "Sud joue 4♠, Est a renoncé à cœur à la 3e levée puis a coupé un trèfle à la 6e",
        "Sud joue 4♠, Est a renoncé à cœur, et Ouest aussi l'a vu",
        "Sud joue 4♠, Est a renoncé à cœur à la 3e levée, Ouest aussi a fourni à cœur",
    ],
)
def test_y13_one_revoke_and_another_act_stay_one_revoke(words: str) -> None:
    assert facts("renonce", words).get("situation") == "not_followed"


async def test_y13_the_terminal_opens_two_revokes(tmp_path: Path) -> None:
    code, out, store = await session(
        tmp_path, "Sud joue 4♠, Est a renoncé à cœur à la 3e levée puis à trèfle à la 6e\n\nq\n"
    )
    assert code == 0, out
    assert "Compris : Que s'est-il passé ? → Deux renonces sur la même donne" in out
    assert "Un joueur n'a pas fourni" not in out.split("Incident #1 ouvert")[1].split("Question 3")[0]
    await store.close()


@pytest.mark.parametrize(
    "words",
    [
        "Sud a ouvert 1♠ avant le donneur, Nord accepte",
        "Sud a ouvert 1♠ avant le donneur, Est accepte",
        "Sud a ouvert 1♠ avant le donneur, Ouest accepte",
        "Sud a ouvert 1♠ au lieu de Est qui était donneur, Ouest dit qu'il accepte",
    ],
)
def test_y3_the_seat_after_donneur_comma_is_not_the_dealer(words: str) -> None:
    """Y3 (HIGH): « …avant le donneur, Nord accepte » named Nord the dealer, so the turn was filled
    (partner: 31B) where the words leave the dealer unsaid; with Est the dealer (the fourth line),
    the turn was his right-hand opponent's (31A), not the left's. Nothing wrong is filled now."""
    from bot.incidents.described import words_dealer

    assert facts("declaration_hors_tour", words).get("turn") in (None, "rho")
    assert words_dealer(words) is None


def test_y3_a_dealer_said_as_such_is_still_read() -> None:
    words = "Sud a ouvert 1♠ alors qu'Est était donneur, Ouest n'accepte pas"
    assert facts("declaration_hors_tour", words).get("turn") == "rho"
    assert facts("declaration_hors_tour", "donneur, Ouest. Nord a ouvert 1♣").get("turn") == "rho"


ROTATION = "Le fautif a-t-il fait son enchère insuffisante à son tour de parole ?"


@pytest.mark.parametrize(
    "words",
    [
        "Nord fait une enchère insuffisante, puis Sud parle hors tour",
        "Table 4 donne 9 : Nord a dit 1♣ sur le 1♠ d'Est, puis Ouest, voyant cela, a annoncé 2♣ avant son tour",
    ],
)
async def test_another_players_call_out_of_turn_is_not_the_insufficient_bids(
    tmp_path: Path, words: str
) -> None:
    """The eleventh blind set's audit: « hors tour » in the second irregularity's part (another player's
    call, 31) answered « not in turn » for the insufficient bid (27 against 31): asked now."""
    code, out, store = await session(tmp_path, f"{words}\n\nq\n")
    assert code == 0, out
    assert f"Compris : {ROTATION}" not in out and f"— {ROTATION}" in out
    await store.close()


@pytest.mark.parametrize(
    ("words", "problem"),
    [
        # A short hand with no hand over 13 said is the missing card (13A, 14; the option's own words): finder35, and
        # finder72 for the same words without « mais » (never too_many: the long hand is denied).
        ("aucune main n'a 14 cartes, Nord en a 12", "missing"),
        ("personne n'a 14 cartes mais Ouest n'en a que 12", "missing"),
        ("Sud a 14 cartes, Nord 12", "too_many"),
    ],
)
def test_no_hand_of_14_is_no_long_hand(words: str, problem: str | None) -> None:
    assert facts("nombre_de_cartes", words).get("problem") == problem


def test_a_hand_of_14_found_during_the_auction_asks_whether_that_player_had_called() -> None:
    # 13A or 13B: « pendant les enchères » does not say it.
    assert "when_13" not in facts("nombre_de_cartes", "une main de 14 cartes découverte pendant les enchères")


async def test_y16_a_mark_or_a_position_at_the_first_menu_is_said_not_searched(tmp_path: Path) -> None:
    """Y16: `m NS 4♠=` and `p rev=S …` typed before any incident were searched as descriptions (and
    Enter opened a topic); they are answered as `mn` is there, and nothing is stored."""
    script = "m NS 4♠=\np rev=S atout=♠ main=S cartes=N:2... 3... 4... 5...\nq\n"
    code, out, store = await session(tmp_path, script)
    assert code == 0, out
    assert out.count("Aucun incident ouvert") == 2 and "Thèmes trouvés" not in out
    assert "arbitre revendication" in out
    assert await store.list(limit=None) == []
    await store.close()

"""Issue 36 §1: the claimer's conditional line (« je tire les piques ; s'ils ne sont pas partagés, je fais
l'impasse à cœur »), typed `ligne=♠ sinon ♥2 ♥D` or in his words (rules/deals/claim/conditional.py).

The statement binds (68C, 70D1): the part is played as stated; where its condition is seen to fail from
the cards played — an opponent does not follow to the suit (70E1), or the card that was to fall is still
out when the part is over — the fallback is played as stated, even a finesse that loses; where it does
not fail, the fallback is not played.

The positions (no trump, South claims and is on lead, 3 cards each):
- SHOWS_OUT: N ♠3 ♥A ♥D; E ♥R ♣3 ♣2 (no spade); S ♠A ♥2 ♦2; W ♠R ♥3 ♦A. East discards on the ♠A: the
  stated finesse ♥2 for the ♥D loses to East's ♥R, who then cashes his clubs. The ♠A and the ♥A: 1 trick
  of 3 on the stated line — by hand: trick 1 ♠A (S), trick 2 ♥2 ♥3 ♥D ♥R (E), trick 3 E's ♣ (E), the ♥A
  thrown. Without the condition (`ligne=♠`, or nothing), the ♥A takes the ♥2 and drops the ♥R: 3.
- BREAKS: the same but East holds ♠4 ♥R ♣2: everyone follows to the ♠A, the finesse is not played: 3 (and
  the finesse typed as a plain line, `♠A ♥2 ♥D`, still loses: 1).
- RUNS: spades 2-2 outside, a third round on which both opponents discard: the suit ran, no fallback.
- KING_GUARDED: SHOWS_OUT with West holding ♠R5 ♥3 (no ♦A): West may keep the ♠R under the ♠A, and then
  « si le roi ne tombe pas » sends the line to the losing finesse: 1; in SHOWS_OUT the ♠R is West's only
  spade and falls: the fallback is not played, 3 — although East showed out (the condition is the card's).
"""

from __future__ import annotations

import pytest

from rules.deals.claim.conditional import conditional_reading
from rules.deals.claim.reading import parse_statement, statement_text
from rules.deals.count import ClaimPosition, count_claim, read_claim
from rules.deals.layout import NO_TRUMP, PositionError

SHOWS_OUT = "rev=S atout=SA main=S cartes=N:3.AQ.. .K..32 A.2.2. K.3.A."
BREAKS = "rev=S atout=SA main=S cartes=N:3.AQ.. 4.K..2 A.2.2. K.3.A."
KING_GUARDED = "rev=S atout=SA main=S cartes=N:3.AQ.. .K..32 A.2.2. K5.3.."
# 5 cards: N ♠3 ♥A ♥D ♦3 ♦2; E ♠7 ♠6 ♥R ♣A ♣2; S ♠A ♠R ♠2 ♥2 ♣3; W ♠5 ♠4 ♥3 ♦A ♦R — spades 2-2 outside
RUNS = "rev=S atout=SA main=S cartes=N:3.AQ.32. 76.K..A2 AK2.2..3 54.3.AK."
# claim-like 4 cards, seed 110 of bench/claims.py: spades break (East ♠6, West ♠52 follow to the ♠D)
SKIPPED = "rev=S atout=♠ main=N cartes=N:Q.KJ9.. 6.2.6.6 ..K9.K9 52..75."

FINESSE = (
    "♠ sinon ♥2 ♥D",
    "je tire mes piques ; s'ils ne sont pas partagés, ♥2 ♥D",
    "les piques, s'ils ne se partagent pas ♥2 ♥D",
    "♠ ; si un adversaire défausse, ♥2 ♥D",
    "je joue les piques et s'ils sont mal partagés ♥2 ♥D",
)
# reviewer27 R-14: N ♠3 ♥A ♥D; E ♠R ♥R ♦A; S ♠A ♥2 ♦2; W ♥3 ♣3 ♣2 (West void in spades, East follows)
WEST_VOID = "rev=S atout=SA main=S cartes=N:3.AQ.. K.K.A. A.2.2. .3..32"


def tricks(position: str, line: str = "", shown_out: int = 0) -> int:
    claim = read_claim(position + (f" ligne={line}" if line else ""))
    if shown_out:
        claim = ClaimPosition(claim.position, claim.claimer, claim.statement, None, shown_out)
    return count_claim(claim).unaware.tricks


@pytest.mark.parametrize("line", FINESSE)
def test_the_compact_and_the_french_forms_read_alike(line: str) -> None:
    assert parse_statement(line, NO_TRUMP) == (("suit", 0), ("otherwise", 0), ("card", 13), ("card", 23))


def test_a_condition_naming_an_opponent_waits_for_his_show_out() -> None:
    # « si Est ne fournit pas »: the fallback only when East fails to follow, as said (68C, 70D1).
    for line in (
        "♠, si Est ne fournit pas, ♥2 ♥D",
        "♠ ; si Est défausse, ♥2 ♥D",
        "♠, si Est ne suit pas, ♥2 ♥D",
    ):
        assert parse_statement(line, NO_TRUMP)[1] == ("otherwise", 0 + 4 * (1 + 1)), line
        assert tricks(WEST_VOID, line) == 3, line  # West shows out, East follows: no fallback
        assert tricks(SHOWS_OUT, line) == 1, line  # East shows out: the finesse, lost to his ♥R
    assert tricks(WEST_VOID, "♠, si Ouest ne fournit pas, ♥2 ♥D") == 1  # the ♥R is East's
    assert tricks(SHOWS_OUT, "♠, si Ouest ne fournit pas, ♥2 ♥D") == 3
    assert tricks(WEST_VOID, "♠ sinon ♥2 ♥D") == 1  # either opponent
    said = statement_text(parse_statement("♠, si Est ne fournit pas, ♥2 ♥D", NO_TRUMP))
    assert said == "les ♠, sinon (Est ne fournit pas à ♠) : ♥2, ♥D"
    reading = conditional_reading(parse_statement("♠, si Est ne fournit pas, ♥2 ♥D", NO_TRUMP))
    assert reading is not None and "dès qu'Est ne fournit pas à ♠" in reading
    with pytest.raises(PositionError, match="La condition nomme Nord, du camp du revendiquant"):
        read_claim(f"{SHOWS_OUT} ligne=♠, si Nord ne fournit pas, ♥2 ♥D")


def test_the_card_that_must_fall_is_read_with_or_without_its_suit() -> None:
    expected = (("card", 12), ("otherwise_falls", 11), ("card", 13), ("card", 23))
    for line in (
        "♠A si le roi ne tombe pas ♥2 ♥D",
        "♠A, si le roi de pique ne tombe pas, ♥2 ♥D",
        "♠A si ♠R ne tombe pas ♥2 ♥D",
    ):
        assert parse_statement(line, NO_TRUMP) == expected, line
    assert statement_text(expected) == "♠A, si ♠R ne tombe pas : ♥2, ♥D"
    assert statement_text(parse_statement(FINESSE[0], NO_TRUMP)) == (
        "les ♠, sinon (un adversaire ne fournit pas à ♠) : ♥2, ♥D"
    )


def test_a_show_out_sends_the_line_to_the_stated_fallback_even_a_losing_finesse() -> None:
    # 70D1: the fallback is his line; 70E1: East failed to follow to the spade.
    assert tricks(SHOWS_OUT) == 3
    assert tricks(SHOWS_OUT, "♠") == 3
    for line in FINESSE:
        assert tricks(SHOWS_OUT, line) == 1, line
    # the same as the branch played, typed plain
    assert tricks(SHOWS_OUT, "♠A ♥2 ♥D") == 1


def test_a_show_out_on_the_parts_last_trick_counts() -> None:
    # the ♠A is the whole part, led first; East discards after it: read at the trick's end
    assert tricks(SHOWS_OUT, "♠A sinon ♥2 ♥D") == 1


def test_where_the_suit_breaks_the_fallback_is_not_played() -> None:
    assert tricks(BREAKS, "♠ sinon ♥2 ♥D") == tricks(BREAKS, "♠") == tricks(BREAKS) == 3
    assert tricks(BREAKS, "♠A ♥2 ♥D") == 1  # the finesse does lose here too, when stated plainly


def test_both_opponents_out_at_once_is_a_suit_that_ran() -> None:
    # ♠A, ♠R: all follow; the ♠2: neither opponent has a spade left, both discard — the suit broke, the
    # fallback is not played. South's ♥2 then, North's ♥A takes it (third hand, East's ♥R behind: rule 5) and
    # the ♥D makes the fifth: 5, the double dummy. Read as a failure, the stated ♥D lost to the ♥R: 3.
    assert tricks(RUNS, "♠ sinon ♥2 ♥D") == 5


def test_a_card_that_must_fall_is_its_own_condition() -> None:
    # West keeps the ♠R: the fallback, 1; the ♠R falls (West's only spade): no fallback, 3, though East
    # showed out — the claimer said « si le roi ne tombe pas », not « s'ils ne sont pas partagés ».
    assert tricks(KING_GUARDED, "♠A si le roi ne tombe pas ♥2 ♥D") == 1
    assert tricks(SHOWS_OUT, "♠A si le roi ne tombe pas ♥2 ♥D") == 3
    assert tricks(SHOWS_OUT, "♠A sinon ♥2 ♥D") == 1


def test_a_show_out_before_the_claim_plays_the_fallback_at_once() -> None:
    # 70E1: East failed to follow to spades before the claim (`levees=`): the condition has failed when
    # the line reaches its part, and the fallback is his line from there — as if typed alone.
    east_spades = 1 << (4 * 1 + 0)
    assert tricks(SHOWS_OUT, "♠ sinon ♥2 ♥D", east_spades) == tricks(SHOWS_OUT, "♥2 ♥D", east_spades)


def test_a_discard_said_in_a_fallback_not_played_is_not_made() -> None:
    assert tricks(SKIPPED, "♠ défausse♣") == 2  # the discard matters here
    assert tricks(SKIPPED, "♠ sinon ♥R défausse♣") == tricks(SKIPPED, "♠") == 3


def test_a_ruff_said_in_a_fallback_is_played_in_its_order() -> None:
    # « sinon je coupe un carreau »: what he will do if it comes to that, a ruff in its rank
    assert parse_statement("♠ sinon coupe♦", 1) == (("suit", 0), ("otherwise", 0), ("lead_ruff", 2))
    assert parse_statement("♠ coupe♦ sinon ♥A", 1) == (
        ("suit", 0),
        ("ruff", 2),
        ("otherwise", 0),
        ("card", 25),
    )


@pytest.mark.parametrize(
    ("line", "said"),
    [
        ("♠ sinon", "n'a pas de ligne de repli"),
        ("sinon ♥A", "la condition porte sur la couleur annoncée juste avant"),
        ("♠A si Ouest a le roi ♥A", "la ligne sait lire une condition"),
        ("♠A, si Ouest n'a pas le roi, ♥A", "la ligne sait lire une condition"),
        ("♠A ♠R, si les cœurs ne sont pas partagés, ♥A", "la condition parle de ♥"),
        ("gagnants ♠A ♠R sinon ♥A", "« gagnants » et une condition"),
        ("♠ sinon ♥A gagnants ♦A", "« gagnants » et une condition"),
    ],
)
def test_a_condition_it_cannot_read_is_refused_in_french(line: str, said: str) -> None:
    with pytest.raises(PositionError) as error:
        read_claim(f"{SHOWS_OUT} ligne={line}")
    assert said in str(error.value)
    assert "Rien n'a été compté" in str(error.value)


def test_the_card_that_must_fall_must_be_an_opponents() -> None:
    with pytest.raises(PositionError, match="n'est ni chez Ouest ni chez Est"):
        read_claim(f"{SHOWS_OUT} ligne=♠A si ♠3 ne tombe pas ♦2")  # North's own spade
    with pytest.raises(PositionError, match="la condition parle de ♥"):
        read_claim(f"{SHOWS_OUT} ligne=♠A si ♥R ne tombe pas ♦2")


def test_the_ruling_says_how_the_conditional_line_was_read() -> None:
    said = conditional_reading(parse_statement(FINESSE[0], NO_TRUMP))
    assert said is not None
    assert said.startswith("Interprétation retenue pour la ligne conditionnelle (68C, 70D1)")
    assert "dès qu'un adversaire ne fournit pas à ♠ (70E1" in said
    assert "une impasse qu'il n'a pas annoncée n'est pas retenue (70E1)" in said
    assert conditional_reading(parse_statement("♠ ♥2 ♥D", NO_TRUMP)) is None

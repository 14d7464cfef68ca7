"""Issue 36 §1 (68C, 70D1): a ruff said before the rest of the line is played in its order.

Tester9 T5 (HIGH): « je coupe un carreau au mort, puis je tire les atouts », typed `ligne=coupe♦ puis
atouts`, was counted with the trumps drawn first (a line the claimer never stated); the session-9
stopgap refused it. Now the claimer's side leads a ♦ towards the hand void in ♦, which ruffs, before
the rest: with the trump he named (« coupe♦ du ♠10 »), else the lowest that takes the trick (ACBL
Laws Commission, claim guidelines, spring 2019, point 5: a low ruff that is overruffed stays careless,
hence normal). A ruff after the last ordered item keeps its standing meaning.

The positions are checked by hand (the comments give the lines)."""

from __future__ import annotations

import pytest

from rules.deals.claim.normal import NormalPlay
from rules.deals.claim.reading import parse_statement
from rules.deals.count import count_claim, read_claim
from rules.deals.layout import PositionError, to_int
from rules.deals.model import Card
from tests.rules.deals.reference import plain_minimum

SPADES = 0

# South ♠AK ♦2 ♣A, North ♠3 ♣432; West ♠D ♥D ♦R ♣R, East ♠V ♥V ♦D ♣D. Ruff first: ♦2 ruffed
# with the ♠3 (East must follow ♦), ♣ to the ♣A, ♠A draws both trumps (1-1), ♠R: 4 of 4. Trumps
# first: the ♠A takes North's ♠3 with the defence's two, and the ♦2 is lost: 3 of 4.
ORDER = "rev=S atout=♠ main=S cartes=N:3...432 J.J.Q.Q AK..2.A Q.Q.K.K"
# South ♠A ♦2 ♣A, North ♠10 ♠3 ♣2; East ♠4 ♥V ♣R (void in ♦), West ♥D ♦R ♣D. « coupe♦ du ♠10 »:
# East cannot overruff, ♣ to the ♣A, ♠A: 3 of 3. « coupe♦ » without the trump: the ♠3 (the lowest
# that takes the trick) is overruffed by the ♠4 — careless, hence normal: 2 of 3.
NAMED = "rev=S atout=♠ main=S cartes=N:T3...2 4.J..K A..2.A .Q.K.Q"


def tricks(position: str, line: str) -> tuple[int, int | None, int | None]:
    count = count_claim(read_claim(f"{position} ligne={line}"))
    return count.unaware.tricks, count.aware.tricks if count.aware else None, count.double_dummy


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("coupe♦ puis atouts", 4),
        ("coupe♦ atouts", 4),
        ("je coupe un carreau puis je tire les atouts", 4),
        ("atouts coupe♦", 3),  # trumps first, as stated: North's ♠3 falls under the ♠A
        ("atouts", 3),
    ],
)
def test_the_stated_ruff_is_played_in_its_order(line: str, expected: int) -> None:
    unaware, aware, dd = tricks(ORDER, line)
    assert (unaware, aware, dd) == (expected, expected, 4)


def test_the_ruff_first_line_leads_the_diamond_towards_the_void_and_ruffs_it() -> None:
    count = count_claim(read_claim(f"{ORDER} ligne=coupe♦ puis atouts"))
    first, second, third = count.unaware.lines()[:3]
    assert first.startswith("levée 1 : S ♦2 (vers la coupe annoncée), O ♦R, N ♠3 (coupe annoncée)")
    assert "S ♣A" in second and third.startswith("levée 3 : S ♠A (atouts annoncés)")


def test_the_hand_void_in_the_suit_crosses_to_its_partner_without_drawing_trumps_first() -> None:
    # ORDER with North on lead: ♣ to the ♣A (not the ♠3), ♦2 ruffed, ♣ ruffed by East and overruffed,
    # ♠A: 4 of 4; trumps first (♠3 under the ♠A) loses the ♦2: 3.
    position = ORDER.replace("main=S", "main=N")
    assert tricks(position, "coupe♦ puis atouts") == (4, 4, 4)
    assert tricks(position, "atouts coupe♦") == (3, 3, 4)
    count = count_claim(read_claim(f"{position} ligne=coupe♦ puis atouts"))
    first, second = count.unaware.lines()[:2]
    assert first.startswith("levée 1 : N ♣4 (passe la main vers la coupe annoncée), E ♣D, S ♣A")
    assert second.startswith("levée 2 : S ♦2 (vers la coupe annoncée), O ♦R, N ♠3 (coupe annoncée)")


def test_the_trump_named_for_the_ruff_is_the_one_that_ruffs() -> None:
    assert tricks(NAMED, "coupe♦ du ♠10 puis atouts")[:2] == (3, 3)
    assert tricks(NAMED, "coupe♦ avec ♠10, atouts")[:2] == (3, 3)
    assert tricks(NAMED, "coupe♦ puis atouts") == (2, 2, 3)  # the low ruff overruffed: careless
    count = count_claim(read_claim(f"{NAMED} ligne=coupe♦ puis atouts"))
    assert (
        count.unaware.lines()[0]
        == "levée 1 : S ♦2 (vers la coupe annoncée), O ♦R, N ♠3 (coupe annoncée), E ♠4 → Est"
    )


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("coupe♥ puis atouts", "ni Nord ni Sud n'a de ♥ à jouer vers la coupe"),
        ("coupe♣ puis atouts", "ni Nord ni Sud n'est chicane à ♣ avec un atout"),
        ("coupe♦ du ♥A puis atouts", r"la carte qui coupe doit être un atout \(♠\)"),
        ("coupe♦ du ♠9 puis atouts", "Le ♠9 annoncé pour couper n'est ni chez Nord ni chez Sud"),
    ],
)
def test_an_impossible_stated_ruff_is_refused_in_french_and_nothing_counted(line: str, message: str) -> None:
    with pytest.raises(PositionError, match=message):
        read_claim(f"{NAMED} ligne={line}")


@pytest.mark.parametrize(
    ("line", "items"),
    [
        ("coupe♦ puis atouts", (("lead_ruff", 2), ("trumps", -1))),
        ("coupe carreau ♥A", (("lead_ruff", 2), ("card", 25))),
        ("coupe♦ du ♠10 puis gagnants ♣A", (("lead_ruff", 2), ("with", 8), ("winner", 51))),
        ("atouts coupe♦", (("trumps", -1), ("ruff", 2))),
        ("coupe♦ défausse♣", (("ruff", 2), ("discard", 3))),
        ("♦2 ♠3 atouts", (("card", 26), ("card", 1), ("trumps", -1))),
    ],
)
def test_a_ruff_before_an_ordered_item_takes_its_rank_one_after_them_stands(
    line: str, items: tuple[tuple[str, int], ...]
) -> None:
    assert parse_statement(line, SPADES) == items


def test_a_ruff_before_the_rest_is_said_back_as_typed() -> None:
    count = count_claim(read_claim(f"{NAMED} ligne=coupe♦ du ♠10 puis atouts"))
    assert "ligne annoncée : coupe♦ du ♠10, atouts." in count.facts()[0]


# Tester21 P9 (68C, 70D1): the stated ruff comes after the ♠V; East ducks it, holding ♠R-x-x. North
# ♠A V 10 8 ♦A, East ♠R52 ♥RD, South ♣4 (the side's last trump) ♦542 ♥8, West ♥V6 ♦V93; clubs are
# trumps, none out; North on lead. As stated: ♠A, ♠V (ducked: nothing to ruff, South discards — two
# of his three diamonds at worst), then the ruff keeps its rank: North leads the ♠8 towards South's
# void, East's ♠R falls under the ♣4, South leads his last diamond to the ♦A and North's ♠10 is the
# fifth trick: 5 of 5. Covered or not, 5 (the ♠R on the ♠V is ruffed at once; on the ♠A, every spade
# is master). Before, the discard on the ducked ♠V « did » the ruff: ♦A, then the ♠10 ruffed by South
# under East's ♠R, South on lead with no way back to the ♠8: 4.
DUCKED = "rev=S atout=♣ main=N cartes=N:AJT8..A. K52.KQ.. .8.542.4 .J6.J93."


@pytest.mark.parametrize("line", ["♠A ♠V coupe♠ ♦A ♠10 ♠8", "♠A ♠V coupe♠ puis ♦A", "♠A ♠V ♠8 ♦A ♠10"])
def test_a_stated_ruff_keeps_its_rank_when_the_defender_ducks(line: str) -> None:
    claim = read_claim(f"{DUCKED} ligne={line}")
    assert tricks(DUCKED, line) == (5, None, 5)
    assert plain_minimum(claim.position, claim.claimer, claim.statement, False) == 5


def test_the_ducked_stated_card_is_followed_by_a_lead_towards_the_ruff() -> None:
    # The line the search shows goes through the duck (its worst for the claimer, at 5 like the others).
    claim = read_claim(f"{DUCKED} ligne=♠A ♠V coupe♠ ♦A ♠10 ♠8")
    rules = NormalPlay(claim.position, claim.claimer, claim.statement, False)
    hands = list(claim.position.hands)
    progress = rules.start()
    # ♠A (E ♠2, S ♦4, W ♦3), ♠V (E ♠5, S ♦5, W ♦9): East ducks twice.
    for leader_cards in (("♠A", "♠2", "♦4", "♦3"), ("♠V", "♠5", "♦5", "♦9")):
        trick: tuple[int, ...] = ()
        for seat, name in zip((0, 1, 2, 3), leader_cards, strict=True):
            c = to_int(Card.read(name))
            progress = rules.after(tuple(hands), 0, trick, progress, c)
            hands[seat] &= ~(1 << c)
            trick = (*trick, c)
    allowed = rules.allowed(tuple(hands), 0, (), progress)
    assert (allowed.cards, allowed.rule) == (1 << to_int(Card.read("♠8")), "vers la coupe annoncée")


def test_the_tester21_p9_line_counts_six_as_typed_with_the_card() -> None:
    # Board 10 of docs/exemple-seance.pbn at trick 6 (tester21 P9): « ♠A, ♠V, je coupe un pique, je
    # remonte à l'♦A, puis ♠10 et ♠8 ». East ducks the ♠V: North's ♠8 (or ♠10) is ruffed under East's
    # ♠R, ♦A, the last spade: 6 of 8, as `♠A ♠V ♠8 ♦A ♠10` counts (was 5).
    board = "rev=S atout=♣ main=N declarant=S cartes=N:AJT8.5.AQ2. K52.KQ9.K8. .T8.T654.T4 7.J64.J973."
    assert tricks(board, "♠A ♠V coupe♠ puis ♦A ♠10 ♠8")[0] == 6
    assert tricks(board, "♠A ♠V ♠8 ♦A ♠10")[0] == 6

"""The worst normal line with at most K careless choices (rules/deals/claim/budget.py): the strict
count when K is large, the claimer's best play at every careless choice when K is 0, and in between
the line a director retains when he allows one or two careless plays, not a chain of them."""

from __future__ import annotations

import json

import pytest

from bot.commands.revendication import as_dict
from rules.deals.claim.budget import BEST, budgeted_minimum
from rules.deals.claim.careless import CAREFUL, careless_choices
from rules.deals.claim.double_dummy import double_dummy
from rules.deals.claim.normal import FREE
from rules.deals.claim.search import normal_minimum
from rules.deals.count import ClaimCount, count_claim, read_claim
from tests.rules.deals.corpus import FILES, cases
from tests.rules.deals.test_claim_careless import CHAINED
from tests.rules.deals.test_search_exact import random_claim


def _counts(text: str, careless: tuple[int, ...], discards: bool = False) -> list[int]:
    claim = read_claim(text)
    return [
        budgeted_minimum(claim.position, claim.claimer, claim.statement, False, k, discards=discards).tricks
        for k in careless
    ]


# White Book 8.70.5 : Sud ♠754, Ouest ♠6 sec, Nord ♦ARD, Ouest ♦V2. Le 7 d'abord fait tomber le 6 :
# trois levées. Le 5 ou le 4 d'abord (négligent, donc normal) perd une levée au 6 ; Ouest rejoue ♦,
# Nord prend et fait le reste : deux levées. Une seule négligence suffit, et c'est la seule choisie.
ONE_CHOICE = "rev=S atout=SA main=S cartes=N:..AKQ. ...432 754... 6..J2."


def test_a_single_careless_choice_is_counted_once_and_his_best_play_is_the_7() -> None:
    assert _counts(ONE_CHOICE, (0, 1, 2)) == [3, 2, 2]
    claim = read_claim(ONE_CHOICE)
    line = budgeted_minimum(claim.position, claim.claimer, (), False, 1)
    assert line.play[0].cards[0] in (2, 3)  # the ♠4 or the ♠5 (bit 0 is the 2), not the ♠7
    assert careless_choices(line) == 1 and line.play[0].reasons[0] == FREE


def test_two_chained_careless_choices_need_a_budget_of_two() -> None:
    # Sud ♠98 ♥V ♣RD, Nord ♦94 ♣A73, Est ♥6 ♦D72 ♣8, Ouest ♠5 ♥982 ♣4 ; sans atout, Sud en main.
    # Double mort 5 : Sud encaisse tout. Pour en perdre deux, il faut deux négligences : rejouer la
    # ♣D après le ♣R (au lieu d'un maître, au choix) ET que Nord la surprenne de l'♣A (au choix) ;
    # Nord encaisse alors le ♣7 et doit entamer carreau vers la ♦D d'Est, Sud défaussant ses maîtres.
    assert _counts(CHAINED, (0, 1, 2, 9)) == [5, 5, 3, 3]
    claim = read_claim(CHAINED)
    line = budgeted_minimum(claim.position, claim.claimer, (), False, 1)
    assert BEST in {r for t in line.play for r in t.reasons} or careless_choices(line) <= 1


# Sans atout, Nord en main : Nord ♥R ♦AD ♣10-4, Sud ♠V8 ♥D ♦V4 ; Est ♠4 ♥75 ♦2 ♣7, Ouest ♠63 ♥8 ♦63.
# Au mieux, les cinq levées : ♣10 (Sud défausse le ♦4), ♣4, ♦A, ♦D, ♥R (double mort 5).
# Trois négligences de Nord : entamer le ♣4 avant le ♣10 (Est prend du ♣7 et rend la main), le ♥R
# sous lequel tombe la ♥D de Sud (le ♥5 d'Est devient maître), l'♦A avant la ♦D. Jusqu'en session 13,
# la troisième coûtait une levée : sur le ♥5 d'Est, Sud défaussait son ♠8 (dernier pique, Est gardant le
# ♠4) et gardait le ♦V, que la ♦D du mort double. Depuis la session 14 (tester13 Z16), le camp garde le
# dernier maître d'une couleur que la défense tient encore, et jette d'abord celui que l'autre main
# double (White Book 8.70 : jeter un gagnant, « pire que négligent ») : Sud jette le ♦V, le ♠8 fait la
# dernière levée. Deux négligences coûtent deux levées ; la troisième ne coûte plus rien : 3, le strict.
THREE = "rev=S atout=SA main=N cartes=N:.K.AQ.T4 4.75.2.7 J8.Q.J4. 63.8.63."


def test_three_careless_choices_cost_two_tricks_the_side_keeping_its_last_spade() -> None:
    assert _counts(THREE, (0, 1, 2, 3)) == [5, 4, 3, 3]
    claim = read_claim(THREE)
    strict = normal_minimum(claim.position, 2)
    assert strict.tricks == 3 and double_dummy(claim.position, 2) == 5
    line = budgeted_minimum(claim.position, 2, (), False, 2)
    assert line.tricks == 3 and careless_choices(line) == 2


# Six positions of 4 cards drawn at random (bench/claims.py's seeds 3, 11, 29, dealt and claim-like).
DRAWN = [
    "rev=S atout=SA main=N cartes=N:76..7.8 T4..6.9 .A2.Q.5 3.J..A7",
    "rev=S atout=♦ main=E cartes=N:T7.J.Q. 4..6.95 .A.7.A8 63.2..7",
    "rev=S atout=♥ main=E cartes=N:.K.7.J4 754.4.. Q.32.8. .8.94.9",
    "rev=S atout=♥ main=N cartes=N:7.K..J9 54.3.8. Q.8.97. .42.4.4",
    "rev=S atout=♠ main=S cartes=N:94..Q2. AT.A.J. .74.6.K K.K5.8.",
    "rev=S atout=♣ main=S cartes=N:A.AK.Q. .75.82. KT..J.K 94.4.6.",
]


@pytest.mark.parametrize("text", DRAWN)
def test_without_a_bound_it_is_the_strict_count_and_with_none_it_stays_below_double_dummy(text: str) -> None:
    p = read_claim(text).position
    for aware in (False, True):
        strict = normal_minimum(p, 2, (), aware).tricks
        counts = [budgeted_minimum(p, 2, (), aware, k).tricks for k in (0, 1, 2, 9)]
        with_discards = [budgeted_minimum(p, 2, (), aware, k, discards=True).tricks for k in (1, 9)]
        assert counts[3] == with_discards[1] == strict
        assert strict <= counts[2] <= counts[1] <= counts[0] <= double_dummy(p, 2)
        assert counts[1] <= with_discards[0]


def test_the_warning_gives_the_careful_count_and_keeps_it_in_the_stored_count_and_the_json() -> None:
    count = count_claim(read_claim(CHAINED))
    assert count.careful_unaware is not None and count.careful_unaware.tricks == 3
    note = count.careless_note(False)
    assert note is not None and f"pas plus de {CAREFUL} négligences" in note
    assert ClaimCount.from_json(count.to_json()).careful_unaware == count.careful_unaware
    data = as_dict(count, False)
    assert data["careful"]["careless_at_most"] == CAREFUL and data["careful"]["tricks"] == 3
    json.dumps(data)


def test_no_alternative_without_a_chain() -> None:
    count = count_claim(read_claim(ONE_CHOICE))
    assert count.careful_unaware is None and count.careless_note(False) is None
    assert as_dict(count, False)["careful"] is None


def test_equivalent_cards_are_no_careless_choice_in_the_warnings_count() -> None:
    # The strict line labels Nord's ♦A « au choix » under West's ♦V (♦A-R-D are equivalent): careless.py
    # reads two choices in the line, the replay from the position one (the ♠5 or ♠4 led before the ♠7).
    count = count_claim(read_claim(ONE_CHOICE))
    assert careless_choices(count.unaware) == 2 and count.careless(False) == 1
    assert as_dict(count, False)["careless"] == 1


def test_the_careful_alternative_takes_a_share_of_the_strict_counts_nodes_and_a_floor_at_most(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Issue 36 §3 (session 10): the alternative is information; its node budget is a quarter of the
    strict count's nodes (both 70C readings), at least CAREFUL_FLOOR, at most CAREFUL_NODES — a node budget, so the
    same position gets the same answer whatever the load. Past it the warning goes without it."""
    import rules.deals.count as counting

    claim = read_claim(CHAINED)
    count = count_claim(claim)
    strict = count.unaware.nodes + (count.aware.nodes if count.aware else 0)
    assert count.careful_unaware is not None and count.careful_unaware.nodes <= max(
        counting.CAREFUL_FLOOR, strict
    )
    assert counting._careful_nodes(count.unaware, count.aware) == max(counting.CAREFUL_FLOOR, strict)
    # a budget below what the alternative needs: the strict count unchanged, the warning without it
    monkeypatch.setattr(counting, "CAREFUL_FLOOR", 1)
    monkeypatch.setattr(counting, "CAREFUL_NODES", count.careful_unaware.nodes // 2)
    cut = count_claim(claim)
    assert cut.careful_unaware is None and cut.unaware == count.unaware
    note = cut.careless_note(False)
    assert note is not None and "Lecture possible" not in note and "pas plus de" not in note
    # claims43: the warning says the alternative was sought, not found within the budget (never silence)
    assert f"au plus {CAREFUL} négligences n'a pas été comptée" in note


def test_the_careful_floor_keeps_every_alternative_of_the_published_corpus(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Session 26, the lead's rule for CAREFUL_FLOOR (docs/deals-and-claims.md, « Le budget de
    l'alternative »): the smallest floor that loses no alternative of the published corpus (and under
    10 % of those of the bench's 8-card positions). The corpus's dearest is H10's (8 cards, 10,731
    strict nodes: a quarter is 2,682), 6 tricks in 7,417 nodes: within the floor, not within 4,000 —
    there the warning would go without it, the count itself unchanged."""
    import rules.deals.count as counting

    claim = read_claim(str(cases(FILES["H"])[9]["position"]))
    count = count_claim(claim, careful_seconds=None)
    careful = count.careful_unaware
    assert careful is not None and careful.tricks == 6
    assert 4_000 < careful.nodes <= counting.CAREFUL_FLOOR
    monkeypatch.setattr(counting, "CAREFUL_FLOOR", 4_000)
    cut = count_claim(claim, careful_seconds=None)
    assert cut.careful_unaware is None and cut.unaware == count.unaware


def test_the_strict_tables_lower_bounds_never_change_the_careful_count() -> None:
    # count_claim hands the strict searches' table (both 70C readings, one table) to the careful
    # alternative: a boundary the strict count proved at t or more is settled there too (its lines
    # are normal lines). Same count and same line as the alternative searched alone, for every budget,
    # with and without `every` (costly.py's warning), on small random claims (statements, trumps).
    cut = 0
    for seed in range(3, 400, 4):  # odd seeds: claim-like, 3 to 5 cards a hand
        position, claimer, items, _ = random_claim(seed)
        table: dict[tuple[object, ...], tuple[int, int]] = {}
        strict = [normal_minimum(position, claimer, items, aware, table=table) for aware in (False, True)]
        for aware in (False, True):
            for k in (0, 1, 2):
                for every in (False, True):
                    alone = budgeted_minimum(position, claimer, items, aware, k, every=every)
                    bounded = budgeted_minimum(position, claimer, items, aware, k, every=every, strict=table)
                    assert bounded.tricks == alone.tricks >= strict[aware].tricks, seed
                    assert bounded.play == alone.play, seed
                    cut += bounded.nodes < alone.nodes
    assert cut >= 10  # the bound is met, not only carried

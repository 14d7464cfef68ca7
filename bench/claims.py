"""Claim counts from the cards (issue 36 §3): `python bench/claims.py [--quick]`.

- The published corpus (tests/rules/deals/published_claims.toml and the cases collected blind,
  published_claims_blind.toml): each case counted as the chats count it (double dummy, then the
  normal minimum with and without the trumps drawn), the agreement with the published count for
  each file, and the times by cards left in each hand.
- The speed cases (SPEED_CASES): positions a tester found slow, counted as the chats count them.
- Random positions (fixed seeds) with 4 to 13 cards a hand, South claiming, a random trump or
  no-trump: half dealt at random, half « claim-like » (the claimer's side holds most high cards,
  as when a claim is made). Median and max time by card count, and the positions the search gave
  up on (« comptez vous-même », past the chats' limit of CPU seconds for a count: LIMIT, and
  count_seconds's longer one up to 12 cards a hand).
Targets: at most 8 cards a hand under 1 s, 13 cards under 5 s (median and max); nothing refused
below 13 cards. Each time is what the director waits for: the whole count as the chats run it —
double dummy, both 70C readings, and where the careless-chain warning fires its careful
alternative (rules/deals/count.py: at most as many nodes as the strict count, CAREFUL_FLOOR at
least). The nodes printed are the strict count's (both readings), then the alternative's: figures
the machine's load does not move. `--cards 8,10` measures those sizes only, `--sans-corpus` skips
the corpus, `--boucle-seule` prints the event loop's lines only (the machine is shared: run only what you need).
Then the event loop's worst delay while a count runs as the bot runs it (bench/claims_loop.py). It measures;
it never fails a build. Timings depend on the machine's load: the first line says it.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from rules.deals.claim.double_dummy import double_dummy  # noqa: E402
from rules.deals.claim.search import ClaimTooLong  # noqa: E402
from rules.deals.count import ClaimCount, ClaimPosition, count_claim, count_seconds, read_claim  # noqa: E402
from rules.deals.layout import NO_TRUMP, card_text, cards_of  # noqa: E402
from tests.rules.deals.corpus import FILES, agrees, cases, counted, repeats_a_position, strong  # noqa: E402
from tests.rules.deals.random_positions import random_position  # noqa: E402

CORPUS = tuple(FILES.values())
SIZES = (4, 6, 8, 10, 13)
# CPU seconds: what the chats' solver process allows a count (bot/incidents/claim_count.py), and up to
# 12 cards a hand count_seconds's longer limit, as the bot gives it (issue 36 §3)
LIMIT = 30.0


def target(cards: int) -> float | None:
    return 1.0 if cards <= 8 else 5.0 if cards == 13 else None


position = random_position  # the same deals as the tests (tests/rules/deals/random_positions.py)


# The CPU seconds of each count timed (the process's: DDS's own threads included), in order: the
# limits are CPU time (search.clock, the chats' solver process), and this figure is the one the
# machine's load hardly moves (the wall time printed is what the director waits for).
CPU_SPENT: list[float] = []


# What each refused count still said (claims49, rules/deals/count.py `unfinished`), in order: the fewest
# tricks of a whole normal line the stopped search had found (None: none), and the double dummy.
CEILINGS: list[tuple[int | None, int | None]] = []


def timed(claim: ClaimPosition) -> tuple[float, ClaimCount | None]:
    start = time.perf_counter()
    cpu = time.process_time()
    try:
        count: ClaimCount | None = count_claim(claim, seconds=count_seconds(claim, LIMIT))
    except ClaimTooLong as error:
        count = None
        CEILINGS.append(
            (getattr(error.__cause__, "least", None), double_dummy(claim.position, claim.claimer))
        )
    CPU_SPENT.append(time.process_time() - cpu)
    return time.perf_counter() - start, count


def nodes(count: ClaimCount) -> int:
    """The search's nodes for both 70C readings: the work done, whatever the machine's load."""
    return count.unaware.nodes + (count.aware.nodes if count.aware else 0)


def careful_nodes(count: ClaimCount) -> int:
    """The careful alternative's nodes (both readings; 0 where the warning does not fire)."""
    return sum(line.nodes for line in (count.careful_unaware, count.careful_aware) if line is not None)


def figures(cards: int, label: str, times: list[float], refused: int, work: list[int]) -> str:
    limit = target(cards)
    text = f"median {statistics.median(times):.2f} s, max {max(times):.2f} s" if times else "aucune mesure"
    if work:
        text += f" (nodes median {statistics.median(work):.0f}, max {max(work)})"
    if refused:
        text += f", {refused} refusée(s) (« comptez vous-même »)"
    if limit is not None:
        ok = times and not refused and max(times) < limit and statistics.median(times) < limit
        text += f" (target < {limit:g} s: {'OK' if ok else 'MANQUÉ'})"
    elif cards < 13:
        text += f" (target: none refused: {'MANQUÉ' if refused else 'OK'})"
    return f"claim count, {label}, {cards} cards per hand, {len(times) + refused} positions: {text}"


def bucket(cards: int) -> int:
    """The size of the summary a position counts in: 4 (up to 4 cards a hand), 6, 8, 10, 13."""
    return next(size for size in SIZES if cards <= size)


def corpus(every: dict[int, list[float]], refusals: dict[int, int], work: dict[int, list[int]]) -> None:
    agree_all = total = strong_agree = strong_total = 0
    by_cards: dict[int, list[float]] = {}
    nodes_by_cards: dict[int, list[int]] = {}
    refused: dict[int, int] = {}
    for path in CORPUS:
        corpus_cases = cases(path)
        agree = 0
        for case in corpus_cases:
            if repeats_a_position(case):  # the same position as its first collection: timed once
                continue
            claim = read_claim(str(case["position"]))
            spent, count = timed(claim)
            cards = claim.position.tricks_left
            if count is None:
                refused[cards] = refused.get(cards, 0) + 1
                refusals[bucket(cards)] = refusals.get(bucket(cards), 0) + 1
                continue
            by_cards.setdefault(cards, []).append(spent)
            every.setdefault(bucket(cards), []).append(spent)
            nodes_by_cards.setdefault(cards, []).append(nodes(count))
            work.setdefault(bucket(cards), []).append(nodes(count))
            if not counted(case):  # a ruling collected twice weighs once (its time is measured)
                continue
            agree += agrees(case, count)
            if strong(case):
                strong_agree += agrees(case, count)
        rulings = [case for case in corpus_cases if counted(case)]
        strong_total += sum(strong(case) for case in rulings)
        print(
            f"published corpus {path.name}: {agree}/{len(rulings)} agree with the published count",
            flush=True,
        )
        agree_all += agree
        total += len(rulings)
    print(f"published corpus, all cases: {agree_all}/{total} agree ({100 * agree_all / total:.0f} %)")
    print(
        f"published corpus, strong sources (cards printed, a ruling's count): {strong_agree}/{strong_total}"
        f" agree ({100 * strong_agree / strong_total:.0f} %, target ≥ 95 %)"
    )
    for cards in sorted(set(by_cards) | set(refused)):
        print(
            figures(
                cards, "corpus", by_cards.get(cards, []), refused.get(cards, 0), nodes_by_cards.get(cards, [])
            )
        )


# Positions a tester found slow at the table, each counted as the chats count it (its line, as typed).
# tester20 P3 (session 19): 7♠ by East, Rotem 08/2013, after the 5th trick, a discard stated on a
# diamond honour: 28 s of CPU then, 8 cards a hand, both 70C readings.
SPEED_CASES = {
    "tester20 P3, 7♠ Rotem 2013, « défausse♣ sur ♦R », 8 cards": (
        "rev=E atout=♠ main=S cartes=N:932.542.Q93.Q953 AKQJ6.AQT93.6.A6 85.J87.J842.KJ72 T74.K6.AKT75.T84"
        " levees=♠5 ♠4 ♠2 ♠A ♠R ♠8 ♠7 ♠3 ♥3 ♥7 ♥R ♥2 ♥6 ♥4 ♥A ♥8 ♥9 ♥V ♠10 ♥5 ligne=défausse♣ sur ♦R"
    ),
}


def speed_cases() -> None:
    for name, text in SPEED_CASES.items():
        mark = len(CPU_SPENT)
        spent, count = timed(read_claim(text))
        if count is None:
            print(f"speed case {name}: refusée (« comptez vous-même ») after {spent:.2f} s")
            continue
        aware = f", aware {count.aware.tricks}" if count.aware else ""
        print(
            f"speed case {name}: unaware {count.unaware.tricks}{aware}, {spent:.2f} s"
            f" (CPU {CPU_SPENT[mark]:.2f} s, nodes {nodes(count)}; careful alternative {careful_nodes(count)})"
        )


_FRENCH_RANKS = {"R": "K", "D": "Q", "V": "J", "10": "T"}


def position_line(claim: ClaimPosition) -> str:
    """The director's `p` line for a bench position (« rev=S atout=♠ main=N cartes=N:… »), as typed."""
    layout = claim.position
    hands = []
    for hand in layout.hands:
        suits: dict[str, str] = {suit: "" for suit in "♠♥♦♣"}
        for card in cards_of(hand):
            text = card_text(card)
            suits[text[0]] += _FRENCH_RANKS.get(text[1:], text[1:])
        hands.append(".".join(suits[suit] for suit in "♠♥♦♣"))
    trump = "SA" if layout.trump == NO_TRUMP else "♠♥♦♣"[layout.trump]
    seats = "NESO"
    return f"rev={seats[claim.claimer]} atout={trump} main={seats[layout.leader]} cartes=N:{' '.join(hands)}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer positions")
    parser.add_argument("--cards", default=",".join(map(str, SIZES)), help="card counts, e.g. 8,10")
    parser.add_argument("--sans-corpus", action="store_true", help="skip the published corpus")
    parser.add_argument("--boucle-seule", action="store_true", help="only the event loop's delay")
    args = parser.parse_args()
    if args.boucle_seule:
        event_loop_lines()
        return
    sizes = tuple(int(n) for n in args.cards.split(","))
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    count_claim(position(2, 0))  # endplay's import and DDS's first call, paid once
    every: dict[int, list[float]] = {}
    refusals: dict[int, int] = {}
    work: dict[int, list[int]] = {}
    if not args.sans_corpus:
        corpus(every, refusals, work)
    speed_cases()
    runs = 3 if args.quick else 8
    for claim_like, label in ((False, "random"), (True, "claim-like")):
        for cards in sizes:
            times, refused, done, careful = [], 0, [], []
            mark = len(CPU_SPENT)
            for seed in range(runs):
                spent, count = timed(position(cards, seed, claim_like))
                if count is None:
                    refused += 1
                else:
                    times.append(spent)
                    done.append(nodes(count))
                    careful.append(careful_nodes(count))
            every.setdefault(cards, []).extend(times)
            work.setdefault(cards, []).extend(done)
            refusals[cards] = refusals.get(cards, 0) + refused
            alternative = (
                f"; careful alternative nodes max {max(careful)}" if careful and max(careful) else ""
            )
            cpu = CPU_SPENT[mark:]
            alternative += f"; CPU median {statistics.median(cpu):.2f} s, max {max(cpu):.2f} s" if cpu else ""
            print(figures(cards, label, times, refused, done) + alternative, flush=True)
            if refused:  # what the refusals said: a whole line's tricks (the count's ceiling) or nothing
                said = ", ".join(
                    f"{'rien' if least is None else f'au plus {least}'} (double mort {dd})"
                    for least, dd in CEILINGS[-refused:]
                )
                print(f"  refused, the line found said: {said}", flush=True)
    for cards in sizes:  # the corpus's positions counted with the nearest size at or above theirs
        print(
            figures(
                cards,
                "corpus + random + claim-like",
                every.get(cards, []),
                refusals.get(cards, 0),
                work.get(cards, []),
            )
        )
    event_loop_lines()


def event_loop_lines() -> None:
    """Issue 36 §3: the event loop's worst delay while a claim is counted as the bot counts it, measured in a
    fresh process that has loaded only what the bot loads (bench/claims_loop.py)."""
    line = position_line(position(8, 1, True))
    subprocess.run([sys.executable, str(ROOT / "bench" / "claims_loop.py"), line], check=False)


if __name__ == "__main__":
    main()

"""Claim analysis from the cards (issue 32 §3): `python bench/claims.py [--quick]`.

Random positions (a fixed seed) with 4, 6 and 8 cards left in each hand, a random trump or
no-trump, South claiming: the time of one claim count as the chats run it (the normal minimum,
with and without the trumps drawn when an opponent holds one, and the double-dummy count),
median and maximum. Target: a claim with 6 cards or fewer left in each hand under 2 s. Then the
event loop's worst delay while a count runs in its worker thread (the chat stays responsive).
It measures; it never fails a build.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from rules.deals.claim.search import ClaimTooLong  # noqa: E402
from rules.deals.count import ClaimPosition, count_claim  # noqa: E402
from rules.deals.layout import NO_TRUMP, Layout  # noqa: E402

TARGET = 2.0


def position(cards: int, seed: int) -> ClaimPosition:
    draw = random.Random(seed)
    hands = [0, 0, 0, 0]
    for i, c in enumerate(draw.sample(range(52), 4 * cards)):
        hands[i % 4] |= 1 << c
    trump = draw.choice([0, 1, 2, 3, NO_TRUMP])
    return ClaimPosition(Layout((hands[0], hands[1], hands[2], hands[3]), trump, draw.randrange(4)), 2, ())


def timed(claim: ClaimPosition) -> float | None:
    start = time.perf_counter()
    try:
        count_claim(claim)
    except ClaimTooLong:
        return None
    return time.perf_counter() - start


async def loop_delay(claim: ClaimPosition) -> tuple[float, float]:
    """The worst lateness of a 10 ms ticker while the count runs off the loop, and its time."""
    worst = 0.0

    async def tick() -> None:
        nonlocal worst
        while True:
            before = time.perf_counter()
            await asyncio.sleep(0.01)
            worst = max(worst, time.perf_counter() - before - 0.01)

    ticker = asyncio.create_task(tick())
    start = time.perf_counter()
    await asyncio.to_thread(count_claim, claim)
    spent = time.perf_counter() - start
    ticker.cancel()
    return worst, spent


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer positions")
    args = parser.parse_args()
    runs = {4: 10, 6: 10, 8: 3} if args.quick else {4: 30, 6: 30, 8: 8}
    count_claim(position(2, 0))  # endplay's import and DDS's first call, paid once
    for cards, n in runs.items():
        times = [timed(position(cards, seed)) for seed in range(n)]
        done = [t for t in times if t is not None]
        too_long = len(times) - len(done)
        figures = (
            f"median {statistics.median(done):.2f} s, max {max(done):.2f} s" if done else "aucune mesure"
        )
        extra = f", {too_long} au-delà du budget de recherche" if too_long else ""
        target = (
            f" (target < {TARGET:g} s: {'OK' if done and max(done) < TARGET else 'MANQUÉ'})"
            if cards <= 6
            else ""
        )
        print(f"claim count, {cards} cards per hand, {len(times)} positions: {figures}{extra}{target}")
    worst, spent = asyncio.run(loop_delay(position(10, 1)))
    print(
        f"event loop while a 10-card claim is counted ({spent:.2f} s): worst delay {worst * 1000:.0f} ms "
        "(target < 100 ms)"
    )


if __name__ == "__main__":
    main()

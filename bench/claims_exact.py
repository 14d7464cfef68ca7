"""Do the claim counts stay the same after a change to the search (issue 36 §3: a faster search must count
exactly what the old one counted)? `python bench/claims_exact.py --save before.json` on the old code,
then `python bench/claims_exact.py --check before.json` on the new one.

Positions: bench/claims.py's random and claim-like deals (South claiming, no statement), `--seeds` of each
size in `--cards` (default 30 of each of 4 to 8 cards a hand: 300 positions), bench/claims.py's speed cases,
and the published corpus's positions of `--corpus-max` cards or fewer (default 8; tests/rules/deals/*.toml,
their statements and tricks played). For each, the count as the chats make it (rules/deals/count.py): both
readings of 70C (unaware, aware where a trump is out), the double dummy, the careful alternative where the
warning fires, each line as shown (every card and the rule that allowed it) and the choices the warning
counts. `--check` prints every position whose figures differ and exits 1 if any does; the strict search's
nodes, summed, are printed before and after (the work, whatever the machine's load). It measures a change;
it is no test of the Laws (tests/rules/deals/ is). Mind the careful alternative's node budget: a quarter of
the strict search's nodes past 42,000 (rules/deals/count.py, _careful_nodes), so a cut of the strict search
may leave it less room on those positions — the check then shows it.
10 cards: `--cards 10 --seeds 8 --corpus-max 10` (89 positions, about 3 minutes of CPU, session 28).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.claims import CORPUS, SPEED_CASES, position  # noqa: E402
from rules.deals.claim.search import ClaimTooLong  # noqa: E402
from rules.deals.count import ClaimPosition, count_claim, read_claim  # noqa: E402
from tests.rules.deals.corpus import cases  # noqa: E402

SIZES = range(4, 9)


def positions(seeds: int, sizes: Iterable[int] = SIZES, largest: int = 8) -> dict[str, ClaimPosition]:
    found: dict[str, ClaimPosition] = {}
    for cards in sizes:
        for claim_like in (False, True):
            for seed in range(seeds):
                found[f"{'claim-like' if claim_like else 'random'} {cards} cards seed {seed}"] = position(
                    cards, seed, claim_like
                )
    for name, text in SPEED_CASES.items():
        found[f"speed case {name}"] = read_claim(text)
    for path in CORPUS:
        for i, case in enumerate(cases(path)):
            claim = read_claim(str(case["position"]))
            if claim.position.tricks_left <= largest:
                found[f"{path.name} #{i}"] = claim
    return found


def figures(claim: ClaimPosition) -> dict[str, object]:
    try:
        count = count_claim(claim)
    except ClaimTooLong:
        return {"refused": True, "nodes": 0}
    careful = [line.tricks if line else None for line in (count.careful_unaware, count.careful_aware)]
    return {
        "unaware": count.unaware.tricks,
        "aware": count.aware.tricks if count.aware else None,
        "double_dummy": count.double_dummy,
        "careful": careful,
        # the lines shown (each card and the rule that allowed it), the careful alternatives' too, and the
        # choices the warning counts: what the director reads, not only the figures
        "lines": [list(line.lines()) if line else None for line in (count.unaware, count.aware)],
        "careful_lines": [
            list(line.lines()) if line else None for line in (count.careful_unaware, count.careful_aware)
        ],
        "chosen": [count.chosen_unaware, count.chosen_aware],
        "nodes": count.unaware.nodes + (count.aware.nodes if count.aware else 0),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--save", type=Path, help="write the figures to this JSON file")
    parser.add_argument("--check", type=Path, help="compare with the figures of this JSON file")
    parser.add_argument("--seeds", type=int, default=30, help="random and claim-like deals of each size")
    parser.add_argument("--cards", default="4,5,6,7,8", help="the random deals' sizes, e.g. 10")
    parser.add_argument("--corpus-max", type=int, default=8, help="the corpus's positions up to this size")
    args = parser.parse_args()
    start = time.process_time()
    sizes = [int(n) for n in args.cards.split(",") if n]
    found = {name: figures(claim) for name, claim in positions(args.seeds, sizes, args.corpus_max).items()}
    nodes = sum(int(f["nodes"]) for f in found.values())  # type: ignore[call-overload]
    print(f"{len(found)} positions, strict nodes {nodes}, CPU {time.process_time() - start:.1f} s")
    if args.save:
        args.save.write_text(json.dumps(found, indent=0, ensure_ascii=False), encoding="utf-8")
    if args.check:
        before = json.loads(args.check.read_text(encoding="utf-8"))
        # Positions on one side only (a corpus file added or removed between the two runs: session 20's
        # file S) are named, not compared; the nodes are summed over the positions both runs counted.
        for name in sorted(found.keys() ^ before.keys()):
            print(f"{'NOUVELLE' if name in found else 'DISPARUE'} {name} (non comparée)")
        common = found.keys() & before.keys()
        old_nodes = sum(int(before[name]["nodes"]) for name in common)
        nodes = sum(int(found[name]["nodes"]) for name in common)  # type: ignore[call-overload]
        differ = 0
        for name in sorted(common):
            now = found[name]
            then = dict(before[name])
            now_seen = {k: v for k, v in now.items() if k != "nodes"}
            then.pop("nodes", None)
            if then != now_seen:
                differ += 1
                print(f"DIFFÉRENT {name}: avant {then}, après {now_seen}")
        print(f"{differ} position(s) counted differently; strict nodes {old_nodes} before, {nodes} now")
        sys.exit(1 if differ else 0)


if __name__ == "__main__":
    main()

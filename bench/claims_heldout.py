"""The claim count against published rulings held out of all tuning (bench/heldout/): agreement only.

Each case is counted in its own process with a time limit, as the chats would; the output is the number
of cases agreed, refused or over time — never which, so that reading it tunes nothing.

    python bench/claims_heldout.py [--limite 60]
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.rules.deals.corpus import cases

HELD_OUT = Path(__file__).resolve().parent / "heldout"  # every file there: one per blind collection


def _agrees(case: dict[str, object], answer: multiprocessing.Queue) -> None:  # type: ignore[type-arg]
    from rules.deals.count import count_claim, read_claim
    from tests.rules.deals.corpus import agrees

    try:
        count = count_claim(read_claim(str(case["position"])))
    except Exception:  # a refusal is a disagreement here, counted apart
        answer.put("refused")
        return
    answer.put("agreed" if agrees(case, count) else "differs")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--limite", type=float, default=60.0, help="seconds per case")
    limit = parser.parse_args().limite
    files = sorted(HELD_OUT.glob("*.toml"))
    held_out = [case for path in files for case in cases(path)]
    if not held_out:
        print(f"held-out published claims: aucune collection dans {HELD_OUT} (rien à mesurer)")
        return
    tally = {"agreed": 0, "differs": 0, "refused": 0, "over time": 0}
    for case in held_out:
        answer: multiprocessing.Queue = multiprocessing.Queue()  # type: ignore[type-arg]
        worker = multiprocessing.Process(target=_agrees, args=(case, answer))
        worker.start()
        worker.join(limit)
        if worker.is_alive():
            worker.kill()
            tally["over time"] += 1
            continue
        tally[answer.get()] += 1
    print(
        f"held-out published claims ({len(files)} blind collection(s), never tuned on): agreed {tally['agreed']} of "
        f"{len(held_out)}; differ {tally['differs']}, refused {tally['refused']}, over {limit:.0f} s "
        f"{tally['over time']}   target >= 95 %  {'PASS' if tally['agreed'] >= 0.95 * len(held_out) else 'MISS'}"
    )


if __name__ == "__main__":
    main()

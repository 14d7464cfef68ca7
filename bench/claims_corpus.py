"""The published claim corpus, every case: `python bench/claims_corpus.py [--limit S] [P03 B10 …]`.

Counts each case of tests/rules/deals/published_claims.toml (P01…) and published_claims_blind.toml
(B01…) in a child process stopped after `--limit` seconds, and prints for each: agrees or not with
the published count, the time, whether the file expects a disagreement or marks it too slow for the
suite, and for a disagreement the losing line with the rule of each card. Last line: the agreement
over the cases asked. The suite runs the cases not marked `too_slow`
(tests/rules/deals/test_claims_published.py); this script also runs those. It measures; it never
fails a build.
"""

from __future__ import annotations

import argparse
import multiprocessing as mp
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from rules.deals.count import count_claim, read_claim  # noqa: E402
from tests.rules.deals.corpus import FILES, agrees, cases, counted, repeats_a_position, strong  # noqa: E402


def _one(case: dict[str, object], out: mp.Queue) -> None:  # type: ignore[type-arg]
    start = time.monotonic()
    count = count_claim(read_claim(str(case["position"])), budget=100_000_000)
    ok = agrees(case, count)
    if case.get("kind") == "concession":
        got = count.unaware.tricks > int(case["kept"])  # type: ignore[call-overload]
        text = f"impossible à perdre : {got} (minimum {count.unaware.tricks}, gardées {case['kept']})"
    else:
        line = count.line(bool(case.get("aware")))
        aware = count.aware.tricks if count.aware else "-"
        text = (
            f"Arbitre {line.tricks}, publié {case['published']} "
            f"(sans l'atout {count.unaware.tricks}, avec {aware}, double mort {count.double_dummy})"
        )
        if not ok:
            text += "".join(f"\n      {row}" for row in line.lines())
    out.put((ok, text, time.monotonic() - start))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("cases", nargs="*", help="P03, B10…: only these (default: all)")
    parser.add_argument("--limit", type=float, default=600.0)
    args = parser.parse_args()
    todo = []
    for tag, path in FILES.items():
        for i, case in enumerate(cases(path)):
            key = f"{tag}{i + 1:02d}"
            if (not args.cases or key in args.cases) and not repeats_a_position(case):
                todo.append((key, case))
    agree = strong_agree = 0
    for key, case in todo:
        out: mp.Queue = mp.Queue()  # type: ignore[type-arg]
        child = mp.Process(target=_one, args=(case, out))
        child.start()
        child.join(args.limit)
        marks = (
            ("[désaccord attendu] " if "disagreement" in case else "")
            + ("[hors suite] " if "too_slow" in case else "")
            + ("[source faible] " if "weak_source" in case else "")
            + (f"[même décision que {case['same_ruling']}] " if "same_ruling" in case else "")
        )
        if child.is_alive():
            child.kill()
            print(f"{key} TROP LONG (> {args.limit:.0f} s) {marks}{case['name']}", flush=True)
            continue
        ok, text, seconds = out.get()
        if counted(case):  # a ruling collected twice (`same_ruling`) is shown, counted once
            agree += ok
            strong_agree += ok and strong(case)
        print(
            f"{key} {'OK ' if ok else 'NON'} {seconds:6.1f} s {marks}{case['name']}\n    {text}", flush=True
        )
    rulings = [case for _, case in todo if counted(case)]
    strong_total = sum(strong(case) for case in rulings)
    print(f"accord : {agree} sur {len(rulings)} (toutes les décisions, chacune une fois)")
    print(
        f"accord, sources fortes (cartes imprimées, compte d'une décision) : {strong_agree} sur {strong_total}"
    )


if __name__ == "__main__":
    main()

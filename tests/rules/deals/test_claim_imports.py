"""The claim search loads with the first claim counted, not at start-up nor when a stored count is read
(session 18: bot.cli imported the whole search through ClaimCount, about 11 ms of a 0.39 s cold start)."""

from __future__ import annotations

import json
import subprocess
import sys

SEARCH = (
    "rules.deals.count",
    "rules.deals.claim.search",
    "rules.deals.claim.normal",
    "rules.deals.claim.budget",
)


def _loaded(code: str) -> list[str]:
    shown = f"import json; print(json.dumps(sorted(m for m in sys.modules if m in {SEARCH!r})))"
    done = subprocess.run(
        [sys.executable, "-c", f"import sys; {code}; {shown}"],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    return list(json.loads(done.stdout))


def test_the_start_up_does_not_load_the_claim_search() -> None:
    assert _loaded("import bot.cli, bot.adapters.terminal.session, bot.app; bot.cli.build_parser()") == []


def test_a_stored_count_is_read_and_said_without_the_search() -> None:
    from rules.deals.count import count_claim, read_claim

    # White Book 8.70.4 (a): East keeps a small trump; both 70C readings are said.
    stored = count_claim(
        read_claim("rev=S atout=♥ main=S cartes=N:2..2.32 3.2.KQ. AK.9..A Q..A.KQ")
    ).to_json()
    code = (
        "from rules.deals.claim.counted import ClaimCount; "
        f"c = ClaimCount.from_json({stored!r}); c.summary(); c.facts(); c.careless_note(True)"
    )
    assert _loaded(code) == []
    assert _loaded("from rules.deals.claim.position import read_claim") == []

"""Issue 36 « Done when »: a claim at trick 4 on a stored deal is counted in the terminal (the
Telegram and Discord twins are tests/bot/telegram/ and tests/bot/discord/test_claim_trick4.py).

The deal (tests/data/claim_trick4.pbn, board 1): South plays 7♠, West leads. Three tricks are
played (♥A, ♣A, ♦A); South, on lead with ten cards a hand, claims the rest saying nothing of the
trumps while East still holds ♠7654. Counted from the cards: 10 if he draws them first (70C,
aware), 9 on a normal line that forgets them (a diamond or heart winner ruffed by East)."""

from __future__ import annotations

import io
from pathlib import Path

from bot.adapters.terminal.session import Terminal
from bot.incidents.deals import DealBook
from bot.incidents.engine import Engine
from bot.incidents.incident import Actor
from bot.incidents.store import Store
from rules.deals import read_file

DIRECTOR = Actor("terminal:test", "Test", is_director=True)
DEAL_FILE = Path(__file__).parents[1] / "data" / "claim_trick4.pbn"
# West's ♥2 to the ♥A, then South cashes the ♣A and the ♦A: three tricks, all South's.
TRICKS = "♥2 ♥9 ♥5 ♥A  ♣A ♣2 ♣9 ♣6  ♦A ♦2 ♦8 ♦5"
CLAIM = f"rev=S atout=♠ main=O levees={TRICKS}"


async def test_a_claim_at_trick_four_on_a_stored_deal_is_counted_in_the_terminal(tmp_path: Path) -> None:
    store = await Store(tmp_path / "db.sqlite3").open()
    await DealBook(store).save("terminal", read_file(DEAL_FILE.read_bytes()), "fichier", "t4.pbn", DIRECTOR)
    script = "\n".join(
        [
            "Revendication ou concession",
            "d 1 table=1",
            "1",  # contestée
            f"p {CLAIM}",
            "10",  # he claimed the ten tricks left
            "2",  # he said nothing of the trumps
            "1",  # he may have forgotten East's; the 3 already won, the one count possible, taken (tester18 R10)
            "9",  # Arbitre's count of the tricks left, confirmed
            "",
            "q",
        ]
    )
    out = io.StringIO()
    assert await Terminal(Engine(store), DIRECTOR, io.StringIO(script + "\n"), out).run() == 0
    text = out.getvalue()
    assert "Position enregistrée : 10 levée(s) à jouer" in text
    # Ten cards a hand: the terminal says first that the count runs (issue 36 §3).
    assert text.index("Comptage en cours (10 cartes par main)") < text.index("Position enregistrée")
    assert "au moins 9 s'il a pu oublier l'atout adverse, 10 s'il en a tenu compte" in text
    assert "Arbitre propose : 9 (compté par Arbitre) — tapez 9 pour le confirmer." in text
    [incident] = await store.list()
    count = incident.claim_count
    assert count is not None and count.claim.won_before == 3 and count.claim.position.tricks_left == 10
    assert (count.unaware.tricks, count.aware and count.aware.tricks, count.double_dummy) == (9, 10, 10)
    step = incident.step()
    assert step is not None and step.ruling is not None and step.ruling.tricks_awarded == 12
    await store.close()

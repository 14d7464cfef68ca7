"""The claim's position typed with `p` against what the incident already knows, and the questions'
numbers around it (round 5, session 9, ops11).

- Tester7 T22's remainder: « Sud joue 4♥ et revendique » then `p rev=E …` was counted for Est without a
  word (the trump's mismatch was already refused); a `declarant=` the contract contradicts too. A
  defender's claim on a contract the words name gets 70D2 without `declarant=`.
- Tester7 T21-3's remainder: « Question 2 — Reste-t-il un atout… », then `p`, then « Question 2 » again
  for another question: the position takes the number of the question it answered.
"""

from __future__ import annotations

from pathlib import Path

from bot.incidents.engine import Engine
from bot.incidents.store import Store
from tests.bot.test_newcomer_round5 import session as terminal

CLAIM = "Sud joue 4♥ et revendique les 3 dernières levées, EO contestent\n\n"
POSITION = "p rev={} atout=♥ main=S cartes=N:..432. 5.2..9 AK.A.. ...KQJ{}\n"


async def test_t22_a_claimer_the_words_contradict_is_refused_and_nothing_is_counted(tmp_path: Path) -> None:
    said = await terminal(tmp_path, CLAIM + POSITION.format("E", "") + POSITION.format("S", ""))
    refused, counted = said.split("La position dit rev=E", 1)[1].split("Position enregistrée", 1)
    assert "la description dit « Sud joue 4♥ et revendique » (revendiquant Sud)" in refused
    assert "Corrigez rev=" in refused and "Rien n'a été compté." in refused
    assert "au moins 2 s'il a pu oublier l'atout adverse, 3 s'il en a tenu compte" in counted


async def test_t22_a_declarer_the_words_contradict_is_refused(tmp_path: Path) -> None:
    said = await terminal(tmp_path, CLAIM + POSITION.format("S", " declarant=E"))
    assert "La position fait de Est le déclarant" in said
    assert "d'après « Sud joue 4♥ », le déclarant est Sud" in said and "Rien n'a été compté." in said
    assert "Position enregistrée" not in said


async def test_a_defenders_claim_on_the_described_contract_is_counted_as_the_defences(tmp_path: Path) -> None:
    """70D2: the claimer's side defends; the words say so (« Sud joue 4♥, Est revendique »), so the count
    is the defence's without `declarant=` typed."""
    words = "Sud joue 4♥, Est revendique les 3 dernières levées, NS contestent\n\n"
    said = await terminal(tmp_path, words + POSITION.format("E", ""))
    assert "Position enregistrée" in said
    store = await Store(tmp_path / "arbitre.sqlite3").open()
    try:
        shown = await Engine(store).show("1")
    finally:
        await store.close()
    assert shown.incident is not None and shown.incident.claim_count is not None
    assert shown.incident.claim_count.claim.defence


async def test_t21_3_the_position_takes_the_number_of_the_question_it_answered(tmp_path: Path) -> None:
    # Words that leave the tricks claimed to ask (« les 3 dernières levées » answers them: issue 36 §5).
    said = await terminal(tmp_path, CLAIM.replace(" les 3 dernières levées", "") + POSITION.format("S", ""))
    assert "Question 2 — Reste-t-il un atout" in said
    after = said.split("Position enregistrée", 1)[1]
    assert "Question 3 — Combien de levées" in after and "Question 2" not in after
    resumed = await terminal(tmp_path, "1\n")  # the list on resuming says the same
    assert (
        "  2. Position de la revendication (p), comptée par Arbitre — revendiquant Sud, 3 levée(s) à jouer\n"
        "\nQuestion 3 — Combien de levées"
    ) in resumed

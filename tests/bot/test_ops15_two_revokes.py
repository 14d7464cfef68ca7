"""tester12 Y2 and tester11 X13 (last item), at the terminal and in the export: a second revoke opened with
`+` on the first. The two offenders' roles settle « Quelle est l'autre renonce ? » when they are of two sides
(a defender, then the declarer: 64B7, no transfer) — answered, said, and a contradicting answer refused in
French with nothing recorded; the first revoke's trick is offered from the first incident; the export no
longer shows the first incident's own « 2 levées transférées » beside the joint ruling."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest

from bot.adapters.terminal.session import Terminal
from bot.cli import main
from bot.incidents import two_revokes
from bot.incidents.engine import Engine
from bot.incidents.store import Store
from tests.bot.test_terminal import DIRECTOR

FIRST = (
    "donne 7 table 2 Sud joue 4♠, Est a renoncé à cœur à la 3e levée, Est a gagné la levée de la renonce, "
    "découvert à la fin du coup\n\n1\n+\n"
)
DECLARER_TOO = "Sud (le décla) a aussi renoncé à trèfle à la 8e levée, découvert après la fin du jeu\n\n"
OTHER = "« Quelle est l'autre renonce ? » — L'autre camp a aussi fait une renonce"


async def _run(tmp_path: Path, script: str) -> tuple[str, Store]:
    store = await Store(tmp_path / "arbitre.sqlite3").open()
    out = io.StringIO()
    assert await Terminal(Engine(store), DIRECTOR, io.StringIO(script), out).run() == 0
    return out.getvalue(), store


async def test_a_defender_then_the_declarer_is_the_other_side_no_transfer(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out, store = await _run(tmp_path, FIRST + DECLARER_TOO + "\n\nq\n")
    assert "Compris : Qui est le joueur fautif ? → Le déclarant" in out
    assert out.count(f"Fait repris de l'incident #1 : {OTHER}") == 1  # said once
    assert "Question 4 — Quelle est l'autre renonce ?" not in out
    assert "DÉCISION — Renonces consommées des deux camps : pas de transfert" in out
    second = await store.get("2")
    assert second is not None and ("second_revoke", "other_side") in second.answers
    await store.close()
    capsys.readouterr()
    with pytest.raises(SystemExit):
        main(["--data-dir", str(tmp_path), "incidents", "export", "--format", "csv"])
    text = capsys.readouterr().out.lstrip("\ufeff")
    rows = {row["Incident"]: row for row in csv.DictReader(io.StringIO(text), delimiter=";")}
    assert rows["1"]["Levées transférées"] == "voir #2"  # not « 2 » beside the joint ruling's 0
    assert "ne vaut plus seule : réglée avec l'autre renonce, incident #2 (64B)" in rows["1"]["Décision"]
    assert rows["2"]["Levées transférées"] == "0"


async def test_an_answer_the_two_offenders_contradict_is_refused(tmp_path: Path) -> None:
    """An incident stored before the question was narrowed (ops16: no « only » fact received): « the same
    player, same suit » (the tester's 1) is refused, in French, nothing recorded. Incidents opened now never
    offer it (tests/bot/test_ops16_offered.py)."""
    from bot.incidents.links import ONLY

    store = await Store(tmp_path / "arbitre.sqlite3").open()
    engine = Engine(store)
    out = io.StringIO()
    assert await Terminal(engine, DIRECTOR, io.StringIO(FIRST + DECLARER_TOO + "q\n"), out).run() == 0
    second = await store.get("2")
    assert second is not None
    old = second.evolve(
        received=tuple(f for f in second.received if f.mode != ONLY and f.question != "second_revoke"),
        answers=tuple(a for a in second.answers if a[0] != "second_revoke"),
    )
    message = two_revokes.refusal(await store.get("1"), old, "second_revoke", "same_player_same_suit")
    assert message == (
        "Réponse impossible : l'incident #1 a pour fautif un joueur de la défense, celui-ci le déclarant ; ce sont "
        "les deux camps (« L'autre camp a aussi fait une renonce », 64B7). Si un fautif est faux, corrigez-le "
        "d'abord (r). Rien n'a été enregistré."
    )
    assert two_revokes.refusal(await store.get("1"), second, "second_revoke", "same_player_same_suit") is None
    await store.close()


async def test_the_same_defender_twice_the_first_revoke_s_trick_is_offered_from_the_first(
    tmp_path: Path,
) -> None:
    """Two defenders: same player or partners, asked; the first revoke's trick (won by the offender, #1's
    answer) is offered marked, for the director to confirm (only he knows which revoke came first)."""
    script = FIRST + "Est a renoncé une deuxième fois à cœur à la 6e levée\n\n1\n1\n1\n1\n\n\nq\n"
    out, store = await _run(tmp_path, script)
    assert "Question 4 — Quelle est l'autre renonce ?" in out
    assert "1. Le joueur fautif lui-même (d'après l'incident #1)" in out
    assert "Deux renonces du même joueur dans la même couleur" in out
    await store.close()

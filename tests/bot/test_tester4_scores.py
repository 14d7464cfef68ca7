"""Tester4's wrong scores on the scorer's sheet, through the terminal (the tester's own scripts on
docs/exemple-seance.pbn), each expected score checked by hand against the Laws and the scoring table.

F2: a table result (64A's corrected result, a claim's tricks 69-71) is a score in points, the
numeric columns the scorer enters; the session's field only informs it (no 12C1c: nothing weighted).
F15: a claim's mark is scored for the side that played the contract, with the tricks just ruled.
"""

from __future__ import annotations

import asyncio
import io
import time
from pathlib import Path

from bot.adapters.terminal.session import Terminal
from bot.incidents.deals import DealBook
from bot.incidents.engine import Engine
from bot.incidents.incident import Action, Actor, Incident, Kind
from bot.incidents.rows import Event
from bot.incidents.store import Store
from bot.privacy import retention as privacy
from bot.reports import incidents_log, scorer_sheet
from rules.deals import read_file

SAMPLE = Path(__file__).parents[2] / "docs" / "exemple-seance.pbn"
DIRECTOR = Actor("terminal:test", "Test", is_director=True)
# Board 17 (dealer N, nobody vulnerable): S plays 4♥, W revokes; 9 tricks at the table, 1 transferred.
REVOKE = (
    "Sud joue 4 cœurs, Ouest n'a pas fourni à carreau à la 5e levée\n\nd 17 table=1 ns=1 eo=13\n"
    "3\n3\n1\n1\n1\n9\nmn\n\nq\n"
)
# Board 1 (nobody vulnerable): E plays 4♠ and claims; ruled 1 trick won + 4 of the remaining = 5.
CLAIM = "donne 1 table 1, Est joue 4♠, Est revendique, Sud conteste\n\n2\n2\nje ne sais pas\n1\n4\n"


async def session(tmp_path: Path, script: str) -> tuple[str, list[Incident]]:
    store = await Store(tmp_path / "db.sqlite3").open()
    await DealBook(store).save("terminal", read_file(SAMPLE.read_bytes()), "fichier", "seance.pbn", DIRECTOR)
    out = io.StringIO()
    assert await Terminal(Engine(store), DIRECTOR, io.StringIO(script), out).run() == 0
    found = sorted(await store.list(), key=lambda i: int(i.id))
    await store.close()
    return out.getvalue(), found


async def test_a_revoke_transfer_goes_to_the_sheet_as_its_score_not_a_percentage(tmp_path: Path) -> None:
    """F2: 4♥ by S, 9 tricks + 1 transferred (64A2) = 10 tricks, 4♥= nv +420; table -50 (4♥-1)."""
    text, [incident] = await session(tmp_path, REVOKE)
    recorded = text.split("> mn", 1)[1].split("> ", 1)[0]
    assert "Marque : +420 pour Nord-Sud" in recorded and "12C1c" not in recorded
    assert "Nord-Sud 83,33 %" in recorded and "À titre d'information" in recorded  # 4 wins + 2 ties of 6
    assert incident.score is not None and (incident.score.ns, incident.score.ew) == (
        "+420 points",
        "-420 points",
    )
    [row] = scorer_sheet.rows([incident])
    assert (row["avant_ns"], row["apres_ns"], row["apres_eo"]) == ("-50 points", "+420 points", "-420 points")
    assert (row["ns_nombre"], row["eo_nombre"], row["unite"]) == ("420", "-420", "points")
    assert "12C1c" not in row["lois"]


async def test_a_claim_mark_is_scored_for_the_declaring_side_with_the_ruled_tricks(tmp_path: Path) -> None:
    """F15: E declarer, 5 tricks ruled: 4♠= (10 tricks) is refused; 4♠-5 is E-W's, NS +250 (nv)."""
    text, [incident] = await session(tmp_path, CLAIM + "m 4♠=\nm NS 4♠-5\nm 4♠-5\n\nq\n")
    assert "« 4♠= » donne 10 levées au déclarant (Est-Ouest) ; la décision attribue 5 levées" in text
    assert (
        "« NS 4♠-5 » fait jouer le contrat par Nord-Sud ; d'après l'incident, il est joué par Est-Ouest"
        in text
    )
    assert "4♠ -5 par Est-Ouest : +250, vu de Nord-Sud." in text
    assert len(incident.scores) == 1 and incident.score is not None
    assert (incident.score.line, incident.score.ns) == ("EO 4♠-5", "+250 points")
    [row] = scorer_sheet.rows([incident])
    assert (row["apres_ns"], row["ns_nombre"], row["unite"]) == ("+250 points", "250", "points")


async def test_a_transfer_without_its_corrected_result_waits_and_the_sheet_says_mark_to_do(
    tmp_path: Path,
) -> None:
    """F1: the end of hand says « 1 levée transférée », the director leaves at « Calculer … ? »: the
    incident stays listed (« en attente ») and the sheet has a « Marque à faire » row for table 1."""
    head = REVOKE.split("1\n1\n1\n9\nmn", 1)[0]
    text, [incident] = await session(tmp_path, head + "1\n\n")
    waiting = "en attente : résultat corrigé à calculer (1 levée transférée, 64A) et sa marque à enregistrer"
    assert f"Incident #1 enregistré ; {waiting}" in text
    assert f"— {waiting}" in text.rsplit("Incidents non terminés :", 1)[1]  # listed at the next menu
    [row] = scorer_sheet.rows([incident])
    assert (row["donne"], row["table"], row["quoi"]) == ("17", "1", "Marque à faire — Renonce")
    assert not row.get("apres_ns")


async def test_a_claim_ruling_without_its_mark_waits(tmp_path: Path) -> None:
    """F1: a claim ruled (5 tricks), left with Entrée and no `m`: « marque à enregistrer »."""
    text, [incident] = await session(tmp_path, CLAIM + "\nq\n")
    assert (
        "Incident #1 enregistré ; en attente : marque à enregistrer (5 levées au camp du revendiquant" in text
    )
    [row] = scorer_sheet.rows([incident])
    assert row["quoi"] == "Marque à faire — Revendication ou concession"


APPEAL = "Nord-Sud font appel de ma décision sur la donne 1 table 1\n\n1\n1\n3\n2\n\n"


async def test_an_appeal_that_changes_the_ruling_makes_the_old_mark_stale(tmp_path: Path) -> None:
    """F6: « Décision modifiée » (93): #1's 4♠-5 (+250) no longer stands, the appeal waits for the new
    mark; once recorded (4♠-4 by E-W, nv: NS +200) it is the table's only figure and replaces #1's."""
    script = CLAIM + "m 4♠-5\n\n" + APPEAL
    text, [claim, appeal] = await session(tmp_path, script + "q\n")
    assert appeal.follows == claim.id
    assert "en attente : nouvelle marque à enregistrer, elle remplace celle de l'incident #1" in text
    first, follow = scorer_sheet.rows([claim, appeal])
    assert first["quoi"].startswith("MARQUE À REFAIRE") and not first.get("apres_ns")
    assert "la nouvelle marque s'enregistre avec l'incident #2" in first["detail"]
    assert follow["quoi"].endswith("marque à faire")

    # The new mark typed without its side is the claim's contract again, played by E-W (#1's mark).
    _, [claim, appeal] = await session(tmp_path / "again", script + "1\nm NS 4♠-4\nm 4♠-4\n\nq\n")
    assert appeal.score is not None and appeal.score.line == "EO 4♠-4" and len(appeal.scores) == 1
    first, follow = scorer_sheet.rows([claim, appeal])
    assert first["quoi"].startswith("Marque remplacée par #2") and not first.get("ns_nombre")
    assert (follow["apres_ns"], follow["ns_nombre"]) == ("+200 points", "200")
    assert "remplace sa marque" in follow["detail"]


async def test_a_weighted_new_mark_on_the_appeal_is_not_scored_for_the_wrong_side(tmp_path: Path) -> None:
    """Tester21 P6: the appeal of E-W's 4♠ claim changes the ruling to a weighted score (12C1c). Without its
    side, « 4♠-4:60,4♠-5:40 » was recorded as Nord-Sud's 4♠ (+412 NS where E-W played it): now asked, nothing
    recorded; typed « EO … » it is 60 % × NS +200 + 40 % × NS +250 = NS +220 (nv, 4♠ undoubled)."""
    script = CLAIM + "m 4♠-5\n\n" + APPEAL + "1\nm 4♠-4:60,4♠-5:40\nm EO 4♠-4:60,EO 4♠-5:40\n\nq\n"
    text, [claim, appeal] = await session(tmp_path, script)
    asked = text.split("> m 4♠-4:60,4♠-5:40", 1)[1].split("> ", 1)[0]
    assert (
        "« 4♠-4 » : quel camp a joué ce contrat ?" in asked
        and "le contrat de la table est joué par Est-Ouest" in asked
    )
    assert "Rien n'est enregistré." in asked
    assert appeal.score is not None and len(appeal.scores) == 1
    assert appeal.score.line == "EO 4♠-4:60,EO 4♠-5:40"
    assert claim.score is not None and claim.score.line == "EO 4♠-5"  # the claim's own mark, as recorded
    assert "Marque pondérée en points : +220 pour Nord-Sud" in text


async def test_one_result_per_table_when_a_revoke_transfer_applies_to_a_claim(tmp_path: Path) -> None:
    """F20: revoke (1 trick transferred) and claim on board 17 table 6: the claim's 3♥-1 is the result
    before the transfer (64A), listed without figures and pointing at the revoke's +140 (3♥=)."""
    claim = "donne 17 table 6, Nord joue 3♥, Nord revendique, Est conteste\n\n2\n2\nje ne sais pas\n2\n6\nm 3♥-1\n\n"
    revoke = "donne 17 table 6, Nord joue 3♥, Est n'a pas fourni à carreau à la 4e levée\n\n3\n3\n1\n1\n1\n8\nmn\n\nq\n"
    _, incidents = await session(tmp_path, claim + revoke)
    claim_incident, revoke_incident = incidents
    assert claim_incident.score is not None and claim_incident.score.ns == "-50 points"  # 8 tricks, nv
    assert revoke_incident.score is not None and revoke_incident.score.ns == "+140 points"  # 8 + 1 = 3♥=
    first, second = scorer_sheet.rows(incidents)
    assert first["quoi"].startswith("Avant transfert, voir #2") and not first.get("apres_ns")
    assert (second["apres_ns"], second["ns_nombre"]) == ("+140 points", "140")


def test_the_history_names_a_claim_position_in_french_with_what_was_typed() -> None:
    """F16: `incidents show` and the appeal file said « claim »; they say what the director typed."""
    typed = "rev=E atout=♠ main=E cartes=N:..943.J A8..AJ. J.Q.T.A KQ.9..6"
    event = Event("1", 5, 0.0, DIRECTOR, Action(Kind.CLAIM, {"count": "{}", "text": typed}))
    line = incidents_log._event_line(event, "revendication")
    assert line.endswith(f"Test (arbitre) : position de la revendication « {typed} »")


async def test_a_ruled_incident_counts_as_ended_for_anonymise_and_purge(tmp_path: Path) -> None:
    """F9: a decision given is the normal end of an incident: `--avant maintenant` takes it; an
    incident whose questions are still being asked stays, and the command says why."""
    _, [ruled] = await session(tmp_path, CLAIM + "m 4♠-5\n\nq\n")
    store = await Store(tmp_path / "db.sqlite3").open()
    engine = Engine(store)
    asking = await engine.open(DIRECTOR, "terminal", "renonce")
    assert asking.incident is not None
    outcome = await asyncio.to_thread(privacy.anonymise_before, store, time.time() + 1, 24 * 3600)
    assert (outcome.incidents, outcome.skipped_open) == (1, 1)
    anonymised = await store.get(ruled.id)
    await store.close()
    assert anonymised is not None and anonymised.owner_name != ruled.owner_name
    assert anonymised.score is not None and anonymised.score.ns == "+250 points"  # the ruling and score stay
    assert "questions sans décision" in privacy.KEPT

"""Tester5's findings taken by ops5 (round 5, session 5), each from the tester's own commands: through
the terminal harness on a temporary base with the sample session imported, or the engine."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from bot.adapters.terminal.session import Terminal
from bot.cli import main
from bot.incidents import incident as inc
from bot.incidents.deals import DealBook
from bot.incidents.engine import Engine
from bot.incidents.incident import Actor, Incident
from bot.incidents.store import Store
from bot.reports import scorer_sheet
from rules.deals import read_file

DIRECTOR = Actor("terminal:test", "Test", is_director=True)
SAMPLE = Path(__file__).parents[2] / "docs" / "exemple-seance.pbn"
# Board 5 table 4, pairs 4 / 11: a misexplanation ruled with damage, its weighted score recorded.
MISEXPLAINED = (
    "d 5 table=4 ns=4 eo=11\nexplication erronée du contre\n\n6\n1\n1\n2\nm S 4♠=:60,S 4♠-1:40 obtenu=170\n\n"
)


async def sessions(database: Path, *scripts: str) -> tuple[str, list[Incident]]:
    """The sample session imported, then each script in its own terminal (a restart between them)."""
    store = await Store(database).open()
    await DealBook(store).save("terminal", read_file(SAMPLE.read_bytes()), "fichier", "seance.pbn", DIRECTOR)
    out = io.StringIO()
    for script in scripts:
        assert await Terminal(Engine(store), DIRECTOR, io.StringIO(script), out).run() == 0
    found = sorted(await store.list(), key=lambda i: int(i.id))
    await store.close()
    return out.getvalue(), found


async def test_m11_two_follow_ups_that_replace_one_mark_leave_one_live_mark_on_the_sheet(
    tmp_path: Path,
) -> None:
    """#1 scored; #2 an appeal « décision modifiée » scored; #3 the director's error (82C) scored: #3's mark
    is the table's, #1's and #2's are listed without figures (the later follow-up replaces the earlier)."""
    appeal = "suites 1\n4\n1\n1\n1\n3\n2\nm S 4♠=:40,S 4♠-1:60 obtenu=170\n\n"
    error = "suites 1\n3\n1\n2\n1\n1\nm S 4♠=:50,S 4♠-1:50 obtenu=170\n\n"
    _, incidents = await sessions(tmp_path / "arbitre.sqlite3", MISEXPLAINED, appeal, error)
    rows = scorer_sheet.rows(incidents)
    live = [row for row in rows if row.get("apres_ns")]
    assert [row["incident"] for row in live] == ["#3"]
    second = next(row for row in rows if row["incident"] == "#2")
    assert (
        second["quoi"].startswith("Marque remplacée par #3")
        and "remplacée par la marque de l'incident #3" in (second["detail"])
    )


async def test_m11_a_procedural_penalty_takes_no_board_mark(tmp_path: Path) -> None:
    store = await Store(tmp_path / "arbitre.sqlite3").open()
    engine = Engine(store)
    opened = await engine.open(DIRECTOR, "terminal", "suites_decision")
    assert opened.incident is not None
    answers = {"case": "procedural", "offence": "90B2", "history": "none", "penalised_side": "NS"}
    reply = opened
    while reply.step is not None and reply.step.question is not None:
        question = reply.step.question
        value = answers.get(question.id, question.options[0].value)
        reply = await engine.act(opened.incident.id, DIRECTOR, inc.answer(question.id, value))
    assert (
        reply.step is not None
        and reply.step.ruling is not None
        and reply.step.ruling.laws[0].startswith("90")
    )
    refused = await engine.act(opened.incident.id, DIRECTOR, inc.score("S 4♠=:50,S 4♠-1:50"))
    assert refused.refused and "pénalité (Loi 90" in (refused.message or "")
    stored = await store.get(opened.incident.id)
    assert stored is not None and stored.scores == ()
    await store.close()


async def test_m8_a_board_named_in_the_words_keeps_the_table_and_pairs_typed_before(tmp_path: Path) -> None:
    out, [incident] = await sessions(
        tmp_path / "arbitre.sqlite3", "d 5 table=3 ns=4 eo=11\ndonne 8 le mort a renoncé\n\n"
    )
    assert "Gardé de la feuille : donne 8, table 3, Nord-Sud paire 4, Est-Ouest paire 11." in out
    assert incident.deal is not None
    assert (incident.deal.board, incident.deal.table, incident.deal.ns, incident.deal.ew) == (
        "8",
        "3",
        "4",
        "11",
    )


async def test_m4_an_appeal_described_with_its_board_takes_the_pairs_of_the_decision_it_follows(
    tmp_path: Path,
) -> None:
    appeal = "Est-Ouest font appel de ma décision sur la donne 5 table 4\n\n\n1\n1\n3\n2\nm S 4♠=:40,S 4♠-1:60 obtenu=170\n\n"
    _, [first, second] = await sessions(tmp_path / "arbitre.sqlite3", MISEXPLAINED, appeal)
    assert second.follows == "1" and second.deal is not None
    assert (second.deal.board, second.deal.table, second.deal.ns, second.deal.ew) == ("5", "4", "4", "11")
    live = [row for row in scorer_sheet.rows([first, second]) if row.get("apres_ns")]
    assert [(row["incident"], row["paire_ns"], row["paire_eo"]) for row in live] == [("#2", "4", "11")]


async def test_m5_a_ruling_that_orders_an_adjusted_score_waits_for_it_and_the_sheet_says_so(
    tmp_path: Path,
) -> None:
    ruled = "d 5 table=4 ns=4 eo=11\nexplication erronée du contre\n\n6\n1\n1\n2\n\n"
    out, [incident] = await sessions(tmp_path / "arbitre.sqlite3", ruled, "")
    assert "Incident #1 enregistré ; en attente : marque ajustée à enregistrer (21B3" in out
    assert "terminé et enregistré" not in out
    [row] = scorer_sheet.rows([incident])
    assert row["quoi"].startswith("Marque à faire") and row["detail"].startswith(
        "marque ajustée à enregistrer"
    )


async def test_m14_the_incidents_own_number_resumes_it_at_the_list(tmp_path: Path) -> None:
    three = "".join(f"{words}\n\nq\n" for words in ("le mort a renoncé", "il a hésité", "14 cartes"))
    out, _ = await sessions(tmp_path / "arbitre.sqlite3", three, "#1\n")
    resumed = out.rsplit("> #1", 1)[1].split("Question", 1)[0]
    assert "Tapez un numéro" not in resumed
    assert "Description : le mort a renoncé" in resumed  # #1 itself, though it is the list's line 3


async def test_m10_a_second_irregularity_keeps_its_own_description_apart_from_the_firsts(
    tmp_path: Path,
) -> None:
    first = "donne 3 table 2 Sud joue 4♠, Ouest a renoncé à cœur à la 3e levée\n\n"
    second = "+\nEst a entamé face visible alors que c'était à Ouest\n\n"
    _, [_, plus] = await sessions(tmp_path / "arbitre.sqlite3", first, second)
    texts = [note.text for note in plus.notes]
    assert "Description : Est a entamé face visible alors que c'était à Ouest" in texts
    assert f"Description (incident #1) : {first.strip()}" in texts


async def test_m6_after_a_restart_the_stored_description_still_answers_the_contract(tmp_path: Path) -> None:
    """The revoke ruled mid-hand, the terminal left; relaunched at the end of the hand, the corrected result's
    contract comes from « Sud joue 4♥ » as it did in one session (same question numbers)."""
    words = "donne 17 table 1 ns=1 eo=13 Sud joue 4♥, Ouest n'a pas fourni à carreau à la 5e levée, il avait encore un carreau"
    out, _ = await sessions(tmp_path / "arbitre.sqlite3", f"{words}\n\n3\n3\n", "1\n1\n1\n")
    after = out.rsplit("Incidents non terminés", 1)[1]
    assert "Compris : Palier du contrat ? → 4 (« Sud joue 4♥ »)" in after
    assert "Compris : Dénomination du contrat ? → ♥ Cœur (« Sud joue 4♥ »)" in after
    assert "Question 5 — Palier du contrat ?" not in after


async def test_l2_the_misinformation_adjustment_cites_the_law_its_text_names(tmp_path: Path) -> None:
    out, _ = await sessions(
        tmp_path / "arbitre.sqlite3", "d 5 table=4\nexplication erronée du contre\n\n6\n1\n1\n"
    )
    cited = out.split("Lois citées :", 1)[1].split("\n", 2)[1]
    assert "75D3" in cited and "21B3" in cited


async def test_l4_the_organisers_report_says_a_replaced_mark_no_longer_counts(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    appeal = "suites 1\n4\n1\n1\n1\n3\n2\nm S 4♠=:40,S 4♠-1:60 obtenu=170\n\n"
    await sessions(tmp_path / "arbitre.sqlite3", MISEXPLAINED, appeal)
    capsys.readouterr()
    with pytest.raises(SystemExit) as exit_info:
        main(["--data-dir", str(tmp_path), "incidents", "export"])
    assert not exit_info.value.code
    report = capsys.readouterr().out
    first = report.split("## Incident #1", 1)[1].split("## Incident #2", 1)[0]
    assert "MARQUE REMPLACÉE par #2 : « " in first
    assert "ne vaut plus (" in first and "la marque de la table est celle de l'incident #2." in first


async def test_l1_a_count_question_s_hint_names_its_word_answer_too(tmp_path: Path) -> None:
    out, _ = await sessions(tmp_path / "arbitre.sqlite3", "revendication\n1\n2\n1\n\nje ne sais pas\n\n")
    assert "Réponse non comprise : tapez un nombre entre 1 et 13, « je ne sais pas », ou r : retour" in out
    assert "Réponse non comprise : tapez un nombre entre 0 et 12, « je ne sais pas », ou r : retour" in out


async def test_l5_a_board_typed_first_that_the_session_lacks_is_said_so(tmp_path: Path) -> None:
    out, [incident] = await sessions(tmp_path / "arbitre.sqlite3", "d 27 table=3\nle mort a renoncé\n\n")
    assert "La donne 27 n'est pas dans les donnes importées ici (donnes 1 à 26)" in out
    assert incident.deal is not None and incident.deal.board == "27"  # recorded as typed, the director told

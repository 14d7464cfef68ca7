"""Round 5, session 6 (ops6): tester5's leftovers, each through the front end the director uses."""

from __future__ import annotations

from pathlib import Path

import pytest

import rules
from bot.cli import main
from bot.incidents.render import ruling_text
from bot.reports import scorer_sheet
from tests.bot.test_tester5_ops5 import MISEXPLAINED, sessions


async def test_m5_an_adjusted_score_awarded_before_its_form_is_chosen_still_waits_for_its_mark(
    tmp_path: Path,
) -> None:
    # 21B3 with damage: « attribuez une marque ajustée »; the director closes before naming its form.
    ruled = "d 5 table=4 ns=4 eo=11\nexplication erronée du contre\n\n6\n1\n1\n\n"
    out, [incident] = await sessions(tmp_path / "arbitre.sqlite3", ruled, "")
    assert "Marque ajustée attribuée (21B3, 75D3) : à enregistrer sur la feuille" in out
    assert "Marque ajustée encore possible" not in out
    assert "Incident #1 enregistré ; en attente : marque ajustée à enregistrer (21B3, 75D3)" in out
    assert "terminé et enregistré" not in out
    [row] = scorer_sheet.rows([incident])
    assert row["quoi"].startswith("Marque à faire") and row["table"] == "4"


def test_m5_an_adjustment_the_law_only_allows_is_read_out_as_possible_not_as_awarded() -> None:
    # 12A1: the director « may » adjust after a player's conduct damaged the other side.
    step = rules.next_step(
        "tempo_comportement", {"case": "conduct", "conduct_kind": "phone", "damaged": "yes"}
    )
    assert step.ruling is not None and step.ruling.adjusted_score is not None
    assert not step.ruling.adjusted_score.awarded
    assert "Marque ajustée attribuée" not in ruling_text(step.ruling)


async def test_t24_a_claim_s_mark_is_set_aside_when_r_changes_the_tricks_awarded(tmp_path: Path) -> None:
    # « le reste », how many left unsaid: the tricks claimed are asked (« les 5 dernières » would answer them).
    claim = "donne 9 table 2 ns=2 eo=13, Est joue 6♥, il revendique le reste, Sud conteste\n"
    ruled = f"{claim}\n2\n1\nje ne sais pas\n7\n4\nm 6♥-1\n\n"  # 11 tricks to East-West: 6♥-1 is right
    _, [marked] = await sessions(tmp_path / "arbitre.sqlite3", ruled)
    assert marked.score is not None and "6♥-1" in marked.score.line
    _, [changed] = await sessions(tmp_path / "arbitre.sqlite3", "v 1\nr\n5\n\n")  # now 12 tricks
    assert changed.score is None
    assert changed.set_aside == (
        "marque enregistrée sous l'ancienne décision : à refaire (alors : 11 levées attribuées au camp du "
        "revendiquant)"
    )
    [row] = scorer_sheet.rows([changed])
    assert row["quoi"].startswith("Marque à refaire") and not row.get("apres_ns")


async def test_t28_a_claim_whose_total_is_unknown_is_scored_for_the_side_that_played_it(
    tmp_path: Path,
) -> None:
    claim = "Est joue 6♥, il revendique les 5 dernières levées, Sud conteste\n\n2\n1\nje ne sais pas\nje ne sais pas\n4\n"
    out, [incident] = await sessions(tmp_path / "arbitre.sqlite3", f"{claim}m 6♥-1\nm NS 6♥=\n\n")
    assert "6♥ -1 par Est-Ouest : +50, vu de Nord-Sud." in out
    assert (
        "« NS 6♥= » fait jouer le contrat par Nord-Sud ; d'après l'incident, il est joué par Est-Ouest."
        in out
    )
    assert incident.score is not None and incident.score.ns == "+50 points"


NORTH_PLAYS = (
    "Ouest a renoncé à carreau, Nord joue 4♥ non contré, le jeu est fini, la renonce a été gagnée par Ouest, "
    "EO ont fait une levée ensuite\n\n1\n1\n1\n2\n10\nmn\nd 7 table=2 ns=2 eo=11\nmn\n\n"
)
NO_CONTRACT = (  # the contract typed: 4, ♥, not doubled, not vulnerable; the side asked after the board
    "Ouest a renoncé à carreau, le jeu est fini, la renonce a été gagnée par Ouest, EO ont fait une levée "
    "ensuite\n\n3\n1\n1\n1\n4\n3\n1\n2\n10\nmn\nd 7 table=2 ns=2 eo=11\n1\nmn\n\n"
)


async def test_t20_a_board_that_asks_the_side_keeps_the_tricks_already_answered(tmp_path: Path) -> None:
    """Tester6 T20: the board recorded asks which side played; the tricks made at the table, answered
    before, were dropped and asked again (and the next « mn » refused). They wait for the side and stand
    again, said so."""
    out, [incident] = await sessions(tmp_path / "arbitre.sqlite3", NO_CONTRACT)
    assert "reposait sur la réponse donnée à « vulnérable ? »" in out
    assert (
        "Repris dès que cette question a sa réponse : « Combien de levées le déclarant a-t-il faites à la "
        "table (avant transfert) ? » (vous aviez répondu : 10)." in out
    )
    assert (
        "Réponse reprise (donnée avant la donne) : « Combien de levées le déclarant a-t-il faites à la table "
        "(avant transfert) ? » — 10 (r pour la changer)." in out
    )
    assert incident.score is not None and incident.score.ns == "+680 points"  # 4♥+2 vulnerable (board 7)


async def test_t20_the_side_in_the_words_lets_the_board_recompute_without_asking(tmp_path: Path) -> None:
    """Tester15 V10: « Nord joue 4♥ » gave the side to the corrected result already: board 7 only changes its
    vulnerability (Law 2), said, nothing asked again; the mark recorded before is set aside, and recorded anew."""
    out, [incident] = await sessions(tmp_path / "arbitre.sqlite3", NORTH_PLAYS)
    assert "Compris : Quel camp a joué le contrat ? → Nord-Sud (« Nord joue 4♥ non contré »)" in out
    assert (
        "La donne 7 fixe la vulnérabilité (Loi 2) : le résultat corrigé (4♥ +2, +480 pour le déclarant, non "
        "vulnérable) devient 4♥ +2, +680 pour le déclarant." in out
    )
    assert "suspendue" not in out and "Repris dès que" not in out
    assert incident.score is not None and incident.score.ns == "+680 points"  # 4♥+2 vulnerable (board 7)


async def test_t18_a_claim_s_result_is_recorded_in_points_never_as_imps_against_a_reference(
    tmp_path: Path,
) -> None:
    claim = (
        "Sud joue 4♥ et revendique les 3 dernières levées, EO contestent\n\n"
        "p rev=S atout=♥ main=S cartes=N:..432. 5.2..9 AK.A.. ...KQJ\n2\n1\n7\n2\n"  # 3 claimed: the words
    )
    out, [incident] = await sessions(tmp_path / "arbitre.sqlite3", f"{claim}m 4♥-1 ref=420\nm 4♥-1\n\n")
    assert (
        "« 4♥-1 » est le résultat de la table d'après la revendication (69-71)" in out
        and "Retirez ref=." in out
    )
    assert incident.score is not None and incident.score.ns == "-50 points"


async def test_t6_a_mark_without_board_and_table_says_the_scorer_needs_them(tmp_path: Path) -> None:
    wrong_board = (
        "Sud a sorti sa main de l'étui 7 au lieu du 8 et a ouvert 1♠, son partenaire a déjà répondu 2♠\n"
    )
    out, _ = await sessions(tmp_path / "arbitre.sqlite3", f"{wrong_board}\n1\n1\nm 40/60\n\n")
    assert "La feuille du marqueur n'a pas la donne et la table de cette marque : notez-les" in out
    out, _ = await sessions(
        tmp_path / "other.sqlite3", f"d 8 table=3 ns=4 eo=11\n{wrong_board}\n1\n1\nm 40/60\n\n"
    )
    assert "La feuille du marqueur n'a pas" not in out


async def test_t43_a_second_live_mark_for_the_same_table_is_said_at_once_and_on_the_sheet(
    tmp_path: Path,
) -> None:
    revoke = "Sud joue 4 cœurs, Ouest n'a pas fourni à carreau à la 5e levée\n\nd 17 table=1 ns=1 eo=13\n3\n3\n1\n1\n1\n9\nmn\n\n"
    tempo = "donne 17 table 1 ns=1 eo=13 : Nord a longuement hésité avant de passer, Sud a dit 4♥\n\n2\n1\n1\n1\n1\nm NS 4♥=:50,NS 4♥-1:50\n\n"
    out, incidents = await sessions(tmp_path / "arbitre.sqlite3", revoke, tempo)
    assert "Attention : la donne 17, table 1 a aussi une marque valable à l'incident #1" in out
    live = [row for row in scorer_sheet.rows(incidents) if row.get("apres_ns")]
    assert [row["incident"] for row in live] == ["#1", "#2"]
    assert all("un seul résultat par table" in row["detail"] for row in live)


async def test_t21_a_board_missing_from_the_import_names_the_terminal_s_own_command(tmp_path: Path) -> None:
    out, _ = await sessions(tmp_path / "arbitre.sqlite3", "donne 27 table 1 le mort a renoncé à ♣\n\n")
    assert (
        "au terminal, hors session : arbitre donnes importer seance.pbn, ou arbitre donnes ajouter 27 N:…"
        in out
    )
    assert "puis notez de nouveau la donne (d 27)." in out


async def test_t27_the_appeal_dossier_says_the_replaced_mark_no_longer_counts(tmp_path: Path) -> None:
    appeal = "suites 1\n4\n1\n1\n1\n3\n2\nm S 4♠=:40,S 4♠-1:60 obtenu=170\n\n"
    await sessions(tmp_path / "arbitre.sqlite3", MISEXPLAINED, appeal)
    output = tmp_path / "dossier.txt"
    with pytest.raises(SystemExit) as exit_info:
        main(["--data-dir", str(tmp_path), "incidents", "dossier", "1", "--output", str(output)])
    assert not exit_info.value.code
    first = output.read_text(encoding="utf-8").split("Incident #1", 2)[-1].split("Incident #2", 1)[0]
    assert "MARQUE REMPLACÉE par #2 : « " in first


async def test_t19_a_procedural_penalty_s_figure_is_in_the_numeric_columns(tmp_path: Path) -> None:
    slow = "donne 8 table 4 ns=4 eo=12 : la paire 12 joue trop lentement, déjà avertie\n\n2\n1\n\n"
    _, [incident] = await sessions(tmp_path / "arbitre.sqlite3", slow)
    [row] = scorer_sheet.rows([incident])
    assert row["quoi"] == "Pénalité de procédure" and row["paire_eo"] == "12"
    assert (row.get("ns_nombre"), row["eo_nombre"], row["unite"]) == (None, "-10", "% du top")

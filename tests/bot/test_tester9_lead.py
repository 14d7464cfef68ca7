"""The side of a score, from the tester9 and tester10 findings the lead fixed (round 5, session 9).

- tester10 W1 (HIGH): « Nord a mis 40 secondes pour passer sur 3♠ d'Est, Sud a dit 4♥ »: `m 3♠=` for
  the 12C1b score was recorded for Nord-Sud (the worksheet's default), +140 to the offenders. An
  adjusted score's contract often is the other side's: without the table's contract, or in another
  strain than the table's, its side is asked.
- tester10 W8 and tester9 T21 (HIGH): a claim's mark took the side the typed tricks happened to fit
  (« 4♥-2 » for 5 tricks awarded to Sud became Est-Ouest's 8, +100 instead of -100; « 3SA-1 » for 5
  tricks to Est was Nord-Sud's count). The claimer is read from the words or the position, the side
  that played from the incident, else the declarer is taken as the claimer and said; a weighted line
  under a claim's count is refused.
"""

from __future__ import annotations

from pathlib import Path

from tests.bot.test_tester4_scores import session as scored

HESITATION_3S = (
    "donne 12 table 6 ns=6 eo=13, Nord a hésité longuement avant de passer sur 3♠ d'Est, Sud a dit 4♥, 10 levées"
    "\n\n2\n1\n1\n1\n1\n1\n"
)


async def test_w1_an_adjusted_contract_without_side_is_asked_when_the_incident_names_none(tmp_path: Path) -> None:
    said, [incident] = await scored(tmp_path, HESITATION_3S + "m 3♠=\nm EO 3♠=\n\nq\n")
    refused = said.split("> m 3♠=", 1)[1].split("> m EO 3♠=", 1)[0]
    assert "« 3♠= » : quel camp a joué ce contrat ?" in refused and "Rien n'est enregistré." in refused
    assert incident.score is not None and incident.score.line == "EO 3♠="
    assert incident.score.ns == "-140 points"  # board 12: E-W not vulnerable


async def test_w1_an_adjusted_contract_in_another_strain_than_the_table_s_is_asked(tmp_path: Path) -> None:
    """« Sud joue 4♥ »: a 4♥ score is Nord-Sud's, but the 3♠ the director assigns may be Est-Ouest's."""
    script = (
        "donne 12 table 6 ns=6 eo=13, Nord a hésité longuement avant de passer sur 3♠, Sud joue 4♥, 10 levées"
        "\n\n2\n1\n1\n1\n1\n1\nm 3♠=\nm 4♥-1\n\nq\n"
    )
    said, [incident] = await scored(tmp_path, script)
    refused = said.split("> m 3♠=", 1)[1].split("> m 4♥-1", 1)[0]
    assert "quel camp a joué ce contrat ?" in refused and "dans une autre dénomination" in refused
    assert incident.score is not None and incident.score.line == "4♥-1"  # the table's strain: Nord-Sud's


CLAIM_EAST = "d 3 table=2\nEst joue 3SA, à la 10e levée Est revendique en disant que tout est maître, Nord conteste\n\n2\n3\n2\n"
CLAIM_SOUTH = "d 3 table=2\nSud joue 4♠, à la 10e levée Sud revendique, Ouest conteste\n\n2\n2\n3\n2\n"


async def test_t21_the_claimer_the_words_name_fixes_the_tricks_of_the_mark(tmp_path: Path) -> None:
    """Board 3 (E-W vulnerable): 5 tricks to Est, declarer: 3SA-4 is +400 for Nord-Sud, never 3SA-1."""
    said, [incident] = await scored(tmp_path, CLAIM_EAST + "m 3SA-1\nm 3SA-4\n\nq\n")
    refused = said.split("> m 3SA-1", 1)[1].split("> m 3SA-4", 1)[0]
    assert "la décision attribue 5 levées au camp du revendiquant (Est-Ouest)" in refused
    assert incident.score is not None and (incident.score.line, incident.score.ns) == ("EO 3SA-4", "+400 points")


async def test_t21_a_north_south_claimer_gets_its_own_tricks(tmp_path: Path) -> None:
    said, [incident] = await scored(tmp_path, CLAIM_SOUTH + "m 4♠-2\nm 4♠-5\n\nq\n")
    assert "Marque enregistrée" not in said.split("> m 4♠-2", 1)[1].split("> m 4♠-5", 1)[0]
    assert incident.score is not None and (incident.score.line, incident.score.ns) == ("4♠-5", "-250 points")


async def test_w8_a_weighted_line_under_a_claim_s_count_is_refused(tmp_path: Path) -> None:
    said, [incident] = await scored(tmp_path, CLAIM_SOUTH + "m 4♠-1:50,4♠-2:50\n\nq\n")
    assert "pas une marque pondérée (12C1c)" in said and incident.score is None

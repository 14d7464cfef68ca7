"""Tester24's findings on marks (session 22), end to end through the terminal on the example session.

- P18: after a revoke ruling « transfert de 2 levées » (West ruffed and played to the next trick, 64A1), the mark
  « NS 4♥+3 obtenu=620 » was recorded without a word: 620 is 4♥= (board 7, all vulnerable), 10 tricks, and the
  transfer makes 12, 4♥+2, +680. A mark that leaves the offenders more than the rule is refused (4♥+1); one that
  gives the non-offenders more may be a 64C1 adjusted score: recorded, with the arithmetic said.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.bot.test_cards_against_deal import _imported
from tests.bot.test_newcomer_round5 import session
from tests.bot.test_tester6_imports import cli

WEST_RUFFED = "donne 7 table 4 Sud joue 4 coeurs, Ouest a renoncé à trèfle et a coupé, il a joué à la levée suivante\n\n1\n1\n"


async def test_p18_a_revoke_s_mark_is_checked_against_the_table_and_the_transfer(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _imported(tmp_path, monkeypatch)
    out = await session(
        tmp_path, WEST_RUFFED + "m NS 4♥+1 obtenu=620\nm NS 4♥+3 obtenu=620\nm NS 4♥+2 obtenu=620\nq\n"
    )
    assert "DÉCISION — Renonce consommée : transfert de 2 levées" in out
    arithmetic = (
        "le résultat de la table (obtenu=620) est 4♥= par Nord-Sud, 10 levées ; avec le transfert de 2 levées de la "
        "décision (64A), le déclarant en a 12 : 4♥+2, +680 pour Nord-Sud."
    )
    fewer = out.split("> m NS 4♥+1 obtenu=620\n", 1)[1].split("> ", 1)[0]
    assert fewer.startswith(f"Marque refusée : {arithmetic} Cette marque en compte 11 (4♥+1)")
    assert "Tapez « m NS 4♥+2 obtenu=620 ». Rien n'est enregistré." in fewer
    assert "Marque enregistrée" not in fewer
    more = out.split("> m NS 4♥+3 obtenu=620\n", 1)[1].split("> ", 1)[0]
    assert f"À vérifier : {arithmetic} Cette marque en compte 13 (4♥+3)." in more
    assert "(64C1) ; sinon tapez « m NS 4♥+2 obtenu=620 »." in more
    assert "Marque enregistrée : Nord-Sud +710 points" in more
    right = out.split("> m NS 4♥+2 obtenu=620\n", 1)[1].split("> ", 1)[0]
    assert "Marque enregistrée : Nord-Sud +680 points" in right and "À vérifier" not in right


# P14: a penalty card (50B), an artificial mark 60/40, then the incident abandoned: the scorer's sheet says
# « Marque retirée »; `incidents show`, the report (md, csv) and the dossier said « Marque enregistrée » alone.
PENALTY_CARD = (
    "donne 16 table 6 pendant le jeu Est a laissé tomber la dame de trèfle face visible, c'est un défenseur, Sud "
    "joue 3 sans atout\n\n1\nm 60/40\na\no\nq\n"
)
WITHDRAWN = "MARQUE RETIRÉE (incident abandonné) : « 60/40 » ne vaut pas ; retirez-la si elle est saisie."


async def test_p14_every_document_says_an_abandoned_incident_s_mark_is_withdrawn(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    _imported(tmp_path, monkeypatch)
    said = await session(tmp_path, PENALTY_CARD)
    assert "Incident #1 abandonné" in said and "(« Marque retirée »)" in said
    capsys.readouterr()
    _, sheet, _ = cli(capsys, "incidents", "export", "--feuille", "--format", "csv")
    assert "Marque retirée — Carte pénalisée" in sheet
    _, shown, _ = cli(capsys, "incidents", "show", "1")
    mark = shown.split("Marque enregistrée (12C2a) : Nord-Sud 60 % ; Est-Ouest 40 %", 1)[1].split("\n")
    assert mark[1] == WITHDRAWN
    _, report, _ = cli(capsys, "incidents", "export", "--format", "md")
    assert f"- **Marque enregistrée** : NS 60 % ; EO 40 % — « 60/40 » — {WITHDRAWN}" in report
    _, table, _ = cli(capsys, "incidents", "export", "--format", "csv")
    assert WITHDRAWN in table


# P16: a claim and a revoke on one table. West (a defender) revoked and won the trick, nothing after: 1 trick
# transferred to Nord-Sud (64A1); South's claim gives N-S 12 tricks (6 won + 6 claimed, 70). The revoke's corrected
# result counts 12 + 1 = 13, 4♥+3, +510 (`mn`). Then the claim's mark « NS 4♥+3 », the table's result its sheet
# offers (13, the transfer included): the revoke's mark read 13 as the tricks before transfer and asked for a
# « MARQUE À REFAIRE » from 13 (14 tricks, the transfer twice). Now it gives way to the claim's, one result.
CLAIM_AND_REVOKE = (
    "Sud joue 4♥, Ouest a renoncé à ♣ à la 4e levée, il a pris la levée ; ensuite Sud a revendiqué le reste à la 8e "
    "levée, EO contestent\n\n3\n+\n2\n1\n6\n\nq\n"
)
REVOKE_SCORED = "v 1\n2\n1\n1\n2\nmn\n\nq\n"  # no trick won after; computed: not doubled, not vulnerable


async def test_p16_a_claim_s_mark_with_the_transfer_is_not_read_as_the_tricks_before_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("ARBITRE_DATA_DIR", str(tmp_path))
    await session(tmp_path, CLAIM_AND_REVOKE)
    scored = await session(tmp_path, REVOKE_SCORED)
    assert "Marque enregistrée : Nord-Sud +510 points ; Est-Ouest -510 points (à la table : +480" in scored
    said = await session(tmp_path, "v 2\nm NS 4♥+3\n\nq\n")
    assert "13 levées, « NS 4♥+3 ». C'est la marque de la table pour la feuille du marqueur" in said
    assert "MARQUE À REFAIRE" not in said and "est à refaire" not in said
    capsys.readouterr()
    _, sheet, _ = cli(capsys, "incidents", "export", "--feuille", "--format", "csv")
    rows = {row.split(";")[0]: row for row in sheet.removeprefix("\ufeff").strip().splitlines()[1:]}
    assert (
        "Marque remplacée par #2 — Renonce" in rows["#1"]
        and "le transfert de cette renonce compris" in rows["#1"]
    )
    assert "Résultat retenu — Revendication" in rows["#2"] and "'+510 points" in rows["#2"]

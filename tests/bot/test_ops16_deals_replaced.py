"""tester12 Y16 (second half): `arbitre donnes ajouter 5 …` after the session's import says which board it
replaces, from which import, and gives the old cards back to retype; the old board stays stored in its
import. A file import that stands for some boards of an earlier one says so in one line per import; the same
cards again, or a new board, say nothing of the kind."""

from __future__ import annotations

import sqlite3
from contextlib import closing
from pathlib import Path

import pytest

from rules.deals import read_file
from tests.bot.test_deals import SESSION, run

TYPED = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"


def test_a_board_added_over_the_session_s_says_what_it_replaces(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = ["--data-dir", str(tmp_path)]
    assert run(capsys, *data, "donnes", "importer", str(SESSION))[0] == 0
    old = next(b for b in read_file(SESSION.read_bytes()).boards if b.number == 5).deal.pbn
    code, out, _ = run(capsys, *data, "donnes", "ajouter", "5", *TYPED.split())
    assert code == 0 and "importée pour le terminal : donne 5 (import n° 2)" in out
    assert (
        "Attention : remplace donne 5 de l'import n° 1 (autres cartes) : un incident qui note cette donne "
        "désormais prend les cartes de celui-ci ; les incidents déjà notés gardent les leurs." in out
    )
    assert f"Les cartes de la donne 5 de l'import n° 1, pour la reprendre : {old}" in out
    # The old board is kept in its import, and retyping it gives it back (itself said as a replacement).
    with closing(sqlite3.connect(tmp_path / "arbitre.sqlite3")) as conn:
        assert conn.execute("SELECT COUNT(*) FROM deals WHERE board = 5").fetchone()[0] == 2
    code, out, _ = run(capsys, *data, "donnes", "ajouter", "5", *old.split())
    assert code == 0 and "remplace donne 5 de l'import n° 2 (autres cartes)" in out
    # A board no import holds yet replaces nothing.
    code, out, _ = run(capsys, *data, "donnes", "ajouter", "40", *TYPED.split())
    assert code == 0 and "remplace" not in out


def test_a_second_file_over_the_first_says_it_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = ["--data-dir", str(tmp_path)]
    assert run(capsys, *data, "donnes", "importer", str(SESSION))[0] == 0
    other = tmp_path / "autre.pbn"
    other.write_bytes(SESSION.read_bytes().replace(b'[Event "Tournoi', b'[Event "Autre tournoi'))
    code, out, _ = run(capsys, *data, "donnes", "importer", str(other))
    assert code == 0 and "remplace" not in out  # the same cards: nothing stands for another board
    swapped = tmp_path / "echange.pbn"
    text = SESSION.read_text(encoding="utf-8")
    first, second = (b.deal.pbn for b in read_file(SESSION.read_bytes()).boards[:2])
    swapped.write_text(text.replace(first, "@").replace(second, first).replace("@", second), encoding="utf-8")
    code, out, _ = run(capsys, *data, "donnes", "importer", str(swapped))
    assert code == 0, out
    assert out.count("Attention : remplace") == 1 and "remplace donnes 1 à 2 de l'import n° 2" in out
    assert "pour la reprendre" not in out  # a whole file: the earlier import is there to import again


def test_the_same_cards_with_another_vulnerability_say_so_not_other_cards(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # tester14 W16: the LIN read again with « sv|n » for « sv|o »: same cards, another vulnerability.
    data = ["--data-dir", str(tmp_path)]
    lin = "md|1SAKQJHT98D765C432,S765H432DAKQJCT98,S432H765DT98CAKQJ,|ah|Board 5|sv|{}|pg||\n"
    first, second = tmp_path / "a.lin", tmp_path / "b.lin"
    first.write_text(lin.format("o"), encoding="utf-8")
    second.write_text(lin.format("n"), encoding="utf-8")
    assert run(capsys, *data, "donnes", "importer", str(first))[0] == 0
    code, out, _ = run(capsys, *data, "donnes", "importer", str(second))
    assert code == 0, out
    assert (
        "remplace donne 5 de l'import n° 1 (autre vulnérabilité : personne vulnérable → Nord-Sud vulnérables)"
        in out
    )
    assert "autres cartes" not in out and "pour la reprendre" not in out
    assert "La donne 5 de l'import n° 1, mêmes cartes, avait : donneur" in out
    assert "personne vulnérable." in out

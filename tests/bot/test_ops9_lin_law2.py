"""Tester8 T1: a LIN file (or a hand-viewer link) whose dealer or vulnerability is not the one Law 2
gives its board number was imported without a word, where the same fault in a PBN is said; the file's
conditions stand (Law 2: a board played keeps them) and the director is told to check the board."""

from __future__ import annotations

from pathlib import Path

import pytest

from rules.deals import read_file, read_text
from tests.bot.test_tester6_imports import cli

HANDS = "S92HT9432DKJ76CQ8,SJ63HAK65D52CK972,SAKT5HQJDA43CAJ43,SQ874H87DQT98CT65"


@pytest.mark.parametrize(
    ("md", "sv", "said"),
    [
        (
            "3",
            "b",
            "le fichier dit donneur Nord, tous vulnérables ; la Loi 2, donneur Nord, personne vulnérable",
        ),
        (
            "1",
            "o",
            "le fichier dit donneur Sud, personne vulnérable ; la Loi 2, donneur Nord, personne vulnérable",
        ),
    ],
)
def test_a_lin_against_law_2_is_imported_and_said(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], md: str, sv: str, said: str
) -> None:
    lin = tmp_path / "seance.lin"
    lin.write_text(f"qx|o17|md|{md}{HANDS}|rh||ah|Board 17|sv|{sv}|pg||\n", encoding="utf-8")
    code, out, _ = cli(capsys, "--data-dir", str(tmp_path / "data"), "donnes", "importer", str(lin))
    assert code == 0 and "importée" in out
    assert f"À vérifier :\n  - Donne 17 : {said}." in out and "vérifiez l'étui" in out


def test_a_lin_or_a_link_true_to_law_2_says_nothing() -> None:
    assert read_text(f"qx|o17|md|3{HANDS}|ah|Board 17|sv|o|pg||").notes == ()
    assert read_text(f"17 md|{HANDS}|").notes == ()  # neither stated: Law 2's own
    link = (
        "https://www.bridgebase.com/tools/handviewer.html?b=17&d=s&v=-&s=S92HT9432DKJ76CQ8&w=SJ63HAK65D52CK972"
        "&n=SAKT5HQJDA43CAJ43&e=SQ874H87DQT98CT65"
    )
    (note,) = read_text(link).notes
    assert note.startswith("Donne 17 : le fichier dit donneur Sud, personne vulnérable")


EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "exemple-seance.pbn"


def test_every_refused_import_says_nothing_was_kept(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Tester8 T2: a cut file, a board numbered 0, a LIN giving one board twice with other cards were
    refused without « Rien n'a été enregistré » (and the cut file without a word that it is cut); a
    Windows « Unicode » (UTF-16) file was refused as not a text file: it is read."""
    text = EXAMPLE.read_text(encoding="utf-8")
    (tmp_path / "cut.pbn").write_text(text[:3000], encoding="utf-8")
    (tmp_path / "zero.pbn").write_text(text.replace('[Board "1"]', '[Board "0"]', 1), encoding="utf-8")
    (tmp_path / "twice.lin").write_text(
        f"qx|o17|md|3{HANDS}|sv|o|qx|o17|md|3SJ63HAK65D52CK972,S92HT9432DKJ76CQ8,{HANDS.split(',', 2)[2]}|sv|o|",
        encoding="utf-8",
    )
    for name in ("cut.pbn", "zero.pbn", "twice.lin"):
        code, _, err = cli(
            capsys, "--data-dir", str(tmp_path / "data"), "donnes", "importer", str(tmp_path / name)
        )
        assert code == 2 and err.rstrip().endswith("Rien n'a été enregistré."), err
        if name == "cut.pbn":
            assert "Le fichier s'arrête là : est-il complet ?" in err
    assert cli(capsys, "--data-dir", str(tmp_path / "data"), "donnes")[1].startswith("Aucune donne importée")
    (tmp_path / "unicode.pbn").write_bytes(text.encode("utf-16"))
    code, out, _ = cli(
        capsys, "--data-dir", str(tmp_path / "data"), "donnes", "importer", str(tmp_path / "unicode.pbn")
    )
    assert code == 0 and "donnes 1 à 26" in out


def test_a_board_without_cards_is_said(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Tester8 T15: a board whose [Deal] is missing was dropped with its results without a word."""
    text = EXAMPLE.read_text(encoding="utf-8")
    start = text.index('[Board "17"]')
    deal = text.index("[Deal ", start)
    (tmp_path / "nodeal.pbn").write_text(text[:deal] + text[text.index("\n", deal) + 1 :], encoding="utf-8")
    code, out, _ = cli(
        capsys, "--data-dir", str(tmp_path / "data"), "donnes", "importer", str(tmp_path / "nodeal.pbn")
    )
    assert code == 0
    assert (
        "Donne 17 : pas de cartes ([Deal] absent) ; cette donne et ses résultats ne sont pas importés." in out
    )


def test_a_vulnerable_tag_every_result_contradicts_is_said_and_law_2_kept(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Tester8 T27: board 13 (Law 2: all vulnerable) tagged « EW », its results all scored vulnerable
    (6♣= by N, +1370): the tag is wrong, not the board; the field is kept (it was set aside row by row).
    A French « Tous » is read, and an unknown word is refused with its sentence ended."""
    text = EXAMPLE.read_text(encoding="utf-8")
    board = text.index('[Board "13"]')
    tagged = text[:board] + text[board:].replace('[Vulnerable "All"]', '[Vulnerable "EW"]', 1)
    (tmp_path / "ew.pbn").write_text(tagged, encoding="utf-8")
    code, out, _ = cli(
        capsys, "--data-dir", str(tmp_path / "a"), "donnes", "importer", str(tmp_path / "ew.pbn")
    )
    assert (
        code == 0
        and "l'étiquette [Vulnerable] du fichier est sans doute fausse, Arbitre retient la Loi 2" in out
    )
    assert "ligne écartée du terrain" not in out
    record = read_file(tagged.encode("utf-8"))
    assert record.board(13).deal.vulnerability == "tous" and len(record.board(13).results) == 7
    assert (
        read_file(text.replace('[Vulnerable "All"]', '[Vulnerable "Tous"]').encode())
        .board(13)
        .deal.vulnerability
        == "tous"
    )
    (tmp_path / "x.pbn").write_text(
        text.replace('[Vulnerable "All"]', '[Vulnerable "Vul"]', 1), encoding="utf-8"
    )
    code, _, err = cli(
        capsys, "--data-dir", str(tmp_path / "b"), "donnes", "importer", str(tmp_path / "x.pbn")
    )
    assert (
        code == 2 and "vulnérabilité inconnue « Vul » (None, NS, EW ou All). Rien n'a été enregistré." in err
    )

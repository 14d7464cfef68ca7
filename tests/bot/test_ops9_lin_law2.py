"""Tester8 T1: a LIN file (or a hand-viewer link) whose dealer or vulnerability is not the one Law 2
gives its board number was imported without a word, where the same fault in a PBN is said; the file's
conditions stand (Law 2: a board played keeps them) and the director is told to check the board."""

from __future__ import annotations

from pathlib import Path

import pytest

from rules.deals import read_text
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

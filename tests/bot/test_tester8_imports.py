"""Tester8's findings on imported sessions (round 5, session 8), from the tester's own files.

- T1: a LIN (file, string or hand-viewer link) whose dealer or vulnerability is contrary to Law 2
  was accepted without a word, while a PBN says it; now every format says it (the file stands).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.cli import main
from rules.deals.lin import read_file, read_text

EXAMPLE = Path(__file__).parents[2] / "docs" / "exemple-seance.pbn"
HANDS = "S92HT9432DKJ76CQ8,SJ63HAK65D52CK972,SAKT5HQJDA43CAJ43,SQ874H87DQT98CT65"
LIN17 = f"qx|o17|md|3{HANDS}|rh||ah|Board 17|sv|{{sv}}|pg||\n"


def cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    with pytest.raises(SystemExit) as exit_info:
        main(list(argv))
    out, err = capsys.readouterr()
    return int(exit_info.value.code or 0), out, err


def test_t1_a_lin_file_contrary_to_law_2_is_imported_and_said(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "vul17.lin"
    path.write_text(LIN17.format(sv="b"), encoding="utf-8")
    code, out, _ = cli(capsys, "--data-dir", str(tmp_path / "d"), "donnes", "importer", str(path))
    assert code == 0
    assert "importée" in out
    # Law 2: board 17 is dealt by Nord, nobody vulnerable; the file says all vulnerable.
    assert (
        "Donne 17 : le fichier dit donneur Nord, tous vulnérables ; la Loi 2, donneur Nord, personne" in out
    )


@pytest.mark.parametrize(
    ("text", "said"),
    [
        (LIN17.format(sv="o"), ()),  # conforming: nothing to say
        (
            LIN17.format(sv="o").replace("md|3", "md|1"),
            ("donneur Sud, personne vulnérable ; la Loi 2, donneur Nord",),
        ),
        (
            LIN17.format(sv="o").replace("Board 17", "Board 5"),
            (
                "« qx|o17 » (donne 17) ; le numéro retenu est celui du titre « ah|Board 5 »",
                "Nord-Sud vulnérables",
            ),
        ),
    ],
    ids=["conforming", "dealer", "numbers-disagree"],
)
def test_t1_a_lin_file_says_every_condition_contrary_to_law_2(text: str, said: tuple[str, ...]) -> None:
    notes = " ".join(read_file(text.encode()).notes)
    assert all(part in notes for part in said)
    assert bool(notes) is bool(said)


def test_t1_a_hand_viewer_link_renumbered_says_its_vulnerability() -> None:
    link = (
        "5 https://www.bridgebase.com/tools/handviewer.html?lin=md%7C3S92HT9432DKJ76CQ8%2CSJ63HAK65D52CK972"
        "%2CSAKT5HQJDA43CAJ43%2C%7Csv%7Cb%7C"
    )
    (note,) = read_text(link).notes
    assert note.startswith(
        "Donne 5 : le fichier dit donneur Nord, tous vulnérables ; la Loi 2, donneur Nord, Nord-Sud"
    )
    by_hands = "5 https://www.bridgebase.com/tools/handviewer.html?n=SJ63HAK65D52CK972&s=S92HT9432DKJ76CQ8&e=SAKT5HQJDA43CAJ43&v=b"
    assert "tous vulnérables" in read_text(by_hands).notes[0]

"""Tester8's findings on imported sessions (round 5, session 8), from the tester's own files.

- T1: a LIN (file, string or hand-viewer link) whose dealer or vulnerability is contrary to Law 2
  was accepted without a word, while a PBN says it; now every format says it (the file stands).
- T31: a board glued to the previous one (no blank line) vanished and its results were filed under
  the previous board as « wrong » rows. A tag a game gives once ([Board], [Deal]…) seen again can
  only start a new game: it is read as one, and the import says where the blank line is missing
  (a refusal would make the director edit a file whose reading is not in doubt).
- T15 item 1: a board without [Deal] was dropped with its results, unsaid; now said.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.cli import main
from rules.deals.lin import read_file, read_text
from rules.deals.pbn import read_pbn

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


def glued_27() -> str:
    """The example session with board 1's game pasted as board 27 right after board 26's last row."""
    text = EXAMPLE.read_text(encoding="utf-8")
    first = text[text.index('[Board "1"]') : text.index("\n\n", text.index('[Board "1"]'))]
    return text.rstrip("\n") + "\n" + first.replace('[Board "1"]', '[Board "27"]') + "\n"


def test_t31_a_board_glued_to_the_previous_one_is_read_as_a_new_board_and_said() -> None:
    record = read_pbn(glued_27())
    assert record.numbers == tuple(range(1, 28))
    assert record.board(27).deal.hands == record.board(1).deal.hands
    assert len(record.board(27).results) == 7
    assert all(not r.aside for board in record.boards for r in board.results)  # board 26 keeps its own rows
    assert record.notes[0].startswith("Ligne ")
    assert "la donne 27 commence sans ligne vide après la précédente" in record.notes[0]


def test_t31_repeated_notes_in_one_game_are_not_read_as_new_boards() -> None:
    text = EXAMPLE.read_text(encoding="utf-8").replace(
        '[Board "2"]', '[Note "1:Stayman"]\n[Note "2:x"]\n[Board "2"]'
    )
    assert read_pbn(text).numbers == tuple(range(1, 27))
    assert read_pbn(text).notes == ()


def test_t15_a_board_without_cards_is_said_with_its_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = EXAMPLE.read_text(encoding="utf-8")
    start = text.index('[Board "17"]')
    deal = text.index("[Deal ", start)
    path = tmp_path / "nodeal.pbn"
    path.write_text(text[:deal] + text[text.index("\n", deal) + 1 :], encoding="utf-8")
    code, out, _ = cli(capsys, "--data-dir", str(tmp_path / "d"), "donnes", "importer", str(path))
    assert code == 0
    line = text[:start].count("\n") + 1
    assert f"Ligne {line} : donne 17 sans cartes ([Deal] absent) : ni la donne ni ses résultats" in out

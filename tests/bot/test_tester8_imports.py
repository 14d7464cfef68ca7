"""Tester8's findings on imported sessions (round 5, session 8), from the tester's own files.

- T1: a LIN whose dealer or vulnerability is contrary to Law 2 (test_ops9_lin_law2.py), and one whose
  « qx|o17 » and « ah|Board 5 » disagree, were accepted without a word; both are said.
- T31: a board glued to the previous one (no blank line) vanished and its results were filed under
  the previous board as « wrong » rows. A tag a game gives once ([Board], [Deal]…) seen again can
  only start a new game: it is read as one, and the import says where the blank line is missing
  (a refusal would make the director edit a file whose reading is not in doubt).
- T15 item 1: a board without [Deal] was dropped with its results, unsaid; now said.
- T2: refusals that did not say « Rien n'a été enregistré » nor what to do (a truncated file,
  [Board "0"], a LIN board twice); a Windows « Unicode » (UTF-16) file is now read.
- T27: a [Vulnerable] tag contrary to Law 2 while every result is scored at Law 2's vulnerability:
  the tag is what is wrong (the scorer had the boards); Law 2's is kept with the field, and said.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from bot.cli import main
from rules.deals.lin import read_file, read_text
from rules.deals.model import DealError
from rules.deals.pbn import read_pbn

EXAMPLE = Path(__file__).parents[2] / "docs" / "exemple-seance.pbn"
HANDS = "S92HT9432DKJ76CQ8,SJ63HAK65D52CK972,SAKT5HQJDA43CAJ43,SQ874H87DQT98CT65"
LIN17 = f"qx|o17|md|3{HANDS}|rh||ah|Board 17|sv|{{sv}}|pg||\n"


def cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    with pytest.raises(SystemExit) as exit_info:
        main(list(argv))
    out, err = capsys.readouterr()
    return int(exit_info.value.code or 0), out, err


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


def board_2_twice(text: str) -> str:
    """The example session with board 2 given again, the first time with another vulnerability."""
    start = text.index('[Board "2"]')
    text = text + "\n" + text[start : text.index("\n\n", start)] + "\n"
    return text.replace('[Vulnerable "NS"]\n[Deal "N:QT5', '[Vulnerable "None"]\n[Deal "N:QT5', 1)


def lin_board_twice(_: str) -> str:
    """Board 17 twice in a LIN, Sud's ♠2 and Ouest's ♠3 swapped the second time."""
    other = LIN17.format(sv="o").replace("S92H", "S93H").replace("SJ63H", "SJ62H")
    return LIN17.format(sv="o") + other


@pytest.mark.parametrize(
    ("change", "said"),
    [
        (lambda t: t[:3000], "Le fichier s'arrête là : est-il complet ?"),
        (lambda t: t.replace('[Board "12"]', '[Board "0"]'), "de 1 à 999) : corrigez le numéro"),
        (board_2_twice, "avec les mêmes cartes mais d'autres conditions (ligne 27 : donneur Est, personne"),
        (
            lin_board_twice,
            "La donne 17 est deux fois dans ce LIN, avec d'autres cartes : vérifiez le fichier",
        ),
    ],
    ids=["truncated", "board-0", "same-cards-other-vulnerability", "lin-twice"],
)
def test_t2_every_refusal_says_nothing_was_stored_and_what_to_do(
    change: Callable[[str], str], said: str
) -> None:
    with pytest.raises(DealError) as refused:
        read_file(change(EXAMPLE.read_text(encoding="utf-8")).encode())
    assert said in str(refused.value)
    assert str(refused.value).endswith("Rien n'a été enregistré.")


def test_t2_a_windows_unicode_file_is_read() -> None:
    text = EXAMPLE.read_text(encoding="utf-8")
    assert read_file(text.encode("utf-16")).numbers == read_pbn(text).numbers


def test_t27_a_vulnerable_tag_every_result_contradicts_is_said_and_law_2_kept() -> None:
    text = EXAMPLE.read_text(encoding="utf-8")
    start = text.index('[Board "13"]')
    record = read_pbn(text[:start] + text[start:].replace('[Vulnerable "All"]', '[Vulnerable "EW"]', 1))
    board = record.board(13)
    assert board.deal.vulnerability == "tous"
    assert all(not r.aside for r in board.results)
    (note,) = record.notes
    assert note.startswith("Donne 13 : [Vulnerable] dit Est-Ouest vulnérables, mais ses 7 résultats")
    assert "étiquette sans doute fausse, Arbitre retient tous vulnérables" in note
    assert len(note) <= 240


def test_t27_a_tag_some_results_agree_with_keeps_the_file() -> None:
    """Tester6 T4 stands: the file's conditions apply when the results do not all say otherwise."""
    text = EXAMPLE.read_text(encoding="utf-8")
    start = text.index('[Board "2"]')
    record = read_pbn(text[:start] + text[start:].replace('[Vulnerable "NS"]', '[Vulnerable "None"]', 1))
    assert record.board(2).deal.vulnerability == "personne"
    assert record.notes[0].startswith("Donne 2 : le fichier dit donneur Est, personne vulnérable")

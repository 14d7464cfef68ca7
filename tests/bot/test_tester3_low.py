"""Tester3's low findings (round 5, session 4), each from the tester's own commands: through the
terminal harness on a temporary base, then the CLI that reads the same base."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest

from bot.adapters.terminal.session import Terminal
from bot.cli import main
from bot.incidents.engine import Engine
from bot.incidents.incident import Actor
from bot.incidents.render import question_heading
from bot.incidents.store import Store

DIRECTOR = Actor("terminal:test", "Test", is_director=True)
SESSION = Path(__file__).parents[1] / "data" / "session36.pbn"
RULED_REVOKE = "renonce\n1\n3\n3\n2\n"


async def terminal(tmp_path: Path, script: str) -> tuple[str, Store]:
    """One terminal session on the base the CLI's `--data-dir tmp_path` reads."""
    store = await Store(tmp_path / "arbitre.sqlite3").open()
    out = io.StringIO()
    assert await Terminal(Engine(store), DIRECTOR, io.StringIO(script), out).run() == 0
    return out.getvalue(), store


def cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    with pytest.raises(SystemExit) as exit_info:
        main(list(argv))
    out, err = capsys.readouterr()
    return int(exit_info.value.code or 0), out, err


async def test_l1_a_follow_up_that_replaces_a_mark_shows_it_as_before(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The appeal's « Décision modifiée » and `m 50/50` replace #1's mark: « Marque NS avant » is that mark."""
    appeal = "suites 1\n4\n1\n1\n1\n1\n2\nm 50/50\n\n"
    _, store = await terminal(tmp_path, RULED_REVOKE + "m 4♥=:60,4♥-1:40\n\n" + appeal)
    await store.close()
    code, out, _ = cli(
        capsys, "--data-dir", str(tmp_path), "incidents", "export", "--feuille", "--format", "csv"
    )
    assert code == 0
    [second] = [row for row in csv.reader(io.StringIO(out), delimiter=";") if row[0] == "#2"]
    assert second[6].startswith("Marque artificielle") and "remplace sa marque" in second[11]
    assert second[7] == "'+420 × 60 % ; -50 × 40 %" and second[8] == "50 %"


@pytest.mark.parametrize("where", ["", RULED_REVOKE], ids=["first_menu", "under_a_ruling"])
async def test_l6_a_board_number_too_long_is_said_too_long_not_echoed_cut(tmp_path: Path, where: str) -> None:
    out, store = await terminal(tmp_path, where + "d 999999999999999999999\n")
    assert "« 999999999999… » est trop long (21 caractères ; un nombre de 1 à 999)" in out
    assert "« 99999999999999999999 »" not in out  # 20 of the 21 digits, as if they were the input
    assert all(incident.deal is None for incident in await store.list())
    await store.close()


def test_l10_anonymise_before_now_reads_right(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "arbitre.sqlite3").touch()
    Store(tmp_path / "arbitre.sqlite3").open_sync().close_sync()
    code, out, _ = cli(
        capsys, "--data-dir", str(tmp_path), "incidents", "anonymiser", "--avant", "maintenant"
    )
    assert code == 0 and "0 incident(s) terminé(s) jusqu'à maintenant seraient anonymisés" in out
    assert "le maintenant" not in out


async def test_l4_a_note_copied_into_a_second_irregularity_names_its_author_once(tmp_path: Path) -> None:
    _, store = await terminal(tmp_path, "donne 3 table 2 : le mort a renoncé\n\n+\n3\n")
    second = await store.get("2")
    assert second is not None and second.second_of == "1"
    texts = [note.text for note in second.notes]
    assert (
        "Description (incident #1) : donne 3 table 2 : le mort a renoncé" in texts
    )  # the first's words, named
    assert not any(text.startswith(f"{DIRECTOR.name} : ") for text in texts)  # « Note (Test) : Test : … »
    await store.close()


def test_l15_the_same_file_imported_twice_is_stored_once(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = ["--data-dir", str(tmp_path)]
    code, out, _ = cli(capsys, *data, "donnes", "importer", str(SESSION))
    assert code == 0 and "(import n° 1)" in out
    code, out, _ = cli(capsys, *data, "donnes", "importer", str(SESSION))
    assert code == 0 and "déjà importée pour le terminal, à l'identique (import n° 1 : donnes 1 à 36" in out
    assert "rien n'est ajouté" in out
    code, out, _ = cli(capsys, *data, "donnes")
    assert "n° 1 " in out and "n° 2 " not in out
    changed = tmp_path / "corrigee.pbn"  # one result corrected: a new import, the latest wins
    changed.write_bytes(SESSION.read_bytes().replace(b'[Event "', b'[Event "Bis ', 1))
    code, out, _ = cli(capsys, *data, "donnes", "importer", str(changed))
    assert code == 0 and "(import n° 2)" in out
    code, out, _ = cli(
        capsys, *data, "donnes", "importer", str(SESSION)
    )  # back to the first: the latest again
    assert code == 0 and "(import n° 3)" in out


def numbers(out: str) -> list[str]:
    return [line for line in out.splitlines() if line.startswith("Question ")]


async def test_l7_a_question_keeps_its_number_across_a_restart_and_a_board(tmp_path: Path) -> None:
    """Facts understood from the words, two answers, the follow-up « Oui » (not numbered): the question
    then asked keeps its number after a relaunch and after a `d`, and the chats' heading says the same."""
    words = "Sud joue 4♥ et fait 10 levées, Ouest n'a pas fourni à carreau à la 5e levée\n\n1\n3\n1\n"
    out, store = await terminal(tmp_path, words)
    asked = numbers(out)[-1]
    await store.close()
    out, store = await terminal(tmp_path, "1\nd 4 table=2\n")
    assert numbers(out) == [asked] * 2
    [incident] = await store.list()
    step = incident.step()
    assert step is not None and step.question is not None
    assert question_heading(step, step.question) == asked
    assert asked.startswith(f"Question {len(step.asked)} — ")  # the follow-up « Oui » is not counted
    await store.close()


async def test_l11_an_ambiguous_prefix_says_which_topics_start_with_it(tmp_path: Path) -> None:
    out, store = await terminal(tmp_path, "3\nca\ncarte d\n")
    assert (
        "Plusieurs thèmes commencent par « ca » : 5. Carte jouée, reprise d'une carte · 6. Carte du mort · "
        "8. Carte pénalisée. Tapez le numéro."
    ) in out
    assert "Incident #1 ouvert : Carte du mort." in out  # a longer prefix still chooses
    [incident] = await store.list()
    assert incident.topic is not None
    await store.close()


async def test_l18_d_with_only_a_board_keeps_the_table_and_pairs(tmp_path: Path) -> None:
    script = "le mort a renoncé, donne 7 table 2\n\nd 8\nd ns=3 eo=14\nd table=4\nd 9 table= eo=\n"
    out, store = await terminal(tmp_path, script)
    assert (
        "Feuille : donne 8, table 2.\nGardé de la feuille : table 2 (pour l'effacer : donne 8 table=)." in out
    )
    assert "Feuille : donne 8, table 2, Nord-Sud paire 3, Est-Ouest paire 14." in out  # pairs alone
    assert "Feuille : donne 8, table 4, Nord-Sud paire 3, Est-Ouest paire 14." in out
    assert "(pour les effacer : donne 8 ns= eo=)." in out
    [incident] = await store.list()
    assert incident.deal is not None and incident.deal.text == "donne 9, Nord-Sud paire 3"  # cleared as said
    await store.close()


async def test_l8_a_board_and_a_note_at_the_list_of_topics_found_go_to_the_incident(tmp_path: Path) -> None:
    script = "le mort a renoncé\nd 5 table=3\nn Nord dit que le mort a joué vite\n1\n"
    out, store = await terminal(tmp_path, script)
    assert "Réponse non comprise" not in out
    assert "Noté : donne 5, table 3, pour l'incident que vous allez ouvrir (quitter avant l'efface)." in out
    assert "Noté, pour l'incident que vous allez ouvrir : « Nord dit que le mort a joué vite »." in out
    assert out.count("Thèmes trouvés pour « le mort a renoncé »") == 1  # the same list, asked again
    [incident] = await store.list()
    assert incident.deal is not None and incident.deal.text == "donne 5, table 3"
    assert "Nord dit que le mort a joué vite" in [note.text for note in incident.notes]
    await store.close()


@pytest.mark.parametrize("line", ["v", "mn", "dd", "m 4♥="])
async def test_l9_an_incident_command_at_the_first_menu_says_no_incident_is_open(
    tmp_path: Path, line: str
) -> None:
    out, store = await terminal(tmp_path, f"{line}\n\n")
    assert "Aucun incident ouvert : " in out
    assert "Aucun thème ne correspond" not in out and "quel incident ?" not in out  # never a search
    assert await store.list() == []
    await store.close()


async def test_l14_the_pairs_in_the_words_are_taken_as_d_takes_them(tmp_path: Path) -> None:
    out, store = await terminal(tmp_path, "donne 5 table 3 ns=3 eo=17 : le mort a renoncé\n\n")
    assert (
        "Compris : donne 5, table 3, Nord-Sud paire 3, Est-Ouest paire 17 (« donne 5 table 3 ns=3 eo=17 »)."
        in out
    )
    [incident] = await store.list()
    assert incident.deal is not None and (incident.deal.ns, incident.deal.ew) == ("3", "17")
    await store.close()


MID_HAND = "Sud joue 4♥, Ouest n'a pas fourni à carreau à la 5e levée\n\n3\n3\n\n"
POINTER = "L'incident #1 attend la fin du coup : tapez « v 1 » pour le reprendre"


@pytest.mark.parametrize("words", ["fin du coup, 10 levées", "le coup est fini", "La donne est terminée"])
async def test_the_end_of_the_hand_in_words_points_to_the_waiting_ruling(tmp_path: Path, words: str) -> None:
    out, store = await terminal(tmp_path, MID_HAND + words + "\n")
    assert POINTER in out and "Incident #2" not in out
    assert len(await store.list()) == 1  # nothing opened
    await store.close()
    out, store = await terminal(tmp_path, words + "\n")  # at the relaunch's list of unfinished incidents
    assert POINTER in out and len(await store.list()) == 1
    await store.close()


@pytest.mark.parametrize(
    "words",
    ["avant la fin du coup il a montré une carte", "fin du jeu : Est conteste le nombre de levées"],
)
async def test_words_about_the_end_of_the_hand_inside_a_description_stay_a_description(
    tmp_path: Path, words: str
) -> None:
    out, store = await terminal(tmp_path, MID_HAND + words + "\n")
    assert POINTER not in out and f"pour « {words}" in out
    await store.close()


async def test_l17_a_second_irregularity_keeps_its_first_incidents_board(tmp_path: Path) -> None:
    """`d 18 table=4` on the `+` incident is refused (its board is #1's); on #1 it moves both."""
    second = "d 17 table=1\nle mort a renoncé\n\n1\n+\n3\n8\n1\nd 18 table=4\n"
    out, store = await terminal(tmp_path, second + "\nd 18 table=4\n")
    assert (
        "L'incident #2 est une deuxième irrégularité sur la donne de l'incident #1 (donne 17, table 1)" in out
    )
    assert "Rien n'est noté." in out
    assert "Incident #2 (même donne) : donne 18, table 4 aussi." in out
    first, linked = await store.get("1"), await store.get("2")
    assert first is not None and linked is not None and first.deal is not None and linked.deal is not None
    assert (first.deal.board, first.deal.table) == (linked.deal.board, linked.deal.table) == ("18", "4")
    await store.close()

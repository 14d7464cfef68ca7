"""The terminal adapter, driven line by line as a director (or a script) would."""

from __future__ import annotations

import asyncio
import io
import itertools
import os
import re
import subprocess
import sys
from pathlib import Path
from unittest.mock import patch

import pytest

import rules
from bot.adapters.terminal.display import LAW, Display
from bot.adapters.terminal.session import Terminal
from bot.incidents.engine import Engine
from bot.incidents.incident import Actor, State
from bot.incidents.render import ruling_text
from bot.incidents.store import Store
from rules.model import Ruling
from tests.bot.test_cli import run

DIRECTOR = Actor("terminal:test", "Test", is_director=True)


async def session(tmp_path: Path, script: str) -> tuple[int, str, Store]:
    store = await Store(tmp_path / "db.sqlite3").open()
    out = io.StringIO()
    code = await Terminal(Engine(store), DIRECTOR, io.StringIO(script), out).run()
    return code, out.getvalue(), store


async def test_a_full_revoke_ruling(tmp_path: Path) -> None:
    # Renonce ; n'a pas fourni ; défense ; pendant le jeu, consommée ; levée gagnée par le partenaire.
    code, out, store = await session(tmp_path, "renonce\n1\n3\n3\n2\n\n")
    assert code == 0
    assert "DÉCISION — Renonce consommée : transfert d'une levée" in out
    assert "64A2" in out and "À lire à la table" in out and "10A" in out
    [incident] = await store.list()
    assert incident.state is State.RULED and incident.ruling_id == "renonce.transfert.64A2_partenaire"
    await store.close()


async def test_bad_input_gets_a_french_message_and_the_same_question(tmp_path: Path) -> None:
    code, out, store = await session(tmp_path, "renonce\nbonjour\n12\n?\n1\n")  # 12: past the last answer
    assert code == 0
    assert out.count("Réponse non comprise") == 2
    assert "Aide : Renonce" in out
    assert out.count("Question 1 — Que s'est-il passé ?") == 4  # asked again after each bad line and the help
    assert "Question 2 — Qui est le joueur fautif ?" in out
    assert "Traceback" not in out
    await store.close()


async def test_back_and_abandon(tmp_path: Path) -> None:
    code, out, store = await session(tmp_path, "renonce\n1\nr\n4\n\nrenonce\na\no\n")  # « a », confirmed
    assert code == 0
    assert "Pas de renonce" in out  # after going back, the first answer was changed
    [abandoned, ruled] = await store.list()
    assert ruled.ruling_id == "renonce.pas_de_renonce"
    assert abandoned.state is State.ABANDONED
    await store.close()


async def test_back_says_which_answer_it_takes_away(tmp_path: Path) -> None:
    """Issue 23, F17: « r » names the answer being changed."""
    code, out, store = await session(tmp_path, "renonce\n1\nr\nq\n")
    assert code == 0 and "Retour : la réponse « Un joueur n'a pas fourni" in out
    await store.close()


async def test_abandon_asks_first_and_anything_but_oui_keeps_the_incident(tmp_path: Path) -> None:
    """Issue 23, F18: « a » then Entrée keeps the incident at the same question."""
    code, out, store = await session(tmp_path, "renonce\n1\na\n\n3\nq\n")
    assert code == 0 and "Abandonner l'incident #1 ?" in out and "Abandon annulé" in out
    assert "Question 3 — Où en est le jeu" in out
    [incident] = await store.list()
    assert incident.state is State.ASKING and len(incident.answers) == 2
    await store.close()


async def test_notes_are_kept_and_unfinished_incidents_resume(tmp_path: Path) -> None:
    code, out, store = await session(tmp_path, "renonce\nn Table 4, étui 12, 4♠ par Sud\n1\n3\nq\n")
    assert code == 0 and "Note enregistrée." in out and "reste ouvert" in out
    await store.close()
    code, out, store = await session(tmp_path, "1\n1\n")
    assert "Reprendre l'incident #1" in out
    # It resumes at the third question: the two answers given before are kept.
    assert out.rstrip().splitlines()[-1] == "Au revoir." and "Question 3 — Où en est le jeu" in out
    [incident] = await store.list()
    assert incident.notes[0].text == "Table 4, étui 12, 4♠ par Sud"
    assert incident.answers == (
        ("situation", "not_followed"),
        ("offender", "defender"),
        ("when", "after_play"),
    )
    await store.close()


async def test_end_of_input_ends_the_session_cleanly(tmp_path: Path) -> None:
    code, out, store = await session(tmp_path, "renonce\n1\n")
    assert code == 0
    assert "Fin de la saisie" in out
    await store.close()


def test_piped_session_in_a_real_process(tmp_path: Path) -> None:
    """The 'done when' of issue 2: a director rules a revoke through `arbitre` fed by a pipe."""
    env = {**os.environ, "ARBITRE_DATA_DIR": str(tmp_path)}
    done = subprocess.run(
        [sys.executable, "-m", "bot.cli"],
        input="renonce\n1\n2\n2\n",
        text=True,
        capture_output=True,
        env=env,
        timeout=60,
    )
    assert done.returncode == 0
    assert "Renonce non consommée du mort" in done.stdout
    assert "Traceback" not in done.stdout + done.stderr
    assert (tmp_path / "arbitre.sqlite3").exists()


@pytest.mark.parametrize("answer", ["0", "-1", "99", "1.5", "x"])
async def test_out_of_range_numbers_are_refused(tmp_path: Path, answer: str) -> None:
    _, out, store = await session(tmp_path, f"renonce\n{answer}\n")
    assert "Réponse non comprise" in out
    [incident] = await store.list()
    assert incident.answers == ()
    await store.close()


# --- issue 12 F1, F6, F17 and issue 13 §1: typing, ranges, numbering, resuming --------------------


@pytest.mark.parametrize("answer", ["²", "①", "١", "５", "1" * 5000, "-0", "+1"])
async def test_odd_digits_get_a_french_message_at_every_numbered_prompt(tmp_path: Path, answer: str) -> None:
    # The topic menu, a question, and the ruling's follow-up: each answers in French, asks again.
    _, out, store = await session(tmp_path, f"{answer}\nrenonce\n{answer}\n")
    assert out.count("Réponse non comprise") == 2
    assert out.count("Question 1 — Que s'est-il passé ?") == 2
    [incident] = await store.list()
    assert incident.answers == ()
    await store.close()


async def test_a_latin1_byte_warns_and_loses_nothing(tmp_path: Path) -> None:
    """F6: a byte that is not UTF-8 neither ends the session nor drops the lines around it."""
    store = await Store(tmp_path / "db.sqlite3").open()
    out = io.StringIO()
    stdin = io.TextIOWrapper(
        io.BytesIO(b"renonce\n1\nn caf\xe9 cr\xe8me\n1\n"), encoding="utf-8", errors="strict"
    )
    await Terminal(Engine(store), DIRECTOR, stdin, out).run()
    text = out.getvalue()
    assert "caractères illisibles" in text and "Fin de la saisie" in text
    [incident] = await store.list()
    assert incident.answers == (("situation", "not_followed"), ("offender", "declarer"))
    assert incident.notes[0].text == "caf\ufffd cr\ufffdme"
    await store.close()


def test_a_latin1_byte_in_a_real_process(tmp_path: Path) -> None:
    env = {**os.environ, "ARBITRE_DATA_DIR": str(tmp_path), "PYTHONIOENCODING": "utf-8:strict"}
    done = subprocess.run(
        [sys.executable, "-m", "bot.cli"],
        input=b"renonce\n1\nn caf\xe9\n1\n",
        capture_output=True,
        env=env,
        timeout=60,
    )
    assert done.returncode == 0
    assert "caractères illisibles".encode() in done.stdout and b"Question 3" in done.stdout


async def test_control_characters_from_outside_are_not_printed(tmp_path: Path) -> None:
    """F17: a note or a name with escape sequences reaches the screen without them."""
    store = await Store(tmp_path / "db.sqlite3").open()
    engine = Engine(store)
    named = Actor(DIRECTOR.id, "Bob\x1b[2J\x1b]0;pwned\x07\x1b[31mROUGE", is_director=True)
    reply = await engine.open(named, "terminal", "renonce")
    assert reply.incident is not None
    out = io.StringIO()
    await Terminal(engine, DIRECTOR, io.StringIO("1\n\x1b]0;x\x07\nn a\x1b[31mb\n"), out).run()
    assert "\x1b" not in out.getvalue() and "\x07" not in out.getvalue()
    assert "ouvert par Bob[2J]0;pwned[31mROUGE" in out.getvalue()
    [incident] = await store.list()
    assert incident.notes[0].text == "a[31mb"
    await store.close()


async def test_first_letters_of_a_label_choose_it(tmp_path: Path) -> None:
    # « ren » at the menu, then the first letters of each answer; « déc » is Le déclarant.
    _, _out, store = await session(tmp_path, "ren\nun joueur n'a pas f\nle décl\n")
    [incident] = await store.list()
    assert incident.topic == "renonce"
    assert incident.answers == (("situation", "not_followed"), ("offender", "declarer"))
    await store.close()


async def test_an_ambiguous_prefix_is_refused(tmp_path: Path) -> None:
    # « le » starts « Le déclarant » and « Le mort »: no guess; the answers it could mean (issue 30 F16).
    _, out, store = await session(tmp_path, "renonce\n1\nle\n")
    assert "Réponse non comprise : « le » est ambigu : 1 ou 2 ; tapez le numéro" in out
    [incident] = await store.list()
    assert incident.answers == (("situation", "not_followed"),)
    await store.close()


async def test_out_of_range_gets_the_range_on_the_screen(tmp_path: Path) -> None:
    _, out, store = await session(tmp_path, "renonce\n1\n1\n")
    await store.close()
    _, out, store = await session(tmp_path, "9\n")  # the resume menu shows 0 and 1
    assert (
        "Tapez un numéro entre 0 et 1 (la ligne : 1 reprend l'incident #1, 0 ouvre un nouvel incident), #N "
        "(l'incident N), ou décrivez un nouvel incident, ou q pour quitter." in out
    )
    await store.close()


async def test_resuming_shows_the_answers_so_far(tmp_path: Path) -> None:
    _, _, store = await session(tmp_path, "renonce\n1\n3\nq\n")
    await store.close()
    _, out, store = await session(tmp_path, "1\n")
    assert "Réponses déjà données (incident #1) :" in out
    assert "1. Que s'est-il passé ? — Un joueur n'a pas fourni" in out
    assert "2. Qui est le joueur fautif ? — Un joueur de la défense" in out
    await store.close()


async def test_question_numbers_do_not_jump_after_going_back(tmp_path: Path) -> None:
    # Answer three, go back twice, change the first answer, then go on: the numbers shown climb one by one.
    _, out, store = await session(tmp_path, "renonce\n1\n3\n1\nr\nr\nr\n1\n3\n1\n")
    numbers = [int(line.split()[1]) for line in out.splitlines() if line.startswith("Question ")]
    assert all(b <= a + 1 for a, b in itertools.pairwise(numbers)), numbers
    await store.close()


# --- display: plain for pipes and NO_COLOR, wrapped on a terminal, rich for the ruling --------------


def _revoke_ruling() -> Ruling:
    answers = {
        "situation": "not_followed",
        "offender": "defender",
        "when": "played",
        "revoke_trick": "partner",
    }
    step = rules.next_step("renonce", answers)
    assert step.ruling is not None, step
    return step.ruling


def test_a_pipe_gets_the_plain_text_unwrapped() -> None:
    out = io.StringIO()
    Display(out).ruling(_revoke_ruling())
    assert out.getvalue() == ruling_text(_revoke_ruling()).rstrip() + "\n"


def test_no_color_on_a_terminal_wraps_on_words_with_hanging_indents(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    monkeypatch.setenv("COLUMNS", "50")
    out = io.StringIO()
    display = Display(out, tty=True)
    assert not display.fancy
    display.ruling(_revoke_ruling())
    display.say("  3. " + "une réponse très longue " * 6)
    lines = out.getvalue().splitlines()
    assert "\x1b" not in out.getvalue()
    assert max(len(line) for line in lines) <= 50
    # Nothing cut inside a word: every word of the plain text is still there, whole.
    assert out.getvalue().split()[:-25] == ruling_text(_revoke_ruling()).split()
    assert lines[-1].startswith("     ") and lines[-1][5] != " "  # hangs under the text, not under « 3. »


def test_a_terminal_gets_the_ruling_in_sections_with_a_summary_box(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.setenv("TERM", "xterm-256color")
    monkeypatch.setenv("COLUMNS", "72")
    out = io.StringIO()
    display = Display(out, tty=True)
    assert display.fancy
    with patch("rich.console.Console.is_terminal", new=True):
        display.ruling(_revoke_ruling())
    shown = out.getvalue()
    assert "\x1b[1;7m DÉCISION — Renonce consommée" in shown  # the headline, bold and reversed
    for heading in ("Maintenant", "À la fin du coup", "À lire à la table"):
        assert f"\x1b[1;4m{heading}\x1b[0m" in shown
    assert "\x1b[1;35m64A2\x1b[0m" in shown  # law numbers set apart
    assert "╭─ En bref" in shown and "Levées transférées : 1" in shown
    plain = re.sub(r"\x1b\[[0-9;]*m", "", shown)
    assert max(len(line) for line in plain.splitlines()) <= 72


def test_the_plain_law_pattern_finds_the_citations() -> None:
    assert LAW.findall("64A2, 12C1c, 50D2 et 16B1a ; pas 2017 ni A4") == ["64A2", "12C1c", "50D2", "16B1a"]


async def test_arrow_keys_and_enter_choose(tmp_path: Path) -> None:
    from prompt_toolkit.application import create_app_session
    from prompt_toolkit.input import create_pipe_input
    from prompt_toolkit.output import DummyOutput

    from bot.adapters.terminal import picker

    store = await Store(tmp_path / "db.sqlite3").open()
    out = io.StringIO()
    # ↓ ↓ ↓ Enter at the first menu (Pendant le jeu), ↓ Enter (Renonce); ↓ ↓ Enter (2nd answer);
    # typed « 3 »; then Ctrl-D.
    with create_pipe_input() as keys, create_app_session(input=keys, output=DummyOutput()):
        picker._session = None
        terminal = Terminal(Engine(store), DIRECTOR, io.StringIO(""), out, arrows=True)
        terminal._picker_ready.set()  # at a real terminal it loads while the director reads the menu
        keys.send_text("\x1b[B\x1b[B\x1b[B\r")
        keys.send_text("\x1b[B\r")
        keys.send_text("\x1b[B\x1b[B\r")
        keys.send_text("3\r")
        keys.send_text("\x04")
        assert await terminal.run() == 0
        picker._session = None
    [incident] = await store.list()
    assert incident.topic == "renonce"
    assert incident.answers == (("situation", "requirement_ignored"), ("offender", "defender"))
    await store.close()


async def test_incidents_show_prints_the_questions_and_answers_in_french(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    _, _, store = await session(tmp_path, "renonce\n1\n3\nq\n")
    await store.close()
    (tmp_path / "db.sqlite3").rename(tmp_path / "arbitre.sqlite3")
    monkeypatch.setenv("ARBITRE_DATA_DIR", str(tmp_path))
    code, out, err = await asyncio.to_thread(run, capsys, "incidents", "show", "1")  # main runs its own loop
    assert code == 0, err
    history = out.split("Historique :")[1]
    assert "réponse Que s'est-il passé ? → Un joueur n'a pas fourni" in history
    assert "not_followed" not in history and "situation" not in history


def test_links_name_the_site_they_point_to() -> None:
    """issue 13: no « Texte officiel (FFB) » on a third-party site, no « article source »."""
    from bot.commands import loi
    from rules.laws import lookup

    shown = loi.text(lookup("64A2"))
    assert "officiel" not in shown
    assert "Code 2017 en français (site de l'École de bridge de Toulon) : https://bridgecode2017" in shown
    topics = Path(rules.__file__).parent / "topics"
    assert not [p.name for p in topics.glob("*.py") if "article source" in p.read_text(encoding="utf-8")]


def test_a_piped_run_loads_neither_rich_nor_prompt_toolkit(tmp_path: Path) -> None:
    """The start-up time does not grow: the two display libraries load only on a real terminal."""
    code = (
        "import asyncio, io, sys\n"
        "from bot.adapters.terminal.session import Terminal\n"
        "from bot.incidents.engine import Engine\n"
        "from bot.incidents.incident import Actor\n"
        "from bot.incidents.store import Store\n"
        "async def main():\n"
        f"    store = await Store({str(tmp_path / 'db.sqlite3')!r}).open()\n"
        "    stdin = io.StringIO('1\\n1\\n3\\n1\\n2\\n1\\n1\\n2\\n\\n')\n"
        "    await Terminal(Engine(store), Actor('terminal:t', 'T', True), stdin, io.StringIO()).run()\n"
        "    await store.close()\n"
        "asyncio.run(main())\n"
        "print(sorted({m.split('.')[0] for m in sys.modules} & {'rich', 'prompt_toolkit'}))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


async def test_a_count_out_of_range_gets_the_counts_range(tmp_path: Path) -> None:
    # The revoke ruling, then « Oui » to compute the score: the contract's level is typed as a number.
    _, out, store = await session(tmp_path, "renonce\n1\n3\n3\n2\n1\n8\n²\n")
    assert "Tapez le nombre, de 1 à 7." in out
    # Four questions, then the follow-up « Oui » (not numbered): the next one is 5, not 6.
    numbers = [int(line.split()[1]) for line in out.splitlines() if line.startswith("Question ")]
    assert numbers[:5] == [1, 2, 3, 4, 5], numbers
    assert numbers[5:] == [5, 5], numbers  # the same question, asked again after each bad answer
    assert out.count("Réponse non comprise : tapez un nombre entre 1 et 7") == 2
    await store.close()


def test_first_letters_rules() -> None:
    from bot.adapters.terminal.text import by_label, number

    labels = ["Oui", "Non", "Non, plus tard", "12e levée jouée"]
    assert by_label("oui", labels) == 0 and by_label("OUI ", labels) == 0
    assert by_label("non", labels) == 1  # the exact label wins over a longer one
    assert by_label("non,", labels) == 1 and by_label("non, p", labels) == 2
    assert by_label("12", labels) is None  # digits are a number, never a prefix
    assert by_label("o", labels) is None  # one letter is a command's room (r, a, n, q)
    assert by_label("renonce", ["Renonce", "Entame hors tour"]) == 0
    assert number("007") == 7 and number("1" * 7) is None and number("²") is None


async def test_the_event_s_card_rule_is_asked_once_per_session(tmp_path: Path) -> None:
    """Issue 22 §2: outside an online event, the organiser's rule for a misclicked card is asked once,
    not per click; the second incident reuses it, says so, and « r » asks it again."""
    card = "En ligne : clic\nUne carte de sa propre main\n"
    first = (
        card + "Reprise tant que le joueur suivant\nLe joueur suivant n'a pas encore\nLa déclaration\noui\n\n"
    )
    second = card + "Le joueur suivant n'a pas encore\nLa déclaration\noui\n\n"
    third = card + "r\nAucune reprise\n\n"
    code, out, store = await session(tmp_path, first + second + third)
    assert code == 0
    assert out.count("Que prévoit le règlement de l'épreuve pour une carte cliquée par erreur ?") == 4
    assert out.count("réponse donnée plus tôt dans cette session") == 2
    incidents = sorted(await store.list(), key=lambda i: int(i.id))
    assert [i.ruling_id for i in incidents] == [
        "online.undo.card_allowed",
        "online.undo.card_allowed",
        "online.undo.card_not_allowed",
    ]
    assert all(dict(i.answers).get("card_policy") for i in incidents)  # stored with each incident
    await store.close()

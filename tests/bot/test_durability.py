"""A real `arbitre terminal` process killed with SIGKILL mid-incident resumes where it stopped.

The terminal is driven through pipes, line by line, waiting on its output (never on sleeps):
what was committed before the kill is all there after the restart, at the same question.
"""

from __future__ import annotations

import codecs
import os
import re
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

import rules
from bot.incidents.store import Store
from bot.incidents.transition import replay
from tests.bot.conftest import TOPIC, path_to_ruling

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is POSIX only")

ROOT = Path(__file__).resolve().parents[2]
PATH = path_to_ruling()
TIMEOUT = 30.0


def environment(data_dir: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("TELEGRAM_TOKEN", "DISCORD_TOKEN")}
    env.update(ARBITRE_DATA_DIR=str(data_dir), PYTHONUNBUFFERED="1", PYTHONIOENCODING="utf-8")
    return env


class Session:
    """One `python -m bot.cli terminal` process; its stdout is read by a thread into a buffer."""

    def __init__(self, data_dir: Path) -> None:
        self.stderr = (data_dir.parent / f"stderr-{time.monotonic_ns()}.txt").open("w+b")
        self.process = subprocess.Popen(
            [sys.executable, "-m", "bot.cli", "terminal"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=self.stderr,
            cwd=ROOT,
            env=environment(data_dir),
        )
        self.output = ""
        self.seen = 0  # output before this offset has been matched already
        self.ended = False
        self.changed = threading.Condition()
        self.reader = threading.Thread(target=self._pump, daemon=True)
        self.reader.start()

    def _pump(self) -> None:
        assert self.process.stdout is not None
        decoder = codecs.getincrementaldecoder("utf-8")()
        fd = self.process.stdout.fileno()
        while chunk := os.read(fd, 65536):
            with self.changed:
                self.output += decoder.decode(chunk)
                self.changed.notify_all()
        with self.changed:
            self.ended = True
            self.changed.notify_all()

    def expect(self, pattern: str) -> re.Match[str]:
        """Wait until `pattern` (a regex) appears after what was already matched."""
        compiled = re.compile(pattern, re.MULTILINE)
        deadline = time.monotonic() + TIMEOUT
        with self.changed:
            while True:
                found = compiled.search(self.output, self.seen)
                if found:
                    self.seen = found.end()
                    return found
                remaining = deadline - time.monotonic()
                if self.ended or remaining <= 0:
                    self.stderr.seek(0)
                    raise AssertionError(
                        f"{pattern!r} never came. Output:\n{self.output[self.seen :]}\n"
                        f"stderr:\n{self.stderr.read().decode(errors='replace')}"
                    )
                self.changed.wait(remaining)

    def prompt(self) -> None:
        self.expect(r"^> ")

    def send(self, line: str) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(line.encode() + b"\n")
        self.process.stdin.flush()

    def kill(self) -> None:
        self.process.send_signal(signal.SIGKILL)
        assert self.process.wait(timeout=TIMEOUT) == -signal.SIGKILL
        self.close()

    def finish(self) -> int:
        code = self.process.wait(timeout=TIMEOUT)
        self.close()
        return code

    def close(self) -> None:
        self.reader.join(timeout=TIMEOUT)
        for stream in (self.process.stdin, self.process.stdout):
            if stream is not None:
                try:
                    stream.close()
                except BrokenPipeError:  # the process is gone
                    pass
        self.stderr.close()


def heading(question_id: str) -> str:
    prompt = rules.get_topic(TOPIC).questions[question_id].prompt
    return rf"^Question \d+ — {re.escape(prompt)}$"


def typed(question_id: str, value: str) -> str:
    """What a director types for this answer at the terminal: the option's number, or a count."""
    question = rules.get_topic(TOPIC).questions[question_id]
    if all(o.value.isdigit() and o.label == o.value for o in question.options):
        return value
    return str(question.values().index(value) + 1)


def open_incident(session: Session) -> str:
    """When (« Pendant le jeu »), then what (the topic), as a director picks them."""
    topic_title = re.escape(rules.get_topic(TOPIC).title)
    phase = session.expect(r"^  (\d+)\. Pendant le jeu$").group(1)
    session.expect(r"^  \? : les thèmes de chaque moment   q : quitter$")
    session.prompt()
    session.send(phase)
    number = session.expect(rf"^  (\d+)\. {topic_title}$").group(1)
    session.expect(r"^  \? : leur description   r : retour au moment   q : quitter$")
    session.prompt()
    session.send(number)
    return session.expect(r"^Incident #(\d+) ouvert").group(1)


def answer_up_to(session: Session, count: int) -> None:
    """Answer PATH[:count], each after its question shows, then wait for the next question."""
    for question_id, value in PATH[:count]:
        session.expect(heading(question_id))
        session.prompt()
        session.send(typed(question_id, value))
    session.expect(heading(PATH[count][0]))
    session.prompt()


def stored(database: Path, incident_id: str) -> tuple[tuple[tuple[str, str], ...], int]:
    """The stored answers and event count; also checks that the state is the replay of its events."""
    store = Store(database).open_sync()
    try:
        assert store.integrity_check() == "ok"
        incident = store.get_sync(incident_id)
        events = store.events_sync(incident_id)
    finally:
        store.close_sync()
    assert incident is not None
    assert replay([(e.actor, e.action, e.at) for e in events], incident_id) == incident
    return incident.answers, len(events)


def resume(data_dir: Path, incident_id: str, question_id: str) -> None:
    """Restart, take up the unfinished incident, see `question_id` again, then quit cleanly."""
    session = Session(data_dir)
    try:
        session.expect(r"^Incidents non terminés :$")
        number = session.expect(rf"^  (\d+)\. Reprendre l'incident #{incident_id} ").group(1)
        session.prompt()
        session.send(number)
        session.expect(heading(question_id))
        session.prompt()
        session.send("q")
        session.expect(rf"L'incident #{incident_id} reste ouvert")
        assert session.finish() == 0
    finally:
        if session.process.poll() is None:
            session.kill()


def show(data_dir: Path, incident_id: str) -> str:
    done = subprocess.run(
        [sys.executable, "-m", "bot.cli", "incidents", "show", incident_id],
        cwd=ROOT,
        env=environment(data_dir),
        capture_output=True,
        timeout=TIMEOUT,
    )
    assert done.returncode == 0, done.stderr.decode(errors="replace")
    return done.stdout.decode()


def answer_lines(count: int) -> list[str]:
    topic = rules.get_topic(TOPIC)
    lines = []
    for question_id, value in PATH[:count]:
        question = topic.questions[question_id]
        option = question.option(value)
        assert option is not None
        lines.append(f"  {question.prompt} → {option.label}")
    return lines


def test_sigkill_between_two_answers_resumes_at_the_same_question(tmp_path: Path) -> None:
    data_dir = tmp_path / "data"
    session = Session(data_dir)
    try:
        incident_id = open_incident(session)
        answer_up_to(session, 3)  # the fourth question is on screen, waiting
    finally:
        session.kill()
    assert stored(data_dir / "arbitre.sqlite3", incident_id) == (tuple(PATH[:3]), 4)

    resume(data_dir, incident_id, PATH[3][0])

    report = show(data_dir, incident_id)
    assert f"Incident #{incident_id} — {rules.get_topic(TOPIC).title} (questions en cours)" in report
    assert "Réponses :\n" + "\n".join(answer_lines(3)) + "\n" in report
    prompt = rules.get_topic(TOPIC).questions[PATH[3][0]].prompt
    assert f"Question en cours : {prompt}" in report
    assert report.count(" : réponse ") == 3


def test_sigkill_right_after_an_answer_keeps_all_or_nothing_of_it(tmp_path: Path) -> None:
    data_dir = tmp_path / "data"
    session = Session(data_dir)
    try:
        incident_id = open_incident(session)
        answer_up_to(session, 3)
        session.send(typed(*PATH[3]))  # and kill at once, maybe before, maybe after the commit
    finally:
        session.kill()
    answers, events = stored(data_dir / "arbitre.sqlite3", incident_id)
    assert answers in (tuple(PATH[:3]), tuple(PATH[:4]))
    assert events == 1 + len(answers)
    # The stored answers lead to a question: the one a restarted terminal shows (see the test above).
    step = rules.next_step(TOPIC, dict(answers))
    assert step.question is not None and step.question.id == PATH[len(answers)][0]

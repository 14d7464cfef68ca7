"""The terminal's input and output: lines read from any stream, the arrow-key picker, the keys' help."""

from __future__ import annotations

import asyncio
import contextlib
import re
import threading
from collections.abc import Sequence
from typing import TextIO

from bot.adapters.terminal import text as typed
from bot.adapters.terminal.display import Display, is_tty
from bot.finder import topics as finder
from bot.incidents.engine import Engine
from bot.incidents.incident import Actor

KEYS_HELP = (
    "r : retour   a : annuler l'incident   ? : aide   n <texte> : note   d <donne> : donne et table   "
    "m <ligne> : marque   suites : après la décision   / <mots> : autre incident   + : 2e irrégularité   "
    "q : quitter"
)

# `?` under a ruling (KEYS_HELP offers it everywhere): what each key does on that screen.
RULING_HELP = (
    "Aide : la décision est prise. Entrée la termine et l'enregistre ; r revient sur la dernière réponse ; "
    "v réaffiche la décision en entier ; n <texte> ajoute une note ; d <donne> et m <ligne> complètent la feuille "
    "du marqueur ; suites ouvre une suite liée (pénalité, erreur de l'arbitre, appel) ; + une 2e irrégularité de "
    "la même donne ; a abandonne l'incident ; q quitte (l'incident est gardé)."
)

NOT_UTF8 = (
    "Attention : la ligne lue contenait des caractères illisibles (ce n'est pas du texte UTF-8) ; "
    "ils sont remplacés par « \ufffd »."
)


# Arrow keys as a line-reading input receives them (ESC [ A … D, or ESC O A … D).
ARROWS = re.compile(r"(?:\x1b(?:\[|O)[ABCD])+")
NO_ARROWS = "Les flèches ne servent pas ici : tapez le numéro de votre choix (ou quelques mots)."
# The first screen's title: bench/cold_start.py waits for it, so a new first screen keeps the bench honest.
FIRST_SCREEN = "Quand l'incident a-t-il eu lieu ?"
PICKER_WAIT = 3.0  # seconds; prompt_toolkit loads in about 0.13 s


class EndOfInput(Exception):
    pass


class Console:
    """The session's engine, actor and streams; reading and writing lines."""

    def __init__(
        self,
        engine: Engine,
        actor: Actor,
        stdin: TextIO,
        stdout: TextIO,
        *,
        display: Display | None = None,
        arrows: bool | None = None,
        live: bool | None = None,
    ) -> None:
        self.engine = engine
        self.actor = actor
        self.stdin = stdin
        self.stdout = stdout
        self.display = display or Display(stdout)
        # Arrow-key menus only where both ends are a real, capable terminal.
        self.arrows = (self.display.fancy and is_tty(stdin)) if arrows is None else arrows
        # Tester24 P11: a director at the keyboard (not a script piped in) may type during a long claim
        # count; his line abandons it (`typed_during`). A script's next line waits for the count.
        self.live = is_tty(stdin) if live is None else live
        self._ahead: asyncio.Future[str | bytes] | None = None  # a line being read, not consumed yet
        self._picker_ready = threading.Event()
        # Answers that hold for the whole session, asked once (the event's online rule for a
        # misclicked card, issue 22 §2), and the incidents where « r » asked to change one.
        self._standing: dict[str, str] = {}
        self._standing_declined: set[str] = set()
        self._asked_source: set[str] = set()  # follow-ups already asked « quel incident ? »
        self._finished: set[str] = set()  # incidents closed with Entrée at their ruling (G14)
        # « / words » typed during an incident: the search it asks for (the incident stays open).
        self._switch: str | None = None
        self._fresh = False  # the incident was just opened here: its answers were said as they came
        self.seconds: dict[
            str, str
        ] = {}  # incident id → the topic of the second irregularity its words named
        self._warming = False
        self._ruling_shown: dict[str, tuple[str, str | None]] = {}  # G15 (asking.py)
        self._board_first: dict[str, str] | None = None  # `d 18 table=4` typed at the first menu
        self._notes_first: list[str] = []  # `n …` typed before any incident (tester3 L8)

    def _preload_picker(self) -> None:
        """Import prompt_toolkit (~130 ms) in the background while the director reads the first
        menu, so the start-up time does not grow; until it is there, the plain input serves."""

        def load() -> None:
            with contextlib.suppress(Exception):
                import bot.adapters.terminal.picker  # noqa: F401

                self._picker_ready.set()

        threading.Thread(target=load, name="arbitre-picker", daemon=True).start()

    def say(self, text: str = "") -> None:
        self.display.say(text)

    def _decode(self, raw: bytes) -> str:
        line = raw.decode("utf-8", errors="replace")
        if "\ufffd" in line and "\ufffd".encode() not in raw:
            self.say(NOT_UTF8)
        return line

    async def _readline(self) -> str:
        """Read a line in a daemon thread: a SIGTERM while waiting for input must not leave
        the process hanging on a blocked read at exit.

        Bytes are read and decoded here, so a Latin-1 « é » becomes « \ufffd » with a French
        warning instead of ending the session and dropping the lines around it (F6)."""
        future, self._ahead = self._ahead or self._start_reading(), None
        got = await future
        if isinstance(got, bytes):
            return self._decode(got)
        if got == "\ufffd\n":
            self.say(NOT_UTF8)
        return got

    def _start_reading(self) -> asyncio.Future[str | bytes]:
        """The next line, read by a daemon thread (`_readline`)."""
        loop = asyncio.get_running_loop()
        future: asyncio.Future[str | bytes] = loop.create_future()
        binary = getattr(self.stdin, "buffer", None)

        def deliver(line: str | bytes) -> None:
            if not future.done():
                future.set_result(line)

        def reader() -> None:
            line: str | bytes
            try:
                line = binary.readline() if binary is not None else self.stdin.readline()
            except UnicodeDecodeError:
                line = "\ufffd\n"  # a text stream that cannot decode: keep going, say so
            except (OSError, ValueError):
                line = ""
            with contextlib.suppress(RuntimeError):  # the loop may be closed already
                loop.call_soon_threadsafe(deliver, line)

        threading.Thread(target=reader, name="arbitre-stdin", daemon=True).start()
        return future

    async def typed_during(self, work: asyncio.Future[object]) -> bool:
        """Tester24 P11: wait for `work` while reading what the director types; True when a line (or the end of
        the input) came first. That line is not consumed: the next `read` returns it."""
        if self._ahead is None:
            self._ahead = self._start_reading()
        line = self._ahead
        await asyncio.wait({work, line}, return_when=asyncio.FIRST_COMPLETED)
        return line.done() and not work.done()

    async def read(self, prompt: str = "> ") -> str:
        self.display.write(prompt)
        line = await self._readline()
        if line == "":
            raise EndOfInput
        while ARROWS.fullmatch(line.strip()):
            # An arrow key where the plain input reads lines (issue 23 F5): say so, never
            # « réponse non comprise ».
            self.say(NO_ARROWS)
            self.display.write(prompt)
            line = await self._readline()
            if line == "":
                raise EndOfInput
        line = typed.line(line) + "\n"
        if not is_tty(self.stdin):
            self.display.write(line)  # echo scripted input
        return line.strip()

    async def pick(self, labels: Sequence[str], *, first: int = 1, extra: Sequence[str] = ()) -> str:
        """One line from the director; with arrows on, a menu of `labels` (plus `extra`)."""
        if not self._warming:
            # The finder's index (a few hundredths of a second) is built while the first screen is
            # read, once it is on screen: the cold start does not wait for it.
            self._warming = True
            threading.Thread(target=finder.warm_up, name="arbitre-finder", daemon=True).start()
        if self._ahead is not None:  # a line typed during a count: the plain input has it (tester24 P11)
            return await self.read()
        if self.arrows and labels and not self._picker_ready.is_set():
            # The first menu comes before the background import ends: wait for it (a fraction
            # of a second), or the arrows typed there reach the plain input (issue 23 F5).
            await asyncio.to_thread(self._picker_ready.wait, PICKER_WAIT)
        if self.arrows and labels and self._picker_ready.is_set():
            from bot.adapters.terminal.picker import pick_line

            line = await pick_line(labels, first=first, extra=extra)
            if line is None:
                raise EndOfInput
            return typed.line(line).strip()
        return await self.read()

"""How the terminal prints: plain text for pipes, NO_COLOR and dumb terminals; wrapped, sectioned
and coloured with rich on an interactive terminal.

rich is imported only when a ruling is drawn on a real terminal, so `arbitre` starts as fast as
before and piped runs (scripts, tests) print exactly the plain text they always did.
"""

from __future__ import annotations

import os
import re
import shutil
import textwrap
from typing import TYPE_CHECKING, TextIO

from bot.adapters.terminal.text import clean
from bot.incidents.render import ruling_sections, ruling_text

if TYPE_CHECKING:
    from rules.model import Ruling

# A law citation as the rulings write it: 64A2, 12C1c, 50D2, 16B1a …
LAW = re.compile(r"\b(?:[1-9]|[1-8][0-9]|9[0-3])[A-H](?:[0-9]{1,2}(?:[a-z](?:\([ivx]+\)|[ivx]+)?)?)?\b")
# A list item: « 1. », « a) », « - », « • », « Carte pénalisée … » stays a plain line.
_ITEM = re.compile(r"^(\s*)((?:[0-9]{1,3}\.|[a-z]\)|[-•])\s+)")

# Readable on light and dark backgrounds: bold, reverse and underline follow the terminal's own
# colours; the only hue is magenta, which stays legible on both (unlike yellow, cyan or white).
STYLE_HEADLINE = "bold reverse"
STYLE_SECTION = "bold underline"
STYLE_LAW = "bold magenta"


def _env_plain() -> bool:
    return "NO_COLOR" in os.environ or os.environ.get("TERM", "") == "dumb"


def is_tty(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError, OSError):
        return False


# textwrap breaks only on ASCII whitespace: a no-break space holds two words together while
# wrapping, and becomes a plain space again in the output (issue 23, F17, at 60 columns).
_GLUE = "\u00a0"
_BEFORE_PUNCTUATION = re.compile(r" (?=[:;?!»])")
_AFTER_GUILLEMET = re.compile(r"« ")
_LEGEND_SEPARATOR = "   "


def _glued(line: str) -> str:
    """French punctuation stays with its word (never « : » at a line's start), and in a key
    legend (items separated by three spaces: « r : retour   n <texte> : note ») each item stays
    whole."""
    if _LEGEND_SEPARATOR in line.strip():
        line = _LEGEND_SEPARATOR.join(
            item.strip().replace(" ", _GLUE) for item in line.split(_LEGEND_SEPARATOR) if item.strip()
        )
    line = _BEFORE_PUNCTUATION.sub(_GLUE, line)
    return _AFTER_GUILLEMET.sub("«" + _GLUE, line)


class Display:
    """Write lines to the director's screen.

    - not a terminal (a pipe, a file, a test's StringIO): the text as is, never wrapped;
    - a terminal with NO_COLOR or TERM=dumb: wrapped on words, hanging indents, no escape codes;
    - any other terminal: the same, and the ruling drawn with rich.
    """

    def __init__(self, stream: TextIO, *, tty: bool | None = None, fancy: bool | None = None) -> None:
        self.stream = stream
        self.tty = is_tty(stream) if tty is None else tty
        self.fancy = (self.tty and not _env_plain()) if fancy is None else fancy

    def width(self) -> int:
        return max(40, shutil.get_terminal_size((80, 24)).columns)

    def wrap(self, text: str) -> str:
        """Break on words at the terminal's width; list items keep a hanging indent."""
        if not self.tty:
            return text
        width = self.width()
        out = []
        for line in text.split("\n"):
            if len(line) <= width:
                out.append(line)
                continue
            lead = len(line) - len(line.lstrip(" "))
            item = _ITEM.match(line)
            hang = " " * (len(item.group(1)) + len(item.group(2))) if item else " " * (lead + 2)
            out.append(
                textwrap.fill(
                    _glued(line.strip()),
                    width=width,
                    initial_indent=" " * lead,
                    subsequent_indent=hang,
                    break_long_words=False,
                    break_on_hyphens=False,
                ).replace(_GLUE, " ")
            )
        return "\n".join(out)

    def say(self, text: str = "") -> None:
        self.stream.write(self.wrap(text) + "\n")
        self.stream.flush()

    def write(self, text: str) -> None:
        self.stream.write(text)
        self.stream.flush()

    def ruling(self, ruling: Ruling) -> None:
        if self.fancy:
            self._rich_ruling(ruling)
        else:
            self.say(ruling_text(ruling).rstrip())

    def _rich_ruling(self, ruling: Ruling) -> None:
        # Imported here: rich costs ~60 ms to import, paid only when a ruling is drawn on a terminal.
        from rich import box
        from rich.console import Console, Group
        from rich.panel import Panel
        from rich.table import Table
        from rich.text import Text

        console = Console(file=self.stream, highlight=False, emoji=False, soft_wrap=False)

        def styled(line: str) -> Text:
            text = Text(clean(line, keep_newlines=False))
            text.highlight_regex(LAW, STYLE_LAW)
            return text

        def items(lines: tuple[str, ...]) -> Table:
            # Two columns so a wrapped line hangs under its text, not under « a) ».
            grid = Table.grid(padding=(0, 1))
            grid.add_column(no_wrap=True)
            grid.add_column()
            for line in lines:
                match = _ITEM.match(line)
                if match:
                    grid.add_row(match.group(2).strip(), styled(line[match.end() :]))
                else:
                    grid.add_row("•", styled(line))
            return grid

        console.print()
        # Wrapped here, not by rich: rich breaks at any space, no-break ones included, and put
        # the « : » of « … de la défense : carte pénalisée » at the start of a line (F17).
        headline = textwrap.wrap(
            _glued(f"DÉCISION — {clean(ruling.title, keep_newlines=False)}"),
            width=max(20, console.width - 2),
            break_long_words=False,
            break_on_hyphens=False,
        )
        for line in headline:
            console.print(Text(f" {line.replace(_GLUE, ' ')} ", style=STYLE_HEADLINE), no_wrap=True)
        for section in ruling_sections(ruling):
            if not section.heading:
                console.print()
                for line in section.lines:
                    console.print(styled(line), style="italic")
                continue
            if section.heading == "En bref":
                console.print()
                console.print(
                    Panel(
                        Group(*(styled(line) for line in section.lines)),
                        title="En bref",
                        title_align="left",
                        box=box.ROUNDED,
                        expand=False,
                    )
                )
                continue
            console.print()
            console.print(Text(section.heading, style=STYLE_SECTION))
            console.print(items(section.lines), style="")

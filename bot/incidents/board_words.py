"""The words an incident was described with, read from its notes: its own description (« Description : … ») and,
on a `+` incident, its first incident's copied (« Description (incident #1) : … »), the same board. Imports no other
module of bot.incidents, so that the incident itself may read them (bot.incidents.revoker_side, ops26)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from rules.seats_in_words import Contract

NOTE_PREFIX = "Description : "  # the note that keeps an incident's words (bot.incidents.words)
COPIED = re.compile(r"Description \(incident #\d+\) : ")  # bot.incidents.words.copied_description


class Noted(Protocol):
    """A note of an incident (bot.incidents.incident.Note)."""

    @property
    def text(self) -> str: ...


def own_words(notes: Iterable[Noted]) -> list[str]:
    """The incident's own description (none, or one)."""
    return [n.text.removeprefix(NOTE_PREFIX) for n in notes if n.text.startswith(NOTE_PREFIX)]


def board_words(notes: Iterable[Noted]) -> list[str]:
    """The incident's description, then the first incident's copied on a `+` incident (the same board)."""
    kept = tuple(notes)
    return [*own_words(kept), *(n.text.split(") : ", 1)[1] for n in kept if COPIED.match(n.text))]


def described_contract(notes: Iterable[Noted]) -> Contract | None:
    """The final contract the description names with its declarer (« Sud joue 4♥ »), or None: its own
    words first, else the first incident's of the board (tester11 X4: a claim opened with `+` after
    « Sud joue 4♥, Ouest a renoncé… » plays the same contract)."""
    # Start-up speed (issue 35 §5): the words' 37 patterns compile at the first claim mark, not
    # before the first menu (0.03-0.05 s of the cold start).
    from rules.seats_in_words import final_contract

    return next(filter(None, (final_contract(words) for words in board_words(notes))), None)

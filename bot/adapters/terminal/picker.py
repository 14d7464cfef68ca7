"""Arrow keys and Enter on an interactive terminal, with prompt_toolkit.

The menu is still the numbered list printed above: ↑ and ↓ fill the input line with an option's
number and show its label below the prompt, Enter validates. Everything typed keeps its meaning
(a number, the first letters of a label, r, a, ?, n <texte>, q), so the director can mix both.
Imported only on an interactive terminal: pipes and tests never load prompt_toolkit.
"""

from __future__ import annotations

from collections.abc import Sequence

from prompt_toolkit import PromptSession
from prompt_toolkit.application import get_app
from prompt_toolkit.formatted_text import FormattedText
from prompt_toolkit.key_binding import KeyBindings, KeyPressEvent
from prompt_toolkit.utils import get_cwidth

# The line under the prompt before any arrow: 42 columns, so that it fits a 60-column terminal
# with room to spare (the newcomer's trial: the older, longer hint ran past the screen).
HINT = " ↑ ↓ choisir · Entrée valider · ou le numéro"

_session: PromptSession[str] | None = None


def toolbar_line(text: str, columns: int) -> str:
    """`text` cut to the screen's width (in columns, as the terminal counts them), with « … »."""
    if get_cwidth(text) <= columns:
        return text
    while text and get_cwidth(text + "…") > columns:
        text = text[:-1]
    return text.rstrip() + "…"


def _shared_session() -> PromptSession[str]:
    # One session for the whole run keeps the history (↑ in an empty line is ours, not history).
    global _session
    if _session is None:
        _session = PromptSession()
    return _session


async def pick_line(labels: Sequence[str], *, first: int = 1, extra: Sequence[str] = ()) -> str | None:
    """The director's line; None at end of input (Ctrl-D) or Ctrl-C."""
    items = [*labels, *extra]
    state = {"index": -1}
    keys = KeyBindings()

    def move(event: KeyPressEvent, step: int) -> None:
        state["index"] = (state["index"] + step) % len(items)
        index = state["index"]
        text = str(index + first) if index < len(labels) else items[index].lower()
        event.current_buffer.text = text
        event.current_buffer.cursor_position = len(text)

    @keys.add("down")
    def _down(event: KeyPressEvent) -> None:
        move(event, 1)

    @keys.add("up")
    def _up(event: KeyPressEvent) -> None:
        move(event, -1 if state["index"] >= 0 else 0)

    def toolbar() -> FormattedText:
        index = state["index"]
        columns = get_app().output.get_size().columns - 1  # the last column would wrap on some terminals
        if index < 0:
            return FormattedText([("", toolbar_line(HINT, columns))])
        number = f"{index + first}. " if index < len(labels) else ""
        return FormattedText([("bold", toolbar_line(f" ▶ {number}{items[index]}", columns))])

    try:
        return await _shared_session().prompt_async(
            "> ", key_bindings=keys, bottom_toolbar=toolbar, enable_history_search=False
        )
    except (EOFError, KeyboardInterrupt):
        return None

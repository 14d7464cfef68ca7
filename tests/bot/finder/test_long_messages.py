"""A long message costs what its head does (issue 37 §5, reliability review U4): past the finder's search,
the engine's readings (the facts, the board, the end of the hand) and the front ends' own (the labels, the
echo, the terminal's line) read the first READ characters, or stop once nothing more can match — and a
message under READ characters is read as before."""

from __future__ import annotations

import io

import pytest

from bot.adapters.terminal import text as typed
from bot.adapters.terminal.console import Console
from bot.finder import parts
from bot.finder.head import READ, whole_sentences
from bot.finder.topics import echoed
from bot.incidents import waiting, words
from bot.incidents.engine import Engine
from bot.incidents.store import Store
from rules import where
from tests.bot.conftest import DIRECTOR

DESCRIBED = "Sud joue 4♠. Ouest a renoncé à cœur à la 5e levée, le déclarant a gagné la levée."
# Past the head: a board, the end of the hand, a count (100 KB in all).
TAIL = " bla" * 80 + " donne 7 table 3, fin du coup, 10 levées pour Sud." + " bla" * 25_000


def _longest(monkeypatch: pytest.MonkeyPatch, module: object, name: str) -> list[int]:
    """The length of the text each call of `module.name` is handed."""
    seen: list[int] = []
    original = getattr(module, name)

    def counted(text: str, *args: object, **kwargs: object) -> object:
        seen.append(len(text))
        return original(text, *args, **kwargs)

    monkeypatch.setattr(module, name, counted)
    return seen


async def test_a_long_description_pre_fills_what_its_head_states(engine: Engine, store: Store) -> None:
    long = DESCRIBED + TAIL
    short = await engine.open(DIRECTOR, "chat", "renonce", description=whole_sentences(long))
    opened = await engine.open(DIRECTOR, "chat", "renonce", description=long)
    assert short.incident is not None and opened.incident is not None
    assert opened.incident.answers == short.incident.answers != ()
    assert opened.incident.deal is None  # « donne 7 table 3 » is past the head: not read
    kept = words.description_of(opened.incident) or ""
    assert kept.startswith(DESCRIBED) and len(kept) <= words.NOTE_MAX  # the note keeps more than the head


async def test_the_engine_reads_the_facts_and_the_board_in_the_head_only(
    engine: Engine, monkeypatch: pytest.MonkeyPatch
) -> None:
    facts = _longest(monkeypatch, parts, "evidence")
    boards = _longest(monkeypatch, where, "board_and_table")  # imported when read (test_startup)
    await engine.open(DIRECTOR, "chat", "renonce", description=DESCRIBED + TAIL)
    assert facts and boards and max(facts + boards) <= READ


async def test_a_description_under_the_head_is_read_whole(engine: Engine) -> None:
    text = "donne 7 table 3, " + DESCRIBED
    assert len(text) < READ
    opened = await engine.open(DIRECTOR, "chat", "renonce", description=text)
    assert opened.incident is not None and opened.incident.deal is not None
    assert opened.incident.deal.board == "7" and opened.incident.deal.table == "3"
    assert dict(opened.incident.answers)["situation"] == "not_followed"


async def test_the_end_of_the_hand_is_read_in_the_head(store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    boards = _longest(monkeypatch, where, "board_and_table")
    said = "donne 9 table 2, à la fin du coup ils contestent le 5♥" + TAIL
    assert await waiting.end_of_hand_pointer(store, "chat", said, "v {id}") is None  # nothing waits
    assert boards and max(boards) <= READ


def test_the_labels_fold_no_more_than_a_label_can_match(monkeypatch: pytest.MonkeyPatch) -> None:
    folded = _longest(monkeypatch, typed, "_fold")
    labels = ["Oui", "Non", "Non, plus tard", "Un joueur de la défense"]
    long = "non, plus tard " + "x" * 100_000
    assert typed.by_label(long, labels) is None
    assert typed.answer_matches(long, labels) == []
    assert typed.ambiguous(long, labels, "réponses") is None
    assert max(folded) < 1_000
    # What folds to a label is still read whole: « non!!!…! » is « non ».
    assert typed.by_label("non" + "!" * 5_000, labels) == 1
    assert typed.by_label("non, plus", labels) == 2 and typed.answer_matches("déf", labels) == [3]


@pytest.mark.parametrize(
    "text",
    [
        "",
        "  a  b ",
        "un deux\ttrois\n quatre",
        "mot " * 30,
        "x" * 200,
        "é\u00a0è\u2003ê " * 40,
        DESCRIBED + TAIL,
    ],
)
@pytest.mark.parametrize("limit", [1, 5, 60, 80, 1_500])
def test_the_echo_joins_only_the_words_it_shows(text: str, limit: int) -> None:
    joined = " ".join(text.split())
    if len(joined) <= limit:
        assert echoed(text, limit) == joined
    else:
        shown = echoed(text, limit)
        assert shown.endswith("…") and len(shown) <= limit and joined.startswith(shown[:-1])


async def test_the_terminal_keeps_the_first_line_max_characters_of_a_line(engine: Engine) -> None:
    console = Console(engine, DIRECTOR, io.StringIO("renonce " * 20_000 + "\n"), io.StringIO(), arrows=False)
    line = await console.read()
    assert len(line) <= typed.LINE_MAX and line.startswith("renonce renonce")
    assert typed.line("n note\x1b courte\n") == "n note courte"


def test_the_labels_are_folded_once_for_every_line_typed(monkeypatch: pytest.MonkeyPatch) -> None:
    """The thirty topics' titles are matched against each line typed at the first menu: folded once (finder45)."""
    titles = ["Renonce", "Carte pénalisée", "Entame hors tour", "Enchère insuffisante"]
    typed._label.cache_clear()
    seen: list[str] = []
    fold = typed._fold
    monkeypatch.setattr(typed, "_fold", lambda text: seen.append(text) or fold(text))
    assert typed.by_label("carte", titles) == 1 and typed.by_label("ren", titles) == 0
    assert set(titles) <= set(seen)
    seen.clear()
    assert typed.by_label("enchere", titles) == 3 and typed.ambiguous("en", titles, "thèmes") is not None
    assert typed.answer_matches("hors", titles) == [2]
    assert seen and not set(titles) & set(seen)  # the lines typed only

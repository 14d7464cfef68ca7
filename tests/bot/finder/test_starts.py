"""Issue 37 §5: the index build and the first search in any order, and a message's length bounded.

A description piped into a fresh terminal (`arbitre < script.txt`) used to crash one start in
fifteen: the first search imported rapidfuzz while the background build did (« partially
initialized module 'rapidfuzz.process' »). bench/finder_starts.py runs 200 such starts; here, a
handful at once. Costs are measured by bench/finder.py, never here."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from bot.finder import index as finder_index
from bot.finder import nearest as finder_nearest
from bot.finder import topics as finder
from bot.finder.head import NEAREST, READ, clipped

STARTS = ("hestation pendant le jeu", "il montre ses deux dernières cartes", "renonse", "mauvais étui")


def test_a_description_piped_into_fresh_starts_never_crashes(tmp_path: Path) -> None:
    runs = []
    for number, phrase in enumerate(STARTS):
        env = {**os.environ, "ARBITRE_DATA_DIR": str(tmp_path / str(number))}
        env.pop("TELEGRAM_TOKEN", None)
        env.pop("DISCORD_TOKEN", None)
        run = subprocess.Popen(
            [sys.executable, "-m", "bot.cli", "terminal"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
        )
        assert run.stdin is not None
        run.stdin.write(f"{phrase}\nq\n")  # all of it at once, before the first menu shows
        run.stdin.close()
        runs.append(run)
    for run in runs:
        assert run.stdout is not None and run.stderr is not None
        out, err = run.stdout.read(), run.stderr.read()  # a few lines each: no pipe fills up
        run.wait(timeout=120)
        assert run.returncode == 0, err
        assert "erreur inattendue" not in out + err and "Traceback" not in err
        assert "Thèmes trouvés" in out or "Incident #1 ouvert" in out, out


def test_the_build_and_a_search_share_one_lock() -> None:
    # Held by the build (or by a search): nothing else reads the index meanwhile.
    with finder_index._LOCK:
        finder.warm_up()  # re-entrant: the same thread may build inside a search
        assert finder.search("renonce")[0].id == "renonce"


def test_only_the_head_of_a_long_message_is_read() -> None:
    filler = "bla " * 400  # 1,600 characters that name nothing
    assert finder.search(filler + "renonce") == []
    assert finder.search("renonce " + filler * 60)[0].id == "renonce"  # 100 KB: the head is read
    assert len(clipped("mot " * 1000)) <= READ
    assert clipped("renonce à la levée 5") == "renonce à la levée 5"
    # `nearest` compares the first NEAREST characters by spelling: the tail changes nothing.
    head = "hzzrt qwx " * 20
    assert len(head) > NEAREST
    assert finder.nearest(head + "renonce " * 5000) == finder.nearest(head)


# Each tail changes the proposal when it is read (the second assertion): past the head, it must not.
@pytest.mark.parametrize(
    ("head", "tail"),
    [
        ("Ouest a renoncé à cœur", "pendant les enchères Nord a dit 1♠ sur 1SA"),  # a moment and bids
        ("Est a entamé hors tour", "le mort a signalé au déclarant qu'il avait une carte en trop"),  # an act
        ("Sud a montré une carte au mort", "sur BBO la table a été déconnectée, loi 64"),  # online, a law
    ],
)
def test_a_long_message_gives_the_proposal_of_its_head(head: str, tail: str) -> None:
    padded = head + " " + "bla " * ((READ - len(head)) // 4 + 1)  # the head fills the READ characters
    long = padded + tail + " bla" * 25_000  # 100 KB
    assert [t.id for t in finder.search(long)] == [t.id for t in finder.search(padded)]
    assert finder.irregularities(long) == finder.irregularities(padded) == []
    assert [t.id for t in finder.search(f"{head} {tail}")] != [t.id for t in finder.search(padded)]


def test_the_warm_up_folds_the_spellings_nearest_compares() -> None:
    """The first message that matches nothing must not fold every topic's spellings on the event loop
    (8 ms, issue 37 §5): the warm-up does it in its thread."""
    finder_nearest._folded = None
    finder.warm_up()
    assert finder_nearest._folded is not None and finder_nearest._folded[0] is finder_index.index()

"""Issue 35 §7: the newcomer's low points of 29/11/2026 on operations (G16, G18, G19 and the key
hint at 60 columns; G21 is in tests/bot/discord/test_smoke.py and tests/bot/telegram/test_note.py),
through the terminal and the CLI as the director meets them."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from bot.adapters.terminal.session import Terminal
from bot.cli import main
from bot.finder import topics as finder
from bot.incidents.engine import Engine
from bot.incidents.incident import Actor
from bot.incidents.store import Store

DIRECTOR = Actor("terminal:test", "Test", is_director=True)
ROOT = Path(__file__).resolve().parents[2]
REVOKE = "Sud joue 4 piques, Ouest n'a pas fourni à trèfle à la 5e levée, il s'en est aperçu à la 8e levée"


async def session(tmp_path: Path, script: str) -> str:
    store = await Store(tmp_path / "arbitre.sqlite3").open()
    out = io.StringIO()
    try:
        assert await Terminal(Engine(store), DIRECTOR, io.StringIO(script), out).run() == 0
    finally:
        await store.close()
    return out.getvalue()


async def test_g16_the_echoed_description_ends_on_a_whole_word(tmp_path: Path) -> None:
    out = await session(tmp_path, f"{REVOKE}\nq\n")
    shown = out.split("Thèmes trouvés pour « ", 1)[1].split(" »", 1)[0]
    assert shown.endswith("…") and len(shown) <= finder.ECHO
    kept = shown.removesuffix("…")
    assert REVOKE.startswith(kept) and REVOKE[len(kept)] in " ,"  # ends on a whole word
    assert finder.echoed("Ouest n'a pas fourni à la 5e levée", 28) == "Ouest n'a pas fourni à la…"
    assert finder.echoed("le mort a renoncé") == "le mort a renoncé"  # short: whole, unchanged
    assert finder.echoed("x" * 90) == "x" * 79 + "…"  # one long word: cut, but cut it must be


def test_the_key_hint_and_the_chosen_label_fit_a_60_column_terminal() -> None:
    from prompt_toolkit.utils import get_cwidth

    from bot.adapters.terminal.picker import HINT, toolbar_line

    columns = 60 - 1  # the toolbar leaves the last column free
    assert get_cwidth(HINT) <= columns and toolbar_line(HINT, columns) == HINT
    long_label = (
        " ▶ 3. Pendant le jeu, après que le fautif ou son partenaire a joué, nommé ou désigné une carte"
    )
    cut = toolbar_line(long_label, columns)
    assert get_cwidth(cut) <= columns and cut.endswith("…") and long_label.startswith(cut[:-1])


async def test_g18_the_journal_shows_board_table_and_the_ruling_in_french(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("ARBITRE_DATA_DIR", str(tmp_path))
    with pytest.raises(SystemExit) as imported:
        main(["donnes", "importer", str(ROOT / "docs" / "exemple-seance.pbn")])
    assert imported.value.code == 0
    # The README's first incident: board 17, table 1; a consumed revoke, a trick transferred (64A2).
    await session(
        tmp_path, "Sud joue 4 cœurs, Ouest n'a pas fourni à carreau\n\nd 17 table=1 ns=1 eo=13\n3\n3\n1\n\n"
    )
    capsys.readouterr()
    with pytest.raises(SystemExit):
        main(["incidents"])
    out = capsys.readouterr().out
    assert "donne 17, table 1  Renonce — Renonce consommée : transfert d'une levée  (décision rendue)" in out
    assert "renonce.transfert" not in out  # no internal id where the French title is known


def test_g19_arbitre_marque_says_the_vulnerability_it_assumed(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["marque", "--resultats", "N 4♠ =:60, N 4♠ -1:40"])
    out = capsys.readouterr().out
    assert exit_info.value.code == 0 and "+232" in out
    assert "Vulnérabilité : personne vulnérable, par défaut : ajoutez --vulnerabilite ns, eo ou tous" in out
    with pytest.raises(SystemExit):
        main(["marque", "--resultats", "N 4♠ =:60, N 4♠ -1:40", "--vulnerabilite", "ns"])
    out = capsys.readouterr().out
    assert "+332" in out and "Vulnérabilité : Nord-Sud vulnérables (--vulnerabilite)." in out
    with pytest.raises(SystemExit):
        main(["marque", "--resultats", "420:60,-50:40"])  # points, not contracts: no vulnerability to say
    assert "Vulnérabilité" not in capsys.readouterr().out


async def test_g15_a_note_a_board_and_a_score_do_not_reprint_the_ruling_and_v_shows_it_again(
    tmp_path: Path,
) -> None:
    # A revoke by a defender, established, one trick transferred; then a note, the board and the
    # score typed under the ruling: each answer is a line or two, not the 40-line ruling again.
    script = "renonce\n1\n3\n1\n2\nn Est a vu sa renonce à la 9e levée\nd 5 table=3\nm 4S=\nv\nq\n"
    out = await session(tmp_path, script)
    title = out.count("DÉCISION —")
    assert title == 2, out  # the first time, and once more for « v »
    assert out.count("Décision de l'incident #1 inchangée (v : la revoir en entier).") == 3
    # the sheet under each later screen, never twice in one
    assert out.count("Feuille : donne 5, table 3.") == 3
    assert out.count("Marque enregistrée : Nord-Sud +620") == 2  # the sheet after m, then after v
    after_score = out.split("> m 4S=", 1)[1].split("> v", 1)[0]
    assert after_score.count("Marque enregistrée") == 1


async def test_a_board_typed_at_the_first_menu_goes_to_the_incident_opened_next(tmp_path: Path) -> None:
    # « d 3 table=2 » before any incident was searched as words (« Entame hors tour » first): it is
    # the board of the next incident; a malformed one is refused and notes nothing.
    out = await session(tmp_path, f"d 3 table=x\nd 3 table=2\n{REVOKE}\n\nq\n")
    assert "Numéro de table invalide" in out and "Rien n'est noté." in out
    assert "Noté : donne 3, table 2, pour l'incident que vous allez ouvrir (quitter avant l'efface)." in out
    assert "Aucun thème ne correspond" not in out and "Entame hors tour" not in out
    assert "Feuille : donne 3, table 2." in out
    store = await Store(tmp_path / "arbitre.sqlite3").open()
    try:
        (incident,) = await store.list(chat="terminal", limit=5)
    finally:
        await store.close()
    assert incident.topic == "renonce" and incident.deal is not None
    assert (incident.deal.board, incident.deal.table) == ("3", "2")


async def test_the_board_the_words_name_wins_over_one_typed_before(tmp_path: Path) -> None:
    out = await session(tmp_path, f"d 3\ndonne 5 : {REVOKE}\n\nq\n")
    assert "La description nomme déjà la donne (donne 5)" in out
    store = await Store(tmp_path / "arbitre.sqlite3").open()
    try:
        (incident,) = await store.list(chat="terminal", limit=5)
    finally:
        await store.close()
    assert incident.deal is not None and incident.deal.board == "5"

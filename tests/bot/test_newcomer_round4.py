"""Issue 30 §5: the newcomer's frictions of 27/11/2026 (F1–F29) that the terminal, the CLI and the
deploy files show; the chats' have tests/bot/telegram/test_newcomer_round4.py. F1 is in
test_board_conditions.py, F4 and F8 belong to other helpers."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

import rules
from bot.adapters.terminal.console import KEYS_HELP
from bot.adapters.terminal.session import Terminal
from bot.incidents.engine import Engine
from bot.incidents.incident import Actor
from bot.incidents.store import Store

DIRECTOR = Actor("terminal:test", "Test", is_director=True)
ROOT = Path(__file__).resolve().parents[2]


async def session(tmp_path: Path, script: str) -> tuple[str, Store]:
    store = await Store(tmp_path / "arbitre.sqlite3").open()
    out = io.StringIO()
    assert await Terminal(Engine(store), DIRECTOR, io.StringIO(script), out).run() == 0
    return out.getvalue(), store


async def test_f9_d_m_and_suites_are_in_the_legend_and_bare_keys_give_their_syntax(tmp_path: Path) -> None:
    assert "d <donne>" in KEYS_HELP and "m <ligne>" in KEYS_HELP and "suites" in KEYS_HELP
    title = rules.get_topic("renonce").title
    out, store = await session(tmp_path, f"{title}\nd\nm\nd 7 table=3 ns=4 eo=11\nq\n")
    assert "Donne, table et paires : « 12 table=3 ns=4 eo=11 »" in out  # bare d
    assert "m <ligne> — Une ligne : RÉSULTAT:POIDS" in out  # bare m
    assert "Feuille : donne 7, table 3, Nord-Sud paire 4, Est-Ouest paire 11." in out  # at a question
    assert "Réponse non comprise" not in out
    await store.close()
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for key in ("| `d 18 table=4 ns=7 eo=3` |", "| `m NS 4♠=:60,NS 4♠-1:40`, `m 60/40` |", "| `suites` |"):
        assert key in readme


def test_f10_f11_f12_f24_f25_deploy_steps_work_for_the_service_user() -> None:
    deploy = (ROOT / "deploy" / "README.md").read_text(encoding="utf-8")
    # F10: the cron line's folder exists, owned by the service user, before the first night.
    assert deploy.index("sudo install -d -o arbitre -g arbitre -m 700 /var/backups/arbitre") < deploy.index(
        "backup --output /var/backups/arbitre/ --garder 14"
    )
    assert "Joindre des\nfichiers" in deploy or "Joindre des fichiers" in deploy  # F11
    # F12: every Compose service has a profile, so the update names them, and so does the entrypoint.
    assert "git pull && docker compose -f deploy/compose.yaml --profile telegram up -d --build" in deploy
    assert "compose.yaml up -d --build\n" not in deploy
    assert (
        "/usr/bin/python3 -m venv /opt/arbitre" in (ROOT / "deploy" / "arbitre-telegram.service").read_text()
    )
    assert "systemd-run --uid=arbitre" in deploy and "discord --sync" in deploy  # F25


@pytest.mark.parametrize(
    ("command", "profile"), [("telegram", "--profile telegram"), ("discord", "--profile discord")]
)
def test_f12_the_entrypoint_hint_names_the_profile(tmp_path: Path, command: str, profile: str) -> None:
    import os
    import subprocess

    fake = tmp_path / "arbitre"
    fake.write_text("#!/bin/sh\nexit 78\n", encoding="utf-8")
    fake.chmod(0o755)
    result = subprocess.run(
        ["sh", str(ROOT / "deploy" / "docker-entrypoint.sh"), command],
        capture_output=True, text=True, check=False,
        env={**os.environ, "PATH": f"{tmp_path}{os.pathsep}{os.environ['PATH']}"},
    )  # fmt: skip
    assert result.returncode == 0 and f"compose.yaml {profile} up -d" in result.stderr


async def test_f25_sync_on_a_network_error_is_told_to_run_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A one-off `arbitre discord --sync` without network: no « le service sera relancé »."""
    import discord

    from bot.adapters.discord.command import serve
    from bot.config import load
    from bot.errors import UnavailableError
    from tests.bot.telegram.fake_telegram import free_port

    monkeypatch.setattr(discord.http.Route, "BASE", f"http://127.0.0.1:{free_port()}/api/v10")
    with pytest.raises(UnavailableError) as refused:
        await serve(load(str(tmp_path)), "A" * 24 + ".abcdef." + "b" * 27, sync=True)
    assert "relancez la commande" in str(refused.value) and "service" not in str(refused.value)


async def test_f5_slow_play_names_the_penalised_pair_and_scores_the_unplayed_board(tmp_path: Path) -> None:
    """Board 27 not started in round 6 because pair 12 (Est-Ouest), warned in round 4, played too slowly."""
    from bot.incidents import incident as inc
    from bot.reports import scorer_sheet
    from bot.scores.offer import ruling_line

    store = await Store(tmp_path / "arbitre.sqlite3").open()
    engine = Engine(store)
    opened = await engine.open(DIRECTOR, "terminal:test", "suites_decision")
    assert opened.incident is not None
    incident_id = opened.incident.id
    assert (await engine.act(incident_id, DIRECTOR, inc.deal("27", "8", "2", "12"))).ok
    answers = [("case", "procedural"), ("offence", "90B2"), ("history", "warned"), ("penalised_side", "EO")]
    for question, value in [*answers, ("event_form", "pairs")]:
        reply = await engine.act(incident_id, DIRECTOR, inc.answer(question, value))
        assert reply.ok, reply.message
    assert reply.step is not None and reply.step.optional is not None and reply.step.optional.id == "unplayed"
    reply = await engine.act(incident_id, DIRECTOR, inc.answer("unplayed", "yes"))
    assert reply.step is not None and reply.step.ruling is not None
    ruling = reply.step.ruling
    assert "12C2a" in ruling.laws and "90B2" in ruling.laws
    text = " ".join(ruling.now)
    assert "Est-Ouest directement responsable de la lenteur 40 %" in text
    assert ruling_line(ruling) == "60/40"  # the worksheet's line for the unplayed board
    assert (await engine.act(incident_id, DIRECTOR, inc.score("60/40"))).ok
    incident = await store.get(incident_id)
    await store.close()
    assert incident is not None
    rows = scorer_sheet.rows([incident])
    [penalty] = [r for r in rows if r["quoi"].startswith("Pénalité de procédure")]
    assert (penalty["paire_ns"], penalty["paire_eo"]) == ("", "12") and "à Est-Ouest" in penalty["detail"]
    [board] = [r for r in rows if r.get("apres_ns")]
    assert (board["apres_ns"], board["apres_eo"]) == ("60 %", "40 %")


async def test_f15_a_club_sets_its_own_penalty_scale_without_editing_the_package(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from bot.app import open_engine
    from bot.cli import main
    from bot.config import load
    from bot.incidents import incident as inc

    monkeypatch.setenv("ARBITRE_PENALTY_SCALE", "avertissement=non top=25 imp=2 recidive=1,5")
    engine = await open_engine(load(str(tmp_path)))
    opened = await engine.open(DIRECTOR, "terminal:test", "suites_decision")
    assert opened.incident is not None
    answers = [("case", "procedural"), ("offence", "90B1"), ("history", "none"), ("penalised_side", "NS")]
    for question, value in [*answers, ("event_form", "pairs")]:
        reply = await engine.act(opened.incident.id, DIRECTOR, inc.answer(question, value))
        assert reply.ok, reply.message
    await engine.store.close()
    assert reply.step is not None and reply.step.ruling is not None
    penalty = reply.step.ruling.procedural_penalty
    assert (
        penalty is not None and not penalty.warning and (penalty.percent_of_top, penalty.imps) == (25.0, 2.0)
    )
    assert "Barème de pénalités du club (ARBITRE_PENALTY_SCALE)" in penalty.scale
    # doctor names it; a bad scale is a configuration error (exit 78) in French.
    with pytest.raises(SystemExit):
        main(["--data-dir", str(tmp_path), "doctor"])
    assert "barème de pénalités du club" in capsys.readouterr().out
    monkeypatch.setenv("ARBITRE_PENALTY_SCALE", "top=250")
    with pytest.raises(SystemExit) as exit_info:
        main(["--data-dir", str(tmp_path), "incidents"])
    assert exit_info.value.code == 78 and "ARBITRE_PENALTY_SCALE" in capsys.readouterr().err


async def test_f13_long_texts_say_each_thing_once(tmp_path: Path) -> None:
    from bot.incidents.render import ruling_text
    from rules.topics.auction.pending import PENDING
    from tests.bot.test_worksheet import path_where

    path = path_where("enchere_insuffisante", lambda r: r.id.endswith("pending") or "choix" in r.title)
    ruling = rules.next_step("enchere_insuffisante", dict(path)).ruling
    assert ruling is not None and any(value == PENDING for _, value in path)
    text = ruling_text(ruling)
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    assert len(lines) == len(set(lines))  # no bullet twice
    assert text.count("Interprétation retenue") == 1
    assert text.count("(72C)") == 1 and text.count("(16C3)") == 1  # grouped: « Après 27B2, 27B3 ou 27B4 : … »
    read_aloud = text.split("À lire à la table :")[1].split("Lois citées")[0]
    assert (
        "S'il choisit la plus basse enchère suffisante de même(s) dénomination(s) (27B1a) : « Votre"
        in read_aloud
    )
    # `?` at the first menu: each topic once, by its title.
    out, store = await session(tmp_path, "?\nq\n")
    await store.close()
    listing = out.split("> ?")[1].split("Choisissez un moment")[0]
    assert len(listing.strip().splitlines()) <= 15
    for topic in rules.topics():
        assert listing.count(topic.title) >= 1


async def test_f16_f17_f18_typed_answers_the_only_topic_and_the_resumed_board(tmp_path: Path) -> None:
    from bot.adapters.terminal.text import answer_matches

    strains = ["Trèfle", "Carreau", "Cœur", "Pique", "Sans-atout"]
    assert answer_matches("piqe", strains) == [3]  # F16: a typo, as topic words allow
    title = rules.get_topic("renonce").title
    # « déf » inside « Un joueur de la défense »; « apres » starts three answers; then quit and resume.
    script = f"{title}\n1\ndéf\napres\nd 7 table=3\nn Est dit qu'il avait un cœur\nq\n"
    out, store = await session(tmp_path, script)
    assert "« apres » est ambigu : 1, 5 ou 6 ; tapez le numéro" in out
    [incident] = await store.list()
    assert dict(incident.answers)["offender"] == "defender"
    await store.close()
    out, store = await session(tmp_path, "1\nq\n")  # F18: the list and the resumed screen
    await store.close()
    assert "Reprendre l'incident #1" in out and "— donne 7, table 3" in out
    assert "Feuille : donne 7, table 3." in out and "Note (Test) : Est dit qu'il avait un cœur" in out


async def test_f17_enter_takes_the_only_topic_found(tmp_path: Path) -> None:
    from bot.adapters.terminal.menu import TopicMenu
    from bot.finder import topics as finder

    found = finder.search("enchere trop basse")
    assert len(found) == 1
    said: list[str] = []

    async def pick(_labels: object = None, **_: object) -> str:
        return ""

    menu = TopicMenu(said.append, pick)
    assert await menu.among(found, "Thèmes trouvés") == found[0]
    assert not any("Réponse non comprise" in line for line in said)


def test_f22_a_whole_law_lists_its_paragraphs(capsys: pytest.CaptureFixture[str]) -> None:
    from bot.cli import main

    with pytest.raises(SystemExit):
        main(["loi", "64"])
    out = capsys.readouterr().out
    assert "Paragraphes résumés : 64A1, 64A2, 64B1" in out and "« 64A » ou « 64B » ou « 64C »" in out


def test_f29_doctor_without_any_token_warns_that_no_bot_is_configured(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from bot.cli import main

    monkeypatch.setenv("TELEGRAM_TOKEN", "")
    monkeypatch.setenv("DISCORD_TOKEN", "")
    with pytest.raises(SystemExit) as exit_info:
        main(["--data-dir", str(tmp_path), "doctor"])
    out = capsys.readouterr().out
    assert exit_info.value.code == 0 and "⚠ aucun bot configuré" in out and "seul le terminal marche" in out


def test_f28_quick_start_says_how_to_relaunch_and_journal_vide_points_to_data(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from bot.cli import main

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "git clone" in readme and "ARBITRE_DATA_DIR=data .venv/bin/arbitre incidents" in readme
    assert "moins de cinq minutes" in readme  # the suite's time, said as measured on 2 slow cores
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "arbitre.sqlite3").write_bytes(b"")
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("ARBITRE_DATA_DIR", raising=False)
    with pytest.raises(SystemExit):
        main(["--data-dir", str(tmp_path / "ailleurs"), "incidents"])
    out = capsys.readouterr().out
    assert (
        "Journal vide" in out and "Une base existe dans ./data : relancez avec ARBITRE_DATA_DIR=data" in out
    )


async def test_f26_a_reused_update_id_is_a_new_call_answered_a_replay_is_not(tmp_path: Path) -> None:
    from bot.events.desk import CallDesk

    anne = Actor("telegram:201", "Anne", is_director=True)
    jean, luc = Actor("telegram:301", "Jean"), Actor("telegram:302", "Luc")
    store = await Store(tmp_path / "arbitre.sqlite3").open()
    desk = CallDesk(store)
    for players, directors in (("telegram:-1001", "telegram:-1002"), ("telegram:-1003", "telegram:-1004")):
        opened = await desk.open_tournament(
            anne, players, "Jeudi", directors_chat=directors, directors_actor=anne
        )
        assert opened.tournament is not None
    first = await desk.call(jean, "telegram:-1001", "12", "5", "hésitation", source="telegram:7")
    replay = await desk.call(jean, "telegram:-1001", "12", "5", "hésitation", source="telegram:7")
    assert first.call is not None and replay.repeated and replay.call == first.call
    reused = await desk.call(luc, "telegram:-1001", "4", None, "renonce", source="telegram:7")
    other_event = await desk.call(luc, "telegram:-1003", "4", None, "renonce", source="telegram:7")
    assert not reused.repeated and not other_event.repeated
    assert len({c.call.id for c in (first, reused, other_event) if c.call}) == 3
    await store.close()

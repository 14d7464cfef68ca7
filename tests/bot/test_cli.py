"""`arbitre topics`, `arbitre decide`, `arbitre incidents`: what scripts rely on."""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path

import pytest

from bot.cli import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    with pytest.raises(SystemExit) as exit_info:
        main(list(argv))
    out, err = capsys.readouterr()
    return int(exit_info.value.code or 0), out, err


def run_piped(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], script: str, *argv: str
) -> tuple[int, str, str]:
    """`arbitre ARGV < script` in this process: stdin is no terminal, as with a pipe. The real process
    with a real pipe is tests/bot/test_terminal.py's (…in_a_real_process)."""
    monkeypatch.setattr(sys, "stdin", io.StringIO(script))
    return run(capsys, *argv)


@pytest.mark.parametrize("where", ["before", "after"])
def test_topics_refuses_an_unknown_regulation_as_decide_does(
    capsys: pytest.CaptureFixture[str], where: str
) -> None:
    """Issue 38 §5: « topics --reglement zzz » is refused, never silently ruled under FFB."""
    argv = ("--reglement", "zzz", "topics") if where == "before" else ("topics", "--reglement", "zzz")
    code, out, err = run(capsys, *argv)
    assert code != 0 and out == "" and "Règlement inconnu : 'zzz'" in err
    decided, _, refused = run(capsys, "decide", "renonce", "--reglement", "zzz")
    assert decided == code and "Règlement inconnu : 'zzz'" in refused
    assert run(capsys, "topics", "--reglement", "wbf")[0] == 0


def test_topics_json_lists_every_topic_with_questions_and_options(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "topics", "--json")
    assert code == 0
    data = json.loads(out)
    revoke = next(t for t in data["topics"] if t["id"] == "renonce")
    situation = next(q for q in revoke["questions"] if q["id"] == "situation")
    assert {
        "value": "not_followed",
        "label": "Un joueur n'a pas fourni alors qu'il avait la couleur jouée",
    } in situation["options"]
    assert all(q["help"] for q in revoke["questions"])


def test_topics_json_marks_retired_questions_and_values(capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 29 §4: questions and values kept only for stored incidents are marked, so a script does not
    send them to `decide`, which refuses them."""
    code, out, _ = run(capsys, "topics", "--json")
    assert code == 0
    revoke = next(t for t in json.loads(out)["topics"] if t["id"] == "renonce")
    by_id = {q["id"]: q for q in revoke["questions"]}
    assert by_id["established"]["retired"] is True
    assert by_id["situation"]["retired"] is False
    assert "designated" in [o["value"] for o in by_id["when"]["retired_options"]]
    assert "designated" not in [o["value"] for o in by_id["when"]["options"]]
    code, out, err = run(capsys, "decide", "renonce", "--answers", '{"established": "yes"}', "--json")
    assert code == 2 and "ancienne version" in err


def test_decide_gives_the_next_question(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "decide", "renonce", "--answers", '{"situation": "not_followed"}', "--json")
    assert code == 0
    data = json.loads(out)
    assert data["kind"] == "question"
    assert data["question"]["id"] == "offender"


def test_decide_gives_the_same_ruling_as_the_terminal(capsys: pytest.CaptureFixture[str]) -> None:
    answers = {
        "situation": "not_followed",
        "offender": "declarer",
        "when": "after_play",
        "transfer_tricks": "partner",
    }
    code, out, _ = run(capsys, "decide", "renonce", "--answers", json.dumps(answers), "--json")
    assert code == 0
    ruling = json.loads(out)["ruling"]
    assert ruling["id"] == "renonce.transfert.64A2_partenaire"
    assert ruling["tricks_transferred"] == 1
    assert "64A2" in ruling["laws"]
    assert "FFB" in ruling["regulation"]
    assert "10A" in json.loads(out)["disclaimer"]


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (("decide", "belote", "--answers", "{}"), "Thème inconnu"),
        (("decide", "renonce", "--answers", '{"couleur": "pique"}'), "Question inconnue"),
        (("decide", "renonce", "--answers", '{"situation": "maybe"}'), "Réponse invalide"),
        (("decide", "renonce", "--answers", "{not json"), "JSON"),
        (("decide", "renonce", "--answers", '["situation"]'), "objet JSON"),
        (("--reglement", "xyz", "decide", "renonce"), "Règlement inconnu"),
    ],
)
def test_bad_input_exits_2_with_a_french_message(
    capsys: pytest.CaptureFixture[str], argv: tuple[str, ...], expected: str
) -> None:
    code, _, err = run(capsys, *argv)
    assert code == 2
    assert expected in err
    assert "Traceback" not in err


def test_unknown_command_is_refused_in_french(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "belote")
    assert code == 2
    assert "choix invalide" in err


def test_incidents_show_and_export(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ARBITRE_DATA_DIR", str(tmp_path))
    code, out, err = run_piped(monkeypatch, capsys, "renonce\n1\n3\n1\n1\n\nq\n", "terminal")
    assert code == 0, err
    # Tester4 F1: two tricks transferred, the corrected result not computed: the incident waits for it.
    assert "en attente : résultat corrigé à calculer (2 levées transférées, 64A)" in out

    code, out, _ = run(capsys, "--data-dir", str(tmp_path), "incidents")
    assert code == 0 and "#1" in out and "Renonce" in out
    code, out, _ = run(capsys, "--data-dir", str(tmp_path), "incidents", "show", "1")
    assert code == 0
    assert "Qui est le joueur fautif ? → Un joueur de la défense" in out
    assert "64A1" in out
    assert "Historique" in out and "réponse" in out
    code, out, _ = run(capsys, "--data-dir", str(tmp_path), "incidents", "export", "--format", "csv")
    assert code == 0
    assert out.startswith("\ufeff")  # French Excel reads UTF-8 only with its byte-order mark
    lines = out.removeprefix("\ufeff").strip().splitlines()
    assert lines[0].startswith("Incident;Ouvert le;Par;Lieu;")
    assert "30 min après la publication des résultats officiels" in lines[1]
    # The answers in French, not internal codes, and the place named for people.
    assert "Qui est le joueur fautif ? → Un joueur de la défense" in lines[1]
    assert "not_followed" not in out and "defender" not in out
    code, out, _ = run(
        capsys,
        "--data-dir",
        str(tmp_path),
        "incidents",
        "export",
        "--format",
        "md",
        "--resultats-officiels",
        "2099-11-21 23:00",
    )
    assert code == 0 and "21/11/2099 23:30" in out
    # Tester4 F14: official results published before the incident is a typo: refused, nothing exported.
    code, out, err = run(
        capsys,
        "--data-dir",
        str(tmp_path),
        "incidents",
        "export",
        "--resultats-officiels",
        "2001-11-21 23:00",
    )
    assert code == 2 and not out and "résultats officiels le 21/11/2001 23:00, avant l'incident #1" in err
    code, _, err = run(capsys, "--data-dir", str(tmp_path), "incidents", "show", "99")
    assert code == 2 and "aucun incident #99" in err
    code, _, err = run(capsys, "--data-dir", str(tmp_path), "incidents", "export", "--since", "hier")
    assert code == 2 and "date invalide" in err


def test_decide_reports_answers_off_the_path(capsys: pytest.CaptureFixture[str]) -> None:
    answers = '{"situation": "could_not_comply", "offender": "defender"}'
    code, out, _ = run(capsys, "decide", "renonce", "--answers", answers, "--json")
    data = json.loads(out)
    assert code == 0 and data["kind"] == "ruling"
    assert data["ignored_answers"] == {"offender": "defender"}
    code, out, _ = run(capsys, "decide", "renonce", "--answers", answers)
    assert "Réponses non utilisées (hors du chemin de cette décision) : offender = defender" in out
    code, out, _ = run(capsys, "decide", "renonce", "--answers", '{"when": "played"}', "--json")
    data = json.loads(out)
    assert data["kind"] == "question" and data["pending_answers"] == {"when": "played"}


REVOKE_ANSWERS = json.dumps(
    {"situation": "not_followed", "offender": "defender", "when": "after_play", "transfer_tricks": "partner"}
)


@pytest.mark.parametrize(
    ("env", "argv", "label"),
    [
        (None, ("decide", "renonce"), "FFB (Fédération"),
        ("wbf", ("decide", "renonce"), "WBF"),  # issue 21 §2: the environment was ignored
        (None, ("decide", "renonce", "--reglement", "wbf"), "WBF"),  # after « decide »: refused before
        (None, ("--reglement", "wbf", "decide", "renonce"), "WBF"),
        ("wbf", ("decide", "renonce", "--reglement", "ffb_en_ligne"), "FFB en ligne"),  # the flag wins
        ("ffb", ("--reglement", "wbf", "decide", "renonce"), "WBF"),
    ],
)
def test_decide_applies_the_regulation_of_the_flag_then_the_environment(
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    env: str | None,
    argv: tuple[str, ...],
    label: str,
) -> None:
    if env is None:
        monkeypatch.delenv("ARBITRE_REGULATION", raising=False)
    else:
        monkeypatch.setenv("ARBITRE_REGULATION", env)
    code, out, err = run(capsys, *argv, "--answers", REVOKE_ANSWERS, "--json")
    assert code == 0, err
    assert json.loads(out)["ruling"]["regulation"].startswith(label)


def test_decide_refuses_an_unknown_regulation_from_the_environment_or_after_decide(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ARBITRE_REGULATION", "xyz")
    code, _, err = run(capsys, "decide", "renonce")
    assert code == 2 and "Règlement inconnu" in err
    monkeypatch.delenv("ARBITRE_REGULATION")
    code, _, err = run(capsys, "decide", "renonce", "--reglement", "xyz")
    assert code == 2 and "Règlement inconnu" in err


def test_decide_help_says_where_the_regulation_comes_from(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "decide", "--help")
    assert code == 0
    flat = " ".join(out.split())
    assert "--reglement" in flat and "ARBITRE_REGULATION" in flat and "avant ou après « decide »" in flat


@pytest.mark.parametrize(
    "answers",
    [
        '{"situation": "not_followed", "offender": "defender", "discovered": "during_play", "established": "no"}',
        '{"situation": "two_revokes", "offender": "declarer", "when": "after_play", "second_revoke": "same_side_other"}',
    ],
)
def test_decide_refuses_the_old_questions_kept_for_stored_incidents(
    capsys: pytest.CaptureFixture[str], answers: str
) -> None:
    """Issue 21 §2: a legacy id or a legacy answer would reroute the walk; `decide` refuses it in French."""
    code, out, err = run(capsys, "decide", "renonce", "--answers", answers, "--json")
    assert code == 2 and out == "" and "ancienne version des questions" in err


# --- issue 23 ------------------------------------------------------------------------------------

ENGLISH = ("usage:", "choose from", "the following", "arguments are required", "unrecognized", "error:")


def test_deeply_nested_answers_are_a_french_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    """R6: 5,000 nested objects gave « erreur inattendue (RecursionError) », exit 1."""
    code, _, err = run(capsys, "decide", "renonce", "--answers", '{"a":' * 5000, "--json")
    assert code == 2 and "imbriqué trop profondément" in err and "inattendue" not in err


@pytest.mark.parametrize(
    ("argv", "french"),
    [
        (("flowchart", "renonce", "--format", "jpg"), "choix invalide : 'jpg' (possibles : 'mermaid'"),
        (("decide",), "arguments obligatoires manquants : THÈME"),
        (("incidents", "show"), "arguments obligatoires manquants : NUMÉRO"),
        (("--inconnu",), "arguments non reconnus : --inconnu"),
        (("incidents", "--limite"), "argument --limite : une valeur est attendue"),
        (("restore", "x", "--oui", "--verifier"), "argument --verifier : incompatible avec l'argument --oui"),
    ],
)
def test_argparse_messages_are_french(
    capsys: pytest.CaptureFixture[str], argv: tuple[str, ...], french: str
) -> None:
    """F14: argparse's own messages through the French gettext catalogue (bot/cli_french.py)."""
    code, out, err = run(capsys, *argv)
    assert code == 2 and french in err
    assert not [word for word in ENGLISH if word in err + out]


@pytest.mark.parametrize("argv", [("-h",), ("decide", "-h"), ("backup", "--help")])
def test_help_headings_are_french(capsys: pytest.CaptureFixture[str], argv: tuple[str, ...]) -> None:
    code, out, _ = run(capsys, *argv)
    assert code == 0 and out.startswith("utilisation : arbitre")
    assert "\noptions :\n" in out and "affiche cette aide et quitte" in out
    assert not [word for word in (*ENGLISH, "positional arguments", "show this help") if word in out]


def test_discord_without_token_is_a_configuration_error(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """F4: exit 78 like Telegram, so that systemd and Compose stop instead of looping."""
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    code, _, err = run(capsys, "--data-dir", str(tmp_path), "discord")
    assert code == 78 and "DISCORD_TOKEN" in err


def test_discord_says_nothing_about_voice(caplog: pytest.LogCaptureFixture) -> None:
    """F20: neither « PyNaCl » nor « davey is not installed » in the start-up log."""
    import discord

    from bot.adapters.discord.command import quiet_voice_warnings

    quiet_voice_warnings()
    with caplog.at_level("WARNING", logger="discord"):
        discord.Client(intents=discord.Intents.none())
    assert not [r for r in caplog.records if "not installed" in r.getMessage()]


def test_discord_out_of_reach_exits_69_so_the_service_restarts(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """F19: a network failure is neither a usage error (2) nor « erreur inattendue » (1)."""
    import discord

    async def no_network(self: object, token: str) -> None:
        raise OSError(101, "Network is unreachable")

    monkeypatch.setenv("DISCORD_TOKEN", "MTIz.abc.def")
    monkeypatch.setattr(discord.Client, "login", no_network)
    code, _, err = run(capsys, "--data-dir", str(tmp_path), "discord")
    assert code == 69 and "impossible de joindre Discord" in err and "inattendue" not in err

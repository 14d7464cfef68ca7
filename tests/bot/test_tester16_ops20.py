"""tester16's findings on the engine's side, at the terminal (the fakes of tests/bot): T4 (the found card
opened from the card count's ruling with `o1` reads the words as Renonce opened directly, and its questions
are numbered 4 then 5, across a restart too)."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.bot.test_terminal import session

FOUND_IN_THE_BOARD = (
    "Sud joue 4♥. A la 5e levée, Est s'aperçoit qu'il n'a que 12 cartes : le ♣4 était resté dans l'étui"
)
WHERE_FOUND = "Où la carte manquante a-t-elle été retrouvée ?"


async def test_t4_o1_reads_where_the_card_was_found_and_numbers_each_question_once(tmp_path: Path) -> None:
    # Nombre de cartes (1), une main de moins de 13 cartes (3), entame retournée (1): 14B; o1 (Renonce).
    script = f"{FOUND_IN_THE_BOARD}\n1\n3\n1\no1\n1\nq\n"
    code, out, store = await session(tmp_path, script)
    assert code == 0, out
    opened = out.split("> o1\n", 1)[1]
    assert f"Compris : {WHERE_FOUND} → Ailleurs : par terre, dans l'étui" in opened
    assert f"Question 2 — {WHERE_FOUND}" not in opened
    assert "Question 4 — Le joueur aurait-il dû jouer cette carte plus tôt" in opened
    assert "Question 5 — Qui est le joueur fautif ?" in opened
    assert "Question 4 — Qui est le joueur fautif ?" not in opened
    found = await store.get("2")
    assert found is not None and found.answers_dict()["card_found"] == "elsewhere"
    await store.close()


async def test_t4_after_a_restart_the_next_question_is_the_fifth(tmp_path: Path) -> None:
    code, _, store = await session(tmp_path, f"{FOUND_IN_THE_BOARD}\n1\n3\n1\no1\nq\n")
    assert code == 0
    await store.close()
    code, out, store = await session(tmp_path, "1\n1\nq\n")  # the unfinished #2 resumed, « plus tôt » oui
    assert code == 0, out
    assert "Réponses déjà données (incident #2)" in out
    assert "Question 5 — Qui est le joueur fautif ?" in out
    assert out.count("Question 4 —") == 1
    await store.close()


async def test_plus_on_a_described_incident_still_reads_only_its_own_part(tmp_path: Path) -> None:
    """The whole words are read only by an incident a ruling hands over (`o1`); a second irregularity opened
    with `+` reads its own part of them, as before (tester11 X9): the card count's words say nothing of a
    revoke, so its question is asked."""
    code, out, store = await session(tmp_path, f"{FOUND_IN_THE_BOARD}\n1\n3\n1\n+\nrenonce\nq\n")
    assert code == 0, out
    second = out.split("> +\n", 1)[1]
    assert f"Question 2 — {WHERE_FOUND}" in second
    assert f"Compris : {WHERE_FOUND}" not in second
    await store.close()


def test_t15_two_different_scores_are_not_headed_as_one_weighted_score() -> None:
    """T15: with Est-Ouest's own list (eo=) or the 12C1e split (fautif=), the heading says that each side
    gets its own score; one list alone keeps the plain 12C1c heading."""
    from rules.scores.line import compute

    two = compute("NS 4♠=:50,NS 4♠-1:50 eo=NS 4♠=:100")
    split = compute("NS 4♠=:60,NS 4♠-1:40 fautif=eo obtenu=NS 4♠-2 sans-erreur=NS 4♠-1")
    one = compute("NS 4♠=:50,NS 4♠-1:50")
    for sheet in (two, split):
        assert sheet.text.splitlines()[0].startswith(
            "Marque ajustée pondérée (Loi 12C1c), puis une marque différente pour chaque camp"
        )
    assert one.text.splitlines()[0].startswith("Marque ajustée pondérée (Loi 12C1c) — règlement")


def test_t15_a_claimer_that_is_no_seat_is_named_before_what_is_missing() -> None:
    from rules.deals.count import read_claim
    from rules.deals.layout import PositionError

    with pytest.raises(PositionError, match="« rev= » : Joueur inconnu : « X »"):
        read_claim("rev=X atout=♠")
    with pytest.raises(PositionError, match="Il manque « main= »"):
        read_claim("rev=S atout=♠")


def test_t15_an_elided_seat_is_quoted_as_typed() -> None:
    """T15: « alors qu'Ouest avait gagné… » was quoted « alors qu'le Ouest »: the roles read « que le
    défenseur », the quote shows the director's « qu'Ouest »."""
    from bot.finder import parts
    from rules.seats_in_words import roles

    text = "Sud joue 4♠. Est a attaqué alors qu'Ouest avait gagné la levée précédente"
    assert "alors que le défenseur avait" in roles(text)[0]
    quote = parts.evidence(text, "attaque")["situation"].words
    assert quote == "Est a attaqué alors qu'Ouest avait gagné la levée précédente"


async def test_issue_36_the_first_position_loads_its_modules_off_the_event_loop(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 36 §3: the first `p` of a process imported the position's reader and the words' patterns on the
    event loop (0.2-1.3 s with no chat answered); they load in a thread, before the line is read."""
    import asyncio

    from bot.incidents import claim_count
    from bot.incidents.engine import Engine
    from bot.incidents.incident import Actor
    from bot.incidents.store import Store

    in_threads: list[str] = []
    to_thread = asyncio.to_thread

    async def recorded(fn: Callable[..., object], *args: object) -> object:
        in_threads.append(getattr(fn, "__name__", ""))
        return await to_thread(fn, *args)

    monkeypatch.setattr(claim_count.asyncio, "to_thread", recorded)
    store = await Store(tmp_path / "db.sqlite3").open()
    engine = Engine(store)
    engine.warm_solver = False
    director = Actor("terminal:test", "Test", is_director=True)
    opened = await engine.open(director, "terminal", "revendication")
    assert opened.incident is not None
    reply = await engine.claim_position(
        opened.incident.id, director, "rev=S atout=♠"
    )  # refused: main= missing
    assert reply.refused and "Il manque « main= »" in (reply.message or "")
    assert in_threads == ["_load_claim_modules"]
    assert set(claim_count.CLAIM_MODULES) <= set(sys.modules)
    await store.close()


def test_tester17_s6_at_imp_the_12C1e_split_prints_only_what_converts() -> None:
    """S6: at IMP, « Est-Ouest +380 points » beside « Est-Ouest -2 IMP » (+380 against -620 is -6 IMP): the
    points figure of the non-offenders is not printed, the IMP figures are said to go to the scorer as they
    are; at points the points line stays."""
    from rules.scores.line import compute

    at_imps = compute("forme=imp fautif=ns obtenu=100 sans-erreur=-140 EO 4♥=:100 ref=-620 vul=eo")
    assert "+380 points" not in at_imps.text and "En points :" not in at_imps.text
    assert "En IMP : Nord-Sud 0 IMP ; Est-Ouest -2 IMP (coût de son erreur : 2 IMP)." in at_imps.text
    assert "reportez Nord-Sud 0 IMP et Est-Ouest -2 IMP tels quels" in at_imps.text
    assert (at_imps.ns, at_imps.ew) == ("0 IMP", "-2 IMP")
    in_points = compute("fautif=ns obtenu=100 sans-erreur=-140 EO 4♥=:100 vul=eo")
    assert "En points : Nord-Sud -620 points ; Est-Ouest +380 points" in in_points.text
    assert "reportez" not in in_points.text


def test_tester17_s7_no_ruling_names_a_topic_by_its_internal_id() -> None:
    """S7: « voyez le thème « changement_declaration » »: a director reads the topic's title; and 31C's lead
    restriction is said under its condition (Law 26 applies only to a call withdrawn or cancelled that is not
    comparable, never after a slip), as the Changement de déclaration topic says it."""
    from rules import next_step
    from rules.explore import walk
    from rules.regulations import load
    from rules.topics import BY_ID

    regulation = load("ffb")
    ids = [f"{left}{topic_id}{right}" for topic_id in BY_ID for left, right in (("« ", " »"), ("(", ")"))]
    for topic in BY_ID.values():
        for path in walk(topic, regulation, follow_optional=False):
            text = " ".join((*path.ruling.now, *path.ruling.notes, *path.ruling.lead_restrictions))
            assert not [name for name in ids if name in text], (topic.id, path.ruling.id)
    ruling = next_step("declaration_hors_tour", {"call": "bid", "turn": "lho_later"}).ruling
    assert ruling is not None and ruling.id == "rotation.change_of_call_25"
    assert "« Changement de déclaration »" in " ".join(ruling.now)
    assert ruling.lead_restrictions[0].startswith("Sauf lapsus reconnu (25A), si la déclaration retirée")


DROPPED_KING = (
    "Sud joue 4♠. Ouest a laissé tomber le ♦R sur la table pendant le jeu ; maintenant Est, son partenaire, a la "
    "main et doit attaquer"
)


async def test_t5_an_honour_the_words_name_is_never_offered_as_a_minor_penalty_card(tmp_path: Path) -> None:
    """T5: « le ♦R » dropped, partner to lead: « secondaire » was offered and its answer ruled « attaque libre »
    (50C) for a king, always a major penalty card (50B). The honour is understood from the words, the minor
    answer neither offered nor accepted."""
    # Carte pénalisée (1), the partner leads (3), « secondaire » typed by its old number (1): now the major card.
    code, out, store = await session(tmp_path, f"{DROPPED_KING}\n1\n3\n1\nq\n")
    assert code == 0, out
    # (session 44: the king is major by 50B, understood from the words, so the kind is no longer asked)
    assert (
        "Compris : Quelle est la nature de la carte pénalisée ? → Une seule carte pénalisée principale (« le ♦R »)"
        in out
    )
    assert "pénalisée secondaire" not in out
    incident = await store.get("1")
    assert incident is not None and incident.answers_dict()["kind"] == "major"
    await store.close()


def test_t5_a_minor_kind_is_refused_for_an_honour() -> None:
    from rules import next_step
    from rules.model import InvalidAnswer

    answers = {"owner": "defender", "situation": "partner_to_lead", "honour": "yes"}
    step = next_step("cartes_penalisees", answers)
    assert step.question is not None and step.question.id == "kind"
    assert [o.value for o in step.question.options] == ["major", "several"]
    with pytest.raises(InvalidAnswer, match="toujours principale"):
        next_step("cartes_penalisees", {**answers, "kind": "minor"})
    assert (
        next_step("cartes_penalisees", {"owner": "defender", "situation": "partner_to_lead"})
        .question.options[0]
        .value
        == "minor"
    )

"""Tester4's findings left by session 4 (round 5, session 5), each from the tester's own steps: through
the terminal harness on a temporary base, two directors on one base where the finding needs them."""

from __future__ import annotations

import asyncio
import io
import threading
from collections.abc import Callable
from pathlib import Path

from bot.adapters.terminal.session import Terminal
from bot.incidents import incident as inc
from bot.incidents import table_marks
from bot.incidents.deals import DealBook
from bot.incidents.engine import Engine
from bot.incidents.incident import Actor
from bot.incidents.store import Store
from bot.reports import scorer_sheet
from rules.deals import read_file

DIRECTOR = Actor("terminal:test", "Test", is_director=True)
OTHER = Actor("terminal:eve", "Ève", is_director=True)


class RacingInput(io.StringIO):
    """Scripted lines; before the line numbered `at` is handed over, `meanwhile` runs (in the reading
    thread, the terminal waiting as it does for a director who has not typed yet)."""

    def __init__(self, script: str, at: int, meanwhile: Callable[[], None]) -> None:
        super().__init__(script)
        self.count, self.at, self.meanwhile = 0, at, meanwhile

    def readline(self, size: int | None = -1) -> str:  # type: ignore[override]
        self.count += 1
        if self.count == self.at:
            self.meanwhile()
        return super().readline()


async def terminal(database: Path, script: io.StringIO, actor: Actor = DIRECTOR) -> str:
    store = await Store(database).open()
    out = io.StringIO()
    try:
        assert await Terminal(Engine(store), actor, script, out).run() == 0
    finally:
        await store.close()
    return out.getvalue()


def answer_first_from_another_terminal(database: Path, option: int) -> tuple[str, str]:
    """Ève, on her own engine and connection, answers incident #1's current question; returns the
    question's prompt and the label she chose."""
    said: dict[str, str] = {}

    async def act() -> None:
        store = await Store(database).open()
        try:
            engine = Engine(store)
            shown = await engine.show("1")
            assert shown.incident is not None and shown.step is not None and shown.step.question is not None
            question = shown.step.question
            chosen = question.options[option]
            reply = await engine.act(
                "1", OTHER, inc.answer(question.id, chosen.value, shown.incident.answers_version)
            )
            assert reply.ok, reply.message
            said.update(prompt=question.prompt, label=chosen.label)
        finally:
            await store.close()

    worker = threading.Thread(target=lambda: asyncio.run(act()))
    worker.start()
    worker.join()
    return said["prompt"], said["label"]


async def test_f19_the_director_who_loses_the_race_is_told_what_was_recorded_by_whom(tmp_path: Path) -> None:
    """Two terminals on #1's question: Ève answers « 2 » while Test reads it, then Test types « 1 ». He is
    told his answer was NOT recorded, what Ève recorded and when, and how to change it (no « bouton »)."""
    database = tmp_path / "arbitre.sqlite3"
    await terminal(database, io.StringIO("renonce\n1\n3\n"))
    raced: dict[str, tuple[str, str]] = {}
    script = RacingInput(
        "1\n1\n", 2, lambda: raced.update(eve=answer_first_from_another_terminal(database, 1))
    )
    out = await terminal(database, script)
    prompt, label = raced["eve"]
    assert "votre réponse n'a PAS été enregistrée, l'incident #1 a avancé entre-temps" in out
    assert f"Enregistré à la place par Ève : « {prompt} » → « {label} », le " in out
    assert "revenez à sa question — r pour corriger" in out
    assert "bouton" not in out.split("PAS été enregistrée")[1].split("\n")[0]
    store = await Store(database).open()
    stored = await store.get("1")
    await store.close()
    assert stored is not None and len(stored.answers) == 3  # Ève's answer, once; Test's none


RULED_REVOKE = "renonce\n1\n3\n3\n2\n"
APPEAL_CHANGED = "suites 1\n4\n1\n1\n1\n1\n2\n"  # appeal, in time, both players, NS, no committee: changed


async def test_f6_once_the_appeal_changed_the_ruling_the_players_are_not_told_it_is_still_to_be_heard(
    tmp_path: Path,
) -> None:
    out = await terminal(
        tmp_path / "arbitre.sqlite3", io.StringIO(RULED_REVOKE + "m 4♥=\n\n" + APPEAL_CHANGED)
    )
    before, after = out.split("Issue de l'appel : décision modifiée", 1)
    assert "« Votre appel est enregistré ; je vous dirai qui l'examine et quand. »" in before  # appeal taken
    assert "je vous dirai qui l'examine" not in after  # heard: its outcome is what the players hear
    assert (
        "« Votre appel a été examiné : la décision est modifiée, la marque de la donne sera corrigée. »"
        in after
    )
    assert "Enregistrez l'issue de l'appel" not in after  # recorded already
    assert "m <ligne> : enregistrer la marque" in after  # the new mark is recorded here: its key is offered


SAMPLE = Path(__file__).parents[2] / "docs" / "exemple-seance.pbn"
# Board 17 (dealer N, nobody vulnerable): S plays 4♥, W revokes, 1 trick transferred; the side that
# played the contract (N-S) answered, then the sheet is left without its mark.
REVOKE_UNMARKED = (
    "Sud joue 4 cœurs, Ouest n'a pas fourni à carreau à la 5e levée\n\nd 17 table=1 ns=1 eo=13\n"
    "3\n3\n1\n1\n1\n9\n\n"
)
CLAIM_UNMARKED = (
    "donne 1 table 1, Est joue 4♠, Est revendique, Sud conteste\n\n2\n2\nje ne sais pas\n1\n4\n\n"
)


async def with_sample(database: Path, script: str) -> str:
    store = await Store(database).open()
    await DealBook(store).save("terminal", read_file(SAMPLE.read_bytes()), "fichier", "seance.pbn", DIRECTOR)
    await store.close()
    return await terminal(database, io.StringIO(script))


async def test_f3_once_the_declaring_side_is_known_only_its_key_is_offered(tmp_path: Path) -> None:
    out = await with_sample(tmp_path / "arbitre.sqlite3", REVOKE_UNMARKED)
    assert "  mn : enregistrer le résultat corrigé, déclarant Nord-Sud" in out
    assert "mn / me" not in out and "me :" not in out
    assert "en attente : résultat corrigé à enregistrer (mn ou m <ligne>)" in out


async def test_a_claim_waiting_for_its_mark_offers_no_corrected_result_key(tmp_path: Path) -> None:
    """A claim's mark is its contract with the ruled tricks (m <ligne>): `mn` / `me` would be refused."""
    out = await with_sample(tmp_path / "arbitre.sqlite3", CLAIM_UNMARKED)
    assert "en attente : marque à enregistrer" in out
    assert "  mn" not in out and "mn / me" not in out
    assert "mn" not in out.split("en attente : marque à enregistrer", 1)[1].split("\n", 1)[0]


async def test_f20_a_claims_mark_waits_while_the_revokes_transfer_is_not_counted(tmp_path: Path) -> None:
    """Board 17 table 6: N's claim ruled and marked 3♥-1 (8 tricks), E's revoke on the same table ruled
    established, its transfer counted at the end of the hand (not yet). The sheet carries no final
    result for the table: the claim's row says it waits for #2's transfer (64A), without figures."""
    database = tmp_path / "arbitre.sqlite3"
    claim = "donne 17 table 6, Nord joue 3♥, Nord revendique, Est conteste\n\n2\n2\nje ne sais pas\n2\n6\nm 3♥-1\n\n"
    revoke = "donne 17 table 6, Nord joue 3♥, Est n'a pas fourni à carreau à la 4e levée\n\n3\n3\n\n"
    await with_sample(database, claim + revoke)
    store = await Store(database).open()
    incidents = sorted(await store.list(), key=lambda i: int(i.id))
    await store.close()
    [row] = scorer_sheet.rows(incidents)  # the revoke has no mark yet: nothing final on the sheet
    assert row["incident"] == "#1" and row["quoi"].startswith("En attente du transfert, voir #2")
    assert not row.get("apres_ns") and not row.get("ns_nombre")
    assert "n'est pas encore compté" in row["detail"]
    flag = table_marks.flag_text(incidents[0], incidents) or ""
    assert flag.startswith("EN ATTENTE DU TRANSFERT, voir #2")
    assert flag.endswith(row["detail"].split(" : ", 1)[1])  # one wording for the sheet and the show


CLAIM_DEAL = "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"
# Ten tricks from West's lead: East revokes on the first (♠10 on ♥2 holding ♥JT9), North then cashes.
AFTER_A_REVOKE = (
    "♥2 ♥A ♠T ♥6 ♠A ♠9 ♠6 ♠2 ♠R ♠8 ♠5 ♥3 ♠D ♠7 ♠4 ♥4 ♠V ♥V ♠3 ♥5 ♦A ♦V ♦8 ♦2 ♦R ♦10 ♦7 ♦3 ♦D ♦9 ♦6 ♦4 "
    "♣A ♣V ♣8 ♣2 ♣R ♣10 ♣7 ♣3"
)


async def test_f13_the_tricks_as_played_are_taken_with_a_revoke_named_and_ruled_apart(tmp_path: Path) -> None:
    database = tmp_path / "arbitre.sqlite3"
    out = await terminal(
        database,
        io.StringIO(
            f"revendication\n1\np rev=N atout=SA main=O cartes={CLAIM_DEAL} levees={AFTER_A_REVOKE}\n"
        ),
    )
    assert "Renonce d'Est à la levée 1 : le ♠10 sur ♥2, alors qu'il pouvait fournir." in out
    assert "Le transfert éventuel (Loi 64A) se juge à part, avec le thème Renonce" in out
    assert "ne l'ouvrez pas une seconde fois" in out  # tester7 T3: one incident per revoke
    assert "Position enregistrée : 3 levée(s) à jouer" in out and "doit fournir" not in out
    store = await Store(database).open()
    stored = await store.get("1")
    await store.close()
    count = stored.claim_count if stored is not None else None
    assert count is not None and count.claim.won_before == 10 and count.claim.revokes  # kept with the count


HESITATION = "donne 9 table 2, Sud a longuement hésité puis passé sur 4♠ d'Est, Nord a dit 5♥\n\n1\n1\n\n"
CALLED_BACK = (
    "donne 9 table 2, à la fin du coup Est-Ouest contestent le 5♥ de Nord après l'hésitation de Sud\n"
)


async def test_f17_the_end_of_hand_call_continues_the_hesitation_ruled_at_the_table(tmp_path: Path) -> None:
    """At the table: appelé sur le moment, facts agreed: the ruling waits « fin du coup » like a consumed
    revoke. The call described at the end points to #1 (its words noted there), opens nothing; `v 1` and
    « Oui » ask the 16B1 tests in #1, whose record keeps the facts noted at the table next to them."""
    database = tmp_path / "arbitre.sqlite3"
    out = await with_sample(database, HESITATION)
    assert "DÉCISION — Information non autorisée possible : les faits notés, le jeu continue" in out
    assert "Incident #1 enregistré ; en attente : fin du coup, le camp non fautif vous rappelle-t-il" in out
    out = await terminal(database, io.StringIO(CALLED_BACK + "v 1\n1\n"))
    assert "C'est l'appel de fin du coup de l'incident #1" in out and "tapez « v 1 »" in out
    assert "Constatez-vous une information non autorisée venant du partenaire" in out  # 16B1a, in #1
    store = await Store(database).open()
    [incident] = await store.list()  # one incident: the table's facts and the call together
    await store.close()
    assert dict(incident.answers)["called_back"] == "yes"
    assert any(
        n.text.startswith("Description : donne 9 table 2, Sud a longuement hésité") for n in incident.notes
    )
    assert any(n.text == f"Rappel à la fin du coup : {CALLED_BACK.strip()}" for n in incident.notes)


async def test_an_end_of_hand_call_about_another_board_is_a_new_incident(tmp_path: Path) -> None:
    database = tmp_path / "arbitre.sqlite3"
    await with_sample(database, HESITATION)
    other = CALLED_BACK.replace("donne 9", "donne 10")
    out = await terminal(database, io.StringIO(other + "\n"))
    assert "C'est l'appel de fin du coup" not in out and "Incident #2 ouvert" in out

"""Ops22 (session 18): the engine's side of tester18's leftovers and note17's, at the terminal, through the engine
and through the chats' fakes (tests/bot/telegram, tests/bot/discord)."""

from __future__ import annotations

from pathlib import Path

from bot.incidents import incident as inc
from bot.incidents.engine import Engine
from bot.incidents.incident import Actor
from bot.incidents.store import Store
from tests.bot.test_terminal import session

TURN = "À qui était-ce le tour quand le fautif a déclaré ?"
IN_TURN = (
    "À son adversaire de droite, qui était obligé de passer",
    "Simultanée avec son adversaire de droite",
)
OUT_OF_TURN = (
    "À son adversaire de droite",
    "À son partenaire",
    "À son adversaire de gauche ; le fautif n'avait pas déclaré",
    "À son adversaire de gauche ; le fautif avait déjà déclaré",
    "Simultanée avec son partenaire",
    "Simultanée avec son adversaire de gauche",
)


def _offered(out: str) -> str:
    return out.split(f"Question 2 — {TURN}", 1)[1].split("> ", 1)[0]


async def test_note17_after_o1_from_27A2_whose_turn_offers_only_turns_out_of_rotation(tmp_path: Path) -> None:
    """27A2: the insufficient bid was not made at its turn; « À qui était-ce le tour ? » never offers a turn that
    would make it in rotation (28A: the RHO obliged to pass; 33: at the same time as the RHO, whose turn it was)."""
    code, out, store = await session(tmp_path, "ench\n2\no1\n?\nq\n")
    assert code == 0, out
    offered = _offered(out.split("> o1\n", 1)[1])
    for label in OUT_OF_TURN:
        assert label in offered, offered
    for label in IN_TURN:
        assert label not in offered, offered
    helped = out.split("> ?\n", 1)[1]
    assert "D'après l'incident #1 (même donne), seules les réponses qui s'accordent avec ses faits" in helped
    await store.close()


async def test_note17_a_turn_in_rotation_is_refused_and_the_rest_rules(engine: Engine) -> None:
    director = Actor("dir", "Dominique")
    first = (await engine.open(director, "c", "enchere_insuffisante")).incident
    assert first is not None
    await engine.act(first.id, director, inc.answer("in_rotation", "no"))
    opened = await engine.hand_over(first.id, director, "declaration_hors_tour")
    second = opened.incident
    assert second is not None and opened.step is not None and opened.step.question is not None
    assert opened.step.question.id == "turn"
    values = {o.value for o in opened.step.question.options}
    assert values == {"rho", "partner", "lho_first", "lho_later", "with_partner", "with_lho"}
    for in_turn in ("rho_must_pass", "with_rho"):
        refused = await engine.act(second.id, director, inc.answer("turn", in_turn))
        assert refused.refused and "Réponse impossible" in (refused.message or ""), refused.message
    taken = await engine.act(second.id, director, inc.answer("turn", "partner"))
    assert not taken.refused and taken.step is not None and taken.step.question is not None
    assert taken.step.question.id == "lho_accepts"


async def _counted_claim(tmp_path: Path) -> Store:
    import io

    from bot.adapters.terminal.session import Terminal
    from tests.bot.test_claim_position import DIRECTOR, POSITION

    store = await Store(tmp_path / "db.sqlite3").open()
    script = "\n".join(
        ["Revendication ou concession", "1", f"p {POSITION}", "4", "2", "1", "9", "3", "", "q"]
    )
    assert await Terminal(Engine(store), DIRECTOR, io.StringIO(script + "\n"), io.StringIO()).run() == 0
    return store


async def test_r10_the_claim_reading_is_four_lines_at_the_table_and_whole_in_the_dossier(
    tmp_path: Path,
) -> None:
    """Tester18 R10: under a contested claim counted from the cards, « Interprétation retenue » is read at the
    table in one line each (normal play, 70C, 70D/70E, the guide); the appeal's dossier keeps the whole reading."""
    from bot.reports.dossier import dossier_text
    from rules.topics.play.claims.count import MODEL, MODEL_TABLE

    store = await _counted_claim(tmp_path)
    [incident] = await store.list()
    step = incident.step()
    assert step is not None and step.ruling is not None
    notes = step.ruling.notes
    assert all(line in notes for line in MODEL_TABLE) and MODEL not in notes
    assert notes[notes.index(MODEL_TABLE[1]) - 1] == MODEL_TABLE[0]  # one line each, in this order
    assert MODEL_TABLE[1].startswith("70C : ") and MODEL_TABLE[2].startswith("70D, 70E : ")
    assert "docs/deals-and-claims.md" in MODEL_TABLE[-1]
    assert sum(len(line.split()) for line in MODEL_TABLE) < 170 < len(MODEL.split())  # ~450 words before
    text = dossier_text(incident.id, [incident], {incident.id: await store.events(incident.id)}, 0.0)
    assert MODEL_TABLE[0] in text and f"(En entier, pour la commission d'appel : {MODEL})" in text
    await store.close()


async def test_note17_the_view_of_a_claim_whose_mark_is_to_redo_says_so_under_it(tmp_path: Path) -> None:
    """note17: `v 2` of the claim whose mark counted its revoke's old transfer shows, right under « Marque
    enregistrée », that it no longer stands — as `incidents show` does (the table's other incidents read)."""
    from bot.incidents.table_marks import flags
    from tests.bot.test_ops19_claim_transfer import MARKED

    code, out, store = await session(tmp_path, f"{MARKED}v 1\nr\n1\n\nv 2\nq\n")
    assert code == 0, out
    viewed = out.rsplit("> v 2\n", 1)[1]
    flag = flags(await store.list())["2"]
    assert flag.startswith("MARQUE À REFAIRE, voir #1")
    recorded = next(line for line in viewed.splitlines() if line.startswith("Marque enregistrée"))
    lines = viewed.splitlines()
    assert lines[lines.index(recorded) + 1] == flag, viewed
    # Before the revoke was ruled again the mark stood: nothing under it.
    before = out.split("> v 1\n", 1)[0]
    assert "MARQUE À REFAIRE, voir" not in before
    await store.close()

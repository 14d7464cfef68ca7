"""ops17 (session 13): what one incident of a board says on another stays true.

- A « Ne vaut plus » note is written on the first incident only when the second contradicts what the
  note rests on: a fact the first only offered (« la renonce découverte pendant la revendication ? ») is
  no premise of « Renonce de cette donne ouverte à part » (noticed in session 12, answering the revoke's
  situation).
"""

from __future__ import annotations

from pathlib import Path

from bot.incidents import incident as inc
from bot.incidents.engine import Engine
from bot.incidents.store import Store
from tests.bot.test_ops16_claim_revoke import CLAIM, CLAIM_WORDS, REVOKE, _walk
from tests.bot.test_terminal import DIRECTOR


async def test_a_revoke_found_after_the_play_keeps_the_claim_s_note(tmp_path: Path) -> None:
    store = await Store(tmp_path / "db.sqlite3").open()
    engine = Engine(store)
    claim = await engine.open(DIRECTOR, "c", "revendication", description=f"Sud joue 4♠, {CLAIM_WORDS}")
    claim = await _walk(engine, claim, CLAIM)
    assert claim.incident is not None
    revoke = await engine.second_irregularity(claim.incident.id, DIRECTOR, "renonce")
    messages = [revoke.message or ""]
    assert revoke.incident is not None
    first = await store.get("1")
    assert first is not None and any(
        n.text.startswith("Renonce de cette donne ouverte à part") for n in first.notes
    )
    # Answered one question at a time: no answer of the revoke, the offered « pendant la revendication »
    # refused included (« après la fin du jeu »), lapses the claim's note.
    while revoke.step is not None and revoke.step.question is not None:
        question = revoke.step.question
        value = REVOKE.get(question.id, question.options[0].value)
        assert revoke.incident is not None
        revoke = await engine.act(
            revoke.incident.id, DIRECTOR, inc.answer(question.id, value, revoke.incident.answers_version)
        )
        assert not revoke.refused, revoke.message
        messages.append(revoke.message or "")
    assert revoke.incident is not None and revoke.incident.answers_dict()["when"] == "after_play"
    first = await store.get("1")
    assert first is not None and not any(n.text.startswith("Ne vaut plus") for n in first.notes)
    assert not any("Ne vaut plus" in m for m in messages)
    # Abandoned, the revoke no longer stands: then the note lapses, said on the claim.
    gone = await engine.act(revoke.incident.id, DIRECTOR, inc.abandon())
    assert gone.ok, gone.message
    first = await store.get("1")
    assert first is not None and any(n.text.startswith("Ne vaut plus") for n in first.notes)
    await store.close()


# --- tester13 Z1 (depth): the facts a « + » incident offers back follow the order the words give -------

CALL_OUT_OF_TURN = "t5 d12 Nord a ouvert 1♠ hors tour, Est a accepté, puis Sud a dit 1♥ insuffisant sur le 1♠"
INSUFFICIENT = {
    "in_rotation": "yes",
    "lho_accepts": "refuses",
    "replacement": "pass",
    "comparable": "not_comparable",
}


async def test_a_later_insufficient_bid_offers_nothing_to_the_earlier_call(tmp_path: Path) -> None:
    """« …, puis Sud a dit 1♥ insuffisant »: the 27B2 obligation (Nord passes from then on) came after the
    call out of turn; it establishes nothing about the turn of that call (was « À son adversaire de droite,
    qui était obligé de passer », offered to #1)."""
    store = await Store(tmp_path / "db.sqlite3").open()
    engine = Engine(store)
    call = await engine.open(DIRECTOR, "c", "declaration_hors_tour", description=CALL_OUT_OF_TURN)
    call = await _walk(engine, call, {"turn": "rho"})
    assert call.incident is not None
    second = await engine.second_irregularity(call.incident.id, DIRECTOR, "enchere_insuffisante")
    second = await _walk(engine, second, INSUFFICIENT)
    assert second.incident is not None and second.incident.ruling_id is not None
    assert "y établit" not in (second.message or "")
    first = await store.get("1")
    assert first is not None and first.received == ()
    await store.close()


async def test_the_words_order_decides_the_line_said_on_the_first(tmp_path: Path) -> None:
    """The lead out of turn entered first, the honour exposed during the auction after it with « + »: told
    « avant ça », the honour came first: offered to the lead's incident as established, not as a condition;
    told « ensuite », it came after: nothing offered; told neither, the condition stays."""
    from tests.bot.test_ops13_pairs_order import EARLIER, HONOUR, LEAD

    said: dict[str, str] = {}
    received: dict[str, tuple[object, ...]] = {}
    for key, words in {
        "before": "avant ça, pendant les enchères, Est avait laissé tomber la dame de pique face visible",
        "after": "ensuite Est a laissé tomber la dame de pique face visible",
        "unsaid": "Est a laissé tomber la dame de pique face visible pendant les enchères",
    }.items():
        store = await Store(tmp_path / f"{key}.sqlite3").open()
        engine = Engine(store)
        lead = await engine.open(DIRECTOR, "c", "entame")
        lead = await _walk(engine, lead, LEAD, stop=EARLIER)
        assert lead.incident is not None
        honour = await engine.second_irregularity(lead.incident.id, DIRECTOR)
        assert honour.incident is not None
        await engine.describe(honour.incident.id, DIRECTOR, words)
        honour = await engine.act(
            honour.incident.id,
            DIRECTOR,
            inc.choose_topic("carte_exposee_encheres", honour.incident.answers_version),
        )
        text = [honour.message or ""]
        while honour.step is not None and honour.step.question is not None:
            assert honour.incident is not None
            question = honour.step.question
            honour = await engine.act(
                honour.incident.id,
                DIRECTOR,
                inc.answer(question.id, HONOUR[question.id], honour.incident.answers_version),
            )
            assert not honour.refused, honour.message
            text.append(honour.message or "")
        said[key] = "\n".join(text)
        first = await store.get("1")
        assert first is not None
        received[key] = first.received
        await store.close()
    assert "l'incident #2, antérieur à la table d'après la description, y établit" in said["before"]
    assert len(received["before"]) == 1
    assert "y établit" not in said["after"] and received["after"] == ()
    assert "s'il a eu lieu avant, à la table, l'incident #2 y établit" in said["unsaid"]
    assert len(received["unsaid"]) == 1


# --- two revokes: the suits the words name narrow « Quelle est l'autre renonce ? » -------------------


async def test_the_suits_the_words_name_narrow_the_other_revoke(tmp_path: Path) -> None:
    """« Est a renoncé à pique …, puis à cœur … »: two suits, so never « le même joueur, même couleur »
    (offered, then meaningless); one defender each time or his partner stays the director's answer."""
    from tests.bot.test_ops16_claim_revoke import REVOKE as FIRST

    store = await Store(tmp_path / "db.sqlite3").open()
    engine = Engine(store)
    words = (
        "Sud joue 4♠, Est a renoncé à pique à la 3e levée, puis à cœur à la 7e, découvert à la fin du coup"
    )
    first = await engine.open(DIRECTOR, "c", "renonce", description=words)
    first = await _walk(engine, first, FIRST)
    assert first.incident is not None and first.incident.ruling_id is not None
    second = await engine.second_irregularity(first.incident.id, DIRECTOR, "renonce")
    second = await _walk(engine, second, {"offender": "defender"}, stop="second_revoke")
    assert second.step is not None and second.step.question is not None
    assert second.step.question.id == "second_revoke", second.step.question.id
    assert [o.value for o in second.step.question.options] == ["same_player_other_suit", "partner"]
    assert second.incident is not None
    refused = await engine.act(
        second.incident.id,
        DIRECTOR,
        inc.answer("second_revoke", "same_player_same_suit", second.incident.answers_version),
    )
    assert refused.refused
    await store.close()

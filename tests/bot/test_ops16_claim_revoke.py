"""tester12 Y18 (last item): a revoke and a claim of one board, linked with `+`, in either order. The claim's
ruling gives the declarer's tricks at the table (before transfer) even before its mark: the revoke's « levées
faites à la table » is answered from it, said, and the revoke's transfer (64A2, one trick) then reaches the
claim's reading at the table. The director's own count against it is flagged, never overwritten."""

from __future__ import annotations

from pathlib import Path

from bot.incidents import incident as inc
from bot.incidents.engine import Engine
from bot.incidents.reply import Reply
from bot.incidents.store import Store
from tests.bot.test_terminal import DIRECTOR

# A defender's revoke, after the play, his partner won the revoke trick: one trick (64A2); 4♠ by South.
REVOKE = {
    "situation": "not_followed",
    "offender": "defender",
    "when": "after_play",
    "transfer_tricks": "partner",
    "score_wanted": "yes",
    "contract_level": "4",
    "contract_strain": "S",
    "doubling": "none",
    "vulnerable": "no",
}
# South claims the last 4 at trick 10 with 6 won: accepted, 10 tricks for the declaring side.
CLAIM = {"situation": "contested", "trump_out": "no", "line_needed": "no", "tricks_before": "6"}
CLAIM_WORDS = "à la 10e levée Sud revendique le reste, Est conteste"


async def _walk(engine: Engine, reply: Reply, given: dict[str, str], stop: str = "") -> Reply:
    """Each question (and a follow-up under the ruling that `given` answers) up to `stop` or the end."""
    while reply.step is not None:
        optional = reply.step.optional
        question = reply.step.question or (
            optional if optional is not None and optional.id in given else None
        )
        if question is None or question.id == stop:
            return reply
        assert reply.incident is not None
        value = given.get(question.id, question.options[0].value)
        reply = await engine.act(
            reply.incident.id, DIRECTOR, inc.answer(question.id, value, reply.incident.answers_version)
        )
        assert not reply.refused, reply.message
    return reply


async def test_revoke_first_then_the_claim_answers_its_tricks_at_the_table(tmp_path: Path) -> None:
    store = await Store(tmp_path / "db.sqlite3").open()
    engine = Engine(store)
    revoke = await engine.open(DIRECTOR, "c", "renonce", description="Sud joue 4♠, Est a renoncé à cœur")
    revoke = await _walk(engine, revoke, REVOKE, stop="tricks_taken")
    assert revoke.incident is not None and revoke.step is not None and revoke.step.question is not None
    assert revoke.step.question.id == "tricks_taken"  # asked, the claim not opened yet
    claim = await engine.second_irregularity(revoke.incident.id, DIRECTOR)
    assert claim.incident is not None
    await engine.describe(claim.incident.id, DIRECTOR, CLAIM_WORDS)
    claim = await engine.act(
        claim.incident.id, DIRECTOR, inc.choose_topic("revendication", claim.incident.answers_version)
    )
    claim = await _walk(engine, claim, CLAIM)
    assert claim.incident is not None and claim.incident.ruling_id == "claim.contested.accepted"
    assert (
        "Incident #1 (même donne) : ses levées à la table (avant transfert) sont celles de la décision de la "
        "revendication, 10." in (claim.message or "")
    )
    first = await store.get("1")
    assert first is not None and first.answers_dict()["tricks_taken"] == "10"
    assert first.ruling_id is not None and "64A2" in first.ruling_id
    # The revoke's one trick reaches the claim's reading at the table (64A).
    assert "transfert de 1 levée pour la renonce (incident #1, 64A)" in (claim.message or "")
    await store.close()


async def test_claim_first_then_the_revoke_takes_its_tricks_at_the_table(tmp_path: Path) -> None:
    store = await Store(tmp_path / "db.sqlite3").open()
    engine = Engine(store)
    claim = await engine.open(DIRECTOR, "c", "revendication", description=f"Sud joue 4♠, {CLAIM_WORDS}")
    claim = await _walk(engine, claim, CLAIM)
    assert claim.incident is not None and claim.incident.ruling_id == "claim.contested.accepted"
    assert claim.incident.score is None  # no mark yet: the ruling's total says the tricks
    revoke = await engine.second_irregularity(claim.incident.id, DIRECTOR, "renonce")
    revoke = await _walk(engine, revoke, REVOKE)
    assert revoke.incident is not None
    assert revoke.incident.answers_dict()["tricks_taken"] == "10"
    assert (
        "Fait repris de l'incident #1 : « Combien de levées le déclarant a-t-il faites à la table (avant "
        "transfert) ? » — 10" in (revoke.message or "")
    )
    await store.close()


async def test_a_count_the_director_gave_is_flagged_not_replaced(tmp_path: Path) -> None:
    store = await Store(tmp_path / "db.sqlite3").open()
    engine = Engine(store)
    revoke = await engine.open(DIRECTOR, "c", "renonce", description="Sud joue 4♠, Est a renoncé à cœur")
    revoke = await _walk(engine, revoke, {**REVOKE, "tricks_taken": "9"})
    assert revoke.incident is not None and revoke.incident.answers_dict()["tricks_taken"] == "9"
    claim = await engine.second_irregularity(revoke.incident.id, DIRECTOR)
    assert claim.incident is not None
    await engine.describe(claim.incident.id, DIRECTOR, CLAIM_WORDS)
    claim = await engine.act(
        claim.incident.id, DIRECTOR, inc.choose_topic("revendication", claim.incident.answers_version)
    )
    claim = await _walk(engine, claim, CLAIM)
    assert (
        "Incident #1 (même donne) : la décision de la revendication donne 10 levées au déclarant ; la renonce "
        "compte ses levées à la table autrement : revoyez-la (r)." in (claim.message or "")
    )
    first = await store.get("1")
    assert first is not None and first.answers_dict()["tricks_taken"] == "9"
    await store.close()


async def test_z11_a_claim_s_mark_keeps_the_double_the_words_state(tmp_path: Path) -> None:
    """tester13 Z11: « Sud joue 4♥ contré », 11 tricks: « m 4♥+1 » (+650, undoubled) is refused in French,
    nothing recorded; « 4♥X+1 » is taken. Without a double in the words, « 4♥+1 » stands as before."""
    store = await Store(tmp_path / "db.sqlite3").open()
    engine = Engine(store)
    words = "Sud joue 4♥ contré ; à la 9e levée Sud revendique le reste, EO contestent"
    claim = await engine.open(DIRECTOR, "c", "revendication", description=words)
    claim = await _walk(engine, claim, {**CLAIM, "tricks_before": "6"})
    assert claim.incident is not None and claim.incident.ruling_id == "claim.contested.accepted"
    refused = await engine.act("1", DIRECTOR, inc.score("4♥+1 vul=ns"))
    assert refused.refused and refused.message == (
        "« 4♥+1 » est non contré ; la description dit « Sud joue 4♥ contré » (contré). Écrivez le contrat avec "
        "son contre (X contré, XX surcontré), ou corrigez la description si elle se trompe. Rien n'est enregistré."
    )
    stored = await store.get("1")
    assert stored is not None and stored.score is None
    taken = await engine.act("1", DIRECTOR, inc.score("4♥X+1 vul=ns"))
    assert not taken.refused, taken.message
    assert taken.incident is not None and taken.incident.score is not None
    assert "990" in taken.incident.score.ns
    plain = await engine.open(DIRECTOR, "d", "revendication", description=words.replace(" contré", ""))
    plain = await _walk(engine, plain, {**CLAIM, "tricks_before": "6"})
    assert plain.incident is not None
    assert not (await engine.act(plain.incident.id, DIRECTOR, inc.score("4♥+1 vul=ns"))).refused
    await store.close()

"""tester11 X16 (second half) and X4 (rest), at the terminal: a claim and a revoke of one board, linked with
`+`, in both orders of opening. The claim's ruling reads at the table the board's result after the revoke's
transfer (64A applies to the tricks the claim gives, 69-70), the revoke takes its tricks at the table from
the claim's mark, and the claim's mark knows the contract the other description names (« Sud joue 4♥ »)."""

from __future__ import annotations

from pathlib import Path

from bot.incidents.store import Store
from rules.topic import Facts
from rules.topics.play.claims.law70 import claim_script
from tests.bot.test_terminal import session

BOARD = "donne 5 table 3 ns=3 eo=13 "
CLAIM_WORDS = "à la 10e levée le décla revendique les 4 dernières, EO contestent"
REVOKE_WORDS = "Ouest a renoncé à pique à la 5e levée, Ouest a gagné la levée de la renonce"
CLAIM_ANSWERS = "\n2\n1\n5\n4\n"  # the topic; no trump out; no line needed; 5 won; the 4 claimed
AFTER = (
    "« Après examen de la revendication, le camp du revendiquant fait 9 levées ; avec le transfert de 2 levées pour la "
    "renonce de ses adversaires (64A), il fait 11 levées sur la donne. »"
)
BEFORE = "« Après examen de la revendication, le camp du revendiquant fait 9 levées sur la donne. »"
AT_TABLE = "Combien de levées le déclarant a-t-il faites à la table (avant transfert) ?"


async def _answers(store: Store, incident_id: str) -> dict[str, str]:
    found = await store.get(incident_id)
    assert found is not None
    return dict(found.answers)


async def test_claim_first_its_ruling_reads_the_result_after_the_revoke_s_transfer(tmp_path: Path) -> None:
    """Order (b): the claim ruled and marked 4♥-1 (9 tricks), then `+` the revoke (2 tricks transferred to
    the declarer's side): the claim's ruling, seen again, reads 11 tricks, not 9; the revoke's corrected
    result is 4♥+1, +650; the reading never flickers while the revoke's corrected result is asked."""
    script = f"{BOARD}Sud joue 4♥, {CLAIM_WORDS}\n{CLAIM_ANSWERS}m 4♥-1\n+\n{REVOKE_WORDS}\n\n4\n1\n1\n1\nmn\n\nv\n\nq\n"
    code, out, store = await session(tmp_path, script)
    assert code == 0, out
    first, later = out.split("> +\n", 1)
    assert BEFORE in first  # nothing known of a revoke yet
    assert (
        "Incident #1 (même donne) : sa décision lit à la table le résultat après le transfert de 2 levées pour "
        "la renonce (incident #2, 64A)." in later
    )
    assert "ne transfère plus de levée" not in later
    assert later.count(AFTER) == 2  # the claim's ruling, shown on the way back, and again with « v »
    assert BEFORE not in later
    assert (
        "Pris de l'incident #2 : « Combien de levées la renonce liée transfère-t-elle (64A) ? » — 2." in later
    )
    assert "9 levées à la table, 11 après transfert" in later
    claim, revoke = await store.get("1"), await store.get("2")
    assert claim is not None and revoke is not None
    assert (
        claim.score is not None and claim.score.ns == "-100 points"
    )  # the claim's own mark, before transfer
    assert revoke.score is not None and revoke.score.ns == "+650 points"  # 4♥+1 vulnerable
    assert ("revoke_transfer", "2") in claim.answers and ("revoke_side", "other") in claim.answers
    await store.close()


async def test_revoke_first_the_claim_knows_the_contract_and_gives_the_revoke_its_tricks(
    tmp_path: Path,
) -> None:
    """Order (a): the revoke ruled first (transfer of 2), then `+` the claim. X4: the claim's mark « 4♥-1 » is
    accepted (« Sud joue 4♥ » is in the revoke's description; « le décla revendique »), never « Quel camp a
    joué le contrat ? »; X16: the claim reads 11 tricks, and its mark gives the revoke its 9 tricks at the
    table, said on screen, so the revoke's question is answered, not asked."""
    script = f"{BOARD}Sud joue 4♥, {REVOKE_WORDS}\n\n4\n1\n\n+\n{CLAIM_WORDS}\n{CLAIM_ANSWERS}m 4♥-1\n\nv 1\n1\n1\nmn\n\nq\n"
    code, out, store = await session(tmp_path, script)
    assert code == 0, out
    assert "Quel camp a joué le contrat ? L'incident ne le dit pas" not in out
    assert AFTER in out and BEFORE not in out
    assert "Marque enregistrée : Nord-Sud -100 points" in out
    assert (
        # tester12 Y18: the claim's ruling gives them already, before its mark (which gives the same 9).
        "Incident #1 (même donne) : ses levées à la table (avant transfert) seront celles de la décision de la "
        "revendication, 9." in out
    )
    assert f"Fait repris de l'incident #2 : « {AT_TABLE} » — 9 (r pour le changer)." in out
    assert f"Question 9 — {AT_TABLE}" not in out
    assert "9 levées à la table, 11 après transfert" in out
    assert (await _answers(store, "1"))["tricks_taken"] == "9"
    revoke = await store.get("1")
    assert revoke is not None and revoke.score is not None and revoke.score.ns == "+650 points"
    await store.close()


async def test_the_revoke_abandoned_the_claim_reads_its_own_tricks_again(tmp_path: Path) -> None:
    """The revoke abandoned (« a », confirmed): its transfer no longer stands; the claim, seen again, reads
    its own 9 tricks (the abandon is noted on it: « Ne vaut plus »)."""
    script = f"{BOARD}Sud joue 4♥, {CLAIM_WORDS}\n{CLAIM_ANSWERS}m 4♥-1\n+\n{REVOKE_WORDS}\n\n4\n1\na\no\nv 1\nv\n\nq\n"
    code, out, store = await session(tmp_path, script)
    assert code == 0, out
    stood = out.split("> a\n", 1)[0]  # while the revoke stood, the claim read the result after its transfer
    assert "Incident #1 (même donne) : sa décision lit à la table le résultat après le transfert" in stood
    again = out.rsplit("> v\n", 1)[1]
    assert BEFORE in again and AFTER not in again
    assert "Ne vaut plus : la note « Renonce de cette donne ouverte à part »" in out
    answers = await _answers(store, "1")
    assert "revoke_transfer" not in answers and "revoke_side" not in answers
    await store.close()


def _script(tricks: int | None, **answers: str) -> str:
    from rules import get_topic
    from rules.regulations import load

    facts = Facts(get_topic("revendication"), answers, load())
    return claim_script(facts, tricks, "3 des levées restantes")


def test_the_reading_follows_the_side_of_the_revoke() -> None:
    """64A: the transfer goes from the offending side to the other; a side unknown is said as such."""
    assert _script(9, revoke_transfer="2", revoke_side="claimer").endswith(
        "le camp du revendiquant fait 9 levées ; avec le transfert de 2 levées pour la renonce de son camp (64A), il fait "
        "7 levées sur la donne."
    )
    assert _script(9, revoke_transfer="1").endswith(
        "le camp du revendiquant fait 9 levées avant le transfert de la renonce (64A) : une levée passe du camp fautif au camp "
        "non fautif."
    )
    assert _script(1, revoke_transfer="1", revoke_side="claimer").endswith(
        "il ne fait aucune levée sur la donne."
    )
    assert _script(None, revoke_transfer="2").endswith(
        "fait 3 des levées restantes, en plus des levées déjà gagnées ; la renonce de la donne transfère ensuite "
        "2 levées (64A)."
    )
    assert (
        _script(9) == "Après examen de la revendication, le camp du revendiquant fait 9 levées sur la donne."
    )


async def test_y7_the_revoke_s_ruling_never_offers_the_claim_it_is_linked_to(tmp_path: Path) -> None:
    """tester12 Y7: the revoke opened with `+` from a ruled claim says its hand-over « thème Revendication »
    is incident #1 (v 1) instead of offering o1, which opened an empty duplicate; a chat's button leads to
    incident #1, nothing opened."""
    from bot.incidents.engine import Engine
    from tests.bot.test_terminal import DIRECTOR

    script = f"{BOARD}Sud joue 4♥, {CLAIM_WORDS}\n{CLAIM_ANSWERS}m 4♥-1\n+\n{REVOKE_WORDS}\n\n4\n1\no1\n\nq\n"
    code, out, store = await session(tmp_path, script)
    assert code == 0, out
    assert "Thème « Revendication ou concession » : c'est l'incident #1 (même donne), v 1." in out
    assert "o1. Ouvrir le thème « Revendication ou concession »" not in out
    # ops16: a chat's button leads to #1 (shown, as « v 1 »), never refused after being offered.
    pointed = await Engine(store).hand_over("2", DIRECTOR, "revendication")
    assert not pointed.refused and pointed.incident is not None and pointed.incident.id == "1"
    assert pointed.message == (
        "Ce thème est déjà l'incident #1, lié à celui-ci (même donne) : le voici (« v 1 »). Rien n'a été ouvert."
    )
    assert len(await store.list(limit=None)) == 2
    await store.close()

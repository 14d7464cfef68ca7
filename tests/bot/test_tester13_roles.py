"""tester13 Z3: after 54A (the presumed declarer spread his hand, his partner plays the contract), the
claim of the new declarer is counted: a position naming him declarer is not refused because the words
first said « Sud joue 3SA ». Without words saying the roles changed, the partner is still refused."""

from __future__ import annotations

from pathlib import Path

from tests.bot.test_newcomer_round5 import session as terminal

POSITION = "p rev=N atout=♥ main=N declarant=N cartes=N:..432. 5.2..9 AK.A.. ...KQJ\n"


async def test_the_partner_who_became_declarer_under_54a_can_have_his_claim_counted(tmp_path: Path) -> None:
    words = (
        "Sud joue 4♥, Est a entamé hors tour, Sud a étalé son jeu et devient le mort ; Nord, devenu déclarant, "
        "revendique les 3 dernières levées, EO contestent\n2\n"
    )
    said = await terminal(tmp_path, words + POSITION)
    assert "La position fait de Nord le déclarant" not in said
    assert "Position enregistrée" in said


async def test_without_words_of_54a_the_partner_as_declarer_is_still_refused(tmp_path: Path) -> None:
    words = "Sud joue 4♥, Nord revendique les 3 dernières levées, EO contestent\n\n"
    said = await terminal(tmp_path, words + POSITION)
    assert "La position fait de Nord le déclarant" in said and "Rien n'a été compté." in said


async def test_a_revoke_linked_to_a_marked_claim_takes_the_contract_s_double_from_its_mark(
    tmp_path: Path,
) -> None:
    """tester13 Z4: the claim marked « 4♥-1 » (undoubled) and its linked revoke: the revoke's corrected
    result receives « non contré » as it receives the tricks, so one table never has two contracts
    (+1190 beside +650 on the scorer's sheet)."""
    from tests.bot.test_terminal import session

    claim = "donne 5 table 3 ns=3 eo=13 Sud joue 4♥, à la 10e levée le décla revendique les 4 dernières, EO contestent"
    revoke = "Ouest a renoncé à pique à la 5e levée, Ouest a gagné la levée de la renonce"
    script = f"{claim}\n\n2\n1\n5\n4\nm 4♥-1\n+\n{revoke}\n\nq\n"
    code, out, store = await session(tmp_path, script)
    assert code == 0, out
    second = await store.get("2")
    assert second is not None
    received = {(fact.question, fact.value) for fact in second.received if fact.source == "1"}
    assert ("doubling", "none") in received and ("tricks_taken", "9") in received


async def test_a_mark_the_new_ruling_no_longer_calls_for_is_withdrawn_not_to_redo(tmp_path: Path) -> None:
    """tester13 Z18: an adjusted score recorded, then `r` to « no damage » (12B1): the table's result
    stands; the mark is withdrawn, nothing waits for a new one (not « MARQUE À REFAIRE »)."""
    from bot.incidents.waiting import waits_for
    from bot.scores.offer import set_aside_text
    from tests.bot.test_terminal import session

    words = "d 11 t 5 ns=5 eo=15 : Nord a hésité longuement puis a passé sur 3♠ ; Sud a dit 4♥ ; EO appellent à la fin du coup"
    code, out, store = await session(tmp_path, f"{words}\n\n1\n1\n1\n1\n1\nm EO 3♠=\nr\nr\n2\nq\n")
    assert code == 0, out
    incident = await store.get("1")
    assert incident is not None and incident.set_aside is not None
    said = set_aside_text(incident) or ""
    assert said.startswith("Marque retirée : « EO 3♠= »") and "rien à enregistrer" in said
    assert "À REFAIRE" not in said and waits_for(incident) is None


async def test_a_refused_position_says_nothing_was_counted_once(tmp_path: Path) -> None:
    """tester13 Z13: « Rien n'a été compté. Rien n'a été enregistré. » said twice over one refusal."""
    words = "Sud joue 4♣ et revendique les 3 dernières levées, EO contestent\n\n"
    said = await terminal(tmp_path, words + "p rev=S atout=C main=S cartes=N:..432. 5.2..9 AK.A.. ...KQJ\n")
    assert said.count("Rien n'a été compté.") == 1
    assert "Rien n'a été compté. Rien n'a été enregistré." not in said

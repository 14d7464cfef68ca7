"""tester11's findings for ops13, at the terminal (the director's own keys and words)."""

from __future__ import annotations

from pathlib import Path

from bot.incidents.claim_mark import described_claimer, described_contesters
from bot.incidents.described import words_dealer
from tests.bot.test_newcomer_round5 import session as terminal
from tests.bot.test_terminal import session

TURN = "À qui était-ce le tour quand le fautif a déclaré ?"
WORDS = "Nord a ouvert 1♠ hors tour alors que le donneur était Est"


async def test_x6_the_boards_dealer_against_the_words_is_said_and_the_turn_asked(tmp_path: Path) -> None:
    """X6 (MEDIUM): board 12's dealer is West (Law 2); the words say East. Read from the words, the turn
    was East's, North's left-hand opponent (31B); from the board it was West's, his right-hand opponent
    (31A). Nothing is filled against the board: the conflict is said and the question asked."""
    code, out, store = await session(tmp_path, f"d 12 table=5 ns=5 eo=15 {WORDS}\n1\nq\n")
    assert code == 0, out
    assert (
        "La donne 12 a pour donneur Ouest (Loi 2) ; les mots disent Est : « " + TURN + " » n'est pas rempli"
    ) in out
    assert f"Compris : {TURN}" not in out and f"Question 2 — {TURN}" in out
    (incident,) = await store.list(limit=None)
    assert incident.answers == (("call", "bid"),)
    await store.close()


async def test_x6_words_that_agree_with_the_board_still_answer(tmp_path: Path) -> None:
    """Board 2's dealer is East (Law 2): the words agree, the turn is read from them as before."""
    code, out, store = await session(tmp_path, f"d 2 table=5 ns=5 eo=15 {WORDS}\n1\nq\n")
    assert code == 0, out
    assert "a pour donneur" not in out
    assert f"Compris : {TURN} → À son adversaire de gauche ; le fautif n'avait pas déclaré" in out
    await store.close()


def test_x6_the_dealer_the_words_name() -> None:
    assert words_dealer(WORDS) == "Est"
    assert words_dealer("Ouest donneur, Nord ouvre 1♣") == "Ouest"
    assert words_dealer("donneur : Sud") == "Sud"
    assert words_dealer("celui qui est donneur a passé") is None  # the verb, not the seat
    assert words_dealer("Nord a ouvert avant le donneur") is None
    assert words_dealer("Est donneur… non, Ouest donneur") is None  # two: none taken


async def test_x4_the_second_irregularitys_words_read_with_the_boards_contract(tmp_path: Path) -> None:
    """X4 (LOW): the claim described first (« Sud joue 4♥, … revendique … »), then « + » and the revoke
    in words that name no contract (« Ouest a renoncé à pique … »): Ouest defends, read from the first
    incident's « Sud joue 4♥ », instead of « Qui est le joueur fautif ? » asked again."""
    claim = "donne 5 table 3 ns=3 eo=13 Sud joue 4♥, à la 10e levée le décla revendique les 4 dernières, EO contestent"
    revoke = "Ouest a renoncé à pique à la 5e levée, Ouest a gagné la levée de la renonce"
    code, out, store = await session(tmp_path, f"{claim}\n\n+\n{revoke}\n\nq\nq\n")
    assert code == 0, out
    after = out[out.index("Thèmes trouvés pour « Ouest a renoncé") :]
    assert "Compris : Qui est le joueur fautif ? → Un joueur de la défense (« Ouest a renoncé ») — r" in after
    assert "Question 2 — Qui est le joueur fautif ?" not in after
    second = await store.get("2")
    assert second is not None and ("offender", "defender") in second.answers
    # Its own note keeps the director's words alone; the first incident's words are not copied in.
    assert any(n.text == f"Description : {revoke}" for n in second.notes)
    await store.close()


def test_x4_only_the_contract_clause_is_carried_and_only_when_the_words_name_none() -> None:
    from bot.incidents.incident import Incident
    from bot.incidents.words import with_first_contract

    class First:
        notes = (type("N", (), {"text": "Description : Sud joue 4♥, Est a entamé hors tour"})(),)

    first: Incident = First()  # type: ignore[assignment]
    assert with_first_contract("Ouest a renoncé", first) == "Sud joue 4♥. Ouest a renoncé"
    assert with_first_contract("Nord joue 3SA, Ouest a renoncé", first) == "Nord joue 3SA, Ouest a renoncé"
    assert with_first_contract("Ouest a renoncé", None) == "Ouest a renoncé"


# X11 (MEDIUM): « Sud joue 6♠, … il revendique le reste, Est conteste », then `p rev=E …` by a slip.
X11_WORDS = "Sud joue 4♥, à la 11e levée il revendique le reste, Est conteste\n\n"  # 3 cards a hand left
X11_POSITION = "p rev={} atout=♥ main=S cartes=N:..432. 5.2..9 AK.A.. ...KQJ\n"


async def test_x11_the_contester_is_refused_as_the_claimer(tmp_path: Path) -> None:
    said = await terminal(tmp_path, X11_WORDS + X11_POSITION.format("E") + X11_POSITION.format("S"))
    refused, counted = said.split("La position dit rev=E", 1)[1].split("Position enregistrée", 1)
    assert "le camp du revendiquant en fait" in counted  # rev=S then counted
    assert (
        "(revendiquant Sud)" in refused and "Corrigez rev=" in refused and "Rien n'a été compté." in refused
    )
    assert "Position enregistrée" not in said.split("La position dit rev=E", 1)[0]


def test_x11_il_revendique_is_the_declarer_and_a_contester_is_never_the_claimer() -> None:
    assert described_claimer("Sud joue 6♠, à la 5e levée il revendique le reste") == (
        2,
        "Sud joue 6♠ … il revendique",
    )
    assert described_claimer("Sud joue 6♠, Ouest entame, il revendique") is None  # « il » may be Ouest
    assert described_contesters("Sud joue 6♠, il revendique, Est conteste") == {1: "Est conteste"}
    assert described_contesters("Sud revendique, EO contestent") == {}


async def test_x12_a_revoke_ruled_with_the_other_sides_waits_for_nothing(tmp_path: Path) -> None:
    """X12 (MEDIUM): East's revoke (#1), then with « + » declarer's (#2): both sides revoked, 64B7, no
    transfer, ruled and marked on #2. #1 waited for its transfer at the end of the hand for ever (the
    unfinished list, the scorer's sheet): it is ruled with #2 and waits for nothing."""
    from bot.incidents.waiting import waiting
    from bot.reports.scorer_sheet import rows

    first = (
        "donne 7 table 2 Sud joue 4♠, Est a renoncé à cœur à la 3e levée, Est a gagné la levée de la renonce"
    )
    second = "Sud (le décla) a aussi renoncé à trèfle à la 8e levée, découvert après la fin du jeu"
    code, out, store = await session(tmp_path, f"{first}\n\n3\n1\n+\n{second}\n\n2\nm NS 4♠=\n\n\nq\n")
    assert code == 0, out
    ruled = {i.id: i for i in await store.list(limit=None)}
    assert ruled["2"].ruling_id == "renonce.sans_transfert.64B7" and ruled["2"].score is not None
    assert "Incident #1 terminé et enregistré" in out and "Incident #1 enregistré ; en attente" not in out
    assert [i.id for i, _ in await waiting(store, ruled["1"].chat)] == []
    assert [r["quoi"] for r in rows(list(ruled.values())) if r.get("incident") == "#1"] == []
    await store.close()

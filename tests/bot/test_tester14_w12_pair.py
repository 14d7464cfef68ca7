"""tester14 W12 (what was left), W15 (third point), W17 (engine side), at the terminal: a revoke and a claim of
one board, in both orders of opening (`+` from the revoke, `o1` from its ruling).

- The claim's « levées déjà gagnées » offers only what the linked revoke allows: Ouest (the defence) won
  the revoke trick (trick 4) before Sud claimed at trick 8, so Nord-Sud had won at most 6 of the 7 tricks
  played; 7 is neither offered nor accepted (a question never offers a value it then refuses).
- A claim opened with `o1` from the revoke's ruling is the same pair as one opened with `+`: it reads the
  words (« EO contestent », « à la 8e levée ») and takes the revoke's transfer (64A1) for its ruling.
- Once `+` opened the claim, the revoke never offers it again (« tapez + »), after a restart either."""

from __future__ import annotations

from pathlib import Path

from tests.bot.test_terminal import session

REVOKE_FIRST = (
    "Sud joue 4♥, Ouest a renoncé à ♣ à la 4e levée, il a pris la levée ; ensuite Sud a revendiqué le reste à "
    "la 8e levée, EO contestent"
)
CLAIM_FIRST = (
    "Sud joue 4♥, à la 8e levée Sud a revendiqué le reste, EO contestent ; Ouest avait renoncé à ♣ à la 4e "
    "levée et pris la levée"
)
ASKED = (
    "Question 5 — Combien de levées le camp du revendiquant avait-il déjà gagnées avant la revendication ?"
)
SECOND_OFFER = "La description nomme aussi une deuxième irrégularité : Revendication ou concession"


async def test_plus_from_the_revoke_offers_at_most_six_tricks_already_won(tmp_path: Path) -> None:
    # Renonce (Entrée), consommée (3; « il a pris la levée » read), `+`, no trump, stated line, then 7 and 6.
    script = f"{REVOKE_FIRST}\n\n3\n+\n2\n1\n7\n6\n\nq\n"
    code, out, store = await session(tmp_path, script)
    assert code == 0, out
    asked = out.split(ASKED, 1)[1]
    assert "Tapez le nombre, de 0 à 6." in asked.split("\n> ", 1)[0]
    assert "Réponse impossible : 7 ne va pas avec les réponses déjà données" in asked
    assert "D'après l'incident #1 (même donne) : de 0 à 6." in asked
    assert "Levées attribuées au camp du revendiquant : 12 au total (6 déjà gagnées + 6" in out
    assert "13 au total" not in out
    claim = await store.get("2")
    assert claim is not None and claim.answers_dict()["tricks_before"] == "6"
    await store.close()


async def test_o1_from_the_revoke_s_ruling_reads_the_words_and_the_transfer(tmp_path: Path) -> None:
    # Renonce (2nd of the menu), pendant une revendication (4), le fautif seul (2): 1 levée transférée; o1.
    script = f"{CLAIM_FIRST}\n2\n4\n2\no1\n2\n1\n7\n6\n\nq\n"
    code, out, store = await session(tmp_path, script)
    assert code == 0, out
    opened = out.split("> o1\n", 1)[1]
    assert "Compris : Que s'est-il passé ? → Revendication ou concession contestée" in opened
    assert "Compris : À quelle levée la revendication (ou la concession) a-t-elle eu lieu ? → 8" in opened
    assert "Réponse impossible : 7 ne va pas avec les réponses déjà données" in opened
    assert (
        "Fait repris de l'incident #1 : « Combien de levées la renonce liée transfère-t-elle (64A) ? » — 1"
        in opened
    )
    assert (
        "« Après examen de la revendication, le camp du revendiquant fait 12 levées ; avec le transfert d'une levée pour la "
        "renonce de ses adversaires (64A), il fait 13 levées sur la donne. »" in opened
    )
    claim = await store.get("2")
    assert claim is not None and ("revoke_transfer", "1") in claim.answers
    await store.close()


async def test_the_second_irregularity_is_not_offered_again_after_a_restart(tmp_path: Path) -> None:
    code, out, store = await session(tmp_path, f"{REVOKE_FIRST}\n\n3\n+\nq\n")
    assert code == 0 and out.count(SECOND_OFFER) == 1, out
    await store.close()
    # A new process: #1 resumed and answered (fin du coup): no second `+` offered for the claim, #2.
    code, out, store = await session(tmp_path, "v 1\n2\nq\n")
    assert code == 0, out
    assert "DÉCISION — Renonce consommée : transfert d'une levée" in out.split("> 2\n", 1)[1]
    assert SECOND_OFFER not in out
    await store.close()


def _retained(incidents: list) -> list[dict[str, str]]:
    from bot.reports.scorer_sheet import rows

    return [row for row in rows(incidents) if row["quoi"].startswith("Résultat retenu")]


async def test_o1_the_claim_s_mark_is_the_table_s_result_after_the_transfer(tmp_path: Path) -> None:
    """Order « revoke ruled, then o1 »: 12 tricks awarded (70), 1 transferred (64A1): the table's result is
    4♥+3, +510, accepted on the claim; 4♥+1 is refused naming both counts; the revoke takes no second mark;
    the scorer's sheet has one « Résultat retenu » for the board, and #1 waits for nothing."""
    script = f"{CLAIM_FIRST}\n2\n4\n2\no1\n2\n1\n6\n6\nm 4♥+1\nm 4♥+3\n\nv 1\nm 4♥+3\n\nq\n"
    code, out, store = await session(tmp_path, script)
    assert code == 0, out
    assert (
        "(levées attribuées au camp qui revendique : 12, 13 avec le transfert de la renonce liée (incident #1, "
        "64A) : le résultat de la table" in out
    )
    assert (
        "Avec le transfert de la renonce liée (64A), le déclarant en fait 13 : écrivez le résultat de la table, 4♥+3"
        in out
    )
    assert (
        "Résultat de la table : 12 levées au déclarant d'après la revendication (70), puis une levée transférée "
        "pour la renonce (incident #1, 64A) : 13 levées, « 4♥+3 »." in out
    )
    assert "Marque enregistrée : Nord-Sud +510 points" in out
    assert "La revendication liée (incident #2) enregistre déjà le résultat de la table" in out
    revoke, claim = await store.get("1"), await store.get("2")
    assert revoke is not None and claim is not None
    assert revoke.score is None and claim.score is not None and claim.score.line.endswith("4♥+3")
    assert revoke.answers_dict().get("tricks_taken") in (None, "12")  # never 13 « avant transfert »
    retained = _retained([revoke, claim])
    assert [row["incident"] for row in retained] == ["#2"], retained
    from bot.reports.scorer_sheet import rows

    assert not any(row["quoi"].startswith("Marque à faire") for row in rows([revoke, claim]))
    from bot.incidents.waiting import waiting

    assert [i.id for i, _ in await waiting(store, revoke.chat)] == []
    await store.close()


async def test_o1_the_claim_s_tricks_alone_stay_before_the_transfer(tmp_path: Path) -> None:
    """The claim's own count (4♥+2, 12 tricks) is kept as the design has it, « avant transfert », said so: the
    table's result is the revoke's corrected result (4♥+3, from the 12 tricks the claim gives it)."""
    script = f"{CLAIM_FIRST}\n2\n4\n2\no1\n2\n1\n6\n6\nm 4♥+2\n\nv 1\n1\n2\n\nq\n"
    code, out, store = await session(tmp_path, script)
    assert code == 0, out
    assert "Avant transfert : cette marque compte les levées de la revendication avant le transfert" in out
    assert "12 levées à la table, 13 après transfert" in out
    revoke, claim = await store.get("1"), await store.get("2")
    assert revoke is not None and claim is not None
    assert revoke.answers_dict()["tricks_taken"] == "12"
    from bot.reports.scorer_sheet import rows

    listed = rows([revoke, claim])
    assert not _retained([revoke, claim]), listed
    assert any(row["incident"] == "#2" and row["quoi"].startswith("Avant transfert") for row in listed), (
        listed
    )
    await store.close()


async def test_plus_the_claim_marked_before_the_transfer_is_counted_then_after(tmp_path: Path) -> None:
    """Order « revoke (end of hand pending), + the claim »: 4♥+3 waits for the revoke's transfer (refused,
    said why); once the revoke's end of hand is answered (no later trick: 1 transferred, 64A1), 4♥+3 is the
    table's result on the claim, and the revoke is not listed as waiting for a mark."""
    script = f"{REVOKE_FIRST}\n\n3\n+\n2\n1\n6\nm 4♥+3\n\nv 1\n2\n\nv 2\nm 4♥+3\n\nq\n"
    code, out, store = await session(tmp_path, script)
    assert code == 0, out
    first, later = out.split("> v 2\n", 1)
    assert "La renonce liée n'a pas encore compté son transfert (64A, fin du coup)" in first
    assert "Marque enregistrée" not in first
    assert "Marque enregistrée : Nord-Sud +510 points" in later
    revoke, claim = await store.get("1"), await store.get("2")
    assert revoke is not None and claim is not None
    assert [row["incident"] for row in _retained([revoke, claim])] == ["#2"]
    assert "ne valent plus" not in out  # the bound on « déjà gagnées » is no fact the claim must review
    await store.close()


async def test_v3_the_linked_revoke_reads_the_first_contract_after_a_restart_and_refuses_the_other_side(
    tmp_path: Path,
) -> None:
    """tester15 V3: a revoke opened with `+` on « Ouest joue 5♥ contré » (an accepted lead out of turn), resumed
    after a restart: level, strain, double and the declaring side (Est-Ouest) are read from the first's words,
    as in the other order; Nord-Sud, typed after « r » (which offers Est-Ouest alone), is refused with the reason (64A: the trick would go
    to the offending side)."""
    first = (
        "donne 9 table 2 ns=2 eo=11 : Ouest joue 5♥ contré. Sud a entamé hors tour, Ouest a accepté l entame, "
        "Est est devenu le mort"
    )
    second = "Sud a renoncé à trèfle à la 7e levée, consommée ; Sud a gagné la levée de la renonce et aucune autre ensuite"
    code, out, store = await session(tmp_path, f"{first}\n\n1\n\n+\n{second}\n\nq\n")
    assert code == 0, out
    await store.close()
    # ops26: after « r » only Est-Ouest is offered; « nord » typed gets the reason, 1 takes Est-Ouest.
    code, out, store = await session(tmp_path, "v 2\n3\n1\n2\n1\nr\nnord\n1\nq\n")
    assert code == 0, out
    assert "Compris : Palier du contrat ? → 5 (« Ouest joue 5♥ contré »)" in out
    assert (
        "Compris : Quel camp a joué le contrat ?" in out and "→ Est-Ouest (« Ouest joue 5♥ contré »)" in out
    )
    assert (
        "Réponse impossible : la description (« Ouest joue 5♥ contré ») fait jouer le contrat par Est-Ouest"
        in out
    )
    revoke = await store.get("2")
    assert revoke is not None and revoke.answers_dict()["declarer_side"] == "eo"
    await store.close()


async def test_v8_a_position_typed_keeps_what_the_words_said_of_the_trump(tmp_path: Path) -> None:
    """tester15 V8 (last point): `p` typed at « Cet atout adverse est-il maître ? » took away « Qu'a dit le
    revendiquant de cet atout ? → Rien », read from the words, and asked it again: it is read again."""
    words = "Sud joue 4♥, à la 10e levée Sud revendique le reste, il n a rien dit de l atout restant, EO contestent"
    position = "p rev=S atout=♥ main=S cartes=N:.32.2.2 2.QJ..3 A.AK..4 .T9.4.5"
    code, out, store = await session(tmp_path, f"{words}\n\n1\n{position}\nq\n")
    assert code == 0, out
    after = out.split("Position enregistrée", 1)[1]
    assert "Compris : Qu'a dit le revendiquant de cet atout adverse ? → Rien (« n a rien dit »)" in after
    assert "Question 4 — Qu'a dit le revendiquant de cet atout adverse ?" not in after
    claim = await store.get("1")
    assert claim is not None and claim.answers_dict()["trump_said"] == "nothing"
    await store.close()

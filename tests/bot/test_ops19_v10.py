"""Tester15 V10 (MEDIUM, wrong signs): « Sud joue 4♠ contré … Le décla a renoncé … » — the words name the
side that played, but without a board the corrected result never asks it, so the sheet offered `mn` and
`me`, and `me` recorded « avant -790, après +200 » for Nord-Sud, both signs wrong (77).

The engine now gives the walk a fact the words state for a question of the deal's context it reads without
asking (bot.incidents.transition.stated_answers): the ruling's corrected result carries the side, the
sheet offers only its key, the other is refused with why; and the fact is an answer, stored, so it stands
after a restart and a « r ».

The figures, checked against the 2017 text: the revoke trick won by the offender's partner (the dummy),
one trick is transferred (64A2); 4♠ doubled, vulnerable, 10 tricks is made: 240 + 500 + 50 = +790 (77);
9 tricks after the transfer is one down doubled vulnerable: -200 for the declarer's side."""

from __future__ import annotations

from pathlib import Path

from bot.incidents import incident as inc
from bot.incidents import transition
from bot.incidents.incident import Actor, State
from tests.bot.test_terminal import session

V10 = "Sud joue 4♠ contré, tous vulnérables. Le décla a renoncé à cœur, consommée ; c'est le mort qui a pris la levée"
# Entrée (Renonce), consommée, compute the result, 10 tricks (« vulnérable ? » is answered by « tous
# vulnérables », tester16 T7; « c'est le mort qui a pris la levée » answers who won the revoke trick, ops20).
TO_RULING = f"{V10}\n\n3\n1\n10\n"
SIDE_SAID = "Compris : Quel camp a joué le contrat ? → Nord-Sud (« Sud joue 4♠ contré ») — r pour corriger"
REFUSED_ME = (
    "Le contrat a été joué par Nord-Sud (réponse à « Quel camp a joué le contrat ? ») : tapez mn. "
    "Rien n'est enregistré."
)


async def test_the_words_side_reaches_the_ruling_and_only_mn_is_offered(tmp_path: Path) -> None:
    code, out, store = await session(tmp_path, f"{TO_RULING}me\nmn\nq\n")
    assert code == 0, out
    assert SIDE_SAID in out
    assert "Compris : Qui a remporté la levée de la renonce ? → Son partenaire" in out
    assert "(« c'est le mort qui a pris la levée »)" in out
    assert (
        "Compris : Le camp du déclarant était-il vulnérable ? → Oui (« tous vulnérables ») — r pour corriger"
        in out
    )
    assert "Résultat : 4♠ X -1 ; marque du camp du déclarant : -200." in out
    assert "  mn : enregistrer le résultat corrigé, déclarant Nord-Sud" in out
    assert "mn / me" not in out
    assert REFUSED_ME in out
    [revoke] = await store.list()
    assert revoke.ruling_id == "renonce.transfert.64A2_partenaire"
    assert revoke.answers_dict()["declarer_side"] == "ns"
    assert len(revoke.scores) == 1  # `me` recorded nothing
    entry = revoke.score
    assert entry is not None and (entry.ns, entry.ew, entry.before) == (
        "-200 points",
        "+200 points",
        "+790 points",
    )
    await store.close()


async def test_the_side_is_stored_so_a_restart_before_the_mark_keeps_it(tmp_path: Path) -> None:
    code, out, store = await session(tmp_path, f"{TO_RULING}q\n")
    assert code == 0 and SIDE_SAID in out, out
    await store.close()
    # A new process: the words are not read again (no answer is given), the side is among the answers.
    code, out, store = await session(tmp_path, "v 1\nme\nmn\nq\n")
    assert code == 0, out
    assert REFUSED_ME in out and "mn / me" not in out
    revoke = await store.get("1")
    assert revoke is not None and revoke.score is not None and revoke.score.ns == "-200 points"
    await store.close()


async def test_back_after_the_ruling_keeps_the_side(tmp_path: Path) -> None:
    # « r » takes back the tricks made (the last question asked), never the side read before them.
    code, out, store = await session(tmp_path, f"{TO_RULING}r\n11\nme\nmn\nq\n")
    assert code == 0, out
    assert "Résultat : 4♠ X = ; marque du camp du déclarant : +790." in out  # 11 - 1 = 10 tricks
    assert out.count(SIDE_SAID) == 1  # said once, kept after « r »
    assert REFUSED_ME in out
    revoke = await store.get("1")
    assert revoke is not None and revoke.score is not None
    assert (revoke.score.ns, revoke.score.before) == ("+790 points", "+990 points")  # 4♠X+1 vulnerable
    await store.close()


async def test_east_west_declarer_named_by_seat_offers_only_me(tmp_path: Path) -> None:
    words = "Ouest joue 4♥ contré. Ouest a renoncé à pique, consommée ; c'est le mort qui a pris la levée"
    # Not vulnerable; 10 tricks at the table: 4♥X= +590 for Est-Ouest, 9 after the transfer: -100 (77).
    code, out, store = await session(tmp_path, f"{words}\n\n3\n1\n2\n10\nmn\nme\nq\n")
    assert code == 0, out
    assert "Compris : Quel camp a joué le contrat ? → Est-Ouest (« Ouest joue 4♥ contré »)" in out
    assert "  me : enregistrer le résultat corrigé, déclarant Est-Ouest" in out
    assert (
        "Le contrat a été joué par Est-Ouest (réponse à « Quel camp a joué le contrat ? ») : tapez me." in out
    )
    revoke = await store.get("1")
    assert revoke is not None and revoke.score is not None
    assert (revoke.score.ns, revoke.score.before) == ("+100 points", "-590 points")
    await store.close()


async def test_a_defender_s_revoke_the_declarer_named_by_seat(tmp_path: Path) -> None:
    # Est declares; Sud, a defender, revoked: the trick goes to Est-Ouest (64A2), 8 + 1 = 9 tricks in 3SA.
    words = "Est joue 3SA. Sud a renoncé à cœur, consommée ; c'est son partenaire qui a pris la levée"
    code, out, store = await session(tmp_path, f"{words}\n\n3\n1\n1\n2\n8\nmn\nme\nq\n")
    assert code == 0, out
    assert "Compris : Quel camp a joué le contrat ? → Est-Ouest (« Est joue 3SA »)" in out
    assert "Résultat : 3SA = ; marque du camp du déclarant : +400." in out
    assert "tapez me. Rien n'est enregistré." in out
    revoke = await store.get("1")
    assert revoke is not None and revoke.score is not None
    assert (revoke.score.ns, revoke.score.before) == ("-400 points", "+50 points")  # 3SA-1 at the table
    await store.close()


async def test_the_board_recorded_after_the_ruling_keeps_the_words_side(tmp_path: Path) -> None:
    # Words first, board second (board 7: all vulnerable, Law 2): nothing asked again, the side stands.
    code, out, store = await session(tmp_path, f"{TO_RULING}d 7 table=3 ns=1 eo=11\nme\nmn\nq\n")
    assert code == 0, out
    assert (
        "4♠ X, vulnérable (selon la donne 7, donneur Sud) : 10 levées à la table, 9 après transfert." in out
    )
    assert REFUSED_ME in out
    revoke = await store.get("1")
    assert revoke is not None and revoke.score is not None and revoke.score.ns == "-200 points"
    await store.close()


async def test_the_board_first_asks_the_side_and_the_words_answer_it(tmp_path: Path) -> None:
    words = "Sud joue 4♠ contré. Le décla a renoncé à cœur, consommée ; c'est le mort qui a pris la levée"
    code, out, store = await session(tmp_path, f"d 7 table=3 ns=1 eo=11\n{words}\n\n3\n1\n10\nme\nmn\nq\n")
    assert code == 0, out
    assert (
        "Compris : Quel camp a joué le contrat ? (selon la donne 7, donneur Sud : tous vulnérables) → Nord-Sud"
        in out
    )
    assert REFUSED_ME in out
    revoke = await store.get("1")
    assert revoke is not None and revoke.score is not None and revoke.score.ns == "-200 points"
    await store.close()


DIRECTOR = Actor("d1", "Dominique", is_director=True)


def _ruled_without_side() -> inc.Incident:
    """The V10 revoke answered by hand up to its ruling, no board: the side was never asked."""
    incident = transition.create("1", DIRECTOR, inc.start("c", topic="renonce"), 0.0)
    for question, value in (
        ("situation", "not_followed"),
        ("offender", "declarer"),
        ("when", "played"),
        ("revoke_trick", "partner"),
        ("score_wanted", "yes"),
        ("contract_level", "4"),
        ("contract_strain", "S"),
        ("doubling", "doubled"),
        ("vulnerable", "yes"),
        ("tricks_taken", "10"),
    ):
        incident = transition.apply(incident, DIRECTOR, inc.answer(question, value), 1.0)
    return incident


def test_a_stated_fact_goes_where_the_walk_reads_it_and_only_there() -> None:
    ruled = _ruled_without_side()
    assert ruled.state is State.RULED
    step = ruled.step()
    assert step is not None and step.ruling is not None and step.ruling.score is not None
    assert step.ruling.score.side == ""
    answers = transition.stated_answers(ruled, "declarer_side", "ns")
    assert answers is not None
    order = [q for q, _ in answers]
    assert (
        order.index("doubling") < order.index("declarer_side") < order.index("vulnerable")
    )  # where it is read
    sided = transition.apply(ruled, DIRECTOR, inc.stated("declarer_side", "ns"), 2.0)
    step = sided.step()
    assert step is not None and step.ruling is not None and step.ruling.score is not None
    assert step.ruling.score.side == "ns"
    # A fact the walk does not read, an answered question or a value it does not offer: nothing recorded.
    assert transition.stated_answers(sided, "declarer_side", "eo") is None
    assert transition.stated_answers(ruled, "declarer_side", "nord") is None
    assert transition.stated_answers(ruled, "tricks_taken", "9") is None
    # A replay rebuilds it from the stored event.
    events = [(DIRECTOR, inc.start("c", topic="renonce"), 0.0)]
    events += [(DIRECTOR, inc.answer(q, v), 1.0) for q, v in ruled.answers]
    events.append((DIRECTOR, inc.stated("declarer_side", "ns"), 2.0))
    assert transition.replay(events, "1").answers == sided.answers


async def test_a_typed_mark_for_the_other_side_is_refused_as_for_a_claim(tmp_path: Path) -> None:
    # The same side check for a line typed by hand: « EO 4♠X-1 » would score Est-Ouest's contract (+200 for
    # Nord-Sud); the words and the answers say Sud played it.
    code, out, store = await session(tmp_path, f"{TO_RULING}m EO 4♠X-1\nm NS 4♠X-1\nq\n")
    assert code == 0, out
    assert (
        "« EO 4♠X-1 » fait jouer le contrat par Est-Ouest ; il a été joué par Nord-Sud (réponse à « Quel camp a "
        "joué le contrat ? »). Écrivez « NS 4♠X-1 », ou revenez à la réponse (r) si elle se trompe. "
        "Rien n'est enregistré." in out
    )
    revoke = await store.get("1")
    assert revoke is not None and len(revoke.scores) == 1 and revoke.score is not None
    assert revoke.score.ns == "-200 points"
    await store.close()


async def test_before_the_corrected_result_the_words_side_checks_a_typed_mark(tmp_path: Path) -> None:
    # No corrected result asked: the words' declarer (« Sud joue 4♠ contré ») checks the line.
    words = "Sud joue 4♠ contré. Le décla a renoncé à cœur, consommée ; c'est le mort qui a pris la levée"
    code, out, store = await session(tmp_path, f"{words}\n\n3\nm EO 4♠X-1 vul=tous\nq\n")
    assert code == 0, out
    assert "il a été joué par Nord-Sud (la description dit « Sud joue 4♠ contré »)" in out
    revoke = await store.get("1")
    assert revoke is not None and revoke.score is None
    await store.close()

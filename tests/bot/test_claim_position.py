"""Issue 32 §3 end to end on the terminal: a contested claim whose position the director types;
Arbitre counts the tricks from the cards, proposes the count, and the director confirms it."""

from __future__ import annotations

import io
import json
from pathlib import Path

from bot.adapters.terminal.session import Terminal
from bot.incidents import incident as inc
from bot.incidents import transition
from bot.incidents.engine import Engine
from bot.incidents.incident import Actor
from bot.incidents.store import Store
from rules.deals.layout import card

DIRECTOR = Actor("terminal:test", "Test", is_director=True)
# South claims the last four tricks at spades holding ♠A ♥AK ♣4; East keeps the ♠2, West a
# diamond winner. The club is not led before the winners (normal play cashes them first): the
# club is lost at the end, three tricks of four.
POSITION = "rev=S atout=♠ main=S cartes=N:.32.2.2 2.QJ..3 A.AK..4 .T9.4.5"


async def test_the_claim_is_counted_from_the_typed_position_and_confirmed(tmp_path: Path) -> None:
    script = "\n".join(
        [
            "Revendication ou concession",
            "1",  # contestée
            "p rev=S atout=♠",  # incomplete: refused in French, nothing stored
            f"p {POSITION}",
            "4",  # he claimed the four tricks left
            "2",  # he said nothing of the trump
            "1",  # he may have forgotten it
            "9",  # tricks already won
            "3",  # Arbitre's count, confirmed
            "",
            "q",
        ]
    )
    store = await Store(tmp_path / "db.sqlite3").open()
    out = io.StringIO()
    assert await Terminal(Engine(store), DIRECTOR, io.StringIO(script + "\n"), out).run() == 0
    text = out.getvalue()
    assert "Il manque « main= »" in text
    assert "p <position> : donnez les cartes restantes" in text
    assert "Position enregistrée : 4 levée(s) à jouer" in text
    # C7: before the 70C answer, both readings (East's ♠2 is still out; here they agree).
    assert "en fait au moins 3, qu'il ait tenu compte de l'atout adverse ou non." in text
    assert "Arbitre propose : 3 (compté par Arbitre) — tapez 3 pour le confirmer." in text
    assert "Tapez le nombre, de 0 à 9." in text  # at most the nine tricks played before the claim
    assert "Interprétation retenue pour « jeu normal »" in text
    assert (
        "Une ligne normale qui y mène : levée 1 : S ♠A (atouts d'abord (70C))" in text
        and "levée 4 : S ♣4, O ♣5, N ♦2, E ♣3 → Ouest" in text
    )
    [incident] = await store.list()
    assert incident.claim is not None and incident.answers_dict()["tricks_of_remaining"] == "3"
    step = incident.step()
    assert step is not None and step.ruling is not None and step.ruling.tricks_awarded == 12
    assert step.ruling.id == "claim.contested.line"
    await store.close()


async def test_the_position_is_refused_on_another_topic_and_the_count_survives_a_replay(
    tmp_path: Path,
) -> None:
    store = await Store(tmp_path / "db.sqlite3").open()
    engine = Engine(store)
    other = await engine.open(DIRECTOR, "terminal", "renonce")
    assert other.incident is not None
    refused = await engine.claim_position(other.incident.id, DIRECTOR, POSITION)
    assert refused.refused and "Revendication ou concession" in (refused.message or "")
    claim = await engine.open(DIRECTOR, "terminal", "revendication")
    assert claim.incident is not None
    await engine.act(claim.incident.id, DIRECTOR, inc.answer("situation", "contested"))
    reply = await engine.claim_position(claim.incident.id, DIRECTOR, POSITION)
    assert reply.ok and reply.step is not None and reply.step.question is not None
    assert reply.step.question.id == "claimed" and reply.step.question.values()[-1] == "4"
    stored = await store.get(claim.incident.id)
    assert stored is not None and stored.claim == reply.incident.claim  # type: ignore[union-attr]
    events = [(e.actor, e.action, e.at) for e in await store.events(claim.incident.id)]
    assert transition.replay(events, claim.incident.id).claim == stored.claim
    await store.close()


async def test_a_position_that_cannot_be_read_changes_nothing(tmp_path: Path) -> None:
    store = await Store(tmp_path / "db.sqlite3").open()
    engine = Engine(store)
    claim = await engine.open(DIRECTOR, "terminal", "revendication")
    assert claim.incident is not None
    for text, message in (
        ("rev=S atout=♠ main=S cartes=N:A.. 2... 3... 4...", "Main illisible"),
        ("rev=S atout=♠ main=S cartes=N:A... A... 3... 4...", "donné deux fois"),
        ("rev=S atout=♠ main=S cartes=N:AK... 2... 3... 4...", "pas le même nombre de cartes"),
        ("rev=X atout=♠ main=S cartes=N:A... 2... 3... 4...", "Joueur inconnu"),
        ("rev=S atout=Z main=S cartes=N:A... 2... 3... 4...", "Atout inconnu"),
        ("rev=S atout=♠ main=S cartes=N:A... 2... 3... 4... ligne=♠Z", "Carte illisible"),
        ("bonjour", "Une ligne : rev=S"),
    ):
        reply = await engine.claim_position(claim.incident.id, DIRECTOR, text)
        assert reply.refused and message in (reply.message or ""), (text, reply.message)
    stored = await store.get(claim.incident.id)
    assert stored is not None and stored.claim is None and stored.version == claim.incident.version
    await store.close()


# Board 5 of tests/data/session36.pbn, 4♠ by South, West on lead; eight tricks played (the
# claimer's side won six), then South claims the last five with North on lead.
PLAYED = (
    "♣D ♣R ♣2 ♣4  ♠2 ♠10 ♠A ♠5  ♠R ♠7 ♠3 ♥2  ♣A ♦4 ♣8 ♣3  ♣V ♦5 ♦3 ♣5  "
    "♣7 ♦6 ♦8 ♣10  ♦A ♦7 ♦10 ♦9  ♦R ♦V ♦D ♠4"
)


async def test_a_claim_on_an_imported_board_is_counted_from_the_tricks_marked(tmp_path: Path) -> None:
    from bot.incidents.deals import DealBook
    from rules.deals import read_file
    from tests.bot.test_deals import SESSION

    store = await Store(tmp_path / "db.sqlite3").open()
    await DealBook(store).save("terminal", read_file(SESSION.read_bytes()), "fichier", "seance.pbn", DIRECTOR)
    script = "\n".join(
        [
            "Revendication ou concession",
            "d 5 table=2 ns=2 eo=12",
            "1",  # contestée
            "p rev=S atout=♠ main=O",  # the deal is known: the tricks played are asked for
            f"p rev=S atout=♠ main=O levees={PLAYED}",
            "5",  # he claimed the five tricks left
            "2",  # he said nothing of West's ♠D; the 6 already won, the one count possible, taken (tester18 R10)
        ]
    )
    out = io.StringIO()
    assert await Terminal(Engine(store), DIRECTOR, io.StringIO(script + "\n"), out).run() == 0
    text = out.getvalue()
    assert "donnez les cartes jouées depuis l'entame (levees=…)" in text
    assert "Position enregistrée : 5 levée(s) à jouer" in text
    # The tricks played establish the 6 already won: the one answer (tester12 Y11), taken and said (tester18 R10).
    assert "gagnées avant la revendication ? → 6 (seule réponse possible : Arbitre en compte 6" in text
    assert "Tapez le nombre, de 0 à 8." not in text
    [incident] = await store.list()
    assert incident.claim is not None and incident.deal is not None and incident.deal.cards is not None
    count = incident.claim_count
    assert count is not None and count.claim.won_before == 6 and count.master  # West's ♠D is master
    step = incident.step()
    assert step is not None and step.question is not None and step.question.id == "tricks_of_remaining"
    proposed = next(o for o in step.question.options if o.label.endswith("(compté par Arbitre)"))
    assert int(proposed.value) == count.unaware.tricks
    await store.close()


async def test_cards_typed_against_the_incidents_deal_are_refused_naming_the_card(tmp_path: Path) -> None:
    # tester4's F10: on an incident whose deal is stored, a card typed in the wrong hand is refused
    # (the ♣R is North's on board 5), nothing is stored; the same cards where the deal has them count.
    from bot.incidents.deals import DealBook
    from rules.deals import read_file
    from tests.bot.test_deals import SESSION

    store = await Store(tmp_path / "db.sqlite3").open()
    await DealBook(store).save("terminal", read_file(SESSION.read_bytes()), "fichier", "seance.pbn", DIRECTOR)
    script = "\n".join(
        [
            "Revendication ou concession",
            "d 5 table=2 ns=2 eo=12",
            "1",  # contestée
            "p rev=S atout=♠ main=N cartes=N:J... .K.. A... ...K",
            "p rev=S atout=♠ main=N cartes=N:J... .K.. A... Q...",
        ]
    )
    out = io.StringIO()
    assert await Terminal(Engine(store), DIRECTOR, io.StringIO(script + "\n"), out).run() == 0
    text = out.getvalue()
    assert "La carte ♣R est à Nord dans la donne de l'incident, pas à Ouest" in text
    assert "Rien n'a été compté." in text
    assert text.count("Position enregistrée : 1 levée(s) à jouer") == 1
    [incident] = await store.list()
    assert incident.claim is not None
    assert json.loads(incident.claim)["hands"][3] == 1 << card(0, 12)  # West's ♠D, as dealt
    await store.close()


async def test_the_tricks_claimed_in_the_words_answer_their_question_after_the_position(
    tmp_path: Path,
) -> None:
    """Issue 36 §5 (tester7 T1): « il revendique les 4 dernières levées » answers « combien de levées a-t-il
    réclamées ? » once the position is recorded (said on screen, r to correct), instead of asking it."""
    script = "\n".join(
        [
            "Sud joue 4♠, il revendique les 4 dernières levées, Ouest conteste",
            "",  # the first topic: Revendication
            f"p {POSITION}",
            "q",
        ]
    )
    store = await Store(tmp_path / "db.sqlite3").open()
    out = io.StringIO()
    assert await Terminal(Engine(store), DIRECTOR, io.StringIO(script + "\n"), out).run() == 0
    text = out.getvalue()
    assert "Position enregistrée : 4 levée(s) à jouer" in text
    assert "réclamées pour son camp (ou gardées, s'il a concédé les autres) ? → 4 (« revendique les 4" in text
    [incident] = await store.list()
    assert incident.answers_dict()["claimed"] == "4"


async def test_a_long_count_is_announced_before_it_runs_and_a_short_one_is_not(tmp_path: Path) -> None:
    """Issue 36 §3: from 10 cards a hand the adapter is told, before the solver starts, that a count runs
    (up to 12 cards it is never refused for its length: rules/deals/count.py, count_seconds)."""
    store = await Store(tmp_path / "db.sqlite3").open()
    engine = Engine(store)
    said: list[str] = []

    async def notice(text: str) -> None:
        said.append(text)

    claim = await engine.open(DIRECTOR, "terminal", "revendication")
    assert claim.incident is not None
    reply = await engine.claim_position(claim.incident.id, DIRECTOR, POSITION, notice)
    assert not reply.refused and said == []
    ten = "rev=S atout=SA main=S cartes=N:.KQJT98765.A. ..KQJT98765.A AKQJT9876.A.. 5...KQJT98765"
    reply = await engine.claim_position(claim.incident.id, DIRECTOR, ten, notice)
    assert not reply.refused and "10 levée(s) à jouer" in (reply.message or ""), reply.message
    assert len(said) == 1 and said[0].startswith("Comptage en cours (10 cartes par main)")
    await store.close()

"""tester11 X11 (rest), at the terminal: the claim's position typed with `p` stands in the path where the
walk read it (question 2 here); « r » from the question just after it takes the position back and says so,
instead of going past it and leaving it counted — also after a restart. Another « r » then goes on to the
answer before it."""

from __future__ import annotations

import io
from pathlib import Path

from bot.adapters.terminal.session import Terminal
from bot.incidents.engine import Engine
from bot.incidents.store import Store
from tests.bot.test_terminal import DIRECTOR

WORDS = "Sud joue 4♠, à la 10e levée Sud revendique le reste, Est conteste"
POSITION = "p rev=S atout=♠ main=S cartes=N:.32.2.2 2.QJ..3 A.AK..4 .T9.4.5 ligne=♥A ♥R"
TAKEN_BACK = (
    "Retour : la position de la revendication (p) est retirée ; Arbitre ne compte plus sur ces cartes. "
    "Retapez-la (p …) ou répondez à la question."
)


async def _run(store: Store, script: str) -> str:
    out = io.StringIO()
    assert await Terminal(Engine(store), DIRECTOR, io.StringIO(script), out).run() == 0
    return out.getvalue()


async def test_back_after_the_position_takes_it_back_and_says_so(tmp_path: Path) -> None:
    store = await Store(tmp_path / "db.sqlite3").open()
    out = await _run(store, f"{WORDS}\n\n{POSITION}\nr\nr\nq\n")
    assert "Position enregistrée : 4 levée(s) à jouer" in out
    after = out.split(POSITION, 1)[1]
    # The first « r »: the count the words gave (« le reste ») is taken back, the position stays.
    assert "Retour : la réponse « 4 » est retirée." in after
    # The second: the position itself, said; question 2 again, with its `p` hint.
    assert TAKEN_BACK in after
    again = after.split(TAKEN_BACK, 1)[1]
    assert "Question 2 — Reste-t-il un atout dans la main d'un adversaire du revendiquant ?" in again
    assert "p <position> : donnez les cartes restantes" in again.split("\n> ", 1)[0]
    (incident,) = await store.list(limit=None)
    assert incident.claim is None and dict(incident.answers) == {"situation": "contested"}
    await store.close()


async def test_after_a_restart_too(tmp_path: Path) -> None:
    """The position typed, Arbitre closed; relaunched, the incident is taken up at question 3 and « r »
    takes the position back the same. The position typed again then counts again."""
    store = await Store(tmp_path / "db.sqlite3").open()
    await _run(store, f"{WORDS}\n\n{POSITION}\nr\nq\n")
    (incident,) = await store.list(limit=None)
    assert incident.claim is not None
    await store.close()
    store = await Store(tmp_path / "db.sqlite3").open()
    out = await _run(store, f"1\nr\n{POSITION}\nq\n")
    assert TAKEN_BACK in out
    assert out.count("Position enregistrée : 4 levée(s) à jouer") == 1  # typed again, counted again
    (incident,) = await store.list(limit=None)
    assert incident.claim is not None
    await store.close()


async def test_y5_after_a_restart_the_position_still_reads_the_claim_in_the_words(tmp_path: Path) -> None:
    """tester12 Y5: the director quits to fetch the board, relaunches, types `p`: « revendique le reste »
    of the stored description still gives the tricks claimed, as in one session."""
    store = await Store(tmp_path / "db.sqlite3").open()
    await _run(store, f"{WORDS}\n\nq\n")
    await store.close()
    store = await Store(tmp_path / "db.sqlite3").open()
    out = await _run(store, f"1\n{POSITION}\nq\n")
    assert "Position enregistrée : 4 levée(s) à jouer" in out
    assert (
        "réclamées pour son camp (ou gardées, s'il a concédé les autres) ? → 4 (« revendique le reste »)"
        in out
    )
    (incident,) = await store.list(limit=None)
    assert dict(incident.answers).get("claimed") == "4"
    await store.close()


async def test_y4_a_position_the_claim_s_trick_contradicts_is_refused(tmp_path: Path) -> None:
    """tester12 Y4: « à la 10e levée » leaves 4 tricks; a position of 3 is refused, said why, nothing
    counted, the first position still standing; a malformed one says so too."""
    store = await Store(tmp_path / "db.sqlite3").open()
    three = "p rev=S atout=♠ main=S cartes=N:.32.2. 2.QJ.. A.AK.. .T9.4."
    twice = POSITION.replace("♥R", "♥A")
    out = await _run(store, f"{WORDS}\n\n{POSITION}\n{three}\n{twice}\nq\n")
    assert (
        "La position a 3 levée(s) à jouer, soit une revendication à la 11e levée ; la description (« à la 10e "
        "levée ») en laisse 4. Vérifiez les cartes ou levees= (ou corrigez la levée de la revendication, r). Rien "
        "n'a été compté." in out
    )
    assert "Le ♥A est annoncé deux fois dans la ligne." in out
    assert out.count("Rien n'a été enregistré.") == 1
    assert "La position déjà enregistrée reste celle qui compte." in out
    (incident,) = await store.list(limit=None)
    assert incident.claim_count is not None and incident.claim_count.tricks_left == 4
    await store.close()


async def test_y4_a_position_replacing_another_says_so_and_asks_the_claimed_tricks_again(
    tmp_path: Path,
) -> None:
    """No trick in the words: the second position replaces the first, said; the tricks claimed, answered
    for 4 left, are asked again for 3 (« de 0 à 3 »), never kept for the other position."""
    store = await Store(tmp_path / "db.sqlite3").open()
    words = "Sud joue 4♠, Sud revendique, Est conteste"
    three = "p rev=S atout=♠ main=S cartes=N:.32.2. 2.QJ.. A.AK.. .T9.4."
    out = await _run(store, f"{words}\n\n{POSITION}\n3\n{three}\nq\n")
    assert (
        "Position remplacée : la précédente (4 levée(s) à jouer) ne compte plus. Le nombre de levées réclamées est "
        "à redonner pour celle-ci." in out
    )
    assert "Tapez le nombre, de 0 à 3." in out.split("Position remplacée", 1)[1]
    (incident,) = await store.list(limit=None)
    assert "claimed" not in dict(incident.answers)
    assert incident.claim_count is not None and incident.claim_count.tricks_left == 3
    await store.close()


async def test_y11_the_tricks_already_won_follow_the_tricks_played(tmp_path: Path) -> None:
    """tester12 Y11: the position's `levees=` give South 3 tricks won; the question offers 3 alone (ops16), and
    « 2 » sent anyway (a typed value, a stale button) is refused in French, nothing recorded; 3 is taken."""
    from bot.incidents import incident as inc
    from bot.incidents.deals import DealBook
    from rules.deals import read_file
    from tests.bot.test_claim_trick4 import CLAIM, DEAL_FILE

    store = await Store(tmp_path / "db.sqlite3").open()
    await DealBook(store).save("terminal", read_file(DEAL_FILE.read_bytes()), "fichier", "t4.pbn", DIRECTOR)
    script = "\n".join(["Revendication ou concession", "d 1 table=1", "1", f"p {CLAIM}", "10", "2", "1"])
    await _run(store, script + "\nq\n")
    engine = Engine(store)
    # Tester18 R10: the one count possible was taken and said; « r » asks it again, offered alone.
    taken = await engine.show("1")
    assert taken.incident is not None and taken.incident.answers_dict()["tricks_before"] == "3"
    shown = await engine.act("1", DIRECTOR, inc.back(taken.incident.answers_version))
    assert shown.step is not None and shown.step.question is not None and shown.incident is not None
    assert shown.step.question.id == "tricks_before" and shown.step.question.values() == ("3",)
    refused = await engine.act(
        "1", DIRECTOR, inc.answer("tricks_before", "2", shown.incident.answers_version)
    )
    assert refused.refused and refused.message == (
        "Les levées jouées de la position (levees=) donnent 3 levée(s) au camp du revendiquant, pas 2 : répondez "
        "3, ou retapez la position (p …) si elles sont fausses. Rien n'a été enregistré."
    )
    taken = await engine.act("1", DIRECTOR, inc.answer("tricks_before", "3", shown.incident.answers_version))
    assert not taken.refused
    (incident,) = await store.list(limit=None)
    assert dict(incident.answers)["tricks_before"] == "3"
    await store.close()


async def test_y12_a_count_typed_as_said(tmp_path: Path) -> None:
    """tester12 Y12: « cinq levées » and « quatre » are read at a count question (« ② » and « dix-huit » are
    not: the question is asked again, nothing recorded)."""
    store = await Store(tmp_path / "db.sqlite3").open()
    # the count claimed left unsaid, so that it is asked (« les 4 dernières » is read since finder30)
    words = "donne 5 table 3 Sud joue 4♥, à la 10e levée le décla revendique, EO contestent"
    out = await _run(store, f"{words}\n\n2\n1\n②\ncinq levées\ndix-huit\nquatre\nq\n")
    assert out.count("Réponse non comprise : tapez un nombre entre 0 et 9") == 1
    assert out.count("Réponse non comprise : tapez un nombre entre 0 et 4") == 1
    assert "9 au total (5 déjà gagnées + 4 levées revendiquées)" in out
    (incident,) = await store.list(limit=None)
    assert dict(incident.answers)["tricks_before"] == "5" and dict(incident.answers)["claimed"] == "4"
    await store.close()

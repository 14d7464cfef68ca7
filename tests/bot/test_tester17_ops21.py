"""tester17's findings on the engine's side, at the terminal and through the chats' fakes (tests/bot): S10 (an
insufficient bid out of rotation, 27A2, handed over to « Déclaration hors tour » with `o1`, carries what is
known: the call was a bid; whose turn it was, when the words say it)."""

from __future__ import annotations

from pathlib import Path

from bot.incidents import incident as inc
from bot.incidents.engine import Engine
from bot.incidents.incident import Actor
from tests.bot.test_terminal import session

OUT_OF_ROTATION = "Nord a ouvert 1♠ ; Ouest a dit 1♥ à la place de son partenaire Est"
WHAT = "Qu'est-ce qui a été déclaré hors tour ?"
TURN = "À qui était-ce le tour quand le fautif a déclaré ?"
ACCEPTS = "L'adversaire de gauche du fautif accepte-t-il la déclaration (il déclare par-dessus) ?"


async def test_s10_o1_carries_the_bid_and_reads_whose_turn_it_was(tmp_path: Path) -> None:
    # Enchère insuffisante (picked by its name: the words rank Déclaration hors tour first too, 31), pas à son tour
    # (2): 27A2; o1 opens Déclaration hors tour.
    code, out, store = await session(tmp_path, f"{OUT_OF_ROTATION}\nEnchère insuffisante\n2\no1\nq\n")
    assert code == 0, out
    opened = out.split("> o1\n", 1)[1]
    assert "(1 réponse(s) reprise(s)" in opened
    assert f"Réponse reprise de l'incident #1 : « {WHAT} » — Une enchère (r pour la changer)." in opened
    assert f"Compris : {TURN} → À son partenaire (« à la place de son partenaire »)" in opened
    assert f"— {WHAT}" not in opened and f"— {TURN}" not in opened  # neither asked
    assert f"Question 3 — {ACCEPTS}" in opened
    second = await store.get("2")
    assert second is not None and second.topic == "declaration_hors_tour"
    assert second.answers_dict() == {"call": "bid", "turn": "partner"}
    await store.close()


async def test_s10_chosen_from_the_menu_the_bid_is_carried_and_the_turn_asked(tmp_path: Path) -> None:
    """Without words, the 27A2 incident knows the call was a bid, not whose turn it was: that is asked."""
    code, out, store = await session(tmp_path, "ench\n2\no1\nq\n")
    assert code == 0, out
    opened = out.split("> o1\n", 1)[1]
    assert f"« {WHAT} » — Une enchère" in opened
    assert f"Question 2 — {TURN}" in opened
    await store.close()


async def test_s10_the_carried_bid_survives_a_restart_and_r_takes_it_back(tmp_path: Path) -> None:
    code, _, store = await session(tmp_path, "ench\n2\no1\nq\n")
    assert code == 0
    await store.close()
    # The unfinished #2 resumed at whose turn it was; « r » takes the carried answer back: the call is asked.
    code, out, store = await session(tmp_path, "1\nr\nq\n")
    assert code == 0, out
    assert f"Question 2 — {TURN}" in out
    assert f"Question 1 — {WHAT}" in out.split("> r\n", 1)[1]
    second = await store.get("2")
    assert second is not None and second.answers_dict() == {}
    await store.close()


# S1: the quitted trick asked for (66C: refused) and the quitted trick already turned and looked at (66C breached).
INSPECT = "lev\n2\n{stage}\n"


async def test_s1_a_quitted_trick_asked_for_is_refused(tmp_path: Path) -> None:
    code, out, store = await session(tmp_path, INSPECT.format(stage=3) + "\nq\n")
    assert code == 0, out
    assert "DÉCISION — Levée retournée : on ne la revoit pas pendant le jeu" in out
    assert "16B1a" not in out.split("DÉCISION", 1)[1]
    await store.close()


async def test_s1_a_quitted_trick_already_looked_at_is_66C_breached(tmp_path: Path) -> None:
    code, out, store = await session(tmp_path, INSPECT.format(stage=4) + "\nq\n")
    assert code == 0, out
    ruling = out.split("DÉCISION — ", 1)[1]
    assert ruling.startswith("Levée retournée revue sans l'arbitre : infraction à 66C, le jeu continue")
    for said in ("face cachée", "(16B1a)", "(12A1, 16B3)", "(90A)"):
        assert said in ruling
    incident = await store.get("1")
    assert incident is not None and incident.answers_dict()["inspect_stage"] == "later_looked"
    await store.close()


# Tester18 R2: a hand with one card more than the others during the play is a defective trick (67), handed over.
ONE_MORE = "Sud joue 3SA. À la 3e levée, Est a 12 cartes, les autres 11"


async def test_r2_one_card_more_in_play_hands_over_to_the_defective_trick(tmp_path: Path) -> None:
    code, out, store = await session(tmp_path, f"{ONE_MORE}\n1\n4\no1\nq\n")
    assert code == 0, out
    assert "DÉCISION — Une carte de plus en cours de jeu : levée défectueuse, thème « Renonce » (67)" in out
    assert "13B" not in out and "13C" not in out  # never the rulings of a hand of 14 or of a foreign card
    opened = out.split("> o1\n", 1)[1]
    assert "(2 réponse(s) reprise(s)" in opened
    assert "Question 3 — Qui est le joueur fautif ?" in opened
    second = await store.get("2")
    assert second is not None and second.topic == "renonce"
    assert second.answers_dict() == {"situation": "defective_trick", "defect_kind": "missing"}
    await store.close()


# Tester16's leftover: « Est a joué à la levée suivante » says the revoke is established (63A1); `when` is then
# offered only with the stages of the deal that fit it, on every route that asks it.
ESTABLISHED = "Sud joue 4♠. Est a renoncé à cœur à la 5e levée, puis Est a joué à la levée suivante"
WHEN = "Où en est le jeu quand l'attention est attirée sur la renonce ?"
NOT_ESTABLISHED = (
    "Pendant le jeu (ou une revendication adverse), avant que le camp fautif joue à la levée suivante"
)


def test_when_fits_whether_the_revoke_is_established_on_every_route() -> None:
    import pytest

    import rules
    from rules.errors import RulesError
    from rules.regulations import load

    ffb = load("ffb")
    routes = (
        ("renonce", {"situation": "not_followed", "offender": "defender"}),
        ("renonce", {"situation": "disputed"}),
        ("renonce", {"situation": "penalty_card_not_played"}),
        ("cartes_penalisees", {}),
    )
    reached = 0
    for topic_id, start in routes:
        topic = rules.get_topic(topic_id)
        answers = dict(start)
        step = topic.step(answers, ffb)
        for _ in range(8):  # walk the first answer of each question until `when` is asked
            if step.question is None or step.question.id == "when":
                break
            answers[step.question.id] = step.question.options[0].value
            step = topic.step(answers, ffb)
        if step.question is None or step.question.id != "when":
            continue
        reached += 1
        full = set(step.question.values())
        for established, absent in (("yes", {"not_established"}), ("no", {"played", "after_play", "claim"})):
            narrowed = topic.step({**answers, "established": established}, ffb)
            assert narrowed.question is not None and narrowed.question.id == "when", (topic_id, established)
            offered = set(narrowed.question.values())
            assert offered < full and not offered & absent, (topic_id, established, offered)
            for value in absent:  # and a value the facts contradict is refused, never ruled
                with pytest.raises(RulesError):
                    topic.step({**answers, "established": established, "when": value}, ffb)
    assert reached >= 2


async def test_established_in_the_words_narrows_when_and_r_gives_it_back(tmp_path: Path) -> None:
    code, out, store = await session(tmp_path, f"{ESTABLISHED}\n1\nr\nq\n")
    assert code == 0, out
    asked = out.split(f"— {WHEN}", 1)[1].split("> ", 1)[0]
    assert NOT_ESTABLISHED not in asked  # the words say the offender played to the next trick (63A1)
    assert "Pendant le jeu, après que le fautif ou son partenaire a joué" in asked
    assert "(« Est a joué à la levée suivante »)" in out
    again = out.split("> r\n", 1)[1]  # « r » takes the words' fact back: every stage is offered again
    assert NOT_ESTABLISHED in again.split("> ", 1)[0]
    await store.close()


async def test_established_narrows_when_after_a_restart(tmp_path: Path) -> None:
    code, _, store = await session(tmp_path, f"{ESTABLISHED}\n1\nq\n")
    assert code == 0
    await store.close()
    code, out, store = await session(tmp_path, "1\nq\n")  # the unfinished #1 resumed at `when`
    assert code == 0, out
    asked = out.split(f"— {WHEN}", 1)[1].split("> ", 1)[0]
    assert NOT_ESTABLISHED not in asked
    incident = await store.get("1")
    assert incident is not None and incident.answers_dict()["established"] == "yes"
    await store.close()


# S4: the form of the event said in the ruled incident is not asked again by its follow-up (82C, 90).
FORM = "Quelle est la forme de l'épreuve ?"


async def test_s4_a_follow_up_offers_only_the_forms_the_ruled_incident_allows(tmp_path: Path) -> None:
    # Nombre de cartes: a hand of 14 found after the play (1, 3), pairs (1), wrong hands at EO (2): 13D; then
    # « ma décision s'est révélée fausse » (3), in time (1), not scored normally (2), a likely result (1).
    code, out, store = await session(tmp_path, "nombre\n1\n3\n1\n2\nsuites\n3\n1\n2\n1\nq\n")
    assert code == 0, out
    asked = out.split("> suites\n", 1)[1].split(f"— {FORM}", 1)[1].split("> ", 1)[0]
    assert "Tournoi par paires (points de match)" in asked and "Tournoi individuel" in asked
    assert "Match par équipes" not in asked and "élimination directe" not in asked
    await store.close()


async def test_s4_a_follow_up_of_a_follow_up_takes_the_form_as_answered(engine: Engine) -> None:
    director = Actor("test:td", "Alice", is_director=True)
    first = await engine.open(director, "salle", "suites_decision")
    assert first.incident is not None
    penalty = (("case", "procedural"), ("offence", "90B2"), ("history", "warned"), ("penalised_side", "NS"))
    for question, value in (*penalty, ("event_form", "imp")):
        reply = await engine.act(first.incident.id, director, inc.answer(question, value))
        assert reply.ok, reply.message
    assert reply.step is not None and reply.step.ruling is not None
    follow = await engine.follow_up(first.incident.id, director)
    assert follow.incident is not None
    walk = (("case", "director_error"), ("within_correction_period", "yes"), ("normal_scoring", "no"))
    for question, value in (*walk, ("result_likely", "yes")):
        reply = await engine.act(follow.incident.id, director, inc.answer(question, value))
        assert reply.ok, reply.message
    assert reply.incident is not None and reply.incident.answers_dict()["event_form"] == "imp"
    assert f"Fait repris de l'incident #{first.incident.id} : « {FORM} » — Match par équipes" in (
        reply.message or ""
    )


# Tester18 R9: « petit » said to dummy on lead designates no suit (46B1c speaks of the suit led).
SMALL_ON_LEAD = "Sud joue 4♠. Le décla a dit « petit » au mort, sans couleur ; le mort avait la main"


async def test_r9_small_to_dummy_on_lead_asks_for_the_suit_both_answers(tmp_path: Path) -> None:
    # finder71: « le mort avait la main » answers whether dummy had the lead (the words state it); without them it is asked.
    code, out, store = await session(tmp_path, f"{SMALL_ON_LEAD}\n1\n2\nq\n")
    assert code == 0, out
    assert "Compris : Le mort avait-il la main (c'est lui qui attaque la levée) ? → Oui" in out
    ruling = out.split("DÉCISION — ", 1)[1]
    assert ruling.startswith("« Petit », le mort ayant la main : le déclarant précise la couleur")
    assert "dans la couleur attaquée" not in ruling.split("À noter", 1)[0]
    assert "« Le mort a la main : précisez la couleur ; le mort y joue la plus petite carte. »" in ruling
    await store.close()
    small = SMALL_ON_LEAD.removesuffix(" ; le mort avait la main")
    code, out, store = await session(tmp_path / "following", f"{small}\n1\n2\n2\nq\n")
    assert code == 0, out
    assert "DÉCISION — « Petit » : la plus petite carte du mort dans la couleur attaquée" in out
    await store.close()


# Tester18 R5 (12C1a): two irregularities on one board, the second's adjusted score replaces the table's.
async def test_r5_the_mark_before_a_second_irregularity_is_the_tables(tmp_path: Path) -> None:
    from bot.reports import scorer_sheet
    from tests.bot.test_tester4_scores import session as scored

    script = (
        "donne 7 table 2 ns=2 eo=12 Sud joue 4♠. Ouest a renoncé à cœur à la 3e levée, découvert à la fin du "
        "coup ; Sud a fait 9 levées\n1\n1\n1\n1\nmn\n+\nAprès une longue hésitation de Nord sur 3♥, Sud a dit 4♠ ; "
        "EO contestent à la fin du coup\n1\n1\n1\n1\n1\nm EO 3♥=\n\nq\n"
    )
    _, incidents = await scored(tmp_path, script)
    rows = {row["incident"]: row for row in scorer_sheet.rows(incidents)}
    assert rows["#1"]["quoi"].startswith("Marque remplacée par #2") and not rows["#1"].get("apres_ns")
    assert (rows["#2"]["avant_ns"], rows["#2"]["apres_ns"]) == ("-100 points", "-140 points")  # 4♠-1 vul
    assert (
        "remplace la marque de l'incident #1 (+650 points pour Nord-Sud, qui ne vaut plus : 12C1a)"
        in (rows["#2"]["detail"])
    )


# Tester18 R8: the restart recap numbers the answers as the questions are numbered (a follow-up taken under the
# ruling, « Calculer le résultat corrigé ? », is not a numbered question).
async def test_r8_the_recap_and_the_next_question_agree_after_a_restart(tmp_path: Path) -> None:
    import re

    words = "Sud joue 4♠. Ouest a renoncé à cœur à la 3e levée, découvert à la fin du coup"
    code, first, store = await session(tmp_path, f"{words}\n1\n1\n1\nq\n")
    assert code == 0, first
    before = re.findall(r"Question (\d+) — ", first)[-1]
    await store.close()
    code, out, store = await session(tmp_path, "1\nq\n")
    assert code == 0, out
    recap = out.split("Réponses déjà données (incident #1) :", 1)[1].split("Question ", 1)[0]
    numbered = re.findall(r"^  (\d+)\. ", recap, re.MULTILINE)
    assert "(suite de la décision)" in recap and "  • " in recap
    asked = re.findall(r"Question (\d+) — ", out)[0]
    assert asked == before == str(len(numbered) + 1), (recap, asked, before)
    await store.close()


async def test_r10_the_one_answer_the_cards_allow_is_taken_with_enter(tmp_path: Path) -> None:
    """Tester18 R10: the one answer the cards allow is taken and said (« Compris … seule réponse possible ») by the
    engine, on every front end; « r » takes it back, the question is then asked and Entrée takes its one answer."""
    import io

    from bot.adapters.terminal.session import Terminal
    from bot.incidents.deals import DealBook
    from bot.incidents.store import Store
    from rules.deals import read_file
    from tests.bot.test_claim_position import DIRECTOR, PLAYED
    from tests.bot.test_deals import SESSION

    store = await Store(tmp_path / "db.sqlite3").open()
    await DealBook(store).save("terminal", read_file(SESSION.read_bytes()), "fichier", "seance.pbn", DIRECTOR)
    lines = [
        "Revendication ou concession",
        "d 5 table=2 ns=2 eo=12",
        "1",
        f"p rev=S atout=♠ main=O levees={PLAYED}",
    ]
    script = "\n".join([*lines, "5", "2", "r", "", "q"]) + "\n"
    out = io.StringIO()
    assert await Terminal(Engine(store), DIRECTOR, io.StringIO(script), out).run() == 0
    text = out.getvalue()
    taken = (
        "Compris : Combien de levées le camp du revendiquant avait-il déjà gagnées avant la revendication ? → 6 "
        "(seule réponse possible : Arbitre en compte 6 sur les levées jouées que vous avez données) — r pour corriger"
    )
    assert taken in text.split("> r\n", 1)[0]
    back = text.split("> r\n", 1)[1]
    assert "Tapez 6 : 6, seule réponse possible ici" in back and "Entrée la prend aussi" in back
    assert "Réponse non comprise" not in text
    [incident] = await store.list()
    assert incident.claim_count is not None and incident.claim_count.claim.won_before == 6
    assert incident.answers_dict().get("tricks_before") == "6"
    await store.close()

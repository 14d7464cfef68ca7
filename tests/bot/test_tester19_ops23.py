"""Ops23 (session 19): tester19's notes on the engine, at the terminal where the director meets them (and the
chats' fakes where they differ). Each expected answer checked against the 2017 Laws."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest

from bot.incidents.incident import Incident
from tests.bot.test_newcomer_round5 import session as _terminal_out  # the output of a terminal session
from tests.bot.test_terminal import session

ONLINE_END_OF_HAND = (
    "Tournoi en ligne sur BBO : le 2♦ de Nord n'était pas auto-alerté, découvert à la fin du coup\n"
)


async def test_q2_a_missing_alert_learnt_after_the_hand_is_ruled_as_over(tmp_path: Path) -> None:
    """21B1a (no call changes after the auction period), 47E2a (no card taken back), 21B3/75D3: learnt at the end
    of the hand, the ruling says the hand is over and adjusts; it never says that play continues."""
    code, out, store = await session(tmp_path, ONLINE_END_OF_HAND + "\n1\n1\n\nq\n")
    assert code == 0, out
    assert "→ À la fin du coup : le jeu est terminé (« fin du coup »)" in out
    ruling = out.split("DÉCISION — ", 1)[1]
    assert ruling.startswith("Alerte oubliée découverte à la fin du coup : marque ajustée")
    assert "Le coup est fini" in ruling and "40B3a" in ruling and "75D3" in ruling
    for wrong in ("le jeu continue", "L'entame reste jouée", "l'entame reste jouée", "après l'entame"):
        assert wrong not in ruling, wrong
    [incident] = await store.list()
    assert incident.ruling_id == "online.alert.after_play"
    await store.close()


async def test_q2_no_damage_after_the_hand_keeps_the_result(tmp_path: Path) -> None:
    code, out, store = await session(tmp_path, ONLINE_END_OF_HAND + "\n1\n2\n\nq\n")
    assert code == 0, out
    ruling = out.split("DÉCISION — ", 1)[1]
    assert ruling.startswith(
        "Alerte oubliée découverte à la fin du coup, sans dommage : le résultat est maintenu"
    )
    assert "12B1" in ruling and "le jeu continue" not in ruling
    await store.close()


async def test_q2_learnt_during_play_still_says_the_lead_stands(tmp_path: Path) -> None:
    """47E2a: online the dummy shows with the lead, so during play the opening lead stays; play goes on."""
    text = "Tournoi en ligne sur BBO : le 2♦ de Nord n'était pas auto-alerté, découvert pendant le jeu\n"
    code, out, store = await session(tmp_path, text + "\n\nq\n")
    assert code == 0, out
    assert "→ Pendant le jeu, après l'entame (« pendant le jeu »)" in out
    assert "DÉCISION — Alerte oubliée découverte après l'entame" in out and "l'entame reste jouée" in out
    await store.close()


async def _appealed_at_the_terminal(tmp_path: Path) -> None:
    """A revoke at board 17, table 1 (Nord-Sud pair 1, Est-Ouest pair 13) ruled, then « suites 1 »: Est-Ouest
    appeal, both players of the pair, on the facts."""
    text = await _terminal_out(
        tmp_path, "renonce\nd 17 table=1 ns=1 eo=13\n1\n3\n3\n2\n\nsuites 1\n4\n1\n1\n2\n3\n\nq\n"
    )
    assert "Question 4 — Quel camp fait appel ?" in text
    assert "Est-Ouest fait appel de la décision (92A)." in text.split("DÉCISION — Appel sur les faits", 1)[1]


async def test_q7_the_appeal_says_which_side_appeals_which_ruling_everywhere(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """92A (a contestant of the table appeals the ruling made at his table), 93: the dossier, `incidents show`
    and the export say the side, its pair's number from the board's sheet, and the ruling appealed."""
    await _appealed_at_the_terminal(tmp_path)
    from bot.cli import main

    said = (
        "Appel : Est-Ouest (paire 13) fait appel de la décision de l'incident #1 — Renonce : Renonce consommée : "
        "transfert d'une levée."
    )
    capsys.readouterr()
    for command in (["incidents", "dossier", "2"], ["incidents", "dossier", "1"], ["incidents", "show", "2"]):
        with pytest.raises(SystemExit) as code:
            main(["--data-dir", str(tmp_path), *command])
        assert code.value.code == 0
        assert said in capsys.readouterr().out, command
    with pytest.raises(SystemExit):
        main(["--data-dir", str(tmp_path), "incidents", "show", "1"])  # the ruling appealed is not an appeal
    assert "fait appel de la décision" not in capsys.readouterr().out
    with pytest.raises(SystemExit):
        main(["--data-dir", str(tmp_path), "incidents", "export", "--format", "csv"])
    rows = {
        r["Incident"]: r
        for r in csv.DictReader(io.StringIO(capsys.readouterr().out.lstrip("\ufeff")), delimiter=";")
    }
    assert rows["2"]["Décision"] == f"Appel sur les faits : renvoi à la commission — {said}"
    assert "fait appel" not in rows["1"]["Décision"]


@pytest.mark.parametrize(
    ("text", "side"),
    [
        ("NS font appel de ma décision, tous les deux", "NS"),
        ("E-O font appel de la décision sur la renonce", "EO"),
        ("seul Nord veut faire appel, Sud n'est pas d'accord", "NS"),
        ("Ouest fait appel avec son partenaire", "EO"),
        ("il est fait appel de la décision", None),  # « il est fait appel »: no side said
        ("NS ne font pas appel", None),
        # reviewer19's 3: calling the director (9B1) is no appeal (92A)
        (
            "Sud fait appel à l'arbitre : Ouest a renoncé ; Est-Ouest contestent ma décision et font appel",
            None,
        ),
        ("Ouest fait appel à l'arbitre pour une hésitation", None),
    ],
)
def test_q7_the_side_said_with_the_appeal_is_taken(text: str, side: str | None) -> None:
    from rules import vocabulary

    assert vocabulary.facts("suites_decision", text).get("appealing_side") == side


async def test_q12_a_pause_of_45_seconds_is_kept_and_nothing_is_judged_from_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """16B1, 73C: how long the pause lasted is a fact; whether it told the partner anything is the director's
    finding. Agreed by all, the 45 seconds are taken as agreed facts, the question of unauthorised information is
    asked, and the dossier keeps the number."""
    text = (
        "Nord a marqué une pause de 45 secondes avant de passer, tout le monde est d'accord ; "
        "Sud a ensuite dit 4♠ et EO contestent à la fin du coup\n"
    )
    out = await _terminal_out(tmp_path, text + "\nq\n")
    assert "Incident #1 ouvert : Information non autorisée" in out
    assert "Question 2 — Constatez-vous une information non autorisée venant du partenaire" in out
    assert "Compris : Constatez-vous" not in out
    from bot.cli import main

    capsys.readouterr()
    with pytest.raises(SystemExit):
        main(["--data-dir", str(tmp_path), "incidents", "dossier", "1"])
    assert "pause de 45 secondes" in capsys.readouterr().out


async def test_q12_online_the_record_of_45_seconds_does_not_say_it_was_unusual(tmp_path: Path) -> None:
    """85A1: the platform's record is the fact; unusual for this player (against his usual tempo) is the
    director's comparison, asked. Said with his usual tempo, the words make the comparison and it is taken."""
    text = "Tournoi en ligne : le logiciel montre que Nord a mis 45 secondes avant de passer, on m'appelle tout de suite\n"
    code, out, store = await session(tmp_path, text + "\nq\n")
    assert code == 0, out
    assert "Incident #1 ouvert : En ligne : hésitation" in out
    assert "Question 1 — Que montre le temps de réflexion relevé par le logiciel" in out
    await store.close()
    compared = text.replace("passer,", "passer alors que d'habitude il passe vite,")
    code, out, store = await session(tmp_path / "compared", compared + "\nq\n")
    assert "Compris : Que montre le temps de réflexion relevé par le logiciel" in out
    assert (
        "→ Un temps inhabituel (nettement plus long, ou plus court, que le tempo du joueur) : appelé sur le moment"
        in out
    )
    await store.close()


async def test_q13a_dummy_points_out_a_defenders_revoke_during_play(tmp_path: Path) -> None:
    """9A4, 42B3, 43A1b: dummy may draw attention to an irregularity only once play is over; the revoke he
    pointed out too early is still rectified (43B3 only for a dummy who broke 43A2), and he risks a procedural
    penalty (43B1, 90A)."""
    text = "Pendant le jeu, le mort fait remarquer qu'Est n'a pas fourni à pique alors qu'il en a\n"
    code, out, store = await session(tmp_path, text + "\n2\n2\n\nq\n")
    assert code == 0, out
    assert "Compris : Qui a signalé l'irrégularité pendant le jeu ? → Le mort" in out
    ruling = out.split("DÉCISION — Le mort a signalé pendant le jeu une irrégularité de la défense", 1)[1]
    assert "il ne le peut qu'une fois le jeu terminé (9A4, 42B3, 43A1b)" in ruling
    assert "la rectifie normalement" in ruling and "pénalité de procédure (90A ; Loi 43B1)" in ruling
    assert "9A4, 42B3, 43A1b, 43A1a, 9B1a, 90A, 43B1" in ruling
    assert "pas de rectification immédiate" not in ruling
    await store.close()


async def test_q13b_a_call_changed_during_the_auction_gives_the_lho_his_change_and_16C(
    tmp_path: Path,
) -> None:
    """20F4: the explainer corrects during the auction; the misinformed player may change his call (21B1a), and if
    he does his left-hand opponent may change the call he made after it (21B2); withdrawn calls: 16C1, 16C2."""
    text = "Pendant les enchères, Ouest s'aperçoit qu'il a mal expliqué le 2♣ de son partenaire\n"
    code, out, store = await session(tmp_path, text + "\n1\n\nq\n")
    assert code == 0, out
    ruling = out.split("DÉCISION — L'explicateur corrige sa propre explication", 1)[1]
    assert (
        "son adversaire de gauche peut à son tour changer la déclaration qu'il avait faite ensuite (21B2)"
        in ruling
    )
    assert "interdite pour le camp fautif (16C1, 16C2)" in ruling
    assert "votre adversaire de gauche pourra changer la sienne" in ruling
    assert "21B1a, 21B2, 16C1, 16C2" in ruling
    await store.close()


WEIGHTED = "marque ajustée\n2\n1\n2\n1\n"  # damage, several likely results, no self-inflicted damage: 12C1c


@pytest.mark.parametrize(
    "weights", ["420:1/3,-50:2/3", "420:33,33 %,-50:66,67 %", "420:0,33,-50:0,67", "420:0.5,-50:0.5"]
)
async def test_q13e_weights_typed_as_a_director_types_them_are_taken(tmp_path: Path, weights: str) -> None:
    """12C1c: the weights of the likely results make the whole; a third typed « 1/3 », « 33,33 % » (decimal comma)
    or « 0,33 » (a share) is read as such. The sheet's header cites 12C1c (Q13c)."""
    code, out, store = await session(tmp_path, f"{WEIGHTED}m {weights}\nq\n")
    assert code == 0, out
    assert "Marque ajustée pondérée (Loi 12C1c)" in out and "Marque enregistrée (12C1c)" in out
    [incident] = await store.list()
    assert incident.score is not None and incident.score.line == weights
    await store.close()


@pytest.mark.parametrize(
    ("weights", "said"),
    [
        ("420:0.33,-50:0.33", "doivent totaliser 1 ; leur total est de 0,66"),
        ("420:60,-50:30", "Les poids doivent totaliser 100 % ; leur total est de 90 %"),
        ("420:1/3,-50:1/3", "Les poids doivent totaliser 100 %"),
    ],
)
async def test_q13e_weights_that_do_not_make_the_whole_are_refused_in_french(
    tmp_path: Path, weights: str, said: str
) -> None:
    code, out, store = await session(tmp_path, f"{WEIGHTED}m {weights}\nq\n")
    assert code == 0, out
    assert said in out
    [incident] = await store.list()
    assert incident.score is None and not incident.scores  # nothing recorded
    await store.close()


def test_q13d_the_terminal_poll_is_refused_on_a_revoke(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """16B1b: the poll judges a logical alternative; a revoke's incident asks no such judgement."""
    import asyncio

    from bot.cli import main

    monkeypatch.setenv("ARBITRE_DATA_DIR", str(tmp_path))
    asyncio.run(_terminal_out(tmp_path, "renonce\nq\n"))
    capsys.readouterr()
    with pytest.raises(SystemExit) as code:
        main(
            [
                "sondage",
                "1",
                "--texte",
                "♠K1098 ; 1♥ 1♠ 2♥ ?",
                "--candidates",
                "Passe, 4♠",
                "--decompte",
                "8/5, 6/3",
            ]
        )
    err = capsys.readouterr().err
    assert code.value.code == 2 and "l'incident #1 (Renonce) ne demande pas ce jugement" in err
    with pytest.raises(SystemExit):
        main(["incidents", "show", "1"])
    assert "Sondage" not in capsys.readouterr().out


async def test_p13_the_boards_dealer_against_the_words_is_said_even_when_nothing_was_read(
    tmp_path: Path,
) -> None:
    """Tester20 P13: board 2's dealer is East (Law 2); the words say North was dealer. Nothing read for the turn,
    the director is still told to check the board before answering (17B: the dealer makes the first call)."""
    # (session 46: « alors que c était à Nord » is read now, apostrophe or not: the dealer said alone here)
    text = (
        "donne 2 table 1 ns=1 eo=14 : Est a passé hors tour, le donneur était Nord, "
        "puis Sud a ouvert de 1 coeur sans attendre l arbitre\n"
    )
    code, out, store = await session(tmp_path, text + "\n1\nr\nq\n")  # the turn answered, then taken back
    assert code == 0, out
    warning = "À vérifier : la donne 2 a pour donneur Est (Loi 2) ; les mots disent Nord."
    assert out.count(warning) == 1, out  # said once, not again when the question comes back
    assert "il n'y a pas de déclaration hors tour (17B)" in out
    await store.close()


async def test_p13_the_turn_read_against_the_boards_dealer_is_asked_not_filled(tmp_path: Path) -> None:
    """Session 46: « alors que c était à Nord » (no apostrophe) is read; board 2's dealer is East, so the turn the words
    give is not filled: the director answers from the board (Law 2, 17B)."""
    text = (
        "donne 2 table 1 ns=1 eo=14 : Est a passé hors tour alors que c était à Nord, donneur, de parler, "
        "puis Sud a ouvert de 1 coeur sans attendre l arbitre\n"
    )
    code, out, store = await session(tmp_path, text + "\nq\n")
    assert code == 0, out
    assert "La donne 2 a pour donneur Est (Loi 2) ; les mots disent Nord" in out
    assert "n'est pas rempli d'après les mots" in out
    assert "Question 2 — À qui était-ce le tour quand le fautif a déclaré ?" in out
    await store.close()


async def test_p13_the_rightful_opening_leader_said_out_of_turn_is_flagged(tmp_path: Path) -> None:
    """41A: West declaring, North makes the opening lead; « Nord a entamé hors tour » is checked before ruling."""
    code, out, store = await session(tmp_path, "3SA joué par Ouest, Nord a entamé hors tour\n\nq\n")
    assert code == 0, out
    assert "Incident #1 ouvert : Entame hors tour." in out
    assert "À vérifier : Ouest jouant le contrat, c'est Nord, à sa gauche, qui fait l'entame (41A)." in out
    code, out, store2 = await session(tmp_path / "b", "Sud joue 4♠, Est a entamé hors tour\n\nq\n")
    assert "À vérifier" not in out  # West leads against South: East's lead is out of turn
    await store.close()
    await store2.close()


async def test_p12_a_stray_word_with_no_match_opens_nothing_on_enter(tmp_path: Path) -> None:
    """Tester20 P12: « oui » matches no topic; the nearest are shown, Enter opens none of them (asked again), a
    number still chooses one."""
    code, out, store = await session(tmp_path, "oui\n\n\nr\nq\n")
    assert code == 0, out
    assert "Aucun thème ne correspond à « oui »" in out and "Les plus proches — quel incident ?" in out
    assert out.count("aucun incident n'est ouvert") == 2 and "Incident #1 ouvert" not in out
    assert await store.list() == []
    await store.close()
    code, out, store = await session(tmp_path / "b", "oui\n2\nq\n")
    assert "Incident #1 ouvert : Renonce." in out
    await store.close()


async def test_p16_the_claims_position_and_counted_lines_are_in_show_and_export(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Tester20 P16 (92, 93: what a committee needs): the position typed (p), the opponents' trump and each 70C
    reading's count with its line are among `incidents show`'s answers and in the export's."""
    from bot.cli import main
    from tests.bot.test_claim_position import POSITION

    script = "\n".join(
        ["Revendication ou concession", "1", f"p {POSITION}", "4", "2", "1", "9", "3", "", "q"]
    )
    await _terminal_out(tmp_path, script + "\n")
    capsys.readouterr()
    with pytest.raises(SystemExit):
        main(["--data-dir", str(tmp_path), "incidents", "show", "1"])
    answers = capsys.readouterr().out.split("Réponses :", 1)[1].split("DÉCISION", 1)[0]
    assert "Position de la revendication (p) → N ♠— ♥32 ♦2 ♣2 ; E ♠2 ♥DV ♦— ♣3 ; S ♠A ♥AR ♦— ♣4" in answers
    assert "Atouts adverses → ♠2." in answers
    assert (
        "Compté sur les cartes, s'il a pu oublier l'atout adverse → 3 levées sur 4 ; ligne : levée 1 :"
        in answers
    )
    assert "Compté sur les cartes, s'il en a tenu compte → 3 levées sur 4 ; ligne : levée 1 : S ♠A" in answers
    with pytest.raises(SystemExit):
        main(["--data-dir", str(tmp_path), "incidents", "export", "--format", "csv"])
    rows = {
        r["Incident"]: r
        for r in csv.DictReader(io.StringIO(capsys.readouterr().out.lstrip("\ufeff")), delimiter=";")
    }
    assert "Position de la revendication (p) → N ♠— ♥32" in rows["1"]["Réponses (question → réponse)"]
    assert (
        "Compté sur les cartes, s'il en a tenu compte → 3 levées sur 4"
        in rows["1"]["Réponses (question → réponse)"]
    )


def test_reviewer19_a_poll_is_taken_on_the_online_self_alert_forgotten() -> None:
    """reviewer19's 5: what the non-offending side would have done had the call been alerted (21B3, 75D3) is
    judged as misinformation's is, with the players' peers polled; a revoke still asks no such judgement."""
    from bot.polls.desk import poll_refusal

    assert poll_refusal(_incident("en_ligne_alerte")) is None
    assert poll_refusal(_incident("explication_erronee")) is None
    assert "ne demande pas ce jugement" in (poll_refusal(_incident("renonce")) or "")


def _incident(topic: str) -> Incident:
    return Incident(
        id="1",
        chat="salle",
        owner_id="1",
        owner_name="A",
        regulation="ffb",
        created_at=0.0,
        updated_at=0.0,
        topic=topic,
    )

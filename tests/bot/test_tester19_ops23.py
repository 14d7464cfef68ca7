"""Ops23 (session 19): tester19's notes on the engine, at the terminal where the director meets them (and the
chats' fakes where they differ). Each expected answer checked against the 2017 Laws."""

from __future__ import annotations

from pathlib import Path

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

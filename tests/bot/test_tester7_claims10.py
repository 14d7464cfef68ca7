"""Tester7's claim-flow findings T1 and T3, end to end through the terminal (claims10).

T1: a claim the director upholds without the cards gives every trick claimed (70A), asked as such, never
fewer under « acceptée ». T3: a claim opened from the ruling of its revoke (`o1`) knows that revoke is
already an incident: its ruling says so instead of sending the director to open it a second time.
"""

from __future__ import annotations

from pathlib import Path

from tests.bot.test_tester4_scores import session

# Tester7 T1: « les 5 dernières levées », no trump out, the stated line makes them (70A), at the 9th trick
# (5 left: tester22 P16, the 8th left 6 and the words' 5 is then asked), 7 tricks won. The tricks claimed
# are read from the words (issue 36 §5), said on screen instead of asked.
UPHELD = "Est joue 6♥, il revendique les 5 dernières levées, Sud conteste\n\n2\n1\n9\n7\nq\n"


async def test_t1_an_upheld_claim_is_asked_the_tricks_claimed_and_gives_them_all(tmp_path: Path) -> None:
    text, [_] = await session(tmp_path, UPHELD)
    assert "le revendiquant a-t-il réclamées pour son camp" in text.split("Compris : ")[-1].split("\n", 1)[0]
    assert "→ 5 (« revendique les 5 dernières levées »)" in text and "Question 6 — " not in text
    ruling = text.split("DÉCISION — ", 1)[1]
    assert ruling.startswith("Revendication contestée : acceptée")
    assert "12 au total (7 déjà gagnées + 5 levées revendiquées)" in ruling
    assert "le camp du revendiquant fait 12 levées sur la donne" in ruling


# Tester7 T3: board 17 of docs/exemple-seance.pbn, W revoked at trick 5 (#1, established by the claim),
# then `o1` opens the claim (#2) and the director gives the 32 cards played: the position shows the revoke.
# Board 17: N ♠AR105 ♥DV ♦A43 ♣AV43, E ♠D874 ♥87 ♦D1098 ♣1065, S ♠92 ♥10 9 4 3 2 ♦RV76 ♣D8,
# O ♠V63 ♥AR65 ♦52 ♣R972. The eight tricks played go N (♠A), O (♥R), N (♠R), N (♦A), S (♦R, Ouest's
# ♣2 the revoke), O (♥A), N (♣A), O (♣R): North-South have won 5 — the one count the tricks played
# allow, taken and said, not asked (tester18 R10). Left: N ♠105 ♦4 ♣V4, E ♠D8 ♦D10 ♣10, S ♥10 9 4
# ♦V7, O ♠V ♥65 ♦5 ♣9, Ouest to lead. Sud's three trumps are all masters over Ouest's ♥65 and make
# three tricks (the ♠V ruffed, the trumps drawn); his ♦V7 lose to Est's ♦D10, and Nord, whose ♦4 is the
# lowest diamond, never gets the lead: 3 of the 5 on every line (the double dummy too; 70A). The
# answers after the position: « 1 » (the claimer accounted for the trump: « ligne=atouts »), then the
# director's own count, 2 (10A: accepted, said beside Arbitre's 3).
PLAYED = "♠3 ♠A ♠4 ♠2 ♥D ♥7 ♥2 ♥R ♠6 ♠R ♠7 ♠9 ♦A ♦8 ♦6 ♦2 ♦3 ♦9 ♦R ♣2 ♥3 ♥A ♥V ♥8 ♣7 ♣A ♣5 ♣8 ♣3 ♣6 ♣D ♣R"
LINKED = (
    "donne 17 table 1 ns=1 eo=13, Sud joue 4♥, Ouest a renoncé à carreau à la 5e levée, puis à la 9e levée "
    "Sud a revendiqué le reste, Est conteste\n\n4\n4\no1\n1\n"
    f"p rev=S atout=♥ main=O levees={PLAYED} ligne=atouts\n1\n2\nq\n"
)


async def test_t3_a_claim_opened_from_its_revoke_does_not_send_the_director_to_open_it_again(
    tmp_path: Path,
) -> None:
    text, [revoke, claim] = await session(tmp_path, LINKED)
    assert revoke.topic == "renonce" and claim.topic == "revendication"
    ruling = text.split("DÉCISION — Revendication", 1)[1].split("Feuille de marque", 1)[0]
    assert "Renonce d'Ouest à la levée 5 : le ♣2 sur ♦3" in ruling
    assert "Cette renonce est déjà l'incident lié à celui-ci" in ruling
    assert "comme deuxième irrégularité" not in ruling
    assert "Pris de l'incident #1 :" in ruling
    assert "Réponse non comprise" not in text  # every answer of the script lands on its question
    assert "→ 5 (seule réponse possible : Arbitre en compte 5 sur les levées jouées" in text
    assert "Arbitre propose : 3 (compté par Arbitre)" in text
    assert "fait au moins 3 levées sur les 5 qui restaient (il en réclamait 5)" in ruling
    assert "7 au total (5 déjà gagnées + 2 des levées restantes)" in ruling
    assert "Arbitre en comptait 3 sur les cartes. Votre jugement l'emporte (10A)" in ruling
    # Tester20 P15: the words read at the table say whose tricks they are; 70E1 said whole (« or would not
    # follow on any normal line »); 70C cited once, by its sub-paragraph, not also as « 70C ».
    assert "« Après examen de la revendication, le camp du revendiquant fait 7 levées ;" in ruling
    assert "ou n'y fournirait pas sur toute ligne normale (70E1)" in ruling
    laws = text.rsplit("Lois citées :", 1)[1].split("—", 1)[0]
    assert "70C1" in laws and "70C," not in laws


# Tester7 T8 (end): the chain of careless choices is said where the director first sees the count, when
# he gives the position in the incident, not only under the ruling (the position of test_claim_careless).
CHAINED = "Sud joue 3SA, il revendique, Ouest conteste\n\np rev=S atout=SA main=S cartes=N:..94.A73 .6.Q72.8 98.J..KQ 5.982..4\nq\n"


async def test_t8_the_careless_chain_is_said_when_the_position_is_recorded(tmp_path: Path) -> None:
    text, _ = await session(tmp_path, CHAINED)
    recorded = text.split("Position enregistrée : ", 1)[1].split("Question", 1)[0]
    assert (
        "au moins 3" in recorded and "Attention : ce compte enchaîne 4 cartes laissées au choix" in recorded
    )

"""Tester9's findings (round 5, session 9) marked for ops11, each from the tester's own commands through
the terminal harness, on a temporary base."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.cli import main
from tests.bot.test_newcomer_round5 import session as terminal
from tests.bot.test_tester4_scores import session as scores_session
from tests.bot.test_tester7_claims10 import LINKED as LINKED_CLAIM
from tests.bot.test_tester7_ops8 import CLAIM as CLAIM_17
from tests.bot.test_tester7_ops8 import REVOKE as REVOKE_17

SESSION = Path(__file__).parents[1] / "data" / "session36.pbn"

# Tester9's board 2 (s2.pbn): Sud plays 4♥; after 7 tricks Nord-Sud have 4, Sud holds ♠ARD ♥A ♣AR
# against Ouest's ♥V and Est's ♥4.
DEAL = "cartes=N:8432.9632.982.62 JT6.T74.AKT5.T83 AKQ9.AKQ.64.AK74 75.J85.QJ73.QJ95"
PLAYED = "levees=♦3 ♦9 ♦A ♦4 ♦5 ♦6 ♦7 ♦8 ♣2 ♣3 ♣4 ♣9 ♣5 ♣6 ♣8 ♣7 ♠6 ♠9 ♠7 ♠8 ♥R ♥5 ♥6 ♥7 ♥D ♥8 ♥9 ♥10"
POSITION = f"p rev=S atout=♥ main=O {DEAL} {PLAYED}\n"


async def test_t9_a_concession_cancelled_on_the_cards_gives_the_total_and_the_sheet_holds_to_it(
    tmp_path: Path,
) -> None:
    """71B: 4 tricks won, 5 kept of the 6 left, the one conceded could not be lost: 10 tricks, 4♥= (+620).
    The ruling said « une levée de plus » with no total, and the sheet took 4♥-1 (-100)."""
    words = "Sud joue 4♥, à la 8e levée il concède une levée à l'atout de Ouest, puis réclame qu'elle ne pouvait pas se perdre\n\n"
    said = await terminal(tmp_path, words + "3\n" + POSITION + "1\n5\n2\nm 4♥-1\nm vul=ns 4♥=\n\nq\n")
    # 5 kept and the conceded trick back (tester15 V2): 6 is the only count the ruling allows, taken and said
    # (tester18 R10), as the 4 already won that the tricks played give
    assert (
        "combien attribuez-vous au camp du revendiquant ? → 6 (compté par Arbitre) (seule réponse possible"
        in said
    )
    assert "avait-il déjà gagnées avant la revendication ? → 4 (seule réponse possible" in said
    assert "Levées du camp qui avait concédé : 10 au total (4 déjà gagnées + 6 des levées restantes)." in said
    assert "« 4♥-1 » donne 9 levées au déclarant (Nord-Sud) ; la décision attribue 10 levées" in said
    assert "Marque enregistrée : Nord-Sud +620" in said and "Nord-Sud -100" not in said


async def test_t9_an_agreement_withdrawn_on_the_cards_gives_the_claimer_one_trick_less(
    tmp_path: Path,
) -> None:
    """69B2: the claim took the 6 tricks left; the trick Ouest would probably have won comes back to his side:
    9 tricks for Nord-Sud, and 4♥= (the agreed claim's result) is refused."""
    words = "Sud joue 4♥, il revendique tout, EO acceptent, puis Ouest s'aperçoit qu'il avait le ♥V\n\n"
    said = await terminal(tmp_path, words + "2\n" + POSITION + "2\n1\n2\n6\n5\nm 4♥=\nm 4♥-1\n\nq\n")
    assert "Arbitre propose : 5 (compté par Arbitre)" in said
    assert "Levées du camp du revendiquant : 9 au total (4 déjà gagnées + 5 des levées restantes)." in said
    assert "« 4♥= » donne 10 levées au déclarant (Nord-Sud) ; la décision attribue 9 levées" in said
    assert "Marque enregistrée : Nord-Sud -50 points" in said


async def test_t11_a_claim_counted_on_the_first_board_is_said_and_not_marked_once_the_board_changes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Tester9 T11: the first incident's board corrected (d 2) passes to the claim opened with +, whose
    position was counted with levees= on board 1's cards: said at once, noted on the claim, and its mark
    refused until the position is given again on board 2."""
    with pytest.raises(SystemExit):
        main(["--data-dir", str(tmp_path), "donnes", "importer", str(SESSION)])
    capsys.readouterr()
    played = (  # board 1 of session36, Sud declarer, Ouest on lead: 8 tricks, Est on lead
        "♠R ♠2 ♠4 ♠A ♦A ♦8 ♦3 ♦2 ♦D ♦9 ♥2 ♦4 ♦10 ♥6 ♥5 ♦V ♣R ♣8 ♣9 ♣A ♣2 ♣4 ♣V ♥7 ♦7 ♥8 ♥9 ♦R ♣D ♦5 ♥D ♣3"
    )
    script = (
        "donne 1 table 2, Nord a entamé hors tour, Sud joue 4♠\n\n+\nSud revendique le reste, EO contestent\n\n"
        f"p rev=S atout=♠ main=O levees={played}\n5\n2\n5\n0\n\nv 1\nd 2\n\nv 2\nm 4♠-5\n\nq\n"
    )
    said = await terminal(tmp_path, script)
    stale = "La position de la revendication de l'incident #2 a été donnée sur d'autres cartes que la donne 2"
    assert f"Attention : l{stale[1:]} (la carte ♠3 est à Sud sur la donne 2, pas à Nord)" in said
    assert f"Note (Arbitre) : {stale}" in said  # on resuming the claim
    refused = said.split("> m 4♠-5\n", 1)[1]
    assert refused.startswith(stale) and "Rien n'est enregistré." in refused.split("\n", 1)[0]
    assert "Marque enregistrée" not in refused


async def test_t7_a_claim_that_leaves_the_offenders_no_trick_says_which_revoke_answer_to_revise(
    tmp_path: Path,
) -> None:
    """Tester9 T7: the claim changed to all 13 tricks (3♥+4) leaves Est-Ouest no trick, so the revoke's
    one-trick transfer (64A2) cannot stand (64B1): the revoke said « corrigez ce nombre de levées », and 13
    was refused « entre 0 et 12 » without a reason. Now each says which answer is at odds and why."""
    change = "v 1\nr\n11\nm 3♥+4\n\n"
    text, _ = await scores_session(tmp_path, CLAIM_17 + REVOKE_17 + change + "v 2\nmn\nr\n13\n\nq\n")
    why = (
        "la revendication donne maintenant 13 levées au déclarant (« 3♥+4 », incident #1) : le camp fautif "
        "n'a donc fait aucune levée, moins que la levée que la renonce (incident #2) lui transfère (64A)"
    )
    assert f"Attention : la marque de la renonce (incident #2) est à refaire : {why}" in text
    assert f"Marque refusée : {why}" in text
    assert "Réponse impossible : 13 ne va pas avec les réponses déjà données (" in text
    assert "le déclarant en a fait au plus 12.)" in text


async def test_t18_the_suit_symbol_shown_before_a_strain_answers_it(tmp_path: Path) -> None:
    """Tester9 T18: « Dénomination du contrat ? » lists « 4. ♠ Pique » and « ♠ » was « Réponse non
    comprise » (« pique » was taken); the symbol typed everywhere else (m 4♠=, atout=♠) answers it."""
    words = (
        "d 9 table=1\nOuest a coupé un trèfle alors qu'il en avait encore, Est a joué à la levée suivante\n\n"
    )
    said = await terminal(tmp_path, words + "3\n1\n1\n1\n4\n♠\nq\n")
    after = said.split("\n> ♠\n", 1)[1]
    assert not after.startswith("Réponse non comprise")
    assert "Question 7 — Le contrat était-il contré ?" in after.split("\n> ", 1)[0]


async def test_t6_back_under_a_linked_claim_goes_over_the_fact_its_ruling_only_reads(tmp_path: Path) -> None:
    """Tester9 T6: under the claim opened from its revoke, `r` took back « la renonce est déjà l'incident
    lié » (a fact of #1 the ruling reads, never asks) in silence: the ruling then sent the director to open
    the revoke a second time. `r` goes back to the director's last answer; the fact stays with the ruling."""
    text, [_, claim] = await scores_session(tmp_path, LINKED_CLAIM.removesuffix("q\n") + "r\n2\nq\n")
    back = text.rsplit("\n> r\n", 1)[1]
    assert back.startswith("Retour : la réponse « 2 » est retirée.")
    assert "Question 6 — Parmi les levées qui restaient à jouer" in back.split("\n> 2\n", 1)[0]
    again = back.split("\n> 2\n", 1)[1]
    assert "Décision de l'incident #2 inchangée" in again  # the revoke's fact is back with it
    assert "Pris de l'incident #1 : « La renonce de cette donne est-elle déjà un incident lié" in again
    assert ("revoke_linked", "yes") in claim.answers


async def test_t8_the_information_from_a_bid_corrected_by_27B1_is_ruled_by_27D(tmp_path: Path) -> None:
    """Tester9 T8: 1♠ over 1SA corrected to 2♠ (27B1a, #1), then its information (+, #2): the fact proposed
    from #1 was « une déclaration comparable (23A) », and the ruling cited 23B, 23C; 27B1 says 16C does
    not apply, and 27D is the test of the adjusted score."""
    first = "d 7 table=5\nNord ouvre 1SA, Est dit 1♠, Sud n'accepte pas\n\n1\n\n"
    said = await terminal(tmp_path, first + "v 1\n+\n2\n9\n4\n3\n1\n1\n\nq\n")
    assert "3. Oui, sans autre rectification, par la Loi 27B1 (27B1a : la plus basse" in said
    assert "(d'après l'incident #1)" in said.split("3. Oui, sans autre rectification", 1)[1].split("\n", 1)[0]
    ruling = said.split("DÉCISION — Enchère insuffisante corrigée sans autre rectification", 1)[1]
    assert "Lois citées :\n  27B1a, 27B1b, 27D, 12C1b" in ruling
    assert "23B" not in ruling.split("Lois citées", 1)[0] and "déclaration comparable (23A)" not in ruling

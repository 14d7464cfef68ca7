"""Tester15's findings (round 5, session 14) the lead took, each from the tester's own commands through the
terminal harness, on a temporary base."""

from __future__ import annotations

from pathlib import Path

from tests.bot.test_newcomer_round5 import session as terminal

# V2: Sud plays 4♥; 8 tricks won by Nord-Sud after 10, Sud conceded one club of the 3 left, Est-Ouest
# agreed, then Sud claims it back at the scoring. Sud holds ♥9 ♣6 ♣5 (trumps out: none), Nord ♦D ♣8 ♣6.
V2 = (
    "Sud joue 4♥. à la 11e levée Sud a dit « je vous donne un trèfle », Est-Ouest ont accepté, et à la marque "
    "Sud réclame cette levée\n\n3\np rev=S atout=♥ main=S cartes=N:..Q.86 T5...J .9..AT 9..65.\n1\n2\n2\n8\n"
)


async def test_v2_a_concession_cancelled_under_71b_never_accepts_a_count_without_the_trick(
    tmp_path: Path,
) -> None:
    """71B: the concession of a trick no normal play could lose is cancelled: the side keeps the 2 tricks it
    kept and gets the conceded one back, 3 of 3 (11 in all, 4♥+1, +450). The count was offered from 0 and
    2 was taken, under a title saying the trick comes back."""
    # Tester18 R10: the one count the ruling allows is taken and said; « r » asks it, 2 is refused, 3 taken.
    said = await terminal(tmp_path, V2 + "r\n2\n3\nm 4♥=\nm 4♥+1\n\nq\n")
    refused = said.split("Réponse impossible : 2 ne va pas avec les réponses déjà données", 1)[1]
    question = refused.split("> 3\n", 1)[0]
    assert "La décision rend la levée concédée : au moins 3." in question
    assert "Tapez 3 : 3 (compté par Arbitre), seule réponse possible ici" in question
    assert "Levées du camp qui avait concédé : 11 au total (8 déjà gagnées + 3 des levées restantes)." in said
    assert "la décision attribue 11 levées" in said  # 4♥= refused
    assert "Marque enregistrée : Nord-Sud +450" in said and "+420" not in said


async def test_v2_an_agreement_withdrawn_under_69b_never_gives_the_claimer_all_he_claimed(
    tmp_path: Path,
) -> None:
    """69B: the acquiescing side gets back the trick it would probably have won: of the 6 claimed, the
    claimer's side is offered 5 at most (tester9's board: 4♥-1 after the withdrawal, never 4♥=)."""
    from tests.bot.test_ops11_tester9 import POSITION

    words = "Sud joue 4♥, il revendique tout, EO acceptent, puis Ouest s'aperçoit qu'il avait le ♥V\n\n"
    said = await terminal(tmp_path, words + "2\n" + POSITION + "2\n1\n2\n6\n6\n5\nm 4♥-1\n\nq\n")
    refused = said.split("Réponse impossible : 6 ne va pas avec les réponses déjà données", 1)[1]
    assert "La décision rend une levée : au plus 5." in refused.split("> 5\n", 1)[0]
    assert "Levées du camp du revendiquant : 9 au total (4 déjà gagnées + 5 des levées restantes)." in said
    assert "Marque enregistrée : Nord-Sud -50 points" in said


async def test_v16_a_defenders_card_only_declarer_saw_is_no_penalty_card(tmp_path: Path) -> None:
    """49: a defender's card becomes a penalty card only if his partner could possibly see its face. The
    tester's words gave « Carte pénalisée principale » with no question about it."""
    words = "Sud joue 4♠. Ouest a fait tomber le roi de pique, seul le déclarant l'a vu, Est ne pouvait pas le voir\n"
    said = await terminal(tmp_path, words + "\n\nq\n")
    assert "Carte pénalisée" in said.split("> ", 2)[1]  # the topic proposed
    assert "Tombée ou montrée sans que son partenaire ait pu en voir la face" in said  # « Compris : … »
    assert "DÉCISION — Carte que son partenaire ne pouvait pas voir : pas de carte pénalisée" in said
    assert "Carte pénalisée principale" not in said

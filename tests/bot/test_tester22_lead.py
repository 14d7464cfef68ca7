"""Tester22's findings on scores and follow-ups (round 5, session 21), through the terminal on the example
session.

- P11: the UI ruling on board 12 (#1, a weighted mark), then the director's own error (#2, 82C: the table's
  result restored, -500), then « EO font appel sur la 12 » (#3, 60/40). The appeal is about the ruling as
  the correction left it: the scorer's « Marque NS avant » is #2's -500, not #1's mark that no longer
  stood, and attaching the appeal says which mark is in force.
- P9: under a ruling that found a side damaged, a replacing result that favours a side over the table's
  score names that side: an adjustment only redresses the non-offending side's damage (12B1). Board 12,
  N-S vulnerable: EO 5♣+1 / 5♣+2 weighted (-420 / -440 for N-S, -430) against 5♠X-2 at the table (-500):
  the mark favours Nord-Sud; if Nord-Sud offended, Est-Ouest was not damaged and the table's result stands.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.reports import scorer_sheet
from rules.scores.line import Board, compute, gain_over_table
from rules.seats_in_words import opening_turn_named
from tests.bot.test_tester4_scores import session as scored

UI_12 = (
    "donne 12 table 4 ns=4 eo=11 : Sud a hésité longtemps avant de passer 5♣, Nord a dit 5♠, EO appellent "
    "l'arbitre à la fin du coup\n\n1\n1\n1\n1\n2\nm EO 5♣+1:50,EO 5♣+2:50 obtenu=-500\n"
)
CORRECTION = "suites\n3\n1\n1\nm NS 5♠X-2\n\n"
APPEAL = "EO font appel sur la 12\n\n1\n1\n1\n2\nm 60/40\n\n"


async def test_p11_an_appeal_after_the_correction_replaces_the_mark_in_force(tmp_path: Path) -> None:
    said, incidents = await scored(tmp_path, UI_12 + CORRECTION + APPEAL + "q\n")
    assert [i.id for i in incidents] == ["1", "2", "3"]
    assert incidents[1].follows == "1" and incidents[2].follows == "1"
    assert (
        "La marque en vigueur sur cette donne est celle de l'incident #2 (« NS 5♠X-2 », Nord-Sud -500 points), "
        "qui a remplacé celle de l'incident #1" in said
    )
    rows = {row["incident"]: row for row in scorer_sheet.rows(incidents)}
    assert rows["#1"]["quoi"].startswith("Marque remplacée par #3")
    assert rows["#2"]["quoi"].startswith("Marque remplacée par #3")
    assert (rows["#3"]["avant_ns"], rows["#3"]["apres_ns"], rows["#3"]["apres_eo"]) == (
        "-500 points",
        "60 %",
        "40 %",
    )
    assert "suite de l'incident #1 ; remplace la marque de l'incident #2" in rows["#3"]["detail"]


async def test_p11_an_appeal_on_the_ruling_alone_replaces_the_ruling_s_mark(tmp_path: Path) -> None:
    said, incidents = await scored(tmp_path, UI_12 + "\n" + APPEAL + "q\n")
    assert "La marque en vigueur" not in said
    rows = {row["incident"]: row for row in scorer_sheet.rows(incidents)}
    assert rows["#2"]["avant_ns"] == "95,83 %"
    assert "suite de l'incident #1, remplace sa marque" in rows["#2"]["detail"]


async def test_p9_a_mark_under_found_damage_says_which_side_it_favours(tmp_path: Path) -> None:
    said, [incident] = await scored(tmp_path, UI_12 + "\nq\n")
    assert incident.answers_dict()["damaged"] == "yes" and incident.score is not None
    assert (
        "À vérifier : cette marque favorise Nord-Sud par rapport au résultat de la table (-430 au lieu de -500 "
        "pour Nord-Sud, en points). Une marque ajustée ne répare que le dommage du camp non fautif (12B1) : "
        "Nord-Sud doit être ce camp. Si le camp fautif est Nord-Sud, Est-Ouest n'a pas été lésé" in said
    )


@pytest.mark.parametrize(
    ("line", "gain"),
    [
        ("EO 5♣+1:50,EO 5♣+2:50 obtenu=-500", ("ns", -500, -430)),  # -420 and -440 N-S vulnerable
        ("EO 5♣+1 obtenu=-500", ("ns", -500, -420)),
        ("NS 5♠X-2 obtenu=-420", ("eo", -420, -500)),
        ("NS 5♠X-2 obtenu=-500", None),  # the table's result itself: nothing changes
        ("60/40 obtenu=-500", None),  # artificial: 12C2a's responsibilities, not a result
        ("EO 5♣+1:50,EO 5♣+2:50", None),  # no table's score given
    ],
)
def test_p9_the_side_a_replacing_result_favours(line: str, gain: tuple[str, int, int] | None) -> None:
    assert gain_over_table(compute(line, Board("ffb", vulnerability="ns"))) == gain


# P12: board 5, Sud 4♠; the description says « à la 6e levée », the position is typed with its seven tricks
# played (levees=, trick by trick): six tricks left, a claim at the 8th trick.
PLAYED = (
    "p rev=S atout=♠ main=O levees=♦D ♦5 ♦3 ♠5 ♣4 ♣A ♣7 ♣3 ♠3 ♠2 ♠4 ♠V ♣R ♣9 ♥4 ♣8 ♣5 ♣2 ♠D ♣10 ♠10 ♠8 ♠R ♠A "
    "♦V ♦R ♦A ♠6\n"
)


async def test_p12_the_tricks_played_typed_outweigh_the_description_s_trick_and_the_difference_is_said(
    tmp_path: Path,
) -> None:
    said, [incident] = await scored(
        tmp_path,
        "donne 5 table 2 Sud joue 4♠, à la 6e levée il revendique, Ouest conteste\n\n" + PLAYED + "q\n",
    )
    assert (
        "À vérifier : la position a 6 levée(s) à jouer, soit une revendication à la 8e levée ; la description "
        "(« à la 6e levée ») en laisse 8. Arbitre compte la position tapée" in said
    )
    assert incident.claim_count is not None and incident.claim_count.tricks_left == 6


async def test_p16_the_last_tricks_said_against_the_claim_s_trick_answered_are_said_and_asked(
    tmp_path: Path,
) -> None:
    """« les 5 dernières levées » leaves 5 to play; « à la 3e levée » leaves 11 (68A, 70A: the total comes
    from the trick of the claim): the words' 5 is not taken, the tricks claimed are asked, the director told."""
    said, [incident] = await scored(
        tmp_path, "Sud revendique les 5 dernières levées, Ouest conteste\n\n2\n1\n3\n2\nq\n"
    )
    assert (
        "À vérifier : les mots disent « revendique les 5 dernières levées » (5 levées à jouer), la réponse « à la "
        "3e levée » en laisse 11. L'une des deux est fausse : vérifiez la levée de la revendication (r)"
        in said
    )
    assert "claimed" not in incident.answers_dict() and incident.ruling_id is None


async def test_p16_the_last_tricks_said_that_agree_with_the_trick_are_taken(tmp_path: Path) -> None:
    said, [incident] = await scored(
        tmp_path, "Sud revendique les 5 dernières levées, Ouest conteste\n\n2\n1\n9\n6\nq\n"
    )
    assert "À vérifier : les mots disent" not in said
    assert incident.answers_dict().get("claimed") == "5"


async def test_p17_enter_at_arbitre_s_proposal_says_the_count_is_the_director_s(tmp_path: Path) -> None:
    """The count Arbitre proposes is confirmed by typing it: the decision is the director's (10A)."""
    claim = (
        "Sud joue 4♥ et revendique, Est conteste\n\n"
        "p rev=S atout=♥ main=S cartes=N:.3..432 .2.KQJ. AKQ.A.. J..A.KQ ligne=♠ puis atout\n1\n4\n1\n9\n\nq\n"
    )
    said, [incident] = await scored(tmp_path, claim)
    assert "Arbitre propose : 3 (compté par Arbitre) — tapez 3 pour le confirmer." in said
    assert (
        "Réponse non comprise : Entrée ne suffit pas : le nombre de levées est votre décision (10A) ; tapez 3 "
        "pour retenir celui d'Arbitre, ou tapez un nombre entre 0 et 4" in said
    )
    assert incident.ruling_id is None  # nothing taken


async def test_p13_a_single_result_ranked_for_information_says_the_table_is_not_in_the_field(
    tmp_path: Path,
) -> None:
    """Board 9 of the example session: Nord-Sud 3 plays Est-Ouest 14 there, Est-Ouest 13 plays Nord-Sud 2; the
    incident's pairs (3 and 13) never met on it: the single result ranked against the field says so, as the
    weighted score does (the ranking holds each pair's own result)."""
    script = (
        "Sud joue 4♠, Ouest n'a pas fourni à carreau à la 5e levée\n\nd 9 table=2 ns=3 eo=13\n3\n3\n1\n1\n1\n9\n"
        "m NS 4♠-1\n\nq\n"
    )
    said, [incident] = await scored(tmp_path, script)
    assert "À titre d'information, contre les 7 autres résultats de la séance importée" in said
    assert (
        "Terrain : les 7 autres résultats de la donne 9 dans la séance importée ; la table de l'incident n'y est "
        "pas reconnue : aucune ligne de la donne 9 n'a Nord-Sud 3 et Est-Ouest 13 (Nord-Sud 3 y joue contre "
        "Est-Ouest 14, Est-Ouest 13 contre Nord-Sud 2)" in said
    )
    assert (
        incident.score is not None and incident.score.ns == "-50 points"
    )  # board 9: Nord-Sud not vulnerable (Law 2)


async def test_tester23_p10_the_decision_the_appeal_s_words_name_comes_first(tmp_path: Path) -> None:
    """Board 17: the revoke (#1, 64A transfer), then `+` a premature play (#2). « ils contestent le transfert »
    is about #1's decision: it is offered first (Entrée's), not the most recent."""
    first = (
        "donne 17 table 1 ns=1 eo=13 Sud joue 4 cœurs, Ouest n a pas fourni à carreau à la 5e levée\n\n3\n3\n+\n"
        "ensuite Est a joué le 10 de pique avant que son partenaire ait joué à la levée 8\n\n2\n1\n1\n\n"
    )
    appeal = "ils font appel sur la 17, Est-Ouest contestent le transfert\n\n\n"
    await scored(tmp_path, first + "q\n")
    said, incidents = await scored(tmp_path, appeal + "q\n")
    listed = said.split("Incident #3 — quel incident ?", 1)[1]
    assert listed.index("#1 · donne 17") < listed.index("#2 · donne 17")
    assert "Entrée : le premier (1)" in listed
    assert incidents[2].follows == "1"


async def test_tester23_p6_a_card_in_another_hand_is_said_on_a_second_irregularity(tmp_path: Path) -> None:
    """Board 17: the ♠10 is North's. The `+` incident's own words (« Est a joué le 10 de pique … ») come after
    its first check (made on the first incident's words): they are checked too, once (Law 2; 57A, 50)."""
    first = (
        "donne 17 table 1 ns=1 eo=13 Sud joue 4 cœurs, Ouest n a pas fourni à carreau à la 5e levée\n\n3\n3\n+\n"
        "ensuite Est a joué le 10 de pique avant que son partenaire ait joué à la levée 8\n\n2\n1\n1\n\nq\n"
    )
    said, _ = await scored(tmp_path, first)
    assert (
        said.count("À vérifier : selon la donne 17 enregistrée, le ♠10 est dans la main de Nord, pas d'Est")
        == 1
    )


async def test_tester23_p15_an_appeal_on_a_board_without_decision_is_not_attached_elsewhere_by_enter(
    tmp_path: Path,
) -> None:
    """Decisions on board 17 only; « ils font appel sur la 5 »: Entrée attaches nothing (an appeal filed
    against another board's decision judges the 92B delay against the wrong ruling); 0 leaves it alone."""
    await scored(
        tmp_path,
        "donne 17 table 1 ns=1 eo=13 Sud joue 4 cœurs, Ouest n a pas fourni à carreau à la 5e levée\n\n3\n3\n\nq\n",
    )
    said, incidents = await scored(tmp_path, "ils font appel sur la 5, le délai n'est pas passé\n\n\n0\nq\n")
    assert "Aucune décision notée sur la donne 5 dans ce journal" in said
    assert "Entrée ne choisit rien ici (aucune décision sur la donne 5)" in said
    assert incidents[-1].follows is None


@pytest.mark.parametrize(
    ("words", "seat"),
    [
        ("le caddie me dit que Nord a ouvert 1SA alors que c'était à Est de parler", "est"),
        ("Est a ouvert 1♠ hors tour, c était à Sud de parler", "sud"),
        ("Nord passe, Est ouvre 1SA", None),  # nobody's turn said
        ("Nord ouvre 1♥ alors que c'est à Nord de parler", None),
        # tester24 P9: the seat alone, without « de parler »; a lead's or a play's turn is not the auction's.
        ("Sud a ouvert 1 trèfle alors que c'était à Ouest, Ouest ne l'accepte pas", "ouest"),
        ("Sud a ouvert 1SA, c'était à Ouest d'entamer", None),
        ("Sud a ouvert, c'est à Est de jouer", None),
    ],
)
def test_tester23_p5_the_seat_whose_turn_it_was_to_open(words: str, seat: str | None) -> None:
    assert opening_turn_named(words) == seat


async def test_tester23_p5_an_opening_said_out_of_turn_by_the_board_s_dealer_is_said(tmp_path: Path) -> None:
    """Board 5: Nord deals (Law 2). « Nord a ouvert … alors que c'était à Est de parler »: Nord's first call was in
    turn unless the words or the board are wrong (17B): said before whose turn it was is answered."""
    said, _ = await scored(
        tmp_path,
        "donne 5 table 12 : le caddie me dit que Nord a ouvert 1SA alors que c'était à Est de parler\n\n3\nq\n",
    )
    assert (
        "À vérifier : la donne 5 a pour donneur Nord (Loi 2) ; les mots disent que c'était à Est d'ouvrir les "
        "enchères. Vérifiez l'étui" in said
    )


async def test_tester24_p9_the_turn_said_without_de_parler_is_checked_too(tmp_path: Path) -> None:
    """tester24 P9: « … alors que c'était à Est, Est ne l'accepte pas » on board 5, which Nord deals (Law 2, 17B)."""
    said, _ = await scored(
        tmp_path,
        "donne 5 table 12 : Nord a ouvert 1 trèfle alors que c'était à Est, Est ne l'accepte pas\n\n3\nq\n",
    )
    assert (
        "La donne 5 a pour donneur Nord (Loi 2) ; les mots disent que c'était à Est d'ouvrir les enchères : « À qui "
        "était-ce le tour quand le fautif a déclaré ? » n'est pas rempli d'après les mots" in said
    )

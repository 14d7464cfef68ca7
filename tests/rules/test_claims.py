"""Claims (68-71, 79): what the scenario tables cannot say."""

from __future__ import annotations

import json

import pytest

import rules
from rules.explore import refused_paths
from rules.model import InvalidAnswer
from rules.regulations import load

CLAIMS = rules.get_topic("revendication")
ACCEPTED = {"situation": "contested", "trump_out": "no", "line_needed": "no"}
# A line that costs the claimer a trick: the director gives the tricks of the rest himself.
LOSES = {"situation": "contested", "trump_out": "no", "line_needed": "defender_winner"}


def test_the_total_is_the_tricks_won_before_plus_those_awarded_of_the_rest() -> None:
    step = CLAIMS.step({**LOSES, "tricks_before": "4", "tricks_of_remaining": "6"}, load("ffb"))
    assert step.ruling is not None and step.ruling.tricks_awarded == 10
    assert "10 au total" in " ".join(step.ruling.now)


def test_the_tricks_already_won_are_asked_first_and_bound_the_tricks_of_the_rest() -> None:
    """Issue 29 §4: the counts in the order they bound each other, no value offered is refused."""
    step = CLAIMS.step(LOSES, load("ffb"))
    assert step.question is not None and step.question.id == "claim_trick"  # tester11 X19: it bounds both
    step = CLAIMS.step({**LOSES, "claim_trick": "unknown"}, load("ffb"))
    assert step.question is not None and step.question.id == "tricks_before"
    assert "unknown" in step.question.values() and "12" in step.question.values()
    step = CLAIMS.step({**LOSES, "tricks_before": "9"}, load("ffb"))
    assert step.question is not None and step.question.id == "tricks_of_remaining"
    assert step.question.values() == ("0", "1", "2", "3", "4")
    for value in step.question.values():
        ruling = CLAIMS.step(
            {**LOSES, "tricks_before": "9", "tricks_of_remaining": value}, load("ffb")
        ).ruling
        assert ruling is not None and ruling.tricks_awarded == 9 + int(value)


def test_a_director_who_does_not_know_the_tricks_won_gets_the_tricks_of_the_rest() -> None:
    step = CLAIMS.step({**LOSES, "tricks_before": "unknown"}, load("ffb"))
    assert step.question is not None and len(step.question.values()) == 14
    ruling = CLAIMS.step(
        {**LOSES, "tricks_before": "unknown", "tricks_of_remaining": "3"}, load("ffb")
    ).ruling
    assert ruling is not None and ruling.tricks_awarded is None
    text = " ".join(ruling.now)
    assert "3 levées parmi celles qui restaient, plus celles que son camp avait déjà gagnées" in text


def test_no_walked_claim_path_ends_in_a_refusal() -> None:
    assert refused_paths(CLAIMS, load("ffb")) == 0


def test_what_the_claimer_said_of_the_trump_and_whether_it_is_master_are_two_questions() -> None:
    """« Il a dit qu'il ne restait plus d'atout » and « un atout maître dehors » can both be true:
    the master trump still makes its trick (70C1), and the statement is recorded."""
    answers = {
        "situation": "contested",
        "trump_out": "yes",
        "trump_said": "said_none_left",
        "trump_master": "yes",
    }
    ruling = CLAIMS.step(
        {**answers, "line_needed": "no", "tricks_before": "6", "tricks_of_remaining": "5"}, load("ffb")
    ).ruling
    assert ruling is not None and ruling.id == "claim.contested.trump"
    assert any("il ne reste plus d'atout" in n for n in ruling.notes)
    said = CLAIMS.questions["trump_said"]
    assert [o.value for o in said.options] == ["mentioned", "nothing", "said_none_left"]


def test_an_incident_stored_with_the_single_trump_question_keeps_its_ruling() -> None:
    stored = {"situation": "contested", "outstanding_trump": "master", "line_needed": "no"}
    ruling = CLAIMS.step({**stored, "tricks_before": "5", "tricks_of_remaining": "4"}, load("ffb")).ruling
    assert ruling is not None and ruling.id == "claim.contested.trump" and ruling.tricks_awarded == 9


def test_a_stored_incident_keeps_its_total_without_new_questions() -> None:
    step = CLAIMS.step({**ACCEPTED, "tricks_awarded": "11"}, load("ffb"))
    assert step.ruling is not None and step.ruling.tricks_awarded == 11


def test_more_than_thirteen_tricks_typed_anyway_is_refused_in_french() -> None:
    """Not offered any more; a value typed through `decide` is still refused, not added up."""
    with pytest.raises(InvalidAnswer, match="entre 0 et 5"):
        CLAIMS.step({**LOSES, "tricks_before": "8", "tricks_of_remaining": "6"}, load("ffb"))


def test_a_claim_upheld_without_the_cards_gets_every_trick_it_claimed() -> None:
    """Tester7 T1: « les 5 dernières levées », the line makes them all (70A): the director is asked the
    tricks claimed, never the tricks awarded, so « acceptée » cannot give 4; bound by the tricks won."""
    step = CLAIMS.step({**ACCEPTED, "tricks_before": "7"}, load("ffb"))
    assert step.question is not None and step.question.id == "claimed"
    assert step.question.values() == tuple(str(n) for n in range(7))
    ruling = CLAIMS.step({**ACCEPTED, "tricks_before": "7", "claimed": "5"}, load("ffb")).ruling
    assert ruling is not None and ruling.id == "claim.contested.accepted" and ruling.tricks_awarded == 12
    assert "12 au total (7 déjà gagnées + 5 levées revendiquées)" in " ".join(ruling.now)
    unknown = CLAIMS.step({**ACCEPTED, "tricks_before": "unknown", "claimed": "1"}, load("ffb")).ruling
    assert unknown is not None and unknown.tricks_awarded is None
    assert "une levée revendiquée parmi celles qui restaient" in " ".join(unknown.now)


def test_an_incident_stored_when_the_upheld_claim_asked_the_tricks_awarded_keeps_its_ruling() -> None:
    stored = {**ACCEPTED, "tricks_before": "7", "tricks_of_remaining": "4"}
    ruling = CLAIMS.step(stored, load("ffb")).ruling
    assert ruling is not None and ruling.tricks_awarded == 11


def test_an_objection_in_time_leads_to_the_contested_claim_not_to_69B() -> None:
    step = CLAIMS.step({"situation": "agreed", "objected_in_time": "yes"}, load("ffb"))
    assert step.question is not None and step.question.id == "trump_out"


# With the cards (issue 32 §3): Arbitre reads the trumps, counts, and proposes; the director confirms.
from rules.deals.count import ClaimCount, count_claim, read_claim  # noqa: E402

RUFF = "rev=S atout=♥ main=S cartes=N:2..2.32 3.2.KQ. AK.9..A Q..A.KQ"  # White Book 8.70.4 (a)


def counted(line: str) -> ClaimCount:
    return count_claim(read_claim(line))


def step_with(cards: ClaimCount, answers: dict[str, str]) -> rules.Step:
    return CLAIMS.step(answers, load("ffb"), cards)


def test_with_the_cards_the_claim_is_asked_then_what_he_said_of_the_trump_and_the_count_is_proposed() -> None:
    cards = counted(RUFF)
    step = step_with(cards, {"situation": "contested"})
    assert step.question is not None and step.question.id == "claimed"
    assert step.question.values() == ("0", "1", "2", "3", "4")
    answers = {"situation": "contested", "claimed": "4"}
    assert step_with(cards, answers).question.id == "trump_said"  # type: ignore[union-attr]
    answers |= {"trump_said": "nothing", "trump_maybe_forgotten": "yes", "tricks_before": "9"}
    question = step_with(cards, answers).question
    assert question is not None and question.id == "tricks_of_remaining"
    assert [o.label for o in question.options][3] == "3 (compté par Arbitre)"
    assert "Une ligne normale qui y mène : levée 1 :" in question.help  # seen before confirming
    ruling = step_with(cards, {**answers, "tricks_of_remaining": "3"}).ruling
    assert ruling is not None and ruling.id == "claim.contested.trump" and ruling.tricks_awarded == 12
    text = " ".join(ruling.now)
    assert "Atouts adverses (70C) : ♥2." in text and "fait au moins 3 levées sur les 4" in text
    assert any(n.startswith("Interprétation retenue pour « jeu normal »") for n in ruling.notes)
    assert "70D1" in ruling.laws and "70E1" in ruling.laws


def test_a_claimer_who_surely_knew_the_trump_gets_the_trump_drawing_count() -> None:
    cards = counted(RUFF)
    answers = {
        "situation": "contested",
        "claimed": "4",
        "trump_said": "nothing",
        "trump_maybe_forgotten": "no",
    }
    question = step_with(cards, {**answers, "tricks_before": "9"}).question
    assert question is not None and "4 (compté par Arbitre)" in [o.label for o in question.options]
    ruling = step_with(cards, {**answers, "tricks_before": "9", "tricks_of_remaining": "4"}).ruling
    assert ruling is not None and ruling.id == "claim.contested.accepted"


def test_the_director_may_override_the_count_and_the_ruling_says_so() -> None:
    cards = counted(RUFF)
    answers = {
        "situation": "contested",
        "claimed": "4",
        "trump_said": "mentioned",
        "tricks_before": "unknown",
    }
    ruling = step_with(cards, {**answers, "tricks_of_remaining": "2"}).ruling
    assert ruling is not None and ruling.tricks_awarded is None
    assert any("Arbitre en comptait 4" in n for n in ruling.notes)


def test_no_trump_left_with_the_opponents_asks_nothing_of_trumps() -> None:
    cards = counted("rev=S atout=SA main=N cartes=N:32... K4... AQ... ..32.")
    step = step_with(cards, {"situation": "contested", "claimed": "2"})
    assert step.question is not None and step.question.id == "tricks_before"
    assert step.question.values()[-2:] == ("11", "unknown")  # eleven tricks were played


def test_a_master_trump_is_read_from_the_cards() -> None:
    cards = counted("rev=S atout=♥ main=S cartes=N:..432.Q 2..KQJ. .2..AKJ AKQ.8..")  # EBU 1202
    answers = {"situation": "contested", "claimed": "4", "trump_said": "nothing", "tricks_before": "9"}
    ruling = step_with(cards, {**answers, "tricks_of_remaining": "0"}).ruling
    assert ruling is not None and ruling.id.startswith("claim.contested.trump")
    assert "trump_maybe_forgotten" not in step_with(cards, answers).asked


def test_a_concession_the_cards_cannot_lose_is_proposed_for_cancelling() -> None:
    cards = counted("rev=S atout=SA main=S cartes=N:...432 ...765 AKQ... ..432.")
    answers = {"situation": "cancel_concession", "within_correction_period": "yes", "claimed": "2"}
    question = step_with(cards, answers).question
    assert question is not None and question.id == "concession_issue"
    labels = {o.value: o.label for o in question.options}
    assert labels["cannot_lose"].endswith("(compté par Arbitre)")
    cancelled = {**answers, "concession_issue": "cannot_lose", "tricks_before": "10"}
    question = step_with(cards, cancelled).question  # tester9 T9: the total, the 3 tricks left proposed
    assert question is not None and question.id == "tricks_of_remaining"
    assert {o.value: o.label for o in question.options}["3"] == "3 (compté par Arbitre)"
    ruling = step_with(cards, {**cancelled, "tricks_of_remaining": "3"}).ruling
    assert ruling is not None and ruling.id == "claim.concession.cancelled.cannot_lose"
    assert ruling.tricks_awarded == 13


def test_a_count_stored_with_the_old_revoke_advice_reads_back_without_it() -> None:
    """Tester7 T3: the advice to open the revoke moved out of the revoke's line (said once, and not when
    the revoke is the linked incident); a count stored before keeps its facts, the old advice dropped."""
    stored = json.loads(counted(RUFF).to_json())
    stored["revokes"] = [
        "Renonce d'Est à la levée 1 : le ♠10 sur ♥2, alors qu'il pouvait fournir. Les levées sont comptées "
        "comme jouées ; le transfert éventuel (Loi 64A) se juge à part, avec le thème Renonce ouvert comme "
        "deuxième irrégularité sur la même donne (+ au terminal, /deuxieme en discussion)."
    ]
    read = ClaimCount.from_json(json.dumps(stored))
    assert read.claim.revokes == (
        "Renonce d'Est à la levée 1 : le ♠10 sur ♥2, alors qu'il pouvait fournir. Les levées sont comptées "
        "comme jouées.",
    )
    assert "ne l'ouvrez pas une seconde fois" in " ".join(read.facts())
    assert "Cette renonce est déjà l'incident lié" in " ".join(read.facts(revoke_linked=True))


def test_70c_conditions_are_said_met_only_when_the_trump_takes_a_trick_on_the_line() -> None:
    # tester12 Y10 : 4♠, « il ne restait plus d'atout », Est garde le ♠7. La lecture « a pu
    # l'oublier » compte 5 au lieu de 6, mais le ♠7 n'y fait aucune levée (le mort tire son ♠10 au
    # lieu du ♦V maître) : la décision dit d'où vient l'écart, pas « les trois conditions sont réunies ».
    deal = "N:KT4.A65.KQJ3.762 765.QJT9.T98.KQJ AQJ98.K43.A2.A54 32.872.7654.T983"
    played = "♣10 ♣2 ♣V ♣A ♠A ♠2 ♠4 ♠5 ♠8 ♠3 ♠R ♠6 ♦R ♦8 ♦2 ♦4 ♦D ♦9 ♦A ♦5"
    cards = counted(f"rev=S atout=♠ main=O cartes={deal} levees={played}")
    answers = {
        "situation": "contested",
        "claimed": "8",
        "trump_said": "said_none_left",
        "tricks_before": "5",
        "tricks_of_remaining": "5",
    }
    ruling = step_with(cards, answers).ruling
    assert ruling is not None
    text = " ".join(ruling.now)
    assert "Sur la ligne comptée, cet atout ne fait aucune levée" in text
    assert "les trois conditions de la Loi 70C sont réunies" not in text


def test_70c_met_but_the_stated_line_loses_the_trick_either_way_is_said_so() -> None:
    # tester14 W2 : 4♠ contré, « mes cœurs sont bons », le ♠V d'Ouest oublié. Le ♠V coupe le ♥R et fait
    # sa levée ; la ligne annoncée (les cœurs d'abord, 70D1) la perd aussi quand il sait l'atout dehors :
    # le compte est le même dans les deux lectures, et la décision ne dit pas « il ne coûte rien ».
    cards = counted("rev=S atout=♠ main=S cartes=N:..2.5432 .T98.JT. A.AKQJ.. J.5.KQ3. ligne=♥")
    answers = {
        "situation": "contested",
        "claimed": "5",
        "trump_said": "nothing",
        "trump_maybe_forgotten": "yes",
        "tricks_before": "8",
        "tricks_of_remaining": "4",
    }
    ruling = step_with(cards, answers).ruling
    assert ruling is not None
    text = " ".join(ruling.now)
    assert "ne coûte rien" not in text
    assert "les trois conditions de la Loi 70C sont réunies" in text
    assert "le compte est le même qu'il l'ait su ou non" in text
    assert "70C3" in ruling.laws


def test_a_director_who_gives_every_trick_claimed_upholds_the_claim() -> None:
    # tester14 W5 : Arbitre compte 4 des 5 réclamées ; l'arbitre en attribue 5 (10A) : la décision est
    # « acceptée », jamais « des levées vont aux adversaires ».
    cards = counted("rev=S atout=♠ main=S cartes=N:..2.5432 .T98.JT. A.AKQJ.. J.5.KQ3. ligne=♥")
    answers = {
        "situation": "contested",
        "claimed": "5",
        "trump_said": "nothing",
        "trump_maybe_forgotten": "yes",
        "tricks_before": "8",
    }
    upheld = step_with(cards, {**answers, "tricks_of_remaining": "5"}).ruling
    assert upheld is not None and upheld.id == "claim.contested.accepted"
    assert upheld.title == "Revendication contestée : acceptée"
    assert "Votre jugement l'emporte (10A)" in " ".join(upheld.notes)
    counted_four = step_with(cards, {**answers, "tricks_of_remaining": "4"}).ruling
    assert counted_four is not None and counted_four.id != "claim.contested.accepted"


def test_a_defenders_claim_cites_70d2_and_says_why_partners_choice_goes_against_it() -> None:
    # tester14 W9 : 3SA par Sud, Ouest revendique les 4 dernières (♠ARD puis ♦ pour l'♦A du partenaire) ;
    # Est, qui ne voit pas les cartes d'Ouest, peut garder l'♣A au lieu de l'♦A : 3 sur 4, et la décision
    # doit dire pourquoi (70D2), pas seulement « au choix : négligent, donc normal ».
    cards = counted(
        "rev=O atout=SA main=O declarant=S cartes=N:.AKQJ.. ..A2.A2 ..KQ.KQ AKQ..3. ligne=♠A ♠R ♠D ♦3"
    )
    assert cards.claim.defence
    answers = {"situation": "contested", "claimed": "4", "tricks_before": "6", "tricks_of_remaining": "3"}
    ruling = step_with(cards, answers).ruling
    assert ruling is not None and "70D2" in ruling.laws
    assert "choix de son partenaire parmi des jeux normaux (70D2)" in " ".join(ruling.now)


def test_a_trump_the_claimer_spoke_of_is_70c1_and_the_ruling_never_says_it_costs_nothing() -> None:
    """Tester15 V8: 70C needs a claimer who said nothing of the trump (70C1); one he spoke of may still make
    its trick on his stated line: the finding says 70C does not apply, not that the trump is free."""
    answers = {"situation": "contested", "claimed": "4", "trump_said": "mentioned", "tricks_before": "9"}
    ruling = step_with(counted(RUFF), {**answers, "tricks_of_remaining": "4"}).ruling
    assert ruling is not None and "70C1" in ruling.laws
    said = " ".join(ruling.now + ruling.notes)
    assert "70C ne s'applique pas (70C1)" in said and "coûte rien" not in said

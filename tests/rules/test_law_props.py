"""Round-4 law review of proprieties, scores, online and appeals (issue 29 §1, §3): the points a
scenario table cannot show (question wording shared between topics, structured fields)."""

from __future__ import annotations

import rules
import rules.laws
from rules.regulations import load
from rules.topics.auction.change import QUESTIONS as CHANGE_QUESTIONS


def test_online_call_undo_asks_the_25A_facts_of_the_table_topic() -> None:
    """Review R2: the A3 case (auction over before partner called again, lead faced) must have its own
    answer online too, the very options of « Changement de déclaration »."""
    online = rules.get_topic("en_ligne_clic").questions["timing"]
    assert online.options == CHANGE_QUESTIONS["timing"].options
    labels = [o.label for o in online.options]
    assert "Enchères finies sans que le partenaire reparle ; entame faite" in labels


# --- The score line (rules/scores/line.py): review S4, S9, S10, S11, S12 -------------------------

import pytest  # noqa: E402

from rules.scores.line import compute  # noqa: E402
from rules.scores.line_syntax import WorksheetError  # noqa: E402


def test_82C_two_lists_give_each_side_its_own_figure() -> None:
    """S4: NS 70 % of +420 and 30 % of -50 = +279; EO's own list 40 %/60 % = +138 for NS, so -138
    for EO: the two figures do not balance, as 82C allows."""
    sheet = compute("420:70,-50:30 eo=420:40,-50:60")
    assert (sheet.ns, sheet.ew) == ("+279 points", "-138 points")
    assert sheet.kind == "marques différentes"


def test_82C_two_lists_in_matchpoints() -> None:
    """Field 420,450,-50,420,170 (5 comparisons, 10 units). +420 beats 2 and ties 2: 6/10 = 60 %;
    -50 ties 1: 1/10 = 10 %. NS list 60/40: 0,6×60 + 0,4×10 = 40 % (review L5). EO's own list 30/70:
    NS would have 0,3×60 + 0,7×10 = 25 %, so EO receives 75 %."""
    sheet = compute("terrain=420,450,-50,420,170 4♠=:60,4♠-1:40 eo=4♠=:30,4♠-1:70")
    assert (sheet.ns, sheet.ew) == ("40 %", "75 %")


def test_knockout_artificial_scores_are_averaged_12C4() -> None:
    """S9: in a knockout, +3/+3 becomes 0/0 and +3/0 becomes +1,5/-1,5 (12C4)."""
    both = compute("forme=ko +3/+3")
    assert (both.ns, both.ew) == ("0 IMP", "0 IMP") and "12C4" in both.laws
    one = compute("forme=ko +3/0")
    assert (one.ns, one.ew) == ("+1,5 IMP", "-1,5 IMP")
    balanced = compute("forme=ko +3/-3")
    assert (balanced.ns, balanced.ew) == ("+3 IMP", "-3 IMP") and "12C4" not in balanced.laws


def test_knockout_assigned_non_balancing_scores_are_averaged_12C4() -> None:
    """N1: an 82C pair of lists and a 12C1e split in a knockout are averaged too (12C4): each side's score
    computed separately, (+6, 0) gives +3 / -3 and (+4, -10) gives +7 / -7."""
    lists = compute("forme=ko ref=170 420:100 eo=170:100")
    assert (lists.ns, lists.ew) == ("+3 IMP", "-3 IMP") and "12C4" in lists.laws
    split = compute("forme=ko fautif=eo obtenu=170 sans-erreur=420 ref=170 620:100")
    assert (split.ns, split.ew) == ("+7 IMP", "-7 IMP") and "12C4" in split.laws
    teams = compute("forme=imp ref=170 420:100 eo=170:100")  # not a knockout: each keeps its own
    assert (teams.ns, teams.ew) == ("+6 IMP", "0 IMP") and "12C4" not in teams.laws
    same = compute("forme=ko ref=170 420:100 eo=420:100")  # balancing: nothing to average
    assert (same.ns, same.ew) == ("+6 IMP", "-6 IMP") and "12C4" not in same.laws


@pytest.mark.parametrize(
    "line",
    [
        "vul=tous vul=personne 4♠=:100",
        "ref=420 ref=620 4♠=:100",
        "terrain=420,450 terrain=170,140 4♠=:100",
        "obtenu=170 obtenu=-50 4♠=:100",
        "forme=imp forme=paires 60/40",
        "fautif=ns fautif=eo obtenu=170 sans-erreur=420 620:100",
    ],
)
def test_a_key_given_twice_is_refused(line: str) -> None:
    """S10: the last value no longer wins silently (fautif= would swap the penalised side)."""
    with pytest.raises(WorksheetError, match="donné deux fois"):
        compute(line)


def test_12C1e_without_damage_is_refused_12B1() -> None:
    """S11: NS (non-offending) scored +650 at the table, better than the adjusted +620: no damage."""
    with pytest.raises(WorksheetError, match="12B1"):
        compute("fautif=eo obtenu=650 sans-erreur=620 620:100")
    assert compute("fautif=eo obtenu=170 sans-erreur=420 620:100").ns == "+370 points"


def test_an_east_west_contract_in_the_12C1e_keys() -> None:
    """S12, line L44 of the review: EW vulnerable, NS offending; table EO 4♥-2 (+200 NS), without its
    error EO 4♥-1 (+100 NS), adjusted 70 % of EO 4♥= (-620) and 30 % of EO 4♥-1 (+100) = -404:
    NS (offender) -404, EW 404 - (200 - 100) = 304."""
    sheet = compute("vul=eo fautif=ns obtenu=EO 4♥-2 sans-erreur=EO 4♥-1 EO 4♥=:70,EO 4♥-1:30")
    assert (sheet.ns, sheet.ew) == ("-404 points", "+304 points")


def test_82C_ruling_hint_names_the_second_list_and_a_claim_hint_no_artificial_score() -> None:
    from bot.scores.offer import hint
    from rules.regulations import load

    topic = rules.get_topic("suites_decision")
    ruling = topic.step(
        {
            "case": "director_error",
            "within_correction_period": "yes",
            "normal_scoring": "no",
            "result_likely": "yes",
            "event_form": "imp",
        },
        load("ffb"),
    ).ruling
    assert ruling is not None and "eo=" in hint(ruling, "7")
    claim = next(
        path.ruling
        for path in __import__("rules.explore", fromlist=["walk"]).walk(
            rules.get_topic("revendication"), load("ffb")
        )
        if path.ruling.tricks_awarded is not None
    )
    assert "60/40" not in hint(claim, "8")


def test_no_result_at_the_other_table_is_an_86B2_answer() -> None:
    """P6: « pas de résultat » at the other table needs an adjusted score at both tables (86B2), so it is
    offered with the several results, never with the result that favours neither side (86B1 not met)."""
    labels = {o.value: o.label for o in rules.get_topic("donne_faussee").questions["other_table"].options}
    assert "aucun résultat" in labels["multiple"]
    assert "pas de résultat" not in labels["not_clear"] and "aucun résultat" not in labels["not_clear"]


def test_a_butler_datum_need_not_be_a_multiple_of_ten() -> None:
    """Review §5: ref=175 like --reference 175. 420 against 175 is +245 points, 6 IMP (220-260)."""
    assert compute("ref=175 420:100").ns == "+6 IMP"


def test_online_hesitation_has_no_disputed_facts_and_no_stop_card() -> None:
    """Review §5: online the platform's record is the fact; the STOP card is not a platform's."""
    question = rules.get_topic("en_ligne_hesitation").questions["ui_exists"]
    assert "disputed" not in question.values() and question.option("disputed") is not None  # stored ones
    assert "STOP" not in question.help


def test_online_self_alert_asks_about_the_misinformed_side_s_last_caller() -> None:
    """Review Missing 5: both opponents were misinformed; the last of them to call may still change."""
    prompt = rules.get_topic("en_ligne_alerte").questions["partner_called_since"].prompt
    assert "dernier d'entre eux" in prompt


def test_the_organiser_s_card_undo_names_80B2f() -> None:
    """Contested reading C3: 80B2f now in the catalogue and in the ruling that applies the undo."""
    ruling = (
        rules.get_topic("en_ligne_clic")
        .step(
            {
                "what": "card",
                "card_policy": "next_played",
                "card_timing": "next_not_played",
                "evidence": "adjacent_and_immediate",
                "director_satisfied": "yes",
            },
            load("ffb"),
        )
        .ruling
    )
    assert ruling is not None and any("80B2f" in note for note in ruling.notes)
    assert rules.laws.lookup("80B2f").sub_summary


@pytest.mark.parametrize("hands", ["ns", "ew", "both"])
def test_13D_in_pairs_cites_7B2_once(hands: str) -> None:
    """Review N6: the artificial 13D score in pairs added 7B2 to a list that already held it."""
    answers = {"problem": "too_many", "when_13": "after_play", "event": "pairs", "wrong_hands": hands}
    ruling = rules.get_topic("nombre_de_cartes").step(answers, load("ffb")).ruling
    assert ruling is not None and ruling.laws.count("7B2") == 1

"""Laws 15, 24 and 25 (issue 15 §5-§7): properties every path keeps, checked against the 2017 text."""

from __future__ import annotations

import pytest

from rules import get_topic
from rules.explore import walk
from rules.model import PartnerMustPass, PenaltyKind, Ruling
from rules.regulations import available, load
from rules.topics.auction.change import IN_TIME_25A, TOO_LATE_25A, unintended_call_25A


def _rulings(topic: str) -> list[tuple[dict[str, str], Ruling]]:
    return [
        (dict(path.answers), path.ruling)
        for regulation in available()
        for path in walk(get_topic(topic), load(regulation))
    ]


CHANGE = _rulings("changement_declaration")
ONLINE = _rulings("en_ligne_clic")
EXPOSED = _rulings("carte_exposee_encheres")
WRONG_BOARD = _rulings("mauvais_etui")


# Law 25A: one core for the table and the online undo.


def test_both_topics_offer_exactly_the_25A_timings() -> None:
    for topic in ("changement_declaration", "en_ligne_clic"):
        values = {option.value for option in get_topic(topic).questions["timing"].options}
        assert values == set(TOO_LATE_25A) | set(IN_TIME_25A), topic


@pytest.mark.parametrize("timing", sorted(set(TOO_LATE_25A) | set(IN_TIME_25A)))
def test_table_and_online_agree_on_25A(timing: str) -> None:
    verdict = unintended_call_25A(timing)
    table = [r for a, r in CHANGE if a.get("intent") == "slip" and a["timing"] == timing]
    online = [
        r
        for a, r in ONLINE
        if a.get("what") == "call" and a.get("timing") == timing and a.get("director_satisfied") != "no"
        if a.get("evidence") != "change_of_mind"
    ]
    assert table and online
    for ruling in table + online:
        assert set(verdict.laws) <= set(ruling.laws), ruling.id
        allowed = ruling.id in ("change.25A1_remplacement", "online.undo.call_allowed")
        assert allowed is verdict.allowed, ruling.id
    # 25A5: the last call may be replaced until the faced opening lead, not after.
    assert ("25A5" in verdict.laws) is (timing in ("last_call_before_lead", "after_lead"))


def test_unknown_25A_timing_is_refused() -> None:
    with pytest.raises(ValueError):
        unintended_call_25A("whenever")


def test_25_never_makes_partner_pass_and_25B_always_cites_16C() -> None:
    for answers, ruling in CHANGE:
        if answers["intent"] == "not_made":
            continue  # no call was made at all: test_auction_review
        assert ruling.partner_must_pass is PartnerMustPass.NONE, answers
        assert "16C" in ruling.laws, answers
        if answers["intent"] != "slip":  # 25A2: a change of mind or a lapse of concentration is 25B
            # 25B1: the LHO accepted by calling over it; 25B2: he did not, nobody accepted.
            accepted = "lho" if answers.get("lho_accepts") == "yes" else None
            assert ruling.accepted_by == accepted and {"25A2", "25B3"} <= set(ruling.laws), answers
            # 25B1 and 25B2: Law 26 may apply; no 26B lead restriction after a comparable call (26A).
            if answers.get("comparable") == "pending":
                continue  # both outcomes, each under its condition (test_auction_review)
            comparable = answers.get("comparable") not in (None, "not_comparable")
            assert bool(ruling.lead_restrictions) is (not comparable or answers["lho_accepts"] == "no"), (
                answers
            )


# Law 24: partner passes once (24B, 24C), then back in hand (24D, 48A) or penalty card (24E, 50B).


def test_24_partner_passes_once_for_an_honour_a_led_card_or_several_cards() -> None:
    for answers, ruling in EXPOSED:
        if answers["cards"] in ("not_own_error", "partner_could_not_see"):
            assert "24A" not in ruling.laws and ruling.partner_must_pass is PartnerMustPass.NONE
            continue
        once = answers["cards"] != "single_low" and answers["auction_over"] == "not_yet"
        assert (ruling.partner_must_pass is PartnerMustPass.ONCE) is once, answers
        assert ("72C" in ruling.laws) is once, answers


def test_24E_penalty_card_kind_follows_50B() -> None:
    expected = {
        "single_low": PenaltyKind.MINOR,  # a single low card exposed inadvertently
        "honour": PenaltyKind.MAJOR,
        "led": PenaltyKind.MAJOR,  # deliberate play
        "several": PenaltyKind.MAJOR,  # two or more penalty cards of one defender are all major
    }
    for answers, ruling in EXPOSED:
        if answers.get("auction_over") == "defender":
            assert [card.kind for card in ruling.penalty_cards] == [expected[answers["cards"]]], answers
            assert {"24E", "50B"} <= set(ruling.laws)
            assert ("51A" in ruling.laws) is (answers["cards"] == "several"), answers
        else:
            # 48A: declarer's and dummy's cards are never penalty cards; nothing is a penalty card yet.
            assert ruling.penalty_cards == (), answers
        if answers.get("auction_over") == "declaring_side":
            assert {"24D", "48A"} <= set(ruling.laws)
            assert ruling.unauthorised_for == ("camp fautif",), answers


# Law 15: 15B is for pairs and individual events only; teams go to 86B.


def test_15_adjusted_scores_and_teams() -> None:
    for answers, ruling in WRONG_BOARD:
        if answers.get("event") == "teams":
            assert not any(law.startswith("15B") for law in ruling.laws) and "86B1" in ruling.laws
        if ruling.id in ("mauvais_etui.15A2a", "mauvais_etui.15A3_ajustee", "mauvais_etui.15B1"):
            assert ruling.adjusted_score is not None and not ruling.adjusted_score.foreseen, ruling.id
        if ruling.id == "mauvais_etui.15A3_normal":
            assert ruling.adjusted_score is None, ruling.id
        if ruling.id == "mauvais_etui.15A2b":  # 15A2c: 16C, so 16C3 may follow
            assert ruling.adjusted_score is not None and ruling.adjusted_score.laws == ("16C3",), ruling.id
        if ruling.id == "mauvais_etui.15B2":
            assert ruling.adjusted_score is not None and ruling.adjusted_score.foreseen

"""The ruling names the doctrine at the play where published authorities differ (issue 36 §2, claims52).
A small card led before the same hand's master, a defender keeping one card of the suit, which wins:
careless, hence normal, for the EBU (White Book 8.70.5; forum discussions 325 and 731, corpus P05, P09,
P12); « completely crazy » for the club director of BBO Forums topic 73505 (corpus T04, published 5).
An order of the suits that crosses in a suit the defence no longer holds and strands a master: normal
for the ACBL's guidelines and the EBU practice, irrational for the Danish laws commission (corpus H11,
published 4). Arbitre counts the first reading (70A) and says so; its counts do not move."""

from __future__ import annotations

from bot.commands.revendication import as_dict, as_text
from rules.deals.claim.doctrine import doctrine_note
from rules.deals.count import count_claim, read_claim
from rules.topics.play.claims.count import count_findings
from tests.rules.deals.corpus import FILES, cases

# Corpus T04 (BBO 73505, 2016): ♠V54 for Sud, the ♠10 forgotten in Est; published 5 (the club director
# kept the claim), Arbitre 4 (the ♠5 before the ♠V, careless for the EBU).
T04 = str(cases(FILES["T"])[3]["position"])
# Corpus P12 (EBU forum 731, second director): ♠V32, the ♠10 out, the claimer may have forgotten it:
# published 2 — the same card, the EBU's reading, which Arbitre counts.
P12 = str(cases(FILES["P"])[11]["position"])
# Corpus P03 (White Book 8.70.5): A-R-5 opposite 4-2, the jack out: an honour first, no such card.
P03 = str(cases(FILES["P"])[2]["position"])


def test_t04_keeps_the_ebu_count_and_names_the_other_doctrine_at_the_card() -> None:
    count = count_claim(read_claim(T04))
    assert count.line(False).tricks == 4  # published 5: the club director's reading, not the EBU's
    note = count.doctrine_note(False)
    assert note is not None
    assert note.startswith("Interprétation retenue pour le ♠5 entamé avant le ♠V")
    assert "White Book 8.70.5" in note and "BBO" in note and "70A" in note


def test_p12_the_ebu_ruling_agrees_and_the_note_says_whose_reading_it_is() -> None:
    count = count_claim(read_claim(P12))
    assert count.line(False).tricks == 2  # published 2
    note = count.doctrine_note(False)
    assert note is not None and "♠3" in note and "♠V" in note


def test_no_note_where_the_master_is_an_honour_played_first() -> None:
    count = count_claim(read_claim(P03))
    assert count.line(False).tricks == 3  # published 3
    assert count.doctrine_note(False) is None


def test_the_ruling_and_the_command_carry_the_note() -> None:
    count = count_claim(read_claim(T04))
    found, proposed = count_findings(count, False, 5, False)
    assert proposed == 4
    assert any(text.startswith("Interprétation retenue pour le ♠5") for text in found)
    assert any(text.startswith("Interprétation retenue pour le ♠5") for text in as_text(count, False))
    assert as_dict(count, False)["doctrine"].startswith("Interprétation retenue pour le ♠5")
    assert as_dict(count_claim(read_claim(P03)), False)["doctrine"] is None


# Corpus H11 (Danish laws commission, opinion 20, example 2.1): « two spades, a diamond and a heart »,
# published 4 — the commission holds an order that cuts the communications irrational; Arbitre 2.
H11 = str(cases(FILES["H"])[10]["position"])
# Sud crosses to the ♣A (no club in defence) before cashing his ♠R: Nord's ♥8 then gives the lead away
# and the ♠R never makes (double dummy 4, Arbitre 3; a random claim-like position, 4 cards, seed 9).
CROSSED = "rev=S atout=SA main=S cartes=N:9.K8..A 5.T7.5. K.9.7.7 732..6."


def test_h11_keeps_its_count_and_names_the_danish_doctrine_on_the_order_of_the_suits() -> None:
    count = count_claim(read_claim(H11))
    assert count.line(False).tricks == 2  # published 4: the Danish commission's reading
    note = count.doctrine_note(False)
    assert note is not None
    assert "Interprétation retenue pour l'ordre des couleurs" in note
    assert "par les ♠" in note and "la ♥D de Sud, maîtresse, n'est plus atteinte" in note
    assert "danoise" in note and "ACBL" in note
    assert "♦4 entamé avant le ♦V" in note  # its other doctrine card


def test_a_crossing_that_strands_a_master_is_named_and_one_that_costs_nothing_is_not() -> None:
    count = count_claim(read_claim(CROSSED))
    assert (count.line(False).tricks, count.double_dummy) == (3, 4)
    note = count.doctrine_note(False)
    assert note is not None and "par les ♣" in note and "le ♠R de Sud, maître" in note
    # The same line at the double dummy lost nothing by its order: no note on the communications.
    line = count.line(False)
    assert doctrine_note(line, count.claim.position, count.claim.claimer, line.tricks) is None


# Corpus B14 (Olympiad 2000, appeal 16): « a double squeeze », published 8 — the squeeze keeps dummy's
# ♦9, which the statement does not name; Arbitre 7, Sud (dummy) throwing it on the ♣R.
B14 = str(cases(FILES["B"])[13]["position"])
# Corpus H01 (3SA, « the spades are coming »): published 4, Arbitre 4 — the same reading, Sud's ♣10 thrown.
H01 = str(cases(FILES["H"])[0]["position"])
# Corpus P13: Sud throws the ♥D, a master then: no guard thrown (the ♥7 wins later all the same).
P13 = str(cases(FILES["P"])[12]["position"])


def test_b14_names_the_unstated_discard_that_undoes_the_squeeze() -> None:
    count = count_claim(read_claim(B14))
    assert count.line(False).tricks == 7  # published 8: the director read the squeeze's discards
    note = count.doctrine_note(False)
    assert note is not None
    assert note.startswith("Interprétation retenue pour les défausses que la déclaration ne nomme pas")
    assert "Sud défausse le ♦9 (levée 2)" in note and "la levée 7 du ♦6" in note
    assert "70D1" in note and "Faulty Claim Ruling" in note and "défausse…" in note


def test_a_ruling_that_agrees_still_says_the_reading_and_a_master_thrown_is_no_guard() -> None:
    count = count_claim(read_claim(H01))
    assert count.line(False).tricks == 4  # published 4
    note = count.doctrine_note(False)
    assert note is not None and "Sud défausse le ♣10 (levée 2)" in note and "du ♣9" in note
    line = count.line(False)
    assert (
        doctrine_note(line, count.claim.position, count.claim.claimer, line.tricks) is None
    )  # at the DD: none
    p13 = count_claim(read_claim(P13))
    assert p13.line(False).tricks == 2  # published 2
    assert "défausses" not in (p13.doctrine_note(False) or "")

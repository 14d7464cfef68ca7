"""The ruling names the doctrine at the card where published authorities differ (issue 36 §2, claims52):
a small card led before the same hand's master, a defender keeping one card of the suit, which wins.
Careless, hence normal, for the EBU (White Book 8.70.5; forum discussions 325 and 731, corpus P05, P09,
P12); « completely crazy » for the club director of BBO Forums topic 73505 (corpus T04, published 5).
Arbitre counts the EBU reading (70A) and says so at that card; its counts do not move."""

from __future__ import annotations

from bot.commands.revendication import as_dict, as_text
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

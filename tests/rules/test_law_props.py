"""Round-4 law review of proprieties, scores, online and appeals (issue 29 §1, §3): the points a
scenario table cannot show (question wording shared between topics, structured fields)."""

from __future__ import annotations

import rules
from rules.topics.auction.change import QUESTIONS as CHANGE_QUESTIONS


def test_online_call_undo_asks_the_25A_facts_of_the_table_topic() -> None:
    """Review R2: the A3 case (auction over before partner called again, lead faced) must have its own
    answer online too, the very options of « Changement de déclaration »."""
    online = rules.get_topic("en_ligne_clic").questions["timing"]
    assert online.options == CHANGE_QUESTIONS["timing"].options
    labels = [o.label for o in online.options]
    assert "Enchères finies sans que le partenaire reparle ; entame faite" in labels

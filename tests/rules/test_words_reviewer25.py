"""Session 25: wrong pre-fills reviewer25 found, fixed in general words, with the words that must still fill.

- P-3: whose turn it was for a call out of rotation (31A: the right-hand opponent's; 31B: the partner's) is asked when
  the words correct it (« en fait c'était à Sud ») or give it as one side's word.
- P-5: 63A1 quoted as the rule or a condition (« la renonce n'est consommée que quand il joue à la levée suivante »),
  one side's view (« pour Sud la renonce est consommée, pas pour Ouest ») or a question without its mark is no
  established revoke: a wrong « yes » gives 64A's transfer instead of 62's correction.
"""

from __future__ import annotations

import pytest

from rules import vocabulary


@pytest.mark.parametrize(
    "text",
    [
        "Ouest a ouvert 1♠ à la place de son partenaire ; en fait c'était à Sud.",
        "Est a dit 2♣ au tour de son partenaire, enfin non, c'était à Nord.",
        "Ouest a ouvert 1♠ au tour de son partenaire selon Nord ; Est dit que c'était à Sud.",
    ],
)
def test_a_turn_corrected_or_disputed_is_asked(text: str) -> None:
    assert "turn" not in vocabulary.facts("declaration_hors_tour", text)


@pytest.mark.parametrize(
    "text",
    [
        "Ouest a ouvert 1♠ à la place de son partenaire.",
        "Sud a passé avant son partenaire, c'était au tour de Nord.",
    ],
)
def test_the_partners_turn_still_fills(text: str) -> None:
    assert vocabulary.facts("declaration_hors_tour", text).get("turn") == "partner"


CONTRACT = "4♠ par Sud. Ouest a renoncé à cœur ; "


@pytest.mark.parametrize(
    "words",
    [
        "la renonce n'est consommée que quand il joue à la levée suivante.",
        "la renonce est consommée dès que lui ou son partenaire joue à la levée suivante.",
        "pour Sud la renonce est consommée, pas pour Ouest.",
        "quand la renonce est consommée, que fait-on",
    ],
)
def test_the_rule_a_condition_or_a_view_is_no_established_revoke(words: str) -> None:
    assert vocabulary.facts("renonce", CONTRACT + words).get("established") != "yes"


@pytest.mark.parametrize(
    "words",
    [
        "la renonce est consommée.",
        "il a joué à la levée suivante.",
        "son partenaire a déjà attaqué la levée suivante.",
    ],
)
def test_an_established_revoke_still_fills(words: str) -> None:
    assert vocabulary.facts("renonce", CONTRACT + words).get("established") == "yes"


# P-7: 47E1 is an opponent's word only.
@pytest.mark.parametrize(
    "text",
    [
        "Ouest a attaqué hors tour ; Est lui a écrit « your lead ».",
        "Est a joué hors tour, son partenaire Ouest lui a dit à vous.",
        "Ouest a attaqué hors tour parce qu'Est lui a dit de jouer.",
        "Ouest a attaqué hors tour : le kibitz lui a écrit « your lead » dans le chat.",
        "Ouest a attaqué hors tour ; on lui a dit que c'était à lui.",
    ],
)
def test_told_by_a_partner_a_kibitzer_or_nobody_named_is_not_47e1(text: str) -> None:
    assert vocabulary.facts("attaque", text).get("situation") != "told_his_turn"


@pytest.mark.parametrize(
    "text",
    [
        "Ouest a attaqué hors tour ; Nord lui a écrit « your lead ».",
        "Est a attaqué parce que le déclarant lui a dit que c'était à lui.",
        "Le déclarant dit à Ouest « c'est à vous » et Ouest attaque.",
    ],
)
def test_told_by_an_opponent_still_fills(text: str) -> None:
    assert vocabulary.facts("attaque", text).get("situation") == "told_his_turn"


# P-9: the same facts, other words.
@pytest.mark.parametrize(
    "text",
    [
        "Ouest a ouvert 1♠ alors que c'était à Nord ; en fait c'était à Sud.",
        "Ouest a ouvert 1♠ alors que c'était à Sud ; en fait c'était à Est.",
    ],
)
def test_a_turn_said_by_seats_then_corrected_is_asked(text: str) -> None:
    assert "turn" not in vocabulary.facts("declaration_hors_tour", text)


def test_a_turn_said_by_seats_still_fills() -> None:
    facts = vocabulary.facts("declaration_hors_tour", "Ouest a ouvert 1♠ alors que c'était à Sud.")
    assert facts.get("turn") == "rho"


@pytest.mark.parametrize(
    "words",
    [
        "la renonce est consommée pour Sud.",
        "la renonce est consommée selon Sud.",
        "Sud considère que la renonce est consommée.",
        "Est estime la renonce consommée.",
        "la renonce est consommée si son partenaire a joué.",
        "la renonce est consommée à condition qu'il ait joué à la levée suivante.",
        "la renonce est consommée, non ?",
    ],
)
def test_a_players_view_a_condition_or_a_tagged_question_is_no_established_revoke(words: str) -> None:
    assert vocabulary.facts("renonce", CONTRACT + words).get("established") != "yes"


def test_the_directors_own_finding_still_fills() -> None:
    text = CONTRACT + "je considère que la renonce est consommée."
    assert vocabulary.facts("renonce", text).get("established") == "yes"


# P-16: the dummy is the declarer's partner: no 47E1 when he tells the declarer it was his turn.
@pytest.mark.parametrize(
    "text",
    [
        "Le déclarant a joué de sa main au lieu du mort : le mort lui a dit « à vous ».",
        "Le déclarant a attaqué du mort alors que la main était dans sa main ; le mort lui a dit « à toi ».",
    ],
)
def test_the_dummy_telling_the_declarer_is_not_47e1(text: str) -> None:
    assert vocabulary.facts("attaque", text).get("situation") != "told_his_turn"


def test_a_defender_telling_the_declarer_still_fills() -> None:
    text = "Le déclarant a joué de sa main au lieu du mort parce qu'un défenseur lui a dit « à vous »."
    assert vocabulary.facts("attaque", text).get("situation") == "told_his_turn"

"""Session 28, finder56 (issue 37 §1, stated facts): who did it, from the words.

- A lead out of turn (`attaque`, `who_led`): the declarer accepting or refusing the lead names the leader a
  defender (only a defender's lead out of turn is the declarer's to accept or refuse, 55A, 56); whose lead it was
  said « alors que la main était au mort », « à la place de son partenaire », « alors que c'était la défense qui
  avait fait la levée », « gagnée par la défense »; the declarer « joue de sa main alors qu'il était au mort ».
- A call out of turn (`declaration_hors_tour`, `turn`): « c'était à Sud d'ouvrir » is the auction's first turn; the
  offender named as not having called yet, or as having called already (31A); whose turn said after another call
  (« …, alors que c'était à Ouest, et Est a enchéri par-dessus ») is that call's, not Est's; « avant son partenaire
  Ouest » is the partner's turn, never when the seat named is not his partner.
"""

from __future__ import annotations

import pytest

from rules import vocabulary


@pytest.mark.parametrize(
    ("text", "who"),
    [
        (
            "Ouest attaque hors tour à la place de son partenaire, le déclarant refuse l'attaque.",
            "defender_partner_turn",
        ),
        (
            "Est attaque pique alors que la main était au mort. Le déclarant refuse l'attaque.",
            "defender_declarer_turn",
        ),
        ("Ouest attaque alors que c'était à Est. Le déclarant accepte.", "defender_partner_turn"),
        (
            "Est attaque au lieu de son partenaire ; personne n'a joué de carte depuis. Le déclarant hésite.",
            "defender_partner_turn",
        ),
        (
            "Est attaque le V♠ alors que c'était à son partenaire Ouest, le decla n'a rien joué dessus.",
            "defender_partner_turn",
        ),
        (
            "Ouest a attaqué alors que le déclarant avait gagné la levée dans sa main. Le déclarant refuse l'attaque.",
            "defender_declarer_turn",
        ),
        # Traps: no role for the seat (Est may be the declarer, from the wrong hand), the declarer's choice denied,
        # the defenders choosing (the declarer's own lead), a question.
        ("Est attaque pique alors que la main était au mort.", None),
        ("Est attaque alors que c'était à son partenaire ; le déclarant ne refuse pas.", None),
        ("Sud attaque alors que c'était à son partenaire ; les défenseurs refusent l'attaque.", None),
        ("Ouest attaque alors que c'était à Est. Le déclarant accepte ?", None),
        ("Ouest attaque alors que c'était à Est, selon Nord. Le déclarant refuse l'attaque.", None),
        (
            "Est attaque alors que c'était à Ouest. Le déclarant n'a rien joué depuis dix minutes, au téléphone.",
            None,
        ),
    ],
)
def test_the_declarers_choice_names_the_leader_a_defender(text: str, who: str | None) -> None:
    assert vocabulary.facts("attaque", text).get("who_led") == who


@pytest.mark.parametrize(
    ("text", "who"),
    [
        (
            "le déclarant a rejoué trèfle alors que la levée précédente avait été gagnée par la défense",
            "declarer_defender_turn",
        ),
        (
            "Le déclarant a attaqué alors que c'était la défense qui avait fait la levée.",
            "declarer_defender_turn",
        ),
        (
            "Le déclarant joue de sa main alors qu'il était au mort, puis il renonce à trèfle.",
            "declarer_wrong_hand",
        ),
        # Traps: a play that is no lead, a denied lead, a defender whose partner is not said to have won.
        ("le déclarant a joué de sa main à la 5e levée", None),
        # reviewer28: another lead said first, the declarer's card is played to it (57C3), not led.
        ("Est attaque pique ; le déclarant joue de sa main alors qu'il était au mort", None),
        ("Le déclarant n'a pas attaqué alors que c'était la défense qui avait fait la levée.", None),
        ("Le défenseur a attaqué alors que c'était la défense qui avait fait la levée.", None),
    ],
)
def test_whose_lead_said_of_the_roles(text: str, who: str | None) -> None:
    assert vocabulary.facts("attaque", text).get("who_led") == who


@pytest.mark.parametrize(
    ("text", "turn"),
    [
        ("Nord a dit 2♣ alors que c'était à Ouest, et Est a enchéri 2♥ par dessus", "rho"),
        ("Est a passé alors que c'était à Sud d'ouvrir", "lho_first"),
        ("Ouest annonce 1♦ alors que c'était à Nord ; Ouest n'avait encore rien dit", "lho_first"),
        ("Ouest a contré au tour de Nord, et Ouest avait déjà passé avant", "lho_later"),
        ("c'était à Nord d'ouvrir, et Est a passé", "rho"),
        ("Est contre avant son partenaire Ouest, qui devait parler", "partner"),
        # Traps: another seat's earlier call, the offender's own earlier call said both ways, a question.
        ("Ouest a contré au tour de Nord, et Est avait déjà passé avant", None),
        (
            "Ouest annonce 1♦ alors que c'était à Nord ; Ouest n'avait encore rien dit, ou plutôt Ouest avait déjà passé",
            None,
        ),
        ("Est a passé alors que c'était à Sud d'ouvrir ?", None),
        ("Est contre avant son partenaire Nord, qui devait parler", None),
    ],
)
def test_whose_turn_it_was(text: str, turn: str | None) -> None:
    assert vocabulary.facts("declaration_hors_tour", text).get("turn") == turn

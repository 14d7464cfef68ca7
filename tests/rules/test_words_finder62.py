"""finder62 (issue 37 §1: who offended): a player named from the writer (« mon partenaire ») is read as the role the
writer's own role fixes — a defender's partner defends, the dummy's partner declares (64B3 turns on it) — and is left
as typed when the writer's role is not said plainly (believed, in another's mouth) or does not fix him."""

from __future__ import annotations

import pytest

from rules import vocabulary
from rules.relations_in_words import related


def _fact(topic: str, text: str, question: str) -> str | None:
    return vocabulary.facts(topic, text).get(question)


@pytest.mark.parametrize(
    ("text", "read"),
    [
        (
            "Nous étions en défense. Mon partenaire a renoncé à pique.",
            "Nous étions en défense. Le défenseur a renoncé",
        ),
        ("Je suis le mort. Ma partenaire a défaussé un cœur.", "Je suis le mort. Le déclarant a défaussé"),
        # The preposition before it joins the role's article (« du », « au »), never « de le ».
        (
            "Le roi est tombé des mains de ma partenaire (on défendait).",
            "Le roi est tombé des mains du défenseur",
        ),
        (
            "Moi je suis le mort : mon adversaire de droite a attaqué.",
            "Moi je suis le mort : le défenseur a attaqué",
        ),
    ],
)
def test_the_writers_partner_is_the_role_his_own_fixes(text: str, read: str) -> None:
    assert related(text).startswith(read)


@pytest.mark.parametrize(
    "text",
    [
        # A defender's opponent of the left is the dummy or the declarer: as typed.
        "On défendait 4♠, mon adversaire de gauche a renoncé.",
        # The role believed, or in another's mouth: not the writer's fact.
        "Je pensais être en défense ; mon partenaire a renoncé.",
        "Est dit que nous étions en défense. Mon partenaire a renoncé.",
        # No role said at all.
        "Mon partenaire a renoncé à pique.",
        # The pair, not one player (« avant que mon partenaire ou moi ayons joué »).
        "Je suis en défense, avant que mon partenaire ou moi ayons joué à la levée suivante.",
    ],
)
def test_the_writers_partner_stays_as_typed(text: str) -> None:
    assert related(text) == text


@pytest.mark.parametrize(
    ("topic", "text", "question", "value"),
    [
        (
            "renonce",
            "Je suis le mort, en Nord. Mon partenaire a défaussé un carreau de sa main sur un trèfle alors "
            "qu'il avait un trèfle.",
            "offender",
            "declarer",
        ),
        (
            "cartes_penalisees",
            "Le roi de cœur est tombé des mains de ma partenaire (on défendait), face en l'air.",
            "owner",
            "defender",
        ),
        (
            "attaque",
            "À la 5e levée, mon adversaire de droite a attaqué alors que c'était à son partenaire. Le "
            "déclarant n'a rien joué dessus. Moi je suis le mort.",
            "who_led",
            "defender_partner_turn",
        ),
        # The other defender saw the card the writer held (45C1): his partner.
        (
            "cartes_penalisees",
            "J'ai tenu ma carte trop bas, ma partenaire a pu voir que c'était le valet. On est en défense.",
            "how_exposed",
            "held_seen",
        ),
    ],
)
def test_facts_read_from_the_writers_role(topic: str, text: str, question: str, value: str) -> None:
    assert _fact(topic, text, question) == value


@pytest.mark.parametrize(
    ("topic", "text", "question"),
    [
        (
            "renonce",
            "Je pensais être le mort. Mon partenaire a défaussé un carreau alors qu'il avait un trèfle.",
            "offender",
        ),
        ("renonce", "Je suis le mort. Mon partenaire n'a pas renoncé, il a bien fourni.", "offender"),
        (
            "cartes_penalisees",
            "Est dit que nous étions en défense. Le roi est tombé des mains de ma partenaire.",
            "owner",
        ),
        # The declarer's own card seen: not the partner's view of a defender's card.
        (
            "cartes_penalisees",
            "Le déclarant a tenu sa carte trop bas, le défenseur a pu voir le valet.",
            "how_exposed",
        ),
    ],
)
def test_no_fact_without_the_writers_role_said(topic: str, text: str, question: str) -> None:
    assert _fact(topic, text, question) is None

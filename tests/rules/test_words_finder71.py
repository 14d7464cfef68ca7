"""finder71 (issue 37 §1): what was called out of turn (28-32), told by its verb or its card in the clause that says
it came out of turn, seats named or not: a pass (30), a bid (31) or a double (32) — never a call over it (its
acceptance, 29A), two calls at once (33), a conventional pass (30C), a double of the partner's bid (36), a card that
fell out of the box (25A), nor what is denied, asked, supposed or reported."""

from __future__ import annotations

import pytest

from rules import vocabulary


def _call(text: str) -> str | None:
    return vocabulary.facts("declaration_hors_tour", text).get("call")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Il ouvre 1♣ au tour de son adversaire de droite. Donne 22.", "bid"),
        ("J'ai passé avant mon tour, c'était à mon adversaire de droite. Je suis Ouest.", "pass"),
        ("J'ai passé alors que c'était à mon adversaire de droite de parler.", "pass"),
        ("Est a contré au tour de son adversaire de droite.", "double"),
        ("Donne dix-huit, table quatre : mon partenaire a ouvert avant moi.", "bid"),
        (
            "Mon partenaire, qui avait déjà ouvert d'1♠, a enchéri 2♥ au tour de son adversaire de gauche.",
            "bid",
        ),
        ("il a sorti le carton passe alors que c'était à mon tour, il est à ma gauche.", "pass"),
        ("ma partenaire a posé le carton rouge X alors que c'était à moi de parler.", "double"),
        (
            "le joueur à ma droite a contré avant que mon partenaire ait déclaré ; j'ai refusé de l'accepter.",
            "double",
        ),
        ("Au club, mon partenaire a misé 1 trèfle hors tour.", "bid"),
        ("j'ai, par distraction, enchéri hors de mon tour.", "bid"),
        (
            "Passe hors tour de ma partenaire au tour de son adversaire de droite ; le sien a enchéri par-dessus.",
            "pass",
        ),
        (
            "il n'a pas contré hors tour, il a passé hors tour, le carton contre est resté dans la boîte",
            "pass",
        ),
    ],
)
def test_the_call_out_of_turn_is_read_from_its_verb(text: str, expected: str) -> None:
    assert _call(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        # the marker in another clause: the next turn, not the call's
        "Nord a passé, c'était au tour d'Est.",
        # in turn, or no turn said
        "Il a passé alors que c'était bien à lui.",
        "Est a passé à son tour.",
        "Ouest a passé au tour suivant.",
        # denied, asked, supposed, reported
        "il n'a pas passé hors tour.",
        "Ouest a-t-il passé hors tour ?",
        "Si Ouest passe hors tour, que faire",
        "Ouest aurait passé hors tour.",
        "Est dit qu'Ouest a passé hors tour.",
        "Selon Nord, Ouest a passé hors tour.",
        # two kinds of call in the clause (« par contre » is no double)
        "Par contre il a passé hors tour.",
        # two calls at once, a double of the partner's bid, a card fallen out of the box
        "Nord et Sud ont passé en même temps, c'était au tour de Nord.",
        "Contre hors tour sur l'enchère de son propre partenaire.",
        "Le carton 1SA de Sud est tombé de la boîte avant son tour, sans qu'il ait voulu annoncer quoi que ce soit.",
        # « la première enchère » is the first call, a pass maybe
        "Nord a remarqué que la première enchère avait été faite hors tour.",
    ],
)
def test_the_call_out_of_turn_is_not_read_otherwise(text: str) -> None:
    assert _call(text) is None


def test_a_conventional_pass_out_of_turn_is_not_a_natural_one() -> None:
    assert _call("Passe fort hors tour de Nord au tour d'Est.") != "pass"  # 30C

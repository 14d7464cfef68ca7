"""finder66 (reviewer29 S-38): the vulnerability said of a side, apart from the contract's words (« Sud joue 4♠,
Nord-Sud vulnérables »), answers whether the declarer's side was vulnerable (77 scores the corrected result by it) —
only when the declarer's side, both sides or none are named, stated plainly, on this board."""

from __future__ import annotations

import pytest

from rules import vocabulary


def _vulnerable(text: str) -> str | None:
    return vocabulary.facts("renonce", text).get("vulnerable")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Sud joue 4♠, Nord-Sud vulnérables. Ouest a renoncé à la levée 5.", "yes"),
        ("Table 9, EO vulnérables. Contrat : 4♥ par Est. Sud a renoncé à la levée 3.", "yes"),
        ("Sud joue 4♠, NS non vulnérables. Ouest a renoncé à la levée 5.", "no"),
        ("Sud joue 4♠, tous vulnérables. Ouest a renoncé à la levée 5.", "yes"),
        ("Sud joue 4♠, personne vulnérable. Ouest a renoncé à la levée 5.", "no"),
        # The other side's state beside the declarer's says nothing more.
        ("Sud joue 4♠, NS vul, EO non vul. Ouest a renoncé à la levée 5.", "yes"),
    ],
)
def test_the_declarer_sides_vulnerability_is_read_from_a_side_named(text: str, expected: str) -> None:
    assert _vulnerable(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        # Only the other side named: both may be vulnerable.
        "Table 9, EO vulnérables. Contrat : 4♥ par Sud. Est a renoncé à la levée 3.",
        # Denied in words, asked, supposed, believed, in another's mouth, taken back.
        "Sud joue 4♠, Nord-Sud ne sont pas vulnérables. Ouest a renoncé à la levée 5.",
        "Sud joue 4♠, Nord-Sud vulnérables ? Ouest a renoncé à la levée 5.",
        "Sud joue 4♠, si Nord-Sud sont vulnérables il chute. Ouest a renoncé à la levée 5.",
        "Sud joue 4♠, je crois que NS étaient vulnérables. Ouest a renoncé à la levée 5.",
        "Sud joue 4♠. Est dit que Nord-Sud étaient vulnérables. Ouest a renoncé à la levée 5.",
        "Sud joue 4♠, Nord-Sud vulnérables, enfin non. Ouest a renoncé à la levée 5.",
        # Two states that disagree; another board; the other table.
        "Sud joue 4♠, NS vulnérables, personne vulnérable. Ouest a renoncé.",
        "Sud joue 4♠ et Ouest a renoncé à la levée 5. Sur la donne précédente, NS vulnérables, il y avait eu un problème.",
        "Sud joue 4♠ ; à l'autre table NS vulnérables. Ouest a renoncé à la levée 5.",
        # No contract with its declarer: no side to compare.
        "Nord-Sud vulnérables. Ouest a renoncé à la levée 5.",
    ],
)
def test_no_vulnerability_from_a_side_not_stated_or_not_the_declarers(text: str) -> None:
    assert _vulnerable(text) is None


def _penalty(text: str) -> dict[str, str]:
    return vocabulary.facts("cartes_penalisees", text)


@pytest.mark.parametrize(
    ("text", "situation", "choice"),
    [
        # 50D1: the owner must play it at his first legal turn, the lead included.
        ("Est a une carte pénalisée, le roi de pique ; c'est à lui d'attaquer.", "owner_to_play", None),
        ("Est a une carte pénalisée, le roi de pique ; c'est à lui d'entamer.", "owner_to_play", None),
        # 50D2: his partner has the lead; the declarer has not chosen yet.
        (
            "Est a une carte pénalisée, le roi de pique ; son partenaire a pris la main, le déclarant n'a encore rien "
            "demandé.",
            "partner_to_lead",
            "not_yet",
        ),
        (
            "Est a une carte pénalisée, le roi de pique ; son partenaire a pris la main.",
            "partner_to_lead",
            None,
        ),
    ],
)
def test_whose_lead_it_is_beside_a_penalty_card(text: str, situation: str, choice: str | None) -> None:
    facts = _penalty(text)
    assert facts.get("situation") == situation
    assert facts.get("declarer_choice") == choice


@pytest.mark.parametrize(
    "text",
    [
        "Est a une carte pénalisée, le roi de pique ; est-ce à lui d'attaquer ?",
        "Est a une carte pénalisée, le roi de pique ; ce n'est pas à lui d'attaquer.",
        "Est a une carte pénalisée, le roi de pique ; Ouest dit que c'est à lui d'attaquer.",
        "Est a une carte pénalisée, le roi de pique ; Ouest affirme que c'est à lui de jouer.",
        "Est a une carte pénalisée, le roi de pique ; si son partenaire prend la main, que fait-on ?",
        "Est a une carte pénalisée, le roi de pique ; son partenaire n'a pas pris la main.",
        "Est a une carte pénalisée, le roi de pique ; Sud dit que son partenaire a pris la main.",
        # No seat holds the card: whose partner is « son partenaire »?
        "Une carte pénalisée est sur la table ; son partenaire a pris la main.",
    ],
)
def test_no_turn_from_a_lead_asked_denied_supposed_or_in_anothers_mouth(text: str) -> None:
    assert "situation" not in _penalty(text)


@pytest.mark.parametrize(
    "text",
    [
        # « lui » is the one who took the lead, not the holder (50D2, not 50D1).
        "Sud a une carte pénalisée. Nord a pris la main : c'est à lui d'attaquer.",
        "Sud a une carte pénalisée, le valet de cœur. Le partenaire de Sud a gagné la levée, c'est à lui d'entamer.",
        "Ouest a le 10♦ pénalisé ; le déclarant joue, c'est à lui de fournir.",
    ],
)
def test_lui_after_another_player_is_not_the_holder(text: str) -> None:
    assert _penalty(text).get("situation") != "owner_to_play"


# reviewer29 S-23: tricks (65B3, 66A).
@pytest.mark.parametrize(
    ("text", "question", "expected"),
    [
        (
            "Est a retourné sa carte de la levée 5 dans le mauvais sens ; Ouest l'a signalé tout de suite, avant "
            "d'attaquer la levée 6.",
            "pointed_when",
            "in_time",
        ),
        ("Le mort a demandé à voir la levée précédente.", "inspect_stage", "dummy"),
        ("Le mort a voulu revoir la dernière levée.", "inspect_stage", "dummy"),
    ],
)
def test_tricks_when_and_who_stated(text: str, question: str, expected: str) -> None:
    assert vocabulary.facts("levees", text).get(question) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Le mort n'a pas demandé à voir la levée précédente, c'est le déclarant.",
        "Est dit que le mort a demandé à voir la levée précédente.",
        "Le mort a-t-il le droit de demander à voir la levée précédente ?",
    ],
)
def test_no_dummy_inspecting_denied_in_anothers_mouth_or_asked(text: str) -> None:
    assert vocabulary.facts("levees", text).get("inspect_stage") != "dummy"


# reviewer29 S-21: the refusal said in the passive (27B).
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Une enchère insuffisante a été faite par Ouest ; elle n'a pas été acceptée.", "refuses"),
        ("Une enchère insuffisante a été faite par Ouest ; je ne sais pas si elle a été acceptée.", None),
        (
            "Une enchère insuffisante a été faite par Ouest ; elle n'a pas encore été acceptée, Nord réfléchit.",
            None,
        ),
        ("Une enchère insuffisante a été faite par Ouest ; elle n'a pas été acceptée, selon Nord.", None),
        (
            "Une enchère insuffisante a été faite par Ouest ; elle n'a pas été acceptée... enfin si, Nord l'a acceptée.",
            None,
        ),
    ],
)
def test_the_refusal_in_the_passive(text: str, expected: str | None) -> None:
    assert vocabulary.facts("enchere_insuffisante", text).get("lho_accepts") in (
        (expected,) if expected else (None, "accepts")
    )

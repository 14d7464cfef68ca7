"""The declarer's choice on a defender's lead (« le déclarant a refusé l'entame », « a accepté l'entame hors tour »,
54A, 54D) is no lead of the declaring side: the defender's lead out of turn is still read (issue 37 §1, take what is
stated). A lead by the dummy or the declarer (« le mort a entamé », 24, 54E) still cancels it. The list is written
once, `[listes] entame_du_declarant` of rules/data/vocabulary/_commun.toml."""

from __future__ import annotations

import pytest

from rules import vocabulary


@pytest.mark.parametrize(
    "text",
    [
        "Contrat 2♥ par Ouest, Sud a entamé face visible le 4 de trèfle alors que c'était à Nord. Le déclarant a "
        "refusé l'entame et exigé l'entame trèfle de Nord.",
        "le déclarant a refusé l'entame faite face visible par la mauvaise personne et a interdit le trèfle.",
        "Le déclarant a accepté l'entame hors tour, le mort s'est étalé, et il a demandé le valet du mort.",
        "3SA joué par Sud, et c'est Est qui entame le 5 de pique face visible au lieu d'Ouest. Sud accepte l'entame.",
    ],
)
def test_a_defenders_lead_out_of_turn_is_read_beside_the_declarers_choice(text: str) -> None:
    assert vocabulary.facts("entame", text).get("situation") == "wrong_defender_faced"


@pytest.mark.parametrize(
    "text",
    [
        "Le mort a entamé face visible le 4 de trèfle alors que c'était à Ouest.",
        "Le déclarant en Sud a entamé face visible alors que c'était à Ouest.",
    ],
)
def test_a_lead_by_the_declaring_side_is_no_defenders_lead(text: str) -> None:
    assert vocabulary.facts("entame", text).get("situation") != "wrong_defender_faced"

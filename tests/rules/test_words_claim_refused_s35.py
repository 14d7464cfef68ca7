"""A claim an opponent refuses, in the words online and club directors use (issue 37 §1, « take what is stated »;
s30–s32 tuning sets): contested (68B1: an opponent's objection; play ceases, 68D). Never another irregularity's
refusal, a defender's concession his partner objects to (68B2), a supposition or an acceptance."""

from __future__ import annotations

import pytest

from rules import vocabulary


@pytest.mark.parametrize(
    "text",
    [
        "claim décl N lev 11 « tout » 3 dernières, E refuse",
        "BBO claim du déclarant à la 10e levée pour toutes les levées restantes, rejeté par Ouest à l'écran.",
        "LeGrandSchelem revendique à la levée 9 ; refusée à l'écran par Ouest.",
        "Le monsieur a posé toutes ses cartes et a dit « c'est fini, tout est à moi ». Moi je ne suis pas d'accord.",
        "Avec 8 levées en poche, il revendique le reste ; Ouest refuse et m'appelle.",
    ],
)
def test_a_refused_claim_is_contested(text: str) -> None:
    assert vocabulary.facts("revendication", text).get("situation") == "contested"


@pytest.mark.parametrize(
    "text",
    [
        "Sud revendique le reste, Ouest accepte.",
        "Nord dit 1♦ insuffisant, Est refuse. Plus tard Sud revendique le reste.",
        "Si Est refuse la revendication, que faire ?",
        "Ouest concède le reste, Est refuse.",
    ],
)
def test_no_claim_contested(text: str) -> None:
    assert vocabulary.facts("revendication", text).get("situation") != "contested"

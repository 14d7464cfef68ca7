"""Where the unauthorised information comes from (16B, 16C): a call replaced — a slip put right (25A), an
insufficient bid replaced (27) — is a withdrawn call (16C), never the partner's hesitation; the lead's audit
of the s13 blind set found « fin du coup » read as the partner's source beside a call replaced."""

from __future__ import annotations

import pytest

from rules import vocabulary as vocab

TOPIC = "information_non_autorisee"


@pytest.mark.parametrize(
    ("text", "source"),
    [
        (
            "Ouest a remplacé son 2♣ par 2♦, il avait sorti le mauvais carton ; en fin de coup NS contestent "
            "l'enchère de son partenaire",
            "withdrawn_after",
        ),
        (
            "Nord a changé son passe en contre, un lapsus ; après le coup EO contestent le 4♥ de Sud",
            "withdrawn_after",
        ),
        ("Sud a corrigé son 1♦ en 1♥ tout de suite, on m'appelle pendant les enchères", "withdrawn_now"),
    ],
)
def test_a_call_replaced_is_a_withdrawn_call(text: str, source: str) -> None:
    assert vocab.facts(TOPIC, text).get("situation") == source


@pytest.mark.parametrize(
    "text",
    [
        # two sources told: the partner's hesitation and a call replaced, the director decides
        "Est a longuement hésité, puis Ouest a remplacé son 2♥ par 3♥ ; en fin de coup NS contestent",
        "Sud a réfléchi longtemps, Nord a changé son 3♣ en 3♦ par lapsus ; à la fin du coup EO contestent",
    ],
)
def test_a_hesitation_beside_a_call_replaced_is_asked(text: str) -> None:
    assert "situation" not in vocab.facts(TOPIC, text)


def test_a_hesitation_then_the_partners_change_of_mind_is_still_the_partner() -> None:
    text = (
        "Nord a hésité avant de passer, puis Sud a changé d'avis et a dit 3SA ; en fin de coup EO contestent"
    )
    assert vocab.facts(TOPIC, text).get("situation") == "partner_after"

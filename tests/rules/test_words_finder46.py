"""Session 24 (finder46): stated facts taken on new writers' words (issue 37 §1), each reading with the words that
must not fill it.

- A line typed in capitals reads as the same words in mixed case, and lower-case « est » where it can only be the
  seat reads as « Est » (tester25 P1): only the case changes, so every guard reads them as before.
"""

from __future__ import annotations

import pytest

from rules import vocabulary
from rules.cased_words import cased

REVOKE = "renonce"


def _facts(topic: str, text: str) -> dict[str, str]:
    return {question: stated.value for question, stated in vocabulary.evidence(topic, text).items()}


# Mixed-case sentences, each with what it must and must not give: typed in capitals they give exactly the same.
_MIXED = [
    ("renonce", "Sud joue 3♠, Ouest a renoncé à trèfle, il a joué à la levée suivante."),
    ("renonce", "Sud joue 3♠, Ouest n'a pas renoncé à trèfle."),  # denied
    ("renonce", "Sud joue 3♠, il dit qu'Ouest a renoncé à trèfle."),  # reported
    ("renonce", "Sud joue 4♠, Est croit qu'Ouest a renoncé à cœur."),  # believed
    ("renonce", "Sud joue 3♠, Nord a renoncé à trèfle."),  # the dummy, not a defender
    ("renonce", "Sud joue 3♠, Est a renoncé à trèfle ?"),  # asked
    ("carte_du_mort", "Le mort a touché une carte avant que le déclarant parle."),
    ("cartes_penalisees", "Ouest n'a pas laissé tomber de carte, c'est Est qui a montré son roi."),
    ("entame", "Ouest a entamé hors tour face visible, c'était à Est d'entamer."),
    ("suites_decision", "Le capitaine d'Est-Ouest fait appel de ma décision sur la 12, table 1."),
]


@pytest.mark.parametrize(("topic", "text"), _MIXED)
def test_capitals_read_as_the_same_words_in_mixed_case(topic: str, text: str) -> None:
    assert _facts(topic, text.upper()) == _facts(topic, text)


def test_capitals_give_the_offender_and_the_contract() -> None:
    """tester25 P1's three lines: the offender (a defender), the contract and a revoke consumed."""
    assert _facts(REVOKE, "SUD JOUE 3♠, OUEST A RENONCÉ À TRÈFLE") == {
        "situation": "not_followed",
        "offender": "defender",
        "contract_level": "3",
        "contract_strain": "S",
        "declarer_side": "ns",
    }
    facts = _facts(
        REVOKE,
        "MATCH PAR QUATRE, DONNE 12 TABLE 2 : EST A RENONCE A TREFLE A LA 4E LEVEE, IL A JOUE A LA LEVEE SUIVANTE, "
        "SUD JOUE 3 PIQUES",
    )
    assert facts["offender"] == "defender"
    assert facts["established"] == "yes"


@pytest.mark.parametrize(
    "text",
    [
        "sud joue 3♠, est n'a pas fourni à trèfle",
        "sud joue 3♠, est a renoncé à trèfle",
        "sud joue 3♠, la renonce d'est à trèfle : est a défaussé un carreau",
    ],
)
def test_lower_case_est_as_the_seat(text: str) -> None:
    assert _facts(REVOKE, text)["offender"] == "defender"


@pytest.mark.parametrize(
    "text",
    [
        "sud joue 3♠, est n'a pas renoncé à trèfle",  # denied
        "sud joue 3♠, est a renoncé ?",  # asked
        "sud joue 3♠, qui est a renoncé ?",  # the verb, asked
        "sud joue 3♠, il est a la table, il a renoncé",  # the verb typed without accents: nobody named
        "Sud joue 3♠, il dit que est a renoncé à trèfle",  # reported
    ],
)
def test_lower_case_est_fills_no_offender_where_the_mixed_case_would_not(text: str) -> None:
    assert "offender" not in _facts(REVOKE, text)


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        (
            "il est a la table, c'est a jouer, il est a jouer",
            "il est a la table, c'est a jouer, il est a jouer",
        ),
        ("Il est passé, qui est a joué ?", "Il est passé, qui est a joué ?"),  # the verb stays the verb
        ("elle est a revendiquer", "elle est a revendiquer"),
        ("est a passé, d'est, de l'est, est-ouest", "Est a passé, d'Est, de l'Est, Est-ouest"),
        (
            "RENONCE DE L'EST, IL EST TOMBÉ",
            "renonce de l'Est, il est tombé",
        ),  # the verb in capitals stays the verb
        ("S JOUE 4SA, N'A PAS, S'IL", "S joue 4sa, n'a pas, s'il"),  # a seat's letter kept, elisions lowered
        ("À LA 4E LEVÉE, NS", "à la 4e levée, NS"),
        ("Sud joue 4♠, OK", "Sud joue 4♠, OK"),  # a few capitals in a mixed line: as typed
    ],
)
def test_cased(typed: str, read: str) -> None:
    assert cased(typed) == read

"""« Renoncer à » what one gives up (« à sa demande », « à son contre », « au recours », « à contester ») states no
revoke (61A, 64), read from one list, `[listes] abandon` of rules/data/vocabulary/_commun.toml (issue 37 §1,
finder95). A revoke said in another clause keeps its facts; « renonce à son tour » and « à la 5e levée » are revokes."""

from __future__ import annotations

import pytest

from rules import vocabulary
from rules.folding import common


@pytest.mark.parametrize(
    "text",
    [
        "Le déclarant renonce à sa demande ; Ouest a renoncé à cœur à la 5e levée.",
        "Le déclarant renonce à son contre ; Ouest a renoncé à cœur à la 5e levée.",
        "Le déclarant renonce au recours ; Ouest a renoncé à cœur à la 5e levée.",
        "Le déclarant renonce à ses droits ; Ouest a renoncé à cœur à la 5e levée.",
        "Le mort renonce à l'appel ; Ouest a renoncé à cœur à la 5e levée.",
    ],
)
def test_what_is_given_up_names_no_revoker(text: str) -> None:
    facts = vocabulary.facts("renonce", text)
    assert facts.get("offender") not in ("declarer", "dummy")
    assert facts.get("situation") == "not_followed"  # Ouest's revoke is still read


@pytest.mark.parametrize(
    ("text", "offender"),
    [
        ("Contrat 4♠ par Sud. Le déclarant renonce à sa demande ; Ouest a renoncé à cœur.", "defender"),
        ("Contrat 4♠ par Sud. Est renonce à contester ; le mort a renoncé à cœur à la 5e levée.", "dummy"),
        ("Contrat 4♠ par Sud. Le déclarant a renoncé à cœur à la 5e levée.", "declarer"),
        ("Contrat 4♠ par Sud. Le déclarant renonce à son tour à la 5e levée.", "declarer"),
    ],
)
def test_the_revoker_said_in_the_other_clause_is_read(text: str, offender: str) -> None:
    assert vocabulary.facts("renonce", text).get("offender") == offender


def test_the_list_is_written_once_and_every_entry_is_a_giving_up() -> None:
    given_up = common()["listes"]["abandon"]
    assert len(given_up) == len(set(given_up))
    assert all(p.startswith(("renonce a ", "renonce au ")) for p in given_up)
    assert not any(p.split()[-1] in ("tour", "levee", "pli") for p in given_up)


def test_an_unknown_list_is_refused_with_a_french_message() -> None:
    with pytest.raises(ValueError, match="n'est pas dans"):
        vocabulary._patterns(["@inconnue"])

"""tester13 Z10: a call made that was not the one intended (« a mis passe alors qu'il voulait contrer »)
is a change of call (25A; too late once partner has called, 25A1), proposed first."""

from __future__ import annotations

import pytest

from bot.finder import topics as finder


@pytest.mark.parametrize(
    "words",
    [
        "Nord a mis passe alors qu'il voulait contrer ; il s'en aperçoit après que son partenaire a parlé",
        "Ouest a dit 2♥ alors qu'il voulait annoncer 2♠, son partenaire n'a pas encore parlé",
    ],
)
def test_the_call_not_intended_finds_the_change_of_call_first(words: str) -> None:
    assert finder.search(words)[0].id == "changement_declaration"

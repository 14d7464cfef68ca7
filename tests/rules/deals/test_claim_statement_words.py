"""The claimer's statement typed as he says it (tester22 P2): the words around his cards and suits are read
(« je coupe mon trèfle au mort », « l'atout », « le roi de cœur »), and what cannot be played as stated (a
negation, a finesse without its cards, a rank without its suit) is refused with a French message that says
what to type — never a count of another line (68C, 70D1: the statement binds)."""

from __future__ import annotations

import pytest

from rules.deals.claim.reading import parse_statement, statement_text
from rules.deals.layout import PositionError

HEARTS = 1  # the trump suit's index (♠ 0, ♥ 1, ♦ 2, ♣ 3)


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("je coupe mon trèfle au mort et les piques sont bons", "coupe♣, les ♠"),
        ("je tire mes piques et je coupe le dernier trèfle au mort", "les ♠, coupe♣"),
        ("je tire l'atout puis mes piques", "atouts, les ♠"),
        ("je joue l'as de pique, le roi de pique puis atouts", "♠A, ♠R, atouts"),
        ("le dix de carreau puis la dame de trèfle", "♦10, ♣D"),
        ("♠10 et ♠8 en défaussant mes trèfles", "♠10, ♠8, défausse♣"),  # not « mes cœurs »: ♥ are trumps here
        ("je tire atouts et le reste est à moi", "atouts"),
        ("j’encaisse mes carreaux en main", "les ♦"),
    ],
)
def test_a_statement_in_the_claimer_s_words_is_read(said: str, read: str) -> None:
    assert statement_text(parse_statement(said, HEARTS)) == read


@pytest.mark.parametrize(
    ("said", "refusal"),
    [
        ("je ne tire pas atouts", "une négation (« ne … pas », « sans ») ne se joue pas"),
        ("je n'ai pas besoin des atouts", "une négation"),
        ("piques sans tirer atout", "une négation"),
        ("je fais l'impasse au roi de cœur", "« impasse » : tapez les cartes de l'impasse dans l'ordre"),
        ("je joue le roi de pique puis la dame", "« dame » : dites sa couleur"),
        # Reviewer21 #5: a number of rounds is not a card (« deux de pique » would be the ♠2).
        ("je tire deux atouts puis les piques", "« deux atouts » : un nombre de tours n'est pas une carte"),
        ("je joue trois tours de pique", "« trois tours » : un nombre de tours n'est pas une carte"),
    ],
)
def test_what_cannot_be_played_as_stated_is_refused_in_french(said: str, refusal: str) -> None:
    with pytest.raises(PositionError, match="Rien n'a été compté") as error:
        parse_statement(said, HEARTS)
    assert refusal in str(error.value)

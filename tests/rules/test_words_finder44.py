"""Session 23 (finder44): stated facts taken on new writers' words (issue 37 §1), each reading with the words that
must not fill it.

- The director qualifying the hesitation himself (« hésitation nette », « BIT clair », « il a réfléchi une minute,
  c'est net ») finds the unauthorised information (16B1a: an unmistakable hesitation). Its length alone stays a fact
  (tester19 Q12); a player's or a side's opinion (« selon EO », « Sud trouve l'hésitation nette »: reviewer19 (1)),
  a denial, a question, a doubt, the tempo said normal, or the hesitation disputed leave the question asked.
"""

from __future__ import annotations

import pytest

from rules import vocabulary

UI = "information_non_autorisee"


@pytest.mark.parametrize(
    "text",
    [
        "Nord a passé après une hésitation nette, Sud a reparlé 4♠.",
        "Hésitation manifeste d'Est avant son contre, Ouest a enlevé à 4♥.",
        "BIT clair de Sud, puis Nord dit 3SA.",
        "Ouest a réfléchi une bonne minute avant de passer, c'est net. Est a reparlé.",
        "Sud a passé. Hésitation très nette, tout le monde l'a vue.",
    ],
)
def test_the_directors_own_word_for_the_hesitation_finds_the_information(text: str) -> None:
    assert vocabulary.facts(UI, text)["ui_exists"] == "yes"


@pytest.mark.parametrize(
    "text",
    [
        "Pas d'hésitation nette, Nord a passé à son rythme.",  # denied
        "L'hésitation de Nord n'était pas nette.",  # denied (and not the pattern's words)
        "Hésitation nette de Nord ? Sud a reparlé 4♠.",  # asked
        "Je ne sais pas si l'hésitation était nette, Sud a reparlé.",  # doubted
        "Selon EO, hésitation nette de Nord avant son passe.",  # a side's opinion (reviewer19 (1))
        "Est trouve l'hésitation de Sud nette, Nord a reparlé.",  # a player's opinion
        "Ouest dit qu'il y a eu une hésitation nette de Nord.",  # reported speech
        "Nord a passé, c'est net, puis Sud a dit 4♠.",  # « c'est net » with no thinking told
        "Nord a passé au tempo normal, c'est net.",  # the tempo said normal
        "Nord a réfléchi une minute avant de passer, puis Sud a reparlé 4♠.",  # the length only (tester19 Q12)
    ],
)
def test_the_hesitation_not_found_by_the_director_leaves_the_question_asked(text: str) -> None:
    assert "ui_exists" not in vocabulary.facts(UI, text)


def test_the_hesitation_the_other_side_denies_is_disputed_not_found() -> None:
    facts = vocabulary.facts(UI, "Hésitation nette de Nord selon Est, Sud dit que non.")
    assert facts.get("ui_exists") != "yes"
    assert vocabulary.facts(UI, "Hésitation nette de Nord, Sud dit que non.")["ui_exists"] == "disputed"

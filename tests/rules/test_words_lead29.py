"""Session 29, the lead (issue 37 §1): a defender's card made to fall by another player.

Law 50 makes a penalty card of a card a defender exposed; one knocked out of his hand by the declarer gathering a trick,
or by the dummy's sleeve, is the director's to designate or not (50, « unless the Director designates otherwise »):
how it was exposed is asked, never pre-filled « par mégarde ». The defender's own dropped card stays « par mégarde ».
"""

from __future__ import annotations

import pytest

from bot.finder import parts
from rules import vocabulary


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Le déclarant a fait tomber une carte d'Est en ramassant la levée, c'est le roi de pique.", None),
        ("En ramassant la levée, le déclarant lui a fait tomber le roi de pique des mains.", None),
        ("Le mort a accroché la manche d'Est et deux cartes d'Est sont tombées face visible.", None),
        ("Sud, le déclarant, a bousculé Ouest qui a laissé tomber la dame de cœur.", None),
        # the traps: the defender's own card, dropped by himself
        ("Est, en défense, a laissé tomber le roi de pique face visible sur la table.", "unintentional"),
        (
            "Une carte d'Ouest (défense) est tombée de sa main, face visible : le valet de trèfle.",
            "unintentional",
        ),
    ],
)
def test_a_card_made_to_fall_by_another_is_asked(text: str, value: str | None) -> None:
    assert vocabulary.facts("cartes_penalisees", text).get("how_exposed") == value
    stated = parts.evidence(text, "cartes_penalisees").get("how_exposed", vocabulary.Stated(None, ""))
    assert stated.value == value  # type: ignore[arg-type]


# finder66: « selon X » / « d'après X » closing its clause attributes the whole clause (a player's word, asked); the
# rule quoted (« selon la 64A ») and « la levée d'après » are no one's word.
@pytest.mark.parametrize(
    ("topic", "question", "text", "value"),
    [
        (
            "enchere_insuffisante",
            "lho_accepts",
            "Nord a dit 1♥ sur le 1SA de Sud, l'enchère n'a pas été acceptée selon Nord.",
            None,
        ),
        ("enchere_insuffisante", "lho_accepts", "L'enchère insuffisante a été acceptée d'après Ouest.", None),
        (
            "enchere_insuffisante",
            "lho_accepts",
            "Nord a dit 1♥ sur le 1SA de Sud, l'enchère n'a pas été acceptée.",
            "refuses",
        ),
        ("renonce", "established", "Ouest a renoncé à la levée 5, il a fourni à la levée d'après.", "yes"),
        ("renonce", "offender", "La renonce de Nord (défense) transfère une levée selon la 64A.", "defender"),
    ],
)
def test_a_clause_closed_by_whose_word_it_is(topic: str, question: str, text: str, value: str | None) -> None:
    assert vocabulary.facts(topic, text).get(question) == value


# reviewer29 S-12's last line: a seat claims, « le déclarant n'a rien dit », no contract placing the declarer: the
# silence may be another player's (70C1 asks what the claimer said): asked; the claimer's own silence stays read.
@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "Est a revendiqué les 2 dernières levées ; Sud avait encore un atout, le déclarant n'a rien dit.",
            None,
        ),
        ("Le déclarant a revendiqué le reste sans rien dire de l'atout qui restait à Ouest.", "nothing"),
        ("Sud a revendiqué le reste ; il n'a rien dit de l'atout d'Ouest.", "nothing"),
    ],
)
def test_the_declarers_silence_when_a_seat_claims(text: str, value: str | None) -> None:
    assert vocabulary.facts("revendication", text).get("trump_said") == value

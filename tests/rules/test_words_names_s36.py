"""A player named by his name or pseudo with his seat (« Mme Durand (Ouest) », « mario (E) », « M. Martin, en Sud, »)
is read as the seat, so the facts his seat gives are taken (issue 37 §1: take what is stated; finder95). A role or a
word before the brackets (« le déclarant (Sud) », « son mari (Ouest) », « Passe (Est) ») stays as typed, and a name
after a role (« mon partenaire Bruno ») says nothing the role does not."""

from __future__ import annotations

import pytest

from rules import vocabulary
from rules.names_in_words import named_seats


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("Mme Durand (Ouest) a dit 1♥", "Ouest a dit 1♥"),
        ("mario (E) a renoncé", "Est a renoncé"),
        ("pseudo_42 (S) n'a pas fourni", "Sud n'a pas fourni"),
        ("M. Martin, en Sud, a renoncé", "Sud a renoncé"),
        ("Moi, Martine, en Nord, j'ai dit 2♠", "Moi, Nord, j'ai dit 2♠"),
        ("Sur 1♠ de zaza (N), mimi_g (E) dit 1♥", "Sur 1♠ de Nord, Est dit 1♥"),
        ("et mon partenaire Bruno n'avait pas encore parlé", "et mon partenaire n'avait pas encore parlé"),
        # left as typed
        ("le déclarant (Sud) a renoncé", "le déclarant (Sud) a renoncé"),
        ("son mari (Ouest) a passé", "son mari (Ouest) a passé"),
        ("Passe (Est), 1♥ (Sud)", "Passe (Est), 1♥ (Sud)"),
        ("Le mort présumé, en Nord, a posé l'as", "Le mort présumé, en Nord, a posé l'as"),
        ("son partenaire Nord a passé", "son partenaire Nord a passé"),
    ],
)
def test_a_name_is_read_as_its_seat(typed: str, read: str) -> None:
    assert named_seats(typed) == read


@pytest.mark.parametrize(
    ("topic", "text", "question", "value"),
    [
        # 31: Ouest called at his partner's turn
        ("declaration_hors_tour", "Mme Durand (Ouest) a dit 1♥ alors que c'était à Est.", "turn", "partner"),
        # 64B3: the dummy (Sud, Nord declaring) revoked
        (
            "renonce",
            "Contrat 4♠ par Nord. pseudo_42 (S) n'a pas fourni à cœur alors qu'il en avait.",
            "offender",
            "dummy",
        ),
        ("renonce", "Contrat 4♠ par Nord. M. Martin, en Ouest, a renoncé à trèfle.", "offender", "defender"),
        # 25A: the partner had not called
        (
            "changement_declaration",
            "Moi, Martine, en Nord, j'ai voulu dire 2♥ et j'ai posé 2♠. Mon partenaire Bruno n'avait pas encore parlé.",
            "timing",
            "in_time",
        ),
    ],
)
def test_the_seat_of_a_named_player_gives_its_fact(topic: str, text: str, question: str, value: str) -> None:
    assert vocabulary.facts(topic, text).get(question) == value


@pytest.mark.parametrize(
    "text", ["le(s) joueur(s) en cause", "la ou les partie(s) lésée(s)", "Sud a fait une levée(s)"]
)
def test_a_plural_in_brackets_is_no_seat(text: str) -> None:
    assert named_seats(text) == text

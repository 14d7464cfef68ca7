"""The revoke's offender read from the roles (rules/revoke_roles_in_words.py, split from
rules/vocabulary_readings.py with these tests): the subject of the clause that states the revoke, never a role
someone else speaks of, denies, or one after another subject."""

from __future__ import annotations

import pytest

from rules import vocabulary


@pytest.mark.parametrize(
    ("text", "offender"),
    [
        (
            "3SA de Nord, Est a défaussé un trèfle sur le carreau alors qu'il a encore le 7 de carreau",
            "defender",
        ),
        (
            "Contrat 2♠ joué par Sud. A la levée 7 Est prend de la dame, et Sud a mis un carreau de sa main"
            " alors qu'il avait encore un petit pique",
            "declarer",
        ),
        ("Sud joue 4♠, Nord a coupé alors qu'il avait encore du cœur", "dummy"),
        # the role is not the revoke's subject, or is denied, or alleged: nothing from the shape
        ("Sud joue 4♠, le mort dit que le défenseur a coupé alors qu'il avait du cœur", None),
        ("Sud joue 4♠, Nord dit qu'Est a coupé alors qu'il avait du cœur", None),
        ("Sud joue 4♠, sur l'attaque du déclarant Est a coupé alors qu'il avait du cœur", None),
        ("Sud joue 4♠, Est a coupé le carreau de Sud alors qu'il avait du carreau", "defender"),
        ("Sud joue 4♠, Est n'a jamais renoncé", None),
        ("Sud joue 4♠, Est a vu que son partenaire avait encore du cœur", None),
    ],
)
def test_the_revokes_offender_is_the_subject_of_its_clause(text: str, offender: str | None) -> None:
    assert vocabulary.facts("renonce", text).get("offender") == offender


def test_the_trick_after_is_not_hearsay_and_a_denied_role_is_not_an_offender() -> None:
    assert vocabulary.facts("renonce", "d'après Nord, Est a renoncé") == {}
    text = "4♥ par Nord. Ce n'est pas le mort qui a renoncé : c'est Ouest qui a défaussé alors qu'il avait du trèfle"
    assert vocabulary.facts("renonce", text)["offender"] == "defender"


def test_another_subject_before_the_revoke_is_not_the_offender() -> None:
    assert "offender" not in vocabulary.facts(
        "renonce", "le décla a exigé l'attaque pique et Est a renoncé à pique"
    )

"""A question about the ruling, a sentence apart (« Ça transfère combien ? », « Tu aurais transféré une ou deux
levées ? »), leaves the revoke told before it stated: who revoked, and that the offending side played on (63A1), are
read (issue 37 §1, take what is stated; s30 L29). A question with the revoke's own words in it still asks them."""

from __future__ import annotations

import pytest

from rules import vocabulary

TOLD = (
    "3SA de Sud, Sud défausse un cœur sur trèfle au pli 3, alors qu'il avait encore le 2 de trèfle, et Ouest gagne "
    "la levée. On l'a vu seulement au pli 8."
)


@pytest.mark.parametrize("question", ["", " Ça transfère combien ?", " On fait quoi ?", " Que faire ?"])
def test_a_question_about_the_ruling_leaves_the_revoker_stated(question: str) -> None:
    assert vocabulary.facts("renonce", TOLD + question).get("offender") == "declarer"


def test_the_play_to_the_end_establishes_the_revoke_even_with_a_question_after() -> None:
    text = (
        "On défendait 4♥, à la 3e levée mon partenaire a défaussé un pique sur trèfle alors qu'il lui restait un petit "
        "trèfle. On s'en est rendu compte à la fin du coup. L'adversaire réclame deux levées, c'est juste ?"
    )
    assert vocabulary.facts("renonce", text).get("established") == "yes"  # 63A1


@pytest.mark.parametrize(
    "text",
    [
        "3SA de Sud, Sud défausse un cœur sur trèfle au pli 3. Il avait encore le 2 de trèfle ?",
        "3SA de Sud, Sud a-t-il défaussé un cœur sur trèfle alors qu'il avait encore un trèfle ?",
    ],
)
def test_a_question_on_the_revoke_itself_asks_it(text: str) -> None:
    assert "offender" not in vocabulary.facts("renonce", text)

"""The revoke's offender when the words say the role (61, 64): « le défenseur en Est », « la déf en Ouest »,
the declarer's forms said of a defender (« en ayant », « jeté »); never when the words deny it or name
another role."""

from __future__ import annotations

import pytest

from rules import vocabulary as vocab


@pytest.mark.parametrize(
    ("text", "offender"),
    [
        ("le défenseur en Est n'a pas fourni à pique, il en avait un", "defender"),
        ("renonce de la def en ouest, son partenaire a déjà attaqué la levée suivante", "defender"),
        ("Ouest (en flanc) a défaussé un carreau sur le trèfle en ayant un trèfle", "defender"),
        ("le défenseur a jeté un cœur sur le pique alors qu'il avait un pique", "defender"),
        ("le déclarant a coupé le carreau en ayant encore un carreau", "declarer"),
    ],
)
def test_the_role_said_gives_the_offender(text: str, offender: str) -> None:
    assert vocab.facts("renonce", text).get("offender") == offender


@pytest.mark.parametrize(
    "text",
    [
        "le défenseur en Est dit que le déclarant a renoncé à pique",  # another role's revoke, alleged
        "Sud joue 4♠ ; le défenseur en Ouest n'a pas renoncé, c'est le mort qui n'a pas fourni",
        "la def en Est et le déclarant ont renoncé tous les deux",  # two sides
    ],
)
def test_no_defender_when_the_words_name_another_or_two(text: str) -> None:
    assert vocab.facts("renonce", text).get("offender") != "defender"


def test_the_revoker_said_as_il_playing_to_the_next_trick_establishes_it() -> None:
    """63A1: the offender played to the next trick, said by a pronoun right after him."""
    text = (
        "Sud joue 4♠, Ouest n'a pas fourni à carreau à la 5e levée alors qu'il lui en restait un, et il a déjà "
        "rejoué à la levée d'après"
    )
    assert vocab.facts("renonce", text).get("established") == "yes"


@pytest.mark.parametrize(
    "text",
    [
        "Est a renoncé à pique, Sud a pris la levée et il a rejoué à la levée suivante",  # Sud's card
        "Est a renoncé à pique, il n'a pas encore joué à la levée suivante",
        "Est a renoncé à pique ; a-t-il rejoué à la levée suivante ?",
    ],
)
def test_no_establishment_from_another_players_card_a_denial_or_a_question(text: str) -> None:
    assert vocab.facts("renonce", text).get("established") != "yes"


def test_a_call_on_the_next_board_with_a_note_in_brackets() -> None:
    """64B4: the non-offending side's call on the next board, the seat noted « (non fautif) »."""
    text = "On a découvert la renonce d'Est seulement après que Sud (non fautif) a ouvert 1♣ sur la donne suivante."
    assert vocab.facts("renonce", text).get("when") == "after_next_call"
    offending = "On a découvert la renonce d'Est après qu'Ouest (fautif) a ouvert 1♣ sur la donne suivante."
    assert "when" not in vocab.facts("renonce", offending)  # the offending side's own call: asked


def test_the_end_of_the_hand_before_the_next_board() -> None:
    """64B3: « à la fin du coup …, avant la donne suivante » is after the play, not on the next board."""
    text = "Nord a renoncé à carreau ; on le découvre à la fin du coup en étalant les mains, avant la donne suivante."
    facts = vocab.facts("renonce", text)
    assert (facts.get("when"), facts.get("discovered")) == ("after_play", "after_play")
    later = "Est a renoncé ; à la fin du coup, Nord a ouvert 1♠ sur la donne suivante"
    assert vocab.facts("renonce", later).get("when") != "after_play"


@pytest.mark.parametrize(
    ("text", "offender"),
    [
        (
            "Le cas : renonce d'un défenseur. Les faits : Est ne fournit pas à pique ; Est joue à la levée suivante.",
            "defender",
        ),
        ("Renonce d'un défenseur à la levée 4, vue à la fin du coup.", "defender"),
        ("On m'appelle pour une renonce d'un défenseur, Ouest a défaussé sur cœur.", "defender"),
        # not a defender's revoke: denied, only believed, or another role's
        ("Ce n'est pas une renonce d'un défenseur : le mort a renoncé.", None),
        ("Le déclarant croit à une renonce d'un défenseur, mais Est n'avait plus de pique.", None),
        ("À l'autre table, renonce d'un défenseur. Ici, le déclarant a renoncé à pique.", "declarer"),
    ],
)
def test_a_defenders_revoke_said_with_the_article(text: str, offender: str | None) -> None:
    """finder87 (issue 37 §1): « renonce d'un défenseur » names the offender's role (64A)."""
    assert vocab.facts("renonce", text).get("offender") == offender

"""finder74 (session 30, issue 37 §1): reviewer30's regressions T-34, T-35, T-40, T-42, T-45, fixed in general words.

Each with the wrong form now asked and the right form still read, in our own words: the explainer's partner who knows
(20F5a) is never an opponent, and an own error given back to another is no own error (20F4); a « non » that accepts
is no contested claim (69A against 70); an exception to « nothing played since » is a card played since (47E2b); the
director called after the last trick is after the play (20F5b(i)); a hand said with 14 after all is no missing card
(13 against 14)."""

from __future__ import annotations

import pytest

from rules import vocabulary as vocab


@pytest.mark.parametrize(
    "text",
    [
        "Enchères en cours : Ouest a expliqué le contre de son partenaire comme punitif ; Sud (adversaire) dit « je le "
        "sais, c'est toujours comme ça chez eux ».",
        "Pendant les enchères, Est a expliqué le 2♣ d'Ouest ; Sud, l'adversaire, sait que c'est faux, il a leur "
        "feuille sous les yeux.",
        "On est en pleines enchères, mon adversaire le sait, le 2♦ de mon partenaire a été mal expliqué.",
    ],
)
def test_t34_an_opponent_who_knows_is_not_the_explainers_partner(text: str) -> None:
    assert vocab.facts("explication_erronee", text).get("situation") != "auction_partner"


def test_t34_an_own_error_given_back_to_another_is_asked() -> None:
    text = "On enchérit encore ; je me suis trompé en expliquant... non, c'est mon adversaire qui s'est trompé en expliquant."
    assert vocab.facts("explication_erronee", text).get("situation") != "auction_own"


@pytest.mark.parametrize(
    ("text", "situation"),
    [
        (
            "Enchères en cours, mon partenaire a expliqué mon 2♣ comme fort, je le sais, c'est faible.",
            "auction_partner",
        ),
        (
            "Pendant les enchères, j'ai mal expliqué le 2♦ de mon partenaire, je m'en suis rendu compte.",
            "auction_own",
        ),
    ],
)
def test_t34_the_partner_and_the_explainer_still_read(text: str, situation: str) -> None:
    assert vocab.facts("explication_erronee", text).get("situation") == situation


@pytest.mark.parametrize(
    "text",
    [
        "Sud a revendiqué ; mon adversaire de gauche a dit « non, rien à dire, c'est juste ».",
        "Sud a revendiqué ; le défenseur a dit « non, non, allez-y, c'est bon ».",
        "Le déclarant a revendiqué ; Est a dit « non » puis, après explication, « d'accord ».",
        "Sud a revendiqué ; Ouest a dit « non, vas-y, c'est ok ».",
        "Sud a revendiqué ; Est a dit « non non, pas de souci ».",
        "Le déclarant a revendiqué ; Est a dit « non » puis s'est ravisé.",
    ],
)
def test_t35_a_no_that_accepts_is_no_contest(text: str) -> None:
    assert vocab.facts("revendication", text).get("situation") != "contested"


@pytest.mark.parametrize(
    "text",
    [
        "Sud a revendiqué ; Est a dit « non », il n'est pas d'accord.",
        "Sud a revendiqué ; le défenseur a dit « non » puis il n'était toujours pas d'accord.",
        "Sud a revendiqué ; Est a dit « non, je ne suis pas d'accord ».",
        "Le déclarant a revendiqué, Est a refusé.",
    ],
)
def test_t35_a_refusal_is_still_a_contest(text: str) -> None:
    assert vocab.facts("revendication", text).get("situation") == "contested"


@pytest.mark.parametrize(
    "text",
    [
        "Il a joué sur l'explication fausse, personne n'a rejoué depuis, sauf le déclarant du mort.",
        "Est a joué son roi à cause de l'explication fausse ; aucune carte n'a été jouée depuis, à part celle de Sud.",
        "Explication erronée, j'ai joué une carte à cause d'elle, et personne n'a joué depuis... non, mon partenaire a joué.",
        "Personne n'a joué de carte à cause de l'explication... sauf Ouest, qui a entamé cœur à cause d'elle.",
    ],
)
def test_t40_an_exception_or_a_correction_is_a_card_played(text: str) -> None:
    assert vocab.facts("explication_erronee", text).get("card_played") not in ("retractable", "none")


def test_t42_nothing_played_since_with_the_hand_over_is_asked() -> None:
    text = "Ouest a joué le roi sur la foi de l'explication, rien n'a été joué depuis ; on m'appelle une fois le coup terminé."
    facts = vocab.facts("explication_erronee", text)
    assert (facts.get("situation"), facts.get("card_played")) == (None, None)


def test_t40_nothing_played_since_still_reads() -> None:
    text = "Explication erronée, j'ai joué une carte à cause d'elle, et personne n'a joué depuis."
    assert vocab.facts("explication_erronee", text).get("card_played") == "retractable"


def test_t42_the_director_called_after_the_last_trick_is_not_during_play() -> None:
    text = (
        "Ouest a joué son roi à cause de l'explication fausse, deux cartes ont été jouées depuis ; l'arbitre est appelé "
        "après la dernière levée."
    )
    assert vocab.facts("explication_erronee", text).get("situation") != "during_play"


def test_t42_a_card_played_with_the_play_going_on_still_reads() -> None:
    text = "Ouest a joué son roi à cause de l'explication fausse, deux cartes ont été jouées depuis."
    facts = vocab.facts("explication_erronee", text)
    assert (facts.get("situation"), facts.get("card_played")) == ("during_play", "too_late")


def test_t45_a_hand_of_14_said_after_all_is_asked() -> None:
    text = "Aucune main n'a 14 cartes, Nord en a 12... non, Nord en a 14 et Est 12."
    assert vocab.facts("nombre_de_cartes", text).get("problem") != "missing"


def test_t45_a_short_hand_with_none_of_14_still_reads() -> None:
    assert (
        vocab.facts("nombre_de_cartes", "Aucune main n'a 14 cartes, Nord en a 12.").get("problem")
        == "missing"
    )

"""Issue 37 §4 (finder51, s25): a topic's own words. The partner's question « t'as plus de carreau ? » is the
revoke's (61B); « l'action s'imposait » is the logical alternative's wording (16B), no suit imposed (a suit
imposed then not played is the revoke's, 61A); « on ne sait plus combien on a fait » is the tricks' count (79).
My own sentences."""

from __future__ import annotations

from bot.finder import topics as finder


def _ids(text: str) -> list[str]:
    return [topic.id for topic in finder.search(text)]


def test_the_partner_s_question_is_the_revoke_s() -> None:
    text = (
        "— T'as plus de carreau partenaire ? — Ah si, excuse-moi. Il a toujours sa carte devant lui, on n'a pas joué "
        "la levée suivante."
    )
    assert _ids(text)[0] == "renonce"


def test_an_action_that_imposed_itself_imposes_no_suit() -> None:
    found = _ids("Le passe s'imposait, il n'y avait aucune alternative logique malgré la longue pause.")
    assert found[0] == "information_non_autorisee" and "renonce" not in found[:3]


def test_a_suit_imposed_then_not_played_is_still_a_revoke() -> None:
    assert _ids("Le déclarant a imposé trèfle, Ouest a joué carreau malgré tout.")[0] == "renonce"


def test_nobody_knows_how_many_tricks_were_made() -> None:
    assert (
        _ids("On a arrêté de jouer à 4 cartes de la fin, et on ne sait plus combien on a fait.")[0]
        == "levees"
    )

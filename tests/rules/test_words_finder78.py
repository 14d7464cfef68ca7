"""finder78 (session 31, issue 37 §1 « take what is stated »): facts the words of s25-s30 state and the engine left open.

The insufficient bid made in rotation said otherwise than « à son tour » (27: only a bid in rotation is an insufficient
bid; out of rotation it is 31): « c'était son tour », « c'était bien à lui de parler », the bidder writing « j'ai dit 1♦
à mon tour ». Not the writer's turn a player took (« mon partenaire a passé à mon tour »: 31), nor « alors que c'était
… » (the turn of another). The revoke named in a director's note, the player without « de » (« renonce O ♣ lev 5 »,
« renonce ♦ par Sud »): the fact (61A), as « renonce d'Ouest à trèfle » reads it. Each with its negative variants."""

from __future__ import annotations

import pytest

from tests.bot.finder.descriptions import engine_facts


@pytest.mark.parametrize(
    "text",
    [
        "Sud dit 1♣ sur 1♠, c'était son tour, et Ouest enchérit 2♦ par-dessus.",
        "il a dit 1 queur alor que lautre avait ouvert 1 pique c'etait bien a lui de parlé",
        "Mon adversaire a misé 1 cœur après mon 1 pique, c'était à lui de miser, mais c'est insuffisant.",
        "C'était bien à moi de miser, mais mon 1♦ sur 1♥ est insuffisant.",
        "Je n'avais pas vu le 1♠ de l'adversaire, j'ai dit 1♦ à mon tour.",
        "Est a dit 1♦ sur le 1♥ de Nord ; c'était bien à elle.",
    ],
)
def test_the_insufficient_bid_in_rotation_said_otherwise(text: str) -> None:
    assert engine_facts("enchere_insuffisante", text).get("in_rotation") == "yes"


@pytest.mark.parametrize(
    "text",
    [
        "Nord a dit 1♦ sur 1♥, ce n'était pas son tour.",
        "Est a dit 1♦ sur 1♥. c'était pas son tour",
        "Mon adversaire a dit 1♦ sur 1♥ alors que c'était à moi de parler.",
        "Est a dit 1♦ sur le 1♥ de Nord alors que c'était son tour à Sud.",
        "Mon partenaire a dit 1♦ à mon tour sur le 1♥.",
        "Est a dit 1♦ sur 1♥ ; c'était à elle de parler ? je ne sais pas.",
        "Est a dit 1♦ sur 1♥ ; je crois que c'était son tour.",
    ],
)
def test_another_players_turn_or_a_doubt_says_nothing(text: str) -> None:
    assert engine_facts("enchere_insuffisante", text).get("in_rotation") != "yes"


@pytest.mark.parametrize(
    "text",
    [
        "renonce O ♣ lev 5, gagnée par déclarant, vu lev 7",
        "renonce Ouest ♣ lev 5",
        "d14 t6 : renonce Est à pique vue en fin de coup, levée de la renonce gagnée par NS",
        "renonce décl S ♥ lev 6 il coupe, vu lev 8",
        "renonce ♦ par Sud, déclarant Ouest",
        "renonce à cœur d'Ouest à la levée 4",
    ],
)
def test_the_revoke_named_in_a_note(text: str) -> None:
    assert engine_facts("renonce", text).get("situation") == "not_followed"


@pytest.mark.parametrize(
    "text",
    [
        "pas de renonce Est à pique, il n'en avait plus",
        "renonce Est à pique ? je ne crois pas",
        "renonce Est à pique selon Nord",
        "Est : renonce Ouest à pique !",
        "Nord dit renonce Est à pique, Est nie",
        # two revokes: the second told after the first (64B7)
        "une renonce à carreau de Nord, et une autre à trèfle à la 9e",
    ],
)
def test_a_revoke_denied_asked_or_reported_is_not_the_fact(text: str) -> None:
    assert engine_facts("renonce", text).get("situation") != "not_followed"

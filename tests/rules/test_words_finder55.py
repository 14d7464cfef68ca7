"""finder55 (issue 37 §1, session 28): « Que s'est-il passé ? » read where the words state it without doubt.

- renonce: the revoke told in the present with its player just before (« Ouest, en défense, renonce », « le
  défenseur renonce »), or named « consommée » with its player (« renonce consommée de Sud »), states a suit not
  followed (61A) as « Ouest a renoncé » does; never denied, asked, supposed, reported, given up (« renonce à
  l'impasse »), nor « c'est renonce ? » (the verb, not the seat Est).
"""

from __future__ import annotations

import pytest

from rules import vocabulary


def _situation(topic: str, text: str) -> str | None:
    return vocabulary.facts(topic, text).get("situation")


# --- renonce -----------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Ouest (en défense) renonce, la levée est gagnée par le déclarant.",
        "3SA contré. Le défenseur renonce, le déclarant prend la levée de la renonce.",
        "Sud joue 4♠. Ouest, en défense, renonce à la 6e levée et le mort prend.",
        "Le décla renonce à la 7e levée puis revendique le reste.",
        "Renonce consommée de Sud en défense à pique ; Nord-Sud ont fait une levée après.",
        "renonce consommée d'Ouest, le transfert d'une levée ne compense pas",
        "RENONCE DE L'OUEST, IL A GAGNÉ LA LEVÉE AVEC SON ATOUT.",
        "Declarer revoke in spades, he noticed himself before anybody played to next trick.",
    ],
)
def test_the_revoke_told_with_its_player_is_a_suit_not_followed(text: str) -> None:
    assert _situation("renonce", text) == "not_followed"


@pytest.mark.parametrize(
    "text",
    [
        "Nord ne renonce pas, il n'avait plus de carreau.",  # denied
        "Si Ouest renonce à la 12e levée, que se passe-t-il ?",  # supposed
        "Est dit que Nord renonce à chaque donne.",  # reported
        "Je crois que le défenseur renonce, mais je ne suis pas sûr.",  # a doubt
        "Sud renonce à l'impasse et tire ses atouts.",  # gives up a line of play, no revoke
        "Le déclarant renonce à contester la revendication.",  # gives up, no revoke
        "Ouest renonce à sa revendication.",  # gives up, no revoke
        "Nord renonce sur la carte pénalisée de son partenaire.",  # another kind (penalty card)
        "C'est renonce si je retrouve un pique avant de jouer à la levée suivante ?",  # the verb « être »
        "Pas de renonce consommée de Sud : personne n'a rejoué.",  # denied
        "Sud prétend qu'il y a eu renonce consommée d'Ouest.",  # one player's word (85A)
        "Renonce consommée d'Est à cœur, puis renonce de Sud à trèfle.",  # two revokes
    ],
)
def test_the_revoke_not_stated_is_asked(text: str) -> None:
    assert _situation("renonce", text) != "not_followed"

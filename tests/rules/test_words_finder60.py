"""finder60 (session 29): reviewer28's wrong pre-fills left open, in our own words.

R-3: whose turn it was, said of a card *played* to a trick another player led, is a premature play (57A, 57C3, 57D),
never a lead out of turn (53-56) nor a lead from the wrong hand (55B2): the lead's facts are asked, and the premature
play comes first. The words are tied to their own verb and subject: a lead said out of turn keeps its facts."""

from __future__ import annotations

import pytest

from bot.finder import topics as finder
from rules.folding import words
from rules.played_to_a_lead_in_words import played_to_anothers_lead
from tests.bot.finder.descriptions import engine_facts

# A card played out of turn to a trick another player had led (57): its player, his verb, whose turn.
PLAYED_TO_A_LEAD = [
    "Ouest attaque cœur, le déclarant Sud fournit de sa main alors que c'était au mort de jouer",
    "Est attaque ; le déclarant joue de sa main avant le mort, alors que c'était au mort",
    "Sur l'attaque d'Est, Ouest a fourni avant le déclarant alors que c'était au déclarant de jouer",
    "Sur l'attaque du déclarant, Est a joué hors tour le roi de cœur, avant son partenaire Ouest",
    "Le déclarant attaque du mort ; Ouest joue hors tour, avant Est",
    "Est a joué hors tour : c'était à Ouest de fournir sur l'attaque du mort",
    "Nord attaque pique, puis Ouest pose sa dame alors que c'était au déclarant Sud de jouer",
]


@pytest.mark.parametrize("text", PLAYED_TO_A_LEAD)
def test_a_card_played_to_anothers_lead_is_no_lead_out_of_turn(text: str) -> None:
    assert played_to_anothers_lead(" ".join(words(text)))
    facts = engine_facts("attaque", text)
    assert "situation" not in facts and "who_led" not in facts


@pytest.mark.parametrize("text", PLAYED_TO_A_LEAD)
def test_a_card_played_to_anothers_lead_proposes_the_premature_play_first(text: str) -> None:
    assert finder.search(text)[0].id == "jeu_premature"


# Traps: the lead itself out of turn (its own words), a trick won between (the card may lead the next), another
# trick, no lead said at all, the same player.
@pytest.mark.parametrize(
    ("text", "who_led"),
    [
        # 53A: the lead at dummy's turn, then the next hand played on it
        (
            "Nord a attaqué carreau alors que la main était au mort, et Est a déjà fourni dessus de sa main",
            None,
        ),
        ("Est attaque hors tour ; le déclarant fournit de sa main alors que c'était au mort", None),
        (
            "Ouest a attaqué alors que c'était à Est, et ensuite Est a joué sa carte avant le déclarant à la levée suivante",
            None,
        ),
        ("Est a joué hors tour, le déclarant n'accepte pas", None),
        ("Le déclarant Sud joue de sa main alors que c'était au mort", "declarer_wrong_hand"),
        ("Ouest attaque ; à la levée suivante, Est joue hors tour", None),
        ("Est attaque pique, Sud prend de l'as, puis Ouest joue hors tour", None),
    ],
)
def test_a_lead_said_out_of_turn_keeps_its_facts(text: str, who_led: str | None) -> None:
    assert not played_to_anothers_lead(" ".join(words(text)))
    facts = engine_facts("attaque", text)
    assert facts.get("situation") == "lead_out_of_turn"
    if who_led:
        assert facts.get("who_led") == who_led


def test_est_the_verb_is_no_player() -> None:
    # « c'est », « qui est »: the verb, not the seat East playing
    assert not played_to_anothers_lead(" ".join(words("Ouest attaque ; c'est joué hors tour ? non")))

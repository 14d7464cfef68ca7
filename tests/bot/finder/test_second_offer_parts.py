"""Issue 37 §4 (finder43): a second irregularity named by a part of the words that the certain cut does not take
(« …, et juste après son partenaire attaque hors tour ») is offered with `+` too; opened, it reads the facts of no
part of the words (the director answers its questions), since its part is not told apart with certainty."""

from __future__ import annotations

from bot.finder import topics as finder
from bot.incidents.engine import Engine
from tests.bot.conftest import OWNER

# a revoke (61A) and, after it, a defender's lead out of turn (56): two irregularities to rule
WORDS = "Est renonce à carreau pendant le jeu, et juste après son partenaire attaque hors tour"


async def test_the_other_irregularity_a_part_names_is_offered_and_opened(engine: Engine) -> None:
    assert finder.irregularities(WORDS) == []  # not the certain cut: the parts below offer it
    opened = await engine.open(OWNER, "salle", "attaque", description=WORDS)
    assert opened.incident is not None and opened.message is not None
    assert "La description nomme aussi une deuxième irrégularité : Renonce" in opened.message
    second = await engine.second_irregularity(opened.incident.id, OWNER)
    assert second.incident is not None and second.incident.topic == "renonce"
    assert not second.incident.answers  # nothing answered from words whose parts are not told apart


async def test_the_first_chosen_offers_the_later_one(engine: Engine) -> None:
    opened = await engine.open(OWNER, "salle", "renonce", description=WORDS)
    assert opened.message is not None
    assert "La description nomme aussi une deuxième irrégularité : Attaque hors tour" in opened.message


async def test_no_offer_when_a_part_only_tells_what_followed(engine: Engine) -> None:
    # « et Sud continue à 3♣ » is the use of the information (16B1), no irregularity of its own
    words = "Nord a alerté le 2♣ de Sud alors que c'était naturel, et Sud continue à 3♣"
    opened = await engine.open(OWNER, "salle", "information_non_autorisee", description=words)
    assert opened.incident is not None
    assert "deuxième irrégularité" not in (opened.message or "")

"""Session 22 (finder42): stated facts taken (issue 37 §1), each reading with the words that must not fill it.

- The declarer's option on the lead of the partner of a penalty card's owner (« le déclarant exige l'attaque
  trèfle », « il interdit pique à Nord », « ne veut rien exiger ni interdire »), with a card on the table: only a
  defender has penalty cards (48A) and only his penalty card gives the declarer that option (50D2), so the card is
  a defender's. Said in the present with no outcome yet, the partner is to lead now (50D2's question). Told as done
  with what came of it (the card picked up, the suit void: 50E), two penalty cards (51A: the declarer designates
  the owner's card), a hypothetical choice, a denial or another player's claim: the situation is asked.
- A seat tagged « , en défense, » between commas (« Ouest, en défense, a défaussé… ») is the subject of the verb after
  the tag, as « Ouest (en défense) a défaussé… » already was: who revoked, who led. Denied, doubted, asked, supposed,
  or the declarer's side said to defend: nothing.
"""

from __future__ import annotations

import pytest

from rules import vocabulary
from rules.seats_in_words import with_roles

PENALTY = "cartes_penalisees"


@pytest.mark.parametrize(
    "text",
    [
        "Nord a une carte pénalisée, le 9 de cœur ; le déclarant exige l'attaque cœur de Sud.",
        "Carte pénalisée d'Est sur la table, le déclarant interdit carreau à Ouest.",
        "Le déclarant ne veut rien exiger ni interdire, la carte pénalisée reste sur la table.",
        "Le déclarant a interdit l'attaque dans la couleur de la carte pénalisée d'Ouest.",
        "La carte reste sur la table : le déclarant a exigé l'attaque pique.",
    ],
)
def test_the_declarers_option_on_the_lead_makes_the_penalty_card_a_defenders(text: str) -> None:
    assert vocabulary.facts(PENALTY, text)["owner"] == "defender"


@pytest.mark.parametrize(
    "text",
    [
        "Le déclarant a laissé tomber sa dame de pique ; les défenseurs disent qu'il exige l'attaque de sa carte.",
        "C'est le mort qui a fait tomber le roi, et le déclarant exige l'attaque trèfle.",
        "Le déclarant exige l'attaque trèfle de Nord.",  # no card on the table said: another law's restriction (26B)
    ],
)
def test_the_declarers_option_said_of_no_defenders_card_gives_no_owner(text: str) -> None:
    assert vocabulary.facts(PENALTY, text).get("owner") != "defender"


@pytest.mark.parametrize(
    ("text", "choice"),
    [
        ("Nord a une carte pénalisée, le 9 de cœur ; le déclarant exige l'attaque cœur de Sud.", "require"),
        ("Sud a une carte pénalisée, le déclarant exige carreau à Nord.", "require"),
        ("La carte pénalisée d'Est est là et le déclarant ne veut rien exiger ni interdire.", "nothing"),
    ],
)
def test_the_option_chosen_now_is_the_partners_lead(text: str, choice: str) -> None:
    facts = vocabulary.facts(PENALTY, text)
    assert facts["situation"] == "partner_to_lead"
    assert facts["declarer_choice"] == choice


@pytest.mark.parametrize(
    "text",
    [
        # done, with what came of it (50E)
        "Le déclarant avait exigé l'attaque cœur ; Ouest n'en avait plus et la carte pénalisée est remise en main.",
        "Le déclarant exige carreau à Nord, la carte pénalisée de Sud est reprise en main ; Nord a-t-il appris quelque chose ?",
        # two penalty cards (51A)
        "Ouest a deux cartes pénalisées, le déclarant exige l'attaque pique.",
        # hypothetical, denied, doubted, someone else's claim
        "Le déclarant va peut-être exiger l'attaque pique, Est a une carte pénalisée.",
        "Le déclarant n'a pas exigé l'attaque, la carte pénalisée d'Est reste sur la table.",
        "Le déclarant hésite, il exige l'attaque pique ou il interdit, la carte pénalisée est sur la table.",
        "Selon Est, le déclarant exige l'attaque trèfle, la carte pénalisée reste sur la table.",
        "Je ne sais pas si le déclarant exige l'attaque trèfle, Est a une carte pénalisée.",
        "Le déclarant exige-t-il l'attaque trèfle ? Est a une carte pénalisée.",
    ],
)
def test_the_option_told_as_done_supposed_or_denied_leaves_the_situation_asked(text: str) -> None:
    assert vocabulary.facts(PENALTY, text).get("situation") != "partner_to_lead"


@pytest.mark.parametrize(
    "text",
    [
        "Contrat 3SA par Nord. Ouest, en défense, a défaussé un pique sur le carreau alors qu'il avait encore le 4 de carreau.",
        "Est, en défense, a coupé le deuxième trèfle alors qu'il lui restait le valet de trèfle.",
        "Contrat 4♥ par Est. Nord, en défense, a défaussé un carreau sur le deuxième pique alors qu'il avait encore le 8 de "
        "pique ; c'est Est qui a fait cette levée.",
        "Est , en déf , a coupé le deuxième trèfle alors qu'il lui restait le valet de trèfle.",
    ],
)
def test_a_seat_tagged_in_defence_between_commas_is_the_revokes_subject(text: str) -> None:
    assert "en défense," not in with_roles(text)
    assert vocabulary.facts("renonce", text)["offender"] == "defender"


@pytest.mark.parametrize(
    "text",
    [
        "Est, en défense, n'a pas renoncé, il n'avait plus de trèfle.",
        "Je crois qu'Est, en défense, a renoncé à trèfle.",
        "Est, en défense, a-t-il renoncé à trèfle ?",
        "Si Est, en défense, a renoncé à trèfle, que se passe-t-il ?",
        "Sud joue 4♠. Nord, en défense, a renoncé à cœur.",  # the declarer's side said to defend: doubt
    ],
)
def test_a_seat_tagged_in_defence_gives_no_revoker_when_denied_doubted_or_contradicted(text: str) -> None:
    assert "offender" not in vocabulary.facts("renonce", text)


def test_a_seat_tagged_in_defence_between_commas_is_the_leader() -> None:
    text = "Le mort avait gagné la levée, mais Ouest, en défense, a attaqué pique."
    assert vocabulary.facts("attaque", text)["who_led"] == "defender_declarer_turn"
    assert "who_led" not in vocabulary.facts(
        "attaque", "Le mort avait gagné la levée, Ouest, en défense, n'a pas attaqué."
    )

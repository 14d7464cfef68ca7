"""Issue 37 §3–§4, round 5 session 7: the incident's own words before its context, and the director's
ruling told as the incident (my own sentences, not from a description set).

- A follow-up (bot/finder/acts.py `_DIRECTORS_ERROR`): the director's own ruling contested or wrong
  (« ils contestent ma décision », « j'ai appliqué la mauvaise loi », « le score ajusté que j'ai
  donné ») is the follow-up first (82C, 92), whatever incident it was about; the same incident told
  without the ruling keeps its own topic.
- Whose opening or contract (« après l'ouverture d'Ouest », « le contrat de Sud ») places the incident:
  it never outranks what happened (bot/finder/frame.py), as « après l'ouverture 1♥ de Sud » already did.
Each case has a neighbour that must keep its topic."""

import pytest

from bot.finder.topics import irregularities, search


def first(text: str) -> str:
    found = search(text)
    assert found, text
    return found[0].id


@pytest.mark.parametrize(
    "text",
    [
        "NS contestent le score ajusté que j'ai donné",
        "j'ai donné la mauvaise rectification sur la renonce de la donne 7",
        "ma rectification sur l'enchère insuffisante était fausse",
        "EO ne sont pas d'accord avec ma décision sur la revendication",
        "j'ai appliqué la mauvaise loi pour l'entame hors tour",
    ],
)
def test_the_directors_ruling_contested_or_wrong_is_the_follow_up(text: str) -> None:
    assert first(text) == "suites_decision"


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("Est a renoncé, quelle doit être ma décision ?", "renonce"),  # a ruling to make, not one made
        ("je dois donner un score ajusté après l'hésitation, comment faire ?", "marque_ajustee"),
        (
            "à la fin du coup NS contestent l'enchère de 4♠ de Sud après l'hésitation",
            "information_non_autorisee",
        ),
        ("le déclarant a appelé la mauvaise carte du mort, il voulait le roi", "carte_du_mort"),
        ("Ouest a renoncé à cœur, EO contestent le nombre de levées transférées", "renonce"),
    ],
)
def test_a_ruling_to_make_or_a_players_contest_keeps_its_incident(text: str, topic: str) -> None:
    assert first(text) == topic


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("Sud a hésité puis Nord a dit 4♠, après l'ouverture d'Ouest", "information_non_autorisee"),
        ("après l'ouverture de Nord, Est a hésité puis Ouest a contré", "information_non_autorisee"),
        # neighbours: the opening itself is the incident
        ("l'ouverture d'Ouest était hors tour, c'était à Nord de parler", "declaration_hors_tour"),
        ("Est a fait une ouverture hors tour", "declaration_hors_tour"),
    ],
)
def test_whose_opening_places_the_incident_without_naming_it(text: str, topic: str) -> None:
    assert first(text) == topic


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        # A hesitation before a call is partner's information (16B); before a card, a tempo (73D).
        ("Sud a hésité avant de passer", "information_non_autorisee"),
        ("Ouest a longuement réfléchi avant de contrer, puis Est a dit 4♠", "information_non_autorisee"),
        ("Est a hésité avant de fournir petit", "tempo_comportement"),
        # « s'est repris » with a bid is a change of call (25A); with a card, the card played.
        ("Nord a dit 2♥ puis s'est repris pour dire 2♠", "changement_declaration"),
        ("Ouest a joué le roi puis s'est repris pour jouer la dame", "carte_jouee"),
        # A lead at the first trick is the opening lead (54), whatever its word; later, a lead (53-56).
        ("attaque hors tour à la première levée", "entame"),
        ("à la 1re levée Est a attaqué alors que c'était à Ouest", "entame"),
        ("à la 6e levée un défenseur a attaqué alors que c'était à son partenaire", "attaque"),
        ("Est a attaqué hors tour à la levée 10", "attaque"),
    ],
)
def test_the_act_before_its_words(text: str, topic: str) -> None:
    assert first(text) == topic


def test_a_call_then_a_hesitation_are_two_irregularities() -> None:
    found = [
        t.id for t in irregularities("Nord a dit 1♥ sur 1♠, puis Sud a hésité longtemps avant de passer")
    ]
    assert found == ["enchere_insuffisante", "information_non_autorisee"]
    assert irregularities("Sud a hésité longtemps avant de passer puis Nord a dit 4♠") == []  # what followed

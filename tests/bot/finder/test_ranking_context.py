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


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        # Whose turn it was said first, then another acted: out of turn (28-31, 54).
        ("c'était à Sud d'ouvrir mais Ouest a dit 1♠", "declaration_hors_tour"),
        ("c'était à Est d'entamer et Ouest a entamé le roi de pique", "entame"),
        # neighbours: whose turn it was, and the player himself hesitated
        ("c'était à Nord de jouer, il a hésité longtemps avant de fournir petit", "tempo_comportement"),
        (
            "c'était à Ouest de parler, il a réfléchi une minute avant de passer et Est a dit 3SA",
            "information_non_autorisee",
        ),
        # A card of another suit played while the player still holds the suit led: a revoke (61, 62).
        (
            "le déclarant a défaussé un trèfle de sa main sur l'attaque pique, il a encore le 2 de pique",
            "renonce",
        ),
        ("Ouest a coupé sur l'entame carreau alors qu'il a encore un carreau", "renonce"),
        # neighbour: a card still held by a claimer is the claim's
        ("le déclarant a revendiqué mais il a encore un atout dehors", "revendication"),
    ],
)
def test_whose_turn_and_what_was_held(text: str, topic: str) -> None:
    assert first(text) == topic


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        # Who won the trick, then another player led: whose lead it was (53-56).
        ("Sud avait fait la levée mais c'est Ouest qui a attaqué carreau", "attaque"),
        ("la levée 5 a été gagnée par le mort, le déclarant a attaqué de sa main", "attaque"),
        # neighbour: the winner led, and what followed is the incident
        (
            "le déclarant a pris de l'as et a attaqué pique, Est n'a pas fourni alors qu'il en avait",
            "renonce",
        ),
    ],
)
def test_a_lead_by_another_than_the_tricks_winner(text: str, topic: str) -> None:
    assert first(text) == topic


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        # A call or a card withdrawn, and whether partner may use it: 16C.
        (
            "Sud a retiré son 1♦ insuffisant et l'a remplacé par 2♦ ; Nord peut-il tenir compte du 1♦ ?",
            "information_non_autorisee",
        ),
        (
            "l'entame hors tour a été reprise, le partenaire peut-il se servir de ce qu'il a vu ?",
            "information_non_autorisee",
        ),
        # neighbours: a penalty card's information is its own law (50E); a call withdrawn and nothing asked
        (
            "la carte pénalisée a été reprise en main après l'attaque exigée, le partenaire peut-il en tenir compte ?",
            "cartes_penalisees",
        ),
        ("Ouest a retiré son 2♥ insuffisant et a dit 3♥", "enchere_insuffisante"),
    ],
)
def test_what_partner_may_use_of_a_withdrawn_call(text: str, topic: str) -> None:
    assert first(text) == topic


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        # A bid above seven is inadmissible (38) whatever else the words say; a card of eight is a card.
        ("il a sorti 9♥ par erreur au lieu de 2♥", "declaration_inadmissible"),
        ("le déclarant a appelé le 8♠ du mort puis en a joué une autre", "carte_du_mort"),
        ("Est a montré le 8♥ pendant le jeu", "cartes_penalisees"),
        # the directors' abbreviation
        ("rnce ? t5", "renonce"),
    ],
)
def test_a_bid_above_seven_and_an_abbreviation(text: str, topic: str) -> None:
    assert first(text) == topic

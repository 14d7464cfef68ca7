"""The act the words tell ranks its topic first (tester5's M1, M3): an explanation given « comme » a
meaning is a misexplanation (21B, 75), a card named from dummy the dummy's card (45C4b, 46B), two
defenders leading together a lead out of turn (54, 58), playing to the next trick before this one is
finished a premature play (57A); their neighbours keep theirs."""

import pytest

from bot.finder.topics import search


@pytest.mark.parametrize(
    ("description", "topic"),
    [
        (
            "Est a expliqué le contre d'Ouest comme punitif alors que c'était un contre d'appel",
            "explication_erronee",
        ),
        ("Nord joue 1♥, Est a expliqué le contre d'Ouest comme punitif, Sud a passé", "explication_erronee"),
        ("le déclarant a appelé le ♠2 du mort au lieu du ♠3", "carte_du_mort"),
        ("le déclarant a appelé le ♠2 du mort alors qu'il voulait le ♠3", "carte_du_mort"),
        ("Sud joue 4♠, Ouest et Est ont entamé en même temps", "entame"),
        ("Sud joue 4♠, Est a joué à la levée suivante avant que la levée soit finie", "jeu_premature"),
        # Neighbours.
        ("il a hésité longtemps puis son partenaire a fait un contre d'appel", "information_non_autorisee"),
        ("Sud joue 4♠, Est a entamé hors tour", "entame"),
        ("Est a joué avant son tour", "jeu_premature"),
    ],
)
def test_the_act_told_ranks_its_topic_first(description, topic):
    assert search(description)[0].id == topic


def test_a_lead_from_the_wrong_hand_prevented_is_procedure_first():
    # 42B2, 43B2a: nothing was led; the defenders choose the hand (tester5 M7).
    assert search("le mort a empêché le déclarant de jouer de la mauvaise main")[0].id == "procedure"


@pytest.mark.parametrize(
    ("description", "topic"),
    [
        # 57A: a card played before another player's turn came (topics.md's own example).
        ("Sud joue 4♠, Est pose sa carte avant qu'Ouest ait fourni", "jeu_premature"),
        ("Ouest a mis son as avant que le mort ait fourni", "jeu_premature"),
        # Neighbour: a card seen, not played, before partner's turn.
        ("Est a vu la carte de son partenaire avant qu'il ait joué", "information_etrangere"),
    ],
)
def test_a_card_played_before_its_turn_is_premature_play(description, topic):
    assert search(description)[0].id == topic

"""The ranking in round 5, session 9: tester9's findings and the tuning sets' misses, each by a general
rule with a neighbour that keeps its topic.

- A card played « avant que le mort joue » is played before its turn came (57), not the dummy's card.
- T1: a claim contested is the claim (70), not a follow-up to a ruling: no second irregularity offered.
- T3: a claim told by its verb after « puis » (« puis à la 5e Sud revendique ») is a second irregularity.
- T4: « le ♠R pénalisé » (the masculine) is the penalty card's word too.
- T12: a question about a call, then the partner's call or lead: what that partner may not use (16B,
  20G1), not the dummy's card; the partner's action after it is its sequel, not a second irregularity.
- T13: « a dit passe puis s'est repris aussitôt pour dire 1♥ » is a call changed (25), and a card played
  while another was wanted (« il voulait jouer le ♠2 ») is the card's (45, 47), not a call changed.
- The ninth set: a card in another hand's pocket and the board played differently is a fouled board
  (87A), « pas jouée pareil » is no board left unplayed; two players' cards at once in the play (58A);
  « au milieu des enchères » is the auction.
- tester9 T19, T20 and tester10 W12: « pénalisé » is the penalty card; a suit led against the declarer's
  requirement is a revoke (61A); partner's remark in the table's chat is partner's information (16B1a).
"""

import pytest

from bot.finder.topics import irregularities, search


def ids(topics) -> list[str]:
    return [topic.id for topic in topics]


@pytest.mark.parametrize(
    ("text", "first"),
    [
        ("Ouest avait déjà fourni, et Est (défense) a posé sa carte avant que le mort joue", "jeu_premature"),
        ("le mort a mis sa carte avant que Est ait joué", "carte_du_mort"),  # neighbour: the dummy played
        ("à la 3e levée Ouest prend la main, Est a toujours le ♠R pénalisé devant lui", "cartes_penalisees"),
        ("Nord a traité son partenaire d'imbécile devant tout le monde après la donne", "tempo_comportement"),
        (
            "Est a demandé la signification de 2♣ puis a passé, Ouest entame trèfle",
            "information_non_autorisee",
        ),
        # neighbour: the answer was wrong, the misexplanation's
        (
            "Est a demandé la signification de 2♣, Ouest a dit Stayman alors que c'est naturel, puis Est a entamé",
            "explication_erronee",
        ),
        ("Ouest a dit passe puis s'est repris aussitôt pour dire 1♥, lapsus", "changement_declaration"),
        ("Sud a dit 2♥ puis s'est repris : il voulait dire 2♠, lapsus", "changement_declaration"),
        ("Est a joué le ♠R par erreur, il voulait jouer le ♠2", "carte_jouee"),
        # neighbours: what he wants now is no card played; calling the director is no card
        ("carte pénalisée secondaire, il veut défausser un autre petit", "cartes_penalisees"),
        (
            "revendication contestée, Est voulait appeler l'arbitre mais les trois autres ont continué",
            "revendication",
        ),
        # s9: a card in another hand's pocket, the board then played differently: a fouled board (87A)
        (
            "le 3 de pique était dans la poche Est au lieu de Nord à une table, donc la donne n'a pas été jouée "
            "pareil partout",
            "donne_faussee",
        ),
        ("la donne 9 n'a pas pu être jouée", "marque_ajustee"),  # neighbour: a board not played (12C2)
        # s9: two players' cards at once in the play (58A); two leads face down are the opening lead's
        (
            "Nord et Est ont posé leur carte exactement en même temps, on sait pas qui était le premier",
            "jeu_premature",
        ),
        (
            "les deux defenseurs ont posé une carte face cachée en même temps, aucune n'est retournée",
            "entame",
        ),
        # s9: « au milieu des enchères » is the auction's moment (24)
        ("le roi de trèfle de Nord est tombé face visible au milieu des enchères", "carte_exposee_encheres"),
        # tester9 T19: « pénalisé » is the penalty card (52), not a procedural penalty
        (
            "Sud joue 4♠, Ouest avait le ♥R pénalisé sur la table, il a défaussé un trèfle au lieu du ♥R sur un carreau",
            "cartes_penalisees",
        ),
        # tester9 T20: a suit the declarer forbade, led: a revoke (61A), not a lead out of turn; neighbour
        ("Sud joue 3♠, Ouest entame pique alors que le déclarant lui avait interdit pique", "renonce"),
        ("Est a entamé hors tour alors que c'était à Ouest", "entame"),
        # tester10 W12: partner's remark in the table's chat is his information (16B1a), whatever it quotes
        (
            "ensuite son partenaire Ouest a écrit dans le chat de la table « tu as mal cliqué ? » avant de jouer",
            "information_non_autorisee",
        ),
        (
            "en ligne, le partenaire a écrit dans le chat de table : « attention à l'atout »",
            "information_non_autorisee",
        ),
        # neighbour: a spectator's message is information from elsewhere (16D1)
        ("sur BBO un spectateur a envoyé un message privé à Nord pendant la donne", "information_etrangere"),
    ],
)
def test_the_act_comes_first(text: str, first: str) -> None:
    assert search(text)[0].id == first


@pytest.mark.parametrize(
    ("text", "named"),
    [
        (
            "donne 1 table 2, Sud joue 4♠, à la 5e levée Sud revendique en disant je tire l'atout et je rends un "
            "trèfle, EO contestent",
            [],
        ),
        (
            "Sud joue 4♠, Est n'a pas fourni à pique à la 3e levée, il a joué à la levée suivante, puis à la 5e "
            "Sud revendique, EO contestent",
            ["renonce", "revendication"],
        ),
        ("Est a posé des questions sur 2♣ puis a passé, son partenaire a entamé trèfle", []),
        # neighbour: a second irregularity after the question is still one
        (
            "Nord a dit 1♥ sur 1♠, puis Sud a hésité longtemps avant de passer",
            ["enchere_insuffisante", "information_non_autorisee"],
        ),
    ],
)
def test_the_irregularities_named(text: str, named: list[str]) -> None:
    assert ids(irregularities(text)) == named

"""Tester7's findings on the finder's ranking (round 5, session 7), each with a neighbour that keeps
its topic. T13: a lead out of turn told after another irregularity is offered with `+`, whatever verb
says the lead (« attaqué », « entamé », « entame alors que c'était à Ouest »). T16: « mais c'était à
O » says whose turn it was. T18: « puis a corrigé » puts the revoke right and names no second
irregularity. T24: spreading the hand at the 9th trick, « tout est bon sauf l'as d'atout », is a
claim (68A); the opening lead's spread (54A) is at the first trick only. T25: a remark to partner is
his information (16B, 73B1), not a revoke."""

import pytest

from bot.finder.topics import irregularities, search


def ids(topics) -> list[str]:
    return [topic.id for topic in topics]


@pytest.mark.parametrize(
    ("text", "named"),
    [
        # T13
        (
            "d18 t6 4♥ par O, N a exposé le ♠R pendant le jeu, puis S a attaqué ♠ hors tour",
            ["cartes_penalisees", "attaque"],
        ),
        (
            "d18 t6 4♥ par O, N a exposé le ♠R pendant le jeu, puis S a entamé ♠ hors tour",
            ["cartes_penalisees", "entame"],
        ),
        (
            "d5 t3 ns=3 eo=15 Nord ouvre 1SA, Est dit 1♠, Sud refuse, Est remplace par 3♠. "
            "Ensuite Sud joue 4♥ et Est entame alors que c'était à Ouest",
            ["enchere_insuffisante", "entame"],
        ),
        (  # T2's third wording: « au lieu d'Ouest » says whose turn it was, no call changed
            "d5 t3 Nord ouvre 1SA, Est dit 1♠ et Sud l'accepte. Ensuite Sud joue 3SA, et c'est Nord qui entame "
            "au lieu d'Ouest",
            ["enchere_insuffisante", "entame"],
        ),
        ("d18 t6 4♥ par O, N a exposé le ♠R pendant le jeu", []),  # one irregularity
        # T18: the revoke put right is one irregularity; a lead out of turn after it is a second
        ("4♥ par S, O a renoncé puis a corrigé tout de suite", []),
        (
            "4♥ par S, O a renoncé à ♣ puis s'est corrigé avant que son partenaire joue à la levée suivante",
            [],
        ),
        ("Ouest a renoncé à cœur et a corrigé aussitôt", []),
        ("4♥ par S, O a renoncé à ♣ puis E a attaqué hors tour", ["renonce", "attaque"]),
    ],
)
def test_the_irregularities_a_description_names(text: str, named: list[str]) -> None:
    assert ids(irregularities(text)) == named
    if named:
        assert ids(search(text))[: len(named)] == named


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        # T16
        (
            "table 6, donne 21, NS 6 contre EO 16, S a dit 1♠ après que 3 joueurs ont passé, mais c'était à O",
            "declaration_hors_tour",
        ),
        ("4♠ passe passe passe puis Nord a dit 5♠", "declaration_inadmissible"),
        # T24
        (
            "d8 t4 4♠ S, à la 9e le décla étale et dit tout est bon sauf l'as d'atout, O conteste",
            "revendication",
        ),
        ("4♠ par S, Ouest a entamé hors tour et le déclarant a étalé son jeu", "entame"),
        # T25: a remark to partner is his information (16B, 73B1), not a revoke
        (
            "d2 t3 S joue 3SA, O a entamé, E a dit attention partenaire c'est pas à toi, trop tard",
            "information_non_autorisee",
        ),
        (
            "Ouest a dit à son partenaire « attention, ne te trompe pas » pendant le jeu",
            "information_non_autorisee",
        ),
        (
            "le mort a dit à son partenaire qu'il lui restait un atout",
            "procedure",
        ),  # the dummy speaks: 42, 43
        ("le déclarant a demandé à son partenaire s'il devait accepter l'attaque hors tour", "procedure"),
        ("rnce d4 t2 pas sûr que ce soit consommé", "renonce"),
        ("Nord a entamé au lieu d'Est", "entame"),
        ("Ouest a joué le roi au lieu de la dame et veut la reprendre", "carte_jouee"),  # a card, not a seat
        # T9's complement: the think time said in seconds is a hesitation; online, the online one (85A1)
        ("sur BBO, N a mis 40 s pour passer, S a dit 4♥", "en_ligne_hesitation"),
        ("Nord a mis 40 s pour passer, Sud a dit 4♥", "information_non_autorisee"),
        ("sur BBO Sud a cliqué 2♠ au lieu de 2♥", "en_ligne_clic"),
        # a lead out of turn said as a moment keeps the play after it
        (
            "après son attaque hors tour, le même camp a continué à jouer avant que j'arrive",
            "jeu_apres_irregularite",
        ),
    ],
)
def test_the_first_topic(text: str, topic: str) -> None:
    assert search(text)[0].id == topic

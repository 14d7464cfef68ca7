"""The act told by the sentence's grammar ranks its topic first (issue 37 §4, bot/finder/acts.py): the
dummy who speaks is the dummy's rights (42, 43), an option asked of partner the choice's procedure
(10C), an irregularity stopped before it happened the prevention (42B2, 43B2a), a hesitation before a
card of the play a misleading tempo (73D, 73E), a card played on an irregular one before the director
came the play after an irregularity (60A). Each case has a neighbour that keeps its topic."""

import pytest

from bot.finder.topics import irregularities, search


@pytest.mark.parametrize(
    ("description", "topic"),
    [
        # The dummy speaks: whatever irregularity he spoke of.
        (
            "le mort, qui était allé voir le jeu du déclarant, a signalé une attaque hors tour d'Est",
            "procedure",
        ),
        ("le mort a signalé au déclarant qu'Est n'avait pas fourni", "procedure"),
        ("le mort a dit au déclarant « tu es au mort » avant qu'il attaque de sa main", "procedure"),
        ("le mort demande au déclarant s'il n'a plus de carreau", "procedure"),
        # Neighbours: the dummy's card, a trick looked at again, a lead he told a defender to make,
        # the dummy's own call after the final pass.
        ("le mort a touché une carte", "carte_du_mort"),
        ("le mort demande à revoir la dernière levée", "levees"),
        ("c'est le mort qui a dit à Est « à vous » et Est a attaqué, mais la main était au mort", "attaque"),
        ("4♥ par Sud, passe, passe, passe, puis le mort dit 5♥", "declaration_inadmissible"),
    ],
)
def test_the_dummy_who_speaks_is_the_dummys_rights(description, topic):
    assert search(description)[0].id == topic


@pytest.mark.parametrize(
    ("description", "topic"),
    [
        ("le décla a demandé à son partenaire s'il devait accepter l'attaque hors tour", "procedure"),
        ("le déclarant a consulté le mort pour choisir entre accepter et refuser l'entame", "procedure"),
        # Neighbour: the choice made alone is the irregularity's own option.
        ("le déclarant a accepté l'entame hors tour", "entame"),
    ],
)
def test_partner_consulted_on_an_option_is_procedure(description, topic):
    assert search(description)[0].id == topic


@pytest.mark.parametrize(
    ("description", "topic"),
    [
        ("Est allait entamer hors tour mais son partenaire l'a arrêté à temps", "procedure"),
        ("j'ai évité que Nord entame hors tour", "procedure"),
        ("j'ai empêché mon partenaire de jouer avant son tour", "procedure"),
        # Neighbours: what was done, and an irregularity that « prevented » a contract.
        ("Est a entamé hors tour", "entame"),
        ("l'entame hors tour a empêché le déclarant de jouer 3SA", "entame"),
    ],
)
def test_an_irregularity_prevented_is_not_the_irregularity(description, topic):
    assert search(description)[0].id == topic


@pytest.mark.parametrize(
    ("description", "topic"),
    [
        (
            "Est a hésité longtemps avant de fournir petit, le déclarant a raté l'impasse",
            "tempo_comportement",
        ),
        ("le décla a fait l'impasse parce qu'Ouest avait longuement réfléchi", "tempo_comportement"),
        ("Ouest a réfléchi longtemps avant de défausser", "tempo_comportement"),
        # Neighbours: partner acts on the hesitation (auction or play).
        ("Ouest a hésité longtemps avant de passer sur 3♠ et Est a dit 4♠", "information_non_autorisee"),
        (
            "Ouest a hésité avant de jouer petit, son partenaire a ensuite trouvé le bon retour",
            "information_non_autorisee",
        ),
    ],
)
def test_a_hesitation_before_a_card_is_tempo(description, topic):
    assert search(description)[0].id == topic


@pytest.mark.parametrize(
    ("description", "topic"),
    [
        ("Nord a attaqué hors tour et Est a joué dessus avant que j'arrive", "jeu_apres_irregularite"),
        ("Est a joué avant son tour, Sud a fourni dessus avant qu'on m'appelle", "jeu_apres_irregularite"),
        # Neighbour: the lead out of turn told alone, its acceptance one of its questions.
        ("Est a attaqué hors tour, le déclarant a fourni dessus", "attaque"),
    ],
)
def test_a_card_played_on_an_irregular_one_before_the_director(description, topic):
    assert search(description)[0].id == topic


@pytest.mark.parametrize(
    ("description", "topic"),
    [
        ("3SA par Nord passé trois fois, puis Ouest dit 4♠", "declaration_inadmissible"),
        ("Est a contré après le dernier passe", "declaration_inadmissible"),
        # Neighbours: a call changed at the end of the auction, an explanation after it.
        (
            "Nord a sorti le passe final alors qu'il voulait dire 4♥, l'entame n'est pas faite",
            "changement_declaration",
        ),
        (
            "les enchères sont finies, le futur mort dit que l'explication de son partenaire était fausse",
            "explication_erronee",
        ),
    ],
)
def test_a_call_after_the_final_pass(description, topic):
    assert search(description)[0].id == topic


@pytest.mark.parametrize(
    ("description", "topic"),
    [
        # 59: the card required cannot be played; 64B…: the card forbidden was played all the same.
        ("le déclarant a exigé l'attaque cœur mais Ouest n'a plus de cœur", "jeu_apres_irregularite"),
        ("le déclarant a interdit le pique à Est, il a quand même attaqué pique", "renonce"),
        # Neighbour: the requirement told alone is the penalty card's option.
        ("Est a une carte pénalisée, le déclarant exige l'attaque pique", "cartes_penalisees"),
    ],
)
def test_a_requirement_that_cannot_be_met_or_was_ignored(description, topic):
    assert search(description)[0].id == topic


@pytest.mark.parametrize(
    ("description", "topic"),
    [
        ("Nord a corrigé lui-même son enchère insuffisante avant que j'arrive", "procedure"),
        # Neighbour: a choice left to the opponent is the insufficient bid's.
        ("Nord a corrigé lui-même son enchère insuffisante, Est refuse le 1♥", "enchere_insuffisante"),
    ],
)
def test_an_irregularity_put_right_by_the_players(description, topic):
    assert search(description)[0].id == topic


@pytest.mark.parametrize(
    ("description", "topic"),
    [
        (
            "à la fin du coup NS disent qu'Est a profité du passe hors tour annulé de son partenaire",
            "information_non_autorisee",
        ),
        # Neighbour: the call out of turn told alone.
        ("Est a passé hors tour, le passe a été annulé", "declaration_hors_tour"),
    ],
)
def test_partner_who_profited_is_unauthorised_information(description, topic):
    assert search(description)[0].id == topic


@pytest.mark.parametrize(
    ("description", "topic"),
    [
        ("le déclarant pose ses cartes sur la table en disant « le reste est pour moi »", "revendication"),
        ("Sud étale son jeu : « toutes les levées sont à moi »", "revendication"),
        # Neighbour: a defender's hand shown without a word is exposed cards.
        ("Ouest (défense) a montré sa main", "cartes_penalisees"),
    ],
)
def test_cards_shown_with_a_claim(description, topic):
    assert search(description)[0].id == topic


def test_two_irregularities_joined_by_et_are_both_proposed():
    # A word as short as « renoncé » used to fall behind the other part's pairs, out of the proposals.
    text = "Ouest a renoncé à cœur et Est a entamé hors tour"
    assert {t.id for t in search(text)[:2]} == {"renonce", "entame"}
    assert {t.id for t in irregularities(text)} == {"renonce", "entame"}


@pytest.mark.parametrize(
    "description",
    [
        # One act: the lead out of turn played on before the director came (60A).
        "Nord a attaqué hors tour et Est a joué dessus avant que j'arrive",
        # Two cards played together, not a bid: one irregularity.
        "Est (défense) a joué deux cartes collées, le 2♦ sur la levée et le 5♠ derrière",
        # What followed the irregularity.
        "Ouest a entamé hors tour et le déclarant a accepté",
    ],
)
def test_et_joining_what_followed_names_one_irregularity(description):
    assert irregularities(description) == []

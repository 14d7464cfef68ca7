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


@pytest.mark.parametrize(
    ("description", "topic"),
    [
        # One card shown is no claim (68A: a claim shows the hand, or says so).
        ("Est (défense) a montré une carte pendant le jeu", "cartes_penalisees"),
        # Neighbours: the hand shown, or a card shown with words that claim the trick.
        ("il a montré ses cartes", "revendication"),
        (
            "Est a dit « je prends » en montrant son as, il ne parlait que de la levée en cours",
            "revendication",
        ),
    ],
)
def test_one_card_shown_is_no_claim(description, topic):
    assert search(description)[0].id == topic


def test_one_card_shown_by_a_seat_is_no_claim_either():
    assert search("à la donne 7, après l'entame, Est a montré une carte")[0].id != "revendication"


@pytest.mark.parametrize(
    ("description", "topic"),
    [
        # « après l'ouverture 1♥ de Sud »: the bid said as the moment, the auction (24).
        ("après l'ouverture 1♥ de Sud, Ouest a fait tomber une carte", "carte_exposee_encheres"),
        # A hesitation then a card of the play, no partner named: the tempo (73D).
        ("pendant le jeu, Est a longuement réfléchi puis a fourni le 2", "tempo_comportement"),
        # Neighbour: a card dropped in the play.
        ("à la 3e levée, Ouest a fait tomber une carte", "cartes_penalisees"),
    ],
)
def test_the_moment_said_by_an_opening_or_a_card_after_a_hesitation(description, topic):
    assert search(description)[0].id == topic


@pytest.mark.parametrize(
    ("description", "topic"),
    [
        # 61A: a card put on a suit while holding that suit, even when no word of the index is known.
        ("à la 6e levée Ouest a jeté un carreau sur le cœur alors qu'il avait le valet de cœur", "renonce"),
        # 37: a call by a player bound to pass.
        ("Nord devait passer jusqu'à la fin des enchères, et il a dit 3♣", "declaration_inadmissible"),
        # 28-32: a call before its turn.
        ("Est passe avant Sud, c'était à Sud", "declaration_hors_tour"),
        ("après 1♥ de Nord, Ouest a dit 2♣ avant qu'Est ait parlé", "declaration_hors_tour"),
        # 25: the call he wants to change.
        ("Sud veut changer son contre en passe, Ouest n'a pas encore parlé", "changement_declaration"),
        # 24: more than one card dropped in the auction.
        ("Est a fait tomber deux cartes pendant les enchères", "carte_exposee_encheres"),
        # Neighbours: the question of the obligation; an insufficient bid replaced; two cards in the play.
        ("Sud a remplacé son enchère insuffisante, Nord doit passer ?", "enchere_insuffisante"),
        ("le fautif veut remplacer son 1♦ insuffisant par un contre", "enchere_insuffisante"),
        ("Est a joué deux cartes collées à la 4e levée", "jeu_premature"),  # 58B
    ],
)
def test_calls_and_cards_told_by_the_sentence(description, topic):
    assert search(description)[0].id == topic


@pytest.mark.parametrize(
    ("description", "topic"),
    [
        ("EI t8 d3", "enchere_insuffisante"),
        ("DHT table 13", "declaration_hors_tour"),
        ("AHT de Nord à la 5e levée", "attaque"),
    ],
)
def test_the_directors_abbreviations(description, topic):
    assert search(description)[0].id == topic


@pytest.mark.parametrize(
    ("description", "topic"),
    [
        # 57A: a card played before another player's turn in the trick came.
        ("le déclarant attaque pique du mort, et Ouest met sa carte avant Est", "jeu_premature"),
        ("Nord attaque, Sud pose une carte avant que le mort et Est aient joué", "jeu_premature"),
        # Neighbours: a lead before its turn is a lead out of turn; the dummy's own card.
        ("Ouest a entamé avant son partenaire, qui devait entamer", "entame"),
        ("le mort a joué une carte avant que le déclarant l'ait nommée", "carte_du_mort"),
    ],
)
def test_a_card_played_before_another_players_turn(description, topic):
    assert search(description)[0].id == topic


@pytest.mark.parametrize(
    ("description", "topic"),
    [
        # 61A: the revoke told by its verb and its subject, whatever frames it.
        (
            "la donne est finie, les cartes sont encore sur la table, et Sud dit qu'Ouest a renoncé à trèfle",
            "renonce",
        ),
        ("ce n'est pas le mort, c'est Ouest (en défense) qui a renoncé", "renonce"),
        # Neighbours: the dummy who drew attention to it; the trick looked at again; whether to tell.
        ("pendant le jeu le mort a signalé qu'Est avait renoncé", "procedure"),
        ("Ouest veut revoir la levée 4 parce qu'il pense que Nord a renoncé", "levees"),
    ],
)
def test_the_revoke_told_by_its_verb(description, topic):
    assert search(description)[0].id == topic


@pytest.mark.parametrize(
    ("description", "topic"),
    [
        # Online: « le bot » is the robot that plays for a player.
        ("le bot a joué une carte à ma place, je peux annuler ?", "en_ligne_clic"),
        # 82C: the director's own error, whatever incident it was about.
        ("je me suis trompé de loi sur la renonce de la table 2", "suites_decision"),
        ("j'ai mal rectifié l'entame hors tour de la table 5, que faire ?", "suites_decision"),
        # A revoke named as a noun with its offender.
        ("3SA de Sud, 9 levées faites, une renonce d'Est : quelle marque ?", "renonce"),
        # Cards put back in another player's pocket (90B).
        ("Ouest a remis ses cartes dans la poche de Sud", "suites_decision"),
        # Neighbour: a player's own wrong card is no error of the director.
        ("je me suis trompé de carte, je peux la reprendre ?", "carte_jouee"),
    ],
)
def test_more_acts_and_words(description, topic):
    assert search(description)[0].id == topic

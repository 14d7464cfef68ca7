"""Tester6's ranking findings (round 5, session 6), one regression each, with sentences of our own
beside the tester's: the topic the Laws give comes first, and a neighbour keeps its own."""

import pytest

from bot.finder.topics import irregularities, search


@pytest.mark.parametrize(
    ("description", "topic"),
    [
        # T5: two cards swapped between two hands of 13 is a fouled board (87A), not a wrong count.
        ("étui 12 : cartes inversées entre deux mains, tournoi par paires", "donne_faussee"),
        ("à la table 5 un pique et un cœur étaient inversés entre Nord et Est", "donne_faussee"),
        ("Nord a 14 cartes et Sud 12", "nombre_de_cartes"),
        # T12: « il reste 5 cartes » counts the hands: the claim, not a fifth card (45E).
        ("il reste 5 cartes, le déclarant revendique", "revendication"),
        ("il y a 5 cartes dans la levée", "carte_jouee"),
        # T15: the director's error said in full is the follow-up (82C), whatever it was about.
        ("erreur de l'arbitre sur l'entame hors tour", "suites_decision"),
        ("donne 17 table 4, erreur de l'arbitre : j'ai fait rejouer une entame à tort", "suites_decision"),
        ("Sud lui a dit à tort « c'est à vous » et Ouest a attaqué", "attaque"),
        # T23: a trick's number is the play, never « après 3 passes »; a card shown or named there is exposed.
        ("Est a montré le R♥ après la 3e levée", "cartes_penalisees"),
        ("Sud joue 4♠, après 3 levées Est a dit j'ai le roi", "cartes_penalisees"),
        ("Sud joue 4♠, Est a contré après le dernier passe", "declaration_inadmissible"),
        # T29: « contestent » with no decision made is no appeal.
        ("MI sur le 2♣, EO contestent à la fin", "explication_erronee"),
        ("ils contestent ma décision sur la 13", "suites_decision"),
        # T32: a claim or a concession said in the players' words (68A, 68B1).
        ("Sud dit « je fais tout », EO contestent", "revendication"),
        ("Ouest dit « c'est pour vous » et jette ses cartes", "revendication"),
        ("le décla dit « une de chute »", "revendication"),
        ("Est dit « vous faites tout » et pose ses cartes", "revendication"),
        ("le déclarant montre ses cartes et dit il me faut juste une impasse", "revendication"),
        # Neighbour: a result said as a score.
        ("4♠ juste fait ou une de chute, je pondère ?", "marque_ajustee"),
    ],
)
def test_tester6_ranking(description, topic):
    assert search(description)[0].id == topic


def test_cards_put_away_are_no_concession():
    assert (
        search("le décla a laissé tomber le V♣ face visible en rangeant ses cartes")[0].id != "revendication"
    )


def test_t10_a_revoke_after_a_lead_out_of_turn_is_the_second_irregularity():
    text = "Nord joue 4♠, Est a attaqué hors tour, puis Sud a renoncé à cœur"
    assert [t.id for t in search(text)[:2]] == ["attaque", "renonce"]
    assert [t.id for t in irregularities(text)] == ["attaque", "renonce"]
    # Neighbour: what followed the irregularity is no second one.
    assert irregularities("il a posé une carte puis l'a reprise dans sa main") == []


@pytest.mark.parametrize(
    ("description", "topic"),
    [
        # T34: no word of an explanation, no misexplanation first.
        ("4♠ par S, le mort a étalé ses cartes avant l'entame", "entame"),
        (
            "après la dernière passe, le futur mort dit que l'explication de son partenaire était fausse",
            "explication_erronee",
        ),
        # T35: « après la dernière passe » is a moment; a call after it is Law 39's.
        ("Sud joue 4♠, après la dernière passe Nord a posé ses cartes sur la table", "carte_jouee"),
        ("Nord joue 3SA, et Ouest a redit passe après les trois passes", "declaration_inadmissible"),
        # T39: a call taken back without a comma.
        ("pendant les enchères, Nord a dit 2♣ puis non 2♦", "changement_declaration"),
        # T41: one card shown in the play, the ace typed after its suit.
        ("pendant le jeu Est a montré le ♠A à son partenaire", "cartes_penalisees"),
        ("Sud n'a pas revendiqué, il a seulement montré le ♠A à son partenaire", "cartes_penalisees"),
        ("le déclarant n'a pas montré ses cartes, il a dit je fais les deux dernières", "revendication"),
        # T44: a bid he wanted instead, after thinking (25B).
        ("Nord a dit 1♥, puis après réflexion a voulu dire 1♠ à la place", "changement_declaration"),
        # T45: two cards dropped in the auction; another table's cards seen (16D1).
        ("Sud a laissé tomber deux cartes pendant les enchères", "carte_exposee_encheres"),
        ("Nord a regardé les cartes de la table voisine", "information_etrangere"),
    ],
)
def test_tester6_ranking_second_part(description, topic):
    assert search(description)[0].id == topic

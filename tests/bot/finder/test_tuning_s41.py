"""Session 42: what the tuning set s41 (written blind, measured blind in sessions 41 and 42) showed the ranking.

Whose lead it was when the words say who had won the trick, in a clause of their own (« le déclarant venait de faire
la levée … et Ouest a attaqué », « Est a attaqué … Mais la levée précédente avait été faite par Ouest »): a lead out of
turn (53-56). A card of an opponent's hand seen by chance, or a hand held so badly that it shows, before or during the
auction: information from another source (16D); a defender's card his partner could see is a penalty card (49), and a
hand seen while the cards are counted is the wrong number of cards' (13, 14). One call put down « au lieu de » another is a call
not meant (25A), unless the words suppose it or the bid was refused and replaced (27B). A board played that was due at another
table first is what happened (15), its number kept for the search. The dummy who taps a card with his finger suggests it
(45F)."""

from __future__ import annotations

import pytest

from bot.finder import topics as finder
from bot.finder.frame import unnoted
from rules.where import without_board


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        (
            "Le déclarant venait de faire la levée avec le roi de sa main, et Ouest, distrait, a attaqué le valet de pique.",
            "attaque",
        ),
        (
            "Est a attaqué le 9 de trèfle sur l'invitation du déclarant. Mais la levée précédente avait été faite par Ouest.",
            "attaque",
        ),
        (
            "Après son ouverture, Est a vu par hasard l'as de pique de Sud qui tenait ses cartes tout penchées.",
            "information_etrangere",
        ),
        (
            "Sud me dit après la donne qu'il avait aperçu le roi de trèfle d'Ouest au moment où celui-ci sortait ses cartes.",
            "information_etrangere",
        ),
        (
            "Mon mort a tapoté du doigt l'as de trèfle pendant que je réfléchissais. J'avais de toute façon l'intention de le"
            " jouer. Les adversaires demandent une rectification.",
            "carte_du_mort",
        ),
        # counter-examples: the partner who could see the card (49), the cards counted (13), both leading at once (58A),
        # the trick won being the revoke's
        (
            "Marcel en défense tenait son jeu si bas que son partenaire a vu son as de trèfle.",
            "cartes_penalisees",
        ),
        ("Ouest a 14 cartes, Nord 12. Nord a vu une carte d'Ouest en les comptant.", "nombre_de_cartes"),
        (
            "Nord (le déclarant) et Est attaquent en même temps la levée 5. Le déclarant avait gagné la levée précédente."
            " Laquelle des cartes est jouée ?",
            "jeu_premature",
        ),
        (
            "Une renonce a été commise par l'entameur à la levée 2, constatée après que son partenaire eut attaqué la levée"
            " suivante ; le déclarant avait gagné la levée de la renonce.",
            "renonce",
        ),
    ],
)
def test_s41_words_name_their_irregularity(text: str, topic: str) -> None:
    assert finder.search(text)[0].id == topic


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        (
            "Après l'entame, Nord se rend compte qu'il a passé au lieu de dire 4♠, il avait mal lu son carton.",
            "changement_declaration",
        ),
        (
            "Après le dernier passe, avant l'entame, le déclarant dit qu'il a mis 4♥ au lieu de 4♠.",
            "changement_declaration",
        ),
        # counter-examples: a supposition, and a bid lower than meant, refused and replaced (27B)
        (
            "Et s'il avait dit 2♣ au lieu de 1♣ sur le 1♠, ça aurait été suffisant ? C'est pour savoir.",
            "enchere_insuffisante",
        ),
        (
            "Sur 2SA d'ouverture, son partenaire a dit 2♣ au lieu de 3♣ Stayman ; refusé, il a remplacé par 3♣.",
            "enchere_insuffisante",
        ),
    ],
)
def test_a_call_put_down_instead_of_another_is_a_call_not_meant(text: str, topic: str) -> None:
    assert finder.search(text)[0].id == topic


def test_a_board_due_at_another_table_is_what_happened() -> None:
    """The board's number is kept for the search when the words say it was due elsewhere first (15): not where."""
    text = (
        "Match par quatre : notre table a joué l'étui 5 alors qu'il devait d'abord aller à l'autre table ; pire, Est"
        " nous dit qu'il l'avait déjà joué en début de séance contre l'autre paire."
    )
    assert "étui 5" in without_board(text)
    assert finder.search(text)[0].id == "mauvais_etui"
    assert "étui 5" not in without_board("Étui 5, table 2 : Est a renoncé à pique.")


@pytest.mark.parametrize(
    "text",
    [
        "Sud joue le 3 de cœur, Ouest n'a pas encore joué, et Est pose déjà son as de cœur.",
        "Le mort attaque pique, Est fournit, Sud fournit, et Est, sûr de faire la levée, attaque déjà le roi de carreau pour"
        " la suivante alors qu'Ouest n'a pas encore joué à la levée en cours.",
    ],
)
def test_a_card_played_before_partners_turn_in_the_trick(text: str) -> None:
    """57A: the seat whose turn it was said first, or after the card with « alors qu' »."""
    assert finder.search(text)[0].id == "jeu_premature"


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        (
            "Léa (11 ans) a dit « oh non ! » tout fort quand son partenaire a ouvert 1SA. Lui a ensuite passé 3SA.",
            "information_non_autorisee",
        ),
        (
            'Sud a dit "oh non" quand son partenaire a ouvert 2♣ ; à la fin du coup EO contestent le chelem.',
            "information_non_autorisee",
        ),
        # counter-example: a call changed after partner called is the change's (25A)
        (
            "Lapsus, il voulait dire 3SA et il a sorti 3♣, il s'en aperçoit seulement après que son partenaire a passé.",
            "changement_declaration",
        ),
    ],
)
def test_a_reaction_to_partners_call(text: str, topic: str) -> None:
    """16B1a, 73C: what partner learns from a remark made as the call is made."""
    assert finder.search(text)[0].id == topic


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        (
            "Dernière carte de la donne : Est, au lieu d'attendre, pose sa dernière carte le premier alors que c'était à Sud"
            " d'attaquer la treizième levée. Sud proteste pour la forme.",
            "attaque",
        ),
        ("Les enchères finies, Ouest a posé sa carte alors que c'était à Est d'entamer.", "entame"),
    ],
)
def test_a_card_put_down_when_another_was_to_lead(text: str, topic: str) -> None:
    """A lead out of turn (54 at the opening lead, 53-56 later), though its verb is « poser »."""
    assert finder.search(text)[0].id == topic


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        (
            "Mea culpa : table 11, enchère insuffisante remplacée par l'enchère la plus basse dans la même couleur, et moi"
            " j'ai dit au partenaire de passer jusqu'à la fin, ce qui était faux. Comment je rattrape mon erreur ?",
            "suites_decision",
        ),
        # counter-example: a player's word said wrong is no director's error
        (
            "Est a dit à son partenaire qu'il avait encore du cœur, ce qui était faux : il a renoncé à cœur à la 5e levée.",
            "renonce",
        ),
    ],
)
def test_the_directors_own_word_owned_wrong(text: str, topic: str) -> None:
    """82C: the director's error, whatever incident it was about."""
    assert finder.search(text)[0].id == topic


@pytest.mark.parametrize(
    "text",
    [
        "Je traduis pour Giorgio : son adversaire a expliqué le 2♥ « forcing », alors que c'était non forcing dans leur"
        " système. On l'a découvert pendant le jeu, en voyant le mort.",
        "Salut ! Au club hier, le gars en face m'a expliqué que le 2SA de sa partenaire c'était « limite », pis finalement"
        " c'était fort, on l'a vu en cours de jeu. Moi j'aurais pas entamé de même.",
        "Deux versions : Nord affirme qu'Ouest lui a dit « fort » en expliquant le 2SA d'Est ; Ouest jure qu'il a dit"
        " « limite ». Nord n'a pas contré 3SA.",
    ],
)
def test_an_opponent_explaining_a_call(text: str) -> None:
    """20F, 21B: the explanation, by whichever name the opponent is given or by the call it explained."""
    assert finder.search(text)[0].id == "explication_erronee"


def test_one_word_between_a_player_and_his_verb() -> None:
    """« Le mort, impatient, a posé »: the dummy's card (45F); longer appositions keep what they say."""
    assert unnoted("Le mort, impatient, a posé le valet.") == "Le mort a posé le valet."
    for kept in (
        "Sud, le déclarant, fournit un petit.",
        "Est, obligé de passer, a dit 3♥.",
        "Ouest, hors tour, dit 1♥.",
    ):
        assert unnoted(kept) == kept
    text = (
        "Le mort, impatient, a posé le valet de carreau dans la position jouée avant que le déclarant ait dit quoi que ce"
        " soit ; le déclarant voulait le petit. Est a déjà fourni derrière."
    )
    assert finder.search(text)[0].id == "carte_du_mort"


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        (
            "La Dame de cœur d'Est est tombée sur la table face visible, par accident, pendant la 4e levée.",
            "cartes_penalisees",
        ),
        (
            "table sept la dame de pic est tombée de la main d'est face visible en cours de jeu",
            "cartes_penalisees",
        ),
        # counter-examples: the card fell out of sight (a hand short of a card, 14); the declarer's card (48A)
        (
            "Bizarre : la dame de pique d'Ouest était tombée sous sa chaise quand il a sorti ses cartes de l'étui, il a joué"
            " avec douze cartes sans s'en apercevoir. On la retrouve par terre à la huitième levée : il avait renoncé à pique"
            " à la troisième.",
            "renonce",
        ),
        ("Sud joue 4♠. La dame de cœur de Sud est tombée face visible pendant le jeu.", "carte_jouee"),
    ],
)
def test_a_card_that_fell_said_as_the_subject(text: str, topic: str) -> None:
    """A defender's card that fell face up during the play is exposed (49, 50), told with the card as the subject."""
    assert finder.search(text)[0].id == topic

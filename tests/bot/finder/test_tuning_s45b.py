"""Session 45: what tuning set s45b (written this session by a helper that read no code, measured blind once) showed.

A text message's words (« g dit passe alors que c t à mon partenaire », « il a sorti son tel pdt la donne »): a call out
of turn (28-32), the phone (74B, the regulation). The declarer named beside the card he let fall (« Sud, déclarant, a
fait tomber le valet »): his own card, never a penalty card (48A). A call out of turn the director had cancelled (« je
l'avais fait annuler ») and what it may have suggested (« un choix que ce 1SA retiré a pu lui souffler », « il sait que
son partenaire a du cœur »): 16C. A call taken back seconds later (« puis trois secondes après : « non, finalement je dis
1SA » »): 25. The director owning his rectification (« je me suis trompé : j'ai fait passer Sud »): 82C. The offender
taking his lead back alone before the director came: the procedure (9B, 10A). A card of dummy's taken then put back:
dummy's card (45B, 45C3). A defender's « on ne fait plus rien »: a concession (68B1). The passé simple of a call (« annonça un carreau », « intervint à deux trèfles »)."""

from __future__ import annotations

import pytest

from bot.finder import topics as finder
from rules.shorthand_in_words import as_typed_in_full


def _first(text: str) -> str:
    return finder.search(text)[0].id


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        (
            "g dit passe alors que c t a mon partenaire de parler, il avait rien dit lol",
            "declaration_hors_tour",
        ),
        ("la fille en face a sorti son tel pdt la donne pr lire un msg, c normal ?", "tempo_comportement"),
        (
            "Nord, déclarant, a fait tomber la dame de cœur en rangeant ses cartes. Il ne voulait pas la jouer.",
            "carte_jouee",
        ),
        (
            "Fin du coup, EO me rappellent : Sud avait ouvert 1♠ hors tour, je l'avais fait annuler, et Nord a ensuite fait"
            " un choix que ce 1♠ retiré a pu lui souffler.",
            "information_non_autorisee",
        ),
        (
            "Est a ouvert 1♠ hors tour, Sud n'a pas accepté, la déclaration a été annulée. C'est à Nord de parler, et il"
            " sait que son partenaire a des piques.",
            "information_non_autorisee",
        ),
        (
            "Sud ouvre 1♦, puis deux secondes après : « non, finalement je dis 1SA ». Ouest n'a pas parlé.",
            "changement_declaration",
        ),
        (
            "Je me suis trompé : j'ai fait passer Ouest jusqu'à la fin alors que l'enchère insuffisante avait été remplacée"
            " par une déclaration comparable.",
            "suites_decision",
        ),
        (
            "Est s'est aperçu qu'il avait entamé hors tour et a repris sa carte tout seul avant que j'arrive.",
            "procedure",
        ),
        ("Le déclarant a saisi le 4♣ du mort, puis l'a reposé en disant « non, la dame ».", "carte_du_mort"),
        (
            "En sortant ses cartes, Ouest n'en trouve que 12 ; le 5♥ était resté au fond de l'étui.",
            "nombre_de_cartes",
        ),
        ("À la levée 9, il reste cinq cartes à Est et quatre à chacun des trois autres.", "nombre_de_cartes"),
        (
            "Un joueur a insulté l'arbitre puis a refusé de jouer la suite. Quelle sanction ?",
            "suites_decision",
        ),
        ("<Bibi75> TD svp : Nord a mis 50 s pour passer, et Sud a réveillé derrière.", "en_ligne_hesitation"),
        (
            "En match par quatre, on a rejoué l'étui 7, qu'on avait déjà joué contre la même équipe le matin.",
            "mauvais_etui",
        ),
        (
            "En équipes, la donne 5 n'a pas pu être jouée à l'autre table. Peut-on faire jouer une donne de remplacement ?",
            "donne_faussee",
        ),
        (
            "Au dépouillement, la table 2 a inscrit 3SA +1 pour Est-Ouest alors que les quatre joueurs disent 3SA juste"
            " fait.",
            "levees",
        ),
        (
            "Est, en défense, dit « celle-là est pour nous » en montrant son roi sur la levée en cours ; le déclarant dit"
            " que c'est une revendication.",
            "revendication",
        ),
        (
            "4♥ de Nord, passe, passe, passe. Sud, le futur mort, dit alors « finalement je dis 5♥ », et Ouest entame"
            " face visible alors que c'était à Est.",
            "declaration_inadmissible",
        ),
        (
            "Est, en défense, a dit « bon, on ne fait plus rien » à la levée 10 et tout le monde a rangé ses cartes ; il"
            " avait pourtant encore la dame d'atout.",
            "revendication",
        ),
    ],
)
def test_the_act_the_words_tell_comes_first(text: str, topic: str) -> None:
    assert _first(text) == topic


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        # « de g » is « de gauche », never « j'ai »
        (
            "ench insuffisante adv de g a dit 2c sur mon 2p et mon partenaire a contré par-dessus",
            "enchere_insuffisante",
        ),
        # « tel » as « such »: no phone
        (
            "Sud a contré tellement vite que tout le monde l'a remarqué ; EO m'ont rappelé à la fin du coup.",
            "information_non_autorisee",
        ),
        # a cancelled call and the board's number: nothing suggested
        (
            "passe hors tour au tour de son adversaire de droite, le passe est annulé, donne vingt-trois",
            "declaration_hors_tour",
        ),
        # twelve cards played, a trick short: the defective trick (67), not a hand counted short
        (
            "Levée défectueuse : à la fin du coup, Nord n'a que 12 cartes jouées ; à la levée 7 il n'avait rien fourni.",
            "renonce",
        ),
        # a defender's card let fall is exposed (49, 50)
        ("Ouest, en défense, a fait tomber le roi de pique face visible.", "cartes_penalisees"),
    ],
)
def test_what_the_same_words_leave_to_another_act(text: str, topic: str) -> None:
    assert _first(text) == topic


def test_a_call_in_the_past_historic_is_a_bid() -> None:
    text = "Ma voisine de gauche annonça un carreau ; mon partenaire intervint à deux trèfles."
    assert (
        as_typed_in_full(text)
        == "Ma voisine de gauche annonça 1 carreau ; mon partenaire intervint 2 trèfles."
    )


def test_a_text_messages_words_in_full_and_only_there() -> None:
    from rules.folding import words

    assert words("g dit passe, c t a lui") == ("j", "ai", "dit", "passe", "c", "etait", "a", "lui")
    assert words("il a sorti son tel") == ("il", "a", "sorti", "son", "telephone")
    assert words("un tel cas") == ("un", "tel", "cas")  # « tel »: such
    assert words("l adv de g a dit") == ("l", "adv", "de", "g", "a", "dit")  # « de g »: de gauche

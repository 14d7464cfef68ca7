"""Session 45: what the tuning set s44 (written blind, measured blind in sessions 44 and 45) showed the ranking.

A defender's card taken back « en disant « non, je mets le roi » »: a card played withdrawn (47). Two hands' counts
said side by side (« Ouest a 14 cartes et Nord 12 »): the deal (13) before the auction's irregularity. A board that
never reached the table: its score (12C2). A call out of turn already cancelled, and a lead said to come from it: the
withdrawn call's information (16C), the settled call after it. What partner may make of a penalty card: 50E. A count of
tricks set against the one written (« 10 levées et non 9 comme c'est noté »): 79C. A face pulled at partner's call:
partner's information (16B1a). Players who settled an irregularity alone, or chose an option together: the director's
procedure (9B1, 10C2), the irregularity next."""

from __future__ import annotations

import pytest

from bot.finder import topics as finder


def _first(text: str) -> str:
    return finder.search(text)[0].id


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        (
            "Ouest, en défense, a posé la dame de trèfle puis l'a reprise en disant « non attends, je mets le 3 »."
            " Personne n'avait joué après lui.",
            "carte_jouee",
        ),
        (
            "Sud ouvre 1♠, Ouest dit 1♥ — insuffisant — et en vérifiant on voit que Nord a 14 cartes et Est 12. On"
            " règle quoi d'abord ?",
            "nombre_de_cartes",
        ),
        (
            "t3 d9 : étui jamais arrivé à la table, NS et EO n'y sont pour rien. Quelle marque ?",
            "marque_ajustee",
        ),
        (
            "Ouest a contré hors tour, déclaration annulée, puis Est a entamé carreau. À la fin du coup NS disent que"
            " l'entame vient du contre annulé.",
            "information_non_autorisee",
        ),
        (
            "Nord avait une carte pénalisée, l'as de trèfle ; en fin de coup le déclarant trouve que la défense a profité"
            " de l'information qu'elle donnait.",
            "cartes_penalisees",
        ),
        (
            "Au tour d'après, NS me disent qu'ils avaient fait 10 levées sur la donne 12 et non 9. Les EO ne s'en"
            " souviennent plus.",
            "levees",
        ),
        (
            "ns disent que mon partenaire a fait une tete quand j'ai contré 2♠ et que j'ai enlevé à 3♣ a cause de ça, on"
            " a rien vu",
            "information_non_autorisee",
        ),
        (
            "Ils ont réglé seuls la carte tombée d'Est sans m'appeler : elle est retournée dans sa main. Maintenant Sud"
            " conteste.",
            "procedure",
        ),
        (
            "Après une attaque hors tour, le déclarant et le mort ont choisi l'option ensemble. C'est autorisé ?",
            "procedure",
        ),
    ],
)
def test_the_act_the_words_tell_comes_first(text: str, topic: str) -> None:
    assert _first(text) == topic


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        # a card taken back alone, with no word of what he meant instead: still the card played (47), not a new act
        ("Ouest a joué le valet de cœur puis l'a repris pour jouer le roi.", "carte_jouee"),
        # two hands that hold the same count: no wrong number of cards
        ("Sud ouvre 1♠, Ouest dit 1♥ ; on compte : Ouest a 13 cartes et Nord 13.", "enchere_insuffisante"),
        # a call out of turn still to rule, no lead said to come from it
        (
            "Est a ouvert 1♠ alors que c'était à Sud de parler. Sud n'a pas encore parlé.",
            "declaration_hors_tour",
        ),
        # a penalty card that was not played when it had to be: the revoke (50D1, 61A)
        (
            "Ouest avait une carte pénalisée, le roi de pique, et il a fourni un petit pique de sa main à la place.",
            "renonce",
        ),
        # a call out of turn the opponent bid over, without the director: 29A's acceptance, the call's topic
        (
            "Enchère hors tour d'Est, Sud a enchéri par-dessus sans m'appeler. C'est accepté d'office ?",
            "declaration_hors_tour",
        ),
    ],
)
def test_what_the_same_words_leave_to_another_act(text: str, topic: str) -> None:
    assert _first(text) == topic

"""Session 46: what tuning set s46b (written this session by a helper that read no code, measured blind once) showed.

A call whose rightful caller's turn is said first (« avant que Sud ait pu parler, Nord lance « contre » »), or named
with his role (« avant que son partenaire Nord, le donneur, ait parlé »): a call out of turn (28-32). A lead at the
13th trick by the wrong defender, the 12th won by his partner (« la douzième levée »): 56. The director telling what
he did as director, then owning it (« mea culpa : en tant qu'arbitre j'ai dit … »): 82C. A call out of turn cancelled,
and the fear that partner « tienne compte » of it: 16C. Two players' cards at the same moment: 58A. The trick or a card
turned before its last card: 65A, 45's topic. A defender's tempo before a card (« je trouve ça pas correct », « entre
prendre et laisser passer » are no call of partner's): 73D2. « Notre partenaire a concédé une levée »: 68B, 71."""

from __future__ import annotations

import pytest

from bot.finder import topics as finder


def _first(text: str) -> str:
    return finder.search(text)[0].id


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        (
            "Nord ouvre 1♠ et avant qu'Est ait pu parler, Ouest lance « passe ». Est n'a rien dit.",
            "declaration_hors_tour",
        ),
        (
            "Donneur Est. Ouest a ouvert 1♦ avant que son partenaire Est, le donneur, ait parlé.",
            "declaration_hors_tour",
        ),
        (
            "À la dernière levée, Nord a attaqué alors que c'était Sud qui avait fait la onzième levée.",
            "attaque",
        ),
        (
            "Mea culpa : en tant qu'arbitre j'ai dit à Ouest qu'il devait passer toute la donne ; je m'en rends compte"
            " maintenant, c'était faux.",
            "suites_decision",
        ),
        (
            "Le 1♥ d'Est, dit hors tour, a été annulé. C'est à Ouest de parler et Nord-Sud craignent qu'il tienne compte"
            " de ce 1♥ retiré.",
            "information_non_autorisee",
        ),
        (
            "Le déclarant a joué la carte du mort au même moment où Ouest posait la sienne, on ne sait pas qui était"
            " le premier.",
            "jeu_premature",
        ),
        ("Sud a retourné la levée avant que son partenaire Nord ait joué, à la levée 4.", "carte_jouee"),
        # a defender's tempo before a card that misled the declarer (73D2, 73F), whatever the writer « trouve »
        (
            "Est a longuement réfléchi avant de fournir petit alors qu'il avait un singleton ; j'ai cru qu'il avait le"
            " roi. Je trouve ça pas correct.",
            "tempo_comportement",
        ),
        (
            "Le déclarant reproche à Ouest d'avoir réfléchi avant de fournir petit ; Ouest dit qu'il hésitait entre"
            " prendre et laisser passer.",
            "tempo_comportement",
        ),
        ("La levée était complète, et Ouest a posé en plus le 2 de cœur dessus.", "carte_jouee"),
        (
            "Mon partenaire a concédé la dernière levée alors que notre as d'atout était maître. On a signé trop vite.",
            "revendication",
        ),
    ],
)
def test_s46b_words_first(text: str, topic: str) -> None:
    assert _first(text) == topic


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        # two bidding cards at once: the auction's (28-32), never two cards of the play (58A)
        (
            "Nord, à son tour, a dit 1♥ et au même moment Est a posé 1♠ sur la table. Les deux cartons sont sortis"
            " ensemble.",
            "declaration_hors_tour",
        ),
        # the director's « en tant qu'arbitre » with nothing owned: the incident he ruled
        (
            "En tant qu'arbitre j'ai dit au déclarant qu'il pouvait accepter l'entame hors tour d'Est. Que peut-il"
            " faire d'autre ?",
            "entame",
        ),
    ],
)
def test_s46b_counter_examples(text: str, topic: str) -> None:
    assert _first(text) == topic

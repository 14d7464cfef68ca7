"""Session 44: what the tuning set s43 (written blind, measured blind in sessions 43 and 44) showed the ranking.

A misclick told with what was meant (« j'ai cliqué 3♦ au lieu de 3♥ »), then written in the chat: the misclick first
(25A online), what partner read second (16B1a). A call taken back after a thought (« dit 3SA puis, après quelques
secondes de réflexion : « non attendez, plutôt 4♥ » »): a change of call (25B), not a hesitation. Online, « le temps
s'est écoulé »: the clock's (80B2) before the think that slowed the board. A lead faced « alors qu'il restait encore un
passe à dire »: the auction's exposed card (24). Sighs and eyes to the sky « à chaque carte jouée par son partenaire »:
approval or disapproval shown (74C4). Cards thrown at an opponent, a slap: the disciplinary penalty (91A), then
conduct (74A). Partner asking « c'est quoi le 2♦ »: a question about a call (20), never « plus de carreau ? » (61B). A
defender playing before dummy once the trick was going on (« Est fournit, puis Ouest joue avant que le mort ait
fourni »): the premature play (57), not the lead. A call out of turn found only after the opening lead: the call's topic
(28-32), the moment it was found is context. A declarer thinking « à ce qu'il veut faire » after a lead out of turn: the
option (53), no tempo. The declarer saying an honour alone for dummy (« a dit « Dame » pour le mort »): dummy's card
(46B, 45C4b)."""

from __future__ import annotations

import pytest

from bot.finder import topics as finder


def _first(text: str) -> str:
    return finder.search(text)[0].id


def _top3(text: str) -> list[str]:
    return [topic.id for topic in finder.search(text)[:3]]


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        (
            "BBO : j'ai cliqué 3♦ au lieu de 3♥, je l'ai écrit dans le chat tout de suite et mon partenaire n'a pas encore"
            " enchéri.",
            "en_ligne_clic",
        ),
        (
            "Il a dit 3SA puis, après quelques secondes de réflexion : « non attendez, plutôt 4♥ ».",
            "changement_declaration",
        ),
        (
            "Sud dit 1♦ puis, après avoir réfléchi, « non, 1♥ ». Ouest n'a pas encore parlé.",
            "changement_declaration",
        ),
        (
            "Sur BBO, le temps s'est écoulé après 6 levées, EO avaient mis dix minutes à enchérir.",
            "en_ligne_retard",
        ),
        (
            "Ouest a posé sa carte d'entame face visible alors qu'il restait encore un passe à dire.",
            "carte_exposee_encheres",
        ),
        (
            "Est soupire et lève les yeux au ciel à chaque carte jouée par son partenaire.",
            "tempo_comportement",
        ),
        ("Un joueur furieux a jeté ses cartes à la figure de son adversaire.", "suites_decision"),
        (
            "Nord déclarant attaque de sa main, Est fournit, puis Ouest joue sa carte avant que le mort Sud ait fourni.",
            "jeu_premature",
        ),
        (
            "On s'aperçoit seulement après l'entame que le 1SA de Nord avait été dit hors tour.",
            "declaration_hors_tour",
        ),
        (
            "Est a pris la levée 5, mais c'est Ouest qui attaque pique à la levée 6. Le déclarant n'a pas encore joué et"
            " réfléchit à ce qu'il veut faire.",
            "attaque",
        ),
        ("Le déclarant a dit « Dame » pour le mort et a aussitôt corrigé « Roi ».", "carte_du_mort"),
        (
            "Après 1SA-3SA, mon partenaire a dit « ah zut » en posant son passe. On vous appelle avant l'entame.",
            "information_non_autorisee",
        ),
    ],
)
def test_the_act_the_words_tell_comes_first(text: str, topic: str) -> None:
    assert _first(text) == topic


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        # the same words, the other act: a sigh before partner's call is partner's information (16B1a)
        (
            "Est a soupiré longuement avant de passer, et son partenaire a ensuite contré.",
            "information_non_autorisee",
        ),
        # a lead out of turn after the call is the lead's, never the call's
        ("Est a entamé le 2♦ hors tour, face visible ; le déclarant interdit carreau.", "entame"),
        # a call out of turn with another irregularity: theirs, in the words' order
        (
            "Enchère insuffisante ET hors tour : Ouest a dit 1♦ après le 1♠ de Nord alors que c'était à Est.",
            "enchere_insuffisante",
        ),
        # a hesitation that misleads, not a choice given by an irregularity
        (
            "Le déclarant a réfléchi longuement avant de jouer du mort alors qu'il avait un singleton.",
            "tempo_comportement",
        ),
    ],
)
def test_what_the_same_words_leave_to_another_act(text: str, topic: str) -> None:
    assert _first(text) == topic


def test_a_question_about_a_call_is_no_revoke_question() -> None:
    text = "mon partenaire a demandé c'est quoi le 2♦ puis il a pas contré, moi j'ai entamé carreau"
    assert _first(text) == "information_non_autorisee"
    assert _first("Mon partenaire m'a demandé « plus de carreau ? » et j'ai retrouvé le 5♦.") == "renonce"


def test_a_withdrawn_double_the_lead_followed() -> None:
    text = (
        "Ouest avait contré hors tour, le contre a été annulé, et Est a ensuite entamé dans la couleur que ce contre"
        " semblait demander."
    )
    assert "information_non_autorisee" in _top3(text)

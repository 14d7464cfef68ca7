"""Session 42's readings of stated facts (issue 37 §1), each with the words that must not give it.

- A result entered wrong while both pairs agree on the right one (« saisi 3SA+1 pour Nord alors que c'était 3SA-1, les deux
  paires sont d'accord »): a scoring error (79A, 79C), not a disagreement on the tricks.
- The trick of a claim said by its words or its gesture (« À la septième levée Nord dit « le reste » », « a abattu son
  jeu », « il a « claimed » ») or « au début de la neuvième levée » (68, 70); « claim à 8 lev » says when he claimed,
  not the tricks he had (69).
- A played card its player wants back (47), by its owner's possessive (« Sud veut reprendre son roi ») or by the card he
  meant said at once (« puis aussitôt « non attendez, je voulais le 3 » »); never the dummy's card (45) nor a call.
- When a call is changed (25A): « L'entame n'était pas encore faite » after the last pass (the past tense), and the
  writer's own answer before the change (« il ne s'en est aperçu qu'après que j'ai répondu 2♥ », said of « mon
  partenaire »: his partner has called since, 25A1).
- A card shown during the auction (24): the ace by its name (« Nord a montré l'as de carreau »: the honour pattern names
  the pictures only), two cards « laissé échapper » (24C).
- When information from another source came (16D): « Avant d'avoir sorti un seul carton » (before any call), « Après son
  ouverture » (after one).
- A seat said to defend by « qui défend contre 3SA » or « …, il défend contre 3SA » (a defender's exposed card: 49).
- « Le mauvais défenseur a entamé le 7 de trèfle, face visible »: the face said in another clause (54).
- A concession asked back in so many words (« Nord demande qu'on annule la concession », « il veut récupérer la levée
  concédée »): the concession withdrawn (71), not a claim (68)."""

from __future__ import annotations

import pytest

from rules.seats_in_words import defender_seats
from tests.bot.finder.descriptions import engine_facts


@pytest.mark.parametrize(
    "text",
    [
        "Le déclarant a concédé une levée « à ton as de trèfle » alors que l'as était tombé. Nord demande qu'on annule la"
        " concession.",
        "Ma partenaire a concédé une levée mais l'as de cœur était maître. Je veux annuler la concession.",
        "Il veut récupérer la levée concédée.",
    ],
)
def test_a_concession_asked_back(text: str) -> None:
    assert engine_facts("revendication", text).get("situation") == "cancel_concession"


@pytest.mark.parametrize(
    "text",
    [
        "Sud revendique le reste ; Ouest veut annuler la concession de son partenaire qui avait accepté la revendication.",
        "Est a renoncé, l'arbitre a transféré une levée ; Nord veut récupérer la levée.",
    ],
)
def test_a_claim_or_another_topic_is_no_concession_asked_back(text: str) -> None:
    assert engine_facts("revendication", text).get("situation") != "cancel_concession"


def test_a_result_entered_wrong_both_pairs_agreeing() -> None:
    text = (
        "Le résultat de l'étui 8 a été saisi 3SA+1 pour Nord alors que c'était 3SA-1, les deux paires sont d'accord. On est"
        " encore dans le délai de correction."
    )
    assert engine_facts("levees", text).get("case") == "score_error"
    # counter-examples: the pairs disagree, or agree on a claim
    assert (
        engine_facts("levees", "Saisi 3SA+1 ; les deux paires ne sont pas d'accord sur les levées.").get(
            "case"
        )
        != "score_error"
    )
    agreed_claim = "Revendication à la 9e levée, les deux camps sont d'accord ; saisi 4♠= au Bridgemate."
    assert engine_facts("levees", agreed_claim).get("case") != "score_error"


@pytest.mark.parametrize(
    ("text", "trick"),
    [
        ("Trois sans-atout Nord. À la septième levée Nord dit « le reste » sans rien expliquer.", "7"),
        (
            "Quatre piques Sud. Au début de la neuvième levée Sud étale : « les cinq dernières sont à moi ».",
            "9",
        ),
        ("À la dixième levée il a « claimed » le reste, Est a dit « non, on joue ».", "10"),
    ],
)
def test_the_trick_of_a_claim_said_otherwise(text: str, trick: str) -> None:
    assert engine_facts("revendication", text).get("claim_trick") == trick


def test_claimed_at_eight_tricks_is_no_count_of_tricks_won() -> None:
    text = "le décl a claim à 8 lev, on est pas d'accord, il a rien dit sur l'ordre de ses cartes"
    assert "tricks_before" not in engine_facts("revendication", text)
    had = "Sud revendique le reste ; il avait déjà fait 7 levées."
    assert engine_facts("revendication", had).get("tricks_before") == "7"
    # another player's act at the trick stays that act's (reviewer21 #1)
    assert "claim_trick" not in engine_facts(
        "revendication", "À la levée 9, Est coupe, puis Nord dit « le reste »."
    )


@pytest.mark.parametrize(
    "text",
    [
        "Ouest a posé le 10 de pique, puis aussitôt « non attendez, je voulais le 3 ». Il a juste changé d'avis.",
        "Sud avait joué le roi de carreau ; au moment où Ouest corrige son explication, Sud veut reprendre son roi.",
    ],
)
def test_a_played_card_wanted_back(text: str) -> None:
    assert engine_facts("carte_jouee", text).get("case") == "retract"


@pytest.mark.parametrize(
    "text",
    [
        "Le déclarant a appelé le valet du mort, puis « non attendez, je voulais le 3 ».",
        "Pendant les enchères il a sorti le carton 3♣, puis « oh non, je voulais le 4 ».",
    ],
)
def test_the_dummys_card_or_a_call_is_no_card_wanted_back(text: str) -> None:
    assert engine_facts("carte_jouee", text).get("case") != "retract"


def test_when_a_call_is_changed() -> None:
    last = (
        "C'était le dernier passe des enchères : Est a passé, puis tout de suite « oh non, je voulais contrer ! ». L'entame"
        " n'était pas encore faite."
    )
    assert engine_facts("changement_declaration", last).get("timing") == "last_call_before_lead"
    answered = (
        "Mon partenaire a sorti le carton de 2 trèfles en voulant sortir 2 carreaux, mais il ne s'en est aperçu qu'après que"
        " j'ai répondu 2♥."
    )
    assert engine_facts("changement_declaration", answered).get("timing") == "partner_acted"
    # the writer an opponent: not his partner's call
    opponent = "Nord a sorti 2♣ au lieu de 2♦ ; il ne s'en est aperçu qu'après que j'ai contré."
    assert engine_facts("changement_declaration", opponent).get("timing") != "partner_acted"


@pytest.mark.parametrize(
    ("text", "cards"),
    [
        ("Nord a montré l'as de carreau par maladresse pendant les enchères.", "honour"),
        ("Pendant les enchères Est a laissé voir l'as de cœur à son partenaire.", "honour"),
        (
            "En triant ses cartes pendant les enchères, Sud en a laissé échapper deux, face visible.",
            "several",
        ),
    ],
)
def test_cards_shown_during_the_auction(text: str, cards: str) -> None:
    assert engine_facts("carte_exposee_encheres", text).get("cards") == cards


def test_an_ace_shown_with_a_low_card_is_no_single_honour() -> None:
    text = "Pendant les enchères Nord a montré l'as de carreau et le 4 de pique."
    assert engine_facts("carte_exposee_encheres", text).get("cards") != "honour"


@pytest.mark.parametrize(
    ("text", "when"),
    [
        (
            "Après son ouverture, Est a vu par hasard l'as de pique de Sud qui tenait ses cartes tout penchées.",
            "after_call",
        ),
        (
            "Avant d'avoir sorti un seul carton, Nord entend à la table d'à côté « sur le 12 on fait 7SA ! ».",
            "before_call",
        ),
    ],
)
def test_when_information_from_another_source_came(text: str, when: str) -> None:
    assert engine_facts("information_etrangere", text).get("when_16D") == when


def test_a_seat_said_to_defend_against_the_contract() -> None:
    assert defender_seats("Ouest fait tomber sa Dame de carreau sur la table, il défend contre 3SA") == {
        "ouest"
    }
    assert defender_seats("Ouest, qui défend contre 3SA, fait tomber sa Dame de carreau") == {"ouest"}
    text = "Ouest fait tomber sa Dame de carreau sur la table, il défend contre 3SA"
    assert engine_facts("cartes_penalisees", text).get("owner") == "defender"
    assert defender_seats("Ouest fait tomber sa Dame de carreau ; Nord joue 3SA.") == set()


def test_the_wrong_defender_faced_told_in_two_clauses() -> None:
    text = "le mauvais défenseur a entamé le 7 de trèfle, face visible, et j'ai été appelé aussitôt."
    assert engine_facts("entame", text).get("situation") == "wrong_defender_faced"
    down = "le mauvais défenseur a entamé le 7 de trèfle, face cachée."
    assert engine_facts("entame", down).get("situation") != "wrong_defender_faced"

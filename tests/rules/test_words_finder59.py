"""finder59 (issue 37 §1): wrong pre-fills confirmed on a blind set, fixed in general words; each right case
beside its traps (our own examples, not the set's).

- explication_erronee.situation: a rule quoted (« il doit se taire jusqu'à la fin ») dates nothing; « au milieu du
  coup », « en plein coup » are the play (20F5, 75B3); English moments; another irregularity's moment never dates
  the misinformation learnt at the end.
- changement_declaration.timing: another seat's call since (the LHO's, 25B1) is no partner's call (25A).
- renonce.situation: the dummy who « était allé » watch the play and « a été le premier à signaler » (43A2, 43B3).
- mauvais_etui.case: the board whose cards were taken, played at a later round (15A3).
- carte_du_mort.case: « puis aussitôt « non, la dame » » takes the card back (45C4b), it starts no second incident.
"""

from __future__ import annotations

import pytest

from bot.finder import parts
from bot.finder.head import whole_sentences
from rules import vocabulary


def _said(topic: str, question: str, text: str) -> str | None:
    stated = parts.evidence(whole_sentences(text), topic).get(question)
    return stated.value if stated else None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Le partenaire de celui qui a expliqué a rectifié en plein coup, alors qu'on doit se taire jusqu'à la fin "
            "du jeu.",
            "during_play",
        ),
        ("Sa partenaire a corrigé l'explication au milieu du coup.", "during_play"),
        (
            "L'explication était fausse ; le partenaire l'a dit à la fin du jeu, comme il le devait.",
            "after_play",
        ),
        ("Mauvaise explication de 2♣ : NS l'apprennent à la fin du jeu.", "after_play"),
        # the rule quoted alone dates nothing
        (
            "Le partenaire de l'explicateur devait se taire jusqu'à la fin du jeu ; il a corrigé l'explication.",
            None,
        ),
        ("Misinfo: at the end of the hand we learnt that 2♦ was a transfer.", "after_play"),
        ("Misinfo: during the play the partner said 2♦ was a transfer.", "during_play"),
        # two moments, one for another irregularity: asked, never the other's
        (
            "Misinfo: at the end of the hand we learnt 3♣ was Stayman. Also, during the play, East revoked.",
            None,
        ),
        (
            "Explication erronée : à la fin on a appris que 2♦ était un texas. Aussi, pendant le jeu, Sud a renoncé.",
            None,
        ),
    ],
)
def test_misinformation_moment(text: str, expected: str | None) -> None:
    assert vocabulary.facts("explication_erronee", text).get("situation") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the left-hand opponent's call over the new call is no partner's call
        ("Sud a dit 2♣ puis a voulu mettre 2♦ ; Ouest a déjà dit 2♠ par-dessus.", None),
        ("Est a dit 1♥ puis a voulu dire 1♠ ; son partenaire n'avait pas parlé ; Sud a déjà dit 2♣.", None),
        # the partner's call, by his seat or his word
        ("Sud a dit 2♣ puis a voulu mettre 2♦ ; Nord a déjà dit 2♥.", "partner_acted"),
        (
            "Sud a dit 2♣ puis a voulu mettre 2♦ ; son partenaire a déjà dit 3♣ et Ouest a déjà dit 3♠.",
            "partner_acted",
        ),
    ],
)
def test_changed_call_another_seat_called(text: str, expected: str | None) -> None:
    assert vocabulary.facts("changement_declaration", text).get("timing") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Le mort, qui était parti derrière le déclarant pour voir le jeu, a été le premier à signaler qu'Ouest "
            "n'avait pas fourni à cœur.",
            "pointed_out_by_dummy",
        ),
        (
            "Le mort était venu derrière le déclarant ; il a été le premier à signaler la renonce du défenseur.",
            "pointed_out_by_dummy",
        ),
        # no breach: denied, for another reason, or supposed
        (
            "Le mort, qui n'était pas allé derrière le déclarant, a été le premier à signaler qu'un défenseur n'avait "
            "pas fourni.",
            "not_followed",
        ),
        (
            "Le mort était allé aux toilettes ; il a été le premier à signaler qu'un défenseur n'avait pas fourni.",
            "not_followed",
        ),
        (
            "Si le mort était allé derrière le déclarant, puis avait signalé la renonce d'Ouest, que faire ?",
            None,
        ),
    ],
)
def test_dummy_first_to_point_out(text: str, expected: str | None) -> None:
    assert vocabulary.facts("renonce", text).get("situation") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Au tour 3, Nord a ouvert 1♠ avec les cartes de l'étui 14. Au tour 6, on joue l'étui 14 : Nord ouvre encore.",
            "wrong_cards_later",
        ),
        (
            "Nord a ouvert 1♠ avec les cartes de l'étui 14. Plus tard, l'étui 14 arrive à la table.",
            "wrong_cards_later",
        ),
        # another board played, a board not played, or no later round: the call with another board's cards (15A)
        ("Nord a ouvert 1♠ avec les cartes de l'étui 14 au lieu du 13 ; on joue l'étui 13.", "wrong_cards"),
        ("Nord a ouvert 1♠ avec les cartes de l'étui 14. Ensuite on n'a pas joué l'étui 14.", "wrong_cards"),
        (
            "Au tour 6, Nord a ouvert 1♠ avec les cartes de l'étui 14. Au tour 3, on joue l'étui 14.",
            "wrong_cards",
        ),
    ],
)
def test_board_taken_played_later(text: str, expected: str) -> None:
    assert vocabulary.facts("mauvais_etui", text).get("case") == expected


@pytest.mark.parametrize(
    "text",
    [
        "À la levée 2 le déclarant a dit « petit ». À la levée 5, il demande le valet de cœur du mort puis aussitôt "
        "« non, le 10 » ; personne n'avait encore joué.",
        "À la levée 2 le déclarant a dit « petit ». À la levée 5, il demande le valet de cœur du mort puis tout de "
        "suite « non, le 10 ».",
    ],
)
def test_dummy_card_taken_back_at_once(text: str) -> None:
    assert _said("carte_du_mort", "case", text) == "changed"
    assert parts.split(text) is None or len(parts.split(text)) == 1 or "non" not in parts.split(text)[-1][:12]


def test_dummy_card_then_another_incident_still_cut() -> None:
    text = "Le déclarant a demandé le roi du mort, puis Ouest a renoncé à pique."
    assert parts.split(text) is not None and len(parts.split(text)) == 2

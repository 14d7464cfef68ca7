"""Session 27 (finder54): reviewer27 R-4, R-6, R-8, R-9, R-10 — wrong pre-fills (issue 37 §1: a fact is pre-filled only when the words state
it without doubt; otherwise it is asked).

- R-4: a revoker the writer takes back (« Est a renoncé, non attends, Ouest a renoncé ») is no second revoke: one
  revoke told (64A), never « deux renonces » (64B2 and 64A per revoke); the one named after the correction stays read.
- R-9: a count of a part of the play (« après la renonce Sud a fait 6 levées », « ensuite », « au retour de la
  renonce, … », « … jusque-là ») or of the other table (« à l'autre table, … ») is not the tricks the declarer made at
  this table, the count the score (77) and the revoke's transfer (64A) start from; « Sud a fait 10 levées » still is.
- R-6: a player of the board writing (« moi, le mort », « je suis le mort », « je suis mort (Nord) ») or reported
  through « m'écrit : », « me dit : » tells another's revoke as his word (85A), like « le mort dit que … »: the revoke
  and its offender are asked; his own revoke told (« je suis Est, j'ai renoncé ») is his admission, read.
- R-8: a complaint (« Est râle : … », « Est m'appelle : … », « Est proteste, pour lui … », « Est est persuadé que … »,
  « Est réclame pour / appelle l'arbitre pour une renonce de Sud ») is one side's word (85A): asked; the director's own
  « on m'appelle pour une renonce d'Est », « je suis sûr que … » still state it.
- R-10: the leader taken back after the verb (« Est a entamé face visible, non attends, c'était Ouest ») and a turn
  disputed (« … alors que c'était à Ouest ; Ouest dit que c'était à Est ») leave 54 / 53 asked (85A).
"""

from __future__ import annotations

import pytest

from rules import vocabulary

CONTRACT = "Sud joue 4♠, Est a renoncé à cœur"


def test_a_revoker_taken_back_is_one_revoke_by_the_seat_named_after_the_correction() -> None:
    facts = vocabulary.facts("renonce", "Sud joue 4♠ ; Est a renoncé, non attends, Ouest a renoncé à cœur.")
    assert facts.get("situation") == "not_followed"
    assert facts.get("offender") == "defender"  # Ouest, against Sud's 4♠ (64A)


@pytest.mark.parametrize(
    "text",
    [
        "Sud joue 4♠ ; Est a renoncé à cœur, puis Ouest a renoncé à trèfle.",
        "Sud joue 4♠ ; Est a renoncé à cœur. Plus tard, Ouest a renoncé à trèfle, non, pas Est.",
    ],
)
def test_two_revokes_told_plainly_stay_two(text: str) -> None:
    assert vocabulary.facts("renonce", text).get("situation") == "two_revokes"


@pytest.mark.parametrize(
    "tail",
    [
        " ; après la renonce Sud a fait 6 levées.",
        " ; Au retour de la renonce, Sud a fait 6 levées.",
        " ; Ensuite Sud a fait 6 levées.",
        " à la 5e levée. Sud a fait 4 levées jusque-là.",
        " ; à l'autre table, Sud a fait 10 levées.",
        " ; à partir de là le déclarant a fait 6 levées.",
    ],
)
def test_a_part_of_the_play_or_the_other_tables_count_is_not_the_tricks_made(tail: str) -> None:
    assert "tricks_taken" not in vocabulary.facts("renonce", CONTRACT + tail)


@pytest.mark.parametrize(
    ("tail", "tricks"),
    [
        (" ; Sud a fait 10 levées.", "10"),
        (" ; au total Sud a fait 10 levées.", "10"),
        (" ; 9 levées à la table.", "9"),
    ],
)
def test_the_tricks_made_told_plainly_are_still_read(tail: str, tricks: str) -> None:
    assert vocabulary.facts("renonce", CONTRACT + tail).get("tricks_taken") == tricks


@pytest.mark.parametrize(
    "text",
    [
        "Moi, le mort, j'ai vu Est renoncer à cœur. Sud joue 4♠.",
        "Je suis le mort. Est a renoncé à cœur, je l'ai vu.",
        "Je suis mort (Nord) : Est a renoncé à cœur.",
        "Le mort m'écrit : Est a renoncé à cœur.",
        "Je suis le mort et je vous signale que le déclarant a renoncé.",
        "Sud joue 4♠. Nord me dit : Est a renoncé à cœur.",
    ],
)
def test_a_player_writing_or_quoted_tells_anothers_revoke_as_his_word(text: str) -> None:
    facts = vocabulary.facts("renonce", text)
    assert facts.get("situation") != "not_followed"
    assert "offender" not in facts


@pytest.mark.parametrize(
    ("text", "offender"),
    [
        ("Sud joue 4♠. Je suis Est, j'ai renoncé à cœur.", "defender"),
        ("Sud joue 4♠, Est a renoncé à cœur.", "defender"),
        ("On m'appelle pour une renonce d'Est à cœur ; Sud joue 4♠.", "defender"),
        ("Sud joue 4♠. C'est moi, Est, qui ai renoncé à cœur.", "defender"),
        ("Nous défendions 4♠ joué par Sud ; mon partenaire a renoncé à cœur.", "defender"),
        ("Mon partenaire (Nord) a renoncé à cœur. On défendait 2♠ joué par Est.", "defender"),
        ("Je suis le mort, Sud joue 4♠. Est a renoncé à cœur, il le reconnaît.", "defender"),
    ],
)
def test_a_revoke_told_by_the_director_or_admitted_is_still_read(text: str, offender: str) -> None:
    facts = vocabulary.facts("renonce", text)
    assert facts.get("situation") == "not_followed"
    assert facts.get("offender") == offender


@pytest.mark.parametrize(
    "complaint",
    [
        "Est râle : Sud a renoncé à cœur !",
        "Est proteste, pour lui Sud a renoncé à cœur.",
        "Est est persuadé que Sud a renoncé à cœur.",
        "Est m'appelle : Sud a renoncé à cœur.",
        "Est appelle l'arbitre pour une renonce de Sud à cœur.",
        "Est réclame pour une renonce de Sud à cœur.",
        "Est m'a appelé pour une renonce de Sud à cœur.",
    ],
)
def test_a_complaint_is_one_sides_word(complaint: str) -> None:
    facts = vocabulary.facts("renonce", "Sud joue 4♠. " + complaint)
    assert facts.get("situation") != "not_followed"
    assert "offender" not in facts


@pytest.mark.parametrize(
    "text",
    [
        "Sud joue 4♠. Je suis sûr que Sud a renoncé à cœur.",
        "Sud joue 4♠. J'ai été appelé pour une renonce de Sud à cœur.",
        "Sud joue 4♠. L'arbitre est appelé pour une renonce de Sud à cœur.",
    ],
)
def test_the_directors_own_words_still_state_the_revoke(text: str) -> None:
    facts = vocabulary.facts("renonce", text)
    assert facts.get("situation") == "not_followed"
    assert facts.get("offender") == "declarer"


def test_a_leader_taken_back_after_the_verb_leaves_the_lead_asked() -> None:
    facts = vocabulary.facts("entame", "Sud joue 4♠. Est a entamé face visible, non attends, c'était Ouest.")
    assert "situation" not in facts


def test_a_leader_corrected_before_the_verb_is_still_read() -> None:
    facts = vocabulary.facts("entame", "Sud joue 4♠. Ouest, non attends, Est a entamé face visible.")
    assert facts.get("situation") == "wrong_defender_faced"  # Est, Sud's right-hand opponent (54)


@pytest.mark.parametrize(
    ("text", "situation"),
    [
        ("À la 5e levée, Est a attaqué alors que c'était à Ouest ; Ouest dit que c'était à Est.", None),
        ("À la 5e levée, Est a attaqué alors que c'était à Ouest.", "lead_out_of_turn"),
    ],
)
def test_a_disputed_turn_leaves_the_lead_out_of_turn_asked(text: str, situation: str | None) -> None:
    assert vocabulary.facts("attaque", text).get("situation") == situation

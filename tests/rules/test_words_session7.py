"""Issue 37 §1, round 5 session 7: more of what the words state plainly, each reading beside the traps
that must not fire. Sentences written for the rule they test; the answers checked against the 2017 Laws
(63A the revoke established by a play to the next trick, 64B the stage it is found at, 54 and 56 both
defenders leading, 16C a withdrawn card, 31 a call out of turn)."""

from __future__ import annotations

import pytest

from rules import vocabulary

# --- the revoke's stage: one stated answer decides the others (63A, 64B) ----------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Not established: nobody of the offending side has played to the next trick yet (63A1).
        (
            "E en défense défausse sur le pique alors qu'il en avait, personne de leur camp n'a joué à la levée suivante",
            {"when": "not_established", "established": "no", "discovered": "during_play"},
        ),
        # Played to the next trick: found during the play.
        (
            "Ouest a coupé le cœur alors qu'il avait encore un cœur, et Est avait déjà attaqué la levée suivante",
            {"when": "played", "discovered": "during_play"},
        ),
        # The end of the play, the end of the round, said in words.
        ("renonce d'Est découverte à la fin du coup", {"when": "after_play", "discovered": "after_play"}),
        (
            "la renonce de Nord, on l'a vue à la fin du tour",
            {"when": "after_round", "discovered": "after_round"},
        ),
    ],
)
def test_one_stage_of_the_revoke_answers_the_others(text: str, expected: dict[str, str]) -> None:
    facts = vocabulary.facts("renonce", text)
    assert {question: facts.get(question) for question in expected} == expected


@pytest.mark.parametrize(
    "text",
    [
        # Two stages stated: none is taken.
        "Est a renoncé, personne de leur camp n'a joué à la levée suivante, on l'a vu à la fin du tour",
        # A stage only asked about.
        "la renonce de Sud est-elle consommée ?",
        # Played to the next trick by the declarer when a defender revoked: says nothing of the revoke.
        "Est (défense) a défaussé sur carreau en ayant le 10 ; le déclarant a déjà attaqué la levée suivante",
    ],
)
def test_the_revoke_stage_is_not_taken_from_words_that_do_not_settle_it(text: str) -> None:
    facts = vocabulary.facts("renonce", text)
    assert "discovered" not in facts and "established" not in facts


def test_played_to_the_next_trick_does_not_say_played_rather_than_named() -> None:
    # « joué à la levée suivante » is the stage (when = played); a card named for it (63A2) is also
    # « established », so the stage does not answer how.
    facts = vocabulary.facts(
        "renonce",
        "le décla a défaussé un cœur alors qu'il avait un atout, il a déjà rejoué du mort à la levée suivante",
    )
    assert "established" not in facts


# --- both defenders leading: never « the wrong defender faced a card » (54 and 56) ---------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Ouest a entamé le 5♦ face visible, puis Est, qui devait entamer, a posé le R♠ face visible par dessus",
        "Sud joue 4♠, Est a entamé face visible, puis Ouest a posé sa carte face visible lui aussi",
        "Est entame face visible, son partenaire a posé une carte lui aussi",
        "Nord joue 3SA : Est a entamé le roi face visible, Ouest a ensuite retourné le 2",
    ],
)
def test_two_leads_are_never_read_as_one_defender_leading_out_of_turn(text: str) -> None:
    assert vocabulary.facts("entame", text).get("situation") not in (
        "wrong_defender_faced",
        "wrong_defender_face_down",
    )


@pytest.mark.parametrize(
    "text",
    [
        # One leader; the other seat is only named as whose turn it was.
        "Sud joue 4♠, Est a entamé le roi de cœur face visible alors que c'était à Ouest d'entamer",
        "Est a entamé hors tour face visible, le déclarant accepte et pose le mort",
    ],
)
def test_one_lead_out_of_turn_is_still_read(text: str) -> None:
    assert vocabulary.facts("entame", text).get("situation") == "wrong_defender_faced"


# --- a card taken back: a withdrawn action (16C), never partner's manner -----------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Ouest a repris sa carte après la rectification, Est en a tenu compte, on m'appelle à la fin du coup",
            "withdrawn_after",
        ),
        ("Ouest a repris sa carte, Est en a tenu compte, on m'appelle sur le moment", "withdrawn_now"),
        # A card taken back, then the end of the play: not partner's manner, whatever else is said.
        ("Ouest a remis sa carte dans sa main, Est a hésité, j'arrive à la fin du coup", None),
        # « reprendre la main » is winning a trick, not a card taken back: partner's hesitation stays.
        (
            "Est a hésité longtemps, Ouest a repris la main et a trouvé le bon retour, appelé à la fin du coup",
            "partner_after",
        ),
        # A penalty card picked up is 50E's, not 16C's.
        ("la carte pénalisée reprise par Ouest a renseigné Est, appelé sur le moment", None),
    ],
)
def test_a_card_taken_back_is_a_withdrawn_action(text: str, expected: str | None) -> None:
    assert vocabulary.facts("information_non_autorisee", text).get("situation") == expected


# --- a call out of turn: read from the clauses that state it, a denial elsewhere aside (31) ------------------


@pytest.mark.parametrize(
    ("text", "turn", "call"),
    [
        ("Sud donneur, Est a dit 1♠ avant tout le monde, Sud avait encore rien dit", "lho_first", "bid"),
        ("donne 9, Sud donneur, Nord a ouvert 1SA à sa place ; Est n'a rien dit depuis", "partner", "bid"),
        (
            "Est donneur ; c'est pas un passe conventionnel, juste un passe normal : Sud a passé avant Est",
            "rho",
            "pass",
        ),
    ],
)
def test_a_call_out_of_turn_is_read_beside_a_denial(text: str, turn: str, call: str | None) -> None:
    facts = vocabulary.facts("declaration_hors_tour", text)
    assert (facts.get("turn"), facts.get("call")) == (turn, call)


@pytest.mark.parametrize(
    "text",
    [
        "Sud donneur, Est a-t-il dit 1♠ avant Sud ?",  # a question
        "selon Nord, Est a passé avant Sud",  # a claim
        "si Est a passé avant Sud, que fait-on",  # a supposition
        "Est n'a pas passé avant Sud, c'était bien son tour",  # a denial
    ],
)
def test_a_call_out_of_turn_is_not_read_from_a_question_a_claim_or_a_denial(text: str) -> None:
    facts = vocabulary.facts("declaration_hors_tour", text)
    assert "turn" not in facts and "call" not in facts

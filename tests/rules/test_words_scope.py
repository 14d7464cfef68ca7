"""Round 5 session 3, tester's H4 and M7: a wrong pre-fill is a ruling the director did not choose.
A negation governs a participle and its direct complement; « avant la fin du jeu » is the opposite of
the end of the play; a player of each side revoking names no one offender."""

from __future__ import annotations

import pytest

from rules import vocabulary


@pytest.mark.parametrize(
    "text",
    [
        "Est n'a pas entamé face cachée",
        "Est a entamé hors tour, il ne l'a pas posée face cachée",
        "Ouest n'a pas entame face cachee",
        "Nord na pas posé sa carte face cachée",
        "le mauvais défenseur n'a pas posé l'entame face cachée",
    ],
)
def test_a_denied_face_down_lead_is_not_one(text: str) -> None:
    assert vocabulary.facts("entame", text).get("situation") != "wrong_defender_face_down"


def test_a_face_down_lead_is_still_read() -> None:
    # Face down is how the rightful leader leads too (41A, tester19 Q16): the wrong leader must be said.
    assert "situation" not in vocabulary.facts("entame", "Est a entamé face cachée")
    said = vocabulary.facts("entame", "Est a entamé face cachée alors que c'était à Ouest")
    assert said["situation"] == "wrong_defender_face_down"


@pytest.mark.parametrize(
    "text",
    [
        "Sud joue 4♠, Ouest n'a pas fourni à cœur, avant la fin du jeu",
        "Sud joue 4♠, Ouest n'a pas fourni à cœur, pendant le jeu, bien avant la fin du jeu",
        "Sud joue 4♠, Ouest n'a pas fourni à cœur, ce n'est pas après la fin du jeu, on joue encore",
        "Nord joue 3SA, Est n'a pas fourni a carreau, avant la fin du coup",
        "Nord joue 3SA, Est n'a pas fourni à carreau, c'est pas apres le jeu",
        "Sud joue 4♠, Ouest n'a pas fourni à cœur, on l'a vu avant la fin de la donne",
    ],
)
def test_before_the_end_of_the_play_is_not_after_it(text: str) -> None:
    found = vocabulary.facts("renonce", text)
    assert found.get("when") != "after_play"
    assert found.get("discovered") != "after_play"


def test_the_end_of_the_play_is_still_read() -> None:
    text = "Sud joue 4♠, Ouest n'a pas fourni à cœur, on s'en aperçoit à la fin du jeu"
    assert vocabulary.facts("renonce", text)["when"] == "after_play"


@pytest.mark.parametrize(
    "text",
    [
        "Sud joue 4♠, Est a renoncé, Nord a aussi renoncé",
        "Sud joue 4♠, Nord a renoncé, Est a aussi renoncé",
        "Sud joue 4♠, Est a renonce, Sud a aussi renonce",
        "Sud joue 4♠, Est a renoncé, le mort aussi",
    ],
)
def test_a_revoke_on_each_side_names_no_offender(text: str) -> None:
    assert "offender" not in vocabulary.facts("renonce", text)


def test_two_revokes_of_the_defence_still_name_the_defence() -> None:
    assert (
        vocabulary.facts("renonce", "Sud joue 4♠, Est a renoncé, Ouest a aussi renoncé")["offender"]
        == "defender"
    )


@pytest.mark.parametrize(
    "text",
    [
        "Sud joue 4♠, d'après Nord, Est n'a pas fourni à cœur",
        "Sud joue 4♠, selon le mort, Est n'a pas fourni à cœur",
        "Nord pense qu'Est n'a pas fourni à cœur",
        "Nord croit qu'Est n'a pas fourni à cœur",
        "Sud pense qu'Ouest n'a pas fourni a coeur",
        "les NS pensent qu'Est n'a pas fourni à cœur",
        "Sud joue 4♠, Ouest n'a pas fourni à cœur, enfin c'est ce que dit Est",
        "Sud joue 4♠, Ouest n'a pas fourni à cœur, c'est ce qu'il dit",
        "Sud joue 4♠, Ouest n'a pas fourni à cœur, d'après Nord",
        "Sud joue 4♠, Ouest n'a pas fourni à cœur, selon le declarant",
    ],
)
def test_a_claim_is_not_a_fact(text: str) -> None:
    found = vocabulary.facts("renonce", text)
    assert "situation" not in found
    assert "offender" not in found


def test_what_is_said_to_a_player_or_stated_plainly_is_still_read() -> None:
    assert vocabulary.facts("renonce", "Sud joue 4♠, Ouest n'a pas fourni à cœur")["offender"] == "defender"
    text = "Sud joue 4♠, Ouest n'a pas fourni à cœur, Est le dit aussi"
    assert vocabulary.facts("renonce", text)["situation"] == "not_followed"

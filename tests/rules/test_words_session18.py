"""Round 5 session 18: the wrong pre-fills auditor20 found on the eighteenth blind set, in other words.

- Two defenders each put a card down, the one out of turn faced his and the rightful leader's was face down
  (« Sud (à qui c'était) a posé la sienne face cachée »): both defenders (54), never « the wrong defender's
  card face down » (41A/54 differ).
- « en cours de jeu » dating another irregularity told in the same line (a revoke) is not when the wrong
  explanation came to light; « lésés à la fin » is (40B, 21B, the option's own words).
- Two breaches of procedure told together (the opponent's cards touched, 90B5, and the lateness, 90B1): the
  director chooses which one he penalises; one told alone is taken.
- tester19 Q8, Q10 (Changement de déclaration, `timing`): « Est n'a pas encore parlé » is the partner's silence
  only when Est is the changer's partner; « Nord a déjà passé », Nord being the partner, is a call since (25A4:
  no substitution); a slip that made a bid cannot be the auction's last call « sans que le partenaire
  reparle » (a bid is followed by three passes, the partner's among them): asked.
- tester19 Q14 (24): whether the partner COULD see the card's face, not whether he looked; « seul Sud l'a vu »
  with the card face up on the table is an exposed card (24B, 24E).
- tester19 Q16 (41A): face down is how the rightful leader leads; « the wrong defender's card face down » needs
  the words (or the seats) to say the leader was the wrong one.
"""

from __future__ import annotations

import pytest

from rules import vocabulary


@pytest.mark.parametrize(
    "text",
    [
        "Nord (pas son tour) retourne sa carte, Sud (à qui c'était) a posé la sienne face cachée",
        "Est a entamé face visible hors tour et Ouest, à qui c'était, a posé la sienne face cachée",
    ],
)
def test_a_face_down_card_of_the_rightful_leader_is_not_one_wrong_defender(text: str) -> None:
    assert vocabulary.facts("entame", text).get("situation") != "wrong_defender_face_down"


@pytest.mark.parametrize(
    "text",
    [
        "Nord a entamé face cachée alors que c'était à Sud",
        "Ouest, qui n'était pas l'entameur, a posé une carte face contre table sans la retourner",
    ],
)
def test_one_wrong_defender_face_down_is_still_taken(text: str) -> None:
    assert vocabulary.facts("entame", text).get("situation") == "wrong_defender_face_down"


def test_during_play_dating_another_irregularity_is_not_taken() -> None:
    text = (
        "t12 d5 : explication erronée du 2SA par Ouest, et Est renonce à pique en cours de jeu ; NS se disent "
        "lésés à la fin"
    )
    assert vocabulary.facts("explication_erronee", text).get("situation") == "after_play"


@pytest.mark.parametrize(
    ("text", "when"),
    [
        ("l'explication fausse est découverte en cours de jeu, à la 4e levée", "during_play"),
        ("NS se disent lésés à la fin du coup : 2SA expliqué comme fort, c'était faible", "after_play"),
    ],
)
def test_the_moment_said_alone_is_taken(text: str, when: str) -> None:
    assert vocabulary.facts("explication_erronee", text).get("situation") == when


def test_two_breaches_told_together_are_asked() -> None:
    text = (
        "donne 9 table 13 : Sud a touché les cartes de son adversaire pour voir ce qu'il restait, et en plus il "
        "était en retard au début"
    )
    assert "offence" not in vocabulary.facts("suites_decision", text)


@pytest.mark.parametrize(
    ("text", "offence"),
    [
        ("Ouest a touché les cartes de son adversaire pour compter ses atouts", "90B5"),
        ("il n'a pas touché les cartes de son adversaire, il est juste arrivé en retard", "90B1"),
    ],
)
def test_one_breach_told_alone_is_taken(text: str, offence: str) -> None:
    assert vocabulary.facts("suites_decision", text).get("offence") == offence


@pytest.mark.parametrize(
    "text",
    [
        "Sud a sorti 2♠ au lieu de 2♥, le carton d'à côté ; Nord a déjà passé, mais Est n'a pas encore parlé",
        "Sud a sorti 2♠ au lieu de 2♥ ; Ouest et Nord ont passé, Est n'a pas encore parlé",
        "lapsus d'Est : 3♣ au lieu de 3♦, Ouest a déjà répondu 3♥",
    ],
)
def test_the_partner_who_called_since_forbids_the_substitution(text: str) -> None:
    assert vocabulary.facts("changement_declaration", text).get("timing") == "partner_acted"


@pytest.mark.parametrize(
    "text",
    [
        "Sud a sorti 2♠ au lieu de 2♥ ; Est n'a pas encore parlé",
        # A bid closes the auction only after three passes, the partner's among them (25A4, not 25A5).
        "Sud a dit 3♣ au lieu de 3♦ par lapsus ; Ouest a fait le dernier passe, l'entame n'est pas faite",
        "lapsus de Sud : il a dit « 3 trèfles » au lieu de « 3 carreaux » ; c'était le dernier passe d'Ouest, "
        "enchères finies, l'entame n'est pas faite",
        "Sud a sorti 2♠ au lieu de 2♥ ; je ne sais pas si Nord a passé",
    ],
)
def test_a_timing_the_seats_contradict_is_asked(text: str) -> None:
    timing = vocabulary.facts("changement_declaration", text).get("timing")
    assert timing in (None, "partner_acted"), timing
    assert timing is None or "Nord a déjà" in text


@pytest.mark.parametrize(
    ("text", "timing"),
    [
        ("Sud a sorti 2♠ au lieu de 2♥ ; Nord n'a pas encore parlé", "in_time"),
        ("Sud a sorti 2♠ au lieu de 2♥ ; Ouest a passé, Nord n'a pas encore parlé", "in_time"),
        ("Sud a sorti 2♠ au lieu de 2♥ ; son partenaire n'a pas encore parlé", "in_time"),
        # Ouest, his left-hand opponent, calls before Nord: neither has called since.
        ("Sud a sorti 2♠ au lieu de 2♥ ; Ouest n'a pas encore parlé", "in_time"),
        (
            "Sud a sorti passe au lieu de 4♠ par lapsus, c'était le dernier passe, l'entame n'est pas faite",
            "last_call_before_lead",
        ),
    ],
)
def test_the_partners_own_silence_is_still_taken(text: str, timing: str) -> None:
    assert vocabulary.facts("changement_declaration", text).get("timing") == timing


@pytest.mark.parametrize(
    "text",
    [
        "pendant les enchères Est a laissé tomber le ♠R face visible sur la table ; Ouest regardait ailleurs et ne "
        "l'a pas vu, seul Sud l'a vu",
        "seuls les adversaires ont vu la carte qu'il a laissé tomber pendant les enchères",
        "le 7 de carreau d'Ouest s'est retourné pendant les enchères, seul Nord l'a vu",
        # A seat named may be the partner (Est is Ouest's): asked whatever the seat.
        "pendant les enchères Ouest a laissé tomber le ♦2, seul Est a pu la voir",
    ],
)
def test_who_saw_the_card_is_not_who_could_see_it(text: str) -> None:
    assert vocabulary.facts("carte_exposee_encheres", text).get("cards") != "partner_could_not_see"


@pytest.mark.parametrize(
    "text",
    [
        "pendant les enchères Est a fait tomber une carte, tournée vers Sud : Ouest ne pouvait pas la voir",
        "Est a fait tomber le 3♣ pendant les enchères, seuls les adversaires pouvaient voir la carte",
        "Nord a exposé une carte, mais seuls les adversaires ont pu la voir, pas son partenaire.",
    ],
)
def test_a_card_the_partner_could_not_see_is_still_taken(text: str) -> None:
    assert vocabulary.facts("carte_exposee_encheres", text).get("cards") == "partner_could_not_see"


@pytest.mark.parametrize(
    "text",
    [
        "Ouest a posé son entame face cachée ; ensuite Est a demandé l'explication du 3♣ de Nord ; Ouest veut "
        "maintenant changer d'entame",
        "Nord joue 4♠, Est a posé son entame face cachée ; Ouest demande l'explication du 2♣",
        "Sud joue 3SA ; Est a posé sa carte face cachée puis l'a retournée",
    ],
)
def test_a_face_down_lead_is_not_by_itself_the_wrong_defenders(text: str) -> None:
    assert vocabulary.facts("entame", text).get("situation") != "wrong_defender_face_down"


@pytest.mark.parametrize(
    "text",
    [
        "Nord joue 4♠, Ouest a posé son entame face cachée, on l'a arrêté avant qu'il la retourne",
        "Sud joue 3SA ; Est a posé sa carte face cachée",
        "Est pose face cachée une carte alors que l'entame revenait à Ouest",
    ],
)
def test_the_wrong_defenders_face_down_lead_is_still_taken(text: str) -> None:
    assert vocabulary.facts("entame", text).get("situation") == "wrong_defender_face_down"


@pytest.mark.parametrize(
    ("text", "offender"),
    [
        # The speaker names his own role, then his partner's revoke (finder28's note): the partner is the offender.
        ("je suis Sud, le déclarant, mon partenaire a renoncé à pique", "dummy"),
        ("je suis le déclarant, mon partenaire a renoncé", "dummy"),
        ("je suis le mort, mon partenaire a renoncé à cœur", "declarer"),
        # His role named as the revoker's stays his.
        ("le déclarant a renoncé", "declarer"),
    ],
)
def test_my_partner_revoked_is_my_partners_revoke(text: str, offender: str) -> None:
    assert vocabulary.facts("renonce", text).get("offender") == offender


def test_rights_reserved_then_a_call_back_after_the_board_is_not_on_the_spot() -> None:
    # tester19 Q21: the director is called back at the end (16B1), not on the spot while the play goes on.
    text = (
        "pendant les enchères EO ont réservé leurs droits après l'hésitation de Sud ; je suis rappelé maintenant, "
        "le coup est fini, Nord a dit 4♠"
    )
    assert vocabulary.facts("information_non_autorisee", text).get("situation") != "partner_now"
    said = vocabulary.facts(
        "information_non_autorisee", "Sud a hésité longtemps avant de passer, EO ont réservé leurs droits"
    )
    assert said.get("situation") == "partner_now"

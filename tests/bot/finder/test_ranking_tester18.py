"""Tester18's findings on the ranking (/work/tester18_report.md): R13, R7, R1 and R10's ranking items.

R13: « 4♠ contré, Sud déclarant » is how the traveller writes the contract: its « contré » is the contract's
doubling, never the double of an auction incident, so a revoke told after it is a revoke (61), not partner's
unauthorised information (16B).
R7: « s'est repris : 1♠, avant que son partenaire ait parlé » dates a change of call (25A1: until partner
calls); it says nothing of a call out of rotation (28-32).
R1: « … et Est prend la main » tells who wins the lead next (50D for the penalty card), no dummy's card (45).
R10: the declarer who stopped before spreading his hand after a lead out of turn (54) is the lead's incident,
not a player who prevented one (42B2); the dummy who looked at a defender's hand and then asked the declarer
« pas de cœur ? » has lost his rights (43B2b); an attack out of turn told after a revoke, in its own sentence,
is a second irregularity (`+`).
"""

from __future__ import annotations

import pytest

from bot.finder import topics as finder


def found(text: str) -> list[str]:
    return [t.id for t in finder.search(text)]


def named(text: str) -> list[str]:
    return [t.id for t in finder.irregularities(text)]


@pytest.mark.parametrize(
    "text",
    [
        "4♠ contré, Sud déclarant. Ouest a renoncé à cœur, vu à la fin du coup",
        "5♦ contré, Ouest déclarant. Sud a renoncé à pique, vu à la fin du coup",
        "3SA contré par Ouest, Sud déclarant. Ouest a renoncé à carreau, vu à la fin du coup",
        "EO jouent 5♦ contré, Ouest déclarant, EO vulnérables. Sud a renoncé à pique, vu à la fin du coup",
        "4♠X, Sud déclarant. Ouest a renoncé à cœur",
        "5♦XX par Ouest. Nord a renoncé à trèfle à la 4e levée",
    ],
)
def test_a_doubled_contract_is_the_frame_of_a_revoke(text: str) -> None:
    assert found(text)[0] == "renonce"
    assert "information_non_autorisee" not in found(text)
    assert named(text) == []  # the contract names no irregularity of its own


def test_a_double_out_of_turn_keeps_its_words() -> None:
    """Only the contract's doubling is frame: « 1♥ contre hors tour d'Est » is still a call out of turn."""
    assert found("Nord ouvre 1♥, puis contre hors tour d'Ouest, c'était à Est de parler")[0] == (
        "declaration_hors_tour"
    )


def test_a_hesitation_before_a_double_is_still_partners_information() -> None:
    text = "Après une longue hésitation, Est a passé sur 4♠ contré, et Ouest a enchéri 5♣"
    assert found(text)[0] == "information_non_autorisee"


@pytest.mark.parametrize(
    "text",
    [
        "Nord a dit 1♥ puis s'est repris : 1♠, avant que son partenaire ait parlé ; c'était un lapsus",
        "Nord a dit 1♥ puis s'est repris tout de suite : 1♠ ; c'était un lapsus",
        "Sud a dit 2♣ puis s'est repris pour dire 2♦ avant que sa partenaire ait parlé",
    ],
)
def test_a_change_dated_by_partners_call_is_a_change_of_call(text: str) -> None:
    assert found(text)[0] == "changement_declaration"


@pytest.mark.parametrize(
    "text",
    [
        "Sud a dit 2♥ avant qu'Est ait parlé",  # whose turn it was: out of rotation (28-32)
        "Nord a dit 1♥ avant que son partenaire ait parlé",  # nothing changed: still a call before its turn
    ],
)
def test_a_call_before_anothers_turn_stays_out_of_rotation(text: str) -> None:
    assert found(text)[0] == "declaration_hors_tour"


@pytest.mark.parametrize(
    "text",
    [
        "Sud joue 4♠. Ouest a une carte pénalisée, le ♦4, et Est prend la main",
        "Sud joue 4♠. Ouest a une carte pénalisée secondaire, le ♦4, et Est prend la main",
        "Sud joue 4♠. Ouest a une carte pénalisée, le ♦4, et Est a pris la main",
    ],
)
def test_who_takes_the_lead_is_no_second_irregularity(text: str) -> None:
    assert found(text)[0] == "cartes_penalisees"
    assert named(text) == []
    assert "carte_du_mort" not in found(text)[:3]


def test_a_lead_out_of_turn_the_declarer_nearly_spread_on() -> None:
    text = (
        "Sud joue 4♠. Est a entamé hors tour ; Sud allait commencer à étaler ses cartes mais s'est arrêté avant"
        " d'en montrer une"
    )
    assert found(text)[0] == "entame"


def test_an_irregularity_prevented_is_still_the_procedures() -> None:
    """Nothing was done: who may prevent it (42B2, 43B2a) — unchanged by R10."""
    assert found("Ouest allait entamer hors tour, son partenaire l'a arrêté à temps")[0] == "procedure"


def test_the_dummy_who_looked_then_asked_has_lost_his_rights() -> None:
    text = "Sud joue 4♠. Le mort a regardé les cartes d'Est puis a demandé au décla « pas de cœur ? »"
    assert found(text)[0] == "procedure"


@pytest.mark.parametrize(
    "text",
    [
        "Sud joue 4♠. Le mort a renoncé à carreau à la 3e levée, découvert à la fin ; et à la 8e levée Est a"
        " attaqué hors tour le ♣R alors que c'était à Ouest",
        "Sud joue 4♠. Ouest a renoncé à carreau à la 3e levée ; et à la 8e levée Est a attaqué hors tour le ♣R"
        " alors que c'était à Ouest",
    ],
)
def test_an_attack_out_of_turn_after_a_revoke_is_a_second_irregularity(text: str) -> None:
    assert found(text)[:2] == ["renonce", "attaque"]
    assert named(text) == ["renonce", "attaque"]

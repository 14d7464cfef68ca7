"""finder76 (session 31, issue 37 §1: T-3, T-15, T-18, T-20): a card, a trick number or a seat's role taken from a
clause about another player or another moment than the incident.

- T-3: 45C3 is the declarer's touch of dummy's card; a defender's (« Ouest a touché une carte du mort »), someone's,
  or a seat's the words do not say declarer is no play by declarer: neither the case nor why he touched it is read.
- T-15: « la 2e levée de pique », « la 3e levée d'atout » is a suit's round, no trick number: neither the revoke's
  trick (62D, 64B2 need the 12th) nor the claim's (70) is read from it; « à la 5e levée » still is.
- T-18: after a lead out of turn, the presumed declarer's partner may play the hand (54A), or dummy and declarer be
  swapped: the contract's seats no longer say who is dummy, so the revoker's role (64A, 64B3) is asked.
Each with the plain case, which still reads."""

from __future__ import annotations

import pytest

from tests.bot.finder.descriptions import engine_facts


@pytest.mark.parametrize(
    "text",
    [
        "Ouest a touché une carte du mort",
        "Sud joue 3SA, Est a touché une carte du mort pendant que le déclarant réfléchissait",
        "L'entameur a touché le roi de pique du mort",
        "Ouest touche une carte du mort, le déclarant dit qu'il ne l'a pas désignée",
        "Le défenseur de gauche a frôlé une carte du mort avec sa manche",
        "Ouest a touché une carte du mort pour ranger",
    ],
)
def test_a_defenders_touch_of_dummys_card_is_no_declarers_touch(text: str) -> None:
    facts = engine_facts("carte_du_mort", text)
    assert "case" not in facts
    assert "touch_purpose" not in facts


@pytest.mark.parametrize(
    ("text", "purpose"),
    [
        ("Le déclarant a touché une carte du mort, Ouest dit qu'elle est jouée", None),
        ("Sud, le déclarant, a touché une carte du mort pour ranger", "arrange"),
        ("Nord joue 4♠ ; Nord a touché le 5 de trèfle du mort puis voulu jouer le roi", None),
        ("Il a touché une carte du mort. T5.", None),
        ("Le déclarant a frôlé une carte du mort avec sa manche", "accident"),
    ],
)
def test_the_declarers_touch_still_reads(text: str, purpose: str | None) -> None:
    facts = engine_facts("carte_du_mort", text)
    assert facts["case"] == "touched"
    assert facts.get("touch_purpose") == purpose


@pytest.mark.parametrize(
    "text",
    [
        "Ouest a renoncé à la 2e levée de pique, il avait encore un pique",
        "Est a renoncé à la 3e levée d'atout",
        "Ouest a renoncé à la douzième levée de pique",
        "Est n'a pas fourni au deuxième tour d'atout",
        "Au troisième tour de carreau, Sud a défaussé un trèfle alors qu'il en avait",
    ],
)
def test_a_suits_round_is_no_revoke_trick(text: str) -> None:
    facts = engine_facts("renonce", text)
    assert facts.get("situation") == "not_followed"
    assert "trick_twelve" not in facts
    assert "revoke_trick" not in facts


@pytest.mark.parametrize(
    ("text", "twelve"),
    [
        ("Ouest a renoncé à la 12e levée", "twelfth"),
        ("Sud a renoncé à la 5e levée", "before_12"),
        ("Ouest a renoncé à la 5e levée, à carreau", "before_12"),
        ("Ouest a renoncé à la levée 2, au deuxième tour de pique", "before_12"),
    ],
)
def test_a_trick_number_still_reads(text: str, twelve: str) -> None:
    assert engine_facts("renonce", text)["trick_twelve"] == twelve


@pytest.mark.parametrize(
    "text",
    [
        "Sud revendique à la 2e levée de cœur",
        "À la troisième levée d'atout, Sud étale et revendique",
        "Sud revendique à la 4e levée de trèfle",
    ],
)
def test_a_suits_round_is_no_claim_trick(text: str) -> None:
    assert "claim_trick" not in engine_facts("revendication", text)


@pytest.mark.parametrize(
    ("text", "trick"),
    [
        ("Sud revendique à la 10e levée", "10"),
        ("Sud revendique à la levée 10, après la 2e levée de pique", "10"),
    ],
)
def test_a_claim_trick_still_reads(text: str, trick: str) -> None:
    assert engine_facts("revendication", text)["claim_trick"] == trick


@pytest.mark.parametrize(
    "text",
    [
        "Sud joue 4♠. Ouest entame hors tour, Sud étale son jeu, c'est Nord qui joue le coup ; Nord a renoncé à la 5e levée",
        "Entame hors tour acceptée : le déclarant étale son jeu, c'est le partenaire qui joue. Ensuite le partenaire du "
        "déclarant a renoncé à carreau",
        "Nord devait jouer 3SA, Est a entamé hors tour, Nord a étalé son jeu et Sud est devenu déclarant ; Sud a renoncé "
        "à trèfle",
        "Sud joue 4♥, l'entame hors tour est acceptée, il étale, c'est le partenaire qui joue ; le nouveau déclarant a "
        "renoncé",
        "Après l'entame hors tour, le mort et le déclarant ont été inversés ; le mort a renoncé à pique",
    ],
)
def test_roles_swapped_after_a_lead_out_of_turn_ask_the_revoker(text: str) -> None:
    facts = engine_facts("renonce", text)
    assert facts.get("offender") not in ("dummy", "declarer")


@pytest.mark.parametrize(
    ("text", "offender"),
    [
        ("Sud joue 4♠. Le mort a renoncé à la 3e levée", "dummy"),
        (
            "Sud joue 4♠, Ouest a entamé hors tour, le déclarant a accepté et le mort a renoncé à la 3e levée",
            "dummy",
        ),
        ("Sud joue 4♠, Ouest entame hors tour, Sud étale son jeu ; Est a renoncé à cœur", "defender"),
        (
            "Sud joue 4♠, le déclarant étale ses cartes et revendique ; le mort avait renoncé à la 3e levée",
            "dummy",
        ),
    ],
)
def test_roles_not_swapped_still_read(text: str, offender: str) -> None:
    assert engine_facts("renonce", text)["offender"] == offender


# T-20 (reviewer31 V-20): another hand's honour, or the card of another act, is not the exposed card (50B).
@pytest.mark.parametrize(
    "text",
    [
        "Est a laissé tomber une carte quand le mort a joué l'as",
        "Ouest a exposé une carte sur l'as du déclarant",
        "Ouest a une carte pénalisée ; c'est l'as du mort qui a gagné la levée",
        "Est a une carte pénalisée, le déclarant a tiré l'as de pique et Est n'a pas joué sa carte",
        "La carte pénalisée d'Ouest est restée sur la table, l'as de trèfle a gagné la levée",
        "Sud joue 4♠ ; Est a laissé tomber une carte quand Sud a tiré l'as de cœur",
        "Est a laissé tomber une carte en ramassant la levée gagnée par l'as de son partenaire",
        "Est a laissé tomber une carte sur l'as de son partenaire",
        "Ouest a fait tomber une carte ; le déclarant avait encore l'as de pique",
        "Est a laissé tomber une carte juste après l'as de trèfle de Sud",
    ],
)
def test_another_hands_honour_is_not_the_penalty_cards(text: str) -> None:
    assert engine_facts("cartes_penalisees", text).get("honour") != "yes"


@pytest.mark.parametrize(
    "text",
    [
        "Est a exposé la dame de cœur",
        "Ouest a laissé tomber son roi de pique sur la table",
        "Nord, déclarant, a vu l'as de pique d'Est exposé",
        "Est a exposé sa dame de cœur sur l'as du mort",
        "Est a fait tomber l'as de pique quand le mort a joué",
        "Est a laissé tomber l'as de pique juste après le roi du mort",
        "Mon partenaire a sa dame de cœur pénalisée, et on attaque cœur : il peut la jouer.",
    ],
)
def test_the_exposed_honour_still_reads(text: str) -> None:
    assert engine_facts("cartes_penalisees", text)["honour"] == "yes"


@pytest.mark.parametrize(
    "text",
    [
        "Nord joue 3SA ; Sud a laissé tomber une carte quand Est a joué l'as",
        "Ouest a laissé tomber une carte quand Est a joué l'as de pique",
        # reviewer31 V-20's last lines: a trick won with the ace, a card written as on a score sheet
        "Est a laissé tomber une carte ; son partenaire avait gagné la levée avec l'as",
        "E a fait tomber une carte sur le R♣ de S",
        "Est a laissé tomber une carte sur la D♥ du mort",
    ],
)
def test_an_honour_another_seat_played_is_not_the_penalty_cards(text: str) -> None:
    assert engine_facts("cartes_penalisees", text).get("honour") != "yes"


@pytest.mark.parametrize(
    "text",
    [
        "Est a laissé tomber la dame de cœur quand Ouest a joué l'as",
        "Ouest a l'as de pique, qui est pénalisé",
        "Est a fait tomber le R♣",
        "Est a exposé le R♠ sur l'as du mort",
    ],
)
def test_the_exposed_honour_beside_another_seats_card_still_reads(text: str) -> None:
    assert engine_facts("cartes_penalisees", text)["honour"] == "yes"


# reviewer31 V-47: the end of a suit's round is a moment of the play, never its end (62, 63A against 64B).
@pytest.mark.parametrize(
    "text",
    [
        "Renonce d'Est ; on l'a vu à la fin du deuxième tour d'atout",
        "Renonce du mort vue à la fin du 2e tour de cœur",
        "Renonce d'Est découverte à la fin du premier tour d'atout",
        "Renonce d'Est vue à la fin du tour de pique",
    ],
)
def test_the_end_of_a_suits_round_is_during_the_play(text: str) -> None:
    facts = engine_facts("renonce", text)
    assert facts.get("when") != "after_play"
    assert facts["discovered"] == "during_play"


@pytest.mark.parametrize(
    "text",
    ["Ouest a renoncé ; on l'a vu à la fin", "Renonce d'Est ; on l'a vu à la fin, en comptant les levées"],
)
def test_the_end_of_the_play_still_reads(text: str) -> None:
    facts = engine_facts("renonce", text)
    assert facts["discovered"] == "after_play"


def test_the_end_of_a_round_of_the_session_is_no_suits_round() -> None:
    assert (
        "discovered"
        not in engine_facts("renonce", "Renonce d'Est vue à la fin du deuxième tour, à la donne suivante")
        or engine_facts("renonce", "Renonce d'Est vue à la fin du deuxième tour, à la donne suivante")[
            "discovered"
        ]
        != "during_play"
    )

"""tester15's « words of the auction » family (session 14, V4, V9, V15, V17, V18): a description that tells
only calls and the auction's moment never ranks a topic of the play first; a bid said is a call, not a
card. Traps: a real lead out of turn once the auction is over, a claim during the play, a card played."""

from __future__ import annotations

import pytest

from bot.finder import topics as finder

_PLAY_ONLY = {
    "attaque",
    "entame",
    "renonce",
    "carte_jouee",
    "carte_du_mort",
    "cartes_penalisees",
    "revendication",
    "jeu_premature",
    "jeu_apres_irregularite",
    "levees",
}


def _found(words: str) -> list[str]:
    return [topic.id for topic in finder.search(words)]


@pytest.mark.parametrize(
    "words",
    [
        "Est a dit 2♣ au tour d'Ouest",  # V9 as reported
        "Nord a dit 1♥ au tour d'Est",
        "Sud a dit 3♦ au tour de Nord",
        "Ouest a dit passe au tour d'Est",
        "Sud a annoncé 1SA au tour de son partenaire",
        "Est a dit 4♠ au tour de Sud, personne n'avait encore parlé",
    ],
)
def test_a_call_said_at_another_players_turn_is_a_call_out_of_rotation(words: str) -> None:
    """V9: « X a dit <enchère> au tour de Y » is the commonest way to tell a call out of rotation (28-32):
    « au tour d'Ouest » (elided) says whose turn it was as « au tour de Nord » does."""
    found = _found(words)
    assert found[0] == "declaration_hors_tour"
    assert not _PLAY_ONLY & set(found[:3])


@pytest.mark.parametrize(
    "words",
    [
        "Nord ouvre 1SA, Ouest dit 1♠ juste après",  # V4 as reported
        "Sud ouvre 2♥ et Est dit 1♠ juste après",
        "Est ouvre 1♦, Sud dit 1♣ juste après",
    ],
)
def test_a_bid_said_after_an_opening_is_a_call_never_a_card(words: str) -> None:
    """V4: an insufficient bid (here also out of rotation, 27A2 → 31B): the call's topics first, no
    topic of the play before them (a bid said is no card led)."""
    found = _found(words)
    assert found[0] in {"enchere_insuffisante", "declaration_hors_tour"}
    first_play = min((found.index(t) for t in _PLAY_ONLY if t in found), default=len(found))
    assert first_play > 0


@pytest.mark.parametrize(
    "words",
    [
        "après l'ouverture de Nord, Ouest a aperçu une carte de Sud",  # V15 as reported
        "après l'ouverture d'Est, Sud a vu la dame de cœur de son partenaire",
        "sur l'ouverture de Sud, Ouest a fait tomber un as",
        "Pendant les enchères, Sud a aperçu le roi de trèfle de son adversaire",
    ],
)
def test_a_card_seen_after_the_opening_is_the_auctions_card(words: str) -> None:
    """V15: « après l'ouverture de Nord » places the incident in the auction, whether or not the
    opening bid is named: a card seen then is the auction's (24) or information from elsewhere (16),
    never a card of the play."""
    found = _found(words)
    assert found[0] in {"carte_exposee_encheres", "information_etrangere"}
    assert not _PLAY_ONLY & set(found[:1])


@pytest.mark.parametrize(
    "words",
    [
        "Ouest a entamé face visible alors que les enchères n'étaient pas finies",  # V17 as reported
        "Est a entamé le roi de pique, les enchères n'étaient pas terminées",
        "Pendant les enchères, Est a entamé le roi de pique",
        "Sud a posé son entame sur la table avant la fin des enchères",
    ],
)
def test_a_card_led_before_the_auction_ends_is_led_too_soon(words: str) -> None:
    """V17: a card led while the auction goes on is a card exposed during the auction (24, « carte entamée
    trop tôt »), never an opening lead out of turn (54)."""
    assert _found(words)[0] == "carte_exposee_encheres"


@pytest.mark.parametrize(
    "words",
    [
        "Nord a étalé son jeu avant la fin des enchères, croyant être le mort",  # V18 as reported
        "Sud a étalé son jeu pendant les enchères",
        "Pendant les annonces, Est a posé toutes ses cartes sur la table",
    ],
)
def test_a_hand_spread_during_the_auction_is_exposed_not_claimed(words: str) -> None:
    """V18: a hand spread while the auction goes on is cards exposed during the auction (24C), not a
    claim (68): nobody claims before the play."""
    assert _found(words)[0] == "carte_exposee_encheres"


@pytest.mark.parametrize(
    ("words", "expected"),
    [
        # a real lead out of turn, once the auction is over (54)
        ("Sud joue 4♠. Ouest a entamé hors tour", "entame"),
        ("Les enchères sont finies, Est a entamé hors tour", "entame"),
        ("Après 1SA passe passe passe, Est a entamé hors tour face visible", "entame"),
        # a claim during the play (68), a card played (45)
        ("Sud joue 4♠, à la 8e levée il étale son jeu en disant le reste est pour moi", "revendication"),
        ("Sud joue 3SA, le déclarant étale son jeu et dit qu'il fait le reste", "revendication"),
        ("Sud joue 4♠, Ouest a joué le roi de cœur, il voulait jouer le 2", "carte_jouee"),
        # a call said alone, then taken back: a change of call (25), not placed by « a dit »
        ("Nord a dit 2♥ puis s'est repris pour dire 2♠", "changement_declaration"),
        # the auction named as the moment of an earlier step, the lead made after it (16B, 28-32)
        (
            "pendant les enchères Nord a demandé ce que signifiait le 3♣ adverse, puis Sud a entamé trèfle",
            "information_non_autorisee",
        ),
        ("après l'entame on a vu qu'Est avait passé hors tour pendant les enchères", "declaration_hors_tour"),
        # « s'est aperçu » is when it was found, not a card seen
        ("Pendant les enchères Nord s'est aperçu qu'il avait 14 cartes", "nombre_de_cartes"),
        ("Sud joue 4♠, à la 3e levée Est s'est aperçu qu'il avait renoncé", "renonce"),
    ],
)
def test_the_plays_own_incidents_keep_their_topic(words: str, expected: str) -> None:
    assert _found(words)[0] == expected

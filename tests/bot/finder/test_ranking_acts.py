"""Issue 37 §4, round 5 session 5: the act a description names outranks what it names it about.
Each rule has its fix and a neighbour that must keep its topic (sentences written for these tests)."""

from __future__ import annotations

import pytest

from bot.finder import frame
from bot.finder import index as finder_index
from bot.finder import topics as finder
from rules import vocabulary
from rules.topic import Phase
from rules.where import without_board


def first(text: str) -> str:
    return finder.search(text)[0].id


# « les 4 dernières levées » says how many tricks were claimed (or mixed), as « à la dernière levée »
# says where: the rank is the frame, and a contested claim is a claim (tester4's F18), not a dispute
# over the tricks (Law 79). A dispute about the count, or the tricks' own handling, stays « Levées ».
@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("Sud revendique les 4 dernières levées, Ouest n'est pas d'accord", "revendication"),
        ("donne 11 table 1 : le déclarant revendique les trois dernières levées, la défense n'est pas d'accord",
         "revendication"),
        ("le déclarant étale et annonce les trois dernières levées", "revendication"),
        # neighbours
        ("on n'est pas d'accord sur le nombre de levées", "levees"),
        ("on n'est pas d'accord sur qui a fait la dernière levée", "levees"),
        ("les 4 dernières levées ont été mélangées", "levees"),
        ("Est n'est pas d'accord avec l'explication de Nord", "explication_erronee"),
    ],
)  # fmt: skip
def test_a_claimed_count_of_tricks_is_the_claim(text: str, topic: str) -> None:
    assert first(text) == topic


def test_a_plural_rank_drops_the_rank_and_keeps_the_tricks() -> None:
    assert finder_index.framed("il revendique les 4 dernières levées") == ["revendique", "4", None, "levees"]
    assert finder_index.framed("à la dernière levée il a renoncé") == ["renonce"]


# A board named with another in its place (« l'étui 12 au lieu du 14 ») is the incident, a wrong board
# (Law 15), not its frame; « au lieu de 2♠ » (a bid) or a count leaves the board the frame.
@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("ils ont joué l'étui 12 au lieu du 14", "ils ont joué l'étui 12 au lieu du 14"),
        ("la donne 7 a été jouée au lieu de la 8", "la donne 7 a été jouée au lieu de la 8"),
        # neighbours
        ("table 3 donne 5, Nord a dit 2♥ au lieu de 2♠", ", Nord a dit 2♥ au lieu de 2♠"),
        ("donne 4 il a fait 9 levées au lieu de 10", "il a fait 9 levées au lieu de 10"),
    ],
)
def test_a_board_played_instead_of_another_is_the_incident(text: str, kept: str) -> None:
    assert without_board(text) == kept


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("ils ont joué l'étui 12 au lieu du 14", "mauvais_etui"),
        ("donne 12 : il a joué le roi au lieu de la dame", "carte_jouee"),
    ],
)
def test_the_wrong_board_comes_first(text: str, topic: str) -> None:
    assert first(text) == topic


# « au lieu de » only links what was done to what was meant: the act around it names the topic (a card
# played, a call made, the wrong hand), never « au lieu de » by itself.
@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("donne 12 : il a joué le roi au lieu de la dame", "carte_jouee"),
        ("il a dit 2♥ au lieu de 2♠", "changement_declaration"),
        ("le déclarant a attaqué de sa main au lieu du mort", "attaque"),
        ("le mort a joué le valet au lieu du roi que le déclarant avait demandé", "carte_du_mort"),
    ],
)
def test_instead_of_names_nothing_by_itself(text: str, topic: str) -> None:
    assert first(text) == topic


# A role noted in brackets after a seat (« Est (défense) a joué ») says who he is: it never pairs with
# the verb into another topic's words (« défense joue »), the act names the topic.
@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("c'est à Sud (défense) d'attaquer et il a le roi de coeur pénalisé devant lui", "cartes_penalisees"),
        ("Sud (défense) a joué parce qu'Est lui a dit « à vous » alors que c'était à Ouest, il veut reprendre sa carte",
         "carte_jouee"),
        # neighbours: the role said as the subject still counts
        ("la défense a attaqué hors tour", "attaque"),
        ("Ouest (défense) a attaqué hors tour à la 5e levée", "attaque"),
    ],
)  # fmt: skip
def test_a_role_in_brackets_is_not_the_act(text: str, topic: str) -> None:
    assert first(text) == topic


def test_the_role_in_brackets_is_taken_out_before_folding() -> None:
    assert frame.unnoted("Est (défense) a joué") == "Est   a joué"
    assert frame.unnoted("Sud (en défense), Nord (décla)") == "Sud  , Nord  "
    assert frame.unnoted("il a dit (pour rire) 8♥") == "il a dit (pour rire) 8♥"


# A defender exists only once the auction is over: « (défense) », « le défenseur » say the play, as
# « pendant le jeu » does (a card dropped then is a penalty card, 49, not the auction's exposed card, 24).
@pytest.mark.parametrize(
    ("text", "topic"),
    [
        (
            "en triant ses cartes Est (défense) a fait tomber son valet de pique face en l'air",
            "cartes_penalisees",
        ),
        ("le défenseur a fait tomber une carte en rangeant son jeu", "cartes_penalisees"),
        # neighbours: the auction said, or no moment at all
        ("pendant les enchères Ouest a fait tomber le roi de coeur face visible", "carte_exposee_encheres"),
        ("le défenseur a entamé hors tour", "entame"),
        ("la défense conteste la revendication du déclarant", "revendication"),
    ],
)
def test_a_defender_says_the_play(text: str, topic: str) -> None:
    assert first(text) == topic


# A bid said as the moment (« après 1SA de Sud », « 2♥ sur 2♠ ») with no word of the play says the
# auction; the contract or a play verb leaves the moment open.
@pytest.mark.parametrize(
    ("text", "moment"),
    [
        ("après 1SA de Sud, Ouest a montré une carte à son partenaire", {Phase.AUCTION}),
        ("Sud a dit 2♥ sur 2♠, il s'est corrigé tout seul", {Phase.AUCTION}),
        # neighbours
        ("après 1SA de Sud, Ouest a entamé hors tour", set()),
        ("Sud joue 3SA, après 2♥ d'Ouest Nord a laissé tomber une carte", set()),
        ("Ouest a montré une carte à son partenaire", set()),
    ],
)
def test_a_bid_said_as_the_moment_says_the_auction(text: str, moment: set[Phase]) -> None:
    assert finder_index.moments(text) == moment


def test_a_card_shown_after_a_bid_is_the_auctions_exposed_card() -> None:
    assert first("après 1SA de Sud, Ouest a montré une carte à son partenaire") == "carte_exposee_encheres"
    assert first("après 1SA de Sud, Ouest a entamé hors tour") == "entame"


# A time as typed (« 1 min 30 », « 10 sec ») is minutes and seconds: an online player's slow call.
def test_minutes_and_seconds_as_typed() -> None:
    assert vocabulary.words("1 min 30, 10 sec") == ("1", "minutes", "30", "10", "secondes")
    found = [t.id for t in finder.search("BBO, mon adversaire a mis 1 min 30 à passer sur 3♠")][:3]
    assert "en_ligne_hesitation" in found


# The declarer and the dummy exist once the auction is over: naming them says the play at the club
# (a card the declarer drops is not the auction's exposed card); online, a click may come any time.
@pytest.mark.parametrize(
    ("text", "moment"),
    [
        ("le decla a fait tomber le 10 de carreau de sa main en triant ses cartes", {Phase.PLAY}),
        ("Nord (déf) tenait mal ses cartes", {Phase.PLAY}),
        # neighbours
        ("pendant les enchères le déclarant futur a demandé une explication", {Phase.AUCTION}),
        ("un misclic de Sud sur la carte du mort", set()),
    ],
)
def test_the_declarer_says_the_play(text: str, moment: set[Phase]) -> None:
    assert finder_index.moments(text) == moment


# Counting the tricks (« NS comptent 9 levées, EO disent 8 ») is the tricks' own act (79).
def test_counting_the_tricks_is_the_tricks_topic() -> None:
    assert first("fin du coup : NS comptent 9 levées, EO disent 8") == "levees"
    assert first("Nord a 12 cartes, il a compté ses cartes avant l'entame") == "nombre_de_cartes"


# A follow-up (the director's error, an appeal) comes after whatever moment its first incident had: the
# moment words tell that incident, they never put the follow-up behind the play's topics.
@pytest.mark.parametrize(
    ("text", "topic"),
    [
        (
            "je me suis trompé de loi sur l'entame hors tour à la table 3, la donne est jouée",
            "suites_decision",
        ),
        # neighbours: a player's mistake at that moment stays his
        ("sur l'entame, Est s'est trompé de carte", "carte_jouee"),
        ("pendant le jeu, Ouest a renoncé", "renonce"),
    ],
)
def test_a_follow_up_is_not_behind_the_moment(text: str, topic: str) -> None:
    assert first(text) == topic

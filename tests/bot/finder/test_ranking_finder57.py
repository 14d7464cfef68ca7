"""Issue 37 §4, session 28 (finder57): causes of the ranking's misses on words it had not seen, each fixed in general.
Each rule has its right cases and the neighbours that must keep their topic (sentences written for these tests)."""

from __future__ import annotations

import pytest

from bot.finder import topics as finder
from bot.finder.acts import acts
from bot.finder.calls import out_of_turn
from bot.finder.frame import unnoted
from bot.finder.moments import online


def first(text: str) -> str:
    return finder.search(text)[0].id


# A revoke told by what was held, without the word « renonce » nor « sur » the suit led: a discard (never a card of
# the suit led), or a card of another suit put on the lead, then the suit led still held (61A).
@pytest.mark.parametrize(
    "text",
    [
        "Le déclarant tire les carreaux, Ouest défausse un cœur, et deux levées plus tard Ouest avait un carreau.",
        "Sud joue pique, mon partenaire met un petit trèfle, je lui demande et il avait encore le 3 de pique.",
        "Mon voisin de gauche défausse un trèfle au deuxième tour et là il voit qu'il lui reste un carreau.",
        "Elle défausse un pique sur le carreau du mort ; je lui demande « plus de carreau ? » et elle en a un.",
    ],
)
def test_a_card_put_off_the_suit_still_held_is_a_revoke(text: str) -> None:
    assert first(text) == "renonce"


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        # a discard with the suit gone: nothing held, no revoke told (the explanation's words stay first)
        ("Ouest a défaussé un cœur sur le carreau parce que Nord lui avait expliqué le 2♣ comme Stayman, c'était "
         "naturel", "explication_erronee"),
        # the same suit put on the lead: no revoke, the card's own story
        ("Le déclarant joue cœur, Est met le roi de cœur puis veut le reprendre pour mettre le 2 de cœur",
         "carte_jouee"),
    ],
)  # fmt: skip
def test_a_card_of_the_suit_led_or_none_held_is_no_revoke(text: str, topic: str) -> None:
    assert first(text) == topic


# A suit not followed, said by the director or complained of by a player (« Nord dit que Ouest n'a pas fourni à
# trèfle »): the revoke's topic, which asks the facts (61, 66D); not a turn (« pas encore fourni », 57), nor a suit
# the declarer required (59), nor the dummy's own word (his rights, 42B1, 43).
@pytest.mark.parametrize(
    "text",
    [
        "Le déclarant dit que Sud n'a pas fourni à pique, Sud jure que si. Les cartes jouées sont mélangées.",
        "Table 3. Est : « Ouest n'a pas fourni à cœur ! » Ouest : « si, regardez mes cartes ». On n'a rien rangé.",
        "Ma partenaire n'a pas mis de carreau quand le déclarant a joué carreau, elle a mis un trèfle.",
    ],
)
def test_a_suit_not_followed_is_the_revoke(text: str) -> None:
    assert first(text) == "renonce"


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("Est a joué sa carte alors que son partenaire n'avait pas encore fourni à la levée", "jeu_premature"),
        ("Le mort (Nord) a signalé qu'Est n'avait pas fourni à cœur. Il en avait le droit ?", "procedure"),
        ("Le déclarant a exigé l'attaque pique, Ouest n'a pas fourni à pique : il n'en avait plus",
         "jeu_apres_irregularite"),
    ],
)  # fmt: skip
def test_a_turn_a_requirement_or_the_dummys_word_keep_their_topic(text: str, topic: str) -> None:
    assert first(text) == topic


# A defective trick (67B): a trick short of a card, or two cards stuck together found after both sides played on
# (« à la fin », « en rangeant », « deux levées plus tard »); seen at once, two cards together are played together
# (58B, 67A), and two cards at the opening lead are the lead's (54, 58B).
@pytest.mark.parametrize(
    "text",
    [
        "À la 7e levée il n'y a que trois cartes, Nord n'a rien mis. On s'en aperçoit en comptant.",
        "la levée 4 n'a que 3 cartes, Ouest a toujours 10 cartes en main",
        "En rangeant les cartes, on voit qu'Est a fourni deux cartes à la 5e levée, elles étaient collées.",
        "Sud a posé deux cartes collées sans s'en rendre compte, on l'a vu trois levées plus tard.",
        # the two cards and « collées » a sentence apart (« … sans que personne ne s'en aperçoive, elles étaient collées »)
        "En rangeant, on voit qu'Ouest a fourni deux cartes à la 4e levée sans que personne ne s'en aperçoive, elles "
        "étaient collées.",
    ],
)
def test_a_defective_trick_found_later_is_the_revoke_topic(text: str) -> None:
    assert first(text) == "renonce"


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("Est a fourni deux cartes collées, les deux face visible, le roi et le 4 de trèfle", "jeu_premature"),
        ("Ouest a entamé deux cartes collées, on l'a vu à la fin de la levée", "entame"),
        # a card nobody saw at once is still the trick in progress (58B1)
        ("Ouest a fourni deux cartes collées sur la levée 3, le 8♥ visible, l'autre cachée : personne ne l'a vue",
         "jeu_premature"),
    ],
)  # fmt: skip
def test_two_cards_seen_at_once_or_led_keep_their_topic(text: str, topic: str) -> None:
    assert first(text) == topic


# A call after the final pass told by the card put down or the pass said again (« a encore mis un carton passe », « a
# posé un passe », « sort le carton contre », « passe encore une fois »): 39. « n'avait pas encore passé » is no call.
@pytest.mark.parametrize(
    "text",
    [
        "Après le dernier passe, Nord a encore posé un carton passe.",
        "Sud passe de nouveau après la fin des enchères, ça compte ?",
        "Les enchères sont finies et Est, qui doit entamer, sort le carton contre.",
    ],
)
def test_a_card_put_down_after_the_final_pass_is_inadmissible(text: str) -> None:
    assert first(text) == "declaration_inadmissible"


def test_a_pass_not_yet_made_is_no_call_after_the_final_pass() -> None:
    text = "Ouest a entamé avant la fin des enchères, Est n'avait pas encore passé. Carte : 3♥."
    assert "declaration_inadmissible" not in told(text)


# Partner's bid doubled at one's turn (19A1, 36); told out of turn, the words name the turn first (left as it was).
@pytest.mark.parametrize(
    "text",
    [
        "Ouest a contré l'enchère de son partenaire, à son tour.",
        "Il a contré l'ouverture de sa propre partenaire. Table 4.",
        "Contre de Nord, mais sur l'enchère de son partenaire, pas d'un adversaire.",
    ],
)
def test_partners_bid_doubled_is_inadmissible(text: str) -> None:
    assert first(text) == "declaration_inadmissible"


@pytest.mark.parametrize(
    "text",
    [
        "Ouest a contré, son partenaire a passé, et Nord a dit 2♥ sur 2♠",  # a double, then partner's pass
        "Est a passé sur le contre de son partenaire",  # partner's own double
        "Sud a contré l'enchère de son propre partenaire, et en plus hors tour",  # the turn named first
    ],
)
def test_no_partners_bid_doubled_by_these_words(text: str) -> None:
    assert "declaration_inadmissible" not in told(text)


def told(text: str) -> tuple[str, ...]:
    """The acts the grammar tells in these words, as the ranking reads them."""
    return acts(out_of_turn(unnoted(text)))


# Online said once, anywhere (« … ; c'était sur RealBridge »): the first step of a description told in steps is ranked
# online too, as the later ones were (80B2): the hesitation is the online one (85A1), not the club's (16B).
def test_online_said_at_the_end_makes_the_first_step_online() -> None:
    text = "Nord a hésité longuement avant de passer, puis Sud a dit 4♠ ; c'était sur RealBridge."
    assert first(text) == "en_ligne_hesitation"


# The think time a platform records (« le temps relevé », « d'après le relevé ») says the game is online (85A1); a
# hesitation the players « relevée » at a club table does not; « BIT » names the online hesitation online only.
@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("Le temps relevé montre 40 secondes avant le passe de Nord, Sud a réveillé.", "en_ligne_hesitation"),
        ("D'après le relevé, Nord a mis 45 secondes avant de passer.", "en_ligne_hesitation"),
        ("BIT of North on RealBridge, then South bid 4S", "en_ligne_hesitation"),
        ("BIT de Nord avant le passe, Sud dit 4♠.", "information_non_autorisee"),
    ],
)  # fmt: skip
def test_the_think_time_recorded_is_online(text: str, topic: str) -> None:
    assert first(text) == topic


def test_a_hesitation_the_players_noted_is_not_online() -> None:
    assert not online("Hésitation relevée par les adversaires, puis son partenaire a dit 4♠.")


# Two counts of tricks the writer hesitates between (« 9 ou 10 levées ? », « on avait 10 levées, mais peut-être 9 »):
# the tricks won are in doubt (79A). A claim's words keep the claim first; the same count twice is no doubt.
@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("7 ou 8 levées ? table 2", "levees"),
        ("On pense avoir fait 9 levées, mais peut-être 8, les cartes sont mélangées.", "levees"),
        ("Il a revendiqué, il restait 3 ou 4 levées, je ne sais plus.", "revendication"),
    ],
)  # fmt: skip
def test_two_counts_in_doubt_are_the_tricks(text: str, topic: str) -> None:
    assert first(text) == topic

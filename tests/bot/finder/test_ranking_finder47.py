"""Issue 37 §4, the ranking on new writers' words (finder47, tester25's P7, P8, P11, P17): the act a sentence
tells by its grammar, and the words that only say who plays, never outrank the incident's own words.

The sentences are my own; each positive case fails on main before its change.
"""

from __future__ import annotations

import pytest

from bot.finder import topics as finder


def found(text: str, online: bool = False) -> list[str]:
    return [t.id for t in finder.search(text, online=online)]


@pytest.mark.parametrize(
    "text",
    [
        # tester25 P7: a claim (68A) may be made by a defender; the cards his partner did not show are no
        # penalty cards (68B2 treats a defender's claim; 48A/49 need a card exposed, none is)
        "un joueur de la défense a revendiqué deux levées, son partenaire n'a rien montré",
        "la joueuse de la défense a revendiqué deux levées, sa partenaire a posé ses cartes",
    ],
)
def test_a_defenders_claim_is_a_claim(text: str) -> None:
    assert found(text)[0] == "revendication"


def test_a_defender_claiming_a_card_is_no_claim_of_tricks() -> None:
    # what is claimed is a card, not tricks: 68A's claim is about tricks (the guard `_NO_TRICKS_CLAIMED` keeps it)
    assert found("le défenseur a revendiqué une carte pénalisée du déclarant")[0] != "revendication"


@pytest.mark.parametrize(
    ("text", "online"),
    [
        # tester25 P17: a long think with nothing to think about misleads the opponents (73D2, 73E2), online too
        ("sur BBO, Ouest a mis très longtemps à jouer au 1er tour de pique, il n'avait qu'une carte", True),
        ("Ouest a mis très longtemps à jouer au 1er tour de pique, il n'avait qu'une carte", False),
    ],
)
def test_a_think_with_nothing_to_think_about_is_a_deceiving_tempo(text: str, online: bool) -> None:
    assert found(text, online)[0] == "tempo_comportement"


@pytest.mark.parametrize(
    "text",
    [
        # online, a think before a card or a call that says nothing more is the think time recorded (16B, 85A1)
        "sur BBO, Ouest a mis très longtemps à jouer au 1er tour de pique",
        "sur BBO, Nord a mis 40 secondes avant de passer",
    ],
)
def test_online_a_think_alone_stays_the_think_time_recorded(text: str) -> None:
    assert found(text, online=True)[0] == "en_ligne_hesitation"


def test_a_question_about_what_dummy_may_say_is_dummys_rights() -> None:
    # tester25 P8: may dummy warn declarer about to lead from the wrong hand? 42B2 (dummy may try to prevent an
    # irregularity by declarer): the dummy's rights, not a lead from the wrong hand that nobody made
    text = "est-ce que le mort a le droit de dire au déclarant qu'il joue de la mauvaise main ?"
    assert found(text)[0] == "procedure"


@pytest.mark.parametrize(
    ("text", "first"),
    [
        # an audible hesitation before a call is information for partner (16B1a), whatever the call after it
        ("Nord a fait « hmmm » avant de passer, et Sud a ensuite enchéri 4♠", "information_non_autorisee"),
        # partner acting as if he knew a withdrawn call: information from withdrawn calls (16C2), not the call out of turn
        (
            "la déclaration hors tour de Sud a été retirée, et ensuite Nord a entamé comme s'il la connaissait",
            "information_non_autorisee",
        ),
        # a card « mal cliquée » is said of a platform only: the online misclick (a card played: 47F2, the regulation under 80B2e)
        ("Ouest dit que sa carte a été mal cliquée, il voulait le 3 de trèfle", "en_ligne_clic"),
    ],
)
def test_the_incidents_own_grammar_comes_first(text: str, first: str) -> None:
    assert found(text)[0] == first


ROBOT_SEATS = [
    # tester25 P11: a robot is who plays a seat online; nothing says a player was cut off (80B2)
    "sur BBO table 5 : Sud joue 4♠, son partenaire est un robot ; à la 6e levée Sud revendique tout en disant que "
    "les cœurs sont maîtres, Est-Ouest refusent à l'écran",
    "tournoi avec robots sur BBO : Nord (le robot) a hésité, Sud a réveillé",
    "sur BBO, Sud joue 4♠ avec un robot comme partenaire ; Ouest a renoncé à trèfle",
]


@pytest.mark.parametrize("text", ROBOT_SEATS)
def test_a_robot_seat_is_no_disconnection(text: str) -> None:
    assert found(text)[0] != "en_ligne_deconnexion"


@pytest.mark.parametrize("text", ROBOT_SEATS)
def test_a_robot_seat_announces_no_second_irregularity(text: str) -> None:
    assert all(
        t.id != "en_ligne_deconnexion" for t in [*finder.irregularities(text), *finder.named_parts(text)]
    )


@pytest.mark.parametrize(
    "text",
    [
        # the robot put in a disconnected player's place, and the side that complains of its play (12B1, 80B2)
        "NS se plaignent du robot qu'on a mis à la place d'Ouest",
        "Un robot a remplacé Est, les adversaires se plaignent de son jeu",
        "joueur déconnecté sur BBO, le robot a pris la main",
    ],
)
def test_a_robot_in_a_players_place_is_the_disconnection(text: str) -> None:
    assert found(text)[0] == "en_ligne_deconnexion"


@pytest.mark.parametrize(
    "text",
    [
        # dummy's words quoted, then « demande le mort »: dummy asks declarer who did not follow (42B1)…
        "« tu n'as plus de carreau ? » demande le mort au déclarant qui vient de défausser",
        # … or warns him before he leads from the wrong hand (42B2): the dummy's rights
        "« attention, tu es au mort » souffle le mort à son partenaire",
    ],
)
def test_words_said_by_dummy_are_dummys_rights(text: str) -> None:
    assert found(text)[0] == "procedure"


ONLINE_ONLY = {
    "en_ligne_clic",
    "en_ligne_alerte",
    "en_ligne_retard",
    "en_ligne_hesitation",
    "en_ligne_deconnexion",
}


@pytest.mark.parametrize(
    "text",
    [
        # « le temps relevé » is the platform's record of a think (85A1's online hesitation), said without « en ligne »
        "le temps relevé ne dit rien : il met toujours une minute avant de passer sur un barrage",
        "le temps relevé de Nord était de 40 secondes avant son passe, et Sud a réveillé",
    ],
)
def test_an_online_topics_own_words_keep_it_in_view(text: str) -> None:
    # finder57 (session 28): the think time a platform records says the game is online (rules/data/vocabulary/
    # _commun.toml `en_ligne`; 48 of the 49 tuning lines that say it are online hesitations): first, no longer third
    assert found(text)[0] == "en_ligne_hesitation"


def test_club_words_keep_the_club_topics_in_view() -> None:
    assert not ONLINE_ONLY & set(found("Ouest a hésité avant de passer, Est a ensuite dit 4♠")[:3])


def test_a_claim_accepted_by_a_hasty_click_is_the_claims() -> None:
    # tester23 P16, tester25: an acquiescence in a claim withdrawn (69A, 69B), whatever the click: no premature play
    text = "Funbridge : mon partenaire a accepté la revendication par erreur en cliquant trop vite"
    assert found(text)[0] == "revendication"


def test_partners_remarks_heard_over_the_microphone_are_unauthorised_information() -> None:
    # tester23 P17 (still there in tester25): partner's remarks heard (16B1a), whatever device carried them
    text = "sur RealBridge, Est a entendu au micro les commentaires de son partenaire sur ses cartes"
    assert found(text)[0] == "information_non_autorisee"

"""tester24's findings the lead fixed (session 22), through the terminal with the example session imported."""

from pathlib import Path

import pytest

from rules.days_in_words import another_day
from tests.bot.test_tester4_scores import session as scored


@pytest.mark.parametrize(
    ("words", "day"),
    [
        ("hier à la table 6 donne 14 nos adversaires ont mis un temps fou", "hier"),
        ("la semaine dernière, donne 3, Est a renoncé", "la semaine dernière"),
        ("au tournoi de samedi sur la 18 il a hésité", "au tournoi de samedi"),
        ("mardi dernier donne 7 table 2 : entame hors tour", "mardi dernier"),
        ("donne 14 table 6 : Est a mis un temps fou avant de contrer", None),
        ("Est a hésité, puis a parlé de la donne d'hier", "hier"),  # dated anyway: asked, never today's cards
    ],
)
def test_the_words_date_the_incident(words: str, day: str | None) -> None:
    assert another_day(words) == day


async def test_p5_a_board_of_yesterday_is_not_given_today_s_cards(tmp_path: Path) -> None:
    """tester24 P5: « hier … donne 14 »: the imported session is today's; its board 14 has other cards (the
    vulnerability by number is the same, Law 2, but the cards, results and field are not): not noted, said."""
    said, incidents = await scored(
        tmp_path,
        "hier à la table 6 donne 14 nos adversaires Est Ouest ont mis un temps fou avant de contrer\n\nq\n",
    )
    assert "Compris : donne 14, table 6 (« " in said
    assert "d'une autre séance (« hier ») : non notée" in said
    assert "les cartes de la séance importée" not in said
    assert incidents[0].deal is None


@pytest.mark.parametrize(
    ("words", "quoted"),
    [
        ("hier à la table 6 donne 14 nos adversaires", "table 6 donne 14"),
        ("t12 d5 Est a renoncé", "t12 d5"),
        ("Table 4 : Est a renoncé à la donne 9", "Table 4 … donne 9"),
    ],
)
def test_p10b_the_board_and_table_are_quoted_as_typed(words: str, quoted: str) -> None:
    """tester24 P10b: a « Compris » quotes the director's own words, in his order, so he can find them."""
    from rules.where import board_and_table

    found = board_and_table(words)
    assert found is not None and found.words == quoted


@pytest.mark.parametrize(
    "words",
    [
        "Sud prend et donne deux coups d'atout, puis Ouest renonce.",
        "Le déclarant tire deux atouts et donne trois tours de carreau : Est défausse un pique.",
        "Sud joue 4♠ et donne quatre tours de cœur, Ouest coupe le troisième.",
        "Nord entame puis donne deux coups de trèfle.",
        "Sud prend et donne 2 coups d'atout",
        "Ouest met sur la table deux honneurs en même temps",  # nor a table: the physical table
    ],
)
def test_reviewer22_7_the_verb_donner_names_no_board(words: str) -> None:
    """« donne deux coups d'atout » is the verb: no board is pre-filled (Law 2: the board fixes the score)."""
    from rules.where import board_and_table

    assert board_and_table(words) is None


@pytest.mark.parametrize(
    ("words", "expected"),
    [
        (
            "Le déclarant hésite sur la carte à jouer du mort ; Est joue alors avant son partenaire, et le déclarant "
            "choisit de faire jouer la plus petite à Ouest.",
            None,
        ),
        (
            "Le déclarant hésite longtemps à la levée 5 ; Ouest joue avant son partenaire. Le déclarant interdit le trèfle.",
            None,
        ),
        ("Est a joué avant son partenaire, le déclarant demande ses options", "not_yet"),
    ],
)
def test_reviewer22_6_a_hesitation_about_his_own_card_is_no_choice_pending(
    words: str, expected: str | None
) -> None:
    """57A: the declarer's choice is pending only when the words say he has not chosen, never from « il hésite »."""
    from rules.vocabulary import facts

    assert facts("jeu_premature", words).get("choice_57A") == expected


@pytest.mark.parametrize(
    ("words", "expected"),
    [
        (
            "Ouest a renoncé à cœur ; il aurait dû corriger avant la levée suivante, mais il a entamé pique.",
            None,
        ),
        (
            "Ouest a renoncé à cœur ; le temps qu'il corrige avant la levée suivante, Est avait déjà joué.",
            None,
        ),
        (
            "Le déclarant a renoncé à cœur ; personne n'a joué à la levée suivante, mais il avait déjà appelé le 3 de "
            "pique du mort.",
            None,
        ),
        (
            "Ouest a renoncé à cœur ; personne n'a joué à la levée suivante, Ouest s'en aperçoit",
            "not_established",
        ),
    ],
)
def test_reviewer22_8_an_act_that_establishes_the_revoke_undoes_not_established(
    words: str, expected: str | None
) -> None:
    """63A1 (a lead or play by the offending side to the next trick) and 63A2 (a card named or designated for it)
    establish the revoke whatever « personne n'a joué » said before."""
    from rules.vocabulary import facts

    assert facts("renonce", words).get("when") == expected

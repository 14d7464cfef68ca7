"""tester16's ranking findings (session 16): T6 (a lead told as the trick went on is the context of the card
played too early, 57), T8 and T9 (the dummy who left his seat or looked at a hand, then spoke: his rights are
lost, 43B), T14 (the dummy, « qui avait la main », played a card the declarer had not named, 45D), and a
topic the director's own correction denies (« ce n'est pas une attaque hors tour, c'est … »). Traps: a lead
really out of turn, a revoke the dummy only asked about, a revoke in dispute (« pas une renonce » is its own
words), a player's words quoted, who and not what (« ce n'est pas l'hésitation du déclarant qui … »)."""

from __future__ import annotations

import pytest

from bot.finder import index
from bot.finder import topics as finder


def _found(words: str) -> list[str]:
    return [topic.id for topic in finder.search(words)]


@pytest.mark.parametrize(
    "words",
    [
        # T6 as reported
        "Sud joue 4♠. Le décla a attaqué de sa main, Ouest a fourni, puis Est a joué avant que le mort ait joué",
        "Sud joue 3SA. Le déclarant a attaqué du mort, Est a fourni, puis Ouest a joué avant que Sud ait joué",
        "Sud joue 4♥. Le décla a attaqué trèfle du mort, Est a mis le roi, puis Ouest a joué avant que Sud ait joué",
    ],
)
def test_a_lead_told_as_the_trick_went_on_is_the_early_cards_context(words: str) -> None:
    found = _found(words)
    assert found[0] == "jeu_premature", found
    assert index.irregularities(words) == []  # one irregularity: no `+` for a lead nobody made out of turn


@pytest.mark.parametrize(
    "words",
    [
        "Le décla a attaqué de sa main au lieu du mort, Ouest a fourni, puis Est a joué avant que le mort ait joué",
        "Est a attaqué hors tour, Sud a fourni, puis Ouest a joué avant que le mort ait joué",
    ],
)
def test_a_lead_said_irregular_is_still_its_own_irregularity(words: str) -> None:
    assert [topic.id for topic in index.irregularities(words)][:1] == ["attaque"], words


@pytest.mark.parametrize(
    "words",
    [
        # T8 as reported
        "Sud joue 4♠. Le mort s'est levé pour regarder le jeu du décla, puis il a signalé qu'Ouest avait renoncé "
        "à carreau",
        "Le mort est allé voir le jeu d'Est, ensuite il a signalé une renonce d'Ouest",
        # T9 as reported
        "Le mort est allé voir le jeu d'Ouest ; ensuite il a dit au décla « pas de cœur ? » quand le décla a défaussé",
        "Le mort a quitté sa place pour regarder la main d'Est, puis il a prévenu le déclarant",
    ],
)
def test_the_dummy_who_left_his_seat_then_spoke_is_the_dummys_rights(words: str) -> None:
    assert _found(words)[0] == "procedure", _found(words)  # 43A2, 43B2b, 43B3


def test_the_dummy_who_only_watched_names_no_procedure_act() -> None:
    # nothing said by the dummy: the revoke the words tell stays first
    assert _found("Le mort regardait le jeu, et Ouest a renoncé à cœur")[0] == "renonce"


@pytest.mark.parametrize(
    "words",
    [
        # T14 as reported
        "Sud joue 4♠. Le mort, qui avait la main, a joué le ♥2 avant que le décla ait nommé une carte ; le décla "
        "voulait jouer atout",
        "Le mort, qui était en main, a pris une carte avant que le déclarant dise quoi jouer",
    ],
)
def test_the_dummy_who_played_unnamed_after_a_clause_is_the_dummys_card(words: str) -> None:
    assert _found(words)[0] == "carte_du_mort", _found(words)  # 45D1, 45F


def test_a_lead_the_dummy_wanted_is_still_the_opening_lead() -> None:
    # « C'est le mort qui a voulu entamer ! il a posé une carte … »: the cleft is no clause between subject and verb
    found = _found("C'est le mort qui a voulu entamer ! il a posé une carte avant que la défense ait bougé")
    assert found[0] == "entame", found


def test_a_topic_the_director_denies_does_not_score() -> None:
    words = (
        "c'est pas une attaque hors tour : Est a juste joué sa carte avant le déclarant, son partenaire Ouest "
        "avait déjà entamé la levée"
    )
    assert _found(words)[0] == "jeu_premature", _found(words)
    words = "Ouest a annoncé 2♣ après 2♦, ce n'est pas un contre c'est bien une enchère, 2♣"
    assert _found(words)[0] == "enchere_insuffisante", _found(words)


@pytest.mark.parametrize(
    ("words", "topic"),
    [
        # a revoke in dispute: « pas une renonce » is the revoke topic's own phrase
        ("Ce n'est pas une renonce, dit Ouest, mais Sud dit qu'il avait encore du cœur", "renonce"),
        # a player's words, quoted: what he claims, not the director's correction
        (
            "« Ce n'est pas insuffisant, c'était 2♠ sur 2♥ » dit Nord, mais son adversaire croyait avoir entendu 2♣",
            "enchere_insuffisante",
        ),
        # who, not what: the hesitation is still the incident
        (
            "Ce n'est pas l'hésitation du déclarant qui pose problème, c'est celle de son partenaire avant le contre",
            "information_non_autorisee",
        ),
        # a negation that tells the incident (« n'a pas fourni »)
        ("Ouest n'a pas fourni à cœur alors qu'il en avait, c'est Sud qui l'a vu", "renonce"),
        ("Nord n'a pas alerté le 2♦, c'est un transfert", "explication_erronee"),
    ],
)
def test_a_negation_that_is_no_correction_still_scores(words: str, topic: str) -> None:
    assert _found(words)[0] == topic, _found(words)


def test_the_denied_words_are_gaps_of_the_search() -> None:
    words = "ce n'est pas une attaque hors tour, c'est Est qui a joué trop tôt"
    terms = {term for term, _ in index.query_terms(words)}
    assert not {"attaqu", "hor", "attaqu_hor", "hor_tour"} & terms, terms
    assert index.denied("Est a attaqué hors tour") == frozenset()


# tester17 S5, S8, S9 (session 16): the form of contest is the score's frame; a hand taken from another board; a
# call « dans le tour de » another player.


@pytest.mark.parametrize(
    ("words", "topic"),
    [
        (
            "Match par équipes. Est-Ouest vulnérables. Après une longue hésitation de Sud sur 4♥ adverse, Nord a dit "
            "4♠ ; EO contestent à la fin du coup",
            "information_non_autorisee",
        ),
        ("en match par 4, carte en trop dans la main de Sud", "nombre_de_cartes"),
        # traps: a fouled board in a teams match is still one; a pairs event stays the adjusted score's word
        (
            "Match par équipes : la donne 7 était faussée, les deux tables ne l'ont pas jouée pareil",
            "donne_faussee",
        ),
    ],
)
def test_the_form_of_contest_is_the_scores_frame(words: str, topic: str) -> None:
    assert _found(words)[0] == topic, _found(words)


def test_a_pairs_event_stays_a_word_of_the_adjusted_score() -> None:
    assert (
        "marque_ajustee" in _found("Tournoi par paires : donne 20 non jouée, NS sont arrivés en retard")[:3]
    )


@pytest.mark.parametrize(
    "words",
    [
        "Sud a sorti sa main de l'étui 8 au lieu du 7 et a ouvert 1♠ ; Nord n'a pas encore parlé",  # S8
        "Ouest a pris ses cartes dans l'étui 12 au lieu du 11 et a passé",
    ],
)
def test_a_hand_taken_from_another_board_is_the_wrong_board(words: str) -> None:
    assert _found(words)[0] == "mauvais_etui", _found(words)  # 15A


@pytest.mark.parametrize(
    "words",
    [
        "Ouest a dit 1SA dans le tour de Nord",
        "O a dit 1SA ds le tour de N",
        "Est a passé dans le tour de Sud",
    ],
)
def test_a_call_in_another_players_turn_is_a_call_out_of_rotation(words: str) -> None:
    assert _found(words)[0] == "declaration_hors_tour", _found(words)  # 28-32 (S9)

"""New writers' words the ranking missed (issue 37 §4, round 5 session 22), in other words than the sets'.

- 25B's « changer d'avis » said of a card played (45, 47) or of a claim accepted (69B), with no call named: no
  change of call.
- A think before a call told by its length (« genre 20 secondes avant de passer », « il a mis bien une minute à
  contrer »), partner's own tempo (« son partenaire a mis … »), or « il y a eu un temps »: partner's unauthorised
  information (16B1).
- The play went on before the director came or ruled (« ils ont rejoué avant l'arbitre »): play after an
  irregularity (60A), even when the irregular card is not named.
- A call said, then « euh » and another call at once (« trois… euh quatre cœurs »): a slip corrected (25A).
"""

from __future__ import annotations

import pytest

from bot.finder import topics as finder
from bot.finder.calls import signals


def found(text: str) -> list[str]:
    return [topic.id for topic in finder.search(text)]


@pytest.mark.parametrize(
    ("text", "first"),
    [
        ("Le déclarant a nommé le 6 de pique du mort et il a changé d'avis pour le roi", "carte_du_mort"),
        ("Est a fourni le valet de trèfle, il s'est ravisé aussitôt et veut mettre le 2", "carte_jouee"),
        (
            "Ils avaient accepté ma revendication mais ils ont changé d'avis une levée plus tard",
            "revendication",
        ),
    ],
)
def test_a_mind_changed_about_a_card_or_a_claim_is_no_change_of_call(text: str, first: str) -> None:
    assert found(text)[0] == first


@pytest.mark.parametrize(
    "text",
    [
        "Sud a dit 2♥, puis il a changé d'avis et voulait dire 2♠",
        "il a changé d'avis, il veut remplacer son carton par un autre",
    ],
)
def test_a_mind_changed_about_a_call_stays_a_change_of_call(text: str) -> None:
    assert found(text)[0] == "changement_declaration"


@pytest.mark.parametrize(
    "text",
    [
        "son partenaire a mis facilement 20 secondes avant de passer, j'ai ensuite contré",
        "Nord a fait « hum » genre 25 secondes avant de dire passe",
        "ma partenaire a mis au moins une minute à contrer, le suivant a sauté à 4♠",
        "Est dit que son partenaire a mis 15 secondes, Ouest conteste",
        "On jouait 4♠ après une ouverture d'1♥ ; d'après Nord il y a eu un temps",
    ],
)
def test_a_think_told_by_its_length_or_as_a_temps_is_partners_information(text: str) -> None:
    assert found(text)[0] == "information_non_autorisee"


def test_a_think_before_a_card_stays_a_misleading_tempo() -> None:
    assert found("le défenseur a mis 20 secondes avant de fournir petit, le déclarant a raté l'impasse")[
        0
    ] == ("tempo_comportement")


@pytest.mark.parametrize(
    "text",
    [
        "Est et Ouest ont rejoué avant l'arbitre, il y avait eu un problème à la levée d'avant",
        "ils ont continué à jouer avant mon arrivée à la table",
    ],
)
def test_play_gone_on_before_the_director_is_play_after_an_irregularity(text: str) -> None:
    assert found(text)[0] == "jeu_apres_irregularite"


def test_play_gone_on_after_a_card_played_early_stays_60A_first() -> None:
    assert (
        found("Nord a joué avant son tour puis Sud a rejoué avant que j'arrive")[0]
        == "jeu_apres_irregularite"
    )


@pytest.mark.parametrize(
    "text",
    [
        "Ouest a dit « trois… euh quatre cœurs » sans s'arrêter",
        "il annonce 1SA euh non 2SA dans la même respiration",
        "Sud : « deux euh passe »",
    ],
)
def test_a_call_corrected_with_euh_is_a_change_of_call(text: str) -> None:
    assert found(text)[0] == "changement_declaration"


def test_euh_before_no_call_takes_nothing_back() -> None:
    assert (
        "changement_declaration" not in found("Est a ouvert 1♥, euh, je crois qu'il n'a pas été alerté")[:1]
    )


@pytest.mark.parametrize(
    "text",
    [
        "Sur BBO, ma partenaire a cliqué « accepter » sur le claim du déclarant sans le vouloir",
        "RealBridge : il a accepté la revendication d'un clic malheureux, il voulait la refuser",
    ],
)
def test_a_claim_accepted_by_a_click_is_the_claims_topic(text: str) -> None:
    """tester23 P16: an acceptance withdrawn is 69B (within 79C's period); the misclick's questions hold a call or a
    card, never a claim."""
    assert found(text)[0] == "revendication"


def test_a_card_misclicked_online_stays_the_misclick() -> None:
    assert found("BBO : misclick, il a joué le 2 de pique au lieu du roi de pique")[0] == "en_ligne_clic"


@pytest.mark.parametrize(
    "text",
    [
        "RealBridge : sa partenaire a entendu ses remarques au micro pendant les enchères",
        "en club, Nord a écouté les commentaires de son partenaire sur la donne précédente avant d'ouvrir",
    ],
)
def test_partners_remarks_heard_are_partners_information(text: str) -> None:
    """tester23 P17: remarks heard from partner are information from partner (16B1a, 73B1), not another source
    (16D)."""
    assert found(text)[0] == "information_non_autorisee"


def test_remarks_heard_from_the_next_table_stay_extraneous() -> None:
    assert (
        found("on a entendu les commentaires de la table voisine sur cette donne")[0]
        == "information_etrangere"
    )


@pytest.mark.parametrize(
    "text",
    [
        "À la fin du coup, Ouest a retrouvé un petit trèfle coincé entre ses piques",
        "le mort avait un cœur glissé parmi ses carreaux, le déclarant a appelé un trèfle",
        "mon partenaire m'a demandé « pas de pique ? » : mon 8 de pique était caché derrière mes trèfles, je l'ai "
        "remplacé avant qu'on joue à la levée suivante",
    ],
)
def test_a_card_found_hidden_among_another_suit_is_a_revoke(text: str) -> None:
    """A suit not followed while a card of it was held (61A), put right before the next trick (62A) or not."""
    assert found(text)[0] == "renonce"


def test_a_card_put_before_its_turn_told_with_whose_turn_it_was_is_played_early() -> None:
    """57A: « au tour de X, avant Y »."""
    assert found("Sur un trèfle de Nord, Ouest a mis sa carte dès le tour du mort, avant le déclarant")[
        0
    ] == ("jeu_premature")


@pytest.mark.parametrize(
    "text",
    [
        "Je soupçonne un code entre eux : il pose ses cartes différemment selon sa main",
        "Est tapote la table avant chaque entame de son partenaire, on pense à une communication illicite",
    ],
)
def test_a_code_suspected_between_partners_is_conduct(text: str) -> None:
    """73B2: a prearranged communication between partners."""
    assert found(text)[0] == "tempo_comportement"


def test_the_leader_out_of_turn_named_keeps_the_lead_first_whatever_moment_follows() -> None:
    """« l'entameur hors tour » names the lead out of turn (54); « pendant les enchères » then says when something
    else happened."""
    text = (
        "L'entameur hors tour avait montré sa dame de trèfle pendant les enchères, que faire de cette carte ?"
    )
    assert found(text)[0] == "entame"


@pytest.mark.parametrize(
    "text",
    [
        "Il jure que c'était un lapsus, et personne n'a encore parlé derrière lui",
        "Sud affirme avoir dit un mot pour un autre ; j étais à une autre table",
    ],
)
def test_a_slip_with_nothing_of_the_play_is_a_calls(text: str) -> None:
    """25A: a slip of the tongue said with no card nor the play is the call's."""
    assert found(text)[0] == "changement_declaration"


def test_a_slip_naming_the_dummys_card_stays_the_dummys() -> None:
    assert (
        found("Le déclarant dit que c'était un lapsus quand il a nommé le roi de cœur du mort")[0]
        == "carte_du_mort"
    )


@pytest.mark.parametrize(
    "text",
    [
        "Le déclarant a nommé le roi puis tout de suite la dame : un lapsus, dit-il",
    ],
)
def test_a_slip_naming_a_card_without_its_suit_stays_the_dummys(text: str) -> None:
    """45C4b: a card named and corrected at once, its suit left unsaid."""
    assert found(text)[0] == "carte_du_mort"


def test_a_slip_said_by_the_declarer_alone_is_his_word() -> None:
    """« …, un mot pour un autre selon le déclarant »: the whole clause is his word (session 29), so the slip is not
    taken as a fact that weighs the topic; the dummy's card stays among the first two, the card played first."""
    assert "carte_du_mort" in found("« l'as… non le 10 », un mot pour un autre selon le déclarant")[:2]


def test_a_slip_denied_is_no_slip() -> None:
    assert found(
        "Ce n'était pas un lapsus : elle a vu la carte de son partenaire et a voulu changer la sienne"
    )[0] != ("changement_declaration")


@pytest.mark.parametrize(
    "text",
    [
        "au moment de noter, Nord-Sud disent 10 levées et Est-Ouest disent 9, les cartes sont rangées dans l'étui",
        "le déclarant compte 11 levées, la défense en annonce 10 ; personne n'a gardé ses cartes en ordre",
        "plus personne n'a ses cartes devant lui : Nord-Sud disent 8, Est-Ouest disent 5",
    ],
)
def test_two_counts_of_tricks_that_differ_are_the_tricks_topic(text: str) -> None:
    """tester24 P17: the sides disagree on the tricks won (79A, 79B, 79C)."""
    assert found(text)[0] == "levees"


def test_the_same_count_said_by_both_sides_is_no_disagreement_on_the_tricks() -> None:
    assert "levees" not in signals(
        "Nord-Sud disent 9, Est-Ouest disent 9 aussi : la feuille de marque est fausse"
    )
    assert "levees" in signals("Nord-Sud disent 9, Est-Ouest disent 8 : la feuille de marque est fausse")
    # a think timed by each side is no count of tricks (16B1)
    assert "levees" not in signals("a-t-il réfléchi ? Nord-Sud disent 30 secondes, Est-Ouest disent 10")

"""The seventeenth set's recurring ranking misses (tests/bot/finder/descriptions_tuning_s17.txt), by cause.

A correction told with a colon (« Ce n'est pas une enchère insuffisante : il a posé 1♦ au lieu de 1♥ ») denies
the name it corrects, as « …, c'est … » does: the colon says what it was instead. Not when the cleft says who
(« ce n'est pas l'explicateur qui … : ») or how (« ce n'est pas tombé par accident : »). Online, a change of
mind is the platform's undo refused (the misclick's topic), not Law 25.
"""

from __future__ import annotations

import pytest

from bot.finder import topics as finder


def found(text: str) -> list[str]:
    return [t.id for t in finder.search(text)]


@pytest.mark.parametrize(
    ("text", "first", "denied"),
    [
        (
            "Ce n'est pas une enchère insuffisante : il a posé 1♦ au lieu de 1♥ à côté dans la boîte, il l'a dit"
            " aussitôt.",
            "changement_declaration",
            "enchere_insuffisante",
        ),
        (
            "Ce n'est pas une enchère insuffisante : 2♦ était suffisant, mais c'était à son partenaire de parler,"
            " pas à lui.",
            "declaration_hors_tour",
            "enchere_insuffisante",
        ),
        (
            "Ce n'est pas un mauvais étui : la même donne a circulé avec le 6 de cœur chez Nord pour certaines"
            " tables et chez Est pour d'autres.",
            "donne_faussee",
            "mauvais_etui",
        ),
        (
            "Il ne s'agit pas d'un changement d'avis : Ouest a sorti 1SA après le 2♣ de Sud, à son tour, parce"
            " qu'il n'avait pas vu l'intervention.",
            "enchere_insuffisante",
            "changement_declaration",
        ),
    ],
)
def test_a_name_corrected_with_a_colon_is_denied(text: str, first: str, denied: str) -> None:
    assert found(text)[0] == first
    assert found(text)[0] != denied


def test_the_same_name_without_a_correction_is_kept() -> None:
    """No cleft: « n'est pas insuffisante » in a player's mouth, or a negation telling the incident."""
    assert (
        found("Sud dit 1♥ sur 1♠ : enchère insuffisante, Ouest ne l'accepte pas")[0] == "enchere_insuffisante"
    )


def test_a_cleft_saying_who_denies_nothing() -> None:
    text = "Ce n'est pas l'explicateur qui s'en rend compte : c'est son partenaire, en défense, qui sait que c'était faux"
    assert found(text)[0] == "explication_erronee"


def test_a_cleft_saying_how_denies_nothing() -> None:
    text = "ce n'est pas tombé par accident : E (défense) a joué le roi de coeur exprès avant son tour"
    assert found(text)[0] == "cartes_penalisees"


@pytest.mark.parametrize(
    "text",
    [
        "Ce n'était pas un mauvais clic : il a réfléchi et préfère 3SA au lieu de 4♥, il change d'avis.",
        "sur Funbridge, ce n'était pas un vrai clic raté : il dit lui-même qu'il a changé d'avis sur son enchère",
    ],
)
def test_online_a_change_of_mind_is_the_misclicks_topic(text: str) -> None:
    assert found(text)[0] == "en_ligne_clic"


def test_online_a_call_changed_after_a_missing_alert_is_the_alerts() -> None:
    assert found("pas d'alerte en ligne, l'adversaire veut changer son enchère")[0] == "en_ligne_alerte"


def test_at_the_club_a_change_of_mind_is_still_law_25() -> None:
    assert found("Nord a dit 3SA puis a changé d'avis : il préfère 4♥")[0] == "changement_declaration"


@pytest.mark.parametrize(
    "text",
    [
        "La Dame de trèfle d'Ouest était carte pénalisée sur la table, trèfle attaqué, et Ouest a joué le 4 de trèfle"
        " de sa main à la place.",
        "Le roi de trèfle d'Ouest était carte pénalisée sur la table, sur l'attaque trèfle il a fourni un petit de sa"
        " main au lieu du roi.",
    ],
)
def test_a_penalty_card_not_played_when_required_is_a_revoke(text: str) -> None:
    """61A: failing to play a card the law requires (50D1) is a revoke; the penalty card's topic follows."""
    assert found(text)[:2] == ["renonce", "cartes_penalisees"]


def test_a_penalty_card_still_on_the_table_is_the_penalty_cards() -> None:
    text = "La Dame de trèfle d'Ouest est carte pénalisée sur la table, le déclarant attaque trèfle : que doit-il jouer ?"
    assert found(text)[0] == "cartes_penalisees"


@pytest.mark.parametrize(
    "text",
    [
        "Est a attaqué à pique alors que c'est Ouest qui avait remporté la levée précédente.",
        "En défense, Est a attaqué pique alors que c'est son partenaire Ouest qui avait fait la levée.",
    ],
)
def test_who_won_the_last_trick_says_whose_lead_it_was(text: str) -> None:
    assert found(text)[0] == "attaque"


def test_a_revoke_named_as_such() -> None:
    text = (
        "Contrat 4♠ ; Est a joué l'As de cœur sur l'attaque carreau du mort, il avait encore un carreau, c'est une"
        " renonce et non une carte jouée hors tour."
    )
    assert found(text)[0] == "renonce"


def test_the_dummy_who_speaks_to_prevent_an_irregularity() -> None:
    """42B2: the dummy may try to prevent an irregularity by the declarer (« tu es au mort »)."""
    assert (
        found("Le mort a dit « tu es au mort » pour éviter que le déclarant attaque de sa main.")[0]
        == "procedure"
    )


@pytest.mark.parametrize(
    ("text", "order"),
    [
        (
            "contre hors tour de O, c'etait pas son tour, d7 t3, + E a montré une carte en rangeant son jeu",
            ["declaration_hors_tour", "cartes_penalisees"],
        ),
        (
            "Tournoi en ligne : le déclarant a cliqué le 3 de trèfle du mort au lieu du 3 de carreau, il n'a rien joué"
            " depuis ; par-dessus le marché son partenaire avait oublié d'alerter le 2♦.",
            ["en_ligne_clic", "en_ligne_alerte"],
        ),
    ],
)
def test_a_second_irregularity_added_comes_second(text: str, order: list[str]) -> None:
    """« + », « par-dessus le marché » add an irregularity: the first told comes first, the second is offered
    with `+`; online said once, every step is online (80B2)."""
    assert found(text)[:2] == order
    assert [t.id for t in finder.irregularities(text)] == order


def test_a_result_with_a_plus_adds_no_irregularity() -> None:
    assert [t.id for t in finder.irregularities("Sud joue 4♠ +1, Ouest a renoncé")] == []


@pytest.mark.parametrize(
    "text",
    [
        "Un carton « passe » a glissé de la boîte d'Ouest, il ne voulait pas déclarer.",
        "Est a touché la boîte à enchères, le carton 1♠ dépassait à peine, il n'avait pas l'intention de déclarer,"
        " c'était à Sud.",
    ],
)
def test_a_bidding_card_out_of_the_box_without_intent_offers_the_call_out_of_turn(text: str) -> None:
    """25A / « not_made »: no call was made; the out-of-turn topic asks it when it was not his turn."""
    assert "declaration_hors_tour" in found(text)[:2]

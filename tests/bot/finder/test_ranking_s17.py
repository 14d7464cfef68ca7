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

"""finder72 (session 30, issue 37 §1): penalty cards' facts the s25–s29 writers state (48A, 49, 50, 68B2).

The owner: only a defender has penalty cards — one held while the declarer is named as the other party (« … le
déclarant n'a encore rien dit »). How the card was exposed: held so that
his partner saw it (49), shown in a defender's concession his partner objected to at once (68B2) or to take the trick in
progress: no penalty card. Each with its traps: the declarer's or dummy's card, a hedge, the declarer conceding, an
opponent who saw the card, nobody objecting."""

from __future__ import annotations

import pytest

from rules import vocabulary as vocab


@pytest.mark.parametrize(
    "text",
    [
        "Ma partenaire a le 4 de pique pénalisé sur la table, et c'est à moi d'attaquer. Le déclarant n'a encore rien dit.",
        "Le valet de carreau d'Est est carte pénalisée ; le déclarant ne sait pas ce qu'il peut exiger.",
    ],
)
def test_a_penalty_card_held_is_a_defenders(text: str) -> None:
    assert vocab.facts("cartes_penalisees", text).get("owner") == "defender"


@pytest.mark.parametrize(
    "text",
    [
        "J'étais déclarant, j'ai le roi de trèfle pénalisé d'après les défenseurs ; le déclarant peut-il le reprendre ?",
        "Le mort a deux cartes pénalisées selon Est.",
        "Il a peut-être deux cartes pénalisées, je crois.",
    ],
)
def test_no_defender_owner_for_the_declaring_side_or_a_hedge(text: str) -> None:
    assert vocab.facts("cartes_penalisees", text).get("owner") != "defender"


@pytest.mark.parametrize(
    ("text", "how"),
    [
        ("Mon partenaire tenait son jeu si bas que j'ai vu le 7 de carreau.", "held_seen"),
        ("Est (défense) a tenu le valet de carreau de façon que son partenaire le voie.", "held_seen"),
        (
            "Est, en défense, a concédé en étalant ses cartes ; son partenaire a protesté aussitôt.",
            "not_penalty",
        ),
        (
            "Ouest a montré son roi en disant « je prends celle-ci », il parlait de la levée en cours.",
            "not_penalty",
        ),
    ],
)
def test_how_the_card_was_exposed(text: str, how: str) -> None:
    assert vocab.facts("cartes_penalisees", text).get("how_exposed") == how


@pytest.mark.parametrize(
    "text",
    [
        # an opponent saw it: not the partner (49)
        "Est tenait ses cartes si bas que j'ai vu son as, je suis le déclarant.",
        # the declarer conceded; nobody objected
        "Le déclarant a concédé en étalant ses cartes ; Est a protesté aussitôt.",
        "Est a concédé en étalant ses cartes, personne ne proteste.",
    ],
)
def test_how_exposed_traps(text: str) -> None:
    assert vocab.facts("cartes_penalisees", text).get("how_exposed") not in ("held_seen", "not_penalty")


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Ouest a traité son adversaire d'incapable à voix haute.", "discourtesy"),
        ("Nord regarde avec insistance le jeu d'Est à chaque levée.", "looking"),
        ("Le mort commente chaque carte du déclarant, « bien joué », « ah non ».", "attitude_to_play"),
        ("Il varie son tempo exprès pour nous déconcerter.", "disconcert"),
        ("Sud a quitté la table sans raison en plein coup.", "other"),
    ],
)
def test_the_conduct_said(text: str, kind: str) -> None:
    assert vocab.facts("tempo_comportement", text).get("conduct_kind") == kind


@pytest.mark.parametrize(
    "text",
    [
        "Nord n'a pas regardé avec insistance le jeu d'Est, c'est un spectateur qui l'a fait.",
        "Si Ouest a traité son adversaire d'incapable, que faire ?",
        "Le téléphone de Nord a sonné et il a quitté la table sans raison.",
    ],
)
def test_the_conduct_traps(text: str) -> None:
    assert vocab.facts("tempo_comportement", text).get("conduct_kind") not in (
        "looking",
        "discourtesy",
        "other",
    )


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("Il y a un 7 de pique d'un autre jeu dans l'étui, on a deux 7 de pique.", "surplus"),
        ("La carte en trop n'est pas de la même donne : elle a un dos rouge, le jeu est bleu.", "surplus"),
        ("Ouest a 12 cartes, et aucune main n'a 14 cartes.", "missing"),
        ("Une carte manquait dans la main de Nord avant l'entame, retrouvée au fond de l'étui.", "missing"),
    ],
)
def test_the_count_problem_said(text: str, problem: str) -> None:
    assert vocab.facts("nombre_de_cartes", text).get("problem") == problem


@pytest.mark.parametrize(
    "text",
    [
        "Ce n'est pas une carte d'un autre jeu : Nord avait 14 cartes et Sud 12.",
        "Carte manquante chez Sud, Nord en avait 14.",
    ],
)
def test_the_count_problem_traps(text: str) -> None:
    assert vocab.facts("nombre_de_cartes", text).get("problem") not in ("surplus", "missing")

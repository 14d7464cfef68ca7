"""Session 46: what tuning set s45 (blind in session 45, tuned on from session 46) showed.

One's own explanation remembered wrong (« j'ai dit à mes adversaires que le 2♣ de mon partenaire était naturel »), an
explanation the hand does not match (« ne correspond pas à sa main »), and online a partner's explanation put right
without any alert (« mon partenaire a expliqué mon 2♦ comme un multi, mais chez nous c'est un faible »): 20F, 21B, 75. A
claim named with its trick (« revendication à la levée neuf »): 68A, whatever card the words say was still out. The
director owning later what he applied wrong (« l'arbitre a reconnu avoir mal appliqué la loi »): 82C. The dummy's
warning in his words (« tu es au mort »): 42B2. A defender's card put down before the declarer who had the lead led:
a lead out of turn (56). A defender's card before the dummy's was named, or « avant même » partner played: 57. A
defender naming the card he will play before his turn: 49, 50. A defender's card held face towards partner: played
(45C2). The declarer « calls » only the dummy's cards (« a appelé le roi … non, la dame »: 46, 45C4b). The declarer
turned to the dummy for his opinion on an option: 10C4. The dummy pointing at a card: 45F. A card named one too many
in a hand: 13."""

from __future__ import annotations

import pytest

from bot.finder import topics as finder


def _top(text: str, count: int = 1) -> list[str]:
    return [topic.id for topic in finder.search(text)][:count]


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        (
            "Pendant les enchères j'ai dit aux adversaires que le 3♣ de ma partenaire était naturel, et un tour plus tard"
            " je me rends compte que c'est un Stayman. Je dois le dire maintenant ?",
            "explication_erronee",
        ),
        (
            "À la levée 3, le déclarant voit que l'explication du 2♥ d'Ouest donnée par Est pendant les enchères ne"
            " correspond pas à la main d'Ouest.",
            "explication_erronee",
        ),
        (
            "Sur BBO, avant l'entame, le déclarant écrit : mon partenaire a expliqué mon 2♣ comme un Stayman, mais chez"
            " nous c'est naturel.",
            "explication_erronee",
        ),
        (
            "trois sans atout par sud revendication à la levée huit sud dit je fais les trèfles mais ouest a encore le"
            " valet de trèfle",
            "revendication",
        ),
        (
            "L'arbitre a reconnu hier soir avoir mal appliqué la loi de la déclaration hors tour à la table 5 : il"
            " avait fait passer Est toute la donne.",
            "suites_decision",
        ),
        ("Mon mort m'a dit « tu es en main » quand j'allais jouer du mort, Ouest proteste.", "procedure"),
        (
            "À la dernière levée, Est a posé sa carte avant que le déclarant, qui était en main, ait attaqué.",
            "attaque",
        ),
        (
            "Nord attaque cœur, le déclarant n'a pas encore nommé la carte du mort et Ouest a déjà mis son as.",
            "jeu_premature",
        ),
        (
            "En défense, Ouest annonce « je vais jouer le roi de cœur » alors que ce n'est pas encore son tour.",
            "cartes_penalisees",
        ),
        ("Nord attaque trèfle du mort, et Ouest met son roi avant même qu'Est ait fourni.", "jeu_premature"),
        (
            "Est a tenu sa dame de cœur en l'air, face tournée vers sa partenaire qui l'a vue, puis l'a rangée dans son"
            " jeu.",
            "carte_jouee",
        ),
        (
            "Le déclarant a appelé « le dix » puis aussitôt « non, le valet », un lapsus dit-il.",
            "carte_du_mort",
        ),
        (
            "Après l'attaque hors tour, le déclarant s'est tourné vers son partenaire : « t'en penses quoi ? » avant de"
            " choisir son option.",
            "procedure",
        ),
        ("Le mort a montré du doigt le roi de pique au déclarant.", "carte_du_mort"),
        (
            "On trouve un 3♦ de trop dans la main d'Ouest avant les enchères, d'un autre jeu.",
            "nombre_de_cartes",
        ),
    ],
)
def test_s45_words_first(text: str, topic: str) -> None:
    assert _top(text) == [topic]


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        # a card played because of an explanation is the card's incident (47E), the explanation second
        (
            "Est a attaqué trèfle parce que le déclarant lui avait dit que le 2♣ de son partenaire était naturel, c'était"
            " un relais.",
            "attaque",
        ),
        # a claim earlier on the board is context for the tricks disputed (79)
        (
            "à la fin du coup ils ne sont pas d'accord sur le nombre de levées ; il y avait eu une revendication à la 10.",
            "levees",
        ),
        # a card put down before the declarer's lead from the right hand: play after an irregularity (60B)
        (
            "le décla a attaqué de la mauvaise main, il doit reprendre, mais Est a posé sa carte avant que le décla"
            " attaque de la bonne main",
            "jeu_apres_irregularite",
        ),
        # the dummy's card named, then the dummy who revoked: the revoke's (64B3)
        (
            "c'est le mort qui a renoncé : le déclarant a appelé un petit pique du mort alors que le mort avait encore"
            " un cœur",
            "renonce",
        ),
        # a card too many found after a trick: its defect (67), the revoke's topic
        (
            "À la fin du coup, Sud a une carte de trop en main : à la levée 8 il n'avait pas fourni de carte du tout."
            " Levée défectueuse ?",
            "renonce",
        ),
    ],
)
def test_s45_counter_examples(text: str, topic: str) -> None:
    assert _top(text) == [topic]


def test_an_insufficient_bid_said_in_turn_stays_in_view_beside_a_call_out_of_turn() -> None:
    """s45b: « Ouest dit 1♦ à son tour, et là … Est dit 2♦ alors que c'était à Nord »: both irregularities are proposed
    (27 and 28-32), whatever facts the second one's words state."""
    assert "enchere_insuffisante" in _top(
        "Donneur Nord : Nord ouvre 1♠, Est dit 1♥ à son tour, et là, avant que quiconque réagisse, Ouest dit 2♥ alors"
        " que c'était à Sud.",
        3,
    )

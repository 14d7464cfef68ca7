"""Session 40's readings of stated facts (issue 37 §1), each with the words that must not give it.

- A revoker named by a name or a noun and tagged « en défense » is a defender (61A): the tag is the subject's, so a
  question he asks, another player named before the revoke, or the writer's own side « en défense » gives nothing.
- An insufficient bid said over its bidder's right-hand opponent's, the seats named from a chair (« mon adversaire de
  gauche a dit 1♥ sur mon 1SA », « … sur le 2♥ de son adversaire de droite »), or over « le 1♠ d'ouverture de Nord »,
  was made in turn (27A: `in_rotation`); never when the words say whose turn it was, ask, or name a bid that is not
  insufficient."""

from __future__ import annotations

import pytest

from tests.bot.finder.descriptions import engine_facts


@pytest.mark.parametrize(
    ("text", "offender"),
    [
        (
            "Tournoi des collèges : un cadet en défense a coupé un cœur alors qu'il en avait encore un.",
            "defender",
        ),
        (
            "Gilles, en défense, a mis un pique sur le trèfle alors qu'il avait encore le 4 de trèfle.",
            "defender",
        ),
        (
            "Marcel en défense il a fait le fada, il a défaussé un trèfle sur le cœur alors qu'il avait encore la dame",
            "defender",
        ),
        (
            "Reprenons : c'est toi, en défense, qui n'as pas fourni cœur ; la levée a été gagnée par le déclarant.",
            "defender",
        ),
        # a question the tagged player asks, another player before the revoke, the writer's side
        ("Mon partenaire, en défense, m'a demandé plus de cœur ? alors que j'avais encore un cœur", None),
        ("Marie en défense avec moi, Sud a défaussé un pique alors qu'il avait encore un pique.", None),
        ("Nous étions en défense, le mort a défaussé un pique alors qu'il avait encore un pique.", None),
        # another role tied to a revoke too: whose revoke it is, the director asks
        ("Paul en défense a coupé alors qu'il avait du cœur, le mort aussi.", None),
    ],
)
def test_a_revoker_tagged_in_defence_is_a_defender(text: str, offender: str | None) -> None:
    assert engine_facts("renonce", text).get("offender") == offender


@pytest.mark.parametrize(
    ("text", "in_rotation"),
    [
        ("ench insuffisante adv de g a dit 2c sur mon 2p et mon partenaire a contre direct", "yes"),
        ("Mon adversaire de gauche a dit 1♥ sur mon 1SA.", "yes"),
        ("Sur mon 1SA, mon adversaire de gauche dit 1♠.", "yes"),
        (
            "Thomas a dit 1♠ sur le 2♥ de son adversaire de droite ; l'adversaire de gauche de Thomas refuse.",
            "yes",
        ),
        ("Sur le 1♠ d'ouverture de Nord, Est a dit 1♥. Sud refuse.", "yes"),
        ("Après l'ouverture 1♠ de Nord, Est a dit 1♥.", "yes"),
        ("Ma voisine de gauche a dit 1 pique après mon 1 sans-atout.", "yes"),
        (
            "Dame en Est : 1♦ sur le 1♠ de son adversaire de droite. Refusée par son adversaire de gauche.",
            "yes",
        ),
        ("Sur 1SA de son adversaire de droite, Sud annonce 1♥ à son tour.", "yes"),
        # not insufficient, asked, whose turn said, not the right-hand opponent's bid
        ("Mon adversaire de gauche a dit 2♥ sur mon 1SA.", None),
        ("Est-ce que mon adversaire de gauche peut dire 1♥ sur mon 1SA ?", None),
        ("Mon adversaire de gauche a dit 1♥ sur mon 1SA alors que c'était à mon partenaire.", None),
        ("Après l'ouverture 1♠ de Nord, Sud a dit 1♥.", None),
    ],
)
def test_a_bid_over_its_right_hand_opponents_was_in_turn(text: str, in_rotation: str | None) -> None:
    assert engine_facts("enchere_insuffisante", text).get("in_rotation") == in_rotation


@pytest.mark.parametrize(
    ("topic", "text", "question", "answer"),
    [
        # whose lead it was, said as who had the hand (« la déf avait la main »), or the dummy's trick said in full
        (
            "attaque",
            "le declarant a attaqué alors que la def avait la main",
            "who_led",
            "declarer_defender_turn",
        ),
        (
            "attaque",
            "Le mort a attaqué alors que le défenseur avait la main.",
            "who_led",
            "declarer_defender_turn",
        ),
        (
            "attaque",
            "à la levée 6, le déclarant a attaqué de sa main alors qu'il avait fait la levée précédente au mort.",
            "who_led",
            "declarer_wrong_hand",
        ),
        (
            "attaque",
            "Ouest, en défense, a attaqué cœur alors que c'était son partenaire Est qui avait fait la dernière levée.",
            "who_led",
            "defender_partner_turn",
        ),
        ("attaque", "Le déclarant a-t-il attaqué alors que la défense avait la main ?", "who_led", None),
        # a hedge doubts its own sentence, not another that says a fact plainly
        (
            "renonce",
            "Est a renoncé à cœur. Sud a fait 9 levées, je ne sais plus.",
            "situation",
            "not_followed",
        ),
        ("renonce", "Est a renoncé à cœur, je ne sais plus.", "situation", None),
        # a hedge alone in its sentence may doubt every other one: nothing is stated
        ("renonce", "Est a renoncé à cœur. Je crois.", "situation", None),
        ("renonce", "Est a renoncé à cœur. Sauf erreur.", "situation", None),
        # a bid someone believed he heard is no bid of the auction
        (
            "enchere_insuffisante",
            "sur 2SA (il croyait 1SA), le partenaire a dit 2♣ Stayman, remplacé par 3♣",
            "replacement",
            None,
        ),
    ],
)
def test_whose_lead_hedges_and_beliefs(topic: str, text: str, question: str, answer: str | None) -> None:
    assert engine_facts(topic, text).get(question) == answer


@pytest.mark.parametrize(
    ("text", "when"),
    [
        (
            "Sud a renoncé à pique, il a corrigé aussitôt, la levée suivante n'était pas commencée.",
            "not_established",
        ),
        (
            "il a défaussé alors qu'il en avait un, on a pas encore joué a la levee suivante",
            "not_established",
        ),
        ("Est a renoncé à trèfle, il a dit oups direct avant que personne rejoue", "not_established"),
        (
            "Est n'a pas fourni cœur à la levée 5. Nord l'a relevé une fois les treize levées jouées.",
            "after_play",
        ),
        ("le coup achevé, l'on s'aperçut que mon partenaire avait omis de fournir à pique", "after_play"),
        # the moment alone, beside another irregularity's words: nothing
        ("la carte de mon partenaire était mal tournée, on n'a pas encore joué à la levée suivante", None),
        (
            "Après la dernière carte jouée, il me restait une carte en main. Mon voisin n'en avait que 12.",
            None,
        ),
    ],
)
def test_the_revokes_moment_said_otherwise(text: str, when: str | None) -> None:
    assert engine_facts("renonce", text).get("when") == when


@pytest.mark.parametrize(
    ("text", "evidence"),
    [
        (
            "Pendant les enchères, je me rends compte que j'ai mal expliqué le 2♦ de mon partenaire.",
            "explanation_wrong",
        ),
        (
            "Ouest a expliqué le 2♣ d'Est comme un Stayman, alors que leur feuille de conventions indique un Texas trèfle.",
            "explanation_wrong",
        ),
        (
            "Nord explique le 3♦ de Sud comme « fitté », alors que pour eux c'est un barrage.",
            "explanation_wrong",
        ),
        (
            "Avant l'entame, on voit que l'explication de Nord était fausse : c'était Stayman.",
            "explanation_wrong",
        ),
        # the card confirms the explanation, the call was wrong, no agreement, a question, the director's explanation
        (
            "La carte de conventions confirme l'explication donnée : c'est Sud qui s'est trompé d'enchère.",
            "call_wrong",
        ),
        (
            "Ils n'ont jamais discuté de ce contre ; Nord l'a expliqué d'appel, Sud l'avait fait punitif.",
            "no_agreement",
        ),
        ("Sud se demande : il a mal expliqué, ou c'est Nord qui a fait la mauvaise enchère ?", None),
        ("L'arbitre a mal expliqué les options au déclarant après l'entame hors tour.", None),
    ],
)
def test_the_explanation_stated_wrong(text: str, evidence: str | None) -> None:
    assert engine_facts("explication_erronee", text).get("evidence") == evidence


@pytest.mark.parametrize(
    ("text", "case"),
    [
        ("Sud a retourné sa carte face cachée avant que la levée soit complète.", "turned_early"),
        (
            "Est retourne déjà sa carte face cachée alors que le quatrième joueur n'a pas encore fourni.",
            "turned_early",
        ),
        (
            "Le déclarant a sorti le valet de carreau de sa main, l'a tenu face visible à deux centimètres de la table, "
            "puis l'a remis dans son jeu.",
            "declarer_hand",
        ),
        (
            "Est tenait sa carte si bas que son partenaire a pu en voir la face. Le déclarant dit qu'elle est jouée.",
            "defender_shown",
        ),
        # the declarer's card played: nothing; the declarer holding it: his own case (45C2), not a defender's (45C1)
        ("Le déclarant a sorti le valet de carreau de sa main et l'a joué.", None),
        ("Le déclarant tenait sa carte si bas que son partenaire a pu la voir.", "declarer_hand"),
    ],
)
def test_a_card_played_said_otherwise(text: str, case: str | None) -> None:
    assert engine_facts("carte_jouee", text).get("case") == case


@pytest.mark.parametrize(
    ("text", "situation"),
    [
        (
            "partenaire a alerte mon 2sa alors que chez nous c est naturel jai quand meme dit 3sa ensuite, les adv veulent"
            " l arbitre on est encore aux encheres",
            "partner_now",
        ),
        (
            "Quand Jade a contré, son partenaire Tom a soupiré « oh non », puis Jade a enlevé en 4♥ au tour suivant. On a"
            " appelé l'arbitre direct.",
            "partner_now",
        ),
        # the rights reserved to the end of the play: when the director is called is not yet said
        ("Hésitation d'Est avant son passe, puis Ouest a dit 4♠. On vous rappellera à la fin du coup.", None),
    ],
)
def test_partners_information_called_at_once(text: str, situation: str | None) -> None:
    assert engine_facts("information_non_autorisee", text).get("situation") == situation


@pytest.mark.parametrize(
    ("text", "think_time"),
    [
        (
            "Funbridge : Est se plaint d'une hésitation d'Ouest, mais le log montre 4 secondes, comme pour toutes ses autres"
            " enchères.",
            "normal",
        ),
        ("RealBridge : le logiciel montre 6 secondes, comme d'habitude.", "normal"),
        # a duration alone: whether it was unusual is the director's comparison (85A1)
        ("BBO : le relevé montre que Sud a mis 45 secondes avant de passer sur 4♥.", None),
    ],
)
def test_a_short_recorded_time_said_usual(text: str, think_time: str | None) -> None:
    assert engine_facts("en_ligne_hesitation", text).get("think_time") == think_time

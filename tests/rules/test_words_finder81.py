"""finder81 (issue 37 §1, reviewer31 V-58, V-30, V-50, V-27, V-29): an option of a non-offender — the declarer's after a
lead out of turn (54D, 56), on a penalty card (50D2), the left-hand opponent's acceptance of an insufficient bid (27A) —
is read only from the words that make the choice: not from a future, a conditional, a wish or plea of another, « accepte
de / refuse de » something else, « renoncer à » + an infinitive, nor « exige » / « interdit » with no suit."""

from __future__ import annotations

import pytest

from rules import vocabulary as vocab


@pytest.mark.parametrize(
    ("topic", "question", "text"),
    [
        # V-58: future, conditional, what was due and not done, another's plea
        (
            "entame",
            "declarer_choice",
            "Le déclarant aurait dû exiger pique après l'entame hors tour, il ne l'a pas fait.",
        ),
        (
            "entame",
            "declarer_choice",
            "Entame hors tour d'Ouest ; le déclarant devait interdire trèfle, il a oublié.",
        ),
        ("enchere_insuffisante", "lho_accepts", "Enchère insuffisante de Nord ; Est acceptera sans doute."),
        (
            "enchere_insuffisante",
            "lho_accepts",
            "Enchère insuffisante de Sud, Ouest l'accepterait volontiers.",
        ),
        ("attaque", "declarer_choice", "Attaque hors tour d'Ouest ; le déclarant refusera certainement."),
        ("attaque", "declarer_choice", "Attaque hors tour d'Ouest ; Est a supplié le déclarant de refuser."),
        (
            "attaque",
            "declarer_choice",
            "Attaque hors tour d'Est ; le mort a conseillé au déclarant de refuser l'attaque.",
        ),
        # V-30: « accepte de / refuse de » + another infinitive
        (
            "attaque",
            "declarer_choice",
            "Attaque hors tour d'Est ; le déclarant refuse de choisir tant que je ne suis pas là.",
        ),
        (
            "attaque",
            "declarer_choice",
            "Attaque hors tour d'Ouest ; le déclarant accepte d'attendre l'arbitre.",
        ),
        (
            "attaque",
            "declarer_choice",
            "Attaque hors tour d'Ouest ; le déclarant refuse de se prononcer avant mon arrivée.",
        ),
        (
            "enchere_insuffisante",
            "lho_accepts",
            "Enchère insuffisante de Nord ; Est accepte d'attendre l'arbitre.",
        ),
        (
            "enchere_insuffisante",
            "lho_accepts",
            "Enchère insuffisante de Sud ; Ouest accepte de continuer après mon explication, il n'a pas encore choisi.",
        ),
        # V-50: « renoncer à », « oublier de » + an infinitive: give up doing, forget to do
        ("entame", "declarer_choice", "Le déclarant a renoncé à exiger pique après l'entame hors tour."),
        (
            "entame",
            "declarer_choice",
            "Entame hors tour ; le déclarant a oublié d'exiger pique, il a joué du mort.",
        ),
        (
            "enchere_insuffisante",
            "lho_accepts",
            "Nord a renoncé à son droit de refuser l'enchère insuffisante ; il a passé.",
        ),
        ("revendication", "situation", "Ouest a renoncé à contester la revendication."),
        ("suites_decision", "case", "Est a renoncé à faire appel."),
        # V-27, V-29: « exige » / « interdit » with no suit in its clause
        (
            "cartes_penalisees",
            "declarer_choice",
            "Carte pénalisée d'Est ; c'est à Ouest d'attaquer ; le déclarant exige que la carte reste sur la table.",
        ),
        (
            "cartes_penalisees",
            "declarer_choice",
            "Le déclarant exige qu'Est joue sa carte pénalisée à cette levée.",
        ),
        (
            "cartes_penalisees",
            "declarer_choice",
            "Est a une carte pénalisée ; le déclarant exige qu'on m'appelle.",
        ),
        (
            "entame",
            "declarer_choice",
            "Entame hors tour d'Est ; le déclarant exige que l'entame soit refaite par le bon joueur.",
        ),
        (
            "entame",
            "declarer_choice",
            "Entame hors tour ; le déclarant exige qu'on m'appelle avant de choisir.",
        ),
        ("entame", "declarer_choice", "Entame hors tour ; le déclarant interdit au mort de s'étaler."),
    ],
)
def test_a_choice_not_made_is_not_read(topic: str, question: str, text: str) -> None:
    """Nothing is chosen in these words: the director asks the player who has the option (10A, 54D, 50D2, 27A)."""
    assert question not in vocab.facts(topic, text)


@pytest.mark.parametrize(
    ("topic", "question", "value", "text"),
    [
        # the choice made, in the words that make it, stays read
        (
            "entame",
            "declarer_choice",
            "require_suit",
            "Entame hors tour. Le déclarant exige qu'Ouest entame à cœur.",
        ),
        (
            "entame",
            "declarer_choice",
            "forbid_suit",
            "d9 t2 : EHT d'E (c'était à O), décl S interdit P ; puis on joue.",
        ),
        (
            "enchere_insuffisante",
            "lho_accepts",
            "refuses",
            "Enchère insuffisante de Sud ; Ouest refuse l'enchère insuffisante.",
        ),
        ("enchere_insuffisante", "lho_accepts", "accepts", "Enchère insuffisante de Nord ; Est l'accepte."),
        ("attaque", "declarer_choice", "refuse", "Attaque hors tour d'Ouest ; le déclarant refuse."),
        (
            "attaque",
            "declarer_choice",
            "refuse",
            "Attaque hors tour d'Est ; le mort a conseillé d'accepter, le déclarant refuse.",
        ),
        (
            "cartes_penalisees",
            "declarer_choice",
            "forbid",
            "Le déclarant interdit ? - carte pénalisée de Nord, en défense : le 8 de pique - Sud doit attaquer - "
            "le déclarant interdit pique",
        ),
        ("revendication", "situation", "contested", "Ouest a contesté la revendication."),
        (
            "renonce",
            "offender",
            "defender",
            "Sud joue 4♠. Ouest a renoncé à trèfle alors qu'il pouvait fournir.",
        ),
    ],
)
def test_a_choice_made_stays_read(topic: str, question: str, value: str, text: str) -> None:
    assert vocab.facts(topic, text).get(question) == value


@pytest.mark.parametrize(
    "text",
    [
        "Entame hors tour d'Est, le déclarant veut qu'Ouest entame pique.",
        "Est a entamé alors que c'était à Ouest ; le déclarant veut qu'Ouest entame trèfle.",
        "Le déclarant veut qu'Ouest entame pique après l'entame hors tour d'Est.",
        "Le déclarant a laissé l'entame libre après l'entame hors tour d'Ouest.",
        "Le déclarant a choisi de devenir le mort après l'entame hors tour.",
    ],
)
def test_v21_the_declarers_wish_on_a_defenders_lead_is_no_lead_of_his(text: str) -> None:
    """V-21: a defender led out of turn and the declarer has his options (54A, 54D); the declaring side's own lead out
    of turn (54E, then 24) is another ruling, not read from « le déclarant veut qu'Ouest entame »."""
    assert vocab.facts("entame", text).get("situation") != "declaring_side"


@pytest.mark.parametrize(
    "text",
    [
        "Le déclarant a entamé hors tour, avant que la défense n'entame.",
        "Le mort a entamé hors tour à la place d'Ouest.",
    ],
)
def test_v21_the_declaring_sides_own_lead_stays_read(text: str) -> None:
    assert vocab.facts("entame", text).get("situation") == "declaring_side"


@pytest.mark.parametrize(
    ("topic", "question", "value", "text"),
    [
        (
            "jeu_premature",
            "choice_57A",
            "lowest",
            "Est a joué avant son partenaire ; le déclarant veut qu'Ouest joue sa plus petite carte.",
        ),
        (
            "jeu_premature",
            "choice_57A",
            "highest",
            "Ouest a joué avant son partenaire, le déclarant veut qu'Est joue sa plus forte.",
        ),
        (
            "cartes_penalisees",
            "declarer_choice",
            "require",
            "Ouest a une carte pénalisée ; le déclarant veut qu'Est attaque pique.",
        ),
        (
            "entame",
            "declarer_choice",
            "free_lead",
            "Ouest a entamé hors tour le 5 de cœur, le déclarant n'en veut pas et laisse l'entame libre.",
        ),
    ],
)
def test_v23_the_choice_said_as_the_declarers_will_is_read(
    topic: str, question: str, value: str, text: str
) -> None:
    """V-23: « le déclarant veut que … » in the present states his choice (57A, 50D2a, 54D)."""
    assert vocab.facts(topic, text).get(question) == value


@pytest.mark.parametrize(
    ("topic", "question", "text"),
    [
        (
            "jeu_premature",
            "choice_57A",
            "Ouest a joué avant son partenaire, le déclarant voulait qu'Est joue sa plus forte, puis il a hésité.",
        ),
        (
            "cartes_penalisees",
            "declarer_choice",
            "Ouest a une carte pénalisée ; c'est à Est d'attaquer ; le déclarant veut qu'Est attaque pique ou trèfle, il hésite.",
        ),
        ("entame", "declarer_choice", "Ouest a entamé hors tour, le déclarant n'en veut pas, il réfléchit."),
    ],
)
def test_v23_a_will_not_settled_is_not_read(topic: str, question: str, text: str) -> None:
    assert question not in vocab.facts(topic, text)

"""finder85 (session 33, issue 37 §1): corrections, negations and exceptions read from words, each reported phrase with
variants of ours.

W-3, H-8, H-16, H-36: a denial with an exception said next (« pas lésés, sauf que … », « pas de dommage, si ce n'est … »,
« pas de revendication, sauf une concession ») states no denial; H-23, H-38: the writer's own correction (« erreur de ma
part », « je reprends », « erratum », « mauvaise info ») takes back what he said before it."""

from __future__ import annotations

import pytest

from rules import vocabulary as vocab

_HESITATION = "Hésitation nette de Nord, Sud reparle à 4♠. "


def _facts(topic: str, text: str) -> dict[str, str]:
    return dict(vocab.facts(topic, text))


# --- W-3, H-8, H-16, H-36: an exception takes the denial back -----------------------------------------------------


@pytest.mark.parametrize(
    ("topic", "question", "text"),
    [
        (
            "information_non_autorisee",
            "damaged",
            _HESITATION + "Nous ne sommes pas lésés, excepté sur la levée de la renonce.",
        ),
        (
            "information_non_autorisee",
            "damaged",
            _HESITATION + "Les adversaires n'ont pas été lésés, sauf que sans le 4♠ ils jouaient 3♥ fait.",
        ),
        (
            "information_non_autorisee",
            "damaged",
            _HESITATION + "E-O n'ont pas été lésés, mis à part le coup de 3♥ qu'ils auraient gagné.",
        ),
        (
            "information_non_autorisee",
            "damaged",
            _HESITATION + "Pas de dommage pour E-O, si ce n'est qu'ils jouaient 3♥.",
        ),
        (
            "information_non_autorisee",
            "damaged",
            _HESITATION + "Les adversaires n'ont pas été lésés, à ceci près qu'ils jouaient 3♥.",
        ),
        (
            "information_non_autorisee",
            "damaged",
            _HESITATION + "E-O n'ont pas été lésés, hormis sur la partie manquée.",
        ),
        (
            "information_non_autorisee",
            "damaged",
            _HESITATION + "Les adversaires n'ont pas été lésés, mais ils auraient joué 3♥ sans l'hésitation.",
        ),
        (
            "en_ligne_hesitation",
            "damaged",
            "Sur BBO, Nord a mis 45 s à passer, Sud reparle. Les adversaires n'ont pas été lésés, sauf sur la partie.",
        ),
        (
            "levees",
            "claim_made",
            "Pas de revendication, sauf une concession d'une levée par Est à la levée 12.",
        ),
        ("levees", "claim_made", "Aucune revendication, excepté l'abandon d'une levée par Ouest à la fin."),
    ],
)
def test_a_denial_with_its_exception_states_nothing(topic: str, question: str, text: str) -> None:
    assert question not in _facts(topic, text)


@pytest.mark.parametrize(
    "text",
    [
        _HESITATION + "Les adversaires n'ont pas été lésés.",
        _HESITATION + "Les adversaires n'ont pas été lésés, ils auraient fait 4♠ de toute façon.",
        _HESITATION + "Pas de dommage pour E-O. Tout le monde a vu la pause, sauf Ouest.",
    ],
)
def test_a_denial_without_exception_still_states_no_damage(text: str) -> None:
    assert _facts("information_non_autorisee", text).get("damaged") == "no"


# --- H-23, H-38: the writer corrects himself ----------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Sud revendique à la levée 9 — je me suis trompé, c'était à la 10.",
        "Sud revendique à la levée 9 ; erreur de ma part, c'était la levée 10.",
        "Sud revendique à la levée 9 ; je reprends : c'était à la levée 10.",
        "Sud revendique à la levée 9 ; mauvaise info, c'était la levée 10.",
    ],
)
def test_a_claim_trick_corrected_is_not_the_first_one(text: str) -> None:
    assert _facts("revendication", text).get("claim_trick") != "9"


def test_a_claim_trick_not_corrected_is_read() -> None:
    assert (
        _facts("revendication", "Sud revendique à la levée 9, je reprends les faits : Est conteste.").get(
            "claim_trick"
        )
        == "9"
    )


@pytest.mark.parametrize(
    "text",
    [
        "Est attaque alors que c'était au mort. Le déclarant refuse l'attaque ; erreur de ma part, il l'accepte.",
        "Est attaque alors que c'était au mort. Le déclarant refuse l'attaque ; erratum : il l'accepte.",
        "Est attaque alors que c'était au mort. Le déclarant refuse l'attaque ; correction : il l'accepte.",
        "Est attaque alors que c'était au mort. Le déclarant refuse l'attaque ; je m'embrouille, il l'accepte.",
    ],
)
def test_a_choice_corrected_is_not_the_first_one(text: str) -> None:
    assert _facts("attaque", text).get("declarer_choice") != "refuse"


def test_a_choice_not_corrected_is_read() -> None:
    text = "Est attaque alors que c'était au mort. Le déclarant refuse l'attaque ; pas d'erreur de sa part."
    assert _facts("attaque", text).get("declarer_choice") == "refuse"


# --- H-9, H-27 (and W-4): a card let fall on or under another is played to the trick (45A) -----------------------


@pytest.mark.parametrize(
    "text",
    [
        "O a laissé tomber l'A♠ sur la D♠ du mort",
        "Pendant le jeu, Est laisse tomber le R♥ sur le V♥ du déclarant et la levée continue.",
        "Ouest a fait tomber la D♠ sèche de Sud avec son As.",
        "Sud laisse tomber le R♠ sous l'As d'Ouest.",
        "Ouest a laissé tomber l'as de pique sur la dame du mort.",
    ],
)
def test_a_card_played_on_another_is_no_exposed_card(text: str) -> None:
    facts = _facts("cartes_penalisees", text)
    assert not {"situation", "how_exposed", "honour"} & facts.keys()


@pytest.mark.parametrize(
    "text",
    [
        "Ouest en défense a laissé tomber la Dame de pique sur la table",
        "Est (défense) a laissé tomber le R♥ face visible sur la table en rangeant ses cartes.",
    ],
)
def test_a_card_dropped_on_the_table_is_still_exposed(text: str) -> None:
    facts = _facts("cartes_penalisees", text)
    assert facts.get("how_exposed") == "unintentional"
    assert facts.get("honour") == "yes"


# --- H-10: a card of the suit found in the offender's own hand is a revoke, never a missing card (61A, 14B) -------


@pytest.mark.parametrize(
    "text",
    [
        "À la fin du coup, on retrouve un trèfle dans la main d'Est, qui avait défaussé sur trèfle à la levée 8.",
        "Après le coup, on retrouve un carreau dans le jeu de Nord, qui n'avait pas fourni à carreau à la levée 5.",
        "On retrouve un pique dans la main du déclarant à la fin du coup.",
    ],
)
def test_a_card_found_in_the_hand_is_no_missing_card(text: str) -> None:
    assert _facts("renonce", text).get("situation") != "missing_card"


def test_a_card_found_under_the_chair_is_missing() -> None:
    text = "On retrouve le 4 de carreau par terre sous la chaise de Sud, il a joué à 12 cartes."
    assert _facts("renonce", text).get("situation") == "missing_card"


# --- H-14: a card fallen whose face nobody saw is not exposed by mishap (49) ----------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Ouest a fait tomber une carte, mais personne n'en a vu la face.",
        "Est a laissé tomber une carte, personne n'a vu la face, il l'a reprise aussitôt.",
    ],
)
def test_a_card_whose_face_nobody_saw_is_not_unintentionally_exposed(text: str) -> None:
    assert _facts("cartes_penalisees", text).get("how_exposed") != "unintentional"


def test_a_card_fallen_face_up_with_nobody_speaking_is_exposed() -> None:
    text = "Est a laissé tomber le 4 de carreau face visible, personne n'a rien dit."
    assert _facts("cartes_penalisees", text).get("how_exposed") == "unintentional"


# --- H-41, H-42: an irregularity believed, then contradicted in the same sentence, is none (61A, 54) -----------------


@pytest.mark.parametrize(
    ("topic", "text"),
    [
        ("renonce", "Le déclarant croyait à une renonce d'Est, mais Est n'avait plus de carreau."),
        ("renonce", "Est a défaussé alors qu'il n'avait jamais eu de carreau."),
        ("renonce", "Nord avait cru à une renonce de Sud, mais Sud n'avait plus de cœur depuis la levée 2."),
        ("entame", "Le déclarant croyait à une entame hors tour, mais c'était bien à Ouest d'entamer."),
        ("attaque", "Le mort croyait à une attaque hors tour d'Est, mais Est avait bien la main."),
    ],
)
def test_a_belief_contradicted_states_nothing(topic: str, text: str) -> None:
    facts = _facts(topic, text)
    assert "situation" not in facts
    assert "offender" not in facts


@pytest.mark.parametrize(
    "text",
    [
        "Est a défaussé alors qu'il avait encore un carreau.",
        "Renonce d'Est à la levée 5, il lui restait un carreau.",
    ],
)
def test_a_revoke_told_plainly_is_still_read(text: str) -> None:
    assert _facts("renonce", text).get("situation") == "not_followed"


# --- H-10b, H-37, H-48, H-52, H-53: more facts a clause takes back ------------------------------------------------


@pytest.mark.parametrize(
    ("topic", "question", "value", "text"),
    [
        (
            "renonce",
            "situation",
            "missing_card",
            "À la fin du coup, on retrouve un carreau dans la main d'Est : il a renoncé.",
        ),
        (
            "renonce",
            "hands_returned",
            "yes",
            "Est a renoncé ; les mains ont été remises dans l'étui, sauf celle d'Est.",
        ),
        (
            "renonce",
            "hands_returned",
            "yes",
            "Est a renoncé ; les mains sont rangées dans l'étui, hormis celle du mort.",
        ),
        ("renonce", "card_found", "elsewhere", "Est a renoncé ; les quatre mains étaient déjà dans l'étui."),
        ("renonce", "card_found", "elsewhere", "Est a renoncé ; le déclarant a posé l'étui sous la table."),
        (
            "renonce",
            "discovered",
            "after_round",
            "Est a renoncé à la levée 4 (4♠ par Sud). On s'en aperçoit à la fin du tour, avant que les joueurs changent de"
            " table.",
        ),
        (
            "en_ligne_deconnexion",
            "back_in_time",
            "no",
            "Sur BBO, Est s'est déconnecté ; il n'est pas revenu dans le délai, mais un remplaçant l'a remplacé à temps.",
        ),
    ],
)
def test_a_fact_taken_back_in_its_sentence_is_not_filled(
    topic: str, question: str, value: str, text: str
) -> None:
    assert _facts(topic, text).get(question) != value


@pytest.mark.parametrize(
    ("topic", "question", "value", "text"),
    [
        (
            "renonce",
            "hands_returned",
            "yes",
            "Est a renoncé à cœur ; les mains sont déjà rangées dans l'étui",
        ),
        (
            "renonce",
            "discovered",
            "after_round",
            "Est a renoncé à la levée 4 (4♠ par Sud). On s'en aperçoit après la fin du tour, les joueurs ont changé de table.",
        ),
        (
            "en_ligne_deconnexion",
            "back_in_time",
            "no",
            "Sur BBO, Est s'est déconnecté et n'est jamais revenu.",
        ),
    ],
)
def test_the_same_fact_said_plainly_is_filled(topic: str, question: str, value: str, text: str) -> None:
    assert _facts(topic, text).get(question) == value

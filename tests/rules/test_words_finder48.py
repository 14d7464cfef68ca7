"""finder48 (issue 37 §1): a player named by his relation to another (« l'adversaire de gauche du mort », « le
partenaire du déclarant, Nord, », « le RHO de Nord ») is the player the relation fixes, or no seat at all — never the
player the relation starts from (64A: the transfer follows the revoker's side; 64B3: none for the dummy's hand)."""

from __future__ import annotations

import pytest

from rules import vocabulary
from rules.cased_words import cased
from rules.players_in_words import revoking_seats
from rules.relations_in_words import NOBODY, related
from rules.seats_in_words import declarer_seat


def _offender(text: str) -> str | None:
    return vocabulary.facts("renonce", text).get("offender")


@pytest.mark.parametrize(
    ("text", "offender"),
    [
        # The dummy's opponents defend (his left-hand one is the declarer's right-hand one).
        ("L'ADVERSAIRE DE GAUCHE DU MORT N'A PAS FOURNI À PIQUE.", "defender"),
        ("L'adversaire de gauche du mort n'a pas fourni à pique.", "defender"),
        ("l adversaire de droite du mort a renonce a coeur", "defender"),
        ("Le joueur à gauche du déclarant a renoncé à trèfle.", "defender"),
        ("le LHO du declarant a renoncé a trefle", "defender"),
        ("L'adversaire du déclarant a renoncé à trèfle.", "defender"),
        ("L'adversaire de gauche du déclarant, Ouest, a renoncé.", "defender"),
        ("À droite du déclarant, Est, a renoncé.", "defender"),
        # « du déclarant Ouest »: Ouest the declarer or his opponent — a defender revoked either way.
        ("L'adversaire de gauche du déclarant Ouest a renoncé à pique.", "defender"),
        # The declarer's partner is the dummy (64B3), with or without his seat; the dummy's partner the declarer.
        ("Le partenaire du déclarant, Nord, a renoncé à pique.", "dummy"),
        ("Le partenaire du déclarant a renoncé à pique.", "dummy"),
        ("Le partenaire du mort, Sud, a renoncé.", "declarer"),
        ("4♠ par Sud, le partenaire du mort a renoncé.", "declarer"),
        # From a seat, once the declarer is named: Nord's right-hand opponent is Ouest.
        ("4♠ par Sud. L'adversaire de droite de Nord a renoncé à carreau.", "defender"),
        ("4♠ par Sud. Le partenaire de l'entameur a renoncé.", "defender"),
        ("Sud joue 4♠. Le RHO de Sud n'a pas fourni à cœur.", "defender"),
    ],
)
def test_a_player_named_by_his_relation_is_the_one_it_fixes(text: str, offender: str) -> None:
    assert _offender(text) == offender


@pytest.mark.parametrize(
    "text",
    [
        # The seat beside the relation says another player: doubt.
        "4♠ par Sud. L'adversaire de gauche du déclarant, Est, a renoncé.",
        "4♠ par Sud. Le partenaire de l'entameur, Ouest, a renoncé.",
        # Nothing fixes him: the opening leader's opponent is the declarer or the dummy; the writer's seat is unsaid.
        "L'adversaire de l'entameur a renoncé.",
        "Le joueur à ma gauche a renoncé à pique.",
        # Negation, doubt, a supposition, reported speech, a complaint: the guards read the player as any seat.
        "L'adversaire de gauche du mort n'a pas renoncé, il a bien fourni.",
        "Je crois que l'adversaire de gauche du mort a renoncé.",
        "Nord dit que le partenaire du déclarant a renoncé, Sud dit que non.",
        "Si l'adversaire de gauche du mort avait renoncé, la renonce serait consommée.",
    ],
)
def test_no_role_when_the_relation_fixes_nobody_or_is_not_stated(text: str) -> None:
    assert _offender(text) is None


@pytest.mark.parametrize(
    ("text", "seats"),
    [
        ("L'adversaire de gauche de Nord a renoncé à carreau.", {"est"}),
        ("Le partenaire de Sud a renoncé à carreau.", {"nord"}),
        ("4♠ par Sud. Le RHO de Nord a renoncé à trèfle.", {"ouest"}),
        ("Je suis Sud. Mon partenaire a renoncé.", {"nord"}),
        ("Mon adversaire de gauche, Ouest, a renoncé.", {"ouest"}),
        # Another seat beside the relation, or none fixed: no seat.
        ("L'adversaire de gauche de Nord, Ouest, a renoncé.", set()),
        ("L'adversaire de Nord a renoncé à carreau.", set()),
        ("Le joueur à gauche de moi a renoncé.", set()),
    ],
)
def test_the_revoker_s_seat_is_never_the_seat_a_relation_starts_from(text: str, seats: set[str]) -> None:
    """bot.incidents.revoker_side reads the side from this seat (64A1: the transfer goes to the other side)."""
    assert set(revoking_seats(related(cased(text)))) == seats


def test_words_without_a_relation_are_unchanged() -> None:
    for text in (
        "Sud joue 4♠. Ouest a renoncé, son partenaire a signalé la renonce.",
        "Mon partenaire a renoncé à pique.",
        "La carte posée à gauche du mort est tombée.",
    ):
        assert related(text) == text


def test_the_relation_keeps_its_preposition() -> None:
    assert related("la carte du partenaire du déclarant est tombée") == "la carte du mort est tombée"
    assert related("4♠ par Sud. La carte de l'adversaire de droite du mort") == "4♠ par Sud. La carte d'Ouest"
    assert related("la carte de l'adversaire de Nord") == f"la carte d'{NOBODY}"


@pytest.mark.parametrize(
    "text",
    [
        "Le capitaine a fait appel à un autre arbitre.",
        "Est fait appel à un autre arbitre pour avoir un second avis.",
        "Le capitaine fait appel au président du comité.",
    ],
)
def test_calling_another_director_or_the_chairman_is_no_appeal(text: str) -> None:
    """92A: an appeal is a request to review the director's ruling; calling someone for help is not one."""
    assert vocabulary.facts("suites_decision", text).get("case") is None


def test_an_appeal_of_the_ruling_is_still_one() -> None:
    assert vocabulary.facts("suites_decision", "Le capitaine fait appel de ma décision sur la 13.").get(
        "case"
    ) == ("appeal")


@pytest.mark.parametrize(
    "text",
    [
        "Il dit que Nord avait 14 et Sud 12.",
        "Selon Est, Nord avait 14 cartes et Sud 12.",
        "Ouest prétend que Nord avait 14 cartes et Sud 12, Nord conteste.",
    ],
)
def test_one_player_s_word_on_the_hands_fills_nothing(text: str) -> None:
    """13: which hands held the wrong count is the director's finding; one side's word is no stated fact (85A)."""
    assert vocabulary.facts("nombre_de_cartes", text).get("wrong_hands") is None


@pytest.mark.parametrize(
    ("text", "hands"),
    [("Nord avait 14 cartes et Sud 12.", "ns"), ("On a compté : Est 14 et Nord 12.", "both")],
)
def test_the_hands_counted_are_still_read(text: str, hands: str) -> None:
    assert vocabulary.facts("nombre_de_cartes", text).get("wrong_hands") == hands


# reviewer25 P-1, P-2, P-6: the declarer's partner, opponent or neighbour named other ways, with or without his seat.
_DECLARER_S_PARTNER = [
    "Le joueur en face du déclarant, Nord, a renoncé à pique.",
    "Le partenaire de déclarant, Nord, a renoncé à pique.",
    "Partenaire du déclarant Nord a renoncé à pique.",
    "Le partenaire  du déclarant Nord a renoncé à pique.",
    "Le partenaire de declarant Nord a renoncé à pique.",
    "Le coéquipier du déclarant Nord a renoncé à pique.",
    "Le joueur placé en face du déclarant Nord a renoncé à pique.",
    "Le partenaire du déclarant n'a pas fourni à pique.",
    "Le déclarant est Sud ; le partenaire du déclarant n'a pas fourni à pique.",
    "nord partenaire du declarant n a pas fourni a pique",
]
_DECLARER_S_OPPONENT = [
    "Adversaire du déclarant Ouest a renoncé à pique.",
    "Le joueur qui suit le déclarant Sud a renoncé.",
    "Le suivant du déclarant Est a renoncé à trèfle.",
    "L'adversaire de gauche du mort n'a pas fourni à pique.",
    "L'adversaire du mort n'a pas fourni à pique.",
    "Le joueur à droite du mort n'a pas fourni à pique.",
]


@pytest.mark.parametrize("text", _DECLARER_S_PARTNER)
def test_the_declarer_s_partner_however_named_is_the_dummy(text: str) -> None:
    """64B3: the dummy's revoke is not rectified by a transfer; never a defender's (64A) nor the declarer's."""
    assert _offender(text) == "dummy"


@pytest.mark.parametrize("text", _DECLARER_S_OPPONENT)
def test_the_declarer_s_or_dummy_s_opponent_however_named_defends(text: str) -> None:
    assert _offender(text) == "defender"


@pytest.mark.parametrize(
    "text",
    [
        "Le partenaire du mort n'a pas fourni à pique.",
        "Le joueur assis en face du mort n'a pas fourni à pique.",
    ],
)
def test_the_dummy_s_partner_is_the_declarer(text: str) -> None:
    assert _offender(text) == "declarer"


@pytest.mark.parametrize("text", [*_DECLARER_S_PARTNER[:7], *_DECLARER_S_OPPONENT[:3]])
def test_a_seat_after_a_relation_to_the_declarer_is_not_read_as_the_declarer(text: str) -> None:
    """reviewer25 P-2: `declarer_seat` on the words as typed (the contract's readers in bot/) stands down too."""
    assert declarer_seat(text) is None


@pytest.mark.parametrize(
    ("text", "topic", "question", "value"),
    [
        (
            "Adversaire du déclarant Ouest a fait tomber le roi de cœur.",
            "cartes_penalisees",
            "owner",
            "defender",
        ),
        (
            "Le coéquipier du déclarant Nord a laissé tomber le roi de cœur.",
            "cartes_penalisees",
            "owner",
            "dummy",
        ),
        (
            "Le joueur en face du déclarant Nord a signalé la renonce d'Est pendant le jeu.",
            "procedure",
            "drawn_by",
            "dummy",
        ),
    ],
)
def test_other_topics_read_the_same_player(text: str, topic: str, question: str, value: str) -> None:
    assert vocabulary.facts(topic, text).get(question) == value


def test_the_declarer_and_the_dummy_named_alone_are_still_read() -> None:
    assert _offender("Le mort n'a pas fourni à pique.") == "dummy"
    assert _offender("décla a pas fourni") == "declarer"
    assert declarer_seat("Le déclarant est Sud ; Ouest a renoncé.") == "sud"


@pytest.mark.parametrize(
    ("text", "offender"),
    [
        # The writer says he is the declarer: his partner is the dummy, his opponents defend (64A, 64B3). His
        # opponents' revoke is his word unless they admit it (reviewer27 R-6, 85A): « il le reconnaît ».
        ("Je joue 3SA. Mon adversaire de gauche a renoncé à cœur, il le reconnaît.", "defender"),
        (
            "J'étais déclarant à 4 piques. Mon adversaire de droite a coupé alors qu'il avait du cœur, il le reconnaît.",
            "defender",
        ),
        ("Je suis le déclarant. Mon partenaire n'a pas fourni à pique.", "dummy"),
        ("je joue à 4♠, mon adversaire a renoncé, il le reconnaît", "defender"),
    ],
)
def test_the_writer_who_declares_names_his_partner_and_opponents(text: str, offender: str) -> None:
    assert _offender(text) == offender


@pytest.mark.parametrize(
    "text",
    [
        "Si je suis déclarant, mon adversaire de gauche a renoncé ?",  # a supposition, a question
        "Je ne suis pas déclarant. Mon adversaire de gauche a renoncé.",  # denied: his role unsaid
        "Je joue 3SA. Mon adversaire de gauche n'a pas renoncé.",  # the revoke denied
        "Je joue 3SA. Nord dit que mon adversaire de gauche a renoncé, Est dit que non.",  # one side's word
        "Je joue 3SA. Le joueur à ma gauche a renoncé.",  # « à ma gauche » is no subject of its own
        "Je suis Sud. L adversaire de gauche de lui a renoncé.",  # « de lui »: not the writer
    ],
)
def test_no_role_from_the_writer_when_he_does_not_say_he_declares_or_the_fact_is_not_stated(
    text: str,
) -> None:
    assert _offender(text) is None


def test_the_writer_s_own_seat_is_not_another_player_s() -> None:
    assert (
        related("Je suis Sud. L adversaire de gauche de lui a renoncé.")
        == "Je suis Sud. Un joueur a renoncé."
    )
    assert related("l adversaire de gauche du mort n a pas fourni") == "le défenseur n a pas fourni"


@pytest.mark.parametrize(
    "text",
    [
        "Le joueur à gauche de Sud, le déclarant, a laissé tomber le roi de cœur.",
        "Le joueur à gauche de Sud (déclarant) a laissé tomber le roi de cœur.",
    ],
)
def test_the_role_said_of_the_seat_a_relation_starts_from_stays_his(text: str) -> None:
    """reviewer25 P-12: Ouest, at the declarer's left, defends: his honour is a penalty card (49, 50B; never the
    declarer's, 48A)."""
    assert vocabulary.facts("cartes_penalisees", text).get("owner") == "defender"
    assert declarer_seat(related(text)) in (None, "sud")


@pytest.mark.parametrize(
    ("text", "topic", "question"),
    [
        (
            "Sud joue 4♠. Est a entamé hors tour et Sud a accepté l'entame. Plus tard, l'adversaire de gauche de "
            "l'entameur a renoncé à pique.",
            "renonce",
            "offender",
        ),
        (
            "Sud joue 4♠, l'entame d'Est hors tour est acceptée. L'adversaire de gauche de l'entameur a fait tomber "
            "le roi de cœur.",
            "cartes_penalisees",
            "owner",
        ),
        (
            "Sud joue 4♠. Est a entamé hors tour ; l'adversaire de droite de l'entameur a étalé son jeu.",
            "entame",
            "declarer_action",
        ),
    ],
)
def test_the_opening_leader_is_not_41a_s_when_the_lead_was_out_of_turn(
    text: str, topic: str, question: str
) -> None:
    """reviewer25 P-13: after a lead out of turn (53A, 54), « l'entameur » may be any defender: nothing from him."""
    assert question not in vocabulary.facts(topic, text)


def test_the_opening_leader_s_partner_is_read_when_the_lead_was_in_turn() -> None:
    assert _offender("Sud joue 4♠. Le partenaire de l'entameur a renoncé.") == "defender"


def test_a_call_out_of_rotation_by_a_seat_s_partner_counts_the_turn_from_the_partner() -> None:
    """reviewer25 P-8: Sud opened when it was Est's turn, his right-hand opponent (31A)."""
    text = "Le partenaire de Nord a ouvert 1♠ hors tour, c'était à Est."
    assert vocabulary.facts("declaration_hors_tour", text).get("turn") == "rho"


@pytest.mark.parametrize(
    "text",
    [
        "Le déclarant a appelé l'arbitre pour une renonce d'Ouest.",
        "Le déclarant a appelé l'arbitre pour la renonce.",
        "Le déclarant a réclamé deux levées pour la renonce.",
        "Le mort a attiré l'attention sur la renonce pendant le jeu.",
        "Le défenseur s'est plaint de la renonce.",
        "L'adversaire de gauche du mort a attiré l'attention sur la renonce.",
    ],
)
def test_who_calls_claims_or_complains_about_the_revoke_is_not_its_offender(text: str) -> None:
    """reviewer25 P-10: 64A transfers to the non-offending side; the player who calls is usually that side (9B1)."""
    assert _offender(text) is None


@pytest.mark.parametrize(
    "text",
    [
        "L'adversaire de gauche du déclarant a entamé face visible.",
        "Le joueur à gauche du déclarant Sud a entamé face visible.",
        "Le défenseur a entamé face visible.",
        "Un défenseur a entamé face visible.",
        "Ouest, en défense, a entamé face visible.",
    ],
)
def test_a_defender_s_faced_lead_is_not_the_wrong_defender_s_unless_the_turn_is_said(text: str) -> None:
    """reviewer25 P-11: 41A — the declarer's left-hand opponent leads; 54 is a faced lead out of turn only."""
    assert vocabulary.facts("entame", text).get("situation") != "wrong_defender_faced"


@pytest.mark.parametrize(
    "text",
    [
        "Est a entamé hors tour face visible.",
        "Sud joue 4♠. Est a entamé face visible alors que c'était à Ouest.",
    ],
)
def test_a_faced_lead_out_of_turn_is_still_the_wrong_defender_s(text: str) -> None:
    assert vocabulary.facts("entame", text).get("situation") == "wrong_defender_faced"


@pytest.mark.parametrize(
    "text",
    [
        "En défense, je joue 2♣, mon partenaire a renoncé.",
        "J'entame, je joue 7♥ et mon partenaire n'a pas fourni à cœur.",
        "Je joue 3♣ et mon partenaire coupe alors qu'il avait du trèfle.",
        "Sud joue 4♠. J'étais en défense ; je joue 2♣ et mon partenaire a renoncé.",
        "Mon adversaire joue 3SA, je joue 2♣, mon partenaire a renoncé.",
    ],
)
def test_a_card_the_writer_plays_does_not_make_him_the_declarer(text: str) -> None:
    """reviewer25 P-14: « je joue 2♣ » is a card; the writer's partner defends (64A), he is no dummy (64B3)."""
    assert _offender(text) != "dummy"


def test_a_belief_of_being_the_declarer_is_not_his_role() -> None:
    text = "Je pensais que j'étais déclarant, mon partenaire a entamé face visible."
    assert vocabulary.facts("entame", text).get("situation") != "declaring_side"


@pytest.mark.parametrize(
    "text",
    [
        "Le déclarant exige deux levées pour la renonce.",
        "Le déclarant veut deux levées pour la renonce.",
        "Le déclarant a prouvé la renonce en montrant la levée.",
        "Le mort a soulevé le problème de la renonce.",
        "Le mort a signalé la renonce.",
    ],
)
def test_la_renonce_after_another_verb_is_no_revoke_by_its_subject(text: str) -> None:
    """reviewer25 P-15: the noun « la renonce » names the irregularity, not what the subject did (64A, 64B3)."""
    assert _offender(text) is None


@pytest.mark.parametrize(
    ("text", "offender"),
    [("Le déclarant a fait une renonce à trèfle.", "declarer"), ("Le mort a fait une renonce.", "dummy")],
)
def test_a_revoke_made_is_still_its_subject_s(text: str, offender: str) -> None:
    assert _offender(text) == offender

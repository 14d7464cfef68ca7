"""The auction review of 2026-11-24 (issue 21): each finding as a property of every path, checked
against the 2017 text (Laws 15, 16C, 23-39, 86)."""

from __future__ import annotations

from rules import get_topic
from rules.explore import walk
from rules.model import Ruling
from rules.regulations import load

AUCTION_TOPICS = (
    "enchere_insuffisante",
    "declaration_hors_tour",
    "declaration_inadmissible",
    "changement_declaration",
    "carte_exposee_encheres",
    "mauvais_etui",
)


def _paths(topic: str) -> list[tuple[dict[str, str], Ruling]]:
    return [(dict(path.answers), path.ruling) for path in walk(get_topic(topic), load("ffb"))]


PATHS = {topic: _paths(topic) for topic in AUCTION_TOPICS}


def _all() -> list[tuple[str, dict[str, str], Ruling]]:
    return [(topic, answers, ruling) for topic, paths in PATHS.items() for answers, ruling in paths]


def _text(ruling: Ruling) -> str:
    return " ".join(
        (*ruling.now, *ruling.lead_restrictions, *ruling.script, *ruling.notes, *ruling.end_of_play)
    )


# A1 — 26B: the suits the offender *specified*, not the suits he named (a transfer, a Stayman).


def test_26B_speaks_of_the_suits_specified_not_named_on_every_path() -> None:
    checked = 0
    for topic, answers, ruling in _all():
        assert "n'a pas nommée" not in _text(ruling), (topic, answers)
        if "26B" in ruling.laws and ruling.lead_restrictions:
            checked += 1
            restrictions = " ".join(ruling.lead_restrictions)
            assert "désignée" in restrictions, (topic, answers)
            assert "transfert" in restrictions and "Stayman" in restrictions, (topic, answers)
    assert checked > 30


# Issue 21 §2 — `accepted_by` names who accepted; never the LHO on a path where he did not.

REFUSALS = {
    ("lho_accepts", "no"),
    ("lho_accepts", "refuses"),
    ("lho_accepts", "refuses_already_replaced"),
    ("rho_pass_outcome", "cancelled"),
    ("rho_pass_outcome", "rho_called_first"),
    ("rho_action", "rho_passes"),
    ("rho_action", "rho_calls"),
    ("rho_action", "rho_called_first"),
}


def test_accepted_by_is_never_the_lho_when_he_refused_or_the_call_was_cancelled() -> None:
    for topic, answers, ruling in _all():
        refused = bool(REFUSALS & set(answers.items())) and answers.get("lho_accepts_second") != "yes"
        if refused:
            assert ruling.accepted_by is None, (topic, answers, ruling.id)
        if ruling.accepted_by is not None:
            # Somebody accepted: the path says so, and then nobody is barred for that call.
            accepted = {("lho_accepts", "yes"), ("lho_accepts", "accepts"), ("lho_accepts_second", "yes")}
            accepted |= {("rho_pass_outcome", "lho_accepts"), ("rho_action", "lho_accepts")}
            assert accepted & set(answers.items()), (topic, answers, ruling.id)
            assert ruling.partner_must_pass in (None, ruling.partner_must_pass.NONE), (topic, answers)


# Review A2, M3 — 16C3 beside 16C2: a withdrawn or cancelled call unauthorised to the offending side
# may lead to an adjusted score at the end of play, a remedy apart from 72C.


def test_every_ruling_that_silences_partner_with_16C2_also_gives_16C3() -> None:
    checked = 0
    for topic, answers, ruling in _all():
        if topic in ("carte_exposee_encheres", "mauvais_etui", "changement_declaration"):
            continue
        if ruling.partner_must_pass is not None and ruling.partner_must_pass.value != "none":
            if "16C2" in ruling.laws:
                checked += 1
                assert "16C3" in ruling.laws, (topic, answers, ruling.id)
                assert ruling.adjusted_score is not None, (topic, answers)
                assert "16C3" in ruling.adjusted_score.laws, (topic, answers, ruling.id)
                assert any("(16C3)" in line for line in ruling.end_of_play), (topic, answers, ruling.id)
    assert checked > 20


def test_pass_out_of_rotation_at_rho_turn_is_unauthorised_for_partner_30A() -> None:
    rulings = [
        r for t, a, r in _all() if t == "declaration_hors_tour" and r.id == "rotation.pass_at_rho_turn_30A"
    ]
    assert len(rulings) == 2  # at RHO's turn, and simultaneous with partner (33)
    for ruling in rulings:
        assert ruling.unauthorised_for == ("camp fautif",)
        assert {"30A", "16C2", "16C3", "72C"} <= set(ruling.laws)
        assert ruling.partner_must_pass is not None and ruling.partner_must_pass.value == "none"
        assert not ruling.lead_restrictions
        assert any("Interprétation retenue" in note for note in ruling.notes)


# Review A3 — 25A5: the limit is the end of the auction period when the auction ended before it came
# back to partner, whoever made the last call; the options say so, not « la dernière déclaration ».


def test_25A5_options_speak_of_the_auction_ending_before_partner_not_of_the_last_call() -> None:
    timing = get_topic("changement_declaration").questions["timing"]
    labels = {option.value: option.label for option in timing.options}
    for value in ("last_call_before_lead", "after_lead"):
        assert "sans que le partenaire reparle" in labels[value]
        assert "dernière déclaration" not in labels[value]
    assert "que le joueur ait fait la dernière déclaration ou non" in timing.help
    assert "face visible" in timing.help


# Review A4 — 15A3: a call « differs » only if its meaning is much different or it is psychic.


def test_15A3_a_call_of_similar_meaning_is_offered_with_the_same_call() -> None:
    repeated = get_topic("mauvais_etui").questions["repeated"]
    labels = {option.value: option.label for option in repeated.options}
    assert "sens voisin" in labels["same"]
    assert "très différent" in labels["different"] and "psychique" in labels["different"]


# Review M5 — 86A beside 86B in team play.


def test_team_match_ruling_cites_86A() -> None:
    rulings = [r for t, a, r in _all() if r.id == "mauvais_etui.equipes_86B"]
    assert rulings
    for ruling in rulings:
        assert {"86A", "86B1", "86B2"} <= set(ruling.laws)
        assert any("(86A)" in line for line in ruling.now)


# Review M2, M4, F3 — Law 24 once the auction is over.


def test_law_24_major_penalty_card_tells_the_opening_leader_to_wait_for_declarer_50D2() -> None:
    for answers, ruling in PATHS["carte_exposee_encheres"]:
        if answers.get("auction_over") not in ("defender", "not_yet"):
            continue
        text = " ".join(ruling.now)
        major = answers["cards"] in ("honour", "led", "several")
        assert ("50D2" in ruling.laws) is major, answers
        assert ("avant l'entame" in text) is major, answers


def test_law_24_after_the_auction_reminds_partner_calls_were_under_16C() -> None:
    seen = 0
    for answers, ruling in PATHS["carte_exposee_encheres"]:
        if answers.get("auction_over") in ("defender", "declaring_side"):
            seen += 1
            assert {"16C", "16C3"} <= set(ruling.laws), answers
            assert any("après avoir vu la carte" in line for line in ruling.now), answers
    assert seen == 8


def test_law_24_several_cards_script_is_plural() -> None:
    for answers, ruling in PATHS["carte_exposee_encheres"]:
        if answers == {"cards": "several", "auction_over": "defender"}:
            assert ruling.script == (
                "Vous êtes en défense : les cartes restent sur la table comme cartes pénalisées principales.",
            )
            return
    raise AssertionError("path not walked")


# Review F2 — « un passe » throughout (FFB usage), never « une passe ».


def test_pass_is_masculine_in_every_auction_text() -> None:
    for topic, answers, ruling in _all():
        text = _text(ruling) + " " + ruling.title
        for feminine in ("une passe", "Une passe", "la dernière passe", "la passe "):
            assert feminine not in text, (topic, answers, feminine)
    for topic in AUCTION_TOPICS:
        for question in get_topic(topic).questions.values():
            words = " ".join((question.prompt, question.help, *(o.label for o in question.options)))
            assert "une passe" not in words.lower() and "dernière passe" not in words, (topic, question.id)


# Review M7 — every Law 32 branch warns that an inadmissible double is never accepted (Law 36).


def test_every_double_out_of_rotation_points_to_law_36() -> None:
    seen = 0
    for answers, ruling in PATHS["declaration_hors_tour"]:
        if ruling.id.startswith("rotation.double_32"):
            seen += 1
            assert any("Loi 36" in line and "ne s'accepte jamais" in line for line in ruling.now), answers
    assert seen > 5


# Issue 21 §2, review M6 — the 23A question before the offender has chosen: both outcomes, each
# under its condition, built from the two rulings the director would get afterwards.


def _resolved(topic: str, answers: dict[str, str], finding: str) -> Ruling:
    from rules import next_step

    ruling = next_step(topic, {**answers, "comparable": finding}).ruling
    assert ruling is not None
    return ruling


def test_comparable_not_yet_chosen_gives_both_outcomes_on_every_path() -> None:
    seen = 0
    for topic, answers, ruling in _all():
        if answers.get("comparable") != "pending":
            continue
        seen += 1
        comparable = _resolved(topic, answers, "same_meaning")
        not_comparable = _resolved(topic, answers, "not_comparable")
        assert ".a_choisir" in ruling.id or ".a_juger" in ruling.id, (topic, answers)
        assert "10C1" in ruling.laws
        assert set(not_comparable.laws) <= set(ruling.laws), (topic, answers)
        assert set(comparable.laws) - {"23A1"} <= set(ruling.laws), (topic, answers)
        assert {"23A1", "23A2", "23A3"} <= set(ruling.laws), (topic, answers)
        text = " ".join(ruling.now)
        # Review R8: a call already made (accepted by the LHO) is « jugée », not « choisie ».
        assert ("S'il choisit une déclaration comparable" in text and "n'est pas comparable :" in text) or (
            "Si vous la jugez comparable" in text and "Si vous la jugez non comparable :" in text
        )
        if comparable.partner_must_pass == not_comparable.partner_must_pass:
            assert ruling.partner_must_pass == comparable.partner_must_pass
        else:
            assert ruling.partner_must_pass is None, (topic, answers)
        # 26B only under the « not comparable » condition.
        assert all(
            line.startswith(("S'il choisit une déclaration qui n'est pas", "Si vous la jugez non comparable"))
            for line in ruling.lead_restrictions
        )
        assert bool(ruling.lead_restrictions) is bool(not_comparable.lead_restrictions)
    assert seen >= 15


def test_27B_options_before_the_offender_replaces_cover_every_replacement() -> None:
    from rules import next_step

    ruling = next_step(
        "enchere_insuffisante", {"in_rotation": "yes", "lho_accepts": "refuses", "replacement": "pending"}
    ).ruling
    assert ruling is not None and ruling.id == "insufficient.options_27B"
    assert {"27B1a", "27B1b", "27B2", "27B3", "27B4", "26B", "16C2", "72C", "16C3", "10C1"} <= set(
        ruling.laws
    )
    assert ruling.partner_must_pass is None and ruling.accepted_by is None
    text = " ".join(ruling.now)
    for law in ("(27B1a) :", "(27B1b) :", "(27B2) :", "(27B3) :", "(27B4) :"):
        assert law in text
    assert ruling.lead_restrictions and ruling.lead_restrictions[0].startswith("Après 27B2, 27B3 ou 27B4 :")


def test_31A_before_rho_calls_explains_both_outcomes() -> None:
    from rules import next_step

    for call, passed, called in (("bid", "31A1", "31A2b"), ("double", "32A1", "32A2b")):
        ruling = next_step(
            "declaration_hors_tour", {"call": call, "turn": "rho", "rho_action": "pending"}
        ).ruling
        assert ruling is not None and ruling.id == "rotation.31A_32A.a_venir"
        assert {passed, called, "10C1"} <= set(ruling.laws)
        assert ruling.partner_must_pass is None
        text = " ".join(ruling.now)
        assert "S'il passe :" in text and "S'il enchérit, contre ou surcontre :" in text


# Review M1 and the prior session's open point — the offender's partner called at his own turn over
# the call out of rotation before the director came: 28B speaks only of an opponent.


def test_partner_calling_at_his_turn_keeps_the_rectification_of_the_offender() -> None:
    from rules import next_step

    seen = 0
    for answers, ruling in PATHS["declaration_hors_tour"]:
        if answers.get("lho_accepts") != "partner_called":
            continue
        seen += 1
        plain = next_step("declaration_hors_tour", {**answers, "lho_accepts": "no"}).ruling
        assert plain is not None
        # The same rectification for the offender: partner's obligation, 26B, 16C2.
        assert ruling.partner_must_pass == plain.partner_must_pass, answers
        assert ruling.lead_restrictions == plain.lead_restrictions, answers
        assert ruling.accepted_by is None
        assert set(plain.laws) <= set(ruling.laws)
        if answers["turn"] in ("partner", "with_lho"):
            assert ruling.id == f"{plain.id}.partenaire_a_declare"
            assert ruling.unauthorised_for == ("camp fautif",)
            assert {"16C2", "16C3"} <= set(ruling.laws)
            assert any("Interprétation retenue : 28B ne vise que" in note for note in ruling.notes)
        else:
            assert ruling.id == f"{plain.id}.partenaire_hors_tour"
    assert seen > 10


# Issue 21 §2 — was a call made at all? A rare first answer in each auction topic, one ruling.


def test_a_card_not_drawn_with_apparent_intent_is_no_call_whatever_the_topic() -> None:
    from rules import next_step

    first = {
        "declaration_hors_tour": {"call": "not_made"},
        "declaration_inadmissible": {"kind": "not_made"},
        "changement_declaration": {"intent": "not_made"},
        "enchere_insuffisante": {"in_rotation": "not_made"},
    }
    rulings = [next_step(topic, answers).ruling for topic, answers in first.items()]
    assert all(r is not None for r in rulings)
    assert len({r.to_dict().__repr__() for r in rulings if r is not None}) == 1
    ruling = rulings[0]
    assert ruling is not None and ruling.id == "auction.pas_de_declaration"
    assert {"18F", "16B1a", "16B3"} <= set(ruling.laws)
    assert ruling.partner_must_pass is not None and ruling.partner_must_pass.value == "none"
    assert not ruling.lead_restrictions and ruling.accepted_by is None
    assert "intention apparente" in ruling.now[0]


# Prior session's open point — RHO called over an inadmissible double out of rotation: his call stands
# (28B), Law 36 still applies (32 never accepts it); the same ruling through both topics.


def test_rho_calling_over_an_inadmissible_double_out_of_turn_keeps_law_36() -> None:
    from rules import next_step

    through_rotation = next_step(
        "declaration_hors_tour", {"call": "inadmissible_double", "lho_called": "no"}
    ).ruling
    through_inadmissible = next_step(
        "declaration_inadmissible", {"kind": "double_19", "lho_called": "no", "in_turn": "out_of_turn"}
    ).ruling
    for ruling in (through_rotation, through_inadmissible):
        assert ruling is not None and ruling.id == "inadmissible.36B4_out_of_turn"
        assert {"28B", "36B4", "26B"} <= set(ruling.laws)
        assert ruling.partner_must_pass is not None and ruling.partner_must_pass.value == "throughout"
        assert any("Interprétation retenue : 28B ôte" in note for note in ruling.notes)


# Review §3 — the ten contested readings, each decided and labelled in the ruling itself.

CONTESTED = [
    (
        "C1",
        "enchere_insuffisante",
        {
            "in_rotation": "yes",
            "lho_accepts": "refuses",
            "replacement": "another_insufficient_bid",
            "lho_accepts_second": "yes",
        },
        "27B4 ne dit rien du cas accepté",
    ),
    (
        "C2",
        "enchere_insuffisante",
        {
            "in_rotation": "yes",
            "lho_accepts": "refuses",
            "replacement": "double_or_redouble",
            "comparable": "not_comparable",
        },
        "texte strict",
    ),
    (
        "C2",
        "enchere_insuffisante",
        {
            "in_rotation": "yes",
            "lho_accepts": "refuses",
            "replacement": "another_insufficient_bid",
            "lho_accepts_second": "no",
        },
        "renvoie à 27B3 sans exception",
    ),
    (
        "C3",
        "changement_declaration",
        {"intent": "change_of_mind", "lho_accepts": "yes", "comparable": "subset"},
        "26A écarte la Loi 16C",
    ),
    (
        "C4",
        "changement_declaration",
        {"intent": "change_of_mind", "lho_accepts": "no"},
        "la déclaration retirée est la déclaration annulée",
    ),
    (
        "C5",
        "declaration_inadmissible",
        {"kind": "must_pass", "contrary_to_19": "yes", "lho_called": "no", "in_turn": "in_turn"},
        "relève de la Loi 36 même si l'adversaire de gauche n'a pas déclaré",
    ),
    (
        "C6",
        "declaration_inadmissible",
        {"kind": "double_19", "lho_called": "yes", "discovered": "after_lead"},
        "tombe avec lui à la marque",
    ),
    (
        "C7",
        "mauvais_etui",
        {"case": "wrong_cards", "partner_called": "yes", "offending_side": "eo"},
        "la marque ajustée est donc artificielle",
    ),
    (
        "C7",
        "mauvais_etui",
        {"case": "wrong_cards_later", "repeated": "different", "offending_side": "ns"},
        "la marque ajustée est",
    ),
    (
        "C8",
        "declaration_hors_tour",
        {"call": "bid", "turn": "lho_first", "lho_accepts": "yes"},
        "ne joue plus une fois 29A",
    ),
    ("C9", "changement_declaration", {"intent": "slip", "timing": "in_time"}, "(prudente)"),
    ("C10", "carte_exposee_encheres", {"cards": "led", "auction_over": "defender"}, "jouée délibérément"),
]


def test_each_contested_reading_is_labelled_in_its_ruling() -> None:
    from rules import next_step

    for finding, topic, answers, words in CONTESTED:
        ruling = next_step(topic, answers).ruling
        assert ruling is not None, finding
        notes = " ".join(ruling.notes)
        assert "Interprétation retenue" in notes and words in notes, (finding, ruling.id, notes)


def test_25B2_restricts_leads_only_if_the_cancelled_call_is_not_comparable() -> None:
    from rules import next_step

    ruling = next_step("changement_declaration", {"intent": "change_of_mind", "lho_accepts": "no"}).ruling
    assert ruling is not None and {"26A", "26B"} <= set(ruling.laws)
    assert ruling.lead_restrictions[0].startswith(
        "Si la déclaration annulée n'est pas comparable à la première"
    )


# Issue 21 §2, the same class of error as `accepted_by`: the structured fields say what the text says.


def test_no_open_choice_is_left_to_an_lho_who_has_already_chosen() -> None:
    for topic, answers, ruling in _all():
        if ("lho_accepts" in answers or "lho_accepts_second" in answers) and answers.get(
            "lho_accepts"
        ) != "not_chosen":
            assert ruling.chooser_role is not None and ruling.chooser_role.value != "lho", (topic, answers)


def test_unauthorised_information_is_cited_where_the_structured_field_gives_it() -> None:
    for topic, _answers, ruling in _all():
        cites_16 = any(law.startswith(("16C", "16B")) for law in ruling.laws)
        if ruling.unauthorised_for:
            assert cites_16, (topic, ruling.id)
        elif cites_16:
            # Law 24, defender: the penalty card is authorised for all once the auction is over (50E1);
            # 16C is cited for the calls partner made after seeing the card.
            assert ruling.id.endswith(".defense") and "50E1" in ruling.laws, (topic, ruling.id)


def test_every_16C_ruling_of_the_auction_foresees_16C3() -> None:
    seen = 0
    for topic, answers, ruling in _all():
        if ruling.unauthorised_for and any(law.startswith("16C") for law in ruling.laws):
            seen += 1
            assert "16C3" in ruling.laws, (topic, answers, ruling.id)
            assert ruling.adjusted_score is not None and "16C3" in ruling.adjusted_score.laws, (
                topic,
                ruling.id,
            )
            assert any("(16C3)" in line for line in (*ruling.now, *ruling.end_of_play)), (topic, ruling.id)
    assert seen > 150

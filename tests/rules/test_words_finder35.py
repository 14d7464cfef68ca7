"""Session 20 (finder35): facts the nineteenth set's writer stated in words the readings did not take, taught
in general (issue 37 §1) — each with a trap the reading must leave alone.

- « EHT » is how directors write « entame hors tour »: read as the words it stands for.
- A card led out of turn that the words name (« EHT du roi de carreau », « il a entamé le 7 de pique alors que
  c'était à son partenaire ») was seen: faced (41A, 54). Face down, during the auction, or the leader's own turn: not.
- « à la levée 9 » names the claim's trick (68, 70: the tricks already won and those left), as « à la 9e
  levée » does; never beside another irregularity's act in the same clause (a ruff or a discard of the claimer's
  line is his claim, tester21 P19), and never when the count claimed is more than the tricks left (asked).
- « le roi est tombé de la main d'Ouest »: a defender's card just exposed (49, 50), never the declarer's (48A).
"""

from __future__ import annotations

import pytest

from rules import vocabulary


@pytest.mark.parametrize(
    "text",
    [
        "EHT d'Est, le déclarant refuse",
        "EHT du valet de pique, Sud accepte et devient le mort",
    ],
)
def test_eht_is_an_opening_lead_out_of_turn(text: str) -> None:
    assert vocabulary.facts("entame", text).get("situation") == "wrong_defender_faced"


def test_eht_alone_does_not_say_the_card_was_faced() -> None:
    assert "situation" not in vocabulary.facts("entame", "EHT à la table 4, on m'appelle")


@pytest.mark.parametrize(
    "text",
    [
        "Sud a entamé hors tour le valet de carreau",
        "mon adversaire a entamé le 8 de cœur alors que c'était à son partenaire",
        "EHT de l'as de pique, le déclarant réfléchit",
    ],
)
def test_a_named_card_led_out_of_turn_was_faced(text: str) -> None:
    assert vocabulary.facts("entame", text).get("situation") == "wrong_defender_faced"


@pytest.mark.parametrize(
    "text",
    [
        "Ouest a entamé la dame de trèfle face cachée alors que c'était à Est",
        "pendant les enchères, Nord a entamé hors tour le roi de pique",
        "Est a entamé le 3 de carreau, c'était bien à lui",
        "le futur mort a entamé hors tour le valet de cœur",
        # the seats make Ouest the declarer (Nord leads against Ouest): the turns' reading, not this one
        "Ouest a entamé la dame de trèfle alors que c'était à Nord",
        "il a entamé le 7 de pique alors que c'était à moi",  # « il » may be the presumed dummy
    ],
)
def test_a_named_card_face_down_in_the_auction_or_in_turn_is_not_a_faced_lead_out_of_turn(text: str) -> None:
    assert vocabulary.facts("entame", text).get("situation") != "wrong_defender_faced"


@pytest.mark.parametrize(
    ("text", "trick", "claimed"),
    [
        ("revendication à la levée 8, le déclarant ne dit rien", "8", None),
        ("Nord revendique à la levée 11 les 3 dernières", "11", "3"),
        ("le déclarant revendique à la levée 10 les 4 levées restantes", "10", "4"),
    ],
)
def test_a_la_levee_n_is_the_claims_trick(text: str, trick: str, claimed: str | None) -> None:
    found = vocabulary.facts("revendication", text)
    assert (found.get("claim_trick"), found.get("claimed")) == (trick, claimed)


@pytest.mark.parametrize(
    ("text", "trick"),
    [
        ("Ouest joue 6♥, il revendique le reste à la 5e levée en disant qu'il coupe un pique au mort", "5"),
        ("il revendique à la levée 8 en défaussant ses cœurs sur les piques", "8"),
    ],
)
def test_a_ruff_or_a_discard_in_the_claimers_line_is_no_other_act(text: str, trick: str) -> None:
    assert vocabulary.facts("revendication", text).get("claim_trick") == trick  # tester21 P19


@pytest.mark.parametrize(
    "text",
    [
        "la revendication après la renonce à la levée 5",  # the revoke's trick, not the claim's
        "il revendique après l'entame hors tour à la 2e levée",  # the lead's
        "il revendique à la levée 9 levées",  # a count after the number: not read as the trick
        "Sud revendique à la 12e levée les 4 dernières",  # 4 claimed with 2 left: one is wrong
    ],
)
def test_no_claim_trick_from_another_act_a_count_or_a_contradiction(text: str) -> None:
    found = vocabulary.facts("revendication", text)
    assert "claim_trick" not in found
    assert found.get("claimed") != "4"


@pytest.mark.parametrize(
    "text",
    [
        "le valet de cœur est tombé de la main d'Est (défense), face visible",
        "Sud joue 3SA ; le 4 de pique est tombé de la main d'Ouest",
    ],
)
def test_a_card_fallen_from_a_defenders_hand_is_a_new_exposed_card(text: str) -> None:
    assert vocabulary.facts("cartes_penalisees", text).get("situation") == "new_card"


@pytest.mark.parametrize(
    "text",
    [
        "Sud joue 3SA ; le 4 de pique est tombé de la main de Sud",  # the declarer's: 48A
        "aucune carte n'est tombée de la main d'Ouest",
        "le roi est tombé de la main du déclarant",
    ],
)
def test_a_card_fallen_from_the_declarers_hand_or_none_is_not(text: str) -> None:
    assert "situation" not in vocabulary.facts("cartes_penalisees", text)


@pytest.mark.parametrize(
    ("text", "turn"),
    [
        ("Est a passé avant son partenaire, c'était au tour d'Ouest", "partner"),
        ("Sud a contré hors tour (c'était à son partenaire)", "partner"),
        ("Ouest a dit 2♥ hors tour avant son adversaire de droite", "rho"),
        ("passe hors tour de Nord, c'était à son adversaire de droite", "rho"),
        ("j'ai ouvert 1♦ alors que c'était à mon adversaire de droite", "rho"),
    ],
)
def test_whose_turn_it_was_said_with_the_call_out_of_turn(text: str, turn: str) -> None:
    assert vocabulary.facts("declaration_hors_tour", text).get("turn") == turn


@pytest.mark.parametrize(
    "text",
    [
        "Est a passé avant son partenaire",  # nothing says it was not his turn
        "Nord a passé, c'était bien son tour, avant son partenaire",
        "Sud a passé avant son partenaire et son adversaire de droite a contré hors tour",  # two seats named
    ],
)
def test_before_his_partner_alone_or_in_turn_is_asked(text: str) -> None:
    assert "turn" not in vocabulary.facts("declaration_hors_tour", text)


@pytest.mark.parametrize(
    ("text", "choice"),
    [
        ("entame hors tour d'Est, le déclarant n'a encore rien choisi", "not_yet"),
        ("EHT d'Ouest, le déclarant ne sait pas quoi faire", "not_yet"),
        ("entame hors tour de Nord, le déclarant accepte et veut jouer lui-même", "accept_declare"),
        ("EHT acceptée par le déclarant qui joue le coup", "accept_declare"),
    ],
)
def test_the_declarers_choice_said_in_other_words(text: str, choice: str) -> None:
    assert vocabulary.facts("entame", text).get("declarer_choice") == choice


@pytest.mark.parametrize(
    "text",
    [
        "EHT d'Est, le déclarant a choisi, il ne sait pas quoi faire de la carte",
        "EHT, le déclarant accepte et veut jouer lui-même, puis il se ravise et devient le mort",
    ],
)
def test_a_choice_made_or_changed_is_not_read_as_one_answer(text: str) -> None:
    assert vocabulary.facts("entame", text).get("declarer_choice") not in ("not_yet", "accept_declare")


@pytest.mark.parametrize(
    "text",
    [
        "le déclarant exige que j'attaque cœur mais je n'ai plus de cœur",
        "le déclarant interdit pique à Ouest, mais il n'a que du pique",
        "Nord n'avait plus d'atout, il n'a pas pu en jouer comme le déclarant l'exigeait",
    ],
)
def test_a_player_who_cannot_comply_with_the_requirement(text: str) -> None:
    assert vocabulary.facts("jeu_apres_irregularite", text).get("case") == "cannot_comply"


@pytest.mark.parametrize(
    "text",
    [
        "le déclarant exige cœur, il n'avait plus de cœur mais il a renoncé",  # he had one: a revoke
        "le déclarant exige cœur ; je crois qu'il n'a plus de cœur",  # supposed
        "je n'ai plus de cœur, je défausse",  # no requirement
    ],
)
def test_no_cannot_comply_from_a_revoke_a_supposition_or_no_requirement(text: str) -> None:
    assert vocabulary.facts("jeu_apres_irregularite", text).get("case") != "cannot_comply"


@pytest.mark.parametrize(
    ("text", "choice"),
    [
        ("il interdit l'attaque carreau à mon partenaire, j'ai une carte pénalisée carreau", "forbid"),
        ("le déclarant exige l'attaque cœur de son partenaire : Est a une carte pénalisée à cœur", "require"),
        ("le déclarant n'exige ni n'interdit rien, la carte pénalisée reste sur la table", "nothing"),
    ],
)
def test_the_declarers_lead_choice_over_a_penalty_card_is_the_partners_lead(text: str, choice: str) -> None:
    found = vocabulary.facts("cartes_penalisees", text)
    assert (found.get("situation"), found.get("declarer_choice")) == ("partner_to_lead", choice)


@pytest.mark.parametrize(
    "text",
    [
        "le déclarant hésite : exiger l'attaque pique de mon partenaire ou l'interdire, j'ai une carte pénalisée",
        "le déclarant exige l'attaque pique de son partenaire",  # no penalty card said
    ],
)
def test_no_partners_lead_from_a_hesitation_or_without_a_penalty_card(text: str) -> None:
    assert vocabulary.facts("cartes_penalisees", text).get("situation") != "partner_to_lead"


@pytest.mark.parametrize(
    "text",
    [
        "il a sorti 4♥ au lieu de 4♠, il le voit seulement après que son partenaire a passé",
        "lapsus de Sud (2♣ pour 2♦), son partenaire avait déjà passé",
    ],
)
def test_a_change_after_the_partners_call_is_too_late(text: str) -> None:
    assert vocabulary.facts("changement_declaration", text).get("timing") == "partner_acted"  # 25A


@pytest.mark.parametrize(
    "text",
    [
        "il a corrigé son carton avant que son partenaire ait passé",
        "peut-il changer après que son partenaire a passé ?",
        "son partenaire n'a pas encore passé, il change son 2♣ en 2♦",
    ],
)
def test_no_partner_acted_before_the_partners_call_or_in_a_question(text: str) -> None:
    assert vocabulary.facts("changement_declaration", text).get("timing") != "partner_acted"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "donne non jouée, EO seuls fautifs ; NS font 66,5 % sur les autres donnes de la séance",
            {"ns_session_above_60": "yes", "ns_session_high": "66.5"},
        ),
        (
            "donne non jouée par la faute d'Est-Ouest : Est-Ouest ont 31 % sur le reste de la séance",
            {"ew_session_below_40": "yes", "ew_session_low": "31"},
        ),
        ("NS font 61,3 % sur les autres donnes", {"ns_session_above_60": "yes"}),  # no option for 61,3
        ("EO font 48 % sur la séance", {"ew_session_above_60": "no", "ew_session_below_40": "no"}),
    ],
)
def test_a_sides_percentage_on_the_other_boards(text: str, expected: dict[str, str]) -> None:
    found = vocabulary.facts("marque_ajustee", text)
    assert {q: v for q, v in found.items() if "session" in q} == expected  # 12C2c


@pytest.mark.parametrize(
    "text",
    [
        "si NS font 64 % sur les autres donnes, que leur donner ?",
        "NS pensent qu'ils font 64 % sur les autres donnes, je ne sais pas",  # their opinion, doubted
        "ils font 64 % sur les autres donnes",  # which side?
        "NS font 64 % sur les autres donnes ; NS font 58 % sur la séance",  # two figures
    ],
)
def test_no_session_percentage_from_a_question_an_opinion_no_side_or_two_figures(text: str) -> None:
    assert not any("session" in q for q in vocabulary.facts("marque_ajustee", text))


@pytest.mark.parametrize(
    "text",
    [
        "le valet de cœur de l'étui est introuvable, Ouest n'a que 12 cartes",
        "c'est Nord qui n'en avait que 12 ; aucune main n'en avait plus de 13",
    ],
)
def test_a_short_hand_with_the_card_nowhere_is_a_missing_card(text: str) -> None:
    assert vocabulary.facts("nombre_de_cartes", text).get("problem") == "missing"  # 13A, 14


@pytest.mark.parametrize(
    "text",
    [
        "Ouest n'a que 12 cartes",  # another hand may hold 14 (13A): asked
        "Nord n'en avait que 12, Sud en avait 14",
        "Est n'a que 12 cartes, Ouest en a 14, la carte introuvable était chez lui",
    ],
)
def test_a_short_hand_alone_or_beside_fourteen_is_no_missing_card(text: str) -> None:
    assert vocabulary.facts("nombre_de_cartes", text).get("problem") != "missing"

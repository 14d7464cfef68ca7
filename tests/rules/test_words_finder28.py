"""Session 18 (finder28): facts the words state, taken; never one they do not (tester18 R3, R8, R13).

- A contest with no claim said (« Le déclarant dit qu'Est a renoncé, Est conteste ») is not a claim contested
  (68B): the contest words alone were read as the claim's refusal in « Revendication ».
"""

from __future__ import annotations

import pytest

from rules import vocabulary


@pytest.mark.parametrize(
    "text",
    [
        "Le déclarant dit qu'Est a renoncé, Est conteste",
        "Le déclarant dit qu'Est a renoncé, Est proteste",
        "Sud accuse Ouest d'une hésitation, Ouest conteste",
        "la défense conteste le score",
        "Nord dit que le mort a touché une carte, la défense conteste",
    ],
)
def test_a_contest_without_a_claim_is_not_a_claim_contested(text: str) -> None:
    assert vocabulary.facts("revendication", text).get("situation") != "contested"


@pytest.mark.parametrize(
    "text",
    [
        "le decla a étalé en disant « le reste est à moi », Est conteste",
        "Sud revendique les 4 dernières, Ouest proteste",
        "Sud claim le reste, la défense conteste",
        "il a dit « plus d'atout dehors » alors qu'Ouest avait encore la dame, Est conteste",
        "à la 9e levée le décla réclame les trois dernières, je conteste",
    ],
)
def test_a_contest_with_the_claim_said_is_a_claim_contested(text: str) -> None:
    assert vocabulary.facts("revendication", text).get("situation") == "contested"


# --- tester18 R3's low half: the declarer's tricks from the result said another way -------------------------
_BOARD = "Sud joue 4♠ contré, NS vulnérables. Ouest a renoncé à carreau à la 6e levée, découvert à la fin du coup ; "


@pytest.mark.parametrize(
    ("said", "tricks"),
    [
        ("la défense a fait 5 levées", "8"),  # 13 − 5
        ("EO ont fait 5 levées", "8"),
        ("Est-Ouest ont fait 4 levées", "9"),
        ("NS ont fait 9 levées", "9"),
        ("Sud a chuté de deux", "8"),  # 4 + 6 − 2
        ("Sud a chuté d'une levée", "9"),
        ("il est dedans de deux", "8"),
        ("2 de chute", "8"),
        ("une de chute", "9"),
        ("4♠ -2", "8"),
        ("4♠X-1", "9"),
        ("4♠ =", "10"),
        ("4♠ +1", "11"),
    ],
)
def test_the_result_said_gives_the_declarers_tricks(said: str, tricks: str) -> None:
    assert vocabulary.facts("renonce", _BOARD + said).get("tricks_taken") == tricks


def test_a_no_trump_contract_down_one() -> None:
    text = "Table 3 : Est joue 3SA. Sud a renoncé à trèfle, vu à la fin ; 3SA -1"
    assert vocabulary.facts("renonce", text).get("tricks_taken") == "8"


@pytest.mark.parametrize(
    "text",
    [
        _BOARD + "Sud a chuté de deux mais EO disent trois",  # disputed (79B)
        _BOARD + "la défense a fait 5 levées, Sud dit 9",
        _BOARD + "s'il avait joué atout, il aurait chuté de deux",  # a hypothesis
        _BOARD + "Sud n'a pas chuté de deux",
        _BOARD + "Sud a chuté de deux ou de trois ?",
        _BOARD + "Est a chuté de deux",  # not the declarer
        _BOARD + "à l'autre table, Sud a chuté de deux",  # another table
        _BOARD + "avec le transfert, Sud chute de 1",  # after the transfer
        _BOARD + "Sud chute de 1, transfert compris",
        _BOARD + "4♠ -2 après transfert",
        _BOARD + "3♥ -2",  # another contract
        _BOARD + "la défense a fait 5 levées avec la renonce",
        # No contract with its declarer: an opening bid and a raise are not the final contract.
        "Nord a ouvert 1♠, Sud a dit 4♠. Ouest a renoncé ; Sud a chuté de deux",
        "Ouest a renoncé à cœur ; 2 de chute",
    ],
)
def test_no_count_from_a_result_not_stated_of_this_table(text: str) -> None:
    assert "tricks_taken" not in vocabulary.facts("renonce", text)


def test_the_other_tables_result_leaves_this_ones() -> None:
    text = _BOARD + "4♠ -2 ; à l'autre table 4♠ ="
    assert vocabulary.facts("renonce", text).get("tricks_taken") == "8"


# --- tester18 R8: « les deux camps vulnérables » is the board's vulnerability, not two offending sides --------
@pytest.mark.parametrize(
    "text",
    [
        "Est joue 4♥ non contré, les deux camps vulnérables. Sud a renoncé à pique, vu à la fin du coup",
        "Est joue 4♥ non contré, les deux vulnérables. Sud a renoncé à pique, vu à la fin du coup",
    ],
)
def test_both_sides_vulnerable_leaves_the_revoke_read(text: str) -> None:
    facts = vocabulary.facts("renonce", text)
    assert facts.get("situation") == "not_followed" and facts.get("offender") == "defender"


def test_both_sides_revoking_is_still_two_revokes() -> None:
    text = "Sud joue 4♠. Est a renoncé à cœur, et Nord a aussi renoncé : les deux camps ont renoncé"
    assert vocabulary.facts("renonce", text).get("situation") != "not_followed"


# --- tester18 R8: facts said plainly in a revoke, asked again --------------------------------------------------
@pytest.mark.parametrize(
    "text",
    [
        "Sud joue 4♥. Le mort a renoncé à pique à la 5e levée, personne ne l'a vu avant la fin",
        "Sud joue 4♥. Ouest a renoncé à pique à la 5e levée, personne ne s'en est aperçu avant la fin du coup",
    ],
)
def test_seen_only_at_the_end_said_the_other_way(text: str) -> None:
    assert vocabulary.facts("renonce", text).get("when") == "after_play"


@pytest.mark.parametrize(
    "text",
    [
        "Sud joue 4♥. Ouest a renoncé à pique, personne ne l'a vu avant la fin de la levée",
        "Sud joue 4♥. Ouest a renoncé à pique à la 5e levée, personne n'a attendu la fin du coup",
    ],
)
def test_the_end_of_a_trick_or_not_waiting_is_not_the_end_of_play(text: str) -> None:
    assert vocabulary.facts("renonce", text).get("when") != "after_play"


@pytest.mark.parametrize(
    ("text", "other"),
    [
        ("Sud joue 4♠. Ouest a renoncé deux fois à cœur, à la 4e et à la 6e levée", "same_player_same_suit"),
        ("Sur la 22, Nord a renoncé deux fois à carreau, à la 4e et à la 8e levée", "same_player_same_suit"),
        ("deux renonces sur la même donne, une de chaque camp, arbitre demandé table 7", "other_side"),
        (
            "deux renonces dans le même camp : Est a renoncé à pique puis son partenaire a renoncé à carreau",
            "partner",
        ),
    ],
)
def test_the_other_revoke_said(text: str, other: str) -> None:
    assert vocabulary.facts("renonce", text).get("second_revoke") == other


@pytest.mark.parametrize(
    "text",
    [
        "Sud joue 4♠. Ouest a renoncé deux fois, à cœur puis à pique",  # another suit
        "Ouest a renoncé à cœur puis Est a renoncé deux fois à trèfle",  # three revokes
        "Est a renoncé deux fois à cœur et son partenaire aussi à pique",
    ],
)
def test_no_other_revoke_read_when_the_words_say_more(text: str) -> None:
    assert vocabulary.facts("renonce", text).get("second_revoke") != "same_player_same_suit"


@pytest.mark.parametrize(
    "text",
    [
        "Sud joue 4♠. À la fin du coup, Ouest a encore une carte en main : il n'a pas joué à une levée",
        "Sud joue 3SA. Au milieu du coup, on s'aperçoit qu'Est a une carte de plus que les autres",
    ],
)
def test_a_trick_a_player_did_not_play_to_is_a_defective_trick(text: str) -> None:
    assert vocabulary.facts("renonce", text).get("situation") == "defective_trick"


@pytest.mark.parametrize(
    "text",
    [
        "Sud joue 3SA. Avant l'entame, Est a une carte de plus que les autres",  # 13, not 67
        "Sud joue 4♠. Est a renoncé à cœur ; son partenaire n'a pas joué à la levée suivante",
    ],
)
def test_no_defective_trick_before_play_or_from_the_next_trick(text: str) -> None:
    assert vocabulary.facts("renonce", text).get("situation") != "defective_trick"


# --- tester18 R8: a claim's facts said plainly -------------------------------------------------------------------
def test_a_defenders_concession_his_partner_objects_to() -> None:
    text = "Sud joue 4♠. À la 10e levée, Est dit « prenez le reste » ; Ouest proteste aussitôt"
    assert vocabulary.facts("revendication", text).get("situation") == "defender_objected"


@pytest.mark.parametrize(
    "text",
    [
        "Sud joue 4♠. À la 10e levée, Sud dit « prenez le reste » ; Ouest proteste aussitôt",  # the declarer's
        "Sud joue 4♠. À la 10e levée, Est dit « prenez le reste » ; Ouest n'a pas protesté",
        "À la 10e levée, Est dit « prenez le reste » ; Ouest proteste aussitôt",  # roles unknown
    ],
)
def test_no_defenders_objection_otherwise(text: str) -> None:
    assert vocabulary.facts("revendication", text).get("situation") != "defender_objected"


def test_a_trump_he_had_not_seen_is_out_and_unmentioned() -> None:
    text = (
        "Sud joue 4♠. Sud revendique le reste ; il n'avait pas vu qu'Est avait encore un atout. Est conteste"
    )
    facts = vocabulary.facts("revendication", text)
    assert (facts.get("trump_out"), facts.get("trump_said")) == ("yes", "nothing")


@pytest.mark.parametrize(
    "text",
    [
        "Sud revendique le reste, il n'a pas oublié l'atout : il a dit qu'il le tirait. Est conteste",
        "Sud revendique en disant qu'il tire le dernier atout ; Est conteste",
    ],
)
def test_a_trump_not_forgotten_is_not_unmentioned(text: str) -> None:
    assert vocabulary.facts("revendication", text).get("trump_said") != "nothing"


def test_no_trump_left_is_not_a_trump_out() -> None:
    text = "Sud joue 4♠. Sud revendique le reste ; Est n'avait pas encore un atout. Est conteste"
    assert vocabulary.facts("revendication", text).get("trump_out") != "yes"


# --- tester18 R8: an attack out of turn and an insufficient bid, their facts said plainly ------------------------
def test_the_declarer_played_on_the_attack_out_of_turn() -> None:
    text = "Sud joue 4♠. Est a attaqué alors que c'était à Ouest ; Sud a joué derrière sans rien dire"
    assert vocabulary.facts("attaque", text).get("followed_partner_turn") == "next_hand"


def test_the_declarer_not_playing_on_it_is_not_read() -> None:
    text = "Sud joue 4♠. Est a attaqué alors que c'était à Ouest ; Sud n'a pas joué derrière"
    assert "followed_partner_turn" not in vocabulary.facts("attaque", text)


@pytest.mark.parametrize(
    ("text", "replaced"),
    [
        (
            "Sud a ouvert 2SA, Ouest dit 2♣ naturel ; Nord n'accepte pas, Ouest dit 3♣",
            "lowest_same_denomination",
        ),
        ("Sud ouvre 2♦ ; Ouest dit 1♠ ; Nord refuse ; Ouest dit 2♠", "lowest_same_denomination"),
        ("Sud ouvre 2♦ ; Ouest dit 1♠ ; Nord refuse ; Ouest dit 3♠", "other_sufficient_bid"),
    ],
)
def test_the_bid_made_after_the_refusal_is_the_replacement(text: str, replaced: str) -> None:
    assert vocabulary.facts("enchere_insuffisante", text).get("replacement") == replaced


@pytest.mark.parametrize(
    "text",
    [
        "Sud ouvre 2♦ ; Ouest dit 1♠ ; Nord refuse ; Est dit 2♠",  # not the bidder
        "Sud ouvre 2♦ ; Ouest dit 1♠ ; Nord refuse ; Ouest dit 2♠ ?",
        "Sud ouvre 1SA ; Ouest dit 1♠ ; Nord refuse ; Ouest dit 2♠",  # over 1SA: what 1♠ showed is asked
        "Nord ouvre 1♥, Est dit 1♣ fort artificiel ; Sud refuse ; Est dit 2♣",  # tester18 R4
        "Nord ouvre 1♥, Est dit 1♣ ; Sud refuse et dit 2♣",  # the refuser's own bid
    ],
)
def test_no_replacement_from_another_bid(text: str) -> None:
    assert "replacement" not in vocabulary.facts("enchere_insuffisante", text)


def test_the_left_hand_opponent_calling_over_it_accepts_it() -> None:
    text = "Nord a ouvert 1♥ ; Est a dit 1♦ ; Sud a dit 2♥ derrière sans rien remarquer"
    assert vocabulary.facts("enchere_insuffisante", text).get("lho_accepts") == "accepts"


@pytest.mark.parametrize(
    "text",
    [
        "Nord a ouvert 1♥ ; Est a dit 1♦ ; Ouest a dit 2♥ derrière",  # his partner: not the LHO
        "Nord a ouvert 1♥ ; Est a dit 1♦ ; Sud n'a pas dit 2♥ derrière",
        "Nord a ouvert 1♥ ; Est a dit 1♦ ; Sud n'accepte pas, mais il avait déjà dit 2♥ par-dessus",  # R15: asked
    ],
)
def test_no_acceptance_read_from_another_call(text: str) -> None:
    assert vocabulary.facts("enchere_insuffisante", text).get("lho_accepts") != "accepts"


# --- tester18 R8: penalty cards said plainly -------------------------------------------------------------------
def test_two_penalty_cards_one_suit_and_the_partner_on_lead() -> None:
    text = "Sud joue 4♠. Est a 2 cartes pénalisées, le ♥R et le ♥3 ; c'est Ouest qui prend la main"
    facts = vocabulary.facts("cartes_penalisees", text)
    assert (facts.get("situation"), facts.get("count"), facts.get("suits")) == (
        "partner_to_lead",
        "several",
        "one_suit",
    )


@pytest.mark.parametrize(
    "text",
    [
        "Est a maintenant deux cartes pénalisées sur la table, une à pique et une à trèfle.",
        "Ouest a maintenant deux cartes pénalisées sur la table, le roi de trèfle et le 3 de cœur : la première "
        "venait d'une entame hors tour",
    ],
)
def test_two_penalty_cards_in_two_suits(text: str) -> None:
    facts = vocabulary.facts("cartes_penalisees", text)
    assert (facts.get("count"), facts.get("suits")) == ("several", "several_suits")


@pytest.mark.parametrize(
    "text",
    [
        "Est avait deux cartes pénalisées, il en a joué une",  # the past: one left
        "Est a deux cartes pénalisées, il en a joué une",
        "Est a deux cartes pénalisées sur la table ?",
        "Est n'a pas deux cartes pénalisées, seulement le roi",
    ],
)
def test_no_count_of_penalty_cards_not_stated_now(text: str) -> None:
    assert "count" not in vocabulary.facts("cartes_penalisees", text)


def test_a_card_dropped_without_meaning_to() -> None:
    text = "Sud joue 4♠. Est a fait tomber le 10 de trèfle, sans le faire exprès"
    assert vocabulary.facts("cartes_penalisees", text).get("how_exposed") == "unintentional"


def test_a_card_dropped_on_purpose_is_not_unintentional() -> None:
    text = "Sud joue 4♠. Est a fait tomber le 10 de trèfle exprès"
    assert vocabulary.facts("cartes_penalisees", text).get("how_exposed") != "unintentional"


# --- tester18 R8: the dummy corrects his partner's explanation before the opening lead (20F5b) -------------------
@pytest.mark.parametrize(
    "text",
    [
        "Après la fin des enchères, avant l'entame, Nord (le mort) dit que l'explication de Sud était fausse",
        "Après la dernière passe, avant que l'entame soit retournée, Nord (le mort) dit que l'explication de Sud "
        "était fausse",
    ],
)
def test_the_dummy_corrects_before_the_lead(text: str) -> None:
    assert vocabulary.facts("explication_erronee", text).get("situation") == "before_lead"


@pytest.mark.parametrize(
    "text",
    [
        "Nord (le mort) dit que l'explication de Sud était fausse, à la 5e levée",
        "Le mort aurait dû dire avant l'entame que l'explication était fausse, mais il ne l'a pas fait",
        "Si le mort dit avant l'entame que l'explication était fausse, que se passe-t-il ?",
    ],
)
def test_no_correction_before_the_lead_otherwise(text: str) -> None:
    assert vocabulary.facts("explication_erronee", text).get("situation") != "before_lead"


# --- tester18 R13: one side mixed its played cards (66D) --------------------------------------------------------
def test_one_side_mixed_its_cards() -> None:
    text = (
        "Fin du coup : NS disent 10 levées, EO disent 9 ; Est et Ouest ont déjà mélangé leurs cartes, pas NS"
    )
    facts = vocabulary.facts("levees", text)
    assert (facts.get("mixed_by"), facts.get("one_side_mixed")) == ("one_side", "yes")


@pytest.mark.parametrize(
    "text",
    [
        "Fin du coup : NS disent 10 levées, EO disent 9 ; Est et Ouest n'ont pas mélangé leurs cartes, pas NS non plus",
        "Fin du coup : NS disent 10 levées, EO disent 9 ; Est et Ouest ont mélangé leurs cartes, Nord et Sud aussi",
        "Fin du coup : NS disent 10 levées, EO disent 9 ; Est et Ouest ont mélangé leurs cartes",  # the others?
    ],
)
def test_no_one_side_mixed_otherwise(text: str) -> None:
    assert vocabulary.facts("levees", text).get("mixed_by") != "one_side"


# --- s17's words: whose lead it was, said by the hand that had it ----------------------------------------------
@pytest.mark.parametrize(
    "text",
    [
        "Nord, en défense, attaque le Valet de carreau alors que le mort avait la main.",
        "Sur la 15 t6, Sud, en défense, attaque alors que c'était au mort, et il a aussi renoncé à la levée d'avant.",
        "Sud joue 4♠. Ouest attaque alors que le mort avait la main",
    ],
)
def test_a_defender_led_when_the_dummy_had_the_lead(text: str) -> None:
    assert vocabulary.facts("attaque", text).get("who_led") == "defender_declarer_turn"


@pytest.mark.parametrize(
    "text",
    [
        "Sud joue 4♠. Ouest attaque alors que le mort n'avait pas la main",
        "Est a attaqué à pique alors que c'est Ouest qui avait remporté la levée précédente.",  # sides unknown
    ],
)
def test_no_turn_read_when_denied_or_the_sides_unknown(text: str) -> None:
    assert vocabulary.facts("attaque", text).get("who_led") != "defender_declarer_turn"
    assert vocabulary.facts("attaque", text).get("who_led") != "defender_partner_turn"


# --- tester19 Q6: revoke facts said plainly ------------------------------------------------------------------------
def test_my_partner_revoked_when_i_defend() -> None:
    text = "je suis Est, mon partenaire a renoncé à trèfle à la 4e levée et on s'en est aperçu à la 6e levée ; le décla c'est Sud"
    assert vocabulary.facts("renonce", text).get("offender") == "defender"


def test_the_declaring_sides_revoke_seen_before_the_declarer_played_again() -> None:
    text = "Sud décla. À la 8e levée le mort a renoncé, on s'en aperçoit avant que le décla ait joué à la levée suivante"
    assert vocabulary.facts("renonce", text).get("when") == "not_established"


def test_a_defenders_revoke_seen_before_the_declarer_played_is_not_dated() -> None:
    text = "Sud décla. À la 8e levée Est a renoncé, on s'en aperçoit avant que le décla ait joué à la levée suivante"
    assert vocabulary.facts("renonce", text).get("when") != "not_established"

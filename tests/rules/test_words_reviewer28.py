"""reviewer28's findings on the words (session 28) that the lead fixed, each in our own words: a fact is pre-filled
only when the words state it without doubt (issue 37 §1); otherwise the director is asked."""

from __future__ import annotations

import pytest

from tests.bot.finder.descriptions import engine_facts


# the count said with « le reste » is the count claimed (70A, 69A: the claimed tricks are the ruling's unit).
@pytest.mark.parametrize(
    "text",
    [
        "Nord revendique le reste (3 levées), Est refuse.",
        "Nord revendique le reste, soit 3 levées ; Est refuse.",
        "Nord revendique le reste, c'est-à-dire trois levées ; Est refuse.",
    ],
)
def test_the_count_said_with_the_rest_is_the_count_claimed(text: str) -> None:
    facts = engine_facts("revendication", text)
    assert facts.get("claimed") == "3" and facts.get("claim_trick") == "11"


def test_a_trick_that_disagrees_with_the_count_said_is_asked() -> None:
    """« à la levée 8 » (6 left while it is played, or 5 once it is over) against « 5 levées »: the count written
    stands, the trick is asked."""
    facts = engine_facts("revendication", "À la levée 8, Nord revendique le reste (5 levées), Est refuse.")
    assert facts.get("claimed") == "5" and "claim_trick" not in facts


def test_the_rest_at_a_trick_still_reads_the_tricks_left() -> None:
    facts = engine_facts("revendication", "À la 8e levée Nord revendique le reste, Est refuse.")
    assert facts.get("claimed") == "6" and facts.get("claim_trick") == "8"


# 54A is the presumed declarer spreading his own hand; the dummy spreading after he accepts is 54B (41).
@pytest.mark.parametrize(
    "text",
    [
        "Ouest entame hors tour. Nord, le déclarant, accepte et joue le coup ; le mort étale son jeu.",
        "Est a entamé à la place d'Ouest, le déclarant accepte, son partenaire étale ses cartes.",
        "Nord entame hors tour, le déclarant Ouest accepte, Est étale son jeu et Ouest joue.",
    ],
)
def test_the_dummy_spreading_after_declarer_accepts_is_no_declarer_becoming_dummy(text: str) -> None:
    assert engine_facts("entame", text).get("declarer_choice") != "accept_dummy"


def test_the_declarer_spreading_his_own_hand_still_reads() -> None:
    text = "Entame hors tour d'Ouest ; Sud, le déclarant, accepte et étale son jeu, c'est Nord qui jouera."
    assert engine_facts("entame", text).get("declarer_choice") == "accept_dummy"


# a card played to a trick already started is 57 (premature play), not a lead out of turn (53/56).
@pytest.mark.parametrize(
    "text",
    [
        "Ouest a joué avant le mort alors que c'était au mort de jouer ; Est avait déjà joué.",
        "Sud entame, Ouest fournit avant le mort alors que c'était au mort, Nord n'avait rien appelé.",
    ],
)
def test_a_card_played_before_the_dummy_in_a_started_trick_is_no_lead_out_of_turn(text: str) -> None:
    assert engine_facts("attaque", text).get("situation") != "lead_out_of_turn"


def test_a_lead_from_the_wrong_hand_still_reads() -> None:
    text = "Le déclarant a joué de sa main alors que c'était au mort, qui avait fait la levée."
    assert engine_facts("attaque", text).get("situation") == "lead_out_of_turn"


# R-13: a lead made because an opponent had said it was his turn is 47E1's (withdrawn, no rectification).
@pytest.mark.parametrize(
    "told", ["le déclarant lui avait dit « à vous »", "parce que le mort lui avait dit « c'est à vous »"]
)
def test_a_lead_an_opponent_had_told_him_to_make_is_47e1(told: str) -> None:
    assert engine_facts("attaque", f"Ouest a attaqué hors tour : {told}.").get("situation") == "told_his_turn"


def test_his_partners_word_is_no_47e1() -> None:
    facts = engine_facts(
        "attaque", "Ouest a attaqué hors tour, son partenaire lui avait dit « c'est à toi »."
    )
    assert facts.get("situation") != "told_his_turn"


# the dummy placing the card the declarer named, then the declarer naming another, is 45C4b, not 45D.
@pytest.mark.parametrize(
    "text",
    [
        "Le déclarant a demandé « valet », le mort a posé le valet, et aussitôt le déclarant a dit « non, le 10 ».",
        "Le mort a posé le valet comme demandé, puis le déclarant se ravise et veut le 10.",
    ],
)
def test_the_named_card_placed_then_another_named_is_a_changed_designation(text: str) -> None:
    facts = engine_facts("carte_du_mort", text)
    assert facts.get("case") == "changed"


def test_a_card_the_dummy_placed_on_his_own_still_reads() -> None:
    text = "Le mort a posé une carte alors que le déclarant n'avait encore rien dit."
    assert engine_facts("carte_du_mort", text).get("case") == "dummy_placed"


# a seat's revoke and a role's revoke told by their verbs are two revokes (64B7), never one.
@pytest.mark.parametrize(
    "text",
    [
        "Ouest a renoncé à la levée 3 et le déclarant a renoncé à la levée 8, les deux sont consommées.",
        "Sud joue 3SA. Le mort a renoncé à trèfle, puis Est a renoncé à cœur.",
    ],
)
def test_a_seats_revoke_and_a_roles_revoke_are_two_revokes(text: str) -> None:
    facts = engine_facts("renonce", text)
    assert facts.get("situation") == "two_revokes" and "offender" not in facts


def test_a_role_giving_up_something_is_no_second_revoke() -> None:
    text = "Ouest a renoncé à carreau ; le déclarant a renoncé à jouer l'impasse."
    assert engine_facts("renonce", text).get("situation") != "two_revokes"


# a call after an opponent's hesitation uses an authorised inference (73D1), not UI from partner (16B).
@pytest.mark.parametrize(
    "text",
    [
        "Ouest a hésité avant de passer ; Nord, son adversaire de gauche, a alors contré ; on m'appelle tout de suite.",
        "Sud a hésité ; Ouest (adversaire) en a tiré des conclusions et a contré ; on m'appelle tout de suite.",
    ],
)
def test_a_call_after_an_opponents_hesitation_is_no_ui_from_partner(text: str) -> None:
    assert engine_facts("information_non_autorisee", text).get("situation") not in (
        "partner_now",
        "partner_after",
    )


def test_a_call_after_partners_hesitation_is_still_ui_from_partner() -> None:
    text = "Ouest a hésité avant de passer ; Est a alors contré ; on m'appelle tout de suite."
    assert engine_facts("information_non_autorisee", text).get("situation") == "partner_now"


# R-17 widened: the second revoker told without the verb again is a second revoke too.
@pytest.mark.parametrize(
    "text",
    [
        "Le mort a renoncé à la levée 2 et Est à la levée 5.",
        "Le déclarant a renoncé au 3e tour de trèfle puis Ouest au 2e tour de cœur.",
    ],
)
def test_an_elliptic_second_revoker_is_a_second_revoke(text: str) -> None:
    assert engine_facts("renonce", text).get("situation") == "two_revokes"


def test_a_seat_with_a_verb_of_its_own_after_the_trick_is_no_second_revoker() -> None:
    text = "Est a renoncé à carreau et Ouest à la 6e levée a pris la levée."
    assert engine_facts("renonce", text).get("situation") != "two_revokes"


# an unplaced seat's correction before the lead may be a future defender's (20F5b): which side corrects is asked.
def test_a_correction_before_the_lead_by_an_unplaced_seat_is_asked() -> None:
    text = "Après la dernière passe, Est corrige l'explication d'Ouest, avant l'entame."
    assert engine_facts("explication_erronee", text).get("situation") != "before_lead"


@pytest.mark.parametrize(
    "text",
    [
        "Nord joue 4♠. Après la dernière passe, Sud corrige l'explication de Nord, avant l'entame.",
        "Après la dernière passe, Sud, futur mort, corrige l'explication de Nord, avant l'entame.",
    ],
)
def test_the_declaring_sides_correction_before_the_lead_still_reads(text: str) -> None:
    assert engine_facts("explication_erronee", text).get("situation") == "before_lead"


# the declarer playing « de sa main » after a defender's lead out of turn: next hand (53A) or his own proper lead
# (53B) as his seat decides — asked.
def test_the_declarer_playing_from_his_hand_after_the_lead_out_of_turn_is_asked() -> None:
    text = "Sud déclarant. Ouest attaque alors que c'était à Sud, qui avait fait la levée ; Sud a fourni dessus de sa main."
    facts = engine_facts("attaque", text)
    assert "followed_declarer_turn" not in facts and "followed_partner_turn" not in facts


# auditor33 (blind s28): the change told with words between « puis » and « a voulu mettre »; the seat that called since is
# the opponent's, not the partner's (25B1): the timing is no partner's call.
def test_a_change_told_a_few_seconds_later_over_which_the_lho_called_is_no_partners_call() -> None:
    text = (
        "Sud a dit 2♦, puis quelques secondes après a voulu mettre 2♥ ; Ouest a déjà dit 2♠ par-dessus le 2♥."
    )
    assert engine_facts("changement_declaration", text).get("timing") != "partner_acted"


def test_the_partners_call_since_still_reads() -> None:
    text = "Sud a dit 2♦, puis deux secondes plus tard a voulu mettre 2♥ ; Nord a déjà dit 3♥."
    assert engine_facts("changement_declaration", text).get("timing") == "partner_acted"


@pytest.mark.parametrize(
    "text",
    [
        "au 2e tour, Sud a dit 2♦, puis quelques secondes après a voulu mettre 2♥ ; Ouest a déjà dit 2♠ par-dessus.",
        "Sud a dit 2♠ au lieu de 2♥ ; Ouest a déjà dit 3♠.",
    ],
)
def test_a_seat_that_called_since_is_not_the_partner_by_itself(text: str) -> None:
    """25A/25B: only the offender's partner's call since closes the change; another seat's is asked, never read as his."""
    assert engine_facts("changement_declaration", text).get("timing") != "partner_acted"


# R-1 widened: the count said after « le reste à la levée N » in its own clause, and « il restait N levées » beside a claim.
def test_the_count_said_after_the_rest_and_its_trick_is_the_count_claimed() -> None:
    facts = engine_facts(
        "revendication", "Nord revendique le reste à la levée 9 (donc 4 levées), Est refuse."
    )
    assert facts.get("claimed") == "4" and "claim_trick" not in facts  # the 9th leaves 5 or 4: asked


def test_the_tricks_left_beside_a_claim_give_its_trick() -> None:
    facts = engine_facts(
        "revendication", "Il restait 5 levées ; Nord en revendique 4 et concède la dernière."
    )
    assert facts.get("claim_trick") == "9"


@pytest.mark.parametrize(
    "text",
    [
        "Il restait 3 levées, mais le déclarant n'a rien revendiqué.",
        "Nord revendique à la 9e levée ; il lui restait 2 levées à faire pour son contrat.",
    ],
)
def test_tricks_left_without_a_claim_or_tricks_needed_give_no_trick(text: str) -> None:
    assert engine_facts("revendication", text).get("claim_trick") in (None, "9")


def test_a_count_claimed_with_en_against_the_rest_is_asked() -> None:
    """R-1 re-check: « le reste » (3 left) and « il en réclame 2 de plus »: two counts, so the count claimed is asked."""
    text = (
        "Nord a revendiqué le reste quand il restait 3 levées, il en avait fait 8, il en réclame 2 de plus."
    )
    assert "claimed" not in engine_facts("revendication", text)


def test_a_count_claimed_with_en_reads() -> None:
    text = "Le déclarant avait déjà 5 levées, il en réclame 3 de plus sur les 8 restantes, Ouest conteste."
    assert engine_facts("revendication", text).get("claimed") == "3"


def test_a_line_announced_is_no_count() -> None:
    assert "claimed" not in engine_facts("revendication", "Il revendique en annonçant une ligne de jeu.")


def test_a_seats_card_and_the_declarers_card_dropped_ask_whose() -> None:
    """R-17 (cards): 48A (the declarer's, never a penalty card) or 49/50 (a defender's): two cards, the owner asked."""
    text = "Ouest a laissé tomber la dame de pique, et le déclarant a laissé tomber le 4 de trèfle."
    assert engine_facts("cartes_penalisees", text).get("owner") != "declarer"


def test_the_declarers_own_dropped_card_still_reads() -> None:
    assert (
        engine_facts("cartes_penalisees", "Le déclarant a laissé tomber le 4 de trèfle.").get("owner")
        == "declarer"
    )


def test_a_lead_out_of_turn_after_a_supposed_a_vous_is_asked() -> None:
    """R-13 re-check: « il a peut-être dit « à vous » »: 47E1 (withdrawn, no rectification) or 53/56 — asked."""
    text = "Ouest dit que le déclarant a peut-être dit « à vous » ; Ouest a attaqué hors tour."
    assert "situation" not in engine_facts("attaque", text)

"""Issue 37 §1, session 10: the revoke's kind and offender read in the words (rules/revoke_in_words.py), and a
player the words deny before naming another (« c'est pas le décla qui a touché …, c'est le mort »), each
reading beside the traps that must pre-fill nothing. Sentences written for the rule they test; the answers
checked against the 2017 Laws: 61A (a revoke is also a penalty card not played as Law 50 requires, and a
lead or play penalty not complied with), 50C-50D (a minor penalty card may give way to an honour, never to
a small card), 59 (a card that cannot be played), 49-50 (only a defender's card is a penalty card)."""

from __future__ import annotations

import pytest

from rules import get_topic, vocabulary


def _legal(topic: str, facts: dict[str, str]) -> None:
    """Every fact pre-filled is one of its question's answers (a question never offers a value it refuses)."""
    questions = get_topic(topic).questions
    for question, value in facts.items():
        assert value in {option.value for option in questions[question].options}, (question, value)


# --- a penalty card not played: a revoke (61A, 50D1), and its owner a defender (49-50) ----------------------


@pytest.mark.parametrize(
    "text",
    [
        "Le roi de trèfle de Sud était pénalisé sur la table, sur l'attaque trèfle du déclarant il met le 4 de sa main",
        "la Dame de ♦ d'Ouest était pénalisée sur la table, sur l'attaque ♦ du mort il fournit le 7♦ de sa main",
        "le 6 de trèfle d'Ouest, tombé par mégarde, était pénalisé ; sur l'attaque trèfle Ouest fournit le 9 de sa main",
        "la dame de trèfle pénalisée d'Est était sur la table et sur l'attaque trèfle il fournit le 2 de sa main",
    ],
)
def test_a_small_card_of_the_suit_played_instead_of_the_penalty_card_is_a_revoke(text: str) -> None:
    facts = vocabulary.facts("renonce", text)
    assert facts["situation"] == "penalty_card_not_played"
    assert facts["offender"] == "defender"
    _legal("renonce", facts)
    said = vocabulary.evidence("renonce", text)["situation"].words
    assert "pénalisé" in said and "de sa main" in said  # « Compris : » shows both halves of the words


@pytest.mark.parametrize(
    "text",
    [
        # An honour instead of a minor penalty card is allowed (50C): no revoke stated.
        "le 6 de trèfle d'Ouest était pénalisé ; sur l'attaque trèfle il fournit le roi de sa main",
        # The trick is in another suit: the penalty card could not be played to it (a different question).
        "le roi de trèfle d'Est était pénalisé ; sur l'attaque cœur il fournit le 4 de sa main",
        # Denied, asked, or only reported.
        "la dame de ♦ d'Ouest était pénalisée ; sur l'attaque ♦ il n'a pas fourni le 7 de sa main",
        "la dame de ♦ d'Ouest était pénalisée ; sur l'attaque ♦ a-t-il fourni le 7 de sa main ?",
        "il paraît que la dame de ♦ d'Ouest était pénalisée ; sur l'attaque ♦ il fournit le 7 de sa main",
    ],
)
def test_a_penalty_card_not_played_is_not_read_where_the_words_do_not_say_it(text: str) -> None:
    assert vocabulary.facts("renonce", text).get("situation") != "penalty_card_not_played"


# --- a requirement ignored (61A) or impossible (59) ---------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "suite à l'entame hors tour le décla a interdit cœur à Ouest, et Ouest entame quand même le roi de cœur",
        "après la carte pénalisée de Nord le déclarant a interdit pique à Sud, et Sud attaque pique quand même",
        "j'ai interdit le carreau à Nord (je suis déclarant), il a quand même attaqué carreau",
        "le décla a exigé la plus forte carte à trèfle d'Ouest, et Ouest a mis le 5 en gardant le roi",
        "le décla a exigé l'attaque carreau et Ouest a attaqué cœur alors qu'il avait du carreau",
    ],
)
def test_a_suit_required_or_forbidden_then_played_against_is_a_defenders_revoke(text: str) -> None:
    facts = vocabulary.facts("renonce", text)
    assert facts["situation"] == "requirement_ignored"
    assert facts["offender"] == "defender"
    _legal("renonce", facts)


@pytest.mark.parametrize(
    "text",
    [
        "le décla lui a exigé l'attaque pique mais il a plus un seul pique, il fait quoi ?",
        "on a interdit trèfle à Nord mais il lui restait que des trèfles",
        "le déclarant a exigé l'attaque carreau, Est n'a plus aucun carreau",
    ],
)
def test_a_requirement_that_cannot_be_obeyed_is_said_so(text: str) -> None:
    facts = vocabulary.facts("renonce", text)
    assert facts["situation"] == "could_not_comply"
    assert "offender" not in facts  # nobody revoked (59)
    _legal("renonce", facts)


@pytest.mark.parametrize(
    "text",
    [
        "le décla n'a pas interdit pique à Sud, et Sud attaque pique quand même",  # nothing was forbidden
        "le décla a-t-il interdit pique ? Sud attaque pique quand même",  # the requirement only asked
        "il paraît que le décla a interdit pique à Sud, et Sud attaque pique quand même",
        "le décla a interdit pique à Sud, et Sud n'a pas attaqué pique quand même",
        "le décla a interdit pique à Sud, Sud a attaqué cœur",  # obeyed
    ],
)
def test_a_requirement_ignored_is_not_read_from_words_that_do_not_state_it(text: str) -> None:
    facts = vocabulary.facts("renonce", text)
    assert facts.get("situation") != "requirement_ignored"


# --- « c'est pas X qui …, c'est Y »: the act is Y's ------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "offender"),
    [
        ("c'est pas le décla qui a renoncé, c'est Est (en défense)", "defender"),
        ("c pas le déclarant qui a renoncé c le mort, il restait un petit pique sous les cœurs", "dummy"),
        ("ce n'est pas le déclarant qui a renoncé, c'est un des deux défenseurs", "defender"),
        ("4♠ par Sud : ce n'est pas le mort qui a renoncé, c'est le déclarant", "declarer"),
    ],
)
def test_the_player_named_instead_of_the_one_denied_is_the_offender(text: str, offender: str) -> None:
    facts = vocabulary.facts("renonce", text)
    assert facts["offender"] == offender
    _legal("renonce", facts)
    assert "c'est" in vocabulary.evidence("renonce", text)["offender"].words or text.startswith("c pas")


@pytest.mark.parametrize(
    "text",
    [
        "c'est pas le décla qui a renoncé ?",  # a question
        "c'est pas le décla qui a renoncé, c'est le déclarant",  # the same player: nothing said
        "est-ce que c'est pas le décla qui a renoncé, c'est le mort ?",
        "c'est pas le décla qui a renoncé",  # nobody named instead
    ],
)
def test_a_denial_without_another_player_names_no_offender(text: str) -> None:
    facts = vocabulary.facts("renonce", text)
    assert facts.get("offender") != "declarer"
    assert "offender" not in facts


def test_the_act_denied_of_one_player_is_not_read_as_his() -> None:
    # The finder pre-filled « the declarer touched the dummy's card » (a wrong kind seen in session 9).
    text = "c'est pas le décla qui a touché la carte du mort : c'est le mort lui-même qui l'a posée sans instruction"
    assert vocabulary.facts("carte_du_mort", text).get("case") != "touched"
    # The same words said plainly still state it.
    assert vocabulary.facts("carte_du_mort", "le décla a touché la carte du mort")["case"] == "touched"


# --- the revoke's stage: the declarer's side has played again, or the offender's side has not (63A1) --------


@pytest.mark.parametrize(
    "text",
    [
        "le décla a défaussé un cœur sur l'attaque atout alors qu'il avait encore un atout, et il a déjà rejoué de sa main",
        "le déclarant a défaussé un cœur sur mon trèfle alors qu'il avait le roi de trèfle, et il a rejoué atout de sa main",
        "le mort n'a pas fourni à carreau, et le déclarant a déjà rejoué de sa main à la levée suivante",
    ],
)
def test_the_declarers_side_playing_again_establishes_his_revoke(text: str) -> None:
    facts = vocabulary.facts("renonce", text)
    assert facts["established"] == "yes" and facts["discovered"] == "during_play"
    _legal("renonce", facts)


@pytest.mark.parametrize(
    "text",
    [
        # A defender revoked: the declarer's play to the next trick does not establish it (63A1).
        "Est (défense) a défaussé sur carreau en ayant le 10 ; le déclarant a déjà rejoué de sa main",
        # A card of the dummy is played by naming it (45B): played (63A1) or designated (63A2), asked.
        "le décla a renoncé à cœur, il a déjà rejoué carreau du mort",
        # « il » after another player named: perhaps not the declarer.
        "le déclarant a renoncé à cœur, Est a fait la levée et il a rejoué atout de sa main",
        # Denied, put right, asked, or a claim.
        "le décla a renoncé à cœur, il n'a pas encore rejoué",
        "le décla a renoncé à cœur, il a repris sa carte et il a rejoué un cœur de sa main",
        "le décla a renoncé à cœur, a-t-il déjà rejoué de sa main ?",
        "le décla a renoncé à cœur, il a rejoué de sa main puis il a revendiqué",
    ],
)
def test_a_play_again_that_does_not_establish_the_declarers_revoke_is_not_read(text: str) -> None:
    assert vocabulary.facts("renonce", text).get("established") != "yes"


@pytest.mark.parametrize(
    "text",
    [
        "en défense il défausse un cœur sur le pique en ayant un pique, il le voit avant que son camp rejoue",
        "je suis en flanc, j'ai pas fourni à pique alors que j'en ai un, ni moi ni mon partenaire n'avons rejoué",
        "le déclarant a renoncé ; Ouest a fait la levée et attaque la suivante, mais ni le décla ni le mort n'ont encore joué",
    ],
)
def test_the_offending_side_not_yet_played_again_is_not_established(text: str) -> None:
    facts = vocabulary.facts("renonce", text)
    assert facts["established"] == "no" and facts["when"] == "not_established"
    _legal("renonce", facts)


@pytest.mark.parametrize(
    "text",
    [
        # The defender revoked: the declarer's side not having played says nothing of his side.
        "Est (défense) a renoncé ; ni le décla ni le mort n'ont encore joué à la levée suivante",
        # The end of the play: established or not, the stage is another answer.
        "Ouest a renoncé, on le voit à la fin du coup, avant que son camp rejoue la donne suivante",
    ],
)
def test_another_sides_play_or_another_moment_says_nothing_of_the_offenders(text: str) -> None:
    assert vocabulary.facts("renonce", text).get("established") != "no"


# --- a hesitation one side says and the other denies: the facts are not agreed (16B, 85A1) ------------------


@pytest.mark.parametrize(
    "text",
    [
        "NS disent que Est a hésité, Est dit qu'il a passé normalement",
        "Sud dit que Nord a hésité, Nord dit que non, il a passé normalement",
        "Est dit qu'Ouest a hésité 20 secondes avant de contrer, Ouest dit qu'il a contré normalement",
        "EO disent que Nord a hésité avant de passer, Nord dit qu'il a passé tout de suite",
        "Est pense que Nord a hésité avant le contre, Nord et Sud disent que non, le tempo était normal",
        "Est dit que Ouest a réfléchi 20 secondes, Ouest dit 5 secondes max",
    ],
)
def test_a_hesitation_denied_by_the_other_side_is_disputed(text: str) -> None:
    facts = vocabulary.facts("information_non_autorisee", text)
    assert facts["facts_agreed"] == "no" and facts["ui_exists"] == "disputed"
    _legal("information_non_autorisee", facts)


@pytest.mark.parametrize(
    "text",
    [
        "Nord a hésité avant de passer, tout le monde reconnaît qu'il a mis longtemps",
        "NS contestent le 5♦ d'Est après la longue réflexion d'Ouest ; EO reconnaissent qu'il a réfléchi",
    ],
)
def test_a_hesitation_both_sides_acknowledge_is_agreed(text: str) -> None:
    facts = vocabulary.facts("information_non_autorisee", text)
    assert facts["facts_agreed"] == "yes"
    _legal("information_non_autorisee", facts)


@pytest.mark.parametrize(
    "text",
    [
        "Nord a hésité avant de passer, Sud a dit 4♥",  # nobody denies it
        "Nord dit que non, il ne veut pas de l'alerte",  # no hesitation in the words
        "si Nord dit qu'il a passé normalement après avoir hésité, je fais quoi ?",  # a supposition, a question
    ],
)
def test_no_dispute_nor_agreement_is_read_where_the_words_say_neither(text: str) -> None:
    assert "facts_agreed" not in vocabulary.facts("information_non_autorisee", text)


def test_an_acknowledgement_denied_is_no_agreement() -> None:
    text = "Nord a hésité, NS ne reconnaissent pas qu'il a hésité"
    assert vocabulary.facts("information_non_autorisee", text).get("facts_agreed") != "yes"


# --- a defender's card before his partner's (57A) --------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Est (def) a joué sa carte avant son partenaire Ouest sur l'attaque du décla Sud",
        "Nord (défense) a jeté sa carte avant son partenaire Sud",
        # The rectification only 57A gives: the offender's partner's highest or lowest card.
        "Est a joué avant son partenaire, le décla exige la plus forte carte d'Ouest dans la couleur",
        "E a fourni avant son partenaire, je demande que O joue sa plus petite carte dans la couleur",
    ],
)
def test_a_defenders_card_before_his_partners_is_read(text: str) -> None:
    facts = vocabulary.facts("jeu_premature", text)
    assert facts["situation"] == "defender_before_partner"
    _legal("jeu_premature", facts)


@pytest.mark.parametrize(
    "text",
    [
        "le déclarant (Sud) a joué sa carte avant son partenaire",  # the declarer before the dummy (57C)
        "Est (def) a joué sa carte avant que le mort joue",  # before his right-hand opponent (57A's other case)
        "le décla peut-il exiger la plus forte carte d'Ouest ?",  # asked
        "Est (def) n'a pas joué sa carte avant son partenaire",  # denied
    ],
)
def test_another_order_of_play_is_not_a_defender_before_his_partner(text: str) -> None:
    assert vocabulary.facts("jeu_premature", text).get("situation") != "defender_before_partner"


# --- the dummy's card played by the dummy himself (45F, 46) ------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "le mort a joué un cœur tout seul sans que le décla ait rien dit",
        "le mort a joué tout seul le 2♣ sans que le déclarant ait rien dit",
        "le mort a joué le roi tout seul avant que le décla ait dit quoi que ce soit",
    ],
)
def test_a_card_the_dummy_played_himself_is_read(text: str) -> None:
    facts = vocabulary.facts("carte_du_mort", text)
    assert facts["case"] == "dummy_placed"
    _legal("carte_du_mort", facts)


@pytest.mark.parametrize(
    "text",
    [
        "le mort n'a pas joué tout seul, c'est le décla qui a appelé le roi",
        "le mort a joué tout seul ?",
        "il paraît que le mort a joué tout seul",
    ],
)
def test_a_card_the_dummy_did_not_play_himself_is_not_read(text: str) -> None:
    assert vocabulary.facts("carte_du_mort", text).get("case") != "dummy_placed"


# --- a double or redouble Law 19 forbids anyway, a defender's call after the final pass (19, 39) -------------


@pytest.mark.parametrize(
    "text",
    [
        "Sud a contré le 2♥ de son propre partenaire",
        "Est a contré l'enchère de son partenaire Ouest",
        "Est a surcontré à son tour alors que personne n'avait contré",
        "Nord a surcontré, mais c'est son partenaire qui avait contré, pas l'adversaire",
    ],
)
def test_a_double_of_partners_call_or_a_redouble_without_a_double_is_contrary_to_19(text: str) -> None:
    facts = vocabulary.facts("declaration_inadmissible", text)
    assert facts["contrary_to_19"] == "yes"
    _legal("declaration_inadmissible", facts)


@pytest.mark.parametrize(
    "text",
    [
        "Sud a contré le 2♥ de son adversaire",  # an ordinary double
        "Sud a-t-il contré le 2♥ de son propre partenaire ?",
        "Sud n'a pas contré le 2♥ de son propre partenaire, il a passé",
        "Est a joué contre l'avis de son partenaire",
    ],
)
def test_a_double_law_19_allows_is_not_read_as_contrary_to_it(text: str) -> None:
    assert "contrary_to_19" not in vocabulary.facts("declaration_inadmissible", text)


@pytest.mark.parametrize(
    "text",
    [
        "après le 3e passe (enchères finies), l'entameur a dit contre",
        "après le 3e passe, Ouest (en défense) dit contre",
        "apres les 3 passes, Est (défense) contre le 4♠ de Nord",
    ],
)
def test_a_defenders_double_after_the_final_pass_is_read(text: str) -> None:
    facts = vocabulary.facts("declaration_inadmissible", text)
    assert facts["after_final_pass_by"] == "defender_action"
    _legal("declaration_inadmissible", facts)


@pytest.mark.parametrize(
    "text",
    [
        "pendant les enchères, Ouest (en défense) a contré hors tour",  # no final pass said
        "après les 3 passes, le déclarant a contré",  # the declaring side (39A)
        "après les 3 passes, Ouest (en défense) a-t-il contré ?",
    ],
)
def test_no_defenders_call_after_the_final_pass_is_read_where_the_words_do_not_say_it(text: str) -> None:
    assert vocabulary.facts("declaration_inadmissible", text).get("after_final_pass_by") != "defender_action"


# --- online: whose fault a board not finished in time is (80B2), what the undo is for; the auction going on (24)


@pytest.mark.parametrize(
    ("text", "fault"),
    [
        ("le temps a expiré sur la donne 18 parce que NS ont joué trop lentement", "one_side"),
        ("la donne 14 a pas été finie à temps sur BBO, c'est EO qui ont traîné", "one_side"),
        ("pas NS : c'est EO qui jouaient lentement, NS attendaient", "one_side"),
        (
            "la donne n'a pas été finie à temps, mais personne n'a traîné : le serveur a planté 5 minutes",
            "neither",
        ),
        ("RealBridge a planté 5 min pour tout le monde, la donne n'a pas pu finir", "neither"),
    ],
)
def test_the_side_at_fault_for_a_late_board_is_read(text: str, fault: str) -> None:
    facts = vocabulary.facts("en_ligne_retard", text)
    assert facts["fault"] == fault
    _legal("en_ligne_retard", facts)


@pytest.mark.parametrize(
    "text",
    [
        "NS et EO ont joué lentement tous les deux",  # both sides: another answer
        "EO ont traîné exprès avant l'impasse",  # stalling (another answer)
        "est-ce que NS ont joué trop lentement ?",
        "NS n'ont pas joué lentement",
    ],
)
def test_no_single_side_at_fault_is_read_where_the_words_do_not_say_it(text: str) -> None:
    assert vocabulary.facts("en_ligne_retard", text).get("fault") != "one_side"


@pytest.mark.parametrize(
    "text",
    [
        "pendant les enchères Ouest a laissé tomber la dame de trèfle face visible, on n'a pas fini d'enchérir",
        "pendant les enchères (on en est à 2♥), Est a fait tomber le 6♦ face visible, Ouest l'a vu",
        "seul Est a pu voir le valet de Sud ; on est en plein dans les enchères",
    ],
)
def test_a_card_exposed_during_the_auction_still_going_on_is_read(text: str) -> None:
    facts = vocabulary.facts("carte_exposee_encheres", text)
    assert facts["auction_over"] == "not_yet"
    _legal("carte_exposee_encheres", facts)


@pytest.mark.parametrize(
    "text",
    [
        "les enchères sont finies, Sud joue 4♥ ; pendant les enchères Ouest avait montré deux cartes",
        "la dame d'Ouest est tombée pendant les enchères, maintenant c'est fini et Ouest est en défense",
        "pendant les enchères Est a fait tomber une carte, on me l'a dit après l'entame",
        # When it fell, not where the auction is now: asked.
        "le roi de trèfle de Nord est tombé face visible pendant les enchères",
    ],
)
def test_a_card_exposed_during_an_auction_now_over_is_not_read_as_going_on(text: str) -> None:
    assert vocabulary.facts("carte_exposee_encheres", text).get("auction_over") != "not_yet"


@pytest.mark.parametrize(
    ("text", "what"),
    [
        ("il demande l'undo de son 3SA mais son partenaire a déjà passé derrière", "call"),
        ("undo demandé sur son passe, mais il dit lui-même qu'il a changé d'avis", "call"),
        ("en ligne, Ouest a cliqué son roi au lieu du 2, et le joueur suivant a déjà joué", "card"),
        (
            "RealBridge : Est a cliqué le 3 de pique au lieu du 3 de coeur, le joueur suivant n'a pas joué",
            "card",
        ),
        (
            "misclick ! j'ai joué le 3 de coeur au lieu du 3 de carreau, le joueur suivant n'a pas encore joué",
            "card",
        ),
    ],
)
def test_what_the_online_undo_is_for_is_read(text: str, what: str) -> None:
    facts = vocabulary.facts("en_ligne_clic", text)
    assert facts["what"] == what
    _legal("en_ligne_clic", facts)


@pytest.mark.parametrize(
    "text",
    [
        "le décla a cliqué le 3 de pique du mort au lieu du 3 de coeur",  # the dummy's card, not his own
        "a-t-il cliqué son roi au lieu du 2 ?",
    ],
)
def test_an_own_card_is_not_read_where_the_words_say_another(text: str) -> None:
    assert vocabulary.facts("en_ligne_clic", text).get("what") != "card"


# --- 27B1a: the same strain's name is not the same denomination shown (tester11 X2) -----------------------------


@pytest.mark.parametrize(
    "text",
    [
        "1SA de Ouest, Nord dit 1♥, Est n'accepte pas, Nord veut corriger en 2♥",  # over 1SA: Landy, multi…
        "Nord ouvre 1SA, Est dit 1♠, Sud refuse, Est corrige en 2♠",
        "Sud ouvre 1♠, Ouest dit 1♥, il corrige en 2♥ (bicolore)",  # a convention named
    ],
)
def test_a_replacement_in_the_same_strain_is_asked_when_it_may_be_artificial(text: str) -> None:
    assert vocabulary.facts("enchere_insuffisante", text).get("replacement") != "lowest_same_denomination"


@pytest.mark.parametrize(
    "text",
    [
        "Sud ouvre 1♠, Ouest dit 1♥, il corrige en 2♥",  # a natural overcall over a suit
        "1SA de Ouest, Nord dit 1♥ naturel, Est refuse, Nord corrige en 2♥ naturel",  # said natural
    ],
)
def test_a_natural_replacement_in_the_same_strain_is_read(text: str) -> None:
    facts = vocabulary.facts("enchere_insuffisante", text)
    assert facts["replacement"] == "lowest_same_denomination"
    _legal("enchere_insuffisante", facts)


# --- « Sud décla, … »: the declarer named as directors write it (tester11 X18) ------------------------------------


def test_sud_decla_names_the_declarer_and_the_lead_out_of_turn_is_not_prefilled() -> None:
    # With Sud the declarer, Ouest is the opening leader (41A): the words contradict themselves, nothing is filled.
    text = "Sud décla, Ouest a entamé face visible alors que c'était à son partenaire"
    assert "situation" not in vocabulary.facts("entame", text)
    assert vocabulary.facts("renonce", "Sud décla, Nord a renoncé à cœur")["offender"] == "dummy"
    assert vocabulary.facts("renonce", "S décla, E a renoncé à cœur")["offender"] == "defender"
    assert vocabulary.declarer_seat("Sud le décla, Nord a renoncé à cœur") == "sud"


def test_a_seat_that_declares_a_bid_is_not_the_declarer() -> None:
    assert vocabulary.declarer_seat("Sud déclare 2♥ puis Ouest entame") is None


# --- a call changed after thinking again: a change of mind (25B, tester11 X15) ------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Nord a dit 2♥ puis après réflexion a voulu dire 3♥, Est n'avait pas encore parlé",
        "Sud a dit 1SA, puis il s'est ravisé et veut dire 2♣",
    ],
)
def test_a_call_changed_after_thinking_again_is_a_change_of_mind(text: str) -> None:
    facts = vocabulary.facts("changement_declaration", text)
    assert facts["intent"] == "change_of_mind"
    _legal("changement_declaration", facts)


@pytest.mark.parametrize(
    "text",
    [
        "Nord a dit 2♥ par lapsus, il voulait 2♠ ; après réflexion il le signale",  # a slip, said so
        "Nord a-t-il changé après réflexion ?",
    ],
)
def test_thinking_again_said_otherwise_is_not_a_change_of_mind(text: str) -> None:
    assert vocabulary.facts("changement_declaration", text).get("intent") != "change_of_mind"

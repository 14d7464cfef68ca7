"""reviewer26's wrong pre-fills (session 26): a correction, a moment not said, a return not within the delay.

Each fact is pre-filled only when the words state it without doubt (issue 37 §1); otherwise the director is asked.
"""

from __future__ import annotations

import pytest

from rules.cased_words import cased
from rules.players_in_words import revoker_corrected
from rules.relations_in_words import related
from tests.bot.finder.descriptions import engine_facts

REVOKE = "Est a renoncé à cœur"


@pytest.mark.parametrize(
    "then",
    [
        "; enfin non, c'était Sud.",
        "; non attends, c'est Sud.",
        ". En fait, c'est Sud.",
        ". Pardon, c'est Sud.",
        ". Finalement c'était Sud.",
        "; non, c'est Sud.",
        "; je me suis trompé, c'est Sud.",
        "; ah non, c'était Sud.",
        "; rectification : c'est Sud.",
    ],
)
def test_a_revoker_taken_back_is_no_evidence_of_the_side(then: str) -> None:
    """P-1: the seat first said to have revoked, then corrected, settles nothing (64A1 against 64A2: asked)."""
    assert revoker_corrected(related(cased(REVOKE + then)))


@pytest.mark.parametrize(
    "then",
    ["; en fait il avait raison.", "; enfin bref, il a joué à la levée suivante.", ", Sud a vu la renonce."],
)
def test_words_that_only_look_like_a_correction_keep_the_revoker(then: str) -> None:
    assert not revoker_corrected(related(cased(REVOKE + then)))


OPENED = "Ouest a ouvert 1♠ alors que c'était à Nord"


@pytest.mark.parametrize(
    "words",
    [
        OPENED + " ; non, à Sud.",
        OPENED + " ; enfin non, à Sud.",
        OPENED + " ; pardon, à Sud.",
        "Ouest a ouvert 1♠ au tour de Nord ; pardon, de Sud.",
        "Ouest a ouvert 1♠ au tour de Nord ; enfin non, au tour de Sud.",
        OPENED + " ; je me suis trompé, c'est Sud qui devait parler.",
        OPENED + ", Sud dit que c'était à lui.",
    ],
)
def test_whose_turn_corrected_or_disputed_is_asked(words: str) -> None:
    """P-2: Sud is Ouest's RHO (31A), Nord his LHO (31B): two rectifications, so the turn is asked (85A)."""
    assert "turn" not in engine_facts("declaration_hors_tour", words)


@pytest.mark.parametrize(
    "words",
    [
        OPENED + ".",
        OPENED + " ; en fait il avait raison.",
        OPENED + " ; pardon, je reprends.",
        OPENED + ", enfin bref.",
    ],
)
def test_whose_turn_said_once_is_read(words: str) -> None:
    """Nord is the LHO and nobody had called yet: 31B's case."""
    assert engine_facts("declaration_hors_tour", words).get("turn") == "lho_first"


@pytest.mark.parametrize(
    "words",
    [
        "J'ai mal expliqué l'enchère de mon partenaire.",
        "Est s'aperçoit qu'il a mal expliqué le 2♣ à la 3e levée.",
        "Est s'aperçoit qu'il a mal expliqué le 2♣ quand le mort est posé.",
        "J'ai mal expliqué le 2♣, Sud a chuté de deux.",
        "J'ai mal expliqué le 2♣ et Ouest, mal informé, a passé ; le coup est joué.",
    ],
)
def test_his_own_misexplanation_without_the_auction_on_is_no_auction_fact(words: str) -> None:
    """P-3: 21B1a's change of call (20F4b) needs the auction still on; without words saying so the moment is asked."""
    assert engine_facts("explication_erronee", words).get("situation") != "auction_own"


def test_his_own_misexplanation_during_the_auction_is_read() -> None:
    words = "Pendant les enchères, Est s'aperçoit qu'il a mal expliqué le 2♣."
    assert engine_facts("explication_erronee", words).get("situation") == "auction_own"


@pytest.mark.parametrize(
    "words",
    [
        "Nord s'est déconnecté à la 5e levée, il est revenu au bout de 20 minutes, le délai est de 5 minutes.",
        "Nord s'est déconnecté à la 5e levée, il est revenu au bout de 20 minutes.",
        "Nord s'est déconnecté à la 5e levée, il est revenu à la donne suivante.",
        "Nord s'est déconnecté, il s'est reconnecté mais la donne était finie.",
        "Nord s'est déconnecté à la 5e levée, il revient dans 2 minutes dit son partenaire.",
        "Chat : « bibi : mon partenaire s'est déconnecté » ; « baba : il revient ».",
    ],
)
def test_back_without_the_delay_said_is_asked(words: str) -> None:
    """P-4: the event's delay (80B2) decides between the board going on and 12C; « il est revenu » does not say it."""
    assert "back_in_time" not in engine_facts("en_ligne_deconnexion", words)


@pytest.mark.parametrize(
    "words",
    ["Nord s'est déconnecté, il est revenu à temps.", "Nord s'est déconnecté, il s'est reconnecté aussitôt."],
)
def test_back_within_the_delay_is_read(words: str) -> None:
    assert engine_facts("en_ligne_deconnexion", words).get("back_in_time") == "yes"


# auditor30's wrong pre-fills on the blind set s26 (tested here with other words).


def test_the_declarer_with_his_seat_in_apposition_is_no_defender() -> None:
    """« le déclarant, en Nord, n'a pas fourni »: the seat is the declarer's; never 64A's defender."""
    words = "Le déclarant, en Nord, n'a pas fourni à carreau à la 4e levée."
    assert engine_facts("renonce", words).get("offender") != "defender"


@pytest.mark.parametrize(
    "words",
    [
        "Double renonce : Nord renonce à pique, puis Sud, son partenaire, renonce à carreau plus loin. Un transfert ?",
        "Contrat : 3SA par Est / Faits : Est renonce à cœur à la 2e levée ; Nord renonce à trèfle à la 7e / Décision : ?",
    ],
)
def test_two_revokes_told_are_never_one(words: str) -> None:
    """64B/64C: two revokes are ruled each on its own; « not followed » once would lose the second."""
    assert engine_facts("renonce", words).get("situation") == "two_revokes"


def test_a_trick_s_rank_before_the_tricks_made_is_no_count() -> None:
    words = (
        "Contrat : 4♠ par Nord / Faits : Est renonce à cœur à la 6e / Levées à la table : 10 / Décision : ?"
    )
    assert engine_facts("renonce", words).get("tricks_taken") != "6"


def test_a_dummy_card_taken_then_another_named_is_a_touched_card() -> None:
    """45C3: a card of dummy deliberately taken is played; not a card named then another (46B)."""
    words = "Le déclarant a pris le 9 de cœur du mort, exprès, puis a dit « non, le 4 »."
    assert engine_facts("carte_du_mort", words).get("case") != "changed"


def test_a_director_called_at_once_who_only_foresees_the_end_is_not_called_at_the_end() -> None:
    words = (
        "[21:02] lulu (S): TD, Ouest a mis 2 minutes avant de passer, d'habitude il joue en 5 secondes / "
        "[21:03] TD_Paul: je note, continuez ; on voit à la fin si quelque chose est contesté"
    )
    assert engine_facts("en_ligne_hesitation", words).get("think_time") != "unusual_after"


def test_the_dummy_out_of_his_seat_who_names_a_defender_s_revoke_is_43b3() -> None:
    """43B3: the dummy, after a breach of 43A2, first draws attention to a defender's revoke — not « asked »."""
    words = "Le mort s'était levé pour regarder jouer son partenaire ; c'est lui qui a dit le premier « Est a renoncé ! »."
    found = engine_facts("renonce", words)
    assert found.get("situation") == "pointed_out_by_dummy" and "dummy_asked" not in found


# reviewer26 P-9, P-10, P-11: a value taken back for another, a 12th said in passing, a complaint.

SCORE_INPUTS = ("contract_level", "doubling", "vulnerable", "tricks_taken")


@pytest.mark.parametrize(
    ("words", "question"),
    [
        ("Nord joue 3♥, pardon, 4♥. Ouest a renoncé à pique.", "contract_level"),
        ("Nord joue 3♥ ; en fait 4♥. Ouest a renoncé à pique.", "contract_level"),
        ("Nord joue 3♥ contré, enfin non, pas contré. Ouest a renoncé à pique.", "doubling"),
        ("Nord joue 3♥ non contré ; pardon, contré. Ouest a renoncé à pique.", "doubling"),
        ("Nord joue 3♥ vulnérable ; pardon, non vulnérable. Ouest a renoncé à pique.", "vulnerable"),
        ("Nord joue 3♥. Ouest a renoncé à pique ; Nord a fait 8 levées, enfin non, 9.", "tricks_taken"),
    ],
)
def test_a_score_input_taken_back_is_asked(words: str, question: str) -> None:
    """77 and the scoring table: the level, the doubling, the vulnerability and the tricks make the score."""
    assert question not in engine_facts("renonce", words)


def test_score_inputs_said_once_are_read() -> None:
    words = "Nord joue 3♥ non contré vulnérable. Ouest a renoncé à pique à la 5e levée, Nord a fait 8 levées."
    found = engine_facts("renonce", words)
    assert [found.get(q) for q in SCORE_INPUTS] == ["3", "none", "yes", "8"]


@pytest.mark.parametrize(
    "then",
    [
        "à la 9e levée ; pardon, à la 12e.",
        "à la 9e levée, en fait à la 12e.",
        "à la neuvième levée, ou à la douzième.",
        "à la 9e levée (Ouest dit la 12e).",
    ],
)
def test_a_twelfth_said_beside_another_trick_is_asked(then: str) -> None:
    """62D (the 12th trick: corrected, no transfer) against 64A (an earlier one): the trick is asked."""
    assert "trick_twelve" not in engine_facts("renonce", "Nord joue 3♥. Ouest a renoncé à pique " + then)


@pytest.mark.parametrize(
    "words",
    [
        "Nord revendique le reste à la 6e levée ; pardon, à la 9e.",
        "Nord revendique le reste, il restait 8 cartes, enfin non 5.",
    ],
)
def test_a_claim_s_moment_taken_back_is_asked(words: str) -> None:
    found = engine_facts("revendication", words)
    assert "claim_trick" not in found and "claimed" not in found


@pytest.mark.parametrize(
    ("topic", "words"),
    [
        ("renonce", "Nord se plaint qu'Ouest a renoncé à pique. Nord joue 3♥."),
        ("renonce", "Nord reproche qu'Ouest a renoncé à pique. Nord joue 3♥."),
        ("tempo_comportement", "Nord se plaint que son adversaire a hésité avec un singleton."),
    ],
)
def test_a_player_s_complaint_is_his_side_s_word(topic: str, words: str) -> None:
    """85A: one side's complaint is evidence for the director, not an agreed fact."""
    found = engine_facts(topic, words)
    assert "situation" not in found and "case" not in found


# reviewer26's follow-ups of bff431ea (P-1b–P-4b).


@pytest.mark.parametrize("then", ["; je corrige : Sud.", "; non pardon, Sud.", "... euh non, Sud."])
def test_a_revoker_taken_back_for_a_bare_seat_is_no_evidence(then: str) -> None:
    assert revoker_corrected(related(cased(REVOKE + then)))


@pytest.mark.parametrize(
    "then",
    [
        " ; Sud croit que c'était à lui.",
        " ; selon Sud c'était à lui.",
        " ; Sud proteste, c'était à lui.",
        ", mais Sud affirme que non.",
        ", Sud n'est pas d'accord.",
    ],
)
def test_whose_turn_disputed_in_other_words_is_asked(then: str) -> None:
    assert "turn" not in engine_facts("declaration_hors_tour", OPENED + then)


@pytest.mark.parametrize(
    "then",
    [
        ", je m'en suis aperçu quand mon partenaire a étalé son jeu.",
        ", je m'en rends compte maintenant à la fin.",
        " ; les adversaires s'estiment lésés.",
        ", le contrat a été joué.",
    ],
)
def test_an_explanation_dated_in_the_auction_but_found_later_is_no_auction_fact(then: str) -> None:
    """20F4b/21B1a only while the auction lasts: « pendant les enchères » here dates the explanation."""
    words = "J'ai mal expliqué le 2♣ pendant les enchères" + then
    assert engine_facts("explication_erronee", words).get("situation") != "auction_own"


@pytest.mark.parametrize(
    "words",
    [
        "Nord s'est déconnecté, il est revenu tout de suite après la fin de la donne.",
        "Nord s'est déconnecté, il est revenu aussitôt la donne terminée.",
        "Nord s'est déconnecté, il est revenu au bout de 3 minutes, dans le délai selon son partenaire.",
    ],
)
def test_back_after_the_board_or_by_one_side_s_word_is_asked(words: str) -> None:
    assert "back_in_time" not in engine_facts("en_ligne_deconnexion", words)


@pytest.mark.parametrize(
    "words",
    [
        "Est a attaqué alors qu'il avait fait la levée.",
        "Est a attaqué alors que c'est lui qui avait fait la levée.",
        "Est a attaqué alors que c'est Ouest qui avait fait la levée, enfin non, c'était bien Est.",
        "Est a attaqué alors que c'est Ouest qui avait fait la levée ; c'était bien à Est en fait.",
        "Est a attaqué alors que c'est Ouest qui avait fait la levée ; Est : « non, c'est moi qui l'avais ».",
    ],
)
def test_a_lead_by_the_winner_himself_or_taken_back_is_no_lead_out_of_turn(words: str) -> None:
    """reviewer26 P-15, 44D: the winner of a trick leads to the next; « lui » may be the leader himself."""
    assert engine_facts("attaque", words).get("situation") != "lead_out_of_turn"


def test_a_lead_after_another_player_won_is_read() -> None:
    words = "Est a attaqué alors que c'est Ouest qui avait fait la levée."
    assert engine_facts("attaque", words).get("situation") == "lead_out_of_turn"


HESITATED = "Mon partenaire a hésité puis passé, j'ai dit 4♠"


@pytest.mark.parametrize(
    ("words", "question"),
    [
        (HESITATED + " ; il n'y avait aucune alternative.", "logical_alternative"),
        (HESITATED + ", je n'avais pas d'alternative.", "logical_alternative"),
        (HESITATED + " ; l'hésitation ne suggérait rien.", "suggests"),
        (HESITATED + " ; les adversaires n'ont pas été lésés.", "damaged"),
        (
            "Mon adversaire a hésité puis passé, son partenaire a dit 4♠ alors que passer était une alternative.",
            "logical_alternative",
        ),
        (
            "Mon adversaire a hésité puis passé, son partenaire a dit 4♠ ; l'hésitation suggérait 4♠.",
            "suggests",
        ),
    ],
)
def test_a_player_of_the_board_gives_no_16b1_finding(words: str, question: str) -> None:
    """reviewer26 P-8: 16B1a/b and 12B1 are the director's findings (85A, a poll for the alternative); a player's own
    view of them, written in the first person, is evidence: asked."""
    assert question not in engine_facts("information_non_autorisee", words)


def test_the_director_s_own_16b1_finding_is_read() -> None:
    words = "Ouest a hésité puis passé, Est a dit 4♠ ; passer était une alternative logique."
    assert engine_facts("information_non_autorisee", words).get("logical_alternative") == "yes"


@pytest.mark.parametrize(
    "words",
    [
        "Lulu44 (Nord) écrit : Est a renoncé à cœur. Sud joue 4♠.",
        "Dans le chat, Lulu44 (Nord) : « Est a renoncé ». Sud joue 4♠.",
        "Chat : Lulu44 (Nord) : Est a renoncé à cœur. Sud joue 4♠.",
    ],
)
def test_a_chat_line_after_chat_or_with_ecrit_is_one_player_s_word(words: str) -> None:
    """reviewer26 P-6c (85A): a player's line in an online chat is evidence, not the director's fact."""
    found = engine_facts("renonce", words)
    assert "situation" not in found and "offender" not in found


@pytest.mark.parametrize(
    "words",
    [
        "Entame hors tour de Sud, le partenaire du déclarant ; le déclarant a joué une carte de sa main.",
        "Entame hors tour de Sud (mort) ; le déclarant a joué une carte de sa main.",
    ],
)
def test_a_lead_out_of_turn_by_the_declaring_side_is_no_defender_s_faced_lead(words: str) -> None:
    """reviewer26 P-14b: the presumed dummy's card (24, 54E) gives the declarer none of 54's choices."""
    assert engine_facts("entame", words).get("situation") not in (
        "wrong_defender_faced",
        "wrong_defender_face_down",
    )


def test_a_defender_s_lead_out_of_turn_then_the_declarer_s_word_is_still_read() -> None:
    words = "Nord joue 4♠. Entame hors tour d'Ouest, le déclarant accepte."
    assert engine_facts("entame", words).get("situation") == "wrong_defender_faced"

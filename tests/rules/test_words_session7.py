"""Issue 37 §1, round 5 session 7: more of what the words state plainly, each reading beside the traps
that must not fire. Sentences written for the rule they test; the answers checked against the 2017 Laws
(63A the revoke established by a play to the next trick, 64B the stage it is found at, 54 and 56 both
defenders leading, 16C a withdrawn card, 31 a call out of turn)."""

from __future__ import annotations

import pytest

from rules import vocabulary

# --- the revoke's stage: one stated answer decides the others (63A, 64B) ----------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Not established: nobody of the offending side has played to the next trick yet (63A1).
        (
            "E en défense défausse sur le pique alors qu'il en avait, personne de leur camp n'a joué à la levée suivante",
            {"when": "not_established", "established": "no", "discovered": "during_play"},
        ),
        # Played to the next trick: found during the play.
        (
            "Ouest a coupé le cœur alors qu'il avait encore un cœur, et Est avait déjà attaqué la levée suivante",
            {"when": "played", "discovered": "during_play"},
        ),
        # The end of the play, the end of the round, said in words.
        ("renonce d'Est découverte à la fin du coup", {"when": "after_play", "discovered": "after_play"}),
        (
            "la renonce de Nord, on l'a vue à la fin du tour",
            {"when": "after_round", "discovered": "after_round"},
        ),
    ],
)
def test_one_stage_of_the_revoke_answers_the_others(text: str, expected: dict[str, str]) -> None:
    facts = vocabulary.facts("renonce", text)
    assert {question: facts.get(question) for question in expected} == expected


@pytest.mark.parametrize(
    "text",
    [
        # Two stages stated: none is taken.
        "Est a renoncé, personne de leur camp n'a joué à la levée suivante, on l'a vu à la fin du tour",
        # A stage only asked about.
        "la renonce de Sud est-elle consommée ?",
        # Played to the next trick by the declarer when a defender revoked: says nothing of the revoke.
        "Est (défense) a défaussé sur carreau en ayant le 10 ; le déclarant a déjà attaqué la levée suivante",
    ],
)
def test_the_revoke_stage_is_not_taken_from_words_that_do_not_settle_it(text: str) -> None:
    facts = vocabulary.facts("renonce", text)
    assert "discovered" not in facts and "established" not in facts


def test_played_to_the_next_trick_does_not_say_played_rather_than_named() -> None:
    # « joué à la levée suivante » is the stage (when = played); a card named for it (63A2) is also
    # « established », so the stage does not answer how.
    facts = vocabulary.facts(
        "renonce",
        "le décla a défaussé un cœur alors qu'il avait un atout, il a déjà rejoué du mort à la levée suivante",
    )
    assert "established" not in facts


# --- both defenders leading: never « the wrong defender faced a card » (54 and 56) ---------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Ouest a entamé le 5♦ face visible, puis Est, qui devait entamer, a posé le R♠ face visible par dessus",
        "Sud joue 4♠, Est a entamé face visible, puis Ouest a posé sa carte face visible lui aussi",
        "Est entame face visible, son partenaire a posé une carte lui aussi",
        "Nord joue 3SA : Est a entamé le roi face visible, Ouest a ensuite retourné le 2",
    ],
)
def test_two_leads_are_never_read_as_one_defender_leading_out_of_turn(text: str) -> None:
    assert vocabulary.facts("entame", text).get("situation") not in (
        "wrong_defender_faced",
        "wrong_defender_face_down",
    )


@pytest.mark.parametrize(
    "text",
    [
        # One leader; the other seat is only named as whose turn it was.
        "Sud joue 4♠, Est a entamé le roi de cœur face visible alors que c'était à Ouest d'entamer",
        "Est a entamé hors tour face visible, le déclarant accepte et pose le mort",
    ],
)
def test_one_lead_out_of_turn_is_still_read(text: str) -> None:
    assert vocabulary.facts("entame", text).get("situation") == "wrong_defender_faced"


# --- a card taken back: a withdrawn action (16C), never partner's manner -----------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Ouest a repris sa carte après la rectification, Est en a tenu compte, on m'appelle à la fin du coup",
            "withdrawn_after",
        ),
        ("Ouest a repris sa carte, Est en a tenu compte, on m'appelle sur le moment", "withdrawn_now"),
        # A card taken back, then the end of the play: not partner's manner, whatever else is said.
        ("Ouest a remis sa carte dans sa main, Est a hésité, j'arrive à la fin du coup", None),
        # « reprendre la main » is winning a trick, not a card taken back: partner's hesitation stays.
        (
            "Est a hésité longtemps, Ouest a repris la main et a trouvé le bon retour, appelé à la fin du coup",
            "partner_after",
        ),
        # A penalty card picked up is 50E's, not 16C's.
        ("la carte pénalisée reprise par Ouest a renseigné Est, appelé sur le moment", None),
    ],
)
def test_a_card_taken_back_is_a_withdrawn_action(text: str, expected: str | None) -> None:
    assert vocabulary.facts("information_non_autorisee", text).get("situation") == expected


# --- a call out of turn: read from the clauses that state it, a denial elsewhere aside (31) ------------------


@pytest.mark.parametrize(
    ("text", "turn", "call"),
    [
        ("Sud donneur, Est a dit 1♠ avant tout le monde, Sud avait encore rien dit", "lho_first", "bid"),
        ("donne 9, Sud donneur, Nord a ouvert 1SA à sa place ; Est n'a rien dit depuis", "partner", "bid"),
        (
            "Est donneur ; c'est pas un passe conventionnel, juste un passe normal : Sud a passé avant Est",
            "rho",
            "pass",
        ),
    ],
)
def test_a_call_out_of_turn_is_read_beside_a_denial(text: str, turn: str, call: str | None) -> None:
    facts = vocabulary.facts("declaration_hors_tour", text)
    assert (facts.get("turn"), facts.get("call")) == (turn, call)


@pytest.mark.parametrize(
    "text",
    [
        "Sud donneur, Est a-t-il dit 1♠ avant Sud ?",  # a question
        "selon Nord, Est a passé avant Sud",  # a claim
        "si Est a passé avant Sud, que fait-on",  # a supposition
        "Est n'a pas passé avant Sud, c'était bien son tour",  # a denial
    ],
)
def test_a_call_out_of_turn_is_not_read_from_a_question_a_claim_or_a_denial(text: str) -> None:
    facts = vocabulary.facts("declaration_hors_tour", text)
    assert "turn" not in facts and "call" not in facts


# --- a revoke said by the card kept in hand; the dummy's card is not a second player (61A, 64) --------------


@pytest.mark.parametrize(
    ("text", "offender"),
    [
        ("Est (défense) a défaussé sur le cœur en ayant un cœur", "defender"),
        (
            "2♠ par Sud, Est a défaussé un cœur sur le trèfle du mort alors qu'il avait encore le roi de trèfle",
            "defender",
        ),
        ("3SA par Nord, Ouest a coupé avec la dame de pique en main", "defender"),
        (
            "Sud joue 4♥, le mort a défaussé un pique sur le carreau du déclarant alors qu'il avait encore le 3 de carreau",
            "dummy",
        ),
    ],
)
def test_the_revoke_is_read_from_the_card_kept_in_hand(text: str, offender: str) -> None:
    facts = vocabulary.facts("renonce", text)
    assert (facts.get("situation"), facts.get("offender")) == ("not_followed", offender)


@pytest.mark.parametrize(
    "text",
    [
        "Est a défaussé en ayant la main, il n'avait plus de carreau",  # « la main »: the lead, not a card
        "on retrouve le 5 de carreau du mort au fond de l'étui",  # a card found elsewhere: a missing card
        "Est a-t-il défaussé en ayant un cœur ?",  # a question
        "si Est a défaussé en ayant un cœur, c'est une renonce ?",  # a supposition
        "Est n'a pas défaussé en ayant un cœur, il n'en avait plus",  # a denial
    ],
)
def test_no_revoke_is_read_from_a_card_not_kept_or_not_stated(text: str) -> None:
    assert vocabulary.facts("renonce", text).get("situation") != "not_followed"


@pytest.mark.parametrize(
    "text",
    [
        # « du mort » is the card's; « le mort aussi » is a second player tied to the revoke.
        "4♠ par Sud, Est a défaussé sur le trèfle du mort et le mort aussi, alors qu'ils en avaient",
    ],
)
def test_two_players_tied_to_a_revoke_give_no_offender(text: str) -> None:
    assert "offender" not in vocabulary.facts("renonce", text)


# --- playing before partner: a seat the words say defends (57A) ---------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Est (défense) a joué avant son partenaire", "defender_before_partner"),
        (
            "Ouest (défense) a posé sa carte avant que son partenaire ait joué, le decla venait d'attaquer du mort",
            "defender_before_partner",
        ),
        # With the contract, the later player named by his role: the dummy is the next defender's RHO.
        (
            "le decla (Sud) attaque pique, Ouest fournit, et Est met le roi de pique avant que le mort ait joué",
            "defender_at_rho_turn",
        ),
        # A denial elsewhere does not cancel what the other clause states.
        (
            "Ouest (défense) a mis son pique avant son partenaire ; le décla n'a pas encore choisi",
            "defender_before_partner",
        ),
    ],
)
def test_who_played_early_is_read_from_a_defenders_seat(text: str, expected: str) -> None:
    assert vocabulary.facts("jeu_premature", text).get("situation") == expected


@pytest.mark.parametrize(
    "text",
    [
        "Est a joué avant son partenaire",  # no contract, no « défense »: Est may be the declarer
        "Est (défense) a-t-il joué avant son partenaire ?",
        "Est (défense) n'a pas joué avant son partenaire",
        "selon Nord, Est (défense) a joué avant son partenaire",
    ],
)
def test_playing_early_is_not_read_without_the_seats_or_plainly(text: str) -> None:
    assert "situation" not in vocabulary.facts("jeu_premature", text)


# --- a card played: taken back (47), or held so that partner could see it (45C1) ---------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("il a joué le 2 de carreau et veut le reprendre, il voulait jouer le 9", "retract"),
        ("Ouest veut reprendre son 2 de carreau, il voulait mettre le 3", "retract"),
        ("Est a corrigé sa renonce, le déclarant veut reprendre la sienne", "retract"),
        ("Est tenait sa dame de pique de façon que Ouest pouvait la voir", "defender_shown"),
        (
            "Ouest (défense) tenait sa carte tellement en avant que son partenaire pouvait la voir",
            "defender_shown",
        ),
        ("le déclarant la tenait en l'air au-dessus de son jeu", "declarer_hand"),
    ],
)
def test_the_played_cards_case_is_read(text: str, expected: str) -> None:
    assert vocabulary.facts("carte_jouee", text).get("case") == expected


@pytest.mark.parametrize(
    "text",
    [
        "il ne veut pas reprendre sa carte",  # a denial
        "peut-il reprendre sa carte ?",  # a question
        "le déclarant veut reprendre la carte du mort",  # the dummy's card: another topic's words
        "Ouest veut reprendre son entame",  # a lead: another topic's words
        "le déclarant tenait sa carte de façon que le mort pouvait la voir",  # the declarer: not a defender shown
        "son partenaire pouvait voir ses cartes",  # nobody held a card out
    ],
)
def test_no_played_cards_case_from_words_that_do_not_state_it(text: str) -> None:
    assert vocabulary.facts("carte_jouee", text).get("case") not in ("retract", "defender_shown")


# --- how a penalty card was exposed (49, 45C1, 68B2) ----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Ouest (défense) a dit « j'ai l'as de carreau » pendant le jeu", "named"),
        ("elle tenait ses cartes si bas que son partenaire a vu son roi", "held_seen"),
        ("Est en défense tenait sa carte face vers son partenaire, Ouest a pu la voir", "held_seen"),
        (
            "Ouest a étalé ses cartes en disant « je vous donne le reste », Est a protesté tout de suite",
            "not_penalty",
        ),
    ],
)
def test_how_the_card_was_exposed_is_read(text: str, expected: str) -> None:
    assert vocabulary.facts("cartes_penalisees", text).get("how_exposed") == expected


@pytest.mark.parametrize(
    "text",
    [
        "le déclarant a dit « j'ai l'as de carreau »",  # the declarer: never a penalty card
        "Ouest a-t-il dit « j'ai l'as de carreau » ?",  # a question
        "Ouest a étalé ses cartes en disant « je vous donne le reste », personne n'a protesté",  # nobody objected
        "son partenaire a pu voir la carte du mort",  # nobody held a card out
    ],
)
def test_how_the_card_was_exposed_is_not_read_from_other_words(text: str) -> None:
    assert vocabulary.facts("cartes_penalisees", text).get("how_exposed") not in (
        "named",
        "held_seen",
        "not_penalty",
    )


# --- a concession: objected by partner (68B2), taken back (71), the play continued by all (68D) --------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Ouest (défense) a concédé deux levées, Est a protesté aussitôt", "defender_objected"),
        (
            "Est (en flanc) a concédé le reste mais Ouest a dit tout de suite « non non non »",  # his side said (tester22 P7)
            "defender_objected",
        ),
        ("Ouest a concédé la dernière levée mais il avait l'as maître, il la redemande", "cancel_concession"),
        (
            "revendication contestée, et les quatre joueurs ont décidé de continuer à jouer",
            "continued_by_all",
        ),
    ],
)
def test_a_concessions_case_is_read(text: str, expected: str) -> None:
    assert vocabulary.facts("revendication", text).get("situation") == expected


@pytest.mark.parametrize(
    "text",
    [
        "le déclarant a concédé une levée, Est a protesté",  # the declarer's concession: no partner to object
        "Ouest a concédé deux levées, Est n'a pas protesté",  # a denial
        "Est a revendiqué, Ouest a protesté",  # a claim, not a concession
        "revendication contestée, les quatre joueurs ont continué sans l'accord d'Ouest",
    ],
)
def test_a_concessions_case_is_not_read_from_other_words(text: str) -> None:
    assert vocabulary.facts("revendication", text).get("situation") not in (
        "defender_objected",
        "cancel_concession",
        "continued_by_all",
    )


# --- what was seen or heard, and where from (16D, 16B1a) -------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("avant les enchères Nord a vu sans le vouloir l'as de pique d'Est", "opponent_by_chance"),
        ("avant les enchères Sud a vu l'as d'Ouest, Ouest tenait ses cartes très bas", "opponent_by_chance"),
        ("Ouest a penché la tête pour regarder le jeu de Nord", "opponent_looked"),
        ("Nord a entendu les enchères de la table d'à côté sur cet étui", "elsewhere"),
        ("c'est pas une carte d'un adversaire qu'il a vue, c'est le roi de son partenaire", "partner_card"),
    ],
)
def test_what_was_seen_is_read(text: str, expected: str) -> None:
    assert vocabulary.facts("information_etrangere", text).get("seen_what") == expected


@pytest.mark.parametrize(
    "text",
    [
        "Nord n'a pas vu sans le vouloir, il s'est penché",  # denied, then the other case: both stated, none
        "son partenaire tenait mal ses cartes, Nord a vu le roi",  # partner's card, not an opponent's
        "a-t-il entendu la table d'à côté ?",  # a question
        "il n'a pas entendu la table voisine",  # a denial
    ],
)
def test_what_was_seen_is_not_read_from_words_that_do_not_state_it(text: str) -> None:
    assert vocabulary.facts("information_etrangere", text).get("seen_what") in (None, "opponent_looked")


# --- after an irregularity: cannot comply (59), play before the rectification (60) ------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("le décla a exigé pique d'Ouest mais Ouest n'a plus de pique", "cannot_comply"),
        ("on lui avait interdit de jouer carreau, il n'a que des carreaux", "cannot_comply"),
        (
            "Nord a attaqué hors tour et Est, à sa gauche, a joué dessus avant que j'arrive",
            "non_offender_played",
        ),
        (
            "après son attaque hors tour, le même camp a continué à jouer avant que j'arrive",
            "offender_played",
        ),
        (
            "le décla devait reprendre son attaque, mais Ouest a déjà posé une carte avant",
            "defender_before_declarer_lead",
        ),
    ],
)
def test_the_play_after_an_irregularity_is_read(text: str, expected: str) -> None:
    assert vocabulary.facts("jeu_apres_irregularite", text).get("case") == expected


@pytest.mark.parametrize(
    ("text", "not_expected"),
    [
        # Who played on the card out of turn, his seat unsaid: the offender's partner (60C) or his LHO (60A).
        ("Nord a attaqué hors tour et Sud a joué dessus avant que j'arrive", "non_offender_played"),
        # He had the suit and played another: a revoke, not an impossible requirement.
        ("le décla a exigé pique, Ouest a joué trèfle alors qu'il avait du pique", "cannot_comply"),
        ("le décla a exigé pique ; Ouest n'a plus de pique ?", "cannot_comply"),  # a question
        ("Ouest n'a plus de pique", "cannot_comply"),  # no suit required or forbidden
    ],
)
def test_the_play_after_an_irregularity_is_not_read_from_other_words(text: str, not_expected: str) -> None:
    assert vocabulary.facts("jeu_apres_irregularite", text).get("case") != not_expected


# --- a fouled board (87A) and a team match's adjusted score (86B) -----------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("tournoi par paires, l'étui 17 a un cœur et un pique inversés entre Nord et Est", "fouled"),
        ("la table 2 a trouvé le roi de pique chez Est au lieu d'Ouest", "fouled"),
        ("marque ajustée en match par 4 ; à l'autre table, 4♠ juste fait", "team_adjust"),
    ],
)
def test_the_fouled_boards_case_is_read(text: str, expected: str) -> None:
    assert vocabulary.facts("donne_faussee", text).get("case") == expected


@pytest.mark.parametrize(
    "text",
    [
        "à l'autre table ils ont fait 4♠+1",  # another table's result, no adjusted score
        "faut-il rejouer la donne, deux cartes inversées ?",  # a question
        "marque ajustée en match par 4, deux cartes inversées, à l'autre table 4♠",  # two cases: none
    ],
)
def test_the_fouled_boards_case_is_not_read_from_other_words(text: str) -> None:
    assert "case" not in vocabulary.facts("donne_faussee", text)


# --- when the extraneous information came (16D) -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "on a entendu la table d'à côté commenter cette donne avant de commencer les enchères",
            "before_call",
        ),
        ("Est a vu la dame de cœur de Sud pendant les enchères, après l'ouverture de Nord", "after_call"),
        ("on apprend à la fin du coup que Sud avait entendu le résultat à la table 3", "found_after_play"),
        ("sur RealBridge le remplaçant avait regardé les 4 mains en spectateur", "online"),
    ],
)
def test_when_the_extraneous_information_came_is_read(text: str, expected: str) -> None:
    assert vocabulary.facts("information_etrangere", text).get("when_16D") == expected


@pytest.mark.parametrize(
    "text",
    [
        "a-t-il entendu la table d'à côté avant de commencer les enchères ?",  # a question
        "on apprend que Sud avait entendu la table voisine",  # when it was learnt, not said
        "pendant les enchères on apprend à la fin du coup qu'il avait regardé",  # two moments: none
    ],
)
def test_when_the_extraneous_information_came_is_not_read_from_other_words(text: str) -> None:
    assert vocabulary.facts("information_etrangere", text).get("when_16D") in (None, "found_after_play")


# --- an online think time (the log): normal, or unusual and when the director is called ---------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("le log BBO montre 6 secondes, c'est le tempo habituel de ce joueur", "normal"),
        (
            "BBO montre 45 secondes avant le passe de Nord, d'habitude il joue vite, on m'appelle tout de suite",
            "unusual_now",
        ),
        # Tester19 Q12: the minute is the record (a fact), not a finding that it was unusual for him (16B1).
        ("fin du coup, RealBridge affiche 1 minute de réflexion de Sud avant son passe, EO contestent", None),
    ],
)
def test_an_online_think_time_is_read(text: str, expected: str | None) -> None:
    assert vocabulary.facts("en_ligne_hesitation", text).get("think_time") == expected


@pytest.mark.parametrize(
    "text",
    [
        "BBO montre 45 secondes avant le passe de Nord",  # unusual or not, and when: unsaid
        "45 secondes, ce n'est pas son tempo habituel ?",  # a question
        "45 secondes, on m'appelle tout de suite, et à la fin du coup ils contestent",  # two moments: none
    ],
)
def test_an_online_think_time_is_not_read_from_other_words(text: str) -> None:
    assert "think_time" not in vocabulary.facts("en_ligne_hesitation", text)


# --- the pair's agreement against the explanation (21B1b) --------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "la carte de conventions confirme l'explication, c'est Sud qui s'est trompé d'enchère",
            "call_wrong",
        ),
        (
            "l'explication était correcte et claire, c'est Ouest qui a mal entendu « quatrième couleur »",
            "misunderstood",
        ),
        ("Nord-Sud n'ont aucun accord sur ce 4♣, ils le reconnaissent tous les deux", "no_agreement"),
    ],
)
def test_the_evidence_on_the_agreement_is_read(text: str, expected: str) -> None:
    assert vocabulary.facts("explication_erronee", text).get("evidence") == expected


@pytest.mark.parametrize(
    "text",
    [
        "il a mal expliqué, ou c'est Nord qui s'est trompé d'enchère ?",  # an alternative and a question
        "Nord a mal compris, l'explication n'était pas claire",  # the explanation itself was unclear
        "aucun accord n'est écrit sur la feuille, mais ils le jouent toujours ainsi",  # an implicit agreement
        "s'il s'est trompé d'enchère, que fait-on ?",  # a supposition
    ],
)
def test_the_evidence_on_the_agreement_is_not_read_from_other_words(text: str) -> None:
    assert "evidence" not in vocabulary.facts("explication_erronee", text)


# --- the declarer's choice after a faced lead out of turn (54) -------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Est accepte l'entame et préfère être le mort, Ouest jouera le coup", "accept_dummy"),
        ("Sud, le déclarant, préfère étaler ses cartes et laisser jouer son partenaire", "accept_dummy"),
        ("le décla accepte et joue le coup", "accept_declare"),
        ("le décla refuse l'entame hors tour et laisse l'entame libre à l'autre défenseur", "free_lead"),
        (
            "le déclarant n'a pas encore choisi, il hésite entre accepter l'entame et interdire la couleur",
            "not_yet",
        ),
    ],
)
def test_the_declarers_choice_is_read(text: str, expected: str) -> None:
    assert vocabulary.facts("entame", text).get("declarer_choice") == expected


@pytest.mark.parametrize(
    "text",
    [
        "s'il accepte l'entame, peut-il encore devenir le mort ?",  # a question and a supposition
        "le déclarant refuse, il ne veut pas être le mort",  # refused
        "le mort présumé a étalé ses cartes avant l'entame",  # the dummy's act, no choice
    ],
)
def test_the_declarers_choice_is_not_read_from_other_words(text: str) -> None:
    assert vocabulary.facts("entame", text).get("declarer_choice") != "accept_dummy"


# --- tester7's findings (→ finder11): each a regression test ----------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        # T2: « hors tour » told of a later lead, attack or pass says nothing of the insufficient bid.
        "d5 t3 Nord ouvre 1SA, Est dit 1♠ insuffisant, Sud l'accepte, puis Sud joue 3SA et Nord a entamé hors tour",
        "après 1SA de Nord, Est dit 1♥ insuffisant, Sud accepte, puis Est a attaqué hors tour pendant le jeu",
        "Nord ouvre 1SA, Est dit 1♠, puis Ouest a passé hors tour",
    ],
)
def test_t2_another_acts_out_of_turn_is_not_the_insufficient_bids(text: str) -> None:
    assert vocabulary.facts("enchere_insuffisante", text).get("in_rotation") != "no"


def test_t2_the_lho_who_accepts_is_read_when_the_contract_makes_him_a_role() -> None:
    text = "d5 t3 Nord ouvre 1SA, Est dit 1♠ insuffisant, Sud l'accepte, puis Sud joue 3SA et Nord a entamé hors tour"
    assert vocabulary.evidence("enchere_insuffisante", text)["lho_accepts"] == vocabulary.Stated(
        "accepts", "Sud l'accepte"
    )
    # His partner accepting accepts nothing (27A1): not read.
    text = "Nord ouvre 1SA, Est dit 1♠ insuffisant, Ouest l'accepte, puis Sud joue 3SA"
    assert "lho_accepts" not in vocabulary.facts("enchere_insuffisante", text)


def test_t2_an_insufficient_bid_said_out_of_turn_is_still_read() -> None:
    assert (
        vocabulary.facts("enchere_insuffisante", "Est a dit 1♠ hors tour sur le 1SA de Nord")["in_rotation"]
        == "no"
    )


def test_t4_two_seats_revoking_are_two_revokes_never_one() -> None:
    text = (
        "d10 t4 Sud joue 4♠, Est a renoncé à cœur à la 3e levée, puis Ouest a renoncé à trèfle à la 7e levée,"
        " découvert à la fin du coup"
    )
    facts = vocabulary.facts("renonce", text)
    assert facts["situation"] == "two_revokes"
    assert facts["offender"] == "defender"  # both defend Sud's 4♠
    text = "Sud joue 4♠, Est a renoncé à cœur, puis Nord a renoncé à trèfle"  # one of each side
    assert "offender" not in vocabulary.facts("renonce", text)
    assert "offender" not in vocabulary.facts(
        "renonce", "Est a renoncé à cœur, puis Ouest a renoncé à trèfle"
    )


@pytest.mark.parametrize(
    "text",
    [
        "Ouest n'a pas renoncé, c'est Est qui a renoncé à pique",  # one denied: not two
        "Est a renoncé à pique ; Ouest a-t-il renoncé aussi ?",  # the second asked
    ],
)
def test_t4_a_second_seat_denied_or_asked_is_not_a_second_revoke(text: str) -> None:
    assert vocabulary.facts("renonce", text).get("situation") != "two_revokes"


@pytest.mark.parametrize(
    "text",
    [
        "d9 t1 4♥ par S, O a renoncé puis a corrigé tout de suite, personne n'avait joué à la levée suivante",
        "4♥ par S, O a renoncé à ♣ puis s'est corrigé avant que son partenaire joue à la levée suivante",
    ],
)
def test_t18_nobody_of_the_side_played_to_the_next_trick(text: str) -> None:
    facts = vocabulary.facts("renonce", text)
    assert (facts.get("when"), facts.get("established")) == ("not_established", "no")


def test_t18_corrected_at_once_alone_says_nothing_of_the_stage() -> None:
    assert "when" not in vocabulary.facts("renonce", "4♥ par S, O a renoncé puis a corrigé tout de suite")


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Nord ouvre 1♠, Est dit 1♥, Est corrige en 2♥", "corrige en 2♥"),
        ("Nord ouvre 1♥, Est dit 1♦ puis remplace par 3♠.", "remplace par 3♠"),
    ],
)
def test_t21_the_replacement_is_quoted_as_typed(text: str, said: str) -> None:
    assert vocabulary.evidence("enchere_insuffisante", text)["replacement"].words == said


# --- who appeals (92, 93), an inadmissible double (19, 36), a call after the final pass (39), the tricks (79) ----


@pytest.mark.parametrize(
    ("topic", "question", "text", "expected"),
    [
        ("suites_decision", "appellants", "NS font appel de ma décision, tous les deux", "pair_both"),
        ("suites_decision", "appellants", "seul Nord veut faire appel, Sud n'est pas d'accord", "pair_one"),
        (
            "suites_decision",
            "appellants",
            "l'équipe Martin fait appel, avec l'accord de son capitaine",
            "team_captain",
        ),
        (
            "suites_decision",
            "appellants",
            "un joueur de l'équipe fait appel sans l'accord de son capitaine",
            "team_no_captain",
        ),
        ("declaration_inadmissible", "kind", "Nord a contré le 2♥ de son propre partenaire", "double_19"),
        (
            "declaration_inadmissible",
            "kind",
            "les enchères étaient finies et Ouest a contré",
            "after_final_pass",
        ),
        ("levees", "case", "fin du coup : NS comptent 9 levées, EO disent 8", "disagreement"),
        (
            "levees",
            "case",
            "tout le monde est d'accord sur 10 levées mais on a inscrit 4♠ moins un",
            "score_error",
        ),
    ],
)
def test_more_first_answers_are_read(topic: str, question: str, text: str, expected: str) -> None:
    assert vocabulary.facts(topic, text).get(question) == expected


@pytest.mark.parametrize(
    ("topic", "question", "text"),
    [
        ("suites_decision", "appellants", "ils sont tous les deux d'accord avec ma décision"),  # no appeal
        ("suites_decision", "appellants", "font-ils appel tous les deux ?"),  # a question
        (
            "declaration_inadmissible",
            "kind",
            "Nord n'a pas contré son propre partenaire, il a contré Est",
        ),  # denied
        ("levees", "case", "NS comptent-ils 9 levées ?"),  # a question
        ("levees", "case", "sont-ils d'accord sur 10 levées ? le bridgemate dit 9"),  # a question
    ],
)
def test_more_first_answers_are_not_read_from_other_words(topic: str, question: str, text: str) -> None:
    assert vocabulary.facts(topic, text).get(question) not in (
        "pair_both",
        "pair_one",
        "double_19",
        "disagreement",
        "score_error",
    )


# --- a change of call: the intent and the moment (25A, 25B) ------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "j'ai sorti 2♠ au lieu de 2♥, les cartons étaient collés ! mon partenaire n'a encore rien dit",
            ("slip", "in_time"),
        ),
        (
            "Sud a dit 3♥ puis « non, je préfère 4♥ », personne n'a parlé depuis",
            ("change_of_mind", "in_time"),
        ),
        (
            "il a dit passe parce qu'il croyait que son partenaire avait passé, il avait mal lu les enchères",
            ("inattention", None),
        ),
        ("Sud veut changer son 1♦ mais Nord a déjà répondu 1♠", (None, "partner_acted")),
        # What he says of his own call is his claim: the intent is not filled. Nor the moment (session 8,
        # auditor7): the lead made does not say partner has not called since the 4♥ (25A4 against 25A5).
        ("Est dit que son 4♥ était un mauvais carton, mais l'entame est déjà faite", (None, None)),
        (
            "Ouest a passé en dernier, c'était un lapsus, il voulait contrer, l'entame n'est pas faite",
            ("slip", "last_call_before_lead"),
        ),
    ],
)
def test_a_change_of_calls_intent_and_moment_are_read(
    text: str, expected: tuple[str | None, str | None]
) -> None:
    facts = vocabulary.facts("changement_declaration", text)
    assert (facts.get("intent"), facts.get("timing")) == expected


@pytest.mark.parametrize(
    "text",
    [
        # « après l'entame » is a moment, not « partner has not called since » (the blind doubtful kind).
        "après l'entame, Sud dit qu'il a sorti 2♠ au lieu de 2♥, son partenaire n'a pas parlé",
        "son partenaire n'a-t-il pas encore parlé ?",  # a question
    ],
)
def test_partner_not_having_called_is_never_read_from_the_lead(text: str) -> None:
    assert vocabulary.facts("changement_declaration", text).get("timing") != "in_time"


# --- the disconnected seat: « s'est » is never the seat Est (tester7 T19's reading) ---------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("un joueur s'est déconnecté sur BBO", None),
        ("Est s'est déconnecté 2 minutes, il est revenu à temps", "eo"),
        ("Nord est déconnecté depuis 5 minutes", "ns"),
        ("un robot a remplacé Est déconnecté et EO se plaignent", "eo"),
        ("Est et Nord se sont déconnectés", None),
        ("Nord dit qu'Est s'est déconnecté exprès ?", None),
    ],
)
def test_the_disconnected_seat_is_read_from_the_seat_typed(text: str, expected: str | None) -> None:
    assert vocabulary.facts("en_ligne_deconnexion", text).get("disconnected_side") == expected


# --- a claim: the opponents' trump, and what the claimer said of it (70C) -----------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "4♥ de Sud, il revendique en disant « plus d'atout dehors », mais Ouest a encore le 9♥",
            "said_none_left",
        ),
        (
            "Sud revendique les 4 dernières sans rien dire de l'atout qui reste chez Est, EO contestent",
            "unmentioned",
        ),
        (
            "il reste un atout chez Est, le décla a dit « je tire le dernier atout et tout est bon »",
            "mentioned",
        ),
        ("après 1♠ de Nord, Est joue 3SA et revendique le reste ; NS contestent", "none"),
    ],
)
def test_the_outstanding_trump_is_read(text: str, expected: str) -> None:
    assert vocabulary.facts("revendication", text).get("outstanding_trump") == expected


@pytest.mark.parametrize(
    "text",
    [
        # No trump out, said by the director: the claimer's line is the question, not a forgotten trump.
        "il n'y a plus d'atout dehors, c'est juste que le déclarant n'a pas dit comment il jouerait les carreaux",
        "contrat à sans-atout ? non, à pique ; Ouest conteste",  # a question, then denied
        "après 1♠ de Nord, reste-t-il un atout ?",  # a question; 1♠ is an opening, not the contract
    ],
)
def test_the_outstanding_trump_is_not_read_from_other_words(text: str) -> None:
    assert vocabulary.facts("revendication", text).get("outstanding_trump") in (None,)


# --- tester7 T26: facts docs/topics.md promises, typed short ------------------------------------------------------


def test_t26_a_double_of_partners_call_typed_short() -> None:
    assert (
        vocabulary.facts("declaration_inadmissible", "d6 t1 N a contré le 1SA de son partenaire")["kind"]
        == "double_19"
    )
    text = "N a contré le 1SA d'Est, l'adversaire de son partenaire"  # an opponent's call
    assert "kind" not in vocabulary.facts("declaration_inadmissible", text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Sud a cliqué le ♠2 au lieu du ♠A, Ouest n'a pas encore joué", "next_not_played"),
        ("Sud a cliqué le ♠2 au lieu du ♠A, Nord n'a pas encore joué", None),  # not the next seat
        ("Sud a cliqué le ♠2 ; Ouest n'a pas encore joué ?", None),  # a question
    ],
)
def test_t26_the_next_player_not_having_played_after_a_click(text: str, expected: str | None) -> None:
    assert vocabulary.facts("en_ligne_clic", text).get("card_timing") == expected


# --- unauthorised information admitted or disputed (16B), a breach of conduct or a misleading tempo (73, 74) -----


@pytest.mark.parametrize(
    ("topic", "question", "text", "expected"),
    [
        # Tester19 Q12: the minute is agreed (a fact); whether it told partner anything is the director's (16B1).
        (
            "information_non_autorisee",
            "ui_exists",
            "tout le monde est d'accord : Ouest a réfléchi une bonne minute avant de passer",
            None,
        ),
        (
            "information_non_autorisee",
            "facts_agreed",
            "tout le monde est d'accord : Ouest a réfléchi une bonne minute avant de passer",
            "yes",
        ),
        (
            "information_non_autorisee",
            "ui_exists",
            "Nord dit que Sud a hésité, Sud dit qu'il n'a pas hésité du tout",
            "disputed",
        ),
        (
            "information_non_autorisee",
            "ui_exists",
            "tout le monde est d'accord que Nord a passé au tempo normal",
            "no",
        ),
        ("tempo_comportement", "case", "Ouest a traité son adversaire d'incapable", "conduct"),
        (
            "tempo_comportement",
            "case",
            "il a réfléchi, il avait un vrai problème : deux impasses, ce n'était pas pour tromper",
            None,  # the aim denied: asked (auditor24's doubt on s21, the lead's decision, session 21)
        ),
    ],
)
def test_tempo_and_conduct_cases_are_read(topic: str, question: str, text: str, expected: str | None) -> None:
    assert vocabulary.facts(topic, text).get(question) == expected


@pytest.mark.parametrize(
    ("topic", "question", "text"),
    [
        (
            "information_non_autorisee",
            "ui_exists",
            "Ouest a-t-il réfléchi longtemps ? tout le monde est d'accord ?",
        ),
        (
            "information_non_autorisee",
            "ui_exists",
            "si tout le monde est d'accord qu'il a hésité, que fait-on",
        ),
        ("tempo_comportement", "case", "Nord n'a pas traité son partenaire d'imbécile, il a dit bien joué"),
    ],
)
def test_tempo_and_conduct_cases_are_not_read_from_other_words(topic: str, question: str, text: str) -> None:
    assert vocabulary.facts(topic, text).get(question) not in ("yes", "conduct")


# --- the scoring form of an adjusted score (12C) -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("donne non jouée faute de temps, tournoi par paires", "pairs"),
        ("tournoi par paires en IMP, moyenne à attribuer sur une donne non jouée", "imp"),
        ("match par 4 en IMP, marque ajustée", None),  # a team match: its own options (86B, 12C)
        ("tournoi par paires ou en IMP ? je ne sais plus", None),  # a question
    ],
)
def test_the_scoring_form_is_read(text: str, expected: str | None) -> None:
    assert vocabulary.facts("marque_ajustee", text).get("scoring_form") == expected


def test_a_hesitation_before_a_card_then_partners_act_is_not_a_tempo_meant_to_mislead() -> None:
    text = "Ouest a hésité avant de jouer petit, son partenaire a ensuite trouvé le bon retour"
    assert vocabulary.facts("tempo_comportement", text).get("case") != "deception"

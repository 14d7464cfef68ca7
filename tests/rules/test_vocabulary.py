"""French as people type it, and the vocabulary files a director reads and extends (issue 31)."""

from __future__ import annotations

import pytest

import rules
from rules import vocabulary


def test_numbers_ordinals_suits_and_accents() -> None:
    assert vocabulary.words("Douzième levée, la 12e, 1er tour, quatorze cartes") == (
        "12",
        "levee",
        "la",
        "12",
        "1",
        "tour",
        "14",
        "cartes",
    )
    assert vocabulary.words("4♠ contré, 3SA, 2 sans atout, ♥") == (
        "4",
        "pique",
        "contre",
        "3",
        "sansatout",
        "2",
        "sansatout",
        "coeur",
    )
    assert vocabulary.words("il a joué sa dame de cœur") == ("il", "a", "joue", "sa", "dame", "de", "coeur")
    assert vocabulary.stem("renoncé") == vocabulary.stem("renoncer") == vocabulary.stem("renonce")


def test_every_vocabulary_names_a_topic_and_every_fact_an_answer() -> None:
    known = {t.id: {q.id: q.values() for q in t.questions.values()} for t in rules.topics()}
    assert vocabulary.check(known) == []
    assert set(vocabulary.vocabularies()) == set(known)  # every topic has its words


def test_facts_stated_in_the_issue() -> None:
    assert vocabulary.facts("renonce", "le mort a renoncé")["offender"] == "dummy"
    assert vocabulary.facts("renonce", "deux renonces")["situation"] == "two_revokes"
    assert (
        vocabulary.facts("entame", "entame hors tour face cachée")["situation"] == "wrong_defender_face_down"
    )
    # the short hand said too (tester20 P5: fourteen cards alone may be a surplus card, 13C)
    assert vocabulary.facts("nombre_de_cartes", "14 cartes et 12 à Sud après les enchères") == {
        "problem": "too_many",
        "when_13": "after_call",
    }


def test_a_fact_needs_its_words_and_yields_to_its_exceptions() -> None:
    assert vocabulary.facts("renonce", "renonce non consommée")["when"] == "not_established"
    assert "when" not in vocabulary.facts("renonce", "la renonce est consommée")
    assert vocabulary.facts("renonce", "renonce à la 5e levée")["trick_twelve"] == "before_12"
    assert vocabulary.facts("renonce", "renonce à la douzième levée")["trick_twelve"] == "twelfth"
    assert vocabulary.facts("declaration_inadmissible", "il a dit 8 SA")["kind"] == "above_seven"
    assert vocabulary.facts("declaration_inadmissible", "il a dit 7 SA") == {}
    assert vocabulary.facts("suites_decision", "il a fait appel") == {"case": "appeal"}
    assert vocabulary.facts("suites_decision", "il a lancé un appel à l'arbitre") == {}


def test_seats_are_roles_once_the_declarer_is_named() -> None:
    assert vocabulary.declarer_seat("Sud joue 4♠ contré") == "sud"
    assert vocabulary.declarer_seat("3SA par Ouest") == "ouest"
    assert vocabulary.declarer_seat("déclarant Est, entame ♥") == "est"
    assert vocabulary.declarer_seat("la table est en retard") is None  # « est » the verb
    assert vocabulary.with_roles("Sud joue 4♠, Ouest n'a pas fourni, Nord-Sud vulnérables") == (
        "le déclarant joue 4♠, le défenseur n'a pas fourni, Nord-Sud vulnérables"
    )
    assert vocabulary.facts("renonce", "Sud joue 4♠, Ouest n'a pas fourni à cœur")["offender"] == "defender"
    assert vocabulary.facts("renonce", "3SA par Ouest, Est a renoncé")["offender"] == "dummy"
    assert "offender" not in vocabulary.facts("renonce", "Ouest n'a pas fourni à cœur")  # no declarer named
    assert "offender" not in vocabulary.facts(
        "renonce", "le mort a renoncé, non c'est le déclarant qui a renoncé"
    )


def test_a_denied_fact_is_not_stated() -> None:
    # D9: « pas, plus, jamais, ni, sans, non » just before the fact's words, or skipped by its `*`.
    assert (
        vocabulary.facts(
            "cartes_penalisees", "Sud déclarant, Ouest a laissé tomber une carte, ce n'était pas un honneur"
        )["honour"]
        == "no"
    )
    assert "kind" not in vocabulary.facts(
        "declaration_inadmissible", "il n'était pas obligé de passer mais il a dit 2♠"
    )
    assert (
        vocabulary.facts("suites_decision", "la paire est très lente, elle n'a pas encore été avertie")[
            "history"
        ]
        == "none"
    )
    assert "intent" not in vocabulary.facts("changement_declaration", "il dit que ce n'est pas un lapsus")
    assert "offender" not in vocabulary.facts("renonce", "Sud joue 4♠, Ouest n'a pas renoncé")
    assert "situation" not in vocabulary.facts("revendication", "la revendication non contestée de Sud")
    # a clause apart, the negation says nothing of the fact
    assert vocabulary.facts("renonce", "le mort a renoncé, pas de renonce en défense") == {
        "offender": "dummy"
    }


def test_the_declarer_is_the_final_contracts_and_never_a_bids() -> None:
    # D8: the opening bid is not the contract; two readings that disagree give no roles.
    text = "Après l'ouverture 1♠ de Nord, contrat 4♥ par Est ; Est a renoncé à la levée 3"
    assert vocabulary.declarer_seat(text) == "est"
    assert vocabulary.facts("renonce", text)["offender"] == "declarer"
    assert vocabulary.declarer_seat("Nord a ouvert 1♥, Sud joue 4♠") == "sud"
    assert vocabulary.declarer_seat("l'ouverture 1♠ par Nord, Est a renoncé") is None
    assert vocabulary.declarer_seat("Sud joue 4♠, non Nord joue 3SA") is None
    assert vocabulary.declarer_seat("Ouest a montré le 4♥ de Sud") is None  # a card
    assert vocabulary.declarer_seat("4♠ contré par Ouest") is None  # Ouest doubled
    assert vocabulary.declarer_seat("Sud joue 4♠ contré par Ouest") == "sud"
    assert vocabulary.declarer_seat("Nord-Sud joue 4♠") is None  # a side, not a seat


def test_a_trick_is_numbered_never_counted() -> None:
    # D11: « à la Ne levée », « levée N », « Ne pli »; never « il restait 2 levées », « fait 10 levées ».
    assert vocabulary.facts("renonce", "Nord a renoncé à la 9e levée")["trick_twelve"] == "before_12"
    assert vocabulary.facts("renonce", "renonce levée 12")["trick_twelve"] == "twelfth"
    assert (
        vocabulary.facts("renonce", "Ouest a renoncé à l'avant-dernière levée")["trick_twelve"] == "twelfth"
    )
    for text in (
        "il restait 2 levées à jouer quand Est a renoncé",
        "Sud déclarant a fait 10 levées, Ouest a renoncé",
        "renonce découverte 2 levées après",
        "Ouest avait renoncé à la dernière levée",
    ):
        assert "trick_twelve" not in vocabulary.facts("renonce", text), text


def test_findings_d10_d12_and_cards_that_are_not_bids() -> None:
    # D10: the speed of the call says nothing of the revoke's establishment; the dummy's card to the next
    # trick does (63A1, tester16 T5): established during the play.
    assert (
        vocabulary.facts(
            "renonce",
            "le déclarant a renoncé, on m'a appelé immédiatement après que le mort a joué à la levée suivante",
        ).get("when")
        == "played"
    )
    # D12: « face visible » alone is not a lead; a card led during the auction is not an opening lead.
    assert "situation" not in vocabulary.facts(
        "entame", "le mort a étalé ses cartes face visible avant l'entame"
    )
    assert "situation" not in vocabulary.facts("entame", "Est a entamé face visible pendant les enchères")
    assert vocabulary.facts("entame", "Est a entamé face visible alors que c'était à Ouest")["situation"] == (
        "wrong_defender_faced"
    )
    # a card named in the words is never a bid
    assert "kind" not in vocabulary.facts("declaration_inadmissible", "Nord a montré le 8♥ à son partenaire")
    assert vocabulary.facts("declaration_inadmissible", "il a enchéri 8 coeur")["kind"] == "above_seven"


def test_each_fact_comes_with_the_words_it_was_read_from() -> None:
    found = vocabulary.evidence("renonce", "Sud joue 4♠, Ouest n'a pas fourni à la 9e levée")
    assert found["offender"].words == "Ouest n'a pas fourni"
    assert found["trick_twelve"].words == "la 9e levée"


def test_a_question_or_a_supposition_states_nothing() -> None:
    # Issue 37 §1 (round 5): a question is not a statement, nor « s'il avait… », nor someone's claim.
    assert "when" not in vocabulary.facts("renonce", "le mort a renoncé, la renonce est-elle consommée ?")
    assert vocabulary.facts("renonce", "le mort a renoncé, la renonce est-elle consommée ?") == {
        "offender": "dummy",
        "situation": "not_followed",  # tester11 X13: the clause stated says the revoke, the question its stage
    }
    assert "offender" not in vocabulary.facts("renonce", "le déclarant a-t-il renoncé à la 5e levée")
    assert "trick_twelve" not in vocabulary.facts("renonce", "s'il avait renoncé à la 5e levée, que faire")
    assert "situation" not in vocabulary.facts(
        "renonce", "Est prétend qu'Ouest n'a pas fourni alors qu'il en avait"
    )
    assert "situation" not in vocabulary.facts(
        "renonce", "selon Est, Ouest n'a pas fourni alors qu'il en avait"
    )
    assert "declarer_choice" not in vocabulary.facts("attaque", "le déclarant peut-il refuser l'attaque ?")
    assert "intent" not in vocabulary.facts("changement_declaration", "est-ce un lapsus ?")
    # the words before the marker still state their fact
    assert (
        vocabulary.facts("renonce", "le mort a renoncé, je me demande si la renonce est consommée")[
            "offender"
        ]
        == "dummy"
    )
    # « commentaires » is not « comment ? »
    assert (
        vocabulary.facts("suites_decision", "commentaires entendus par la table voisine")["offence"] == "90B3"
    )


def test_two_trick_numbers_with_the_twelfth_give_no_trick() -> None:
    # The revoke and its discovery: « la 11e … la 12e » does not say which one is the revoke's.
    assert "trick_twelve" not in vocabulary.facts(
        "renonce", "Ouest a renoncé à la 11e levée, on l'a vu à la 12e levée"
    )
    assert "trick_twelve" not in vocabulary.facts("renonce", "on a vu à la levée 12 la renonce de la levée 4")
    # the last trick (13th) is never a revoke's: the revoke is the other trick named
    assert (
        vocabulary.facts("renonce", "Ouest a renoncé à la 4e levée, découverte à la dernière levée")[
            "trick_twelve"
        ]
        == "before_12"
    )


def test_words_that_look_like_a_fact_and_are_not() -> None:
    # « il s'est trompé » is no attempt to deceive; « je les ai avertis » is today's warning, not a past one.
    assert "case" not in vocabulary.facts("tempo_comportement", "il a hésité puis il s'est trompé de carte")
    assert (
        vocabulary.facts("tempo_comportement", "il a hésité pour tromper l'adversaire")["case"] == "deception"
    )
    assert "history" not in vocabulary.facts("suites_decision", "la paire est lente, je les ai avertis")
    assert vocabulary.facts("suites_decision", "la paire est lente, avertie deux fois")["history"] == "warned"
    assert "case" not in vocabulary.facts("suites_decision", "Nord a fait appel à moi pour une hésitation")
    # « personne n'a contesté » denies the contest
    assert "situation" not in vocabulary.facts("revendication", "personne n'a contesté la revendication")
    # a revoke found during a claim is not « after the play »
    assert "when" not in vocabulary.facts(
        "renonce", "Sud revendique à la fin du coup, Est signale une renonce"
    )


def test_findings_of_the_second_tuning_set() -> None:
    # descriptions_tuning_s2.txt (issue 37, round 5): each wrong pre-fill it showed, in words of mine.
    both = vocabulary.facts(
        "renonce", "renonce des 2 côtés : le mort a pas fourni à trèfle, puis Ouest aussi"
    )
    assert both.get("situation") == "two_revokes" and "offender" not in both
    assert "situation" not in vocabulary.facts("renonce", "il a coupé le pique, il en avait plus")
    assert "situation" not in vocabulary.facts("renonce", "il a coupé, mais il jure qu'il n'en avait plus")
    assert "intent" not in vocabulary.facts("changement_declaration", "il dit qu'il s'est trompé de carton")
    assert vocabulary.facts(
        "declaration_hors_tour", "Est contre hors tour l'enchère de son propre partenaire"
    ) == {"call": "inadmissible_double"}
    assert vocabulary.facts("declaration_hors_tour", "il a contré hors tour au tour de son partenaire")[
        "call"
    ] == ("double")
    # what someone was told is a fact, not a claim
    assert vocabulary.facts("attaque", "le mort lui a dit que c'était à lui, il a attaqué cœur")[
        "situation"
    ] == ("told_his_turn")


def test_a_seat_said_to_defend_or_declare_is_its_role() -> None:
    # « Ouest (en défense) », « N (défense) », « Sud (déclarant) », « le décla »: the words say the role.
    assert vocabulary.facts("renonce", "Ouest (en défense) a renoncé à trèfle")["offender"] == "defender"
    assert vocabulary.facts("renonce", "N (défense) n'a pas fourni à pique")["offender"] == "defender"
    assert vocabulary.declarer_seat("Sud (déclarant) a coupé") == "sud"
    assert vocabulary.declarer_seat("S, le déclarant, a coupé") == "sud"
    assert vocabulary.declarer_seat("le déclarant c'est Est") == "est"
    assert vocabulary.facts("renonce", "le decla a renoncé à carreau")["offender"] == "declarer"
    # « Ouest, le déclarant c'est Sud »: the comma ends Ouest's clause, Sud is declarer
    text = "Est a entamé alors que c'était à Ouest, le déclarant c'est Sud"
    assert vocabulary.declarer_seat(text) == "sud"
    # two readings that disagree give no roles
    assert vocabulary.facts("renonce", "Sud joue 4♠, Nord (défense) a renoncé").get("offender") is None
    assert vocabulary.facts("renonce", "Nord (défense) et Est (défense) ont renoncé").get("offender") is None
    # « S'il », « N° 5 », « N-S » are no seats
    assert vocabulary.declarer_seat("S'il est déclarant") is None
    assert vocabulary.with_roles("Ouest (défense), N-S vulnérables") == "le défenseur, N-S vulnérables"


def test_plain_statements_of_the_second_tuning_set_are_taken() -> None:
    found = vocabulary.facts("renonce", "le coup est fini, les cartes sont encore devant les joueurs")
    assert found["discovered"] == "after_play" and found["when"] == "after_play"
    assert found["hands_returned"] == "no"
    found = vocabulary.facts("renonce", "les mains ne sont pas encore remises dans l'étui")
    assert found["hands_returned"] == "no"
    assert vocabulary.facts("renonce", "les mains sont déjà rangées dans l'étui")["hands_returned"] == "yes"
    assert vocabulary.facts("renonce", "on m'appelle, le tour est fini")["when"] == "after_round"
    assert vocabulary.facts("renonce", "son partenaire a déjà joué à la levée suivante")["when"] == "played"
    assert "when" not in vocabulary.facts("renonce", "son partenaire n'a pas encore joué à la levée suivante")
    assert (
        vocabulary.facts("renonce", "il a défaussé alors qu'il lui en restait un")["situation"]
        == "not_followed"
    )
    assert vocabulary.facts("renonce", "le mort a posé 2 cartes l'une sur l'autre")["situation"] == (
        "defective_trick"
    )
    assert (
        vocabulary.facts("entame", "le futur mort a entamé le roi de pique")["situation"] == "declaring_side"
    )
    assert vocabulary.facts("attaque", "il a joué de sa main alors que la main était au mort")["who_led"] == (
        "declarer_wrong_hand"
    )
    assert (
        vocabulary.facts("carte_exposee_encheres", "Nord a fait tomber son roi de coeur")["cards"] == "honour"
    )
    assert vocabulary.facts("carte_exposee_encheres", "le 4 de trèfle est tombé")["cards"] == "single_low"
    assert "cards" not in vocabulary.facts("carte_exposee_encheres", "le 4 de trèfle et le roi sont tombés")
    assert vocabulary.facts("marque_ajustee", "l'étui 12 n'a pas pu être joué")["situation"] == "no_result"
    assert vocabulary.facts("revendication", "Sud revendique, EO contestent")["situation"] == "contested"
    # doubtful, so not taken: 12 cards says nothing of another hand's 14; a wrong score, nothing of the tricks
    assert "problem" not in vocabulary.facts("nombre_de_cartes", "il n'a que 12 cartes")
    assert "case" not in vocabulary.facts("levees", "la marque inscrite est fausse, ils contestent")


def test_an_honour_is_the_card_exposed_and_si_can_mean_so() -> None:
    # the honour must be the card dropped, shown or penalised, not any honour of the sentence
    assert "honour" not in vocabulary.facts(
        "cartes_penalisees", "Ouest a laissé tomber une carte, le déclarant a joué le roi"
    )
    assert (
        vocabulary.facts("cartes_penalisees", "le défenseur a laissé tomber le roi de pique")["honour"]
        == "yes"
    )
    # « si bas » is « so low »: the words after it still state their fact
    assert (
        vocabulary.facts(
            "cartes_penalisees", "elle tenait ses cartes si bas que son partenaire a vu son roi"
        )["honour"]
        == "yes"
    )
    assert "honour" not in vocabulary.facts("cartes_penalisees", "si le partenaire a vu son roi, que faire")


def test_a_negation_reaches_over_a_possessive_or_a_said() -> None:
    assert "case" not in vocabulary.facts("tempo_comportement", "ce n'est pas son téléphone qui a sonné")
    assert "kind" not in vocabulary.facts(
        "declaration_inadmissible", "il n'a pas dit 8 coeurs, il a dit 3 coeurs"
    )
    # a face-down lead by the player whose turn it was is no lead out of turn
    assert "situation" not in vocabulary.facts(
        "entame", "Est a posé une carte face cachée, c'était bien à lui"
    )


def test_a_director_unsure_of_what_he_tells_states_nothing() -> None:
    assert (
        vocabulary.facts(
            "declaration_hors_tour", "Sud a contré hors tour, ou alors il a passé, on ne sait plus"
        )
        == {}
    )
    assert vocabulary.facts("renonce", "le mort a renoncé je crois") == {}
    assert vocabulary.facts("renonce", "le mort a renoncé, pas sûr que ce soit à la 5e levée") == {}
    assert (
        vocabulary.facts("renonce", "le mort a renoncé sur la table")["offender"] == "dummy"
    )  # « sur », not « sûr »
    # the other moment named cancels « avant les enchères »; 14 cards elsewhere makes it too many, not missing
    assert "when_16D" not in vocabulary.facts(
        "information_etrangere",
        "avant les enchères on avait rien vu, c'est pendant les enchères qu'il a regardé",
    )
    assert (
        vocabulary.facts("nombre_de_cartes", "il manque une carte à Ouest, Est en a 14")["problem"]
        == "too_many"
    )


def test_more_plain_statements_are_taken() -> None:
    # each a sentence of mine, in the second tuning set's manner
    assert vocabulary.facts("renonce", "le déclarant a coupé de sa main alors qu'il avait du trèfle")[
        "offender"
    ] == ("declarer")
    assert vocabulary.facts("entame", "Ouest a retourné le 2 de carreau alors que c'était à Est")[
        "situation"
    ] == ("wrong_defender_faced")
    assert vocabulary.facts("entame", "le déclarant lui a dit c'est à vous")["told_to_lead"] == "yes"
    assert vocabulary.facts("entame", "les 2 défenseurs ont posé une carte face cachée")["both_how"] == (
        "both_face_down"
    )
    assert (
        vocabulary.facts("attaque", "le mort a dit à Est à vous, et Est a attaqué")["situation"]
        == "told_his_turn"
    )
    assert (
        vocabulary.facts("jeu_premature", "Sud et Ouest ont attaqué en même temps")["situation"]
        == "two_players"
    )
    assert vocabulary.facts("jeu_premature", "le défenseur a joué avant son partenaire")["situation"] == (
        "defender_before_partner"
    )
    # « Ouest a fourni avant son partenaire »: Ouest may be declarer, before dummy
    assert "situation" not in vocabulary.facts(
        "jeu_premature", "Ouest a fourni avant que son partenaire joue"
    )
    assert vocabulary.facts("carte_jouee", "Ouest dit « je joue le roi »")["case"] == "named"
    assert vocabulary.facts("enchere_insuffisante", "Est a dit 1♥ à son tour")["in_rotation"] == "yes"
    assert vocabulary.facts("enchere_insuffisante", "ce n'était pas à son tour")["in_rotation"] == "no"
    assert (
        vocabulary.facts("changement_declaration", "son partenaire n'a pas encore parlé")["timing"]
        == "in_time"
    )
    assert vocabulary.facts("carte_exposee_encheres", "les enchères continuent")["auction_over"] == "not_yet"
    assert vocabulary.facts("mauvais_etui", "on s'est trompé d'étui")["case"] == "wrong_board"
    assert vocabulary.facts("revendication", "on avait accepté sa revendication")["situation"] == "agreed"
    assert vocabulary.facts("revendication", "il revendique sans rien dire")["trump_said"] == "nothing"
    assert "conduct_kind" not in vocabulary.facts(
        "tempo_comportement", "ce n'est pas son téléphone qui a sonné"
    )


def test_a_cut_stem_is_written_as_a_prefix() -> None:
    # « penalis » stems to « penal » and missed « pénalisé »: `penalis*` stands for every word it begins
    assert "situation" not in vocabulary.facts(
        "renonce", "la carte pénalisée n'a pas été jouée alors qu'il en avait"
    )
    # « retiré » is no partner's information at the end (partner_after): the withdrawn call's case (session 5)
    assert (
        vocabulary.facts(
            "information_non_autorisee",
            "à la fin du coup ils contestent : le 2♠ retiré a aidé son partenaire",
        )["situation"]
        == "withdrawn_after"
    )
    assert vocabulary.facts("cartes_penalisees", "la dame de carreau pénalisée")["honour"] == "yes"


def test_when_the_director_is_called_for_unauthorised_information() -> None:
    # finder78: the call when play ends is 16B3's summons, the end-of-hand recall the topic asks (called_back)
    assert vocabulary.facts(
        "information_non_autorisee", "Est a longuement hésité, Ouest a dit 4♠, on m'appelle à la fin du coup"
    ) == {"situation": "partner_after", "called_back": "yes"}
    assert vocabulary.facts("information_non_autorisee", "je réserve mes droits, il a réfléchi longtemps")[
        "situation"
    ] == ("partner_now")
    assert vocabulary.facts(
        "explication_erronee", "pendant les enchères mon partenaire a mal expliqué mon 2♦"
    )["situation"] == ("auction_partner")


def test_the_last_plain_statements_of_round_5() -> None:
    assert (
        vocabulary.facts("renonce", "on retrouve le 5 de carreau au fond de l'étui")["card_found"]
        == "elsewhere"
    )
    assert (
        vocabulary.facts("renonce", "levée défectueuse : le mort a rien fourni")["defect_kind"] == "missing"
    )
    assert (
        vocabulary.facts("renonce", "personne ne lui a demandé s'il avait du carreau")["partner_asked"]
        == "no"
    )
    assert vocabulary.facts("attaque", "il a attaqué de sa main ; aucun défenseur a joué dessus")[
        "followed_wrong_hand"
    ] == ("no")
    assert (
        vocabulary.facts("carte_du_mort", "le déclarant a dit petit sans dire la couleur")["case"]
        == "incomplete"
    )
    assert vocabulary.facts("revendication", "il reste un atout chez Est")["trump_out"] == "yes"
    assert vocabulary.facts("revendication", "plus d'atout chez personne")["trump_out"] == "no"
    assert vocabulary.facts("changement_declaration", "il a pas vu que son partenaire avait ouvert")[
        "intent"
    ] == ("inattention")


def test_information_from_another_source_is_not_the_partners() -> None:
    assert "situation" not in vocabulary.facts(
        "information_non_autorisee", "Nord a vu la main d'Est, on m'appelle à la fin du coup"
    )


@pytest.mark.parametrize(
    ("words", "expected"),
    [
        # Tester15 V14: the partner saw nothing: no card exposed under 24, never « un honneur » (a pass imposed
        # on partner and a penalty card).
        (
            "pendant les enchères Ouest a fait tomber la dame de cœur face cachée, son partenaire n'a rien pu voir",
            "partner_could_not_see",
        ),
        ("pendant les annonces Nord laisse tomber le valet de pique face cachée", "partner_could_not_see"),
        # He did not look: whether he could see it is the director's (24, tester19 Q14).
        ("pendant les enchères Est a fait tomber le roi de pique, son partenaire n'a rien vu", None),
        ("Sud a fait tomber une carte face cachée pendant les enchères", "partner_could_not_see"),
        # who saw it, when « sauf X » does not say whether X is partner: asked
        ("pendant les enchères Ouest a fait tomber la dame de cœur, personne ne l'a vue sauf Nord", None),
        ("pendant les enchères Ouest a fait tomber la dame de cœur, personne ne l'a vue sauf Est", None),
        # traps: the partner saw it; an allegation; a lead face down before the end of the auction
        ("pendant les enchères Ouest a fait tomber la dame de cœur, son partenaire l'a vue", "honour"),
        (
            "pendant les enchères Ouest a fait tomber la dame de cœur face cachée, mais son partenaire l'a vue",
            None,
        ),
        (
            "pendant les enchères Ouest a fait tomber la dame de cœur ; Est dit que son partenaire n'a rien pu voir",
            None,
        ),
        ("Est a entamé face cachée avant la fin des enchères", "led"),
    ],
)
def test_a_card_its_partner_could_not_see_is_never_an_honour(words: str, expected: str | None) -> None:
    assert vocabulary.facts("carte_exposee_encheres", words).get("cards") == expected


@pytest.mark.parametrize(
    ("words", "expected"),
    [
        # Tester15 V16: a defender's card its partner could not see is no penalty card (49): its own answer.
        (
            "Sud joue 4♠. Ouest a fait tomber le roi de pique, seul le déclarant l'a vu, Est ne pouvait pas le voir",
            "unseen",
        ),
        ("Sud joue 4♠. Ouest a fait tomber le ♠R face cachée pendant le jeu, personne ne l'a vu", "unseen"),
        ("Sud joue 3SA, Est laisse tomber la dame de carreau, son partenaire n'a rien pu voir", "unseen"),
        # traps: partner saw it, or nothing said; a seat that is not the partner; an allegation; « sauf X »
        ("Sud joue 4♠. Ouest a fait tomber le roi de pique", "unintentional"),
        ("Sud joue 4♠. Ouest a fait tomber le roi de pique, Est l'a vu", "unintentional"),
        ("Sud joue 4♠. Ouest a fait tomber le roi de pique, Sud ne pouvait pas le voir", None),
        (
            "Sud joue 4♠. Ouest a fait tomber le roi de pique ; Ouest dit que son partenaire n'a rien pu voir",
            None,
        ),
        ("Sud joue 4♠. Ouest a fait tomber le roi de pique, personne ne l'a vu sauf Est", None),
    ],
)
def test_a_defenders_card_its_partner_could_not_see_is_its_own_answer(
    words: str, expected: str | None
) -> None:
    assert vocabulary.facts("cartes_penalisees", words).get("how_exposed") == expected


@pytest.mark.parametrize(
    ("words", "expected"),
    [
        # Tester15 V17: a card led while the auction goes on is Law 24's, never an opening lead out of turn (54).
        ("Ouest a entamé face visible alors que les enchères n'étaient pas finies", None),
        ("Ouest a posé son entame face cachée avant la fin des enchères", None),
        ("Nord a entamé hors tour pendant les annonces, le décla n'était pas encore connu", None),
        # V16's neighbour: a card dropped during play is no lead at all
        ("Sud joue 4♠. Ouest a fait tomber le ♠R face cachée pendant le jeu, personne ne l'a vu", None),
        # the auction over, the lead said plainly: still read
        ("Est a entamé face cachée alors que c'était à Ouest", "wrong_defender_face_down"),
        ("Sud joue 3SA. Est a entamé face visible alors que c'était à Ouest", "wrong_defender_faced"),
    ],
)
def test_a_card_led_before_the_auction_ends_is_no_opening_lead(words: str, expected: str | None) -> None:
    assert vocabulary.facts("entame", words).get("situation") == expected


@pytest.mark.parametrize(
    ("words", "expected"),
    [
        # Tester15 V13: a defender giving up his cards, his partner protesting at once, is no claim contested
        # (68B2: no concession occurred) — never « contestée »; « sur la table » is no claim (« il table »).
        (
            "Sud joue 4♠. Ouest a jeté ses cartes sur la table en disant « prenez tout », Est proteste aussitôt",
            None,
        ),
        ("Ouest a jeté ses cartes sur la table, Est proteste aussitôt", None),
        ("Nord joue 3SA, Est abandonne sa main, Ouest proteste tout de suite", None),
        # a claim contested, said with the verb « tabler » or on a numbered table, still read
        ("Sud table le reste, Ouest conteste", "contested"),
        ("le décla table, Est conteste", "contested"),
        ("table 5, Sud revendique, Est conteste", "contested"),
        ("Sud joue 4♠, il revendique le reste, Est proteste", "contested"),
    ],
)
def test_a_defender_giving_up_his_cards_is_no_claim_contested(words: str, expected: str | None) -> None:
    assert vocabulary.facts("revendication", words).get("situation") == expected


@pytest.mark.parametrize(
    ("words", "expected"),
    [
        # Auditor15 F12 (a wrong pre-fill, in other words): the right-hand opponent, whose turn it was, had to pass
        # anyway — 28A (the call counts as made in turn), never the plain right-hand opponent's turn (30A).
        (
            "Nord a passé hors tour alors que c'était à Ouest, lequel était de toute façon contraint de passer",
            "rho_must_pass",
        ),
        ("Ouest a dit 1♠ au tour de Sud, qui était obligé de passer après son insuffisante", "rho_must_pass"),
        ("Est a dit 2♣ au tour de Nord, Nord devait passer de toute façon", "rho_must_pass"),
        ("Sud a passé alors que c'était à Est, qui devait forcément passer", "rho_must_pass"),
        # traps: the obligation said of another player, or of the offender; none said
        ("Sud a dit 1♠ alors que c'était à Est ; son partenaire sera obligé de passer", "rho"),
        ("Sud a dit 1♠ alors que c'était à Est, Ouest sera obligé de passer ensuite", "rho"),
        ("Sud a dit 1♠ alors que c'était à Est", "rho"),
        ("Sud, qui devait passer, a dit 1♠ alors que c'était à Est", None),
    ],
)
def test_a_right_hand_opponent_who_had_to_pass_is_28a(words: str, expected: str | None) -> None:
    assert vocabulary.facts("declaration_hors_tour", words).get("turn") == expected


def test_the_claimers_quoted_no_trump_left_is_his_statement_not_the_hands() -> None:
    # Tester14 W17: « en disant « plus d'atout dehors » » is what he said (70C: trump_said), not the fact.
    said = "Sud joue 4♠, il étale en disant « plus d'atout dehors, tout est maître » ; EO contestent"
    assert vocabulary.facts("revendication", said).get("trump_out") is None
    assert vocabulary.facts("revendication", said).get("trump_said") == "said_none_left"
    # the director's own statement stays a fact
    told = "Sud revendique, il n'y a effectivement plus d'atout dehors, Ouest conteste quand même"
    assert vocabulary.facts("revendication", told).get("trump_out") == "no"

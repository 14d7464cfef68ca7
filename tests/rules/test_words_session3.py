"""Issue 37, round 5 session 3: what the words state, and what they must not be read as. Each case is
a sentence written for the rule it tests."""

from __future__ import annotations

import pytest

from rules import vocabulary


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Arbitre svp table 6 : 3SA de Nord, Est a défaussé un trèfle", "nord"),
        ("bjr, t9 étui 22, 4♠ de S, il reste 5 cartes", "sud"),
        ("4♥X vulnérable joué par Ouest, 9 levées à la table", "ouest"),
        ("4♠X joué par Ouest", "ouest"),
        ("Contrat de 4♠ joué par Sud, Ouest a renoncé", "sud"),
        # an auction, not the contract: another bid, a word of the auction, a bid inside a clause
        ("1♥ de Nord, contre d'Est, Sud a renoncé", None),
        ("3SA de Nord, 2♣ de Sud", None),
        ("table 6 : 3SA de Nord. ouverture 1♥ de Sud", None),
        ("le 2♣ de Nord sur le 1SA d'Est n'a pas été alerté", None),
        ("Sud a 3SA de Nord", None),
        # the score sheet's glued X, then its declarer (« 4♥X-1 par E » too; two blind writers, s4 and s41, label it so);
        # « 4♠ X par Ouest » spaced, or « contré par Ouest », names the doubler (session 44)
        ("4♠X par Ouest", "ouest"),
        ("4♠ X par Ouest", None),
        ("4♠ contré par Ouest", None),
        ("4♠ contré par Ouest, Sud a renoncé", None),
    ],
)
def test_the_contract_said_alone_names_its_declarer(text: str, seat: str | None) -> None:
    assert vocabulary.declarer_seat(text) == seat


def test_the_seat_is_a_role_once_the_bare_contract_names_the_declarer() -> None:
    assert vocabulary.facts("renonce", "3SA de Nord, Est n'a pas fourni à carreau")["offender"] == "defender"


@pytest.mark.parametrize(
    ("topic", "text", "question"),
    [
        # another player's holding is not the offender's
        ("renonce", "Ouest a coupé alors que son partenaire avait encore du coeur", "situation"),
        ("renonce", "Est a défaussé alors que Sud avait encore du pique", "situation"),
        (
            "renonce",
            "Sud joue 4♠, le déclarant a coupé de sa main alors que le mort avait de la couleur",
            "offender",
        ),
        # the director says it is no revoke
        (
            "renonce",
            "le mort n'a pas fourni à pique mais ce n'est pas une renonce, il a corrigé",
            "situation",
        ),
        ("renonce", "le mort n'a pas fourni à pique mais ce n'est pas une renonce, il a corrigé", "offender"),
        # another deal
        (
            "renonce",
            "renonce à la 5e levée de la donne précédente, maintenant Nord a renoncé",
            "trick_twelve",
        ),
        ("attaque", "Est a attaqué hors tour à la donne précédente, cette fois c'est Ouest", "situation"),
        # his turn: no irregularity read
        ("attaque", "Ouest a attaqué alors que c'était à lui, pas hors tour", "situation"),
        ("entame", "Ouest a entamé face visible, c'était bien son tour", "situation"),
        # another card than the lead; a denied face-down lead
        ("entame", "le déclarant a posé ses cartes face visible après l'entame", "situation"),
        ("entame", "l'entame d'Est n'a pas été faite face cachée", "situation"),
        # hands put back in the board are no missing card found there
        ("renonce", "les cartes ont pas encore été remises dans l'étui, Nord a renoncé", "card_found"),
    ],
)
def test_words_about_something_else_state_nothing(topic: str, text: str, question: str) -> None:
    assert question not in vocabulary.facts(topic, text)


def test_the_fault_said_with_his_own_holding_is_still_read() -> None:
    assert (
        vocabulary.facts("renonce", "il a coupé alors qu'il avait encore du coeur")["situation"]
        == "not_followed"
    )
    facts = vocabulary.evidence("renonce", "Sud joue 4♠, renonce de N à la levée 5")
    assert (
        facts["offender"].value == "dummy" and "N" in facts["offender"].words
    )  # « de le mort » reads « du mort »
    assert (
        vocabulary.facts("renonce", "Sud joue 4♠, la renonce d'Ouest à la 3e levée")["offender"] == "defender"
    )


@pytest.mark.parametrize(
    ("topic", "text", "question"),
    [
        ("cartes_penalisees", "la levée est tombée à Ouest, puis Est a montré le roi", "how_exposed"),
        ("cartes_penalisees", "Est a lâché volontairement le roi sur la table", "how_exposed"),
        ("revendication", "Est et Ouest ne contestent pas la revendication", "situation"),  # « ne … pas »
        ("revendication", "la revendication, ils ne la contestent pas", "situation"),
        ("suites_decision", "je ne pense pas qu'ils fassent appel", "case"),
        ("tempo_comportement", "le téléphone de l'arbitre a sonné, pas celui des joueurs", "conduct_kind"),
        ("tempo_comportement", "Est a reçu un SMS, son téléphone était éteint", "case"),
        ("tempo_comportement", "il a un singleton et n'a pas hésité", "case"),
        ("revendication", "il ne dit pas qu'il reste un atout", "trump_out"),  # what he did not say
    ],
)
def test_short_words_need_their_context(topic: str, text: str, question: str) -> None:
    assert question not in vocabulary.facts(topic, text)


def test_short_words_still_read_in_their_context() -> None:
    assert (
        vocabulary.facts("cartes_penalisees", "une carte est tombée de sa main")["how_exposed"]
        == "unintentional"
    )
    assert vocabulary.facts("revendication", "Est conteste la revendication")["situation"] == "contested"
    assert vocabulary.facts("tempo_comportement", "le portable de Nord a sonné")["conduct_kind"] == "phone"
    assert vocabulary.facts("tempo_comportement", "Est a hésité avec un singleton")["case"] == "deception"


@pytest.mark.parametrize(
    ("topic", "text", "question", "value"),
    [
        # who accepted (27A1, 53A, 55A): said plainly, or by bidding over it
        ("enchere_insuffisante", "Ouest a dit 2♣ sur 2♦, Nord accepte et dit 3♣", "lho_accepts", "accepts"),
        (
            "enchere_insuffisante",
            "enchère insuffisante de Ouest, mais Nord a déjà dit 3♦ par dessus",
            "lho_accepts",
            "accepts",
        ),
        (
            "enchere_insuffisante",
            "O dit 1♥ sur le 1SA de son adversaire, N refuse, O corrige en 2♥",
            "lho_accepts",
            "refuses",
        ),
        ("enchere_insuffisante", "l adversaire l accepte pas, c'est 2♣ après 2♥", "lho_accepts", "refuses"),
        ("enchere_insuffisante", "Nord a dit 1♥ sur 1SA, Est ne l'accepte pas", "lho_accepts", "refuses"),
        (
            "attaque",
            "Ouest a attaqué alors que le mort avait fait la levée. le déclarant dit qu'il accepte",
            "declarer_choice",
            "accept",
        ),
        # the seat that led
        (
            "attaque",
            "le déclarant attaque pique alors que c'était à un défenseur",
            "who_led",
            "declarer_defender_turn",
        ),
        (
            "attaque",
            "à la 13e levée Sud a posé sa dernière carte alors que c'était à Ouest",
            "who_led",
            "trick_thirteen",
        ),
    ],
)
def test_stated_choices_and_leaders_are_taken(topic: str, text: str, question: str, value: str) -> None:
    assert vocabulary.facts(topic, text)[question] == value


@pytest.mark.parametrize(
    ("topic", "text", "question"),
    [
        ("enchere_insuffisante", "Nord a dit 1♥ sur 1SA, Est ne sait pas s'il l'accepte", "lho_accepts"),
        ("enchere_insuffisante", "Nord a dit 1♥ sur 1SA, Est l'accepte ? il hésite", "lho_accepts"),
        ("enchere_insuffisante", "Nord a dit 1♥ sur 1SA, Est va peut-être accepter", "lho_accepts"),
        ("enchere_insuffisante", "Nord a dit 1♥ sur 1SA, le fautif refuse de corriger", "lho_accepts"),
        ("enchere_insuffisante", "l'adversaire veut accepter mais son partenaire refuse", "lho_accepts"),
        (
            "enchere_insuffisante",
            "il l'a remplacée tout seul et l'adversaire de gauche refuse",
            "lho_accepts",
        ),
        ("attaque", "le déclarant dit qu'il accepterait si c'était possible", "declarer_choice"),
        ("attaque", "le décla a attaqué hors tour du mort", "who_led"),  # the wrong hand, maybe
        ("attaque", "attaque hors tour du déclarant", "who_led"),  # his turn or the wrong hand
        ("attaque", "le mort avait fait la dernière levée, Ouest a attaqué", "who_led"),  # the trick before
    ],
)
def test_undecided_or_unclear_choices_and_leaders_are_asked(topic: str, text: str, question: str) -> None:
    assert question not in vocabulary.facts(topic, text)


@pytest.mark.parametrize(
    "text",
    [
        "renonce contestée",
        "Nord nie avoir renoncé",  # what he denies is the fact here
        "renonce supposée d'Ouest, il dit qu'il n'avait plus de coeur",
        "soupçon de renonce : NS prétendent qu'Est avait encore un trèfle",
        "pas d'accord sur la renonce",
    ],
)
def test_a_disputed_revoke_is_read(text: str) -> None:
    assert vocabulary.facts("renonce", text)["situation"] == "disputed"


@pytest.mark.parametrize(
    "text",
    [
        "la renonce est-elle contestée ?",
        "si Nord nie avoir renoncé, que faire",
        "la renonce n'est pas contestée",
        "Ouest conteste le transfert de levées après la renonce",
    ],
)
def test_a_revoke_neither_disputed_nor_asserted_is_asked(text: str) -> None:
    assert "situation" not in vocabulary.facts("renonce", text)


def test_a_revoke_said_and_not_disputed_is_not_following_suit() -> None:
    # Tester11 X13 (finder18): « a renoncé » without the suit is, at the table, not following suit (61A); a
    # requirement ignored or a penalty card not played is said otherwise.
    assert vocabulary.facts("renonce", "Nord a renoncé, non contesté")["situation"] == "not_followed"


@pytest.mark.parametrize(
    ("text", "turn"),
    [
        ("Est ouvre 1♥ alors que c'était à Nord (donneur) de parler", "rho"),  # Nord is Est's right
        ("Nord a passé alors que c'était à Sud", "partner"),
        ("Nord a ouvert 1♥ alors que c'était à Est de parler", "lho_first"),  # an opening: no call before
        ("Ouest a dit 2♣ alors que c'était à Nord", None),  # his left, but had he called before?
        ("Est n'a pas ouvert alors que c'était à Nord", None),
        ("si Est avait ouvert alors que c'était à Nord", None),
        ("Est prétend que Nord a passé alors que c'était à Sud", None),
        ("Est a ouvert alors que c'était à Nord ?", None),
    ],
)
def test_whose_turn_it_was_is_read_from_the_seats(text: str, turn: str | None) -> None:
    assert vocabulary.facts("declaration_hors_tour", text).get("turn") == turn


@pytest.mark.parametrize(
    ("topic", "text", "question"),
    [
        # a card too many at the end is a defective trick (67), not a revoke read from « oublié de fournir »
        (
            "renonce",
            "à la fin Nord a une carte en trop, il avait oublié de fournir à la 4e levée",
            "situation",
        ),
        # only the offender's side playing to the next trick establishes (63A1)
        (
            "renonce",
            "Est a renoncé ; le déclarant a déjà joué à la levée suivante, ni Est ni Ouest n'ont encore joué",
            "when",
        ),
        # « ce n'est pas une déclaration hors tour »
        (
            "enchere_insuffisante",
            "enchère insuffisante, et non ce n'est pas une déclaration hors tour",
            "in_rotation",
        ),
        # a withdrawn call is another case than the partner's information at the end (session 5: it is
        # read as the withdrawn call's case, called at the end)
        (
            "information_non_autorisee",
            "le passe hors tour avait été annulé ; à la fin du coup EO se plaignent",
            "situation_withdrawn",
        ),
        # what the claimer says is not the hands
        ("revendication", "il dit « plus d'atout dehors » mais Est a encore le 7 de pique", "trump_out"),
        # contested, then played on: another answer than « contested »
        (
            "revendication",
            "revendication contestée, puis ils ont tous les quatre accepté de rejouer",
            "situation_not_contested",
        ),
        ("en_ligne_clic", "il dit misclic mais il a changé d'avis après avoir vu la carte du mort", "what"),
    ],
)
def test_the_traps_of_the_third_tuning_set_kind(topic: str, text: str, question: str) -> None:
    facts = vocabulary.facts(topic, text)
    if question == "situation_not_contested":
        assert facts.get("situation") != "contested"
    elif question == "situation_withdrawn":
        assert facts.get("situation") == "withdrawn_after"
    else:
        assert question not in facts


def test_a_claim_played_on_is_read() -> None:
    text = "revendication contestée, et tous les 4 ont accepté de rejouer les cartes"
    assert vocabulary.facts("revendication", text)["situation"] == "continued_by_all"
    text = "revendication contestée par Est, les trois autres ont continué à jouer"
    assert vocabulary.facts("revendication", text)["situation"] == "continued_not_all"
    assert vocabulary.facts("revendication", "EO contestent la revendication acceptée hier soir") == {}


@pytest.mark.parametrize(
    ("topic", "text", "question", "value"),
    [
        (
            "revendication",
            "le déclarant revendique les 4 dernières, Ouest conteste",
            "situation",
            "contested",
        ),
        ("revendication", "il revendique tout, la défense conteste", "situation", "contested"),
        (
            "renonce",
            "4♠ par Sud, Ouest a défaussé un carreau sur le coeur alors qu'il avait la dame",
            "offender",
            "defender",
        ),
        ("renonce", "3SA non contré joué par Est, Nord a renoncé", "offender", "defender"),
        (
            "renonce",
            "Sud a défaussé un trèfle sur l'attaque carreau, or il lui restait un carreau",
            "situation",
            "not_followed",
        ),
        (
            "renonce",
            "le défenseur a renoncé ; personne de leur camp n'a joué à la levée suivante",
            "established",
            "no",
        ),
    ],
)
def test_plain_statements_of_the_third_tuning_set_kind_are_taken(
    topic: str, text: str, question: str, value: str
) -> None:
    assert vocabulary.facts(topic, text)[question] == value


def test_a_revoke_in_a_suit_does_not_say_which_kind() -> None:
    # Session 4: « renoncé à carreau » alone is not following (the blind writers label it so); with a
    # penalty card, a requirement or a second revoke in the words, the kind is left to the director.
    assert vocabulary.facts("renonce", "Ouest (défense) a renoncé à carreau")["situation"] == "not_followed"
    for text in (
        "Ouest (défense), qui avait la dame de carreau pénalisée, a renoncé à carreau",
        "le déclarant a exigé carreau, et Ouest a renoncé à carreau",
    ):
        assert "situation" not in vocabulary.facts("renonce", text)


@pytest.mark.parametrize(
    ("topic", "text", "question", "value"),
    [
        (
            "carte_du_mort",
            "le déclarant a juste dit « coupe » et le mort a deux atouts",
            "case",
            "incomplete",
        ),
        ("carte_du_mort", "le déclarant a dit « haut » au mort", "case", "incomplete"),
        (
            "entame",
            "Ouest a entamé le roi de pique face visible alors que c'était à Est",
            "situation",
            "wrong_defender_faced",
        ),
        (
            "jeu_premature",
            "le défenseur a posé sa carte avant que son partenaire ait joué",
            "situation",
            "defender_before_partner",
        ),
    ],
)
def test_plain_designations_leads_and_early_plays_are_taken(
    topic: str, text: str, question: str, value: str
) -> None:
    assert vocabulary.facts(topic, text)[question] == value


def test_a_designation_the_dummy_did_not_follow_is_left_to_the_director() -> None:
    # « petit » then the dummy's king: an incomplete designation, or a card the dummy placed himself
    assert "case" not in vocabulary.facts(
        "carte_du_mort", "le déclarant a dit petit mais le mort a mis le roi"
    )


def test_only_a_defender_holds_a_penalty_card() -> None:
    # 48A: the declarer's and the dummy's cards are never penalty cards, so a seat holding one defends
    assert vocabulary.facts("cartes_penalisees", "Ouest a la dame de pique pénalisée")["owner"] == "defender"
    assert (
        vocabulary.facts("cartes_penalisees", "la carte pénalisée d'Est est sur la table")["owner"]
        == "defender"
    )
    assert "owner" not in vocabulary.facts(
        "cartes_penalisees", "Sud joue 4♠ ; Nord a la dame pénalisée"
    )  # the dummy
    assert "owner" not in vocabulary.facts("cartes_penalisees", "Sud a une carte pénalisée, il est déclarant")
    assert "owner" not in vocabulary.facts("cartes_penalisees", "le déclarant a une carte pénalisée ?")


@pytest.mark.parametrize(
    ("topic", "text", "question"),
    [
        # the conditional of hearsay, a guess, what nearly happened, a threat
        ("renonce", "Sud joue 4♠, le mort aurait renoncé", "offender"),
        ("renonce", "le mort a sans doute renoncé", "offender"),
        ("tempo_comportement", "Est aurait hésité avec un singleton", "case"),
        ("carte_du_mort", "le déclarant aurait touché une carte du mort", "case"),
        ("cartes_penalisees", "Ouest risquait de faire tomber le roi", "honour"),
        ("suites_decision", "ils menacent de faire appel", "case"),
        ("suites_decision", "ils ont le droit de faire appel", "case"),
        ("attaque", "le déclarant allait attaquer hors tour mais il s'est arrêté", "situation"),
        ("renonce", "il est faux de dire que le mort a renoncé", "offender"),
        ("renonce", "ce n'est pas vrai que le mort a renoncé", "offender"),
        ("renonce", "il paraît que le mort a renoncé", "offender"),
        ("tempo_comportement", "le téléphone n'a pas sonné", "conduct_kind"),
        # the 12th trick of something else than the revoke
        ("renonce", "Est a renoncé ; à la 12e levée le déclarant a revendiqué", "trick_twelve"),
        ("renonce", "la renonce a été découverte à la 12e levée", "trick_twelve"),
        ("renonce", "à la 12e levée on a vu que Nord avait renoncé plus tôt", "trick_twelve"),
        ("renonce", "renonce de Nord ; levée 12 rejouée", "trick_twelve"),
    ],
)
def test_what_may_have_happened_or_happened_elsewhere_is_asked(topic: str, text: str, question: str) -> None:
    assert question not in vocabulary.facts(topic, text)


def test_what_he_should_have_done_and_the_revokes_own_trick_are_read() -> None:
    assert vocabulary.facts("renonce", "il aurait dû fournir à coeur")["situation"] == "not_followed"
    assert vocabulary.facts("renonce", "à la 12e levée, Nord n'a pas fourni")["trick_twelve"] == "twelfth"


@pytest.mark.parametrize(
    ("text", "replaced"),
    [
        (
            "O dit 1♥ naturel sur le 1SA de son adversaire, N refuse, O corrige en 2♥ naturel",
            "lowest_same_denomination",
        ),  # 27B1a: both bids said natural (over 1SA, 2♥ is often conventional: asked, tester11 X2)
        ("2♣ sur 2♦, remplacé par 3♣", "lowest_same_denomination"),
        ("enchère insuffisante 1♥ sur 1♠, il remplace par 2SA", "other_sufficient_bid"),
        ("4♣ insuffisant sur 4♦, il le remplace par 4SA", "other_sufficient_bid"),
        ("il remplace son enchère insuffisante par passe", "pass"),
        ("il veut remplacer son 1♠ insuffisant par un contre", "double_or_redouble"),
        ("il remplace 1♥ par 1♦, encore insuffisant sur le 1SA", "another_insufficient_bid"),
        ("2♦ sur 2♥, il n'a pas encore choisi par quoi le remplacer", "pending"),
        ("il a dit 1♥ sur 1SA, il ne le remplace pas par 2♥", None),
        ("il a dit 1♥ sur 1SA, peut-il le remplacer par 2♥ ?", None),
        ("il a dit 1♥ sur 1SA, il le remplace par 2♥ ?", None),
        ("il a dit 1♥ sur 1SA, s'il le remplace par 2♥ son partenaire peut parler", None),
        ("il a dit 1♥ sur 1SA, remplacé par 2♥, non par 3♥", None),  # two replacements
    ],
)
def test_the_replacement_of_an_insufficient_bid_is_computed_from_the_bids(
    text: str, replaced: str | None
) -> None:
    assert vocabulary.facts("enchere_insuffisante", text).get("replacement") == replaced


@pytest.mark.parametrize(
    ("topic", "text", "question", "value"),
    [
        ("tempo_comportement", "Nord a insulté ses adversaires", "conduct_kind", "discourtesy"),
        (
            "tempo_comportement",
            "Est a dit « bien joué partenaire » pendant le coup",
            "conduct_kind",
            "attitude_to_play",
        ),
        ("tempo_comportement", "il regarde la main de son voisin avec insistance", "conduct_kind", "looking"),
        ("donne_faussee", "match par 4, deux cartes inversées entre Nord et Est", "event", "teams"),
        ("mauvais_etui", "tournoi par paires : ils ont joué l'étui 14 au lieu du 13", "event", "pairs"),
    ],
)
def test_the_kind_of_conduct_and_of_event_are_taken(topic: str, text: str, question: str, value: str) -> None:
    assert vocabulary.facts(topic, text)[question] == value


def test_the_event_is_not_read_from_a_mixed_or_denied_form() -> None:
    assert "event" not in vocabulary.facts("donne_faussee", "ce n'est pas un match par 4")
    assert "conduct_kind" not in vocabulary.facts("tempo_comportement", "il n'a pas été grossier")


@pytest.mark.parametrize(
    ("text", "won"),
    [
        ("Est a coupé alors qu'il avait encore du carreau, il fait la levée avec sa coupe", "offender"),
        ("Nord a renoncé une fois et a fait la levée de la renonce", "offender"),
        ("Est a renoncé à trèfle, c'est son partenaire Ouest qui remporte la levée avec l'as", "partner"),
        ("Est a attaqué coeur mais c'est son partenaire Ouest qui avait fait la levée précédente", None),
        ("Est a renoncé à la 12e levée et fait la levée avec sa coupe", None),  # the 12th: its own answer
    ],
)
def test_who_won_the_revoke_trick_is_read_when_said(text: str, won: str | None) -> None:
    assert vocabulary.facts("renonce", text).get("revoke_trick") == won


@pytest.mark.parametrize(
    ("text", "offender"),
    [
        ("le mort (Nord) a renoncé", "dummy"),
        ("Nord (mort) a renoncé", "dummy"),
        ("Nord, le mort, n'a pas fourni à pique", "dummy"),
        ("Sud (le mort) joue, Est a renoncé", "defender"),  # the dummy's seat names the declarer: Nord
        ("Sud joue 4♠, le mort (Est) a renoncé", None),  # two readings disagree
    ],
)
def test_the_dummys_seat_names_the_roles(text: str, offender: str | None) -> None:
    assert vocabulary.facts("renonce", text).get("offender") == offender


def test_a_revoke_found_during_the_play_is_read() -> None:
    assert (
        vocabulary.facts("renonce", "renonce de Nord découverte en plein jeu")["discovered"] == "during_play"
    )
    assert "discovered" not in vocabulary.facts("renonce", "la renonce n'a pas été vue en plein jeu")


@pytest.mark.parametrize(
    ("topic", "text"),
    [
        ("renonce", "si renonce à la 12e levée, que faire"),
        ("attaque", "si attaque hors tour, que faire"),
        ("suites_decision", "si appel, que faire"),
        ("en_ligne_clic", "si mauvaise carte cliquée en ligne, que faire"),
    ],
)
def test_if_before_a_noun_is_a_supposition(topic: str, text: str) -> None:
    assert vocabulary.facts(topic, text) == {}


def test_so_before_an_adverb_is_not() -> None:
    text = "elle tenait ses cartes si bas que son partenaire a vu son roi"
    assert vocabulary.read(text, stated_only=True) == vocabulary.read(text)


@pytest.mark.parametrize(
    ("topic", "text"),
    [
        ("renonce", "à la donne précédente, le mort a renoncé"),
        ("renonce", "la semaine dernière, le mort a renoncé"),
        ("enchere_insuffisante", "selon Est, enchère insuffisante remplacée par passe"),
        ("enchere_insuffisante", "à la donne précédente, 1♥ sur 1SA remplacé par 2♥"),
    ],
)
def test_a_clause_that_frames_the_next_one_elsewhere_or_as_a_claim_states_nothing(
    topic: str, text: str
) -> None:
    assert vocabulary.facts(topic, text) == {}

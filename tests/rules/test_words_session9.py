"""Issue 37 §1, round 5 session 9: what the words state, each reading beside the traps that must not fire.
Sentences written for the rule they test; the answers checked against the 2017 Laws (48A only a defender's
card is a penalty card, 49 a card named as in his hand is one; 61A a revoke)."""

from __future__ import annotations

import pytest

from rules import vocabulary

# --- the penalty card's owner: every player the words name defends (48A, 49) ------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Nord (défense) a dit en plein jeu \"de toute façon j'ai l'as de cœur\"",
        "Est (def) tient son jeu si bas que son partenaire Ouest a vu la dame de pique",
        "carte tombée en déf, table 6",
        "le défenseur a dit \"j'ai le roi de trèfle\", c'est une carte pénalisée ?",
        "Sud joue 4♠, Ouest (défense) a dit qu'il avait l'as de cœur",
    ],
)
def test_a_card_of_a_player_the_words_say_defends_is_a_defenders(text: str) -> None:
    assert vocabulary.facts("cartes_penalisees", text).get("owner") == "defender"


@pytest.mark.parametrize(
    "text",
    [
        "Est (défense) a-t-il une carte pénalisée ?",  # a question
        "si Est (défense) montre une carte, elle est pénalisée ?",  # a supposition
        "Est (défense) n'a montré aucune carte",  # a denial
        "Est (défense) dit que le roi de Sud est visible",  # another side's seat named
        "Est (défense) dit que le mort a montré une carte",  # the dummy named
        "le décla dit que le valet de Nord (déf) était visible",  # the declarer named
        "Ouest a fait tomber le 6 de pique",  # no contract, no « défense »: Ouest may be the declarer
        "un défenseur a vu le roi que Nord a montré",  # a seat not said to defend
    ],
)
def test_the_owner_is_asked_when_another_player_may_hold_it(text: str) -> None:
    assert vocabulary.facts("cartes_penalisees", text).get("owner") != "defender"


# --- the short forms directors type (« rnce », « revendic », « lvée ») -------------------------------------


def test_short_forms_are_read_as_their_words() -> None:
    assert (
        vocabulary.facts("renonce", "rnce d'ouest (def) a pique, il avait le 10").get("offender")
        == "defender"
    )
    assert vocabulary.facts("revendication", "revendic contestée par EO").get("situation") == "contested"
    assert vocabulary.facts("renonce", "Sud a renoncé à la 4e lvée").get("trick_twelve") == "before_12"
    # a count of tricks stays a count (never a trick's number)
    assert "trick_twelve" not in vocabulary.facts("renonce", "Sud a renoncé, il restait 2 lvées")


# --- the left-hand opponent's choice after a call out of turn (29A; tester8 T6) ---------------------------


@pytest.mark.parametrize(
    "text",
    [
        "t1 d4 O a passé alors que c'était à N, N ouvre 1♥ par dessus",
        "passe hors tour de Nord, Est (à sa gauche) dit 1♥ par-dessus",
        "Nord passe hors tour à la place d'Ouest, et Est a déjà dit 1♠ derrière",
    ],
)
def test_the_left_hand_opponent_calling_over_accepts(text: str) -> None:
    facts = vocabulary.facts("declaration_hors_tour", text)
    assert facts["lho_accepts"] == "yes"
    assert facts["lho_called"] == "yes"


@pytest.mark.parametrize(
    "text",
    [
        "Nord ouvre 1♥, Ouest contre alors que c'était à Est de parler, Nord refuse le contre",
        "Est a contré hors tour ; Sud, son adversaire de gauche, ne l'accepte pas",
        "passe hors tour de Sud au tour d'Est, Ouest ne l'accepte pas",
    ],
)
def test_the_left_hand_opponent_refusing_is_read(text: str) -> None:
    assert vocabulary.facts("declaration_hors_tour", text)["lho_accepts"] == "no"


@pytest.mark.parametrize(
    "text",
    [
        "Ouest contre alors que c'était à Sud, Est refuse le contre",  # his partner: not his choice
        "Ouest contre alors que c'était à Sud, Sud dit 1♠ par-dessus",  # his right-hand opponent
        "Ouest contre alors que c'était à Sud, Nord peut-il refuser le contre ?",  # a question
        "si Est passe hors tour et que Sud accepte, Ouest doit passer ?",  # a supposition
        "Ouest contre alors que c'était à Sud, Nord accepte puis refuse",  # both
        "passe hors tour de Nord, Est dit 1♥ par-dessus mais Est voulait le refuser",
        "Nord a passé, Est dit 1♥ par-dessus",  # no call said to be out of turn
        "Ouest contre alors que c'était à Sud, l'arbitre arrive et Nord accepte",  # the director there
    ],
)
def test_a_choice_not_plainly_the_left_hand_opponents_is_asked(text: str) -> None:
    facts = vocabulary.facts("declaration_hors_tour", text)
    assert "lho_accepts" not in facts
    assert "lho_called" not in facts


# --- the revoke found after a call of the non-offending side on the next board (64B4) ---------------------


@pytest.mark.parametrize(
    "text",
    [
        "EO avaient déjà ouvert 1SA sur l'étui suivant quand on a vu la renonce de Nord",
        "la renonce d'Est, on l'a vue quand Nord avait déjà passé sur la donne suivante",
        "NS avaient déjà ouvert 1♣ sur l'étui suivant quand Est a avoué sa renonce à cœur",
    ],
)
def test_a_call_of_the_other_side_on_the_next_board_is_read(text: str) -> None:
    facts = vocabulary.facts("renonce", text)
    assert facts["when"] == facts["discovered"] == "after_next_call"


@pytest.mark.parametrize(
    "text",
    [
        "la renonce d'Est, vue quand Ouest avait déjà passé sur la donne suivante",  # the offending side
        "la renonce d'Est, vue avant que Nord ait passé sur la donne suivante",  # before the call
        "la renonce d'Est, Nord n'avait pas encore parlé sur la donne suivante",  # a denial
        "Nord a ouvert 1♥, Est a renoncé à la 3e levée, on le voit à la donne suivante",  # this board's auction
        "la renonce d'Est et de Nord, vue quand Nord avait passé sur la donne suivante",  # both sides revoked
        "Nord a-t-il passé sur la donne suivante avant la renonce d'Est ?",  # a question
    ],
)
def test_a_call_on_the_next_board_not_plainly_the_other_sides_is_asked(text: str) -> None:
    assert vocabulary.facts("renonce", text).get("when") != "after_next_call"


# --- an attribution opening a sentence frames what follows it, not what precedes it ----------------------


def test_an_attribution_after_a_full_stop_frames_the_next_clause() -> None:
    text = "Est conteste la revendication de Sud ; d'après Est, Sud n'avait pas vu le 10 d'atout d'Ouest"
    assert vocabulary.facts("revendication", text).get("situation") == "contested"
    # « …, d'après Nord » closing the clause still makes it Nord's word
    assert "situation" not in vocabulary.facts("revendication", "Est conteste la revendication, d'après Nord")


@pytest.mark.parametrize(
    ("text", "contested"),
    [
        ("la revendication d'Ouest est contestée", True),
        ("la revendication d'Ouest n'est pas contestée", False),
        ("la revendication de Sud est-elle contestée ?", False),
    ],
)
def test_a_claim_said_contested_in_any_form(text: str, contested: bool) -> None:
    assert (vocabulary.facts("revendication", text).get("situation") == "contested") is contested


# --- the declarer's revoke « de sa main », whatever the dummy played before (61A, 64A) --------------------


@pytest.mark.parametrize(
    "text",
    [
        "le décla n'a pas fourni à carreau de sa main alors qu'il avait le 4, puis il a appelé un pique du mort",
        "3SA par Sud. À la 5e levée Sud joue le R♣ du mort et défausse un pique de sa main alors qu'il avait le 2♣",
        "Sud joue 4♥. À la 8e levée le décla joue carreau du mort, et de sa main il défausse un cœur alors qu'il avait le 4",
    ],
)
def test_the_declarers_revoke_from_his_own_hand(text: str) -> None:
    assert vocabulary.facts("renonce", text).get("offender") == "declarer"


@pytest.mark.parametrize(
    "text",
    [
        "le déclarant a défaussé du mort alors qu'il restait un carreau au mort",  # the dummy's card
        "le décla joue carreau du mort, Est prend, et de sa main il défausse un cœur alors qu'il avait un carreau",
        "le décla n'a pas défaussé de sa main alors qu'il avait un carreau",  # a denial
        "si le décla défausse de sa main alors qu'il a un carreau ?",  # a supposition
        "le décla a joué de sa main, le mort a renoncé",  # the dummy revoked
    ],
)
def test_a_revoke_not_plainly_from_the_declarers_hand_is_not_his(text: str) -> None:
    assert vocabulary.facts("renonce", text).get("offender") != "declarer"


# --- « plus tard » is a moment, not « ne … plus »; two revokes said with it (tuning set s9) -------------------


def test_plus_tard_is_no_denial() -> None:
    text = "étui 19 : Est (déf) a renoncé à pique, et plus tard le décla Sud a renoncé à carreau"
    assert vocabulary.facts("renonce", text).get("situation") == "two_revokes"
    assert "situation" not in vocabulary.facts("renonce", "Est a renoncé, il n'avait plus de pique")


# --- a revoke a player only says, quoted after his name (66C, 85A1) ---------------------------------------


def test_a_revoke_quoted_after_a_players_name_is_his_word() -> None:
    text = "Nord : « il a renoncé à trèfle ». Ouest : « pas du tout ». Ils ne sont pas d'accord"
    assert vocabulary.facts("renonce", text).get("situation") != "not_followed"
    # his word beside the director's is read as his report (reviewer26 P-6: « Nord : … » is « Nord dit que … »); the
    # director's own « Ouest a renoncé » stays (finder52: a claim that denies nothing takes back no revoke he states),
    # while « Ouest n'a pas fourni, Nord pense qu'il avait du cœur » leaves whether he revoked to the director
    said = "Ouest a renoncé à trèfle. Nord : « il avait encore le roi »"
    reported = "Ouest a renoncé à trèfle. Nord dit qu'il avait encore le roi."
    assert vocabulary.facts("renonce", reported).get("situation") == "not_followed"
    assert vocabulary.facts("renonce", said).get("situation") == "not_followed"
    assert (
        vocabulary.facts("renonce", "Ouest a renoncé à trèfle. Ouest : « non »").get("situation")
        != "not_followed"
    )


# --- a belief is not a fact (« on croyait que… ») -----------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "on croyait que le décla avait joué trop tôt, en fait c'est Nord",
        "on pensait que le décla avait joué trop tôt",
    ],
)
def test_a_belief_states_nothing(text: str) -> None:
    assert "situation" not in vocabulary.facts("jeu_premature", text)


# --- the auction closed by three passes, one out of turn (34) ---------------------------------------------


@pytest.mark.parametrize(
    ("text", "closed"),
    [
        (
            "trois passes et c'est fini, sauf qu'un des passes était hors tour : Nord a passé à la place de Sud",
            True,
        ),
        ("les enchères se sont terminées par trois passes, mais un des passes était hors tour", True),
        ("trois passes hors tour, les enchères ne sont pas finies", False),
        ("si trois passes et c'est fini avec un passe hors tour, que faire", False),
    ],
)
def test_three_passes_closing_the_auction(text: str, closed: bool) -> None:
    assert (vocabulary.facts("declaration_hors_tour", text).get("call") == "three_passes") is closed


# --- the insufficient bid replaced before its left-hand opponent refused it (27A) -------------------------


@pytest.mark.parametrize(
    ("text", "answer"),
    [
        (
            "il avait déjà changé son 1♣ en 2♣, et l'adversaire de gauche n'accepte pas le 1♣",
            "refuses_already_replaced",
        ),
        (
            "Sud a dit 2♥ sur 2♠, il s'est corrigé tout seul en 3♥, et Ouest refuse le 2♥",
            "refuses_already_replaced",
        ),
        ("Est dit 1♣ sur 1♥, Sud refuse, et Est le remplace par 2♣", "refuses"),  # replaced after the refusal
    ],
)
def test_replaced_before_the_refusal(text: str, answer: str) -> None:
    assert vocabulary.facts("enchere_insuffisante", text).get("lho_accepts") == answer


def test_a_replacement_only_supposed_is_asked() -> None:
    assert "lho_accepts" not in vocabulary.facts(
        "enchere_insuffisante", "s'il avait déjà remplacé, et que Nord refuse ?"
    )


# --- called at the end of play, but nobody contests: not « the non-offending side contests » (16B) -------


def test_nobody_contesting_is_not_a_contest_at_the_end() -> None:
    text = "fin du coup, personne ne conteste, EO disent « c'est bon on laisse » pour l'hésitation de Sud"
    assert "situation" not in vocabulary.facts("information_non_autorisee", text)


# --- « en flanc » is « en défense » (tuning set s9) ---------------------------------------------------------


@pytest.mark.parametrize(
    ("topic", "text", "question"),
    [
        (
            "renonce",
            "à 5 cartes de la fin, Est (en flanc) a jeté un pique sur le carreau alors qu'il lui restait un carreau",
            "offender",
        ),
        ("renonce", "en déf Est a pas fourni à ♠ et il lui en restait un", "offender"),
        ("cartes_penalisees", "en flanc, Ouest a laissé échapper le valet de carreau", "owner"),
    ],
)
def test_en_flanc_says_a_defender(topic: str, text: str, question: str) -> None:
    assert vocabulary.facts(topic, text)[question] == "defender"


# --- a claim its opponents refuse (68B) ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "le décla étale et dit « le reste est à moi », la défense refuse",
        "il restait 5 cartes, le décla revendique tout, Ouest dit non",
        "le décla a tablé en disant « c'est fait », on n'est pas d'accord",
        "il restait 4 cartes, il a revendiqué 3 levées et concédé une ; EO contestent",
        "Sud revendique, Ouest n'accepte pas",
    ],
)
def test_a_claim_refused_is_contested(text: str) -> None:
    assert vocabulary.facts("revendication", text).get("situation") == "contested"


@pytest.mark.parametrize(
    "text",
    [
        "Sud revendique, personne ne conteste",
        "Sud revendique, Ouest accepte",
        "Sud revendique, si Ouest refuse, que faire ?",
        "Sud revendique, Ouest ne conteste pas",
        "la défense refuse la concession de Sud",  # no claim said: a concession (71) is another case
    ],
)
def test_a_claim_not_plainly_refused_is_not_read_contested(text: str) -> None:
    assert vocabulary.facts("revendication", text).get("situation") != "contested"


def test_a_contest_then_play_resumed_is_another_situation() -> None:
    text = "Sud revendique, Est conteste, puis on a rejoué les dernières cartes"
    assert vocabulary.facts("revendication", text).get("situation") != "contested"


# --- who led out of turn and whose lead it was (54, 55, 56): the trick won said first, the wrong hand ------


@pytest.mark.parametrize(
    ("text", "answer"),
    [
        ("le mort avait fait la levée de l'as et E (déf) a aussitôt attaqué un ♦", "defender_declarer_turn"),
        (
            "4♠ de Sud. Le mort (Nord) avait pris, mais Ouest attaque cœur quand même",
            "defender_declarer_turn",
        ),
        ("là le décla vient d'attaquer de sa main alors qu'il avait pris au mort", "declarer_wrong_hand"),
        ("le décla attaque de sa main alors qu'il était au mort", "declarer_wrong_hand"),
    ],
)
def test_who_led_and_whose_lead_it_was(text: str, answer: str) -> None:
    assert vocabulary.facts("attaque", text).get("who_led") == answer


@pytest.mark.parametrize(
    "text",
    [
        "4♠ de Sud. Le mort (Nord) avait pris, mais Ouest n'a pas attaqué",  # a denial
        "le décla a attaqué du mort alors qu'il était au mort",  # in turn
        "le mort avait pris, mais Ouest attaque cœur",  # no contract: Ouest may be the declarer
    ],
)
def test_a_lead_not_plainly_out_of_turn_is_asked(text: str) -> None:
    assert "who_led" not in vocabulary.facts("attaque", text)


# --- called back at the end of play to contest, or nobody contests (16B1) ---------------------------------


@pytest.mark.parametrize(
    ("text", "answer"),
    [
        ("fin du coup : EO contestent le 4♥ de Sud, son partenaire avait longuement hésité", "yes"),
        ("à la fin de la donne EO me rappellent parce que Sud a fait une longue pause", "yes"),
        (
            "fin du coup, il y a eu une hésitation de Sud mais personne ne conteste, on garde le résultat",
            "no",
        ),
    ],
)
def test_called_back_at_the_end_of_play(text: str, answer: str) -> None:
    assert vocabulary.facts("information_non_autorisee", text)["called_back"] == answer


@pytest.mark.parametrize(
    "text",
    [
        "Nord a hésité, EO contestent tout de suite",  # not at the end of play
        "fin du coup, EO ne contestent pas le 4♥",  # a denial of the contest is not « yes »
        "si à la fin du coup EO contestent, que faire ?",  # a supposition
    ],
)
def test_a_contest_not_plainly_at_the_end_is_not_called_back(text: str) -> None:
    assert vocabulary.facts("information_non_autorisee", text).get("called_back") != "yes"


# --- a revoke shown by his later card of the suit he did not follow (61A, 63A1) ---------------------------


def test_a_later_card_of_the_suit_shows_the_revoke() -> None:
    text = "Sud (déf) a défaussé un pique sur le carreau, et à la levée suivante Sud a fourni le 4 de carreau"
    facts = vocabulary.facts("renonce", text)
    assert facts["situation"] == "not_followed"
    assert facts["established"] == "yes"


@pytest.mark.parametrize(
    "text",
    [
        "Sud a défaussé un pique sur le carreau, et à la levée suivante Nord a fourni le 4 de carreau",  # another player
        "Sud a défaussé un pique sur le carreau, et à la levée suivante il a fourni le 4 de pique",  # another suit
        "Sud a coupé le carreau, il n'avait plus de carreau, et ensuite il a joué un carreau",  # a denial between
        "Sud a défaussé un pique sur le carreau, et ensuite il a fourni un carreau ?",  # a question
    ],
)
def test_a_later_card_that_proves_nothing_is_not_read(text: str) -> None:
    assert vocabulary.facts("renonce", text).get("established") != "yes"


# --- whose turn beside a penalty card: « S doit attaquer », « c'est Ouest, son partenaire, qui… » (50D) ----


@pytest.mark.parametrize(
    ("text", "answer"),
    [
        (
            "Est a le valet de trèfle pénalisé, et c'est Ouest, son partenaire, qui doit attaquer",
            "partner_to_lead",
        ),
        ("carte pénalisée de N sur la table (8♥), S doit attaquer", "partner_to_lead"),
        (
            "Ouest a le 10♦ pénalisé devant lui, et c'est à lui de fournir sur le carreau du mort",
            "owner_to_play",
        ),
        ("Est a le valet de trèfle pénalisé sur la table, Est doit attaquer", "owner_to_play"),
    ],
)
def test_whose_turn_beside_a_penalty_card(text: str, answer: str) -> None:
    assert vocabulary.facts("cartes_penalisees", text)["situation"] == answer


def test_a_question_on_whose_turn_says_nothing() -> None:
    assert "situation" not in vocabulary.facts(
        "cartes_penalisees", "Est a le valet pénalisé, Ouest doit-il attaquer ?"
    )


# --- tester9's findings (T2, T10, T13) -------------------------------------------------------------------


def test_t2_a_contract_said_as_4h_s_makes_west_the_rightful_leader() -> None:
    # « 4♥ S » names the contract and its declarer: Ouest leads in turn, face down or not (41A); the dummy
    # spreading is another matter. No « the wrong defender led face down » then.
    text = "4♥ S, O entame face cachée, N étale son jeu, O retourne sa carte"
    assert vocabulary.facts("entame", text).get("situation") is None
    assert vocabulary.facts("entame", "4♥ S, E entame face cachée")["situation"] == "wrong_defender_face_down"


def test_t10_the_offenders_partner_playing_to_the_next_trick_establishes_the_revoke() -> None:
    text = "4♠ S, E a renoncé à ♥ à la 7e, O a fourni à la suivante, NS ont gagné la levée"
    facts = vocabulary.facts("renonce", text)
    assert facts["offender"] == "defender"
    assert facts["established"] == "yes"
    assert "when" not in facts  # when the director was called, the words do not say
    # the other side's card to the next trick establishes nothing (63A1)
    other = "Sud joue 3SA, Ouest a renoncé à cœur à la 4e levée, Nord a joué à la levée suivante"
    assert "established" not in vocabulary.facts("renonce", other)


@pytest.mark.parametrize(
    ("text", "honour"),
    [
        ("Sud joue 4♠, Ouest a laissé tomber le ♥3 face visible", "no"),
        ("Sud joue 4♠, Ouest a laissé tomber le 3♥ face visible", "no"),
        ("Sud joue 4♠, Ouest a laissé tomber le ♥R face visible", "yes"),
        ("Sud joue 4♠, Ouest a laissé tomber le D♠", "yes"),
    ],
)
def test_t10_a_card_written_as_on_a_score_sheet_says_its_rank(text: str, honour: str) -> None:
    assert vocabulary.facts("cartes_penalisees", text)["honour"] == honour


def test_t13_taking_back_a_call_is_no_dummys_card() -> None:
    text = "Ouest a dit passe puis s'est repris aussitôt pour dire 1♥, lapsus"
    assert "case" not in vocabulary.facts("carte_du_mort", text)
    named = "le déclarant a demandé le roi puis s'est repris : la dame"
    assert vocabulary.facts("carte_du_mort", named)["case"] == "changed"

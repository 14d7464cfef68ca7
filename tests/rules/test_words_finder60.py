"""finder60 (session 29): reviewer28's wrong pre-fills left open, in our own words.

R-3: whose turn it was, said of a card *played* to a trick another player led, is a premature play (57A, 57C3, 57D),
never a lead out of turn (53-56) nor a lead from the wrong hand (55B2): the lead's facts are asked, and the premature
play comes first. The words are tied to their own verb and subject: a lead said out of turn keeps its facts."""

from __future__ import annotations

import pytest

from bot.finder import topics as finder
from rules.folding import words
from rules.played_to_a_lead_in_words import played_to_anothers_lead
from tests.bot.finder.descriptions import engine_facts

# A card played out of turn to a trick another player had led (57): its player, his verb, whose turn.
PLAYED_TO_A_LEAD = [
    "Ouest attaque cœur, le déclarant Sud fournit de sa main alors que c'était au mort de jouer",
    "Est attaque ; le déclarant joue de sa main avant le mort, alors que c'était au mort",
    "Sur l'attaque d'Est, Ouest a fourni avant le déclarant alors que c'était au déclarant de jouer",
    "Sur l'attaque du déclarant, Est a joué hors tour le roi de cœur, avant son partenaire Ouest",
    "Le déclarant attaque du mort ; Ouest joue hors tour, avant Est",
    "Est a joué hors tour : c'était à Ouest de fournir sur l'attaque du mort",
    "Nord attaque pique, puis Ouest pose sa dame alors que c'était au déclarant Sud de jouer",
    "Est a joué sa carte avant le mort, alors que c'était au mort de jouer ; Ouest avait déjà joué",
]


@pytest.mark.parametrize("text", PLAYED_TO_A_LEAD)
def test_a_card_played_to_anothers_lead_is_no_lead_out_of_turn(text: str) -> None:
    assert played_to_anothers_lead(" ".join(words(text)))
    facts = engine_facts("attaque", text)
    assert "situation" not in facts and "who_led" not in facts


@pytest.mark.parametrize("text", PLAYED_TO_A_LEAD)
def test_a_card_played_to_anothers_lead_proposes_the_premature_play_first(text: str) -> None:
    assert finder.search(text)[0].id == "jeu_premature"


# Traps: the lead itself out of turn (its own words), a trick won between (the card may lead the next), another
# trick, no lead said at all, the same player.
@pytest.mark.parametrize(
    ("text", "who_led"),
    [
        # 53A: the lead at dummy's turn, then the next hand played on it
        (
            "Nord a attaqué carreau alors que la main était au mort, et Est a déjà fourni dessus de sa main",
            None,
        ),
        ("Est attaque hors tour ; le déclarant fournit de sa main alors que c'était au mort", None),
        (
            "Ouest a attaqué alors que c'était à Est, et ensuite Est a joué sa carte avant le déclarant à la levée suivante",
            None,
        ),
        ("Est a joué hors tour, le déclarant n'accepte pas", None),
        ("Le déclarant Sud joue de sa main alors que c'était au mort", "declarer_wrong_hand"),
        ("Ouest attaque ; à la levée suivante, Est joue hors tour", None),
        ("Est attaque pique, Sud prend de l'as, puis Ouest joue hors tour", None),
    ],
)
def test_a_lead_said_out_of_turn_keeps_its_facts(text: str, who_led: str | None) -> None:
    assert not played_to_anothers_lead(" ".join(words(text)))
    facts = engine_facts("attaque", text)
    assert facts.get("situation") == "lead_out_of_turn"
    if who_led:
        assert facts.get("who_led") == who_led


def test_the_same_player_started_the_trick() -> None:
    assert not played_to_anothers_lead(
        " ".join(words("Est a joué hors tour ; Est avait déjà joué à cette levée"))
    )


def test_est_the_verb_is_no_player() -> None:
    # « c'est », « qui est »: the verb, not the seat East playing
    assert not played_to_anothers_lead(" ".join(words("Ouest attaque ; c'est joué hors tour ? non")))


# « à vous » said, even supposed, whoever is said to have said it and wherever the words put it (a part read
# apart from the lead): 47E1 (withdrawn, no rectification, 63A1 does not apply) or 53/56 is the director's finding.
@pytest.mark.parametrize(
    "text",
    [
        "Est dit que le mort a peut-être dit « à vous » ; Est a attaqué hors tour",
        "Est dit que le déclarant a peut-être dit « à vous » ; Est a attaqué hors tour",
        "Le mort a peut-être dit « c'est à vous » à Ouest, qui a attaqué hors tour",
        "Ouest a attaqué hors tour ; il affirme que le mort lui a dit « à vous », le mort dit que non",
    ],
)
def test_a_your_turn_in_doubt_leaves_the_lead_out_of_turn_asked(text: str) -> None:
    assert engine_facts("attaque", text).get("situation") != "lead_out_of_turn"


def test_a_your_turn_said_by_an_opponent_is_still_read() -> None:
    facts = engine_facts("attaque", "Ouest a attaqué hors tour ; le mort lui avait dit « à vous »")
    assert facts.get("situation") == "told_his_turn"


def test_a_lead_out_of_turn_without_your_turn_is_still_read() -> None:
    facts = engine_facts("attaque", "Est a attaqué hors tour ; le déclarant n'a encore rien joué dessus")
    assert facts.get("situation") == "lead_out_of_turn"


# R-9's side effect: a seat taken back in a sentence that only places the players leaves an act told apart as it is;
# the player who acted taken back in the act's sentence still leaves the case asked (45C3 against 45F).
def test_a_seat_taken_back_leaves_a_later_act() -> None:
    text = "Le mort est Nord ; pardon, le mort est Sud, Nord est le déclarant. Le mort a touché une carte."
    assert engine_facts("carte_du_mort", text).get("case") == "dummy_indicates"


@pytest.mark.parametrize(
    "text",
    [
        "Le mort a touché une carte ; en fait c'est le déclarant qui l'a touchée",
        "Le mort, pardon le déclarant, a touché une carte du mort.",
    ],
)
def test_the_player_who_acted_taken_back_is_asked(text: str) -> None:
    assert "case" not in engine_facts("carte_du_mort", text)


# reviewer29 S-8: « avant les enchères » said of the card that strayed dates the straying, not when it was found: 13A
# (found before the player called) against 13B (after) or 13D (after the play) is asked.
@pytest.mark.parametrize(
    "text",
    [
        "Nord avait 14 cartes, Est 12 : la carte était passée d'une main à l'autre avant les enchères, on ne l'a vu "
        "qu'à la levée 6.",
        "Avant les enchères, Nord a mélangé une carte d'Est avec les siennes ; il a joué tout le coup avec 14 cartes.",
        "Il y avait 14 cartes chez Nord et 12 chez Est, une carte d'Est s'était glissée dans la main de Nord avant "
        "les enchères.",
    ],
)
def test_a_card_that_strayed_before_the_auction_was_not_found_then(text: str) -> None:
    assert engine_facts("nombre_de_cartes", text).get("when_13") != "no_call"


@pytest.mark.parametrize(
    "text",
    [
        "Avant les enchères, Nord compte ses cartes : il en a 14, Est en a 12.",
        "Nord a 14 cartes et Est 12, on s'en aperçoit avant les enchères.",
        "Une carte d'Est glissée chez Nord a été trouvée avant les enchères : Nord a 14 cartes, Est 12.",
    ],
)
def test_a_card_found_before_the_auction_is_still_read(text: str) -> None:
    assert engine_facts("nombre_de_cartes", text).get("when_13") == "no_call"


# reviewer29 S-12: « n'a rien dit » tells the claimer's silence about the trump (70C1) only said of him: another
# player's silence (an opponent, the dummy, who never claims) is no word of what the claimer said.
@pytest.mark.parametrize(
    "text",
    [
        "Sud a revendiqué ; Ouest avait encore un atout. Est n'a rien dit sur le moment.",
        "Sud a revendiqué les 3 dernières levées ; Est n'a rien dit et a rangé ses cartes, puis Ouest a appelé l'arbitre.",
        "Sud a revendiqué en disant « tout est maître ». Ouest avait encore la dame d'atout ; le mort n'a rien dit.",
    ],
)
def test_another_players_silence_is_not_the_claimers(text: str) -> None:
    assert engine_facts("revendication", text).get("trump_said") != "nothing"


@pytest.mark.parametrize(
    "text",
    [
        "Nord revendique le reste ; Est a encore un atout, Nord n'a rien dit de l'atout.",
        "Sud revendique sans rien dire alors qu'Ouest a encore un atout.",
        "Sud revendique le reste, il n'a rien dit de l'atout d'Ouest.",
        "Le mort n'a rien dit ; Sud a revendiqué sans rien dire alors qu'Ouest avait encore un atout.",
    ],
)
def test_the_claimers_silence_is_still_read(text: str) -> None:
    assert engine_facts("revendication", text).get("trump_said") == "nothing"


# reviewer29 S-13: a claim the words never make (« aurait dû », « voulait », « a failli ») tells nothing of a claim
# (68A, 68B): no trick, no count, no word about the trump.
@pytest.mark.parametrize(
    "text",
    [
        "Le déclarant aurait dû revendiquer à la levée 8, mais il a joué jusqu'au bout et a perdu une levée en route.",
        "Est pense que Sud voulait revendiquer à la levée 8, mais Sud n'a rien dit et a continué à jouer.",
        "Sud a failli revendiquer le reste à la levée 9, puis il a continué à jouer.",
    ],
)
def test_a_claim_not_made_tells_nothing_of_a_claim(text: str) -> None:
    facts = engine_facts("revendication", text)
    assert not {"claim_trick", "claimed", "trump_said"} & facts.keys()


@pytest.mark.parametrize(
    ("text", "trick"),
    [
        (
            "Sud aurait dû revendiquer plus tôt ; finalement il a revendiqué à la levée 11, Est conteste.",
            "11",
        ),
        ("À la levée 9, Sud revendique ; Est conteste.", "9"),
    ],
)
def test_a_claim_made_is_still_read(text: str, trick: str) -> None:
    assert engine_facts("revendication", text).get("claim_trick") == trick


# reviewer29 S-14: the contestant is the pair (or the side online): one player « pas averti » beside his partner's
# warning, or « jamais averti… enfin si », is no first offence (90B2, 91A: a warning first only for a first offence).
@pytest.mark.parametrize(
    ("topic", "question", "text"),
    [
        (
            "suites_decision",
            "history",
            "Nord-Sud jouent lentement. Nord n'a pas encore été averti ; Sud, lui, a reçu un avertissement au tour 3.",
        ),
        (
            "suites_decision",
            "history",
            "Lenteur de la paire Est-Ouest : Est n'avait pas été averti, mais Ouest oui.",
        ),
        (
            "suites_decision",
            "history",
            "Est n'a pas été averti pour lenteur : c'est Ouest qui l'a été, deux fois.",
        ),
        (
            "en_ligne_retard",
            "repeated",
            "BBO : Nord-Sud ont encore traîné, la donne n'est pas finie. Nord n'avait jamais été averti ; Sud l'avait "
            "été au tour 2.",
        ),
        (
            "en_ligne_retard",
            "repeated",
            "BBO : la donne n'est pas finie, Est-Ouest ont joué lentement ; ils n'avaient jamais été avertis avant... "
            "enfin si, une fois, au tour 3.",
        ),
    ],
)
def test_a_partners_warning_is_no_first_offence(topic: str, question: str, text: str) -> None:
    assert question not in engine_facts(topic, text)


@pytest.mark.parametrize(
    ("topic", "question", "value", "text"),
    [
        ("suites_decision", "history", "none", "Nord-Sud jouent lentement ; ils n'ont jamais été avertis."),
        (
            "en_ligne_retard",
            "repeated",
            "no",
            "BBO : Est-Ouest trop lents, la donne n'est pas finie ; ils n'ont jamais été avertis.",
        ),
    ],
)
def test_a_side_never_warned_is_still_read(topic: str, question: str, value: str, text: str) -> None:
    assert engine_facts(topic, text).get(question) == value


# reviewer29 S-20: a contract said of another board (« Sur la donne précédente, Sud jouait 4♠ ») is not this one's: no
# contract, no side, no offender's role from it; this board's named after it is read.
def test_the_previous_boards_contract_is_not_this_ones() -> None:
    facts = engine_facts(
        "renonce", "Sur la donne précédente, Sud jouait 4♠. Sur celle-ci, Est a renoncé à la levée 3."
    )
    assert not {"contract_level", "declarer_side", "offender"} & facts.keys()


def test_this_boards_contract_after_the_previous_one_is_read() -> None:
    text = "Sur la donne précédente Ouest avait renoncé, et sur celle-ci Sud joue 4♠ ; Est a renoncé à la levée 3."
    facts = engine_facts("renonce", text)
    assert facts.get("contract_level") == "4" and facts.get("offender") == "defender"


# reviewer29 S-22: a result one side states and the other disputes (« Est-Ouest disent de deux », « mais Est dit que
# c'est 4♠ = », « Nord-Sud contestent ») is the director's to establish (79B): no tricks made pre-filled.
@pytest.mark.parametrize(
    "text",
    [
        "Sud joue 4♠. Est a renoncé à la levée 3. Sud a chuté de un ; Est-Ouest disent de deux.",
        "Sud joue 4♠. Est a renoncé à la levée 3. 4♠ -1 noté par Nord, mais Est dit que c'est 4♠ =.",
        "Sud joue 4♠. Est a renoncé à la levée 3. La feuille indique 4♠ -1 ; Nord-Sud contestent.",
    ],
)
def test_a_disputed_result_is_no_count(text: str) -> None:
    assert "tricks_taken" not in engine_facts("renonce", text)


@pytest.mark.parametrize(
    "text",
    [
        "Sud joue 4♠. Est a renoncé à la levée 3. Sud a chuté de un ; Est conteste la renonce.",
        "Sud joue 4♠. Est a renoncé à la levée 3. Sud a chuté de un, Nord-Sud n'ont pas contesté.",
    ],
)
def test_a_result_not_disputed_is_still_read(text: str) -> None:
    assert engine_facts("renonce", text).get("tricks_taken") == "9"


# reviewer29 S-24: « à la fin de la première levée / du premier tour d'atout / de l'entame » is during the play (20F5b,
# 75B), never the end of the play (the damage then judged, 21B3).
@pytest.mark.parametrize(
    "text",
    [
        "À la fin de la première levée, le mort a corrigé l'explication de son partenaire.",
        "À la fin du premier tour d'atout, Est a corrigé sa propre explication du contre.",
        "Le mort a corrigé l'explication à la fin du premier tour de cœur.",
        "À la fin de l'entame... pardon, juste après l'entame, le mort a corrigé l'explication.",
    ],
)
def test_the_end_of_a_trick_is_not_the_end_of_the_play(text: str) -> None:
    assert engine_facts("explication_erronee", text).get("situation") != "after_play"


def test_the_end_said_alone_is_still_the_end_of_the_play() -> None:
    text = "À la fin, on a appris que l'explication était fausse ; NS s'estiment lésés."
    assert engine_facts("explication_erronee", text).get("situation") == "after_play"


def test_a_call_back_at_the_end_of_a_suits_round_is_during_the_play() -> None:
    text = "Nord a hésité ; Est a rappelé l'arbitre à la fin du tour de carreau pour contester l'entame."
    assert engine_facts("information_non_autorisee", text).get("situation") != "partner_after"


# reviewer29 S-25: « la fin du tour » of a suit (during the play) or of the next board's auction is not the end of the
# round (64B5: no transfer); a moment taken back is asked; the last round over is the end of the round.
@pytest.mark.parametrize(
    "text",
    [
        "Ouest a renoncé au deuxième tour de trèfle ; on s'en est aperçu à la fin du tour de trèfle suivant.",
        "Ouest a renoncé à la levée 3 ; découvert à la fin du tour d'enchères de la donne suivante, Nord-Sud avaient "
        "déjà parlé.",
        "Ouest a renoncé à la levée 3 ; Nord l'a vu à la fin du coup suivant... non, de la levée suivante.",
    ],
)
def test_the_end_of_a_suits_round_is_not_the_end_of_the_round(text: str) -> None:
    facts = engine_facts("renonce", text)
    assert facts.get("when") not in ("after_round", "after_play")
    assert facts.get("discovered") not in ("after_round", "after_play")


@pytest.mark.parametrize(
    "text",
    [
        "Ouest a renoncé à la levée 3 ; on l'a vu à la fin du match, après la fin du dernier tour.",
        "Ouest a renoncé à la levée 3 ; on l'a vu à la fin du tour, les joueurs avaient changé de table.",
    ],
)
def test_the_end_of_the_last_round_is_after_the_round(text: str) -> None:
    assert engine_facts("renonce", text).get("when") == "after_round"


def test_the_end_of_the_play_is_still_read() -> None:
    assert (
        engine_facts("renonce", "Ouest a renoncé à la levée 3 ; on l'a vu à la fin du coup.").get("when")
        == "after_play"
    )


# reviewer29 S-27: the player who revoked (or disconnected) taken back for another in the same breath, an ellipsis
# included, is asked: who offended decides the transfer (64A, 64B3) and the side responsible online.
@pytest.mark.parametrize(
    "text",
    [
        "Le mort a renoncé ; en fait c'est le déclarant.",
        "Le déclarant a renoncé, enfin non, le mort.",
        "Sud joue 4♠. Le mort a renoncé... non, pardon, c'est le déclarant.",
    ],
)
def test_a_revoker_taken_back_is_asked(text: str) -> None:
    assert "offender" not in engine_facts("renonce", text)


def test_a_disconnected_seat_taken_back_after_an_ellipsis_is_asked() -> None:
    text = "Sur BBO, Sud s'est déconnecté à la levée 4... non, pardon, c'est Est qui s'est déconnecté."
    assert "disconnected_side" not in engine_facts("en_ligne_deconnexion", text)


def test_a_revoker_not_taken_back_is_still_read() -> None:
    assert engine_facts("renonce", "Sud joue 4♠. Le mort a renoncé à la levée 3.").get("offender") == "dummy"


# reviewer29 S-40: several cards or the whole hand of another player (« les cartes d'Est », « deux cartes d'Ouest », « la
# main d'Est ») are that player's, whoever dropped them (49, 50 for a defender's; 48A only for the declarer's own).
@pytest.mark.parametrize(
    "text",
    [
        "Sud joue 4♠. Le déclarant a fait tomber les cartes d'Est en posant la sienne.",
        "Sud joue 4♠. Le déclarant a fait tomber deux cartes d'Ouest en ramassant la levée.",
        "Sud joue 4♠. Le mort a fait tomber la main d'Est en rangeant ses cartes.",
    ],
)
def test_another_players_cards_are_his(text: str) -> None:
    assert engine_facts("cartes_penalisees", text).get("owner") == "defender"


def test_the_declarers_own_cards_are_his() -> None:
    text = "Sud joue 4♠. Le déclarant a fait tomber deux cartes de sa main."
    assert engine_facts("cartes_penalisees", text).get("owner") == "declarer"


# reviewer29 S-37: « après le coup de l'as » is a card played, « après le coup suivant » the next board, « le tour était
# déjà terminé » the end of the round (64B5): never « after the play of this board » (64A with its transfer).
@pytest.mark.parametrize(
    ("text", "when"),
    [
        (
            "Ouest a renoncé à la levée 4 ; après le coup de l'as de trèfle à la levée 6, Est s'en est aperçu.",
            None,
        ),
        ("Ouest a renoncé sur la donne 5 ; après le coup suivant, on a découvert la renonce.", None),
        ("Ouest a renoncé ; à la fin on voit la renonce, mais le tour était déjà terminé.", "after_round"),
        ("Ouest a renoncé à la levée 3 ; après le coup, on a découvert la renonce.", "after_play"),
    ],
)
def test_after_a_coup_is_the_end_of_this_play_only_said_alone(text: str, when: str | None) -> None:
    assert engine_facts("renonce", text).get("when") == when


# reviewer29 S-41: « son partenaire n'a rien dit » is no « his partner has not called » when the words tell his call (by
# his seat, or « il a passé »), nor when it speaks of an objection (« sur le moment, ni protesté »): 25A1 is then over
# or asked.
@pytest.mark.parametrize(
    "text",
    [
        "Nord a dit 2♥, Est a passé, Sud a passé, puis Nord a voulu changer pour 2♠ ; son partenaire n'a rien dit.",
        "Nord a dit 2♥ puis a voulu mettre 2♠ ; son partenaire n'a rien dit, il a passé.",
        "Nord a dit 2♥ puis a voulu mettre 2♠ ; son partenaire n'a rien dit sur le moment, ni protesté.",
    ],
)
def test_a_partner_who_called_is_no_partner_silent(text: str) -> None:
    assert engine_facts("changement_declaration", text).get("timing") != "in_time"


def test_a_partner_silent_is_still_read() -> None:
    text = "Nord a dit 2♥, Est a passé, puis Nord a voulu changer pour 2♠ ; son partenaire n'avait pas parlé."
    assert engine_facts("changement_declaration", text).get("timing") == "in_time"


# reviewer29 S-36: the director called only after the board was played (« personne ne m'a appelé, ils ont fini le coup et
# m'appellent maintenant ») is no call on the spot (16B2 against 16B3).
def test_a_call_after_the_board_is_no_call_on_the_spot() -> None:
    text = (
        "Nord a hésité avant de passer et Sud a dit 4♠ ; personne ne m'a appelé, ils ont fini le coup et m'appellent "
        "maintenant pour contester."
    )
    assert engine_facts("information_non_autorisee", text).get("situation") != "partner_now"


def test_a_call_now_during_the_auction_is_still_read() -> None:
    text = "Nord a hésité avant de passer ; NS m'appellent maintenant."
    assert engine_facts("information_non_autorisee", text).get("situation") == "partner_now"


# R-3's premature play, its situation: the declarer's card played out of turn to a trick a defender led is 57C3's (a
# played card, kept if legal); a defender's or the dummy's, or the declarer's own lead, is not pre-filled so.
@pytest.mark.parametrize(
    "text",
    [
        "Ouest attaque cœur, le déclarant Sud fournit de sa main alors que c'était au mort de jouer",
        "Est attaque ; le déclarant joue de sa main avant le mort, alors que c'était au mort",
    ],
)
def test_the_declarers_card_to_a_defenders_lead_is_his_premature_play(text: str) -> None:
    assert engine_facts("jeu_premature", text).get("situation") == "declarer_early"


@pytest.mark.parametrize(
    "text",
    [
        "Sur l'attaque d'Est, Ouest a fourni avant le déclarant alors que c'était au déclarant de jouer",
        "Le déclarant Sud joue de sa main alors que c'était au mort",
        "Est attaque hors tour ; le déclarant fournit de sa main alors que c'était au mort",
        "Si Ouest attaque cœur et que le déclarant fournit de sa main avant le mort, que faire ?",
    ],
)
def test_no_declarers_premature_play_otherwise(text: str) -> None:
    assert engine_facts("jeu_premature", text).get("situation") != "declarer_early"

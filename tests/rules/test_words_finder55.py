"""finder55 (issue 37 §1, session 28): « Que s'est-il passé ? » read where the words state it without doubt.

- renonce: the revoke told in the present with its player just before (« Ouest, en défense, renonce », « le
  défenseur renonce »), or named « consommée » with its player (« renonce consommée de Sud »), states a suit not
  followed (61A) as « Ouest a renoncé » does; never denied, asked, supposed, reported, given up (« renonce à
  l'impasse »), nor « c'est renonce ? » (the verb, not the seat Est).
- cartes_penalisees: a defender's card just named as in his hand (« de toute façon j'ai l'as »), held so low that his
  partner could see it, or let slip, is a card just exposed: is it a penalty card (49, 50)? Never the declarer's or
  the dummy's (48A), in a claim (68), already penalised, or of an earlier trick; the partner of its owner to lead
  (50D), said of him or by him; the penalty card said unplayed when due (52), never « another card » alone (50C).
- explication_erronee: the damage or the adjusted score said (« lésés », « je pondère »), or the error learnt « à la
  fin », dates it after the play (12C1, 21B3, 40B4); never during the auction, before the lead or during the play.
  The explainer's partner who knows it wrong while the auction goes on is auction_partner (20F5a); never the
  explainer's own discovery, after the last pass or in the play.
- carte_du_mort: a card the dummy does not hold, or a suit named without its rank, asked by the declarer, is an
  invalid or incomplete designation (46B); never a card the dummy put down himself, touched, or taken back.
- jeu_premature: the declarer's 57A choice said of the offender's partner (« exige la plus forte du partenaire ») states a
  defender who played before his partner; never a choice only possible, asked, before the dummy, or of a lead.
- nombre_de_cartes: a hand with a card more than the others in play or at the end, all thirteen at the start said,
  is one more in play (67, not 13); never without the start's thirteen, nor with a hand of 14 or a foreign card.
- levees: the played cards mixed before the sides agree on the tricks is their disagreement (66D, 79A).
- procedure: the declarer asking his partner whether to accept a lead out of turn consults him on an option (10C4);
  never an instruction, a card, 61B's question or a count.
- suites_decision: the director's own error in his words (82C), the appeals committee's ruling (93), points taken or a
  suspension (91); never a player's opinion, an appeal, a supposition, a procedural penalty.
- information_non_autorisee: the partner's call still to come (« maintenant Sud réfléchit à reparler ») with the source
  said is a call on the spot (16B2); never the hand's end, a withdrawn call (16C), no source, a supposition.
- carte_jouee: a player who wants his played card back (« je veux reprendre ma carte ») is a retraction (47); never
  the play, a call, a dummy's card.
- entame: a lead said regular, then the declarer's spread, is the « other » case (48B); never a lead out of turn, the
  dummy's spread, a lead denied regular.
- mauvais_etui: the table playing another board than the round's (« l'étui 12 alors qu'on devait jouer le 11 ») is
  15B; never one player's hand of another board (15A).
- marque_ajustee: the damage judged in words (the result without the infraction, results to weigh, a side damaged,
  the gamble on the director, the serious unrelated error: 12C1) is the damage case; never no result (12C2), the
  director's error (82C), one side's word.
- tempo_comportement: a conduct said plainly (looking at another's hand, tempo varied on purpose, a card detached
  early, approving partner's play, agreed signals: 74, 73B2) is the conduct case; never a deceptive tempo (73D2).
- donne_faussee: a board played in several forms, said otherwise (a card displaced, dealer or vulnerability differing
  between copies, wrongly duplicated: 87A) is fouled; never one hand taken from another board (15A).
- attaque: a card played because of an opponent's explanation is 47E2a's case; never the opening lead, « c'est à
  vous » (47E1).
"""

from __future__ import annotations

import pytest

from rules import vocabulary


def _situation(topic: str, text: str) -> str | None:
    return vocabulary.facts(topic, text).get("situation")


# --- renonce -----------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Ouest (en défense) renonce, la levée est gagnée par le déclarant.",
        "3SA contré. Le défenseur renonce, le déclarant prend la levée de la renonce.",
        "Sud joue 4♠. Ouest, en défense, renonce à la 6e levée et le mort prend.",
        "Le décla renonce à la 7e levée puis revendique le reste.",
        "Renonce consommée de Sud en défense à pique ; Nord-Sud ont fait une levée après.",
        "renonce consommée d'Ouest, le transfert d'une levée ne compense pas",
        "RENONCE DE L'OUEST, IL A GAGNÉ LA LEVÉE AVEC SON ATOUT.",
        "Declarer revoke in spades, he noticed himself before anybody played to next trick.",
    ],
)
def test_the_revoke_told_with_its_player_is_a_suit_not_followed(text: str) -> None:
    assert _situation("renonce", text) == "not_followed"


@pytest.mark.parametrize(
    "text",
    [
        "Nord ne renonce pas, il n'avait plus de carreau.",  # denied
        "Si Ouest renonce à la 12e levée, que se passe-t-il ?",  # supposed
        "Est dit que Nord renonce à chaque donne.",  # reported
        "Je crois que le défenseur renonce, mais je ne suis pas sûr.",  # a doubt
        "Sud renonce à l'impasse et tire ses atouts.",  # gives up a line of play, no revoke
        "Le déclarant renonce à contester la revendication.",  # gives up, no revoke
        "Ouest renonce à sa revendication.",  # gives up, no revoke
        "Nord renonce sur la carte pénalisée de son partenaire.",  # another kind (penalty card)
        "C'est renonce si je retrouve un pique avant de jouer à la levée suivante ?",  # the verb « être »
        "Pas de renonce consommée de Sud : personne n'a rejoué.",  # denied
        "Sud prétend qu'il y a eu renonce consommée d'Ouest.",  # one player's word (85A)
        "Renonce consommée d'Est à cœur, puis renonce de Sud à trèfle.",  # two revokes
    ],
)
def test_the_revoke_not_stated_is_asked(text: str) -> None:
    assert _situation("renonce", text) != "not_followed"


# --- cartes_penalisees -------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Est (défense) a dit « de toute façon j'ai l'as de trèfle », maintenant c'est une carte pénalisée ?",
        "Pendant le jeu, Ouest, en défense, dit « de toute façon j'ai le Roi de carreau ».",
        "Nord, en défense, tenait sa dame de pique tellement bas que son partenaire a pu la voir.",
        "En flanc, Ouest a laissé échapper le valet de carreau, il est face visible sur le tapis.",
        "Mon partenaire en défense a échappé sa dame de cœur sur la table en triant ses cartes.",
    ],
)
def test_a_defenders_card_just_named_held_low_or_let_slip_is_a_new_card(text: str) -> None:
    assert _situation("cartes_penalisees", text) == "new_card"


@pytest.mark.parametrize(
    "text",
    [
        "Le déclarant a dit « de toute façon j'ai l'as de trèfle ».",  # the declarer's: no penalty card (48A)
        "Le décla tenait son jeu tellement bas que le mort a vu son roi.",  # the declarer's
        "Ouest, en défense, revendique : « de toute façon j'ai l'as de cœur, le reste est à nous ».",  # a claim (68)
        "Est, en défense, n'a pas laissé échapper de carte.",  # denied
        "Si Ouest, en défense, laisse échapper une carte, est-elle pénalisée ?",  # supposed
        "Ouest, en défense, avait laissé échapper le roi plus tôt ; il ne l'a pas joué à la levée suivante.",  # later
        "Est, en défense, a laissé échapper le roi de cœur, déjà pénalisé, à la levée précédente.",  # already penalised
    ],
)
def test_a_card_not_newly_exposed_by_a_defender_is_asked(text: str) -> None:
    assert _situation("cartes_penalisees", text) != "new_card"


@pytest.mark.parametrize(
    "text",
    [
        "Le partenaire du joueur qui a la carte pénalisée doit attaquer. Le déclarant n'a pas encore choisi.",
        "Ma partenaire a une carte pénalisée sur la table, le Roi de cœur, et c'est moi qui dois attaquer.",
        "Mon partenaire a une carte pénalisée (la dame de trèfle) et c'est à moi d'entamer la levée.",
        "Une carte pénalisée sur la table, une seule. Son partenaire doit attaquer maintenant.",
    ],
)
def test_the_partner_of_a_penalty_cards_owner_to_lead(text: str) -> None:
    assert _situation("cartes_penalisees", text) == "partner_to_lead"


@pytest.mark.parametrize(
    "text",
    [
        "Mon partenaire a une carte pénalisée ; si c'est à moi d'attaquer, que peut faire le déclarant ?",  # supposed
        "Mon partenaire n'a pas de carte pénalisée et c'est à moi d'attaquer.",  # denied
        "C'est à moi d'attaquer et j'ai une carte pénalisée sur la table.",  # the owner himself (50D1)
        "Ma partenaire a deux cartes pénalisées et c'est à moi d'attaquer.",  # two cards (51)
        "Mon partenaire a une carte pénalisée, c'est à moi d'attaquer, mais j'ai aussi une carte pénalisée.",  # both
    ],
)
def test_the_partners_lead_not_stated_is_asked(text: str) -> None:
    assert _situation("cartes_penalisees", text) != "partner_to_lead"


# --- explication_erronee -----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Explication erronée confirmée par la feuille ; lésés ; je pondère 50/50 entre 4♠ = et 4♠ -1.",
        "Mal expliqué, on est lésés. d16.",
        "J'ai pondéré : 50 % 4♥ chuté, 50 % 4♥ fait, sur la donne 2.",
        "Même avec la bonne explication, ils n'auraient rien fait de mieux, pas de dommage.",
        "ma partenaire a oublié d'alerter mon 2♦ transfert, on l'a su à la fin.",
    ],
)
def test_the_damage_or_the_adjusted_score_dates_the_misexplanation_after_play(text: str) -> None:
    assert _situation("explication_erronee", text) == "after_play"


@pytest.mark.parametrize(
    "text",
    [
        "Ma partenaire a expliqué mon 2♣ comme Stayman ; il m'a dit : tu te tais jusqu'à la fin.",  # 20F5: to come
        "Explication fausse du 2♦ découverte pendant le jeu, au vu du mort ; NS se disent lésés.",  # during play
        "Il a corrigé son explication à la fin des enchères, avant l'entame ; les adversaires se disent lésés.",
        "Explication fausse corrigée pendant les enchères, personne n'est lésé.",  # during the auction
        "Si NS sont lésés par l'explication, que faire ?",  # supposed
    ],
)
def test_a_misexplanation_not_dated_after_play_is_asked(text: str) -> None:
    assert _situation("explication_erronee", text) != "after_play"


# --- carte_du_mort -----------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Le déclarant appelle le Roi de cœur du mort. Le mort n'a pas le Roi de cœur.",
        "Il a appelé le Valet de trèfle du mort qui ne l'avait pas.",
        "Il demande le roi de carreau au mort, mais le mort n'a pas de roi de carreau !",
        "Le mort avait la main ; le déclarant a dit « trèfle » sans hauteur.",
    ],
)
def test_a_card_dummy_lacks_or_no_rank_is_an_incomplete_designation(text: str) -> None:
    assert vocabulary.facts("carte_du_mort", text).get("case") == "incomplete"


@pytest.mark.parametrize(
    "text",
    [
        "Le mort n'a pas le roi de cœur, il a posé la dame de lui-même.",  # the dummy's own card (45F), nothing asked
        "Le déclarant a touché la dame du mort ; le mort n'a pas le roi de cœur.",  # a touched card (45C3)
        "Le déclarant a demandé le roi de trèfle au mort, puis non, la dame ; le mort n'a pas le roi de trèfle.",
        "Le mort n'avait pas le roi de pique, il a renoncé quand le déclarant l'a appelé.",  # the revoke's matter
    ],
)
def test_a_designation_not_stated_incomplete_is_asked(text: str) -> None:
    assert vocabulary.facts("carte_du_mort", text).get("case") != "incomplete"


# --- jeu_premature -----------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Jeu prématuré de la défense, le déclarant exige la plus forte du partenaire dans la couleur.",
        "premature play by defender, declarer wants partner's lowest card in the suit",
        "ELLE A JOUE AVANT MOI ET LE DECLARANT M'A OBLIGE A METTRE MA PLUS FORTE. IL A LE DROIT ?",
        "Le déclarant interdit le trèfle au partenaire du défenseur qui a joué trop tôt.",
    ],
)
def test_the_declarers_57A_choice_states_a_defender_before_his_partner(text: str) -> None:
    assert _situation("jeu_premature", text) == "defender_before_partner"


@pytest.mark.parametrize(
    "text",
    [
        "Le déclarant a-t-il le droit d'exiger la plus forte du partenaire ?",  # asked
        "Si le déclarant exige la plus petite du partenaire, que se passe-t-il ?",  # supposed
        "Le déclarant peut exiger la plus forte du partenaire, il réfléchit.",  # not chosen
        "Est a joué avant le mort, le déclarant exige la plus forte du partenaire.",  # before the dummy (57A is not)
        "Ouest a entamé hors tour, le déclarant exige la plus petite du partenaire.",  # a lead out of turn (54, 56)
    ],
)
def test_a_choice_not_made_or_of_another_irregularity_is_asked(text: str) -> None:
    assert _situation("jeu_premature", text) != "defender_before_partner"


# --- nombre_de_cartes --------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "En cours de jeu, Est a une carte de plus que les autres, alors que tout le monde avait 13 au départ.",
        "À la fin du coup, Nord a encore une carte dans la main alors que les trois autres n'en ont plus. "
        "Tout le monde avait bien compté 13 cartes au départ.",
    ],
)
def test_a_card_more_in_play_after_thirteen_each_is_one_more_in_play(text: str) -> None:
    assert vocabulary.facts("nombre_de_cartes", text).get("problem") == "one_more_in_play"


@pytest.mark.parametrize(
    "text",
    [
        "À la fin du coup, Est a encore une carte en main et les autres n'ont plus rien.",  # 13 at the start not said
        "Est a une carte de plus que les autres : il avait 14 cartes, Ouest 12.",  # a hand of 14 (13A)
        "Est a une carte de plus que les autres, une carte d'un autre jeu ; tous avaient 13 au départ.",  # 13C
        "Si Est a une carte de plus que les autres alors que tous avaient 13 au départ, que faire ?",  # supposed
    ],
)
def test_a_card_more_not_stated_after_thirteen_each_is_asked(text: str) -> None:
    assert vocabulary.facts("nombre_de_cartes", text).get("problem") != "one_more_in_play"


# --- levees ------------------------------------------------------------------------------------------------------


def test_cards_mixed_before_the_sides_agree_is_a_disagreement_on_the_tricks() -> None:
    text = "Les deux camps ont mélangé leurs cartes jouées avant d'être d'accord sur les levées."
    assert vocabulary.facts("levees", text).get("case") == "disagreement"


@pytest.mark.parametrize(
    "text",
    [
        "Les deux camps ont mélangé leurs cartes, mais ils sont d'accord sur 9 levées, c'est le score qui est faux.",
        "Si les camps mélangent leurs cartes avant d'être d'accord sur les levées, que faire ?",  # supposed
        "Le déclarant a revendiqué, et tout le monde a mélangé ses cartes avant d'être d'accord.",  # the claim's matter
    ],
)
def test_cards_mixed_without_a_disagreement_is_asked(text: str) -> None:
    assert vocabulary.facts("levees", text).get("case") != "disagreement"


# --- procedure ---------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "le décla a demandé à son partenaire (le mort) s'il fallait accepter l'entame hors tour",
        "Le déclarant a demandé à son mort s'il valait mieux accepter l'entame hors tour ou pas.",
        "Le déclarant a demandé à son partenaire (le mort) quelle option choisir après l'entame hors tour.",
    ],
)
def test_the_declarer_consulting_his_partner_is_an_option_choice(text: str) -> None:
    assert _situation("procedure", text) == "option_choice"


@pytest.mark.parametrize(
    "text",
    [
        "Le déclarant a demandé au mort de jouer le roi de cœur.",  # an instruction (45B)
        "Le déclarant a demandé au mort la dame de pique.",  # a card
        "Le déclarant a demandé à son partenaire s'il avait encore du cœur.",  # 61B's question
        "Le déclarant n'a pas demandé à son partenaire s'il fallait accepter l'entame.",  # denied
        "Si le déclarant demande à son partenaire s'il faut accepter l'entame, que faire ?",  # supposed
        "Le déclarant a demandé à son partenaire combien de levées il avait faites.",  # no option
    ],
)
def test_a_request_to_the_partner_that_is_no_consultation_is_asked(text: str) -> None:
    assert _situation("procedure", text) != "option_choice"


# --- suites_decision ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "case"),
    [
        (
            "C'est moi l'arbitre : j'ai appliqué la mauvaise loi sur la renonce de la donne 3.",
            "director_error",
        ),
        ("Ce n'est pas le joueur : c'est moi, j'ai donné la mauvaise option au déclarant.", "director_error"),
        ("La commission a maintenu ma décision sur la donne 22.", "appeal"),
        ("Comportement inacceptable, je le suspends pour la séance.", "disciplinary"),
        ("Injures envers l'adversaire à la table 2, je veux retirer des points.", "disciplinary"),
    ],
)
def test_what_follows_a_ruling_said_plainly(text: str, case: str) -> None:
    assert vocabulary.facts("suites_decision", text).get("case") == case


@pytest.mark.parametrize(
    "text",
    [
        "Selon Est, j'ai appliqué la mauvaise loi.",  # a player's opinion
        "Ils font appel : ils disent que j'ai donné la mauvaise option.",  # an appeal (93)
        "Si j'ai appliqué la mauvaise loi, que faire ?",  # supposed
    ],
)
def test_a_director_error_not_his_own_finding_is_asked(text: str) -> None:
    assert vocabulary.facts("suites_decision", text).get("case") != "director_error"


def test_a_procedural_penalty_is_no_disciplinary_case() -> None:
    text = "Retard de 20 minutes, je retire des points pour le retard."
    assert vocabulary.facts("suites_decision", text).get("case") != "disciplinary"


# --- information_non_autorisee -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Nord a hésité au moins 20 secondes avant de passer sur 3♥, et maintenant Sud réfléchit à reparler.",
        "Alerte inattendue : Ouest alerte le 2♦ de son partenaire. Est doit parler maintenant.",
        "Elle a réfléchi trois plombes avant de passer, et maintenant son mari veut parler.",
    ],
)
def test_the_partners_call_still_to_come_is_a_call_on_the_spot(text: str) -> None:
    assert _situation("information_non_autorisee", text) == "partner_now"


@pytest.mark.parametrize(
    "text",
    [
        "Nord a hésité avant de passer ; à la fin du coup, Sud veut parler à l'arbitre.",  # the end of the hand
        "Nord a retiré son contre, et maintenant Sud veut reparler.",  # a withdrawn call (16C)
        "Sud veut reparler maintenant.",  # no source said
        "Si Nord hésite et que Sud veut reparler, que faire ?",  # supposed
    ],
)
def test_a_call_still_to_come_not_stated_with_the_partners_information_is_asked(text: str) -> None:
    assert _situation("information_non_autorisee", text) != "partner_now"


# --- carte_jouee -------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Mon adversaire m'a dit que c'était à moi, j'ai joué, et ce n'était pas à moi. Je veux reprendre ma carte.",
        "Est, en défense, veut reprendre son roi et il a déjà posé le 3 à la place sur la table.",
        "Il a défaussé un cœur sur un pique, il a encore du pique ; il veut reprendre avant la levée suivante.",
    ],
)
def test_a_player_wanting_his_card_back_is_a_retraction(text: str) -> None:
    assert vocabulary.facts("carte_jouee", text).get("case") == "retract"


@pytest.mark.parametrize(
    "text",
    [
        "Le déclarant veut reprendre le jeu après la revendication contestée.",  # the play resumed (68D)
        "Sud veut reprendre son enchère.",  # a call (25)
        "Le déclarant veut reprendre la carte du mort.",  # dummy's card (45, 46)
        "Il ne veut pas reprendre sa carte.",  # denied
    ],
)
def test_wanting_back_something_else_than_ones_played_card_is_asked(text: str) -> None:
    assert vocabulary.facts("carte_jouee", text).get("case") != "retract"


# --- entame ------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Entame régulière d'Ouest, puis Sud (déclarant) étale ses cartes comme s'il était le mort.",
        "L'entame était correcte ; c'est le déclarant qui a étalé ses treize cartes en croyant être le mort.",
    ],
)
def test_a_regular_lead_then_the_declarer_spread_is_the_other_case(text: str) -> None:
    facts = vocabulary.facts("entame", text)
    assert (facts.get("situation"), facts.get("other_case")) == ("other", "declarer_spread_after_legal_lead")


@pytest.mark.parametrize(
    "text",
    [
        "Entame hors tour d'Ouest, puis le déclarant étale son jeu.",  # 54A: a lead out of turn
        "Entame régulière d'Ouest, puis le mort étale son jeu.",  # the dummy's own spread (41D)
        "L'entame n'était pas régulière, et le déclarant a étalé son jeu.",  # denied
        "Entame normale d'Ouest ; le déclarant n'a pas étalé son jeu.",  # no spread
    ],
)
def test_a_spread_not_after_a_regular_lead_is_asked(text: str) -> None:
    assert vocabulary.facts("entame", text).get("other_case") != "declarer_spread_after_legal_lead"


# --- mauvais_etui ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "On a joué l'étui 12 alors qu'on devait jouer le 11 dans ce tour, tournoi par paires.",
        "La table 7 joue l'étui 12 qui n'est pas de ce tour ; aucun des quatre ne l'avait joué avant.",
        "22h10, T9 : NS et EO de la table 9 jouent la donne 26 au lieu de la 25.",
    ],
)
def test_the_table_playing_another_board_is_a_wrong_board(text: str) -> None:
    assert vocabulary.facts("mauvais_etui", text).get("case") == "wrong_board"


@pytest.mark.parametrize(
    "text",
    [
        "Ouest a déclaré avec les cartes de la donne 12 au lieu de la 11.",  # one player's hand (15A)
        "Il a pris ses cartes dans l'étui d'à côté, ce n'est pas le bon étui.",  # one player's hand (15A)
        "Si la table joue l'étui 12 alors qu'elle devait jouer le 11, que faire ?",  # supposed
    ],
)
def test_one_players_wrong_hand_is_no_wrong_board(text: str) -> None:
    assert vocabulary.facts("mauvais_etui", text).get("case") != "wrong_board"


# --- marque_ajustee ----------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Sans l'infraction, Nord-Sud jouaient 4♠ et faisaient 10 levées, c'est sûr.",
        "Plusieurs résultats possibles sans l'infraction : 3SA fait ou chuté d'une, je pondère.",
        "Ils ont tenté un 7SA aventureux en comptant sur l'arbitre pour annuler si ça chutait.",
        "Infraction, le camp non fautif a été lésé, et le résultat probable est clair : 4 piques juste fait.",
    ],
)
def test_the_damage_judged_in_words_is_the_damage_case(text: str) -> None:
    assert _situation("marque_ajustee", text) == "damage"


@pytest.mark.parametrize(
    "text",
    [
        "La donne n'a pas pu être jouée, aucun résultat possible.",  # no result (12C2)
        "J'ai mal rectifié l'enchère insuffisante ; sans l'infraction ils jouaient 4♠.",  # the director's error (82C)
        "Selon EO, ils ont été lésés.",  # one side's word
        "Ils n'ont pas été lésés par l'infraction.",  # denied
    ],
)
def test_the_damage_not_judged_is_asked(text: str) -> None:
    assert _situation("marque_ajustee", text) != "damage"


# --- tempo_comportement ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Est regarde avec insistance dans le jeu de Sud.",
        "Il varie son tempo exprès pour nous déconcerter, une fois très vite une fois très lentement.",
        "Est détache toujours sa carte avant son tour et la tient prête.",
        "Il a dit « bravo partenaire » pendant le coup, après la défausse de sa partenaire.",
    ],
)
def test_a_conduct_said_plainly_is_the_conduct_case(text: str) -> None:
    assert vocabulary.facts("tempo_comportement", text).get("case") == "conduct"


@pytest.mark.parametrize(
    "text",
    [
        "Est a hésité avec un singleton pour tromper le déclarant.",  # deception (73D2)
        "Est n'a pas regardé avec insistance le jeu de Sud.",  # denied
        "Si Est regarde avec insistance le jeu de Sud, que faire ?",  # supposed
    ],
)
def test_a_conduct_not_stated_is_asked(text: str) -> None:
    assert vocabulary.facts("tempo_comportement", text).get("case") != "conduct"


# --- donne_faussee -----------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Une carte a été déplacée dans l'étui 17, la donne n'est plus la même d'une table à l'autre.",
        "Match par équipes : donneur différent d'une copie à l'autre sur la 6.",
        "C'est l'organisateur qui a mal dupliqué l'étui, aucun joueur n'est en faute.",
    ],
)
def test_a_board_played_in_several_forms_is_fouled(text: str) -> None:
    assert vocabulary.facts("donne_faussee", text).get("case") == "fouled"


@pytest.mark.parametrize(
    "text",
    [
        "Nord a pris les cartes de l'étui 5 au lieu du 6 ; la donne n'est pas la même.",  # one hand (15A)
        "Ce n'est pas une donne faussée : aucune carte déplacée.",  # denied
        "Si une carte a été déplacée dans l'étui, que faire ?",  # supposed
    ],
)
def test_a_board_not_stated_fouled_is_asked(text: str) -> None:
    assert vocabulary.facts("donne_faussee", text).get("case") != "fouled"


@pytest.mark.parametrize(
    "text",
    [
        "Mon partenaire a expliqué mon 2♣ comme Stayman, alors que chez nous c'est naturel. Les enchères continuent.",
        "Les enchères continuent, et Sud sait que l'explication que Nord vient de donner de son 2♦ est fausse.",
    ],
)
def test_the_explainers_partner_knowing_during_the_auction(text: str) -> None:
    assert _situation("explication_erronee", text) == "auction_partner"


@pytest.mark.parametrize(
    "text",
    [
        "Pendant les enchères, je me suis rendu compte que j'avais mal expliqué le 2♣ de mon partenaire.",  # his own
        "Après la dernière passe, mon partenaire a expliqué mon 2♣ comme Stayman ; les enchères sont finies.",
        "Mon partenaire a expliqué mon 2♣ comme Stayman ; en défense, je le sais pendant le jeu.",  # the play
    ],
)
def test_not_the_partner_during_the_auction_is_asked(text: str) -> None:
    assert _situation("explication_erronee", text) != "auction_partner"


@pytest.mark.parametrize(
    "text",
    [
        "Il avait une carte pénalisée sur la table et il ne l'a pas jouée alors qu'il le devait.",
        "Carte pénalisée non jouée par Ouest, et depuis son partenaire a attaqué la levée suivante.",
    ],
)
def test_a_penalty_card_not_played_when_due(text: str) -> None:
    assert _situation("cartes_penalisees", text) == "not_played"


@pytest.mark.parametrize(
    "text",
    [
        "Est avait le 4 de carreau pénalisé et il a joué un autre carreau, le roi.",  # a minor card gives way (50C)
        "Est devait jouer sa dame de cœur pénalisée sur le cœur du mort.",  # the obligation, not what he did
        "Si la carte pénalisée n'est pas jouée alors qu'elle devait l'être, que faire ?",  # supposed
    ],
)
def test_a_penalty_card_not_stated_unplayed_is_asked(text: str) -> None:
    assert _situation("cartes_penalisees", text) != "not_played"


# --- attaque -----------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Est a joué le roi parce que Sud lui avait expliqué 2♦ comme un transfert, en fait c'était naturel.",
        "J'ai joué mon as de pique parce que l'adversaire m'avait expliqué que son 2SA montrait les mineures.",
        "Il a joué le Roi à cause de l'explication fausse de l'adversaire.",
    ],
)
def test_a_card_played_on_an_opponents_explanation_is_a_misexplanation(text: str) -> None:
    assert _situation("attaque", text) == "misexplanation"


@pytest.mark.parametrize(
    "text",
    [
        "Ouest a entamé trèfle parce que Nord lui avait expliqué le 2♣ comme Stayman.",  # the opening lead (47E2b)
        "Est a attaqué parce que le déclarant lui a dit « c'est à vous ».",  # told his turn (47E1)
        "Est n'a pas joué le roi à cause de l'explication fausse ; il l'aurait joué de toute façon.",  # denied
    ],
)
def test_not_a_card_played_on_a_misexplanation_is_asked(text: str) -> None:
    assert _situation("attaque", text) != "misexplanation"

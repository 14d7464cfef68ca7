"""Session 23 (finder44): stated facts taken on new writers' words (issue 37 §1), each reading with the words that
must not fill it.

- The director qualifying the hesitation himself (« hésitation nette », « BIT clair », « il a réfléchi une minute,
  c'est net ») finds the unauthorised information (16B1a: an unmistakable hesitation). Its length alone stays a fact
  (tester19 Q12); a player's or a side's opinion (« selon EO », « Sud trouve l'hésitation nette »: reviewer19 (1)),
  a denial, a question, a doubt, the tempo said normal, or the hesitation disputed leave the question asked.
- Online, the claim refused on screen by an opponent (« claim refusé », « Est a fait reject », « opponents reject ») is
  the claim contested (68B1); not a refusal denied (also in English), supposed, or followed by an acceptance.
- « La défense » is its two players: the card it drops, shows or leads out of turn (« la défense a attaqué hors tour,
  le déclarant a refusé, la carte reste sur la table », 54D, 50) is a defender's, as « le défenseur »'s already was
  (48A: only a defender has penalty cards). Not when it only saw another's card, denied, asked, or the declarer's.
- Every answer to « Qu'a dit le déclarant ? » is an incomplete or invalid designation of dummy's card (46B): the words
  read for it that the case missed (« il a dit « pique » sans hauteur », « le gros », « ce qui gagne la levée ») state
  that case too, with its guards (a change of mind, the dummy's own card); not when they state another case (a touch,
  a change of card), nor denied or asked.
- The board said fouled with its number or a tense between (« donne 16 faussée », « la 8 est faussée », « la donne
  était faussée ») is the fouled-board case (87A); denied, asked, supposed, believed or reported: asked.
- The player who took the next board's hand (« a pris les cartes de l'étui voisin », « a pris le jeu du mauvais étui »)
  and called with it is 15A's case; « mauvais étui joué » is the table's (15B). Denied, asked or reported: asked.
- A negation denies a participle with its article just before the words of a fact (« Nord n'a pas pris les cartes d'un
  autre étui »), as it already denied the participle alone or with its object: no wrong hand read (a pre-existing
  wrong pre-fill, found on the way).
- « Il n'en avait plus », « il ne pouvait pas respecter l'interdiction » with the requirement told: he could not comply
  (59); reported or asked: asked.
- The director's own ruling said wrong (« ma décision sur la 13 s'est révélée fausse », « j'ai mal donné l'option »)
  is his error (82C); the players' word for it, a question or a denial: asked.
- A double of the partner's call (« contre à son tour, mais sur l'enchère de son partenaire »), said by « mon adversaire »
  too, and a redouble of no double with the seat between (« surcontre de Nord alors que personne n'avait contré ») are
  19A1/19B1's inadmissible double; the opponent's call doubled, a denial, a question, a question asked about the
  partner's call, or reported speech: asked.
- The innocent player misled by the opponent's tempo or manner (« le déclarant s'est trompé », « trompé par
  l'hésitation », « sa question m'a fait croire qu'il avait la dame ») drew 73E2's false inference; the intent alone
  (« pour me faire croire », « pour faire croire »), a denial, a supposition or the player's own claim to the director:
  asked.
- The partner of the player who gave the information speaking for himself, his call still to come (« mon partenaire a
  réfléchi longtemps, et je dois maintenant parler », « je n'ai encore rien dit »): the director is called before the
  partner acts (16B); his call made, or the words a question: asked.
- « C'est à lui d'attaquer » (elided « d' ») beside the one seat holding the penalty card is that owner's turn (50D1), as
  « c'est à lui de jouer » already was; asked or denied: not.
- Any seat drawing attention to an irregularity, its verb right after it (« Ouest a signalé que… », « Sud fait
  remarquer que… », « j'ai signalé une renonce »), is the procedure's « attention drawn » (9A1); denied, asked, about
  to happen (« allait signaler »), or his own side's (« son partenaire a… », « propre camp »): asked.
- No result on the board said outright (« donne 4 pas jouée », « la donne n'est pas jouée », « pas de résultat possible »,
  « absence de résultat ») is 12C2's case; a board played, asked or doubted: asked.
"""

from __future__ import annotations

import pytest

from rules import vocabulary

UI = "information_non_autorisee"
CLAIM = "revendication"
PENALTY = "cartes_penalisees"
DUMMY = "carte_du_mort"
FOULED = "donne_faussee"
WRONG_BOARD = "mauvais_etui"
AFTER = "jeu_apres_irregularite"
FOLLOW_UP = "suites_decision"
INADMISSIBLE = "declaration_inadmissible"
CONDUCT = "tempo_comportement"
PROCEDURE = "procedure"
ADJUSTED = "marque_ajustee"


@pytest.mark.parametrize(
    "text",
    [
        "Nord a passé après une hésitation nette, Sud a reparlé 4♠.",
        "Hésitation manifeste d'Est avant son contre, Ouest a enlevé à 4♥.",
        "BIT clair de Sud, puis Nord dit 3SA.",
        "Ouest a réfléchi une bonne minute avant de passer, c'est net. Est a reparlé.",
        "Sud a passé. Hésitation très nette, tout le monde l'a vue.",
    ],
)
def test_the_directors_own_word_for_the_hesitation_finds_the_information(text: str) -> None:
    assert vocabulary.facts(UI, text)["ui_exists"] == "yes"


@pytest.mark.parametrize(
    "text",
    [
        "Pas d'hésitation nette, Nord a passé à son rythme.",  # denied
        "L'hésitation de Nord n'était pas nette.",  # denied (and not the pattern's words)
        "Hésitation nette de Nord ? Sud a reparlé 4♠.",  # asked
        "Je ne sais pas si l'hésitation était nette, Sud a reparlé.",  # doubted
        "Selon EO, hésitation nette de Nord avant son passe.",  # a side's opinion (reviewer19 (1))
        "Est trouve l'hésitation de Sud nette, Nord a reparlé.",  # a player's opinion
        "Ouest dit qu'il y a eu une hésitation nette de Nord.",  # reported speech
        "Nord a passé, c'est net, puis Sud a dit 4♠.",  # « c'est net » with no thinking told
        "Nord a passé au tempo normal, c'est net.",  # the tempo said normal
        "Nord a réfléchi une minute avant de passer, puis Sud a reparlé 4♠.",  # the length only (tester19 Q12)
    ],
)
def test_the_hesitation_not_found_by_the_director_leaves_the_question_asked(text: str) -> None:
    assert "ui_exists" not in vocabulary.facts(UI, text)


def test_the_hesitation_the_other_side_denies_is_disputed_not_found() -> None:
    facts = vocabulary.facts(UI, "Hésitation nette de Nord selon Est, Sud dit que non.")
    assert facts.get("ui_exists") != "yes"
    assert vocabulary.facts(UI, "Hésitation nette de Nord, Sud dit que non.")["ui_exists"] == "disputed"


@pytest.mark.parametrize(
    "text",
    [
        "BBO, donne 7 : claim du déclarant refusé par Ouest.",
        "Sur RealBridge, le claim de Sud est refusé à l'écran.",
        "Online board 4: declarer claims the rest, opponents reject.",
        "En ligne, Nord fait un claim à la levée 9 et Est a fait reject.",
    ],
)
def test_the_online_claim_refused_on_screen_is_contested(text: str) -> None:
    assert vocabulary.facts(CLAIM, text)["situation"] == "contested"


@pytest.mark.parametrize(
    "text",
    [
        "BBO : claim pas refusé, les adversaires ont accepté.",  # denied, accepted
        "Online: the opponents did not reject the claim.",  # denied in English
        "Si Est refuse le claim, qu'est-ce que je fais ?",  # supposed, asked
        "Est a d'abord refusé le claim, puis il l'a accepté.",  # accepted in the end
        "Le claim refusé, ils ont continué à jouer.",  # play continued: another situation (68D2)
    ],
)
def test_the_online_claim_not_plainly_refused_leaves_the_situation_asked(text: str) -> None:
    assert vocabulary.facts(CLAIM, text).get("situation") != "contested"


@pytest.mark.parametrize(
    "text",
    [
        "La défense a entamé hors tour, le déclarant a refusé : la carte reste sur la table.",
        "La défense a attaqué trop tôt, le déclarant a refusé : la carte reste sur la table.",
        "La carte de la défense est tombée.",
        # The declarer's plain lead ties him to no exposed card: the penalty card stays the defender's.
        "Le roi de pique pénalisé d'Est (défense) est sur la table, le déclarant attaque trèfle.",
    ],
)
def test_the_defences_exposed_or_refused_card_is_a_defenders(text: str) -> None:
    assert vocabulary.facts(PENALTY, text)["owner"] == "defender"


@pytest.mark.parametrize(
    "text",
    [
        "La défense a vu la carte que le déclarant a laissé tomber.",  # another's card
        "La défense n'a pas fait tomber de carte, c'est le déclarant.",  # denied
        "La défense a-t-elle montré une carte ?",  # asked
        "Le déclarant a attaqué de la mauvaise main, la carte reste sur la table.",  # the declarer's (55)
        "La défense a joué, puis le déclarant a fait tomber sa dame.",  # two roles: asked
    ],
)
def test_the_defence_tied_to_no_card_of_its_own_gives_no_owner(text: str) -> None:
    assert vocabulary.facts(PENALTY, text).get("owner") != "defender"


@pytest.mark.parametrize(
    "text",
    [
        "Le mort a la main, le déclarant a dit « carreau » sans hauteur.",
        "Le déclarant demande au mort ce qui gagne la levée.",
        "Le déclarant dit « le gros » au mort.",
    ],
)
def test_the_designation_read_is_the_incomplete_designation_case(text: str) -> None:
    assert vocabulary.facts(DUMMY, text)["case"] == "incomplete"


@pytest.mark.parametrize(
    ("text", "case"),
    [
        ("Le déclarant a touché le roi du mort puis a dit « petit ».", "touched"),  # another case stated
        ("Le déclarant a dit « petit » puis « non, le roi ».", "changed"),  # a change of card (45C4b)
        ("Il a dit « petit cœur » au mort, a réfléchi, puis a voulu le roi : un changement d'avis.", None),
        ("Le déclarant a-t-il dit « petit » ?", None),  # asked
        ("Le déclarant n'a pas dit « petit », il a nommé le 2 de pique.", None),  # denied
    ],
)
def test_the_designation_leaves_another_case_or_a_doubt_alone(text: str, case: str | None) -> None:
    assert vocabulary.facts(DUMMY, text).get("case") == case


@pytest.mark.parametrize(
    "text",
    [
        "Donne 23 faussée : le valet de cœur était chez Sud à deux tables.",
        "La 14 est faussée, le donneur n'est pas le même sur les deux copies.",
        "La donne a été faussée pendant le tournoi.",
    ],
)
def test_the_board_said_fouled_is_the_fouled_case(text: str) -> None:
    assert vocabulary.facts(FOULED, text)["case"] == "fouled"


@pytest.mark.parametrize(
    "text",
    [
        "La donne 12 n'était pas faussée, toutes les tables avaient la même.",  # denied
        "La donne 12 était-elle faussée ?",  # asked
        "Si la donne 3 est faussée, que faire ?",  # supposed
        "Je crois que la donne 4 est faussée.",  # believed
        "Nord dit que la donne 4 est faussée.",  # reported
    ],
)
def test_the_board_not_plainly_said_fouled_leaves_the_case_asked(text: str) -> None:
    assert "case" not in vocabulary.facts(FOULED, text)


@pytest.mark.parametrize(
    ("text", "case"),
    [
        ("Ouest a pris les cartes de l'étui voisin et a ouvert 1♥.", "wrong_cards"),
        ("Sud a pris le jeu du mauvais étui, il a ouvert 2♣.", "wrong_cards"),
        ("Mauvais étui joué à la table 9.", "wrong_board"),
    ],
)
def test_the_wrong_hand_or_board_said_plainly(text: str, case: str) -> None:
    assert vocabulary.facts(WRONG_BOARD, text)["case"] == case


@pytest.mark.parametrize(
    "text",
    [
        "Ouest n'a pas pris les cartes de l'étui voisin, il a ouvert 1♥.",  # denied
        "Sud a-t-il pris le jeu du mauvais étui ? Il a ouvert 2♣.",  # asked
        "Est dit qu'Ouest a pris les cartes de l'étui voisin ; Ouest a ouvert 1♥.",  # reported
        "Le mauvais étui n'a pas été joué.",  # denied
        "Nord n'a pas pris les cartes d'un autre étui, il a ouvert 1♠.",  # denied: participle, article, then the words
    ],
)
def test_the_wrong_hand_or_board_not_plainly_said_leaves_the_case_asked(text: str) -> None:
    assert "case" not in vocabulary.facts(WRONG_BOARD, text)


@pytest.mark.parametrize(
    "text",
    [
        "Le déclarant a exigé l'attaque carreau ; Ouest n'en avait plus.",
        "Pique interdit par le déclarant, mais Est ne pouvait pas respecter l'interdiction.",
    ],
)
def test_the_requirement_he_could_not_comply_with(text: str) -> None:
    assert vocabulary.facts(AFTER, text)["case"] == "cannot_comply"


@pytest.mark.parametrize(
    "text",
    [
        "Le déclarant a interdit pique ; Ouest dit qu'il ne pouvait pas respecter l'interdiction.",  # reported
        "Le déclarant a exigé cœur, est-ce qu'Est ne pouvait pas respecter ?",  # asked
        "Le déclarant a exigé cœur et Est pouvait respecter l'exigence.",  # he could
    ],
)
def test_the_requirement_not_plainly_impossible_leaves_the_case_asked(text: str) -> None:
    assert vocabulary.facts(AFTER, text).get("case") != "cannot_comply"


@pytest.mark.parametrize(
    "text",
    [
        "Ma décision sur la donne 6 s'est révélée fausse.",
        "J'ai mal donné l'option au déclarant sur l'entame hors tour.",
    ],
)
def test_the_directors_own_ruling_said_wrong_is_his_error(text: str) -> None:
    assert vocabulary.facts(FOLLOW_UP, text)["case"] == "director_error"


@pytest.mark.parametrize(
    "text",
    [
        "Ils disent que ma décision sur la 13 est fausse.",  # the players' word
        "Ma décision sur la 13 était-elle fausse ?",  # asked
        "Ma décision sur la 13 n'était pas fausse.",  # denied
        "Je n'ai pas mal appliqué la loi.",  # denied
    ],
)
def test_the_ruling_not_said_wrong_by_the_director_leaves_the_case_asked(text: str) -> None:
    assert vocabulary.facts(FOLLOW_UP, text).get("case") != "director_error"


@pytest.mark.parametrize(
    "text",
    [
        "Mon adversaire de droite a contré l'ouverture de son propre partenaire.",
        "Contre d'Est, à son tour, mais sur l'enchère de son partenaire.",
        "Surcontre d'Ouest alors que personne n'avait contré.",
    ],
)
def test_the_double_of_the_partner_or_the_redouble_of_no_double(text: str) -> None:
    assert vocabulary.facts(INADMISSIBLE, text)["kind"] == "double_19"


@pytest.mark.parametrize(
    "text",
    [
        "Nord a contré l'enchère de son adversaire.",  # a legal double's object
        "Nord n'a pas contré l'enchère de son partenaire.",  # denied
        "Nord a-t-il contré l'enchère de son partenaire ?",  # asked
        "Nord a contré ; Sud a posé une question sur l'enchère de son partenaire.",  # a question, not the double's object
        "Est dit que Nord a contré l'enchère de son partenaire.",  # reported
    ],
)
def test_the_double_not_plainly_of_the_partner_leaves_the_kind_asked(text: str) -> None:
    assert vocabulary.facts(INADMISSIBLE, text).get("kind") != "double_19"


@pytest.mark.parametrize(
    "text",
    [
        "Est a hésité avec un singleton de pique, et le déclarant s'est trompé en jouant pour la dame chez lui.",
        "Trompé par l'hésitation d'Ouest, qui n'avait qu'un doubleton, le déclarant a raté l'impasse.",
        "Sa question sur les atouts m'a fait croire qu'il avait le roi.",
    ],
)
def test_the_innocent_player_misled_drew_a_false_inference(text: str) -> None:
    assert vocabulary.facts(CONDUCT, text)["false_inference"] == "yes"


@pytest.mark.parametrize(
    "text",
    [
        "Il a hésité avec un singleton pour me faire croire qu'il avait le roi.",  # the intent only
        "Il a hésité avec un singleton, le déclarant ne s'est pas trompé.",  # denied
        "Ouest a hésité avec un singleton ; si le déclarant s'est trompé, que faire ?",  # supposed
        "Le déclarant dit qu'il s'est trompé à cause de l'hésitation d'Ouest.",  # his own claim
        "Ouest a hésité avec un singleton, personne n'a été trompé.",  # denied
    ],
)
def test_the_false_inference_not_plainly_drawn_is_asked(text: str) -> None:
    assert "false_inference" not in vocabulary.facts(CONDUCT, text)


@pytest.mark.parametrize(
    "text",
    [
        "Ma partenaire a réfléchi une minute avant de passer et maintenant je dois parler.",
        "Mon partenaire a fait une alerte inattendue sur mon 2♣ ; je n'ai encore rien dit.",
    ],
)
def test_the_partner_speaking_before_his_call_is_called_now(text: str) -> None:
    assert vocabulary.facts(UI, text)["situation"] == "partner_now"


@pytest.mark.parametrize(
    "text",
    [
        "Mon partenaire a hésité avant de passer, j'ai dit 4♠ ; je dois parler à l'arbitre ?",  # his call made
        "Mon partenaire a hésité ; dois-je parler ?",  # asked
        "Le partenaire de Nord a réfléchi, et je dois maintenant parler.",  # not the speaker's partner
    ],
)
def test_the_partners_call_made_or_asked_leaves_the_situation_asked(text: str) -> None:
    assert vocabulary.facts(UI, text).get("situation") != "partner_now"


@pytest.mark.parametrize(
    "text",
    [
        "Sud a une carte pénalisée, le valet de cœur, et c'est à lui d'attaquer.",
        "Nord a le 9 de pique pénalisé ; c'est à lui d'entamer la levée.",
    ],
)
def test_the_penalty_cards_owner_on_lead_said_with_d_apostrophe(text: str) -> None:
    assert vocabulary.facts(PENALTY, text)["situation"] == "owner_to_play"


@pytest.mark.parametrize(
    "text",
    [
        "Sud a une carte pénalisée ; est-ce à lui d'attaquer ?",  # asked
        "Sud a une carte pénalisée, ce n'est pas à lui d'attaquer.",  # denied
    ],
)
def test_the_owners_turn_asked_or_denied_leaves_the_situation_asked(text: str) -> None:
    assert vocabulary.facts(PENALTY, text).get("situation") != "owner_to_play"


@pytest.mark.parametrize(
    "text",
    [
        "Pendant les enchères, Est a signalé que Sud avait passé hors tour.",
        "En plein jeu, Nord fait remarquer que le déclarant a joué du mauvais côté.",
        "J'ai signalé une renonce d'Ouest à la levée 6.",
    ],
)
def test_a_seat_drawing_attention_is_the_attention_drawn(text: str) -> None:
    assert vocabulary.facts(PROCEDURE, text)["situation"] == "attention_drawn"


@pytest.mark.parametrize(
    "text",
    [
        "Ouest n'a pas signalé la renonce.",  # denied
        "Ouest a-t-il signalé la renonce ?",  # asked
        "Nord allait signaler la renonce du déclarant.",  # about to happen
        "Sud a signalé que son partenaire avait renoncé, il le devait ?",  # his own side's
    ],
)
def test_attention_not_plainly_drawn_leaves_the_situation_asked(text: str) -> None:
    assert vocabulary.facts(PROCEDURE, text).get("situation") != "attention_drawn"


@pytest.mark.parametrize(
    "text",
    [
        "Donne 12 pas jouée : NS sont arrivés en retard.",
        "Les deux camps ont traîné, la donne n'est pas jouée.",
        "Pas de résultat possible sur la 7, la séance était finie.",
    ],
)
def test_no_result_said_outright(text: str) -> None:
    assert vocabulary.facts(ADJUSTED, text)["situation"] == "no_result"


@pytest.mark.parametrize(
    "text",
    [
        "La donne 4 a été jouée, pas de souci.",  # played
        "La donne 5 n'est-elle pas jouée ?",  # asked
        "Je ne sais pas si la donne 4 est jouée.",  # doubted
    ],
)
def test_a_board_played_or_doubted_gives_no_situation(text: str) -> None:
    assert vocabulary.facts(ADJUSTED, text).get("situation") != "no_result"

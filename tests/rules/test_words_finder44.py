"""Session 23 (finder44): stated facts taken on new writers' words (issue 37 §1), each reading with the words that
must not fill it. reviewer23 found wrong pre-fills in the first drafts (/work/reports/reviewer23.md #1–#10): the
readings that could not be narrowed for sure were taken back (the director's « hésitation nette », « la défense » as a
card's owner, « le gros » / « sans hauteur » as the designation's case, « c'est à lui d'attaquer », « il n'en avait
plus », the double « sur l'enchère de son partenaire » alone), and every sentence of the review is a row that must not
fill (`test_reviewer23_sentences_fill_nothing`).

- Online, the claim refused on screen by an opponent (« claim refusé », « Est a fait reject », « opponents reject ») is
  the claim contested (68B1); not a refusal denied (French or English, with or without its apostrophe), made by
  nobody, hypothetical, or followed by an acceptance or by play.
- A defender's lead out of turn ties the defender to its card (50, 54D); never the declarer's plain lead; a role that
  only saw, asked or corrected exposed nothing.
- The board said fouled with its number or a tense between (« donne 16 faussée », « la 8 est faussée ») is the
  fouled-board case (87A); denied, asked, supposed, believed or reported: asked.
- The player who took the next board's hand (« a pris les cartes de l'étui voisin ») and called with it is 15A's case
  (not before any call); « mauvais étui joué » is the table's (15B).
- A negation denies a participle with its article just before the words of a fact (« Nord n'a pas pris les cartes d'un
  autre étui »).
- « Il ne pouvait pas respecter l'interdiction » with the requirement told: he could not comply (59).
- The director's own ruling said wrong (« ma décision sur la 13 s'est révélée fausse », « j'ai mal donné l'option »)
  is his error (82C); an explanation, an alert or a claim found wrong is not.
- A double of the partner's call said with its verb (« mon adversaire a contré l'ouverture de son propre partenaire »)
  and a redouble of no double with the seat between are 19A1/19B1's inadmissible double.
- The innocent player misled by an opponent (« le déclarant s'est trompé », « trompé par l'hésitation ») drew 73E2's
  false inference; not by partner or dummy, the intent alone, the link denied.
- The hesitator's partner speaking before his call (« je dois maintenant parler », « je n'ai encore rien dit »):
  called now (16B); not once the hand is over or his call made.
- Any seat drawing attention (« Ouest a signalé que… ») is the procedure's attention drawn (9A1).
- No result on the board said outright (« donne 4 pas jouée », « pas de résultat possible ») is 12C2's case.
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


# reviewer23 (/work/reports/reviewer23.md #1–#10): each sentence pre-filled a wrong answer in a first draft.
REVIEWER23 = [
    (
        "information_non_autorisee",
        "ui_exists",
        "yes",
        [
            "Les EO se plaignent d'une hésitation nette de Nord avant son passe, Sud a reparlé 4♠.",
            "Est signale une hésitation nette de Nord, Sud a reparlé 4♠.",
            "Est m'appelle pour une hésitation nette de Nord ; Sud a reparlé 4♠.",
            "EO réclament : hésitation nette de Nord, puis Sud a dit 4♠.",
            "Ouest : « hésitation nette de Nord ! » Sud a reparlé 4♠.",
            "EO parlent d'une hésitation nette de Nord.",
            "L'hésitation nette alléguée par Est n'est pas reconnue par Nord.",
            "Nord a réfléchi 10 secondes après le STOP, c'est net : tempo réglementaire.",
            "Nord a réfléchi une minute, c'est net que Sud n'a rien utilisé.",
            "Nord a réfléchi avant de passer. Sud est sûr que c'est net.",
            "Nord a réfléchi longtemps. Est : « c'est net ».",
            "Hésitation nette d'Ouest avant de passer, puis Nord, son adversaire, a contré.",
        ],
    ),
    (
        "cartes_penalisees",
        "owner",
        "defender",
        [
            "La défense a vu tomber la dame du déclarant, pendant le jeu.",
            "La défense a demandé au déclarant de montrer sa carte tombée.",
            "La défense a corrigé le déclarant, qui avait laissé tomber le roi.",
            "La défense montre que le déclarant a exposé une carte.",
        ],
    ),
    (
        "revendication",
        "situation",
        "contested",
        [
            "En ligne, Nord fait un claim à la levée 9 ; personne n'a fait reject.",
            "BBO : le claim de Sud n'a été refusé par personne.",
            "BBO: South claims, East didnt reject.",
            "BBO: South claims, East would have rejected.",
        ],
    ),
    (
        "carte_du_mort",
        "case",
        "incomplete",
        [
            "Le déclarant a demandé le roi, le mort a fourni le gros.",
            "Le déclarant a appelé le valet, mais Nord a posé le gros.",
            "Le déclarant a dit « roi de pique », le gros du mort est parti.",
            "Le déclarant a nommé la dame de pique ; ce qui gagne la levée, c'est le roi d'Est.",
            "Le déclarant a appelé le 7, pas de problème, Est a fourni un pique sans hauteur.",
        ],
    ),
    (
        "mauvais_etui",
        "case",
        "wrong_cards",
        ["Sud a pris les cartes de l'étui voisin, il les a remises avant toute enchère."],
    ),
    (
        "suites_decision",
        "case",
        "director_error",
        [
            "L'explication de Nord s'est révélée fausse, je dois revoir ma décision.",
            "L'alerte de Sud s'est révélée fausse après la donne : ils n'avaient pas cet accord.",
            "Après la donne, l'information donnée par Ouest s'est avérée fausse ; je reviens sur le score.",
            "La revendication de Sud s'est révélée fausse, il a perdu une levée.",
            "J'ai donné la mauvaise explication à Est, mon partenaire avait un bicolore.",
            "Mon partenaire a enchéri 2♦, j'ai donné la mauvaise réponse à la question d'Ouest.",
        ],
    ),
    (
        "jeu_apres_irregularite",
        "case",
        "cannot_comply",
        [
            "Le déclarant a interdit carreau à Ouest ; Ouest a entamé carreau. Est a coupé car il n'en avait plus.",
            "Le déclarant a exigé atout ; Ouest n'en avait plus, il a joué trèfle. C'est faux, il en avait un.",
        ],
    ),
    (
        "declaration_inadmissible",
        "kind",
        "double_19",
        [
            "Est a contré 4♠. Ouest a réfléchi longtemps sur l'enchère de son partenaire, puis a passé.",
            "Contre d'Est sur le 1SA de Nord ; Sud a dit 2♣ sur l'enchère de son partenaire.",
            "Nord a contré 3♥ ; Sud a sauté à 4♠ sur l'enchère de son partenaire.",
            "Ouest a contré le 2♦ de Nord ; Est a mis du temps sur l'ouverture de son partenaire.",
        ],
    ),
    (
        "cartes_penalisees",
        "situation",
        "owner_to_play",
        [
            "Sud a une carte pénalisée, le valet de cœur ; son partenaire a pris la main et c'est à lui d'attaquer.",
            "Sud a une carte pénalisée. Nord a pris la main : c'est à lui d'attaquer.",
            "Sud a une carte pénalisée, le valet de cœur. Le partenaire de Sud a gagné la levée, c'est à lui d'entamer.",
        ],
    ),
    (
        "tempo_comportement",
        "false_inference",
        "yes",
        [
            "Nord, le mort, a hésité avant d'étaler ; le déclarant s'est trompé d'impasse.",
            "Mon partenaire a fait un signal qui m'a fait croire qu'il avait le roi, Est a hésité ensuite.",
            "Le déclarant s'est trompé dans son compte ; l'hésitation d'Ouest n'y est pour rien.",
        ],
    ),
    (
        "information_non_autorisee",
        "situation",
        "partner_now",
        [
            "Mon partenaire a hésité ; je n'ai encore rien dit à l'arbitre, le coup est fini.",
            "Mon partenaire a hésité avant de passer ; je dois parler, j'annonce 4♠.",
        ],
    ),
]

REVIEWER23 += [
    (
        "donne_faussee",
        "case",
        "fouled",
        ["L'erreur de marque donne une moyenne faussée au classement."],
    ),  # #12
    (
        "marque_ajustee",
        "situation",
        "no_result",
        [  # #13
            "Sans l'erreur, pas de résultat possible en dessous de 4♠ =, donc j'ajuste à 4♠ =.",
            "La donne 4 pas jouée jusqu'au bout : revendication contestée à la levée 9.",
        ],
    ),
]


@pytest.mark.parametrize(
    ("topic", "question", "value", "text"),
    [(topic, question, value, text) for topic, question, value, texts in REVIEWER23 for text in texts],
)
def test_reviewer23_sentences_fill_nothing(topic: str, question: str, value: str, text: str) -> None:
    assert vocabulary.facts(topic, text).get(question) != value

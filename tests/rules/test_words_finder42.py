"""Session 22 (finder42): stated facts taken (issue 37 §1), each reading with the words that must not fill it.

- The declarer's option on the lead of the partner of a penalty card's owner (« le déclarant exige l'attaque
  trèfle », « il interdit pique à Nord », « ne veut rien exiger ni interdire »), with a card on the table: only a
  defender has penalty cards (48A) and only his penalty card gives the declarer that option (50D2), so the card is
  a defender's. Said in the present with no outcome yet, the partner is to lead now (50D2's question). Told as done
  with what came of it (the card picked up, the suit void: 50E), two penalty cards (51A: the declarer designates
  the owner's card), a hypothetical choice, a denial or another player's claim: the situation is asked.
- A seat tagged « , en défense, » between commas (« Ouest, en défense, a défaussé… ») is the subject of the verb after
  the tag, as « Ouest (en défense) a défaussé… » already was: who revoked, who led. Denied, doubted, asked, supposed,
  or the declarer's side said to defend: nothing.
- A seat that played « avant son partenaire » while the words tell the declarer acting as another player (« le
  déclarant exige / demande / hésite », « a joué du mort ») is a defender (57A; the dummy plays no card of his own):
  the premature play of a defender. Not when the words make that seat the declarer, deny, doubt or ask.
- The declarer's 57A1 choice told as made (« exige que Sud mette sa plus grosse carte », « a exigé la plus petite »)
  or not made yet (« hésite », « demande ses options »); not one he may, will or could make, nor the options listed.
- tester24 P12: a lead put down by one seat while another seat, not his partner, says the lead was his (« Sud a
  entamé face cachée puis Ouest a dit attends c'est moi qui entame »): if he is right the card is the presumed
  dummy's (41A, 54E → 24), so no « defender who was not on lead » is read, and the table is never told « votre
  partenaire entame »; the director asks. The leader's partner saying so is consistent with a defender's lead.
- tester24 P10a: « le déclarant a joué avant son tour à la levée suivante », « a attaqué trop tôt »: the card may be
  a lead (55), not a card played to a trick (57C, « pas une attaque »): asked. Played before a defender had played
  to the trick stays 57C.
- tester24 P8: the board and table dictated in words (« table sept donne dix huit », 2 to 39) or typed short
  (« tab 4 dn 9 »); never « un », a number after a subject (« il donne deux coups d'atout »), nor a count.
- The revoke not established (63A1) told by the next trick not yet played to (« son camp n'a pas encore joué à la
  levée suivante », « personne a rejoué à la levée d'après », « corrige avant la levée suivante »); not when a play to
  it is told, doubted, asked or denied.
- Online: « misclick / mauvais clic / clic erroné » on a bid named by its level or « ma dernière enchère » is a call's
  click; not a card named, a denial, a doubt or a question.
- The speaker's side defending (« on défendait 3SA ») with his own or his partner's discard or ruff: the revoker
  defends; not when the declarer's or the dummy's play is the revoke, denied, or doubted.
- « je ne sais pas quoi faire / comment régler » doubts the ruling the director asks for, not the facts he tells: the
  facts are read; « je ne sais pas si … », « je crois » still doubt them.
"""

from __future__ import annotations

import pytest

from rules import vocabulary
from rules.seats_in_words import with_roles
from rules.where import board_and_table, without_board

PENALTY = "cartes_penalisees"


@pytest.mark.parametrize(
    "text",
    [
        "Nord a une carte pénalisée, le 9 de cœur ; le déclarant exige l'attaque cœur de Sud.",
        "Carte pénalisée d'Est sur la table, le déclarant interdit carreau à Ouest.",
        "Le déclarant ne veut rien exiger ni interdire, la carte pénalisée reste sur la table.",
        "Le déclarant a interdit l'attaque dans la couleur de la carte pénalisée d'Ouest.",
        "La carte reste sur la table : le déclarant a exigé l'attaque pique.",
    ],
)
def test_the_declarers_option_on_the_lead_makes_the_penalty_card_a_defenders(text: str) -> None:
    assert vocabulary.facts(PENALTY, text)["owner"] == "defender"


@pytest.mark.parametrize(
    "text",
    [
        "Le déclarant a laissé tomber sa dame de pique ; les défenseurs disent qu'il exige l'attaque de sa carte.",
        "C'est le mort qui a fait tomber le roi, et le déclarant exige l'attaque trèfle.",
        "Le déclarant exige l'attaque trèfle de Nord.",  # no card on the table said: another law's restriction (26B)
    ],
)
def test_the_declarers_option_said_of_no_defenders_card_gives_no_owner(text: str) -> None:
    assert vocabulary.facts(PENALTY, text).get("owner") != "defender"


@pytest.mark.parametrize(
    ("text", "choice"),
    [
        ("Nord a une carte pénalisée, le 9 de cœur ; le déclarant exige l'attaque cœur de Sud.", "require"),
        ("Sud a une carte pénalisée, le déclarant exige carreau à Nord.", "require"),
        ("La carte pénalisée d'Est est là et le déclarant ne veut rien exiger ni interdire.", "nothing"),
    ],
)
def test_the_option_chosen_now_is_the_partners_lead(text: str, choice: str) -> None:
    facts = vocabulary.facts(PENALTY, text)
    assert facts["situation"] == "partner_to_lead"
    assert facts["declarer_choice"] == choice


@pytest.mark.parametrize(
    "text",
    [
        # done, with what came of it (50E)
        "Le déclarant avait exigé l'attaque cœur ; Ouest n'en avait plus et la carte pénalisée est remise en main.",
        "Le déclarant exige carreau à Nord, la carte pénalisée de Sud est reprise en main ; Nord a-t-il appris quelque chose ?",
        # two penalty cards (51A)
        "Ouest a deux cartes pénalisées, le déclarant exige l'attaque pique.",
        # hypothetical, denied, doubted, someone else's claim
        "Le déclarant va peut-être exiger l'attaque pique, Est a une carte pénalisée.",
        "Le déclarant n'a pas exigé l'attaque, la carte pénalisée d'Est reste sur la table.",
        "Le déclarant hésite, il exige l'attaque pique ou il interdit, la carte pénalisée est sur la table.",
        "Selon Est, le déclarant exige l'attaque trèfle, la carte pénalisée reste sur la table.",
        "Je ne sais pas si le déclarant exige l'attaque trèfle, Est a une carte pénalisée.",
        "Le déclarant exige-t-il l'attaque trèfle ? Est a une carte pénalisée.",
    ],
)
def test_the_option_told_as_done_supposed_or_denied_leaves_the_situation_asked(text: str) -> None:
    assert vocabulary.facts(PENALTY, text).get("situation") != "partner_to_lead"


@pytest.mark.parametrize(
    "text",
    [
        "Contrat 3SA par Nord. Ouest, en défense, a défaussé un pique sur le carreau alors qu'il avait encore le 4 de carreau.",
        "Est, en défense, a coupé le deuxième trèfle alors qu'il lui restait le valet de trèfle.",
        "Contrat 4♥ par Est. Nord, en défense, a défaussé un carreau sur le deuxième pique alors qu'il avait encore le 8 de "
        "pique ; c'est Est qui a fait cette levée.",
        "Est , en déf , a coupé le deuxième trèfle alors qu'il lui restait le valet de trèfle.",
    ],
)
def test_a_seat_tagged_in_defence_between_commas_is_the_revokes_subject(text: str) -> None:
    assert "en défense," not in with_roles(text)
    assert vocabulary.facts("renonce", text)["offender"] == "defender"


@pytest.mark.parametrize(
    "text",
    [
        "Est, en défense, n'a pas renoncé, il n'avait plus de trèfle.",
        "Je crois qu'Est, en défense, a renoncé à trèfle.",
        "Est, en défense, a-t-il renoncé à trèfle ?",
        "Si Est, en défense, a renoncé à trèfle, que se passe-t-il ?",
        "Sud joue 4♠. Nord, en défense, a renoncé à cœur.",  # the declarer's side said to defend: doubt
    ],
)
def test_a_seat_tagged_in_defence_gives_no_revoker_when_denied_doubted_or_contradicted(text: str) -> None:
    assert "offender" not in vocabulary.facts("renonce", text)


def test_a_seat_tagged_in_defence_between_commas_is_the_leader() -> None:
    text = "Le mort avait gagné la levée, mais Ouest, en défense, a attaqué pique."
    assert vocabulary.facts("attaque", text)["who_led"] == "defender_declarer_turn"
    assert "who_led" not in vocabulary.facts(
        "attaque", "Le mort avait gagné la levée, Ouest, en défense, n'a pas attaqué."
    )


PREMATURE = "jeu_premature"


@pytest.mark.parametrize(
    "text",
    [
        "Ouest a joué sa carte avant son partenaire. Le déclarant demande ce qu'il peut faire.",
        "Est a fourni avant son partenaire et le déclarant hésite entre ses options.",
        "Ouest a joué avant son partenaire, et le temps que j'arrive le déclarant avait déjà joué du mort.",
    ],
)
def test_a_seat_before_his_partner_with_the_declarer_acting_apart_is_a_defender(text: str) -> None:
    assert vocabulary.facts(PREMATURE, text)["situation"] == "defender_before_partner"


@pytest.mark.parametrize(
    "text",
    [
        "Est n'a pas joué avant son partenaire, le déclarant demande ses options.",
        "Sud, le déclarant, a joué avant son partenaire ; le déclarant demande s'il peut reprendre.",
        "Nord déclarant. Nord a joué avant son partenaire, le déclarant demande.",
        "Je crois qu'Ouest a joué avant son partenaire, le déclarant demande ses droits.",
        "Ouest a joué avant son partenaire.",  # nobody else is the declarer: he may be
        "Est a joué avant son partenaire ? Le déclarant demande.",
        "Si Est joue avant son partenaire, que peut exiger le déclarant ?",
    ],
)
def test_a_seat_before_his_partner_is_no_defender_when_denied_doubted_or_maybe_the_declarer(
    text: str,
) -> None:
    assert vocabulary.facts(PREMATURE, text).get("situation") != "defender_before_partner"


@pytest.mark.parametrize(
    ("text", "choice"),
    [
        (
            "t7 : Nord a joué avant son tour, le déclarant exige que Sud mette sa plus grosse carte à cœur",
            "highest",
        ),
        ("Est a joué avant son partenaire ; le déclarant a exigé la plus petite carte d'Ouest.", "lowest"),
        ("Est a joué avant son partenaire, le déclarant demande ses options.", "not_yet"),
        (
            "Ouest a joué avant son partenaire, le déclarant hésite entre la plus forte et la plus petite.",
            "not_yet",
        ),
    ],
)
def test_the_declarers_57A_choice_told(text: str, choice: str) -> None:
    assert vocabulary.facts(PREMATURE, text)["choice_57A"] == choice


@pytest.mark.parametrize(
    "text",
    [
        "Est a joué avant son partenaire, le déclarant peut exiger la plus forte carte d'Ouest.",
        "Est a joué avant son partenaire, le déclarant n'a pas exigé la plus forte carte d'Ouest.",
        "Est a joué avant son partenaire, le déclarant va exiger la plus petite.",
        "Est a joué avant son partenaire, le déclarant exige la plus forte ou la plus petite ?",
        "Est a joué avant son partenaire ; selon Ouest le déclarant a exigé la plus forte.",
        "Je crois que le déclarant a exigé la plus forte carte d'Ouest après le jeu prématuré d'Est.",
    ],
)
def test_the_declarers_57A_choice_not_made_or_not_stated_is_asked(text: str) -> None:
    assert "choice_57A" not in vocabulary.facts(PREMATURE, text)


@pytest.mark.parametrize(
    "text",
    [
        "Sud a entamé face cachée puis Ouest a dit attends c'est moi qui entame",
        "Sud a entamé face cachée, Ouest a dit : c'est à moi d'entamer",
        "Nord a posé une carte face cachée, Est proteste : c'était à moi !",
        "Est a entamé le 4 de pique face visible et Nord a réagi tout de suite, c'est moi qui entame.",
    ],
)
def test_an_opponent_saying_the_lead_was_his_leaves_the_leaders_side_asked(text: str) -> None:
    assert vocabulary.facts("entame", text).get("situation") not in (
        "wrong_defender_faced",
        "wrong_defender_face_down",
    )


@pytest.mark.parametrize(
    "text",
    [
        "Sud a entamé face cachée puis Nord a dit c'est moi qui entame",
        "Sud a entamé face cachée alors que c'était à son partenaire",
    ],
)
def test_the_leaders_partner_saying_the_lead_was_his_keeps_the_defenders_lead(text: str) -> None:
    assert vocabulary.facts("entame", text)["situation"] == "wrong_defender_face_down"


@pytest.mark.parametrize(
    "text",
    [
        "Nord joue 4♠, le mort a renoncé à trèfle à la 4e levée, et le déclarant a joué avant son tour à la levée suivante",
        "le déclarant a joué avant son tour au pli suivant",
        "le déclarant a attaqué trop tôt de sa main",
    ],
)
def test_the_declarer_early_at_the_next_trick_may_be_a_lead(text: str) -> None:
    assert vocabulary.facts(PREMATURE, text).get("situation") != "declarer_early"


@pytest.mark.parametrize(
    "text",
    [
        "le déclarant a joué trop tôt, avant que le défenseur de gauche ait fourni",
        "le déclarant a joué avant son tour, Ouest n'avait pas encore fourni à la levée",
    ],
)
def test_the_declarer_early_within_the_trick_is_57C(text: str) -> None:
    assert vocabulary.facts(PREMATURE, text)["situation"] == "declarer_early"


@pytest.mark.parametrize(
    ("text", "board", "table"),
    [
        (
            "table sept donne dix huit ouest a joué le roi de coeur du mort sans que le déclarant le demande",
            "18",
            "7",
        ),
        ("slt arbitre tab 4 dn 9 ouest a pa fourni a coeur alr qu'il en avé 1", "9", "4"),
        ("Bonjour, sur la donne vingt-deux, table trois, Est a renoncé", "22", "3"),
        ("à la table vingt et un, donne trente-deux : Nord a ouvert hors tour", "32", "21"),
    ],
)
def test_the_board_and_table_in_words_or_short(text: str, board: str, table: str) -> None:
    where = board_and_table(text)
    assert where is not None and (where.board, where.table) == (board, table)


@pytest.mark.parametrize(
    "text",
    [
        "la donne un peu bizarre, Est a renoncé",
        "le déclarant donne deux coups d'atout puis revendique",
        "il donne trois levées à la défense",
        "table deux fois de suite le même problème",
    ],
)
def test_a_number_in_words_that_names_no_board_is_left(text: str) -> None:
    assert board_and_table(text) is None
    assert without_board(text) == text


@pytest.mark.parametrize(
    "text",
    [
        "Il restait 3 levées quand Est a vu un pique qu'il aurait dû fournir au pli d'avant ; son camp n'a pas encore joué "
        "à la levée suivante.",
        "il a defausse le 4 de coeur sur pique alors qu il avait le 2 de pique, personne a rejoue a la levee d apres",
        "Ouest a défaussé un carreau sur trèfle alors qu'il avait encore un trèfle et corrige avant la levée suivante.",
        "Nord a renoncé à pique, je l'ai vu avant qu'on joue à la levée suivante.",
    ],
)
def test_the_next_trick_not_yet_played_to_says_the_revoke_is_not_established(text: str) -> None:
    assert vocabulary.facts("renonce", text)["when"] == "not_established"


@pytest.mark.parametrize(
    "text",
    [
        "Nord a renoncé à pique ; son camp a déjà joué à la levée suivante.",
        "Nord a renoncé à pique ; je crois que personne n'a joué à la levée suivante.",
        "Nord a renoncé à pique ; est-ce que personne n'a joué à la levée suivante ?",
        "Nord a renoncé à pique ; ce n'est pas vrai que son camp n'a pas encore joué à la levée suivante, Sud a rejoué.",
    ],
)
def test_the_next_trick_played_doubted_or_asked_gives_no_unestablished_revoke(text: str) -> None:
    assert vocabulary.facts("renonce", text).get("when") != "not_established"


@pytest.mark.parametrize(
    "text",
    [
        "misclick sur 2SA (il voulait 2♦), son partenaire a déjà enchéri",
        "misclick de Sud sur 4♥, il demande l'undo tout de suite",
        "mauvais clic sur ma dernière enchère, l'entame n'est pas faite",
        "un clic erroné sur le 1SA d'Est, puis une déconnexion",
    ],
)
def test_a_misclick_on_a_bid_is_a_calls(text: str) -> None:
    assert vocabulary.facts("en_ligne_clic", text)["what"] == "call"


@pytest.mark.parametrize(
    "text",
    [
        "misclick sur le 4 de pique au lieu du 5",
        "ce n'était pas un misclick sur 3SA, il a changé d'avis",
        "je crois que c'est un misclick sur 3SA",
        "misclick sur 3SA ?",
    ],
)
def test_a_misclick_on_a_card_denied_doubted_or_asked_is_no_calls(text: str) -> None:
    assert vocabulary.facts("en_ligne_clic", text).get("what") != "call"


@pytest.mark.parametrize(
    "text",
    [
        "On défendait 3SA pis mon partenaire a défaussé un trèfle sur le pique de la 2e levée, alors qu'il lui restait un pique.",
        "On défendait 4♥ ; à la 3e levée j'ai défaussé un pique sur trèfle alors qu'il me restait un petit trèfle.",
    ],
)
def test_the_speakers_side_defending_makes_the_revoker_a_defender(text: str) -> None:
    assert vocabulary.facts("renonce", text)["offender"] == "defender"


@pytest.mark.parametrize(
    "text",
    [
        "On défendait, mon partenaire a défaussé un cœur et le déclarant a coupé alors qu'il avait encore du cœur.",
        "On défendait, mon partenaire n'a pas renoncé, il n'avait plus de cœur.",
        "Je crois qu'on défendait, mon partenaire a défaussé un cœur alors qu'il en avait.",
    ],
)
def test_the_speakers_side_defending_names_no_defender_revoker_when_another_played_or_doubted(
    text: str,
) -> None:
    assert vocabulary.facts("renonce", text).get("offender") != "defender"


def test_not_knowing_what_to_do_is_no_doubt_on_the_facts() -> None:
    text = "Est (défense) tenait sa carte si basse que son partenaire a pu en voir la face. Je ne sais pas quoi faire."
    assert vocabulary.facts(PENALTY, text)["owner"] == "defender"


@pytest.mark.parametrize(
    "text",
    [
        "Est (défense) tenait sa carte si basse, je ne sais pas si son partenaire a pu en voir la face.",
        "Je ne sais pas quoi faire, je crois qu'Est (défense) a laissé tomber sa carte.",
        "Je ne sais pas qui a laissé tomber la carte, Est (défense) ou le déclarant.",
    ],
)
def test_not_knowing_a_fact_still_doubts_the_words(text: str) -> None:
    assert vocabulary.facts(PENALTY, text) == {}

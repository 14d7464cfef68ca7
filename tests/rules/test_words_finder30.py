"""Session 19 (finder30, issue 37 §1): more of what the words state, none wrong.

- The director's own judgement in 16B1, said as he describes (his questions, 81C): the information suggested
  the action (16B1a), there was a logical alternative or none, or he polls players to know (16B1b), the
  non-offending side was damaged or not (16B3, 12B1). A denial or a doubt states nothing.
- tester19: « CP » is « carte pénalisée » (Laws 48-50); « ce n'était pas un lapsus » never reads as an
  unintended call (25A); « il réfléchissait », « a réfléchi longtemps » are the hesitation of « il a hésité »
  (16B1a, 73D1).
"""

from __future__ import annotations

import pytest

from bot.finder import topics as finder
from rules import vocabulary as vocab

UI = "information_non_autorisee"


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "Hésitation de Nord avant le passe, Sud reparle à 4♠ ; je vais consulter quelques joueurs de même niveau",
            "poll",
        ),
        (
            "je vais faire un sondage auprès de joueurs de même niveau pour le 5♦ de Sud après l'hésitation",
            "poll",
        ),
        ("après la pause de Sud, Nord a dit 4♥ ; je vais sonder trois joueurs", "poll"),
        (
            "Hésitation de Nord, Sud a dit 4♠ : passer était une alternative logique et EO ont été lésés",
            "yes",
        ),
        ("hésitation nette, il y avait une alternative logique", "yes"),
        ("Après l'hésitation, 4♠ s'imposait avec six piques et deux as", "no"),
        ("il n'y avait pas d'alternative logique, avec 8 cartes à cœur le 4♥ s'imposait", "no"),
        ("après la pause de Nord, Sud a dit 6♠ ; il n'y avait aucune autre enchère possible", "no"),
    ],
)
def test_the_logical_alternative_the_director_states(text: str, value: str) -> None:
    assert vocab.facts(UI, text).get("logical_alternative") == value


@pytest.mark.parametrize(
    "text",
    [
        # doubt, a question, a player's view, or the 16B1b test denied without saying which answer
        "Je ne sais pas si passer était une alternative logique pour Sud après l'hésitation",
        "Passer était-il une alternative logique après l'hésitation de Nord ?",
        "si passer était une alternative logique, que dois-je faire après cette hésitation ?",
        "hésitation de Nord, Sud a dit 4♠ sans consulter personne",
        "Hésitation de Nord ; le 4♠ ne s'imposait pas du tout",
    ],
)
def test_a_doubted_or_denied_logical_alternative_is_asked(text: str) -> None:
    assert "logical_alternative" not in vocab.facts(UI, text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("L'hésitation suggérait clairement de reparler, et NS ont perdu la manche à cause de ça", "yes"),
        ("le 4♥ de Nord est manifestement suggéré par l'hésitation de Sud", "yes"),
        ("L'hésitation ne suggérait rien de particulier, elle pouvait montrer du jeu en plus", "no"),
        ("la lenteur d'Est ne suggère rien de particulier", "no"),
    ],
)
def test_what_the_information_suggested(text: str, value: str) -> None:
    assert vocab.facts(UI, text).get("suggests") == value


@pytest.mark.parametrize(
    "text",
    [
        "Je ne sais pas si l'hésitation suggérait le 4♠",
        "L'hésitation suggérait-elle le contre ?",
        "Sud a hésité ; Nord suggère d'appeler l'arbitre",  # a player's suggestion, not the information's
    ],
)
def test_a_doubted_suggestion_is_asked(text: str) -> None:
    assert "suggests" not in vocab.facts(UI, text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Hésitation de Nord, Sud a dit 4♠ ; Est-Ouest ont été lésés", "yes"),
        ("après l'hésitation, NS perdent la manche à cause de ça", "yes"),
        ("Hésitation reconnue, mais Est-Ouest n'ont pas été lésés : ils avaient le même résultat", "no"),
        ("Hésitation de Sud, pas de dommage : ils seraient arrivés au même contrat", "no"),
        ("Hésitation d'Est, Ouest a reparlé, mais NS n'ont rien perdu", "no"),
    ],
)
def test_the_damage_the_director_states(text: str, value: str) -> None:
    assert vocab.facts(UI, text).get("damaged") == value


@pytest.mark.parametrize(
    "text",
    [
        "Hésitation de Nord ; EO s'estiment lésés",  # the side's claim: the director judges (12B1)
        "Hésitation de Nord ; je ne sais pas si EO ont été lésés",
        "Hésitation de Nord ; est-ce qu'EO ont été lésés ?",
    ],
)
def test_a_claimed_or_doubted_damage_is_asked(text: str) -> None:
    assert "damaged" not in vocab.facts(UI, text)


def test_the_online_hesitation_reads_the_same_judgement() -> None:
    text = (
        "En ligne, Nord a mis une minute avant de passer, Sud a dit 4♠ ; je vais consulter quelques joueurs"
    )
    assert vocab.facts("en_ligne_hesitation", text).get("logical_alternative") == "poll"


# --- tester19 --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    ["Ouest a une CP, le R♠", "cp : la D♥ d'O (def) tombée face visible, son partenaire l'a vue"],
)
def test_cp_is_a_penalty_card(text: str) -> None:
    found = [topic.id for topic in finder.search(text)]
    assert found[0] == "cartes_penalisees"
    assert vocab.facts("cartes_penalisees", text).get("owner") == "defender"
    assert vocab.facts("cartes_penalisees", text).get("honour") == "yes"


def test_a_cp_denied_is_read_as_the_penalty_card_denied() -> None:
    assert vocab.facts("cartes_penalisees", "Est a une CP")["owner"] == "defender"
    assert "owner" not in vocab.facts("cartes_penalisees", "Est n'a pas de CP")


@pytest.mark.parametrize(
    "text",
    [
        "il dit que ce n'est pas un lapsus",
        "Sud a dit 2♥ puis 2♠, ce n'était pas un lapsus",
        "Nord a sorti 2♥ au lieu de 2♠, pas un lapsus selon lui",
    ],
)
def test_not_a_slip_is_never_an_unintended_call(text: str) -> None:
    assert vocab.facts("changement_declaration", text).get("intent") != "slip"


def test_a_slip_said_is_still_a_slip() -> None:
    assert (
        vocab.facts("changement_declaration", "Sud a changé son 2♥ en 2♠, c'était un lapsus")["intent"]
        == "slip"
    )


@pytest.mark.parametrize(
    "hesitated",
    ["a hésité", "réfléchissait", "a réfléchi longtemps", "a longuement réfléchi"],
)
def test_thinking_long_is_a_hesitation(hesitated: str) -> None:
    text = f"Nord {hesitated} avant de passer sur 3♥, Sud a dit 4♥ ; à la fin du coup EO contestent"
    assert finder.search(text)[0].id == UI
    assert vocab.facts(UI, text).get("situation") == "partner_after"


@pytest.mark.parametrize("hesitated", ["a hésité longtemps", "a réfléchi longtemps"])
def test_a_hesitation_to_deceive_reads_the_same_either_way(hesitated: str) -> None:
    text = f"Ouest {hesitated} pour faire croire qu'il avait le roi, le déclarant a raté l'impasse"
    assert vocab.facts("tempo_comportement", text).get("case") == "deception"


@pytest.mark.parametrize("hesitated", ["n'a pas hésité", "n'a pas réfléchi longtemps"])
def test_no_hesitation_is_no_deception(hesitated: str) -> None:
    text = f"Ouest {hesitated}, il a joué petit tout de suite, le déclarant a raté l'impasse au roi"
    assert "case" not in vocab.facts("tempo_comportement", text)


# --- the insufficient bid not yet replaced (27B) ------------------------------------------------------

EI = "enchere_insuffisante"


@pytest.mark.parametrize(
    "text",
    [
        "Est 2♠, passe, passe, et Nord pose 2♥ à son tour ; il hésite entre 3♥ et passe, il n'a rien remplacé encore",
        "Est n'accepte pas le 1♦ insuffisant de Nord, et non, Nord n'a pas encore remplacé",
        "enchère insuffisante d'Ouest, 2♣ sur 2♦, Nord ne l'accepte pas, Ouest ne sait pas quoi mettre",
        "Sud refuse l'enchère insuffisante d'Est ; Est me demande quelles sont ses possibilités, il n'a pas encore choisi",
        "Sud n'accepte pas l'enchère insuffisante d'Est, Est ne sait pas quoi dire, vous lui expliquez ses choix ?",
    ],
)
def test_an_insufficient_bid_refused_and_not_yet_replaced(text: str) -> None:
    assert vocab.facts(EI, text).get("replacement") == "pending"


@pytest.mark.parametrize(
    "text",
    [
        # replaced already, the left-hand opponent still choosing, or no refusal said
        "Sud refuse, Est ne savait pas quoi mettre puis il a remplacé par 2♦",
        "Nord hésite entre accepter ou refuser le 1♦ insuffisant d'Est",
        "1♦ insuffisant d'Est, il ne sait pas quoi mettre",
        "Sud refuse et Est passe, il ne savait pas quoi dire d'autre",
    ],
)
def test_a_replacement_made_or_the_choice_not_yet_his_is_not_pending(text: str) -> None:
    assert vocab.facts(EI, text).get("replacement") != "pending"


# --- three passes, one out of turn (declaration_hors_tour) ----------------------------------------------

OUT_OF_TURN = "declaration_hors_tour"


@pytest.mark.parametrize(
    "text",
    [
        "T7, trois passes et on range les cartes, mais un des passes était hors tour : Ouest avait passé à la place d'Est",
        "3 passes dont 1 hors tour, enchères finies",
        "Trois passes et tout le monde range, sauf que le premier passe était celui d'Ouest alors que Nord était donneur",
    ],
)
def test_three_passes_one_out_of_turn(text: str) -> None:
    assert vocab.facts(OUT_OF_TURN, text).get("call") == "three_passes"


@pytest.mark.parametrize(
    "text",
    [
        "trois passes et on range, aucun des passes n'était hors tour",  # denied
        "un des passes était hors tour, puis Nord a ouvert 1♥",  # no three passes said
        "trois passes et on range, un des passes était hors tour, un passe relais artificiel",
    ],
)
def test_three_passes_denied_or_not_said_are_asked(text: str) -> None:
    assert vocab.facts(OUT_OF_TURN, text).get("call") != "three_passes"


def test_a_pass_when_it_was_not_his_turn() -> None:
    assert vocab.facts(OUT_OF_TURN, "Sud a passé alors que ce n'était pas à lui")["call"] == "pass"
    assert "call" not in vocab.facts(OUT_OF_TURN, "Sud n'a pas passé alors que ce n'était pas à lui")


# --- whose card is exposed (48, 49) ------------------------------------------------------------------

PENALTY = "cartes_penalisees"


@pytest.mark.parametrize(
    ("text", "owner"),
    [
        (
            "Le déclarant a laissé voir sa Dame de carreau, les défenseurs crient à la carte pénalisée.",
            "declarer",
        ),
        ("la carte n'est pas tombée de la main d'un défenseur : c'est le mort qui l'a retournée", "dummy"),
        (
            "Ce n'est pas une carte de la défense : c'est une carte du mort qui s'est retournée toute seule.",
            "dummy",
        ),
        (
            "Ce n'est pas un défenseur qui a fait tomber la carte, c'est le mort en rangeant ses cartes : le 2 de pique.",
            "dummy",
        ),
    ],
)
def test_the_declarer_or_the_dummy_exposed_the_card(text: str, owner: str) -> None:
    assert vocab.facts(PENALTY, text).get("owner") == owner


@pytest.mark.parametrize(
    "text",
    [
        "Le déclarant n'a pas laissé voir sa Dame, c'est Est qui l'a montrée",
        "Ce n'est pas une carte du mort, c'est Ouest qui l'a fait tomber",
    ],
)
def test_a_denied_owner_is_not_the_owner(text: str) -> None:
    assert vocab.facts(PENALTY, text).get("owner") not in ("declarer", "dummy")


# --- the vulnerability said after the declarer (the revoke's score, 64, 12C) ----------------------------


@pytest.mark.parametrize(
    ("text", "vulnerable"),
    [
        (
            "4♠ non contré de Nord, vulnérable, 9 levées à la table, une renonce d'Ouest : quelle marque je mets ?",
            "yes",
        ),
        (
            "4♠X d'Est non vul, 10 levées, Sud (défense) a renoncé une fois, vous pouvez me calculer la marque ?",
            "no",
        ),
        ("Sud joue 4♠, vulnérable, 10 levées ; Ouest a renoncé à cœur, consommée", "yes"),
        ("Sud joue 4♠ contré, non vul, 10 levées ; Ouest a renoncé à cœur, consommée", "no"),
    ],
)
def test_the_vulnerability_after_the_declarer(text: str, vulnerable: str) -> None:
    assert vocab.facts("renonce", text).get("vulnerable") == vulnerable


@pytest.mark.parametrize(
    "text",
    [
        # a side named (not the declarer's), or said after the doubler: whose vulnerability?
        "Sud joue 4♠, EO vulnérables, 10 levées ; Ouest a renoncé à cœur, consommée",
        "4♥ de Sud contré par Ouest, vulnérable ; Ouest a renoncé à pique, consommée",
    ],
)
def test_a_vulnerability_not_tied_to_the_declarer_is_asked(text: str) -> None:
    assert "vulnerable" not in vocab.facts("renonce", text)


# --- the doubt a poll answers (16B1b) -----------------------------------------------------------------


def test_the_doubt_the_poll_answers_does_not_hide_the_facts() -> None:
    text = (
        "hésitation N avant passe sur 4♥, S réveille 4♠, EO contestent en fin de coup ; je ne sais pas si passer "
        "était une option sérieuse, je vais interroger quelques joueurs de même niveau"
    )
    found = vocab.facts(UI, text)
    assert found.get("logical_alternative") == "poll"
    assert found.get("called_back") == "yes"


@pytest.mark.parametrize(
    "text",
    [
        # a doubt on the facts themselves, or no poll said: nothing is taken
        "Je ne sais pas si Nord a hésité, je vais consulter quelques joueurs ; EO contestent en fin de coup",
        "Je ne sais pas si passer était une alternative logique pour Sud ; EO contestent en fin de coup",
    ],
)
def test_any_other_doubt_still_takes_nothing(text: str) -> None:
    assert vocab.facts(UI, text) == {}


# --- premature play (57, 58) ---------------------------------------------------------------------------

PREMATURE = "jeu_premature"


@pytest.mark.parametrize(
    ("text", "situation"),
    [
        (
            "Le déclarant a posé sa carte de sa main avant qu'Est ait joué, alors que c'était à Est.",
            "declarer_early",
        ),
        ("le déclarant a joué du mort avant que l'adversaire de droite du mort ait joué", "declarer_early"),
        (
            "Ouest attaque carreau et le déclarant met un petit carreau de sa main avant que le mort ait joué",
            "declarer_early",
        ),
        ("deux défenseurs ont posé leur carte en même temps sur la levée", "two_players"),
        ("Nord et Est ont joué une carte exactement en même temps sur la levée 6", "two_players"),
        ("deux cartes posées en même temps, l'une par Nord (défense) et l'autre par Est", "two_players"),
        ("Ouest, en défense, a posé trois cartes d'un coup sur la levée, face visible", "several_cards"),
        ("le déclarant a joué 2 cartes de sa main en même temps sur l'attaque", "several_cards"),
    ],
)
def test_who_played_too_early_and_how(text: str, situation: str) -> None:
    assert vocab.facts(PREMATURE, text).get("situation") == situation


@pytest.mark.parametrize(
    "text",
    [
        "Le déclarant n'a pas joué avant qu'Est ait joué, c'est Ouest qui a fourni trop tôt",  # denied
        "Le déclarant a attaqué avant qu'Ouest ait joué à la levée précédente",  # a lead: Attaque hors tour
        "le déclarant a posé 2 cartes avant qu'Est ait joué",  # two cards: another case
    ],
)
def test_the_declarer_not_early_or_leading_is_not_declarer_early(text: str) -> None:
    assert vocab.facts(PREMATURE, text).get("situation") != "declarer_early"


def test_two_players_denied_is_asked() -> None:
    assert "situation" not in vocab.facts(PREMATURE, "Nord et Est n'ont pas posé leur carte en même temps")


# --- the declarer's revoke, asked about by the dummy (61B) ----------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Le mort, resté à sa place, demande au déclarant « plus de carreau ? » et le déclarant retrouve un carreau dans sa main",
        "Le mort demande au déclarant « pas de pique ? » et le déclarant en retrouve un",
    ],
)
def test_the_declarer_asked_finds_a_card_of_the_suit(text: str) -> None:
    assert vocab.facts("renonce", text).get("offender") == "declarer"


@pytest.mark.parametrize(
    "text",
    [
        # only the dummy's question (42B1, 61B): no revoke said; or the declarer had none left
        'le mort, resté à sa place pendant tout le coup, a demandé au décla "pas de pique ?" quand il a défaussé',
        "Le mort demande au déclarant « plus de carreau ? », le déclarant n'en avait plus, il en retrouve un chez Est",
        "Le mort demande au déclarant « plus de carreau ? » ; c'est Est qui en retrouve un",
    ],
)
def test_the_dummys_question_alone_names_no_revoker(text: str) -> None:
    assert vocab.facts("renonce", text).get("offender") != "declarer"


# --- the future defender corrects his partner's explanation (20F5b) --------------------------------------


@pytest.mark.parametrize(
    ("text", "situation"),
    [
        (
            "Après la dernière passe, avant l'entame, Est (futur défenseur) corrige l'explication de son partenaire",
            "before_lead_defender",
        ),
        (
            "après le dernier passe, Ouest (qui sera en défense) corrige tout de suite l'explication de son partenaire",
            "before_lead_defender",
        ),
        (
            "après le dernier passe, le futur mort dit que son partenaire a mal expliqué son 3♦, l'entame n'est pas retournée",
            "before_lead",
        ),
        (
            "Après le dernier passe, le mort présumé dit que son partenaire a mal expliqué le 3♣",
            "before_lead",
        ),
    ],
)
def test_the_correction_before_the_opening_lead(text: str, situation: str) -> None:
    assert vocab.facts("explication_erronee", text).get("situation") == situation


@pytest.mark.parametrize(
    "text",
    [
        "Est (futur défenseur) n'a pas corrigé l'explication de son partenaire avant l'entame",
        "Pendant le jeu, Est (futur défenseur) corrige l'explication de son partenaire",
    ],
)
def test_a_correction_not_made_or_made_later_is_not_before_the_lead(text: str) -> None:
    assert vocab.facts("explication_erronee", text).get("situation") != "before_lead_defender"


# --- the tricks a claim asks for (68, 70) ----------------------------------------------------------------

CLAIM = "revendication"


@pytest.mark.parametrize(
    ("text", "claimed"),
    [
        # « à la 9e levée » leaves 5 (8 played) where « les 4 dernières » says 4: the two disagree on the tricks left,
        # both asked (reviewer20 #9, session 20).
        ("à la 9e levée il revendique les 4 dernières, la défense refuse", None),
        ("À la levée 10, le décla étale et dit « les 4 dernières sont à moi », la défense refuse", "4"),
        (
            "À la 7e levée, le déclarant étale et réclame les 7 levées restantes ; la défense n'est pas d'accord",
            "7",
        ),
        ("Revendication à la levée 9 : le déclarant avait déjà 6 levées et réclame les 5 qui restent.", "5"),
        ("Sud revendique 4 levées sur les 4 qui restent ; Est conteste", "4"),
        (
            "le décla revendique les 4 dernières levées sans rien dire, mais il lui faut l'impasse à la dame de coeur",
            "4",
        ),
        ("il restait 4 cartes, le déclarant revendique les 4, Ouest conteste", "4"),
        ("il avait déjà fait 7 levées ; à 6 cartes de la fin il revendique tout le reste, Est conteste", "6"),
    ],
)
def test_the_count_claimed(text: str, claimed: str | None) -> None:
    assert vocab.facts(CLAIM, text).get("claimed") == claimed


@pytest.mark.parametrize(
    "text",
    [
        # a trick conceded with it, a count denied or only supposed, « les N » not the cards left
        "Le décla revendique 3 levées sur les 5 qui restent, il concède les deux autres. Contesté.",
        "il ne revendique pas les 4 dernières, il veut les jouer",
        "sans revendiquer les 4 dernières, il étale son jeu",
        "il restait 5 cartes, le déclarant revendique les 4, Ouest conteste",
    ],
)
def test_a_count_conceded_denied_or_unclear_is_asked(text: str) -> None:
    assert "claimed" not in vocab.facts(CLAIM, text)


# --- reviewer19 (1): a player's or a side's opinion is evidence (85A), never the director's 16B1/12B1 finding ----


@pytest.mark.parametrize(
    ("text", "question"),
    [
        ("Hésitation de Nord, Sud a dit 4♠ ; Sud estime que 4♠ s'imposait", "logical_alternative"),
        ("Hésitation de Nord, Sud a dit 4♠ ; Sud explique que le 4♠ s'imposait", "logical_alternative"),
        ("Hésitation de Nord, Sud a dit 4♠ ; pour Sud le 4♠ s'imposait", "logical_alternative"),
        ("Hésitation de Nord, 4♠ de Sud. Nord-Sud : pas d'alternative selon eux", "logical_alternative"),
        (
            "Hésitation de Nord, 4♠ de Sud ; EO contestent : pour eux passer était une alternative",
            "logical_alternative",
        ),
        ("Hésitation de Nord, 4♠ de Sud ; Est trouve que l'hésitation suggérait le contre", "suggests"),
        ("Hésitation de Nord, 4♠ de Sud ; NS pensent que l'hésitation ne suggérait rien", "suggests"),
        ("Hésitation de Nord, 4♠ de Sud ; EO considèrent qu'ils ont été lésés", "damaged"),
        ("Hésitation de Nord, 4♠ de Sud ; EO trouvent qu'ils ont été lésés", "damaged"),
        ("Hésitation de Nord, 4♠ de Sud ; d'après NS, EO n'ont pas été lésés", "damaged"),
    ],
)
def test_a_players_opinion_is_not_the_directors_judgement(text: str, question: str) -> None:
    assert question not in vocab.facts(UI, text)
    assert question not in vocab.facts("en_ligne_hesitation", f"En ligne : {text}")


# --- the honour exposed (50A: a major penalty card) --------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Nord, en défense, tenait sa dame de pique tellement bas que son partenaire a pu la voir.",
        "Ouest, en défense, tenait son roi de cœur si bas que son partenaire l'a vu",
    ],
)
def test_the_honour_held_low_or_dropped(text: str) -> None:
    assert vocab.facts(PENALTY, text).get("honour") == "yes"


@pytest.mark.parametrize(
    "text",
    [
        "Nord, en défense, ne tenait pas sa dame de pique si bas : son partenaire n'a rien vu, c'est le 4 qui est tombé",
        "La Dame de cœur d'Est n'est pas tombée, c'est une petite carte",
    ],
)
def test_no_honour_exposed_is_not_an_honour(text: str) -> None:
    assert vocab.facts(PENALTY, text).get("honour") != "yes"

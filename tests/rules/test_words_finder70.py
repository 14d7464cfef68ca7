"""Session 30, finder70: reviewer29's HIGH leftovers (issue 37 §1).

- S-36: the director called « maintenant » once the play is told over by its last card or trick (« après la dernière
  carte, on m'appelle maintenant pour contester ») is called after the play (16B3), never « sur le moment » (16B2).
- S-12: a silence in a clause opened by « et » shares the subject of the clause before (« le déclarant avait encore un
  atout et n'a rien dit »): when that player is not the claimer, nothing of what the claimer said of the trump (70C1)
  is told.
"""

from __future__ import annotations

import pytest

from rules.seats_in_words import defender_seats
from rules.shorthand_in_words import seats_in_full, without_denied_marks
from tests.bot.finder.descriptions import engine_facts

_HESITATION = "Nord a hésité avant de passer et Sud a dit 4♠ ; "


@pytest.mark.parametrize(
    "text",
    [
        _HESITATION + "après la dernière carte, on m'appelle maintenant pour contester le 4♠.",
        _HESITATION + "une fois la dernière levée jouée, EO m'appellent maintenant.",
        _HESITATION + "le coup joué, on m'appelle maintenant.",
    ],
)
def test_a_call_after_the_last_card_is_not_on_the_spot(text: str) -> None:
    assert engine_facts("information_non_autorisee", text).get("situation") != "partner_now"


def test_a_call_during_the_auction_is_still_on_the_spot() -> None:
    text = _HESITATION + "on m'appelle maintenant, les enchères continuent."
    assert engine_facts("information_non_autorisee", text).get("situation") == "partner_now"


@pytest.mark.parametrize(
    "text",
    [
        "Est a revendiqué les 2 dernières levées ; le déclarant avait encore un atout et n'a rien dit.",
        "Sud a revendiqué ; Ouest avait encore un atout et n'a rien dit de l'atout.",
        "Sud a revendiqué le reste ; Est a rangé ses cartes et n'a rien dit.",
    ],
)
def test_a_silence_after_et_is_its_clause_subjects(text: str) -> None:
    assert engine_facts("revendication", text).get("trump_said") != "nothing"


@pytest.mark.parametrize(
    "text",
    [
        "Sud a revendiqué le reste et n'a rien dit de l'atout d'Ouest.",
        "Sud a revendiqué contre Ouest et n'a rien dit de l'atout.",
        "Nord revendique le reste ; Est a encore un atout, Nord n'a rien dit de l'atout.",
    ],
)
def test_the_claimers_own_silence_after_et_is_still_read(text: str) -> None:
    assert engine_facts("revendication", text).get("trump_said") == "nothing"


# reviewer29 S-9: who corrects a wrong explanation, and when (20F4, 20F5a/b, 75B). A seat tagged by a relative between
# commas (« Est, qui est en défense, », « Nord, qui allait être le mort, ») is read as its role, as « Est, en défense, ».
@pytest.mark.parametrize(
    ("text", "situation"),
    [
        ("Nord, qui allait être le mort, a corrigé l'explication de Sud avant l'entame.", "before_lead"),
        (
            "Après la fin des enchères, Est, qui est en défense, a corrigé l'explication de son partenaire.",
            "before_lead_defender",
        ),
        (
            "Après la fin des enchères, Est, qui est en défense, a dit à la table que l'explication de son partenaire"
            " était fausse.",
            "before_lead_defender",
        ),
        (
            "Pendant les enchères, Est a expliqué le 2♦ d'Ouest comme faible, puis il s'est rendu compte lui-même que"
            " c'était un multi.",
            "auction_own",
        ),
        # the traps: the partner who noticed; hearsay, a denial, a question; the declarer's side; the end of play
        (
            "Pendant les enchères, Est a expliqué le 2♦ d'Ouest comme faible ; Ouest s'est rendu compte lui-même que"
            " l'explication était fausse.",
            None,
        ),
        (
            "Selon Nord, après la fin des enchères, Est (en défense) a dit que l'explication de son partenaire était"
            " fausse.",
            None,
        ),
        (
            "Après la fin des enchères, Est, qui est en défense, n'a pas dit que l'explication de son partenaire était"
            " fausse.",
            None,
        ),
        (
            "Après la fin des enchères, Est (en défense) a-t-il le droit de dire que l'explication de son partenaire"
            " était fausse ?",
            None,
        ),
        (
            "Après la fin des enchères, Nord, qui est le déclarant, a dit que l'explication de son partenaire était"
            " fausse.",
            None,
        ),
        (
            "Après la fin des enchères, Est, qui est en défense, a dit à l'arbitre à la fin du coup que l'explication"
            " de son partenaire était fausse.",
            "after_play",
        ),
    ],
)
def test_who_corrects_the_explanation_and_when(text: str, situation: str | None) -> None:
    assert engine_facts("explication_erronee", text).get("situation") == situation


@pytest.mark.parametrize(
    ("text", "defenders"),
    [
        ("Est, qui est en défense, a renoncé à cœur.", {"est"}),
        ("Ouest, qui était en défense, a entamé.", {"ouest"}),
        ("Est, qui est en défense ? a renoncé.", set()),
    ],
)
def test_a_seat_said_to_defend_in_a_relative(text: str, defenders: set[str]) -> None:
    assert defender_seats(text) == defenders


# reviewer29 S-16: the change of call noticed only once his partner had called (« ne … qu'après le passe de son
# partenaire »): too late (25A1). A call made after the partner's (« Est a mis 4♠ après le passe de son partenaire »)
# dates the call, not the change.
@pytest.mark.parametrize(
    ("text", "timing"),
    [
        (
            "Ouest a mis un carton 4♥ au lieu de 4♠ ; il n'a réagi qu'après avoir vu le passe de son partenaire.",
            "partner_acted",
        ),
        (
            "Est a mis 4♠, il voulait mettre 4♥ ; ce n'est qu'après l'enchère de son partenaire qu'il s'en est rendu"
            " compte.",
            "partner_acted",
        ),
        ("Est a mis 4♠ après le passe de son partenaire, il voulait mettre 4♥, et a corrigé aussitôt.", None),
        ("Est a mis 4♠ au lieu de 4♥ ; il n'a pas attendu le passe de son partenaire pour corriger.", None),
    ],
)
def test_a_change_noticed_after_the_partners_call(text: str, timing: str | None) -> None:
    assert engine_facts("changement_declaration", text).get("timing") == timing


# reviewer29 S-18: the claimer who « ne l'a pas mentionné » / claimed « sans mentionner l'atout » said nothing of the
# outstanding trump (70C1); another player's « ne l'a pas mentionné » is no word of the claimer's.
@pytest.mark.parametrize(
    ("text", "said", "out"),
    [
        (
            "Nord a revendiqué en disant « je coupe le cœur et le reste est bon » ; il y avait encore un atout dehors,"
            " le 9 d'Ouest, et Nord ne l'a pas mentionné.",
            "nothing",
            "yes",
        ),
        ("Nord a revendiqué sans mentionner l'atout d'Ouest.", "nothing", "yes"),
        ("Nord a revendiqué ; il y avait encore un atout dehors.", None, "yes"),
        # the traps: another's silence; the claimer who draws it; none left
        ("Sud a revendiqué ; Ouest avait encore un atout, et Est ne l'a pas mentionné.", None, "yes"),
        (
            "Sud a revendiqué en disant qu'il tire l'atout ; il y avait encore un atout dehors et le mort ne l'a pas"
            " mentionné.",
            "mentioned",
            "yes",
        ),
        ("Nord a revendiqué ; il n'y avait plus d'atout dehors.", None, "no"),
    ],
)
def test_the_trump_not_mentioned(text: str, said: str | None, out: str) -> None:
    facts = engine_facts("revendication", text)
    assert (facts.get("trump_said"), facts.get("trump_out")) == (said, out)


# Single-letter seats (« N a accepté en disant 2♥ ») read by the vocabulary as the seat's name; a letter glued to
# another, an ordinal, « N° », « N-S », « E/O » stay as typed.
@pytest.mark.parametrize(
    ("text", "full"),
    [
        ("O a dit 1♥ sur le 2♣ de S, N a accepté.", "Ouest a dit 1♥ sur le 2♣ de Sud, Nord a accepté."),
        (
            "passe hors tour de S alors que c'était à E (donneur)",
            "passe hors tour de Sud alors que c'était à Est (donneur)",
        ),
        (
            "N-S vulnérables, E/O non, donne N°4, 5E levée, NS 10",
            "N-S vulnérables, E/O non, donne N°4, 5E levée, NS 10",
        ),
        ("4♠ S= ; l'arbitre dit N'importe quoi", "4♠ S= ; l'arbitre dit N'importe quoi"),
    ],
)
def test_seats_in_full(text: str, full: str) -> None:
    assert seats_in_full(text) == full


@pytest.mark.parametrize(
    ("text", "accepts"),
    [
        ("O a dit 1♥ sur le 2♣ de S, N a accepté en disant 2♥.", "accepts"),
        ("O a dit 1♥ sur le 2♣ de S, N n'a pas accepté.", "refuses"),
        ("O a dit 1♥ sur le 2♣ de S, N va-t-il accepter ?", None),
    ],
)
def test_a_seat_letter_accepting(text: str, accepts: str | None) -> None:
    assert engine_facts("enchere_insuffisante", text).get("lho_accepts") == accepts


# reviewer30 T-8: what another player than the claimer said of the trump is no word of the claimer's (70C): asked.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Est a revendiqué le reste en défense ; le déclarant a dit « il n'y a plus d'atout ».", None),
        (
            "Le déclarant a revendiqué à la levée 9. Est, lui, a dit « je tire les atouts » en montrant sa main.",
            None,
        ),
        # the claimer's own words stay read
        ("Nord a revendiqué en disant qu'il n'y a plus d'atout dehors.", "said_none_left"),
        ("Sud revendique le reste en disant « je tire l'atout et c'est bon ».", "mentioned"),
        ("Le déclarant a revendiqué en disant « je tire les atouts ».", "mentioned"),
        ("Sud joue 4♠. Le déclarant revendique ; il dit qu'il n'y a plus d'atout.", "said_none_left"),
    ],
)
def test_another_players_words_on_the_trump(text: str, said: str | None) -> None:
    assert engine_facts("revendication", text).get("trump_said") == said


# reviewer30 T-13: a fragment a ❌ follows is denied; T-14: a suit's cards still out are no count of the cards left.
@pytest.mark.parametrize(
    ("topic", "text", "question", "value"),
    [
        ("revendication", "claim déclarant 🙄 atout dehors ✅ rien dit ❌", "trump_said", None),
        ("enchere_insuffisante", "O dit 1♥ sur 2♣ de S ; N accepte ❌", "lho_accepts", None),
        ("renonce", "renonce E lev 5 ✅ consommée ✅", "established", "yes"),
        ("renonce", "renonce E lev 5 ✅ consommée ❌", "established", None),
        (
            "revendication",
            "Le déclarant a revendiqué ; il restait 2 cartes de pique dehors.",
            "claim_trick",
            None,
        ),
        (
            "revendication",
            "Le déclarant a revendiqué ; il restait 3 cartes d'atout chez les adversaires.",
            "claim_trick",
            None,
        ),
        (
            "revendication",
            "Le déclarant a revendiqué alors qu'il restait 2 cartes maîtresses à Est.",
            "claim_trick",
            None,
        ),
        ("revendication", "Le déclarant a revendiqué quand il restait 5 cartes à jouer.", "claim_trick", "9"),
        (
            "revendication",
            "Le déclarant a revendiqué quand il restait 3 cartes en main.",
            "claim_trick",
            "11",
        ),
    ],
)
def test_denied_marks_and_cards_out(topic: str, text: str, question: str, value: str | None) -> None:
    assert engine_facts(topic, text).get(question) == value


def test_without_denied_marks() -> None:
    assert without_denied_marks("atout dehors ✅ rien dit ❌") == "atout dehors ✅ ; "
    assert without_denied_marks("Est a renoncé.") == "Est a renoncé."


# reviewer30 T-23: an opponent who acted after the tempo (« longuement réfléchi », the writer's own call after his
# opponent's hesitation) gets no « from partner » situation, nor the end-of-hand recall of the 16B1 tests (73D1).
@pytest.mark.parametrize(
    ("text", "situation", "called_back"),
    [
        (
            "Ouest a longuement réfléchi ; Nord a ensuite réveillé. À la fin du coup, Est m'appelle.",
            None,
            None,
        ),
        ("Ouest a longuement réfléchi ; Nord a ensuite réveillé. On m'appelle tout de suite.", None, None),
        (
            "Mon adversaire de droite a hésité, puis j'ai contré ; à la fin du coup, ils m'accusent d'avoir utilisé son"
            " hésitation.",
            None,
            None,
        ),
        (
            "Est a hésité avant de passer ; Sud, son adversaire, a ensuite contré. À la fin du coup, EO contestent le"
            " contre de Sud.",
            None,
            None,
        ),
        # the traps: the partner acted
        (
            "Ouest a longuement réfléchi ; Est a ensuite réveillé. À la fin du coup, Nord m'appelle.",
            "partner_after",
            None,
        ),
        (
            "Est a hésité avant de passer ; Ouest a ensuite contré. À la fin du coup, NS contestent le contre d'Ouest.",
            "partner_after",
            "yes",
        ),
    ],
)
def test_an_opponent_acting_after_the_tempo(
    text: str, situation: str | None, called_back: str | None
) -> None:
    facts = engine_facts("information_non_autorisee", text)
    assert (facts.get("situation"), facts.get("called_back")) == (situation, called_back)


def test_a_letter_after_a_subject_pronoun_is_no_seat() -> None:
    assert seats_in_full("je N ai que du pique, S a renoncé") == "je N ai que du pique, Sud a renoncé"
    text = "ON M A INTERDIT LE PIQUE MAIS JE N AI QUE DU PIQUE !"
    assert engine_facts("jeu_apres_irregularite", text).get("case") == "cannot_comply"


@pytest.mark.parametrize(
    "text",
    [
        "Sud ouvre 1♥, Ouest passe, Nord 2♥, Est contre, Sud réfléchit une bonne minute et passe, Ouest dit 3♣, Nord n'a"
        " pas encore parlé ; on m'appelle parce qu'EO veulent réserver leurs droits.",
        "Ouest réfléchit longuement puis passe, Nord passe, et Est reparle 3♥. NS me rappellent à la fin du coup.",
    ],
)
def test_a_tempo_told_in_the_present_keeps_the_partners_case(text: str) -> None:
    assert engine_facts("information_non_autorisee", text).get("situation") in (
        "partner_now",
        "partner_after",
    )


# reviewer30 T-9: a withdrawal told after the partner's remark is asked (16B1 or 16C, the director's); T-11: « EO n'ont
# pas été lésés ; en revanche NS l'ont été » is no « not damaged ».
@pytest.mark.parametrize(
    ("text", "question", "value"),
    [
        (
            "Nord a fait une remarque pendant les enchères, « tu es sûr ? », et Sud a retiré son enchère pour dire 4♠.",
            "situation",
            None,
        ),
        (
            "Sud a retiré son 2♠ pendant les enchères ; Ouest doit maintenant parler.",
            "situation",
            "withdrawn_now",
        ),
        ("EO n'ont pas été lésés ; en revanche NS l'ont été par l'hésitation d'Est.", "damaged", None),
        ("Est a hésité, Ouest a dit 4♠ ; NS n'ont pas été lésés.", "damaged", "no"),
    ],
)
def test_a_remark_then_a_withdrawal_and_the_other_sides_damage(
    text: str, question: str, value: str | None
) -> None:
    assert engine_facts("information_non_autorisee", text).get(question) == value


# reviewer30 T-10: another contestant's warning (« c'est la paire 2 qui est lente ») is no history of this one (90B).
@pytest.mark.parametrize(
    ("text", "history"),
    [
        (
            "Au premier tour, NS avaient déjà eu un avertissement pour lenteur ; au tour 4, c'est EO qui sont en"
            " retard, c'est leur première fois.",
            None,
        ),
        ("La paire 6 a déjà été avertie pour lenteur ; aujourd'hui c'est la paire 2 qui est lente.", None),
        ("La paire 6 a déjà été avertie pour lenteur ; elle est encore en retard.", "warned"),
        ("NS ont déjà été avertis pour lenteur, c'est encore eux qui sont en retard.", "warned"),
    ],
)
def test_another_contestants_warning(text: str, history: str | None) -> None:
    assert engine_facts("suites_decision", text).get("history") == history


# reviewer30 T-27: a side, a seat, a touch's purpose, what was seen, before or after the dummy — taken back in the same
# breath: asked; said once: read.
@pytest.mark.parametrize(
    ("topic", "text", "question", "value"),
    [
        (
            "carte_du_mort",
            "Le déclarant a touché le roi du mort pour ranger les cartes, enfin non, il voulait le jouer.",
            "touch_purpose",
            None,
        ),
        ("suites_decision", "Appel de NS ; pardon, c'est EO qui font appel.", "appealing_side", None),
        ("suites_decision", "NS font appel, enfin non, EO.", "appealing_side", None),
        (
            "en_ligne_retard",
            "BBO : la donne n'est pas finie, NS trop lents, enfin non, c'étaient EO.",
            "slow_side",
            None,
        ),
        (
            "mauvais_etui",
            "Sud a pris ses cartes dans le mauvais étui, enfin non, c'est Est.",
            "offending_side",
            None,
        ),
        (
            "information_etrangere",
            "Est a vu une carte de son partenaire, enfin non, d'un adversaire, sans le vouloir.",
            "seen_what",
            None,
        ),
        (
            "jeu_premature",
            "Sur l'attaque d'Est, Ouest a fourni avant le mort... non, après le mort, c'était en règle.",
            "declarer_played_both",
            None,
        ),
        # the traps: said once
        ("suites_decision", "NS font appel de la décision.", "appealing_side", "NS"),
        ("mauvais_etui", "Sud a pris ses cartes dans le mauvais étui.", "offending_side", "ns"),
    ],
)
def test_a_side_or_purpose_taken_back(topic: str, text: str, question: str, value: str | None) -> None:
    assert engine_facts(topic, text).get(question) == value


# reviewer30 T-37: a double of the partner's bid or a redouble of no double, out of turn, is inadmissible (36); « au tour de
# son partenaire » names the turn, not the bid doubled.
@pytest.mark.parametrize(
    ("text", "call"),
    [
        ("Nord a contré hors tour le 2♠ de son partenaire.", "inadmissible_double"),
        ("Nord a surcontré hors tour alors que personne n'avait contré.", "inadmissible_double"),
        ("Contre hors tour de Sud au tour de son partenaire Nord.", "double"),
        ("Contre hors tour, au tour de son partenaire.", "double"),
        ("Nord a contré hors tour le 2♠ d'Est.", "double"),
        ("Nord a passé hors tour.", "pass"),
    ],
)
def test_an_inadmissible_double_out_of_turn(text: str, call: str | None) -> None:
    assert engine_facts("declaration_hors_tour", text).get("call") == call


def test_a_side_asked_then_answered_is_read() -> None:
    assert engine_facts("en_ligne_retard", "temps écoulé, NS lents ? non, EO lents").get("slow_side") == "eo"

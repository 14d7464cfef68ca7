"""En ligne : hésitation — le temps de réflexion relevé par le logiciel est le fait (Loi 16B, 85A1).

Online, the platform records how long each call and each card took. That record settles the fact
of a hesitation (or of unusual speed) that players argue about at a table: the director reads it,
compares it with the player's usual tempo in such a position, and records it (85A1). From there
the law is the one of the « Information non autorisée » topic, whose functions this topic calls:
at the moment, the facts are noted and play goes on (16B2); at the end, the tests of 16B1 in order.
"""

from __future__ import annotations

from dataclasses import replace

from rules.model import Option, Question, Ruling
from rules.topic import Facts, Topic, questions
from rules.topics.proprieties import unauthorised_information as ui
from rules.topics.proprieties.judgement import ADJUSTMENT_KIND

# When it happens, as the values of rules.topic.Phase (issue 24 §2: the first menu).
PHASES = ("en_ligne",)

THINK_TIME = Question(
    "think_time",
    "Que montre le temps de réflexion relevé par le logiciel, et quand êtes-vous appelé ?",
    (
        Option(
            "unusual_now",
            "Un temps inhabituel (nettement plus long, ou plus court, que le tempo du joueur) : appelé sur "
            "le moment",
        ),
        Option("unusual_after", "Un temps inhabituel : appelé à la fin du coup, une action est contestée"),
        Option("normal", "Un tempo normal pour la situation : pas d'hésitation à retenir"),
    ),
    "Le logiciel enregistre le temps de chaque déclaration et de chaque carte : ce relevé établit le fait "
    "(85A1). Comparez-le au tempo habituel du joueur dans une situation semblable, et notez le temps relevé "
    "dans l'incident.",
)

# Review wording point: online the record settles the facts, so « facts disputed » is no answer here (kept
# for stored incidents), and the help speaks of the record, not of a STOP card most platforms lack.
_TABLE_UI = ui.QUESTIONS["ui_exists"]
UI_EXISTS = Question(
    _TABLE_UI.id,
    "Le temps relevé a-t-il pu renseigner le partenaire (hésitation nette ou rapidité inhabituelle) ?",
    tuple(o for o in _TABLE_UI.options if o.value != "disputed"),
    "Faire varier son tempo sans intention n'est pas une infraction (73D1), mais ce que le partenaire en "
    "apprend lui est interdit (16B1a, 73C1). Une pause imposée par le logiciel ou le règlement de l'épreuve "
    "(après une enchère à saut, par exemple) est le tempo normal, pas une hésitation.",
    legacy=tuple(o for o in _TABLE_UI.options if o.value == "disputed"),
    director_only=True,
)

QUESTIONS = questions(
    THINK_TIME,
    UI_EXISTS,
    *(ui.QUESTIONS[key] for key in ("suggests", "logical_alternative", "damaged")),
    ADJUSTMENT_KIND,
)

RECORDED = (
    "Fait établi par le relevé du logiciel de jeu : le temps de réflexion est inhabituel (85A1). Notez "
    "dans l'incident le temps relevé, la déclaration ou la carte en cause et le tempo habituel du joueur."
)


def _recorded(ruling: Ruling, replaces_first: bool = False) -> Ruling:
    """The UI topic's ruling, with the platform's record as the established fact (in place of the
    line about the players agreeing on the facts, when the ruling has one)."""
    laws = ruling.laws if "85A1" in ruling.laws else (*ruling.laws, "85A1")
    rest = ruling.now[1:] if replaces_first else ruling.now
    return replace(ruling, laws=laws, now=(RECORDED, *rest))


def online_hesitation(facts: Facts) -> Ruling:
    think_time = facts.ask("think_time")
    if think_time == "normal":
        return ui.result_stands(
            "ui.no_ui",
            "Pas d'information non autorisée : le résultat est maintenu",
            "Le relevé du logiciel montre un tempo normal pour la situation : le partenaire n'a reçu aucune "
            "information de son tempo (16B1a, 85A1).",
            ("16B1a", "73D1", "85A1"),
        )
    if think_time == "unusual_now":
        return _recorded(ui.reserve_rights_16B2(agreed=True), replaces_first=True)
    return _recorded(ui.tests_16B1(facts, withdrawn=False))


TOPIC = Topic(
    id="en_ligne_hesitation",
    title="En ligne : hésitation (temps de réflexion relevé)",
    summary="Le temps relevé par le logiciel établit l'hésitation ; puis les tests de la Loi 16B dans l'ordre.",
    laws=("16", "73", "85"),
    questions=QUESTIONS,
    procedure=online_hesitation,
    phases=PHASES,
)
ORDER = 115

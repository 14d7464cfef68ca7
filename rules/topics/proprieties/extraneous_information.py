"""Information étrangère — Loi 16D : une main vue, des enchères ou un résultat entendus, une carte vue.

Not from partner (16B) nor from a withdrawn action (16C): from elsewhere. The rulings of 16D2 (before
any call: the director's four options) and 16D3 (after the first call: play on, adjust if needed) are
those of the « Information non autorisée » topic, called here so that the same facts give the same
ruling; a card seen while the hands held a wrong number of cards is Law 13A2, called from the
« Nombre de cartes » topic. Online, a substitute who saw cards is handled with the disconnection.
"""

from __future__ import annotations

from rules.model import ChooserRole, Option, Question, Ruling
from rules.topic import Facts, Topic, questions
from rules.topics.proprieties.unauthorised_information import other_source_16D2, other_source_16D3
from rules.topics.scores_procedure.card_count import no_call_13A

# When it happens, as the values of rules.topic.Phase (issue 24 §2: the first menu).
PHASES = ("avant", "encheres", "jeu", "en_ligne")

QUESTIONS = questions(
    Question(
        "when_16D",
        "Quand l'information a-t-elle été reçue ?",
        (
            Option("before_call", "Avant toute déclaration (main vue, enchères ou résultat entendus…)"),
            Option("after_call", "Après la première déclaration, avant la fin du jeu"),
            Option(
                "wrong_count",
                "Carte vue alors qu'une main avait plus de 13 cartes, avant qu'un joueur à la main incorrecte "
                "ait déclaré",
            ),
            Option("online", "En ligne : un remplaçant ou un joueur revenu après une déconnexion"),
        ),
        "L'arbitre doit être prévenu tout de suite, de préférence par celui qui a reçu l'information (16D1). "
        "Avant toute déclaration, il a quatre options (16D2) ; ensuite, seulement jouer ou ajuster (16D3). En "
        "match par équipes, pas de donne redonnée si un concurrent pourrait connaître le résultat du match sans "
        "elle (86A) ; la marque ajustée suit 86B (thème « Donne faussée, match par équipes »).",
    ),
)


def online_16D1() -> Ruling:
    return Ruling(
        id="information_etrangere.en_ligne",
        title="Information étrangère en ligne : thème « En ligne : joueur déconnecté »",
        laws=("16D1", "80B2"),
        now=(
            "Le joueur qui a vu des cartes ou des enchères d'une autre façon que par le jeu doit le signaler "
            "tout de suite (16D1).",
            "La suite dépend du règlement de l'épreuve en ligne (80B2) : ouvrez le thème « En ligne : joueur "
            "déconnecté ». Avant toute déclaration, les options de 16D2 restent les vôtres ; après, jouer et "
            "ajuster si besoin (16D3).",
        ),
        chooser_role=ChooserRole.NONE,
        script=("Merci de l'avoir signalé ; je regarde le règlement de l'épreuve.",),
    )


def extraneous_information(facts: Facts) -> Ruling:
    when = facts.ask("when_16D")
    if when == "before_call":
        return other_source_16D2()
    if when == "after_call":
        return other_source_16D3()
    if when == "wrong_count":
        return no_call_13A(seen=True)
    return online_16D1()


TOPIC = Topic(
    id="information_etrangere",
    title="Information étrangère (main vue, enchères entendues)",
    summary="Une main vue, un résultat ou des enchères entendus : les options de l'arbitre (16D1, 16D2, 16D3).",
    laws=("16", "13"),
    questions=QUESTIONS,
    procedure=extraneous_information,
    phases=PHASES,
)
ORDER = 81

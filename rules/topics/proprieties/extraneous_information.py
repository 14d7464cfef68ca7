"""Information étrangère — Loi 16D : une main vue, des enchères ou un résultat entendus, une carte vue.

Not from partner (16B) nor from a withdrawn action (16C): from elsewhere. The rulings of 16D2 (before
any call: the director's four options) and 16D3 (after the first call: play on, adjust if needed) are
those of the « Information non autorisée » topic, called here so that the same facts give the same
ruling; a card seen while the hands held a wrong number of cards is Law 13A2, called from the
« Nombre de cartes » topic. Online, a substitute who saw cards is handled with the disconnection.
"""

from __future__ import annotations

from rules.model import AdjustedKind, AdjustedScore, ChooserRole, Option, Question, Ruling
from rules.topic import Facts, Topic, questions
from rules.topics.proprieties.conduct import QUESTIONS as CONDUCT_QUESTIONS
from rules.topics.proprieties.conduct import conduct_74
from rules.topics.proprieties.unauthorised_information import (
    OVERHEARD_90B3,
    other_source_16D2,
    other_source_16D3,
)
from rules.topics.scores_procedure.card_count import no_call_13A

# When it happens, as the values of rules.topic.Phase (issue 24 §2: the first menu).
PHASES = ("avant", "encheres", "jeu", "apres", "en_ligne")

QUESTIONS = questions(
    Question(
        "when_16D",
        "Quand l'information a-t-elle été reçue ?",
        (
            Option("before_call", "Avant toute déclaration (main vue, enchères ou résultat entendus…)"),
            Option("after_call", "Après la première déclaration, avant la fin du jeu"),
            Option(
                "found_after_play",
                "Pendant la donne, mais on ne l'apprend qu'après la fin du jeu (des enchères ou un résultat "
                "entendus à une autre table, la mauvaise main regardée…)",
            ),
            Option(
                "wrong_count",
                "Carte vue alors qu'une main avait plus de 13 cartes, avant qu'un joueur à la main incorrecte "
                "ait déclaré",
            ),
            Option(
                "online",
                "En ligne : un remplaçant, un joueur revenu après une déconnexion, une autre fenêtre ou un spectateur",
            ),
        ),
        "L'arbitre doit être prévenu tout de suite, de préférence par celui qui a reçu l'information (16D1). "
        "Avant toute déclaration, il a quatre options (16D2) ; ensuite, seulement jouer ou ajuster (16D3). En "
        "match par équipes, pas de donne redonnée si un concurrent pourrait connaître le résultat du match sans "
        "elle (86A) ; la marque ajustée suit 86B (thème « Donne faussée, match par équipes »).",
    ),
    Question(
        "seen_what",
        "Qu'a-t-il vu ou entendu, et d'où ?",
        (
            Option("opponent_by_chance", "Une carte d'un adversaire de sa table, vue sans le vouloir"),
            Option("opponent_looked", "Une carte d'un adversaire de sa table, qu'il a cherché à voir"),
            Option("partner_card", "Une carte de son partenaire"),
            Option(
                "elsewhere",
                "Autre chose : une autre table, des enchères ou un résultat entendus, la mauvaise main…",
            ),
        ),
        "À sa propre table, 16D1 ne vise qu'une carte vue avant le début des enchères ; ensuite, agir d'après "
        "une carte adverse vue sans le vouloir est permis (74C5). Une carte du partenaire est une information "
        "venue de lui (16B1a).",
    ),
    CONDUCT_QUESTIONS["damaged"],
)


def online_16D1() -> Ruling:
    return Ruling(
        id="information_etrangere.en_ligne",
        title="Information étrangère en ligne : thème « En ligne : joueur déconnecté »",
        laws=("16D1", "80B2", "16D2", "16D3", "73B2"),
        now=(
            "Le joueur qui a vu des cartes ou des enchères d'une autre façon que par le jeu doit le signaler "
            "tout de suite (16D1).",
            "Un joueur qui consulte une autre fenêtre, la vue d'un spectateur ou toute autre source pendant la "
            "donne reçoit lui-même une information étrangère (16D1) ; s'il l'a cherchée avec son partenaire, "
            "c'est une communication convenue, l'infraction la plus grave (73B2) : thème « Tempo trompeur, "
            "comportement ».",
            "La suite dépend du règlement de l'épreuve en ligne (80B2) : ouvrez le thème « En ligne : joueur "
            "déconnecté ». Avant toute déclaration, les options de 16D2 restent les vôtres ; après, jouer et "
            "ajuster si besoin (16D3).",
        ),
        chooser_role=ChooserRole.NONE,
        script=("Merci de l'avoir signalé ; je regarde le règlement de l'épreuve.",),
    )


def opponent_card_seen_74C5() -> Ruling:
    """Review S2: 16D1 covers a card seen at one's own table only before the auction begins; after it,
    acting on an opponent's card seen by accident is appropriate (74C5)."""
    return Ruling(
        id="information_etrangere.carte_adverse_vue",
        title="Carte d'un adversaire vue sans le vouloir pendant les enchères ou le jeu : information permise",
        laws=("74C5", "16D1"),
        now=(
            "Une carte d'un adversaire, vue sans le vouloir à sa propre table après le début des enchères, "
            "n'est pas une information étrangère : à sa table, 16D1 ne vise qu'une carte vue avant le début "
            "des enchères.",
            "Le joueur peut agir d'après cette carte (74C5) : pas de rectification, le résultat est maintenu.",
            "S'il a cherché à la voir, c'est un manquement (74C5) : répondez « qu'il a cherché à voir ».",
        ),
        chooser_role=ChooserRole.NONE,
        notes=(
            "Si l'adversaire a montré sa carte exprès pour tromper, c'est lui le fautif : thème « Tempo "
            "trompeur, comportement » (73D2).",
        ),
        script=("Vous avez vu cette carte sans le vouloir : vous pouvez en tenir compte, le jeu continue.",),
    )


def partner_card_16B() -> Ruling:
    return Ruling(
        id="information_etrangere.carte_du_partenaire",
        title="Carte du partenaire vue : information venue du partenaire, non autorisée (16B1a)",
        laws=("16B1a", "16B3", "24", "49", "50E1", "50E2"),
        now=(
            "Une carte de son partenaire vue pendant les enchères ou le jeu (carte mal tenue, montrée…) est une "
            "information venue de lui : elle est non autorisée (16B1a). Parmi les alternatives logiques, le "
            "joueur ne choisit pas celle qu'elle suggère manifestement.",
            "Une carte exposée suit d'abord sa propre loi : pendant les enchères, Loi 24 (thème « Carte exposée "
            "pendant les enchères ») ; pendant le jeu, par un joueur de la défense, Lois 49 et 50 (thème "
            "« Cartes pénalisées ») : l'information d'une carte pénalisée restée sur la table est autorisée "
            "(50E1), celle d'une carte pénalisée reprise ne l'est pas pour le partenaire (50E2).",
        ),
        end_of_play=(
            "À la fin du coup, si le joueur a tiré avantage de cette information, ajustez le score (16B3) : "
            "thème « Information non autorisée ».",
        ),
        chooser_role=ChooserRole.NONE,
        equity_may_apply=True,
        unauthorised_for=("partenaire de celui dont la carte a été vue",),
        script=("Cette carte de votre partenaire ne doit pas guider votre choix ; le jeu continue.",),
    )


def found_after_play_16D() -> Ruling:
    """Issue 38 §5: the information was received during the board, the director learns it once the board
    is played: 16D2 and 16D3 leave him only the adjusted score (16D2c), judged on what it could change."""
    return Ruling(
        id="ui.other.found_after_play",
        title="Information venue d'ailleurs, découverte après la donne : marque ajustée si elle a pesé",
        laws=("16D1", "16D3", "16D2c", "12C1b", "86B", "90A", "90B3", "79C"),
        now=(
            "Le joueur a reçu pendant la donne une information étrangère (une autre table entendue, la mauvaise "
            "main vue…) et la donne est finie : il ne reste que la marque ajustée (16D3, 16D2c).",
            "Si vous jugez que cette information a pu influer sur le résultat, attribuez une marque ajustée, le "
            "résultat probable sans elle (12C1b) ; en match par équipes, compte tenu de l'autre table (86B). "
            "Sinon, le résultat de la table reste.",
            "Celui qui l'a reçue devait vous prévenir tout de suite (16D1) : s'il s'est tu, vous pouvez en plus "
            "infliger une pénalité de procédure (90A). La demande doit venir dans le délai de correction (79C).",
        ),
        chooser_role=ChooserRole.NONE,
        equity_may_apply=True,
        adjusted_score=AdjustedScore(AdjustedKind.ASSIGNED, ("16D2c", "12C1b"), foreseen=True),
        notes=(OVERHEARD_90B3,),
        script=(
            "L'information a été reçue pendant la donne : je vérifie si elle a pu changer le résultat et, si "
            "oui, j'ajuste la marque.",
        ),
    )


def extraneous_information(facts: Facts) -> Ruling:
    when = facts.ask("when_16D")
    if when == "before_call":
        return other_source_16D2()
    if when == "after_call":
        seen = facts.ask("seen_what")
        if seen == "opponent_by_chance":
            return opponent_card_seen_74C5()
        if seen == "opponent_looked":
            return conduct_74("looking", facts.is_("damaged", "yes"))
        if seen == "partner_card":
            return partner_card_16B()
        return other_source_16D3()
    if when == "wrong_count":
        return no_call_13A(seen=True)
    if when == "found_after_play":
        return found_after_play_16D()
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

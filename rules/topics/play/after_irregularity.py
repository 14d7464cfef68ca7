"""Ce qui manque encore au jeu — Lois 59 et 60, là où aucun thème ne les couvre seules.

59: a player who cannot comply with a rectification plays any otherwise legal card. 60: what playing
after an irregular play does — the non-offending side forfeits its rectification (60A), a defender
who plays before declarer's corrected lead makes a major penalty card (60B), the offending side's play
leaves the opponents' rights intact (60C). Premature plays (57) and leads out of turn (53-56) keep
their own topics, which apply 60 in their cases; this topic states the laws for the director who
meets them alone.
"""

from __future__ import annotations

from rules.model import ChooserRole, Option, PenaltyCard, PenaltyKind, Question, Ruling
from rules.topic import Facts, Topic, questions

# When it happens, as the values of rules.topic.Phase (issue 24 §2: the first menu).
PHASES = ("jeu",)

QUESTIONS = questions(
    Question(
        "case",
        "Que s'est-il passé ?",
        (
            Option(
                "cannot_comply",
                "Un joueur ne peut pas se conformer à une rectification (carte pénalisée, couleur exigée ou "
                "interdite)",
            ),
            Option(
                "non_offender_played",
                "L'adversaire de gauche du fautif a joué après sa carte jouée hors tour ou trop tôt, avant "
                "l'arbitre",
            ),
            Option("offender_played", "Le camp fautif a joué de nouveau avant que l'arbitre ait rectifié"),
            Option(
                "defender_before_declarer_lead",
                "Un joueur de la défense a joué avant que le déclarant, qui devait reprendre son attaque hors "
                "tour, ait attaqué de la bonne main",
            ),
        ),
        "Loi 59 : une obligation impossible. Loi 60 : jouer après un jeu irrégulier, avant la rectification. "
        "Pour une attaque hors tour ou un jeu prématuré, leurs thèmes appliquent déjà la Loi 60.",
    ),
)


def cannot_comply_59() -> Ruling:
    """Review P4: what could not be done at this turn does not carry over, except a major penalty card that
    stays on the table (50D1b); missing 5: 59 against a revoke (61A); issue 29 §3: the void it reveals."""
    return Ruling(
        id="jeu_apres_irregularite.59",
        title="Obligation impossible à respecter : il joue n'importe quelle autre carte légale",
        laws=(
            "59",
            "57A",
            "57B",
            "50D1b",
            "50D2a",
            "51B1a",
            "51B2a",
            "26B",
            "61A",
            "52B1a",
            "64B3",
            "16A1a",
            "16A1c",
            "50E2",
        ),
        now=(
            "Le joueur ne peut pas se conformer à la rectification : il n'a pas de carte de la couleur exigée, "
            "il n'a plus que des cartes de la couleur qu'il ne peut pas attaquer, ou il doit fournir à la "
            "couleur attaquée. Il joue n'importe quelle autre carte légale (59 ; pour une option de 57A, 57B).",
            "Ce n'est pas une renonce, et aucune rectification ne suit. S'il pouvait s'y conformer et ne l'a "
            "pas fait, c'est une renonce (61A) : thème « Renonce » ; pour une carte pénalisée non jouée, Loi 52, "
            "sans transfert de levée (64B3).",
            "Ce qui n'a pas pu être respecté à ce tour ne se reporte pas aux tours suivants : une couleur exigée "
            "ou interdite par le déclarant à la place d'une carte pénalisée prend fin, la carte ayant déjà été "
            "reprise en main (50D2a, 51B) ; une option de 57A ne vaut que pour cette levée ; l'interdiction de "
            "26B dure seulement tant que le partenaire garde la main.",
            "Seule exception : une carte pénalisée principale que son propriétaire n'a pas pu jouer parce qu'il "
            "devait fournir reste sur la table, à jouer à la prochaine occasion légale (50D1b).",
            "Que le joueur ne puisse pas se conformer (il montre ainsi qu'il n'a pas la couleur) est une "
            "information autorisée pour tous : elle vient d'une carte jouée légalement, selon une procédure "
            "prévue par les Lois (16A1a, 16A1c). En revanche, ce qu'a montré une carte pénalisée reprise en main "
            "reste une information non autorisée pour le partenaire de son propriétaire (50E2).",
        ),
        chooser_role=ChooserRole.NONE,
        notes=(
            "Interprétation retenue : la chicane révélée par l'obligation impossible n'est pas une action retirée "
            "(16C ne s'applique pas) ; c'est un jeu légal, autorisé pour les deux camps (16A1a, 16A1c).",
        ),
        script=(
            "Vous ne pouvez pas respecter cette obligation : jouez n'importe quelle autre carte légale.",
        ),
    )


def non_offender_played_60A() -> Ruling:
    return Ruling(
        id="jeu_apres_irregularite.60A",
        title="Le camp non fautif a joué après la carte irrégulière : plus de rectification",
        laws=("60A1", "60A2", "60A3", "53B"),
        now=(
            "Un joueur du camp non fautif a joué après que son adversaire de droite a attaqué ou joué hors tour "
            "ou trop tôt, avant votre décision : son camp perd le droit à rectification de cette irrégularité "
            "(60A1).",
            "La carte jouée irrégulièrement est traitée comme jouée à son tour (60A2), sauf si la Loi 53B "
            "s'applique (l'adversaire dont c'était le tour d'attaquer a fait son attaque régulière).",
            "Les obligations antérieures du camp fautif (carte pénalisée, restriction d'attaque ou de jeu) "
            "demeurent (60A3).",
            "Pour les détails d'une attaque hors tour acceptée ou d'un jeu prématuré, ouvrez leurs thèmes.",
        ),
        chooser_role=ChooserRole.NONE,
        script=("Vous avez joué après cette carte : elle compte comme jouée à son tour, le jeu continue.",),
    )


def offender_played_60C() -> Ruling:
    return Ruling(
        id="jeu_apres_irregularite.60C",
        title="Le camp fautif a joué avant la rectification : les droits des adversaires restent entiers",
        laws=("60C",),
        now=(
            "Un joueur du camp fautif a joué avant que vous ayez fixé la rectification : cela ne change rien "
            "aux droits des adversaires (60C).",
            "Réglez d'abord la première irrégularité ; puis cette carte, qui peut elle-même donner lieu à "
            "rectification (jeu prématuré, carte pénalisée) (60C).",
        ),
        chooser_role=ChooserRole.NONE,
        script=("Vos adversaires gardent tous leurs droits. Je règle d'abord la première irrégularité.",),
    )


def defender_before_declarer_lead_60B() -> Ruling:
    return Ruling(
        id="jeu_apres_irregularite.60B",
        title="Carte de la défense avant l'attaque du déclarant de la bonne main : carte pénalisée principale",
        laws=("60B", "50B", "50D"),
        now=(
            "Le déclarant devait reprendre son attaque hors tour et attaquer de la bonne main ; un joueur de la "
            "défense a joué avant : sa carte devient carte pénalisée principale (60B).",
            "Ses obligations et les options du déclarant : thème « Carte pénalisée » (50D).",
        ),
        chooser_role=ChooserRole.NONE,
        penalty_cards=(
            PenaltyCard(
                "le joueur de la défense", PenaltyKind.MAJOR, "la carte jouée avant l'attaque du déclarant"
            ),
        ),
        script=(
            "Votre carte a été jouée avant l'attaque du déclarant : elle devient carte pénalisée principale.",
        ),
    )


def play_after_irregularity(facts: Facts) -> Ruling:
    case = facts.ask("case")
    if case == "cannot_comply":
        return cannot_comply_59()
    if case == "non_offender_played":
        return non_offender_played_60A()
    if case == "offender_played":
        return offender_played_60C()
    return defender_before_declarer_lead_60B()


TOPIC = Topic(
    id="jeu_apres_irregularite",
    title="Obligation impossible, jeu après une irrégularité",
    summary="Impossible de jouer comme exigé (59) ; jouer après une carte irrégulière, avant la rectification (60).",
    laws=("59", "60"),
    questions=QUESTIONS,
    procedure=play_after_irregularity,
    phases=PHASES,
)
ORDER = 45

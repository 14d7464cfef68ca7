"""Law 47 — retracting a played card: when it may be taken back, and the default that it may not.

47C (a dummy's designation changed) and 47E (a player misinformed) already have their rulings in
Law 45 and in the lead-out-of-turn topic: they are called, never copied.
"""

from __future__ import annotations

from rules.model import ChooserRole, Option, Question, Ruling
from rules.topic import Facts
from rules.topics.common import yes_no
from rules.topics.play.card_played.law45 import designation_changed_45C4b
from rules.topics.play.lead_out_of_turn.misinformed import misexplanation_47E2, told_his_turn_47E1
from rules.topics.proprieties.misinformation_law import EVIDENCE

QUESTIONS_47 = (
    Question(
        "retract_reason",
        "Pourquoi le joueur veut-il reprendre sa carte ?",
        (
            Option("rectification", "Une rectification l'exige (attaque hors tour refusée, jeu simultané…)"),
            Option(
                "illegal", "Pour corriger un jeu illégal (renonce corrigée, carte d'une couleur interdite…)"
            ),
            Option("designation", "Le déclarant a nommé par erreur une carte du mort"),
            Option("opponent_changed", "Un adversaire vient de changer sa carte"),
            Option("told_turn", "Un adversaire lui a dit à tort que c'était à lui"),
            Option("misexplained", "Il a joué à cause d'une explication erronée d'un adversaire"),
            Option("changed_mind", "Il s'est trompé de carte ou a changé d'avis"),
        ),
        "Une carte jouée ne se reprend que dans les cas de la Loi 47 (47F2).",
    ),
    yes_no(
        "card_since",
        "Une carte a-t-elle été jouée depuis (ou, pour une entame, le mort a-t-il étalé une carte) ?",
        "La carte jouée sur une explication erronée se reprend seulement si aucune carte n'a été jouée depuis "
        "(47E2a) ; sinon, marque ajustée possible (47E2b).",
    ),
    EVIDENCE,
)


WITHDRAWN_16C = (
    "La carte reprise est une information autorisée pour le camp non fautif et interdite au camp fautif "
    "(16C1, 16C2) ; devenue carte pénalisée, tant qu'elle reste sur la table, ce qu'elle montre est autorisé "
    "pour tous (50E1)."
)


def rectification_47A() -> Ruling:
    return Ruling(
        id="carte_jouee.47A.rectification",
        title="Carte reprise parce qu'une rectification l'exige",
        laws=("47A", "49", "48A", "16C1", "16C2", "50E1"),
        now=(
            "Une carte jouée peut être reprise quand la rectification d'une irrégularité l'exige (47A).",
            "Reprise par un joueur de la défense, elle peut devenir carte pénalisée (49) : thème « Carte "
            "pénalisée ». Celle du déclarant ne l'est jamais (48A).",
            WITHDRAWN_16C,
        ),
        chooser_role=ChooserRole.NONE,
        unauthorised_for=("camp fautif",),
        script=("Reprenez cette carte, comme la rectification l'exige.",),
    )


def illegal_play_47B() -> Ruling:
    return Ruling(
        id="carte_jouee.47B.jeu_illegal",
        title="Carte reprise pour corriger un jeu illégal",
        laws=("47B", "49", "48A", "62A", "16C1", "16C2", "50E1"),
        now=(
            "Une carte jouée illégalement est reprise pour corriger le jeu (47B) ; une renonce se corrige tant "
            "qu'elle n'est pas consommée (62A) : thème « Renonce ».",
            "Reprise par un joueur de la défense, elle devient en général carte pénalisée (49) : thème « Carte "
            "pénalisée ». Celle du déclarant ne l'est jamais (48A). Pour deux cartes jouées en même temps, "
            "voir le thème « Jeu prématuré » (58).",
            WITHDRAWN_16C,
        ),
        chooser_role=ChooserRole.NONE,
        unauthorised_for=("camp fautif",),
        script=("Cette carte était illégale : reprenez-la et jouez une carte légale.",),
    )


def opponent_changed_47D() -> Ruling:
    return Ruling(
        id="carte_jouee.47D.adversaire_a_change",
        title="Un adversaire a changé sa carte : on peut reprendre la sienne sans rectification",
        laws=("47D", "16C1", "16C2", "62C2"),
        now=(
            "Après le changement de carte d'un adversaire, le joueur peut reprendre la carte qu'il avait jouée "
            "et en jouer une autre, sans autre rectification (47D).",
            "La carte reprise est une information autorisée pour son camp, interdite au camp qui a changé sa "
            "carte (16C1, 16C2). Après une renonce corrigée, voir aussi 62C2 (thème « Renonce »).",
        ),
        chooser="le joueur qui avait joué après la carte changée",
        chooser_role=ChooserRole.EACH_NON_OFFENDER,
        unauthorised_for=("camp fautif",),
        script=("Votre adversaire a changé sa carte : vous pouvez changer la vôtre, sans pénalité.",),
    )


def no_retraction_47F2() -> Ruling:
    return Ruling(
        id="carte_jouee.47F2.pas_de_reprise",
        title="Carte jouée par erreur ou changement d'avis : elle ne peut pas être reprise",
        laws=("47F2", "47F1", "45C4a", "53B", "45C4b"),
        now=(
            "Hors des cas prévus par la Loi 47, une carte jouée ne peut pas être reprise (47F2) : s'être trompé "
            "de carte ou avoir changé d'avis n'en est pas un.",
            "Seule exception de plus : la reprise prévue par la Loi 53B (47F1). Pour une carte du mort nommée "
            "par lapsus, choisissez « Le déclarant a nommé par erreur une carte du mort » (45C4b).",
        ),
        chooser_role=ChooserRole.NONE,
        script=("Une carte jouée ne se reprend pas : elle reste jouée.",),
    )


def retraction_47(facts: Facts) -> Ruling:
    reason = facts.ask("retract_reason")
    if reason == "rectification":
        return rectification_47A()
    if reason == "illegal":
        return illegal_play_47B()
    if reason == "designation":
        return designation_changed_45C4b(facts)
    if reason == "opponent_changed":
        return opponent_changed_47D()
    if reason == "told_turn":
        return told_his_turn_47E1()
    if reason == "misexplained":
        # 47E2 is one function with « Explication erronée »: it asks the evidence of the agreement (21B1b).
        return misexplanation_47E2(facts, "too_late" if facts.is_("card_since", "yes") else "retractable")
    return no_retraction_47F2()

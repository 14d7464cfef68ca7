"""Law 47 — retracting a played card: when it may be taken back, and the default that it may not.

47C (a dummy's designation changed) and 47E (a player misinformed) already have their rulings in
Law 45 and in the lead-out-of-turn topic: they are called, never copied.
"""

from __future__ import annotations

from rules.model import Choice, ChooserRole, Option, PenaltyCard, PenaltyKind, Question, Ruling
from rules.topic import Facts
from rules.topics.common import yes_no
from rules.topics.play.card_played.law45 import END_16C3, designation_changed_45C4b
from rules.topics.play.lead_out_of_turn.misinformed import misexplanation_47E2, told_his_turn_47E1
from rules.topics.proprieties.misinformation_law import EVIDENCE, no_misinformation

QUESTIONS_47 = (
    Question(
        "retract_reason",
        "Pourquoi le joueur veut-il reprendre sa carte ?",
        (
            Option("rectification", "Une rectification l'exige (attaque hors tour refusée, jeu simultané…)"),
            Option(
                "illegal", "Pour corriger un jeu illégal (renonce corrigée, carte d'une couleur interdite…)"
            ),
            Option("designation", "Le déclarant a nommé une carte du mort par lapsus (un mot pour un autre)"),
            Option("opponent_changed", "Un adversaire vient de changer sa carte"),
            Option("told_turn", "Un adversaire lui a dit à tort que c'était à lui"),
            Option("misexplained", "Il a joué à cause d'une explication erronée d'un adversaire"),
            # Not the declarer's slip naming dummy's card (« designation », 45C4b): one meaning per option.
            Option("changed_mind", "Il a changé d'avis, ou joué de sa main une autre carte que celle voulue"),
        ),
        "Une carte jouée ne se reprend que dans les cas de la Loi 47 (47F2).",
    ),
    # Review P1: 47D refers to 62C2 and 45D1, where the player who takes his card back belongs to the
    # side at fault: his card, its information and who chooses all depend on this one fact.
    Question(
        "withdrawer_side",
        "Le joueur qui veut reprendre sa carte est-il du camp qui a commis l'irrégularité ?",
        (
            Option(
                "non_offending",
                "Non : c'est l'adversaire qui a changé sa carte qui était en faute (renonce corrigée, carte du "
                "mort non nommée, lapsus corrigé…)",
            ),
            Option(
                "offending_defender",
                "Oui, c'est un joueur de la défense : son partenaire a renoncé, et un adversaire vient de "
                "reprendre sa carte (62C2)",
            ),
            Option(
                "offending_declarer",
                "Oui, c'est le déclarant : le mort a posé une carte non nommée, ou le camp du déclarant a "
                "renoncé, et un joueur de la défense vient de changer sa carte (45D1, 62C2)",
            ),
        ),
        "Le camp non fautif reprend sa carte sans rectification (47D, 62C1) ; ensuite le joueur du camp fautif "
        "qui suit peut reprendre la sienne : carte pénalisée pour un joueur de la défense (62C2), jamais pour "
        "le déclarant (48A), et l'information en est non autorisée pour son camp (16C2).",
    ),
    yes_no(
        "card_since",
        "Une carte a-t-elle été jouée depuis (ou, pour une entame, le mort a-t-il étalé une carte) ?",
        "La carte jouée sur une explication erronée se reprend seulement si aucune carte n'a été jouée depuis "
        "(47E2a) ; sinon, marque ajustée possible (47E2b).",
    ),
    EVIDENCE,
    # Tester8 T20: a player who took his played card back has often already shown the other card.
    Question(
        "substituted",
        "Pour la remplacer, une autre carte est-elle déjà montrée sur la table ?",
        (
            Option("none", "Non : il voulait seulement la reprendre"),
            Option("defender", "Oui, celle d'un joueur de la défense"),
            Option("declarer", "Oui, celle du déclarant"),
        ),
        "La carte jouée reste jouée (47F2). L'autre carte, montrée par un joueur de la défense, devient carte "
        "pénalisée (49) ; celle du déclarant retourne dans sa main, sans rectification (48A).",
    ),
)


WITHDRAWN_16C = (
    "La carte reprise est une information autorisée pour le camp non fautif et interdite au camp fautif "
    "(16C1, 16C2) ; devenue carte pénalisée, tant qu'elle reste sur la table, ce qu'elle montre est autorisé "
    "pour tous (50E1)."
)


KEEP_OR_TAKE_BACK = (
    Choice("Laisser sa carte", ("47D",)),
    Choice("Reprendre sa carte et en jouer une autre", ("47D",)),
)


def rectification_47A() -> Ruling:
    return Ruling(
        id="carte_jouee.47A.rectification",
        title="Carte reprise parce qu'une rectification l'exige",
        laws=("47A", "49", "48A", "16C1", "16C2", "16C3", "50E1"),
        now=(
            "Une carte jouée peut être reprise quand la rectification d'une irrégularité l'exige (47A).",
            "Reprise par un joueur de la défense, elle peut devenir carte pénalisée (49) : thème « Carte "
            "pénalisée ». Celle du déclarant ne l'est jamais (48A).",
            WITHDRAWN_16C,
        ),
        end_of_play=(END_16C3,),
        equity_may_apply=True,
        chooser_role=ChooserRole.NONE,
        unauthorised_for=("camp fautif",),
        script=("Reprenez cette carte, comme la rectification l'exige.",),
    )


def illegal_play_47B() -> Ruling:
    return Ruling(
        id="carte_jouee.47B.jeu_illegal",
        title="Carte reprise pour corriger un jeu illégal",
        laws=("47B", "49", "48A", "62A", "16C1", "16C2", "16C3", "50E1"),
        now=(
            "Une carte jouée illégalement est reprise pour corriger le jeu (47B) ; une renonce se corrige tant "
            "qu'elle n'est pas consommée (62A) : thème « Renonce ».",
            "Reprise par un joueur de la défense, elle devient en général carte pénalisée (49) : thème « Carte "
            "pénalisée ». Celle du déclarant ne l'est jamais (48A). Pour deux cartes jouées en même temps, "
            "voir le thème « Jeu prématuré » (58).",
            WITHDRAWN_16C,
        ),
        end_of_play=(END_16C3,),
        equity_may_apply=True,
        chooser_role=ChooserRole.NONE,
        unauthorised_for=("camp fautif",),
        script=("Cette carte était illégale : reprenez-la et jouez une carte légale.",),
    )


def opponent_changed_47D(side: str) -> Ruling:
    """47D after an opponent's change of play; 62C2 and 45D1 when the player belongs to the side at fault
    (review P1): a defender's card becomes a penalty card, declarer's never does, and in both cases the
    information of the withdrawn card is unauthorised for that side (16C2)."""
    if side == "offending_defender":
        return Ruling(
            id="carte_jouee.47D.defense_fautive_62C2",
            title="Un joueur de la défense du camp fautif reprend sa carte : elle devient carte pénalisée principale",
            laws=("47D", "62C2", "50B", "50E1", "16C1", "16C2", "16C3"),
            now=(
                "Après qu'un joueur du camp non fautif a repris sa carte, le joueur du camp fautif qui suit dans "
                "l'ordre du jeu peut reprendre la sienne et en jouer une autre (47D, 62C2).",
                "Joueur de la défense, sa carte reprise devient carte pénalisée ; reprise délibérément, elle est "
                "principale (62C2, 50B) : thème « Carte pénalisée » pour ses obligations.",
                "Tant qu'elle reste sur la table comme carte pénalisée, ce qu'elle montre est autorisé pour tous "
                "(50E1). Les cartes reprises par le camp non fautif sont une information autorisée pour lui et "
                "interdite au camp fautif (16C1, 16C2).",
            ),
            end_of_play=(END_16C3,),
            chooser="le joueur de la défense du camp fautif qui suit dans l'ordre du jeu",
            chooser_role=ChooserRole.DEFENDERS,
            choices=(
                Choice("Laisser sa carte", ("62C2",)),
                Choice("Reprendre sa carte : elle devient carte pénalisée principale", ("62C2", "50B")),
            ),
            penalty_cards=(
                PenaltyCard("le joueur de la défense fautif", PenaltyKind.MAJOR, "la carte reprise"),
            ),
            equity_may_apply=True,
            unauthorised_for=("camp fautif",),
            script=(
                "Vous pouvez laisser votre carte, ou la reprendre : reprise, elle devient carte pénalisée "
                "principale et reste sur la table.",
            ),
        )
    if side == "offending_declarer":
        return Ruling(
            id="carte_jouee.47D.declarant_fautif",
            title="Le déclarant, du camp fautif, reprend sa carte : pas de pénalité, information interdite à son camp",
            laws=("47D", "45D1", "62C2", "48A", "16C1", "16C2", "16C3"),
            now=(
                "Un joueur de la défense vient de changer sa carte : le déclarant peut reprendre la carte qu'il "
                "avait jouée ensuite à cette levée et en jouer une autre (45D1, 62C2, 47D).",
                "Ses cartes ne deviennent jamais pénalisées (48A).",
                "Mais son camp est le camp fautif : la carte qu'il reprend est une information autorisée pour la "
                "défense et interdite au camp du déclarant, comme celle que la défense a reprise (16C1, 16C2).",
            ),
            end_of_play=(END_16C3,),
            chooser="le déclarant",
            chooser_role=ChooserRole.DECLARER,
            choices=(
                Choice("Laisser sa carte", ("45D1",)),
                Choice("Reprendre sa carte et en jouer une autre", ("45D1", "62C2")),
            ),
            equity_may_apply=True,
            unauthorised_for=("camp du déclarant",),
            script=(
                "Déclarant, vous pouvez reprendre la carte jouée ensuite, sans pénalité ; ce que vous avez vu "
                "des cartes reprises ne doit pas guider votre jeu.",
            ),
        )
    return Ruling(
        id="carte_jouee.47D.adversaire_a_change",
        title="Un adversaire fautif a changé sa carte : on peut reprendre la sienne sans rectification",
        laws=("47D", "62C1", "62C2", "16C1", "16C2", "16C3"),
        now=(
            "Après le changement de carte d'un adversaire du camp fautif, le joueur peut reprendre la carte qu'il "
            "avait jouée et en jouer une autre, sans autre rectification (47D, 62C1).",
            "La carte reprise est une information autorisée pour son camp, interdite au camp fautif (16C1, 16C2). "
            "Si ensuite un joueur du camp fautif reprend aussi la sienne, rouvrez ce cas pour lui (62C2).",
        ),
        end_of_play=(END_16C3,),
        chooser="le joueur qui avait joué après la carte changée",
        chooser_role=ChooserRole.EACH_NON_OFFENDER,
        choices=KEEP_OR_TAKE_BACK,
        equity_may_apply=True,
        unauthorised_for=("camp fautif",),
        script=("Votre adversaire a changé sa carte : vous pouvez changer la vôtre, sans pénalité.",),
    )


NO_RETRACTION_47F2 = (
    "Hors des cas prévus par la Loi 47, une carte jouée ne peut pas être reprise (47F2) : s'être trompé de "
    "carte ou avoir changé d'avis n'en est pas un.",
    "Seule exception de plus : la reprise prévue par la Loi 53B (47F1). Pour une carte du mort nommée par "
    "lapsus, choisissez « Le déclarant a nommé une carte du mort par lapsus » (45C4b).",
)


def no_retraction_47F2() -> Ruling:
    return Ruling(
        id="carte_jouee.47F2.pas_de_reprise",
        title="Carte jouée par erreur ou changement d'avis : elle ne peut pas être reprise",
        laws=("47F2", "47F1", "45C4a", "53B", "45C4b"),
        now=NO_RETRACTION_47F2,
        chooser_role=ChooserRole.NONE,
        script=("Une carte jouée ne se reprend pas : elle reste jouée.",),
    )


def substituted_card_47F2_49() -> Ruling:
    """A defender took a played card back and played another: the first stays played (47F2), the one he
    showed in its place is a card faced on the table (49), exposed by a deliberate play, so a major
    penalty card whatever its rank (50B). Its play and the declarer's options: « Carte pénalisée »."""
    return Ruling(
        id="carte_jouee.47F2.autre_carte_penalisee",
        title="Carte jouée reprise, une autre jouée à la place : la première reste jouée, l'autre est pénalisée",
        laws=("47F2", "45C1", "49", "50B", "50C", "50D", "50E", "51A", "51B"),
        now=(
            NO_RETRACTION_47F2[0],
            "La carte jouée d'abord reste jouée à cette levée (45C1, 47F2) : elle retourne sur la table.",
            "L'autre carte, que le joueur de la défense a montrée en la jouant à la place, devient carte "
            "pénalisée principale (49, 50B : montrée par un jeu délibéré, même petite) ; elle reste face "
            "visible sur la table.",
            "Ses obligations, les options du déclarant quand le partenaire prendra la main et l'information "
            "qu'elle donne : thème « Carte pénalisée » (50C, 50D, 50E). S'il avait déjà une carte pénalisée, "
            "la Loi 51 règle leur jeu (51A, 51B).",
        ),
        chooser_role=ChooserRole.NONE,
        penalty_cards=(
            PenaltyCard("le joueur de la défense fautif", PenaltyKind.MAJOR, "la carte jouée à la place"),
        ),
        script=(
            "Une carte jouée ne se reprend pas : la première carte reste jouée.",
            "Celle que vous avez jouée à la place devient carte pénalisée principale : laissez-la face visible "
            "sur la table.",
        ),
    )


def substituted_by_declarer_47F2_48A() -> Ruling:
    return Ruling(
        id="carte_jouee.47F2.autre_carte_declarant",
        title="Carte du déclarant reprise, une autre jouée à la place : la première reste jouée",
        laws=("47F2", "45C1", "48A"),
        now=(
            NO_RETRACTION_47F2[0],
            "La carte jouée d'abord reste jouée à cette levée (45C1, 47F2) ; l'autre carte retourne dans la main "
            "du déclarant, sans rectification : ses cartes montrées ne sont jamais pénalisées (48A).",
        ),
        chooser_role=ChooserRole.NONE,
        script=("Une carte jouée ne se reprend pas : la première carte reste jouée, reprenez l'autre.",),
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
        return opponent_changed_47D(facts.ask("withdrawer_side"))
    if reason == "told_turn":
        return told_his_turn_47E1()
    if reason == "misexplained":
        # 47E2 is one function with « Explication erronée »: it asks the evidence of the agreement (21B1b)
        # first, since a mistaken call or a misunderstanding ends the case whatever was played since.
        if no_misinformation(facts.ask(EVIDENCE.id)) is not None:
            return misexplanation_47E2(facts, "too_late")
        return misexplanation_47E2(facts, "too_late" if facts.is_("card_since", "yes") else "retractable")
    substituted = facts.ask("substituted")
    if substituted == "defender":
        return substituted_card_47F2_49()
    if substituted == "declarer":
        return substituted_by_declarer_47F2_48A()
    return no_retraction_47F2()

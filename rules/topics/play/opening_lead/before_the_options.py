"""Entame hors tour : l'entame suggérée (47E1), le déclarant qui a vu le mort (54C), le déclarant qui a déjà agi (54A, 54B)."""

from __future__ import annotations

from rules.model import Ruling
from rules.topic import Facts
from rules.topics.play.opening_lead.options import _second_card_after_acceptance
from rules.topics.play.opening_lead.questions import RIGHT_LEADER, Context

# --- 47E1: the lead was suggested by the declaring side ----------------------------------


def suggested_47E1(ctx: Context) -> Ruling:
    now = (
        "L'entame a été faite parce que le camp du déclarant a dit ou clairement indiqué que c'était au "
        "joueur fautif d'entamer : la carte est reprise en main sans aucune rectification (47E1).",
        "Le déclarant ne peut pas accepter cette entame, et la carte n'est pas pénalisée (47E1).",
        "La carte reprise est une information autorisée pour la défense et non autorisée pour le camp "
        "du déclarant (16C) : le déclarant ne doit pas choisir une ligne de jeu que cette carte lui "
        "suggère.",
    )
    if ctx.face_down_returned:
        now += (
            f"L'entame face cachée du {RIGHT_LEADER.removeprefix('le ')} est reprise elle aussi, sur instruction de l'arbitre, "
            "et remise dans sa main sans pénalité (54, 41A) : il entame ensuite la carte de son choix, face "
            "cachée.",
        )
    elif ctx.second_card:
        now += (f"La carte retournée par {RIGHT_LEADER} est l'entame régulière ; elle reste jouée.",)
    else:
        now += (f"{RIGHT_LEADER.capitalize()} entame ensuite la carte de son choix, face cachée.",)
    return Ruling(
        id="entame.suggeree_47E1",
        title="Entame hors tour suggérée par le camp du déclarant : reprise sans rectification",
        laws=("47E1", "16C", *(("54", "41A") if ctx.face_down_returned else ())),
        now=now,
        equity_may_apply=True,
        notes=(
            "Si le déclarant exploite l'information de la carte reprise et que la défense en est lésée, "
            "l'arbitre ajuste la marque (16C).",
            # Review I3: 47E1 needs the player to have been informed, not a vague hint.
            "Interprétation retenue : la Loi 47E1 suppose que le joueur a été informé par un adversaire "
            "(parole, ou geste sans équivoque) ; un regard ou une attitude vague ne suffit pas, et l'entame "
            "est alors traitée comme une entame hors tour ordinaire (54).",
            *(
                (
                    # Review I2: the 54 preamble and 41A, read literally.
                    "Interprétation retenue : une entame hors tour a été retournée alors que le partenaire "
                    "avait entamé face cachée ; le préambule de la Loi 54 demande alors de reprendre l'entame "
                    "face cachée, et 41A permet à l'arbitre de la faire reprendre après une irrégularité. Le "
                    "joueur qui devait entamer choisit donc à nouveau son entame.",
                )
                if ctx.face_down_returned
                else ()
            ),
        ),
        script=(
            "Vous avez entamé parce qu'un adversaire vous a dit que c'était à vous : reprenez votre carte, "
            "sans pénalité.",
            "Déclarant, vous ne pouvez pas accepter cette entame, et vous ne devez pas tenir compte de la "
            "carte que vous avez vue.",
        ),
    )


# --- 54C: declarer could see dummy ------------------------------------------------------


def must_accept_54C(facts: Facts, ctx: Context) -> Ruling:
    second = _second_card_after_acceptance(facts, ctx)
    return Ruling(
        id="entame.acceptation_obligatoire_54C",
        title="Entame hors tour : le déclarant a pu voir le mort, il doit l'accepter",
        laws=("54C", "54B1", "54B2", *ctx.laws, *second.laws, "16"),
        now=(
            *ctx.now,
            "Le déclarant a pu voir une carte du mort : il doit accepter l'entame et il reste déclarant "
            "(54C). Il n'a plus d'autre option.",
            "Le mort étale tout son jeu ; la deuxième carte de la levée est jouée de la main du déclarant "
            "(54B1). S'il la joue par erreur du mort, la carte du mort reste jouée, sauf pour corriger une "
            "renonce (54B2).",
            *second.now,
        ),
        penalty_cards=second.penalty_cards,
        lead_restrictions=second.lead_restrictions,
        equity_may_apply=bool(second.laws),
        notes=(
            "Les cartes que le mort aurait exposées pendant les enchères (Loi 24) ne comptent pas pour "
            "cette règle (54C).",
            # Review I6: 54C and 54A both triggered.
            "Interprétation retenue : si le déclarant a aussi commencé à étaler son jeu ou posé une carte, "
            "la Loi 54C l'emporte sur 54A : elle est impérative et fixe le déclarant présumé comme "
            "déclarant. Il reprend les cartes qu'il a étalées, sans pénalité (48A).",
            # Review, missing 6: 54C when declarer had already put a card on the trick.
            "Interprétation retenue : si le déclarant avait déjà posé une carte de sa main sur l'entame, "
            "c'est la deuxième carte de la levée, jouée de sa main comme le veut 54B1 : elle reste jouée.",
        ),
        script=(
            "Déclarant, vous avez pu voir le mort : l'entame est acceptée d'office et vous jouez le coup.",
            "Le mort s'étale ; vous jouez la deuxième carte de votre main.",
            *second.script,
        ),
    )


# --- declarer already acted -------------------------------------------------------------


def declarer_spread_54A(facts: Facts, ctx: Context) -> Ruling:
    second = _second_card_after_acceptance(facts, ctx)
    return Ruling(
        id="entame.declarant_devient_mort_54A",
        title="Entame hors tour : le déclarant a commencé à étaler son jeu, il devient le mort",
        laws=("54A", "48B1", *ctx.laws, *second.laws, "16"),
        now=(
            *ctx.now,
            "Le déclarant a commencé à étaler son jeu en exposant au moins une carte : il doit l'étaler "
            "entièrement et il devient le mort ; son partenaire devient déclarant (54A, 48B1).",
            "L'entame hors tour est donc acceptée. Les cartes exposées font partie du mort : aucune n'est "
            "jouée tant que le nouveau déclarant ne l'a pas désignée, et aucune n'est pénalisée.",
            *second.now,
        ),
        penalty_cards=second.penalty_cards,
        lead_restrictions=second.lead_restrictions,
        equity_may_apply=bool(second.laws),
        script=(
            "Vous avez commencé à étaler votre jeu : étalez-le entièrement, vous êtes le mort. Votre "
            "partenaire joue le coup.",
            *second.script,
        ),
    )


def declarer_exposed_card_54A(facts: Facts, ctx: Context) -> Ruling:
    second = _second_card_after_acceptance(facts, ctx)
    return Ruling(
        id="entame.declarant_a_pose_une_carte_54A",
        title="Entame hors tour : le déclarant a posé une carte de sa main, il devient le mort",
        laws=("54A", "48B1", "48A", *ctx.laws, *second.laws, "16"),
        now=(
            *ctx.now,
            "Le déclarant a posé une carte de sa main sur la table avant que le mort soit étalé : il a "
            "exposé une carte de son jeu, ce qui accepte l'entame hors tour. Il doit étaler tout son jeu "
            "et devient le mort ; son partenaire devient déclarant (54A, 48B1).",
            "La carte posée fait partie du mort : elle n'est pas jouée tant que le nouveau déclarant ne l'a "
            "pas désignée, et elle n'est pas pénalisée : une carte du déclarant ou du mort ne l'est jamais (48A).",
            *second.now,
        ),
        penalty_cards=second.penalty_cards,
        lead_restrictions=second.lead_restrictions,
        equity_may_apply=bool(second.laws),
        notes=(
            "Interprétation retenue (pratique FFB, comme l'article d'arbitrage dont Arbitre est parti) : le déclarant qui, après une "
            "entame hors tour, pose une carte de sa main a exposé une carte et devient le mort (54A). Une "
            "autre lecture, discutée entre arbitres, y voit une acceptation par le jeu (53A) où le déclarant "
            "resterait déclarant et sa carte serait jouée (54B1) ; elle n'est pas retenue ici.",
            "Pour rester déclarant, le déclarant doit accepter l'entame en le disant et attendre que le mort "
            "soit étalé avant de jouer de sa main (54B1).",
        ),
        script=(
            "Vous avez posé une carte de votre main : étalez tout votre jeu, vous êtes le mort. Votre "
            "partenaire joue le coup.",
            *second.script,
        ),
    )


def declarer_played_card_53A_54B1(facts: Facts, ctx: Context) -> Ruling:
    """Review I1, WBF regulation: the literal reading. A card placed from declarer's hand on the lead
    out of turn is a play from the next hand, which accepts the lead (53A); declarer has not begun to
    spread his hand (54A), so he stays declarer and his card is the trick's second card (54B1)."""
    second = _second_card_after_acceptance(facts, ctx)
    return Ruling(
        id="entame.declarant_a_pose_une_carte_53A_54B1",
        title="Entame hors tour : le déclarant a joué une carte de sa main, l'entame est acceptée",
        laws=("53A", "54B", "54B1", "41", *ctx.laws, *second.laws, "16"),
        now=(
            *ctx.now,
            "Le déclarant a posé une carte de sa main sur l'entame hors tour : c'est un jeu de la main "
            "suivante, qui accepte l'entame (53A, 54B). Il n'a pas commencé à étaler son jeu : il reste "
            "déclarant (54B).",
            "Sa carte est la deuxième carte de la levée, jouée de sa main (54B1). Le mort s'étale (41) et "
            "la levée continue dans l'ordre.",
            *second.now,
        ),
        penalty_cards=second.penalty_cards,
        lead_restrictions=second.lead_restrictions,
        equity_may_apply=bool(second.laws),
        notes=(
            "Interprétation retenue (règlement WBF, texte des Lois sans pratique nationale) : la lecture "
            "littérale des Lois 53A et 54B1 ; la Loi 54A ne fait du déclarant le mort que s'il commence à "
            "étaler son jeu. La pratique FFB (le déclarant qui pose une carte devient le mort, 54A) est "
            "appliquée sous le règlement FFB.",
        ),
        script=(
            "Déclarant, vous avez joué une carte de votre main sur l'entame : l'entame est acceptée, vous "
            "restez déclarant et votre carte est jouée. Partenaire du déclarant, étalez votre jeu.",
            *second.script,
        ),
    )

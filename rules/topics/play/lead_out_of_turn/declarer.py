"""Attaque hors tour du déclarant : Lois 53, 55, et 53C vers 57."""

from __future__ import annotations

from dataclasses import replace

from rules.model import Choice, ChooserRole, Ruling
from rules.topic import Facts
from rules.topics.play import premature_play
from rules.topics.play.lead_out_of_turn.defender import NOTE_53B_MAY
from rules.topics.play.lead_out_of_turn.questions import DEFENDERS_CHOOSER, EQUITY_55C, PENALTY_60B

# --- 55: declarer led out of turn ---------------------------------------------------------


def declarer_lead_accepted_53A_55A(declarer_case: str, by_play: bool) -> Ruling:
    wrong_hand = declarer_case == "wrong_hand"
    how = (
        "Le joueur de la défense qui joue juste après la main qui a attaqué a joué une carte sur cette "
        "attaque (fourni, défaussé ou coupé) : elle est acceptée (53A)."
        if by_play
        else "Les joueurs de la défense acceptent l'attaque (ou, en cas de désaccord, celui qui joue juste "
        "après l'attaque irrégulière l'accepte) (53A, 55A)."
    )
    return Ruling(
        id="attaque.declarant.acceptee_par_le_jeu" if by_play else "attaque.declarant.acceptee",
        title="Attaque hors tour du déclarant acceptée",
        laws=("53A", "55A", "50D1a", "50D1b"),
        now=(
            how,
            "L'attaque devient régulière et le jeu continue dans l'ordre, sans rectification"
            + (" ; le déclarant joue ensuite de l'autre main, à son tour." if wrong_hand else "."),
            # Issue 38 §5: a penalty card already on the table is not forgotten by the accepted lead.
            "Un joueur de la défense qui a déjà une carte pénalisée principale sur la table la joue sur cette "
            "attaque si elle est légale (50D1a) ; s'il doit fournir dans une autre couleur, il fournit et la "
            "carte reste sur la table pour la prochaine occasion légale (50D1b).",
        ),
        equity_may_apply=True,
        notes=(EQUITY_55C,),
        script=("L'attaque est acceptée : le jeu continue normalement.",),
    )


def declarer_lead_retracted_55B1() -> Ruling:
    return Ruling(
        id="attaque.declarant.reprise_55B1",
        title="Attaque hors tour du déclarant, à la place de la défense : carte reprise sans rectification",
        laws=("55A", "55B1", "55C", "16C"),
        now=(
            "La défense fait reprendre l'attaque : le déclarant remet la carte dans la main d'où elle vient, "
            "sans autre rectification (55B1).",
            "Le joueur de la défense dont c'était le tour attaque la carte de son choix.",
            "La carte reprise est une information autorisée pour la défense, non autorisée pour le "
            "déclarant (16C).",
        ),
        equity_may_apply=True,
        notes=(EQUITY_55C,),
        script=("Déclarant, reprenez votre carte : ce n'était pas à vous d'attaquer. La défense attaque.",),
    )


def declarer_lead_retracted_55B2() -> Ruling:
    return Ruling(
        id="attaque.declarant.reprise_55B2",
        title="Attaque du déclarant de la mauvaise main : il attaque de la bonne main",
        laws=("55A", "55B2", "55C", "60B", "16C"),
        now=(
            "La défense fait reprendre l'attaque : le déclarant reprend la carte et attaque de la bonne main "
            "(55B2). Il attaque n'importe quelle carte : il n'est pas tenu de jouer la même couleur.",
            PENALTY_60B,
            "La carte reprise est une information autorisée pour la défense, non autorisée pour le "
            "déclarant (16C).",
        ),
        equity_may_apply=True,
        notes=(EQUITY_55C,),
        script=(
            "Déclarant, reprenez votre carte et attaquez de la bonne main, la carte de votre choix.",
            "Défense, ne jouez pas avant que le déclarant ait attaqué de la bonne main.",
        ),
    )


def declarer_lead_options_55A(declarer_case: str) -> Ruling:
    wrong_hand = declarer_case == "wrong_hand"
    retract = (
        Choice(
            "Faire reprendre l'attaque : le déclarant attaque de la bonne main, n'importe quelle carte",
            ("55B2",),
        )
        if wrong_hand
        else Choice(
            "Faire reprendre l'attaque : la carte retourne dans la main du déclarant, sans autre "
            "rectification, et la défense attaque",
            ("55B1",),
        )
    )
    return Ruling(
        id="attaque.declarant.options_de_la_defense",
        title="Attaque hors tour du déclarant : la défense accepte ou la fait reprendre",
        laws=("55A", "55B2" if wrong_hand else "55B1", "55C", "10C1"),
        now=(
            "Le déclarant a attaqué hors tour"
            + (" de la mauvaise main." if wrong_hand else " alors que c'était à la défense d'attaquer.")
            + " L'arbitre explique les options à la défense (10C1).",
            "Chaque joueur de la défense peut accepter l'attaque ou la faire reprendre ; s'ils ne sont pas "
            "d'accord, c'est l'avis de celui qui joue juste après l'attaque irrégulière qui l'emporte (55A).",
        ),
        chooser=DEFENDERS_CHOOSER,
        chooser_role=ChooserRole.DEFENDERS,
        choices=(Choice("Accepter l'attaque : le jeu continue normalement", ("53A", "55A")), retract),
        equity_may_apply=True,
        notes=(EQUITY_55C,),
        script=(
            "Défense, vous pouvez accepter cette attaque ou la faire reprendre. Si vous n'êtes pas d'accord "
            "entre vous, c'est le joueur qui joue juste après l'attaque qui décide.",
        ),
    )


def proper_lead_after_declarer_53B() -> Ruling:
    return Ruling(
        id="attaque.declarant.attaque_reguliere_53B",
        title="Attaque régulière de la défense après l'attaque hors tour du déclarant",
        laws=("53B", "55B1", "16C"),
        now=(
            "Le joueur de la défense dont c'était le tour a fait son attaque régulière : elle est maintenue, "
            "et sa carte ne compte pas comme jouée sur l'attaque du déclarant (53B).",
            "La carte du déclarant, et toute carte posée par erreur à cette levée, peut être reprise, sans "
            "rectification (53B, 55B1).",
            "Ces cartes reprises sont une information non autorisée pour le camp fautif (16C).",
        ),
        equity_may_apply=True,
        notes=(EQUITY_55C, NOTE_53B_MAY),
        script=(
            "L'attaque de la défense est maintenue ; déclarant, votre carte ne compte pas : vous pouvez la "
            "reprendre, sans pénalité.",
        ),
    )


WRONG_DEFENDER_53C = (
    "Le joueur de la défense placé à droite de la main qui a attaqué a joué une carte : l'attaque du "
    "déclarant est maintenue et c'est un jeu prématuré, rectifié par la Loi 57 (53C)."
)


def wrong_defender_played_53C_57(facts: Facts) -> Ruling:
    """53C: the lead stands and Law 57 applies, with its own exceptions: no rectification once declarer
    has played from both hands (57C1), or when dummy prompted the play (57C2)."""
    return premature_play.defender_before_partner(
        facts, prefix="attaque.declarant.53C", extra_laws=("53C", "57"), extra_now=(WRONG_DEFENDER_53C,)
    )


def declarer_led_choice(declarer_case: str, choice: str) -> Ruling:
    if choice == "accept":
        return declarer_lead_accepted_53A_55A(declarer_case, by_play=False)
    if declarer_case == "wrong_hand":
        return declarer_lead_retracted_55B2()
    return declarer_lead_retracted_55B1()


DISAGREEMENT_55A = (
    "Les joueurs de la défense ne sont pas d'accord : l'avis de celui qui joue juste après l'attaque "
    "irrégulière l'emporte (55A)."
)


def _disagreement_55A(ruling: Ruling) -> Ruling:
    """The same rectification as if both had chosen it, with who decided (55A)."""
    return replace(
        ruling,
        id=f"{ruling.id}.desaccord_55A",
        now=(DISAGREEMENT_55A, *ruling.now),
        chooser="le joueur de la défense qui joue juste après l'attaque irrégulière (55A)",
        chooser_role=ChooserRole.NEXT_DEFENDER,
    )


def declarer_led_55(facts: Facts, declarer_case: str) -> Ruling:
    if declarer_case == "wrong_hand":
        followed = facts.ask("followed_wrong_hand")
    else:
        followed = facts.ask("followed_defender_turn")
    if followed == "lho":
        return declarer_lead_accepted_53A_55A(declarer_case, by_play=True)
    if followed == "rho":
        return wrong_defender_played_53C_57(facts)
    if followed == "proper_lead":
        return proper_lead_after_declarer_53B()
    choice = facts.ask("defenders_choice")
    if choice == "disagree":
        # 55A: the defenders chose differently; the player next in turn to the irregular lead prevails.
        return _disagreement_55A(declarer_led_choice(declarer_case, facts.ask("next_defender_wants")))
    if choice == "accept":
        return declarer_lead_accepted_53A_55A(declarer_case, by_play=False)
    if choice == "retract":
        if declarer_case == "wrong_hand":
            return declarer_lead_retracted_55B2()
        return declarer_lead_retracted_55B1()
    return declarer_lead_options_55A(declarer_case)

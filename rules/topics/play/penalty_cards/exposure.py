"""Carte exposée : le camp du déclarant (48A), et la nature d'une carte pénalisée (49, 50B)."""

from __future__ import annotations

from dataclasses import replace

from rules.model import PenaltyCard, PenaltyKind, Ruling
from rules.topic import Facts
from rules.topics.common import DECLARER
from rules.topics.play.claims.law68 import defender_concession_objected_68B2, not_a_claim_68
from rules.topics.play.penalty_cards.questions import (
    ADJUSTED_50E4,
    END_OF_PLAY_50E4,
    INFO_50E1,
    OWNER,
    STAY_AT_TABLE,
)

# --- 48A: declarer's and dummy's cards ----------------------------------------------------


def never_penalty_card_48A(owner: str) -> Ruling:
    whose = "du déclarant" if owner == DECLARER else "du mort"
    return Ruling(
        id=f"cartes_penalisees.48A.{'declarant' if owner == DECLARER else 'mort'}",
        title=f"Carte exposée {whose} : jamais de carte pénalisée",
        laws=("48A",),
        now=(
            f"Aucune carte {whose} ne devient carte pénalisée, et le déclarant ne subit aucune rectification "
            "pour avoir exposé une carte (48A).",
            "Le déclarant n'est pas tenu de jouer une carte tombée par accident ; elle reprend sa place dans la "
            "main. Une carte qu'il tient face visible en position de jeu peut en revanche être une carte jouée.",
        ),
        notes=(
            "Si le déclarant étale son jeu juste après une entame hors tour, voir le thème Entame hors tour "
            "(48B1, 54) ; à un autre moment, il peut s'agir d'une revendication (48B2).",
        ),
        script=(
            "Il n'y a pas de carte pénalisée pour le déclarant ni pour le mort : reprenez la carte, le jeu continue.",
        ),
    )


# --- 50B: classifying a card just exposed ----------------------------------------------

DUTIES_MINOR = (
    "Il ne peut pas jouer une autre carte de cette couleur inférieure à l'honneur avant d'avoir joué la carte "
    "pénalisée, mais il peut jouer un honneur de la couleur à la place ; rien ne l'oblige à la jouer en "
    "défausse ou en attaque. Son partenaire n'a aucune restriction d'attaque (50C)."
)
DUTIES_MAJOR = (
    "Elle doit être jouée à la première occasion légale, en attaquant, en fournissant, en défaussant ou en "
    "coupant ; l'obligation de fournir ou de respecter une restriction passe avant (50D1a, 50D1b). Dès que son "
    "partenaire a la main (tout de suite s'il l'a déjà), le déclarant choisit une option d'attaque (50D2)."
)
# Review MISSING 9 / FRENCH 3: with two penalty cards or more, all are major and Law 51 governs.
DUTIES_SEVERAL = (
    "Chacune doit être jouée à la première occasion légale ; si plusieurs peuvent l'être, le déclarant "
    "désigne laquelle (50D1a, 51A). L'obligation de fournir ou de respecter une restriction passe avant "
    "(50D1b)."
)
LEAD_RESTRICTION_51 = (
    "Dès que le partenaire du fautif a la main (tout de suite s'il l'a déjà), le déclarant peut exiger l'attaque "
    "d'une couleur de ces cartes pénalisées, en interdire une ou plusieurs (les cartes de ces couleurs sont alors "
    "reprises), ou le laisser attaquer librement (toutes restent pénalisées) (51B)."
)
LEAD_RESTRICTION = (
    "Dès que le partenaire du fautif a la main (tout de suite s'il l'a déjà), le déclarant peut exiger ou "
    "interdire l'attaque dans la couleur de la carte pénalisée (la carte est alors reprise), ou le laisser "
    "attaquer librement (la carte reste pénalisée) (50D2, 51B)."
)


# Review MISSING 13: a premature play is deliberate (major card), and 57A gives declarer an option too.
PREMATURE_57A = (
    "Si la carte a été jouée avant son tour (attaque de la levée suivante avant que le partenaire ait joué, "
    "ou jeu avant le partenaire), le déclarant choisit aussi une option pour le partenaire à cette levée : "
    "sa plus forte ou sa plus petite carte de la couleur, ou une autre couleur désignée exigée ou interdite "
    "(57A1 à 57A4). Voir le thème Jeu prématuré (ou Attaque hors tour pour une attaque)."
)

# --- 49: not a penalty card (its exceptions, each with its own law and script) --------------

NOT_PENALTY_NOW = "Ce n'est pas une carte pénalisée : la carte retourne dans la main (49)."


def not_a_penalty_card_49(facts: Facts) -> Ruling:
    """Review MISSING 12: each exception of Law 49 cites its own law and has its own script."""
    case = facts.ask("not_penalty_case")
    if case == "current_trick":
        # Issue 38 §5, review N8: the claims topic's ruling for the same facts; only the id stays this
        # topic's own, for stored incidents.
        return replace(not_a_claim_68(), id="cartes_penalisees.68.levee_en_cours")
    if case == "concession_objected":
        # Review R5 (recheck round 2): the same facts as the claims topic's, so its ruling, both players'
        # unauthorised information included; only the id stays this topic's own, for stored incidents.
        return replace(defender_concession_objected_68B2(), id="cartes_penalisees.68B2.concession_contestee")
    if case == "misinformation":
        return Ruling(
            id="cartes_penalisees.47E.information_erronee",
            title="Carte reprise après une information erronée d'un adversaire : pas de carte pénalisée",
            laws=("49", "47E1", "47E2a", "16C"),
            now=(
                NOT_PENALTY_NOW,
                "Le joueur a joué sa carte parce qu'un adversaire lui a dit à tort que c'était son tour, ou à "
                "cause d'une explication erronée : il la reprend sans rectification (47E1, 47E2a).",
                "Il est du camp non fautif : l'information de la carte reprise est autorisée pour son camp et non "
                "autorisée pour les adversaires (16C).",
            ),
            equity_may_apply=True,
            script=(
                "Vous avez joué sur une information erronée de vos adversaires : reprenez votre carte, sans "
                "pénalité.",
            ),
        )
    return Ruling(
        id="cartes_penalisees.49.pas_de_carte_penalisee",
        title="Carte montrée dans le cours normal du jeu ou d'une loi : pas de carte pénalisée",
        laws=("49",),
        now=(
            "Une carte montrée dans le cours normal du jeu, ou parce qu'une loi le demande, ne devient pas carte "
            "pénalisée (49).",
        ),
        script=("Ce n'est pas une carte pénalisée : le jeu continue.",),
    )


def card_held_seen_45C1() -> Ruling:
    """Review E9: a card held so that partner could see its face is deemed played, not exposed."""
    return Ruling(
        id="cartes_penalisees.45C1.carte_reputee_jouee",
        title="Carte tenue de façon que le partenaire ait pu la voir : elle est considérée comme jouée",
        laws=("45C1", "45E1", "57A", "57C1", "57D", "53A", "56", "54", "16B1a"),
        now=(
            "Une carte d'un joueur de la défense tenue de façon que son partenaire puisse en voir la face est "
            "considérée comme jouée à la levée en cours (45C1) : ce n'est pas une carte exposée par mégarde, ni "
            "une carte pénalisée secondaire. La suite dépend du moment où il l'a montrée.",
            "C'était son tour de jouer : la carte est jouée et le jeu continue.",
            "Aucune carte n'était encore attaquée à cette levée : c'est une attaque. Hors tour, le déclarant peut "
            "l'accepter ou la faire reprendre, et elle devient alors carte pénalisée principale (53A, 56) ; pour "
            "l'entame, Loi 54. Thème « Attaque hors tour » ou « Entame hors tour ».",
            "Son partenaire n'avait pas encore joué à cette levée : c'est un jeu avant son tour, carte pénalisée "
            "principale et options du déclarant pour le partenaire (57A), sauf si le déclarant avait déjà joué "
            "de ses deux mains (57C1). Thème « Jeu prématuré ».",
            "Son partenaire avait déjà joué, c'était au tour de son adversaire de droite : si la carte peut "
            "légalement être jouée à cette levée, elle le sera à son tour, sans autre rectification ; sinon elle "
            "devient carte pénalisée principale (57D). Ce que le partenaire a vu reste soumis à la Loi 16 "
            "(16B1a).",
            "Il avait déjà joué à cette levée : c'est une carte de trop, carte pénalisée sauf si l'arbitre juge "
            "que c'était une attaque (45E1).",
        ),
        script=("Cette carte est considérée comme jouée.",),
    )


def unseen_by_partner_49() -> Ruling:
    """Tester15 V16: a defender's card becomes a penalty card only if his partner could possibly see its
    face, or if he named it (49); a card only declarer saw, or one that stayed face down, is none."""
    return Ruling(
        id="cartes_penalisees.49.pas_vue_du_partenaire",
        title="Carte que son partenaire ne pouvait pas voir : pas de carte pénalisée",
        laws=("49",),
        now=(
            "Une carte d'un joueur de la défense ne devient carte pénalisée que si son partenaire a pu en voir "
            "la face, ou s'il l'a nommée comme étant dans sa main (49). Celle-ci, vue du seul déclarant ou restée "
            "face cachée, n'en est pas une.",
            "Le joueur la reprend dans sa main ; pas de rectification, le jeu continue.",
        ),
        notes=(
            "Il suffit que le partenaire ait pu voir la face, même sans la regarder (49) : dans le doute, c'est une "
            "carte exposée par mégarde (répondez « Par mégarde »), carte pénalisée.",
        ),
        script=("Votre partenaire ne pouvait pas voir cette carte : reprenez-la, le jeu continue.",),
    )


def classify_50B(facts: Facts) -> Ruling:
    # Review E4: whether the card is a penalty card at all comes first; only then the count, so that a
    # card that is not a penalty card never becomes one nor makes an older one major.
    how = facts.ask("how_exposed")
    if how == "not_penalty":
        return not_a_penalty_card_49(facts)
    if how == "unseen":
        return unseen_by_partner_49()
    if how == "held_seen":
        return card_held_seen_45C1()
    if facts.is_("count", "several"):
        return penalty_card_kind_50B(
            "plusieurs",
            PenaltyKind.MAJOR,
            "Ce joueur a maintenant deux cartes pénalisées ou plus : toutes sont principales, y compris une carte "
            "qui était secondaire (50B), et la Loi 51 règle leur jeu et l'attaque du partenaire.",
            several=True,
        )
    if how == "named":
        return penalty_card_kind_50B(
            "principale_nommee",
            PenaltyKind.MAJOR,
            "Le joueur a nommé une carte comme étant dans sa main : elle devient carte pénalisée (49). "
            "Nommer une carte n'est pas une exposition par mégarde : elle est principale (50B).",
            extra_notes=(
                "Interprétation retenue : une carte nommée par un joueur de la défense n'a pas été exposée par "
                "mégarde ; la carte pénalisée secondaire étant réservée à ce cas (50B), elle est principale, "
                "quelle que soit sa hauteur. L'arbitre reste juge d'un cas particulier.",
            ),
        )
    if how == "deliberate":
        return penalty_card_kind_50B(
            "principale_jeu_delibere",
            PenaltyKind.MAJOR,
            "La carte a été exposée en jouant délibérément : c'est une carte pénalisée principale, quelle que "
            "soit sa hauteur (50B).",
            extra_notes=(PREMATURE_57A,),
        )
    if facts.is_("honour", "yes"):
        return penalty_card_kind_50B(
            "principale_honneur",
            PenaltyKind.MAJOR,
            "La carte exposée par mégarde est un honneur : c'est une carte pénalisée principale (50B).",
        )
    return penalty_card_kind_50B(
        "secondaire",
        PenaltyKind.MINOR,
        "Une seule carte inférieure à l'honneur, exposée par mégarde : c'est une carte pénalisée secondaire (50B).",
    )


def penalty_card_kind_50B(
    variant: str,
    kind: PenaltyKind,
    why: str,
    several: bool = False,
    extra_notes: tuple[str, ...] = (),
) -> Ruling:
    major = kind is PenaltyKind.MAJOR
    laws: tuple[str, ...] = ("49", "50A", "50B", "50E1")
    laws += ("50D1a", "50D1b", "50D2") if major else ("50C",)
    if several:
        laws += ("51A", "51B1a", "51B1b", "51B2a", "51B2b", "51B2c")
    laws += ("50E4",)
    duties = DUTIES_SEVERAL if several else DUTIES_MAJOR if major else DUTIES_MINOR
    cards = "chaque carte pénalisée de ce joueur" if several else "la carte exposée"
    return Ruling(
        id=f"cartes_penalisees.50B.{variant}",
        title=f"Carte{'s' if several else ''} pénalisée{'s' if several else ''} "
        f"{kind.value}{'s' if several else ''}",
        laws=laws,
        now=(
            (
                "Les cartes restent face visible sur la table, juste devant leur propriétaire (50A)."
                if several
                else "La carte reste face visible sur la table, juste devant son propriétaire (50A)."
            ),
            why,
            duties,
            INFO_50E1,
        ),
        end_of_play=(END_OF_PLAY_50E4,),
        penalty_cards=(PenaltyCard(OWNER, kind, cards),),
        lead_restrictions=(LEAD_RESTRICTION_51,) if several else (LEAD_RESTRICTION,) if major else (),
        equity_may_apply=True,
        adjusted_score=ADJUSTED_50E4,
        notes=(*extra_notes, *((STAY_AT_TABLE,) if major else ())),
        script=(
            (
                "Ces cartes restent sur la table : ce sont des cartes pénalisées principales."
                if several
                else f"Cette carte reste sur la table : c'est une carte pénalisée {kind.value}."
            ),
            (
                "Vous devrez les jouer à la première occasion légale (le déclarant désigne laquelle si "
                "plusieurs peuvent l'être) ; dès que votre partenaire a la main, appelez-moi : le déclarant "
                "choisit une option d'attaque avant qu'il n'attaque."
                if several
                else "Vous devrez la jouer à la première occasion légale ; dès que votre partenaire a la main, "
                "appelez-moi : le déclarant choisit une option d'attaque avant qu'il n'attaque."
                if major
                else "Vous ne pourrez pas jouer une autre petite carte de cette couleur avant elle, mais un honneur "
                "de la couleur, oui. Votre partenaire attaque librement."
            ),
        ),
    )

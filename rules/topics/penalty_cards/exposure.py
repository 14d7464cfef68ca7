"""Carte exposée : le camp du déclarant (48A), et la nature d'une carte pénalisée (49, 50B)."""

from __future__ import annotations

from rules.model import PenaltyCard, PenaltyKind, Ruling
from rules.topic import Facts
from rules.topics.common import DECLARER
from rules.topics.penalty_cards.questions import INFO_50E1, OWNER, STAY_AT_TABLE

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
    "coupant ; l'obligation de fournir ou de respecter une restriction passe avant (50D1a, 50D1b). Quand son "
    "partenaire prendra la main, le déclarant choisira une option d'attaque (50D2)."
)
LEAD_RESTRICTION = (
    "Quand le partenaire du fautif prendra la main, le déclarant pourra exiger ou interdire l'attaque dans la "
    "couleur de la carte pénalisée (la carte est alors reprise), ou le laisser attaquer librement (la carte "
    "reste pénalisée) (50D2, 51B)."
)


def not_a_penalty_card_49() -> Ruling:
    return Ruling(
        id="cartes_penalisees.49.pas_de_carte_penalisee",
        title="Carte montrée dans le cours normal du jeu ou d'une loi : pas de carte pénalisée",
        laws=("49", "16C"),
        now=(
            "Une carte montrée dans le cours normal du jeu ou en application d'une loi ne devient pas carte "
            "pénalisée (49) : par exemple en parlant de la levée en cours, lors d'une concession aussitôt "
            "contestée par le partenaire, ou quand un joueur reprend une carte jouée sur une information erronée "
            "d'un adversaire.",
            "La carte retourne dans la main. Après une concession contestée par le partenaire, l'information "
            "qu'elle donne est non autorisée pour ce partenaire (16C) ; après une déclaration sur la levée en "
            "cours, les Lois 16 et 57A peuvent s'appliquer.",
            "Après une information erronée d'un adversaire, le joueur qui reprend sa carte est du camp non "
            "fautif : l'information est autorisée pour son camp, non autorisée pour les adversaires (16C).",
        ),
        equity_may_apply=True,
        script=(
            "Ce n'est pas une carte pénalisée : reprenez-la.",
            "Après une concession contestée, partenaire, vous ne devez pas tenir compte de ce que vous avez vu.",
        ),
    )


def classify_50B(facts: Facts) -> Ruling:
    if facts.is_("count", "several"):
        return penalty_card_kind_50B(
            "plusieurs",
            PenaltyKind.MAJOR,
            "Ce joueur a maintenant deux cartes pénalisées ou plus : toutes sont principales, y compris une carte "
            "qui était secondaire (50B).",
            several=True,
        )
    how = facts.ask("how_exposed")
    if how == "not_penalty":
        return not_a_penalty_card_49()
    if how == "deliberate":
        return penalty_card_kind_50B(
            "principale_jeu_delibere",
            PenaltyKind.MAJOR,
            "La carte a été exposée en jouant délibérément : c'est une carte pénalisée principale, quelle que "
            "soit sa hauteur (50B).",
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


def penalty_card_kind_50B(variant: str, kind: PenaltyKind, why: str, several: bool = False) -> Ruling:
    major = kind is PenaltyKind.MAJOR
    laws: tuple[str, ...] = ("49", "50A", "50B", "50E1")
    laws += ("50D1a", "50D1b", "50D2") if major else ("50C",)
    if several:
        laws += ("51A",)
    duties = DUTIES_MAJOR if major else DUTIES_MINOR
    if several:
        duties += (
            " Si plusieurs de ses cartes pénalisées peuvent être jouées, le déclarant désigne laquelle (51A)."
        )
    cards = "chaque carte pénalisée de ce joueur" if several else "la carte exposée"
    return Ruling(
        id=f"cartes_penalisees.50B.{variant}",
        title=f"Carte{'s' if several else ''} pénalisée{'s' if several else ''} "
        f"{kind.value}{'s' if several else ''}",
        laws=laws,
        now=(
            "La carte reste face visible sur la table, juste devant son propriétaire (50A).",
            why,
            duties,
            INFO_50E1,
        ),
        penalty_cards=(PenaltyCard(OWNER, kind, cards),),
        lead_restrictions=(LEAD_RESTRICTION,) if major else (),
        notes=(STAY_AT_TABLE,) if major else (),
        script=(
            f"Cette carte reste sur la table : c'est une carte pénalisée {kind.value}.",
            (
                "Vous devrez la jouer à la première occasion légale ; quand votre partenaire prendra la main, "
                "appelez-moi : le déclarant choisira une option d'attaque."
                if major
                else "Vous ne pourrez pas jouer une autre petite carte de cette couleur avant elle, mais un honneur "
                "de la couleur, oui. Votre partenaire attaque librement."
            ),
        ),
    )

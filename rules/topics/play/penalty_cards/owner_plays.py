"""Le propriétaire de la carte pénalisée doit jouer : 50C, 50D1, 51A."""

from __future__ import annotations

from rules.model import Choice, ChooserRole, PenaltyCard, PenaltyKind, Ruling
from rules.topic import Facts
from rules.topics.play.penalty_cards.questions import (
    CHOOSE_ALONE,
    INFO_50E1,
    OWNER,
    STAY_AT_TABLE,
    kind_of_the_card,
)

# --- 50C, 50D1, 51A: the owner is to play ------------------------------------------------


def owner_to_play(facts: Facts) -> Ruling:
    kind = kind_of_the_card(facts)
    if kind == "minor":
        return minor_card_50C()
    if kind == "major":
        if facts.is_("playable_now", "yes"):
            return play_major_card_50D1a()
        return follow_suit_first_50D1b(several=False)
    count = facts.ask("playable_count")
    if count == "none":
        return follow_suit_first_50D1b(several=True)
    if count == "one":
        return play_major_card_50D1a(several=True)
    return declarer_designates_51A()


def minor_card_50C() -> Ruling:
    return Ruling(
        id="cartes_penalisees.50C.secondaire",
        title="Carte pénalisée secondaire : ce que son propriétaire peut jouer",
        laws=("50C", "50E1"),
        now=(
            "Dans la couleur de la carte pénalisée secondaire, il ne peut pas jouer une autre carte inférieure à "
            "l'honneur avant elle ; il peut en revanche jouer un honneur de cette couleur (50C).",
            "Il n'est pas tenu de jouer la carte pénalisée en défausse, en coupe ou en attaque : la restriction "
            "ne porte que sur ses autres petites cartes de la couleur.",
            INFO_50E1,
        ),
        penalty_cards=(PenaltyCard(OWNER, PenaltyKind.MINOR, "la carte pénalisée"),),
        script=(
            "Dans cette couleur, jouez la carte pénalisée ou un honneur, mais pas une autre petite carte.",
        ),
    )


def play_major_card_50D1a(several: bool = False) -> Ruling:
    return Ruling(
        id=f"cartes_penalisees.50D1a.{'une_jouable_parmi_plusieurs' if several else 'jouer_maintenant'}",
        title="Carte pénalisée principale : elle doit être jouée maintenant",
        laws=("50D1a",) + (("51A",) if several else ()),
        now=(
            "C'est la première occasion légale : le joueur doit jouer maintenant sa carte pénalisée principale, "
            "qu'il attaque, fournisse, défausse ou coupe (50D1a).",
            *(
                (
                    "Une seule de ses cartes pénalisées peut être jouée légalement à cette levée : c'est celle-là. "
                    "Les autres restent sur la table (51A).",
                )
                if several
                else ()
            ),
            "S'il joue une autre carte, voir la situation « carte pénalisée non jouée » (52).",
        ),
        penalty_cards=(PenaltyCard(OWNER, PenaltyKind.MAJOR, "la carte pénalisée"),),
        notes=(STAY_AT_TABLE,),
        script=("Vous devez jouer votre carte pénalisée maintenant.",),
    )


def follow_suit_first_50D1b(several: bool) -> Ruling:
    return Ruling(
        id=f"cartes_penalisees.50D1b.{'plusieurs' if several else 'une'}",
        title="Carte pénalisée principale qui ne peut pas être jouée à cette levée",
        laws=("50D1b", "50D1a"),
        now=(
            "L'obligation de fournir, ou de respecter une restriction d'attaque ou de jeu, passe avant celle de "
            "jouer la carte pénalisée (50D1b). Le joueur joue une carte légale.",
            (
                "Les cartes pénalisées restent face visible sur la table et devront être jouées à la prochaine "
                "occasion légale (50D1a, 50D1b)."
                if several
                else "La carte pénalisée reste face visible sur la table et devra être jouée à la prochaine "
                "occasion légale (50D1a, 50D1b)."
            ),
        ),
        penalty_cards=(PenaltyCard(OWNER, PenaltyKind.MAJOR, "la carte pénalisée"),),
        notes=(STAY_AT_TABLE,),
        script=(
            "Vous devez d'abord fournir (ou respecter la restriction) : jouez une carte légale ; la carte "
            "pénalisée reste sur la table.",
        ),
    )


def declarer_designates_51A() -> Ruling:
    return Ruling(
        id="cartes_penalisees.51A.le_declarant_designe",
        title="Plusieurs cartes pénalisées jouables : le déclarant désigne celle qui est jouée",
        laws=("51A", "50D1a", "10C2"),
        now=(
            "Plusieurs cartes pénalisées peuvent être jouées légalement à cette levée : le déclarant désigne celle "
            "que le joueur de la défense doit jouer (51A). " + CHOOSE_ALONE,
            "Les autres restent sur la table, toujours principales (50D1a).",
        ),
        chooser="le déclarant",
        chooser_role=ChooserRole.DECLARER,
        choices=(Choice("Désigner l'une des cartes pénalisées jouables", ("51A",)),),
        penalty_cards=(PenaltyCard(OWNER, PenaltyKind.MAJOR, "chaque carte pénalisée"),),
        notes=(STAY_AT_TABLE,),
        script=("Déclarant, dites laquelle de ses cartes pénalisées votre adversaire doit jouer.",),
    )

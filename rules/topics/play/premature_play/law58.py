"""Law 58: simultaneous leads or plays — 58A (two players), 58B (several cards from one hand)."""

from __future__ import annotations

from rules.model import (
    Choice,
    ChooserRole,
    PenaltyCard,
    PenaltyKind,
    Ruling,
)
from rules.topic import Facts
from rules.topics.common import DECLARER
from rules.topics.play.premature_play.law57 import (
    declarer_early_57C3,
    defender_at_rho_turn_57D,
    defender_before_partner,
    illegal_premature_card_62,
)
from rules.topics.play.premature_play.wording import OFFENDER, STAY_AT_TABLE

# --- 58A: two players at once -----------------------------------------------------------


def simultaneous_players_58A(facts: Facts) -> Ruling:
    later = facts.ask("later_card")
    prefix = "jeu_premature.simultane"
    extra_laws = ("58A",)
    extra_now = (
        "Deux cartes ont été jouées en même temps : celle du joueur dont c'était le tour compte ; l'autre est "
        "réputée jouée après elle (58A), donc trop tôt.",
    )
    if later == "defender_before_partner":
        return defender_before_partner(facts, prefix, extra_laws, extra_now)
    if later == "defender_at_rho_turn":
        return defender_at_rho_turn_57D(facts, prefix, extra_laws, extra_now)
    if later == "next_in_turn":
        if facts.is_("card_legal", "no"):
            return illegal_premature_card_62(prefix, extra_laws, extra_now)
        return in_turn_58A()
    return declarer_early_57C3(facts, prefix, extra_laws, extra_now)


def in_turn_58A() -> Ruling:
    return Ruling(
        id="jeu_premature.simultane.58A.a_son_tour",
        title="Cartes jouées en même temps, la seconde à son tour : pas d'irrégularité",
        laws=("58A",),
        now=(
            "La carte jouée en même temps que la carte légale est réputée jouée après elle (58A). Comme son "
            "joueur était le suivant dans l'ordre du jeu, et qu'elle est légale, elle est simplement jouée à son "
            "tour : il n'y a rien à rectifier.",
        ),
        script=(
            "Les deux cartes sont réputées jouées l'une après l'autre, chacune à son tour : le jeu continue.",
        ),
    )


# --- 58B: several cards from one hand ---------------------------------------------------


def several_cards_58B(facts: Facts) -> Ruling:
    if facts.is_("next_trick_played_by_both", "yes"):
        return defective_trick_58B4()
    if facts.ask("faces_visible") == "one":
        return one_card_visible_58B1()
    if facts.ask("several_cards_player") == DECLARER:
        return declarer_designates_58B2()
    return defender_designates_58B2(facts)


def defective_trick_58B4() -> Ruling:
    return Ruling(
        id="jeu_premature.58B4.levee_defectueuse",
        title="Plusieurs cartes à la fois, découvert tard : levée défectueuse",
        laws=("58B4", "67B2a", "67B2b"),
        now=(
            "Chaque camp a déjà joué à la levée suivante : c'est une levée défectueuse (58B4).",
            "L'arbitre examine les cartes jouées ; les cartes en trop reviennent dans la main du joueur, la carte "
            "qui a été retournée (jouée face visible) à la levée défectueuse reste jouée ; si l'arbitre ne peut "
            "pas savoir laquelle, le fautif laisse la plus forte des cartes qu'il pouvait légalement jouer à "
            "cette levée. La propriété de la levée ne change pas (67B2a).",
            "Une carte remise en main y est réputée depuis le début : ne pas l'avoir jouée plus tôt peut être une "
            "renonce (67B2b). Utilisez le thème Renonce (levée défectueuse) pour la suite.",
        ),
        notes=(
            "L'arbitre évite d'exposer les cartes jouées d'un joueur de la défense ; une carte en trop d'un joueur "
            "de la défense qu'il a fallu exposer devient carte pénalisée (note de la Loi 67B2).",
            "Interprétation retenue : en cas de jeu simultané de plusieurs cartes, aucune n'est « la première » ; "
            "on applique le critère de la carte retournée, puis, à défaut, celui de la plus forte carte légale.",
        ),
        script=("Les cartes en trop reviennent dans la main ; la levée reste à qui l'a gagnée.",),
    )


def one_card_visible_58B1() -> Ruling:
    return Ruling(
        id="jeu_premature.58B1.une_carte_visible",
        title="Plusieurs cartes à la fois, une seule visible : elle est jouée, sans rectification",
        laws=("58B1",),
        now=(
            "Seule une carte avait la face visible : c'est elle qui est jouée. Les autres sont reprises en main, "
            "sans rectification (58B1) ; elles ne sont pas pénalisées.",
        ),
        script=("Seule la carte visible est jouée ; reprenez les autres, il n'y a pas de pénalité.",),
    )


REPLAY_58B3 = (
    Choice("Laisser sa carte", ("58B3",)),
    Choice("Reprendre sa carte et en jouer une autre, sans rectification", ("58B3", "16C")),
)


def declarer_designates_58B2() -> Ruling:
    return Ruling(
        id="jeu_premature.58B2.declarant",
        title="Plusieurs cartes visibles jouées par le déclarant : il désigne la sienne",
        laws=("58B2", "58B3", "48A", "16C"),
        now=(
            "Plusieurs cartes étaient visibles : le déclarant désigne celle qu'il joue (58B2). Les autres "
            "reviennent dans sa main (ou au mort) sans rectification : aucune carte du déclarant ni du mort ne "
            "devient pénalisée (48A).",
            "Un joueur de la défense qui avait joué ensuite à cette levée peut reprendre sa carte et en jouer une "
            "autre, sans rectification (58B3) ; la carte reprise est une information autorisée pour la défense, "
            "non autorisée pour le déclarant (16C).",
        ),
        chooser="chaque joueur de la défense qui a joué à cette levée après les cartes du déclarant",
        chooser_role=ChooserRole.EACH_NON_OFFENDER,
        choices=REPLAY_58B3,
        script=(
            "Déclarant, dites quelle carte vous jouez ; reprenez les autres, sans pénalité.",
            "Si vous avez joué ensuite, vous pouvez changer votre carte.",
        ),
    )


SCRIPTS_58B2 = {
    "secondaire": "Dites quelle carte vous jouez. L'autre carte visible reste sur la table : carte pénalisée secondaire.",
    "principale": "Dites quelle carte vous jouez. L'autre carte visible reste sur la table : carte pénalisée principale.",
    "plusieurs": "Dites quelle carte vous jouez. Les autres cartes visibles restent sur la table : toutes vos cartes "
    "pénalisées sont principales.",
}

TITLES_58B2 = {
    "secondaire": "Plusieurs cartes visibles d'un joueur de la défense : carte pénalisée secondaire",
    "principale": "Plusieurs cartes visibles d'un joueur de la défense : carte pénalisée principale",
    "plusieurs": "Plusieurs cartes visibles d'un joueur de la défense : cartes pénalisées toutes principales",
}


def defender_designates_58B2(facts: Facts) -> Ruling:
    others = facts.ask("other_visible")
    already = others != "several" and facts.is_("already_penalty_card", "yes")
    if others == "several" or already:
        kind, variant = PenaltyKind.MAJOR, "plusieurs"
        why = (
            "Le joueur a maintenant deux cartes pénalisées ou plus : toutes sont principales, y compris une "
            "carte pénalisée qu'il avait déjà (50B)."
        )
    elif others == "one_honour":
        kind, variant = PenaltyKind.MAJOR, "principale"
        why = "La carte non jouée est un honneur : c'est une carte pénalisée principale (50B)."
    else:
        kind, variant = PenaltyKind.MINOR, "secondaire"
        why = (
            "Une seule carte sous l'honneur, exposée par mégarde : c'est une carte pénalisée secondaire (50B). "
            "Il ne peut pas jouer une autre carte de cette couleur sous l'honneur avant elle, mais il peut jouer "
            "un honneur de la couleur ; son partenaire n'a aucune restriction d'attaque (50C)."
        )
    cards = "chaque carte visible non jouée" if others == "several" else "la carte visible non jouée"
    penalty: tuple[PenaltyCard, ...] = (PenaltyCard(OFFENDER, kind, cards),)
    if already:
        penalty += (PenaltyCard(OFFENDER, PenaltyKind.MAJOR, "la carte pénalisée qu'il avait déjà"),)
    laws: tuple[str, ...] = ("58B2", "58B3", "50B", "16C")
    restrictions: tuple[str, ...] = ()
    if kind is PenaltyKind.MAJOR:
        laws += ("50D1a", "51A", "50D2", "51B2a", "51B2b")
        restrictions = (
            "Quand le partenaire du fautif prendra la main, le déclarant pourra exiger ou interdire l'attaque "
            "dans la couleur d'une carte pénalisée, ou le laisser attaquer librement (50D2). Cartes pénalisées "
            "de plusieurs couleurs : s'il exige une couleur, seules les cartes de cette couleur sont reprises "
            "(51B2a) ; s'il interdit, toutes les cartes des couleurs interdites sont reprises (51B2b).",
        )
    else:
        laws += ("50C",)
    duty = (
        "Une carte pénalisée principale doit être jouée à la première occasion légale ; si plusieurs peuvent "
        "l'être, le déclarant désigne laquelle (50D1a, 51A)."
        if kind is PenaltyKind.MAJOR
        else ""
    )
    return Ruling(
        id=f"jeu_premature.58B2.defense.{variant}",
        title=TITLES_58B2[variant],
        laws=laws,
        now=tuple(
            line
            for line in (
                "Plusieurs cartes étaient visibles : le joueur de la défense désigne celle qu'il joue ; chaque "
                "autre carte visible devient carte pénalisée (58B2).",
                why,
                duty,
                "Un adversaire qui avait joué ensuite à cette levée peut reprendre sa carte et en jouer une autre, "
                "sans rectification (58B3) ; la carte reprise est une information non autorisée pour le camp "
                "fautif, autorisée pour le camp non fautif (16C).",
            )
            if line
        ),
        chooser_role=ChooserRole.DECLARER,
        chooser="le déclarant, s'il a joué à cette levée (de sa main ou du mort) après les cartes du fautif",
        choices=REPLAY_58B3,
        penalty_cards=penalty,
        lead_restrictions=restrictions,
        notes=(STAY_AT_TABLE,) if kind is PenaltyKind.MAJOR else (),
        script=(
            SCRIPTS_58B2[variant],
            "Déclarant, si vous avez joué ensuite à cette levée, vous pouvez changer votre carte.",
        ),
    )

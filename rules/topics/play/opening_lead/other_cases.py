"""Entame hors tour : les deux joueurs de la défense (58A), et les autres situations (54E, 24)."""

from __future__ import annotations

from dataclasses import replace

from rules.model import ChooserRole, PenaltyCard, PenaltyKind, Ruling
from rules.topic import Facts
from rules.topics.auction.exposed_card import AUCTION_16C, exposed_card_24
from rules.topics.play.lead_out_of_turn.misinformed import misexplanation_47E2

# --- both defenders: the legal lead stands, the other card is played after it ------------


def second_card_57D(facts: Facts, simultaneous: bool) -> Ruling:
    laws = ("58A", "57D") if simultaneous else ("57D",)
    how = (
        "Les deux cartes ont été posées en même temps : la carte du joueur qui ne devait pas entamer est "
        "réputée venir après l'entame régulière (58A), qui reste l'entame."
        if simultaneous
        else "L'entame régulière a été faite d'abord : elle reste l'entame."
    )
    prefix = "entame.simultanee" if simultaneous else "entame.bonne_entame_d_abord"
    note = (
        "Interprétation retenue : l'autre carte n'est pas une entame hors tour (la Loi 54 ne s'applique "
        "pas, l'entame régulière étant faite) mais une carte jouée au tour de l'adversaire de droite, "
        "réglée par la Loi 57D. L'article d'arbitrage dont Arbitre est parti en fait toujours une carte pénalisée principale ; le "
        "texte 2017 ne le fait que si la carte ne peut pas être jouée légalement sur la levée."
    )
    if facts.is_("second_card_legal", "yes"):
        return Ruling(
            id=f"{prefix}.carte_jouee_a_son_tour",
            title="Deux entames : la bonne reste, l'autre carte sera jouée à son tour",
            laws=(*laws, "16"),
            now=(
                how,
                "L'autre carte peut être jouée légalement sur cette entame : son propriétaire devra la jouer "
                "à son tour, sans autre rectification ; il ne peut pas la remplacer par une autre carte (57D).",
                "La Loi 16 peut s'appliquer si cette carte a renseigné son partenaire.",
            ),
            equity_may_apply=True,
            notes=(note,),
            script=("L'entame régulière reste. Votre carte sera jouée à votre tour sur cette levée.",),
        )
    return Ruling(
        id=f"{prefix}.carte_penalisee",
        title="Deux entames : la bonne reste, l'autre carte est pénalisée principale",
        laws=(*laws, "50D1a", "50D2a", "50D2b"),
        now=(
            how,
            "L'autre carte ne peut pas être jouée légalement sur cette entame : elle devient carte pénalisée "
            "principale (57D), à jouer à la première occasion légale (50D1a).",
            "Quand son partenaire reprendra la main, le déclarant choisira d'exiger ou d'interdire la couleur "
            "de cette carte (carte reprise) ou de laisser l'attaque libre (50D2).",
        ),
        penalty_cards=(
            PenaltyCard(
                "le joueur de la défense qui ne devait pas entamer",
                PenaltyKind.MAJOR,
                "la carte posée en plus de l'entame régulière",
            ),
        ),
        lead_restrictions=(
            "Quand le partenaire du fautif prendra la main : le déclarant exige ou interdit la couleur de la "
            "carte pénalisée (carte reprise), ou laisse l'attaque libre (50D2).",
        ),
        equity_may_apply=True,
        notes=(note,),
        script=(
            "L'entame régulière reste. Votre carte reste sur la table : carte pénalisée principale, à jouer "
            "dès que possible.",
        ),
    )


def right_lead_faced_other_face_down_41A() -> Ruling:
    return Ruling(
        id="entame.autre_carte_face_cachee",
        title="Entame régulière retournée, l'autre carte face cachée : le jeu continue",
        laws=("41A", "49"),
        now=(
            "L'entame retournée par le joueur qui devait entamer est régulière : elle reste l'entame, et le "
            "mort s'étale.",
            "La carte posée face cachée par son partenaire n'a pas été vue : elle retourne dans sa main sur "
            "instruction de l'arbitre, sans rectification ; ce n'est pas une carte pénalisée (41A, 49).",
        ),
        notes=(
            "Personne ne reprend de lui-même une carte posée face cachée : seul l'arbitre le permet (41A).",
            "Si le déclarant a ensuite étalé son jeu, il reste déclarant : choisissez la situation « le "
            "déclarant a étalé son jeu après une entame régulière ».",
        ),
        script=(
            "L'entame est régulière. Reprenez votre carte face cachée, sans pénalité ; le jeu continue.",
        ),
    )


# --- other situations -------------------------------------------------------------------


def face_down_out_of_turn_41A() -> Ruling:
    return Ruling(
        id="entame.face_cachee_hors_tour",
        title="Entame hors tour face cachée : la carte retourne dans la main",
        laws=("41A", "49"),
        now=(
            "Une entame face cachée n'est pas encore une entame hors tour au sens de la Loi 54, qui ne vise "
            "qu'une entame retournée.",
            "Sur instruction de l'arbitre, la carte retourne dans la main du joueur, sans rectification : "
            "personne ne l'a vue, ce n'est pas une carte pénalisée (41A, 49).",
            "Le joueur qui devait entamer entame ensuite, face cachée.",
        ),
        notes=(
            "Le joueur ne reprend pas sa carte de lui-même : seul l'arbitre le permet (41A).",
            "Interprétation retenue : pas de rectification pour une carte jamais retournée ; si son "
            "partenaire a tiré une information de ce geste, la Loi 16 peut s'appliquer.",
        ),
        script=(
            "Ce n'était pas à vous d'entamer : reprenez votre carte, sans pénalité. Votre partenaire entame.",
        ),
        equity_may_apply=True,  # the note says Law 16 may apply (review E10)
    )


def declaring_side_54E_24() -> Ruling:
    return Ruling(
        id="entame.camp_du_declarant_54E",
        title="Le déclarant présumé ou le mort présumé a tenté d'entamer : Loi 24, cartes reprises",
        laws=("54E", "24", "24D", "48A", "16C"),
        now=(
            "Quand un joueur du camp du déclarant tente d'entamer, c'est la Loi 24 qui s'applique (54E).",
            "Le fautif étant déclarant ou mort, la carte est simplement reprise en main (24D) : une carte du "
            "déclarant ou du mort n'est jamais pénalisée (48A).",
            "L'information est autorisée pour la défense et non autorisée pour le camp du déclarant (24, 16C).",
            "Le joueur de la défense placé à gauche du déclarant entame ensuite, face cachée.",
        ),
        equity_may_apply=True,
        notes=(
            "Les obligations de passer de la Loi 24 n'ont plus d'objet, les enchères étant terminées.",
            "Si le mort a exposé une carte de cette façon, cela n'oblige pas le déclarant à accepter une "
            "éventuelle entame hors tour ensuite (54C).",
        ),
        script=(
            "Ce n'est pas à votre camp d'entamer : reprenez la carte, sans pénalité. La défense entame.",
        ),
    )


def declarer_spread_after_legal_lead_48() -> Ruling:
    return Ruling(
        id="entame.declarant_etale_apres_entame_reguliere",
        title="Le déclarant a étalé son jeu après une entame régulière : il reste déclarant",
        laws=("48A", "48B2", "41C", "68"),
        now=(
            "L'entame était régulière : le jeu a commencé et le déclarant reste déclarant (41C). La Loi 54 "
            "ne s'applique pas.",
            "Un déclarant qui étale ses cartes en dehors d'une entame hors tour est présumé revendiquer ou "
            "concéder, à moins qu'il soit manifeste qu'il ne le voulait pas (48B2) : l'arbitre l'établit "
            "d'abord (au premier pli, il se croyait en général le mort). Sinon, c'est une revendication "
            "(Loi 68).",
            "S'il ne voulait manifestement pas revendiquer : il reprend ses cartes en main ; aucune n'est "
            "pénalisée (48A). La défense peut tenir "
            "compte de ce qu'elle a vu (interprétation retenue, comme l'article d'arbitrage dont Arbitre est parti : le déclarant n'est "
            "pas rectifié pour ses cartes exposées, et rien n'interdit à la défense d'en tirer parti).",
            "Le mort s'étale et le jeu continue.",
        ),
        notes=(
            "Interprétation retenue : la Loi 48B2 met la charge sur le déclarant ; faute d'évidence qu'il ne "
            "voulait pas revendiquer, traitez l'incident comme une revendication (thème des revendications).",
        ),
        script=("L'entame était régulière : vous restez déclarant. Reprenez vos cartes ; le mort s'étale.",),
    )


# --- review, missing 1: both defenders led face down -------------------------------------


def both_face_down_41A() -> Ruling:
    return Ruling(
        id="entame.deux_entames_face_cachee",
        title="Les deux joueurs de la défense ont entamé face cachée : la bonne entame reste",
        laws=("41A", "49"),
        now=(
            "L'entame face cachée du joueur qui devait entamer est régulière : c'est son entame ; il la "
            "retourne après les questions éventuelles (41A).",
            "La carte posée face cachée par son partenaire n'a pas été vue : elle retourne dans sa main sur "
            "instruction de l'arbitre, sans rectification ; ce n'est pas une carte pénalisée (41A, 49).",
        ),
        equity_may_apply=True,
        notes=(
            "Personne ne reprend de lui-même une carte posée face cachée : seul l'arbitre le permet (41A).",
            "Interprétation retenue : pas de rectification pour une carte jamais retournée ; si le joueur qui "
            "devait entamer a tiré une information du geste de son partenaire, la Loi 16 peut s'appliquer.",
        ),
        script=(
            "Joueur qui deviez entamer, votre entame face cachée reste : retournez-la. Votre partenaire "
            "reprend sa carte, sans pénalité.",
        ),
    )


# --- review, missing 5: 58B at trick 1 -----------------------------------------------------

TWO_CARDS_WRONG_LEADER = (
    "Si ce joueur n'était pas celui qui devait entamer, la carte entamée est une entame hors tour : "
    "recommencez avec la situation « le joueur de la défense qui ne devait pas entamer a retourné une "
    "carte » pour les options du déclarant (54) ; les autres cartes vues restent pénalisées."
)


def two_cards_one_hand_58B(facts: Facts) -> Ruling:
    faces = facts.ask("faces_visible")
    if faces == "one":
        return Ruling(
            id="entame.deux_cartes.une_seule_visible_58B1",
            title="Entame de plusieurs cartes, une seule vue : elle est entamée, les autres reprises",
            laws=("58B1",),
            now=(
                "Une seule des cartes posées à la fois a été vue : c'est elle qui est entamée ; les autres "
                "retournent dans la main, sans rectification (58B1).",
            ),
            notes=(TWO_CARDS_WRONG_LEADER,),
            script=("Votre entame est la carte visible ; reprenez l'autre, sans pénalité.",),
        )
    kind = PenaltyKind.MINOR if faces == "several_one_low" else PenaltyKind.MAJOR
    disposal = (
        (
            "50C",
            "Carte pénalisée secondaire : il ne peut pas jouer une autre petite carte de cette couleur "
            "avant elle, mais il peut jouer un honneur (50C).",
        )
        if kind is PenaltyKind.MINOR
        else (
            "50D",
            "Carte pénalisée principale : à jouer à la première occasion légale ; quand son partenaire "
            "prendra la main, le déclarant choisira une restriction d'attaque (50D).",
        )
    )
    return Ruling(
        id="entame.deux_cartes.plusieurs_visibles_58B2",
        title="Entame de plusieurs cartes vues : le joueur désigne son entame, les autres sont pénalisées",
        laws=("58B2", "50B", disposal[0], "16C"),
        now=(
            "Plusieurs cartes posées à la fois ont été vues : le joueur désigne celle qu'il entame (58B2).",
            "Chaque autre carte vue devient carte pénalisée (58B2) : une seule petite carte posée par "
            "inadvertance est secondaire ; un honneur est principal, et quand un joueur de la défense a "
            "deux cartes pénalisées ou plus, toutes sont principales (50B).",
            disposal[1],
        ),
        penalty_cards=(
            PenaltyCard("le joueur qui a entamé", kind, "chaque carte vue en plus de l'entame désignée"),
        ),
        lead_restrictions=(
            ()
            if kind is PenaltyKind.MINOR
            else (
                "Quand le partenaire du fautif prendra la main : le déclarant exige ou interdit la couleur de "
                "la carte pénalisée (carte reprise), ou laisse l'attaque libre (50D2).",
            )
        ),
        equity_may_apply=True,
        notes=(TWO_CARDS_WRONG_LEADER,),
        script=("Désignez votre entame. L'autre carte reste sur la table : c'est une carte pénalisée.",),
    )


# --- review, missing 4: a card exposed, not led, before the opening lead is faced -----------

_EXPOSED = {
    "defender_single_low": ("single_low", "defender"),
    "defender_honour": ("honour", "defender"),
    "defender_several": ("several", "defender"),
    "declaring_side": ("single_low", "declaring_side"),
}


def card_exposed_before_lead_24(facts: Facts) -> Ruling:
    cards, side = _EXPOSED[facts.ask("exposed_cards")]
    ruling = exposed_card_24(cards, side)
    # Nobody has a call left (24A-C), and no call followed the card (review R12: no 16C3 for partner's calls).
    laws = tuple(x for x in ruling.laws if x not in ("24A", "24B", "24C", "16C3"))
    return replace(
        ruling,
        id=f"entame.carte_vue_avant_entame.{side}",
        # Review N7: the declaring side takes back any card, honour or several (24D): no « petite ».
        title=ruling.title
        if side == "defender"
        else "Carte exposée avant l'entame par le camp du déclarant : reprise en main",
        laws=("24", *laws) if "24" not in laws else laws,
        now=(
            "L'entame n'était pas retournée : la période des enchères durait encore. Une carte vue sans être "
            "entamée relève de la Loi 24 (comme une carte exposée pendant les enchères), pas de la Loi 54.",
            *(line for line in ruling.now if line != AUCTION_16C),
        ),
        chooser_role=ruling.chooser_role if ruling.chooser else ChooserRole.NONE,
        notes=(
            *ruling.notes,
            "Interprétation retenue : la période des enchères ne finit qu'avec l'entame retournée ; les "
            "obligations de passer de la Loi 24 n'ont plus d'objet.",
        ),
    )


# --- review, missing 3: an opening lead made on a misexplanation ---------------------------


ENTAME_IDS = {
    "mi.play.lead_retracted": "entame.explication_erronee.reprise_47E2a",
    "mi.play.card_too_late": "entame.explication_erronee.trop_tard_47E2b",
}


def misexplained_lead_47E2(facts: Facts) -> Ruling:
    card = "too_late" if facts.is_("dummy_card_faced", "yes") else "lead_retractable"
    return misexplanation_47E2(facts, card, ENTAME_IDS)

"""Attaque hors tour d'un joueur de la défense : Lois 53 et 56."""

from __future__ import annotations

from dataclasses import replace

from rules.model import Choice, ChooserRole, PenaltyCard, PenaltyKind, Ruling
from rules.topic import Facts
from rules.topics.play import premature_play
from rules.topics.play.lead_out_of_turn.questions import DECLARER_CHOOSER
from rules.topics.play.penalty_cards.questions import ADJUSTED_50E4
from rules.topics.play.penalty_cards.several import several_penalty_cards_51

# --- 56: a defender led out of turn --------------------------------------------------------

# Review, missing 7: the 56B penalty card carries 50E3/50E4 as in the opening-lead rulings.
NOTE_50E3_50E4 = (
    "Une fois la carte pénalisée jouée ou reprise, les circonstances de sa création restent une information "
    "non autorisée pour le partenaire du fautif (50E3). En fin de coup, si la carte exposée a aidé la "
    "défense au détriment du déclarant, l'arbitre ajuste la marque (50E4)."
)
# Review I5: 53B says the cards played in error "may" be withdrawn.
NOTE_53B_MAY = (
    "Interprétation retenue : la Loi 53B dit que ces cartes « peuvent » être reprises ; elles ne comptent "
    "pas sur la levée, et leur propriétaire les remet dans sa main sans pénalité : l'arbitre le lui "
    "propose, il ne les lui impose pas comme cartes jouées."
)


def defender_lead_accepted_53A(by_play: bool) -> Ruling:
    laws = ("53A", "60A1", "60A2") if by_play else ("53A", "56A")
    how = (
        "Le déclarant a joué sur l'attaque depuis la main suivante dans l'ordre du jeu : elle est acceptée "
        "et le droit à rectification est perdu (53A, 60A1). L'attaque est traitée comme faite à son tour "
        "(60A2)."
        if by_play
        else "Le déclarant accepte l'attaque hors tour (56A, 53A)."
    )
    return Ruling(
        id="attaque.defense.acceptee_par_le_jeu" if by_play else "attaque.defense.acceptee",
        title="Attaque hors tour d'un joueur de la défense acceptée",
        laws=laws,
        now=(
            how,
            "La carte est jouée normalement et le jeu continue dans l'ordre, depuis la main à gauche du "
            "fautif. Il n'y a pas de carte pénalisée.",
        ),
        script=("L'attaque est acceptée : le jeu continue normalement, depuis la main suivante.",),
    )


def proper_lead_after_defender_53B() -> Ruling:
    return Ruling(
        id="attaque.defense.attaque_reguliere_53B",
        title="Le déclarant a fait son attaque régulière après l'attaque hors tour",
        laws=("53B", "16C"),
        now=(
            "C'était au déclarant d'attaquer, et il a fait son attaque régulière : elle est maintenue (53B).",
            "La carte attaquée hors tour, et toute carte posée par erreur à cette levée, peut être reprise "
            "sans devenir carte pénalisée (53B) : le déclarant ne peut plus accepter cette attaque ni en "
            "faire une carte pénalisée.",
            "La carte reprise est une information non autorisée pour la défense et autorisée pour le "
            "déclarant (16C).",
        ),
        equity_may_apply=True,
        notes=(
            "Interprétation retenue (comme l'article d'arbitrage dont Arbitre est parti) : la carte attaquée hors tour compte parmi les "
            "cartes posées par erreur que la Loi 53B permet de reprendre.",
            "Si la défense tire parti de la carte vue au détriment du déclarant, l'arbitre ajuste (16C).",
            NOTE_53B_MAY,
        ),
        script=(
            "Votre attaque est maintenue, déclarant. Joueur de la défense, vous pouvez reprendre votre carte "
            "et jouer à votre tour. Partenaire, cette carte est une information non autorisée pour vous.",
        ),
    )


def refuse_56B_declarer_to_lead() -> Ruling:
    return Ruling(
        id="attaque.defense.refusee.au_declarant",
        title="Attaque hors tour refusée : carte pénalisée principale, le déclarant attaque",
        laws=("56B", "50B", "50D1a", "50D1b", "50D2a", "50D2b", "50E1", "50E3", "50E4"),
        now=(
            "Le déclarant refuse l'attaque : le joueur de la défense la reprend de la levée, mais elle reste "
            "face visible devant lui, carte pénalisée principale (56B, 50B).",
            "Le déclarant attaque de la bonne main. Le fautif devra jouer sa carte pénalisée à la première "
            "occasion légale ; fournir passe avant (50D1a, 50D1b).",
            "Quand le partenaire du fautif prendra la main, le déclarant choisira d'exiger ou d'interdire la "
            "couleur de la carte pénalisée (carte reprise) ou de laisser l'attaque libre (50D2).",
        ),
        penalty_cards=(
            PenaltyCard("le joueur de la défense fautif", PenaltyKind.MAJOR, "la carte attaquée hors tour"),
        ),
        lead_restrictions=(
            "Quand le partenaire du fautif prendra la main : le déclarant exige ou interdit la couleur de la "
            "carte pénalisée (carte reprise), ou laisse l'attaque libre (50D2).",
        ),
        equity_may_apply=True,
        notes=(
            "Tant qu'elle est sur la table, la carte pénalisée est une information autorisée pour tous "
            "(50E1) ; reprise en main, elle devient non autorisée pour le partenaire du fautif (50E2).",
            NOTE_50E3_50E4,
        ),
        adjusted_score=ADJUSTED_50E4,
        script=(
            "Votre carte reste sur la table : c'est une carte pénalisée principale, à jouer dès que possible. "
            "Déclarant, attaquez de la bonne main.",
        ),
    )


def refuse_56B_partner_to_lead() -> Ruling:
    return Ruling(
        id="attaque.defense.refusee.au_partenaire",
        title="Attaque hors tour refusée : le partenaire attaque, le déclarant choisit la restriction",
        laws=("56B", "50B", "50D2a", "50D2b", "50D1a", "50E2", "50E3", "50E4", "59"),
        now=(
            "Le déclarant refuse l'attaque : la carte devient carte pénalisée principale (56B, 50B).",
            "C'était au partenaire du fautif d'attaquer : il attend que le déclarant choisisse une des "
            "options ci-dessous (50D2). S'il ne peut pas s'y conformer, il joue ce qu'il veut (59).",
        ),
        chooser=DECLARER_CHOOSER,
        chooser_role=ChooserRole.DECLARER,
        choices=(
            Choice(
                "Exiger l'attaque dans la couleur de la carte pénalisée : la carte est reprise en main",
                ("50D2a",),
            ),
            Choice(
                "Interdire cette couleur tant que le partenaire garde la main : la carte est reprise en main",
                ("50D2a",),
            ),
            Choice(
                "Laisser l'attaque libre : la carte reste sur la table, à jouer à la première occasion légale",
                ("50D2b", "50D1a"),
            ),
        ),
        penalty_cards=(
            PenaltyCard(
                "le joueur de la défense fautif",
                PenaltyKind.MAJOR,
                "la carte attaquée hors tour (reprise en main si le déclarant exige ou interdit sa couleur)",
            ),
        ),
        lead_restrictions=(
            "Le partenaire du fautif attaque selon le choix du déclarant : couleur exigée, couleur interdite "
            "tant qu'il garde la main, ou attaque libre (50D2).",
        ),
        equity_may_apply=True,
        notes=(
            "Une carte reprise en main (couleur exigée ou interdite) est une information non autorisée pour "
            "le partenaire du fautif, autorisée pour le déclarant (50E2).",
            NOTE_50E3_50E4,
        ),
        adjusted_score=ADJUSTED_50E4,
        script=(
            "Le déclarant refuse votre attaque : votre carte est pénalisée principale.",
            "Déclarant, choisissez seul : exiger cette couleur, l'interdire tant que le partenaire garde la "
            "main (la carte est alors reprise), ou laisser l'attaque libre (la carte reste sur la table).",
        ),
    )


def defender_lead_options_56(correct_leader: str) -> Ruling:
    if correct_leader == "partner":
        refuse = (
            Choice("Refuser et exiger la couleur de la carte : elle est reprise en main", ("56B", "50D2a")),
            Choice(
                "Refuser et interdire cette couleur tant que le partenaire garde la main : elle est reprise",
                ("56B", "50D2a"),
            ),
            Choice(
                "Refuser et laisser l'attaque libre : la carte reste sur la table, carte pénalisée principale",
                ("56B", "50D2b"),
            ),
        )
    else:
        refuse = (
            Choice(
                "Refuser : la carte reste sur la table, carte pénalisée principale, et le déclarant attaque "
                "de la bonne main",
                ("56B", "50D1a"),
            ),
        )
    return Ruling(
        id="attaque.defense.options_du_declarant",
        title="Attaque hors tour d'un joueur de la défense : le déclarant accepte ou refuse",
        laws=("56A", "56B", "53A", "50D", "10C1", "10C2"),
        now=(
            "Un joueur de la défense a attaqué hors tour : l'arbitre explique ses options au déclarant "
            "(10C1), qui choisit seul (10C2).",
            "S'il accepte, le jeu continue depuis la main à gauche du fautif (56A, 53A) ; s'il refuse, la "
            "carte devient carte pénalisée principale et la Loi 50D s'applique (56B).",
        ),
        chooser=DECLARER_CHOOSER,
        chooser_role=ChooserRole.DECLARER,
        choices=(
            Choice("Accepter l'attaque : le jeu continue depuis la main suivante", ("56A", "53A")),
            *refuse,
        ),
        penalty_cards=(
            PenaltyCard(
                "le joueur de la défense fautif",
                PenaltyKind.MAJOR,
                "la carte attaquée hors tour, si le déclarant refuse l'attaque",
            ),
        ),
        equity_may_apply=True,
        script=(
            "Déclarant, vous pouvez accepter cette attaque ou la refuser ; si vous la refusez, la carte "
            "devient une carte pénalisée principale. Choisissez seul.",
        ),
    )


def defender_led_56(facts: Facts, correct_leader: str) -> Ruling:
    if correct_leader == "declarer_side":
        followed = facts.ask("followed_declarer_turn")
    else:
        followed = facts.ask("followed_partner_turn")
    if followed == "next_hand":
        return defender_lead_accepted_53A(by_play=True)
    if followed == "proper_lead":
        return proper_lead_after_defender_53B()
    if followed == "partner_led_too":
        return partner_led_too_56(facts)
    choice = facts.ask("declarer_choice")
    if choice == "accept":
        return defender_lead_accepted_53A(by_play=False)
    if choice == "refuse":
        refused = (
            refuse_56B_partner_to_lead() if correct_leader == "partner" else refuse_56B_declarer_to_lead()
        )
        # Issue 29 §2: a penalty card already on the table changes what the refused lead makes (50B, 51).
        if facts.is_("already_penalty_card", "yes"):
            return earlier_penalty_card_51(refused, correct_leader)
        return refused
    return defender_lead_options_56(correct_leader)


# --- issue 29 §2: a penalty card already on the table when the lead goes out of turn ----------


def earlier_penalty_card_51(refused: Ruling, correct_leader: str) -> Ruling:
    """56B makes the refused lead a major penalty card; next to one already on the table, Law 51
    (the one function shared with 54D and 57A)."""
    return several_penalty_cards_51(refused, "la carte attaquée hors tour", correct_leader == "partner")


# --- review, missing 2: the right leader also led after his partner's lead out of turn ------

PARTNER_LED_TOO = (
    "Le partenaire du fautif, dont c'était le tour d'attaquer, a retourné une carte après l'attaque hors "
    "tour : cela ne retire rien aux droits du déclarant (60C). On règle d'abord l'attaque hors tour (56), "
    "puis cette deuxième carte."
)


def partner_led_too_56(facts: Facts) -> Ruling:
    choice = facts.ask("declarer_choice")
    if choice == "accept":
        # The lead stands; the partner's card was played before his right-hand opponent: Law 57D.
        return premature_play.defender_at_rho_turn_57D(
            facts,
            prefix="attaque.defense.deux_attaques.acceptee",
            extra_laws=("56A", "53A", "60C"),
            extra_now=(
                PARTNER_LED_TOO,
                "Le déclarant accepte l'attaque hors tour : elle devient régulière (56A, 53A), et la carte du "
                "partenaire a été jouée avant le tour de son adversaire de droite (57D).",
            ),
        )
    if choice == "refuse":
        refused = refuse_56B_partner_to_lead()
        return replace(
            refused,
            id="attaque.defense.deux_attaques.refusee",
            title="Deux attaques, la première hors tour refusée : deux cartes pénalisées principales",
            laws=(*refused.laws, "60C", "50D1b", "50D2"),
            now=(
                PARTNER_LED_TOO,
                *refused.now,
                "La carte retournée par le partenaire n'est pas son attaque : exposée en jouant hors de son "
                "tour, elle devient elle aussi carte pénalisée principale (50B). Il devra l'attaquer, sauf si "
                "le choix du déclarant l'en empêche : ce choix passe d'abord (50D1b).",
                "Tant que cette carte reste sur la table, chaque fois que le premier fautif prendra la main, "
                "le déclarant choisira de nouveau une restriction d'attaque (50D2).",
            ),
            penalty_cards=(
                *refused.penalty_cards,
                PenaltyCard(
                    "le partenaire du fautif",
                    PenaltyKind.MAJOR,
                    "la carte attaquée après l'attaque hors tour",
                ),
            ),
            lead_restrictions=(
                *refused.lead_restrictions,
                "Carte pénalisée du partenaire du fautif : à chaque prise de main du premier fautif, le "
                "déclarant exige ou interdit sa couleur (carte reprise), ou laisse l'attaque libre (50D2).",
            ),
            notes=(
                *refused.notes,
                "Interprétation retenue (comme pour l'entame, cas D de l'article d'arbitrage) : la carte "
                "retournée par le partenaire après l'attaque refusée est une carte jouée délibérément hors de "
                "son tour, donc pénalisée principale (50B).",
            ),
        )
    options = defender_lead_options_56("partner")
    return replace(
        options,
        id="attaque.defense.deux_attaques.options",
        laws=(*options.laws, "60C"),
        now=(PARTNER_LED_TOO, *options.now),
    )

"""Law 51, reached from every path that adds a penalty card to one already on the table (issue 38 §1).

One function, used by the refused lead out of turn (56B, `attaque`), the defender who played before his
partner (57A, `jeu_premature` and `attaque`), the refused opening lead (54D, `entame`) after a card
exposed during the auction (24E): once a defender has two penalty cards or more, all are major (50B),
declarer designates which one is played when several could be (51A), and his options for the partner's
lead are those of 51B instead of 50D2.
"""

from __future__ import annotations

from dataclasses import replace

from rules.model import Choice, ChooserRole, PenaltyCard, PenaltyKind, Ruling
from rules.topics.play.penalty_cards.exposure import DUTIES_SEVERAL, LEAD_RESTRICTION_51

LAWS_51 = ("50B", "50D1a", "50D1b", "51A", "51B1a", "51B1b", "51B2a", "51B2b", "51B2c")

CHOICES_51B = (
    Choice(
        "Exiger l'attaque dans la couleur d'une des cartes pénalisées : les cartes pénalisées de cette "
        "couleur sont reprises en main",
        ("51B1a", "51B2a"),
    ),
    Choice(
        "Interdire une ou plusieurs de ces couleurs tant que le partenaire garde la main : les cartes "
        "pénalisées de ces couleurs sont reprises en main",
        ("51B1b", "51B2b"),
    ),
    Choice(
        "Laisser l'attaque libre : toutes les cartes restent pénalisées sur la table",
        ("51B2c",),
    ),
)

DECLARER_CHOOSES = "le déclarant, seul, sans consulter son partenaire (10C2)"

SCRIPT_51 = (
    "Vous avez maintenant plusieurs cartes pénalisées : toutes sont principales, et le déclarant "
    "désigne laquelle vous jouez quand plusieurs peuvent l'être."
)


def earlier_line(new_card: str) -> str:
    return (
        f"Le fautif avait déjà une carte pénalisée sur la table : avec {new_card}, il en a maintenant deux ou "
        "plus, et toutes sont principales, même une carte qui était secondaire (50B). La Loi 51 règle désormais "
        "leur jeu et l'attaque de son partenaire."
    )


SCRIPT_51B = (
    "Déclarant, choisissez seul (51B) : exiger la couleur d'une des cartes pénalisées, ou interdire une ou "
    "plusieurs de leurs couleurs (les cartes pénalisées de ces couleurs sont alors reprises), ou laisser "
    "l'attaque libre (toutes restent sur la table)."
)

# Review 3 (A15): declarer's choice already made when the earlier card is known. Which cards are picked up
# depends on their suits (51B1 one suit, 51B2 several), said for every case rather than asked.
CHOSEN_51B = {
    "require": (
        "Le déclarant a exigé la couleur de {card} : toutes les cartes pénalisées du fautif dans cette couleur "
        "sont reprises, celle qu'il avait déjà aussi si elle est de cette couleur (51B1a, 51B2a) ; une carte "
        "pénalisée d'une autre couleur reste sur la table, principale (50B), à jouer à la première occasion "
        "légale (50D1a).",
        ("51B1a", "51B2a"),
        "Reprenez aussi votre autre carte pénalisée si elle est de cette couleur ; sinon elle reste sur la "
        "table et vous la jouerez à la première occasion légale.",
    ),
    "forbid": (
        "Le déclarant a interdit la couleur de {card} : toutes les cartes pénalisées du fautif dans cette "
        "couleur sont reprises, celle qu'il avait déjà aussi si elle est de cette couleur (51B1b, 51B2b), et "
        "l'interdiction dure tant que son partenaire garde la main ; une carte pénalisée d'une autre couleur "
        "reste sur la table, principale (50B), à jouer à la première occasion légale (50D1a).",
        ("51B1b", "51B2b"),
        "Reprenez aussi votre autre carte pénalisée si elle est de cette couleur ; sinon elle reste sur la "
        "table et vous la jouerez à la première occasion légale.",
    ),
    "free": (
        "Le déclarant a laissé l'attaque libre : toutes les cartes pénalisées du fautif restent sur la table, "
        "principales (51B2c, 50B) ; si son partenaire garde la main, les options de 51B reviennent à la levée "
        "suivante.",
        ("51B2c",),
        "",
    ),
}
OTHER_SUIT_51B2 = (
    "Avec des cartes pénalisées de deux couleurs, ses options étaient celles de 51B2 (10C1) : exiger la "
    "couleur de l'une ou de l'autre, interdire l'une, l'autre ou les deux, ou laisser l'attaque libre ; s'il "
    "a exigé ou interdit l'autre couleur, ou les deux, la même règle vaut pour elles : les cartes pénalisées "
    "de ces couleurs sont reprises, les autres restent."
)


def several_penalty_cards_51(
    ruling: Ruling, new_card: str, partner_leads_now: bool, chosen: str | None = None
) -> Ruling:
    """`ruling` made `new_card` a penalty card of a defender who already had one on the table. When
    his partner is to lead now, declarer's choice is that of 51B (one suit 51B1, several 51B2); else
    the ruling's own choices stand (57A's options for the current trick, 56B's lead) and 51B is
    announced for the partner's next lead. The 50D2 lines, laws and words read at the table give way
    to 51B. `chosen` (« require », « forbid », « free »): declarer has already chosen for the suit of
    `new_card`; what his choice picks up is said, nothing is offered again (review 3, A15)."""
    kept = tuple(line for line in ruling.now if "(50D2" not in line)
    laws = tuple(law for law in ruling.laws if not law.startswith("50D2"))
    # The one-card choice read at the table (« Déclarant, choisissez seul : exiger cette couleur… »).
    script = tuple(line for line in ruling.script if not line.startswith("Déclarant, choisissez seul"))
    if chosen == "free":
        # 51B2c: every card stays on the table; the options of 51B come back at each of the partner's leads.
        free = several_penalty_cards_51(ruling, new_card, partner_leads_now=False)
        return replace(
            free, laws=tuple(dict.fromkeys((*free.laws, "51B2c"))), now=(*free.now, CHOSEN_51B["free"][0])
        )
    if chosen is not None:
        line, chosen_laws, said = CHOSEN_51B[chosen]
        return replace(
            ruling,
            id=f"{ruling.id}.deja_une_carte_penalisee",
            title=ruling.title + " ; il avait déjà une carte pénalisée (51B)",
            # 50D2a stays: 51B2a and 51B2b refer to it for the suit required or prohibited.
            laws=tuple(dict.fromkeys((*ruling.laws, "50B", "50D1a", *chosen_laws, "51B2a", "51B2b", "10C1"))),
            now=(*kept, earlier_line(new_card), line.format(card=new_card), OTHER_SUIT_51B2),
            penalty_cards=(
                *(replace(card, kind=PenaltyKind.MAJOR) for card in ruling.penalty_cards),
                PenaltyCard(
                    "le joueur de la défense fautif",
                    PenaltyKind.MAJOR,
                    "la carte pénalisée qu'il avait déjà sur la table, sauf si elle est de la couleur exigée ou "
                    "interdite (alors reprise, 51B1)",
                ),
            ),
            script=(*script, said),
        )
    return replace(
        ruling,
        id=f"{ruling.id}.deja_une_carte_penalisee",
        title=ruling.title + " ; il avait déjà une carte pénalisée : toutes sont principales (51)",
        laws=tuple(dict.fromkeys((*laws, *LAWS_51))),
        now=(
            *kept,
            earlier_line(new_card),
            DUTIES_SEVERAL,
            *(() if partner_leads_now else (LEAD_RESTRICTION_51,)),
        ),
        choices=CHOICES_51B if partner_leads_now else ruling.choices,
        # 51B: declarer alone chooses for the partner's lead (also when he chose under 50D2 before the
        # earlier card was known: his choice is now one of 51B's).
        chooser=(ruling.chooser or DECLARER_CHOOSES) if partner_leads_now else ruling.chooser,
        chooser_role=ChooserRole.DECLARER if partner_leads_now else ruling.chooser_role,
        penalty_cards=(
            *(replace(card, kind=PenaltyKind.MAJOR) for card in ruling.penalty_cards),
            PenaltyCard(
                "le joueur de la défense fautif",
                PenaltyKind.MAJOR,
                "la carte pénalisée qu'il avait déjà sur la table (principale désormais, 50B"
                + (
                    "; reprise si le déclarant exige ou interdit sa couleur, 51B)"
                    if partner_leads_now
                    else ")"
                ),
            ),
        ),
        lead_restrictions=(LEAD_RESTRICTION_51,),
        script=(
            *script,
            SCRIPT_51,
            *((SCRIPT_51B,) if partner_leads_now and ruling.script != script else ()),
        ),
    )

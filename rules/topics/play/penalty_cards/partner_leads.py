"""Le partenaire du propriétaire doit attaquer : les options du déclarant, 50D2 et 51B."""

from __future__ import annotations

from rules.model import Choice, ChooserRole, PenaltyCard, PenaltyKind, Ruling
from rules.topic import Facts
from rules.topics.play.penalty_cards.questions import (
    CHOOSE_ALONE,
    INFO_50E1,
    OWNER,
    STAY_AT_TABLE,
    WAIT_50D2,
    kind_of_the_card,
)

# --- 50D2 and 51B: the owner's partner is to lead ---------------------------------------


def partner_to_lead(facts: Facts) -> Ruling:
    kind = kind_of_the_card(facts)
    if kind == "minor":
        return no_lead_restriction_50C()
    if kind == "major":
        return lead_options_50D2(facts)
    if facts.is_("suits", "one_suit"):
        return lead_options_51B1(facts)
    return lead_options_51B2(facts)


def no_lead_restriction_50C() -> Ruling:
    return Ruling(
        id="cartes_penalisees.50C.attaque_libre",
        title="Carte pénalisée secondaire : le partenaire attaque librement",
        laws=("50C", "50E1"),
        now=(
            "Avec une carte pénalisée secondaire, le partenaire de son propriétaire n'a aucune restriction "
            "d'attaque (50C) : il attaque ce qu'il veut, sans attendre le déclarant.",
            INFO_50E1,
        ),
        penalty_cards=(PenaltyCard(OWNER, PenaltyKind.MINOR, "la carte pénalisée"),),
        script=("La carte est secondaire : partenaire, vous attaquez librement.",),
    )


def lead_options_50D2(facts: Facts) -> Ruling:
    choice = facts.ask("declarer_choice")
    penalty = (PenaltyCard(OWNER, PenaltyKind.MAJOR, "la carte pénalisée"),)
    if choice == "not_yet":
        return Ruling(
            id="cartes_penalisees.50D2.options",
            title="Le partenaire prend la main : le déclarant choisit une option d'attaque",
            laws=("50D2", "50D2a", "50D2b", "10C1", "10C2"),
            now=(
                WAIT_50D2,
                "Le déclarant choisit l'une des trois options ci-dessous. " + CHOOSE_ALONE,
                "S'il exige ou interdit la couleur, la carte pénalisée est reprise et n'est plus pénalisée "
                "(50D2a) ; s'il ne fait rien, elle reste sur la table (50D2b).",
            ),
            chooser="le déclarant",
            chooser_role=ChooserRole.DECLARER,
            choices=(
                Choice(
                    "Exiger l'attaque dans la couleur de la carte pénalisée (la carte est reprise)",
                    ("50D2a",),
                ),
                Choice(
                    "Interdire l'attaque dans cette couleur tant que ce joueur garde la main (la carte est reprise)",
                    ("50D2a",),
                ),
                Choice(
                    "N'exiger ni n'interdire rien : attaque libre, la carte reste pénalisée principale",
                    ("50D2b",),
                ),
            ),
            penalty_cards=penalty,
            notes=(STAY_AT_TABLE,),
            script=(
                "Partenaire, n'attaquez pas encore.",
                "Déclarant, vous pouvez exiger l'attaque dans la couleur de la carte pénalisée, ou l'interdire tant "
                "qu'il garde la main — dans ces deux cas la carte est reprise — ou le laisser attaquer librement, "
                "et la carte reste pénalisée. Choisissez sans consulter le mort.",
            ),
        )
    if choice == "require":
        return Ruling(
            id="cartes_penalisees.50D2a.couleur_exigee",
            title="Attaque exigée dans la couleur de la carte pénalisée",
            laws=("50D2a", "59", "50E2"),
            now=(
                "Le partenaire doit attaquer dans la couleur de la carte pénalisée ; s'il n'en a pas, il attaque "
                "n'importe quelle carte (50D2a, 59).",
                "La carte pénalisée est reprise en main : ce n'est plus une carte pénalisée (50D2a).",
                "L'information qu'elle a donnée est désormais non autorisée pour le partenaire, autorisée pour le "
                "déclarant (50E2).",
            ),
            script=(
                "Reprenez votre carte. Partenaire, vous devez attaquer dans cette couleur.",
                "Vous ne devez pas tenir compte de la carte que vous avez vue.",
            ),
        )
    if choice == "forbid":
        return Ruling(
            id="cartes_penalisees.50D2a.couleur_interdite",
            title="Attaque interdite dans la couleur de la carte pénalisée",
            laws=("50D2a", "59", "50E2"),
            now=(
                "Le partenaire ne doit pas attaquer dans la couleur de la carte pénalisée tant qu'il garde la main ; "
                "s'il n'a plus que des cartes de cette couleur, il en attaque une (50D2a, 59).",
                "La carte pénalisée est reprise en main : ce n'est plus une carte pénalisée (50D2a).",
                "L'information qu'elle a donnée est désormais non autorisée pour le partenaire, autorisée pour le "
                "déclarant (50E2).",
            ),
            notes=(
                "Conseil : restez derrière le joueur tant qu'il garde la main, pour qu'il n'attaque pas la couleur "
                "interdite (par exemple après avoir encaissé un As ailleurs).",
            ),
            script=(
                "Reprenez votre carte. Partenaire, tant que vous gardez la main, vous ne pouvez pas attaquer dans "
                "cette couleur.",
                "Vous ne devez pas tenir compte de la carte que vous avez vue.",
            ),
        )
    return Ruling(
        id="cartes_penalisees.50D2b.attaque_libre",
        title="Ni exigence ni interdiction : attaque libre, la carte reste pénalisée",
        laws=("50D2b", "50D1a", "50E1"),
        now=(
            "Le partenaire attaque la carte de son choix ; la carte pénalisée reste sur la table, toujours "
            "principale, et la Loi 50D continue de s'appliquer (50D2b).",
            "Si le partenaire garde la main à la levée suivante et que la carte n'a pas été jouée, le déclarant "
            "choisit de nouveau parmi les mêmes options.",
            "Le propriétaire de la carte pénalisée la joue à la première occasion légale, peut-être dès cette "
            "levée (50D1a).",
            INFO_50E1,
        ),
        penalty_cards=penalty,
        notes=(STAY_AT_TABLE,),
        script=(
            "Partenaire, vous attaquez librement. La carte pénalisée reste sur la table et devra être jouée à la "
            "première occasion légale.",
        ),
    )


def lead_options_51B1(facts: Facts) -> Ruling:
    choice = facts.ask("declarer_choice")
    penalty = (PenaltyCard(OWNER, PenaltyKind.MAJOR, "chaque carte pénalisée"),)
    if choice == "not_yet":
        return Ruling(
            id="cartes_penalisees.51B1.options",
            title="Plusieurs cartes pénalisées dans une couleur : le déclarant choisit une option d'attaque",
            laws=("50D2", "51B1a", "51B1b", "50D2b", "10C1", "10C2"),
            now=(
                WAIT_50D2,
                "Le déclarant choisit l'une des trois options ci-dessous. " + CHOOSE_ALONE,
            ),
            chooser="le déclarant",
            chooser_role=ChooserRole.DECLARER,
            choices=(
                Choice("Exiger l'attaque dans cette couleur (toutes ces cartes sont reprises)", ("51B1a",)),
                Choice(
                    "Interdire cette couleur tant que le partenaire garde la main (toutes ces cartes sont reprises)",
                    ("51B1b",),
                ),
                Choice(
                    "N'exiger ni n'interdire rien : attaque libre, les cartes restent pénalisées", ("50D2b",)
                ),
            ),
            penalty_cards=penalty,
            notes=(STAY_AT_TABLE,),
            script=(
                "Partenaire, n'attaquez pas encore.",
                "Déclarant, vous pouvez exiger cette couleur ou l'interdire tant qu'il garde la main — les cartes "
                "pénalisées sont alors reprises — ou le laisser attaquer librement, et elles restent sur la table. "
                "Choisissez sans consulter le mort.",
            ),
        )
    if choice == "require":
        return Ruling(
            id="cartes_penalisees.51B1a.couleur_exigee",
            title="Plusieurs cartes pénalisées dans une couleur : attaque de cette couleur exigée",
            laws=("51B1a", "59", "50E2"),
            now=(
                "Le partenaire doit attaquer dans la couleur des cartes pénalisées ; s'il n'en a pas, il attaque "
                "n'importe quelle carte (51B1a, 59).",
                "Toutes les cartes pénalisées de cette couleur sont reprises : leur propriétaire joue à cette levée "
                "n'importe quelle carte légale (51B1a).",
                "L'information qu'elles ont donnée est désormais non autorisée pour le partenaire (50E2).",
            ),
            script=("Reprenez vos cartes. Partenaire, vous devez attaquer dans cette couleur.",),
        )
    if choice == "forbid":
        return Ruling(
            id="cartes_penalisees.51B1b.couleur_interdite",
            title="Plusieurs cartes pénalisées dans une couleur : attaque de cette couleur interdite",
            laws=("51B1b", "59", "50E2"),
            now=(
                "Le partenaire ne doit pas attaquer dans cette couleur tant qu'il garde la main ; s'il n'a plus que "
                "des cartes de cette couleur, il en attaque une (51B1b, 59).",
                "Toutes les cartes pénalisées de cette couleur sont reprises : leur propriétaire joue à cette levée "
                "n'importe quelle carte légale (51B1b).",
                "L'information qu'elles ont donnée est désormais non autorisée pour le partenaire (50E2).",
            ),
            notes=("Conseil : restez derrière le joueur tant qu'il garde la main.",),
            script=(
                "Reprenez vos cartes. Partenaire, tant que vous gardez la main, vous ne pouvez pas attaquer dans "
                "cette couleur.",
            ),
        )
    return Ruling(
        id="cartes_penalisees.51B1.attaque_libre",
        title="Plusieurs cartes pénalisées dans une couleur : attaque libre, elles restent pénalisées",
        laws=("50D2b", "51A", "50E1"),
        now=(
            "Le partenaire attaque la carte de son choix ; les cartes pénalisées restent sur la table, toutes "
            "principales, et les Lois 50 et 51 continuent de s'appliquer (50D2b).",
            "Si plusieurs d'entre elles peuvent être jouées à une levée, le déclarant désigne laquelle (51A).",
            "Si le partenaire garde la main à la levée suivante, le déclarant choisit de nouveau.",
            INFO_50E1,
        ),
        penalty_cards=penalty,
        notes=(STAY_AT_TABLE,),
        script=("Partenaire, vous attaquez librement. Les cartes pénalisées restent sur la table.",),
    )


def lead_options_51B2(facts: Facts) -> Ruling:
    choice = facts.ask("declarer_choice")
    penalty = (PenaltyCard(OWNER, PenaltyKind.MAJOR, "chaque carte pénalisée"),)
    remaining = (
        "Interprétation retenue : les cartes pénalisées des autres couleurs restent sur la table, toujours "
        "principales, avec leurs obligations (50D1a, 51A)."
    )
    if choice == "not_yet":
        return Ruling(
            id="cartes_penalisees.51B2.options",
            title="Cartes pénalisées dans plusieurs couleurs : le déclarant choisit une option d'attaque",
            laws=("50D2", "51B2a", "51B2b", "51B2c", "10C1", "10C2"),
            now=(
                WAIT_50D2,
                "Le déclarant choisit l'une des trois options ci-dessous. " + CHOOSE_ALONE,
            ),
            chooser="le déclarant",
            chooser_role=ChooserRole.DECLARER,
            choices=(
                Choice(
                    "Exiger l'attaque dans l'une des couleurs des cartes pénalisées (les cartes de cette couleur "
                    "sont reprises)",
                    ("51B2a", "51B1a"),
                ),
                Choice(
                    "Interdire une ou plusieurs de ces couleurs tant que le partenaire garde la main (les cartes des "
                    "couleurs interdites sont reprises)",
                    ("51B2b",),
                ),
                Choice(
                    "N'exiger ni n'interdire rien : attaque libre, toutes les cartes restent pénalisées",
                    ("51B2c",),
                ),
            ),
            penalty_cards=penalty,
            notes=(STAY_AT_TABLE,),
            script=(
                "Partenaire, n'attaquez pas encore.",
                "Déclarant, vous pouvez exiger l'une des couleurs des cartes pénalisées, ou en interdire une ou "
                "plusieurs tant qu'il garde la main — les cartes de ces couleurs sont alors reprises — ou le laisser "
                "attaquer librement. Choisissez sans consulter le mort.",
            ),
        )
    if choice == "require":
        return Ruling(
            id="cartes_penalisees.51B2a.couleur_exigee",
            title="Cartes pénalisées dans plusieurs couleurs : attaque d'une de ces couleurs exigée",
            laws=("51B2a", "51B1a", "59", "50E2", "50D1a", "51A"),
            now=(
                "Le partenaire doit attaquer dans la couleur désignée par le déclarant, qui doit être une couleur "
                "où il y a une carte pénalisée ; s'il n'en a pas, il attaque n'importe quelle carte (51B2a, 59).",
                "Les cartes pénalisées de cette couleur sont reprises, et leur propriétaire joue à cette levée "
                "n'importe quelle carte légale (51B1a).",
                remaining,
                "L'information des cartes reprises est désormais non autorisée pour le partenaire (50E2).",
            ),
            penalty_cards=(
                PenaltyCard(OWNER, PenaltyKind.MAJOR, "les cartes pénalisées des autres couleurs"),
            ),
            notes=(STAY_AT_TABLE,),
            script=(
                "Reprenez les cartes pénalisées de cette couleur. Partenaire, vous devez attaquer dans cette couleur.",
            ),
        )
    if choice == "forbid":
        return Ruling(
            id="cartes_penalisees.51B2b.couleurs_interdites",
            title="Cartes pénalisées dans plusieurs couleurs : attaque interdite dans une ou plusieurs couleurs",
            laws=("51B2b", "59", "50E2", "50D1a", "51A"),
            now=(
                "Le partenaire ne doit attaquer dans aucune des couleurs interdites tant qu'il garde la main ; s'il "
                "n'a plus que des cartes de ces couleurs, il en attaque une (51B2b, 59).",
                "Toutes les cartes pénalisées des couleurs interdites sont reprises, et leur propriétaire joue à "
                "cette levée n'importe quelle carte légale (51B2b).",
                remaining,
                "L'information des cartes reprises est désormais non autorisée pour le partenaire (50E2).",
            ),
            penalty_cards=(
                PenaltyCard(
                    OWNER,
                    PenaltyKind.MAJOR,
                    "les cartes pénalisées des couleurs non interdites, s'il en reste",
                ),
            ),
            notes=(STAY_AT_TABLE, "Conseil : restez derrière le joueur tant qu'il garde la main."),
            script=(
                "Reprenez les cartes pénalisées des couleurs interdites. Partenaire, tant que vous gardez la main, "
                "vous ne pouvez pas attaquer dans ces couleurs.",
            ),
        )
    return Ruling(
        id="cartes_penalisees.51B2c.attaque_libre",
        title="Cartes pénalisées dans plusieurs couleurs : attaque libre, elles restent pénalisées",
        laws=("51B2c", "51A", "50E1"),
        now=(
            "Le partenaire attaque la carte de son choix ; toutes les cartes pénalisées restent sur la table, et les "
            "Lois 50 et 51 continuent de s'appliquer (51B2c).",
            "Si plusieurs d'entre elles peuvent être jouées à une levée, le déclarant désigne laquelle (51A).",
            "Si le partenaire garde la main à la levée suivante, le déclarant choisit de nouveau.",
            INFO_50E1,
        ),
        penalty_cards=penalty,
        notes=(STAY_AT_TABLE,),
        script=("Partenaire, vous attaquez librement. Les cartes pénalisées restent sur la table.",),
    )

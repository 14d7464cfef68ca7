"""La carte pénalisée — Lois 48 à 52.

The director first settles whose card it is (48A: never declarer's or dummy's), then what
he has to rule now: the kind of a card just exposed (50B), what its owner must play (50C,
50D1, 51A), the declarer's options when the owner's partner gets the lead (50D2, 51B),
a penalty card not played (52, the same ruling as in the revoke topic), or what the
players may do with the information it gives (50E, as rewritten in 2017).
One function per rectification; its law is in its name. Explanations are in our own words.
"""

from __future__ import annotations

from dataclasses import replace

from rules.model import Choice, ChooserRole, Option, PenaltyCard, PenaltyKind, Question, Ruling
from rules.topic import Facts, Topic, questions
from rules.topics import revoke
from rules.topics.common import DECLARER, DEFENDER, DUMMY, yes_no

OWNER = "le joueur de la défense fautif"

CHOOSE_ALONE = "Le déclarant choisit seul, sans consulter le mort (10C2)."

STAY_AT_TABLE = (
    "Conseil : restez à la table jusqu'à ce que la carte pénalisée soit jouée ou reprise, pour veiller à "
    "ce qu'elle le soit à la première occasion légale et pour faire choisir le déclarant quand le "
    "partenaire prendra la main."
)

INFO_50E1 = (
    "Tant que la carte pénalisée est sur la table, ce qu'elle montre et l'obligation de la jouer sont des "
    "informations autorisées pour tous les joueurs, partenaire compris (50E1)."
)

WAIT_50D2 = (
    "Le partenaire n'attaque pas avant que le déclarant ait annoncé son choix ; s'il attaque trop tôt, sa "
    "carte peut devenir carte pénalisée (50D2, 49)."
)

QUESTIONS = questions(
    Question(
        "owner",
        "À qui appartient la carte exposée ?",
        (
            Option(DECLARER, "Au déclarant"),
            Option(DUMMY, "Au mort"),
            Option(DEFENDER, "À un joueur de la défense"),
        ),
        "Seules les cartes d'un joueur de la défense peuvent devenir des cartes pénalisées ; celles du "
        "déclarant et du mort, jamais (48A).",
    ),
    Question(
        "situation",
        "Que faut-il régler ?",
        (
            Option(
                "new_card", "Une carte vient d'être exposée : est-elle pénalisée, principale ou secondaire ?"
            ),
            Option("owner_to_play", "Le joueur qui a la carte pénalisée doit jouer ou attaquer"),
            Option("partner_to_lead", "Le partenaire du joueur qui a la carte pénalisée doit attaquer"),
            Option("not_played", "La carte pénalisée n'a pas été jouée alors qu'elle devait l'être"),
            Option("information", "Ce que les joueurs peuvent faire de l'information donnée par la carte"),
        ),
        "Une carte pénalisée reste face visible sur la table devant son propriétaire jusqu'à ce qu'elle soit "
        "jouée ou reprise (50A).",
    ),
    Question(
        "count",
        "Combien de cartes pénalisées ce joueur a-t-il maintenant sur la table, celle-ci comprise ?",
        (Option("one", "Une seule"), Option("several", "Deux ou plus")),
        "Quand un joueur de la défense a deux cartes pénalisées ou plus, toutes sont principales (50B).",
    ),
    Question(
        "how_exposed",
        "Comment la carte a-t-elle été exposée ?",
        (
            Option(
                "deliberate",
                "En la jouant délibérément : attaque hors tour refusée, renonce corrigée, jeu prématuré…",
            ),
            Option(
                "unintentional",
                "Par mégarde : carte tombée, deux cartes jouées ensemble, carte tenue de façon que le "
                "partenaire ait pu la voir…",
            ),
            Option(
                "not_penalty",
                "Dans le cours normal du jeu ou de l'application d'une loi : déclaration sur la levée en cours, "
                "concession aussitôt contestée par le partenaire, carte reprise après une information erronée",
            ),
        ),
        "Une carte que le partenaire a pu voir, ou qu'un joueur de la défense a nommée comme étant dans sa "
        "main, devient carte pénalisée (49) ; l'arbitre juge si l'exposition était délibérée.",
    ),
    yes_no(
        "honour",
        "La carte exposée est-elle un honneur (As, Roi, Dame, Valet ou 10) ?",
        "Une carte isolée inférieure à l'honneur exposée par mégarde est secondaire ; un honneur est "
        "toujours principal (50B).",
    ),
    Question(
        "kind",
        "Quelle est la nature de la carte pénalisée ?",
        (
            Option("minor", "Une seule carte pénalisée secondaire"),
            Option("major", "Une seule carte pénalisée principale"),
            Option("several", "Plusieurs cartes pénalisées (toutes principales)"),
        ),
        "Secondaire : une seule carte sous l'honneur exposée par mégarde. Principale : un honneur, ou une "
        "carte exposée en jouant délibérément. Plusieurs : toutes principales (50B).",
    ),
    Question(
        "playable_now",
        "Peut-il légalement jouer la carte pénalisée à cette levée ?",
        (
            Option(
                "yes", "Oui : il attaque, ou elle est de la couleur attaquée, ou il n'a plus de cette couleur"
            ),
            Option(
                "no",
                "Non : il doit fournir dans une autre couleur, ou une restriction d'attaque ou de jeu l'en empêche",
            ),
        ),
        "L'obligation de fournir, ou de respecter une restriction d'attaque ou de jeu, passe avant celle de "
        "jouer la carte pénalisée principale (50D1b).",
    ),
    Question(
        "playable_count",
        "Combien de ses cartes pénalisées peut-il légalement jouer à cette levée ?",
        (
            Option(
                "none", "Aucune (il doit fournir dans une autre couleur, ou une restriction l'en empêche)"
            ),
            Option("one", "Une seule"),
            Option("several", "Plusieurs"),
        ),
        "Si plusieurs cartes pénalisées peuvent être jouées légalement, le déclarant désigne laquelle (51A).",
    ),
    Question(
        "suits",
        "Dans combien de couleurs sont ses cartes pénalisées ?",
        (
            Option("one_suit", "Toutes dans la même couleur"),
            Option("several_suits", "Dans plusieurs couleurs"),
        ),
        "Avec des cartes pénalisées dans plusieurs couleurs, le déclarant peut exiger l'une de ces couleurs "
        "ou en interdire une ou plusieurs (51B2).",
    ),
    Question(
        "declarer_choice",
        "Le déclarant a-t-il déjà choisi son option pour l'attaque du partenaire ?",
        (
            Option("not_yet", "Pas encore : expliquer les options au déclarant"),
            Option(
                "require", "Il exige l'attaque dans la couleur (ou une des couleurs) de la carte pénalisée"
            ),
            Option("forbid", "Il interdit l'attaque dans cette couleur (ou ces couleurs)"),
            Option("nothing", "Il n'exige ni n'interdit rien"),
        ),
        "L'arbitre expose d'abord toutes les options (10C1) ; le déclarant choisit seul (10C2). Revenez ici "
        "une fois le choix fait pour la suite exacte.",
    ),
    revoke.QUESTIONS["discovered"],
    revoke.QUESTIONS["established"],
    revoke.QUESTIONS["declarer_played_since"],
    Question(
        "information_case",
        "Où en est la carte pénalisée ?",
        (
            Option("on_table", "Elle est encore sur la table"),
            Option(
                "picked_up",
                "Elle a été reprise en main sur le choix du déclarant (attaque exigée ou interdite)",
            ),
            Option("played", "Elle a été jouée"),
            Option("end_of_play", "Le coup est fini et le camp non fautif s'estime lésé"),
        ),
        "Depuis 2017, l'information d'une carte pénalisée encore sur la table est autorisée pour tous ; "
        "reprise en main, elle est non autorisée pour le partenaire (50E).",
    ),
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
            "Si le déclarant étale son jeu juste après une entame hors tour, voir le thème Attaque hors tour "
            "(48B1) ; à un autre moment, il peut s'agir d'une revendication (48B2).",
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


# --- 50C, 50D1, 51A: the owner is to play ------------------------------------------------


def owner_to_play(facts: Facts) -> Ruling:
    kind = facts.ask("kind")
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
        laws=("50C",),
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
            f"La carte pénalisée reste{'nt' if several else ''} face visible sur la table et devra être jouée à "
            "la prochaine occasion légale (50D1a, 50D1b).",
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


# --- 50D2 and 51B: the owner's partner is to lead ---------------------------------------


def partner_to_lead(facts: Facts) -> Ruling:
    kind = facts.ask("kind")
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
            laws=("51B2a", "51B1a", "59", "50E2"),
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
            laws=("51B2b", "59", "50E2"),
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


# --- 52: a penalty card not played (the revoke topic's ruling) --------------------------


def penalty_card_not_played_52(facts: Facts) -> Ruling:
    """The same ruling as the revoke topic gives, under this topic's id prefix."""
    ruling = revoke.penalty_card_not_played_52(facts)
    return replace(ruling, id="cartes_penalisees." + ruling.id.removeprefix("renonce."))


# --- 50E: the information from a penalty card --------------------------------------------


def information_50E(facts: Facts) -> Ruling:
    case = facts.ask("information_case")
    if case == "on_table":
        return Ruling(
            id="cartes_penalisees.50E1.sur_la_table",
            title="Information d'une carte pénalisée encore sur la table : autorisée pour tous",
            laws=("50E1", "50E4"),
            now=(INFO_50E1,),
            end_of_play=(
                "Si, à la fin du coup, le résultat aurait bien pu être différent sans l'aide de la carte exposée "
                "et que le camp non fautif est lésé, l'arbitre attribue une marque ajustée (50E4).",
            ),
            equity_may_apply=True,
            notes=(
                "Règle de 2017 : le partenaire peut tenir compte de la carte pénalisée sur la table (le texte de "
                "2007 le lui interdisait).",
            ),
            script=(
                "Tant que la carte est sur la table, chacun peut tenir compte de ce qu'elle montre. Si cela aide "
                "la défense, je pourrai ajuster le score à la fin du coup.",
            ),
        )
    if case == "picked_up":
        return Ruling(
            id="cartes_penalisees.50E2.reprise",
            title="Carte pénalisée reprise en main : information non autorisée pour le partenaire",
            laws=("50E2", "16C"),
            now=(
                "La carte a été reprise sur le choix du déclarant : l'information qu'elle a donnée est non autorisée "
                "pour le partenaire de son propriétaire, mais autorisée pour le déclarant (50E2, 16C).",
            ),
            equity_may_apply=True,
            script=("Partenaire, vous ne devez plus tenir compte de la carte que vous avez vue.",),
        )
    if case == "played":
        return Ruling(
            id="cartes_penalisees.50E3.jouee",
            title="Carte pénalisée jouée : les circonstances restent une information non autorisée",
            laws=("50E3", "16C"),
            now=(
                "La carte a été jouée. Ce que le partenaire pourrait déduire des circonstances où elle a été "
                "exposée (par exemple, une attaque hors tour révélant une intention) est une information non "
                "autorisée pour lui (50E3).",
            ),
            equity_may_apply=True,
            script=(
                "Partenaire, vous ne devez pas tenir compte des circonstances dans lesquelles cette carte a été "
                "exposée.",
            ),
        )
    return Ruling(
        id="cartes_penalisees.50E4.ajustement",
        title="Fin du coup : ajuster si la carte pénalisée a aidé la défense",
        laws=("50E4", "50E1"),
        now=(
            "L'arbitre se demande si, sans l'aide apportée par la carte exposée, le résultat aurait bien pu être "
            "différent (50E4).",
            "Si oui et que le camp non fautif est lésé, il attribue une marque ajustée qui rétablit autant que "
            "possible le résultat probable sans l'effet de la carte pénalisée (50E4).",
        ),
        equity_may_apply=True,
        script=(
            "Je vais examiner si la carte pénalisée a aidé la défense ; si c'est le cas, j'ajusterai le score.",
        ),
    )


# --- the topic --------------------------------------------------------------------------


def decide(facts: Facts) -> Ruling:
    owner = facts.ask("owner")
    if owner in (DECLARER, DUMMY):
        return never_penalty_card_48A(owner)
    situation = facts.ask("situation")
    if situation == "new_card":
        return classify_50B(facts)
    if situation == "owner_to_play":
        return owner_to_play(facts)
    if situation == "partner_to_lead":
        return partner_to_lead(facts)
    if situation == "not_played":
        return penalty_card_not_played_52(facts)
    return information_50E(facts)


ORDER = 50

TOPIC = Topic(
    id="cartes_penalisees",
    title="Carte pénalisée",
    summary="Carte exposée par un joueur de la défense : nature, obligations, options du déclarant (Lois 48 à 52).",
    laws=("48", "49", "50", "51", "52"),
    questions=QUESTIONS,
    procedure=decide,
)

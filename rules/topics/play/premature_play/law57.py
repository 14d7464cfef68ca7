"""Law 57: premature lead or play — 57C (no rectification), 57A (major penalty card and the declarer's
options), 57D (a defender at his right-hand opponent's turn), 57C3 (the declarer too early).

A premature card that does not follow suit is still a revoke to correct (61A, 62)."""

from __future__ import annotations

from dataclasses import replace

from rules.model import (
    AdjustedKind,
    AdjustedScore,
    Choice,
    ChooserRole,
    PenaltyCard,
    PenaltyKind,
    Ruling,
)
from rules.topic import Facts
from rules.topics.play.penalty_cards.several import several_penalty_cards_51
from rules.topics.play.premature_play.wording import (
    CHOOSE_ALONE,
    LEAD_RESTRICTION_50D2,
    MAJOR_CARD_DUTIES,
    OFFENDER,
    STAY_AT_TABLE,
)

# --- 57C: no rectification --------------------------------------------------------------


def no_rectification_57C1(prefix: str, extra_laws: tuple[str, ...], extra_now: tuple[str, ...]) -> Ruling:
    return Ruling(
        id=f"{prefix}.57C1.sans_rectification",
        title="Jeu prématuré après que le déclarant a joué de ses deux mains : pas de rectification",
        laws=(*extra_laws, "57C1"),
        now=(
            *extra_now,
            "Le déclarant avait déjà joué de sa main et du mort à cette levée : le joueur de la défense qui a "
            "joué avant son partenaire n'est pas rectifié (57C1). Sa carte, légale, reste jouée et n'est pas pénalisée.",
            "S'il a attaqué la levée suivante trop tôt : quand il remporte la levée en cours, sa carte est son "
            "attaque à la levée suivante ; sinon, c'est une attaque hors tour (thème Attaque hors tour).",
        ),
        notes=(
            "Interprétation retenue : le déclarant doit avoir joué de ses deux mains avant la carte jouée "
            "trop tôt ; une carte du mort ne compte qu'une fois désignée par le déclarant (57C1).",
            "Interprétation retenue : 57C1 écarte la rectification du jeu prématuré, pas celle d'une attaque "
            "hors tour ; le fautif ne peut pas reprendre de lui-même la carte attaquée trop tôt (le déclarant "
            "peut toutefois exiger qu'elle soit reprise, elle devient alors carte pénalisée principale, 56B).",
        ),
        script=(
            "Le déclarant avait déjà joué de ses deux mains : pas de rectification pour avoir joué avant votre "
            "partenaire. Le jeu continue.",
        ),
    )


def no_rectification_57C2(prefix: str, extra_laws: tuple[str, ...], extra_now: tuple[str, ...]) -> Ruling:
    return Ruling(
        id=f"{prefix}.57C2.sans_rectification",
        title="Jeu prématuré provoqué par le mort : pas de rectification",
        laws=(*extra_laws, "57C2", "45F"),
        adjusted_score=AdjustedScore(AdjustedKind.ASSIGNED, ("45F", "12C1b"), foreseen=True),
        now=(
            *extra_now,
            "Le mort avait de lui-même pris une carte avant son tour ou suggéré d'en jouer une : le joueur de la "
            "défense qui a joué avant son partenaire n'est pas rectifié (57C2). Sa carte, légale, reste jouée et n'est pas pénalisée.",
        ),
        notes=(
            "Si la suggestion du mort a lésé la défense, l'arbitre attribue une marque ajustée en fin de coup "
            "(45F) ; le mort peut aussi recevoir une pénalité de procédure.",
        ),
        equity_may_apply=True,
        script=(
            "Le mort a pris ou suggéré une carte de lui-même : pas de rectification pour la défense. Le jeu "
            "continue.",
        ),
    )


# --- 57A: the major penalty card and the declarer's four options ------------------------

OPTIONS_57A = (
    Choice("Exiger que le partenaire du fautif joue sa plus forte carte dans la couleur attaquée", ("57A1",)),
    Choice("Exiger qu'il joue sa plus petite carte dans la couleur attaquée", ("57A2",)),
    Choice(
        "Exiger qu'il joue une carte d'une autre couleur, désignée par le déclarant (utile seulement s'il n'a "
        "plus de la couleur attaquée)",
        ("57A3",),
    ),
    Choice(
        "Lui interdire une autre couleur, désignée par le déclarant (utile seulement s'il n'a plus de la couleur "
        "attaquée)",
        ("57A4",),
    ),
)

CANNOT_COMPLY = "S'il ne peut pas s'y conformer, il joue n'importe quelle carte légale, sans autre rectification (57B, 59)."

OPTION_TEXT = {
    "highest": (
        "plus_forte",
        "57A1",
        "Le partenaire du fautif joue à cette levée sa plus forte carte dans la couleur attaquée (57A1). S'il "
        "n'a plus de la couleur attaquée, il joue n'importe quelle carte légale (57B, 59).",
        "Partenaire, jouez votre plus forte carte dans la couleur attaquée, si vous en avez.",
    ),
    "lowest": (
        "plus_petite",
        "57A2",
        "Le partenaire du fautif joue à cette levée sa plus petite carte dans la couleur attaquée (57A2). S'il "
        "n'a plus de la couleur attaquée, il joue n'importe quelle carte légale (57B, 59).",
        "Partenaire, jouez votre plus petite carte dans la couleur attaquée, si vous en avez.",
    ),
    "require_suit": (
        "autre_couleur_exigee",
        "57A3",
        "Le partenaire du fautif joue à cette levée une carte de la couleur désignée par le déclarant (57A3). "
        "S'il a de la couleur attaquée, il doit fournir et joue la carte de son choix dans cette couleur ; s'il "
        "n'a pas la couleur désignée, il joue n'importe quelle carte légale (57B, 59).",
        "Partenaire, si vous n'avez plus de la couleur attaquée, jouez une carte de la couleur désignée par le "
        "déclarant.",
    ),
    "forbid_suit": (
        "autre_couleur_interdite",
        "57A4",
        "Le partenaire du fautif ne joue pas, à cette levée, de carte de la couleur interdite par le déclarant "
        "(57A4). S'il a de la couleur attaquée, il doit fournir et joue la carte de son choix ; s'il n'a que des "
        "cartes de la couleur interdite, il en joue une (57B, 59).",
        "Partenaire, à cette levée vous ne pouvez pas jouer dans la couleur interdite par le déclarant (sauf si "
        "vous n'avez rien d'autre).",
    ),
}


def major_penalty_card_57A(
    facts: Facts, prefix: str, extra_laws: tuple[str, ...], extra_now: tuple[str, ...]
) -> Ruling:
    """57A, and Law 51 when the offender already had a penalty card on the table (issue 38 D1)."""
    ruling = _major_penalty_card_57A(facts, prefix, extra_laws, extra_now)
    # Issue 38 D1, A6: offered under the ruling (optional), so that the earlier penalty card entered after
    # this incident gives the same ruling as before it; from the penalty-card incident, its answer is
    # marked there (D4: the same defender? his card still on the table?).
    if "already_penalty_card" in facts.known_questions() and facts.offer("already_penalty_card") == "yes":
        return several_penalty_cards_51(ruling, "la carte jouée trop tôt", partner_leads_now=False)
    return ruling


def _major_penalty_card_57A(
    facts: Facts, prefix: str, extra_laws: tuple[str, ...], extra_now: tuple[str, ...]
) -> Ruling:
    penalty = (PenaltyCard(OFFENDER, PenaltyKind.MAJOR, "la carte jouée ou attaquée trop tôt"),)
    common_notes = (
        "Si le partenaire du fautif a déjà joué avant que l'arbitre fixe la rectification, cela ne retire rien "
        "aux droits du déclarant, et ce jeu peut lui-même être rectifié (60C).",
        "L'information donnée par la carte pénalisée est autorisée pour tous tant qu'elle est sur la table "
        "(50E1) ; l'arbitre ajuste en fin de coup si elle a aidé la défense (50E4).",
        STAY_AT_TABLE,
    )
    choice = facts.ask("choice_57A")
    if choice == "not_yet":
        return Ruling(
            id=f"{prefix}.57A.options",
            title="Jeu prématuré d'un joueur de la défense : carte pénalisée principale, le déclarant choisit",
            laws=(*extra_laws, "57A", "57B", "59", "50D1a", "50D1b", "50D2", "10C1", "10C2"),
            now=(
                *extra_now,
                "Le joueur de la défense a joué avant son partenaire (57A). " + MAJOR_CARD_DUTIES,
                "Le déclarant choisit l'une des quatre options ci-dessous pour le jeu du partenaire du fautif à "
                "la levée en cours (57A). " + CHOOSE_ALONE,
                "Les options 3 et 4 ne jouent que si le partenaire n'a plus de la couleur attaquée : "
                "l'obligation de fournir passe avant (59). " + CANNOT_COMPLY,
                "Si le fautif doit encore jouer à cette levée, il y joue sa carte pénalisée si elle est légale "
                "(50D1a).",
            ),
            chooser="le déclarant",
            chooser_role=ChooserRole.DECLARER,
            choices=OPTIONS_57A,
            penalty_cards=penalty,
            lead_restrictions=(LEAD_RESTRICTION_50D2,),
            equity_may_apply=True,
            adjusted_score=AdjustedScore(AdjustedKind.ASSIGNED, ("50E4", "12C1b"), foreseen=True),
            notes=common_notes,
            script=(
                "Vous avez joué avant votre partenaire : votre carte reste sur la table, c'est une carte "
                "pénalisée principale, à jouer à la première occasion légale.",
                "Déclarant, pour la carte de son partenaire à cette levée, vous pouvez exiger sa plus forte carte "
                "dans la couleur attaquée, ou sa plus petite, ou exiger une autre couleur que vous nommez, ou lui "
                "interdire une autre couleur que vous nommez. Choisissez sans consulter le mort.",
            ),
        )
    branch, law, instruction, script_line = OPTION_TEXT[choice]
    return Ruling(
        id=f"{prefix}.57A.{branch}",
        title="Jeu prématuré d'un joueur de la défense : option choisie par le déclarant",
        laws=(*extra_laws, "57A", law, "57B", "59", "50D1a", "50D1b", "50D2"),
        now=(
            *extra_now,
            "Le joueur de la défense a joué avant son partenaire (57A). " + MAJOR_CARD_DUTIES,
            instruction,
            "Si le fautif doit encore jouer à cette levée, il y joue sa carte pénalisée si elle est légale "
            "(50D1a) ; sinon il fournit et la carte reste pénalisée (50D1b).",
        ),
        penalty_cards=penalty,
        lead_restrictions=(LEAD_RESTRICTION_50D2,),
        equity_may_apply=True,
        adjusted_score=AdjustedScore(AdjustedKind.ASSIGNED, ("50E4", "12C1b"), foreseen=True),
        notes=common_notes,
        script=(
            script_line,
            "La carte jouée trop tôt reste sur la table : carte pénalisée principale, à jouer à la première "
            "occasion légale.",
        ),
    )


def illegal_premature_card_62(prefix: str, extra_laws: tuple[str, ...], extra_now: tuple[str, ...]) -> Ruling:
    """57C1, 57C2 and 58A spare the early card its rectification as a premature play, not as a revoke."""
    return Ruling(
        id=f"{prefix}.renonce_a_corriger",
        title="Carte jouée trop tôt qui ne fournit pas : renonce à corriger",
        laws=(*extra_laws, "61A", "62A", "62B1", "62C1"),
        now=(
            *extra_now,
            "La carte ne fournit pas alors que son joueur le pouvait : c'est une renonce, qui se corrige (61A, "
            "62A). Le joueur la remplace par une carte légale.",
            "La carte retirée d'un joueur de la défense devient carte pénalisée principale (62B1) ; chaque joueur "
            "du camp non fautif qui a joué après elle peut reprendre sa carte (62C1).",
        ),
        penalty_cards=(PenaltyCard(OFFENDER, PenaltyKind.MAJOR, "la carte de la renonce, retirée"),),
        lead_restrictions=(LEAD_RESTRICTION_50D2,),
        corrected=True,
        notes=(
            "Interprétation retenue : l'exception de la Loi 57C (ou le jeu « à son tour » de la Loi 58A) écarte "
            "la rectification du jeu prématuré, pas celle d'une renonce (61A, 62A).",
            STAY_AT_TABLE,
        ),
        script=(
            "Votre carte ne fournit pas alors que vous avez de la couleur : remplacez-la par une carte légale ; "
            "elle reste sur la table comme carte pénalisée principale.",
        ),
    )


def card_not_following(facts: Facts) -> bool:
    """Does the early card fail to follow suit (a revoke, 61A)? A topic that hands over to 57 without
    the `card_legal` question (attaque, until it adds it) keeps the 57C ruling."""
    if "card_legal" not in facts.known_questions():
        return False
    return facts.is_("card_legal", "no")


def defender_before_partner(
    facts: Facts,
    prefix: str = "jeu_premature",
    extra_laws: tuple[str, ...] = (),
    extra_now: tuple[str, ...] = (),
) -> Ruling:
    if facts.is_("declarer_played_both", "yes"):
        if card_not_following(facts):
            return illegal_premature_card_62(prefix, (*extra_laws, "57C1"), extra_now)
        return no_rectification_57C1(prefix, extra_laws, extra_now)
    legacy = facts.answered("dummy_prompted")
    if legacy is not None:
        side = "dummy_prompted" if legacy == "yes" else "no"
    else:
        side = facts.ask("declarer_side_after")
    if side == "dummy_prompted":
        if card_not_following(facts):
            return illegal_premature_card_62(prefix, (*extra_laws, "57C2"), extra_now)
        return no_rectification_57C2(prefix, extra_laws, extra_now)
    if side == "played_after":
        if card_not_following(facts):
            return illegal_premature_card_62(prefix, (*extra_laws, "60A1", "60A2"), extra_now)
        return forfeited_60A1(prefix, extra_laws, extra_now)
    return major_penalty_card_57A(facts, prefix, extra_laws, extra_now)


def forfeited_60A1(prefix: str, extra_laws: tuple[str, ...], extra_now: tuple[str, ...]) -> Ruling:
    """Review M4: declarer's side played after the early card before the director ruled."""
    return Ruling(
        id=f"{prefix}.60A1.droit_perdu",
        title="Le déclarant a joué après la carte prématurée : plus de rectification",
        laws=(*extra_laws, "60A1", "60A2", "60A3"),
        now=(
            *extra_now,
            "Le déclarant a joué, de sa main ou du mort, après la carte jouée trop tôt et avant votre "
            "décision : son camp a perdu le droit à une rectification (60A1).",
            "La carte jouée trop tôt est traitée comme jouée à son tour (60A2) : ce n'est pas une carte "
            "pénalisée, et le partenaire du fautif joue librement.",
            "Les obligations que le camp fautif avait déjà (carte pénalisée, restriction d'attaque) demeurent "
            "(60A3).",
        ),
        chooser_role=ChooserRole.NONE,
        script=("Le déclarant a joué après cette carte : il n'y a plus de rectification, le jeu continue.",),
    )


# --- 57D: a defender plays at his right-hand opponent's turn -----------------------------


def defender_at_rho_turn_57D(
    facts: Facts,
    prefix: str = "jeu_premature",
    extra_laws: tuple[str, ...] = (),
    extra_now: tuple[str, ...] = (),
) -> Ruling:
    ui = (
        "La Loi 16 peut s'appliquer : le camp fautif ne doit pas tirer parti de l'irrégularité ; l'arbitre "
        "ajuste en fin de coup si le camp non fautif a été lésé."
    )
    if facts.is_("card_legal", "yes"):
        # Review 3 (A7): a penalty card already on the table comes first when it can be played (50D1a).
        earlier = "already_penalty_card" in facts.known_questions() and facts.offer("already_penalty_card")
        if earlier == "yes":
            if facts.is_("penalty_card_playable", "yes"):
                illegal = replace(
                    _illegal_at_rho_turn_57D(prefix, extra_laws, extra_now, ui),
                    title="Carte jouée au tour de l'adversaire de droite alors que sa carte pénalisée pouvait "
                    "l'être : carte pénalisée principale",
                    now=(*extra_now, PENALTY_CARD_FIRST, ui),
                    script=(
                        "Vous deviez jouer d'abord votre carte pénalisée : la carte posée trop tôt devient elle "
                        "aussi une carte pénalisée principale.",
                    ),
                )
                return several_penalty_cards_51(illegal, "la carte jouée trop tôt", partner_leads_now=False)
            extra_now = (*extra_now, PENALTY_CARD_WAITS)
            extra_laws = (*extra_laws, "50D1a", "50D1b")
        return Ruling(
            id=f"{prefix}.57D.carte_legale",
            title="Carte jouée au tour de l'adversaire de droite, légale : elle sera jouée à son tour",
            laws=(*extra_laws, "57D", "16"),
            now=(
                *extra_now,
                "La carte pouvait être jouée légalement à cette levée : le joueur de la défense la jouera à son "
                "tour, sans pouvoir en changer (57D). Ce n'est pas une carte pénalisée.",
                "Le déclarant joue d'abord à son tour, en connaissant cette carte.",
                ui,
            ),
            equity_may_apply=True,
            adjusted_score=AdjustedScore(AdjustedKind.ASSIGNED, ("16", "12C1b"), foreseen=True),
            script=(
                "Votre carte est légale : elle reste en place et sera votre carte à votre tour. Déclarant, "
                "c'est à vous de jouer.",
            ),
        )
    return _illegal_at_rho_turn_57D(prefix, extra_laws, extra_now, ui)


PENALTY_CARD_FIRST = (
    "Il avait déjà une carte pénalisée qui pouvait être jouée à cette levée : il doit la jouer à la première "
    "occasion légale (50D1a). La carte posée trop tôt n'est donc pas une carte qu'il peut jouer légalement ici : "
    "elle devient carte pénalisée principale (57D)."
)
PENALTY_CARD_WAITS = (
    "Sa carte pénalisée déjà sur la table ne pouvait pas être jouée à cette levée : elle y reste, à jouer à la "
    "première occasion légale (50D1a, 50D1b)."
)


def _illegal_at_rho_turn_57D(
    prefix: str, extra_laws: tuple[str, ...], extra_now: tuple[str, ...], ui: str
) -> Ruling:
    return Ruling(
        id=f"{prefix}.57D.carte_penalisee",
        title="Carte jouée au tour de l'adversaire de droite, illégale : carte pénalisée principale",
        laws=(*extra_laws, "57D", "50D1a", "50D1b", "50D2", "16"),
        now=(
            *extra_now,
            "La carte n'aurait pas pu être jouée légalement à cette levée : elle devient carte pénalisée "
            "principale (57D). À son tour, le joueur fournit une carte légale ; la carte pénalisée reste sur la "
            "table et devra être jouée à la première occasion légale (50D1a, 50D1b).",
            ui,
        ),
        penalty_cards=(PenaltyCard(OFFENDER, PenaltyKind.MAJOR, "la carte jouée trop tôt"),),
        lead_restrictions=(LEAD_RESTRICTION_50D2,),
        equity_may_apply=True,
        adjusted_score=AdjustedScore(AdjustedKind.ASSIGNED, ("16", "12C1b"), foreseen=True),
        notes=(STAY_AT_TABLE,),
        script=(
            "Cette carte ne pouvait pas être jouée à cette levée : elle reste sur la table comme carte pénalisée "
            "principale. À votre tour, fournissez une carte légale.",
        ),
    )


# --- 57C3: the declarer plays too early -------------------------------------------------


def declarer_early_57C3(
    facts: Facts,
    prefix: str = "jeu_premature",
    extra_laws: tuple[str, ...] = (),
    extra_now: tuple[str, ...] = (),
) -> Ruling:
    if facts.is_("declarer_card_legal", "yes"):
        return Ruling(
            id=f"{prefix}.57C3.carte_jouee",
            title="Carte jouée trop tôt par le déclarant : elle est jouée",
            laws=(*extra_laws, "57C3", "48A", "57C1"),
            now=(
                *extra_now,
                "Une carte jouée trop tôt par le déclarant, de sa main ou du mort, est une carte jouée : légale, "
                "elle ne peut pas être reprise (57C3). Il n'y a pas d'autre rectification.",
                "Le joueur de la défense dont c'était le tour joue normalement ; si, ensuite, un joueur de la "
                "défense joue avant son partenaire, il n'est pas rectifié quand le déclarant a déjà joué de ses "
                "deux mains (57C1).",
            ),
            script=("Déclarant, votre carte est jouée et reste jouée. Le jeu continue dans l'ordre normal.",),
        )
    return Ruling(
        id=f"{prefix}.57C3.carte_illegale",
        title="Carte jouée trop tôt par le déclarant, illégale : renonce à corriger",
        laws=(*extra_laws, "57C3", "61A", "62A", "62B2", "62C1", "48A"),
        now=(
            *extra_now,
            "La carte du déclarant n'est pas légale (il ne fournit pas alors qu'il le peut) : c'est une renonce, "
            "qui se corrige tant qu'elle n'est pas consommée (61A, 62A).",
            "Le déclarant reprend sa carte et joue une carte légale, sans autre rectification : aucune carte du "
            "déclarant ni du mort ne devient pénalisée (62B2, 48A). Si la renonce est déjà consommée, utilisez le "
            "thème Renonce.",
            "Chaque joueur de la défense qui a joué après cette carte peut reprendre la sienne et en jouer une "
            "autre (62C1) ; proposez-le avant que le jeu reprenne.",
        ),
        script=(
            "Cette carte ne fournit pas : reprenez-la et jouez une carte légale, sans pénalité. En défense, si "
            "vous avez joué après elle, vous pouvez reprendre votre carte.",
        ),
    )

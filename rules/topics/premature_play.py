"""Le jeu prématuré et les cartes jouées simultanément — Lois 57 et 58.

The director first names what happened; for a defender who played before his partner he
checks the two exceptions of 57C before the rectification of 57A, whose four options are
the declarer's (the ruling either explains them all, or, once declarer has chosen, says
exactly what the partner must do). Simultaneous plays by two players (58A) are routed to
the same functions once the director has said whose card counts as the later one.
One function per rectification; its law is in its name. Explanations are in our own words.
"""

from __future__ import annotations

from rules.model import (
    AdjustedKind,
    AdjustedScore,
    Choice,
    Option,
    PenaltyCard,
    PenaltyKind,
    Question,
    Ruling,
)
from rules.topic import Facts, Topic, questions
from rules.topics.common import DECLARER, DEFENDER, yes_no

OFFENDER = "le joueur de la défense fautif"

CHOOSE_ALONE = "Le déclarant choisit seul, sans consulter le mort (10C2)."

STAY_AT_TABLE = (
    "Conseil : restez à la table jusqu'à ce que la carte pénalisée soit jouée ou reprise, pour veiller à "
    "ce qu'elle le soit à la première occasion légale et pour faire choisir le déclarant quand le "
    "partenaire du fautif prendra la main."
)

MAJOR_CARD_DUTIES = (
    "La carte jouée trop tôt devient carte pénalisée principale : elle reste face visible devant son "
    "propriétaire, qui devra la jouer à la première occasion légale, en attaquant, en fournissant, en "
    "défaussant ou en coupant ; l'obligation de fournir passe avant (50D1a, 50D1b)."
)

LEAD_RESTRICTION_50D2 = (
    "Quand le partenaire du fautif prendra la main, avant qu'il attaque, le déclarant pourra exiger ou "
    "interdire l'attaque dans la couleur de la carte pénalisée (la carte est alors reprise ; une "
    "interdiction dure tant que ce joueur garde la main), ou le laisser attaquer librement (la carte reste "
    "pénalisée, et le choix se représente chaque fois que le partenaire prend la main) (50D2, 50D2a)."
)

QUESTIONS = questions(
    Question(
        "situation",
        "Que s'est-il passé ?",
        (
            Option(
                "defender_before_partner",
                "Un joueur de la défense a joué avant son partenaire, ou a attaqué la levée suivante avant "
                "que son partenaire ait joué à la levée en cours",
            ),
            Option(
                "defender_at_rho_turn",
                "Un joueur de la défense a joué (sans attaquer) au tour de son adversaire de droite, son "
                "partenaire ayant déjà joué à la levée",
            ),
            Option(
                "declarer_early",
                "Le déclarant a joué trop tôt une carte (pas une attaque), de sa main ou du mort",
            ),
            Option("two_players", "Deux joueurs ont attaqué ou joué en même temps"),
            Option("several_cards", "Un joueur a attaqué ou joué plusieurs cartes à la fois"),
        ),
        "Jeu prématuré : jouer avant son tour à la levée en cours, ou attaquer la levée suivante trop tôt "
        "(57). Une attaque faite quand c'était à un autre joueur d'attaquer relève du thème Attaque hors "
        "tour (Lois 53 à 56), de même qu'une attaque de la levée suivante faite trop tôt alors que le "
        "partenaire avait déjà joué, si le fautif ne remporte pas la levée en cours.",
    ),
    Question(
        "later_card",
        "Quelle carte est réputée jouée après l'autre, et qui l'a jouée ?",
        (
            Option(
                "defender_before_partner",
                "Celle d'un joueur de la défense dont le partenaire n'avait pas encore joué à la levée",
            ),
            Option(
                "defender_at_rho_turn",
                "Celle d'un joueur de la défense dont le partenaire avait déjà joué ou attaqué (il a joué au "
                "tour de son adversaire de droite)",
            ),
            Option(DECLARER, "Celle du déclarant, de sa main ou du mort"),
            Option("next_in_turn", "Celle du joueur qui devait jouer juste après la carte légale"),
        ),
        "Deux cartes jouées en même temps : celle du joueur dont c'était le tour compte d'abord ; l'autre "
        "est réputée jouée après elle (58A), c'est-à-dire trop tôt.",
    ),
    yes_no(
        "declarer_played_both",
        "Au moment de la carte jouée trop tôt, le déclarant avait-il déjà joué à cette levée de sa main ET "
        "du mort ?",
        "Une carte du mort ne compte comme jouée qu'une fois nommée ou désignée par le déclarant, même d'un "
        "geste ou d'un signe de tête (57C1).",
    ),
    yes_no(
        "dummy_prompted",
        "Le mort avait-il, de lui-même, pris une carte avant son tour ou suggéré d'en jouer une ?",
        "Si le mort a pris une carte de sa propre initiative avant que son adversaire de droite ait joué, "
        "ou a suggéré une carte, le joueur de la défense qui a joué trop tôt n'est pas rectifié (57C2).",
    ),
    Question(
        "choice_57A",
        "Le déclarant a-t-il déjà choisi son option pour le partenaire du fautif ?",
        (
            Option("not_yet", "Pas encore : expliquer les quatre options au déclarant"),
            Option("highest", "Exiger la plus forte carte du partenaire dans la couleur attaquée"),
            Option("lowest", "Exiger la plus petite carte du partenaire dans la couleur attaquée"),
            Option("require_suit", "Exiger une carte d'une autre couleur, désignée par le déclarant"),
            Option("forbid_suit", "Interdire une autre couleur, désignée par le déclarant"),
        ),
        "L'arbitre expose d'abord toutes les options (10C1) ; le déclarant choisit seul (10C2). Revenez "
        "ici une fois le choix fait pour savoir exactement ce que doit jouer le partenaire.",
    ),
    yes_no(
        "card_legal",
        "La carte jouée trop tôt aurait-elle été légale à cette levée (de la couleur attaquée, ou le joueur "
        "n'en a plus) ?",
        "Si elle est légale, le joueur devra la jouer à son tour ; sinon elle devient carte pénalisée "
        "principale (57D).",
    ),
    yes_no(
        "declarer_card_legal",
        "Cette carte du déclarant est-elle légale à cette levée (de la couleur attaquée, ou il n'en a plus) ?",
        "Une carte jouée trop tôt par le déclarant est une carte jouée ; légale, elle ne peut pas être "
        "reprise (57C3).",
    ),
    yes_no(
        "next_trick_played_by_both",
        "Chaque camp avait-il déjà joué à la levée suivante quand on s'en est aperçu ?",
        "Découvert seulement après que chaque camp a joué à la levée suivante, c'est une levée défectueuse "
        "(58B4, 67).",
    ),
    Question(
        "faces_visible",
        "Combien de ces cartes avaient la face visible ?",
        (
            Option("one", "Une seule : les autres sont restées cachées"),
            Option("several", "Plusieurs"),
        ),
        "Une seule carte visible : c'est elle qui est jouée, sans rectification (58B1). Plusieurs : le "
        "joueur désigne celle qu'il joue (58B2).",
    ),
    Question(
        "several_cards_player",
        "Qui a joué ces cartes ?",
        (
            Option(DECLARER, "Le déclarant (de sa main ou du mort)"),
            Option(DEFENDER, "Un joueur de la défense"),
        ),
        "Aucune carte du déclarant ni du mort ne devient jamais carte pénalisée (48A).",
    ),
    Question(
        "other_visible",
        "Que sont les autres cartes visibles (celles qu'il ne joue pas) ?",
        (
            Option("one_low", "Une seule carte, inférieure à l'honneur (du 2 au 9)"),
            Option("one_honour", "Une seule carte, un honneur (As, Roi, Dame, Valet ou 10)"),
            Option("several", "Deux cartes ou plus"),
        ),
        "Une seule carte sous l'honneur exposée par mégarde est secondaire ; un honneur est principal ; "
        "plusieurs cartes pénalisées chez le même joueur sont toutes principales (50B).",
    ),
    yes_no(
        "already_penalty_card",
        "Ce joueur avait-il déjà une carte pénalisée sur la table ?",
        "Dès qu'un joueur de la défense a deux cartes pénalisées ou plus, toutes sont principales (50B).",
    ),
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
        "Partenaire, jouez votre plus forte carte dans la couleur attaquée.",
    ),
    "lowest": (
        "plus_petite",
        "57A2",
        "Le partenaire du fautif joue à cette levée sa plus petite carte dans la couleur attaquée (57A2). S'il "
        "n'a plus de la couleur attaquée, il joue n'importe quelle carte légale (57B, 59).",
        "Partenaire, jouez votre plus petite carte dans la couleur attaquée.",
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
            laws=(*extra_laws, "57A", "50D1a", "50D1b", "50D2", "10C1", "10C2"),
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
            choices=OPTIONS_57A,
            penalty_cards=penalty,
            lead_restrictions=(LEAD_RESTRICTION_50D2,),
            equity_may_apply=True,
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
    if facts.is_("dummy_prompted", "yes"):
        if card_not_following(facts):
            return illegal_premature_card_62(prefix, (*extra_laws, "57C2"), extra_now)
        return no_rectification_57C2(prefix, extra_laws, extra_now)
    return major_penalty_card_57A(facts, prefix, extra_laws, extra_now)


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
            script=(
                "Votre carte est légale : elle reste en place et sera votre carte à votre tour. Déclarant, "
                "c'est à vous de jouer.",
            ),
        )
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
            laws=(*extra_laws, "57C3", "48A"),
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
        laws += ("50D1a", "50D2") if variant == "principale" else ("50D1a", "51A", "50D2")
        restrictions = (
            "Quand le partenaire du fautif prendra la main, le déclarant pourra exiger ou interdire l'attaque "
            "dans la couleur (ou une des couleurs) des cartes pénalisées, qui sont alors reprises, ou le laisser "
            "attaquer librement (50D2, 51B).",
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


# --- the topic --------------------------------------------------------------------------


def decide(facts: Facts) -> Ruling:
    situation = facts.ask("situation")
    if situation == "defender_before_partner":
        return defender_before_partner(facts)
    if situation == "defender_at_rho_turn":
        return defender_at_rho_turn_57D(facts)
    if situation == "declarer_early":
        return declarer_early_57C3(facts)
    if situation == "two_players":
        return simultaneous_players_58A(facts)
    return several_cards_58B(facts)


ORDER = 40

TOPIC = Topic(
    id="jeu_premature",
    title="Jeu prématuré et cartes jouées simultanément",
    summary="Un joueur a joué avant son tour, ou plusieurs cartes ont été jouées en même temps (Lois 57 et 58).",
    laws=("57", "58"),
    questions=QUESTIONS,
    procedure=decide,
)

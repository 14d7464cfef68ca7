"""The director's questions on premature play and simultaneous plays (Laws 57, 58)."""

from __future__ import annotations

from rules.model import (
    Option,
    Question,
)
from rules.topic import questions
from rules.topics.common import DECLARER, DEFENDER, yes_no

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
        "partenaire avait déjà joué, si le fautif ne remporte pas la levée en cours ; s'il la remporte, sa "
        "carte reste son attaque de la levée suivante, sans rectification. Deux attaques en même "
        "temps alors qu'aucune n'était régulière (les deux joueurs de la défense, quand le déclarant avait la "
        "main) ne relèvent pas de 58A, qui suppose une carte légale : chacune est une attaque hors tour. "
        "Le déclarant qui attaque la levée suivante avant la fin de la levée en cours : s'il la "
        "remporte, son attaque reste ; sinon c'est une attaque hors tour du déclarant (thème Attaque hors "
        "tour, Loi 55).",
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
    # Review M4: what declarer's side did around the early card, in one answer (57C2 before it,
    # 60A1 after it); `dummy_prompted` is kept for incidents stored before.
    Question(
        "declarer_side_after",
        "Du côté du déclarant, que s'est-il passé autour de cette carte ?",
        (
            Option("no", "Rien de particulier"),
            Option("dummy_prompted", "Avant : le mort avait pris ou suggéré une carte de lui-même"),
            Option("played_after", "Après : le déclarant a joué (main ou mort) avant votre arrivée"),
        ),
        "Le mort qui a pris une carte avant son tour ou suggéré une carte : pas de rectification pour la "
        "défense (57C2). Le joueur placé à gauche du fautif (le déclarant ou le mort) qui a joué après la "
        "carte prématurée, avant votre décision : le droit à rectification est perdu (60A1).",
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
        "Ce joueur avait-il déjà une carte pénalisée sur la table (la sienne, pas celle de son partenaire) ?",
        "Dès qu'un joueur de la défense a deux cartes pénalisées ou plus, toutes sont principales (50B). Une "
        "carte pénalisée de son partenaire ne compte pas ici (répondez Non) : son partenaire la joue à la "
        "première occasion légale, une obligation d'entame ou de jeu imposée passant avant (50D1).",
    ),
    # Review 3 (A7): 57D's « legally played » read with 50D1a: a penalty card that can be played to this
    # trick must be, so the card played early at the RHO's turn is then not one he may legally play.
    yes_no(
        "penalty_card_playable",
        "Sa carte pénalisée déjà sur la table pouvait-elle être jouée à cette levée (de la couleur attaquée, "
        "ou il n'en a plus) ?",
        "Une carte pénalisée principale doit être jouée à la première occasion légale (50D1a) : si elle pouvait "
        "l'être à cette levée, la carte posée trop tôt ne pouvait pas être jouée légalement et devient carte "
        "pénalisée principale (57D).",
    ),
)

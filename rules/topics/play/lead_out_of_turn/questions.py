"""Attaque hors tour : les questions de l'arbitre."""

from __future__ import annotations

from rules.model import Option, Question
from rules.topic import questions
from rules.topics.play import premature_play
from rules.topics.proprieties.misinformation_law import EVIDENCE

DECLARER_CHOOSER = "le déclarant, seul, sans consulter son partenaire (10C2)"
DEFENDERS_CHOOSER = (
    "les joueurs de la défense, chacun sans consulter l'autre ; s'ils ne sont pas d'accord, l'avis de "
    "celui qui joue juste après l'attaque irrégulière l'emporte (55A)"
)
EQUITY_55C = (
    "Si le déclarant adopte ensuite une ligne de jeu qui a pu s'appuyer sur l'information tirée de son "
    "attaque hors tour, la Loi 16 s'applique : l'arbitre peut ajuster la marque (55C)."
)
PENALTY_60B = (
    "Un joueur de la défense qui joue une carte avant que le déclarant ait attaqué de la bonne main fait "
    "de cette carte une carte pénalisée principale (60B)."
)

QUESTIONS = questions(
    Question(
        "situation",
        "Que s'est-il passé ?",
        (
            Option(
                "lead_out_of_turn",
                "Un joueur a attaqué alors que ce n'était pas à lui (ou le déclarant de la mauvaise main)",
            ),
            Option(
                "told_his_turn",
                "Un joueur a attaqué ou joué hors tour parce qu'un adversaire lui a dit que c'était à lui",
            ),
            Option(
                "misexplanation",
                "Un joueur a joué une carte à cause d'une explication erronée donnée par un adversaire",
            ),
        ),
        "L'attaque hors tour pendant le jeu : la carte retournée par un joueur à qui ce n'était pas le tour "
        "d'attaquer. Pour l'entame (première carte du coup), choisissez le thème « Entame hors tour » ; pour "
        "une carte jouée avant son tour à la levée en cours, ou une attaque de la levée suivante avant que le "
        "partenaire ait joué, le thème « Jeu prématuré et cartes jouées simultanément ».",
    ),
    # One question for who led and whose turn it was: a director knows both at once (§5).
    Question(
        "who_led",
        "Qui a attaqué hors tour, et à qui était-ce d'attaquer ?",
        (
            Option(
                "declarer_wrong_hand",
                "Le déclarant, de sa main alors que la main était au mort, ou l'inverse",
            ),
            Option(
                "declarer_defender_turn",
                "Le déclarant (de sa main ou du mort), alors que c'était à la défense",
            ),
            Option(
                "defender_declarer_turn",
                "Un joueur de la défense, alors que c'était au déclarant (ou au mort)",
            ),
            Option("defender_partner_turn", "Un joueur de la défense, alors que c'était à son partenaire"),
            Option("trick_thirteen", "N'importe qui, à la 13e levée"),
        ),
        "Une attaque du mort est une attaque du déclarant. Si la défense fait reprendre l'attaque du "
        "déclarant : quand c'était à elle d'attaquer, la carte retourne dans la main d'où elle vient sans "
        "autre rectification (55B1) ; quand c'était la mauvaise main, il attaque de la bonne main (55B2). "
        "À la 13e levée, une attaque hors tour est toujours reprise (53A).",
    ),
    Question(
        "followed_wrong_hand",
        "Un joueur de la défense a-t-il déjà joué une carte sur cette attaque ?",
        (
            Option("no", "Non"),
            Option("lho", "Oui, celui qui joue juste après la main qui a attaqué (à sa gauche)"),
            Option("rho", "Oui, celui qui est placé à droite de la main qui a attaqué"),
        ),
        "Jouer sur l'attaque depuis la main suivante l'accepte (53A) ; si c'est le joueur placé à droite "
        "qui joue, l'attaque est maintenue et c'est un jeu prématuré (53C, 57).",
    ),
    Question(
        "followed_defender_turn",
        "Un joueur de la défense a-t-il déjà joué une carte après cette attaque ?",
        (
            Option("no", "Non"),
            Option(
                "lho",
                "Oui, celui qui joue juste après la main qui a attaqué a joué une carte sur cette attaque "
                "(fourni, défaussé ou coupé)",
            ),
            Option(
                "rho",
                "Oui, celui qui est placé à droite de la main qui a attaqué a joué une carte sur cette attaque",
            ),
            Option(
                "proper_lead",
                "Oui : le joueur de la défense dont c'était le tour a fait son attaque régulière",
            ),
        ),
        "Le joueur dont c'était le tour peut faire son attaque régulière sans que sa carte compte sur "
        "l'attaque irrégulière (53B).",
    ),
    Question(
        "defenders_choice",
        "Que choisissent les joueurs de la défense ?",
        (
            Option("not_yet", "Ils n'ont pas encore choisi : afficher les options à leur expliquer"),
            Option("accept", "Accepter l'attaque (tous deux)"),
            Option("retract", "Faire reprendre l'attaque (tous deux)"),
            Option("disagree", "Ils ne sont pas d'accord entre eux"),
        ),
        "Chaque joueur de la défense peut accepter l'attaque ou la faire reprendre ; en cas de désaccord, "
        "l'avis du joueur qui joue juste après l'attaque irrégulière l'emporte (55A).",
    ),
    Question(
        "next_defender_wants",
        "Que veut le joueur de la défense qui joue juste après l'attaque irrégulière ?",
        (
            Option("accept", "Il accepte l'attaque (son partenaire voulait la faire reprendre)"),
            Option("retract", "Il la fait reprendre (son partenaire voulait l'accepter)"),
        ),
        "En cas de désaccord, l'avis du joueur qui joue juste après l'attaque irrégulière l'emporte (55A).",
    ),
    Question(
        "followed_declarer_turn",
        "Le déclarant a-t-il déjà joué une carte après cette attaque ?",
        (
            Option("no", "Non"),
            Option(
                "next_hand",
                "Oui, de la main suivante dans l'ordre du jeu (à gauche du fautif) : fourni, défaussé ou coupé",
            ),
            Option("proper_lead", "Oui : il a fait son attaque régulière, de la main qui avait la main"),
        ),
        "Jouer une carte sur l'attaque (fournir, défausser ou couper) depuis la main suivante l'accepte (53A, 60A) ; faire son attaque régulière "
        "laisse l'attaque du déclarant maintenue (53B).",
    ),
    Question(
        "followed_partner_turn",
        "Le déclarant a-t-il déjà joué une carte sur cette attaque, de la main suivante dans l'ordre du jeu ?",
        (
            Option("no", "Non"),
            Option("next_hand", "Oui"),
            # Review, missing 2: seed case D in mid-hand.
            Option(
                "partner_led_too",
                "Non, mais le partenaire du fautif (dont c'était le tour) a ensuite attaqué lui aussi",
            ),
        ),
        "Jouer depuis la main suivante, à gauche du fautif, accepte l'attaque (53A, 60A). Si le partenaire "
        "du fautif a attaqué à son tour après lui, on règle d'abord l'attaque hors tour (56), puis sa carte "
        "(57D ou carte pénalisée).",
    ),
    Question(
        "declarer_choice",
        "Que choisit le déclarant ?",
        (
            Option("not_yet", "Il n'a pas encore choisi : afficher les options à lui expliquer"),
            Option("accept", "Accepter l'attaque"),
            Option("refuse", "Refuser l'attaque (la carte devient carte pénalisée principale)"),
        ),
        "Le déclarant accepte l'attaque hors tour (56A) ou la fait reprendre : la carte devient alors carte "
        "pénalisée principale (56B). Il choisit seul (10C2).",
    ),
    Question(
        "card_after",
        "Une carte a-t-elle été jouée depuis ?",
        (
            Option(
                "no",
                "Non : personne n'a joué de carte depuis, ni à cette levée ni à la suivante (pour une entame : "
                "le mort n'a encore étalé aucune carte)",
            ),
            Option(
                "yes",
                "Oui : une carte a été jouée depuis, à cette levée ou à la suivante (pour une entame : le mort a "
                "étalé au moins une carte)",
            ),
        ),
        "Une carte jouée sur une explication erronée ne peut être reprise que si aucune carte n'a été jouée "
        "après elle ; une entame, plus dès que le mort a étalé une carte (47E2a).",
    ),
    EVIDENCE,  # 47E2 is one function with « Explication erronée »: it asks the evidence (21B1b)
    # 53C hands over to Law 57: its exceptions (57C1, 57C2) and its options are asked here too, and
    # so is the early card's legality: 57C spares it the premature-play rectification, not a revoke's.
    premature_play.QUESTIONS["declarer_played_both"],
    premature_play.QUESTIONS["declarer_side_after"],
    premature_play.QUESTIONS["dummy_prompted"],  # legacy (review M4)
    premature_play.QUESTIONS["choice_57A"],
    premature_play.QUESTIONS["card_legal"],
    # Issue 29 §2: asked when declarer refuses a defender's lead; the same fact, in the same words, as the
    # premature-play topic asks (so a second irregularity hands it over from « Carte pénalisée »).
    premature_play.QUESTIONS["already_penalty_card"],
    premature_play.QUESTIONS["penalty_card_playable"],
)

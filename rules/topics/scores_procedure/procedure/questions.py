"""Procédure : les questions de l'arbitre et les phrases communes."""

from __future__ import annotations

from rules.model import Option, Question
from rules.topic import questions
from rules.topics.common import DECLARER, DEFENDER, DUMMY, yes_no

CALL_NOW = (
    "Dès que l'irrégularité est signalée, on appelle l'arbitre ; n'importe quel joueur peut le "
    "faire, le mort compris, et appeler l'arbitre ne fait perdre aucun droit (9B1a, 9B1b, 9B1c)."
)
WAIT_FOR_DIRECTOR = (
    "Personne ne déclare ni ne joue tant que l'arbitre n'a pas expliqué la rectification et les "
    "options (9B2)."
)
OWN_TOPIC = (
    "La rectification de l'irrégularité elle-même se trouve dans le thème qui la traite (renonce, "
    "attaque hors tour, enchère insuffisante…)."
)

QUESTIONS = questions(
    Question(
        "situation",
        "Quelle est la question de procédure ?",
        (
            Option(
                "attention_drawn",
                "Un joueur a signalé une irrégularité : pouvait-il le faire, et que faire ?",
            ),
            Option(
                "prevent",
                "Un joueur (par exemple le mort) veut empêcher une irrégularité avant qu'elle ait lieu",
            ),
            Option("own_side", "Un joueur doit-il signaler une infraction de son propre camp ?"),
            Option(
                "offender_corrected",
                "Le joueur fautif a corrigé lui-même son irrégularité avant l'arrivée de l'arbitre",
            ),
            Option(
                "players_rectified",
                "Les joueurs ont réglé l'irrégularité sans l'arbitre : rectification appliquée ou écartée "
                "par eux, ou camp non fautif qui a déclaré ou joué avant d'appeler",
            ),
            Option("option_choice", "Un joueur doit choisir parmi les options que la loi lui offre"),
            Option(
                "offender_profits",
                "Après la rectification, le camp fautif semble profiter de sa propre infraction",
            ),
        ),
        "Les Lois 9 à 11 disent qui peut signaler une irrégularité, que seul l'arbitre rectifie, et ce "
        "que devient le droit à rectification quand les joueurs agissent avant lui.",
        # The same incident, once offered as a separate situation: stored incidents keep resolving.
        legacy=(
            Option(
                "non_offenders_acted",
                "Le camp non fautif a déclaré ou joué après l'irrégularité, avant d'appeler l'arbitre",
            ),
        ),
    ),
    Question(
        "period",
        "À quel moment l'irrégularité a-t-elle été signalée ?",
        (
            Option("auction", "Pendant la période des enchères"),
            Option("play", "Pendant le jeu de la carte"),
            Option("after_play", "Après la fin du jeu de la carte"),
        ),
        "Pendant les enchères, chacun peut signaler ; pendant le jeu, seuls le déclarant et les joueurs "
        "de la défense le peuvent (9A1, 9A2) ; le mort attend la fin du jeu (9A4).",
    ),
    Question(
        "drawn_by",
        "Qui a signalé l'irrégularité pendant le jeu ?",
        (
            Option(DECLARER, "Le déclarant"),
            Option(DEFENDER, "Un joueur de la défense"),
            Option(DUMMY, "Le mort"),
        ),
        "Le mort ne signale pas d'irrégularité avant la fin du jeu (9A4) ; il peut seulement tenter de "
        "l'empêcher (9A3).",
    ),
    Question(
        "irregularity_by",
        "Qu'a fait le mort ?",
        (
            Option(
                "revoke_question",
                "Il a demandé au déclarant, qui n'avait pas fourni, s'il lui restait une carte de la couleur",
            ),
            Option(DEFENDER, "Il a signalé une irrégularité de la défense"),
            Option("wrong_hand", "Il a prévenu le déclarant qui allait attaquer de la mauvaise main"),
            Option(DECLARER, "Il a signalé une autre irrégularité du déclarant"),
            # Review M1: 43A1c, dummy taking part in the play.
            Option("took_part", "Il a participé au jeu ou dit au déclarant quelque chose sur le jeu"),
        ),
        "Demander au déclarant s'il a renoncé et l'empêcher d'attaquer de la mauvaise main sont des droits "
        "du mort (42B1, 42B2) ; signaler une irrégularité pendant le jeu ne l'est pas (42B3, 43A1b).",
    ),
    # Issue 21 §3: the wrong-hand warning reached through « empêcher » asks what « signaler » asks.
    Question(
        "prevented",
        "Quelle irrégularité a-t-on voulu empêcher ?",
        (
            Option(
                "dummy_wrong_hand", "Le mort a prévenu le déclarant qui allait attaquer de la mauvaise main"
            ),
            # Tester16 T2: « le mort a dit au décla de ne pas renoncer » is dummy's revoke question (42B1).
            Option(
                "dummy_revoke",
                "Le mort a demandé au déclarant, qui n'avait pas fourni, s'il lui restait une carte de la "
                "couleur (« pas de cœur ? », « ne renonce pas »)",
            ),
            Option("dummy_other", "Le mort a voulu empêcher une autre irrégularité"),
            Option("other", "Un autre joueur que le mort a voulu empêcher une irrégularité"),
        ),
        "Prévenir le déclarant qui va attaquer de la mauvaise main ou lui demander s'il a renoncé sont des "
        "droits du mort (42B1, 42B2), sauf s'il a auparavant enfreint une limitation de 43A2 : la défense "
        "choisit alors la main (43B2a), ou la renonce est traitée comme consommée (43B2b).",
    ),
    yes_no(
        "dummy_left_seat",
        "Auparavant, le mort avait-il échangé sa main avec le déclarant, quitté sa place pour regarder "
        "le déclarant jouer, ou regardé les cartes d'un joueur de la défense ?",
        "Ce sont les trois limitations du mort de la Loi 43A2 ; les avoir enfreintes change la suite "
        "(43B2, 43B3). Si c'est un joueur de la défense qui lui a montré son jeu, répondez non : l'infraction "
        "est celle du joueur de la défense (43A3).",
    ),
    yes_no(
        "acceptance",
        "L'action du camp non fautif est-elle une acceptation que la loi prévoit pour cette irrégularité "
        "(déclarer après une déclaration hors tour ou une enchère insuffisante, jouer sur une attaque "
        "hors tour) ?",
        "Déclarer ou jouer par-dessus une irrégularité vaut souvent acceptation : c'est une option "
        "prévue par la loi de l'irrégularité, pas une perte du droit à rectification.",
    ),
    yes_no(
        "opponent_gained",
        "Ensuite, un camp a-t-il tiré avantage d'une action d'un adversaire qui ignorait ce que la loi "
        "prévoit ?",
        "Dans ce cas, l'arbitre retire l'avantage au seul camp qui l'a obtenu ; l'autre camp garde le "
        "résultat de la table (11A).",
    ),
    yes_no(
        "partner_consulted",
        "Le joueur qui choisit a-t-il consulté son partenaire (ou son partenaire a-t-il donné son avis) ?",
        "Le joueur qui dispose d'une option choisit seul (10C2).",
    ),
)

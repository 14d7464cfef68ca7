"""Procédure : qui signale, qui appelle, qui décide — Lois 9, 10 et 11.

The director's first questions when the incident is about procedure rather than about a
card: who drew attention and when (9A), what was done before he arrived (9B2, 9C, 10B,
11A), how the options are chosen (10C). The rectification of the irregularity itself
belongs to its own topic; this one says whether it still applies and who may act.
Every explanation is written in our own words; the official text is linked by `arbitre loi`.
"""

from __future__ import annotations

from rules.model import AdjustedKind, AdjustedScore, Choice, ChooserRole, Option, Question, Ruling
from rules.topic import Facts, Topic, questions
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
        ),
        "Demander au déclarant s'il a renoncé et l'empêcher d'attaquer de la mauvaise main sont des droits "
        "du mort (42B1, 42B2) ; signaler une irrégularité pendant le jeu ne l'est pas (42B3, 43A1b).",
    ),
    yes_no(
        "dummy_left_seat",
        "Auparavant, le mort avait-il échangé sa main avec le déclarant, quitté sa place pour regarder "
        "le déclarant jouer, ou regardé les cartes d'un joueur de la défense ?",
        "Ce sont les trois limitations du mort de la Loi 43A2 ; les avoir enfreintes change la suite "
        "(43B2, 43B3).",
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


# --- 9A, 9B: drawing attention and summoning the director ------------------------------


def attention_9A1_auction() -> Ruling:
    return Ruling(
        id="procedure.signalement.encheres",
        title="Irrégularité signalée pendant les enchères : chacun peut la signaler",
        laws=("9A1", "9B1a", "9B1b", "9B1c", "9B2"),
        now=(
            "Pendant les enchères, n'importe quel joueur peut signaler une irrégularité, même si ce n'est "
            "pas son tour de parler (9A1).",
            CALL_NOW,
            WAIT_FOR_DIRECTOR,
        ),
        notes=(OWN_TOPIC,),
        script=(
            "Merci de m'avoir appelé. Ne faites plus rien : j'explique la rectification et les options, "
            "puis on reprend.",
        ),
    )


def attention_9A2_play() -> Ruling:
    return Ruling(
        id="procedure.signalement.jeu",
        title="Irrégularité signalée pendant le jeu par le déclarant ou la défense",
        laws=("9A2", "9B1a", "9B1b", "9B1c", "9B1d", "9B2"),
        now=(
            "Pendant le jeu, le déclarant et les joueurs de la défense peuvent signaler une irrégularité (9A2).",
            CALL_NOW,
            "Si le joueur a signalé une irrégularité de son propre camp, les droits des adversaires sont "
            "intacts (9B1d).",
            WAIT_FOR_DIRECTOR,
        ),
        notes=(OWN_TOPIC,),
        script=(
            "Merci de m'avoir appelé. Laissez les cartes telles qu'elles sont : j'explique la rectification "
            "et les options avant que le jeu reprenne.",
        ),
    )


def attention_9A4_after_play() -> Ruling:
    return Ruling(
        id="procedure.signalement.apres_le_jeu",
        title="Irrégularité signalée après la fin du jeu",
        laws=("9A4", "9B1a", "9B1b", "9B1c", "64B4", "64B5", "64C1"),
        now=(
            "Une fois le jeu terminé, chacun peut signaler une irrégularité, le mort compris (9A4).",
            CALL_NOW,
        ),
        notes=(
            OWN_TOPIC,
            "Vérifiez que la demande arrive dans les délais prévus par la loi de l'irrégularité : par exemple, "
            "une renonce ne donne lieu à transfert de levées que si l'attention a été attirée avant la fin du "
            "tour et avant toute déclaration du camp non fautif sur la donne suivante (64B4, 64B5) ; même "
            "après ces délais, l'arbitre rétablit l'équité si le camp non fautif a été lésé (64C1).",
        ),
        script=("Je note l'irrégularité signalée et je vérifie ce que la loi prévoit à ce stade.",),
    )


def dummy_9A4_declarer_irregularity() -> Ruling:
    return Ruling(
        id="procedure.signalement.mort_irregularite_du_declarant",
        title="Le mort a signalé pendant le jeu une irrégularité du déclarant",
        laws=("9A4", "42B3", "43A1b", "9B1d", "90A", "43B1"),
        now=(
            "Le mort ne signale pas d'irrégularité avant la fin du jeu (9A4, 42B3, 43A1b).",
            "L'irrégularité du déclarant est maintenant connue : les adversaires gardent tous leurs droits "
            "et l'arbitre la rectifie normalement (9B1d).",
            "Le mort s'expose à une pénalité de procédure (90A ; Loi 43B1).",
        ),
        notes=(
            OWN_TOPIC,
            "Demander au déclarant qui n'a pas fourni s'il lui reste une carte de la couleur, ou l'empêcher "
            "d'attaquer de la mauvaise main, est un droit du mort (42B1, 42B2) : dans ces cas, choisissez "
            "l'option correspondante.",
            "Exception : une explication erronée donnée par le déclarant est corrigée par le mort, en appelant "
            "l'arbitre, après la dernière passe des enchères (Loi 20F5).",
        ),
        script=(
            "Le mort ne doit pas signaler d'irrégularité pendant le jeu. Celle-ci étant connue, je la rectifie "
            "normalement en faveur de la défense.",
        ),
    )


DUMMY_A2 = (
    "échangé sa main avec le déclarant, quitté sa place pour regarder le déclarant jouer, ou regardé les "
    "cartes d'un joueur de la défense (43A2)"
)


def dummy_42B1_revoke_question() -> Ruling:
    return Ruling(
        id="procedure.signalement.mort_question_renonce",
        title="Le mort demande au déclarant s'il a renoncé : c'est son droit",
        laws=("42B1", "61B2a", "62A"),
        now=(
            "Le mort peut demander au déclarant qui n'a pas fourni s'il lui reste une carte de la couleur "
            "jouée (42B1, 61B2a) : ce n'est pas une infraction, il n'y a pas de pénalité de procédure.",
            "Si le déclarant a renoncé, il corrige sa renonce (62A) : voir le thème Renonce.",
        ),
        script=("Le mort a le droit de poser cette question au déclarant. Voyons s'il y a une renonce.",),
    )


def dummy_43B2b_revoke_question() -> Ruling:
    return Ruling(
        id="procedure.signalement.mort_question_renonce_43B2b",
        corrected=True,
        title="Le mort, après avoir enfreint ses limitations, demande au déclarant s'il a renoncé",
        laws=("43A2", "43B2b", "64A1", "64A2", "43B1", "90A"),
        now=(
            f"Le mort avait auparavant {DUMMY_A2}, puis a été le premier à demander au déclarant s'il avait "
            "renoncé (43B2b).",
            "Si la carte du déclarant était illégale, il la remplace par une carte légale, et la Loi 64 "
            "s'applique comme si la renonce était consommée : transfert d'une ou deux levées à la fin du coup "
            "(43B2b, 64A1, 64A2).",
            "Interprétation retenue : « comme si la renonce était consommée » donne aussi les exceptions de la "
            "Loi 64B (par exemple aucun transfert si le camp du déclarant ne gagne ni cette levée ni une suivante).",
            "Le mort s'expose en outre à une pénalité de procédure (90A ; Loi 43B1).",
        ),
        end_of_play=(
            "À la fin du coup, transférez à la défense les levées de la Loi 64 (une ou deux selon qui a gagné "
            "la levée de la renonce et les suivantes), comme pour une renonce consommée (thème Renonce).",
        ),
        equity_may_apply=True,
        adjusted_score=AdjustedScore(AdjustedKind.ASSIGNED, ("64C1",), foreseen=True),
        script=(
            "Le mort avait quitté son rôle avant de poser cette question : le déclarant corrige sa carte, et "
            "la renonce sera traitée comme consommée, avec transfert de levées à la fin du coup.",
        ),
    )


def dummy_42B2_wrong_hand() -> Ruling:
    return Ruling(
        id="procedure.signalement.mort_mauvaise_main",
        title="Le mort empêche le déclarant d'attaquer de la mauvaise main : c'est permis",
        laws=("42B2", "9A3"),
        now=(
            "Le mort peut tenter d'empêcher une irrégularité, par exemple prévenir le déclarant qui s'apprête "
            "à attaquer de la mauvaise main (42B2, 9A3) : il n'y a ni rectification ni pénalité.",
        ),
        script=("Le mort a le droit d'empêcher l'attaque de la mauvaise main. On continue.",),
    )


def dummy_43B2a_wrong_hand() -> Ruling:
    return Ruling(
        id="procedure.signalement.mort_mauvaise_main_43B2a",
        title="Le mort, après avoir enfreint ses limitations, prévient le déclarant de la mauvaise main",
        laws=("43A2", "43B2a", "43B1", "90A"),
        now=(
            f"Le mort avait auparavant {DUMMY_A2}, puis a prévenu le déclarant qu'il allait attaquer de la "
            "mauvaise main (43B2a).",
            "L'un ou l'autre joueur de la défense choisit la main (celle du déclarant ou celle du mort) d'où "
            "le déclarant attaque (43B2a).",
            "Le mort s'expose en outre à une pénalité de procédure (90A ; Loi 43B1).",
        ),
        chooser="l'un ou l'autre joueur de la défense",
        chooser_role=ChooserRole.DEFENDERS,
        choices=(
            Choice("Le déclarant attaque de sa main", ("43B2a",)),
            Choice("Le déclarant attaque du mort", ("43B2a",)),
        ),
        script=(
            "Le mort n'aurait pas dû quitter son rôle : c'est la défense qui choisit de quelle main le "
            "déclarant attaque.",
        ),
    )


def dummy_9A4_defender_irregularity() -> Ruling:
    return Ruling(
        id="procedure.signalement.mort_irregularite_de_la_defense",
        title="Le mort a signalé pendant le jeu une irrégularité de la défense",
        laws=("9A4", "9B1a", "90A", "43B1"),
        now=(
            "Le mort n'aurait pas dû signaler l'irrégularité avant la fin du jeu (9A4).",
            "L'attention étant attirée sur l'irrégularité, l'arbitre la rectifie normalement (9B1a).",
            "Le mort s'expose à une pénalité de procédure (90A ; Loi 43B1).",
        ),
        notes=(
            OWN_TOPIC,
            "Interprétation retenue : le texte ne retire pas la rectification quand le mort, resté à sa place, "
            "signale trop tôt une irrégularité de la défense ; il prévoit seulement une sanction du mort (Loi 43B1).",
        ),
        script=(
            "Le mort ne doit pas signaler d'irrégularité pendant le jeu ; je le note. L'irrégularité étant "
            "connue, je la rectifie.",
        ),
    )


def dummy_43B3_after_leaving_seat() -> Ruling:
    return Ruling(
        id="procedure.signalement.mort_hors_de_sa_place",
        title="Le mort, après avoir enfreint ses limitations, signale une irrégularité de la défense",
        laws=("43A2", "43B3", "43B1", "90A"),
        now=(
            f"Le mort avait auparavant {DUMMY_A2}, puis a été le premier à signaler une irrégularité de la "
            "défense : pas de rectification immédiate, le jeu continue comme si rien ne s'était passé "
            "(Loi 43B3).",
            "Le mort s'expose en outre à une pénalité de procédure (90A ; Loi 43B1).",
        ),
        end_of_play=(
            "À la fin du coup, si la défense a tiré avantage de son irrégularité, l'arbitre ajuste le seul "
            "score de la défense pour lui retirer cet avantage ; le camp du déclarant garde le résultat de "
            "la table (Loi 43B3).",
        ),
        equity_may_apply=True,
        adjusted_score=AdjustedScore(AdjustedKind.SPLIT, ("43B3", "12C1b"), foreseen=True),
        script=(
            "Pas de rectification maintenant : continuez le jeu. À la fin du coup, je vérifierai si la défense "
            "a tiré avantage de son irrégularité.",
        ),
    )


def attention_by_dummy_9A4(facts: Facts) -> Ruling:
    what = facts.ask("irregularity_by")
    if what == DECLARER:
        return dummy_9A4_declarer_irregularity()
    left_seat = facts.is_("dummy_left_seat", "yes")
    if what == "revoke_question":
        return dummy_43B2b_revoke_question() if left_seat else dummy_42B1_revoke_question()
    if what == "wrong_hand":
        return dummy_43B2a_wrong_hand() if left_seat else dummy_42B2_wrong_hand()
    return dummy_43B3_after_leaving_seat() if left_seat else dummy_9A4_defender_irregularity()


def attention_drawn_9A(facts: Facts) -> Ruling:
    period = facts.ask("period")
    if period == "auction":
        return attention_9A1_auction()
    if period == "after_play":
        return attention_9A4_after_play()
    if facts.is_("drawn_by", DUMMY):
        return attention_by_dummy_9A4(facts)
    return attention_9A2_play()


def prevent_9A3() -> Ruling:
    return Ruling(
        id="procedure.prevenir",
        title="Empêcher une irrégularité : permis à tous, mort compris",
        laws=("9A3", "42B2", "43B2a"),
        now=(
            "Chacun peut tenter d'empêcher une irrégularité avant qu'elle ait lieu, y compris le mort (9A3) : "
            "par exemple, le mort peut prévenir le déclarant qui s'apprête à attaquer de la mauvaise main.",
            "Le mort reste tenu par ses limitations : s'il a auparavant échangé sa main avec le déclarant, "
            "quitté sa place pour regarder le déclarant jouer, ou regardé les cartes d'un joueur de la défense "
            "(43A2), et qu'il prévient ensuite le déclarant de la mauvaise main, c'est la défense qui choisit "
            "la main d'où le déclarant attaque (43B2a).",
        ),
        script=(
            "Prévenir une irrégularité est permis, au mort aussi, tant qu'il reste à sa place et ne "
            "commente pas le jeu.",
        ),
    )


def own_side_9A5() -> Ruling:
    return Ruling(
        id="procedure.propre_camp",
        title="Infraction de son propre camp : pas d'obligation de la signaler",
        laws=("9A5", "72B2", "9B1d"),
        now=(
            "Personne n'est tenu de signaler une infraction commise par son propre camp (9A5, 72B2).",
            "S'il la signale, les droits des adversaires n'en sont pas modifiés (9B1d).",
        ),
        notes=(
            "Ne pas signaler n'est pas dissimuler : un joueur ne doit jamais chercher à cacher une infraction "
            "(Loi 72B3).",
            "Exceptions : une explication erronée du partenaire doit être corrigée, au moment prévu par la "
            "Loi 20F5 (avant l'entame pour le camp du déclarant, à la fin du jeu pour la défense) ; un joueur "
            "ne doit pas accepter sciemment une levée que son camp n'a pas gagnée (Loi 79A2).",
        ),
        script=(
            "Vous n'êtes pas obligé de signaler une infraction de votre camp, mais vous ne devez jamais la "
            "dissimuler ; une explication erronée du partenaire doit être corrigée au moment prévu.",
        ),
    )


# --- 9C, 10A, 10B: what the players did before the director came -----------------------


def premature_correction_9C() -> Ruling:
    return Ruling(
        id="procedure.correction_prematuree",
        title="Correction prématurée par le joueur fautif",
        laws=("9C", "10A"),
        now=(
            "Seul l'arbitre fixe la rectification (10A) : le joueur fautif qui corrige lui-même son "
            "irrégularité avant l'explication de l'arbitre peut encourir une rectification supplémentaire "
            "(9C) — par exemple les restrictions d'attaque de la Loi 26B après une déclaration retirée.",
            "L'arbitre établit les faits (irrégularité, puis correction), applique la loi de l'irrégularité, "
            "et traite la correction elle-même comme le prévoit cette loi.",
        ),
        notes=(
            OWN_TOPIC,
            "Par exemple, une enchère insuffisante remplacée avant la décision de l'arbitre : le remplacement, "
            "s'il est légal, est maintenu sauf si l'adversaire de gauche accepte l'enchère insuffisante, et "
            "l'arbitre applique au remplacement la rectification correspondante (Loi 27C).",
        ),
        script=(
            "Vous avez corrigé avant mon arrivée : je dois d'abord établir ce qui s'est passé, et la "
            "correction peut entraîner une rectification de plus.",
        ),
    )


# --- 10B, 11A: the players settled the irregularity without the director ----------------
# « Les joueurs ont appliqué eux-mêmes une rectification » and « le camp non fautif a agi avant
# d'appeler l'arbitre » are the same incident: the non-offending side acted before summoning the
# director. Both reach 10B (the director may let it stand or cancel it) and 11A (forfeiture, and
# the gain obtained through an opponent's ignorance of the law taken away from that side only).


def acceptance_not_forfeiture() -> Ruling:
    return Ruling(
        id="procedure.acceptation",
        title="Le camp non fautif a accepté l'irrégularité comme la loi le permet",
        laws=("10A", "11A"),
        now=(
            "Déclarer ou jouer par-dessus l'irrégularité est ici l'acceptation que prévoit la loi de "
            "l'irrégularité elle-même (par exemple Lois 27A1, 29A, 53A) : on applique cette loi, et non la "
            "perte du droit à rectification de la Loi 11A.",
            "L'arbitre applique la loi de l'irrégularité, option « acceptation » ; c'est lui qui le constate (10A).",
        ),
        notes=(
            OWN_TOPIC,
            "Interprétation retenue : la Loi 11A ne vise que les actions qui ne sont pas une option prévue par "
            "la loi de l'irrégularité elle-même.",
        ),
        script=(
            "En déclarant (ou en jouant) après l'irrégularité, vous l'avez acceptée : on continue à partir de là.",
        ),
    )


PLAYERS_ACTED = (
    "Les joueurs ont réglé l'irrégularité sans l'arbitre : seul l'arbitre fixe une rectification (10A). Il "
    "peut maintenir ce qu'ils ont fait, ou l'annuler et appliquer la bonne rectification (10B)."
)


def forfeiture_11A_adjust_one_side() -> Ruling:
    return Ruling(
        id="procedure.perte_du_droit.ajustement",
        title="Droit à rectification peut-être perdu, avantage retiré au seul camp qui l'a obtenu",
        laws=("10A", "10B", "11A", "11B", "90A"),
        now=(
            PLAYERS_ACTED,
            "Le camp non fautif a agi avant d'appeler l'arbitre : il peut perdre son droit à rectification (11A).",
            "Ce camp a ensuite tiré avantage d'une action d'un adversaire qui ignorait ce que la loi prévoit : "
            "l'arbitre ajuste le seul score de ce camp pour lui retirer cet avantage ; l'autre camp garde le "
            "résultat de la table (11A).",
            "Une pénalité de procédure reste possible (11B, 90A).",
        ),
        end_of_play=(
            "Inscrivez deux marques différentes : le score ajusté pour le camp qui a tiré avantage, le "
            "résultat de la table pour l'autre camp (11A ; thème Marque ajustée pour le calcul).",
        ),
        equity_may_apply=True,
        adjusted_score=AdjustedScore(AdjustedKind.SPLIT, ("11A", "12C1b"), foreseen=True),
        notes=(
            OWN_TOPIC,
            "Interprétation retenue : le « camp » qui a tiré avantage est, dans ce cas, le camp non fautif qui "
            "a agi avant d'appeler ; c'est son score seul qui est ajusté, le camp fautif garde le résultat de "
            "la table.",
        ),
        script=(
            "Vous avez réglé l'irrégularité sans m'appeler : la rectification peut être perdue. L'avantage "
            "que vous avez tiré de ce que vos adversaires ignoraient la loi vous sera retiré, à vous seuls ; "
            "vos adversaires gardent le résultat de la table.",
        ),
    )


def forfeiture_11A() -> Ruling:
    return Ruling(
        id="procedure.perte_du_droit",
        title="Les joueurs ont agi avant d'appeler l'arbitre : le droit à rectification peut être perdu",
        laws=("10A", "10B", "11A", "11B", "90A"),
        now=(
            PLAYERS_ACTED,
            "Le camp non fautif a agi avant d'appeler l'arbitre : l'arbitre peut estimer que son droit à "
            "rectification est perdu (11A).",
            "Même dans ce cas, l'arbitre peut encore infliger une pénalité de procédure (11B, 90A).",
        ),
        notes=(
            OWN_TOPIC,
            "Le mot « peut » laisse l'appréciation à l'arbitre : il tient compte de ce qui a été fait, et de "
            "savoir si la rectification peut encore s'appliquer sans fausser la donne.",
            "Si la rectification appliquée par les joueurs était fausse et qu'on ne peut plus revenir en arrière, "
            "l'arbitre peut attribuer une marque ajustée (thème Marque ajustée, 12A3).",
        ),
        script=(
            "À l'avenir, appelez-moi dès qu'une irrégularité est signalée : seul l'arbitre décide de la "
            "rectification. Je regarde si ce que vous avez fait peut être maintenu ; le droit à rectification "
            "peut être perdu.",
        ),
    )


def players_acted_10B_11A(facts: Facts) -> Ruling:
    if facts.is_("acceptance", "yes"):
        return acceptance_not_forfeiture()
    if facts.is_("opponent_gained", "yes"):
        return forfeiture_11A_adjust_one_side()
    return forfeiture_11A()


# --- 10C: choosing among the options -----------------------------------------------------


def options_10C1() -> Ruling:
    return Ruling(
        id="procedure.choix",
        title="Choix d'une option après une irrégularité",
        laws=("10C1", "10C2", "10C3"),
        now=(
            "L'arbitre expose toutes les options que la loi offre (10C1).",
            "Le joueur qui a le choix décide seul, sans consulter son partenaire (10C2).",
            "Le camp non fautif peut choisir, en toute éthique, l'option la plus avantageuse pour lui (10C3).",
        ),
        chooser="le joueur à qui la loi donne l'option",
        # The laws give their options to the non-offending side (10C3); which member is the law's.
        chooser_role=ChooserRole.EACH_NON_OFFENDER,
        choices=(Choice("Choisir, seul, l'une des options exposées par l'arbitre", ("10C1", "10C2")),),
        script=(
            "Voici toutes vos options. Choisissez seul, sans consulter votre partenaire : vous pouvez "
            "prendre celle qui vous avantage le plus.",
        ),
    )


def options_partner_consulted_10C2() -> Ruling:
    return Ruling(
        id="procedure.choix.partenaire_consulte",
        title="Option choisie après consultation du partenaire",
        laws=("10C2", "12A1", "90A"),
        now=(
            "Le joueur devait choisir seul (10C2) : la consultation du partenaire est une infraction.",
            "Les Lois ne prévoient pas de rectification particulière : si le camp adverse a été lésé, "
            "l'arbitre peut ajuster le score (12A1) ; il peut aussi infliger une pénalité de procédure (90A).",
        ),
        notes=(
            "Interprétation retenue : l'option choisie est maintenue ; la réparation passe par la marque "
            "ajustée et, le cas échéant, la pénalité de procédure.",
        ),
        equity_may_apply=True,
        adjusted_score=AdjustedScore(AdjustedKind.ASSIGNED, ("12A1",), foreseen=True),
        script=(
            "Le choix appartient à un seul joueur, sans consulter son partenaire. Je maintiens l'option "
            "choisie, mais je pourrai ajuster le score si cela vous a avantagés.",
        ),
    )


def offender_profits_10C4() -> Ruling:
    return Ruling(
        id="procedure.camp_fautif_profite",
        title="Le camp fautif profite de la rectification : c'est permis",
        laws=("10C4", "12B2"),
        now=(
            "Une fois l'infraction rectifiée, le camp fautif peut déclarer et jouer au mieux de ses intérêts, "
            "même s'il semble profiter de sa propre faute (10C4).",
            "L'arbitre n'ajuste pas le score au seul motif que la rectification prévue paraît trop douce (12B2).",
        ),
        notes=(
            "Limites : une déclaration ou une carte retirée reste une information non autorisée pour le camp "
            "fautif (Loi 16C2) ; l'arbitre ajuste quand même si l'enchère insuffisante a aidé le camp fautif "
            "(Loi 27D) ou si le fautif pouvait savoir que son irrégularité risquait de léser l'adversaire "
            "(Loi 72C).",
        ),
        equity_may_apply=True,
        adjusted_score=AdjustedScore(AdjustedKind.ASSIGNED, ("12C1b",), foreseen=True),
        script=(
            "La rectification a été appliquée : le camp fautif peut ensuite jouer au mieux, c'est la règle. "
            "Je vérifierai seulement qu'il n'a pas utilisé d'information non autorisée.",
        ),
    )


# --- the topic --------------------------------------------------------------------------


def decide(facts: Facts) -> Ruling:
    situation = facts.ask("situation")
    if situation == "attention_drawn":
        return attention_drawn_9A(facts)
    if situation == "prevent":
        return prevent_9A3()
    if situation == "own_side":
        return own_side_9A5()
    if situation == "offender_corrected":
        return premature_correction_9C()
    if situation in ("players_rectified", "non_offenders_acted"):
        return players_acted_10B_11A(facts)
    if situation == "option_choice":
        if facts.is_("partner_consulted", "yes"):
            return options_partner_consulted_10C2()
        return options_10C1()
    return offender_profits_10C4()


ORDER = 60

TOPIC = Topic(
    id="procedure",
    title="Procédure : qui signale, qui appelle, qui décide",
    summary="Signaler une irrégularité, appeler l'arbitre, choisir une option, perte du droit à rectification (Lois 9 à 11).",
    laws=("9", "10", "11"),
    questions=QUESTIONS,
    procedure=decide,
)

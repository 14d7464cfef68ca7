"""Procédure : qui signale, qui appelle, qui décide — Lois 9, 10 et 11.

The director's first questions when the incident is about procedure rather than about a
card: who drew attention and when (9A), what was done before he arrived (9B2, 9C, 10B,
11A), how the options are chosen (10C). The rectification of the irregularity itself
belongs to its own topic; this one says whether it still applies and who may act.
Every explanation is written in our own words; the official text is linked by `arbitre loi`.
"""

from __future__ import annotations

from rules.model import Choice, Option, Question, Ruling
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
                "Les joueurs ont appliqué (ou écarté) eux-mêmes une rectification, sans l'arbitre",
            ),
            Option(
                "non_offenders_acted",
                "Le camp non fautif a déclaré ou joué après l'irrégularité, avant d'appeler l'arbitre",
            ),
            Option("option_choice", "Un joueur doit choisir parmi les options que la loi lui offre"),
            Option(
                "offender_profits",
                "Après la rectification, le camp fautif semble profiter de sa propre infraction",
            ),
        ),
        "Les Lois 9 à 11 disent qui peut signaler une irrégularité, que seul l'arbitre rectifie, et ce "
        "que devient le droit à rectification quand les joueurs agissent avant lui.",
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
        "Qui a commis l'irrégularité signalée par le mort ?",
        (
            Option(DECLARER, "Le déclarant"),
            Option(DEFENDER, "Un joueur de la défense"),
        ),
        "Quand le mort, après avoir quitté sa place ou regardé une main, est le premier à signaler une "
        "irrégularité de la défense, il n'y a pas de rectification immédiate (Loi 43B3).",
    ),
    yes_no(
        "dummy_left_seat",
        "Le mort avait-il auparavant quitté sa place pour voir le jeu du déclarant, échangé sa main "
        "avec lui, ou regardé les cartes d'un joueur de la défense ?",
        "Ce sont les limitations du mort de la Loi 43A2 ; les avoir enfreintes change la suite.",
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
        laws=("9A4", "9B1a", "9B1b", "9B1c"),
        now=(
            "Une fois le jeu terminé, chacun peut signaler une irrégularité, le mort compris (9A4).",
            CALL_NOW,
        ),
        notes=(
            OWN_TOPIC,
            "Vérifiez que la demande arrive dans les délais prévus par la loi de l'irrégularité (par exemple, "
            "pour une renonce, avant la fin du tour ou avant une déclaration du camp non fautif sur la donne "
            "suivante).",
        ),
        script=("Je note l'irrégularité signalée et je vérifie ce que la loi prévoit à ce stade.",),
    )


def dummy_9A4_declarer_irregularity() -> Ruling:
    return Ruling(
        id="procedure.signalement.mort_irregularite_du_declarant",
        title="Le mort a signalé pendant le jeu une irrégularité du déclarant",
        laws=("9A4", "9B1d", "90A", "43B1"),
        now=(
            "Le mort n'aurait pas dû signaler l'irrégularité avant la fin du jeu (9A4).",
            "L'irrégularité du déclarant est maintenant connue : les adversaires gardent tous leurs droits "
            "et l'arbitre la rectifie normalement (9B1d).",
            "Le mort s'expose à une pénalité de procédure (90A ; Loi 43B1).",
        ),
        notes=(
            OWN_TOPIC,
            "Exception : une explication erronée donnée par le déclarant est corrigée par le mort, en appelant "
            "l'arbitre, après la dernière passe des enchères (Loi 20F5).",
        ),
        script=(
            "Le mort ne doit pas signaler d'irrégularité pendant le jeu. Celle-ci étant connue, je la rectifie "
            "normalement en faveur de la défense.",
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
        title="Le mort, après avoir quitté sa place ou regardé une main, signale une irrégularité de la défense",
        laws=("9A4", "43B3", "43B2a", "43B1", "90A"),
        now=(
            "Le mort a enfreint ses limitations, puis a été le premier à signaler une irrégularité de la "
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
        notes=(
            "Si le mort avertit le déclarant qu'il va attaquer de la mauvaise main après avoir quitté sa place, "
            "c'est un joueur de la défense qui choisit la main d'où le déclarant attaque (Loi 43B2a).",
        ),
        script=(
            "Pas de rectification maintenant : continuez le jeu. À la fin du coup, je vérifierai si la défense "
            "a tiré avantage de son irrégularité.",
        ),
    )


def attention_by_dummy_9A4(facts: Facts) -> Ruling:
    if facts.is_("irregularity_by", DECLARER):
        return dummy_9A4_declarer_irregularity()
    if facts.is_("dummy_left_seat", "yes"):
        return dummy_43B3_after_leaving_seat()
    return dummy_9A4_defender_irregularity()


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
        laws=("9A3",),
        now=(
            "Chacun peut tenter d'empêcher une irrégularité avant qu'elle ait lieu, y compris le mort (9A3) : "
            "par exemple, le mort peut prévenir le déclarant qui s'apprête à attaquer de la mauvaise main.",
            "Le mort reste tenu par ses limitations : s'il a quitté sa place ou regardé une main, son "
            "avertissement peut entraîner une rectification (Lois 42 et 43).",
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
        laws=("9A5", "9B1d"),
        now=(
            "Personne n'est tenu de signaler une infraction commise par son propre camp (9A5).",
            "S'il la signale, les droits des adversaires n'en sont pas modifiés (9B1d).",
        ),
        notes=(
            "Ne pas signaler n'est pas dissimuler : un joueur ne doit jamais cacher une infraction (Loi 72B).",
            "Exception : une explication erronée du partenaire doit être corrigée, au moment prévu par la "
            "Loi 20F5 (avant l'entame pour le camp du déclarant, à la fin du jeu pour la défense).",
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


def players_rectified_10B() -> Ruling:
    return Ruling(
        id="procedure.rectification_par_les_joueurs",
        title="Rectification appliquée par les joueurs sans l'arbitre",
        laws=("10A", "10B"),
        now=(
            "Les joueurs n'ont pas le droit d'imposer ni d'écarter eux-mêmes une rectification (10A).",
            "L'arbitre peut maintenir ce que les joueurs ont fait, ou l'annuler et appliquer la bonne "
            "rectification (10B).",
        ),
        notes=(
            OWN_TOPIC,
            "Si la rectification appliquée par les joueurs était fausse et qu'on ne peut plus revenir en arrière, "
            "l'arbitre peut attribuer une marque ajustée (thème Marque ajustée, 12A3).",
        ),
        script=(
            "À l'avenir, appelez-moi : seul l'arbitre décide de la rectification. Je regarde si ce que vous "
            "avez fait peut être maintenu.",
        ),
    )


# --- 11: the non-offending side acted before calling the director ----------------------


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


def forfeiture_11A_adjust_one_side() -> Ruling:
    return Ruling(
        id="procedure.perte_du_droit.ajustement",
        title="Droit à rectification peut-être perdu, avantage retiré à un seul camp",
        laws=("11A", "11B", "90A"),
        now=(
            "Le camp non fautif a agi avant d'appeler l'arbitre : il peut perdre son droit à rectification (11A).",
            "Un camp a ensuite tiré avantage d'une action d'un adversaire qui ignorait la loi : l'arbitre "
            "ajuste le seul score de ce camp pour lui retirer cet avantage ; l'autre camp garde le résultat "
            "de la table (11A).",
            "Une pénalité de procédure reste possible (11B, 90A).",
        ),
        end_of_play=(
            "Inscrivez deux marques différentes : le score ajusté pour le camp qui a tiré avantage, le "
            "résultat de la table pour l'autre camp.",
        ),
        equity_may_apply=True,
        script=(
            "Vous avez agi avant de m'appeler : la rectification peut être perdue. Mais l'avantage obtenu "
            "grâce à une action faite par ignorance de la loi sera retiré, à ce seul camp.",
        ),
    )


def forfeiture_11A() -> Ruling:
    return Ruling(
        id="procedure.perte_du_droit",
        title="Le camp non fautif a agi avant d'appeler l'arbitre : le droit à rectification peut être perdu",
        laws=("11A", "11B", "90A"),
        now=(
            "Le camp non fautif a agi avant d'appeler l'arbitre : l'arbitre peut estimer que son droit à "
            "rectification est perdu (11A).",
            "Même dans ce cas, l'arbitre peut encore infliger une pénalité de procédure (11B, 90A).",
        ),
        notes=(
            "Le mot « peut » laisse l'appréciation à l'arbitre : il tient compte de ce qui a été fait, et de "
            "savoir si la rectification peut encore s'appliquer sans fausser la donne.",
        ),
        script=(
            "Vous avez agi avant de m'appeler : le droit à rectification peut être perdu. Appelez-moi dès "
            "qu'une irrégularité est signalée.",
        ),
    )


def non_offenders_acted_11A(facts: Facts) -> Ruling:
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
    if situation == "players_rectified":
        return players_rectified_10B()
    if situation == "non_offenders_acted":
        return non_offenders_acted_11A(facts)
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

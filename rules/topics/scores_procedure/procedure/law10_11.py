"""Ce que les joueurs ont fait avant l'arbitre : 9C, 10A, 10B, et la perte du droit à rectification (11A)."""

from __future__ import annotations

from rules.model import AdjustedKind, AdjustedScore, Ruling
from rules.topic import Facts
from rules.topics.scores_procedure.procedure.questions import OWN_TOPIC

# --- 9C, 10A, 10B: what the players did before the director came -----------------------


def premature_correction_9C() -> Ruling:
    return Ruling(
        id="procedure.correction_prematuree",
        title="Correction prématurée par le joueur fautif",
        laws=("9C", "10A", "26B"),
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
        laws=("10A", "11A", "27A1", "29A", "53A"),
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

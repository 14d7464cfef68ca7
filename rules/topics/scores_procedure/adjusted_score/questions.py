"""The questions of the adjusted-score topic (Law 12, with 86B in team play)."""

from __future__ import annotations

from rules.model import Option, Question
from rules.scores.adjusted import (
    Responsibility,
    ScoringForm,
)
from rules.topic import questions
from rules.topics.common import yes_no
from rules.topics.scores_procedure import fouled_board as fouled

SIDES = (("ns", "Nord-Sud"), ("ew", "Est-Ouest"))
# Team play where the other table decides the form of the adjusted score (86B1, 86B2).
TEAMS_CLEAR = "teams_other_table_clear"
TEAMS_SEVERAL = "teams_several_results"

RESPONSIBILITY_OPTIONS = (
    Option(
        Responsibility.DIRECTLY_AT_FAULT.value, "Entièrement fautif (responsable de l'absence de résultat)"
    ),
    Option(Responsibility.PARTLY_AT_FAULT.value, "Partiellement fautif"),
    Option(Responsibility.NOT_AT_FAULT.value, "Totalement non fautif"),
)
RESPONSIBILITY_HELP = (
    "Chaque camp reçoit sa propre marque selon sa part de responsabilité (12C2a) : moyenne moins si "
    "entièrement fautif, moyenne s'il l'est partiellement, moyenne plus s'il n'y est pour rien."
)


def _three_way(question_id: str, prompt: str, help_text: str) -> Question:
    return Question(
        question_id,
        prompt,
        (
            Option("no", "Non"),
            Option("yes", "Oui"),
            Option("unknown", "Pas encore connu (la séance n'est pas finie)"),
        ),
        help_text,
    )


# The figure itself, offered once the director has said the exception applies (12C2c), by half
# points: above 60 % for the side without fault, below 40 % for the side at fault (80 options each,
# within what every chat can show). Other decimals: arbitre marque --pourcentage-seance.
def _percent_options(first_tenths: int, last_tenths: int) -> tuple[Option, ...]:
    return tuple(
        Option(f"{tenths / 10:g}", f"{tenths / 10:g} %".replace(".", ","))
        for tenths in range(first_tenths, last_tenths + 1, 5)
    )


def _session_questions(side: str, name: str) -> tuple[Question, ...]:
    of_name = f"d'{name}" if name[0] in "AEIOU" else f"de {name}"
    return (
        _three_way(
            f"{side}_session_above_60",
            f"{name}, totalement non fautif, obtient-il plus de 60 % sur les autres donnes de la séance ?",
            "Un concurrent totalement non fautif qui dépasse 60 % sur ses autres donnes reçoit ce pourcentage "
            "au lieu de la moyenne plus (12C2c).",
        ),
        _three_way(
            f"{side}_session_below_40",
            f"{name}, fautif, obtient-il moins de 40 % sur les autres donnes de la séance ?",
            "Un concurrent entièrement fautif sous 40 % sur ses autres donnes reçoit ce pourcentage plus "
            "bas au lieu de la moyenne moins (12C2c).",
        ),
        Question(
            f"{side}_session_high",
            f"Pourcentage {of_name} sur les autres donnes de la séance ?",
            _percent_options(605, 1000),
            "Ce pourcentage, au-dessus de 60 %, devient la marque de la donne du camp sans faute (12C2c).",
            branching=False,
        ),
        Question(
            f"{side}_session_low",
            f"Pourcentage {of_name} sur les autres donnes de la séance ?",
            _percent_options(0, 395),
            "Ce pourcentage, sous 40 %, devient la marque de la donne du camp fautif (12C2c).",
            branching=False,
        ),
    )


QUESTIONS = questions(
    Question(
        "situation",
        "Pourquoi envisagez-vous une marque ajustée ?",
        (
            Option(
                "no_result",
                "Aucun résultat ne peut être obtenu sur la donne (donne non jouée ou jeu normal impossible)",
            ),
            Option(
                "damage",
                "Une infraction a pu léser le camp non fautif (une loi prévoit l'ajustement, ou ne prévoit "
                "aucune rectification)",
            ),
            Option("wrong_rectification", "Une irrégularité a été mal rectifiée"),
            Option(
                "rectification_seems_unfair",
                "La rectification prévue par les Lois paraît trop sévère ou trop douce",
            ),
        ),
        "Marque ajustée : le résultat de la table est remplacé par un résultat attribué par l'arbitre "
        "(de remplacement, éventuellement pondéré) ou par un pourcentage (marque artificielle) (Loi 12).",
        director_only=True,
    ),
    yes_no(
        "damaged",
        "Le camp non fautif a-t-il obtenu à la table moins que ce qu'il pouvait attendre sans l'infraction ?",
        "C'est la définition du dommage (12B1) : sans dommage, il n'y a rien à réparer.",
        director_only=True,
    ),
    Question(
        "assigned_possible",
        "Pouvez-vous dire quel aurait été le résultat sans l'infraction ?",
        (
            Option("one", "Oui : un résultat probable"),
            Option("several", "Plusieurs résultats possibles, chacun avec sa probabilité"),
            Option("unclear", "Non : les possibilités sont trop nombreuses ou peu claires"),
        ),
        "On préfère toujours une marque de remplacement (un vrai résultat de bridge) ; elle peut être "
        "pondérée entre plusieurs résultats obtenables légalement (12C1a, 12C1c).",
        director_only=True,
    ),
    Question(
        "self_inflicted",
        "Après l'infraction, le camp non fautif a-t-il aggravé lui-même son dommage ?",
        (
            Option("no", "Non"),
            Option("serious_error", "Oui : par une erreur extrêmement grave, sans rapport avec l'infraction"),
            Option(
                "gambling",
                "Oui : par une action aventureuse, tentée en comptant sur l'arbitre pour l'annuler en cas d'échec",
            ),
        ),
        "Le dommage que le camp non fautif s'est infligé lui-même n'est pas réparé ; le camp fautif, lui, "
        "ne profite pas de cette erreur (12C1e).",
        director_only=True,
    ),
    Question(
        "scoring_form",
        "Comment la donne est-elle marquée ?",
        (
            Option(ScoringForm.PAIRS.value, "Tournoi par paires (points de match, en %)"),
            Option(ScoringForm.INDIVIDUAL.value, "Tournoi individuel (points de match, en %)"),
            Option(
                ScoringForm.IMP.value,
                "En IMP (paires en IMP, patton, ou match par quatre sans résultat utile à l'autre table)",
            ),
            Option(
                ScoringForm.KNOCKOUT.value,
                "Match à élimination directe (KO), en IMP, sans résultat utile à l'autre table",
            ),
            Option(
                TEAMS_CLEAR,
                "Match par équipes dont l'autre table a un résultat nettement favorable à un camp",
            ),
            Option(
                TEAMS_SEVERAL,
                "Match par équipes avec plusieurs résultats non comparables (donne faussée, plusieurs marques)",
            ),
        ),
        "La moyenne plus et la moyenne moins valent 60 % et 40 % en points de match, +3 et -3 IMP en "
        "IMP (12C2a, 12C2b), sauf autre valeur du règlement. En match par équipes, le résultat de l'autre "
        "table décide de la forme de la marque (86B).",
    ),
    Question(
        "fault_side",
        "Quel camp est fautif (directement responsable de l'absence de résultat) ?",
        (
            Option("ew", "Est-Ouest"),
            Option("ns", "Nord-Sud"),
            Option("none", "Aucun camp n'est entièrement fautif"),
        ),
        "Le camp fautif reçoit la moyenne moins ; l'autre camp reçoit la moyenne plus s'il n'y est pour "
        "rien, la moyenne s'il est partiellement fautif (12C2a).",
        director_only=True,
    ),
    Question(
        "ns_responsibility",
        "Quelle est la responsabilité de Nord-Sud ?",
        RESPONSIBILITY_OPTIONS,
        RESPONSIBILITY_HELP,
        director_only=True,
    ),
    Question(
        "ew_responsibility",
        "Quelle est la responsabilité d'Est-Ouest ?",
        RESPONSIBILITY_OPTIONS,
        RESPONSIBILITY_HELP,
        director_only=True,
    ),
    fouled.QUESTIONS["fault"],  # 86B2, asked as in « Donne faussée »
    *_session_questions("ns", "Nord-Sud"),
    *_session_questions("ew", "Est-Ouest"),
)

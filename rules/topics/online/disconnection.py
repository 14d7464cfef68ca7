"""En ligne : un joueur déconnecté — Loi 12 et les conditions de l'épreuve (80B2).

What matters is the board in progress: if the player (or a substitute, or a robot where the
event allows one) is back in time, the board goes on; if not, the director assigns the probable
result when the play shows it (12C1), or an artificial score by responsibility (12A2, 12C2a).
"""

from __future__ import annotations

from rules.model import AdjustedKind, AdjustedScore, ChooserRole, Option, Question, Ruling
from rules.scores.adjusted import Responsibility
from rules.topic import Facts, Topic, questions
from rules.topics.common import yes_no
from rules.topics.online.scores import PLATFORM_SCORE, with_platform_score
from rules.topics.scores_procedure.adjusted_score.sides import (
    artificial,
    at_fault,
    responsibilities,
    side_question,
)

# When it happens, as the values of rules.topic.Phase (issue 24 §2: the first menu).
PHASES = ("en_ligne",)

QUESTIONS = questions(
    yes_no(
        "back_in_time",
        "Le joueur est-il revenu (ou un remplaçant, ou un robot si le règlement le permet, a-t-il pris sa "
        "place) dans le délai du règlement ?",
        "Le règlement de l'épreuve fixe le délai de retour et dit si un robot peut remplacer le joueur (80B2).",
    ),
    yes_no(
        "substitute_complaint",
        "Un camp se plaint-il ensuite du jeu du remplaçant ou du robot placé par l'arbitre ?",
        "Facultatif : un remplaçant ou un robot placé selon le règlement ne commet pas d'infraction en jouant "
        "mal ; sans infraction, pas de marque ajustée (12B1).",
    ),
    Question(
        "result_clear",
        "La donne en cours permet-elle de dire quel aurait été le résultat ?",
        (
            Option("yes", "Oui : le jeu était assez avancé"),
            Option("no", "Non : enchères ou début du jeu seulement, ou donne pas commencée"),
        ),
        "Un résultat clair est attribué (12C1b) ; sinon la marque est artificielle (12C2a).",
        director_only=True,
    ),
    Question(
        "responsibility",
        "Le camp du joueur déconnecté est-il responsable ?",
        (
            Option("directly", "Oui (connexion instable connue, départ volontaire…)"),
            Option("partly", "En partie"),
            Option("not_at_all", "Non : panne imprévisible"),
        ),
        "La marque artificielle suit la responsabilité de chaque camp (12C2a) ; l'autre camp, qui n'y est "
        "pour rien, reçoit la moyenne plus. Si le règlement de l'épreuve rend chaque joueur responsable de "
        "sa connexion, c'est « Oui ».",
        director_only=True,
    ),
    side_question("disconnected_side", "Quel est le camp du joueur déconnecté ?"),
    PLATFORM_SCORE,
)

D, P, N = Responsibility.DIRECTLY_AT_FAULT, Responsibility.PARTLY_AT_FAULT, Responsibility.NOT_AT_FAULT
# Each side's responsibility (12C2a) for each answer, and the ruling's words.
_SIDES = {
    "directly": ((("camp déconnecté", D), ("autre camp", N)), "moyenne moins au camp déconnecté"),
    "partly": ((("camp déconnecté", P), ("autre camp", N)), "moyenne au camp déconnecté"),
    "not_at_all": ((("camp déconnecté", N), ("autre camp", N)), "moyenne plus aux deux camps"),
}


def substitute_play_12B1(facts: Facts) -> Ruling:
    """Issue 29 §3: a complaint about the play of a substitute (a robot placed by the director): no
    infraction, so no damage in the sense of 12B1 and no adjusted score."""
    return Ruling(
        id="online.disconnect.substitute_play",
        title="Plainte contre le jeu du remplaçant ou du robot : pas d'infraction, pas d'ajustement",
        laws=("12A1", "12B1", "80B2"),
        now=(
            "Le remplaçant (ou le robot) a été placé selon le règlement de l'épreuve (80B2) ; jouer mal, ou "
            "autrement que le joueur remplacé, n'est pas une infraction.",
            "Un dommage ne donne droit à une marque ajustée que s'il vient d'une infraction (12B1), et aucune "
            "loi ne donne ici de pouvoir d'ajuster (12A1) : le résultat obtenu est maintenu.",
            facts.regulation.online_disconnection_text,
        ),
        chooser_role=ChooserRole.NONE,
        notes=(
            "Si le remplaçant a reçu une information d'ailleurs (cartes vues avant de jouer), c'est une autre "
            "question : thème « Information étrangère » (16D1).",
            "Si le remplacement lui-même ne suivait pas le règlement (un robot là où l'épreuve n'en admet pas, "
            "un remplaçant qui avait déjà vu la donne), c'est une erreur de l'arbitre : thème « Après la "
            "décision », erreur de l'arbitre (82C).",
        ),
        script=("Le jeu du remplaçant n'est pas une infraction : le résultat de la table est maintenu.",),
    )


def board_continues(facts: Facts) -> Ruling:
    if facts.offer("substitute_complaint") == "yes":
        return substitute_play_12B1(facts)
    return Ruling(
        id="online.disconnect.continues",
        title="Joueur revenu ou remplacé : la donne continue",
        laws=("80B2", "16D1"),
        now=(
            "La donne reprend là où elle s'était arrêtée ; aucune rectification.",
            facts.regulation.online_disconnection_text,
            "Un remplaçant qui aurait vu des cartes ou des enchères d'une autre façon que par le jeu doit le "
            "signaler (16D1).",
        ),
        chooser_role=ChooserRole.NONE,
        script=("Le jeu reprend.",),
    )


def assigned_12C1(facts: Facts) -> Ruling:
    return Ruling(
        id="online.disconnect.assigned",
        title="Joueur non revenu : l'arbitre attribue le résultat probable",
        laws=("12C1a", "12C1b", "12C1c", "80B2"),
        now=(
            "Le joueur n'est pas revenu à temps et le jeu était assez avancé : attribuez le résultat le plus "
            "probable (12C1b), ou une marque pondérée (12C1c).",
            facts.regulation.online_disconnection_text,
        ),
        chooser="l'arbitre",
        chooser_role=ChooserRole.DIRECTOR,
        equity_may_apply=True,
        adjusted_score=AdjustedScore(AdjustedKind.ASSIGNED, ("12C1b",), foreseen=True, ordered=True),
        script=("La donne est arrêtée ; je vous attribue le résultat le plus probable.",),
    )


def artificial_12C2a(facts: Facts) -> Ruling:
    responsibility = facts.ask("responsibility")
    sides, words = _SIDES[responsibility]
    if responsibility != "not_at_all":  # tester7 T19: the sides named, the sheet refuses an inverted mark
        sides, words = at_fault(facts.ask("disconnected_side"), sides[0][1], "camp déconnecté")
    figures, score_lines = artificial(sides, facts.regulation)
    laws = ["12A2", "12C2a", "12C2b", "86B1", "86B2", "80B2"]
    if any("12C2c" in line for line in score_lines):
        laws.insert(3, "12C2c")
    return Ruling(
        id=f"online.disconnect.artificial.{responsibility}",
        title="Joueur non revenu, aucun résultat possible : marque artificielle",
        laws=tuple(laws),
        now=(
            f"Aucun résultat ne peut être obtenu : marque artificielle, {words} (12A2, 12C2a).",
            *score_lines,
            facts.regulation.online_disconnection_text,
        ),
        chooser_role=ChooserRole.NONE,
        adjusted_score=AdjustedScore(
            AdjustedKind.ARTIFICIAL,
            ("12C2a",),
            unit="%",
            figures=figures,
            responsibilities=responsibilities(sides),
        ),
        notes=(
            "Interprétation retenue : la responsabilité est un constat de l'arbitre (12C2a) ; une panne "
            "imprévisible n'est la faute de personne. Si le règlement de l'épreuve tient chaque joueur pour "
            "responsable de sa connexion, répondez « Oui » à la question de responsabilité.",
        ),
        script=(f"La donne ne peut pas être jouée : {words}.",),
    )


def disconnection(facts: Facts) -> Ruling:
    if facts.is_("back_in_time", "yes"):
        return board_continues(facts)
    if facts.is_("result_clear", "yes"):
        return with_platform_score(facts, assigned_12C1(facts))
    return with_platform_score(facts, artificial_12C2a(facts))


TOPIC = Topic(
    id="en_ligne_deconnexion",
    title="En ligne : joueur déconnecté",
    summary="Un joueur perd la connexion : la donne continue, ou résultat probable, ou marque artificielle.",
    laws=("12", "80"),
    questions=QUESTIONS,
    procedure=disconnection,
    phases=PHASES,
)
ORDER = 120

"""The platform's own score in the online topics (issue 38 §5): what to do of a result the software
wrote by itself. The artificial score by the side at fault is rules.topics.scores_procedure.adjusted_score.sides.
"""

from __future__ import annotations

from dataclasses import replace

from rules.model import Ruling
from rules.topic import Facts
from rules.topics.common import yes_no

# Issue 38 §5: « the result the platform assigned ». A clock or a disconnection often leaves a score the
# platform wrote by itself (an automatic average, the clock's score); it is not the director's ruling.
PLATFORM_SCORE = yes_no(
    "platform_score",
    "La plateforme a-t-elle déjà inscrit elle-même un résultat pour cette donne (moyenne automatique, "
    "score de la pendule) ?",
    "Facultatif : le résultat inscrit automatiquement par le logiciel n'est pas une décision de l'arbitre ; "
    "c'est votre décision qui fixe la marque, sauf si les conditions de l'épreuve adoptent ce résultat "
    "(80B2f).",
)
PLATFORM_LINE = (
    "Le résultat que la plateforme a inscrit d'elle-même n'est pas une décision de l'arbitre : remplacez-le "
    "par la marque de cette décision (12C), sauf si les conditions de l'épreuve l'adoptent pour ce cas "
    "(80B2f). Sur la feuille de marque de l'incident, notez-le comme résultat de la table (obtenu=)."
)


def with_platform_score(facts: Facts, ruling: Ruling) -> Ruling:
    """The ruling, with what to do of the platform's own score when the director says there is one."""
    if facts.offer("platform_score") != "yes":
        return ruling
    laws = ruling.laws if "80B2f" in ruling.laws else (*ruling.laws, "80B2f")
    return replace(ruling, laws=laws, now=(*ruling.now, PLATFORM_LINE))

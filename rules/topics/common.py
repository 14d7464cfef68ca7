"""Questions and wording shared by several topics."""

from __future__ import annotations

from rules.model import Option, Question

YES_NO = (Option("yes", "Oui"), Option("no", "Non"))

# Who did it. The same three roles recur in every play-period topic.
DECLARER = "declarer"
DUMMY = "dummy"
DEFENDER = "defender"

ROLE_LABELS = {
    DECLARER: "le déclarant",
    DUMMY: "le mort",
    DEFENDER: "le joueur de la défense",
}

DISCLAIMER = (
    "Arbitre aide l'arbitre : seul l'arbitre impose une rectification (Loi 10A). "
    "Joueurs : appelez l'arbitre et n'appliquez rien vous-mêmes."
)


def yes_no(question_id: str, prompt: str, help_text: str, *, director_only: bool = False) -> Question:
    return Question(question_id, prompt, YES_NO, help_text, director_only=director_only)


def correction_period_question() -> Question:
    """79C1 (and 92B, 81C3): whether the session's correction period still runs. One question, one id,
    for every topic that needs it (claims, tricks, the director's own correction)."""
    return yes_no(
        "within_correction_period",
        "Est-on encore dans le délai de correction (en général 30 minutes après la publication des "
        "résultats officiels) ?",
        "Le délai de correction est fixé par l'organisateur ; à défaut, il finit 30 minutes après la mise à "
        "disposition des résultats officiels (79C1). L'arbitre ne rectifie une erreur que dans ce délai et dans "
        "celui de l'appel (81C3, 92B).",
    )


# The form of the event, when a figure depends on it (12C2, 12C4, 90A); values of ScoringForm.
EVENT_FORM = Question(
    "event_form",
    "Quelle est la forme de l'épreuve ?",
    (
        Option("pairs", "Tournoi par paires (points de match)"),
        Option("individual", "Tournoi individuel"),
        Option("imp", "Match par équipes, ou paires marquées en IMP"),
        Option("knockout", "Match à élimination directe (KO)"),
    ),
    "La marque artificielle vaut un pourcentage en paires (12C2a) et des IMP en équipes (12C2b) ; en match à "
    "élimination directe, des marques qui ne se compensent pas sont ramenées à leur moyenne (12C4).",
)

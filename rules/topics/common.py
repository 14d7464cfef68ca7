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


def yes_no(question_id: str, prompt: str, help_text: str) -> Question:
    return Question(question_id, prompt, YES_NO, help_text)

"""/marque in a chat: the weighted adjusted-score calculator (Law 12C1c) from one line of text.

    /marque 420:60,-50:40
    /marque vul=tous ref=620 4♠=:60,EO 5♥X-2:40

The line is rules/scores/line.py's (one parser, one computation for `arbitre marque LIGNE`, /marque
and the score recorded with an incident).
The artificial scores (average plus / minus) are a topic of their own, with questions.
"""

from __future__ import annotations

import rules
from rules.scores.adjusted import FORMAT_HELP
from rules.scores.line import Board, compute
from rules.scores.line_syntax import SYNTAX

USAGE = (
    "Marque ajustée pondérée (Loi 12C1c) : /marque RÉSULTAT:POIDS,RÉSULTAT:POIDS…\n"
    f"{FORMAT_HELP}\n"
    f"{SYNTAX}\nExemple : /marque vul=tous 4♠=:60,4♠-1:40\n"
    "Sur un incident jugé : /marque #NUMÉRO LIGNE enregistre la marque avec l'incident.\n"
    "Pour savoir quelle marque artificielle revient à chaque camp (qui est fautif, 12C2a), le thème "
    "« Marque ajustée » (/arbitre) pose les questions ; la ligne 60/40… la calcule."
)


def marque_reply(argument: str | None, regulation_id: str = rules.DEFAULT_REGULATION) -> tuple[str, bool]:
    """The French text to send, and whether it is a result (False: usage or a refusal)."""
    text = (argument or "").strip()
    if not text:
        return USAGE, False
    try:
        sheet = compute(text, Board(regulation_id))
    except rules.RulesError as error:
        return str(error), False
    return f"{sheet.text}\n\n{rules.DISCLAIMER}", True

"""Rulings that still wait for something (tester3 H1): the revoke's « transfert calculé à la fin du
coup », its optional end-of-hand question, a corrected result not recorded yet. They stay in the list
of unfinished incidents at the next launch, and `v N` at the first menu shows any ruling again with its
score sheet (as Telegram's and Discord's `/incidents N` do), so a ruling given mid-hand is finished
after the hand on the same incident, never on a duplicate."""

from __future__ import annotations

import re

from bot.incidents import transition
from bot.incidents.incident import Incident, State
from bot.incidents.table_result import mark_missing
from bot.incidents.words import clipped

VIEW_COMMAND = re.compile(r"(?:v|voir)\s+#?(\d{1,9})", re.IGNORECASE)
# The score sheet's keys, typed at the first menu where no ruling is on screen: said, not searched as
# words (« mn » used to offer « Attaque hors tour »).
SHEET_COMMAND = re.compile(r"mn|me|m|dd|dd\s.*|m\s+\S*[\d=/]\S*.*", re.IGNORECASE)
SHEET_HINT = (
    "La marque et le double mort s'enregistrent sous une décision : « v N » rouvre celle de l'incident N "
    "(arbitre incidents pour les numéros). Rien n'est noté."
)


# Optional questions whose answer comes later: the appeal's outcome once heard (93), the session's
# percentages for a provisional 12C2 score. The others (« Calculer le résultat corrigé ? », details)
# are offers, not waits: declining them finishes the ruling.
LATER_ANSWERS = ("outcome",)
LATER_SUFFIXES = ("_session_high", "_session_low")


def waits_for(incident: Incident) -> str | None:
    """What a ruled incident still waits for, in French; None when nothing (or not ruled)."""
    if incident.state is not State.RULED:
        return None
    step, _ = transition.safe_step(incident)
    ruling = step.ruling if step is not None else None
    if step is None or ruling is None:
        return None
    optional = step.optional
    if ruling.corrected is False and ruling.tricks_transferred is None:  # 64A: counted at the end
        if optional is not None:
            return f"fin du coup, {clipped(optional.prompt, 60)}"
        return "fin du coup : le transfert reste à compter (r pour changer « Où en est le jeu »)"
    if optional is not None and (optional.id in LATER_ANSWERS or optional.id.endswith(LATER_SUFFIXES)):
        return f"suite à donner, {clipped(optional.prompt, 60)}"
    # F1, F6: a corrected result to compute or record, a claim's mark, a new mark after an appeal.
    return mark_missing(incident)


def viewed(text: str) -> str | None:
    """The incident number of `v 3` / `voir #3`; None for anything else."""
    found = VIEW_COMMAND.fullmatch(text.strip())
    return found[1] if found else None

"""An artificial mark (12C2) checked against the ruling that decided each side's responsibility.

The sheet's quick choices name the responsibilities (« 60/40 »: Nord-Sud not at fault); a line that
gives them the other way round would put the moyenne plus on the offenders' line of the scorer's
sheet (tester6 T17). Checked when the director records the mark, before anything is stored.
"""

from __future__ import annotations

from bot.incidents.incident import Action, Actor, Incident, Refused
from bot.incidents.table_result import ruling_of
from rules.scores.line_syntax import artificial_disagreement


def checked(incident: Incident, actor: Actor, action: Action) -> Action:
    """The score action unchanged, or Refused (French) when its artificial mark contradicts the
    responsibilities the incident's ruling decided. A player's line is refused later, for who sent it."""
    if not actor.is_director:
        return action
    ruling = ruling_of(incident)
    if ruling is None or ruling.adjusted_score is None:
        return action
    why = artificial_disagreement(str(action.payload.get("line", "")), ruling.adjusted_score.responsibilities)
    if why is not None:
        raise Refused(why)
    return action

"""The side that played a mark's contract, for every topic (tester8 T21).

The worksheet reads a contract typed without its side as Nord-Sud's. A claim's mark takes its side
from the incident (bot/incidents/claim_mark.py); any other incident may know it too: the answer to
« Quel camp a joué le contrat ? » (a revoke) or the final contract its description names (« Est joue
6♣ »). So:
- the incident's own contract typed without a side is written for the side that played it (a revoke's
  corrected result « 3SA+2 » when Est-Ouest played 3SA); typed for the other side, it is refused;
- another contract typed without a side while the incident's contract was Est-Ouest's (an adjusted
  score after « Est joue 6♣ »: 5♣+1 by whom?) is asked for, « NS … » or « EO … »: the replacement
  contract may be either side's, and Nord-Sud by default turned -420 into +620.
When the incident knows no side, the line is read as before.
"""

from __future__ import annotations

from dataclasses import replace

from bot.incidents.claim_mark import described_contract
from bot.incidents.incident import Action, Incident, Refused
from rules.model import SIDE_NAMES
from rules.scores.adjusted import contract_named, contract_tricks
from rules.scores.line_syntax import WorksheetError, parse_line

_SEAT_SIDES = {"nord": "NS", "sud": "NS", "est": "EO", "ouest": "EO"}
_ANSWER_SIDES = {"ns": "NS", "eo": "EO"}


def known_contract(incident: Incident) -> tuple[str, tuple[int, str] | None, str] | None:
    """(side, (level, strain) or None, where it was said) of the contract the incident played."""
    answers = dict(incident.answers)
    side = _ANSWER_SIDES.get(answers.get("declarer_side", ""))
    if side is not None:
        level, strain = answers.get("contract_level", ""), answers.get("contract_strain", "")
        named = (int(level), strain) if level.isdigit() and strain else None
        return side, named, "réponse à « Quel camp a joué le contrat ? »"
    described = described_contract(incident)
    if described is not None and (seat_side := _SEAT_SIDES.get(described.declarer)) is not None:
        return (
            seat_side,
            (int(described.level), described.strain),
            f"la description dit « {described.words} »",
        )
    return None


def checked(incident: Incident, action: Action) -> Action:
    """The score action, its own contract's side written in; or Refused (French) as above."""
    known = known_contract(incident)
    if known is None:
        return action
    side, named, said = known
    line = str(action.payload.get("line", "")).strip()
    try:
        outcomes = [
            item.rpartition(":")[0].strip() for item in parse_line(line).outcomes.split(",") if item.strip()
        ]
    except WorksheetError:
        return action  # the worksheet says why
    sideless = []
    for outcome in outcomes:
        found = contract_tricks(outcome)
        if found is None:
            continue  # a score in points
        typed = found[0]
        own = named is not None and contract_named(outcome) == named
        if typed is not None and own and typed != side:
            raise Refused(
                f"« {outcome} » fait jouer le contrat par {SIDE_NAMES[typed]} ; il a été joué par {SIDE_NAMES[side]} "
                f"({said}). Corrigez le camp. Rien n'est enregistré."
            )
        if typed is None and side == "EO":
            sideless.append((outcome, own))
    if not sideless:
        return action
    if len(outcomes) == 1 and sideless[0][1]:  # the incident's own contract, by its side
        outcome = sideless[0][0]
        at = line.find(outcome)
        if at >= 0:
            return replace(action, payload={**action.payload, "line": f"{line[:at]}EO {line[at:]}"})
    examples = " ; ".join(f"« NS {o} » ou « EO {o} »" for o, _ in sideless[:2])
    raise Refused(
        f"Quel camp joue {', '.join(f'« {o} »' for o, _ in sideless)} ? Le contrat de la table était joué par "
        f"Est-Ouest ({said}), et sans camp la feuille compte Nord-Sud : écrivez {examples}. Rien n'est enregistré."
    )

"""A claim counted on the cards, for the record (tester20 P16): the position typed (p), the opponents' trumps,
what Arbitre counted for each 70C reading and the line that gave each count — in `incidents show`'s answers
and in the export's, so that the organiser's report and an appeal (92, 93) have what the count rests on, not
only the 70C answers (the trump question the position settled is no longer among them)."""

from __future__ import annotations

import rules
from bot.incidents.incident import Incident
from rules.topics.play.claims.count import trick_words


def claim_pairs(incident: Incident) -> list[tuple[str, str]]:
    """(what, the record) for a claim counted on the cards; none for any other incident, or a count that no
    longer reads (stored by an older Arbitre)."""
    if not incident.claim:
        return []
    try:
        count = incident.claim_count
    except (rules.RulesError, ValueError, KeyError):
        return []
    if count is None:
        return []
    position, *rest = count.facts()
    pairs = [("Position de la revendication (p)", position.removeprefix("Position : "))]
    pairs += [
        ("Atouts adverses", line.removeprefix("Atouts adverses (70C) : ")) for line in rest if "70C" in line
    ]
    readings = [("s'il a pu oublier l'atout adverse", count.unaware)]
    if count.aware is not None:
        readings.append(("s'il en a tenu compte", count.aware))
    left = count.tricks_left
    for said, line in readings:
        label = f"Compté sur les cartes, {said}" if len(readings) > 1 else "Compté sur les cartes"
        pairs.append((label, f"{trick_words(line.tricks)} sur {left} ; ligne : " + " ; ".join(line.lines())))
    if count.double_dummy is not None:
        pairs.append(("Double mort (pour information)", trick_words(count.double_dummy)))
    return pairs

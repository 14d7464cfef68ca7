"""What an incident read from the store must still agree with: an answer stored before a check that now
refuses it is taken back at read time, said in a note, so that a restart never stumbles on it and the
question is asked again offering only what is accepted (bot.incidents.rows calls `reread` on each read).
"""

from __future__ import annotations

from bot.incidents.incident import SYSTEM, Incident, Note, State, claim_from_json
from bot.incidents.transition import CLAIM_TOPIC, with_answers
from rules.model import RulesError


def reread(incident: Incident) -> Incident:
    """Tester12 Y11, at read time: a claim stored before « Levées déjà gagnées » had to agree with the
    tricks played its position gives (`levees=`) keeps no contradicting answer: that answer and those
    after it are taken back, the question asked again (offering the count alone), and a note says why.
    Only a later action stores the change; a restart never stumbles on the old answer."""
    if (
        incident.topic != CLAIM_TOPIC
        or incident.claim is None
        or incident.state not in (State.ASKING, State.RULED)
    ):
        return incident  # an abandoned or expired incident stays as it was kept
    given = incident.answers_dict().get("tricks_before", "")
    if not given:
        return incident
    try:
        won = claim_from_json(incident.claim).claim.won_before
        if won is None or given == str(won):  # « je ne sais pas » too, now that the cards know (Z5)
            return incident
        at = next(i for i, (question, _) in enumerate(incident.answers) if question == "tricks_before")
        repaired = with_answers(incident, incident.answers[:at])
    except (ValueError, KeyError, TypeError, RulesError):
        return incident  # a position unreadable now: shown as stored, its refusal said where it is used
    text = (
        f"Réponse retirée : « Levées déjà gagnées » — {'je ne sais pas' if given == 'unknown' else given}, alors que les levées jouées de la position "
        f"(levees=) en donnent {won} au camp du revendiquant. La question est reposée."
    )
    return repaired.evolve(notes=(*incident.notes, Note(incident.updated_at, SYSTEM.name, text)))

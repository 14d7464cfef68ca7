"""Tester24 P4: a revoke said at a trick (« Sud a renoncé à carreau à la 3e levée ») against the tricks a claim of
the same board recorded (`levees=`): when trick 3 as recorded was a club, or Sud followed, or had no diamond by
then, Arbitre says so, once, when the second of the two arrives (the revoke's topic chosen, or the claim's
position typed: either order). A warning only: nothing is refused or changed, the director's answers stand (10A).
"""

from __future__ import annotations

from bot.incidents import incident as inc
from bot.incidents import transition
from bot.incidents.board_words import board_words
from bot.incidents.claim_revoke import REVOKE_TOPIC, partners
from bot.incidents.incident import Incident, State
from bot.incidents.linked import Engine


def disagreements(words: list[str], claim: Incident) -> list[str]:
    """What the claim's recorded tricks say against each revoke the words place at a trick, in French."""
    count = claim.claim_count
    if count is None or not count.claim.tricks or claim.state is State.ABANDONED:
        return []
    from rules.cards_in_words import seat_failed_tricks  # with the first description, not at start-up
    from rules.deals.claim.tricks_played import revoke_disagrees
    from rules.deals.model import Seat

    said: list[str] = []
    for text in words:
        for seat, suit, trick, told in seat_failed_tricks(text):
            found = revoke_disagrees(count.claim, Seat.read(seat).index, suit, trick)
            line = (
                f"À vérifier : la description place une renonce à la {trick}e levée (« {told} ») ; selon la position de la "
                f"revendication (incident #{claim.id}), {found[0].lower()}{found[1:]} L'une des deux se trompe : "
                "vérifiez la levée avant de répondre (votre réponse reste la décision, 10A)."
                if found is not None
                else None
            )
            if line is not None and line not in said:
                said.append(line)
    return said


async def after_action(engine: Engine, incident: Incident, kind: inc.Kind) -> list[str]:
    """After a revoke's topic is chosen or a claim's position recorded: the revoke's words against the claim's
    tricks, for this incident and the board's incidents linked to it by `+`."""
    if kind is inc.Kind.CHOOSE_TOPIC and incident.topic == REVOKE_TOPIC:
        claims = [c for c in await partners(engine, incident) if c.topic == transition.CLAIM_TOPIC]
        pairs = [(incident, claim) for claim in claims]
    elif kind is inc.Kind.CLAIM and incident.topic == transition.CLAIM_TOPIC:
        revokes = [r for r in await partners(engine, incident) if r.topic == REVOKE_TOPIC]
        pairs = [(revoke, incident) for revoke in revokes if revoke.state is not State.ABANDONED]
    else:
        return []
    said: list[str] = []
    for revoke, claim in pairs:
        said += [line for line in disagreements(board_words(revoke.notes), claim) if line not in said]
    return said

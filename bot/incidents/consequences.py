"""What a stored action says at once, beyond its next question: the facts a linked incident received,
a position taken back (tester11 X11), a ruling that repeats a wrong one, a revoke's mark behind a
claim's tricks (tester7 T17), a second live mark for one table (tester6 T43), a revoke scored before
its transfer (tester8 T15), the side a replacing mark favours, which must be the damaged one
(tester22 P9), the fault an artificial mark's figures assert (tester22 P10), an artificial mark for
a pair the imported session shows playing the board (tester23 P8), and what a board recorded
changed (its cards, the fields kept, M3, H3).

The engine (bot.incidents.engine) calls `said` once the commit is stored; what an action must pass
before it is stored is bot.incidents.checks.
"""

from __future__ import annotations

from bot.incidents import (
    artificial_mark,
    claim_count,
    claim_mark,
    linked,
    mark_contract,
    other_table,
    table_marks,
)
from bot.incidents import incident as inc
from bot.incidents.checks import Engine, Ready
from bot.incidents.deals import cards_message
from bot.incidents.incident import Action, Incident, Kind
from bot.incidents.sheet import damage_check


async def said(
    engine: Engine, current: Incident, updated: Incident, action: Action, ready: Ready, expired: str | None
) -> str | None:
    """The lines to say with the reply to `action`, which took `current` to `updated` (None: nothing)."""
    message = expired or linked.received_message(current, updated)
    if action.kind is Kind.BACK and current.claim is not None and updated.claim is None:
        message = _joined(message, claim_count.POSITION_TAKEN_BACK)  # tester11 X11
    if action.kind is Kind.ABANDON:  # ops32: facts another incident took from this one
        message = _joined(message, await linked.abandoned_source(engine, updated))
    if updated.ruling_id is not None and updated.ruling_id != current.ruling_id:
        message = _joined(message, await linked.same_as_wrong(engine, updated))
    if (
        action.kind in (Kind.SCORE, Kind.ANSWER, Kind.BACK)
        and updated.deal is not None
        and table_marks.moves_claim(updated)
    ):
        message = _joined(message, await revokes_behind(engine, updated))
    if (
        action.kind is Kind.SCORE
        and updated.score is not None
        and (updated.deal is not None or updated.links)
    ):
        listed = await engine.store.list(chat=updated.chat)
        doubled = table_marks.same_table(listed).get(updated.id) if updated.deal is not None else None
        if doubled:  # tester6 T43: a second live mark for one table is said at once
            message = _joined(message, table_marks.same_table_text(updated, doubled))
        # Tester8 T15; tester14 W12: linked with `+` or `o1`, one table whether the board was typed or not.
        if (revoke := table_marks.before_transfer(listed).get(updated.id)) is not None:
            message = _joined(message, table_marks.before_transfer_text(revoke))
        message = _joined(message, claim_mark.transfer_text(updated))
        everything = await engine.store.list(chat=updated.chat, limit=None)  # tester25 P12: the other room
        gone = table_marks.replaced(everything)
        message = _joined(message, other_table.redo_text(updated, everything, gone))
        message = _joined(message, other_table.reference_hint(updated, everything, gone))
        message = _joined(message, other_table.several_tables_text(updated, everything, gone))  # ops29
        message = _joined(message, other_table.imported_reference_text(updated, everything, gone))  # ops32
    if (
        action.kind is Kind.SCORE
        and updated.score is not None
        and updated.answers_dict().get("damaged") == "yes"
    ):
        message = _joined(message, damage_check(updated.score.line, updated.regulation, updated.deal))
    if action.kind is Kind.SCORE and updated.score is not None:
        if (beyond := mark_contract.transfer_check(updated, updated.score.line)) is not None:
            message = _joined(message, beyond.text)  # tester24 P18: maybe a 64C1 adjusted score, said
        followed = await engine.store.get(updated.follows) if updated.follows else None
        # ops29: an artificial mark under a ruling that awards no adjusted score; else one without its offender
        unadjusted = artificial_mark.unadjusted_text(updated)
        message = _joined(
            message, unadjusted or artificial_mark.unsided_text(updated, followed)
        )  # tester22 P10
        message = _joined(message, artificial_mark.played_text(updated))  # tester23 P8
    if action.kind is Kind.DEAL and updated.deal is not None:
        # What the board changed (a ruling suspended, a mark set aside) is said at once (M3, H3).
        notes = tuple(note.text for note in updated.notes[len(current.notes) :])
        message = _joined(
            expired,
            cards_message(updated.deal, ready.found),
            inc.kept_message(ready.kept, ready.action.payload),
            ready.told_table,
            *notes,
        )
        if (played := artificial_mark.played_text(updated)) != artificial_mark.played_text(current):
            message = _joined(
                message, played
            )  # ops32: a mark recorded before the board's import, as after it
    return message or None


async def revokes_behind(engine: Engine, updated: Incident) -> str | None:
    """Tester7 T17: a claim's tricks (or its appeal's mark) just changed under a revoke's recorded
    corrected result on the same table: said at once, the revoke's mark is to redo."""
    incidents = await engine.store.list(chat=updated.chat, limit=None)
    stale = [
        f"Attention : la marque de la renonce (incident #{i.id}) est à refaire : {why}"
        for i in incidents
        if i.id != updated.id and i.score is not None and (why := table_marks.behind_claim(i, incidents))
    ]
    return "\n".join(stale) or None


def _joined(*lines: str | None) -> str:
    return "\n".join(filter(None, lines))

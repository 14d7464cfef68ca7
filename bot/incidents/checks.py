"""What an action must pass before the engine stores it, and what it takes along.

The engine (bot.incidents.engine) holds the incident's lock and calls `before_commit` with the state it
read: either a French refusal (nothing is stored), or the action to commit, completed with what the
incident already knows: a second irregularity's facts received from the first, a mark's declaring side
and ruled tricks (F15), a board's cards from the session imported for the chat (issue 32), the table
the description named (tester11 X17). The pure transition (bot.incidents.transition) checks the rest.
What a stored action says at once is bot.incidents.consequences.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Protocol

from bot.incidents import (
    artificial_mark,
    claim_mark,
    linked,
    mark_contract,
    other_table,
    revoker_side,
    session_figures,
    table_marks,
    table_result,
    two_revokes,
    words,
)
from bot.incidents import incident as inc
from bot.incidents.deals import Absent, DealBook, Found, carried_cards
from bot.incidents.incident import Action, Actor, Incident, Kind, Refused
from bot.incidents.sheet import impossible_score
from bot.incidents.storage import StorageError
from bot.incidents.store import Store


class Engine(linked.Engine, Protocol):
    """What this module uses of bot.incidents.engine.Engine (which imports this module)."""

    store: Store
    deals: DealBook


@dataclass(frozen=True)
class Ready:
    """The action to commit, and what its reply will say of it (a board's cards found or not, the
    fields kept from the recorded board, the table taken from the description)."""

    action: Action
    found: Found | Absent | None = None
    kept: tuple[str, ...] = ()
    told_table: str | None = None


async def before_commit(
    engine: Engine, current: Incident, actor: Actor, action: Action, now: float
) -> Ready | str:
    """The action ready to commit, or why it is refused (French, nothing stored)."""
    if action.kind is Kind.CHOOSE_TOPIC and current.second_of and "received" not in action.payload:
        action = await linked.with_received(engine, current, action)
    if action.kind is Kind.ANSWER and (
        wrong := await two_revokes.answer_refusal(engine.store, current, action)
    ):
        return wrong  # tester12 Y2, Y11
    if action.kind is Kind.ANSWER and (
        wrong := revoker_side.refusal(
            current, str(action.payload.get("question", "")), str(action.payload.get("value", ""))
        )
    ):
        return wrong  # tester15 V3, tester24 P1: the guard of what the question no longer offers
    if action.kind is Kind.SCORE:
        checked = await _mark(engine, current, actor, action, now)
        return checked if isinstance(checked, str) else Ready(checked)
    if action.kind is Kind.DEAL:
        return await _board(engine, current, action, now)
    return Ready(action)


async def _mark(engine: Engine, current: Incident, actor: Actor, action: Action, now: float) -> Action | str:
    """A mark: refused where another incident or a penalty decides it, else completed (F15)."""
    if (seen := action.payload.get("seen_marks")) is not None:  # ops32: a quick button, two clicks at once
        if isinstance(seen, int) and len(current.scores) > seen:
            last = current.scores[-1]
            return (
                f"Une marque a été enregistrée entre-temps (« {last.line} », par {last.author}) : rien de "
                "plus n'a été enregistré. Pour la remplacer, appuyez de nouveau sur le bouton voulu."
            )
        action = replace(action, payload={k: v for k, v in action.payload.items() if k != "seen_marks"})
    if (penalty := table_result.refuses_mark(current)) is not None:
        return penalty  # tester5 M11
    if (elsewhere := await linked.scored_on_82c(engine, current)) is not None:
        return elsewhere  # tester6 T42
    chat = await engine.store.list(chat=current.chat, limit=None)
    if (changed := table_result.overturned_by(current, chat)) is not None:
        return changed  # tester8 T16: a follow-up changed this ruling, the mark is its own
    if (needless := table_marks.needless_mark(current, chat)) is not None:
        return needless  # tester9 T22
    typed = str(action.payload.get("line", ""))
    if (other := other_table.reference_refusal(current, typed, chat, table_marks.replaced(chat))) is not None:
        return other  # tester25 P12: IMPs against the other table's recorded result
    if table_marks.transfers_to_result(current):
        behind = table_marks.behind_claim(current, chat)
        if behind is not None:  # tester7 T17: the corrected result must start from the claim's tricks
            return f"Marque refusée : {behind} Rien n'a été enregistré."
    try:  # a claim's mark: its declaring side and the ruled tricks (F15)
        followed = await engine.store.get(current.follows) if current.follows else None
        action = claim_mark.checked(current, actor, action, followed)
        if actor.is_director and (
            stated := mark_contract.revoke_stated(current, claim_mark.described_contract(current))
        ):
            # Tester13 Z11: a revoke's mark scores the contract its answers (or words) state, as a claim's does.
            found = table_result.contract_of(str(action.payload.get("line", "")))
            if found is not None and (wrong := mark_contract.contradiction(found[0], stated)) is not None:
                raise Refused(wrong)
            if found is not None and (
                wrong := mark_contract.side_contradiction(found[0], found[1][0], stated)
            ):  # tester15 V10: the side that played, as for a claim's mark
                raise Refused(wrong)
            line = mark_contract.with_vulnerability(current, str(action.payload.get("line", "")))
            action = replace(action, payload={**action.payload, "line": line})
        if actor.is_director:  # tester16 T7: the vulnerability the words state, as the double (Z11)
            # its patterns compile here, not before the first screen (tests/bot/test_startup.py)
            from bot.incidents import words_vulnerability

            line = words_vulnerability.with_said(current, str(action.payload.get("line", "")))
            action = replace(action, payload={**action.payload, "line": line})
        action = artificial_mark.checked(current, actor, action)  # tester6 T17
        action = artificial_mark.with_event_form(current, action)  # tester8 T22: 12C4
        if actor.is_director:  # tester23 P7: the session percentages (12C2c) from the import
            action = await session_figures.with_session(engine.store, current, action, now)
        line = str(action.payload.get("line", ""))
        if (impossible := impossible_score(line, current.regulation, current.deal)) is not None:
            raise Refused(f"{impossible} Rien n'est enregistré.")  # tester6 T37
        if (
            actor.is_director
            and (wrong := mark_contract.transfer_check(current, line))
            and wrong.offenders_favoured
        ):
            raise Refused(wrong.text)  # tester24 P18: the transfer of 64A, not more to the offenders
    except (Refused, StorageError) as error:
        return str(error)
    return action


async def _board(engine: Engine, current: Incident, action: Action, now: float) -> Ready:
    """A board recorded: the fields of the recorded board it leaves out, the table the words named,
    the cards of the session imported for the chat."""
    action, kept = inc.kept_deal_fields(current, action)
    told_table = None
    if current.deal is None and "table" not in action.payload and (table := words.described_table(current)):
        action = replace(action, payload={**action.payload, "table": table})  # tester11 X17
        told_table = (
            f"Table {table} reprise de la description "
            f"(pour l'effacer : donne {action.payload.get('board', '')} table=)."
        )
    found: Found | Absent | None = None
    if "cards" not in action.payload:
        action, found = await with_cards(engine, current, action, now)
    return Ready(action, found, kept, told_table)


async def with_cards(
    engine: Engine, current: Incident, action: Action, now: float
) -> tuple[Action, Found | Absent | None]:
    """The recorded board's cards, from the session imported for the incident's chat (issue 32)."""
    board = str(action.payload.get("board") or "").strip()
    if not board.isdigit() or not 0 < int(board) <= 999:
        return action, None
    related = (current.id, *((current.second_of,) if current.second_of else ()))
    found = await engine.deals.find(current.chat, int(board), now, related)
    if isinstance(found, Found):
        cards = found.payload()
    elif current.deal is not None and current.deal.board == board and current.deal.cards is not None:
        cards = carried_cards(current.deal) or {}  # the same board again (pairs added): its cards stay
        found = None
    else:
        return action, found
    return Action(action.kind, {**action.payload, **cards}, action.expected_version), found

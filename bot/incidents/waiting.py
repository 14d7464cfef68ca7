"""Rulings that still wait for something (tester3 H1): the revoke's « transfert calculé à la fin du
coup », an optional question whose answer comes later (the appeal's outcome, the session's
percentages), a corrected result not recorded yet, a mark set aside (« MARQUE À REFAIRE »). Engine knowledge, in French and without any front
end's keys: the terminal lists them at launch (with `r`, `mn`), Telegram's and Discord's `/incidents`
list them too (with their own commands)."""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from enum import StrEnum

from bot.finder import head
from bot.finder import topics as finder
from bot.incidents import transition
from bot.incidents.incident import Incident, State
from bot.incidents.linked import marked_on_82c
from bot.incidents.render import topic_title
from bot.incidents.store import Store
from bot.incidents.table_marks import REDO, claim_behind, needless_mark, no_longer, scored_by_claim
from bot.incidents.table_result import mark_missing, mark_withdrawn, rules_first
from bot.incidents.words import clipped

# Optional questions whose answer comes later: the appeal's outcome once heard (93), the session's
# percentages for a provisional 12C2 score. The others (« Calculer le résultat corrigé ? », details)
# are offers, not waits: declining them finishes the ruling.
LATER_ANSWERS = ("outcome",)
LATER_SUFFIXES = ("_session_high", "_session_low")
LISTED = 20


class Wait(StrEnum):
    END_OF_HAND = "end_of_hand"  # the question to answer once the hand is over
    TRANSFER = "transfer"  # the transfer still to count (the moment of play to change)
    LATER = "later"  # a follow-up whose answer comes later
    MARK = "mark"  # a corrected result to record


@dataclass(frozen=True)
class Waiting:
    kind: Wait
    text: str  # French, without any front end's keys


def waits_for(incident: Incident) -> Waiting | None:
    """What a ruled incident still waits for; None when nothing (or not ruled)."""
    if incident.state is not State.RULED:
        return None
    step, _ = transition.safe_step(incident)
    ruling = step.ruling if step is not None else None
    if step is None or ruling is None:
        return None
    optional = step.optional
    if ruling.corrected is False and ruling.tricks_transferred is None:  # 64A: counted at the end
        if optional is not None:
            return Waiting(Wait.END_OF_HAND, f"fin du coup, {clipped(optional.prompt, 60)}")
        return Waiting(Wait.TRANSFER, "fin du coup : le transfert reste à compter")
    if optional is not None and optional.end_of_hand:  # F17: a table ruling the end-of-hand call continues
        return Waiting(
            Wait.END_OF_HAND, f"fin du coup, {clipped(optional.prompt.removeprefix('Fin du coup : '), 60)}"
        )
    if optional is not None and (optional.id in LATER_ANSWERS or optional.id.endswith(LATER_SUFFIXES)):
        return Waiting(Wait.LATER, f"suite à donner, {clipped(optional.prompt, 60)}")
    if incident.set_aside is not None and not mark_withdrawn(incident):  # H2, H3: the mark no longer stands
        return Waiting(Wait.MARK, f"MARQUE À REFAIRE, {clipped(incident.set_aside, 80)}")
    missing = mark_missing(incident)  # F1, F6: a corrected result, a claim's mark, an appeal's new mark
    if missing is None:
        return None
    return Waiting(Wait.MARK if ruling.score is not None else Wait.LATER, missing)


async def waiting(store: Store, chat: str, owner_id: str | None = None) -> list[tuple[Incident, Waiting]]:
    """The ruled incidents of `chat` (of `owner_id` too, when given) that still wait, most recent first."""
    ruled = await store.list(chat=chat, owner_id=owner_id, open_only=True, limit=None)
    chat_wide = ruled if owner_id is None else await store.list(chat=chat, open_only=True, limit=None)
    if any(i.links for i in ruled):  # tester14 W12: a linked claim, finished, may hold the table's result
        chat_wide = await store.list(chat=chat, limit=None)
    behind = claim_behind(ruled)  # tester7 T17: a revoke's corrected result the claim's new tricks overtook
    # tester24 P16, ops29: every mark the board's other incidents set aside (the other table's result changed, the
    # linked revoke re-ruled…), read from the stored incidents as the sheet reads it, so a restart keeps it listed.
    if any(i.score is not None for i in ruled):
        flags = no_longer(await store.list(chat=chat, limit=None))
        redo = {
            key: flag.why.removeprefix("ne vaut plus : ") for key, flag in flags.items() if flag.head == REDO
        }
        behind = {**redo, **behind}
    found = [
        (i, why)
        for i in ruled
        if (why := waits_for(i) or (_redo(behind[i.id]) if i.id in behind else None)) is not None
        # Tester9 T22: a mark set aside under a ruling that now takes none, a linked mark standing instead
        and not (why.kind is Wait.MARK and needless_mark(i, ruled) is not None)
        and not ruled_elsewhere(i, chat_wide)  # tester11 X12
    ]
    return found[:LISTED]


def ruled_elsewhere(incident: Incident, incidents: list[Incident]) -> bool:
    """Tester11 X12: a revoke ruled together with a later one opened with « + » (« Deux renonces », 64B: 64B7
    when both sides revoked, no transfer): that incident's ruling and mark are the table's, so this one
    waits for nothing — neither the end of the hand's transfer nor a corrected result."""
    return (
        any(rules_first(other, incident) for other in incidents)
        or scored_by_claim(incident, incidents)
        is not None  # tester14 W12: the claim's mark, transfer included
        or marked_on_82c(incident, incidents) is not None  # tester25 P2: 82C's mark is the follow-up's
    )


async def waits_in_chat(store: Store, incident: Incident) -> Waiting | None:
    """`waits_for`, knowing the chat's other incidents (`ruled_elsewhere`)."""
    why = waits_for(incident)
    if why is None or not incident.links:
        return why
    return None if ruled_elsewhere(incident, await store.list(chat=incident.chat, limit=None)) else why


def _redo(why: str) -> Waiting:
    return Waiting(Wait.MARK, f"MARQUE À REFAIRE, {clipped(why, 80)}")


def end_of_hand(found: list[tuple[Incident, Waiting]]) -> list[Incident]:
    """The incidents among `found` whose ruling waits for the end of the hand."""
    return [i for i, why in found if why.kind in (Wait.END_OF_HAND, Wait.TRANSFER)]


# « fin du coup, 10 levées », « le coup est fini », « la donne est terminée » typed as a new line: the
# end of the hand a waiting ruling asks for, never a new incident. Only at the line's start, so « avant la
# fin du coup, il a … » stays a description.
END_OF_HAND = re.compile(
    r"\s*(?:c'est\s+la\s+|la\s+)?fin\s+(?:du\s+coup|de\s+la\s+donne|du\s+jeu)\b"
    r"|\s*(?:le\s+)?(?:coup|jeu)\s+(?:est\s+)?(?:fini|termin[ée])\b"
    r"|\s*(?:la\s+)?donne\s+(?:est\s+)?(?:finie|termin[ée]e)\b",
    re.IGNORECASE,
)


# What may follow: the tricks made (« , 10 levées », « : 9 plis pour le déclarant »); any other word makes
# the line a description (« fin du jeu : Est conteste le nombre de levées » is an incident of its own).
_TRICKS_WORDS = frozenset(
    "levée levées levee levees pli plis le la les l déclarant declarant défense defense camp pour a ont "
    "fait font et nord sud est ouest ns eo n s e o de du des sur".split()
)


def says_end_of_hand(text: str) -> bool:
    found = END_OF_HAND.match(text)
    if found is None:
        return False
    words = re.findall(r"[^\W\d_]+", text[found.end() :].lower())
    return all(word in _TRICKS_WORDS for word in words)


# « à la fin du coup, Est-Ouest contestent le 5♥ de Nord … »: an end-of-hand call described anywhere in the
# words (not only as the line's start).
END_OF_HAND_CALL = re.compile(
    r"\bfin\s+(?:du\s+coup|de\s+la\s+donne|du\s+jeu)\b|\bapr[eè]s\s+le\s+coup\b", re.IGNORECASE
)

Note = Callable[[str, str], Awaitable[object]]  # (incident id, text): a note recorded by the director


def _called_back(found: list[Incident], text: str) -> Incident | None:
    """The one waiting incident an end-of-hand call described in words continues (tester4 F17): the
    words say « fin du coup » (checked first by the caller too), name its board (and its table, when both are known), and point first to
    its topic; None otherwise (the words are then a new incident's description, as before)."""
    if END_OF_HAND_CALL.search(text) is None:
        return None
    # its patterns compile at the first use, not before the first screen (tests/bot/test_startup.py)
    from rules.where import board_and_table

    where = board_and_table(text)
    if where is None or where.board is None:
        return None
    same = [
        i
        for i in found
        if i.deal is not None
        and i.deal.board == where.board
        and (where.table is None or not i.deal.table or i.deal.table == where.table)
    ]
    if len(same) != 1:
        return None
    proposed = finder.search(text)
    return same[0] if proposed and proposed[0].id == same[0].topic else None


async def end_of_hand_pointer(
    store: Store, chat: str, text: str, command: str, note: Note | None = None
) -> str | None:
    """The answer to the end of the hand typed in words while rulings of `chat` wait for it: which
    incident waits, and the front end's `command` (« v {id} », « /incidents {id} ») to resume it; None
    when the words say something else or nothing waits (they are then a description, as before). An
    end-of-hand call described with its board (« donne 9 table 2, à la fin du coup ils contestent le 5♥
    après l'hésitation ») points to the one ruling of that board it continues, its words noted there
    (`note`), so that the facts agreed at the table and the call stay in one incident (F17). Only the
    words' head is read (bot/finder/head.py, issue 37 §5), as the finder reads them; the note keeps more."""
    full, text = text, head.clipped(text)
    if not says_end_of_hand(text):
        if END_OF_HAND_CALL.search(text) is None:  # most descriptions: no read of the store
            return None
        called = _called_back(end_of_hand(await waiting(store, chat)), text)
        if called is None:
            return None
        if note is not None:
            await note(called.id, f"Rappel à la fin du coup : {full.strip()[:1500]}")
        title = topic_title(called.topic)
        board = f", {called.deal.text}" if called.deal is not None else ""
        return (
            f"C'est l'appel de fin du coup de l'incident #{called.id} ({title}{board}), qui l'attend avec les faits "
            f"notés à la table{' ; vos mots y sont notés' if note is not None else ''} : tapez "
            f"« {command.format(id=called.id)} » pour le reprendre et répondre à sa question de fin du coup. "
            "Aucun incident n'est ouvert."
        )
    found = end_of_hand(await waiting(store, chat))
    if not found:
        return None
    if len(found) == 1:
        return (
            f"L'incident #{found[0].id} attend la fin du coup : tapez « {command.format(id=found[0].id)} » "
            "pour le reprendre et répondre à sa question de fin du coup. Aucun incident n'est ouvert."
        )
    listed = ", ".join(f"#{i.id} ({command.format(id=i.id)})" for i in found)
    return f"Ces incidents attendent la fin du coup : {listed}. Aucun incident n'est ouvert."

"""« Quel incident ? » (issue 29 §2): a follow-up (an appeal, a correction) opened on its own is attached
to the ruled incident it is about, closed or not, found from the log by its number or by board and
table (`candidates`); it becomes the suite of that incident, which records it. Attaching is a director's
act (as penalties and appeals). Split from bot.incidents.linked, which opens a second irregularity.
"""

from __future__ import annotations

import re

from bot.incidents import incident as inc
from bot.incidents import links, transition
from bot.incidents.deals import carried_cards
from bot.incidents.incident import Actor, Incident, State
from bot.incidents.linked import FOLLOW_UP_TOPIC, Engine, reply_on
from bot.incidents.render import topic_title
from bot.incidents.reply import Reply


def is_ruled(incident: Incident) -> bool:
    return incident.ruling_id is not None and incident.state is not State.ABANDONED


async def candidates(
    engine: Engine, chat: str, board: str | None = None, table: str | None = None
) -> list[Incident]:
    """The ruled incidents of this place a follow-up may be about, most recent first; by board and
    table when given (the log's columns)."""
    found = await engine.store.list(chat=chat, limit=None)
    out = [
        i
        for i in found
        if is_ruled(i)
        and i.topic != FOLLOW_UP_TOPIC
        and (board is None or (i.deal is not None and i.deal.board == board))
        and (table is None or (i.deal is not None and i.deal.table == table))
    ]
    return sorted(out, key=lambda i: i.updated_at, reverse=True)[:20]


# Words of a follow-up's description too common in appeals to tell one decision from another.
_COMMON = frozenset({"donne", "table", "appel", "appelle", "appellent", "contestent", "conteste", "decision",
                     "arbitre", "incident", "levee", "levees", "ouest", "paire", "paires"})  # fmt: skip


def _folded_words(text: str) -> set[str]:
    """The words of five letters or more, folded as the finder folds them, the common ones left out."""
    from rules.folding import fold  # the finder's folding, loaded with it, not at start-up

    return {w for w in fold(text).split() if len(w) >= 5 and w.isalpha() and w not in _COMMON}


def ordered_for(follow: Incident, found: list[Incident]) -> list[Incident]:
    """The candidates for « quel incident ? » in the order offered (the first is Entrée's on the terminal):
    the board the follow-up's words name first, then a decision those words name (tester23 P10: « ils
    contestent le transfert » is the revoke's 64A decision, not the premature play ruled after it on that
    board), then the most recent (`candidates`' order). One order for every front end."""
    from bot.incidents.described import description_of
    from rules.where import board_and_table

    words = description_of(follow) or ""
    said = board_and_table(words)
    told = _folded_words(words)

    def key(incident: Incident) -> tuple[bool, bool]:
        other_board = (
            said is not None
            and said.board is not None
            and (incident.deal is None or incident.deal.board != said.board)
        )
        return other_board, not (told & _folded_words(candidate_line(incident)))

    return sorted(found, key=key)


def board_without_decision(follow: Incident, found: list[Incident]) -> str | None:
    """The board the follow-up's words name when no candidate is on it (tester23 P15: « appel sur la 5 »
    with decisions on other boards only); None otherwise. No default may then attach it elsewhere."""
    from bot.incidents.described import description_of
    from rules.where import board_and_table

    said = board_and_table(description_of(follow) or "")
    if said is None or said.board is None:
        return None
    on_it = any(i.deal is not None and i.deal.board == said.board for i in found)
    return None if on_it else said.board


REFERENCE = re.compile(
    r"^\s*(?:#\s*(?P<id>\d+)|(?P<bare>\d+)|(?:donne|d)\s*=?\s*(?P<board>\w+)(?:\s*,?\s*(?:table|t)\s*=?\s*(?P<table>\w+))?)\s*$",
    re.IGNORECASE,
)
REFERENCE_HELP = "le numéro de l'incident (4 ou #4), ou sa donne et sa table (« donne 18 table 4 »)"


def parse_reference(text: str) -> tuple[str | None, str | None, str | None] | None:
    """(incident id, board, table) from « 4 », « #4 », « donne 18 table 4 »; None if unreadable."""
    match = REFERENCE.match(text)
    if match is None:
        return None
    return match.group("id") or match.group("bare"), match.group("board"), match.group("table")


def candidate_line(incident: Incident) -> str:
    where = f"{incident.deal.text} · " if incident.deal is not None else ""
    step, _ = transition.safe_step(incident)
    ruling = step.ruling.title if step is not None and step.ruling is not None else incident.ruling_id or ""
    return f"#{incident.id} · {where}{topic_title(incident.topic)} — {ruling}"


async def attach(engine: Engine, incident_id: str, actor: Actor, source_id: str) -> Reply:
    shown = await engine.show(incident_id)
    follow = shown.incident
    if follow is None:
        return shown
    if not actor.is_director:
        return reply_on(
            follow, "Seul un arbitre peut rattacher un appel ou une correction à une décision.", refused=True
        )
    found = await engine.show(source_id)
    source = found.incident
    if source is None:
        return reply_on(follow, found.message or f"Aucun incident #{source_id}.", refused=True)
    if source.id == follow.id or source.chat != follow.chat:
        return reply_on(follow, f"Aucun incident #{source_id} dans cette discussion.", refused=True)
    if not is_ruled(source):
        return reply_on(
            follow,
            f"L'incident #{source.id} n'a pas de décision : rien à quoi rattacher une suite.",
            refused=True,
        )
    reply = await engine.act(follow.id, actor, inc.link(source.id, links.FOLLOWS))
    if reply.refused or reply.incident is None:
        return reply
    await engine.act(source.id, actor, inc.link(follow.id, links.FOLLOW_UP))
    await engine.act(source.id, actor, inc.note(f"Suites de la décision : incident #{follow.id}."))
    own = reply.incident.deal
    # Tester5 M4: the board its words named is the source's (« appel … sur la donne 5 table 4 »): the
    # source's table, pairs and cards complete it, so the replacing mark reaches the sheet with its pairs.
    if source.deal is not None and (
        own is None or (own.board == source.deal.board and own.table in ("", source.deal.table))
    ):
        d = source.deal
        reply = await engine.act(follow.id, actor, inc.deal(d.board, d.table, d.ns, d.ew, carried_cards(d)))
    assert reply.incident is not None
    return reply_on(
        reply.incident,
        f"Incident #{follow.id} rattaché à l'incident #{source.id} ({candidate_line(source)}) : il figure dans "
        "son dossier et dans l'export." + await _mark_in_force(engine, source, follow.id),
    )


async def _mark_in_force(engine: Engine, source: Incident, follow_id: str) -> str:
    """Tester22 P11: an earlier follow-up (the director's 82C correction, an appeal) already replaced the
    ruling's mark; the new follow-up is about the ruling as it now stands, so that mark is named."""
    latest: Incident | None = None
    for link in source.links:
        if link.relation != links.FOLLOW_UP or link.incident == follow_id:
            continue
        other = (await engine.show(link.incident)).incident
        if other is None or not is_ruled(other) or other.score is None:
            continue
        if latest is None or (latest.score is not None and other.score.at > latest.score.at):
            latest = other
    if latest is None or latest.score is None:
        return ""
    return (
        f" La marque en vigueur sur cette donne est celle de l'incident #{latest.id} (« {latest.score.line} », "
        f"Nord-Sud {latest.score.ns}), qui a remplacé celle de l'incident #{source.id} : c'est elle que cette "
        "suite remplace."
    )

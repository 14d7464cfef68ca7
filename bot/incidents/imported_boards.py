"""Ops35: a session imported after incidents were recorded on its boards. Those incidents keep the board as it was
recorded (no cards, or an earlier import's) — an import never changes an incident by itself, a ruling given is never
recomputed behind the director's back. The import's reply names them with what taking the imported board would
change, and `joindre` (the terminal's `arbitre donnes joindre`, /donnes joindre on Telegram, /donnes texte:joindre on
Discord) records each board again, as `d N` does: its cards and results are taken, the board's checks run and are said,
and a board they refuse (a counted claim that no longer fits the cards) changes nothing."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.incidents import incident as inc
from bot.incidents.deals import DealBook, Found, Imported, carried_cards
from bot.incidents.incident import Actor, Incident, State

if TYPE_CHECKING:
    from bot.incidents.engine import Engine

JOIN_HOW = (
    "« arbitre donnes joindre » au terminal, /donnes joindre sur Telegram, /donnes texte:joindre sur Discord"
)


def waiting(incidents: list[Incident], numbers: set[int], changed: set[int]) -> list[Incident]:
    """The incidents whose board an import brings (`numbers`) but which keep it without cards, or changes (`changed`)
    while they keep the earlier cards; oldest first."""
    found = [
        i
        for i in incidents
        if i.state not in (State.ABANDONED, State.EXPIRED)
        and i.deal is not None
        and i.deal.board.isdigit()
        and int(i.deal.board) in numbers
        and (i.deal.cards is None or int(i.deal.board) in changed)
    ]
    return sorted(found, key=lambda i: i.created_at)


def would_change(incident: Incident) -> str:
    """What taking the imported board would do to this incident, said before the director confirms."""
    assert incident.deal is not None
    taken = (
        "les cartes importées remplaceraient les siennes"
        if incident.deal.cards
        else "il prendrait les cartes"
    )
    parts = [f"#{incident.id} ({incident.deal.text}) : {taken} et les résultats de la séance"]
    if incident.claim_count is not None:
        parts.append(
            "la revendication comptée serait vérifiée sur ces cartes (si elle n'y tient pas, rien ne change)"
        )
    if incident.score is not None:
        parts.append(f"la marque « {incident.score.line} » resterait, comparée aux résultats importés")
    if incident.ruling_id is not None:
        parts.append("la décision rendue n'est pas recalculée : ce que la donne contredirait serait dit")
    return " ; ".join(parts)


def offer_text(found: list[Incident]) -> str | None:
    """The import's reply about `found` (`waiting`): each incident and what would change; None when there is none."""
    if not found:
        return None
    listed = ", ".join(f"#{i.id} ({i.deal.text})" for i in found if i.deal is not None)
    changes = "\n".join(f"- {would_change(i)}." for i in found)
    return (
        f"Incidents déjà notés sur ces donnes avant cet import : {listed}. Ils gardent la donne telle qu'elle a été "
        f"notée : rien n'a changé. Pour leur joindre la donne importée ({JOIN_HOW}) :\n{changes}\n"
        "Ou notez la donne d'un seul (« d N » au terminal, /donne en discussion)."
    )


def record_again_text(imported: Imported, incidents: list[Incident]) -> str | None:
    """Ops32 (a score, then the deal imported): the incidents whose board this import brings, or changes, but which
    keep the board as it was recorded before it — without cards, or with the earlier import's. An incident takes an
    import's cards, results and checks (a mark against the import's results, a claim's cards) only when its board is
    recorded, so each is named with what taking it would change, and `joindre` offered; None when there is none."""
    if imported.already:
        return None
    changed = {board for board, *_ in imported.replaced}
    return offer_text(waiting(incidents, set(imported.numbers), changed))


async def recorded_before(book: DealBook, chat: str, imported: Imported) -> str | None:
    """`record_again_text` for the incidents of `chat` (where the import was sent)."""
    return record_again_text(imported, await book.store.list(chat=chat, limit=None))


def recorded_before_sync(book: DealBook, chat: str, imported: Imported) -> str | None:
    return record_again_text(imported, book.store.list_sync(chat=chat, limit=None))


async def joinable(engine: Engine, chat: str) -> list[Incident]:
    """The incidents of `chat` whose recorded board has imported cards they do not hold; oldest first."""
    now = engine.clock()
    out = []
    for incident in await engine.store.list(chat=chat, limit=None):
        deal = incident.deal
        if incident.state in (State.ABANDONED, State.EXPIRED) or deal is None or not deal.board.isdigit():
            continue
        related = (incident.id, *((incident.second_of,) if incident.second_of else ()))
        found = await engine.deals.find(chat, int(deal.board), now, related)
        if not isinstance(found, Found):
            continue
        held = carried_cards(deal)
        wanted = found.payload()
        if held is None or held["cards"] != wanted["cards"] or held["results"] != wanted["results"]:
            out.append(incident)
    return sorted(out, key=lambda i: i.created_at)


async def join(engine: Engine, chat: str, actor: Actor) -> str:
    """`joindre`: each incident of `joinable` records its board again (its table and pairs kept); what each says."""
    found = await joinable(engine, chat)
    if not found:
        return "Aucun incident de ce salon n'attend la donne importée : rien n'a changé."
    lines = []
    for incident in found:
        deal = incident.deal
        assert deal is not None
        reply = await engine.act(incident.id, actor, inc.deal(deal.board, deal.table, deal.ns, deal.ew))
        if reply.refused or reply.incident is None:
            lines.append(f"#{incident.id} ({deal.text}) : non jointe — {reply.message or 'refusé'}")
            continue
        said = f" {reply.message}" if reply.message else ""
        lines.append(f"#{incident.id} ({deal.text}) : donne importée jointe.{said}")
    return "\n".join(lines)

"""What a description records besides its facts (issue 37 §2, §3, newcomer G3, G7, G11): the words
themselves, kept as the incident's first note (printed by `incidents show`, the export and the appeal
file; anonymised and purged like any note); the board and table they name, recorded as `d` does (with
the deal when the session's deals are imported); and, for a follow-up (an appeal, a correction), the
ruled incident of that board and table it is about, when there is exactly one.

On top of the engine, as bot.incidents.linked: every change is an ordinary action.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import rules
from bot.finder import head
from bot.finder import topics as finder
from bot.finder.topics import echoed
from bot.incidents import attach, linked, links
from bot.incidents import incident as inc
from bot.incidents.described import (  # kept here too: the adapters read them here
    NOTE_PREFIX,
    SECOND_KEY,  # the terminal's key; a chat says its own (`retold`)
    description_of,
)
from bot.incidents.incident import Action, Actor, Incident
from bot.incidents.reply import Reply
from bot.incidents.store import Store
from rules.days_in_words import another_day

if TYPE_CHECKING:
    from rules.where import Where

NOTE_MAX = 1_500  # a note holds 2 000 characters; a description past this is cut at a word
SECOND_PREFIX = "La description nomme aussi une deuxième irrégularité"
KEEP = 2_000  # offers remembered at most (the oldest is forgotten first)


class Engine(Protocol):
    """What this module uses of bot.incidents.engine.Engine (which imports this module)."""

    store: Store

    async def show(self, incident_id: str) -> Reply: ...
    async def act(self, incident_id: str, actor: Actor, action: Action) -> Reply: ...
    async def attach(self, incident_id: str, actor: Actor, source_id: str) -> Reply: ...


def clipped(text: str, limit: int) -> str:
    """`text` cut at a word boundary, with « … », when longer than `limit` (G16: never mid-word);
    the finder's own echo, so that every place quotes the director's words the same way."""
    return echoed(text, limit)


def copied_description(source_id: str) -> str:
    """The prefix of a linked incident's copy of its source's description (tester5 M10): « Description
    (incident #1) : … », apart from its own « Description : … »."""
    return f"Description (incident #{source_id}) : "


def second_words(incident: Incident) -> str | None:
    """The words of the first incident a second irregularity of its board copied (`+`, `o1`: « Description
    (incident #1) : … », by whoever wrote them), for it to read its own part again after a restart."""
    sources = {link.incident for link in incident.links if link.relation == links.SECOND}
    for note in incident.notes:
        for source in sources:
            before, found, words = note.text.partition(copied_description(source))
            if found and (not before or before.endswith(" : ")):
                return words
    return None


HANDED_OVER = "Suite de l'incident #"  # the first note of an incident a ruling handed over (`o1`)


def handed_over(incident: Incident) -> bool:
    """Opened from a ruling that names its topic (`o1`), not with `+` (tester16 T4: read as that incident)."""
    return any(note.text.startswith(HANDED_OVER) for note in incident.notes)


CALL_PREFIX = "Appel de la table "  # the first note of an incident opened from a call (bot/events/desk.py)


def call_note(table: str, reason: str) -> str:
    return f"{CALL_PREFIX}{table} : {reason}"


def called_table(incident: Incident) -> str | None:
    """The table number of the call the incident was opened from (« Appel de la table 7 : … »), for the
    sheet when the words name the board only (tester5 M8); None for none, or a table named by a word."""
    for note in incident.notes:
        if note.text.startswith(CALL_PREFIX):
            table = note.text.removeprefix(CALL_PREFIX).split(" : ", 1)[0]
            return table if table.isascii() and table.isdigit() else None
    return None


def described_table(incident: Incident) -> str | None:
    """The table the description names without a board (« table 5 : … »), for the board recorded later
    (tester11 X17); None when it names none, or names the board too (recorded with it)."""
    # its patterns compile at the first use, not before the first screen (tests/bot/test_startup.py)
    from rules.where import board_and_table

    text = description_of(incident)
    where = board_and_table(text) if text is not None else None
    return where.table if where is not None and where.board is None else None


def described(incident: Incident) -> bool:
    return any(note.text.startswith(NOTE_PREFIX) for note in incident.notes)


def with_first_contract(text: str, first: Incident | None) -> str:
    """Tester11 X4: the words of a second irregularity on the board (« Ouest a renoncé à pique ») read
    with the contract and declarer its first incident's words named (« Sud joue 4♥ »), when they name
    none: who defends, the contract's level and strain are the board's, not asked again. Only that
    clause is carried, never the first irregularity's own facts. The words read are the whole sentences of their
    head (bot/finder/head.py, issue 37 §5), the stored words of the first incident too — as when they were first
    described, so a restart or words typed later read the same facts."""
    text = head.whole_sentences(text)
    source = description_of(first) if first is not None else None
    if not source:
        return text
    from rules.seats_in_words import declarer_seat, final_contract  # loads with the first description

    if final_contract(text) is not None or declarer_seat(text) is not None:
        return text
    contract = final_contract(head.whole_sentences(source))
    return f"{contract.words}. {text}" if contract is not None else text


def two_boards_text(boards: list[str]) -> str:
    """Tester22 P8: a description that names several boards tells several incidents: this one notes none of
    them, and the others are opened on their own (`+` is a second irregularity on the same board)."""
    named = ", ".join(boards[:-1]) + f" et {boards[-1]}"
    return (
        f"La description nomme plusieurs donnes ({named}) : un incident par donne. Celui-ci n'en note aucune : "
        "notez la sienne (d <donne>). Chaque autre donne est un autre incident : ouvrez-le à part en le décrivant "
        "au premier menu (« + » est pour une deuxième irrégularité sur la même donne)."
    )


RETOLD_PREFIX = "Description reprise : "


async def _retold(engine: Engine, incident: Incident, actor: Actor, text: str) -> None:
    """Tester23 P13: words typed again for an incident already described (after r, at the menu by moment)
    choose its topic and answer its questions: kept as a note beside the first description, so that the
    dossier and the appeal file show the words its « Compris » quote (92, 93). Words already kept (an update
    handled again, the first words retyped) are not kept twice; the board and table stay the first words'."""
    kept = clipped(text, NOTE_MAX)
    told = {
        note.text.removeprefix(prefix)
        for note in incident.notes
        for prefix in (NOTE_PREFIX, RETOLD_PREFIX)
        if note.text.startswith(prefix)
    }
    if kept not in told:
        await engine.act(incident.id, actor, inc.note(RETOLD_PREFIX + kept))


async def record(engine: Engine, incident: Incident, actor: Actor, text: str) -> list[str]:
    """Keep the description as a note and record the board and table it names; the lines to say
    (« Compris : donne 5, table 12 (« donne 5 table 12 ») »). Once per incident: an update handled
    again records nothing twice, a second description is kept as a note only (`_retold`)."""
    said: list[str] = []
    if not text.strip():
        return said
    if described(incident):
        await _retold(engine, incident, actor, text)
        return said
    noted = await engine.act(incident.id, actor, inc.note(NOTE_PREFIX + clipped(text, NOTE_MAX)))
    if noted.refused:
        return said  # a description with invisible characters: its facts still count, the note not
    from rules.where import board_and_table, boards_named, doubted

    where = board_and_table(head.clipped(text))  # named in the head, as the facts (bot/finder/head.py)
    if incident.deal is None and (doubt := doubted(head.clipped(text))) is not None:  # reviewer26 P-5
        said.append(
            f"Non noté : « {doubt} » laisse un doute sur la donne ou la table. Notez-les quand elles sont sûres "
            "(d <donne> table=<table>, /donne <donne> table=<table>) : la donne fixe la vulnérabilité et le donneur."
        )
    if len(boards := boards_named(head.clipped(text))) > 1 and (where is None or where.board is None):
        said.append(two_boards_text(boards))  # tester22 P8
    if where is not None and where.board is not None and incident.deal is None and (day := another_day(text)):
        # tester24 P5: « hier … donne 14 »: today's imported board 14 has other cards; the director notes it.
        said.append(
            f"Compris : {where.text} (« {where.words} »), d'une autre séance (« {day} ») : non notée, les donnes "
            f"importées sont celles d'aujourd'hui. Si c'est bien la séance du jour : d {where.board}."
        )
    elif where is not None and where.board is not None and incident.deal is None:
        called = None if where.table else called_table(incident)  # M8: the call's table stays
        dealt = await engine.act(  # the pairs too, as `d` takes them (tester3 L14)
            incident.id, actor, inc.deal(where.board, where.table or called, where.ns, where.ew)
        )
        if not dealt.refused:
            said.append(f"Compris : {where.text} (« {where.words} »).")
            if called:
                said.append(f"Gardé de l'appel : table {called}.")
            if dealt.message:
                said.append(dealt.message)
    elif where is not None and where.table is not None and where.board is None and incident.deal is None:
        # Tester11 X17: « table 5 : Est a hésité » — the director called to a table knows it before the
        # board: kept for the board recorded next (`described_table`), and said.
        said.append(
            f"Compris : table {where.table} (« {where.words} ») ; notez la donne (d <donne>, /donne <donne>) : "
            "la table sera reprise."
        )
    elif where is not None and where.board is not None and incident.deal is not None:
        if where.board != incident.deal.board:
            # Tester10 W23: the call's board stays (the director corrects it), but never silently: the
            # board fixes the vulnerability of every score (Law 2).
            said.append(
                f"La description dit donne {where.board} ; l'incident a la donne {incident.deal.board} (de "
                f"l'appel, ou déjà notée). Gardé : donne {incident.deal.board}. Si c'est la donne "
                f"{where.board}, notez-la (d {where.board}, /donne {where.board}) : elle fixe la "
                "vulnérabilité de la marque (Loi 2)."
            )
    return said


async def attach_by_words(engine: Engine, incident: Incident, actor: Actor, text: str) -> Reply | None:
    """A follow-up described with its board (« ils contestent ma décision sur la 13 »), not yet attached:
    attached to the ruled incident of that board (and table), when exactly one matches; None otherwise
    (« quel incident ? » is then asked, most recent first)."""
    if incident.topic != linked.FOLLOW_UP_TOPIC or incident.follows is not None or incident.answers:
        return None
    from rules.where import board_and_table

    where: Where | None = board_and_table(text)
    if where is None or where.board is None:
        return None
    found = [
        i
        for i in await attach.candidates(engine, incident.chat, where.board, where.table)
        if i.id != incident.id
    ]
    if len(found) != 1:
        return None
    reply = await engine.attach(incident.id, actor, found[0].id)
    return None if reply.refused else reply


def second_named(topic: str | None, text: str) -> str | None:
    """The topic of the second irregularity the words name (« il a renoncé puis il a entamé hors
    tour »), when the topic chosen is one of those they name (issue 37 §4); None otherwise."""
    # the certain cut first; else the parts that each name their own irregularity (they read no part's facts)
    named = [found.id for found in finder.irregularities(text) or finder.named_parts(text)]
    if topic is None or topic not in named:
        return None
    return next((other for other in named if other != topic), None)


class SecondOffers:
    """The second irregularity each described incident's words name, offered once its topic is chosen
    (« La description nomme aussi … — tapez + pour l'ouvrir »), and taken by the next « 2e
    irrégularité » on that incident, on every front end. Kept in memory only."""

    def __init__(self) -> None:
        self._topic: dict[str, str] = {}  # incident → the second topic its words name
        self._made_for: dict[str, str] = {}  # incident → the topic chosen when the offer was last weighed

    def offer(self, incident: Incident | None, text: str | None) -> str | None:
        """The line offering the second irregularity, once per topic chosen; None when there is none."""
        if incident is None or incident.topic is None or not text:
            return None
        if self._made_for.get(incident.id) == incident.topic:
            return None
        if any(link.relation == links.SECOND for link in incident.links):
            return None  # tester14 W15: its second irregularity is already linked; another `+` opened a duplicate
        if incident.id not in self._made_for and len(self._made_for) >= KEEP:
            oldest = next(iter(self._made_for))
            self._made_for.pop(oldest)
            self._topic.pop(oldest, None)
        self._made_for[incident.id] = incident.topic
        second = second_named(incident.topic, text)
        if second is None:
            self._topic.pop(incident.id, None)
            return None
        self._topic[incident.id] = second
        title = next((t.title for t in rules.topics() if t.id == second), second)
        return f"{SECOND_PREFIX} : {title} — {SECOND_KEY} sur la même donne."

    def recall(self, incident: Incident | None) -> str | None:
        """After a restart (tester4's F7): the second topic the stored description names, when this
        process never weighed the incident and no second irregularity is linked to it yet."""
        if incident is None or incident.id in self._made_for or incident.topic is None:
            return None
        text = description_of(incident)
        if text is None or any(link.relation == links.SECOND for link in incident.links):
            return None
        self.offer(incident, text)
        return self._topic.get(incident.id)

    def named(self, incident_id: str) -> str | None:
        """The topic the words named for this incident's second irregularity, if any."""
        return self._topic.get(incident_id)

    def take(self, incident_id: str) -> str | None:
        """The topic the words named for this incident's second irregularity, once."""
        return self._topic.pop(incident_id, None)

"""The terminal: incidents of one board (issue 29 §2).

- `+` at any question or ruling: a second irregularity on the same board (its topic menu comes next);
  once its ruling is read, the first incident, if unfinished, takes up again where it stood.
- `suites N` (or `suites donne 18 table 4`): the follow-up of another ruled incident, closed or not.
- « Quel incident ? »: a follow-up chosen from the menu (« Après la décision ») is attached to the ruled
  incident it is about, from the log, by board and table.
"""

from __future__ import annotations

from typing import Protocol

from bot.adapters.terminal import text as typed
from bot.adapters.terminal.menu import deal_line, is_deal_command
from bot.incidents import attach, linked, told_first
from bot.incidents.engine import Engine, Reply
from bot.incidents.incident import Actor, Incident, State, deal, note
from bot.incidents.sheet import make_deal
from bot.incidents.words import clipped
from bot.scores.offer import deal_diagram, parse_deal
from rules.model import RulesError


class Terminal(Protocol):
    """What this module uses of bot.adapters.terminal.session.Terminal (whose modules import this one)."""

    engine: Engine
    actor: Actor
    _finished: set[str]
    seconds: dict[str, str]  # incident id → the second irregularity's topic its description named
    _board_first: dict[str, str] | None
    _notes_first: list[str]

    def say(self, text: str = "") -> None: ...
    async def read(self, prompt: str = "> ") -> str: ...


SECOND_KEYS = ("+", "deuxieme", "deuxième")
MAX_LISTED = 9
NOTE_LIMIT = 2000  # the engine's limit for a note (bot/incidents/transition.py)
CHAT = "terminal"  # bot.adapters.terminal.session.CHAT


def wants_second(text: str) -> bool:
    return text.lower() in SECOND_KEYS


def wants_follow_up_of(text: str) -> bool:
    return text.lower().startswith("suites ")


async def second(term: Terminal, current: Incident) -> Reply:
    """`+`: the second irregularity; its topic already chosen when the description named it."""
    return await term.engine.second_irregularity(current.id, term.actor, term.seconds.pop(current.id, None))


async def follow_up_of(term: Terminal, current: Incident, text: str) -> Reply:
    """`suites 4`, `suites #4`, `suites donne 18 table 4`: the follow-up of that ruled incident."""
    wanted = text.split(" ", 1)[1]
    reference = attach.parse_reference(wanted)
    source: str | None = None
    if reference is not None:
        number, board, table = reference
        if number is not None:
            source = number
        else:
            found = await attach.candidates(term.engine, current.chat, board, table)
            if len(found) == 1:
                source = found[0].id
            else:
                shown = await term.engine.show(current.id)
                lines = [f"  {typed.clean(attach.candidate_line(i))}" for i in found[:MAX_LISTED]]
                what = (
                    "Plusieurs incidents jugés pour cette donne : précisez « suites N »."
                    if found
                    else ("Aucun incident jugé pour cette donne et cette table.")
                )
                return Reply(shown.incident, shown.step, "\n".join([what, *lines]))
    if source is None:
        shown = await term.engine.show(current.id)
        return Reply(shown.incident, shown.step, f"Incident non compris : donnez {attach.REFERENCE_HELP}.")
    return await term.engine.follow_up(source, term.actor)


async def from_first_menu(term: Terminal, text: str) -> Incident | None:
    """`suites 3`, `suites donne 13 table 1` or `+` typed at the first menu (G9): the follow-up of that
    ruled incident, or a second irregularity on the board of the last incident; None (said why) when
    there is none."""
    if wants_second(text):
        found = await term.engine.store.list(chat=CHAT, limit=1)
        if not found:
            term.say(
                "Aucun incident : « + » ouvre une deuxième irrégularité sur la donne du dernier incident."
            )
            return None
        reply = await term.engine.second_irregularity(found[0].id, term.actor)
    else:
        reference = attach.parse_reference(text.split(" ", 1)[1])
        number, board, table = reference if reference is not None else (None, None, None)
        if number is None and board is not None:
            candidates = await attach.candidates(term.engine, CHAT, board, table)
            if len(candidates) != 1:
                term.say(
                    "Plusieurs incidents jugés pour cette donne : précisez « suites N »."
                    if candidates
                    else "Aucun incident jugé pour cette donne et cette table."
                )
                for incident in candidates[:MAX_LISTED]:
                    term.say(f"  {typed.clean(attach.candidate_line(incident))}")
                return None
            number = candidates[0].id
        if number is None:
            term.say(f"Incident non compris : donnez {attach.REFERENCE_HELP}.")
            return None
        reply = await term.engine.follow_up(number.lstrip("#"), term.actor)
    if reply.message:
        term.say(typed.clean(reply.message))
    return reply.incident if reply.ok else None


async def back_to_first(term: Terminal, current: Incident) -> Reply | None:
    """After the second irregularity's ruling: the first incident again where it was, at its question or
    at its ruling if the director had not closed it (« + » from its ruling, newcomer G14)."""
    if current.second_of is None:
        return None
    first = await term.engine.show(current.second_of)
    if first.incident is None:
        return None
    state = first.incident.state
    if not (state is State.ASKING or (state is State.RULED and first.incident.id not in term._finished)):
        return None
    # Tester7 T12: what the second irregularity changes here (a lead out of turn that establishes this
    # revoke, 63A1) is said again where it matters, at the question it answers.
    told = [note.text for note in first.incident.notes if f"(incident #{current.id})" in note.text]
    # Issue 38 D2, the other order: a fact the second offers here (an earlier penalty card), to confirm.
    offered = tuple(f for f in first.incident.received if f.source == current.id)
    if offered:
        told += told_first.back_lines(first.incident, current, offered)
    return Reply(
        first.incident,
        first.step,
        "\n".join([f"Retour à l'incident #{first.incident.id}, {_role(first.incident)}.", *told]),
    )


def _role(first: Incident) -> str:
    """What the incident returned to is (tester7 T21-1: an 82C follow-up is not the board's first
    irregularity; the incident it follows is)."""
    if first.follows is not None:
        return f"suite de l'incident #{first.follows}"
    return "première irrégularité sur cette donne"


def needs_source(current: Incident, asked: set[str]) -> bool:
    """A follow-up opened from the menu or described in words (« je me suis trompé », tester3 M1: its
    words may have answered its first questions already), not yet attached nor asked: « quel incident ? »."""
    return current.topic == linked.FOLLOW_UP_TOPIC and current.follows is None and current.id not in asked


async def ask_source(term: Terminal, current: Incident) -> Reply | None:
    """« Quel incident ? »: the ruled incidents of the log in `attach.ordered_for`'s order (the board and the
    decision the words name, then the most recent); Entrée takes the first, 0 none.
    None when the director quits."""
    found = [i for i in await attach.candidates(term.engine, current.chat) if i.id != current.id]
    found = attach.ordered_for(current, found)
    if not found:
        return await term.engine.show(current.id)
    term.say("")
    term.say(
        f"Incident #{current.id} — quel incident ? Un appel, une correction ou une pénalité se rattache à la "
        "décision qu'il concerne (elle le mentionne dans son dossier et dans l'export) :"
    )
    for number, incident in enumerate(found[:MAX_LISTED], start=1):
        term.say(f"  {number}. {typed.clean(attach.candidate_line(incident))}")
    missing = attach.board_without_decision(current, found)
    if missing is not None:  # tester23 P15: Entrée would attach it to a decision on another board
        term.say(
            f"  Aucune décision notée sur la donne {missing} dans ce journal : tapez le numéro d'une décision "
            "de la liste si c'est bien elle, ou 0 : aucune ; q : quitter"
        )
    else:
        term.say(
            "  Entrée : le premier (1)   0 : aucun   — ou tapez #N, ou « donne 18 table 4 » ; q : quitter"
        )
    while True:
        text = await term.read()
        if text.lower() == "q":
            return None
        if text == "0":  # never the default (G10): a follow-up attached to nothing is an orphan record
            return await term.engine.show(current.id)
        if text == "" and missing is not None:
            term.say(
                f"Entrée ne choisit rien ici (aucune décision sur la donne {missing}) : tapez un numéro, ou 0."
            )
            continue
        lowered = text.lower()
        if lowered in ("+", "deuxieme", "deuxième", "suites"):  # ops35: commands at every prompt, said here
            term.say(
                f"L'incident #{current.id} est déjà une suite de décision : dites d'abord laquelle (un numéro de la "
                "liste, 0, ou « suites N »). Une deuxième irrégularité s'ouvre depuis l'incident de la donne."
            )
            continue
        # « suites 1 » here: the follow-up of #1, i.e. this one attached to it
        if lowered.startswith("suites "):
            named = text[len("suites ") :].strip()
            text = f"#{named}" if named.isdigit() else named  # the incident's number, not the list's
        index = 0 if text == "" else typed.choice(text, min(len(found), MAX_LISTED))
        chosen: list[Incident] = [found[index]] if index is not None else []
        if index is None:
            reference = attach.parse_reference(text)
            if reference is None:
                term.say(f"Tapez un numéro de la liste, 0, ou {attach.REFERENCE_HELP}.")
                continue
            number, board, table = reference
            chosen = (
                [i for i in found if i.id == number.lstrip("#")]
                if number is not None
                else await attach.candidates(term.engine, current.chat, board, table)
            )
        if len(chosen) != 1:
            term.say(
                "Aucun incident jugé ne correspond."
                if not chosen
                else "Plusieurs incidents correspondent : " + ", ".join(f"#{i.id}" for i in chosen) + "."
            )
            continue
        reply = await term.engine.attach(current.id, term.actor, chosen[0].id)
        if reply.refused:
            term.say(typed.clean(reply.message or "Rattachement refusé."))
            continue
        return reply


def board_first(term: Terminal, text: str, pending: dict[str, str] | None) -> dict[str, str] | None:
    """`d 18 table=4` at the first menu, before any incident: kept for the incident opened next
    (as if typed at its first question), said so; a malformed line is refused and keeps `pending`."""
    try:
        fields = parse_deal(deal_line(text) or text.split(None, 1)[1])
        checked = make_deal(fields)  # the checks the incident's `d` makes, now rather than later
    except RulesError as error:
        term.say(f"{typed.clean(str(error))} Rien n'est noté.")
        return pending
    shown = checked.text  # the pairs too (tester3 L14: they were taken, never said)
    term.say(
        f"Noté : {typed.clean(shown)}, pour l'incident que vous allez ouvrir (quitter avant l'efface). "
        "Décrivez-le ou choisissez son thème."
    )
    return fields


def aside_first(term: Terminal, text: str) -> None:
    """`d 5 table=3` or `n …` typed at a list of topics, before any incident (tester3 L8): kept for the
    incident about to be opened, and said so — with the one limit, that quitting first loses it."""
    if is_deal_command(text):
        term._board_first = board_first(term, text, term._board_first)
        return
    noted = text.split(None, 1)[1].strip()
    if len(noted) > NOTE_LIMIT:
        term.say(f"La note est trop longue ({NOTE_LIMIT} caractères au plus). Rien n'est noté.")
        return
    term._notes_first.append(noted)
    term.say(
        f"Noté, pour l'incident que vous allez ouvrir : « {typed.clean(clipped(noted, 60))} ». "
        "Choisissez son thème (quitter avant l'efface)."
    )


async def record_notes_first(term: Terminal, incident: Incident) -> None:
    """The notes typed before the incident was opened (L8), now on it."""
    for text in term._notes_first:
        reply = await term.engine.act(incident.id, term.actor, note(text))
        term.say(
            typed.clean(reply.message)
            if reply.refused and reply.message
            else f"Note enregistrée : « {typed.clean(clipped(text, 60))} »."
        )
    term._notes_first = []


async def record_board_first(term: Terminal, incident: Incident, fields: dict[str, str]) -> Reply:
    """The board typed at the first menu, recorded on the incident just opened — unless its own
    words named a board already: the words win, and the director is told."""
    if incident.deal is not None:
        # Tester5 M8: the words' board wins; the table and pairs typed before, which the words do not
        # name, stay on the sheet (as `d 8` keeps them), and the director is told.
        kept = {
            key: value
            for key, value in fields.items()
            if key in ("table", "ns", "ew") and value and not getattr(incident.deal, key)
        }
        term.say(
            f"La description nomme déjà la donne ({typed.clean(incident.deal.text)}) : "
            f"« d {typed.clean(fields['board'])} » tapé avant n'est pas repris pour la donne (d pour corriger)."
        )
        if not kept:
            return await term.engine.show(incident.id)
        reply = await term.engine.act(incident.id, term.actor, deal(board=incident.deal.board, **kept))
        if reply.ok and reply.incident is not None and reply.incident.deal is not None:
            term.say(f"Gardé de la feuille : {typed.clean(reply.incident.deal.text)}.")
        return reply
    reply = await term.engine.act(incident.id, term.actor, deal(**fields))
    if reply.ok and reply.incident is not None and reply.incident.deal is not None:
        term.say(f"Feuille : {typed.clean(reply.incident.deal.text)}.")
    if reply.message:  # tester5 L5: also when recorded (« la donne 27 n'est pas dans les donnes importées »)
        term.say(typed.clean(reply.message))
    if reply.ok and reply.incident is not None and (diagram := deal_diagram(reply.incident)) is not None:
        term.say(diagram)  # tester11 X17: `d 9` at the first menu shows the cards as `d 9` at a question does
    return reply

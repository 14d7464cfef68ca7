"""The terminal adapter: numbered choices, r (retour), a (annuler), ? (aide), n (note), q (quitter).

Also the embedded default of `arbitre`, and the test backend of the whole application: it
reads lines from any text stream (a pipe works; end of input ends the session with exit 0)
and never shows a Python traceback.

A choice is typed as its number or as the first letters of its label (« oui », « ren »). On an
interactive terminal the arrow keys and Enter choose as well (bot/adapters/terminal/picker.py).
"""

from __future__ import annotations

import re

import rules
from bot.adapters.terminal import linked as board
from bot.adapters.terminal import text as typed
from bot.adapters.terminal import waiting
from bot.adapters.terminal.asking import Asking
from bot.adapters.terminal.console import Console, EndOfInput
from bot.adapters.terminal.menu import DEAL_ALONE, DEAL_HINT, TopicMenu, is_board_command, is_deal_command
from bot.incidents import incident as inc
from bot.incidents import waiting as waits
from bot.incidents.incident import Incident, State
from bot.incidents.render import SUITE_MARK, incident_line, numbered_answers
from bot.incidents.render import question_number as render_number
from bot.scores.offer import deal_diagram
from rules.model import Step
from rules.topic import Topic

CHAT = board.CHAT  # bench/cold_start.py and the tests read it here

# The first screen's title: bench/cold_start.py waits for it, so a new first screen keeps the bench honest.
FIRST_SCREEN = "Quand l'incident a-t-il eu lieu ?"

INCIDENT_NUMBER = re.compile(r"#\s*(\d{1,9})")  # « #3 »: the incident's own number, not the line's
# Tester16 T1: at the list of unfinished incidents, a key of the other prompts (« a », « r », « m »…) or a stray
# letter is no description: a description has words (three letters at least).
MIN_WORDS = 3
KEYS = frozenset({"a", "r", "n", "m", "d", "v", "mn", "me", "dd", "suites", "annuler", "retour"})


class Terminal(Asking, Console):
    """A session: an incident resumed or opened, its questions, its ruling, until « q » or the end of input."""

    async def run(self) -> int:
        self.say("Arbitre — l'assistant de l'arbitre de bridge (Lois 2017).")
        self.say(rules.DISCLAIMER)
        if self.arrows:
            self._preload_picker()
        try:
            while True:
                incident = await self.resume_or_new()
                if incident is None:
                    break
                if not await self.converse(incident):
                    break
        except EndOfInput:
            self.say("")
            self.say(
                "Fin de la saisie. Les incidents en cours sont conservés : relancez « arbitre » pour les reprendre."
            )
        self.say("Au revoir.")
        return 0

    async def resume_or_new(self) -> Incident | None:
        """The unfinished incidents to resume, or a new one (0, or its description)."""
        if self._switch is not None:
            words, self._switch = self._switch, None
            return await self.choose_topic(words or None)
        unfinished = await self.engine.open_incidents(chat=CHAT, owner_id=self.actor.id)
        # H1: a ruling that still waits (the end of the hand, a corrected result to record) is listed too.
        found = await waits.waiting(self.engine.store, CHAT, self.actor.id)
        ruled = [i for i, _ in found]
        pending = {i.id: waiting.said(i, why) for i, why in found}  # T17: a wait another incident causes too
        unfinished += ruled[: max(0, 20 - len(unfinished))]
        if unfinished:
            self.say("")
            self.say("Incidents non terminés :")
            labels = [
                f"Reprendre l'incident {typed.clean(incident_line(i))}"
                + (f" — {typed.clean(i.deal.text)}" if i.deal else "")  # F18: which board and table
                + (f" — en attente : {pending[i.id]}" if i.id in pending else "")
                for i in unfinished
            ]
            for number, label in enumerate(labels, start=1):
                self.say(f"  {number}. {label}")
            self.say("  0. Nouvel incident")
            while True:
                text = await self.pick(["Nouvel incident", *labels], first=0)
                if text.lower() == "q":
                    return None
                index = typed.choice(text, len(unfinished) + 1, first=0)
                if index is None:
                    index = typed.by_label(text, ["Nouvel incident"])
                    index = 0 if index == 0 else None
                if index is not None:
                    if index > 0:
                        if self._board_first is not None:  # tester25 P15: it was for a new incident
                            self._board_first = None
                            self.say(
                                "La donne notée valait pour un nouvel incident : effacée (d … la note ici)."
                            )
                        return unfinished[index - 1]
                    break
                if (number := INCIDENT_NUMBER.fullmatch(text.strip())) is not None:  # tester5 M14: « #3 »
                    listed = next((i for i in unfinished if i.id == number[1]), None)
                    if listed is not None:
                        return listed
                    text = f"v {number[1]}"  # not in the list (finished, or another's): shown, as `v N`
                if waiting.viewed(text) is not None:
                    if (found := await self.view(text)) is not None:
                        return found
                    continue
                if is_deal_command(text):  # tester25 P15: the board of the new incident, as at the first menu
                    self._board_first = board.board_first(self, text, self._board_first)
                    continue
                if text.lower().strip() in DEAL_ALONE:
                    self.say(DEAL_HINT)
                    continue
                if (
                    sum(c.isalpha() for c in text) >= MIN_WORDS and text.lower() not in KEYS
                ) or is_board_command(text):
                    # A description typed here starts a new incident; the open ones stay in this
                    # list (issue 31 §3: an open incident never blocks a search).
                    return await self.choose_topic(text)
                # Tester16 T1: « a » (a key elsewhere) left this list silently for the first menu, where « 1 »
                # then meant another thing than the list on screen: the list stays, and says what it offers.
                first = unfinished[0].id
                self.say(
                    f"Tapez {typed.range_hint(len(unfinished) + 1, first=0)} (la ligne : 1 reprend l'incident "
                    f"#{first}, 0 ouvre un nouvel incident), #N (l'incident N), ou décrivez un nouvel incident, ou q "
                    "pour quitter."
                )
        return await self.choose_topic()

    async def _note(self, incident_id: str, text: str) -> object:
        """A note of this director on an incident (the end-of-hand call's words on the ruling it continues)."""
        return await self.engine.act(incident_id, self.actor, inc.note(text))

    async def choose_topic(self, typed_first: str | None = None) -> Incident | None:
        """The first menu, or a description already typed; the new incident opens with the facts
        its words state already answered, and says so (issue 31 §2)."""
        menu = TopicMenu(
            self.say,
            self.pick,
            aside=lambda text: board.aside_first(self, text),
            before_search=lambda text: waits.end_of_hand_pointer(
                self.engine.store, CHAT, text, "v {id}", self._note
            ),
        )
        while True:
            chosen = await menu.select(FIRST_SCREEN, typed_first)
            typed_first = None
            if isinstance(chosen, str) and is_deal_command(chosen):
                self._board_first = board.board_first(self, chosen, self._board_first)
                continue
            if isinstance(chosen, str) and waiting.viewed(chosen) is not None:
                found = await self.view(chosen)
                if found is None:
                    continue
                return found
            if isinstance(chosen, str) and is_board_command(chosen):
                found = await board.from_first_menu(self, chosen)
                if found is None:
                    continue
                self._fresh = True
                return found
            if not isinstance(chosen, Topic):
                return None  # q
            reply = await self.engine.open(self.actor, CHAT, chosen.id, description=menu.described)
            if reply.incident is None:
                self.say(reply.message or "Impossible d'ouvrir l'incident.")
                continue
            self.say(f"Incident #{reply.incident.id} ouvert : {chosen.title}.")
            if reply.message:
                self.say(typed.clean(reply.message))
            if (diagram := deal_diagram(reply.incident)) is not None:
                self.say(diagram)  # tester11 X17: the board the words name, with its cards, shown at once
            if self._board_first is not None:
                reply = await board.record_board_first(self, reply.incident, self._board_first)
                self._board_first = None
            await board.record_notes_first(self, reply.incident)
            self._fresh = True
            return reply.incident

    async def view(self, text: str) -> Incident | None:
        """`v 3` at the first menu: incident 3 again, at its question or its ruling and score sheet (as
        `/incidents 3` on Telegram and Discord); None, said why, when there is no such open incident."""
        number = waiting.viewed(text)
        shown = await self.engine.show(number or "")
        incident = shown.incident
        if incident is None or incident.chat != CHAT:
            self.say(f"Aucun incident #{number} dans ce journal (arbitre incidents pour la liste).")
            return None
        if not incident.state.is_open:
            self.say(
                f"L'incident #{number} est {incident.state.label} : arbitre incidents show {number} le montre."
            )
            return None
        return incident

    def show_answers(self, incident: Incident) -> None:
        """On resuming: the answers given so far, so the director knows where he is."""
        pairs, ahead = numbered_answers(incident)
        if incident.deal is not None or incident.notes:  # F18: the board and the facts noted, too
            self.say("")
            if incident.deal is not None:
                self.say(f"Feuille : {typed.clean(incident.deal.text)}.")
            for note in incident.notes:
                self.say(f"Note ({typed.clean(note.author)}) : {typed.clean(note.text)}")
        if not pairs and not ahead:
            return
        self.say("")
        if pairs:
            self.say(f"Réponses déjà données (incident #{incident.id}) :")
        number = 0
        for prompt, label in pairs:  # tester18 R8: a follow-up taken under the ruling keeps no number
            if prompt.startswith(SUITE_MARK):
                self.say(
                    f"  • {typed.clean(prompt.removeprefix(SUITE_MARK))} — {typed.clean(label)} (suite de la décision)"
                )
                continue
            number += 1
            self.say(f"  {number}. {typed.clean(prompt)} — {typed.clean(label)}")
        if ahead:  # T21-3: not numbered, so the next question's number follows the list's last
            self.say("Déjà répondu, pour une question à venir :")
        for prompt, label in ahead:
            self.say(f"  • {typed.clean(prompt)} — {typed.clean(label)}")

    def question_number(self, step: Step) -> int:
        """The number of the answers given so far + 1 (those understood from the words included), as
        the chats and the list of answers show it: the same question keeps its number across a
        restart, a `d` or a bad line (tester3 L7: a cap on the last number shown made it depend on
        the session's history)."""
        return render_number(step)

    async def converse(self, incident: Incident) -> bool:
        """Ask until the ruling is read; False when the director quits."""
        reply = await self.engine.show(incident.id)
        if reply.incident is not None and not self._fresh:
            self.show_answers(reply.incident)
        self._fresh = False
        while True:
            if reply.message:
                self.say(typed.clean(reply.message))
            current = reply.incident
            if current is None:
                return True
            if not current.state.is_open:
                return True
            if current.state is State.CHOOSING_TOPIC:
                chosen = await self.choose_topic_for(current)
                if chosen is None:
                    return self._switch is not None
                reply = chosen
                continue
            step = reply.step
            if step is None:
                return True
            if board.needs_source(current, self._asked_source):  # before its ruling too (M1)
                self._asked_source.add(current.id)
                attached = await board.ask_source(self, current)
                if attached is None:
                    return False
                reply = attached
                continue
            if step.ruling is not None:
                outcome = await self.ruled(current, step)
                if outcome is None:
                    return self._switch is not None  # « / »: a new search, this one stays open
                if outcome is True:
                    first = await board.back_to_first(self, current)  # after a second irregularity
                    if first is None:
                        return True
                    outcome = first
                reply = outcome
                continue
            question = step.question
            assert question is not None
            outcome = await self.ask(current, step, question)
            if outcome is None:
                return self._switch is not None
            reply = outcome

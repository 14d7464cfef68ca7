"""The terminal adapter: numbered choices, r (retour), a (annuler), ? (aide), n (note), q (quitter).

Also the embedded default of `arbitre`, and the test backend of the whole application: it
reads lines from any text stream (a pipe works; end of input ends the session with exit 0)
and never shows a Python traceback.

A choice is typed as its number or as the first letters of its label (« oui », « ren »). On an
interactive terminal the arrow keys and Enter choose as well (bot/adapters/terminal/picker.py).
"""

from __future__ import annotations

import asyncio
import contextlib
import re
import threading
from collections.abc import Sequence
from typing import TextIO

import rules
from bot.adapters.terminal import linked as board
from bot.adapters.terminal import text as typed
from bot.adapters.terminal.display import Display, is_tty
from bot.adapters.terminal.menu import TopicMenu
from bot.finder import topics as finder
from bot.incidents import incident as inc
from bot.incidents import transition
from bot.incidents.engine import Engine, Reply
from bot.incidents.handover import handovers
from bot.incidents.incident import Actor, Incident, State
from bot.incidents.linked import rules_director_error
from bot.incidents.render import answered_pairs, incident_line, see_also, topic_title
from bot.scores.double_dummy import CONTRACTS_HINT, double_dummy
from bot.scores.offer import (
    DEAL_SYNTAX,
    WEIGHTED_POINTS_CAVEAT,
    Side,
    deal_diagram,
    deal_reply,
    foresees_score,
    parse_deal,
    revoke_line,
    ruling_line,
    sheet_lines,
    weighted_points,
)
from bot.scores.offer import hint as score_hint
from rules.model import Question, Step
from rules.scores.line_syntax import SYNTAX as LINE_SYNTAX
from rules.topic import Topic

CHAT = "terminal"

KEYS_HELP = (
    "r : retour   a : annuler l'incident   ? : aide   n <texte> : note   d <donne> : donne et table   "
    "m <ligne> : marque   suites : après la décision   / <mots> : autre incident   + : 2e irrégularité   "
    "q : quitter"
)

NOT_UTF8 = (
    "Attention : la ligne lue contenait des caractères illisibles (ce n'est pas du texte UTF-8) ; "
    "ils sont remplacés par « \ufffd »."
)


# Arrow keys as a line-reading input receives them (ESC [ A … D, or ESC O A … D).
ARROWS = re.compile(r"(?:\x1b(?:\[|O)[ABCD])+")
NO_ARROWS = "Les flèches ne servent pas ici : tapez le numéro de votre choix (ou quelques mots)."
# The first screen's title: bench/cold_start.py waits for it, so a new first screen keeps the bench honest.
FIRST_SCREEN = "Quand l'incident a-t-il eu lieu ?"
PICKER_WAIT = 3.0  # seconds; prompt_toolkit loads in about 0.13 s


class EndOfInput(Exception):
    pass


class Terminal:
    def __init__(
        self,
        engine: Engine,
        actor: Actor,
        stdin: TextIO,
        stdout: TextIO,
        *,
        display: Display | None = None,
        arrows: bool | None = None,
    ) -> None:
        self.engine = engine
        self.actor = actor
        self.stdin = stdin
        self.stdout = stdout
        self.display = display or Display(stdout)
        # Arrow-key menus only where both ends are a real, capable terminal.
        self.arrows = (self.display.fancy and is_tty(stdin)) if arrows is None else arrows
        self._last_number: int | None = None
        self._last_question: str | None = None
        self._picker_ready = threading.Event()
        # Answers that hold for the whole session, asked once (the event's online rule for a
        # misclicked card, issue 22 §2), and the incidents where « r » asked to change one.
        self._standing: dict[str, str] = {}
        self._standing_declined: set[str] = set()
        self._asked_source: set[str] = set()  # follow-ups already asked « quel incident ? »
        # « / words » typed during an incident: the search it asks for (the incident stays open).
        self._switch: str | None = None
        self._fresh = False  # the incident was just opened here: its answers were said as they came
        self._warming = False

    def _preload_picker(self) -> None:
        """Import prompt_toolkit (~130 ms) in the background while the director reads the first
        menu, so the start-up time does not grow; until it is there, the plain input serves."""

        def load() -> None:
            with contextlib.suppress(Exception):
                import bot.adapters.terminal.picker  # noqa: F401

                self._picker_ready.set()

        threading.Thread(target=load, name="arbitre-picker", daemon=True).start()

    def say(self, text: str = "") -> None:
        self.display.say(text)

    def _decode(self, raw: bytes) -> str:
        line = raw.decode("utf-8", errors="replace")
        if "\ufffd" in line and "\ufffd".encode() not in raw:
            self.say(NOT_UTF8)
        return line

    async def _readline(self) -> str:
        """Read a line in a daemon thread: a SIGTERM while waiting for input must not leave
        the process hanging on a blocked read at exit.

        Bytes are read and decoded here, so a Latin-1 « é » becomes « \ufffd » with a French
        warning instead of ending the session and dropping the lines around it (F6)."""
        loop = asyncio.get_running_loop()
        future: asyncio.Future[str | bytes] = loop.create_future()
        binary = getattr(self.stdin, "buffer", None)

        def deliver(line: str | bytes) -> None:
            if not future.done():
                future.set_result(line)

        def reader() -> None:
            line: str | bytes
            try:
                line = binary.readline() if binary is not None else self.stdin.readline()
            except UnicodeDecodeError:
                line = "\ufffd\n"  # a text stream that cannot decode: keep going, say so
            except (OSError, ValueError):
                line = ""
            with contextlib.suppress(RuntimeError):  # the loop may be closed already
                loop.call_soon_threadsafe(deliver, line)

        threading.Thread(target=reader, name="arbitre-stdin", daemon=True).start()
        got = await future
        if isinstance(got, bytes):
            return self._decode(got)
        if got == "\ufffd\n":
            self.say(NOT_UTF8)
        return got

    async def read(self, prompt: str = "> ") -> str:
        self.display.write(prompt)
        line = await self._readline()
        if line == "":
            raise EndOfInput
        while ARROWS.fullmatch(line.strip()):
            # An arrow key where the plain input reads lines (issue 23 F5): say so, never
            # « réponse non comprise ».
            self.say(NO_ARROWS)
            self.display.write(prompt)
            line = await self._readline()
            if line == "":
                raise EndOfInput
        line = typed.clean(line, keep_newlines=False) + "\n"
        if not is_tty(self.stdin):
            self.display.write(line)  # echo scripted input
        return line.strip()

    async def pick(self, labels: Sequence[str], *, first: int = 1, extra: Sequence[str] = ()) -> str:
        """One line from the director; with arrows on, a menu of `labels` (plus `extra`)."""
        if not self._warming:
            # The finder's index (a few hundredths of a second) is built while the first screen is
            # read, once it is on screen: the cold start does not wait for it.
            self._warming = True
            threading.Thread(target=finder.warm_up, name="arbitre-finder", daemon=True).start()
        if self.arrows and labels and not self._picker_ready.is_set():
            # The first menu comes before the background import ends: wait for it (a fraction
            # of a second), or the arrows typed there reach the plain input (issue 23 F5).
            await asyncio.to_thread(self._picker_ready.wait, PICKER_WAIT)
        if self.arrows and labels and self._picker_ready.is_set():
            from bot.adapters.terminal.picker import pick_line

            line = await pick_line(labels, first=first, extra=extra)
            if line is None:
                raise EndOfInput
            return typed.clean(line, keep_newlines=False).strip()
        return await self.read()

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
        if self._switch is not None:
            words, self._switch = self._switch, None
            return await self.choose_topic(words or None)
        unfinished = await self.engine.open_incidents(chat=CHAT, owner_id=self.actor.id)
        if unfinished:
            self.say("")
            self.say("Incidents non terminés :")
            labels = [
                f"Reprendre l'incident {typed.clean(incident_line(i))}"
                + (f" — {typed.clean(i.deal.text)}" if i.deal else "")  # F18: which board and table
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
                        return unfinished[index - 1]
                    break
                if any(c.isalpha() for c in text):
                    # A description typed here starts a new incident; the open ones stay in this
                    # list (issue 31 §3: an open incident never blocks a search).
                    return await self.choose_topic(text)
                self.say(
                    f"Tapez {typed.range_hint(len(unfinished) + 1, first=0)}, ou décrivez un nouvel incident, "
                    "ou q pour quitter."
                )
        return await self.choose_topic()

    async def choose_topic(self, typed_first: str | None = None) -> Incident | None:
        """The first menu, or a description already typed; the new incident opens with the facts
        its words state already answered, and says so (issue 31 §2)."""
        menu = TopicMenu(self.say, self.pick)
        while True:
            chosen = await menu.select(FIRST_SCREEN, typed_first)
            typed_first = None
            if not isinstance(chosen, Topic):
                return None  # q
            reply = await self.engine.open(self.actor, CHAT, chosen.id, description=menu.described)
            if reply.incident is None:
                self.say(reply.message or "Impossible d'ouvrir l'incident.")
                continue
            self.say(f"Incident #{reply.incident.id} ouvert : {chosen.title}.")
            if reply.message:
                self.say(typed.clean(reply.message))
            self._fresh = True
            return reply.incident

    def show_answers(self, incident: Incident) -> None:
        """On resuming: the answers given so far, so the director knows where he is."""
        pairs = answered_pairs(incident)
        if incident.deal is not None or incident.notes:  # F18: the board and the facts noted, too
            self.say("")
            if incident.deal is not None:
                self.say(f"Feuille : {typed.clean(incident.deal.text)}.")
            for note in incident.notes:
                self.say(f"Note ({typed.clean(note.author)}) : {typed.clean(note.text)}")
        if not pairs:
            return
        self.say("")
        self.say(f"Réponses déjà données (incident #{incident.id}) :")
        for number, (prompt, label) in enumerate(pairs, start=1):
            self.say(f"  {number}. {typed.clean(prompt)} — {typed.clean(label)}")

    def question_number(self, step: Step) -> int:
        """The number shown: never more than one above the last one shown, so it does not jump
        when the walk reuses an answer given earlier (after a « r »)."""
        question = step.question.id if step.question else None
        if self._last_number is not None and question == self._last_question:
            return self._last_number  # the same question asked again (bad input, a note, « ? »)
        number = len(step.asked) + 1
        if self._last_number is not None:
            number = min(number, self._last_number + 1)
        self._last_number, self._last_question = number, question
        return number

    async def converse(self, incident: Incident) -> bool:
        """Ask until the ruling is read; False when the director quits."""
        self._last_number, self._last_question = None, None
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
            if step.ruling is not None:
                outcome = await self.ruled(current, step)
                if outcome is None:
                    return self._switch is not None  # « / »: a new search, this one stays open
                if outcome is True:
                    first = await board.back_to_first(self, current)  # after a second irregularity
                    if first is None:
                        return True
                    self._last_number, self._last_question = None, None
                    outcome = first
                reply = outcome
                continue
            if board.needs_source(current, self._asked_source):
                self._asked_source.add(current.id)
                attached = await board.ask_source(self, current)
                if attached is None:
                    return False
                reply = attached
                continue
            question = step.question
            assert question is not None
            outcome = await self.ask(current, step, question)
            if outcome is None:
                return self._switch is not None
            reply = outcome

    async def ruled(self, current: Incident, step: Step) -> Reply | bool | None:
        """Show the ruling; True when the director closes it, None when he quits."""
        assert step.ruling is not None
        self.say("")
        self.display.ruling(step.ruling)
        for line in see_also(current):  # issue 29 §2: the other incidents of this board
            self.say(typed.clean(line))
        self.say("")
        follow_up = step.optional
        labels = [o.label for o in follow_up.options] if follow_up else []
        if follow_up is not None:
            self.say(f"Suite possible : {follow_up.prompt}")
            for number, label in enumerate(labels, start=1):
                self.say(f"  {number}. {label}")
        linked = handovers(step.ruling, current.topic or "", current.answers)
        for number, topic in enumerate(linked, start=1):
            self.say(f"  o{number}. Ouvrir le thème « {topic.title} » (avec les faits déjà donnés)")
        self.sheet(current, step)
        self.say("Entrée : terminer   r : modifier la dernière réponse   n <texte> : note   q : quitter")
        text = await self.pick(labels, extra=("Terminer",)) if labels else await self.read()
        if text == "" or text.lower() == "terminer":
            self.say(f"Incident #{current.id} terminé et enregistré.")
            return True
        chosen = typed.choice(text[1:], len(linked)) if text[:1].lower() == "o" else None
        if chosen is not None:
            reply = await self.engine.hand_over(current.id, self.actor, linked[chosen].id)
            if reply.ok:
                self._last_number, self._last_question = None, None
            return reply
        if follow_up is not None:
            index = typed.choice(text, len(labels))
            if index is None and not _is_command(text):
                index = typed.by_label(text, labels)
            if index is not None:
                value = follow_up.options[index].value
                return await self.engine.act(
                    current.id, self.actor, inc.answer(follow_up.id, value, current.answers_version)
                )
        hint = f"tapez {typed.range_hint(len(labels))}, ou {KEYS_HELP}" if labels else None
        return await self.command(current, text, hint)

    def sheet(self, current: Incident, step: Step) -> None:
        """The worksheet under a ruling: what is recorded, and the keys to record it (issue 25)."""
        assert step.ruling is not None
        for line in sheet_lines(current):
            self.say(typed.clean(line))
        if (diagram := deal_diagram(current)) is not None:
            self.say(diagram)
        if foresees_score(step.ruling):
            self.say(typed.clean(score_hint(step.ruling, current.id)))
            self.say(
                "  m <ligne> : enregistrer la marque (m 4♠=:60,4♠-1:40 ; m 60/40) ; la donne enregistrée (d) "
                "donne la vulnérabilité, sinon vul=ns|eo|tous ; ref=620 pour les IMP"
            )
            if step.ruling.score is not None:
                self.say("  mn / me : enregistrer le résultat corrigé, déclarant Nord-Sud / Est-Ouest")
            if (own := ruling_line(step.ruling)) is not None:
                self.say(f"  m {own} : enregistrer la marque de la décision")
            if deal_diagram(current) is not None:
                self.say(f"  dd : double mort et marque par ; {CONTRACTS_HINT}")
        if current.deal is None:
            self.say(
                "  d <donne> [table=…] [ns=…] [eo=…] : donne, table et paires, pour la feuille du marqueur"
            )
        self.say(
            "  suites : pénalité, erreur de l'arbitre, appel (incident lié à celui-ci) ; suites N : d'un autre"
        )
        if rules_director_error(current):  # 82C: the ruling that should have been given
            self.say("  + : donner la décision qui aurait dû être rendue (82C), en incident lié")
        else:
            self.say("  + : deuxième irrégularité sur la même donne (incident lié à celui-ci)")

    async def ask(self, current: Incident, step: Step, question: Question) -> Reply | None:
        self.say("")
        self.say(f"Question {self.question_number(step)} — {question.prompt}")
        if (
            current.topic == transition.CLAIM_TOPIC
            and current.claim is None
            and question.id in CLAIM_COUNT_QUESTIONS
        ):
            self.say(f"  {POSITION_HINT}")
        known = self._standing.get(question.id) if current.id not in self._standing_declined else None
        if known is not None and (option := question.option(known)) is not None:
            self.say(f"  → {option.label} (réponse donnée plus tôt dans cette session ; r pour la changer)")
            return await self.engine.act(
                current.id, self.actor, inc.answer(question.id, known, current.answers_version)
            )
        figures = [o for o in question.options if o.value.isdigit()]
        others = [o for o in question.options if not o.value.isdigit()]
        numeric = bool(figures) and all(o.label.split(" ", 1)[0] == o.value for o in figures)
        labels = [o.label for o in question.options]
        if numeric:
            # A count (tricks, level): the director types the number itself, not a rank in a list;
            # a word answer (« je ne sais pas ») is typed as its words.
            low, high = figures[0].value, figures[-1].value
            self.say(f"  Tapez le nombre, de {low} à {high}.")
            for option in figures:
                if option.label != option.value:
                    self.say(f"  Arbitre propose : {option.label} — tapez {option.value} pour le confirmer.")
            for option in others:
                self.say(f"  Ou tapez « {option.label.lower()} ».")
            hint = f"tapez un nombre entre {low} et {high}, ou {KEYS_HELP}"
            text = await self.read()
        else:
            for number, label in enumerate(labels, start=1):
                self.say(f"  {number}. {label}")
            hint = f"tapez {typed.range_hint(len(labels))} ou le début d'une réponse, ou {KEYS_HELP}"
            self.say(f"  ({KEYS_HELP})")
            text = await self.pick(labels)
        value: str | None = None
        if numeric:
            count = typed.number(text)
            if (
                count is not None
                and question.option(str(count)) is not None
                and str(count) in question.values()
            ):
                value = str(count)
            elif (
                others
                and not _is_command(text)
                and (found := typed.by_label(text, [o.label for o in others])) is not None
            ):
                value = others[found].value
        else:
            index = typed.choice(text, len(labels))
            if index is None and not _is_command(text):
                found = typed.answer_matches(text, labels)
                if len(found) == 1:
                    index = found[0]
                elif len(found) > 1:  # F16: say which answers the word could mean
                    numbers = [str(i + 1) for i in found]
                    hint = (
                        f"« {typed.clean(text, keep_newlines=False)[:30]} » est ambigu : "
                        f"{', '.join(numbers[:-1])} ou {numbers[-1]} ; tapez le numéro"
                    )
            if index is not None:
                value = question.options[index].value
        if value is not None:
            if question.id in STANDING_QUESTIONS:
                self._standing[question.id] = value
            return await self.engine.act(
                current.id, self.actor, inc.answer(question.id, value, current.answers_version)
            )
        if text == "?":
            self.say(f"Aide : {question.help}")
            return await self.engine.show(current.id)
        return await self.command(current, text, hint)

    async def choose_topic_for(self, current: Incident) -> Reply | None:
        menu = TopicMenu(self.say, self.pick, commands=True)
        chosen = await menu.select(f"Incident #{current.id} — quand a-t-il eu lieu ?")
        if isinstance(chosen, Topic):
            if menu.described:
                self.engine.describe(current.id, menu.described)
            return await self.engine.act(
                current.id, self.actor, inc.choose_topic(chosen.id, current.answers_version)
            )
        return await self.command(current, chosen, KEYS_HELP)

    async def command(self, current: Incident, text: str, hint: str | None) -> Reply | None:
        """The letter commands; None means quit. Anything else gets a short French message."""
        lowered = text.lower()
        if lowered == "q":
            self.say(f"L'incident #{current.id} reste ouvert ; relancez « arbitre » pour le reprendre.")
            return None
        if text.startswith("/"):
            self.say(
                f"L'incident #{current.id} reste ouvert : il est dans la liste des incidents non terminés."
            )
            self._switch = text[1:].strip()
            return None
        if lowered == "r":
            self._standing_declined.add(current.id)  # a standing answer is asked again, not replayed
            reply = await self.engine.act(current.id, self.actor, inc.back(current.answers_version))
            if reply.ok and current.answers and current.topic:
                # Issue 23, F17: say which answer is being changed, so it can be given again.
                question_id, value = current.answers[-1]
                question = rules.get_topic(current.topic).questions.get(question_id)
                option = question.option(value) if question else None
                shown = option.label if option else value
                return Reply(reply.incident, reply.step, f"Retour : la réponse « {shown} » est retirée.")
            return reply
        if lowered == "a":
            # Issue 23, F18: one key must not drop an incident by mistake; ask first.
            self.say(f"Abandonner l'incident #{current.id} ? Il restera au journal. o : oui, Entrée : non")
            if (await self.read()).lower() not in ("o", "oui"):
                reply = await self.engine.show(current.id)
                return Reply(reply.incident, reply.step, "Abandon annulé : l'incident continue.")
            reply = await self.engine.act(current.id, self.actor, inc.abandon(current.answers_version))
            if reply.ok:
                return Reply(
                    reply.incident,
                    reply.step,
                    f"Incident #{current.id} abandonné (il reste dans le journal).",
                )
            return reply
        if lowered.startswith("n ") or lowered.startswith("note "):
            reply = await self.engine.act(current.id, self.actor, inc.note(text.split(" ", 1)[1]))
            if reply.ok:
                return Reply(reply.incident, reply.step, "Note enregistrée.")
            return reply
        if lowered in ("d", "donne"):  # F9: the bare key gives its syntax, as a typo does
            reply = await self.engine.show(current.id)
            return Reply(reply.incident, reply.step, DEAL_SYNTAX)
        if lowered in ("m", "marque"):
            reply = await self.engine.show(current.id)
            return Reply(reply.incident, reply.step, f"m <ligne> — {LINE_SYNTAX}")
        if lowered in ("mn", "me") or lowered.startswith(("m ", "marque ")):
            return await self.record_score(current, text)
        if lowered.startswith(("d ", "donne ")):
            try:
                fields = parse_deal(text.split(" ", 1)[1])
            except rules.RulesError as error:
                reply = await self.engine.show(current.id)
                return Reply(reply.incident, reply.step, str(error))
            reply = await self.engine.act(current.id, self.actor, inc.deal(**fields))
            if reply.ok and reply.incident is not None and reply.incident.deal is not None:
                text = deal_reply(reply.incident, reply.message)
                if (diagram := deal_diagram(reply.incident)) is not None:
                    text += "\n" + diagram
                return Reply(reply.incident, reply.step, text)
            return reply
        if lowered.startswith(("p ", "position ")):
            return await self.engine.claim_position(current.id, self.actor, text.split(" ", 1)[1])
        if lowered == "dd" or lowered.startswith("dd "):
            found = await double_dummy(current, text[2:])
            reply = await self.engine.show(current.id)
            if isinstance(found, str):
                return Reply(reply.incident, reply.step, found)
            shown = [found.title, found.block, *found.lines("m")]
            return Reply(reply.incident, reply.step, "\n".join(shown))
        if lowered == "suites" or board.wants_follow_up_of(text) or board.wants_second(text):
            if board.wants_second(text):
                reply = await board.second(self, current)
            elif lowered == "suites":
                reply = await self.engine.follow_up(current.id, self.actor)
            else:
                reply = await board.follow_up_of(self, current, text)
            if reply.ok and reply.incident is not None and reply.incident.id != current.id:
                self._last_number, self._last_question = None, None
            return reply
        reply = await self.engine.show(current.id)
        return Reply(reply.incident, reply.step, f"Réponse non comprise : {hint or KEYS_HELP}.")

    async def record_score(self, current: Incident, text: str) -> Reply:
        lowered = text.lower()
        if lowered in ("mn", "me"):
            step, _ = transition.safe_step(current)
            ruling = step.ruling if step is not None else None
            if ruling is None or ruling.score is None:
                reply = await self.engine.show(current.id)
                return Reply(
                    reply.incident, reply.step, "Cette décision ne donne pas de résultat corrigé : m <ligne>."
                )
            line = revoke_line(ruling.score, Side.NS if lowered == "mn" else Side.EW)
        else:
            line = text.split(" ", 1)[1]
        reply = await self.engine.act(current.id, self.actor, inc.score(line))
        if reply.ok and reply.incident is not None and reply.incident.score is not None:
            entry = reply.incident.score
            return Reply(
                reply.incident,
                reply.step,
                f"{entry.text}\nMarque enregistrée : Nord-Sud {entry.ns} ; Est-Ouest {entry.ew}"
                + (f" ({WEIGHTED_POINTS_CAVEAT})." if weighted_points(entry) else "."),
            )
        return reply


# The claim's questions before which the director may give the position (Arbitre then counts).
CLAIM_COUNT_QUESTIONS = frozenset({"trump_out", "tricks_before", "tricks_of_remaining", "concession_issue"})
POSITION_HINT = (
    "p <position> : donnez les cartes restantes, Arbitre compte les levées "
    "(p rev=S atout=♠ main=S cartes=N:.32.2.2 2.QJ..3 A.AK..4 .T9.4.5 ligne=♥A ♥R)"
)


# Questions whose answer is the event's, not the incident's: in a terminal session (no online
# event), asked once and then reused, said on screen.
STANDING_QUESTIONS = frozenset({"card_policy"})


def _is_command(text: str) -> bool:
    """A letter command or a note: never read as the first letters of a label."""
    lowered = text.lower()
    return lowered in (
        "r",
        "a",
        "q",
        "n",
        "?",
        "mn",
        "me",
        "suites",
        "dd",
        *board.SECOND_KEYS,
    ) or lowered.startswith(
        ("n ", "note ", "m ", "marque ", "d ", "donne ", "dd ", "/", "suites ", "p ", "position ")
    )


def describe(incident: Incident) -> str:
    return f"#{incident.id} {topic_title(incident.topic)}"

"""The terminal adapter: numbered choices, r (retour), a (annuler), ? (aide), n (note), q (quitter).

Also the embedded default of `arbitre`, and the test backend of the whole application: it
reads lines from any text stream (a pipe works; end of input ends the session with exit 0)
and never shows a Python traceback.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
from typing import TextIO

import rules
from bot import incident as inc
from bot.engine import Engine, Reply
from bot.incident import Actor, Incident, State
from bot.render import incident_line, question_heading, ruling_text, topic_title

CHAT = "terminal"

KEYS_HELP = "r : retour   a : annuler l'incident   ? : aide   n <texte> : note   q : quitter"


class EndOfInput(Exception):
    pass


class Terminal:
    def __init__(self, engine: Engine, actor: Actor, stdin: TextIO, stdout: TextIO) -> None:
        self.engine = engine
        self.actor = actor
        self.stdin = stdin
        self.stdout = stdout

    def say(self, text: str = "") -> None:
        self.stdout.write(text + "\n")
        self.stdout.flush()

    async def _readline(self) -> str:
        """Read a line in a daemon thread: a SIGTERM while waiting for input must not leave
        the process hanging on a blocked read at exit."""
        loop = asyncio.get_running_loop()
        future: asyncio.Future[str] = loop.create_future()

        def deliver(line: str) -> None:
            if not future.done():
                future.set_result(line)

        def reader() -> None:
            try:
                line = self.stdin.readline()
            except (OSError, ValueError):
                line = ""
            with contextlib.suppress(RuntimeError):  # the loop may be closed already
                loop.call_soon_threadsafe(deliver, line)

        threading.Thread(target=reader, name="arbitre-stdin", daemon=True).start()
        return await future

    async def read(self, prompt: str = "> ") -> str:
        self.stdout.write(prompt)
        self.stdout.flush()
        line = await self._readline()
        if line == "":
            raise EndOfInput
        if not self.stdin.isatty():
            self.stdout.write(line if line.endswith("\n") else line + "\n")  # echo scripted input
        return line.strip()

    async def run(self) -> int:
        self.say("Arbitre — l'assistant de l'arbitre de bridge (Lois 2017).")
        self.say(rules.DISCLAIMER)
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
        unfinished = await self.engine.open_incidents(chat=CHAT, owner_id=self.actor.id)
        if unfinished:
            self.say("")
            self.say("Incidents non terminés :")
            for number, incident in enumerate(unfinished, start=1):
                self.say(f"  {number}. Reprendre l'incident {incident_line(incident)}")
            self.say("  0. Nouvel incident")
            while True:
                text = await self.read()
                if text.lower() == "q":
                    return None
                if text.isdigit() and 0 <= int(text) <= len(unfinished):
                    if int(text) > 0:
                        return unfinished[int(text) - 1]
                    break
                self.say(f"Tapez un numéro entre 0 et {len(unfinished)}, ou q pour quitter.")
        return await self.choose_topic()

    async def choose_topic(self) -> Incident | None:
        topics = rules.topics()
        self.say("")
        self.say("Quel incident ?")
        for number, topic in enumerate(topics, start=1):
            self.say(f"  {number}. {topic.title} — {topic.summary}")
        self.say("  q. Quitter")
        while True:
            text = await self.read()
            if text.lower() == "q":
                return None
            if text == "?":
                self.say("Choisissez le thème de l'incident par son numéro ; les questions suivent.")
                continue
            if text.isdigit() and 1 <= int(text) <= len(topics):
                reply = await self.engine.open(self.actor, CHAT, topics[int(text) - 1].id)
                if reply.incident is None:
                    self.say(reply.message or "Impossible d'ouvrir l'incident.")
                    continue
                self.say(f"Incident #{reply.incident.id} ouvert : {topics[int(text) - 1].title}.")
                return reply.incident
            self.say(f"Réponse non comprise : tapez un numéro entre 1 et {len(topics)}, ou q pour quitter.")

    async def converse(self, incident: Incident) -> bool:
        """Ask until the ruling is read; False when the director quits."""
        reply = await self.engine.show(incident.id)
        while True:
            if reply.message:
                self.say(reply.message)
            current = reply.incident
            if current is None:
                return True
            if not current.state.is_open:
                return True
            if current.state is State.CHOOSING_TOPIC:
                chosen = await self.choose_topic_for(current)
                if chosen is None:
                    return False
                reply = chosen
                continue
            step = reply.step
            if step is None:
                return True
            if step.ruling is not None:
                self.say("")
                self.say(ruling_text(step.ruling).rstrip())
                self.say("")
                follow_up = step.optional
                if follow_up is not None:
                    self.say(f"Suite possible : {follow_up.prompt}")
                    for number, option in enumerate(follow_up.options, start=1):
                        self.say(f"  {number}. {option.label}")
                self.say(
                    "Entrée : terminer   r : modifier la dernière réponse   n <texte> : note   q : quitter"
                )
                text = await self.read()
                if text == "":
                    self.say(f"Incident #{current.id} terminé et enregistré.")
                    return True
                if follow_up is not None and text.isdigit() and 1 <= int(text) <= len(follow_up.options):
                    value = follow_up.options[int(text) - 1].value
                    reply = await self.engine.act(
                        current.id, self.actor, inc.answer(follow_up.id, value, current.version)
                    )
                    continue
                outcome = await self.command(current, text, len(follow_up.options) if follow_up else None)
                if outcome is None:
                    return False
                reply = outcome
                continue
            question = step.question
            assert question is not None
            self.say("")
            self.say(question_heading(step, question))
            numeric = all(o.value.isdigit() and o.label == o.value for o in question.options)
            if numeric:
                # A count (tricks, level): the director types the number itself, not a rank in a list.
                values = question.values()
                self.say(f"  Tapez le nombre, de {values[0]} à {values[-1]}.")
            else:
                for number, option in enumerate(question.options, start=1):
                    self.say(f"  {number}. {option.label}")
            self.say(f"  ({KEYS_HELP})")
            text = await self.read()
            if numeric and question.option(text.lstrip("0") or "0") is not None:
                reply = await self.engine.act(
                    current.id, self.actor, inc.answer(question.id, text.lstrip("0") or "0", current.version)
                )
                continue
            if not numeric and text.isdigit() and 1 <= int(text) <= len(question.options):
                value = question.options[int(text) - 1].value
                reply = await self.engine.act(
                    current.id, self.actor, inc.answer(question.id, value, current.version)
                )
                continue
            if text == "?":
                self.say(f"Aide : {question.help}")
                reply = await self.engine.show(current.id)
                continue
            outcome = await self.command(current, text, len(question.options))
            if outcome is None:
                return False
            reply = outcome

    async def choose_topic_for(self, current: Incident) -> Reply | None:
        topics = rules.topics()
        self.say("")
        self.say(f"Incident #{current.id} — quel thème ?")
        for number, topic in enumerate(topics, start=1):
            self.say(f"  {number}. {topic.title}")
        while True:
            text = await self.read()
            if text.isdigit() and 1 <= int(text) <= len(topics):
                return await self.engine.act(
                    current.id, self.actor, inc.choose_topic(topics[int(text) - 1].id, current.version)
                )
            outcome = await self.command(current, text, len(topics))
            if outcome is None:
                return None
            return outcome

    async def command(self, current: Incident, text: str, options: int | None) -> Reply | None:
        """The letter commands; None means quit. Anything else gets a short French message."""
        lowered = text.lower()
        if lowered == "q":
            self.say(f"L'incident #{current.id} reste ouvert ; relancez « arbitre » pour le reprendre.")
            return None
        if lowered == "r":
            return await self.engine.act(current.id, self.actor, inc.back(current.version))
        if lowered == "a":
            reply = await self.engine.act(current.id, self.actor, inc.abandon(current.version))
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
        if options:
            hint = f"tapez un numéro entre 1 et {options}, ou {KEYS_HELP}"
        else:
            hint = KEYS_HELP
        reply = await self.engine.show(current.id)
        return Reply(reply.incident, reply.step, f"Réponse non comprise : {hint}.")


def describe(incident: Incident) -> str:
    return f"#{incident.id} {topic_title(incident.topic)}"

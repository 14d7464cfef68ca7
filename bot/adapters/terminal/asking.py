"""The terminal's questions: a question asked, the letter commands, the ruling and the score sheet."""

from __future__ import annotations

import asyncio
import threading

import rules
from bot.adapters.terminal import linked as board
from bot.adapters.terminal import text as typed
from bot.adapters.terminal.console import KEYS_HELP, RULING_HELP
from bot.adapters.terminal.display import Display
from bot.adapters.terminal.menu import TopicMenu, deal_line, described_board
from bot.adapters.terminal.waiting import said, side_keys
from bot.incidents import incident as inc
from bot.incidents import transition
from bot.incidents.artificial_mark import unadjusted_reason
from bot.incidents.engine import Engine, Reply
from bot.incidents.follow_ups import linked_topics
from bot.incidents.handover import handovers
from bot.incidents.incident import Actor, Incident
from bot.incidents.linked import offers_second, second_label
from bot.incidents.render import ruling_text, see_also, topic_title, withdrawn_mark
from bot.incidents.waiting import waits_in_chat
from bot.scores.double_dummy import CONTRACTS_HINT, double_dummy
from bot.scores.offer import (
    DEAL_SYNTAX,
    WEIGHTED_POINTS_CAVEAT,
    Side,
    deal_diagram,
    deal_reply,
    foresees_score,
    mark_flag,
    parse_deal,
    revoke_line,
    ruling_line,
    sheet_lines,
    side_refusal,
    weighted_points,
)
from bot.scores.offer import hint as score_hint
from rules.model import SIDE_NAMES, Question, Step
from rules.scores.line_syntax import SYNTAX as LINE_SYNTAX
from rules.topic import Topic


class Asking:
    """Mixed into Terminal."""

    engine: Engine
    actor: Actor
    display: Display
    # What each incident's ruling screen last showed in full: after a note, a board or a score the
    # same ruling is not reprinted (40 lines and the deal's diagram, newcomer G15); `v` shows it again.
    _ruling_shown: dict[str, tuple[str, str | None]]

    async def ruled(self, current: Incident, step: Step) -> Reply | bool | None:
        """Show the ruling; True when the director closes it, None when he quits."""
        assert step.ruling is not None
        self.say("")
        text, diagram = ruling_text(step.ruling), deal_diagram(current)
        shown = self._ruling_shown.get(current.id)
        if shown is not None and shown[0] == text:
            self.say(f"Décision de l'incident #{current.id} inchangée (v : la revoir en entier).")
        else:
            self.display.ruling(step.ruling)
        self._ruling_shown[current.id] = (text, diagram)
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
        already = await linked_topics(self.engine, current)  # tester12 Y7: never a duplicate offered
        for topic in [t for t in linked if t.id in already]:
            self.say(
                f"  Thème « {topic.title} » : c'est l'incident #{already[topic.id]} (même donne), v {already[topic.id]}."
            )
        linked = [t for t in linked if t.id not in already]
        for number, topic in enumerate(linked, start=1):
            self.say(f"  o{number}. Ouvrir le thème « {topic.title} » (avec les faits déjà donnés)")
        flag = await mark_flag(self.engine.store, current)  # note17: a mark « à refaire » says so under it
        self.sheet(current, step, diagram_again=shown is None or shown[1] != diagram, flag=flag)
        self.say(
            "Entrée : terminer   r : modifier la dernière réponse   n <texte> : note   v : revoir   q : quitter"
        )
        text = await self.pick(labels, extra=("Terminer",)) if labels else await self.read()
        if text.lower() == "v":
            self._ruling_shown.pop(current.id, None)
            return await self.engine.show(current.id)
        if text == "?":  # offered by every « Réponse non comprise » (KEYS_HELP): never refused here
            self.say(RULING_HELP)
            return await self.engine.show(current.id)
        found = await waits_in_chat(self.engine.store, current)  # tester11 X12
        pending = said(current, found) if found is not None else None
        if text == "" or text.lower() == "terminer":
            if pending is None:
                self.say(
                    f"Incident #{current.id} terminé et enregistré. « v {current.id} » au premier menu le rouvre."
                )
            else:  # H1: the end of the hand, a result to record: it stays in the list of unfinished ones
                self.say(
                    f"Incident #{current.id} enregistré ; en attente : {pending}. Il reste dans la liste des "
                    "incidents non terminés."
                )
            self._finished.add(current.id)
            return True
        if text.lower() == "q" and pending is None:
            self.say(f"Incident #{current.id} enregistré ; « v {current.id} » au premier menu le rouvre.")
            return None
        chosen = typed.choice(text[1:], len(linked)) if text[:1].lower() == "o" else None
        if chosen is not None:
            return await self.engine.hand_over(current.id, self.actor, linked[chosen].id)
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

    def sheet(
        self, current: Incident, step: Step, *, diagram_again: bool = True, flag: str | None = None
    ) -> None:
        """The worksheet under a ruling: what is recorded, and the keys to record it (issue 25);
        the deal's diagram only when it was not just shown (G15)."""
        assert step.ruling is not None
        for line in sheet_lines(current, flag):
            self.say(typed.clean(line))
        if diagram_again and (diagram := deal_diagram(current)) is not None:
            self.say(diagram)
        if foresees_score(step.ruling):
            self.say(typed.clean(score_hint(step.ruling, current.id, current)))
            artificial = (
                "" if unadjusted_reason(current) is not None else " ; m 60/40"
            )  # ops32: said in the hint
            self.say(
                f"  m <ligne> : enregistrer la marque (m NS 4♠=:60,NS 4♠-1:40{artificial}) ; la donne enregistrée (d) "
                "donne la vulnérabilité, sinon vul=ns|eo|tous ; ref=620 pour les IMP"
            )
            if step.ruling.score is not None:  # only the key of the side that played, once it is known
                keys = side_keys(step.ruling.score)
                sides = " / ".join(SIDE_NAMES["NS" if key == "mn" else "EO"] for key in keys)
                self.say(f"  {' / '.join(keys)} : enregistrer le résultat corrigé, déclarant {sides}")
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
        if offers_second(current):  # review D16: not under an appeal, a penalty or another follow-up
            self.say(f"  + : {second_label(current)} (incident lié à celui-ci)")

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
            if low == high:  # what the cards establish (tester12 Y11): the one figure, and why
                # Tester18 R10: the one answer possible is taken with Entrée too.
                self.say(
                    f"  Tapez {low} : {figures[0].label}, seule réponse possible ici ({question.help}) ; Entrée "
                    "la prend aussi."
                )
            else:
                self.say(f"  Tapez le nombre, de {low} à {high}.")
            for option in figures:
                if option.label != option.value and low != high:
                    self.say(f"  Arbitre propose : {option.label} — tapez {option.value} pour le confirmer.")
            for option in others:
                self.say(f"  Ou tapez « {option.label.lower()} ».")
            words = "".join(
                f", « {option.label.lower()} »" for option in others
            )  # tester5 L1: said in the hint too
            figure = f"Entrée ou tapez {low}" if low == high else f"tapez un nombre entre {low} et {high}"
            hint = f"{figure}{words}, ou {KEYS_HELP}"
            text = await self.read()
        else:
            for number, label in enumerate(labels, start=1):
                self.say(f"  {number}. {label}")
            hint = f"tapez {typed.range_hint(len(labels))} ou le début d'une réponse, ou {KEYS_HELP}"
            self.say(f"  ({KEYS_HELP})")
            text = await self.pick(labels)
        value: str | None = None
        if numeric:
            count = typed.count(text)  # « 8 », « 8 levées », « huit » (tester12 Y12)
            if not text.strip() and len(figures) == 1 and not others:  # tester18 R10: the one answer, Entrée
                count = int(figures[0].value)
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
            elif count is not None and _excluded_here(current, question.id, count):
                # Tester9 T7: a count the earlier answers exclude says why, not just the range.
                hint = (
                    f"{IMPOSSIBLE}{count} ne va pas avec les réponses déjà données ({question.help}) ; {hint}"
                )
            elif not text.strip() and (proposed := [o for o in figures if o.label != o.value]):
                # Tester22 P17: Entrée does not take Arbitre's proposal: the count is the director's (10A).
                hint = (
                    f"Entrée ne suffit pas : le nombre de levées est votre décision (10A) ; tapez "
                    f"{proposed[0].value} pour retenir celui d'Arbitre, ou {hint}"
                )
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
            elif not _is_command(text):  # ops26: an answer the facts no longer offer gets the engine's reason
                value = _withheld(current, question, text)
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
                for line in await self.engine.describe(current.id, self.actor, menu.described):
                    self.say(typed.clean(line))
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
            if (
                reply.ok
                and current.claim is not None
                and reply.incident is not None
                and reply.incident.claim is None
            ):
                return reply  # tester11 X11: the position taken back, said by the engine
            if reply.ok and current.answers and current.topic:
                # Issue 23, F17: say which answer is being changed, so it can be given again.
                kept = set(reply.incident.answers) if reply.incident is not None else set()
                gone = [answer for answer in current.answers if answer not in kept] or [current.answers[-1]]
                question_id, value = gone[
                    0
                ]  # tester9 T6: a fact the ruling only reads, after it, is gone over
                question = rules.get_topic(current.topic).questions.get(question_id)
                option = question.option(value) if question else None
                shown = option.label if option else value
                return Reply(reply.incident, reply.step, f"Retour : la réponse « {shown} » est retirée.")
            return reply
        if lowered == "a":
            # Issue 23, F18: one key must not drop an incident by mistake; ask first.
            self.say(
                f"Abandonner l'incident #{current.id} ? Il restera au journal.{withdrawn_mark(current)} "
                "o : oui, Entrée : non"
            )
            if (await self.read()).lower() not in ("o", "oui"):
                reply = await self.engine.show(current.id)
                return Reply(reply.incident, reply.step, "Abandon annulé : l'incident continue.")
            reply = await self.engine.act(current.id, self.actor, inc.abandon(current.answers_version))
            if reply.ok:
                return Reply(
                    reply.incident,
                    reply.step,
                    f"Incident #{current.id} abandonné (il reste dans le journal).{withdrawn_mark(current)}"
                    + (f"\n{reply.message}" if reply.message else ""),  # ops32: facts another incident took
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
        if described_board(text):  # M2: words after the board describe an incident; never lost silently
            reply = await self.engine.show(current.id)
            return Reply(reply.incident, reply.step, DESCRIBED_BOARD)
        if lowered.startswith(("d ", "donne ")) or deal_line(text) is not None:  # « d5 t3 » too (V8)
            try:
                fields = parse_deal(deal_line(text) or text.split(" ", 1)[1])
            except rules.RulesError as error:
                reply = await self.engine.show(current.id)
                return Reply(reply.incident, reply.step, str(error))
            reply = await self.engine.act(current.id, self.actor, inc.deal(**fields))
            if reply.ok and reply.step is not None and reply.step.ruling is not None:
                return reply  # under a ruling, its sheet shows the board and its diagram (G15)
            if reply.ok and reply.incident is not None and reply.incident.deal is not None:
                text = deal_reply(reply.incident, reply.message)
                if (diagram := deal_diagram(reply.incident)) is not None:
                    text += "\n" + diagram
                return Reply(reply.incident, reply.step, text)
            return reply
        if lowered.startswith(("p ", "position ")):
            return await self._position(current, text.split(" ", 1)[1])
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
            return reply
        reply = await self.engine.show(current.id)
        hint = hint or KEYS_HELP
        said = "Réponse impossible" if hint.startswith(IMPOSSIBLE) else "Réponse non comprise"
        return Reply(reply.incident, reply.step, f"{said} : {hint.removeprefix(IMPOSSIBLE)}.")

    async def _position(self, current: Incident, position: str) -> Reply:
        """A claim's position counted (issue 36 §3). A long count is said, and a director at the keyboard need not
        wait for it (tester24 P11): a line he types meanwhile (his answer, q) stops it, then is read as typed."""
        stop, long = threading.Event(), asyncio.Event()

        async def notice(said: str) -> None:
            self.say(said + (f" {COUNT_KEYS}" if self.live else ""))
            long.set()

        counting = asyncio.ensure_future(
            self.engine.claim_position(current.id, self.actor, position, notice=notice, stop=stop)
        )
        started = asyncio.ensure_future(long.wait())
        await asyncio.wait({counting, started}, return_when=asyncio.FIRST_COMPLETED)
        started.cancel()
        if self.live and not counting.done() and await self.typed_during(counting):
            stop.set()  # the solver's process is killed; nothing is recorded
        return await counting

    async def record_score(self, current: Incident, text: str) -> Reply:
        lowered = text.lower()
        if lowered in ("mn", "me"):
            step, _ = transition.safe_step(current)
            ruling = step.ruling if step is not None else None
            if ruling is None or ruling.score is None:
                reply = await self.engine.show(current.id)
                if step is not None and step.optional is not None and step.optional.id == "score_wanted":
                    # tester14 W11: the corrected result is offered just below, not yet computed.
                    return Reply(
                        reply.incident,
                        reply.step,
                        f"Le résultat corrigé n'est pas encore calculé : répondez « Oui » à « {step.optional.prompt} », "
                        "puis aux questions du contrat ; mn ou me l'enregistre ensuite. Rien n'est enregistré.",
                    )
                return Reply(
                    reply.incident, reply.step, "Cette décision ne donne pas de résultat corrigé : m <ligne>."
                )
            side = Side.NS if lowered == "mn" else Side.EW
            own = "tapez mn" if ruling.score.side == "ns" else "tapez me"
            if (wrong := side_refusal(ruling.score, "ns" if side is Side.NS else "eo", own)) is not None:
                reply = await self.engine.show(current.id)  # tester15 V10: the words' side too
                return Reply(reply.incident, reply.step, wrong, refused=True)
            line = revoke_line(ruling.score, side)
        else:
            line = text.split(" ", 1)[1]
        reply = await self.engine.act(current.id, self.actor, inc.score(line))
        if reply.ok and reply.incident is not None and reply.incident.score is not None:
            entry = reply.incident.score
            caveat = f" ({WEIGHTED_POINTS_CAVEAT})." if weighted_points(entry) else "."
            warning = f"\n{reply.message}" if reply.message else ""  # tester6 T43: another mark, same table
            if reply.step is not None and reply.step.ruling is not None:
                # Under a ruling, its sheet says « Marque enregistrée » right below (G15).
                return Reply(
                    reply.incident, reply.step, entry.text + (caveat if caveat != "." else "") + warning
                )
            return Reply(
                reply.incident,
                reply.step,
                f"{entry.text}\nMarque enregistrée : Nord-Sud {entry.ns} ; Est-Ouest {entry.ew}"
                + caveat
                + warning,
            )
        return reply


DESCRIBED_BOARD = (
    "Cette ligne décrit un incident : « / » suivi des mots l'ouvre (celui-ci reste ouvert) ; "
    "pour noter la donne seule : d 5 table=3. Rien n'est noté."
)


# The claim's questions before which the director may give the position (Arbitre then counts).
CLAIM_COUNT_QUESTIONS = frozenset(
    {"claim_trick", "trump_out", "tricks_before", "claimed", "tricks_of_remaining", "concession_issue"}
)
POSITION_HINT = (
    "p <position> : donnez les cartes restantes, Arbitre compte les levées "
    "(p rev=S atout=♠ main=S cartes=N:.32.2.2 2.QJ..3 A.AK..4 .T9.4.5 ligne=♥A ♥R) ; "
    "dans ligne= : cartes, couleurs, atouts, coupe♦, défausse♣ (sur ♦A), ♦V surprend, "
    "gagnants ♣R ♦A (nommés sans ordre), ♠ sinon ♥A ♥3 ♥V (ligne conditionnelle)"
)


# Questions whose answer is the event's, not the incident's: in a terminal session (no online
# event), asked once and then reused, said on screen.
STANDING_QUESTIONS = frozenset({"card_policy"})


def _excluded_here(incident: Incident, question_id: str, count: int) -> bool:
    """A count the question offers in general (« 13 » levées) that the earlier answers exclude here."""
    topic = rules.get_topic(incident.topic) if incident.topic else None
    question = topic.questions.get(question_id) if topic is not None else None
    return question is not None and question.option(str(count)) is not None


def _withheld(incident: Incident, question: Question, text: str) -> str | None:
    """Ops26: the one answer of the topic's question that `text` names (« Est-Ouest ») and the facts took away
    from this one (« Quel camp a joué le contrat ? » offering only Nord-Sud): sent as typed, so that the engine
    says why it is impossible instead of « non comprise »."""
    topic = rules.get_topic(incident.topic) if incident.topic else None
    defined = topic.questions.get(question.id) if topic is not None else None
    hidden = [o for o in defined.options if question.option(o.value) is None] if defined is not None else []
    found = typed.answer_matches(text, [o.label for o in hidden]) if hidden else []
    return hidden[found[0]].value if len(found) == 1 else None


COUNT_KEYS = (  # tester24 P11: what the terminal lets the director do during a long count
    "Pour ne pas attendre, tapez votre réponse à la question (ou q pour quitter) : le comptage est abandonné."
)
IMPOSSIBLE = "\x00"  # a hint that starts so says the answer is understood but impossible here (tester9 T7)


def _is_command(text: str) -> bool:
    """A letter command or a note: never read as the first letters of a label."""
    lowered = text.lower()
    return (
        lowered
        in (
            "r",
            "a",
            "q",
            "n",
            "?",
            "mn",
            "me",
            "suites",
            "dd",
            "v",
            *board.SECOND_KEYS,
        )
        or lowered.startswith(
            ("n ", "note ", "m ", "marque ", "d ", "donne ", "dd ", "/", "suites ", "p ", "position ")
        )
        or deal_line(text) is not None
    )  # tester15 V8: « d5 »


def describe(incident: Incident) -> str:
    return f"#{incident.id} {topic_title(incident.topic)}"

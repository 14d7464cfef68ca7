"""Platform-neutral wording of questions, rulings and incidents, in French.

Adapters decide the layout (numbers in a terminal, buttons in a chat); the words come from
here so a ruling reads the same everywhere.
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass
from functools import lru_cache

import rules
from bot.incidents import links as lk
from bot.incidents.incident import Incident, State
from rules.deals.layout import SEAT_NAMES
from rules.model import ChooserRole, Question, Ruling, Step


@dataclass(frozen=True)
class Section:
    heading: str
    lines: tuple[str, ...]


def ruling_sections(ruling: Ruling) -> list[Section]:
    sections = [Section("Maintenant", ruling.now)]
    if ruling.choices:
        who = ruling.chooser or "le camp non fautif"
        lines = tuple(
            f"{chr(ord('a') + i)}) {c.label}" + (f" ({', '.join(c.laws)})" if c.laws else "")
            for i, c in enumerate(ruling.choices)
        )
        # 10C2: a player with an option chooses without consulting his partner; the director has none.
        alone = (
            ""
            if ruling.chooser_role in (ChooserRole.DIRECTOR, ChooserRole.NONE)
            else " (sans consulter son partenaire)"
        )
        if "sans consulter" in who:
            alone = ""
        sections.append(Section(f"Options — choix : {who}{alone}", lines))
    facts = []
    if ruling.tricks_transferred is not None:
        facts.append(f"Levées transférées : {ruling.tricks_transferred}")
    elif any(law.startswith("64A") for law in ruling.laws):
        facts.append("Levées transférées : à compter en fin de coup")
    for card in ruling.penalty_cards:
        facts.append(f"Carte pénalisée {card.kind.value} : {card.card} ({card.owner})")
    facts.extend(f"Restriction : {r}" for r in ruling.lead_restrictions)
    adjusted = ruling.adjusted_score
    if adjusted is not None and adjusted.awarded:
        facts.append(f"Marque ajustée attribuée ({', '.join(adjusted.laws)}) : à enregistrer sur la feuille")
    elif ruling.equity_may_apply:
        facts.append("Marque ajustée encore possible à la fin du coup")
    if facts:
        sections.append(Section("En bref", tuple(facts)))
    if ruling.end_of_play:
        sections.append(Section("À la fin du coup", ruling.end_of_play))
    if ruling.score is not None:
        s = ruling.score
        vul = "vulnérable" if s.vulnerable else "non vulnérable"
        if s.board:
            vul += f" (selon {s.board})"
        sections.append(
            Section(
                "Résultat corrigé",
                (
                    f"{s.contract}, {vul} : {s.tricks_at_table} levées à la table, {s.tricks_after} après transfert.",
                    f"Résultat : {s.result} ; marque du camp du déclarant : {s.score:+d}.",
                ),
            )
        )
    if ruling.notes:
        sections.append(Section("À noter", ruling.notes))
    sections.append(Section("À lire à la table", _read_aloud(tuple(ruling.script))))
    sections.append(Section("Lois citées", (", ".join(ruling.laws) + " — détail : arbitre loi <numéro>",)))
    footer = [rules.DISCLAIMER]
    if ruling.regulation:
        footer.insert(0, f"Règlement : {ruling.regulation}.")
    sections.append(Section("", tuple(footer)))
    return sections


# « S'il choisit … (27B1a) : » or « Après 27B2 ou 27B3 : » opens a line of a ruling given before the fact:
# the condition is for the director, only what follows is read aloud (F13).
_CONDITION = re.compile(r"^((?:S'il|Si |Après ).{0,200}?\)?) : (.+)$", re.DOTALL)


@lru_cache(maxsize=1024)
def _read_aloud(script: tuple[str, ...]) -> tuple[str, ...]:
    """A ruling's script as read at the table, each line quoted. The same script recurs in many rulings (the
    revoke's corrected scores share their decision's), and the condition's search was a fifth of the sections'
    cost; the tuple is immutable, so the one remembered is the one returned."""
    return tuple(_quoted(line) for line in script)


def _quoted(line: str) -> str:
    found = _CONDITION.match(line)
    if found and found[1].startswith(("S'il", "Si ", "Après ")):
        return f"{found[1]} : « {found[2][:1].upper()}{found[2][1:]} »"
    return f"« {line} »"


def ruling_text(ruling: Ruling) -> str:
    out = [f"DÉCISION — {ruling.title}", ""]
    for section in ruling_sections(ruling):
        if section.heading:
            out.append(f"{section.heading} :")
        out.extend(f"  {line}" if section.heading else line for line in section.lines)
        out.append("")
    return "\n".join(out).rstrip() + "\n"


def question_number(step: Step) -> int:
    return step.number


def question_heading(step: Step, question: Question) -> str:
    return f"Question {question_number(step)} — {question.prompt}"


def topic_title(topic_id: str | None) -> str:
    if topic_id is None:
        return "thème à choisir"
    try:
        return rules.get_topic(topic_id).title
    except rules.RulesError:
        return topic_id


def when(at: float) -> str:
    return time.strftime("%d/%m/%Y %H:%M", time.localtime(at))


def incident_line(incident: Incident) -> str:
    """One line of the journal (G18): when, the board and table, the topic and the ruling's French
    title (its id only for a ruling the rules no longer know), and the incident it follows up."""
    board = ""
    if incident.deal is not None:
        board = f"  donne {incident.deal.board}" + (
            f", table {incident.deal.table}" if incident.deal.table else ""
        )
    decided = ""
    if incident.state is State.RULED and incident.ruling_id:
        try:
            step = incident.step()
        except rules.RulesError:
            step = None
        decided = (
            f" — {step.ruling.title}"
            if step is not None and step.ruling is not None
            else f" — {incident.ruling_id}"
        )
    follows = f", suites de #{incident.follows}" if incident.follows else ""
    return (
        f"#{incident.id}  {when(incident.created_at)}{board}  {topic_title(incident.topic)}{decided}  "
        f"({incident.state.label}{follows})  ouvert par {incident.owner_name}"
    )


def answered_pairs(incident: Incident) -> list[tuple[str, str]]:
    """(question prompt, answer label) for each answer given so far; raw ids when the topic or
    question no longer exists, so an old incident stays readable."""
    if incident.topic is None:
        return []
    try:
        topic = rules.get_topic(incident.topic)
    except rules.RulesError:
        return list(incident.answers)
    pairs = []
    sources = {(f.question, f.value): f.source for f in incident.received}
    for question_id, value in incident.answers:
        question = topic.questions.get(question_id)
        option = question.option(value) if question else None
        label = option.label if option else value
        if (question_id, value) in sources:  # never silently (issue 29 §2)
            source = sources[question_id, value]
            label += (
                " (réponse d'avant la donne, reprise)"  # tester6 T20: kept across the board recorded
                if source == incident.id
                else f" (repris de l'incident #{source})"
            )
        pairs.append((question.prompt if question else question_id, label))
    return pairs


def withdrawn_mark(incident: Incident) -> str:
    """Said when an incident with a recorded mark is (to be) abandoned (tester8 T30): its mark leaves
    the scorer's sheet, where a line « Marque retirée » stays; "" without a mark."""
    entry = incident.score
    if entry is None:
        return ""
    where = f", {incident.deal.text}" if incident.deal is not None else ""
    return (
        f" Sa marque « {entry.line} » (Nord-Sud {entry.ns}{where}) est retirée de la feuille du marqueur, "
        "qui le dit (« Marque retirée »)."
    )


SUITE_MARK = "(suite) "  # a recap line `numbered_answers` leaves unnumbered: a follow-up taken under a ruling


def numbered_answers(incident: Incident) -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    """`answered_pairs` split as the questions are numbered (tester7 T21-3, tester6 T8): the answers
    the flow has gone through, in its order (the next question's number follows the last of them),
    then those given ahead of their question (from the words or a linked incident), unnumbered."""
    if incident.topic is None:
        return [], []
    pairs = dict(zip(incident.answers, answered_pairs(incident), strict=True))
    try:
        step = incident.step()
    except rules.RulesError:
        step = None
    asked = list(step.asked) if step is not None else [question for question, _ in incident.answers]
    given = dict(incident.answers)
    # Tester18 R8: a follow-up taken under a ruling (« Calculer le résultat corrigé ? ») is no numbered question
    # (`Step.number`): the recap shows it where it was taken, marked « suite », unnumbered.
    offers = set(step.offers) if step is not None else set()
    path = [
        (f"{SUITE_MARK}{pair[0]}", pair[1]) if question in offers else pair
        for question in asked
        if question in given
        for pair in [pairs[question, given[question]]]
    ]
    ahead = [pair for (question, _), pair in pairs.items() if question not in asked]
    count = incident.claim_count
    if step is not None and step.evidence_at is not None and count is not None:
        # The position typed with `p` stands where the walk read it, numbered as the answer it gave.
        place = sum(question in given for question in asked[: step.evidence_at])
        seat = SEAT_NAMES[count.claim.claimer]
        path.insert(
            place,
            (
                "Position de la revendication (p), comptée par Arbitre",
                f"revendiquant {seat}, {count.tricks_left} levée(s) à jouer",
            ),
        )
    return path, ahead


def see_also(incident: Incident) -> list[str]:
    """Under a ruling and in the record: the other incidents of this board (issue 29 §2)."""
    lines = [link.text[0].upper() + link.text[1:] + "." for link in incident.links]
    # Issue 38: the ruling says what it took from the first incident of the board, and what that changes.
    topic = rules.get_topic(incident.topic) if incident.topic in {t.id for t in rules.topics()} else None
    for fact in lk.used(incident.received, incident.answers):
        if fact.source == incident.id:  # its own answer, kept across the board recorded (tester6 T20)
            continue
        question = topic.questions.get(fact.question) if topic else None
        option = question.option(fact.value) if question else None
        if question is not None and option is not None:
            lines.append(f"Pris de l'incident #{fact.source} : « {question.prompt} » — {option.label}.")
    lines += [
        f"Incident #{f.source} sur la même donne : {f.value}"
        for f in incident.received
        if f.mode == lk.NOTE and f.holds(incident.answers)
    ]
    return lines

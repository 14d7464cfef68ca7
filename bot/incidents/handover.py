"""Cross-links (issue 24 §2): a ruling that sends the director to another topic (« ouvrez le
thème Jeu prématuré », « le thème « Marque ajustée » le calcule ») offers that topic in one
press, with the facts already given carried over where they mean the same thing.

Facts map in two ways, nothing else is guessed:
- the topic declares the hand-over (`Topic.handovers`, issue 21 §3) and the incident's answers
  are the declared ones: the other topic gets the declared answers that describe the same facts
  (checked to reach the same ruling by tests/rules/test_handovers.py);
- otherwise, an answer carries when the other topic asks the very same question (same id,
  same wording, same options): then it means the same there.
"""

from __future__ import annotations

import re
from functools import lru_cache

import rules
from bot.finder.topics import fold
from bot.incidents.incident import Incident
from bot.incidents.render import ruling_text
from rules.model import Ruling
from rules.topic import HandOver, Topic


@lru_cache(maxsize=1)
def _names() -> dict[str, str]:
    """Folded name → topic id: the title, the id, the title before « ( » or « : », and its
    first two words when no other topic shares them (« Jeu prématuré », « Marque ajustée »)."""
    candidates: dict[str, set[str]] = {}
    for topic in rules.topics():
        title = topic.title
        names = {title, topic.id, re.split(r" \(| :", title)[0]}
        two = title.split()[:2]
        if len(two) == 2:
            names.add(" ".join(two))
        for name in names:
            candidates.setdefault(fold(name), set()).add(topic.id)
    return {name: next(iter(ids)) for name, ids in candidates.items() if len(ids) == 1 and name}


@lru_cache(maxsize=1)
def _after_theme() -> tuple[tuple[str, re.Pattern[str], str], ...]:
    """Each name as the ruling's folded text names it after « theme »: the words the pattern needs, the pattern
    compiled once (the project has more patterns than re's own cache keeps), and its topic id."""
    return tuple(
        (f"theme {name}", re.compile(rf"\btheme {re.escape(name)}\b"), topic_id)
        for name, topic_id in _names().items()
    )


def _declared(answers: tuple[tuple[str, str], ...], source: str) -> list[HandOver]:
    """The hand-overs the topic declares for exactly these facts."""
    given = dict(answers)
    return [
        h
        for h in rules.get_topic(source).handovers
        if not h.second and h.target != source and all(given.get(q) == v for q, v in h.answers.items())
    ]


@lru_cache(maxsize=256)
def _named(ruling: Ruling, source: str) -> tuple[str, ...]:
    """The other topics the ruling's text names after « thème », in the order named. The text is a
    function of the ruling alone (frozen), and a front end shows the same ruling many times (its
    pages, its keyboard, the live message): folded and searched once."""
    text = _folded(ruling_text(ruling))
    found: list[tuple[int, str]] = []
    # Every name is searched after « theme » and a name is never empty: a text without « theme »
    # (most rulings) names no topic, and is not searched ~80 times.
    for words, pattern, topic_id in _after_theme() if "theme " in text else ():
        # The pattern needs its words in the text: searched only where they are.
        if topic_id == source or words not in text:
            continue
        match = pattern.search(text)
        if match is not None:
            found.append((match.start(), topic_id))
    return tuple(topic_id for _, topic_id in sorted(found))


def _folded(text: str) -> str:
    """`fold(text)`, line by line: rulings share most of their lines (the revoke's score variants repeat the whole
    ruling), and folding drops accents one character at a time. A line break is neither a letter nor a mark, so
    the words of the text are those of its lines, in order: the same folded text (ops33)."""
    return " ".join(folded for folded in map(_folded_line, text.split("\n")) if folded)


@lru_cache(maxsize=4096)
def _folded_line(line: str) -> str:
    return fold(line)


def handovers(ruling: Ruling, source: str, answers: tuple[tuple[str, str], ...] = ()) -> list[Topic]:
    """The other topics this ruling names after the word « thème », in the order named, then
    those the topic declares for these answers."""
    try:
        named = _named(ruling, source)
    except TypeError:  # a ruling built with a list where a tuple belongs is not hashable: not remembered
        named = _named.__wrapped__(ruling, source)
    ordered: list[str] = []
    for topic_id in [*named, *(h.target for h in _declared(answers, source))]:
        if topic_id not in ordered:
            ordered.append(topic_id)
    return [rules.get_topic(topic_id) for topic_id in ordered]


def carried(answers: tuple[tuple[str, str], ...], source: str, target: str) -> dict[str, str]:
    """The answers `target` gets: the declared ones for these facts, else the answers of
    `source` that `target` asks in exactly the same words."""
    for declared in _declared(answers, source):
        if declared.target == target:
            return dict(declared.target_answers)
    asked, wanted = rules.get_topic(source).questions, rules.get_topic(target).questions
    return {qid: value for qid, value in answers if qid in wanted and wanted[qid] == asked.get(qid)}


def second_declared(answers: tuple[tuple[str, str], ...], source: str, target: str) -> list[HandOver]:
    """Issue 29 §2: the second irregularities the source topic declares for these answers
    (`HandOver.second`): the answers themselves belong to the first irregularity, so none carries
    over by its wording alone."""
    given = dict(answers)
    return [
        h
        for h in rules.get_topic(source).handovers
        if h.second and h.target == target and all(given.get(q) == v for q, v in h.answers.items())
    ]


def narrowed(answers: tuple[tuple[str, str], ...], source: str, target: str) -> dict[str, tuple[str, ...]]:
    """Ops22 (note17): the values `target`'s questions may still take when the source's ruling sends the
    director there for this very irregularity (`HandOver.same`, `only`: 27A2, a bid not made at its turn)."""
    given = dict(answers)
    return {
        question: values
        for h in rules.get_topic(source).handovers
        if h.same and h.target == target and all(given.get(q) == v for q, v in h.answers.items())
        for question, values in h.only
    }


def second_facts(answers: tuple[tuple[str, str], ...], source: str, target: str) -> dict[str, str]:
    """What a second irregularity on the same board receives from the first, answered or offered."""
    wanted = rules.get_topic(target).questions
    facts: dict[str, str] = {}
    for h in second_declared(answers, source, target):
        facts.update({q: v for q, v in h.target_answers.items() if q in wanted})
    return facts


def opened_note(title: str) -> str:
    """The note a ruling's incident keeps once a topic it names is opened from it (the new number follows)."""
    return f"Thème « {title} » ouvert depuis cette décision : incident #"


def opened_from(incident: Incident, topic: Topic) -> str | None:
    """The incident already opened from this ruling for `topic`, if any (its note says which)."""
    prefix = opened_note(topic.title)
    note = next((n.text for n in incident.notes if n.text.startswith(prefix)), None)
    return note[len(prefix) :].rstrip(".") if note is not None else None


def button_label(incident: Incident, topic: Topic, title: str | None = None) -> str:
    """The button under a ruling that names another topic, as a director reads it: what the press does.
    « ➜ Ouvrir « Carte pénalisée » » (a new incident, the facts carried), or, once opened from this
    ruling, « ➜ Incident #3 « Carte pénalisée » » (the press shows it, nothing new is opened). `title`:
    the topic's title as the front end clips it."""
    shown = title or topic.title
    opened = opened_from(incident, topic)
    return f"➜ Incident #{opened} « {shown} »" if opened else f"➜ Ouvrir « {shown} »"

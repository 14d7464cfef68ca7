"""Cross-links (issue 24 §2): a ruling that sends the director to another topic opens it in one
choice, with the facts that mean the same there already answered, and a note linking both."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

import rules
from bot.incidents import incident as inc
from bot.incidents.engine import Engine
from bot.incidents.handover import carried, handovers, second_facts
from bot.incidents.incident import Actor
from tests.bot.test_terminal import session
from tests.walks import WALKS, paths

pytestmark = WALKS  # the topics' walks, shared with the other modules that walk them

OWNER = Actor("test:owner", "Alice", is_director=True)  # the judgements are a director's (81C)
STRANGER = Actor("test:stranger", "Bob")

# A defender played before his partner, declarer then played both hands, the card was legal:
# jeu_premature hands over to « Attaque hors tour », which asks those two facts in the same words.
PREMATURE = (
    ("situation", "defender_before_partner"),
    ("declarer_played_both", "yes"),
    ("card_legal", "yes"),
)


@cache
def pairs(source: str) -> tuple[tuple[tuple[tuple[str, str], ...], str], ...]:
    """One ruling path for each topic this topic's rulings hand over to."""
    found: dict[str, tuple[tuple[str, str], ...]] = {}
    for path in paths(source, rules.DEFAULT_REGULATION, follow_optional=False):
        if path.ruling is not None:
            for target in handovers(path.ruling, source):
                found.setdefault(target.id, tuple(path.answers))
    return tuple((answers, target) for target, answers in sorted(found.items()))


def test_the_rulings_of_today_hand_over_where_their_text_says() -> None:
    assert "attaque" in {t for _, t in pairs("jeu_premature")}  # « … ou Attaque hors tour … »
    assert "declaration_inadmissible" in {t for _, t in pairs("declaration_hors_tour")}
    assert "revendication" in {t for _, t in pairs("renonce")}


@pytest.mark.parametrize("source", [t.id for t in rules.topics()])
async def test_every_hand_over_opens_the_topic_with_the_facts_that_map(engine: Engine, source: str) -> None:
    for answers, target in pairs(source):
        assert target != source
        opened = await engine.open(OWNER, "salle", source)
        assert opened.incident is not None
        for question, value in answers:
            reply = await engine.act(opened.incident.id, OWNER, inc.answer(question, value))
            assert reply.ok, reply.message
        handed = await engine.hand_over(opened.incident.id, OWNER, target)
        assert handed.ok and handed.incident is not None, handed.message
        new = handed.incident
        assert new.id != opened.incident.id and new.topic == target and new.chat == "salle"
        title = rules.get_topic(source).title
        assert [n.text for n in new.notes] == [f"Suite de l'incident #{opened.incident.id} ({title})."]
        facts = carried(answers, source, target)
        # Tester7 T3: linked as `+` links it, the new incident also receives what `+` gives (second_facts).
        given = second_facts(answers, source, target)
        assert set(new.answers) <= set(facts.items()) | set(given.items())
        same_words = [(q, v) for q, v in new.answers if (q, v) in facts.items()]
        pointed = {
            q
            for h in rules.get_topic(source).handovers
            if h.same and h.target == target
            for q in h.target_answers
        }
        for (
            question,
            _,
        ) in same_words:  # and the facts asked in the same words (or declared the same incident's)
            if question not in pointed:
                assert (
                    rules.get_topic(target).questions[question] == rules.get_topic(source).questions[question]
                )
        # Tester17 S10: what the source establishes for the target (`second_facts`) is counted and said.
        standing = [(q, v) for q, v in new.answers if (q, v) in given.items() and (q, v) not in same_words]
        taken = len(same_words) + len(standing)
        assert f"({taken} réponse(s) reprise(s), 0 fait(s) noté(s) recopié(s))" in (handed.message or "")
        for question, _ in standing:
            prompt = rules.get_topic(target).questions[question].prompt
            assert f"Fait repris de l'incident #{opened.incident.id} : « {prompt} »" in (handed.message or "")


async def test_a_stranger_or_a_topic_the_ruling_does_not_name_is_refused(engine: Engine) -> None:
    opened = await engine.open(OWNER, "salle", "jeu_premature")
    assert opened.incident is not None
    for question, value in PREMATURE:
        await engine.act(opened.incident.id, OWNER, inc.answer(question, value))
    stranger = await engine.hand_over(opened.incident.id, STRANGER, "attaque")
    assert stranger.refused and "Seul Alice" in (stranger.message or "")
    other = await engine.hand_over(opened.incident.id, OWNER, "mauvais_etui")
    assert other.refused and "ne renvoie pas à ce thème" in (other.message or "")
    taken = await engine.hand_over(opened.incident.id, OWNER, "attaque")
    assert taken.ok and taken.incident is not None
    # A double press (or a second director): the incident the first opened is shown, none opened twice.
    again = await engine.hand_over(opened.incident.id, OWNER, "attaque")
    assert not again.refused and again.message is not None
    assert again.incident is not None and again.incident.id == taken.incident.id
    assert again.message.endswith(
        f"déjà ouvert depuis l'incident #{opened.incident.id} : incident #{taken.incident.id}."
    )
    assert set(taken.incident.answers) <= set(PREMATURE)


async def test_the_terminal_offers_the_linked_topic_after_the_ruling(tmp_path: Path) -> None:
    topic = rules.get_topic("jeu_premature")
    numbers = [str(topic.questions[q].values().index(v) + 1) for q, v in PREMATURE]
    script = "jeu pr\nn Table 3, étui 5.\n" + "\n".join(numbers) + "\no1\n"
    _, out, store = await session(tmp_path, script)
    assert "  o1. Ouvrir le thème « Attaque hors tour » (avec les faits déjà donnés)" in out
    assert "Incident #2 ouvert depuis la décision de l'incident #1" in out
    second = await store.get("2")
    assert second is not None and second.topic == "attaque"
    assert [n.text for n in second.notes] == [
        "Suite de l'incident #1 (Jeu prématuré et cartes jouées simultanément).",
        "Table 3, étui 5.",  # the fact noted on the first incident, its author once (tester3 L4)
    ]
    await store.close()


# A second irregularity (`second`) is another incident: tests/bot/test_second_irregularity.py.
DECLARED = [
    (t.id, h) for t in rules.topics() for h in t.handovers if h.target != t.id and not (h.second or h.same)
]


@pytest.mark.parametrize(
    ("source", "handover"), DECLARED, ids=[f"{s}->{h.target}:{h.name}" for s, h in DECLARED]
)
async def test_a_declared_hand_over_carries_the_facts_to_the_same_ruling(
    engine: Engine, source: str, handover: rules.topic.HandOver
) -> None:
    """Issue 21 §3 declares, for a shared incident, the answers of each route: one press takes
    the director from the first route's ruling to the second's, every fact already given."""
    opened = await engine.open(OWNER, "salle", source)
    assert opened.incident is not None
    reply = opened
    for question, value in handover.answers.items():
        if reply.step is not None and reply.step.ruling is not None:
            break
        reply = await engine.act(opened.incident.id, OWNER, inc.answer(question, value))
        assert reply.ok, reply.message
    assert reply.step is not None and reply.step.ruling is not None, handover.name
    handed = await engine.hand_over(opened.incident.id, OWNER, handover.target)
    assert handed.ok and handed.incident is not None, handed.message
    expected = rules.next_step(handover.target, dict(handover.target_answers)).ruling
    assert handed.step is not None and handed.step.ruling is not None, handover.name
    assert expected is not None and handed.step.ruling.id == expected.id


async def test_a_stranger_is_refused_in_the_same_words_for_a_hand_over_and_a_second_irregularity(
    engine: Engine,
) -> None:
    opened = await engine.open(OWNER, "salle", "jeu_premature")
    assert opened.incident is not None
    for question, value in PREMATURE:
        await engine.act(opened.incident.id, OWNER, inc.answer(question, value))
    before = await engine.show(opened.incident.id)
    said = f"Seul Alice, qui a ouvert l'incident #{opened.incident.id}, ou un arbitre peut "
    handed = await engine.hand_over(opened.incident.id, STRANGER, "attaque")
    second = await engine.second_irregularity(opened.incident.id, STRANGER, "attaque")
    assert handed.refused and handed.message == said + "ouvrir le thème que propose sa décision."
    assert second.refused and second.message == said + "ajouter une deuxième irrégularité sur sa donne."
    after = await engine.show(opened.incident.id)
    assert after.incident == before.incident  # nothing changed, no incident opened


# Tester17 S10: a ruling that only points to the law that rules the same irregularity (27A2 -> 31, 67).
SAME = [(t.id, h) for t in rules.topics() for h in t.handovers if h.same]


@pytest.mark.parametrize(("source", "handover"), SAME, ids=[f"{s}->{h.target}" for s, h in SAME])
def test_a_pointing_ruling_offers_its_target_and_the_facts_carried_fit_it(
    source: str, handover: object
) -> None:
    from rules.regulations import load
    from rules.topic import HandOver

    assert isinstance(handover, HandOver)
    ffb = load("ffb")
    step = rules.get_topic(source).step(dict(handover.answers), ffb)
    assert step.ruling is not None, (source, step.question and step.question.id)
    assert handover.target in {t.id for t in handovers(step.ruling, source, tuple(handover.answers.items()))}
    assert carried(tuple(handover.answers.items()), source, handover.target) == dict(handover.target_answers)
    # `+` (another irregularity of the board) takes nothing from it.
    assert second_facts(tuple(handover.answers.items()), source, handover.target) == {}
    target = rules.get_topic(handover.target)
    reached = target.step(dict(handover.target_answers), ffb)  # the target goes on from the facts carried
    assert reached.question is not None and reached.question.id not in handover.target_answers


def test_some_rulings_point_to_the_law_that_rules_them() -> None:
    assert {("enchere_insuffisante", "declaration_hors_tour"), ("nombre_de_cartes", "renonce")} <= {
        (s, h.target) for s, h in SAME
    }

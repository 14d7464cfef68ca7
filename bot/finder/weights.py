"""How the acts the grammar tells and the facts the words state weigh in the finder's ranking (issue 37 §4,
review D13), once the words have been scored (bot/finder/index.py): an act told goes first, a topic the
grammar rules out falls behind, a topic whose own facts the words state gains a little.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from rules import vocabulary as vocab
from rules.topic import Topic

SPREAD = 0.3  # as bot/finder/topics.py: below this share of the best score, a topic is not proposed
AWAY = 0.4  # a topic the grammar rules out as the act (bot/finder/ruled_out.py `not_told`): its score falls to this
ACT = 1.15  # a topic whose act the words tell (bot/finder/acts.py): this share of the best score
FACT = 0.25  # a topic whose facts the words state: this share of the best score per question answered (≤ 2)
FACT_AMONG = 6  # among the first this many topics


def act_first(
    topics: Sequence[Topic],
    position: Mapping[str, int],
    told: tuple[str, ...],
    ruled_out: set[str],
    out: list[tuple[float, int, Topic]],
) -> None:
    """The topic of an act the words tell by their grammar (bot/finder/acts.py: the dummy who speaks,
    an irregularity prevented, a hesitation before a card) goes ahead of the topics its words only
    name (« le mort a signalé une attaque hors tour »), whatever moment the words imply: ACT times
    the best score, the next act a little less; a topic the grammar rules out (one card shown is no
    claim) falls to AWAY of its score."""
    for at, (value, doc, topic) in enumerate(out):
        if topic.id in ruled_out:
            out[at] = (value * AWAY, doc, topic)
    if not told:
        return
    best = max((value for value, _, _ in out), default=1.0)  # no word known: the act alone
    for at, (value, doc, topic) in enumerate(out):
        if topic.id in told:
            out[at] = (max(value, best * (ACT - 0.05 * told.index(topic.id))), doc, topic)
    present = {topic.id for _, _, topic in out}
    for rank, topic_id in enumerate(told):  # an act whose words the index does not know (« j'ai le roi »)
        if topic_id not in present and topic_id in position:
            doc = position[topic_id]
            out.append((best * (ACT - 0.05 * rank), doc, topics[doc]))


def facts_first(topics: Sequence[Topic], text: str, scores: list[float]) -> None:
    """A topic among the first FACT_AMONG whose own facts the words state (« le mort a montré du doigt »
    states `carte_du_mort`'s case) gains FACT of the best score for each question they answer, up to
    two (review D13): a stated fact names the incident more surely than its words apart."""
    best = max(scores, default=0.0)
    if best <= 0:
        return
    leading = sorted(range(len(scores)), key=lambda doc: -scores[doc])[:FACT_AMONG]
    for doc in leading:
        if scores[doc] >= best * SPREAD:
            given = vocab.evidence(topics[doc].id, text)  # `text` is the head
            # the contract is context, not the incident; one phrase answering four questions
            # (« personne n'a encore joué ») states one thing
            answered = len({fact.words for key, fact in given.items() if key not in vocab.CONTEXT})
            scores[doc] += FACT * best * min(answered, 2)

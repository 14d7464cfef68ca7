"""Every law the bot cites can be explained by `arbitre loi`: it resolves through `lookup`,
has a French title and summary, and links to the FFB's text of the 2017 Code."""

from __future__ import annotations

import pytest

from rules import topics
from rules.laws import FFB_TEXT_URL, catalogue, lookup
from rules.model import RulesError
from rules.regulations import available
from tests.walks import WALKS, paths

pytestmark = WALKS  # the topics' walks, shared with the other modules that walk them

TOPIC_IDS = [t.id for t in topics()]


def _citations(topic_id: str) -> set[str]:
    topic = next(t for t in topics() if t.id == topic_id)
    cited: set[str] = set(topic.laws)
    for regulation_id in available():
        for path in paths(topic.id, regulation_id):
            cited.update(path.ruling.laws)
            for choice in path.ruling.choices:
                cited.update(choice.laws)
    return cited


@pytest.mark.parametrize("topic_id", TOPIC_IDS)
def test_every_citation_of_every_ruling_resolves(topic_id: str) -> None:
    for text in sorted(_citations(topic_id)):
        citation = lookup(text)
        assert citation.law.title, text
        assert citation.law.summary, text
        if citation.sub:
            assert citation.sub_summary, f"{text}: no summary for the sub-paragraph"
        assert citation.law.url == FFB_TEXT_URL.format(number=citation.law.number)
        assert citation.law.url.startswith("https://bridgecode2017.ecolebridgetoulon.fr/LOI")
        assert citation.law.url.endswith(f"LOI{citation.law.number:02d}.html")


def test_every_law_of_the_catalogue_has_a_title_a_summary_and_sub_summaries() -> None:
    for number, entry in catalogue().items():
        assert entry.title and entry.summary, number
        for sub, summary in entry.sub.items():
            assert summary.strip(), f"{number}{sub}"
            lookup(f"{number}{sub}")  # every key is a well-formed citation


@pytest.mark.parametrize(
    "text",
    ["9A1", "9A4", "9B1a", "9B2", "9C", "10A", "10B", "10C1", "10C4", "11A", "11B", "12A2", "12B2", "12C1c",
     "12C1e", "12C2a", "12C2b", "12C2c", "12C2d", "12C3", "12C4", "90A", "92B"],
)  # fmt: skip
def test_procedure_and_adjusted_score_paragraphs_are_summarised(text: str) -> None:
    assert lookup(text).sub_summary


def test_a_parent_paragraph_lists_its_children() -> None:
    citation = lookup("12C2")
    assert citation.sub_summary is not None
    assert "12C2a" in citation.sub_summary and "12C2d" in citation.sub_summary


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("99", "résumée par Arbitre"),
        ("12Z", "n'est pas un numéro"),
        ("abc", "n'est pas un numéro"),
        ("12C9", "n'est pas résumé"),
    ],
)
def test_unknown_citations_are_refused_in_french(text: str, message: str) -> None:
    with pytest.raises(RulesError, match=message):
        lookup(text)

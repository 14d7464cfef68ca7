"""`arbitre decide --json` follows its published JSON Schema (schema/decide.schema.json) on every
step of every path of every topic, under every regulation."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest

import rules
from rules.regulations import available
from tests.walks import WALKS, walked

pytestmark = WALKS

SCHEMA = json.loads(
    (Path(__file__).resolve().parents[2] / "schema" / "decide.schema.json").read_text("utf-8")
)
VALIDATOR = jsonschema.Draft202012Validator(SCHEMA)


def test_the_schema_is_a_valid_schema() -> None:
    jsonschema.Draft202012Validator.check_schema(SCHEMA)


@pytest.mark.parametrize("regulation_id", available())
@pytest.mark.parametrize("topic", rules.topics(), ids=lambda t: t.id)
def test_every_ruling_and_question_validates(topic: rules.Topic, regulation_id: str) -> None:
    walk = walked(topic.id, regulation_id)  # each step below is the one topic.step gives these answers
    rulings: set[str] = set()
    questions: set[str] = set()
    for path in walk.paths:
        step = walk.topic.at(path.answers).to_dict()
        step["disclaimer"] = rules.DISCLAIMER
        step["ignored_answers"] = {}
        VALIDATOR.validate(step)
        rulings.add(path.ruling.id)
        for cut in range(len(path.answers)):  # each question on the way, once
            if path.answers[cut][0] in questions:
                continue
            partial = walk.topic.at(path.answers[:cut])
            if partial.question is not None:
                questions.add(partial.question.id)
                VALIDATOR.validate(partial.to_dict())
    assert rulings and questions


def test_a_wrong_document_is_refused() -> None:
    step = rules.next_step("renonce", {"situation": "could_not_comply"}).to_dict()
    step["ruling"]["tricks_transferred"] = 14
    with pytest.raises(jsonschema.ValidationError):
        VALIDATOR.validate(step)

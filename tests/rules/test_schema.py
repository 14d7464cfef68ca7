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


def _ruling_in_parts() -> tuple[jsonschema.Draft202012Validator, dict[str, jsonschema.Draft202012Validator]]:
    """The step schema with the ruling taken out, and one validator per property of the ruling.

    The revoke topic alone has 24,000 paths, each a 3 KB document that takes 2 ms to validate whole:
    two minutes a regulation on the one worker that runs the walks (issue 35 §6). A ruling is valid
    exactly when it is an object with the required properties, no other, and each property valid
    against its own schema (the `ruling` definition has no other keyword: checked below), so each
    distinct value of each property is validated once, and the step around it once per shape."""
    ruling = SCHEMA["$defs"]["ruling"]
    assert set(ruling) == {"type", "additionalProperties", "required", "properties"}, "see the docstring"
    envelope = json.loads(json.dumps(SCHEMA))
    envelope["$defs"]["rulingStep"]["properties"]["ruling"] = {"type": "object"}
    properties = {
        name: jsonschema.Draft202012Validator({"$defs": SCHEMA["$defs"], **schema})
        for name, schema in ruling["properties"].items()
    }
    return jsonschema.Draft202012Validator(envelope), properties


ENVELOPE, RULING_PROPERTIES = _ruling_in_parts()


class Validated:
    """Each distinct document (or part of one) validated once.

    A part is known by its `repr`: equal values built alike have the same one, so nothing is skipped
    that `json.dumps` would have told apart (a value the schema types as JSON is only str, int, float,
    bool, None, list or dict; an enum member is told apart from its string, and validated twice at
    worst). `json.dumps` of each of the 25 parts of 22,000 rulings took more than the validation."""

    def __init__(self) -> None:
        self.seen: set[str] = set()

    def check(self, step: dict[str, object]) -> None:
        ruling = step.get("ruling")
        if isinstance(ruling, dict):
            required = SCHEMA["$defs"]["ruling"]["required"]
            assert set(ruling) >= set(required), sorted(set(required) - set(ruling))
            assert set(ruling) <= set(RULING_PROPERTIES), sorted(set(ruling) - set(RULING_PROPERTIES))
            for name, value in ruling.items():
                self._once(f"{name}:", value, RULING_PROPERTIES[name])
            step = {**step, "ruling": {}}
        self._once("step:", step, ENVELOPE)

    def _once(self, prefix: str, document: object, validator: jsonschema.Draft202012Validator) -> None:
        key = prefix + repr(document)
        if key not in self.seen:
            validator.validate(document)
            self.seen.add(key)


@pytest.mark.parametrize("regulation_id", available())
@pytest.mark.parametrize("topic", rules.topics(), ids=lambda t: t.id)
def test_every_ruling_and_question_validates(topic: rules.Topic, regulation_id: str) -> None:
    walk = walked(topic.id, regulation_id)  # each step below is the one topic.step gives these answers
    validated = Validated()
    rulings: set[str] = set()
    questions: set[str] = set()
    ended: set[rules.Step] = set()  # the steps are frozen: an equal step is the same document
    for path in walk.paths:
        rulings.add(path.ruling.id)
        final = walk.topic.at(path.answers)
        if final not in ended:
            ended.add(final)
            step = final.to_dict()
            step["disclaimer"] = rules.DISCLAIMER
            step["ignored_answers"] = {}
            validated.check(step)
        for cut in range(len(path.answers)):  # each question on the way, once
            if path.answers[cut][0] in questions:
                continue
            partial = walk.topic.at(path.answers[:cut])
            if partial.question is not None:
                questions.add(partial.question.id)
                validated.check(partial.to_dict())
    assert rulings and questions


def test_validating_in_parts_refuses_what_the_whole_schema_refuses() -> None:
    """The parts are the whole: a bad value deep in a ruling, a missing or an unknown property of a
    ruling, a bad envelope — each refused by `Validated` as by the whole schema."""
    good = rules.next_step("renonce", {"situation": "could_not_comply"}).to_dict()
    VALIDATOR.validate(good)
    Validated().check(good)
    missing = json.loads(json.dumps(good))
    del missing["ruling"]["laws"]
    unknown = json.loads(json.dumps(good))
    unknown["ruling"]["surprise"] = 1
    deep = json.loads(json.dumps(good))
    deep["ruling"]["tricks_transferred"] = 14
    envelope = json.loads(json.dumps(good))
    envelope["kind"] = "question"
    for bad in (missing, unknown, deep, envelope):
        with pytest.raises(jsonschema.ValidationError):
            VALIDATOR.validate(bad)
        with pytest.raises((jsonschema.ValidationError, AssertionError)):
            Validated().check(bad)


def test_a_wrong_document_is_refused() -> None:
    step = rules.next_step("renonce", {"situation": "could_not_comply"}).to_dict()
    step["ruling"]["tricks_transferred"] = 14
    with pytest.raises(jsonschema.ValidationError):
        VALIDATOR.validate(step)

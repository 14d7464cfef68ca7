"""The registry of topics, in the order they are offered to the director."""

from __future__ import annotations

from rules.topic import Topic
from rules.topics import revoke

ALL: tuple[Topic, ...] = (revoke.TOPIC,)

BY_ID: dict[str, Topic] = {topic.id: topic for topic in ALL}
if len(BY_ID) != len(ALL):
    raise ValueError("two topics share an id")

"""The registry of topics, found by looking at the modules of this package.

Each topic module defines `TOPIC` (a `rules.topic.Topic`) and `ORDER` (its place in the
director's menu). Adding a topic is adding a module: no shared list to edit.
"""

from __future__ import annotations

import importlib
import pkgutil

from rules.topic import Topic


def _discover() -> tuple[Topic, ...]:
    found: list[tuple[int, Topic]] = []
    for info in pkgutil.iter_modules(__path__):
        module = importlib.import_module(f"{__name__}.{info.name}")
        topic = getattr(module, "TOPIC", None)
        if isinstance(topic, Topic):
            found.append((module.ORDER, topic))
    found.sort(key=lambda pair: pair[0])
    return tuple(topic for _, topic in found)


ALL: tuple[Topic, ...] = _discover()

BY_ID: dict[str, Topic] = {topic.id: topic for topic in ALL}
if len(BY_ID) != len(ALL):
    raise ValueError("two topics share an id")

"""The registry of topics, found by looking at the modules of this package.

The topics are grouped the way a director knows the Code: `auction/` (Laws 15-39), `play/`
(41-71), `proprieties/` (16, 20-21, 40, 72-75), `scores_procedure/` (9-14, 12, 77-93) and
`online/` (80B2, the organiser's conditions). Each topic module (or package) inside one of
these parts defines `TOPIC` (a `rules.topic.Topic`) and `ORDER` (its place in the director's
menu). Adding a topic is adding a module: no shared list to edit.
"""

from __future__ import annotations

import importlib
import pkgutil

from rules.topic import Topic

PARTS = ("auction", "play", "proprieties", "scores_procedure", "online")


def _modules() -> list[str]:
    """Every module one level inside each part (a topic package counts as one module)."""
    names = []
    for part in PARTS:
        package = importlib.import_module(f"{__name__}.{part}")
        names += [f"{package.__name__}.{info.name}" for info in pkgutil.iter_modules(package.__path__)]
    return names


def _discover() -> tuple[Topic, ...]:
    found: list[tuple[int, Topic]] = []
    for name in _modules():
        module = importlib.import_module(name)
        topic = getattr(module, "TOPIC", None)
        if isinstance(topic, Topic):
            found.append((module.ORDER, topic))
    found.sort(key=lambda pair: pair[0])
    return tuple(topic for _, topic in found)


ALL: tuple[Topic, ...] = _discover()

BY_ID: dict[str, Topic] = {topic.id: topic for topic in ALL}
if len(BY_ID) != len(ALL):
    raise ValueError("two topics share an id")

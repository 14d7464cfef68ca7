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
import threading

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


# The thirty topics take most of the start-up (issue 35 §5): they are found the first time a topic
# is asked for, not on import, so the terminal's first screen shows before them. One lock, because
# the finder builds its index in a thread while the director reads that screen: two threads must not
# walk the topic modules at once.
_LOCK = threading.Lock()
_registry: tuple[tuple[Topic, ...], dict[str, Topic]] | None = None


def registry() -> tuple[tuple[Topic, ...], dict[str, Topic]]:
    """Every topic in the director's menu order, and the same by id."""
    global _registry
    if _registry is None:
        with _LOCK:
            if _registry is None:
                found = _discover()
                by_id = {topic.id: topic for topic in found}
                if len(by_id) != len(found):
                    raise ValueError("two topics share an id")
                _registry = (found, by_id)
    return _registry


def __getattr__(name: str) -> object:
    """`ALL` and `BY_ID`, as before the registry became lazy."""
    if name == "ALL":
        return registry()[0]
    if name == "BY_ID":
        return registry()[1]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

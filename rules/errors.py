"""The core's errors: their message is French and can be shown to a user as is."""

from __future__ import annotations


class RulesError(ValueError):
    """Bad input to the core; its message is French and can be shown as is."""


class UnknownTopic(RulesError):
    pass


class UnknownQuestion(RulesError):
    pass


class InvalidAnswer(RulesError):
    pass


def shown(value: object, limit: int = 40) -> str:
    """A value quoted back in a refusal, cut to `limit` characters (T13: a 4,400-digit number is
    not echoed whole)."""
    text = str(value)
    return text if len(text) <= limit else f"{text[:limit]}… ({len(text)} caractères)"

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

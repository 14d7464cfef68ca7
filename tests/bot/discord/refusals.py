"""What an interaction answered privately (ephemeral): its first response, or the followup sent
after the acknowledgement that every handler makes before touching the store (issue 30 T10)."""

from __future__ import annotations

from typing import Any


def refusal_call(inter: Any) -> Any:
    """The ephemeral answer to this interaction (its first response, or the followup after the
    acknowledgement that comes before any store access), or None."""
    followed = [c for c in inter.followup.send.await_args_list if c.kwargs.get("ephemeral")]
    if followed:
        return followed[0]
    return inter.response.send_message.await_args


def refusal_count(inter: Any) -> int:
    """How many ephemeral answers it got (a first response refused as « already answered » is not one)."""
    followed = sum(1 for c in inter.followup.send.await_args_list if c.kwargs.get("ephemeral"))
    answered = getattr(inter, "answered", None)
    if isinstance(answered, list):
        first = sum(1 for _, kwargs in answered if kwargs.get("ephemeral"))
    else:
        first = inter.response.send_message.await_count
    return followed + first

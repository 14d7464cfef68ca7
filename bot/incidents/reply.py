"""What the engine answers an adapter (its own module so that bot.incidents.linked, which the
engine uses, can build one too)."""

from __future__ import annotations

from dataclasses import dataclass

from bot.incidents.incident import Incident
from rules.model import Step


@dataclass(frozen=True)
class Reply:
    """What an adapter renders: the incident, where it stands, and maybe a French message."""

    incident: Incident | None
    step: Step | None = None
    message: str | None = None  # information or refusal, French
    refused: bool = False

    @property
    def ok(self) -> bool:
        return not self.refused

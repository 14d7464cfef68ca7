"""Where Arbitre keeps its data, and the settings read from the environment."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

import platformdirs

import rules

DATABASE_NAME = "arbitre.sqlite3"


@dataclass(frozen=True)
class Config:
    data_dir: Path
    regulation: str
    idle_expiry_hours: float
    appeal_minutes: int | None  # None: the regulation's value

    @property
    def database(self) -> Path:
        return self.data_dir / DATABASE_NAME


def load(data_dir: str | None = None, regulation: str | None = None) -> Config:
    """Flags win over the environment, which wins over the defaults."""
    directory = (
        data_dir
        or os.environ.get("ARBITRE_DATA_DIR")
        or platformdirs.user_data_dir("arbitre", appauthor=False)
    )
    expiry = os.environ.get("ARBITRE_EXPIRY_HOURS", "24")
    appeal = os.environ.get("ARBITRE_APPEAL_MINUTES")
    return Config(
        data_dir=Path(directory).expanduser(),
        regulation=regulation or os.environ.get("ARBITRE_REGULATION") or rules.DEFAULT_REGULATION,
        idle_expiry_hours=float(expiry),
        appeal_minutes=int(appeal) if appeal else None,
    )

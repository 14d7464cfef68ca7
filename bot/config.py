"""Where Arbitre keeps its data, and the settings read from the environment."""

from __future__ import annotations

import math
import os
from collections.abc import Mapping
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
    # GDPR: finished incidents older than this lose names, ids and notes (None: never).
    retention_days: float | None = 365.0

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
        retention_days=retention_days(os.environ),
    )


RETENTION_VARIABLE = "ARBITRE_RETENTION_DAYS"


def retention_days(env: Mapping[str, str]) -> float | None:
    """ARBITRE_RETENTION_DAYS: days (1 to 36,500; 365 when unset), or 0 / « non » for never."""
    raw = env.get(RETENTION_VARIABLE, "").strip().lower()
    if not raw:
        return 365.0
    if raw in ("0", "non", "jamais"):
        return None
    try:
        days = float(raw.replace(",", "."))
    except ValueError:
        raise ValueError(
            f"{RETENTION_VARIABLE} doit être un nombre de jours (ou 0 pour ne jamais anonymiser)"
        ) from None
    if not math.isfinite(days) or not 1 <= days <= 36_500:
        raise ValueError(
            f"{RETENTION_VARIABLE} doit être entre 1 et 36 500 jours (ou 0 pour ne jamais anonymiser)"
        )
    return days

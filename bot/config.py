"""Where Arbitre keeps its data, and the settings read from the environment."""

from __future__ import annotations

import argparse
import math
import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

import platformdirs

import rules
from bot.errors import ConfigError

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
    return Config(
        data_dir=Path(directory).expanduser(),
        regulation=with_club_scale(
            regulation or os.environ.get("ARBITRE_REGULATION") or rules.DEFAULT_REGULATION, os.environ
        ),
        idle_expiry_hours=expiry_hours(os.environ),
        appeal_minutes=appeal_minutes(os.environ),
        retention_days=retention_days(os.environ),
    )


# Bounds (issue 12, F15): outside them a value is a typo, and nan/inf/0 would silently stop or
# rush the expiry of every incident, or print a negative Law 92B deadline.
EXPIRY_VARIABLE = "ARBITRE_EXPIRY_HOURS"
EXPIRY_HOURS = (0.1, 8_760.0)  # six minutes to a year
APPEAL_VARIABLE = "ARBITRE_APPEAL_MINUTES"
APPEAL_MINUTES = (1, 10_080)  # one minute to a week


def expiry_hours(env: Mapping[str, str]) -> float:
    """ARBITRE_EXPIRY_HOURS: hours without activity before an incident is closed (24 when unset)."""
    raw = env.get(EXPIRY_VARIABLE, "").strip()
    if not raw:
        return 24.0
    low, high = EXPIRY_HOURS
    try:
        hours = float(raw.replace(",", "."))
    except ValueError:
        raise ValueError(
            f"{EXPIRY_VARIABLE} doit être un nombre d'heures (par exemple 24), pas « {raw[:40]} »"
        ) from None
    if not math.isfinite(hours) or not low <= hours <= high:
        raise ValueError(
            f"{EXPIRY_VARIABLE} doit être entre {low:g} et {high:,.0f} heures (par exemple 24)".replace(
                ",", " "
            )
        )
    return hours


def appeal_minutes(env: Mapping[str, str]) -> int | None:
    """ARBITRE_APPEAL_MINUTES: the Law 92B period in whole minutes (the regulation's when unset)."""
    raw = env.get(APPEAL_VARIABLE, "").strip()
    if not raw:
        return None
    low, high = APPEAL_MINUTES
    # A strict pattern before int(): no '²', no 5,000 digits, no sign.
    if not raw.isascii() or not raw.lstrip("-").isdigit() or len(raw) > 18:
        raise ValueError(
            f"{APPEAL_VARIABLE} doit être un nombre entier de minutes (par exemple 30), pas « {raw[:40]} »"
        )
    minutes = int(raw)
    if not low <= minutes <= high:
        raise ValueError(
            f"{APPEAL_VARIABLE} doit être entre {low} et {high:,} minutes (par exemple 30)".replace(",", " ")
        )
    return minutes


PENALTY_VARIABLE = "ARBITRE_PENALTY_SCALE"
# The club's words for its scale of procedural penalties (Law 90) -> the regulation's policy keys.
PENALTY_WORDS = {
    "avertissement": "penalty_warning",
    "top": "penalty_percent",
    "imp": "penalty_imps",
    "recidive": "penalty_repeat",
}


def with_club_scale(regulation: str, env: Mapping[str, str]) -> str:
    """ARBITRE_PENALTY_SCALE (issue 30 F15), e.g. « avertissement=non top=25 imp=2 recidive=2 »: the
    club's own scale of procedural penalties over the regulation's, without editing the package. The
    incidents store the resulting spec, so a ruling reads the same after a restart."""
    raw = env.get(PENALTY_VARIABLE, "").strip()
    if not raw:
        return regulation
    changes: dict[str, str] = {}
    for word in raw.split():
        key, sep, value = word.partition("=")
        name = PENALTY_WORDS.get(key.lower().replace("é", "e"))
        if not sep or name is None:
            raise ValueError(
                f"{PENALTY_VARIABLE} : « {word[:30]} » inconnu ; attendu par exemple "
                "« avertissement=oui top=10 imp=1 recidive=2 »"
            )
        value = value.strip().lower().replace(",", ".")
        if name == "penalty_warning":
            if value not in ("oui", "non"):
                raise ValueError(f"{PENALTY_VARIABLE} : avertissement=oui ou avertissement=non")
            value = "yes" if value == "oui" else "no"
        changes[name] = value
    try:
        return rules.regulations.with_policy(rules.load_regulation(regulation), changes).spec
    except rules.RulesError as error:
        raise ValueError(f"{PENALTY_VARIABLE} : {error}") from None


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


def load_config(args: argparse.Namespace) -> Config:
    """The configuration of a command: its --data-dir and --reglement over the environment; a French
    ConfigError (exit 78) when a setting is invalid, a RulesError when the regulation is unknown."""
    try:
        config = load(args.data_dir, args.reglement)
    except ValueError as error:
        raise ConfigError(f"configuration invalide : {error}") from None
    rules.load_regulation(config.regulation)
    return config

"""The regulating authority's choices, read from versioned data files.

The Laws leave some values to the regulating authority (averages, the appeal period,
whether defenders may ask each other about a revoke). They live in
`rules/data/regulations/<id>.toml`, FFB by default, so a federation can be added without
touching code, and every ruling names the regulation it used.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from rules.model import RulesError

DEFAULT_REGULATION = "ffb"


@dataclass(frozen=True)
class Regulation:
    id: str
    name: str
    version: str
    defenders_may_ask_each_other: bool
    average_minus_percent: int
    average_percent: int
    average_plus_percent: int
    imp_average_plus: int
    imp_average_minus: int
    appeal_minutes: int
    # Law 12C2d: what the regulating authority provides when a contestant misses several boards
    # of one session (French text shown with the artificial score).
    multiple_boards_rule: str = (
        "Le texte des Lois ne prévoit rien de particulier : chaque donne reçoit la marque de 12C2a ou 12C2b."
    )
    # Law 12C2c « or the equivalent in IMPs »: does the regulating authority give one? When True, a
    # contestant's IMP average per board on the other boards of the session replaces ±3 (beyond it).
    imp_session_equivalent: bool = False
    imp_session_rule: str = ""
    # Law 12C1c: may an assigned adjusted score be weighted between several results?
    weighted_scores_allowed: bool = True
    # Review I1 (leads): declarer who puts one card of his hand on an opening lead out of turn: True
    # rules it as beginning to spread (he becomes dummy, 54A), False as acceptance by play (53A, 54B1).
    declarer_card_on_lead_makes_dummy: bool = False
    # Online events (Law 80B2: the organiser's conditions of play). Section [online] of the file.
    online_card_undo: bool = False  # may a misclicked card be taken back (beyond 45C4b)?
    online_card_undo_text: str = "aucune reprise de carte cliquée"
    online_seconds_per_board: int = 450
    online_claim_line_required: bool = True  # a claim online must state its line (68C)
    online_slow_play_text: str = (
        "Le règlement de l'épreuve fixe la pénalité de procédure du retard répété (90A)."
    )
    online_disconnection_text: str = (
        "Le règlement de l'épreuve dit si un remplaçant ou un robot prend la place du joueur déconnecté."
    )

    # Law 90: the regulation's scale of procedural penalties. The Laws give no figure; see the
    # [procedural_penalties] section of each file for where the values come from.
    procedural_warning_first: bool = True
    procedural_percent_of_top: float = 10.0
    procedural_imps: float = 1.0
    procedural_repeat_factor: float = 2.0
    procedural_scale_text: str = (
        "Barème par défaut d'Arbitre : aucun barème publié n'est connu pour ce règlement."
    )

    @property
    def label(self) -> str:
        return f"{self.name}, version {self.version}"


def available() -> tuple[str, ...]:
    folder = resources.files("rules") / "data" / "regulations"
    return tuple(sorted(p.name.removesuffix(".toml") for p in folder.iterdir() if p.name.endswith(".toml")))


@cache
def load(regulation_id: str = DEFAULT_REGULATION) -> Regulation:
    if regulation_id not in available():
        raise RulesError(
            f"Règlement inconnu : {regulation_id!r}. Règlements disponibles : {', '.join(available())}."
        )
    data = _read(regulation_id)
    scores = data["adjusted_scores"]
    return Regulation(
        id=data["id"],
        name=data["name"],
        version=data["version"],
        defenders_may_ask_each_other=data["revoke"]["defenders_may_ask_each_other"],
        average_minus_percent=scores["average_minus_percent"],
        average_percent=scores["average_percent"],
        average_plus_percent=scores["average_plus_percent"],
        imp_average_plus=scores["imp_average_plus"],
        imp_average_minus=scores["imp_average_minus"],
        appeal_minutes=data["appeals"]["appeal_minutes"],
        **_optional(scores),
        **_online(data.get("online", {})),
        **_leads(data.get("leads", {})),
        **_procedural(data.get("procedural_penalties", {})),
    )


def _read(regulation_id: str, seen: tuple[str, ...] = ()) -> dict[str, Any]:
    """A regulation file, merged over the file it `extends` (section by section): an online
    regulation is its federation's regulation plus its [online] choices, written once."""
    path = resources.files("rules") / "data" / "regulations" / f"{regulation_id}.toml"
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    base_id = data.pop("extends", None)
    if base_id is None:
        return data
    if base_id in seen or base_id not in available():
        raise RulesError(f"Règlement {regulation_id!r} : il étend {base_id!r}, introuvable ou circulaire.")
    merged = _read(str(base_id), (*seen, regulation_id))
    for key, value in data.items():
        if isinstance(value, dict) and isinstance(merged.get(key), dict):
            merged[key] = {**merged[key], **value}
        else:
            merged[key] = value
    return merged


def _online(section: dict[str, object]) -> dict[str, object]:
    """The [online] section, each key optional (absent: the dataclass default)."""
    keys = {
        "card_undo": ("online_card_undo", bool),
        "card_undo_text": ("online_card_undo_text", str),
        "seconds_per_board": ("online_seconds_per_board", int),
        "claim_line_required": ("online_claim_line_required", bool),
        "slow_play_text": ("online_slow_play_text", str),
        "disconnection_text": ("online_disconnection_text", str),
    }
    return {field: kind(section[key]) for key, (field, kind) in keys.items() if key in section}


def _procedural(section: dict[str, object]) -> dict[str, object]:
    """The [procedural_penalties] section (Law 90), each key optional."""
    keys = {
        "warning_first": ("procedural_warning_first", bool),
        "percent_of_top": ("procedural_percent_of_top", float),
        "imps": ("procedural_imps", float),
        "repeat_factor": ("procedural_repeat_factor", float),
        "scale_text": ("procedural_scale_text", str),
    }
    found = {field: kind(section[key]) for key, (field, kind) in keys.items() if key in section}  # type: ignore[operator]
    if not 0 <= float(found.get("procedural_percent_of_top", 10.0)) <= 100:  # type: ignore[arg-type]
        raise RulesError("[procedural_penalties] percent_of_top doit être entre 0 et 100.")
    return found


def _leads(section: dict[str, object]) -> dict[str, object]:
    """The [leads] section (optional)."""
    key = "declarer_card_on_lead_makes_dummy"
    return {key: bool(section[key])} if key in section else {}


def _optional(scores: dict[str, object]) -> dict[str, object]:
    """Keys added after the first version of the files: absent means the dataclass default."""
    found: dict[str, object] = {}
    if "multiple_boards_rule" in scores:
        found["multiple_boards_rule"] = str(scores["multiple_boards_rule"])
    if "imp_session_equivalent" in scores:
        found["imp_session_equivalent"] = bool(scores["imp_session_equivalent"])
    if "imp_session_rule" in scores:
        found["imp_session_rule"] = str(scores["imp_session_rule"])
    if "weighted_scores_allowed" in scores:
        found["weighted_scores_allowed"] = bool(scores["weighted_scores_allowed"])
    return found

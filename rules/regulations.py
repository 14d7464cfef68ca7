"""The regulating authority's choices, read from versioned data files.

The Laws leave some values to the regulating authority (averages, the appeal period,
whether defenders may ask each other about a revoke). They live in
`rules/data/regulations/<id>.toml`, FFB by default, so a federation can be added without
touching code, and every ruling names the regulation it used.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, replace
from functools import cache
from typing import Any
from urllib.parse import parse_qsl, urlencode

from rules.files import DATA
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
    # The federation's own appeal details beyond 92B (per match, Patton, regional commission), in French.
    appeal_details: str = ""
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
    # Online events (Law 80B2e/f: the organiser's conditions of play). Section [online] of the file,
    # overridden per event by the organiser's policy (see `with_policy`).
    online_call_undo: bool = True  # a misclicked call: Law 25A (False: the organiser grants no undo)
    online_card_undo: bool = False  # may a misclicked card be taken back (beyond 45C4b)?
    online_undo_until: str = "next_played"  # until when a card may be taken back: UNDO_UNTIL
    online_seconds_per_board: int = 450
    # Review S14: does the regulation file itself set the time per board? False: Arbitre's default.
    online_clock_from_file: bool = False
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

    # The organiser's choices that override the file, as (key, value) pairs (POLICY_KEYS), and who
    # made them (the event's name): empty when the file's values apply.
    policy: tuple[tuple[str, str], ...] = ()
    policy_by: str = ""

    @property
    def spec(self) -> str:
        """What an incident stores to be ruled the same after a restart: the id, plus the policy."""
        if not self.policy and not self.policy_by:
            return self.id
        pairs = [*self.policy, *((("by", self.policy_by),) if self.policy_by else ())]
        return f"{self.id}?{urlencode(pairs)}"

    @property
    def label(self) -> str:
        base = f"{self.name}, version {self.version}"
        if not self.policy and not self.policy_by:
            return base
        keys = {key for key, _ in self.policy}
        parts = [base]
        if keys - PENALTY_KEYS or self.policy_by:
            by = f" « {self.policy_by} »" if self.policy_by else ""
            parts.append(f"conditions de l'organisateur{by} : {self.online_policy_text}")
        if keys & PENALTY_KEYS:
            parts.append("barème de pénalités du club")
        return " ; ".join(parts)

    @property
    def from_event(self) -> bool:
        """True when an event's organiser set these conditions (the incident came from his event)."""
        return bool(self.policy_by)

    @property
    def online_card_undo_rule(self) -> str:
        """The online card-undo rule in force, in French, for a ruling that applies it."""
        if not self.online_card_undo:
            return "aucune reprise de carte cliquée"
        return "reprise d'une carte cliquée par erreur " + UNDO_UNTIL[self.online_undo_until]

    @property
    def online_policy_text(self) -> str:
        """The organiser's online conditions, in one French sentence (for /tournoi etat and rulings)."""
        minutes, seconds = divmod(self.online_seconds_per_board, 60)
        clock = f"{minutes} min {seconds:02d} s" if seconds else f"{minutes} min"
        calls = (
            "annulation d'une déclaration cliquée selon la Loi 25A"
            if self.online_call_undo
            else ("aucune annulation de déclaration cliquée")
        )
        claim = (
            "revendication avec ligne de jeu exigée"
            if self.online_claim_line_required
            else ("revendication sans ligne de jeu exigée")
        )
        return f"{calls} ; {self.online_card_undo_rule} ; {clock} par donne ; {claim}"


# Until when the organiser lets a misclicked card be taken back (when he allows it at all).
UNDO_UNTIL = {
    "next_played": "tant que le joueur suivant n'a pas joué",
    "trick_end": "tant que la levée n'est pas complète",
}
# The policy an organiser may set per event: key -> (Regulation field, kind). Kinds: "bool" (yes/no),
# "until" (a key of UNDO_UNTIL), "seconds" (time per board, SECONDS_RANGE).
POLICY_KEYS = {
    "call_undo": ("online_call_undo", "bool"),
    "card_undo": ("online_card_undo", "bool"),
    "undo_until": ("online_undo_until", "until"),
    "seconds_per_board": ("online_seconds_per_board", "seconds"),
    "claim_line": ("online_claim_line_required", "bool"),
    # A club's own scale of procedural penalties (Law 90, issue 30 F15): ARBITRE_PENALTY_SCALE.
    "penalty_warning": ("procedural_warning_first", "bool"),
    "penalty_percent": ("procedural_percent_of_top", "figure"),
    "penalty_imps": ("procedural_imps", "figure"),
    "penalty_repeat": ("procedural_repeat_factor", "figure"),
}
# A yes/no condition as typed (ARBITRE_REGULATION, /tournoi, `topics --reglement`): stored as yes/no.
YES_NO_WORDS = {"oui": "yes", "non": "no", "yes": "yes", "no": "no"}
PENALTY_KEYS = frozenset(key for key in POLICY_KEYS if key.startswith("penalty_"))
SECONDS_RANGE = (60, 3600)
BY_MAX = 80


def available() -> tuple[str, ...]:
    folder = DATA / "regulations"
    return tuple(sorted(p.name.removesuffix(".toml") for p in folder.iterdir() if p.name.endswith(".toml")))


@cache
def load(regulation_id: str = DEFAULT_REGULATION) -> Regulation:
    """A regulation by id, or by the spec of one with an organiser's policy (`Regulation.spec`)."""
    base_id, _, query = regulation_id.partition("?")
    if not query:
        return _load_file(base_id)
    try:
        pairs = parse_qsl(query, keep_blank_values=True, strict_parsing=True)
    except ValueError:
        raise RulesError(f"Conditions de l'organisateur illisibles : {query!r}.") from None
    changes = dict(pairs)
    by = changes.pop("by", "")
    return with_policy(_load_file(base_id), changes, by)


def with_policy(regulation: Regulation, changes: dict[str, str], by: str | None = None) -> Regulation:
    """The regulation with an organiser's online choices (Law 80B2e/f) over the file's values.

    `changes` maps POLICY_KEYS to "yes"/"no", a key of UNDO_UNTIL or a number of seconds; a value
    equal to the file's drops out, so the spec names only real choices. Refused in French if invalid.
    """
    base = _load_file(regulation.id)
    policy = dict(regulation.policy)
    for key, value in changes.items():
        if key not in POLICY_KEYS:
            raise RulesError(
                f"Condition inconnue : {key!r}. Conditions possibles : {', '.join(POLICY_KEYS)}."
            )
        field, kind = POLICY_KEYS[key]
        if kind == "bool":  # French values are what directors type: « claim_line=non » as « no »
            value = YES_NO_WORDS.get(value.strip().lower(), value)
        typed = _typed(key, kind, value)
        if getattr(base, field) == typed:
            policy.pop(key, None)
        else:
            policy[key] = value
    fields = {POLICY_KEYS[key][0]: _typed(key, POLICY_KEYS[key][1], value) for key, value in policy.items()}
    if PENALTY_KEYS & set(policy):
        fields["procedural_scale_text"] = _club_scale_text(replace(base, **fields))
    owner = regulation.policy_by if by is None else " ".join(by.split())
    if len(owner) > BY_MAX:
        raise RulesError(f"Nom de l'organisateur trop long ({BY_MAX} caractères au plus).")
    return replace(base, **fields, policy=tuple(sorted(policy.items())), policy_by=owner)


def _club_scale_text(regulation: Regulation) -> str:
    def figure(value: float) -> str:
        return f"{value:g}".replace(".", ",")

    first = "un avertissement d'abord, puis " if regulation.procedural_warning_first else ""
    return (
        f"Barème de pénalités du club (ARBITRE_PENALTY_SCALE) : {first}"
        f"{figure(regulation.procedural_percent_of_top)} % du top en paires ou {figure(regulation.procedural_imps)} "
        f"IMP en équipes, multipliés par {figure(regulation.procedural_repeat_factor)} en cas de récidive."
    )


def _typed(key: str, kind: str, value: str) -> bool | int | float | str:
    if kind == "bool":
        if value not in ("yes", "no"):
            raise RulesError(f"Condition {key} : « {value} » n'est ni oui ni non.")
        return value == "yes"
    if kind == "until":
        if value not in UNDO_UNTIL:
            raise RulesError(f"Condition {key} : « {value} » inconnu ({', '.join(UNDO_UNTIL)}).")
        return value
    if kind == "figure":  # a percentage of a top, IMPs or a factor: 0 to 100, plain decimals
        if not re.fullmatch(r"[0-9]{1,3}(?:\.[0-9]{1,2})?", value) or float(value) > 100:
            raise RulesError(f"Condition {key} : « {value[:20]} » n'est pas un nombre de 0 à 100.")
        return float(value)
    low, high = SECONDS_RANGE
    if not value.isdigit() or not low <= int(value) <= high:
        raise RulesError(f"Temps par donne : de {low} à {high} secondes, pas « {value} ».")
    return int(value)


@cache
def _load_file(regulation_id: str) -> Regulation:
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
        appeal_details=str(data["appeals"].get("details", "")),
        **_optional(scores),
        **_online(data.get("online", {})),
        **_leads(data.get("leads", {})),
        **_procedural(data.get("procedural_penalties", {})),
    )


def _read(regulation_id: str, seen: tuple[str, ...] = ()) -> dict[str, Any]:
    """A regulation file, merged over the file it `extends` (section by section): an online
    regulation is its federation's regulation plus its [online] choices, written once."""
    path = DATA / "regulations" / f"{regulation_id}.toml"
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
        "call_undo": ("online_call_undo", bool),
        "card_undo": ("online_card_undo", bool),
        "undo_until": ("online_undo_until", str),
        "seconds_per_board": ("online_seconds_per_board", int),
        "claim_line_required": ("online_claim_line_required", bool),
        "slow_play_text": ("online_slow_play_text", str),
        "disconnection_text": ("online_disconnection_text", str),
    }
    found: dict[str, object] = {
        field: kind(section[key]) for key, (field, kind) in keys.items() if key in section
    }
    if "seconds_per_board" in section:
        found["online_clock_from_file"] = True
    if found.get("online_undo_until", "next_played") not in UNDO_UNTIL:
        raise RulesError(
            f"[online] undo_until : {found['online_undo_until']!r} inconnu ({', '.join(UNDO_UNTIL)})."
        )
    return found


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

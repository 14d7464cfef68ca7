"""An online event's conditions of play (the organiser's policy, Law 80B2e), typed in French.

The organiser sets them when opening the event or later, on either platform, with the same words:

    /tournoi ouvrir Simultané du jeudi cartes=suivant temps=8
    /tournoi reglage declarations=non ligne=non

and the event stores them as a regulation spec (`rules.regulations.Regulation.spec`): the
regulation's id plus the choices that differ from its file, and the event's name. Every incident
opened in the event's context gets that spec, so its ruling names the event's conditions and a
restart rules it the same. This module only translates between the French words and the spec.
"""

from __future__ import annotations

import re

import rules
from bot.events.desk import CallDesk
from bot.events.model import Tournament
from bot.incidents.incident import Refused
from bot.incidents.store import Store
from rules.errors import shown
from rules.model import RulesError
from rules.regulations import SECONDS_RANGE, Regulation, with_policy

DEFAULT_EVENT_REGULATION = "ffb_en_ligne"
_SETTING = re.compile(r"^(?P<key>[a-zé]+)=(?P<value>\S+)$", re.IGNORECASE)
_YES_NO = {"oui": "yes", "non": "no"}
_CARDS = {"non": ("no", None), "suivant": ("yes", "next_played"), "levee": ("yes", "trick_end")}

USAGE = (
    "Conditions du tournoi (mot=valeur, séparés par des espaces) : "
    "declarations=oui|non (annulation d'une déclaration cliquée selon la Loi 25A, ou aucune) ; "
    "cartes=non|suivant|levee (reprise d'une carte cliquée : jamais, tant que le joueur suivant n'a pas "
    "joué, tant que la levée n'est pas complète) ; temps=7:30 (minutes par donne) ; "
    "ligne=oui|non (revendication avec ligne de jeu exigée) ; reglement=ffb_en_ligne|ffb|wbf."
)


def is_setting(word: str) -> bool:
    return _SETTING.match(word) is not None


def split_settings(words: list[str]) -> tuple[list[str], list[str]]:
    """The words that are settings (mot=valeur) and the others (the event's name, an id)."""
    settings = [word for word in words if is_setting(word)]
    return settings, [word for word in words if not is_setting(word)]


def _plain(text: str) -> str:
    return text.lower().replace("é", "e").replace("è", "e")


def _seconds(value: str) -> str:
    """« 7:30 », « 7min30 », « 8 » (minutes) or « 450s » as a number of seconds, within SECONDS_RANGE."""
    text = _plain(value).replace("min", ":").replace("m", ":").rstrip(":")
    if re.fullmatch(r"[0-9]{1,5}s", text):
        seconds = int(text[:-1])
    elif re.fullmatch(r"[0-9]{1,2}(:[0-5][0-9])?", text):
        minutes, _, rest = text.partition(":")
        seconds = int(minutes) * 60 + int(rest or 0)
    else:
        raise Refused(
            f"Temps par donne illisible : « {shown(value)} ». Écrivez par exemple temps=7:30 ou temps=8."
        )
    low, high = SECONDS_RANGE
    if not low <= seconds <= high:
        raise Refused(f"Temps par donne : de {low // 60} à {high // 60} minutes, pas « {shown(value)} ».")
    return str(seconds)


def parse(settings: list[str]) -> tuple[dict[str, str], str | None]:
    """French settings as policy changes (rules.regulations.POLICY_KEYS) and maybe a new base
    regulation id. Refused, in French, on an unknown word or value: nothing is changed then."""
    changes: dict[str, str] = {}
    base: str | None = None
    for word in settings:
        match = _SETTING.match(word)
        if match is None:
            raise Refused(f"Condition illisible : « {word} ». {USAGE}")
        key, value = _plain(match["key"]), match["value"]
        plain = _plain(value)
        if key in ("declarations", "ligne"):
            if plain not in _YES_NO:
                raise Refused(f"{key}= attend oui ou non, pas « {value} ».")
            changes["call_undo" if key == "declarations" else "claim_line"] = _YES_NO[plain]
        elif key == "cartes":
            if plain not in _CARDS:
                raise Refused(f"cartes= attend non, suivant ou levee, pas « {value} ».")
            undo, until = _CARDS[plain]
            changes["card_undo"] = undo
            if until is not None:
                changes["undo_until"] = until
        elif key == "temps":
            changes["seconds_per_board"] = _seconds(value)
        elif key == "reglement":
            if plain not in rules.regulations.available():
                known = ", ".join(rules.regulations.available())
                raise Refused(f"Règlement inconnu : « {value} ». Règlements disponibles : {known}.")
            base = plain
        else:
            raise Refused(f"Condition inconnue : « {match['key']} ». {USAGE}")
    return changes, base


def event_spec(current: str, settings: list[str], name: str) -> str:
    """The regulation spec of an event after these French settings (its current spec, or the
    default online regulation for a new event), with the event's name as the organiser's."""
    changes, base = parse(settings)
    try:
        regulation = rules.load_regulation(current)
        if base is not None and base != regulation.id:
            kept = dict(regulation.policy)
            regulation = with_policy(rules.load_regulation(base), kept)
        return with_policy(regulation, changes, name).spec
    except RulesError as error:
        raise Refused(str(error)) from None


def describe(spec: str) -> str:
    """The event's regulation by name, with its conditions, for /tournoi etat (never a bare id)."""
    try:
        regulation: Regulation = rules.load_regulation(spec)
    except RulesError:
        return spec
    return f"{regulation.name}, version {regulation.version}. Conditions : {regulation.online_policy_text}."


def spec_of(tournament: Tournament) -> str:
    """The event's regulation spec, naming the event as the organiser (events opened before the
    organiser's policy existed stored a bare id)."""
    try:
        regulation = rules.load_regulation(tournament.regulation)
        if regulation.from_event:
            return regulation.spec
        return with_policy(regulation, {}, tournament.name).spec
    except RulesError:
        return tournament.regulation  # refused in French when the incident opens


async def event_regulation(store: Store, chat: str) -> str | None:
    """The regulation spec of the open event whose players' or directors' chat this is, if any:
    an incident opened there is ruled under the event's regulation (issue 22, F2)."""
    current = await CallDesk(store).current(chat)
    return spec_of(current) if current is not None else None

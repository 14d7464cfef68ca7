"""What names a person in a stored row, and its anonymous form (issue 23, R3). Pure: no database.

A person is known by a platform id (« telegram:424242 ») and a display name. Within one scope (an
incident with its polls, or an event with its calls) each person gets a pseudonym, « Personne 1 »,
« Personne 2 » …, so the log still reads. A private chat's key is the user's own id on Telegram (a
positive chat id) and a direct-message channel on Discord (no server): both become « privé », and
their place name too. Free texts (notes, a call's reason, a poll's hand) cannot be searched for
names reliably: they are erased.
"""

from __future__ import annotations

from typing import Any

PSEUDONYM = "Personne {n}"
ERASED_NOTE = "[note effacée (données personnelles)]"
ERASED_TEXT = "[texte effacé (données personnelles)]"
PRIVATE = "privé"
SYSTEM = "system"
# JSON keys whose value is free text typed by someone.
FREE_TEXT_KEYS = frozenset({"reason", "text"})
# JSON keys naming a person: (id key, name key); a name without an id key is paired with itself.
PERSON_KEYS = (
    ("owner_id", "owner_name"),
    ("caller_id", "caller_name"),
    ("taken_by_id", "taken_by"),
    ("closed_by_id", "closed_by"),
    ("opened_by_id", "opened_by"),
    ("actor_id", "actor_name"),
)
CHAT_KEYS = frozenset({"chat", "directors_chat", "caller_chat"})


def is_private_chat(key: str) -> bool:
    """A Telegram chat with a user (positive id), or a Discord channel outside any server."""
    parts = key.split(":")
    if parts[0] == "telegram" and len(parts) >= 2:
        return parts[1].isdigit()
    if parts[0] == "discord" and len(parts) >= 3:
        return parts[1] == "0" and parts[2] != PRIVATE
    return False


def anonymous_chat(key: str) -> str:
    """A private chat's key without its id, keeping the platform (and Discord's empty server)."""
    if not is_private_chat(key):
        return key
    parts = key.split(":")
    return f"telegram:{PRIVATE}" if parts[0] == "telegram" else f"discord:0:{PRIVATE}"


def anonymous_place(place: str | None, chat: str) -> str | None:
    """« Telegram : privé avec Jean Dupont » becomes « Telegram : conversation privée », and a group's
    or server's own name (« Club Dupont et amis », chosen by its members) « Telegram : groupe »: a
    title can name a person as well as a note can (issue 30, tg_privacy.py)."""
    if place is None:
        return None
    platform = place.split(" : ", 1)[0] if " : " in place else chat.split(":", 1)[0].capitalize()
    if is_private_chat(chat) or " privé avec " in place:
        return f"{platform} : conversation privée"
    return f"{platform} : {'salon' if platform == 'Discord' else 'groupe'}"


class Pseudonyms:
    """One scope's people: the same person keeps the same pseudonym everywhere in it."""

    def __init__(self) -> None:
        self._by_id: dict[str, str] = {}
        self._by_name: dict[str, str] = {}

    def _next(self) -> str:
        return PSEUDONYM.format(n=len(set(self._by_id.values()) | set(self._by_name.values())) + 1)

    def person(self, person_id: str | None, name: str | None = None) -> str:
        """The pseudonym of an id (and of its name); « system » stays itself."""
        if person_id == SYSTEM:
            return SYSTEM
        if person_id and person_id.startswith(PSEUDONYM.format(n="")):
            return person_id  # already anonymised
        pseudonym = None
        if person_id:
            pseudonym = self._by_id.get(person_id)
        if pseudonym is None and name:
            pseudonym = self._by_name.get(name)
        if pseudonym is None:
            pseudonym = self._next()
        if person_id:
            self._by_id[person_id] = pseudonym
        if name:
            self._by_name.setdefault(name, pseudonym)
        return pseudonym

    def name(self, name: str) -> str:
        if name.startswith(PSEUDONYM.format(n="")):
            return name
        return self._by_name.get(name) or self.person(None, name)

    def learn(self, value: Any) -> None:
        """Register the people a JSON value names, before rewriting it."""
        if isinstance(value, dict):
            for id_key, name_key in PERSON_KEYS:
                person_id, name = value.get(id_key), value.get(name_key)
                if isinstance(person_id, str) or isinstance(name, str):
                    self.person(
                        person_id if isinstance(person_id, str) else None,
                        name if isinstance(name, str) else None,
                    )
            for item in value.values():
                self.learn(item)
        elif isinstance(value, list):
            for item in value:
                self.learn(item)

    def scrub(self, value: Any, key: str | None = None) -> Any:
        """`value` with every known id or name replaced, private chats hidden, free texts erased."""
        if isinstance(value, dict):
            scrubbed = {k: self.scrub(v, k) for k, v in value.items()}
            if "place" in value and isinstance(value["place"], str):
                scrubbed["place"] = anonymous_place(value["place"], str(value.get("chat") or ""))
            return scrubbed
        if isinstance(value, list):
            return [self.scrub(item) for item in value]
        if not isinstance(value, str):
            return value
        if value in (ERASED_NOTE, ERASED_TEXT):
            return value
        if key in FREE_TEXT_KEYS and value:
            return ERASED_TEXT
        if key in CHAT_KEYS:
            return anonymous_chat(value)
        if value in self._by_id:
            return self._by_id[value]
        if value in self._by_name:
            return self._by_name[value]
        if is_private_chat(value) and ":" in value:
            return anonymous_chat(value)
        return value

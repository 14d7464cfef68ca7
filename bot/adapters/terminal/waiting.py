"""The terminal's side of the rulings that still wait (bot/incidents/waiting.py says for what): they
stay in the list of unfinished incidents at the next launch, with the terminal's keys, and `v N` at the
first menu shows any ruling again with its score sheet (as Telegram's and Discord's `/incidents N` do),
so a ruling given mid-hand is finished after the hand on the same incident, never on a duplicate."""

from __future__ import annotations

import re

from bot.incidents.incident import Incident
from bot.incidents.table_result import ruling_of
from bot.incidents.waiting import Wait, Waiting
from bot.incidents.waiting import waits_for as engine_waits_for
from bot.scores.offer import revoke_choices
from rules.model import ScoreLine

VIEW_COMMAND = re.compile(r"(?:v|voir)\s+#?(\d{1,9})", re.IGNORECASE)
# The score sheet's keys, typed at the first menu where no ruling is on screen: said, not searched as
# words (« mn » used to offer « Attaque hors tour »).
SHEET_COMMAND = re.compile(
    r"mn|me|m|dd|dd\s.*|m\s+(?:(?:ns|eo|ew|n-s|e-o)\s+)?\S*[\d=/]\S*.*", re.IGNORECASE
)  # « m NS 4♠= » too (tester12 Y16)
SHEET_HINT = (
    "Aucun incident ouvert : la marque et le double mort s'enregistrent sous une décision ; « v N » rouvre "
    "celle de l'incident N (arbitre incidents pour les numéros). Rien n'est noté."
)
# « p rev=S atout=♠ … » at the first menu (tester12 Y16): a claim's position, not words to search.
POSITION_COMMAND = re.compile(r"p\s+\S*=.*", re.IGNORECASE)
POSITION_HINT = (
    "Aucun incident ouvert : la position d'une revendication se donne dans son incident (décrivez-la, ou "
    "choisissez le thème Revendication, puis p …) ; pour compter sans incident : "
    "arbitre revendication '<position>'. Rien n'est noté."
)
VIEW_ALONE = re.compile(r"v|voir", re.IGNORECASE)
VIEW_HINT = "Aucun incident ouvert : « v N » revoit l'incident N (arbitre incidents pour les numéros)."


# The terminal's keys for what a ruling waits for (the reason is the engine's: bot/incidents/waiting.py).
KEYS = {
    Wait.TRANSFER: " (r pour changer « Où en est le jeu »)",
}
SIDE_KEYS = ("mn", "me")  # the corrected result, declarer Nord-Sud / Est-Ouest (REVOKE_SIDES' order)


def side_keys(line: ScoreLine) -> list[str]:
    """`mn`, `me` or both: only the key of the side that played the contract once it is known."""
    return [SIDE_KEYS[i] for i in revoke_choices(line)]


def _mark_keys(incident: Incident) -> str:
    ruling = ruling_of(incident)
    keys = side_keys(ruling.score) if ruling is not None and ruling.score is not None else []
    return f" ({', '.join(keys)} ou m <ligne>)" if keys else " (m <ligne>)"


def waits_for(incident: Incident) -> str | None:
    """What a ruled incident still waits for, in French with the terminal's keys (only those still
    valid); None when nothing."""
    found = engine_waits_for(incident)
    return said(incident, found) if found is not None else None


def said(incident: Incident, found: Waiting) -> str:
    """What `incident` waits for, with the terminal's keys."""
    return found.text + (_mark_keys(incident) if found.kind is Wait.MARK else KEYS.get(found.kind, ""))


def viewed(text: str) -> str | None:
    """The incident number of `v 3` / `voir #3`; None for anything else."""
    found = VIEW_COMMAND.fullmatch(text.strip())
    return found[1] if found else None

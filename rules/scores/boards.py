"""Law 2: a duplicate board's number fixes its dealer and its vulnerability.

Boards are marked in a cycle of 16 (dealer: Nord, Est, Sud, Ouest in turn; vulnerability as printed on
every board, board 17 marked as board 1). The director records the board number (`d`, `/donne`); the
score line then takes the board's vulnerability instead of assuming nobody is vulnerable (issue 30, F1).
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.model import RulesError

DEALERS = ("Nord", "Est", "Sud", "Ouest")
# Boards 1 to 16; the vulnerability codes are those of the score line's vul= (rules/scores/adjusted.py).
_CYCLE = (
    "personne", "ns", "eo", "tous",
    "ns", "eo", "tous", "personne",
    "eo", "tous", "personne", "ns",
    "tous", "personne", "ns", "eo",
)  # fmt: skip
VULNERABILITY_LABELS = {
    "personne": "personne vulnérable",
    "ns": "Nord-Sud vulnérables",
    "eo": "Est-Ouest vulnérables",
    "tous": "tous vulnérables",
}
MAX_BOARD = 999


@dataclass(frozen=True)
class BoardConditions:
    number: int
    dealer: str
    vulnerability: str  # personne, ns, eo, tous

    @property
    def text(self) -> str:
        return f"donne {self.number} : donneur {self.dealer}, {VULNERABILITY_LABELS[self.vulnerability]}"


def conditions(number: int) -> BoardConditions:
    """Dealer and vulnerability of board `number` (Law 2)."""
    if not 1 <= number <= MAX_BOARD:
        raise RulesError(f"Numéro de donne impossible : {number} (de 1 à {MAX_BOARD}).")
    return BoardConditions(number, DEALERS[(number - 1) % 4], _CYCLE[(number - 1) % 16])

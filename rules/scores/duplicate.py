"""Duplicate scoring (Law 77), for the corrected result after a trick transfer."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from functools import cache


class Strain(StrEnum):
    CLUBS = "C"
    DIAMONDS = "D"
    HEARTS = "H"
    SPADES = "S"
    NOTRUMP = "NT"

    @property
    def symbol(self) -> str:
        return {"C": "♣", "D": "♦", "H": "♥", "S": "♠", "NT": "SA"}[self.value]


class Doubling(StrEnum):
    NONE = "none"
    DOUBLED = "doubled"
    REDOUBLED = "redoubled"

    @property
    def suffix(self) -> str:
        return {"none": "", "doubled": " X", "redoubled": " XX"}[self.value]


@dataclass(frozen=True)
class Contract:
    level: int  # 1 to 7
    strain: Strain
    doubling: Doubling = Doubling.NONE
    vulnerable: bool = False

    def __post_init__(self) -> None:
        if not 1 <= self.level <= 7:
            raise ValueError("a contract is at level 1 to 7")

    @property
    def name(self) -> str:
        return f"{self.level}{self.strain.symbol}{self.doubling.suffix}"

    def result(self, tricks: int) -> str:
        """« 4♠ = », « 3SA +1 », « 1♥ X -2 »."""
        diff = tricks - (self.level + 6)
        return f"{self.name} {'=' if diff == 0 else f'{diff:+d}'}"


def _trick_value(strain: Strain, odd_trick_index: int) -> int:
    if strain in (Strain.CLUBS, Strain.DIAMONDS):
        return 20
    if strain is Strain.NOTRUMP and odd_trick_index == 0:
        return 40
    return 30


def score(contract: Contract, tricks: int) -> int:
    """Score for the declaring side; negative when the contract is defeated."""
    if not 0 <= tricks <= 13:
        raise ValueError("tricks are between 0 and 13")
    multiplier = {Doubling.NONE: 1, Doubling.DOUBLED: 2, Doubling.REDOUBLED: 4}[contract.doubling]
    needed = contract.level + 6
    vul = contract.vulnerable
    if tricks < needed:
        return -_undertricks(needed - tricks, contract.doubling, vul)

    contract_points = sum(_trick_value(contract.strain, i) for i in range(contract.level)) * multiplier
    total = contract_points
    total += (500 if vul else 300) if contract_points >= 100 else 50  # game bonus, else partscore
    if contract.level == 6:
        total += 750 if vul else 500
    elif contract.level == 7:
        total += 1500 if vul else 1000
    if contract.doubling is Doubling.DOUBLED:
        total += 50  # « for the insult »
    elif contract.doubling is Doubling.REDOUBLED:
        total += 100
    overtricks = tricks - needed
    if contract.doubling is Doubling.NONE:
        total += overtricks * _trick_value(contract.strain, 1)
    else:
        per = (200 if vul else 100) * (2 if contract.doubling is Doubling.REDOUBLED else 1)
        total += overtricks * per
    return total


def _undertricks(down: int, doubling: Doubling, vulnerable: bool) -> int:
    if doubling is Doubling.NONE:
        return down * (100 if vulnerable else 50)
    if vulnerable:
        points = 200 + 300 * (down - 1)
    else:
        # Not vulnerable: 100, then 200 each for the 2nd and 3rd, then 300 each.
        points = sum(100 if i == 0 else 200 if i < 3 else 300 for i in range(down))
    return points * (2 if doubling is Doubling.REDOUBLED else 1)


def side_vulnerable(side: str, vulnerability: str) -> bool:
    """Whether « NS » or « EO » is vulnerable at a board's vulnerability (« personne », « ns », « eo », « tous »)."""
    return vulnerability == "tous" or vulnerability == side.lower()


@cache
def scores_at(vulnerability: str) -> frozenset[int]:
    """Every score for Nord-Sud a board of this vulnerability can give (Law 77): Nord-Sud's contracts
    made or defeated at Nord-Sud's vulnerability, Est-Ouest's at theirs (tester6 T37: +420 is no
    result of a board where both sides are vulnerable)."""
    found = {0}
    for side, sign in (("NS", 1), ("EO", -1)):
        vulnerable = side_vulnerable(side, vulnerability)
        for level in range(1, 8):
            for strain in Strain:
                for doubling in Doubling:
                    contract = Contract(level, strain, doubling, vulnerable)
                    found.update(sign * score(contract, tricks) for tricks in range(14))
    return frozenset(found)

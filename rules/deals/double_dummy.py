"""Double dummy: the tricks each declarer takes in each strain, the par score, and what the
contracts a director names would make, all cards seen (the DDS solver, through endplay).

endplay is imported inside the functions, the first time a deal is solved: a director who never
asks pays nothing at start-up (it takes about half a second to import). Solving takes from a few
milliseconds to about a second; the chats call it off their event loop (bot/deals/solver.py).
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from typing import Any

from rules.deals.model import SEATS, Deal, DealError, Seat
from rules.scores.adjusted import ambiguous_c
from rules.scores.duplicate import Strain

STRAINS = ("C", "D", "H", "S", "NT")  # the table's order, lowest first, as a scorer reads it
STRAIN_TEXT = {strain.value: strain.symbol for strain in Strain}  # one spelling: Strain.symbol


@dataclass(frozen=True)
class DDTable:
    """Tricks taken by each declarer in each strain, all cards seen."""

    tricks: dict[tuple[str, Seat], int]

    def get(self, strain: str, declarer: Seat) -> int:
        return self.tricks[(strain, declarer)]

    def to_dict(self) -> dict[str, dict[str, int]]:
        return {s: {seat.value: self.tricks[(s, seat)] for seat in SEATS} for s in STRAINS}

    @classmethod
    def from_dict(cls, data: dict[str, dict[str, int]]) -> DDTable:
        return cls({(s, Seat(k)): int(v) for s in STRAINS for k, v in data[s].items()})

    def text(self) -> str:
        """Monospace: one row per declarer, one column per strain."""
        header = "        " + "".join(f"{STRAIN_TEXT[s]:>4}" for s in STRAINS)
        rows = [
            f"{seat.french:<8}" + "".join(f"{self.tricks[(s, seat)]:>4}" for s in STRAINS) for seat in SEATS
        ]
        return "\n".join([header, *rows])


@dataclass(frozen=True)
class Par:
    """The par score for Nord-Sud and the par contracts, in French (« 4♠ par Sud, +620 »)."""

    score_ns: int
    contracts: tuple[str, ...]

    def text(self) -> str:
        if not self.contracts:
            return "Marque par : 0 (passe général)."
        return f"Marque par : {self.score_ns:+d} pour Nord-Sud ({', '.join(self.contracts)})."

    def to_dict(self) -> dict[str, Any]:
        return {"score_ns": self.score_ns, "contracts": list(self.contracts)}


def _endplay_deal(deal: Deal) -> Any:
    from endplay.types import Deal as EndplayDeal

    return EndplayDeal(deal.pbn)


@functools.lru_cache(maxsize=256)
def analyse(deal: Deal) -> tuple[DDTable, Par]:
    """The double-dummy table of a whole deal and its par score, from one DDS call (endplay);
    kept for the 256 deals last solved (a deal is solved again for each contract named)."""
    from endplay.dds import calc_dd_table
    from endplay.dds import par as endplay_par
    from endplay.types import Player, Vul

    solved = calc_dd_table(_endplay_deal(deal))
    rows = solved.to_list()  # [denom: ♠ ♥ ♦ ♣ SA][player: N E S W]
    order = ("S", "H", "D", "C", "NT")
    table = DDTable({(order[d], seat): int(rows[d][p]) for d in range(5) for p, seat in enumerate(SEATS)})
    vul = {"personne": Vul.none, "ns": Vul.ns, "eo": Vul.ew, "tous": Vul.both}[deal.vulnerability]
    players = (Player.north, Player.east, Player.south, Player.west)
    found = endplay_par(solved, vul, players[deal.dealer.index])
    contracts = []
    for contract in found:
        strain = order[int(contract.denom)]
        seat = SEATS[int(contract.declarer)]
        doubled = {1: "", 2: "X", 4: "XX"}[int(contract.penalty)]
        made = int(contract.result)
        result = "=" if made == 0 else f"{made:+d}"
        contracts.append(f"{contract.level}{STRAIN_TEXT[strain]}{doubled}{result} par {seat.french}")
    return table, Par(int(found.score), tuple(dict.fromkeys(contracts)))


def dd_table(deal: Deal) -> DDTable:
    return analyse(deal)[0]


_STRAIN_WORDS = {
    "SA": "NT", "NT": "NT", "♠": "S", "P": "S", "S": "S", "♥": "H", "CO": "H", "H": "H",
    "♦": "D", "CA": "D", "K": "D", "D": "D", "♣": "C", "T": "C",
}  # fmt: skip
_NAMED = re.compile(
    r"^(?P<who>NS|EO|EW|N|S|E|O|W)\s*(?P<level>[1-7])\s*(?P<strain>SA|NT|CO|CA|♣|♦|♥|♠|T|K|D|H|P|S|C)"
    r"\s*(?P<doubling>XX|X)?$"
)
CONTRACTS_HELP = (
    "Contrats à évaluer : déclarant puis contrat, séparés par des virgules, par ex. « S 4♠, O 3SA, N 5♦X » "
    "(N, E, S, O ; ou NS / EO pour le mieux placé du camp)."
)


@dataclass(frozen=True)
class NamedContract:
    """A contract the director names, with what it makes double dummy."""

    level: int
    strain: str
    doubling: str  # « », « X », « XX »
    declarer: Seat
    tricks: int
    best_of_side: bool = False  # the side was named: its better-placed declarer

    @property
    def result(self) -> int:
        return self.tricks - (self.level + 6)

    @property
    def name(self) -> str:
        return f"{self.level}{STRAIN_TEXT[self.strain]}{self.doubling}"

    @property
    def outcome(self) -> str:
        """The worksheet's way of writing it: « 4♠= », « EO 3SA-1 »."""
        made = "=" if self.result == 0 else f"{self.result:+d}"
        prefix = "EO " if self.declarer.side == "eo" else "NS "  # always said: an adjusted score asks it (W1)
        return f"{prefix}{self.name}{made}"

    def text(self) -> str:
        how = " (le mieux placé du camp)" if self.best_of_side else ""
        return f"{self.name} par {self.declarer.french}{how} : {self.tricks} levées, {self.outcome}"


def name_contracts(text: str, table: DDTable) -> tuple[NamedContract, ...]:
    """« S 4♠, O 3SA » → what each makes double dummy; DealError (French) for what cannot be read."""
    items = [item.strip().upper() for item in (text or "").split(",") if item.strip()]
    if not items:
        raise DealError(CONTRACTS_HELP)
    if len(items) > 6:
        raise DealError("Six contrats au plus à la fois.")
    found = []
    for item in items:
        match = _NAMED.match(" ".join(item.split()))
        if not match:
            raise DealError(f"Contrat illisible : « {item} ». {CONTRACTS_HELP}")
        if match["strain"] == "C":
            raise DealError(ambiguous_c(item))
        strain = _STRAIN_WORDS[match["strain"]]
        who = match["who"]
        doubling = match["doubling"] or ""
        if who in ("NS", "EO", "EW"):
            seats = (Seat.NORTH, Seat.SOUTH) if who == "NS" else (Seat.EAST, Seat.WEST)
            seat = max(seats, key=lambda s: table.get(strain, s))
            found.append(
                NamedContract(int(match["level"]), strain, doubling, seat, table.get(strain, seat), True)
            )
        else:
            seat = Seat.read(who)
            found.append(NamedContract(int(match["level"]), strain, doubling, seat, table.get(strain, seat)))
    return tuple(found)


def starting_line(contracts: tuple[NamedContract, ...]) -> str:
    """The worksheet line the DD figures suggest: each contract with its DD result, equal weights
    that the director replaces by his own judgement of the likely results (12C1c)."""
    if len(contracts) == 1:
        return contracts[0].outcome
    weights = [100 // len(contracts)] * len(contracts)
    weights[0] += 100 - sum(weights)
    return ",".join(f"{c.outcome}:{w}" for c, w in zip(contracts, weights, strict=True))

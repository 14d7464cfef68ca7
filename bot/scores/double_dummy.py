"""Double dummy for an incident, on request (issue 32 §2): the table of tricks for each strain and
declarer, the par score, and for an adjusted score the tricks of each contract the director names,
offered as the starting figures of the worksheet. The director keeps the judgement of the likely
results (12C1b, 12C1c): the weights are his, the figures only a start.

The solver runs off the event loop in the one solver process (bot/incidents/solver.py: never two DDS
calls at once, a time limit that stops the work); endplay is imported there on the first solve.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from bot.incidents.incident import Incident
from bot.incidents.solver import SOLVER, Busy, TooSlow
from rules.deals import Deal, DealError
from rules.deals import double_dummy as dd

T = TypeVar("T")

TIME_LIMIT = 20.0  # seconds; a DD table takes from a few ms to about a second on 2 cores

CONTRACTS_HINT = (
    "dd S 4♠, O 3SA : levées au double mort de chaque contrat nommé (N, E, S, O, ou NS / EO), et la ligne de "
    "départ de la feuille"
)


class SolveTimeout(Exception):
    """The solver did not answer in time; the message is French."""


async def solve(fn: Callable[..., T], *args: Any, limit: float = TIME_LIMIT) -> T:
    """`fn(*args)` in the solver process; SolveTimeout (French) past `limit` seconds, the work
    stopped, or when the solver's queue is full."""
    try:
        return await SOLVER.run(fn, *args, limit=limit)
    except TooSlow:
        raise SolveTimeout(
            f"Le calcul du double mort dépasse {limit:g} s : il a été arrêté. Réessayez dans un instant. "
            "Rien n'a été modifié."
        ) from None
    except Busy as error:
        raise SolveTimeout(str(error)) from None


@dataclass(frozen=True)
class DoubleDummy:
    """What the director reads: a monospace block (the table and the par), the named contracts'
    lines, and the worksheet line they suggest (None without contracts)."""

    title: str
    block: str
    contracts: tuple[str, ...] = ()
    line: str | None = None

    def lines(self, record: str) -> list[str]:
        """The prose lines after the block; `record` is how this platform records a line
        (« m », « /marque #12 »)."""
        found = list(self.contracts)
        if self.line is not None:
            found.append(
                f"Point de départ de la feuille : {record} {self.line} — les poids sont à fixer selon votre "
                "jugement des résultats probables (12C1c) ; le double mort ne dit pas ce qu'un joueur aurait fait."
            )
        return found


def no_cards(incident: Incident) -> str:
    board = incident.deal.board if incident.deal is not None else "5"
    return (
        f"L'incident #{incident.id} n'a pas les cartes de sa donne : importez la séance (« arbitre donnes importer "
        f"FICHIER.pbn », le fichier PBN envoyé au bot, ou /donnes), puis notez la donne (d {board}, /donne)."
    )


def compute(deal: Deal, contracts: str) -> DoubleDummy:
    """In the solver process: the table, the par and the named contracts."""
    table, par = dd.analyse(deal)
    named = dd.name_contracts(contracts, table) if contracts.strip() else ()
    return DoubleDummy(
        f"Double mort — {deal.title()}",
        f"{table.text()}\n{par.text()}",
        tuple(f"{c.text()}" for c in named),
        dd.starting_line(named) if named else None,
    )


async def double_dummy(
    incident: Incident, contracts: str = "", limit: float = TIME_LIMIT
) -> DoubleDummy | str:
    """The incident's DD figures, or a French message saying why not (no cards, a contract that
    cannot be read, the solver missing or too slow)."""
    deal = incident.deal.cards if incident.deal is not None else None
    if deal is None:
        return no_cards(incident)
    try:
        return await solve(compute, deal, contracts, limit=limit)
    except DealError as error:
        return str(error)
    except SolveTimeout as error:
        return str(error)
    except ImportError:
        return (
            "Le double mort demande endplay, absent de cette installation (il n'existe pas encore pour "
            "Python 3.14) : installez Arbitre sous Python 3.11 à 3.13."
        )

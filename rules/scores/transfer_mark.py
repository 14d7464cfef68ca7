"""A revoke's mark against the table's result and the ruling's transfer (Law 64A; tester24 P18).

A ruling « transfert de 2 levées » and a mark « NS 4♥+3 obtenu=620 »: 620 is 4♥= (10 tricks) at the table, the
transfer makes 12, 4♥+2; the mark says 13. Pure: the line, the board's context and the transfer in, the
arithmetic said in French out. A mark that gives the offending side more than the rule does is no adjusted score
64C allows (it only redresses the non-offenders' damage, 12B1): refused by the caller. One that gives the
non-offending side more may be a 64C1 adjusted score: the caller says the arithmetic, and records it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from rules.errors import RulesError
from rules.scores.adjusted import contract_tricks, parse_outcomes
from rules.scores.line import Board
from rules.scores.line_syntax import parse_line

_RESULT = re.compile(r"(?:=|[+-]\s*[0-9]{1,2})$")


@dataclass(frozen=True)
class TransferMismatch:
    """The mark's tricks against the table's plus or minus the transfer: `text` says the arithmetic and the
    line to type; `offenders_favoured` when the mark gives the offending side more than the rule does."""

    text: str
    offenders_favoured: bool


def _outcome(contract: str, tricks: int) -> str:
    """« NS 4♥ » and 12 → « NS 4♥+2 »."""
    found = contract_tricks(f"{contract}=")
    assert found is not None
    over = tricks - (found[1] + 6)
    return f"{contract}{'=' if over == 0 else f'{over:+d}'}"


def _ns_score(outcome: str, vulnerability: str) -> int:
    return parse_outcomes(f"{outcome}:100", vulnerability)[0].score


def transfer_mismatch(
    line: str, board: Board, transferred: int, declarer_offended: bool
) -> TransferMismatch | None:
    """The mark `line` (one result with `obtenu=`) against the table's result plus the `transferred` tricks
    (taken from the declarer's side when `declarer_offended`, given to it otherwise); None when they agree, or
    when the line is no single contract with the table's score (weighted, in points, artificial)."""
    try:
        request = parse_line(line)
    except RulesError:
        return None
    outcome = request.outcomes.rpartition(":")[0].strip()
    found = contract_tricks(outcome)
    if request.obtained is None or request.artificial is not None or "," in request.outcomes or found is None:
        return None
    side, _, marked = found
    vulnerability = board.vulnerability or request.vulnerability
    contract = _RESULT.sub("", outcome).strip()
    if side is None:
        contract = f"NS {contract}"
    try:
        obtained = _ns_score(request.obtained, vulnerability)
        at_table = next(
            (t for t in range(14) if _ns_score(_outcome(contract, t), vulnerability) == obtained), None
        )
    except RulesError:
        return None
    if at_table is None:
        return None  # the table's score is no result of this contract: nothing to compare
    after = max(0, min(13, at_table - transferred if declarer_offended else at_table + transferred))
    if marked == after:
        return None
    named = "Est-Ouest" if contract.startswith("EO") else "Nord-Sud"
    right = _outcome(contract, after)
    plural = "s" if transferred > 1 else ""
    arithmetic = (
        f"le résultat de la table (obtenu={request.obtained}) est {_outcome(contract, at_table).split(' ', 1)[1]} "
        f"par {named}, {at_table} levées ; avec le transfert de {transferred} levée{plural} de la décision (64A), "
        f"le déclarant en a {after} : {right.split(' ', 1)[1]}, {_ns_score(right, vulnerability):+d} pour Nord-Sud. "
        f"Cette marque en compte {marked} ({outcome.split(' ', 1)[-1]})"
    )
    offenders_favoured = (marked < after) != declarer_offended
    typed = f"« m {right} obtenu={request.obtained} »"
    if offenders_favoured:
        return TransferMismatch(
            f"Marque refusée : {arithmetic} : elle donne au camp fautif plus que la règle, ce qu'aucune marque "
            f"ajustée ne fait (64C ne répare que le dommage du camp non fautif, 12B1). Tapez {typed}. "
            "Rien n'est enregistré.",
            True,
        )
    return TransferMismatch(
        f"À vérifier : {arithmetic}. Elle ne vaut que comme marque ajustée, si le transfert ne répare pas le "
        f"dommage du camp non fautif (64C1) ; sinon tapez {typed}.",
        False,
    )

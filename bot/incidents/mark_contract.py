"""A mark's contract against the contract the incident states (tester6 T38, tester13 Z11).

Once the play has started the contract is fixed: a claim's mark (69-71) and a revoke's (64A, or the
64C score that restores equity) score that same contract, its level, its strain and its double. What the
incident states: the answers that computed a corrected result (« Palier du contrat ? », « Le contrat
était-il contré ? »: the director's own, or read from the words and confirmed), else the words' final
contract (« Sud joue 4♥ contré »). One check for both marks (`contradiction`), in French, before anything is
recorded: « 4♥+1 » was scored +650 undoubled beside the words' « 4♥ contré » (+990).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from bot.incidents.incident import Incident, Refused
from bot.incidents.sheet import board_of
from bot.incidents.table_result import contract_of, ruling_of
from rules.model import SIDE_NAMES
from rules.scores.adjusted import contract_doubling, contract_named
from rules.scores.duplicate import Strain
from rules.scores.line_syntax import parse_line, settings_in
from rules.scores.transfer_mark import TransferMismatch, transfer_mismatch

if TYPE_CHECKING:
    from rules.seats_in_words import Contract

REVOKE_TOPIC = "renonce"
DOUBLING_WORDS = {"none": "non contré", "doubled": "contré", "redoubled": "surcontré"}


@dataclass(frozen=True)
class Stated:
    """The contract the incident states, and where the director reads it."""

    level: int
    strain: str  # `contract_strain`'s option: C, D, H, S, NT
    doubling: str | None  # none, doubled, redoubled; None when nothing says
    said: str  # « la description dit « Sud joue 4♥ contré » », « ses réponses disent « 4♥ contré » »
    fix: str  # what to correct when the statement is the wrong one
    says_double: bool = False  # `said` names the double already
    side: str | None = None  # NS, EO: the side that played it, when the answers or the words say
    side_said: str = (
        ""  # where it is said: « la description dit « Sud joue 4♥ » », « réponse à « Quel camp … ? » »
    )


def in_words(contract: Contract | None) -> Stated | None:
    """The final contract the words name (`rules.seats_in_words.final_contract`)."""
    if contract is None:
        return None
    said = f"la description dit « {contract.words} »"
    return Stated(
        int(contract.level),
        contract.strain,
        contract.doubling,
        said,
        "corrigez la description si elle se trompe",
        side=SEAT_SIDES.get(contract.declarer),
        side_said=said,
    )


SEAT_SIDES = {"nord": "NS", "sud": "NS", "est": "EO", "ouest": "EO"}  # the words' declarer (« sud »)
SIDE_QUESTION = "Quel camp a joué le contrat ?"  # rules/topics/scores_procedure/result.py


def in_answers(incident: Incident) -> Stated | None:
    """The contract of the corrected result's answers (bot.incidents' transfer topics), when both its
    level and its strain are answered."""
    answers = incident.answers_dict()
    level, strain = answers.get("contract_level"), answers.get("contract_strain")
    if level is None or not level.isdigit() or strain not in {s.value for s in Strain}:
        return None
    doubling = answers.get("doubling")
    doubling = doubling if doubling in DOUBLING_WORDS else None
    named = f"{level}{Strain(strain).symbol}{f' {DOUBLING_WORDS[doubling]}' if doubling else ''}"
    return Stated(
        int(level),
        strain,
        doubling,
        f"ses réponses disent « {named} »",
        "revenez à la réponse (r) si elle se trompe",
        says_double=True,
        side=answers["declarer_side"].upper() if answers.get("declarer_side") in ("ns", "eo") else None,
        side_said=f"réponse à « {SIDE_QUESTION} »",
    )


def contradiction(outcome: str, stated: Stated) -> str | None:
    """Why the contract of a mark (« 4♥+1 ») is not the one stated, in French (nothing is recorded);
    None when it is (a double the statement leaves open is not checked)."""
    if contract_named(outcome) != (stated.level, stated.strain):
        return (
            f"« {outcome} » n'est pas le contrat de l'incident : {stated.said}. "
            "Écrivez ce contrat avec le nombre de levées de la décision."
        )
    typed = contract_doubling(outcome)
    if stated.doubling is None or typed is None or typed == stated.doubling:
        return None
    return (
        f"« {outcome} » est {DOUBLING_WORDS[typed]} ; {stated.said}"
        f"{'' if stated.says_double else f' ({DOUBLING_WORDS[stated.doubling]})'}. "
        f"Écrivez le contrat avec son contre (X contré, XX surcontré), ou {stated.fix}. Rien n'est enregistré."
    )


def side_contradiction(line: str, typed: str | None, stated: Stated) -> str | None:
    """Tester15 V10: a revoke's mark whose contract is played by the other side than the one the incident
    states (« EO 4♠X-1 », or « 4♠X-1 », Nord-Sud by default, when Est-Ouest played it): both signs would go
    wrong to the scorer (77). Why, in French; None when the sides agree or nothing says."""
    side = typed or "NS"
    if stated.side is None or side == stated.side:
        return None
    fixed = f"{stated.side} {line.strip().removeprefix(typed or '').strip()}"
    return (
        f"« {line.strip()} » fait jouer le contrat par {SIDE_NAMES[side]} ; il a été joué par "
        f"{SIDE_NAMES[stated.side]} ({stated.side_said}). Écrivez « {fixed} », ou {stated.fix}. "
        "Rien n'est enregistré."
    )


def revoke_stated(incident: Incident, words: Contract | None) -> Stated | None:
    """What a revoke's mark must score: its corrected result's answers, else the words' contract, and the
    side that played it (the answers', else the words'); None for another topic (before the play ends a
    contract can still change: an adjusted score may give the other side's, 12C1)."""
    if incident.topic != REVOKE_TOPIC:
        return None
    answered, described = in_answers(incident), in_words(words)
    if (
        answered is not None
        and answered.side is None
        and described is not None
        and described.side is not None
    ):
        return replace(answered, side=described.side, side_said=described.side_said)
    return answered or described


def with_vulnerability(incident: Incident, line: str) -> str:
    """A revoke's mark with the vulnerability its answers state (« Le camp du déclarant était-il
    vulnérable ? »), on an incident without a recorded board (a board fixes it, Law 2): added to a line
    that leaves it out, for the side that played (« 4♥X+2 » after « oui » was scored +790, not vulnerable
    by default, beside the corrected result's +1190); a line whose own « vul= » contradicts the answer is
    refused in French. Other lines pass unchanged."""
    vulnerable = incident.answers_dict().get("vulnerable")
    if incident.deal is not None or vulnerable not in ("yes", "no") or in_answers(incident) is None:
        return line
    found = contract_of(line)
    if found is None:
        return line  # not a single contract (a weighted score, a score in points) or unreadable
    side = found[1][0] or "NS"
    said = "vulnérable" if vulnerable == "yes" else "non vulnérable"
    if "vul" not in settings_in(line):
        if vulnerable == "no":
            return line  # the worksheet's default, nobody vulnerable
        return f"{line} vul={side.lower()}"
    typed = parse_line(line).vulnerability in (side.lower(), "tous")
    if typed == (vulnerable == "yes"):
        return line
    raise Refused(
        f"« {line} » compte {SIDE_NAMES[side]} {'vulnérable' if typed else 'non vulnérable'} ; ses réponses "
        f"disent le camp du déclarant {said}. Corrigez vul= (ou la réponse, r), ou enregistrez la donne (d). "
        "Rien n'est enregistré."
    )


def transfer_check(incident: Incident, line: str) -> TransferMismatch | None:
    """Tester24 P18: a revoke's mark with the table's score (obtenu=) against its ruling's transfer (64A), or
    None (another topic, no transfer known, no offender's role answered, the arithmetic agrees)."""
    if incident.topic != REVOKE_TOPIC:
        return None
    ruling = ruling_of(incident)
    role = incident.answers_dict().get("offender")
    transferred = ruling.tricks_transferred if ruling is not None else None
    if not transferred or role not in ("declarer", "dummy", "defender"):
        return None
    return transfer_mismatch(
        line, board_of(incident.deal, incident.regulation), transferred, role != "defender"
    )

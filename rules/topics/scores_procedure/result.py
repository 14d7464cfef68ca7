"""Optional questions that turn a trick transfer into a corrected result and its score.

Offered with the ruling once the transfer is known and non-zero (the ruling does not wait
for it): « Calculer le résultat corrigé ? », then contract, doubling, vulnerability, tricks.
"""

from __future__ import annotations

from functools import cache, lru_cache

from rules.model import BoardFacts, InvalidAnswer, Option, Question, ScoreLine, side_name
from rules.scores.boards import VULNERABILITY_LABELS
from rules.scores.duplicate import Contract, Doubling, Strain, score
from rules.topic import Facts
from rules.topics.common import YES_NO

QUESTIONS = (
    Question(
        "score_wanted",
        "Calculer le résultat corrigé et sa marque ?",
        YES_NO,
        "Avec le contrat, la vulnérabilité, le contre éventuel et les levées faites à la table, "
        "Arbitre applique le transfert et donne la marque duplicate (Loi 77).",
    ),
    Question(
        "contract_level",
        "Palier du contrat ?",
        tuple(Option(str(n), str(n)) for n in range(1, 8)),
        "Le nombre de levées demandées au-delà de six (1 à 7).",
        branching=False,
    ),
    Question(
        "contract_strain",
        "Dénomination du contrat ?",
        (
            Option("C", "♣ Trèfle"),
            Option("D", "♦ Carreau"),
            Option("H", "♥ Cœur"),
            Option("S", "♠ Pique"),
            Option("NT", "SA Sans-atout"),
        ),
        "La couleur d'atout, ou sans-atout.",
        branching=False,
    ),
    Question(
        "doubling",
        "Le contrat était-il contré ?",
        (Option("none", "Non contré"), Option("doubled", "Contré"), Option("redoubled", "Surcontré")),
        "Le contre et le surcontre multiplient les levées de contrat et les levées de chute.",
        branching=False,
    ),
    Question(
        "vulnerable",
        "Le camp du déclarant était-il vulnérable ?",
        YES_NO,
        "La vulnérabilité est indiquée sur l'étui.",
        branching=False,
    ),
    # Issue 38 §3 (G2): with a recorded board, its vulnerability is never asked; the side that played
    # the contract is, and the board says whether it was vulnerable.
    Question(
        "declarer_side",
        "Quel camp a joué le contrat ?",
        (Option("ns", "Nord-Sud"), Option("eo", "Est-Ouest")),
        "La donne enregistrée fixe la vulnérabilité de chaque camp (Loi 2) : Arbitre la prend de l'étui.",
        branching=False,
    ),
    Question(
        "tricks_taken",
        "Combien de levées le déclarant a-t-il faites à la table (avant transfert) ?",
        tuple(Option(str(n), str(n)) for n in range(14)),
        "Le total des levées du camp du déclarant, telles que comptées à la fin du jeu.",
        branching=False,
    ),
)


# Tester21 P7: a revoker who failed to follow suit and won the trick ruffed it (44E): the contract has a trump suit.
RUFFED = (
    "Le fautif n'a pas fourni et a gagné la levée de la renonce : il a coupé, le contrat n'est donc pas à "
    "sans-atout (44E, 44F). Si c'était à sans-atout, corrigez d'abord qui a gagné la levée (r)."
)


def corrected_result(
    facts: Facts, transferred: int, declaring_side_offended: bool, ruffed: bool = False
) -> ScoreLine | None:
    """Ask the optional score questions; None when the director does not want the score.

    `declaring_side_offended` is True when the offender is declarer (his side loses
    tricks), False when a defender offended (declarer's side gains them). `ruffed`: the revoker won the
    trick without following suit, so no-trump is not offered. The last thing its procedure asks: the step
    may compute it after the procedure has returned (`Facts.final_score`, rules/replays.py).
    """
    return facts.final_score(_corrected_result, transferred, declaring_side_offended, ruffed)


def _corrected_result(
    facts: Facts, transferred: int, declaring_side_offended: bool, ruffed: bool
) -> ScoreLine | None:
    if transferred <= 0 or facts.offer("score_wanted") != "yes":
        return None
    level = facts.ask("contract_level")
    if ruffed and not facts.given("contract_strain"):
        strain = facts.ask_among("contract_strain", frozenset({"C", "D", "H", "S"}), RUFFED)
    else:
        strain = facts.ask("contract_strain")
    doubling = facts.ask("doubling")
    vulnerable = board_vulnerability(facts)
    # Tester15 V10: without a board the side is not asked, but the words may state it (« Sud joue 4♠ »): the
    # engine gives it (bot.incidents.transition.stated_answers) and the corrected result carries it.
    side = facts.answered("declarer_side")
    contract = _contract(
        level, strain, doubling, facts.ask("vulnerable") == "yes" if vulnerable is None else vulnerable
    )
    # Tester3 M6: the tricks transferred were won by the offending side (64A1, 64A2), so it won at least
    # that many: a count that leaves it fewer is not offered (and refused in `decide`).
    plural = "s" if transferred > 1 else ""
    why = (
        f"Le camp fautif a gagné au moins {transferred} levée{plural} (celle{plural} transférée{plural}, "
        "64A) : "
        + (
            f"le déclarant en a fait au moins {transferred}."
            if declaring_side_offended
            else f"le déclarant en a fait au plus {13 - transferred}."
        )
    )
    low, high = (transferred, 13) if declaring_side_offended else (0, 13 - transferred)
    at_table = int(facts.ask_figure("tricks_taken", low, high, why=why))
    after = at_table - transferred if declaring_side_offended else at_table + transferred
    # A transfer never takes more tricks than the offending side won, so the count stays in 0..13
    # whenever the answers are consistent; clamp rather than fail on a mistyped count.
    after = max(0, min(13, after))
    return _score_line(
        contract, at_table, after, facts.board.text if facts.board is not None else "", side or ""
    )


# Each answer to a score question computes the line again; the same few contracts and counts recur (ops33).
@cache
def _contract(level: str, strain: str, doubling: str, vulnerable: bool) -> Contract:
    return Contract(
        level=int(level), strain=Strain(strain), doubling=Doubling(doubling), vulnerable=vulnerable
    )


@lru_cache(maxsize=4096)  # the board's text is in the key
def _score_line(contract: Contract, at_table: int, after: int, board: str, side: str) -> ScoreLine:
    return ScoreLine(
        contract=contract.name,
        vulnerable=contract.vulnerable,
        tricks_at_table=at_table,
        tricks_after=after,
        result=contract.result(after),
        score=score(contract, after),
        board=board,
        side=side,
    )


def board_vulnerability(facts: Facts) -> bool | None:
    """The declaring side's vulnerability from the recorded board (None without one); an answer to
    « vulnérable ? » given anyway (`decide`, an incident answered before its board was recorded) that
    contradicts the board is refused, in French."""
    board = facts.board
    if board is None:
        return None
    side = facts.ask("declarer_side", f"Quel camp a joué le contrat ? ({board_said(board)})")
    vulnerable = board.vulnerable(side)
    given = facts.answered("vulnerable")
    if given is not None and (given == "yes") != vulnerable:
        camp = side_name(side)
        state = "est vulnérable" if vulnerable else "n'est pas vulnérable"
        answer = "Oui" if given == "yes" else "Non"
        raise InvalidAnswer(
            f"Réponse refusée : selon {board.text}, {camp} {state} ; "
            f"la réponse « {answer} » à « Le camp du déclarant était-il vulnérable ? » "
            "la contredit. Revenez sur cette réponse (r), la donne fixe la vulnérabilité."
        )
    return vulnerable


def board_said(board: BoardFacts) -> str:
    """What the recorded board fixes, said with the question that replaces « vulnérable ? »."""
    return f"selon {board.text} : {VULNERABILITY_LABELS[board.vulnerability]}"

"""`arbitre revendication`: a claim counted from the cards, without opening an incident (issue 36 §4).

    arbitre revendication 'rev=S atout=♠ main=S cartes=N:… ligne=♥A ♥R'
    arbitre revendication '…' --atout-compte oui --json

The position is typed exactly as the terminal's `p` line and the chats' `/position` (one reader,
rules/deals/count.read_claim). `--atout-compte` is the director's 70C finding: « oui » when the
claimer's statement accounted for the trump still out (70C1), « non » (the default) when it may not
have. Arbitre proposes a count; the director decides (10A). A position it cannot count exits 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from rules.deals.claim.careless import CAREFUL
from rules.deals.claim.conditional import conditional_reading
from rules.deals.layout import SEAT_NAMES, SEATS, PositionError, card_text
from rules.model import RulesError

EXIT_UNCOUNTABLE = 2


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "revendication",
        help="compter une revendication sur les cartes (même syntaxe que « p » et /position)",
        description=(
            "Compte les levées du camp du revendiquant sur toute ligne normale (Lois 70 et 71), "
            "les deux lectures de 70C quand un atout adverse reste, et le double mort pour information."
        ),
    )
    parser.add_argument(
        "position",
        help="la position : rev=S atout=♠ main=S cartes=N:… [jouees=…] [levees=…] [ligne=…] [declarant=…]",
    )
    parser.add_argument(
        "--atout-compte",
        choices=("oui", "non"),
        default="non",
        help="70C : le revendiquant a-t-il tenu compte de l'atout adverse ? (« non » par défaut)",
    )
    parser.add_argument(
        "--limite",
        type=float,
        default=None,
        metavar="SECONDES",
        help="temps de processeur du compte au plus, les deux lectures de 70C comprises (par défaut celui des "
        "messageries : 2 minutes jusqu'à 12 cartes par main, 30 s à 13 ; la charge de la machine ne l'use pas)",
    )
    parser.add_argument("--json", action="store_true", help="sortie JSON")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    # The count imports the search (and endplay for the double dummy): only for this command.
    from bot.incidents.claim_count import CLAIM_TIME_LIMIT
    from rules.deals.count import count_claim, count_seconds, read_claim

    try:
        claim = read_claim(args.position)
        # The chats' limit for this many cards a hand (count_seconds), unless the director gives his own.
        seconds = count_seconds(claim, CLAIM_TIME_LIMIT) if args.limite is None else args.limite
        count = count_claim(claim, seconds=seconds, careful_seconds=None)
    except (PositionError, RulesError, ValueError) as error:
        print(f"Position impossible à compter : {error}", file=sys.stderr)
        return EXIT_UNCOUNTABLE
    aware_answer = args.atout_compte == "oui"
    if args.json:
        print(json.dumps(as_dict(count, aware_answer), ensure_ascii=False, indent=2))
        return 0
    print("\n".join(as_text(count, aware_answer)))
    return 0


def _line_dict(line: Any) -> dict[str, Any]:
    return {
        "tricks": line.tricks,
        "play": [
            {
                "leader": SEAT_NAMES[t.leader],
                "cards": [card_text(c) for c in t.cards],
                "winner": SEAT_NAMES[t.winner],
            }
            for t in line.play
        ],
        "text": list(line.lines()),
    }


def as_dict(count: Any, aware_answer: bool) -> dict[str, Any]:
    """The JSON of `--json`: `tricks` is the proposed count for the 70C reading asked."""
    chosen = count.line(aware_answer)
    return {
        "tricks_left": count.tricks_left,
        "claimer": SEATS[count.claim.claimer],
        "won_before": count.claim.won_before,
        "reading": "aware" if aware_answer and count.aware is not None else "unaware",
        "tricks": chosen.tricks,
        "unaware": count.unaware.tricks,
        "aware": count.aware.tricks if count.aware is not None else None,
        "double_dummy": count.double_dummy,
        "line": _line_dict(chosen),
        "careless": count.careless(aware_answer),
        # The warning's alternative (careless.py): the worst line with at most `careless_at_most`
        # careless choices, when the line asked chains more of them far below the double dummy.
        "careful": (
            {"careless_at_most": CAREFUL, **_line_dict(careful)}
            if (careful := count.careful(aware_answer)) is not None
            else None
        ),
        "facts": list(count.facts()),
        # A conditional line (« ♠ sinon ♥2 ♥A ») : how it was read, as the ruling says it; null otherwise.
        "conditional": conditional_reading(count.claim.statement),
        # A card of the line that published authorities rule differently (doctrine.py): the ruling's note; null otherwise.
        "doctrine": count.doctrine_note(aware_answer),
    }


def as_text(count: Any, aware_answer: bool) -> list[str]:
    """What a director reads: the facts, the proposal, both 70C readings, DD and the losing line."""
    chosen = count.line(aware_answer)
    left = count.tricks_left
    out = list(count.facts())
    if count.aware is not None:
        out.append(
            f"Sans tenir compte de l'atout adverse (70C) : {count.unaware.tricks} levée(s) sur {left} ; "
            f"en ayant tenu compte : {count.aware.tricks}."
        )
        reading = "il a tenu compte de l'atout" if aware_answer else "il a pu ne pas en tenir compte"
        out.append(f"Lecture retenue (70C, votre réponse) : {reading}.")
    out.append(
        f"Arbitre propose : {chosen.tricks} levée(s) sur les {left} qui restent pour le camp de "
        f"{SEAT_NAMES[count.claim.claimer]} (sur toute ligne normale, défense au mieux). "
        "C'est à vous de décider (10A)."
    )
    if count.claim.won_before is not None:
        out.append(
            f"Levées déjà gagnées par ce camp : {count.claim.won_before} ; total proposé : "
            f"{count.claim.won_before + chosen.tricks}."
        )
    if count.double_dummy is not None:
        out.append(f"Double mort, pour information : {count.double_dummy}.")
    out.append("Une ligne normale qui mène à ce compte :")
    out.extend(f"  {text}" for text in chosen.lines())
    if (note := count.careless_note(aware_answer)) is not None:
        out.append(note)
    if (doctrine := count.doctrine_note(aware_answer)) is not None:
        out.append(doctrine)
    if (conditional := conditional_reading(count.claim.statement)) is not None:
        out.append(conditional)
    return out

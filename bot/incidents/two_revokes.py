"""Two revokes of one board, the second opened with `+` from the first (tester12 Y2, tester11 X13): what the
first incident already establishes for « Deux renonces » (64B2, 64B7).

- Which the other revoke is follows from the two offenders' roles when they differ in side (a defender and
  the declarer or dummy: « l'autre camp ») or are the declarer and his dummy (« son partenaire »): received
  as an answer once the second's offender is given (`Received.only_if`). Two defenders, or the same role
  twice, are asked, offered only the kinds the roles leave (`allowed`: never « l'autre camp » for one side,
  never « son partenaire » for the declarer twice), so that the question never offers a value it then
  refuses; `r` goes back over a settled answer to the offender, the director's own (tester12 Y2).
- The first revoke's trick and the tricks its side won after it are the first incident's answers: offered
  (marked « d'après l'incident #1 »), since only the director knows which of the two came first.
`answer_refusal` also refuses « levées déjà gagnées » that a claim's position contradicts (tester12 Y11).
"""

from __future__ import annotations

import re
from typing import Any

from bot.incidents.described import description_of
from bot.incidents.incident import Action, Incident, State
from bot.incidents.links import ANSWER, ONLY, PROPOSE, Received
from bot.incidents.store import Store

REVOKE_TOPIC = "renonce"
DECLARING = ("declarer", "dummy")
ROLES = {"declarer": "le déclarant", "dummy": "le mort", "defender": "un joueur de la défense"}
# `transfer_tricks` of the first incident: (who won its trick, did its side win a later one), as
# rules.topics.play.revoke.two_revokes.TRICKS reads it.
WON = {
    "offender_and_later": ("offender", "yes"),
    "offender_only": ("offender", "no"),
    "partner": ("partner", "yes"),
    "non_offenders_later": ("non_offenders", "yes"),
    "non_offenders_none": ("non_offenders", "no"),
}


SAME_PLAYER = ("same_player_same_suit", "same_player_other_suit")


def allowed(first: str, second: str) -> tuple[str, ...]:
    """The kinds of « Quelle est l'autre renonce ? » the two offenders' roles leave possible."""
    if (first in DECLARING) != (second in DECLARING):
        return ("other_side",)
    if {first, second} == set(DECLARING):
        return ("partner",)
    if first == second == "defender":  # the same defender, or his partner: never the other side
        return (*SAME_PLAYER, "partner")
    return SAME_PLAYER  # the declarer twice, or dummy twice: one player


def _other(first: str, second: str) -> str | None:
    """The kind of the second revoke the two roles settle, or None when they leave it open."""
    kinds = allowed(first, second)
    return kinds[0] if len(kinds) == 1 else None


# « renoncé à pique », « n'a pas fourni à cœur », and the elliptic second one, « puis à cœur ».
_SUIT = r"(pique|c(?:oe|œ)ur|carreau|tr(?:e|è)fle|♠|♥|♦|♣)"
_REVOKE_SUITS = re.compile(
    rf"(?:renonc\w*|pas\s+fourni|pas\s+suivi)\s+(?:à|a)\s+{_SUIT}|(?:puis|ensuite|et)\s+(?:à|a)\s+{_SUIT}",
    re.IGNORECASE,
)
_SUIT_OF = {"pi": "S", "co": "H", "cœ": "H", "ca": "D", "tr": "C", "♠": "S", "♥": "H", "♦": "D", "♣": "C"}


def suits_told(words: str | None) -> tuple[str, str] | None:
    """The suits of the two revokes, in the order the words tell them (« Est a renoncé à pique à la 3e
    levée, puis à cœur à la 7e »); None unless they name exactly two."""
    if not words:
        return None
    found = [next(filter(None, m.groups())) for m in _REVOKE_SUITS.finditer(words)]
    if len(found) != 2:
        return None
    one, two = (_SUIT_OF.get(suit.lower()[:2], _SUIT_OF.get(suit[:1], "")) for suit in found)
    return one, two


def _by_suits(kinds: tuple[str, ...], suits: tuple[str, str] | None) -> tuple[str, ...]:
    """The kinds left once the words give both suits: never « le même joueur, même couleur » for two suits,
    nor « dans une autre couleur » for one (never an empty choice)."""
    if suits is None:
        return kinds
    wrong = "same_player_same_suit" if suits[0] != suits[1] else "same_player_other_suit"
    return tuple(k for k in kinds if k != wrong) or kinds


def facts_from_first(first: Incident) -> tuple[Received, ...]:
    """What the first revoke gives the second for « Deux renonces »; none from an abandoned one."""
    if first.topic != REVOKE_TOPIC or first.state is State.ABANDONED:
        return ()
    given = first.answers_dict()
    role = given.get("offender")
    out: list[Received] = []
    suits = suits_told(description_of(first))  # ops17: the suits the words name narrow it too
    if role in ROLES:
        for second in ROLES:
            kinds_left = _by_suits(allowed(role, second), suits)
            if (kind := _other(role, second)) is not None or len(kinds_left) == 1:
                kind = kind if kind is not None else kinds_left[0]
                out.append(Received("second_revoke", kind, first.id, ANSWER, f"offender={second}"))
            kinds = "|".join(kinds_left)  # what the question offers, and all it accepts
            out.append(Received("second_revoke", kinds, first.id, ONLY, f"offender={second}"))
    won = WON.get(given.get("transfer_tricks", ""))
    winner = given.get("revoke_trick_winner") or (won[0] if won else None)
    if winner is not None:
        out.append(Received("first_revoke_trick_winner", winner, first.id, PROPOSE))
    later = given.get("later_tricks") or (won[1] if won else None)
    if later in ("yes", "no"):
        out.append(Received("first_later_tricks", later, first.id, PROPOSE))
    return tuple(out)


def refusal(first: Incident, second: Incident, question: str, value: str) -> str | None:
    """An answer to « Quelle est l'autre renonce ? » that the two offenders' roles contradict, refused in
    French (the director corrects the offender in one incident first); None when it fits."""
    if question != "second_revoke" or first.topic != REVOKE_TOPIC or first.state is State.ABANDONED:
        return None
    if any(f.mode == ONLY and f.question == question for f in second.received):
        return None  # the question offers only what the roles allow; the transition refuses the rest
    one, two = first.answers_dict().get("offender"), second.answers_dict().get("offender")
    if one not in ROLES or two not in ROLES:
        return None
    settled = _other(one, two)
    same_player = value.startswith("same_player")
    partners_alike = value == "partner" and one == two and one in DECLARING  # the declarer's partner is dummy
    if value not in allowed(one, two):
        return (
            f"Réponse impossible : l'incident #{first.id} a pour fautif {ROLES[one]}, celui-ci {ROLES[two]} ; "
            + (
                "ce sont les deux camps (« L'autre camp a aussi fait une renonce », 64B7)."
                if settled == "other_side"
                else "ce sont deux partenaires (« Son partenaire »)."
                if settled == "partner"
                else "ce ne peut être le même joueur."
                if same_player
                else "ce ne peuvent être deux partenaires."
                if partners_alike
                else "ce sont deux renonces du même camp."
            )
            + " Si un fautif est faux, corrigez-le d'abord (r). Rien n'a été enregistré."
        )
    return None


async def answer_refusal(store: Store, incident: Incident, action: Action) -> str | None:
    """An answer refused before it is recorded, in French: « levées déjà gagnées » that the position's
    tricks played contradict (tester12 Y11), or the other revoke that the two offenders contradict (Y2)."""
    if (wrong := won_refusal(incident, action.payload)) is not None:
        return wrong
    if not incident.second_of or incident.topic != REVOKE_TOPIC:
        return None
    first = await store.get(incident.second_of)
    question, value = str(action.payload.get("question")), str(action.payload.get("value"))
    return refusal(first, incident, question, value) if first is not None else None


def won_refusal(incident: Incident, payload: dict[str, Any]) -> str | None:
    """Tester12 Y11: « levées déjà gagnées » against the tricks played the position gave (`levees=`): another
    number is refused in French, nothing recorded (the director retypes the position if it is wrong)."""
    count = incident.claim_count if payload.get("question") == "tricks_before" else None
    won = count.claim.won_before if count is not None else None
    value = str(payload.get("value", ""))
    if won is None or not value.isdigit() or int(value) == won:
        return None
    return (
        f"Les levées jouées de la position (levees=) donnent {won} levée(s) au camp du revendiquant, pas {value} : "
        f"répondez {won}, ou retapez la position (p …) si elles sont fausses. Rien n'a été enregistré."
    )

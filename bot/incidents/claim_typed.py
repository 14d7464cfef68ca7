"""A position typed with `p` against what the incident already says (tester7 T22, tester11 X11, tester12 Y4,
tester22 P12): the trump, the claimer and the declarer of the description or the answers, and the claim's
trick. A disagreement with the director's words or answers refuses the position in French (one of the two is
wrong, nothing is counted); the description's trick alone against cards typed trick by trick is said, not
refused. Split from bot.incidents.claim_mark (the claim's mark).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from bot.incidents.claim_mark import (
    _SEAT_INDEX,
    _SEAT_WORDS,
    _board_words,
    _claimer_said,
    _own_words,
    _side,
    _table_contract,
    described_contesters,
    described_contract,
)
from bot.incidents.incident import Incident
from rules.deals.model import SUITS
from rules.model import SIDE_NAMES
from rules.scores.duplicate import Strain

if TYPE_CHECKING:
    from rules.deals.count import ClaimPosition


def position_refusal(incident: Incident, claim: ClaimPosition) -> str | None:
    """`_said_refusal` (the trump, the claimer, the declarer), then the claim's trick (tester12 Y4)."""
    return _said_refusal(incident, claim) or _trick_refusal(incident, claim)


def _said_refusal(incident: Incident, claim: ClaimPosition) -> str | None:
    """Tester7 T22: the position typed with `p` against what the incident already knows: the trump and
    the declarer of the final contract the description names (« Sud joue 4♥ ») or the answers give, and
    the claimer the words name (« Sud … revendique »). A typo in `atout=`, `rev=` or `declarant=`
    changes the count (70C, 70D2) without a word. The refusal, in French, or None when nothing disagrees."""
    described = described_contract(incident)
    if described is not None:
        trump = claim.position.trump
        strain = SUITS[trump] if 0 <= trump < 4 else "NT"  # `Layout.trump` in PBN order; any other: no trump
        if strain != described.strain:
            return (
                f"La position dit atout {Strain(strain).symbol} ; la description dit « {described.words} » "
                f"(atout {Strain(described.strain).symbol}) : l'atout change le compte "
                "(70C). Corrigez atout= ; si c'est la description qui se trompe de contrat, répondez aux "
                "questions sans la position. Rien n'a été compté."
            )
    words = _own_words(incident)
    said = _claimer_said(incident)
    contesting = described_contesters(words) if words is not None else {}
    if said is None and claim.claimer in contesting:  # tester11 X11: the contester is not the claimer
        return (
            f"La position dit rev={_SEAT_WORDS[claim.claimer][0]} (revendiquant {_SEAT_WORDS[claim.claimer]}) ; "
            f"la description dit « {contesting[claim.claimer]} » : {_SEAT_WORDS[claim.claimer]} conteste la "
            "revendication, il ne la fait pas. Corrigez rev= ; si c'est la description qui se trompe, répondez "
            "aux questions sans la position. Rien n'a été compté."
        )
    if said is not None and said[0] != claim.claimer:
        return (
            f"La position dit rev={_SEAT_WORDS[claim.claimer][0]} (revendiquant {_SEAT_WORDS[claim.claimer]}) ; "
            f"la description dit « {said[1]} » (revendiquant {_SEAT_WORDS[said[0]]}) : le revendiquant change "
            "le compte. Corrigez rev= ; si c'est la description qui se trompe, répondez aux questions sans la "
            "position. Rien n'a été compté."
        )
    known = _table_contract(incident)
    if claim.declarer is None or known is None:
        return None
    if (
        described is not None
        and _SEAT_INDEX[described.declarer] != claim.declarer
        and not _partner_became_declarer(incident, _SEAT_INDEX[described.declarer], claim.declarer)
    ):
        where, who = (
            f"« {described.words} »",
            f"le déclarant est {_SEAT_WORDS[_SEAT_INDEX[described.declarer]]}",
        )
    elif _side(claim.declarer) != known[0]:
        where, who = (
            "la réponse « Quel camp a joué le contrat ? »",
            f"le contrat est joué par {SIDE_NAMES[known[0]]}",
        )
    else:
        return None
    return (
        f"La position fait de {_SEAT_WORDS[claim.declarer]} le déclarant (declarant=, ou avec levees= le joueur à "
        f"droite de l'entameur main=) ; d'après {where}, {who} : le camp qui défend (70D2) et les levées "
        "rejouées en dépendent. Corrigez la position. Rien n'a été compté."
    )


# 54A: after a lead out of turn the declarer spread his hand and became dummy; his partner plays the
# contract (« Sud étale son jeu et devient le mort, Nord joue », « Nord, devenu déclarant, revendique »).
_BECAME_DUMMY = re.compile(
    r"\bdevien\w*\s+(?:le\s+)?mort\b|\bdevenu\w*\s+(?:le\s+)?mort\b"
    r"|\bdevien\w*\s+(?:le\s+)?d[ée]clarant\b|\bdevenu\w*\s+(?:le\s+)?d[ée]clarant\b",
    re.IGNORECASE,
)


def _partner_became_declarer(incident: Incident, described: int, typed: int) -> bool:
    """The position's declarer is the described declarer's partner and the board's words say the roles
    changed (54A, tester13 Z3): the side that defends (70D2) is the same, the position is his."""
    return typed == (described + 2) % 4 and any(_BECAME_DUMMY.search(w) for w in _board_words(incident))


def with_known_declarer(incident: Incident, claim: ClaimPosition) -> ClaimPosition:
    """The position whose line named no declarer, with the incident's (« Sud joue 4♥ », the answer « Quel
    camp a joué le contrat ? »): a defender's claim (`rev=E` there) gets nothing from partner's choice
    among normal plays (70D2) whether or not the director typed `declarant=`."""
    known = _table_contract(incident)
    if claim.declarer is not None or claim.defence or known is None:
        return claim
    return replace(claim, defence=_side(claim.claimer) != known[0])


def _trick_said(incident: Incident) -> tuple[str, str, bool] | None:
    """The claim's trick the incident states, what stated it, and whether the director answered it (else the
    description's « à la 5e levée »); None when neither says it."""
    from rules.claims_in_words import claim_trick
    from rules.words_matching import read

    given = incident.answers_dict().get("claim_trick")
    if given is not None:
        return (given, f"la réponse « à la {given}e levée »", True) if given.isdigit() else None
    words = _own_words(incident)
    if words is not None and (found := claim_trick(read(words, stated_only=True))) is not None:
        return found[0], f"la description (« à la {found[0]}e levée »)", False
    return None


def _trick_disagrees(incident: Incident, claim: ClaimPosition) -> tuple[str, bool] | None:
    """Tester12 Y4: the tricks left in the position against the claim's trick the incident states: at the Nth
    trick, 14 - N are left to play. The French sentence, and whether the director's own answer said it."""
    said = _trick_said(incident)
    left = claim.position.tricks_left
    if said is None or left == 14 - int(said[0]):
        return None
    given, source, answered = said
    return (
        f"La position a {left} levée(s) à jouer, soit une revendication à la {14 - left}e levée ; {source} en "
        f"laisse {14 - int(given)}.",
        answered,
    )


def _trick_refusal(incident: Incident, claim: ClaimPosition) -> str | None:
    """The director's own answer (« à la 6e levée »), or the description's against cards typed without the
    tricks played: one of the two is wrong, nothing is counted until he corrects it (r, or the cards)."""
    found = _trick_disagrees(incident, claim)
    if found is None or not (found[1] or claim.won_before is None):
        return None
    return (
        f"{found[0]} Vérifiez les cartes ou levees= (ou corrigez la levée de la revendication, r). Rien n'a été "
        "compté."
    )


def trick_warning(incident: Incident, claim: ClaimPosition) -> str | None:
    """Tester22 P12: the description's « à la 6e levée » against a position typed with its tricks played
    (levees=, trick by trick): the position is counted (those tricks are the better evidence, and no answer
    of the director's stands against them; refusing left him no way to correct words he cannot take back),
    and the difference is said."""
    found = _trick_disagrees(incident, claim)
    if found is None or found[1] or claim.won_before is None:
        return None
    return (
        f"À vérifier : {found[0][:1].lower()}{found[0][1:]} Arbitre compte la position tapée ; si ce sont ses "
        "cartes ou levees= qui se trompent, retapez-la (p …)."
    )

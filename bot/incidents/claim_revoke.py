"""A claim and a revoke of one board, linked with `+` (issue 29 §2; tester11 X16): what each gives the
other, in either order of opening, kept up to date after every answer, mark, « r » or abandon.

- claim → revoke: the declarer's tricks at the table, from the claim's mark (69-71), else from its ruling's
  total for the claimer's side once the incident says who declares (tester12 Y18), answer the revoke's
  « levées faites à la table (avant transfert) », from which its corrected result counts the transfer
  (64A). Here in either order of opening (the claim's mark, in the claim-first order, also through
  `bot.incidents.linked.marked_claim`).
- revoke → claim: the tricks the revoke transfers (64A) and, when the incident says who claimed, which
  side gives them: the claim's ruling then reads at the table the board's result after the transfer
  (rules.topics.play.claims.law70), not the claim's tricks alone.
Each is a received fact (bot.incidents.links), said on screen when it changes; never a fact that belongs
to the other irregularity alone.
"""

from __future__ import annotations

from bot.incidents import incident as inc
from bot.incidents import links, transition
from bot.incidents.claim_mark import claimer_declares, mark_shift
from bot.incidents.incident import Actor, Incident, State
from bot.incidents.linked import Engine, claim_doubling, claim_tricks
from bot.incidents.links import Received
from bot.incidents.table_marks import transfer_changed
from bot.incidents.table_result import ruling_of
from rules.topics.play.claims.count import UNKNOWN

REVOKE_TOPIC = "renonce"
SYNCED_ON = (
    inc.Kind.ANSWER,
    inc.Kind.BACK,
    inc.Kind.RESTART,
    inc.Kind.ABANDON,
    inc.Kind.CHOOSE_TOPIC,
    inc.Kind.SCORE,
    inc.Kind.DEAL,
)


async def partners(engine: Engine, incident: Incident) -> list[Incident]:
    """The other incidents of the board linked to this one by `+` (either way), or opened from its ruling
    (`o1`, « ouvrez le thème Revendication », linked both ways as `+` links them: tester14 W12)."""
    out = []
    for link in incident.links:
        other = await engine.store.get(link.incident) if link.relation == links.SECOND else None
        if other is not None and links.Link(incident.id, links.SECOND) in other.links:
            out.append(other)
    return out


def revoke_side(revoke: Incident, claim: Incident) -> str | None:
    """« claimer » when the revoke is the claimer's side's, « other » when it is the opponents', None when
    the incident does not say who claimed (the revoke's offender is declarer, dummy or a defender)."""
    offender = revoke.answers_dict().get("offender")
    declares = claimer_declares(claim)
    if offender not in ("declarer", "dummy", "defender") or declares is None:
        return None
    return "claimer" if (offender != "defender") == declares else "other"


def transfer_facts(revoke: Incident, claim: Incident) -> tuple[Received, ...]:
    """What the revoke gives the claim's ruling: its transfer (64A) and who gives it; none while the
    revoke is not ruled with a number of tricks, or is abandoned."""
    ruling = ruling_of(revoke) if revoke.state is not State.ABANDONED else None
    moved = ruling.tricks_transferred if ruling is not None else None
    if not moved:
        return ()
    side = revoke_side(revoke, claim)
    return (
        Received("revoke_transfer", str(moved), revoke.id),
        *((Received("revoke_side", side, revoke.id),) if side is not None else ()),
    )


# Who won the revoke trick, from the revoke's answers (64A: « Le fautif l'a gagnée », « Le camp non fautif… »):
# True, the offending side (the offender or his partner); False, the other side.
_OFFENDERS_WON = {
    "transfer_tricks": {
        "offender_and_later": True,
        "offender_only": True,
        "partner": True,
        "non_offenders_later": False,
        "non_offenders_none": False,
    },
    "revoke_trick": {"offender": True, "partner": True, "non_offenders": False},
}
TRICKS_BEFORE = "tricks_before"


def trick_bound(revoke: Incident, claim: Incident) -> tuple[Received, ...]:
    """Tester14 W12: the revoke trick, played and won before the claim, is one of the tricks played; the
    side that won it is known (the revoke's answers) and so is the claimer's side against the revoke's
    offender: « levées déjà gagnées » offers only what that leaves (at most the tricks played less one, or at
    least one), for each trick of the claim, so that no count is offered here that the revoke then refuses
    (its tricks at the table). None while the revoke does not say, or is abandoned."""
    if revoke.state is State.ABANDONED or claim.state is State.ABANDONED:
        return ()
    given = revoke.answers_dict()
    won = next((by[given[q]] for q, by in _OFFENDERS_WON.items() if given.get(q) in by), None)
    side = revoke_side(revoke, claim)
    if won is None or side is None:
        return ()
    claimer_won = won == (side == "claimer")
    out = []
    for trick in (*range(2, 14), None):
        played = trick - 1 if trick is not None else 12  # « je ne sais pas »: 12 tricks played at most
        allowed = range(1, played + 1) if claimer_won else range(played)
        values = "|".join((*map(str, allowed), UNKNOWN))
        out.append(Received(TRICKS_BEFORE, values, revoke.id, links.ONLY, f"claim_trick={trick or UNKNOWN}"))
    return tuple(out)


async def _give(
    engine: Engine, to: Incident, source: str, want: tuple[Received, ...], kind: frozenset[str]
) -> bool:
    """Replace the facts of `kind` that `source` gives `to`, keeping the others; True when they changed."""
    have = tuple(f for f in to.received if f.source == source)
    kept = tuple(f for f in have if f.question not in kind)
    if set((*kept, *want)) == set(have):
        return False
    reply = await engine.act(
        to.id, inc.SYSTEM, inc.link(source, links.SECOND, [f.to_list() for f in (*kept, *want)])
    )
    return reply.ok


async def _to_claim(engine: Engine, revoke: Incident, claim: Incident) -> list[str]:
    if await _give(engine, claim, revoke.id, trick_bound(revoke, claim), frozenset({TRICKS_BEFORE})):
        claim = await engine.store.get(claim.id) or claim
    if revoke.state is State.ASKING:
        return []  # its ruling again on the way (the corrected result's questions): the facts stand till then
    want = transfer_facts(revoke, claim) if claim.state is not State.ABANDONED else ()
    if not await _give(engine, claim, revoke.id, want, links.READ_AT_RULING) or claim.ruling_id is None:
        return []  # a claim not ruled yet says the facts it took at its ruling (« Fait repris »)
    fresh = await engine.store.get(claim.id) or claim
    # ops18's leftover: a mark recorded with the old transfer stands for nothing now: said at once.
    redo = (
        f" Sa marque (« {fresh.score.line} ») comptait l'ancien transfert : MARQUE À REFAIRE, enregistrez à "
        "nouveau le résultat de la table."
        if fresh.score is not None and transfer_changed(fresh, [fresh, revoke]) is not None
        else ""
    )
    if not want:
        return [
            f"Incident #{claim.id} (même donne) : la renonce (incident #{revoke.id}) ne transfère plus de levée ; "
            f"sa décision lit à la table les levées de la revendication seules.{redo}"
        ]
    moved = int(want[0].value)
    count = "1 levée" if moved == 1 else f"{moved} levées"
    return [
        f"Incident #{claim.id} (même donne) : sa décision lit à la table le résultat après le transfert de "
        f"{count} pour la renonce (incident #{revoke.id}, 64A).{redo}"
    ]


def table_tricks(claim: Incident) -> int | None:
    """The declarer's tricks at the table the claim gives, before any transfer: from its mark, else
    (tester12 Y18) from its ruling's total for the claimer's side, the declarer's when the claimer's side
    declares, else what the defence leaves him; None while neither says."""
    if (tricks := claim_tricks(claim)) is not None and not mark_shift(claim):
        return tricks  # a mark of the claim's tricks alone; one with the transfer (W12): the ruling's below
    if claim.topic != transition.CLAIM_TOPIC or claim.state is State.ABANDONED:
        return None
    ruling = ruling_of(claim)
    awarded = ruling.tricks_awarded if ruling is not None else None
    declares = claimer_declares(claim) if awarded is not None else None
    if awarded is None or declares is None:
        return None
    return awarded if declares else 13 - awarded


async def _to_revoke(engine: Engine, claim: Incident, revoke: Incident) -> list[str]:
    """The claim's tricks give the revoke its tricks at the table, in either order of opening."""
    if revoke.state is State.ABANDONED:
        return []
    tricks = table_tricks(claim)
    want = (Received("tricks_taken", str(tricks), claim.id),) if tricks is not None else ()
    if (doubling := claim_doubling(claim)) is not None:  # tester13 Z4: one contract for one table
        want += (Received("doubling", doubling, claim.id),)
    if not await _give(engine, revoke, claim.id, want, frozenset({"tricks_taken", "doubling"})):
        return []
    given = revoke.answers_dict().get("tricks_taken")
    if tricks is None:
        return []
    source = "la marque de la revendication" if claim.score is not None else "la décision de la revendication"
    if given is not None and given != str(tricks):
        return [
            f"Incident #{revoke.id} (même donne) : {source} donne {tricks} levées au déclarant ; la renonce "
            "compte ses levées à la table autrement : revoyez-la (r)."
        ]
    if given is None:
        now = await engine.store.get(revoke.id)
        answered = now is not None and now.answers_dict().get("tricks_taken") == str(tricks)
        return [
            f"Incident #{revoke.id} (même donne) : ses levées à la table (avant transfert) "
            f"{'sont' if answered else 'seront'} celles de {'cette marque' if claim.score else source}, {tricks}."
        ]
    return []


async def after_action(engine: Engine, incident: Incident, actor: Actor, kind: inc.Kind) -> list[str]:
    """After an action on a claim or a revoke linked to the other: what changed between them, said."""
    if kind not in SYNCED_ON or incident.topic not in (REVOKE_TOPIC, transition.CLAIM_TOPIC):
        return []
    said: list[str] = []
    for other in await partners(engine, incident):
        fresh = await engine.store.get(incident.id)
        if fresh is None:
            break
        if fresh.topic == REVOKE_TOPIC and other.topic == transition.CLAIM_TOPIC:
            said += await _to_revoke(engine, other, fresh)  # tester12 Y18: the claim's tricks, either order
            if (revoke := await engine.store.get(fresh.id)) is not None:
                said += await _to_claim(engine, revoke, other)
        elif fresh.topic == transition.CLAIM_TOPIC and other.topic == REVOKE_TOPIC:
            said += await _to_revoke(engine, fresh, other)
            # Who claimed may be known now (the mark): the revoke's transfer is read again.
            revoke, fresh = await engine.store.get(other.id), await engine.store.get(incident.id)
            if revoke is not None and fresh is not None:
                said += await _to_claim(engine, revoke, fresh)
    return said

"""One table, one result (tester4 F1, F6, F8, F20; tester6 T43): which recorded mark of a table stands.

Pure reading of stored incidents, shared by the scorer's sheet, `incidents show`, the organiser's report and
the engine's checks; what a single ruling asks of its mark, and which follow-up replaces it, is
bot.incidents.table_result.

- `no_longer` (and `flags`, `flag_text`): each recorded mark that no longer stands, or not yet, worded once;
- `linked_mark`, `needless_mark`: a ruling that takes no mark beside a linked incident's mark that stands;
- `same_table`: two live marks for one table that no link reconciles;
- a claim and a revoke at one table: `before_transfer` (the claim's mark counts its tricks before the
  revoke's transfer, 64A: the revoke's corrected result is the table's result), `transfer_pending` (that
  transfer not counted yet), `behind_claim` (the revoke's corrected result no longer follows the claim's
  tricks, tester7 T17).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from bot.incidents.claim_mark import includes_transfer, mark_shift
from bot.incidents.incident import Incident, State
from bot.incidents.other_table import stale_references
from bot.incidents.table_result import (
    SAME_SESSION,
    changes_ruling,
    contract_of,
    pending_transfer,
    ruling_of,
    superseded,
    takes_mark,
    transfers,
)
from rules.model import Ruling

REDO = "MARQUE À REFAIRE"  # the head of a mark to record again (the waiting list names it so too)


@dataclass(frozen=True)
class NoLonger:
    """Why a recorded mark no longer stands, or not yet (F6, F8, F20), worded once for the scorer's
    sheet and for `incidents show` and the organiser's report (`flags`): `head` and `see` name it
    (« Marque remplacée », « par #3 »), `why` follows the mark's words."""

    head: str
    see: str
    why: str


def no_longer(incidents: list[Incident]) -> dict[str, NoLonger]:
    """Each recorded mark that no longer stands, or not yet, by incident id, computed once for all."""
    found = replaced(incidents)
    for key, why in stale_references(incidents, set(found)).items():  # tester25 P12: the other table's result
        found[key] = NoLonger(REDO, "", f"ne vaut plus : {why} Enregistrez-la à nouveau.")
    return found


def replaced(incidents: list[Incident]) -> dict[str, NoLonger]:
    """`no_longer` but for the IMP marks whose other table's result changed: the marks the table's own
    incidents replace or leave waiting (the other table's standing result is read from what is left)."""
    gone_by, pending_by, revoke_by, behind_by = (
        superseded(incidents),
        transfer_pending(incidents),
        before_transfer(incidents),
        claim_behind(incidents),
    )
    by_claim = {i.id: claim for i in incidents if (claim := scored_by_claim(i, incidents)) is not None}
    changed_by = {i.id: revoke for i in incidents if (revoke := transfer_changed(i, incidents)) is not None}
    found: dict[str, NoLonger] = {}
    for incident in incidents:
        if incident.score is None:
            continue
        gone = gone_by.get(incident.id)
        pending = pending_by.get(incident.id)
        revoke = revoke_by.get(incident.id)
        if gone is not None and gone.by is not None:
            found[incident.id] = NoLonger(
                "Marque remplacée",
                f" par #{gone.by}",
                f"ne vaut plus ({gone.reason}) ; la marque de la table est celle de l'incident #{gone.by}.",
            )
        elif incident.id in behind_by:  # tester7 T17: the claim's tricks changed under the revoke's result
            found[incident.id] = NoLonger(REDO, "", f"ne vaut plus : {behind_by[incident.id]}")
        elif gone is not None:
            found[incident.id] = NoLonger(
                REDO,
                "",
                f"ne vaut plus ({gone.reason}) ; la nouvelle marque s'enregistre avec l'incident "
                f"#{gone.follow_up}.",
            )
        elif incident.id in changed_by:  # ops18's leftover: its transfer re-ruled under the claim's mark
            found[incident.id] = NoLonger(REDO, f", voir #{changed_by[incident.id]}", CHANGED_TRANSFER)
        elif pending is not None:
            found[incident.id] = NoLonger(
                "En attente du transfert",
                f", voir #{pending}",
                "compte les levées de la revendication ; le transfert de la renonce (64A) n'est pas encore "
                f"compté (fin du coup) : la marque de la table sera celle de l'incident #{pending}.",
            )
        elif revoke is not None:
            found[incident.id] = NoLonger(
                "Avant transfert",
                f", voir #{revoke}",
                "compte les levées de la revendication avant le transfert de la renonce (64A) ; la marque "
                f"de la table est celle de l'incident #{revoke}.",
            )
        elif incident.id in by_claim:  # tester14 W12: one table, one result
            found[incident.id] = NoLonger(
                "Marque remplacée",
                f" par #{by_claim[incident.id]}",
                f"ne vaut plus : la revendication liée (incident #{by_claim[incident.id]}) enregistre le résultat de "
                "la table, le transfert de cette renonce compris (70 puis 64A) ; la marque de la table est la sienne.",
            )
    return found


CHANGED_TRANSFER = (
    "ne vaut plus : elle comptait le transfert de la renonce liée tel qu'il était jugé alors (64A) ; sa décision "
    "a changé depuis. Enregistrez à nouveau le résultat de la table (feuille de marque de la revendication)."
)


def transfer_changed(claim: Incident, incidents: list[Incident]) -> str | None:
    """ops18's leftover: a claim's mark recorded with its linked revoke's transfer (the table's result, 70 then
    64A), then the revoke ruled again (another transfer, or none): the mark counts neither the claim's tricks
    alone nor them with the transfer the revoke gives now, so it stands for nothing — to be recorded again
    (« à refaire »), never « avant transfert » with the old figure. The revoke's id, else None."""
    if claim.score is None or claim.state is State.ABANDONED:
        return None
    awarded = getattr(ruling_of(claim), "tricks_awarded", None)
    found = contract_of(claim.score.line)
    if awarded is None or found is None or found[1][2] in (awarded, 13 - awarded) or includes_transfer(claim):
        return None  # the claim's tricks alone (either side declaring), or with the transfer as it is now
    return next(
        (
            other.id
            for other in incidents
            if other.id != claim.id
            and other.topic == REVOKE_TOPIC
            and other.state is not State.ABANDONED
            and _same_table(claim, other)
        ),
        None,
    )


REVOKE_TOPIC = "renonce"


def scored_by_claim(revoke: Incident, incidents: list[Incident]) -> str | None:
    """Tester14 W12: the linked claim whose mark is the table's result with this revoke's transfer included
    (its tricks, 70, then the transfer, 64A): the revoke takes no mark of its own. None otherwise."""
    if revoke.state is State.ABANDONED or not transfers(ruling_of(revoke)):
        return None
    return next(
        (
            claim.id
            for claim in incidents
            if claim.id != revoke.id
            and claim.score is not None
            and claim.state is not State.ABANDONED
            and includes_transfer(claim) == revoke.id
        ),
        None,
    )


def flag_text(incident: Incident, incidents: list[Incident]) -> str | None:
    """The line `incidents show` prints under a mark that no longer stands (F6, F8, F20); None if it does."""
    return flags(incidents).get(incident.id) if incident.score is not None else None


def flags(incidents: list[Incident]) -> dict[str, str]:
    """`no_longer`'s reasons as the line under the mark, by incident id (tester5 L4), and an abandoned
    incident's mark, withdrawn."""
    by_id = {incident.id: incident for incident in incidents}
    out: dict[str, str] = {}
    for key, why in no_longer(incidents).items():
        entry = by_id[key].score
        assert entry is not None
        out[key] = f"{why.head.upper()}{why.see} : « {entry.line} » {why.why}"
    for incident in incidents:  # tester24 P14: as the scorer's sheet says it (« Marque retirée »)
        if incident.state is State.ABANDONED and incident.score is not None:
            out[incident.id] = (
                f"MARQUE RETIRÉE (incident abandonné) : « {incident.score.line} » ne vaut pas ; retirez-la si elle "
                "est saisie."
            )
    return out


def _linked(one: Incident, other: Incident) -> bool:
    """Two incidents of one board linked together (`+`, a second irregularity; issue 29 §2)."""
    return one.id in (other.second_of, *(link.incident for link in other.links)) or other.id in (
        one.second_of,
        *(link.incident for link in one.links),
    )


def linked_mark(incident: Incident, incidents: list[Incident]) -> Incident | None:
    """Tester9 T22: another incident of the same board, linked to this one, whose mark stands — the
    table's result when this ruling takes none of its own."""
    standing = no_longer(incidents)
    for other in incidents:
        if other.id == incident.id or other.score is None or other.id in standing:
            continue
        if other.state is not State.ABANDONED and _linked(incident, other):
            return other
    return None


def needless_mark(incident: Incident, incidents: list[Incident]) -> str | None:
    """Tester9 T22: why no mark goes on this incident, in French, when its ruling takes none (a revoke
    corrected to « no transfer ») and a linked incident's mark stands as the table's; None otherwise.
    Two results for one table were recorded, and the sheet invited the second."""
    if (claim := scored_by_claim(incident, incidents)) is not None:
        return (
            f"La revendication liée (incident #{claim}) enregistre déjà le résultat de la table, le transfert de "
            f"cette renonce compris (70 puis 64A) : la marque de la table est la sienne. Rien n'a été enregistré."
        )
    if takes_mark(incident) or ruling_of(incident) is None:
        return None
    other = linked_mark(incident, incidents)
    if other is None:
        return None
    return (
        f"La décision de l'incident #{incident.id} ne change pas le résultat de la table (ni transfert, ni marque "
        f"ajustée) : la marque de la table est celle de l'incident #{other.id}. Rien n'a été enregistré."
    )


def _same_table(one: Incident, other: Incident) -> bool:
    """Two incidents of one board and table in the same session (the same deal played): recorded so, or
    linked by `+` (a second irregularity of the same board at the same table, board typed or not:
    tester14 W12, whose claim's mark before the transfer stood as the table's result)."""
    return _linked(one, other) or (
        one.deal is not None
        and other.deal is not None
        and bool(one.deal.table)
        and (one.deal.board, one.deal.table) == (other.deal.board, other.deal.table)
        and abs(one.created_at - other.created_at) < SAME_SESSION
    )


def _counts_claim(incident: Incident, by_id: dict[str, Incident]) -> bool:
    """A claim's tricks (69-71), or a follow-up that changed a claim's ruling and re-scores its contract
    (an appeal « décision modifiée », tester7 T17): its mark is the claim's tricks before a transfer."""
    ruling = ruling_of(incident)
    if ruling is not None and ruling.tricks_awarded is not None:
        return True
    first = by_id.get(incident.follows or "")
    return (
        first is not None
        and first is not incident
        and _counts_claim(first, by_id)
        and changes_ruling(incident) is not None
        and (incident.score is None or contract_of(incident.score.line) is not None)
    )


def transfers_to_result(incident: Incident) -> bool:
    """A revoke's ruling whose corrected result counts a transfer from the tricks made at the table."""
    ruling = ruling_of(incident) if incident.state is not State.ABANDONED else None
    return ruling is not None and ruling.score is not None and bool(ruling.tricks_transferred)


def moves_claim(incident: Incident) -> bool:
    """A claim's ruling (its tricks), or a follow-up of a ruling: what may move a revoke's basis (T17)."""
    return incident.follows is not None or getattr(ruling_of(incident), "tricks_awarded", None) is not None


def _words(tricks: int) -> str:
    return f"{tricks} levée{'s' if tricks != 1 else ''}"


def behind_claim(revoke: Incident, incidents: list[Incident]) -> str | None:
    """Tester7 T17: why the revoke's corrected result (64A, counted from the declarer's tricks at the
    table) no longer follows the claim of its table, in French; None when it does, or when no claim.

    The claim's tricks are the table's tricks before the transfer (the claim's mark is « Avant transfert »):
    once the claim's ruling changes (r, an appeal), the corrected result counted from the old tricks is
    not the table's result any more, and no figure of it may stand on the scorer's sheet."""
    ruling = ruling_of(revoke) if transfers_to_result(revoke) else None
    if ruling is None or ruling.score is None:
        return None
    at_table = ruling.score.tricks_at_table
    by_id = {i.id: i for i in incidents}
    gone = superseded(incidents)
    for claim in incidents:
        if (
            claim.id == revoke.id
            or claim.state is State.ABANDONED
            or not claim.scores
            or not _same_table(claim, revoke)
            or getattr(ruling_of(claim), "tricks_awarded", None) is None
        ):
            continue
        standing: Incident | None = claim
        changed = gone.get(claim.id)
        if changed is not None:
            if changed.by is None:
                return (
                    f"la décision de la revendication (incident #{claim.id}) a changé ({changed.reason}) ; sa "
                    f"nouvelle marque, avec l'incident #{changed.follow_up}, donne les levées d'où partira le "
                    "transfert de la renonce. Refaites-la, puis celle-ci."
                )
            standing = by_id.get(changed.by)
        if standing is None or standing.score is None:
            return (
                f"la marque de la revendication (incident #{claim.id}) est à refaire ; ses levées sont celles "
                "d'où part le transfert de la renonce. Refaites-la, puis celle-ci."
            )
        found = contract_of(standing.score.line)
        # Tester24 P16: a claim's mark of the table's result includes the transfer (its sheet offers it): the
        # claim's own tricks are the mark's less that transfer, never the revoke's tricks before it twice.
        tricks = found[1][2] - mark_shift(standing) if found is not None else None
        if found is None or tricks == at_table:
            continue
        assert tricks is not None
        transferred = ruling.tricks_transferred or 0
        offender_declares = ruling.score.tricks_after < at_table
        if transferred and (tricks < transferred if offender_declares else tricks > 13 - transferred):
            # Tester9 T7: the claim leaves the offending side fewer tricks than the transfer takes from it.
            left = 13 - tricks if not offender_declares else tricks
            return (
                f"la revendication donne maintenant {_words(tricks)} au déclarant (« {found[0]} », incident "
                f"#{standing.id}) : le camp fautif n'a donc fait {f'que {_words(left)}' if left else 'aucune levée'}, "
                f"moins que {'la levée' if transferred == 1 else f'les {transferred} levées'} que la renonce (incident "
                f"#{revoke.id}) lui transfère (64A). "
                "Revoyez dans la renonce la réponse sur les levées gagnées par le camp fautif après la renonce "
                "(r jusqu'à elle : aucune levée gagnée, pas de transfert, 64B1), puis refaites sa marque."
            )
        return (
            f"la revendication donne maintenant {_words(tricks)} au déclarant (« {found[0]} », incident "
            f"#{standing.id}) ; le résultat corrigé de la renonce (incident #{revoke.id}) part de "
            f"{_words(at_table)} faites à la table. Corrigez ce nombre de levées dans la renonce, puis refaites "
            "sa marque."
        )
    return None


def claim_behind(incidents: list[Incident]) -> dict[str, str]:
    """Each revoke whose recorded corrected result no longer follows its table's claim (T17), by id."""
    return {
        i.id: why
        for i in incidents
        if i.score is not None and (why := behind_claim(i, incidents)) is not None
    }


def _claims_on_revoke_tables(
    incidents: list[Incident], revoke: Callable[[Ruling | None], bool]
) -> dict[str, str]:
    """Claims with a mark on a board and table where a revoke's ruling is `revoke`: claim id → revoke id."""
    found: dict[str, str] = {}
    by_id = {i.id: i for i in incidents}
    revokes = [i for i in incidents if i.state is not State.ABANDONED and revoke(ruling_of(i))]
    if not revokes:
        return found
    for claim in incidents:
        if claim.score is None or claim.state is State.ABANDONED:
            continue
        if not _counts_claim(claim, by_id) or includes_transfer(claim):
            continue  # tester14 W12: a mark of the table's result, the transfer included, waits for nothing
        for other in revokes:
            if other.id != claim.id and _same_table(claim, other):
                found[claim.id] = other.id
                break
    return found


def before_transfer(incidents: list[Incident]) -> dict[str, str]:
    """Claims whose mark is the claim's tricks before a revoke's transfer on the same board and table
    (64A applies to the tricks the claim gives): claim id → revoke id."""
    return _claims_on_revoke_tables(incidents, transfers)


def before_transfer_text(revoke_id: str) -> str:
    """Under a claim's mark that counts the tricks before a revoke's transfer (tester8 T15): the
    worksheet's « elle se classe comme un résultat obtenu à la table » is not true of it."""
    return (
        f"Avant transfert : cette marque compte les levées de la revendication avant le transfert de la renonce "
        f"(incident #{revoke_id}, 64A) ; la marque de la table est celle de l'incident #{revoke_id}. Ne classez pas "
        "celle-ci : son pourcentage n'est qu'indicatif."
    )


def transfer_pending(incidents: list[Incident]) -> dict[str, str]:
    """Claims whose mark waits for a revoke's transfer not counted yet on the same board and table
    (tester4 F20): the table's result is known only once it is. Claim id → revoke id."""
    return _claims_on_revoke_tables(incidents, pending_transfer)


def same_table(incidents: list[Incident]) -> dict[str, tuple[str, ...]]:
    """Tester6 T43: the other incidents with a mark that stands on the same board and table of the same
    session, by incident id — two results for one table that no link (a follow-up, `+`) reconciles."""
    gone = no_longer(incidents)
    live = [
        i
        for i in incidents
        if i.score is not None
        and i.id not in gone
        and i.state is not State.ABANDONED
        and i.deal is not None
        and i.deal.table
    ]
    found: dict[str, tuple[str, ...]] = {}
    for incident in live:
        assert incident.deal is not None
        others = tuple(
            other.id
            for other in live
            if other.id != incident.id
            and other.deal is not None
            and (other.deal.board, other.deal.table) == (incident.deal.board, incident.deal.table)
            and abs(other.created_at - incident.created_at) < SAME_SESSION
        )
        if others:
            found[incident.id] = others
    return found


def same_table_text(incident: Incident, others: tuple[str, ...]) -> str:
    """The warning under a mark that another incident's mark doubles (T43), in French."""
    assert incident.deal is not None
    names = ", ".join(f"#{other}" for other in others)
    linked = {link.incident for link in incident.links} | {incident.second_of, incident.follows}
    # Tester7 T15: incidents already linked (+, suites) are not told to be linked again.
    advice = (
        "laquelle vaut : ces incidents sont déjà liés, l'une des deux marques doit céder."
        if set(others) <= linked
        else "laquelle vaut, ou rattachez l'incident à l'autre (+, suites)."
    )
    return (
        f"Attention : la donne {incident.deal.board}, table {incident.deal.table} a aussi une marque valable "
        f"à l'incident {names} : un seul résultat par table sur la feuille du marqueur. Dites au marqueur "
        + advice
    )

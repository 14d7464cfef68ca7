"""A claim's mark (tester4 F15): the side that played the contract and the tricks just ruled.

A claim ruling (69-71) gives the claimer's side a number of tricks; the mark is the contract scored
with them. The declaring side comes from the incident (the claimer's seat of the position typed,
`p rev=E`, the final contract of the description, « Est joue 4♠ »), never from the worksheet's
default Nord-Sud; and a result whose tricks are not the ones just ruled is refused in French, before
anything is recorded. Checked when the director records the mark (the engine), so the stored line
carries its side and a replay computes the same figures.
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import cache
from typing import TYPE_CHECKING

from bot.incidents import board_words, mark_contract
from bot.incidents.deals import stale_position
from bot.incidents.incident import Action, Actor, Incident, Refused
from bot.incidents.table_result import contract_of, ruling_of
from rules.model import SIDE_NAMES, RulesError
from rules.scores.adjusted import contract_named, contract_tricks
from rules.scores.line_syntax import Request, parse_line, rules_a_result

if TYPE_CHECKING:
    from rules.seats_in_words import Contract

SEAT_SIDES = _SEAT_SIDES = {"nord": "NS", "sud": "NS", "est": "EO", "ouest": "EO"}


def _claim_ruled(incident: Incident) -> bool:
    """A claim or concession ruled (69-71), whether or not its total of tricks is known (tester6 T28:
    « je ne sais pas » for the tricks already won leaves the total open, not the declaring side)."""
    ruling = ruling_of(incident)
    return ruling is not None and rules_a_result(ruling)


def _claimer_side(incident: Incident) -> str | None:
    """The claimer's side, from the position typed with the claim (`p rev=…`)."""
    count = incident.claim_count
    if count is None:
        return None
    return "NS" if count.claim.claimer % 2 == 0 else "EO"


def _declarer_side(incident: Incident) -> str | None:
    """The declaring side, when the description names the final contract with its declarer."""
    contract = described_contract(incident)
    return _SEAT_SIDES.get(contract.declarer) if contract is not None else None


def described_contract(incident: Incident) -> Contract | None:
    """The final contract the description names with its declarer (« Sud joue 4♥ »), or None
    (bot.incidents.board_words.described_contract: its own words first, else its first incident's)."""
    return board_words.described_contract(incident.notes)


_SEAT_INDEX = {"nord": 0, "est": 1, "sud": 2, "ouest": 3}
_SEAT_WORDS = ("Nord", "Est", "Sud", "Ouest")
_CLAIMS = r"(?:revendiqu)\w*"  # « revendique », « a revendiqué »
_DECLARER_CLAIMS = re.compile(rf"\b(?:[Dd][ée]clarant|[Dd][ée]cla)\s+(?:(?:a|avait)\s+)?{_CLAIMS}")
# Tester11 X11: « Sud joue 6♠, à la 5e levée il revendique le reste »: « il » is the contract's declarer when
# no other seat is named between them.
_HE_CLAIMS = re.compile(rf"\b(?:il|elle)\s+(?:(?:a|avait)\s+)?{_CLAIMS}")


@cache
def _claimer_patterns() -> tuple[re.Pattern[str], ...]:
    """Who claimed, as the words state it: « Sud revendique », « Sud joue 4♥ et revendique », « revendication
    d'Est ». A negation (« Sud n'a pas revendiqué ») matches none of them. Compiled at the first claim
    position, as the words' contract is (start-up speed, issue 35 §5)."""
    from rules.seats_in_words import SEAT_PATTERN as SEAT

    return (
        re.compile(rf"(?<![-\w])({SEAT})\s+(?:(?:a|avait)\s+)?{_CLAIMS}"),
        re.compile(rf"(?<![-\w])({SEAT})\s+(?:joue|jouait)\b[^,;.!?]{{0,40}}?\set\s+(?:a\s+)?{_CLAIMS}"),
        re.compile(rf"\brevendication\s+(?:de\s+|d['’]\s*)({SEAT})"),
    )


def _board_words(incident: Incident) -> list[str]:
    """The incident's description, then the first incident's copied on a `+` incident (the same board)."""
    return board_words.board_words(incident.notes)


def _own_words(incident: Incident) -> str | None:
    """The incident's description, else the first incident's (a `+` incident), as `described_contract`."""
    return next(iter(_board_words(incident)), None)


def _claimer_said(incident: Incident) -> tuple[int, str] | None:
    """The claimer the words name, its own words read with the board's contract (tester11 X4: « le décla
    revendique » on a `+` incident whose first description says « Sud joue 4♥ »)."""
    words = _board_words(incident)
    if not words:
        return None
    contract = described_contract(incident)
    return described_claimer(words[0], contract if len(words) > 1 else None)


def described_claimer(words: str, board: Contract | None = None) -> tuple[int, str] | None:
    """The claimer's seat (0-3 from Nord) and the words that say it, when the description names one
    seat as the claimer without doubt; None otherwise (none named, or two seats). `board`: the contract
    another description of the board names, for « le décla revendique » when these words name none."""
    from rules.seats_in_words import final_contract, seat_name  # as `described_contract`

    found: dict[int, str] = {}
    for pattern in _claimer_patterns():
        for match in pattern.finditer(words):
            found.setdefault(_SEAT_INDEX[seat_name(match[1])], match[0])
    said = _DECLARER_CLAIMS.search(words)
    declared = (final_contract(words) or board) if said is not None else None
    if declared is not None and said is not None:
        found.setdefault(_SEAT_INDEX[declared.declarer], said[0])
    he = _HE_CLAIMS.search(words)
    declared = final_contract(words) if he is not None else None
    if he is not None and declared is not None and (at := words.find(declared.words)) >= 0:
        between = words[at + len(declared.words) : he.start()]
        if not _seats_named(between):  # « il » is still the declarer
            found.setdefault(_SEAT_INDEX[declared.declarer], f"{declared.words} … {he[0]}")
    return next(iter(found.items())) if len(found) == 1 else None


def _seats_named(words: str) -> set[int]:
    from rules.seats_in_words import SEAT_PATTERN, seat_name

    return {_SEAT_INDEX[seat_name(m[1])] for m in re.finditer(rf"(?<![-\w])({SEAT_PATTERN})(?![-\w])", words)}


def described_contesters(words: str) -> dict[int, str]:
    """The seats the words say contest the claim (« Est conteste », « EO contestent » is a side, not read):
    none of them is the claimer (tester11 X11)."""
    from rules.seats_in_words import SEAT_PATTERN, seat_name

    pattern = rf"(?<![-\w])({SEAT_PATTERN})\s+(?:(?:a|avait)\s+)?contest\w*"
    return {_SEAT_INDEX[seat_name(m[1])]: m[0] for m in re.finditer(pattern, words)}


def _side(seat: int) -> str:
    return "NS" if seat % 2 == 0 else "EO"


def _weighted(line: str) -> bool:
    """A weighted line (12C1c: several results and their weights)."""
    try:
        request = parse_line(line)
    except RulesError:
        return False
    return "," in request.outcomes or request.ew_outcomes is not None


def _words_claimer_side(incident: Incident) -> str | None:
    """The claimer's side as the description states it (« Est revendique »), when no position was typed."""
    said = _claimer_said(incident)
    return _side(said[0]) if said is not None else None


def _known_declarer_side(incident: Incident) -> str | None:
    """The side that played, from the description's final contract or the answer « Quel camp a joué le
    contrat ? »."""
    known = _table_contract(incident)
    return known[0] if known is not None else None


def _position_declarer_side(incident: Incident) -> str | None:
    """The declaring side the typed position shows: its declarer (`declarant=`, `levees=`), or the other
    side when the claimer's side defends (70D2)."""
    count = incident.claim_count
    if count is None:
        return None
    claim = count.claim
    if claim.declarer is not None:
        return _side(claim.declarer)
    return _side(claim.claimer + 1) if claim.defence else None


def _tricks_awarded(incident: Incident) -> int | None:
    ruling = ruling_of(incident)
    return ruling.tricks_awarded if ruling is not None else None


def _words(tricks: int) -> str:
    return f"{tricks} levée{'s' if tricks > 1 else ''}"


def _followed_side(followed: Incident) -> str | None:
    """The side that played the claim's contract, as its own mark recorded it (an appeal or an 82
    follow-up re-scores the same contract)."""
    if (_tricks_awarded(followed) is None and followed.claim_count is None) or not followed.scores:
        return None
    found = contract_of(followed.scores[-1].line)
    return (found[1][0] or "NS") if found is not None else None


def _followed_contract(followed: Incident) -> tuple[str, str | None] | None:
    """Tester21 P6: the side and strain of the followed claim's contract, for a weighted line of its follow-up
    (an appeal's new score, 12C1c), whose contracts are sided like a single result's."""
    side = _followed_side(followed)
    found = contract_of(followed.scores[-1].line) if side is not None else None
    named = contract_named(found[0]) if found is not None else None
    return (side, named[1] if named is not None else None) if side is not None else None


def _with_followed_side(action: Action, followed: Incident) -> Action:
    side = _followed_side(followed)
    line = str(action.payload.get("line", "")).strip()
    found = contract_of(line)
    if side is None or found is None:
        return action
    outcome, (typed, _, _) = found
    if typed is not None and typed != side:
        raise Refused(
            f"« {outcome} » fait jouer le contrat par {SIDE_NAMES[typed]} ; l'incident #{followed.id} le fait jouer "
            f"par {SIDE_NAMES[side]}. Corrigez le camp."
        )
    if typed is not None or side == "NS" or line.find(outcome) < 0:
        return action
    at = line.find(outcome)
    return replace(action, payload={**action.payload, "line": f"{line[:at]}EO {line[at:]}"})


def checked(incident: Incident, actor: Actor, action: Action, followed: Incident | None = None) -> Action:
    """The score action with the declaring side written into its line when the director left it out,
    or Refused (French) when the line contradicts the claim ruling. Other marks pass unchanged, and so
    does a player's line: the transition refuses it for who sent it, before what it says. `followed`:
    the incident this one follows up, whose claim's contract a new mark scores again."""
    if not actor.is_director:
        return action
    if (stale := stale_position(incident)) is not None:
        raise Refused(f"{stale} Rien n'est enregistré.")
    awarded = _tricks_awarded(incident)
    if awarded is None and incident.claim_count is None and not _claim_ruled(incident):
        # Not a claim's count of tricks; a follow-up of a claim scores the same contract (tester4 F6).
        if followed is None:
            return _with_known_side(incident, action)
        return _with_known_side(incident, _with_followed_side(action, followed), _followed_contract(followed))
    line = str(action.payload.get("line", "")).strip()
    contract = contract_of(line)
    if contract is None:
        if awarded is not None and _weighted(line):
            raise Refused(  # tester10 W8: a weighted line under a claim's count was recorded without a word
                f"La décision attribue {_words(awarded)} au camp du revendiquant (69-71) : la marque de la table est "
                "ce seul résultat, pas une marque pondérée (12C1c). Écrivez le contrat avec ce nombre de levées, "
                "ou changez d'abord la décision (r). Rien n'est enregistré."
            )
        return action  # unreadable (the worksheet says why), weighted, or a score typed in points
    if parse_line(line).reference is not None:  # tester6 T18: a claim's tricks are a table's result
        raise Refused(
            f"« {contract[0]} » est le résultat de la table d'après la revendication (69-71) : la feuille du "
            "marqueur le porte en points, que son logiciel compare à l'autre table ; ce n'est pas une marque "
            "ajustée en IMP. Retirez ref=."
        )
    outcome, (typed, _, made) = contract
    # Tester6 T38 (« Sud joue 4♥ », 9 tricks, and « 3SA= » was recorded +400), tester13 Z11 (« Sud joue 4♥
    # contré » and « 4♥+1 » scored undoubled, +650 for +990): the contract the words state, its double too.
    stated = mark_contract.in_words(described_contract(incident))
    if stated is not None and (wrong := mark_contract.contradiction(outcome, stated)) is not None:
        raise Refused(wrong)
    claimer = _claimer_side(incident) or _words_claimer_side(incident)
    declarer = _known_declarer_side(incident) or _position_declarer_side(incident)
    if typed is not None and declarer is not None and typed != declarer:
        raise Refused(
            f"« {outcome} » fait jouer le contrat par {SIDE_NAMES[typed]} ; d'après l'incident, il est joué par "
            f"{SIDE_NAMES[declarer]}. Corrigez le camp (ou la position, p rev=…)."
        )
    if awarded is not None:
        # Tester10 W8, tester9 T21: the side that played is the one the incident knows (the words, the
        # answers, the position's declarer), else the claimer's (the declarer claims, unless the position
        # says his side defends); never the side the typed tricks happen to fit (« 4♥-2 » for 5 tricks
        # awarded to Sud was scored for Est-Ouest, +100 instead of -100).
        playing = typed or declarer or claimer
        if playing is None:
            raise Refused(
                f"Quel camp a joué le contrat ? L'incident ne le dit pas : écrivez « NS {outcome} » ou "
                f"« EO {outcome} »."
            )
        if claimer is None:  # who claimed is not known: the declarer, as most claims (said in the refusal)
            claimer = playing
            if made != awarded:
                raise Refused(
                    f"« {outcome} » donne {_words(made)} au déclarant ; la décision attribue {_words(awarded)} au camp "
                    f"du revendiquant. Lu : le déclarant a revendiqué (l'incident ne dit pas qui) : écrivez "
                    f"{_example(outcome, awarded)}. Si c'est la défense qui a revendiqué, tapez d'abord la position "
                    "(p rev=…) ou écrivez-le dans la description (« Est revendique »). Rien n'est enregistré."
                )
        expected = awarded if playing == claimer else 13 - awarded
        after = _after_transfer(incident, expected, playing == claimer)
        if made != expected and made != after:
            raise Refused(
                f"« {outcome} » donne {_words(made)} au déclarant ({SIDE_NAMES[playing]}) ; la décision attribue "
                f"{_words(awarded)} au camp du revendiquant ({SIDE_NAMES[claimer]}). "
                + (
                    f"Avec le transfert de la renonce liée (64A), le déclarant en fait {after} : écrivez le résultat "
                    f"de la table, {_example(outcome, after)}, ou les levées de la revendication seules, avant le "
                    f"transfert, {_example(outcome, expected)} ; ou changez d'abord la décision (r)."
                    if after is not None
                    else f"La renonce liée n'a pas encore compté son transfert (64A, fin du coup) : notez les levées "
                    f"de la revendication seules, {_example(outcome, expected)} (avant le transfert), ou comptez "
                    "d'abord le transfert dans l'incident de la renonce ; le résultat de la table s'écrit ensuite ici."
                    if incident.answers_dict().get("revoke_linked") == "yes"
                    else f"Écrivez le contrat avec ce nombre de levées (par ex. {_example(outcome, expected)}), ou "
                    "changez d'abord la décision (r)."
                )
            )
        declarer = declarer or playing
    if typed is not None:
        return action  # its side agrees with the incident's (checked above)
    if declarer is None:
        raise Refused(
            f"Quel camp a joué le contrat ? L'incident ne le dit pas : écrivez « NS {outcome} » ou "
            f"« EO {outcome} »."
        )
    if declarer == "NS":
        return action  # the worksheet's own default
    at = line.find(outcome)
    if at < 0:
        raise Refused(f"Quel camp a joué le contrat ? Écrivez « NS {outcome} » ou « EO {outcome} ».")
    return replace(action, payload={**action.payload, "line": f"{line[:at]}EO {line[at:]}"})


def _table_contract(incident: Incident) -> tuple[str, str | None] | None:
    """The side that played the incident's contract (« NS », « EO ») and its strain, from the answers
    (« Quel camp a joué le contrat ? ») or else the final contract the description names."""
    answers = incident.answers_dict()
    if answers.get("declarer_side") in ("ns", "eo"):
        return answers["declarer_side"].upper(), answers.get("contract_strain")
    described = described_contract(incident)
    side = _SEAT_SIDES.get(described.declarer) if described is not None else None
    return (side, described.strain) if side is not None and described is not None else None


def _assigned(incident: Incident) -> bool:
    """The ruling awards an adjusted score (12C): its contract is the director's judgement of what would
    have happened, often the other side's contract (tester10 W1), not the table's."""
    ruling = ruling_of(incident)
    return ruling is not None and ruling.adjusted_score is not None and ruling.adjusted_score.awarded


def _unsided(request: Request) -> list[str]:
    """The contracts of a weighted line that name no side."""
    items = [
        item.rpartition(":")[0] or item
        for text in (request.outcomes, request.ew_outcomes)
        if text
        for item in text.split(",")
    ]
    return [item.strip() for item in items if (c := contract_tricks(item)) is not None and c[0] is None]


def _with_known_side(
    incident: Incident, action: Action, followed: tuple[str, str | None] | None = None
) -> Action:
    """Tester8 T21, tester10 W1: a contract typed without its side is the worksheet's Nord-Sud. When the
    incident says which side played (« Est joue 6♣ », the answer to « Quel camp a joué le contrat ? »),
    a contract of the table's strain is written for that side, as a claim's is. Any other contract
    without its side is asked for: another strain than the table's (an adjusted score often gives the
    other side's contract: « 3♠ d'Est » after a hesitation, W1 gave the offenders +140), or an
    adjusted score on an incident that names no contract. A table's result typed on an incident that
    names none keeps the worksheet's default. `followed`: the side and strain of the claim a follow-up
    scores again, when the follow-up itself names none."""
    known = _table_contract(incident) or followed
    line = str(action.payload.get("line", "")).strip()
    try:
        request = parse_line(line)
    except RulesError:
        return action  # the worksheet says why
    found = contract_of(line)
    if found is not None:
        outcome, (typed, _, _) = found
        named = contract_named(outcome)
        at = line.find(outcome)
        if typed is not None or at < 0:
            return action
        if known is not None and named is not None and named[1] == known[1]:
            if known[0] == "NS":
                return action  # the worksheet's own default
            return replace(action, payload={**action.payload, "line": f"{line[:at]}EO {line[at:]}"})
        unsided = [outcome]
    else:
        unsided = _unsided(request)
        if known is not None and known[0] == "NS":
            # Nord-Sud's contracts of the table's strain are the default; another strain is asked for.
            unsided = [item for item in unsided if (c := contract_named(item)) is None or c[1] != known[1]]
    if not unsided or (known is None and not _assigned(incident)):
        return action
    first = unsided[0]
    if known is None:
        why = "l'incident ne dit pas quel camp a joué ce contrat, et une marque ajustée peut le donner à l'un ou l'autre"
    else:
        why = f"d'après l'incident, le contrat de la table est joué par {SIDE_NAMES[known[0]]}"
        if (c := contract_named(first)) is not None and c[1] != known[1]:
            why += " dans une autre dénomination : ce contrat-ci peut être celui de l'autre camp"
    raise Refused(
        f"« {first} » : quel camp a joué ce contrat ? Sans camp, la feuille le marque pour Nord-Sud ; {why}. "
        f"Écrivez « EO {first} » ou « NS {first} » pour chaque contrat de la ligne. Rien n'est enregistré."
    )


def _other(side: str) -> str:
    return "EO" if side == "NS" else "NS"


def _example(outcome: str, tricks: int) -> str:
    """« 4♠= » with 5 tricks → « 4♠-5 »: the contract typed, with the ruled tricks."""
    found = contract_tricks(outcome)
    assert found is not None
    _, level, _ = found
    head = outcome.upper().split(str(level), 1)[0] + str(level)
    strain = outcome[len(head) :].lstrip().rstrip("=+-0123456789 ")
    difference = tricks - (level + 6)
    return f"{head}{strain}{'=' if difference == 0 else f'{difference:+d}'}"


def claimer_declares(incident: Incident) -> bool | None:
    """Is the claimer's side the declaring side? From the position, the words and the answers, else from
    the claim's mark against the tricks it awards (tester11 X16); None when nothing says."""
    claimer = _claimer_side(incident) or _words_claimer_side(incident)
    declarer = _known_declarer_side(incident) or _position_declarer_side(incident)
    if claimer is not None and declarer is not None:
        return claimer == declarer
    awarded = _tricks_awarded(incident)
    found = contract_of(incident.score.line) if incident.score is not None else None
    if awarded is None or found is None:
        return None
    made = found[1][2]
    return True if made == awarded else False if made == 13 - awarded else None


# --- tester14 W12: a claim's mark with its linked revoke's transfer (64A) ---------------------------------


def _signed_transfer(incident: Incident) -> tuple[int, str] | None:
    """The tricks the linked revoke's transfer gives the claimer's side (64A: from the offending side to the
    other), negative when his side revoked, and the revoke's incident; None while the claim's ruling does
    not read a transfer (bot.incidents.claim_revoke)."""
    given = incident.answers_dict()
    moved, side = given.get("revoke_transfer", ""), given.get("revoke_side")
    source = next((f.source for f in incident.received if f.question == "revoke_transfer"), None)
    if not moved.isdigit() or side not in ("claimer", "other") or source is None:
        return None
    return (int(moved) if side == "other" else -int(moved)), source


def _after_transfer(incident: Incident, before: int, claimer_plays: bool) -> int | None:
    """The declarer's tricks after the linked revoke's transfer, from `before` (the claim's alone); None
    when the claim knows no transfer."""
    found = _signed_transfer(incident)
    if found is None:
        return None
    after = before + (found[0] if claimer_plays else -found[0])
    return after if 0 <= after <= 13 and after != before else None


def mark_shift(incident: Incident) -> int:
    """What the claim's recorded mark adds to the declarer's tricks for the linked revoke's transfer: 0 for
    a mark of the claim's tricks alone (« avant transfert », the revoke's corrected result is then the
    table's), else the transfer, signed (the mark is then the table's result, 70 then 64A)."""
    if incident.score is None or _signed_transfer(incident) is None:
        return 0  # most marks: no linked revoke's transfer read (cheap, before the ruling is walked)
    awarded = _tricks_awarded(incident)
    found = contract_of(incident.score.line)
    if awarded is None or found is None:
        return 0
    declares = claimer_declares(incident)
    claimer_plays = True if declares is None else declares  # as `checked` reads it: the declarer claimed
    before = awarded if claimer_plays else 13 - awarded
    after = _after_transfer(incident, before, claimer_plays)
    return after - before if after is not None and found[1][2] == after else 0


def includes_transfer(incident: Incident) -> str | None:
    """The revoke's incident whose transfer the claim's mark includes (the table's result), else None."""
    found = _signed_transfer(incident)
    return found[1] if found is not None and mark_shift(incident) else None


def transfer_text(incident: Incident) -> str | None:
    """Under a claim's mark that includes the linked revoke's transfer: how the table's result is made."""
    revoke = includes_transfer(incident)
    found = contract_of(incident.score.line) if incident.score is not None and revoke else None
    if found is None:
        return None
    shift, made = mark_shift(incident), found[1][2]
    moved = abs(shift)
    return (
        f"Résultat de la table : {_words(made - shift)} au déclarant d'après la revendication (70), puis "
        f"{'une levée transférée' if moved == 1 else f'{moved} levées transférées'} pour la renonce (incident "
        f"#{revoke}, 64A) : {_words(made)}, « {found[0]} ». C'est la marque de la table pour la feuille du "
        f"marqueur ; la renonce (incident #{revoke}) n'en prend pas d'autre."
    )


def transfer_hint(incident: Incident) -> str | None:
    """Under the claim's ruling, the count its mark may take with the linked revoke's transfer (64A)."""
    awarded, found = _tricks_awarded(incident), _signed_transfer(incident)
    if awarded is None or found is None or not 0 <= awarded + found[0] <= 13:
        return None
    return (
        f"{awarded + found[0]} avec le transfert de la renonce liée (incident #{found[1]}, 64A) : le résultat de "
        f"la table ; avec {awarded}, la marque ne compte que les levées de la revendication, avant le transfert"
    )

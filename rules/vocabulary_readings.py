"""General readings of a description (issue 37, round 5 session 4): facts read from the shape of the
words rather than from a topic's pattern list. Pure: words in, answers out; used by
`rules.vocabulary._evidence`, which keeps only what the words state plainly and drops a question
stated two ways. Here, the final contract (`rules.seats_in_words.final_contract`): level, strain,
declarer's side, and doubled or vulnerable when the contract's own words say so (« 4♥X vulnérable joué
par Ouest »); and `by_shape`, which asks each topic's readings, each where it belongs:

- the tricks the declarer made, said as such (« 9 levées à la table », « le déclarant a fait 9
  levées »), never another count (« il restait 2 levées », « 2 levées de plus »), or as a result
  (« 4♠ -2 »): rules/results_in_words.py;
- the revoke's offender from the subject of the clause that states the revoke (« Sud joue 4♠, …, et
  Ouest a défaussé un carreau alors qu'il avait encore du cœur » → a defender): the role must open the
  clause, alone, before its verb; and who won its trick: rules/revoke_roles_in_words.py;
- who led out of turn and whose lead it was, from the roles: rules/leads_in_words.py; whose card was
  exposed: rules/penalty_in_words.py; the tricks a claim asks for: rules/claims_in_words.py.

The clauses stated plainly they all walk are rules/plain_clauses.py's.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from rules.claims_in_words import (
    claim_trick,
    claimed_by_two,
    claimed_tricks,
    part_of_the_last,
    tricks_won_before,
)
from rules.contracts_in_words import contract_without_seat
from rules.elsewhere_in_words import other_table_before
from rules.leads_in_words import who_led
from rules.penalty_in_words import card_owner
from rules.plain_clauses import Span, Text
from rules.results_in_words import tricks_taken
from rules.revoke_roles_in_words import (
    declarer_by_pronoun,
    declarer_from_hand,
    defender_tagged_revoke,
    named_with_a_revoke,
    revoke_subject,
)
from rules.seats_in_words import declarer_seat, final_contract

_SIDES = {"nord": "ns", "sud": "ns", "est": "eo", "ouest": "eo"}
# reviewer29 S-38 (finder66): the vulnerability said of a side, apart from the contract's words (« Sud joue 4♠, Nord-Sud
# vulnérables », « EO vul. Contrat : 4♥ par Est », « NS non vulnérables »): the declarer's side's state when that side is
# named (77 scores by it), both sides (« tous vulnérables ») or none (« personne vulnérable »). The other side alone says
# nothing of the declarer's (« EO vulnérables » when Sud plays: both may be).
_SIDE_VULNERABLE = re.compile(
    r"(?<![\w'’-])(?P<side>nord[- ]?sud|est[- ]?ouest|n[- /]?s|e[- /]?[ow]|tous|tout\s+le\s+monde|les\s+deux\s+camps"
    r"|personne)\s+(?:(?:sont|[ée]taient|est|[ée]tait|sont\s+tous)\s+)?(?P<no>non[- ]?)?(?:vuln[ée]rables?|vulne|vuln|vul)"
    r"(?![\w])",
    re.IGNORECASE,
)
_BOTH = ("tous", "tout le monde", "les deux camps")


def contract_facts(description: str, plain: Callable[[str], bool]) -> Iterator[tuple[str, str, str]]:
    """(question, answer, words) for the final contract, when the words name it with its declarer in a
    clause `plain` calls stated (no question, supposition or denial)."""
    contract = final_contract(description)
    if contract is None or not plain(contract.words):
        return
    yield "contract_level", contract.level, contract.words
    yield "contract_strain", contract.strain, contract.words
    yield "declarer_side", _SIDES[contract.declarer], contract.words
    if contract.doubling is not None:
        yield "doubling", contract.doubling, contract.words
    if contract.vulnerable is not None:
        yield "vulnerable", contract.vulnerable, contract.words
    elif (side := _side_vulnerable(description, _SIDES[contract.declarer], plain)) is not None:
        yield "vulnerable", *side


def _side_vulnerable(
    description: str, declaring: str, plain: Callable[[str], bool]
) -> tuple[str, str] | None:
    """(yes or no, the words) when the words say the declaring side's vulnerability apart from the contract (see
    `_SIDE_VULNERABLE`), said once or the same way each time, in a clause `plain` calls stated, not of another
    board or table; None otherwise."""
    if "vul" not in description.casefold():  # a cheap gate: most descriptions never say it
        return None
    found: dict[str, str] = {}
    for match in _SIDE_VULNERABLE.finditer(description):
        side = " ".join(match["side"].casefold().replace("-", " ").replace("/", " ").split())
        named = "ns" if side in ("nord sud", "n s", "ns") else "eo" if side[0] == "e" else side
        if named in _BOTH:
            value = None if match["no"] else "yes"
        elif named == "personne":
            value = None if match["no"] else "no"
        elif named != declaring:
            continue  # the other side's state: nothing of the declarer's
        else:
            value = "no" if match["no"] else "yes"
        if value is None or other_table_before(description, max(0, match.start() - 90), match.start()):
            return None
        if not plain(match[0]):
            return None
        found.setdefault(value, match[0])
    if len(found) != 1:
        return None
    ((value, words),) = found.items()
    return value, words


# The topics whose questions these readings answer.
BY_SHAPE = frozenset({"renonce", "attaque", "cartes_penalisees", "revendication"})
# The questions whose answers are the deal's context, not the incident (the search does not rank by them):
# the contract, and a moment any topic's words may say (« pendant les enchères »).
CONTEXT = frozenset(
    {"contract_level", "contract_strain", "declarer_side", "doubling", "vulnerable", "tricks_taken", "period"}
)


def by_shape(
    topic: str, description: str, text: Text, whole: Text, plain: Callable[[str], bool]
) -> Iterator[tuple[str, str, str | Span]]:
    """(question, answer, the words or their span in `text`) for each fact these readings take: `text`
    is the description with its roles, as stated (`rules.vocabulary.read`), `whole` all its words."""
    if topic == "cartes_penalisees":
        if (owner := card_owner(text)) is not None:
            yield "owner", *owner
        return
    if topic == "revendication":  # a no-trump contract: no trump left to forget (70C; tester6 T3)
        # reviewer33 H-22: two seats claim (« Est revendique 2 levées ; Sud réclame les 4 »): whose count? asked
        said_trick = claim_trick(text)
        claimed, trick = None if claimed_by_two(description) else claimed_tricks(text), said_trick
        # « à la levée 10 les 5 dernières », « … les 3 restantes »: the count and the trick disagree on the tricks left,
        # so one of the two is wrong: both asked (reviewer20 #9) — unless he claims only some of them (« 3 des 4 »).
        left = None if trick is None else 14 - int(trick[0])
        if claimed is not None and left is not None:
            if int(claimed[0]) > left or (int(claimed[0]) != left and not part_of_the_last(text)):
                claimed = trick = None
        if claimed is not None:  # « les 5 dernières levées » (issue 36 §5)
            yield "claimed", *claimed
        if trick is not None:  # « à la 10e levée » bounds the counts (tester11 X19)
            yield "claim_trick", *trick
        if (won := tricks_won_before(text, said_trick)) is not None:  # « il en avait déjà fait 7 » (69, 70)
            yield "tricks_before", *won
        for question, value, said in contract_facts(description, plain):
            if question == "contract_strain" and value == "NT":
                yield "trump_out", "no", said
                yield "outstanding_trump", "none", said  # « Non (ou contrat à sans-atout) »
        return
    if topic == "attaque":
        if (led := who_led(text)) is not None:
            yield "who_led", *led
            # Whose turn it was and who led instead: a lead out of turn (the words' other readings, « on
            # lui a dit que c'était à lui », give another answer, and the question is then asked).
            yield "situation", "lead_out_of_turn", led[1]
        return
    yield from contract_facts(description, plain)
    if final_contract(description) is None and (played := contract_without_seat(description)) is not None:
        if plain(played.words):  # finder67: « Pierre joue 4♠ », « 4P NS », « on défendait 3SA »
            yield "contract_level", played.level, played.words
            yield "contract_strain", played.strain, played.words
            side = played.side
            if side is None and (seat := declarer_seat(description)) is not None:
                side = (
                    "ns" if seat in ("nord", "sud") else "eo"
                )  # « Sud déclarant en 4♠ »: the declarer's side (22)
            if side is not None:
                yield "declarer_side", side, played.words
            if played.doubling is not None:
                yield "doubling", played.doubling, played.words
            if played.vulnerable is not None:
                yield "vulnerable", played.vulnerable, played.words
    for number, span in dict(tricks_taken(text, description, plain)).items():
        yield "tricks_taken", number, span
    if (subject := revoke_subject(text, whole)) is not None:
        yield "offender", *subject
    elif (tagged := defender_tagged_revoke(text, whole)) is not None:
        # « un cadet en défense a coupé … alors qu'il en avait encore un »
        yield "offender", "defender", tagged
    elif (own := declarer_from_hand(text)) is not None and named_with_a_revoke(whole) <= {"declarer"}:
        yield "offender", "declarer", own
    elif (told := declarer_by_pronoun(text)) is not None and named_with_a_revoke(whole) <= {"declarer"}:
        yield "offender", "declarer", told  # finder67: « ma partenaire jouait 4♥ ; elle n'a pas fourni … »

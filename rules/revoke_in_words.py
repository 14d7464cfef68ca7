"""The revoke's facts read from the whole description (61-64), beyond its vocabulary's patterns: who won
the revoke's trick, whether it came before the twelfth trick, its stage (established or not, when it was
found), the defender who revoked, two revokes, and a revoke only reported or alleged.

Called by `rules.vocabulary._evidence` for the topic « renonce », with the facts its patterns found, which
it completes or takes back. Pure: no chat, no storage."""

from __future__ import annotations

import re
from collections.abc import Mapping

from rules.earlier_in_words import twelfth_of_another_act
from rules.players_in_words import (
    REPORTS,
    defenders_only,
    dummy_breach_then_attention,
    next_board_call,
    offending_side_played_next,
    reported_revoke,
    revoking_seats,
    shown_by_a_later_card,
)
from rules.regex_start import starting_with
from rules.relations_in_words import writer_role
from rules.revoke_kept_in_words import NONE_LEFT as _NONE_LEFT
from rules.revoke_kept_in_words import claims_support, i_revoked, kept_a_card, kept_by, kept_tells_no_revoke
from rules.revoke_later_in_words import add_later_tricks
from rules.revoke_roles_in_words import GIVEN_UP_AFTER, named_with_a_revoke, revoke_trick
from rules.revoke_seats_in_words import REVOKES as _REVOKES
from rules.revoke_seats_in_words import passive_winner, seat_beside_the_declarer, side_not_declaring
from rules.revokers_in_words import revokers_named
from rules.seats_in_words import (
    SEAT_PATTERN,
    declarer_seat,
    defender_seats,
    final_contract,
    partner_of,
    seat_name,
)
from rules.two_revokes_in_words import read_two_revokes, this_boards_revokers
from rules.words_matching import NEGATIONS, Text, claimed, quoted, read, stated_clauses

# The declarer or the dummy revoked: the dummy's drawing attention to it is no defender's irregularity (43B3).
_DECLARING_SIDE_REVOKED = re.compile(
    r"\b(?:d[ée]clarant|d[ée]cla|mort)\s+(?:a\s+|avait\s+)?(?:renonc|pas\s+fourni|n['’]\s*a\s+pas\s+fourni)"
    r"|\brenonce\s+du\s+(?:d[ée]clarant|d[ée]cla|mort)\b",
    re.IGNORECASE,
)


def revoke_facts(
    description: str, roles_text: str, typed_as: Mapping[int, str], found: dict[str, dict[str, str]]
) -> None:
    """Complete `found` (question → {value: words}) with the revoke's facts the whole description states,
    and take back those it only reports or alleges."""
    if (
        "pointed_out_by_dummy" not in found.get("situation", {})
        and not found.get("offender", {}).keys() - {"defender"}
        and not _DECLARING_SIDE_REVOKED.search(description)
        and (breach := dummy_breach_then_attention(description))
    ):
        found["situation"] = {"pointed_out_by_dummy": breach}  # 43B3 after a breach of 43A2
    if "pointed_out_by_dummy" in found.get("situation", {}):
        found["situation"].pop("not_followed", None)  # 43B3: the revoke named is the one dummy pointed out
        # auditor30 (s26): a defender's revoke pointed out asked the declarer nothing
        found.pop("dummy_asked", None)
    if (won := _revoke_trick(roles_text, found.get("offender", {}))) is not None:
        found.setdefault("revoke_trick", {}).setdefault(won[0], quoted(roles_text, won[1], typed_as))
        if won[0] == "partner":  # at the end of the play, the same answer (64A2: the partner's trick)
            found.setdefault("transfer_tricks", {}).setdefault("partner", found["revoke_trick"]["partner"])
    if (
        not _asked(description)
        and found.get("situation", {}).keys() & _REVOKES  # a revoke stated: the count is its moment
        and (left := _CARDS_LEFT.search(stated_clauses(description)))
    ):
        if 3 <= _COUNT.get(left[1], int(left[1]) if left[1].isdigit() else 0) <= 12:
            # « il restait 3 cartes à chacun quand Sud a défaussé… »: every trick while each holds 3 cards or
            # more is the 11th or earlier (a count, never read as the trick's number).
            found.setdefault("trick_twelve", {}).setdefault("before_12", left[0])
    if "twelfth" in found.get("trick_twelve", {}) and twelfth_of_another_act(description):
        # reviewer31 V-18: « à la levée 12, le déclarant s'en aperçoit » is no revoke on it (62D or 63/64A: asked)
        found.pop("trick_twelve")
    if found.get("trick_twelve", {}).keys() == {"twelfth"}:
        for question in ("revoke_trick", "transfer_tricks"):  # their « à la 12e levée » case (64B2)
            found.setdefault(question, {}).setdefault("twelfth", found["trick_twelve"]["twelfth"])
    if not found.get("situation") and (later := shown_by_a_later_card(description)):
        found["situation"] = {"not_followed": later}  # 61A: the suit he did not follow, played later by him
        found.setdefault("established", {}).setdefault("yes", later)  # 63A1: he played to a later trick
    if (next_play := offending_side_played_next(description)) is not None:
        # 63A1: « O a fourni à la suivante » establishes it; when the director was called, it does not say
        found.setdefault("established", {}).setdefault("yes", next_play)
    if (called := next_board_call(description)) is not None:
        found.setdefault("when", {}).setdefault("after_next_call", called)  # 64B4
    _read_in_words(roles_text, typed_as, found)
    _kept_or_mine(description, roles_text, typed_as, found)
    if not _asked(description) and not _CLAIM.search(description):
        _seat_won_its_trick(stated_clauses(description), found)
        _found_tricks_later(description, stated_clauses(description), found)
    _declaring_side_played_next(description, roles_text, found)
    _established_by_play(found, description)
    _revoke_stage(found)
    _defender_revoked(description, roles_text, found)
    # auditor30 (s26): a question elsewhere (« Décision : ? », « Je pars sur deux transferts ? ») leaves the stated
    # clauses' two revokes told: only the clauses asked are left out.
    # reviewer27 R-4: a revoker the writer took back (« Est a renoncé, non attends, Ouest ») is read in the whole
    # words (the correcting clause is no plain clause): only the seats both readings keep revoked.
    told = revokers_named(description)
    named = {k: v for k, v in revokers_named(stated_clauses(description)).items() if k in told}
    if len(revokers := this_boards_revokers(description, named)) > 1:
        # « Est a renoncé à cœur, puis Ouest a renoncé à trèfle » (tester7 T4): two revokes, never one; the
        # offender stays only when both are defenders of the contract the words name.
        declarer = declarer_seat(description)
        both_defend = declarer is not None and not revokers.keys() & {
            declarer,
            partner_of(declarer),
            "declarer",  # a role named (« renonce du déclarant »): his seat unknown
            "dummy",
        }
        for question in (
            ("revoke_trick", "transfer_tricks")
            if both_defend
            else ("offender", "revoke_trick", "transfer_tricks")
        ):
            found.pop(question, None)
        found["situation"] = {"two_revokes": " … ".join(revokers.values())}
    elif len(revokers) == 1 < len(named) and not found.get("situation"):
        found["situation"] = {
            "not_followed": next(iter(revokers.values()))
        }  # H-96: the other gave up, or elsewhere
    read_two_revokes(description, revokers, found)  # finder90: who made the other one, each in its clause
    _reported(description, found)
    _discarded_on_a_suit(description, roles_text, typed_as, found)
    seat_beside_the_declarer(description, found)
    side_not_declaring(description, found)  # finder67: « 6♥ NS …, renonce d'Est » (the contract's side)
    passive_winner(description, found)  # finder67: « levée prise par le mort »
    add_later_tricks(description, found)  # finder67: « son camp fait encore une levée plus tard »
    for question in ("trick_twelve", "revoke_trick"):
        if any(_of_another_act(description, said) for said in found.get(question, {}).values()):
            found.pop(question)  # « et Est avait attaqué hors tour à la levée 10 »: the lead's trick
    if found.get("situation", {}).keys() == {"not_followed"} and kept_tells_no_revoke(
        read(roles_text, stated_only=True)
    ):
        found.pop(
            "situation"
        )  # reviewer26 P-13b: « coupé alors qu'il avait encore un atout »: no revoke told (61A)
    if claimed(roles_text) and (
        not claims_support(roles_text)
        or not _RENOUNCED.search(found.get("situation", {}).get("not_followed", ""))
    ):
        # « Ouest n'a pas fourni à cœur, Nord pense qu'il avait du cœur »: that he had the suit is only
        # alleged; the revoke is the director's call (or « disputed » when the words say so). The director's own
        # « Ouest a renoncé » (a clause he states) stays whatever a player adds (finder50, « Noticed »).
        found.get("situation", {}).pop("not_followed", None)
    if found.get("contract_strain", {}).keys() == {"NT"}:
        # Reviewer20 #8: at no-trump a player who fails to follow discards and cannot win the trick (44F); words
        # that say both tell one wrong thing: who won the revoke trick is asked (the options then exclude it).
        for question in ("revoke_trick", "transfer_tricks"):
            for value in [v for v in found.get(question, {}) if v.startswith("offender")]:
                found[question].pop(value)


# The revoke's three questions on the stage of the play (`when`, `established`, `discovered`) are one
# fact seen three ways (63A, 64B): a stage the words state answers the others that it decides. « joué à
# la levée suivante » (`when` = played) does not say whether a card was played or only named, so it
# decides where the play was, not how the revoke was established.
_STAGE_GIVES = {
    "when": {
        "not_established": (("established", "no"), ("discovered", "during_play")),
        "played": (("discovered", "during_play"),),
        "after_play": (("discovered", "after_play"),),
        "after_round": (("discovered", "after_round"),),
        "after_next_call": (("discovered", "after_next_call"),),
        "claim": (("established", "claim"),),
    },
    "established": {"no": (("when", "not_established"),), "claim": (("when", "claim"),)},
    "discovered": {
        "after_play": (("when", "after_play"),),
        "after_round": (("when", "after_round"),),
        "after_next_call": (("when", "after_next_call"),),
    },
}


_CARDS_LEFT = re.compile(
    r"\b(?:il|lui|leur)?\s*(?:en\s+)?rest(?:ait|e|aient|ent)\s+(?:encore\s+)?(?:que\s+)?([0-9]{1,2}|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze)"
    r"\s+(?:cartes|levées|levees|plis)\b",
    re.IGNORECASE,
)
_COUNT = {
    "trois": 3,
    "quatre": 4,
    "cinq": 5,
    "six": 6,
    "sept": 7,
    "huit": 8,
    "neuf": 9,
    "dix": 10,
    "onze": 11,
    "douze": 12,
}
_PLAYED = re.compile(r"\b(?:jou|rejou|attaqu|entam|fourni|coup|d[ée]fauss)", re.IGNORECASE)
_NAMED = re.compile(r"\b(?:appel|nomm|d[ée]sign|demand)", re.IGNORECASE)
_CLAIM = re.compile(starting_with("acr", r"\b(?:revendi|conc[ée]d|concession|accept)"), re.IGNORECASE)


# A question about the ruling, a sentence apart (« Ça transfère combien ? », « on fait quoi ? »), leaves the revoke told
# before it stated; a question with the revoke's words in it (« il en avait encore ? ») asks them (s30 L29).
_QUESTION_SENTENCE = re.compile(r"[^.;!?\n]*\?")
_REVOKE_WORDS = re.compile(
    r"renon|fourn|d[ée]fauss|coup|avai|rest|jet|suiv|[♠♥♦♣]|pique|c(?:oe|œ)ur|carreau|tr[èe]fle", re.I
)


def _asked(description: str) -> bool:
    return any(_REVOKE_WORDS.search(q[0]) for q in _QUESTION_SENTENCE.finditer(description))


_DIGIT = re.compile(r"[0-9]")
_SENTENCE_BREAK = re.compile(r"[.;:!?]")


def _established_by_play(found: dict[str, dict[str, str]], description: str) -> None:
    """The revoke established by a play (63A1), when the words say it: the offender's side has played a card
    to the next trick (« son partenaire a déjà attaqué la levée suivante »: `when` = played, said with a play,
    not a card named), or the play went on to its end after a revoke before the twelfth trick (every player
    played to the next trick), with no claim or concession said (63A3, another answer)."""
    if _asked(description) or _CLAIM.search(description):
        return
    played = found.get("when", {}).get("played")
    if (
        played is not None
        and _PLAYED.search(played)
        and not _NAMED.search(played)
        and not _DIGIT.search(played)
    ):
        found.setdefault("established", {}).setdefault("yes", played)
    ended = next(
        (found["when"][value] for value in ("after_play", "after_round") if value in found.get("when", {})),
        None,
    )
    if ended is not None and found.get("trick_twelve", {}).keys() == {"before_12"}:
        found.setdefault("established", {}).setdefault("yes", ended)


# The declaring side's card to the next trick, said by its roles (tester16 T5, T11): « après que le mort a joué à la
# levée suivante », « à la levée suivante, après que le décla a joué du mort ». One sentence holds the next trick
# and the play; no negation, no « avant que », no question in it.
_NEXT_TRICK = re.compile(r"\blev[ée]e\s+(?:suivante|d['’]\s*apr[eè]s)\b", re.IGNORECASE)
_DECLARING_SIDE_PLAYED = re.compile(
    r"\b(?:le\s+mort|le\s+d[ée]cla(?:rant)?)\s+(?:a|avait)\s+(?:d[ée]j[àa]\s+)?(?:re)?jou[ée]\b",
    re.IGNORECASE,
)
_PLAY_OVER = re.compile(
    r"\bfin\s+d[ue]\b|\bapr[eè]s\s+le\s+(?:coup|jeu)\b|\bcoup\s+(?:est\s+)?(?:fini|termin)|\b[ée]tui|\bdonne\s+suivante\b"
    r"|\btour\b|\b[àa]\s+la\s+fin\b|\ben\s+comptant\b|\brang|\bmarque\b|\bderni[eè]re\s+lev[ée]e\b",
    re.IGNORECASE,
)
_NOT_SO = re.compile(
    r"\b(?:pas|plus|jamais|ni|sans|avant\s+que|avant\s+qu|si|personne|rien)\b|\bn['’]", re.IGNORECASE
)


def _declaring_side_played_next(description: str, roles_text: str, found: dict[str, dict[str, str]]) -> None:
    """63A1: the declarer or the dummy revoked, and the words say one of them played to the next trick: the
    revoke was established during the play (`when` = played). Asked when the stage is said otherwise."""
    if _asked(description) or found.get("offender", {}).keys() not in ({"declarer"}, {"dummy"}):
        return
    if found.get("when") or found.get("established") or found.get("discovered") or _CLAIM.search(description):
        return
    if _PLAY_OVER.search(description):
        return  # found once the play was over: another stage (64B)
    for sentence in _SENTENCE_BREAK.split(roles_text):
        if _NEXT_TRICK.search(sentence) and (played := _DECLARING_SIDE_PLAYED.search(sentence)):
            if _NOT_SO.search(sentence):
                return
            found["when"] = {"played": played[0]}
            return


def _revoke_stage(found: dict[str, dict[str, str]]) -> None:
    """Add to `found` the stage's answers that one stated answer decides (`_STAGE_GIVES`); when two
    stated answers disagree, none of the three questions is answered."""
    given = [
        (question, value, said)
        for question in _STAGE_GIVES
        for value, said in found.get(question, {}).items()
        if value in _STAGE_GIVES[question]
    ]
    for question, value, said in given:
        if value == "played" and _DIGIT.search(said):
            continue  # « découverte 2 levées après » may be the last trick: during the play or after it
        for other, answer in _STAGE_GIVES[question][value]:
            found.setdefault(other, {}).setdefault(answer, said)
    if any(len(found.get(question, {})) > 1 for question in _STAGE_GIVES):
        for question in _STAGE_GIVES:  # two stages stated: the words contradict themselves, ask
            found.pop(question, None)


def _defender_revoked(description: str, roles_text: str, found: dict[str, dict[str, str]]) -> None:
    """« Ouest (défense) a défaussé sur le carreau … alors qu'il en avait », « en défense Sud a défaussé
    avec un carreau en main »: a revoke stated, and every seat named defends (`defenders_only`): the
    offender is a defender, unless the words tie the declarer or the dummy to a revoke."""
    if "offender" in found or not found.get("situation", {}).keys() & {*_REVOKES, "pointed_out_by_dummy"}:
        return
    if named_with_a_revoke(read(roles_text)) - {"defender"}:
        return
    contract = final_contract(description)  # « Nord joue 3SA »: the declarer named as such is not a revoker
    told = description.replace(contract.words, " ", 1) if contract is not None else description
    if (said := defenders_only(told, defender_seats(description), declarer_seat(description))) is not None:
        found["offender"] = {"defender": said}


def _reported(description: str, found: dict[str, dict[str, str]]) -> None:
    """A revoke one player only reports (« le déclarant signale que Ouest a renoncé », « Nord dit : attendez,
    Est a renoncé ! ») is alleged, not found: whether he revoked is asked (or « disputed » when the words
    say the other denies it). The player who reports is never the offender (« le mort signale une renonce
    d'Est »)."""
    if any(REPORTS.search(said) or _SEES.search(said) for said in found.get("offender", {}).values()):
        found.pop("offender")
    if reported_revoke(description) is not None:
        found.get("situation", {}).pop("not_followed", None)


# One role only said to discard or ruff (« Sud déclarant défausse sur cœur », « E en def défausse un cœur sur le
# trèfle du mort », « quand le décla défausse »), with the revoke named (« la renonce ») or the suit he still held
# said after it (« alors qu'il en avait », « en ayant un trèfle », « il en avait un »): that discard is the revoke,
# his (the brief's 1a, 61A). A suit he no longer held (« il n'en avait plus ») makes it no revoke: asked.
_DISCARDED = re.compile(
    r"\b(le declarant|le mort|le defenseur|un defenseur)(?: declarant| defenseur| en def\w*| en flanc)? "
    r"(?:a |avait )?(?:tout simplement |simplement |ensuite |alors |quand meme )?(?:defausse|coupe|jete|lache)\w*\b(?P<on>(?: (?!\|)\S+){0,6}? sur (?:l attaque |l entame )?"
    r"(?:le |la |l |un |une |du )?(?:\S+ )?(?:pique|coeur|carreau|trefle)s?\b)?"
)
_HAD = re.compile(
    r"\b(?:alors qu (?:il|elle) (?:lui )?(?:en )?(?:avait|a|restait|reste)|en ayant|en gardant|il en avait|"
    r"il lui en restait|il lui restait|avec (?:encore )?(?:un|une|le|la|des|deux|trois) (?:\S+ ){0,3}?en main|"
    r"mais (?:il|elle) en a(?:vait)? encore|"
    r"(?:j|il) a (?:encore|toujours) (?:un|une|le|la|des|du)|j ai (?:un|une) (?:pique|coeur|carreau|trefle))\b"
)
_GIVEN_UP = re.compile(r"\brenonc\w* " + GIVEN_UP_AFTER)  # `[listes] abandon` of _commun.toml


_DISCARD_FROM_DUMMY = re.compile(r"(?:defausse|coupe|jete|lache)\w* (?:\S+ )?du mort\b")
_AT_THE_DUMMY = re.compile(r"\bau mort\b")


def _discarded_on_a_suit(
    description: str, roles_text: str, typed_as: Mapping[int, str], found: dict[str, dict[str, str]]
) -> None:
    if "offender" in found or _asked(description) or "two_revokes" in found.get("situation", {}):
        return
    text = read(roles_text, stated_only=True)
    joined, starts = _joined(text)
    if _NONE_LEFT.search(joined) or reported_revoke(description) or _GIVEN_UP.search(joined):
        return
    discards = [m for m in _DISCARDED.finditer(joined) if not _denied_near(joined, m.start(1))]
    if len(discards) != 1:
        return
    discard = discards[0]
    had = _HAD.search(joined, discard.end())
    if had is not None and _denied_near(joined, had.start()):
        return
    if not (had or (discard["on"] and "renonce" in joined.split())):
        return
    from_dummy = _DISCARD_FROM_DUMMY.search(joined[discard.start() : discard.end() + 12])
    if from_dummy or (had and _AT_THE_DUMMY.search(joined[had.end() : had.end() + 30])):
        return  # « le déclarant a défaussé du mort alors qu'il restait un carreau au mort »: whose card, asked
    said = _said(roles_text, typed_as, starts, discard.span(), *([had.span()] if had else []))
    found["offender"] = {_OFFENDERS[discard[1].split()[1]]: said}
    if had is not None and not found.get("situation"):
        found["situation"] = {"not_followed": said}


# A clause that tells another act (a lead out of turn, a card dropped) and no revoke: its trick is that act's.
_ANOTHER_ACT = re.compile(
    r"\b(?:hors[\s-]+tour|(?:a|avait|ont|avaient)\s+(?:\S+\s+){0,2}?(?:attaqu|entam)\w*|tomb\w*|expos\w*|p[ée]nalis\w*)",
    re.IGNORECASE,
)
_REVOKE_ACT = re.compile(r"\b(?:renon\w*|fourni\w*|d[ée]fauss\w*|coup[ée]\w*|jet[ée]\w*)", re.IGNORECASE)


def _of_another_act(description: str, said: str) -> bool:
    at = description.find(said)
    if at < 0 or not said:
        return False
    start = max(description.rfind(mark, 0, at) for mark in ",;.:!?") + 1
    ends = [e for e in (description.find(mark, at + len(said)) for mark in ",;.:!?") if e >= 0]
    clause = description[start : min(ends, default=len(description))]
    return bool(_ANOTHER_ACT.search(clause)) and not _REVOKE_ACT.search(clause)


# The player who sees the revoke (« c'est Est qui relève la renonce », « Ouest voit la renonce du décla »): its
# witness, not its offender (the brief's 1a). « Est a fait une renonce », « avoue sa renonce » stay his.
_SEES = re.compile(
    r"(?<![\w'’])(?:rel[èe]v\w*|voi[ts]|voient|vu|remarqu\w*|d[ée]couvr\w*|d[ée]couvert\w*|constat\w*|rep[èée]r\w*|"
    r"not\w*|aper[çc]oi\w*|aper[çc]u\w*|d[ée]nonc\w*|montr\w*|pointe\w*|parl\w*|[ée]voqu\w*|mentionn\w*)\s+"
    r"(?:\S+\s+)?(?:la|une|cette|leur|d['’]\s*une|de\s+la)\s+renonce\b",
    re.IGNORECASE,
)


def _revoke_trick(roles_text: str, offenders: Mapping[str, str]) -> tuple[str, tuple[int, int]] | None:
    """Who won the revoke's trick (`rules.revoke_roles_in_words.revoke_trick`), the revoker's role known when one only is read."""
    offender = next(iter(offenders)) if len(offenders) == 1 else None
    return revoke_trick(read(roles_text, stated_only=True), offender)


# --- the revoke's kind and offender, read in the words of the clauses stated plainly (issue 37 §1) ---------

_SUIT = r"(pique|coeur|carreau|trefle)"
# The penalty card's suit: « le roi de trèfle de Sud (défense) était pénalisé », « la dame de trèfle pénalisée ».
_PENALTY_SUIT = re.compile(
    rf"\b(?:as|roi|dame|valet|[2-9]|10) (?:de |d )?{_SUIT}\b(?P<gap>(?: \S+){{0,9}}?) penalis\w*"
)
# Then a trick in that suit (« sur l'attaque trèfle du déclarant », « sur le cœur du décla ») and a small card of
# his hand played to it (« il fournit le 4 de sa main », « met le 2 à la place »), never an honour: a minor
# penalty card may give way to an honour (50C), a small card never (50D1, 61A).
# (s46b: « au premier tour de carreau il a fourni le 4♦ de sa main »)
_ON_THE_SUIT = re.compile(
    rf"\bsur (?:l attaque |l entame |le |la |un |une )?(?:\w+ ){{0,2}}?{_SUIT}\b|\b(?:\w+ )?tour (?:de |d ){_SUIT}\b"
)
_SMALL_FROM_HAND = re.compile(
    r"\b(?:fourni\w*|jou\w*|met|mis|mettre|pose\w*) (?:le|un) (?:[2-9]|petit)(?: (?:de )?\w+)?"
    r" (?:de sa main|au lieu du|au lieu de la|a la place)\b"
)
# A suit required or forbidden to a defender (50D2, 26, 54-57), then played against it: « le décla a interdit
# cœur à Ouest, et Ouest entame quand même le roi de cœur », « a exigé la plus forte à trèfle, Ouest a mis le 5
# en gardant le roi ». Or it could not be obeyed: « il a plus un seul pique » (59).
_REQUIRED = re.compile(
    r"\b(?:a|avait|ai|on a|j ai) (?:(?!pas |plus |jamais |rien )\w+ )?(?:interdit|interdite|exige|exigee)\b(?: (?:la |le |l |un |une )?(?:attaque |entame )?(?:a )?(?:pique|coeur|carreau|trefle|attaque|entame))?"
)
_DISOBEYED = re.compile(
    r"\bquand meme (?:\w+ )?(?:attaqu|entam|jou|mis|fourni|rejou|sorti)\w*"
    r"|\b(?:attaqu|entam|jou|mis|met|fourni|rejou|sort)\w* (?:\S+ ){0,5}?"
    r"(?:quand meme|malgre (?:tout|l interdiction)|alors qu (?:il|elle) (?:en )?(?:avait|a) (?:encore )?(?:du|un|une|des|le|la|2|deux)"
    r"|en gardant|en ayant)\b"
)
_CANNOT = re.compile(
    r"\b(?:n a plus|a plus|n avait plus|avait plus) (?:un seul|une seule|aucun|aucune|de|d)\b"
    r"|\b(?:restait|reste|avait|a) (?:plus )?que des (?:pique|coeur|carreau|trefle)s?\b"
)
# « c'est pas le décla qui a renoncé, c'est Est (en défense) »: the words deny one player and name another.
_ROLE = r"(declarant|mort|defenseurs?)"
_NAMED_INSTEAD = re.compile(
    rf"\b(?:c est|c etait|ce n est|ce n etait|c) pas (?:le |la |l )?{_ROLE} qui (?:a |avait )?(?:renonce|pas fourni)\b"
    rf"(?: \|)? (?:mais )?(?:c est|c etait|c) (?:le |la |l |un des (?:2|deux) |l un des (?:2|deux) )?{_ROLE}\b"
)
# The declarer plays again from his hand after his (or the dummy's) revoke: « le décla a déjà rejoué de sa main »,
# « il a rejoué atout de sa main » (63A1). A card of the dummy is played by naming it (45B): played or designated
# (63A2), asked. « il » is the declarer only when no other player is named since he was.
_DECLARER_PLAYED_AGAIN = re.compile(
    r"\b(declarant|il) (?:a|avait) (?:deja |ensuite |aussitot |tout de suite )?rejoue\b(?: (?!\||du\b)\S+){0,3}? de sa main\b"
)
_ANOTHER = re.compile(r"\b(?:defenseurs?|nord|sud|est|ouest|partenaire|adversaires?|[nseo]) ")
# The card taken back or the revoke put right (62A), a claim (63A3): not a play that established it.
_UNDONE = re.compile(r"\b(?:repri\w*|repren\w*|retir\w*|corrig\w*|remplac\w*|revendi\w*|conce\w*|avant)\b")
_OFFENDERS = {"declarant": "declarer", "mort": "dummy", "defenseur": "defender", "defenseurs": "defender"}


def _read_in_words(roles_text: str, typed_as: Mapping[int, str], found: dict[str, dict[str, str]]) -> None:
    """The revoke's kind (a penalty card not played, a requirement ignored or impossible) and its offender,
    read in the clauses stated plainly (no question, no « il paraît que »), each with its words."""
    text = read(roles_text, stated_only=True)
    joined, starts = _joined(text)
    if (
        "penalis" in joined
        and (suit := _PENALTY_SUIT.search(joined))
        and not _denied_near(joined, suit.start())
    ):
        on = _ON_THE_SUIT.search(joined, suit.end())
        small = on and (on[1] or on[2]) == suit[1] and _SMALL_FROM_HAND.search(joined, on.end())
        if small and not _denied_near(joined, small.start()):
            said = _said(roles_text, typed_as, starts, suit.span(), small.span())
            found.setdefault("situation", {}).setdefault("penalty_card_not_played", said)
            found.setdefault("offender", {}).setdefault(
                "defender", said
            )  # a penalty card is a defender's (50)
    required = _REQUIRED.search(joined)
    if required and not _denied_near(joined, required.start()):
        if (ignored := _DISOBEYED.search(joined, required.end())) and not _denied_near(
            joined, ignored.start()
        ):
            said = _said(roles_text, typed_as, starts, required.span(), ignored.span())
            found.setdefault("situation", {}).setdefault("requirement_ignored", said)
            found.setdefault("offender", {}).setdefault(
                "defender", said
            )  # only a defender's play is required
        elif cannot := _CANNOT.search(joined, required.end()):
            said = _said(roles_text, typed_as, starts, required.span(), cannot.span())
            found.setdefault("situation", {}).setdefault("could_not_comply", said)
    if (
        found.get("offender", {}).keys() in ({"declarer"}, {"dummy"})
        and "rejou" in joined
        and (again := _DECLARER_PLAYED_AGAIN.search(joined))
        and not _denied_near(joined, again.start())
        and not _UNDONE.search(joined)
        and (
            again[1] == "declarant"
            or not _ANOTHER.search(joined, joined.rfind("declarant", 0, again.start()), again.start())
        )
    ):
        # « le décla a défaussé … alors qu'il avait …, et il a déjà rejoué du mort » (63A1): his side has
        # played to a later trick, during the play
        said = _said(roles_text, typed_as, starts, again.span())
        found.setdefault("when", {}).setdefault("played", said)
        found.setdefault("established", {}).setdefault("yes", said)
    if (instead := _NAMED_INSTEAD.search(joined)) and _OFFENDERS[instead[1]] != _OFFENDERS[instead[2]]:
        said = _said(roles_text, typed_as, starts, instead.span())
        found.setdefault("offender", {}).setdefault(_OFFENDERS[instead[2]], said)


def _kept_or_mine(
    description: str, roles_text: str, typed_as: Mapping[int, str], found: dict[str, dict[str, str]]
) -> None:
    """A discard or a ruff said with the card of the suit led he still held (`kept_a_card`): the revoke, its
    player's when a role names him (61A); the writer's own revoke, his role when the words say it (finder50)."""
    text = read(roles_text, stated_only=True)
    joined, starts = _joined(text)
    writer = writer_role(description)
    situation = found.get("situation", {})
    if (kept := kept_a_card(text, description)) is not None and situation.keys() <= {"not_followed"}:
        said = _said(roles_text, typed_as, starts, kept)
        situation = found.setdefault("situation", {"not_followed": said})
        if "offender" not in found and (who := kept_by(joined, kept, writer)) is not None:
            found["offender"] = {who: said}
    if (
        "offender" not in found
        and writer is not None
        and situation.keys() & _REVOKES
        and (mine := i_revoked(joined)) is not None
    ):
        found["offender"] = {writer: _said(roles_text, typed_as, starts, mine)}


def _joined(text: Text) -> tuple[str, list[int]]:
    """The read words joined by spaces (a clause break as « | », a word not stated as nothing), and where
    each word starts in it."""
    starts: list[int] = []
    at = 0
    for word, _ in text:
        starts.append(at)
        at += len(word) + 1
    return " ".join(word for word, _ in text), starts


def _span(starts: list[int], start: int, end: int) -> tuple[int, int]:
    """The words (first, past-last) that the characters from `start` to `end` of `_joined` cover."""
    first = max(i for i, at in enumerate(starts) if at <= start)
    last = max(i for i, at in enumerate(starts) if at < end)
    return first, last + 1


def _said(roles_text: str, typed_as: Mapping[int, str], starts: list[int], *spans: tuple[int, int]) -> str:
    """The director's words for these spans of `_joined`, in order, « … » between two that do not touch."""
    pieces: list[tuple[int, int]] = []
    for start, end in spans:
        first, last = _span(starts, start, end)
        if pieces and first <= pieces[-1][1] + 1:
            pieces[-1] = (pieces[-1][0], max(last, pieces[-1][1]))
        else:
            pieces.append((first, last))
    return " … ".join(quoted(roles_text, piece, typed_as).replace(" | ", ", ") for piece in pieces)


def _denied_near(joined: str, start: int) -> bool:
    """A negation among the three words before `start`, in its clause (« il n'a pas interdit… »)."""
    before = joined[:start].rsplit("|", 1)[-1].split()[-3:]
    return any(word in NEGATIONS for word in before)


# Tester11 X5: « Ouest a renoncé …, Ouest a gagné la levée de la renonce »: the seat that won the revoke's
# trick, named as such, against the one seat that revoked (64A: who won it decides the transfer).
_WON_ITS_TRICK = re.compile(
    rf"(?<![-\w'’])({SEAT_PATTERN})\s+(?:a|avait)\s+(?:finalement\s+|quand\s+même\s+|quand\s+meme\s+)?"
    r"(?:gagné|gagne|remporté|remporte|fait|pris)\s+la\s+levée\s+de\s+(?:la|sa)\s+renonce\b",
    re.IGNORECASE,
)


def _seat_won_its_trick(stated: str, found: dict[str, dict[str, str]]) -> None:
    revokers = revoking_seats(stated)
    won = [m for m in _WON_ITS_TRICK.finditer(stated.replace("levee", "levée"))]
    if len(revokers) != 1 or len({seat_name(m[1]) for m in won}) != 1:
        return
    revoker, winner = next(iter(revokers)), seat_name(won[0][1])
    answer = (
        "offender" if winner == revoker else "partner" if winner == partner_of(revoker) else "non_offenders"
    )
    found.setdefault("revoke_trick", {}).setdefault(answer, won[0][0])


# Tester11 X5: « renoncé à pique à la 5e levée, c'est découvert à la 8e levée »: found two tricks later or more,
# during the play, the offending side has played to the next trick (63A1: established; `when` = played). One
# trick later (« découvert à la 6e ») may be before the offender played to it: asked.
_TRICK_AT = r"(?:(?:à|a|sur)\s+la\s+([0-9]{1,2})\s*(?:e|è|ème|eme|ieme|ième)?\s+(?:levée|levee|pli)|(?:à|a)\s+la\s+(?:levée|levee)\s+([0-9]{1,2})"
# finder67: the director's note, the trick without « à la » (« renonce pique lev. 6, constaté lev. 9 »)
_TRICK_AT += r"|(?<![\w'’])(?:lev[ée]e|lev\.?)\s*(?:n°\s*)?([0-9]{1,2}))\b"
_REVOKED_AT = re.compile(
    r"\b(?:renonc\w*|pas\s+fourni|d[ée]fauss\w*|coup[ée]\w*)\b[^,;.:!?]{0,40}?" + _TRICK_AT, re.IGNORECASE
)
_FOUND_AT = re.compile(
    r"\b(?:d[ée]couver\w*|aper[çc]u\w*|aper[çc]oi\w*|remarqu\w*|signal[ée]\w*|constat[ée]\w*|rend\s+compte|rendu\s+compte)\b"
    r"[^,;.:!?]{0,30}?" + _TRICK_AT,
    re.IGNORECASE,
)


def _found_tricks_later(description: str, stated: str, found: dict[str, dict[str, str]]) -> None:
    """(« n'a pas fourni à la levée 3 » is the revoke itself: read in the whole description, once a revoke is
    stated; the finding, in the clauses stated plainly.)"""
    if not found.get("situation", {}).keys() & _REVOKES:
        return
    revoked = {_number(m) for m in _REVOKED_AT.finditer(description)}
    seen = list(_FOUND_AT.finditer(stated))
    if not seen and "fin" not in description.casefold():
        # finder67: « il a été constaté à la levée 10 que le déclarant n'avait pas fourni à la levée 7 »: the finding's
        # clause holds the revoke's own negation, so it is no plain clause; read up to the finding, plain.
        seen = [m for m in _FOUND_AT.finditer(description) if _plain_up_to(description, m)]
        stated = description
    if len(revoked) != 1 or len({_number(m) for m in seen}) != 1 or "fin" in stated.casefold():
        return
    trick, later = next(iter(revoked)), _number(seen[0])
    before = stated[max(0, seen[0].start() - 25) : seen[0].start()].casefold()
    if not (trick + 2 <= later <= 13) or any(word in before.split() for word in NEGATIONS):
        return
    said = seen[0][0]
    found.setdefault("when", {}).setdefault("played", said)
    found.setdefault("established", {}).setdefault("yes", said)
    # finder67: found at a trick, so during the play
    found.setdefault("discovered", {}).setdefault("during_play", said)


def _number(match: re.Match[str]) -> int:
    return int(match[1] or match[2] or match[3])


def _plain_up_to(description: str, match: re.Match[str]) -> bool:
    """No negation, question or supposition from the start of `match`'s clause to its end (« constaté lev. 9 »)."""
    start = max(description.rfind(mark, 0, match.start()) for mark in ",;.:!?") + 1
    told = description[start : match.end()].casefold().replace("’", "'").replace("'", " ").split()
    return "?" not in description[match.end() : match.end() + 80] and not (NEGATIONS | {"si"}) & set(told)


_RENOUNCED = re.compile(
    r"\brenon[cç]", re.IGNORECASE
)  # the revoke named (« a renoncé »), not only « pas fourni »

"""The answers a part of the words may state but the whole description puts in doubt (split from
rules/topics_in_words.py, past 650 lines): two leaders, a leader or a turn taken back or disputed, a revoke told by a
player of the board. `rules.vocabulary._evidence` takes them out of the whole's facts, `bot.finder.parts` out of each
part's. Pure: words in, answers out."""

from __future__ import annotations

import re

from rules.asked_in_words import choice_withdrawn
from rules.claims_in_words import (
    claim_not_made,
    silent_not_the_claimer,
    trump_saying_taken_back,
    trump_words_not_the_claimers,
)
from rules.faced_leads_in_words import leader_taken_back
from rules.folding import words
from rules.played_to_a_lead_in_words import played_to_anothers_lead
from rules.players_in_words import (
    lead_claimed_by_an_opponent,
    leaders_not_partners,
    revoke_agreed,
    revoker_taken_back,
    revoking_seats,
    taken_back_after,
    two_leaders,
)
from rules.relations_in_words import writer_at_table, writer_role, writer_seats
from rules.revoke_seats_in_words import roles_swapped
from rules.seats_in_words import SEAT_PATTERN, declarer_seat, partner_of, seat_name, with_roles
from rules.turns_in_words import turn_contradicted

# The answers that say one defender led: never when the words put two leaders' cards down.
ONE_LEADER = ("wrong_defender_faced", "wrong_defender_face_down")

# finder72 (W9): the lead said regular (« l'entame est régulière », « entame normale ») or the leader's turn confirmed
# after a correction (« alors que c'était… pardon, c'était bien à Ouest d'entamer »): no lead out of turn (41A), the
# card of his partner seen is another case. « L'entame n'est pas régulière » is not it.
_REGULAR_LEAD = re.compile(
    r"\b(?:entame|attaque)\s+(?:est\s+|[ée]tait\s+|a\s+[ée]t[ée]\s+)?(?:bien\s+|donc\s+)?(?:r[ée]guli[èe]re|normale|correcte|l[ée]gale)\b"
    r"|\b(?:pardon|non|enfin|en\s+fait|je\s+me\s+trompe)\s*[,.…]*\s*c['’]\s*[ée]tait\s+bien\s+(?:[àa]\s+|au\s+tour\s+d)",
    re.IGNORECASE,
)


def doubted_by_the_whole(topic: str, description: str) -> frozenset[tuple[str, str]]:
    """The answers a part of the words may state but the whole description puts in doubt (auditor17, s15: « Nord
    entame alors que c'était à Sud, puis Sud pose aussi sa carte »: the first part tells one leader, the whole
    two): a part read alone never answers them; two leaders who are not partners are not both defenders either
    (tester21 P13), nor when a seat that is not the leader's partner says the lead was his (tester24 P12); nor a leader
    or a turn taken back or disputed, nor a revoke a player of the board tells (reviewer27 R-6, R-10); nor a choice the
    words take back as not made yet (reviewer28 R-9)."""
    if choice_withdrawn(description):
        return WITHDRAWN_CHOICES | _doubted(topic, description)
    return _doubted(topic, description)


# reviewer28 R-9: the choices a player makes after an irregularity, every answer but « not made yet » (which stays: « enfin
# non, il n'a pas encore choisi » says it): the declarer's (54, 56, 50D2, 57A), the defenders' (55A), the left-hand
# opponent's (27A1, 29A), the offender's replacement (27B).
WITHDRAWN_CHOICES = frozenset(
    {
        ("declarer_choice", value)
        for value in ("accept", "refuse", "require", "forbid", "nothing", "accept_declare")
    }
    | {("declarer_choice", value) for value in ("accept_dummy", "require_suit", "forbid_suit", "free_lead")}
    | {("defenders_choice", value) for value in ("accept", "retract", "disagree")}
    | {("choice_57A", value) for value in ("highest", "lowest", "require_suit", "forbid_suit")}
    | {("lho_accepts", value) for value in ("accepts", "refuses", "refuses_already_replaced", "yes", "no")}
    | {("replacement", value) for value in ("lowest_same_denomination", "other_sufficient_bid", "pass")}
    | {("replacement", value) for value in ("double_or_redouble", "another_insufficient_bid")}
)


def _doubted(topic: str, description: str) -> frozenset[tuple[str, str]]:
    if topic == "entame" and (leaders_not_partners(description) or lead_claimed_by_an_opponent(description)):
        return frozenset(("situation", value) for value in (*ONE_LEADER, "both_defenders"))
    if topic == "entame" and (two_leaders(description) or _REGULAR_LEAD.search(description)):
        return frozenset(("situation", value) for value in ONE_LEADER)
    # reviewer27 R-10: a leader taken back (« Est a entamé, non attends, c'était Ouest »), a turn disputed (85A)
    if topic == "entame" and leader_taken_back(description):
        return frozenset(("situation", value) for value in (*ONE_LEADER, "both_defenders", "declaring_side"))
    # reviewer28 R-13: « à vous » said, even supposed, by whoever (« Est dit que le mort a peut-être dit « à vous » »), in a
    # part of the words read apart from the lead: 47E1 (withdrawn, no rectification) or 53/56 is the director's finding
    if topic == "attaque" and _TOLD_YOUR_TURN.search(" ".join(words(description))):
        return TOLD_YOUR_TURN
    # reviewer28 R-3: « Ouest attaque, le déclarant fournit de sa main alors que c'était au mort »: a card played to
    # another's lead (57), whose turn said of that card, not of the lead (53-56)
    if topic == "attaque" and (
        turn_contradicted(description) or played_to_anothers_lead(" ".join(words(description)))
    ):
        return frozenset({("situation", "lead_out_of_turn"), *(("who_led", value) for value in _WHO_LED)})
    # reviewer27 R-6: « je suis le mort, Est a renoncé »: a player's word (85A)
    if topic == "renonce" and told_by_a_player(description):
        return TOLD_BY_A_PLAYER
    # reviewer28 R-24: « Est a hésité ; Sud a alors contré »: an opponent's tempo is authorised to him (73D1), no UI from partner
    if topic == "information_non_autorisee" and acted_on_an_opponents_tempo(description):
        return FROM_PARTNER
    # reviewer28 R-9: « Le mort a touché une carte ; en fait c'est le déclarant qui l'a touchée »: who acted decides the case
    if topic == "carte_du_mort" and _player_taken_back(description, _ACTED):
        return WHO_ACTED_ASKED
    # reviewer29 S-27: « Le mort a renoncé ; en fait c'est le déclarant »: who revoked decides the transfer (64A, 64B3)
    # finder73 (reviewer30 T-28): also a seat tagged with its role (« Est (déf.) renonce …, enfin non, c'est le mort »)
    if topic == "renonce" and (
        any(taken_back_after(description, told.end()) for told in _ROLE_REVOKED.finditer(description))
        or revoker_taken_back(description)
    ):
        return REVOKER_ASKED
    # finder76 (issue 37 T-18): the declarer's partner plays the hand after a lead out of turn (54A), or dummy and
    # declarer swapped: the contract's seats no longer say who is dummy; who revoked is the director's finding (64A, 64B3)
    if topic == "renonce" and roles_swapped(description, with_roles(description)) is not None:
        return ROLES_SWAPPED
    # reviewer29 S-8: « une carte s'était glissée dans la main de Nord avant les enchères »: when it strayed, not when it
    # was found (13A against 13B, 13D)
    if topic == "nombre_de_cartes" and _STRAYED_BEFORE_THE_AUCTION.search(description):
        return STRAYED_BEFORE_THE_AUCTION
    # reviewer29 S-13: « aurait dû revendiquer à la levée 8 »: no claim made, nothing of one told (68)
    if topic == "revendication" and claim_not_made(description):
        return NO_CLAIM
    # reviewer29 S-12: « Sud a revendiqué ; Est n'a rien dit »: another's silence, no word of the claimer's (70C1)
    if topic == "revendication" and silent_not_the_claimer(description):
        return ANOTHERS_SILENCE
    # reviewer30 T-8: « Est a revendiqué ; le déclarant a dit « plus d'atout » »: another's words, not the claimer's (70C)
    # finder75 (reviewer30 T-44): « sans parler de l'atout... enfin, il a dit … »: his saying taken back, asked too
    if topic == "revendication" and (
        trump_words_not_the_claimers(description) or trump_saying_taken_back(description)
    ):
        return ANOTHERS_WORDS
    # reviewer29 S-14: « Nord n'a pas encore été averti ; Sud, lui, a reçu un avertissement »: the contestant (the pair)
    # was warned; « jamais averti… enfin si »: taken back (90B2, 91A: a warning before or not)
    if topic in ("suites_decision", "en_ligne_retard") and _WARNING_IN_DOUBT.search(description):
        return NEVER_WARNED
    if topic in ("suites_decision", "en_ligne_retard") and _ANOTHERS_WARNING.search(description):
        return ANOTHERS_WARNING
    # reviewer29 S-41: « Nord a dit 2♥, Est a passé, Sud a passé, puis Nord a voulu changer ; son partenaire n'a rien dit »:
    # his partner (Sud) has called since (25A1: too late), whatever « n'a rien dit » says
    if topic == "changement_declaration" and _partner_called(description):
        return PARTNER_CALLED
    # reviewer28 R-12: « Est n'a pas fourni ; on ne sait pas encore s'il en avait »: a revoke only if he could follow (61A)
    if topic == "renonce" and _HAD_THE_SUIT_DOUBTED.search(description):
        return REVOKE_DOUBTED
    # tester8 T24, auditor45 (s42): passes out of turn, then more passes or the cards put away: the auction may have ended
    # on three passes with one out of turn (34, 17D3), another answer than « a pass »: never from a part read alone
    if topic == "declaration_hors_tour" and PASSED_OUT.search(" ".join(words(description))):
        return MAYBE_PASSED_OUT
    return frozenset()


PASSED_OUT = re.compile(
    r"\bpuis\b(?:\s\S+){0,4}\s(?:passent|passe aussi|passent aussi)\b|\b(?:trois|3) passes\b|\bjamais parle"
    # auditor31 (s27 l.312): « Sud a passé en premier, puis Ouest, puis Nord, … la donne était passée »
    r"|\bpuis (?:nord|sud|est|ouest) puis (?:nord|sud|est|ouest)\b|\bdonne (?:etait |est |a ete )?passee\b"
    # auditor45 (s42): the cards put away after the passes (« puis Est passe, et Sud commence déjà à ranger ses cartes »)
    r"|\brange\w* (?:ses|leurs|les) cartes\b"
)
MAYBE_PASSED_OUT = frozenset({("call", "pass")})


# Whether the player had the suit, left open (« on ne sait pas encore s'il en avait », « reste à vérifier s'il lui en
# restait », « personne ne sait s'il pouvait fournir »): not following is then no revoke told (61A, 61B, 66D).
_HAD_THE_SUIT_DOUBTED = re.compile(
    r"\b(?:on\s+ne\s+sait\s+(?:pas|plus)|on\s+sait\s+(?:pas|plus)|personne\s+ne\s+sait|on\s+ignore|reste\s+[àa]\s+"
    r"(?:v[ée]rifier|savoir)|(?:il\s+)?faut\s+(?:encore\s+)?v[ée]rifier|[àa]\s+v[ée]rifier)\s+(?:encore\s+)?"
    r"(?:s['’]\s*(?:il|elle)|si\s+(?:il|elle|[A-Z]\w+))\s+(?:en\s+)?(?:avait|a|poss[ée]dait|pouvait\s+fournir|"
    r"lui\s+en\s+restait|lui\s+restait|en\s+avait)\b",
    re.IGNORECASE,
)
REVOKE_DOUBTED = frozenset(
    ("situation", value) for value in ("not_followed", "requirement_ignored", "penalty_card_not_played")
)


# « avant les enchères » said of the card that strayed (« s'était glissée », « était passée d'une main à l'autre », « a
# mélangé une carte d'Est avec les siennes »), in its clause, no finding between: it dates the straying, not its discovery.
_BEFORE_THE_AUCTION = r"avant\s+(?:les|toute|le\s+d[ée]but\s+des)\s+ench[èe]res?"
_STRAYED = r"(?:gliss|m[ée]lang|tomb|atterri|pass[ée]+e?s?\s+d['’]\s*une\s+main)\w*"
_NOT_FOUND = r"(?!\w*(?:trouv|compt|aper[çc]|d[ée]couv|remarqu|constat|vu\b|voi[st]\b))"
_STRAYED_BEFORE_THE_AUCTION = re.compile(
    rf"{_STRAYED}(?:{_NOT_FOUND}[^.;!?]){{0,60}}?\b{_BEFORE_THE_AUCTION}"
    rf"|\b{_BEFORE_THE_AUCTION}\s*,?(?:{_NOT_FOUND}[^.;!?,]){{0,40}}?\b{_STRAYED}",
    re.IGNORECASE,
)
STRAYED_BEFORE_THE_AUCTION = frozenset({("when_13", "no_call")})


# What the claimer said of the trump, as his silence (70C1).
ANOTHERS_SILENCE = frozenset(
    {("trump_said", "nothing"), ("outstanding_trump", "unmentioned"), ("outstanding_trump", "master")}
)
# What the claimer said of the trump, in another player's words (reviewer30 T-8).
ANOTHERS_WORDS = ANOTHERS_SILENCE | {
    ("trump_said", "mentioned"),
    ("trump_said", "said_none_left"),
    ("outstanding_trump", "said_none_left"),
    ("outstanding_trump", "mentioned"),
}
# Everything of a claim made: when, how many, what was said, what followed (the tricks disputed may be told without one).
NO_CLAIM = frozenset(
    {(question, str(count)) for question in ("claim_trick", "claimed") for count in range(14)}
    | {("trump_said", value) for value in ("mentioned", "nothing", "said_none_left")}
    | {("outstanding_trump", value) for value in ("mentioned", "unmentioned", "said_none_left", "master")}
    | {
        ("situation", value)
        for value in ("contested", "agreed", "cancel_concession", "continued_by_all", "continued_not_all")
    }
    | {("situation", value) for value in ("current_trick_only", "defender_objected")}
)


# Not warned, said of one player (or of the side, then taken back), beside a warning of his partner (« Sud, lui, a reçu un
# avertissement », « mais Ouest oui », « c'est Ouest qui l'a été », « Sud l'avait été ») or « … enfin si ».
_NOT_WARNED = r"\b(?:pas|jamais)\s+(?:encore\s+)?(?:[ée]t[ée]\s+)?avert[ie]\w*"
_WARNING_IN_DOUBT = re.compile(
    rf"{_NOT_WARNED}(?:\.{{2,}}|[^.!?]){{0,80}}?(?:\bre[çc]u\s+(?:un|une|deux|trois|\d|plusieurs)\s+avertissements?"
    rf"|\bmais\s+(?:{SEAT_PATTERN}|son\s+partenaire|sa\s+partenaire|lui|elle)\s+oui\b"
    r"|\bl['’]\s*(?:a|avait)\s+(?:d[ée]j[àa]\s+)?[ée]t[ée]\b"
    r"|\b(?:en\s+fait|enfin|ah|mais)\s*,?\s+si\b)",
    re.IGNORECASE,
)
NEVER_WARNED = frozenset({("history", "none"), ("repeated", "no")})
# reviewer30 T-10: a warning, then another contestant named as the one at fault now (« La paire 6 a déjà été avertie ;
# aujourd'hui c'est la paire 2 qui est lente », « NS avaient eu un avertissement ; … c'est EO qui sont en retard »): the
# warning is another's, this contestant's own history is the director's to find (90B, 91A).
_ANOTHERS_WARNING = re.compile(
    r"\bavert(?:i|ie|is|ies|issement)s?\b(?:\.{2,}|[^.!?]){0,120}?\bc['’]\s*est\s+(?:la\s+paire|l['’]\s*[ée]quipe|les|ns|eo|nord|sud"
    r"|est|ouest|eux)\b[^.!?]{0,30}?\bqui\b",
    re.IGNORECASE,
)
ANOTHERS_WARNING = frozenset(
    {("history", value) for value in ("none", "warned", "penalised")}
    | {("repeated", "yes"), ("repeated", "no")}
)


# The player who changes his call (« puis Nord a voulu changer / mettre », « Nord a changé »), else the first seat to call.
_CHANGER = re.compile(
    rf"(?<![-\w'’])({SEAT_PATTERN})(?![-\w])\s+(?:a\s+|avait\s+)?(?:voulu|veut|voulait)\s+(?:changer|mettre|remplacer|corriger)"
    rf"|(?<![-\w'’])({SEAT_PATTERN})(?![-\w])\s+(?:a|avait)\s+chang"
)
_CALLER = re.compile(
    rf"(?<![-\w'’])({SEAT_PATTERN})(?![-\w])\s+(?:a\s+|avait\s+)?(?:dit|ouvert|annonc\w*|ench[ée]ri)\b"
)
_SEAT_CALLED = re.compile(
    rf"(?<![-\w'’])({SEAT_PATTERN})(?![-\w])\s+(?:a|avait)\s+(?:d[ée]j[àa]\s+)?"
    r"(?:pass[ée]|dit|contr[ée]|r[ée]pondu|ench[ée]ri|annonc[ée])\b"
)
PARTNER_CALLED = frozenset({("timing", "in_time")})


def _partner_called(description: str) -> bool:
    """Do the words tell, by his seat, a call of the partner of the player who changes his (25A1: too late)?"""
    changer = _CHANGER.search(description)
    seat = (
        (changer[1] or changer[2])
        if changer
        else (first[1] if (first := _CALLER.search(description)) else None)
    )
    if seat is None:
        return False
    partner = partner_of(seat_name(seat))
    return any(seat_name(match[1]) == partner for match in _SEAT_CALLED.finditer(description))


# The dummy's card handled by the declarer (touched 45C3, named twice 45C4b, incomplete 46B) or by the dummy himself (45D,
# 45F): with the player who acted taken back for another, each is asked.
WHO_ACTED_ASKED = frozenset(
    ("case", value) for value in ("touched", "changed", "incomplete", "dummy_placed", "dummy_indicates")
)


def _player_taken_back(description: str, acted: re.Pattern[str]) -> bool:
    """Do the words, in some sentence that tells the act (`acted`), take back the player first named for another
    (`taken_back_after`)? A seat taken back in a sentence that only places the players (« Le mort est Nord ; pardon,
    le mort est Sud. Le mort a touché une carte. ») leaves the act told apart as it is (reviewer28 R-9's side effect)."""
    for start in _SENTENCE_START.finditer(description):
        end = _SENTENCE_END.search(description, start.end())
        sentence = description[start.end() : end.start() if end else len(description)]
        if taken_back_after(description, start.end()) and acted.search(sentence):
            return True
    return False


# (an ellipsis goes on: « Le mort a renoncé... non, pardon, c'est le déclarant. »)
_SENTENCE_START = re.compile(r"^|(?<!\.)\.(?!\.)|[!?\n]")
_SENTENCE_END = re.compile(r"(?<!\.)\.(?!\.)|[!?\n]")
# A revoke told of a role, then the correction (a seat taken back for another is read from the seat named after,
# `revoking_seats`); never a role denied (« ce n'était pas le déclarant ni le mort, non : c'est Est »).
_ROLE_REVOKED = re.compile(
    # finder73 (reviewer30 T-28): its seat and contract may follow the role (« le déclarant Sud en 4♥ a renoncé »)
    r"(?<!pas\s)(?<!ni\s)\b(?:le|la)\s+(?:mort|d[ée]cla\w*)\b(?:\s+[\w♠♥♦♣]+){0,4}?\s+(?:renon[cç]\w*|n['’]\s*a\s+pas\s+fourni"
    r"|a\s+d[ée]fauss\w*)",
    re.IGNORECASE,
)
REVOKER_ASKED = frozenset(("offender", value) for value in ("dummy", "declarer", "defender"))
ROLES_SWAPPED = frozenset(("offender", value) for value in ("dummy", "declarer"))
# An act on a card (the dummy's or the declarer's hand): touched, taken, put down, shown, named, called for.
_ACTED = re.compile(
    r"\b(?:touch|pri[st]\b|prend|pos[ée]|pose|jou|montr|indiqu|d[ée]sign|nomm|appel|demand|sort|tir[ée]|mis\b|met|lev[ée])",
    re.IGNORECASE,
)


# The words attaque.toml's lead out of turn yields to (« dit à vous », « dit c'est à toi »), read on the whole description.
_TOLD_YOUR_TURN = re.compile(r"\bdit (?:c est )?a (?:vous|toi)\b")
TOLD_YOUR_TURN = frozenset({("situation", "lead_out_of_turn")})


_WHO_LED = (
    "declarer_wrong_hand",
    "declarer_defender_turn",
    "defender_declarer_turn",
    "defender_partner_turn",
)


# The writer's own side's revoke (« j'ai défaussé … alors que j'en avais un », « c'est moi, Est, qui ai renoncé », « mon
# partenaire a renoncé »): told against his side's interest, an admission — read, as « Ouest reconnaît » is.
_REVOKE_VERB = r"(?:renon[cç]\w*|d[ée]fauss\w*|coup[ée]\w*|pas\s+fourni|oubli[ée]\s+de\s+fournir)"
_OWN_SIDE_REVOKED = re.compile(
    rf"\b(?:j['’]\s*(?:ai|avais)|je\s+n['’]\s*(?:ai|avais)|qui\s+ai|qui\s+avais)\s+(?:\w+\s+)?{_REVOKE_VERB}"
    rf"|\b(?:mon|ma)\s+(?:partenaire|partner)\b(?:\s*\([^()]{{0,20}}\))?\s+(?:a\s+|avait\s+|n['’]\s*(?:a|avait)\s+)?"
    rf"(?:\w+\s+)?{_REVOKE_VERB}",
    re.IGNORECASE,
)
_REVOKE_TOLD = re.compile(rf"\b{_REVOKE_VERB}|\brenonce\b", re.IGNORECASE)
# Whether a revoke happened and who made it (`renonce`'s situation and offender).
TOLD_BY_A_PLAYER = frozenset(
    {("situation", value) for value in ("not_followed", "requirement_ignored", "penalty_card_not_played")}
    | {("situation", "defective_trick"), ("situation", "two_revokes")}
    | {("offender", value) for value in ("dummy", "declarer", "defender")}
)


def told_by_a_player(description: str) -> bool:
    """Does a player of the board write (`writer_at_table`: « moi, le mort, j'ai vu Est renoncer », « je suis le mort
    et je vous signale que … ») a revoke of the other side? It is his word (85A), like « le mort dit que … »: whether a
    revoke happened and who made it are asked (reviewer27 R-6). His own or his partner's told is an admission, and
    one shown to all or agreed (`revoke_agreed`) a fact: read. A lead or a play all saw (« il a quand même attaqué
    carreau ») is no revoke told."""
    return (
        _REVOKE_TOLD.search(description) is not None
        and writer_at_table(description)
        and _OWN_SIDE_REVOKED.search(description) is None
        and not revoke_agreed(description)
        and not _own_seat_revoked(description)
        and not _own_role_revoked(description)
    )


# « mon partenaire » as the relation reader writes it for the writer who declares or defends (« je suis le déclarant,
# le mort a renoncé »): his side's role; unless he reports it (« je vous signale que le déclarant a renoncé »).
_DECLARING_ROLE_REVOKED = re.compile(
    rf"\b(?:mort|d[ée]clarant)\s+(?:a\s+|avait\s+|n['’]\s*(?:a|avait)\s+)?(?:\w+\s+)?{_REVOKE_VERB}",
    re.IGNORECASE,
)
_DEFENDER_REVOKED = re.compile(
    rf"\bd[ée]fenseur\s+(?:a\s+|avait\s+|n['’]\s*(?:a|avait)\s+)?(?:\w+\s+)?{_REVOKE_VERB}", re.IGNORECASE
)
_I_REPORT = re.compile(r"\bje\s+(?:vous\s+|te\s+|t['’]\s*)?signale\b", re.IGNORECASE)


def _own_role_revoked(description: str) -> bool:
    """Is the role said to revoke on the writer's side (`writer_role`), told without his report?"""
    role = writer_role(description)
    if role is None or _I_REPORT.search(description):
        return False
    own = _DEFENDER_REVOKED if role == "defender" else _DECLARING_ROLE_REVOKED
    if own.search(description) is not None:
        return True
    # « mon partenaire (Nord) » written « Nord » by the relation reader: a seat of his side, by the declarer named
    declarer = declarer_seat(description)
    declaring = set() if declarer is None else {declarer, partner_of(declarer)}
    seats = set(revoking_seats(description))
    return (
        bool(declarer) and bool(seats) and all((seat in declaring) == (role != "defender") for seat in seats)
    )


def _own_seat_revoked(description: str) -> bool:
    """Is a seat said to revoke the writer's own or his partner's (« je suis Est, Ouest a renoncé », as « mon
    partenaire » reads once the relation is resolved)?"""
    mine = writer_seats(description)
    return any(seat in mine or partner_of(seat) in mine for seat in revoking_seats(description))


# reviewer28 R-24: the seat that hesitated, then the seats that called after it (« Est a hésité longuement avant de passer ;
# Sud, son adversaire de gauche, a alors contré »). Only the seat's call after the hesitation, in the same sentence.
_HESITATED = re.compile(
    rf"(?<![-\w'’])({SEAT_PATTERN})(?:\s*\([^)]{{0,30}}\))?\s+(?:a\s+|avait\s+)?(?:(?:longuement|longtemps|beaucoup|un\s+peu)\s+)?"
    # reviewer30 T-23: « Ouest a longuement réfléchi ; Nord a ensuite réveillé » (the participle only: « Sud réfléchit …
    # et passe, Ouest dit 3♣, Nord n'a pas encore parlé » tells the partner's call still to come, s28:73)
    r"(?:h[ée]sit|r[ée]fl[ée]chi\b)"
)
# reviewer30 T-23: the writer's opponent hesitated and the writer called after him (« Mon adversaire de droite a hésité,
# puis j'ai contré »): an opponent's tempo (73D1).
_WRITERS_OPPONENT_HESITATED = re.compile(
    r"\b(?:mon|un)\s+(?:adversaire|opposant)(?:\s+de\s+(?:gauche|droite))?\s+(?:a\s+|avait\s+)?"
    r"(?:(?:longuement|longtemps|beaucoup|un\s+peu)\s+)?(?:h[ée]sit|r[ée]fl[ée]chi\b)",
    re.IGNORECASE,
)
_WRITER_CALLED = re.compile(
    r"\bj['’]\s*(?:ai|avais)\s+(?:(?:alors|ensuite|quand\s+m[êe]me|aussit[ôo]t)\s+)?"
    r"(?:contr|surcontr|r[ée]veill|ench[ée]ri|annonc|dit\s+\d|relanc|pass[ée]\b)",
    re.IGNORECASE,
)
_CALLED_AFTER = re.compile(
    rf"(?<![-\w'’])({SEAT_PATTERN})(?:\s*,\s*[^,;.!?]{{1,40}},|\s*\([^)]{{0,30}}\))?(?:\s+[^\s,;.!?]+){{0,8}}?\s+(?:a\s+|avait\s+)?"
    r"(?:(?:alors|ensuite|quand\s+m[êe]me|aussit[ôo]t|tout\s+de\s+suite)\s+)?"
    # s42 (tuning): the partner's bid by another verb (« Ouest a passé, puis Nord a misé 4♥ »): his partner called too
    r"(?:contr|surcontr|r[ée]veill|ench[ée]ri|annonc|sauté|saute|ouvert|dit\s+\d|relanc|pass[ée]\b"
    r"|mis[ée]\s+\d|mont[ée]\b|pouss[ée]\b|r[ée]pondu|d[ée]clar[ée]\s+\d)"
)
# reviewer29 S-32: the same act after a sigh or a question, and the caller named from the hesitator (« son adversaire de
# gauche », « le joueur suivant »: an opponent), in the same sentence.
_MANNER = re.compile(
    rf"(?<![-\w'’])({SEAT_PATTERN})(?:\s*\([^)]{{0,30}}\))?\s+(?:a\s+|avait\s+)?(?:soupir|demand[ée]\s+(?:la\s+signification|ce\s+que))"
)
_OPPONENT_CALLED = re.compile(
    r"(?:\b(?:son|l['’])\s*(?:adversaire|opposant)(?:\s+de\s+(?:gauche|droite))?|\ble\s+joueur\s+suivant\b)"
    r"(?:\s+\w+){0,3}?\s+(?:a\s+|avait\s+)?(?:(?:alors|ensuite|aussit[ôo]t)\s+)?(?:contr|surcontr|r[ée]veill|ench[ée]ri|annonc)"
)
_PARTNER_CALLED = re.compile(r"\bson\s+partenaire\b", re.IGNORECASE)
# reviewer30 T-23: the end-of-hand recall « to contest the action the information suggested » is the partner's case too
FROM_PARTNER = frozenset(
    {("situation", "partner_now"), ("situation", "partner_after"), ("called_back", "yes")}
)
_SENTENCE_BREAK = re.compile(r"[.!?\n]")


def acted_on_an_opponents_tempo(description: str) -> bool:
    """Did the seats that called after the one who hesitated all sit on the other side (73D1: an opponent may draw
    inferences from it, at his own risk; 16B governs the hesitator's partner only)?"""
    for sentence in _SENTENCE_BREAK.split(description):
        writers = _WRITERS_OPPONENT_HESITATED.search(sentence)
        if (
            writers
            and _WRITER_CALLED.search(sentence, writers.end())
            and not _PARTNER_CALLED.search(sentence, writers.end())
        ):
            return True  # « Mon adversaire de droite a hésité, puis j'ai contré »
        hesitated = _HESITATED.search(sentence) or _MANNER.search(sentence)
        if hesitated is None:
            continue
        if _OPPONENT_CALLED.search(sentence, hesitated.end()) and not _PARTNER_CALLED.search(
            sentence, hesitated.end()
        ):
            return True  # « son adversaire de gauche a ensuite contré », « le joueur suivant a contré »
        hesitator = seat_name(hesitated[1])
        actors = {seat_name(match[1]) for match in _CALLED_AFTER.finditer(sentence, hesitated.end())} - {
            hesitator
        }
        if actors and partner_of(hesitator) not in actors:  # every other seat that called is an opponent
            return True
    return False

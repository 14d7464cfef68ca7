"""A lead in the director's words, for the ranking (bot/finder/acts.py): whose lead it was, and whether it
was the opening lead (41, 54) or a lead at a later trick (53-56).

The words say it by the lead's verb and the trick: « Est a attaqué hors tour » is a lead out of turn, the
opening lead's when it is at the first trick or « entamé » with no later trick said; « le mort a pris du roi
et Nord a attaqué pique » asks whose lead it was; a card led at the 5th trick, or a hand spread at the 9th,
is never the opening lead. Each reads the folded words (rules.vocabulary.words, joined), said outside the
auction (the caller checks).
"""

from __future__ import annotations

import re

from rules.regex_start import starting_with

_THEN = re.compile(r"\bpuis\b")

# Who won the last trick, said before a lead: the lead's turn is the question.
_TRICK_WON = re.compile(
    r"\b(?:fait|pris|gagne|remporte|faire|prendre|gagner|remporter) (?:la levee|la main|du (?:roi|valet|[2-9]|10)|de l as"
    r"|de la dame)\b"
    r"|\blevee (?:\w+ )?(?:a ete )?(?:gagnee|prise|faite|remportee) par\b"
)
_PLAYER = r"(?:nord|sud|est|ouest|mort|declarant|decla|partenaire)"
_PLAYERS = re.compile(rf"\b{_PLAYER}\b")
_WINNER_AFTER = re.compile(rf"^(?: \w+){{0,2}}? (?:le |la |l )?({_PLAYER})\b")


def _led_by_another(folded: str) -> bool:
    """Who won the trick, then another player named who led (« le mort a pris du roi et Nord a
    attaqué pique », « la levée 7 a été gagnée par Est mais c'est Ouest qui attaque »): the player
    named last before the lead is the leader; the winner is named before the trick won, or after
    « gagnée par »."""
    won = _TRICK_WON.search(folded)
    if won is None:
        return False
    lead = _LEAD.search(folded, won.end())
    if lead is None:
        return False
    after = folded[won.end() : lead.start()]
    winner = None
    if won.group().endswith(" par"):
        found = _WINNER_AFTER.search(after)
        winner = found.group(1) if found else None
        after = after[found.end() :] if found else after
    else:
        named = _PLAYERS.findall(folded[: won.start()])
        winner = named[-1] if named else None
    leaders = _PLAYERS.findall(after)
    # « il a pris de l'as et a attaqué pique »: no other player named, the winner leads
    return bool(leaders) and leaders[-1] != winner


# A lead out of turn said as such (« S a attaqué ♠ hors tour », « Est entame alors que c'était à Ouest »).
LED_OUT_OF_TURN = re.compile(
    starting_with(
        "aeilnopqs",
        r"\b(?:(?:a|ont|qui|il|elle|puis|et|[nseo]|nord|sud|est|ouest) (entam|attaqu)\w*|l (entam)eur) (?:\w+ ){0,4}?hors tour\b",
    )
)  # the verb: « après son attaque hors tour » is a moment; « l'entameur hors tour » names who led
# A lead at the first trick is the opening lead, whatever its word (« attaque », « entame »).
_LEAD = re.compile(r"\battaqu\w*")
_FIRST_TRICK = re.compile(r"\b(?:a|sur|des) la (?:premiere|1re|1ere|1) levee\b|\blevee 1\b")

_SPREAD = re.compile(r"\betal\w*")
# The number of a trick after the first, folded (« à la 6e levée » → « a la 6 levee »). Two patterns use it:
# `_A_LATER_TRICK` (a card led there, « pendant la 5e levée »: the trick's noun said) and `_LATER_TRICK` (a
# hand spread there, « à la dernière », the noun often left out). rules/vocabulary.py has its own, on the
# words as typed (« 6e », « au 3e pli »), for the facts.
_TRICK_AFTER_THE_FIRST = r"(?:[2-9]|1[0-3])"
# A trick after the first named as where it happened; the opening lead named as a noun (« l'entame était
# hors tour », « après l'entame ») is the first trick's, whatever trick it was found at.
_A_LATER_TRICK = re.compile(
    rf"\b(?:a|sur|des|pendant) la {_TRICK_AFTER_THE_FIRST} levee\b|\blevee {_TRICK_AFTER_THE_FIRST}\b"
)
_A_CARD_LED = re.compile(r"\b(?:entam\w*|attaqu\w*|face cachee)\b")


def _at_a_later_trick(folded: str) -> bool:
    """A card led (or face down) at a trick after the first, both said in one step of the story: in
    « il a renoncé à la 3e levée puis il a entamé hors tour » the trick is the revoke's (what the lead was is
    `a_later_lead`'s, once the story is cut into its irregularities)."""
    return any(_A_LATER_TRICK.search(step) and _A_CARD_LED.search(step) for step in _THEN.split(folded))


# tester20 P11: the trick after another said, or a later trick said in an earlier step — the play is under way;
# unless the words date the lead to the start, told after what followed it (« et au passage c'est lui qui avait
# entamé hors tour au début du coup »).
_PLAY_UNDER_WAY = re.compile(rf"\blevee (?:suivante|d apres|d ensuite)\b|{_A_LATER_TRICK.pattern}")
_DATED_TO_THE_START = re.compile(
    r"\b(?:au debut du coup|des le debut|au debut de la donne|premiere levee|1 (?:re |ere )?levee|l entame du coup"
    r"|(?:avait|avaient) (?:\S+ )?entam\w*)"
)


def a_later_lead(steps: list[str], after_a_revoke: bool) -> bool:
    """Is the lead told in the last of these steps (folded, in the story's order) one at a later trick (53-56,
    « Attaque hors tour »), never the opening lead (54): a later trick said in it or before it, or a revoke told
    before it (a revoke is made at a trick), unless the words date it to the start?"""
    if _DATED_TO_THE_START.search(steps[-1]):
        return False
    return after_a_revoke or any(_PLAY_UNDER_WAY.search(step) for step in steps)


_THE_OPENING_LEAD = re.compile(
    r"\b(?:l|son|sa|leur|cette|une|premiere) entame\b|\bentame (?:etait|a ete|est)\b"
)
_LATER_TRICK = re.compile(
    rf"\b(?:a|sur|des) la (?:{_TRICK_AFTER_THE_FIRST}|derniere)(?: levee)?\b|\blevee {_TRICK_AFTER_THE_FIRST}\b"
)


# A card put down out of turn while the play is under way, told with no word of a lead (tester22 P5: « Est a posé la
# dame de pique sur la table pendant le jeu, ce n'est pas son tour »): a card played before its turn (57) or a
# lead out of turn (53-56), never the opening lead (54), which the words « pendant le jeu » date after.
_IN_PLAY = re.compile(
    r"\b(?:pendant le jeu|en cours de jeu|en plein jeu|au milieu du coup|en cours de coup)\b"
)
_NOT_HIS_TURN = re.compile(
    r"\b(?:hors tour|pas (?:a )?son tour|pas a (?:lui|elle) de jouer|avant son tour)\b"
)
_CARD_PUT = re.compile(
    r"\b(?:pose|mis|mise|joue|sorti|fourni|pose\w*) (?:\w+ ){0,2}?(?:la|une|sa|le|un|son) \w+"
)
_A_LEAD_WORD = re.compile(r"\b(?:entam\w*|attaqu\w*|encheres?|annonce\w*)\b")


def _put_out_of_turn_in_play(folded: str) -> bool:
    return bool(
        _IN_PLAY.search(folded)
        and _NOT_HIS_TURN.search(folded)
        and _CARD_PUT.search(folded)
        and not _A_LEAD_WORD.search(folded)
    )


def leader_out_of_turn(folded: str) -> bool:
    """« l'entameur hors tour »: the lead out of turn named by its player, whatever moment the rest tells (« avait
    une carte pénalisée pendant les enchères »)."""
    led = LED_OUT_OF_TURN.search(folded)
    return bool(led and led[2])


# Session 37 (s31 L414): the lead, then who had won the trick (« Didier, en défense, a attaqué le roi de pique alors que
# le déclarant venait de gagner la levée »): whose lead it was (53-56), as `_led_by_another` reads it the other way.
_LED_WHILE_ANOTHER_WON = re.compile(
    rf"\battaqu\w* (?:\w+ ){{0,6}}?alors (?:que|qu) (?:c (?:etait|est) )?(?:le |la |l |son |sa |mon |ma )?"
    rf"(?:{_PLAYER}|defense|defenseur|adversaire|moi|lui|elle) (?:qui )?(?:avait|a|venait de|venait d) "
    r"(?:fait|gagne|pris|remporte|faire|gagner|prendre|remporter) (?:la (?:\w+ )?levee|la main|le (?:\w+ )?pli)\b"
)


# s41: the lead, then who had won the trick before it, in a sentence of its own (« Est a attaqué le 9 de trèfle. Mais la
# levée précédente avait été faite par Ouest », « Nord avait fait la levée »): whose lead it was (53-56).
_WON_BEFORE_BY = re.compile(
    rf"\b({_PLAYER}) (?:qui )?(?:avait|a) (?:fait|gagne|pris|remporte) (?:la levee|la main|le pli)\b(?! de la| de sa| du)"
    rf"|\blevee precedente (?:avait ete|a ete|etait) (?:faite|gagnee|prise|remportee) par (?:le |la |l )?({_PLAYER})\b"
)


# s42 (tuning): the declarer's previous trick won in one hand, then a lead from the other (« avait fait la douzième au
# mort, mais il attaque sa dernière carte de sa main »): a lead from the wrong hand (55B2).
_WON_IN_ONE_HAND_LED_FROM_THE_OTHER = re.compile(
    r"\b(?:fait|pris|gagne|remporte) (?:la |le )?(?:\w+ )?(?:levee |pli )?au mort\b(?: \w+){0,8}? attaqu\w* "
    r"(?:\w+ ){0,4}?de sa main\b"
    r"|\b(?:fait|pris|gagne|remporte) (?:la |le )?(?:\w+ )?(?:levee |pli )?(?:de|dans) sa main\b(?: \w+){0,8}? "
    r"attaqu\w* (?:\w+ ){0,4}?du mort\b"
)


def _won_by_another_before(folded: str) -> bool:
    """A lead by one player, then the previous trick said won by another, who is not among those who led."""
    lead = _LEAD.search(folded)
    if lead is None:
        return False
    won = _WON_BEFORE_BY.search(folded, lead.end())
    leaders = _PLAYERS.findall(folded, 0, lead.start())
    # « Nord (le déclarant) et Est attaquent en même temps … le déclarant avait gagné » : the winner among the leaders
    return bool(won and leaders) and (won[1] or won[2]) not in leaders


# s41: a card put down when another was to lead (« pose sa dernière carte le premier alors que c'était à Sud d'attaquer »,
# `out_of_turn` having written « hors tour Sud d'attaquer »): a lead out of turn, the opening lead's when « entamer ».
_PUT_WHEN_ANOTHER_LEADS = re.compile(
    r"\b(?:pose|mis|met|sorti|jou)\w* (?:\w+ ){0,5}?hors tour (?:\w+ ){0,2}?d (attaquer|entamer)\b"
    r"|(?P<before>\b(?:pose|mis|met|sorti|jou)\w* (?:\w+ ){0,4}?avant (?:que|qu) (?:le declarant|le decla|le mort)"
    r" (?:qui (?:avait|a) la main |(?:qui )?(?:etait |est )?en main )?(?:ait attaque|attaque|n attaque)\b(?! de la bonne main))"
)


def led_before_the_leader(folded: str) -> bool:
    """s45: a card put down before the declarer who had the lead led (« Ouest a posé sa dernière carte avant que le
    déclarant, qui avait la main, ait attaqué »): a defender's lead out of turn (56), not a card before his turn (57)."""
    put = _PUT_WHEN_ANOTHER_LEADS.search(folded)
    return bool(put and put["before"])


def lead_acts(folded: str) -> list[str]:
    """The lead topics these folded words tell by their grammar, in the ranking's order."""
    found: list[str] = []
    if _put_out_of_turn_in_play(folded):
        found.extend(["jeu_premature", "attaque"])
    if (
        _led_by_another(folded)
        or _LED_WHILE_ANOTHER_WON.search(folded)
        or _won_by_another_before(folded)
        or _WON_IN_ONE_HAND_LED_FROM_THE_OTHER.search(folded)
    ):
        found.append("attaque")  # « le mort avait fait la levée ; Est a attaqué trèfle »: whose lead (53-56)
    led = LED_OUT_OF_TURN.search(folded)
    if led:
        opening = ("entam" in (led[1], led[2]) and not _at_a_later_trick(folded)) or _FIRST_TRICK.search(
            folded
        )
        found.append("entame" if opening else "attaque")  # « à la 5e levée il a entamé »: a lead (41)
    if put := _PUT_WHEN_ANOTHER_LEADS.search(folded):
        found.append("entame" if put[1] == "entamer" and not _at_a_later_trick(folded) else "attaque")
    if _LEAD.search(folded) and _FIRST_TRICK.search(folded):
        found.append("entame")  # « attaque hors tour à la première levée »: the opening lead (54)
    return found


def not_the_opening_lead(folded: str) -> bool:
    """A card at the 5th trick, « entamé » or face down (41), a card put down out of turn « pendant le jeu », or a
    hand spread at the 9th (a claim, 68A, not the opening lead's 54A): never the opening lead."""
    if (_at_a_later_trick(folded) and not _THE_OPENING_LEAD.search(folded)) or _put_out_of_turn_in_play(
        folded
    ):
        return True
    return bool(_SPREAD.search(folded) and _LATER_TRICK.search(folded))

"""What the bids a description names say by themselves (issue 31, 37 §4), for the finder's ranking.

« 1♥ après 1♠ » is an insufficient bid, « 8♥ » an inadmissible one, « Ouest a dit 2♣ alors que c'était
à Nord » a call out of rotation. A card is not a bid: « Est a montré le 8♠ », « Ouest joue le 7♦ puis le
2♦ », « il entame du 5♠ » name cards (a play verb before it, or an article between such a verb and it),
and never make a signal; « Sud joue 4♠ » (no article) and « sur le 1SA » (no play verb) stay bids.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import pairwise

from rules import vocabulary as vocab

SIGNAL = 4.0  # what bids say by themselves (« 2♦ sur 2♥ »): about two well-chosen words

STRAINS = ("trefle", "carreau", "coeur", "pique", "sansatout")
_LEVEL = re.compile(r"[1-9]|1[0-5]")


_ARTICLES = frozenset(
    {"le", "la", "du", "un", "son", "sa", "ce", "mon", "ton", "leur", "petit", "seul", "dernier"}
)
# A card follows these verbs at once (« entame 5♠ », « montré 8♠ »)…
_PLAYS_AT_ONCE = re.compile(r"^(?:entam|attaqu|montr|fourni|defauss|coup|expos)")
# …or after an article (« joue le 7♦ », « a laissé tomber le 8♥ »): « Sud joue 4♠ » is the contract.
# A card held is a card too (« alors qu'il avait le 8♥ », « il lui restait le 9♠ »).
_PLAYS = re.compile(
    r"^(?:entam|attaqu|montr|fourni|defauss|coup|expos|jou|pos|tomb|laiss|vu|voir|pris|prend"
    r"|avai|ayant|gard|restai|tenai)"
)
_THEN = frozenset({"puis", "et", "ou", "ensuite"})
_SWAPPED = (["sur"], ["apres"], ["au", "dessus", "de"], ["sur", "le"], ["sur", "son"], ["apres", "le"])


def is_card(words: Sequence[str], at: int, cards: frozenset[int] = frozenset()) -> bool:
    """Is the level and strain at `at` a card played or shown rather than a bid? A play verb right
    before it, or an article between such a verb (three words back at most) and it; or an article
    after another card and « puis » (`cards`: their positions; « joue le 7♦ puis le 2♦ », but « montré
    le 8♠ après le 1♥ » names a bid)."""
    if at + 1 < len(words) and words[at + 1].startswith("sansatout"):
        return False
    if at >= 1 and _PLAYS_AT_ONCE.match(words[at - 1]):
        return True
    if at >= 1 and words[at - 1] == "le" and int(words[at]) > 7:
        return True  # « le 8♥ »: nobody bids eight with an article
    if at >= 1 and words[at - 1] in _ARTICLES:
        if at >= 4 and words[at - 2] in _THEN and at - 4 in cards:
            return True
        return any(_PLAYS.match(word) for word in words[max(0, at - 4) : at - 1])
    return False


def levels(words: Sequence[str]) -> tuple[list[int], set[int]]:
    """The positions of the bids (a level and a strain) among these folded words, and those of the
    cards (`is_card`)."""
    found: list[int] = []
    cards: set[int] = set()
    for at in range(len(words) - 1):
        if _LEVEL.fullmatch(words[at]) and words[at + 1].rstrip("sx") in STRAINS:
            if is_card(words, at, frozenset(cards)):
                cards.add(at)
            else:
                found.append(at)
    return found, cards


def bids(text: str) -> list[tuple[int, int]]:
    """The bids the words name, in the order they were made, as (level, strain rank). « X sur Y »
    and « X après Y » name the later bid first: « 2♦ sur 2♥ » → [(2, 2), (2, 1)]. Cards are not
    bids (`is_card`)."""
    words = vocab.words(text)
    found, _ = levels(words)
    made = [(int(words[at]), STRAINS.index(words[at + 1].rstrip("sx"))) for at in found]
    for n in range(len(found) - 1):
        if list(words[found[n] + 2 : found[n + 1]]) in _SWAPPED:
            made[n], made[n + 1] = made[n + 1], made[n]
    return made


# « Ouest a dit 2♣ alors que c'était à Nord »: a call and whose turn it was, no card played.
_TURN = re.compile(
    r"\b(?:alors que c etait a|alors que c etait au tour|au tour de|avant son tour|a la place de|c etait le tour de)\b"
)
_CALL = re.compile(
    r"(?<!\ble )(?<!\bla )(?<!\bdu )(?<!\bson )(?<!\bsa )(?<!\bun )(?<!\bmon )(?<!\bce )"
    r"\b(?:[1-7] (?:trefle|carreau|coeur|pique|sansatout)|passe|contre|surcontre|ouvert|ouvre)\b"
)
_PLAY = re.compile(r"\b(?:entam\w*|attaqu\w*|jou\w*|carte|cartes|levee|levees|fourni\w*|mort|revendi\w*)\b")


def signals(text: str) -> dict[str, float]:
    """What the bids say by themselves: one not higher than the bid before it (« 1♥ après 1♠ ») is
    an insufficient bid (27); a level above seven is inadmissible (38); a call taken back at once
    (« il a dit 3♥ puis non, 4♥ ») a change of call (25); a call with whose turn it was
    (« Ouest a dit 2♣ alors que c'était à Nord »), and no card played, a call out of rotation (28-32)."""
    named = bids(text)
    found: dict[str, float] = {}
    if taken_back(text):
        found["changement_declaration"] = SIGNAL
    elif any(level > 7 for level, _ in named):
        found["declaration_inadmissible"] = SIGNAL
    elif any(later <= earlier for earlier, later in pairwise(named)):
        found["enchere_insuffisante"] = SIGNAL
    else:
        folded = " ".join(vocab.words(text))
        if _TURN.search(folded) and _CALL.search(folded) and not _PLAY.search(folded):
            found["declaration_hors_tour"] = SIGNAL
    if _EARLY.search(" ".join(vocab.words(text))):
        found["jeu_premature"] = 2 * SIGNAL  # a card played before another player's turn came (57)
    return found


# « Est pose sa carte avant qu'Ouest ait fourni », « avant que la levée soit finie »: played before its
# turn came (57A), the act itself, whatever words say the card (« pose », « montre », « joue »).
_EARLY = re.compile(
    r"\b(?:pos|jou|fourni|mis|met|sort)\w*(?: \w+){0,4} avant (?:que|qu) (?:\w+ ){1,2}(?:ait|aient) (?:fourni|joue|pose)\b"
    r"|\bavant que la levee soit (?:finie|terminee)\b"
)


_CALLS = frozenset({"passe", "contre", "surcontre"})
_NO = re.compile(r"(?:puis non|non (?:je|j|en fait|pardon|plutot|attends|attendez|finalement))\b")


def taken_back(text: str) -> bool:
    """A call (a bid, passe, contre) followed at once by « puis non » or « non je… » (« il a dit passe puis
    "non en fait je dis 3SA" »): the call changed. A card taken back (« le roi… non, la dame ») is not
    a call; « 2♣ non alerté » takes nothing back."""
    words = vocab.words(text)
    found, _ = levels(words)
    after = [at + 2 for at in found] + [at + 1 for at, word in enumerate(words) if word in _CALLS]
    return any(_NO.match(" ".join(words[at : at + 5])) for at in after)


# Whose turn it was, said in words the search does not weigh (« alors que c'était à Ouest »): « hors tour ».
_NOT_ONES_TURN = re.compile(
    r"\b(?:alors que c etait (?:a|au tour de|le tour de|au)"
    r"|(?:alors que )?(?:ce n|c) etait pas (?:a lui|a elle|a moi|son tour|a son tour)"
    r"|a la place de (?=son partenaire|sa partenaire|l autre|nord|sud|est|ouest|son adversaire))\b"
)


def out_of_turn(text: str) -> str:
    """The words folded, whose turn it was said as « hors tour »: « Est a entamé alors que c'était à
    Ouest » is an opening lead out of turn, « à la place de son partenaire » too (not « à la place de
    la dame »)."""
    return _NOT_ONES_TURN.sub("hors tour", " ".join(vocab.words(text)))

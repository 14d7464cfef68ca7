"""A card played to a trick another player led (reviewer28 R-3): whose turn it was said of that card, not of the lead.

« Ouest attaque cœur, le déclarant Sud fournit de sa main alors que c'était au mort », « Sur l'attaque du déclarant,
Est a joué hors tour, avant son partenaire », « Est attaque ; le déclarant joue de sa main avant le mort »: the
trick was started by another player's lead, and the card said out of turn is played to it. That is a premature play
(57A: a defender before his partner; 57C3: the declarer's card, played; 57D: a defender at his right-hand opponent's
turn), never a lead out of turn (53-56) nor the declarer's lead from the wrong hand (55B2).

The words out of turn are tied to their own verb and subject: a card *played* (« fournit », « joue », « pose »…) by
a player who is not the one who led, said after his lead (« Ouest attaque …, le déclarant fournit … ») or said with
it (« sur l'attaque d'Est, Ouest a fourni … », « … ; Ouest avait déjà joué »), with no trick won between them (« Est prend, puis Ouest joue hors
tour » may be the next trick's lead). Never when the lead itself is said out of turn (« Nord a attaqué alors que
c'était au mort, et Est a fourni dessus »: the lead's own words, 53). Pure: folded words in (rules.folding.words,
joined; the finder's « hors tour » for « alors que c'était à » read as well), a yes or no out; read by
rules/doubted_in_words.py (the lead's facts asked) and bot/finder/acts.py (the ranking: `jeu_premature`).
"""

from __future__ import annotations

import re

from rules.folding import words
from rules.regex_start import starting_with

_SEAT = r"(?:nord|sud|est|ouest)"
# A player, as the words name him (« le déclarant Sud », « le décla », « le mort », a seat). « est » is a seat only
# where no subject stands before it (« c'est », « qui est », « il est » are the verb).
_NOT_A_VERB = r"(?<!\bc )(?<!\bqui )(?<!\bil )(?<!\belle )(?<!\bce )(?<!\bn )"
_PLAYER = rf"{_NOT_A_VERB}\b(?:{_SEAT}|le (?:declarant|decla)(?: {_SEAT})?|le mort)"
_LEADS = r"(?:attaqu|entam|rejou)\w*"
_PLAYS = r"(?:fourni\w*|jou(?:e|ee|ait|a|ent)|pos(?:e|ee|ait)|mis|met|mettait)"
# Whose turn it was, said of the card: out of turn, before another player, while it was another's turn.
_MARK = (
    r"(?:hors tour|avant son tour|avant (?:le |son |sa )?(?:mort|declarant|decla|partenaire)"
    rf"|avant (?:que|qu) (?:le |son |sa )?(?:mort|declarant|decla|partenaire|{_SEAT})|avant {_SEAT}"
    r"|alors (?:que|qu) (?:c etait|c est|ce n etait pas) (?:a|au|aux)\b)"
)
# The card: its player, his verb, a few words (the card, the hand), then whose turn.
_CARD = (
    rf"(?P<player>{_PLAYER})(?: (?!{_SEAT}\b|le\b|mort\b|decla)\w+){{0,2}}? (?:a |avait )?(?:deja )?{_PLAYS}"
    rf"(?P<rest>(?: (?!{_LEADS}|levee|pli\b)\w+){{0,6}}?) {_MARK}"
)
# The lead said before the card (« Ouest attaque cœur, le déclarant … »), a few words between them.
_LEAD_THEN_CARD = re.compile(
    starting_with(
        "lnoes",
        rf"(?P<leader>{_PLAYER})(?: (?:declarant|decla|def\w*|mort))? (?:a |avait )?{_LEADS}(?P<gap>(?: \w+){{0,12}}?) {_CARD}",
    )
)
# The lead said as the card's object (« sur l'attaque d'Est », « après l'entame du mort »), before or after it.
_ON_THE_LEAD = re.compile(
    starting_with(
        "as",
        rf"\b(?:sur|apres) (?:l|son|sa) (?:attaque|entame) (?:de |d |du )(?:le )?(?P<leader>{_SEAT}|declarant|decla|mort)\b",
    )
)
_A_CARD = re.compile(starting_with("lnoes", _CARD))
# The trick said started by another player (« Ouest avait déjà joué », « le mort avait déjà fourni »), before or after.
_STARTED = re.compile(
    starting_with("lnoes", rf"(?P<leader>{_PLAYER}) (?:avait|a) deja (?:joue|fourni|attaque|entame)\b")
)
# The trick was won between the lead and the card (the card may be the next trick's lead), or the card is said at
# another trick.
_WON_OR_NEXT = re.compile(
    r"\b(?:pris|prend|prenait|gagn\w*|remport\w*|fait la levee|suivante?|d apres|prochaine?|ensuite a)\b"
)
# The lead itself said out of turn (« a attaqué hors tour », « attaque alors que c'était à … »): the lead's (53-56).
_LEAD_OUT_OF_TURN = re.compile(
    starting_with(
        "aer",
        rf"\b{_LEADS}(?: (?!fourni|jou|pos|mis|met)\w+){{0,4}}? (?:hors tour|alors (?:que|qu)|au lieu|a la place"
        r"|de la mauvaise main|avant son tour|pas (?:a lui|son tour))\b",
    )
)
# Cheap gate: words of a card out of turn at all.
_GATE = re.compile(r"\b(?:hors tour|avant|alors)\b")


def _who(named: str) -> frozenset[str]:
    """The players a name may be: its seat, « declarer », « dummy »."""
    said = set(named.split())
    return frozenset(
        (said & {"nord", "sud", "est", "ouest"})
        | ({"declarer"} if said & {"declarant", "decla"} else set())
        | ({"dummy"} if "mort" in said else set())
    )


def _to_that_lead(leader: str, player: str, between: str) -> bool:
    """Is the card played by another player than the leader, with no trick won nor another trick said between?"""
    return not _WON_OR_NEXT.search(between) and not _who(leader) & _who(player)


def _players_of_cards_to_anothers_lead(folded: str) -> list[frozenset[str]]:
    """Who may have played each card out of turn to a trick another player led (`_who`), the lead said in turn."""
    if not _GATE.search(folded) or _LEAD_OUT_OF_TURN.search(folded):
        return []
    found = [
        _who(told["player"])
        for told in _LEAD_THEN_CARD.finditer(folded)
        if _to_that_lead(told["leader"], told["player"], told["gap"] + told["rest"])
    ]
    for lead in (*_ON_THE_LEAD.finditer(folded), *_STARTED.finditer(folded)):
        for card in _A_CARD.finditer(folded, max(0, lead.start() - 80), lead.end() + 120):
            between = folded[min(lead.end(), card.end()) : max(lead.start(), card.start())]
            if _to_that_lead(lead["leader"], card["player"], between + card["rest"]):
                found.append(_who(card["player"]))
    return found


def played_to_anothers_lead(folded: str) -> bool:
    """Do the folded words tell a card played, out of turn, to a trick another player led (57), the lead itself said
    in turn?"""
    return bool(_players_of_cards_to_anothers_lead(folded))


# The declarer's card, as typed, for the quote.
_DECLARERS_CARD = re.compile(
    r"\b[Ll]e\s+d[ée]cla\w*(?:\s+\w+){0,3}?\s+(?:a\s+|avait\s+)?(?:d[ée]j[àa]\s+)?(?:fourni\w*|jou\w*|pos\w*|mis|met)\b"
)


def declarer_played_to_anothers_lead(said: str) -> tuple[str, str] | None:
    """(`jeu_premature`'s `situation`, the words) when every card out of turn to another's lead is the declarer's (« Ouest
    attaque cœur, le déclarant fournit de sa main alors que c'était au mort »: 57C3, played, kept if legal)."""
    players = _players_of_cards_to_anothers_lead(" ".join(words(said)))
    if not players or not all("declarer" in who and "dummy" not in who for who in players):
        return None
    quote = _DECLARERS_CARD.search(said)
    return ("declarer_early", quote[0]) if quote else None

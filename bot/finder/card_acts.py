"""The acts a description tells of one card held, named or dropped (issue 37 §4), for the ranking: the
claimer's statement naming his cards, a card a player let fall during the play. Each reads the folded words
(rules.vocabulary.words, joined), as bot/finder/acts.py does, which calls them once the moment is known to
be the play.
"""

from __future__ import annotations

import re

# A claim said by its verb (« il revendique le reste : « … » »).
_CLAIM_VERB = re.compile(
    r"\b(?:revendiqu\w*|revendication|claim\w*|reclam\w* (?:le reste|les levees|toutes))\b"
)


def claim_statement(folded: str, named_at: int) -> bool:
    """Is the card named at `named_at` (« j'ai l'as de carreau au mort ») within the claimer's statement,
    just after his claim (« il revendique le reste : « mes cœurs sont maîtres et j'ai l'as … » »)? Then it
    names his cards (68C, 70), no card named by a defender (49; tester15 V5)."""
    return _CLAIM_VERB.search(folded, max(0, named_at - 70), named_at) is not None


# A seat or a defender who let a card fall (the declarer named as such is acts.py's `_DECLARER_DROPS`), and the
# seat who plays the contract (« Sud joue 4♠ »).
_DROPS = re.compile(
    # s42 (tuning): the defender's role said between (« Ouest, en défense, laisse glisser la dame »)
    # s45b: or the declarer's (« Sud, déclarant, a fait tomber le valet en triant sa main »: 48A)
    r"\b(nord|sud|est|ouest|[nseo]|defenseur|adversaire) (en defense |(?:le )?declarant )?(?:a |avait )?"
    r"(?:fait tomber|laisse tomber|lache|echappe|laisse glisser|laisse echapper)\b(?! (?:deux|trois|plusieurs|[2-4]) cartes)"
    # s41 (tuning): the card the subject (« la dame de cœur d'Est est tombée », « tombée de la main d'Est »)
    # (not fallen out of sight: « tombée sous sa chaise », « par terre » is a card missing, 14)
    r"|\b(?:as|roi|dame|valet|[2-9]|10) de (?:pique|coeur|carreau|trefle) (?:d |de )(nord|sud|est|ouest) (?:est|etait) tombee?\b"
    r"(?! (?:\w+ )?(?:sous|par terre|au sol))"
    r"|\btombee? (?:\w+ ){0,3}?de la main (?:d |de )(nord|sud|est|ouest)\b"
)
CONTRACT_BY = re.compile(r"\b(nord|sud|est|ouest|[nseo]) (?:joue|jouait|declarant)\b")
# A call out of turn or insufficient told beside the card: the auction's (« contre hors tour de Sud …, Nord
# laisse tomber l'as »), for the moment's own rules (24).
_A_CALL = re.compile(
    r"\b(?:contre|surcontre|passe|declaration|enchere) hors tour\b|\bsurcontr\w*|\binsuffisant\w*"
    r"|\bau tour de son partenaire\b"
)


def dropped_by_a_defender(folded: str) -> bool:
    """The card let fall by a seat said to defend (« Ouest, en défense, laisse glisser la dame »): a defender's, exposed
    (49, 50), whoever else the words name after (« … le déclarant demande »)."""
    dropped = _DROPS.search(folded)
    return bool(dropped and dropped[2] == "en defense ")


def dropped_by_the_declarer(folded: str) -> bool:
    """The card let fall by a seat said to declare (« Sud, déclarant, a fait tomber le valet »): his own, never a penalty
    card (48A)."""
    dropped = _DROPS.search(folded)
    return bool(dropped and (dropped[2] or "").endswith("declarant "))


def dropped_card(folded: str) -> list[str]:
    """A card dropped during the play (« Ouest a fait tomber le ♠2 face visible »): a defender's is an
    exposed card (49, 50), whatever its face: nobody led (tester15 V16's neighbour: « face visible » drew the
    opening lead); the declarer's own (« Sud joue 4♠ … Sud a fait tomber »), never a penalty card (48A),
    played or not (45C2)."""
    dropped = _DROPS.search(folded)
    if dropped is None or _A_CALL.search(folded):
        return []
    seat = next(
        group for at, group in enumerate(dropped.groups()) if group and at != 1
    )  # (group 2: « en défense »)
    declarer = seat in {by[1] for by in CONTRACT_BY.finditer(folded)} or (dropped[2] or "").endswith(
        "declarant "
    )
    return ["carte_jouee" if declarer else "cartes_penalisees"]

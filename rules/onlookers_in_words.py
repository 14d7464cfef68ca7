"""Who saw is not who did (reviewer31 V-34): « Le déclarant a vu Ouest renoncer », « Le mort a vu Est laisser tomber une
carte », « Le déclarant a vu Ouest entamer hors tour ». A fact whose own words run from the onlooker through a verb of
seeing to another player is no evidence of who acted: the player after the verb did, and the question is asked. Pure:
patterns only.
"""

from __future__ import annotations

import re

from rules.seats_in_words import SEAT_PATTERN

# the seat keeps its capital (« Est » the seat, not « est » the verb): the rest is read without case or accents
_ACTOR = (
    rf"(?:(?<![-\w]){SEAT_PATTERN}(?![-\w])|(?i:le\s+mort\b|le\s+d[ée]clarant\b|(?:son|sa|mon|ma|notre|leur|votre)\s+"
    r"partenaire\b|l'adversaire\b|(?:un|l'un)\s+(?:des\s+)?(?:adversaires?|d[ée]fenseurs?)\b|le\s+d[ée]fenseur\b"
    r"|l'entameur\b))"
)
_SEEN_ACTING = re.compile(
    r"(?i:\b(?:a|avait|voit|vois|ai|avons|ont|aurait)\s+(?:bien\s+|clairement\s+|aussi\s+)?"
    r"(?:vu|aper[çc]u|remarqu[ée]|regard[ée]|entendu|surpris|observ[ée])\s+(?:que\s+|qu')?)" + _ACTOR
)


# the answers that name who acted (« declarer », « dummy_… », « defender », « declaring_side »…): what the words of seeing
# put in doubt; the act itself (« call=bid » in « Le caddie a vu Sud dire 1♣ ») stays read
_WHO = frozenset({"declarer", "dummy", "defender", "defenders", "declaring", "partner", "lho", "rho"})


def seen_acting(value: str, said: str) -> bool:
    """Whether `value` names who acted and its words `said` go from an onlooker through « a vu », « a aperçu »… to
    another player."""
    return value.split("_")[0] in _WHO and _SEEN_ACTING.search(said.replace("’", "'")) is not None

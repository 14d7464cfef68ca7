"""Who played before whose turn (the topic « Jeu prématuré », question `situation`), from the seats and the final
contract's declarer (57A, 57C3, 57D). Moved out of rules/seats_in_words.py (its 650 lines) along its family: it reads
the seats that module names. Pure: words in, answers out."""

from __future__ import annotations

import re

from rules.seats_in_words import ROTATION as _ROTATION
from rules.seats_in_words import SEAT_PATTERN as _SEAT
from rules.seats_in_words import declarer_seat, defender_seats, partner_of
from rules.seats_in_words import seat_name as _seat

_DENIED = re.compile(r"\b(?:pas|jamais|plus|ne|n['’]|rien)\b", re.IGNORECASE)

# « Est pose sa carte avant qu'Ouest ait fourni », « Ouest pose son as avant que Sud ait joué »: who
# played before whose turn (the topic « Jeu prématuré », question `situation`), from the seats and the
# final contract's declarer: a defender before his partner, a defender before his right-hand opponent
# (the declarer's hand or the dummy), the declarer (or the dummy he plays) before a defender.
_PLAYER = rf"(?:({_SEAT})|(le\s+d[ée]cla(?:rant)?|le\s+mort))"
_PLAYED_EARLY = re.compile(
    rf"(?<![-\w]){_PLAYER}(?:\s*\((?:\s*(?:en\s+)?d[ée]f(?:ense|enseur)?\s*)\))?\s+(?:a\s+)?"
    rf"(?:fait\s+jouer|pose|pos[ée]|jou[ée]|joue|fourni|fournit|mis|met|sorti)\b"
    rf"((?:(?!{_SEAT}|\bd[ée]cla|\bmort\b)[^,;.:!?()]){{0,40}}?)"
    rf"\bavant\s+(?:que\s+|qu['’]\s*)?(?:({_SEAT})|(son\s+partenaire)|(le\s+mort|le\s+d[ée]cla(?:rant)?))"
    # « avant qu'Ouest ait joué », or « avant Ouest » said alone (« Est joue sa carte avant Ouest »)
    rf"(?:\s+(?:n['’]\s*)?(?:ait|fournisse|joue|jouent)\b|(?=\s*(?:[,;.:!?()]|$))|(?<=partenaire)(?=\s+(?:et|mais|puis)\b))"
)


class _Named:
    """A match of `_PLAYED_EARLY` whose later player is named by his role: read as his seat (group 4)."""

    def __init__(self, match: re.Match[str], seat: str) -> None:
        self._match, self._seat = match, seat

    def __getitem__(self, group: int) -> str | None:
        return self._seat if group == 4 else self._match[group]


# Session 22 (finder42): the declarer named as another player acting at the table (« le déclarant exige / demande /
# hésite… », « le déclarant a joué du mort »): a seat before « son partenaire » is not he, and the dummy plays no
# card of his own, so that seat defends (57A). Not when the words tie a seat to the declarer's role.
_DECLARER_ACTS = re.compile(
    r"\b[Ll]e\s+d[ée]cla(?:rant)?\s+(?:lui\s+)?(?:a\s+|avait\s+)?(?:d[ée]j[àa]\s+)?(?:exig\w*|demand\w*|veut|voulait|h[ée]sit\w*|interdi\w*|"
    r"choisi\w*|r[ée]fl[ée]chi\w*|(?:attaqu\w*|jou\w*|pris|prend|appel\w*)\s+(?:\S+\s+){0,3}?du\s+mort)\b"
)
_SEAT_AS_DECLARER = re.compile(
    rf"(?<![-\w]){_SEAT}\s*[,(]?\s*(?:(?:est|[ée]tait|etait)\s+)?(?:le\s+)?d[ée]cla(?:rant)?\b"
    rf"|\bd[ée]cla(?:rant)?\s*[,(:]?\s*{_SEAT}(?![-\w])"
)


def played_before_turn(description: str, whole: str = "") -> tuple[str, str] | None:
    """(`situation`'s answer, the words) when the words say one card was played before another
    player's turn, with the seats that make it one of the topic's cases; None otherwise or for two
    (`whole`: all the words, where the declarer may be told acting, « le déclarant exige que … »)."""
    declarer = declarer_seat(description)
    if declarer is None:
        # No contract: a seat the words say defends, before his partner (« Est (défense) a joué avant
        # son partenaire »), is the one case the seats alone decide.
        defenders = defender_seats(description)
        everything = whole or description
        if _DECLARER_ACTS.search(everything) and not _SEAT_AS_DECLARER.search(everything):
            defenders |= {  # « Ouest a joué avant son partenaire, le déclarant demande ses options »
                _seat(m[1]) for m in _PLAYED_EARLY.finditer(description) if m[1] and m[5]
            }
        early = [
            m
            for m in _PLAYED_EARLY.finditer(description)
            if not _DENIED.search(m[0]) and m[1] and _seat(m[1]) in defenders
        ]
        if len(early) == 1 and (
            early[0][5] or (early[0][4] and _seat(early[0][4]) == partner_of(_seat(early[0][1])))
        ):
            return "defender_before_partner", early[0][0]
        return None
    dummy = partner_of(declarer)
    found: set[tuple[str, str]] = set()
    for match in _PLAYED_EARLY.finditer(description):
        if _DENIED.search(match[0]):
            continue
        if match[6]:  # « avant que le mort ait joué », « avant le déclarant »: that seat
            match = _Named(match, declarer if "cla" in match[6].casefold() else dummy)
        actor = _seat(match[1]) if match[1] else ("dummy" if "mort" in match[2].casefold() else "declarer")
        actor = {declarer: "declarer", dummy: "dummy"}.get(actor, actor)
        if actor in ("declarer", "dummy") or " du mort" in match[3]:
            target = _seat(match[4]) if match[4] else None
            if target is not None and target not in (declarer, dummy):
                found.add(("declarer_early", match[0]))
            continue
        target = partner_of(actor) if match[5] else _seat(match[4])
        if target == partner_of(actor):
            found.add(("defender_before_partner", match[0]))
        elif target == _ROTATION[(_ROTATION.index(actor) - 1) % 4] and target in (declarer, dummy):
            found.add(("defender_at_rho_turn", match[0]))
    return next(iter(found)) if len({answer for answer, _ in found}) == 1 and len(found) == 1 else None

"""The claim position the director types, read and checked (Law 70): one line, or the whole deal and
the tricks played from the opening lead (replayed, revokes and show-outs found). Pure; rules/deals/count.py
counts what this reads.

The director types the position in one line (`arbitre`'s terminal, `/position` in the chats):

    rev=S atout=♠ main=S cartes=N:.32.2.2 2.QJ..3 A.AK..4 .T9.4.5 ligne=♥A ♥R

- `rev=` the claimer (N, E, S, O); `atout=` ♠ ♥ ♦ ♣ or SA; `main=` who led the current trick (or is
  on lead); `cartes=` the cards left in each hand (PBN notation, first seat named, then clockwise);
  `jouees=` the cards already played to the current trick, from its leader; `ligne=` the order of
  play the claimer stated (cards, « atouts », a suit, « coupe♦ », « défausse♣ », « ♦V surprend »,
  « gagnants ♣R ♦A » for winners named without an order), or nothing.
- Or the whole deal in `cartes=` (13 cards a hand) and `levees=` the cards played from the opening
  lead, in order, `main=` being the opening leader: Arbitre replays them, checks each card and
  counts the tricks the claimer's side had already won.
- `declarant=` (optional) the declarer: a defender's claim gets nothing from partner's choice among
  normal plays (70D2). With `levees=`, the declarer is the opening leader's right-hand opponent.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from rules.deals.claim.reading import Item, check_ruffs, parse_statement
from rules.deals.layout import SEAT_NAMES, Layout, PositionError, card_text, cards_of, to_int
from rules.deals.model import Card, DealError, Hand, Position, Seat, read_hands
from rules.scores.adjusted import ambiguous_c

MAX_TEXT = 400
_KEYS = {
    "rev": "claimer",
    "revendique": "claimer",
    "revendiquant": "claimer",
    "atout": "trump",
    "main": "leader",
    "entame": "leader",
    "cartes": "cards",
    "jouees": "played",
    "jouées": "played",
    "levee": "played",
    "levée": "played",
    "ligne": "statement",
    "levees": "tricks",
    "levées": "tricks",
    "declarant": "declarer",
    "déclarant": "declarer",
}
SYNTAX = (
    "Une ligne : rev=S atout=♠ main=S cartes=N:.32.2.2 2.QJ..3 A.AK..4 .T9.4.5 ligne=♥A ♥R "
    "(rev= le revendiquant ; atout= ♠ ♥ ♦ ♣ ou SA ; main= qui a la main ou a entamé la levée en cours ; "
    "cartes= les mains restantes au format PBN ; jouees= les cartes déjà jouées à la levée en cours ; "
    "ligne= l'ordre de jeu annoncé — cartes, couleurs, atouts, coupe♦ (du ♠10 ; avant la suite : à son "
    "rang, coupe♦ puis atouts), défausse♣ (sur ♦A), ♦V surprend, "
    "gagnants ♣R ♦A sans ordre — ou rien ; declarant= le déclarant, facultatif : la défense qui revendique "
    "ne profite pas du choix de son partenaire, 70D2)."
)


# What a revoke in the tricks played leaves to the Renonce topic (tester4 F13), once for all of them: one
# incident per revoke, so a revoke already opened on the board is never opened again (tester7 T3).
REVOKE_APART = (
    "Le transfert éventuel (Loi 64A) se juge à part, avec le thème Renonce : si cette renonce n'est pas "
    "déjà un incident de la donne, ouvrez-le comme deuxième irrégularité (+ au terminal, /deuxieme en "
    "discussion) ; si elle l'est, ne l'ouvrez pas une seconde fois."
)
REVOKE_LINKED = (
    "Cette renonce est déjà l'incident lié à celui-ci (voir « Pris de l'incident » sous la décision) : son "
    "transfert (Loi 64A) s'applique aux levées attribuées ici ; ne l'ouvrez pas une seconde fois."
)


@dataclass(frozen=True)
class ClaimPosition:
    position: Layout
    claimer: int
    statement: tuple[Item, ...]
    won_before: int | None = None  # the claimer's side's tricks, when the tricks played were given
    shown_out: int = 0  # 70E1: the defenders who failed to follow before the claim (bit 4 * seat + suit)
    # Revokes found in the tricks played (tester4 F13), in French: the tricks count as played, and the
    # transfer (64A) is the Renonce topic's separate ruling.
    revokes: tuple[str, ...] = ()
    # 70D2: the claimer's side defends (`declarant=` names the other side, or the tricks played show
    # it): no part of the claim that rests on partner choosing one normal play among others.
    defence: bool = False
    # The declarer the line gave (`declarant=`, or the opening leader's right-hand opponent with `levees=`),
    # None when it gave none: checked against the incident's contract before counting; stored for the
    # mark's side (tester10 W8), not compared.
    declarer: int | None = field(default=None, compare=False)
    # tester24 P4: the cards played from the opening lead (`levees=`), in order, and its leader: the tricks as
    # recorded, against which a revoke said at a trick is checked (rules.deals.claim.tricks_played).
    tricks_played: tuple[int, ...] = field(default=(), compare=False)
    opening_leader: int | None = field(default=None, compare=False)


def read_claim(text: str, deal: str | None = None) -> ClaimPosition:
    """The director's line, or PositionError with a French message (nothing is stored). `deal` is
    the incident's deal (PBN, from the session's import): then `levees=` alone marks the tricks
    played on it, without typing the cards."""
    if len(text) > MAX_TEXT:
        raise PositionError(f"La position est trop longue ({MAX_TEXT} caractères au plus).")
    found = list(re.finditer(r"(?i)(?:^|\s)(" + "|".join(_KEYS) + r")\s*=", text))
    if not found:
        raise PositionError(SYNTAX)
    values: dict[str, str] = {}
    for i, match in enumerate(found):
        end = found[i + 1].start() if i + 1 < len(found) else len(text)
        key = _KEYS[match.group(1).lower()]
        if key in values:
            raise PositionError(f"« {match.group(1)}= » est donné deux fois.")
        values[key] = text[match.end() : end].strip()
    if text[: found[0].start()].strip():
        raise PositionError(f"Texte inattendu avant « {found[0].group(1)}= ». {SYNTAX}")
    typed_cards = bool(values.get("cards"))
    if not values.get("cards") and deal and values.get("tricks"):
        values["cards"] = deal
    for key, name in (("claimer", "rev="), ("leader", "main="), ("declarer", "declarant=")):
        if values.get(key):  # tester16 T15: a seat typed wrong is named first, before what is missing
            try:
                Seat.read(values[key])
            except DealError as error:
                raise PositionError(f"« {name} » : {error}") from None
    for key, name in (("claimer", "rev="), ("trump", "atout="), ("leader", "main="), ("cards", "cartes=")):
        if key == "cards" and not values.get(key) and deal:
            raise PositionError(
                "La donne de l'incident est connue : donnez les cartes jouées depuis l'entame (levees=…), "
                "ou les mains restantes (cartes=…)."
            )
        if not values.get(key):
            raise PositionError(f"Il manque « {name} ». {SYNTAX}")
    trump = strain(values["trump"])
    claimer = Seat.read(values["claimer"]).index
    if values.get("tricks"):
        if values.get("played"):
            raise PositionError(
                "Donnez soit levees= (tout le jeu depuis l'entame), soit jouees=, pas les deux."
            )
        position, won, shown, revokes = replay_tricks(
            read_hands(values["cards"], full=True),
            Seat.read(values["leader"]),
            trump,
            values["tricks"],
            claimer,
        )
    else:
        played = tuple(Card.read(word) for word in values.get("played", "").replace(",", " ").split())
        position, won = Position.read(values["cards"], Seat.read(values["leader"]), trump, played), None
        shown, revokes = 0, ()
    layout = Layout.of(position)
    if deal and typed_cards:
        _check_against_deal(layout, deal)
    statement = parse_statement(values.get("statement", ""), layout.trump)
    _check_stated_cards(layout, claimer, statement)
    check_ruffs(layout, claimer, statement)
    if values.get("declarer"):
        declarer: int | None = Seat.read(values["declarer"]).index
    else:  # with the tricks played, `main=` is the opening leader, the declarer's left-hand opponent
        declarer = (Seat.read(values["leader"]).index + 3) % 4 if values.get("tricks") else None
    defence = declarer is not None and declarer % 2 != claimer % 2
    recorded = (
        tuple(to_int(Card.read(w)) for w in values["tricks"].replace(",", " ").split())
        if values.get("tricks")
        else ()
    )
    opening = Seat.read(values["leader"]).index if recorded else None
    return ClaimPosition(
        layout, claimer, statement, won, shown, revokes, defence, declarer, recorded, opening
    )


def _check_against_deal(layout: Layout, deal: str) -> None:
    """Cards typed on an incident whose deal is stored must sit where the deal puts them (tester4's
    F10): a card typed in the wrong hand, in a hurry, would be counted without a word."""
    misfit = deal_misfit(layout, deal)
    if misfit is not None:
        raise PositionError(
            f"{misfit} : corrigez cartes=, ou donnez seulement les levées jouées (levees=…) "
            "et Arbitre prend les cartes de la donne. Rien n'a été compté."
        )


def deal_misfit(layout: Layout, deal: str, where: str = "dans la donne de l'incident") -> str | None:
    """The first card of a position that the deal (PBN) puts in another hand, said in French
    (« La carte ♠A est à Nord dans la donne de l'incident, pas à Sud »), or None when every card sits where the
    deal has it: checked when the cards are typed on a known deal, and when a deal is recorded on
    an incident whose claim was already counted (tester6 T46)."""
    dealt = tuple(sum(1 << to_int(c) for c in hand.cards) for hand in read_hands(deal, full=True))
    typed = [((layout.leader + i) % 4, c) for i, c in enumerate(layout.played)]
    typed += [(seat, c) for seat, hand in enumerate(layout.hands) for c in cards_of(hand)]
    for seat, c in typed:
        if not dealt[seat] >> c & 1:
            holder = next(s for s in range(4) if dealt[s] >> c & 1)
            return f"La carte {card_text(c)} est à {SEAT_NAMES[holder]} {where}, pas à {SEAT_NAMES[seat]}"
    return None


def _check_stated_cards(layout: Layout, claimer: int, statement: tuple[Item, ...]) -> None:
    """A card of the stated line must still be held by the claimer or his partner (68C, 70D1):
    a typo there would otherwise be counted as « no order stated » without a word."""
    ours = layout.hands[claimer] | layout.hands[(claimer + 2) % 4]
    for i, c in enumerate(layout.played):  # a card the claimer's side already played to this trick
        if (layout.leader + i) % 2 == claimer % 2:
            ours |= 1 << c
    stated = [value for kind, value in statement if kind in ("card", "discard_card", "winner")]
    for value in stated:
        if stated.count(value) > 1:
            raise PositionError(
                f"Le {card_text(value)} est annoncé deux fois dans la ligne. Rien n'a été enregistré."
            )
    for kind, value in statement:
        if (
            kind in ("card", "discard_card", "winner") or (kind == "on" and value < 52)
        ) and not ours >> value & 1:
            raise PositionError(
                f"Le {card_text(value)} annoncé dans la ligne n'est ni dans la main de "
                f"{SEAT_NAMES[claimer]} ni dans celle de {SEAT_NAMES[(claimer + 2) % 4]} : "
                "corrigez la ligne (ou les mains). Rien n'a été enregistré."
            )


def replay_tricks(
    hands: tuple[Hand, Hand, Hand, Hand], leader: Seat, trump: str, text: str, claimer: int
) -> tuple[Position, int, int, tuple[str, ...]]:
    """The whole deal and the cards played from the opening lead (`leader`), in order: the
    position at the claim, the tricks the claimer's side had won, the defenders' show-outs
    (bit 4 * seat + suit: 70E1) and the revokes, in French. Each card must be in the hand of the
    player to play. A card off the suit led by a player who held it is a revoke that happened
    (tester4 F13): the trick stands as played (63B), the tricks are counted as won at the table, and
    the transfer it may bring (64A) is ruled apart, with the Renonce topic; it is no show-out."""
    cards = [Card.read(word) for word in text.replace(",", " ").split()]
    current = list(hands)
    trick: list[Card] = []
    won = 0
    shown = 0
    revokes: list[str] = []
    plays: list[tuple[int, int]] = []  # (trick number, seat) of each card
    pending: list[tuple[int, int, str]] = []  # each revoke: its trick, its seat, how it is said
    for number, card in enumerate(cards):
        seat = leader.next(len(trick))
        hand = current[seat.index]
        if card not in hand:
            raise PositionError(f"Le {card.text} n'est pas (ou plus) dans la main de {seat.french}.")
        plays.append((number // 4, seat.index))
        if trick and card.suit != trick[0].suit and any(c.suit == trick[0].suit for c in hand.cards):
            of = "d'" if seat.french[0] in "EO" else "de "
            said = f"{of}{seat.french} à la levée {number // 4 + 1} ({card.text} sur {trick[0].text})"
            pending.append((number // 4, seat.index, said))
            revokes.append(
                f"Renonce {of}{seat.french} à la levée {number // 4 + 1} : le {card.text} "
                f"sur {trick[0].text}, alors qu'il pouvait fournir. Les levées sont comptées comme jouées."
            )
        elif trick and card.suit != trick[0].suit and seat.index % 2 != claimer % 2:
            shown |= 1 << (4 * seat.index + "SHDC".index(trick[0].suit))
        current[seat.index] = hand.without([card])
        trick.append(card)
        if len(trick) == 4:
            winner = leader.next(winning_card(trick, trump))
            won += winner.index % 2 == claimer % 2
            leader, trick = winner, []
    if not len(current[leader.next(len(trick)).index]):
        raise PositionError("Toutes les cartes sont jouées : il n'y a plus de revendication à juger.")
    for number, offender, said in pending:
        # 63A: established once the offending side has played to a later trick (63A1), or when it
        # makes the claim (63A3); before, it is corrected (62A) — tester12 Y14.
        if offender % 2 != claimer % 2 and not any(t > number and s % 2 == offender % 2 for t, s in plays):
            raise PositionError(
                f"Renonce {said} : elle n'est pas consommée (Loi 63A) — le camp fautif n'a pas joué à la "
                "levée suivante et la revendication vient de l'autre camp. Elle se corrige d'abord (62A) : "
                "le fautif reprend sa carte, qui devient carte pénalisée majeure (62B1, Loi 50), et fournit ; "
                "Arbitre ne compte pas une position avec carte pénalisée : comptez les levées vous-même "
                "(ou revenez après la correction). Rien n'a été compté."
            )
    position = Position((current[0], current[1], current[2], current[3]), leader, trump, tuple(trick))
    return position, won, shown, tuple(revokes)


def winning_card(trick: list[Card], trump: str) -> int:
    """The index in `trick` of the card that wins it (`trump`: S H D C or NT)."""
    order = "23456789TJQKA"
    best = 0
    for i, c in enumerate(trick[1:], start=1):
        b = trick[best]
        if (c.suit == b.suit and order.index(c.rank) > order.index(b.rank)) or (c.suit == trump != b.suit):
            best = i
    return best


def strain(text: str) -> str:
    """The trump as the model writes it (S H D C NT) from ♠ ♥ ♦ ♣, P H K T or SA; never C (cœur in French, clubs in English)."""
    key = text.strip().upper()
    if key == "C":  # cœur to a French director, clubs in English: refused, as in the score line (X21)
        raise PositionError(ambiguous_c("atout=C") + " Rien n'a été compté.")
    found = {"♠": "S", "P": "S", "♥": "H", "H": "H", "♦": "D", "K": "D", "♣": "C", "T": "C"}
    found |= {
        "SA": "NT",
        "NT": "NT",
        "PIQUE": "S",
        "COEUR": "H",
        "CŒUR": "H",
        "CARREAU": "D",
        "CO": "H",
        "TR": "C",
    }
    found |= {"TREFLE": "C", "TRÈFLE": "C", "SANS-ATOUT": "NT"}
    if key not in found:
        raise PositionError(f"Atout inconnu : « {text} ». Écrivez ♠, ♥, ♦, ♣ (ou P, H, K, T) ou SA.")
    return found[key]

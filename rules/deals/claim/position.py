"""The claim position the director types, read and checked (Law 70): one line, or the whole deal and
the tricks played from the opening lead (replayed, revokes and show-outs found). Pure; rules/deals/count.py
counts what this reads.

The director types the position in one line (`arbitre`'s terminal, `/position` in the chats):

    rev=S atout=♠ main=S cartes=N:.32.2.2 2.QJ..3 A.AK..4 .T9.4.5 ligne=♥A ♥R

- `rev=` the claimer (N, E, S, O); `atout=` ♠ ♥ ♦ ♣ or SA; `main=` who led the current trick (or is
  on lead); `cartes=` the cards left in each hand (PBN notation, first seat named, then clockwise);
  `jouees=` the cards already played to the current trick, from its leader; `ligne=` the order of
  play the claimer stated (cards, « atouts », a suit, « coupe♦ », « défausse♣ », « ♦V surprend »,
  « gagnants ♣R ♦A » for winners named without an order, « ♠ sinon ♥A ♥3 ♥V » for a conditional line), or
  nothing.
- Or the whole deal in `cartes=` (13 cards a hand) and `levees=` the cards played from the opening
  lead, in order, `main=` being the opening leader: Arbitre replays them, checks each card and
  counts the tricks the claimer's side had already won.
- `declarant=` (optional) the declarer: a defender's claim gets nothing from partner's choice among
  normal plays (70D2). With `levees=`, the declarer is the opening leader's right-hand opponent.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from rules.deals.claim.conditional import check_card
from rules.deals.claim.reading import Item, check_ruffs, parse_statement
from rules.deals.layout import (
    SEAT_NAMES,
    Layout,
    PositionError,
    card_text,
    cards_of,
    suit_of,
    to_card,
    to_int,
)
from rules.deals.model import SEATS, Card, DealError, Hand, Position, Seat, read_hands
from rules.scores.adjusted import ambiguous_c

MAX_TEXT = 400
Trick = tuple[tuple[int, int], ...]  # (seat, card) in the order played
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
    "gagnants ♣R ♦A sans ordre, ♠ sinon ♥A ♥3 ♥V (si un adversaire ne fournit pas à ♠, la ligne de "
    "repli) — ou rien ; declarant= le déclarant, facultatif : la défense qui revendique "
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
    # tester24 P4: the complete tricks played from the opening lead (`levees=`), as walked once by replay_tricks:
    # a revoke said at a trick is checked against them (rules.deals.claim.tricks_played).
    tricks: tuple[Trick, ...] = field(default=(), compare=False)


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
        position, won, shown, revokes, tricks = replay_tricks(
            read_hands(values["cards"], full=True),
            Seat.read(values["leader"]),
            trump,
            values["tricks"],
            claimer,
        )
    else:
        played = tuple(Card.read(word) for word in values.get("played", "").replace(",", " ").split())
        position, won = Position.read(values["cards"], Seat.read(values["leader"]), trump, played), None
        shown, revokes, tricks = 0, (), ()
    layout = Layout.of(position)
    if deal and typed_cards:
        _check_against_deal(layout, deal)
    statement = parse_statement(values.get("statement", ""), layout.trump)
    _check_stated_cards(layout, claimer, statement)
    check_card(layout, claimer, statement)
    check_ruffs(layout, claimer, statement)
    if values.get("declarer"):
        declarer: int | None = Seat.read(values["declarer"]).index
    else:  # with the tricks played, `main=` is the opening leader, the declarer's left-hand opponent
        declarer = (Seat.read(values["leader"]).index + 3) % 4 if values.get("tricks") else None
    defence = declarer is not None and declarer % 2 != claimer % 2
    return ClaimPosition(layout, claimer, statement, won, shown, revokes, defence, declarer, tricks)


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
) -> tuple[Position, int, int, tuple[str, ...], tuple[Trick, ...]]:
    """The whole deal and the cards played from the opening lead (`leader`), in order: the
    position at the claim, the tricks the claimer's side had won, the defenders' show-outs
    (bit 4 * seat + suit: 70E1), the revokes, in French, and the complete tricks as played. Each card must
    be in the hand of the player to play. A card off the suit led by a player who held it is a revoke that
    happened (tester4 F13): the trick stands as played (63B), the tricks are counted as won at the table, and
    the transfer it may bring (64A) is ruled apart, with the Renonce topic; it is no show-out."""
    played = [to_int(Card.read(word)) for word in text.replace(",", " ").split()]
    tricks, current_trick, next_leader = walk_tricks(played, leader.index, trump)
    current = list(hands)
    won = shown = 0
    revokes: list[str] = []
    pending: list[tuple[int, int, str]] = []  # each revoke: its trick, its seat, how it is said
    walked = (*tricks, current_trick)
    for number, trick in enumerate(walked):
        first = to_card(trick[0][1]) if trick else None
        for seat, c in trick:
            card, player = to_card(c), SEATS[seat]
            hand = current[seat]
            if card not in hand:
                raise PositionError(f"Le {card.text} n'est pas (ou plus) dans la main de {player.french}.")
            if (
                first is not None
                and card.suit != first.suit
                and any(x.suit == first.suit for x in hand.cards)
            ):
                of = "d'" if player.french[0] in "EO" else "de "
                said = f"{of}{player.french} à la levée {number + 1} ({card.text} sur {first.text})"
                pending.append((number, seat, said))
                revokes.append(
                    f"Renonce {of}{player.french} à la levée {number + 1} : le {card.text} "
                    f"sur {first.text}, alors qu'il pouvait fournir. Les levées sont comptées comme jouées."
                )
            elif first is not None and card.suit != first.suit and seat % 2 != claimer % 2:
                shown |= 1 << (4 * seat + "SHDC".index(first.suit))
            current[seat] = hand.without([card])
    for number in range(len(tricks)):
        winner = tricks[number + 1][0][0] if number + 1 < len(tricks) else next_leader
        won += winner % 2 == claimer % 2
    if not len(current[(next_leader + len(current_trick)) % 4]):
        raise PositionError("Toutes les cartes sont jouées : il n'y a plus de revendication à juger.")
    for number, offender, said in pending:
        # 63A: established once the offending side has played to a later trick (63A1), or when it
        # makes the claim (63A3); before, it is corrected (62A) — tester12 Y14.
        later = (seat for trick in walked[number + 1 :] for seat, _ in trick)
        if offender % 2 != claimer % 2 and not any(s % 2 == offender % 2 for s in later):
            raise PositionError(
                f"Renonce {said} : elle n'est pas consommée (Loi 63A) — le camp fautif n'a pas joué à la "
                "levée suivante et la revendication vient de l'autre camp. Elle se corrige d'abord (62A) : "
                "le fautif reprend sa carte, qui devient carte pénalisée majeure (62B1, Loi 50), et fournit ; "
                "Arbitre ne compte pas une position avec carte pénalisée : comptez les levées vous-même "
                "(ou revenez après la correction). Rien n'a été compté."
            )
    now = tuple(to_card(c) for _, c in current_trick)
    position = Position((current[0], current[1], current[2], current[3]), SEATS[next_leader], trump, now)
    return position, won, shown, tuple(revokes), tricks


def walk_tricks(cards: list[int], leader: int, trump: str) -> tuple[tuple[Trick, ...], Trick, int]:
    """The cards played from `leader`'s opening lead, in order (`trump`: S H D C or NT), walked once: the
    complete tricks with the seat of each card, the current trick's cards so far, and who led it."""
    tricks: list[Trick] = []
    for start in range(0, len(cards) - 3, 4):
        trick = tuple(((leader + i) % 4, c) for i, c in enumerate(cards[start : start + 4]))
        tricks.append(trick)
        leader = trick[_winner([c for _, c in trick], trump)][0]
    rest = cards[len(tricks) * 4 :]
    return tuple(tricks), tuple(((leader + i) % 4, c) for i, c in enumerate(rest)), leader


def _winner(trick: list[int], trump: str) -> int:
    """The index in `trick` of the card that wins it (`trump`: S H D C or NT); a card is suit * 13 + rank - 2."""
    trumps = "SHDC".find(trump) if trump != "NT" else -1
    best = 0
    for i, c in enumerate(trick[1:], start=1):
        b = trick[best]
        if (suit_of(c) == suit_of(b) and c > b) or (suit_of(c) == trumps != suit_of(b)):
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

"""BBO's LIN strings and hand-viewer links, and the one entry point for a deal typed or pasted.

LIN: pipe-separated pairs; « md » the dealer (1 Sud, 2 Ouest, 3 Nord, 4 Est) and the hands from
South clockwise, « sv » the vulnerability, « ah » (« Board 5 ») or « qx » (« o5 ») the board. A
hand-viewer link (bridgebase.com/tools/handviewer.html) carries either a LIN string (`lin=`) or
one parameter per hand (`n=`, `e=`, `s=`, `w=`, with `d=` dealer, `v=` vulnerability, `b=` board).
Nothing is fetched: the link is read as text. Every deal is checked card by card (model.py).
"""

from __future__ import annotations

import re
from urllib.parse import parse_qs, unquote_plus, urlsplit

from rules.deals.model import RANKS, SUITS, Deal, DealError, Hand, Seat, board_conditions, read_hands
from rules.deals.pbn import MAX_BOARDS, Board, HandRecord, against_law_2, decode, read_pbn

# A match's LIN gives each board once per room: twice MAX_BOARDS deals at most, as many distinct
# boards as a PBN (reliability trial 2026-11-29, U2: a 28,000-deal LIN was read whole).
MAX_LIN_DEALS = 2 * MAX_BOARDS

_LIN_DEALER = {"1": Seat.SOUTH, "2": Seat.WEST, "3": Seat.NORTH, "4": Seat.EAST}
_LIN_VUL = {"o": "personne", "0": "personne", "-": "personne", "n": "ns", "e": "eo", "b": "tous"}
_HANDVIEWER_VUL = _LIN_VUL | {"": "personne", "none": "personne", "ns": "ns", "ew": "eo", "all": "tous"}


def _lin_hand(text: str, who: str) -> str:
    """« SAKQHJT9D32C5432 » → PBN « AKQ.JT9.32.5432 »."""
    raw = text.strip().upper().replace("10", "T")
    suits = dict.fromkeys(SUITS, "")
    current = None
    for char in raw:
        if char in SUITS:
            current = char
        elif current is not None and char in RANKS:
            suits[current] += char
        else:
            raise DealError(f"Main illisible pour {who} dans le LIN : « {text[:30]} ».")
    return ".".join(suits[s] for s in SUITS)


def _hands_from(parts: dict[Seat, str]) -> str:
    """PBN deal text from the hands given by seat; one missing hand is the remaining cards."""
    missing = [s for s in (Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST) if not parts.get(s)]
    if len(missing) == 1:
        known = {s: Hand.read(parts[s], s.french) for s in parts if parts.get(s)}
        # C8: the hands given are checked before the fourth is inferred, so the message names the
        # hand that is wrong, not the inferred one that is short because of it.
        seen: dict[str, Seat] = {}
        for seat, hand in known.items():
            if len(hand) != 13:
                raise DealError(f"{seat.french} a {len(hand)} cartes, il en faut 13.")
            for card in hand.cards:
                if card.pbn in seen:
                    raise DealError(
                        f"Le {card.text} est donné deux fois (à {seen[card.pbn].french} et à {seat.french})."
                    )
                seen[card.pbn] = seat
        held = set(seen)
        parts[missing[0]] = ".".join("".join(r for r in RANKS if s + r not in held) for s in SUITS)
    elif missing:
        raise DealError(f"Il manque des mains ({', '.join(s.french for s in missing)}).")
    return "N:" + " ".join(parts[s] for s in (Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST))


def _md(value: str) -> tuple[Seat | None, str]:
    dealer = _LIN_DEALER.get(value[:1])
    body = value[1:] if dealer is not None else value
    hands = body.split(",")
    if len(hands) < 3:
        raise DealError(
            f"Donne LIN illisible : « md|{value[:40]} » (quatre mains séparées par des virgules)."
        )
    order = (Seat.SOUTH, Seat.WEST, Seat.NORTH, Seat.EAST)
    parts = {seat: _lin_hand(h, seat.french) for seat, h in zip(order, hands, strict=False) if h.strip()}
    return dealer, _hands_from(parts)


def read_lin(text: str, board: int | None = None) -> HandRecord:
    """Every deal of a LIN string or file; `board` numbers a single deal that has none."""
    items = (text or "").replace("\r", "").replace("\n", "").split("|")
    if sum(1 for key in items[::2] if key.strip().lower() == "md") > MAX_LIN_DEALS:  # before reading any
        raise DealError(
            f"Plus de {MAX_LIN_DEALS} donnes dans ce LIN : importez une séance à la fois "
            f"({MAX_BOARDS} donnes au plus). Rien n'a été enregistré."
        )
    boards: list[Board] = []
    notes: list[str] = []
    current: dict[str, str] = {}

    def close() -> None:
        if "md" in current:
            if len(boards) >= MAX_LIN_DEALS:
                raise DealError(
                    f"Plus de {MAX_LIN_DEALS} donnes dans ce LIN : importez une séance à la fois "
                    f"({MAX_BOARDS} donnes au plus). Rien n'a été enregistré."
                )
            try:
                boards.append(Board(_deal(current, board if not boards else None, notes)))
            except DealError as error:
                # The same shape as the PBN reader's messages: where, which deal, and that nothing is kept.
                where = f"LIN, {len(boards) + 1}{'re' if not boards else 'e'} donne (« md|{current['md'][:24]}… »)"
                raise DealError(f"{where} : {error} Rien n'a été enregistré.") from None

    for key, value in zip(items[::2], items[1::2], strict=False):
        key = key.strip().lower()
        if key == "qx" or (key == "md" and "md" in current):
            close()
            current = {}
        if key in ("md", "sv", "ah", "qx"):
            current.setdefault(key, value)
    close()
    if not boards:
        raise DealError(
            "Aucune donne dans ce LIN (pas de « md|… ») : collez le LIN complet ou le lien de la donne."
        )
    # A match's LIN gives each board once per room: the same cards are one board, other cards a fault.
    unique: dict[int, Board] = {}
    for found in boards:
        if found.number in unique and unique[found.number].deal != found.deal:
            raise DealError(
                f"La donne {found.number} est deux fois dans ce LIN, avec d'autres cartes : vérifiez le fichier "
                "(une donne par numéro). Rien n'a été enregistré."
            )
        unique.setdefault(found.number, found)
    if len(unique) > MAX_BOARDS:
        raise DealError(
            f"Plus de {MAX_BOARDS} donnes dans ce LIN : importez une séance à la fois. Rien n'a été enregistré."
        )
    return HandRecord(tuple(unique.values()), notes=tuple(dict.fromkeys(notes)))


def _deal(fields: dict[str, str], board: int | None, notes: list[str]) -> Deal:
    """The deal of one « md| » group; `notes` gets a dealer or vulnerability the LIN states against
    the board's number (Law 2, tester8 T1: said for a PBN, silent for a LIN)."""
    number = board
    titled = re.search(r"\d+", fields.get("ah", ""))
    room = re.fullmatch(r"[oc](\d+)", fields.get("qx", "").strip())
    if number is None and (titled or room):
        number = int(titled.group(0) if titled else room.group(1))  # type: ignore[union-attr]
        if titled and room and int(room.group(1)) != number:
            # Tester8 T1: « qx|o17 » and « ah|Board 5 » disagree; the title is what BBO shows.
            notes.append(
                f"Donne {number} : le LIN dit aussi « qx|{fields['qx'].strip()[:6]} » (donne "
                f"{int(room.group(1))}) ; le numéro retenu est celui du titre « ah|{fields['ah'].strip()[:12]} »."
            )
    if number is None or not 0 < number <= 999:
        raise DealError(
            "Numéro de donne absent du LIN : donnez-le avant (par ex. « /donnes 5 LIEN_OU_LIN » sur la "
            'messagerie, « arbitre donnes ajouter "5 md|…" » au terminal).'
        )
    dealer, pbn = _md(fields["md"])
    default_dealer, vulnerability = board_conditions(number)
    if "sv" in fields:
        vul = fields["sv"].strip().lower()
        if vul not in _LIN_VUL:
            raise DealError(f"Vulnérabilité LIN inconnue : « sv|{fields['sv'][:5]} ».")
        vulnerability = _LIN_VUL[vul]
    if dealer is not None or "sv" in fields:
        notes.extend(against_law_2(number, dealer or default_dealer, vulnerability))
    return Deal(read_hands(pbn), dealer or default_dealer, vulnerability, number)


def read_link(url: str, board: int | None = None) -> HandRecord:
    """A BBO hand-viewer link, read as text (nothing is fetched)."""
    parts = urlsplit(url.strip())
    query = parse_qs(parts.query, keep_blank_values=True) | parse_qs(parts.fragment, keep_blank_values=True)
    if "lin" in query:
        return read_lin(
            unquote_plus(query["lin"][0]) if "%7C" in query["lin"][0].upper() else query["lin"][0], board
        )
    hands = {
        seat: query.get(seat.value.lower(), [""])[0]
        for seat in (Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST)
    }
    if not any(hands.values()):
        raise DealError(
            "Ce lien ne contient pas la donne (ni « lin= », ni « n= », « e= », « s= », « w= ») : ouvrez la donne "
            "dans la visionneuse de BBO et copiez le lien, ou collez le LIN. Arbitre ne télécharge rien."
        )
    number = board
    if number is None and query.get("b", [""])[0].strip().isdigit():
        number = int(query["b"][0])
    if number is None or not 0 < number <= 999:
        raise DealError("Numéro de donne absent du lien : donnez-le avant (par ex. « /donnes 5 LIEN »).")
    pbn = _hands_from({s: _lin_hand(h, s.french) for s, h in hands.items() if h.strip()})
    dealer, vulnerability = board_conditions(number)
    if query.get("d", [""])[0].strip():
        dealer = Seat.read(query["d"][0])
    if "v" in query:
        vul = query["v"][0].strip().lower()
        if vul not in _HANDVIEWER_VUL:
            raise DealError(f"Vulnérabilité inconnue dans le lien : « v={query['v'][0][:5]} ».")
        vulnerability = _HANDVIEWER_VUL[vul]
    notes = (
        against_law_2(number, dealer, vulnerability)
        if query.get("d", [""])[0].strip() or "v" in query
        else []
    )
    return HandRecord((Board(Deal(read_hands(pbn), dealer, vulnerability, number)),), notes=tuple(notes))


def read_file(data: bytes) -> HandRecord:
    """A session's file as sent or given: PBN (several boards), or LIN (BBO's own files); checked
    whole, DealError (French) at the first fault."""
    try:
        text = decode(data)
        start = text.lstrip()[:1]
        if start not in ("[", "%", "{", ";") and "|" in text[:2000] and re.search(r"\bmd\|", text):
            return read_lin(text)
        return read_pbn(text)
    except DealError as error:
        raise _nothing_kept(error) from None


def _nothing_kept(error: DealError) -> DealError:
    """Every refusal of an import says that nothing was kept (tester8 T2), whatever found the fault."""
    text = str(error)
    return error if "Rien n'a été enregistré" in text else DealError(f"{text} Rien n'a été enregistré.")


MAX_TEXT = 20_000  # a pasted LIN or link; a whole file goes through the file import


def read_text(text: str) -> HandRecord:
    """What a director pastes after `/donnes` (or types in the terminal): « [NUMÉRO] » then a
    hand-viewer link, a LIN string, a PBN deal (« N:AK7.QJ2… ») or a whole PBN text."""
    try:
        return _read_text(text)
    except DealError as error:
        raise _nothing_kept(error) from None


def _read_text(text: str) -> HandRecord:
    raw = (text or "").strip()
    if len(raw) > MAX_TEXT:
        raise DealError("Texte trop long pour une donne : envoyez le fichier PBN à la place.")
    board = None
    head, _, rest = raw.partition(" ")
    if head.isdigit() and rest.strip():
        board = int(head)
        if not 0 < board <= 999:
            raise DealError(f"Numéro de donne impossible : {head} (de 1 à 999).")
        raw = rest.strip()
    if not raw:
        raise DealError(USAGE)
    if raw.startswith("["):
        return read_pbn(raw)
    if re.match(r"https?://", raw, re.IGNORECASE):
        return read_link(raw, board)
    if "|" in raw:
        return read_lin(raw, board)
    if ":" in raw[:3] or raw.count(".") >= 12:
        if board is None:
            raise DealError(
                "Donnez le numéro de la donne avant ses cartes (par ex. « 5 N:AK7.QJ2.T98.6543 … »)."
            )
        return HandRecord((Board(Deal.read(raw, board)),))
    raise DealError(USAGE)


USAGE = (
    "Donne à importer : un fichier PBN, ou « [NUMÉRO] LIEN » (visionneuse BBO), « [NUMÉRO] LIN » (md|…), "
    "ou « NUMÉRO N:♠.♥.♦.♣ ♠.♥.♦.♣ ♠.♥.♦.♣ ♠.♥.♦.♣ » (notation PBN, Nord d'abord, par ex. "
    "« 5 N:AK7.QJ2.T98.6543 … »)."
)

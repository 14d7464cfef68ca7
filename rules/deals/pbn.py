"""PBN files (Portable Bridge Notation 2.1): a session's boards and, when present, its results.

Our own small reader of the PBN grammar (tags, comments, « # » for the previous value, tables)
rather than endplay's: endplay 0.5 keeps a card given twice as one card (its deal is a set of
cards) and takes the dealer from the board number when the file has no contract, while a hand
record file sets its own dealer. Here every deal is checked card by card (rules/deals/model.py)
and every refusal names its line, in French. Reference: https://www.tistis.nl/pbn/pbn_v21.txt
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from rules.deals.model import (
    RANKS,
    SEATS,
    SUITS,
    Deal,
    DealError,
    Hand,
    Seat,
    board_conditions,
    read_hands,
)
from rules.deals.score_rows import VULNERABILITY_WORDS, disagreement

MAX_FILE_BYTES = 2_000_000  # a session's PBN with its results is a few hundred kilobytes
# The same caps for every format (reliability trial 2026-11-29, U2 and U6): a session is at most
# MAX_BOARDS boards; a results file may give a board once per table, so at most MAX_DEALS deals
# in all; a board keeps at most MAX_RESULTS results; a file at most MAX_TAGS tags.
MAX_BOARDS = 200
MAX_DEALS = 2_000
MAX_RESULTS = 300
MAX_TAGS = 40_000
MAX_TAG_VALUE = 120  # characters kept of a tag's value (Event, Site, Date…)
# C0 and C1 controls (read as a space), and the bidirectional marks, overrides and isolates (dropped):
# never echoed back.
_CONTROLS = re.compile("[\x00-\x1f\x7f-\x9f]")
_BIDI = re.compile("[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")

_TAG = re.compile(r'\[\s*([A-Za-z0-9_]+)\s+"((?:[^"\\]|\\.)*)"\s*\]')
_VULNERABLE = {
    "none": "personne", "love": "personne", "-": "personne", "": "personne",
    "ns": "ns", "ew": "eo", "all": "tous", "both": "tous",
    "personne": "personne", "eo": "eo", "tous": "tous",  # French words, as a director may type them
}  # fmt: skip


@dataclass(frozen=True)
class Result:
    """One table's result on a board, from the file's ScoreTable: the pairs, the contract as
    written there, and the score for Nord-Sud."""

    ns_pair: str
    ew_pair: str
    contract: str
    declarer: str
    score_ns: int
    # A row kept only to say it was set aside from the field (C9): « ajusté » for an artificial
    # adjusted score (A60, 40 %), « sans marque » for a table with no score, « impossible » for a
    # number of tricks no deal gives, « incohérent » for a score its own contract or the board's
    # vulnerability contradicts (tester6 T13); empty for a result.
    aside: str = ""

    def to_dict(self) -> dict[str, Any]:
        return {
            **({"aside": self.aside} if self.aside else {}),
            "ns": self.ns_pair,
            "ew": self.ew_pair,
            "contract": self.contract,
            "declarer": self.declarer,
            "score_ns": self.score_ns,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Result:
        return cls(
            data["ns"],
            data["ew"],
            data["contract"],
            data["declarer"],
            int(data["score_ns"]),
            data.get("aside", ""),
        )


@dataclass(frozen=True)
class Board:
    """A board of a session: its deal (with number, dealer and vulnerability) and the results."""

    deal: Deal
    results: tuple[Result, ...] = ()

    @property
    def number(self) -> int:
        assert self.deal.board is not None
        return self.deal.board


@dataclass(frozen=True)
class HandRecord:
    """What a file gives: the boards, in the file's order, and the session's name if it has one."""

    boards: tuple[Board, ...]
    event: str = ""
    date: str = ""
    tags: dict[str, str] = field(default_factory=dict)
    # What the import must say besides its boards (tester6 T4, T13, T31): rows set aside from the
    # field and why, conditions contrary to Law 2, results the file gives but Arbitre does not read.
    notes: tuple[str, ...] = ()

    @property
    def numbers(self) -> tuple[int, ...]:
        return tuple(b.number for b in self.boards)

    def board(self, number: int) -> Board:
        for found in self.boards:
            if found.number == number:
                return found
        raise DealError(f"La donne {number} n'est pas dans le fichier ({span(self.numbers)}).")


def span(numbers: tuple[int, ...] | list[int]) -> str:
    """« donnes 1 à 36 », « donnes 1, 3 et 7 », « donne 5 »."""
    ordered = sorted(numbers)
    if not ordered:
        return "aucune donne"
    if len(ordered) == 1:
        return f"donne {ordered[0]}"
    if ordered == list(range(ordered[0], ordered[-1] + 1)):
        return f"donnes {ordered[0]} à {ordered[-1]}"
    return "donnes " + ", ".join(map(str, ordered[:-1])) + f" et {ordered[-1]}"


def decode(data: bytes) -> str:
    """The file's text: UTF-8 (with or without BOM), else ISO-8859-1 as PBN 2.1 specifies."""
    if len(data) > MAX_FILE_BYTES:
        raise DealError(
            f"Fichier trop gros ({len(data) / 1_000_000:.1f} Mo) : un fichier de donnes fait au plus "
            f"{MAX_FILE_BYTES // 1_000_000} Mo. Rien n'a été enregistré."
        )
    if data[:2] in (b"\xff\xfe", b"\xfe\xff"):  # Windows' « Unicode » (UTF-16): read as such (tester8 T2)
        try:
            return data.decode("utf-16")
        except UnicodeDecodeError:
            pass
    if b"\x00" in data[:4096]:
        raise DealError(
            "Ce fichier n'est pas un fichier texte PBN (s'il vient d'un éditeur, enregistrez-le en UTF-8 ou "
            "en ANSI). Rien n'a été enregistré."
        )
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return data.decode("latin-1")


def clean(text: str, limit: int = MAX_TAG_VALUE) -> str:
    """A file's text as Arbitre may show it: no control or bidi characters, at most `limit`
    characters (« … » marks a cut)."""
    kept = " ".join(_CONTROLS.sub(" ", _BIDI.sub("", text)).split())
    return kept if len(kept) <= limit else kept[: limit - 1] + "…"


# Tags a game gives once (PBN 2.1): one of them again means a new game began without its blank line.
_ONCE = frozenset({"Event", "Site", "Date", "Board", "Dealer", "Vulnerable", "Deal"})


def _games(text: str, glued: list[int] | None = None) -> list[list[tuple[int, str, str, list[list[str]]]]]:
    """The file's games: for each, its tags (line, name, value, section lines). A game glued to the
    previous one (no blank line before its [Board], tester8 T31) is read as a new game, and the line
    where it begins goes to `glued`, for the import to say it."""
    games: list[list[tuple[int, str, str, list[list[str]]]]] = []
    current: list[tuple[int, str, str, list[list[str]]]] = []
    in_comment = False
    tags = 0
    lines = text.splitlines()
    last = max((n for n, raw in enumerate(lines, start=1) if raw.strip()), default=0)
    for number, raw in enumerate(lines, start=1):
        line = raw.strip()
        if in_comment:
            if "}" in line:
                in_comment = False
                line = line.split("}", 1)[1].strip()
            else:
                continue
        if line.startswith("%"):
            continue
        if not line:
            if current:
                games.append(current)
                current = []
            continue
        pos, end = 0, len(line)
        while pos < end:  # one pass over the line: a tag is matched where the last one ended
            char = line[pos]
            if char.isspace():
                pos += 1
                continue
            if char == ";":
                break
            if char == "{":
                close = line.find("}", pos)
                if close < 0:
                    in_comment = True
                    break
                pos = close + 1
                continue
            match = _TAG.match(line, pos)
            if match:
                tags += 1
                if tags > MAX_TAGS:
                    raise DealError(
                        f"Ligne {number} : plus de {MAX_TAGS} étiquettes dans le fichier : importez une séance "
                        "à la fois. Rien n'a été enregistré."
                    )
                value = match.group(2).replace('\\"', '"').replace("\\\\", "\\")
                if match.group(1) in _ONCE and any(t[1] == match.group(1) for t in current):
                    # A director's file pasted together by hand: the second [Board] cannot belong to the
                    # first game, and dropping it would file its results under the previous board.
                    games.append(current)
                    current = []
                    if glued is not None:
                        glued.append(number)
                current.append((number, match.group(1), value, []))
                pos = match.end()
                continue
            rest = line[pos : pos + 60]
            if char == "[":
                cut = " Le fichier s'arrête là : est-il complet ?" if number == last else ""  # tester8 T2
                raise DealError(f"Ligne {number} : étiquette PBN illisible : « {clean(rest, 60)} ».{cut}")
            if not current:
                raise DealError(
                    f"Ligne {number} : « {clean(rest, 60)} » n'est pas du PBN (une étiquette comme "
                    '[Board "1"] est attendue). Rien n\'a été enregistré.'
                )
            section = current[-1][3]
            if len(section) >= MAX_RESULTS:
                raise DealError(
                    f"Ligne {number} : plus de {MAX_RESULTS} lignes dans la table [{current[-1][1][:20]}] : "
                    f"Arbitre garde au plus {MAX_RESULTS} résultats par donne. Rien n'a été enregistré."
                )
            data, _, _ = line[pos:].partition(";")
            section.append(_tokens(data))
            break
    if current:
        games.append(current)
    return games


def _tokens(line: str) -> list[str]:
    return [a if a else b for a, b in re.findall(r'"([^"]*)"|(\S+)', line)]


def _complete(text: str) -> str:
    """PBN lets the fourth hand be « - »: it is the 13 cards the other three do not hold."""
    first, sep, rest = text.strip().partition(":")
    parts = rest.split()
    if not sep or len(parts) != 4 or parts.count("-") != 1:
        return text
    known = [Hand.read(p) for p in parts if p != "-"]
    if any(len(h) != 13 for h in known):
        return text
    held = {c.pbn for h in known for c in h.cards}
    missing = ".".join("".join(r for r in RANKS if s + r not in held) for s in SUITS)
    return f"{first}:" + " ".join(missing if p == "-" else p for p in parts)


def read_pbn(text: str) -> HandRecord:
    """Every board of a PBN file, checked; DealError (French, with the line) at the first fault."""
    glued: list[int] = []
    games = _games(text, glued)
    boards: list[Board] = []
    seen: dict[int, int] = {}  # board number → its place in `boards`
    first_lines: dict[int, int] = {}
    previous: dict[str, str] = {}
    first_tags: dict[str, str] = {}
    deals = 0
    notes: list[str] = []
    unread: list[int] = []  # boards whose per-table [Result] is not read (T31): said once for the file
    corrected: dict[int, tuple[str, str]] = {}  # board → (file's vulnerability, Law 2's kept) (T27)
    no_cards: dict[int, int] = {}  # board number → line of a [Board] game without [Deal]
    glued_boards: list[tuple[int, str]] = []  # (line, board) of games without their blank line (T31)
    for game in games:
        values: dict[str, str] = {}
        lines: dict[str, int] = {}
        sections: dict[str, list[list[str]]] = {}
        for line, name, value, section in game:
            if value == "#":
                value = previous.get(name, "")
            values.setdefault(name, value)
            lines.setdefault(name, line)
            if section:
                sections[name] = section
        previous.update(values)
        if not first_tags:
            first_tags = {k: clean(v) for k, v in values.items() if k in ("Event", "Site", "Date")}
        if "Deal" not in values:
            # A game without cards (a file's header, a results-only game); one numbered is said at
            # the end unless its board has cards elsewhere (tester8 T15: its results were lost unsaid).
            if values.get("Board", "").strip().isdigit():
                no_cards.setdefault(int(values["Board"]), lines["Board"])
            continue
        where = f"Ligne {lines['Deal']}"
        if game[0][0] in glued:
            glued_boards.append((game[0][0], clean(values.get("Board", "?"), 6)))
        deals += 1
        if deals > MAX_DEALS:
            raise DealError(
                f"{where} : plus de {MAX_DEALS} donnes (une par table et par donne) dans le fichier : importez "
                "une séance à la fois. Rien n'a été enregistré."
            )
        number_text = values.get("Board", "").strip()
        if not number_text.isdigit() or not 0 < int(number_text) <= 999:
            raise DealError(
                f'{where} : donne sans numéro lisible ([Board "{clean(number_text, 10)}"] ; de 1 à 999) : '
                "corrigez le numéro dans le fichier. Rien n'a été enregistré."
            )
        number = int(number_text)
        dealer, vulnerability = board_conditions(number)
        try:
            if values.get("Dealer", "").strip():
                dealer = Seat.read(values["Dealer"])
            vul_text = values.get("Vulnerable", "").strip().lower()
            if "Vulnerable" in values:
                if vul_text not in _VULNERABLE:
                    raise DealError(f"vulnérabilité inconnue « {clean(values['Vulnerable'], 12)} ».")
                vulnerability = _VULNERABLE[vul_text]
            hands = read_hands(_complete(values["Deal"]))
        except DealError as error:
            raise DealError(
                f"{where}, donne {number} : {_lower_first(str(error))} Rien n'a été enregistré."
            ) from None
        if corrected.get(number, ("", ""))[0] == vulnerability:
            vulnerability = corrected[number][1]  # the same board again, with the same wrong tag (T27)
        rows: list[str] = []
        results = _results(values, sections, number, vulnerability, rows)
        if number not in seen:
            fixed = _wrong_vulnerable_tag(values, sections, number, vulnerability, results)
            if fixed is not None:
                corrected[number] = (vulnerability, fixed[0])
                vulnerability, results, rows = fixed
            notes.extend(against_law_2(number, dealer, vulnerability))
        notes.extend(rows)
        if (
            "ScoreTable" not in values
            and values.get("Result", "").strip() not in ("", "?", "-")
            and not unread
        ):
            # Tester6 T31: a file giving each table's result in its own game ([Contract], [Result]) names
            # no pairs, so no table could be told from the others in the field: said, not read.
            unread.append(number)
        deal = Deal(hands, dealer, vulnerability, number)
        if number in seen:
            # A results file may repeat a board once per table (its deal given again, or « # »): the
            # same cards are one board with all its results; other cards are a fault.
            first = seen[number]
            if boards[first].deal != deal:
                before = boards[first].deal
                other = (
                    f"d'autres cartes (ligne {first_lines[number]})"
                    if before.hands != deal.hands
                    else f"les mêmes cartes mais d'autres conditions (ligne {first_lines[number]} : donneur "
                    f"{before.dealer.french}, {VULNERABILITY_WORDS[before.vulnerability]} ; ici : donneur "
                    f"{deal.dealer.french}, {VULNERABILITY_WORDS[deal.vulnerability]})"
                )
                raise DealError(
                    f"{where} : la donne {number} est deux fois dans le fichier, avec {other}. Rien n'a été "
                    "enregistré."
                )
            kept = boards[first].results
            merged = kept + tuple(r for r in results if r not in kept)
            if len(merged) > MAX_RESULTS:
                raise _too_many_results(where, number)
            boards[first] = Board(deal, merged)
            continue
        seen[number] = len(boards)
        first_lines[number] = lines["Deal"]
        boards.append(Board(deal, results))
        if len(boards) > MAX_BOARDS:
            raise DealError(f"Plus de {MAX_BOARDS} donnes dans le fichier : importez une séance à la fois.")
    if not boards:
        raise DealError(
            "Aucune donne dans ce fichier (pas d'étiquette [Deal …]) : est-ce bien un fichier PBN de "
            "donnes ? Rien n'a été enregistré."
        )
    if glued_boards:
        (line, board), others = glued_boards[0], len(glued_boards) - 1
        more = f" (et {others} autre{'s' if others > 1 else ''} de même)" if others else ""
        notes.insert(
            0,
            f"Ligne {line} : la donne {board}{more} commence sans ligne vide après la précédente : elle est "
            "lue comme une nouvelle donne (vérifiez le fichier).",
        )
    for number, line in sorted(no_cards.items()):
        if number not in seen:
            notes.append(
                f"Ligne {line} : donne {number} sans cartes ([Deal] absent) : ni la donne ni ses résultats "
                f"ne sont importés (ajoutez-la avec « arbitre donnes ajouter » ou « /donnes {number} LIEN »)."
            )
    if unread:
        notes.append(
            f"Donne {unread[0]} (et les autres de ce genre) : le fichier donne le résultat de chaque table dans "
            "sa propre partie ([Contract], [Result]), sans les paires : ces résultats ne sont pas lus. Le "
            "terrain des points de match vient du tableau [ScoreTable] (export des résultats du logiciel de "
            "marque)."
        )
    return HandRecord(
        tuple(boards), first_tags.get("Event", ""), first_tags.get("Date", ""), first_tags, tuple(notes)
    )


def against_law_2(number: int, dealer: Seat, vulnerability: str) -> list[str]:
    """Tester6 T4: a board whose dealer or vulnerability is not the one its number gives. Law 2: such
    a board should not be used, but if it is, the conditions marked on it apply for that session; so
    the file's stand (the boards were dealt and marked from it), and the import says so, for the
    director to check the boards: a dealing machine set wrong changes every score of the evening.
    The same for a LIN file or a hand-viewer link that states them (tester8 T1)."""
    standard_dealer, standard_vulnerability = board_conditions(number)
    if (dealer, vulnerability) == (standard_dealer, standard_vulnerability):
        return []
    return [
        f"Donne {number} : le fichier dit donneur {dealer.french}, {VULNERABILITY_WORDS[vulnerability]} ; "
        f"la Loi 2, donneur {standard_dealer.french}, {VULNERABILITY_WORDS[standard_vulnerability]}. Le "
        "fichier sert (Loi 2 : un étui non conforme joué garde ses conditions pour la séance) : vérifiez l'étui."
    ]


def _wrong_vulnerable_tag(
    values: dict[str, str],
    sections: dict[str, list[list[str]]],
    number: int,
    vulnerability: str,
    results: tuple[Result, ...],
) -> tuple[str, tuple[Result, ...], list[str]] | None:
    """Tester8 T27: a board whose [Vulnerable] is contrary to Law 2 while every result is scored at
    Law 2's vulnerability (at least two rows the tag contradicts, none Law 2 does): the scorer, who
    had the boards, scored them at Law 2's conditions, so the tag is what is wrong, not the board.
    Law 2's vulnerability is kept with the whole field, and the import says it; None otherwise."""
    _, standard = board_conditions(number)
    against = sum(r.aside == "incohérent" for r in results)
    if standard == vulnerability or against < 2:
        return None
    rows: list[str] = []
    kept = _results(values, sections, number, standard, rows)
    if any(r.aside == "incohérent" for r in kept):
        return None
    said, law = VULNERABILITY_WORDS[vulnerability], VULNERABILITY_WORDS[standard]
    note = (  # at most 240 characters, as the import shows them
        f"Donne {number} : [Vulnerable] dit {said}, mais ses {against} résultats sont marqués {law} "
        f"(Loi 2) : étiquette sans doute fausse, Arbitre retient {law}. Si l'étui dit {said}, "
        "corrigez le fichier."
    )
    return standard, kept, [note, *rows]


def _too_many_results(where: str, number: int) -> DealError:
    return DealError(
        f"{where} : plus de {MAX_RESULTS} résultats pour la donne {number} : Arbitre en garde au plus "
        f"{MAX_RESULTS} par donne. Rien n'a été enregistré."
    )


def _lower_first(text: str) -> str:
    """« La donne a… » → « la donne a… » after a colon; a seat's name keeps its capital (« Nord a 12 cartes »)."""
    if text.split(" ", 1)[0] in ("Nord", "Est", "Sud", "Ouest"):
        return text
    return text[:1].lower() + text[1:]


def _column(name: str) -> str:
    return name.strip().lstrip("+-").split("\\")[0]


def _score(value: str) -> int | None:
    value = value.strip()
    if re.fullmatch(r"[+-]?\d{1,4}", value) and int(value) % 10 == 0:
        return int(value)
    return None


def _impossible(cells: dict[str, str]) -> bool:
    """A row whose number of tricks no deal can give (tester6 T13: 15 tricks were kept in the field
    and changed a matchpoint score). A row without the column, or « - » there, is not judged."""
    tricks = cells.get("Result", "").strip()
    return tricks not in ("", "-") and (not tricks.isdigit() or int(tricks) > 13)


def _table(number: int, cells: dict[str, str]) -> str:
    """« Donne 3, table Nord-Sud 1 – Est-Ouest 13 »: how the import names a results row."""
    ns, ew = clean(cells.get("PairId_NS", ""), 12), clean(cells.get("PairId_EW", ""), 12)
    pairs = f", table Nord-Sud {ns or '?'} – Est-Ouest {ew or '?'}" if ns or ew else ""
    return f"Donne {number}{pairs}"


def _results(
    values: dict[str, str],
    sections: dict[str, list[list[str]]],
    number: int,
    vulnerability: str,
    notes: list[str],
) -> tuple[Result, ...]:
    """The ScoreTable's rows: those that carry a bridge score, and the others marked as set aside
    (an artificial adjusted score « A60 », a table with no score), so the field can say so (C9). A
    row whose score is unreadable or contradicts its contract (T13) is set aside too, and `notes`
    says which and why, for the import's answer."""
    if "ScoreTable" not in values:
        return ()
    columns = [_column(c) for c in values["ScoreTable"].split(";")]
    found = []
    for row in sections.get("ScoreTable", []):
        cells = dict(zip(columns, row, strict=False))
        score = _score(cells.get("Score_NS", ""))
        if score is None and _score(cells.get("Score_EW", "")) is not None:
            score = -(_score(cells["Score_EW"]) or 0)
        if score is None and cells.get("Score", ""):
            side, _, figure = cells["Score"].partition(" ")
            number = _score(figure)
            if number is not None and side.upper() in ("NS", "EW"):
                score = number if side.upper() == "NS" else -number
        written = " ".join(
            v for c in ("Score_NS", "Score_EW", "Score") if (v := cells.get(c, "").strip()) not in ("", "-")
        )
        artificial = re.search(r"(?i)\bA\d|%", written) is not None
        why = ""
        if _impossible(cells):
            tricks = clean(cells.get("Result", ""), 8)
            why = f"« {tricks} » levées : aucune donne ne les donne"
        elif not artificial and (score is not None or re.search(r"\d", written)):
            why = disagreement(
                score,
                written,
                cells.get("Contract", ""),
                cells.get("Declarer", ""),
                cells.get("Result", ""),
                vulnerability,
            )
            if not why and score is None:
                why = f"marque illisible « {clean(written, 20)} »"
        if why:
            notes.append(f"{_table(number, cells)} : ligne écartée du terrain, {why}.")
            found.append(
                Result(
                    cells.get("PairId_NS", "")[:12],
                    cells.get("PairId_EW", "")[:12],
                    cells.get("Contract", "")[:8],
                    cells.get("Declarer", "")[:1],
                    score or 0,
                    "impossible" if _impossible(cells) else "incohérent",
                )
            )
            continue
        if score is None:
            found.append(
                Result(
                    cells.get("PairId_NS", "")[:12],
                    cells.get("PairId_EW", "")[:12],
                    "",
                    "",
                    0,
                    "ajusté" if artificial else "sans marque",
                )
            )
            continue
        found.append(
            Result(
                cells.get("PairId_NS", "")[:12],
                cells.get("PairId_EW", "")[:12],
                cells.get("Contract", "")[:8],
                cells.get("Declarer", "")[:1],
                score,
            )
        )
    return tuple(found)


__all__ = [
    "MAX_BOARDS",
    "MAX_FILE_BYTES",
    "MAX_RESULTS",
    "SEATS",
    "Board",
    "HandRecord",
    "Result",
    "against_law_2",
    "clean",
    "decode",
    "read_pbn",
    "span",
]

"""Tester11 X9: the words of each irregularity of a description that names two or more.

« Sud joue 4♥, Est a entamé hors tour, le décla a accepté l'entame, puis Ouest a renoncé à pique à la 4e
levée » opens the lead out of turn, then (« + ») the revoke. Each incident reads the facts of its own part
of the words — the lead's facts are not blurred by the revoke's trick, the revoke's are not lost — with
the context both share: the final contract and its declarer (« Sud joue 4♥ »), wherever it was said. The
board and the table are recorded once, from the whole description, and carried to the second incident.

The parts are cut where the search cuts them (`index.clauses`: « puis », « ensuite »…, or the two sides of
one « et »), on the director's own words so that each fact still quotes them; when the two cuts disagree,
or the description names one irregularity, the whole description is read, as before.
"""

from __future__ import annotations

import re
from functools import cache, lru_cache

from bot.finder import index
from bot.finder.frame import NEXT_ACT, THEN
from bot.finder.head import clipped
from rules import vocabulary as vocab
from rules.shorthand_in_words import as_typed_in_full


@cache
def _markers() -> re.Pattern[str]:
    """The markers `index.clauses` cuts at, longest first, on lower-case words without accents; « puis
    non » (a call taken back, 25) cuts nothing there either, nor « puis aussitôt non » (finder59)."""
    keys = sorted((" ".join(vocab.words(m)) for m in vocab.common()["cadre"]["suite"]), key=len, reverse=True)
    said = "|".join(r"\s+".join(re.escape(w) for w in key.split()) for key in keys if key)
    return re.compile(
        rf"(?<!\w)(?:{said})(?!\w)(?![\W_]*(?:(?:aussitot|immediatement|tout[\W_]+de[\W_]+suite|vite)[\W_]+)?non(?!\w))"
    )


def warm_up() -> None:
    """Compile the markers now (bot/finder/topics.py `warm_up`, in the background): the first description cut
    in parts no longer pays it (issue 37 §5)."""
    _markers()


_AND = re.compile(r"(?<!\w)et(?!\w)")


def _plain(text: str) -> str:
    """Lower case without accents, one character for one (the cuts found there fall on `text`)."""
    out = []
    for char in text:
        folded = vocab.fold_accents(char)
        out.append(folded if len(folded) == 1 else char.lower())
    return "".join(out)


def _cut(text: str, at: list[tuple[int, int]]) -> list[str]:
    pieces, start = [], 0
    for begin, end in at:
        pieces.append(text[start:begin])
        start = end
    pieces.append(text[start:])
    return [p.strip(" ,;:.") for p in pieces if vocab.words(p)]


def split(text: str, joined: bool = True) -> list[str] | None:
    """The description's parts in its own words, as `index.clauses` cuts its folded words (`joined`: or
    the two sides of its one « et », as `index._joined`); None when the cuts do not agree."""
    plain = _plain(text)
    cuts = sorted(
        [m.span() for m in _markers().finditer(plain)]
        + [m.span() for m in THEN.finditer(plain)]
        + [m.span() for m in NEXT_ACT.finditer(plain)]
    )
    pieces = _cut(text, cuts)
    if len(pieces) == len(index.clauses(text)) >= 2:
        return pieces
    ands = [m.span() for m in _AND.finditer(plain)]
    if joined and len(ands) == 1 and len(pieces := _cut(text, ands)) == 2:
        return pieces  # « Ouest a renoncé et Est a entamé hors tour » (`index._joined`)
    return None


@lru_cache(maxsize=256)
def own_words(text: str, topic: str, joined: bool = True) -> str | None:
    """The words the incident of `topic` reads when `text` names two irregularities or more: the parts
    that name it and those that follow them (« …, puis il a gagné la levée »), with the final contract
    said elsewhere; `text` itself when it names one; None when it names others but not this one (a
    second incident whose topic the words never named reads none of them)."""
    head = clipped(text)
    named = index.irregular_parts(head)
    if not named:
        return text
    pieces = split(head, joined)
    if pieces is None:
        return text if topic == named[0][1].id else None
    starts = dict((at, found.id) for at, found in named)
    owner, mine = None, []
    for at, piece in enumerate(pieces):
        owner = starts.get(at, owner)
        if owner == topic:
            mine.append(piece)
    if not mine:
        return None
    words = ", ".join(mine)
    from rules.contracts_in_words import contract_without_seat
    from rules.seats_in_words import final_contract  # loads with the first description

    contract = final_contract(text)
    if contract is not None and final_contract(words) is None:
        words = f"{_sentence_of(text, contract.words)}. {words}"
    elif (
        contract is None and (played := contract_without_seat(text)) is not None and played.words not in words
    ):
        words = f"{_sentence_of(text, played.words)}. {words}"  # finder67: « le contrat final était 3♥ »
    return words


_CLAUSE_END = re.compile(r"[.;!?,]")
_ATTRIBUTION = re.compile(r"\s*(?:selon|d['’]\s*apr[èe]s|dixit)\b", re.IGNORECASE)


def _sentence_of(text: str, said: str) -> str:
    """The clause of `text` that holds `said`, with the attribution or doubt it carries (reviewer27 R-17: « Sud joue 4♠
    contré selon Est » is Est's word, not « Sud joue 4♠ contré »), the clause before it too when it is one (« Selon
    Est, Sud joue 4♠ contré »); `said` when it cannot be found."""
    at = text.find(said)
    if at < 0:
        return said
    starts = [m.end() for m in _CLAUSE_END.finditer(text, 0, at)]
    start = starts[-1] if starts else 0
    if len(starts) > 0 and _ATTRIBUTION.match(text, starts[-2] if len(starts) > 1 else 0):
        start = starts[-2] if len(starts) > 1 else 0
    end = _CLAUSE_END.search(text, at + len(said))
    if end and end[0] == "," and _ATTRIBUTION.match(text, end.end()):  # « …contré, selon Est. »
        end = _CLAUSE_END.search(text, end.end())
    return text[start : end.start() if end else len(text)].strip()


@lru_cache(maxsize=256)
def others_words(text: str, topic: str, joined: bool = True) -> str:
    """The parts of `text` that belong to the other irregularities it names (empty when it names one,
    or when its parts cannot be told apart)."""
    head = clipped(text)
    named = index.irregular_parts(head)
    pieces = split(head, joined) if named else None
    if not named or pieces is None:
        return ""
    starts = dict((at, found.id) for at, found in named)
    owner, theirs = None, []
    for at, piece in enumerate(pieces):
        owner = starts.get(at, owner)
        if owner is not None and owner != topic:
            theirs.append(piece)
    return ", ".join(theirs)


def second_words(text: str, topic: str | None) -> str | None:
    """The words a second irregularity opened on a described incident reads once its topic is known:
    its own part of the first incident's words; None when they never named that topic."""
    if topic is None or not index.irregular_parts(clipped(text)):
        return None
    words = own_words(text, topic)
    return None if words == text else words


_ACROSS_BOARDS = frozenset({"mauvais_etui"})


def evidence(text: str, topic: str, second: bool = False) -> dict[str, vocab.Stated]:
    """The facts an incident of `topic` described by `text` reads. A `second` irregularity opened with
    « + » on it (the director has said there are two): those of its own part only. The incident opened
    from the words: those of its own part when they are cut at « puis », « ensuite »… (never at « et »,
    which joins what followed as often as another irregularity: « contestée, et ils ont continué à
    jouer »), and of the whole description for the questions its part leaves open, as before."""
    from rules.where import board_parts  # loads with the first description

    text = as_typed_in_full(text)  # « ren E lev 5 », « dit un cœur »: read in full, as the facts are
    # reviewer27 R-5: each board its own incident — but a hand taken from another board tells one incident across
    # the boards (finder72 W8: « … avec les cartes de l'étui 12. Plus tard, sur l'étui 12, il passe », 15A3, 15C)
    if topic not in _ACROSS_BOARDS and len(boards := board_parts(text)) > 1:
        return _on_every_board([evidence(board, topic, second) for board in boards])
    if second:
        words = second_words(text, topic)
        return vocab.evidence(topic, words) if words else {}
    whole = vocab.evidence(topic, text)
    own = own_words(text, topic, joined=False)
    if own is not None and own != text:
        doubted = vocab.doubted_by_the_whole(topic, text)
        cancelled = vocab.cancelled_by_the_whole(topic, text)
        asked = vocab.asked_by_the_whole(text)  # reviewer27 R-3: « 4♠X, pardon, 4♠XX » cut off the own part
        return {
            **_not_theirs(whole, own, others_words(text, topic, joined=False)),
            **{
                question: stated
                for question, stated in vocab.evidence(topic, own).items()
                if (question, stated.value) not in doubted
                and question not in asked
                # s37 L187: the whole reads another answer, and cancels this part's: the whole's stands
                and (
                    (question, stated.value) not in cancelled
                    or whole.get(question, stated).value == stated.value
                )
            },
        }
    return whole


def _on_every_board(read: list[dict[str, vocab.Stated]]) -> dict[str, vocab.Stated]:
    """The facts every board's part states the same (reviewer27 R-5: the director has not said which board this
    incident is; a fact of one board pre-filled into another's is wrong, « deux renonces » across two boards too)."""
    first, *others = read
    return {
        question: stated
        for question, stated in first.items()
        if all(question in other and other[question].value == stated.value for other in others)
    }


def _not_theirs(whole: dict[str, vocab.Stated], own: str, others: str) -> dict[str, vocab.Stated]:
    """The facts of the whole but those read only in the other irregularities' words (the 06:03 audit of
    the eleventh blind set: « …, puis Sud parle hors tour » answered « not in turn » for North's
    insufficient bid): the first incident does not take them."""
    theirs, mine = vocab.fold(others), vocab.fold(own)
    return {
        question: stated
        for question, stated in whole.items()
        if not (theirs and (quote := vocab.fold(stated.words)) and quote in theirs and quote not in mine)
    }

"""The declarer's words naming dummy's card, quoted (the topic « Carte du mort », 46B): « pique » or « coupe » (a suit
without rank, 46B2), « petit » (46B1c), « haut » (46B1a), « prends » (46B1b), « la dame » (a rank without suit: 46B3a
when dummy has the lead, 46B3b when it follows), « joue n'importe quoi » (46B5). Pure: words in, answers out; read
by rules/topics_in_words.py (finder71).

Only the declarer's word to dummy, stated plainly: never the dummy's own word, a defender's, a word denied (« il n'a
pas dit « haut » »), asked, doubted or reported, nor a word taken back or meant otherwise (« j'ai dit « dame » en
voulant dire « roi » »: a slip or a change, 45C4b), nor a full card (« le valet de cœur »).
"""

from __future__ import annotations

import re

_QUOTE = re.compile(r"[«\"“]\s*([^«»\"“”]{1,40}?)\s*[»\"”]")
_SUIT = r"(?:piques?|c(?:oe|œ)urs?|carreaux?|tr[èe]fles?|♠|♥|♦|♣)"
_RANK = r"(?:as|roi|dame|valet|dix|neuf|huit|sept|six|cinq|quatre|trois|deux|10|[2-9]|[RDV])"
_ONE = r"(?:(?:joue|jouez|mets|mettez|donne|donnez|play)\s+)?(?:(?:le|la|l['’]|un|une|du|de|the|a)\s*)?"
_END = r"\s*[!.…]*\s*$"
_WORDS = (
    ("suit_only", re.compile(rf"^{_ONE}(?:{_SUIT}|coupe|coupez|ruff){_END}", re.IGNORECASE)),
    ("low", re.compile(rf"^{_ONE}(?:plus\s+)?(?:petit|petite|small|low|lowest){_END}", re.IGNORECASE)),
    (
        "high",
        re.compile(rf"^{_ONE}(?:haut|plus\s+haut|gros|grosse|plus\s+gros|high|highest){_END}", re.IGNORECASE),
    ),
    (
        "win",
        re.compile(
            rf"^{_ONE}(?:prends(?:-la)?|prenez|gagne(?:z)?(?:\s+la\s+lev[ée]e)?|win){_END}", re.IGNORECASE
        ),
    ),
    (
        "anything",
        re.compile(
            rf"^{_ONE}(?:n['’]\s*importe\s+(?:quoi|laquelle|lequel)|ce\s+que\s+tu\s+veux|anything){_END}",
            re.IGNORECASE,
        ),
    ),
    ("rank", re.compile(rf"^{_ONE}{_RANK}{_END}", re.IGNORECASE)),
)
# The dummy named somewhere: the word is the one naming its card (the topic's), said by the declarer unless another
# speaker is named (`_OTHER_SPEAKER`).
_MORT = re.compile(r"\bmort\b|\bdummy\b", re.IGNORECASE)
# Another speaker (the dummy, a defender), a denial, a doubt or hearsay, a word meant otherwise or taken back.
# finder80 (reviewer31 V-6): the speaker also after an apposition (« Est, en défense, a dit »), his side's role
# (« l'adversaire de gauche du déclarant a dit ») or after the word (« « Petit », a dit Ouest »).
_OTHER_SPEAKER = re.compile(
    r"\b(?:le\s+mort|[Nn]ord|[Ss]ud|[Ee]st|[Oo]uest|(?:le\s+)?d[ée]fenseur|l['’]\s*adversaire)"
    r"(?:\s*,(?![^,;.«»]{0,30}d[ée]cla)[^,;.«»]{0,30},|\s+de\s+(?:gauche|droite)(?:\s+du\s+d[ée]clarant)?)?\s+(?:a\s+|lui\s+a\s+)?dit\b"
    r"|\bdit\s+(?:le\s+mort|l['’]\s*adversaire|le\s+d[ée]fenseur|[Nn]ord|[Ss]ud|[Ee]st|[Oo]uest)\b",
    re.IGNORECASE,
)
_DENIED_BEFORE = re.compile(
    r"\b(?:pas|jamais|ni|plus)\s*$|\bn['’]\s*a\s+(?:pas|jamais)\b[^«\"“]*$", re.IGNORECASE
)
_DOUBT = re.compile(
    r"\?|\bselon\b|\bpr[ée]tend\w*|\baffirm\w*|\bcroi\w*|\bpens\w*|\bpas\s+s[uû]re?\b|\bpeut-[êe]tre\b|\bsoutien\w*"
    r"|[»\"”]\s*(?:…|\.\.\.)?\s*ou\s+[«\"“]|[«\"“]\s*(?:non|euh|pardon)\b|\bvoul\w*\s+dire\b|\ben\s+voulant\b|\blapsus\b|\brepris\b|\breprend\b|\bcorrig\w*"
    r"|\bau\s+lieu\s+(?:de|du|d['’])|\bchang\w*\s+d['’]\s*avis\b|\bse\s+ravise\b|\bpuis\s+a\s+dit\b|\bvoulait\b",
    re.IGNORECASE,
)
_SENTENCE = re.compile(r"[^.;!?]*(?:[«\"“][^«»\"“”]*[»\"”][^.;!?«\"“]*)*[.;!?]?")
# Whether dummy leads the trick (46B3a) or follows to it (46B3b).
_LEADS = re.compile(
    r"\ble\s+mort\s+(?:a|avait)\s+la\s+main\b|\bmort\s+qui\s+(?:a|avait)\s+la\s+main\b|\bdummy\s+(?:is|was)\s+on\s+lead\b"
    r"|\ble\s+mort\s+(?:entame|attaque|m[èe]ne)\b",
    re.IGNORECASE,
)
_FOLLOWS = re.compile(
    r"\bfournir\b|\bfollow\b|\bsur\s+(?:l['’]\s*|une\s+|son\s+|mon\s+)(?:attaque|entame)\b"
    r"|\b(?:[Oo]uest|[Ee]st)\s+(?:attaque|entame|a\s+attaqu[ée]|a\s+entam[ée])\b",
    re.IGNORECASE,
)


# Dummy putting down another card than the word asked (« a dit « petit » mais le mort a mis le roi »): the case may be
# dummy's (45D, a card not designated) as well as the declarer's incomplete word (46B): the director chooses.
_DUMMY_OTHERWISE = re.compile(
    r"\b(?:mais|pourtant|alors\s+que)\s+(?:[\w'’]+\s+){0,3}?le\s+mort\s+(?:a\s+)?"
    r"(?:mis|pos[ée]|jou[ée]|fourni|sorti|pris|met|pose|joue|fournit|sort|prend)\b"
    r"|\ble\s+mort\s+a\s+(?:quand\s+m[êe]me|pourtant|plut[ôo]t)\s+(?:mis|pos[ée]|jou[ée]|fourni|sorti|pris)\b",
    re.IGNORECASE,
)


def dummy_did_otherwise(description: str) -> bool:
    """Whether the words oppose dummy's act to the declarer's word (45D may be the case, not only 46B)."""
    return _DUMMY_OTHERWISE.search(description) is not None


def designation(description: str) -> tuple[str, str, str | None] | None:
    """(`designation`'s answer, the words, `dummy_on_lead`'s answer or None) when the declarer's quoted word to dummy is
    an incomplete designation (46B), said once or the same way each time; None otherwise."""
    if not _MORT.search(description) or not any(mark in description for mark in '«"“'):
        return None
    leads, follows = bool(_LEADS.search(description)), bool(_FOLLOWS.search(description))
    on_lead = None if leads == follows else "yes" if leads else "no"
    found: dict[str, str] = {}
    for sentence in _SENTENCE.finditer(description):
        said = sentence[0]
        quotes = list(_QUOTE.finditer(said))
        if not quotes:
            continue
        if _DOUBT.search(said) or _OTHER_SPEAKER.search(said):
            return None
        for quote in quotes:
            kind = next((kind for kind, pattern in _WORDS if pattern.match(quote[1])), None)
            if kind is None:
                continue
            if _DENIED_BEFORE.search(said[: quote.start()]):
                continue  # « il n'a pas dit « haut » »
            if kind == "rank":
                if on_lead is None:
                    return None
                kind = "rank_leading" if on_lead == "yes" else "rank_following"
            found.setdefault(kind, quote[0])
    if len(found) != 1:
        return None
    ((kind, words),) = found.items()
    return kind, words, on_lead

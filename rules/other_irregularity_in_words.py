"""A choice or a protest about another irregularity of the same description is not this one's (issue 37 §1, finder90).

Writers tell two irregularities in one description, and the second's choice was read as the first's: « Nord ouvre 1♥,
Est dit 1♦ insuffisant. Plus tard, Sud refuse la revendication d'Est » is no refusal of the bid (27A1), « Au jeu, Sud
accepte l'attaque hors tour d'Ouest » no acceptance of a call out of turn (29A), « le déclarant avait accepté l'entame
hors tour d'Ouest » no choice on a later lead (53A, 55A: the opening lead is 54's), « il avait refusé une autre attaque »
another lead's choice (reviewer34 H-77, H-78, H-89, H-91). What « accepte / refuse / conteste » takes as its object
says whose choice it is: an irregularity of another kind, or « une autre » of the same, leaves this one's to the director.

Also (H-86): a refusal in a sentence that names another irregularity and no claim, told before the claim (« Est dit 1♦
insuffisant, Sud refuse. Au jeu, Sud revendique le reste »), does not contest the claim (68B, 70).

Called by `rules.vocabulary._evidence` for every fact read. Pure: patterns only."""

from __future__ import annotations

import re

from rules.folding import fold_accents

# the irregularity each noun names, on folded words
_KINDS = {
    "revendication": "claim",
    "concession": "claim",
    "attaque": "lead",
    "entame": "opening_lead",
    "enchere": "call",
    "ouverture": "call",
    "declaration": "call",
    "surcontre": "call",
    "renonce": "revoke",
    "explication": "explanation",
}
# the kinds a topic's own choices or protests are about (« accepte l'entame » is the entame's choice; the revoke's
# « la défense a accepté la revendication » establishes it, 63A4)
_OWN = {
    "enchere_insuffisante": frozenset({"call"}),
    "declaration_hors_tour": frozenset({"call"}),
    "changement_declaration": frozenset({"call"}),
    "attaque": frozenset({"lead"}),
    "entame": frozenset({"lead", "opening_lead"}),
    "revendication": frozenset({"claim"}),
    "renonce": frozenset({"revoke", "claim"}),
}
_CHOOSES = re.compile(r"\b(?:accept|refus|contest|protest)\w*\s*$|\bpas\s+d'accord\s*$")
_OBJECT = re.compile(
    r"\s*(?:(?:sur|avec)\s+)?(?:l'|la\s+|le\s+|les\s+|une?\s+|sa\s+|son\s+|ses\s+|cette\s+|ce\s+|leur\s+)(?P<other>autre\s+)?"
    r"(?P<noun>revendication|concession|attaque|entame|enchere|ouverture|declaration|surcontre|renonce|explication)s?\b"
)
# H-86: « refuse de + infinitive » refuses another act when the act is none of the claim's (« refuse de signer la
# feuille », « de lui serrer la main », « refusent de la lui rendre »); « refuse de lui donner les levées », « d'y
# croire » contest it (reviewer34)
_ANOTHER_ACT = re.compile(
    r"\s*d(?:e\s+|')\s*(?:(?:l'|la|le|les|lui|leur|en|y|se|s')\s*)*(?:signer|serrer|saluer|rendre|revenir)\b"
)
# H-89c: a choice told at the opening lead (« À l'entame, le déclarant avait refusé ») is 54's, not a later lead's
_AT_THE_OPENING_LEAD = re.compile(
    r"\b(?:a\s+l'entame|lors\s+de\s+l'entame|a\s+la\s+premiere\s+levee|a\s+la\s+levee\s+1\b)"
    r"(?!\s+(?:de|a)\s+(?:cette|la|sa|chaque)\s+levee)"  # « à l'entame de cette levée »: this trick's lead
)
_LATER_CHOICE = re.compile(r"\b(?:accept|refus)")
_SENTENCE_END = re.compile(r"[.!?;\n]")
_CLAIM = re.compile(r"\b(?:revendi|conced|concession|claim)")
# another irregularity named in the sentence of a bare refusal (« Est dit 1♦ insuffisant, Sud refuse »)
_ANOTHER = re.compile(
    r"\b(?:insuffisant|hors\s+tour|renon[cç]|explication|mauvaise\s+main|hesit|carte\s+penalis|penalisee|remarque|tout\s+seul|de\s+lui[- ]meme)"
)
# H-91c, H-78d: a choice told in the play (« Au jeu, Sud refuse ») is none of the auction's (27A1, 29A)
_IN_THE_PLAY = re.compile(
    r"\b(?:au\s+jeu|pendant\s+le\s+jeu|en\s+cours\s+de\s+jeu|a\s+la\s+(?:\d+\w*\s+)?levee|a\s+l'entame|apres\s+l'entame)\b"
)


def _folded(text: str) -> str:
    return fold_accents(text).replace("’", "'").lower()


def of_another_irregularity(topic: str, question: str, value: str, said: str, description: str) -> bool:
    """Whether the words `said` (read for `question` = `value` of `topic`) choose or protest about another
    irregularity the description names (the module's docstring)."""
    own = _OWN.get(topic)
    if own is None:
        return False
    words = _folded(said).strip(" «»\"'")
    text = _folded(description)
    if not words or not _CHOOSES.search(words):
        return False
    ends, at = [], text.find(words)
    while at >= 0:  # str.find: no pattern compiled per description (issue 37 §5)
        ends.append(at + len(words))
        at = text.find(words, at + 1)
    return bool(ends) and all(_another_at(topic, own, text, end) for end in ends)


def _another_at(topic: str, own: frozenset[str], text: str, end: int) -> bool:
    target = _OBJECT.match(text, end)
    if target is not None:
        return _KINDS[target["noun"]] not in own or target["other"] is not None
    if own == {"call"}:
        start = max((m.end() for m in _SENTENCE_END.finditer(text, 0, end)), default=0)
        return _IN_THE_PLAY.search(text, start, end) is not None
    if topic == "attaque":
        start = max((m.end() for m in _SENTENCE_END.finditer(text, 0, end)), default=0)
        stop = next((m.start() for m in _SENTENCE_END.finditer(text, end)), len(text))
        # (a choice told again after that sentence is the later lead's: Q-71)
        return _AT_THE_OPENING_LEAD.search(text, start, end) is not None and not _LATER_CHOICE.search(
            text, stop
        )
    if topic != "revendication":
        return False
    if _ANOTHER_ACT.match(text, end):
        return True  # « Est refuse de signer la feuille », « refusent de la lui rendre »: not the claim's protest
    # its whole sentence (H-86h: « Le mort a joué une carte tout seul ; Est conteste. »)
    start = max((m.end() for m in _FULL_STOP.finditer(text, 0, end)), default=0)
    stop = next((m.start() for m in _FULL_STOP.finditer(text, end)), len(text))
    sentence = text[start:stop]
    # a bare refusal among another irregularity's words, the claim told only after it
    return not _CLAIM.search(sentence) and bool(_ANOTHER.search(sentence)) and bool(_CLAIM.search(text, stop))


# reviewer34 H-85: a sentence that names only another irregularity tells that one's facts (« Hésitation de Nord, Sud dit
# 4♠. À la fin du coup, on découvre une renonce de Sud »: the revoke was found at the end; when the director was called
# about the hesitation is not said, 16B3). The irregularities each noun names, on folded words:
_NAMED = {
    "revoke": re.compile(r"\brenon[cç]"),
    "claim": re.compile(r"\b(?:revendi|concession|conced)"),
    "lead": re.compile(r"\b(?:attaqu|entam)\w*\s+hors\s+tour|\b(?:attaque|entame)\s+hors\s+tour"),
    "insufficient": re.compile(r"\binsuffisant"),
    "hesitation": re.compile(r"\b(?:hesit|tempo|lenteur)"),  # not « il réfléchit encore » (his choice)
}
_SIDE_CLAUSE = re.compile(r"\s(?:et|mais)\s|:")
_FULL_STOP = re.compile(r"[.!?\n]")  # a whole sentence (« ; » joins the claim and its protest)
# the topics whose facts the guard checks, and the kinds their own words name
_OWN_NAMED = {
    "information_non_autorisee": frozenset({"hesitation"}),
    "tempo_comportement": frozenset({"hesitation"}),
    "enchere_insuffisante": frozenset({"insufficient"}),
    "revendication": frozenset({"claim"}),
}


def in_another_irregularitys_sentence(topic: str, said: str, description: str) -> bool:
    """Whether the words `said` sit in a sentence that names another irregularity and not this topic's, while the
    description names this topic's elsewhere (H-85)."""
    own = _OWN_NAMED.get(topic)
    words = _folded(said).strip(" «»\"'")
    if own is None or not words:
        return False
    text = _folded(description)
    at = text.find(words)
    if at < 0 or text.find(words, at + 1) >= 0:
        return False  # said twice: which sentence is asked, not read here
    start = max((m.end() for m in _FULL_STOP.finditer(text, 0, at)), default=0)
    stop = next((m.start() for m in _FULL_STOP.finditer(text, at + len(words))), len(text))
    sentence, rest = text[start:stop], text[:start] + " " + text[stop:]
    # the sentence up to the side clause that holds the words: another irregularity said after them, behind « et »,
    # « mais » or « : », is a side clause (reviewer34 Q-54..Q-57: « Est conteste car il reste un atout, et il signale
    # aussi une renonce »); what came before them in the sentence still counts (« Revendication …, mais Est a un atout »)
    end = min(
        (m.start() for m in _SIDE_CLAUSE.finditer(sentence, at - start + len(words))), default=len(sentence)
    )
    rest, sentence = rest + " " + sentence[end:], sentence[:end]
    named = {kind for kind, pattern in _NAMED.items() if pattern.search(sentence)}
    return bool(named - own) and not named & own and any(_NAMED[kind].search(rest) for kind in own)

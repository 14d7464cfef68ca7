"""A call out of turn told by its verb or its card in the clause that says it came out of turn, whoever made it, seats
named or not (28-32; « J'ai passé avant mon tour », « ma partenaire a ouvert à ma place »), and whether the call may be
conventional or a double of the partner's bid (30C, 36: then which call is asked). Split from rules/turns_in_words.py
(whose turn it was), which reads it. Pure: words in, words out.
"""

from __future__ import annotations

import re

from rules.asked_in_words import CORRECTING
from rules.seats_in_words import _DENIED, _STRAIN_WORD

# Two calls at once (33): the topic's own case
_TOGETHER = re.compile(r"\ben\s+m[êe]me\s+temps\b|\bsimultan|\bau\s+m[êe]me\s+moment\b", re.IGNORECASE)
# Conventional (30C) or a double of the partner's bid (36): another rule; « contré au tour de son partenaire » says whose
# turn it was, not the bid doubled (session 37)
_NOT_NATURAL = re.compile(
    r"\b(?:conventionn\w*|artificiel\w*|fort|forcing|relais|pr[ée]cision|convention\w*|inadmissible)\b"
    r"|\b(?:contr\w*|surcontr\w*)(?:\s+(?!(?:tour|place)\s+(?:de|du|d['’]))[^\s,;.:!?]+){0,2}?\s+(?:de|du|sur)\s+(?:son\s+|mon\s+|le\s+)?partenaire\b"
    r"|\b(?:contr\w*|surcontr\w*)\s+(?:son|le)\s+partenaire\b",
    re.IGNORECASE,
)


# finder71: the call told by its verb or its card in the clause that says it came out of turn, whoever made it,
# seats named or not (« Il ouvre 1♣ au tour de son adversaire de droite », « J'ai passé avant mon tour », « ma
# partenaire a ouvert à ma place », « le joueur à ma droite a contré avant que mon partenaire ait déclaré », « il a
# sorti le carton passe alors que c'était à mon tour », « mon partenaire a misé 1 trèfle hors tour »). The marker and
# the call in one clause (« Nord a passé, c'était à Est » tells the next turn); never a call over another
# (« par-dessus »: its acceptance, 29A), two calls at once (33), a conventional pass (30C) or a double of the partner (36).
_PERSON = (
    r"(?:(?:son|sa|mon|ma|ton|ta|leur|notre|votre)\s+(?:partenaire|adversaire|voisin\w*|donneu\w+)"
    r"|l['’]\s*(?:adversaire|autre)|le\s+donneur|la\s+donneuse|celui-ci|celle-ci|quiconque|personne|"
    r"moi|lui|elle|toi|[Nn]ord|[Ss]ud|[Oo]uest|Est|[NSEO](?![\w'’]))"
)
_NOT_HIS_TURN = re.compile(
    r"\bhors\s+(?:de\s+(?:son|mon|sa|leur)\s+)?tour\b|\bavant\s+(?:son|mon|ton|leur)\s+tour\b"
    r"|\bau\s+tour\s+(?:de|d['’]|du)\s*(?!ench|parole|table|jeu|la\s+donne)"
    rf"|\b(?:alors\s+que|mais|or|quand)\s+c['’]\s*[ée]tait\s+(?:à|a|au\s+tour\s+(?:de|d['’]))\s*(?!lui\b|elle\b|son\s+tour)"
    r"|\b(?:alors\s+que|mais|or|quand)\s+c['’]\s*[ée]tait\s+(?:à|a)\s+(?:mon|ton)\s+tour\b"
    rf"|\bavant\s+{_PERSON}|(?<![\w'’])[àa]\s+(?:ma|sa|ta)\s+place\b|(?<![\w'’])[àa]\s+la\s+place\s+(?:de|d['’]|du)\s*{_PERSON}"
    r"|\bavant\s+qu(?:e\s+|['’]\s*)(?!on\b|j['’]|quiconque|personne)[^.;!?]{0,60}?\b(?:ait|aient|eut)\s+(?:pu\s+)?(?:parl|dit|d[ée]clar|ouvert|ench[ée]ri|annonc)\w*"
    r"(?!\s+(?:que|qu['’]|s['’]|si)\b)"
    r"|\bavant\s+qu(?:e\s+|['’]\s*)(?!on\b|j['’]|quiconque|personne)[^.;!?,]{0,40}?\b(?:parle|ouvre|dise|d[ée]clare|annonce)\b(?!\s+(?:que|qu['’]|s['’]|si)\b)"
    r"|\bavant\s+que\s+ce\s+(?:soit|f[uû]t)\s+(?:à|a|son\s+tour)\b"  # s30, s31: « la parole revenait à », « pendant que c'était à »
    r"|\b(?:(?:alors|pendant)\s+que|quand)\s+la\s+parole\s+(?:re)?(?:venait|[ée]tait)\s+(?:à|a)\s+(?!lui\b|elle\b)|\bpendant\s+que\s+c['’]\s*[ée]tait\s+(?:à\s+|a\s+|au\s+tour\s+(?:de\s+|d['’]\s*))(?!lui\b|elle\b|son\s+tour)",
    re.IGNORECASE,
)
_BID_SAID = rf"[1-7]\s*{_STRAIN_WORD}(?![\w])"
_CALL_VERB = (
    (
        "pass",
        re.compile(
            r"\b(?:pass[ée]|passe)\b(?!\s+(?:la|le|les|sa|son|ses|une?|[àa])\b)|\bcarton\s+vert\b",
            re.IGNORECASE,
        ),
    ),
    (
        "double",
        re.compile(
            r"\b(?:contr[ée]|surcontr[ée])\b|(?<!\bpar\s)\b(?:sur)?contre\b(?!\s+(?:l['’]|les?|la|une?|son|sa|mon|ma|lui|moi|tout|nous|eux)\b)"
            r"|\bcarton\s+(?:rouge|bleu|X|XX)\b",
            re.IGNORECASE,
        ),
    ),
    (
        "bid",
        re.compile(
            r"\b(?:ouvert|ouvre|ouverture|ench[ée]ri\w*|mis[ée])\b|(?<!premi[èe]re\s)\bench[èe]re\b"
            rf"|(?<![\w'’])(?:{_BID_SAID})",
            re.IGNORECASE,
        ),
    ),
)
_OVER_OR_TOGETHER = re.compile(  # and a call put in place of another (« remplacé … avant que »: 27, 25)
    r"\bremplac\w*|\bcorrig\w*|\bpar[- ]dessus\b|\bderri[èe]re\b|\ben\s+m[êe]me\s+temps\b|\bsimultan|\bau\s+m[êe]me\s+moment\b|\barbitre\b",
    re.IGNORECASE,
)
_HAPPENED = re.compile(
    r"\bs['’]\s*(?:est|était|etait)\s+pass\w*|\bse\s+passe\w*", re.IGNORECASE
)  # « ce qui s'est passé »
# a double of the partner's call (« contre hors tour sur l'enchère de son propre partenaire »): inadmissible (36), asked here
_PARTNERS_CALL = re.compile(
    r"\bpropre\s+partenaire\b|\b(?:ench[èe]re|ouverture|[1-7]\s*\S+)\s+(?:de|d['’]|du)\s+(?:son|sa|mon|ma)\s+partenaire\b",
    re.IGNORECASE,
)
# a card that fell or slid out of the box, half out or touched, without meaning to call: maybe no call at all (25A, 17)
_NO_CALL_MEANT = re.compile(
    r"\b(?:tomb\w*|gliss\w*|[ée]chapp\w*|d[ée]pass\w*|moiti[ée]|touch[ée]\w*|sans\s+(?:le\s+)?vouloir|sans\s+qu['’]\s*(?:il|elle)\s+ait\s+voulu|"
    r"sans\s+intention|pas\s+(?:eu\s+)?l['’]\s*intention"  # s32 L543: brushed, kept in the box (never taken out)
    r"|effleur\w*|sans\s+l[ea]\s+sortir|pas\s+sorti\w*|aucune\s+intention)\b",
    re.IGNORECASE,
)
# a correction anywhere, or the turn said to be the caller's own (« … non, c'était bien mon tour »)
_TAKEN_BACK = re.compile(
    rf"(?<![\w'’])(?:{CORRECTING})\b|\bc['’]\s*[ée]tait\s+bien\s+(?:[àa]\s+)?(?:mon|son|ton|leur|[àa]\s+(?:moi|lui|elle))",
    re.IGNORECASE,
)
_CLAUSE_BREAK = re.compile(r"[,;.!?:()\n…—–]+")
_MY_OWN_TURN = re.compile(
    r"\bj['’]\s*ai\b[^.;!?]*\bc['’]\s*[ée]tait\s+(?:à|a)\s+(?:moi|mon\s+tour)\b", re.IGNORECASE
)


def call_may_be_conventional(description: str) -> bool:
    """Whether any words, a player's claim included (« son partenaire dit que ce passe est un relais »), say the call
    may be conventional or a double of the partner's bid: then which call (30A against 30C, 32, 36) is asked."""
    return any(
        not _DENIED_JUST_BEFORE.search(description, max(0, said.start() - 25), said.start())
        for said in _NOT_NATURAL.finditer(description)
    )  # « c'est pas un passe conventionnel, juste un passe normal »: natural (30A)


_DENIED_JUST_BEFORE = re.compile(
    r"\b(?:pas|jamais|ni|non)\b(?:\s+(?:un|une|le|la|son|du))?(?:\s+passe)?\s*$", re.IGNORECASE
)


def call_by_its_verb(stated: str) -> tuple[str, str] | None:
    """(`call`'s answer, the words) from the clauses of `stated` (`stated_clauses`: no question, denial, supposition or
    claim) that say a call came out of turn, each telling one kind of call; None when none does, when they tell two
    kinds, or when the call may be conventional or a double of the partner's bid (`_NOT_NATURAL`)."""
    if _NOT_NATURAL.search(stated) or _TOGETHER.search(stated):
        return None
    if _TAKEN_BACK.search(stated):
        return None  # reviewer30 T-43: « j'ai passé avant mon tour... non, c'était bien mon tour »: whose call, asked
    found: dict[str, str] = {}
    for sentence in _SENTENCE_BREAK.split(stated):
        if _NO_CALL_MEANT.search(sentence):
            # a card slid out of the box in this sentence (s40: a card dropped in another sentence is no call's)
            continue
        clauses = _CLAUSE_BREAK.split(sentence)
        for at, clause in enumerate(clauses):
            if (marker := _NOT_HIS_TURN.search(clause)) is None or _OVER_OR_TOGETHER.search(clause):
                continue
            if _MY_OWN_TURN.search(clause):
                continue  # « j'ai passé alors que c'était à moi »: his own turn
            # the marker's own verb is the rightful caller's (« avant que Nord ouvre, Est dit passe »: Est's call is no
            # bid); the call is told before the marker, or just after it by a verb of speech (« Nord a parlé avant lui
            # et dit 3♦ »); the marker a clause of its own, in the clause before, or after when it opens the sentence
            # or follows a conjunction (« avant que Nord ouvre, Est dit « passe » »)
            said = _HAPPENED.sub(" ", clause[: marker.start()])
            if not said.strip() and 0 < at and not _LINKS_ON.search(clauses[at - 1]):
                said = _HAPPENED.sub(" ", clauses[at - 1])  # « Est a dit passe, avant que Nord ait ouvert »
            elif not said.strip() and at + 1 < len(clauses):
                said = _HAPPENED.sub(" ", clauses[at + 1])
            elif (then := _THEN_SAID.match(clause, marker.end())) is not None:
                said = f"{said} {then[1]}"
            kinds = {kind for kind, pattern in _CALL_VERB if pattern.search(said)}
            if kinds == {"double"} and _PARTNERS_CALL.search(stated):
                return None
            if len(kinds) == 1 and not _DENIED.search(said):
                found.setdefault(kinds.pop(), clause[: marker.end()].strip())
    return next(iter(found.items())) if len(found) == 1 else None


_SENTENCE_BREAK = re.compile(r"[.!?;\n…]+")
# a clause ending on a conjunction goes on after the marker (« Nord a ouvert et, avant qu'Est ait parlé, Ouest a passé »)
_LINKS_ON = re.compile(r"\b(?:et|mais|puis|or|alors|donc|quand|lorsque)\s*$", re.IGNORECASE)
# the call said right after the marker (« … avant lui et dit 3♦ », « … avant son tour, en disant passe »)
_THEN_SAID = re.compile(
    r"\s+(?:et|puis)\s+(?:a\s+)?(?:dit|annonc[ée]\w*|d[ée]clar[ée]\w*|sorti)\s+(\S+(?:\s+\S+)?)",
    re.IGNORECASE,
)

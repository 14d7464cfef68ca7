"""English bridge words read as a French director writes them, for the ranking only (issue 37 §4).

Directors of online events, and players in international fields, mix English into their French (« Lead out of
turn by East at trick 5 », « Insufficient bid : East bid 2♥ over 2♠ », « Board 7 : North disconnected »). The
vocabulary is French: indexing English single words (card, bid, board, wrong) made them point everywhere
(finder57, session 28). Here a short glossary turns whole English phrases of the laws and the table into the
French words the vocabulary knows, before the ranking reads them; the facts are still read in the words as typed
(what is pre-filled is never read from a translation).

Cost (issue 37 §5): most descriptions are French only; a set of English words that no French description uses
is the gate (one `findall`, ~10 µs on 300 characters), and the phrases are looked up word by word behind it, under
their first word (~0.1 ms): no alternation of a hundred phrases tried at every character.

« lead » is both the opening lead and a later one: « lead out of turn » is the opening lead's (entame, 54) unless a
later trick is named (« at trick 5 »: attaque, 53-56), as French directors say them.
"""

from __future__ import annotations

import re

# Keys are matched without regard to case, as whole words separated by spaces, the longest phrase first at each word
# (« opening lead out of turn » before « out of turn »); values are the French of rules/data/vocabulary.
GLOSSARY: dict[str, str] = {
    # the irregularities, as the laws' English names them
    "opening lead out of turn": "entame hors tour",
    "lead out of turn": "entame hors tour",
    "led out of turn": "a entamé hors tour",
    "leads out of turn": "entame hors tour",
    "bid out of turn": "enchère hors tour",
    "call out of turn": "déclaration hors tour",
    "played out of turn": "a joué hors tour",
    "out of turn": "hors tour",
    "out of rotation": "hors tour",
    "from the wrong hand": "de la mauvaise main",
    "insufficient bid": "enchère insuffisante",
    "penalty cards": "cartes pénalisées",
    "penalty card": "carte pénalisée",
    "revoke claim": "renonce alléguée",
    "revoked": "a renoncé",
    "did not follow": "n'a pas fourni",
    "didn't follow": "n'a pas fourni",
    "didn’t follow": "n'a pas fourni",
    "failed to follow": "n'a pas fourni",
    "misinformation": "explication erronée",
    "misexplanation": "explication erronée",
    "mis-explanation": "explication erronée",
    "misinfo": "explication erronée",
    "wrong explanation": "explication erronée",
    "not alerted": "non alerté",
    "no alert": "pas d'alerte",
    "alert missing": "alerte oubliée",
    "missing alert": "alerte oubliée",
    "failure to alert": "alerte oubliée",
    "failed to alert": "a oublié d'alerter",
    "unauthorized information": "information non autorisée",
    "unauthorised information": "information non autorisée",
    "hesitated": "a hésité",
    "hesitation": "hésitation",
    "long pause": "longue hésitation",
    "tanked": "a hésité",
    "claimed": "a revendiqué",
    "claims": "revendique",
    "claim": "revendication",
    "conceded": "a concédé",
    "concession": "concession",
    "wrong board": "mauvais étui",
    "fouled board": "donne faussée",
    "board fouled": "donne faussée",
    "fouled": "faussée",
    "board not played": "donne non jouée",
    "not played": "non jouée",
    "time expired": "temps écoulé",
    "time ran out": "temps écoulé",
    "ran out of time": "temps écoulé",
    "out of time": "temps écoulé",
    "slow play": "jeu lent",
    "disconnected": "déconnecté",
    "disconnection": "déconnexion",
    "lost connection": "déconnexion",
    "came back": "revenu",
    "wrong score": "marque erronée",
    "score entered wrong": "marque mal inscrite",
    "scoring error": "erreur de marque",
    "tricks disputed": "désaccord sur le nombre de levées",
    "disputed tricks": "désaccord sur le nombre de levées",
    "at once": "en même temps",
    "simultaneously": "en même temps",
    "fifth card": "cinquième carte",
    "exposed card": "carte exposée",
    "face up": "face visible",
    "face down": "face cachée",
    "dropped": "a laissé tomber",
    "fell": "est tombée",
    "appeal": "appel",
    "ruling": "décision",
    "committee": "commission",
    "procedural penalty": "pénalité de procédure",
    "rude remark": "remarque désobligeante",
    "was rude": "a été impoli",
    "rude to": "impoli envers",
    "looked at my cards": "a regardé mes cartes",
    "looking at my cards": "regardait mes cartes",
    "must pass but bid": "obligé de passer mais a enchéri",
    "had to pass": "devait passer",
    "after the final pass": "après la dernière passe",
    "final pass": "dernière passe",
    "bid again": "a enchéri de nouveau",
    "two players bid": "deux joueurs ont enchéri",
    "required a": "a exigé une",
    "required": "a exigé",
    "forbade": "a interdit",
    "accepted": "accepté",
    "refused": "refusé",
    "rejected": "refusé",
    "contested": "contesté",
    "disputed": "contesté",
    "corrected": "corrigé",
    "withdrawn card": "carte retirée",
    "withdrawn call": "déclaration retirée",
    "withdrawn bid": "enchère retirée",
    "withdrawn": "retiré",
    "exposed": "exposée",
    # the auction and the play, the director's words
    "bidding box": "boîte à enchères",
    "during the bidding": "pendant les enchères",
    "the auction": "les enchères",
    "auction": "enchères",
    "bidding": "enchères",
    "opening lead": "entame",
    "change of call": "changement de déclaration",
    "changed his call": "a changé sa déclaration",
    "changed her call": "a changé sa déclaration",
    "unintended call": "déclaration involontaire",
    "inadvertent": "involontaire",
    "withdrew": "a retiré",
    "took back": "a repris",
    "explanation": "explication",
    "explained": "a expliqué",
    "alerted": "alerté",
    "break in tempo": "hésitation",
    "logical alternative": "alternative logique",
    "suggested": "suggéré",
    "damaged": "lésé",
    "damage": "dommage",
    "adjusted score": "marque ajustée",
    "artificial score": "marque ajustée",
    "average plus": "moyenne plus",
    "average minus": "moyenne moins",
    "line of play": "ligne de jeu",
    "outstanding trump": "atout dehors",
    "trumps": "atouts",
    "trump": "atout",
    "ruffed": "a coupé",
    "discarded": "a défaussé",
    "follow suit": "fournir",
    "missing card": "carte manquante",
    "extra card": "carte en trop",
    "looked at": "a regardé",
    "overheard": "a entendu",
    "heard": "a entendu",
    "showed": "a montré",
    "shown": "montré",
    "called the director": "a appelé l'arbitre",
    "director": "arbitre",
    "warning": "avertissement",
    "insulted": "a insulté",
    "phone rang": "téléphone a sonné",
    "mobile phone": "téléphone",
    "cell phone": "téléphone",
    "phone": "téléphone",
    "dummy's": "du mort",
    "declarer's": "du déclarant",
    "partner's": "du partenaire",
    "slip of the tongue": "lapsus",
    "pass out of turn": "passe hors tour",
    "double out of turn": "contre hors tour",
    "revoke established": "renonce consommée",
    "established": "consommée",
    "touched": "a touché",
    "pulled": "a sorti",
    "passed": "a passé",
    "redoubled": "surcontré",
    "doubled": "contré",
    "opened": "a ouvert",
    "the rest": "le reste",
    "all the tricks": "toutes les levées",
    "remaining tricks": "levées restantes",
    "without": "sans",
    "by himself": "lui-même",
    "by herself": "elle-même",
    "alert": "alerte",
    "psych": "psychique",
    # who and where, the cards
    "north": "Nord",
    "south": "Sud",
    "east": "Est",
    "west": "Ouest",
    "ew": "EO",
    "spades": "piques",
    "spade": "pique",
    "hearts": "cœurs",
    "heart": "cœur",
    "diamonds": "carreaux",
    "diamond": "carreau",
    "clubs": "trèfles",
    "ace": "as",
    "king": "roi",
    "queen": "dame",
    "jack": "valet",
    "two cards": "deux cartes",
    "cards": "cartes",
    "card": "carte",
    "over": "sur",
    "declarer": "le déclarant",
    "dummy": "le mort",
    "defenders": "défenseurs",
    "defender": "défenseur",
    "hasn't bid": "n'a pas encore parlé",
    "has not bid": "n'a pas encore parlé",
    "hasn't called": "n'a pas parlé",
    "has not called": "n'a pas parlé",
    "has no": "n'a pas de",
    "had no": "n'avait pas de",
    "nobody disputes": "personne ne conteste",
    "entered": "inscrit",
    "play anything": "joue n'importe quoi",
    "bid simultaneously": "ont déclaré en même temps",
    "wrong ruling": "erreur de l'arbitre",
    "the td": "l'arbitre",
    "td": "arbitre",
    "ui": "information non autorisée",
    "online": "en ligne",
    "on line": "en ligne",
    "didn't leave his seat": "n'a pas quitté sa place",
    "did not leave his seat": "n'a pas quitté sa place",
    "left his seat": "a quitté sa place",
    "mechanical error": "erreur mécanique",
    "a slip": "un lapsus",
    "stuck to": "collée à",
    "low": "petit",
    "small": "petit",
    "high": "haut",
    "seconds": "secondes",
    "not the": "ce n'est pas le",
    "and then": "puis",
    "then": "puis",
    "later": "plus tard",
    "opponents": "adversaires",
    "opponent": "adversaire",
    "from hand": "de sa main",
    "from dummy": "du mort",
    "instead of": "au lieu de",
    "before his partner": "avant son partenaire",
    "at trick": "à la levée",
    "tricks": "levées",
    "trick": "levée",
    "during the auction": "pendant les enchères",
    "during the play": "pendant le jeu",
    "at the end of the hand": "à la fin du coup",
    "end of the hand": "fin du coup",
}

# A word no French description uses, one of which an English phrase of the glossary always brings (the gate).
# Words of the glossary's phrases that are French words too (« face », « score », « change », « suit »), or French
# directors' jargon already (« UI non, mais alerte oubliée »): never the gate, read only beside other English words.
_FRENCH_TOO = frozenset(
    "a on face concession score final change suit extra plus mobile rang rude tempo information alternative pause long"
    " but box in ui".split()
)
# A word no French description uses, one of which an English description always brings (the gate): the glossary's
# own words, and English grammar words.
_ENGLISH = frozenset(
    {word for key in GLOSSARY for word in key.replace("’", "'").split()} - _FRENCH_TOO
) | frozenset(
    "the of by was were and from his her he she with did didn't not has have had been got said says".split()
)
_WORD = re.compile(r"[\w'’]+")  # « alerté » is one word, not « alert »; « didn't » one too


def _by_first_word() -> dict[str, tuple[tuple[tuple[str, ...], str], ...]]:
    """Each phrase of the glossary under its first word, the longest first (« opening lead out of turn » before
    « opening lead »)."""
    found: dict[str, list[tuple[tuple[str, ...], str]]] = {}
    for key, value in GLOSSARY.items():
        words = tuple(key.replace("’", "'").split())
        found.setdefault(words[0], []).append((words, value))
    return {first: tuple(sorted(each, key=lambda item: -len(item[0]))) for first, each in found.items()}


_BY_FIRST = _by_first_word()
# « lead » is the opening lead (entame, 54) and a later lead (attaque, 53-56): a later trick named says which.
_LATER_TRICK = re.compile(r"\btrick (?:[2-9]|1[0-3])\b|\b(?:[2-9]|1[0-3])(?:nd|rd|th) trick\b", re.IGNORECASE)
_AT_A_LATER_TRICK = {"entame hors tour": "attaque hors tour", "a entamé hors tour": "a attaqué hors tour"}


def in_french(text: str) -> str:
    """The words with the glossary's English phrases said in French; French words unchanged (the text itself, when
    no English word is there). A phrase counts said whole, its words separated by spaces only."""
    if _ENGLISH.isdisjoint(_WORD.findall(text.lower().replace("’", "'"))):
        return text  # (most descriptions: a few microseconds)
    spans = [(m.start(), m.end(), m[0].lower().replace("’", "'")) for m in _WORD.finditer(text)]
    later = _LATER_TRICK.search(text) is not None
    out: list[str] = []
    done = at = 0
    while at < len(spans):
        for words, value in _BY_FIRST.get(spans[at][2], ()):
            end = at + len(words)
            if end <= len(spans) and all(
                spans[at + k][2] == word
                and (k == 0 or text[spans[at + k - 1][1] : spans[at + k][0]].isspace())
                for k, word in enumerate(words)
            ):
                out += [text[done : spans[at][0]], _AT_A_LATER_TRICK.get(value, value) if later else value]
                done, at = spans[end - 1][1], end
                break
        else:
            at += 1
    return "".join([*out, text[done:]])

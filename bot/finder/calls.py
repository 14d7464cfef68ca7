"""What the bids a description names say by themselves (issue 31, 37 §4), for the finder's ranking.

« 1♥ après 1♠ » is an insufficient bid, « 8♥ » an inadmissible one, « Ouest a dit 2♣ alors que c'était
à Nord » a call out of rotation. A card is not a bid: « Est a montré le 8♠ », « Ouest joue le 7♦ puis le
2♦ », « il entame du 5♠ » name cards (a play verb before it, or an article between such a verb and it),
and never make a signal; « Sud joue 4♠ » (no article) and « sur le 1SA » (no play verb) stay bids.
"""

from __future__ import annotations

import re
from functools import lru_cache

from rules import vocabulary as vocab
from rules.bids_in_words import over_right_hand_opponent
from rules.bids_told import STRAINS, levels, not_higher, told_bids
from rules.regex_start import starting_with
from rules.rotation_in_words import bid_in_rotation
from rules.seats_in_words import dealers_named

SIGNAL = 4.0  # what bids say by themselves (« 2♦ sur 2♥ »): about two well-chosen words


def bids(text: str) -> list[tuple[int, int]]:
    """The bids the words name, in the order they were made (`rules.bids_told.told_bids`)."""
    return told_bids(vocab.words(text))


# « l'alerte de 2♥ », « l'explication du 2♥ » after the auction typed whole: a bid already told, named again as
# what is talked about — no new bid, so no second 2♥ below the 4♥ (tester22 P6).
_ABOUT = frozenset({"de", "du", "d", "son", "leur", "ce", "cet"})


def made(text: str) -> list[tuple[int, int]]:
    """The bids the words tell as made: `bids`, without one named again after « de »/« du » (« le sens de
    2♥ ») once it was told."""
    words = vocab.words(text)
    named = told_bids(words)
    at, _ = levels(words)
    if len(at) != len(named) or len(set(named)) == len(named):
        return named
    if named != [(int(words[i]), STRAINS.index(words[i + 1].rstrip("sx"))) for i in at]:
        return named  # « 2♥ sur 2♥ »: told in another order than made, as told
    again = {n for n, i in enumerate(at) if i > 0 and words[i - 1] in _ABOUT and named[n] in named[:n]}
    return [bid for n, bid in enumerate(named) if n not in again]


_FIRST_SEAT = re.compile(r"(?:Nord|Sud|Est|Ouest|NORD|SUD|EST|OUEST|[NSEO])(?![\w'’])", re.IGNORECASE)
_SEATS = {"n": "nord", "s": "sud", "e": "est", "o": "ouest"}


def in_rotation_from_the_dealer(text: str) -> bool:
    """Do the words tell the auction in rotation up to a bid not higher than the one before it
    (`rules.seats_in_words.bid_in_rotation`), its first call by the dealer they name, if they name one?"""
    told = bid_in_rotation(text)
    if told is None:
        return False
    dealers = dealers_named(text)
    if not dealers:
        return True
    first = _FIRST_SEAT.match(told[1])
    return first is not None and len(dealers) == 1 and _SEATS.get(first[0].casefold()[0]) in dealers


# « Ouest a dit 2♣ alors que c'était à Nord »: a call and whose turn it was, no card played.
_TURN = re.compile(
    r"\b(?:(?:alors que|mais|or|pourtant) c etait a|alors que c etait au tour|(?:au|dans le|ds le) tour (?:de|d)|avant son tour|a la place de|c etait le tour de"
    r"|c etait a (?:nord|sud|est|ouest|lui|elle) (?:d|de) (?:ouvrir|parler|declarer|encherir))\b"
)
_CALL = re.compile(
    r"(?<!\ble )(?<!\bla )(?<!\bdu )(?<!\bson )(?<!\bsa )(?<!\bun )(?<!\bmon )(?<!\bce )"
    r"\b(?:[1-7] (?:trefle|carreau|coeur|pique|sansatout)|passe|contre|surcontre|ouvert|ouvre)\b"
)
_PLAY = re.compile(r"\b(?:entam\w*|attaqu\w*|jou\w*|carte|cartes|levee|levees|fourni\w*|mort|revendi\w*)\b")


# s38: the bid said sufficient (« Nord dit 2♠, enchère suffisante, mais il n'avait pas vu … »): no insufficient bid
_SUFFICIENT = re.compile(r"\b(?:enchere|etait|est|bien) suffisante\b")


_IN_HIS_TURN = re.compile(r"(?<!\bpas )(?<!\bpas encore )\b(?:a son tour|dans son tour)\b")


def signals(text: str) -> dict[str, float]:
    """What the bids say by themselves: one not higher than the bid before it (« 1♥ après 1♠ ») is
    an insufficient bid (27); a level above seven is inadmissible (38); a call taken back at once
    (« il a dit 3♥ puis non, 4♥ ») a change of call (25); a call with whose turn it was
    (« Ouest a dit 2♣ alors que c'était à Nord »), and no card played, a call out of rotation (28-32)."""
    named = made(
        RESULT_MARKED.sub(" ", text)
    )  # reviewer28 R-5: « fait 4♠ +1 » repeats the contract, no new bid
    found: dict[str, float] = {}
    folded = " ".join(vocab.words(text))
    if taken_back(text):
        found["changement_declaration"] = SIGNAL
    elif any(level > 7 for level, _ in named):
        # no bid above seven can be meant as one (38): the words around it weigh less
        found["declaration_inadmissible"] = 2 * SIGNAL
    elif not_higher(named) and not _SUFFICIENT.search(folded):
        # the calls told in rotation from the dealer (« Ouest donneur. O passe, N passe, E passe, S 1SA, O 1♥ »):
        # none was out of turn (28A), the bid lower than the last one is the irregularity (27)
        # reviewer29 S-6: or the bid said over its right-hand opponent's (« sur 1♥ de son adversaire de droite »): his turn
        # s46: or said so (« Ouest dit 1♦ à son tour »)
        in_turn = (
            in_rotation_from_the_dealer(text)
            or over_right_hand_opponent(folded)
            or _IN_HIS_TURN.search(folded)
        )
        found["enchere_insuffisante"] = 2 * SIGNAL if in_turn else SIGNAL
    elif _TURN.search(folded) and _CALL.search(folded) and not _PLAY.search(folded):
        found["declaration_hors_tour"] = SIGNAL
    if _EARLY.search(folded):
        found["jeu_premature"] = 2 * SIGNAL  # a card played before another player's turn came (57)
    if _OTHER_BOARD.search(folded):
        found["mauvais_etui"] = 2 * SIGNAL  # « la donne 7 au lieu de la 8 » (15, tester12 Y6)
    if _SCORE_DISPUTED.search(folded) or _SCORE_WRONG.search(folded) or _counts_differ(folded):
        # « NS ont inscrit 4♠+1 mais EO disent 4♠= » (79, tester12 Y15); « NS disent 10 levées et EO 9 » (tester24 P17)
        found["levees"] = 2 * SIGNAL
        found.pop("enchere_insuffisante", None)  # two results, not two bids
    elif score_given(folded):
        # « 70 % de 3SA fait et 30 % de 3SA-1 » (12C1c), « j'attribue 3♠+1 »: one signal, the incident's words may lead
        found["marque_ajustee"] = SIGNAL
        found.pop("enchere_insuffisante", None)  # the score's results, not bids
    return found


# reviewer28 R-5: a contract written with its result (« 4♠ +1 », « 4♥ -1 », « 3SA= ») is the score's usual notation, no
# bid made over another (18D, 27); never a sequence told with dashes (« 1♠ - 1♥ », « 4♠-5♣ »: a strain follows).
_STRAIN_WORD = r"(?:♠|♥|♦|♣|SA|NT|sans[- ]?atouts?|piques?|c(?:œ|oe|o)urs?|carreaux?|tr[eè]fles?)"
RESULT_MARKED = re.compile(
    rf"(?<![\w+\-])[1-7]\s*{_STRAIN_WORD}\s*(?:[+\-−–]\s*[0-9]{{1,2}}(?!\d)(?!\s*{_STRAIN_WORD})|=(?![\w=]))",
    re.IGNORECASE,
)

# Tester12 Y6: « donne » is the everyday word for the board: one board played for another, or twice.
_OTHER_BOARD = re.compile(
    # « sorti sa main de l'étui 8 au lieu du 7 » (tester17 S8)
    starting_with(
        "2dejlps",
        r"\b(?:jou\w*|pris|sorti\w*) (?:\w+ ){0,4}?(?:la |l )?(?:donne|etui) [0-9]{1,2} (?:au lieu|a la place) (?:de|du) "
        r"(?:la |l )?(?:donne |etui )?[0-9]{1,2}\b"
        # the passive (tester12 Y6 variant): « la donne 8 a été jouée à la place de la 7 »
        r"|\b(?:la |l )?(?:donne|etui) [0-9]{1,2} (?:a ete |ont ete |est |etait |avait ete )?(?:jou\w*|pris\w*|sorti\w*) "
        r"(?:\w+ )?(?:au lieu de|a la place de) (?:la |l )?(?:donne |etui )?[0-9]{1,2}\b"
        # another table's board (tester14 W7): « la table 4 a joué la donne 12 qui était pour la table 5 »
        r"|\b(?:jou\w*|pris|sorti\w*) (?:\w+ )?(?:la |l )?(?:donne|etui) [0-9]{1,2} (?:qui )?(?:etait|est|devait etre) "
        r"(?:\w+ )?(?:pour|a) la table [0-9]{1,3}\b"
        r"|\b(?:2|deux) fois (?:la meme donne|le meme etui|cette donne|cet etui)\b|\bla meme donne (?:2|deux) fois\b",
    )
)
# Tester12 Y15: a result written one way and said another (« NS ont inscrit 4♠+1 mais EO disent 4♠= »).
_RESULT = r"[1-7] (?:pique|coeur|carreau|trefle|sa|sansatout)(?: [0-9]{1,2})?"
_SCORE_DISPUTED = re.compile(
    rf"\b(?:inscrit|inscrivent|note|notent|marque|marquent|ecrit|ecrivent)\w* (?:\w+ )?{_RESULT} "
    rf"(?:mais|alors que|et) (?:\w+ ){{0,3}}?(?:dis\w*|pens\w*|affirm\w*|soutien\w*|annonc\w*|reclam\w*) (?:\w+ )?{_RESULT}\b"
)

# reviewer29 S-5: a score written wrong, told by the grammar of its correction (79A, 79C): « on a inscrit 4♠ fait au lieu
# de 4♠ -1 », « ils ont noté 620 alors que c'était 650 », « le score noté est 420, mais … c'était 4♠ contré, donc 590 »,
# « une erreur de marque », « la feuille de marque indique 3SA +1 … alors qu'… ». A score or a result written next to
# the verb (never « il a marqué un temps au lieu de passer »).
_WRITTEN = r"(?:note|notee|notes|inscrit|inscrite|inscrits|marque|marquee|ecrit|ecrite|saisi|saisie)"
_A_SCORE = r"(?:[0-9]{2,4}|[1-7] (?:pique|coeur|carreau|trefle|sansatout)s?(?: contre| x)?(?: juste)?(?: fait| [0-9]{1,2})?)"
_SCORE_WRONG = re.compile(
    rf"\b{_WRITTEN} (?:\w+ ){{0,2}}?{_A_SCORE} (?:\w+ ){{0,2}}?(?:au lieu de|a la place de|alors que c etait|mais c etait)\b"
    rf"|\b{_A_SCORE} {_WRITTEN} (?:au lieu de|a la place de)\b"
    rf"|\b(?:score|marque|resultat) {_WRITTEN} (?:est |etait )?{_A_SCORE}\b(?: \w+){{0,8}}? (?:c etait|au lieu de|devait etre)\b"
    r"|\berreurs? (?:de|dans la|sur la) (?:marque|score|feuille)\b"
    rf"|\bfeuille (?:de marque )?indique\w* (?:\w+ ){{0,2}}?{_A_SCORE}\b(?: \w+){{0,6}}? (?:alors qu|mais|or)\b"
    # session 40 (s39): « 4♥ +1 pour NS saisi sur le Bridgemate alors que tout le monde était d'accord sur 4♥ tout juste »,
    # « le score de l'étui 14 est inversé entre NS et EO » (79C: a result entered wrong, or on the wrong side)
    rf"|\b{_A_SCORE} (?:\w+ ){{0,3}}?{_WRITTEN} (?:sur|dans) (?:le |la |l )?(?:bridgemates?|feuille|fiche|ordinateur|tablette"
    r"|boitier)\b(?: \w+){0,3}? (?:alors que?|au lieu de|mais)\b"
    r"|\b(?:score|resultat|marque)s? (?:\w+ ){0,4}?(?:est |etait |a ete )?inverse\w*"
    r"|\blevees? de (?:plus|moins|trop) que (?:ce qui (?:est|etait|a ete) )?(?:inscrit|note|marque|saisi)"
    # s45b: « la table 5 a inscrit 4♠ +1 pour Nord-Sud alors que les quatre joueurs disent 4♠ juste fait »
    rf"|\b{_WRITTEN} (?:\w+ ){{0,2}}?{_A_SCORE} (?:\w+ ){{0,3}}?alors (?:que|qu) (?:\w+ ){{0,4}}?(?:disent|dit|etait|c etait)\b"
)


# Two counts of tricks said one after the other (« NS disent 10 levées et EO disent 9 », « Nord compte 9 levées, Est
# en annonce 8 »): a disagreement on the tricks won (79A-C) when they differ; the same count twice is none.
_SAY = r"(?:dis\w*|dit|compt\w*|annonc\w*|affirm\w*|reclam\w*|pens\w*|estim\w*|soutien\w*)"
_TWO_COUNTS = re.compile(
    rf"\b{_SAY} (?:\w+ ){{0,2}}?(?P<one>[0-9]{{1,2}}) levees? (?:\w+ ){{0,6}}?{_SAY} (?:\w+ ){{0,2}}?(?P<two>[0-9]{{1,2}})\b"
)


# …or by the two sides without the word « levées » (« NS disent 10, EO disent 9 »): a side's count is of tricks.
_SIDE = r"(?:ns|eo|nord sud|est ouest|la defense|le declarant|les autres|l autre camp)"
_NOT_TRICKS = (
    r"(?:secondes?|minutes?|sec|min|points?|pour ?cent)\b"  # (« NS disent 20 secondes, EO 5 »: a think)
)
_TWO_SIDES_COUNT = re.compile(
    rf"\b{_SIDE} (?:en )?{_SAY} (?:\w+ ){{0,2}}?(?P<one>[0-9]{{1,2}})(?! {_NOT_TRICKS})(?: levees?)? (?:\w+ ){{0,2}}?{_SIDE} (?:en )?{_SAY} "
    rf"(?:\w+ ){{0,2}}?(?P<two>[0-9]{{1,2}})\b"
)


# reviewer29 S-5: …or the other side's count said with no verb of its own (« Nord-Sud disent avoir fait 10 levées, Est-Ouest
# 9 »).
_OTHER_SIDE_COUNT = re.compile(
    rf"\b{_SIDE} (?:en )?{_SAY} (?:\w+ ){{0,2}}?(?P<one>[0-9]{{1,2}})(?! {_NOT_TRICKS})(?: levees?)? {_SIDE} (?P<two>[0-9]{{1,2}})"
    rf"(?! {_NOT_TRICKS})\b"  # finder69 (s29): « NS disent 10, EO 9 », the count's word said once or not at all
)


# …or two counts the writer hesitates between (« 9 ou 10 levées ? », « on avait 10 levées, mais peut-être 9 »): the
# tricks won are in doubt (79A), whoever says it.
_COUNT_IN_DOUBT = re.compile(
    r"\b(?P<one>[0-9]{1,2}) ou (?P<two>[0-9]{1,2}) levees\b"
    r"|\b(?P<first>[0-9]{1,2}) levees (?:mais |ou )?(?:peut etre|plutot|ou bien) (?P<second>[0-9]{1,2})\b"
)


# …or one count set against the one written (« ils avaient fait 10 levées sur la donne 12 et non 9 comme c'est noté »,
# s44 tuning): the tricks won disputed after the score was entered (79C).
_COUNT_CORRECTED = re.compile(
    r"\b(?P<one>[0-9]{1,2}) levees (?:\w+ ){0,4}?(?:et non|et pas|au lieu de|au lieu des|plutot que) (?P<two>[0-9]{1,2})\b"
    r"(?! (?:secondes?|minutes?|points?|pour ?cent)\b)"
)


def _counts_differ(folded: str) -> bool:
    corrected = _COUNT_CORRECTED.search(folded)
    if corrected and corrected["one"] != corrected["two"]:
        return True
    doubt = _COUNT_IN_DOUBT.search(folded)
    if doubt:
        one, two = (doubt["one"], doubt["two"]) if doubt["one"] else (doubt["first"], doubt["second"])
        return one != two
    found = _TWO_COUNTS.search(folded) or _TWO_SIDES_COUNT.search(folded) or _OTHER_SIDE_COUNT.search(folded)
    return bool(found and found["one"] != found["two"])


# A score the director gives, told in words (12C1): weighted between results (« 70 % de 3SA fait et 30 % de 3SA-1 »,
# 12C1c) or assigned (« j'attribue 3♠+1 », « j'ai ajusté à 3SA+1 »). Its contracts are the score's, not an auction told;
# a signal, not an act: told after a ruling (« … alternative logique, EO lésés. J'attribue 3♠+1 »), the incident's own
# words keep it first.
_WEIGHTED = re.compile(
    rf"\b[0-9]{{1,3}} (?:pour cent |pourcent )?(?:de |du )?{_RESULT}\b(?: \w+){{0,4}}? [0-9]{{1,3}} "
    rf"(?:pour cent |pourcent )?(?:de |du )?{_RESULT}\b"
)
_ASSIGNED = re.compile(
    r"\b(?:j (?:ai )?attribu\w*|j ai ajuste\w*|je pondere|j ai pondere|je donne|j ai donne) (?:\w+ ){0,2}?"
    rf"{_RESULT}\b"
)


def score_given(folded: str) -> bool:
    """The director tells a score he gives: weighted between results (12C1c) or assigned (12C1)."""
    return bool(_WEIGHTED.search(folded) or _ASSIGNED.search(folded))


# « Est pose sa carte avant qu'Ouest ait fourni », « avant que la levée soit finie »: played before its
# turn came (57A), the act itself, whatever words say the card (« pose », « montre », « joue »).
_EARLY = re.compile(
    r"\b(?:pos|jou|fourni|mis|met|sort)\w*(?: \w+){0,4} avant (?:que|qu) (?:\w+ ){1,2}(?:ait|aient) (?:fourni|joue|pose)\b"
    r"|\bavant que la levee soit (?:finie|terminee)\b"
    # s38: the turn not come told first (« avant qu'Ouest ait fourni, Est jette déjà le ♠R », « le mort n'a pas encore
    # joué, et Est pose déjà son ♥9 »)
    r"|\bavant (?:que|qu) (?:\w+ ){1,2}(?:ait|aient) (?:fourni|joue|pose) (?:\w+ ){0,3}?(?:pos|jou|jet|mis|met|sort)\w* deja\b"
    r"|\bpas encore (?:joue|fourni) (?:et |mais )?(?:\w+ ){1,3}?(?:pos|jou|jet|mis|met|sort)\w* deja\b"
)


_CALLS = frozenset({"passe", "contre", "surcontre"})
_NO = re.compile(
    r"(?:puis non|euh (?:non )?(?=(?:[1-7]|passe|contre|surcontre)\b)|non (?:je|j|en fait|pardon|plutot|attends|attendez|finalement))\b"
)
_LEVELS = frozenset("1234567")


def taken_back(text: str) -> bool:
    """A call (a bid, passe, contre) followed at once by « puis non », « non je… » or « euh » and another call
    (« il a dit passe puis "non en fait je dis 3SA" », « 3♥ euh 4♥ »): the call changed. A card taken back (« le roi… non, la dame ») is not
    a call; « 2♣ non alerté » takes nothing back."""
    words = vocab.words(text)
    found, _ = levels(words)
    after = [at + 2 for at in found] + [at + 1 for at, word in enumerate(words) if word in _CALLS]
    # « sept… euh six piques »: a level said alone, then another bid (a spoken slip, 25A)
    after += [at + 1 for at, word in enumerate(words[:-1]) if word in _LEVELS and words[at + 1] == "euh"]
    return any(_another_call_after(words, at) for at in after)


# Session 40 (s39): the writer correcting his own story (« avant son passe... non pardon, de mon adversaire de droite »,
# « Sud a dit 4♠... non, je relis mes notes : Sud a contré ») takes back no call a player made: another call must
# follow the « non » at once, the writer's notes never between.
_NOTES = frozenset(
    ("relis", "notes", "note", "feuille", "fiche", "corrige", "trompe", "adversaire", "partenaire")
)


# s43: the call taken back after a thought (« il a dit 3SA puis, après quelques secondes de réflexion : « non attendez,
# plutôt 4♥ » », « dit 1♦ puis, après avoir réfléchi, « non, 1♥ » »): a change of mind (25B), the « non » said by the
# player once he thought, not by the writer correcting his story (« 1♦, non 1♥ », never read so)
_NO_AFTER_A_THOUGHT = re.compile(
    r"puis (?:apres (?:\w+ ){1,5}?|(?:\w+ ){1,3}?(?:apres|plus tard) )non"
    r"(?: (?:attendez|attends|pardon|plutot|finalement|en fait|je dis|je prefere))*\b"
)  # (s45b: « puis trois secondes après : « non, finalement je dis 1SA » »)


def _another_call_after(words: tuple[str, ...], at: int) -> bool:
    """Do the words from `at` take the call before back (`_NO`, or `_NO_AFTER_A_THOUGHT`) for another call said within
    five words?"""
    taken = _NO.match(" ".join(words[at : at + 5])) or _NO_AFTER_A_THOUGHT.match(
        " ".join(words[at : at + 11])
    )
    if taken is None:
        return False
    rest = words[at + len(taken[0].split()) :][:5]
    calls = [k for k, word in enumerate(rest) if word in _LEVELS or word in _CALLS]
    return bool(calls) and not _NOTES & set(rest[: calls[0]])


# Whose turn it was, said in words the search does not weigh (« alors que c'était à Ouest »): « hors tour ».
_NOT_ONES_TURN = re.compile(
    starting_with(
        "acmop",
        # s37: « alors qu'en fait c'était au mort », « mais en réalité c'était à Est »: the same turn said
        r"\b(?:(?:(?:alors que|mais|or|pourtant)(?: en fait| en realite)?|alors qu en (?:fait|realite)) c etait "
        r"(?:a|au tour de|le tour de|au)"
        # « a attaqué pique alors que c'est Ouest qui avait remporté la levée » (s16, s17): whose lead it was
        r"|(?:alors que|alors qu|mais|or|pourtant) c (?:est|etait) (?:\w+ ){1,3}?qui (?:avait|avais|avions|a|ai) (?:fait|remporte|gagne|pris) la (?:levee|main)"
        r"(?: precedente| d avant)?"
        r"|(?:alors que )?(?:ce n|c) etait pas (?:a lui|a elle|a moi|son tour|a son tour)"
        r"|(?:a la place|au lieu) (?:de|d) (?=son partenaire|sa partenaire|l autre|nord|sud|est|ouest|son adversaire)"
        # « c'était à Nord d'ouvrir et Est a passé »: whose turn it was said first, then another acted
        r"|c etait (?:a|au tour de) (?=(?:nord|sud|est|ouest|lui|elle|son partenaire|sa partenaire) "
        r"(?:d|de) (?:ouvrir|parler|declarer|encherir|entamer|jouer|attaquer) (?:\w+ ){0,3}?(?:et|mais|or|pourtant)"
        r" (?:c est )?(?:nord|sud|est|ouest|son partenaire|sa partenaire|l autre|le mort|le declarant)\b))\b",
    )
)


# « hors tour » denied (tester13 Z19): « personne n'a parlé hors tour », « pas hors tour, à son tour », « il a
# parlé hors tour mais c'est faux ». The words name no call out of turn: they are dropped from the search.
_DENIED_OUT_OF_TURN = re.compile(
    r"\b(?:personne|nul|aucun \w+) (?:n )?(?:a |avait )?(?:\w+ )?hors tour\b"
    r"|\b(?:pas|jamais) (?:\w+ )?hors tour\b|\bpas ete (?:\w+ )?hors tour\b"  # (« n'a pas été faite hors tour », tester23 P4)
    r"|\bhors tour (?:\w+ ){0,3}?(?:mais |ce qui est |et )?c (?:est|etait) (?:faux|pas vrai|inexact)\b"
)


# finder69 (s29): a call made before its turn came, said by when (« a dit 2♦ avant que ce soit à lui », « a contré avant que
# mon partenaire ait déclaré »): « hors tour » (28-32), the call kept. A card played so is the play's (57: calls._EARLY).
_CALL_BEFORE_ITS_TURN = re.compile(
    r"\b((?:dit|annonce|ouvert|ouvre) (?:[1-7] (?:trefle|carreau|coeur|pique|sansatout)|passe|contre)|contre|surcontre|passe"
    r"|encheri|ouvert|ouvre) avant (?:que|qu) (?:ce (?:ne )?soit (?:a lui|a elle|son tour|a son tour)"
    r"|(?:\w+ ){1,3}?(?:ait|aient) (?:declare|parle|encheri|annonce|dit|passe|contre|ouvert))\b"
)


# s38: whose turn it was told by who deals (« Sud était donneur, mais c'est Est qui avait ouvert 1♥ ») or by the wait
# skipped in an auction (« Est, au lieu d'attendre son partenaire Ouest, dit 1♠ »; in the play that wait is a card
# played early, 57, and is left alone): « hors tour » (28-32).
_ANOTHER_DEALT = re.compile(
    r"\b(nord|sud|est|ouest) (?:etait|est) (?:le )?donneur (?:\w+ ){0,2}?(?:mais|or|pourtant|et) c (?:est|etait) "
    r"(?!\1\b)(?:nord|sud|est|ouest) qui (?:a|avait) (?:ouvert|parle|passe|dit|commence|annonce|encheri)\b"
)
_WAIT_SKIPPED = re.compile(
    r"\b(?:au lieu d attendre|sans attendre) (?:son tour|son partenaire|sa partenaire|l autre|que son partenaire)\b"
)


def _undenied(match: re.Match[str]) -> str:
    return match[0].replace("hors tour", " ")


@lru_cache(maxsize=256)  # asked of one text by every reading of a search (issue 37 §5): read once
def out_of_turn(text: str) -> str:
    """The words folded, whose turn it was said as « hors tour »: « Est a entamé alors que c'était à
    Ouest » is an opening lead out of turn, « à la place de son partenaire » too (not « à la place de
    la dame »); a « hors tour » denied is dropped (Z19)."""
    folded = _DENIED_OUT_OF_TURN.sub(_undenied, " ".join(vocab.words(text)))
    if "avant" in folded:  # (a cheap gate: most words have no « avant »)
        folded = _CALL_BEFORE_ITS_TURN.sub(r"\1 hors tour", folded)
    if "donneur" in folded:
        folded = _ANOTHER_DEALT.sub(r"\g<0> hors tour", folded)
    if "attendre" in folded and not _PLAY.search(folded):
        folded = _WAIT_SKIPPED.sub("hors tour", folded)
    # « …, mais c'était à son partenaire » keeps its « mais »: it may correct a name (bot/finder/bm25.py `denied`)
    return _NOT_ONES_TURN.sub(_out_of_turn, folded)


def _out_of_turn(match: re.Match[str]) -> str:
    return "mais hors tour" if match[0].startswith("mais ") else "hors tour"

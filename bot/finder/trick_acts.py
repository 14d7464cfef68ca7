"""The acts a description tells of the cards of a trick (issue 37 §4), for the ranking: a card played on an
irregular one before the director came (60A), a card played before its turn (57A) or before the declarer's lead
from the right hand (60B), a card put on a suit while holding it (61A), a suit required or forbidden that cannot be
played (59) or was played against the requirement (61A). Each reads the folded words (rules.vocabulary.words,
joined), as bot/finder/acts.py does, which calls them in its order.
"""

from __future__ import annotations

import re

from bot.finder.leads import led_before_the_leader
from rules.regex_start import starting_with

# A card played on an irregular one, before the director came.
_IRREGULAR_CARD = re.compile(
    r"\b(?:hors tour|avant son tour|avant son partenaire|trop tot|premature\w*|de la mauvaise main"
    r"|(?:de sa main|de la main) au lieu du mort|du mort au lieu de sa main)\b"
)
_PLAYED_ON = re.compile(
    r"\b(?:jou\w*|mis|met|fourni\w*|pos\w*|coup\w*|defauss\w*)(?: \w+){0,5} (?:dessus|derriere|par dessus)\b"
    r"|\b(?:jou\w*|fourni\w*|coup\w*) sur (?:l attaque|la carte|sa carte|cette carte)\b"
)
_PLAYED_AFTER = re.compile(r"\b(?:rejou\w*|jou\w* (?:une|sa) carte|fourni\w*|pos\w* (?:une|sa) carte)\b")
_BEFORE_THE_DIRECTOR = re.compile(
    r"\bavant (?:que j arrive|qu on m appelle|que l arbitre|l arbitre|l arrivee|d appeler|qu on appelle"
    r"|que j arrive a la table|mon arrivee"
    # nobody had yet said a word of it (« avant qu'on dise quoi que ce soit »): nor the director called (60A)
    r"|qu on (?:ait )?(?:dise|dit) quoi que ce soit|que (?:quiconque|personne|quelqu un) (?:ait )?(?:dise|dit|reagi\w*|appel\w*))\b"
    # s42 (tuning): before the non-offender chose (« le déclarant n'a encore rien fait, mais Ouest pose déjà son as dessus »)
    r"|\b(?:declarant|decla)(?: nord| sud| est| ouest)? (?:n a|n avait) (?:encore |pas encore )?(?:rien (?:fait|dit|choisi)|choisi|decide)\b"
    r"|\bsans attendre (?:l arbitre|l arrivee|que|qu)\b"  # « a fourni dessus sans attendre l'arbitre »
)

# The play went on before the director came or ruled (« Ouest a rejoué avant l'arbitre », « ils ont continué à
# jouer avant ma décision »): whatever the irregularity, play after it (60A), said without naming its card.
_PLAY_WENT_ON = re.compile(
    r"\b(?:rejou\w*|continu\w* (?:a|de) jouer)(?: \w+){0,2}? avant (?:l arbitre|que l arbitre|que j arrive"
    r"|l arrivee de l arbitre|mon arrivee|ma decision|la decision)\b"
)
# …unless told as a step after another (« a joué trop tôt puis a rejoué avant que j'arrive »): the first step
# names the irregular card, read below.
_A_STEP = re.compile(r"\b(?:puis|ensuite|apres quoi)\b")


def played_on_irregular(folded: str) -> bool:
    """« a joué dessus », « a joué sur l'attaque hors tour », « puis Est a rejoué une carte », before the director
    came: the irregular card named before the card played on it, or as its object (60A)."""
    went_on = _PLAY_WENT_ON.search(folded)
    if went_on and not _A_STEP.search(folded, 0, went_on.start()):
        return True
    director = _BEFORE_THE_DIRECTOR.search(folded)
    if not director:
        return False
    irregular = _IRREGULAR_CARD.search(folded)
    played = _PLAYED_ON.search(folded) or (irregular and _PLAYED_AFTER.search(folded, irregular.end()))
    return bool(
        irregular
        and played
        and irregular.start() < played.end() + 16
        # « a joué dessus avant que j'arrive », or « avant qu'on appelle l'arbitre Est a mis sa carte dessus »
        and (played.start() < director.start() or 0 <= played.start() - director.end() < _DIRECTOR_TO_CARD)
    )


# A card played before another player's turn in the trick (57A): « Est a mis sa carte avant Ouest »,
# « avant que le mort et Est aient joué »; before the declarer's lead from the right hand, after his
# lead from the wrong one was taken back, it is play after an irregularity (60, « mauvaise main »).
_PLAYED_BEFORE = re.compile(
    starting_with(
        "aefjmnoprs",
        r"\b(?:mis|met|mettre|joue|jouer|pose\w*|fourni\w*|sort\w*|rejoue)(?: \w+){0,5}? avant "
        r"(?:meme )?(?:que|qu) (?:\w+ ){1,4}(?:ait joue|aient joue|ait fourni|aient fourni|ait attaque|attaque|joue"
        # finder69 (s25-s29): the declarer's lead from the right hand still to come (« avant que le déclarant ait rejoué de
        # la bonne main », « avant qu'il l'ait fait », « avant que le déclarant reprenne son attaque »)
        r"|ait rejoue|rejoue|reprenne|ait repris|l ait fait)\b"
        # (not « je l'ai sorti avant qu'on joue à la levée suivante »: a revoke corrected before it is established, 62A)
        r"(?! a la (?:levee )?(?:suivante|d apres))"
        # (« a joué sa carte de main avant le défenseur en second »: the defender whose turn it was, 57)
        r"|\b(?:mis|met|pose\w*|sort\w*|joue) (?:sa|une|la|ma) carte (?:\w+ ){0,5}?avant (?:nord|sud|est|ouest|son partenaire"
        r"|le declarant|le decla|le defenseur)\b"
        # session 37 (s31 L303): the hand said instead of the card (« le déclarant a joué de sa main avant le défenseur à
        # sa droite »: the defender's turn came first, 57C3)
        r"|\b(?:mis|pose|joue|fourni) (?:de sa main|du mort) avant (?:nord|sud|est|ouest|le defenseur|l adversaire"
        r"|son adversaire|mon partenaire|ma partenaire)\b"
        # the turn said first (« avant qu'il attaque du mort, Est a déjà mis une carte »)
        r"|\bavant (?:que|qu) (?:\w+ ){1,2}?(?:attaque|joue|rejoue|ait joue|ait attaque)\b(?: \w+){0,6}? (?:a|avait) (?:deja )?"
        r"(?:mis|pose|joue|fourni|sorti) (?:sa|une|la) carte\b"
        # the turn said after (« il a joué sa carte alors que son partenaire n'avait pas encore joué »)
        r"|\b(?:mis|pose|joue|fourni|sorti|attaque) (?:\w+ ){0,8}?alors (?:que|qu) (?:son partenaire|sa partenaire|nord|sud|est"
        r"|ouest|le mort|le declarant|l autre) n (?:avait|a) pas (?:encore )?(?:joue|fourni)\b"
        # s41: the seat whose turn it was said first (« Ouest n'a pas encore joué, et Est pose déjà son as de cœur »)
        r"|\b(?:nord|sud|est|ouest) n (?:avait|a) pas (?:encore )?(?:joue|fourni) (?:et |mais )?(?:\w+ ){1,3}?"
        r"(?:pos|jou|jet|mis|met|sort)\w* deja\b"
        # s45: the dummy's card not yet named (« le déclarant n'avait pas encore désigné la carte du mort, et Est a déjà
        # fourni sa carte »: third hand before second, 57)
        r"|\bpas encore (?:designe|nomme|appele|demande|joue) (?:la |sa )?(?:carte )?du mort (?:et |mais )?(?:\w+ ){1,3}?"
        r"deja (?:pos|jou|jet|mis|met|sort|fourni)\w*\b"
        # the partner's turn said first, then the card (« mon partenaire n'avait pas encore joué et moi j'ai déjà posé
        # ma carte »: a defender playing before his partner, 57A)
        r"|\b(?:son|sa|mon|ma) partenaire n (?:avait|a) pas (?:encore )?(?:joue|fourni) et (?:\w+ ){0,2}?(?:j ai|il a|elle a)"
        r" (?:deja )?(?:mis|pose|joue|fourni|sorti) (?:sa|ma|une|la) carte\b",
    )
)
_DUMMY_PLAYS = re.compile(
    r"\ble mort (?:\w+ ){0,2}?(?:mis|met|joue|pose|sort|pris|prend|touche)\w*\b"
    # a lead before its turn is a lead out of turn (54, 53): the first card of a trick
    # (not a lead already made: « son partenaire avait déjà entamé la levée »)
    r"|\b(?<!deja )(?:entam\w*|devait attaquer|devait entamer|fait la levee|premiere levee|1 levee|levee 1)\b"
)
_BEFORE_THE_DUMMY = re.compile(r"\bavant (?:que|qu) le mort\b")
# Characters between « avant qu'on appelle l'arbitre » and the card then played on the irregular one.
_DIRECTOR_TO_CARD = 40
_RETAKEN = re.compile(r"\b(?:mauvaise main|reprendre|doit reprendre|repris|reprenne|bonne main)\b")


def played_early(folded: str) -> str | None:
    """A card played before its turn in the trick (57A, `jeu_premature`), or before the declarer's lead from the
    right hand (60B, `jeu_apres_irregularite`); not the dummy's card (45, 46), nor a lead (« avant que le mort
    joue » says whose turn came, not his card). The caller rules out the auction's words."""
    if (
        not _PLAYED_BEFORE.search(folded)
        or _DUMMY_PLAYS.search(_BEFORE_THE_DUMMY.sub("avant qu il", folded))
        or led_before_the_leader(folded)
    ):
        return None
    return "jeu_apres_irregularite" if _RETAKEN.search(folded) else "jeu_premature"


# A revoke told by what was held: a card put on a suit « alors qu'il avait » that suit (61A).
_PLAYED_OFF = re.compile(
    r"\b(?:jet|defauss|mis|fourni|pos|jou|coup|mett)\w* (?:\w+ ){0,4}?(?:(?:de sa main|du mort) )?sur (?:(?:le|la|l|du) )?(?:\w+ ){0,2}?"
    r"(?:pique|coeur|carreau|trefle|atout)\b"  # (« sur trèfle », the article dropped as typed; s38 « sur l'atout »)
)
_WHILE_HOLDING = re.compile(
    r"\b(?:alors qu (?:il|elle) (?:en )?(?:avait|possedait|detenait)|en ayant|tout en ayant|il en avait encore"
    r"|il lui en restait|alors qu il lui restait"
    r"|(?:il|elle) (?:a|avait|possede|possedait|detient|detenait) encore (?:le|la|l|un|une|du|des|[2-9]|10|as|roi|dame|valet))\b"
)


# A card of a suit found hidden among another (« le 4 de cœur coincé derrière mes carreaux », « une petite carte de
# carreau oubliée dans son trèfle »): the suit was not followed while held (61A), whether put right or not (62, 63).
_HIDDEN_CARD = re.compile(
    r"\b(?:coince\w*|cache\w*|oublie\w*|colle\w*|glisse\w*|retrouve\w*) (?:\w+ )?(?:derriere|dans|entre|sous|parmi|au milieu de) "
    r"(?:mes|ses|les|son|sa|leurs?) (?:\w+ )?(?:carreaux?|coeurs?|piques?|trefles?|atouts?)\b"
)


# A discard (never a card of the suit led), or a card of one suit put on another's lead (« le déclarant joue cœur,
# Gilbert met un petit trèfle »), then the suit led still held, told as the story goes (« et il en a un », « Ouest avait
# un carreau », « il lui restait le 7 »): a revoke (61A). Denied holdings (« il n'en avait plus ») say nothing here.
_DISCARDED = re.compile(r"\bdefauss\w*")
_OTHER_SUIT_PUT = re.compile(
    r"\b(?:jou|tir|encaiss|present|attaqu|rejou)\w* (?:\w+ ){0,3}?(?P<led>pique|coeur|carreau|trefle)s?\b"
    r"(?: \w+){0,6}? (?:met|mis|pose|fourni\w*|jette|jete) (?:\w+ ){0,2}?(?P<put>pique|coeur|carreau|trefle)s?\b"
)
_SUIT_STILL_HELD = re.compile(
    r"\b(?:il|elle) lui rest(?:e|ait) (?:encore )?(?:(?:un|une|du|des|le|la|l) (?:\w+ ){0,2}?"
    r"(?:pique|coeur|carreau|trefle|atout)s?|(?:le|la|l) (?:[2-9]|10|as|roi|dame|valet))\b"
    r"|\b(?:il|elle) (?:a|avait) (?:encore |toujours |bien )?(?:un|une|du|des|le|la|l) (?:\w+ ){0,2}?"
    r"(?:pique|coeur|carreau|trefle|atout)s?\b"
    r"|\b(?:nord|sud|est|ouest) (?:a|avait) (?:encore |toujours |bien )?(?:un|une|du|des) (?:\w+ ){0,2}?"
    r"(?:pique|coeur|carreau|trefle|atout)s?\b"
    r"|\b(?:il|elle) en (?:a|avait) (?:encore |toujours |bien )?(?:un|une|2|des)\b"
)


def revoked_while_holding(folded: str) -> bool:
    """A card put on a suit « alors qu'il avait » that suit, or found hidden among another suit: a revoke (61A).
    Also a discard or a card of another suit put on the lead, then the suit led still held (`_SUIT_STILL_HELD`)."""
    if (_PLAYED_OFF.search(folded) and _WHILE_HOLDING.search(folded)) or _HIDDEN_CARD.search(folded):
        return True
    off = _DISCARDED.search(folded)
    if off is None:
        put = _OTHER_SUIT_PUT.search(folded)
        off = put if put and put["led"] != put["put"] else None
    return bool(off and _SUIT_STILL_HELD.search(folded, off.end()))


# A suit not followed, said of a player (« Sud n'a pas fourni à pique », « il n'a pas mis de trèfle »), whether
# the words are the director's or a player's he must check: the revoke's topic (61, 66D). Not « pas encore fourni »
# (a turn, 57), nor a suit the declarer required (59 or 61A, `requirement`).
_NOT_FOLLOWED = re.compile(
    r"\b(?:n )?(?:a|avait|aurait|ai|as) (?:pas|jamais) (?:fourni|suivi|mis) (?:a |au |en |de |du |d )?"
    r"(?:pique|coeur|carreau|trefle|atout)s?\b"
)


def not_followed(folded: str) -> bool:
    """A player's suit not followed, said as a fact or a complaint (« Nord dit que Ouest n'a pas fourni à trèfle »)."""
    return bool(_NOT_FOLLOWED.search(folded)) and not _REQUIRED.search(folded)


# A trick found short of a card or with one too many after the play went on (« la levée 8 n'a que trois cartes », two
# cards stuck together seen « en rangeant », « à la fin », « deux levées plus tard »): a defective trick (67B), the
# revoke's topic; seen at once, two cards together are played simultaneously (58B, 67A).
_SHORT_TRICK = re.compile(
    r"\blevee\b(?: \w+){0,3}? (?:n a que|n avait que|n y a que|n y avait que|ne contient que|ne comptait que"
    r"|ne compte que|contenait|avait) 3 cartes\b"
)
_TWO_STUCK = re.compile(
    r"\b2 cartes\b(?: \w+){0,16}? (?:collee?s?|ensemble)\b|\bcollee?s?\b(?: \w+){0,3}? 2 cartes\b"
)
_FOUND_LATER = re.compile(
    r"\b(?:a la fin|en rangeant|en (?:re)?comptant|(?:[2-9]|plusieurs|quelques) levees plus tard|apres coup"
    r"|sans s en (?:rendre compte|apercevoir)|sans que personne (?:ne )?(?:s en )?(?:apercoive|rende compte|remarque)"
    r"|personne ne l a (?:vu|remarque) sur le moment|(?:lui )?(?:en )?manque une carte|une carte de moins"
    r"|levee (?:\w+ )?(?:avait|a|contenait|en a|en avait) 5 cartes|on s en (?:est )?apercoi?\w* (?:a|en|quand))\b"
)


def defective_trick(folded: str) -> bool:
    """A trick short of a card, or two cards stuck together found after the play went on: 67B."""
    if _SHORT_TRICK.search(folded):
        return True
    stuck = _TWO_STUCK.search(folded)
    return bool(stuck and _FOUND_LATER.search(folded))


# A fifth card put on a trick already complete (45E): the card played's topic, whoever put it there.
_FIFTH_CARD = re.compile(
    r"\b(?:5e|5eme|5 eme|cinquieme|5) carte (?:\w+ ){0,3}?(?:sur |a )?(?:la |une |cette )?levee\b"
    r"|\blevee (?:deja )?(?:complete|finie|terminee)\b(?: \w+){0,4}? (?:5e|5eme|cinquieme|5) carte\b"
    r"|\b(?:mis|pose|joue|fourni|ajoute)\w* (?:\w+ ){0,6}?sur une levee (?:deja )?(?:complete|finie|terminee)\b"
    # s46b: the trick said complete first, then a card put « en plus » on it (« la levée était complète, quatre cartes sur
    # la table, et Est a posé en plus le roi de pique dessus »)
    r"|\blevee (?:etait |est )?(?:deja )?complete\b(?: \w+){0,8}? (?:mis|pose|joue|fourni|ajoute)\w* (?:en plus|une 5e|une cinquieme)\b"
)


def fifth_card(folded: str) -> bool:
    """A fifth card played to a trick (45E): « il a posé un 3 sur une levée déjà complète »."""
    return bool(_FIFTH_CARD.search(folded))


# A card that did not follow, then put right (« il n'a pas fourni, il a corrigé avant que son partenaire joue »): a
# revoke corrected before it is established (61A, 62A, 62B), whatever the words deny (« pas de renonce » then means
# « not established »). A card changed for another reason is the card played's (45, 47).
# (the verb: « sa renonce », « une renonce » name the revoke as context, e.g. a penalty card it left, 62C)
_DID_NOT_FOLLOW = re.compile(  # (« il a fait une renonce » is the verb too, tester23 P2)
    r"\b(?:pas fourni|pas suivi|(?:a|avait|ont|il|elle|qui|nord|sud|est|ouest) renonc\w*|(?:fait|commis) une renonce)\b"
)
_PUT_RIGHT = re.compile(r"\b(?:corrig\w*|rectifi\w*|repris sa carte|reprend sa carte|remplac\w* sa carte)\b")


def revoke_corrected(folded: str) -> bool:
    """A failure to follow told, then its correction: a revoke corrected before it is established (62A)."""
    missed = _DID_NOT_FOLLOW.search(folded)
    return bool(missed and _PUT_RIGHT.search(folded, missed.end()))


# A suit required or forbidden (50, 54-56), and then: the player cannot comply (59), or played against
# the requirement when able to comply (a revoke, 61A).
# (« l'action s'imposait »: was the obvious one, 16B's words, no suit imposed)
_REQUIRED = re.compile(r"\b(?:exig\w*|interdi\w*|(?<!\bs )impos\w*)\b")
_CANNOT = re.compile(
    r"\b(?:n a plus|a plus|n a pas de|a pas de|n avait plus|avait plus|plus que des|que des|ne peut pas"
    r"|peut pas|impossible|aucun|aucune|pas pu|ne pouvait pas|pouvait pas|n en a pas|n en avait pas"
    r"|(?:il|elle) en a pas|(?:il|elle) en avait pas|(?:il|elle) en a plus"  # the « ne » dropped, as typed
    r"|n ai plus|n ai pas de|j ai plus|j ai pas de|je n en ai pas|j en ai pas)\b"  # told by the player himself
)
# Told before the requirement (« il n'avait plus d'atout, il n'a pas pu jouer atout comme le déclarant
# l'exigeait »); and a forbidden suit when he holds only that suit (« il n'a que du carreau »): 59 either way.
_NONE_LEFT = re.compile(r"\b(?:n avait plus|n a plus|n a pas pu|ne pouvait pas|n avait pas pu)\b")
_FORBIDDEN = re.compile(r"\binterdi\w*")
_ONLY_THAT = re.compile(r"\b(?:n a|n avait|ne lui reste|ne lui restait) (?:plus )?que (?:du|de la|des|d)\b")
_DISOBEYED = re.compile(
    r"\b(?:quand meme|malgre|pas respecte\w*|sans respecter|ignore|alors qu (?:il|elle) (?:en )?avait)\b"
)

# The suit led or played, then the requirement it broke (« Ouest entame pique alors que le déclarant lui avait
# interdit pique »): a revoke (61A), whatever the lead's words.
_PLAYED_AGAINST = re.compile(
    r"\b(?:entam|attaqu|jou|rejou|fourni|defauss)\w* (?:\w+ ){0,3}?alors (?:que|qu) (?:\w+ ){0,5}?"
    r"(?:interdi|exig|(?<!\bs )impos)\w*"
)


def requirement(folded: str) -> str | None:
    """A suit required or forbidden, then played against the requirement when able to comply (`renonce`, 61A),
    or that the player cannot follow (`jeu_apres_irregularite`, 59)."""
    required = _REQUIRED.search(folded)
    if (required and _DISOBEYED.search(folded, required.end())) or _PLAYED_AGAINST.search(folded):
        return "renonce"
    if required and (
        _CANNOT.search(folded, required.end())
        or _NONE_LEFT.search(folded, 0, required.start())
        or (_FORBIDDEN.search(folded) and _ONLY_THAT.search(folded))
    ):
        return "jeu_apres_irregularite"
    return None


# A card played or named, then another wanted (« le déclarant a joué du mort une carte, puis a voulu changer »): a
# card changed, the dummy's (45C4b, 46) or his own (45, 47), never a lead from the wrong hand.
_CHANGED_AFTER = re.compile(
    r"\b(?:jou|mis|pos|nomm|appel|demand)\w* (?P<card>(?:\w+ ){0,6}?)(?:puis |et |mais )?(?:il |elle )?"
    r"(?:a voulu|voulait|veut|voudrait|aurait voulu) (?:la |le |en )?(?:changer|reprendre|remplacer)\b"
)
_A_CARD = re.compile(r"\b(?:carte|du mort|au mort|de sa main|as|roi|dame|valet|[2-9]|10)\b")
_OF_THE_DUMMY = re.compile(r"\b(?:du|au) mort\b")


def card_changed(folded: str) -> str | None:
    """A card played or named, then changed: the dummy's card (`carte_du_mort`) or a card played (`carte_jouee`)."""
    changed = _CHANGED_AFTER.search(folded)
    if not changed or not _A_CARD.search(changed["card"]):
        return None
    return "carte_du_mort" if _OF_THE_DUMMY.search(folded) else "carte_jouee"

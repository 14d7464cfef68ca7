"""The acts a description tells that happen away from the cards played (issue 37 §4), for the ranking: a
board not played or played too slowly, information that came from elsewhere (a spectator's remark, the
travelling score sheet read before the board is played, scores compared), cards put back in the wrong
pocket of the board. Each reads the folded words (rules.vocabulary.words, joined), as bot/finder/acts.py
does; `table_acts` gives the topics to put first, most certain first.
"""

from __future__ import annotations

import re

from bot.finder.conduct_acts import conduct_acts
from rules.regex_start import starting_with

# A board not played, or not played out (the score of a board: 12C2), and online the time run out (80B2).
_NOT_PLAYED = re.compile(
    # « la donne 9 n'a pas pu être jouée » reaches the ranking as « la n'a pas pu être jouée »: the board's
    # number is where, not what (rules.where.without_board), and takes its noun with it
    r"\b(?:(?:donne|etui)s?(?: [0-9]+)? (?:n a |n ont |a |ont )?|(?:la|l) n a )"
    r"(?:pas pu etre|pas ete|pas|non|ne peut pas etre|ne pouvait pas etre|jamais ete) joue(?:e|es|s)?\b"
    r"(?! (?:pareil|partout|de la meme|comme|identique))"  # « pas jouée pareil partout »: played, differently
    # s44 (tuning): the board never reached the table (« étui pas arrivé à temps, erreur de l'organisation »)
    r"|\b(?:donne|etui)s?(?: [0-9]+)? (?:n est |n etait |est |etait )?(?:pas|jamais) (?:arrive|parvenu)e?s?\b"
)
_TEAMS = re.compile(r"\b(?:equipes?|match|remplac\w*)\b")  # a board replaced at teams (86)
_IN_TEAMS = re.compile(r"\b(?:en|par|match par) (?:equipes?|4)\b|\bautre table\b|\bdonne de remplacement\b")
_SLOW = re.compile(
    r"\b(?:lent|lente|lents|lentes|lentement|lenteur|trop de temps|temps (?:ecoule|expire)|pendule"
    r"|traine\w*|pas fini\w* a temps)\b"
    r"|\b(?:(?:donne|etui)(?: [0-9]+)?(?: \w+){0,3}?|(?:la|l) n est) pas (?:fini|finie|terminee?)\b"
)
CUT_OFF = re.compile(r"\b(?:connexion|deconn\w*|deco|coupure|panne|plante|bug\w*|quitte\w*)\b")
_A_CALL_THOUGHT = re.compile(r"\b(?:a|pour|avant de) (?:passer|contrer|encherir|annoncer|dire)\b")


def board_and_time(folded: str, online: bool) -> list[str]:
    """A board not played: at the club its score (12C2); online, the time run out is the online rule
    (80B2: the platform's clock), as is play too slow there (not a think before a call, 85A1; not a
    disconnection)."""
    if online:
        slow = _SLOW.search(folded) or _NOT_PLAYED.search(folded)
        # (the clock said run out is acts.py's `_TIME_RAN_OUT`, read before the think it names)
        if slow and not CUT_OFF.search(folded) and not _A_CALL_THOUGHT.search(folded):
            return ["en_ligne_retard"]
        return []
    if _NOT_PLAYED.search(folded) and _TEAMS.search(folded) and _IN_TEAMS.search(folded):
        # s45b: at teams, a board one table could not play: a replacement or a score (86A, 86B)
        return ["donne_faussee"]
    if _NOT_PLAYED.search(folded) and not _TEAMS.search(folded):
        # play too slow by a pair already warned: the procedural penalty is the question first (90B2, 90A),
        # the board's score next (12C2)
        if _SLOW.search(folded) and _WARNED.search(folded):
            return ["suites_decision", "marque_ajustee"]
        return ["marque_ajustee"]
    return []


# A spectator (or someone at another table) who speaks at the table (16D1: remarks overheard; 76): the
# information came from elsewhere, whatever his words name (« belle impasse »). An appeal by a spectator
# is the follow-up's (92A).
_SPECTATOR = re.compile(
    r"\b(?:spectat\w*|kibitz\w*|un joueur (?:d une autre table|de la table voisine)|quelqu un de la table voisine)"
    r"(?: \w+){0,4}? (?:dit|dis|disait|parle|parlait|crie|criait|commente\w*|lance|souffle|murmure|remarque"
    r"|fait (?:une )?(?:remarque|reflexion)|envoye|ecrit)\b"
)
_APPEAL = re.compile(r"\bappel\w*")
# The travelling score sheet (or the results of the board) read before the board is played: a result
# known in advance (16D1). After the board, reading the sheet is what everyone does.
_SHEET_READ = re.compile(
    r"\b(?:regard\w*|lu|lit|lisait|vu|voit|consult\w*|jete? un (?:oeil|coup d oeil))"
    r"(?: \w+){0,2}? (?:feuille|fiche|feuilles|fiches) (?:ambulante|de marque)s?\b"
    r"|\b(?:regard\w*|lu|lit|vu|voit|consult\w*|connaiss\w*|connu|savait|appris|apprend\w*) (?:\w+ ){0,2}?"
    r"(?:resultats?|marques?|scores?|contrats?)(?: \w+){0,2}? (?:de la donne|de cette donne|de l etui|des autres tables"
    r"|aux autres tables|a l autre table|a une autre table)\b"
)
# Where a result of a board is seen away from one's own table (tester19 Q19: « sur la page des scores », « sur le
# site », « ailleurs »): before the board is played there, as the sheet read before it.
_ELSEWHERE = re.compile(
    r"\b(?:ailleurs|(?:sur|dans|par) (?:le |la |l |les |un |une )?(?:site|page|internet|classement|historique"
    r"|ecran|telephone|portable|bridgemate|appli\w*|resultats|scores)|aux autres tables|a l autre table)\b"
)
_AFTER_PLAYING = re.compile(
    r"\bapres (?:avoir joue|l avoir jouee?|la fin|le coup|la donne|la partie|le tournoi)\b"
)
_BEFORE_PLAYING = re.compile(
    r"\bavant (?:de (?:la )?jouer|d avoir joue|qu (?:il|elle|ils) (?:ne )?(?:la )?joue|le jeu|la donne|l etui|de commencer)\b"
    r"|\b(?:pas encore|pas) (?:\w+ )?joue\b"
)
# Scores compared (90B4: an offence subject to a procedural penalty), and the information it may give
# another table that has still to play the board (16D1): both are offered, the one the words say first.
_COMPARED = re.compile(starting_with("c", r"\bcompar\w* (?:\w+ ){0,3}?(?:marques|scores|resultats|notes)\b"))
_ANOTHER_TABLE = re.compile(
    r"\b(?:table (?:voisine|d a cote|suivante)|autres? tables?|entendu\w*|pas encore joue\w*|ont ensuite joue)\b"
)
# A remark about one board made while another is played (tester20 P9: « une remarque sur la donne 9 pendant qu'ils
# jouaient la 10 », the numbers taken out by rules.where.without_board): a remark overheard by those who have yet
# to play that board (16D1).
_REMARK = re.compile(r"\b(?:remarque|remarques|commentaire\w*|commente\w*|parle|parlait|discut\w*)\b")
_HEARD_BY_OTHERS = re.compile(r"\bpendant qu (?:ils|elles|on) (?:jouai\w*|jouent|joue) la\b")
_HEARERS = re.compile(
    r"\b(?:nord|sud|est|ouest|on a|j ai|il a|elle a|nous avons|ils ont) (?:\w+ )?entendu\b"
    # s42 (tuning): in the present (« Nord entend un joueur de la table d'à côté »)
    r"|\b(?:nord|sud|est|ouest) (?:\w+ )?entend(?:ent)?\b"
    r"|\b(?:cette donne|qu on va jouer|qu on allait jouer|avant (?:de commencer )?les encheres)\b"
)
_NEXT_TABLE = re.compile(r"\b(?:table (?:voisine|d a cote|suivante)|autres? tables?)\b")
_WARNED = re.compile(r"\b(?:averti\w*|avertissement\w*|deja (?:\w+ )?sanctionn\w*)\b")
# Cards put back in the wrong pocket of the board (90B6); once another table has played it so, the board
# is fouled (87A): both are offered, the one the words say first.
_WRONG_POCKET = re.compile(
    r"\b(?:remis|remet\w*|rang\w*|mis|met|mettre|replac\w*|gliss\w*)(?: \w+){0,6}? "
    r"(?:(?:la|les|une) (?:mauvaise|mauvaises|autre) (?:poche|case)s?|(?:la|une) poche (?:de|d|du) (?:nord|sud|est|ouest|son|sa))\b"
    r"|\bdans la poche (?:de |d |du )?(?:nord|sud|est|ouest) (?:au lieu (?:de|d|du)|hors tour\w*)"  # « le 3♠ était dans la poche Est au lieu de Nord » (« hors tour… » once `out_of_turn` has read it)
)
_PLAYED_SO = re.compile(
    r"\b(?:table (?:suivante|d apres)|tables suivantes|autres tables|a eu le jeu|ont eu le jeu|a ete joue\w*"
    r"|ont joue (?:la donne|l etui)|a joue (?:la donne|l etui)|(?:pas|plus) la meme|pareil partout)\b"
)


# A board played that was not this round's, or one played instead of another (15B, 90B7): « l'étui 12 qui n'est
# pas de ce tour », « on a joué la 14 alors qu'on devait jouer la 16 » (the numbers kept by rules.where.without_board
# when they are what happened).
_WRONG_BOARD = re.compile(
    starting_with(
        "2bdejlr",
        r"\b(?:donne|etui|board|la|l) [0-9]{1,2} (?:qui )?(?:n est|n etait|n etaient) pas (?:de|du|pour|prevue? (?:a|pour)) "
        r"(?:ce|cette|le|la) (?:tour|position|ronde)\b"
        r"|\bjou\w* (?:la|l etui|l|le board) [0-9]{1,2} (?:\w+ ){0,4}?(?:devai\w* (?:jouer|jouee?) |au lieu de |a la place de )"
        r"(?:la |l etui |l |le board )?[0-9]{1,2}\b"
        # finder64 (s28): played at a table by mistake, or instead of another (« étui 22 joué par erreur à la table 8 »,
        # « donne 17 jouée à la 2e table par erreur », « étui 5 joué à la table 2 au lieu du 15 »; the table's number is
        # taken out as where, rules.where.without_board)
        r"|\b(?:donne|etui|board) [0-9]{1,3} (?:a ete )?jouee?s? (?:a la (?:[0-9]{1,2} ?e? table )?)?(?:par erreur|au lieu d)"
        # played twice (15B1: a board one of the players has already played)
        r"|\b(?:donne|etui|board) [0-9]{1,3} (?:\w+ ){0,3}?(?:deux|2) fois\b|\b(?:deux|2) fois (?:la |l )?(?:donne|etui|board) [0-9]{1,3}\b"
        # s45b: a board played again (« on a rejoué l'étui 20, qu'on avait déjà joué contre la même équipe », 15B)
        r"|\brejou\w* (?:\w+ ){0,4}?(?:qu on avait|que nous avions|qu ils avaient|qu elle avait|qu il avait|deja) deja jou\w*"
        r"|\brejou\w* (?:\w+ ){0,4}?(?:qu on avait|que nous avions|qu ils avaient) jou\w* (?:\w+ ){0,2}?(?:contre|avec)\b",
    )
)


# Hands that do not hold the same number of cards (13, 14): « il restait 4 cartes à chacun sauf à Sud qui en a 3 ».
_COUNT = r"([0-9]{1,2})"  # numbers in words are digits here (`index.out_of_turn`)
_EACH_HOLDS = re.compile(rf"\b{_COUNT} cartes\b")
_BUT_ONE_HOLDS = re.compile(
    r"\b(?:sauf|mais|alors que|alors qu|et) (?:a |chez )?(?:nord|sud|est|ouest|lui|elle|le mort|le declarant"
    r"|son partenaire|sa partenaire|l autre)(?: qui)? (?:n )?(?:en a|en avait|en a encore|en avait encore) "
    rf"(?:que |plus que |seulement )?{_COUNT}\b"
    # s42 (tuning): « cinq cartes alors que les trois autres en ont quatre »
    rf"|\balors que les (?:3 )?autres(?: joueurs)? (?:en ont|en avaient) (?:tous )?(?:encore )?{_COUNT}\b"
)


# The missing card found (« on retrouve le 5♦ par terre, sous sa chaise »): restored, and the play may hold a revoke (14B):
# the words' own topics say which.
_CARD_FOUND = re.compile(r"\bretrouv\w*|\bpar terre\b|\bsous (?:sa|la) (?:chaise|table)\b")


# s42 (tuning): two seats' counts side by side (« Sud en compte 14 et Ouest 12 »)
_SEATS_COUNT = re.compile(
    rf"\b(?:nord|sud|est|ouest) en (?:compte|a|avait) {_COUNT}(?: cartes)? (?:et |mais )?(?:nord|sud|est|ouest) "
    rf"(?:en (?:a|avait|compte) )?(?:que |seulement )?{_COUNT}\b"
    # s44 (tuning): « on découvre qu'Ouest a 14 cartes et Nord 12 »
    rf"|\b(?:nord|sud|est|ouest) (?:a|avait) {_COUNT} cartes (?:et |mais )?(?:nord|sud|est|ouest) "
    rf"(?:en (?:a|avait) )?(?:que |seulement )?{_COUNT}\b"
)


# s45b: one hand counted short or long (« en sortant ses cartes, Est n'en trouve que 12 »), or the count left at a trick
# (« il reste six cartes à Sud et cinq à chacun des trois autres »)
_ONE_HAND_COUNTED = re.compile(
    r"\b(?:n en (?:trouve|compte|a)|ne (?:trouve|compte)|n a) (?:que|plus que|seulement) (1[0-2]|1[4-5])\b"
    r"(?!(?: cartes)? (?:levees?|points?|secondes?|minutes?|jouees?|devant))"  # (« 12 cartes jouées »: a trick short, 67)
)
_LEFT_AT_A_TRICK = re.compile(
    rf"\breste (?:encore )?{_COUNT} cartes a (?:nord|sud|est|ouest) (?:et|mais) {_COUNT} a (?:chacun des|tous les) (?:3 )?autres\b"
)


# s45: a card named one too many in a hand (« un 8♠ de trop, avec un dos bleu, dans la main de Sud »): 13 (never a
# trick's card, 67: « le 5♦ de trop dans la levée »; « une carte de trop » found after a trick is its defect, 67)
_CARD_TOO_MANY = re.compile(
    r"\b(?:as|roi|dame|valet|[2-9]|10)(?: de)? (?:pique|coeur|carreau|trefle) de trop\b(?! (?:\w+ ){0,2}?(?:levee|pli))"
)


def counts_differ(folded: str) -> bool:
    """A count of cards said for the hands, then another for one of them: a hand with too many or too few (13, 14)."""
    if _CARD_TOO_MANY.search(folded) and "main" in folded:
        return True
    left = _LEFT_AT_A_TRICK.search(folded)
    if (left and left[1] != left[2]) or ("cartes" in folded and _ONE_HAND_COUNTED.search(folded)):
        return not _CARD_FOUND.search(folded)
    each = _EACH_HOLDS.search(folded)
    one = each and _BUT_ONE_HOLDS.search(folded, each.end())
    seats = _SEATS_COUNT.search(folded)
    held = one and (one[1] or one[2])  # one count group per way of saying it
    counted = seats and [count for count in seats.groups() if count]
    differ = bool(each and held and each[1] != held) or bool(counted and counted[0] != counted[1])
    return differ and not _CARD_FOUND.search(folded)


# s41: a card of an opponent's hand seen by chance, or a hand held so badly that it shows (« Est a vu par hasard l'as de
# pique de Sud, qui tenait ses cartes tout penchées »): information from another source (16D), unless the cards
# were counted or missing (13, 14), fell or were faced (24, 49), the seer is the declarer in the play, or the one who
# could see it the holder's partner (a defender's card his partner could see is a penalty card, 49).
_HAND_SEEN = re.compile(
    r"\b(?:a|ai|avait|avais) (?:vu|apercu|entrevu) (?:\w+ ){0,2}?(?:l as|la dame|le roi|le valet|une carte|la carte|la main|le jeu"
    r"|les cartes|deux cartes|[2-9] cartes) (?:\w+ ){0,3}?(?:de|d) (?:nord|sud|est|ouest|son adversaire|son voisin)\b"
    r"|\btenai\w* (?:\w+ )?(?:ses|son|sa) (?:cartes|jeu|main) (?:\w+ ){0,2}?(?:mal|bas|penche\w*|a l envers|de travers"
    r"|incline\w*)\b"
)
_NOT_A_HAND_SEEN = re.compile(
    r"\b(?:compt\w*|recompt\w*|1[2-4] cartes|tomb\w*|renvers\w*|face visible|faces visibles|declarant|decla|mort"
    r"|levee|entam\w*|manquante?|partenaire|defense|def)\b"
)


_OTHER_SCREEN = re.compile(r"\b(?:sur|dans) (?:un|une|son|l) (?:autre|2|seconde?) (?:ecran|fenetre|onglet)\b")


def table_acts(folded: str, online: bool) -> list[str]:
    """The topics of the acts away from the cards played these folded words tell."""
    found = board_and_time(folded, online)
    if _WRONG_BOARD.search(folded):
        found.append("mauvais_etui")
    if counts_differ(folded):
        found.append("nombre_de_cartes")
    if (_SPECTATOR.search(folded) and not _APPEAL.search(folded)) or (
        _SHEET_READ.search(folded)
        and (_BEFORE_PLAYING.search(folded) or _ELSEWHERE.search(folded))
        and not _AFTER_PLAYING.search(folded)
    ):
        found.append("information_etrangere")
    elif (_REMARK.search(folded) and _HEARD_BY_OTHERS.search(folded)) or _OTHER_SCREEN.search(folded):
        found.append("information_etrangere")  # (the board followed on another screen: 16D, tester21 P18)
    elif _HAND_SEEN.search(folded) and not _NOT_A_HAND_SEEN.search(folded):
        found.append("information_etrangere")
    elif _REMARK.search(folded) and _NEXT_TABLE.search(folded) and not _APPEAL.search(folded):
        # a board discussed so that another table hears it: the talkers' procedural penalty (90B3), and what the
        # other table heard (16D1), offered second — first when the words are the hearers' (« Nord a entendu … »,
        # « la donne qu'on va jouer »): what they may do with it is their question
        both = ["suites_decision", "information_etrangere"]
        found.extend(reversed(both) if _HEARERS.search(folded) else both)
    if _COMPARED.search(folded):
        both = ["information_etrangere", "suites_decision"]
        # a pair already warned: the penalty is the question (90B4, 90B), whoever heard
        found.extend(both if _ANOTHER_TABLE.search(folded) and not _WARNED.search(folded) else reversed(both))
    if _WRONG_POCKET.search(folded):
        both = ["donne_faussee", "suites_decision"]
        found.extend(both if _PLAYED_SO.search(folded) else reversed(both))
    found.extend(conduct_acts(folded))
    return found

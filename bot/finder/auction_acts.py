"""The acts a description tells of the auction (issue 37 §4), for the ranking: a call after the final pass
(39), one by a player bound to pass (37) or above seven, a call before its turn (28-32), a call changed
(25), an explanation told or put right, an alert not made (20F, 21, 40B, 75). Each reads the folded words
(rules.vocabulary.words, joined), as bot/finder/acts.py does, which calls `auction_acts` in its order.
"""

from __future__ import annotations

import re

from bot.finder.calls import bids, taken_back
from rules.regex_start import starting_with

# The auction over (a bid passed three times, « les enchères étaient finies »), then a call; or a call
# « après le dernier passe »: a call after the final pass (39). Not a call changed (« au lieu de »,
# « il voulait », 25), nor an explanation (20F, 21).
_STRAIN = r"(?:trefle|carreau|coeur|pique|sansatout)"
_A_BID = re.compile(rf"\b[1-7] {_STRAIN}\b")
_AUCTION_OVER = re.compile(
    rf"\b[1-7] {_STRAIN}\b(?: \w+){{0,3}}? (?:passe passe passe|passe 3 fois|3 passes)\b"
    r"|\b(?:dernier passe|derniere passe|passe final|fin des encheres|encheres? (?:etai(?:en)?t |sont |est )?(?:terminee?s?|finie?s?|closes?))\b"
)
_AFTER_THE_LAST_PASS = re.compile(
    r"\bapres (?:le |la |les )?(?:dernier passe|derniere passe|passe final|3 passes|la fin des encheres|fin des encheres)\b"
)
_A_CALL = re.compile(
    # (s38: « crut bon d'ajouter quatre cœurs », the strain plural as said)
    rf"\b(?:dit|dis|annonce|reparle|encheri\w*|ajout\w*|sort\w*) (?:\w+ )?[1-7] {_STRAIN}s?\b|\b(?:a|puis|il|elle|nord|sud|est|ouest) (?:contre|surcontre)\b|\b(?:redit|reparle|dit|annonce) passe\b"
    # a bidding card put down (« a encore mis un carton passe », « sort le carton contre »), a pass said again
    r"|\b(?:mis|met|pose|sorti|sort)\w* (?:un |le |son )?(?:carton )?(?:passe|contre|surcontre)\b"
    r"|\bpasse (?:encore|de nouveau|a nouveau)\b|(?<!pas )\b(?:encore|de nouveau|a nouveau) passe\b"  # (not « pas encore »)
    # s37: a double said (« a dit "contre" », « annonce un contre »)
    r"|\b(?:dit|annonce|reparle) (?:un )?(?:contre|surcontre)\b"
)
_NOT_A_NEW_CALL = re.compile(r"\b(?:au lieu de|au lieu d|voulait|veut|lapsus|expli\w*|chang\w*)\b")

# A call made by a player the law obliged to pass (37): « Ouest devait passer et il a dit 2♦ ».
_BOUND_TO_PASS = re.compile(r"\b(?:devait|doit|oblige de|obligee de|contraint de|tenu de) passer\b")

# A call before its turn: « Nord passe avant Ouest », « Sud a dit 2♥ avant qu'Est ait parlé » (28-32).
_CALL_BEFORE = re.compile(
    rf"\b(?:passe|contre|surcontre|ouvert|ouvre|dit [1-7] {_STRAIN}|[1-7] {_STRAIN}) (?:\w+ ){{0,2}}?"
    r"avant (?:nord|sud|est|ouest|son tour|(?:que|qu) (?:\w+ ){1,2}(?:ait|n ait) (?:parle|dit|passe|annonce|encheri))\b"
    # s46b: the rightful caller named with his role (« avant que son partenaire Nord, le donneur, ait parlé »)
    r"|\b(?:passe|contre|surcontre|ouvert|ouvre|dit [1-7] \w+|[1-7] \w+) avant (?:que|qu) (?:son|sa) partenaire"
    r" (?:\w+ ){1,3}?(?:ait|n ait) (?:pu )?(?:parl\w*|dit|pass\w*|annonc\w*|encheri\w*)\b"
    # … or his turn said first, then the call (« avant que Sud ait pu parler, Nord lance « contre » »)
    r"|\bavant (?:que|qu) (?:\w+ ){1,3}?(?:ait|n ait) (?:pu )?(?:parl\w*|dit|pass\w*|annonc\w*|encheri\w*) (?:\w+ ){0,2}?"
    r"(?:nord|sud|est|ouest) (?:a |avait )?(?:lance|dit|ouvre|ouvert|passe|contre|surcontre|annonce)\w*\b"
)

# s43: a call said out of turn in so many words (« le 1SA de Nord avait été dit hors tour », « Nord avait ouvert 1SA
# hors tour »), found only once the play began (« on s'aperçoit seulement après l'entame que … »): the moment it was
# found is context, the call is the incident (28-32; 29A: the rights it left). Not a card (« entamé le 2♦ hors tour »),
# nor when the words tell another irregularity too: theirs are ordered by `_named_at`.
_CALL_OUT_OF_TURN = re.compile(
    rf"(?<!entame )(?<!attaque )(?<!entame le )(?<!attaque le )\b(?:[1-7] {_STRAIN}|passe|contre|surcontre|ouvert|ouvre)\b"
    r" (?:(?!entam|attaqu|jou|pos|carte|mis|sort|fourni|levee)\w+ ){0,5}?hors tour\b"
)
_FOUND_LATER = re.compile(
    r"\b(?:apercu\w*|apercoi\w*|rend compte|rendu compte|decouv\w*|constat\w*|vu|voit) (?:\w+ ){0,4}?"
    r"(?:apres l entame|a la fin du coup|en fin de coup|pendant le jeu)\b"
    r"|\b(?:apres l entame|a la fin du coup|en fin de coup) (?:\w+ ){0,3}?(?:que|qu)\b"
)
_ANOTHER_IRREGULARITY = re.compile(
    r"\b(?:insuffis\w*|interdit\w*|inadmissible|propre partenaire|annul\w*|renon\w*|fourni\w*|cartes? de trop|1[24] cartes"
    r"|etui|reflechi\w*|hesit\w*|corrig\w*|profit\w*|expliqu\w*|alert\w*)\b"
)

# Two calls at the same moment (33): the moment's words, then a second call or the two bidding cards.
_CALLS_AT_ONCE = re.compile(
    rf"\b(?:au meme moment|en meme temps|simultanement)\b(?: \w+){{0,4}}? (?:pose|dit|annonce|sorti|lance)\w* (?:[1-7] {_STRAIN}|passe|contre)\b"
    r"|\b(?:les )?(?:2|deux) cartons (?:sont )?sortis (?:ensemble|en meme temps|au meme moment)\b"
)

# « avant que son partenaire ait parlé »: said of a call changed, the time limit of Law 25A1, not a turn.
_PARTNER_SPOKE = re.compile(r"\bavant (?:que|qu) (?:son|sa) partenaire\b")

# A call changed (25): he wants to change it. Not after a misexplanation (21B1), nor online (undo).
_CHANGE_WANTED = re.compile(
    r"\b(?:veut|voulait|voudrait|demande a|souhaite) (?:changer|modifier|corriger|reprendre) "
    rf"(?:son|sa) (?:passe|contre|surcontre|enchere|annonce|declaration|[1-7] {_STRAIN})\b"
)

_CHANGE_OF_MIND = re.compile(
    starting_with(
        "acpsv",
        rf"\b(?:a voulu|voulait|veut|voudrait) (?:dire|mettre|sortir|annoncer) (?:\w+ )?[1-7] {_STRAIN} (?:a la place|plutot)\b"
        r"|\b(?:change d avis|apres reflexion|s est ravise|(?:prefere|prefererait|aimerait mieux) (?:dire|mettre|annoncer))\b"
        # « a changé son 2♥ en 2♠ » (tester23 P12)
        rf"|\bchange (?:son|sa) (?:[1-7] {_STRAIN}|passe|contre|surcontre) (?:en|pour) (?:[1-7] {_STRAIN}|passe|contre)\b"
        # « a mis 4♥ … et a voulu remettre 3♥ »: back to another bid
        rf"|\b(?:a voulu|voulait|veut|voudrait) (?:remettre|revenir a|repasser a|changer pour|changer en) (?:\w+ )?[1-7] {_STRAIN}\b"
        # « il a dit 2♥ puis s'est repris pour dire 2♠ »: a bid right after (« pour jouer le 2♠ » is a card)
        rf"|\bs est (?:repris|reprise|rattrape|rattrapee)(?: (?:aussitot|tout de suite|immediatement|de suite))?(?: (?:pour|et|en))?"
        rf"(?: (?:dire|mettre|annoncer|a dit))? [1-7] {_STRAIN}\b",
    )
)

# What a call means, as a player told it (« je lui ai dit que 3♣ c'était Stayman », « Nord dit que
# c'était naturel »), and an explanation put right: the misexplanation's own acts (20F, 21B1, 75).
_TOLD_MEANING = re.compile(
    # s45: the call named before its meaning (« j'ai dit que le 2♣ de mon partenaire était naturel »)
    r"\b(?:dit|dire|explique\w*|repondu)(?: \w+){0,4}? (?:que|qu) (?:\w+ ){0,7}?"
    r"(?:c etait|etait|c est|signifi\w*|voulait dire|veut dire) (?:un |une |du |le |la )?"
    r"(?:stayman|texas|naturel|forcing|fort|faible|transfert|multi|conventionnel|artificiel|fit|bicolore"
    r"|unicolore|splinter|controle)\b"
)
# A player explains (« Nord explique transfert cœur », « S explique faible »), not the director (« que je lui
# explique ses choix »); a card played « parce que » of an explanation is the card's own incident (47E).
_EXPLAINS = re.compile(
    r"\b(?:nord|sud|est|ouest|[nseo]|partenaire|il|elle) (?:lui |leur |m |nous )?(?:a |avait )?"
    r"(?:explique|expliquait|expliquent)\b"
    # s41: an opponent named otherwise (« son adversaire a expliqué », « le gars en face m'a expliqué »), or the call
    # explained named (« en expliquant le 2SA d'Est », « a expliqué le 2♥ « forcing » »)
    r"|\b(?:adversaire|gars|type|en face) (?:lui |leur |m |nous )?(?:a |avait )?(?:explique|expliquait)\b"
    rf"|\b(?:explique|expliquant) (?:le|la|son|sa|l) (?:[1-7] {_STRAIN}|enchere|contre|surcontre|ouverture)\b"
)
_ALERTED = re.compile(r"\balert\w*")
_BECAUSE = re.compile(r"\b(?:parce qu|parce que|a cause d|a cause de|sur la foi)\b")
_NOT_ALERTED = re.compile(r"\b(?:ne l alerte pas|pas alerte\w*|non alerte\w*|oublie d alerter|sans alerte)\b")
# An alert made but not seen by the opponent it was for (tester22 P6: « il n'avait pas vu l'alerte de 2♥ »): the
# claim of a missing explanation is the misinformation's (20F, 21B1), not partner's information.
_ALERT_UNSEEN = re.compile(
    r"\b(?:pas (?:vu|remarque|entendu) l alerte|alerte (?:\w+ )?pas (?:vue|remarquee|entendue))\b"
)
_QUESTION_OUT_OF_TURN = re.compile(
    r"\b(?:demand\w*|questionn\w*) (?:\w+ ){0,3}?(?:ce que (?:veut|voulait) dire|la signification|le sens) (?:\w+ ){0,6}?"
    r"(?:avant son tour|hors tour|pas (?:a )?son tour|alors que ce n etait pas a (?:lui|elle))\b"
)
_CORRECTED = re.compile(r"\b(?:expli\w*|correction|rectifi\w*|corrig\w*)\b")
# An explanation said to be wrong or put right (20F, 21; tester14 W14): « Nord corrige l'explication de son
# partenaire », « son partenaire s'était trompé dans l'explication », « l'explication était fausse ».
_EXPLANATION_WRONG = re.compile(
    r"\b(?:corrig|rectifi)\w* (?:\S+ ){0,4}?(?:l |son |sa |leur |cette )explication\b"
    r"|\b(?:trompe|erreur)\w* (?:dans|sur|de) (?:l |son |sa |leur |cette )explication\b"
    r"|\bexplication (?:\S+ ){0,5}?(?:etait |est |a ete )(?:fausse|erronee|incorrecte|mauvaise)\b"
    # s45: the hand does not match it (« l'explication du 2♦ donnée par Est ne correspond pas à sa main »; 21B1b, 75)
    r"|\bexplication (?:\S+ ){0,14}?ne (?:correspond|correspondait|colle|collait) (?:pas|plus)\b"
)

# s41: one call put down instead of another (« il a passé au lieu de dire 4♠ », « posé 3♥ au lieu de 3♠ »): a call he did not
# mean (25A), whenever it is found; not a supposition (« s'il avait dit 2♣ au lieu de 1♣ »), nor a bid replaced once
# refused (27B: the insufficient bid's)
_PUT_INSTEAD = re.compile(
    rf"\b(?:passe|dit|annonce|sorti|pose|mis) (?:\w+ ){{0,3}}?au lieu (?:de dire |d annoncer |de mettre |de sortir |du |de |d )?"
    rf"(?:[1-7] {_STRAIN}|passe|contre|surcontre)\b"
)
_REPLACED = re.compile(r"\b(?:remplac\w*|refus\w*)\b")
_SUPPOSED = re.compile(r"\bs(?:i|i il|i elle| il| elle) (?:\w+ )?(?:avait|avais|etait) (?:\w+ )?$")


def _put_instead(folded: str) -> bool:
    put = _PUT_INSTEAD.search(folded)
    return bool(put) and not _SUPPOSED.search(folded, 0, put.start()) and not _REPLACED.search(folded)


# …an explanation corrected (21B1), an insufficient bid replaced (27): not Law 25's change.
# (« n'accepte pas le 1♣ »: the first call's acceptance is asked, an insufficient bid's or a call out of turn's: 27, 29)
_SLIP = re.compile(
    starting_with("lu", r"(?<!pas )(?<!pas d )(?<!pas un )\b(?:lapsus|un mot pour un autre)\b")
)
_A_CARD = re.compile(
    r"\b(?:carte|cartes|nomm\w*|(?:as|roi|dame|valet|[2-9]|10) (?:de |d )(?:pique|coeur|carreau|trefle)"
    r"|(?:le|la|l) (?:as|roi|dame|valet|10))\b"  # (« il nomme le Valet, puis la Dame », « le 10… non le Valet »)
)
_NOT_ONE_CHANGE = re.compile(r"\b(?:expli\w*|alert\w*|naturel|se reprend|corrig\w*|insuffis\w*|accept\w*)\b")

_PLAY_WORDS = re.compile(r"\b(?:levee\w*|jeu|joue|entame|declarant|mort|defense|fourni\w*|attaqu\w*)\b")
# The auction's words: a card, a claim or a lead told with them is the auction's (24, 16), not the play's.
# (s38: « il voulait sortir le carton 1♠ et a sorti 1SA »: a bidding card is the auction's)
_AUCTION_WORDS = re.compile(r"\b(?:encheres?|ouvert|ouvre|annonce|alert\w*|cartons?)\b")


# A redouble with no double to redouble (19B, 35A): an inadmissible call (36).
_INADMISSIBLE_DOUBLE = re.compile(
    r"\bsurcontr\w* (?:\w+ ){0,3}?(?:alors que|alors qu|sans que|sans qu|mais) (?:personne|aucun \w+|nul) (?:n )?(?:avait |a )?contre\b"
    r"|\bsurcontr\w* (?:\w+ ){0,2}?sans (?:aucun )?contre\b"
    # a double with only a pass to double (19A1, 36; tester23 P1): « a contré alors que l'adversaire avait passé »
    r"|\bcontr\w* (?:\w+ ){0,2}?alors qu(?:e)? (?:l |son |leur )?(?:adversaire|nord|sud|est|ouest) (?:n )?(?:avait|a) "
    r"(?:seulement |juste )?passe\b|\bcontr\w* (?:\w+ ){0,2}?sur (?:le|un) passe\b"
)
# Partner's bid doubled (19A1, 36): « a contré l'enchère de son partenaire », « contre sur son propre 2♥ » (not « le contre
# de son partenaire », partner's own double, nor « a contré, son partenaire a passé »). Out of turn as well, the words
# name the turn first (the tuning sets' writers file it as a call out of turn; 32 sends it to 36B4, left as it was).
_OUT_OF_TURN = re.compile(r"\b(?:hors tour|pas son tour|pas a son tour|pas a lui|pas a elle)\b")
_PARTNER_DOUBLED = re.compile(
    r"\b(?:a|avait|il|elle|qui|de|pour) contr(?:e|er|ait) (?:(?:l |la |le )?(?:enchere|ouverture|annonce|intervention"
    r"|[1-7] \w+) )?(?:(?:de|d|sur) (?:son|sa) (?:propre )?|(?:son|sa) propre )partenaire\b"
    r"|\bcontre (?:\w+ ){0,4}?sur (?:l enchere |l ouverture |le [1-7] \w+ )?(?:de )?(?:son|sa) (?:propre )?partenaire\b"
    r"|\bcontre (?:\w+ ){0,3}?sur son propre\b"
)


def auction_acts(folded: str, online: bool = False) -> list[str]:
    """The topics of the auction's acts these folded words tell, in `acts`' order (`online`: no call is
    changed online, the platform's undo is its own, and an explanation is the event's own rules)."""
    found: list[str] = []
    over = _AUCTION_OVER.search(folded)
    if (
        (over and _A_CALL.search(folded, over.end()))
        or (_AFTER_THE_LAST_PASS.search(folded) and _A_CALL.search(folded))
    ) and not _NOT_A_NEW_CALL.search(folded):
        found.append("declaration_inadmissible")
    if any(level > 7 for level, _ in bids(folded)) and not _PLAY_WORDS.search(folded):
        found.append("declaration_inadmissible")  # a bid above seven (« 8♣ »): inadmissible whatever else
    if _INADMISSIBLE_DOUBLE.search(folded) or (
        _PARTNER_DOUBLED.search(folded) and not _OUT_OF_TURN.search(folded)
    ):
        found.append("declaration_inadmissible")  # 36, out of turn too (36B): before the turn's own topic
    bound = _BOUND_TO_PASS.search(folded)
    if bound and _A_CALL.search(folded, bound.end()):
        found.append("declaration_inadmissible")
    changed = (
        _CHANGE_WANTED.search(folded)
        or (_CHANGE_OF_MIND.search(folded) and _A_BID.search(folded))
        # « c'était un lapsus, dit-il »: a slip with nothing of the play said is a call's (25A; the dummy's card, 45C4b,
        # says « du mort » or the play)
        or (_SLIP.search(folded) and not _PLAY_WORDS.search(folded) and not _A_CARD.search(folded))
    )
    before = _CALL_BEFORE.search(folded)
    if before and (changed or taken_back(folded)) and _PARTNER_SPOKE.search(before[0]):
        before = (
            None  # « s'est repris : 1♠, avant que son partenaire ait parlé » dates a change (25A1), no turn
        )
    if _CALLS_AT_ONCE.search(folded) and not _PLAY_WORDS.search(folded):
        # s46b: two calls at the same moment (« Nord a dit 1♥ et au même moment Est a posé 1♠, les deux cartons sont
        # sortis ensemble »): the one not in turn is deemed made after (33), a call out of turn's topic
        before = before or _CALLS_AT_ONCE.search(folded)
    question = _QUESTION_OUT_OF_TURN.search(folded)
    if question:
        # a question about a call asked before one's turn is no call (20F1): what partner learns from it is the
        # question (16B1a, 20G1; tester23 P3)
        found.append("information_non_autorisee")
        before = None
    if (before and not _PLAY_WORDS.search(folded)) or (
        _CALL_OUT_OF_TURN.search(folded)
        and _FOUND_LATER.search(folded)
        and not _ANOTHER_IRREGULARITY.search(folded)
    ):
        found.append("declaration_hors_tour")
    if (
        (changed or _put_instead(folded) or taken_back(folded))
        and not online
        and not _NOT_ONE_CHANGE.search(folded)
    ):
        found.append("changement_declaration")
    elif _CHANGE_WANTED.search(folded) and _CORRECTED.search(folded):
        found.append("explication_erronee")  # a call changed after the explanation was put right (21B1)
    elif online and (changed or _CHANGE_OF_MIND.search(folded)) and not _NOT_ONE_CHANGE.search(folded):
        # online, a change of mind (a call or a card) is the platform's undo refused: the misclick's topic
        # (« ce n'était pas un mauvais clic : il a réfléchi … il change d'avis »)
        found.append("en_ligne_clic")
    explains = _EXPLAINS.search(folded) and not _BECAUSE.search(folded)
    told_wrong = _EXPLANATION_WRONG.search(folded)
    not_alerted = _NOT_ALERTED.search(folded) or _ALERT_UNSEEN.search(folded)
    told = _TOLD_MEANING.search(folded)
    told_meaning = told and not _BECAUSE.search(
        folded, 0, told.start()
    )  # a card played because of it: the card's
    if (told_meaning or explains or not_alerted or told_wrong) and not online:
        # what a call means, told to an opponent, or an alert not made (20F, 21, 40B, 75): « Nord explique
        # transfert cœur » (a transfer bid, not tricks transferred), « E ne l'alerte pas »
        found.append("explication_erronee")
    elif online and (explains or told_wrong) and not _ALERTED.search(folded):
        # s45: online too, partner's explanation corrected (« mon partenaire a expliqué mon 2♦ comme un multi, mais chez
        # nous c'est un faible »; 20F5b, 21B1); an alert's, made or not, is the self-alert's (`acts`)
        found.append("explication_erronee")
    return found

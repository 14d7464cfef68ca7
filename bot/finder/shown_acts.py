"""Cards shown and claims a description tells by its grammar (issue 37 §4), for the ranking: a claim or a
concession said in the players' words or told by its verb and subject (68A, 68B), cards shown with words that
claim, a card named as held during the play (48B, 49), one card shown or a hand faced with no claim meant
(exposed cards, 49, 50), a card shown or led before the auction ended (24). Split from bot/finder/acts.py,
which reads them in this order among the others (`shown_acts`).
"""

from __future__ import annotations

import re

from bot.finder.auction_acts import _AUCTION_WORDS, _PLAY_WORDS
from bot.finder.card_acts import (
    CONTRACT_BY,
    claim_statement,
    dropped_by_a_defender,
    dropped_by_the_declarer,
    dropped_card,
)
from rules.regex_start import starting_with

_LED = re.compile(r"\bentam\w*")
# The auction said not over, for a card led (tester15 V17); a later step, for a hand spread (V18).
_NOT_OVER = re.compile(
    r"\bavant la fin des (?:encheres|annonces)\b|\b(?:encheres|annonces) (?:\w+ ){0,2}?pas (?:finies|terminees|closes)\b"
    r"|\b(?:encheres|annonces) (?:continu\w*|en cours)\b"
)
_LATER = re.compile(r"\b(?:puis|ensuite|apres l entame|fin du coup|levee)\b")

# Cards shown with words that claim or concede (« en disant à moi », « le reste est pour moi »): a claim
# or a concession (68), whoever shows them; cards shown without such words are exposed cards.
_SHOWN = re.compile(
    r"\b(?:montr\w*|etal\w*|pos\w*|abat\w*|expos\w*) (?:\w+ )?(?:ses|son|sa) (?:\w+ )?(?:cartes|jeu|main)\b"
)
_CLAIMING = re.compile(
    r"\b(?:a moi|pour moi|le reste|toutes les levees|les levees restantes|je fais tout|j ai tout"
    r"|c est fait|c est pour moi|vous faites|on vous donne|je vous donne|prenez|je prends|celle ci|celle la)\b"
)


# A claim told by its verb and its subject (« puis à la 5e Sud revendique »): a step that names the claim.
_CLAIMS = re.compile(
    r"\b(?:[nseo]|nord|sud|est|ouest|declarant|declarante|decla|il|elle|defenseur|defenseuse|defense|joueur|joueuse"
    r"|(?:notre|mon|ma|votre|ton|ta) (?:partenaire|adversaire))"  # s46b: « notre partenaire a concédé une levée »
    r" (?:a |avait )?(?:revendiqu\w*|concede\w*)\b"
)


# A claim or a concession accepted (« a accepté la revendication par erreur », « accepté le claim trop vite »), or contested
# or refused (session 40: « on a contesté la revendication seulement après la donne suivante »): its
# acceptance, and whether it may be withdrawn, is the claim's (69A, 69B), however it was clicked or said.
_CLAIM_ACCEPTED = re.compile(
    r"\b(?:accept|contest|refus)\w* (?:la |le |sa |son |leur |cette |ce )?(?:revendication|claim|concession)s?\b"
)
# Before the claim, what makes it the sequel of another incident (a revoke it came after, 64B3; another board's);
# anywhere, the score written, which is the tricks' record (79C).
_BEFORE_THE_CLAIM = re.compile(
    r"\b(?:renonc\w*|pas fourni|defauss\w* (?:\w+ ){0,3}?sur|donne d avant|donne precedente)\b"
)
# … or a card of the suit found in the claimer's hand (« les défenseurs voient qu'il lui restait un carreau »): a revoke
# the claim established (63A3), the revoke's topic.
_SUIT_LEFT = re.compile(
    r"\blui (?:en )?restait (?:encore )?(?:un|une|le|la|des|du) (?:\w+ )?(?:pique|coeur|carreau|trefle)s?\b"
)
# What is claimed is no trick (« a revendiqué une carte pénalisée », « … une renonce », « … que c'était à lui »): 68A's
# claim is about tricks.
_NO_TRICKS_CLAIMED = re.compile(r" (?:une |la |sa |le |son )?(?:carte|penalis\w*|renonce|que|qu)\b")
_SCORE_WRITTEN = re.compile(r"\b(?:score|marque) (?:\w+ )?(?:inscrit|inscrite|ecrit|ecrite|note|notee)\b")


# s45: the claim named with its trick (« 4♠ par Nord, revendication à la levée neuf, … Est a encore la dame »): the act,
# whatever card the words say was still out (70C).
_CLAIM_AT_TRICK = re.compile(
    r"\b(?:revendication|revendiqu\w*) (?:a la|au debut de la|des la|au) (?:levee |pli )?(?:[1-9]|1[0-3])(?:e|eme)?\b"
    r"(?! (?:levees|plis|dernieres))"
)

# … not the context of what is ruled (« il y avait eu une revendication à la 10 », « après la revendication à la 9 »)
_EARLIER = re.compile(r"\b(?:avait eu|y a eu|apres)(?: \w+)?$")


def _claim_at_trick(folded: str) -> re.Match[str] | None:
    at_trick = _CLAIM_AT_TRICK.search(folded)
    return None if at_trick is None or _EARLIER.search(folded, 0, at_trick.start() - 1) else at_trick


def _claim_told(folded: str) -> bool:
    """« le déclarant revendique les 4 levées restantes », « un défenseur revendique 2 levées »: the claim told by its
    verb and its subject is the act (68A), though « revendiquer » is said of revokes and penalty cards too; not when
    a revoke or another board came before it, what is claimed is no trick (a card, a revoke), nor when the words
    dispute the score written."""
    claimed = _CLAIMS.search(folded) or _claim_at_trick(folded)
    return bool(claimed) and not (
        _NO_TRICKS_CLAIMED.match(folded, claimed.end())
        or _BEFORE_THE_CLAIM.search(folded, 0, claimed.start())
        or _SCORE_WRITTEN.search(folded)
        or _SUIT_LEFT.search(folded)
    )


def _claim_answered(folded: str) -> bool:
    """A claim accepted, contested or refused (`_CLAIM_ACCEPTED`); contested or refused after a revoke or another board
    told before it, the revoke's (« le déclarant renonce à pique, puis revendique et la défense conteste la
    revendication »: 64B3)."""
    answered = _CLAIM_ACCEPTED.search(folded)
    return bool(answered) and (
        answered[0].startswith("accept") or not _BEFORE_THE_CLAIM.search(folded, 0, answered.start())
    )


# A defender's concession (cards shown, « je vous donne le reste ») his partner objects to at once (68B2);
# the declarer's claim contested is a claim.
_OBJECTED = re.compile(r"\b(?:protest\w*|pas d accord|non non|non attends|s y oppose|objecte)\b")
_DECLARER = re.compile(r"\b(?:declarant|decla)\b")

# A claim or a concession said in the players' words (68A, 68B1), after a verb of speech: « il dit
# "je fais tout" », « c'est pour vous », « une de chute », « le reste est à moi »; cards thrown in.
# tester14 W6: a concession in everyday words (« prenez le reste », « c'est bon, prenez tout », « le reste est à
# nous »), whoever says it: a claim or concession (68A, 68B2), not the dummy's card nor a penalty card.
_CONCEDED = re.compile(
    r"\b(?:prenez|prends) (?:tout|le reste|toutes les levees|les dernieres)\b|\ble reste est (?:a|pour) (?:nous|vous)\b"
    # s40: the tricks left by their pronoun (« c'est bon, elles sont à vous » en posant ses cartes)
    r"|\belles sont (?:toutes )?(?:a|pour) (?:nous|vous)\b"
    # tester19 Q11: the tricks left given up (68B1: a statement that a side will lose tricks; « abandons his hand »)
    r"|\b(?:abandonn|laiss|lach|conced|ced)\w* (?:vous |leur |lui |nous )?(?:\w+ )?(?:le reste|les dernieres"
    r"|les [2-9] dernieres|les (?:\w+ )?levees restantes|la fin)\b"
    r"|\b(?:je|on) (?:vous |leur |te )(?:laisse|donne|abandonne|cede)\w* (?:le reste|les|tout)\b"
    # s45b: no trick left for his side (« c'est bon, on ne fait plus rien », « je ne fais plus de levée »: 68B1)
    r"|\b(?:on|je|nous) (?:ne |n )?(?:fait|fais|faisons|ferons|ferai) plus (?:rien|aucune levee|de levee|une levee)\b"
)
_CLAIM_SAID = re.compile(
    starting_with(
        "adjl",
        r"\b(?:dit|dis|disant|annonce\w*|declare|lance)(?: \w+){0,3}? (?:je fais tout|je fais le reste|je fais les"
        r"|vous faites tout|vous faites le reste|le reste est a moi|le reste est pour moi|tout est a moi"
        r"|toutes les levees sont a moi|c est pour vous|c est pour nous|[1-9] de chute|une de chute"
        r"|deux de chute|il me faut juste|il me manque|je concede|on concede|tout est bon|le reste est bon"
        r"|tout est maitre|tout est pour moi|sauf l as|sauf un atout|sauf une levee|je vous donne l as)\b",
    )
)
# Cards thrown down (« il jette ses cartes »): a concession (68B), unless in anger or once the board is over (s38:
# « après la donne, Est a insulté son adversaire et jeté ses cartes »: his conduct, 74A)
_THROWN = re.compile(r"\b(?:jet\w*|abandonn\w*) (?:ses|son|sa) (?:cartes|jeu|main)\b")
_IN_ANGER = re.compile(
    r"\b(?:insult\w*|injur\w*|colere|rage|furieu\w*|enerv\w*|grossi\w*|disciplin\w*|apres la donne"
    r"|a la fin de la donne)\b"
)

# A card named as held (« j'ai le roi », « j'ai l'as de pique ») during the play: an exposed card (48B,
# 49); said during the auction it is information for partner (16), which the words decide.
# (s38: « j'ai encore le roi de trèfle, partenaire »)
_CARD_NAMED = re.compile(
    r"\bj ai (?:encore |toujours |aussi |bien )?(?:le|la|l) (?:as|roi|dame|valet|[2-9]|10)\b"
)
# s45: a card named as the one he will play, before his turn (« Est a dit tout haut « je vais jouer l'as de pique » avant
# que ce soit son tour »): a defender's card named (49, 50), not yet a card played (45).
_CARD_ANNOUNCED = re.compile(
    r"\b(?:je vais jouer|je vais mettre|je joue|je mets) (?:le|la|l) (?:as|roi|dame|valet|[2-9]|10)\b"
    r"(?=.*\b(?:avant (?:que ce soit|que ce ne soit|son tour|d etre en main)|pas (?:encore )?(?:a )?son tour|hors tour)\b)"
)

# « annonce » as a verb of speech (« Est annonce à la table : j'ai encore le roi », s38), not a call's
_SAYS_ALOUD = re.compile(
    r"\bannonce (?:a (?:la table|son partenaire|sa partenaire|tout le monde|haute voix|voix haute)|que|qu|(?=je |j ))\b"
)

# One card shown (« Est a montré une carte », « a montré le roi ») is an exposed card: a claim shows
# the hand, and says so (68A).
_ONE_CARD_SHOWN = re.compile(
    starting_with(
        "eflm",
        r"\b(?:montr\w*|expos\w*|fait voir|laisse voir) (?:une|la|sa|cette|son) (?:carte|as|roi|dame|valet)\b"
        r"|\b(?:montr\w*|expos\w*) (?:le|l) (?:[1-9]|as|roi|dame|valet|r|d|v)\b"
        r"|\b(?:montr\w*|expos\w*) (?:le|la|l) (?:pique|coeur|carreau|trefle) (?:a|r|d|v|[1-9]|10)\b",
    )
)
_EXPOSED = re.compile(
    r"\b(?:tomb\w*|montr\w*|expos\w*|laisse voir|face visible"
    r"|(?:vu|apercu|entrevu) (?:la|une|sa|son|un|le|l) (?:carte|as|roi|dame|valet))\b"
)
# What the platform or a device shows (« le logiciel montre 45 secondes de réflexion »): no card exposed (24).
_MACHINE_SHOWS = re.compile(
    r"\b(?:logiciel|site|plateforme|ecran|releve|historique|bbo|realbridge|funbridge|bridgemate|chrono\w*"
    r"|pendule|horloge|compteur|robot|bot) (?:\w+ )?(?:montr|affich)\w*"
)
_NOT_AN_EXPOSED_CARD = re.compile(
    starting_with("cdemr", r"\b(?:mort|declarant|entam\w*)\b|(?<!pas )\b(?:revendi\w*|conce\w*)\b")
)  # 45, 46, 47, 54, 68


# A hand faced by a player who did not mean to claim (« il ne voulait pas revendiquer », « il ne revendiquait
# rien », « sans vouloir revendiquer », tester17 S2): no claim (68A: « unless he demonstrably did not intend to
# claim »); a defender's cards so faced are exposed, penalty cards (49, 50). The declarer's never are (48A).
_NO_CLAIM_MEANT = re.compile(
    r"\b(?:pas|sans|aucune?|jamais)(?: \w+){0,3}? (?:revendi|conce)\w*"
    r"|\b(?:ne|n) (?:\w+ )?(?:revendi|conce)\w* (?:pas|rien|jamais|plus)\b"
)
_SEAT_BEFORE = re.compile(r"\b(nord|sud|est|ouest|declarant|decla|mort|defenseur|defense)\b")


def _a_defenders_hand(folded: str, shown_at: int) -> bool:
    """Is the hand faced at `shown_at` a defender's: the last seat named before it is not the declarer, the
    dummy nor the seat said to play the contract (« Sud joue 4♠. Est a posé son jeu »)?"""
    seats = _SEAT_BEFORE.findall(folded, 0, shown_at)
    if not seats or seats[-1] in {"declarant", "decla", "mort"}:
        return False
    if seats[-1] in {"defenseur", "defense"}:
        return True
    declarer = {by[1] for by in CONTRACT_BY.finditer(folded)}
    return seats[-1] not in declarer and seats[-1][0] not in declarer


_THIS_TRICK_CLAIMED = re.compile(
    r"\b(?:celle la|cette levee|la levee|ce pli|celle ci) (?:est|sera) (?:pour|a) (?:nous|moi)\b"
)


def shown_acts(folded: str, auction: bool) -> list[str]:
    """The topics these folded words tell of a claim, a concession or cards shown, most certain first
    (`auction`: the words place the incident in the auction)."""
    found: list[str] = []
    if (
        _CLAIM_SAID.search(folded)
        or (_THROWN.search(folded) and not _IN_ANGER.search(folded))
        or _CONCEDED.search(folded)
        or _claim_told(folded)
        or _claim_answered(folded)
    ):
        found.append("revendication")
    if _THIS_TRICK_CLAIMED.search(folded):
        # s45b: « celle-là est pour nous » said of the trick being played, its card shown: whether it is a claim (68A:
        # a statement about the current trick only is none) is the claim's topic, the card shown next (49)
        found.append("revendication")
    named = _CARD_NAMED.search(folded) or _CARD_ANNOUNCED.search(folded)
    if named and _PLAY_WORDS.search(folded) and not _AUCTION_WORDS.search(_SAYS_ALOUD.sub(" ", folded)):
        found.append("revendication" if claim_statement(folded, named.start()) else "cartes_penalisees")
    led_early = _LED.search(folded) and _NOT_OVER.search(
        folded
    )  # « pendant les enchères … puis a entamé »: later
    shown_early = (
        _EXPOSED.search(_MACHINE_SHOWS.sub(" ", folded))
        or led_early
        or (_SHOWN.search(folded) and not _LATER.search(folded))
    )
    if auction and shown_early and not _CLAIMING.search(folded):
        # 24: whatever the card's words, the moment says which: a card led before the auction ends is led
        # too soon (« a entamé … les enchères n'étaient pas finies »), a hand spread then is exposed (24C),
        # never an opening lead out of turn (54) nor a claim (68) (tester15 V17, V18)
        found.append("carte_exposee_encheres")
        if led_early:
            found.append("entame")  # second: the director may still judge the auction was over (24 or 54)
    if (
        _ONE_CARD_SHOWN.search(folded)
        and not auction  # then the auction's exposed card (24)
        and not _AUCTION_WORDS.search(folded)
        and not _NOT_AN_EXPOSED_CARD.search(folded)
        and not _CLAIMING.search(folded)
    ):
        found.append("cartes_penalisees")
    if (
        not auction
        and not _AUCTION_WORDS.search(folded)
        and (
            not _NOT_AN_EXPOSED_CARD.search(folded)
            or dropped_by_a_defender(folded)
            or dropped_by_the_declarer(folded)
        )
    ):
        found.extend(dropped_card(folded))
    shown = _SHOWN.search(folded)
    if shown and _CLAIMING.search(folded, shown.start()):
        found.append("revendication")
        if _OBJECTED.search(folded, shown.end()) and not _DECLARER.search(folded):
            # a defender's concession (or claim) his partner objects to: none was made, and the cards shown
            # are no penalty cards (68B2, 49): the claim's topic first, the cards' next (tester14 W6)
            found.append("cartes_penalisees")
    if (
        shown
        and _NO_CLAIM_MEANT.search(folded, shown.end())  # said of his act, not « pas de revendication : … »
        and not auction
        and not _CLAIMING.search(folded, shown.start())
    ):
        if _a_defenders_hand(folded, shown.start()):
            found.append("cartes_penalisees")  # 68A: his cards faced, no claim meant: exposed cards (49, 50)
    return found

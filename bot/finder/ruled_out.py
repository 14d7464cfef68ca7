"""What the grammar rules out as the act though the words share its vocabulary, for the ranking
(bot/finder/weights.py scales such a topic down): one card shown is no claim, no misexplanation without
the words of an explanation, a lead out of turn is no call out of turn, an insufficient bid not replaced is
no change of call, « après la dernière passe » alone is a moment, not a call. Split from bot/finder/acts.py,
which tells the acts themselves."""

from __future__ import annotations

import re

from bot.finder.auction_acts import _A_CALL, _AFTER_THE_LAST_PASS, _AUCTION_WORDS
from bot.finder.leads import LED_OUT_OF_TURN, not_the_opening_lead
from bot.finder.moments import after_the_play
from bot.finder.shown_acts import _CLAIMING, _ONE_CARD_SHOWN
from rules.regex_start import starting_with

_HAND = re.compile(
    r"\b(?:ses cartes|son jeu|sa main|les cartes|cartes restantes)\b|(?<!pas )\b(?:revendi\w*|conce\w*)\b"
)


def not_told(folded: str) -> set[str]:
    """The topics these folded words rule out as the act, though they share its words: a claim, when
    one card is shown and nothing is claimed (« montré une carte » stems as « montré ses cartes »)."""
    out: set[str] = set()
    if _ONE_CARD_SHOWN.search(folded) and not _HAND.search(folded) and not _CLAIMING.search(folded):
        out.add("revendication")
    if not _EXPLAINED.search(folded):
        out.add("explication_erronee")  # « le mort a étalé avant l'entame »: no explanation in it
    if LED_OUT_OF_TURN.search(folded) and not _AUCTION_WORDS.search(folded) and not _A_CALL.search(folded):
        out.add(
            "declaration_hors_tour"
        )  # a lead out of turn is no call out of turn (« a attaqué ♠ hors tour »)
    if not_the_opening_lead(folded):
        out.add("entame")
    if _CHANGE_DENIED.search(folded) and not _CHANGE_TOLD.search(folded) and _INSUFFICIENT.search(folded):
        # « 2♥ insuffisant, il n'a pas corrigé »: an insufficient bid not replaced is Law 27's (27A, 27B), no change of
        # call (25) (tester20 P6)
        out.add("changement_declaration")
    if _MIND_CHANGED.search(folded) and _PLAYED_OR_CLAIMED.search(folded) and not _CALL_NAMED.search(folded):
        # « elle a joué le 8 au lieu du 9 … elle a changé d'avis », « il avait accepté la revendication et il change
        # d'avis »: a mind changed about a card played (45, 47) or a claim (69), no call in the words (25B)
        out.add("changement_declaration")
    if _CLAIM_WORD.search(folded) and not _CALL_NAMED.search(folded) and not _CARD_CLICKED.search(folded):
        # tester23 P16: « a accepté le claim par erreur en cliquant »: an acceptance of a claim withdrawn (69B, 79C),
        # which the misclick's questions (a call, a card) cannot hold
        out.add("en_ligne_clic")
    if (
        any(word in folded for word in _PULLED_WORDS)  # (a cheap gate: most words name no bidding card)
        and _NOT_PULLED.search(folded)
        and _WHICH_CALL.search(folded)
        and not _ANOTHER_CALL_MEANT.search(folded)
    ):
        # finder69 (s27-s29): a bidding card only touched or half pulled out, no intent, and what call it would have been
        # (« le carton 1♣ à moitié sorti, sur le 1♥ de Nord », « le carton passe effleuré »), nothing said of another call
        # made or meant: that call's topic asks whether it was made (its « pas faite »), no change of call (25A) told. Told
        # alone (« le carton n'a pas été sorti avec intention »), the change of call keeps its place.
        out.add("changement_declaration")
    if (
        _ALL_HANDS_SPREAD.search(folded)
        and after_the_play(folded)
        and not _CLAIM_WORD.search(folded)
        and not _CLAIMING.search(folded)
    ):
        # s40: the four hands spread once the play is over to check them (« c'est en étalant les cartes à la fin du coup
        # qu'on découvre les deux renonces »): the check that finds an irregularity (66D, 64), nobody claiming (68)
        out.add("revendication")
        if not _LEAD_WORD.search(folded):
            out.add("entame")  # nor dummy's hand spread after the opening lead (41)
    if _SHOWN_BY_A_CAMERA.search(folded):
        # s40: « la caméra de Nord montrait son jeu »: a hand seen (16C), nobody claiming
        out.add("revendication")
    if _CALL_ASKED.search(folded) and not _REVOKE_WORDS.search(folded):
        # s43: partner asked what a call meant (« mon partenaire a demandé c'est quoi le 2♦ »): a question about the
        # auction (20), not « plus de carreau ? » asked of a revoke (61B), whatever suit the call names
        out.add("renonce")
    after = _AFTER_THE_LAST_PASS.search(folded)
    if after and not _A_CALL.search(folded):
        out.add("declaration_inadmissible")  # « après la dernière passe » is a moment, not a call (39)
    return out


_INSUFFICIENT = re.compile(r"\binsuffisant\w*")
_CALL_ASKED = re.compile(
    r"\bdemand\w* (?:\w+ ){0,2}?(?:c est quoi|ce que c est|ce que c etait|c etait quoi|ce que voulait dire|ce que veut dire"
    r"|la signification (?:du|de)) (?:le |la |son |sa |leur |ce |cette )?(?:[1-7] \w+|passe|contre|surcontre|enchere|ouverture)\b"
)
_REVOKE_WORDS = re.compile(r"\b(?:renon\w*|fourni\w*|defauss\w*|coup\w*|plus de|plus d)\b")
_LEAD_WORD = re.compile(r"\b(?:entam|attaqu)\w*")
_SHOWN_BY_A_CAMERA = re.compile(r"\b(?:camera|webcam)s?\b(?:\s+\S+){0,3}?\s+(?:montr|affich|film)\w*")
# All the cards or the four hands spread (not « ses cartes »: the claimer's own hand).
_ALL_HANDS_SPREAD = re.compile(
    r"\b(?:etal|abat|retourn)\w* (?:toutes )?(?:les|nos|leurs) (?:quatre |4 )?(?:cartes|mains|jeux)\b"
)
# A change of call denied (« il n'a pas corrigé », « sans rien changer »), and none told elsewhere.
_CHANGE_DENIED = re.compile(
    r"\b(?:n a pas|n a rien|n ont pas|n ont rien|pas|jamais|sans)(?: \w+){0,1}? (?:corrig|chang|rectifi|remplac|modifi)\w*"
)
_CHANGE_TOLD = re.compile(
    r"(?<!\bn )(?<!\bne )\b(?:a|ont|avait|puis|et|s est|se|s etait) (?!pas |rien |jamais |plus )(?:\w+ )?"
    r"(?:corrig|chang|rectifi|remplac|modifi|repris|reprend)\w*"
)

# A mind changed (25B's words, said of anything), a card played or a claim, and no call named.
_MIND_CHANGED = re.compile(r"\b(?:chang\w* d avis|ravis\w*)\b")
_PLAYED_OR_CLAIMED = re.compile(
    r"\b(?:jou\w*|fourni\w*|defauss\w*|coup\w*|revendi\w*|conced\w*|concession\w*|carte)\b"
    r"|\b(?:le|la|l) (?:[2-9]|10|as|roi|dame|valet) (?:de|d) (?:pique|coeur|carreau|trefle)\b"
)
_CALL_NAMED = re.compile(
    r"\b(?:[1-7] (?:trefle|carreau|coeur|pique|sansatout)s?|enchere\w*|encheri\w*|annonc\w*|declaration\w*|carton\w*"
    r"|ouv\w*|passe|contre|surcontre|boite\w*|lapsus)\b"
)
# A claim or a concession named (online « claim »); a card the click played.
_CLAIM_WORD = re.compile(starting_with("cr", r"\b(?:claim\w*|revendi\w*|conced\w*|concession\w*)\b"))
_CARD_CLICKED = re.compile(
    r"\b(?:carte|as|roi|dame|valet|[2-9]|10) (?:de |d )?(?:pique|coeur|carreau|trefle)\b"
)

# The words of an explanation, an alert or a system: without one, no misexplanation (20, 21, 40, 75).
_EXPLAINED = re.compile(
    r"\b(?:expli\w*|alert\w*|signifi\w*|convention\w*|system\w*|mi|transfert|naturel|artificiel|fort|faible"
    r"|stayman|texas|multi|fc|voulait dire|veut dire|sens|compris|accord|bicolore|unicolore|fit|forcing"
    r"|sequence|signal\w*)\b"
)


# A bidding card only touched or half pulled out (no call made), and the words of a change of call (25A, 25B).
_PULLED_WORDS = ("touche", "sorti", "pose", "intention", "air de")
_NOT_PULLED = re.compile(
    r"\btouche (?:\w+ )?(?:le|un|son|sa|la) (?:carton|carte)\b|\b(?:a moitie sorti\w*|sorti\w* a moitie)\b"
    r"|\b(?:pas|jamais) (?:\w+ ){0,2}?(?:sorti|pose)\w*|\bsans (?:\w+ )?intention\b|\bpas (?:eu )?l air de vouloir\b"
)
_ANOTHER_CALL_MEANT = re.compile(
    r"\b(?:lapsus|mauvais|voulai\w*|voulu|au lieu|chang\w*|erreur\w*|remplac\w*|a cote|voisin|colle\w*|autre|ravis\w*"
    r"|prefer\w*|corrig\w*|mecanique|avant de sortir|(?:a |il a |puis )dit [1-7]|pris (?:le|la|un|une))\b"
)
# What call the card would have been: below the bid before it, a pass or a double, or not the player's turn.
_WHICH_CALL = re.compile(
    r"\binsuffis\w*|\b(?:sur|apres|derriere|au dessus du) (?:le |l |son |sa )?(?:ouverture )?[1-7] (?:trefle|carreau|coeur|pique|sansatout)"
    r"|\bencheres? (?:etait|est) a [1-7]\b|\b(?:carton|carte) (?:de |du )?(?:passe|contre|surcontre)\b"
    r"|\b(?:pas|avant) (?:a )?son tour\b"
)

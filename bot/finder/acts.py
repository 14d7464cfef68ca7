"""The act a description tells, when its words say who did what to whom (issue 37 §4), for the ranking.

The search weighs words; some acts are told by their grammar more than by their words, and then the
incident's topic must come first whatever other topic the words name:
- the dummy who speaks (« le mort dit / demande / a signalé / a prévenu … »): the dummy's rights and
  their limits (42, 43), whatever irregularity he spoke of (« a signalé une attaque hors tour »);
- the choice of an option asked of partner (« il a demandé au mort s'il fallait accepter »): 10C;
- an irregularity stopped before it happened (« il allait entamer, son partenaire l'a prévenu »,
  « j'ai évité que … »): nothing irregular was done, the question is who may prevent it (42B2, 43B2a);
- a hesitation before a card in the play, or one that misled the declarer (« il a hésité avant de
  fournir petit », « le décla a fait l'impasse parce qu'Ouest avait réfléchi »): a misleading tempo
  (73D, 73E), not partner's unauthorised information, unless partner is named;
- a card played on an irregular one before the director came (« Nord a attaqué hors tour et Est a
  joué dessus avant que j'arrive »): play after an irregularity (60A);
- a call after the final pass (39); a suit required or forbidden that cannot be played (59) or was
  played against the requirement (a revoke, 61A); an irregularity put right by the players themselves
  (9-11); partner who « a profité » of what he knew (16); cards shown with words that claim (68).

Each reads the folded words (rules.vocabulary.words, joined); `acts` gives the topics to put first. The
auction's acts (39, 37, 28-32, 25, 20F-21) are read by bot/finder/auction_acts.py, the dummy's speech, a
consulted partner and a prevented irregularity by bot/finder/dummy_acts.py, claims and cards shown (68, 49,
24) by bot/finder/shown_acts.py, each in its place in the same order.
"""

from __future__ import annotations

import re
from functools import lru_cache

from bot.finder.auction_acts import _AUCTION_WORDS, _NOT_ALERTED, auction_acts
from bot.finder.director_acts import DIRECTORS_ERROR
from bot.finder.dummy_acts import _CHOICE, dummy_acts
from bot.finder.leads import lead_acts, leader_out_of_turn
from bot.finder.shown_acts import _CLAIMS, _LED, shown_acts
from bot.finder.table_acts import CUT_OFF, table_acts
from bot.finder.trick_acts import (
    card_changed,
    defective_trick,
    fifth_card,
    not_followed,
    played_early,
    played_on_irregular,
    requirement,
    revoke_corrected,
    revoked_while_holding,
)
from rules.played_to_a_lead_in_words import played_to_anothers_lead
from rules.regex_start import starting_with

# A card played, then taken back to play another (« a joué le ♥R puis l'a repris pour jouer le ♥2 »): 47.
_TAKEN_BACK_CARD = re.compile(
    r"\b(?:jou|pos|mis|fourni|sorti)\w* (?:\w+ ){0,4}?(?:puis|et) (?:l a |la |le |les a )?"
    r"(?:repris|reprend|retire|ramasse)\w* (?:(?:pour|et) (?:jouer|mettre|poser|fournir)"
    # s44: « l'a repris en disant « non attends, je mets le roi » »: the card meant instead, in his own words
    r"|en disant (?:\w+ ){0,3}?je (?:mets|joue|pose|fournis))\b"
)

# s45: a defender's card held up so that partner could see its face (« a levé la D♣ au-dessus de la table, face tournée
# vers son partenaire »): played (45C2), whatever he then wanted.
_HELD_FOR_PARTNER = re.compile(
    r"\bface (?:\w+ )?(?:tournee|visible|retournee) (?:\w+ ){0,2}?vers (?:son|sa) partenaire\b"
    r"|\b(?:tenu|tenait|leve|levee|levait|brandi)\w* (?:\w+ ){0,6}?(?:de sorte|si bien|de facon|de maniere) (?:que|qu)"
    r" (?:son|sa) partenaire (?:a pu|puisse|pouvait|pourrait|aurait pu) (?:la |le )?voir\b"
)

# s46b: a card played or named by one player at the very moment another's went (« le déclarant a appelé la carte du mort
# exactement au même moment où Est posait la sienne »): 58A; not cards let fall, nor the auction's cards.
_TWO_PLAYERS_AT_ONCE = re.compile(
    r"\b(?:appel|pos|jou|fourni|mis|met)\w* (?:\w+ ){0,6}?(?:exactement )?(?:au meme moment|en meme temps|simultanement)"
    r" (?:ou|que|qu) (?:\w+ ){1,3}?(?:posait|jouait|fournissait|mettait|appelait|a pose|a joue|a fourni)\b"
)
# s46b: the trick turned before the last card (« Ouest a retourné la levée avant que son partenaire Est ait fourni »)
_TURNED_EARLY = re.compile(
    r"\bretourn\w* (?:sa carte|la levee|les cartes de la levee)(?: \w+){0,4}? avant (?:que|qu) (?:\w+ ){1,3}?"
    r"(?:ait|aient|n ait) (?:fourni|joue)\b"
)

# A hesitation, and a card of the play it came before, or the declarer it misled.
_HESITATION = re.compile(
    starting_with(
        "0123456789abfghilmnprtv",
        r"\b(?:hesit\w*|reflechi\w*|tempo|longuement|h+m{2,}|pris son temps|temps de reflexion|tank\w*|bit|(?:pris|mis) du temps"
        r"|mis (?:(?:genre|environ|bien|au moins|presque|pres de|plus de|une bonne|un bon|tres|si) )?(?:[0-9]+ ?(?:s|sec|secondes?|min|minutes?)|longtemps|une minute|plus d une minute)|[0-9]+ ?(?:s|sec|secondes?|min|minutes?) (?:avant de?|a (?:passer|parler|encherir|contrer|jouer))|(?:il y a eu|a marque|marque) un (?:long |petit |gros )?temps"
        # session 40 (s37, s38): « pause de 30 s », « une longue pause », « a mis une éternité », « 50 secondes de réflexion »
        r"|pause (?:de |d )?[0-9]+ ?(?:s|sec|secondes?|min|minutes?)|(?:longue|grosse|nette|vraie) pause|(?:fait|marque) une pause"
        r"|mis une eternite|[0-9]+ ?(?:s|sec|secondes?|min|minutes?) (?:de reflexion|pour (?:le|son|un|une) (?:passe|contre|enchere)))\b",
    )  # « a mis 40 s pour passer », « genre 30 secondes avant de passer », « il y a eu un temps »
)
_BEFORE_A_CARD = re.compile(
    r"\b(?:avant de|pour|a) (?:fournir|jouer|defausser|couper|mettre|poser|prendre|rejouer)\b"
    r"|\b(?:impasse|singleton|qu un petit|un seul)\b|\bqu une (?:seule )?carte\b"
    r"|\b(?:puis|et) (?:a |il a |elle a )?(?:fourni|joue|defausse|coupe|mis|pose)\b"
    r"|\b(?:pendant le jeu|en cours de jeu|pendant le coup|en plein jeu|a la levee|en defense)\b"
)
# s43: a think about the choice an irregularity gave (« le déclarant réfléchit à ce qu'il veut faire » of a lead out of
# turn): the option's (53, 54), no tempo that misleads (73D2)
_CHOOSING = re.compile(
    r"\b(?:reflechi\w*|hesit\w*) (?:\w+ ){0,2}?(?:a ce qu|sur ce qu|a quoi) (?:il|elle) (?:veut|va|voulait|allait|doit|devait)"
    r" (?:faire|choisir|accepter|refuser)\b"
)
# Nothing to think about (« il n'avait qu'une carte », a singleton), or the declarer misled into a finesse: a tempo that
# deceives the opponents (73D2, 73E2), online too, where the think time recorded is otherwise partner's (16B, 85A1).
_NOTHING_TO_THINK = re.compile(r"\b(?:impasse|singleton|qu un petit|un seul|qu une (?:seule )?carte)\b")
# A hesitation before a call (« a hésité avant de passer »): the auction's, partner's information (16B).
_BEFORE_A_CALL = re.compile(
    r"\b(?:avant de|pour|a) (?:passer|contrer|surcontrer|encherir|annoncer|declarer|ouvrir|dire [1-7]|dire (?:passe|contre))\b|\b(?:son|sa|mon|ma|leur) (?:partenaire|part) (?:a |avait )?(?:mis|hesit|reflechi|tank|marque)"  # partner's tempo: 16B
    # session 37 (s32 L65): the bid the tempo was on (« a hésité 1 min 20 sur 4♥ », « un BIT de 40 s sur 3SA »)
    r"|\b(?:hesit\w*|reflechi\w*|tank\w*|bit|min|minutes?|s|sec|secondes?) (?:\w+ ){0,3}?sur (?:le |son |leur |un |une )?[1-7] ?"
    r"(?:sa|nt|pique|coeur|carreau|trefle|p|h|k|d|s)\b"
    # session 40 (s39): the call said as a noun (« une hésitation avant son passe », « avant son contre »)
    r"|\b(?:avant|pour) (?:son|sa|leur|le|un|une) (?:passe|contre|surcontre|enchere|ouverture)\b"
)
_PARTNER = re.compile(
    # (s46b: never « laisser passer » a trick, nor « je trouve ça pas correct »)
    r"\b(?:partenaire|enchere\w*|dit [1-7]|contre|(?<!laisser )(?<!laisse )passe\w*|(?<!je )(?<!on )trouv\w*|retour"
    r"|profit\w*|sugger\w*)\b"
)

_PENALISED = re.compile(r"\bpenalise\w*")
# Another card played instead of the penalty card (« il a fourni un petit de sa main au lieu du roi », « a joué le 4
# de trèfle de sa main à la place »): a card the law required not played, a revoke (61A).
_INSTEAD_OF_IT = re.compile(
    r"\b(?:jou|fourni|mis|pos|defauss|sorti)\w* (?:\w+ ){0,6}?(?:de sa main|de la main) (?:\w+ ){0,2}?"
    r"(?:a la place|au lieu)\b"
    # session 40 (s4–s22): the card said instead of the penalty card (« il a fourni un autre pique au lieu du roi », « il a
    # fourni le 3 au lieu de la Dame », « il a fourni le 4 à la place », « … et laisse la dame sur la table »)
    r"|\bfourni\w* (?:un autre|une autre|le|la|l|un|une) (?:\w+ ){0,2}?(?:au lieu (?:du|de la|de l)|a la place\b)"
    r"|\bfourni\w* (?:\w+ ){0,4}?et laisse (?:la|le|l|sa|son) (?:\w+ ){0,2}?sur la table\b"
)


# A revoke told by its verb with its subject (« Est a renoncé à cœur », « le décla a renoncé »): the
# act, whatever else the words name; not denied (« n'a pas renoncé »), nor « renoncer à » an action.
_REVOKED = re.compile(
    r"\b(?:une|la) renonce (?:d|de|du)\b|\bc est (?:bien |donc )?une renonce\b"  # (« c'est une renonce et non … », s17)
    r"|\b(?:a|avait|ont|aurait|as|auraient|avaient) (?:bien |encore |aussi )?renonce"
    r"(?! a (?!coeur|pique|carreau|trefle|atout|la|l|sa|son)\w)\b"
)
# Denied, supposed, asked; or what the sentence is about is another act: the trick looked at again (66),
# whether to tell (20, 9), who drew attention to it (9B, 43).
_NOT_REVOKED = re.compile(
    r"\b(?:pas|jamais|plus|si|sans) (?:\w+ ){0,2}?renonce|\bou\b|\?"
    r"|\b(?:revoir|dois|doit|dire aux adversaires|signal\w*)\b"
)

# The offender put it right himself, or the players settled it, before the director came (9B2, 10, 11).
_SELF_CORRECTED = re.compile(
    r"\b(?:corrig\w*|rectifi\w*|remplac\w*|regl\w*|repar\w*)\b(?: \w+){0,6}? "
    r"(?:lui meme|elle meme|eux memes|d eux memes|de lui meme|tout seul|entre eux|sans (?:appeler )?l arbitre)\b"
    # s45b: the offender taking his card back alone (« a repris sa carte tout seul avant que l'arbitre arrive »)
    r"|\b(?:repris|reprend) (?:sa|son) (?:carte|entame|attaque) (?:tout seul|toute seule|de lui meme|d elle meme)\b"
)

# Partner profited from what he should not have known (16B, 16C): « a profité du contre hors tour ».
_PROFITED = re.compile(
    starting_with(
        "aou",
        r"\b(?:a|ont|aurait|auraient|avoir) (?:profite|tire profit|tire parti|utilise l info\w*)\b(?! de (?:sa|leur) propre)"
        # tester20 P9: « les adversaires utilisent l'hésitation »
        r"|\butilis\w* (?:l |son |sa |cette |leur |la )(?:hesitation|tempo|remarque|question)\b",
    )
)
# A remark to partner (« E a dit attention partenaire c'est pas à toi »): what partner may not use.
_TO_PARTNER = re.compile(
    r"\b(?:dit|dis|crie|lance|souffle|murmure|fait remarquer)\w* (?:\w+ ){0,4}?(?:a son partenaire|a sa partenaire"
    r"|attention partenaire|partenaire c est)\b"
    # s41: a reaction to partner's call, said when he made it (« a dit « oh non ! » tout fort quand son partenaire a ouvert »)
    r"|\b(?:dit|lache|lance|crie|soupire|exclame|grimace)\w* (?:\w+ ){0,6}?(?:quand|lorsque|des que|apres que) (?:son|sa)"
    r" partenaire a (?:ouvert|dit|annonce|encheri|contre|surcontre|repondu)\b"
    # s43: said by the partner as he made his own call (« mon partenaire a dit « ah zut » en posant son passe »): his
    # remark with the call, partner's information (16B1a, 73B1)
    r"|\b(?:son|sa|mon|ma) partenaire (?:a |avait )?(?:dit|lache|lance|crie|soupire|grommele|marmonne)\w* (?:\w+ ){1,6}?"
    r"en (?:posant|sortant|mettant|faisant|disant) (?:son|sa) (?:passe|contre|surcontre|enchere|carton|[1-7] \w+)\b"
)
# Partner's explanation heard, and what the hearer learnt from it (« il a entendu l'explication de sa
# partenaire et a compris », « en entendant son partenaire expliquer »): a reply to a question, information
# from partner the hearer may not use (16B1a, 20F5a, 73C), whether or not the explanation was right.
_HEARD_PARTNER = re.compile(
    r"\b(?:entend\w*|ecout\w*) (?:\w+ ){0,2}?(?:explication|explications|reponse|reponses) (?:de |d )?(?:son |sa )?partenaire\b"
    r"|\b(?:entend\w*|ecout\w*) (?:son |sa )?partenaire (?:\w+ ){0,2}?expliqu\w*|\b(?:son|sa) partenaire (?:\w+ ){0,2}?(?:entendu|entend|ecoute) (?:ses|son|sa|les) (?:\w+ )?(?:commentaires?|remarques?|reflexions?|propos|paroles|jurons?)\b|\b(?:entend\w*|ecout\w*) (?:\w+ ){0,3}?(?:les |des )?(?:commentaires|remarques|reflexions|propos) (?:de |d )(?:son |sa )partenaire\b"  # tester23 P17: partner's remarks heard (16B1a, 73B1)
)
_HEARD_SEAT = re.compile(
    starting_with(
        "enos",
        r"\b(nord|sud|est|ouest) (?:\w+ ){0,2}?(?:entendu|entend|ecoute) (nord|sud|est|ouest) expliqu\w*",
    )
)
_PARTNERS = {("nord", "sud"), ("sud", "nord"), ("est", "ouest"), ("ouest", "est")}


# tester19 Q17: who won a trick already played, disputed (« ils ne sont pas d'accord sur le gagnant de la dernière
# levée », « Nord dit qu'il a pris la levée, Est dit que c'est lui »): a card pointed wrong, tricks inspected or
# counted (65B3, 66C, 66D, 79): the tricks' topic, unless a revoke or a claim is what the trick decides.
_TRICK_WON = re.compile(
    starting_with(
        "cdfglpr",
        r"\b(?:gagne|remporte|pris|fait|prend|gagnee|remportee|prise) (?:la|cette|cette|l) (?:\w+ ){0,2}?levee\b"
        r"|\bgagnant (?:de|d) (?:la|cette) (?:\w+ ){0,2}?levee\b"
        r"|\blevee (?:d avant|precedente|derniere) (?:etait|est) (?:a|pour) (?:eux|nous|lui|elle|vous|nord|sud|est|ouest)\b"
        r"|\blevee (?:precedente|d avant|deja retournee|retournee|deja rangee) (?:\w+ ){0,2}?(?:reclam|contest|disput)\w*"
        r"|\b(?:reclam|contest|disput)\w* (?:\w+ ){0,3}?(?:la|une) levee (?:precedente|d avant|deja retournee|retournee)\b",
    )
)
_DISPUTED = re.compile(
    r"\b(?:desaccord|pas d accord|contest\w*|disput\w*|reclam\w*|dit que non|c est lui|c est eux|les 2 camps"
    r"|(?:savoir|savent plus|sait plus|desaccord sur|d accord sur) qui)\b|^qui\b"
)
# s42 (tuning): the platform's clock run out, said so (« la pendule a expiré », « le temps a expiré »): online, the board
# not finished in time (80B2) first, whatever think before a call is told as its cause
_TIME_RAN_OUT = re.compile(
    r"\b(?:temps|pendule|horloge|chrono\w*|timer) (?:a |est |etait |avait |s est |s etait )?(?:expire|ecoule)\b"
)
_TRICK_DECIDES = re.compile(r"\b(?:renon\w*|revendi\w*|conce\w*)")
# s42 (tuning): none of them happened, said so (« il n'y a eu ni revendication ni concession », « pas eu de renonce »):
# the count is still the tricks' (79A)
_NONE_DECIDES = re.compile(
    r"\b(?:pas eu de|pas eu d|pas de|ni|sans|aucune?) (?:renon\w*|revendi\w*|conce\w*)"
)


# finder64 (s25-s28): the tricks counted differently by each side (« on a fait 9 levées, mais mon partenaire dit 8 »,
# « le déclarant dit 9 levées, on en compte 8 », « 8 levées pour NS d'après eux, 7 d'après EO »): 79A, 79C.
_COUNTS_DIFFER = re.compile(
    r"\b([0-9]{1,2}) levees\b (?:\w+ ){0,7}?"
    r"(?:(?:dit|disent|compte\w*) ([0-9]{1,2})\b(?! (?:levee|dernier|premier|autre)\w*)|([0-9]{1,2}) (?:d apres|selon)\b)"
)


# … or the score written for them wrong (« inscrit 420 au lieu de 620 », « 620 ; mais la feuille dit 420 », « inscrit 630
# alors que nous n'étions pas vulnérables : c'est 430 »): two scores of a hundred or more, one said instead of the other
# (79C), with a word of the score sheet; not a score that would have been (« ils auraient marqué 140 au lieu de -470 »).
_SCORES = re.compile(
    r"\b([1-9][0-9]{1,3}0)\b (?:\w+ ){0,8}?(?:au lieu de|au lieu du|c est|et non|mais|alors qu\w*) (?:\w+ ){0,4}?"
    r"([1-9][0-9]{1,3}0)\b"
)
_SHEET = re.compile(r"\b(?:inscri\w*|note\w*|feuille|scoreur|bridgemate|saisi\w*)\b")
# a score that would have been (12C): no sheet's error
_WOULD_HAVE = re.compile(r"\b(?:aurai\w*|seraient|serait)\b")


# finder69 (s25-s29): a quitted trick someone wants turned over or looked at again (« veut retourner la levée 3 », « je peux
# regarder la dernière levée ? », « demande à revoir une ancienne levée »), a revoke only suspected in it at most (« il
# croit que le déclarant a renoncé »): inspecting tricks (66A-66C), the tricks' topic; never a revoke told as done.
_INSPECT = re.compile(
    starting_with(
        "dpsv",
        r"\b(?:veu[tx]|veulent|voulai\w*|voudrai\w*|demand\w*|peu[xt]|pouvons|souhait\w*) (?:\w+ ){0,2}?"
        r"(?:retourner|revoir|voir|regarder|verifier|inspecter|examiner) (?:(?:la|une|les|l) )?(?:\w+ )?levees?"
        r"(?! (?:restant|qui rest|a venir|suivant)\w*)\b",
    )
)
# a revoke told, unless a belief or a suspicion says it (« il pense que j'ai renoncé », « soupçonne une renonce »)
_REVOKE_SAID = re.compile(r"\brenon\w*")
_ONLY_BELIEVED = re.compile(
    r"\b(?:croi\w*|pens\w*|persuad\w*|soupcon\w*|suspect\w*|convaincu\w*|doute\w*|peut etre|si)\b (?:\w+ ){0,6}?renon"
)


# finder69 (s25-s29): a player who draws attention to a lead or a call out of turn as it happens (« le déclarant signale une
# attaque hors tour d'Est », « Ouest signale que le déclarant attaque de la mauvaise main », « la partenaire du fautif a
# signalé elle-même la déclaration hors tour »): who may draw attention, and when (9A, 9B; procedure), the irregularity
# second. Not a revoke or a trick pointed wrong signalled later (64, 65B3: their timing is theirs), nor the dummy (dummy_acts).
_DRAWS_ATTENTION = re.compile(
    r"\bsignal\w* (?:\w+ ){0,6}?(?:que |qu |une |un |la |le |les |l |son |sa )(?:\w+ ){0,6}?(?:hors tour|mauvaise main|avant son tour|de sa main alors)\b"
)
_SIGNALLED_LATE = re.compile(
    r"\b(?:renon\w*|orient\w*|trop tard|apres la fin|suivante|fin du (?:tour|coup)|le mort"
    r"|me signal\w*|nous signal\w*|scoreur|marqueu\w*)\b"  # (told to the director afterwards: what it is about)
)


def _drew_attention(folded: str) -> bool:
    return "signal" in folded and bool(_DRAWS_ATTENTION.search(folded)) and not _SIGNALLED_LATE.search(folded)


# s42 (tuning): whether a player must disclose his own side's irregularity (« est-il obligé de le dire ? », « aurait-elle
# dû signaler elle-même la renonce de son partenaire ? »): no obligation (72B2), the director's procedure (9A) first, the
# irregularity next. Never a partner's explanation to correct (20F5: the misinformation's own question).
_MUST_DISCLOSE = re.compile(
    r"\b(?:oblige\w*|tenue?s?|dois je|doit il|doit elle|aurai[st] du|aurait (?:il|elle) du|devai[st] (?:il|elle))"
    r" (?:\w+ ){0,2}?(?:de )?(?:le |la |les )?(?:dire|signaler|avouer|declarer|annoncer)\b"
)
_OWN_SIDE = re.compile(r"\b(?:son|sa|mon|ma) (?:propre )?partenaire\b")
_PARTNERS_EXPLANATION = re.compile(r"\b(?:expli\w*|alert\w*)")


# s44 (tuning): the players settling an irregularity themselves (« ont réglé seuls une entame hors tour sans m'appeler »:
# the director's to rectify, 9B1a, 10A, 11A), or an option chosen with partner (« ils ont choisi l'option ensemble »:
# chosen without consulting partner, 10C2): the director's procedure first, the irregularity's topic next.
_SETTLED_ALONE = re.compile(
    r"\b(?:regle|reglee|regles|arrange\w*) (?:\w+ ){0,4}?(?:seuls|tout seuls|eux memes|entre eux|entre nous"
    r"|sans (?:m |l )?(?:appeler|arbitre|moi))\b"
)
_CHOSEN_TOGETHER = re.compile(
    r"\b(?:choisi\w*|decide\w*|opte\w*) (?:\w+ ){0,2}?(?:l |son |leur |une )?option (?:\w+ ){0,2}?ensemble\b"
    r"|\bconsult\w* (?:son|sa) partenaire (?:\w+ ){0,3}?(?:avant de|pour) (?:choisir|decider|opter)\b"
)


def _own_side_disclosure(folded: str) -> bool:
    return bool(
        _MUST_DISCLOSE.search(folded)
        and _OWN_SIDE.search(folded)
        and not _PARTNERS_EXPLANATION.search(folded)
    )


def _trick_inspected(folded: str) -> bool:
    if "levee" not in folded or not _INSPECT.search(folded):  # (most words: no trick named, no pattern tried)
        return False
    return not _REVOKE_SAID.search(folded) or bool(_ONLY_BELIEVED.search(folded))


def _trick_disputed(folded: str) -> bool:
    scores = _SCORES.search(folded)
    if scores and scores[1] != scores[2] and _SHEET.search(folded) and not _WOULD_HAVE.search(folded):
        return True
    if _TRICK_DECIDES.search(_NONE_DECIDES.sub(" ", folded)):
        return False
    counted = _COUNTS_DIFFER.search(folded)
    return bool(
        (_TRICK_WON.search(folded) and _DISPUTED.search(folded))
        or (counted and counted[1] != (counted[2] or counted[3]))
    )


def _heard_partner(folded: str) -> bool:
    seat = _HEARD_SEAT.search(folded)
    return bool(_HEARD_PARTNER.search(folded) or (seat and (seat[1], seat[2]) in _PARTNERS))


_DUMMY_WORD = re.compile(r"\ble mort\b")
# A remark written in the table's chat, online (« son partenaire a écrit dans le chat « attention à l'atout » »).
_IN_THE_CHAT = re.compile(
    starting_with(
        "empt",
        r"\b(?:ecri\w*|tape\w*|envoy\w*|post\w*|mis) (?:\w+ ){0,3}?(?:dans|sur) (?:le |la )?(?:chat|tchat|messagerie)\b"
        r"|\b(?:en|par) (?:chat|tchat|message) prive\b",
    )  # « a expliqué en chat privé à son partenaire » (tester21 P18)
)
_PARTNER_WORD = re.compile(r"\b(?:partenaire|son partenaire|sa partenaire)\b")
_MISCLICK = r"(?:misclick|missclick|misclic|mis click|mis clic|mal clique|erreur de clic)"
# s43: the click told with what was meant (« j'ai cliqué 3♦ au lieu de 3♥ »): the misclick without its name
_MISCLICK_SAID = re.compile(rf"\b{_MISCLICK}\b|\bclique\w* (?:\w+ ){{1,4}}?au lieu (?:de|du|d)\b")
_NO_MISCLICK = re.compile(rf"\b(?:pas|jamais|aucun|sans) (?:\w+ ){{0,3}}?{_MISCLICK}\b")


def _misclick(folded: str) -> bool:
    """A misclick named (« misclick », « mal cliqué »), not denied (« ce n'était pas un misclick »)."""
    return bool(_MISCLICK_SAID.search(folded)) and not _NO_MISCLICK.search(folded)


# A call or a card withdrawn (« retiré », « remplacé »), and whether partner may use it (16C).
_WITHDRAWN = re.compile(r"\b(?:retir\w*|remplac\w*|annul\w*|repris\w*)\b")
_PARTNER_USES = re.compile(
    r"\b(?:tenir compte|tient compte|tienne compte|en tenir compte|utiliser l info\w*|se servir|s en servir|s en sert"
    r"|faire comme s il n avait pas|a aide son partenaire|aide son partenaire"
    # tester19 Q9: « donne une information interdite au partenaire », « a renseigné son partenaire »
    r"|information (?:interdite|non autorisee)|renseign\w* (?:le |son |sa )?partenaire"
    # « son partenaire a joué comme s'il l'avait vue »: what partner did shows he used it
    r"|comme s il (?:l |la |le |les |en )?(?:avait|connaissait|savait|sachait)"
    # s43: the lead the withdrawn call asked for (« Est a entamé dans la couleur que ce contre semblait demander »)
    r"|(?:entam|attaqu)\w* (?:\w+ ){0,4}?(?:que|qu) (?:ce|le|son|sa|cette|la) (?:contre|enchere|carte|declaration|[1-7] \w+)"
    r" (?:\w+ )?(?:demand|indiqu|sugger|reclam)\w*"
    # s44 (tuning): « pour eux l'entame vient de l'enchère annulée »
    r"|(?:entame|attaque) (?:vient|venait|provient|provenait|decoule|decoulait) (?:de|d|du) (?:l |la |le |son |sa |cette |ce )?"
    r"(?:enchere|declaration|contre|ouverture|surcontre|passe)"
    # s45b: « un choix que ce 1SA retiré a pu lui souffler », « il sait que son partenaire a du cœur »
    r"|(?:retire|annule)e? (?:a pu |a |aurait pu )?(?:lui )?(?:souffl|sugger|indiqu)\w*"
    r"|il sait que son partenaire (?:a|avait)|elle sait que son partenaire (?:a|avait))\b"
)


def acts(folded: str, online: bool = False, auction: bool = False) -> tuple[str, ...]:
    """The topics whose act these folded words tell by their grammar, most certain first (`online`:
    the words say the game is online; `auction`: they place the incident in the auction). Read once per
    words and setting, however it is asked (an lru_cache keys `acts(t)` and `acts(t, False, False)` apart)."""
    return _acts(folded, online, auction)


def forget() -> None:
    """Forget the acts read: the next reading is cold (bot/finder/index.py `forget`, the bench)."""
    _acts.cache_clear()


@lru_cache(maxsize=512)
def _acts(folded: str, online: bool, auction: bool) -> tuple[str, ...]:
    found: list[str] = []
    if played_on_irregular(folded):
        found.append("jeu_apres_irregularite")
    found.extend(auction_acts(folded, online))
    if revoked_while_holding(folded) or revoke_corrected(folded):
        found.append("renonce")
    early = played_early(folded) or ("jeu_premature" if played_to_anothers_lead(folded) else None)
    if early and not _AUCTION_WORDS.search(folded):
        found.append(early)
    dummy, speaks = dummy_acts(folded)
    found.extend(dummy)
    if not_followed(folded) and not dummy:
        # a suit not followed, told or complained of (61); the dummy's word is his right's (42B1)
        found.append("renonce")
    if _REVOKED.search(folded) and not _NOT_REVOKED.search(folded):
        found.append("renonce")
    if _PENALISED.search(folded) and _INSTEAD_OF_IT.search(folded):
        found.append(
            "renonce"
        )  # a penalty card required and another card played instead (50D1, 61A; s16, s17)
    if online and _TIME_RAN_OUT.search(folded) and not CUT_OFF.search(folded):
        found.append("en_ligne_retard")  # the clock run out first: what the think before it caused (80B2)
    if (
        (not online or _NOTHING_TO_THINK.search(folded))
        and _HESITATION.search(folded)
        and not _CHOOSING.search(folded)
        and _BEFORE_A_CARD.search(folded)
        and not _PARTNER.search(folded)
    ):
        found.append("tempo_comportement")
    elif _HESITATION.search(folded) and _BEFORE_A_CALL.search(folded):
        # partner's information (16B); online, the think time recorded establishes it (85A1)
        found.append("en_ligne_hesitation" if online else "information_non_autorisee")
    required = requirement(folded)
    if required:
        found.append(required)
    if _SELF_CORRECTED.search(folded) and not _CHOICE.search(folded):  # a choice left: the irregularity's
        found.append("procedure")
    chat = _IN_THE_CHAT.search(folded)
    if chat and _PARTNER_WORD.search(folded) and not _DUMMY_WORD.search(folded):
        if _misclick(folded) and not _PARTNER_WORD.search(folded, max(0, chat.start() - 30), chat.start()):
            found.append(
                "en_ligne_clic"
            )  # the misclicker's « misclick » in the chat: his misclick first (25A online)…
        found.append(
            "information_non_autorisee"
        )  # …and partner read it: a remark in the table's chat (16B1a)
    if _heard_partner(folded) and not _FAULTY_EXPLANATION.search(folded):
        # (an explanation said wrong is the misinformation's, 20F5, whoever heard it)
        found.insert(0, "information_non_autorisee")  # before the explanation's topic: what he learnt (16B1a)
    if _TO_PARTNER.search(folded) and not speaks and not _DUMMY_WORD.search(folded):
        found.append("information_non_autorisee")  # a remark to partner (16B, 73B1)
    withdrawn = _WITHDRAWN.search(folded) and not _PENALISED.search(folded)  # a penalty card: 50E
    if _PENALISED.search(folded) and (_PARTNER_USES.search(folded) or _PROFITED.search(folded)):
        # s44 (tuning): what partner may make of a penalty card (« Est a-t-il le droit de tenir compte qu'Ouest a ce
        # valet ? »): 50E, the penalty card's own law, before the general unauthorised information (16)
        found.append("cartes_penalisees")
    if _PROFITED.search(folded) or (withdrawn and _PARTNER_USES.search(folded)):
        found.append("information_non_autorisee")  # 16B, or a withdrawn call or card partner may use (16C)
    if leader_out_of_turn(folded) or not _AUCTION_WORDS.search(folded):
        found.extend(lead_acts(folded))
    if (
        _drew_attention(folded)
        or _own_side_disclosure(folded)
        or _SETTLED_ALONE.search(folded)
        or _CHOSEN_TOGETHER.search(folded)
    ):
        found.insert(0, "procedure")  # who drew attention to it (9A), the irregularity's topic next
    if DIRECTORS_ERROR.search(folded):
        found.insert(0, "suites_decision")
    found.extend(shown_acts(folded, auction))
    found.extend(table_acts(folded, online))
    if _misclick(folded):
        found.append(
            "en_ligne_clic"
        )  # the misclick named: whatever call was meant (« je voulais 3♠ »), 25A online
    if online and _ALERT.search(folded):
        # online, an alert is the player's own (self-alert): its own rules when it was not made; made with a
        # wrong explanation, the explanation is the misinformation (20F4, 21B1a, 75; tester19 Q2)
        wrong = _FAULTY_EXPLANATION.search(folded) and not _NOT_ALERTED.search(folded)
        found.append("explication_erronee" if wrong else "en_ligne_alerte")
    at_once = _SECOND_CARD_AT_ONCE.search(folded) and not _FACE_DOWN.search(folded)  # face down: a lead (54)
    if (
        _DECLARER_DROPS.search(folded)
        and not _NOT_DECLARERS_CARD.search(folded)
        and not (at_once and _ON_THE_TRICK.search(folded))
    ):
        # (two cards let go onto the trick at once are played simultaneously, 58B; dropped, they are 48A's)
        found.append("carte_jouee")  # the declarer's card is never a penalty card (48A): played or not (45C2)
    # (two cards led at once are the opening lead's, 54, 58B)
    defective = _TWO_CARDS_ONE_TRICK.search(folded) or (defective_trick(folded) and not _LED.search(folded))
    if defective and not _AUCTION_WORDS.search(folded):
        found.append("renonce")  # a trick with a card too many: a defective trick (67), the revoke's topic
    named = _DECLARER_NAMES.search(folded)
    if (
        named
        and (_OF_THE_DUMMY.search(folded) or _CALLED.search(named[0]))
        and not _AUCTION_WORDS.search(folded)
        and not _DUMMY_REVOKED.search(folded)
    ):
        found.append("carte_du_mort")  # the declarer names a card of the dummy's (46A; incompletely, 46B)
    if _DUMMY_CARD_PUT_BACK.search(folded) and not _AUCTION_WORDS.search(folded):
        found.append("carte_du_mort")  # a card of dummy's taken, then put back: played or not (45B, 45C3)
    if _DUMMY_UNASKED.search(folded):
        found.append(
            "carte_du_mort"
        )  # the dummy took a card himself, before the declarer named one (45D, 45F)
    if at_once and not defective and not _AUCTION_WORDS.search(folded) and not _LED.search(folded):
        found.append("jeu_premature")  # a second card with the first: played simultaneously (58B)
    if _TWO_PLAYERS_AT_ONCE.search(folded) and not _AUCTION_WORDS.search(folded) and not _LED.search(folded):
        found.append("jeu_premature")  # two players' cards at the same moment: played simultaneously (58A)
    if fifth_card(folded) and not _AUCTION_WORDS.search(folded):
        found.append("carte_jouee")  # a fifth card put on a complete trick (45E)
    if _TURNED_EARLY.search(folded):
        found.append(
            "carte_jouee"
        )  # a card or the trick turned before the trick was complete (65A, 45's topic)
    wanted = _WANTED_ANOTHER_CARD.search(folded)
    if wanted and not _AUCTION_WORDS.search(folded):
        # « a joué le ♠R par erreur, il voulait jouer le ♠2 »: a card played is not a call (45C4b for the
        # dummy's card named, 45, 47 for a card from the hand)
        found.append("carte_du_mort" if _DUMMY_WORD.search(folded) else "carte_jouee")
    asked = _ASKED_MEANING.search(folded)
    if asked and _PARTNER_ACTS.search(folded, asked.end()) and not _MISINFORMED.search(folded):
        found.append(
            "information_non_autorisee"
        )  # a question about a call, then partner acts (20G1, 16B1a, 73C)
    if _TAKEN_BACK_CARD.search(folded) or _HELD_FOR_PARTNER.search(folded):
        found.append(
            "carte_jouee"
        )  # a played card taken back for another (45C, 47), or held for partner (45C2)
    changed = card_changed(folded)
    if changed and not _AUCTION_WORDS.search(folded):
        found.append(changed)
    if _trick_inspected(folded):
        found.insert(0, "levees")  # a quitted trick to inspect (66), whatever revoke is only suspected in it
    elif _trick_disputed(folded):
        found.append("levees")  # last: what the other acts tell decides the trick (a revoke, a claim, 58A)
    if _LED_OR_SHOWN.search(folded):
        # « a-t-il entamé ou juste montré sa carte ? »: was the opening lead made (41A)
        found.append("entame")
    return tuple(dict.fromkeys(found))


def step_acts(folded: str, online: bool = False) -> tuple[str, ...]:
    """The topics a step of a description tells by its grammar (`acts`), and a claim told by its verb."""
    told = acts(folded, online)
    return (*told, "revendication") if _CLAIMS.search(folded) and "revendication" not in told else told


_ALERT = re.compile(r"\b(?:alert\w*|autoalert\w*)\b")
# An explanation given, and said wrong (« son explication était fausse », « a mal expliqué », « il explique
# Stayman mais c'est un transfert », « l'auto-alerte ne correspondait pas au système »).
_FAULTY_EXPLANATION = re.compile(
    r"\b(?:mauvaise explication|mal explique\w*|explication inexacte"
    r"|(?:expli|alert|autoalert)\w* (?:\w+ ){0,6}?(?:faux|fausse|erronee?|incorrecte?|inexacte?|mauvaise"
    r"|ne correspond\w*|pas conforme)"
    r"|expli\w* (?:\w+ ){0,5}?(?:mais|alors qu) (?:c est|c etait|en fait|il s agit|il s agissait)"
    r"|(?:trompe|erreur)\w* (?:dans|sur|de) (?:l |son |sa |leur |cette )explication)\b"
)

# The declarer let a card of his hand fall or show (45C2): not the dummy's, nor one said penalised.
# s45b: the declarer taking a card of dummy's, then putting it back (« a pris le 7♦ du mort entre ses doigts, puis l'a
# reposé en disant « non, le valet » »): whether it is played is dummy's card's question (45B, 45C3), not the procedure.
_DUMMY_CARD_PUT_BACK = re.compile(
    r"\b(?:pris|prend|touche|saisi|souleve|attrape)\w* (?:le |la |l )?(?:\w+ ){0,3}?du mort (?:\w+ ){0,4}?"
    r"(?:puis|et|avant de|mais) (?:l a |la |le |l )?(?:repose|remis|remet|lache|replace|repos)\w*"
)
_DECLARER_DROPS = re.compile(
    r"\b(?:le|la) (?:declarant|decla)(?: (?!nord|sud|est|ouest|mort|partenaire|defenseur)\w+){0,2}? (?:a |avait )?"
    r"(?:fait tomber|laisse tomber|lache|echappe|fait voir|laisse voir)\b"
)
_ON_THE_TRICK = re.compile(r"\bsur la levee\b")
_NOT_DECLARERS_CARD = re.compile(r"\b(?:du mort|penalis\w*|encheres?)\b")

# Two cards left in one trick (« deux cartes à la même levée », « l'une sur l'autre »): a defective trick
# (67). Two cards played at once (« en même temps », « collées ») stay simultaneous plays (58).
_TWO_CARDS_ONE_TRICK = re.compile(
    r"\b2 cartes (?:\w+ ){0,3}?(?:a|sur|dans) la meme levee\b|\b2 cartes l une sur l autre\b"
    r"|\b(?:2|les 2) (?:\w+ )?(?:sont |etaient )?restees? dans la levee\b"
    # two cards put down, found at the end when he is a card short (« il n'a plus de carte alors que les autres en
    # ont », « il lui en manque une »)
    r"|\b2 cartes\b(?: \w+){0,16}? (?:(?:n a plus|n avait plus) (?:de |d )?cartes? (?:\w+ ){0,2}?(?:alors que|tandis que|mais)"
    r" les (?:3 )?autres|lui en manque une|lui manque une carte)\b"
)

# The declarer names a card (« le déclarant dit « la dame » », « demande le 10 au mort »): the dummy's card (46).
_DECLARER_NAMES = re.compile(
    r"\b(?:declarant|declarante|decla|decl) (?:\w+ ){0,2}?(?:dit|demande|annonce|appel|nomme)\w* (?:au mort )?"
    r"(?:le|la|l|un|une) (?:as|roi|dame|valet|[2-9]|10|petit|gros|[rdv])\b"
    # finder64 (s25-s28): a suit or a word of the play alone (« le déclarant dit seulement « pique » », « a dit « coupe » »,
    # « gagne »: 46B), and the card said before its speaker (« « La dame », dit le déclarant »)
    r"|\b(?:declarant|declarante|decla|decl) (?:\w+ ){0,2}?(?:dit|demande|annonce|appel|nomme)\w* (?:au mort )?"
    r"(?:seulement |juste |simplement )?(?:pique|coeur|carreau|trefle|coupe|gagne|haut|petit|petite)\b"
    r"|\b(?:le|la|l) (?:as|roi|dame|valet) dit (?:le )?(?:declarant|declarante|decla|decl)\b"
    # s42 (tuning): a rank alone, no article (« le déclarant dit « Dix » »: 46B3), never a bid nor a count; s43: an
    # honour alone too (« le déclarant a dit « Dame » pour le mort »: 46B1, 45C4b if corrected)
    r"|\b(?:declarant|declarante|decla|decl) (?:\w+ ){0,2}?(?:dit|demande|annonce|appel|nomme)\w* (?:au mort )?"
    r"(?:(?:[2-9]|10)\b(?! (?:pique|coeur|carreau|trefle|sa|sansatout|levee|levees|points|secondes|minutes)\b)"
    r"|(?:as|roi|dame|valet)\b)"
)
_OF_THE_DUMMY = re.compile(r"\b(?:le|au|du) mort\b")
# … the card named for a dummy who then revoked (« le déclarant a appelé un petit atout du mort alors que le mort avait
# encore un carreau »): the revoke's (64B3 for the dummy's)
_DUMMY_REVOKED = re.compile(r"\b(?:renon\w*|pas fourni|avait encore (?:un|une|du|des))\b")
_CALLED = re.compile(
    r"\b(?:appel|nomm)"
)  # s45: the declarer « calls » only the dummy's cards (« a appelé le roi »)

# The dummy who plays a card himself, before or without the declarer's word (« le mort a pris une carte
# avant que Sud dise quoi jouer »): a card the declarer did not name (45D), the dummy's limits (45F).
_DUMMY_UNASKED = re.compile(
    # « le mort, qui avait la main, a joué … » (tester16 T14): the clause between the dummy and his verb
    r"\ble mort (?:qui (?:(?!il |elle |entam|attaqu|voul)\w+ ){1,4}?)?(?:a |avait |a deja |lui meme |a lui meme )?"
    r"(?:pris|prend|joue|pose|sorti|sort|tire|mis|met)\w*"
    r"(?: \w+){0,5}? "
    r"(?:avant que|avant qu|sans que|sans qu|tout seul|de lui meme|sans instruction|sans attendre)\b"
    # s45: a card of his pointed at (« le mort a pointé du doigt la D♥ en regardant le déclarant »: 45F)
    r"|\ble mort (?:a |avait )?(?:pointe|designe|indique|montre) du doigt\b"
)
# A second card with the first (« a sorti un 2e trèfle en même temps »): cards played simultaneously (58B),
# one player's; two cards led at the first trick are the opening lead's topic (58, 54).
_SECOND_CARD_AT_ONCE = re.compile(
    r"\b(?:2 cartes|(?:un|une) (?:2|autre|seconde?) (?:carte|pique|coeur|carreau|trefle|atout)s?)\b"
    r"(?: \w+){0,6}? (?:en meme temps|simultanement|a la fois|d un coup|collee?s?|ensemble)\b"
    # two players' cards at once (« Nord et Est ont posé leur carte en même temps »): 58A, in the play
    r"|\b(?:ont|avaient) (?:pose|joue|mis|fourni|sorti)\w* (?:leur|leurs|les|des|une|sa) cartes? (?:\w+ ){0,3}?"
    r"(?:en meme temps|simultanement|a la fois)\b"
)

# A card played while another was wanted (« il voulait jouer le ♠2 »): the card's act, not a call changed.
_WANTED_ANOTHER_CARD = re.compile(
    r"\b(?:voulait|a voulu|voulais) (?:jouer|mettre|poser|fournir|sortir|defausser)"
    r" (?:le|la|l|un|une|son|sa|du|petit)\b"
)
# A question about a call (« a demandé la signification de 2♣ »), then a call or a card of the one who asked or
# of his partner: what that partner may not use (20G1, 16B1a); with a wrong answer, the misexplanation's.
_ASKED_MEANING = re.compile(
    r"\b(?:demand\w*|pos\w* (?:des |une )?questions?|questionn\w*) (?:\w+ ){0,3}?"
    r"(?:signification|ce que (?:veut dire|voulait dire|signifi\w*)|sens|explication)\b"
    # s43: spoken (« mon partenaire a demandé c'est quoi le 2♦ »): the meaning of the call named after it
    r"|\bdemand\w* (?:\w+ ){0,2}?(?:c est quoi|ce que c est|ce que c etait|c etait quoi) (?:le|la|son|sa|leur|ce|cette) "
    r"(?:[1-7]|passe|contre|surcontre|enchere|ouverture)\b"
)
_PARTNER_ACTS = re.compile(r"\b(?:entam\w*|attaqu\w*|passe|a passe|dit [1-7]|contre|a contre|rejou\w*)\b")
_MISINFORMED = re.compile(
    r"\b(?:faux|fausse|erron\w*|mauvaise explication|pas alerte\w*|mal explique\w*|ne correspond|trompe\w*)\b"
)

_FACE_DOWN = re.compile(r"\bface cachee\b")
# The opening lead, or a card only shown (« Est a entamé ou il a juste montré sa carte ? »).
_LED_OR_SHOWN = re.compile(r"\bentam\w* ou (?:\w+ ){0,3}?(?:montr|tenu|sorti|pos|retourn)\w*")

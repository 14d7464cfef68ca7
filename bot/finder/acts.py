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

Each reads the folded words (rules.vocabulary.words, joined); `acts` gives the topics to put first.
"""

from __future__ import annotations

import re

# The dummy speaks: « le mort » (or « le mort, qui … ») then a verb of speech. To draw attention, to
# warn, to prevent: whoever he tells it to; to say or ask: to the declarer (« le mort a dit à Est
# "à vous" » is told his turn, Law 53-55's case; « le mort demande à revoir la levée », Law 66).
_SPEECH = (
    r"(?:signal\w*|previen\w*|prevenu|averti\w*|empech\w*|rappel\w*|indiqu\w*|intervenu|intervient"
    r"|fait remarquer|fait signe"
    r"|(?:dit|dis|demande|demandait|crie|souffle\w*) (?:au declarant|a son partenaire|a sa partenaire)\b)"
)
_DUMMY_SPEAKS = re.compile(
    rf"(?:^| )le mort (?:(?:\w+ ){{0,3}}?|qui (?:\w+ ){{0,10}}?){_SPEECH}"
    r"(?! (?:que |qu )?(?:c est a|c etait a|a vous|a toi)\b)"
)
# « le mort » as an object (« il regarde le mort ») speaks for nobody.
_OBJECT = re.compile(r"(?:regard\w*|jou\w*|etal\w*|vu|voit|touch\w*|pris|prend) le mort\b")

# Partner consulted on an option: asked, and a word of the choice.
_CONSULTED = re.compile(
    r"\b(?:demand\w*|consult\w*|conseill\w*|l avis)\b (?:\w+ ){0,2}?"
    r"(?:au mort|a son partenaire|a sa partenaire|du mort|de son partenaire|de sa partenaire)\b"
    r"|\bconsult\w* (?:le mort|son partenaire|sa partenaire)\b"
)
_CHOICE = re.compile(r"\b(?:accept\w*|refus\w*|chois\w*|choix|prefer\w*|option\w*)\b")

# An irregularity about to happen, and stopped.
_ABOUT_TO = re.compile(
    r"\b(?:allait|allaient|s appretait|s appretaient|sur le point|a failli|avait failli)\b"
)
_STOPPED = re.compile(
    r"\b(?:prevenu\w*|previen\w*|empech\w*|arrete\w*|retenu\w*|evite\w*|stoppe\w*|interromp\w*|averti\w*)\b"
)
# « j'ai évité que… », « son partenaire l'a empêché de… »: a player prevented it (an irregularity that
# « a empêché le déclarant de jouer 3SA » prevented nothing of the kind).
_PREVENTED = re.compile(
    r"\b(?:j ai|je|il|elle|on|mort|partenaire|declarant|nord|sud|est|ouest|defenseur)(?: \w+){0,2}? "
    r"(?:evite|empeche)(?: \w+){0,3}? (?:que|qu|de|d)\b"
)

# A hesitation, and a card of the play it came before, or the declarer it misled.
_HESITATION = re.compile(r"\b(?:hesit\w*|reflechi\w*|tempo|longuement|pris son temps|temps de reflexion)\b")
_BEFORE_A_CARD = re.compile(
    r"\b(?:avant de|pour) (?:fournir|jouer|defausser|couper|mettre|poser|prendre|rejouer)\b"
    r"|\b(?:impasse|singleton|qu un petit|un seul)\b"
)
_PARTNER = re.compile(
    r"\b(?:partenaire|enchere\w*|dit [1-7]|contre|passe\w*|trouv\w*|retour|profit\w*|sugger\w*)\b"
)

# A card played on an irregular one, before the director came.
_IRREGULAR_CARD = re.compile(r"\b(?:hors tour|avant son tour|avant son partenaire|trop tot|premature\w*)\b")
_PLAYED_ON = re.compile(
    r"\b(?:jou\w*|mis|met|fourni\w*|pos\w*|coup\w*|defauss\w*)(?: \w+){0,3} (?:dessus|derriere|par dessus)\b"
    r"|\b(?:jou\w*|fourni\w*|coup\w*) sur (?:l attaque|la carte|sa carte|cette carte)\b"
)
_BEFORE_THE_DIRECTOR = re.compile(
    r"\bavant (?:que j arrive|qu on m appelle|que l arbitre|l arbitre|l arrivee|d appeler|qu on appelle"
    r"|que j arrive a la table|mon arrivee)\b"
)

# The auction over (a bid passed three times, « les enchères étaient finies »), then a call; or a call
# « après le dernier passe »: a call after the final pass (39). Not a call changed (« au lieu de »,
# « il voulait », 25), nor an explanation (20F, 21).
_STRAIN = r"(?:trefle|carreau|coeur|pique|sansatout)"
_AUCTION_OVER = re.compile(
    rf"\b[1-7] {_STRAIN}\b(?: \w+){{0,3}}? (?:passe passe passe|passe 3 fois|3 passes)\b"
    r"|\b(?:dernier passe|passe final|fin des encheres|encheres? (?:etai(?:en)?t |sont |est )?(?:terminee?s?|finie?s?|closes?))\b"
)
_AFTER_THE_LAST_PASS = re.compile(
    r"\bapres (?:le |les )?(?:dernier passe|passe final|3 passes|la fin des encheres)\b"
)
_A_CALL = re.compile(
    rf"\b(?:dit|annonce|reparle|encheri\w*|ajoute|sort) (?:\w+ )?[1-7] {_STRAIN}\b|\b(?:a|puis|il|elle) (?:contre|surcontre)\b"
)
_NOT_A_NEW_CALL = re.compile(r"\b(?:au lieu de|au lieu d|voulait|lapsus|expli\w*)\b")

# A suit required or forbidden (50, 54-56), and then: the player cannot comply (59), or played against
# the requirement when able to comply (a revoke, 61A).
_REQUIRED = re.compile(r"\b(?:exig\w*|interdi\w*|impos\w*)\b")
_CANNOT = re.compile(
    r"\b(?:n a plus|a plus|n a pas de|a pas de|n avait plus|avait plus|plus que des|que des|ne peut pas"
    r"|peut pas|impossible|aucun|aucune)\b"
)
_DISOBEYED = re.compile(r"\b(?:quand meme|malgre|pas respecte\w*|sans respecter|ignore)\b")

# The offender put it right himself, or the players settled it, before the director came (9B2, 10, 11).
_SELF_CORRECTED = re.compile(
    r"\b(?:corrig\w*|rectifi\w*|remplac\w*|regl\w*|repar\w*)\b(?: \w+){0,6}? "
    r"(?:lui meme|elle meme|eux memes|d eux memes|de lui meme|tout seul|entre eux|sans (?:appeler )?l arbitre)\b"
)

# Partner profited from what he should not have known (16B, 16C): « a profité du contre hors tour ».
_PROFITED = re.compile(
    r"\b(?:a|ont|aurait|auraient|avoir) (?:profite|tire profit|tire parti|utilise l info\w*)\b(?! de (?:sa|leur) propre)"
)

# Cards shown with words that claim or concede (« en disant à moi », « le reste est pour moi »): a claim
# or a concession (68), whoever shows them; cards shown without such words are exposed cards.
_SHOWN = re.compile(
    r"\b(?:montr\w*|etal\w*|pos\w*|abat\w*|expos\w*) (?:\w+ )?(?:ses|son|sa) (?:\w+ )?(?:cartes|jeu|main)\b"
)
_CLAIMING = re.compile(
    r"\b(?:a moi|pour moi|le reste|toutes les levees|les levees restantes|je fais tout|j ai tout"
    r"|c est fait|c est pour moi|vous faites|on vous donne|je vous donne|prenez)\b"
)


def acts(folded: str, online: bool = False) -> list[str]:
    """The topics whose act these folded words tell by their grammar, most certain first."""
    found: list[str] = []
    if _PLAYED_ON.search(folded) and _BEFORE_THE_DIRECTOR.search(folded):
        irregular = _IRREGULAR_CARD.search(folded)
        played = _PLAYED_ON.search(folded)
        if irregular and played and irregular.start() < played.start():
            found.append("jeu_apres_irregularite")
    over = _AUCTION_OVER.search(folded)
    if (
        (over and _A_CALL.search(folded, over.end()))
        or (_AFTER_THE_LAST_PASS.search(folded) and _A_CALL.search(folded))
    ) and not _NOT_A_NEW_CALL.search(folded):
        found.append("declaration_inadmissible")
    speaks = _DUMMY_SPEAKS.search(folded)
    if speaks and not _OBJECT.search(folded[max(0, speaks.start() - 20) : speaks.start() + 9]):
        found.append("procedure")
    elif _CONSULTED.search(folded) and _CHOICE.search(folded):
        found.append("procedure")
    elif _PREVENTED.search(folded) or (_ABOUT_TO.search(folded) and _STOPPED.search(folded)):
        found.append("procedure")
    if (
        not online
        and _HESITATION.search(folded)
        and _BEFORE_A_CARD.search(folded)
        and not _PARTNER.search(folded)
    ):
        found.append("tempo_comportement")
    required = _REQUIRED.search(folded)
    if required and _DISOBEYED.search(folded, required.end()):
        found.append("renonce")
    elif required and _CANNOT.search(folded, required.end()):
        found.append("jeu_apres_irregularite")
    if _SELF_CORRECTED.search(folded) and not _CHOICE.search(folded):  # a choice left: the irregularity's
        found.append("procedure")
    if _PROFITED.search(folded):
        found.append("information_non_autorisee")
    shown = _SHOWN.search(folded)
    if shown and _CLAIMING.search(folded, shown.start()):
        found.append("revendication")
    return _distinct(found)


def _distinct(found: list[str]) -> list[str]:
    return list(dict.fromkeys(found))

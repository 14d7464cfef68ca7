"""The dummy's acts a description tells by its grammar (issue 37 §4), for the ranking: the dummy who speaks
(« le mort dit / demande / a signalé / a prévenu … »: his rights and their limits, 42, 43, whatever irregularity
he spoke of), partner consulted on an option (« il a demandé au mort s'il fallait accepter »: 10C), an
irregularity stopped before it happened (« il allait entamer, son partenaire l'a prévenu », « j'ai évité
que … »: nothing irregular was done, the question is who may prevent it, 42B2, 43B2a). Split from
bot/finder/acts.py, which reads them in this order among the others (`dummy_acts`).
"""

from __future__ import annotations

import re

from bot.finder.leads import LED_OUT_OF_TURN

# The dummy speaks: « le mort » (or « le mort, qui … ») then a verb of speech. To draw attention, to
# warn, to prevent: whoever he tells it to; to say or ask: to the declarer (« le mort a dit à Est
# "à vous" » is told his turn, Law 53-55's case; « le mort demande à revoir la levée », Law 66).
_SPEECH = (
    r"(?:signal\w*|previen\w*|prevenu|averti\w*|empech\w*|rappel\w*|indiqu\w*|intervenu|intervient"
    r"|fait remarqu\w*|fait signe"
    r"|(?:dit|dis|dire|demande|demander|demandait|crie|souffle\w*) (?:au declarant|au decla|a son partenaire|a sa partenaire)\b"
    # tester19 Q1: « le mort lui a dit … », « le mort : attention, tu n'es pas en main », « a crié attention »
    r"|lui (?:a |avait )?(?:dit|dis|demande|crie|souffle\w*|lance|fait remarquer)\b"
    r"|attention (?:\w+ ){0,4}?(?:en main|au mort|de ta main|de la main|mauvaise main|mauvais cote)\b"
    # s45: the warning in his words (« le mort a-t-il le droit de dire « tu es au mort » »: 42B2)
    r"|(?:dit|dis|dire|crie|lance) (?:tu es|t es|vous etes|tu n es pas|t es pas) (?:au mort|en main|dans ta main"
    r"|dans la mauvaise main|pas en main)\b)"
)
_DUMMY_SPEAKS = re.compile(
    rf"(?:^|(?:^| )(?:le|mon|son|ton) |(?:^| )(?:nord|sud|est|ouest) (?:qui est |le )?)mort (?:(?:\w+ ){{0,3}}?|qui (?:\w+ ){{0,10}}?)(?:le )?(?:droit de )?{_SPEECH}"
    r"(?! (?:que |qu )?(?:c est a|c etait a|a vous|a toi)\b)"
)
# The dummy's words quoted, then the verb and its subject (« « pas de pique ? » dit le mort »): the dummy speaks.
_SAID_BY_DUMMY = re.compile(
    r"\b(?:dit|demande|demandait|crie|lance|souffle|previent|signale|ajoute) le mort\b"
)
# The dummy who left his seat or looked at a hand (43A2b, 43B), then spoke: « le mort s'est levé pour regarder le
# jeu du décla, puis il a signalé … », « le mort est allé voir le jeu d'Ouest ; ensuite il a dit au décla … »
# (tester16 T8, T9): he has lost his rights, and what he said is his (43B2b, 43B3), whatever it was about.
_DUMMY_AWAY = re.compile(
    r"\ble mort (?:\w+ ){0,3}?(?:s est leve|s etait leve|se leve|quitte sa place|a quitte sa place|s est penche"
    r"|(?:(?:est |etait )?(?:alle|venu|passe) (?:voir|regarder)|a regarde|regarde|regardait|a vu|voit"
    r"|a jete un (?:oeil|coup d oeil))(?: \w+){0,2}? (?:le jeu|la main|les cartes|le jeu|son jeu|sa main) (?:de|d|du)\b)"
)
# (« … puis a demandé au décla », tester18 R10: the same subject, not said again)
_HE_SPEAKS = re.compile(rf"\b(?:il|elle|le mort|puis|ensuite) (?:lui |leur )?(?:a |avait )?{_SPEECH}")


def _dummy_away_speaks(folded: str) -> re.Match[str] | None:
    away = _DUMMY_AWAY.search(folded)
    return _HE_SPEAKS.search(folded, away.end()) if away else None


# « le mort » as an object (« il regarde le mort ») speaks for nobody.
_OBJECT = re.compile(r"(?:regard\w*|jou\w*|etal\w*|vu|voit|touch\w*|pris|prend) le mort\b")

# The dummy's question to the declarer who did not follow (« t'as pas de carreau ? »), and the revoke said.
_NO_SUIT_ASKED = re.compile(
    r"\b(?:pas|plus|plus de|pas de|aucun) (?:de |d )?(?:pique|coeur|carreau|trefle|atout)s?\b"
)
_NOT_FOLLOWED = re.compile(
    r"\b(?:pas fourni|renonc\w*|il en avait|en avait encore|il lui en restait|en (?:a )?retrouv\w*)\b"
)

# Partner consulted on an option: asked, and a word of the choice.
_CONSULTED = re.compile(
    r"\b(?:demand\w*|consult\w*|conseill\w*|l avis)\b (?:\w+ ){0,2}?"
    r"(?:au mort|a son mort|a son partenaire|a sa partenaire|du mort|de son partenaire|de sa partenaire)\b"
    r"|\bconsult\w* (?:le mort|son partenaire|sa partenaire)\b"
    # s45: turned to him with the question (« s'est tourné vers son mort : « qu'est-ce que tu en penses ? » »)
    r"|\btourne\w* vers (?:son|sa|le) (?:mort|partenaire)\b(?: \w+){0,3}? (?:qu est ce que tu en penses|tu en penses quoi"
    r"|qu en penses tu|t en penses quoi|ton avis|qu est ce qu on fait|on fait quoi)\b"
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
    r"(?:evite|empeche|eviter|empecher)(?: \w+){0,3}? (?:que|qu|de|d)\b"
)


def dummy_acts(folded: str) -> tuple[list[str], bool]:
    """The topics these folded words tell of the dummy's speech, a consulted partner or a prevented
    irregularity, most certain first; and whether the dummy speaks (a remark to partner is then his)."""
    found: list[str] = []
    speaks = _DUMMY_SPEAKS.search(folded) or _SAID_BY_DUMMY.search(folded) or _dummy_away_speaks(folded)
    if speaks and not _OBJECT.search(folded[max(0, speaks.start() - 20) : speaks.start() + 9]):
        if _NO_SUIT_ASKED.search(folded) and _NOT_FOLLOWED.search(folded):
            found.append(
                "renonce"
            )  # « pas de carreau ? » to a declarer who had not followed: his right (42B1, 61B1)
        found.append("procedure")
    elif _CONSULTED.search(folded) and _CHOICE.search(folded):
        found.append("procedure")
    elif _PREVENTED.search(folded) or (_ABOUT_TO.search(folded) and _STOPPED.search(folded)):
        about = _ABOUT_TO.search(folded)
        led = LED_OUT_OF_TURN.search(folded)
        if not (led and about and led.end() <= about.start()):
            # (« Est a entamé hors tour ; Sud allait étaler … s'est arrêté »: the lead was made, the
            # declarer's answer to it stopped — the lead's topic, 54; tester18 R10)
            found.append("procedure")
    return found, speaks is not None

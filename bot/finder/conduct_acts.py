"""The acts of conduct a description tells (issue 37 §4), for the ranking: a player's behaviour at the table
(74), the offences the director may penalise (90B) and the tray late behind screens (16B1), told by their grammar more than by the words the
vocabulary lists. Each reads the folded words (rules.vocabulary.words, joined), as bot/finder/acts.py does;
`conduct_acts` gives the topics to put first, most certain first. Read by bot/finder/table_acts.py.
"""

from __future__ import annotations

import re

from rules.regex_start import starting_with

# Remarks or approval about the cards or calls of a partner (74B2 gratuitous comments, 74C2 approval or
# disapproval of a play): « il commente les cartes jouées par son partenaire », « il approuve les jeux de sa
# partenaire en soupirant ». A sigh alone is no such act: a sigh before partner calls is partner's unauthorised
# information (16B1a), the topic its words already rank first.
_JUDGES = r"(?:comment\w*|critiqu\w*|approuv\w*|desapprouv\w*|felicit\w*)"
_PLAYS = r"(?:cartes?|jeux|jeu|coups?|encheres?|levees?|entames?|attaques?)"
# s43: the same shown, not said, at each of partner's plays (« il soupire et lève les yeux au ciel à chaque carte jouée
# par son partenaire »): approval or disapproval displayed (74C4), each time, not one sigh before a call.
_SHOWS = r"(?:soupir\w*|yeux au ciel|grimac\w*|hausse\w* les epaules|secou\w* la tete|hoch\w* la tete)"
_ABOUT_PLAY = re.compile(
    rf"\b{_JUDGES}(?: \w+){{0,4}}? {_PLAYS}(?: \w+){{0,3}}? (?:son|sa|leur) partenaire\b"
    rf"|\b{_JUDGES}(?: \w+){{0,2}}? (?:son|sa|leur) partenaire (?:pour|sur) (?:\w+ ){{0,2}}?{_PLAYS}\b"
    rf"|\b{_SHOWS}(?: \w+){{0,4}}? a chaque {_PLAYS}(?: \w+){{0,3}}? (?:son|sa|leur|mon|ma) partenaire\b"
)
# Session 40 (s39): an opponent's play mocked or commented on (« il n'arrête pas de commenter mon jeu », « il dit que je
# joue comme un débutant »): discourtesy (74A2), whoever's play it is.
_MOCKS = re.compile(
    r"\b(?:comment\w*|critiqu\w*|moqu\w*|ridiculis\w*) (?:\w+ ){0,2}?(?:mon|ma|mes|notre|nos|ton|ta|tes) "
    r"(?:jeu|jeux|cartes?|coups?|encheres?|entames?|defense)\b"
    r"|\bjou\w* comme (?:un|une) (?:debutant|debutante|pied|manche|nul|nulle|chevre)\b"
)
# Play slowed on purpose, to disconcert (74C7, 74B4): « il joue lentement exprès pour nous énerver », « il a fait
# exprès de ralentir ». Slow play alone is the procedural penalty's (90B2) or the board's score (12C2); slowed
# « pour que le temps s'écoule », it is the clock's (the round's time, online 80B2), not a tempo to disconcert.
_SLOW = r"(?:lent\w*|ralenti\w*|trainer|traine\w*|fait durer|faire durer|prend son temps|prendre son temps)"
_ON_PURPOSE = (
    r"(?:expres|volontairement|deliberement|a dessein|pour (?:nous |les |me |l )?(?:enerver|deranger|deconcerter"
    r"|agacer|embeter|gener|destabiliser|pieger))"
)
_SLOWED_ON_PURPOSE = re.compile(
    starting_with(
        "eflprt", rf"\b{_SLOW}(?: \w+){{0,4}}? {_ON_PURPOSE}\b|\b(?:fait |fais |fit )?expres de {_SLOW}\b"
    )
)
_CLOCK = re.compile(
    r"\b(?:le temps (?:s ecoule|s est ecoule|passe)|temps (?:ecoule|expire)|pendule|horloge|chrono\w*)\b"
)
# s43: violence to a person (« a jeté ses cartes à la figure de son adversaire », « a giflé son partenaire ») or things
# thrown in anger (« a jeté l'étui par terre de rage »): the disciplinary penalty it calls for (91A), and conduct (74A)
_VIOLENCE = re.compile(
    r"\b(?:jet\w*|lanc\w*|balanc\w*) (?:ses|son|sa|les|l|le|la) (?:cartes|jeu|main|etui|boite|plateau|bidding)"
    r" (?:\w+ ){0,3}?(?:a la figure|au visage|a la tete|a la tronche)\b"
    r"|\b(?:frapp\w*|gifl\w*|bouscul\w*|empoign\w*) (?:son|sa|l|le|la|un|une) (?:adversaire|partenaire|arbitre|joueur|joueuse)\b"
    r"|\b(?:jet\w*|lanc\w*|balanc\w*) (?:ses|son|sa|les|l|le|la) (?:cartes|jeu|main|etui|boite|plateau) (?:\w+ ){0,4}?"
    r"(?:de rage|de colere|furieu\w*|en colere|par terre)\b"
    # s45b: the director insulted, play refused (« a insulté l'arbitre et refusé de jouer la donne suivante »: 91A)
    r"|\b(?:insult\w*|injuri\w*|menac\w*) (?:l arbitre|le directeur|les arbitres)\b"
    r"|\brefus\w* de (?:jouer|continuer|signer) (?:la donne|le tournoi|l etui|la suite)\b"
)
# A card detached or held ready before one's turn (74B3).
_DETACHED = re.compile(
    r"\b(?:detach\w*|prepar\w*) (?:sa|une|la|ses|des) cartes?(?: \w+){0,3}? avant (?:son|leur|que ce soit son) tour\b"
    r"|\b(?:tient|tenait|garde|gardait) (?:sa|une|la) carte prete\b"
    r"|\b(?:la|sa carte|une carte) (?:tient|tenait|garde|gardait) prete\b"
)
# Cards of another player touched or handled (90B5): « il a touché les cartes de son adversaire ».
_TOUCHED = re.compile(
    r"\b(?:touch\w*|manipul\w*|tripot\w*) (?:\w+ ){0,2}?cartes? (?:de son|de ses|d un|de l|des|de leur) "
    r"(?:adversaires?|autres? joueurs?|voisins?)\b"
)


# reviewer29 S-1: behind screens a break in tempo shows as the tray that comes back late (« le plateau est resté bloqué 3
# minutes », « le plateau a mis longtemps à revenir »): the partner's unauthorised information (16B1, 73D1).
_TRAY_LATE = re.compile(
    starting_with(
        "plr",
        r"\bplateau (?:\w+ ){0,5}?(?:longtemps|tard\w*|lentement|lent|bloque\w*|coince\w*|[0-9]+ (?:minutes?|secondes?))\b"
        r"|\b(?:retard|lenteur) (?:du|de) plateau\b"
        # finder69 (s29): « le plateau est revenu de notre côté de l'écran au bout de deux bonnes minutes »
        r"|\bplateau (?:\w+ ){0,12}?au bout (?:de|d) (?:\w+ ){0,2}?(?:minutes?|secondes|longtemps|une eternite)\b",
    )
)


# finder69 (s25-s29): a remark said aloud in the middle of the play (« il a dit « bravo partenaire » pendant le coup », « il
# m'a dit « vous jouez comme un pied » à voix haute », « « vous êtes nul » : remarque faite à voix haute »): a gratuitous
# comment (74B2) or one that annoys (74A2), whatever its quoted words name (« jouez », « chuté », « pour nous »). Not
# when the words name a card, a call, a revoke, a claim or what partner made of it (16B, 49, 68, 73C: their topics).
_REMARK = re.compile(
    starting_with(
        "cdflr",
        r"\b(?:dit|dire|disant|lance|crie|fait (?:une )?remarque\w*|remarque faite|commente)\b(?: \w+){1,10}? "
        r"(?:pendant le coup|en plein coup|au milieu du coup|pendant le jeu|en plein jeu|en cours de jeu|a voix haute|avoixhaute)\b",
    )
)
_NAMES_THE_GAME = re.compile(
    r"\b(?:renon\w*|revendi\w*|conce\w*|hors tour|insuffis\w*|expli\w*|alert\w*|lapsus|atouts?|as|roi|dame|valet|[2-9]"
    r"|10|pique|coeur|carreau|trefle|penalis\w*|exig\w*|interdi\w*|hesit\w*|profit\w*|encher\w*|passe|contre\w*"
    r"|declaration\w*|ouvert\w*|entam\w*|attaqu\w*|ensuite|puis|alors)\b"
)


def conduct_acts(folded: str) -> list[str]:
    """The topics of the acts of conduct these folded words tell: the behaviour's (74) first, then a
    procedural offence's penalty (90B5)."""
    found: list[str] = []
    slowed = _SLOWED_ON_PURPOSE.search(folded) and not _CLOCK.search(folded)
    aloud = (
        "coup" in folded or "jeu" in folded or "voix" in folded
    )  # (each phrase of `_REMARK` ends so: a cheap gate)
    remark = aloud and _REMARK.search(folded) and not _NAMES_THE_GAME.search(folded)
    if _ABOUT_PLAY.search(folded) or slowed or _DETACHED.search(folded) or remark or _MOCKS.search(folded):
        found.append("tempo_comportement")
    if _VIOLENCE.search(folded):
        found.extend(("suites_decision", "tempo_comportement"))
    if _TOUCHED.search(folded):
        found.append("suites_decision")
    if _TRAY_LATE.search(folded):
        found.append("information_non_autorisee")
    return found

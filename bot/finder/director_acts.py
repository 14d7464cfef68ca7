"""The director's own error told in words (82C), and what follows a ruling (an appeal, 92, 93; his disciplinary power,
91): the follow-up's topic, whatever incident it was about. Split from bot/finder/acts.py, which reads it first among
the acts (`acts`)."""

from __future__ import annotations

import re

_RULING = (
    r"(?:decision|rectification|sanction|penalite|regle|loi|score|marque|arbitrage|jugement|transfert|nombre de levees)s?"
    r"(?: ajustee?s?)?"
)
# the director who ruled: himself named, or his assistant (s38: « mon adjoint a appliqué la mauvaise règle »)
_DIRECTOR = r"(?:l arbitre|mon adjoint|l adjoint|l arbitre adjoint|mon assistant)"
# The director's own error told in full (82C): the follow-up, whatever incident it was about (« erreur
# de l'arbitre sur l'entame hors tour », « j'ai fait rejouer une entame à tort »).
DIRECTORS_ERROR = re.compile(
    r"\b(?:erreur (?:de l |d |de )?arbitr\w*|l arbitre s est trompe|l arbitre a fait une erreur"
    r"|ma decision (?:etait|est) (?:fausse|erronee|mauvaise)|mal arbitre"
    r"|trompe de (?:loi|rectification|decision|regle)|j ai mal (?:rectifie|regle|applique|juge))\b"
    r"|\bj ai (?:\w+ ){1,5}?a tort\b"
    # s45b: the director owning his own rectification (« je me suis trompé : j'ai fait passer Sud jusqu'à la fin »)
    r"|\bje me suis trompe (?:\w+ ){0,2}?j ai (?:fait passer|impose|oblige|interdit|exige|applique|transfere|accorde"
    r"|attribue|annule)\b"
    # tester19 Q18: told of the director (« l'arbitre a appliqué la mauvaise loi », « a mal jugé », « mauvaise décision
    # de l'arbitre »)
    rf"|\b{_DIRECTOR} (?:\w+ ){{0,2}}?(?:a|avait) (?:\w+ ){{0,2}}?(?:la|le|une|un) mauvaise? {_RULING}\b"
    rf"|\b{_DIRECTOR} (?:\w+ ){{0,2}}?(?:a|avait) mal (?:juge|arbitre|applique|rectifie|regle|tranche|decide)\b"
    # s38: the director owning his error (« erreur de ma part : j'ai annoncé le mauvais nombre de levées »)
    r"|\berreur de ma part (?:\w+ ){0,2}?j ai (?:annonce|donne|indique|applique|decide|attribue|accorde|transfere"
    r"|rectifie|impose|dit)\b"
    # tester21 P14: what the director said, and the facts against it (« l'arbitre a dit que la renonce n'était pas
    # consommée alors qu'elle l'était »)
    r"|\bl arbitre (?:\w+ ){0,2}?(?:a|avait) (?:dit|decide|juge|annonce|estime|affirme|declare|considere) (?:que|qu)"
    r"\s+(?:\w+\s+){1,12}?alors (?:que|qu)\b"
    rf"|\b(?:mauvaise?|fausse?|erronee?) {_RULING} de l arbitre\b"
    # the director's own ruling, wrong (« j'ai appliqué la mauvaise loi », « ma rectification … était
    # fausse ») or contested (« ils contestent ma décision », « pas d'accord avec le score que j'ai donné »)
    rf"|\bj ai (?:\w+ ){{1,2}}?(?:la|le|une|un) mauvaise? {_RULING}\b"
    rf"|\b(?:ma|mon) {_RULING} (?:\w+ ){{0,9}}?(?:etait|est|a ete) (?:fausse|faux|erronee?|mauvaise?|incorrecte?)\b"
    # finder64 (s25-s28): the director's error owned later (« l'arbitre a reconnu après coup qu'il s'était trompé sur la
    # renonce »), his ruling said wrong by what he told (« j'ai dit au déclarant qu'il ne pouvait pas accepter l'entame,
    # alors qu'il le pouvait »), the appeals committee on his ruling (« la commission maintient ma décision », 93)
    r"|\bl arbitre (?:\w+ ){0,3}?(?:a |avait )?(?:reconn|admi|avou)\w* (?:\w+ ){0,3}?qu (?:il|elle) s (?:est|etait) trompe\w*"
    # s46b: the director telling what he did as director, then owning it (« mea culpa : en tant qu'arbitre j'ai dit au
    # déclarant qu'il n'avait pas le droit … je m'en rends compte maintenant »)
    r"|\b(?:mea culpa|erreur de ma part|je me suis trompe) (?:\w+ ){0,3}?en tant qu arbitre\b"
    r"|\ben tant qu arbitre j ai (?:\w+ ){0,30}?(?:je m en rends compte|je me rends compte|a tort|par erreur)\b"
    # s45: … or what he did wrong (« l'arbitre a reconnu le lendemain avoir mal appliqué la loi sur l'enchère insuffisante »)
    rf"|\b{_DIRECTOR} (?:\w+ ){{0,3}}?(?:a |avait )?(?:reconn|admi|avou)\w* (?:\w+ ){{0,3}}?d?(?:avoir|s etre) "
    rf"(?:mal (?:juge|arbitre|applique|rectifie|regle|tranche|decide)|trompe|applique (?:la|le|une|un) mauvaise? {_RULING}"
    r"|commis une erreur|fait une erreur)\b"
    r"|\bj ai dit (?:\w+ ){1,4}?(?:qu (?:il|elle|ils|elles)|que (?:le|la|les) \w+) (?:ne )?(?:pouvai|devai)\w* (?:\w+ ){0,10}?"
    r"(?:ce qui etait faux|alors qu (?:il|elle|ils|elles) (?:le|la|les) pouvai\w*)"
    # s41: what the director told a player, then owned wrong (« moi j'ai dit au partenaire de passer jusqu'à la fin, ce qui
    # était faux »)
    # (an instruction, « dit au partenaire de passer »: a player's « j'ai dit à l'adversaire que notre 2♣ était naturel, ce
    # qui était faux » is his explanation's, 20F)
    r"|\bj ai (?:dit|indique|impose|demande) (?:a|au|aux) (?:\w+ ){1,3}?(?:de|d) \w+ (?:\w+ ){0,6}?ce qui (?:etait|est)"
    r" (?:faux|une erreur)\b"
    # … and his disciplinary power (91: « je le suspends pour la séance », « disqualification envisagée »), whatever
    # the conduct that called for it (74); not the rule asked of the conduct (« c'est une disqualification ? »)
    r"|\bje (?:le |la )?suspends\b|\b(?:le|la) suspendre pour\b|\bsuspendre (?:le|la|ce|cette) (?:joueur|joueuse|paire|equipe)\b|\bsuspendu\w* (?:\w+ ){0,3}?pour (?:la|le reste de la|toute la) seance\b"
    r"|\b(?:le|la|les) disqualifi\w*|\bdisqualification (?:envisag|prononc|decid|de la paire|du joueur|de l equipe)\w*"
    rf"|\bla commission (?:d appel )?(?:a )?(?:maint\w*|confirm\w*|annul\w*|modifi\w*|chang\w*|infirm\w*) (?:ma|la|sa|notre) {_RULING}\b"
    rf"|\b(?:contest\w*|pas d accord avec|appel de|recours contre|remet\w* en cause) (?:\w+ ){{0,2}}?"
    rf"(?:(?:ma|mon) {_RULING}|la decision de l arbitre)\b"
    rf"|\b(?:le|la|les) {_RULING} (?:\w+ ){{0,2}}?que j ai (?:donne|attribue|accorde|applique|choisi)\w*"
)

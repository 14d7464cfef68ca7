"""/marque in a chat: the weighted adjusted-score calculator (Law 12C1c) from one line of text.

    /marque 420:60,-50:40
    /marque vul=tous ref=620 4♠=:60,EO 5♥X-2:40

Results are seen from North-South; `vul=` gives the vulnerability for contracts written as
contracts, `ref=` North-South's score at the other table (then the IMPs are weighted too).
The artificial scores (average plus / minus) are a topic of their own, with questions.
"""

from __future__ import annotations

import rules
from bot.render import weighted_text
from rules.adjusted import FORMAT_HELP, VULNERABILITIES, parse_outcomes, weighted_score

USAGE = (
    "Marque ajustée pondérée (Loi 12C1c) : /marque RÉSULTAT:POIDS,RÉSULTAT:POIDS…\n"
    f"{FORMAT_HELP}\n"
    "Options : vul=personne|ns|eo|tous (vulnérabilité, pour les contrats), ref=MARQUE (marque de Nord-Sud "
    "à l'autre table, pour les IMP). Exemple : /marque vul=tous 4♠=:60,4♠-1:40\n"
    "Pour une marque artificielle (moyenne plus, moyenne moins), ouvrez le thème « Marque ajustée » "
    "(/arbitre)."
)


def marque_reply(argument: str | None, regulation_id: str = rules.DEFAULT_REGULATION) -> tuple[str, bool]:
    """The French text to send, and whether it is a result (False: usage or a refusal)."""
    text = (argument or "").strip()
    if not text:
        return USAGE, False
    vulnerability, reference, rest = "personne", None, []
    for token in text.split(" "):
        key, sep, value = token.partition("=")
        if sep and key.lower() in ("vul", "vulnerabilite", "vulnérabilité"):
            vulnerability = value.strip().lower()
            if vulnerability not in VULNERABILITIES:
                return (
                    f"Vulnérabilité inconnue : « {value} ». Valeurs possibles : {', '.join(VULNERABILITIES)}.",
                    False,
                )
        elif sep and key.lower() in ("ref", "réf", "reference", "référence"):
            try:
                reference = int(value)
            except ValueError:
                return f"ref= attend une marque de Nord-Sud (un entier), pas « {value} ».", False
            if reference % 10:
                return f"ref= doit être une marque de bridge (multiple de 10), pas « {value} ».", False
        else:
            rest.append(token)
    try:
        regulation = rules.load_regulation(regulation_id)
        outcomes = parse_outcomes(" ".join(rest), vulnerability)
        if len(outcomes) > 1 and not regulation.weighted_scores_allowed:
            return (
                f"Le règlement {regulation.name} n'admet pas de marque pondérée : donnez un seul résultat.",
                False,
            )
        result = weighted_score(outcomes, reference)
    except rules.RulesError as error:
        return str(error), False
    return f"{weighted_text(result, regulation)}\n\n{rules.DISCLAIMER}", True

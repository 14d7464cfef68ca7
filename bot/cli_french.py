"""argparse in French (issue 23, F14), the way argparse expects: every message it prints goes through
`gettext`/`ngettext`, so a translation class with a small French catalogue, installed as argparse's
own `_` and `ngettext` before any parser is built, translates usage, headings and errors alike.
No .mo file: the catalogue is this dict, in our own words."""

from __future__ import annotations

import argparse
import gettext
import sys
from typing import Any, NoReturn

CATALOGUE: dict[str, str] = {
    "usage: ": "utilisation : ",
    # argparse adds the colon itself after a heading: the trailing space gives « arguments : ».
    "positional arguments": "arguments ",
    "options": "options ",
    "optional arguments": "options ",
    "show this help message and exit": "affiche cette aide et quitte",
    "argument %(argument_name)s: %(message)s": "argument %(argument_name)s : %(message)s",
    "unrecognized arguments: %s": "arguments non reconnus : %s",
    "the following arguments are required: %s": "arguments obligatoires manquants : %s",
    "one of the arguments %s is required": "l'un des arguments %s est obligatoire",
    "not allowed with argument %s": "incompatible avec l'argument %s",
    "ignored explicit argument %r": "valeur %r ignorée : cette option n'en prend pas",
    "expected one argument": "une valeur est attendue",
    "expected at most one argument": "une valeur au plus est attendue",
    "expected at least one argument": "au moins une valeur est attendue",
    "ambiguous option: %(option)s could match %(matches)s": (
        "option ambiguë : %(option)s peut désigner %(matches)s"
    ),
    "unexpected option string: %s": "option inattendue : %s",
    "invalid %(type)s value: %(value)r": "valeur invalide (%(type)s attendu) : %(value)r",
    "invalid choice: %(value)r (choose from %(choices)s)": "choix invalide : %(value)r (possibles : %(choices)s)",
    "unknown parser %(parser_name)r (choices: %(choices)s)": (
        "commande inconnue : %(parser_name)r (possibles : %(choices)s)"
    ),
    "can't open '%(filename)s': %(error)s": "impossible d'ouvrir « %(filename)s » : %(error)s",
    "%(prog)s: error: %(message)s\n": "%(prog)s : erreur : %(message)s\n",
    "conflicting subparser: %s": "sous-commande en double : %s",
    "conflicting subparser alias: %s": "alias de sous-commande en double : %s",
}
PLURALS: dict[str, tuple[str, str]] = {
    "expected %s argument": ("%s valeur est attendue", "%s valeurs sont attendues"),
    "conflicting option string: %s": ("option en double : %s", "options en double : %s"),
}


class FrenchArgparse(gettext.NullTranslations):
    """A gettext translation whose catalogue is CATALOGUE; unknown messages pass through."""

    def gettext(self, message: str) -> str:
        return CATALOGUE.get(message, message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        forms = PLURALS.get(msgid1)
        if forms is None:
            return msgid1 if n == 1 else msgid2
        return forms[0] if n <= 1 else forms[1]  # French: 0 and 1 are singular


TRANSLATION = FrenchArgparse()


def install() -> None:
    """Point argparse's `_` and `ngettext` (bound at its import) at the French catalogue."""
    argparse._ = TRANSLATION.gettext  # type: ignore[attr-defined]
    argparse.ngettext = TRANSLATION.ngettext  # type: ignore[attr-defined]


class FrenchParser(argparse.ArgumentParser):
    """French messages through the catalogue; errors as « arbitre : … » with a pointer to --help."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        install()
        super().__init__(*args, **kwargs)

    def error(self, message: str) -> NoReturn:
        sys.stderr.write(f"arbitre : {message}\nAide : {self.prog} --help\n")
        raise SystemExit(2)

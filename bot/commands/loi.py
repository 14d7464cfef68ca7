"""`arbitre loi 64A1`: the French title and our summary of a law, with the official link.

    arbitre loi 64
    arbitre loi 12C2a --json

Unknown numbers get a French message on stderr and exit status 2.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from typing import Any

from rules.laws import FFB_TEXT_LABEL, Citation, lookup
from rules.model import RulesError

_LOOSE = re.compile(r"^(?:loi\s*)?([0-9]+)([A-Za-z]?)([0-9]*)([A-Za-z]?)(\(.*\))?$", re.IGNORECASE)


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "loi",
        help="résumé d'une loi ou d'un paragraphe (par ex. 64, 64A1, 12C2a) et lien vers le texte officiel",
        description=(
            "Affiche le titre de la loi, notre résumé, celui du paragraphe demandé et le lien vers le "
            "texte officiel de la FFB."
        ),
    )
    parser.add_argument("numero", help="numéro de la loi, avec ou sans paragraphe : 64, 64A1, 12C2a")
    parser.add_argument("--json", action="store_true", help="sortie JSON")
    parser.set_defaults(func=run)


def normalize(text: str) -> str:
    """« loi 12c2A » → « 12C2a »: the section letter is a capital, the sub-letter lower case."""
    compact = text.strip().replace(" ", "")
    match = _LOOSE.match(compact)
    if not match:
        return compact
    number, section, digits, letter, roman = match.groups()
    return f"{number}{section.upper()}{digits}{letter.lower()}{(roman or '').lower()}"


def to_dict(citation: Citation) -> dict[str, Any]:
    law = citation.law
    return {
        "citation": citation.text,
        "law": law.number,
        "title": law.title,
        "summary": law.summary,
        "paragraph": citation.sub or None,
        "paragraph_summary": citation.sub_summary,
        "url": law.url,
    }


def text(citation: Citation) -> str:
    law = citation.law
    lines = [f"Loi {law.number} — {law.title}", law.summary]
    if citation.sub:
        summary = citation.sub_summary or ""
        prefix = f"{law.number}{citation.sub} : "
        # A parent paragraph (« 64B ») lists its children, each already prefixed.
        lines.append(summary if summary.startswith(f"{law.number}{citation.sub}") else prefix + summary)
    if citation.outline:
        lines.append(citation.outline)
    lines.append(f"{FFB_TEXT_LABEL} : {law.url}")
    return "\n".join(lines)


LAST_LAW = 93  # the 2017 Laws run from 1 to 93


def run(args: argparse.Namespace) -> int:
    cleaned = normalize(args.numero)
    number = re.match(r"^[0-9]+", cleaned)
    if number and not 1 <= int(number.group()) <= LAST_LAW:
        sys.stderr.write(
            f"arbitre loi : il n'y a pas de Loi {int(number.group())} ; les Lois du bridge de compétition "
            f"2017 vont de 1 à {LAST_LAW}.\n"
        )
        return 2
    try:
        citation = lookup(cleaned)
    except RulesError as error:
        sys.stderr.write(f"arbitre loi : {error}\n")
        return 2
    if args.json:
        print(json.dumps(to_dict(citation), ensure_ascii=False, indent=2))
    else:
        print(text(citation))
    return 0

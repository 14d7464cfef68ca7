"""`arbitre flowchart TOPIC`: the topic's questions and rulings as a diagram.

Mermaid text by default (GitHub and many editors draw it); DOT text, or SVG/PNG through
Graphviz's `dot` when it is installed.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import rules
from rules.flowchart import dot, mermaid


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser("flowchart", help="le diagramme d'un thème (questions et décisions)")
    parser.add_argument("topic", help="identifiant du thème (voir « arbitre topics »)")
    parser.add_argument(
        "--format",
        choices=("mermaid", "dot", "svg", "png"),
        default="mermaid",
        help="mermaid (défaut), dot, svg ou png",
    )
    parser.add_argument("--output", help="fichier de sortie (obligatoire pour svg et png)")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    topic = rules.get_topic(args.topic)
    regulation = rules.load_regulation(args.reglement or rules.DEFAULT_REGULATION)
    if args.format in ("mermaid", "dot"):
        text = mermaid(topic, regulation) if args.format == "mermaid" else dot(topic, regulation)
        if args.output:
            Path(args.output).write_text(text, encoding="utf-8")
            print(f"Diagramme écrit dans {args.output}.")
        else:
            sys.stdout.write(text)
        return 0
    if not args.output:
        sys.stderr.write(f"arbitre : --output FICHIER est nécessaire pour le format {args.format}.\n")
        return 2
    program = shutil.which("dot")
    if program is None:
        sys.stderr.write(
            "arbitre : Graphviz n'est pas installé (commande « dot » introuvable). Installez le paquet "
            "graphviz, ou utilisez --format mermaid.\n"
        )
        return 2
    done = subprocess.run(
        [program, f"-T{args.format}", "-o", args.output],
        input=dot(topic, regulation),
        text=True,
        capture_output=True,
    )
    if done.returncode != 0:
        sys.stderr.write(f"arbitre : Graphviz a échoué : {done.stderr.strip()}\n")
        return 2
    print(f"Diagramme écrit dans {args.output}.")
    return 0

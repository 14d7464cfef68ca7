"""`arbitre flowchart TOPIC`: the topic's questions and rulings as a diagram.

Mermaid text by default (GitHub and many editors draw it); DOT text, or SVG/PNG through
Graphviz's `dot` when it is installed (then --output is required). `--depuis QUESTION` draws
only the branch that starts at that question, for a picture one can read on a page.
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
    parser.add_argument("topic", metavar="THÈME", help="identifiant du thème (voir « arbitre topics »)")
    parser.add_argument(
        "--format",
        choices=("mermaid", "dot", "svg", "png"),
        default="mermaid",
        help="mermaid (défaut), dot, svg ou png",
    )
    parser.add_argument("--output", help="fichier de sortie (obligatoire pour svg et png)")
    parser.add_argument(
        "--depuis",
        metavar="QUESTION",
        help="ne dessiner que la branche qui part de cette question (identifiant : voir « arbitre topics »)",
    )
    parser.set_defaults(func=run)


def _start(topic: rules.Topic, question_id: str | None) -> str | None:
    if question_id is None:
        return None
    if question_id not in topic.questions:
        known = ", ".join(topic.questions)
        raise rules.RulesError(
            f"question inconnue pour le thème « {topic.title} » : {question_id!r}. Questions : {known}."
        )
    return question_id


def run(args: argparse.Namespace) -> int:
    topic = rules.get_topic(args.topic)
    regulation = rules.load_regulation(args.reglement or rules.DEFAULT_REGULATION)
    start = _start(topic, args.depuis)
    try:
        drawn = (mermaid if args.format == "mermaid" else dot)(topic, regulation, start)
    except ValueError:
        raise rules.RulesError(
            f"la question {args.depuis!r} n'est posée sur aucun chemin du thème « {topic.title} »."
        ) from None
    if args.format in ("mermaid", "dot"):
        text = drawn
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
        # 96 dpi: a page's width of text at the default font size, whatever the screen.
        [program, f"-T{args.format}", "-Gdpi=96", "-o", args.output],
        input=drawn,
        text=True,
        capture_output=True,
    )
    if done.returncode != 0:
        sys.stderr.write(f"arbitre : Graphviz a échoué : {done.stderr.strip()}\n")
        return 2
    print(f"Diagramme écrit dans {args.output}.")
    return 0

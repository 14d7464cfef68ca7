"""`arbitre flowchart TOPIC`: the topic's questions and rulings as a diagram.

Mermaid text by default (GitHub and many editors draw it); DOT text, or SVG/PNG through
Graphviz's `dot` when it is installed (then --output is required). `--depuis QUESTION` draws
only the branch that starts at that question, for a picture one can read on a page. An SVG or PNG
of a whole topic wider than a screen is split into one page per answer to the first question.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import rules
from rules.flowchart import dot, first_answers, mermaid


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
    parser.add_argument(
        "--entier",
        action="store_true",
        help="svg et png : une seule image même très large (sinon une page par réponse à la première question)",
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
    try:
        size = _size(program, drawn)
        if args.depuis is None and not args.entier and size[0] > MAX_WIDTH:
            return _pages(program, args, topic, regulation, size)
        _render(program, args.format, drawn, args.output)
    except GraphvizFailed as error:
        sys.stderr.write(f"arbitre : Graphviz a échoué : {error}\n")
        return 2
    print(f"Diagramme écrit dans {args.output} ({_px(size)}).")
    return 0


# Wider than this (in pixels at 96 dpi), a whole-topic picture is unreadable on a screen and
# unprintable (the revoke's was 12,105 px: issue 23, F11): it is split into one page per answer
# to the first question, each laid out top to bottom or left to right, whichever is smaller.
MAX_WIDTH = 2000
DPI = 96


class GraphvizFailed(Exception):
    pass


def _dot(program: str, fmt: str, text: str, output: str | None = None) -> str:
    command = [program, f"-T{fmt}", f"-Gdpi={DPI}"] + (["-o", output] if output else [])
    done = subprocess.run(command, input=text, text=True, capture_output=True)
    if done.returncode != 0:
        raise GraphvizFailed(done.stderr.strip())
    return done.stdout


def _size(program: str, text: str) -> tuple[int, int]:
    """The picture's width and height in pixels at 96 dpi: with -Gdpi=96, the SVG's points are
    the PNG's pixels."""
    found = re.search(r'width="([\d.]+)pt" height="([\d.]+)pt"', _dot(program, "svg", text))
    if found is None:
        return (0, 0)
    return (round(float(found[1])), round(float(found[2])))


def _render(program: str, fmt: str, text: str, output: str) -> None:
    _dot(program, fmt, text, output)


def _px(size: tuple[int, int]) -> str:
    return f"{size[0]:,} × {size[1]:,} px".replace(",", "\u202f")


def _pages(
    program: str, args: argparse.Namespace, topic: rules.Topic, regulation: Any, whole: tuple[int, int]
) -> int:
    target = Path(args.output)
    pages = first_answers(topic, regulation)
    print(
        f"Le diagramme entier ferait {_px(whole)} : illisible à l'écran. Il est découpé en "
        f"{len(pages)} page(s), une par réponse à la première question :"
    )
    for number, (value, label) in enumerate(pages, start=1):
        text = dot(topic, regulation, None, value)
        sideways = text.replace("rankdir=TB", "rankdir=LR")
        down, across = _size(program, text), _size(program, sideways)
        chosen, size = (text, down) if max(down) <= max(across) else (sideways, across)
        path = target.with_name(f"{target.stem}-{number}-{value}{target.suffix}")
        _render(program, args.format, chosen, str(path))
        print(f"  {path} : « {label} » ({_px(size)})")
    example = list(topic.questions)[1 if len(topic.questions) > 1 else 0]
    print(
        f"Pour une seule branche : --depuis QUESTION (par exemple --depuis {example} ; "
        "questions : « arbitre topics »). Pour l'image entière malgré tout : --entier."
    )
    return 0

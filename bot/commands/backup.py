"""`arbitre backup`: a consistent copy of the database, safe while the bots are running.

It uses SQLite's online backup, which copies a coherent snapshot even while another process
writes (the copy restarts on the pages that changed)."""

from __future__ import annotations

import argparse
import sqlite3
import sys
import time
from pathlib import Path
from typing import Any

from bot import config as config_module


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "backup", help="copie cohérente de la base, même pendant que les bots tournent"
    )
    parser.add_argument(
        "--output", help="fichier de la copie (défaut : DONNÉES/sauvegardes/arbitre-DATE.sqlite3)"
    )
    parser.set_defaults(func=run)


def backup(source: Path, target: Path) -> int:
    """Copy `source` to `target`; returns the number of incidents in the copy."""
    target.parent.mkdir(parents=True, exist_ok=True)
    src = sqlite3.connect(f"file:{source}?mode=ro", uri=True, timeout=30)
    dst = sqlite3.connect(target)
    try:
        src.backup(dst)
        return int(dst.execute("SELECT COUNT(*) FROM incidents").fetchone()[0])
    finally:
        dst.close()
        src.close()


def run(args: argparse.Namespace) -> int:
    config = config_module.load(args.data_dir, args.reglement)
    if not config.database.exists():
        sys.stderr.write(f"arbitre : aucune base à sauvegarder ({config.database} absente).\n")
        return 2
    target = (
        Path(args.output)
        if args.output
        else config.data_dir / "sauvegardes" / f"arbitre-{time.strftime('%Y%m%d-%H%M%S')}.sqlite3"
    )
    if target.exists():
        sys.stderr.write(f"arbitre : {target} existe déjà ; choisissez un autre nom.\n")
        return 2
    try:
        count = backup(config.database, target)
    except sqlite3.Error as error:
        sys.stderr.write(
            f"arbitre : sauvegarde impossible ({error}). La base d'origine n'est pas modifiée.\n"
        )
        return 2
    print(f"Sauvegarde écrite dans {target} ({count} incident(s)).")
    return 0

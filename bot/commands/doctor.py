"""`arbitre doctor`: checks the configuration, the tokens and the database, and says in French
what to fix. A token is never printed, only whether it is present and well formed."""

from __future__ import annotations

import argparse
import os
import re
import shutil
import sqlite3
import stat
from pathlib import Path
from typing import Any

import rules
from bot import config as config_module
from bot.incidents.migrations import MIGRATIONS
from bot.incidents.schema import json_problem, schema_problem

# Shapes only: a well-formed token can still be revoked, which only the platform can tell.
TELEGRAM_SHAPE = re.compile(r"^\d{5,16}:[A-Za-z0-9_-]{30,64}$")
DISCORD_SHAPE = re.compile(r"^[A-Za-z0-9_-]{20,40}\.[A-Za-z0-9_-]{4,10}\.[A-Za-z0-9_-]{20,64}$")
MIN_FREE_BYTES = 100 * 1024 * 1024


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "doctor", help="vérifier la configuration, les jetons et la base de données"
    )
    parser.set_defaults(func=run)


def _kind(path: Path) -> str:
    """'dir', 'file', 'missing', 'other' (exists, not a directory nor a regular file) or
    'unreadable': never an exception, since doctor is the tool for exactly these cases (F11, F12)."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return "missing"
    except NotADirectoryError:
        return "other"  # a parent is a file
    except OSError:
        return "unreadable"
    if stat.S_ISDIR(info.st_mode):
        return "dir"
    return "file" if stat.S_ISREG(info.st_mode) else "other"


def _existing_parent(path: Path) -> Path | None:
    """The nearest existing ancestor of `path` (itself included), or None if none can be read."""
    target = path
    while True:
        kind = _kind(target)
        if kind == "unreadable":
            return None
        if kind != "missing":
            return target
        if target == target.parent:
            return None
        target = target.parent


def _check_private(path: Path, forbidden: int, what: str, ok: Any, warn: Any) -> None:
    """Names and chat ids are personal data: group and others should not read them (F8). A
    warning, not a problem: a folder may be shared on purpose, and Arbitre itself still works."""
    try:
        mode = stat.S_IMODE(os.stat(path).st_mode)
    except OSError:
        return
    if mode & forbidden:
        warn(
            f"{what} {path} est lisible par d'autres utilisateurs (droits {mode:o})",
            f"chmod {'700' if path.is_dir() else '600'} {path}",
        )
    else:
        ok(f"{what} n'est lisible que par son propriétaire (droits {mode:o})")


def run(args: argparse.Namespace) -> int:
    problems = 0

    def ok(text: str) -> None:
        print(f"  ✔ {text}")

    def bad(text: str, fix: str) -> None:
        nonlocal problems
        problems += 1
        print(f"  ✘ {text}\n      → {fix}")

    def warn(text: str, fix: str) -> None:
        print(f"  ⚠ {text}\n      → {fix}")

    print("Configuration")
    try:
        config = config_module.load(args.data_dir, args.reglement)
    except ValueError as error:
        bad(
            f"valeur invalide dans l'environnement ({error})",
            "corrigez la variable nommée (voir deploy/README.md)",
        )
        print(f"\n{problems} problème(s) à corriger.")
        return 1
    ok(f"dossier des données : {config.data_dir}")
    try:
        regulation = rules.load_regulation(config.regulation)
        ok(f"règlement : {regulation.label}")
    except rules.RulesError as error:
        bad(str(error), "choisissez un règlement existant avec --reglement ou ARBITRE_REGULATION")
    ok(f"expiration des incidents inactifs : {config.idle_expiry_hours:g} h")

    print("Jetons")
    for name, shape, platform in (
        ("TELEGRAM_TOKEN", TELEGRAM_SHAPE, "Telegram (BotFather)"),
        ("DISCORD_TOKEN", DISCORD_SHAPE, "Discord (portail des développeurs, onglet Bot)"),
    ):
        value = os.environ.get(name, "")
        if not value:
            ok(f"{name} absent : {platform.split(' ')[0]} désactivé")
        elif value != value.strip():
            bad(
                f"{name} contient des espaces ou un retour à la ligne", "recopiez le jeton sans espace autour"
            )
        elif shape.match(value):
            ok(f"{name} présent, forme valide (jeton non affiché)")
        else:
            bad(
                f"{name} présent mais sa forme n'est pas celle d'un jeton {platform}",
                f"recopiez le jeton depuis {platform}",
            )

    if not any(os.environ.get(name, "").strip() for name in ("TELEGRAM_TOKEN", "DISCORD_TOKEN")):
        # F29: a service whose env file has no token stops with 78 right after « Tout est en ordre ».
        warn(
            "aucun bot configuré : ni TELEGRAM_TOKEN ni DISCORD_TOKEN ; « arbitre telegram » et "
            "« arbitre discord » s'arrêteraient (code 78), seul le terminal marche",
            "mettez le jeton de votre bot dans le fichier d'environnement (deploy/README.md §1-2)",
        )

    print("Base de données")
    database = config.database
    folder = _kind(config.data_dir)
    if folder == "unreadable":
        bad(
            f"le dossier des données {config.data_dir} (ou un de ses parents) est illisible : droits insuffisants",
            "donnez à l'utilisateur d'Arbitre les droits sur ce dossier, ou choisissez-en un autre (--data-dir)",
        )
    elif folder in ("other", "file"):
        bad(
            f"le chemin des données {config.data_dir} existe mais n'est pas un dossier",
            "déplacez ce fichier ou choisissez un autre dossier (--data-dir ou ARBITRE_DATA_DIR)",
        )
    elif folder == "missing":
        parent = _existing_parent(config.data_dir)
        if parent is not None and parent.is_dir() and os.access(parent, os.W_OK | os.X_OK):
            ok("dossier absent : il sera créé au premier incident (droits 0700)")
        else:
            bad(
                f"impossible de créer {config.data_dir}",
                "créez le dossier ou choisissez-en un autre (--data-dir)",
            )
    elif not os.access(config.data_dir, os.W_OK | os.X_OK):
        bad(
            f"le dossier {config.data_dir} n'est pas accessible en écriture",
            "donnez les droits d'écriture à l'utilisateur d'Arbitre",
        )
    else:
        _check_private(config.data_dir, 0o077, "le dossier des données", ok, warn)
    if folder == "dir" and _kind(database) == "dir":
        bad(f"la base {database} est un dossier", "déplacez ce dossier : la base est un fichier")
    elif folder == "dir" and _kind(database) in ("other", "file"):
        _check_private(database, 0o077, "la base", ok, warn)
        try:
            conn = sqlite3.connect(f"file:{database}?mode=ro", uri=True, timeout=5)
            try:
                integrity = conn.execute("PRAGMA integrity_check").fetchone()[0]
                version = conn.execute("PRAGMA user_version").fetchone()[0]
                foreign = (schema_problem(conn) or json_problem(conn)) if integrity == "ok" else None
                count = (
                    conn.execute("SELECT COUNT(*) FROM incidents").fetchone()[0]
                    if version and foreign is None
                    else 0
                )
            finally:
                conn.close()
        except sqlite3.Error as error:
            bad(f"base illisible ({error})", "restaurez la dernière sauvegarde (voir deploy/README.md)")
        else:
            if integrity == "ok":
                ok("intégrité SQLite vérifiée" if foreign else f"intégrité vérifiée ({count} incident(s))")
            else:
                bad(
                    f"intégrité compromise : {integrity}",
                    "restaurez la dernière sauvegarde (voir deploy/README.md)",
                )
            if foreign is not None and version <= len(MIGRATIONS):
                bad(
                    f"la base {database} : {foreign}",
                    "restaurez une sauvegarde d'Arbitre (« arbitre restore ») ou choisissez un autre dossier",
                )
            elif version == len(MIGRATIONS):
                ok(f"schéma à jour (version {version})")
            elif version < len(MIGRATIONS):
                ok(f"schéma en version {version} : il sera mis à jour au prochain démarrage")
            else:
                bad(f"schéma en version {version}, plus récent que cet Arbitre", "mettez Arbitre à jour")
    elif folder in ("dir", "missing"):
        ok("base absente : elle sera créée au premier incident")
    target = _existing_parent(config.data_dir)
    try:
        free = shutil.disk_usage(target).free if target is not None else None
    except OSError:
        free = None
    if free is None:
        bad("espace libre inconnu (dossier illisible)", "vérifiez les droits du dossier des données")
    elif free < MIN_FREE_BYTES:
        bad(
            f"espace libre faible : {free // (1024 * 1024)} Mo",
            "libérez de la place sur le disque des données",
        )
    else:
        ok(f"espace libre : {free // (1024 * 1024)} Mo")

    print()
    if problems:
        print(f"{problems} problème(s) à corriger.")
        return 1
    tokens = [name for name in ("TELEGRAM_TOKEN", "DISCORD_TOKEN") if os.environ.get(name, "").strip()]
    if tokens:
        # Offline, only the shape of a token can be checked; the platform says at start whether it is valid.
        print(
            "Tout est en ordre. Jetons : forme vérifiée ; leur validité sera vérifiée au démarrage du bot "
            "(un jeton refusé arrête le bot avec un message en français et le code 78)."
        )
    else:
        print(
            "Tout est en ordre. Aucun bot n'est configuré : seul le terminal marche (voir l'avertissement)."
        )
    return 0

"""`arbitre doctor`: checks the configuration, the tokens and the database, and says in French
what to fix. A token is never printed, only whether it is present and well formed."""

from __future__ import annotations

import argparse
import os
import re
import shutil
import sqlite3
from typing import Any

import rules
from bot import config as config_module
from bot.store import MIGRATIONS

# Shapes only: a well-formed token can still be revoked, which only the platform can tell.
TELEGRAM_SHAPE = re.compile(r"^\d{5,16}:[A-Za-z0-9_-]{30,64}$")
DISCORD_SHAPE = re.compile(r"^[A-Za-z0-9_-]{20,40}\.[A-Za-z0-9_-]{4,10}\.[A-Za-z0-9_-]{20,64}$")
MIN_FREE_BYTES = 100 * 1024 * 1024


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "doctor", help="vérifier la configuration, les jetons et la base de données"
    )
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    problems = 0

    def ok(text: str) -> None:
        print(f"  ✔ {text}")

    def bad(text: str, fix: str) -> None:
        nonlocal problems
        problems += 1
        print(f"  ✘ {text}\n      → {fix}")

    print("Configuration")
    try:
        config = config_module.load(args.data_dir, args.reglement)
    except ValueError as error:
        bad(
            f"valeur invalide dans l'environnement ({error})",
            "corrigez ARBITRE_EXPIRY_HOURS ou ARBITRE_APPEAL_MINUTES (des nombres)",
        )
        print(f"\n{problems} problème(s) à corriger.")
        return 1
    ok(f"dossier des données : {config.data_dir}")
    try:
        regulation = rules.load_regulation(config.regulation)
        ok(f"règlement : {regulation.label}")
    except rules.RulesError as error:
        bad(str(error), "choisissez un règlement existant avec --reglement ou ARBITRE_REGULATION")
    if config.idle_expiry_hours <= 0:
        bad("ARBITRE_EXPIRY_HOURS doit être positif", "mettez par exemple 24")
    else:
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

    print("Base de données")
    database = config.database
    if not config.data_dir.exists():
        parent = config.data_dir.parent
        if os.access(parent if parent.exists() else parent.parent, os.W_OK):
            ok("dossier absent : il sera créé au premier incident")
        else:
            bad(
                f"impossible de créer {config.data_dir}",
                "créez le dossier ou choisissez-en un autre (--data-dir)",
            )
    elif not os.access(config.data_dir, os.W_OK):
        bad(
            f"le dossier {config.data_dir} n'est pas accessible en écriture",
            "donnez les droits d'écriture à l'utilisateur d'Arbitre",
        )
    if database.exists():
        try:
            conn = sqlite3.connect(f"file:{database}?mode=ro", uri=True, timeout=5)
            try:
                integrity = conn.execute("PRAGMA integrity_check").fetchone()[0]
                version = conn.execute("PRAGMA user_version").fetchone()[0]
                count = conn.execute("SELECT COUNT(*) FROM incidents").fetchone()[0] if version else 0
            finally:
                conn.close()
        except sqlite3.Error as error:
            bad(f"base illisible ({error})", "restaurez la dernière sauvegarde (voir deploy/README.md)")
        else:
            if integrity == "ok":
                ok(f"intégrité vérifiée ({count} incident(s))")
            else:
                bad(
                    f"intégrité compromise : {integrity}",
                    "restaurez la dernière sauvegarde (voir deploy/README.md)",
                )
            if version == len(MIGRATIONS):
                ok(f"schéma à jour (version {version})")
            elif version < len(MIGRATIONS):
                ok(f"schéma en version {version} : il sera mis à jour au prochain démarrage")
            else:
                bad(f"schéma en version {version}, plus récent que cet Arbitre", "mettez Arbitre à jour")
    else:
        ok("base absente : elle sera créée au premier incident")
    target = config.data_dir if config.data_dir.exists() else config.data_dir.parent
    while not target.exists() and target != target.parent:
        target = target.parent
    free = shutil.disk_usage(target).free
    if free < MIN_FREE_BYTES:
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
    print("Tout est en ordre.")
    return 0

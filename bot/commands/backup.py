"""`arbitre backup`: a consistent copy of the database, safe while the bots are running.

It uses SQLite's online backup, which copies a coherent snapshot even while another process
writes (the copy restarts on the pages that changed)."""

from __future__ import annotations

import argparse
import os
import re
import shutil
import sqlite3
import sys
import time
from pathlib import Path
from typing import Any

from bot import config as config_module
from bot.errors import EXIT_CORRUPT, EXIT_STORAGE
from bot.incidents.locks import DatabaseBusy, DatabaseLock
from bot.incidents.schema import json_problem, schema_problem
from bot.incidents.storage import damage, make_private_file, make_private_folder

EXIT_BUSY = 75  # sysexits EX_TEMPFAIL: another program uses the database; stop it and retry


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "backup", help="copie cohérente de la base, même pendant que les bots tournent"
    )
    parser.add_argument(
        "--output",
        help="fichier ou dossier de la copie (défaut : DONNÉES/sauvegardes/arbitre-DATE.sqlite3 ; "
        "un dossier reçoit une copie datée)",
    )
    parser.add_argument(
        "--garder",
        type=_positive,
        metavar="N",
        help="ne garder que les N copies datées les plus récentes du dossier (pour une sauvegarde chaque nuit)",
    )
    parser.add_argument("--remplacer", action="store_true", help="écraser le fichier --output s'il existe")
    parser.set_defaults(func=run)

    restore = subparsers.add_parser(
        "restore", help="remplacer la base par une sauvegarde (vérifiée ; l'actuelle est d'abord sauvegardée)"
    )
    restore.add_argument("fichier", help="la sauvegarde à restaurer (arbitre-DATE.sqlite3)")
    how = restore.add_mutually_exclusive_group()
    how.add_argument("--oui", action="store_true", help="le faire (sans --oui : vérifier seulement)")
    how.add_argument(
        "--verifier",
        action="store_true",
        help="vérifier seulement, sans rien écrire (ni à côté de la sauvegarde ni dans la base) : "
        "c'est aussi ce que fait restore sans --oui",
    )
    restore.set_defaults(func=run_restore)


# Dated copies are the ones --garder may delete; a file named by hand is never touched.
DATED = re.compile(r"^arbitre-\d{8}-\d{6}\.sqlite3$")


def _positive(text: str) -> int:
    if not re.fullmatch(r"[0-9]{1,6}", text.strip()) or int(text) < 1:
        raise argparse.ArgumentTypeError("un nombre entier de 1 à 999999 est attendu")
    return int(text)


def _dated_name() -> str:
    return f"arbitre-{time.strftime('%Y%m%d-%H%M%S')}.sqlite3"


def prune(folder: Path, keep: int) -> list[Path]:
    """Delete the oldest dated copies of `folder` beyond the `keep` newest; return what was deleted."""
    dated = sorted(p for p in folder.iterdir() if p.is_file() and DATED.match(p.name))
    doomed = dated[:-keep] if keep < len(dated) else []
    for path in doomed:
        path.unlink()
    return doomed


class DamagedSource(Exception):
    """The integrity check failed on the database to copy: a backup of it would be damaged too (F10)."""


def backup(source: Path, target: Path) -> int:
    """Copy `source` to `target`, private (0600 in a folder created 0700, issue 12 F8); returns
    the number of incidents in the copy. Raises DamagedSource before writing anything when
    SQLite's integrity check finds damage in `source` (bot/store.damage)."""
    src = sqlite3.connect(f"file:{source}?mode=ro", uri=True, timeout=30)
    try:
        check = damage(src)
        if check is not None:
            raise DamagedSource(check)
    except BaseException:
        src.close()
        raise
    make_private_folder(target.parent)
    make_private_file(target)
    dst = sqlite3.connect(target)
    try:
        src.backup(dst)
        return int(dst.execute("SELECT COUNT(*) FROM incidents").fetchone()[0])
    finally:
        dst.close()
        src.close()


def _load(args: argparse.Namespace) -> config_module.Config:
    return config_module.load_config(args)  # the same French refusal and exit code as every command


def _damaged(database: Path, why: object) -> int:
    sys.stderr.write(
        f"arbitre : la base {database} est endommagée (contrôle SQLite : {why}) : aucune copie n'est "
        "écrite, pour ne pas remplacer une bonne sauvegarde par une copie abîmée. Gardez vos "
        "sauvegardes précédentes et restaurez la dernière (« arbitre restore », voir deploy/README.md).\n"
    )
    return EXIT_CORRUPT


def run(args: argparse.Namespace) -> int:
    config = _load(args)
    if not config.database.exists():
        sys.stderr.write(f"arbitre : aucune base à sauvegarder ({config.database} absente).\n")
        return 2
    if config.database.is_dir():
        sys.stderr.write(
            f"arbitre : la base {config.database} est un dossier, pas un fichier ; déplacez ce dossier.\n"
        )
        return EXIT_STORAGE
    if args.output is None:
        target = config.data_dir / "sauvegardes" / _dated_name()
    elif Path(args.output).is_dir() or _names_a_folder(args.output):
        # « DIR/ » is a folder even before it exists (issue 23, F3): the cron line of
        # deploy/README.md must write a dated copy into it every night, not a file named DIR.
        target = Path(args.output) / _dated_name()
    else:
        target = Path(args.output)
    if target.exists() and not args.remplacer:
        sys.stderr.write(
            f"arbitre : {target} existe déjà. Donnez un dossier à --output (une copie datée y est "
            "écrite chaque fois), ou ajoutez --remplacer.\n"
        )
        return 2
    try:
        if target.exists():
            target.unlink()
        count = backup(config.database, target)
    except DamagedSource as damage:
        return _damaged(config.database, damage)
    except (sqlite3.Error, OSError) as error:
        sys.stderr.write(
            f"arbitre : sauvegarde impossible vers {target} ({_why(error)}). La base d'origine n'est pas "
            "modifiée.\n"
        )
        return 2
    print(f"Sauvegarde écrite dans {target} ({count} incident(s)).")
    if args.garder:
        removed = prune(target.parent, args.garder)
        if removed:
            print(f"{len(removed)} ancienne(s) copie(s) datée(s) supprimée(s) ; {args.garder} gardée(s).")
    return 0


def _names_a_folder(text: str) -> bool:
    return text.endswith(("/", os.sep))


def _why(error: BaseException) -> str:
    """An OSError's reason in French; SQLite's own text otherwise."""
    if isinstance(error, PermissionError):
        return "droits insuffisants"
    if isinstance(error, (NotADirectoryError, FileExistsError)):
        return "un des dossiers du chemin est un fichier"
    if isinstance(error, IsADirectoryError):
        return "c'est un dossier"
    if isinstance(error, OSError) and error.errno == 28:
        return "disque plein"
    if isinstance(error, OSError):
        return error.strerror or "erreur du système"
    return str(error)


def check_copy(path: Path) -> int:
    """Raise ValueError (French) unless `path` is a sound Arbitre database; return its incident count.

        Read-only and immutable (issue 23, F16): nothing is written beside the file, not even the
        -wal and -shm SQLite creates for a reader, so a backup on a USB stick stays as it was. The
        schema must be exactly this Arbitre's, trigger, view and index included, and every JSON column of
    every row must read (R5, issue 30 T6: bot/incidents/schema.py)."""
    if not path.is_file():
        raise ValueError(f"{path} n'existe pas ou n'est pas un fichier")
    try:
        conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro&immutable=1", uri=True)
    except sqlite3.Error as error:
        raise ValueError(f"{path} ne s'ouvre pas comme une base SQLite ({error})") from None
    try:
        check = conn.execute("PRAGMA quick_check").fetchone()[0]
        if check != "ok":
            raise ValueError(f"{path} est endommagée ({check})")
        problem = schema_problem(conn)
        if problem is None and conn.execute("PRAGMA user_version").fetchone()[0] == 0:
            problem = "ce n'est pas une base d'Arbitre (base vide)"
        if problem is None:
            problem = json_problem(conn)  # T6: every row's JSON reads back
        if problem is not None:
            raise ValueError(f"{path} : {problem}")
        return int(conn.execute("SELECT COUNT(*) FROM incidents").fetchone()[0])
    except sqlite3.DatabaseError:
        # L2: SQLite's own words are English (« file is not a database »): ours only.
        raise ValueError(
            f"{path} n'est pas une base SQLite lisible (fichier endommagé ou d'un autre type)"
        ) from None
    finally:
        conn.close()


def run_restore(args: argparse.Namespace) -> int:
    config = _load(args)
    source = Path(args.fichier)
    try:
        count = check_copy(source)
    except ValueError as error:
        sys.stderr.write(f"arbitre : restauration refusée : {error}.\n")
        return 2
    if not args.oui:
        print(
            f"{source} est une sauvegarde valide ({count} incident(s)). Arrêtez les bots, puis relancez "
            "avec --oui pour remplacer la base actuelle (elle sera d'abord sauvegardée)."
        )
        if _in_use(config.database):
            print("En ce moment, un programme Arbitre utilise la base : --oui serait refusé.")
        return 0
    make_private_folder(config.data_dir)
    try:
        lock = DatabaseLock(config.database).exclusive()
    except DatabaseBusy:
        sys.stderr.write(
            f"arbitre : restauration refusée : un programme Arbitre utilise la base {config.database} "
            "(bot Telegram ou Discord, terminal, autre commande). Arrêtez-le, puis relancez : "
            "restaurer sous un bot en marche lui ferait écrire ses actions sur d'autres incidents.\n"
        )
        return EXIT_BUSY
    except OSError as error:
        sys.stderr.write(
            f"arbitre : restauration refusée : impossible de verrouiller la base ({_why(error)}). Lancez "
            "la restauration avec l'utilisateur des bots (par exemple sudo -u arbitre arbitre restore …).\n"
        )
        return EXIT_STORAGE
    try:
        return _replace(config, source, count)
    finally:
        lock.release()


def _in_use(database: Path) -> bool:
    if not database.parent.is_dir():
        return False
    try:
        DatabaseLock(database).exclusive().release()
    except DatabaseBusy:
        return True
    except OSError:
        return False
    return False


def _replace(config: config_module.Config, source: Path, count: int) -> int:
    """The restore itself, under the exclusive lock: a safety copy, then SQLite's backup API."""
    if config.database.exists():
        safety = (
            config.data_dir / "sauvegardes" / f"avant-restauration-{time.strftime('%Y%m%d-%H%M%S')}.sqlite3"
        )
        try:
            backup(config.database, safety)
        except DamagedSource:
            # Restoring is the cure for a damaged base: keep its bytes as they are, for the record.
            safety = safety.with_name(safety.stem + "-endommagee.sqlite3")
            make_private_file(safety)
            shutil.copyfile(config.database, safety)
        except (sqlite3.Error, OSError) as error:
            sys.stderr.write(
                f"arbitre : restauration refusée : la base actuelle n'a pas pu être sauvegardée d'abord ({error}).\n"
            )
            return 2
        print(f"Base actuelle sauvegardée dans {safety}.")
    # SQLite's backup API writes through a connection to the live file, so its -wal and -shm
    # stay consistent (copying the file over them would not).
    make_private_file(config.database)
    src = sqlite3.connect(f"{source.resolve().as_uri()}?mode=ro&immutable=1", uri=True)
    dst = sqlite3.connect(config.database)
    try:
        src.backup(dst)
    except sqlite3.Error as error:
        sys.stderr.write(f"arbitre : restauration impossible ({error}).\n")
        return 2
    finally:
        dst.close()
        src.close()
    print(f"Base restaurée depuis {source} ({count} incident(s)). Lancez « arbitre doctor », puis les bots.")
    return 0

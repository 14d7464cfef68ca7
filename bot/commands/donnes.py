"""`arbitre donnes`: a session's deals, imported for the incidents (issue 32 §1).

    arbitre donnes importer seance.pbn                  # PBN 2.1, several boards (or a .lin file)
    arbitre donnes importer seance.pbn --lieu telegram:-100123   # for the incidents of that chat
    arbitre donnes ajouter 5 N:AK7.QJ2.T98.6543 …       # one board: typed, a LIN or a BBO link
    arbitre donnes joindre                              # the incidents recorded before the import take its boards
    arbitre donnes                                      # the last imports of the terminal (or --lieu)

An incident that records its board (`d 5`) then gets the board's deal: its diagram, its dealer and
vulnerability for the worksheet, the double dummy (`dd`), and the session's results as the field.
The file is checked whole before anything is stored: one bad deal and nothing is imported.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from pathlib import Path
from typing import Any

from bot import config as config_module
from bot.app import terminal_actor
from bot.errors import EXIT_STORAGE
from bot.incidents.deals import TERMINAL, DealBook, sessions_text
from bot.incidents.imported_boards import recorded_before_sync
from bot.incidents.storage import StorageError
from bot.incidents.store import Store
from rules.deals import MAX_FILE_BYTES, DealError, read_file, read_text


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "donnes", help="importer les donnes d'une séance (PBN, LIN) pour les incidents, et les lister"
    )
    parser.add_argument(
        "--lieu",
        default=TERMINAL,
        help="le salon dont les incidents prennent ces donnes (« terminal » par défaut ; telegram:ID, "
        "discord:SERVEUR:SALON ; le tournoi en ligne ouvert dans ce salon s'il y en a un)",
    )
    actions = parser.add_subparsers(dest="donnes_command", metavar="ACTION")
    imports = actions.add_parser("importer", help="importer un fichier PBN (plusieurs donnes) ou LIN")
    imports.add_argument("fichier", help="le fichier de la séance (.pbn ou .lin)")
    imports.add_argument("--lieu", default=argparse.SUPPRESS, help=argparse.SUPPRESS)
    typed = actions.add_parser(
        "ajouter", help="une donne : « 5 LIEN_BBO », « 5 md|… » (LIN) ou « 5 N:AK7.QJ2.T98.6543 … » (PBN)"
    )
    typed.add_argument("texte", nargs="+", help="le numéro de la donne puis le lien, le LIN ou les cartes")
    typed.add_argument("--lieu", default=argparse.SUPPRESS, help=argparse.SUPPRESS)
    joined = actions.add_parser(
        "joindre", help="joindre la donne importée aux incidents notés sur ses donnes avant l'import (ops35)"
    )
    joined.add_argument("--lieu", default=argparse.SUPPRESS, help=argparse.SUPPRESS)
    parser.set_defaults(func=run, donnes_command=None)


def read_bytes(path: Path) -> bytes:
    """The file's bytes, refused in French when missing or too big (read no further than the limit)."""
    try:
        with path.open("rb") as handle:
            data = handle.read(MAX_FILE_BYTES + 1)
    except FileNotFoundError:
        raise DealError(f"Fichier introuvable : {path}.") from None
    except IsADirectoryError:
        raise DealError(f"{path} est un dossier, pas un fichier de donnes.") from None
    except OSError as error:
        raise DealError(f"Impossible de lire {path} ({error.strerror or error}).") from None
    if len(data) > MAX_FILE_BYTES:
        size = path.stat().st_size / 1_000_000
        raise DealError(
            f"Fichier trop gros ({size:.1f} Mo) : un fichier de donnes fait au plus "
            f"{MAX_FILE_BYTES // 1_000_000} Mo. Rien n'a été enregistré."
        )
    return data


async def _join(database: Path, chat: str) -> int:
    """`arbitre donnes joindre` (ops35): each incident of `chat` recorded on a board imported since takes it, as
    `d N` does; what each says is printed."""
    from bot.incidents.engine import Engine
    from bot.incidents.imported_boards import join

    try:
        store = await Store(database).open()
    except StorageError as error:
        sys.stderr.write(f"arbitre : {error}\n")
        return EXIT_STORAGE
    try:
        print(await join(Engine(store), chat, terminal_actor()))
        return 0
    finally:
        await store.close()


def run(args: argparse.Namespace) -> int:
    config = config_module.load(args.data_dir, args.reglement)
    chat = args.lieu.strip() or TERMINAL
    record, source, name = None, "fichier", ""
    if args.donnes_command == "ajouter":
        text = " ".join(args.texte)
        try:
            record = read_text(text)
        except DealError as error:
            sys.stderr.write(f"arbitre : {error}\n")
            return 2
        source = "lien" if text.lstrip("0123456789 ").lower().startswith("http") else "saisie"
    if args.donnes_command == "importer":
        path = Path(args.fichier)
        try:
            record, name = read_file(read_bytes(path)), path.name
        except DealError as error:
            sys.stderr.write(f"arbitre : {error}\n")
            return 2
    if args.donnes_command == "joindre":
        return asyncio.run(_join(config.database, chat))
    try:
        store = Store(config.database).open_sync()
    except StorageError as error:
        sys.stderr.write(f"arbitre : {error}\n")
        return EXIT_STORAGE
    try:
        book = DealBook(store)
        if record is not None:
            imported = book.save_sync(chat, record, source, name, terminal_actor())
            print(imported.text())
            if (again := recorded_before_sync(book, chat, imported)) is not None:  # ops32
                print(again)
            return 0
        print(sessions_text(book.sessions_sync(chat)))
        return 0
    except StorageError as error:
        sys.stderr.write(f"arbitre : {error}\n")
        return EXIT_STORAGE
    finally:
        store.close_sync()

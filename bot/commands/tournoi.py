"""`arbitre tournoi`: the online events and the export of their calls.

    arbitre tournoi liste
    arbitre tournoi export 3 --format csv --resultats-officiels "22/11/2026 23:00" --output appels.csv

The export lists every call of the event: when, which table and board, why, how long it waited,
which director took it, the ruling of the incident opened from it, and the appeal deadline (92B).
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from pathlib import Path
from typing import Any

from bot import config as config_module
from bot.dates import parse_moment
from bot.incidents.render import when
from bot.incidents.storage import StorageError
from bot.incidents.store import Store


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser("tournoi", help="les tournois en ligne et l'export de leurs appels")
    sub = parser.add_subparsers(dest="tournoi_command", metavar="ACTION", required=True)
    listing = sub.add_parser("liste", help="les tournois enregistrés")
    listing.set_defaults(func=run_list)
    export = sub.add_parser("export", help="tous les appels d'un tournoi, pour l'organisateur")
    export.add_argument("id", help="numéro du tournoi (voir « arbitre tournoi liste »)")
    export.add_argument("--format", choices=("csv", "md"), default="md", help="csv (Excel) ou md (défaut)")
    export.add_argument(
        "--resultats-officiels",
        help="heure de publication des résultats : JJ/MM/AAAA HH:MM (ou AAAA-MM-JJ HH:MM)",
    )
    export.add_argument("--output", help="fichier de sortie (défaut : la sortie standard)")
    export.set_defaults(func=run_export)


def _store(args: argparse.Namespace) -> Store | None:
    config = config_module.load(args.data_dir, args.reglement)
    if not config.database.exists():
        print(f"Aucun tournoi enregistré (base {config.database} absente).")
        return None
    return Store(config.database).open_sync()


def run_list(args: argparse.Namespace) -> int:
    # Imported when the command runs, not when `arbitre` registers it: the first screen does not need
    # the online events (issue 35 §5, cold start).
    from bot.events.model import Tournament

    store = _store(args)
    if store is None:
        return 0
    try:
        rows = store.run_sync(
            lambda: store.db.conn.execute(
                "SELECT t.data, (SELECT COUNT(*) FROM calls c WHERE c.tournament_id = t.id) "
                "FROM tournaments t ORDER BY t.id DESC"
            ).fetchall()
        )
    finally:
        store.close_sync()
    if not rows:
        print("Aucun tournoi enregistré.")
        return 0
    for data, count in rows:
        tournament = Tournament.from_json(data)
        state = "ouvert" if tournament.state.value == "open" else "fermé"
        print(
            f"  #{tournament.id}  {when(tournament.opened_at)}  {tournament.name}  ({state}, {count} appel(s))"
        )
    return 0


def run_export(args: argparse.Namespace) -> int:
    from bot.events.export import gather, render_export  # when it runs (cold start, issue 35 §5)

    if not args.id.isdigit() or len(args.id) > 12:
        sys.stderr.write(f"arbitre : numéro de tournoi invalide : {args.id[:20]!r}.\n")
        return 2
    published = None
    if args.resultats_officiels:
        try:
            published = parse_moment(args.resultats_officiels)
        except ValueError as error:
            sys.stderr.write(f"arbitre : {error}\n")
            return 2
    config = config_module.load(args.data_dir, args.reglement)
    store = _store(args)
    if store is None:
        return 2
    try:
        tournament, calls, incidents = asyncio.run(gather(store, args.id))
    except StorageError as error:
        sys.stderr.write(f"arbitre : {error}\n")
        return 2
    finally:
        store.close_sync()
    if tournament is None:
        sys.stderr.write(f"arbitre : aucun tournoi n°{args.id} (voir « arbitre tournoi liste »).\n")
        return 2
    text, count = render_export(tournament, calls, incidents, args.format, published, config.appeal_minutes)
    if args.output:
        Path(args.output).write_text(text, encoding="utf-8", newline="")
        print(f"Export écrit dans {args.output} ({count} appel(s)).")
    else:
        sys.stdout.write(text)
    return 0

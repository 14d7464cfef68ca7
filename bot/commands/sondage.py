"""`arbitre sondage`: the terminal's peer poll (16B1b), with the tally entered by hand.

    arbitre sondage 12 --texte "♠K1098 ♥7 ♦AQ54 ♣J32 ; 1♥ 1♠ 2♥ ? ; que dites-vous ?" \
        --candidates "Passe, 4♠, Contre" --decompte "8/5, 6/3, 1/0"

The director polls players of the offender's class himself, then enters for each candidate call
how many would seriously consider it and how many would choose it; the tally joins the incident.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from typing import Any

from bot import config as config_module
from bot.app import open_engine, terminal_actor
from bot.incidents.incident import Refused


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "sondage",
        help="consultation de joueurs pour une alternative logique (16B1b), décompte saisi à la main",
    )
    parser.add_argument("incident", help="numéro de l'incident (le vôtre)")
    parser.add_argument("--texte", required=True, help="la main, la séquence et la question posée")
    parser.add_argument(
        "--candidates", required=True, help="les déclarations candidates, séparées par des virgules"
    )
    parser.add_argument(
        "--decompte",
        required=True,
        help="pour chaque candidate « envisagée/choisie », dans l'ordre : 8/5, 6/3",
    )
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    # Imported when the command runs, not when `arbitre` registers it (cold start, issue 35 §5).
    from bot.polls import model as pl
    from bot.polls.desk import PollDesk

    config = config_module.load(args.data_dir, args.reglement)
    try:  # check everything before anything is stored: a typo leaves no half-made poll behind
        options = pl.check_options(args.candidates.split(","))
        pl.parse_manual_tally(options, args.decompte)
        pl.check_text(args.texte)
    except Refused as error:
        sys.stderr.write(f"arbitre : {error}\n")
        return 2

    async def go() -> tuple[bool, str]:
        engine = await open_engine(config)
        try:
            desk = PollDesk(engine)
            actor = terminal_actor()
            started = await desk.start(
                args.incident.lstrip("#"), actor, "terminal", args.texte, list(options), "60"
            )
            if started.refused or started.poll is None:
                return False, started.message or "sondage refusé"
            closed = await desk.close(started.poll.id, actor, manual_tally=args.decompte)
            if closed.refused:
                # A wrong tally must not leave a half-made poll behind: close it empty, then say why.
                await desk.close(
                    started.poll.id, actor, manual_tally=",".join("0/0" for _ in started.poll.options)
                )
                return False, closed.message or "décompte refusé"
            return True, closed.message or ""
        finally:
            await engine.store.close()

    ok, message = asyncio.run(go())
    if not ok:
        sys.stderr.write(f"arbitre : {message}\n")
        return 2
    print(message)
    print("Le décompte est ajouté au dossier de l'incident (arbitre incidents show).")
    return 0

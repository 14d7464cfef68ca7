"""`arbitre`: the terminal by default, and the commands for scripts and for the incident log.

    arbitre                         terminal (or Telegram / Discord when a token is set)
    arbitre topics --json           every topic, its questions and options
    arbitre decide renonce --answers '{"situation": "not_followed"}' --json
    arbitre incidents [show ID | export --format csv|md --since DATE [--feuille]]

Errors are French, on stderr; no Python traceback reaches the user. Exit statuses (README.md,
« Codes de sortie »): 0 done; 1 doctor found problems, or an unexpected error; 2 refused input;
65 damaged database; 69 chat platform unreachable; 74 storage unusable; 75 another Arbitre
program holds the database (restore); 78 configuration to fix; 130 interrupted.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import importlib
import json
import logging
import os
import pkgutil
import signal
import sys
from collections.abc import Coroutine, Sequence
from typing import Any, NoReturn

import rules
from bot import commands as command_plugins
from bot import config as config_module
from bot import logs
from bot.cli_french import FrenchParser
from bot.errors import EXIT_CORRUPT, EXIT_STORAGE, UsageError
from bot.incidents.render import ruling_text
from bot.incidents.storage import StorageError, StoreCorrupt
from bot.privacy import retention as privacy
from rules.model import BoardFacts
from rules.scores.boards import conditions

log = logging.getLogger("arbitre")


MAX_LIMIT = 1_000_000


def _limit(text: str) -> int:
    """--limite: a whole number from 1 to MAX_LIMIT, checked before int() (no '²', no 10^23)."""
    raw = text.strip()
    if not (raw.isascii() and raw.isdigit() and len(raw) <= 7) or not 1 <= int(raw) <= MAX_LIMIT:
        raise argparse.ArgumentTypeError(f"un nombre entier de 1 à 1 000 000 est attendu, pas « {raw[:20]} »")
    return int(raw)


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("arbitre")
    except PackageNotFoundError:  # run from a source tree that was never installed
        return "inconnue (non installé)"


class _Version(argparse.Action):
    """`--version`, looked up only when asked: importlib.metadata scans every installed package,
    a cost the first screen should not pay (issue 35 §5, cold start)."""

    def __init__(
        self, option_strings: Sequence[str], dest: str = argparse.SUPPRESS, help: str | None = None
    ) -> None:
        super().__init__(option_strings, dest=dest, default=argparse.SUPPRESS, nargs=0, help=help)

    def __call__(
        self, parser: argparse.ArgumentParser, namespace: Any, values: Any, option: str | None = None
    ) -> None:
        print(f"arbitre {_version()}")
        parser.exit()


def build_parser() -> argparse.ArgumentParser:
    parser = FrenchParser(
        prog="arbitre",
        description="Arbitre : l'assistant de l'arbitre de bridge (Lois 2017, pratique FFB).",
    )
    parser.add_argument(
        "--data-dir",
        metavar="DOSSIER",
        help="dossier des données (défaut : ARBITRE_DATA_DIR, sinon dossier de l'utilisateur)",
    )
    parser.add_argument(
        "--reglement", help="règlement de l'organisme responsable (ffb par défaut ; aussi ARBITRE_REGULATION)"
    )
    parser.add_argument("--version", action=_Version, help="affiche la version et quitte")
    sub = parser.add_subparsers(dest="command", parser_class=FrenchParser, metavar="COMMANDE")

    terminal = sub.add_parser("terminal", help="arbitrer dans le terminal (par défaut sans jeton)")
    terminal.set_defaults(func=cmd_terminal)

    topics = sub.add_parser("topics", help="les thèmes, leurs questions et leurs réponses possibles")
    topics.add_argument("--json", action="store_true", help="sortie JSON")
    topics.add_argument(
        "--reglement",
        default=argparse.SUPPRESS,  # as for « decide »: before or after « topics »
        help="règlement de l'organisme responsable (refusé s'il est inconnu, comme pour « decide »)",
    )
    topics.set_defaults(func=cmd_topics)

    decide = sub.add_parser(
        "decide",
        help="la question suivante ou la décision, pour des réponses données",
        description="La question suivante ou la décision, pour des réponses données. Le règlement "
        "appliqué est celui de --reglement (avant ou après « decide »), sinon ARBITRE_REGULATION, "
        f"sinon {rules.DEFAULT_REGULATION}.",
    )
    decide.add_argument("topic", metavar="THÈME", help="identifiant du thème (voir « arbitre topics »)")
    decide.add_argument(
        "--reglement",
        default=argparse.SUPPRESS,  # absent here: the one given before « decide », if any, stands
        help="règlement de l'organisme responsable (sinon ARBITRE_REGULATION, sinon "
        f"{rules.DEFAULT_REGULATION})",
    )
    decide.add_argument(
        "--answers",
        default="{}",
        metavar="JSON",
        help='réponses en JSON, par ex. \'{"situation": "not_followed"}\'',
    )
    decide.add_argument(
        "--donne",
        type=int,
        metavar="N",
        help="numéro de la donne : sa vulnérabilité (Loi 2) remplace la question « vulnérable ? » et "
        "une réponse qui la contredit est refusée",
    )
    decide.add_argument("--json", action="store_true", help="sortie JSON")
    decide.set_defaults(func=cmd_decide)

    incidents = sub.add_parser("incidents", help="le journal des incidents")
    incidents.add_argument(
        "--limite",
        type=_limit,
        default=30,
        help="nombre d'incidents listés (30 par défaut, 1 000 000 au plus)",
    )
    incidents.set_defaults(func=cmd_incidents, incidents_command=None)
    inc_sub = incidents.add_subparsers(dest="incidents_command", parser_class=FrenchParser, metavar="ACTION")
    for name, what in (
        ("purge", "effacer les incidents et tournois terminés avant une date (RGPD)"),
        (
            "anonymiser",
            "remplacer noms, identifiants, salons privés et textes libres des incidents et tournois "
            "terminés avant une date (RGPD)",
        ),
    ):
        privacy_parser = inc_sub.add_parser(name, help=what)
        privacy_parser.add_argument(
            "--avant",
            required=True,
            help="date JJ/MM/AAAA (minuit), JJ/MM/AAAA HH:MM, ou « maintenant » (incidents d'essai du jour)",
        )
        privacy_parser.add_argument(
            "--oui", action="store_true", help="le faire (sans --oui : dire seulement combien)"
        )
    show = inc_sub.add_parser("show", help="le dossier complet d'un incident")
    show.add_argument("id", metavar="NUMÉRO", help="numéro de l'incident")
    show.add_argument(
        "--dossier",
        action="store_true",
        help="le dossier d'appel : l'incident et tous ceux qui lui sont liés (décision contestée, appel…)",
    )
    dossier = inc_sub.add_parser(
        "dossier",
        help="le dossier d'appel à remettre à la commission : donne, faits, décisions et lois, marques, "
        "historique de l'incident et de tous ceux qui lui sont liés",
    )
    dossier.add_argument(
        "id", metavar="NUMÉRO", help="numéro de l'incident (l'appel ou la décision contestée)"
    )
    dossier.add_argument("--output", help="fichier de sortie (défaut : la sortie standard)")
    export = inc_sub.add_parser("export", help="le rapport des incidents pour l'organisateur")
    export.add_argument("--format", choices=("csv", "md"), default="md", help="csv ou md (Markdown)")
    export.add_argument("--since", help="depuis cette date (JJ/MM/AAAA ou AAAA-MM-JJ)")
    export.add_argument(
        "--resultats-officiels",
        help="heure de publication des résultats officiels (JJ/MM/AAAA HH:MM ou AAAA-MM-JJ HH:MM)",
    )
    export.add_argument("--output", help="fichier de sortie (défaut : la sortie standard)")
    export.add_argument(
        "--feuille",
        action="store_true",
        help="la feuille du marqueur : chaque changement de marque (donne, table, paires, marque avant et "
        "après, loi), et les pénalités de procédure sur leurs propres lignes",
    )

    for name in _command_modules():
        register = getattr(importlib.import_module(name), "register", None)
        if register is not None:
            register(sub)
    return parser


# Each chat platform keeps its launcher in its own folder (bot/adapters/<platform>/command.py);
# the platform-neutral commands are the modules of bot/commands/.
PLATFORM_LAUNCHERS = {
    "telegram": "bot.adapters.telegram.command",
    "discord": "bot.adapters.discord.command",
}


def _command_modules() -> list[str]:
    neutral = [
        f"{command_plugins.__name__}.{info.name}" for info in pkgutil.iter_modules(command_plugins.__path__)
    ]
    return neutral + list(PLATFORM_LAUNCHERS.values())


def cmd_topics(args: argparse.Namespace) -> int:
    # Issue 38 §5: an unknown regulation is refused here as « decide » refuses it, never ignored.
    rules.load_regulation(decide_regulation(args))
    data = [topic.to_dict() for topic in rules.topics()]
    if args.json:
        print(json.dumps({"topics": data}, ensure_ascii=False, indent=2))
        return 0
    for topic in rules.topics():
        print(f"{topic.id} — {topic.title} : {topic.summary}")
        for question in topic.questions.values():
            values = ", ".join(question.values())
            retired = " (retirée : incidents enregistrés seulement)" if question.id in topic.legacy else ""
            print(f"    {question.id}{retired} : {question.prompt}  [{values}]")
    return 0


def _refuse_legacy_answers(topic_id: str, answers: dict[str, str]) -> None:
    """Issue 21 §2: an old question id (or old answer) is kept only so that stored incidents resume;
    given to `decide`, it would reroute the walk through the older flow. Refused, in French."""
    old = rules.get_topic(topic_id).legacy_answers(answers)
    if old:
        listed = ", ".join(f"{q} = {v}" for q, v in old.items())
        raise UsageError(
            f"Réponses d'une ancienne version des questions, gardées seulement pour reprendre les incidents "
            f"déjà enregistrés : {listed}. Utilisez les questions actuelles (arbitre topics)."
        )


def cmd_decide(args: argparse.Namespace) -> int:
    try:
        answers = json.loads(args.answers)
    except json.JSONDecodeError as error:
        raise UsageError(
            f"--answers n'est pas du JSON valide (erreur à la colonne {error.colno}) : un objet JSON est "
            'attendu, {"question": "valeur", …} (arbitre topics donne les questions).'
        ) from None
    except RecursionError:  # issue 23, R6: thousands of nested brackets
        raise UsageError(
            '--answers est imbriqué trop profondément : un objet JSON plat est attendu, {"question": "valeur", …}.'
        ) from None
    if not isinstance(answers, dict) or not all(
        isinstance(k, str) and isinstance(v, str) for k, v in answers.items()
    ):
        raise UsageError('--answers doit être un objet JSON de chaînes : {"question": "valeur", …}.')
    step = rules.next_step(args.topic, answers, decide_regulation(args), board=_decide_board(args))
    # Facts given for questions this path never asked: a script must know they were not used.
    unused = {q: v for q, v in answers.items() if q not in step.asked}
    _refuse_legacy_answers(args.topic, answers)
    if args.json:
        data = step.to_dict()
        if step.ruling is not None:
            data["disclaimer"] = rules.DISCLAIMER
            data["ignored_answers"] = unused
        else:
            data["pending_answers"] = unused  # may still be used once the next question is answered
        print(json.dumps(data, ensure_ascii=False, indent=2))
        return 0
    if step.ruling is not None:
        print(ruling_text(step.ruling), end="")
        if unused:
            listed = ", ".join(f"{q} = {v}" for q, v in unused.items())
            print(f"Réponses non utilisées (hors du chemin de cette décision) : {listed}")
    else:
        assert step.question is not None
        print(f"Question suivante ({step.question.id}) : {step.question.prompt}")
        for option in step.question.options:
            print(f"  {option.value} : {option.label}")
        print(f"Aide : {step.question.help}")
    return 0


def _decide_board(args: argparse.Namespace) -> BoardFacts | None:
    """--donne N: the board's dealer and vulnerability (Law 2), as a recorded board gives them."""
    if args.donne is None:
        return None
    try:
        found = conditions(args.donne)
    except rules.RulesError as error:
        raise UsageError(str(error)) from None
    return BoardFacts(found.vulnerability, found.dealer, found.number)


def decide_regulation(args: argparse.Namespace) -> str:
    """--reglement (before or after « decide »), else ARBITRE_REGULATION, else the default: the
    same order as every other command (bot.config.load), without needing a data folder."""
    return args.reglement or os.environ.get("ARBITRE_REGULATION") or rules.DEFAULT_REGULATION


def cmd_incidents(args: argparse.Namespace) -> int:
    # The reports load only for the « incidents » commands: the terminal's start-up does not need them.
    from bot.reports.dossier import print_dossier
    from bot.reports.incidents_log import export_incidents, list_incidents, show_incident

    config = _config(args)
    if args.incidents_command in ("purge", "anonymiser"):
        return privacy.command(config, args.incidents_command, args.avant, args.oui)
    if args.incidents_command == "show":
        return print_dossier(config, args.id) if args.dossier else show_incident(config, args.id)
    if args.incidents_command == "dossier":
        return print_dossier(config, args.id, args.output)
    if args.incidents_command == "export":
        return export_incidents(
            config, args.format, args.since, args.resultats_officiels, args.output, sheet=args.feuille
        )
    return list_incidents(config, args.limite)


def cmd_terminal(args: argparse.Namespace) -> int:
    # Lazy: `arbitre --help` and the scripted commands do not pay for the terminal's libraries.
    from bot.adapters.terminal.session import Terminal
    from bot.app import open_engine, terminal_actor

    config = _config(args)
    logs.plain()  # L3: a director at the terminal reads French lines, not JSON objects

    async def run() -> int:
        engine = await open_engine(config)
        task = asyncio.current_task()
        loop = asyncio.get_running_loop()
        with contextlib.suppress(NotImplementedError, RuntimeError):
            # SIGTERM: stop at the next await; an action already handed to the database thread
            # still commits, and closing the store waits for it.
            loop.add_signal_handler(signal.SIGTERM, lambda: task.cancel() if task else None)
        try:
            return await Terminal(engine, terminal_actor(), sys.stdin, sys.stdout).run()
        except asyncio.CancelledError:
            sys.stdout.write("\nArrêt demandé : les incidents en cours sont conservés.\n")
            return 0
        finally:
            await _close_despite_stops(engine.store.close())

    return asyncio.run(run())


async def _close_despite_stops(closing: Coroutine[Any, Any, None]) -> None:
    """Close the store even when a stop request lands during the close: SIGTERM arriving as the input ends
    (`arbitre < script.txt` cut short) cancelled the close itself, and the terminal exited with a traceback."""
    close = asyncio.ensure_future(closing)
    while not close.done():
        try:
            await asyncio.shield(close)
        except asyncio.CancelledError:
            if (this := asyncio.current_task()) is not None:
                this.uncancel()  # the stop is already under way: this close is its last step
    close.result()


_config = config_module.load_config


def _default_command(args: argparse.Namespace) -> Any:
    """Plain `arbitre`: Telegram or Discord when their token is set, the terminal otherwise."""
    if os.environ.get("TELEGRAM_TOKEN"):
        return _platform("telegram")
    if os.environ.get("DISCORD_TOKEN"):
        return _platform("discord")
    return cmd_terminal


def _platform(name: str) -> Any:
    def run(args: argparse.Namespace) -> int:
        try:
            module = importlib.import_module(PLATFORM_LAUNCHERS[name])
        except ModuleNotFoundError:
            raise UsageError(f"l'adaptateur {name} n'est pas encore disponible dans cette version.") from None
        return int(module.run_default(args))

    return run


def main(argv: Sequence[str] | None = None) -> NoReturn:
    try:
        logs.setup()
    except ValueError:
        logs.setup("WARNING")
        log.warning("ARBITRE_LOG_LEVEL invalide, niveau WARNING utilisé")
    parser = build_parser()
    args = parser.parse_args(argv)
    func = getattr(args, "func", None) or _default_command(args)
    try:
        code = func(args)
    except (UsageError, rules.RulesError) as error:
        sys.stderr.write(f"arbitre : {error}\n")
        code = getattr(error, "exit_code", 2)
    except StorageError as error:
        # A refusal from the store that no caller turned into a reply: at start-up, before any
        # action, so it must not say « Action non enregistrée ».
        text = str(error).removeprefix("Action non enregistrée : ")
        sys.stderr.write(f"arbitre : {logs.scrub(text)}\n")
        code = EXIT_CORRUPT if isinstance(error, StoreCorrupt) else EXIT_STORAGE
    except BrokenPipeError:
        # The reader went away (`arbitre topics | head`): stop quietly, as other tools do.
        with contextlib.suppress(Exception):
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        code = 0
    except KeyboardInterrupt:
        sys.stderr.write("\nInterrompu. Les incidents en cours sont conservés.\n")
        code = 130
    except Exception as error:  # the last net: never a traceback for the user
        log.debug("unexpected error", exc_info=True)
        sys.stderr.write(
            f"arbitre : erreur inattendue ({type(error).__name__} : {logs.scrub(str(error))}). "
            "Ce qui était enregistré est conservé. Relancez avec ARBITRE_LOG_LEVEL=DEBUG pour le détail.\n"
        )
        code = 1
    try:
        sys.stdout.flush()
    except Exception:
        with contextlib.suppress(Exception):
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    raise SystemExit(code)


if __name__ == "__main__":
    main()

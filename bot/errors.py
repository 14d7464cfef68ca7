"""The errors a command raises and `arbitre` turns into a French message and an exit status.

Below the commands and the adapters that raise them and the CLI that catches them, so that nothing
imports bot/cli.py but the entry point. The statuses are sysexits' (services read them)."""

from __future__ import annotations


class UsageError(Exception):
    exit_code = 2


# sysexits' EX_CONFIG: a missing or refused token, an invalid setting. Services must not restart
# on it (systemd: RestartPreventExitStatus=78; the Docker entrypoint turns it into a final stop).
EXIT_CONFIG = 78
# sysexits again: the storage cannot be used at start-up (folder, rights, disk, lock: EX_IOERR),
# or the database is damaged (EX_DATAERR; restore a backup, a restart cannot help).
EXIT_STORAGE = 74
EXIT_CORRUPT = 65
# sysexits' EX_UNAVAILABLE: the chat platform cannot be reached at start-up (network, DNS, proxy).
# Unlike 78, a restart may cure it, so systemd and Compose restart on it (issue 23, F19).
EXIT_UNAVAILABLE = 69


class ConfigError(UsageError):
    """A configuration the operator must fix: restarting the service cannot help."""

    exit_code = EXIT_CONFIG


class UnavailableError(UsageError):
    """The platform is out of reach for now: a restart later may work."""

    exit_code = EXIT_UNAVAILABLE

"""Dates as a French director types them (JJ/MM/AAAA, with HH:MM when a time is needed) or in ISO."""

from __future__ import annotations

from datetime import datetime

EARLIEST_YEAR = 2000  # before Arbitre existed: a typo, not a date to act on


def _parse(text: str, patterns: tuple[str, ...], expected: str) -> datetime:
    for pattern in patterns:
        try:
            moment = datetime.strptime(text.strip(), pattern)
        except ValueError:
            continue
        if moment.year < EARLIEST_YEAR:
            raise ValueError(f"date trop ancienne : {text!r} (Arbitre n'existait pas encore)")
        return moment
    raise ValueError(f"date invalide : {text!r} (attendu {expected})")


def parse_day(text: str) -> float:
    """JJ/MM/AAAA or AAAA-MM-JJ, at midnight local time, as a timestamp."""
    return _parse(text, ("%d/%m/%Y", "%Y-%m-%d"), "JJ/MM/AAAA ou AAAA-MM-JJ").timestamp()


def parse_moment(text: str) -> datetime:
    """JJ/MM/AAAA HH:MM or AAAA-MM-JJ HH:MM, local time."""
    return _parse(text, ("%d/%m/%Y %H:%M", "%Y-%m-%d %H:%M"), "JJ/MM/AAAA HH:MM ou AAAA-MM-JJ HH:MM")

"""Deal files, links and pasted LIN read off the event loop, with the same caps for every format
(issue 35 §2; reliability trial 2026-11-29, U2, U7, U8).

- The reading (rules.deals: PBN, LIN, links) runs in the reader process (bot/incidents/solver.py)
  with a time limit that stops it; the chats only wait on it.
- A download stops at MAX_FILE_BYTES whatever size the platform announced (or did not).
- What is echoed of a file (its name) is cleaned: no control or bidi characters, cut short.

    record = await read_deals_file(data)     # HandRecord, or the French reason (str)
"""

from __future__ import annotations

from collections.abc import AsyncIterator

from bot.incidents.solver import READER, Busy, TooSlow, WorkerDied
from rules.deals import DealError, HandRecord
from rules.deals.lin import read_file, read_text
from rules.deals.pbn import MAX_FILE_BYTES, clean

READ_LIMIT = 20.0  # seconds; a 200-board PBN with its results reads in well under a second
TOO_SLOW = (
    "Fichier trop long à lire (plus de {limit:g} s) : importez une séance à la fois, un fichier PBN ou LIN "
    "de donnes. Rien n'a été enregistré."
)


class TooBig(Exception):
    """The file passed MAX_FILE_BYTES; the message is French."""


def too_big(size: int) -> str:
    return (
        f"Fichier trop gros ({size / 1_000_000:.1f} Mo) : un fichier de donnes fait au plus "
        f"{MAX_FILE_BYTES // 1_000_000} Mo. Rien n'a été enregistré."
    )


def shown_name(name: str) -> str:
    """A file's name as a reply may quote it."""
    return clean(name, 60)


async def capped(chunks: AsyncIterator[bytes], limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of a download, stopped (TooBig) as soon as they pass `limit`: a size announced
    falsely or not at all costs at most `limit` bytes (U7)."""
    data = bytearray()
    async for chunk in chunks:
        data += chunk
        if len(data) > limit:
            raise TooBig(
                f"Fichier trop gros (plus de {limit / 1_000_000:g} Mo) : un fichier de donnes fait au plus "
                f"{MAX_FILE_BYTES // 1_000_000} Mo. Rien n'a été enregistré."
            )
    return bytes(data)


async def _read(fn: object, argument: object, limit: float) -> HandRecord | str:
    try:
        return await READER.run(fn, argument, limit=limit)  # type: ignore[arg-type]
    except DealError as error:
        return str(error)
    except (TooSlow, WorkerDied):
        return TOO_SLOW.format(limit=limit)
    except Busy as error:
        return str(error)


async def read_deals_file(data: bytes, limit: float = READ_LIMIT) -> HandRecord | str:
    """A session's file (PBN or LIN), read in the reader process; the record or the French reason."""
    if len(data) > MAX_FILE_BYTES:
        return too_big(len(data))
    return await _read(read_file, data, limit)


async def read_deals_text(text: str, limit: float = READ_LIMIT) -> HandRecord | str:
    """What a director pastes after /donnes (a link, a LIN string, a typed deal), read likewise."""
    return await _read(read_text, text, limit)

"""A session's deals on Discord (issue 32): `/donnes` with a PBN file attached, a BBO link, a LIN
string or a typed deal; `/dd` for the double dummy of an incident's board.

    /donnes fichier:seance.pbn            the session's boards, for this channel's incidents
    /donnes texte:5 https://www.bridgebase.com/tools/handviewer.html?lin=…
    /donnes                                the last imports of this channel
    /dd numero:12 contrats:S 4♠, O 3SA     DD table and par; the named contracts' tricks

Importing and the double dummy are a director's (the DISCORD_DIRECTOR_ROLE role). The
interaction is acknowledged before anything is read or stored (Discord's 3-second deadline), an
attachment is refused from its announced size before it is downloaded, its download stops at
MAX_FILE_BYTES whatever that size, and it is read off the event loop (bot/scores/deal_files.py).
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from typing import Any

import aiohttp
import discord
from discord import app_commands
from discord.app_commands import locale_str

from bot.adapters.discord.out import Out, chat_key
from bot.incidents import imported_boards
from bot.incidents.deals import sessions_text
from bot.scores.deal_files import TooBig, capped, read_deals_file, read_deals_text, shown_name, too_big
from bot.scores.double_dummy import DoubleDummy, double_dummy
from rules.deals import MAX_FILE_BYTES, USAGE, HandRecord

log = logging.getLogger("arbitre.discord.deals")

DIRECTORS_ONLY = (
    "Seul un arbitre (rôle {role}) importe les donnes ou demande le double mort. Rien n'a été enregistré."
)
EXTENSIONS = (".pbn", ".lin")


def code_block(text: str) -> str:
    """Monospace on Discord; a stray fence in the text cannot close the block."""
    return "```\n" + text.replace("```", "'''") + "\n```"


def dd_content(found: DoubleDummy, incident_id: str) -> str:
    lines = [f"**{found.title}**", code_block(found.block)]
    lines += [f"• {line}" for line in found.lines(f"/marque numero:{incident_id} resultats:")]
    return "\n".join(lines).replace("resultats: ", "resultats:")


async def attachment_bytes(fichier: discord.Attachment) -> bytes:
    """The attachment's bytes, streamed from its URL and stopped past MAX_FILE_BYTES (TooBig)."""
    url = str(getattr(fichier, "url", "") or "")
    if not url.startswith(("http://", "https://")):
        return await capped(_whole(await fichier.read()))
    timeout = aiohttp.ClientTimeout(total=60)
    async with aiohttp.ClientSession(timeout=timeout) as session, session.get(url) as response:
        response.raise_for_status()
        return await capped(response.content.iter_chunked(64 * 1024))


async def _whole(data: bytes) -> AsyncIterator[bytes]:
    yield data


async def import_deals(
    adapter: Any,
    interaction: discord.Interaction[Any],
    texte: str | None = None,
    fichier: discord.Attachment | None = None,
) -> None:
    out = Out(interaction)
    if not adapter.is_director(interaction.user):
        await out.refuse(DIRECTORS_ONLY.format(role=adapter.director_role))
        return
    await out.ack(thinking=True)  # before any read or write: Discord's 3-second deadline
    chat = chat_key(interaction)
    book = adapter.engine.deals
    if fichier is None and texte and texte.strip().casefold() == "joindre":  # ops35: the incidents that wait
        await out.send(await imported_boards.join(adapter.engine, chat, adapter.actor(interaction)))
        return
    record: HandRecord | str
    if fichier is not None:
        name = fichier.filename or ""
        if not name.lower().endswith(EXTENSIONS):
            await out.refuse(
                f"« {shown_name(name)} » n'est pas un fichier de donnes (.pbn ou .lin). Rien n'a été enregistré."
            )
            return
        if fichier.size > MAX_FILE_BYTES:
            await out.refuse(too_big(fichier.size))
            return
        try:
            data = await attachment_bytes(fichier)
        except TooBig as error:
            await out.refuse(str(error))
            return
        except (discord.HTTPException, aiohttp.ClientError, TimeoutError) as error:
            log.warning("attachment not read: %s", type(error).__name__)
            await out.refuse("Fichier non reçu (Discord) : renvoyez-le. Rien n'a été enregistré.")
            return
        record, source = await read_deals_file(data), "fichier"
        if isinstance(record, str):
            record = f"{shown_name(name)} : {record}"
    elif texte and texte.strip():
        name = ""
        record = await read_deals_text(texte)
        source = "lien" if texte.lstrip("0123456789 ").lower().startswith("http") else "saisie"
    else:
        listed = sessions_text(await book.sessions(chat))
        await out.refuse(f"{listed}\n{USAGE}")
        return
    if isinstance(record, str):
        await out.refuse(record)
        return
    imported = await book.save(chat, record, source, name, adapter.actor(interaction))
    again = await imported_boards.recorded_before(book, chat, imported)  # ops32
    await out.send("\n".join(filter(None, (imported.text(), again))))


async def show_double_dummy(
    adapter: Any, interaction: discord.Interaction[Any], numero: str | None, contrats: str | None
) -> None:
    out = Out(interaction)
    if not adapter.is_director(interaction.user):
        await out.refuse(DIRECTORS_ONLY.format(role=adapter.director_role))
        return
    await out.ack(thinking=True)  # the solver may take a second: acknowledge first
    incident, why = await adapter.current_incident(interaction, numero)
    if incident is None:
        await out.refuse(why)
        return
    found = await double_dummy(incident, contrats or "")
    if isinstance(found, str):
        await out.refuse(found)
        return
    await out.send(dd_content(found, incident.id))


def register(tree: app_commands.CommandTree[Any], adapter: Any) -> None:
    """/donnes and /dd on the bot's command tree."""

    @app_commands.describe(
        fichier=locale_str("Le fichier PBN de la séance (plusieurs donnes), ou un fichier LIN"),
        texte=locale_str("Ou : [NUMÉRO] lien BBO, LIN, ou donne en notation PBN (5 N:AK7.QJ2.T98.6543 …)"),
    )
    async def donnes(
        interaction: discord.Interaction[Any],
        fichier: discord.Attachment | None = None,
        texte: str | None = None,
    ) -> None:
        try:
            await import_deals(adapter, interaction, texte, fichier)
        except Exception:
            log.exception("/donnes failed")
            await Out(interaction).refuse("Erreur inattendue : rien n'a été enregistré ; réessayez.")

    tree.add_command(
        app_commands.Command(
            name=locale_str("donnes"),
            description=locale_str(
                "Importer les donnes de la séance pour les incidents de ce salon (arbitre)"
            ),
            callback=donnes,
        )
    )

    @app_commands.describe(
        numero=locale_str("Numéro de l'incident (sinon : celui de ce fil ou de ce salon)"),
        contrats=locale_str("Contrats à évaluer : S 4♠, O 3SA (déclarant puis contrat)"),
    )
    async def dd(
        interaction: discord.Interaction[Any], numero: str | None = None, contrats: str | None = None
    ) -> None:
        try:
            await show_double_dummy(adapter, interaction, numero, contrats)
        except Exception:
            log.exception("/dd failed")
            await Out(interaction).refuse("Erreur inattendue : réessayez.")

    tree.add_command(
        app_commands.Command(
            name=locale_str("dd"),
            description=locale_str("Double mort de la donne de l'incident, et levées des contrats nommés"),
            callback=dd,
        )
    )

"""Discord: the command tree: /arbitre and its autocomplete, the other slash commands, the topic shortcuts."""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from typing import Any

import discord
from discord import app_commands
from discord.app_commands import locale_str

import rules
from bot.adapters.discord import deals as deal_commands
from bot.adapters.discord import render as layout
from bot.adapters.discord.adapter import DiscordAdapter
from bot.adapters.discord.linked import add_commands as add_linked_commands
from bot.finder import topics as finder

log = logging.getLogger("arbitre.discord")

RESERVED_NAMES = frozenset(
    {
        "arbitre",
        "loi",
        "incidents",
        "marque",
        "tournoi",
        "appel",
        "appels",
        "note",
        "sondage",
        "donne",
        "donnes",
        "dd",
        "deuxieme",
        "suites",
        "dossier",
        "position",
    }
)


def command_name(topic_id: str) -> str:
    """A valid slash command name for a topic: lowercase letters, digits, - and _, 32 at most."""
    name = re.sub(r"[^\w-]", "-", topic_id.lower())[:32]
    return name or "theme"


def autocomplete_choices(
    current: str, choices: list[app_commands.Choice[str]]
) -> list[app_commands.Choice[str]]:
    wanted = current.casefold().strip()
    if not wanted:
        return choices[:25]
    by_id = {c.value: c for c in choices}
    titled = [c for c in choices if c.name.casefold().startswith(wanted) or wanted in c.name.casefold()]
    found = [by_id[t.id] for t in finder.search(current) if t.id in by_id]
    return list({c.value: c for c in [*titled, *found]}.values())[:25]


def build_commands(
    tree: app_commands.CommandTree[Any],
    adapter: DiscordAdapter,
    more: Callable[[app_commands.CommandTree[Any]], None] | None = None,
) -> None:
    """/arbitre, one shortcut per topic, /loi, /marque, /incidents. The topics come from rules.topics()."""
    topics = rules.topics()
    choices = [app_commands.Choice(name=layout.clip(t.title, 100), value=t.id) for t in topics]

    known = {t.id for t in topics}

    async def arbitre(
        interaction: discord.Interaction[Any], sujet: str | None = None, mots: str | None = None
    ) -> None:
        # A topic chosen with words: the words answer what they state. A `sujet` typed without
        # picking a proposal is a description too (issue 31 §3).
        if sujet is not None and sujet not in known:
            sujet, mots = None, " ".join(w for w in (sujet, mots) if w)
        if sujet is not None:
            await adapter.open(interaction, sujet, description=mots)
        else:
            await adapter.open(interaction, None, mots)

    arbitre = app_commands.describe(
        sujet=locale_str("Tapez ce qui s'est passé : les thèmes proposés suivent vos mots"),
        mots=locale_str("Décrivez l'incident : le mort a renoncé à la 5e levée, il a hésité…"),
    )(arbitre)

    async def complete(interaction: discord.Interaction[Any], current: str) -> list[app_commands.Choice[str]]:
        """The topics as the director types: those whose title starts with his letters, then those
        his words describe (« le mort a renoncé » → Renonce), at most 25 (Discord's limit)."""
        return autocomplete_choices(current, choices)

    arbitre = app_commands.autocomplete(sujet=complete)(arbitre)
    tree.add_command(
        app_commands.Command(
            name=locale_str("arbitre"),
            description=locale_str("Ouvrir un incident : Arbitre pose les questions et donne la décision."),
            callback=arbitre,
        )
    )

    @app_commands.describe(numero=locale_str("Numéro de la loi, par ex. 64, 64A1, 12C2a"))
    async def loi(interaction: discord.Interaction[Any], numero: str) -> None:
        await adapter.law(interaction, numero)

    tree.add_command(
        app_commands.Command(
            name=locale_str("loi"),
            description=locale_str("Le résumé d'une loi du Code 2017 et le lien vers son texte officiel"),
            callback=loi,
        )
    )

    @app_commands.describe(
        resultats=locale_str(
            "Résultats vus de Nord-Sud et leurs poids, par ex. 420:60,-50:40, ou 60/40 (vide : le mode d'emploi)"
        ),
        numero=locale_str("Numéro de l'incident jugé : la marque est enregistrée avec lui"),
    )
    async def marque(
        interaction: discord.Interaction[Any], resultats: str | None = None, numero: str | None = None
    ) -> None:
        if numero is not None and numero.strip():
            await adapter.record_score(interaction, numero, resultats)
            return
        await adapter.marque(interaction, resultats)

    tree.add_command(
        app_commands.Command(
            name=locale_str("marque"),
            description=locale_str("Calculer une marque ajustée pondérée (Loi 12C1c)"),
            callback=marque,
        )
    )

    @app_commands.describe(numero=locale_str("Numéro de l'incident à reprendre"))
    async def incidents(interaction: discord.Interaction[Any], numero: str | None = None) -> None:
        await adapter.incidents(interaction, numero)

    tree.add_command(
        app_commands.Command(
            name=locale_str("incidents"),
            description=locale_str("Les incidents en cours dans ce salon, ou en reprendre un par son numéro"),
            callback=incidents,
        )
    )

    @app_commands.describe(
        texte=locale_str("Le fait à consigner : table, étui, contrat, ce que dit chaque camp…"),
        numero=locale_str("Numéro de l'incident (sinon : celui de ce fil ou de ce salon)"),
    )
    async def note(interaction: discord.Interaction[Any], texte: str, numero: str | None = None) -> None:
        await adapter.note(interaction, texte, numero)

    tree.add_command(
        app_commands.Command(
            name=locale_str("note"),
            description=locale_str("Noter un fait dans le dossier de l'incident (journal et export)"),
            callback=note,
        )
    )

    if more is not None:  # the online event's commands, before the topic shortcuts take the rest
        more(tree)

    @app_commands.describe(
        texte=locale_str("La donne, puis table= ns= eo= : par ex. 12 table=3 ns=4 eo=11"),
        numero=locale_str("Numéro de l'incident (sinon : celui de ce fil ou de ce salon)"),
    )
    async def donne(interaction: discord.Interaction[Any], texte: str, numero: str | None = None) -> None:
        await adapter.deal(interaction, texte, numero)

    tree.add_command(
        app_commands.Command(
            name=locale_str("donne"),
            description=locale_str("Donne, table et paires de l'incident, pour la feuille du marqueur"),
            callback=donne,
        )
    )
    add_linked_commands(tree, adapter)  # /deuxieme, /suites (issue 29 §2)

    @app_commands.describe(
        texte=locale_str("rev=S atout=♠ main=S cartes=N:.32.2.2 2.QJ..3 A.AK..4 .T9.4.5 ligne=♥A ♥R"),
        numero=locale_str("Numéro de l'incident (sinon : celui de ce fil ou de ce salon)"),
    )
    async def position(interaction: discord.Interaction[Any], texte: str, numero: str | None = None) -> None:
        await adapter.claim_position(interaction, texte, numero)

    tree.add_command(
        app_commands.Command(
            name=locale_str("position"),
            description=locale_str("Cartes restantes d'une revendication : Arbitre compte les levées"),
            callback=position,
        )
    )
    deal_commands.register(tree, adapter)

    for topic in topics:
        name = command_name(topic.id)
        if name in RESERVED_NAMES or tree.get_command(name) is not None:
            log.warning("topic %s has no shortcut: /%s is taken", topic.id, name)
            continue
        shortcut = app_commands.Command(
            name=locale_str(name),
            description=locale_str(layout.clip(f"Incident : {topic.title} — {topic.summary}", 100)),
            callback=_shortcut(adapter, topic.id),
        )
        try:
            tree.add_command(shortcut)
        except app_commands.CommandLimitReached:  # Discord's 100 commands: /arbitre still has them all
            log.warning("topic %s has no shortcut: too many commands", topic.id)


def _shortcut(adapter: DiscordAdapter, topic_id: str) -> Any:
    async def shortcut(interaction: discord.Interaction[Any]) -> None:
        await adapter.open(interaction, topic_id)

    return shortcut

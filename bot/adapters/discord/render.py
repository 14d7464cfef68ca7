"""Discord layout of Arbitre's French words: embeds within Discord's limits.

The words come from bot.incidents.render (rulings, questions, incident lines) and rules.laws; this
module only lays them out: one embed per question, the ruling as fields split across as
many embeds and messages as Discord's limits require.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import discord

import rules
from bot.incidents.incident import Incident
from bot.incidents.render import (
    answered_pairs,
    incident_line,
    question_heading,
    ruling_sections,
    see_also,
    topic_title,
)
from bot.incidents.waiting import Wait, Waiting
from bot.scores.offer import deal_diagram, foresees_score, sheet_lines
from bot.scores.offer import hint as score_hint
from rules.laws import FFB_TEXT_LABEL, Citation, lookup
from rules.model import Question, RulesError, Ruling, Step

# Discord's limits (https://discord.com/developers/docs/resources/message#embed-object-embed-limits).
TITLE_MAX = 256
DESCRIPTION_MAX = 4096
FIELD_NAME_MAX = 256
FIELD_VALUE_MAX = 1024
FIELDS_MAX = 25
FOOTER_MAX = 2048
EMBED_TOTAL_MAX = 6000  # per message, all embeds together
EMBEDS_PER_MESSAGE = 10
CONTENT_MAX = 2000

COLOUR_QUESTION = discord.Colour.blurple()
COLOUR_RULING = discord.Colour.green()
COLOUR_INFO = discord.Colour.light_grey()
COLOUR_CLOSED = discord.Colour.dark_grey()

CONTINUED = " (suite)"

BUTTONS_MAX = 5  # more options than this: a select
BUTTON_LABEL_MAX = 80
SELECT_LABEL_MAX = 100


def long_labels(question: Question) -> bool:
    """True when some option does not fit on its button or select line: the question embed
    then lists the options in full, numbered, and the components carry the numbers."""
    limit = BUTTON_LABEL_MAX if len(question.options) <= BUTTONS_MAX else SELECT_LABEL_MAX
    return any(len(option.label) > limit for option in question.options)


def clip(text: str, limit: int) -> str:
    """Cut to `limit` characters, with an ellipsis when something was cut."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def chunks(lines: Iterable[str], limit: int) -> list[str]:
    """Join lines into blocks of at most `limit` characters, never losing a line
    (a single line longer than the limit is cut into pieces)."""
    blocks: list[str] = []
    current = ""
    for line in lines:
        while len(line) > limit:
            if current:
                blocks.append(current)
                current = ""
            blocks.append(line[:limit])
            line = line[limit:]
        candidate = f"{current}\n{line}" if current else line
        if len(candidate) > limit:
            blocks.append(current)
            current = line
        else:
            current = candidate
    if current:
        blocks.append(current)
    return blocks or ["—"]


def pack(
    title: str,
    fields: Sequence[tuple[str, str]],
    *,
    description: str = "",
    footer: str = "",
    colour: discord.Colour = COLOUR_RULING,
) -> list[discord.Embed]:
    """Embeds holding every field, each embed within the per-embed limits and its share of 6000."""
    pieces: list[tuple[str, str]] = []
    for name, value in fields:
        name = clip(name or "\u200b", FIELD_NAME_MAX - len(CONTINUED))
        for index, block in enumerate(chunks(value.splitlines() or [""], FIELD_VALUE_MAX)):
            pieces.append((name if index == 0 else name + CONTINUED, block))
    title = clip(title, TITLE_MAX)
    footer = clip(footer, FOOTER_MAX)
    first = discord.Embed(title=title, description=clip(description, DESCRIPTION_MAX) or None, colour=colour)
    embeds = [first]
    # Leave room for the footer, which goes on the last embed.
    budget = EMBED_TOTAL_MAX - len(footer)
    for name, value in pieces:
        current = embeds[-1]
        if len(current.fields) >= FIELDS_MAX or len(current) + len(name) + len(value) > budget:
            current = discord.Embed(title=clip(title + CONTINUED, TITLE_MAX), colour=colour)
            embeds.append(current)
        current.add_field(name=name, value=value, inline=False)
    if footer:
        if len(embeds[-1]) + len(footer) > EMBED_TOTAL_MAX:
            embeds.append(discord.Embed(title=clip(title + CONTINUED, TITLE_MAX), colour=colour))
        embeds[-1].set_footer(text=footer)
    return embeds


def messages(embeds: Sequence[discord.Embed]) -> list[list[discord.Embed]]:
    """Group embeds into messages: at most 10 embeds and 6000 characters per message."""
    batches: list[list[discord.Embed]] = []
    size = 0
    for embed in embeds:
        if not batches or len(batches[-1]) >= EMBEDS_PER_MESSAGE or size + len(embed) > EMBED_TOTAL_MAX:
            batches.append([])
            size = 0
        batches[-1].append(embed)
        size += len(embed)
    return batches


def law_lines(ruling: Ruling) -> list[str]:
    lines = []
    for law in ruling.laws:
        try:
            citation = lookup(law)
        except RulesError:
            lines.append(law)
            continue
        lines.append(f"{law} — {citation.law.title}")
    lines.append("Détail : /loi <numéro>")
    return lines


def ruling_embeds(incident: Incident | None, ruling: Ruling) -> list[discord.Embed]:
    """The ruling as embeds: every section of bot.incidents.render, laws and read-out script included."""
    fields: list[tuple[str, str]] = []
    footer = ""
    for section in ruling_sections(ruling):
        if not section.heading:
            footer = "\n".join(section.lines)
            continue
        if section.heading == "Lois citées":
            fields.append((section.heading, "\n".join(law_lines(ruling))))
            continue
        fields.append((section.heading, "\n".join(f"• {line}" for line in section.lines)))
    description = ""
    if incident is not None:
        sheet = sheet_lines(incident)
        if foresees_score(ruling):
            sheet.append(
                f"{score_hint(ruling, incident.id, incident)} Commande : /marque numero:{incident.id} resultats:NS 4♠=:60,NS 4♠-1:40 ; "
                f"donne et paires : /donne numero:{incident.id} texte:12 table=3 ns=4 eo=11"
            )
        diagram = deal_diagram(incident)
        if diagram is not None and foresees_score(ruling):
            sheet.append(
                f"Double mort : /dd numero:{incident.id}, ou avec contrats:S 4♠, O 3SA pour les levées de chaque "
                "contrat et la ligne de départ de la feuille"
            )
        if sheet:
            fields.append(("Feuille de marque", "\n".join(f"• {line}" for line in sheet)))
        if diagram is not None:
            fields.append(("Donne", "```\n" + diagram + "\n```"))
        if also := see_also(incident):  # issue 29 §2: each ruling names the other incidents of the board
            fields.append(("Incidents liés", "\n".join(f"• {line}" for line in also)))
        description = (
            f"Incident #{incident.id} — {topic_title(incident.topic)} — ouvert par {incident.owner_name}"
        )
    return pack(f"DÉCISION — {ruling.title}", fields, description=description, footer=footer)


def answers_lines(incident: Incident) -> list[str]:
    """« prompt : label » for each answer given so far."""
    return [f"{prompt} : **{label}**" for prompt, label in answered_pairs(incident)]


def incident_title(incident: Incident) -> str:
    return clip(f"Incident #{incident.id} — {topic_title(incident.topic)}", TITLE_MAX)


def add_listing(embed: discord.Embed, question: Question) -> None:
    """When labels are too long for the components, the options in full, numbered."""
    if not long_labels(question):
        return
    listing = "\n".join(f"**{i + 1}.** {o.label}" for i, o in enumerate(question.options))
    for index, block in enumerate(chunks(listing.splitlines(), FIELD_VALUE_MAX)):
        embed.add_field(name="Réponses possibles" + (CONTINUED if index else ""), value=block, inline=False)


def question_embed(
    incident: Incident, step: Step, question: Question, said: str | None = None
) -> discord.Embed:
    """`said`: the answers a description gave (« Compris : … — r pour corriger »), shown above."""
    description = f"**{question_heading(step, question)}**"
    if said:
        description = f"{said}\n\n{description}"
    if question.help:
        description += f"\n\n_{question.help}_"
    embed = discord.Embed(
        title=incident_title(incident),
        description=clip(description, DESCRIPTION_MAX),
        colour=COLOUR_QUESTION,
    )
    add_listing(embed, question)
    given = answers_lines(incident)
    if given:
        # Keep the latest answers when there are many: they are the ones « Retour » changes.
        value = "\n".join(given)
        if len(value) > FIELD_VALUE_MAX:
            value = "…\n" + value[-(FIELD_VALUE_MAX - 2) :].split("\n", 1)[-1]
        embed.add_field(name="Réponses données", value=value, inline=False)
    embed.set_footer(text=f"Ouvert par {incident.owner_name} · répondent : lui ou un arbitre")
    return embed


WORDS_HINT = "Ou décrivez-le : /arbitre mots:le mort a renoncé à la 5e levée"


def topics_embed(
    incident: Incident, heading: str | None = None, topics: Sequence[rules.Topic] | None = None
) -> discord.Embed:
    """The first screen asks when it happened; a phase's screen (or the topics words found)
    lists its topics with their summaries (issue 24 §2)."""
    if topics is None:
        text = f"Quand l'incident a-t-il eu lieu ?\n\n{heading or WORDS_HINT}"
    else:
        lines = [f"**{t.title}** — {t.summary}" for t in topics]
        text = f"{heading} : quel incident ?\n\n" + "\n".join(lines)
    embed = discord.Embed(
        title=incident_title(incident),
        description=clip(text, DESCRIPTION_MAX),
        colour=COLOUR_QUESTION,
    )
    embed.set_footer(text=f"Ouvert par {incident.owner_name}")
    return embed


def ruled_embed(incident: Incident, said: str | None = None) -> discord.Embed:
    """What the question message becomes once the ruling is given: the answers, for the record
    (and the ones a description gave, `said`)."""
    value = "\n".join(answers_lines(incident)) or "—"
    if said:
        value = f"{said}\n\n{value}"
    return discord.Embed(
        title=incident_title(incident),
        description=clip("Décision rendue ci-dessous, d'après ces réponses :\n\n" + value, DESCRIPTION_MAX),
        colour=COLOUR_RULING,
    )


def follow_up_embed(incident: Incident, optional: Question | None) -> discord.Embed:
    """The last embed under a ruling: the optional follow-up, and how to correct an answer."""
    lines = []
    if optional is not None:
        lines.append(f"**Suite possible : {optional.prompt}**")
        if optional.help:
            lines.append(f"_{optional.help}_")
    lines.append("« Retour » corrige la dernière réponse ; « Changer de thème » reprend l'incident au début.")
    embed = discord.Embed(
        title=clip(f"Incident #{incident.id} — suite", TITLE_MAX),
        description=clip("\n".join(lines), DESCRIPTION_MAX),
        colour=COLOUR_QUESTION,
    )
    if optional is not None:
        add_listing(embed, optional)
    return embed


def closed_embed(incident: Incident, message: str | None = None) -> discord.Embed:
    text = message or f"L'incident #{incident.id} est {incident.state.label}."
    value = "\n".join(answers_lines(incident))
    if value:
        text += "\n\n" + value
    return discord.Embed(
        title=incident_title(incident), description=clip(text, DESCRIPTION_MAX), colour=COLOUR_CLOSED
    )


def law_embeds(citation: Citation) -> list[discord.Embed]:
    entry = citation.law
    fields: list[tuple[str, str]] = []
    if citation.sub:
        fields.append((f"Loi {entry.number}{citation.sub}", citation.sub_summary or "—"))
    elif entry.sub:
        fields.append(
            (
                "Paragraphes résumés",
                "\n".join(f"{entry.number}{key} : {text}" for key, text in sorted(entry.sub.items())),
            )
        )
    fields.append((FFB_TEXT_LABEL, entry.url))
    return pack(
        f"Loi {entry.number} — {entry.title}",
        fields,
        description=entry.summary,
        footer=rules.DISCLAIMER,
        colour=COLOUR_INFO,
    )


# Discord's commands for what a ruling waits for (the reason is the engine's: bot/incidents/waiting.py).
WAIT_KEYS = {
    Wait.TRANSFER: "/incidents numero:{id}, puis Retour pour changer « Où en est le jeu »",
    Wait.MARK: "/marque numero:{id} resultats:<ligne>",
}


def incidents_embed(
    incidents: Sequence[Incident], where: str, pending: Sequence[tuple[Incident, Waiting]] = ()
) -> discord.Embed:
    if not incidents and not pending:
        description = f"Aucun incident en cours {where}. Ouvrez-en un avec /arbitre."
    else:
        lines = [incident_line(i) for i in incidents]
        if pending:
            lines += ["", "Décisions en attente :"] + [
                f"#{i.id} {topic_title(i.topic)} — en attente : {why.text} "
                f"({WAIT_KEYS.get(why.kind, '/incidents numero:{id}').format(id=i.id)})"
                for i, why in pending
            ]
        description = "\n".join(lines).strip()
        description += "\n\nReprendre un incident : /incidents numero:<n>"
    return discord.Embed(
        title=f"Incidents en cours {where}",
        description=clip(description, DESCRIPTION_MAX),
        colour=COLOUR_INFO,
    )

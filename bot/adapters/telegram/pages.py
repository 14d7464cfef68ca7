"""Telegram layout: the HTML messages (topic menu, questions, live message, ruling, /loi, /aide, lists)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape

import rules
from bot.adapters.telegram.render import MAX_MESSAGE, long_options, split_blocks, topic_commands
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
from rules.laws import FFB_TEXT_LABEL, Citation
from rules.model import Option, Question, Ruling, Step

# --- messages ----------------------------------------------------------------------------


def _title(incident: Incident) -> str:
    return f"<b>Incident #{escape(incident.id)} — {escape(topic_title(incident.topic))}</b>"


WORDS_HINT = (
    "Ou décrivez l'incident en répondant à ce message (« le mort a renoncé à la 5e levée »), "
    "ou /arbitre mots le mort a renoncé"
)


def topic_menu_html(
    incident: Incident, heading: str | None = None, topics: Sequence[rules.Topic] | None = None
) -> str:
    """The first screen asks when it happened; a phase's screen (or the topics that words found)
    lists its topics with their summaries, the descriptions the buttons do not hold."""
    head = f"<b>Incident #{escape(incident.id)}</b>"
    if topics is None:
        lines = [f"{head} — quand l'incident a-t-il eu lieu ?", "", escape(heading or WORDS_HINT)]
        return "\n".join(lines)
    text = "\n".join(
        [f"{head} — {escape(heading or '')} : quel incident ?", ""]
        + [f"• <b>{escape(t.title)}</b> — {escape(t.summary)}" for t in topics]
    )
    return text if len(text) <= MAX_MESSAGE else f"{head} — {escape(heading or '')} : quel incident ?"


def _heading(step: Step, question: Question) -> str:
    """« Question 3 — … », or « Suite possible — … » for the follow-up offered with a ruling."""
    return (
        f"Suite possible — {question.prompt}" if step.question is None else question_heading(step, question)
    )


JUDGEMENT_NOTE = "⚖️ Jugement de l'arbitre : seul un arbitre y répond (Loi 81C)."


def _judgement(incident: Incident, question: Question) -> list[str]:
    """Under a judgement on an incident a player opened: who answers it (tester10 W7)."""
    return (
        [f"<i>{escape(JUDGEMENT_NOTE)}</i>"]
        if question.director_only and not incident.opened_by_director
        else []
    )


def question_html(incident: Incident, step: Step, question: Question) -> str:
    lines = [_title(incident), f"<b>{escape(_heading(step, question))}</b>", *_judgement(incident, question)]
    if long_options(question):
        lines.append("")
        lines.extend(f"{i}. {escape(o.label)}" for i, o in enumerate(question.options, start=1))
    return "\n".join(lines)


def answered_html(incident: Incident, step: Step, question: Question, option: Option, by: str | None) -> str:
    """The question message once answered: the question and the answer given, no buttons."""
    who = f" <i>({escape(by)})</i>" if by else ""
    return "\n".join(
        [
            _title(incident),
            escape(_heading(step, question)),
            f"➜ <b>{escape(option.label)}</b>{who}",
        ]
    )


# --- one live message per incident (groups) -------------------------------------------------


def _answers_block(incident: Incident, by: str | None, room: int) -> list[str]:
    """The answers so far, one short line each; the oldest give way first when room is short."""
    lines = [f"✓ {escape(prompt)} ➜ <b>{escape(label)}</b>" for prompt, label in answered_pairs(incident)]
    if lines and by:
        lines[-1] += f" <i>({escape(by)})</i>"
    dropped = 0
    while lines and sum(len(line) + 1 for line in lines) > room:
        lines.pop(0)
        dropped += 1
    return ([f"<i>… {dropped} réponse(s) plus tôt (/incidents)</i>"] if dropped else []) + lines


def live_question_html(
    incident: Incident, step: Step, question: Question, by: str | None = None, note: str | None = None
) -> str:
    """The live message while questions are asked: the answers so far above, the question."""
    tail = [f"<b>{escape(_heading(step, question))}</b>", *_judgement(incident, question)]
    if long_options(question):
        tail.extend(f"{i}. {escape(o.label)}" for i, o in enumerate(question.options, start=1))
    if note:
        tail.append(f"<i>{escape(note)}</i>")
    head = _title(incident)
    room = MAX_MESSAGE - len(head) - sum(len(t) + 1 for t in tail) - 80
    return "\n".join([head, *_answers_block(incident, by, room), *tail])


def live_ruling_pages(
    incident: Incident,
    step: Step,
    answered: tuple[Question, Option] | None = None,
    by: str | None = None,
) -> list[str]:
    """The ruling that replaces the live message (split under the limit), ending with the
    follow-up offered, or with the follow-up's answer once given."""
    assert step.ruling is not None
    pages = ruling_html(incident, step.ruling)
    extra = None
    if answered is not None:
        question, option = answered
        who = f" <i>({escape(by)})</i>" if by else ""
        extra = f"{escape(_heading(step, question))} ➜ <b>{escape(option.label)}</b>{who}"
        if step.optional is not None and step.optional.id != question.id:
            # tester10 W13: the answered follow-up led to another (« au moins une levée ? » then
            # « calculer le résultat corrigé ? »): its buttons come with its text, never alone.
            extra += f"\n\n<b>{escape(_heading(step, step.optional))}</b>"
    elif step.optional is not None:
        extra = f"<b>{escape(_heading(step, step.optional))}</b>"
    if extra is not None:
        if len(pages[-1]) + 2 + len(extra) <= MAX_MESSAGE:
            pages[-1] = f"{pages[-1]}\n\n{extra}"
        else:
            pages.append(extra)
    return pages


def unchanged_html(incident: Incident) -> str:
    return f"Incident #{escape(incident.id)} : la décision ci-dessus reste celle à appliquer."


def help_html(question: Question) -> str:
    return f"<b>Aide — {escape(question.prompt)}</b>\n{escape(question.help)}"


def worksheet_html(incident: Incident, ruling: Ruling) -> str | None:
    """The deal and the recorded score, and how to record one, under the ruling; the board's
    diagram in monospace when its cards were imported (issue 32)."""
    lines = [escape(line) for line in sheet_lines(incident)]
    diagram = deal_diagram(incident)
    if foresees_score(ruling):
        lines.append(
            escape(score_hint(ruling, incident.id, incident))
            + f" Commande : /marque #{escape(incident.id)} NS 4♠=:60,NS 4♠-1:40 ; donne et paires : "
            f"/donne #{escape(incident.id)} 12 table=3 ns=4 eo=11"
        )
        if diagram is not None:
            lines.append(
                f"Double mort : /dd #{escape(incident.id)}, ou /dd #{escape(incident.id)} S 4♠, O 3SA pour les "
                "levées de chaque contrat et la ligne de départ de la feuille"
            )
    if not lines and diagram is None:
        return None
    text = "<b>Feuille de marque</b>\n" + "\n".join(f"• {line}" for line in lines)
    return text + (f"\n<pre>{escape(diagram)}</pre>" if diagram is not None else "")


def ruling_html(incident: Incident, ruling: Ruling) -> list[str]:
    """The ruling, one block per section, split into messages under the limit."""
    blocks = [
        f"<b>DÉCISION — {escape(ruling.title)}</b>\n<i>Incident #{escape(incident.id)} — "
        f"{escape(topic_title(incident.topic))}</i>"
    ]
    for section in ruling_sections(ruling):
        lines = section.lines
        if section.heading == "Lois citées":
            lines = (", ".join(ruling.laws) + " — détail : /loi <numéro>",)
        if section.heading == "À lire à la table":
            body = [f"<i>{escape(line)}</i>" for line in lines]
        elif section.heading:
            body = [f"• {escape(line)}" for line in lines]
        else:
            body = [f"<i>{escape(line)}</i>" for line in lines]
        head = [f"<b>{escape(section.heading)}</b>"] if section.heading else []
        blocks.append("\n".join([*head, *body]))
    sheet = worksheet_html(incident, ruling)
    if sheet is not None:
        blocks.insert(len(blocks) - 1, sheet)  # before the footer, which ends every ruling
    also = see_also(incident)  # issue 29 §2: each ruling names the other incidents of the board
    if also:
        blocks.insert(len(blocks) - 1, "\n".join(f"🔗 {escape(line)}" for line in also))
    return split_blocks(blocks)


def law_html(citation: Citation) -> list[str]:
    law = citation.law
    blocks = [f"<b>Loi {law.number} — {escape(law.title)}</b>\n{escape(law.summary)}"]
    if citation.sub and citation.sub_summary:
        blocks.append(f"<b>{law.number}{escape(citation.sub)}</b> :\n{escape(citation.sub_summary)}")
    if citation.outline:
        blocks.append(escape(citation.outline))
    blocks.append(
        f'{escape(FFB_TEXT_LABEL)} : <a href="{escape(law.url, quote=True)}">{escape(law.url)}</a>\n'
        f"<i>{escape(rules.DISCLAIMER)}</i>"
    )
    return split_blocks(blocks)


def plain_html(text: str) -> list[str]:
    """French plain text (several lines) as escaped HTML messages under the limit."""
    return split_blocks([escape(text)])


# Telegram's commands for what a ruling waits for (the reason is the engine's: bot/incidents/waiting.py).
WAIT_KEYS = {
    Wait.TRANSFER: "/retour {id} pour changer « Où en est le jeu »",
    Wait.MARK: "/marque #{id} <ligne>",
}


def incidents_html(
    incidents: Iterable[Incident], pending: Sequence[tuple[Incident, Waiting]] = ()
) -> list[str]:
    lines = [escape(incident_line(i)) for i in incidents]
    if not lines and not pending:
        return ["Aucun incident dans cette discussion. /arbitre pour en ouvrir un."]
    blocks = ["<b>Incidents récents de cette discussion</b>", "\n".join(lines)] if lines else []
    if pending:
        waits = [
            f"#{escape(i.id)} {escape(topic_title(i.topic))} — en attente : {escape(why.text)} "
            f"({escape(WAIT_KEYS.get(why.kind, '/incidents {id}').format(id=i.id))})"
            for i, why in pending
        ]
        blocks += ["<b>Décisions en attente</b>", "\n".join(waits)]
    return split_blocks(blocks)


def help_messages() -> list[str]:
    lines = [
        "<b>Arbitre</b> — l'assistant de l'arbitre de bridge (Lois 2017, pratique FFB).",
        "",
        "Nommez l'incident, répondez aux questions par les boutons : la décision vient avec ses lois "
        "et le texte à lire à la table.",
        "",
        "/arbitre — ouvrir un incident : quand a-t-il eu lieu, puis quoi",
        "/arbitre mots le mort a renoncé à la 5e levée — décrire l'incident : les thèmes que ces mots "
        "désignent, et les réponses qu'ils donnent déjà (« Compris : … »). En privé, écrivez simplement ce "
        "qui s'est passé ; en groupe, répondez au menu « quand ? » du bot.",
    ]
    for name, topic in topic_commands().items():
        lines.append(f"/{name} — {escape(topic.title)}")
    lines += [
        "/loi 64A1 — le résumé d'une loi",
        "/marque 420:60,-50:40 — une marque ajustée pondérée (Loi 12C1c)",
        "/incidents — les incidents récents de cette discussion",
        "/retour — revenir à la question précédente (ou /retour 12 pour l'incident #12)",
        "/annuler — abandonner l'incident en cours (ou /annuler 12)",
        "/note texte — noter un fait sur l'incident en cours (table, étui, ce que dit chaque camp)",
        "/donne 18 table=4 ns=7 eo=3 — la donne, la table et les paires de l'incident en cours ; le "
        "numéro de la donne fixe donneur et vulnérabilité (Loi 2) pour la marque",
        "/marque #12 NS 4♠=:60,NS 4♠-1:40 — enregistrer la marque de l'incident #12 (ligne de calcul, ou 60/40)",
        "",
        "<b>Tournoi en ligne</b>",
        "/tournoi ouvrir Nom [id du groupe des arbitres] — ouvrir le tournoi (un arbitre, dans le groupe "
        "des joueurs) ; /tournoi fermer ; /tournoi etat",
        "/tournoi reglage cartes=suivant temps=7:30 — les conditions de l'organisateur (annulation des "
        "déclarations et des cartes cliquées, temps par donne, ligne de jeu) : /tournoi reglage seul les "
        "affiche",
        "/tournoi export [JJ/MM/AAAA HH:MM] — les appels en CSV et Markdown, pour un arbitre (avec l'heure "
        "des résultats officiels, le délai d'appel 92B est daté)",
        "/appel 12 5 hésitation en Nord — appeler l'arbitre (table, donne facultative, raison) ; /appel seul "
        "ou le bouton « 🔔 Appeler l'arbitre » : le bot les demande",
        "/appels — les appels ouverts, du plus ancien",
        "/id — l'identifiant du groupe où on le tape (celui des arbitres, pour /tournoi ouvrir)",
        "",
        "En groupe, seul celui qui a ouvert l'incident ou un arbitre (administrateur du groupe) "
        "peut répondre ; tout le monde peut lire.",
        "",
        "En groupe, chaque incident tient en un seul message, mis à jour à chaque réponse. "
        "« 📩 Répondre en privé » ouvre la conversation avec le bot : l'arbitre y répond, "
        "le groupe voit l'incident avancer et la décision.",
        "",
        f"<i>{escape(rules.DISCLAIMER)}</i>",
    ]
    return split_blocks(["\n".join(lines)])


def recorded_html(incident: Incident, said: str | None = None) -> str:
    """The answer to a recorded score: each side's figure, what it means for the table (`said`: « avant
    transfert », another mark for the table… as at the terminal, tester14 W12), then the worksheet's
    computation."""
    entry = incident.score
    assert entry is not None
    told = f"\n{escape(said)}" if said else ""
    return (
        f"📋 <b>Incident #{escape(incident.id)} : marque enregistrée</b> — Nord-Sud {escape(entry.ns)} ; "
        f"Est-Ouest {escape(entry.ew)}{told}\n<i>{escape(entry.text)}</i>"
    )

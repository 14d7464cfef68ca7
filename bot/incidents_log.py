"""The incident log: `arbitre incidents`, `incidents show ID`, `incidents export`."""

from __future__ import annotations

import csv
import io
import sys
import time
from datetime import datetime, timedelta

import rules
from bot.config import Config
from bot.incident import Incident, State
from bot.render import answered_pairs, incident_line, ruling_text, topic_title, when
from bot.store import Event, StorageError, Store


class LogError(Exception):
    pass


def _open(config: Config) -> Store:
    if not config.database.exists():
        raise LogError(f"aucun incident enregistré pour l'instant (base {config.database} absente).")
    return Store(config.database).open_sync()


def list_incidents(config: Config, limit: int) -> int:
    try:
        store = _open(config)
    except LogError as error:
        print(f"Journal vide : {error}")
        return 0
    try:
        found = store.list_sync(limit=limit)
    finally:
        store.close_sync()
    if not found:
        print("Aucun incident enregistré.")
        return 0
    print(f"{len(found)} incident(s), du plus récent au plus ancien :")
    for incident in found:
        print("  " + incident_line(incident))
    return 0


def _answer_lines(incident: Incident) -> list[str]:
    return [f"  {prompt} → {label}" for prompt, label in answered_pairs(incident)]


_KIND_FR = {
    "start": "ouverture",
    "choose_topic": "choix du thème",
    "answer": "réponse",
    "back": "retour",
    "restart": "recommencé",
    "abandon": "abandon",
    "note": "note",
    "expire": "expiration",
}


def _answer_words(topic_id: str | None, question_id: str, value: str) -> tuple[str, str]:
    """The question and the answer as the director read them; the raw ids if they are gone."""
    try:
        question = rules.get_topic(topic_id).questions.get(question_id) if topic_id else None
    except rules.RulesError:
        question = None
    option = question.option(value) if question else None
    return (question.prompt if question else question_id, option.label if option else value)


def _event_line(event: Event, topic_id: str | None = None) -> str:
    detail = ""
    payload = event.action.payload
    if event.action.kind.value == "answer":
        prompt, label = _answer_words(topic_id, str(payload.get("question")), str(payload.get("value")))
        detail = f" {prompt} → {label}"
    elif event.action.kind.value in ("choose_topic", "start") and payload.get("topic"):
        detail = f" {topic_title(payload.get('topic'))}"
    elif event.action.kind.value == "note":
        detail = f" « {payload.get('text')} »"
    role = " (arbitre)" if event.actor.is_director else ""
    return f"  v{event.version}  {when(event.at)}  {event.actor.name}{role} : {_KIND_FR.get(event.action.kind.value, event.action.kind.value)}{detail}"


def show_incident(config: Config, incident_id: str) -> int:
    try:
        store = _open(config)
    except LogError as error:
        sys.stderr.write(f"arbitre : {error}\n")
        return 2
    try:
        incident = store.get_sync(incident_id.lstrip("#"))
        events = store.events_sync(incident_id.lstrip("#")) if incident else []
    finally:
        store.close_sync()
    if incident is None:
        sys.stderr.write(f"arbitre : aucun incident #{incident_id}. « arbitre incidents » les liste.\n")
        return 2
    print(f"Incident #{incident.id} — {topic_title(incident.topic)} ({incident.state.label})")
    print(
        f"Ouvert le {when(incident.created_at)} par {incident.owner_name}, dernière action le {when(incident.updated_at)}."
    )
    print(f"Lieu : {incident.chat or '—'} ; règlement : {incident.regulation}.")
    if incident.notes:
        print("Faits notés :")
        for note in incident.notes:
            print(f"  {when(note.at)} {note.author} : {note.text}")
    answers = _answer_lines(incident)
    if answers:
        print("Réponses :")
        print("\n".join(answers))
    step = None
    try:
        step = incident.step()
    except rules.RulesError as error:
        print(f"(Décision non recalculable : {error})")
    if step is not None and step.ruling is not None:
        print()
        print(ruling_text(step.ruling), end="")
    elif step is not None and step.question is not None:
        print(f"Question en cours : {step.question.prompt}")
    print()
    print("Historique :")
    for event in events:
        print(_event_line(event, incident.topic))
    return 0


def _since(text: str | None) -> float | None:
    if not text:
        return None
    try:
        return datetime.strptime(text, "%Y-%m-%d").timestamp()
    except ValueError:
        raise LogError(f"date invalide « {text} » : attendu AAAA-MM-JJ, par exemple 2026-11-21.") from None


def _appeal(config: Config, regulation_id: str, official: str | None) -> str:
    minutes = config.appeal_minutes
    if minutes is None:
        minutes = rules.load_regulation(regulation_id).appeal_minutes
    if official:
        try:
            published = datetime.strptime(official, "%Y-%m-%d %H:%M")
        except ValueError:
            raise LogError(f"heure invalide « {official} » : attendu AAAA-MM-JJ HH:MM.") from None
        deadline = published + timedelta(minutes=minutes)
        return f"{deadline:%d/%m/%Y %H:%M} ({minutes} min après les résultats officiels, Loi 92B)"
    return f"{minutes} min après la publication des résultats officiels (Loi 92B)"


def export_incidents(
    config: Config, fmt: str, since: str | None, official: str | None, output: str | None
) -> int:
    try:
        start = _since(since)
        store = _open(config)
    except LogError as error:
        sys.stderr.write(f"arbitre : {error}\n")
        return 2
    try:
        found = list(reversed(store.list_sync(since=start, limit=None)))
    except StorageError as error:
        sys.stderr.write(f"arbitre : {error}\n")
        return 2
    finally:
        store.close_sync()
    rows = []
    try:
        for incident in found:
            ruling = None
            try:
                step = incident.step()
                ruling = step.ruling if step else None
            except rules.RulesError:
                pass
            rows.append(
                {
                    "incident": incident.id,
                    "ouvert": when(incident.created_at),
                    "par": incident.owner_name,
                    "lieu": incident.chat,
                    "theme": topic_title(incident.topic),
                    "etat": incident.state.label,
                    "decision": ruling.title if ruling else "",
                    "lois": " ".join(ruling.laws) if ruling else "",
                    "levees_transferees": ""
                    if not ruling or ruling.tricks_transferred is None
                    else str(ruling.tricks_transferred),
                    "faits": " | ".join(n.text for n in incident.notes),
                    "delai_appel": _appeal(config, incident.regulation, official)
                    if incident.state is State.RULED
                    else "",
                }
            )
    except LogError as error:
        sys.stderr.write(f"arbitre : {error}\n")
        return 2
    text = _csv(rows) if fmt == "csv" else _markdown(rows, since)
    if output:
        with open(output, "w", encoding="utf-8", newline="") as handle:
            handle.write(text)
        print(f"Rapport écrit dans {output} ({len(rows)} incident(s)).")
    else:
        sys.stdout.write(text)
    return 0


COLUMNS = {
    "incident": "Incident",
    "ouvert": "Ouvert le",
    "par": "Par",
    "lieu": "Lieu",
    "theme": "Thème",
    "etat": "État",
    "decision": "Décision",
    "lois": "Lois",
    "levees_transferees": "Levées transférées",
    "faits": "Faits notés",
    "delai_appel": "Délai d'appel",
}


def _csv(rows: list[dict[str, str]]) -> str:
    buffer = io.StringIO()
    writer = csv.DictWriter(buffer, fieldnames=list(COLUMNS), extrasaction="ignore")
    writer.writerow(COLUMNS)
    writer.writerows(rows)
    return buffer.getvalue()


def _markdown(rows: list[dict[str, str]], since: str | None) -> str:
    out = [
        "# Rapport des incidents d'arbitrage",
        "",
        f"Édité le {time.strftime('%d/%m/%Y %H:%M')}"
        + (f", incidents depuis le {since}" if since else "")
        + ".",
        "",
    ]
    if not rows:
        return "\n".join([*out, "Aucun incident sur la période.", ""])
    out.append("| " + " | ".join(COLUMNS.values()) + " |")
    out.append("|" + "---|" * len(COLUMNS))
    for row in rows:
        cells = [str(row[key]).replace("|", "/").replace("\n", " ") for key in COLUMNS]
        out.append("| " + " | ".join(cells) + " |")
    out.append("")
    return "\n".join(out)

"""The incident log: `arbitre incidents`, `incidents show ID`, `incidents export`."""

from __future__ import annotations

import os
import re
import stat
import sys
import time
from datetime import timedelta
from pathlib import Path

import rules
from bot import dates
from bot.config import Config
from bot.incidents.incident import Deal, Incident, State
from bot.incidents.links import Link
from bot.incidents.render import answered_pairs, incident_line, ruling_text, see_also, topic_title, when
from bot.incidents.rows import Event
from bot.incidents.storage import StorageError, StoreUnavailable
from bot.incidents.store import Store
from bot.incidents.table_marks import flag_text, flags
from bot.incidents.table_result import SAME_SESSION, ruled_with
from bot.reports import scorer_sheet
from bot.reports.appeal import appeal_line
from bot.reports.claim_record import claim_pairs
from bot.reports.tables import excel_csv, markdown_sections
from bot.scores.offer import deal_diagram, sheet_lines


class LogError(Exception):
    pass


# C0 and C1 controls (ESC, BEL, CSI …) and the bidirectional overrides and isolates: a chat user's
# display name or a note must not clear the director's screen, retitle his window or reverse the
# text around it (issue 12, F17). Newlines too: one name, one line.
_UNPRINTABLE = re.compile(r"[\x00-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]+")


def printable(text: object) -> str:
    """`text` from outside (names, notes, chat names, answers) made safe to print on a terminal."""
    return _UNPRINTABLE.sub(" ", str(text))


def _say(text: str = "") -> None:
    """Print a line of the log: every line, multi-line ruling texts aside, goes through printable()."""
    print("\n".join(printable(line) for line in text.split("\n")))


def _open(config: Config) -> Store:
    """The store for reading, or a French refusal: no bare OSError reaches the director (F11)."""
    not_a_folder = StoreUnavailable(
        f"le chemin des données {config.data_dir} existe mais n'est pas un dossier. Choisissez un "
        "autre dossier (--data-dir ou ARBITRE_DATA_DIR)"
    )
    try:
        info = os.stat(config.data_dir)
        present = info is not None and stat.S_ISDIR(info.st_mode) and config.database.exists()
    except FileNotFoundError:
        info, present = None, False
    except NotADirectoryError:
        raise not_a_folder from None
    except PermissionError:
        raise StoreUnavailable(
            f"le dossier des données {config.data_dir} est illisible : droits insuffisants. Donnez à "
            "l'utilisateur d'Arbitre les droits sur ce dossier (« arbitre doctor » le vérifie)"
        ) from None
    if info is not None and not stat.S_ISDIR(info.st_mode):
        raise not_a_folder
    if not present:
        raise LogError(f"aucun incident enregistré pour l'instant (base {config.database} absente).")
    return Store(config.database).open_sync()


def _quick_start_hint(config: Config) -> str:
    """F28: the README's quick start keeps its base in ./data; a later `arbitre` without
    ARBITRE_DATA_DIR looks elsewhere. Say where the trial incidents are."""
    local = Path("data") / config.database.name
    try:
        elsewhere = local.is_file() and local.resolve() != config.database.resolve()
    except OSError:
        return ""
    if not elsewhere:
        return ""
    return " Une base existe dans ./data : relancez avec ARBITRE_DATA_DIR=data (ou --data-dir data)."


def list_incidents(config: Config, limit: int) -> int:
    try:
        store = _open(config)
    except LogError as error:
        print(f"Journal vide : {error}{_quick_start_hint(config)}")
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
        _say("  " + incident_line(incident))
    return 0


def _answer_lines(incident: Incident) -> list[str]:
    pairs = [*answered_pairs(incident), *claim_pairs(incident)]  # tester20 P16: the claim's cards too
    return [f"  {printable(prompt)} → {printable(label)}" for prompt, label in pairs]


_KIND_FR = {
    "start": "ouverture",
    "choose_topic": "choix du thème",
    "answer": "réponse",
    "back": "retour",
    "restart": "recommencé",
    "abandon": "abandon",
    "note": "note",
    "expire": "expiration",
    "score": "marque",
    "deal": "feuille :",
    "move": "discussion devenue un supergroupe (nouvel identifiant)",
    "link": "lien :",
    "claim": "position de la revendication",
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
    elif event.action.kind.value == "score":
        detail = f" « {payload.get('line')} »"
    elif event.action.kind.value == "deal":
        fields = {k: str(payload.get(k) or "") for k in ("board", "table", "ns", "ew")}
        detail = f" {Deal(**fields).text}" + (" (avec ses cartes)" if payload.get("cards") else "")
    elif event.action.kind.value == "claim":  # tester4 F16: what was typed, for a committee
        detail = f" « {payload.get('text')} »" if payload.get("text") else ""
    elif event.action.kind.value == "link":
        detail = f" {Link(str(payload.get('incident')), str(payload.get('relation'))).text}"
    role = " (arbitre)" if event.actor.is_director else ""
    kind = _KIND_FR.get(event.action.kind.value, event.action.kind.value)
    return printable(f"  v{event.version}  {when(event.at)}  {event.actor.name}{role} : {kind}{detail}")


def show_incident(config: Config, incident_id: str) -> int:
    try:
        store = _open(config)
    except LogError as error:
        sys.stderr.write(f"arbitre : {error}\n")
        return 2
    try:
        incident = store.get_sync(incident_id.lstrip("#"))
        events = store.events_sync(incident_id.lstrip("#")) if incident else []
        related = _related(store, incident) if incident is not None and incident.score is not None else []
        followed = store.get_sync(incident.follows) if incident is not None and incident.follows else None
    finally:
        store.close_sync()
    if incident is None:
        shown = printable(incident_id if len(incident_id) <= 20 else incident_id[:20] + "…")
        sys.stderr.write(f"arbitre : aucun incident #{shown}. « arbitre incidents » les liste.\n")
        return 2
    flag = flag_text(incident, related) if incident.score is not None else None
    for line in incident_lines(incident, events, followed=followed):
        _say(line)
        if flag is not None and line.startswith("Marque enregistrée"):
            _say(printable(flag))  # F6, F8, F20: another incident of the table overturned it
    return 0


def _related(store: Store, incident: Incident) -> list[Incident]:
    """The incident and those of its board linked to it, two steps out (an appeal's new mark, the
    right rectification opened from an 82 follow-up, a revoke and a claim on one table)."""
    found = {incident.id: incident}
    frontier = [incident]
    for _ in range(2):
        ids = {link.incident for i in frontier for link in i.links} - set(found)
        frontier = [other for other_id in sorted(ids) if (other := store.get_sync(other_id)) is not None]
        found.update((other.id, other) for other in frontier)
    if incident.deal is not None and incident.deal.table:
        # Tester7 T14 (from ops7): a revoke and a claim on one table weigh on each other's mark (64A)
        # even when each was opened apart: the same board and table within the session count too.
        since = incident.created_at - SAME_SESSION
        for other in store.list_sync(chat=incident.chat, since=since, limit=200):
            if other.deal is not None and (other.deal.board, other.deal.table) == (
                incident.deal.board,
                incident.deal.table,
            ):
                found.setdefault(other.id, other)
    return list(found.values())


def incident_lines(
    incident: Incident, events: list[Event], *, diagram: bool = True, followed: Incident | None = None
) -> list[str]:
    """The full record of one incident, as `incidents show` prints it and an appeal's dossier holds it:
    who opened it and where (an appeal: which side appeals `followed`'s ruling), the facts noted, the answers,
    the ruling with its laws, the linked incidents, the deal and score, and the timeline. Every line from
    outside is made printable."""
    out: list[str] = [
        f"Incident #{incident.id} — {topic_title(incident.topic)} ({incident.state.label})",
        f"Ouvert le {when(incident.created_at)} par {printable(incident.owner_name)}, "
        f"dernière action le {when(incident.updated_at)}.",
        f"Lieu : {printable(incident.chat or '—')} ; règlement : {_regulation_label(incident.regulation)}.",
    ]
    appealed = appeal_line(incident, followed)
    if appealed is not None:
        out.append(appealed)
    if incident.notes:
        out.append("Faits notés :")
        out += [
            f"  {when(note.at)} {printable(note.author)} : {printable(note.text)}" for note in incident.notes
        ]
    answers = _answer_lines(incident)
    if answers:
        out += ["Réponses :", *answers]
    step = None
    try:
        step = incident.step()
    except rules.RulesError as error:
        out.append(f"(Décision non recalculable : {error})")
    if step is not None and step.ruling is not None:
        out += ["", *ruling_text(step.ruling).removesuffix("\n").split("\n")]
    if incident.links:  # issue 29 §2: a second irregularity, a follow-up, an appeal after the session
        out += ["", "Incidents liés :", *(f"  {line}" for line in see_also(incident))]
    sheet = sheet_lines(incident)
    if sheet:
        out += ["", *sheet]
    drawn = deal_diagram(incident) if diagram else None
    if drawn is not None:  # the board's cards, for a committee or a scorer (issue 32)
        out += ["", *drawn.split("\n")]
    elif step is not None and step.question is not None:
        out.append(f"Question en cours : {step.question.prompt}")
    out += ["", "Historique :", *(_event_line(event, incident.topic) for event in events)]
    return [printable(line) for line in out]


def _since(text: str | None) -> float | None:
    if not text:
        return None
    try:
        # bot/dates.py: JJ/MM/AAAA or AAAA-MM-JJ, and « trop ancienne » rather than « invalide »
        # for a real date before 2000 such as 0001-01-01 (issue 12, F16).
        return dates.parse_day(text)
    except (ValueError, OverflowError) as error:
        raise LogError(printable(error)) from None


def _regulation_label(spec: str) -> str:
    """The regulation by name, with an online event's conditions (the incident stores a spec)."""
    try:
        return rules.load_regulation(spec).label
    except rules.RulesError:
        return spec


def _appeal(config: Config, incident: Incident, official: str | None) -> str:
    minutes = config.appeal_minutes
    if minutes is None:
        minutes = rules.load_regulation(incident.regulation).appeal_minutes
    if official:
        try:
            published = dates.parse_moment(official)
        except ValueError as error:
            raise LogError(f"heure invalide : {printable(error)}.") from None
        if published.timestamp() < incident.created_at:
            # Tester4 F14: results are published after the session; an earlier time is a typo.
            raise LogError(
                f"résultats officiels le {published:%d/%m/%Y %H:%M}, avant l'incident #{incident.id} "
                f"({when(incident.created_at)}) : vérifiez la date et l'heure (les résultats officiels sont "
                "publiés après le jeu ; le délai d'appel court à partir d'eux, Loi 92B). Rien n'est exporté."
            )
        try:
            deadline = published + timedelta(minutes=minutes)
        except OverflowError:
            raise LogError(
                f"date trop lointaine « {printable(official)} » : le délai d'appel dépasserait l'an 9999."
            ) from None
        return f"{deadline:%d/%m/%Y %H:%M} ({minutes} min après les résultats officiels, Loi 92B)"
    return f"{minutes} min après la publication des résultats officiels (Loi 92B)"


def export_incidents(
    config: Config,
    fmt: str,
    since: str | None,
    official: str | None,
    output: str | None,
    *,
    sheet: bool = False,
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
    if sheet:
        return _write(scorer_sheet.render(found, fmt, since), output, "ligne(s)", scorer_sheet.count(found))
    rows = []
    flagged = flags(found)  # tester5 L4: a mark that no longer stands says so in the report too
    together = ruled_with(found)  # tester12 Y2: its transfer gives way to the joint ruling
    by_id = {incident.id: incident for incident in found}
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
                    "lieu": place_name(incident),
                    "reglement": _regulation_label(incident.regulation),  # tester25 P16: online or not
                    "theme": topic_title(incident.topic),
                    "etat": incident.state.label,
                    "decision": (ruling.title if ruling else "")
                    + (
                        f" — ne vaut plus seule : réglée avec l'autre renonce, incident #{together[incident.id]} (64B)"
                        if incident.id in together
                        else ""
                    )
                    + _appeal_said(incident, by_id),
                    "lois": " ".join(ruling.laws) if ruling else "",
                    "levees_transferees": f"voir #{together[incident.id]}"
                    if incident.id in together
                    else ""
                    if not ruling or ruling.tricks_transferred is None
                    else str(ruling.tricks_transferred),
                    "reponses": " | ".join(
                        f"{q} → {a}" for q, a in (*answered_pairs(incident), *claim_pairs(incident))
                    ),
                    "marque": f"{ruling.score.result} : {ruling.score.score:+d} pour le déclarant"
                    if ruling is not None and ruling.score is not None
                    else "",
                    "faits": " | ".join(n.text for n in incident.notes),
                    "donne": incident.deal.text if incident.deal else "",
                    "cartes": cards_text(incident),
                    "marque_enregistree": " — ".join(
                        filter(None, (scorer_sheet.score_text(incident), flagged.get(incident.id)))
                    ),
                    "penalite": scorer_sheet.penalty_text(ruling),
                    "suite_de": f"#{incident.follows}" if incident.follows else "",
                    "liens": " | ".join(see_also(incident)),
                    "delai_appel": _appeal(config, incident, official)
                    if incident.state is State.RULED
                    else "",
                }
            )
    except LogError as error:
        sys.stderr.write(f"arbitre : {error}\n")
        return 2
    text = _csv(rows) if fmt == "csv" else _markdown(rows, since) + _diagrams(found)
    return _write(text, output, "incident(s)", len(rows))


def _appeal_said(incident: Incident, by_id: dict[str, Incident]) -> str:
    """Tester19 Q7: an appeal's row says which side appeals which ruling (the ruling appealed when it is in
    the report)."""
    line = appeal_line(incident, by_id.get(incident.follows or ""))
    return f" — {line}" if line else ""


def write(text: str, output: str | None, what: str, count: int) -> int:
    """The report on standard output, or in `output` with a French refusal if it cannot be written."""
    return _write(text, output, what, count)


def open_store(config: Config) -> Store:
    """The store for reading (an appeal's dossier too), or a French refusal."""
    return _open(config)


def _write(text: str, output: str | None, what: str, count: int) -> int:
    if output:
        try:
            with open(output, "w", encoding="utf-8", newline="") as handle:
                handle.write(text)
        except OSError as error:
            sys.stderr.write(f"arbitre : impossible d'écrire le rapport {output} : {_os_reason(error)}.\n")
            return 2
        print(f"Rapport écrit dans {output} ({count} {what}).")
    else:
        sys.stdout.write(text)
    return 0


COLUMNS = {
    "incident": "Incident",
    "ouvert": "Ouvert le",
    "par": "Par",
    "lieu": "Lieu",
    "reglement": "Règlement",
    "theme": "Thème",
    "etat": "État",
    "decision": "Décision",
    "lois": "Lois",
    "levees_transferees": "Levées transférées",
    "reponses": "Réponses (question → réponse)",
    "marque": "Résultat corrigé",
    "faits": "Faits notés",
    "donne": "Donne, table, paires",
    "cartes": "Cartes (PBN), donneur, vulnérabilité",
    "marque_enregistree": "Marque enregistrée",
    "penalite": "Pénalité de procédure",
    "suite_de": "Suite de l'incident",
    "liens": "Incidents liés",
    "delai_appel": "Délai d'appel",
}


def _os_reason(error: OSError) -> str:
    if isinstance(error, IsADirectoryError):
        return "c'est un dossier ; donnez un nom de fichier"
    if isinstance(error, (FileNotFoundError, NotADirectoryError)):
        return "son dossier n'existe pas ; créez-le ou choisissez-en un autre"
    if isinstance(error, PermissionError):
        return "droits insuffisants"
    if error.errno == 28:
        return "le disque est plein"
    return error.strerror or "erreur du système"


def _csv(rows: list[dict[str, str]]) -> str:
    """For French Excel: semicolons, a UTF-8 byte-order mark, and every cell through
    bot/tables.safe_cell (a cell starting with =, +, -, @, a tab or a carriage return gets a
    leading apostrophe: OWASP; issue 12, F4)."""
    return excel_csv(COLUMNS, rows)


def place_name(incident: Incident) -> str:
    """The chat's name when the adapter gave it, else a readable form of its key."""
    if incident.place:
        return incident.place
    platform, _, rest = incident.chat.partition(":")
    names = {"telegram": "Telegram", "discord": "Discord", "terminal": "Terminal"}
    return f"{names.get(platform, platform)} {rest}".strip() if rest else incident.chat


def cards_text(incident: Incident) -> str:
    """The board's cards in one cell: the PBN deal, then its dealer and vulnerability."""
    cards = incident.deal.cards if incident.deal is not None else None
    return f"{cards.pbn} ({cards.conditions})" if cards is not None else ""


def _diagrams(incidents: list[Incident]) -> str:
    """The Markdown report's last section: each incident's board as a diagram."""
    blocks = [
        f"## Incident #{i.id}\n\n```\n{diagram}\n```\n"
        for i in incidents
        if (diagram := deal_diagram(i)) is not None
    ]
    return "\n## Donnes des incidents\n\n" + "\n".join(blocks) if blocks else ""


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
    # One section per incident (F23); control characters and \r become spaces (issue 12, F14).
    out.extend(markdown_sections(COLUMNS, rows, "Incident #{incident} — {theme}"))
    out.append("")
    return "\n".join(out)

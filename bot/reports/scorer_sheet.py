"""The scorer's sheet: `arbitre incidents export --feuille` (issue 25 §3).

One row per score change of the session — the score recorded with an incident (rules/scores/line.py):
board, table, pairs, Nord-Sud's score before and each side's after, the laws — and one row per
procedural penalty (Law 90), apart from the score as 90A wants. A follow-up (suites_decision: the
director's error 82C, an appeal 92-93, a disciplinary penalty 91) gets its row too, linked to the
incident it follows, so the scorer sees what may still change. CSV (semicolons, BOM) and Markdown.
"""

from __future__ import annotations

import re
import time

from bot.incidents.incident import Incident, State
from bot.incidents.linked import marked_on_82c
from bot.incidents.render import answered_pairs, topic_title, when
from bot.incidents.sheet import board_of
from bot.incidents.table_marks import NoLonger, no_longer, same_table, same_table_text, scored_by_claim
from bot.incidents.table_result import mark_missing, mark_withdrawn, replaces, rules_first, ruling_of
from bot.reports.tables import excel_csv, markdown_table
from bot.scores.offer import WEIGHTED_POINTS_CAVEAT, set_aside_text, weighted_points
from rules.errors import RulesError
from rules.model import SIDE_NAMES, ProceduralPenalty, Ruling
from rules.scores.adjusted import french_number
from rules.scores.line import compute

COLUMNS = {
    "incident": "Incident",
    "le": "Le",
    "donne": "Donne",
    "table": "Table",
    "paire_ns": "Paire NS",
    "paire_eo": "Paire EO",
    "quoi": "Changement",
    "avant_ns": "Marque NS avant",
    "apres_ns": "Marque NS après",
    "apres_eo": "Marque EO après",
    "lois": "Lois",
    "detail": "Détail",
    # F23: the figures alone, in columns a spreadsheet adds up (the unit in its own column).
    "ns_nombre": "NS (nombre)",
    "eo_nombre": "EO (nombre)",
    "unite": "Unité",
}
_FIGURE = re.compile(r"([+-]?[0-9]+(?:,[0-9]+)?) (points|%|IMP)")


def _figures(ns: str, ew: str) -> dict[str, str]:
    """« +420 points », « -420 points » → 420, -420, points; nothing for a list of weighted results."""
    found_ns, found_ew = _FIGURE.fullmatch(ns), _FIGURE.fullmatch(ew)
    if not found_ns or not found_ew or found_ns[2] != found_ew[2]:
        return {}
    return {"ns_nombre": found_ns[1].lstrip("+"), "eo_nombre": found_ew[1].lstrip("+"), "unite": found_ns[2]}


def penalty_text(ruling: Ruling | None) -> str:
    """A procedural penalty as the scorer keys it in: a warning, or its one figure, and the side it is
    taken from (90A: the offender only; review S6). Older incidents without the form give both figures."""
    penalty: ProceduralPenalty | None = ruling.procedural_penalty if ruling is not None else None
    if penalty is None:
        return ""
    who = f" à {SIDE_NAMES[penalty.side]}" if penalty.side in SIDE_NAMES else ""
    if penalty.warning:
        return f"Avertissement{who} — {penalty.offence} ({', '.join(penalty.laws)})"
    if penalty.unit == "IMP":
        figure = f"{french_number(-abs(penalty.imps))} IMP"
    elif penalty.unit == "%":
        figure = f"{french_number(-abs(penalty.percent_of_top))} % du top"
    else:
        figure = (
            f"{french_number(-abs(penalty.percent_of_top))} % du top en paires, "
            f"{french_number(-abs(penalty.imps))} IMP en équipes"
        )
    return f"{penalty.offence} : {figure}{who} ({', '.join(penalty.laws)})"


def _penalty_figures(penalty: ProceduralPenalty | None) -> dict[str, str]:
    """The penalty's one figure in the numeric columns of the side it is taken from (tester6 T19): a
    scorer's program reads « -10 » and « % du top », not the sentence; nothing for a warning, or when
    the form or the side was not given (then the text gives both figures)."""
    if penalty is None or penalty.warning or penalty.side not in ("NS", "EO") or not penalty.unit:
        return {}
    figure = -abs(penalty.imps if penalty.unit == "IMP" else penalty.percent_of_top)
    column = "ns_nombre" if penalty.side == "NS" else "eo_nombre"
    return {column: french_number(figure), "unite": "IMP" if penalty.unit == "IMP" else "% du top"}


def score_laws(ruling: Ruling | None, entry_laws: tuple[str, ...]) -> list[str]:
    """The laws of the score change only (review wording point): the computation's, then the ruling's
    score laws (its adjusted score, the revoke's transfer, the claim's tricks), not every law it cites."""
    if ruling is None:
        return list(entry_laws)
    if ruling.score is not None:  # the revoke's transfer (a foreseen 64C adjustment comes after it)
        own: tuple[str, ...] = tuple(law for law in ruling.laws if law.startswith("64"))
    elif ruling.adjusted_score is not None:
        own = ruling.adjusted_score.laws
    elif ruling.tricks_awarded is not None:
        own = tuple(law for law in ruling.laws if law.startswith(("69", "70", "71")))
    else:
        own = ()
    return list(dict.fromkeys([*(own or ruling.laws), *entry_laws]))


def score_text(incident: Incident) -> str:
    entry = incident.score
    if entry is None:
        return set_aside_text(incident) or ""
    before = f" (avant : {entry.before})" if entry.before else ""
    return f"NS {entry.ns} ; EO {entry.ew}{before} — « {entry.line} »"


def _base(incident: Incident) -> dict[str, str]:
    deal = incident.deal
    return {
        "incident": f"#{incident.id}",
        "le": when(incident.created_at),
        "donne": deal.board if deal else "",
        "table": deal.table if deal else "",
        "paire_ns": deal.ns if deal else "",
        "paire_eo": deal.ew if deal else "",
    }


def _weighted_parts(incident: Incident) -> tuple[str, str] | None:
    """« +620 × 60 % ; -100 × 40 % » for each side, from the recorded line on the incident's board."""
    entry = incident.score
    assert entry is not None
    try:
        sheet = compute(entry.line, board_of(incident.deal, incident.regulation))
    except RulesError:
        return None
    outcomes = sheet.data.get("weighted", {}).get("outcomes", [])

    def side(sign: int) -> str:
        return " ; ".join(f"{sign * o['score']:+d} × {french_number(o['weight'])} %" for o in outcomes)

    return side(1), side(-1)


def _shown_ns(incident: Incident) -> str:
    """Nord-Sud's mark as the incident's own row shows it (each weighted result, or the figure)."""
    entry = incident.score
    if entry is None:
        return ""
    parts = _weighted_parts(incident) if weighted_points(entry) else None
    return parts[0] if parts is not None else entry.ns


def _before(incident: Incident, by_id: dict[str, Incident], replaced_id: str | None) -> str:
    """« Marque NS avant »: the mark the scorer has before this row. For a mark that replaces another
    incident's ruling (a follow-up's, an appeal or 82C, or 82B's right rectification opened with `+`), that
    mark (tester3 L1: the column was empty; tester6 T7: it gave the table's score on one row and the
    replaced mark on another); otherwise the table's score (obtenu=). Tester18 R5 (12C1a): the adjusted score
    of a second irregularity on the board replaces the score obtained in play, not the first irregularity's
    corrected result (whose row gives no figure): « avant » is the table's score, as the first recorded it."""
    entry = incident.score
    assert entry is not None
    replaced = by_id.get(replaced_id) if replaced_id else None
    if replaced is not None and replaced.score is not None:
        if _another_irregularity(incident, replaced):
            return replaced.score.before or entry.before
        return _shown_ns(replaced)
    return entry.before


def _another_irregularity(incident: Incident, replaced: Incident) -> bool:
    """Is `incident` another irregularity of `replaced`'s board (`+` on it), not a follow-up of its ruling?"""
    return incident.second_of == replaced.id and not incident.follows and not replaced.follows


def _replaced_figure(incident: Incident, replaced: Incident | None) -> str:
    """Tester18 R5: the first irregularity's figure that « avant » (the table's score) no longer shows."""
    if replaced is None or replaced.score is None or not _another_irregularity(incident, replaced):
        return ""
    return f" ({_shown_ns(replaced)} pour Nord-Sud, qui ne vaut plus : 12C1a)"


def _no_longer(incident: Incident, why: NoLonger) -> dict[str, str]:
    """A recorded mark the scorer must not enter (F6, F8, F20): the line kept, no figure."""
    entry = incident.score
    assert entry is not None
    return {
        **_base(incident),
        "quoi": f"{why.head}{why.see} — {topic_title(incident.topic)}",
        "detail": f"« {entry.line} » (Nord-Sud {entry.ns}, par {entry.author}) : {why.why}",
    }


def rows(incidents: list[Incident]) -> list[dict[str, str]]:
    out: list[dict[str, str]] = []
    by_id = {incident.id: incident for incident in incidents}
    # One result per table (tester4 F6, F8, F20): a mark overturned by a follow-up, or a claim's tricks
    # before a revoke's transfer, is listed without its figures.
    stale, replacing, doubled = no_longer(incidents), replaces(incidents), same_table(incidents)
    for incident in incidents:
        if incident.state is State.ABANDONED:
            # An abandoned incident changes no score; it stays in the incidents' export. Its mark, if it
            # had one, is said withdrawn: the scorer may have entered it (tester8 T30).
            if incident.score is not None:
                out.append(
                    {
                        **_base(incident),
                        "quoi": f"Marque retirée — {topic_title(incident.topic)}",
                        "detail": f"« {incident.score.line} » (Nord-Sud {incident.score.ns}, par "
                        f"{incident.score.author}) : l'incident a été abandonné, cette marque ne vaut pas ; "
                        "retirez-la si elle est saisie.",
                    }
                )
            continue
        ruling = ruling_of(incident)
        laws = list(ruling.laws) if ruling else []
        entry = incident.score
        if entry is not None and incident.id in stale:
            out.append(_no_longer(incident, stale[incident.id]))
        elif entry is not None:
            all_laws = score_laws(ruling, entry.laws)
            ns, ew, caveat = entry.ns, entry.ew, ""
            parts = _weighted_parts(incident) if weighted_points(entry) else None
            if parts is not None:  # F6: each result with its weight, never the weighted total to rank
                ns, ew = parts
                caveat = f" ; {WEIGHTED_POINTS_CAVEAT} (total : {entry.ns} pour Nord-Sud)"
            out.append(
                {
                    **_base(incident),
                    "quoi": f"{entry.kind[:1].upper()}{entry.kind[1:]} — {topic_title(incident.topic)}",
                    "avant_ns": _before(incident, by_id, replacing.get(incident.id) or incident.follows),
                    "apres_ns": ns,
                    "apres_eo": ew,
                    "lois": " ".join(all_laws),
                    "detail": f"« {entry.line} », par {entry.author}{caveat}"
                    # Review Missing 6: a follow-up's score (82C, an appeal) replaces the first one.
                    + (
                        f" ; suite de l'incident #{incident.follows}"
                        + (
                            ", remplace sa marque"
                            if replacing.get(incident.id, incident.follows) == incident.follows
                            else ""
                        )
                        if incident.follows
                        else ""
                    )
                    + (
                        f" ; remplace la marque de l'incident #{replacing[incident.id]}"
                        + _replaced_figure(incident, by_id.get(replacing[incident.id]))
                        if incident.id in replacing and replacing[incident.id] != incident.follows
                        else ""
                    )
                    + (
                        f" ; {same_table_text(incident, doubled[incident.id])}"
                        if incident.id in doubled
                        else ""
                    ),
                    **_figures(ns, ew),
                }
            )
        elif (flag := set_aside_text(incident)) is not None:  # H2, H3: no figure the scorer could take
            out.append(
                {
                    **_base(incident),
                    "quoi": f"{'Marque retirée' if mark_withdrawn(incident) else 'Marque à refaire'} — "
                    f"{topic_title(incident.topic)}",
                    "detail": flag,
                }
            )
        elif (
            not incident.follows
            and (missing := mark_missing(incident)) is not None
            and not any(rules_first(other, incident) for other in incidents)  # tester11 X12: marked there
            and scored_by_claim(incident, incidents)
            is None  # tester14 W12: the claim's mark, transfer included
            and marked_on_82c(incident, incidents) is None  # tester25 P2: the 82C follow-up's mark
        ):
            # F1: a ruling that changes the table's score, its mark not recorded yet.
            out.append(
                {
                    **_base(incident),
                    "quoi": f"Marque à faire — {topic_title(incident.topic)}",
                    "detail": missing,
                }
            )
        penalty = penalty_text(ruling)
        if penalty:
            base = _base(incident)
            side = ruling.procedural_penalty.side if ruling and ruling.procedural_penalty else ""
            if side == "NS":
                base["paire_eo"] = ""  # the pair the penalty is taken from, alone (review S6)
            elif side == "EO":
                base["paire_ns"] = ""
            out.append(
                {
                    **base,
                    "quoi": "Pénalité de procédure",
                    "lois": " ".join(ruling.procedural_penalty.laws)
                    if ruling and ruling.procedural_penalty
                    else "",
                    "detail": penalty
                    + (f" ; suite de l'incident #{incident.follows}" if incident.follows else ""),
                    **_penalty_figures(ruling.procedural_penalty if ruling else None),
                }
            )
        elif incident.follows and entry is None and ruling is not None:
            # 82C, an appeal and its outcome, a 91 penalty: the scorer sees what may change.
            answers = " | ".join(f"{q} → {a}" for q, a in answered_pairs(incident))
            missing = mark_missing(incident)
            out.append(
                {
                    **_base(incident),
                    "quoi": f"Suite de l'incident #{incident.follows} : {ruling.title}"
                    + (" — marque à faire" if missing else ""),
                    "lois": " ".join(laws),
                    "detail": (f"MARQUE À FAIRE : {missing} | " if missing else "") + answers,
                }
            )
    return out


def count(incidents: list[Incident]) -> int:
    return len(rows(incidents))


def render(incidents: list[Incident], fmt: str, since: str | None) -> str:
    found = rows(incidents)
    if fmt == "csv":
        return excel_csv(COLUMNS, found)
    out = [
        "# Feuille du marqueur : changements de marque de la séance",
        "",
        f"Éditée le {time.strftime('%d/%m/%Y %H:%M')}"
        + (f", incidents depuis le {since}" if since else "")
        + ".",
        "Marques vues de chaque camp ; « avant » est la marque de Nord-Sud à la table, ou celle d'une décision "
        "que la ligne remplace (appel, erreur de l'arbitre). Les pénalités de "
        "procédure (Loi 90) sont sur leurs propres lignes, à part de la marque. Un incident abandonné n'y "
        "figure que s'il avait une marque (« Marque retirée »).",
        "",
    ]
    if not found:
        return "\n".join([*out, "Aucun changement de marque sur la période.", ""])
    out.extend(markdown_table(COLUMNS, found))
    out.append("")
    return "\n".join(out)

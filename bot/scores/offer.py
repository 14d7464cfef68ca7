"""What the worksheet offers under a ruling, and how an incident's score and deal read.

Which rulings foresee a score (`foresees_score`), the one-press lines (the quick choices, the
revoke's corrected result by declarer's side, the ruling's own artificial figures), the hint under
the ruling, the deal's one-line form (`/donne`, `d`), and the lines shown in the ruling's view and
in `incidents show`. The computation itself is rules/scores/line.py's.
"""

from __future__ import annotations

import re

from bot.incidents import claim_mark, table_marks
from bot.incidents.artificial_mark import unadjusted_reason
from bot.incidents.incident import Incident
from bot.incidents.sheet import ScoreEntry
from bot.incidents.store import Store
from bot.incidents.table_result import mark_withdrawn
from rules.model import AdjustedKind, Ruling, ScoreLine, side_name
from rules.scores.adjusted import parse_outcomes
from rules.scores.line_syntax import (
    QUICK_CHOICES,
    WorksheetError,
    artificial_choice,
    artificial_disagreement,
    rules_a_result,
)
from rules.scores.split import Side

__all__ = ["QUICK_CHOICES", "Side"]


def foresees_score(ruling: Ruling) -> bool:
    """Does the ruling foresee an adjusted or corrected score (12C, 16B3, 21B3, 23C, 27D, 50E4,
    64C, the revoke's corrected result, the tricks of a claim, 82C, 86B)?"""
    return (
        ruling.adjusted_score is not None
        or ruling.score is not None
        or ruling.tricks_awarded is not None
        or ruling.equity_may_apply
        # A claim or concession settled (70, 71), a score corrected (79C), a fouled board (86B),
        # equity after a revoke (64C), an adjusted score (12C): the score changes or may.
        or any(law.startswith(SCORE_LAWS) for law in ruling.laws)
        # An appeal « décision modifiée » (93): the new mark is recorded here (tester4 F6); 82B's
        # right rectification is scored with the incident that applies it, 82C carries its own score.
        or (ruling.overturns is not None and "82B2" not in ruling.laws)
    )


# 16B3, 21B3, 23C, 27D and 50E4 rulings that foresee an adjustment carry `adjusted_score`; the
# others of those laws say there is no damage, or to reopen the topic at the end of play.
SCORE_LAWS = ("70", "71", "79C", "86B", "64C", "12C")


def revoke_line(line: ScoreLine, declarer: Side) -> str:
    """The revoke's corrected result (64A) as a worksheet line: the score after the transfer, with
    the table's score before it (obtenu=), both for Nord-Sud."""
    sign = 1 if declarer is Side.NS else -1
    prefix = "EO " if declarer is Side.EW else ""
    vulnerability = ("ns" if declarer is Side.NS else "eo") if line.vulnerable else "personne"
    level = int(line.contract.strip()[0])
    made = line.tricks_at_table - (level + 6)
    result = "=" if made == 0 else f"{made:+d}"
    before = parse_outcomes(f"{prefix}{line.contract.replace(' ', '')}{result}:100", vulnerability)[0].score
    return f"obtenu={before} {sign * line.score}"


def hint(ruling: Ruling, incident_id: str, incident: Incident | None = None) -> str:
    """What the director can record, in French, under a ruling that foresees a score; `incident`, when
    given, says a claim's count with its linked revoke's transfer (tester14 W12)."""
    parts = [f"Feuille de marque de l'incident #{incident_id} : saisissez le résultat retenu et ses poids"]
    if ruling.tricks_awarded is not None:
        transfer = claim_mark.transfer_hint(incident) if incident is not None else None
        parts.append(
            f"(levées attribuées au camp qui revendique : {ruling.tricks_awarded}"
            + (f", {transfer}" if transfer else "")
            + " ; écrivez le contrat et son résultat, par ex. 4♠= ou « EO 3SA-1 »)"
        )
    if ruling.score is not None:
        parts.append(f"(résultat corrigé : {ruling.score.result}, {ruling.score.score:+d} pour le déclarant)")
    if ruling.adjusted_score is not None and ruling.adjusted_score.kind is AdjustedKind.SPLIT:
        parts.append("; pour deux marques différentes, la liste de Nord-Sud puis eo= et celle d'Est-Ouest")
    if ruling.tricks_awarded is not None:
        # A claim ends in a number of tricks (69-71), never in an artificial score.
        return " ".join(parts) + " ; obtenu=MARQUE donne la marque de la table pour la feuille du marqueur."
    if incident is not None and (reason := unadjusted_reason(incident)) is not None:
        # ops32: the artificial marks are not offered where the ruling awards no adjusted score; said why, as the
        # mark's reply says it once recorded (12C1d, 12C2a)
        return (
            " ".join(parts)
            + f". {reason[0].upper()}{reason[1:]} obtenu=MARQUE donne la marque de la table pour la feuille du "
            "marqueur."
        )
    return (
        " ".join(parts)
        + ", ou une marque artificielle (60/40, 50/50, +3/-3) ; obtenu=MARQUE donne la marque "
        "de la table pour la feuille du marqueur."
    )


def weighted_points(entry: ScoreEntry) -> bool:
    """A weighted score left in total points (no ref=, no terrain=): in pairs each result is ranked
    then weighted, in teams each is converted to IMPs then weighted; the total is never carried as
    it is (F6)."""
    return entry.kind == "marque pondérée" and entry.ns.endswith("points")


WEIGHTED_POINTS_CAVEAT = (
    "marque pondérée en points, à ne pas reporter telle quelle : en paires, classez chaque résultat puis "
    "pondérez les pourcentages (terrain=) ; en équipes, ref= donne les IMP pondérés"
)


NO_TABLE = (
    "La feuille du marqueur n'a pas la donne et la table de cette marque : notez-les (« d 8 table=3 ns=4 "
    "eo=11 » au terminal, « /donne 8 table=3 ns=4 eo=11 » en discussion)."
)


def sheet_lines(incident: Incident, flag: str | None = None) -> list[str]:
    """The deal and the recorded score, as shown in the ruling's view and in `incidents show`; `flag`, why the
    mark no longer stands when another incident of the table says so (bot.incidents.table_marks.flag_text),
    right under it (note17: the `v N` view said « Marque enregistrée » alone under a mark « à refaire »)."""
    lines = []
    if incident.follows and not any(link.incident == incident.follows for link in incident.links):
        # Review D16: an incident that carries its link says it under « voir aussi »; this is for older ones.
        lines.append(f"Suite de l'incident #{incident.follows}.")
    if incident.deal is not None:
        lines.append(f"Feuille : {incident.deal.text}.")
    entry = incident.score
    if entry is not None:
        before = f" (à la table : {entry.before} pour Nord-Sud)" if entry.before else ""
        laws = f" ({', '.join(entry.laws)})" if entry.laws else ""
        lines.append(
            f"Marque enregistrée{laws} : Nord-Sud {entry.ns} ; Est-Ouest {entry.ew}{before} — « {entry.line} », "
            f"par {entry.author}."
        )
        if flag is not None:
            lines.append(flag)
        if weighted_points(entry):
            lines.append(f"({WEIGHTED_POINTS_CAVEAT[:1].upper()}{WEIGHTED_POINTS_CAVEAT[1:]}.)")
        if incident.deal is None or not incident.deal.table:  # tester6 T6: the scorer needs both
            lines.append(NO_TABLE)
        if len(incident.scores) > 1:
            lines.append(
                f"({len(incident.scores) - 1} marque(s) antérieure(s) remplacée(s), gardées dans l'historique.)"
            )
    elif (flag := set_aside_text(incident)) is not None:
        lines.append(flag)
    return lines


async def mark_flag(store: Store, incident: Incident) -> str | None:
    """Note17: why the incident's recorded mark no longer stands when another incident of its table says so (a
    claim whose revoke was ruled again: « MARQUE À REFAIRE, voir #1 … »), as `incidents show` says it; None if
    it stands or there is none. For a view of one incident (`v N`, /incidents N)."""
    if incident.score is None:
        return None
    return table_marks.flag_text(incident, await store.list(chat=incident.chat, limit=None))


def set_aside_text(incident: Incident) -> str | None:
    """The recorded mark that no longer stands (H2, H3), flagged in French wherever the mark shows:
    the ruling's view, `incidents show`, the exports and the scorer's sheet. None when none."""
    if incident.set_aside is None:
        return None
    entry = incident.scores[-1]
    if mark_withdrawn(incident):  # tester13 Z18: nothing to record again
        return (
            f"Marque retirée : « {entry.line} » (Nord-Sud {entry.ns}, par {entry.author}), enregistrée sous "
            "l'ancienne décision. La décision actuelle maintient le résultat de la table : rien à enregistrer."
        )
    return (
        f"MARQUE À REFAIRE : « {entry.line} » (Nord-Sud {entry.ns}, par {entry.author}) — {incident.set_aside}. "
        "Gardée dans l'historique, elle ne vaut plus : enregistrez-la à nouveau sous la décision actuelle."
    )


def deal_diagram(incident: Incident) -> str | None:
    """The board's cards as a compact diagram (monospace; dealer and vulnerability in its first
    line), when the session's deals were imported (issue 32); None otherwise."""
    if incident.deal is None or incident.deal.cards is None:
        return None
    return incident.deal.cards.diagram()


def deal_reply(incident: Incident, message: str | None) -> str:
    """What the director reads after recording the board: the sheet's line and what the engine says
    of the cards (found in the session's import, or how to import them)."""
    assert incident.deal is not None
    return "\n".join(filter(None, (f"Feuille : {incident.deal.text}.", message)))


DEAL_SYNTAX = (
    "Donne, table et paires : « 12 table=3 ns=4 eo=11 », « 12 t3 ns4 eo11 » (ou dans l'ordre : « 12 3 4 11 ») ; seule la donne "
    "est obligatoire, et ce qui n'est pas donné garde la valeur déjà notée (table= l'efface)."
)
_DEAL_KEYS = {
    "donne": "board",
    "etui": "board",
    "étui": "board",
    "table": "table",
    "tab": "table",
    "t": "table",
    "ns": "ns",
    "eo": "ew",
    "ew": "ew",
}


# Tester15 V8: the compact forms a director types, glued (« t3 », « ns3 », « eo14 ») or spaced (« table 3 »).
_FIELD_WORDS = frozenset({"table", "tab", "t", "ns", "eo", "ew", "donne", "etui", "étui"})
_SPELLED = {"t": "table", "tab": "table"}  # as the sheet says it
_GLUED = re.compile(r"(table|tab|t|ns|eo|ew)#?([0-9]+)", re.IGNORECASE)


def deal_tokens(text: str) -> list[str] | None:
    """The fields of a board line as `parse_deal` reads them: « 5 t3 ns3 eo14 », « 5 table 3 NS=3 » →
    « 5 », « table=3 », « ns=3 »…; None when a token is no board field (words: a description, tester3 M2).
    The one reading of the compact forms, for `d` at every prompt, /donne and the first menu."""
    tokens = (text or "").replace(",", " ").split()
    out: list[str] = []
    while tokens:
        token = tokens.pop(0)
        lowered = token.lower()
        if re.fullmatch(r"#?[0-9]+|\w+=\S*", token):
            out.append(token)
        elif lowered in _FIELD_WORDS and tokens and re.fullmatch(r"#?[0-9]+", tokens[0]):
            out.append(f"{_SPELLED.get(lowered, lowered)}={tokens.pop(0)}")
        elif (glued := _GLUED.fullmatch(token)) is not None:
            out.append(f"{_SPELLED.get(glued[1].lower(), glued[1].lower())}={glued[2]}")
        else:
            return None
    return out


def parse_deal(text: str) -> dict[str, str]:
    """« 12 table=3 ns=4 eo=11 », « 12 t3 ns4 eo11 » or « 12 3 4 11 » → the deal's fields; French
    WorksheetError."""
    found: dict[str, str] = {}
    order = iter(("board", "table", "ns", "ew"))
    tokens = deal_tokens(text)
    for token in tokens if tokens is not None else (text or "").replace(",", " ").split():
        key, sep, value = token.partition("=")
        if sep:
            name = _DEAL_KEYS.get(key.lower())
            if name is None:
                raise WorksheetError(f"Réglage inconnu : « {key}= ». {DEAL_SYNTAX}")
        else:
            name = next((n for n in order if n not in found), None)
            value = token
            if name is None:
                raise WorksheetError(f"Trop de numéros : « {text} ». {DEAL_SYNTAX}")
        if name in found:
            raise WorksheetError(
                f"« {key if sep else name} » est donné deux fois : « {text[:80]} ». {DEAL_SYNTAX}"
            )
        found[name] = value.lstrip("#")
    if not found:  # `d table=4` alone keeps the recorded board (tester3 L18); the engine checks one exists
        raise WorksheetError(DEAL_SYNTAX)
    return found


REVOKE_CHOICES = ("Résultat corrigé, déclarant NS", "Résultat corrigé, déclarant EO")
REVOKE_SIDES = ("ns", "eo")  # the declaring side of each REVOKE_CHOICES button


def revoke_choices(line: ScoreLine) -> tuple[int, ...]:
    """The REVOKE_CHOICES that fit the corrected result: both, unless the side that played the contract
    was asked (a recorded board, issue 38 §3): then only its own."""
    return tuple(i for i, side in enumerate(REVOKE_SIDES) if not line.side or line.side == side)


def side_refusal(line: ScoreLine, side: str, own: str) -> str | None:
    """Tester15 V10: the corrected result recorded for the side that did not play the contract is refused,
    with why, once the side is known (the answer to « Quel camp a joué le contrat ? », or the words « Sud
    joue 4♠ » that answered it): with the other side, both the table's score and the corrected one would go
    to the scorer with the wrong sign (77). `own` names the way to record the right one (« tapez mn »);
    None when `side` (« ns », « eo ») fits."""
    if not line.side or line.side == side:
        return None
    return (
        f"Le contrat a été joué par {side_name(line.side)} (réponse à « Quel camp a joué le contrat ? ») : "
        f"{own}. Rien n'est enregistré."
    )


def press_refusal(index: int, ruling: Ruling | None, incident: Incident | None) -> str | None:
    """Why a chat's quick-choice button that `quick_line` does not take is refused, in French, when there is more
    to say than « no longer the ruling »: the revoke's side that did not play, or an artificial mark pressed on an
    older message under a ruling that awards no adjusted score (ops32); None otherwise."""
    if 0 <= index < len(QUICK_CHOICES) and incident is not None:
        if (reason := unadjusted_reason(incident)) is not None:  # short: a chat's alert shows 200 characters
            laws = "12C1d, 12C2a" if "12C1d" in reason else "12C2a"
            return (
                "La décision n'attribue pas de marque ajustée : la donne se marque au résultat de la table (marque "
                f"artificielle : {laws}, voir la feuille). Rien n'a été enregistré."
            )
    return revoke_refusal(index, ruling)


def revoke_refusal(index: int, ruling: Ruling | None) -> str | None:
    """The refusal of a chat's corrected-result button for the side that did not play (a button shown before
    the side was known), in French; None for any other button."""
    extra = index - len(QUICK_CHOICES)
    if extra not in (0, 1) or ruling is None or ruling.score is None or not ruling.score.side:
        return None
    own = REVOKE_CHOICES[REVOKE_SIDES.index(ruling.score.side)]
    return side_refusal(ruling.score, REVOKE_SIDES[extra], f"choisissez « {own} »")


def ruling_line(ruling: Ruling | None) -> str | None:
    """The artificial score a ruling already gives each side (12C2: « 60/60 » when neither side
    is at fault), as a worksheet line; None when the ruling gives no such figures."""
    adjusted = ruling.adjusted_score if ruling is not None else None
    if adjusted is None or adjusted.kind is not AdjustedKind.ARTIFICIAL:
        return None
    figures = dict(adjusted.figures)
    if "NS" not in figures or "EO" not in figures:
        return None
    if adjusted.unit == "%":
        text = f"{figures['NS']:g}/{figures['EO']:g}"
    elif adjusted.unit == "IMP":
        text = f"{figures['NS']:+g}/{figures['EO']:+g}".replace("+0", "0")
    else:
        return None
    try:
        artificial_choice(text)
    except WorksheetError:
        return None  # figures the quick choices do not name (an organiser's own averages)
    return text


RULING_CHOICE = 2  # after the revoke's two buttons: the ruling's own figures


def quick_choices(ruling: Ruling | None, incident: Incident | None = None) -> tuple[int, ...]:
    """The QUICK_CHOICES a ruling leaves open: all of them, except the artificial marks that
    contradict the responsibilities it decided (« 60/40 » when Nord-Sud is at fault: tester6 T17),
    which the sheet would refuse; a button never offers what it then refuses. None of them under a ruling of
    `incident` that awards no adjusted score (ops32: `unadjusted_reason`, said in the hint instead)."""
    if ruling is not None and rules_a_result(ruling):
        return ()  # every quick choice is an artificial mark
    if incident is not None and unadjusted_reason(incident) is not None:
        return ()
    adjusted = ruling.adjusted_score if ruling is not None else None
    decided = adjusted.responsibilities if adjusted is not None else ()
    return tuple(i for i, line in enumerate(QUICK_CHOICES) if artificial_disagreement(line, decided) is None)


def quick_line(index: int, ruling: Ruling | None, incident: Incident | None = None) -> str | None:
    """The line a quick-choice button stands for: QUICK_CHOICES, then the revoke's corrected
    result by declarer's side (REVOKE_CHOICES), then the ruling's own artificial figures; None
    for an index that does not apply."""
    if 0 <= index < len(QUICK_CHOICES):
        return QUICK_CHOICES[index] if index in quick_choices(ruling, incident) else None
    extra = index - len(QUICK_CHOICES)
    if extra in (0, 1) and ruling is not None and ruling.score is not None:
        if extra not in revoke_choices(ruling.score):
            return None  # the other side's button, from before the declaring side was given
        return revoke_line(ruling.score, Side.NS if extra == 0 else Side.EW)
    if extra == RULING_CHOICE:
        return ruling_line(ruling)
    return None

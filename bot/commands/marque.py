"""`arbitre marque`: the adjusted-score calculator (Law 12).

    arbitre marque --responsabilite non_fautif --forme paires --pourcentage-seance 63,5
    arbitre marque --resultats "420:60,-50:40"
    arbitre marque --resultats "4♠=:70,EO 5♥X-2:30" --vulnerabilite tous --reference 170 --json

The numbers come from `rules.scores.adjusted` and the regulation; this module only reads the
options, checks them (in French, exit status 2) and prints the result.
"""

from __future__ import annotations

import argparse
import json
import math
import re
import sys
from typing import Any

from rules.model import RulesError
from rules.regulations import DEFAULT_REGULATION, Regulation, load
from rules.scores.adjusted import (
    VULNERABILITIES,
    ArtificialScore,
    Responsibility,
    ScoringForm,
    format_imps,
    format_percent,
    parse_outcomes,
    vulnerability_named,
)
from rules.scores.boards import VULNERABILITY_LABELS
from rules.scores.line import Board, Sheet, check_scores_at, compute
from rules.scores.line_syntax import artificial_token, settings_in
from rules.scores.split import Side
from rules.scores.wording import self_inflicted_text, weighted_text

RESPONSIBILITIES = {
    "fautif": Responsibility.DIRECTLY_AT_FAULT,
    "directement_fautif": Responsibility.DIRECTLY_AT_FAULT,
    "en_partie_fautif": Responsibility.PARTLY_AT_FAULT,
    "partiellement_fautif": Responsibility.PARTLY_AT_FAULT,
    "en_partie": Responsibility.PARTLY_AT_FAULT,
    "partiellement": Responsibility.PARTLY_AT_FAULT,
    "non_fautif": Responsibility.NOT_AT_FAULT,
    "sans_faute": Responsibility.NOT_AT_FAULT,
}
FORMS = {
    "paires": ScoringForm.PAIRS,
    "individuel": ScoringForm.INDIVIDUAL,
    "imp": ScoringForm.IMP,
    "ko": ScoringForm.KNOCKOUT,
}


MAX_SCORE = 7600  # the largest score of a board (7SA XX made with overtricks, vulnerable)


class _Refused(Exception):
    """Bad input: the French message goes to stderr, exit status 2."""


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "marque",
        help="calculer une marque ajustée : artificielle (moyenne plus / moins) ou pondérée (Loi 12)",
        description=(
            "Marque ajustée artificielle d'un concurrent selon sa responsabilité (Loi 12C2), ou marque "
            "ajustée de remplacement pondérée entre plusieurs résultats (Loi 12C1c)."
        ),
    )
    parser.add_argument(
        "--responsabilite",
        help="marque artificielle : fautif (directement), en_partie_fautif ou non_fautif",
    )
    # A weighted score often starts with a minus for Nord-Sud (« -1100:50,620:50 »): argparse would
    # take it for an option, so any value starting with « -<chiffre> » is read as a value.
    parser._negative_number_matcher = re.compile(r"^-[0-9]")
    parser.add_argument(
        "--forme",
        default=None,
        help="forme de marque : paires (défaut), individuel, imp ou ko (match à élimination directe)",
    )
    parser.add_argument(
        "--pourcentage-seance",
        help="pourcentage du concurrent sur les autres donnes de la séance (Loi 12C2c), par ex. 63,5",
    )
    parser.add_argument(
        "--resultats",
        help='marque pondérée : résultats possibles et leurs poids, par ex. "420:60,-50:40" ou "4♠=:60,3SA-1:40"',
    )
    parser.add_argument(
        "--vulnerabilite",
        default=None,
        help="pour les contrats de --resultats : personne (défaut), ns, eo ou tous",
    )
    parser.add_argument(
        "--reference",
        help="marque de Nord-Sud à l'autre table (ou datum), pour pondérer en IMP",
    )
    parser.add_argument(
        "--resultats-eo",
        help="marques différentes (12C1e) : les résultats retenus pour Est-Ouest, quand ils diffèrent de ceux "
        "de Nord-Sud (--resultats), vus de Nord-Sud comme eux",
    )
    parser.add_argument(
        "--terrain",
        help="paires : marques de Nord-Sud aux autres tables (« 420,450,-50 »), pour classer chaque résultat ; "
        "avec --forme imp : cross-IMP contre chacune de ces marques, puis moyenne",
    )
    parser.add_argument(
        "--fautif",
        help="marques différentes (12C1e) : le camp fautif, ns ou eo ; --resultats est alors la marque ajustée "
        "qui rectifie son infraction",
    )
    parser.add_argument(
        "--resultat-table",
        help="12C1e : le résultat obtenu à la table (marque de Nord-Sud ou contrat, par ex. 170 ou « EO 4♥= »)",
    )
    parser.add_argument(
        "--sans-erreur",
        help="12C1e : le résultat que le camp non fautif aurait obtenu à la table sans sa propre erreur",
    )
    parser.add_argument(
        "--reglement",
        default=argparse.SUPPRESS,
        help=f"règlement de l'organisme responsable ({DEFAULT_REGULATION} par défaut)",
    )
    parser.add_argument("--json", action="store_true", help="sortie JSON")
    parser.add_argument(
        "ligne",
        nargs="?",
        help="la ligne de /marque et de la feuille des incidents, par ex. « vul=tous ref=620 4♠=:60,4♠-1:40 », "
        "« 60/40 » ou « fautif=eo obtenu=170 sans-erreur=420 620:100 » (rules/scores/line.py)",
    )
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    try:
        regulation = load(getattr(args, "reglement", None) or DEFAULT_REGULATION)
        if getattr(args, "ligne", None) is not None:
            return _line(args, regulation)
        if args.responsabilite is not None and args.resultats is not None:
            raise _Refused(
                "Choisissez soit --responsabilite (marque artificielle), soit --resultats (marque pondérée), "
                "pas les deux."
            )
        if args.responsabilite is not None:
            return _artificial(args, regulation)
        if args.resultats is not None:
            return _weighted(args, regulation)
        raise _Refused(
            "Indiquez --responsabilite (marque artificielle, Loi 12C2) ou --resultats (marque pondérée, "
            "Loi 12C1c). Aide : arbitre marque --help"
        )
    except (_Refused, RulesError) as error:
        sys.stderr.write(f"arbitre marque : {error}\n")
        return 2


# The options a line can also say, with the line's own word for each (rules/scores/line_syntax.py).
LINE_SETTINGS = (
    ("vulnerabilite", "vul"),
    ("reference", "ref"),
    ("terrain", "terrain"),
    ("forme", "forme"),
    ("fautif", "fautif"),
    ("resultat_table", "obtenu"),
    ("sans_erreur", "sans-erreur"),
)


_SPACES = re.compile(r"\s+")
_SIDE = re.compile(r"(^|[,:=])(EO|NS|EW|[NSEOW])(?=\d)", re.IGNORECASE)


def _compact(value: str) -> str:
    """An option's results as one token of the line: « N 4♠ =:50, N 4♠ -1:50 » → « N 4♠=:50,N 4♠-1:50 »
    (the line splits on spaces; a side keeps the one space before its contract, as the line writes it)."""
    return _SIDE.sub(r"\1\2 ", _SPACES.sub("", value.strip()))


def _settings(args: argparse.Namespace, line: str = "") -> list[str]:
    """The options given as the line's own settings (« --forme ko » → « forme=ko »), so that an option
    beside a line is applied, never ignored (tester8 T11, T22); one given twice is refused."""
    typed = settings_in(line)
    out = []
    for option, key in LINE_SETTINGS:
        value = getattr(args, option, None)
        if value is None:
            continue
        if key in typed:
            raise _Refused(
                f"« {key}= » est dans la ligne et --{option.replace('_', '-')} à côté : donnez-le une fois."
            )
        out.append(f"{key}={_compact(value)}")
    return out


def _line(args: argparse.Namespace, regulation: Regulation) -> int:
    """The one-line form, shared with /marque and the incident's worksheet; the options given beside it
    are written into it (tester8 T11, T22: --forme ko, --reference were silently ignored)."""
    if args.responsabilite is not None or args.resultats is not None:
        raise _Refused("Donnez soit la ligne, soit --responsabilite / --resultats, pas les deux.")
    if args.pourcentage_seance is not None:
        raise _Refused(
            "Avec la ligne, le pourcentage de séance (12C2c) s'écrit seance-ns=… seance-eo=… dans la ligne."
        )
    line = " ".join([*_settings(args, args.ligne), args.ligne])
    if args.resultats_eo is not None:
        if "eo" in settings_in(args.ligne):
            raise _Refused("« eo= » est dans la ligne et --resultats-eo à côté : donnez-le une fois.")
        line += f" eo={args.resultats_eo.strip()}"
    return _print_sheet(line, args, regulation)


def _print_sheet(line: str, args: argparse.Namespace, regulation: Regulation) -> int:
    sheet = compute(line, Board(getattr(args, "reglement", None) or DEFAULT_REGULATION))
    if args.json:
        shown = {
            "kind": sheet.kind,
            "laws": list(sheet.laws),
            "NS": sheet.ns,
            "EO": sheet.ew,
            "detail": sheet.data,
        }
        print(json.dumps({"regulation": regulation.label, **shown}, ensure_ascii=False, indent=2))
        return 0
    print(sheet.text)
    print(f"Nord-Sud : {sheet.ns} ; Est-Ouest : {sheet.ew}.")
    return 0


def _number(text: str, option: str) -> float:
    try:
        return float(text.strip().rstrip("%").strip().replace(",", "."))
    except ValueError:
        raise _Refused(f"{option} attend un nombre, pas « {text} ».") from None


_COMPLEMENT = {
    Responsibility.DIRECTLY_AT_FAULT: Responsibility.NOT_AT_FAULT,
    Responsibility.PARTLY_AT_FAULT: Responsibility.PARTLY_AT_FAULT,
    Responsibility.NOT_AT_FAULT: Responsibility.DIRECTLY_AT_FAULT,
}


def _computed(line: str, args: argparse.Namespace) -> Sheet:
    """The options' figures, from the line's computation (rules/scores/line.py): one function for both."""
    return compute(line, Board(getattr(args, "reglement", None) or DEFAULT_REGULATION))


def _artificial(args: argparse.Namespace, regulation: Regulation) -> int:
    responsibility = RESPONSIBILITIES.get(
        args.responsabilite.strip().lower().replace("-", "_").replace(" ", "_")
    )
    if responsibility is None:
        raise _Refused(
            f"Responsabilité inconnue : « {args.responsabilite} ». Valeurs possibles : fautif, "
            "en_partie_fautif, non_fautif."
        )
    form = FORMS.get((args.forme or "paires").strip().lower())
    if form is None:
        raise _Refused(
            f"Forme de marque inconnue : « {args.forme} ». Valeurs possibles : {', '.join(FORMS)}."
        )
    if args.reference is not None:
        raise _Refused("--reference ne sert qu'à la marque pondérée (--resultats).")
    if args.terrain is not None:
        raise _Refused("--terrain ne sert qu'à la marque pondérée (--resultats).")
    session = None
    if args.pourcentage_seance is not None:
        session = _number(args.pourcentage_seance, "--pourcentage-seance")
    # One competitor's score, computed by the line as Nord-Sud's (the other side's is its complement), so
    # that the options and the line never disagree.
    token = artificial_token(responsibility, _COMPLEMENT[responsibility], form.in_imps)
    words = [f"forme={(args.forme or 'paires').strip().lower()}", token]
    if session is not None:
        words.append(f"seance-ns={session!r}")
    parts = _computed(" ".join(words), args).parts
    assert parts is not None and parts.artificial is not None
    score = parts.artificial[0]
    if args.json:
        print(
            json.dumps(
                {"kind": "artificielle", "regulation": regulation.label, **score.to_dict()},
                ensure_ascii=False,
                indent=2,
            )
        )
        return 0
    print(_artificial_text(score, regulation, session))
    return 0


def _artificial_text(score: ArtificialScore, regulation: Regulation, session: float | None) -> str:
    lines = [
        f"Marque ajustée artificielle (Loi 12C2) — règlement {regulation.label}",
        f"Concurrent {score.responsibility.label}, {score.form.label}.",
    ]
    shown = format_imps(score.value) if score.form.in_imps else format_percent(score.value)
    if score.session_applied:
        base = format_percent(score.base)
        lines.append(
            f"Marque : {shown}, son pourcentage sur les autres donnes de la séance, au lieu de la "
            f"{score.responsibility.average_name} ({base}) (12C2c)."
        )
    else:
        lines.append(f"Marque : {score.responsibility.average_name}, {shown}.")
        if session is not None and score.responsibility is not Responsibility.PARTLY_AT_FAULT:
            limit = (
                "ne dépasse pas 60 %"
                if score.responsibility is Responsibility.NOT_AT_FAULT
                else "n'est pas inférieur à 40 %"
            )
            lines.append(
                f"Le pourcentage de séance ({format_percent(session)}) {limit} : l'exception 12C2c ne s'applique pas."
            )
    if score.form is ScoringForm.INDIVIDUAL:
        lines.append("Tournoi individuel : les deux joueurs du camp fautif reçoivent la même marque (12C3).")
    if score.form is ScoringForm.KNOCKOUT:
        lines.append(
            "Match à élimination directe : si les marques des deux camps ne se compensent pas, chacun reçoit "
            "la moyenne des deux, vue de son côté (12C4)."
        )
    lines.append(f"Lois : {', '.join(score.laws)}.")
    return "\n".join(lines)


def _weighted(args: argparse.Namespace, regulation: Regulation) -> int:
    if args.pourcentage_seance is not None:
        raise _Refused("--pourcentage-seance ne sert qu'à la marque artificielle (--responsabilite).")
    vulnerability = vulnerability_named(args.vulnerabilite or "personne")
    if vulnerability is None:
        raise _Refused(
            f"Vulnérabilité inconnue : « {args.vulnerabilite} ». Valeurs possibles : {', '.join(VULNERABILITIES)}."
        )
    form = None
    if args.forme is not None:
        form = FORMS.get(args.forme.strip().lower())
        if form is None:
            raise _Refused(
                f"Forme de marque inconnue : « {args.forme} ». Valeurs possibles : {', '.join(FORMS)}."
            )
    if form is ScoringForm.KNOCKOUT and (args.resultats_eo is not None or args.fautif is not None):
        # 12C4: two non-balancing scores in a knockout become their average; the line computes it, so the
        # options take the line's path (tester8 T22: --forme ko gave +6 / 0 instead of +3 / -3).
        line = " ".join([*_settings(args), args.resultats])
        return _print_sheet(
            line + (f" eo={args.resultats_eo.strip()}" if args.resultats_eo else ""), args, regulation
        )
    in_matchpoints = form in (ScoringForm.PAIRS, ScoringForm.INDIVIDUAL)
    if in_matchpoints and args.reference is not None:
        # 12C1c in pairs: each result is matchpointed against the field, never turned into IMPs.
        raise _Refused(
            "En points de match (paires, individuel), on ne convertit pas en IMP : donnez les marques de "
            "Nord-Sud aux autres tables avec --terrain pour classer chaque résultat, puis pondérer."
        )
    if args.terrain is not None and args.reference is not None:
        raise _Refused(
            "Choisissez --terrain (points de match, ou cross-IMP avec --forme imp) ou --reference (IMP contre "
            "l'autre table ou le datum), pas les deux."
        )
    for results in (args.resultats, args.resultats_eo):  # weights required here (the line adds :100)
        if results is not None:
            parse_outcomes(results, vulnerability)
    if (
        args.vulnerabilite is not None
    ):  # the vulnerability given: a score no contract gives there is refused (T37)
        check_scores_at(
            [args.resultats, args.resultats_eo],
            [args.resultat_table, args.sans_erreur],
            vulnerability,
            f"--vulnerabilite {vulnerability}",
        )
    if args.reference is not None:
        # A datum may be unrounded (Butler: 172,5): any finite figure within the scores of a board.
        value = _number(args.reference, "--reference")
        if not math.isfinite(value) or abs(value) > MAX_SCORE:
            raise _Refused(
                f"--reference doit être une marque de Nord-Sud ou un datum (au plus {MAX_SCORE} en valeur "
                f"absolue), pas « {args.reference} »."
            )
    if _self_inflicted_given(args) and args.resultats_eo is not None:
        raise _Refused("Choisissez --fautif (calcul 12C1e) ou --resultats-eo (deux listes), pas les deux.")
    # Every figure comes from the line's computation (rules/scores/line.py), the options written into the
    # line: the options and the line can never disagree.
    line = " ".join([*_settings(args), _compact(args.resultats)])
    parts = _computed(line + (f" eo={_compact(args.resultats_eo)}" if args.resultats_eo else ""), args).parts
    assert parts is not None and parts.weighted is not None
    result, matchpoints, cross = parts.weighted, parts.matchpoints, parts.cross
    split = None
    self_inflicted = parts.split
    if args.resultats_eo is not None:
        # 12C1e: each side gets its own adjusted score; Est-Ouest's comes from its own list of results.
        split = split_scores(result, parts.ew_weighted, matchpoints, parts.ew_matchpoints)
    if args.json:
        extra: dict[str, Any] = {"matchpoints": matchpoints.to_dict()} if matchpoints else {}
        if cross is not None:
            extra["cross_imps"] = cross
        if split is not None:
            extra["split"] = split
        if self_inflicted is not None:
            extra["split"] = {
                "kind": "split",
                "laws": ["12C1e"],
                "offending_side": self_inflicted[0].offender.value,
                "figures": [figures.to_dict() for figures in self_inflicted],
            }
        print(
            json.dumps(
                {"kind": "ponderee", "regulation": regulation.label, **result.to_dict(), **extra},
                ensure_ascii=False,
                indent=2,
            )
        )
        return 0
    in_imps = form is not None and form.in_imps
    sides_differ = split is not None or self_inflicted is not None  # tester6 T9, T16
    print(weighted_text(result, regulation, matchpoints, in_imps=in_imps, sides_differ=sides_differ))
    if _contracts(args.resultats, args.resultats_eo, args.resultat_table, args.sans_erreur):
        print(_vulnerability_line(vulnerability, args.vulnerabilite is not None))
    if cross is not None:
        print(
            f"Cross-IMP pondérés : {format_imps(cross)} pour Nord-Sud (chaque résultat contre chaque autre table, puis moyenne et pondération)."
        )
    if split is not None:
        print(split_text(split))
    if self_inflicted is not None:
        print(self_inflicted_text(self_inflicted))
    return 0


def _contracts(*texts: str | None) -> bool:
    """Whether any result is a contract (scored at a vulnerability), not points typed as such."""
    items = [item.rpartition(":")[0] or item for text in texts if text for item in text.split(",")]
    return any(item.strip() and not re.fullmatch(r"[+-]?[0-9]+", item.strip()) for item in items)


def _vulnerability_line(vulnerability: str, given: bool) -> str:
    """G19: which vulnerability the contracts were scored at, as the incident's worksheet says it."""
    label = VULNERABILITY_LABELS[vulnerability]
    if given:
        return f"Vulnérabilité : {label} (--vulnerabilite)."
    return f"Vulnérabilité : {label}, par défaut : ajoutez --vulnerabilite ns, eo ou tous si ce n'est pas le cas."


OFFENDERS = {"ns": Side.NS, "eo": Side.EW, "ew": Side.EW}


def _single(text: str, option: str, vulnerability: str) -> int:
    """One result (a score for Nord-Sud or a contract), as in --resultats but without a weight."""
    if ":" in text:
        raise _Refused(f"{option} attend un seul résultat, sans poids (par exemple 170 ou « EO 4♥= »).")
    return parse_outcomes(f"{text}:100", vulnerability)[0].score


def _self_inflicted_given(args: argparse.Namespace) -> bool:
    """Whether the 12C1e options are given, all three and readable (else refused in French); the line
    computes them (fautif=, obtenu=, sans-erreur=)."""
    given = [args.fautif, args.resultat_table, args.sans_erreur]
    if all(value is None for value in given):
        return False
    if any(value is None for value in given):
        raise _Refused(
            "Le calcul 12C1e demande les trois : --fautif (ns ou eo), --resultat-table (le résultat de la "
            "table) et --sans-erreur (ce que le camp non fautif aurait obtenu sans sa propre erreur)."
        )
    if OFFENDERS.get(args.fautif.strip().lower()) is None:
        raise _Refused(f"Camp fautif inconnu : « {args.fautif} ». Valeurs possibles : ns, eo.")
    vulnerability = (args.vulnerabilite or "personne").strip().lower()
    _single(args.resultat_table, "--resultat-table", vulnerability)
    _single(args.sans_erreur, "--sans-erreur", vulnerability)
    return True


def split_scores(ns: Any, ew: Any, ns_mp: Any, ew_mp: Any) -> dict[str, Any]:
    """Law 12C1e: Nord-Sud's figure from its results, Est-Ouest's from its own (non-balancing)."""
    figures: dict[str, Any] = {"points": {"NS": ns.total_points, "EO": -ew.total_points}}
    if ns.weighted_imps is not None and ew.weighted_imps is not None:
        figures["IMP"] = {"NS": ns.weighted_imps, "EO": -ew.weighted_imps}
    if ns_mp is not None and ew_mp is not None:
        figures["%"] = {"NS": ns_mp.ns, "EO": ew_mp.ew}
    return {"kind": "split", "laws": ["12C1e"], "figures": figures}


def split_text(split: dict[str, Any]) -> str:
    lines = ["Marques différentes pour les deux camps (12C1e) : elles ne s'équilibrent pas."]
    for unit, values in split["figures"].items():
        shown = {
            "points": lambda v: f"{v:+.0f} points",
            "IMP": lambda v: format_imps(v),
            "%": lambda v: format_percent(v),
        }[unit]
        lines.append(f"  Nord-Sud : {shown(values['NS'])} ; Est-Ouest : {shown(values['EO'])}.")
    return "\n".join(lines)

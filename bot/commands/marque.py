"""`arbitre marque`: the adjusted-score calculator (Law 12).

    arbitre marque --responsabilite non_fautif --forme paires --pourcentage-seance 63,5
    arbitre marque --resultats "420:60,-50:40"
    arbitre marque --resultats "4♠=:70,EO 5♥X-2:30" --vulnerabilite tous --reference 170 --json

The numbers come from `rules.adjusted` and the regulation; this module only reads the
options, checks them (in French, exit status 2) and prints the result.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from typing import Any

from bot.render import weighted_text
from rules.adjusted import (
    VULNERABILITIES,
    ArtificialScore,
    Responsibility,
    ScoringForm,
    artificial_score,
    format_imps,
    format_percent,
    parse_outcomes,
    weighted_score,
)
from rules.matchpoints import parse_field, weighted_matchpoints
from rules.model import RulesError
from rules.regulations import DEFAULT_REGULATION, Regulation, load

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
        default="personne",
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
        help="paires : marques de Nord-Sud aux autres tables (« 420,450,-50 »), pour classer chaque résultat",
    )
    parser.add_argument(
        "--reglement",
        default=argparse.SUPPRESS,
        help=f"règlement de l'organisme responsable ({DEFAULT_REGULATION} par défaut)",
    )
    parser.add_argument("--json", action="store_true", help="sortie JSON")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    try:
        regulation = load(getattr(args, "reglement", None) or DEFAULT_REGULATION)
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


def _number(text: str, option: str) -> float:
    try:
        return float(text.strip().rstrip("%").strip().replace(",", "."))
    except ValueError:
        raise _Refused(f"{option} attend un nombre, pas « {text} ».") from None


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
    score = artificial_score(responsibility, form, regulation, session)
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
    vulnerability = args.vulnerabilite.strip().lower()
    if vulnerability not in VULNERABILITIES:
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
    in_matchpoints = form in (ScoringForm.PAIRS, ScoringForm.INDIVIDUAL)
    if in_matchpoints and args.reference is not None:
        # 12C1c in pairs: each result is matchpointed against the field, never turned into IMPs.
        raise _Refused(
            "En points de match (paires, individuel), on ne convertit pas en IMP : donnez les marques de "
            "Nord-Sud aux autres tables avec --terrain pour classer chaque résultat, puis pondérer."
        )
    if args.terrain is not None and form is not None and form.in_imps:
        raise _Refused("--terrain sert aux points de match ; en IMP, donnez --reference.")
    if args.terrain is not None and args.reference is not None:
        raise _Refused("Choisissez --terrain (points de match) ou --reference (IMP), pas les deux.")
    outcomes = parse_outcomes(args.resultats, vulnerability)
    if len(outcomes) > 1 and not regulation.weighted_scores_allowed:
        raise _Refused(
            f"Le règlement {regulation.name} n'admet pas de marque pondérée : donnez un seul résultat."
        )
    reference = None
    if args.reference is not None:
        value = _number(args.reference, "--reference")
        if value != int(value) or int(value) % 10:
            raise _Refused(
                f"--reference doit être une marque de bridge (multiple de 10), pas « {args.reference} »."
            )
        reference = int(value)
    result = weighted_score(outcomes, reference)
    matchpoints = None
    if args.terrain is not None:
        matchpoints = weighted_matchpoints(outcomes, parse_field(args.terrain))
    split = None
    if args.resultats_eo is not None:
        # 12C1e: each side gets its own adjusted score; Est-Ouest's comes from its own list of results.
        outcomes_eo = parse_outcomes(args.resultats_eo, vulnerability)
        split = split_scores(
            result,
            weighted_score(outcomes_eo, reference),
            matchpoints,
            weighted_matchpoints(outcomes_eo, parse_field(args.terrain))
            if args.terrain is not None
            else None,
        )
    if args.json:
        extra = {"matchpoints": matchpoints.to_dict()} if matchpoints else {}
        if split is not None:
            extra["split"] = split
        print(
            json.dumps(
                {"kind": "ponderee", "regulation": regulation.label, **result.to_dict(), **extra},
                ensure_ascii=False,
                indent=2,
            )
        )
        return 0
    print(weighted_text(result, regulation, matchpoints))
    if split is not None:
        print(split_text(split))
    return 0


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

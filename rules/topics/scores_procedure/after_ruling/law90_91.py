"""Law 90 (procedural penalty, with 12C2a for a board slow play left unplayed) and Law 91 (discipline)."""

from __future__ import annotations

from dataclasses import replace

from rules.model import (
    SIDE_NAMES,
    AdjustedKind,
    AdjustedScore,
    ChooserRole,
    ProceduralPenalty,
    Ruling,
)
from rules.regulations import Regulation
from rules.scores.adjusted import ScoringForm

# Law 90B's examples, each with the French words a director would use. « other » is 90A alone.
OFFENCES: dict[str, str] = {
    "90B1": "retard à l'heure de début",
    "90B2": "jeu trop lent",
    "90B3": "commentaires entendus d'une autre table",
    "90B4": "comparaison de marques non autorisée",
    "90B5": "cartes d'un autre joueur touchées",
    "90B6": "cartes remises dans la mauvaise poche de l'étui",
    "90B7": "erreur de procédure qui oblige à ajuster un score",
    "90B8": "instruction de l'arbitre ou règlement non suivis",
    "90A": "autre manquement à la bonne procédure",
}


def _figure(value: float) -> str:
    return f"{value:g}".replace(".", ",")


def unplayed_board_12C2a(ruling: Ruling, slow: str, regulation: Regulation) -> Ruling:
    """The board slow play left unplayed (F5): no result, so an artificial score by responsibility
    (12C2a): the slow side is directly at fault (average minus), the other side not at all (average
    plus). Interprétation retenue: the director's finding that the lateness is the penalised side's."""
    minus, plus = regulation.average_minus_percent, regulation.average_plus_percent
    ns, ew = (minus, plus) if slow == "NS" else (plus, minus)
    other = SIDE_NAMES["EO" if slow == "NS" else "NS"]
    lines = (
        f"La donne non jouée n'a pas de résultat : marque artificielle (12C2a), {SIDE_NAMES[slow]} directement "
        f"responsable de la lenteur {minus} %, {other} non responsable {plus} % en paires "
        f"({regulation.imp_average_minus} / +{regulation.imp_average_plus} IMP en équipes, 12C2b).",
        f"Feuille de marque de l'incident : « {ns}/{ew} » (Nord-Sud / Est-Ouest). Si la lenteur est partagée, "
        "chaque camp reçoit la moyenne (50/50).",
    )
    return replace(
        ruling,
        laws=(*ruling.laws, "12C2a", "12C2b"),
        now=(*ruling.now, *lines),
        adjusted_score=AdjustedScore(
            AdjustedKind.ARTIFICIAL, ("12C2a",), unit="%", figures=(("NS", ns), ("EO", ew))
        ),
    )


def procedural_penalty_90(
    law: str, history: str, regulation: Regulation, side: str | None = None, form: str | None = None
) -> Ruling:
    """Law 90: a penalty in addition to any rectification, on the regulation's scale, taken from the
    offending side only (90A); with the event's form, the one figure that applies (review S6)."""
    offence = OFFENCES[law]
    laws = ("90A",) if law == "90A" else ("90A", law)
    in_addition = (
        "La pénalité de procédure s'ajoute à la rectification et à toute marque ajustée, sans les remplacer "
        "(90A) : elle est enregistrée à part."
    )
    who = f"à {SIDE_NAMES[side]}" if side else "au concurrent fautif"
    individual = form == ScoringForm.INDIVIDUAL.value
    individual_note = (
        (
            "En individuel, la pénalité frappe le seul joueur fautif, pas son partenaire s'il n'y est pour rien (12C3).",
        )
        if individual
        else ()
    )
    laws = (*laws, "12C3") if individual else laws
    if history == "none" and regulation.procedural_warning_first:
        return Ruling(
            id=f"suites_decision.{law}.avertissement",
            title=f"Pénalité de procédure : avertissement ({offence})",
            laws=laws,
            now=(
                f"Manquement : {offence} ({law}). C'est le premier de la séance pour ce concurrent : le barème du "
                f"règlement commence par un avertissement {who}, sans points retirés.",
                in_addition,
            ),
            chooser_role=ChooserRole.NONE,
            procedural_penalty=ProceduralPenalty(
                laws,
                offence,
                warning=True,
                scale=regulation.procedural_scale_text,
                side=side or "",
                form=form or "",
            ),
            notes=(regulation.procedural_scale_text, *individual_note),
            script=(
                f"Je vous donne un avertissement ({offence}). S'il se reproduit, ce sera une pénalité de "
                "procédure.",
            ),
        )
    factor = regulation.procedural_repeat_factor if history == "penalised" else 1.0
    percent = regulation.procedural_percent_of_top * factor
    imps = regulation.procedural_imps * factor
    repeated = history == "penalised"
    if form:
        in_imps = ScoringForm(form).in_imps
        figure = f"{_figure(imps)} IMP" if in_imps else f"{_figure(percent)} % du top"
        title_figure = figure
        take = f"Retirez {figure} {who} ; ses adversaires ne reçoivent rien en échange."
        # Review N7: « 1 IMP vous est retiré », the plural from 2 on.
        said = f"{figure} vous est retiré." if in_imps and imps < 2 else f"{figure} vous sont retirés."
    else:
        title_figure = f"{_figure(percent)} % du top ou {_figure(imps)} IMP"
        take = (
            f"Retirez {who} {_figure(percent)} % du top en tournoi par paires, ou {_figure(imps)} IMP en match "
            "par équipes ; ses adversaires ne reçoivent rien en échange."
        )
        said = f"{_figure(percent)} % du top (ou {_figure(imps)} IMP en équipes) vous sont retirés."
    return Ruling(
        id=f"suites_decision.{law}.{'penalite_repetee' if repeated else 'penalite'}",
        title=f"Pénalité de procédure : {title_figure} ({offence})",
        laws=laws,
        now=(
            f"Manquement : {offence} ({law}). "
            + {
                "penalised": "Ce concurrent a déjà été pénalisé dans la séance : la pénalité est alourdie selon le "
                "barème.",
                "warned": "Ce concurrent a déjà été averti dans la séance : pénalité.",
                "none": "Le barème du règlement ne prévoit pas d'avertissement préalable : pénalité.",
            }[history],
            take,
            in_addition,
        ),
        chooser_role=ChooserRole.NONE,
        procedural_penalty=ProceduralPenalty(
            laws,
            offence,
            warning=False,
            percent_of_top=percent,
            imps=imps,
            scale=regulation.procedural_scale_text,
            side=side or "",
            form=form or "",
        ),
        notes=(
            regulation.procedural_scale_text,
            "Interprétation retenue : la pénalité porte sur le seul concurrent fautif et ne change pas le score "
            "de ses adversaires ; c'est l'usage, la Loi 90 ne chiffre rien.",
            *individual_note,
        ),
        script=(f"Pénalité de procédure pour {offence} : {said}",),
    )


def disciplinary_penalty_91(kind: str) -> Ruling:
    """Law 91: discipline; recorded only, and no appeal body overrules it (93B3)."""
    committee = (
        "Une commission d'appel ne peut pas annuler cette décision ; elle peut seulement vous recommander de "
        "la changer (93B3)."
    )
    if kind == "disqualification":
        return Ruling(
            id="suites_decision.91B",
            title="Disqualification, sous réserve de l'accord de l'organisateur",
            laws=("91B", "93B3"),
            now=(
                "Vous pouvez disqualifier le joueur ou le concurrent pour un motif sérieux ; la décision ne vaut "
                "qu'avec l'approbation de l'organisateur (91B). Consignez le motif et les témoins.",
                committee,
            ),
            chooser_role=ChooserRole.NONE,
            script=(
                "Pour ce motif, je demande à l'organisateur de vous disqualifier ; je vous informe de sa réponse.",
            ),
        )
    points = kind == "points"
    return Ruling(
        id=f"suites_decision.91A.{'points' if points else 'suspension'}",
        title="Pénalité disciplinaire en points" if points else "Suspension pour la séance",
        laws=("91A", "93B3"),
        now=(
            (
                "Vous pouvez retirer des points à titre disciplinaire pour maintenir l'ordre (91A) ; le "
                "règlement de l'épreuve en fixe souvent l'échelle."
                if points
                else "Vous pouvez suspendre le joueur ou le concurrent pour la séance en cours ou une partie de "
                "celle-ci (91A)."
            ),
            "Cette décision est définitive (91A). Consignez le motif, les faits et les témoins.",
            committee,
        ),
        chooser_role=ChooserRole.NONE,
        script=(
            (
                "Pour votre comportement, je vous inflige une pénalité disciplinaire."
                if points
                else "Pour votre comportement, je vous suspends pour cette séance."
            ),
        ),
    )

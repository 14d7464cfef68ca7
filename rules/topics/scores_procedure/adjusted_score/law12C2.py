"""Law 12C2: the artificial score, by each side's responsibility (12C2a/b, 12C2c), team play (86B)."""

from __future__ import annotations

from dataclasses import dataclass

from rules.model import AdjustedKind, AdjustedScore, Ruling
from rules.scores.adjusted import (
    ArtificialScore,
    Responsibility,
    ScoringForm,
    artificial_score,
    balanced,
    format_imps,
    format_percent,
    knockout_scores,
)
from rules.scores.line_syntax import artificial_token
from rules.topic import Facts
from rules.topics.scores_procedure import fouled_board as fouled
from rules.topics.scores_procedure.adjusted_score.questions import SIDES, TEAMS_CLEAR, TEAMS_SEVERAL


@dataclass(frozen=True)
class _SideScore:
    score: ArtificialScore  # the 12C2a/b value, or the session figure when 12C2c applies
    session: bool  # 12C2c applies (figure known or not)
    figure_known: bool  # False: 12C2c applies but the figure is still to be entered
    pending: bool  # the session percentage is not known yet: provisional score
    line: str  # for the director, with the law
    spoken: str  # for the table


def _responsibility(facts: Facts, side: str) -> Responsibility:
    """Who is at fault is asked first (« le camp fautif »), then the other side's share (12C2a)."""
    fault = facts.ask("fault_side")
    if fault == side:
        return Responsibility.DIRECTLY_AT_FAULT
    return Responsibility(facts.ask(f"{side}_responsibility"))


def _side_score(facts: Facts, side: str, name: str, form: ScoringForm) -> _SideScore:
    """The artificial score of one side and the French lines that announce it."""
    responsibility = _responsibility(facts, side)
    score = artificial_score(responsibility, form, facts.regulation)
    label = f"{name} ({responsibility.label})"
    if not form.in_imps and responsibility is not Responsibility.PARTLY_AT_FAULT:
        above = responsibility is Responsibility.NOT_AT_FAULT
        answer = facts.ask(f"{side}_session_above_60" if above else f"{side}_session_below_40")
        limit = "dépasse 60 %" if above else "est inférieur à 40 %"
        if answer == "unknown":
            return _SideScore(
                score,
                False,
                False,
                True,
                f"{label} : {score.text} pour l'instant ; à la fin de la séance, si son pourcentage sur les "
                f"autres donnes {limit}, il reçoit ce pourcentage à la place (12C2c).",
                f"{name} reçoit pour l'instant la {score.text}, à revoir en fin de séance.",
            )
        if answer == "yes":
            figure = facts.offer(f"{side}_session_high" if above else f"{side}_session_low")
            if figure is not None:
                with_session = artificial_score(responsibility, form, facts.regulation, float(figure))
                if with_session.session_applied:
                    shown = format_percent(with_session.value)
                    return _SideScore(
                        with_session,
                        True,
                        True,
                        False,
                        f"{label} : {shown}, son pourcentage sur les autres donnes de la séance, au lieu de "
                        f"la {responsibility.average_name} de {format_percent(score.value)} (12C2c).",
                        f"{name} reçoit {shown}, son pourcentage des autres donnes de la séance.",
                    )
                return _SideScore(
                    score,
                    False,
                    True,
                    False,
                    f"{label} : {score.text} ; le pourcentage donné ({format_percent(float(figure))}) ne "
                    f"{'dépasse pas 60 %' if above else 'est pas inférieur à 40 %'}, l'exception de séance "
                    "ne s'applique pas (12C2c).",
                    f"{name} reçoit la {score.text}.",
                )
            return _SideScore(
                score,
                True,
                False,
                False,
                f"{label} : son pourcentage obtenu sur les autres donnes de la séance, qui {limit}, au lieu "
                f"de la {responsibility.average_name} de {format_percent(score.value)} (12C2c).",
                f"{name} reçoit son pourcentage des autres donnes de la séance.",
            )
    law = "12C2b" if form.in_imps and responsibility is not Responsibility.PARTLY_AT_FAULT else "12C2a"
    return _SideScore(
        score, False, True, False, f"{label} : {score.text} ({law}).", f"{name} reçoit la {score.text}."
    )


def team_play_86B(facts: Facts, other: str) -> Ruling:
    """86B: in team play the other table's result decides the form of the adjusted score. The rulings
    are the « Donne faussée » topic's (one function per law, the same facts give the same ruling)."""
    if other == TEAMS_CLEAR:
        return fouled.assigned_86B1()
    return fouled.team_fault_86B2(facts.ask("fault"))


def artificial_12C2(facts: Facts, via_12C1d: bool = False) -> Ruling:
    answer = facts.ask("scoring_form")
    if answer in (TEAMS_CLEAR, TEAMS_SEVERAL):
        return team_play_86B(facts, answer)
    form = ScoringForm(answer)
    ns_side, ew_side = (_side_score(facts, side, name, form) for side, name in SIDES)
    ns_responsibility, ew_responsibility = (_responsibility(facts, side) for side, _ in SIDES)
    ns, ew = ns_side.score, ew_side.score
    laws: list[str] = ["12C1d"] if via_12C1d else ["12A2"]
    laws.append("12C2a")
    if form.in_imps:
        laws.append("12C2b")
    exact = not (ns_side.session or ew_side.session)
    if not exact or ns_side.pending or ew_side.pending:
        laws.append("12C2c")
    laws.append("12C2d")
    why = (
        "Les résultats possibles sont trop nombreux ou trop incertains : l'arbitre attribue une marque "
        "ajustée artificielle (12C1d)."
        if via_12C1d
        else "Aucun résultat ne peut être obtenu sur cette donne : l'arbitre attribue une marque ajustée "
        "artificielle, selon la responsabilité de chaque camp (12A2, 12C2a)."
    )
    now = [why, ns_side.line, ew_side.line]
    script = [f"Cette donne reçoit une marque artificielle. {ns_side.spoken} {ew_side.spoken}"]
    if not balanced(ns, ew) and (exact or (ns_side.figure_known and ew_side.figure_known)):
        now.append("Les deux marques ne se compensent pas : c'est permis (12C2a).")
    if form is ScoringForm.KNOCKOUT and not balanced(ns, ew):
        laws.append("12C4")
        ns_ko, ew_ko = knockout_scores(ns.value, ew.value)
        ko = (
            "Match à élimination directe : les marques ne se compensent pas, on calcule celle de chaque "
            "camp séparément et chacun reçoit la moyenne des deux, vue de son côté : "
            f"Nord-Sud {format_imps(ns_ko)}, Est-Ouest {format_imps(ew_ko)} (12C4)."
        )
        now.append(ko)
        script.append(
            f"Au total, pour ce match : Nord-Sud {format_imps(ns_ko)}, Est-Ouest {format_imps(ew_ko)}."
        )
    notes = [
        f"Plusieurs donnes sans résultat dans la même séance (12C2d) : {facts.regulation.multiple_boards_rule}",
        "Interprétation retenue : l'exception de séance (12C2c) ne touche que la moyenne plus et la moyenne "
        "moins ; un concurrent partiellement fautif reçoit toujours la moyenne.",
    ]
    if form.in_imps:
        notes.append(
            "En IMP, l'équivalent de l'exception de séance (12C2c) est celui que fixe l'organisme responsable : "
            f"{facts.regulation.imp_session_rule or 'voir son règlement.'}"
            + (
                " Calcul sur la feuille de marque de l'incident : « forme=imp "
                f"{artificial_token(ns_responsibility, ew_responsibility, True)} seance-ns=<IMP par donne> »."
                if facts.regulation.imp_session_equivalent
                else ""
            )
        )
        notes.append(
            "Match par équipes : la forme de la marque a été vérifiée avec le résultat de l'autre table (86B)."
        )
    if form is ScoringForm.PAIRS:
        notes.append(
            "Pour calculer la marque d'un camp avec son pourcentage de séance : feuille de marque de "
            f"l'incident, « {artificial_token(ns_responsibility, ew_responsibility, False)} seance-ns=… "
            "seance-eo=… » (Nord-Sud / Est-Ouest, dans l'ordre de cette décision)."
        )
    if form is ScoringForm.INDIVIDUAL and facts.answered("fault_side") != "none":
        laws.append("12C3")
        now.append(
            "Tournoi individuel : les deux joueurs du camp fautif reçoivent la même marque, même si un seul "
            "est responsable ; le partenaire qui n'y est pour rien ne reçoit pas de pénalité de procédure (12C3)."
        )
        notes.append(
            "Interprétation retenue : en individuel, chaque joueur est un concurrent ; l'exception de séance "
            "(12C2c) s'applique à chacun selon son propre pourcentage (feuille de marque : seance-ns=, seance-eo=)."
        )
    suffix = {
        ScoringForm.PAIRS: "paires",
        ScoringForm.INDIVIDUAL: "individuel",
        ScoringForm.IMP: "imp",
        ScoringForm.KNOCKOUT: "ko",
    }[form]
    if ns_side.pending or ew_side.pending:
        now.append(
            "Marque provisoire : reprenez-la à la fin de la séance, quand les pourcentages des autres donnes "
            "sont connus (12C2c)."
        )
    figures = tuple(
        (side_name, side.score.value)
        for side_name, side in (("NS", ns_side), ("EO", ew_side))
        if side.figure_known
    )
    return Ruling(
        id=f"marque_ajustee.{'resultats_incertains' if via_12C1d else 'artificielle'}.{suffix}",
        adjusted_score=AdjustedScore(
            AdjustedKind.ARTIFICIAL,
            tuple(law for law in laws if law.startswith("12")),
            unit="IMP" if form.in_imps else "%",
            figures=figures,
            responsibilities=(("NS", ns_responsibility.value), ("EO", ew_responsibility.value)),
        ),
        title="Marque ajustée artificielle",
        laws=tuple(laws),
        now=tuple(now),
        notes=tuple(notes),
        script=tuple(script),
    )

"""Choisir parmi les options : Loi 10C."""

from __future__ import annotations

from rules.model import AdjustedKind, AdjustedScore, Choice, ChooserRole, Ruling

# --- 10C: choosing among the options -----------------------------------------------------


def options_10C1() -> Ruling:
    return Ruling(
        id="procedure.choix",
        title="Choix d'une option après une irrégularité",
        laws=("10C1", "10C2", "10C3"),
        now=(
            "L'arbitre expose toutes les options que la loi offre (10C1).",
            "Le joueur qui a le choix décide seul, sans consulter son partenaire (10C2).",
            "Le camp non fautif peut choisir, en toute éthique, l'option la plus avantageuse pour lui (10C3).",
        ),
        chooser="le joueur à qui la loi donne l'option",
        # The laws give their options to the non-offending side (10C3); which member is the law's.
        chooser_role=ChooserRole.EACH_NON_OFFENDER,
        choices=(Choice("Choisir, seul, l'une des options exposées par l'arbitre", ("10C1", "10C2")),),
        script=(
            "Voici toutes vos options. Choisissez seul, sans consulter votre partenaire : vous pouvez "
            "prendre celle qui vous avantage le plus.",
        ),
    )


def options_partner_consulted_10C2() -> Ruling:
    return Ruling(
        id="procedure.choix.partenaire_consulte",
        title="Option choisie après consultation du partenaire",
        laws=("10C2", "16B1a", "12A1", "90A"),
        now=(
            "Le joueur devait choisir seul (10C2) : la consultation du partenaire est une infraction.",
            # Review D6: what partner said is extraneous information from partner (16B1a).
            "L'avis donné par le partenaire est une information non autorisée pour le joueur qui choisit "
            "(16B1a) : s'il a suivi une option que cet avis suggérait, l'arbitre en tient compte.",
            "Les Lois ne prévoient pas de rectification particulière : si le camp adverse a été lésé, "
            "l'arbitre peut ajuster le score (12A1) ; il peut aussi infliger une pénalité de procédure (90A).",
        ),
        notes=(
            "Interprétation retenue : l'option choisie est maintenue ; la réparation passe par la marque "
            "ajustée et, le cas échéant, la pénalité de procédure.",
        ),
        equity_may_apply=True,
        adjusted_score=AdjustedScore(AdjustedKind.ASSIGNED, ("12A1",), foreseen=True),
        script=(
            "Le choix appartient à un seul joueur, sans consulter son partenaire. Je maintiens l'option "
            "choisie, mais je pourrai ajuster le score si cela vous a avantagés.",
        ),
    )


def offender_profits_10C4() -> Ruling:
    return Ruling(
        id="procedure.camp_fautif_profite",
        title="Le camp fautif profite de la rectification : c'est permis",
        laws=("10C4", "12B2"),
        now=(
            "Une fois l'infraction rectifiée, le camp fautif peut déclarer et jouer au mieux de ses intérêts, "
            "même s'il semble profiter de sa propre faute (10C4).",
            "L'arbitre n'ajuste pas le score au seul motif que la rectification prévue paraît trop douce (12B2).",
        ),
        notes=(
            "Limites : une déclaration ou une carte retirée reste une information non autorisée pour le camp "
            "fautif (Loi 16C2) ; l'arbitre ajuste quand même si l'enchère insuffisante a aidé le camp fautif "
            "(Loi 27D) ou si le fautif pouvait savoir que son irrégularité risquait de léser l'adversaire "
            "(Loi 72C).",
        ),
        equity_may_apply=True,
        adjusted_score=AdjustedScore(AdjustedKind.ASSIGNED, ("12C1b",), foreseen=True),
        script=(
            "La rectification a été appliquée : le camp fautif peut ensuite jouer au mieux, c'est la règle. "
            "Je vérifierai seulement qu'il n'a pas utilisé d'information non autorisée.",
        ),
    )

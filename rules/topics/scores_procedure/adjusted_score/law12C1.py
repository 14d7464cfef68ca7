"""Laws 12B1 and 12C1: no damage, or the assigned score (one result, weighted, self-inflicted)."""

from __future__ import annotations

from rules.model import AdjustedKind, AdjustedScore, Ruling
from rules.topic import Facts
from rules.topics.scores_procedure.adjusted_score.law12C2 import artificial_12C2


def appeal_note(facts: Facts) -> str:
    regulation = facts.regulation
    return (
        f"Règlement {regulation.name} : un joueur peut demander une marque ajustée, ou faire appel, "
        f"jusqu'à {regulation.appeal_minutes} minutes après la publication des résultats officiels (92B)."
    )


def no_damage_12B1() -> Ruling:
    return Ruling(
        id="marque_ajustee.pas_de_dommage",
        title="Pas de dommage : le résultat de la table est maintenu",
        laws=("12B1",),
        now=(
            "Une marque ajustée répare un dommage : le camp non fautif n'a pas obtenu moins que ce qu'il "
            "pouvait attendre sans l'infraction, il n'y a donc rien à réparer (12B1).",
            "Le résultat de la table est maintenu.",
        ),
        notes=(
            "Une pénalité de procédure reste possible si l'infraction la justifie (Loi 90).",
            "Vérifiez aussi que le camp fautif n'a tiré aucun avantage de son infraction (12B1).",
        ),
        script=("Vous n'avez pas été lésés par l'infraction : le résultat obtenu à la table est maintenu.",),
    )


def assigned_12C1b(facts: Facts) -> Ruling:
    return Ruling(
        id="marque_ajustee.remplacement",
        adjusted_score=AdjustedScore(AdjustedKind.ASSIGNED, ("12C1a", "12C1b")),
        title="Marque ajustée de remplacement : le résultat probable sans l'infraction",
        laws=("12B1", "12C1a", "12C1b", "92B"),
        now=(
            "L'arbitre attribue une marque ajustée de remplacement : un vrai résultat de bridge, qui prend "
            "la place du résultat de la table (12C1a).",
            "Il retient le résultat le plus probable de la donne si l'infraction n'avait pas eu lieu (12C1b), "
            "pour réparer le dommage du camp non fautif et retirer l'avantage du camp fautif (12B1).",
        ),
        notes=(
            "Pour la marque d'un contrat : feuille de marque de l'incident, « 4♠=:100 » (ou la marque "
            "elle-même, « 420:100 »).",
            appeal_note(facts),
        ),
        script=(
            "Sans l'infraction, le résultat probable aurait été celui-ci : il remplace le résultat de la table.",
        ),
    )


def weighted_12C1c(facts: Facts) -> Ruling:
    if not facts.regulation.weighted_scores_allowed:
        return Ruling(
            id="marque_ajustee.ponderation_non_admise",
            adjusted_score=AdjustedScore(AdjustedKind.ASSIGNED, ("12C1b",)),
            title="Plusieurs résultats possibles, pondération non admise par le règlement",
            laws=("12C1a", "12C1b", "92B"),
            now=(
                f"Règlement {facts.regulation.name} : la marque de remplacement n'est pas pondérée ; l'arbitre "
                "retient un seul résultat, le plus probable sans l'infraction (12C1b).",
            ),
            notes=(
                "Interprétation retenue : la Loi 12C1c de 2017 ne prévoit pas que l'organisme responsable "
                "interdise la pondération (c'était le texte de 2007) ; ce refus vient du seul règlement.",
                appeal_note(facts),
            ),
            script=(
                "Je retiens le résultat le plus probable sans l'infraction ; il remplace celui de la table.",
            ),
        )
    return Ruling(
        id="marque_ajustee.ponderee",
        adjusted_score=AdjustedScore(AdjustedKind.WEIGHTED, ("12C1c",)),
        title="Marque ajustée de remplacement pondérée",
        laws=("12B1", "12C1a", "12C1b", "12C1c", "92B"),
        now=(
            "L'arbitre attribue une marque ajustée de remplacement pondérée : chaque résultat possible reçoit "
            "un poids selon sa probabilité, les poids totalisant 100 % (12C1c).",
            "Seuls comptent des résultats qui pouvaient être obtenus de façon légale, sans l'infraction (12C1c).",
            "Calcul : feuille de marque de l'incident, par ex. « 420:60,-50:40 » (marques de Nord-Sud, ou "
            "contrats comme « 4♠= » et « EO 5♥X-2 », avec leur poids).",
        ),
        notes=(
            "En points de match, on classe chaque résultat comme s'il avait été obtenu, puis on pondère les "
            "pourcentages obtenus ; on ne classe pas la moyenne pondérée des points.",
            "En IMP, on convertit chaque résultat en IMP contre l'autre table (ou le datum), puis on pondère "
            "les IMP : ajoutez ref=<marque de Nord-Sud à l'autre table> à la ligne de la feuille de marque.",
            appeal_note(facts),
        ),
        script=(
            "Plusieurs résultats étaient possibles sans l'infraction : chacun compte pour sa probabilité "
            "dans votre marque.",
        ),
    )


def self_inflicted_12C1e(facts: Facts, kind: str, several: bool) -> Ruling:
    cause = (
        "une erreur extrêmement grave, sans rapport avec l'infraction"
        if kind == "serious_error"
        else "une action aventureuse qu'il comptait faire annuler par l'arbitre en cas d'échec"
    )
    laws = ("12B1", "12C1b", *(("12C1c",) if several else ()), "12C1e", "92B")
    return Ruling(
        id="marque_ajustee.dommage_auto_inflige",
        adjusted_score=AdjustedScore(AdjustedKind.SPLIT, ("12C1e",)),
        title="Dommage en partie auto-infligé : marques différentes pour les deux camps",
        laws=laws,
        now=(
            f"Le camp non fautif a aggravé son dommage par {cause} (12C1e).",
            "Le camp fautif reçoit la marque ajustée qui découle de la rectification de son infraction, "
            "comme si cette erreur n'avait pas eu lieu (12C1e).",
            "Le camp non fautif n'est pas dédommagé de la part du dommage qu'il s'est infligée : il ne "
            "reçoit réparation que pour la part due à l'infraction (12C1e).",
        ),
        notes=(
            "Interprétation retenue : si tout le dommage vient de sa propre erreur, le camp non fautif garde "
            "le résultat de la table ; sinon, il reçoit la marque ajustée diminuée de ce que son erreur lui a coûté.",
            "Calcul : feuille de marque de l'incident, « fautif=ns|eo obtenu=<résultat de la table> "
            "sans-erreur=<résultat sans son erreur> <marque ajustée>:100 » (avec ref= en IMP, terrain= en "
            "points de match).",
            "Les deux marques ne se compensent pas ; en match à élimination directe, chaque camp reçoit la "
            "moyenne des deux (12C4).",
            appeal_note(facts),
        ),
        script=(
            "Le camp fautif ne garde pas l'avantage de son infraction. Le camp non fautif, lui, n'est pas "
            "dédommagé de ce que lui a coûté sa propre erreur.",
        ),
    )


def damage_12C1(facts: Facts) -> Ruling:
    if facts.is_("damaged", "no"):
        return no_damage_12B1()
    possible = facts.ask("assigned_possible")
    if possible == "unclear":
        return artificial_12C2(facts, via_12C1d=True)
    kind = facts.ask("self_inflicted")
    if kind != "no":
        return self_inflicted_12C1e(facts, kind, several=possible == "several")
    if possible == "several":
        return weighted_12C1c(facts)
    return assigned_12C1b(facts)

"""Law 12A3 (a wrong rectification that can no longer be put right) and 12B2 (the rectification stands)."""

from __future__ import annotations

from rules.model import AdjustedKind, AdjustedScore, Ruling


def wrong_rectification_12A3() -> Ruling:
    return Ruling(
        id="marque_ajustee.rectification_erronee",
        adjusted_score=AdjustedScore(AdjustedKind.ASSIGNED, ("12A3",), foreseen=True),
        title="Irrégularité mal rectifiée : marque ajustée possible",
        laws=("12A3", "10B"),
        now=(
            "Si les joueurs ont appliqué eux-mêmes une rectification, l'arbitre peut la maintenir ou l'annuler "
            "(10B).",
            "Quand une irrégularité a été mal rectifiée et que la bonne rectification ne peut plus être "
            "appliquée, l'arbitre peut attribuer une marque ajustée (12A3).",
        ),
        notes=(
            "Erreur de l'arbitre lui-même : si la donne ne peut plus être marquée normalement, la marque "
            "ajustée traite les deux camps comme non fautifs (Loi 82C).",
        ),
        script=(
            "La rectification appliquée n'était pas la bonne. Si on ne peut plus la corriger, j'attribuerai "
            "une marque ajustée.",
        ),
    )


def rectification_stands_12B2() -> Ruling:
    return Ruling(
        id="marque_ajustee.rectification_maintenue",
        title="Rectification prévue par les Lois : pas d'ajustement pour la corriger",
        laws=("12B2",),
        now=(
            "L'arbitre n'ajuste pas le score au motif que la rectification prévue par les Lois paraît trop "
            "sévère ou trop favorable à l'un des camps (12B2).",
            "La rectification s'applique telle quelle.",
        ),
        notes=(
            "Les Lois prévoient elles-mêmes certains rattrapages d'équité (par exemple la Loi 64C quand le "
            "transfert de levées ne compense pas la renonce) : ceux-là s'appliquent.",
        ),
        script=(
            "La rectification est celle que prévoient les Lois : elle s'applique, même si elle paraît sévère.",
        ),
    )

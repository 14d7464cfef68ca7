"""La carte pénalisée non jouée (52) et l'information qu'elle donne (50E)."""

from __future__ import annotations

from dataclasses import replace

from rules.model import Ruling
from rules.topic import Facts
from rules.topics.play import revoke
from rules.topics.play.after_irregularity import cannot_comply_59
from rules.topics.play.penalty_cards.questions import INFO_50E1

# --- 52: a penalty card not played (the revoke topic's ruling) --------------------------


def penalty_card_not_played_52(facts: Facts) -> Ruling:
    """The same ruling as the revoke topic gives, under this topic's id prefix; here the kind of the
    unplayed card is asked, not only offered (review E8)."""
    ruling = revoke.penalty_card_not_played_52(facts, ask_kind=True)
    return replace(ruling, id="cartes_penalisees." + ruling.id.removeprefix("renonce."))


# --- 50E: the information from a penalty card --------------------------------------------


def information_50E(facts: Facts) -> Ruling:
    case = facts.ask("information_case")
    if case == "on_table":
        return Ruling(
            id="cartes_penalisees.50E1.sur_la_table",
            title="Information d'une carte pénalisée encore sur la table : autorisée pour tous",
            laws=("50E1", "50E4"),
            now=(INFO_50E1,),
            end_of_play=(
                "Si, à la fin du coup, le résultat aurait bien pu être différent sans l'aide de la carte exposée "
                "et que le camp non fautif est lésé, l'arbitre attribue une marque ajustée (50E4).",
            ),
            equity_may_apply=True,
            notes=(
                "Règle de 2017 : le partenaire peut tenir compte de la carte pénalisée sur la table (le texte de "
                "2007 le lui interdisait).",
            ),
            script=(
                "Tant que la carte est sur la table, chacun peut tenir compte de ce qu'elle montre. Si cela aide "
                "la défense, je pourrai ajuster le score à la fin du coup.",
            ),
        )
    if case == "void_shown":
        # Issue 38 §5: the void shown by the rectification itself, the same ruling as « Jeu après une
        # irrégularité » gives (59, 16A1c), reached from the penalty card too.
        return replace(cannot_comply_59(), id="cartes_penalisees.59.chicane_revelee")
    if case == "picked_up":
        return Ruling(
            id="cartes_penalisees.50E2.reprise",
            title="Carte pénalisée reprise en main : information non autorisée pour le partenaire",
            laws=("50E2", "16C"),
            now=(
                "La carte a été reprise sur le choix du déclarant : l'information qu'elle a donnée est non autorisée "
                "pour le partenaire de son propriétaire, mais autorisée pour le déclarant (50E2, 16C).",
            ),
            equity_may_apply=True,
            script=("Partenaire, vous ne devez plus tenir compte de la carte que vous avez vue.",),
        )
    if case == "played":
        return Ruling(
            id="cartes_penalisees.50E3.jouee",
            title="Carte pénalisée jouée : les circonstances restent une information non autorisée",
            laws=("50E3", "16C"),
            now=(
                "La carte a été jouée. Ce que le partenaire pourrait déduire des circonstances où elle a été "
                "exposée (par exemple, une attaque hors tour révélant une intention) est une information non "
                "autorisée pour lui (50E3).",
            ),
            equity_may_apply=True,
            script=(
                "Partenaire, vous ne devez pas tenir compte des circonstances dans lesquelles cette carte a été "
                "exposée.",
            ),
        )
    return Ruling(
        id="cartes_penalisees.50E4.ajustement",
        title="Fin du coup : ajuster si la carte pénalisée a aidé la défense",
        laws=("50E4", "50E1"),
        now=(
            "L'arbitre se demande si, sans l'aide apportée par la carte exposée, le résultat aurait bien pu être "
            "différent (50E4).",
            "Si oui et que le camp non fautif est lésé, il attribue une marque ajustée qui rétablit autant que "
            "possible le résultat probable sans l'effet de la carte pénalisée (50E4).",
        ),
        equity_may_apply=True,
        script=(
            "Je vais examiner si la carte pénalisée a aidé la défense ; si c'est le cas, j'ajusterai le score.",
        ),
    )

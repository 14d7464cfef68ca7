"""Attaque hors tour : le joueur mal informé (47E) et la 13e levée (53A)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from rules.model import Ruling
from rules.topic import Facts
from rules.topics.proprieties.misinformation_law import card_on_misexplanation_47E2

ATTAQUE_IDS = {
    "mi.play.card_retracted": "attaque.explication_erronee.reprise_47E2a",
    "mi.play.card_too_late": "attaque.explication_erronee.trop_tard_47E2b",
}

# --- 47E: the player was misinformed --------------------------------------------------------


def told_his_turn_47E1() -> Ruling:
    return Ruling(
        id="attaque.tour_annonce_a_tort_47E1",
        title="Attaque hors tour faite sur l'indication d'un adversaire : reprise sans rectification",
        laws=("47E1", "16C", "16C1", "16C2", "16C3", "63A1"),
        now=(
            "Le joueur a attaqué (ou joué) parce qu'un adversaire lui a dit, à tort, que c'était à lui : la "
            "carte est reprise sans aucune rectification (47E1). Ce n'est pas une carte pénalisée.",
            "Son adversaire de gauche ne peut pas accepter cette attaque (47E1). Cette carte reprise ne "
            "consomme pas une éventuelle renonce de son camp à la levée précédente : la Loi 63A1 ne "
            "s'applique pas (47E1).",
            "La carte reprise est une information autorisée pour le camp du joueur et non autorisée pour le "
            "camp qui l'a mal renseigné (16C).",
            "L'attaque est faite ensuite par la bonne main (ou, pour une carte jouée, la levée continue dans "
            "l'ordre).",
        ),
        # Review N8: the text's unauthorised information is in the structured fields too.
        end_of_play=(
            "En fin de coup, si le camp qui a mal renseigné le joueur a tiré parti de la carte vue et que "
            "l'autre camp en est lésé : marque ajustée (16C3).",
        ),
        equity_may_apply=True,
        unauthorised_for=("camp qui a mal renseigné le joueur",),
        script=(
            "On vous a dit à tort que c'était à vous : reprenez votre carte, sans pénalité. L'attaque "
            "revient au bon joueur.",
        ),
    )


def misexplanation_47E2(facts: Facts, card: str, ids: Mapping[str, str] = ATTAQUE_IDS) -> Ruling:
    """A card played on a mistaken explanation: the law's one function (rules/topics/
    misinformation_law), shared with « Explication erronée » and « Entame hors tour »; only the
    ids stay this topic's own, for the incidents already stored."""
    ruling = card_on_misexplanation_47E2(facts, card)
    return replace(ruling, id=ids.get(ruling.id, ruling.id))


# --- trick 13 ---------------------------------------------------------------------------


def thirteenth_trick_53A() -> Ruling:
    return Ruling(
        id="attaque.treizieme_levee",
        title="Attaque hors tour à la 13e levée : toujours reprise",
        laws=("53A",),
        now=(
            "À la 13e levée, une attaque hors tour ne peut pas être acceptée : elle est reprise, et la levée "
            "est jouée dans l'ordre, en commençant par la bonne main (53A).",
            "Chaque joueur n'ayant plus qu'une carte, il n'y a pas d'autre conséquence : la carte reprise "
            "sera jouée à son tour.",
        ),
        script=("Dernière levée : on la joue dans l'ordre, en commençant par la bonne main.",),
    )

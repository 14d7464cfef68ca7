"""Attaque hors tour : le joueur mal informé (47E) et la 13e levée (53A)."""

from __future__ import annotations

from rules.model import Ruling

# --- 47E: the player was misinformed --------------------------------------------------------


def told_his_turn_47E1() -> Ruling:
    return Ruling(
        id="attaque.tour_annonce_a_tort_47E1",
        title="Attaque hors tour faite sur l'indication d'un adversaire : reprise sans rectification",
        laws=("47E1", "16C", "63A1"),
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
        equity_may_apply=True,
        notes=(
            "Si le camp qui a mal renseigné le joueur tire parti de la carte vue et que l'autre camp en est "
            "lésé, l'arbitre ajuste la marque (16C).",
        ),
        script=(
            "On vous a dit à tort que c'était à vous : reprenez votre carte, sans pénalité. L'attaque "
            "revient au bon joueur.",
        ),
    )


def misexplanation_47E2a() -> Ruling:
    return Ruling(
        id="attaque.explication_erronee.reprise_47E2a",
        title="Carte jouée sur une explication erronée : elle peut être reprise",
        laws=("47E2a", "16C", "21B1b"),
        now=(
            "Le joueur a joué sa carte à cause d'une explication erronée d'un adversaire, avant que "
            "l'explication soit rectifiée, et aucune carte n'a été jouée depuis (ni à cette levée ni à la "
            "suivante) : il peut la reprendre et en jouer une autre, sans rectification (47E2a). Ce n'est pas "
            "une carte pénalisée.",
            "La carte reprise est une information autorisée pour son camp et non autorisée pour le camp "
            "qui a donné l'explication erronée (16C).",
        ),
        notes=(
            "Sans preuve du contraire, l'arbitre présume une explication erronée plutôt qu'une déclaration "
            "erronée (21B1b) : c'est au camp qui a expliqué de montrer que son accord était bien celui décrit.",
            "Une entame ne peut plus être reprise dès que le mort a étalé une carte (47E2a).",
        ),
        script=(
            "L'explication qu'on vous a donnée était erronée : vous pouvez reprendre votre carte et en jouer "
            "une autre, sans pénalité.",
        ),
        equity_may_apply=True,  # 16C: unauthorised for the side that misexplained (review E10)
    )


def misexplanation_too_late_47E2b() -> Ruling:
    return Ruling(
        id="attaque.explication_erronee.trop_tard_47E2b",
        title="Carte jouée sur une explication erronée : trop tard pour la reprendre",
        laws=("47E2b", "12C1b", "21B1b"),
        now=(
            "Une carte a été jouée depuis (ou, pour une entame, le mort a étalé une carte) : la carte jouée "
            "sur l'explication erronée ne peut plus être reprise ; le jeu continue (47E2).",
        ),
        end_of_play=(
            "En fin de coup, si l'explication erronée a lésé le camp du joueur, l'arbitre attribue une "
            "marque ajustée qui rétablit le résultat probable sans l'infraction (47E2b, 12C1b).",
        ),
        equity_may_apply=True,
        notes=(
            "Sans preuve du contraire, l'arbitre présume une explication erronée plutôt qu'une déclaration "
            "erronée (21B1b).",
        ),
        script=(
            "Il est trop tard pour reprendre la carte : le jeu continue. Rappelez-moi en fin de coup si vous "
            "vous estimez lésés.",
        ),
    )


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

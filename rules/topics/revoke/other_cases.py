"""La carte manquante retrouvée (14B) et la levée défectueuse (67)."""

from __future__ import annotations

from rules.model import PenaltyCard, PenaltyKind, Ruling
from rules.topic import Facts
from rules.topics import result
from rules.topics.common import DECLARER, DEFENDER, DUMMY
from rules.topics.revoke.established import revoke
from rules.topics.revoke.questions import EQUITY_64C

# --- 14B: a missing card found ----------------------------------------------------------


def missing_card_14B(facts: Facts) -> Ruling:
    found = facts.ask("card_found")
    if found == "among_played":
        return Ruling(
            id="renonce.carte_manquante.parmi_les_levees",
            title="Carte manquante retrouvée dans les levées : levée défectueuse",
            laws=("14B1", "67B2a", "67B2b"),
            now=(
                "La carte a été retrouvée parmi les cartes jouées : c'est une levée défectueuse (14B1).",
                "L'arbitre examine les cartes jouées ; les cartes en trop reviennent dans la main du joueur, "
                "la propriété de la levée ne change pas (67B2a).",
                "Une carte remise dans la main y est réputée depuis le début : si le joueur aurait dû la jouer "
                "plus tôt, c'est une renonce (67B2b) ; traitez-la alors avec le thème Renonce.",
            ),
            tricks_transferred=0,
            script=(
                "La carte retrouvée dans les levées revient dans la main ; la levée reste à qui l'a gagnée.",
            ),
        )
    restored = ("14B2",) if found == "elsewhere" else ("14B3",)
    if facts.is_("should_have_played", "yes"):
        return revoke(facts, found_card=True)
    return Ruling(
        id="renonce.carte_manquante.sans_renonce",
        title="Carte manquante retrouvée : pas de renonce",
        laws=(*restored, "14B4"),
        now=(
            "La carte est remise dans la main du joueur (ou la donne reconstituée avec un autre jeu) ; elle "
            "est réputée y avoir toujours été (14B4).",
            "Le joueur n'a jamais eu à la jouer : il n'y a pas de renonce.",
        ),
        notes=(
            "Si la carte a été exposée par un joueur de la défense pendant le jeu, elle peut devenir carte "
            "pénalisée (14B4).",
        ),
        tricks_transferred=0,
        script=(
            "La carte est remise dans la main. Il n'y a pas de renonce : le jeu (ou le résultat) est maintenu.",
        ),
    )


# --- 67: the defective trick ------------------------------------------------------------


def defective_trick_67(facts: Facts) -> Ruling:
    kind = facts.ask("defect_kind")
    offender = facts.ask("offender")
    if facts.is_("next_trick_played_by_both", "no"):
        if kind == "missing":
            return Ruling(
                id="renonce.levee_defectueuse.completer",
                title="Levée défectueuse remarquée à temps : le joueur complète la levée",
                laws=("67A1",),
                now=(
                    "Le joueur qui n'a pas fourni complète la levée avec une carte qu'il peut légalement jouer (67A1).",
                ),
                tricks_transferred=0,
                script=(
                    "Il manque votre carte à cette levée : fournissez une carte légale, et le jeu continue.",
                ),
            )
        return Ruling(
            id="renonce.levee_defectueuse.trop_de_cartes_a_temps",
            title="Plusieurs cartes à une même levée, remarqué à temps",
            laws=("67A2", "45E1", "45E2"),
            now=(
                "Le joueur a fourni trop de cartes : on applique la règle de la cinquième carte ou celle des "
                "cartes jouées simultanément (67A2).",
                "Pour un joueur de la défense, une carte en trop exposée peut devenir carte pénalisée ; le "
                "déclarant reprend la sienne sans rectification.",
            ),
            tricks_transferred=0,
            script=(
                "Une seule carte compte pour cette levée ; je vous indique ce que deviennent les autres.",
            ),
        )
    if kind == "extra":
        penalty = (
            (
                PenaltyCard(
                    "le joueur de la défense fautif",
                    PenaltyKind.MAJOR,
                    "la carte en trop, si elle a été exposée",
                ),
            )
            if offender == DEFENDER
            else ()
        )
        return Ruling(
            id="renonce.levee_defectueuse.cartes_en_trop",
            title="Levée défectueuse (cartes en trop) découverte tard",
            laws=("67B2a", "67B2b"),
            now=(
                "L'arbitre examine les cartes jouées : les cartes en trop reviennent dans la main du joueur, la "
                "carte exposée en premier reste jouée, et la propriété de la levée ne change pas (67B2a).",
                "Une carte remise dans la main y est réputée depuis le début : ne pas l'avoir jouée plus tôt peut "
                "constituer une renonce (67B2b) ; traitez-la alors avec le thème Renonce.",
            ),
            tricks_transferred=0,
            penalty_cards=penalty,
            notes=(
                "Si une carte en trop d'un joueur de la défense a dû être exposée pour la remettre dans la main, "
                "elle devient carte pénalisée (note de la Loi 67B2).",
            )
            if offender == DEFENDER
            else (),
            script=("Les cartes en trop reviennent dans la main ; la levée reste à qui l'a gagnée.",),
        )
    # A card was omitted and both sides have played on: 67B1, deemed revoke, one trick under 64A2.
    placement = (
        "Le joueur fautif expose une carte puis la place parmi ses cartes jouées : une carte de la couleur "
        "jouée à la levée défectueuse s'il en a, sinon la carte de son choix. La propriété de la levée ne "
        "change pas (67B1)."
    )
    if facts.is_("defect_side_won", "no"):
        return Ruling(
            id="renonce.levee_defectueuse.sans_transfert",
            title="Levée défectueuse : carte placée, aucune levée à transférer",
            laws=("67B1a", "67B1b", "64B1", "64C1"),
            now=(
                placement,
                "Il est réputé avoir renoncé sur cette levée, mais son camp n'a gagné ni cette levée "
                "ni une levée suivante : rien n'est transféré (64B1).",
            ),
            end_of_play=(EQUITY_64C,),
            tricks_transferred=0,
            equity_may_apply=True,
            script=("Placez une carte parmi vos cartes jouées. Aucune levée n'est transférée.",),
        )
    notes: tuple[str, ...] = ()
    if offender == DUMMY:
        notes = (
            "Interprétation retenue : la Loi 67B1 renvoie directement au transfert d'une levée de 64A2, même "
            "quand la carte manquante est celle du mort.",
        )
    score = result.corrected_result(facts, 1, declaring_side_offended=offender in (DECLARER, DUMMY))
    return Ruling(
        id="renonce.levee_defectueuse.renonce_reputee",
        title="Levée défectueuse : renonce réputée, une levée transférée",
        laws=("67B1a", "67B1b", "64A2", "64C1"),
        now=(
            placement,
            "Le fautif est réputé avoir renoncé sur la levée défectueuse ; son camp ayant gagné cette "
            "levée ou une levée suivante, une levée est transférée (67B1, 64A2).",
        ),
        end_of_play=("À la fin du coup, transférez 1 levée du camp fautif au camp non fautif.", EQUITY_64C),
        tricks_transferred=1,
        equity_may_apply=True,
        notes=notes,
        script=(
            "Placez une carte parmi vos cartes jouées (de la couleur jouée si vous en avez).",
            "Vous êtes réputé avoir renoncé sur cette levée : une levée sera transférée au camp non fautif.",
        ),
        score=score,
    )

"""Law 45 — when a card is played, from a hand or from dummy, and what becomes of a fifth card.

Shared by the topics « Carte jouée » and « Carte du mort »: the same facts reach the same ruling
whichever topic the director opens. Explanations are in our own words.
"""

from __future__ import annotations

from dataclasses import replace

from rules.model import (
    AdjustedKind,
    AdjustedScore,
    Choice,
    ChooserRole,
    Option,
    PenaltyCard,
    PenaltyKind,
    Question,
    Ruling,
)
from rules.topic import Facts
from rules.topics.common import DECLARER, DEFENDER, yes_no
from rules.topics.play.penalty_cards.exposure import penalty_card_kind_50B

QUESTIONS_45 = (
    Question(
        "declarer_position",
        "Comment le déclarant tenait-il la carte de sa main ?",
        (
            Option(
                "played_position",
                "Face visible, touchant ou presque la table, ou tenue de façon à montrer qu'elle est jouée",
            ),
            Option("other", "Autrement : montrée par accident, tombée, tenue en l'air"),
        ),
        "Le déclarant a joué une carte de sa main quand il la tient ainsi (45C2a, 45C2b) ; sinon sa carte "
        "exposée ne l'oblige à rien (48A).",
    ),
    Question(
        "fifth_by",
        "Qui a fourni la cinquième carte ?",
        (
            Option(DECLARER, "Le déclarant, de sa main ou du mort"),
            Option(DEFENDER, "Un joueur de la défense"),
        ),
        "Une cinquième carte de la défense devient carte pénalisée (45E1) ; celle du déclarant retourne "
        "dans la main (45E2).",
    ),
    yes_no(
        "deemed_led",
        "Jugez-vous que cette carte était en fait une attaque pour la levée suivante ?",
        "Si l'arbitre juge que c'était une attaque, on applique les lois de l'attaque hors tour (45E1 : 53 "
        "ou 56 ; 45E2 : 55).",
    ),
    Question(
        "fifth_kind",
        "Quelle carte, et comment a-t-elle été fournie ?",
        (
            # Review P2: with a penalty card already on the table, every one of them is major (50B, 51).
            Option(
                "already_penalty",
                "Quelle que soit cette carte : le joueur a déjà une autre carte pénalisée sur la table",
            ),
            # One meaning per option: an honour next to another penalty card is « already_penalty » (51).
            Option(
                "major",
                "Un honneur (As, Roi, Dame, Valet, 10), ou une carte fournie délibérément, et aucune autre carte "
                "pénalisée",
            ),
            Option("minor", "Une petite carte (2 à 9) fournie par mégarde, et aucune autre carte pénalisée"),
        ),
        "La nature de la carte pénalisée suit 50B : un honneur ou une carte jouée délibérément est "
        "principale ; une seule petite carte exposée par mégarde est secondaire ; dès qu'un joueur a deux "
        "cartes pénalisées, toutes sont principales (50B, 51). Une cinquième carte ajoutée en croyant que "
        "c'était son tour est jouée délibérément : principale, même petite.",
    ),
    yes_no(
        "next_play",
        "Le déclarant a-t-il joué une carte (de sa main ou du mort) depuis la première désignation ?",
        "Le déclarant peut corriger une désignation involontaire jusqu'à ce qu'il joue la carte suivante, de "
        "sa main ou du mort (45C4b).",
    ),
    yes_no(
        "slip",
        "Était-ce un lapsus (un mot pour un autre), et non une perte de concentration ou un changement "
        "d'intention ?",
        "Le changement n'est permis qu'après un lapsus, pas après une perte de concentration ou un changement "
        "d'intention (45C4b) ; l'arbitre en juge d'après ce qu'il entend.",
    ),
    Question(
        "touch_purpose",
        "Pourquoi le déclarant a-t-il touché cette carte du mort ?",
        (
            Option("play", "Délibérément, sans autre raison"),
            Option("arrange", "Pour ranger le mort, ou pour atteindre une carte au-dessus ou au-dessous"),
            Option("accident", "Sans le vouloir (frôlée, effleurée en faisant un geste)"),
        ),
        "Une carte du mort touchée délibérément est jouée, sauf pour ranger ou pour atteindre une autre "
        "carte ; touchée sans le vouloir, elle n'est pas jouée (45C3).",
    ),
    yes_no(
        "next_trick_played",
        "Chaque camp a-t-il déjà joué à la levée suivante ?",
        "La carte posée à tort par le mort se reprend tant que les deux camps n'ont pas joué à la levée "
        "suivante (45D1) ; ensuite, trop tard (45D2).",
    ),
    Question(
        "dummy_end",
        "Où en est le coup ?",
        (
            Option("now", "Le coup est en cours"),
            Option("damaged", "Fin du coup : le mort a suggéré un jeu, et ce jeu a lésé la défense"),
            Option("not_damaged", "Fin du coup : pas de jeu suggéré, ou pas de dommage"),
        ),
        "Le jeu continue ; en fin de coup, marque ajustée seulement si le mort a suggéré un jeu au déclarant et "
        "que ce jeu a lésé la défense (45F). Toucher ses cartes pour les ranger est permis.",
    ),
)


# --- played from a hand ----------------------------------------------------------------------


def declarer_card_45C2(facts: Facts) -> Ruling:
    if facts.ask("declarer_position") == "played_position":
        return Ruling(
            id="carte_jouee.45C2.jouee",
            title="Carte du déclarant tenue en position de jeu : elle est jouée",
            laws=("45A", "45C2a", "45C2b", "47F2"),
            now=(
                "Un joueur joue une carte en la détachant de sa main et en la posant face visible devant lui (45A).",
                "Le déclarant tenait sa carte face visible, touchant ou presque la table, ou de façon à montrer "
                "qu'elle était jouée : elle est jouée (45C2a, 45C2b).",
                "Il ne peut pas la reprendre, sauf dans les cas prévus par la Loi 47 (47F2).",
            ),
            chooser_role=ChooserRole.NONE,
            script=("Cette carte est jouée.",),
        )
    return Ruling(
        id="carte_jouee.45C2.pas_jouee",
        title="Carte du déclarant montrée sans être en position de jeu : pas jouée, aucune rectification",
        laws=("45A", "45C2a", "45C2b", "48A"),
        now=(
            "Un joueur joue une carte en la détachant de sa main et en la posant face visible devant lui (45A).",
            "La carte n'était ni près de la table ni tenue comme jouée : elle n'est pas jouée (45C2).",
            "Une carte exposée par le déclarant n'est jamais pénalisée et ne l'oblige à rien : il la remet dans "
            "sa main (48A).",
        ),
        chooser_role=ChooserRole.NONE,
        script=("Cette carte n'est pas jouée : reprenez-la, il n'y a pas de pénalité.",),
    )


def named_card_45C4a() -> Ruling:
    return Ruling(
        id="carte_jouee.45C4a.nommee",
        title="Carte nommée ou désignée : elle est jouée",
        laws=("45C4a", "47F2", "49", "45C4b", "57A", "57D", "56", "50B", "48A", "48B2"),
        now=(
            "Un joueur qui nomme ou désigne une carte comme celle qu'il joue l'a jouée (45C4a).",
            "Nommée par un joueur de la défense avant son tour, elle est jouée hors tour : jeu prématuré (57A, "
            "57D) ou attaque hors tour (56), thèmes « Jeu prématuré » et « Attaque hors tour ».",
            "Il ne peut pas la reprendre, sauf dans les cas prévus par la Loi 47 (47F2). Pour une carte du mort "
            "nommée par erreur, voir le thème « Carte du mort » (45C4b).",
            "Un joueur de la défense qui nomme une carte comme étant dans sa main, sans la jouer, en fait une carte "
            "pénalisée (49) : thème « Carte pénalisée ». Une carte qu'il laisse tomber face visible l'est aussi, "
            "secondaire si c'est une petite carte (49, 50B).",
            "Une carte que le déclarant laisse voir ou tomber n'est jamais pénalisée (48A) ; s'il étale son jeu, "
            "il peut s'agir d'une revendication (48B2) : thème « Revendication ».",
        ),
        chooser_role=ChooserRole.NONE,
        script=("Vous avez nommé cette carte : elle est jouée.",),
    )


END_16C3 = (
    "En fin de coup, si le camp fautif a utilisé l'information d'une carte reprise et que l'autre camp en a été "
    "lésé : marque ajustée (16C3)."
)

LED_IN_TURN = (
    "Si c'était bien à ce joueur d'attaquer, et de cette main, la carte est une attaque régulière : le jeu "
    "continue."
)
LED_IN_TURN_NOTE = (
    "Interprétation retenue : 45E renvoie aux lois de l'attaque hors tour (53, 55, 56) ; une carte jugée "
    "attaquée par le joueur qui avait la main, de la bonne main, n'est pas hors tour et reste jouée."
)


def fifth_card_45E(facts: Facts) -> Ruling:
    by = facts.ask("fifth_by")
    led = facts.is_("deemed_led", "yes")
    if by == DECLARER:
        if led:
            return Ruling(
                id="carte_jouee.45E2.attaque",
                title="Cinquième carte du déclarant jugée comme une attaque : attaque hors tour du déclarant",
                laws=("45E2", "55A"),
                now=(
                    "Vous jugez que la cinquième carte du déclarant était une attaque : c'est une attaque hors "
                    "tour du déclarant (45E2, 55). Ouvrez le thème « Attaque hors tour » : la défense peut "
                    "l'accepter ou la faire reprendre (55A).",
                    LED_IN_TURN,
                ),
                chooser_role=ChooserRole.NONE,
                notes=(LED_IN_TURN_NOTE,),
                script=("Cette carte est traitée comme une attaque hors tour du déclarant.",),
            )
        return Ruling(
            id="carte_jouee.45E2.reprise",
            title="Cinquième carte du déclarant : elle retourne dans la main, sans rectification",
            laws=("45E2", "48A"),
            now=(
                "La cinquième carte fournie par le déclarant, de sa main ou du mort, y retourne sans autre "
                "rectification (45E2).",
            ),
            chooser_role=ChooserRole.NONE,
            script=("Reprenez cette carte : la levée était complète. Pas de pénalité.",),
        )
    if led:
        return Ruling(
            id="carte_jouee.45E1.attaque",
            title="Cinquième carte de la défense jugée comme une attaque : attaque hors tour",
            laws=("45E1", "53A", "56A", "56B"),
            now=(
                "Vous jugez que la cinquième carte était une attaque : on applique les lois de l'attaque hors "
                "tour (45E1 : Lois 53 ou 56). Ouvrez le thème « Attaque hors tour » : le déclarant peut "
                "l'accepter (53A, 56A) ou exiger qu'elle soit reprise, et elle devient alors carte pénalisée "
                "principale (56B).",
                LED_IN_TURN,
            ),
            chooser_role=ChooserRole.NONE,
            notes=(LED_IN_TURN_NOTE,),
            script=("Cette carte est traitée comme une attaque hors tour.",),
        )
    fifth_kind = facts.ask("fifth_kind")
    fifth_line = (
        "La cinquième carte fournie par le joueur de la défense devient carte pénalisée (45E1) ; elle reste face "
        "visible sur la table."
    )
    if fifth_kind == "already_penalty":
        several = penalty_card_kind_50B(
            "plusieurs",
            PenaltyKind.MAJOR,
            "Ce joueur avait déjà une carte pénalisée : avec la cinquième carte, il en a deux ou plus, et toutes "
            "sont principales, y compris une carte qui était secondaire (50B) ; la Loi 51 règle leur jeu et "
            "l'attaque du partenaire.",
            several=True,
        )
        return replace(
            several,
            id="carte_jouee.45E1.cartes_penalisees_plusieurs",
            title="Cinquième carte de la défense, une carte pénalisée déjà sur la table : toutes principales",
            laws=("45E1", *several.laws),
            now=(fifth_line, *several.now),
            chooser_role=ChooserRole.NONE,
        )
    kind = PenaltyKind.MAJOR if fifth_kind == "major" else PenaltyKind.MINOR
    return Ruling(
        id=f"carte_jouee.45E1.carte_penalisee_{kind.value}",
        title=f"Cinquième carte de la défense : carte pénalisée {kind.value}",
        laws=("45E1", "50B", "50C", "50D"),
        now=(
            f"La cinquième carte fournie par le joueur de la défense devient carte pénalisée {kind.value} "
            "(45E1, 50B) ; elle reste face visible sur la table.",
            "Ses obligations et les options du déclarant : thème « Carte pénalisée » (50C, 50D).",
        ),
        chooser_role=ChooserRole.NONE,
        penalty_cards=(PenaltyCard("le joueur de la défense fautif", kind, "la cinquième carte"),),
        notes=(
            "Interprétation retenue : une cinquième carte ajoutée en croyant que c'était son tour a été jouée "
            "délibérément, elle est principale même petite (50B) ; seule une petite carte échappée par mégarde "
            "est secondaire. Si le joueur avait déjà une carte pénalisée, les deux sont principales (50B, 51).",
        ),
        script=(f"Cette cinquième carte devient carte pénalisée {kind.value} : laissez-la face visible.",),
    )


def turned_early_45G() -> Ruling:
    return Ruling(
        id="carte_jouee.45G.retournee_trop_tot",
        title="Carte retournée avant la fin de la levée : pas de rectification, la levée peut être montrée",
        laws=("45G", "66A"),
        now=(
            "Aucun joueur ne devrait retourner sa carte avant que les quatre aient joué à la levée (45G) ; la "
            "Loi ne prévoit pas d'autre rectification.",
            "Tant que son camp n'a pas joué à la levée suivante, un joueur qui n'a pas retourné sa propre carte "
            "peut exiger que les cartes de la levée soient montrées (66A).",
        ),
        chooser_role=ChooserRole.NONE,
        script=("Attendez la fin de la levée pour retourner votre carte. Le jeu continue.",),
    )


# --- dummy's cards ---------------------------------------------------------------------------


def dummy_touched_45C3(facts: Facts) -> Ruling:
    purpose = facts.ask("touch_purpose")
    if purpose == "accident":
        # Review of issue 24: 45C3 plays only a card touched deliberately; one brushed by accident is not.
        return Ruling(
            id="carte_du_mort.45C3.touchee_sans_le_vouloir",
            title="Carte du mort touchée sans le vouloir : pas jouée",
            laws=("45C3", "45B"),
            now=(
                "Seule une carte du mort touchée délibérément est jouée (45C3) : celle que le déclarant a "
                "touchée sans le vouloir ne l'est pas. Il nomme la carte du mort qu'il joue (45B).",
            ),
            chooser_role=ChooserRole.NONE,
            script=(
                "Vous avez touché cette carte sans le vouloir : elle n'est pas jouée. Nommez votre carte.",
            ),
        )
    if purpose == "play":
        return Ruling(
            id="carte_du_mort.45C3.jouee",
            title="Carte du mort touchée délibérément par le déclarant : elle est jouée",
            laws=("45C3", "47F2"),
            now=(
                "Le déclarant a touché délibérément cette carte du mort : elle est jouée (45C3), et ne peut pas "
                "être reprise (47F2).",
            ),
            chooser_role=ChooserRole.NONE,
            script=("Vous avez touché cette carte du mort : elle est jouée.",),
        )
    return Ruling(
        id="carte_du_mort.45C3.rangement",
        title="Carte du mort touchée pour ranger ou atteindre une autre carte : pas jouée",
        laws=("45C3", "45B"),
        now=(
            "Toucher une carte du mort pour ranger le mort, ou pour atteindre une carte au-dessus ou au-dessous, "
            "ne la joue pas (45C3). Le déclarant nomme la carte qu'il veut jouer (45B).",
        ),
        chooser_role=ChooserRole.NONE,
        script=("Cette carte n'est pas jouée : nommez la carte du mort que vous jouez.",),
    )


def designation_changed_45C4b(facts: Facts) -> Ruling:
    if facts.is_("next_play", "yes"):
        return Ruling(
            id="carte_du_mort.45C4b.trop_tard",
            title="Désignation du mort changée après avoir joué la carte suivante : trop tard",
            laws=("45C4a", "45C4b", "47F2"),
            now=(
                "Le déclarant a joué une carte, de sa main ou du mort, depuis sa désignation : il ne peut plus la "
                "corriger (45C4b). La carte nommée d'abord reste jouée (45C4a, 47F2).",
            ),
            chooser_role=ChooserRole.NONE,
            script=("Trop tard pour changer : la carte nommée d'abord reste jouée.",),
        )
    if facts.is_("slip", "no"):
        return Ruling(
            id="carte_du_mort.45C4b.pas_un_lapsus",
            title="Désignation du mort changée par perte de concentration ou changement d'intention : refusé",
            laws=("45C4a", "45C4b", "47F2"),
            now=(
                "Le changement n'est permis qu'après un lapsus, pas après une perte de concentration ou un "
                "changement d'intention (45C4b) : la carte nommée d'abord reste jouée (45C4a, 47F2).",
            ),
            chooser_role=ChooserRole.NONE,
            script=("Ce n'est pas un lapsus : la carte nommée d'abord reste jouée.",),
        )
    return Ruling(
        id="carte_du_mort.45C4b.changement_permis",
        title="Lapsus en nommant la carte du mort : la correction est permise",
        laws=("45C4b", "47C", "47D", "16C1", "16C2", "16C3", "62A", "62B1"),
        now=(
            "Lapsus corrigé avant la carte suivante : la carte nommée par erreur est reprise sans autre "
            "rectification (45C4b, 47C), et le mort joue la carte voulue.",
            "Si un adversaire a joué à son tour, après la première désignation, une carte qui était légale, il "
            "peut la reprendre et en jouer une autre (45C4b, 47D).",
            "Si la carte qu'il a jouée entre-temps était illégale (une renonce), 45C4b ne la lui rend pas : la "
            "renonce se corrige selon la Loi 62 (62A ; carte pénalisée principale pour un joueur de la défense, "
            "62B1) : thème « Renonce ».",
            "La carte reprise par la défense, et la première désignation du déclarant, sont une information "
            "autorisée pour la défense et interdite au déclarant (16C1, 16C2).",
        ),
        end_of_play=(END_16C3,),
        chooser="le joueur de la défense qui a joué après la désignation",
        chooser_role=ChooserRole.DEFENDERS,
        choices=(
            Choice("Laisser sa carte", ("45C4b",)),
            Choice("Reprendre sa carte (si elle était légale) et en jouer une autre", ("45C4b", "47D")),
        ),
        equity_may_apply=True,
        unauthorised_for=("camp du déclarant",),
        notes=(
            "Interprétation retenue : 45C4b renvoie à 16C1 (la carte reprise par la défense lui reste une "
            "information autorisée) ; la désignation corrigée étant une irrégularité du déclarant, cette carte lui "
            "est une information non autorisée (16C2).",
        ),
        script=(
            "C'était un lapsus : le mort joue la carte voulue.",
            "Défense, si vous avez joué entre-temps, vous pouvez changer votre carte.",
        ),
    )


def dummy_placed_45D(facts: Facts) -> Ruling:
    if facts.is_("next_trick_played", "no"):
        return Ruling(
            id="carte_du_mort.45D1.reprise",
            title="Le mort a posé une carte non nommée : elle est reprise",
            laws=("45D1", "16C1", "16C2", "16C3", "43A1b", "57C2"),
            now=(
                "Le déclarant n'avait pas nommé cette carte et on l'a remarqué avant que chaque camp ait joué à "
                "la levée suivante : le mort doit la reprendre et jouer la carte que le déclarant nomme (45D1).",
                "C'est au déclarant ou à un joueur de la défense de le signaler : pendant le jeu, le mort ne peut "
                "pas attirer l'attention sur une irrégularité, même la sienne (43A1b).",
                "Un joueur de la défense qui a joué après cette carte peut reprendre la sienne et en jouer une "
                "autre ; si l'adversaire de droite du déclarant change de carte, le déclarant peut reprendre "
                "celle qu'il a jouée ensuite à cette levée (45D1).",
                "Un joueur de la défense qui a joué avant son partenaire parce que le mort avait pris une carte "
                "de lui-même ne subit aucune rectification pour jeu prématuré (57C2).",
                "Les cartes reprises, par la défense comme par le déclarant, sont une information autorisée pour "
                "la défense et interdite au camp du déclarant (16C1, 16C2).",
            ),
            end_of_play=(END_16C3,),
            chooser="chaque joueur de la défense qui a joué après la carte, puis le déclarant si son adversaire "
            "de droite a changé la sienne",
            chooser_role=ChooserRole.DEFENDERS_THEN_DECLARER,  # review P12: declarer has a choice too
            choices=(
                Choice("Défense : laisser sa carte", ("45D1",)),
                Choice("Défense : reprendre sa carte et en jouer une autre", ("45D1",)),
                Choice(
                    "Déclarant, après le changement de son adversaire de droite : reprendre la carte jouée ensuite",
                    ("45D1",),
                ),
            ),
            equity_may_apply=True,
            unauthorised_for=("camp du déclarant",),
            notes=(
                "Interprétation retenue : 43A1b vaut aussi pour l'erreur du mort lui-même ; il peut seulement "
                "tenter de l'empêcher (42B2).",
            ),
            script=(
                "Le mort reprend cette carte et joue celle que le déclarant nomme.",
                "Défense, si vous avez joué après elle, vous pouvez changer votre carte.",
            ),
        )
    return Ruling(
        id="carte_du_mort.45D2.trop_tard",
        title="Carte posée à tort par le mort, remarquée trop tard : le jeu continue",
        laws=("45D2", "64A1", "64A2", "64B3", "64B7", "64C1"),
        now=(
            "Les deux camps ont joué à la levée suivante : il est trop tard, le jeu continue sans rien changer "
            "aux cartes jouées (45D2).",
            "Si la carte du mort était la première de la levée, ne pas avoir fourni à cette carte peut "
            "désormais constituer une renonce (45D2 ; transfert selon 64A1 ou 64A2, aucun si les deux camps "
            "ont renoncé, 64B7). Si la carte s'ajoutait à une levée en cours et que le mort a ainsi renoncé, "
            "pas de transfert (64B3). Ouvrez le thème « Renonce ».",
            "Dans tous les cas, si le camp non fautif n'est pas suffisamment dédommagé, l'arbitre ajuste (64C1).",
        ),
        chooser_role=ChooserRole.NONE,
        equity_may_apply=True,
        script=("Il est trop tard pour reprendre cette carte : le jeu continue.",),
    )


def dummy_indicates_45F(facts: Facts) -> Ruling:
    stage = facts.ask("dummy_end")
    if stage == "now":
        return Ruling(
            id="carte_du_mort.45F.en_cours",
            title="Le mort a indiqué une carte : le jeu continue, décision en fin de coup",
            laws=("45F", "43A1c", "43B1"),
            now=(
                "Le mort ne doit toucher ni indiquer aucune carte sans instruction du déclarant, sauf pour ranger "
                "ses cartes (45F). Notez ce qu'il a fait ; le jeu continue.",
                "En prenant part au jeu (43A1c), le mort s'expose à une pénalité de procédure (43B1).",
            ),
            end_of_play=(
                "À la fin du coup, rouvrez ce thème : marque ajustée si le mort a suggéré un jeu au déclarant "
                "et que la défense en a été lésée (45F).",
            ),
            chooser_role=ChooserRole.NONE,
            equity_may_apply=True,
            script=("Le jeu continue ; rappelez-moi à la fin du coup.",),
        )
    if stage == "damaged":
        return Ruling(
            id="carte_du_mort.45F.marque_ajustee",
            title="Le mort a suggéré un jeu et la défense a été lésée : marque ajustée",
            laws=("45F", "12C1b"),
            now=(
                "Le mort a suggéré un jeu au déclarant et la défense en a été lésée : vous attribuez une marque "
                "ajustée (45F), le résultat probable sans la suggestion (12C1b) : thème « Marque ajustée ».",
            ),
            chooser_role=ChooserRole.NONE,
            equity_may_apply=True,
            adjusted_score=AdjustedScore(
                AdjustedKind.ASSIGNED, ("45F", "12C1b"), foreseen=True, ordered=True
            ),
            script=("Le mort a suggéré ce jeu : je vais ajuster le score.",),
        )
    return Ruling(
        id="carte_du_mort.45F.resultat_maintenu",
        title="Le mort a indiqué une carte sans suggérer de jeu ni léser la défense : résultat maintenu",
        laws=("45F",),
        now=(
            "Pas de jeu suggéré au déclarant, ou pas de dommage pour la défense : le résultat de la table est "
            "maintenu (45F).",
        ),
        chooser_role=ChooserRole.NONE,
        script=("Le résultat est maintenu.",),
    )

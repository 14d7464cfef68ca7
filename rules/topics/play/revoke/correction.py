"""La renonce non consommée : la Loi 61A (y a-t-il renonce ?) et sa correction, Loi 62."""

from __future__ import annotations

from dataclasses import replace

from rules.model import Choice, ChooserRole, PenaltyCard, PenaltyKind, Ruling
from rules.topics.common import DECLARER, DEFENDER
from rules.topics.play.revoke.questions import ASKED_61B3, ASKED_NOTE, UI_16C

# --- 61A: is it a revoke at all? ---------------------------------------------------------


def no_revoke_61A_59() -> Ruling:
    return Ruling(
        id="renonce.pas_de_renonce",
        title="Pas de renonce",
        laws=("61A", "59"),
        now=(
            "Il n'y a renonce que si le joueur pouvait fournir ou se conformer à l'obligation.",
            "Un joueur qui ne peut pas se conformer joue n'importe quelle autre carte légale : la carte "
            "jouée reste jouée, sans rectification.",
        ),
        tricks_transferred=0,
        corrected=False,
        script=("Le joueur ne pouvait pas fournir : il n'y a pas de renonce, le jeu continue normalement.",),
    )


# --- 62: correcting a revoke that is not established ------------------------------------


def correct_62B2_declarer_or_dummy(offender: str) -> Ruling:
    whose = "du déclarant" if offender == DECLARER else "du mort"
    return Ruling(
        id=f"renonce.correction.{'declarant' if offender == DECLARER else 'mort'}",
        title=f"Renonce non consommée {whose} : correction sans pénalité",
        laws=("62A", "62B2", "62C1", "62C2", "16C"),
        now=(
            f"La renonce n'est pas consommée : elle doit être corrigée (62A). La carte {whose} est "
            "reprise et remplacée par une carte légale, sans autre rectification (62B2) : le déclarant "
            "et le mort n'ont jamais de carte pénalisée.",
            "Chaque joueur de la défense qui a joué après la renonce peut reprendre sa carte et en "
            "jouer une autre (62C1).",
            "Si un joueur de la défense reprend la sienne, le joueur du camp du déclarant qui suit dans "
            "l'ordre du jeu (par exemple le mort, dont le déclarant appelle une autre carte) peut à son tour "
            "changer sa carte, sans pénalité (62C2).",
            "L'information tirée des cartes reprises est autorisée pour la défense, non autorisée pour le "
            "déclarant (16C).",
        ),
        chooser="chaque joueur de la défense qui a joué après la renonce",
        chooser_role=ChooserRole.EACH_NON_OFFENDER,
        choices=(
            Choice("Laisser sa carte", ("62C1",)),
            Choice("Reprendre sa carte et en jouer une autre", ("62C1",)),
        ),
        tricks_transferred=0,
        corrected=True,
        script=(
            "La renonce n'est pas consommée. La carte "
            + ("du déclarant" if offender == DECLARER else "du mort")
            + " est reprise et remplacée par une carte légale, sans pénalité.",
            "Ceux qui ont joué après la renonce peuvent, s'ils le souhaitent, changer leur carte.",
        ),
    )


def correct_62B1_defender_major_penalty_card() -> Ruling:
    return Ruling(
        id="renonce.correction.defense",
        title="Renonce non consommée d'un joueur de la défense : carte pénalisée principale",
        laws=("62A", "62B1", "50B", "50D", "50E1", "62C1", "62C2", "16C", "61B3", "61B2b"),
        now=(
            "La renonce n'est pas consommée : elle doit être corrigée (62A). Le joueur fautif remplace sa "
            "carte par une carte légale.",
            "La carte de la renonce reste exposée devant lui : c'est une carte pénalisée principale "
            "(62B1, 50B). Il devra la jouer à la première occasion légale (50D).",
            "Les joueurs du camp non fautif qui ont joué après la renonce peuvent reprendre leur carte "
            "(62C1) ; si l'un d'eux le fait, le partenaire du fautif, s'il a joué ensuite, peut reprendre "
            "la sienne, qui devient elle aussi carte pénalisée principale, puisqu'elle avait été jouée "
            "délibérément (62C2, 50B).",
            UI_16C,
            ASKED_61B3,
        ),
        chooser="chaque joueur du camp non fautif qui a joué après la renonce",
        chooser_role=ChooserRole.EACH_NON_OFFENDER,
        choices=(
            Choice("Laisser sa carte", ("62C1",)),
            Choice("Reprendre sa carte et en jouer une autre", ("62C1",)),
        ),
        tricks_transferred=0,
        corrected=True,
        penalty_cards=(
            PenaltyCard("le joueur de la défense fautif", PenaltyKind.MAJOR, "la carte de la renonce"),
        ),
        lead_restrictions=(
            "Quand le partenaire du fautif prendra la main, le déclarant pourra exiger ou interdire "
            "l'attaque de la couleur de la carte pénalisée (la carte est alors reprise en main), ou le "
            "laisser attaquer librement (la carte reste pénalisée) (50D2).",
        ),
        notes=(
            ASKED_NOTE,
            "Si ce joueur avait déjà une carte pénalisée, toutes ses cartes pénalisées sont désormais "
            "principales (50B) et la Loi 51 règle l'ordre où il les joue et les options du déclarant.",
            "À la 12e levée, si le joueur de la défense a renoncé avant que son partenaire joue à cette "
            "levée, l'information de la carte est interdite à ce partenaire pour choisir la sienne (62D2, 16C).",
            "Le mort, lui, ne peut pas demander à un joueur de la défense s'il a renoncé ; s'il l'a fait, "
            "la question peut être une information non autorisée (61B2b, 16B).",
        ),
        script=(
            "La renonce n'est pas consommée : jouez une carte légale.",
            "La carte de la renonce reste sur la table : c'est une carte pénalisée principale, à jouer "
            "à la première occasion légale.",
            "Quand votre partenaire aura la main, le déclarant choisira une option d'attaque ; "
            "appelez-moi à ce moment-là.",
        ),
    )


def correct_62B2_defender_faced_card() -> Ruling:
    return Ruling(
        id="renonce.correction.defense_carte_exposee",
        title="Renonce non consommée avec une carte déjà exposée : remplacement sans pénalité",
        laws=("62A", "62B2", "62C1", "62C2", "16C"),
        now=(
            "La renonce n'est pas consommée : elle doit être corrigée (62A). La carte, déjà exposée, "
            "est remplacée par une carte légale sans autre rectification (62B2).",
            "Si c'était une carte pénalisée, elle reste sur la table avec ses obligations.",
            "Les joueurs du camp non fautif qui ont joué après la renonce peuvent reprendre leur carte (62C1) ; "
            "si l'un d'eux le fait, le partenaire du fautif, s'il a joué ensuite, peut reprendre la sienne, qui "
            "devient carte pénalisée principale (62C2, 50B).",
        ),
        chooser="chaque joueur du camp non fautif qui a joué après la renonce",
        chooser_role=ChooserRole.EACH_NON_OFFENDER,
        choices=(
            Choice("Laisser sa carte", ("62C1",)),
            Choice("Reprendre sa carte et en jouer une autre", ("62C1",)),
        ),
        tricks_transferred=0,
        corrected=True,
        script=(
            "La renonce n'est pas consommée : jouez une carte légale. La carte exposée reste ce qu'elle était.",
        ),
    )


def correct_62D1_twelfth_trick(offender: str) -> Ruling:
    notes: tuple[str, ...] = ()
    if offender == DEFENDER:
        notes = (
            "Si le joueur de la défense a renoncé avant que son partenaire ait joué à cette levée, le "
            "partenaire ne peut pas tirer parti de la carte vue pour choisir sa propre carte (62D2, 16C).",
        )
    return Ruling(
        id="renonce.douzieme_levee.correction",
        title="Renonce à la 12e levée : correction",
        laws=("62D1", "64B6", "62C1", "16C") + (("62D2",) if offender == DEFENDER else ()),
        now=(
            "Une renonce à la 12e levée se corrige, même consommée, tant que les quatre mains ne sont "
            "pas rentrées dans l'étui (62D1). Le fautif reprend sa carte et joue une carte légale ; "
            "les deux dernières levées sont rejouées en conséquence.",
            "Les joueurs du camp non fautif qui ont joué après la renonce peuvent reprendre leur carte et en "
            "jouer une autre ; l'information de ces cartes reprises est interdite au camp fautif (62C1, 16C).",
            "Il n'y a pas de transfert de levée (64B6).",
        ),
        tricks_transferred=0,
        corrected=True,
        notes=notes,
        script=(
            "À la douzième levée, la renonce se corrige, sans transfert de levée. Reprenez la carte, "
            "jouez une carte légale, et terminez les deux dernières levées.",
        ),
    )


def correct_62D1_twelfth_trick_at_claim(offender: str) -> Ruling:
    """Review N6: a trick-12 revoke found at a claim or concession, the hands not yet back in the board.
    The revoke is corrected (62D1); play stays suspended (68D): the last trick is settled by the claim
    laws, not played on."""
    ruling = correct_62D1_twelfth_trick(offender)
    return replace(
        ruling,
        id="renonce.douzieme_levee.correction_revendication",
        title="Renonce à la 12e levée découverte lors d'une revendication : correction",
        laws=(*ruling.laws, "68D1", "69"),
        now=(
            "Une renonce à la 12e levée se corrige, même consommée, tant que les quatre mains ne sont pas "
            "rentrées dans l'étui (62D1) : le fautif reprend sa carte et joue une carte légale.",
            ruling.now[1],
            "Le jeu reste arrêté par la revendication ou la concession (68D) : la dernière levée n'est pas "
            "jouée, l'arbitre l'attribue selon la Loi 69 si la revendication est acceptée, 70 si elle est "
            "contestée (thème « Revendication »), en tenant compte de la carte corrigée.",
            ruling.now[2],
        ),
        script=(
            "À la douzième levée, la renonce se corrige, sans transfert de levée : reprenez la carte et jouez une carte légale. "
            "La revendication arrête le jeu : je règle la dernière levée selon la revendication.",
        ),
    )

"""Quand il n'y a pas (ou plus) de rectification de hors tour : 28A, 28B, 29A, 33, 34, et les renvois aux Lois 25 et 36."""

from __future__ import annotations

from dataclasses import replace

from rules.model import Choice, ChooserRole, PartnerMustPass, Ruling
from rules.topic import Facts
from rules.topics.auction.common import (
    DAMAGE_16C3,
    foreseen_adjustment,
    lead_restrictions_if,
)
from rules.topics.auction.inadmissible import (
    inadmissible_double_after_lead_36C,
    inadmissible_double_lho_called_36A,
    inadmissible_double_out_of_turn_36B4,
)
from rules.topics.auction.out_of_rotation.questions import (
    ARTIFICIAL_PASS,
    BID,
    DOUBLE,
    LHO_FIRST,
    OFFENDING_SIDE,
    PASS,
    TURN_WORDS,
)
from rules.topics.auction.out_of_rotation.wording import (
    _artificial_lines,
    _call_name,
    _extra_laws,
    _simultaneous_line,
    cite,
)
from rules.topics.auction.pending import lho_chooses_first


def three_passes_34() -> Ruling:
    """Law 34 → 17D3: three passes, one out of rotation, do not end the auction."""
    return Ruling(
        id="rotation.34_17D3",
        title="Trois passes dont un hors tour : les enchères ne sont pas closes",
        laws=("34", "17D3", "16C2"),
        now=(
            "Après une déclaration, trois passes consécutifs dont au moins un hors tour ne terminent pas "
            "les enchères : un joueur a été privé de son tour (34, 17D3).",
            "Les enchères reviennent au joueur qui a sauté son tour ; tous les passes qui ont suivi sont "
            "annulés et les enchères continuent normalement, sans autre rectification.",
            "Les passes annulés relèvent de la Loi 16C : tout joueur qui a passé hors tour est fautif, et "
            "ces passes sont une information non autorisée pour son camp (16C2).",
        ),
        chooser_role=ChooserRole.NONE,
        partner_must_pass=PartnerMustPass.NONE,
        unauthorised_for=OFFENDING_SIDE,
        script=(
            "Les enchères ne sont pas terminées : elles reviennent au joueur qui n'a pas pu déclarer. "
            "Les passes qui ont suivi sont annulés.",
        ),
    )


def rho_required_to_pass_28A(call: str) -> Ruling:
    """Law 28A: a call at the turn of an RHO obliged to pass counts as in rotation."""
    return Ruling(
        id="rotation.28A_in_rotation",
        title="Déclaration considérée comme faite en rotation (adversaire de droite obligé de passer)",
        laws=("28A",),
        now=(
            "L'adversaire de droite du fautif était obligé de passer : la déclaration faite à son tour "
            "compte comme faite en rotation (28A). Pas de déclaration hors tour, pas de rectification.",
            "Les enchères continuent : l'obligation de passer de cet adversaire est réputée remplie à ce tour.",
            "Si cette déclaration est elle-même irrégulière (enchère insuffisante, contre inadmissible…), "
            "appliquez la loi correspondante (27, 35 à 39).",
        ),
        notes=(
            "Interprétation retenue : le passe obligé de l'adversaire de droite est considéré comme fait ; "
            f"{_call_name(call)} du fautif se place après lui.",
        ),
        chooser_role=ChooserRole.NONE,
        partner_must_pass=PartnerMustPass.NONE,
        script=("Votre déclaration compte comme faite à votre tour : les enchères continuent.",),
    )


def simultaneous_in_rotation_33() -> Ruling:
    """Law 33: the call made with the RHO's is deemed after it, so at the offender's own turn."""
    return Ruling(
        id="rotation.33_in_rotation",
        title="Déclarations simultanées : la seconde est faite à son tour",
        laws=("33",),
        now=(
            "Deux déclarations simultanées : celle du joueur est réputée faite après celle de son "
            "adversaire de droite, dont c'était le tour (33). Elle est donc faite à son tour : ce n'est pas "
            "une déclaration hors tour.",
            "Placée après celle de l'adversaire, si elle est insuffisante ou inadmissible, appliquez la loi "
            "correspondante (27, 35 à 39).",
        ),
        chooser_role=ChooserRole.NONE,
        partner_must_pass=PartnerMustPass.NONE,
        script=(
            "Vos deux déclarations étaient simultanées : celle de l'adversaire de droite compte en "
            "premier, la vôtre ensuite, à votre tour.",
        ),
    )


def change_of_call_25(call: str) -> Ruling:
    """30B2, 31C, 32C: a later call at the LHO's turn is a change of call (Law 25)."""
    law = {PASS: "30B2", ARTIFICIAL_PASS: "31C", BID: "31C", DOUBLE: "32C"}[call]
    return Ruling(
        id="rotation.change_of_call_25",
        title="Nouvelle déclaration au tour de l'adversaire de gauche : changement de déclaration",
        laws=cite("30C" if call == ARTIFICIAL_PASS else "", law, "25", "25B1", "25B2", "25B3", "26B", "16C2"),
        now=(
            "Le fautif avait déjà déclaré : sa nouvelle déclaration, au tour de son adversaire de gauche, "
            f"est traitée comme un changement de déclaration ({law}). C'est la Loi 25 qui s'applique : "
            "voyez le thème « Changement de déclaration ».",
            *_artificial_lines(call),
            "En bref, sauf lapsus reconnu (25A) : l'adversaire de gauche peut accepter la nouvelle "
            "déclaration en déclarant par-dessus ; sinon elle est annulée et la déclaration précédente du "
            "fautif reste (25B2).",
            "La déclaration retirée ou annulée est une information non autorisée pour le camp fautif "
            "(16C2) ; la Loi 26 peut s'appliquer.",
        ),
        chooser="l'adversaire de gauche du fautif",
        choices=(
            Choice("Accepter la nouvelle déclaration en déclarant par-dessus (Loi 26 possible)", ("25",)),
            Choice("Ne pas l'accepter : elle est annulée, la déclaration précédente reste", ("25B2",)),
        ),
        chooser_role=ChooserRole.LHO,
        partner_must_pass=PartnerMustPass.NONE,
        accepted_by=None,
        # Tester17 S7: 26B only when Law 26 applies (25B: a call withdrawn or cancelled that is not comparable;
        # never after a slip, 25A), as the Changement de déclaration topic says it.
        lead_restrictions=lead_restrictions_if(
            "Sauf lapsus reconnu (25A), si la déclaration retirée ou annulée n'est pas comparable à celle qui "
            "reste (23A)"
        ),
        unauthorised_for=OFFENDING_SIDE,
        script=(
            "Vous aviez déjà déclaré : c'est un changement de déclaration. Adversaire de gauche, vous "
            "pouvez l'accepter en déclarant ; sinon la première déclaration reste.",
        ),
    )


def inadmissible_double_36(facts: Facts, first_call: bool) -> Ruling:
    """32 (lead-in): never accepted; Law 36 as the `declaration_inadmissible` topic rules it."""
    if facts.is_("lho_called", "yes"):
        if facts.is_("discovered", "after_lead"):
            ruling = inadmissible_double_after_lead_36C()
        else:
            ruling = inadmissible_double_lho_called_36A()
    else:
        ruling = inadmissible_double_out_of_turn_36B4()
    lead = (
        "Contre ou surcontre inadmissible hors tour : il ne s'accepte jamais (32), la Loi 36 s'applique "
        "(voir aussi le thème « Déclaration inadmissible »).",
    )
    if first_call:
        lead = (
            "Un contre ou surcontre fait comme première déclaration des enchères ne contre rien : il est "
            "inadmissible (35A).",
            *lead,
        )
    return replace(ruling, laws=cite("32", *ruling.laws), now=(*lead, *ruling.now))


# --- Before rectification: acceptance (29A) and forfeiture (28B) --------------------------------


def lho_may_accept_29A(call: str, turn: str, simultaneous: bool, refused: Ruling) -> Ruling:
    """Law 29A before the offender's LHO has chosen (tester6 T1): his option comes first, and who
    chooses; the ruling if he does not accept (29B, then 30 to 32) follows it."""
    return lho_chooses_first(
        "rotation.29A.a_choisir",
        "Déclaration hors tour : l'adversaire de gauche choisit d'abord (29A)",
        "L'adversaire de gauche du fautif choisit d'abord : il peut accepter la déclaration hors tour en "
        "déclarant par-dessus, et renonce alors à toute rectification (29A) ; sinon elle est annulée et les "
        "enchères reviennent au joueur dont c'était le tour (29B). Expliquez-lui l'option avant qu'il "
        "déclare (10C1).",
        accepted_29A(call, turn, simultaneous),
        refused,
        (
            Choice("Accepter la déclaration hors tour en déclarant par-dessus", ("29A",)),
            Choice("Ne pas l'accepter : elle est annulée, la suite est dite ci-dessus", ("29B",)),
        ),
        "Adversaire de gauche du fautif, vous pouvez accepter cette déclaration en déclarant maintenant "
        "par-dessus ; sinon elle est annulée et les enchères reviennent au joueur dont c'était le tour.",
    )


def accepted_29A(call: str, turn: str, simultaneous: bool) -> Ruling:
    """Law 29A (and 32 for a double): the LHO calls over the call out of rotation."""
    double_line = (
        ("Un contre ou surcontre hors tour peut être accepté par l'adversaire suivant (32).",)
        if call == DOUBLE
        else ()
    )
    return Ruling(
        id="rotation.29A_accepted",
        title="Déclaration hors tour acceptée par l'adversaire de gauche",
        notes=(
            (
                "C'était le tour de l'adversaire de gauche : sa déclaration par-dessus vaut acceptation "
                "(29A), la déclaration hors tour reste. Interprétation retenue : la Loi 28B (déclaration "
                "du joueur dont c'était le tour) ne joue plus une fois 29A appliquée.",
            )
            if turn == LHO_FIRST
            else ()
        ),
        laws=cite("29A", "32" if call == DOUBLE else "", "33" if simultaneous else ""),
        now=(
            *(_simultaneous_line(TURN_WORDS[turn]) if simultaneous else ()),
            "L'adversaire de gauche du fautif déclare (ou a déclaré) par-dessus la déclaration hors tour : "
            "il l'accepte et renonce à toute rectification (29A).",
            *double_line,
            "La déclaration hors tour reste ; les enchères continuent normalement à partir de "
            "l'adversaire de gauche. Aucune obligation de passer, aucune restriction d'entame.",
        ),
        chooser_role=ChooserRole.NONE,
        partner_must_pass=PartnerMustPass.NONE,
        accepted_by="lho",
        script=("La déclaration hors tour est acceptée : les enchères continuent, sans rectification.",),
    )


def forfeited_28B(call: str, simultaneous: bool) -> Ruling:
    """Law 28B: the player whose turn it was called before rectification."""
    return Ruling(
        id="rotation.28B_forfeited",
        title="Le joueur dont c'était le tour a déclaré : plus de rectification",
        laws=cite("28B", "16C2", "16C3", *_extra_laws(call, simultaneous)),
        now=(
            *(_simultaneous_line("son adversaire de droite") if simultaneous else ()),
            "L'adversaire de droite du fautif, dont c'était le tour, a déclaré avant votre décision : sa "
            "déclaration compte comme faite à son tour et son camp perd le droit à une rectification (28B).",
            f"Les enchères continuent comme si le fautif n'avait pas déclaré à ce moment-là : "
            f"{_call_name(call)} hors tour est sans effet, et le fautif déclare librement à son tour.",
            "Pas de restriction d'entame (la Loi 26 ne s'applique pas), mais la déclaration annulée est une "
            "information non autorisée pour le camp fautif (16C2).",
        ),
        end_of_play=(DAMAGE_16C3,),
        chooser_role=ChooserRole.NONE,
        partner_must_pass=PartnerMustPass.NONE,
        unauthorised_for=OFFENDING_SIDE,
        adjusted_score=foreseen_adjustment("16C3"),
        script=(
            "L'adversaire de droite a déclaré à son tour : pas de rectification. Le fautif déclarera à son "
            "tour ; son partenaire ne doit pas tenir compte de la déclaration annulée.",
        ),
    )


# --- Law 30: pass out of rotation -----------------------------------------------------------------


# --- The offender's partner called at his own turn before the director came (review M1) ---------

PARTNER_CALLED_NOTE = (
    "Interprétation retenue : 28B ne vise que l'appel d'un adversaire et ne s'applique pas ici. Le "
    "partenaire a fait à son tour la déclaration que 30B1a, 31B1 ou 32B1 lui permettaient : elle reste, "
    "la déclaration hors tour est annulée (29B) et le fautif reste soumis à 30B1b, 31B2 ou 32B2 ; "
    "l'adversaire de gauche, qui n'a pas déclaré par-dessus, n'a rien accepté."
)


def partner_called_first(ruling: Ruling, turn: str) -> Ruling:
    """The offender's partner called before the director came: his call at his own turn stands, the
    rectification of the offender's call does not change (28B speaks only of an opponent)."""
    if turn == LHO_FIRST:
        line = (
            "Le partenaire du fautif a déclaré alors que c'était le tour de l'adversaire de gauche : sa "
            "déclaration est elle-même hors tour. Rectifiez d'abord celle du fautif comme ci-dessous, puis "
            "ouvrez de nouveau ce thème pour celle du partenaire."
        )
        return replace(ruling, id=f"{ruling.id}.partenaire_hors_tour", now=(line, *ruling.now))
    line = (
        "Le partenaire du fautif, dont c'était le tour, a déclaré avant votre décision : sa déclaration "
        "compte comme faite à son tour et reste ; il l'a faite avec l'information non autorisée de la "
        "déclaration annulée (16C2) : notez-la, et vérifiez en fin de jeu ses alternatives logiques (16C3)."
    )
    # Review R8: partner has called already; the line telling him to call now no longer fits.
    now = tuple(
        text.replace(
            "déclare librement tout de suite, puisque c'était son tour", "a déclaré librement à son tour"
        )
        for text in ruling.now
    )
    return replace(
        ruling,
        id=f"{ruling.id}.partenaire_a_declare",
        laws=cite(*ruling.laws, "28B", "16C2", "16C3"),
        now=(line, *now),
        notes=(*ruling.notes, PARTNER_CALLED_NOTE),
        unauthorised_for=OFFENDING_SIDE,
    )

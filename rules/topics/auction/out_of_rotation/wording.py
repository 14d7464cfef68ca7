"""Déclaration hors tour : les phrases et les décisions communes aux Lois 30, 31 et 32 (23A, 26B, 29C)."""

from __future__ import annotations

from rules.model import ChooserRole, PartnerMustPass, Ruling
from rules.topics.auction.common import (
    DAMAGE_16C3,
    DAMAGE_23C,
    DAMAGE_72C,
    LEAD_RESTRICTIONS_26B,
    comparable_law,
    foreseen_adjustment,
)
from rules.topics.auction.out_of_rotation.questions import (
    ARTIFICIAL_PASS,
    BID,
    DOUBLE,
    LHO_FIRST,
    OFFENDING_SIDE,
    PARTNER,
    PASS,
    RHO,
)


def cite(*laws: str) -> tuple[str, ...]:
    """Citations in order, without repeats."""
    return tuple(dict.fromkeys(law for law in laws if law))


def _extra_laws(call: str, simultaneous: bool) -> tuple[str, ...]:
    return cite("30C" if call == ARTIFICIAL_PASS else "", "33" if simultaneous else "")


def _call_name(call: str) -> str:
    return {
        PASS: "le passe",
        ARTIFICIAL_PASS: "le passe artificiel",
        BID: "l'enchère",
        DOUBLE: "le contre (ou surcontre)",
    }[call]


def _simultaneous_line(turn_words: str) -> tuple[str, ...]:
    return (
        "Les deux déclarations étaient simultanées : celle du fautif est réputée faite après celle du "
        f"joueur dont c'était le tour (33), donc au tour de {turn_words}.",
    )


def _artificial_lines(call: str) -> tuple[str, ...]:
    if call != ARTIFICIAL_PASS:
        return ()
    return (
        "Un passe artificiel (ou le passe d'une déclaration artificielle du partenaire) se règle par la "
        "Loi 31, comme une enchère (30C).",
    )


def _artificial_leads(call: str) -> tuple[str, ...]:
    """29C where it matters: an artificial call is judged on the denominations it specifies."""
    if call == ARTIFICIAL_PASS:
        return (
            "Le passe hors tour était artificiel : la rectification porte sur les dénominations qu'il "
            "désignait, non sur la dénomination nommée (29C).",
        )
    return ()


NOTE_2017_PASS = (
    "Code 2017 : la Loi 30 ne distingue plus le passe fait avant la première enchère de celui fait "
    "après (le Code 2007 le faisait, avec des obligations de passer plus lourdes)."
)


def _note_29C(call: str) -> tuple[str, ...]:
    """29C for the director's judgement: what an artificial call showed, not what it named."""
    if call == ARTIFICIAL_PASS:
        return (
            "Le passe hors tour était artificiel : jugez la comparaison d'après ce qu'il montrait (29C).",
        )
    return (
        "Si l'enchère hors tour était artificielle, la rectification porte sur les dénominations qu'elle "
        "désignait, non sur la dénomination nommée (29C) : jugez la comparaison d'après ce qu'elle montrait.",
    )


# --- Situations where the call is in rotation, or where the Laws hand over ---------------------


def _partner_free_line(law: str, turn: str) -> str:
    where = "tout de suite, puisque c'était son tour" if turn == PARTNER else "à son tour"
    return (
        f"Le partenaire du fautif déclare librement {where}, mais la déclaration annulée est pour lui "
        f"une information non autorisée ({law}, 16C2)."
    )


def _cancelled_line(turn: str) -> str:
    whose = {
        RHO: "à l'adversaire de droite du fautif",
        PARTNER: "au partenaire du fautif",
        LHO_FIRST: "à l'adversaire de gauche du fautif",
    }[turn]
    return (
        f"La déclaration hors tour est annulée ; les enchères reviennent {whose}, dont c'était le tour (29B)."
    )


def _comparable_ruling(
    ruling_id: str,
    title: str,
    laws: tuple[str, ...],
    lines: tuple[str, ...],
    answer: str,
    unauthorised: tuple[str, ...],
    notes: tuple[str, ...] = (),
) -> Ruling:
    return Ruling(
        id=ruling_id,
        title=title,
        # 16C2 when partner called at his proper turn knowing the cancelled call (30B1a, 31B1, 32B1).
        laws=cite(*laws, "16C2" if unauthorised else "", comparable_law(answer), "23B", "23C"),
        now=(
            *lines,
            "La déclaration du fautif est comparable à celle qui est annulée, selon votre jugement "
            f"({comparable_law(answer)}) : pas d'autre rectification, pas de restriction d'entame (26B ne "
            "s'applique pas). La Loi 16C2 ne joue plus pour la suite (23B)"
            + (
                ", sauf pour la déclaration que le partenaire a déjà faite (ci-dessus)."
                if unauthorised
                else "."
            ),
            DAMAGE_23C,
        ),
        chooser_role=ChooserRole.NONE,
        partner_must_pass=PartnerMustPass.NONE,
        accepted_by=None,
        unauthorised_for=unauthorised,
        adjusted_score=foreseen_adjustment("23C", "12C1b"),
        notes=notes,
        script=("La déclaration est comparable : les enchères continuent sans autre rectification.",),
    )


def _not_comparable_ruling(
    ruling_id: str,
    title: str,
    laws: tuple[str, ...],
    lines: tuple[str, ...],
    law: str,
    leads: tuple[str, ...],
    notes: tuple[str, ...] = (),
) -> Ruling:
    return Ruling(
        id=ruling_id,
        title=title,
        laws=cite(*laws, "16C2", "26B", "72C", "16C3"),
        now=(
            *lines,
            "La déclaration du fautif n'est pas comparable à celle qui est annulée : son partenaire doit "
            f"passer la prochaine fois que c'est son tour, une seule fois ({law}).",
            "La déclaration annulée est une information non autorisée pour le camp fautif (16C2).",
        ),
        end_of_play=(DAMAGE_72C, DAMAGE_16C3),
        chooser_role=ChooserRole.NONE,
        partner_must_pass=PartnerMustPass.ONCE,
        accepted_by=None,
        lead_restrictions=(*LEAD_RESTRICTIONS_26B, *leads),
        unauthorised_for=OFFENDING_SIDE,
        adjusted_score=foreseen_adjustment("72C", "16C3"),
        notes=notes,
        script=(
            "La déclaration n'est pas comparable : partenaire du fautif, vous devez passer à votre prochain "
            "tour (une fois). Si le fautif devient joueur de la défense, le déclarant pourra vous "
            "interdire une couleur à votre première entame ou attaque.",
        ),
    )

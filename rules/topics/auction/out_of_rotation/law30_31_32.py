"""Les rectifications des Lois 30 (passe), 31 (enchère) et 32 (contre ou surcontre) hors tour."""

from __future__ import annotations

from rules.model import ChooserRole, PartnerMustPass, Ruling
from rules.topics.auction.common import (
    DAMAGE_16C3,
    DAMAGE_72C,
    foreseen_adjustment,
    is_comparable,
)
from rules.topics.auction.out_of_rotation.questions import OFFENDING_SIDE, PARTNER, RHO, TURN_WORDS
from rules.topics.auction.out_of_rotation.wording import (
    NOTE_2017_PASS,
    _artificial_leads,
    _artificial_lines,
    _call_name,
    _cancelled_line,
    _comparable_ruling,
    _extra_laws,
    _not_comparable_ruling,
    _note_29C,
    _partner_free_line,
    _simultaneous_line,
    cite,
)


def pass_at_rho_turn_30A(simultaneous: bool) -> Ruling:
    """Law 30A: the OFFENDER passes at his next turn; his partner is free, but the cancelled pass is
    unauthorised information for him (29B cancels it, 16C2; 23B presupposes it)."""
    return Ruling(
        id="rotation.pass_at_rho_turn_30A",
        title="Passe hors tour au tour de l'adversaire de droite : le fautif passera à son tour",
        laws=cite("29B", "30A", "16C2", "72C", "16C3", "33" if simultaneous else ""),
        now=(
            *(_simultaneous_line("son adversaire de droite") if simultaneous else ()),
            "Le passe hors tour est annulé ; les enchères reviennent à l'adversaire de droite du fautif, "
            "dont c'était le tour (29B).",
            "C'est le fautif lui-même qui doit passer à son prochain tour (30A). Son partenaire n'a aucune "
            "obligation de passer, et il n'y a pas de restriction d'entame.",
            "Le passe annulé est une information non autorisée pour le partenaire du fautif (16C2) : il "
            "sait, par exemple, que le fautif n'avait pas de quoi ouvrir.",
        ),
        end_of_play=(DAMAGE_72C, DAMAGE_16C3),
        notes=(
            NOTE_2017_PASS,
            "Interprétation retenue : 30A ne cite que 72C, mais le passe hors tour est annulé (29B) et la "
            "Loi 16C vise toute déclaration retirée ou annulée ; 23B, qui l'écarte seulement après une "
            "déclaration comparable, montre qu'elle joue pour une déclaration annulée selon 29B.",
        ),
        chooser_role=ChooserRole.NONE,
        partner_must_pass=PartnerMustPass.NONE,
        accepted_by=None,
        unauthorised_for=OFFENDING_SIDE,
        adjusted_score=foreseen_adjustment("72C", "16C3"),
        script=(
            "Votre passe est annulé. Vous devrez passer à votre prochain tour ; votre partenaire déclare "
            "librement, sans tenir compte de ce passe annulé.",
        ),
    )


def pass_at_partner_or_lho_turn_30B1(turn: str, simultaneous: bool, answer: str) -> Ruling:
    """Law 30B1: partner free (16C2); offender free, partner passes once unless comparable."""
    turn_words = TURN_WORDS[turn]
    lines = (
        *(_simultaneous_line(turn_words) if simultaneous else ()),
        _cancelled_line(turn),
        _partner_free_line("30B1a", turn),
        "Le fautif fait ensuite n'importe quelle déclaration régulière à son tour (30B1b).",
    )
    laws = cite("29B", "30B1a", "30B1b", "33" if simultaneous else "")
    if is_comparable(answer):
        return _comparable_ruling(
            "rotation.pass_30B1_comparable",
            "Passe hors tour, remplacé par une déclaration comparable",
            laws,
            lines,
            answer,
            OFFENDING_SIDE,
            (NOTE_2017_PASS,),
        )
    return _not_comparable_ruling(
        "rotation.pass_30B1_not_comparable",
        "Passe hors tour, remplacé par une déclaration non comparable : le partenaire passe une fois",
        laws,
        lines,
        "30B1b",
        (),
        (NOTE_2017_PASS,),
    )


# --- Law 31: bid (or artificial pass) out of rotation ---------------------------------------------


def bid_at_rho_turn_rho_passed_31A1(call: str, simultaneous: bool) -> Ruling:
    """Law 31A1: the RHO passed, the offender repeats his call; no rectification if it is legal."""
    return Ruling(
        id="rotation.bid_31A1_repeated",
        title="Enchère hors tour au tour de l'adversaire de droite, qui passe : le fautif la répète",
        laws=cite("29B", "31A1", *_extra_laws(call, simultaneous)),
        now=(
            *(_simultaneous_line("son adversaire de droite") if simultaneous else ()),
            *_artificial_lines(call),
            _cancelled_line(RHO),
            f"Cet adversaire a passé : le fautif doit répéter {_call_name(call)} hors tour ; si cette "
            "déclaration est régulière, il n'y a pas de rectification (31A1). Pas d'obligation de passer pour le "
            "partenaire, pas de restriction d'entame.",
            "Si la déclaration répétée est irrégulière (enchère insuffisante, par exemple), appliquez la loi "
            "correspondante (27, 35 à 39).",
        ),
        chooser_role=ChooserRole.NONE,
        partner_must_pass=PartnerMustPass.NONE,
        accepted_by=None,
        script=(
            "Votre adversaire de droite a passé : répétez votre déclaration. Pas d'autre rectification.",
        ),
    )


def bid_at_rho_turn_rho_called_31A2(call: str, simultaneous: bool, answer: str) -> Ruling:
    """Law 31A2: the RHO bid, doubled or redoubled; the offender is free, comparable or not."""
    lines = (
        *(_simultaneous_line("son adversaire de droite") if simultaneous else ()),
        *_artificial_lines(call),
        _cancelled_line(RHO),
        "Cet adversaire a enchéri, contré ou surcontré régulièrement (une déclaration irrégulière de sa "
        "part se rectifie d'abord selon sa propre loi) : le fautif fait n'importe quelle déclaration "
        "régulière (31A2).",
    )
    laws = ("29B", "29C", *_extra_laws(call, simultaneous))
    if is_comparable(answer):
        return _comparable_ruling(
            "rotation.bid_31A2a_comparable",
            "Enchère hors tour au tour de l'adversaire de droite, remplacée par une déclaration comparable",
            (*laws, "31A2a"),
            lines,
            answer,
            (),
            _note_29C(call),
        )
    return _not_comparable_ruling(
        "rotation.bid_31A2b_not_comparable",
        "Enchère hors tour au tour de l'adversaire de droite, non comparable : le partenaire passe une fois",
        (*laws, "31A2b"),
        lines,
        "31A2b",
        _artificial_leads(call),
        _note_29C(call),
    )


def bid_at_partner_or_lho_turn_31B(call: str, turn: str, simultaneous: bool, answer: str) -> Ruling:
    """Law 31B: partner free (16C2); the offender free, ruled as in 31A2a/31A2b."""
    turn_words = TURN_WORDS[turn]
    lines = (
        *(_simultaneous_line(turn_words) if simultaneous else ()),
        *_artificial_lines(call),
        _cancelled_line(turn),
        _partner_free_line("31B1", turn),
        "Le fautif fait ensuite n'importe quelle déclaration régulière à son tour (31B2).",
    )
    laws = ("29B", "31B1", "31B2", "29C", *_extra_laws(call, simultaneous))
    if is_comparable(answer):
        return _comparable_ruling(
            "rotation.bid_31B_comparable",
            "Enchère hors tour, remplacée par une déclaration comparable",
            (*laws, "31A2a"),
            lines,
            answer,
            OFFENDING_SIDE,
            _note_29C(call),
        )
    return _not_comparable_ruling(
        "rotation.bid_31B_not_comparable",
        "Enchère hors tour, remplacée par une déclaration non comparable : le partenaire passe une fois",
        (*laws, "31A2b"),
        lines,
        "31B2, 31A2b",
        _artificial_leads(call),
        _note_29C(call),
    )


# --- Law 32: double or redouble out of rotation ---------------------------------------------------

# Review M7: 32 never accepts an inadmissible double; every 32 branch points to Law 36.
INADMISSIBLE_36 = (
    "S'il était inadmissible (par exemple un contre de l'enchère du partenaire), il ne s'accepte jamais "
    "(32) et c'est la Loi 36 qui s'applique, avec le partenaire du fautif obligé de passer jusqu'à la fin "
    "(36B2) : choisissez « inadmissible » à la première question."
)


def double_at_rho_turn_rho_passed_32A1(simultaneous: bool) -> Ruling:
    """Law 32A1: the RHO passed, the offender repeats his double or redouble; no rectification."""
    return Ruling(
        id="rotation.double_32A1_repeated",
        title="Contre hors tour au tour de l'adversaire de droite, qui passe : le fautif le répète",
        laws=cite("32", "32A1", "33" if simultaneous else "", "36", "36B2"),
        now=(
            *(_simultaneous_line("son adversaire de droite") if simultaneous else ()),
            "L'adversaire de gauche ne l'a pas accepté (32) : le contre ou surcontre hors tour est annulé ; "
            "les enchères reviennent à l'adversaire de droite du fautif, dont c'était le tour.",
            "Cet adversaire a passé : le fautif doit répéter son contre ou surcontre, et il n'y a pas de "
            "rectification (32A1). Pas d'obligation de passer pour le partenaire, pas de restriction d'entame.",
            INADMISSIBLE_36,
        ),
        chooser_role=ChooserRole.NONE,
        partner_must_pass=PartnerMustPass.NONE,
        accepted_by=None,
        script=("Votre adversaire de droite a passé : répétez votre contre. Pas d'autre rectification.",),
    )


def double_at_rho_turn_rho_called_32A2(simultaneous: bool, answer: str) -> Ruling:
    """Law 32A2: the RHO bid, doubled or redoubled; the offender is free, comparable or not."""
    lines = (
        *(_simultaneous_line("son adversaire de droite") if simultaneous else ()),
        "L'adversaire de gauche ne l'a pas accepté (32) : le contre ou surcontre hors tour est annulé ; "
        "les enchères reviennent à l'adversaire de droite du fautif, dont c'était le tour.",
        "Cet adversaire a enchéri, contré ou surcontré (une déclaration irrégulière de sa "
        "part se rectifie d'abord selon sa propre loi) : le fautif fait n'importe quelle déclaration "
        "régulière (32A2).",
        INADMISSIBLE_36,
    )
    laws = cite("32", "33" if simultaneous else "", "36", "36B2")
    if is_comparable(answer):
        return _comparable_ruling(
            "rotation.double_32A2a_comparable",
            "Contre hors tour au tour de l'adversaire de droite, remplacé par une déclaration comparable",
            (*laws, "32A2a"),
            lines,
            answer,
            (),
        )
    return _not_comparable_ruling(
        "rotation.double_32A2b_not_comparable",
        "Contre hors tour au tour de l'adversaire de droite, non comparable : le partenaire passe une fois",
        (*laws, "32A2b"),
        lines,
        "32A2b",
        (),
    )


def double_at_partner_turn_32B(simultaneous: bool, answer: str) -> Ruling:
    """Law 32B: partner free (16C2); the offender free, ruled as in 32A2a/32A2b."""
    lines = (
        *(_simultaneous_line("son partenaire") if simultaneous else ()),
        "L'adversaire de gauche ne l'a pas accepté (32) : le contre ou surcontre hors tour est annulé ; "
        "les enchères reviennent au partenaire du fautif, dont c'était le tour.",
        _partner_free_line("32B1", PARTNER),
        "Le fautif fait ensuite n'importe quelle déclaration régulière à son tour (32B2).",
        INADMISSIBLE_36,
    )
    laws = cite("32", "32B1", "32B2", "33" if simultaneous else "", "36", "36B2")
    if is_comparable(answer):
        return _comparable_ruling(
            "rotation.double_32B_comparable",
            "Contre hors tour au tour du partenaire, remplacé par une déclaration comparable",
            (*laws, "32A2a"),
            lines,
            answer,
            OFFENDING_SIDE,
        )
    return _not_comparable_ruling(
        "rotation.double_32B_not_comparable",
        "Contre hors tour au tour du partenaire, non comparable : le partenaire passe une fois",
        (*laws, "32A2b"),
        lines,
        "32B2, 32A2b",
        (),
    )


# --- The walk --------------------------------------------------------------------------------------

# « With X » (33): the call deemed subsequent lands at the turn after X's.

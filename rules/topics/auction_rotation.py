"""Déclaration hors tour — Lois 28 à 34 (avec 17D3, 23, 26 et 29).

The director's order: what was called out of rotation (a pass, an artificial pass, a bid, a
double or redouble; or the two special situations 33 and 34), at whose turn, then whether the
right to rectification was lost before he ruled (28B: the player whose turn it was called; 29A:
the LHO called over it, accepting it), and only then the branch of Law 30, 31 or 32. The 23A
comparable-call question is asked only on the branches whose outcome depends on it (30B1b,
31A2, 31B2, 32A2, 32B2). Simultaneous calls (33) are folded into « whose turn »: the call deemed
subsequent lands at a known turn, and the same branches follow.
"""

from __future__ import annotations

from dataclasses import replace

from rules.model import Choice, ChooserRole, Option, PartnerMustPass, Question, Ruling
from rules.topic import Facts, Topic, questions
from rules.topics.auction_common import (
    DAMAGE_23C,
    DAMAGE_72C,
    LEAD_RESTRICTIONS_26B,
    comparable_call_question,
    comparable_law,
    foreseen_adjustment,
    is_comparable,
)
from rules.topics.auction_inadmissible import QUESTIONS as INADMISSIBLE_QUESTIONS
from rules.topics.auction_inadmissible import (
    inadmissible_double_after_lead_36C,
    inadmissible_double_lho_called_36A,
    inadmissible_double_out_of_turn_36B4,
)
from rules.topics.common import yes_no

PASS = "pass"
ARTIFICIAL_PASS = "artificial_pass"
BID = "bid"
DOUBLE = "double"
INADMISSIBLE_DOUBLE = "inadmissible_double"
THREE_PASSES = "three_passes"

# The effective turn once a simultaneous call (33) is placed after the correct player's call.
RHO = "rho"
PARTNER = "partner"
LHO_FIRST = "lho_first"

OFFENDING_SIDE = ("camp fautif",)
TURN_WORDS = {
    RHO: "son adversaire de droite",
    PARTNER: "son partenaire",
    LHO_FIRST: "son adversaire de gauche",
}

QUESTIONS = questions(
    Question(
        "call",
        "Qu'est-ce qui a été déclaré hors tour ?",
        (
            Option(PASS, "Un passe (naturel)"),
            Option(ARTIFICIAL_PASS, "Un passe artificiel, ou passe d'une convention du partenaire"),
            Option(BID, "Une enchère"),
            Option(DOUBLE, "Un contre ou un surcontre"),
            Option(INADMISSIBLE_DOUBLE, "Un contre ou surcontre inadmissible (ex. sur le partenaire)"),
            Option(THREE_PASSES, "Enchères closes par 3 passes, dont un hors tour (Loi 34)"),
        ),
        "Un passe artificiel (par exemple un passe fort) se règle comme une enchère (30C). Un contre ou "
        "surcontre que la Loi 19 n'autorise pas est inadmissible (36).",
    ),
    Question(
        "turn",
        "À qui était-ce le tour quand le fautif a déclaré ?",
        (
            Option(RHO, "À son adversaire de droite"),
            Option("rho_must_pass", "À son adversaire de droite, qui était obligé de passer"),
            Option(PARTNER, "À son partenaire"),
            Option(LHO_FIRST, "À son adversaire de gauche ; le fautif n'avait pas déclaré"),
            Option("lho_later", "À son adversaire de gauche ; le fautif avait déjà déclaré"),
            Option("with_rho", "Simultanée avec son adversaire de droite (c'était son tour)"),
            Option("with_partner", "Simultanée avec son partenaire (c'était son tour)"),
            Option("with_lho", "Simultanée avec son adversaire de gauche (c'était son tour)"),
        ),
        "Le fautif est le joueur qui a déclaré hors tour. Au tour de l'adversaire de gauche sans avoir "
        "déclaré : il a parlé avant le donneur. Deux déclarations simultanées : celle du joueur dont ce "
        "n'était pas le tour est réputée faite après l'autre (33).",
    ),
    Question(
        "rho_pass_outcome",
        "Après ce passe hors tour, que s'est-il passé ?",
        (
            Option("lho_accepts", "L'adversaire de gauche l'accepte (il déclare par-dessus)"),
            Option("rho_called_first", "L'adversaire de droite a déclaré avant votre décision"),
            Option("cancelled", "L'adversaire de gauche ne l'accepte pas : passe annulé"),
        ),
        "L'adversaire de gauche du fautif peut accepter en déclarant (29A) ; si le joueur dont c'était le "
        "tour (l'adversaire de droite) a déjà déclaré, le droit à rectification est perdu (28B).",
    ),
    Question(
        "rho_action",
        "Après la déclaration hors tour, que s'est-il passé ?",
        (
            Option("lho_accepts", "L'adversaire de gauche l'accepte (il déclare par-dessus)"),
            Option("rho_called_first", "L'adversaire de droite a déclaré avant votre décision"),
            Option("rho_passes", "Annulée ; l'adversaire de droite passe à son tour"),
            Option("rho_calls", "Annulée ; l'adversaire de droite enchérit, contre, surcontre"),
        ),
        "Avant votre décision : si l'adversaire de gauche déclare, il accepte (29A) ; si l'adversaire de "
        "droite, dont c'était le tour, déclare, le droit à rectification est perdu (28B). Sinon la "
        "déclaration est annulée et tout dépend de ce que fait l'adversaire de droite à son tour (31A, 32A).",
    ),
    yes_no(
        "lho_accepts",
        "L'adversaire de gauche du fautif accepte-t-il la déclaration (il déclare par-dessus) ?",
        "Il peut l'accepter, ou l'a déjà acceptée s'il a déclaré par-dessus avant votre décision (29A). "
        "Sinon elle est annulée et les enchères reviennent au joueur dont c'était le tour (29B).",
    ),
    # Law 36 is asked exactly as the `declaration_inadmissible` topic asks it.
    INADMISSIBLE_QUESTIONS["lho_called"],
    INADMISSIBLE_QUESTIONS["discovered"],
    comparable_call_question(),
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
        laws=cite("30C" if call == ARTIFICIAL_PASS else "", law, "25", "25B2", "26B", "16C2"),
        now=(
            "Le fautif avait déjà déclaré : sa nouvelle déclaration, au tour de son adversaire de gauche, "
            f"est traitée comme un changement de déclaration ({law}). C'est la Loi 25 qui s'applique : "
            "voyez le thème « changement_declaration ».",
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
        accepted_by="lho",
        lead_restrictions=LEAD_RESTRICTIONS_26B,
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
        "(voir aussi le thème « declaration_inadmissible »).",
    )
    if first_call:
        lead = (
            "Un contre ou surcontre fait comme première déclaration des enchères ne contre rien : il est "
            "inadmissible (35A).",
            *lead,
        )
    return replace(ruling, laws=cite("32", *ruling.laws), now=(*lead, *ruling.now))


# --- Before rectification: acceptance (29A) and forfeiture (28B) --------------------------------


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
        laws=cite("28B", "16C2", *_extra_laws(call, simultaneous)),
        now=(
            *(_simultaneous_line("son adversaire de droite") if simultaneous else ()),
            "L'adversaire de droite du fautif, dont c'était le tour, a déclaré avant votre décision : sa "
            "déclaration compte comme faite à son tour et son camp perd le droit à une rectification (28B).",
            f"Les enchères continuent comme si le fautif n'avait pas déclaré à ce moment-là : "
            f"{_call_name(call)} hors tour est sans effet, et le fautif déclare librement à son tour.",
            "Pas de restriction d'entame (la Loi 26 ne s'applique pas), mais la déclaration annulée est une "
            "information non autorisée pour le camp fautif (16C2).",
        ),
        chooser_role=ChooserRole.NONE,
        partner_must_pass=PartnerMustPass.NONE,
        unauthorised_for=OFFENDING_SIDE,
        script=(
            "L'adversaire de droite a déclaré à son tour : pas de rectification. Le fautif déclarera à son "
            "tour ; son partenaire ne doit pas tenir compte de la déclaration annulée.",
        ),
    )


# --- Law 30: pass out of rotation -----------------------------------------------------------------


def pass_at_rho_turn_30A(simultaneous: bool) -> Ruling:
    """Law 30A: the OFFENDER passes at his next turn; his partner is free."""
    return Ruling(
        id="rotation.pass_at_rho_turn_30A",
        title="Passe hors tour au tour de l'adversaire de droite : le fautif passera à son tour",
        laws=cite("29B", "30A", "72C", "33" if simultaneous else ""),
        now=(
            *(_simultaneous_line("son adversaire de droite") if simultaneous else ()),
            "Le passe hors tour est annulé ; les enchères reviennent à l'adversaire de droite du fautif, "
            "dont c'était le tour (29B).",
            "C'est le fautif lui-même qui doit passer à son prochain tour (30A). Son partenaire n'a aucune "
            "obligation de passer, et il n'y a pas de restriction d'entame.",
            DAMAGE_72C,
        ),
        notes=(NOTE_2017_PASS,),
        chooser_role=ChooserRole.NONE,
        partner_must_pass=PartnerMustPass.NONE,
        accepted_by="lho",
        adjusted_score=foreseen_adjustment("72C"),
        script=(
            "Votre passe est annulé. Vous devrez passer à votre prochain tour ; votre partenaire déclare "
            "librement.",
        ),
    )


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
        laws=cite(*laws, comparable_law(answer), "23B", "23C"),
        now=(
            *lines,
            "Vous avez jugé la déclaration du fautif comparable à celle qui est annulée "
            f"({comparable_law(answer)}) : pas d'autre rectification, pas de restriction d'entame (26B ne "
            "s'applique pas). La Loi 16C2 ne joue plus pour la suite (23B).",
            DAMAGE_23C,
        ),
        chooser_role=ChooserRole.NONE,
        partner_must_pass=PartnerMustPass.NONE,
        accepted_by="lho",
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
        laws=cite(*laws, "16C2", "26B", "72C"),
        now=(
            *lines,
            "La déclaration du fautif n'est pas comparable à celle qui est annulée : son partenaire doit "
            f"passer la prochaine fois que c'est son tour, une seule fois ({law}).",
            "La déclaration annulée est une information non autorisée pour le camp fautif (16C2).",
            DAMAGE_72C,
        ),
        chooser_role=ChooserRole.NONE,
        partner_must_pass=PartnerMustPass.ONCE,
        accepted_by="lho",
        lead_restrictions=(*LEAD_RESTRICTIONS_26B, *leads),
        unauthorised_for=OFFENDING_SIDE,
        adjusted_score=foreseen_adjustment("72C"),
        notes=notes,
        script=(
            "La déclaration n'est pas comparable : partenaire du fautif, vous devez passer à votre prochain "
            "tour (une fois). Si le fautif devient joueur de la défense, le déclarant pourra vous "
            "interdire une couleur à votre première entame ou attaque.",
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
        accepted_by="lho",
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


def double_at_rho_turn_rho_passed_32A1(simultaneous: bool) -> Ruling:
    """Law 32A1: the RHO passed, the offender repeats his double or redouble; no rectification."""
    return Ruling(
        id="rotation.double_32A1_repeated",
        title="Contre hors tour au tour de l'adversaire de droite, qui passe : le fautif le répète",
        laws=cite("32", "32A1", "33" if simultaneous else ""),
        now=(
            *(_simultaneous_line("son adversaire de droite") if simultaneous else ()),
            "L'adversaire de gauche ne l'a pas accepté (32) : le contre ou surcontre hors tour est annulé ; "
            "les enchères reviennent à l'adversaire de droite du fautif, dont c'était le tour.",
            "Cet adversaire a passé : le fautif doit répéter son contre ou surcontre, et il n'y a pas de "
            "rectification (32A1). Pas d'obligation de passer pour le partenaire, pas de restriction d'entame.",
            "S'il était inadmissible (par exemple un contre de l'enchère du partenaire), c'est la Loi 36 "
            "qui s'applique : choisissez « inadmissible » à la première question.",
        ),
        chooser_role=ChooserRole.NONE,
        partner_must_pass=PartnerMustPass.NONE,
        accepted_by="lho",
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
    )
    laws = cite("32", "33" if simultaneous else "")
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
    )
    laws = cite("32", "32B1", "32B2", "33" if simultaneous else "")
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
EFFECTIVE_TURN = {
    RHO: RHO,
    PARTNER: PARTNER,
    LHO_FIRST: LHO_FIRST,
    "with_partner": RHO,
    "with_lho": PARTNER,
}


def call_out_of_rotation(facts: Facts) -> Ruling:
    call = facts.ask("call")
    if call == THREE_PASSES:
        return three_passes_34()
    if call == INADMISSIBLE_DOUBLE:
        return inadmissible_double_36(facts, first_call=False)
    turn = facts.ask("turn")
    if turn == "rho_must_pass":
        return rho_required_to_pass_28A(call)
    if turn == "with_rho":
        return simultaneous_in_rotation_33()
    if turn == "lho_later":
        return change_of_call_25(call)
    simultaneous = turn.startswith("with_")
    turn = EFFECTIVE_TURN[turn]
    if call == DOUBLE and turn == LHO_FIRST:
        # The offender's LHO is the dealer: a double as the auction's first call doubles nothing.
        return inadmissible_double_36(facts, first_call=True)
    if turn == RHO:
        return _at_rho_turn(facts, call, simultaneous)
    if facts.is_("lho_accepts", "yes"):
        return accepted_29A(call, turn, simultaneous)
    answer = facts.ask("comparable")
    if call == PASS:
        return pass_at_partner_or_lho_turn_30B1(turn, simultaneous, answer)
    if call == DOUBLE:
        return double_at_partner_turn_32B(simultaneous, answer)
    return bid_at_partner_or_lho_turn_31B(call, turn, simultaneous, answer)


def _at_rho_turn(facts: Facts, call: str, simultaneous: bool) -> Ruling:
    if call == PASS:
        # 30A does not depend on what the RHO does next: only acceptance or forfeiture matter.
        outcome = facts.ask("rho_pass_outcome")
        if outcome == "lho_accepts":
            return accepted_29A(call, RHO, simultaneous)
        if outcome == "rho_called_first":
            return forfeited_28B(call, simultaneous)
        return pass_at_rho_turn_30A(simultaneous)
    action = facts.ask("rho_action")
    if action == "lho_accepts":
        return accepted_29A(call, RHO, simultaneous)
    if action == "rho_called_first":
        return forfeited_28B(call, simultaneous)
    if action == "rho_passes":
        if call == DOUBLE:
            return double_at_rho_turn_rho_passed_32A1(simultaneous)
        return bid_at_rho_turn_rho_passed_31A1(call, simultaneous)
    answer = facts.ask("comparable")
    if call == DOUBLE:
        return double_at_rho_turn_rho_called_32A2(simultaneous, answer)
    return bid_at_rho_turn_rho_called_31A2(call, simultaneous, answer)


TOPIC = Topic(
    id="declaration_hors_tour",
    title="Déclaration hors tour",
    summary="Passe, enchère, contre ou surcontre hors tour ; déclarations simultanées ; trois passes "
    "dont un hors tour (Lois 28 à 34).",
    laws=("17", "28", "29", "30", "31", "32", "33", "34"),
    questions=QUESTIONS,
    procedure=call_out_of_rotation,
)
ORDER = 62

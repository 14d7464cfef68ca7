"""Enchère insuffisante — Loi 27 (avec 23, 26, 16C et 72C), texte 2017.

The director's order: was it made in rotation (out of rotation it is Law 31, 27A2)? Does the
LHO accept it (27A1; calling over it accepts it)? If not, what replaces it: the lowest
sufficient bid in the same denomination(s) (27B1a — since 2017 an artificial bid qualifies when
it specifies the same denominations), a comparable call (27B1b, Law 23A), any other sufficient
bid or a pass (27B2), an attempted double or redouble (27B3) or another insufficient bid (27B4).
A replacement made before the director ruled (27C) stands if legal and is ruled the same way:
the LHO's question records it, so it costs no extra question.
"""

from __future__ import annotations

from rules.model import Choice, ChooserRole, Option, PartnerMustPass, Question, Ruling
from rules.topic import Facts, HandOver, Topic, questions
from rules.topics.auction.common import (
    NO_LEAD_RESTRICTIONS_26A,
    NOT_MADE,
    NOT_MADE_LABEL,
    OFFENDING_SIDE,
    any_criterion,
    by_comparable,
    call_not_made,
    comparable_call_question,
    comparable_law,
    foreseen_adjustment,
    foresees_16C3,
    is_comparable,
    lead_restrictions_if,
    partner_silenced_ruling,
)
from rules.topics.auction.out_of_rotation.questions import LHO_FIRST, PARTNER, RHO
from rules.topics.auction.pending import PENDING, branch_ruling, lho_chooses_first
from rules.topics.common import YES_NO, yes_no

# Answers of `lho_accepts`.
ACCEPTS = "accepts"
REFUSES = "refuses"
REFUSES_REPLACED = "refuses_already_replaced"
NOT_CHOSEN = "not_chosen"  # the director came before the LHO chose (tester6 T26)

# Answers of `replacement`.
LOWEST_SAME = "lowest_same_denomination"
OTHER_BID = "other_sufficient_bid"
PASS = "pass"
DOUBLE = "double_or_redouble"
INSUFFICIENT = "another_insufficient_bid"

QUESTIONS = questions(
    Question(
        "in_rotation",
        "Le fautif a-t-il fait son enchère insuffisante à son tour de parole ?",
        (*YES_NO, Option(NOT_MADE, NOT_MADE_LABEL)),
        "Au tour de l'adversaire de droite obligé de passer, elle compte comme faite à son tour (28A). "
        "Hors tour, c'est la Loi 31 qui s'applique, pas la Loi 27 (27A2). Un carton qui n'a pas été sorti "
        "de la boîte avec une intention apparente n'est pas une enchère.",
    ),
    Question(
        "lho_accepts",
        "L'adversaire de gauche du fautif accepte-t-il l'enchère insuffisante ?",
        (
            Option(ACCEPTS, "Oui (ou il a déjà déclaré par-dessus)"),
            Option(REFUSES, "Non"),
            Option(REFUSES_REPLACED, "Non, et le fautif l'avait déjà remplacée"),
            Option(NOT_CHOSEN, "Il n'a pas encore choisi : lui donner l'option (27A1)"),
        ),
        "Expliquez d'abord à l'adversaire de gauche qu'il peut l'accepter ; déclarer par-dessus vaut "
        "acceptation (27A1). Si le fautif l'a remplacée avant votre décision, le remplacement reste "
        "s'il est régulier, sauf acceptation de l'enchère insuffisante (27C).",
    ),
    Question(
        "replacement",
        "Par quelle déclaration le fautif remplace-t-il son enchère insuffisante ?",
        (
            Option(LOWEST_SAME, "La plus basse enchère suffisante, même(s) dénomination(s)"),
            Option(OTHER_BID, "Une autre enchère suffisante"),
            Option(PASS, "Passe"),
            Option(DOUBLE, "Un contre ou un surcontre"),
            Option(INSUFFICIENT, "Une autre enchère insuffisante"),
            Option(PENDING, "Il n'a pas encore choisi : lui expliquer ses choix"),
        ),
        "Expliquez-lui ses choix à l'écart de la table s'il doit parler du sens des enchères : son "
        "partenaire ne doit rien entendre. Comparez ce que les enchères désignent, pas leur nom : un "
        "transfert 2♦ montre les cœurs ; un Stayman 2♣ ne désigne pas les trèfles (27B1a). La plus basse "
        "enchère suffisante dans la même dénomination : aucune rectification. Une déclaration comparable "
        "(23A) : aucune rectification. Autre enchère ou passe : son partenaire passera jusqu'à la fin des "
        "enchères et le déclarant pourra interdire une entame (27B2, 26B).",
    ),
    comparable_call_question("comparable"),
    yes_no(
        "lho_accepts_second",
        "L'adversaire de gauche accepte-t-il la nouvelle enchère insuffisante ?",
        "Il peut l'accepter comme la première (27A1, 27B4) ; déclarer par-dessus vaut acceptation.",
    ),
)

DAMAGE_27D = (
    "En fin de jeu, si sans l'aide tirée de l'infraction le résultat aurait bien pu être différent et que "
    "le camp non fautif en a été lésé, vous ajusterez la marque en cherchant le résultat le plus probable "
    "si l'enchère insuffisante n'avait pas eu lieu (27D, 12C1b)."
)

PREMATURE_27C = (
    "Le fautif l'avait remplacée avant votre décision et l'adversaire de gauche n'accepte pas "
    "l'enchère insuffisante : un remplacement régulier reste (un contre ou surcontre non comparable "
    "est toutefois annulé, 27B3), et vous lui appliquez la règle qui suit (27C)."
)

PROCEDURE_NOTE = (
    "Pratique FFB : proposez d'abord l'acceptation à l'adversaire de gauche, puis expliquez ses choix "
    "au fautif, à l'écart de la table s'il doit demander le sens des enchères, pour que son partenaire "
    "n'entende rien."
)


# One reading for 27B3 and for 27B4, which sends to it: said once when both are explained (F13).
STRICT_27B3 = (
    "Interprétation retenue : texte strict, le partenaire passe jusqu'à la fin des enchères quel que soit "
    "le nouveau remplacement, même la plus basse enchère suffisante dans la même dénomination (27B3 ne "
    "réserve que 27B1b, et 27B4 renvoie à 27B3 sans exception)."
)


def _premature(
    laws: tuple[str, ...], now: tuple[str, ...], premature: bool
) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """27C: the same rectification, with the law and one line more."""
    if not premature:
        return laws, now
    # PREMATURE_27C names 27B3 (a non-comparable double or redouble cancelled): cited with it.
    return ("27C", *laws, *(() if "27B3" in laws else ("27B3",))), (PREMATURE_27C, *now)


def out_of_rotation_27A2() -> Ruling:
    return Ruling(
        id="insufficient.out_of_rotation_27A2",
        title="Enchère insuffisante hors tour : Loi 31",
        laws=("27A2", "29A", "31"),
        now=(
            "Une enchère insuffisante faite hors tour relève de la Loi 31 (enchère hors tour), pas de la "
            "Loi 27 (27A2).",
            "Ouvrez le thème « Déclaration hors tour » : répondez « une enchère » "
            "et dites à qui c'était le tour. L'adversaire de gauche peut l'accepter en déclarant "
            "par-dessus (29A).",
            "Si, en application de la Loi 31, le fautif refait une enchère insuffisante à son tour, revenez "
            "ici pour cette nouvelle enchère.",
        ),
        chooser_role=ChooserRole.NONE,
        accepted_by=None,
        notes=(
            "L'obligation de passer du partenaire et les restrictions d'entame sont celles de la Loi 31 : "
            "le thème « Déclaration hors tour » les donne.",
        ),
        script=("Cette enchère a été faite hors tour : j'applique la règle des déclarations hors tour.",),
    )


def accepted_27A1() -> Ruling:
    return Ruling(
        id="insufficient.accepted_27A1",
        title="Enchère insuffisante acceptée par l'adversaire de gauche",
        laws=("27A1",),
        now=(
            "L'adversaire de gauche du fautif a accepté l'enchère insuffisante : elle est traitée comme "
            "régulière et les enchères continuent, sans rectification (27A1).",
            "Les enchères suivantes doivent être suffisantes par rapport à elle.",
        ),
        chooser_role=ChooserRole.NONE,
        partner_must_pass=PartnerMustPass.NONE,
        accepted_by="lho",
        notes=(
            "Si le fautif l'avait déjà remplacée avant votre décision, ce remplacement est retiré : son "
            "information est interdite au camp fautif (27C, 16C2).",
        ),
        script=("L'enchère insuffisante est acceptée : elle reste, les enchères continuent normalement.",),
    )


def lowest_same_denomination_27B1a(premature: bool) -> Ruling:
    laws, now = _premature(
        ("27B1a", "27D"),
        (
            "Remplacement par la plus basse enchère suffisante qui désigne la même ou les mêmes "
            "dénominations que l'enchère retirée : les enchères continuent sans autre rectification "
            "(27B1a).",
            "Son partenaire déclare librement ; aucune restriction d'entame (26B ne s'applique pas) et "
            "l'information de l'enchère retirée n'est pas interdite (16C ne s'applique pas).",
        ),
        premature,
    )
    return Ruling(
        id="insufficient.lowest_same_denomination_27B1a",
        title="Enchère insuffisante corrigée au plus bas dans la même dénomination : pas de rectification",
        laws=laws,
        now=now,
        end_of_play=(DAMAGE_27D,),
        chooser_role=ChooserRole.NONE,
        partner_must_pass=PartnerMustPass.NONE,
        accepted_by=None,
        adjusted_score=foreseen_adjustment("27D", "12C1b"),
        notes=(
            "Depuis 2017, les deux enchères n'ont plus à être naturelles : une enchère artificielle qui "
            "désigne les mêmes dénominations convient ; ce qui compte est ce qu'elle désigne, pas son nom.",
            PROCEDURE_NOTE,
        ),
        script=("Votre correction est acceptée sans autre conséquence : les enchères continuent.",),
    )


def comparable_27B1b(finding: str, premature: bool) -> Ruling:
    laws, now = _premature(
        ("27B1b", comparable_law(finding), "26A", "27D", "23C"),
        (
            "La déclaration de remplacement est comparable à l'enchère retirée, selon votre jugement "
            f"({comparable_law(finding)}) : les enchères continuent sans autre rectification (27B1b).",
            "Son partenaire déclare librement ; l'information de l'enchère retirée n'est pas interdite "
            "(16C ne s'applique pas).",
            NO_LEAD_RESTRICTIONS_26A,
        ),
        premature,
    )
    return Ruling(
        id="insufficient.comparable_27B1b",
        title="Enchère insuffisante remplacée par une déclaration comparable : pas de rectification",
        laws=laws,
        now=now,
        end_of_play=(DAMAGE_27D,),
        chooser_role=ChooserRole.NONE,
        partner_must_pass=PartnerMustPass.NONE,
        accepted_by=None,
        adjusted_score=foreseen_adjustment("27D", "23C", "12C1b"),
        notes=(PROCEDURE_NOTE,),
        script=(
            "Votre déclaration de remplacement est acceptée sans autre conséquence : les enchères continuent.",
        ),
    )


def partner_passes_27B2(premature: bool) -> Ruling:
    laws, now = _premature(
        ("27B2", "26B", "16C2", "72C"),
        (
            "La déclaration de remplacement n'est ni la plus basse enchère suffisante dans la même "
            "dénomination ni une déclaration comparable : elle reste, et le partenaire du fautif doit "
            "passer chaque fois que c'est son tour, jusqu'à la fin des enchères (27B2).",
            "L'information de l'enchère retirée est interdite au camp fautif (16C2).",
        ),
        premature,
    )
    return partner_silenced_ruling(
        id="insufficient.partner_passes_27B2",
        title="Enchère insuffisante remplacée sans être comparable : le partenaire passe jusqu'à la fin",
        laws=laws,
        now=now,
        accepted_by=None,
        notes=(PROCEDURE_NOTE,),
        script=(
            "Votre déclaration reste. Partenaire du fautif, vous devez passer à chacun de vos tours "
            "jusqu'à la fin des enchères.",
            "Si le fautif devient joueur de la défense, le déclarant pourra interdire une couleur à "
            "l'entame.",
        ),
    )


def double_cancelled_27B3(premature: bool) -> Ruling:
    laws, now = _premature(
        ("27B3", "26B", "16C2", "72C"),
        (
            "Le contre (ou surcontre) tenté à la place de l'enchère insuffisante n'est pas comparable : "
            "il est annulé (27B3).",
            "Le fautif remplace son enchère insuffisante par une enchère suffisante ou par un passe ; quel "
            "que soit ce remplacement, même la plus basse enchère suffisante dans la même dénomination, "
            "son partenaire devra ensuite passer chaque fois que c'est son tour, jusqu'à la fin des "
            "enchères (27B3).",
            "L'information de l'enchère et du contre retirés est interdite au camp fautif (16C2).",
        ),
        premature,
    )
    return partner_silenced_ruling(
        id="insufficient.double_cancelled_27B3",
        title="Contre ou surcontre tenté à la place d'une enchère insuffisante : annulé",
        laws=laws,
        now=now,
        accepted_by=None,
        notes=(
            "Un contre ou un surcontre que vous jugez comparable (23A) relève de 27B1b, pas de 27B3.",
            STRICT_27B3,
            PROCEDURE_NOTE,
        ),
        script=(
            "Votre contre est annulé : remplacez l'enchère insuffisante par une enchère suffisante ou par "
            "un passe.",
            "Partenaire du fautif, vous devez ensuite passer à chacun de vos tours jusqu'à la fin des "
            "enchères.",
        ),
    )


def second_insufficient_accepted_27B4(premature: bool) -> Ruling:
    laws, now = _premature(
        ("27B4", "27A1", "16C2", "26B"),
        (
            "L'adversaire de gauche accepte la seconde enchère insuffisante : elle est traitée comme "
            "régulière et les enchères continuent (27B4, 27A1).",
            "La première enchère insuffisante est retirée : son information est interdite au camp fautif "
            "(16C2).",
        ),
        premature,
    )
    return Ruling(
        id="insufficient.second_accepted_27B4",
        title="Seconde enchère insuffisante acceptée par l'adversaire de gauche",
        laws=laws,
        now=now,
        end_of_play=(
            "Si le camp fautif a utilisé cette information et que le camp non fautif en a été lésé, vous "
            "ajusterez la marque (16C3).",
        ),
        chooser_role=ChooserRole.NONE,
        partner_must_pass=PartnerMustPass.NONE,
        accepted_by="lho",
        lead_restrictions=lead_restrictions_if(
            "Si la seconde enchère n'est pas comparable à la première (23A)"
        ),
        unauthorised_for=OFFENDING_SIDE,
        adjusted_score=foreseen_adjustment("16C3"),
        notes=(
            "Interprétation retenue : 27B4 ne dit rien du cas accepté ; la première enchère est une "
            "déclaration retirée, donc 16C2 s'applique, et 26B si elle n'est pas remplacée par une "
            "déclaration comparable.",
        ),
        script=("La seconde enchère est acceptée : elle reste, les enchères continuent.",),
    )


def second_insufficient_refused_27B4(premature: bool) -> Ruling:
    laws, now = _premature(
        ("27B4", "27B3", "26B", "16C2", "72C"),
        (
            "L'adversaire de gauche n'accepte pas la seconde enchère insuffisante : vous statuez comme "
            "pour un contre tenté (27B4, 27B3). Elle est annulée.",
            "Le fautif remplace son enchère insuffisante par une enchère suffisante ou par un passe ; quel "
            "que soit ce remplacement, même la plus basse enchère suffisante dans la même dénomination, "
            "son partenaire devra ensuite passer chaque fois que c'est son tour, jusqu'à la fin des "
            "enchères.",
            "L'information des enchères retirées est interdite au camp fautif (16C2).",
        ),
        premature,
    )
    return partner_silenced_ruling(
        id="insufficient.second_refused_27B4",
        title="Seconde enchère insuffisante refusée : le partenaire passe jusqu'à la fin",
        laws=laws,
        now=now,
        accepted_by=None,
        notes=(
            STRICT_27B3,
            PROCEDURE_NOTE,
        ),
        script=(
            "Votre nouvelle enchère est insuffisante elle aussi : remplacez-la par une enchère suffisante ou "
            "par un passe.",
            "Partenaire du fautif, vous devez ensuite passer à chacun de vos tours jusqu'à la fin des "
            "enchères.",
        ),
    )


def options_27B(premature: bool) -> Ruling:
    """27B before the offender chooses: what each replacement would bring, as the director explains it."""
    return branch_ruling(
        "insufficient.options_27B",
        "Enchère insuffisante non acceptée : les choix du fautif, à lui expliquer avant qu'il remplace",
        "Le fautif doit la remplacer par une déclaration régulière. Expliquez-lui ses choix avant qu'il "
        "déclare, à l'écart de la table s'il doit parler du sens des enchères (10C1) ; revenez ici quand il "
        "aura choisi.",
        [
            (
                "S'il choisit la plus basse enchère suffisante de même(s) dénomination(s) (27B1a) :",
                lowest_same_denomination_27B1a(premature),
            ),
            (
                "S'il choisit une autre déclaration que vous jugez comparable (27B1b) :",
                any_criterion(comparable_27B1b("same_meaning", premature)),
            ),
            (
                "S'il choisit une autre enchère suffisante ou un passe, non comparable (27B2) :",
                partner_passes_27B2(premature),
            ),
            (
                "S'il tente un contre ou un surcontre non comparable (27B3) :",
                double_cancelled_27B3(premature),
            ),
            (
                "S'il fait une autre enchère insuffisante que l'adversaire de gauche n'accepte pas (27B4) :",
                second_insufficient_refused_27B4(premature),
            ),
        ],
    )


def lho_may_accept_27A1() -> Ruling:
    """27A1 before the offender's LHO has chosen (tester6 T26): his option first, then 27B's choices."""
    return lho_chooses_first(
        "insufficient.27A1.a_choisir",
        "Enchère insuffisante : l'adversaire de gauche choisit d'abord (27A1)",
        "L'adversaire de gauche du fautif choisit d'abord : il peut accepter l'enchère insuffisante, "
        "déclarer par-dessus vaut acceptation (27A1) ; sinon le fautif la remplace par une déclaration "
        "régulière (27B). Expliquez-lui l'option avant qu'il déclare (10C1).",
        accepted_27A1(),
        options_27B(premature=False),
        (
            Choice("Accepter l'enchère insuffisante (ou déclarer par-dessus)", ("27A1",)),
            Choice("Ne pas l'accepter : le fautif la remplace, ses choix sont dits ci-dessus", ("27B",)),
        ),
        "Adversaire de gauche du fautif, vous pouvez accepter cette enchère insuffisante, ou déclarer "
        "par-dessus, ce qui vaut acceptation ; sinon le fautif doit la remplacer.",
    )


def insufficient_bid(facts: Facts) -> Ruling:
    in_rotation = facts.ask("in_rotation")
    if in_rotation == NOT_MADE:
        return call_not_made()
    if in_rotation == "no":
        return out_of_rotation_27A2()
    acceptance = facts.ask("lho_accepts")
    if acceptance == ACCEPTS:
        return accepted_27A1()
    if acceptance == NOT_CHOSEN:
        return lho_may_accept_27A1()
    premature = acceptance == REFUSES_REPLACED
    replacement = facts.ask("replacement")
    if replacement == PENDING:
        return options_27B(premature)
    if replacement == LOWEST_SAME:
        return lowest_same_denomination_27B1a(premature)
    if replacement == INSUFFICIENT:
        if facts.is_("lho_accepts_second", "yes"):
            return second_insufficient_accepted_27B4(premature)
        return second_insufficient_refused_27B4(premature)

    def rectification(finding: str) -> Ruling:
        if is_comparable(finding):
            return comparable_27B1b(finding, premature)
        if replacement == DOUBLE:
            return double_cancelled_27B3(premature)
        return partner_passes_27B2(premature)

    pending_id = (
        "insufficient.27B1b_ou_27B3.a_juger"
        if replacement == DOUBLE
        else "insufficient.27B1b_ou_27B2.a_juger"
    )
    return by_comparable(facts.ask("comparable"), rectification, pending_id)


# Issue 38 D15: after a replacement that silences the offender's partner throughout (27B2, 27B3), a call
# made at that partner's turn by his left-hand opponent is in rotation (28A). Asked, the answer offered:
# the second call may be another player's.
# And a call by that partner himself violates his obligation (37), as after a call out of rotation.
# Review 3 (37A): the left-hand opponent called before the ruling, so the call stands; 37A keeps an obligation
# to pass « for the remainder of the auction », which 27B2 and 27B3 are; its « no 26B » is the inadmissible
# call's, not the restriction the first irregularity created.
THROUGHOUT_37A = (
    "L'obligation de passer de l'incident #{first} vaut jusqu'à la fin des enchères (27B2, 27B3) : le joueur "
    "doit toujours passer à chacun de ses tours (37A). La restriction d'entame 26B née de l'incident #{first} "
    "peut toujours s'appliquer : 37A n'écarte que celle qui viendrait de la déclaration inadmissible."
)
PARTNER_MUST_PASS = tuple(
    HandOver(
        "Enchère insuffisante remplacée, le partenaire doit passer (27B2, 27B3), puis une déclaration à son tour",
        {"replacement": replacement, "comparable": "not_comparable"},
        target,
        target_answers,
        second=True,
        ask=True,
    )
    for replacement in (OTHER_BID, PASS, DOUBLE)
    for target, target_answers in (
        ("declaration_hors_tour", {"turn": "rho_must_pass"}),
        ("declaration_inadmissible", {"kind": "must_pass"}),
    )
) + tuple(
    HandOver(
        "Enchère insuffisante remplacée, le partenaire doit passer (27B2, 27B3), puis une déclaration à son tour "
        "que l'adversaire de gauche a suivie (37A)",
        {"replacement": replacement, "comparable": "not_comparable"},
        "declaration_inadmissible",
        {},
        second=True,
        ask=True,
        note=THROUGHOUT_37A,
        only_if=("lho_called", ("yes",)),
    )
    for replacement in (OTHER_BID, PASS, DOUBLE)
)

# Issue 38 §1 (16C, 23, 27D): the insufficient bid withdrawn, then a question of information from it. Corrected
# without further rectification (the lowest bid in the same denomination, 27B1a, or a comparable call, 27B1b),
# 16C does not apply and 27D governs (an adjusted score if the help from the infraction could well have
# changed the outcome); otherwise (27B2, 27B3) the withdrawn bid is unauthorised for the offender's side (16C2).
WITHOUT_RECTIFICATION = (
    {"replacement": LOWEST_SAME},
    *(
        {"replacement": r, "comparable": c}
        for r in (OTHER_BID, DOUBLE)
        for c in ("same_meaning", "subset", "same_purpose")
    ),
)
WITHDRAWN_BID = (
    *(
        HandOver(
            "Enchère insuffisante corrigée sans autre rectification (27B1), puis l'information de l'enchère retirée",
            answers,
            "information_non_autorisee",
            {"comparable_call": "insufficient_27B1"},  # its ruling cites 27B1 and 27D (tester9 T8)
            second=True,
            ask=True,  # the information may come from another withdrawn call: offered (D4)
            note="L'enchère retirée est celle de l'incident #{first}, corrigée sans autre rectification (27B1) : "
            "16C ne s'applique pas ; marque ajustée si, sans l'aide tirée de l'infraction, le résultat aurait bien "
            "pu être différent (27D).",
        )
        for answers in WITHOUT_RECTIFICATION
    ),
    *(
        HandOver(
            "Enchère insuffisante remplacée, le partenaire doit passer (27B2, 27B3), puis l'information de "
            "l'enchère retirée",
            {"replacement": replacement, "comparable": "not_comparable"},
            "information_non_autorisee",
            {"comparable_call": "no"},
            second=True,
            ask=True,
        )
        for replacement in (OTHER_BID, PASS, DOUBLE)
    ),
)

# Tester17 S10 (27A2): an insufficient bid out of rotation is ruled by Law 31 under « Déclaration hors tour »,
# which this ruling sends the director to (`o1`). It is the same call: a bid (an insufficient bid is a bid), so
# « Qu'est-ce qui a été déclaré hors tour ? » is answered; whose turn it was is not asked here (the words may
# say it, and then the new incident reads them). `same`: this incident under Law 31, not a second irregularity.
OUT_OF_ROTATION_31 = HandOver(
    "Enchère insuffisante faite hors tour (27A2) : la Loi 31 la règle, c'est une enchère",
    {"in_rotation": "no"},
    "declaration_hors_tour",
    {"call": "bid"},
    same=True,
    # Not at its turn (27A2): never at the turn of a right-hand opponent obliged to pass (28A: that counts as in
    # rotation) nor at the same time as him (33: deemed after his call, so at the offender's own turn).
    only=(("turn", (RHO, PARTNER, LHO_FIRST, "lho_later", "with_partner", "with_lho")),),
)

TOPIC = Topic(
    id="enchere_insuffisante",
    title="Enchère insuffisante",
    summary="Une enchère plus basse que la précédente : acceptation, remplacement, et ce que doit le partenaire (Loi 27).",
    laws=("27", "23", "26", "16", "72"),
    questions=QUESTIONS,
    procedure=foresees_16C3(insufficient_bid),
    handovers=(OUT_OF_ROTATION_31, *PARTNER_MUST_PASS, *WITHDRAWN_BID),
    phases=("encheres",),
)
ORDER = 61

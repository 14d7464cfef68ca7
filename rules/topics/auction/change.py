"""Changement de déclaration — Loi 25 : le lapsus (25A), le changement voulu (25B).

A call is presumed intended. The director allows a replacement only when he is satisfied that
the call made was not the one intended (a mechanical error, a slip of the tongue), and only in
time (25A1, 25A4, 25A5). A change of mind is 25B: the LHO may accept it, otherwise the first call
stands. The time limits are shared with the online undo (`online/misclick.py`), which applies the
same Law to a click.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.model import ChooserRole, Option, PartnerMustPass, Question, Ruling
from rules.topic import Facts, Topic, questions
from rules.topics.auction.common import (
    DAMAGE_23C,
    JUDGED_LATER_INTRO,
    LEAD_RESTRICTIONS_26B,
    NO_LEAD_RESTRICTIONS_26A,
    NOT_MADE,
    by_comparable,
    call_not_made,
    comparable_call_question,
    comparable_law,
    foreseen_adjustment,
    foresees_16C3,
    is_comparable,
    lead_restrictions_if,
)
from rules.topics.common import yes_no

# The 25A core, shared with the online undo (`online/misclick.py`): whether an unintended call may
# still be replaced when the player speaks up, and which sub-paragraphs say so. The timing values
# are the option values of both topics' « timing » question.
TOO_LATE_25A = {
    "partner_acted": (
        "25A4",
        "Son partenaire a déclaré depuis : plus aucun remplacement n'est possible (25A4). Son adversaire de "
        "gauche a déjà déclaré par-dessus la première déclaration (il parle avant le partenaire) : il ne peut plus "
        "accepter le remplacement en déclarant par-dessus (25B1).",
    ),
    "after_lead": (
        "25A5",
        "Les enchères se sont terminées sans que son partenaire ait reparlé, et la période des enchères est "
        "finie (entame faite face visible ; si personne n'a ouvert, mains remises dans l'étui) : plus de "
        "remplacement (25A5, 17D1, 17D2). Personne ne déclare plus par-dessus le remplacement pour l'accepter (25B1).",
    ),
}
IN_TIME_25A = ("in_time", "last_call_before_lead")


# The 25A4/25A5 facts in the director's words (review A3: the auction ended before partner called again,
# whoever made the last call). Offered to the online undo too, so both ask the same facts.
TIMING_OPTIONS_25A = (
    Option("in_time", "Les enchères continuent ; son partenaire n'a pas déclaré depuis"),
    Option("partner_acted", "Son partenaire a déclaré depuis"),
    Option("last_call_before_lead", "Enchères finies sans que le partenaire reparle ; entame pas faite"),
    Option("after_lead", "Enchères finies sans que le partenaire reparle ; entame faite"),
)


@dataclass(frozen=True)
class Verdict25A:
    """What Law 25A allows for a call the director is satisfied was unintended (25A2)."""

    allowed: bool
    laws: tuple[str, ...]
    why: str = ""  # the French reason, when it is too late


def unintended_call_25A(timing: str) -> Verdict25A:
    """25A1/25A3: replaced however he noticed, until partner calls (25A4) or, when the auction ended
    before it came back to partner (whoever made the last call), until the auction period ends with
    the faced opening lead (25A5, 17D1; 17D2 for a passed-out board); then 25A6 for the LHO."""
    if timing in TOO_LATE_25A:
        law, why = TOO_LATE_25A[timing]
        # 25B1 (the LHO accepts by calling over the substitution) cannot apply once 25A4 or 25A5 forbids it
        # (tester19 Q15): said in `why`, for the table and the online undo alike.
        return Verdict25A(False, (law, *(("17D1", "17D2") if law == "25A5" else ()), "25B1"), why)
    if timing not in IN_TIME_25A:
        raise ValueError(f"unknown 25A timing: {timing}")
    last_call = timing == "last_call_before_lead"
    return Verdict25A(True, ("25A1", "25A2", "25A3", *(("25A5", "17D1") if last_call else ()), "25A6"))


QUESTIONS = questions(
    Question(
        "intent",
        "Pourquoi le joueur veut-il changer sa déclaration ?",
        (
            Option("slip", "Erreur mécanique ou lapsus (carton voisin, mot échappé)"),
            Option("inattention", "Inattention : il voulait ce carton (enchères mal lues…)"),
            Option("change_of_mind", "Il voulait cette déclaration, et il change d'avis"),
            Option(NOT_MADE, "Le carton n'a pas été sorti de la boîte avec une intention apparente"),
        ),
        "Une déclaration est présumée voulue. Ne retenez le lapsus que si vous êtes convaincu d'une erreur "
        "mécanique (carton voisin tiré, mot qui a échappé), pas d'une inattention sur ce qu'il voulait dire "
        "(25A2) : l'inattention sur ce qu'il voulait faire est un changement voulu (25B). Peu importe comment "
        "il s'en est aperçu (25A3).",
    ),
    Question(
        "timing",
        "Où en sont les enchères quand il le dit ?",
        TIMING_OPTIONS_25A,
        "Un lapsus se corrige tant que le partenaire n'a pas déclaré depuis (25A1, 25A4). Si les enchères "
        "se sont terminées avant que le partenaire reparle (que le joueur ait fait la dernière déclaration "
        "ou non), il se corrige jusqu'à la fin de la période des enchères : l'entame faite face visible, "
        "ou, si personne n'a ouvert, les mains remises dans l'étui (25A5, 17D1, 17D2).",
    ),
    yes_no(
        "lho_accepts",
        "L'adversaire de gauche du fautif accepte-t-il la nouvelle déclaration (il déclare par-dessus) ?",
        "Le changement voulu n'est permis que si l'adversaire de gauche l'accepte ; s'il a déclaré "
        "volontairement par-dessus, il l'a accepté (25B1). Sinon la première déclaration reste (25B2).",
    ),
    comparable_call_question(),
)

# Review C3: 26A says 16C does not apply after a comparable call, 25B3 applies it to every withdrawn call.
NOTE_25B3_OVER_26A = (
    "Interprétation retenue : 26A écarte la Loi 16C après une déclaration comparable, mais 25B3 l'applique à "
    "toute déclaration retirée ou annulée d'un changement de déclaration ; la règle propre à la Loi 25 est "
    "retenue : l'information de la première déclaration reste interdite au camp fautif."
)
# Review C9: whether a slip is an offence for 16C2 is debated; the cautious reading is retained.
NOTE_25A_16C = (
    "Interprétation retenue (prudente) : la déclaration involontaire retirée est traitée comme une "
    "information interdite au camp du joueur (16C2) ; pour la déclaration retirée de l'adversaire de gauche, "
    "25A6 le dit expressément."
)

UI_16C = "L'information de la déclaration retirée est interdite au camp fautif et autorisée à l'autre camp (25B3, 16C)."


def unintended_call_replaced_25A1(verdict: Verdict25A) -> Ruling:
    return Ruling(
        id="change.25A1_remplacement",
        title="Lapsus : la déclaration voulue remplace la déclaration involontaire",
        laws=(*verdict.laws, "16C"),
        now=(
            "Vous êtes convaincu d'une erreur mécanique ou d'un lapsus : le joueur remplace sa déclaration par "
            "celle qu'il voulait faire (25A1, 25A2).",
            "La déclaration voulue est soumise à sa propre loi (par exemple, insuffisante : voyez le thème "
            "« Enchère insuffisante »), mais il n'y a pas de restriction d'entame (25A1).",
            "L'adversaire de gauche peut retirer la déclaration qu'il avait faite par-dessus ; l'information de "
            "celle-ci est autorisée pour son camp et interdite au camp du joueur (25A6).",
        ),
        chooser="l'adversaire de gauche du joueur, s'il avait déclaré par-dessus",
        chooser_role=ChooserRole.LHO,
        partner_must_pass=PartnerMustPass.NONE,
        unauthorised_for=("camp du joueur qui a changé",),
        notes=(NOTE_25A_16C,),
        script=(
            "Ce n'était pas la déclaration voulue : vous pouvez la remplacer par celle que vous vouliez faire.",
            "Si vous aviez déclaré par-dessus, vous pouvez reprendre votre déclaration.",
        ),
    )


def unintended_call_too_late_25A(verdict: Verdict25A) -> Ruling:
    law = verdict.laws[0]
    return Ruling(
        id=f"change.{law}_trop_tard",
        title="Lapsus signalé trop tard : la déclaration reste",
        laws=(*verdict.laws, "25A2", "25B2", "25B3", "16C"),
        now=(
            verdict.why,
            "Un remplacement que 25A ne permet plus est annulé : la première déclaration reste ; si le joueur "
            "en avait déjà fait une autre, son information est interdite à son camp (25B2, 25B3, 16C).",
        ),
        chooser_role=ChooserRole.NONE,
        partner_must_pass=PartnerMustPass.NONE,
        unauthorised_for=("camp du joueur qui a changé",),
        script=("Il est trop tard pour changer cette déclaration : elle reste.",),
    )


def intended_change_accepted_25B1(comparable: str) -> Ruling:
    comparable_now = is_comparable(comparable)
    laws = ("25A2", "25B1", "25B3", "16C", "26A" if comparable_now else "26B")
    if comparable_now:
        laws = (*laws, comparable_law(comparable), "23C")
    return Ruling(
        id=f"change.25B1_accepte.{'comparable' if comparable_now else 'non_comparable'}",
        title="Changement de déclaration accepté par l'adversaire de gauche",
        laws=laws,
        now=(
            "L'adversaire de gauche accepte le changement : la première déclaration est retirée, la seconde reste "
            "et les enchères continuent (25B1).",
            NO_LEAD_RESTRICTIONS_26A
            if comparable_now
            else "La seconde déclaration n'est pas comparable à la "
            "première : des restrictions d'entame peuvent suivre (26B).",
            UI_16C,
        ),
        chooser_role=ChooserRole.NONE,  # the LHO has chosen: he accepted (25B1)
        partner_must_pass=PartnerMustPass.NONE,
        accepted_by="lho",
        lead_restrictions=() if comparable_now else LEAD_RESTRICTIONS_26B,
        unauthorised_for=("camp fautif",),
        adjusted_score=foreseen_adjustment("23C") if comparable_now else None,
        notes=(DAMAGE_23C, NOTE_25B3_OVER_26A) if comparable_now else (),
        script=("Le changement est accepté : la nouvelle déclaration reste, les enchères continuent.",),
    )


def intended_change_cancelled_25B2() -> Ruling:
    return Ruling(
        id="change.25B2_annule",
        title="Changement de déclaration refusé : la première déclaration reste",
        laws=("25A2", "25B2", "25B3", "16C", "26A", "26B", "23A"),
        now=(
            "Le changement voulu n'est pas accepté : la nouvelle déclaration est annulée, la première reste, et "
            "les enchères continuent (25B2).",
            "La Loi 26 peut s'appliquer (25B2) : si la déclaration annulée est comparable à la première, qui "
            "reste (23A), pas de restriction d'entame (26A) ; sinon, restrictions d'entame possibles (26B).",
            UI_16C,
        ),
        notes=(
            "Interprétation retenue : pour la Loi 26, la déclaration retirée est la déclaration annulée, et "
            "celle qui la « remplace » est la première déclaration, qui reste.",
        ),
        chooser_role=ChooserRole.NONE,  # the LHO has chosen: he refused (25B2)
        partner_must_pass=PartnerMustPass.NONE,
        accepted_by=None,
        lead_restrictions=lead_restrictions_if(
            "Si la déclaration annulée n'est pas comparable à la première (23A)"
        ),
        unauthorised_for=("camp fautif",),
        script=("Le changement n'est pas accepté : votre première déclaration reste.",),
    )


def change_of_call(facts: Facts) -> Ruling:
    intent = facts.ask("intent")
    if intent == NOT_MADE:
        return call_not_made()
    if intent == "slip":
        verdict = unintended_call_25A(facts.ask("timing"))
        if not verdict.allowed:
            return unintended_call_too_late_25A(verdict)
        return unintended_call_replaced_25A1(verdict)
    # 25A2: a loss of concentration about the intent is no slip; the change is an intended one (25B).
    if facts.is_("lho_accepts", "no"):
        return intended_change_cancelled_25B2()
    return by_comparable(
        facts.ask("comparable"),
        intended_change_accepted_25B1,
        "change.25B1_accepte.a_juger",
        JUDGED_LATER_INTRO,
    )


TOPIC = Topic(
    id="changement_declaration",
    title="Changement de déclaration",
    summary="Lapsus ou changement d'avis pendant les enchères : ce qui est permis, et jusqu'à quand (Loi 25).",
    laws=("25", "26", "16"),
    questions=QUESTIONS,
    procedure=foresees_16C3(change_of_call),
    phases=("encheres",),
)
ORDER = 64

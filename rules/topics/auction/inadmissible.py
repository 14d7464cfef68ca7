"""Déclarations inadmissibles — Lois 35 à 39 (avec 19A1, 19B1, 26B, 72C et 16C).

Law 35 lists four inadmissible calls, each with its own law: a double or redouble Law 19 does
not permit (36), a call by a player required to pass (37), a bid above seven (38), a call after
the final pass (39). The director first names which one, then asks whether the offender's LHO
called before the rectification: that call never accepts an inadmissible call (32, 36-39 have no
acceptance), it only changes what is cancelled and whether 26B and 72C remain. A double or
redouble contrary to 19A1/19B1 by a player required to pass stays under Law 36 (37A's
parenthesis), so the 37 branch asks that first and hands over to the 36 procedure.
"""

from __future__ import annotations

from dataclasses import replace

from rules.model import ChooserRole, Option, PartnerMustPass, Question, Ruling
from rules.topic import Facts, Topic, questions
from rules.topics.auction.common import (
    LEAD_RESTRICTIONS_26B,
    NOT_MADE,
    NOT_MADE_LABEL,
    OFFENDING_SIDE,
    call_not_made,
    foresees_16C3,
    partner_silenced_ruling,
)
from rules.topics.common import yes_no

QUESTIONS = questions(
    Question(
        "kind",
        "Quelle déclaration inadmissible a été faite ?",
        (
            Option("double_19", "Un contre ou surcontre que la Loi 19 interdit"),
            Option("must_pass", "Une déclaration d'un joueur obligé de passer"),
            Option("above_seven", "Une enchère au-delà de sept (8♣, 8SA…)"),
            Option("after_final_pass", "Une déclaration après le dernier passe"),
            Option(NOT_MADE, NOT_MADE_LABEL),
        ),
        "Contre interdit (19A1) : contre d'une enchère du partenaire, d'un passe, d'une enchère déjà "
        "contrée, ou premier contre des enchères. Surcontre interdit (19B1) : sans contre adverse à "
        "surcontrer. Joueur obligé de passer : après une autre irrégularité (ex. partenaire d'un joueur "
        "qui a déclaré hors tour). Toute déclaration après le dernier passe est le dernier cas.",
    ),
    yes_no(
        "contrary_to_19",
        "Était-ce un contre ou un surcontre que la Loi 19 interdit de toute façon ?",
        "Par exemple, le joueur obligé de passer contre l'enchère de son partenaire. La Loi 37A écarte "
        "ce cas : c'est la Loi 36 qui s'applique. Répondez non pour une enchère, ou pour un contre ou "
        "surcontre que la Loi 19 permet.",
    ),
    Question(
        "after_final_pass_by",
        "Qui a déclaré après le dernier passe, et quoi ?",
        (
            Option("defender_pass", "Un joueur de la défense : un passe"),
            Option("defender_action", "Un joueur de la défense : enchère, contre ou surcontre"),
            Option("declaring_side", "Le déclarant ou le mort : n'importe quelle déclaration"),
        ),
        "Les enchères sont terminées : le contrat et le déclarant sont déjà fixés. Seule une enchère, "
        "un contre ou un surcontre d'un joueur de la défense peut encore entraîner une rectification (39C).",
    ),
    yes_no(
        "lho_called",
        "L'adversaire de gauche du fautif a-t-il déclaré après l'irrégularité, avant votre rectification ?",
        "Une déclaration inadmissible ne s'accepte pas : si l'adversaire de gauche a déclaré par-dessus "
        "(même un passe), la loi dit ce qui reste des enchères et supprime certaines rectifications. "
        "Si les enchères se sont terminées depuis, il a forcément déclaré : répondez oui.",
    ),
    Question(
        "discovered",
        "Quand l'a-t-on signalé ?",
        (
            Option("before_lead", "Avant que l'entame soit faite face visible"),
            Option("after_lead", "Après l'entame faite face visible"),
        ),
        "Après l'entame, les enchères ne reprennent plus : le contrat se marque sans le contre ou "
        "surcontre inadmissible (36C).",
    ),
    Question(
        "in_turn",
        "Le contre ou surcontre a-t-il été fait à son tour ?",
        (
            Option("in_turn", "Oui, à son tour"),
            Option("out_of_turn", "Non, hors tour"),
        ),
        "Hors tour, les enchères reviennent d'abord au joueur dont c'était le tour (36B4). Un contre "
        "ou surcontre inadmissible hors tour ne peut pas être accepté (32).",
    ),
)

NOT_ACCEPTED_36 = (
    "Un contre ou surcontre inadmissible ne peut pas être accepté : la Loi 36 ne laisse d'option à personne."
)
EARLIER_OBLIGATION = (
    "Si le fautif était déjà obligé de passer à cause d'une autre irrégularité, cette obligation "
    "demeure : sa déclaration régulière est alors un passe."
)
CANCELLED_16C = (
    "Les déclarations annulées sont une information autorisée pour le camp non fautif et interdite au "
    "camp fautif (16C)."
)
DOUBLE_LAWS = ("35A", "19A1", "19B1")
SCRIPT_26B = (
    "Si votre camp devient la défense, le déclarant pourra interdire au partenaire du fautif une "
    "couleur à sa première entame ou attaque (26B)."
)


# --- Loi 36 : contre ou surcontre inadmissible -------------------------------------------------


def inadmissible_double_lho_called_36A() -> Ruling:
    return Ruling(
        id="inadmissible.36A_lho_called",
        title="Contre ou surcontre inadmissible, l'adversaire de gauche a déclaré : tout est annulé",
        laws=(*DOUBLE_LAWS, "36A", "16C"),
        now=(
            "L'adversaire de gauche du fautif a déclaré avant la rectification : le contre ou surcontre "
            "inadmissible et toutes les déclarations qui l'ont suivi (celles des deux camps) sont annulés "
            "(36A).",
            "Les enchères reprennent au joueur dont c'était le tour, comme s'il n'y avait pas eu "
            "d'irrégularité : ni obligation de passer pour le partenaire, ni restriction d'entame 26B (36A).",
            "Si le contre ou surcontre avait été fait à son tour, c'est de nouveau au fautif de déclarer, "
            "et il choisit librement sa déclaration régulière.",
            EARLIER_OBLIGATION,
            NOT_ACCEPTED_36,
            CANCELLED_16C,
        ),
        chooser_role=ChooserRole.NONE,
        partner_must_pass=PartnerMustPass.NONE,
        accepted_by=None,
        unauthorised_for=OFFENDING_SIDE,
        script=(
            "Ce contre (ou surcontre) n'était pas permis : il est annulé, avec toutes les déclarations "
            "qui ont suivi. Les enchères reprennent au joueur dont c'était le tour, sans autre rectification.",
            "Camp fautif : vous ne tenez aucun compte de ce que les déclarations annulées vous ont appris.",
        ),
    )


def inadmissible_double_in_turn_36B() -> Ruling:
    return partner_silenced_ruling(
        id="inadmissible.36B_in_turn",
        title="Contre ou surcontre inadmissible : annulé, le partenaire passe jusqu'à la fin",
        laws=(*DOUBLE_LAWS, "36B1", "36B2", "36B3", "26B", "72C", "16C"),
        now=(
            "Le contre ou surcontre inadmissible est annulé (36B1).",
            "Le fautif le remplace par n'importe quelle déclaration régulière, et les enchères continuent "
            "(36B2).",
            "Son partenaire doit passer chaque fois que c'est son tour, jusqu'à la fin des enchères (36B2).",
            EARLIER_OBLIGATION,
            NOT_ACCEPTED_36,
            CANCELLED_16C,
        ),
        accepted_by=None,
        script=(
            "Ce contre (ou surcontre) n'était pas permis : il est annulé. Vous faites une déclaration "
            "régulière à la place.",
            "Partenaire, vous devrez passer à chacun de vos tours jusqu'à la fin des enchères.",
            SCRIPT_26B,
        ),
    )


def inadmissible_double_out_of_turn_36B4() -> Ruling:
    return partner_silenced_ruling(
        id="inadmissible.36B4_out_of_turn",
        title="Contre ou surcontre inadmissible hors tour : annulé, le partenaire passe jusqu'à la fin",
        laws=(*DOUBLE_LAWS, "32", "36B1", "36B4", "28B", "26B", "72C", "16C"),
        now=(
            "Le contre ou surcontre inadmissible, fait hors tour, est annulé (36B1) ; il ne peut pas être "
            "accepté (32).",
            "Les enchères reviennent au joueur dont c'était le tour ; le fautif fait n'importe quelle "
            "déclaration régulière quand vient son tour (36B4).",
            "Son partenaire doit passer chaque fois que c'est son tour, jusqu'à la fin des enchères (36B4).",
            "Si l'adversaire du fautif dont c'était le tour a déjà déclaré avant votre décision, sa "
            "déclaration compte comme faite à son tour (28B) et les enchères continuent après elle ; la "
            "Loi 36 s'applique quand même au contre ou surcontre inadmissible.",
            EARLIER_OBLIGATION,
            CANCELLED_16C,
        ),
        notes=(
            "Interprétation retenue : 28B ôte la rectification due au seul hors tour (Lois 29 à 32), pas "
            "celle d'une déclaration inadmissible, que la Loi 32 interdit d'accepter et que la Loi 35A "
            "renvoie à la Loi 36 ; seul l'appel de l'adversaire de gauche change la rectification (36A).",
        ),
        accepted_by=None,
        script=(
            "Ce contre (ou surcontre) hors tour n'était pas permis : il est annulé. Les enchères "
            "reprennent au joueur dont c'était le tour ; à votre tour, vous faites une déclaration régulière.",
            "Partenaire, vous devrez passer à chacun de vos tours jusqu'à la fin des enchères.",
            SCRIPT_26B,
        ),
    )


def inadmissible_double_after_lead_36C() -> Ruling:
    return Ruling(
        id="inadmissible.36C_after_lead",
        title="Contre ou surcontre inadmissible découvert après l'entame : on marque sans lui",
        laws=(*DOUBLE_LAWS, "36C"),
        now=(
            "L'entame est faite face visible : les enchères ne reprennent pas, le contrat, le déclarant "
            "et l'entame restent, et le jeu continue (36C).",
            "À la marque, le contrat final se compte comme si le contre ou surcontre inadmissible n'avait "
            "pas été fait (36C) : par exemple 4♠ contré par le partenaire du déclarant se marque 4♠ non "
            "contré ; 3SA contré puis surcontré par un joueur de la défense se marque 3SA contré.",
            "Pas d'obligation de passer ni de restriction d'entame : les enchères sont finies.",
        ),
        chooser_role=ChooserRole.NONE,
        partner_must_pass=PartnerMustPass.NONE,
        accepted_by=None,
        notes=(
            "Interprétation retenue : une déclaration qui n'existait que par le contre ou surcontre "
            "inadmissible (un surcontre de ce contre) tombe avec lui à la marque.",
        ),
        script=(
            "Ce contre (ou surcontre) n'était pas permis. Le jeu continue ; à la marque, il ne compte "
            "pas : le contrat se marque comme s'il n'avait pas été fait.",
        ),
    )


def inadmissible_double_36(facts: Facts) -> Ruling:
    """Law 36: LHO called (36A; 36C once the lead is faced), else in turn (36B1-B3) or not (36B4)."""
    if facts.is_("lho_called", "yes"):
        if facts.is_("discovered", "after_lead"):
            return inadmissible_double_after_lead_36C()
        return inadmissible_double_lho_called_36A()
    if facts.is_("in_turn", "out_of_turn"):
        return inadmissible_double_out_of_turn_36B4()
    return inadmissible_double_in_turn_36B()


# --- Loi 37 : déclaration d'un joueur obligé de passer -------------------------------------------


def must_pass_lho_called_37A() -> Ruling:
    return Ruling(
        id="inadmissible.37A_lho_called",
        title="Joueur obligé de passer qui a déclaré, l'adversaire de gauche a déclaré : tout reste",
        laws=("35B", "37A"),
        now=(
            "L'adversaire de gauche du fautif a déclaré avant votre rectification : la déclaration "
            "inadmissible et toutes celles qui ont suivi restent, et les enchères continuent (37A).",
            "Si le fautif était obligé de passer jusqu'à la fin des enchères, il doit toujours passer à "
            "chacun de ses tours (37A). Son partenaire n'a pas d'obligation nouvelle.",
            "Pas de restriction d'entame 26B pour cette déclaration inadmissible (37A) ; celle qu'une "
            "irrégularité antérieure a fait naître peut toujours s'appliquer.",
            "Ce n'est pas une acceptation : une déclaration inadmissible ne s'accepte pas ; c'est la Loi "
            "37A qui la laisse subsister.",
        ),
        chooser_role=ChooserRole.NONE,
        partner_must_pass=PartnerMustPass.NONE,
        accepted_by=None,
        notes=(
            "Interprétation retenue : « cette déclaration et les suivantes restent » s'entend de la "
            "déclaration inadmissible elle-même ; rien n'étant retiré, la Loi 16C ne s'applique pas.",
        ),
        script=(
            "Votre déclaration n'était pas permise, mais l'adversaire de gauche a déclaré ensuite : les "
            "enchères restent telles quelles et continuent.",
            "Si vous deviez passer jusqu'à la fin des enchères, cette obligation continue.",
        ),
    )


def must_pass_cancelled_37B() -> Ruling:
    return partner_silenced_ruling(
        id="inadmissible.37B",
        title="Joueur obligé de passer qui a déclaré : annulé, passe, le camp fautif passe jusqu'à la fin",
        laws=("35B", "37B1", "37B2", "26B", "72C", "16C"),
        now=(
            "L'enchère, le contre ou le surcontre du joueur obligé de passer est annulé (37B1).",
            "Un passe le remplace et les enchères continuent (37B2).",
            "Les deux joueurs du camp fautif, le fautif et son partenaire, doivent passer chaque fois que "
            "c'est leur tour, jusqu'à la fin des enchères (37B2).",
            "Une déclaration inadmissible ne s'accepte pas : l'adversaire de gauche n'a pas d'option.",
            CANCELLED_16C,
        ),
        accepted_by=None,
        script=(
            "Vous deviez passer : votre déclaration est annulée et remplacée par un passe.",
            "Vous deux, vous passerez à chacun de vos tours jusqu'à la fin des enchères.",
            SCRIPT_26B,
        ),
    )


# Review C5: the exclusion that sends this double to Law 36 is written in 37A only; it is read for 37B too.
NOTE_37A_36 = (
    "Interprétation retenue : le contre ou surcontre contraire à 19A1 ou 19B1 d'un joueur obligé de "
    "passer relève de la Loi 36 même si l'adversaire de gauche n'a pas déclaré (la parenthèse n'est écrite "
    "qu'en 37A) ; son partenaire passe alors selon 36B, et le fautif reste tenu de son obligation antérieure "
    "de passer."
)


def must_pass_37(facts: Facts) -> Ruling:
    """Law 37, except a double or redouble contrary to 19A1/19B1, which stays with Law 36 (37A)."""
    if facts.is_("contrary_to_19", "yes"):
        ruling = inadmissible_double_36(facts)
        if facts.is_("lho_called", "yes"):
            return ruling  # 37A's own words: Law 36 (36A or 36C)
        return replace(ruling, notes=(*ruling.notes, NOTE_37A_36))
    if facts.is_("lho_called", "yes"):
        return must_pass_lho_called_37A()
    return must_pass_cancelled_37B()


# --- Loi 38 : enchère au-delà de sept -----------------------------------------------------------


def bid_above_seven_38(lho_called: bool) -> Ruling:
    common = (
        "Un contrat au-delà de sept ne se joue jamais (38A).",
        "L'enchère de plus de sept est annulée, ainsi que toutes les déclarations qui l'ont suivie, "
        "celles des deux camps (38B).",
        "Un passe la remplace ; les enchères continuent si ce passe ne les termine pas, et les deux "
        "joueurs du camp fautif doivent passer chaque fois que c'est leur tour, jusqu'à la fin des "
        "enchères (38C).",
        "Une déclaration inadmissible ne s'accepte pas : l'adversaire de gauche n'a pas d'option.",
        CANCELLED_16C,
    )
    script = (
        "Une enchère au-delà de sept n'existe pas : elle est annulée, avec tout ce qui a suivi, et "
        "remplacée par un passe.",
        "Vous deux, vous passerez à chacun de vos tours jusqu'à la fin des enchères.",
    )
    if lho_called:
        return Ruling(
            id="inadmissible.38_lho_called",
            title="Enchère au-delà de sept, l'adversaire de gauche a déclaré : annulée, sans 26B ni 72C",
            laws=("35C", "38A", "38B", "38C", "38D", "16C"),
            now=(
                *common,
                "L'adversaire de gauche du fautif a déclaré avant la rectification : ni restriction "
                "d'entame 26B, ni ajustement 72C (38D).",
            ),
            chooser_role=ChooserRole.NONE,
            partner_must_pass=PartnerMustPass.THROUGHOUT,
            accepted_by=None,
            unauthorised_for=OFFENDING_SIDE,
            script=script,
        )
    return partner_silenced_ruling(
        id="inadmissible.38",
        title="Enchère au-delà de sept : annulée, passe, le camp fautif passe jusqu'à la fin",
        laws=("35C", "38A", "38B", "38C", "38D", "26B", "72C", "16C"),
        now=common,
        accepted_by=None,
        script=(
            *script,
            SCRIPT_26B,
        ),
    )


# --- Loi 39 : déclaration après le dernier passe -----------------------------------------------

AUCTION_OVER = (
    "Les enchères sont terminées : le contrat et le déclarant sont ceux que fixait le dernier passe ; "
    "la déclaration annulée n'y change rien."
)


TITLES_39B = {
    "defender_pass": "passe d'un joueur de la défense",
    "declaring_side": "déclaration du déclarant ou du mort",
    "lho_called": "l'adversaire de gauche a déclaré",
}


def after_final_pass_no_rectification_39B(case: str, reason: str) -> Ruling:
    """39B: three cases with no further rectification; each keeps its id so the record shows why."""
    return Ruling(
        id=f"inadmissible.39B_{case}",
        title=f"Déclaration après le dernier passe ({TITLES_39B[case]}) : annulée, sans autre rectification",
        laws=("35D", "39A", "39B", "16C"),
        now=(
            "Toute déclaration faite après le dernier passe est annulée (39A).",
            AUCTION_OVER,
            f"{reason} : pas d'autre rectification, ni obligation de passer ni restriction d'entame (39B).",
            CANCELLED_16C,
        ),
        chooser_role=ChooserRole.NONE,
        partner_must_pass=PartnerMustPass.NONE,
        accepted_by=None,
        unauthorised_for=OFFENDING_SIDE,
        script=(
            "Les enchères étaient finies : cette déclaration est annulée. Le contrat et le déclarant ne "
            "changent pas ; on passe à l'entame.",
        ),
    )


def after_final_pass_defender_action_39C() -> Ruling:
    return Ruling(
        id="inadmissible.39C",
        title="Enchère, contre ou surcontre d'un joueur de la défense après le dernier passe : 26B possible",
        laws=("35D", "39A", "39C", "26B", "16C"),
        now=(
            "Toute déclaration faite après le dernier passe est annulée (39A).",
            AUCTION_OVER,
            "C'est une enchère, un contre ou un surcontre d'un joueur de la défense et son adversaire de "
            "gauche n'a pas déclaré depuis : les restrictions d'entame de la Loi 26B peuvent s'appliquer "
            "(39C).",
            "Une déclaration inadmissible ne s'accepte pas : elle reste annulée.",
            CANCELLED_16C,
        ),
        chooser_role=ChooserRole.NONE,
        partner_must_pass=PartnerMustPass.NONE,
        accepted_by=None,
        lead_restrictions=LEAD_RESTRICTIONS_26B,
        unauthorised_for=OFFENDING_SIDE,
        script=(
            "Les enchères étaient finies : votre déclaration est annulée. Le contrat et le déclarant ne "
            "changent pas.",
            "Déclarant, à la première entame ou attaque du partenaire du fautif, vous pourrez lui "
            "interdire une couleur que le fautif n'a pas désignée (montrée) dans les enchères.",
        ),
    )


def after_final_pass_39(facts: Facts) -> Ruling:
    """Law 39: cancelled (39A); 26B only for a defender's bid, double or redouble the LHO left (39C)."""
    by = facts.ask("after_final_pass_by")
    if by == "defender_pass":
        return after_final_pass_no_rectification_39B(
            "defender_pass", "C'est un passe d'un joueur de la défense"
        )
    if by == "declaring_side":
        return after_final_pass_no_rectification_39B(
            "declaring_side", "C'est une déclaration du déclarant ou du mort"
        )
    if facts.is_("lho_called", "yes"):
        return after_final_pass_no_rectification_39B(
            "lho_called", "L'adversaire de gauche du fautif a déclaré avant la rectification"
        )
    return after_final_pass_defender_action_39C()


def inadmissible(facts: Facts) -> Ruling:
    """Law 35: which inadmissible call, then its own law."""
    kind = facts.ask("kind")
    if kind == NOT_MADE:
        return call_not_made()
    if kind == "double_19":
        return inadmissible_double_36(facts)
    if kind == "must_pass":
        return must_pass_37(facts)
    if kind == "above_seven":
        return bid_above_seven_38(facts.is_("lho_called", "yes"))
    return after_final_pass_39(facts)


TOPIC = Topic(
    id="declaration_inadmissible",
    title="Déclaration inadmissible",
    summary="Contre interdit, joueur obligé de passer, enchère au-delà de sept, déclaration après le "
    "dernier passe (Lois 35 à 39).",
    laws=("35", "36", "37", "38", "39"),
    questions=QUESTIONS,
    procedure=foresees_16C3(inadmissible),
    phases=("encheres",),
)
ORDER = 63
